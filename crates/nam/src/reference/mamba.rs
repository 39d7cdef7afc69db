//! M: the Mamba-2 (SSD) mixer as the sequential recurrence (no chunking).

use super::{
    Mat, Params, RefError, causal_conv, rmsnorm_weighted, silu, softplus, starts_document,
};
use crate::config::ModelConfig;

/// The M sublayer on a normalised input `x [T, d]`; `prefix` is e.g. `layers.2.mamba`.
pub fn mamba(
    x: &Mat,
    params: &Params,
    prefix: &str,
    cfg: &ModelConfig,
    segments: &[i32],
) -> Result<Mat, RefError> {
    let d = cfg.d_model;
    let (di, n, p, g, hm, kern) = (
        cfg.d_inner(),
        cfg.ssm_state,
        cfg.ssm_head_dim,
        cfg.ssm_groups,
        cfg.ssm_heads(),
        cfg.conv_kernel,
    );
    let conv_ch = di + 2 * g * n;
    let w_in = params.get(&format!("{prefix}.w_in"), &[d, 2 * di + 2 * g * n + hm])?;
    let conv_w = params.get(&format!("{prefix}.conv_w"), &[kern, conv_ch])?;
    let conv_b = params.get(&format!("{prefix}.conv_b"), &[conv_ch])?;
    let dt_bias = params.get(&format!("{prefix}.dt_bias"), &[hm])?;
    let a_log = params.get(&format!("{prefix}.A_log"), &[hm])?;
    let d_skip = params.get(&format!("{prefix}.D_skip"), &[hm])?;
    let norm_w = params.get(&format!("{prefix}.norm_w"), &[di])?;
    let w_out = params.get(&format!("{prefix}.w_out"), &[di, d])?;

    // 1. Projection and split.
    let proj = x.matmul(w_in, 2 * di + 2 * g * n + hm);
    let z = proj.columns(0, di);
    let xbc = proj.columns(di, conv_ch);
    let dt_raw = proj.columns(di + conv_ch, hm);
    // 2. Causal conv (reset at document starts) and silu.
    let mut xbc = causal_conv(&xbc, conv_w, conv_b, kern, segments);
    xbc.data.iter_mut().for_each(|v| *v = silu(*v));

    // 3.-4. Per-head recurrence.
    let t_len = x.rows;
    let mut y = Mat::zeros(t_len, di);
    for h in 0..hm {
        let grp = h * g / hm;
        let a = -a_log[h].exp();
        let mut state = vec![0.0; p * n];
        for t in 0..t_len {
            if starts_document(segments, t) {
                state.iter_mut().for_each(|s| *s = 0.0);
            }
            let row = xbc.row(t);
            let xs = &row[h * p..(h + 1) * p];
            let b = &row[di + grp * n..di + (grp + 1) * n];
            let c = &row[di + g * n + grp * n..di + g * n + (grp + 1) * n];
            let dt = softplus(dt_raw.row(t)[h] + dt_bias[h]);
            let decay = (dt * a).exp();
            for pi in 0..p {
                let mut acc = 0.0;
                for ni in 0..n {
                    let s = &mut state[pi * n + ni];
                    *s = decay * *s + dt * xs[pi] * b[ni];
                    acc += *s * c[ni];
                }
                y.row_mut(t)[h * p + pi] = acc + d_skip[h] * xs[pi];
            }
        }
    }

    // 5. Gate, weighted rmsnorm, output projection.
    let mut gated = Mat::zeros(t_len, di);
    for t in 0..t_len {
        let v: Vec<f64> = y
            .row(t)
            .iter()
            .zip(z.row(t))
            .map(|(yi, zi)| yi * silu(*zi))
            .collect();
        gated
            .row_mut(t)
            .copy_from_slice(&rmsnorm_weighted(&v, norm_w));
    }
    Ok(gated.matmul(w_out, d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::NamConfig;
    use crate::reference::rmsnorm;
    use crate::reference::test_values;

    fn cfg() -> ModelConfig {
        NamConfig::from_toml_str(
            "[model]\ndepth = 1\npattern = \"M\"\nd_model = 4\nvocab_size = 8\nseq_len = 8\n\
             expand = 2\nssm_state = 3\nssm_head_dim = 4\nssm_groups = 2\nchunk = 4\n",
        )
        .unwrap()
        .model
    }

    fn params(c: &ModelConfig) -> Params {
        let (d, di, n, g, hm, k) = (
            c.d_model,
            c.d_inner(),
            c.ssm_state,
            c.ssm_groups,
            c.ssm_heads(),
            c.conv_kernel,
        );
        let ch = di + 2 * g * n;
        let mut p = Params::default();
        p.insert(
            "m.w_in",
            &[d, 2 * di + 2 * g * n + hm],
            test_values(d * (2 * di + 2 * g * n + hm), 1),
        );
        p.insert("m.conv_w", &[k, ch], test_values(k * ch, 2));
        p.insert("m.conv_b", &[ch], test_values(ch, 3));
        p.insert("m.dt_bias", &[hm], test_values(hm, 4));
        p.insert(
            "m.A_log",
            &[hm],
            test_values(hm, 5).iter().map(|v| v + 1.0).collect(),
        );
        p.insert("m.D_skip", &[hm], test_values(hm, 6));
        p.insert(
            "m.norm_w",
            &[di],
            test_values(di, 7).iter().map(|v| v + 1.0).collect(),
        );
        p.insert("m.w_out", &[di, d], test_values(di * d, 8));
        p
    }

    /// The same block computed the other way round: the SSD "attention" form
    /// `y_t = Σ_{s ≤ t, same doc} (C_t · B_s) exp(A Σ_{r=s+1..t} dt_r) dt_s x_s + D x_t`.
    fn quadratic_form(x: &Mat, p: &Params, c: &ModelConfig, segs: &[i32]) -> Mat {
        let (d, di, n, ph, g, hm, k) = (
            c.d_model,
            c.d_inner(),
            c.ssm_state,
            c.ssm_head_dim,
            c.ssm_groups,
            c.ssm_heads(),
            c.conv_kernel,
        );
        let ch = di + 2 * g * n;
        let get = |name: &str| p.tensors[name].data.clone();
        let proj = x.matmul(&get("m.w_in"), 2 * di + 2 * g * n + hm);
        let mut xbc = causal_conv(
            &proj.columns(di, ch),
            &get("m.conv_w"),
            &get("m.conv_b"),
            k,
            segs,
        );
        xbc.data.iter_mut().for_each(|v| *v = silu(*v));
        let (dt_bias, a_log, dsk) = (get("m.dt_bias"), get("m.A_log"), get("m.D_skip"));
        let t_len = x.rows;
        let mut y = Mat::zeros(t_len, di);
        for h in 0..hm {
            let grp = h * g / hm;
            let a = -a_log[h].exp();
            let dt: Vec<f64> = (0..t_len)
                .map(|t| softplus(proj.row(t)[di + ch + h] + dt_bias[h]))
                .collect();
            for t in 0..t_len {
                for s in 0..=t {
                    if segs[s] != segs[t] {
                        continue;
                    }
                    let cb: f64 = (0..n)
                        .map(|i| {
                            xbc.row(t)[di + g * n + grp * n + i] * xbc.row(s)[di + grp * n + i]
                        })
                        .sum();
                    let decay = (a * dt[s + 1..=t].iter().sum::<f64>()).exp();
                    for pi in 0..ph {
                        y.row_mut(t)[h * ph + pi] += cb * decay * dt[s] * xbc.row(s)[h * ph + pi];
                    }
                }
                for pi in 0..ph {
                    y.row_mut(t)[h * ph + pi] += dsk[h] * xbc.row(t)[h * ph + pi];
                }
            }
        }
        let norm_w = get("m.norm_w");
        let mut out = Mat::zeros(t_len, di);
        for t in 0..t_len {
            let v: Vec<f64> = (0..di)
                .map(|i| y.row(t)[i] * silu(proj.row(t)[i]))
                .collect();
            let nv: Vec<f64> = rmsnorm(&v)
                .iter()
                .zip(&norm_w)
                .map(|(a, b)| a * b)
                .collect();
            out.row_mut(t).copy_from_slice(&nv);
        }
        out.matmul(&get("m.w_out"), d)
    }

    #[test]
    fn recurrence_matches_the_quadratic_ssd_form() {
        let c = cfg();
        let p = params(&c);
        let x = Mat::from_vec(7, 4, test_values(28, 11));
        let segs = [1, 1, 1, 2, 2, 2, 2];
        let a = mamba(&x, &p, "m", &c, &segs).unwrap();
        let b = quadratic_form(&x, &p, &c, &segs);
        for (u, v) in a.data.iter().zip(&b.data) {
            assert!((u - v).abs() < 1e-12, "{u} vs {v}");
        }
    }

    #[test]
    fn second_document_is_independent_of_the_first() {
        let c = cfg();
        let p = params(&c);
        let x = Mat::from_vec(6, 4, test_values(24, 12));
        let segs = [3, 3, 3, 4, 4, 4];
        let mut x2 = x.clone();
        x2.data[..12].iter_mut().for_each(|v| *v *= -2.0);
        let y = mamba(&x, &p, "m", &c, &segs).unwrap();
        let y2 = mamba(&x2, &p, "m", &c, &segs).unwrap();
        assert_eq!(&y.data[12..], &y2.data[12..]);
        let alone = mamba(
            &Mat::from_vec(3, 4, x.data[12..].to_vec()),
            &p,
            "m",
            &c,
            &[0, 0, 0],
        )
        .unwrap();
        assert_eq!(&alone.data[..], &y.data[12..]);
    }
}
