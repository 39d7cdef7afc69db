//! The training-step programs: compile mode A (one executable per step) and mode B (gradient
//! accumulation per micro-batch plus an optimizer-apply executable).
//!
//! # Inputs and outputs, by name
//!
//! | name | dtype, dims | in | out |
//! | --- | --- | --- | --- |
//! | state entries ([`StateLayout`] names: `wte`, `blocks.0.attn.w_qkv`, `layers.9.moe.bias`, ...) | param dtype | A, B-acc, B-apply | A, B-apply (donated) |
//! | `opt.{entry}.momentum` (Muon entries) | param dtype, entry dims | A, B-apply | same (donated) |
//! | `opt.{entry}.m`, `opt.{entry}.v` (AdamW entries) | param dtype, entry dims | A, B-apply | same (donated) |
//! | `grad.{entry}` (trainable entries) | f32, entry dims | B-acc, B-apply | B-acc (sum), B-apply (zeros), donated |
//! | `expert_load_sum` | f32 `[R, N]` | B-acc, B-apply | B-acc (sum), B-apply (zeros), donated |
//! | `step` | i32 scalar | A, B-apply | |
//! | `lr.muon`, `lr.adamw`, `lr.embed` | f32 scalar | A, B-apply | |
//! | `micro_batches` | f32 scalar | B-apply | |
//! | `tokens`, `targets`, `segment_ids`, `loss_mask` | i32 `[rows, seq_len]` | A, B-acc | |
//! | `loss`, `main_loss`, `mtp_loss.{k}` (k = 1..K), `z_loss`, `dropped_frac` | f32 scalar | | A, B-acc |
//! | `expert_load` | f32 `[R, N]` | | A, B-acc |
//! | `grad_norm` | f32 scalar | | A, B-apply |
//! | `replica.{entry}` (`[mesh] zero2`, entries FSDP splits) | compute or param dtype ([`replica::dtype`]), entry dims | A, B-acc, B-apply | A, B-apply (donated) |
//!
//! With `[mesh] zero2`, B-acc (and eval) read `replica.{entry}` instead of the FSDP-split entry
//! ([`super::replica`]).
//!
//! `R` = MoE applications ([`moe_load_rows`]), `N` = routed experts.
//!
//! # Choices
//!
//! - **Learning rate and step are inputs.** `step` is the 0-based index of the update being
//!   taken (the index [`crate::schedule::lr_multiplier`] takes); AdamW's bias correction uses
//!   `t = step + 1`. The schedule multiplier is applied on the host: `lr.*` are the base rates of
//!   the three optimizer groups times the multiplier ([`LearningRates::at`]), so one compiled
//!   step serves every schedule and base rate.
//! - **Gradient clipping** (`[optimizer] grad_clip > 0`): every gradient is multiplied by
//!   `clip / ‖g‖` when the global norm `‖g‖` (over all trainable entries, in f32) exceeds `clip`;
//!   `grad_norm` reports the norm before clipping.
//! - **MoE balancing** after the update: `bias += bias_rate · sign(1/N - load_e)` with the step's
//!   expert load (fraction of routed slots before capacity drops). The MTP block's E sublayers
//!   run once per depth with one shared bias; their load is the mean over the depths.
//! - **Mode B averaging.** Each micro-batch's loss is its own masked mean; the apply program uses
//!   the mean of the micro-batch gradients (and loads). That equals mode A on the concatenated
//!   batch exactly when every micro-batch has the same number of loss positions (full
//!   `loss_mask`, the packed-row case); with padding, micro-batches are weighted equally rather
//!   than by token count.
//! - **Precision.** Optimizer math and gradient accumulators are f32; parameters and optimizer
//!   state are stored in the layout's dtype (`[precision] param_dtype`).

use super::adamw::{AdamWSettings, adamw_update};
use super::context::cast;
use super::layout::{StateEntry, StateLayout};
use super::model::{BatchInputs, ForwardOptions, ModelOutputs, forward};
use super::muon::{MuonSettings, NsPlacement, muon_update};
use super::program::{ProgramIo, ProgramKind, StepProgram};
use super::replica;
use super::sharding::{entry_sharding, whole_matrices};
use crate::config::{NamConfig, SublayerKind};
use crate::params::OptimizerGroup;
use crate::schedule::lr_multiplier;
use xla_hlo::{Builder, DType, Error, Result, Tensor};

/// A loss function with the forward pass's shape: `(builder, layout, state, batch) -> outputs`.
/// [`model_loss`] is the NAM model; tests may pass stand-ins.
pub type LossFn<'a> =
    dyn Fn(&Builder, &StateLayout, &[Tensor], &BatchInputs) -> Result<ModelOutputs> + 'a;

/// The NAM forward pass of `cfg` as a [`LossFn`].
pub fn model_loss<'a>(
    cfg: &'a NamConfig,
    opts: ForwardOptions,
) -> impl Fn(&Builder, &StateLayout, &[Tensor], &BatchInputs) -> Result<ModelOutputs> + 'a {
    move |b, layout, state, batch| forward(b, &cfg.model, layout, state, batch, &opts)
}

/// Input name of the step counter.
pub const STEP: &str = "step";
/// Input names of the learning rates of the Muon, AdamW and embedding groups.
pub const LR_NAMES: [&str; 3] = ["lr.muon", "lr.adamw", "lr.embed"];
/// Input/output name of the summed expert load of mode B.
pub const LOAD_SUM: &str = "expert_load_sum";
/// Input name of the micro-batch count of the apply program.
pub const MICRO_BATCHES: &str = "micro_batches";
/// BatchInputs input names, in argument order.
pub const BATCH_NAMES: [&str; 4] = ["tokens", "targets", "segment_ids", "loss_mask"];

/// Learning rates of one update, the values of the `lr.*` inputs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct LearningRates {
    /// Muon group (`lr.muon`).
    pub muon: f64,
    /// AdamW group (`lr.adamw`).
    pub adamw: f64,
    /// Token embedding (`lr.embed`).
    pub embed: f64,
}

impl LearningRates {
    /// The base rates of `cfg`, before any schedule: `[optimizer] muon_lr` (`muon`),
    /// `adamw_lr` (`adamw`) and `adamw_embed_lr` (`embed`). A custom schedule scales these.
    pub fn base(cfg: &NamConfig) -> Self {
        let o = &cfg.optimizer;
        LearningRates {
            muon: o.muon_lr,
            adamw: o.adamw_lr,
            embed: o.adamw_embed_lr,
        }
    }

    /// Every rate times `k` (a schedule's multiplier).
    pub fn scaled(&self, k: f64) -> Self {
        LearningRates {
            muon: self.muon * k,
            adamw: self.adamw * k,
            embed: self.embed * k,
        }
    }

    /// Base rates of `cfg` ([`Self::base`]) times the schedule multiplier of update `step`
    /// (0-based): warm-up, constant, warm-down as `[schedule]` says.
    pub fn at(cfg: &NamConfig, step: usize) -> Self {
        Self::base(cfg).scaled(lr_multiplier(&cfg.schedule, step))
    }

    /// `(input name, value)` pairs in [`LR_NAMES`] order.
    pub fn named(&self) -> [(&'static str, f64); 3] {
        [
            (LR_NAMES[0], self.muon),
            (LR_NAMES[1], self.adamw),
            (LR_NAMES[2], self.embed),
        ]
    }
}

/// Names of the optimizer-state tensors of an entry (empty for non-trained state).
pub fn optimizer_state_names(e: &StateEntry) -> Vec<String> {
    if !e.trainable {
        return Vec::new();
    }
    match e.group {
        OptimizerGroup::Muon => vec![format!("opt.{}.momentum", e.name)],
        OptimizerGroup::AdamW | OptimizerGroup::AdamWEmbedding => {
            vec![format!("opt.{}.m", e.name), format!("opt.{}.v", e.name)]
        }
    }
}

/// Name of an entry's gradient accumulator (mode B).
pub fn grad_name(e: &StateEntry) -> String {
    format!("grad.{}", e.name)
}

/// The MoE bias state each row of `expert_load` belongs to: main-stack E sublayers by layer
/// index, then the MTP block's E sublayers for depth 1, 2, ... (the forward pass's row order).
pub fn moe_load_rows(cfg: &NamConfig) -> Vec<String> {
    let m = &cfg.model;
    let mut rows: Vec<String> = m
        .sublayers()
        .iter()
        .enumerate()
        .filter(|(_, k)| **k == SublayerKind::Moe)
        .map(|(i, _)| format!("layers.{i}.moe.bias"))
        .collect();
    for _ in 0..m.mtp_depth {
        for (j, k) in m.mtp_sublayers().iter().enumerate() {
            if *k == SublayerKind::Moe {
                rows.push(format!("mtp.layers.{j}.moe.bias"));
            }
        }
    }
    rows
}

/// Optimizer state of one entry.
enum Slots {
    Muon(Tensor),
    AdamW(Tensor, Tensor),
    None,
}

impl Slots {
    fn tensors(&self) -> Vec<&Tensor> {
        match self {
            Slots::Muon(m) => vec![m],
            Slots::AdamW(m, v) => vec![m, v],
            Slots::None => vec![],
        }
    }
}

/// The per-step scalar inputs of an update.
struct UpdateInputs {
    step: Tensor,
    lrs: [Tensor; 3],
}

fn dtype_check(layout: &StateLayout) -> Result<()> {
    for e in &layout.entries {
        if !matches!(e.dtype, DType::F32 | DType::BF16) {
            return Err(Error::Usage(format!(
                "step: state `{}` is stored as {}; the step programs support f32 and bf16 parameters",
                e.name, e.dtype
            )));
        }
    }
    Ok(())
}

fn state_inputs(io: &mut ProgramIo, layout: &StateLayout, donate: bool) -> Vec<Tensor> {
    layout
        .entries
        .iter()
        .map(|e| {
            if donate {
                io.donated_input(&e.name, e.dtype, &e.dims)
            } else {
                io.input(&e.name, e.dtype, &e.dims)
            }
        })
        .collect()
}

fn optimizer_inputs(io: &mut ProgramIo, layout: &StateLayout) -> Vec<Slots> {
    layout
        .entries
        .iter()
        .map(|e| {
            let names = optimizer_state_names(e);
            let mut t: Vec<Tensor> = names
                .iter()
                .map(|n| io.donated_input(n, e.dtype, &e.dims))
                .collect();
            match (t.len(), e.group) {
                (0, _) => Slots::None,
                (1, _) => Slots::Muon(t.remove(0)),
                _ => {
                    let v = t.remove(1);
                    Slots::AdamW(t.remove(0), v)
                }
            }
        })
        .collect()
}

fn update_inputs(io: &mut ProgramIo) -> UpdateInputs {
    let step = io.input(STEP, DType::I32, &[]);
    let lrs = LR_NAMES.map(|n| io.input(n, DType::F32, &[]));
    UpdateInputs { step, lrs }
}

fn batch_inputs(io: &mut ProgramIo, rows: usize, seq: usize) -> BatchInputs {
    let d = [rows as i64, seq as i64];
    let [tokens, targets, segment_ids, loss_mask] =
        BATCH_NAMES.map(|n| io.input(n, DType::I32, &d));
    BatchInputs {
        tokens,
        targets,
        segment_ids,
        loss_mask,
    }
}

/// Runs the loss and checks its metric shapes against the config.
fn run_loss(
    io: &ProgramIo,
    cfg: &NamConfig,
    layout: &StateLayout,
    state: &[Tensor],
    batch: &BatchInputs,
    loss: &LossFn,
) -> Result<ModelOutputs> {
    let out = loss(&io.b, layout, state, batch)?;
    let want = [
        moe_load_rows(cfg).len() as i64,
        cfg.model.n_routed.unwrap_or(0) as i64,
    ];
    if out.expert_load.dims() != want {
        return Err(Error::Usage(format!(
            "step: the loss returned expert_load {} but the config has {} MoE applications of {} experts",
            out.expert_load.ty(),
            want[0],
            want[1]
        )));
    }
    if out.mtp_losses.len() != cfg.model.mtp_depth {
        return Err(Error::Usage(format!(
            "step: the loss returned {} MTP losses for mtp_depth {}",
            out.mtp_losses.len(),
            cfg.model.mtp_depth
        )));
    }
    Ok(out)
}

/// Loss and metric outputs shared by the step, accumulate and eval programs.
pub(crate) fn loss_outputs(io: &mut ProgramIo, out: &ModelOutputs) {
    let f = |t: &Tensor| cast(t, DType::F32);
    io.output("loss", &f(&out.loss));
    io.output("main_loss", &f(&out.main_loss));
    for (k, l) in out.mtp_losses.iter().enumerate() {
        io.output(&format!("mtp_loss.{}", k + 1), &f(l));
    }
    io.output("z_loss", &f(&out.z_loss));
    io.output("expert_load", &f(&out.expert_load));
    io.output("dropped_frac", &f(&out.dropped_frac));
}

fn trainable(layout: &StateLayout) -> Vec<usize> {
    (0..layout.entries.len())
        .filter(|&i| layout.entries[i].trainable)
        .collect()
}

/// Global L2 norm of `grads` in f32.
fn global_norm(b: &Builder, grads: &[Tensor]) -> Tensor {
    grads
        .iter()
        .fold(b.scalar(0.0, DType::F32), |acc, g| {
            let g = cast(g, DType::F32);
            let axes: Vec<i64> = (0..g.rank() as i64).collect();
            acc + (&g * &g).reduce_sum(&axes)
        })
        .sqrt()
}

/// Each bias entry's load `[members.., N]`: its members' rows of `load`, averaged over the rows
/// that share a bias (MTP depths).
fn entry_load(e: &StateEntry, rows: &[String], load: &Tensor) -> Result<Tensor> {
    let n = load.dims()[1];
    if e.dims.last() != Some(&n) {
        return Err(Error::Usage(format!(
            "step: MoE bias `{}` has dims {:?}; its last axis should be the {n} routed experts",
            e.name, e.dims
        )));
    }
    let mut per_member = Vec::with_capacity(e.members.len());
    for m in &e.members {
        let idx: Vec<usize> = (0..rows.len()).filter(|&r| &rows[r] == m).collect();
        if idx.is_empty() {
            return Err(Error::Usage(format!(
                "step: non-trained state `{m}` is not an MoE bias with a load row; only MoE biases \
                 may be non-trainable"
            )));
        }
        let sum = idx
            .iter()
            .map(|&r| load.slice_axis(0, r as i64, r as i64 + 1))
            .reduce(|a, b| a + b)
            .expect("non-empty");
        per_member.push(sum / idx.len() as f64);
    }
    let refs: Vec<&Tensor> = per_member.iter().collect();
    Tensor::concat(&refs, 0).reshape(&e.dims).check()
}

/// One optimizer update of every entry: clipped gradients into Muon / AdamW, the MoE balancing
/// rule into the bias state. Returns the new state, new optimizer slots and the gradient norm.
#[allow(clippy::too_many_arguments)]
fn apply_updates(
    b: &Builder,
    cfg: &NamConfig,
    layout: &StateLayout,
    state: &[Tensor],
    slots: &[Slots],
    grads: &[Option<Tensor>],
    load: &Tensor,
    u: &UpdateInputs,
) -> Result<(Vec<Tensor>, Vec<Slots>, Tensor)> {
    let o = &cfg.optimizer;
    let present: Vec<Tensor> = grads.iter().flatten().cloned().collect();
    let norm = global_norm(b, &present);
    let factor = (o.grad_clip > 0.0).then(|| {
        let clip = norm.scalar_like(o.grad_clip);
        norm.gt(&clip)
            .select(&(&clip / &norm), &norm.scalar_like(1.0))
    });
    let ns_dtype = super::layout::dtype_of(cfg.precision.compute_dtype);
    let muon = MuonSettings::from_config(o, ns_dtype);
    let adamw = AdamWSettings::from_config(o);
    let t = u.step.convert(DType::F32) + 1.0;
    let rows = moe_load_rows(cfg);
    let n = cfg.model.n_routed.unwrap_or(1) as f64;
    let mut new_state = Vec::with_capacity(state.len());
    let mut new_slots = Vec::with_capacity(state.len());
    for ((e, w), (slot, g)) in layout
        .entries
        .iter()
        .zip(state)
        .zip(slots.iter().zip(grads))
    {
        let Some(g) = g else {
            // Non-trained MoE bias: the balancing rule, in f32.
            let l = entry_load(e, &rows, load)?;
            let bias = cast(w, DType::F32) + ((1.0 / n) - l).sign() * cfg.model.bias_rate;
            new_state.push(cast(&bias, e.dtype));
            new_slots.push(Slots::None);
            continue;
        };
        let g = match &factor {
            Some(f) => cast(g, DType::F32) * f,
            None => cast(g, DType::F32),
        };
        match slot {
            Slots::Muon(m) => {
                let stored = entry_sharding(&cfg.mesh, &cfg.model, e);
                let placement =
                    whole_matrices(&cfg.mesh, &stored, &w.dims()).map(|whole| NsPlacement {
                        mesh: cfg.mesh,
                        whole,
                        stored,
                    });
                let r = muon_update(w, &g, m, &u.lrs[0], &muon, placement.as_ref())?;
                new_state.push(r.param);
                new_slots.push(Slots::Muon(r.momentum));
            }
            Slots::AdamW(m, v) => {
                let lr = if e.group == OptimizerGroup::AdamWEmbedding {
                    &u.lrs[2]
                } else {
                    &u.lrs[1]
                };
                let settings = match crate::params::adamw_decays(&e.member_axes, o.adamw_decay) {
                    true => adamw,
                    false => AdamWSettings {
                        weight_decay: 0.0,
                        ..adamw
                    },
                };
                let r = adamw_update(w, &g, m, v, lr, &t, &settings)?;
                new_state.push(r.param);
                new_slots.push(Slots::AdamW(r.m, r.v));
            }
            Slots::None => {
                return Err(Error::Usage(format!(
                    "step: trainable entry `{}` has no optimizer state",
                    e.name
                )));
            }
        }
    }
    Ok((new_state, new_slots, norm))
}

fn state_outputs(io: &mut ProgramIo, layout: &StateLayout, state: &[Tensor], slots: &[Slots]) {
    for (e, t) in layout.entries.iter().zip(state) {
        io.output(&e.name, t);
    }
    for (e, s) in layout.entries.iter().zip(slots) {
        for (name, t) in optimizer_state_names(e).iter().zip(s.tensors()) {
            io.output(name, t);
        }
    }
}

/// Mode A: forward, backward and optimizer for a batch of `rows` sequences, every state input
/// donated to its updated output.
pub fn step_program(
    cfg: &NamConfig,
    layout: &StateLayout,
    rows: usize,
    opts: &ForwardOptions,
) -> Result<StepProgram> {
    step_program_with(cfg, layout, rows, &model_loss(cfg, *opts))
}

/// [`step_program`] with any loss of the forward pass's shape.
pub fn step_program_with(
    cfg: &NamConfig,
    layout: &StateLayout,
    rows: usize,
    loss: &LossFn,
) -> Result<StepProgram> {
    dtype_check(layout)?;
    let mut io = ProgramIo::new(cfg, layout);
    let state = state_inputs(&mut io, layout, true);
    let slots = optimizer_inputs(&mut io, layout);
    let copies = replica::inputs(&mut io, cfg, layout, true);
    let u = update_inputs(&mut io);
    let batch = batch_inputs(&mut io, rows, cfg.model.seq_len);
    let read = replica::forward_state(cfg, layout, &state, &copies);
    let out = run_loss(&io, cfg, layout, &read, &batch, loss)?;
    let idx = trainable(layout);
    let wrt: Vec<&Tensor> = idx.iter().map(|&i| &read[i]).collect();
    let g = out.loss.grad(&wrt)?;
    let mut grads: Vec<Option<Tensor>> = vec![None; state.len()];
    for (&i, gi) in idx.iter().zip(g) {
        // Widened after the pin, so a compute-dtype gradient is reduced as it was formed.
        let gi = replica::split_gradient(cfg, layout, i, gi);
        grads[i] = Some(cast(&gi, layout.entries[i].dtype));
    }
    let load = cast(&out.expert_load, DType::F32);
    let (new_state, new_slots, norm) =
        apply_updates(&io.b, cfg, layout, &state, &slots, &grads, &load, &u)?;
    state_outputs(&mut io, layout, &new_state, &new_slots);
    replica::outputs(&mut io, cfg, layout, &new_state);
    loss_outputs(&mut io, &out);
    io.output("grad_norm", &norm);
    io.finish(ProgramKind::Step)
}

/// Mode B, per micro-batch: forward and backward of `rows` sequences; the gradients are added
/// into the donated `grad.*` accumulators and the expert load into `expert_load_sum`. The state
/// is read, not donated.
pub fn accumulate_program(
    cfg: &NamConfig,
    layout: &StateLayout,
    rows: usize,
    opts: &ForwardOptions,
) -> Result<StepProgram> {
    accumulate_program_with(cfg, layout, rows, &model_loss(cfg, *opts))
}

/// [`accumulate_program`] with any loss of the forward pass's shape.
pub fn accumulate_program_with(
    cfg: &NamConfig,
    layout: &StateLayout,
    rows: usize,
    loss: &LossFn,
) -> Result<StepProgram> {
    dtype_check(layout)?;
    let mut io = ProgramIo::new(cfg, layout);
    let state = replica::read_only_state(&mut io, cfg, layout);
    let idx = trainable(layout);
    let accs: Vec<Tensor> = idx
        .iter()
        .map(|&i| {
            let e = &layout.entries[i];
            io.donated_input(&grad_name(e), DType::F32, &e.dims)
        })
        .collect();
    let load_dims = load_dims(cfg);
    let load_acc = io.donated_input(LOAD_SUM, DType::F32, &load_dims);
    let batch = batch_inputs(&mut io, rows, cfg.model.seq_len);
    let out = run_loss(&io, cfg, layout, &state, &batch, loss)?;
    let wrt: Vec<&Tensor> = idx.iter().map(|&i| &state[i]).collect();
    let g = out.loss.grad(&wrt)?;
    for ((&i, acc), gi) in idx.iter().zip(&accs).zip(g) {
        let name = grad_name(&layout.entries[i]);
        let gi = replica::split_gradient(cfg, layout, i, gi);
        io.output(&name, &(acc + cast(&gi, DType::F32)));
    }
    io.output(LOAD_SUM, &(&load_acc + cast(&out.expert_load, DType::F32)));
    loss_outputs(&mut io, &out);
    io.finish(ProgramKind::Accumulate)
}

fn load_dims(cfg: &NamConfig) -> [i64; 2] {
    [
        moe_load_rows(cfg).len() as i64,
        cfg.model.n_routed.unwrap_or(0) as i64,
    ]
}

/// Mode B, once per step: the optimizer on the mean of the accumulated gradients
/// (`grad.* / micro_batches`) and the MoE balancing rule on the mean load. State, optimizer
/// state and accumulators are donated; the accumulators come back zeroed for the next step.
pub fn apply_program(cfg: &NamConfig, layout: &StateLayout) -> Result<StepProgram> {
    dtype_check(layout)?;
    let mut io = ProgramIo::new(cfg, layout);
    let state = state_inputs(&mut io, layout, true);
    let slots = optimizer_inputs(&mut io, layout);
    let mut grads: Vec<Option<Tensor>> = vec![None; state.len()];
    let idx = trainable(layout);
    let mut accs = Vec::with_capacity(idx.len());
    for &i in &idx {
        let e = &layout.entries[i];
        accs.push(io.donated_input(&grad_name(e), DType::F32, &e.dims));
    }
    let load_acc = io.donated_input(LOAD_SUM, DType::F32, &load_dims(cfg));
    // Read by nothing here: donated so that the new copies take their buffers.
    replica::inputs(&mut io, cfg, layout, true);
    let u = update_inputs(&mut io);
    let count = io.input(MICRO_BATCHES, DType::F32, &[]);
    for (&i, acc) in idx.iter().zip(&accs) {
        grads[i] = Some(acc / &count);
    }
    let load = &load_acc / &count;
    let (new_state, new_slots, norm) =
        apply_updates(&io.b, cfg, layout, &state, &slots, &grads, &load, &u)?;
    state_outputs(&mut io, layout, &new_state, &new_slots);
    replica::outputs(&mut io, cfg, layout, &new_state);
    for (&i, acc) in idx.iter().zip(&accs) {
        io.output(&grad_name(&layout.entries[i]), &acc.zeros_like());
    }
    io.output(LOAD_SUM, &load_acc.zeros_like());
    io.output("grad_norm", &norm);
    io.finish(ProgramKind::Apply)
}
