//! Callbacks of a training run ([`crate::trainer::Trainer::add_hook`]): after every step (its
//! report), after every eval and every checkpoint, for custom logging and stopping rules.
//! `namtrain` drives its progress bar through the same trait. A run without hooks pays one
//! empty loop per step.

use std::path::Path;

use crate::trainer::StepReport;

/// What a hook asks of the run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum HookAction {
    /// Go on.
    #[default]
    Continue,
    /// Stop training: no further step is launched, [`crate::trainer::Trainer::run_steps`]
    /// returns what finished, and [`crate::trainer::Trainer::stop_requested`] reads `Some(0)`.
    /// Evaluating and checkpointing still work; [`crate::trainer::Trainer::clear_stop`] lets
    /// the same trainer train again.
    Stop,
}

/// Called by the trainer as the run goes. Every method has a default that does nothing.
pub trait TrainerHook: Send {
    /// After each optimizer step, once its scalars were read (steps queued together are
    /// reported together, in order).
    fn after_step(&mut self, report: &StepReport) -> HookAction {
        let _ = report;
        HookAction::Continue
    }

    /// After each [`crate::trainer::Trainer::evaluate`]: the step and the held-out loss.
    fn after_eval(&mut self, step: u64, loss: f64) -> HookAction {
        let _ = (step, loss);
        HookAction::Continue
    }

    /// After each checkpoint written: its step and directory.
    fn after_checkpoint(&mut self, step: u64, dir: &Path) {
        let _ = (step, dir);
    }
}

/// A hook from a closure over step reports (a stopping rule, a logger).
pub struct AfterStep<F>(pub F);

impl<F: FnMut(&StepReport) -> HookAction + Send> TrainerHook for AfterStep<F> {
    fn after_step(&mut self, report: &StepReport) -> HookAction {
        (self.0)(report)
    }
}
