//! The whole model: embedding, sublayer stack, final norm, softcapped head, masked loss.

use super::attention::attention;
use super::ffn::ffn;
use super::m2rnn::m2rnn;
use super::mamba::mamba;
use super::moe::moe_group;
use super::mtp::mtp_losses;
use super::{Mat, Params, RefError, logsumexp, rmsnorm, rmsnorm_rows, softcap};
use crate::config::{AttnWindow, ModelConfig, SublayerKind};

/// One batch in the data contract's layout: `[batch, seq]` row-major int32 arrays.
#[derive(Debug, Clone, PartialEq)]
pub struct HostBatch {
    /// Rows B.
    pub batch: usize,
    /// Positions per row T.
    pub seq: usize,
    /// Input token ids.
    pub tokens: Vec<i32>,
    /// Next-token targets.
    pub targets: Vec<i32>,
    /// Document id of each position.
    pub segment_ids: Vec<i32>,
    /// Each target's loss weight: 1 where it counts, 0 for padding (or any integer weight ≥ 0;
    /// the loss is the weighted mean).
    pub loss_mask: Vec<i32>,
}

impl HostBatch {
    /// Row `r` of one of the arrays.
    pub fn row<'a>(&self, data: &'a [i32], r: usize) -> &'a [i32] {
        &data[r * self.seq..(r + 1) * self.seq]
    }

    fn check(&self, cfg: &ModelConfig) -> Result<(), RefError> {
        let n = self.batch * self.seq;
        for (name, len) in [
            ("tokens", self.tokens.len()),
            ("targets", self.targets.len()),
            ("segment_ids", self.segment_ids.len()),
            ("loss_mask", self.loss_mask.len()),
        ] {
            if len != n {
                return Err(RefError::Batch(format!(
                    "{name} has {len} entries, expected batch {} × seq {} = {n}",
                    self.batch, self.seq
                )));
            }
        }
        let v = cfg.vocab_size as i32;
        if let Some(t) = self.tokens.iter().find(|&&t| t < 0 || t >= v) {
            return Err(RefError::Batch(format!(
                "token id {t} is outside the vocabulary 0..{v}"
            )));
        }
        let bad_target = self
            .targets
            .iter()
            .zip(&self.loss_mask)
            .find(|&(&t, &m)| m != 0 && (t < 0 || t >= v));
        if let Some((t, _)) = bad_target {
            return Err(RefError::Batch(format!(
                "target id {t} is outside the vocabulary 0..{v}"
            )));
        }
        Ok(())
    }
}

/// Everything the reference computes for a batch.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelOutput {
    /// Training objective: `main + mtp_lambda · Σ α_k mtp_k + z_loss`.
    pub loss: f64,
    /// Mean cross-entropy of the main head over the positions, weighted by `loss_mask`.
    pub main_loss: f64,
    /// Mean cross-entropy of each MTP depth k = 1..K over its own mask.
    pub mtp_losses: Vec<f64>,
    /// Sum over MoE sublayer applications of `z_coef · mean(logsumexp(router logits)²)`.
    pub z_loss: f64,
    /// Per MoE sublayer application (by parameter prefix): fraction of routed slots per expert.
    pub expert_load: Vec<(String, Vec<f64>)>,
    /// Per MoE sublayer application: fraction of routed slots dropped by capacity.
    pub dropped_fraction: Vec<(String, f64)>,
    /// Final hidden state of the main stack per row, `[T, d]` (before the final norm).
    pub hidden: Vec<Mat>,
    /// Softcapped main-head logits per row, `[T, V]`.
    pub logits: Vec<Mat>,
}

/// MoE statistics gathered while running stacks.
#[derive(Debug, Default)]
pub(crate) struct MoeStats {
    pub(crate) load: Vec<(String, Vec<f64>)>,
    pub(crate) dropped: Vec<(String, f64)>,
    pub(crate) z_loss: f64,
}

/// A per-row sublayer: normalised input and segment ids to output.
type RowFn<'a> = dyn Fn(&Mat, &[i32]) -> Result<Mat, RefError> + 'a;

/// Runs pre-norm residual sublayers over every row: `h = h + Sublayer(rmsnorm(h))`.
pub(crate) fn run_stack(
    h: &mut [Mat],
    layers: &[(String, SublayerKind, AttnWindow)],
    params: &Params,
    cfg: &ModelConfig,
    batch: &HostBatch,
    stats: &mut MoeStats,
) -> Result<(), RefError> {
    for (prefix, kind, window) in layers {
        let normed: Vec<Mat> = h.iter().map(rmsnorm_rows).collect();
        let per_row = |f: &RowFn| {
            normed
                .iter()
                .enumerate()
                .map(|(r, x)| f(x, batch.row(&batch.segment_ids, r)))
                .collect::<Result<Vec<Mat>, RefError>>()
        };
        let outs = match kind {
            SublayerKind::Moe => moe_rows(&normed, params, prefix, cfg, stats)?,
            SublayerKind::Attention => {
                per_row(&|x, segs| attention(x, params, prefix, cfg, *window, segs))?
            }
            SublayerKind::Ffn => {
                per_row(&|x, _| ffn(x, params, prefix, cfg.activation, cfg.ffn_hidden()))?
            }
            SublayerKind::Mamba => per_row(&|x, segs| mamba(x, params, prefix, cfg, segs))?,
            SublayerKind::M2rnn => per_row(&|x, segs| m2rnn(x, params, prefix, cfg, segs))?,
        };
        for (hr, o) in h.iter_mut().zip(outs) {
            *hr = hr.add(&o);
        }
    }
    Ok(())
}

/// MoE over all rows: tokens in batch order are cut into routing groups of `routing_group`.
fn moe_rows(
    normed: &[Mat],
    params: &Params,
    prefix: &str,
    cfg: &ModelConfig,
    stats: &mut MoeStats,
) -> Result<Vec<Mat>, RefError> {
    let (t, d, n, k) = (normed[0].rows, cfg.d_model, cfg.n_routed(), cfg.top_k());
    let all = Mat::from_vec(
        normed.len() * t,
        d,
        normed.iter().flat_map(|m| m.data.iter().copied()).collect(),
    );
    let g = cfg.routing_group();
    if !all.rows.is_multiple_of(g) {
        return Err(RefError::Batch(format!(
            "routing_group {g} does not divide the batch's {} tokens",
            all.rows
        )));
    }
    let mut out = Mat::zeros(all.rows, d);
    let (mut chosen, mut dropped, mut lse_sq) = (vec![0usize; n], 0usize, 0.0);
    for start in (0..all.rows).step_by(g) {
        let group = Mat::from_vec(g, d, all.data[start * d..(start + g) * d].to_vec());
        let r = moe_group(&group, params, prefix, cfg)?;
        out.data[start * d..(start + g) * d].copy_from_slice(&r.out.data);
        chosen.iter_mut().zip(&r.chosen).for_each(|(a, b)| *a += b);
        dropped += r.dropped;
        lse_sq += r.lse_sq_sum;
    }
    let slots = (all.rows * k) as f64;
    stats.load.push((
        prefix.to_string(),
        chosen.iter().map(|&c| c as f64 / slots).collect(),
    ));
    stats
        .dropped
        .push((prefix.to_string(), dropped as f64 / slots));
    stats.z_loss += cfg.z_coef * lse_sq / all.rows as f64;
    Ok((0..normed.len())
        .map(|r| Mat::from_vec(t, d, out.data[r * t * d..(r + 1) * t * d].to_vec()))
        .collect())
}

/// `rmsnorm(wte[tokens])` for one row.
pub fn embed(tokens: &[i32], params: &Params, cfg: &ModelConfig) -> Result<Mat, RefError> {
    let d = cfg.d_model;
    let wte = params.get("wte", &[cfg.vocab_size, d])?;
    let mut out = Mat::zeros(tokens.len(), d);
    for (t, &tok) in tokens.iter().enumerate() {
        let tok = tok as usize;
        out.row_mut(t)
            .copy_from_slice(&rmsnorm(&wte[tok * d..(tok + 1) * d]));
    }
    Ok(out)
}

/// `c · tanh((rmsnorm(h) @ lm_head) / c)` for one row.
pub fn head_logits(h: &Mat, params: &Params, cfg: &ModelConfig) -> Result<Mat, RefError> {
    let lm_head = params.get("lm_head", &[cfg.d_model, cfg.vocab_size])?;
    let mut logits = rmsnorm_rows(h).matmul(lm_head, cfg.vocab_size);
    logits
        .data
        .iter_mut()
        .for_each(|v| *v = softcap(*v, cfg.logit_softcap));
    Ok(logits)
}

/// Sum of `-log softmax(logits)[target]` weighted by `mask` (0/1, or integer weights), and the
/// total weight (with a 0/1 mask: the positions counted).
pub fn masked_cross_entropy(logits: &Mat, targets: &[i32], mask: &[i32]) -> (f64, f64) {
    let mut sum = 0.0;
    let mut weight = 0.0;
    for t in 0..logits.rows {
        if mask[t] == 0 {
            continue;
        }
        let row = logits.row(t);
        let w = f64::from(mask[t]);
        sum += w * (logsumexp(row) - row[targets[t] as usize]);
        weight += w;
    }
    (sum, weight)
}

/// Mean of a (weighted sum, total weight) pair; 0 when nothing is counted.
pub(crate) fn mean(sum: f64, weight: f64) -> f64 {
    if weight == 0.0 { 0.0 } else { sum / weight }
}

/// The main stack's layer list: `(prefix, kind, window)` per sublayer.
pub(crate) fn main_layers(cfg: &ModelConfig) -> Vec<(String, SublayerKind, AttnWindow)> {
    cfg.sublayers()
        .into_iter()
        .zip(cfg.attention_windows())
        .enumerate()
        .map(|(i, (kind, w))| {
            (
                format!("layers.{i}.{}", kind.param_segment()),
                kind,
                w.unwrap_or(AttnWindow::Global),
            )
        })
        .collect()
}

/// Runs the whole model on a batch and returns every loss and metric.
pub fn forward(
    cfg: &ModelConfig,
    params: &Params,
    batch: &HostBatch,
) -> Result<ModelOutput, RefError> {
    batch.check(cfg)?;
    let mut stats = MoeStats::default();
    let mut h: Vec<Mat> = (0..batch.batch)
        .map(|r| embed(batch.row(&batch.tokens, r), params, cfg))
        .collect::<Result<_, _>>()?;
    run_stack(&mut h, &main_layers(cfg), params, cfg, batch, &mut stats)?;

    let mut logits = Vec::with_capacity(batch.batch);
    let (mut sum, mut count) = (0.0, 0.0);
    for (r, hr) in h.iter().enumerate() {
        let lg = head_logits(hr, params, cfg)?;
        let (s, c) = masked_cross_entropy(
            &lg,
            batch.row(&batch.targets, r),
            batch.row(&batch.loss_mask, r),
        );
        sum += s;
        count += c;
        logits.push(lg);
    }
    let main_loss = mean(sum, count);
    let mtp = mtp_losses(cfg, params, batch, &h, &mut stats)?;
    let weighted: f64 = cfg.mtp_weights().iter().zip(&mtp).map(|(a, l)| a * l).sum();
    Ok(ModelOutput {
        loss: main_loss + cfg.mtp_lambda * weighted + stats.z_loss,
        main_loss,
        mtp_losses: mtp,
        z_loss: stats.z_loss,
        expert_load: stats.load,
        dropped_fraction: stats.dropped,
        hidden: h,
        logits,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::config::NamConfig;
    use crate::init::init;

    /// A small hybrid with every block kind and MTP; capacity N/k so nothing drops.
    pub(crate) fn small_cfg(mtp_depth: usize) -> ModelConfig {
        NamConfig::from_toml_str(&format!(
            "[model]\ndepth = 5\npattern = \"AEMRF\"\nd_model = 16\nvocab_size = 32\nseq_len = 12\n\
             n_head = 2\nn_kv_head = 1\nhead_dim = 8\nwindow_pattern = \"L\"\nwindow = 4\n\
             attn_softcap = 20.0\nffn_hidden = 24\nn_routed = 4\ntop_k = 2\nn_shared = 1\n\
             expert_hidden = 8\ncapacity_factor = 2.0\nz_coef = 0.001\nssm_state = 4\n\
             ssm_head_dim = 8\nchunk = 4\nr_heads = 2\nr_k_head = 4\nr_v_head = 4\n\
             mtp_depth = {mtp_depth}\nmtp_pattern = \"AE\"\n"
        ))
        .unwrap()
        .model
    }

    /// Random (not init-scheme) weights so every path carries signal.
    pub(crate) fn random_params(cfg: &ModelConfig, seed: u64) -> Params {
        let mut p = Params::from_init(init(cfg, seed));
        let mut s = seed.wrapping_add(99);
        for (name, t) in p.tensors.iter_mut() {
            if name.ends_with(".bias") || name.ends_with("A_log") || name.ends_with("dt_bias") {
                continue;
            }
            let scale = if t.shape.len() >= 2 {
                1.0 / (t.shape[t.shape.len() - 2] as f64).sqrt()
            } else {
                0.5
            };
            for v in &mut t.data {
                s = s
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                *v += scale * (((s >> 11) as f64 / (1u64 << 53) as f64) * 2.0 - 1.0);
            }
        }
        p
    }

    /// Two rows: row 0 holds documents 1 (5 tokens) and 2 (7 tokens); row 1 is one document
    /// followed by 3 padding positions.
    pub(crate) fn batch(cfg: &ModelConfig, salt: i32) -> HostBatch {
        let t = cfg.seq_len;
        let v = cfg.vocab_size as i32;
        let tokens: Vec<i32> = (0..2 * t as i32)
            .map(|i| (i * 7 + 3 + salt * (i < 5) as i32) % v)
            .collect();
        let targets: Vec<i32> = (0..2 * t as i32).map(|i| (i * 5 + 1) % v).collect();
        let mut segment_ids = vec![1; 5];
        segment_ids.extend(vec![2; 7]);
        segment_ids.extend(vec![1; 12]);
        let mut loss_mask = vec![1; 21];
        loss_mask.extend(vec![0; 3]);
        HostBatch {
            batch: 2,
            seq: t,
            tokens,
            targets,
            segment_ids,
            loss_mask,
        }
    }

    #[test]
    fn initial_loss_is_near_log_vocab() {
        // The LM head starts at std 1e-3, so logits are ~0 and the loss ~ ln V.
        let cfg = small_cfg(2);
        let p = Params::from_init(init(&cfg, 0));
        let out = forward(&cfg, &p, &batch(&cfg, 0)).unwrap();
        let ln_v = (cfg.vocab_size as f64).ln();
        assert!((out.main_loss - ln_v).abs() < 1e-2, "{}", out.main_loss);
        for l in &out.mtp_losses {
            assert!((l - ln_v).abs() < 1e-2, "{l}");
        }
    }

    #[test]
    fn cross_entropy_by_hand() {
        // Logits [0, ln 3] over 2 classes: p = [1/4, 3/4].
        let lg = Mat::from_vec(3, 2, vec![0.0, 3f64.ln(), 0.0, 3f64.ln(), 5.0, 5.0]);
        let (s, c) = masked_cross_entropy(&lg, &[1, 0, 1], &[1, 1, 0]);
        assert_eq!(c, 2.0);
        assert!((s - ((4.0f64 / 3.0).ln() + 4f64.ln())).abs() < 1e-14);
        // Weights 3 and 1: the first position counts three times.
        let (s, c) = masked_cross_entropy(&lg, &[1, 0, 1], &[3, 1, 0]);
        assert_eq!(c, 4.0);
        assert!((s - (3.0 * (4.0f64 / 3.0).ln() + 4f64.ln())).abs() < 1e-14);
    }

    #[test]
    fn loss_combines_main_mtp_and_z() {
        let cfg = small_cfg(2);
        let p = random_params(&cfg, 1);
        let out = forward(&cfg, &p, &batch(&cfg, 0)).unwrap();
        let w = cfg.mtp_weights();
        let want = out.main_loss
            + 0.3 * (w[0] * out.mtp_losses[0] + w[1] * out.mtp_losses[1])
            + out.z_loss;
        assert!((out.loss - want).abs() < 1e-12);
        assert!(out.z_loss > 0.0);
        // Two E applications in the main stack? One (layer 1) plus one per MTP depth.
        assert_eq!(out.expert_load.len(), 3);
        for (_, load) in &out.expert_load {
            assert!((load.iter().sum::<f64>() - 1.0).abs() < 1e-12);
        }
        assert!(out.dropped_fraction.iter().all(|(_, f)| *f == 0.0));
        assert!(
            out.logits
                .iter()
                .flat_map(|m| &m.data)
                .all(|v| v.abs() <= 15.0)
        );
    }

    #[test]
    fn changing_document_one_leaves_document_two_unchanged() {
        let cfg = small_cfg(2);
        let p = random_params(&cfg, 2);
        let a = forward(&cfg, &p, &batch(&cfg, 0)).unwrap();
        let b = forward(&cfg, &p, &batch(&cfg, 5)).unwrap();
        // Row 0 positions 5.. are document 2: bitwise equal hidden states and logits.
        assert_eq!(&a.hidden[0].data[5 * 16..], &b.hidden[0].data[5 * 16..]);
        assert_eq!(&a.logits[0].data[5 * 32..], &b.logits[0].data[5 * 32..]);
        assert_ne!(&a.hidden[0].data[..5 * 16], &b.hidden[0].data[..5 * 16]);
        assert_eq!(a.hidden[1], b.hidden[1]);
    }

    #[test]
    fn routing_groups_may_span_rows() {
        // Without drops routing is per token, so a two-row group changes nothing; with a tight
        // capacity the wider group drops a different number of slots than two one-row groups.
        let mut cfg = small_cfg(0);
        let p = random_params(&cfg, 6);
        let b = batch(&cfg, 0);
        let per_row = forward(&cfg, &p, &b).unwrap();
        cfg.routing_group = Some(2 * cfg.seq_len);
        let spanning = forward(&cfg, &p, &b).unwrap();
        for (x, y) in per_row.hidden.iter().zip(&spanning.hidden) {
            for (u, v) in x.data.iter().zip(&y.data) {
                assert!((u - v).abs() < 1e-12);
            }
        }
        // Capacity 0.75 · 24 · 2 / 4 = 9 per expert for one 24-token group; 0.75 · 12 · 2 / 4
        // = 4.5 -> 5 per expert and row for two groups: at most 18 vs 20 kept slots of 24 each.
        cfg.capacity_factor = 0.75;
        let wide = forward(&cfg, &p, &b).unwrap();
        let kept_wide = (1.0 - wide.dropped_fraction[0].1) * 48.0;
        assert!(kept_wide <= 36.0 + 1e-9, "{kept_wide}");
        cfg.routing_group = None;
        let narrow = forward(&cfg, &p, &b).unwrap();
        let kept_narrow = (1.0 - narrow.dropped_fraction[0].1) * 48.0;
        assert!(kept_narrow <= 40.0 + 1e-9, "{kept_narrow}");
        assert!(wide.dropped_fraction[0].1 > 0.0);
    }

    #[test]
    fn bad_batches_are_rejected_with_the_reason() {
        let cfg = small_cfg(0);
        let p = Params::from_init(init(&cfg, 0));
        let mut b = batch(&cfg, 0);
        b.tokens[3] = 32;
        assert_eq!(
            forward(&cfg, &p, &b).unwrap_err().to_string(),
            "bad batch: token id 32 is outside the vocabulary 0..32"
        );
        let mut b = batch(&cfg, 0);
        b.loss_mask.pop();
        assert!(
            forward(&cfg, &p, &b)
                .unwrap_err()
                .to_string()
                .contains("loss_mask has 23 entries")
        );
        let mut p2 = p.clone();
        p2.tensors.remove("layers.3.m2rnn.W");
        assert_eq!(
            forward(&cfg, &p2, &batch(&cfg, 0)).unwrap_err(),
            RefError::Missing("layers.3.m2rnn.W".into())
        );
    }
}
