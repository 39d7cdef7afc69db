//! Token embedding: `h0 = rmsnorm(wte[tokens])` (untied `wte [V, d]`, norm in the wide dtype).

use super::context::Precision;
use xla_hlo::{Tensor, nn};

/// The spec's weightless rmsnorm epsilon.
pub const RMS_EPS: f64 = 1e-6;

/// `rmsnorm(wte[tokens])` for i32 `tokens [B, T]`: `[B, T, d]` in the wide dtype.
pub fn embed(wte: &Tensor, tokens: &Tensor, prec: &Precision) -> Tensor {
    nn::rmsnorm(&prec.wide(&wte.take(tokens)), RMS_EPS)
}
