//! Typed errors: every failure names what went wrong and, where we know it, the fix.

use std::path::PathBuf;

/// The status code a PJRT call reported (mirrors `PJRT_Error_Code`, i.e. absl status codes).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    /// `CANCELLED`
    Cancelled,
    /// `UNKNOWN`
    Unknown,
    /// `INVALID_ARGUMENT`
    InvalidArgument,
    /// `DEADLINE_EXCEEDED`
    DeadlineExceeded,
    /// `NOT_FOUND`
    NotFound,
    /// `ALREADY_EXISTS`
    AlreadyExists,
    /// `PERMISSION_DENIED`
    PermissionDenied,
    /// `RESOURCE_EXHAUSTED` (e.g. out of device memory)
    ResourceExhausted,
    /// `FAILED_PRECONDITION`
    FailedPrecondition,
    /// `ABORTED`
    Aborted,
    /// `OUT_OF_RANGE`
    OutOfRange,
    /// `UNIMPLEMENTED`
    Unimplemented,
    /// `INTERNAL`
    Internal,
    /// `UNAVAILABLE`
    Unavailable,
    /// `DATA_LOSS`
    DataLoss,
    /// `UNAUTHENTICATED`
    Unauthenticated,
    /// A code this crate's header does not know (from a newer plugin).
    Other(u32),
}

impl ErrorCode {
    pub(crate) fn from_raw(code: u32) -> Self {
        match code {
            1 => Self::Cancelled,
            2 => Self::Unknown,
            3 => Self::InvalidArgument,
            4 => Self::DeadlineExceeded,
            5 => Self::NotFound,
            6 => Self::AlreadyExists,
            7 => Self::PermissionDenied,
            8 => Self::ResourceExhausted,
            9 => Self::FailedPrecondition,
            10 => Self::Aborted,
            11 => Self::OutOfRange,
            12 => Self::Unimplemented,
            13 => Self::Internal,
            14 => Self::Unavailable,
            15 => Self::DataLoss,
            16 => Self::Unauthenticated,
            other => Self::Other(other),
        }
    }
}

/// Everything that can go wrong in this crate.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// A PJRT call returned an error.
    #[error("{call} failed ({code:?}): {message}")]
    Pjrt {
        /// The C API function that failed, e.g. `PJRT_Client_Compile`.
        call: &'static str,
        /// The plugin's status code.
        code: ErrorCode,
        /// The plugin's message, verbatim.
        message: String,
    },
    /// The plugin answered that it does not support the request (e.g. live memory stats on CPU).
    #[error("{what} is not supported by this plugin: {message}")]
    Unsupported {
        /// What was asked for.
        what: &'static str,
        /// The plugin's message.
        message: String,
    },
    /// The plugin's `PJRT_Api` has no entry for this function (a null pointer).
    #[error("the plugin does not implement {0}; use a newer plugin or avoid this call")]
    NotImplemented(&'static str),
    /// A plugin name or path could not be resolved to a file.
    #[error("PJRT plugin {spec:?} not found; searched: {searched}. {hint}")]
    PluginNotFound {
        /// What the caller asked for (`cpu`, `tpu`, `cuda` or a path).
        spec: String,
        /// The places that were tried, for the message.
        searched: String,
        /// How to fix it.
        hint: &'static str,
    },
    /// `dlopen` refused the file.
    #[error(
        "cannot load PJRT plugin {path}: {reason}. Is it a shared object built for this machine?"
    )]
    PluginLoad {
        /// The file.
        path: PathBuf,
        /// The loader's message.
        reason: String,
    },
    /// The shared object has no `GetPjrtApi` symbol.
    #[error(
        "{path} is a shared object but exports no GetPjrtApi symbol, so it is not a PJRT plugin"
    )]
    NoGetPjrtApi {
        /// The file.
        path: PathBuf,
    },
    /// The plugin's API version cannot work with the header this crate was built with.
    #[error(
        "PJRT plugin {path} implements PJRT C API {plugin_major}.{plugin_minor}, but this build \
         uses header version {header_major}.{header_minor}: {why}"
    )]
    ApiVersion {
        /// The plugin file.
        path: PathBuf,
        /// The plugin's major version.
        plugin_major: i32,
        /// The plugin's minor version.
        plugin_minor: i32,
        /// Our header's major version.
        header_major: i32,
        /// Our header's minor version.
        header_minor: i32,
        /// The reason and the fix.
        why: &'static str,
    },
    /// The plugin wants a larger argument struct than this build knows how to pad.
    #[error(
        "{call}: the plugin (PJRT API {plugin_major}.{plugin_minor}) expects {expected}-byte \
         arguments, this build (header {header_major}.{header_minor}) passes {given}; rebuild \
         pjrt-sys against a newer pjrt_c_api.h (PJRT_C_API_HEADER) or use an older plugin"
    )]
    StructSize {
        /// The C API function.
        call: &'static str,
        /// The size the plugin expects.
        expected: usize,
        /// The size we passed.
        given: usize,
        /// The plugin's major version.
        plugin_major: i32,
        /// The plugin's minor version.
        plugin_minor: i32,
        /// Our header's major version.
        header_major: i32,
        /// Our header's minor version.
        header_minor: i32,
    },
    /// The caller passed something inconsistent (shapes, counts, dtypes, indices).
    #[error("{0}")]
    InvalidArgument(String),
    /// An executing TPU client was requested on a host without TPU device files.
    #[error(
        "no TPU on this host; use --topology for deviceless compile (no /dev/accel* or /dev/vfio/* found)"
    )]
    NoTpu,
    /// A CUDA plugin was asked for on a host without an NVIDIA GPU.
    #[error(
        "no NVIDIA GPU on this host (no /dev/nvidia<N>, none in /proc/driver/nvidia/gpus): run on a machine \
         with one and its driver, or use --plugin cpu"
    )]
    NoGpu,
    /// A call of the plugin's profiler extension failed.
    #[error("{what}: {message} (code {code})")]
    Profiler {
        /// What was being done.
        what: String,
        /// The plugin's status code (`absl::StatusCode`), 0 where it gave none.
        code: i32,
        /// The plugin's message.
        message: String,
    },
    /// A compile worker process failed: crashed, timed out, or reported an error.
    #[error(transparent)]
    Worker(#[from] crate::worker::WorkerError),
    /// A protobuf could not be decoded.
    #[error("cannot decode {what}: {source}")]
    Decode {
        /// The message being decoded.
        what: &'static str,
        /// The decoder's error.
        source: prost::DecodeError,
    },
    /// An I/O error with context.
    #[error("{context}: {source}")]
    Io {
        /// What we were doing.
        context: String,
        /// The OS error.
        source: std::io::Error,
    },
}

impl Error {
    /// True when the plugin said the operation is unsupported (not a failure of the program).
    pub fn is_unsupported(&self) -> bool {
        matches!(self, Error::Unsupported { .. })
    }

    /// The PJRT status code, when the error came from the plugin.
    pub fn code(&self) -> Option<ErrorCode> {
        match self {
            Error::Pjrt { code, .. } => Some(*code),
            _ => None,
        }
    }

    pub(crate) fn invalid(msg: impl Into<String>) -> Self {
        Error::InvalidArgument(msg.into())
    }
}

/// Shorthand for this crate's results.
pub type Result<T, E = Error> = std::result::Result<T, E>;
