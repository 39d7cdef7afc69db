//! [`TrainError`]: every way a run fails, each naming what failed and, where there is one, the
//! fix.

use std::path::PathBuf;

use crate::mesh::PlacementError;

/// Errors of a training run; each names what failed and, where there is one, the fix.
#[derive(Debug, thiserror::Error)]
pub enum TrainError {
    /// The configuration is unusable for training.
    #[error("config: {0}")]
    Config(String),
    /// Loading the plugin or talking to it failed.
    #[error("PJRT: {0}")]
    Pjrt(#[from] pjrt::Error),
    /// Building a program failed.
    #[error("building the {program} program: {source}")]
    Build {
        /// Which program.
        program: &'static str,
        /// Why.
        #[source]
        source: xla_hlo::Error,
    },
    /// The data pipeline failed.
    #[error("data: {0}")]
    Data(#[from] data::DataError),
    /// The executable cache failed.
    #[error("executable cache: {0}")]
    Cache(#[from] crate::cache::CacheError),
    /// Writing or reading checkpoints failed.
    #[error(transparent)]
    Checkpoint(#[from] crate::checkpoint::CheckpointError),
    /// Writing metrics failed.
    #[error(transparent)]
    Metrics(#[from] crate::metrics::MetricsError),
    /// Writing the manifest failed.
    #[error(transparent)]
    Manifest(#[from] crate::manifest::ManifestError),
    /// The mesh does not fit the devices, or a tensor does not fit its sharding.
    #[error(transparent)]
    Placement(#[from] PlacementError),
    /// Memory telemetry failed to start.
    #[error(transparent)]
    Telemetry(#[from] crate::telemetry::TelemetryError),
    /// Another process holds the run directory.
    #[error(transparent)]
    RunLock(#[from] crate::run_lock::RunLockError),
    /// The run directory's lease in a bucket is held by another writer, or was lost.
    #[error(transparent)]
    Lease(#[from] crate::lease::LeaseError),
    /// The run directory's bucket (or the working copy that mirrors it) failed.
    #[error("run directory store: {0}")]
    Store(String),
    /// A fresh run was pointed at the directory of an earlier run.
    #[error(
        "run directory {run_dir} already holds a run ({found}); continue it (namtrain \
         --resume; a library loop: TrainerOptions::resume = Resume::Required), continue it or \
         start over when it has no valid checkpoint (--resume auto; Resume::Auto), or choose \
         another run directory (nothing was changed)"
    )]
    RunDirInUse {
        /// The run directory.
        run_dir: PathBuf,
        /// What was found there.
        found: String,
    },
    /// A run-directory file operation failed.
    #[error("{path}: {source}")]
    Io {
        /// The path involved.
        path: PathBuf,
        /// The error.
        #[source]
        source: std::io::Error,
    },
    /// The eval program's outputs could not be combined.
    #[error(transparent)]
    Eval(#[from] crate::eval_totals::EvalTotalsError),
    /// The config leaves the mesh to the planner and choosing failed (nothing fits, or the
    /// candidates could not be compiled): the message lists every candidate's verdict.
    #[error("choosing the mesh (the config has no [mesh], or mesh = \"auto\"): {0}")]
    MeshChoice(String),
    /// A batch given by the caller does not meet the data contract; the message names the
    /// field and the first offending position.
    #[error("batch: {0}")]
    Batch(String),
    /// A stop was requested ([`TrainerOptions::stop`](super::TrainerOptions::stop)) during
    /// set-up or an eval; the state on the devices is intact (an eval changes nothing), so a
    /// checkpoint may still be written.
    #[error("stopped by {}", crate::stop::signal_name(*signal))]
    Stopped {
        /// The signal that asked (0: a request without one).
        signal: i32,
    },
    /// The program's outputs or inputs are not what the trainer expects.
    #[error("internal: {0}")]
    Internal(String),
}

/// Result alias of this module.
pub type Result<T> = std::result::Result<T, TrainError>;
