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

/// A masked mean kept as its parts, so means over several calls combine exactly (sum of sums
/// over sum of counts, not a mean of means). Both scalars are in the logits' dtype.
#[derive(Debug, Clone)]
pub struct MaskedMean {
    /// Sum of the per-position values where the mask counts.
    pub sum: Tensor,
    /// Positions where the mask counts.
    pub count: Tensor,
}

impl MaskedMean {
    /// `sum / count`; 0 when no position counts.
    pub fn mean(&self) -> Tensor {
        &self.sum / self.count.max(&self.count.scalar_like(1.0))
    }
}

/// `-log softmax(logits)[target]` over positions where `mask` (i32 `[B, T]`) is non-zero, as
/// sum and count ([`MaskedMean::mean`] is the loss).
pub fn masked_cross_entropy(logits: &Tensor, targets: &Tensor, mask: &Tensor) -> MaskedMean {
    let dt = logits.dtype();
    let b = logits.builder();
    let dims = mask.dims();
    let m = mask
        .ne(&b.full(0.0, DType::I32, &dims))
        .select(&b.full(1.0, dt, &dims), &b.full(0.0, dt, &dims));
    let ce = nn::cross_entropy(logits, targets);
    let count = m.reduce_sum(&[0, 1]);
    MaskedMean {
        sum: (ce * &m).reduce_sum(&[0, 1]),
        count,
    }
}
