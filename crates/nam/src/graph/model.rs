//! The whole forward pass: embedding, the sublayer stack (scanned pattern groups or unrolled),
//! final norm, softcapped LM head, masked cross-entropy, MTP and the MoE metrics.
//!
//! Every sublayer is pre-norm residual, `h = h + Sublayer(rmsnorm(h))`, with the residual
//! stream in the wide dtype (see [`Precision`]).

use super::attention::{
    AttentionBackend, AttentionChoice, AttentionCore, LayerWindow, ResolvedBackend, attention_with,
};
use super::context::{Docs, LayerParams, Precision};
use super::embed::{RMS_EPS, embed};
use super::ffn::ffn;
use super::head::{MaskedMean, head_cross_entropy_within, loss_chunk_elements};
use super::layout::{LayerLoop, StateLayout, dtype_of};
use super::m2rnn::{M2rnnBackend, M2rnnChoice, M2rnnCore, m2rnn};
use super::mamba::{SsdBackend, SsdChoice, SsdCore, mamba};
use super::moe::{MoeBackend, MoeChoice, MoeCore, MoeStats, moe};
use super::mtp::{MtpWeights, mtp_losses};
use super::sharding::{activation_sharding, constrain, lm_head_gathered};
use super::stack::{ScannedStats, Stack, run_layers, scanned_groups};
use crate::config::{
    DEFAULT_ATTENTION_CHUNK, MatmulOutput, ModelConfig, NamConfig, ResidualStream, SsmActivations,
    SublayerKind,
};
use crate::mesh::Mesh;
use xla_hlo::{Builder, DType, Error, Tensor, nn};

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
    /// What computes the R sublayers' M2RNN recurrences (`[model] m2rnn_kernel`).
    pub m2rnn: M2rnnBackend,
    /// What runs the E sublayers' routed experts (`[model] moe_kernel`).
    pub moe: MoeBackend,
    /// The `[mesh]` the program is partitioned for (places the MoE expert buffers).
    pub mesh: Mesh,
    /// Rematerialise the scanned layer groups in the backward pass (`[precision] remat`):
    /// the gradient keeps the residual stream at each group's input and after each E sublayer
    /// inside it (and the attention kernels' outputs) instead of every activation.
    pub remat: bool,
    /// Pattern groups per iteration of the layer scan. `None`: 1 with XLA attention (its
    /// window is a runtime scalar), [`super::attention::groups_per_iteration`] with Pallas (the kernels bake
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
                AttentionBackend::MosaicGpu => ResolvedBackend::MosaicGpu,
                AttentionBackend::Xla | AttentionBackend::Auto => ResolvedBackend::Xla,
            },
            attention_chunk: cfg.model.attention_chunk.filter(|&c| c > 0),
            ssd: SsdBackend::for_config(cfg.model.ssd_kernel),
            m2rnn: M2rnnBackend::for_config(cfg.model.m2rnn_kernel),
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
    /// "grouped"` ([`crate::backend::BackendError::MoeGroupedNeedsTpu`]); its `auto` is the
    /// routed kernels with the capacity path's drops where they serve ([`MoeChoice`]).
    pub fn for_platform(
        cfg: &NamConfig,
        layer_loop: LayerLoop,
        platform: crate::backend::Platform,
    ) -> Result<Self, crate::backend::BackendError> {
        let moe = MoeChoice::for_trainer(cfg, platform)?;
        let ssd = SsdChoice::for_trainer(cfg, platform)?;
        let m2rnn = M2rnnChoice::for_trainer(cfg, platform)?;
        let choice = AttentionChoice::for_trainer(cfg, platform)?;
        Ok(ForwardOptions {
            attention: choice.backend,
            attention_chunk: attention_chunk(&cfg.model),
            ssd: ssd.backend,
            m2rnn: m2rnn.backend,
            moe: moe.backend,
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

    /// These options with the R sublayers' recurrence on `m2rnn`.
    pub fn with_m2rnn(self, m2rnn: M2rnnBackend) -> Self {
        ForwardOptions { m2rnn, ..self }
    }

    /// These options with the recurrent sublayers' scans and the routed experts on `backends`.
    pub fn with_sublayer_backends(self, backends: SublayerBackends) -> Self {
        ForwardOptions {
            moe: backends.moe,
            ..self.with_ssd(backends.ssd).with_m2rnn(backends.m2rnn)
        }
    }
}

/// What runs the sublayers that have kernels of their own in a program, each resolved for the
/// platform ([`SsdChoice`], [`M2rnnChoice`], [`MoeChoice`]): the M sublayers' SSD, the R
/// sublayers' M2RNN recurrence and the E sublayers' routed experts. From an [`SsdBackend`]
/// alone: the others on XLA.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SublayerBackends {
    /// `[model] ssd_kernel` resolved.
    pub ssd: SsdBackend,
    /// `[model] m2rnn_kernel` resolved.
    pub m2rnn: M2rnnBackend,
    /// `[model] moe_kernel` resolved.
    pub moe: MoeBackend,
}

impl SublayerBackends {
    /// All on XLA (the experts on the capacity path).
    pub const XLA: SublayerBackends = SublayerBackends {
        ssd: SsdBackend::Xla,
        m2rnn: M2rnnBackend::Xla,
        moe: MoeBackend::Capacity,
    };

    /// Whether any runs exported kernels (a program may then fail to build for want of a
    /// variant of its shape).
    pub fn uses_kernels(&self) -> bool {
        *self != Self::XLA
    }

    /// What runs each kind of sublayer `model` has of these three, e.g. `ssd pallas, m2rnn xla,
    /// experts routed (copies past capacity dropped)`; `None` when it has none of them.
    pub fn describe(&self, model: &crate::config::ModelConfig) -> Option<String> {
        use crate::config::SublayerKind;
        let mut parts = Vec::new();
        if model.has(SublayerKind::Mamba) {
            parts.push(format!("ssd {}", self.ssd.name()));
        }
        if model.has(SublayerKind::M2rnn) {
            parts.push(format!("m2rnn {}", self.m2rnn.name()));
        }
        if model.has(SublayerKind::Moe) {
            parts.push(format!("experts {}", self.moe.describe()));
        }
        (!parts.is_empty()).then(|| parts.join(", "))
    }

    /// `cfg`'s kernel keys on `platform` for programs of each of `rows` rows, partitioned over
    /// `cfg.mesh` ([`SsdChoice::resolve`], [`M2rnnChoice::resolve`], [`MoeChoice::resolve`]).
    pub fn resolve(
        cfg: &NamConfig,
        platform: crate::backend::Platform,
        rows: &[usize],
    ) -> Result<Self, crate::backend::BackendError> {
        Ok(SublayerBackends {
            ssd: SsdChoice::resolve(cfg, platform, rows)?.backend,
            m2rnn: M2rnnChoice::resolve(cfg, platform, rows)?.backend,
            moe: MoeChoice::resolve(cfg, platform, rows)?.backend,
        })
    }
}

impl From<SsdBackend> for SublayerBackends {
    fn from(ssd: SsdBackend) -> Self {
        SublayerBackends { ssd, ..Self::XLA }
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

/// The whole forward pass, as `docs/model.md` describes it: embedding, the sublayer stack (the
/// scanned pattern groups, then the unstacked layers), the head's masked cross-entropy, the MTP
/// depths, and the objective with the MoE metrics. `state[i]` is the tensor of
/// `layout.entries[i]` (trainable parameters and MoE bias alike, in the entry's dtype and dims).
pub fn forward(
    b: &Builder,
    cfg: &ModelConfig,
    layout: &StateLayout,
    state: &[Tensor],
    batch: &BatchInputs,
    opts: &ForwardOptions,
) -> xla_hlo::Result<ModelOutputs> {
    check_state(layout, state, opts)?;
    let ctx = Ctx::new(b, cfg, batch, opts);
    let get = |name: &str| state_tensor(layout, state, name);
    let mut stack = Stack::sort(cfg, layout, state)?;
    let wte = get("wte")?;
    let h = ctx.prec.stream(&embed(wte, &batch.tokens, &ctx.prec));
    let (h, scanned) = scanned_groups(b, h, layout.groups, &mut stack, opts, &ctx)?;
    let mut stats: Vec<MoeStats> = Vec::new();
    let h = run_layers(h, &stack.unstacked(layout.groups)?, &ctx, &mut stats)?;
    // Gathered over `data` once, before the loss loops (main and MTP) read it chunk by chunk
    // (`sharding.rs`, `lm_head_gathered`).
    let lm_head = &constrain(get("lm_head")?, &ctx.mesh, &lm_head_gathered());
    let main_ce = head_cross_entropy_within(
        &h,
        lm_head,
        cfg.logit_softcap,
        &ctx.prec,
        &batch.targets,
        &batch.loss_mask,
        loss_chunk_elements(cfg),
    );
    let main_loss = main_ce.mean();
    let mtp_block = stack.mtp_block(cfg);
    let (mtp_losses, mtp_ce) = match cfg.mtp_depth {
        0 => (Vec::new(), Vec::new()),
        _ => {
            let weights = MtpWeights {
                wte,
                w_proj: get("mtp.w_proj")?,
                lm_head,
            };
            let block = |x, st: &mut Vec<MoeStats>| run_layers(x, &mtp_block, &ctx, st);
            mtp_losses(&h, &weights, batch, &ctx, block, &mut stats)?
        }
    };
    let zero = b.scalar(0.0, ctx.prec.wide);
    let moe = MoeTotals::new(&zero, cfg.n_routed() as i64, scanned, &stats);
    let loss = objective(cfg, zero, &main_loss, &mtp_losses, &moe.z_loss);
    b.check()?;
    Ok(ModelOutputs {
        loss,
        final_hidden: h,
        main_loss,
        mtp_losses,
        main_ce,
        mtp_ce,
        z_loss: moe.z_loss,
        expert_load: moe.expert_load,
        dropped_frac: moe.dropped_frac,
    })
}

/// Checks that `state` fits `layout` (count and dims) and `layout` the options' layer loop.
fn check_state(
    layout: &StateLayout,
    state: &[Tensor],
    opts: &ForwardOptions,
) -> xla_hlo::Result<()> {
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
    Ok(())
}

/// The state tensor of the layout entry called `name`.
fn state_tensor<'a>(
    layout: &StateLayout,
    state: &'a [Tensor],
    name: &str,
) -> xla_hlo::Result<&'a Tensor> {
    layout
        .index(name)
        .map(|i| &state[i])
        .ok_or_else(|| usage(format!("forward: state has no `{name}`")))
}

/// Everything a block reads besides its weights.
pub(crate) struct Ctx<'a> {
    pub cfg: &'a ModelConfig,
    pub docs: Docs,
    pub prec: Precision,
    pub chunk: usize,
    pub attention: AttentionCore,
    pub ssd: SsdCore,
    pub m2rnn: M2rnnCore,
    pub moe: MoeCore,
    pub mesh: Mesh,
}

impl<'a> Ctx<'a> {
    /// The documents of `batch` and the cores `opts` choose, in `b`'s graph.
    fn new(b: &Builder, cfg: &'a ModelConfig, batch: &BatchInputs, opts: &ForwardOptions) -> Self {
        Ctx {
            cfg,
            docs: Docs::new(&batch.segment_ids),
            prec: opts.precision(),
            chunk: opts.mamba_chunk.unwrap_or(cfg.chunk).max(1),
            attention: AttentionCore::new(opts.attention, b, opts.mesh, opts.attention_chunk),
            ssd: SsdCore::new(opts.ssd, b, opts.mesh),
            m2rnn: M2rnnCore::new(opts.m2rnn, b, opts.mesh),
            moe: MoeCore::new(opts.moe, b, opts.mesh),
            mesh: opts.mesh,
        }
    }
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
        SublayerKind::M2rnn => (
            m2rnn(x, p, cfg, &ctx.docs, prec, &ctx.mesh, &ctx.m2rnn)?,
            None,
        ),
    };
    Ok((constrain(&y, &ctx.mesh, &rows), stats))
}

/// One pre-norm residual sublayer: the stream read widened, `h + Sublayer(rmsnorm(h))` computed
/// wide and stored as the residual stream (all casts are no-ops with the default wide stream).
pub(crate) fn residual_step(
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

/// The forward pass's usage error.
pub(crate) fn usage(msg: String) -> Error {
    Error::Usage(msg)
}

/// The MoE statistics of every application, totalled: the scanned groups' stacked rows first,
/// then each unstacked application's in order (main stack, then the MTP block per depth).
struct MoeTotals {
    /// Sum of the applications' z-losses.
    z_loss: Tensor,
    /// `[applications, n_routed]` load rows.
    expert_load: Tensor,
    /// Mean dropped fraction over the applications.
    dropped_frac: Tensor,
}

impl MoeTotals {
    fn new(zero: &Tensor, n: i64, scanned: Option<ScannedStats>, stats: &[MoeStats]) -> Self {
        let mut load_rows: Vec<Tensor> = Vec::new();
        let (mut z_loss, mut dropped_sum, mut count) = (zero.clone(), zero.clone(), 0usize);
        if let Some(s) = scanned {
            load_rows.push(s.load);
            z_loss = z_loss + s.z_sum;
            dropped_sum = dropped_sum + s.dropped_sum;
            count += s.count;
        }
        for s in stats {
            load_rows.push(s.load.reshape(&[1, n]));
            z_loss = z_loss + &s.z_loss;
            dropped_sum = dropped_sum + &s.dropped;
            count += 1;
        }
        let expert_load = if load_rows.is_empty() {
            zero.builder().full(0.0, zero.dtype(), &[0, n])
        } else {
            Tensor::concat(&load_rows.iter().collect::<Vec<_>>(), 0)
        };
        MoeTotals {
            z_loss,
            expert_load,
            dropped_frac: dropped_sum / count.max(1) as f64,
        }
    }
}

/// The training objective `L_main + mtp_lambda · Σ α_k L_k + z_loss`.
fn objective(
    cfg: &ModelConfig,
    zero: Tensor,
    main_loss: &Tensor,
    mtp_losses: &[Tensor],
    z_loss: &Tensor,
) -> Tensor {
    let weighted = cfg
        .mtp_weights()
        .iter()
        .zip(mtp_losses)
        .fold(zero, |acc, (a, l)| acc + l * *a);
    main_loss + weighted * cfg.mtp_lambda + z_loss
}
