//! Saving checkpoints: the state, step and data cursor, as one file of whole tensors or, in a
//! multi-process run, each process's pieces committed through the run's store, with the
//! trainer's own keys in `meta.json` `extra`. Resuming, which reads them back, is
//! [`Trainer::new`]'s resume phase.

use std::path::PathBuf;
use std::time::Instant;

use super::state::is_derived;
use super::{Result, TrainError, Trainer};
use crate::checkpoint::{Checkpoint, CheckpointMeta};
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

impl Trainer {
    /// Writes a checkpoint of the current state (atomic; see [`crate::checkpoint`]): params,
    /// MoE bias, optimizer state, step and data cursor. A failed save (e.g. a full disk) leaves
    /// the previous checkpoint as the latest and the training state untouched.
    pub fn save_checkpoint(&mut self) -> Result<PathBuf> {
        let started = Instant::now();
        let saved = self.write_checkpoint();
        self.ledger.checkpoint_s += started.elapsed().as_secs_f64();
        if let Ok(dir) = &saved {
            let (step, dir) = (self.step, dir.clone());
            self.run_hooks(|h| {
                h.after_checkpoint(step, &dir);
                crate::hooks::HookAction::Continue
            });
        }
        let step = self.step;
        self.trace(
            Track::Host,
            || format!("checkpoint of step {step}"),
            started,
        );
        saved
    }

    /// [`Self::save_checkpoint`]'s work: one file of whole tensors, or in a multi-process run
    /// each process's pieces and the commit through the run's store
    /// ([`CheckpointDir::save_part`](crate::checkpoint::CheckpointDir::save_part)).
    fn write_checkpoint(&mut self) -> Result<PathBuf> {
        let meta = CheckpointMeta {
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
        };
        let path = match &self.process {
            Some(joined) => {
                let mut pieces = Vec::new();
                for (name, buffers) in self.state.iter().filter(|(n, _)| !is_derived(n)) {
                    let sig = self.state_sigs.get(name).ok_or_else(|| {
                        TrainError::Internal(format!("state `{name}` has no signature"))
                    })?;
                    pieces.extend(self.mesh.written_pieces(
                        name,
                        buffers,
                        &sig.dims,
                        &sig.sharding,
                    )?);
                }
                self.ckpts.save_part(
                    &meta,
                    joined.spec.process,
                    joined.spec.processes,
                    &pieces,
                    &joined.store,
                    CHECKPOINT_COMMIT_TIMEOUT,
                )?
            }
            None => {
                let tensors = self
                    .state_to_host()?
                    .into_iter()
                    .filter(|(name, _)| !is_derived(name))
                    .collect();
                self.ckpts.save(&Checkpoint { meta, tensors })?
            }
        };
        self.last_saved_step = Some(self.step);
        self.saved_eval_pending = self.eval_pending;
        Ok(path)
    }

    /// The step of the newest checkpoint this run wrote or resumed from.
    pub fn last_saved_step(&self) -> Option<u64> {
        self.last_saved_step
    }

    /// Whether the newest checkpoint holds the run as it is now: the current step, with the
    /// same eval pending. It does not after a resume that ran the eval its checkpoint had
    /// pending ([`Self::eval_pending`]): a stop before the next step must save again, or the
    /// next resume would run that eval a second time.
    pub fn latest_checkpoint_is_current(&self) -> bool {
        self.last_saved_step == Some(self.step) && self.saved_eval_pending == self.eval_pending
    }
}
