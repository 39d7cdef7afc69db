//! Muon in f64: momentum (Nesterov), Newton-Schulz orthogonalisation, scale, decoupled decay.

use crate::config::OptimizerConfig;
use crate::optimizer::{NS_COEFFS, NS_EPS, muon_scale};

fn matmul(a: &[f64], b: &[f64], n: usize, k: usize, m: usize) -> Vec<f64> {
    let mut out = vec![0.0; n * m];
    for i in 0..n {
        for p in 0..k {
            let aip = a[i * k + p];
            for j in 0..m {
                out[i * m + j] += aip * b[p * m + j];
            }
        }
    }
    out
}

fn transpose(a: &[f64], rows: usize, cols: usize) -> Vec<f64> {
    let mut out = vec![0.0; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            out[c * rows + r] = a[r * cols + c];
        }
    }
    out
}

/// `steps` quintic Newton-Schulz iterations on `g / (‖g‖_F + NS_EPS)` for a `[rows, cols]`
/// matrix: `X ← a X + (b A + c A²) X` with `A = X Xᵀ`, run on the wide orientation (the result
/// is the same polynomial in X either way; the wide side keeps A small).
pub fn newton_schulz(g: &[f64], rows: usize, cols: usize, steps: usize) -> Vec<f64> {
    let norm = g.iter().map(|v| v * v).sum::<f64>().sqrt();
    let mut x: Vec<f64> = g.iter().map(|v| v / (norm + NS_EPS)).collect();
    let tall = rows > cols;
    let (r, c) = if tall { (cols, rows) } else { (rows, cols) };
    if tall {
        x = transpose(&x, rows, cols);
    }
    let (a, b, cc) = NS_COEFFS;
    for _ in 0..steps {
        let xt = transpose(&x, r, c);
        let am = matmul(&x, &xt, r, c, r);
        let a2 = matmul(&am, &am, r, r, r);
        let bm: Vec<f64> = am.iter().zip(&a2).map(|(p, q)| b * p + cc * q).collect();
        let bx = matmul(&bm, &x, r, r, c);
        x = x.iter().zip(&bx).map(|(xi, bi)| a * xi + bi).collect();
    }
    if tall { transpose(&x, r, c) } else { x }
}

/// One Muon step on a parameter of shape `[..., rows, cols]` (leading dims are independent
/// slices), with momentum buffer `buf` (same size, zeros at the start) and learning rate `lr`.
pub fn muon_step(
    param: &mut [f64],
    grad: &[f64],
    buf: &mut [f64],
    shape: &[usize],
    cfg: &OptimizerConfig,
    lr: f64,
) {
    let (rows, cols) = (shape[shape.len() - 2], shape[shape.len() - 1]);
    let size = rows * cols;
    let mu = cfg.muon_momentum;
    let decay = 1.0 - lr * cfg.muon_weight_decay;
    let scale = muon_scale(rows, cols);
    for s in 0..param.len() / size {
        let range = s * size..(s + 1) * size;
        let (w, g, b) = (
            &mut param[range.clone()],
            &grad[range.clone()],
            &mut buf[range],
        );
        for (bi, gi) in b.iter_mut().zip(g) {
            *bi = mu * *bi + gi;
        }
        let dir: Vec<f64> = if cfg.muon_nesterov {
            g.iter()
                .zip(b.iter())
                .map(|(gi, bi)| gi + mu * bi)
                .collect()
        } else {
            b.to_vec()
        };
        let o = newton_schulz(&dir, rows, cols, cfg.muon_ns_steps);
        for (wi, oi) in w.iter_mut().zip(o) {
            *wi = *wi * decay - lr * scale * oi;
        }
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

    /// The scalar quintic applied `steps` times: what NS does to each singular value.
    fn quintic(mut s: f64, steps: usize) -> f64 {
        for _ in 0..steps {
            s = 3.4445 * s - 4.7750 * s.powi(3) + 2.0315 * s.powi(5);
        }
        s
    }

    #[test]
    fn coefficients_are_the_spec_values() {
        assert_eq!(NS_COEFFS, (3.4445, -4.7750, 2.0315));
        // One step from 1: 3.4445 - 4.7750 + 2.0315 = 0.701.
        assert!((quintic(1.0, 1) - 0.701).abs() < 1e-12);
    }

    #[test]
    fn diagonal_input_maps_each_singular_value_by_the_quintic() {
        // diag(3, 1) in a 2x3 matrix: normalised singular values 3/√10 and 1/√10.
        let g = [3.0, 0.0, 0.0, 0.0, 1.0, 0.0];
        let o = newton_schulz(&g, 2, 3, 5);
        let n = 10f64.sqrt() + NS_EPS;
        let want = [quintic(3.0 / n, 5), 0.0, 0.0, 0.0, quintic(1.0 / n, 5), 0.0];
        for (a, b) in o.iter().zip(want) {
            assert!((a - b).abs() < 1e-12, "{a} vs {b}");
        }
        // Both land in the band the quintic is tuned for (roughly 0.7 .. 1.2).
        assert!(o[0] > 0.6 && o[0] < 1.25 && o[4] > 0.6 && o[4] < 1.25);
    }

    #[test]
    fn orientation_does_not_matter() {
        let g = [0.3, -1.0, 2.0, 0.5, 0.1, -0.7];
        let wide = newton_schulz(&g, 2, 3, 5);
        let tall = newton_schulz(&transpose(&g, 2, 3), 3, 2, 5);
        for (a, b) in transpose(&wide, 2, 3).iter().zip(&tall) {
            assert!((a - b).abs() < 1e-12);
        }
    }

    #[test]
    fn first_step_by_hand() {
        // 1x1 slices: buf = g, Nesterov direction g + 0.95 g, NS on ±1 -> ±quintic(1 - ε, 5).
        let cfg = opt();
        let mut w = vec![1.0, -2.0];
        let mut buf = vec![0.0, 0.0];
        muon_step(&mut w, &[0.5, -4.0], &mut buf, &[2, 1, 1], &cfg, 0.1);
        assert_eq!(buf, vec![0.5, -4.0]);
        let q0 = quintic(0.975 / (0.975 + NS_EPS), 5);
        let q1 = quintic(7.8 / (7.8 + NS_EPS), 5);
        assert!((w[0] - (1.0 - 0.1 * q0)).abs() < 1e-12);
        assert!((w[1] - (-2.0 + 0.1 * q1)).abs() < 1e-12);
    }

    #[test]
    fn weight_decay_and_scale_apply() {
        // A [4, 1] column: scale sqrt(4) = 2; decay 0.5 at lr 0.1 shrinks w by 5%.
        let mut cfg = opt();
        cfg.muon_weight_decay = 0.5;
        cfg.muon_nesterov = false;
        let mut w = vec![1.0; 4];
        let mut buf = vec![0.0; 4];
        muon_step(&mut w, &[1.0, 0.0, 0.0, 0.0], &mut buf, &[4, 1], &cfg, 0.1);
        let q = quintic(1.0 / (1.0 + NS_EPS), 5);
        assert!((w[0] - (0.95 - 0.1 * 2.0 * q)).abs() < 1e-12);
        assert!((w[1] - 0.95).abs() < 1e-15);
    }
}
