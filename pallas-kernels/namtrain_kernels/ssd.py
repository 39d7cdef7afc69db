"""NAM's Mamba-2 SSD scan (spec section M) as chunked Pallas kernels, forward and backward.

Semantics (``crates/nam/src/graph/mamba.rs``, ``ssd``, which this kernel is to replace): per head
``h`` (group ``g = h * G // H``) and row, ``S_t = exp(dt_t A_h) S_{t-1} + dt_t x_t B_tᵀ`` and
``y_t = S_t C_t + D_h x_t``, the state zero at each document start (``doc_t != doc_{t-1}``, and at
``t = 0``).

Layouts are heads-first, as a TPU kernel wants them (the last two dimensions of each block
either whole or multiples of (8, 128)): ``x [R, H, P, T]``, ``dt [R, H, T]`` (f32), ``a [H, 1]``
(f32, negative), ``b, c [R, G, T, N]``, ``doc [R, 1, T]`` (int32 document ordinals), ``d_skip
[H, 1]`` (f32) or None; ``y [R, H, P, T]`` in ``out_dtype`` (default ``x.dtype``). x and y keep
the sequence in their last dimension, not the head width: with P = 64 a ``[.., T, P]`` array
fills half of each 128-lane tile, and libtpu chose the ``[.., P, T]`` layout for x itself and
copied it into the kernel's (deviceless compile at nam52's shape, 2026-11-28: 1.07 GB of
temporaries around the forward, 2.30 GB around the backward, gone in this layout). ``T`` must be a
multiple of the chunk ``q`` (the caller pads with zeros at the end, as ``ssd`` does: causality
keeps the padding out of every real position).

Kernel structure. Grid ``(R, H / hb, T / q)``, chunks innermost and sequential: the state of the
block's ``hb`` heads, ``S [hb, P, N]`` in f32, lives in a VMEM scratch across the chunks of a row
and never reaches HBM; the chunk tensors (``C_t·B_s``, the decays, their product, ``[hb, q, q]``)
exist only in VMEM. Each chunk reads its x, dt, B, C and document ids once and writes its y once.
The document id of the position before each chunk comes by scalar prefetch (``doc_in [R * T /
q]``). Within a chunk, with ``mask[t, s] = s <= t and doc_s = doc_t``:

* ``L = la @ maskᵀ`` (``la = dt * A``): the running sum of ``dt A`` restarted at document starts;
* intra-chunk: ``y_t = Σ_s mask[t, s] (C_t·B_s) exp(L_t − L_s) dt_s x_s``;
* inter-chunk: ``y_t += [doc_t = doc_in] exp(L_t) S C_t``;
* the skip ``D x_t``;
* the state passed on: ``S ← [doc_last = doc_in] exp(L_last) S + Σ_{s: doc_s = doc_last}
  exp(L_last − L_s) dt_s x_s B_sᵀ``.

Masked exponents are replaced before ``exp`` and the result selected again after it, as in the
graph, so no ``inf`` appears. Products accumulate in f32; operands of the matmuls with x are
rounded to x's dtype first (what the graph's compute-dtype contractions do).

:func:`ssd_backward` is the reverse sweep: per chunk, from last to first, the cotangents of the
chunk's inputs from ``dy`` and the cotangent of the state leaving the chunk (carried in VMEM),
which it turns into the cotangent of the state entering it; it reads the entering states the
forward wrote (``return_states``, ``[R, H, T / q, P, N]`` f32) instead of scanning again.
:func:`ssd` ties the two as a ``jax.custom_vjp``. :func:`ssd_reference_scan` is the sequential
definition the tests check both against (values, and gradients by central differences).
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


def _mm(lhs, rhs, dims):
    """``lax.dot_general`` accumulating in f32, f32 operands at full precision (bf16 products
    are exact in f32 anyway, and Mosaic refuses HIGHEST on bf16 operands: "Bad lhs type")."""
    precision = HIGHEST if lhs.dtype == F32 else None
    return jax.lax.dot_general(lhs, rhs, dims, precision=precision, preferred_element_type=F32)


# The matmul forms Mosaic lowers: 2-D, or batched over a leading dimension of both operands,
# contracting the lhs's last dimension (a transposed lhs is transposed explicitly first).
NN = (((1,), (0,)), ((), ()))
NT = (((1,), (1,)), ((), ()))
BNN = (((2,), (1,)), ((0,), (0,)))
BNT = (((2,), (2,)), ((0,), (0,)))


def _swap(x):
    """``x [h, m, n]`` as ``[h, n, m]``."""
    return jnp.swapaxes(x, 1, 2)


def _heads(x, hb):
    """``x [m, n]`` repeated for ``hb`` heads, ``[hb, m, n]``."""
    return jnp.broadcast_to(x[None], (hb,) + x.shape)


class _ChunkTerms(NamedTuple):
    """What both kernels form from one chunk's dt, A, B, C and document ids (``hb`` heads)."""

    mask: jax.Array     # [t, s] bool: s <= t, same document
    cb: jax.Array       # [t, s]: C_t·B_s
    decay: jax.Array    # [hb, t, s]: exp(L_t − L_s) where visible, else 0
    m: jax.Array        # [hb, t, s]: cb ∘ decay ∘ dt_s, the intra-chunk weights
    factor: jax.Array   # [hb, q]: exp(L_t) where t's document is the entering state's, else 0
    e_end: jax.Array    # [hb, q]: exp(L_last − L_s) where s is in the last document, else 0
    w: jax.Array        # [hb, q]: e_end ∘ dt, the weights of the chunk's own end state
    keep: jax.Array     # [hb, 1]: exp(L_last) when the entering state survives the chunk, else 0


def _chunk_terms(dt, a, bm, cm, doc, doc_in, q):
    t_idx = jax.lax.broadcasted_iota(jnp.int32, (q, q), 0)
    s_idx = jax.lax.broadcasted_iota(jnp.int32, (q, q), 1)
    mask = (s_idx <= t_idx) & (doc[:, None] == doc[None, :])
    big_l = _mm(dt * a, mask.astype(F32), NT)  # L_t, restarted at document starts
    cb = _mm(cm, bm, NT)
    diff = big_l[:, :, None] - big_l[:, None, :]
    decay = jnp.where(mask[None], jnp.exp(jnp.where(mask[None], diff, -1e30)), 0.0)
    m = cb[None] * decay * dt[:, None, :]
    factor = jnp.where((doc == doc_in)[None, :], jnp.exp(big_l), 0.0)
    doc_last = doc[q - 1]
    in_last = (doc == doc_last)[None, :]
    l_last = big_l[:, q - 1:q]
    e_end = jnp.where(in_last, jnp.exp(jnp.where(in_last, l_last - big_l, 0.0)), 0.0)
    keep = jnp.where(doc_last == doc_in, jnp.exp(l_last), 0.0)
    return _ChunkTerms(mask, cb, decay, m, factor, e_end, e_end * dt, keep)


def _ssd_chunk_kernel(doc_in_ref, x_ref, dt_ref, a_ref, b_ref, c_ref, doc_ref, d_ref, y_ref,
                      s_in_ref, state_ref, *, q, nc):
    r, chunk = pl.program_id(0), pl.program_id(2)

    @pl.when(chunk == 0)
    def _():
        state_ref[...] = jnp.zeros_like(state_ref)

    if s_in_ref is not None:
        s_in_ref[0, :, 0] = state_ref[...]

    x = x_ref[0]                      # [hb, P, q]
    hb = x.shape[0]
    dt = dt_ref[0].astype(F32)        # [hb, q]
    bm = b_ref[0, 0]                  # [q, N]
    cm = c_ref[0, 0]                  # [q, N]
    k = _chunk_terms(dt, a_ref[...].astype(F32), bm, cm, doc_ref[0, 0],
                     doc_in_ref[r * nc + chunk], q)
    y = _mm(x, k.m.astype(x.dtype), BNT)                                 # [hb, P, t]

    state = state_ref[...]                                               # [hb, P, N]
    cs = _mm(state, _heads(cm.astype(F32), hb), BNT)                     # [hb, P, t]
    y = y + cs * k.factor[:, None, :]
    if d_ref is not None:
        y = y + d_ref[...].astype(F32)[:, :, None] * x.astype(F32)
    y_ref[0] = y.astype(y_ref.dtype)

    xw = (x.astype(F32) * k.w[:, None, :]).astype(x.dtype)               # [hb, P, s]
    s_loc = _mm(xw, _heads(bm, hb), BNN)                                 # [hb, P, N]
    state_ref[...] = k.keep[:, :, None] * state + s_loc


#: Heads per block at most, by default: the backward's chunk tensors for 64 heads need 65 MiB
#: of VMEM at Q = 128 (libtpu's scoped limit is 32 MiB on v6e); 8 and 16 compile (deviceless,
#: nam52's per-chip shape).
MAX_DEFAULT_HEADS_PER_BLOCK = 16


def default_heads_per_block(h, g):
    """The largest divisor of a group's ``h // g`` heads up to
    :data:`MAX_DEFAULT_HEADS_PER_BLOCK`. On TPU a block of heads must be a multiple of 8 or
    all ``H`` heads (the ``dt`` block's second-to-last dimension), which Pallas checks when it
    lowers."""
    per_group = h // g
    return max(d for d in range(1, min(per_group, MAX_DEFAULT_HEADS_PER_BLOCK) + 1)
               if per_group % d == 0)


class _Layout(NamedTuple):
    """Dimensions and blocks of one call: rows, heads, sequence, head width, groups, state,
    chunk, heads per block, chunks."""

    r: int
    h: int
    t: int
    p: int
    g: int
    n: int
    q: int
    hb: int
    nc: int


def _layout(x, b, chunk, heads_per_block):
    r, h, p, t = x.shape
    g, n = b.shape[1], b.shape[3]
    if t % chunk:
        raise ValueError(f"T = {t} is not a multiple of the chunk {chunk}: pad the sequence first")
    if h % g:
        raise ValueError(f"{h} heads do not split into {g} groups")
    hb = heads_per_block or default_heads_per_block(h, g)
    if (h // g) % hb:
        raise ValueError(f"a block of {hb} heads must lie inside one group of {h // g}")
    return _Layout(r, h, t, p, g, n, chunk, hb, t // chunk)


def _doc_in(doc, lay):
    """The document of the position before each chunk, ``[R * nc]`` (0 before the first, as
    the graph's shifted ids), for scalar prefetch."""
    prev = jnp.concatenate([jnp.zeros((lay.r, 1), jnp.int32), doc[:, 0, :-1]], axis=1)
    return prev[:, ::lay.q].reshape(lay.r * lay.nc)


def _input_specs(lay, chunk_of, has_skip):
    """Blocks of ``x, dt, a, b, c, doc`` (and ``d_skip``) at grid step ``(i, j, k)``, reading
    chunk ``chunk_of(k)``."""
    hb, q, p, n = lay.hb, lay.q, lay.p, lay.n
    # lax.div: `//` lowers through `sign`, which Mosaic lowers only for a known chip.
    group_of = lambda hblk: jax.lax.div(hblk * hb, lay.h // lay.g)  # noqa: E731
    specs = [
        pl.BlockSpec((1, hb, p, q), lambda i, j, k, *_: (i, j, 0, chunk_of(k))),
        pl.BlockSpec((1, hb, q), lambda i, j, k, *_: (i, j, chunk_of(k))),
        pl.BlockSpec((hb, 1), lambda i, j, k, *_: (j, 0)),
        pl.BlockSpec((1, 1, q, n), lambda i, j, k, *_: (i, group_of(j), chunk_of(k), 0)),
        pl.BlockSpec((1, 1, q, n), lambda i, j, k, *_: (i, group_of(j), chunk_of(k), 0)),
        pl.BlockSpec((1, 1, q), lambda i, j, k, *_: (i, 0, chunk_of(k))),
    ]
    if has_skip:
        specs.append(pl.BlockSpec((hb, 1), lambda i, j, k, *_: (j, 0)))
    return specs


def ssd_forward(x, dt, a, b, c, doc, d_skip=None, *, chunk, heads_per_block=None,
                out_dtype=None, interpret=False, return_states=False):
    """The SSD scan's output ``y [R, H, P, T]`` (module docstring for layouts and semantics);
    with ``return_states`` also the state entering each chunk, ``[R, H, T / q, P, N]`` f32 (what
    :func:`ssd_backward` reads instead of running the scan again)."""
    lay = _layout(x, b, chunk, heads_per_block)
    r, h, t, p, _, n, q, hb, nc = lay
    out_dtype = out_dtype or x.dtype
    doc_in = _doc_in(doc, lay)
    in_specs = _input_specs(lay, lambda k: k, d_skip is not None)
    args = [x, dt, a, b, c, doc] + ([d_skip] if d_skip is not None else [])
    kernel = functools.partial(_kernel_with_optional_skip, has_skip=d_skip is not None,
                               has_states=return_states, q=q, nc=nc)
    out_specs = [pl.BlockSpec((1, hb, p, q), lambda i, j, k, *_: (i, j, 0, k))]
    out_shape = [jax.ShapeDtypeStruct((r, h, p, t), out_dtype)]
    if return_states:
        out_specs.append(pl.BlockSpec((1, hb, 1, p, n), lambda i, j, k, *_: (i, j, k, 0, 0)))
        out_shape.append(jax.ShapeDtypeStruct((r, h, nc, p, n), F32))
    grid_spec = pltpu.PrefetchScalarGridSpec(
        num_scalar_prefetch=1,
        grid=(r, h // hb, nc),
        in_specs=in_specs,
        out_specs=out_specs,
        scratch_shapes=[pltpu.VMEM((hb, p, n), F32)],
    )
    out = pl.pallas_call(
        kernel,
        grid_spec=grid_spec,
        out_shape=out_shape,
        interpret=interpret,
        cost_estimate=_cost_estimate(lay, x, d_skip is not None, "forward", return_states),
    )(doc_in, *args)
    return tuple(out) if return_states else out[0]


def _kernel_with_optional_skip(doc_in_ref, x_ref, dt_ref, a_ref, b_ref, c_ref, doc_ref, *rest,
                               has_skip, has_states, q, nc):
    rest = list(rest)
    d_ref = rest.pop(0) if has_skip else None
    y_ref = rest.pop(0)
    s_in_ref = rest.pop(0) if has_states else None
    (state_ref,) = rest
    _ssd_chunk_kernel(doc_in_ref, x_ref, dt_ref, a_ref, b_ref, c_ref, doc_ref, d_ref, y_ref,
                      s_in_ref, state_ref, q=q, nc=nc)


def _ssd_backward_kernel(doc_in_ref, x_ref, dt_ref, a_ref, b_ref, c_ref, doc_ref, d_ref,
                         dy_ref, s_in_ref, dx_ref, ddt_ref, dadt_ref, db_ref, dc_ref, dd_ref,
                         ds_ref, *, q, nc):
    """One chunk of the reverse sweep: the cotangents of the chunk's inputs from ``dy`` and the
    cotangent of the state leaving the chunk (``ds_ref``, carried in VMEM from the chunk after
    it), which it replaces by the cotangent of the state entering the chunk."""
    r, step = pl.program_id(0), pl.program_id(2)
    chunk = nc - 1 - step

    @pl.when(step == 0)
    def _():
        ds_ref[...] = jnp.zeros_like(ds_ref)

    x = x_ref[0]
    hb = x.shape[0]
    xf = x.astype(F32)                                                   # [hb, P, s]
    dt = dt_ref[0].astype(F32)                                           # [hb, q]
    a = a_ref[...].astype(F32)                                           # [hb, 1]
    bm, cm = b_ref[0, 0], c_ref[0, 0]                                    # [q, N]
    bf, cf = bm.astype(F32), cm.astype(F32)
    dy = dy_ref[0].astype(F32)                                           # [hb, P, t]
    s_in = s_in_ref[0, :, 0]                                             # [hb, P, N]
    ds_out = ds_ref[...]                                                 # [hb, P, N]
    # The forward's chunk terms again (cheap beside the sweep's matmuls).
    k = _chunk_terms(dt, a, bm, cm, doc_ref[0, 0], doc_in_ref[r * nc + chunk], q)
    m, f, e_end, w, keep, decay, cb = k.m, k.factor, k.e_end, k.w, k.keep, k.decay, k.cb

    # y = m x + f (C S_in) + D x
    dm = _mm(_swap(dy), xf, BNN)                                         # [hb, t, s]
    dx = _mm(dy, m, BNN)                                                 # [hb, P, s]
    u = _mm(s_in, _heads(cf, hb), BNT)                                   # [hb, P, t]
    df = jnp.sum(dy * u, axis=1)                                         # [hb, t]
    du = dy * f[:, None, :]                                              # [hb, P, t]
    dc = jnp.sum(_mm(_swap(du), s_in, BNN), axis=0)                      # [t, N]
    ds_in = _mm(du, _heads(cf, hb), BNN)                                 # [hb, P, N]
    dl = df * f                                                          # [hb, t]
    if d_ref is not None:
        dx = dx + d_ref[...].astype(F32)[:, :, None] * dy
        dd_ref[0] = jnp.sum(dy * xf, axis=1)
    else:
        dd_ref[0] = jnp.zeros_like(dt)

    # S_out = keep S_in + Σ_s w_s x_s B_sᵀ
    ds_in = ds_in + keep[:, :, None] * ds_out
    dkeep = jnp.sum(ds_out * s_in, axis=(1, 2))[:, None]                 # [hb, 1]
    dl_last = dkeep * keep                                               # [hb, 1]
    gb = _mm(ds_out, _heads(bf, hb), BNT)                                # [hb, P, s]
    dw = jnp.sum(xf * gb, axis=1)                                        # [hb, s]
    dx = dx + w[:, None, :] * gb
    db = jnp.sum(_mm(_swap(xf * w[:, None, :]), ds_out, BNN), axis=0)    # [s, N]
    ddt = dw * e_end
    dl_last = dl_last + jnp.sum(dw * w, axis=1, keepdims=True)
    dl = dl - dw * w

    # m = CB ∘ decay ∘ dt_s, decay = exp(L_t − L_s) where visible
    dcb = jnp.sum(dm * decay * dt[:, None, :], axis=0)                   # [t, s]
    ddecay = dm * cb[None] * dt[:, None, :]
    ddt = ddt + jnp.sum(dm * cb[None] * decay, axis=1)
    g = ddecay * decay
    dl = dl + jnp.sum(g, axis=2) - jnp.sum(g, axis=1)
    dc = dc + _mm(dcb, bf, NN)
    db = db + _mm(dcb.T, cf, NN)

    # L = (dt A) @ maskᵀ, L_last = L[:, q - 1]
    dl = dl + jnp.where(jax.lax.broadcasted_iota(jnp.int32, dl.shape, 1) == q - 1, dl_last, 0.0)
    dla = _mm(dl, k.mask.astype(F32), NN)                                # [hb, s]
    ddt_ref[0] = ddt + dla * a
    dadt_ref[0] = dla * dt
    dx_ref[0] = dx.astype(dx_ref.dtype)
    db_ref[0, 0] = db
    dc_ref[0, 0] = dc
    ds_ref[...] = ds_in


def ssd_backward(x, dt, a, b, c, doc, d_skip, s_in, dy, *, chunk, heads_per_block=None,
                 interpret=False):
    """Cotangents ``(dx, ddt, da, db, dc, dd)`` of :func:`ssd_forward` for ``dy``, from the
    states it returned (``return_states=True``): one reverse sweep over the chunks per row and
    head block, the state's cotangent carried in VMEM. Per-position partial sums leave the
    kernel and are reduced here (``da``, ``dd`` over rows and positions; ``db``, ``dc`` over the
    head blocks of a group)."""
    lay = _layout(x, b, chunk, heads_per_block)
    r, h, t, p, g, n, q, hb, nc = lay
    blocks = h // hb
    doc_in = _doc_in(doc, lay)
    rev = lambda k: nc - 1 - k  # noqa: E731
    in_specs = _input_specs(lay, rev, d_skip is not None)
    args = [x, dt, a, b, c, doc] + ([d_skip] if d_skip is not None else [])
    in_specs += [
        pl.BlockSpec((1, hb, p, q), lambda i, j, k, *_: (i, j, 0, rev(k))),
        pl.BlockSpec((1, hb, 1, p, n), lambda i, j, k, *_: (i, j, rev(k), 0, 0)),
    ]
    args += [dy, s_in]
    per_pos = lambda: pl.BlockSpec((1, hb, q), lambda i, j, k, *_: (i, j, rev(k)))  # noqa: E731
    per_block_bn = lambda: pl.BlockSpec((1, 1, q, n), lambda i, j, k, *_: (i, j, rev(k), 0))  # noqa: E731
    out_specs = [
        pl.BlockSpec((1, hb, p, q), lambda i, j, k, *_: (i, j, 0, rev(k))),
        per_pos(), per_pos(), per_block_bn(), per_block_bn(), per_pos(),
    ]
    out_shape = [
        # dx in x's dtype straight from the kernel: an f32 dx would be written and read again
        # to be rounded (0.5 GB at nam52's shape).
        jax.ShapeDtypeStruct((r, h, p, t), x.dtype),
        jax.ShapeDtypeStruct((r, h, t), F32),
        jax.ShapeDtypeStruct((r, h, t), F32),
        jax.ShapeDtypeStruct((r, blocks, t, n), F32),
        jax.ShapeDtypeStruct((r, blocks, t, n), F32),
        jax.ShapeDtypeStruct((r, h, t), F32),
    ]

    def kernel(doc_in_ref, x_ref, dt_ref, a_ref, b_ref, c_ref, doc_ref, *rest):
        rest = list(rest)
        d_ref = rest.pop(0) if d_skip is not None else None
        _ssd_backward_kernel(doc_in_ref, x_ref, dt_ref, a_ref, b_ref, c_ref, doc_ref, d_ref,
                             *rest, q=q, nc=nc)

    grid_spec = pltpu.PrefetchScalarGridSpec(
        num_scalar_prefetch=1,
        grid=(r, blocks, nc),
        in_specs=in_specs,
        out_specs=out_specs,
        scratch_shapes=[pltpu.VMEM((hb, p, n), F32)],
    )
    dx, ddt, dadt, db_blocks, dc_blocks, dd_pos = pl.pallas_call(
        kernel, grid_spec=grid_spec, out_shape=out_shape, interpret=interpret,
        cost_estimate=_cost_estimate(lay, x, d_skip is not None, "backward"))(doc_in, *args)
    per_group = blocks // g
    db = db_blocks.reshape(r, g, per_group, t, n).sum(axis=2)
    dc = dc_blocks.reshape(r, g, per_group, t, n).sum(axis=2)
    da = dadt.sum(axis=(0, 2))[:, None]
    dd = dd_pos.sum(axis=(0, 2))[:, None] if d_skip is not None else None
    return (dx.astype(x.dtype), ddt.astype(dt.dtype), da.astype(a.dtype), db.astype(b.dtype),
            dc.astype(c.dtype), None if dd is None else dd.astype(d_skip.dtype))


@functools.partial(jax.custom_vjp, nondiff_argnums=(7, 8, 9))
def ssd(x, dt, a, b, c, doc, d_skip, chunk, heads_per_block=None, interpret=False):
    """:func:`ssd_forward` with its gradients by :func:`ssd_backward` (``doc`` gets none)."""
    return ssd_forward(x, dt, a, b, c, doc, d_skip, chunk=chunk,
                       heads_per_block=heads_per_block, interpret=interpret)


def _ssd_fwd(x, dt, a, b, c, doc, d_skip, chunk, heads_per_block, interpret):
    y, s_in = ssd_forward(x, dt, a, b, c, doc, d_skip, chunk=chunk,
                          heads_per_block=heads_per_block, interpret=interpret,
                          return_states=True)
    return y, (x, dt, a, b, c, doc, d_skip, s_in)


def _ssd_bwd(chunk, heads_per_block, interpret, res, dy):
    x, dt, a, b, c, doc, d_skip, s_in = res
    dx, ddt, da, db, dc, dd = ssd_backward(x, dt, a, b, c, doc, d_skip, s_in, dy, chunk=chunk,
                                           heads_per_block=heads_per_block, interpret=interpret)
    ddoc = np.zeros(doc.shape, jax.dtypes.float0)
    return dx, ddt, da, db, dc, ddoc, dd


ssd.defvjp(_ssd_fwd, _ssd_bwd)


def ssd_reference_scan(x, dt, a, b, c, doc, d_skip=None):
    """The recurrence itself, one position at a time, in float64 NumPy. Layouts as the kernels'
    except x and y, which are ``[R, H, T, P]`` here (the definition's order, position by
    position)."""
    x, dt, a, b, c = (np.asarray(v, np.float64) for v in (x, dt, a, b, c))
    doc = np.asarray(doc)
    r, h, t, p = x.shape
    g = b.shape[1]
    y = np.zeros_like(x)
    for row in range(r):
        for head in range(h):
            grp = head * g // h
            s = np.zeros((p, b.shape[3]))
            for i in range(t):
                if i == 0 or doc[row, 0, i] != doc[row, 0, i - 1]:
                    s[:] = 0.0
                step = dt[row, head, i]
                s = np.exp(step * a[head, 0]) * s + step * np.outer(x[row, head, i], b[row, grp, i])
                y[row, head, i] = s @ c[row, grp, i]
                if d_skip is not None:
                    y[row, head, i] += np.asarray(d_skip, np.float64)[head, 0] * x[row, head, i]
    return y


def kernel_cost(r, h, t, p, n, g, q, x_bytes, has_skip=True, heads_per_block=None,
                phase="forward", has_states=False):
    """What one call of the ``phase`` kernel (``forward`` or ``backward``) computes and moves,
    counted from its grid and blocks: FLOPs of its matmuls, ``exp`` evaluations, and HBM bytes
    (every block read or written once per grid step that maps it; B, C and the document ids are
    re-read per head block; the state and its cotangent never leave VMEM). The forward writes
    the states entering each chunk when ``has_states`` (what the backward reads). What the
    model prices the splice by (``pl.CostEstimate``)."""
    nc = t // q
    hb = heads_per_block or default_heads_per_block(h, g)
    blocks = r * (h // hb) * nc  # (row, head block, chunk) steps
    terms = 2 * hb * q * q + 2 * q * q * n         # L = la @ maskᵀ, C·Bᵀ (_chunk_terms)
    if phase == "forward":
        per_block = (terms
                     + 2 * hb * q * q * p          # intra-chunk product with x
                     + 2 * hb * q * p * n          # C against the state
                     + 2 * hb * q * p * n)         # the state's update
    elif phase == "backward":
        per_block = (terms
                     + 2 * hb * q * q              # dL back through the running sums
                     + 2 * 2 * q * q * n           # dC and dB through C·Bᵀ
                     + 2 * 2 * hb * q * q * p      # dm, and dx through the intra-chunk product
                     + 5 * 2 * hb * q * p * n)     # C·S, dC, dS_in, the update's dx and dB
    else:
        raise ValueError(f"phase is forward or backward, not {phase!r}")
    x_size = r * h * t * p * x_bytes
    shared = (r * h * t * 4                         # dt
              + 2 * r * (h // hb) * t * n * x_bytes  # B and C, once per head block
              + r * (h // hb) * t * 4                # document ids, once per head block
              + h * 4 * (2 if has_skip else 1))      # A (and D)
    states = r * h * nc * p * n * 4
    if phase == "forward":
        moved = x_size + shared + x_size + (states if has_states else 0)  # x in, y out
    else:
        moved = (2 * x_size + shared + states           # x, dy, the entering states in
                 + x_size + 3 * r * h * t * 4           # dx; ddt, dA·dt, dD per position
                 + 2 * r * (h // hb) * t * n * 4)       # dB, dC per head block
    return {"flops": blocks * per_block, "transcendentals": blocks * hb * (q * q + 2 * q + 1),
            "bytes_accessed": moved}


def _cost_estimate(lay, x, has_skip, phase, has_states=False):
    c = kernel_cost(lay.r, lay.h, lay.t, lay.p, lay.n, lay.g, lay.q, x.dtype.itemsize,
                    has_skip=has_skip, heads_per_block=lay.hb, phase=phase,
                    has_states=has_states)
    return pl.CostEstimate(**c)
