//! Rotary position embedding and QK-norm (`docs/model.md`, attention steps 2-3): the
//! rows-first form every attention core can use, and the form that feeds the Pallas kernels,
//! computed in their `[B, H, T, D]` layout with a gradient rule of its own.

use super::context::cast;
use std::rc::Rc;
use xla_hlo::{DType, Tensor, nn};

/// Rotary embedding of `x [B, T, heads, D]` at i32 `positions [B, T]`: pairs `(i, i + D/2)`
/// rotate by `pos · theta^(-2i/D)`.
pub fn rope(x: &Tensor, positions: &Tensor, theta: f64) -> Tensor {
    rope_at(x, positions, theta, 1)
}

/// [`rope`] of `x` whose time axis is `time_axis` (1: `[B, T, heads, D]`, 2: `[B, heads, T,
/// D]`): the same values in either layout.
pub fn rope_at(x: &Tensor, positions: &Tensor, theta: f64, time_axis: usize) -> Tensor {
    let [lo, hi] = rotated_halves(x, positions, theta, time_axis);
    Tensor::concat(&[&lo, &hi], 3)
}

/// The rotated halves `(x₁ cos − x₂ sin, x₂ cos + x₁ sin)` of `x` (time at `time_axis`),
/// where `x₁, x₂` are the first and second half of the last axis.
fn rotated_halves(x: &Tensor, positions: &Tensor, theta: f64, time_axis: usize) -> [Tensor; 2] {
    let (cos, sin) = angles(x, positions, theta, time_axis);
    let (x1, x2) = halves(x);
    [&x1 * &cos - &x2 * &sin, &x2 * &cos + &x1 * &sin]
}

/// `cos` and `sin` of the rotary angles, `[B, T, 1, D/2]` (or `[B, 1, T, D/2]` for time axis
/// 2), in `x`'s dtype.
fn angles(x: &Tensor, positions: &Tensor, theta: f64, time_axis: usize) -> (Tensor, Tensor) {
    let dims = x.dims();
    let (bs, t, dh) = (dims[0], dims[time_axis], dims[3]);
    let half = dh / 2;
    let dt = x.dtype();
    let freqs: Vec<f64> = (0..half)
        .map(|i| theta.powf(-2.0 * i as f64 / dh as f64))
        .collect();
    let freqs = x.builder().constant(&freqs, dt, &[half]);
    let pos = positions.convert(dt);
    let mut shape = [bs, 1, 1, half];
    shape[time_axis] = t;
    let angle =
        pos.broadcast_in_dim(&shape, &[0, time_axis as i64]) * freqs.broadcast_in_dim(&shape, &[3]);
    (angle.cos(), angle.sin())
}

/// The first and second half of `x`'s last axis.
fn halves(x: &Tensor) -> (Tensor, Tensor) {
    let dh = x.dims()[3];
    (x.slice_axis(3, 0, dh / 2), x.slice_axis(3, dh / 2, dh))
}

/// Rotary embedding then QK-norm (`rmsnorm` without weight, `eps`) of `x [B, T, heads, D]` as
/// the projection wrote it, times `scale`, computed in `wide` in the Pallas kernels' `[B, heads,
/// T, D]` layout; returns `[B, T, heads, D]` in `out`, the dtype the kernels take (XLA cancels the
/// transposes on both sides against the exported kernels' own). The kernels take queries already
/// scaled by `1/sqrt(D)`; that `scale` is folded into the norm's `1/rms`, so the query rounds to
/// `out` once and no pass of its own scales it.
///
/// Formulated for TPU's memory traffic, with the values of `scale·rmsnorm(rope(x))` up to f32
/// rounding before the output's own rounding to `out` (`blocks_attention.rs` checks values and
/// gradients against that composition):
///
/// - The rotation preserves the norm, so `rmsnorm(rope(x)) = rope(x)·r` with
///   `r = 1/sqrt(mean(x²) + eps)`: the statistics come from `x` itself.
/// - The rotation is written at full width, `x·[cos, cos] + partner(x)·[−sin, sin]`, where
///   `partner(x) = [x₂, x₁]` swaps the halves. XLA on TPU stores sliced halves and their
///   concatenations as arrays of their own; `partner` of a bf16 array is instead one matmul
///   with a 0/1 permutation matrix, exact (one product per output, accumulated in f32).
/// - The gradient is a rule of its own, applied to a cotangent `g` in `out` (the kernels'
///   bf16): `h = rotᵀ(g) = g·[cos, cos] − partner(g)·[−sin, sin]`, and for the output
///   `y = scale·rot(x)·r` the norm's `dx = r·(scale·h − r·mean(g·y)·x)`. The reduction reads
///   `g` and the output `y` (`⟨h, x⟩ = ⟨g, rot x⟩` since the rotation keeps dot products), so
///   `h` is computed once, in the pass that writes `dx`; reduced against `x` it needed
///   `partner(g)` stored and `h` computed twice.
/// - The output passes an optimization barrier: the layer loop's backward pass then reads the
///   `y` it stored for the kernel instead of recomputing it inside the reduction from `x` and a
///   stored `partner(x)`.
///
/// PREDICTED nam12-dense v6e-8 step 254.3 → 191.7 ms with the projection by heads and the bf16
/// residual stream; the rule's reduction against `y`, the barrier and the scale folded in
/// 176.5 → 172.0 ms (`docs/performance-log.md`, "Attention without layout copies (model v5)").
pub fn rope_qk_norm_heads_first(
    x: &Tensor,
    positions: &Tensor,
    theta: f64,
    eps: f64,
    scale: f64,
    wide: DType,
    out: DType,
) -> Tensor {
    let heads = swap(x);
    let x_wide = cast(&heads, wide);
    let inv_rms = nn::inv_rms(&x_wide, eps);
    let (cos, sin) = full_width_angles(&x_wide, positions, theta);
    let rotated = &x_wide * &cos + cast(&partner(&heads), wide) * &sin;
    let normed = cast(&(&rotated * &(&inv_rms * scale)), out);
    let normed = x.builder().optimization_barrier(&[&normed]).remove(0);
    let rule = move |inputs: &[Tensor], outputs: &[Tensor], ct: &[Option<Tensor>]| {
        let Some(ct) = &ct[0] else {
            return Vec::new();
        };
        let (x, positions, r) = (&inputs[0], &inputs[1], &inputs[2]);
        let wide = r.dtype();
        let x_wide = cast(&swap(x), wide);
        let g = swap(ct);
        let g_wide = cast(&g, wide);
        let (cos, sin) = full_width_angles(&g_wide, positions, theta);
        let h = &g_wide * &cos - cast(&partner(&g), wide) * &sin;
        let y = cast(&swap(&outputs[0]), wide);
        let along_y = nn::mean(&(&g_wide * &y), &[3]).reshape(&r.dims());
        let dx = r * &(&(&h * scale) - &(&x_wide * &(r * &along_y)));
        vec![Some(cast(&swap(&dx), x.dtype())), None, None]
    };
    swap(&normed).with_vjp(&[x, positions, &inv_rms], Rc::new(rule))
}

/// `[B, T, H, D]` ↔ `[B, H, T, D]`.
fn swap(x: &Tensor) -> Tensor {
    x.transpose(&[0, 2, 1, 3])
}

/// `[x₂, x₁]` for `x = [x₁, x₂]` split along the last axis, in `x`'s dtype: for bf16 one
/// matmul with the permutation matrix (exact: each output is one bf16 value times 1), which XLA
/// on TPU fuses with its neighbours where slices and a concatenation would be stored, and whose
/// bf16 result halves the bytes of any copy XLA still makes (PREDICTED nam12-dense v6e-8 188.5
/// → 184.8 ms against an f32 result); for other dtypes the slices and the concatenation.
fn partner(x: &Tensor) -> Tensor {
    let dh = x.dims()[3];
    if x.dtype() != DType::BF16 {
        let (x1, x2) = halves(x);
        return Tensor::concat(&[&x2, &x1], 3);
    }
    let mut swap_halves = vec![0.0; (dh * dh) as usize];
    for j in 0..dh {
        let i = (j + dh / 2) % dh;
        swap_halves[(i * dh + j) as usize] = 1.0;
    }
    let p = x.builder().constant(&swap_halves, DType::BF16, &[dh, dh]);
    let dims = xla_hlo::DotDims {
        lhs_contracting: vec![3],
        rhs_contracting: vec![0],
        ..Default::default()
    };
    x.dot_general_to(&p, &dims, DType::BF16)
}

/// `[cos, cos]` and `[−sin, sin]` of the rotary angles at full width, `[B, 1, T, D]` in `x`'s
/// dtype (`x` is `[B, H, T, D]`): `rope(x) = x·[cos, cos] + partner(x)·[−sin, sin]`.
fn full_width_angles(x: &Tensor, positions: &Tensor, theta: f64) -> (Tensor, Tensor) {
    let (cos, sin) = angles(x, positions, theta, 2);
    (
        Tensor::concat(&[&cos, &cos], 3),
        Tensor::concat(&[&(-&sin), &sin], 3),
    )
}
