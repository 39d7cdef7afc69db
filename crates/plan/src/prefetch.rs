//! Compiles started ahead of the search, on other threads, where the host has cores and
//! memory for them ([`PlanOptions::compile_workers`](crate::PlanOptions::compile_workers)).
//!
//! The search itself stays one sequence of decisions: before it searches a mesh it starts the
//! first programs of the meshes it expects to search next, and when it asks for a program it
//! takes the finished (or waits for the running) compile of the same program, memo key for memo
//! key. So what it compiles, lists and chooses is the same for any number of workers; only the
//! wall time changes. A compile started ahead and never asked for is cancelled when the search
//! ends (its worker process killed). Each start needs the host's available memory to hold
//! another compile: the largest peak a compile worker reported so far, or
//! [`FIRST_COMPILE_BYTES`] before one has.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};

/// Host bytes a compile is assumed to need before any worker reported its peak (nam52's
/// largest programs peak near 3 GiB on libtpu 0.0.52).
pub const FIRST_COMPILE_BYTES: u64 = 6 << 30;

/// A compile's outcome as the search uses it, and its seconds.
pub(crate) type Outcome<T> = (Result<T, String>, f64);

enum Slot<T> {
    Running,
    Done(Outcome<T>),
}

/// Compiles started ahead, by memo key.
pub(crate) struct Prefetch<T> {
    /// Compiles at once besides the search's own.
    ahead: usize,
    slots: Mutex<HashMap<String, Slot<T>>>,
    finished: Condvar,
    cancel: Arc<AtomicBool>,
    /// The largest peak resident memory a compile worker reported, bytes.
    peak_bytes: AtomicU64,
}

impl<T: Send> Prefetch<T> {
    /// Up to `workers - 1` compiles ahead of the search.
    pub(crate) fn new(workers: usize) -> Self {
        Prefetch {
            ahead: workers.saturating_sub(1),
            slots: Mutex::new(HashMap::new()),
            finished: Condvar::new(),
            cancel: Arc::new(AtomicBool::new(false)),
            peak_bytes: AtomicU64::new(0),
        }
    }

    /// Compiles at once besides the search's own.
    pub(crate) fn ahead(&self) -> usize {
        self.ahead
    }

    /// The flag that cancels the compiles still running ([`Prefetch::cancel_the_rest`]).
    pub(crate) fn cancel_flag(&self) -> Arc<AtomicBool> {
        self.cancel.clone()
    }

    /// Records a compile worker's peak resident memory.
    pub(crate) fn note_peak_bytes(&self, bytes: u64) {
        self.peak_bytes.fetch_max(bytes, Ordering::Relaxed);
    }

    /// Whether another compile may start for `key`: not already started, fewer than `ahead`
    /// running, and the host's available memory (`available`) holding one more.
    fn may_start(
        &self,
        slots: &HashMap<String, Slot<T>>,
        key: &str,
        available: Option<u64>,
    ) -> bool {
        let running = slots
            .values()
            .filter(|s| matches!(s, Slot::Running))
            .count();
        let need = match self.peak_bytes.load(Ordering::Relaxed) {
            0 => FIRST_COMPILE_BYTES,
            peak => peak + peak / 4,
        };
        !slots.contains_key(key)
            && running < self.ahead
            && !self.cancel.load(Ordering::Relaxed)
            && available.is_none_or(|a| a >= need)
    }

    /// Starts `work` for `key` on a thread of `scope` when another compile may start (see
    /// [`Prefetch::may_start`]); the search takes its outcome with [`Prefetch::take`].
    pub(crate) fn start<'scope, 'env>(
        &'env self,
        scope: &'scope std::thread::Scope<'scope, 'env>,
        key: String,
        work: impl FnOnce() -> Outcome<T> + Send + 'scope,
    ) -> bool
    where
        T: 'env,
    {
        self.start_with(scope, key, train::host::available_memory(), work)
    }

    /// [`Prefetch::start`] with the host's available memory given (`None`: unknown).
    fn start_with<'scope, 'env>(
        &'env self,
        scope: &'scope std::thread::Scope<'scope, 'env>,
        key: String,
        available: Option<u64>,
        work: impl FnOnce() -> Outcome<T> + Send + 'scope,
    ) -> bool
    where
        T: 'env,
    {
        {
            let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
            if !self.may_start(&slots, &key, available) {
                return false;
            }
            slots.insert(key.clone(), Slot::Running);
        }
        scope.spawn(move || {
            let outcome = work();
            let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
            slots.insert(key, Slot::Done(outcome));
            self.finished.notify_all();
        });
        true
    }

    /// The outcome of the compile started for `key`, waiting while it runs; `None` when none
    /// was started (the search compiles it itself).
    pub(crate) fn take(&self, key: &str) -> Option<Outcome<T>> {
        let mut slots = self.slots.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            match slots.remove(key) {
                None => return None,
                Some(Slot::Done(outcome)) => return Some(outcome),
                Some(Slot::Running) => {
                    slots.insert(key.to_string(), Slot::Running);
                    slots = self.finished.wait(slots).unwrap_or_else(|e| e.into_inner());
                }
            }
        }
    }

    /// Cancels every compile still running: the search is over and nobody will take them.
    pub(crate) fn cancel_the_rest(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Opens its gate when dropped: a failed assertion inside a thread scope must not leave
    /// the scope waiting forever for a worker that waits for the gate.
    struct Opens(Arc<AtomicBool>);

    impl Drop for Opens {
        fn drop(&mut self) {
            self.0.store(true, Ordering::Relaxed);
        }
    }

    /// Plenty of host memory, whatever this machine has free while the test runs.
    const ROOMY: Option<u64> = Some(u64::MAX);

    #[test]
    fn the_search_takes_what_was_started_waiting_for_it_and_only_once() {
        let prefetch: Prefetch<u32> = Prefetch::new(3);
        let gate = Arc::new(AtomicBool::new(false));
        std::thread::scope(|scope| {
            let opens = Opens(gate.clone());
            let g = gate.clone();
            assert!(prefetch.start_with(scope, "a".into(), ROOMY, move || {
                while !g.load(Ordering::Relaxed) {
                    std::thread::sleep(std::time::Duration::from_millis(1));
                }
                (Ok(7), 1.5)
            }));
            // Already started: not again.
            assert!(!prefetch.start_with(scope, "a".into(), ROOMY, || (Ok(0), 0.0)));
            let refused = || (Err("refused".into()), 2.0);
            assert!(prefetch.start_with(scope, "b".into(), ROOMY, refused));
            // Two ahead at most (3 workers: the search's own and two).
            assert!(!prefetch.start_with(scope, "c".into(), ROOMY, || (Ok(0), 0.0)));
            drop(opens);
            assert_eq!(
                prefetch.take("a").map(|(r, s)| (r.unwrap(), s)),
                Some((7, 1.5))
            );
            assert_eq!(prefetch.take("a").map(|_| ()), None, "taken once");
            assert_eq!(
                prefetch.take("b").map(|(r, _)| r.unwrap_err()),
                Some("refused".into())
            );
            assert!(prefetch.take("never").is_none());
        });
    }

    #[test]
    fn one_worker_starts_nothing_ahead_nor_does_a_full_host_or_a_cancelled_search() {
        let one: Prefetch<u32> = Prefetch::new(1);
        let two: Prefetch<u32> = Prefetch::new(2);
        std::thread::scope(|scope| {
            assert!(!one.start_with(scope, "a".into(), ROOMY, || (Ok(1), 0.0)));
            // Before any worker reported its peak, a start needs FIRST_COMPILE_BYTES free.
            let short = Some(FIRST_COMPILE_BYTES - 1);
            assert!(!two.start_with(scope, "a".into(), short, || (Ok(1), 0.0)));
            // Then the largest peak reported and a quarter more.
            two.note_peak_bytes(4 << 30);
            assert!(!two.start_with(scope, "a".into(), Some((5 << 30) - 1), || (Ok(1), 0.0)));
            assert!(two.start_with(scope, "a".into(), Some(5 << 30), || (Ok(1), 0.0)));
        });
        let three: Prefetch<u32> = Prefetch::new(3);
        three.cancel_the_rest();
        std::thread::scope(|scope| {
            assert!(!three.start_with(scope, "a".into(), ROOMY, || (Ok(1), 0.0)));
        });
    }
}
