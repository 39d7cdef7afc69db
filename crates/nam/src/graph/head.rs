//! The LM head and the loss: `logits = c · tanh((rmsnorm(h) @ lm_head) / c)` in the wide dtype,
//! then the mean cross-entropy over positions with `loss_mask != 0`.

use super::context::Precision;
use super::embed::RMS_EPS;
use xla_hlo::{DType, Tensor, nn};

/// Softcapped logits `[B, T, V]` of the final hidden state `h [B, T, d]`.
pub fn logits(h: &Tensor, lm_head: &Tensor, softcap: f64, prec: &Precision) -> Tensor {
    let raw = prec.matmul(&nn::rmsnorm(h, RMS_EPS), lm_head);
    (raw / softcap).tanh() * softcap
}

/// Mean of `-log softmax(logits)[target]` over positions where `mask` (i32 `[B, T]`) is
/// non-zero; 0 when no position counts.
pub fn masked_cross_entropy(logits: &Tensor, targets: &Tensor, mask: &Tensor) -> Tensor {
    let dt = logits.dtype();
    let b = logits.builder();
    let dims = mask.dims();
    let m = mask
        .ne(&b.full(0.0, DType::I32, &dims))
        .select(&b.full(1.0, dt, &dims), &b.full(0.0, dt, &dims));
    let ce = nn::cross_entropy(logits, targets);
    let count = m.reduce_sum(&[0, 1]);
    (ce * &m).reduce_sum(&[0, 1]) / count.max(&b.scalar(1.0, dt))
}
