//! MTP: multi-token prediction with one shared block, `W_mtp` and the shared LM head.
//!
//! Depth k: `e_k = rmsnorm(wte[tokens shifted left by k])`,
//! `h_k = Block([rmsnorm(h_{k-1}) ; e_k] @ W_mtp)`, loss against `targets[t + k]`.
//! Choices (the same as the reference's): shifted-in positions past the row end read token 0
//! (they only feed masked positions, and attention is causal); position t counts iff
//! `t + k < T`, t and t + k are in the same segment, and both have `loss_mask != 0`; attention
//! in the MTP block is global.

use super::embed::{RMS_EPS, embed};
use super::head::{MaskedMean, head_cross_entropy};
use super::model::{BatchInputs, Ctx};
use super::moe::MoeStats;
use xla_hlo::nn::shift_left;
use xla_hlo::{DType, Tensor, nn};

/// The depth-k loss mask (i32 `[B, T]`).
pub fn mtp_mask(segment_ids: &Tensor, loss_mask: &Tensor, k: i64) -> Tensor {
    let b = segment_ids.builder();
    let dims = loss_mask.dims();
    let zero_i = b.scalar(0.0, DType::I32);
    let zeros = b.full(0.0, DType::I32, &dims);
    let seg_k = shift_left(segment_ids, 1, k, &zero_i);
    let lm_k = shift_left(loss_mask, 1, k, &zero_i);
    let keep = loss_mask
        .ne(&zeros)
        .and(&lm_k.ne(&zeros))
        .and(&seg_k.eq(segment_ids));
    keep.select(&b.full(1.0, DType::I32, &dims), &zeros)
}

/// One MTP depth `k` from the previous depth's hidden state `prev [B, T, d]`: returns `h_k`
/// and the depth's masked cross-entropy. `block` runs the shared MTP block (pre-norm residual layers).
#[allow(clippy::too_many_arguments)]
pub(crate) fn mtp_depth(
    prev: &Tensor,
    k: i64,
    wte: &Tensor,
    w_proj: &Tensor,
    lm_head: &Tensor,
    batch: &BatchInputs,
    ctx: &Ctx,
    block: impl Fn(Tensor, &mut Vec<MoeStats>) -> xla_hlo::Result<Tensor>,
    stats: &mut Vec<MoeStats>,
) -> xla_hlo::Result<(Tensor, MaskedMean)> {
    let prec = &ctx.prec;
    let zero_i = prev.builder().scalar(0.0, DType::I32);
    let e = embed(wte, &shift_left(&batch.tokens, 1, k, &zero_i), prec);
    let joined = Tensor::concat(&[&nn::rmsnorm(prev, RMS_EPS), &e], 2);
    let h = block(prec.matmul(&joined, w_proj), stats)?;
    let targets = shift_left(&batch.targets, 1, k, &zero_i);
    let mask = mtp_mask(&batch.segment_ids, &batch.loss_mask, k);
    let ce = head_cross_entropy(&h, lm_head, ctx.cfg.logit_softcap, prec, &targets, &mask);
    Ok((h, ce))
}
