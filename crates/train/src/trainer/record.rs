//! What a run records: a metrics record every `log_every` steps, running totals of this
//! process's steps, and the manifest with their training summary and the data receipt.

use super::{RECEIPT_FILE, Result, StepReport, TrainError, Trainer};
use crate::goodput::TimeLedger;
use crate::manifest::TrainingSummary;
use crate::metrics::MetricsRecord;

/// Running totals of this process's steps, for the manifest's training summary.
#[derive(Debug, Default, Clone)]
pub(super) struct Totals {
    first_step: Option<u64>,
    steps: u64,
    /// Steps after the first of this process (its first execution includes one-time warm-up).
    timed_steps: u64,
    seconds: f64,
    wait_seconds: f64,
    tokens: u64,
    /// Device-to-host reads of step scalars (one per [`Trainer::run_steps`] call).
    pub(super) scalar_reads: u64,
    pub(super) eval_first: Option<(u64, f64)>,
    pub(super) eval_last: Option<(u64, f64)>,
}

/// The steps since the last training record of this process: a record's `loss_mean` and
/// `main_loss_mean` average every step of its interval, not only the one it is written at.
#[derive(Debug, Default, Clone)]
pub(super) struct LogInterval {
    loss: f64,
    main_loss: f64,
    steps: u64,
}

impl Trainer {
    /// Adds a step to this process's totals; the first only marks where they start (its
    /// execution includes one-time warm-up).
    pub(super) fn count(&mut self, r: &StepReport) {
        let t = &mut self.totals;
        if t.first_step.is_none() {
            t.first_step = Some(r.step - 1);
        } else {
            t.timed_steps += 1;
            t.seconds += r.seconds;
            t.wait_seconds += r.wait_seconds;
            t.tokens += r.tokens;
        }
        t.steps += 1;
    }

    /// Writes the step's metrics record (every `log_every` steps and the first).
    pub(super) fn log_step(&mut self, r: &StepReport) -> Result<()> {
        let every = self.cfg.train.log_every.max(1) as u64;
        self.interval.loss += r.loss;
        self.interval.main_loss += r.main_loss;
        self.interval.steps += 1;
        if !r.step.is_multiple_of(every) && r.step != 1 {
            return Ok(());
        }
        let interval = std::mem::take(&mut self.interval);
        let mut rec = MetricsRecord::at(r.step);
        rec.memory = Some(self.sampler.sample().devices);
        if let Some(rss) = crate::telemetry::host_rss_bytes() {
            rec.extra.insert("host_rss_bytes".into(), rss.into());
        }
        rec.loss = Some(r.loss);
        rec.lr = Some(r.lr);
        rec.extra
            .insert("lr_adamw".into(), r.learning_rates.adamw.into());
        rec.extra
            .insert("lr_embed".into(), r.learning_rates.embed.into());
        rec.tokens = Some(r.tokens);
        rec.grad_norm = Some(r.grad_norm);
        rec.extra.insert("main_loss".into(), r.main_loss.into());
        let n = interval.steps as f64;
        rec.extra
            .insert("loss_mean".into(), (interval.loss / n).into());
        rec.extra
            .insert("main_loss_mean".into(), (interval.main_loss / n).into());
        rec.extra
            .insert("loss_mean_steps".into(), interval.steps.into());
        rec.extra
            .insert("dropped_frac".into(), r.dropped_frac.into());
        if !r.expert_load.is_empty() {
            // Balance at a glance: the largest max/mean load ratio over the MoE applications.
            let ratio = r
                .expert_load
                .iter()
                .map(|row| crate::metrics::load_spread(row).0)
                .fold(0.0, f64::max);
            rec.extra
                .insert("expert_load_max_over_mean".into(), ratio.into());
            rec.extra
                .insert("expert_load".into(), serde_json::json!(r.expert_load));
        }
        let bytes_per_token = self.data_cursor().bytes_per_token();
        if bytes_per_token > 0.0 {
            rec.extra.insert(
                "bpb".into(),
                bits_per_byte(r.main_loss, bytes_per_token).into(),
            );
        }
        let seconds = r.seconds.max(1e-9);
        rec.step_seconds = Some(r.seconds);
        rec.tokens_per_s = Some(r.tokens as f64 / seconds);
        if let Some(peak) = self.peak_flops {
            let flops = nam::counting::flops_per_token(&self.cfg.model).total() * r.tokens as f64;
            rec.mfu = Some(flops / seconds / (peak * self.mesh.devices() as f64));
        }
        rec.extra.insert(
            "host_fraction".into(),
            (1.0 - r.wait_seconds / seconds).into(),
        );
        self.metrics.write(&rec)?;
        Ok(())
    }

    /// Rewrites `manifest.json` (with this process's training summary so far) and
    /// `data_receipt.json` in the run directory.
    pub fn write_manifest(&mut self) -> Result<()> {
        let receipt = self.loader.receipt_at(&self.data_cursor());
        let path = self.run_dir.join(RECEIPT_FILE);
        receipt.write(&path)?;
        self.manifest.data_receipt =
            Some(serde_json::to_value(&receipt).map_err(|e| TrainError::Internal(e.to_string()))?);
        self.manifest.training = self.training_summary();
        let processes: Vec<&crate::manifest::TrainingSummary> = self
            .manifest
            .earlier_processes
            .iter()
            .chain(&self.manifest.training)
            .collect();
        self.manifest.goodput = crate::goodput::Goodput::of(&processes);
        self.manifest.step_time = self.step_time_check();
        self.manifest.write(&self.run_dir)?;
        Ok(())
    }

    /// Goodput over this run's processes so far, as of the latest [`Self::write_manifest`].
    pub fn goodput(&self) -> Option<&crate::goodput::Goodput> {
        self.manifest.goodput.as_ref()
    }

    /// Counts `seconds` of the caller's start-up work (a step-time prediction, say) as set-up
    /// in the goodput ledger.
    pub fn add_setup_seconds(&mut self, seconds: f64) {
        self.ledger.setup_s += seconds;
    }

    /// Where this process's wall clock went so far.
    pub fn time_ledger(&self) -> TimeLedger {
        TimeLedger {
            wall_s: self.started.elapsed().as_secs_f64(),
            ..self.ledger.clone()
        }
    }

    /// Throughput and losses of this process's steps: rates over the steps after its first
    /// (whose execution includes one-time warm-up), `host_fraction` = 1 − device/wall time.
    pub fn training_summary(&self) -> Option<TrainingSummary> {
        let t = &self.totals;
        let start_step = t.first_step?;
        let rate = |x: f64| (t.seconds > 0.0).then(|| x / t.seconds);
        Some(TrainingSummary {
            start_step,
            end_step: self.step,
            timed_steps: t.timed_steps,
            step_seconds_mean: (t.timed_steps > 0).then(|| t.seconds / t.timed_steps as f64),
            steps_per_s: rate(t.timed_steps as f64),
            tokens_per_s: rate(t.tokens as f64),
            host_fraction: (t.seconds > 0.0).then(|| 1.0 - t.wait_seconds / t.seconds),
            scalar_reads: t.scalar_reads,
            eval_loss_first: t.eval_first.map(|e| e.1),
            eval_loss_first_step: t.eval_first.map(|e| e.0),
            eval_loss_last: t.eval_last.map(|e| e.1),
            eval_loss_last_step: t.eval_last.map(|e| e.0),
            time: Some(self.time_ledger()),
        })
    }
}

/// Nats per token to bits per byte: `loss / ln 2 / bytes_per_token`.
pub fn bits_per_byte(loss_nats: f64, bytes_per_token: f64) -> f64 {
    loss_nats / std::f64::consts::LN_2 / bytes_per_token
}
