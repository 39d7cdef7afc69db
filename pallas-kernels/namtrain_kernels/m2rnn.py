"""NAM's M2RNN recurrence (spec section R) as Pallas kernels, forward and backward.

Semantics (``crates/nam/src/graph/m2rnn.rs``, ``step``, which this kernel is to replace): per
row and head, with the state ``H [K, V]`` zero before the first position,

    Hk = keep_t · H              (keep_t = 0 at a document start: the state is cut off)
    Hn = tanh(Hk W + k_t v_tᵀ)
    H  = a_t · Hk + (1 − a_t) · Hn
    y_t = q_tᵀ H

The tanh makes the recurrence non-associative, so it stays sequential; what the kernel changes
is where the state lives. The graph runs it as a ``while`` loop of ``T`` iterations per call,
each a handful of small ops (libtpu prices each at about 2 000 cycles to start, docs/
performance.md "Op starts and loops on v6e": for nam56r, 262 144 iterations per step). Here
the grid is ``(R, H / hb, T / c)``, chunks innermost and sequential: a block of ``hb`` heads
walks ``c`` positions per grid step with the state ``[hb, K, V]`` (f32) in VMEM, never in HBM,
and each chunk reads its q, k, v, a and keep once and writes its y once.

Layouts, heads first (the last two dimensions of each block whole or multiples of (8, 128)):
``q, k [R, H, T, K]``, ``v [R, H, T, V]``, ``a [R, H, T, 1]`` (the forget factor, in (0, 1)),
``keep [R, T, 1]`` (1.0 where the position continues its predecessor's document, 0.0 at a
start), ``w [H, V, V]``; ``y [R, H, T, V]``. Everything in f32 (the graph runs the recurrence in
its wide dtype). ``T`` must be a multiple of the chunk ``c``.

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
HIGHEST = jax.lax.Precision.HIGHEST

# Batched over the leading (head) dimension of both operands: lhs last against rhs second
# (``H W``), lhs last against rhs last (``dZ Wᵀ``).
BNN = (((2,), (1,)), ((0,), (0,)))
BNT = (((2,), (2,)), ((0,), (0,)))


def _mm(lhs, rhs, dims):
    return jax.lax.dot_general(lhs, rhs, dims, precision=HIGHEST, preferred_element_type=F32)


#: Heads per block at most, by default (the backward keeps every position's two
#: ``[hb, K, V]`` intermediates of a chunk: 16 positions × 8 heads × 64 × 64 × 4 B × 2 = 4 MiB).
MAX_DEFAULT_HEADS_PER_BLOCK = 8


def default_heads_per_block(h):
    """The largest divisor of ``h`` up to :data:`MAX_DEFAULT_HEADS_PER_BLOCK`."""
    return max(d for d in range(1, min(h, MAX_DEFAULT_HEADS_PER_BLOCK) + 1) if h % d == 0)


class _Layout(NamedTuple):
    """Dimensions and blocks of one call: rows, heads, positions, key and value widths, chunk,
    heads per block, chunks."""

    r: int
    h: int
    t: int
    k: int
    v: int
    c: int
    hb: int
    nc: int


def _layout(q, v, chunk, heads_per_block):
    r, h, t, k = q.shape
    if v.shape[:3] != (r, h, t):
        raise ValueError(f"q {q.shape} and v {v.shape} disagree on rows, heads or positions")
    if t % chunk:
        raise ValueError(f"T = {t} is not a multiple of the chunk {chunk}: pad the sequence first")
    hb = heads_per_block or default_heads_per_block(h)
    if h % hb:
        raise ValueError(f"{h} heads do not split into blocks of {hb}")
    return _Layout(r, h, t, k, v.shape[3], chunk, hb, t // chunk)


def _chunk_specs(lay, chunk_of):
    """Blocks of ``q, k, v, a, keep`` and ``w`` at grid step ``(i, j, s)``, reading chunk
    ``chunk_of(s)``."""
    hb, c = lay.hb, lay.c
    return [
        pl.BlockSpec((1, hb, c, lay.k), lambda i, j, s: (i, j, chunk_of(s), 0)),
        pl.BlockSpec((1, hb, c, lay.k), lambda i, j, s: (i, j, chunk_of(s), 0)),
        pl.BlockSpec((1, hb, c, lay.v), lambda i, j, s: (i, j, chunk_of(s), 0)),
        pl.BlockSpec((1, hb, c, 1), lambda i, j, s: (i, j, chunk_of(s), 0)),
        pl.BlockSpec((1, c, 1), lambda i, j, s: (i, chunk_of(s), 0)),
        pl.BlockSpec((hb, lay.v, lay.v), lambda i, j, s: (j, 0, 0)),
    ]


class _Position(NamedTuple):
    """One position's inputs for a block of heads."""

    q: jax.Array     # [hb, K]
    k: jax.Array     # [hb, K]
    v: jax.Array     # [hb, V]
    a: jax.Array     # [hb, 1, 1]
    keep: jax.Array  # [1, 1]


def _positions(q_ref, k_ref, v_ref, a_ref, keep_ref, c):
    """The chunk's ``c`` positions, read from its blocks once."""
    q, k, v = q_ref[0], k_ref[0], v_ref[0]        # [hb, c, K], [hb, c, K], [hb, c, V]
    a, keep = a_ref[0], keep_ref[0]               # [hb, c, 1], [c, 1]
    return [_Position(q[:, i], k[:, i], v[:, i], a[:, i][:, :, None], keep[i:i + 1])
            for i in range(c)]


def _step(h, p, w):
    """One position from the state ``h [hb, K, V]``: ``(Hk, Hn, H)``."""
    hk = h * p.keep
    hn = jnp.tanh(_mm(hk, w, BNN) + p.k[:, :, None] * p.v[:, None, :])
    return hk, hn, p.a * hk + (1.0 - p.a) * hn


def _forward_kernel(q_ref, k_ref, v_ref, a_ref, keep_ref, w_ref, y_ref, *rest, c, has_states):
    h_in_ref = rest[0] if has_states else None
    state_ref = rest[-1]

    @pl.when(pl.program_id(2) == 0)
    def _():
        state_ref[...] = jnp.zeros_like(state_ref)

    h = state_ref[...]
    if h_in_ref is not None:
        h_in_ref[0, :, 0] = h
    w = w_ref[...]
    ys = []
    for p in _positions(q_ref, k_ref, v_ref, a_ref, keep_ref, c):
        _, _, h = _step(h, p, w)
        ys.append(jnp.sum(p.q[:, :, None] * h, axis=1))   # [hb, V]
    y_ref[0] = jnp.stack(ys, axis=1)
    state_ref[...] = h


def m2rnn_forward(q, k, v, a, keep, w, *, chunk, heads_per_block=None, interpret=False,
                  return_states=False):
    """The recurrence's output ``y [R, H, T, V]`` (module docstring for layouts and
    semantics); with ``return_states`` also the state entering each chunk, ``[R, H, T / c, K,
    V]`` (what :func:`m2rnn_backward` starts each chunk from)."""
    lay = _layout(q, v, chunk, heads_per_block)
    r, h, t, kk, vv, c, hb, nc = lay
    out_specs = [pl.BlockSpec((1, hb, c, vv), lambda i, j, s: (i, j, s, 0))]
    out_shape = [jax.ShapeDtypeStruct((r, h, t, vv), F32)]
    if return_states:
        out_specs.append(pl.BlockSpec((1, hb, 1, kk, vv), lambda i, j, s: (i, j, s, 0, 0)))
        out_shape.append(jax.ShapeDtypeStruct((r, h, nc, kk, vv), F32))
    out = pl.pallas_call(
        functools.partial(_forward_kernel, c=c, has_states=return_states),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=0,
            grid=(r, h // hb, nc),
            in_specs=_chunk_specs(lay, lambda s: s),
            out_specs=out_specs,
            scratch_shapes=[pltpu.VMEM((hb, kk, vv), F32)],
        ),
        out_shape=out_shape,
        interpret=interpret,
        cost_estimate=pl.CostEstimate(**kernel_cost(r, h, t, kk, vv, c, hb, "forward",
                                                    return_states)),
    )(*(x.astype(F32) for x in (q, k, v, a, keep, w)))
    return tuple(out) if return_states else out[0]


def _backward_kernel(q_ref, k_ref, v_ref, a_ref, keep_ref, w_ref, h_in_ref, dy_ref, dq_ref,
                     dk_ref, dv_ref, da_ref, dw_ref, dh_ref, dw_acc_ref, *, c, nc):
    """One chunk of the reverse sweep: the chunk's states again from the state entering it,
    then its positions last to first with the state's cotangent ``dh_ref`` carried in VMEM from
    the chunk after it; each row's ``W`` cotangent accumulates in ``dw_acc_ref`` and is written
    after the row's first chunk (the sweep's last)."""
    step = pl.program_id(2)

    @pl.when(step == 0)
    def _():
        dh_ref[...] = jnp.zeros_like(dh_ref)
        dw_acc_ref[...] = jnp.zeros_like(dw_acc_ref)

    w = w_ref[...]
    positions = _positions(q_ref, k_ref, v_ref, a_ref, keep_ref, c)
    h = h_in_ref[0, :, 0]
    steps = []
    for p in positions:
        hk, hn, h = _step(h, p, w)
        steps.append((hk, hn, h))
    dy = dy_ref[0]                                         # [hb, c, V]
    dh = dh_ref[...]
    dw = dw_acc_ref[...]
    dqs, dks, dvs, das = [None] * c, [None] * c, [None] * c, [None] * c
    for i in reversed(range(c)):
        p, (hk, hn, h) = positions[i], steps[i]
        dyi = dy[:, i]                                     # [hb, V]
        dh = dh + p.q[:, :, None] * dyi[:, None, :]
        dqs[i] = jnp.sum(h * dyi[:, None, :], axis=2)      # [hb, K]
        das[i] = jnp.sum(dh * (hk - hn), axis=(1, 2))      # [hb]
        dz = (1.0 - p.a) * dh * (1.0 - hn * hn)
        dw = dw + _mm(jnp.swapaxes(hk, 1, 2), dz, BNN)    # Σ_k Hk[k, l] dZ[k, m]
        dks[i] = jnp.sum(dz * p.v[:, None, :], axis=2)     # [hb, K]
        dvs[i] = jnp.sum(dz * p.k[:, :, None], axis=1)     # [hb, V]
        dh = p.keep * (p.a * dh + _mm(dz, w, BNT))
    dq_ref[0] = jnp.stack(dqs, axis=1)
    dk_ref[0] = jnp.stack(dks, axis=1)
    dv_ref[0] = jnp.stack(dvs, axis=1)
    da_ref[0] = jnp.stack(das, axis=1)[:, :, None]
    dh_ref[...] = dh
    dw_acc_ref[...] = dw

    @pl.when(step == nc - 1)
    def _():
        dw_ref[0] = dw


def m2rnn_backward(q, k, v, a, keep, w, h_in, dy, *, chunk, heads_per_block=None,
                   interpret=False):
    """The cotangents ``(dq, dk, dv, da, dw_rows)`` of :func:`m2rnn_forward`'s inputs from
    ``dy [R, H, T, V]`` and the states the forward returned, ``h_in``. ``dw_rows [R, H, V, V]``
    is each row's share of ``W``'s cotangent (the caller sums the rows); ``keep`` gets none."""
    lay = _layout(q, v, chunk, heads_per_block)
    r, h, t, kk, vv, c, hb, nc = lay
    back = lambda s: nc - 1 - s  # noqa: E731
    in_specs = _chunk_specs(lay, back) + [
        pl.BlockSpec((1, hb, 1, kk, vv), lambda i, j, s: (i, j, back(s), 0, 0)),
        pl.BlockSpec((1, hb, c, vv), lambda i, j, s: (i, j, back(s), 0)),
    ]
    out_specs = [
        pl.BlockSpec((1, hb, c, kk), lambda i, j, s: (i, j, back(s), 0)),
        pl.BlockSpec((1, hb, c, kk), lambda i, j, s: (i, j, back(s), 0)),
        pl.BlockSpec((1, hb, c, vv), lambda i, j, s: (i, j, back(s), 0)),
        pl.BlockSpec((1, hb, c, 1), lambda i, j, s: (i, j, back(s), 0)),
        pl.BlockSpec((1, hb, vv, vv), lambda i, j, s: (i, j, 0, 0)),
    ]
    out_shape = [
        jax.ShapeDtypeStruct((r, h, t, kk), F32),
        jax.ShapeDtypeStruct((r, h, t, kk), F32),
        jax.ShapeDtypeStruct((r, h, t, vv), F32),
        jax.ShapeDtypeStruct((r, h, t, 1), F32),
        jax.ShapeDtypeStruct((r, h, vv, vv), F32),
    ]
    return tuple(pl.pallas_call(
        functools.partial(_backward_kernel, c=c, nc=nc),
        grid_spec=pltpu.PrefetchScalarGridSpec(
            num_scalar_prefetch=0,
            grid=(r, h // hb, nc),
            in_specs=in_specs,
            out_specs=out_specs,
            scratch_shapes=[pltpu.VMEM((hb, kk, vv), F32), pltpu.VMEM((hb, vv, vv), F32)],
        ),
        out_shape=out_shape,
        interpret=interpret,
        cost_estimate=pl.CostEstimate(**kernel_cost(r, h, t, kk, vv, c, hb, "backward")),
    )(*(x.astype(F32) for x in (q, k, v, a, keep, w, h_in, dy))))


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
    counted from its grid and blocks: FLOPs of its matmuls (``Hk W`` per position; the backward
    adds it again for the recomputed states, ``dZ Wᵀ`` and ``Hkᵀ dZ``), ``tanh`` evaluations,
    and HBM bytes (every block read or written once per grid step that maps it; ``w`` once per
    row and head block; the state and its cotangent never leave VMEM). What the performance
    model prices the splice by (``pl.CostEstimate``)."""
    nc = t // c
    per_position = 2 * k * v * v                     # Hk W, per head
    positions = r * h * t
    sequence = positions * 4 * (2 * k + 2 * v + 1)   # q, k (K each), v (V), a, y (V) / dy
    keep = r * (h // hb) * t * 4
    weights = r * (h // hb) * hb * v * v * 4
    states = r * h * nc * k * v * 4
    if phase == "forward":
        return {"flops": positions * per_position,
                "transcendentals": positions * k * v,
                "bytes_accessed": sequence + keep + weights + (states if has_states else 0)}
    if phase == "backward":
        grads = positions * 4 * (2 * k + v + 1) + r * h * v * v * 4  # dq, dk, dv, da; dW rows
        return {"flops": positions * 3 * per_position,
                "transcendentals": positions * k * v,
                "bytes_accessed": sequence + keep + weights + states + grads}
    raise ValueError(f"phase is forward or backward, not {phase!r}")
