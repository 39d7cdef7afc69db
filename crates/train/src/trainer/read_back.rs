//! Reading steps back: the scalar outputs of every queued step (losses, gradient norms, expert
//! loads) read from the devices in one round trip, after the last, and combined per step into
//! a [`StepReport`].

use std::collections::BTreeMap;

use nam::graph::step::LearningRates;
use pjrt::HostTensor;

use super::execute::ProgramOutputs;
use super::{Result, TrainError};
use crate::mesh::DeviceMesh;

/// Metrics of one optimizer step.
#[derive(Debug, Clone)]
pub struct StepReport {
    /// The step just completed (1-based count of updates).
    pub step: u64,
    /// The objective the step minimised: the main next-token loss plus the MTP and z-loss
    /// terms (docs/model.md), mean over micro-batches. To compare with
    /// [`Trainer::evaluate_on`](super::Trainer::evaluate_on), which returns the main loss,
    /// read [`Self::main_loss`]: with MTP or a z-loss the two differ.
    pub loss: f64,
    /// Main next-token loss alone (the mean over positions with `loss_mask != 0`), the
    /// quantity [`Trainer::evaluate_on`](super::Trainer::evaluate_on) reports on held-out
    /// batches.
    pub main_loss: f64,
    /// Global gradient norm before clipping.
    pub grad_norm: f64,
    /// Muon-group learning rate used.
    pub lr: f64,
    /// Every group's learning rate used.
    pub learning_rates: LearningRates,
    /// Target tokens that counted in the loss.
    pub tokens: u64,
    /// Wall seconds of the step (batch, uploads, execution, the scalars' read): the
    /// [`Trainer::run_steps`](super::Trainer::run_steps) call's time up to its read, shared
    /// evenly among its steps.
    pub seconds: f64,
    /// Seconds the host spent waiting for the device (for a program to finish, or for the
    /// scalars to arrive); the rest of `seconds` it spent on its own work (batches, uploads,
    /// launches, metrics), mostly while the device computed. Shared evenly among the steps of
    /// one [`Trainer::run_steps`](super::Trainer::run_steps) call, as `seconds` is.
    pub wait_seconds: f64,
    /// Fraction of routed slots dropped by MoE capacity.
    pub dropped_frac: f64,
    /// Per-expert load of each MoE application (`expert_load` rows: main-stack E sublayers,
    /// then the MTP block's per depth), each row the fraction of routed slots per expert
    /// (sums to 1); empty without MoE. Mode B: the mean over micro-batches.
    pub expert_load: Vec<Vec<f64>>,
}

/// What one launched optimizer step will report once its outputs are read.
pub(super) struct PendingStep {
    pub(super) step: u64,
    pub(super) lr: LearningRates,
    pub(super) tokens: u64,
    /// The gradient program's runs: Mode A's one step, or Mode B's accumulate per micro-batch.
    pub(super) micro: Vec<ProgramOutputs>,
    /// Mode B's apply.
    pub(super) apply: Option<ProgramOutputs>,
}

/// One step's outputs read to the host: per micro-batch, and the apply's (Mode B).
type StepValues = (
    Vec<BTreeMap<String, HostTensor>>,
    Option<BTreeMap<String, HostTensor>>,
);

/// Reads every output of `steps` in one round trip (every transfer started before any is
/// awaited), in the steps' order.
pub(super) fn read_pending(mesh: &DeviceMesh, steps: &[PendingStep]) -> Result<Vec<StepValues>> {
    let runs: Vec<&ProgramOutputs> = steps
        .iter()
        .flat_map(|p| p.micro.iter().chain(p.apply.as_ref()))
        .collect();
    let mut values = read_runs(mesh, &runs)?.into_iter();
    let mut next = || values.next().unwrap_or_default();
    Ok(steps
        .iter()
        .map(|p| {
            let micro = p.micro.iter().map(|_| next()).collect();
            (micro, p.apply.as_ref().map(|_| next()))
        })
        .collect())
}

/// The outputs of `runs` by name, one map per run, read in one round trip.
pub(super) fn read_runs(
    mesh: &DeviceMesh,
    runs: &[&ProgramOutputs],
) -> Result<Vec<BTreeMap<String, HostTensor>>> {
    let wanted: Vec<_> = runs
        .iter()
        .flat_map(|r| &r.0)
        .map(|(sig, pieces)| {
            (
                sig.name.as_str(),
                pieces.as_slice(),
                &sig.dims[..],
                &sig.sharding,
            )
        })
        .collect();
    let mut values = mesh.gather_all(&wanted)?.into_iter();
    Ok(runs
        .iter()
        .map(|r| {
            r.0.iter()
                .zip(values.by_ref())
                .map(|((sig, _), value)| (sig.name.clone(), value))
                .collect()
        })
        .collect())
}

/// A step's report from its read outputs: losses, dropped fraction and expert loads are means
/// over the micro-batches (in order), the gradient norm is the apply's (Mode B) or the step's.
pub(super) fn step_outputs(
    micro: &[BTreeMap<String, HostTensor>],
    apply: Option<&BTreeMap<String, HostTensor>>,
) -> Result<StepOutputs> {
    let (mut loss, mut main, mut dropped) = (0.0, 0.0, 0.0);
    let mut load: Vec<Vec<f64>> = Vec::new();
    let k = micro.len() as f64;
    for out in micro {
        loss += get(out, "loss")? / k;
        main += get(out, "main_loss")? / k;
        dropped += get(out, "dropped_frac")? / k;
        let rows = load_rows(out)?;
        if load.is_empty() {
            load = rows.iter().map(|r| vec![0.0; r.len()]).collect();
        }
        for (acc, row) in load.iter_mut().zip(rows) {
            for (a, x) in acc.iter_mut().zip(row) {
                *a += x / k;
            }
        }
    }
    let norm_from = apply
        .or(micro.first())
        .ok_or_else(|| TrainError::Internal("a step ran no program".into()))?;
    Ok((loss, main, get(norm_from, "grad_norm")?, dropped, load))
}

/// What one optimizer step's programs report: loss, main loss, gradient norm, dropped
/// fraction and per-expert load rows (the fields of [`StepReport`] of the same names).
type StepOutputs = (f64, f64, f64, f64, Vec<Vec<f64>>);

/// The `expert_load` output as rows (one per MoE application); empty without MoE.
fn load_rows(out: &BTreeMap<String, HostTensor>) -> Result<Vec<Vec<f64>>> {
    let Some(t) = out.get("expert_load") else {
        return Ok(Vec::new());
    };
    let dims = t.dims().to_vec();
    let (rows, cols) = match dims.as_slice() {
        [r, c] => (*r as usize, *c as usize),
        _ => {
            return Err(TrainError::Internal(format!(
                "expert_load has dims {dims:?}"
            )));
        }
    };
    if rows == 0 || cols == 0 {
        return Ok(Vec::new());
    }
    let v = t.to_f32()?;
    Ok(v.chunks(cols)
        .map(|r| r.iter().map(|&x| f64::from(x)).collect())
        .collect())
}

fn get(out: &BTreeMap<String, HostTensor>, name: &str) -> Result<f64> {
    out.get(name)
        .ok_or_else(|| TrainError::Internal(format!("the program has no output `{name}`")))
        .and_then(scalar_f32)
}

fn scalar_f32(t: &HostTensor) -> Result<f64> {
    Ok(t.to_f32()?.first().copied().unwrap_or(f32::NAN) as f64)
}
