//! `[optimizer]`: Muon and AdamW hyper-parameters ([`OptimizerConfig`]) and their checks.

use super::defaults;
use serde::{Deserialize, Serialize};

/// `[optimizer]`: Muon for block matrices, AdamW for the rest (see `params` for the split).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptimizerConfig {
    /// Muon learning rate.
    #[serde(default = "defaults::muon_lr")]
    pub muon_lr: f64,
    /// Muon momentum.
    #[serde(default = "defaults::muon_momentum")]
    pub muon_momentum: f64,
    /// Nesterov momentum for Muon.
    #[serde(default = "defaults::yes")]
    pub muon_nesterov: bool,
    /// Newton-Schulz iterations.
    #[serde(default = "defaults::ns_steps")]
    pub muon_ns_steps: usize,
    /// Decoupled weight decay for Muon parameters.
    #[serde(default)]
    pub muon_weight_decay: f64,
    /// AdamW learning rate (LM head, router, norms, scalars, MTP projection).
    #[serde(default = "defaults::adamw_lr")]
    pub adamw_lr: f64,
    /// AdamW learning rate of the token embedding `wte` (it is followed by rmsnorm, so it is
    /// scale-free and wants a far larger step than the head).
    #[serde(default = "defaults::adamw_embed_lr")]
    pub adamw_embed_lr: f64,
    /// AdamW beta1.
    #[serde(default = "defaults::beta1")]
    pub adamw_beta1: f64,
    /// AdamW beta2.
    #[serde(default = "defaults::beta2")]
    pub adamw_beta2: f64,
    /// AdamW epsilon.
    #[serde(default = "defaults::adamw_eps")]
    pub adamw_eps: f64,
    /// Decoupled weight decay for AdamW parameters.
    #[serde(default)]
    pub adamw_weight_decay: f64,
    /// Which AdamW parameters `adamw_weight_decay` applies to: `matrices` (the default: the
    /// token embedding, LM head, routers, MTP projection; not norms, biases, conv filters or
    /// SSM scalars) or `all`.
    #[serde(default, skip_serializing_if = "AdamWDecay::is_default")]
    pub adamw_decay: AdamWDecay,
    /// Global gradient-norm clip (0 = off).
    #[serde(default = "defaults::one")]
    pub grad_clip: f64,
    /// The optimizer of the block matrices: `muon` (the default, NAM's split) or `adamw`
    /// (AdamW on every tensor at `adamw_lr`, as MaxText trains Llama and Mistral: for
    /// calibration against their measured runs).
    #[serde(default, skip_serializing_if = "MatrixOptimizer::is_default")]
    pub matrix_optimizer: MatrixOptimizer,
}

/// `[optimizer] matrix_optimizer`: what updates the matrices the split gives Muon.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MatrixOptimizer {
    /// Muon (`docs/model.md`, "Optimizer split"). Left out of the canonical JSON.
    #[default]
    Muon,
    /// AdamW at `adamw_lr`, with `adamw_decay` deciding their decay like any AdamW matrix.
    Adamw,
}

impl MatrixOptimizer {
    fn is_default(&self) -> bool {
        *self == MatrixOptimizer::default()
    }
}

/// `[optimizer] adamw_decay`: which AdamW parameters weight decay touches.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AdamWDecay {
    /// Matrices only ([`crate::params::adamw_decays`]): what nanoGPT, torchtitan and optax
    /// masks do. Left out of the canonical JSON, so config hashes stay as they were.
    #[default]
    Matrices,
    /// Every AdamW parameter.
    All,
}

impl AdamWDecay {
    fn is_default(&self) -> bool {
        *self == AdamWDecay::default()
    }
}

impl OptimizerConfig {
    /// Appends every violation of the `[optimizer]` rules to `errors`.
    pub(super) fn check(&self, errors: &mut Vec<String>) {
        let o = self;
        for (name, v) in [
            ("muon_lr", o.muon_lr),
            ("adamw_lr", o.adamw_lr),
            ("adamw_embed_lr", o.adamw_embed_lr),
            ("muon_weight_decay", o.muon_weight_decay),
            ("adamw_weight_decay", o.adamw_weight_decay),
            ("grad_clip", o.grad_clip),
        ] {
            if !(v >= 0.0 && v.is_finite()) {
                errors.push(format!(
                    "[optimizer] {name} {v} must be a finite number >= 0"
                ));
            }
        }
        for (name, v) in [
            ("muon_momentum", o.muon_momentum),
            ("adamw_beta1", o.adamw_beta1),
            ("adamw_beta2", o.adamw_beta2),
        ] {
            if !(0.0..1.0).contains(&v) {
                errors.push(format!("[optimizer] {name} {v} must be in [0, 1)"));
            }
        }
        if o.adamw_eps.is_nan() || o.adamw_eps <= 0.0 {
            errors.push(format!("[optimizer] adamw_eps {} must be > 0", o.adamw_eps));
        }
        if o.muon_ns_steps == 0 {
            errors.push("[optimizer] muon_ns_steps must be at least 1".into());
        }
    }
}
