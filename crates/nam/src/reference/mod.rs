//! An independent f64 host reference of the NAM model, written line by line from the model's definition (`docs/model.md`).
//!
//! It exists so that the graph blocks, and outside checkers, have something obviously correct to
//! compare with: plain loops, no chunking, no fusion, f64 everywhere (where the spec says "in
//! f32" the reference is simply more precise). It is slow by design and meant for tiny shapes.
//!
//! Enabled in this crate's tests and, for other crates, with the `reference` feature.
//!
//! Conventions shared by every block (all documented choices of `crates/nam`):
//! - Activations are `[T, width]` row-major [`Mat`]s of one row of the batch; block functions
//!   take the *normalised* sublayer input and return the sublayer output (the caller adds the
//!   residual).
//! - `segments[t]` is the document id of position t; position t starts a document when
//!   `t == 0` or `segments[t] != segments[t - 1]`. Positions count from 0 within a document.
//! - GQA: query head `h` reads key/value head `h / (H / K)`.

// Index loops mirror the spec's subscripted formulas; iterator chains would hide them.
#![allow(clippy::needless_range_loop)]

pub mod adamw;
pub mod attention;
pub mod ffn;
pub mod m2rnn;
pub mod mamba;
pub mod model;
pub mod moe;
pub mod mtp;
pub mod muon;

use crate::init::InitTensor;
use std::collections::BTreeMap;
use thiserror::Error;

/// Why the reference could not run.
#[derive(Debug, Error, PartialEq)]
pub enum RefError {
    /// A parameter the config needs is absent.
    #[error("parameter `{0}` is missing")]
    Missing(String),
    /// A parameter has the wrong shape.
    #[error("parameter `{name}` has shape {got:?}, expected {expected:?}")]
    Shape {
        /// Parameter name.
        name: String,
        /// Shape the config implies.
        expected: Vec<usize>,
        /// Shape found.
        got: Vec<usize>,
    },
    /// The batch is inconsistent with itself or the config.
    #[error("bad batch: {0}")]
    Batch(String),
}

/// A named parameter value in f64.
#[derive(Debug, Clone, PartialEq)]
pub struct Tensor {
    /// Shape, row-major.
    pub shape: Vec<usize>,
    /// Values.
    pub data: Vec<f64>,
}

impl Tensor {
    /// A tensor of zeros.
    pub fn zeros(shape: &[usize]) -> Self {
        Tensor {
            shape: shape.to_vec(),
            data: vec![0.0; shape.iter().product()],
        }
    }
}

/// Parameters by name (see [`crate::params`]).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Params {
    /// The tensors.
    pub tensors: BTreeMap<String, Tensor>,
}

impl Params {
    /// Converts the output of [`crate::init::init`] to f64.
    pub fn from_init(tensors: Vec<InitTensor>) -> Self {
        let tensors = tensors
            .into_iter()
            .map(|t| {
                let data = t.data.iter().map(|&x| x as f64).collect();
                (
                    t.name,
                    Tensor {
                        shape: t.shape,
                        data,
                    },
                )
            })
            .collect();
        Params { tensors }
    }

    /// Inserts or replaces a tensor.
    pub fn insert(&mut self, name: &str, shape: &[usize], data: Vec<f64>) {
        assert_eq!(shape.iter().product::<usize>(), data.len(), "{name}");
        self.tensors.insert(
            name.to_string(),
            Tensor {
                shape: shape.to_vec(),
                data,
            },
        );
    }

    /// The values of `name`, checked against the expected shape.
    pub fn get(&self, name: &str, shape: &[usize]) -> Result<&[f64], RefError> {
        let t = self
            .tensors
            .get(name)
            .ok_or_else(|| RefError::Missing(name.to_string()))?;
        if t.shape != shape {
            return Err(RefError::Shape {
                name: name.to_string(),
                expected: shape.to_vec(),
                got: t.shape.clone(),
            });
        }
        Ok(&t.data)
    }
}

/// A row-major `[rows, cols]` matrix of activations.
#[derive(Debug, Clone, PartialEq)]
pub struct Mat {
    /// Row count (tokens).
    pub rows: usize,
    /// Column count (features).
    pub cols: usize,
    /// Values.
    pub data: Vec<f64>,
}

impl Mat {
    /// A matrix of zeros.
    pub fn zeros(rows: usize, cols: usize) -> Self {
        Mat {
            rows,
            cols,
            data: vec![0.0; rows * cols],
        }
    }

    /// Wraps row-major values.
    pub fn from_vec(rows: usize, cols: usize, data: Vec<f64>) -> Self {
        assert_eq!(rows * cols, data.len());
        Mat { rows, cols, data }
    }

    /// Row `r`.
    pub fn row(&self, r: usize) -> &[f64] {
        &self.data[r * self.cols..(r + 1) * self.cols]
    }

    /// Row `r`, mutable.
    pub fn row_mut(&mut self, r: usize) -> &mut [f64] {
        &mut self.data[r * self.cols..(r + 1) * self.cols]
    }

    /// `self @ w` for a row-major `w` of shape `[self.cols, n]`.
    pub fn matmul(&self, w: &[f64], n: usize) -> Mat {
        assert_eq!(w.len(), self.cols * n);
        let mut out = Mat::zeros(self.rows, n);
        for r in 0..self.rows {
            let x = self.row(r);
            let o = out.row_mut(r);
            for (i, &xi) in x.iter().enumerate() {
                if xi == 0.0 {
                    continue;
                }
                for (oj, &wij) in o.iter_mut().zip(&w[i * n..(i + 1) * n]) {
                    *oj += xi * wij;
                }
            }
        }
        out
    }

    /// Columns `start..start + width` as a new matrix.
    pub fn columns(&self, start: usize, width: usize) -> Mat {
        let mut out = Mat::zeros(self.rows, width);
        for r in 0..self.rows {
            out.row_mut(r)
                .copy_from_slice(&self.row(r)[start..start + width]);
        }
        out
    }

    /// Elementwise sum.
    pub fn add(&self, other: &Mat) -> Mat {
        assert_eq!((self.rows, self.cols), (other.rows, other.cols));
        let data = self
            .data
            .iter()
            .zip(&other.data)
            .map(|(a, b)| a + b)
            .collect();
        Mat::from_vec(self.rows, self.cols, data)
    }
}

/// `x / sqrt(mean(x²) + 1e-6)` (the spec's weightless rmsnorm).
pub fn rmsnorm(x: &[f64]) -> Vec<f64> {
    let ms = x.iter().map(|v| v * v).sum::<f64>() / x.len() as f64;
    let inv = 1.0 / (ms + 1e-6).sqrt();
    x.iter().map(|v| v * inv).collect()
}

/// [`rmsnorm`] of every row.
pub fn rmsnorm_rows(x: &Mat) -> Mat {
    let mut out = x.clone();
    for r in 0..x.rows {
        let n = rmsnorm(x.row(r));
        out.row_mut(r).copy_from_slice(&n);
    }
    out
}

/// `rmsnorm(x) * w` (the gated-norm weight of M and R).
pub fn rmsnorm_weighted(x: &[f64], w: &[f64]) -> Vec<f64> {
    rmsnorm(x).iter().zip(w).map(|(a, b)| a * b).collect()
}

/// `1 / (1 + e^-x)`.
pub fn sigmoid(x: f64) -> f64 {
    1.0 / (1.0 + (-x).exp())
}

/// `x · sigmoid(x)`.
pub fn silu(x: f64) -> f64 {
    x * sigmoid(x)
}

/// `ln(1 + e^x)`, stable for large |x|.
pub fn softplus(x: f64) -> f64 {
    if x > 30.0 { x } else { x.exp().ln_1p() }
}

/// `c · tanh(x / c)`.
pub fn softcap(x: f64, c: f64) -> f64 {
    c * (x / c).tanh()
}

/// Softmax of a slice (max-subtracted).
pub fn softmax(x: &[f64]) -> Vec<f64> {
    let m = x.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    let e: Vec<f64> = x.iter().map(|v| (v - m).exp()).collect();
    let s: f64 = e.iter().sum();
    e.iter().map(|v| v / s).collect()
}

/// `ln Σ e^x` (max-subtracted).
pub fn logsumexp(x: &[f64]) -> f64 {
    let m = x.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
    m + x.iter().map(|v| (v - m).exp()).sum::<f64>().ln()
}

/// Whether position `t` starts a document.
pub fn starts_document(segments: &[i32], t: usize) -> bool {
    t == 0 || segments[t] != segments[t - 1]
}

/// Position of every token within its document.
pub fn positions(segments: &[i32]) -> Vec<usize> {
    let mut pos = vec![0; segments.len()];
    for t in 1..segments.len() {
        pos[t] = if starts_document(segments, t) {
            0
        } else {
            pos[t - 1] + 1
        };
    }
    pos
}

/// Causal depthwise conv with bias over `[T, C]`, reset at document starts.
///
/// `w` is `[k, C]`: tap `j` multiplies the input `k - 1 - j` steps back; inputs before the
/// current document's start are zeros.
pub fn causal_conv(x: &Mat, w: &[f64], b: &[f64], k: usize, segments: &[i32]) -> Mat {
    let c = x.cols;
    let mut out = Mat::zeros(x.rows, c);
    for t in 0..x.rows {
        let o = out.row_mut(t);
        o.copy_from_slice(b);
        for j in 0..k {
            let back = k - 1 - j;
            if back > t || segments[t - back] != segments[t] {
                continue;
            }
            let xi = x.row(t - back);
            for ch in 0..c {
                o[ch] += w[j * c + ch] * xi[ch];
            }
        }
    }
    out
}

/// Deterministic pseudo-random values uniform in [-0.5, 0.5) (a 64-bit LCG), for the
/// reference modules' unit tests.
#[cfg(test)]
pub(crate) fn test_values(n: usize, seed: u64) -> Vec<f64> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((s >> 11) as f64 / (1u64 << 53) as f64) - 0.5
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rmsnorm_of_known_rows() {
        // Row [1, 2, 3, 4]: mean square 7.5. Row [2, 2, 2, 2]: mean square 4 -> 1 each.
        let x = Mat::from_vec(3, 4, vec![1., 2., 3., 4., 2., 2., 2., 2., 0., 0., 0., 0.]);
        let y = rmsnorm_rows(&x);
        let s = (7.5f64 + 1e-6).sqrt();
        let want0 = [1. / s, 2. / s, 3. / s, 4. / s];
        for (a, b) in y.row(0).iter().zip(want0) {
            assert!((a - b).abs() < 1e-15);
        }
        let s1 = (4.0f64 + 1e-6).sqrt();
        assert!(y.row(1).iter().all(|v| (v - 2.0 / s1).abs() < 1e-15));
        assert!(y.row(2).iter().all(|v| *v == 0.0));
    }

    #[test]
    fn softmax_rows_sum_to_one_and_lse_matches() {
        let x = [1.0, -2.0, 0.5, 700.0];
        let p = softmax(&x);
        assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-15);
        let small = [0.1, 0.2, 0.3];
        let direct = small.iter().map(|v: &f64| v.exp()).sum::<f64>().ln();
        assert!((logsumexp(&small) - direct).abs() < 1e-15);
    }

    #[test]
    fn positions_restart_per_document() {
        assert_eq!(positions(&[1, 1, 1, 2, 2, 3]), vec![0, 1, 2, 0, 1, 0]);
    }

    #[test]
    fn conv_is_causal_and_resets() {
        // One channel, kernel 2: y_t = b + w0 x_{t-1} + w1 x_t (x_{t-1} = 0 at a document start).
        let x = Mat::from_vec(4, 1, vec![1., 2., 3., 4.]);
        let y = causal_conv(&x, &[10., 1.], &[0.5], 2, &[1, 1, 2, 2]);
        assert_eq!(y.data, vec![1.5, 12.5, 3.5, 34.5]);
    }

    #[test]
    fn softplus_and_silu_values() {
        assert!((softplus(0.0) - 2f64.ln()).abs() < 1e-15);
        assert_eq!(softplus(100.0), 100.0);
        assert!((silu(1.0) - 1.0 / (1.0 + (-1f64).exp())).abs() < 1e-15);
        assert!((softcap(1e9, 15.0) - 15.0).abs() < 1e-12);
    }
}
