//! A: grouped-query attention with rotary embeddings, QK-norm, softcap and document masking.

use super::{Mat, Params, RefError, positions, rmsnorm, softcap, softmax};
use crate::config::{AttnWindow, ModelConfig};

/// Rotary embedding (rotate-half) of one head vector at position `pos`:
/// pairs `(i, i + D/2)` rotate by `pos · theta^(-2i/D)`.
pub fn rope(x: &[f64], pos: usize, theta: f64) -> Vec<f64> {
    let d = x.len();
    let half = d / 2;
    let mut out = vec![0.0; d];
    for i in 0..half {
        let freq = theta.powf(-2.0 * i as f64 / d as f64);
        let angle = pos as f64 * freq;
        let (sin, cos) = angle.sin_cos();
        let (x1, x2) = (x[i], x[i + half]);
        out[i] = x1 * cos - x2 * sin;
        out[i + half] = x2 * cos + x1 * sin;
    }
    out
}

/// Whether key `j` is visible to query `i`.
pub fn visible(i: usize, j: usize, segments: &[i32], window: AttnWindow) -> bool {
    if j > i || segments[j] != segments[i] {
        return false;
    }
    match window {
        AttnWindow::Global => true,
        AttnWindow::Local(w) => i - j < w,
    }
}

/// The attention sublayer on a normalised input `x [T, d]`; `prefix` is e.g. `layers.0.attn`.
pub fn attention(
    x: &Mat,
    params: &Params,
    prefix: &str,
    cfg: &ModelConfig,
    window: AttnWindow,
    segments: &[i32],
) -> Result<Mat, RefError> {
    let (d, h, k, hd) = (cfg.d_model, cfg.n_head(), cfg.n_kv_head(), cfg.head_dim());
    let w_qkv = params.get(&format!("{prefix}.w_qkv"), &[d, (h + 2 * k) * hd])?;
    let w_o = params.get(&format!("{prefix}.w_o"), &[h * hd, d])?;
    let t_len = x.rows;
    let qkv = x.matmul(w_qkv, (h + 2 * k) * hd);
    let pos = positions(segments);

    // head_vec(t, col0): rotary then QK-norm, per the spec's step order.
    let prep = |t: usize, col0: usize| -> Vec<f64> {
        let raw = &qkv.row(t)[col0..col0 + hd];
        rmsnorm(&rope(raw, pos[t], cfg.rope_theta))
    };
    let q: Vec<Vec<Vec<f64>>> = (0..t_len)
        .map(|t| (0..h).map(|head| prep(t, head * hd)).collect())
        .collect();
    let kk: Vec<Vec<Vec<f64>>> = (0..t_len)
        .map(|t| (0..k).map(|g| prep(t, (h + g) * hd)).collect())
        .collect();
    let v = |t: usize, g: usize| &qkv.row(t)[(h + k + g) * hd..(h + k + g + 1) * hd];

    let scale = 1.0 / (hd as f64).sqrt();
    let mut heads = Mat::zeros(t_len, h * hd);
    for i in 0..t_len {
        for head in 0..h {
            let g = head / (h / k);
            let keys: Vec<usize> = (0..t_len)
                .filter(|&j| visible(i, j, segments, window))
                .collect();
            let scores: Vec<f64> = keys
                .iter()
                .map(|&j| {
                    let s: f64 = q[i][head].iter().zip(&kk[j][g]).map(|(a, b)| a * b).sum();
                    let s = s * scale;
                    match cfg.attn_softcap {
                        Some(c) => softcap(s, c),
                        None => s,
                    }
                })
                .collect();
            let p = softmax(&scores);
            let out = &mut heads.row_mut(i)[head * hd..(head + 1) * hd];
            for (&j, pj) in keys.iter().zip(&p) {
                for (o, vj) in out.iter_mut().zip(v(j, g)) {
                    *o += pj * vj;
                }
            }
        }
    }
    Ok(heads.matmul(w_o, d))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::NamConfig;
    use crate::reference::test_values;

    fn cfg(softcap: Option<f64>) -> ModelConfig {
        let mut c = NamConfig::from_toml_str(
            "[model]\ndepth = 1\npattern = \"A\"\nd_model = 8\nvocab_size = 16\nseq_len = 8\n\
             n_head = 4\nn_kv_head = 2\nhead_dim = 4\n",
        )
        .unwrap()
        .model;
        c.attn_softcap = softcap;
        c
    }

    fn params(c: &ModelConfig, seed: u64) -> Params {
        let mut p = Params::default();
        let (d, h, k, hd) = (c.d_model, c.n_head(), c.n_kv_head(), c.head_dim());
        p.insert(
            "a.w_qkv",
            &[d, (h + 2 * k) * hd],
            test_values(d * (h + 2 * k) * hd, seed),
        );
        p.insert("a.w_o", &[h * hd, d], test_values(h * hd * d, seed + 1));
        p
    }

    #[test]
    fn rope_at_position_zero_is_identity_and_preserves_norm() {
        let x = [0.3, -1.2, 2.0, 0.7, 0.1, -0.4];
        assert_eq!(rope(&x, 0, 10000.0), x.to_vec());
        let r = rope(&x, 17, 10000.0);
        let n = |v: &[f64]| v.iter().map(|a| a * a).sum::<f64>();
        assert!((n(&r) - n(&x)).abs() < 1e-12);
    }

    #[test]
    fn rope_pair_rotation_by_hand() {
        // D = 2: one pair, frequency theta^0 = 1, so position 1 rotates by 1 radian.
        let r = rope(&[1.0, 0.0], 1, 10000.0);
        assert!((r[0] - 1f64.cos()).abs() < 1e-15 && (r[1] - 1f64.sin()).abs() < 1e-15);
        // D = 4, pair 1 has frequency theta^(-1/2) = 0.01 for theta 1e4.
        let r = rope(&[0.0, 1.0, 0.0, 0.0], 3, 10000.0);
        assert!((r[1] - 0.03f64.cos()).abs() < 1e-15 && (r[3] - 0.03f64.sin()).abs() < 1e-15);
    }

    #[test]
    fn rope_scores_depend_only_on_relative_position() {
        let q = [0.5, -0.1, 0.3, 0.9];
        let k = [-0.2, 0.4, 0.8, 0.1];
        let dot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f64>();
        let s1 = dot(&rope(&q, 7, 100.0), &rope(&k, 4, 100.0));
        let s2 = dot(&rope(&q, 13, 100.0), &rope(&k, 10, 100.0));
        assert!((s1 - s2).abs() < 1e-12);
    }

    #[test]
    fn first_token_attends_only_to_itself() {
        // Query 0 sees only key 0, so its head output is exactly v_0 of its KV group.
        let c = cfg(None);
        let p = params(&c, 1);
        let x = Mat::from_vec(3, 8, test_values(24, 9));
        let mut identity_o = vec![0.0; 16 * 8];
        for i in 0..8 {
            identity_o[i * 8 + i] = 1.0;
        }
        let mut p2 = p.clone();
        p2.insert("a.w_o", &[16, 8], {
            // w_o picks head 0 (columns 0..4) and head 2 (8..12) into the 8 outputs.
            let mut w = vec![0.0; 16 * 8];
            for i in 0..4 {
                w[i * 8 + i] = 1.0;
                w[(8 + i) * 8 + 4 + i] = 1.0;
            }
            w
        });
        let y = attention(&x, &p2, "a", &c, AttnWindow::Global, &[1, 1, 1]).unwrap();
        let qkv = x.matmul(p.get("a.w_qkv", &[8, 32]).unwrap(), 32);
        // Heads 0,1 use KV group 0 (v columns 24..28), heads 2,3 use group 1 (28..32).
        assert_eq!(&y.row(0)[0..4], &qkv.row(0)[24..28]);
        assert_eq!(&y.row(0)[4..8], &qkv.row(0)[28..32]);
    }

    #[test]
    fn equal_keys_average_the_visible_values() {
        // With w_qkv's q and k columns zero, every score is 0: the output is the mean of visible v.
        let c = cfg(Some(5.0));
        let mut p = params(&c, 2);
        let mut w = p.get("a.w_qkv", &[8, 32]).unwrap().to_vec();
        for r in 0..8 {
            for col in 0..24 {
                w[r * 32 + col] = 0.0;
            }
        }
        p.insert("a.w_qkv", &[8, 32], w.clone());
        let mut w_o = vec![0.0; 16 * 8];
        for i in 0..4 {
            w_o[i * 8 + i] = 1.0; // head 0 -> out 0..4
        }
        p.insert("a.w_o", &[16, 8], w_o);
        let x = Mat::from_vec(4, 8, test_values(32, 3));
        let v = x.matmul(&w, 32);
        let y = attention(&x, &p, "a", &c, AttnWindow::Local(2), &[1, 1, 1, 1]).unwrap();
        // Query 3 with window 2 sees keys 2 and 3.
        for i in 0..4 {
            let want = 0.5 * (v.row(2)[24 + i] + v.row(3)[24 + i]);
            assert!((y.row(3)[i] - want).abs() < 1e-14);
        }
    }

    #[test]
    fn documents_do_not_see_each_other() {
        let c = cfg(Some(3.0));
        let p = params(&c, 4);
        let segs = [1, 1, 1, 2, 2, 2];
        let x = Mat::from_vec(6, 8, test_values(48, 5));
        let mut x2 = x.clone();
        for v in &mut x2.data[..24] {
            *v += 1.0;
        }
        let y = attention(&x, &p, "a", &c, AttnWindow::Global, &segs).unwrap();
        let y2 = attention(&x2, &p, "a", &c, AttnWindow::Global, &segs).unwrap();
        assert_eq!(&y.data[24..], &y2.data[24..]);
        assert_ne!(&y.data[..24], &y2.data[..24]);
        // Document 2 alone at positions 0.. gives the same output (positions restart).
        let alone = Mat::from_vec(3, 8, x.data[24..].to_vec());
        let ya = attention(&alone, &p, "a", &c, AttnWindow::Global, &[7, 7, 7]).unwrap();
        for (a, b) in ya.data.iter().zip(&y.data[24..]) {
            assert!((a - b).abs() < 1e-14);
        }
    }

    #[test]
    fn window_hides_far_keys() {
        assert!(visible(5, 4, &[0; 6], AttnWindow::Local(2)));
        assert!(!visible(5, 3, &[0; 6], AttnWindow::Local(2)));
        assert!(visible(5, 0, &[0; 6], AttnWindow::Global));
        assert!(!visible(3, 4, &[0; 6], AttnWindow::Global));
    }
}
