//! F: the dense feed-forward (relu2 or swiglu), also used for each expert of E.

use super::{Mat, Params, RefError, silu};
use crate::config::Activation;

/// Weights of one feed-forward, `[d, f]` inputs and `[f, d]` output, row-major.
#[derive(Debug, Clone, Copy)]
pub struct FfnWeights<'a> {
    /// `W_in` (relu2) or `W_gate` (swiglu), `[d, f]`.
    pub w_in: &'a [f64],
    /// `W_up`, `[d, f]`: present exactly for swiglu (absent means relu2).
    pub w_up: Option<&'a [f64]>,
    /// `W_out` / `W_down`, `[f, d]`.
    pub w_out: &'a [f64],
    /// Residual width d.
    pub d: usize,
    /// Hidden width f.
    pub f: usize,
}

impl<'a> FfnWeights<'a> {
    /// Looks up `{prefix}.w_in/w_out` or `{prefix}.w_gate/w_up/w_down`; `expert` selects one
    /// slice of a stacked `[N, ...]` tensor.
    pub fn load(
        params: &'a Params,
        prefix: &str,
        activation: Activation,
        d: usize,
        f: usize,
        expert: Option<(usize, usize)>,
    ) -> Result<Self, RefError> {
        let get = |name: &str, shape: [usize; 2]| -> Result<&'a [f64], RefError> {
            match expert {
                None => params.get(&format!("{prefix}.{name}"), &shape),
                Some((e, n)) => {
                    let all = params.get(&format!("{prefix}.{name}"), &[n, shape[0], shape[1]])?;
                    let size = shape[0] * shape[1];
                    Ok(&all[e * size..(e + 1) * size])
                }
            }
        };
        Ok(match activation {
            Activation::Relu2 => FfnWeights {
                w_in: get("w_in", [d, f])?,
                w_up: None,
                w_out: get("w_out", [f, d])?,
                d,
                f,
            },
            Activation::Swiglu => FfnWeights {
                w_in: get("w_gate", [d, f])?,
                w_up: Some(get("w_up", [d, f])?),
                w_out: get("w_down", [f, d])?,
                d,
                f,
            },
        })
    }

    /// Applies the feed-forward to one token vector.
    pub fn apply(&self, x: &[f64]) -> Vec<f64> {
        let xm = Mat::from_vec(1, self.d, x.to_vec());
        let a = xm.matmul(self.w_in, self.f);
        // `load` sets `w_up` exactly for swiglu.
        let hidden: Vec<f64> = match self.w_up {
            None => a.data.iter().map(|v| v.max(0.0).powi(2)).collect(),
            Some(w_up) => {
                let b = xm.matmul(w_up, self.f);
                a.data
                    .iter()
                    .zip(&b.data)
                    .map(|(g, u)| silu(*g) * u)
                    .collect()
            }
        };
        Mat::from_vec(1, self.f, hidden)
            .matmul(self.w_out, self.d)
            .data
    }
}

/// The dense F sublayer on a normalised input `x [T, d]`; `prefix` is e.g. `layers.3.ffn`.
pub fn ffn(
    x: &Mat,
    params: &Params,
    prefix: &str,
    activation: Activation,
    hidden: usize,
) -> Result<Mat, RefError> {
    let w = FfnWeights::load(params, prefix, activation, x.cols, hidden, None)?;
    let mut out = Mat::zeros(x.rows, x.cols);
    for t in 0..x.rows {
        out.row_mut(t).copy_from_slice(&w.apply(x.row(t)));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relu2_by_hand() {
        // d 2, f 2: pre = [x0 - x1, x0 + x1]; x = [1, 2] -> [-1, 3] -> relu^2 [0, 9] -> W_out rows.
        let mut p = Params::default();
        p.insert("f.w_in", &[2, 2], vec![1., 1., -1., 1.]);
        p.insert("f.w_out", &[2, 2], vec![1., 2., 0.5, -1.]);
        let y = ffn(
            &Mat::from_vec(1, 2, vec![1., 2.]),
            &p,
            "f",
            Activation::Relu2,
            2,
        )
        .unwrap();
        assert_eq!(y.data, vec![4.5, -9.0]);
    }

    #[test]
    fn swiglu_by_hand() {
        // d 1, f 1: silu(2x) * (3x) * 0.5, at x = 1: silu(2) * 1.5.
        let mut p = Params::default();
        p.insert("f.w_gate", &[1, 1], vec![2.]);
        p.insert("f.w_up", &[1, 1], vec![3.]);
        p.insert("f.w_down", &[1, 1], vec![0.5]);
        let y = ffn(
            &Mat::from_vec(1, 1, vec![1.]),
            &p,
            "f",
            Activation::Swiglu,
            1,
        )
        .unwrap();
        let silu2 = 2.0 / (1.0 + (-2f64).exp());
        assert!((y.data[0] - silu2 * 1.5).abs() < 1e-15);
    }

    #[test]
    fn wrong_shape_is_named() {
        let mut p = Params::default();
        p.insert("f.w_in", &[3, 2], vec![0.; 6]);
        let err = ffn(&Mat::zeros(1, 2), &p, "f", Activation::Relu2, 2).unwrap_err();
        assert_eq!(
            err.to_string(),
            "parameter `f.w_in` has shape [3, 2], expected [2, 2]"
        );
    }
}
