//! The LM head and the loss: `logits = c · tanh((rmsnorm(h) @ lm_head) / c)` in the wide dtype,
//! then the mean cross-entropy over positions with `loss_mask != 0`.

use super::context::Precision;
use super::embed::RMS_EPS;
use xla_hlo::{DType, ScanOptions, Tensor, nn};

/// Most logits elements per row that [`head_cross_entropy`] materialises at once (2^25: 128 MiB
/// of f32 per row, 512 positions of a 65,536-token vocabulary).
pub const HEAD_CHUNK_ELEMENTS: i64 = 1 << 25;

/// Softcapped logits `[B, T, V]` of the final hidden state `h [B, T, d]`.
///
/// Whole-sequence logits are `B·T·V` wide-dtype elements: for nam52 (V = 65,536, T = 4,096)
/// 1 GiB of f32 per row, and the backward pass holds several such buffers (logits, softmax,
/// their cotangents) per head, main and MTP. The training losses therefore go through
/// [`head_cross_entropy`], which never holds more than [`HEAD_CHUNK_ELEMENTS`] per row.
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

/// [`masked_cross_entropy`] of [`logits`]`(h, lm_head, ..)`, computed over chunks of the
/// sequence so that at most [`HEAD_CHUNK_ELEMENTS`] logits per row exist at once, forward and
/// backward.
///
/// The chunks are the iterations of a rematerialised scan (only the running sum and count are
/// kept per chunk; the backward pass recomputes each chunk's logits, one more head matmul per
/// token), so per-chip memory of the head no longer grows with `T · V`. Measured deviceless
/// (libtpu 0.0.52, v6e-8, data=8 FSDP, accumulate program, 2 rows of 4,096 tokens per chip,
/// nam52 at depth 8): temporaries 15.75 → 14.41 GiB, peak 14.56 → 13.36 GiB. What remains is
/// mostly XLA attention's `[rows, heads, T, T]` f32 scores (1 GiB per row at 16 heads × 4,096²),
/// see `train::plan`. The chunk is the longest divisor of `T` within the budget; when the whole
/// sequence fits (small vocabularies, short rows) this is exactly the unchunked loss.
pub fn head_cross_entropy(
    h: &Tensor,
    lm_head: &Tensor,
    softcap: f64,
    prec: &Precision,
    targets: &Tensor,
    mask: &Tensor,
) -> MaskedMean {
    head_cross_entropy_within(
        h,
        lm_head,
        softcap,
        prec,
        targets,
        mask,
        HEAD_CHUNK_ELEMENTS,
    )
}

/// [`head_cross_entropy`] with at most `chunk_elements` logits per row at once (instead of
/// [`HEAD_CHUNK_ELEMENTS`]).
pub fn head_cross_entropy_within(
    h: &Tensor,
    lm_head: &Tensor,
    softcap: f64,
    prec: &Precision,
    targets: &Tensor,
    mask: &Tensor,
    chunk_elements: i64,
) -> MaskedMean {
    let (hd, vocab) = (h.dims(), lm_head.dims()[1]);
    let (rows, t, d) = (hd[0], hd[1], hd[2]);
    let chunk = head_chunk_len(t, vocab, chunk_elements);
    if chunk == t {
        return masked_cross_entropy(&logits(h, lm_head, softcap, prec), targets, mask);
    }
    let n = t / chunk;
    let by_chunk = |x: &Tensor, tail: &[i64]| {
        let mut dims = vec![rows, n, chunk];
        dims.extend_from_slice(tail);
        let mut perm: Vec<i64> = (0..dims.len() as i64).collect();
        perm.swap(0, 1);
        x.reshape(&dims).transpose(&perm)
    };
    let (hs, ts, ms) = (
        by_chunk(h, &[d]),
        by_chunk(targets, &[]),
        by_chunk(mask, &[]),
    );
    let b = h.builder();
    let zero = b.scalar(0.0, prec.wide);
    let options = ScanOptions {
        remat: true,
        ..ScanOptions::default()
    };
    let (totals, _) = b.scan(&[&zero, &zero], &[&hs, &ts, &ms], options, |_, carry, x| {
        let part = masked_cross_entropy(&logits(&x[0], lm_head, softcap, prec), &x[1], &x[2]);
        (vec![&carry[0] + &part.sum, &carry[1] + &part.count], vec![])
    });
    MaskedMean {
        sum: totals[0].clone(),
        count: totals[1].clone(),
    }
}

/// Positions per chunk of [`head_cross_entropy_within`]: the longest divisor of `t` whose logits
/// per row (`chunk · vocab`) stay within `budget` (at least 1).
fn head_chunk_len(t: i64, vocab: i64, budget: i64) -> i64 {
    (1..=t)
        .rev()
        .find(|c| t % c == 0 && c * vocab <= budget)
        .unwrap_or(1)
}
