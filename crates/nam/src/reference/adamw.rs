//! AdamW in f64 with bias correction and decoupled weight decay.

use crate::config::OptimizerConfig;

/// One AdamW step (`step` counts from 1) on `param` with moment buffers `m`, `v` (zeros at the
/// start): `m = β1 m + (1-β1) g`, `v = β2 v + (1-β2) g²`,
/// `w = w (1 - lr wd) - lr (m / (1-β1^step)) / (sqrt(v / (1-β2^step)) + eps)`.
pub fn adamw_step(
    param: &mut [f64],
    grad: &[f64],
    m: &mut [f64],
    v: &mut [f64],
    step: u64,
    cfg: &OptimizerConfig,
    lr: f64,
) {
    let (b1, b2) = (cfg.adamw_beta1, cfg.adamw_beta2);
    let c1 = 1.0 - b1.powi(step as i32);
    let c2 = 1.0 - b2.powi(step as i32);
    let decay = 1.0 - lr * cfg.adamw_weight_decay;
    for i in 0..param.len() {
        m[i] = b1 * m[i] + (1.0 - b1) * grad[i];
        v[i] = b2 * v[i] + (1.0 - b2) * grad[i] * grad[i];
        let update = (m[i] / c1) / ((v[i] / c2).sqrt() + cfg.adamw_eps);
        param[i] = param[i] * decay - lr * update;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::NamConfig;

    fn opt() -> OptimizerConfig {
        NamConfig::from_toml_str("[model]\ndepth = 1\npattern = \"M\"\nd_model = 4\nvocab_size = 4\nseq_len = 4\nchunk = 4\nssm_head_dim = 4\n")
            .unwrap()
            .optimizer
    }

    #[test]
    fn first_step_moves_by_lr_times_sign() {
        // Bias correction makes m̂ = g and v̂ = g², so the step is lr · g / (|g| + eps).
        let cfg = opt();
        let (mut w, mut m, mut v) = (vec![1.0, 1.0], vec![0.0; 2], vec![0.0; 2]);
        adamw_step(&mut w, &[3.0, -0.002], &mut m, &mut v, 1, &cfg, 0.01);
        assert!((w[0] - 0.99).abs() < 1e-12);
        assert!((w[1] - 1.01).abs() < 1e-9);
    }

    #[test]
    fn second_step_by_hand() {
        // g1 = 1, g2 = -1 with β (0.8, 0.95): m = -0.04, v = 0.0975;
        // m̂ = -0.04 / 0.36, v̂ = 0.0975 / 0.0975 = 1 -> update -0.1111...
        let mut cfg = opt();
        cfg.adamw_weight_decay = 0.1;
        let (mut w, mut m, mut v) = (vec![2.0], vec![0.0], vec![0.0]);
        adamw_step(&mut w, &[1.0], &mut m, &mut v, 1, &cfg, 0.1);
        let after1 = 2.0 * (1.0 - 0.01) - 0.1 * 1.0 / (1.0 + 1e-10);
        assert!((w[0] - after1).abs() < 1e-12);
        adamw_step(&mut w, &[-1.0], &mut m, &mut v, 2, &cfg, 0.1);
        assert!((m[0] + 0.04).abs() < 1e-15 && (v[0] - 0.0975).abs() < 1e-15);
        let want = after1 * 0.99 - 0.1 * (-0.04 / 0.36) / (1.0 + 1e-10);
        assert!((w[0] - want).abs() < 1e-12);
    }
}
