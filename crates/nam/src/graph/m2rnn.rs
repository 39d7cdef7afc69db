//! R: the M2RNN recurrent mixer — a matrix state with a nonlinear transition, run as a `scan`
//! over positions (the tanh makes it non-associative, so there is no chunked form).
//!
//! Per head: `Hn = tanh(H W + k vᵀ)`, `H = a H + (1 - a) Hn`, `y = qᵀ H`, with the state zeroed
//! before the update at each document start.
//!
//! `[model] m2rnn_kernel` chooses what runs the recurrence of a training program
//! ([`M2rnnChoice`]): the scan here, or the exported Pallas kernels (`pallas-kernels/`,
//! [`PallasM2rnn`]), which walk a chunk of positions per grid step with the state in VMEM.

use super::context::{Docs, LayerParams, Precision, cast};
use super::conv::causal_conv;
use super::embed::RMS_EPS;
use super::mamba::ssd_shards;
use super::sharding::{activation_sharding, constrain};
use crate::NamConfig;
use crate::backend::{BackendError, Platform};
use crate::config::{ModelConfig, SsdKernel, SublayerKind};
use crate::mesh::Mesh;
use pallas_kernels::{M2rnnQuery, M2rnnVariant, PallasM2rnn};
use xla_hlo::{DType, DotDims, Error, ScanOptions, Tensor, nn};

/// What computes the R sublayers' recurrence of a program ([`M2rnnCore`] once built).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum M2rnnBackend {
    /// The `while` loop over positions of [`m2rnn`] (every platform).
    Xla,
    /// The exported Pallas kernels ([`pallas_kernels::PallasM2rnn`]): Mosaic kernels on TPU, or
    /// with `interpret` their interpret-mode exports, plain StableHLO on any plugin (tests).
    Pallas {
        /// Splice the interpret-mode (`cpu`) variants.
        interpret: bool,
    },
}

impl M2rnnBackend {
    /// The backend `[model] m2rnn_kernel` names without knowing the platform: `pallas` is the
    /// TPU kernels, `xla` and `auto` are XLA. Programs for a device: [`M2rnnChoice`].
    pub fn for_config(kernel: SsdKernel) -> Self {
        match kernel {
            SsdKernel::Xla | SsdKernel::Auto => M2rnnBackend::Xla,
            SsdKernel::Pallas => M2rnnBackend::Pallas { interpret: false },
        }
    }

    /// The manifest spelling: `xla` or `pallas`.
    pub fn name(self) -> &'static str {
        match self {
            M2rnnBackend::Xla => "xla",
            M2rnnBackend::Pallas { .. } => "pallas",
        }
    }
}

/// `[model] m2rnn_kernel` as it resolves for one run on one platform, with why `auto` chose
/// XLA.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct M2rnnChoice {
    /// As configured.
    pub requested: SsdKernel,
    /// What the programs use.
    pub backend: M2rnnBackend,
    /// Why `auto` chose XLA (off TPU, no R sublayers, or no exported variant for the
    /// per-device shape).
    pub fallback: Option<String>,
}

impl M2rnnChoice {
    /// `cfg`'s `[model] m2rnn_kernel` on `platform` for programs of each of `rows` rows,
    /// partitioned over `cfg.mesh`, decided before anything is built: `xla` is XLA; `pallas` is
    /// the TPU kernels and fails off TPU ([`BackendError::M2rnnPallasNeedsTpu`]); `auto` is the
    /// kernels on TPU when an exported `[[m2rnn]]` variant serves every program's per-device
    /// shape ([`pallas_m2rnn_unavailable`]), else XLA with the reason — never an error.
    pub fn resolve(
        cfg: &NamConfig,
        platform: Platform,
        rows: &[usize],
    ) -> Result<Self, BackendError> {
        let requested = cfg.model.m2rnn_kernel;
        crate::backend::check_m2rnn_kernel(requested, platform)?;
        let (pallas, fallback) = crate::backend::resolve_scan_kernel(
            requested,
            platform,
            ('R', cfg.model.has(SublayerKind::M2rnn)),
            || rows.iter().find_map(|&r| pallas_m2rnn_unavailable(cfg, r)),
        );
        let backend = match pallas {
            true => M2rnnBackend::Pallas { interpret: false },
            false => M2rnnBackend::Xla,
        };
        Ok(M2rnnChoice {
            requested,
            backend,
            fallback,
        })
    }

    /// [`Self::resolve`] for the programs a trainer of `cfg` builds, each on one micro-batch of
    /// `[train] batch_size / micro_batches` rows.
    pub fn for_trainer(cfg: &NamConfig, platform: Platform) -> Result<Self, BackendError> {
        Self::resolve(cfg, platform, &[cfg.train.micro_batch_rows()])
    }

    /// What a run manifest records: `xla`, `pallas`, `auto: pallas` or `auto: xla (why)`.
    pub fn receipt(&self) -> String {
        let why = self.fallback.as_deref();
        let auto = self.requested == SsdKernel::Auto;
        crate::backend::kernel_receipt(auto, self.backend.name(), why)
    }
}

/// Why no TPU `[[m2rnn]]` variant serves the R sublayers of a `rows`-row program of `cfg` (its
/// `[mesh]`, `[precision]`); `None` when one does. What building with `pallas` would refuse,
/// found without building.
pub fn pallas_m2rnn_unavailable(cfg: &NamConfig, rows: usize) -> Option<String> {
    match pallas_m2rnn_query(cfg, rows, "tpu") {
        Ok(query) => M2rnnVariant::find(&query).err().map(|e| e.to_string()),
        Err(e) => Some(e),
    }
}

/// The M2RNN kernel query of the R sublayers of a `rows`-row program of `cfg` on `platform`
/// (`tpu`, or `cpu` for the interpret-mode variants), per device under `cfg.mesh`; or why the
/// kernels cannot serve it (rows that do not split over the mesh, a recurrence run in f64).
pub fn pallas_m2rnn_query(
    cfg: &NamConfig,
    rows: usize,
    platform: &str,
) -> Result<M2rnnQuery, String> {
    let m = &cfg.model;
    let splits = ssd_shards(&cfg.mesh).map_or(1, |s| s.row_splits.max(1));
    if rows as i64 % splits != 0 {
        return Err(format!(
            "{rows} rows do not split over the mesh's {splits} data-parallel pieces"
        ));
    }
    let prec = Precision::new(crate::graph::layout::dtype_of(cfg.precision.compute_dtype));
    if prec.wide != DType::F32 {
        return Err(format!(
            "the recurrence runs in {}; the M2RNN kernels are f32",
            prec.wide
        ));
    }
    Ok(M2rnnQuery {
        rows: rows as i64 / splits,
        heads: m.r_heads() as i64,
        k_head: m.r_k_head as i64,
        v_head: m.r_v_head as i64,
        seq: m.seq_len as i64,
        platform: platform.into(),
    })
}

/// The M2RNN implementation of one program, with the Pallas kernels' splices registered once.
pub enum M2rnnCore {
    /// The scan of [`m2rnn`].
    Xla,
    /// The exported kernels, per device inside a manual computation on a multi-device `mesh`.
    Pallas {
        /// The program's kernel splices.
        kernels: PallasM2rnn,
        /// The mesh the program is partitioned for.
        mesh: Mesh,
    },
}

impl M2rnnCore {
    /// The core for `backend` in the program built by `b` (its top-level builder), partitioned
    /// over `mesh`.
    pub fn new(backend: M2rnnBackend, b: &xla_hlo::Builder, mesh: Mesh) -> Self {
        match backend {
            M2rnnBackend::Xla => M2rnnCore::Xla,
            M2rnnBackend::Pallas { interpret } => M2rnnCore::Pallas {
                kernels: match interpret {
                    true => PallasM2rnn::interpret(b),
                    false => PallasM2rnn::new(b),
                },
                mesh,
            },
        }
    }
}

/// The R sublayer on the normalised input `x [B, T, d]`, its rows split over `mesh` as the
/// batch is, its recurrence run by `core`.
pub fn m2rnn(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    docs: &Docs,
    prec: &Precision,
    mesh: &Mesh,
    core: &M2rnnCore,
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
        core,
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
        core: &M2rnnCore::Xla,
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
    /// What runs the recurrence (the kernels need no initial state: training passes only).
    core: &'a M2rnnCore,
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
    let (y, last) = match run.core {
        M2rnnCore::Xla => scan(
            [&q, &k, &v, &a, &keep],
            p,
            prec,
            (run.init, run.remat, run.mesh),
        )?,
        M2rnnCore::Pallas { kernels, mesh } => {
            let w = cast(p.get("W")?, wide);
            let y = pallas_m2rnn(kernels, mesh, &q, &k, &v, &a, &keep, &w)?;
            // The kernels keep the last state in VMEM: only decoding, which runs the scan,
            // continues from it.
            (y, b.full(0.0, wide, &[bs, hr, dk, dv]))
        }
    };
    // 5. (y + D v) * silu(g), weighted rmsnorm, output projection.
    let d_skip = cast(p.get("D_skip")?, wide).broadcast_in_dim(&[bs, t, hr, dv], &[2]);
    let y = (y + d_skip * v).reshape(&[bs, t, hr * dv]);
    let norm_w = cast(p.get("norm_w")?, wide).broadcast_in_dim(&[bs, t, hr * dv], &[2]);
    let out = nn::rmsnorm(&(y * nn::silu(&gate)), RMS_EPS) * norm_w;
    Ok((prec.matmul(&out, p.get("w_out")?), last))
}

/// Step 4 as a `while` loop of one iteration per position over `q, k, v, a, keep` from the
/// initial state (`None`: zeros), rematerialised in the backward pass or not, rows split over
/// the mesh: `y [B, T, Hr, dv]` and the state after the last position.
fn scan(
    [q, k, v, a, keep]: [&Tensor; 5],
    p: &LayerParams,
    prec: &Precision,
    (init, remat, mesh): (Option<&Tensor>, bool, &Mesh),
) -> xla_hlo::Result<(Tensor, Tensor)> {
    let (bs, hr, dk, dv) = (q.dims()[0], q.dims()[2], q.dims()[3], v.dims()[3]);
    let (b, wide) = (q.builder(), prec.wide);
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
    let lead = super::mamba::lead;
    let init = match init {
        Some(s) => cast(s, wide),
        None => constrain(&b.full(0.0, wide, &[bs, hr, dk, dv]), mesh, &per_row),
    };
    let state = [bs, hr, dk, dv];
    let (carry, ys) = b.scan(
        &[&init],
        &[&lead(q), &lead(k), &lead(v), &lead(a), &lead(keep)],
        ScanOptions {
            remat,
            ..ScanOptions::default()
        },
        |_, c, xs| {
            let (next, y) = step(&c[0], xs, &w, &state);
            (vec![next], vec![y])
        },
    );
    Ok((lead(&ys[0]), carry[0].clone()))
}

/// Step 4 by the exported Pallas kernels: the scan's operands (`q, k [B, T, Hr, dk]`, `v [B,
/// T, Hr, dv]`, `a [B, T, Hr]`, `keep [B, T]`, `w [Hr, dv, dv]`, all f32) transposed to the
/// kernels' layouts (heads before positions), and `y` back to `[B, T, Hr, dv]`.
#[allow(clippy::too_many_arguments)]
fn pallas_m2rnn(
    kernels: &PallasM2rnn,
    mesh: &Mesh,
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    a: &Tensor,
    keep: &Tensor,
    w: &Tensor,
) -> xla_hlo::Result<Tensor> {
    let d = q.check()?.dims();
    let (bs, t, hr, dk) = (d[0], d[1], d[2], d[3]);
    let dv = v.dims()[3];
    let shards = ssd_shards(mesh);
    let rows = match &shards {
        Some(s) if s.row_splits > 0 => bs / s.row_splits,
        _ => bs,
    };
    let query = M2rnnQuery {
        rows,
        heads: hr,
        k_head: dk,
        v_head: dv,
        seq: t,
        platform: kernels.platform().into(),
    };
    let variant = M2rnnVariant::find(&query).map_err(|e| Error::Usage(e.to_string()))?;
    // The kernels take f32 (q, k and v are the conv's output, in the matmul output's dtype).
    let f32 = |x: &Tensor| cast(x, DType::F32);
    let heads_first = |x: &Tensor| f32(x).transpose(&[0, 2, 1, 3]);
    let y = kernels.m2rnn(
        &heads_first(q),
        &heads_first(k),
        &heads_first(v),
        &f32(a).transpose(&[0, 2, 1]).reshape(&[bs, hr, t, 1]),
        &f32(keep).reshape(&[bs, t, 1]),
        &f32(w),
        variant,
        shards.as_ref(),
    )?;
    Ok(heads_first(&y))
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
