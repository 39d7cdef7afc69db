"""Exports the SSD kernels (``ssd.py``) for TPU as whole StableHLO modules, for the deviceless
compile check (``tests/tpu_deviceless.rs``, ``-- ssd``): the forward with its entering states
and the backward, at nam52's per-chip shape under its headline v6e-8 mesh (8 rows of 4 096
tokens, 64 heads of 64, one group of N = 128, chunks of 128, bf16) and at a small shape.

    python -m namtrain_kernels.ssd_export OUT_DIR

Writes ``OUT_DIR/<shape>.<kernel>.mlir`` and prints one line per file. Not spliced artifacts
yet (those come with the M sublayer's splice); lowering needs no TPU.
"""

from __future__ import annotations

import sys

import jax
import jax.numpy as jnp

from namtrain_kernels import ssd as S
from namtrain_kernels.export import _lower, _without_source_locations, write_modules

#: name -> (rows, heads, seq, head_dim, state, groups, chunk)
SHAPES = {
    "ssd_nam52_mb8": (8, 64, 4096, 64, 128, 1, 128),
    "ssd_small": (2, 16, 512, 64, 128, 1, 128),
}


def modules(rows, heads, seq, head_dim, state, groups, chunk):
    """``{kernel: StableHLO text}`` of the forward (with states) and the backward for TPU."""
    sd, bf, f32 = jax.ShapeDtypeStruct, jnp.bfloat16, jnp.float32
    fwd = [sd((rows, heads, head_dim, seq), bf), sd((rows, heads, seq), f32),
           sd((heads, 1), f32), sd((rows, groups, seq, state), bf),
           sd((rows, groups, seq, state), bf), sd((rows, 1, seq), jnp.int32), sd((heads, 1), f32)]
    bwd = fwd + [sd((rows, heads, head_dim, seq), bf),
                 sd((rows, heads, seq // chunk, head_dim, state), f32)]

    def forward(*a):
        return S.ssd_forward(*a, chunk=chunk, return_states=True)

    def backward(x, dt, a, b, c, doc, d, dy, s_in):
        return S.ssd_backward(x, dt, a, b, c, doc, d, s_in, dy, chunk=chunk)

    with _without_source_locations():
        return {"forward": _lower(forward, fwd, "tpu"), "backward": _lower(backward, bwd, "tpu")}


if __name__ == "__main__":
    sys.exit(write_modules(sys.argv[1:], __doc__, SHAPES, modules))
