//! The eval-loss program: losses and MoE metrics of a batch, no update.
//!
//! Inputs: the state entries ([`StateLayout`] names, not donated, so the training state can be
//! evaluated in place; with `[mesh] zero2`, the copies of the FSDP-split ones instead,
//! [`super::replica`]), then `tokens`, `targets`, `segment_ids`, `loss_mask` (i32
//! `[rows, seq_len]`). Outputs: `loss`, `main_loss`, `mtp_loss.{k}` (k = 1..K), `z_loss`,
//! `expert_load` (`[R, N]`), `dropped_frac`, all f32 (see [`super::step`] for the names); then
//! the cross-entropies as sum and count of their positions: `main_loss.sum`, `main_loss.count`,
//! `mtp_loss.{k}.sum`, `mtp_loss.{k}.count` (f32 scalars).
//!
//! The sums and counts are what lets a batch be evaluated in micro-batches, one call each, and
//! still give exactly the loss of the whole batch: `Σ sum / Σ count` weighs every position once,
//! where a mean of the micro-batches' means would weigh a micro-batch with few counted positions
//! (padding, a document's end) as much as a full one. The counts are exact in f32 up to 2^24
//! positions per call.

use super::context::cast;
use super::head::MaskedMean;
use super::layout::StateLayout;
use super::model::BatchInputs;
use super::model::ForwardOptions;
use super::program::{ProgramIo, ProgramKind, StepProgram};
use super::step::{BATCH_NAMES, LossFn, loss_outputs, model_loss};
use crate::config::NamConfig;
use xla_hlo::{DType, Result};

/// Output name of the main cross-entropy's sum over its positions.
pub const MAIN_LOSS_SUM: &str = "main_loss.sum";
/// Output name of the main cross-entropy's position count.
pub const MAIN_LOSS_COUNT: &str = "main_loss.count";

/// Output names `(sum, count)` of MTP depth `k`'s cross-entropy (k = 1..K).
pub fn mtp_loss_part_names(k: usize) -> (String, String) {
    (format!("mtp_loss.{k}.sum"), format!("mtp_loss.{k}.count"))
}

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
    let state = super::replica::read_only_state(&mut io, cfg, layout);
    let d = [rows as i64, cfg.model.seq_len as i64];
    let [tokens, targets, segment_ids, loss_mask] =
        BATCH_NAMES.map(|n| io.input(n, DType::I32, &d));
    let batch = BatchInputs {
        tokens,
        targets,
        segment_ids,
        loss_mask,
    };
    let out = loss(&io.b, layout, &state, &batch)?;
    loss_outputs(&mut io, &out);
    let mut parts = |(sum, count): (&str, &str), ce: &MaskedMean| {
        io.output(sum, &cast(&ce.sum, DType::F32));
        io.output(count, &cast(&ce.count, DType::F32));
    };
    parts((MAIN_LOSS_SUM, MAIN_LOSS_COUNT), &out.main_ce);
    for (k, ce) in out.mtp_ce.iter().enumerate() {
        let (sum, count) = mtp_loss_part_names(k + 1);
        parts((&sum, &count), ce);
    }
    io.finish(ProgramKind::Eval)
}
