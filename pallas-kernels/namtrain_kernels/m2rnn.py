"""NAM's M2RNN recurrence (spec section R) as Pallas kernels, forward and backward.

Semantics (``crates/nam/src/graph/m2rnn.rs``, ``step``, which this kernel is to replace): per
row and head, with the state ``H [K, V]`` zero before the first position,

    Hk = keep_t · H              (keep_t = 0 at a document start: the state is cut off)
    Hn = tanh(Hk W + k_t v_tᵀ)
    H  = a_t · Hk + (1 − a_t) · Hn
    y_t = q_tᵀ H

The tanh makes the recurrence non-associative, so it stays sequential: each position waits for
the one before it, and what bounds a call is how many instructions the core issues per
position (libtpu schedules a kernel statically; docs/performance.md, "Kernel schedules on
v6e"). Two choices keep that count low.

- **The state lives in VMEM**, never in HBM: the grid is ``(R, T / c)``, chunks innermost and
  sequential, each step walking ``c`` positions and reading its inputs and writing its outputs
  once.
- **The state is lane-dense**: every head's ``[K, V]`` state side by side, ``S [K, Hp·V]``
  (head ``h`` in lanes ``h·V .. h·V + V``). NAM's values are narrow (``V = 16``), so a state per
  head would fill 16 of a vector register's 128 lanes and every elementwise op, ``tanh`` and
  matmul would issue eight times over. Here the heads are grouped in lane tiles of ``hb``
  heads (``hb·V`` lanes, 128 by default) and a position costs, per tile, one ``[K, hb·V] ×
  [hb·V, hb·V]`` matmul with the tile's block-diagonal ``W`` and a few full-width vector ops.
  The tiles are independent chains, which the scheduler interleaves. ``k``, ``q`` and ``a``
  are spread over their heads' lanes once per chunk by a matmul with the 0/1 matrix ``E [Hp,
  Hp·V]`` (``E[h, l] = 1`` where lane ``l`` is head ``h``'s); per-head sums over lanes (the
  cotangents of ``q``, ``k`` and ``a``) are the transposed product, once per chunk.

Interface (what the Rust splice and the tests see), heads first: ``q, k [R, H, T, K]``,
``v [R, H, T, V]``, ``a [R, H, T, 1]`` (the forget factor, in (0, 1)), ``keep [R, T, 1]`` (1.0
where the position continues its predecessor's document, 0.0 at a start), ``w [H, V, V]``;
``y [R, H, T, V]``. Everything in f32 (the graph runs the recurrence in its wide dtype). ``T``
must be a multiple of the chunk ``c``. The wrappers move these into the kernels' layouts and
back (XLA transposes, in the exported function): heads padded with zeros to ``Hp``, a multiple
of ``hb`` (a zero head's state stays zero); ``q, k`` as ``[R, T, K, Hp]``, ``v, y`` as ``[R, T,
Hp·V]``, ``a`` as ``[R, T, Hp]``, ``W`` as ``Hp / hb`` block-diagonal tiles.

:func:`m2rnn_backward` is the reverse sweep: per chunk, from last to first, it recomputes the
chunk's states from the state entering it (which the forward wrote, ``return_states``,
``[R, H, T / c, K, V]``), then walks the positions backwards with the state's cotangent in
VMEM, giving the cotangents of q, k, v, a and each row's ``W`` cotangent (summed over rows by
the caller). :func:`m2rnn` ties the two as a ``jax.custom_vjp``. :func:`m2rnn_reference_scan`
is the sequential definition in float64 NumPy that the tests check both against (values, and
gradients by central differences).
"""

from __future__ import annotations

import functools
from typing import NamedTuple

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

F32 = jnp.float32
BF16 = jnp.bfloat16

# Plain 2-D products: ``X Y``, ``X Yᵀ`` and ``Xᵀ Y``.
NN = (((1,), (0,)), ((), ()))
NT = (((1,), (1,)), ((), ()))
TN = (((0,), (0,)), ((), ()))

#: A vector register's lanes on TPU: the default lane tile.
LANES = 128


def _bf16_parts(x):
    """``x`` (f32) as three bfloat16 parts whose f32 sum is ``x``: 8 significant bits each."""
    hi = x.astype(BF16)
    rest = x - hi.astype(F32)
    mid = rest.astype(BF16)
    return hi, mid, (rest - mid.astype(F32)).astype(BF16)


def _mm(lhs, e, dims=NN):
    """``lhs`` (f32) times the 0/1 matrix ``E`` or its transpose, to f32 accuracy: spreading
    (each result one of ``lhs``'s values) is exact, summing a head's lanes rounds as an f32 sum.
    Three one-pass bf16 products of ``lhs``'s exact parts (``E`` is exact in bf16), where
    ``HIGHEST`` issues six."""
    e = e.astype(BF16)
    hi, mid, lo = (jax.lax.dot_general(part, e, dims, preferred_element_type=F32)
                   for part in _bf16_parts(lhs))
    return hi + mid + lo


def _recurrent_mm(lhs, rhs, dims=NN):
    """A product with ``W`` (``Hk W``, ``dZ Wᵀ``, ``Hkᵀ dZ``) at the precision XLA gives the
    graph's scan on TPU, whose dot asks for none: the default, one bfloat16 pass with f32
    accumulation (six passes, ``HIGHEST``, would issue six times the MXU pushes on every
    position's chain). The CPU plugin and interpret mode compute it in f32 either way."""
    return jax.lax.dot_general(lhs, rhs, dims, preferred_element_type=F32)


def default_heads_per_block(h, v):
    """Heads per lane tile: as many as fill :data:`LANES` lanes (``128 / V``), or every head
    where they fill fewer."""
    if LANES % v:
        return h
    return min(h, LANES // v)


class _Layout(NamedTuple):
    """Dimensions of one call: rows, heads, positions, key and value widths, chunk, heads per
    lane tile, heads padded to whole tiles, tiles, chunks."""

    r: int
    h: int
    t: int
    k: int
    v: int
    c: int
    hb: int
    hp: int
    nt: int
    nc: int

    @property
    def p(self):
        """Lanes per tile."""
        return self.hb * self.v

    @property
    def lanes(self):
        """Lanes of the whole state, ``Hp · V``."""
        return self.hp * self.v


def _tiled(r, h, t, k, v, c, hb):
    """The layout of ``h`` heads in lane tiles of ``hb`` heads: padded to whole tiles."""
    hp = -(-h // hb) * hb
    return _Layout(r, h, t, k, v, c, hb, hp, hp // hb, t // c)


def _layout(q, v, chunk, heads_per_block):
    r, h, t, k = q.shape
    if v.shape[:3] != (r, h, t):
        raise ValueError(f"q {q.shape} and v {v.shape} disagree on rows, heads or positions")
    if t % chunk:
        raise ValueError(f"T = {t} is not a multiple of the chunk {chunk}: pad the sequence first")
    vv = v.shape[3]
    hb = heads_per_block or default_heads_per_block(h, vv)
    if hb <= 0:
        raise ValueError(f"heads_per_block must be positive, not {hb}")
    return _tiled(r, h, t, k, vv, chunk, hb)


# ---- the interface's layouts to the kernels' and back (XLA ops in the exported function) ----


def _pad_heads(x, hp, axis=1):
    pad = hp - x.shape[axis]
    if not pad:
        return x
    widths = [(0, 0)] * x.ndim
    widths[axis] = (0, pad)
    return jnp.pad(x, widths)


def _keys_to_lanes(x, lay):
    """``[R, H, T, K]`` → ``[R, T, K, Hp]``."""
    return jnp.transpose(_pad_heads(x, lay.hp), (0, 2, 3, 1))


def _keys_from_lanes(x, lay):
    return jnp.transpose(x, (0, 3, 1, 2))[:, :lay.h]


def _values_to_lanes(x, lay):
    """``[R, H, T, V]`` → ``[R, T, Hp·V]``."""
    return jnp.transpose(_pad_heads(x, lay.hp), (0, 2, 1, 3)).reshape(lay.r, lay.t, lay.lanes)


def _values_from_lanes(x, lay):
    x = x.reshape(lay.r, lay.t, lay.hp, lay.v)
    return jnp.transpose(x, (0, 2, 1, 3))[:, :lay.h]


def _factors_to_lanes(a, lay):
    """``[R, H, T, 1]`` → ``[R, T, Hp]``."""
    return jnp.transpose(_pad_heads(a, lay.hp)[..., 0], (0, 2, 1))


def _factors_from_lanes(a, lay):
    return jnp.transpose(a, (0, 2, 1))[:, :lay.h, :, None]


def _states_to_lanes(s, lay):
    """``[R, H, T / c, K, V]`` → ``[R, T / c, K, Hp·V]``."""
    s = jnp.transpose(_pad_heads(s, lay.hp), (0, 2, 3, 1, 4))
    return s.reshape(lay.r, lay.nc, lay.k, lay.lanes)


def _states_from_lanes(s, lay):
    s = s.reshape(lay.r, lay.nc, lay.k, lay.hp, lay.v)
    return jnp.transpose(s, (0, 3, 1, 2, 4))[:, :lay.h]


def _block_diagonal(w, lay):
    """``W [H, V, V]`` → its lane tiles ``[Hp / hb, hb·V, hb·V]``, each block-diagonal with
    its heads' ``W``."""
    w = _pad_heads(w, lay.hp, axis=0).reshape(lay.nt, lay.hb, lay.v, lay.v)
    tiles = jnp.einsum("nhab,hg->nhagb", w, jnp.eye(lay.hb, dtype=w.dtype))
    return tiles.reshape(lay.nt, lay.p, lay.p)


def _diagonal_blocks(tiles, lay):
    """Per row, the tiles' diagonal blocks ``[R, Hp / hb, hb·V, hb·V]`` → ``[R, H, V, V]``."""
    x = tiles.reshape(lay.r, lay.nt, lay.hb, lay.v, lay.hb, lay.v)
    blocks = jnp.einsum("rnhagb,hg->rnhab", x, jnp.eye(lay.hb, dtype=x.dtype))
    return blocks.reshape(lay.r, lay.hp, lay.v, lay.v)[:, :lay.h]


# ---- the kernels ----


def _chunk_specs(lay, chunk_of):
    """Blocks of ``q, k, v, a, keep`` and the ``W`` tiles at grid step ``(i, s)``, reading
    chunk ``chunk_of(s)``."""
    c, kk, hp, nt, p = lay.c, lay.k, lay.hp, lay.nt, lay.p
    return [
        pl.BlockSpec((1, c, kk, hp), lambda i, s: (i, chunk_of(s), 0, 0)),
        pl.BlockSpec((1, c, kk, hp), lambda i, s: (i, chunk_of(s), 0, 0)),
        pl.BlockSpec((1, c, lay.lanes), lambda i, s: (i, chunk_of(s), 0)),
        pl.BlockSpec((1, c, hp), lambda i, s: (i, chunk_of(s), 0)),
        pl.BlockSpec((1, c, 1), lambda i, s: (i, chunk_of(s), 0)),
        pl.BlockSpec((nt, p, p), lambda i, s: (0, 0, 0)),
    ]


def _spreader(lay):
    """``E [Hp, Hp·V]``: 1.0 where lane ``l`` holds head ``h``'s values."""
    shape = (lay.hp, lay.lanes)
    head = jax.lax.broadcasted_iota(jnp.int32, shape, 0)
    lane = jax.lax.broadcasted_iota(jnp.int32, shape, 1)
    return ((lane >= head * lay.v) & (lane < head * lay.v + lay.v)).astype(F32)


class _Chunk(NamedTuple):
    """A chunk's inputs spread over the lanes: ``k`` and ``q`` ``[c·K, Hp·V]`` (position
    ``i``'s in rows ``i·K .. i·K + K``), ``v`` and ``a`` ``[c, Hp·V]``, ``keep [c, 1]``, and
    the ``W`` tiles."""

    k: jax.Array
    q: jax.Array
    v: jax.Array
    a: jax.Array
    keep: jax.Array
    w: list


def _read_chunk(lay, e, q_ref, k_ref, v_ref, a_ref, keep_ref, w_ref):
    rows = lay.c * lay.k
    return _Chunk(
        k=_mm(k_ref[0].reshape(rows, lay.hp), e),
        q=_mm(q_ref[0].reshape(rows, lay.hp), e),
        v=v_ref[0],
        a=_mm(a_ref[0], e),
        keep=keep_ref[0],
        w=[w_ref[j] for j in range(lay.nt)],
    )


def _at(lay, i, j):
    """Position ``i``'s rows and tile ``j``'s lanes, and the one-row slice of position ``i``."""
    return (slice(i * lay.k, (i + 1) * lay.k), slice(j * lay.p, (j + 1) * lay.p),
            slice(i, i + 1))


def _step(s, ch, lay, i, j):
    """Position ``i`` in tile ``j`` from the tile's state ``s [K, hb·V]``: ``(Hk, Hn, H)``."""
    rows, lanes, at = _at(lay, i, j)
    a = ch.a[at, lanes]
    hk = s * ch.keep[at]
    hn = jnp.tanh(_recurrent_mm(hk, ch.w[j]) + ch.k[rows, lanes] * ch.v[at, lanes])
    return hk, hn, a * hk + (1.0 - a) * hn


def _tiles(s, lay):
    return [s[:, j * lay.p:(j + 1) * lay.p] for j in range(lay.nt)]


def _forward_kernel(q_ref, k_ref, v_ref, a_ref, keep_ref, w_ref, y_ref, *rest, lay, has_states):
    h_in_ref = rest[0] if has_states else None
    state_ref = rest[-1]

    @pl.when(pl.program_id(1) == 0)
    def _():
        state_ref[...] = jnp.zeros_like(state_ref)

    if h_in_ref is not None:
        h_in_ref[0, 0] = state_ref[...]
    ch = _read_chunk(lay, _spreader(lay), q_ref, k_ref, v_ref, a_ref, keep_ref, w_ref)
    tiles = _tiles(state_ref[...], lay)
    for i in range(lay.c):
        for j in range(lay.nt):
            rows, lanes, at = _at(lay, i, j)
            _, _, tiles[j] = _step(tiles[j], ch, lay, i, j)
            y_ref[0, at, lanes] = jnp.sum(ch.q[rows, lanes] * tiles[j], axis=0, keepdims=True)
    for j in range(lay.nt):
        state_ref[:, j * lay.p:(j + 1) * lay.p] = tiles[j]


def m2rnn_forward(q, k, v, a, keep, w, *, chunk, heads_per_block=None, interpret=False,
                  return_states=False):
    """The recurrence's output ``y [R, H, T, V]`` (module docstring for layouts and
    semantics); with ``return_states`` also the state entering each chunk, ``[R, H, T / c, K,
    V]`` (what :func:`m2rnn_backward` starts each chunk from)."""
    lay = _layout(q, v, chunk, heads_per_block)
    q, k, v, a, keep, w = (x.astype(F32) for x in (q, k, v, a, keep, w))
    out_specs = [pl.BlockSpec((1, lay.c, lay.lanes), lambda i, s: (i, s, 0))]
    out_shape = [jax.ShapeDtypeStruct((lay.r, lay.t, lay.lanes), F32)]
    if return_states:
        out_specs.append(pl.BlockSpec((1, 1, lay.k, lay.lanes), lambda i, s: (i, s, 0, 0)))
        out_shape.append(jax.ShapeDtypeStruct((lay.r, lay.nc, lay.k, lay.lanes), F32))
    out = pl.pallas_call(
        functools.partial(_forward_kernel, lay=lay, has_states=return_states),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=0,
            grid=(lay.r, lay.nc),
            in_specs=_chunk_specs(lay, lambda s: s),
            out_specs=out_specs,
            scratch_shapes=[pltpu.VMEM((lay.k, lay.lanes), F32)],
        ),
        out_shape=out_shape,
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary")),
        interpret=interpret,
        cost_estimate=pl.CostEstimate(**kernel_cost(*lay[:7], "forward", return_states)),
    )(_keys_to_lanes(q, lay), _keys_to_lanes(k, lay), _values_to_lanes(v, lay),
      _factors_to_lanes(a, lay), keep, _block_diagonal(w, lay))
    y = _values_from_lanes(out[0], lay)
    return (y, _states_from_lanes(out[1], lay)) if return_states else y


def _backward_kernel(q_ref, k_ref, v_ref, a_ref, keep_ref, w_ref, h_in_ref, dy_ref, dq_ref,
                     dk_ref, dv_ref, da_ref, dw_ref, dh_ref, dw_acc_ref, hk_buf, hn_buf,
                     dz_buf, dq_buf, dk_buf, da_buf, *, lay):
    """One chunk of the reverse sweep: the chunk's states again from the state entering it,
    then its positions last to first with the state's cotangent ``dh_ref`` carried in VMEM from
    the chunk after it, then the per-head sums of the chunk's positions at once (``E``'s
    transposed products for q, k and a; each tile's ``Hkᵀ dZ`` for ``W``, accumulated per row
    in ``dw_acc_ref`` and written after the row's first chunk, the sweep's last)."""
    step = pl.program_id(1)

    @pl.when(step == 0)
    def _():
        dh_ref[...] = jnp.zeros_like(dh_ref)
        dw_acc_ref[...] = jnp.zeros_like(dw_acc_ref)

    e = _spreader(lay)
    ch = _read_chunk(lay, e, q_ref, k_ref, v_ref, a_ref, keep_ref, w_ref)
    dy = dy_ref[0]                                          # [c, Hp·V]

    # The chunk's states again, from the state entering it.
    tiles = _tiles(h_in_ref[0, 0], lay)
    for i in range(lay.c):
        for j in range(lay.nt):
            rows, lanes, _ = _at(lay, i, j)
            hk, hn, tiles[j] = _step(tiles[j], ch, lay, i, j)
            hk_buf[rows, lanes] = hk
            hn_buf[rows, lanes] = hn

    # The positions last to first: the cotangent chain, and each position's lane-wise terms.
    dh = _tiles(dh_ref[...], lay)
    for i in reversed(range(lay.c)):
        for j in range(lay.nt):
            rows, lanes, at = _at(lay, i, j)
            a, dyi = ch.a[at, lanes], dy[at, lanes]
            hk, hn = hk_buf[rows, lanes], hn_buf[rows, lanes]
            dh[j] = dh[j] + ch.q[rows, lanes] * dyi
            dq_buf[rows, lanes] = (a * hk + (1.0 - a) * hn) * dyi
            da_buf[at, lanes] = jnp.sum(dh[j] * (hk - hn), axis=0, keepdims=True)
            dz = (1.0 - a) * dh[j] * (1.0 - hn * hn)
            dz_buf[rows, lanes] = dz
            dk_buf[rows, lanes] = dz * ch.v[at, lanes]
            dv_ref[0, at, lanes] = jnp.sum(dz * ch.k[rows, lanes], axis=0, keepdims=True)
            dh[j] = ch.keep[at] * (a * dh[j] + _recurrent_mm(dz, ch.w[j], NT))
    for j in range(lay.nt):
        dh_ref[:, j * lay.p:(j + 1) * lay.p] = dh[j]

    # Per-head sums over each head's lanes, for the whole chunk at once.
    dq_ref[0] = _mm(dq_buf[...], e, NT).reshape(lay.c, lay.k, lay.hp)
    dk_ref[0] = _mm(dk_buf[...], e, NT).reshape(lay.c, lay.k, lay.hp)
    da_ref[0] = _mm(da_buf[...], e, NT)
    for j in range(lay.nt):
        lanes = slice(j * lay.p, (j + 1) * lay.p)
        dw_acc_ref[j] += _recurrent_mm(hk_buf[:, lanes], dz_buf[:, lanes], TN)

    @pl.when(step == lay.nc - 1)
    def _():
        dw_ref[0] = dw_acc_ref[...]


def m2rnn_backward(q, k, v, a, keep, w, h_in, dy, *, chunk, heads_per_block=None,
                   interpret=False):
    """The cotangents ``(dq, dk, dv, da, dw_rows)`` of :func:`m2rnn_forward`'s inputs from
    ``dy [R, H, T, V]`` and the states the forward returned, ``h_in``. ``dw_rows [R, H, V, V]``
    is each row's share of ``W``'s cotangent (the caller sums the rows); ``keep`` gets none."""
    lay = _layout(q, v, chunk, heads_per_block)
    r, t, kk, hp, nt, p, nc, lanes = lay.r, lay.t, lay.k, lay.hp, lay.nt, lay.p, lay.nc, lay.lanes
    q, k, v, a, keep, w, h_in, dy = (x.astype(F32) for x in (q, k, v, a, keep, w, h_in, dy))
    back = lambda s: nc - 1 - s  # noqa: E731
    in_specs = _chunk_specs(lay, back) + [
        pl.BlockSpec((1, 1, kk, lanes), lambda i, s: (i, back(s), 0, 0)),
        pl.BlockSpec((1, lay.c, lanes), lambda i, s: (i, back(s), 0)),
    ]
    out_specs = [
        pl.BlockSpec((1, lay.c, kk, hp), lambda i, s: (i, back(s), 0, 0)),
        pl.BlockSpec((1, lay.c, kk, hp), lambda i, s: (i, back(s), 0, 0)),
        pl.BlockSpec((1, lay.c, lanes), lambda i, s: (i, back(s), 0)),
        pl.BlockSpec((1, lay.c, hp), lambda i, s: (i, back(s), 0)),
        pl.BlockSpec((1, nt, p, p), lambda i, s: (i, 0, 0, 0)),
    ]
    out_shape = [
        jax.ShapeDtypeStruct((r, t, kk, hp), F32),
        jax.ShapeDtypeStruct((r, t, kk, hp), F32),
        jax.ShapeDtypeStruct((r, t, lanes), F32),
        jax.ShapeDtypeStruct((r, t, hp), F32),
        jax.ShapeDtypeStruct((r, nt, p, p), F32),
    ]
    chunk_rows = (lay.c * kk, lanes)
    dq, dk, dv, da, dw = pl.pallas_call(
        functools.partial(_backward_kernel, lay=lay),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=0,
            grid=(r, nc),
            in_specs=in_specs,
            out_specs=out_specs,
            scratch_shapes=[pltpu.VMEM((kk, lanes), F32), pltpu.VMEM((nt, p, p), F32)]
            + [pltpu.VMEM(chunk_rows, F32) for _ in range(5)]
            + [pltpu.VMEM((lay.c, lanes), F32)],
        ),
        out_shape=out_shape,
        compiler_params=pltpu.CompilerParams(dimension_semantics=("parallel", "arbitrary")),
        interpret=interpret,
        cost_estimate=pl.CostEstimate(**kernel_cost(*lay[:7], "backward")),
    )(_keys_to_lanes(q, lay), _keys_to_lanes(k, lay), _values_to_lanes(v, lay),
      _factors_to_lanes(a, lay), keep, _block_diagonal(w, lay), _states_to_lanes(h_in, lay),
      _values_to_lanes(dy, lay))
    return (_keys_from_lanes(dq, lay), _keys_from_lanes(dk, lay), _values_from_lanes(dv, lay),
            _factors_from_lanes(da, lay), _diagonal_blocks(dw, lay))


@functools.partial(jax.custom_vjp, nondiff_argnums=(6, 7, 8))
def m2rnn(q, k, v, a, keep, w, chunk, heads_per_block=None, interpret=False):
    """:func:`m2rnn_forward` with its gradients by :func:`m2rnn_backward` (``keep`` is a mask
    and gets a zero cotangent; ``w``'s is summed over the rows)."""
    return m2rnn_forward(q, k, v, a, keep, w, chunk=chunk, heads_per_block=heads_per_block,
                         interpret=interpret)


def _m2rnn_fwd(q, k, v, a, keep, w, chunk, heads_per_block, interpret):
    y, h_in = m2rnn_forward(q, k, v, a, keep, w, chunk=chunk, heads_per_block=heads_per_block,
                            interpret=interpret, return_states=True)
    return y, (q, k, v, a, keep, w, h_in)


def _m2rnn_bwd(chunk, heads_per_block, interpret, res, dy):
    q, k, v, a, keep, w, h_in = res
    dq, dk, dv, da, dw_rows = m2rnn_backward(q, k, v, a, keep, w, h_in, dy, chunk=chunk,
                                             heads_per_block=heads_per_block,
                                             interpret=interpret)
    cast = lambda g, like: g.astype(like.dtype)  # noqa: E731
    return (cast(dq, q), cast(dk, k), cast(dv, v), cast(da, a), jnp.zeros_like(keep),
            cast(jnp.sum(dw_rows, axis=0), w))


m2rnn.defvjp(_m2rnn_fwd, _m2rnn_bwd)


def m2rnn_reference_scan(q, k, v, a, keep, w):
    """The recurrence itself, one position at a time, in float64 NumPy, in the kernels'
    layouts."""
    q, k, v, a, keep, w = (np.asarray(x, np.float64) for x in (q, k, v, a, keep, w))
    r, h, t, _ = q.shape
    y = np.zeros(v.shape)
    for row in range(r):
        for head in range(h):
            state = np.zeros((q.shape[3], v.shape[3]))
            for i in range(t):
                hk = keep[row, i, 0] * state
                hn = np.tanh(hk @ w[head] + np.outer(k[row, head, i], v[row, head, i]))
                state = a[row, head, i, 0] * hk + (1.0 - a[row, head, i, 0]) * hn
                y[row, head, i] = q[row, head, i] @ state
    return y


def kernel_cost(r, h, t, k, v, c, hb, phase="forward", has_states=False):
    """What one call of the ``phase`` kernel (``forward`` or ``backward``) computes and moves,
    counted from its grid and blocks in the lane-dense layout (heads padded to ``Hp``, whole
    tiles of ``hb``): FLOPs of its matmuls (per position and tile, ``Hk`` times the tile's
    block-diagonal ``W``, ``[K, hb·V] × [hb·V, hb·V]``; the backward adds it again for the
    recomputed states, ``dZ Wᵀ`` and ``Hkᵀ dZ``; per chunk, ``k``, ``q`` and ``a`` spread over
    their lanes by ``E``, and in the backward the per-head sums of ``dq``, ``dk`` and ``da`` by
    ``Eᵀ``), ``tanh`` evaluations over the padded lanes, and HBM bytes (every block read or
    written once per grid step that maps it; ``W``'s tiles once; the state and its cotangent
    never leave VMEM). What the performance model prices the splice by
    (``pl.CostEstimate``)."""
    lay = _tiled(r, h, t, k, v, c, hb)
    hp, p, nt, lanes, nc = lay.hp, lay.p, lay.nt, lay.lanes, lay.nc
    positions = r * t
    tiles = nt * 2 * k * p * p                       # Hk W over every tile, per position
    spread = 2 * (2 * k * hp * lanes) + 2 * hp * lanes   # k and q (K rows each), a (one row)
    sequence = positions * 4 * (2 * k * hp + 2 * lanes + hp)  # q, k; v, y (or dy); a
    keep = r * t * 4
    weights = nt * p * p * 4
    states = r * nc * k * lanes * 4
    if phase == "forward":
        return {"flops": positions * (tiles + spread),
                "transcendentals": positions * k * lanes,
                "bytes_accessed": sequence + keep + weights + (states if has_states else 0)}
    if phase == "backward":
        grads = positions * 4 * (2 * k * hp + lanes + hp) + r * nt * p * p * 4  # dq dk dv da dW
        return {"flops": positions * (3 * tiles + 2 * spread),
                "transcendentals": positions * k * lanes,
                "bytes_accessed": sequence + keep + weights + states + grads}
    raise ValueError(f"phase is forward or backward, not {phase!r}")
