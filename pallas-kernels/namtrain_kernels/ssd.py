"""NAM's Mamba-2 SSD scan (spec section M) as a chunked Pallas kernel: the forward pass.

Semantics (``crates/nam/src/graph/mamba.rs``, ``ssd``, which this kernel is to replace): per head
``h`` (group ``g = h * G // H``) and row, ``S_t = exp(dt_t A_h) S_{t-1} + dt_t x_t B_tᵀ`` and
``y_t = S_t C_t + D_h x_t``, the state zero at each document start (``doc_t != doc_{t-1}``, and at
``t = 0``).

Layouts are heads-first, as a TPU kernel wants them (the last two dimensions of each block
either whole or multiples of (8, 128)): ``x [R, H, T, P]``, ``dt [R, H, T]`` (f32), ``a [H, 1]``
(f32, negative), ``b, c [R, G, T, N]``, ``doc [R, 1, T]`` (int32 document ordinals), ``d_skip
[H, 1]`` (f32) or None; ``y [R, H, T, P]`` in ``out_dtype`` (default ``x.dtype``). ``T`` must be a
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

The backward kernel (a reverse sweep over chunks carrying the state's cotangent) is not written
yet; :func:`ssd_reference_scan` is the sequential definition the tests check against.
"""

from __future__ import annotations

import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl

F32 = jnp.float32
HIGHEST = jax.lax.Precision.HIGHEST


def _mm(lhs, rhs, dims):
    """``lax.dot_general`` accumulating in f32 at full precision."""
    return jax.lax.dot_general(lhs, rhs, dims, precision=HIGHEST, preferred_element_type=F32)


def _ssd_chunk_kernel(doc_in_ref, x_ref, dt_ref, a_ref, b_ref, c_ref, doc_ref, d_ref, y_ref,
                      state_ref, *, q, nc):
    r, chunk = pl.program_id(0), pl.program_id(2)

    @pl.when(chunk == 0)
    def _():
        state_ref[...] = jnp.zeros_like(state_ref)

    x = x_ref[0]                      # [hb, q, P]
    dt = dt_ref[0].astype(F32)        # [hb, q]
    a = a_ref[...].astype(F32)        # [hb, 1]
    bm = b_ref[0, 0]                  # [q, N]
    cm = c_ref[0, 0]                  # [q, N]
    doc = doc_ref[0, 0]               # [q]
    doc_in = doc_in_ref[r * nc + chunk]

    t_idx = jax.lax.broadcasted_iota(jnp.int32, (q, q), 0)
    s_idx = jax.lax.broadcasted_iota(jnp.int32, (q, q), 1)
    mask = (s_idx <= t_idx) & (doc[:, None] == doc[None, :])           # [t, s]
    la = dt * a                                                          # [hb, q]
    big_l = _mm(la, mask.astype(F32), (((1,), (1,)), ((), ())))          # [hb, q]: L_t

    cb = _mm(cm, bm, (((1,), (1,)), ((), ())))                           # [t, s]
    diff = big_l[:, :, None] - big_l[:, None, :]                         # [hb, t, s]
    decay = jnp.where(mask[None], jnp.exp(jnp.where(mask[None], diff, -1e30)), 0.0)
    m = cb[None] * decay * dt[:, None, :]                                # [hb, t, s]
    y = _mm(m.astype(x.dtype), x, (((2,), (1,)), ((0,), (0,))))          # [hb, q, P]

    state = state_ref[...]                                               # [hb, P, N]
    from_in = (doc == doc_in)[None, :]                                   # [1, q]
    factor = jnp.where(from_in, jnp.exp(big_l), 0.0)                     # [hb, q]
    cs = _mm(cm.astype(F32), state, (((1,), (2,)), ((), ())))            # [q, hb, P]
    y = y + jnp.transpose(cs, (1, 0, 2)) * factor[:, :, None]
    if d_ref is not None:
        y = y + d_ref[...].astype(F32)[:, :, None] * x.astype(F32)
    y_ref[0] = y.astype(y_ref.dtype)

    doc_last = doc[q - 1]
    in_last = (doc == doc_last)[None, :]                                 # [1, q]
    l_last = big_l[:, q - 1:q]                                           # [hb, 1]
    to_end = jnp.where(in_last, l_last - big_l, 0.0)
    w = jnp.where(in_last, jnp.exp(to_end) * dt, 0.0)                    # [hb, q]
    xw = (x.astype(F32) * w[:, :, None]).astype(x.dtype)                 # [hb, q, P]
    s_loc = _mm(xw, bm, (((1,), (0,)), ((), ())))                        # [hb, P, N]
    keep = jnp.where(doc_last == doc_in, jnp.exp(l_last), 0.0)           # [hb, 1]
    state_ref[...] = keep[:, :, None] * state + s_loc


def ssd_forward(x, dt, a, b, c, doc, d_skip=None, *, chunk, heads_per_block=None,
                out_dtype=None, interpret=False):
    """The SSD scan's output ``y [R, H, T, P]`` (module docstring for layouts and semantics)."""
    r, h, t, p = x.shape
    g, n = b.shape[1], b.shape[3]
    q = chunk
    if t % q:
        raise ValueError(f"T = {t} is not a multiple of the chunk {q}: pad the sequence first")
    if h % g:
        raise ValueError(f"{h} heads do not split into {g} groups")
    hb = heads_per_block or h // g
    if (h // g) % hb:
        raise ValueError(f"a block of {hb} heads must lie inside one group of {h // g}")
    nc = t // q
    out_dtype = out_dtype or x.dtype
    # The document of the position before each chunk (0 before the first, as the graph's
    # shifted ids), by scalar prefetch.
    prev = jnp.concatenate([jnp.zeros((r, 1), jnp.int32), doc[:, 0, :-1]], axis=1)
    doc_in = prev[:, ::q].reshape(r * nc)
    group_of = lambda hblk: (hblk * hb) // (h // g)  # noqa: E731
    in_specs = [
        pl.BlockSpec((1, hb, q, p), lambda i, j, k, *_: (i, j, k, 0)),
        pl.BlockSpec((1, hb, q), lambda i, j, k, *_: (i, j, k)),
        pl.BlockSpec((hb, 1), lambda i, j, k, *_: (j, 0)),
        pl.BlockSpec((1, 1, q, n), lambda i, j, k, *_: (i, group_of(j), k, 0)),
        pl.BlockSpec((1, 1, q, n), lambda i, j, k, *_: (i, group_of(j), k, 0)),
        pl.BlockSpec((1, 1, q), lambda i, j, k, *_: (i, 0, k)),
    ]
    args = [x, dt, a, b, c, doc]
    if d_skip is not None:
        in_specs.append(pl.BlockSpec((hb, 1), lambda i, j, k, *_: (j, 0)))
        args.append(d_skip)
    kernel = functools.partial(_kernel_with_optional_skip, has_skip=d_skip is not None,
                               q=q, nc=nc)
    from jax.experimental.pallas import tpu as pltpu
    grid_spec = pltpu.PrefetchScalarGridSpec(
        num_scalar_prefetch=1,
        grid=(r, h // hb, nc),
        in_specs=in_specs,
        out_specs=pl.BlockSpec((1, hb, q, p), lambda i, j, k, *_: (i, j, k, 0)),
        scratch_shapes=[pltpu.VMEM((hb, p, n), F32)],
    )
    return pl.pallas_call(
        kernel,
        grid_spec=grid_spec,
        out_shape=jax.ShapeDtypeStruct((r, h, t, p), out_dtype),
        interpret=interpret,
    )(doc_in, *args)


def _kernel_with_optional_skip(doc_in_ref, x_ref, dt_ref, a_ref, b_ref, c_ref, doc_ref, *rest,
                               has_skip, q, nc):
    if has_skip:
        d_ref, y_ref, state_ref = rest
    else:
        d_ref, (y_ref, state_ref) = None, rest
    _ssd_chunk_kernel(doc_in_ref, x_ref, dt_ref, a_ref, b_ref, c_ref, doc_ref, d_ref, y_ref,
                      state_ref, q=q, nc=nc)


def ssd_reference_scan(x, dt, a, b, c, doc, d_skip=None):
    """The recurrence itself, one position at a time, in float64 NumPy (same layouts)."""
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


def kernel_cost(r, h, t, p, n, g, q, x_bytes, has_skip=True):
    """What one forward call with one head block per group (the default ``heads_per_block``)
    computes and moves, counted from its grid and blocks: FLOPs of its
    matmuls (the running sums, ``C·Bᵀ`` once per head block, the intra-chunk product, the
    read-out of the state and its update) and HBM bytes (x, dt, B, C, ids read once per head
    block, y written once; the state never leaves VMEM)."""
    nc = t // q
    hb = h // g
    blocks = r * g * nc  # (row, head block, chunk) steps, one head block per group
    per_block = (2 * hb * q * q          # L = la @ maskᵀ
                 + 2 * q * q * n         # C·Bᵀ
                 + 2 * hb * q * q * p    # intra-chunk product with x
                 + 2 * hb * q * p * n    # C against the state
                 + 2 * hb * q * p * n)   # the state's update
    flops = blocks * per_block
    bytes_read = (r * h * t * p * x_bytes      # x
                  + r * h * t * 4              # dt
                  + 2 * r * g * t * n * x_bytes  # B and C, once per group (hb = H / G)
                  + r * t * 4 * g              # document ids, once per head block
                  + h * 4 * (2 if has_skip else 1))
    bytes_written = r * h * t * p * x_bytes
    return {"flops": flops, "bytes_accessed": bytes_read + bytes_written}
