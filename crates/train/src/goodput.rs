//! Goodput: the share of a run's wall time spent in training steps that count, summed over
//! every process of the run (a run preempted and resumed is several processes), in the spirit
//! of MaxText's goodput reports.
//!
//! Each process keeps a [`TimeLedger`] of where its wall clock went; the manifest records each
//! process's ledger (in its [`crate::manifest::TrainingSummary`]), and [`Goodput::of`] combines
//! them. Steps a process took after its last checkpoint and that the next process took again
//! (it resumed from that checkpoint) were wasted: their time moves from productive to
//! `redone_s`. A process killed without warning (SIGKILL, a host crash) is known only up to its
//! last manifest write (each checkpoint); a clean stop (SIGTERM, SIGINT) records everything.

use serde::{Deserialize, Serialize};

use crate::manifest::TrainingSummary;

/// Where one process's wall clock went, in seconds since the trainer began setting up.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct TimeLedger {
    /// Wall time from the start of set-up to the latest manifest write.
    pub wall_s: f64,
    /// Set-up: plugin and client, data checks, compiling or loading executables, placing the
    /// state (and the mesh choice, when planned).
    pub setup_s: f64,
    /// Training steps: from launch to the read of their scalars, less `data_wait_s`.
    pub steps_s: f64,
    /// Reading batches while no program was queued (the device had nothing to do); reads
    /// overlapped with a running step count as step time.
    pub data_wait_s: f64,
    /// Held-out evaluation.
    pub eval_s: f64,
    /// Checkpoints' stall: copying the state to the host (and waiting for the previous
    /// checkpoint still being written, when one was); steps were not running.
    pub checkpoint_s: f64,
    /// Checkpoints written and uploaded in the background while steps ran (overlapped, so
    /// not a share of the wall time).
    #[serde(default)]
    pub checkpoint_background_s: f64,
}

/// Goodput over every process of a run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Goodput {
    /// Processes the run has had (1 + restarts).
    pub processes: usize,
    /// Wall seconds of all of them.
    pub wall_s: f64,
    /// Seconds of steps that count (step time, less the steps taken again after a restart).
    pub productive_s: f64,
    /// Set-up of every process (compile or cache load, data checks, state placement).
    pub setup_s: f64,
    /// Waiting for batches with nothing queued on the device.
    pub data_wait_s: f64,
    /// Evaluation.
    pub eval_s: f64,
    /// Checkpoint stalls (the device → host copy, and waits for a previous checkpoint).
    pub checkpoint_s: f64,
    /// Checkpoints written and uploaded in the background, overlapped with steps.
    #[serde(default)]
    pub checkpoint_background_s: f64,
    /// Steps taken after a process's last checkpoint and taken again by the next process.
    pub redone_s: f64,
    /// The rest: the command line's own work, manifest writes, the final eval's report.
    pub other_s: f64,
    /// `productive_s / wall_s`.
    pub fraction: f64,
}

impl Goodput {
    /// Goodput over `processes`, oldest first; `None` when none has a ledger (manifests written
    /// before ledgers existed).
    pub fn of(processes: &[&TrainingSummary]) -> Option<Goodput> {
        let with_time: Vec<(&TrainingSummary, &TimeLedger)> = processes
            .iter()
            .filter_map(|p| p.time.as_ref().map(|t| (*p, t)))
            .collect();
        if with_time.is_empty() {
            return None;
        }
        let sum = |f: fn(&TimeLedger) -> f64| with_time.iter().map(|(_, t)| f(t)).sum::<f64>();
        let steps_s = sum(|t| t.steps_s);
        let redone_s: f64 = with_time
            .windows(2)
            .map(|w| {
                let (earlier, time) = w[0];
                let redone = earlier.end_step.saturating_sub(w[1].0.start_step);
                let taken = earlier.end_step.saturating_sub(earlier.start_step).max(1);
                time.steps_s * (redone.min(taken) as f64 / taken as f64)
            })
            .fold(0.0, |a, b| a + b);
        let wall_s = sum(|t| t.wall_s);
        let mut g = Goodput {
            processes: with_time.len(),
            wall_s,
            productive_s: steps_s - redone_s,
            setup_s: sum(|t| t.setup_s),
            data_wait_s: sum(|t| t.data_wait_s),
            eval_s: sum(|t| t.eval_s),
            checkpoint_s: sum(|t| t.checkpoint_s),
            checkpoint_background_s: sum(|t| t.checkpoint_background_s),
            redone_s,
            other_s: 0.0,
            fraction: 0.0,
        };
        g.other_s =
            (wall_s - steps_s - g.setup_s - g.data_wait_s - g.eval_s - g.checkpoint_s).max(0.0);
        g.fraction = if wall_s > 0.0 {
            g.productive_s / wall_s
        } else {
            0.0
        };
        Some(g)
    }

    /// One line: the goodput and where the rest went, as shares of the wall time.
    pub fn line(&self) -> String {
        let pct = |s: f64| 100.0 * s / self.wall_s.max(1e-12);
        format!(
            "goodput {:.1}% of {:.1} s wall over {} process{}: set-up {:.1}%, data waits {:.1}%, \
             eval {:.1}%, checkpoint stalls {:.1}% (+{:.1} s written in the background), steps \
             redone after restarts {:.1}%, other {:.1}%",
            100.0 * self.fraction,
            self.wall_s,
            self.processes,
            if self.processes == 1 { "" } else { "es" },
            pct(self.setup_s),
            pct(self.data_wait_s),
            pct(self.eval_s),
            pct(self.checkpoint_s),
            self.checkpoint_background_s,
            pct(self.redone_s),
            pct(self.other_s),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn process(start: u64, end: u64, time: TimeLedger) -> TrainingSummary {
        TrainingSummary {
            start_step: start,
            end_step: end,
            timed_steps: end - start,
            step_seconds_mean: None,
            steps_per_s: None,
            tokens_per_s: None,
            host_fraction: None,
            scalar_reads: 0,
            eval_loss_first: None,
            eval_loss_first_step: None,
            eval_loss_last: None,
            eval_loss_last_step: None,
            time: Some(time),
        }
    }

    #[test]
    fn steps_taken_again_after_a_restart_are_not_productive() {
        // Process 1: steps 0..30 in 30 s (1 s each), its last checkpoint at 20, then killed.
        // Process 2 resumes at 20 and runs to 50: steps 21..30 were taken twice (10 s wasted).
        let first = process(
            0,
            30,
            TimeLedger {
                wall_s: 50.0,
                setup_s: 10.0,
                steps_s: 30.0,
                data_wait_s: 1.0,
                eval_s: 4.0,
                checkpoint_s: 2.0,
                checkpoint_background_s: 0.5,
            },
        );
        let second = process(
            20,
            50,
            TimeLedger {
                wall_s: 40.0,
                setup_s: 5.0,
                steps_s: 30.0,
                data_wait_s: 0.0,
                eval_s: 3.0,
                checkpoint_s: 1.0,
                checkpoint_background_s: 0.0,
            },
        );
        let g = Goodput::of(&[&first, &second]).unwrap();
        assert_eq!(g.processes, 2);
        assert_eq!(g.wall_s, 90.0);
        assert!((g.redone_s - 10.0).abs() < 1e-12, "{g:?}");
        assert!((g.productive_s - 50.0).abs() < 1e-12, "{g:?}");
        assert!((g.fraction - 50.0 / 90.0).abs() < 1e-12);
        // 90 - 60 (steps) - 15 (set-up) - 1 (data) - 7 (eval) - 3 (checkpoints) = 4.
        assert!((g.other_s - 4.0).abs() < 1e-12, "{g:?}");
        let line = g.line();
        assert!(
            line.starts_with("goodput 55.6% of 90.0 s wall over 2 processes"),
            "{line}"
        );
        assert!(line.contains("steps redone after restarts 11.1%"), "{line}");
        assert!(
            line.contains("checkpoint stalls 3.3% (+0.5 s written in the background)"),
            "stalls are a share of the wall, background writes overlap the steps: {line}"
        );
    }

    #[test]
    fn a_clean_resume_wastes_nothing_and_old_manifests_have_no_goodput() {
        let t = TimeLedger {
            wall_s: 10.0,
            steps_s: 8.0,
            ..TimeLedger::default()
        };
        let a = process(0, 20, t.clone());
        let b = process(20, 40, t);
        let g = Goodput::of(&[&a, &b]).unwrap();
        assert_eq!(g.redone_s, 0.0);
        assert!((g.fraction - 0.8).abs() < 1e-12);
        let mut old = a.clone();
        old.time = None;
        assert_eq!(Goodput::of(&[&old]), None);
    }
}
