"""NAM's routed experts with the token gather and the choice sum inside the kernels (issue 55,
item 1): no ``[M, D]`` copy of the dispatched tokens and no ``[k, T, D]`` copy of the expert
outputs is written to HBM.

The grouped matmuls of :mod:`gmm` read a buffer of token copies already sorted by expert, and
their output is read back per copy and summed over each token's ``k`` choices afterwards; both
steps move a ``[T·k, D]`` array through HBM in each direction. Here

* :func:`gather_gmm` is :func:`gmm.gmm` whose row tiles are gathered from the token rows ``x [T,
  K]`` by DMA, row by row, at the sorted row's token (``token [M]``), into VMEM;
* :func:`gather_tgmm` is :func:`gmm.tgmm` (the weight gradient) reading its ``lhs`` the same way;
* :func:`combine` writes ``out [T, N]``, each token's weighted sum over its ``k`` copies' rows of
  ``y [M, N]``, gathered by DMA into VMEM and summed there in f32; :func:`combine_grad` its
  gradient (each copy's ``d y`` row written to its sorted place by DMA, the weights' gradient
  reduced in VMEM);
* :func:`routed_swiglu` is the whole routed SwiGLU layer with its gradient rule
  (``jax.custom_vjp``), dropless, from these three and :func:`gmm.gmm` / :func:`gmm.tgmm`.

The maps (what :func:`route` computes from each token's chosen experts, and the Rust side's
``SortedRows`` computes the same way): the ``T·k`` copies sorted by expert, in token order within
an expert (stable), fill rows ``0 .. T·k`` of ``M >= T·k``; rows past them are padding.

* ``group_sizes [E] int32``: copies routed to each expert (as :mod:`gmm` reads it).
* ``token [M] int32``: the token whose row each sorted row reads; any token in ``[0, T)`` for a
  padding row (the kernels never use a padding row's value; ids are clamped into range before a
  DMA so that no id can address outside ``x``).
* ``slot [T, k] int32``: the sorted row of each copy ``(t, c)``; so ``token[slot[t, c]] == t``.
* ``weights [T, k]``: each copy's routing weight.

Kernel structure. The gathers are :func:`gmm.gmm` and :func:`gmm.tgmm` in their ``token`` mode:
the same visit lists, grids, block shapes and masks; only the ``lhs`` operand differs: instead of
a pipelined ``[tm, tk]`` block of a sorted buffer it is a VMEM scratch that the kernel fills by
``tm`` row DMAs (``x[token[r]]``), started together and then awaited, whenever a step needs
another (row tile, contraction tile) than the scratch holds. The row tile's ``token`` ids are
copied into a ``[tm]`` SMEM scratch first (all ``M`` are too many for scalar prefetch: nam52 has
196 608 rows per chip). The scratch's key lives in SMEM and is reset at each column's first
visit, so the kernels stay correct when a parallel grid axis is split over cores. bf16 rows travel
as 32-bit words (``rowio``: a DMA cannot place a single bf16 row in VMEM), so they are gathered
whole (``tk = K``); the down projection writes its result in the same words (``packed_out``) for
:func:`combine` to gather. With one contraction tile the gathers are double-buffered: the
row tiles of a column of visits are read in order, so the next tile's row DMAs run during the
current tile's matmuls (``gmm._gather_tile``).

:func:`combine` has grid ``(T / tt, N / tn)``: the tile's ``slot`` ids into SMEM, then ``tt · k``
row DMAs into a ``[k, tt, ·]`` scratch, then ``Σ_c w[:, c] · rows[c]`` in f32, rounded once to
``out_dtype``.

Tile sizes divide their dimensions, as in :mod:`gmm`; :func:`combine`'s ``tt`` divides ``T`` and
``tn`` divides ``N``.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from . import gmm as G
from . import rowio


class Routes(NamedTuple):
    """The maps of one routing (module docstring): ``group_sizes [E]``, ``token [M]``, ``slot [T,
    k]``, all int32."""

    group_sizes: jax.Array
    token: jax.Array
    slot: jax.Array


def route(choices, experts: int, m: int) -> Routes:
    """The maps for ``choices [T, k] int32`` (each token's experts, distinct per token) over ``m
    >= T·k`` sorted rows; traceable."""
    t, k = choices.shape
    if m < t * k:
        raise ValueError(f"m = {m} rows cannot hold the {t} x {k} copies")
    i32 = jnp.int32
    onehot = (choices[..., None] == jnp.arange(experts, dtype=i32)).astype(i32)  # [T, k, E]
    per_token = onehot.sum(axis=1)  # [T, E]
    sizes = per_token.sum(axis=0)  # [E]
    starts = jnp.cumsum(sizes) - sizes
    earlier = jnp.cumsum(per_token, axis=0) - per_token  # copies of e in tokens before t
    row_of = starts[None, :] + earlier  # [T, E]: the row of token t's copy to e, if any
    slot = jnp.take_along_axis(row_of, choices, axis=1).astype(i32)  # [T, k]
    tokens = jnp.broadcast_to(jnp.arange(t, dtype=i32)[:, None], (t, k))
    token = jnp.zeros((m,), i32).at[slot.reshape(-1)].set(tokens.reshape(-1))
    return Routes(sizes.astype(i32), token, slot)


def gather_gmm(x, token, rhs, group_sizes, *, tiling=(128, 128, 128), out_dtype=None,
               transpose_rhs=False, interpret=False):
    """``[M, N]``: :func:`gmm.gmm` of the rows ``x[token]`` (``x [T, K]``, ``token [M]``), gathered
    tile by tile inside the kernel (module docstring); padding rows zero. bf16 rows travel packed
    (``rowio``), so their contraction tile is all of ``K``."""
    return G.gmm(rowio.pack_rows(x), rhs, group_sizes, tiling=tiling, out_dtype=out_dtype,
                 transpose_rhs=transpose_rhs, interpret=interpret, token=token)


def gather_tgmm(x, token, grad, group_sizes, *, tiling=(128, 128, 128), out_dtype=None,
                interpret=False):
    """``[E, K, N]``: :func:`gmm.tgmm` of the rows ``x[token]`` (gathered inside the kernel) and
    ``grad [M, N]``: per group, ``x[token[rows]].T @ grad[rows]``."""
    return G.tgmm(rowio.pack_rows(x), grad, group_sizes, tiling=tiling, out_dtype=out_dtype,
                  interpret=interpret, token=token)


def combine_cost(*, tokens: int, k: int, n: int, dtype, weighted: bool = True,
                 out_dtype=jnp.float32) -> pl.CostEstimate:
    """What one :func:`combine` call moves and computes: every copy's row of ``y`` read once
    (``T k N`` elements in ``dtype``), the weights (``T k`` f32, counted once: they are re-read
    per column tile, negligible beside the rows), ``out`` written once (``T N`` in
    ``out_dtype``); a multiply and an add per copy element (the add alone unweighted)."""
    item, out_item = jnp.dtype(dtype).itemsize, jnp.dtype(out_dtype).itemsize
    weights = tokens * k * 4 if weighted else 0
    return pl.CostEstimate(
        flops=int((2 if weighted else 1) * tokens * k * n),
        transcendentals=0,
        bytes_accessed=int(tokens * k * n * item + weights + tokens * n * out_item),
    )


def combine(y, slot, weights=None, *, tiles=(128, 128), out_dtype=jnp.float32, interpret=False):
    """``[T, N]``: ``Σ_c weights[t, c] · y[slot[t, c]]`` (``y [M, N]``, ``slot [T, k]``), the
    rows gathered by DMA and summed in f32; ``weights = None`` sums them unweighted. ``y`` may
    arrive as ``rowio.pack_rows`` words (``uint32 [M, N / 2]``, bf16 rows; :func:`gmm.gmm`'s
    ``packed_out`` writes them); bf16 rows are packed here otherwise. Packed rows are gathered
    whole (``tn = N``)."""
    y = rowio.pack_rows(y)
    packed = rowio.is_packed(y)
    t, k = slot.shape
    m, n = y.shape[0], rowio.logical_width(y)
    tt, tn = tiles
    if slot.dtype != jnp.int32:
        raise ValueError(f"slot must be int32, got {slot.dtype}")
    if weights is not None and weights.shape != (t, k):
        raise ValueError(f"weights must be [T, k] = {(t, k)}, got {weights.shape}")
    for name, dim, tile in (("T", t, tt), ("N", n, tn)):
        if tile <= 0 or dim % tile:
            raise ValueError(f"tile {tile} must divide {name} = {dim} (tiles = {tiles})")
    if packed and tn != n:
        raise ValueError(f"packed bf16 rows are gathered whole: tn must be N = {n}, got {tn}")
    out_dtype = jnp.dtype(out_dtype)
    weighted = weights is not None
    width = tn // 2 if packed else tn

    def kernel(slot_hbm, y_hbm, *rest):
        w_ref, (out_ref, rows_ref, slot_ref, sem) = (rest[0], rest[1:]) if weighted else (None, rest)
        i, j = pl.program_id(0), pl.program_id(1)
        rowio.fetch_ids(slot_hbm, slot_ref, sem.at[0], i)
        # Copy r = token · k + c of the tile lands in rows_ref[c, token].
        rowio.dma_rows(y_hbm, slot_ref, rows_ref, sem.at[0], rows=tt * k,
                       dest=lambda r: (lax.rem(r, k), pl.ds(lax.div(r, k), 1)), col=j * width,
                       width=width)
        if packed:
            halves = [jnp.zeros((tt, width), jnp.float32) for _ in range(2)]
        else:
            halves = [jnp.zeros((tt, tn), jnp.float32)]
        for c in range(k):
            parts = rowio.unpack_words(rows_ref[c]) if packed else (rows_ref[c].astype(jnp.float32),)
            scale = w_ref[:, c:c + 1].astype(jnp.float32) if weighted else None
            halves = [h + (p * scale if weighted else p) for h, p in zip(halves, parts)]
        total = jnp.concatenate(halves, axis=1) if packed else halves[0]
        out_ref[...] = total.astype(out_dtype)

    in_specs = [pl.BlockSpec(memory_space=pl.ANY), pl.BlockSpec(memory_space=pl.ANY)]
    args = [slot.reshape(t // tt, tt * k), y]
    if weighted:
        in_specs.append(pl.BlockSpec((tt, k), lambda i, j: (i, 0)))
        args.append(weights)
    call = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((t, n), out_dtype),
        grid=(t // tt, n // tn),
        in_specs=in_specs,
        out_specs=pl.BlockSpec((tt, tn), lambda i, j: (i, j)),
        scratch_shapes=[pltpu.VMEM((k, tt, width), y.dtype), pltpu.SMEM((tt * k,), jnp.int32),
                        pltpu.SemaphoreType.DMA((1,))],
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "parallel")),
        cost_estimate=combine_cost(tokens=t, k=k, n=n,
                                   dtype=jnp.bfloat16 if packed else y.dtype,
                                   weighted=weighted, out_dtype=out_dtype),
        interpret=interpret,
        name="namtrain_combine",
    )
    return call(*args)


def combine_grad_cost(*, tokens: int, k: int, n: int, dtype) -> pl.CostEstimate:
    """What one :func:`combine_grad` call moves and computes: every copy's row of ``y`` read and
    of ``d y`` written once (``T k N`` elements each in ``dtype``), the cotangent (``T N`` f32),
    the weights and their gradient (``T k`` f32 each); per copy element a multiply-add for the
    weight's gradient and a multiply for ``d y``."""
    item = jnp.dtype(dtype).itemsize
    copies = tokens * k * n
    return pl.CostEstimate(
        flops=int(3 * copies),
        transcendentals=0,
        bytes_accessed=int(2 * copies * item + tokens * n * 4 + 2 * tokens * k * 4),
    )


def combine_grad(ct, y, slot, weights, *, tiles=(128,), interpret=False):
    """``(d_y, d_weights)``: the gradient of :func:`combine`'s weighted sum for the cotangent
    ``ct [T, N]`` of ``out``. ``d_y [M, N]`` in ``y``'s form (``rowio`` words for bf16):
    ``d_y[slot[t, c]] = w[t, c] · ct[t]``, ``ct`` rounded to ``y``'s dtype first and the product
    once more (as the Rust grouped path's combine rule rounds them); rows no copy names (padding)
    are left as they were allocated, which every grouped matmul masks. ``d_weights [T, k]`` f32:
    ``Σ_n y[slot[t, c], n] · ct[t, n]``.

    Grid ``(T / tt,)`` over token tiles of whole rows: the tile's ids into SMEM, its ``tt · k``
    rows of ``y`` gathered by DMA, the weights' gradient reduced in VMEM, the ``d y`` rows written
    to their sorted places by DMA."""
    y = rowio.pack_rows(y)
    packed = rowio.is_packed(y)
    t, k = slot.shape
    m, n = y.shape[0], rowio.logical_width(y)
    (tt,) = tiles
    if ct.shape != (t, n) or weights.shape != (t, k) or slot.dtype != jnp.int32:
        raise ValueError(f"combine_grad: ct {ct.shape}, weights {weights.shape}, slot {slot.shape} "
                         f"{slot.dtype} do not fit [T, N] = {(t, n)}, k = {k}")
    if tt <= 0 or t % tt:
        raise ValueError(f"tile {tt} must divide T = {t}")
    width = n // 2 if packed else n
    row_dtype = jnp.bfloat16 if packed else y.dtype
    f32 = jnp.float32

    def kernel(slot_hbm, y_hbm, ct_ref, w_ref, dy_hbm, dw_ref, rows_ref, out_rows_ref, slot_ref,
               sems):
        i = pl.program_id(0)
        rowio.fetch_ids(slot_hbm, slot_ref, sems.at[0], i)
        dest = lambda r: (lax.rem(r, k), pl.ds(lax.div(r, k), 1))  # copy r = token · k + c
        rowio.dma_rows(y_hbm, slot_ref, rows_ref, sems.at[0], rows=tt * k, dest=dest, width=width)
        ct = ct_ref[...].astype(f32)
        rounded = ct.astype(row_dtype).astype(f32)
        halves = lambda a: (a[:, :width], a[:, width:]) if packed else (a,)
        w = w_ref[...].astype(f32)
        lane = lax.broadcasted_iota(jnp.int32, (tt, k), 1)
        d_w = jnp.zeros((tt, k), f32)
        for c in range(k):
            parts = rowio.unpack_words(rows_ref[c]) if packed else (rows_ref[c].astype(f32),)
            dot = sum(jnp.sum(p * q, axis=1, keepdims=True) for p, q in zip(parts, halves(ct)))
            d_w = jnp.where(lane == c, jnp.broadcast_to(dot, (tt, k)), d_w)
            d_y = rounded * w[:, c:c + 1]
            out_rows_ref[c] = rowio.pack_words(d_y) if packed else d_y.astype(y.dtype)
        dw_ref[...] = d_w
        # d y rows to their sorted places: copy r of the tile from out_rows_ref[c, token].
        rowio.scatter_rows(out_rows_ref, slot_ref, dy_hbm, sems.at[1], rows=tt * k, src=dest)

    call = pl.pallas_call(
        kernel,
        out_shape=(jax.ShapeDtypeStruct(y.shape, y.dtype), jax.ShapeDtypeStruct((t, k), f32)),
        grid=(t // tt,),
        in_specs=[pl.BlockSpec(memory_space=pl.ANY), pl.BlockSpec(memory_space=pl.ANY),
                  pl.BlockSpec((tt, n), lambda i: (i, 0)), pl.BlockSpec((tt, k), lambda i: (i, 0))],
        out_specs=(pl.BlockSpec(memory_space=pl.ANY), pl.BlockSpec((tt, k), lambda i: (i, 0))),
        scratch_shapes=[pltpu.VMEM((k, tt, width), y.dtype), pltpu.VMEM((k, tt, width), y.dtype),
                        pltpu.SMEM((tt * k,), jnp.int32), pltpu.SemaphoreType.DMA((2,))],
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel",)),
        cost_estimate=combine_grad_cost(tokens=t, k=k, n=n, dtype=row_dtype),
        interpret=interpret,
        name="namtrain_combine_grad",
    )
    return call(slot.reshape(t // tt, tt * k), y, ct.astype(f32), weights.astype(f32))


class Tiles(NamedTuple):
    """The tiles of :func:`routed_swiglu`: ``gate_up`` and ``down`` the forward grouped matmuls'
    ``(tm, tk, tn)`` (the gradients reuse them by the forward's dimensions, as
    :func:`gmm.grouped_matmul` does), ``combine`` :func:`combine`'s ``(tt, tn)`` over ``[T, D]``
    (the token gradient's unweighted sum uses it too)."""

    gate_up: tuple
    down: tuple
    combine: tuple


def _swiglu(gu, f: int):
    """``silu(gate) · up`` in f32 from the joined ``[M, 2F]`` (gate first)."""
    gu = gu.astype(jnp.float32)
    return jax.nn.silu(gu[:, :f]) * gu[:, f:]


def _packs(dtype) -> bool:
    """Whether rows of ``dtype`` travel as ``rowio`` words."""
    return jnp.dtype(dtype) == jnp.dtype(jnp.bfloat16)


# The layer's five pieces, each what one exported function of a routed variant computes (the
# Rust side splices them: ``pallas-kernels/src/routed.rs``) and what :func:`routed_swiglu` is
# built from.


def gate_up_forward(x, token, w_gate_up, group_sizes, *, tiles: Tiles, interpret=False):
    """``[M, 2F]`` in the operands' dtype: the joined gate/up map of each sorted row's token,
    rows gathered in the kernel (``x`` rounded to ``w_gate_up``'s dtype first)."""
    x = x.astype(w_gate_up.dtype)
    return gather_gmm(x, token, w_gate_up, group_sizes, tiling=tiles.gate_up, interpret=interpret)


def gate_up_weight_grad(x, token, d_gate_up, group_sizes, *, tiles: Tiles, interpret=False):
    """``[E, D, 2F]``: the joined weights' gradient, the token rows gathered in the kernel again
    (``x`` rounded to ``d_gate_up``'s dtype first)."""
    x = x.astype(d_gate_up.dtype)
    return gather_tgmm(x, token, d_gate_up, group_sizes, tiling=tiles.gate_up, interpret=interpret)


def gate_up_input_grad(d_gate_up, w_gate_up, slot, group_sizes, *, tiles: Tiles,
                       interpret=False):
    """``[T, D]`` f32: each token's sum over its copies of ``d_gate_up`` times the weights read
    transposed (the grouped matmul writes its rows packed, the combine kernel sums them)."""
    tm, tk, tn = tiles.gate_up
    d_rows = G.gmm(d_gate_up, w_gate_up, group_sizes, tiling=(tm, tn, tk), transpose_rhs=True,
                   packed_out=_packs(d_gate_up.dtype), interpret=interpret)
    return combine(d_rows, slot, None, tiles=tiles.combine, out_dtype=jnp.float32,
                   interpret=interpret)


def down_combine(h, w_down, slot, weights, group_sizes, *, tiles: Tiles, interpret=False):
    """``(out [T, D] f32, y)``: the down projection of the sorted rows ``h [M, F]`` (``y [M,
    D]``, written packed for bf16) and each token's weighted sum over its copies' rows of it."""
    y = G.gmm(h, w_down, group_sizes, tiling=tiles.down, packed_out=_packs(h.dtype),
              interpret=interpret)
    out = combine(y, slot, weights, tiles=tiles.combine, out_dtype=jnp.float32,
                  interpret=interpret)
    return out, y


def down_combine_grad(ct, y, slot, weights, h, w_down, group_sizes, *, tiles: Tiles,
                      interpret=False):
    """``(d_h [M, F], d_w_down [E, F, D], d_weights [T, k])`` of :func:`down_combine` for the
    cotangent ``ct [T, D]`` of ``out``: :func:`combine_grad` (``d y`` rows at their sorted
    places, the routing weights' gradient), then the down projection's two grouped matmuls on
    ``d y``."""
    d_y, d_weights = combine_grad(ct, y, slot, weights, tiles=tiles.combine[:1],
                                  interpret=interpret)  # d y packed for bf16: read as it is
    tm, tk, tn = tiles.down
    d_h = G.gmm(d_y, w_down, group_sizes, tiling=(tm, tn, tk), transpose_rhs=True,
                interpret=interpret)
    d_w_down = G.tgmm(h, d_y, group_sizes, tiling=(tm, tk, tn), out_dtype=w_down.dtype,
                      interpret=interpret)
    return d_h, d_w_down, d_weights.astype(weights.dtype)


def _routed_forward(x, weights, w_gate_up, w_down, token, slot, group_sizes, tiles, interpret):
    f = w_down.shape[1]
    gu = gate_up_forward(x, token, w_gate_up, group_sizes, tiles=tiles, interpret=interpret)
    h = _swiglu(gu, f).astype(w_down.dtype)
    out, y = down_combine(h, w_down, slot, weights, group_sizes, tiles=tiles, interpret=interpret)
    return out, (gu, h, y)


@functools.partial(jax.custom_vjp, nondiff_argnums=(7, 8))
def routed_swiglu(x, weights, w_gate_up, w_down, token, slot, group_sizes, tiles: Tiles,
                  interpret=False):
    """NAM's routed SwiGLU experts, dropless: ``out [T, D]`` f32, ``out[t] = Σ_c weights[t, c] ·
    down_e(silu(x[t] W_gate,e) · x[t] W_up,e)`` with ``e`` the expert of copy ``(t, c)``
    (``docs/model.md``, "E"), from ``x [T, D]`` and ``w_gate_up [E, D, 2F]``, ``w_down [E, F, D]``
    in one dtype, ``weights [T, k]``, and the maps of :func:`route`.

    Rounding points (as the Rust grouped path's): ``x`` to the operands' dtype, the joined
    gate/up product and ``h`` in it, ``y`` too, the weighted sum in f32. Built from the five
    pieces above (what a routed variant exports): :func:`gate_up_forward`, SwiGLU in f32,
    :func:`down_combine`; the gradient rule :func:`down_combine_grad`, SwiGLU's derivative in f32
    (``d gu`` rounded to the operands' dtype), :func:`gate_up_weight_grad` and
    :func:`gate_up_input_grad` (``d x`` summed in f32, rounded once to ``x``'s dtype).

    ``token``, ``slot`` and ``group_sizes`` get no gradient."""
    out, _ = _routed_forward(x, weights, w_gate_up, w_down, token, slot, group_sizes, tiles,
                             interpret)
    return out


def _rs_fwd(x, weights, w_gate_up, w_down, token, slot, group_sizes, tiles, interpret):
    out, (gu, h, y) = _routed_forward(x, weights, w_gate_up, w_down, token, slot, group_sizes,
                                      tiles, interpret)
    return out, (x, weights, w_gate_up, w_down, token, slot, group_sizes, gu, h, y)


def _rs_bwd(tiles, interpret, res, ct):
    x, weights, w_gate_up, w_down, token, slot, group_sizes, gu, h, y = res
    f32 = jnp.float32
    f = w_down.shape[1]
    d_h, d_w_down, d_weights = down_combine_grad(ct, y, slot, weights, h, w_down, group_sizes,
                                                 tiles=tiles, interpret=interpret)
    d_h = d_h.astype(f32)
    gate, up = gu[:, :f].astype(f32), gu[:, f:].astype(f32)
    sig = jax.nn.sigmoid(gate)
    d_gate = d_h * up * sig * (1 + gate * (1 - sig))
    d_up = d_h * gate * sig
    d_gu = jnp.concatenate([d_gate, d_up], axis=1).astype(w_gate_up.dtype)
    d_w_gate_up = gate_up_weight_grad(x, token, d_gu, group_sizes, tiles=tiles,
                                      interpret=interpret)
    d_x = gate_up_input_grad(d_gu, w_gate_up, slot, group_sizes, tiles=tiles,
                             interpret=interpret).astype(x.dtype)
    return d_x, d_weights, d_w_gate_up, d_w_down, None, None, None


routed_swiglu.defvjp(_rs_fwd, _rs_bwd)
