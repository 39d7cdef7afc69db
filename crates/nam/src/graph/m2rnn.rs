//! R: the M2RNN recurrent mixer — a matrix state with a nonlinear transition, run as a `scan`
//! over positions (the tanh makes it non-associative, so there is no chunked form).
//!
//! Per head: `Hn = tanh(H W + k vᵀ)`, `H = a H + (1 - a) Hn`, `y = qᵀ H`, with the state zeroed
//! before the update at each document start.

use super::context::{Docs, LayerParams, Precision, cast};
use super::conv::causal_conv;
use super::embed::RMS_EPS;
use super::sharding::{activation_sharding, constrain};
use crate::config::ModelConfig;
use crate::mesh::Mesh;
use xla_hlo::{DotDims, ScanOptions, Tensor, nn};

/// The R sublayer on the normalised input `x [B, T, d]`, its rows split over `mesh` as the
/// batch is.
pub fn m2rnn(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    docs: &Docs,
    prec: &Precision,
    mesh: &Mesh,
) -> xla_hlo::Result<Tensor> {
    let (hr, dk, dv) = (
        cfg.r_heads() as i64,
        cfg.r_k_head as i64,
        cfg.r_v_head as i64,
    );
    let (bs, t) = (docs.batch, docs.seq);
    let wide = prec.wide;
    let b = x.builder();
    let conv_ch = hr * (2 * dk + dv);
    // 1. Projection: q, k, v (conv channels), forget input f, gate g; 2. conv and silu.
    let proj = prec.matmul(x, p.get("w_in")?);
    let qkv = nn::silu(&causal_conv(
        &proj.slice_axis(2, 0, conv_ch),
        p.get("conv_w")?,
        p.get("conv_b")?,
        docs,
    ));
    let q = qkv.slice_axis(2, 0, hr * dk).reshape(&[bs, t, hr, dk]);
    let k = qkv
        .slice_axis(2, hr * dk, 2 * hr * dk)
        .reshape(&[bs, t, hr, dk]);
    let v = qkv
        .slice_axis(2, 2 * hr * dk, conv_ch)
        .reshape(&[bs, t, hr, dv]);
    let f = proj.slice_axis(2, conv_ch, conv_ch + hr);
    let gate = proj.slice_axis(2, conv_ch + hr, conv_ch + hr + hr * dv);
    // 3. Forget gate a = exp(-exp(A_log) · softplus(f + dt_bias)).
    let heads = |name: &str| -> xla_hlo::Result<Tensor> {
        Ok(cast(p.get(name)?, wide).broadcast_in_dim(&[bs, t, hr], &[2]))
    };
    let a = (-(heads("A_log")?.exp()) * nn::softplus(&(f + heads("dt_bias")?))).exp();
    // 4. The recurrence, one scan step per position; `keep` is 0 at document starts.
    let keep = docs
        .same_doc_back(1)
        .select(&b.full(1.0, wide, &[bs, t]), &b.full(0.0, wide, &[bs, t]));
    // W enters the scan once per row (`[B, Hr, dv, dv]`, a broadcast split like the rows): its
    // gradient then accumulates per row in the backward scan on each device and is summed over
    // the rows once after it. With W itself in the body, a data-parallel program all-reduced
    // its gradient at every position (nam56r on v6e-8: 262 144 all-reduces per step), and an
    // unconstrained broadcast was split by heads, which moved q or k by an all-to-all at every
    // position instead.
    let per_row = activation_sharding(4, None);
    let w = constrain(
        &cast(p.get("W")?, wide).broadcast_in_dim(&[bs, hr, dv, dv], &[1, 2, 3]),
        mesh,
        &per_row,
    );
    let lead = |x: &Tensor| {
        let r = x.rank() as i64;
        let mut perm = vec![1, 0];
        perm.extend(2..r);
        x.transpose(&perm)
    };
    let init = constrain(&b.full(0.0, wide, &[bs, hr, dk, dv]), mesh, &per_row);
    let state = [bs, hr, dk, dv];
    // Rematerialised: the backward pass recomputes each step from the stacked states, so one
    // `[T, B, Hr, dk, dv]` tensor is kept per R sublayer, not the step's five intermediates
    // (nam56r on v6e-8: about 1.4 GiB each per row, which kept it from fitting at any
    // micro-batch; docs/performance-log.md, "nam56r on v6e-8: the first prediction").
    let (_, ys) = b.scan(
        &[&init],
        &[&lead(&q), &lead(&k), &lead(&v), &lead(&a), &lead(&keep)],
        ScanOptions {
            remat: true,
            ..ScanOptions::default()
        },
        |_, c, xs| {
            let (q, k, v, a, keep) = (&xs[0], &xs[1], &xs[2], &xs[3], &xs[4]);
            let h = &c[0] * keep.broadcast_in_dim(&state, &[0]);
            let hw = h.dot_general(
                &w,
                &DotDims {
                    lhs_batch: vec![0, 1],
                    rhs_batch: vec![0, 1],
                    lhs_contracting: vec![3],
                    rhs_contracting: vec![2],
                },
            );
            let kv =
                k.broadcast_in_dim(&state, &[0, 1, 2]) * v.broadcast_in_dim(&state, &[0, 1, 3]);
            let hn = (hw + kv).tanh();
            let a = a.broadcast_in_dim(&state, &[0, 1]);
            let next = &a * &h + (1.0 - &a) * hn;
            let y = (q.broadcast_in_dim(&state, &[0, 1, 2]) * &next).reduce_sum(&[2]);
            (vec![next], vec![y])
        },
    );
    // 5. (y + D v) * silu(g), weighted rmsnorm, output projection.
    let y = lead(&ys[0]); // [B, T, Hr, dv]
    let d_skip = cast(p.get("D_skip")?, wide).broadcast_in_dim(&[bs, t, hr, dv], &[2]);
    let y = (y + d_skip * v).reshape(&[bs, t, hr * dv]);
    let norm_w = cast(p.get("norm_w")?, wide).broadcast_in_dim(&[bs, t, hr * dv], &[2]);
    let out = nn::rmsnorm(&(y * nn::silu(&gate)), RMS_EPS) * norm_w;
    Ok(prec.matmul(&out, p.get("w_out")?))
}

/// The R sublayer in incremental decoding ([`super::decode`]): the new tokens' normalised input
/// `x [B, L, d]` continues the conv's last inputs `conv_state [B, W, conv channels]` and the
/// recurrence's state `state [B, Hr, dk, dv]` (wide): the same step as [`m2rnn`]'s scan, from
/// that state instead of zeros. Returns the output and both states.
pub(crate) fn m2rnn_extend(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    ext: &super::decode::Extend,
    states: [&Tensor; 2],
    prec: &Precision,
) -> xla_hlo::Result<[Tensor; 3]> {
    let (hr, dk, dv) = (
        cfg.r_heads() as i64,
        cfg.r_k_head as i64,
        cfg.r_v_head as i64,
    );
    let (bs, t) = (x.dims()[0], x.dims()[1]);
    let wide = prec.wide;
    let b = x.builder();
    let conv_ch = hr * (2 * dk + dv);
    let proj = prec.matmul(x, p.get("w_in")?);
    let (conv, conv_state) = super::conv::conv_extend(
        &proj.slice_axis(2, 0, conv_ch),
        p.get("conv_w")?,
        p.get("conv_b")?,
        states[0],
        &ext.recent_segments,
    );
    let qkv = nn::silu(&conv);
    let q = qkv.slice_axis(2, 0, hr * dk).reshape(&[bs, t, hr, dk]);
    let k = qkv
        .slice_axis(2, hr * dk, 2 * hr * dk)
        .reshape(&[bs, t, hr, dk]);
    let v = qkv
        .slice_axis(2, 2 * hr * dk, conv_ch)
        .reshape(&[bs, t, hr, dv]);
    let f = proj.slice_axis(2, conv_ch, conv_ch + hr);
    let gate = proj.slice_axis(2, conv_ch + hr, conv_ch + hr + hr * dv);
    let heads = |name: &str| -> xla_hlo::Result<Tensor> {
        Ok(cast(p.get(name)?, wide).broadcast_in_dim(&[bs, t, hr], &[2]))
    };
    let a = (-(heads("A_log")?.exp()) * nn::softplus(&(f + heads("dt_bias")?))).exp();
    let keep = ext
        .continues()
        .select(&b.full(1.0, wide, &[bs, t]), &b.full(0.0, wide, &[bs, t]));
    let w = cast(p.get("W")?, wide).broadcast_in_dim(&[bs, hr, dv, dv], &[1, 2, 3]);
    let state = [bs, hr, dk, dv];
    let lead = super::mamba::lead;
    let (carry, ys) = b.scan(
        &[&cast(states[1], wide)],
        &[&lead(&q), &lead(&k), &lead(&v), &lead(&a), &lead(&keep)],
        ScanOptions::default(),
        |_, c, xs| {
            let (q, k, v, a, keep) = (&xs[0], &xs[1], &xs[2], &xs[3], &xs[4]);
            let h = &c[0] * keep.broadcast_in_dim(&state, &[0]);
            let hw = h.dot_general(
                &w,
                &DotDims {
                    lhs_batch: vec![0, 1],
                    rhs_batch: vec![0, 1],
                    lhs_contracting: vec![3],
                    rhs_contracting: vec![2],
                },
            );
            let kv =
                k.broadcast_in_dim(&state, &[0, 1, 2]) * v.broadcast_in_dim(&state, &[0, 1, 3]);
            let hn = (hw + kv).tanh();
            let a = a.broadcast_in_dim(&state, &[0, 1]);
            let next = &a * &h + (1.0 - &a) * hn;
            let y = (q.broadcast_in_dim(&state, &[0, 1, 2]) * &next).reduce_sum(&[2]);
            (vec![next], vec![y])
        },
    );
    let y = lead(&ys[0]);
    let d_skip = cast(p.get("D_skip")?, wide).broadcast_in_dim(&[bs, t, hr, dv], &[2]);
    let y = (y + d_skip * v).reshape(&[bs, t, hr * dv]);
    let norm_w = cast(p.get("norm_w")?, wide).broadcast_in_dim(&[bs, t, hr * dv], &[2]);
    let out = nn::rmsnorm(&(y * nn::silu(&gate)), RMS_EPS) * norm_w;
    Ok([
        prec.matmul(&out, p.get("w_out")?),
        conv_state,
        carry[0].clone(),
    ])
}
