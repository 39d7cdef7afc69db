//! Saving checkpoints: the state, step and data cursor, as one file of whole tensors or, in a
//! multi-process run, each process's pieces committed through the run's store, with the
//! trainer's own keys in `meta.json` `extra`. Resuming, which reads them back, is
//! [`Trainer::new`]'s resume phase.
//!
//! A checkpoint stalls the steps only while the state is copied from the devices to the host;
//! writing, uploading and committing it run on a background thread while the next steps run
//! ([`Trainer::start_checkpoint`]). At most one is in flight: the next one waits for it (and
//! says so when it had to). [`Trainer::save_checkpoint`] is the same, waited for.

use std::path::PathBuf;
use std::thread::JoinHandle;
use std::time::Instant;

use super::state::is_derived;
use super::{Result, TrainError, Trainer};
use crate::checkpoint::{Checkpoint, CheckpointMeta, TensorPiece};
use crate::host_trace::Track;

/// How long process 0 of a multi-process run waits for every other process's part of a
/// checkpoint (a process that dies is caught sooner, by the run's failure watch).
pub const CHECKPOINT_COMMIT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(1800);

/// The key of a checkpoint's `meta.json` `extra` that counts the steps trained on the
/// caller's batches ([`Trainer::step_on`]).
pub(super) const CALLER_STEPS_KEY: &str = "steps_on_caller_batches";

/// The key of a checkpoint's `meta.json` `extra` that says the eval due at its step did not run
/// ([`Trainer::set_eval_pending`]).
pub(super) const EVAL_PENDING_KEY: &str = "eval_pending";

/// A checkpoint being written and committed on a background thread.
pub(super) struct InFlight {
    step: u64,
    eval_pending: bool,
    started: Instant,
    writer: JoinHandle<std::result::Result<PathBuf, crate::checkpoint::CheckpointError>>,
}

/// What a finished checkpoint write took.
#[derive(Clone, Debug, PartialEq)]
pub struct CheckpointDone {
    /// The step committed.
    pub step: u64,
    /// Its directory (local, or the staging path of a bucket run).
    pub dir: PathBuf,
    /// Seconds from the start of its background write to its commit.
    pub write_s: f64,
}

impl Trainer {
    /// Writes a checkpoint of the current state and waits for its commit (see
    /// [`crate::checkpoint`]): params, MoE bias, optimizer state, step and data cursor. A failed
    /// save (e.g. a full disk) leaves the previous checkpoint the one a resume uses and the
    /// training state untouched.
    pub fn save_checkpoint(&mut self) -> Result<PathBuf> {
        self.start_checkpoint()?;
        let done = self.finish_checkpoint()?;
        Ok(done.map(|d| d.dir).unwrap_or_default())
    }

    /// Starts a checkpoint of the current state: waits for a checkpoint still in flight,
    /// copies the state to the host (the only stall of the steps), and writes and commits it
    /// on a background thread. [`Self::poll_checkpoint`] and [`Self::finish_checkpoint`]
    /// report its end.
    pub fn start_checkpoint(&mut self) -> Result<()> {
        let started = Instant::now();
        if let Some(waiting) = self.in_flight.as_ref().map(|f| f.step) {
            let waited = Instant::now();
            self.finish_checkpoint()?;
            let s = waited.elapsed().as_secs_f64();
            if s > 0.5 {
                eprintln!(
                    "namtrain: the checkpoint of step {} waited {s:.1} s for the one of step \
                     {waiting} to finish writing (raise [train] checkpoint_every, or give the \
                     upload more bandwidth)",
                    self.step
                );
            }
        }
        if let Some(lease) = &self.lease {
            lease.check()?;
        }
        let meta = self.checkpoint_meta()?;
        let job = self.snapshot()?;
        let ckpts = self.ckpts.clone();
        let process = self.process.clone();
        let step = self.step;
        // A bucket run's records up to this step go up before the checkpoint is committed, so
        // the bucket always holds the records of its newest committed step.
        let records = self
            .records
            .as_mut()
            .map(|r| (r.store().clone(), r.take_changed()));
        let writer = std::thread::Builder::new()
            .name(format!("namtrain-checkpoint-{step}"))
            .spawn(move || {
                if let Some((store, changed)) = records {
                    crate::run_bucket::upload(&store, changed)?;
                }
                match (job, process) {
                    (Snapshot::Whole(tensors), _) => ckpts.save(&Checkpoint { meta, tensors }),
                    (Snapshot::Pieces(pieces), Some(joined)) => ckpts.save_part(
                        &meta,
                        joined.spec.process,
                        joined.spec.processes,
                        &pieces,
                        &joined.store,
                        CHECKPOINT_COMMIT_TIMEOUT,
                    ),
                    (Snapshot::Pieces(_), None) => unreachable!("pieces are taken in a joined run"),
                }
            })
            .map_err(|e| TrainError::Internal(format!("starting the checkpoint writer: {e}")))?;
        self.in_flight = Some(InFlight {
            step,
            eval_pending: self.eval_pending,
            started: Instant::now(),
            writer,
        });
        self.ledger.checkpoint_s += started.elapsed().as_secs_f64();
        self.trace(
            Track::Host,
            || format!("checkpoint of step {step} (device → host)"),
            started,
        );
        Ok(())
    }

    /// Reports a background checkpoint that has finished, without waiting for one that has
    /// not: `Ok(Some(..))` once committed, an error if it failed.
    pub fn poll_checkpoint(&mut self) -> Result<Option<CheckpointDone>> {
        match &self.in_flight {
            Some(f) if f.writer.is_finished() => self.finish_checkpoint(),
            _ => Ok(None),
        }
    }

    /// Waits for the checkpoint in flight, if any, to be committed; then uploads the run's
    /// records (a bucket run) and runs the hooks' `after_checkpoint`.
    pub fn finish_checkpoint(&mut self) -> Result<Option<CheckpointDone>> {
        let Some(f) = self.in_flight.take() else {
            return Ok(None);
        };
        let waited = Instant::now();
        let written = f
            .writer
            .join()
            .map_err(|_| TrainError::Internal("the checkpoint writer panicked".into()))?;
        // The wait stalled the steps; the rest of the write overlapped them.
        let (write_s, wait_s) = (
            f.started.elapsed().as_secs_f64(),
            waited.elapsed().as_secs_f64(),
        );
        self.ledger.checkpoint_s += wait_s;
        self.ledger.checkpoint_background_s += write_s - wait_s;
        let dir = written.inspect_err(|_| self.failed_checkpoint = Some(f.step))?;
        self.last_saved_step = Some(f.step);
        self.saved_eval_pending = f.eval_pending;
        let step = f.step;
        let hook_dir = dir.clone();
        self.run_hooks(|h| {
            h.after_checkpoint(step, &hook_dir);
            crate::hooks::HookAction::Continue
        });
        Ok(Some(CheckpointDone { step, dir, write_s }))
    }

    /// Where checkpoints are committed: `RUN_DIR/checkpoints`, or its bucket prefix.
    pub fn checkpoint_location(&self) -> String {
        self.ckpts.location().to_string()
    }

    /// The step of the checkpoint whose background write failed last, if one did (the error
    /// came from [`Self::finish_checkpoint`] or [`Self::poll_checkpoint`], possibly at a later
    /// step).
    pub fn failed_checkpoint(&self) -> Option<u64> {
        self.failed_checkpoint
    }

    /// The step of a checkpoint being written in the background, if any.
    pub fn checkpoint_in_flight(&self) -> Option<u64> {
        self.in_flight.as_ref().map(|f| f.step)
    }

    /// Uploads the run directory's changed records to its bucket (nothing for a local run).
    /// Skipped while a checkpoint is in flight: its writer uploads the records of its step, and
    /// a second uploader of the same objects could land an older copy last.
    pub fn sync_records(&mut self) -> Result<()> {
        if self.in_flight.is_some() {
            return Ok(());
        }
        if let Some(records) = &mut self.records {
            records
                .sync()
                .map_err(|e| TrainError::Store(e.to_string()))?;
        }
        Ok(())
    }

    fn checkpoint_meta(&self) -> Result<CheckpointMeta> {
        Ok(CheckpointMeta {
            step: self.step,
            config_hash: self.cfg.config_hash(),
            data_cursor: serde_json::to_value(self.data_cursor())
                .map_err(|e| TrainError::Internal(e.to_string()))?,
            extra: {
                let mut extra = serde_json::Map::new();
                if self.caller_steps > 0 {
                    extra.insert(CALLER_STEPS_KEY.into(), self.caller_steps.into());
                }
                if self.eval_pending {
                    extra.insert(EVAL_PENDING_KEY.into(), true.into());
                }
                match extra.is_empty() {
                    true => serde_json::Value::Null,
                    false => serde_json::Value::Object(extra),
                }
            },
            tensors_sha256: String::new(),
            commit: None,
        })
    }

    /// The state on the host: whole tensors, or in a multi-process run the pieces this
    /// process's devices hold.
    fn snapshot(&self) -> Result<Snapshot> {
        if self.process.is_none() {
            let tensors = self
                .state_to_host()?
                .into_iter()
                .filter(|(name, _)| !is_derived(name))
                .collect();
            return Ok(Snapshot::Whole(tensors));
        }
        let mut pieces = Vec::new();
        for (name, buffers) in self.state.iter().filter(|(n, _)| !is_derived(n)) {
            let sig = self
                .state_sigs
                .get(name)
                .ok_or_else(|| TrainError::Internal(format!("state `{name}` has no signature")))?;
            pieces.extend(
                self.mesh
                    .written_pieces(name, buffers, &sig.dims, &sig.sharding)?,
            );
        }
        Ok(Snapshot::Pieces(pieces))
    }

    /// The step of the newest committed checkpoint this run wrote or resumed from.
    pub fn last_saved_step(&self) -> Option<u64> {
        self.last_saved_step
    }

    /// Whether the newest checkpoint (committed, or in flight) holds the run as it is now: the
    /// current step, with the same eval pending. It does not after a resume that ran the eval
    /// its checkpoint had pending ([`Self::eval_pending`]): a stop before the next step must
    /// save again, or the next resume would run that eval a second time.
    pub fn latest_checkpoint_is_current(&self) -> bool {
        match &self.in_flight {
            Some(f) => f.step == self.step && f.eval_pending == self.eval_pending,
            None => {
                self.last_saved_step == Some(self.step)
                    && self.saved_eval_pending == self.eval_pending
            }
        }
    }
}

/// The state copied to the host for a checkpoint.
enum Snapshot {
    Whole(std::collections::BTreeMap<String, pjrt::HostTensor>),
    Pieces(Vec<TensorPiece>),
}
