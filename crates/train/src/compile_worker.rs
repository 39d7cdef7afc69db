//! Crash-proof compiles: the program is compiled in a child process (the application
//! re-executes itself as a compile worker), which returns the serialized executable; the
//! parent loads it with `PJRT_Executable_DeserializeAndLoad`. A compiler crash or a hang
//! becomes a [`CompileWorkerError`] naming the program hash and the plugin; the parent lives on.
//!
//! # Wiring
//!
//! The process, its environment and the protocol are [`pjrt::worker`]'s; this module adds the
//! trainer's defaults (a time limit, the choice of binary), fault injection and the executable
//! cache. A binary that may serve as the worker calls [`run_worker_if_requested`] first thing in
//! `main` (namtrain does); it serves both live-client and deviceless requests.
//!
//! The worker binary is, unless set with [`CompileWorker::with_worker`]: the current executable
//! when its `main` called [`run_worker_if_requested`] (so a binary that does not serve the
//! protocol is never re-executed as a worker), else [`WORKER_BIN`] next to the current
//! executable or one directory above it (which finds `target/<profile>/namtrain-compile-worker`
//! from test binaries in `target/<profile>/deps/` and from examples).
//!
//! The worker creates its own client on the plugin. For libtpu that would contend with the
//! parent for the chips, so TPU programs are compiled deviceless for the slice named by
//! `TPU_ACCELERATOR_TYPE` (the [`pjrt::DevicelessCompiler`] path), which loads on the VM.
//!
//! # Fault injection
//!
//! For tests and drills, [`ABORT_ON_ENV`] / [`HANG_ON_ENV`] (in the parent's environment or
//! set with [`CompileWorker::with_env`]) hold a program sha256 prefix (`*`: any program): the
//! worker aborts, or sleeps forever, before compiling that program.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use pjrt::worker::{Worker, WorkerError, find_next_to_current_exe};
use pjrt::{Client, CompileOptions, LoadedExecutable, NamedValue, PluginKind};

use data::digest::sha256_hex;

use crate::cache::{CacheError, Cached, CompileTarget, ExecutableCache, KeyComponents};

/// The stand-alone worker binary of this crate, for programs whose own `main` does not serve.
pub const WORKER_BIN: &str = "namtrain-compile-worker";
/// Fault injection: the worker aborts before compiling a program whose sha256 starts with this
/// (`*`: every program).
pub const ABORT_ON_ENV: &str = "NAMTRAIN_COMPILE_WORKER_ABORT_ON";
/// Fault injection: the worker hangs before compiling a program whose sha256 starts with this.
pub const HANG_ON_ENV: &str = "NAMTRAIN_COMPILE_WORKER_HANG_ON";
/// The default limit on one compile.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30 * 60);

/// A compile in the worker that did not produce an executable.
#[derive(Debug, thiserror::Error)]
pub enum CompileWorkerError {
    /// The worker did not answer with an executable: `source` says why (a
    /// [`pjrt::Error::Worker`] when the worker crashed, timed out or reported the compiler's
    /// error; it names the plugin).
    #[error("compiling program {program_sha256:.12}: {source}")]
    Compile {
        /// sha256 of the program text.
        program_sha256: String,
        /// What went wrong.
        #[source]
        source: pjrt::Error,
    },
    /// The TPU slice to compile for is unknown (`TPU_ACCELERATOR_TYPE`).
    #[error("compiling program {program_sha256:.12} for TPU with plugin {plugin}: {message}")]
    UnknownSlice {
        /// sha256 of the program text.
        program_sha256: String,
        /// The plugin path.
        plugin: PathBuf,
        /// What is missing or malformed, and the fix.
        message: String,
    },
    /// The parent's plugin refused the worker's executable.
    #[error(
        "loading program {program_sha256:.12}'s executable from the compile worker into the \
         client ({plugin}): {source}"
    )]
    Load {
        /// sha256 of the program text.
        program_sha256: String,
        /// The plugin path.
        plugin: PathBuf,
        /// The plugin's error.
        #[source]
        source: pjrt::Error,
    },
}

/// Compiles programs in a child process with a controlled environment and a timeout.
#[derive(Debug, Clone)]
pub struct CompileWorker {
    worker: Option<PathBuf>,
    timeout: Duration,
    extra_env: Vec<(String, String)>,
}

impl Default for CompileWorker {
    fn default() -> Self {
        Self::new()
    }
}

impl CompileWorker {
    /// A worker that is the current executable, with [`DEFAULT_TIMEOUT`].
    pub fn new() -> Self {
        CompileWorker {
            worker: None,
            timeout: DEFAULT_TIMEOUT,
            extra_env: Vec::new(),
        }
    }

    /// Uses `exe` as the worker (it must call [`run_worker_if_requested`] first in `main`).
    pub fn with_worker(mut self, exe: impl Into<PathBuf>) -> Self {
        self.worker = Some(exe.into());
        self
    }

    /// Limits each compile to `timeout`.
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = timeout;
        self
    }

    /// Adds a variable to the worker's environment (e.g. [`ABORT_ON_ENV`] in tests).
    pub fn with_env(mut self, name: &str, value: &str) -> Self {
        self.extra_env.push((name.to_string(), value.to_string()));
        self
    }

    /// The worker binary this compiler starts (see the module docs for the search).
    pub fn worker(&self) -> Result<PathBuf, WorkerError> {
        if let Some(w) = &self.worker {
            return Ok(w.clone());
        }
        if SERVES_AS_WORKER.load(Ordering::Relaxed) {
            return std::env::current_exe().map_err(|source| WorkerError::Io {
                worker: PathBuf::from("<current executable>"),
                context: "finding the current executable",
                source,
            });
        }
        find_next_to_current_exe(
            WORKER_BIN,
            "this program's main does not call train::compile_worker::run_worker_if_requested(); \
             call it first in main, build the worker (cargo build -p namtrain-train --bin \
             namtrain-compile-worker), or compile in-process",
        )
    }

    /// The worker process: the binary, the time limit, fault injection from this process's
    /// environment, then the variables set with [`CompileWorker::with_env`].
    fn process(&self) -> Result<Worker, WorkerError> {
        let mut worker = Worker::new(self.worker()?).with_timeout(self.timeout);
        for var in [ABORT_ON_ENV, HANG_ON_ENV] {
            if let Ok(v) = std::env::var(var) {
                worker = worker.with_env(var, &v);
            }
        }
        for (k, v) in &self.extra_env {
            worker = worker.with_env(k, v);
        }
        Ok(worker)
    }

    /// Compiles `program` for `client`'s plugin and devices in the worker and loads the result
    /// into `client`.
    pub fn compile_and_load(
        &self,
        client: &Client,
        program: &str,
        options: &CompileOptions,
    ) -> Result<LoadedExecutable, CompileWorkerError> {
        let bytes = self.compile_for(client, program, options)?;
        client
            .deserialize_and_load(&bytes)
            .map_err(|source| CompileWorkerError::Load {
                program_sha256: sha256_hex(program.as_bytes()),
                plugin: client.plugin().path().to_path_buf(),
                source,
            })
    }

    /// Compiles `program` for `client`'s plugin and devices in the worker and returns the
    /// serialized executable (load it with `deserialize_and_load`).
    pub fn compile_for(
        &self,
        client: &Client,
        program: &str,
        options: &CompileOptions,
    ) -> Result<Vec<u8>, CompileWorkerError> {
        let plugin = client.plugin().path().to_path_buf();
        if client.plugin().kind() == PluginKind::Tpu {
            let sha = sha256_hex(program.as_bytes());
            return self.compile_tpu_deviceless(&plugin, &sha, program, options);
        }
        let devices = client
            .addressable_devices()
            .map_err(|source| CompileWorkerError::Load {
                program_sha256: sha256_hex(program.as_bytes()),
                plugin: plugin.clone(),
                source,
            })?
            .len();
        let client_options = if client.plugin().kind() == PluginKind::Cpu {
            vec![NamedValue::new("cpu_device_count", devices as i64)]
        } else {
            Vec::new()
        };
        self.compile_serialized(&plugin, &client_options, program, options)
    }

    /// Compiles `program` in the worker on a fresh client of the plugin at `plugin` (created
    /// with `client_options`) and returns the serialized executable.
    pub fn compile_serialized(
        &self,
        plugin: &Path,
        client_options: &[NamedValue],
        program: &str,
        options: &CompileOptions,
    ) -> Result<Vec<u8>, CompileWorkerError> {
        self.process()
            .and_then(|worker| worker.compile(plugin, client_options, program, options))
            .map_err(|e| CompileWorkerError::Compile {
                program_sha256: sha256_hex(program.as_bytes()),
                source: e.into(),
            })
    }

    fn compile_tpu_deviceless(
        &self,
        plugin: &Path,
        program_sha256: &str,
        program: &str,
        options: &CompileOptions,
    ) -> Result<Vec<u8>, CompileWorkerError> {
        let unknown_slice = |message: String| CompileWorkerError::UnknownSlice {
            program_sha256: program_sha256.to_string(),
            plugin: plugin.to_path_buf(),
            message,
        };
        let compile_err = |source: pjrt::Error| CompileWorkerError::Compile {
            program_sha256: program_sha256.to_string(),
            source,
        };
        let accelerator = std::env::var("TPU_ACCELERATOR_TYPE").map_err(|_| {
            unknown_slice(
                "TPU_ACCELERATOR_TYPE is not set, so the slice to compile for is unknown; \
                 compile in-process on TPU VMs without it"
                    .into(),
            )
        })?;
        let slice =
            crate::slice::Slice::parse(&accelerator).map_err(|e| unknown_slice(e.to_string()))?;
        let worker = self.worker().map_err(|e| compile_err(e.into()))?;
        pjrt::DevicelessCompiler::new(plugin, &slice.topology)
            .map_err(compile_err)?
            .with_options(slice.create_options())
            .with_worker(worker)
            .with_timeout(self.timeout)
            .compile(program, options)
            .map(|r| r.serialized_executable)
            .map_err(compile_err)
    }
}

/// [`ExecutableCache::get_or_compile`] with the compile (on a miss) in `worker`: what a trainer
/// calls when crash-proof compiles are on. A worker failure is a [`CacheError::Compile`]
/// carrying the worker's error.
pub fn get_or_compile_in_worker(
    cache: &ExecutableCache,
    worker: &CompileWorker,
    client: &Client,
    program_text: &str,
    options: &CompileOptions,
    topology: &str,
) -> Result<Cached, CacheError> {
    let target = CompileTarget::of_client(client, topology)?;
    let components = KeyComponents::new(program_text, options, &target);
    cache.get_or_compile_serialized(client, &components, &options.to_proto_bytes(), || {
        worker
            .compile_for(client, program_text, options)
            .map_err(|e| match e {
                // The cache's error names the program already.
                CompileWorkerError::Compile { source, .. } => source,
                other => pjrt::Error::InvalidArgument(other.to_string()),
            })
    })
}

/// Set by [`run_worker_if_requested`]: this executable serves the worker protocol.
static SERVES_AS_WORKER: AtomicBool = AtomicBool::new(false);

/// If this process was started as a compile worker, does the work (with this module's fault
/// injection) and exits; otherwise returns immediately, and the current executable becomes the
/// default worker. Call it first in `main` of any binary used as the worker, instead of
/// [`pjrt::worker::run_worker_if_requested`].
pub fn run_worker_if_requested() {
    pjrt::worker::run_worker_if_requested_with(inject_faults);
    SERVES_AS_WORKER.store(true, Ordering::Relaxed);
}

/// In the worker: aborts or hangs before compiling `program` when [`ABORT_ON_ENV`] or
/// [`HANG_ON_ENV`] matches its hash.
fn inject_faults(program: &str) {
    let sha = sha256_hex(program.as_bytes());
    let injected = |var: &str| {
        std::env::var(var)
            .ok()
            .filter(|p| !p.is_empty() && (p == "*" || sha.starts_with(p.as_str())))
            .is_some()
    };
    if injected(ABORT_ON_ENV) {
        eprintln!("namtrain compile worker: {ABORT_ON_ENV} matches program {sha:.12}; aborting");
        std::process::abort();
    }
    if injected(HANG_ON_ENV) {
        eprintln!("namtrain compile worker: {HANG_ON_ENV} matches program {sha:.12}; hanging");
        loop {
            std::thread::sleep(Duration::from_secs(3600));
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_compiler_variable_of_the_cache_key_reaches_the_worker() {
        // Otherwise a worker's executable would be stored under a key naming flags its
        // compiler never saw.
        for var in crate::cache::COMPILER_ENV {
            assert!(pjrt::worker::PASS_THROUGH_ENV.contains(&var), "{var}");
        }
    }
}
