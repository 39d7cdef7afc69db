//! The held-out loss over many calls of the eval program, combined exactly.
//!
//! The trainer evaluates a batch in micro-batches (the eval executable is compiled at the
//! training micro-batch's rows, so eval never needs more memory per chip than the step), and an
//! eval set has many batches. The loss is a mean over the positions with `loss_mask != 0`, so
//! the calls combine as `Σ sum / Σ count` of the program's `main_loss.sum` / `main_loss.count`
//! outputs ([`nam::graph::eval`]): every counted position weighs the same whichever call it was
//! in. A mean of the calls' means would not: a micro-batch of padding rows or short documents
//! would weigh as much as a full one. MTP depths combine the same way.

use std::collections::BTreeMap;

use nam::graph::eval::{MAIN_LOSS_COUNT, MAIN_LOSS_SUM, mtp_loss_part_names};
use pjrt::HostTensor;

/// Why an eval program's outputs could not be added.
#[derive(Debug, thiserror::Error)]
pub enum EvalTotalsError {
    /// An output the combination needs is missing.
    #[error(
        "the eval program has no output `{0}`; build it with nam::graph::eval::eval_program, \
         which returns each cross-entropy as sum and count"
    )]
    MissingOutput(String),
    /// An output could not be read as f32.
    #[error("eval output `{name}`: {source}")]
    Read {
        /// The output.
        name: String,
        /// Why.
        #[source]
        source: pjrt::Error,
    },
}

/// Sum and count of one cross-entropy over the calls so far, in f64.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
struct Parts {
    sum: f64,
    count: f64,
}

impl Parts {
    fn mean(&self) -> f64 {
        if self.count > 0.0 {
            self.sum / self.count
        } else {
            0.0
        }
    }
}

/// Running sums and counts of the main and MTP cross-entropies over eval-program calls.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct EvalTotals {
    main: Parts,
    mtp: Vec<Parts>,
    calls: usize,
}

impl EvalTotals {
    /// Empty totals for a model with `mtp_depth` MTP depths.
    pub fn new(mtp_depth: usize) -> Self {
        EvalTotals {
            main: Parts::default(),
            mtp: vec![Parts::default(); mtp_depth],
            calls: 0,
        }
    }

    /// Adds one call's outputs, by output name (as the trainer downloads them).
    pub fn add(&mut self, outputs: &BTreeMap<String, HostTensor>) -> Result<(), EvalTotalsError> {
        let value = |name: &str| -> Result<f64, EvalTotalsError> {
            let t = outputs
                .get(name)
                .ok_or_else(|| EvalTotalsError::MissingOutput(name.to_string()))?;
            let v = t.to_f32().map_err(|source| EvalTotalsError::Read {
                name: name.to_string(),
                source,
            })?;
            Ok(v.first().copied().unwrap_or(f32::NAN) as f64)
        };
        // Read everything before adding anything, so a failed call leaves the totals as they were.
        let main = Parts {
            sum: value(MAIN_LOSS_SUM)?,
            count: value(MAIN_LOSS_COUNT)?,
        };
        let mut mtp = Vec::with_capacity(self.mtp.len());
        for k in 1..=self.mtp.len() {
            let (sum, count) = mtp_loss_part_names(k);
            mtp.push(Parts {
                sum: value(&sum)?,
                count: value(&count)?,
            });
        }
        self.main.sum += main.sum;
        self.main.count += main.count;
        for (total, part) in self.mtp.iter_mut().zip(mtp) {
            total.sum += part.sum;
            total.count += part.count;
        }
        self.calls += 1;
        Ok(())
    }

    /// Mean main-head cross-entropy over every counted position of every call (0 if none).
    pub fn main_loss(&self) -> f64 {
        self.main.mean()
    }

    /// Mean cross-entropy of each MTP depth k = 1..K over its own counted positions.
    pub fn mtp_losses(&self) -> Vec<f64> {
        self.mtp.iter().map(Parts::mean).collect()
    }

    /// Positions the main loss counted.
    pub fn counted_positions(&self) -> u64 {
        self.main.count as u64
    }

    /// Calls added.
    pub fn calls(&self) -> usize {
        self.calls
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn outputs(values: &[(&str, f32)]) -> BTreeMap<String, HostTensor> {
        values
            .iter()
            .map(|&(n, v)| (n.to_string(), HostTensor::scalar_f32(v)))
            .collect()
    }

    #[test]
    fn calls_combine_by_position_not_by_call() {
        let mut t = EvalTotals::new(1);
        // Call 1: 3 positions summing to 6 (mean 2); MTP 2 positions summing to 2.
        t.add(&outputs(&[
            ("main_loss.sum", 6.0),
            ("main_loss.count", 3.0),
            ("mtp_loss.1.sum", 2.0),
            ("mtp_loss.1.count", 2.0),
        ]))
        .unwrap();
        // Call 2: 1 position of 10; MTP none.
        t.add(&outputs(&[
            ("main_loss.sum", 10.0),
            ("main_loss.count", 1.0),
            ("mtp_loss.1.sum", 0.0),
            ("mtp_loss.1.count", 0.0),
        ]))
        .unwrap();
        // By hand: (6 + 10) / 4 = 4, not the mean of means (2 + 10) / 2 = 6.
        assert_eq!(t.main_loss(), 4.0);
        assert_eq!(t.mtp_losses(), [1.0]);
        assert_eq!((t.counted_positions(), t.calls()), (4, 2));
    }

    #[test]
    fn a_missing_output_is_named_and_leaves_the_totals_unchanged() {
        let mut t = EvalTotals::new(2);
        let before = t.clone();
        let e = t
            .add(&outputs(&[
                ("main_loss.sum", 1.0),
                ("main_loss.count", 1.0),
                ("mtp_loss.1.sum", 1.0),
                ("mtp_loss.1.count", 1.0),
            ]))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("`mtp_loss.2.sum`") && e.contains("eval_program"),
            "{e}"
        );
        assert_eq!(t, before);
        assert_eq!(EvalTotals::new(0).main_loss(), 0.0, "nothing counted");
    }
}
