//! M: Mamba-2 (SSD) mixer.

use super::context::{Docs, LayerParams, Precision};
use crate::config::ModelConfig;
use xla_hlo::Tensor;

/// The M sublayer on the normalised input `x [B, T, d]`.
pub fn mamba(
    _x: &Tensor,
    _p: &LayerParams,
    _cfg: &ModelConfig,
    _docs: &Docs,
    _chunk: usize,
    _prec: &Precision,
) -> xla_hlo::Result<Tensor> {
    Err(xla_hlo::Error::Usage("mamba: not built yet".into()))
}
