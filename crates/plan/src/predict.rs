//! The performance model applied to a trainer's programs: [`predict_trainer`] prices a live
//! trainer's own executables, and [`layer_scan_trips`] says how often the programs' top-level
//! loops run (what both the prediction and the planner's per-step collectives multiply by).

use nam::NamConfig;
use nam::graph::attention::{ResolvedBackend, groups_per_iteration};
use nam::graph::layout::{LayerLoop, StateLayout};

use crate::cost::ProgramCost;
use crate::perf::{Chip, ProgramEstimate, StepEstimate, estimate_program};

/// One program of [`predict_trainer`]: its name, runs per optimizer step (0 for `eval`) and
/// estimate of one run.
pub type ProgramPrediction = (&'static str, f64, ProgramEstimate);

/// The performance model on a live trainer's own executables: each program's optimized HLO
/// costed ([`ProgramCost`]) and priced on `chip` (a CPU entry also times the programs' own dots
/// on the trainer's client, as planning on the CPU does), combined into one optimizer step.
/// Returns the step and, per program, its runs per step and estimate.
pub fn predict_trainer(
    trainer: &train::trainer::Trainer,
    chip: &Chip,
) -> Result<(StepEstimate, Vec<ProgramPrediction>), String> {
    let cfg = trainer.config();
    let trips = layer_scan_trips(cfg, trainer.layout(), trainer.attention_backend());
    let mesh = cfg.mesh;
    let micro = cfg.train.micro_batches.max(1);
    let mut programs = Vec::new();
    for (name, exe) in trainer.executables() {
        let module = exe
            .executable()
            .optimized_program()
            .and_then(|p| p.hlo_module())
            .map_err(|e| format!("the {name} program's optimized HLO: {e}"))?;
        let cost = ProgramCost::from_module(&module, trips);
        let priced = match chip.interconnect {
            crate::perf::Interconnect::SharedMemory => chip
                .with_measured_dots(trainer.client(), [&cost])
                .map_err(|e| format!("timing the {name} program's dots: {e}"))?,
            _ => chip.clone(),
        };
        let runs = match name {
            "accumulate" => micro as f64,
            "eval" => 0.0,
            _ => 1.0,
        };
        programs.push((name, runs, estimate_program(&cost, &priced, &mesh)));
    }
    let named: Vec<(&str, ProgramEstimate)> =
        programs.iter().map(|(n, _, e)| (*n, e.clone())).collect();
    let tokens = (cfg.train.batch_size * cfg.model.seq_len) as u64;
    let step = crate::perf::step_estimate(
        &named,
        micro,
        &cfg.model,
        tokens,
        trainer.mesh().devices(),
        chip,
    )
    .ok_or("the run has no training program to predict")?;
    Ok((step, programs))
}

/// How often the top-level `while` loops of the trainer's programs run with attention on
/// `attention`: the layer scan and its gradient run once per iteration, one pattern group each
/// with XLA attention and [`groups_per_iteration`] groups each with Pallas (its kernels need
/// the windows fixed in the body). `None` when some top-level loop is not a layer scan:
/// unrolled layers (remainder layers or MTP blocks) holding Mamba or M2RNN sublayers put their
/// own chunk scans at the top level.
pub fn layer_scan_trips(
    cfg: &NamConfig,
    layout: &StateLayout,
    attention: ResolvedBackend,
) -> Option<u64> {
    let m = &cfg.model;
    let scanned = layout.layer_loop == LayerLoop::Scan && layout.groups > 0;
    // Layers after the last full group are unrolled, in pattern order from its start.
    let remainder = m.depth.saturating_sub(layout.groups * m.pattern.len());
    let mtp = if m.mtp_depth > 0 {
        m.mtp_pattern.as_str()
    } else {
        ""
    };
    let unrolled: String = m
        .pattern
        .chars()
        .cycle()
        .take(remainder)
        .chain(mtp.chars())
        .collect();
    let loops_outside = unrolled.chars().any(|c| {
        matches!(
            nam::SublayerKind::from_letter(c),
            Some(nam::SublayerKind::Mamba | nam::SublayerKind::M2rnn)
        )
    });
    let per_iteration = groups_per_iteration(m, layout.groups, attention);
    (scanned && !loops_outside).then_some((layout.groups / per_iteration) as u64)
}

#[cfg(test)]
mod tests {
    use train::programs::trainer_layout;

    use super::*;
    use crate::test_configs::cfg;

    #[test]
    fn layer_scan_trips_are_the_groups_unless_loops_run_outside_the_scan() {
        let nam52 = cfg(nam::presets::preset("nam52").unwrap());
        let layout = trainer_layout(&nam52, LayerLoop::Scan);
        assert_eq!(
            layer_scan_trips(&nam52, &layout, ResolvedBackend::Xla),
            Some(13),
            "13 x AEME"
        );
        let unrolled = trainer_layout(&nam52, LayerLoop::Unrolled);
        assert_eq!(
            layer_scan_trips(&nam52, &unrolled, ResolvedBackend::Xla),
            None
        );
        // nam-tiny: 2 x AEMF, no remainder, MTP block AF: the scan is the only top loop.
        let tiny = cfg(nam::presets::preset("nam-tiny").unwrap());
        let layout = trainer_layout(&tiny, LayerLoop::Scan);
        assert_eq!(
            layer_scan_trips(&tiny, &layout, ResolvedBackend::Xla),
            Some(2)
        );
        // Depth 7 of AEMF leaves A E M unrolled after one group: the M's chunk scan is a
        // top-level loop of its own.
        let mut odd = tiny.clone();
        odd.model.depth = 7;
        let layout = trainer_layout(&odd, LayerLoop::Scan);
        assert_eq!(layer_scan_trips(&odd, &layout, ResolvedBackend::Xla), None);
    }
}
