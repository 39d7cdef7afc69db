//! AdamW in the graph with bias correction from the device step input and decoupled weight
//! decay — the rule of `reference::adamw`, on device.
//!
//! The bias corrections `1 - β^t` are computed in the graph from `t`, an f32 scalar input (the
//! 1-based update count), so one compiled step serves every step. The update is computed in f32
//! whatever the storage dtype of the parameter and moments.

use crate::config::OptimizerConfig;
use xla_hlo::{DType, Error, Result, Tensor};

/// AdamW hyper-parameters that are fixed for a compiled program (lr and step are inputs).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AdamWSettings {
    /// First-moment decay β1.
    pub beta1: f64,
    /// Second-moment decay β2.
    pub beta2: f64,
    /// Added to `sqrt(v̂)`.
    pub eps: f64,
    /// Decoupled weight decay: `w ← w (1 - lr · wd) - ...`.
    pub weight_decay: f64,
}

impl AdamWSettings {
    /// The settings of `cfg`'s `[optimizer]` section.
    pub fn from_config(cfg: &OptimizerConfig) -> Self {
        AdamWSettings {
            beta1: cfg.adamw_beta1,
            beta2: cfg.adamw_beta2,
            eps: cfg.adamw_eps,
            weight_decay: cfg.adamw_weight_decay,
        }
    }
}

/// The new parameter and moments of one AdamW step.
#[derive(Debug, Clone)]
pub struct AdamWUpdate {
    /// Updated parameter, in the parameter's dtype.
    pub param: Tensor,
    /// Updated first moment, in its dtype.
    pub m: Tensor,
    /// Updated second moment, in its dtype.
    pub v: Tensor,
}

fn f32_scalar(t: &Tensor, what: &str) -> Result<()> {
    if t.rank() != 0 || t.dtype() != DType::F32 {
        return Err(Error::Usage(format!(
            "adamw: the {what} must be an f32 scalar, got {}",
            t.ty()
        )));
    }
    Ok(())
}

/// One AdamW step at learning rate `lr` and update count `t` (both f32 scalar inputs, `t` counting
/// from 1): `m ← β1 m + (1-β1) g`, `v ← β2 v + (1-β2) g²`,
/// `w ← w (1 - lr wd) - lr (m / (1-β1^t)) / (sqrt(v / (1-β2^t)) + eps)`.
pub fn adamw_update(
    param: &Tensor,
    grad: &Tensor,
    m: &Tensor,
    v: &Tensor,
    lr: &Tensor,
    t: &Tensor,
    s: &AdamWSettings,
) -> Result<AdamWUpdate> {
    for (what, x) in [
        ("gradient", grad),
        ("first moment", m),
        ("second moment", v),
    ] {
        if x.dims() != param.dims() {
            return Err(Error::Usage(format!(
                "adamw: {what} {} does not match parameter {}",
                x.ty(),
                param.ty()
            )));
        }
    }
    f32_scalar(lr, "learning rate")?;
    f32_scalar(t, "step count")?;
    let g = grad.convert(DType::F32);
    let m1 = m.convert(DType::F32) * s.beta1 + &g * (1.0 - s.beta1);
    let v1 = v.convert(DType::F32) * s.beta2 + &g * &g * (1.0 - s.beta2);
    let c1 = 1.0 - t.scalar_like(s.beta1).pow(t);
    let c2 = 1.0 - t.scalar_like(s.beta2).pow(t);
    let update = (&m1 / &c1) / ((&v1 / &c2).sqrt() + s.eps);
    let decay = 1.0 - lr * s.weight_decay;
    let w = param.convert(DType::F32) * decay - update * lr;
    Ok(AdamWUpdate {
        param: w.convert(param.dtype()).check()?,
        m: m1.convert(m.dtype()).check()?,
        v: v1.convert(v.dtype()).check()?,
    })
}
