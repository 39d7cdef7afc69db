"""NAM attention (spec section A, steps 4-6) as Pallas splash-attention kernels, plus a plain reference.

Built on the splash-attention kernels that ship with jax (pinned in ``requirements.txt``); what is
ours is the parameterisation (GQA, NAM masks, scaling, layout), the forward-with-residuals /
backward split that the Rust autodiff wires together, and the export.

Semantics (what the Rust side and the reference agree on):

* ``q [B, T, H, D]``, ``k, v [B, T, K, D]`` with ``H % K == 0`` (query head ``h`` reads kv head
  ``h // (H // K)``), ``segment_ids [B, T] int32``.
* ``q`` arrives already scaled by ``1 / sqrt(D)``: the caller folds the scale into the pass that
  writes ``q`` (NAM multiplies it into QK-norm's ``1/rms``), so ``q`` is rounded to the input
  dtype once, and no pass of its own reads and writes ``q`` again to scale it. ``dq`` is the
  gradient with respect to that scaled ``q``.
* scores ``q . k``, optional softcap ``s * tanh(scores / s)``;
* key ``j`` visible to query ``i`` iff ``j <= i``, ``segment[j] == segment[i]`` and, with a window
  ``w``, ``i - j < w``;
* softmax in f32; ``out [B, T, H, D]`` in the input dtype and ``lse [B, H, T]`` (f32 logsumexp of
  the masked, capped scores), the residual the backward needs.

Every query sees at least itself, so no softmax row is empty.
"""

from __future__ import annotations

import contextlib
import functools

import jax
import jax.numpy as jnp
import numpy as np
from jax.experimental import pallas as pl
from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_kernel as splash
from jax.experimental.pallas.ops.tpu.splash_attention import splash_attention_mask as masks

from .variants import Variant


def _mask(v: Variant) -> masks.MultiHeadMask:
    shape = (v.seq, v.seq)
    if v.window is None:
        one = masks.CausalMask(shape)
    else:
        # LocalMask keeps kv in [q - left, q + right]; NAM's window counts the query itself.
        one = masks.LocalMask(shape, window_size=(v.window - 1, 0), offset=0)
    return masks.MultiHeadMask([one] * v.heads)


def _block_sizes(v: Variant) -> splash.BlockSizes:
    b = v.block
    return splash.BlockSizes(
        block_q=b,
        block_kv=b,
        block_kv_compute=b,
        block_q_dkv=b,
        block_kv_dkv=b,
        block_kv_dkv_compute=b,
        block_q_dq=b,
        block_kv_dq=b,
    )


@functools.cache
def _kernel(v: Variant) -> splash.SplashAttentionKernel:
    # Built eagerly even when first asked for inside a trace: the cache must not hold tracers.
    with jax.ensure_compile_time_eval():
        return _make_kernel(v)


def _make_kernel(v: Variant) -> splash.SplashAttentionKernel:
    return splash.make_splash_mha(
        _mask(v),
        block_sizes=_block_sizes(v),
        save_residuals=True,
        attn_logits_soft_cap=v.softcap,
        head_shards=1,
        q_seq_shards=1,
        interpret=v.interpret,
    )


def _active_blocks(v: Variant) -> int:
    """Blocks of the ``[T, T]`` score matrix the kernels visit per head: those with a visible pair
    under the causal (and window) mask. Segment ids hide more at run time; the kernels still visit
    these blocks."""
    b, n = v.block, v.seq // v.block
    active = 0
    for i in range(n):
        for j in range(i + 1):
            # The block's last key against its first query: i*b - (j*b + b - 1) < window.
            if v.window is None or i * b - (j * b + b - 1) < v.window:
                active += 1
    return active


# Matmuls of one ``[block, block]`` score tile per phase, each ``2 * block^2 * D`` FLOPs: forward
# ``q k^T`` and ``p v``; dq ``q k^T``, ``dO v^T`` and ``dS k``; dkv ``q k^T``, ``dO v^T``,
# ``p^T dO`` and ``dS^T q`` (splash's separate dq and dkv kernels, as our block sizes select).
_TILE_MATMULS = {"fwd": 2, "dq": 3, "dkv": 4}

# The f32 tile of TPU vector registers, in which splash lays out its per-row statistics.
_LANES, _SUBLANES = 128, 8


def kernel_cost(v: Variant, phase: str) -> pl.CostEstimate:
    """What one splash kernel call of ``phase`` (``fwd``, ``dq``, ``dkv``) costs for one batch row.

    Declared on the ``pallas_call`` so that it travels in the ``tpu_custom_call``'s backend config:
    XLA's scheduler and namtrain's performance model (``crates/plan/src/cost.rs``) read it, since
    neither can see inside a Mosaic kernel. FLOPs count the matmuls of every visited tile;
    transcendentals one ``exp`` per score (and one ``tanh`` with a softcap); bytes the tiles each
    phase streams from HBM (the operand it walks for every visited tile, the others once), in the
    variant's dtype, plus the f32 row statistics in the layout splash stores them: the forward
    writes ``lse`` lane-padded, ``[H, T, 128]``; the dq kernel reads ``lse`` and ``di =
    rowsum(dO * O)`` as ``[H, T]``; the dkv kernel reads both broadcast to 8 sublanes.
    """
    tiles = v.heads * _active_blocks(v)
    tile = v.block * v.block
    flops = _TILE_MATMULS[phase] * 2 * tile * v.head_dim * tiles
    transcendentals = tile * tiles * (2 if v.softcap is not None else 1)
    item = jnp.dtype(v.dtype).itemsize
    row = v.seq * v.head_dim * item  # one head's [T, D]
    tile_rows = v.block * v.head_dim * item  # one block's [block, D]
    stats = v.heads * v.seq * 4  # one f32 per query row and head
    lse = {"fwd": _LANES * stats, "dq": 2 * stats, "dkv": 2 * _SUBLANES * stats}[phase]
    # fwd: q read and out written once per head, k and v per visited tile. dq: q, out, dO read
    # and dq written once per head, k and v per visited tile. dkv: k, v read and dk, dv written
    # once per head, q and dO per visited tile.
    once = {"fwd": 2, "dq": 4, "dkv": 4}[phase]
    moved = v.heads * once * row + tiles * 2 * tile_rows + lse
    return pl.CostEstimate(flops=flops, transcendentals=transcendentals, bytes_accessed=moved)


@contextlib.contextmanager
def _declared_costs(v: Variant):
    """Splash's ``pallas_call``s, while tracing, carry :func:`kernel_cost` for their phase
    (splash itself declares none). The phase is in the kernel name, ``splash_mha_<phase>...``."""
    original = pl.pallas_call

    def with_cost(*args, name=None, cost_estimate=None, **kw):
        phase = name.split("_")[2] if name and name.startswith("splash_") else None
        if phase in _TILE_MATMULS and cost_estimate is None:
            cost_estimate = kernel_cost(v, phase)
        return original(*args, name=name, cost_estimate=cost_estimate, **kw)

    splash.pl.pallas_call = with_cost
    try:
        yield
    finally:
        splash.pl.pallas_call = original


def _collapse(info):
    # The splash entry point flattens dynamic partial-mask blocks before its kernels; ours too.
    # Host (numpy) arrays become literal constants of the exported module instead of hoisted
    # arguments.
    if info is None:
        return None
    info = jax.tree_util.tree_map(np.asarray, info)
    if info.partial_mask_blocks is None:
        return info
    p = info.partial_mask_blocks
    return info._replace(partial_mask_blocks=p.reshape(-1, *p.shape[-2:]))


def _to_heads(x):
    return jnp.swapaxes(x, 1, 2)  # [B, T, N, D] <-> [B, N, T, D]


def forward(v: Variant, q, k, v_, segment_ids):
    """Returns ``(out [B,T,H,D], lse [B,H,T] f32)`` computed by the splash kernel."""
    kern = _kernel(v)
    qh = _to_heads(q)
    kh, vh = _to_heads(k), _to_heads(v_)

    def one(qb, kb, vb, sb):
        out, (lse,) = kern(qb, kb, vb, splash.SegmentIds(q=sb, kv=sb))
        return out, lse

    with _declared_costs(v):
        out, lse = jax.vmap(one)(qh, kh, vh, segment_ids)
    return _to_heads(out), lse


def backward(v: Variant, q, k, v_, segment_ids, out, lse, dout):
    """Returns ``(dq, dk, dv)`` for the cotangent ``dout`` of ``out``, from the forward's residuals."""
    kern = _kernel(v)
    kw = kern.kwargs
    qh = _to_heads(q)
    kh, vh = _to_heads(k), _to_heads(v_)
    oh, doh = _to_heads(out), _to_heads(dout)
    dq_info, dkv_info = _collapse(kern.dq_mask_info), _collapse(kern.dkv_mask_info)

    def one(qb, kb, vb, sb, ob, lb, dob):
        res = (qb, kb, vb, splash.SegmentIds(q=sb, kv=sb), None, ob, lb, dq_info, dkv_info)
        grads = splash._splash_attention_bwd(
            False,
            kw["mask_value"],
            kw["is_mqa"],
            kw["block_sizes"],
            None,
            kw["mask_function"],
            kw["attn_logits_soft_cap"],
            kw["interpret"],
            res,
            dob,
        )
        return grads[3], grads[4], grads[5]

    with _declared_costs(v):
        dqh, dkh, dvh = jax.vmap(one)(qh, kh, vh, segment_ids, oh, lse, doh)
    return _to_heads(dqh), _to_heads(dkh), _to_heads(dvh)


def visible(v: Variant, segment_ids):
    """``[B, T, T]`` bool: key ``j`` visible to query ``i`` (NAM spec A step 5)."""
    t = np.arange(v.seq)
    i, j = t[:, None], t[None, :]
    static = j <= i
    if v.window is not None:
        static = static & (i - j < v.window)
    same = segment_ids[:, :, None] == segment_ids[:, None, :]
    return jnp.asarray(static)[None] & same


def reference(v: Variant, q, k, v_, segment_ids):
    """Plain jnp attention with the same semantics (``q`` pre-scaled), in f32: ``(out, lse)``."""
    f32 = jnp.float32
    g = v.heads // v.kv_heads
    qf = q.astype(f32)
    kf = jnp.repeat(k.astype(f32), g, axis=2)
    vf = jnp.repeat(v_.astype(f32), g, axis=2)
    s = jnp.einsum("bihd,bjhd->bhij", qf, kf)
    if v.softcap is not None:
        s = v.softcap * jnp.tanh(s / v.softcap)
    s = jnp.where(visible(v, segment_ids)[:, None], s, -jnp.inf)
    lse = jax.nn.logsumexp(s, axis=-1)
    p = jnp.exp(s - lse[..., None])
    out = jnp.einsum("bhij,bjhd->bihd", p, vf)
    return out.astype(q.dtype), lse
