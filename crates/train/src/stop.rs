//! Clean stops: SIGTERM and SIGINT (a spot VM's preemption notice, `kill`, Ctrl-C) become a
//! request the training loop sees between steps, so the run finishes the step in flight,
//! checkpoints and exits instead of dying wherever it is.
//!
//! [`StopSignal::install`] registers both signals. The first sets the request; a second one of
//! either kind ends the process at once with `128 + signal` (the shell's convention, so 143 for
//! SIGTERM and 130 for SIGINT): whatever was being written then is lost, but the checkpoint
//! before it stays valid, because checkpoints are written to a temporary directory and renamed
//! into place ([`crate::checkpoint`]).
//!
//! A library user who stops runs by other means (a time budget, a stopping rule) can make a
//! [`StopSignal::new`] and [`StopSignal::request`] it; the trainer treats both the same.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// SIGINT's number on Linux.
pub const SIGINT: i32 = signal_hook::consts::SIGINT;
/// SIGTERM's number on Linux.
pub const SIGTERM: i32 = signal_hook::consts::SIGTERM;

/// A stop request shared between signal handlers (or the caller) and the training loop.
/// Clones share the request.
#[derive(Debug, Clone, Default)]
pub struct StopSignal {
    /// Set by the first signal; the second signal's shutdown action reads it.
    pending: Arc<AtomicBool>,
    /// The signal that asked (0: none yet, or a request without a signal).
    which: Arc<AtomicUsize>,
}

impl StopSignal {
    /// A request nobody has made yet, not tied to any signal.
    pub fn new() -> Self {
        Self::default()
    }

    /// A request set by the process's first SIGTERM or SIGINT; a second one exits at once with
    /// `128 + signal`. Install it once per process, before the run starts.
    pub fn install() -> std::io::Result<Self> {
        let stop = Self::new();
        for signal in [SIGTERM, SIGINT] {
            // Registration order is the order the actions run in: the shutdown action must see
            // the flag as the previous signal left it, before this signal sets it.
            signal_hook::flag::register_conditional_shutdown(
                signal,
                128 + signal,
                Arc::clone(&stop.pending),
            )?;
            signal_hook::flag::register_usize(signal, Arc::clone(&stop.which), signal as usize)?;
            signal_hook::flag::register(signal, Arc::clone(&stop.pending))?;
        }
        Ok(stop)
    }

    /// Asks the run to stop, as `signal` would (0: no signal; a library's own reason).
    pub fn request(&self, signal: i32) {
        self.which.store(signal.max(0) as usize, Ordering::SeqCst);
        self.pending.store(true, Ordering::SeqCst);
    }

    /// Whether a stop was asked for, and by which signal (`Some(0)`: by [`Self::request`]
    /// without one).
    pub fn requested(&self) -> Option<i32> {
        self.pending
            .load(Ordering::SeqCst)
            .then(|| self.which.load(Ordering::SeqCst) as i32)
    }
}

/// A signal's conventional name (`SIGTERM`), or `signal N`; `a stop request` for 0.
pub fn signal_name(signal: i32) -> String {
    match signal {
        0 => "a stop request".into(),
        SIGTERM => "SIGTERM".into(),
        SIGINT => "SIGINT".into(),
        n => format!("signal {n}"),
    }
}

/// The exit status of a run stopped by `signal`: `128 + signal` (143 for SIGTERM, 130 for
/// SIGINT), 0 for a request without a signal.
pub fn exit_status(signal: i32) -> i32 {
    if signal > 0 { 128 + signal } else { 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_request_names_its_signal_and_clones_share_it() {
        let stop = StopSignal::new();
        let seen_by_the_loop = stop.clone();
        assert_eq!(seen_by_the_loop.requested(), None);
        stop.request(SIGTERM);
        assert_eq!(seen_by_the_loop.requested(), Some(15));
        assert_eq!(signal_name(15), "SIGTERM");
        assert_eq!(exit_status(15), 143);
        assert_eq!(exit_status(2), 130);
        assert_eq!(exit_status(0), 0);
    }
}
