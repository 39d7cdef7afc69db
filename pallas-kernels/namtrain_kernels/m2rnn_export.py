"""Exports the M2RNN kernels (``m2rnn.py``) for TPU as whole StableHLO modules, for the
deviceless compile check (``tests/tpu_deviceless.rs``, ``-- m2rnn``): the forward with its
entering states and the backward, at nam56r's per-chip shape under its v6e-8 mesh (2 rows of
4 096 positions, 44 heads, K 64, V 16, chunks of 16) and at a small shape.

    python -m namtrain_kernels.m2rnn_export OUT_DIR

Writes ``OUT_DIR/<shape>.<kernel>.mlir`` and prints one line per file. Not spliced artifacts
yet (those come with the R sublayer's splice); lowering needs no TPU.
"""

from __future__ import annotations

import sys

import jax
import jax.numpy as jnp

from namtrain_kernels import m2rnn as M
from namtrain_kernels.export import _lower, _without_source_locations, write_modules

#: name -> (rows, heads, seq, key width, value width, chunk)
SHAPES = {
    "m2rnn_nam56r_mb2": (2, 44, 4096, 64, 16, 16),
    "m2rnn_small": (2, 8, 256, 64, 16, 16),
}


def modules(rows, heads, seq, k, v, chunk):
    """``{kernel: StableHLO text}`` of the forward (with states) and the backward for TPU."""
    sd, f32 = jax.ShapeDtypeStruct, jnp.float32
    fwd = [sd((rows, heads, seq, k), f32), sd((rows, heads, seq, k), f32),
           sd((rows, heads, seq, v), f32), sd((rows, heads, seq, 1), f32),
           sd((rows, seq, 1), f32), sd((heads, v, v), f32)]
    bwd = fwd + [sd((rows, heads, seq // chunk, k, v), f32), sd((rows, heads, seq, v), f32)]

    def forward(*a):
        return M.m2rnn_forward(*a, chunk=chunk, return_states=True)

    def backward(*a):
        return M.m2rnn_backward(*a, chunk=chunk)

    with _without_source_locations():
        return {"forward": _lower(forward, fwd, "tpu"), "backward": _lower(backward, bwd, "tpu")}


if __name__ == "__main__":
    sys.exit(write_modules(sys.argv[1:], __doc__, SHAPES, modules))
