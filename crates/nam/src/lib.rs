//! The NAM model family: configs, blocks, losses, optimizers, init, parameter and FLOP counting.
//!
//! `docs/model.md` is the contract as this crate implements it; where it leaves a choice open, the choice is documented in the
//! module that makes it (`config` for layout and defaults, `params` for names and optimizer
//! groups, `init` for the initialisation algorithm, `counting` for the FLOP convention).
//!
//! ```
//! // A preset's config, validated, and what it costs: parameters and FLOPs per token.
//! let cfg = nam::NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap())?;
//! let params: usize = nam::params::param_specs(&cfg.model).iter().map(|s| s.numel()).sum();
//! let flops = nam::counting::flops_per_token(&cfg.model).total();
//! assert!(params > 0 && flops > 6.0 * params as f64 * 0.5);
//! // Every parameter has a stable name, the key of `namtrain init` files and checkpoints.
//! assert_eq!(nam::params::param_specs(&cfg.model)[0].name, "wte");
//! # Ok::<(), nam::ConfigError>(())
//! ```

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
