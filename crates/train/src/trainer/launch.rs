//! Queueing steps: per step the batch (the caller's, the one read ahead, or the loader's next),
//! the per-step scalars (step counter, learning rates), then Mode A's one program or Mode B's
//! accumulate per micro-batch and apply, launched behind the step before; the scalars of every
//! step queued are read after the last ([`super::read_back`]).

use std::collections::BTreeMap;
use std::time::Instant;

use data::Batch as DataBatch;
use data::loader::{Loader, LoaderCursor};
use nam::graph::step::{LearningRates, MICRO_BATCHES, STEP};
use pjrt::{Buffer, Client, HostTensor};

use super::batch::{check_batch, upload_batch};
use super::compiled::{Compiled, Programs};
use super::execute::{InFlight, ProgramOutputs, launch_named, put_whole, take_outputs};
use super::read_back::{PendingStep, read_pending, step_outputs};
use super::{Result, StepReport, TrainError, Trainer};
use crate::host_trace::Track;
use crate::mesh::DeviceMesh;

/// A batch read and placed on the mesh ahead of the step that consumes it.
pub(super) struct Prefetched {
    pub(super) batch: DataBatch,
    pub(super) inputs: BTreeMap<&'static str, Vec<Buffer>>,
    /// The loader's position before this batch: where the run stands until a step consumes it
    /// (what checkpoints save and receipts report).
    pub(super) cursor: LoaderCursor,
}

/// The host's time inside one launch: named spans for a profile, and how long the device
/// waited for the batch.
#[derive(Default)]
struct LaunchTimes {
    spans: Vec<(&'static str, Instant, Instant)>,
    data_wait: f64,
}

impl Trainer {
    /// The learning rates step `step` (0-based) runs with: [`Self::set_lr`]'s when set, else
    /// the options' schedule closure applied to the config's schedule, else the schedule.
    pub fn lr_at(&self, step: u64) -> LearningRates {
        let scheduled = LearningRates::at(&self.cfg, step as usize);
        match (&self.lr_override, &self.lr_schedule) {
            (Some(lr), _) => *lr,
            (None, Some(f)) => (f.0)(step, scheduled),
            (None, None) => scheduled,
        }
    }

    /// The config's base learning rates ([`LearningRates::base`]: `[optimizer] muon_lr`,
    /// `adamw_lr`, `adamw_embed_lr`), what a custom schedule scales:
    /// `trainer.set_lr(Some(trainer.base_lr().scaled(k)))`.
    pub fn base_lr(&self) -> LearningRates {
        LearningRates::base(&self.cfg)
    }

    /// Runs the next steps at these learning rates (per group), until changed again; `None`
    /// returns to the schedule. No recompile: the rates are device inputs. Each step's rates
    /// are in its metrics record (`lr`: Muon, `lr_adamw`, `lr_embed`).
    pub fn set_lr(&mut self, rates: Option<LearningRates>) {
        self.lr_override = rates;
    }

    /// The per-step scalar inputs (step counter, learning rates) on every device.
    fn scalars(&self, step_index: u64) -> Result<BTreeMap<&'static str, Vec<Buffer>>> {
        let mut m = BTreeMap::new();
        m.insert(
            STEP,
            put_whole(
                &self.client,
                &self.mesh,
                STEP,
                &HostTensor::scalar_i32(step_index as i32),
            )?,
        );
        for (name, v) in self.lr_at(step_index).named() {
            let host = HostTensor::scalar_f32(v as f32);
            m.insert(name, put_whole(&self.client, &self.mesh, name, &host)?);
        }
        Ok(m)
    }

    /// One optimizer update on the next batch; its scalars are read before it returns
    /// ([`Self::run_steps`] of one step).
    pub fn step(&mut self) -> Result<StepReport> {
        self.run_steps(1)?
            .pop()
            .ok_or_else(|| TrainError::Internal("one step reported nothing".into()))
    }

    /// `n` optimizer updates queued back to back, their scalars (losses, gradient norms,
    /// expert loads) read once, after the last: the device never waits for the host to look at
    /// a loss. Call it up to the next point where the scalars are needed (a log record, an
    /// eval, a checkpoint), as `namtrain` does.
    ///
    /// While a program runs the host reads and places the next batch (or micro-batch) and
    /// launches the next program behind it, keeping at most two programs queued (so at most
    /// two steps' batches live on the device). Every step's metrics record is written as
    /// before, once its scalars are read. The steps' wall time, up to the read, is shared
    /// evenly among them (`seconds`), as is the time the host spent waiting for the device.
    ///
    /// A stop request ([`TrainerOptions::stop`](super::TrainerOptions::stop)) ends the call
    /// early: the steps already launched finish and are reported, no further one starts (so
    /// fewer than `n` reports, possibly none, come back; [`Self::stop_requested`] says why).
    pub fn run_steps(&mut self, n: u64) -> Result<Vec<StepReport>> {
        self.run_queued(n, None)
    }

    /// One optimizer update on the caller's batch (`[train] batch_size` rows of
    /// `[model] seq_len`), checked as the data contract states (shapes, ids within the
    /// vocabulary where they count, a 0/1 loss mask, segment ids counting up from 0 or 1 in
    /// each row); a bad batch is refused naming the field, before anything runs. Mode B splits
    /// it into the config's micro-batches. The run's data cursor does not move (a batch the
    /// loader read ahead waits for the next [`Self::run_steps`]), and checkpoints count these
    /// steps (`meta.json` `extra.steps_on_caller_batches`).
    pub fn step_on(&mut self, batch: &DataBatch) -> Result<StepReport> {
        check_batch(batch, self.cfg.train.batch_size, &self.cfg.model)?;
        let report =
            self.run_queued(1, Some(batch))?
                .pop()
                .ok_or_else(|| match self.stop_requested() {
                    Some(signal) => TrainError::Stopped { signal },
                    None => TrainError::Internal("one step reported nothing".into()),
                })?;
        self.caller_steps += 1;
        Ok(report)
    }

    /// [`Self::step_on`] with the batch given as its micro-batches (rows concatenated in
    /// order): as many as `[train] micro_batches`, each of the micro-batch's rows.
    pub fn step_on_micro_batches(&mut self, micro: &[DataBatch]) -> Result<StepReport> {
        let t = &self.cfg.train;
        let rows = t.micro_batch_rows();
        if micro.len() != t.micro_batches {
            return Err(TrainError::Batch(format!(
                "{} micro-batches given, the config runs {} per step",
                micro.len(),
                t.micro_batches
            )));
        }
        for (i, m) in micro.iter().enumerate() {
            check_batch(m, rows, &self.cfg.model)
                .map_err(|e| TrainError::Batch(format!("micro-batch {i}: {e}")))?;
        }
        let mut whole = micro[0].clone();
        whole.batch_size = t.batch_size;
        for m in &micro[1..] {
            whole.tokens.extend_from_slice(&m.tokens);
            whole.targets.extend_from_slice(&m.targets);
            whole.segment_ids.extend_from_slice(&m.segment_ids);
            whole.loss_mask.extend_from_slice(&m.loss_mask);
        }
        self.step_on(&whole)
    }

    /// The next batch of the run's own data (the one [`Self::run_steps`] would train on next),
    /// taken from the loader: the data cursor moves past it. For loops that change the loader's
    /// batches before [`Self::step_on`] (a curriculum cutting rows short, say).
    pub fn next_batch(&mut self) -> Result<DataBatch> {
        match self.prefetched.take() {
            Some(p) => Ok(p.batch),
            None => Ok(self.loader.next_batch()?),
        }
    }

    /// `n` queued steps on the loader's batches, or one on the caller's.
    fn run_queued(&mut self, n: u64, caller: Option<&DataBatch>) -> Result<Vec<StepReport>> {
        let start = Instant::now();
        let data_wait_before = self.ledger.data_wait_s;
        let mut queue = InFlight::default();
        let mut pending = Vec::new();
        for _ in 0..n {
            if self.stop_requested().is_some() {
                break;
            }
            pending.push(self.launch_step(&mut queue, caller)?);
        }
        if pending.is_empty() {
            return Ok(Vec::new());
        }
        let (first, last) = (pending[0].step, pending[pending.len() - 1].step);
        let steps = move || match first == last {
            true => format!("step {first}"),
            false => format!("steps {first}..={last}"),
        };
        let waited = Instant::now();
        queue.keep_at_most(0)?;
        self.trace(Track::Host, || format!("device wait ({})", steps()), waited);
        let read = Instant::now();
        let values = read_pending(&self.mesh, &pending)?;
        self.trace(Track::Host, || format!("read scalars ({})", steps()), read);
        self.totals.scalar_reads += 1;
        let n = pending.len() as u64;
        self.ledger.steps_s +=
            start.elapsed().as_secs_f64() - (self.ledger.data_wait_s - data_wait_before);
        let share = 1.0 / n.max(1) as f64;
        let (seconds, waited) = (start.elapsed().as_secs_f64() * share, queue.waited * share);
        let mut reports = Vec::with_capacity(pending.len());
        for (p, (micro, apply)) in pending.iter().zip(values) {
            let (loss, main_loss, grad_norm, dropped_frac, expert_load) =
                step_outputs(&micro, apply.as_ref())?;
            let report = StepReport {
                step: p.step,
                loss,
                main_loss,
                grad_norm,
                lr: p.lr.muon,
                learning_rates: p.lr,
                tokens: p.tokens,
                seconds,
                wait_seconds: waited,
                dropped_frac,
                expert_load,
            };
            self.log_step(&report)?;
            self.count(&report);
            self.watch_step_time(&report);
            self.run_hooks(|h| h.after_step(&report));
            reports.push(report);
        }
        self.close_profile_after(last);
        Ok(reports)
    }

    /// Launches the next optimizer step (its program runs queued on `queue`) and returns its
    /// scalar outputs, still on the device.
    fn launch_step(
        &mut self,
        queue: &mut InFlight,
        caller: Option<&DataBatch>,
    ) -> Result<PendingStep> {
        let launched = Instant::now();
        let tracing = self.start_step_profile();
        let mut times = LaunchTimes::default();
        let lr = self.lr_at(self.step);
        let scalars = self.scalars(self.step)?;
        let on = (&self.client, &self.mesh);
        let (tokens, micro, apply) = match &self.programs {
            Programs::ModeA(c) => {
                let batches = (caller, &mut self.loader, &mut self.prefetched);
                let (tokens, outputs) =
                    launch_mode_a(on, &mut self.state, c, batches, scalars, queue, &mut times)?;
                (tokens, vec![outputs], None)
            }
            Programs::ModeB {
                accumulate,
                apply,
                micro_rows,
            } => {
                let t = Instant::now();
                let owned;
                let batch = match caller {
                    Some(b) => b,
                    None => {
                        owned = self.loader.next_batch()?;
                        if queue.runs.is_empty() {
                            times.data_wait += t.elapsed().as_secs_f64();
                        }
                        times.spans.push(("batch", t, Instant::now()));
                        &owned
                    }
                };
                let t = Instant::now();
                let (micro, apply) = launch_mode_b(
                    on,
                    &mut self.state,
                    (accumulate, apply, *micro_rows),
                    self.cfg.train.micro_batches,
                    scalars,
                    batch,
                    queue,
                )?;
                times
                    .spans
                    .push(("micro-batches and apply", t, Instant::now()));
                (batch.target_tokens(), micro, Some(apply))
            }
        };
        self.ledger.data_wait_s += times.data_wait;
        if tracing {
            self.trace_launched_step(launched, times.spans);
        }
        self.step += 1;
        self.eval_pending = false;
        Ok(PendingStep {
            step: self.step,
            lr,
            tokens,
            micro,
            apply,
        })
    }
}

/// Mode A: places the step's batch (the caller's; else the one read ahead; else the loader's
/// next, which the device waits for) and launches the step, queued on `queue`; while it runs,
/// reads and places the next step's batch. Returns the step's target tokens and outputs, still
/// on the devices.
fn launch_mode_a(
    (client, mesh): (&Client, &DeviceMesh),
    state: &mut BTreeMap<String, Vec<Buffer>>,
    c: &Compiled,
    (caller, loader, prefetched): (Option<&DataBatch>, &mut Loader, &mut Option<Prefetched>),
    scalars: BTreeMap<&'static str, Vec<Buffer>>,
    queue: &mut InFlight,
    times: &mut LaunchTimes,
) -> Result<(u64, ProgramOutputs)> {
    let on = (client, mesh);
    let (tokens, inputs) = match (caller, prefetched.take()) {
        // The caller's batch; a batch read ahead stays for the next loader step.
        (Some(batch), read_ahead) => {
            *prefetched = read_ahead;
            let t = Instant::now();
            let inputs = upload_batch(on, c, batch, 0..batch.batch_size)?;
            times.spans.push(("upload", t, Instant::now()));
            (batch.target_tokens(), inputs)
        }
        (None, Some(p)) => (p.batch.target_tokens(), p.inputs),
        (None, None) => {
            let t = Instant::now();
            let batch = loader.next_batch()?;
            // Nothing is queued yet: the device waits for this batch.
            times.data_wait += t.elapsed().as_secs_f64();
            times.spans.push(("batch", t, Instant::now()));
            let t = Instant::now();
            let inputs = upload_batch(on, c, &batch, 0..batch.batch_size)?;
            times.spans.push(("upload", t, Instant::now()));
            (batch.target_tokens(), inputs)
        }
    };
    let mut extra: BTreeMap<&str, Vec<Buffer>> = scalars.into_iter().collect();
    extra.extend(inputs);
    let t = Instant::now();
    let per_device = queue.launch(|| launch_named(mesh, state, c, &extra))?;
    times.spans.push(("launch", t, Instant::now()));
    let (outputs, replaced) = take_outputs(mesh, state, c, per_device)?;
    queue.retire(replaced.into_iter().chain(extra.into_values()));
    // While the step runs: the next step's batch, read and placed on the mesh (not for the
    // caller's batches: the loader stays where it is).
    if caller.is_none() {
        let cursor = loader.cursor();
        let t = Instant::now();
        let next = loader.next_batch()?;
        times.spans.push(("next batch", t, Instant::now()));
        let t = Instant::now();
        let next_inputs = upload_batch(on, c, &next, 0..next.batch_size)?;
        times.spans.push(("next upload", t, Instant::now()));
        *prefetched = Some(Prefetched {
            batch: next,
            inputs: next_inputs,
            cursor,
        });
    }
    queue.keep_at_most(1)?;
    Ok((tokens, outputs))
}

/// Mode B: launches the accumulation of gradients over the micro-batches of `batch`, then the
/// apply, each queued on `queue`; returns their outputs, still on the devices.
fn launch_mode_b(
    (client, mesh): (&Client, &DeviceMesh),
    state: &mut BTreeMap<String, Vec<Buffer>>,
    (accumulate, apply, micro_rows): (&Compiled, &Compiled, usize),
    micro_batches: usize,
    mut scalars: BTreeMap<&'static str, Vec<Buffer>>,
    batch: &DataBatch,
    queue: &mut InFlight,
) -> Result<(Vec<ProgramOutputs>, ProgramOutputs)> {
    let micro = |m: usize| m * micro_rows..(m + 1) * micro_rows;
    let mut runs = Vec::with_capacity(micro_batches);
    let mut extra = upload_batch((client, mesh), accumulate, batch, micro(0))?;
    for m in 0..micro_batches {
        let per_device = queue.launch(|| launch_named(mesh, state, accumulate, &extra))?;
        let (outputs, replaced) = take_outputs(mesh, state, accumulate, per_device)?;
        runs.push(outputs);
        // While micro-batch m runs, the next one is placed on the mesh.
        let used = if m + 1 < micro_batches {
            let next = upload_batch((client, mesh), accumulate, batch, micro(m + 1))?;
            std::mem::replace(&mut extra, next)
        } else {
            std::mem::take(&mut extra)
        };
        queue.retire(replaced.into_iter().chain(used.into_values()));
        queue.keep_at_most(1)?;
    }
    let count = HostTensor::scalar_f32(micro_batches as f32);
    scalars.insert(
        MICRO_BATCHES,
        put_whole(client, mesh, MICRO_BATCHES, &count)?,
    );
    let per_device = queue.launch(|| launch_named(mesh, state, apply, &scalars))?;
    let (applied, replaced) = take_outputs(mesh, state, apply, per_device)?;
    queue.retire(replaced.into_iter().chain(scalars.into_values()));
    Ok((runs, applied))
}
