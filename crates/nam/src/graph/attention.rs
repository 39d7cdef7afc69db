//! A: grouped-query attention — fused QKV, rotary (rotate-half) with per-document positions,
//! QK-norm, optional softcap, causal + segment + sliding-window mask, f32 softmax, `W_o`.
//!
//! The window is a runtime i32 scalar (`T` or more for a global layer) rather than a constant,
//! so the attention layers at one pattern position may differ in window across the groups of a
//! scanned stack and still share one loop body.

use super::context::{Docs, LayerParams, Precision};
use super::embed::RMS_EPS;
use crate::config::ModelConfig;
use xla_hlo::{DType, DotDims, Tensor, nn};

/// Rotary embedding of `x [B, T, heads, D]` at i32 `positions [B, T]`: pairs `(i, i + D/2)`
/// rotate by `pos · theta^(-2i/D)`.
pub fn rope(x: &Tensor, positions: &Tensor, theta: f64) -> Tensor {
    let dims = x.dims();
    let (bs, t, dh) = (dims[0], dims[1], dims[3]);
    let half = dh / 2;
    let dt = x.dtype();
    let b = x.builder();
    let freqs: Vec<f64> = (0..half)
        .map(|i| theta.powf(-2.0 * i as f64 / dh as f64))
        .collect();
    let freqs = b.constant(&freqs, dt, &[half]);
    let pos = positions.convert(dt);
    let angle = pos.broadcast_in_dim(&[bs, t, 1, half], &[0, 1])
        * freqs.broadcast_in_dim(&[bs, t, 1, half], &[3]);
    let (cos, sin) = (angle.cos(), angle.sin());
    let x1 = x.slice_axis(3, 0, half);
    let x2 = x.slice_axis(3, half, dh);
    let lo = &x1 * &cos - &x2 * &sin;
    let hi = &x2 * &cos + &x1 * &sin;
    Tensor::concat(&[&lo, &hi], 3)
}

/// `[B, T, T]` pred: key j visible to query i (`j <= i`, same segment, `i - j < window`).
pub fn visibility(docs: &Docs, window: &Tensor) -> Tensor {
    // Built in the window's graph (a loop body under `LayerLoop::Scan`) so XLA can fuse the
    // iotas into the mask instead of carrying a `[B, T, T]` array through the loop.
    let b = window.builder();
    let (bs, t) = (docs.batch, docs.seq);
    let qi = b.iota(DType::I32, &[bs, t, t], 1);
    let kj = b.iota(DType::I32, &[bs, t, t], 2);
    let seg_q = docs.segment_ids.broadcast_in_dim(&[bs, t, t], &[0, 1]);
    let seg_k = docs.segment_ids.broadcast_in_dim(&[bs, t, t], &[0, 2]);
    let dist = &qi - &kj;
    let w = window.broadcast_in_dim(&[bs, t, t], &[]);
    kj.le(&qi).and(&seg_q.eq(&seg_k)).and(&dist.lt(&w))
}

/// The window scalar of a layer: `window` tokens, or `T` for a global layer.
pub fn window_scalar(b: &xla_hlo::Builder, window: Option<usize>, seq: i64) -> Tensor {
    let w = window.map(|w| w as i64).unwrap_or(seq).min(seq);
    b.scalar(w as f64, DType::I32)
}

/// The A sublayer on the normalised input `x [B, T, d]`.
pub fn attention(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    docs: &Docs,
    window: &Tensor,
    prec: &Precision,
) -> xla_hlo::Result<Tensor> {
    let (h, k, dh) = (
        cfg.n_head() as i64,
        cfg.n_kv_head() as i64,
        cfg.head_dim() as i64,
    );
    let (bs, t) = (docs.batch, docs.seq);
    let g = h / k;
    // 1. Fused projection, split into heads.
    let qkv = prec.matmul(x, p.get("w_qkv")?);
    let q = qkv.slice_axis(2, 0, h * dh).reshape(&[bs, t, h, dh]);
    let kk = qkv
        .slice_axis(2, h * dh, (h + k) * dh)
        .reshape(&[bs, t, k, dh]);
    let v = qkv
        .slice_axis(2, (h + k) * dh, (h + 2 * k) * dh)
        .reshape(&[bs, t, k, dh]);
    // 2.-3. Rotary at per-document positions, then QK-norm.
    let q = nn::rmsnorm(&rope(&q, &docs.positions, cfg.rope_theta), RMS_EPS);
    let kk = nn::rmsnorm(&rope(&kk, &docs.positions, cfg.rope_theta), RMS_EPS);
    // 4. Scores per (row, kv head, query, group member, key): query head = kv · G + member.
    let q = q.reshape(&[bs, t, k, g, dh]);
    let scores = prec.dot(
        &q,
        &kk,
        &DotDims {
            lhs_batch: vec![0, 2],
            rhs_batch: vec![0, 2],
            lhs_contracting: vec![4],
            rhs_contracting: vec![3],
        },
    ) * (1.0 / (dh as f64).sqrt());
    let scores = match cfg.attn_softcap {
        Some(c) => (scores / c).tanh() * c,
        None => scores,
    };
    // 5. Mask, 6. softmax in the wide dtype and the weighted sum of values.
    let shape = [bs, k, t, g, t];
    let visible = visibility(docs, window).broadcast_in_dim(&shape, &[0, 2, 4]);
    let b = x.builder();
    let hidden = b.full(-1e30, prec.wide, &shape);
    let probs = nn::softmax(&visible.select(&scores, &hidden));
    let out = prec.dot(
        &probs,
        &v,
        &DotDims {
            lhs_batch: vec![0, 1],
            rhs_batch: vec![0, 2],
            lhs_contracting: vec![4],
            rhs_contracting: vec![1],
        },
    ); // [B, K, T, G, D]
    let heads = out.transpose(&[0, 2, 1, 3, 4]).reshape(&[bs, t, h * dh]);
    Ok(prec.matmul(&heads, p.get("w_o")?))
}
