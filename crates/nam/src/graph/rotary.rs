//! Rotary position embedding and QK-norm (`docs/model.md`, attention steps 2-3): the
//! rows-first form every attention core can use, and the form that feeds the Pallas kernels,
//! computed in their `[B, H, T, D]` layout with a gradient rule of its own.

use super::context::cast;
use std::rc::Rc;
use xla_hlo::{DType, Tensor};

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
/// the projection wrote it, computed in `wide` in the Pallas kernels' `[B, heads, T, D]` layout;
/// returns `[B, T, heads, D]` in `wide` (XLA cancels the transposes on both sides against the
/// exported kernels' own).
///
/// The values are those of `rmsnorm(rope(x))` up to f32 rounding: the sum of squares adds the
/// two rotated halves' sums, so the rotated vector is never concatenated before the norm
/// (`blocks_attention.rs` checks values and gradients against the rows-first composition).
///
/// The gradient is a rule of its own rather than autodiff's, written from the output `n` and
/// the saved `1/rms` (neither `x` nor the rotation is recomputed), returning `x`'s cotangent in
/// `x`'s dtype and layout. Autodiff through the composition kept half-width f32 cotangents of the
/// rotation and wrote the f32 cotangent before narrowing it (PREDICTED nam12-dense v6e-8 step
/// 239.0 → 232.1 ms, `docs/performance.md`, "Attention without layout copies").
pub fn rope_qk_norm_heads_first(
    x: &Tensor,
    positions: &Tensor,
    theta: f64,
    eps: f64,
    wide: DType,
) -> Tensor {
    let x_wide = cast(&swap(x), wide);
    let dh = x_wide.dims()[3];
    let [lo, hi] = rotated_halves(&x_wide, positions, theta, 2);
    let squares = (&lo * &lo).reduce_sum(&[3]) + (&hi * &hi).reduce_sum(&[3]);
    let inv_rms = ((squares / dh as f64) + eps)
        .rsqrt()
        .reshape(&kept(&x_wide));
    let normed = Tensor::concat(&[&(&lo * &inv_rms), &(&hi * &inv_rms)], 3);
    let rule = move |inputs: &[Tensor], y: &[Tensor], ct: &[Option<Tensor>]| {
        let Some(ct) = &ct[0] else {
            return Vec::new();
        };
        let (x, positions, inv_rms) = (&inputs[0], &inputs[1], &inputs[2]);
        let n = swap(&y[0]);
        let dx = norm_and_rotation_backward(&n, inv_rms, positions, theta, &swap(ct));
        vec![Some(cast(&swap(&dx), x.dtype())), None, None]
    };
    swap(&normed).with_vjp(&[x, positions, &inv_rms], Rc::new(rule))
}

/// `[B, T, H, D]` ↔ `[B, H, T, D]`.
fn swap(x: &Tensor) -> Tensor {
    x.transpose(&[0, 2, 1, 3])
}

/// The rotation's input cotangent `[B, H, T, D]` from the output's `g`, given the output `n`
/// and `inv_rms = 1 / sqrt(mean(u²) + eps)` (`[B, H, T, 1]`) of the rotated `u`.
///
/// Norm: with `n = u·r`, `du = r·(g − n·mean(g·n))`. Rotation (orthogonal, so its transpose):
/// `dx₁ = du₁ cos + du₂ sin`, `dx₂ = du₂ cos − du₁ sin`.
fn norm_and_rotation_backward(
    n: &Tensor,
    inv_rms: &Tensor,
    positions: &Tensor,
    theta: f64,
    g: &Tensor,
) -> Tensor {
    let dh = g.dims()[3];
    let (cos, sin) = angles(g, positions, theta, 2);
    let ((n_lo, n_hi), (g_lo, g_hi)) = (halves(n), halves(g));
    let along_n = ((&g_lo * &n_lo).reduce_sum(&[3]) + (&g_hi * &n_hi).reduce_sum(&[3])) / dh as f64;
    let along_n = along_n.reshape(&kept(g));
    let du_lo = inv_rms * &(&g_lo - &(&n_lo * &along_n));
    let du_hi = inv_rms * &(&g_hi - &(&n_hi * &along_n));
    let dx1 = &du_lo * &cos + &du_hi * &sin;
    let dx2 = &du_hi * &cos - &du_lo * &sin;
    Tensor::concat(&[&dx1, &dx2], 3)
}

/// `x`'s dims with the last one kept as 1 (a reduction over `D`, ready to broadcast back).
fn kept(x: &Tensor) -> Vec<i64> {
    let mut d = x.dims();
    d[3] = 1;
    d
}
