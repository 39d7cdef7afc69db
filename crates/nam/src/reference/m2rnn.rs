//! R: the M2RNN recurrent mixer (matrix state with a nonlinear transition), sequential.

use super::{
    Mat, Params, RefError, causal_conv, rmsnorm_weighted, silu, softplus, starts_document,
};
use crate::config::ModelConfig;

/// The R sublayer on a normalised input `x [T, d]`; `prefix` is e.g. `layers.11.m2rnn`.
pub fn m2rnn(
    x: &Mat,
    params: &Params,
    prefix: &str,
    cfg: &ModelConfig,
    segments: &[i32],
) -> Result<Mat, RefError> {
    let d = cfg.d_model;
    let (hr, dk, dv, kern) = (cfg.r_heads(), cfg.r_k_head, cfg.r_v_head, cfg.conv_kernel);
    let conv_ch = hr * (2 * dk + dv);
    let width = conv_ch + hr + hr * dv;
    let w_in = params.get(&format!("{prefix}.w_in"), &[d, width])?;
    let conv_w = params.get(&format!("{prefix}.conv_w"), &[kern, conv_ch])?;
    let conv_b = params.get(&format!("{prefix}.conv_b"), &[conv_ch])?;
    let a_log = params.get(&format!("{prefix}.A_log"), &[hr])?;
    let dt_bias = params.get(&format!("{prefix}.dt_bias"), &[hr])?;
    let d_skip = params.get(&format!("{prefix}.D_skip"), &[hr])?;
    let w_tr = params.get(&format!("{prefix}.W"), &[hr, dv, dv])?;
    let norm_w = params.get(&format!("{prefix}.norm_w"), &[hr * dv])?;
    let w_out = params.get(&format!("{prefix}.w_out"), &[hr * dv, d])?;

    // 1. Projection: q, k, v (conv channels), forget input f, gate g.
    let proj = x.matmul(w_in, width);
    // 2. Conv (reset at document starts) and silu on q, k, v.
    let mut qkv = causal_conv(&proj.columns(0, conv_ch), conv_w, conv_b, kern, segments);
    qkv.data.iter_mut().for_each(|v| *v = silu(*v));
    let f = proj.columns(conv_ch, hr);
    let gate = proj.columns(conv_ch + hr, hr * dv);

    let t_len = x.rows;
    let mut y = Mat::zeros(t_len, hr * dv);
    for h in 0..hr {
        let w = &w_tr[h * dv * dv..(h + 1) * dv * dv];
        let mut state = vec![0.0; dk * dv];
        for t in 0..t_len {
            if starts_document(segments, t) {
                state.iter_mut().for_each(|s| *s = 0.0);
            }
            let row = qkv.row(t);
            let q = &row[h * dk..(h + 1) * dk];
            let k = &row[hr * dk + h * dk..hr * dk + (h + 1) * dk];
            let v = &row[2 * hr * dk + h * dv..2 * hr * dk + (h + 1) * dv];
            // 3. Forget gate.
            let a = (-a_log[h].exp() * softplus(f.row(t)[h] + dt_bias[h])).exp();
            // 4. Hn = tanh(H W + k vᵀ); H = a H + (1 - a) Hn; y = qᵀ H.
            let mut next = vec![0.0; dk * dv];
            for i in 0..dk {
                for j in 0..dv {
                    let hw: f64 = (0..dv).map(|m| state[i * dv + m] * w[m * dv + j]).sum();
                    let hn = (hw + k[i] * v[j]).tanh();
                    next[i * dv + j] = a * state[i * dv + j] + (1.0 - a) * hn;
                }
            }
            state = next;
            for j in 0..dv {
                let yj: f64 = (0..dk).map(|i| q[i] * state[i * dv + j]).sum();
                // 5. (y + D v) ...
                y.row_mut(t)[h * dv + j] = yj + d_skip[h] * v[j];
            }
        }
    }
    // 5. ... * silu(g), weighted rmsnorm over Hr · dv, output projection.
    let mut out = Mat::zeros(t_len, hr * dv);
    for t in 0..t_len {
        let v: Vec<f64> = y
            .row(t)
            .iter()
            .zip(gate.row(t))
            .map(|(a, g)| a * silu(*g))
            .collect();
        out.row_mut(t)
            .copy_from_slice(&rmsnorm_weighted(&v, norm_w));
    }
    Ok(out.matmul(w_out, d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::NamConfig;
    use crate::reference::rmsnorm;
    use crate::reference::test_values;

    fn cfg() -> ModelConfig {
        NamConfig::from_toml_str(
            "[model]\ndepth = 1\npattern = \"R\"\nd_model = 3\nvocab_size = 8\nseq_len = 8\n\
             r_heads = 2\nr_k_head = 2\nr_v_head = 2\nconv_kernel = 2\n",
        )
        .unwrap()
        .model
    }

    fn params() -> Params {
        // hr 2, dk 2, dv 2: conv channels 2·(4+2) = 12, w_in width 12 + 2 + 4 = 18.
        let mut p = Params::default();
        p.insert("r.w_in", &[3, 18], test_values(54, 1));
        p.insert("r.conv_w", &[2, 12], test_values(24, 2));
        p.insert("r.conv_b", &[12], test_values(12, 3));
        p.insert("r.A_log", &[2], vec![0.2, -0.3]);
        p.insert("r.dt_bias", &[2], vec![0.1, 0.5]);
        p.insert("r.D_skip", &[2], vec![1.0, 0.5]);
        p.insert(
            "r.W",
            &[2, 2, 2],
            vec![1.0, 0.0, 0.0, 1.0, 0.5, 0.2, -0.1, 0.9],
        );
        p.insert("r.norm_w", &[4], vec![1.0, 0.9, 1.1, 1.2]);
        p.insert("r.w_out", &[4, 3], test_values(12, 4));
        p
    }

    #[test]
    fn single_token_by_hand() {
        // At a document start H = 0: Hn = tanh(k vᵀ), H = (1 - a) Hn, y = qᵀ H + D v.
        let c = cfg();
        let p = params();
        let x = Mat::from_vec(1, 3, vec![0.3, -0.7, 0.5]);
        let got = m2rnn(&x, &p, "r", &c, &[0]).unwrap();

        let proj = x.matmul(&p.tensors["r.w_in"].data, 18);
        let conv_b = &p.tensors["r.conv_b"].data;
        let conv_w = &p.tensors["r.conv_w"].data;
        // Kernel 2, first token: only tap 1 (the current token) sees input.
        let qkv: Vec<f64> = (0..12)
            .map(|ch| silu(conv_b[ch] + conv_w[12 + ch] * proj.data[ch]))
            .collect();
        let mut y = [0.0; 4];
        for h in 0..2 {
            let (q, k, v) = (
                &qkv[h * 2..h * 2 + 2],
                &qkv[4 + h * 2..4 + h * 2 + 2],
                &qkv[8 + h * 2..8 + h * 2 + 2],
            );
            let a_log = [0.2f64, -0.3][h];
            let dtb = [0.1, 0.5][h];
            let a = (-(a_log.exp()) * softplus(proj.data[12 + h] + dtb)).exp();
            for j in 0..2 {
                let hcol: Vec<f64> = (0..2).map(|i| (1.0 - a) * (k[i] * v[j]).tanh()).collect();
                y[h * 2 + j] = q[0] * hcol[0] + q[1] * hcol[1] + [1.0, 0.5][h] * v[j];
            }
        }
        let gated: Vec<f64> = (0..4).map(|i| y[i] * silu(proj.data[14 + i])).collect();
        let normed: Vec<f64> = rmsnorm(&gated)
            .iter()
            .zip([1.0, 0.9, 1.1, 1.2])
            .map(|(a, b)| a * b)
            .collect();
        let want = Mat::from_vec(1, 4, normed).matmul(&p.tensors["r.w_out"].data, 3);
        for (a, b) in got.data.iter().zip(&want.data) {
            assert!((a - b).abs() < 1e-14);
        }
    }

    #[test]
    fn second_document_is_independent_of_the_first() {
        let c = cfg();
        let p = params();
        let x = Mat::from_vec(5, 3, test_values(15, 9));
        let segs = [1, 1, 2, 2, 2];
        let mut x2 = x.clone();
        x2.data[..6].iter_mut().for_each(|v| *v += 0.7);
        let y = m2rnn(&x, &p, "r", &c, &segs).unwrap();
        let y2 = m2rnn(&x2, &p, "r", &c, &segs).unwrap();
        assert_eq!(&y.data[6..], &y2.data[6..]);
        assert_ne!(&y.data[..6], &y2.data[..6]);
    }

    #[test]
    fn state_carries_within_a_document() {
        // The same token after a different prefix gives a different output (the state matters).
        let c = cfg();
        let p = params();
        let a = m2rnn(
            &Mat::from_vec(2, 3, vec![0.1, 0.2, 0.3, 0.4, 0.5, 0.6]),
            &p,
            "r",
            &c,
            &[0, 0],
        )
        .unwrap();
        let b = m2rnn(
            &Mat::from_vec(2, 3, vec![-0.9, 0.2, 0.3, 0.4, 0.5, 0.6]),
            &p,
            "r",
            &c,
            &[0, 0],
        )
        .unwrap();
        assert_ne!(a.row(1), b.row(1));
    }
}
