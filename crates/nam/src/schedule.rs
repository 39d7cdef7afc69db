//! The learning-rate multiplier: linear warmup, constant, linear warmdown to `final_lr_frac`.
//!
//! The trainer multiplies each optimizer group's base learning rate by
//! [`lr_multiplier`] and feeds the product to the step executable as a device input, so one
//! compiled step serves the whole schedule.
//!
//! With `W = warmup_steps`, `D = round(warmdown_frac · steps)` and the step index
//! `s = 0, 1, ..., steps - 1` (the update being taken):
//! - `s < W`: `(s + 1) / W` (the first update already moves, the W-th reaches 1);
//! - `s >= steps - D`: `p + (1 - p) · final_lr_frac` with `p = (steps - s) / D`, so the first
//!   warmdown step is at 1 and the last is `1/D` of the way from `final_lr_frac`;
//! - otherwise 1.
//!
//! Validation guarantees `W + D <= steps`, so the phases never overlap.

use crate::config::ScheduleConfig;

/// Number of warmdown steps: `round(warmdown_frac · steps)`.
pub fn warmdown_steps(schedule: &ScheduleConfig) -> usize {
    (schedule.warmdown_frac * schedule.steps as f64).round() as usize
}

/// Learning-rate multiplier for the update at step index `step` (0-based).
pub fn lr_multiplier(schedule: &ScheduleConfig, step: usize) -> f64 {
    let warmup = schedule.warmup_steps;
    let warmdown = warmdown_steps(schedule);
    if step < warmup {
        return (step + 1) as f64 / warmup as f64;
    }
    if warmdown > 0 && step + warmdown >= schedule.steps {
        let progress = schedule.steps.saturating_sub(step) as f64 / warmdown as f64;
        return progress + (1.0 - progress) * schedule.final_lr_frac;
    }
    1.0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sched(steps: usize, warmup: usize, frac: f64, fin: f64) -> ScheduleConfig {
        ScheduleConfig {
            steps,
            warmup_steps: warmup,
            warmdown_frac: frac,
            final_lr_frac: fin,
        }
    }

    #[test]
    fn warmup_ramps_linearly_from_the_first_step() {
        let s = sched(100, 4, 0.0, 0.0);
        let got: Vec<f64> = (0..6).map(|i| lr_multiplier(&s, i)).collect();
        assert_eq!(got, vec![0.25, 0.5, 0.75, 1.0, 1.0, 1.0]);
    }

    #[test]
    fn warmdown_is_linear_to_final_fraction() {
        // 10 steps, warmdown 0.4 -> D = 4, starting at s = 6.
        let s = sched(10, 0, 0.4, 0.1);
        let expect = [1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 0.775, 0.55, 0.325];
        for (i, e) in expect.iter().enumerate() {
            assert!((lr_multiplier(&s, i) - e).abs() < 1e-12, "step {i}");
        }
        // The value one past the end would be exactly final_lr_frac.
        assert!((lr_multiplier(&s, 10) - 0.1).abs() < 1e-12);
    }

    #[test]
    fn no_warmup_no_warmdown_is_constant() {
        let s = sched(7, 0, 0.0, 0.5);
        assert!((0..7).all(|i| lr_multiplier(&s, i) == 1.0));
    }

    #[test]
    fn warmdown_steps_rounds() {
        assert_eq!(warmdown_steps(&sched(10, 0, 0.25, 0.0)), 3);
        assert_eq!(warmdown_steps(&sched(300, 0, 0.2, 0.0)), 60);
    }
}
