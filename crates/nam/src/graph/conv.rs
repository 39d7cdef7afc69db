//! The causal depthwise conv of M and R, reset at document starts.

use super::context::{Docs, cast};
use xla_hlo::Tensor;
use xla_hlo::nn::shift_right;

/// `y[t, c] = b[c] + Σ_j w[j, c] · x[t - (k - 1 - j), c]` over `x [B, T, C]`, where inputs
/// before the current document's start (or the row's) are zeros. `w [k, C]`, `b [C]`.
pub fn causal_conv(x: &Tensor, w: &Tensor, bias: &Tensor, docs: &Docs) -> Tensor {
    let dims = x.dims();
    let dt = x.dtype();
    let (w, bias) = (cast(w, dt), cast(bias, dt));
    let k = w.dims()[0];
    let zero = x.builder().scalar(0.0, dt);
    let mut y = bias.broadcast_in_dim(&dims, &[2]);
    for j in 0..k {
        let back = k - 1 - j;
        let tap = w
            .slice_axis(0, j, j + 1)
            .reshape(&[dims[2]])
            .broadcast_in_dim(&dims, &[2]);
        let shifted = shift_right(x, 1, back, &zero);
        let visible = docs.same_doc_back(back).broadcast_in_dim(&dims, &[0, 1]);
        y = y + visible.select(&shifted, &x.zeros_like()) * tap;
    }
    y
}
