//! R: M2RNN recurrent mixer.

use super::context::{Docs, LayerParams, Precision};
use crate::config::ModelConfig;
use xla_hlo::Tensor;

/// The R sublayer on the normalised input `x [B, T, d]`.
pub fn m2rnn(
    _x: &Tensor,
    _p: &LayerParams,
    _cfg: &ModelConfig,
    _docs: &Docs,
    _prec: &Precision,
) -> xla_hlo::Result<Tensor> {
    Err(xla_hlo::Error::Usage("m2rnn: not built yet".into()))
}
