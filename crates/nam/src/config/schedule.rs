//! `[schedule]`: the learning-rate schedule's keys ([`ScheduleConfig`]) and their checks.

use super::defaults;
use serde::{Deserialize, Serialize};

/// `[schedule]`: learning-rate multiplier over training (see [`crate::schedule`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScheduleConfig {
    /// Optimizer steps in the run.
    #[serde(default = "defaults::steps")]
    pub steps: usize,
    /// Linear warmup steps.
    #[serde(default)]
    pub warmup_steps: usize,
    /// Fraction of `steps` (rounded) spent in the final linear warmdown.
    #[serde(default = "defaults::warmdown_frac")]
    pub warmdown_frac: f64,
    /// Multiplier reached at the end of the warmdown.
    #[serde(default)]
    pub final_lr_frac: f64,
}

impl ScheduleConfig {
    /// Appends every violation of the `[schedule]` rules to `errors`.
    pub(super) fn check(&self, errors: &mut Vec<String>) {
        let s = self;
        if s.steps == 0 {
            errors.push("[schedule] steps must be at least 1".into());
        }
        if !(0.0..=1.0).contains(&s.warmdown_frac) {
            errors.push(format!(
                "[schedule] warmdown_frac {} must be in [0, 1]",
                s.warmdown_frac
            ));
        }
        if !(0.0..=1.0).contains(&s.final_lr_frac) {
            errors.push(format!(
                "[schedule] final_lr_frac {} must be in [0, 1]",
                s.final_lr_frac
            ));
        }
        let warmdown = crate::schedule::warmdown_steps(s);
        if s.warmup_steps + warmdown > s.steps {
            errors.push(format!(
                "[schedule] warmup_steps {} + warmdown steps {warmdown} (warmdown_frac {} of {}) exceed steps {}; \
                 shorten the warmup or the warmdown",
                s.warmup_steps, s.warmdown_frac, s.steps, s.steps
            ));
        }
    }
}
