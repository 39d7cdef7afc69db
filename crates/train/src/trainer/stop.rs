//! Stopping early: the stop request polled before each launch (in a multi-process run agreed
//! by every process, so all stop after the same step), and the caller's hooks, which may ask
//! for one.

use super::Trainer;
use crate::stop::StopSignal;

/// How far past its launched steps a process of a multi-process run proposes the run's stop.
pub const STOP_MARGIN_STEPS: u64 = 4;

impl Trainer {
    /// Whether a stop was requested, and by which signal ([`crate::stop::StopSignal`]). In a
    /// multi-process run every process must stop after the same step, or the others would
    /// wait for it in a collective: the first process to see a request proposes a stop
    /// [`STOP_MARGIN_STEPS`] past its launched steps (no process can have launched that far:
    /// each is at most two steps ahead of the slowest), every process reads the agreement
    /// before each launch, and each reports the stop once it reaches that step.
    ///
    /// A hook's stop ([`crate::hooks::HookAction::Stop`]) reads as `Some(0)` until
    /// [`Self::clear_stop`].
    pub fn stop_requested(&self) -> Option<i32> {
        let signalled = self.stop.as_ref().and_then(StopSignal::requested);
        let local = signalled.or(self.hook_stop.then_some(0));
        let Some(joined) = &self.process else {
            return local;
        };
        let (at, signal) = match self.agreed_stop.get() {
            Some(&agreed) => agreed,
            None => {
                let proposal = local.map(|s| (self.step + STOP_MARGIN_STEPS, s));
                let agreed = joined.agree_stop(proposal)?;
                *self.agreed_stop.get_or_init(|| agreed)
            }
        };
        (self.step >= at).then_some(signal)
    }

    /// Adds a callback run after every step, eval and checkpoint ([`crate::hooks`]); hooks run
    /// in the order added.
    pub fn add_hook(&mut self, hook: Box<dyn crate::hooks::TrainerHook>) {
        self.hooks.push(hook);
    }

    /// Clears a hook's stop ([`crate::hooks::HookAction::Stop`]), so that
    /// [`Self::run_steps`] and [`Self::step_on`] train again: a loop can stop early on a rule,
    /// then go on (after evaluating, say) with the same trainer. [`Self::evaluate_on`] and
    /// checkpoints need no clearing; they run after a hook's stop. A stop by a signal (or a
    /// [`StopSignal::request`]) is not cleared: [`super::TrainError::Stopped`] with its
    /// signal; nor one a multi-process run has agreed on (every process stops at that step).
    pub fn clear_stop(&mut self) -> super::Result<()> {
        if let Some(signal) = self.stop.as_ref().and_then(StopSignal::requested) {
            return Err(super::TrainError::Stopped { signal });
        }
        if let Some(&(_, signal)) = self.agreed_stop.get() {
            return Err(super::TrainError::Stopped { signal });
        }
        self.hook_stop = false;
        Ok(())
    }

    /// A stop that should also cut an evaluation short: one by a signal (a preemption leaves
    /// seconds) or the caller's [`StopSignal::request`], not a hook's, after which a loop
    /// typically evaluates. In a multi-process run every process must leave the evaluation's
    /// collectives together, so there it is the agreed stop, whichever process was signalled.
    pub(super) fn signal_stop(&self) -> Option<i32> {
        match &self.process {
            Some(_) => self.stop_requested(),
            None => self.stop.as_ref().and_then(StopSignal::requested),
        }
    }

    /// Runs `f` on every hook; a hook asking to stop sets [`Self::stop_requested`] until
    /// [`Self::clear_stop`].
    pub(super) fn run_hooks(
        &mut self,
        mut f: impl FnMut(&mut dyn crate::hooks::TrainerHook) -> crate::hooks::HookAction,
    ) {
        for h in &mut self.hooks {
            self.hook_stop |= f(h.as_mut()) == crate::hooks::HookAction::Stop;
        }
    }
}
