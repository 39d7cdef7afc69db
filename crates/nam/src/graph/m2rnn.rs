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
    let run = Run {
        conv: Box::new(|x, w, b| causal_conv(x, w, b, docs)),
        starts_kept: Box::new(|| docs.same_doc_back(1)),
        init: None,
        // Rematerialised: the backward pass recomputes each step from the stacked states, so
        // one `[T, B, Hr, dk, dv]` tensor is kept per R sublayer, not the step's five
        // intermediates (nam56r on v6e-8: about 1.4 GiB each per row, which kept it from fitting
        // at any micro-batch; docs/performance-log.md, "nam56r on v6e-8: the first prediction").
        remat: true,
        mesh,
    };
    Ok(recurrence(x, p, cfg, prec, run)?.0)
}

/// The R sublayer in incremental decoding ([`super::decode`]): the new tokens' normalised input
/// `x [B, L, d]` continues the conv's last inputs `states[0] [B, W, conv channels]` and the
/// recurrence's state `states[1] [B, Hr, dk, dv]` (wide): [`m2rnn`]'s steps from that state
/// instead of zeros. Returns the output and both states.
pub(crate) fn m2rnn_extend(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    ext: &super::decode::Extend,
    states: [&Tensor; 2],
    prec: &Precision,
) -> xla_hlo::Result<[Tensor; 3]> {
    let conv_state = std::cell::RefCell::new(None);
    let run = Run {
        conv: Box::new(|x, w, b| {
            let (y, next) = super::conv::conv_extend(x, w, b, states[0], &ext.recent_segments);
            *conv_state.borrow_mut() = Some(next);
            y
        }),
        starts_kept: Box::new(|| ext.continues()),
        init: Some(states[1]),
        remat: false,
        mesh: &Mesh::SINGLE,
    };
    let (y, state) = recurrence(x, p, cfg, prec, run)?;
    let conv_state = conv_state.into_inner().expect("the conv ran");
    Ok([y, conv_state, state])
}

/// The causal conv of `x [B, T, channels]` with its weight and bias.
type Conv<'a> = Box<dyn FnOnce(&Tensor, &Tensor, &Tensor) -> Tensor + 'a>;

/// What differs between the training pass and a decoding step.
struct Run<'a> {
    /// The causal conv of `[B, T, channels]` with its weight and bias (how it sees the inputs
    /// before the first position and the documents).
    conv: Conv<'a>,
    /// `[B, T]` pred: the position continues the previous one's document (the state is kept).
    starts_kept: Box<dyn FnOnce() -> Tensor + 'a>,
    /// The state before the first position (`None`: zeros).
    init: Option<&'a Tensor>,
    /// Rematerialise the scan in the backward pass.
    remat: bool,
    /// The mesh the rows are split over.
    mesh: &'a Mesh,
}

/// The R sublayer's computation: its output and the state after the last position.
fn recurrence(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    prec: &Precision,
    run: Run,
) -> xla_hlo::Result<(Tensor, Tensor)> {
    let (hr, dk, dv) = (
        cfg.r_heads() as i64,
        cfg.r_k_head as i64,
        cfg.r_v_head as i64,
    );
    let (bs, t) = (x.dims()[0], x.dims()[1]);
    let wide = prec.wide;
    let b = x.builder();
    let conv_ch = hr * (2 * dk + dv);
    // 1. Projection: q, k, v (conv channels), forget input f, gate g; 2. conv and silu.
    let proj = prec.matmul(x, p.get("w_in")?);
    let qkv = nn::silu(&(run.conv)(
        &proj.slice_axis(2, 0, conv_ch),
        p.get("conv_w")?,
        p.get("conv_b")?,
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
    let keep =
        (run.starts_kept)().select(&b.full(1.0, wide, &[bs, t]), &b.full(0.0, wide, &[bs, t]));
    // W enters the scan once per row (`[B, Hr, dv, dv]`, a broadcast split like the rows): its
    // gradient then accumulates per row in the backward scan on each device and is summed over
    // the rows once after it. With W itself in the body, a data-parallel program all-reduced
    // its gradient at every position (nam56r on v6e-8: 262 144 all-reduces per step), and an
    // unconstrained broadcast was split by heads, which moved q or k by an all-to-all at every
    // position instead.
    let per_row = activation_sharding(4, None);
    let w = constrain(
        &cast(p.get("W")?, wide).broadcast_in_dim(&[bs, hr, dv, dv], &[1, 2, 3]),
        run.mesh,
        &per_row,
    );
    let lead = super::mamba::lead;
    let init = match run.init {
        Some(s) => cast(s, wide),
        None => constrain(&b.full(0.0, wide, &[bs, hr, dk, dv]), run.mesh, &per_row),
    };
    let state = [bs, hr, dk, dv];
    let (carry, ys) = b.scan(
        &[&init],
        &[&lead(&q), &lead(&k), &lead(&v), &lead(&a), &lead(&keep)],
        ScanOptions {
            remat: run.remat,
            ..ScanOptions::default()
        },
        |_, c, xs| {
            let (next, y) = step(&c[0], xs, &w, &state);
            (vec![next], vec![y])
        },
    );
    // 5. (y + D v) * silu(g), weighted rmsnorm, output projection.
    let y = lead(&ys[0]); // [B, T, Hr, dv]
    let d_skip = cast(p.get("D_skip")?, wide).broadcast_in_dim(&[bs, t, hr, dv], &[2]);
    let y = (y + d_skip * v).reshape(&[bs, t, hr * dv]);
    let norm_w = cast(p.get("norm_w")?, wide).broadcast_in_dim(&[bs, t, hr * dv], &[2]);
    let out = nn::rmsnorm(&(y * nn::silu(&gate)), RMS_EPS) * norm_w;
    Ok((prec.matmul(&out, p.get("w_out")?), carry[0].clone()))
}

/// One position: `xs` are q, k, v, a and keep of the position; the state `h [B, Hr, dk, dv]`
/// zeroed where keep is 0, then `Hn = tanh(h W + k vᵀ)`, `next = a h + (1 − a) Hn`, `y = qᵀ
/// next`. Returns `(next, y)`.
fn step(h: &Tensor, xs: &[Tensor], w: &Tensor, state: &[i64; 4]) -> (Tensor, Tensor) {
    let (q, k, v, a, keep) = (&xs[0], &xs[1], &xs[2], &xs[3], &xs[4]);
    let h = h * keep.broadcast_in_dim(state, &[0]);
    let hw = h.dot_general(
        w,
        &DotDims {
            lhs_batch: vec![0, 1],
            rhs_batch: vec![0, 1],
            lhs_contracting: vec![3],
            rhs_contracting: vec![2],
        },
    );
    let kv = k.broadcast_in_dim(state, &[0, 1, 2]) * v.broadcast_in_dim(state, &[0, 1, 3]);
    let hn = (hw + kv).tanh();
    let a = a.broadcast_in_dim(state, &[0, 1]);
    let next = &a * &h + (1.0 - &a) * hn;
    let y = (q.broadcast_in_dim(state, &[0, 1, 2]) * &next).reduce_sum(&[2]);
    (next, y)
}
