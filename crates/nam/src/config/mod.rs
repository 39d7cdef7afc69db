//! The NAM run configuration: `[model]`, `[optimizer]`, `[schedule]`, `[precision]`, `[train]`,
//! `[data]`, `[mesh]` (see [`crate::mesh`]).
//!
//! Parsed from TOML with unknown keys rejected (the error names the key and its section), filled
//! with the defaults of `docs/model.md#model-keys-and-defaults`, then validated as a whole. A validated config has a stable
//! hash ([`NamConfig::config_hash`], [`NamConfig::model_hash`]) for manifests, checkpoints and caches.
//!
//! Choices the spec leaves open, made here and part of the contract:
//! - Pattern and window-pattern positions in messages are 0-based (the sublayer index).
//! - `window_pattern` is tiled over the *attention* sublayers in order (the i-th `A` gets
//!   `window_pattern[i % len]`), and the last attention sublayer of the main stack is always `G`.
//!   Attention inside the MTP block is always `G`.
//! - `-` is normalised to `F` after parsing, so `"A-"` and `"AF"` hash the same.
//! - `routing_group` counts tokens; it divides `seq_len` or is a multiple of it (groups then span
//!   consecutive sequences of a micro-batch, which it must divide).
//!
//! One module per section, each with its checks: [`ModelConfig`] (`model.rs`),
//! [`OptimizerConfig`] (`optimizer.rs`), [`ScheduleConfig`] (`schedule.rs`), [`PrecisionConfig`]
//! (`precision.rs`), [`TrainConfig`] (`train.rs`), [`DataConfig`] (`data.rs`),
//! [`CompilerConfig`] (`compiler.rs`); `[mesh]` is [`crate::mesh::Mesh`]. [`NamConfig`]
//! (`run.rs`) parses, validates and hashes the whole; `defaults.rs` holds every default;
//! `overrides.rs` applies `--set section.key=value` before parsing.

mod compiler;
mod data;
mod defaults;
mod eval;
mod model;
mod optimizer;
mod overrides;
mod precision;
mod run;
mod schedule;
#[cfg(test)]
mod tests;
mod train;

pub use compiler::{CompilerConfig, CompilerOption};
pub use data::{DataConfig, DataPaths, DataSource, OnBadRow, RowCheck};
pub use eval::EvalConfig;
pub use model::{
    Activation, AttnWindow, DEFAULT_ATTENTION_CHUNK, ModelConfig, MoeKernel, SsdKernel,
    SublayerKind,
};
pub use optimizer::{AdamWDecay, MatrixOptimizer, OptimizerConfig};
pub use overrides::{Override, apply as apply_overrides};
pub use precision::{
    Dtype, MatmulOutput, MatrixGradients, PrecisionConfig, ResidualStream, SsmActivations,
};
pub use run::{ConfigError, NamConfig};
pub use schedule::ScheduleConfig;
pub use train::TrainConfig;
