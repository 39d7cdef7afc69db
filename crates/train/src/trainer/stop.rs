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
    pub fn stop_requested(&self) -> Option<i32> {
        let local = self.stop.as_ref().and_then(StopSignal::requested);
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

    /// Runs `f` on every hook; a hook asking to stop sets the stop request.
    pub(super) fn run_hooks(
        &mut self,
        mut f: impl FnMut(&mut dyn crate::hooks::TrainerHook) -> crate::hooks::HookAction,
    ) {
        let mut stop = false;
        for h in &mut self.hooks {
            stop |= f(h.as_mut()) == crate::hooks::HookAction::Stop;
        }
        if stop {
            self.stop.get_or_insert_with(StopSignal::new).request(0);
        }
    }
}
