//! The eval-loss program: losses and MoE metrics of a batch, no update.
//!
//! Inputs: the state entries ([`StateLayout`] names, not donated, so the training state can be
//! evaluated in place), then `tokens`, `targets`, `segment_ids`, `loss_mask` (i32
//! `[rows, seq_len]`). Outputs: `loss`, `main_loss`, `mtp_loss.{k}` (k = 1..K), `z_loss`,
//! `expert_load` (`[R, N]`), `dropped_frac`, all f32 (see [`super::step`] for the names).

use super::layout::StateLayout;
use super::model::Batch;
use super::model::ForwardOptions;
use super::program::{ProgramIo, ProgramKind, StepProgram};
use super::step::{BATCH_NAMES, LossFn, loss_outputs, model_loss};
use crate::config::NamConfig;
use xla_hlo::{DType, Result, Tensor};

/// The eval-loss program of `cfg` for batches of `rows` sequences.
pub fn eval_program(
    cfg: &NamConfig,
    layout: &StateLayout,
    rows: usize,
    opts: &ForwardOptions,
) -> Result<StepProgram> {
    eval_program_with(cfg, layout, rows, &model_loss(cfg, *opts))
}

/// [`eval_program`] with any loss of the forward pass's shape.
pub fn eval_program_with(
    cfg: &NamConfig,
    layout: &StateLayout,
    rows: usize,
    loss: &LossFn,
) -> Result<StepProgram> {
    let mut io = ProgramIo::new(cfg, layout);
    let state: Vec<Tensor> = layout
        .entries
        .iter()
        .map(|e| io.input(&e.name, e.dtype, &e.dims))
        .collect();
    let d = [rows as i64, cfg.model.seq_len as i64];
    let [tokens, targets, segment_ids, loss_mask] =
        BATCH_NAMES.map(|n| io.input(n, DType::I32, &d));
    let batch = Batch {
        tokens,
        targets,
        segment_ids,
        loss_mask,
    };
    let out = loss(&io.b, layout, &state, &batch)?;
    loss_outputs(&mut io, &out);
    io.finish(ProgramKind::Eval)
}
