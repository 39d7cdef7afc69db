//! MTP: multi-token prediction with one shared block and the shared LM head.
//!
//! For k = 1..K: `e_k = rmsnorm(wte[tokens shifted left by k])`,
//! `h_k = Block([rmsnorm(h_{k-1}) ; e_k] @ W_mtp)` (the first d inputs are the normalised hidden
//! state, the next d the embedding), logits from the shared head, loss against `targets[t + k]`.
//!
//! Choices made here: shifted-in positions past the row end read token 0 (they only feed
//! positions that are masked, and attention is causal, so the value never reaches a counted
//! loss); the depth-k mask keeps position t iff `t + k < T`, `t` and `t + k` lie in the same
//! document and both have `loss_mask != 0`, with the weight of the target it predicts,
//! `loss_mask[t + k]`; attention in the MTP block is global.

use super::model::{
    HostBatch, MoeStats, embed, head_logits, masked_cross_entropy, mean, run_stack,
};
use super::{Mat, Params, RefError, rmsnorm};
use crate::config::{AttnWindow, ModelConfig};

/// The depth-k loss weights of one row (a 0/1 mask for a 0/1 `loss_mask`).
pub fn mtp_mask(segments: &[i32], loss_mask: &[i32], k: usize) -> Vec<i32> {
    let t_len = segments.len();
    (0..t_len)
        .map(|t| {
            let keep = t + k < t_len
                && segments[t + k] == segments[t]
                && loss_mask[t] != 0
                && loss_mask[t + k] != 0;
            if keep { loss_mask[t + k] } else { 0 }
        })
        .collect()
}

/// `v[t + k]`, or `fill` past the end.
pub fn shift_left(v: &[i32], k: usize, fill: i32) -> Vec<i32> {
    (0..v.len())
        .map(|t| v.get(t + k).copied().unwrap_or(fill))
        .collect()
}

/// Mean loss of each MTP depth (empty when `mtp_depth == 0`); MoE statistics go to `stats`.
pub(crate) fn mtp_losses(
    cfg: &ModelConfig,
    params: &Params,
    batch: &HostBatch,
    h_main: &[Mat],
    stats: &mut MoeStats,
) -> Result<Vec<f64>, RefError> {
    if cfg.mtp_depth == 0 {
        return Ok(Vec::new());
    }
    let d = cfg.d_model;
    let w_proj = params.get("mtp.w_proj", &[2 * d, d])?;
    let layers: Vec<_> = cfg
        .mtp_sublayers()
        .into_iter()
        .enumerate()
        .map(|(j, kind)| {
            (
                format!("mtp.layers.{j}.{}", kind.param_segment()),
                kind,
                AttnWindow::Global,
            )
        })
        .collect();
    let mut prev: Vec<Mat> = h_main.to_vec();
    let mut losses = Vec::with_capacity(cfg.mtp_depth);
    for k in 1..=cfg.mtp_depth {
        let mut h: Vec<Mat> = Vec::with_capacity(batch.batch);
        for (r, hp) in prev.iter().enumerate() {
            let e = embed(&shift_left(batch.row(&batch.tokens, r), k, 0), params, cfg)?;
            let mut joined = Mat::zeros(batch.seq, 2 * d);
            for t in 0..batch.seq {
                let row = joined.row_mut(t);
                row[..d].copy_from_slice(&rmsnorm(hp.row(t)));
                row[d..].copy_from_slice(e.row(t));
            }
            h.push(joined.matmul(w_proj, d));
        }
        run_stack(&mut h, &layers, params, cfg, batch, stats)?;
        let (mut sum, mut count) = (0.0, 0.0);
        for (r, hr) in h.iter().enumerate() {
            let logits = head_logits(hr, params, cfg)?;
            let mask = mtp_mask(
                batch.row(&batch.segment_ids, r),
                batch.row(&batch.loss_mask, r),
                k,
            );
            let targets = shift_left(batch.row(&batch.targets, r), k, 0);
            let (s, c) = masked_cross_entropy(&logits, &targets, &mask);
            sum += s;
            count += c;
        }
        losses.push(mean(sum, count));
        prev = h;
    }
    Ok(losses)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::reference::model::forward;
    use crate::reference::model::tests::{batch, random_params, small_cfg};

    #[test]
    fn mask_drops_the_last_k_positions_of_each_document() {
        let segs = [1, 1, 1, 2, 2, 2, 2, 2];
        let lm = [1, 1, 1, 1, 1, 1, 0, 0];
        assert_eq!(mtp_mask(&segs, &lm, 1), vec![1, 1, 0, 1, 1, 0, 0, 0]);
        assert_eq!(mtp_mask(&segs, &lm, 2), vec![1, 0, 0, 1, 0, 0, 0, 0]);
    }

    #[test]
    fn shift_fills_past_the_end() {
        assert_eq!(shift_left(&[5, 6, 7], 2, 0), vec![7, 0, 0]);
    }

    #[test]
    fn depth_one_is_a_block_over_projected_inputs() {
        // Built again by hand: one depth, block "AE", then the shared head on row 1.
        let cfg = small_cfg(1);
        let p = random_params(&cfg, 3);
        let b = batch(&cfg, 0);
        let out = forward(&cfg, &p, &b).unwrap();
        let d = cfg.d_model;
        let w_proj = &p.tensors["mtp.w_proj"].data;
        let layers = vec![
            (
                "mtp.layers.0.attn".to_string(),
                crate::config::SublayerKind::Attention,
                AttnWindow::Global,
            ),
            (
                "mtp.layers.1.moe".to_string(),
                crate::config::SublayerKind::Moe,
                AttnWindow::Global,
            ),
        ];
        let mut rows = Vec::new();
        for r in 0..2 {
            let toks = shift_left(b.row(&b.tokens, r), 1, 0);
            let e = embed(&toks, &p, &cfg).unwrap();
            let mut x = Mat::zeros(b.seq, d);
            for t in 0..b.seq {
                let mut cat = rmsnorm(out.hidden[r].row(t));
                cat.extend_from_slice(e.row(t));
                for j in 0..d {
                    x.row_mut(t)[j] = (0..2 * d).map(|i| cat[i] * w_proj[i * d + j]).sum();
                }
            }
            rows.push(x);
        }
        let mut stats = MoeStats::default();
        run_stack(&mut rows, &layers, &p, &cfg, &b, &mut stats).unwrap();
        let (mut sum, mut count) = (0.0, 0.0);
        for (r, x) in rows.iter().enumerate() {
            let lg = head_logits(x, &p, &cfg).unwrap();
            let m = mtp_mask(b.row(&b.segment_ids, r), b.row(&b.loss_mask, r), 1);
            let (s, c) = masked_cross_entropy(&lg, &shift_left(b.row(&b.targets, r), 1, 0), &m);
            sum += s;
            count += c;
        }
        // Row 0: 4 + 6 positions; row 1: 8 (9 real, last one has no successor).
        assert_eq!(count, 18.0);
        assert!((out.mtp_losses[0] - sum / count).abs() < 1e-12);
    }

    #[test]
    fn lambda_zero_leaves_only_main_and_z() {
        let mut cfg = small_cfg(2);
        cfg.mtp_lambda = 0.0;
        let p = random_params(&cfg, 4);
        let out = forward(&cfg, &p, &batch(&cfg, 0)).unwrap();
        assert!((out.loss - out.main_loss - out.z_loss).abs() < 1e-15);
    }
}
