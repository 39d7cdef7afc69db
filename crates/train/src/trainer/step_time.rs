//! The step-time check: the performance model's step time against the median of the measured
//! steps after a warm-up, logged once and kept in the manifest.

use super::{StepReport, Trainer};
use crate::manifest::StepTimeCheck;

/// A prediction waiting for its measurement: steps of this process are skipped for warm-up,
/// then the median over a window of step times is compared with the prediction.
pub(super) struct StepTimeWatch {
    check: StepTimeCheck,
    /// Step seconds seen after the warm-up, until the window is full.
    seen: Vec<f64>,
    /// Seconds per eval call.
    pub(super) eval_calls: Vec<f64>,
    /// Steps of this process seen so far.
    steps: u64,
}

/// Steps of a process left out before its step time is measured.
pub const STEP_TIME_WARMUP: u64 = 5;
/// Steps the measured median is over.
pub const STEP_TIME_WINDOW: u64 = 20;

impl Trainer {
    /// Gives the trainer the performance model's step time for its programs (`source`: where
    /// it came from; `programs`: each program's runs per step and PREDICTED seconds per run).
    /// After [`STEP_TIME_WARMUP`] steps of this process, the median of the next
    /// [`STEP_TIME_WINDOW`] is compared with it: one log line, and the manifest's `step_time`.
    pub fn set_step_prediction(
        &mut self,
        source: impl Into<String>,
        predicted_s: f64,
        programs: Vec<crate::manifest::ProgramTimeCheck>,
    ) {
        self.step_time = Some(StepTimeWatch {
            check: StepTimeCheck {
                source: source.into(),
                predicted_s,
                warmup_steps: STEP_TIME_WARMUP,
                measured_steps: 0,
                measured_median_s: None,
                ratio: None,
                programs,
            },
            seen: Vec::new(),
            eval_calls: Vec::new(),
            steps: 0,
        });
    }

    /// The step-time line (`step time: measured …, PREDICTED … (1.04x)`) once, when the
    /// measurement has just been taken.
    pub fn take_step_time_line(&mut self) -> Option<String> {
        self.step_time_line.take()
    }

    /// The step time check so far (the prediction, and the measurement once taken).
    pub fn step_time_check(&self) -> Option<StepTimeCheck> {
        let w = self.step_time.as_ref()?;
        let mut check = w.check.clone();
        if let Some(eval) = check.programs.iter_mut().find(|p| p.program == "eval")
            && let Some(m) = median(&w.eval_calls)
        {
            eval.measured_median_s = Some(m);
            eval.ratio = Some(m / eval.predicted_s.max(1e-12));
        }
        Some(check)
    }

    /// Counts a step towards the step-time check; when the window fills, measures and logs.
    pub(super) fn watch_step_time(&mut self, r: &StepReport) {
        let Some(w) = &mut self.step_time else {
            return;
        };
        w.steps += 1;
        if w.steps <= STEP_TIME_WARMUP || w.check.measured_median_s.is_some() {
            return;
        }
        w.seen.push(r.seconds);
        if (w.seen.len() as u64) >= STEP_TIME_WINDOW {
            self.measure_step_time();
        }
    }

    /// Takes the step-time measurement now, over the steps seen after the warm-up (for a run
    /// that ends before the window fills; nothing without any such step, or when taken).
    pub fn measure_step_time(&mut self) {
        let Some(w) = &mut self.step_time else {
            return;
        };
        if w.check.measured_median_s.is_some() {
            return;
        }
        let Some(m) = median(&w.seen) else {
            return;
        };
        let c = &mut w.check;
        c.measured_steps = w.seen.len() as u64;
        c.measured_median_s = Some(m);
        c.ratio = Some(m / c.predicted_s.max(1e-12));
        if let Some(step) = c.programs.iter_mut().find(|p| p.program == "step") {
            step.measured_median_s = Some(m);
            step.ratio = c.ratio;
        }
        tracing::info!("{}", c.line());
        self.step_time_line = Some(c.line());
    }
}

/// The median of `xs` (`None` for none).
fn median(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() {
        return None;
    }
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let mid = v.len() / 2;
    Some(if v.len() % 2 == 1 {
        v[mid]
    } else {
        (v[mid - 1] + v[mid]) / 2.0
    })
}
