//! The LM head and the loss: `logits = c · tanh((rmsnorm(h) @ lm_head) / c)` in the wide dtype,
//! then the cross-entropy's mean over the positions weighted by `loss_mask` (a 0/1 mask, or
//! integer per-token weights: `Σ w·ce / Σ w`).

use super::context::{Precision, cast};
use super::embed::RMS_EPS;
use std::rc::Rc;
use xla_hlo::{DType, DotDims, ScanOptions, Tensor, nn};

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

/// A weighted mean kept as its parts, so means over several calls combine exactly (sum of sums
/// over sum of weights, not a mean of means). Both scalars are in the logits' dtype.
#[derive(Debug, Clone)]
pub struct MaskedMean {
    /// Sum of the per-position values times their weights.
    pub sum: Tensor,
    /// Sum of the weights (with a 0/1 mask: the positions counted).
    pub count: Tensor,
}

impl MaskedMean {
    /// `sum / count`; 0 when every weight is 0.
    pub fn mean(&self) -> Tensor {
        &self.sum / self.count.max(&self.count.scalar_like(1.0))
    }
}

/// `-log softmax(logits)[target]` weighted by `mask` (i32 `[B, T]`: 0/1, or integer weights),
/// as weighted sum and total weight ([`MaskedMean::mean`] is the loss). The same ops as
/// [`nn::cross_entropy`], so the same values.
pub fn masked_cross_entropy(logits: &Tensor, targets: &Tensor, mask: &Tensor) -> MaskedMean {
    masked_cross_entropy_given(logits, &nn::logsumexp(logits), targets, mask)
}

/// [`masked_cross_entropy`] given the log-sum-exp of the logits per position (`[B, T]`).
fn masked_cross_entropy_given(
    logits: &Tensor,
    lse: &Tensor,
    targets: &Tensor,
    mask: &Tensor,
) -> MaskedMean {
    let dt = logits.dtype();
    let m = weights(mask, dt);
    let vocab = logits.dims()[2];
    let ce = lse - (logits * nn::one_hot(targets, vocab, dt)).reduce_sum(&[2]);
    let count = m.reduce_sum(&[0, 1]);
    let sum = (ce * &m).reduce_sum(&[0, 1]);
    MaskedMean { sum, count }
}

/// `log Σ exp(z)` over the last axis of `[B, c, V]` logits softcapped to `|z| < cap`, shifted
/// by the constant `cap` rather than by each row's maximum, so the reduction needs no pass of
/// its own over `z` to find the maximum. No term `exp(z − cap) ≤ 1` can overflow, and the
/// largest is at least `exp(−2·cap)`, a normal f32 for `cap ≤ 40`; larger caps (not NAM's 15)
/// take the maximum's shift.
fn softcapped_logsumexp(z: &Tensor, cap: f64) -> Tensor {
    if cap > 40.0 {
        return nn::logsumexp(z);
    }
    (z - cap).exp().reduce_sum(&[2]).log() + cap
}

/// The i32 `mask [B, T]` as weights in `dt`: each position's integer weight, exactly (a 0/1
/// mask gives 0.0/1.0, the values a select of the mask gave before weights; integers up to 2^24
/// are exact in f32).
fn weights(mask: &Tensor, dt: DType) -> Tensor {
    mask.convert(dt)
}

/// [`masked_cross_entropy`] of [`logits`]`(h, lm_head, ..)`, computed over chunks of the
/// sequence so that at most [`HEAD_CHUNK_ELEMENTS`] logits per row exist at once, forward and
/// backward.
///
/// One loop over the chunks computes the loss and its gradient together (the fused
/// cross-entropy of Liger and others): each chunk's logits, their log-sum-exp
/// (`softcapped_logsumexp`, a constant shift), the running sum and count, and from the same
/// logits their cotangent `(softmax − onehot(target))·mask` straight into the two gradient
/// matmuls, `lm_head`'s summed over the chunks in the wide dtype. The sum carries a rule of its
/// own ([`Tensor::with_vjp`]) that scales those by the sum's cotangent (the gradient is linear
/// in it), so the backward pass neither recomputes the logits (one head matmul per token) nor
/// reads them again. A program that takes no gradient (eval) leaves the gradient's ops dead and
/// the compiler drops them. (PREDICTED nam12-dense v6e-8: the rule with a second loop that
/// recomputed the logits 191.7 → 188.5 ms, this loop 182.5 → 175.4 ms, the constant shift on top
/// → 170.2 ms; `docs/performance-log.md`, "Attention without layout copies (model v5)".) Values:
/// the loss is the unchunked loss up to f32 rounding
/// of the shift.
/// Per-chip memory of the head does not grow with `T · V`. Measured deviceless (libtpu 0.0.52,
/// v6e-8, data=8 FSDP, accumulate program, 2 rows of 4,096 tokens per chip, nam52 at depth 8),
/// the chunking took temporaries 15.75 → 14.41 GiB, peak 14.56 → 13.36 GiB. The chunk is the
/// longest divisor of `T` within the budget; when the whole sequence fits (small vocabularies,
/// short rows) this is exactly the unchunked loss, differentiated by autodiff.
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

/// The logits per row [`head_cross_entropy_within`] may hold at once for `model`: `[model]
/// loss_chunk` positions of the vocabulary when set, else [`HEAD_CHUNK_ELEMENTS`].
pub fn loss_chunk_elements(model: &crate::config::ModelConfig) -> i64 {
    model
        .loss_chunk
        .map_or(HEAD_CHUNK_ELEMENTS, |c| (c * model.vocab_size) as i64)
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
    let (t, vocab) = (h.dims()[1], lm_head.dims()[1]);
    let chunk = head_chunk_len(t, vocab, chunk_elements);
    if chunk == t {
        return masked_cross_entropy(&logits(h, lm_head, softcap, prec), targets, mask);
    }
    let chunks = Chunks { n: t / chunk };
    let b = h.builder();
    let zero = b.scalar(0.0, prec.wide);
    let dw = cast(&lm_head.zeros_like(), prec.wide);
    let (xs_h, xs_t, xs_m) = (chunks.split(h), chunks.split(targets), chunks.split(mask));
    // Autodiff never enters this loop (the sum carries its own rule), so it keeps nothing.
    let (totals, dh) = b.scan(
        &[&zero, &zero, &dw],
        &[&xs_h, &xs_t, &xs_m],
        ScanOptions::default(),
        |_, carry, x| {
            let (part, dh, dw) = chunk_loss(&x[0], lm_head, softcap, prec, &x[1], &x[2]);
            (
                vec![
                    &carry[0] + &part.sum,
                    &carry[1] + &part.count,
                    &carry[2] + &dw,
                ],
                vec![dh],
            )
        },
    );
    // The sum is linear in each chunk's cross-entropy gradient: the loop formed it for a
    // cotangent of 1, the rule scales it by the sum's.
    let rule = move |inputs: &[Tensor], _: &[Tensor], ct: &[Option<Tensor>]| {
        let Some(ct) = &ct[0] else {
            return Vec::new();
        };
        let [h, lm_head, dh, dw] = inputs else {
            unreachable!("the rule is tied to four inputs")
        };
        let scaled = |g: &Tensor| g * &ct.broadcast_in_dim(&g.dims(), &[]);
        vec![
            Some(cast(&scaled(&chunks.join(dh)), h.dtype())),
            Some(cast(&scaled(dw), lm_head.dtype())),
        ]
    };
    let sum = totals[0].with_vjp(&[h, lm_head, &dh[0], &totals[2]], Rc::new(rule));
    // The count depends on the mask alone; stopped, so autodiff does not enter the loop for it.
    MaskedMean {
        sum,
        count: totals[1].stop_gradient(),
    }
}

/// A sequence split into `n` equal chunks for a loop: `[B, T, ..]` ↔ `[n, B, T / n, ..]`.
#[derive(Debug, Clone, Copy)]
struct Chunks {
    n: i64,
}

impl Chunks {
    fn split(&self, x: &Tensor) -> Tensor {
        let d = x.dims();
        let mut dims = vec![d[0], self.n, d[1] / self.n];
        dims.extend_from_slice(&d[2..]);
        let mut perm: Vec<i64> = (0..dims.len() as i64).collect();
        perm.swap(0, 1);
        x.reshape(&dims).transpose(&perm)
    }

    fn join(&self, xs: &Tensor) -> Tensor {
        let d = xs.dims();
        let mut perm: Vec<i64> = (0..d.len() as i64).collect();
        perm.swap(0, 1);
        let mut dims = vec![d[1], d[0] * d[2]];
        dims.extend_from_slice(&d[3..]);
        xs.transpose(&perm).reshape(&dims)
    }
}

/// One chunk's loss and its gradient: the masked cross-entropy of `h [B, c, d]` (sum and
/// count), and for a cotangent of 1 on the sum, `h`'s cotangent and `lm_head`'s (`[d, V]`, both
/// in the wide dtype).
///
/// With `z = s·tanh(u / s)`, `u = rmsnorm(h) @ lm_head`: `dz = (softmax(z) − onehot)·mask`,
/// `du = dz·(1 − (z/s)²)`; the matmuls take `du` in the compute dtype, as autodiff's would.
fn chunk_loss(
    h: &Tensor,
    lm_head: &Tensor,
    softcap: f64,
    prec: &Precision,
    targets: &Tensor,
    mask: &Tensor,
) -> (MaskedMean, Tensor, Tensor) {
    let [bs, c, _] = h.dims()[..] else {
        unreachable!("h is [B, c, d]")
    };
    let vocab = lm_head.dims()[1];
    let inv_rms = nn::inv_rms(h, RMS_EPS);
    let normed = h * &inv_rms;
    let capped = (prec.matmul(&normed, lm_head) / softcap).tanh();
    let z = &capped * softcap;
    let lse = softcapped_logsumexp(&z, softcap);
    let part = masked_cross_entropy_given(&z, &lse, targets, mask);
    let probs = (z - lse.reshape(&[bs, c, 1])).exp();
    let dz = (probs - nn::one_hot(targets, vocab, prec.wide))
        * weights(mask, prec.wide).reshape(&[bs, c, 1]);
    let du = cast(&(dz * (-(&capped * &capped) + 1.0)), prec.compute);
    let d_normed = prec.dot(
        &du,
        lm_head,
        &DotDims {
            lhs_contracting: vec![2],
            rhs_contracting: vec![1],
            ..Default::default()
        },
    );
    let d_lm_head = cast(&normed, prec.compute).dot_general_to(
        &du,
        &DotDims {
            lhs_contracting: vec![0, 1],
            rhs_contracting: vec![0, 1],
            ..Default::default()
        },
        prec.wide,
    );
    (part, nn::rmsnorm_vjp(h, &inv_rms, &d_normed), d_lm_head)
}

/// Positions per chunk of [`head_cross_entropy_within`]: the longest divisor of `t` whose logits
/// per row (`chunk · vocab`) stay within `budget` (at least 1).
fn head_chunk_len(t: i64, vocab: i64, budget: i64) -> i64 {
    (1..=t)
        .rev()
        .find(|c| t % c == 0 && c * vocab <= budget)
        .unwrap_or(1)
}
