//! Muon in the graph: Nesterov momentum, Newton-Schulz orthogonalisation, shape scale, decoupled
//! weight decay — the rule of [`crate::optimizer`] and `reference::muon`, on device.
//!
//! Every trailing `[rows, cols]` matrix of a tensor is one Muon matrix: stacked layers `[G, r, c]`,
//! stacked experts `[N, r, c]` and both `[G, N, r, c]` are orthogonalised matrix by matrix through
//! batched `dot_general`s (the leading dimensions are batch dimensions), never by a loop. On a
//! mesh the caller may place the iteration on whole matrices ([`NsPlacement`]).
//!
//! Precision: the update is computed in f32 whatever the parameter dtype (parameters and momentum
//! are converted in and rounded back once); the Newton-Schulz matmuls take their operands in
//! [`MuonSettings::ns_dtype`] with f32 accumulation, so bf16 presets run them at the MXU's bf16 rate
//! while tests use f32 and match the f64 reference tightly.
//!
//! Newton-Schulz runs on the wide side: for a tall matrix (`rows > cols`) the Gram matrix is
//! `Xᵀ X` (`[cols, cols]`) and the polynomial is applied from the right, `X ← a X + X (b A + c A²)`,
//! which is the same polynomial in X as transposing, iterating and transposing back, without the
//! transposes.

use super::sharding::{TensorSharding, constrain};
use crate::config::OptimizerConfig;
use crate::mesh::Mesh;
use crate::optimizer::{NS_COEFFS, NS_EPS, muon_scale};
use xla_hlo::{DType, DotDims, Error, Result, Tensor};

/// Muon hyper-parameters that are fixed for a compiled program (the learning rate is an input).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct MuonSettings {
    /// Momentum coefficient μ.
    pub momentum: f64,
    /// Nesterov direction `g + μ · buf` instead of `buf`.
    pub nesterov: bool,
    /// Newton-Schulz iterations.
    pub ns_steps: usize,
    /// Decoupled weight decay: `w ← w (1 - lr · wd) - ...`.
    pub weight_decay: f64,
    /// Operand type of the Newton-Schulz matmuls (f32 accumulation either way).
    pub ns_dtype: DType,
}

impl MuonSettings {
    /// The settings of `cfg`'s `[optimizer]` section with Newton-Schulz matmuls in `ns_dtype`.
    pub fn from_config(cfg: &OptimizerConfig, ns_dtype: DType) -> Self {
        MuonSettings {
            momentum: cfg.muon_momentum,
            nesterov: cfg.muon_nesterov,
            ns_steps: cfg.muon_ns_steps,
            weight_decay: cfg.muon_weight_decay,
            ns_dtype,
        }
    }
}

/// The new parameter and momentum of one Muon step.
#[derive(Debug, Clone)]
pub struct MuonUpdate {
    /// Updated parameter, in the parameter's dtype.
    pub param: Tensor,
    /// Updated momentum buffer, in the buffer's dtype.
    pub momentum: Tensor,
}

fn matrix_dims(t: &Tensor, what: &str) -> Result<(usize, i64, i64)> {
    let d = t.dims();
    if d.len() < 2 {
        return Err(Error::Usage(format!(
            "muon: {what} {} has rank {}; Muon updates matrices (rank >= 2, trailing [rows, cols])",
            t.ty(),
            d.len()
        )));
    }
    let r = d.len();
    Ok((r - 2, d[r - 2], d[r - 1]))
}

/// `steps` quintic Newton-Schulz iterations on `g / (‖g‖_F + 1e-7)`, independently for every
/// trailing `[rows, cols]` matrix of `g`. Returns f32 with `g`'s dimensions.
pub fn newton_schulz(g: &Tensor, steps: usize, ns_dtype: DType) -> Result<Tensor> {
    let (lead, rows, cols) = matrix_dims(g, "input")?;
    let x = g.convert(DType::F32);
    let (ra, ca) = (lead as i64, lead as i64 + 1);
    let mut keep = x.dims();
    keep[lead] = 1;
    keep[lead + 1] = 1;
    let norm = (&x * &x).reduce_sum(&[ra, ca]).sqrt().reshape(&keep);
    let mut x = &x / &(norm + NS_EPS);
    let batch: Vec<i64> = (0..lead as i64).collect();
    // Gram matrix over the longer axis: X Xᵀ for wide (and square), Xᵀ X for tall.
    let tall = rows > cols;
    let gram_contract = if tall { ra } else { ca };
    let gram = DotDims {
        lhs_batch: batch.clone(),
        rhs_batch: batch.clone(),
        lhs_contracting: vec![gram_contract],
        rhs_contracting: vec![gram_contract],
    };
    // [.., n, n] x [.., n, n] and the polynomial application, both plain batched matmuls.
    let mm = DotDims {
        lhs_batch: batch.clone(),
        rhs_batch: batch,
        lhs_contracting: vec![ca],
        rhs_contracting: vec![ra],
    };
    let (a, b, c) = NS_COEFFS;
    for _ in 0..steps {
        let xl = x.convert(ns_dtype);
        let gm = xl.dot_general_to(&xl, &gram, DType::F32);
        let gl = gm.convert(ns_dtype);
        let g2 = gl.dot_general_to(&gl, &mm, DType::F32);
        let poly = (&gm * b + &g2 * c).convert(ns_dtype);
        let applied = if tall {
            xl.dot_general_to(&poly, &mm, DType::F32)
        } else {
            poly.dot_general_to(&xl, &mm, DType::F32)
        };
        x = &x * a + applied;
    }
    x.check()
}

/// Where Newton–Schulz runs on a mesh: the direction moves to `whole` before it and the result
/// back to `stored` after it ([`super::sharding::whole_matrices`]).
#[derive(Debug, Clone)]
pub struct NsPlacement {
    /// The mesh the program runs on.
    pub mesh: Mesh,
    /// Each device holds whole matrices.
    pub whole: TensorSharding,
    /// The parameter's own sharding.
    pub stored: TensorSharding,
}

/// One Muon step for `param` (trailing dims `[rows, cols]`), its gradient and momentum buffer,
/// at learning rate `lr` (an f32 scalar device input):
/// `buf ← μ buf + g`; `dir = g + μ buf` (Nesterov) or `buf`;
/// `w ← w (1 - lr wd) - lr · sqrt(max(1, rows/cols)) · NS(dir)`, with `NS` placed by
/// `placement` (`None`: where the partitioner puts it).
pub fn muon_update(
    param: &Tensor,
    grad: &Tensor,
    momentum: &Tensor,
    lr: &Tensor,
    s: &MuonSettings,
    placement: Option<&NsPlacement>,
) -> Result<MuonUpdate> {
    let (_, rows, cols) = matrix_dims(param, "parameter")?;
    for (what, t) in [("gradient", grad), ("momentum", momentum)] {
        if t.dims() != param.dims() {
            return Err(Error::Usage(format!(
                "muon: {what} {} does not match parameter {}",
                t.ty(),
                param.ty()
            )));
        }
    }
    if lr.rank() != 0 || lr.dtype() != DType::F32 {
        return Err(Error::Usage(format!(
            "muon: the learning rate must be an f32 scalar, got {}",
            lr.ty()
        )));
    }
    let g = grad.convert(DType::F32);
    let buf = momentum.convert(DType::F32) * s.momentum + &g;
    let dir = if s.nesterov {
        &g + &buf * s.momentum
    } else {
        buf.clone()
    };
    let o = match placement {
        Some(p) => constrain(
            &newton_schulz(&constrain(&dir, &p.mesh, &p.whole), s.ns_steps, s.ns_dtype)?,
            &p.mesh,
            &p.stored,
        ),
        None => newton_schulz(&dir, s.ns_steps, s.ns_dtype)?,
    };
    let scale = muon_scale(rows as usize, cols as usize);
    let decay = 1.0 - lr * s.weight_decay;
    let w = param.convert(DType::F32) * decay - o * (lr * scale);
    Ok(MuonUpdate {
        param: w.convert(param.dtype()).check()?,
        momentum: buf.convert(momentum.dtype()).check()?,
    })
}
