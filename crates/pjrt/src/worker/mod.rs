//! Compiling in a child process: the one worker protocol of the project, both sides of it.
//!
//! A compile that crashes or hangs the compiler must not take the application with it, and
//! libtpu must only ever initialise in an environment we control (the libtpu safety rules,
//! `docs/architecture.md#libtpu-safety-rules`). So compiles can run in a child process, the *worker*: any binary that calls
//! [`run_worker_if_requested`] (or [`run_worker_if_requested_with`]) first thing in `main`
//! (`pjrt-worker` of this crate, `namtrain`, `namtrain-compile-worker`).
//!
//! The parent side is [`Worker`]: it starts the binary with a cleared environment holding only
//! [`PASS_THROUGH_ENV`] (the compiler-relevant `XLA_FLAGS` and `LIBTPU_INIT_ARGS` among them),
//! the caller's extra variables, [`WORKER_ENV`]`=1` and [`WORKER_OUT_ENV`]`=<file>`; it writes
//! the request to the child's stdin, waits (with an optional time limit, killing the child when
//! it passes), and reads the response from the file, so no plugin log line can corrupt it. A
//! child that dies without a response is a [`WorkerError::Crashed`] quoting the end of its
//! stderr.
//!
//! A request names a plugin and either a client to create ([`Worker::compile`]: compile on a
//! fresh client, answer the serialized executable) or a topology
//! ([`crate::DevicelessCompiler`]: describe the topology, optionally compile for it deviceless,
//! answer the executable, its memory plan, fingerprint and optimized program). The worker
//! refuses to load libtpu unless `TPU_SKIP_MDS_QUERY`, `TPU_ACCELERATOR_TYPE`,
//! `TPU_WORKER_ID` and `TPU_WORKER_HOSTNAMES` are set, which only the deviceless parent does
//! (and it runs the child under `unshare -n` where that works).

mod process;
pub(crate) mod proto;
mod serve;

pub use process::{Worker, WorkerError, find_next_to_current_exe};
pub use serve::{run_worker_if_requested, run_worker_if_requested_with};

/// Set to `1` in the worker's environment.
pub const WORKER_ENV: &str = "PJRT_COMPILE_WORKER";
/// The file the worker writes its response to.
pub const WORKER_OUT_ENV: &str = "PJRT_COMPILE_WORKER_OUT";
/// The only parent variables a worker sees (besides the protocol's and the caller's own).
pub const PASS_THROUGH_ENV: [&str; 9] = [
    "PATH",
    "HOME",
    "TMPDIR",
    "LD_LIBRARY_PATH",
    "RUST_BACKTRACE",
    "RUST_LOG",
    "TF_CPP_MIN_LOG_LEVEL",
    "XLA_FLAGS",
    "LIBTPU_INIT_ARGS",
];
/// Variables libtpu must see before it initialises, or it may query a metadata server.
pub(crate) const LIBTPU_REQUIRED_ENV: [&str; 4] = [
    "TPU_SKIP_MDS_QUERY",
    "TPU_ACCELERATOR_TYPE",
    "TPU_WORKER_ID",
    "TPU_WORKER_HOSTNAMES",
];
