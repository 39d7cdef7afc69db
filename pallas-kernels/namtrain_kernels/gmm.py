"""NAM's routed experts (spec section E) as Pallas grouped-matmul kernels, plus a plain reference.

Semantics (what the kernels, the reference and the future Rust splice agree on):

* ``lhs [M, K]`` holds token rows sorted by expert; ``group_sizes [E] int32`` (a runtime input,
  not a compile-time constant) says how many rows each expert owns: expert ``e`` owns rows
  ``offsets[e] .. offsets[e] + group_sizes[e]`` with ``offsets`` the exclusive cumulative sum.
  Sizes are non-negative; rows past ``sum(group_sizes)`` up to ``M`` are padding, and a sum past
  ``M`` is cut at ``M``.
* :func:`gmm` ``(lhs, rhs [E, K, N]) -> [M, N]``: row ``r`` of expert ``e`` is ``lhs[r] @
  rhs[e]``; a padding row is zero. With ``transpose_rhs`` the weights arrive as ``[E, N, K]`` and
  row ``r`` is ``lhs[r] @ rhs[e].T`` (the activation gradient reads the forward's weights as they
  are stored, no transposed copy).
* :func:`tgmm` ``(lhs [M, K], grad [M, N]) -> [E, K, N]``: expert ``e``'s block is ``lhs[rows of
  e].T @ grad[rows of e]`` (the weight gradient); an empty expert's block is zero, and padding
  rows enter no block.
* Operands share one dtype (bf16 or f32); products accumulate in an f32 VMEM scratch, and the
  result is rounded once to ``out_dtype`` (default: the operands' dtype).
* :func:`grouped_matmul` is :func:`gmm` with its gradients as a ``jax.custom_vjp``: ``d lhs =
  gmm(d out, rhs, transpose_rhs=True)``, ``d rhs = tgmm(lhs, d out)``, each rounded to its
  primal's dtype; the cotangent enters both kernels in the operands' dtype.
* :func:`swiglu_experts` is NAM's routed SwiGLU (``docs/model.md``, "F" and "E";
  ``crates/nam/src/graph/moe.rs``, ``expert_hidden``): one :func:`grouped_matmul` against the
  joined ``w_gate_up = [w_gate | w_up]`` (``[E, K, 2F]``, gate first) so the token rows are read
  once for both maps and once for both weights' gradients, then ``silu(gate) * up`` in f32.

Kernel structure. Both kernels walk a static list of ``G = M / tm + E - 1`` *visits*, each a
(row tile, group) pair, computed from ``group_sizes`` outside the kernel (:func:`visits`) and
handed to it by scalar prefetch, so the grid and the kernel do not depend on the sizes. A row
tile that straddles ``j`` group boundaries is visited ``j + 1`` times, once per group, and each
visit stores only its group's rows (a row mask); visits are ordered by group and, within a
group, by tile, which is also tile order, so one tile's visits are consecutive and its output
block stays in VMEM across them. Each non-empty group but the first starts a tile at most once,
so ``M / tm`` tiles need at most ``E - 1`` extra visits: ``G`` is the largest number of visits
any ``group_sizes`` needs. Surplus steps (``v >= num_visits``) repeat the last visit's block
indices, so the pipeline fetches nothing new for them, and compute and store nothing.

* gmm: grid ``(N / tn, G, K / tk)``, k innermost into the ``[tm, tn]`` f32 accumulator. Its
  visits cover every group's tiles (empty groups none) and then one visit per all-padding tile
  (pseudo-group ``E``: no matmul, stores zeros), so every output tile is written; the first
  visit of a tile zeroes the rows outside its group, later visits keep them.
* tgmm: grid ``(K / tk, N / tn, G)``, visits innermost into the ``[tk, tn]`` f32 accumulator of
  the current group's output block. Its visits cover every group's tiles, one visit (no matmul)
  for each empty group so that its block is written as zeros, and no all-padding tiles. Both
  operand blocks are row-masked to the visit's group, so nothing from another group's or a
  padding row (even a NaN) reaches a block.

Tile sizes must divide their dimensions (``M % tm == K % tk == N % tn == 0``; pad ``M`` with
padding rows). On TPU, ``tm`` a multiple of 8 (f32) or 16 (bf16) and ``tk``, ``tn`` multiples of
128.
"""

from __future__ import annotations

import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

from . import rowio

_DTYPES = (jnp.dtype(jnp.bfloat16), jnp.dtype(jnp.float32))

# The two kernels, as ``visits`` and ``kernel_cost`` name them.
KERNELS = ("gmm", "tgmm")


class Visits(NamedTuple):
    """The visit list a kernel walks, all int32, handed to it by scalar prefetch.

    ``group [G]`` and ``tile [G]``: visit ``v`` works on row tile ``tile[v]`` for group
    ``group[v]`` (``E``: gmm's pseudo-group of all-padding tiles); entries from ``count`` on repeat
    the last visit. ``start [E + 1]``, ``end [E + 1]``: group ``e``'s rows ``start[e] <= r <
    end[e]`` (the pseudo-group owns none). ``count [1]``: how many visits are real.
    """

    group: jax.Array
    tile: jax.Array
    start: jax.Array
    end: jax.Array
    count: jax.Array


def num_visits_bound(m: int, tm: int, groups: int) -> int:
    """``G``, the grid's visit steps: enough for any ``group_sizes`` (module docstring)."""
    return m // tm + groups - 1


def visits(group_sizes, m: int, tm: int, *, kernel: str) -> Visits:
    """The visit list of ``kernel`` (``gmm`` or ``tgmm``) for ``group_sizes`` over ``m`` rows in
    tiles of ``tm``; traceable (``group_sizes`` may be a runtime value)."""
    if kernel not in KERNELS:
        raise ValueError(f"kernel must be one of {KERNELS}, got {kernel!r}")
    i32 = jnp.int32
    e = group_sizes.shape[0]
    tiles_m = m // tm
    g_max = num_visits_bound(m, tm, e)
    sizes = jnp.maximum(group_sizes.astype(i32), 0)
    end = jnp.minimum(jnp.cumsum(sizes), m).astype(i32)
    start = jnp.concatenate([jnp.zeros(1, i32), end[:-1]])
    total = end[-1]
    nonempty = end > start
    first = jnp.minimum(start // tm, tiles_m - 1)
    last = jnp.maximum(end - 1, 0) // tm
    empty_visits = 1 if kernel == "tgmm" else 0
    count = jnp.where(nonempty, last - first + 1, empty_visits)
    if kernel == "gmm":
        pad_first = (total + tm - 1) // tm  # the first tile holding only padding rows
        pad_count = tiles_m - pad_first
    else:
        pad_first, pad_count = jnp.asarray(0, i32), jnp.asarray(0, i32)
    counts = jnp.concatenate([count, pad_count[None]]).astype(i32)  # [E + 1]
    firsts = jnp.concatenate([first, pad_first[None]]).astype(i32)
    ends = jnp.cumsum(counts)  # visit v belongs to the first group whose end exceeds it
    n = ends[-1]
    v = jnp.minimum(jnp.arange(g_max, dtype=i32), n - 1)
    group = jnp.sum(ends[None, :] <= v[:, None], axis=1, dtype=i32)
    tile = firsts[group] + v - (ends[group] - counts[group])
    start_x = jnp.concatenate([start, total[None]])
    end_x = jnp.concatenate([end, total[None]])
    return Visits(group, tile.astype(i32), start_x, end_x, n[None].astype(i32))


def _check(lhs, other, group_sizes, tiling, *, m, k, n):
    if lhs.ndim != 2:
        raise ValueError(f"lhs must be [M, K], got shape {lhs.shape}")
    if group_sizes.ndim != 1 or group_sizes.dtype != jnp.int32:
        raise ValueError(f"group_sizes must be [E] int32, got {group_sizes.shape} {group_sizes.dtype}")
    if jnp.dtype(lhs.dtype) not in _DTYPES or lhs.dtype != other.dtype:
        raise ValueError(f"operands must share one dtype of {_DTYPES}, got {lhs.dtype}, {other.dtype}")
    tm, tk, tn = tiling
    for name, dim, t in (("M", m, tm), ("K", k, tk), ("N", n, tn)):
        if t <= 0 or dim % t:
            raise ValueError(f"tile {t} must divide {name} = {dim} (tiling = {tiling})")


def kernel_cost(kernel: str, *, m: int, k: int, n: int, groups: int, tiling, dtype,
                out_dtype=None) -> pl.CostEstimate:
    """What one call of ``kernel`` (``gmm`` or ``tgmm``) moves and computes, from its grid and
    block shapes; ``dtype`` is the operands', ``out_dtype`` the result's (default ``dtype``).

    For gmm ``[M, K] x [E, K, N]`` (transposed or not); for tgmm ``[M, K]^T x [M, N] -> [E, K,
    N]``. Both grids have ``G = M / tm + E - 1`` visit steps per output column of tiles and per
    contraction tile, ``S = (K / tk) (N / tn) G`` steps in all, and every step

    * multiplies one tile pair: ``2 tm tk tn`` FLOPs;
    * reads two blocks from HBM: gmm ``lhs [tm, tk]`` and ``rhs [tk, tn]``, tgmm ``lhs [tm, tk]``
      and ``grad [tm, tn]``, in ``dtype`` (re-reads included: the gmm lhs tile again for every
      column tile, every block again for every visit).

    Each output block is written once per run of visits that keep it in VMEM: gmm ``M N``
    elements (each ``[tm, tn]`` tile once), tgmm ``E K N`` (each expert's ``[tk, tn]`` block
    once, an empty expert's as zeros), in ``out_dtype``. No transcendentals.

    ``G`` is the most visits any ``group_sizes`` needs, reached when every non-empty group but
    the first starts inside a row tile (as routed token counts almost always do). With fewer
    (boundaries on tile edges, empty groups), the surplus steps move and compute nothing, and
    gmm's all-padding tiles and tgmm's empty groups read their blocks but skip the matmul, so
    the declaration is then an upper bound.

    The pipeline fetches a block only when its index differs from the previous step's. With
    several contraction tiles every step moves to a new ``k`` block, so every step reads both
    blocks (as counted above). gmm with ``tk = K`` (one contraction tile) is counted by that
    rule instead: per column of output tiles, the lhs tile changes only when the visits reach
    the next row tile (a tile straddling groups is visited consecutively), so ``M / tm`` lhs
    blocks; the rhs block changes only when the group does (a group's visits are consecutive;
    the padding pseudo-group reads the last expert's), so at most ``E`` rhs blocks — each
    expert's weights once per column instead of once per row tile.
    """
    if kernel not in KERNELS:
        raise ValueError(f"kernel must be one of {KERNELS}, got {kernel!r}")
    tm, tk, tn = tiling
    item = jnp.dtype(dtype).itemsize
    out_item = jnp.dtype(out_dtype if out_dtype is not None else dtype).itemsize
    steps = (k // tk) * (n // tn) * num_visits_bound(m, tm, groups)
    if kernel == "gmm" and tk == k:
        # One contraction tile: blocks are fetched when their index changes (docstring).
        read = (n // tn) * ((m // tm) * tm * tk + groups * tk * tn)
        written = m * n
    elif kernel == "gmm":
        read = steps * (tm * tk + tk * tn)
        written = m * n
    else:
        read = steps * (tm * tk + tm * tn)
        written = groups * k * n
    return pl.CostEstimate(
        flops=int(2 * tm * tk * tn * steps),
        transcendentals=0,
        bytes_accessed=int(read * item + written * out_item),
    )


def _operand(lhs, token, tile_k):
    """``(m, k, dtype)`` of the ``lhs`` operand: ``lhs`` itself, or with ``token`` the rows it
    gathers; packed rows (``rowio`` words) need the whole row in one contraction tile."""
    k = rowio.logical_width(lhs)
    dtype = jnp.bfloat16 if rowio.is_packed(lhs) else lhs.dtype
    if rowio.is_packed(lhs) and tile_k != k:
        raise ValueError(f"packed rows are read whole: the contraction tile must be K = {k}, "
                         f"got {tile_k}")
    if token is None:
        return lhs.shape[0], k, dtype
    if token.ndim != 1 or token.dtype != jnp.int32:
        raise ValueError(f"token must be [M] int32, got {token.shape} {token.dtype}")
    if lhs.ndim != 2:
        raise ValueError(f"the gathered rows must be [T, K], got shape {lhs.shape}")
    return token.shape[0], k, dtype


def _gather_scratch(tm, tk, lhs):
    """Two row-tile buffers (the tile in use and the next one in flight) and their ids, the
    held tile's key, DMA semaphores for each buffer and for the ids."""
    width = tk // 2 if rowio.is_packed(lhs) else tk
    return [pltpu.VMEM((2, tm, width), lhs.dtype), pltpu.SMEM((2, tm), jnp.int32),
            pltpu.SMEM((1,), jnp.int32), pltpu.SemaphoreType.DMA((3,))]


def _gather_tile(gather_refs, *, new_column, tile, col, tm, tk, key, when, last_tile, pipelined):
    """Under ``when``, unless the buffers hold it already (``key``), makes row tile ``tile``'s
    rows (columns ``col ..``) ready in buffer ``tile % 2``. At a column's first step
    (``new_column``) the buffers are taken to hold nothing: a core's first visit after a parallel
    grid axis was split starts there too.

    ``pipelined`` (one contraction tile): within a column of visits the kernels gather the row
    tiles ``0, 1, .., last_tile`` in order (visits are sorted by group, groups are consecutive
    rows, every tile up to the last real row has a visit that reads it), so when tile ``t`` is
    first read, tile ``t + 1``'s row DMAs start into the other buffer and run during ``t``'s
    matmuls; only tile 0 of a column is gathered and awaited at once. Otherwise (several
    contraction tiles: the buffer changes every step) each step gathers and awaits its rows."""
    token_hbm, x_hbm, rows_ref, ids_ref, held_ref, sems = gather_refs
    width = tk // 2 if rowio.is_packed(x_hbm) else tk
    rows = dict(rows=tm, col=0 if rowio.is_packed(x_hbm) else col, width=width)

    def start(t):
        slot = lax.rem(t, 2)
        rowio.fetch_ids(token_hbm, ids_ref.at[slot], sems.at[2], t)
        rowio.start_rows(x_hbm, ids_ref.at[slot], rows_ref.at[slot], sems.at[slot], **rows)

    def wait(t):
        slot = lax.rem(t, 2)
        rowio.wait_rows(x_hbm, rows_ref.at[slot], sems.at[slot], **rows)

    @pl.when(new_column)
    def _():
        held_ref[0] = -1

    @pl.when(when & (held_ref[0] != key))
    def _():
        if pipelined:
            @pl.when(tile == 0)
            def _():
                start(tile)  # a column's first tile: nothing was started for it

            wait(tile)

            @pl.when(tile < last_tile)
            def _():
                start(tile + 1)
        else:
            start(tile)
            wait(tile)
        held_ref[0] = key


def _lhs_operand(lhs, token, tm, tk, lhs_map):
    """``(in_specs, args, scratch)`` of the ``lhs`` operand: its ids and rows left in HBM with
    the gather's scratch (``token`` mode), or a pipelined ``[tm, tk]`` block (as words when
    packed)."""
    if token is not None:
        m = token.shape[0]
        return ([pl.BlockSpec(memory_space=pl.ANY), pl.BlockSpec(memory_space=pl.ANY)],
                [token.reshape(m // tm, tm), lhs], _gather_scratch(tm, tk, lhs))
    block = (tm, tk // 2) if rowio.is_packed(lhs) else (tm, tk)
    return [pl.BlockSpec(block, lhs_map)], [lhs], []


def _gathered(rows_ref, tile, dtype):
    """The gathered row tile ``tile`` as the matmul's operand, in ``dtype``."""
    rows = rows_ref[lax.rem(tile, 2)]
    return rowio.unpack_rows(rows, dtype) if rowio.is_packed(rows_ref) else rows


def gmm(lhs, rhs, group_sizes, *, tiling=(128, 128, 128), out_dtype=None, transpose_rhs=False,
        interpret=False, token=None, packed_out=False):
    """``[M, N]``: each row of ``lhs [M, K]`` times its group's ``rhs [E, K, N]`` (``[E, N, K]``
    with ``transpose_rhs``), padding rows zero (module docstring).

    With ``token [M] int32`` the rows are gathered inside the kernel (``routed.py``): ``lhs`` is
    then the token rows ``[T, K]`` (f32, or bf16 as ``rowio.pack_rows`` words) and row ``r`` of the
    product reads ``lhs[token[r]]``. With ``packed_out`` the bf16 result is written as
    ``rowio.pack_rows`` words ``[M, N / 2]`` (the column tile must be all of ``N``)."""
    tm, tk, tn = tiling
    m, k, op_dtype = _operand(lhs, token, tk)
    e = rhs.shape[0]
    n = rhs.shape[1] if transpose_rhs else rhs.shape[2]
    k_rhs = rhs.shape[2] if transpose_rhs else rhs.shape[1]
    if rhs.ndim != 3 or k_rhs != k or group_sizes.shape != (e,):
        raise ValueError(f"shapes lhs {lhs.shape}, rhs {rhs.shape} (transpose_rhs={transpose_rhs}), "
                         f"group_sizes {group_sizes.shape} do not agree")
    _check(jax.ShapeDtypeStruct((m, k), op_dtype), rhs, group_sizes, tiling, m=m, k=k, n=n)
    out_dtype = jnp.dtype(out_dtype if out_dtype is not None else op_dtype)
    if packed_out and (out_dtype != jnp.dtype(jnp.bfloat16) or tn != n):
        raise ValueError(f"a packed result is bf16 with one column tile of all N = {n}; got "
                         f"{out_dtype}, tn = {tn}")
    tiles_k = k // tk
    g_max = num_visits_bound(m, tm, e)
    meta = visits(group_sizes, m, tm, kernel="gmm")
    gather = token is not None

    def k_step(v, kk, count):
        # Surplus steps stay on the last visit's final k block, so they fetch nothing new.
        return jnp.where(v < count[0], kk, tiles_k - 1)

    def lhs_map(j, v, kk, group, tile, start, end, count):
        return tile[v], k_step(v, kk, count)

    def rhs_map(j, v, kk, group, tile, start, end, count):
        g = jnp.minimum(group[v], e - 1)  # the padding pseudo-group reads (and ignores) the last
        if transpose_rhs:
            return g, j, k_step(v, kk, count)
        return g, k_step(v, kk, count), j

    def out_map(j, v, kk, group, tile, start, end, count):
        return tile[v], j

    contract = (((1,), (1,)), ((), ())) if transpose_rhs else (((1,), (0,)), ((), ()))

    def kernel(group, tile, start, end, count, *refs):
        if gather:
            token_hbm, x_hbm, rhs_ref, out_ref, acc_ref, *scratch = refs
            gather_refs = (token_hbm, x_hbm, *scratch)
        else:
            lhs_ref, rhs_ref, out_ref, acc_ref = refs
        v, kk = pl.program_id(1), pl.program_id(2)
        real = v < count[0]
        g = group[v]

        if gather:
            _gather_tile(gather_refs, new_column=(v == 0) & (kk == 0), tile=tile[v], col=kk * tk,
                         tm=tm, tk=tk,
                         key=tile[v] * tiles_k + kk, when=real & (g < e),
                         last_tile=lax.div(end[e] - 1, tm), pipelined=tiles_k == 1)

        @pl.when(real & (kk == 0))
        def _():
            acc_ref[...] = jnp.zeros_like(acc_ref)

        @pl.when(real & (g < e))
        def _():
            # The operand is read inside the update, after the accumulator (the traced order
            # decides the Mosaic bytes, and the artifacts are checked byte for byte).
            if gather:
                lhs = lambda: _gathered(gather_refs[2], tile[v], op_dtype)
            elif rowio.is_packed(lhs_ref):
                lhs = lambda: rowio.unpack_rows(lhs_ref[...], op_dtype)
            else:
                lhs = lambda: lhs_ref[...]
            acc_ref[...] += lax.dot_general(lhs(), rhs_ref[...], contract,
                                            preferred_element_type=jnp.float32)

        @pl.when(real & (kk == tiles_k - 1))
        def _():
            first = (v == 0) | (tile[jnp.maximum(v - 1, 0)] != tile[v])
            rows = tile[v] * tm + lax.broadcasted_iota(jnp.int32, (tm, tn), 0)
            mine = (rows >= start[g]) & (rows < end[g])
            if packed_out:
                held = rowio.unpack_rows(out_ref[...], jnp.float32)
                others = jnp.where(first, 0.0, held)
                out_ref[...] = rowio.pack_words(jnp.where(mine, acc_ref[...], others))
            else:
                others = jnp.where(first, 0.0, out_ref[...].astype(jnp.float32))
                out_ref[...] = jnp.where(mine, acc_ref[...], others).astype(out_dtype)

    rhs_block = (None, tn, tk) if transpose_rhs else (None, tk, tn)
    lhs_specs, lhs_args, gather_scratch = _lhs_operand(lhs, token, tm, tk, lhs_map)
    out_shape, out_block = ((m, n // 2), rowio.WORD) if packed_out else ((m, n), out_dtype)
    call = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct(out_shape, out_block),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=5,
            grid=(n // tn, g_max, tiles_k),
            in_specs=[*lhs_specs, pl.BlockSpec(rhs_block, rhs_map)],
            out_specs=pl.BlockSpec((tm, out_shape[1] if packed_out else tn), out_map),
            scratch_shapes=[pltpu.VMEM((tm, tn), jnp.float32), *gather_scratch],
        ),
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "arbitrary", "arbitrary")),
        cost_estimate=kernel_cost("gmm", m=m, k=k, n=n, groups=e, tiling=tiling, dtype=op_dtype,
                                  out_dtype=out_dtype),
        interpret=interpret,
        name="namtrain_gather_gmm" if gather else "namtrain_gmm",
    )
    return call(*meta, *lhs_args, rhs)


def tgmm(lhs, grad, group_sizes, *, tiling=(128, 128, 128), out_dtype=None, interpret=False,
         token=None):
    """``[E, K, N]``: per group, ``lhs[rows].T @ grad[rows]`` (module docstring). With ``token``
    the ``lhs`` rows are gathered inside the kernel, as :func:`gmm` gathers them."""
    tm, tk, tn = tiling
    m, k, op_dtype = _operand(lhs, token, tk)
    n = grad.shape[-1]
    e = group_sizes.shape[0]
    if grad.ndim != 2 or grad.shape[0] != m:
        raise ValueError(f"shapes lhs {lhs.shape}, grad {grad.shape} do not agree")
    packed_grad = rowio.is_packed(grad)
    if packed_grad:  # rowio words: the whole row in one column tile
        n = rowio.logical_width(grad)
        if tiling[2] != n:
            raise ValueError(f"packed rows are read whole: tn must be N = {n}, got {tiling[2]}")
    grad_spec = jax.ShapeDtypeStruct((m, n), jnp.bfloat16) if packed_grad else grad
    _check(jax.ShapeDtypeStruct((m, k), op_dtype), grad_spec, group_sizes, tiling, m=m, k=k, n=n)
    out_dtype = jnp.dtype(out_dtype if out_dtype is not None else op_dtype)
    tiles_k = k // tk
    g_max = num_visits_bound(m, tm, e)
    meta = visits(group_sizes, m, tm, kernel="tgmm")
    gather = token is not None

    def lhs_map(i, j, v, group, tile, start, end, count):
        return tile[v], i

    def grad_map(i, j, v, group, tile, start, end, count):
        return tile[v], j

    def out_map(i, j, v, group, tile, start, end, count):
        return group[v], i, j

    def kernel(group, tile, start, end, count, *refs):
        if gather:
            token_hbm, x_hbm, grad_ref, out_ref, acc_ref, *scratch = refs
            gather_refs = (token_hbm, x_hbm, *scratch)
        else:
            lhs_ref, grad_ref, out_ref, acc_ref = refs
        v = pl.program_id(2)
        real = v < count[0]
        g = group[v]
        first = (v == 0) | (group[jnp.maximum(v - 1, 0)] != g)
        last = (v == count[0] - 1) | (group[jnp.minimum(v + 1, g_max - 1)] != g)
        lo, hi = start[g], end[g]

        if gather:
            i = pl.program_id(0)
            _gather_tile(gather_refs, new_column=v == 0, tile=tile[v], col=i * tk, tm=tm, tk=tk,
                         key=tile[v] * tiles_k + i, when=real & (hi > lo),
                         last_tile=lax.div(end[e] - 1, tm), pipelined=tiles_k == 1)

        @pl.when(real & first)
        def _():
            acc_ref[...] = jnp.zeros_like(acc_ref)

        @pl.when(real & (hi > lo))
        def _():
            def own(x):
                rows = tile[v] * tm + lax.broadcasted_iota(jnp.int32, x.shape, 0)
                return jnp.where((rows >= lo) & (rows < hi), x, jnp.zeros_like(x))

            acc_ref[...] += lax.dot_general(
                own(_gathered(gather_refs[2], tile[v], op_dtype) if gather else lhs_ref[...]),
                own(rowio.unpack_rows(grad_ref[...], op_dtype) if packed_grad else grad_ref[...]),
                                            (((0,), (0,)), ((), ())),
                                            preferred_element_type=jnp.float32)

        @pl.when(real & last)
        def _():
            out_ref[...] = acc_ref[...].astype(out_dtype)

    lhs_specs, lhs_args, gather_scratch = _lhs_operand(lhs, token, tm, tk, lhs_map)
    call = pl.pallas_call(
        kernel,
        out_shape=jax.ShapeDtypeStruct((e, k, n), out_dtype),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=5,
            grid=(k // tk, n // tn, g_max),
            in_specs=[*lhs_specs, pl.BlockSpec((tm, tn // 2 if packed_grad else tn), grad_map)],
            out_specs=pl.BlockSpec((None, tk, tn), out_map),
            scratch_shapes=[pltpu.VMEM((tk, tn), jnp.float32), *gather_scratch],
        ),
        compiler_params=pltpu.CompilerParams(
            dimension_semantics=("parallel", "parallel", "arbitrary")),
        cost_estimate=kernel_cost("tgmm", m=m, k=k, n=n, groups=e, tiling=tiling, dtype=op_dtype,
                                  out_dtype=out_dtype),
        interpret=interpret,
        name="namtrain_gather_tgmm" if gather else "namtrain_tgmm",
    )
    return call(*meta, *lhs_args, grad)


@functools.partial(jax.custom_vjp, nondiff_argnums=(3, 4, 5, 6))
def grouped_matmul(lhs, rhs, group_sizes, tiling=(128, 128, 128), bwd_tiling=None,
                   out_dtype=None, interpret=False):
    """:func:`gmm` (``rhs [E, K, N]``) with its gradients as kernels: ``d lhs`` by :func:`gmm` on
    the weights read transposed, ``d rhs`` by :func:`tgmm`. ``bwd_tiling = (tm, tk, tn)``
    (default ``tiling``) names the gradients' tiles by the forward's dimensions: the activation
    gradient contracts ``N`` in ``tn`` tiles into ``[tm, tk]`` output tiles, the weight gradient
    sums ``tm``-row tiles into ``[tk, tn]`` blocks. ``group_sizes`` gets no gradient."""
    return gmm(lhs, rhs, group_sizes, tiling=tiling, out_dtype=out_dtype, interpret=interpret)


def _gm_fwd(lhs, rhs, group_sizes, tiling, bwd_tiling, out_dtype, interpret):
    out = gmm(lhs, rhs, group_sizes, tiling=tiling, out_dtype=out_dtype, interpret=interpret)
    return out, (lhs, rhs, group_sizes)


def _gm_bwd(tiling, bwd_tiling, out_dtype, interpret, res, ct):
    lhs, rhs, group_sizes = res
    tm, tk, tn = bwd_tiling if bwd_tiling is not None else tiling
    ct = ct.astype(lhs.dtype)
    d_lhs = gmm(ct, rhs, group_sizes, tiling=(tm, tn, tk), out_dtype=lhs.dtype, transpose_rhs=True,
                interpret=interpret)
    d_rhs = tgmm(lhs, ct, group_sizes, tiling=(tm, tk, tn), out_dtype=rhs.dtype,
                 interpret=interpret)
    return d_lhs, d_rhs, None


grouped_matmul.defvjp(_gm_fwd, _gm_bwd)


def join_gate_up(w_gate, w_up):
    """``[E, K, 2F]``: ``[w_gate | w_up]`` along the hidden axis, gate first (NAM's join)."""
    return jnp.concatenate([w_gate, w_up], axis=2)


def swiglu_experts(x, w_gate_up, group_sizes, *, tiling=(128, 128, 128), bwd_tiling=None,
                   out_dtype=None, interpret=False):
    """NAM's routed SwiGLU hidden activations ``[M, F]`` in f32: ``silu(x W_gate) * (x W_up)``
    per row's expert, both maps from one :func:`grouped_matmul` over ``w_gate_up [E, K, 2F]``
    (written in ``out_dtype``, widened to f32). Padding rows give zeros."""
    f = w_gate_up.shape[2] // 2
    both = grouped_matmul(x, w_gate_up, group_sizes, tiling, bwd_tiling, out_dtype, interpret)
    both = both.astype(jnp.float32)
    return jax.nn.silu(both[:, :f]) * both[:, f:]

