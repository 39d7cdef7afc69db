//! The causal depthwise conv of M and R, reset at document starts.

use super::context::{Docs, cast};
use std::rc::Rc;
use xla_hlo::nn::{shift_left, shift_right};
use xla_hlo::{DType, Tensor};

/// Tap `j` of `w [k, C]` broadcast over `[B, T, C]`.
fn tap(w: &Tensor, j: i64, dims: &[i64]) -> Tensor {
    w.slice_axis(0, j, j + 1)
        .reshape(&[dims[2]])
        .broadcast_in_dim(dims, &[2])
}

/// `mask [B, T]` over `[B, T, C]`.
fn over_rows(mask: &Tensor, dims: &[i64]) -> Tensor {
    mask.broadcast_in_dim(dims, &[0, 1])
}

/// What tap `back` positions back reads of `x [B, T, C]`: `x[t − back]` where `visible [B, T]`,
/// else zero.
fn tap_input(x: &Tensor, visible: &Tensor, back: i64) -> Tensor {
    let zero = x.builder().scalar(0.0, x.dtype());
    over_rows(visible, &x.dims()).select(&shift_right(x, 1, back, &zero), &x.zeros_like())
}

/// `y[t, c] = b[c] + Σ_j w[j, c] · x[t - (k - 1 - j), c]` over `x [B, T, C]`, where inputs
/// before the current document's start (or the row's) are zeros. `w [k, C]`, `b [C]`.
///
/// Its gradient rule computes what autodiff does, bit for bit, in another shape. Autodiff
/// shifts each tap's product `ct · w_j` back along T, and XLA on TPU stores those `k − 1`
/// products as separate arrays before shifting and adding them (nam52: three f32
/// `[8, 4096, 4352]` arrays per M sublayer and micro-batch). The rule shifts the cotangent
/// itself, `Σ_j [visible] ct[t + back_j] · w_j`, so one pass reads it and writes `dx`
/// (docs/performance-log.md, "The SSD's groups and chunk states, the MoE dispatch by gather, the
/// conv's gradient"). The terms are added in autodiff's order, from the
/// unshifted tap back.
pub fn causal_conv(x: &Tensor, w: &Tensor, bias: &Tensor, docs: &Docs) -> Tensor {
    let dims = x.dims();
    let dt = x.dtype();
    let (w, bias) = (cast(w, dt), cast(bias, dt));
    let k = w.dims()[0];
    // Tap j reads `back = k − 1 − j` positions back, where `visible[back] [B, T]` says that
    // position exists and is in the same document.
    let visible: Vec<Tensor> = (0..k).map(|back| docs.same_doc_back(back)).collect();
    let mut y = bias.broadcast_in_dim(&dims, &[2]);
    for j in 0..k {
        let back = k - 1 - j;
        y = y + tap_input(x, &visible[back as usize], back) * tap(&w, j, &dims);
    }
    let rule = move |inputs: &[Tensor], _: &[Tensor], ct: &[Option<Tensor>]| {
        let Some(ct) = &ct[0] else {
            return Vec::new();
        };
        // The rule runs where the backward pass is built (a scan's reverse body, say): it reads
        // the forward's tensors only through `inputs`.
        let (x, w, visible) = (&inputs[0], &inputs[1], &inputs[3..]);
        let b = ct.builder();
        let (zero, hidden) = (b.scalar(0.0, ct.dtype()), b.scalar(0.0, DType::Pred));
        let d_x = (0..k)
            .map(|back| {
                let j = k - 1 - back;
                let seen_from = over_rows(
                    &shift_left(&visible[back as usize], 1, back, &hidden),
                    &dims,
                );
                let ct_from = shift_left(ct, 1, back, &zero);
                seen_from.select(&(&ct_from * &tap(w, j, &dims)), &ct.zeros_like())
            })
            .reduce(|acc, term| acc + term)
            .unwrap_or_else(|| ct.zeros_like());
        let d_w: Vec<Tensor> = (0..k)
            .map(|j| {
                let back = k - 1 - j;
                (ct * &tap_input(x, &visible[back as usize], back))
                    .reduce_sum(&[0, 1])
                    .reshape(&[1, dims[2]])
            })
            .collect();
        let d_w = Tensor::concat(&d_w.iter().collect::<Vec<_>>(), 0);
        vec![Some(d_x), Some(d_w), Some(ct.reduce_sum(&[0, 1]))]
    };
    let mut inputs = vec![x, &w, &bias];
    inputs.extend(visible.iter());
    y.with_vjp(&inputs, Rc::new(rule))
}

/// [`causal_conv`] of the new positions `new [B, L, C]` of incremental decoding, continuing
/// `state [B, W, C]`, the `W ≥ k − 1` inputs before them; `segments [B, W + L]` are those
/// positions' segment ids then the new ones' (a change starts a document, which the conv does
/// not read across). Returns the output at the new positions and the next state (the last `W`
/// inputs).
pub(crate) fn conv_extend(
    new: &Tensor,
    w: &Tensor,
    bias: &Tensor,
    state: &Tensor,
    segments: &Tensor,
) -> (Tensor, Tensor) {
    let (width, l) = (state.dims()[1], new.dims()[1]);
    let all = Tensor::concat(&[&cast(state, new.dtype()), new], 1);
    let y = causal_conv(&all, w, bias, &Docs::new(segments));
    (
        y.slice_axis(1, width, width + l),
        all.slice_axis(1, l, l + width),
    )
}
