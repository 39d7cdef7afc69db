//! Crash-proof compiles: the program is compiled in a child process (the application
//! re-executes itself as a compile worker), which returns the serialized executable; the
//! parent loads it with `PJRT_Executable_DeserializeAndLoad`. A compiler crash or a hang
//! becomes a [`CompileWorkerError`] naming the program hash and the plugin; the parent lives on.
//!
//! # Wiring
//!
//! A binary that may serve as the worker calls [`run_worker_if_requested`] first thing in
//! `main` (namtrain does). The parent starts [`CompileWorker::worker`] with a controlled
//! environment: cleared, then `NAMTRAIN_COMPILE_WORKER=1`,
//! `NAMTRAIN_COMPILE_WORKER_OUT=<file>`, and only the variables in [`PASS_THROUGH_ENV`]
//! (the compiler-relevant ones among them, as they are part of the cache key). The request
//! (plugin, client options, program, compile options) goes over stdin; the response is written
//! to the file, so plugin log lines cannot corrupt it.
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

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use pjrt::{Client, CompileOptions, LoadedExecutable, NamedValue, Plugin, PluginKind, Value};
use prost::Message;

use crate::cache::{CacheError, Cached, CompileTarget, ExecutableCache, KeyComponents, sha256_hex};

/// Set to `1` in the worker's environment.
pub const WORKER_ENV: &str = "NAMTRAIN_COMPILE_WORKER";
/// The stand-alone worker binary of this crate, for programs whose own `main` does not serve.
pub const WORKER_BIN: &str = "namtrain-compile-worker";
/// The file the worker writes its response to.
pub const WORKER_OUT_ENV: &str = "NAMTRAIN_COMPILE_WORKER_OUT";
/// Fault injection: the worker aborts before compiling a program whose sha256 starts with this
/// (`*`: every program).
pub const ABORT_ON_ENV: &str = "NAMTRAIN_COMPILE_WORKER_ABORT_ON";
/// Fault injection: the worker hangs before compiling a program whose sha256 starts with this.
pub const HANG_ON_ENV: &str = "NAMTRAIN_COMPILE_WORKER_HANG_ON";
/// The only parent variables the worker sees (besides its own protocol variables).
pub const PASS_THROUGH_ENV: [&str; 12] = [
    "PATH",
    "HOME",
    "TMPDIR",
    "LD_LIBRARY_PATH",
    "RUST_BACKTRACE",
    "RUST_LOG",
    "TF_CPP_MIN_LOG_LEVEL",
    "XLA_FLAGS",
    "LIBTPU_INIT_ARGS",
    "TPU_ACCELERATOR_TYPE",
    ABORT_ON_ENV,
    HANG_ON_ENV,
];
/// The default limit on one compile.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(30 * 60);
/// How much of the worker's stderr an error quotes.
const STDERR_TAIL: usize = 2000;

/// A compile in the worker that did not produce an executable.
#[derive(Debug, thiserror::Error)]
pub enum CompileWorkerError {
    /// The worker died without answering (signal, abort, exit without a result).
    #[error(
        "the compile worker crashed compiling program {program_sha256:.12} with plugin {plugin} \
         ({status}); this process is unaffected. Compile in-process to debug, or report the \
         program hash with the plugin version. Worker stderr ends:\n{stderr_tail}"
    )]
    Crashed {
        /// sha256 of the program text.
        program_sha256: String,
        /// The plugin path.
        plugin: PathBuf,
        /// How the worker ended.
        status: String,
        /// The end of its stderr.
        stderr_tail: String,
    },
    /// The compile took longer than the timeout; the worker was killed.
    #[error(
        "compiling program {program_sha256:.12} with plugin {plugin} took longer than \
         {seconds:.0} s; the compile worker was killed. Raise the compile timeout if the program \
         is just large. Worker stderr ends:\n{stderr_tail}"
    )]
    TimedOut {
        /// sha256 of the program text.
        program_sha256: String,
        /// The plugin path.
        plugin: PathBuf,
        /// The limit.
        seconds: f64,
        /// The end of its stderr.
        stderr_tail: String,
    },
    /// The compiler reported an error (the worker itself was fine).
    #[error("compiling program {program_sha256:.12} with plugin {plugin} failed: {message}")]
    Compile {
        /// sha256 of the program text.
        program_sha256: String,
        /// The plugin path.
        plugin: PathBuf,
        /// The compiler's (or plugin's) message.
        message: String,
    },
    /// No binary that serves the worker protocol was found.
    #[error(
        "no compile worker: this program's main does not call \
         train::compile_worker::run_worker_if_requested() and no {WORKER_BIN} was found at \
         {looked:?}; call it first in main, build the worker (cargo build -p namtrain-train \
         --bin {WORKER_BIN}), or compile in-process"
    )]
    NotFound {
        /// The paths tried.
        looked: Vec<PathBuf>,
    },
    /// The worker could not be started or talked to.
    #[error("compile worker {worker}: {context}: {source}")]
    Io {
        /// The worker binary.
        worker: PathBuf,
        /// What was being done.
        context: &'static str,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// The worker answered something that does not decode.
    #[error(
        "the compile worker {worker} answered an undecodable response ({detail}); is it a \
         binary that calls train::compile_worker::run_worker_if_requested() first in main?"
    )]
    Protocol {
        /// The worker binary.
        worker: PathBuf,
        /// The decode problem.
        detail: String,
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
    pub fn worker(&self) -> Result<PathBuf, CompileWorkerError> {
        if let Some(w) = &self.worker {
            return Ok(w.clone());
        }
        let exe = std::env::current_exe().map_err(|source| CompileWorkerError::Io {
            worker: PathBuf::from("<current executable>"),
            context: "finding the current executable",
            source,
        })?;
        if SERVES_AS_WORKER.load(Ordering::Relaxed) {
            return Ok(exe);
        }
        let dir = exe.parent().unwrap_or(Path::new("."));
        let looked = vec![dir.join(WORKER_BIN), dir.join("..").join(WORKER_BIN)];
        match looked.iter().find(|p| p.is_file()) {
            Some(found) => Ok(found.clone()),
            None => Err(CompileWorkerError::NotFound { looked }),
        }
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
        let program_sha256 = sha256_hex(program.as_bytes());
        let request = proto::Request {
            plugin_path: plugin.to_string_lossy().into_owned(),
            client_options: client_options.iter().map(proto::Opt::from_named).collect(),
            program: program.to_string(),
            options: Some(proto::Options::from_options(options)),
        };
        let worker = self.worker()?;
        let out_file = unique_temp_path();
        let io_err = |context: &'static str| {
            let worker = worker.clone();
            move |source| CompileWorkerError::Io {
                worker,
                context,
                source,
            }
        };
        let mut cmd = Command::new(&worker);
        cmd.env_clear();
        for var in PASS_THROUGH_ENV {
            if let Some(v) = std::env::var_os(var) {
                cmd.env(var, v);
            }
        }
        for (k, v) in &self.extra_env {
            cmd.env(k, v);
        }
        cmd.env(WORKER_ENV, "1")
            .env(WORKER_OUT_ENV, &out_file)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        let start = Instant::now();
        let mut child = cmd.spawn().map_err(io_err("starting it"))?;
        // Drain stderr on a thread so a chatty compiler cannot block on a full pipe.
        let mut stderr = child.stderr.take().expect("stderr is piped");
        let stderr_reader = std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = stderr.read_to_end(&mut buf);
            String::from_utf8_lossy(&buf).into_owned()
        });
        // The worker reads all of stdin before it does anything else.
        let sent = child
            .stdin
            .take()
            .map(|mut stdin| stdin.write_all(&request.encode_to_vec()))
            .unwrap_or(Ok(()));
        let status = loop {
            match child.try_wait().map_err(io_err("waiting for it"))? {
                Some(status) => break Some(status),
                None if start.elapsed() >= self.timeout => break None,
                None => std::thread::sleep(Duration::from_millis(20)),
            }
        };
        let timed_out = status.is_none();
        if timed_out {
            // Our own child, by handle: kill it and reap it.
            let _ = child.kill();
            let _ = child.wait();
        }
        let stderr_tail = tail(&stderr_reader.join().unwrap_or_default(), STDERR_TAIL).to_string();
        let result = std::fs::read(&out_file);
        let _ = std::fs::remove_file(&out_file);
        let Some(status) = status else {
            return Err(CompileWorkerError::TimedOut {
                program_sha256,
                plugin: plugin.to_path_buf(),
                seconds: self.timeout.as_secs_f64(),
                stderr_tail,
            });
        };
        let bytes = match result {
            Ok(bytes) if status.success() => bytes,
            _ => {
                let status = match sent {
                    Err(e) => format!("{status}; the request could not be sent: {e}"),
                    Ok(()) => describe_status(status),
                };
                return Err(CompileWorkerError::Crashed {
                    program_sha256,
                    plugin: plugin.to_path_buf(),
                    status,
                    stderr_tail,
                });
            }
        };
        let response = proto::Response::decode(bytes.as_slice()).map_err(|e| {
            CompileWorkerError::Protocol {
                worker: worker.clone(),
                detail: e.to_string(),
            }
        })?;
        if !response.error.is_empty() {
            return Err(CompileWorkerError::Compile {
                program_sha256,
                plugin: plugin.to_path_buf(),
                message: response.error,
            });
        }
        Ok(response.serialized_executable)
    }

    fn compile_tpu_deviceless(
        &self,
        plugin: &Path,
        program_sha256: &str,
        program: &str,
        options: &CompileOptions,
    ) -> Result<Vec<u8>, CompileWorkerError> {
        let compile_err = |message: String| CompileWorkerError::Compile {
            program_sha256: program_sha256.to_string(),
            plugin: plugin.to_path_buf(),
            message,
        };
        let accelerator = std::env::var("TPU_ACCELERATOR_TYPE").map_err(|_| {
            compile_err(
                "TPU_ACCELERATOR_TYPE is not set, so the slice to compile for is unknown; \
                 compile in-process on TPU VMs without it"
                    .into(),
            )
        })?;
        let slice =
            crate::plan::Slice::parse(&accelerator).map_err(|e| compile_err(e.to_string()))?;
        let compiler = pjrt::DevicelessCompiler::new(plugin, &slice.topology)
            .map_err(|e| compile_err(e.to_string()))?
            .with_options(slice.create_options())
            .with_worker(self.worker()?);
        compiler
            .compile(program, options)
            .map(|r| r.serialized_executable)
            .map_err(|e| compile_err(e.to_string()))
    }
}

/// [`ExecutableCache::get_or_compile`] with the compile (on a miss) in `worker`: what a trainer
/// calls when crash-proof compiles are on. A worker failure is a [`CacheError::Compile`] whose
/// message is the [`CompileWorkerError`]'s.
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
            .map_err(|e| pjrt::Error::Worker(e.to_string()))
    })
}

/// Set by [`run_worker_if_requested`]: this executable serves the worker protocol.
static SERVES_AS_WORKER: AtomicBool = AtomicBool::new(false);

/// If this process was started as a compile worker, does the work and exits; otherwise
/// returns immediately, and the current executable becomes the default worker. Call it first
/// in `main` of any binary used as the worker.
pub fn run_worker_if_requested() {
    if std::env::var_os(WORKER_ENV).is_none_or(|v| v != "1") {
        SERVES_AS_WORKER.store(true, Ordering::Relaxed);
        return;
    }
    let Some(out_path) = std::env::var_os(WORKER_OUT_ENV) else {
        eprintln!(
            "namtrain compile worker: {WORKER_OUT_ENV} is not set; start it with CompileWorker"
        );
        std::process::exit(2);
    };
    let response = match serve_stdin() {
        Ok(bytes) => proto::Response {
            error: String::new(),
            serialized_executable: bytes,
        },
        Err(error) => proto::Response {
            error,
            serialized_executable: Vec::new(),
        },
    };
    if let Err(e) = std::fs::write(&out_path, response.encode_to_vec()) {
        eprintln!(
            "namtrain compile worker: cannot write {}: {e}",
            Path::new(&out_path).display()
        );
        std::process::exit(2);
    }
    std::process::exit(0);
}

fn serve_stdin() -> Result<Vec<u8>, String> {
    let mut input = Vec::new();
    std::io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("reading the request from stdin: {e}"))?;
    let request = proto::Request::decode(input.as_slice())
        .map_err(|e| format!("decoding the request: {e}"))?;
    let sha = sha256_hex(request.program.as_bytes());
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
    let plugin = Plugin::load_path(Path::new(&request.plugin_path)).map_err(|e| e.to_string())?;
    let options: Vec<NamedValue> = request
        .client_options
        .iter()
        .map(proto::Opt::to_named)
        .collect();
    let client = Client::new(plugin, &pjrt::ClientOptions { options })
        .map_err(|e| format!("creating a client: {e}"))?;
    let compile_options = request.options.unwrap_or_default().to_options();
    let exe = client
        .compile(&request.program, &compile_options)
        .map_err(|e| e.to_string())?;
    exe.serialize().map_err(|e| format!("serializing: {e}"))
}

fn describe_status(status: std::process::ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            let name = match sig {
                6 => " (SIGABRT)",
                9 => " (SIGKILL: killed, e.g. out of host memory)",
                11 => " (SIGSEGV)",
                _ => "",
            };
            return format!("killed by signal {sig}{name}");
        }
    }
    match status.code() {
        Some(0) => "exited without writing a result".to_string(),
        Some(code) => format!("exit code {code}"),
        None => status.to_string(),
    }
}

fn unique_temp_path() -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    std::env::temp_dir().join(format!(
        "namtrain-compile-{}-{n}-{nanos}.pb",
        std::process::id()
    ))
}

fn tail(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut start = s.len() - max;
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..]
}

/// The worker protocol's messages.
mod proto {
    use super::{CompileOptions, NamedValue, Value};

    /// What the parent asks for.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Request {
        #[prost(string, tag = "1")]
        pub plugin_path: String,
        #[prost(message, repeated, tag = "2")]
        pub client_options: Vec<Opt>,
        #[prost(string, tag = "3")]
        pub program: String,
        #[prost(message, optional, tag = "4")]
        pub options: Option<Options>,
    }

    /// What the worker answers.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Response {
        /// Non-empty when the compile failed: the error's message.
        #[prost(string, tag = "1")]
        pub error: String,
        #[prost(bytes = "vec", tag = "2")]
        pub serialized_executable: Vec<u8>,
    }

    /// A client create option on the wire.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Opt {
        #[prost(string, tag = "1")]
        pub name: String,
        #[prost(oneof = "OptValue", tags = "2, 3, 4, 5, 6")]
        pub value: Option<OptValue>,
    }

    /// The value of a client option.
    #[derive(Clone, PartialEq, prost::Oneof)]
    pub enum OptValue {
        #[prost(string, tag = "2")]
        Str(String),
        #[prost(int64, tag = "3")]
        Int(i64),
        #[prost(message, tag = "4")]
        Ints(Ints),
        #[prost(float, tag = "5")]
        Float(f32),
        #[prost(bool, tag = "6")]
        Bool(bool),
    }

    /// A list of integers.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Ints {
        #[prost(int64, repeated, tag = "1")]
        pub values: Vec<i64>,
    }

    impl Opt {
        pub fn from_named(nv: &NamedValue) -> Self {
            let value = match &nv.value {
                Value::String(s) => OptValue::Str(s.clone()),
                Value::Int64(v) => OptValue::Int(*v),
                Value::Int64List(v) => OptValue::Ints(Ints { values: v.clone() }),
                Value::Float(v) => OptValue::Float(*v),
                Value::Bool(v) => OptValue::Bool(*v),
            };
            Opt {
                name: nv.name.clone(),
                value: Some(value),
            }
        }

        pub fn to_named(&self) -> NamedValue {
            let value = match &self.value {
                Some(OptValue::Str(s)) => Value::String(s.clone()),
                Some(OptValue::Int(v)) => Value::Int64(*v),
                Some(OptValue::Ints(l)) => Value::Int64List(l.values.clone()),
                Some(OptValue::Float(v)) => Value::Float(*v),
                Some(OptValue::Bool(v)) => Value::Bool(*v),
                None => Value::String(String::new()),
            };
            NamedValue {
                name: self.name.clone(),
                value,
            }
        }
    }

    /// [`CompileOptions`] on the wire (the device assignment flattened, replica-major).
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Options {
        #[prost(int64, tag = "1")]
        pub num_replicas: i64,
        #[prost(int64, tag = "2")]
        pub num_partitions: i64,
        #[prost(bool, tag = "3")]
        pub use_spmd_partitioning: bool,
        #[prost(bool, tag = "4")]
        pub use_shardy_partitioner: bool,
        #[prost(bool, tag = "5")]
        pub has_device_assignment: bool,
        #[prost(int64, tag = "6")]
        pub assignment_replicas: i64,
        #[prost(int64, repeated, tag = "7")]
        pub assignment: Vec<i64>,
    }

    impl Options {
        pub fn from_options(o: &CompileOptions) -> Self {
            Options {
                num_replicas: o.num_replicas,
                num_partitions: o.num_partitions,
                use_spmd_partitioning: o.use_spmd_partitioning,
                use_shardy_partitioner: o.use_shardy_partitioner,
                has_device_assignment: o.device_assignment.is_some(),
                assignment_replicas: o.device_assignment.as_ref().map_or(0, |d| d.len() as i64),
                assignment: o
                    .device_assignment
                    .iter()
                    .flatten()
                    .flatten()
                    .copied()
                    .collect(),
            }
        }

        pub fn to_options(&self) -> CompileOptions {
            let device_assignment = self.has_device_assignment.then(|| {
                let replicas = self.assignment_replicas.max(1) as usize;
                let per = self.assignment.len() / replicas;
                self.assignment
                    .chunks(per.max(1))
                    .map(<[i64]>::to_vec)
                    .collect()
            });
            CompileOptions {
                num_replicas: self.num_replicas,
                num_partitions: self.num_partitions,
                use_spmd_partitioning: self.use_spmd_partitioning,
                use_shardy_partitioner: self.use_shardy_partitioner,
                device_assignment,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::proto::Options;
    use super::*;

    #[test]
    fn compile_options_survive_the_wire_with_their_proto_bytes() {
        let cases = [
            CompileOptions::single_device(),
            CompileOptions::shardy(8),
            CompileOptions {
                device_assignment: Some(vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]),
                ..CompileOptions::spmd(4)
            },
        ];
        for o in cases {
            let back = Options::decode(Options::from_options(&o).encode_to_vec().as_slice())
                .unwrap()
                .to_options();
            // The serialized proto is what the compiler and the cache key see.
            assert_eq!(back.to_proto_bytes(), o.to_proto_bytes(), "{o:?}");
        }
    }
}
