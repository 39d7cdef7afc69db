//! The programs a training run compiles, built on the host: one implementation that the
//! [`crate::trainer::Trainer`] compiles and the planner (`plan`, the `namtrain-plan` crate) plans, so a plan's
//! executables (and cache keys) are exactly the ones a run loads.

use nam::NamConfig;
use nam::graph::attention::ResolvedBackend;
use nam::graph::eval::eval_program;
use nam::graph::layout::{LayerLoop, StateLayout, dtype_of, state_layout};
use nam::graph::model::{ForwardOptions, SublayerBackends, attention_chunk};
use nam::graph::program::StepProgram;
use nam::graph::step::{accumulate_program, apply_program, step_program};

/// A program that could not be built.
#[derive(Debug, thiserror::Error)]
#[error("building the {program} program: {source}")]
pub struct ProgramError {
    /// Which program: `step`, `accumulate`, `apply` or `eval`.
    pub program: &'static str,
    /// Why.
    #[source]
    pub source: xla_hlo::Error,
}

/// One program of a run: its name, the sequences per call over all devices, the program.
pub type TrainerProgram = (&'static str, usize, StepProgram);

/// The programs the trainer compiles for `rows` sequences per step in `micro_batches`
/// micro-batches with attention on `attention` and the recurrent sublayers' scans on `scans`
/// (resolved for the platform: [`nam::graph::attention::AttentionChoice`],
/// [`nam::graph::mamba::SsdChoice`], [`nam::graph::m2rnn::M2rnnChoice`]; an
/// [`nam::graph::mamba::SsdBackend`] alone runs the R sublayers on XLA), with their names and rows per call, in the
/// trainer's order, partitioned for `cfg.mesh`: Mode A `step`, or Mode B `accumulate` and
/// `apply`; then `eval`, built for one micro-batch's rows (`rows / micro_batches`), as the
/// trainer evaluates. The XLA attention core scores queries in chunks as
/// [`nam::graph::model::attention_chunk`] says.
pub fn trainer_programs(
    cfg: &NamConfig,
    layout: &StateLayout,
    rows: usize,
    micro_batches: usize,
    layer_loop: LayerLoop,
    attention: ResolvedBackend,
    scans: impl Into<SublayerBackends>,
) -> Result<Vec<TrainerProgram>, ProgramError> {
    let fwd = ForwardOptions {
        attention_chunk: attention_chunk(&cfg.model),
        ..ForwardOptions::new(cfg, layer_loop)
            .with_attention(attention)
            .with_sublayer_backends(scans.into())
    };
    let build = |program: &'static str, r: xla_hlo::Result<StepProgram>| {
        r.map_err(|source| ProgramError { program, source })
    };
    let mut out = Vec::new();
    if micro_batches <= 1 {
        out.push((
            "step",
            rows,
            build("step", step_program(cfg, layout, rows, &fwd))?,
        ));
    } else {
        let micro = rows / micro_batches;
        out.push((
            "accumulate",
            micro,
            build("accumulate", accumulate_program(cfg, layout, micro, &fwd))?,
        ));
        out.push(("apply", rows, build("apply", apply_program(cfg, layout))?));
    }
    // Eval runs at the micro-batch's rows, one call per micro-batch (the trainer combines the
    // calls exactly), so it never needs more memory per device than the training programs.
    let eval_rows = rows / micro_batches.max(1);
    out.push((
        "eval",
        eval_rows,
        build("eval", eval_program(cfg, layout, eval_rows, &fwd))?,
    ));
    Ok(out)
}

/// The state layout the trainer uses for `cfg`: its layer loop, parameters in the config's
/// parameter dtype.
pub fn trainer_layout(cfg: &NamConfig, layer_loop: LayerLoop) -> StateLayout {
    state_layout(&cfg.model, layer_loop)
        .with_dtype(dtype_of(cfg.precision.param_dtype))
        .with_matrix_optimizer(cfg.optimizer.matrix_optimizer)
}
