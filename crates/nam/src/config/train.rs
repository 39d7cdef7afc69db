//! `[train]`: the training loop's settings ([`TrainConfig`]) and their checks.

use super::defaults;
use super::{ModelConfig, SublayerKind};
use serde::{Deserialize, Serialize};

/// `[train]`: loop settings the trainer reads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrainConfig {
    /// Sequences per optimizer step (global).
    #[serde(default = "defaults::batch_size")]
    pub batch_size: usize,
    /// Gradient-accumulation micro-batches per step (1 = compile mode A).
    #[serde(default = "defaults::one_usize")]
    pub micro_batches: usize,
    /// Seed for init and data order.
    #[serde(default)]
    pub seed: u64,
    /// Steps between eval-loss measurements (0 = only at the end).
    #[serde(default = "defaults::eval_every")]
    pub eval_every: usize,
    /// Batches per eval.
    #[serde(default = "defaults::eval_batches")]
    pub eval_batches: usize,
    /// Steps between checkpoints (0 = only at the end).
    #[serde(default)]
    pub checkpoint_every: usize,
    /// Checkpoints kept on disk.
    #[serde(default = "defaults::keep_checkpoints")]
    pub keep_checkpoints: usize,
    /// Steps between metric log lines.
    #[serde(default = "defaults::log_every")]
    pub log_every: usize,
    /// Start from the parameters in this file instead of the seed's init: a `namtrain init`
    /// file or an earlier run's checkpoint (optimizer state fresh). A run resumed from its own
    /// checkpoint ignores it. Relative to the working directory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub init_from: Option<String>,
}

impl TrainConfig {
    /// Rows of one micro-batch (over the whole mesh): `batch_size / micro_batches`.
    pub fn micro_batch_rows(&self) -> usize {
        self.batch_size / self.micro_batches.max(1)
    }

    /// Appends every violation of the `[train]` rules to `errors` (the routing group of `model`
    /// must divide a micro-batch's tokens).
    pub(super) fn check(&self, model: &ModelConfig, errors: &mut Vec<String>) {
        let t = self;
        if t.batch_size == 0 {
            errors.push("[train] batch_size must be at least 1".into());
        }
        if t.micro_batches == 0 {
            errors.push("[train] micro_batches must be at least 1".into());
        } else if !t.batch_size.is_multiple_of(t.micro_batches) {
            errors.push(format!(
                "[train] batch_size {} is not divisible by micro_batches {}",
                t.batch_size, t.micro_batches
            ));
        } else if let Some(group) = model.routing_group
            && model.has(SublayerKind::Moe)
            && group > model.seq_len
            && group % model.seq_len == 0
        {
            let micro_tokens = t.batch_size / t.micro_batches * model.seq_len;
            if !micro_tokens.is_multiple_of(group) {
                errors.push(format!(
                    "routing_group {group} does not divide the {micro_tokens} tokens of a micro-batch \
                     (batch_size {} / micro_batches {} × seq_len {})",
                    t.batch_size, t.micro_batches, model.seq_len
                ));
            }
        }
        if t.keep_checkpoints == 0 {
            errors.push("[train] keep_checkpoints must be at least 1".into());
        }
    }
}
