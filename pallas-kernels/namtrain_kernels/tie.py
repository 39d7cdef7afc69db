"""The gradient tie: a Mosaic no-op returning ``out`` unchanged, with everything the backward needs as operands.

Why it exists: the Rust autodiff can attach a caller-supplied VJP only to a ``custom_call`` node,
while the exported forward kernel is spliced as a whole function (its Mosaic call needs baked
block-mask tables and layout glue). The Rust side therefore calls the forward function for the
value and passes its ``out`` through this tie, whose VJP calls the backward artifact and hands
``dq, dk, dv`` to ``q, k, v``. The VJP reads only the tie's operands (``out, lse, q, k, v,
segment_ids``), never captured values, so it also works when autodiff re-traces a loop body.
On TPU the tie aliases its output to ``out`` and touches no memory.
"""

from __future__ import annotations

import jax
from jax.experimental import pallas as pl


def _nothing(*refs):
    # The output aliases `out`: leaving it untouched returns `out` as is.
    del refs


def tie(out, lse, q, k, v, segment_ids):
    """Returns ``out``; the other operands are there only for the VJP to read."""
    any_space = pl.BlockSpec(memory_space=pl.ANY)
    return pl.pallas_call(
        _nothing,
        out_shape=jax.ShapeDtypeStruct(out.shape, out.dtype),
        in_specs=[any_space] * 6,
        out_specs=any_space,
        input_output_aliases={0: 0},
        name="namtrain_gradient_tie",
    )(out, lse, q, k, v, segment_ids)
