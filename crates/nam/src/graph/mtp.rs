//! MTP: multi-token prediction with one shared block, `W_mtp` and the shared LM head.
//!
//! Depth k: `e_k = rmsnorm(wte[tokens shifted left by k])`,
//! `h_k = Block([rmsnorm(h_{k-1}) ; e_k] @ W_mtp)`, loss against `targets[t + k]`.
//! Choices (the same as the reference's): shifted-in positions past the row end read token 0
//! (they only feed masked positions, and attention is causal); position t counts iff
//! `t + k < T`, t and t + k are in the same segment, and both have `loss_mask != 0`, with the
//! weight of the target it predicts, `loss_mask[t + k]`; attention in the MTP block is global.

use super::embed::{RMS_EPS, embed};
use super::head::{MaskedMean, head_cross_entropy_within, loss_chunk_elements};
use super::model::{BatchInputs, Ctx};
use super::moe::MoeStats;
use xla_hlo::nn::shift_left;
use xla_hlo::{DType, Tensor, nn};

/// The depth-k loss weights (i32 `[B, T]`): `loss_mask[t + k]` where position t counts, else 0
/// (a 0/1 `loss_mask` gives a 0/1 mask).
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
    keep.select(&lm_k, &zeros)
}

/// The weights the MTP depths read besides the shared block's: the token embedding, the
/// projection `mtp.w_proj` and the main LM head.
pub(crate) struct MtpWeights<'a> {
    pub wte: &'a Tensor,
    pub w_proj: &'a Tensor,
    pub lm_head: &'a Tensor,
}

/// MTP depths k = 1..K (`mtp_depth`) on the main stack's final hidden state `h`: each depth's
/// mean cross-entropy and its masked cross-entropy as sum and count. `block` runs the shared
/// MTP block (pre-norm residual layers).
pub(crate) fn mtp_losses(
    h: &Tensor,
    weights: &MtpWeights,
    batch: &BatchInputs,
    ctx: &Ctx,
    block: impl Fn(Tensor, &mut Vec<MoeStats>) -> xla_hlo::Result<Tensor>,
    stats: &mut Vec<MoeStats>,
) -> xla_hlo::Result<(Vec<Tensor>, Vec<MaskedMean>)> {
    let depth = ctx.cfg.mtp_depth;
    let mut mtp_losses = Vec::with_capacity(depth);
    let mut mtp_ce = Vec::with_capacity(depth);
    let mut prev = h.clone();
    for k in 1..=depth as i64 {
        let (hk, ce) = mtp_depth(&prev, k, weights, batch, ctx, &block, stats)?;
        mtp_losses.push(ce.mean());
        mtp_ce.push(ce);
        prev = hk;
    }
    Ok((mtp_losses, mtp_ce))
}

/// One MTP depth `k` from the previous depth's hidden state `prev [B, T, d]`: returns `h_k`
/// and the depth's masked cross-entropy. `block` runs the shared MTP block (pre-norm residual layers).
fn mtp_depth(
    prev: &Tensor,
    k: i64,
    weights: &MtpWeights,
    batch: &BatchInputs,
    ctx: &Ctx,
    block: impl Fn(Tensor, &mut Vec<MoeStats>) -> xla_hlo::Result<Tensor>,
    stats: &mut Vec<MoeStats>,
) -> xla_hlo::Result<(Tensor, MaskedMean)> {
    let prec = &ctx.prec;
    let zero_i = prev.builder().scalar(0.0, DType::I32);
    let e = embed(weights.wte, &shift_left(&batch.tokens, 1, k, &zero_i), prec);
    let joined = Tensor::concat(&[&nn::rmsnorm(prev, RMS_EPS), &e], 2);
    let h = block(prec.matmul(&joined, weights.w_proj), stats)?;
    let targets = shift_left(&batch.targets, 1, k, &zero_i);
    let mask = mtp_mask(&batch.segment_ids, &batch.loss_mask, k);
    let ce = head_cross_entropy_within(
        &h,
        weights.lm_head,
        ctx.cfg.logit_softcap,
        prec,
        &targets,
        &mask,
        loss_chunk_elements(ctx.cfg),
    );
    Ok((h, ce))
}
