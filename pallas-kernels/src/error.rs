//! Errors of the artifact lookup and the backend choice.

/// What went wrong choosing a backend or finding a kernel.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The attention backend string is not one of `pallas`, `xla`, `auto`.
    #[error("unknown attention backend {0:?}: use \"pallas\", \"xla\" or \"auto\"")]
    UnknownBackend(String),
    /// `pallas` was asked for on a platform that cannot run Mosaic kernels.
    #[error(
        "attention backend \"pallas\" needs a TPU, but the platform is {platform:?}; use \
         --attention xla (or auto, which picks xla off TPU)"
    )]
    PallasNeedsTpu {
        /// The PJRT platform name (e.g. `cpu`).
        platform: String,
    },
    /// No exported artifact matches the requested attention shape and parameters.
    #[error(
        "no Pallas attention artifact for {requested}; exported variants:\n{available}\nadd a \
         [[variant]] for it (batch 1 serves every batch, row by row) to \
         pallas-kernels/variants.toml and export it with: {command}"
    )]
    NoVariant {
        /// The requested parameters.
        requested: String,
        /// One line per exported variant.
        available: String,
        /// The command that exports artifacts.
        command: String,
    },
    /// The embedded manifest or an artifact is malformed (re-export the artifacts).
    #[error("pallas-kernels artifacts are inconsistent: {0}; re-export them with: {1}")]
    Artifacts(String, String),
}

/// `Result` with this crate's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;
