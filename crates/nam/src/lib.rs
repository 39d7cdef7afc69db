//! The NAM model family: configs, blocks, losses, optimizers, init, parameter and FLOP counting.
//!
//! `docs/model.md` is the contract as this crate implements it; where it leaves a choice open, the choice is documented in the
//! module that makes it (`config` for layout and defaults, `params` for names and optimizer
//! groups, `init` for the initialisation algorithm, `counting` for the FLOP convention).

#![warn(missing_docs)]

pub mod backend;
pub mod config;
pub mod counting;
pub mod footprint;
pub mod graph;
pub mod init;
pub mod mesh;
pub mod optimizer;
pub mod params;
pub mod presets;
#[cfg(any(test, feature = "reference"))]
pub mod reference;
pub mod schedule;

pub use backend::{AttentionBackend, Platform, ResolvedBackend};
pub use config::{
    Activation, AdamWDecay, AttnWindow, CompilerConfig, CompilerOption, ConfigError, DataConfig,
    Dtype, ModelConfig, NamConfig, OptimizerConfig, PrecisionConfig, ScheduleConfig, SublayerKind,
    TrainConfig,
};
pub use mesh::{Mesh, MeshAxis, MeshError};
