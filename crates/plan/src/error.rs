//! What planning can fail with. A program that does not fit is a verdict
//! ([`crate::Verdict`]), never an error.

use std::path::PathBuf;

use train::programs::ProgramError;

use crate::UnknownSlice;

/// Errors of planning (a program that does not fit is a verdict, not an error).
#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    /// The slice name is not one we know.
    #[error(transparent)]
    UnknownSlice(#[from] UnknownSlice),
    /// The config cannot be planned.
    #[error("config: {0}")]
    Config(String),
    /// A `--mesh` restriction does not parse.
    #[error("--mesh {0}")]
    MeshFilter(String),
    /// No mesh is left to plan.
    #[error(
        "no mesh to plan on {devices}: the config accepts {valid:?} ({skipped} factorizations \
         of the devices are invalid for it; `namtrain plan --verbose` lists why); loosen --mesh \
         or change the batch or model so the axes divide"
    )]
    NoMesh {
        /// The devices planned for.
        devices: String,
        /// The meshes the config accepts.
        valid: Vec<String>,
        /// How many factorizations it refuses.
        skipped: usize,
    },
    /// Building a program failed.
    #[error(transparent)]
    Build(#[from] ProgramError),
    /// The executable cache failed.
    #[error("executable cache: {0}")]
    Cache(#[from] train::cache::CacheError),
    /// The deviceless compiler could not be started or could not describe the topology.
    #[error("deviceless compile for {topology} with {plugin}: {source}")]
    Compiler {
        /// The libtpu topology.
        topology: String,
        /// The plugin path.
        plugin: PathBuf,
        /// The error.
        #[source]
        source: pjrt::Error,
    },
    /// No candidate fits the per-device budget: every candidate's verdict, and where to go.
    #[error("{0}")]
    NothingFits(String),
    /// The live client's devices could not be read.
    #[error("reading the client's devices: {0}")]
    Client(#[source] pjrt::Error),
}
