//! Optimizer constants and scalar rules shared by the in-graph optimizers and the host reference.
//!
//! Muon (`docs/model.md#muon`): momentum with Nesterov, the update orthogonalised by `muon_ns_steps` (default 5)
//! quintic Newton-Schulz iterations on `X / (‖X‖_F + NS_EPS)`, scaled by [`muon_scale`], with
//! decoupled weight decay. Stacked tensors (`[N, rows, cols]` experts, `[Hr, dv, dv]` M2RNN
//! transitions) are orthogonalised slice by slice.
//!
//! Momentum form: `buf = μ · buf + g`, update direction `g + μ · buf` (Nesterov) or `buf`. The
//! other common form (`buf = μ buf + (1 - μ) g`, `lerp`) differs only by the factor `1 - μ`,
//! which the Frobenius normalisation removes, so both give the same step up to `NS_EPS`.
//!
//! `rows / cols` in [`muon_scale`] are the stored matrix's rows and columns. Our matrices are
//! stored `[fan_in, fan_out]` (`x @ W`), so the boost goes to tall matrices such as `w_out`
//! `[f, d]`; `docs/model.md#muon` states the rule on the stored shape and this follows it literally.

/// Quintic Newton-Schulz coefficients `(a, b, c)`: `X ← a X + b (X Xᵀ) X + c (X Xᵀ)² X`.
pub const NS_COEFFS: (f64, f64, f64) = (3.4445, -4.7750, 2.0315);

/// Added to the Frobenius norm before normalising the Newton-Schulz input.
pub const NS_EPS: f64 = 1e-7;

/// Muon's update scale for a stored `[rows, cols]` matrix: `sqrt(max(1, rows / cols))`.
pub fn muon_scale(rows: usize, cols: usize) -> f64 {
    (rows as f64 / cols as f64).max(1.0).sqrt()
}

/// Factor applied to every gradient for global-norm clipping: `clip / norm` when
/// `clip > 0` and `norm > clip`, else 1.
pub fn clip_factor(global_norm: f64, clip: f64) -> f64 {
    if clip > 0.0 && global_norm > clip {
        clip / global_norm
    } else {
        1.0
    }
}

/// Aux-loss-free MoE balancing after an optimizer step:
/// `bias_e += rate · sign(mean_load - load_e)`, with `load_e` the fraction of the step's routed
/// slots that chose expert `e` (before capacity drops) and `mean_load = 1 / N`.
pub fn moe_bias_update(bias: &mut [f64], load: &[f64], rate: f64) {
    let mean = 1.0 / load.len() as f64;
    for (b, &l) in bias.iter_mut().zip(load) {
        let diff = mean - l;
        let sign = if diff > 0.0 {
            1.0
        } else if diff < 0.0 {
            -1.0
        } else {
            0.0
        };
        *b += rate * sign;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scale_boosts_only_tall_matrices() {
        assert_eq!(muon_scale(3072, 768), 2.0);
        assert_eq!(muon_scale(768, 3072), 1.0);
        assert_eq!(muon_scale(16, 16), 1.0);
    }

    #[test]
    fn clip_only_shrinks() {
        assert_eq!(clip_factor(2.0, 1.0), 0.5);
        assert_eq!(clip_factor(0.5, 1.0), 1.0);
        assert_eq!(clip_factor(10.0, 0.0), 1.0);
    }

    #[test]
    fn bias_moves_toward_balance() {
        let mut bias = vec![0.0; 4];
        moe_bias_update(&mut bias, &[0.5, 0.25, 0.25, 0.0], 0.01);
        assert_eq!(bias, vec![-0.01, 0.0, 0.0, 0.01]);
    }
}
