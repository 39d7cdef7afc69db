"""Exports the routed-expert layer that gathers its own rows (``routed.py``) for TPU as whole
StableHLO modules, for the deviceless compile check (``tests/tpu_deviceless.rs``, ``-- routed``),
at nam52's and nam12's per-chip shapes under their v6e-8 plans and at a small shape:

* ``forward``: the whole layer's forward (the gathering gate/up kernel, the down projection
  written packed, the combine kernel);
* ``backward_kernels``: the kernels the backward adds (the weight gradient gathering its rows,
  the activation gradient written packed, the unweighted combine that sums each token's copies);
  the backward's other two kernels are :mod:`gmm`'s, compiled at nam52's shape by the ``[[gmm]]``
  variants;
* ``gradient`` (the small shape only): forward and backward together through the layer's custom
  VJP, the XLA glue included (about a minute to compile at the large shapes, so not there).

    python -m namtrain_kernels.routed_export OUT_DIR

Writes ``OUT_DIR/<shape>.<kernel>.mlir`` and prints one line per file. Not spliced artifacts yet
(those come with the Rust splice); lowering needs no TPU.
"""

from __future__ import annotations

import sys

import jax
import jax.numpy as jnp

from namtrain_kernels import gmm as G
from namtrain_kernels import routed as R
from namtrain_kernels.export import _lower, _without_source_locations, write_modules

#: name -> (tokens per chip, top_k, experts, d_model, expert_hidden, rows M, tiles). nam52: data=8
#: FSDP + ZeRO-2, micro-batches of 8 rows x 4 096 tokens per chip (the [[gmm]] variant
#: gmm_nam52_mb8's shape and tiles); nam12: data=8, 16 rows x 4 096 per chip, 1 micro-batch. M is
#: every copy, dropless, rounded up to the 512-row tile.
SHAPES = {
    "routed_nam52_mb8": (32768, 6, 64, 2048, 320, 196608,
                         R.Tiles((512, 2048, 640), (512, 320, 2048), (128, 2048))),
    "routed_nam12_mb16": (65536, 4, 32, 768, 512, 262144,
                          R.Tiles((512, 768, 1024), (512, 512, 768), (128, 768))),
    "routed_small": (512, 2, 8, 256, 192, 1024,
                     R.Tiles((256, 256, 384), (256, 192, 256), (128, 256))),
}


#: Shapes up to this many rows also export the whole gradient.
SMALL_ROWS = 4096


def modules(tokens, k, experts, d, f, m, tiles):
    """``{kernel: StableHLO text}`` of the modules above, bf16 operands, for TPU."""
    sd, bf16, i32 = jax.ShapeDtypeStruct, jnp.bfloat16, jnp.int32
    args = [sd((tokens, d), bf16), sd((tokens, k), jnp.float32), sd((experts, d, 2 * f), bf16),
            sd((experts, f, d), bf16), sd((m,), i32), sd((tokens, k), i32), sd((experts,), i32)]

    def forward(x, w, wgu, wd, token, slot, sizes):
        return R.routed_swiglu(x, w, wgu, wd, token, slot, sizes, tiles)

    def gradient(x, w, wgu, wd, token, slot, sizes, ct):
        _, vjp = jax.vjp(lambda *a: forward(*a, token, slot, sizes), x, w, wgu, wd)
        return vjp(ct)

    def backward_kernels(x, wgu, token, slot, sizes, d_gu):
        tm, tk, tn = tiles.gate_up
        d_wgu = R.gather_tgmm(x, token, d_gu, sizes, tiling=tiles.gate_up)
        d_rows = G.gmm(d_gu, wgu, sizes, tiling=(tm, tn, tk), transpose_rhs=True, packed_out=True)
        return d_wgu, R.combine(d_rows, slot, None, tiles=tiles.combine)

    kernel_args = [args[0], args[2], args[4], args[5], args[6], sd((m, 2 * f), bf16)]
    with _without_source_locations():
        out = {"forward": _lower(forward, args, "tpu"),
               "backward_kernels": _lower(backward_kernels, kernel_args, "tpu")}
        if m <= SMALL_ROWS:
            out["gradient"] = _lower(gradient, args + [sd((tokens, d), jnp.float32)], "tpu")
        return out


if __name__ == "__main__":
    sys.exit(write_modules(sys.argv[1:], __doc__, SHAPES, modules))
