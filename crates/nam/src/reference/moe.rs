//! E: mixture of experts with a sigmoid router, bias-based selection, capacity and a shared expert.

use super::ffn::FfnWeights;
use super::{Mat, Params, RefError, logsumexp, sigmoid};
use crate::config::ModelConfig;

/// Result of one routing group.
#[derive(Debug, Clone, PartialEq)]
pub struct MoeOutput {
    /// Sublayer output `[T_group, d]`.
    pub out: Mat,
    /// Selected expert indices per token, best first.
    pub selected: Vec<Vec<usize>>,
    /// Routing weights per token, aligned with `selected`.
    pub weights: Vec<Vec<f64>>,
    /// Slots per expert chosen by selection (before capacity drops).
    pub chosen: Vec<usize>,
    /// Slots dropped by capacity.
    pub dropped: usize,
    /// Sum over tokens of `logsumexp(router logits)²` (for the z-loss mean).
    pub lse_sq_sum: f64,
}

/// The indices of the `k` largest `values`, best first; ties go to the lower index.
pub fn top_k(values: &[f64], k: usize) -> Vec<usize> {
    let mut idx: Vec<usize> = (0..values.len()).collect();
    // Stable sort by descending value keeps equal values in ascending index order.
    idx.sort_by(|&a, &b| values[b].total_cmp(&values[a]));
    idx.truncate(k);
    idx
}

/// Expert capacity of a group: `ceil(capacity_factor · T_group · k / N)`.
pub fn capacity(cfg: &ModelConfig, group_tokens: usize) -> usize {
    (cfg.capacity_factor * group_tokens as f64 * cfg.top_k() as f64 / cfg.n_routed() as f64).ceil()
        as usize
}

/// The E sublayer on one routing group `x [T_group, d]` (normalised input, tokens in order).
pub fn moe_group(
    x: &Mat,
    params: &Params,
    prefix: &str,
    cfg: &ModelConfig,
) -> Result<MoeOutput, RefError> {
    let (d, n, k) = (cfg.d_model, cfg.n_routed(), cfg.top_k());
    let router = params.get(&format!("{prefix}.router"), &[d, n])?;
    let bias = params.get(&format!("{prefix}.bias"), &[n])?;
    let experts: Vec<FfnWeights> = (0..n)
        .map(|e| {
            FfnWeights::load(
                params,
                &format!("{prefix}.experts"),
                cfg.expert_activation,
                d,
                cfg.expert_hidden(),
                Some((e, n)),
            )
        })
        .collect::<Result<_, _>>()?;
    let shared = if cfg.n_shared == 1 {
        Some(FfnWeights::load(
            params,
            &format!("{prefix}.shared"),
            cfg.shared_activation,
            d,
            cfg.shared_hidden(),
            None,
        )?)
    } else {
        None
    };

    let logits = x.matmul(router, n);
    let cap = capacity(cfg, x.rows);
    let mut used = vec![0usize; n];
    let mut result = MoeOutput {
        out: Mat::zeros(x.rows, d),
        selected: Vec::new(),
        weights: Vec::new(),
        chosen: vec![0; n],
        dropped: 0,
        lse_sq_sum: 0.0,
    };
    for t in 0..x.rows {
        let lg = logits.row(t);
        result.lse_sq_sum += logsumexp(lg).powi(2);
        let scores: Vec<f64> = lg.iter().map(|&l| sigmoid(l)).collect();
        let biased: Vec<f64> = scores.iter().zip(bias).map(|(s, b)| s + b).collect();
        let sel = top_k(&biased, k);
        let total: f64 = sel.iter().map(|&e| scores[e]).sum();
        let w: Vec<f64> = sel
            .iter()
            .map(|&e| scores[e] / total * cfg.routed_scaling)
            .collect();
        let out = result.out.row_mut(t);
        for (&e, &we) in sel.iter().zip(&w) {
            result.chosen[e] += 1;
            if used[e] >= cap {
                result.dropped += 1;
                continue;
            }
            used[e] += 1;
            for (o, y) in out.iter_mut().zip(experts[e].apply(x.row(t))) {
                *o += we * y;
            }
        }
        if let Some(s) = &shared {
            for (o, y) in out.iter_mut().zip(s.apply(x.row(t))) {
                *o += y;
            }
        }
        result.selected.push(sel);
        result.weights.push(w);
    }
    Ok(result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::NamConfig;

    fn cfg(capacity_factor: f64, n_shared: usize) -> ModelConfig {
        NamConfig::from_toml_str(&format!(
            "[model]\ndepth = 1\npattern = \"E\"\nd_model = 2\nvocab_size = 8\nseq_len = 4\n\
             n_routed = 4\ntop_k = 2\nexpert_hidden = 1\nexpert_activation = \"relu2\"\n\
             shared_activation = \"relu2\"\nn_shared = {n_shared}\ncapacity_factor = {capacity_factor}\n\
             routed_scaling = 2.0\n"
        ))
        .unwrap()
        .model
    }

    /// Expert e outputs `[(e + 1) · relu(x0)², 0]`; the shared expert `[0, relu(x0)²]`.
    fn params(router: Vec<f64>, bias: Vec<f64>) -> Params {
        let mut p = Params::default();
        p.insert("m.router", &[2, 4], router);
        p.insert("m.bias", &[4], bias);
        let mut w_in = vec![0.0; 4 * 2];
        let mut w_out = vec![0.0; 4 * 2];
        for e in 0..4 {
            w_in[e * 2] = 1.0;
            w_out[e * 2] = (e + 1) as f64;
        }
        p.insert("m.experts.w_in", &[4, 2, 1], w_in);
        p.insert("m.experts.w_out", &[4, 1, 2], w_out);
        p.insert("m.shared.w_in", &[2, 1], vec![1.0, 0.0]);
        p.insert("m.shared.w_out", &[1, 2], vec![0.0, 1.0]);
        p
    }

    #[test]
    fn top_k_breaks_ties_to_lower_index() {
        assert_eq!(top_k(&[0.5, 0.7, 0.5, 0.7], 2), vec![1, 3]);
        assert_eq!(top_k(&[0.5, 0.5, 0.5, 0.5], 3), vec![0, 1, 2]);
        assert_eq!(top_k(&[0.1, 0.5, 0.5, 0.9], 2), vec![3, 1]);
    }

    #[test]
    fn equal_scores_select_the_lowest_experts_with_equal_weights() {
        // Zero router: every score is sigmoid(0) = 0.5; ties -> experts 0 and 1, weights
        // 0.5 / 1.0 × r = 1.0 each. x0 = 2: output (1 + 2) · 4 = 12, shared adds [0, 4].
        let p = params(vec![0.0; 8], vec![0.0; 4]);
        let r = moe_group(&Mat::from_vec(1, 2, vec![2.0, 0.0]), &p, "m", &cfg(2.0, 1)).unwrap();
        assert_eq!(r.selected, vec![vec![0, 1]]);
        assert_eq!(r.weights, vec![vec![1.0, 1.0]]);
        assert_eq!(r.out.data, vec![12.0, 4.0]);
        assert_eq!(r.chosen, vec![1, 1, 0, 0]);
    }

    #[test]
    fn bias_changes_selection_but_not_weights() {
        // Router column 3 gets logit x1; with x = [1, 1] scores are [0.5, 0.5, 0.5, s(1)].
        let mut router = vec![0.0; 8];
        router[4 + 3] = 1.0;
        let x = Mat::from_vec(1, 2, vec![1.0, 1.0]);
        let p = params(router.clone(), vec![0.0; 4]);
        let r = moe_group(&x, &p, "m", &cfg(2.0, 0)).unwrap();
        assert_eq!(r.selected, vec![vec![3, 0]]);
        // A bias of 0.3 on expert 2 (0.5 + 0.3 > sigmoid(1)) moves it to the front; the weights
        // still use the unbiased scores.
        let p = params(router, vec![0.0, 0.0, 0.3, 0.0]);
        let r = moe_group(&x, &p, "m", &cfg(2.0, 0)).unwrap();
        assert_eq!(r.selected, vec![vec![2, 3]]);
        let s = sigmoid(1.0);
        let want = [0.5 / (s + 0.5) * 2.0, s / (s + 0.5) * 2.0];
        for (a, b) in r.weights[0].iter().zip(want) {
            assert!((a - b).abs() < 1e-15);
        }
        // Output: expert 2 gives 3 · relu(x0)² = 3, expert 3 gives 4.
        assert!((r.out.data[0] - (want[0] * 3.0 + want[1] * 4.0)).abs() < 1e-14);
    }

    #[test]
    fn capacity_drops_later_tokens_first() {
        // 4 tokens, all route to experts 0 and 1. Capacity ceil(0.5 · 4 · 2 / 4) = 1: only token
        // 0 is served by each expert; tokens 1..3 lose both routed slots.
        let c = cfg(0.5, 0);
        assert_eq!(capacity(&c, 4), 1);
        let p = params(vec![0.0; 8], vec![0.0; 4]);
        let x = Mat::from_vec(4, 2, vec![1.0, 0.0, 2.0, 0.0, 3.0, 0.0, 4.0, 0.0]);
        let r = moe_group(&x, &p, "m", &c).unwrap();
        assert_eq!(r.out.data, vec![3.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
        assert_eq!(r.dropped, 6);
        assert_eq!(r.chosen, vec![4, 4, 0, 0]);
    }

    #[test]
    fn capacity_at_n_over_k_never_drops() {
        // capacity_factor = N / k = 2: capacity = T, so even a fully skewed router keeps all.
        let c = cfg(2.0, 0);
        assert_eq!(capacity(&c, 4), 4);
        let p = params(vec![0.0; 8], vec![0.0; 4]);
        let x = Mat::from_vec(4, 2, vec![1.0, 0.0, 2.0, 0.0, 3.0, 0.0, 4.0, 0.0]);
        let r = moe_group(&x, &p, "m", &c).unwrap();
        assert_eq!(r.dropped, 0);
        let want: Vec<f64> = [1.0, 4.0, 9.0, 16.0]
            .iter()
            .flat_map(|s| [3.0 * s, 0.0])
            .collect();
        assert_eq!(r.out.data, want);
    }

    #[test]
    fn z_loss_term_is_logsumexp_squared() {
        let p = params(vec![0.0; 8], vec![0.0; 4]);
        let r = moe_group(&Mat::from_vec(1, 2, vec![1.0, 0.0]), &p, "m", &cfg(2.0, 0)).unwrap();
        assert!((r.lse_sq_sum - 4f64.ln().powi(2)).abs() < 1e-14);
    }
}
