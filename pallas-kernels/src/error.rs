//! Errors of the artifact lookup (the backend choice is `nam::backend`'s).

/// What went wrong finding a kernel.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// No exported artifact matches the requested attention shape and parameters.
    #[error(
        "no Pallas attention artifact for {requested}; exported variants:\n{available}\nexport \
         the kernels a config needs with `namtrain kernels export --config <your config>`, or \
         add a [[variant]] for it (batch 1 serves every batch, row by row) to \
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
    /// No exported grouped-matmul variant has the requested name or serves the shape.
    #[error(
        "no Pallas grouped-matmul artifact {requested}; exported [[gmm]] variants:\n\
         {available}\nadd it to pallas-kernels/variants.toml and export it with: {command}"
    )]
    NoGmmVariant {
        /// The requested name (`named "x"`) or shape (`for ..`).
        requested: String,
        /// One line per exported variant.
        available: String,
        /// The command that exports artifacts.
        command: String,
    },
    /// No exported SSD variant matches the requested shape.
    #[error(
        "no Pallas SSD artifact for {requested}; exported [[ssd]] variants:\n{available}\nexport \
         the kernels a config needs with `namtrain kernels export --config <your config>`, or \
         add an [[ssd]] for it (rows 1 serves every row count, row by row) to \
         pallas-kernels/variants.toml and export it with: {command}"
    )]
    NoSsdVariant {
        /// The requested parameters.
        requested: String,
        /// One line per exported variant.
        available: String,
        /// The command that exports artifacts.
        command: String,
    },
    /// No exported M2RNN variant matches the requested shape.
    #[error(
        "no Pallas M2RNN artifact for {requested}; exported [[m2rnn]] variants:\n{available}\n\
         add an [[m2rnn]] for it (rows 1 serves every row count, row by row) to \
         pallas-kernels/variants.toml and export it with: {command}"
    )]
    NoM2rnnVariant {
        /// The requested parameters.
        requested: String,
        /// One line per exported variant.
        available: String,
        /// The command that exports artifacts.
        command: String,
    },
    /// No exported GPU flash-attention variant has the requested name or shape.
    #[error(
        "no GPU flash-attention artifact for {requested}; exported variants:\n{available}\nadd          a [[variant]] of this shape to pallas-kernels/gpu/variants.toml and export it with:          {command}"
    )]
    NoGpuVariant {
        /// The requested parameters.
        requested: String,
        /// One line per exported variant.
        available: String,
        /// The command that exports the GPU artifacts.
        command: String,
    },
    /// An exported kernel set ([`crate::add_kernel_dir`]) is malformed, corrupted or made for
    /// another jax/jaxlib than the built-in kernels.
    #[error("exported kernel {path}: {problem}; {fix}")]
    ExportedKernels {
        /// The file (or directory) at fault.
        path: std::path::PathBuf,
        /// What is wrong with it.
        problem: String,
        /// What to do about it.
        fix: String,
    },
    /// The embedded manifest or an artifact is malformed (re-export the artifacts).
    #[error("pallas-kernels artifacts are inconsistent: {0}; re-export them with: {1}")]
    Artifacts(String, String),
}

/// `Result` with this crate's [`Error`].
pub type Result<T> = std::result::Result<T, Error>;
