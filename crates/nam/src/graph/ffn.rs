//! F: the dense feed-forward, `relu2` (`relu(x W_in)^2 W_out`) or `swiglu`
//! (`(silu(x W_gate) * (x W_up)) W_down`); the same maps serve the shared expert of E.

use super::context::{LayerParams, Precision};
use crate::config::Activation;
use xla_hlo::{Tensor, nn};

/// The hidden activation `[.., f]` of `x [.., d]` (before the output projection).
pub fn hidden(
    x: &Tensor,
    p: &LayerParams,
    prefix: &str,
    act: Activation,
    prec: &Precision,
) -> xla_hlo::Result<Tensor> {
    Ok(match act {
        Activation::Relu2 => {
            let r = nn::relu(&prec.matmul(x, p.get(&format!("{prefix}w_in"))?));
            &r * &r
        }
        Activation::Swiglu => {
            nn::silu(&prec.matmul(x, p.get(&format!("{prefix}w_gate"))?))
                * prec.matmul(x, p.get(&format!("{prefix}w_up"))?)
        }
    })
}

/// The name of the output projection for an activation.
pub fn out_name(act: Activation) -> &'static str {
    match act {
        Activation::Relu2 => "w_out",
        Activation::Swiglu => "w_down",
    }
}

/// A feed-forward whose weights are `{prefix}w_in/w_out` or `{prefix}w_gate/w_up/w_down` in `p`
/// (`prefix` is `""` for F and `"shared."` for the shared expert).
pub fn ffn(
    x: &Tensor,
    p: &LayerParams,
    prefix: &str,
    act: Activation,
    prec: &Precision,
) -> xla_hlo::Result<Tensor> {
    let h = hidden(x, p, prefix, act, prec)?;
    Ok(prec.matmul(&h, p.get(&format!("{prefix}{}", out_name(act)))?))
}
