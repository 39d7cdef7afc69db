//! The whole forward pass: embedding, the sublayer stack (scanned pattern groups or unrolled),
//! final norm, softcapped LM head, masked cross-entropy, MTP and the MoE metrics.
//!
//! Every sublayer is pre-norm residual, `h = h + Sublayer(rmsnorm(h))`, with the residual
//! stream in the wide dtype (see [`Precision`]).

use super::attention::{
    AttentionBackend, AttentionChoice, AttentionCore, LayerWindow, ResolvedBackend, attention_with,
    groups_per_iteration,
};
use super::context::{Docs, LayerParams, Precision};
use super::embed::{RMS_EPS, embed};
use super::ffn::ffn;
use super::head::{MaskedMean, head_cross_entropy};
use super::layout::{LayerLoop, StateLayout, dtype_of};
use super::m2rnn::m2rnn;
use super::mamba::{SsdBackend, SsdChoice, SsdCore, mamba};
use super::moe::{MoeBackend, MoeCore, MoeStats, moe};
use super::sharding::{activation_sharding, constrain, lm_head_gathered};
use crate::config::{
    AttnWindow, DEFAULT_ATTENTION_CHUNK, MatmulOutput, ModelConfig, NamConfig, ResidualStream,
    SsmActivations, SublayerKind,
};
use crate::mesh::Mesh;
use std::cell::RefCell;
use xla_hlo::{Builder, DType, Error, ScanOptions, Tensor, nn};

/// One batch of packed rows, every tensor i32 `[B, T]` (the data contract's names).
#[derive(Debug, Clone)]
pub struct BatchInputs {
    /// Input token ids.
    pub tokens: Tensor,
    /// Next-token targets.
    pub targets: Tensor,
    /// Document id of each position.
    pub segment_ids: Tensor,
    /// 1 where the target counts, 0 for padding.
    pub loss_mask: Tensor,
}

impl BatchInputs {
    /// Four new i32 `[batch, seq]` parameters of `b`, in the order tokens, targets,
    /// segment_ids, loss_mask.
    pub fn params(b: &Builder, batch: usize, seq: usize) -> BatchInputs {
        let dims = [batch as i64, seq as i64];
        BatchInputs {
            tokens: b.param(DType::I32, &dims),
            targets: b.param(DType::I32, &dims),
            segment_ids: b.param(DType::I32, &dims),
            loss_mask: b.param(DType::I32, &dims),
        }
    }
}

/// Choices of the emitted forward program that are not part of the model.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ForwardOptions {
    /// Scan over stacked pattern groups or unroll; must match the layout's mode.
    pub layer_loop: LayerLoop,
    /// Mamba chunk length (default `[model] chunk`); results do not depend on it beyond float error.
    pub mamba_chunk: Option<usize>,
    /// Matmul operand dtype (`[precision] compute_dtype`); f64 makes the whole graph f64.
    pub compute_dtype: DType,
    /// The dtype matmul results are written in (`[precision] matmul_output`).
    pub matmul_output: MatmulOutput,
    /// The dtype the residual stream is stored in (`[precision] residual_stream`).
    pub residual_stream: ResidualStream,
    /// The dtype the M sublayers store their SSD's x, B, C and y in (`[precision]
    /// ssm_activations`).
    pub ssm_activations: SsmActivations,
    /// What computes the A blocks' softmax attention.
    pub attention: ResolvedBackend,
    /// Queries per chunk of the XLA attention core (`None`: the whole sequence at once).
    /// [`Self::new`] takes `[model] attention_chunk` as set; a trainer's programs add its
    /// default ([`attention_chunk`]); `eval-loss` and `sample` keep the whole sequence unless
    /// the config sets it.
    pub attention_chunk: Option<usize>,
    /// What computes the M sublayers' SSD scans (`[model] ssd_kernel`).
    pub ssd: SsdBackend,
    /// What runs the E sublayers' routed experts (`[model] moe_kernel`).
    pub moe: MoeBackend,
    /// The `[mesh]` the program is partitioned for (places the MoE expert buffers).
    pub mesh: Mesh,
    /// Rematerialise the scanned layer groups in the backward pass (`[precision] remat`):
    /// the gradient keeps the residual stream at each group's input and after each E sublayer
    /// inside it (and the attention kernels' outputs) instead of every activation.
    pub remat: bool,
    /// Pattern groups per iteration of the layer scan. `None`: 1 with XLA attention (its
    /// window is a runtime scalar), [`groups_per_iteration`] with Pallas (the kernels bake
    /// their window in). A number must divide the groups; tests use it to check the regrouped
    /// scan against one group per iteration on the CPU plugin.
    pub groups_per_iteration: Option<usize>,
}

impl ForwardOptions {
    /// Options from a full config: compute dtype from `[precision]`, chunk from `[model]`, and
    /// attention and the SSD scan as `[model] attention` and `ssd_kernel` name them without
    /// knowing the platform (`pallas` is Pallas, `xla` and `auto` are XLA). Programs for a
    /// device: [`Self::for_platform`].
    pub fn new(cfg: &NamConfig, layer_loop: LayerLoop) -> Self {
        ForwardOptions {
            layer_loop,
            mamba_chunk: None,
            compute_dtype: dtype_of(cfg.precision.compute_dtype),
            matmul_output: cfg.precision.matmul_output,
            residual_stream: cfg.precision.residual_stream,
            ssm_activations: cfg.precision.ssm_activations,
            remat: cfg.precision.remat,
            attention: match cfg.model.attention {
                AttentionBackend::Pallas => ResolvedBackend::Pallas,
                AttentionBackend::Xla | AttentionBackend::Auto => ResolvedBackend::Xla,
            },
            attention_chunk: cfg.model.attention_chunk.filter(|&c| c > 0),
            ssd: SsdBackend::for_config(cfg.model.ssd_kernel),
            moe: MoeBackend::for_config(cfg.model.moe_kernel),
            mesh: cfg.mesh,
            groups_per_iteration: None,
        }
    }

    /// [`Self::new`] with `[model] attention` resolved for `platform` and the programs a
    /// trainer builds ([`AttentionChoice::for_trainer`]): `pallas` off TPU fails here, before
    /// anything is built or compiled, with the documented message
    /// ([`crate::backend::BackendError::PallasNeedsTpu`]); `auto` is Pallas on TPU when an
    /// exported kernel serves every attention call's per-device shape, else XLA; the XLA core
    /// chunked as a trainer's programs chunk it ([`attention_chunk`]). `[model] ssd_kernel`
    /// resolves the same way ([`SsdChoice::for_trainer`]): `pallas` off TPU fails here too
    /// ([`crate::backend::BackendError::SsdPallasNeedsTpu`]), as does `[model] moe_kernel =
    /// "grouped"` ([`crate::backend::BackendError::MoeGroupedNeedsTpu`]).
    pub fn for_platform(
        cfg: &NamConfig,
        layer_loop: LayerLoop,
        platform: crate::backend::Platform,
    ) -> Result<Self, crate::backend::BackendError> {
        crate::backend::check_moe_kernel(cfg.model.moe_kernel, platform)?;
        let ssd = SsdChoice::for_trainer(cfg, platform)?;
        let choice = AttentionChoice::for_trainer(cfg, platform)?;
        Ok(ForwardOptions {
            attention: choice.backend,
            attention_chunk: attention_chunk(&cfg.model),
            ssd: ssd.backend,
            ..Self::new(cfg, layer_loop)
        })
    }

    /// The precision policy these options ask for: operands in `compute_dtype`, matmul results
    /// written as `matmul_output` says, the residual stream stored as `residual_stream` says,
    /// the M sublayers' SSD inputs and output as `ssm_activations` says.
    pub fn precision(&self) -> Precision {
        Precision::new(self.compute_dtype)
            .with_output(self.matmul_output)
            .with_residual(self.residual_stream)
            .with_ssm_activations(self.ssm_activations)
    }

    /// These options with attention on `backend`.
    pub fn with_attention(self, backend: ResolvedBackend) -> Self {
        ForwardOptions {
            attention: backend,
            ..self
        }
    }

    /// These options with the SSD scans on `ssd`.
    pub fn with_ssd(self, ssd: SsdBackend) -> Self {
        ForwardOptions { ssd, ..self }
    }
}

/// The XLA attention core's queries per chunk in a trainer's programs for `model`: `[model]
/// attention_chunk` when set (`0`: none), else [`DEFAULT_ATTENTION_CHUNK`] for sequences of at
/// least twice that, else none (shorter sequences keep the whole-sequence form).
pub fn attention_chunk(model: &ModelConfig) -> Option<usize> {
    match model.attention_chunk {
        Some(0) => None,
        Some(c) => Some(c),
        None if model.seq_len >= 2 * DEFAULT_ATTENTION_CHUNK => Some(DEFAULT_ATTENTION_CHUNK),
        None => None,
    }
}

/// Losses and metrics of one forward pass; scalars and arrays in the wide dtype (f32 for every
/// real config, f64 in f64 test graphs).
#[derive(Debug, Clone)]
pub struct ModelOutputs {
    /// Training objective `L_main + mtp_lambda · Σ α_k L_k + z_loss`.
    pub loss: Tensor,
    /// The residual stream after the last sublayer, `h_L [B, T, d]` (before the head's norm):
    /// what [`super::head::logits`] turns into next-token logits (`namtrain sample`).
    pub final_hidden: Tensor,
    /// Mean cross-entropy of the main head over `loss_mask`.
    pub main_loss: Tensor,
    /// Mean cross-entropy of each MTP depth k = 1..K.
    pub mtp_losses: Vec<Tensor>,
    /// [`Self::main_loss`] as sum and count of its positions, to combine over calls.
    pub main_ce: MaskedMean,
    /// [`Self::mtp_losses`] as sums and counts, depth k = 1..K.
    pub mtp_ce: Vec<MaskedMean>,
    /// Sum over MoE applications of `z_coef · mean(logsumexp(router logits)²)` (0 without E).
    pub z_loss: Tensor,
    /// `[applications, n_routed]`: fraction of routed slots taken by each expert, one row per
    /// MoE application — main-stack E sublayers by layer index, then the MTP block's E
    /// sublayers for depth 1, 2, ... (`[0, n_routed]` without E).
    pub expert_load: Tensor,
    /// Fraction of routed slots dropped by capacity, over all MoE applications (0 without E).
    pub dropped_frac: Tensor,
}

/// Everything a block reads besides its weights.
pub(crate) struct Ctx<'a> {
    pub cfg: &'a ModelConfig,
    pub docs: Docs,
    pub prec: Precision,
    pub chunk: usize,
    pub attention: AttentionCore,
    pub ssd: SsdCore,
    pub moe: MoeCore,
    pub mesh: Mesh,
}

/// One sublayer on the normalised input; E also returns its statistics.
fn apply(
    kind: SublayerKind,
    x: &Tensor,
    p: &LayerParams,
    window: &LayerWindow,
    ctx: &Ctx,
) -> xla_hlo::Result<(Tensor, Option<MoeStats>)> {
    let (cfg, prec) = (ctx.cfg, &ctx.prec);
    let rows = activation_sharding(3, None);
    let x = &constrain(x, &ctx.mesh, &rows);
    let (y, stats) = match kind {
        SublayerKind::Attention => (
            attention_with(x, p, cfg, &ctx.docs, window, prec, &ctx.attention)?,
            None,
        ),
        SublayerKind::Ffn => (ffn(x, p, "", cfg.activation, prec)?, None),
        SublayerKind::Moe => {
            let (y, s) = moe(x, p, cfg, prec, &ctx.mesh, &ctx.moe)?;
            (y, Some(s))
        }
        SublayerKind::Mamba => (
            mamba(x, p, cfg, &ctx.docs, ctx.chunk, prec, &ctx.ssd)?,
            None,
        ),
        SublayerKind::M2rnn => (m2rnn(x, p, cfg, &ctx.docs, prec, &ctx.mesh)?, None),
    };
    Ok((constrain(&y, &ctx.mesh, &rows), stats))
}

/// MoE statistics of the scanned groups, stacked in layer order.
struct ScannedStats {
    /// `[applications, N]`.
    load: Tensor,
    /// Sum of the applications' dropped fractions.
    dropped_sum: Tensor,
    /// Sum of the applications' z-losses.
    z_sum: Tensor,
    /// Applications.
    count: usize,
}

/// One sublayer of an unrolled stack.
struct Layer {
    kind: SublayerKind,
    params: LayerParams,
    window: Option<usize>,
}

/// `h = h + Sublayer(rmsnorm(h))` for each layer in order, `h` stored as the policy's residual
/// stream and returned wide; MoE statistics go to `stats`.
fn run_layers(
    h: Tensor,
    layers: &[Layer],
    ctx: &Ctx,
    stats: &mut Vec<MoeStats>,
) -> xla_hlo::Result<Tensor> {
    let b = h.builder();
    let mut h = h;
    for l in layers {
        let w = LayerWindow::new(&b, l.window, ctx.docs.seq);
        let (y, s) = residual_step(l.kind, &h, &l.params, &w, ctx)?;
        stats.extend(s);
        h = y;
    }
    Ok(ctx.prec.wide(&h))
}

/// One pre-norm residual sublayer: the stream read widened, `h + Sublayer(rmsnorm(h))` computed
/// wide and stored as the residual stream (all casts are no-ops with the default wide stream).
fn residual_step(
    kind: SublayerKind,
    h: &Tensor,
    p: &LayerParams,
    window: &LayerWindow,
    ctx: &Ctx,
) -> xla_hlo::Result<(Tensor, Option<MoeStats>)> {
    let h = ctx.prec.wide(h);
    let (y, stats) = apply(kind, &nn::rmsnorm(&h, RMS_EPS), p, window, ctx)?;
    Ok((ctx.prec.stream(&(h + y)), stats))
}

/// Parses `layers.{i}.{segment}.{rest}` (after stripping `head`) into `(i, rest)`.
fn split_layer_name<'a>(name: &'a str, head: &str) -> Option<(usize, &'a str)> {
    let rest = name.strip_prefix(head)?;
    let (i, tail) = rest.split_once('.')?;
    let (_, short) = tail.split_once('.')?;
    Some((i.parse().ok()?, short))
}

fn usage(msg: String) -> Error {
    Error::Usage(msg)
}

/// The whole forward pass. `state[i]` is the tensor of `layout.entries[i]` (trainable
/// parameters and MoE bias alike, in the entry's dtype and dims).
pub fn forward(
    b: &Builder,
    cfg: &ModelConfig,
    layout: &StateLayout,
    state: &[Tensor],
    batch: &BatchInputs,
    opts: &ForwardOptions,
) -> xla_hlo::Result<ModelOutputs> {
    if state.len() != layout.entries.len() {
        return Err(usage(format!(
            "forward: got {} state tensors for a layout of {} entries",
            state.len(),
            layout.entries.len()
        )));
    }
    if opts.layer_loop != layout.layer_loop {
        return Err(usage(format!(
            "forward: options ask for {:?} but the layout was built for {:?}; build both with the same LayerLoop",
            opts.layer_loop, layout.layer_loop
        )));
    }
    for (e, t) in layout.entries.iter().zip(state) {
        if t.dims() != e.dims {
            return Err(usage(format!(
                "forward: state `{}` has dims {:?}, the layout expects {:?}",
                e.name,
                t.dims(),
                e.dims
            )));
        }
    }
    let prec = opts.precision();
    let ctx = Ctx {
        cfg,
        docs: Docs::new(&batch.segment_ids),
        prec,
        chunk: opts.mamba_chunk.unwrap_or(cfg.chunk).max(1),
        attention: AttentionCore::new(opts.attention, b, opts.mesh, opts.attention_chunk),
        ssd: SsdCore::new(opts.ssd, b, opts.mesh),
        moe: MoeCore::new(opts.moe, b, opts.mesh),
        mesh: opts.mesh,
    };
    let get = |name: &str| -> xla_hlo::Result<&Tensor> {
        layout
            .index(name)
            .map(|i| &state[i])
            .ok_or_else(|| usage(format!("forward: state has no `{name}`")))
    };

    // Per-layer parameters of unstacked layers, main stack and MTP block.
    let kinds = cfg.sublayers();
    let windows = cfg.attention_windows();
    let window_of = |i: usize| match windows[i] {
        Some(AttnWindow::Local(w)) => Some(w),
        _ => None,
    };
    let mut main: Vec<Option<LayerParams>> = vec![None; kinds.len()];
    let mtp_kinds = cfg.mtp_sublayers();
    let mut mtp: Vec<LayerParams> = mtp_kinds
        .iter()
        .enumerate()
        .map(|(j, k)| LayerParams::new(&format!("mtp.layers.{j}.{}", k.param_segment())))
        .collect();
    let p_len = cfg.pattern.chars().count().max(1);
    let mut blocks: Vec<LayerParams> = (0..p_len.min(kinds.len()))
        .map(|j| LayerParams::new(&format!("blocks.{j}.{}", kinds[j].param_segment())))
        .collect();
    let mut stacked: Vec<(usize, String, Tensor)> = Vec::new();
    for (e, t) in layout.entries.iter().zip(state) {
        if let Some((j, short)) = split_layer_name(&e.name, "mtp.layers.") {
            mtp.get_mut(j)
                .ok_or_else(|| usage(format!("forward: unexpected state `{}`", e.name)))?
                .insert(short, t.clone());
        } else if let Some((i, short)) = split_layer_name(&e.name, "layers.") {
            let slot = main
                .get_mut(i)
                .ok_or_else(|| usage(format!("forward: unexpected state `{}`", e.name)))?;
            slot.get_or_insert_with(|| {
                LayerParams::new(&format!("layers.{i}.{}", kinds[i].param_segment()))
            })
            .insert(short, t.clone());
        } else if let Some((j, short)) = split_layer_name(&e.name, "blocks.") {
            if j >= blocks.len() {
                return Err(usage(format!("forward: unexpected state `{}`", e.name)));
            }
            stacked.push((j, short.to_string(), t.clone()));
        }
    }

    // Embedding.
    let wte = get("wte")?;
    let mut h = prec.stream(&embed(wte, &batch.tokens, &prec));
    let mut stats: Vec<MoeStats> = Vec::new();
    let mut scanned: Option<ScannedStats> = None;

    // Scanned pattern groups.
    let groups = layout.groups;
    if groups > 0 {
        let attn_positions: Vec<usize> = (0..p_len)
            .filter(|&j| kinds[j] == SublayerKind::Attention)
            .collect();
        // Groups per scan iteration: 1 (windows are runtime scalars) unless the Pallas kernels,
        // which bake their window in, need the windows fixed at every position of the body.
        let per_iter = match (opts.groups_per_iteration, opts.attention) {
            (Some(u), _) if u > 0 && groups.is_multiple_of(u) => u,
            (Some(u), _) => {
                return Err(usage(format!(
                    "forward: {u} groups per scan iteration do not divide the {groups} groups"
                )));
            }
            (None, backend) => groups_per_iteration(cfg, groups, backend),
        };
        let iters = groups / per_iter;
        let window_arrays: Vec<Tensor> = attn_positions
            .iter()
            .map(|&j| {
                let ws: Vec<i64> = (0..groups)
                    .map(|g| {
                        window_of(g * p_len + j)
                            .map(|w| w as i64)
                            .unwrap_or(ctx.docs.seq)
                            .min(ctx.docs.seq)
                    })
                    .collect();
                let t = b.constant_int(&ws, DType::I32, &[groups as i64]);
                match per_iter {
                    1 => t,
                    u => t.reshape(&[iters as i64, u as i64]),
                }
            })
            .collect();
        // Per group of the body and attention position, the span every iteration shares, if
        // they all do.
        let fixed_windows: Vec<Vec<Option<AttnWindow>>> = (0..per_iter)
            .map(|r| {
                attn_positions
                    .iter()
                    .map(|&j| {
                        let first = windows[r * p_len + j];
                        (r..groups)
                            .step_by(per_iter)
                            .all(|g| windows[g * p_len + j] == first)
                            .then_some(first)
                            .flatten()
                    })
                    .collect()
            })
            .collect();
        // Stacked `[G, ...]` entries scan as `[G / u, u, ...]` (a free reshape of the leading
        // dim), so each iteration gets its `u` groups' weights.
        let regrouped: Vec<Tensor> = stacked
            .iter()
            .map(|(_, _, t)| match per_iter {
                1 => t.clone(),
                u => {
                    let mut d = vec![iters as i64, u as i64];
                    d.extend_from_slice(&t.dims()[1..]);
                    t.reshape(&d)
                }
            })
            .collect();
        let mut xs: Vec<&Tensor> = regrouped.iter().collect();
        xs.extend(window_arrays.iter());
        let failure: RefCell<Option<Error>> = RefCell::new(None);
        let n_stacked = stacked.len();
        let scan_options = ScanOptions {
            remat: opts.remat,
            ..ScanOptions::default()
        };
        let (carry, ys) = b.scan(&[&h], &xs, scan_options, |_, carry, x| {
            // Group `r` of this iteration's `per_iter` from a scanned slice.
            let group = |t: &Tensor, r: usize| match per_iter {
                1 => t.clone(),
                _ => {
                    let d = t.dims();
                    t.slice_axis(0, r as i64, r as i64 + 1).reshape(&d[1..])
                }
            };
            let mut h = carry[0].clone();
            let mut ys = Vec::new();
            for (r, fixed) in fixed_windows.iter().enumerate() {
                for ((j, short, _), t) in stacked.iter().zip(&x[..n_stacked]) {
                    blocks[*j].insert(short, group(t, r));
                }
                for j in 0..p_len {
                    let w = match attn_positions.iter().position(|&a| a == j) {
                        Some(a) => LayerWindow {
                            scalar: group(&x[n_stacked + a], r),
                            fixed: fixed[a],
                        },
                        None => LayerWindow::new(&h.builder(), None, ctx.docs.seq),
                    };
                    match residual_step(kinds[j], &h, &blocks[j], &w, &ctx) {
                        Ok((next, s)) => {
                            // The stream after an E sublayer is stacked for the backward
                            // pass too, unless it is the iteration's carry (stacked anyway):
                            // recomputing it means the expert down projection and the
                            // combine's gather and reduction over the `capacity_factor · k`
                            // times larger expert buffers, for one residual-stream tensor of
                            // memory (nam52's PREDICTED v6e-8 step 4 574 -> 4 439 ms, +0.6 GiB;
                            // docs/performance.md, "Step design").
                            let last = r + 1 == fixed_windows.len() && j + 1 == p_len;
                            let keep = kinds[j] == SublayerKind::Moe && !last;
                            if let Some(s) = s {
                                ys.extend([s.load, s.dropped, s.z_loss]);
                            }
                            h = if keep { next.keep_for_backward() } else { next };
                        }
                        Err(e) => {
                            failure.borrow_mut().get_or_insert(e);
                        }
                    }
                }
            }
            (vec![h], ys)
        });
        if let Some(e) = failure.into_inner() {
            return Err(e);
        }
        h = carry[0].clone();
        // ys: (load [G/u, N], dropped [G/u], z [G/u]) per group of the body and E position;
        // rows in layer order.
        let per_pos: Vec<&[Tensor]> = ys.chunks(3).collect();
        if !per_pos.is_empty() {
            // Kept stacked (not split per row) so the program does not grow with depth.
            let m = per_pos.len() as i64;
            let n = cfg.n_routed() as i64;
            let g = iters as i64;
            let cat = |i: usize, tail: &[i64]| {
                let parts: Vec<Tensor> = per_pos
                    .iter()
                    .map(|s| {
                        let mut d = vec![g, 1];
                        d.extend_from_slice(tail);
                        s[i].reshape(&d)
                    })
                    .collect();
                Tensor::concat(&parts.iter().collect::<Vec<_>>(), 1)
            };
            scanned = Some(ScannedStats {
                load: cat(0, &[n]).reshape(&[g * m, n]),
                dropped_sum: cat(1, &[]).reduce_sum(&[0, 1]),
                z_sum: cat(2, &[]).reduce_sum(&[0, 1]),
                count: (g * m) as usize,
            });
        }
    }

    // Unstacked (remainder or unrolled) layers.
    let start = groups * p_len;
    let rest: Vec<Layer> = (start..kinds.len())
        .map(|i| {
            let params = main[i].take().ok_or_else(|| {
                usage(format!(
                    "forward: state has no parameters of layer {i} (is the layout from another config?)"
                ))
            })?;
            Ok(Layer {
                kind: kinds[i],
                params,
                window: window_of(i),
            })
        })
        .collect::<xla_hlo::Result<_>>()?;
    h = run_layers(h, &rest, &ctx, &mut stats)?;

    // Head and main loss.
    let final_hidden = h.clone();
    let lm_head = get("lm_head")?;
    // Gathered over `data` once, before the loss loops (main and MTP) read it chunk by chunk
    // (`sharding.rs`, `lm_head_gathered`).
    let lm_head = &constrain(lm_head, &ctx.mesh, &lm_head_gathered());
    let main_ce = head_cross_entropy(
        &h,
        lm_head,
        cfg.logit_softcap,
        &prec,
        &batch.targets,
        &batch.loss_mask,
    );
    let main_loss = main_ce.mean();

    // MTP.
    let mtp_layers: Vec<Layer> = mtp_kinds
        .iter()
        .zip(mtp)
        .map(|(&kind, params)| Layer {
            kind,
            params,
            window: None,
        })
        .collect();
    let mut mtp_losses = Vec::with_capacity(cfg.mtp_depth);
    let mut mtp_ce = Vec::with_capacity(cfg.mtp_depth);
    if cfg.mtp_depth > 0 {
        let w_proj = get("mtp.w_proj")?;
        let mut prev = h.clone();
        for k in 1..=cfg.mtp_depth as i64 {
            let (hk, ce) = super::mtp::mtp_depth(
                &prev,
                k,
                wte,
                w_proj,
                lm_head,
                batch,
                &ctx,
                |x, st| run_layers(x, &mtp_layers, &ctx, st),
                &mut stats,
            )?;
            mtp_losses.push(ce.mean());
            mtp_ce.push(ce);
            prev = hk;
        }
    }

    // Totals and metrics.
    let wide = prec.wide;
    let zero = b.scalar(0.0, wide);
    let n = cfg.n_routed() as i64;
    let mut load_rows: Vec<Tensor> = Vec::new();
    let (mut z_loss, mut dropped_sum, mut count) = (zero.clone(), zero.clone(), 0usize);
    if let Some(s) = scanned {
        load_rows.push(s.load);
        z_loss = z_loss + s.z_sum;
        dropped_sum = dropped_sum + s.dropped_sum;
        count += s.count;
    }
    for s in &stats {
        load_rows.push(s.load.reshape(&[1, n]));
        z_loss = z_loss + &s.z_loss;
        dropped_sum = dropped_sum + &s.dropped;
        count += 1;
    }
    let expert_load = if load_rows.is_empty() {
        b.full(0.0, wide, &[0, n])
    } else {
        Tensor::concat(&load_rows.iter().collect::<Vec<_>>(), 0)
    };
    let dropped_frac = dropped_sum / count.max(1) as f64;
    let weighted = cfg
        .mtp_weights()
        .iter()
        .zip(&mtp_losses)
        .fold(zero, |acc, (a, l)| acc + l * *a);
    let loss = &main_loss + weighted * cfg.mtp_lambda + &z_loss;
    b.check()?;
    Ok(ModelOutputs {
        loss,
        final_hidden,
        main_loss,
        mtp_losses,
        main_ce,
        mtp_ce,
        z_loss,
        expert_load,
        dropped_frac,
    })
}
