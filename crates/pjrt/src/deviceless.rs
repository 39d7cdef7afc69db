//! `DevicelessCompiler`: compile for a TPU topology on a host without TPUs, in a child process
//! with a controlled environment (DESIGN.md's libtpu safety rule).
//!
//! The child is a worker binary (see [`crate::worker`]): by default `$PJRT_WORKER`, else
//! `pjrt-worker` next to the current executable or one directory above it (which finds
//! `target/<profile>/pjrt-worker` from test binaries in `target/<profile>/deps/`). Its
//! environment is cleared except for a few harmless variables, and set to
//! `TPU_SKIP_MDS_QUERY=1`, `TPU_ACCELERATOR_TYPE=<gen>-<chips>`, `TPU_WORKER_ID=0`,
//! `TPU_WORKER_HOSTNAMES=localhost` (and `ALLOW_MULTIPLE_LIBTPU_LOAD=1`, as no device is
//! opened). Where `unshare -n` works, the child runs without network.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicU64, Ordering};

use prost::Message;

use crate::compile_options::CompileOptions;
use crate::device::DeviceDescription;
use crate::error::{Error, Result};
use crate::executable::CompiledMemoryStats;
use crate::named_value::NamedValue;
use crate::optimized_program::OptimizedProgram;
use crate::topology::TopologyName;
use crate::worker::{WORKER_ENV, WORKER_OUT_ENV, proto};

/// Environment variables passed through to the worker (nothing else is).
const PASS_THROUGH_ENV: [&str; 6] = [
    "PATH",
    "HOME",
    "TMPDIR",
    "LD_LIBRARY_PATH",
    "RUST_BACKTRACE",
    "TF_CPP_MIN_LOG_LEVEL",
];

/// What a topology looks like, as the plugin describes it.
#[derive(Debug, Clone, PartialEq)]
pub struct TopologyReport {
    /// Platform name (`tpu`).
    pub platform_name: String,
    /// Platform version.
    pub platform_version: String,
    /// The plugin's PJRT API version.
    pub api_version: (i32, i32),
    /// The StableHLO versions the plugin accepts, `(minimum, current)`, if it says.
    pub stablehlo_range: Option<(Vec<i64>, Vec<i64>)>,
    /// The topology's devices.
    pub devices: Vec<DeviceDescription>,
}

/// The result of a deviceless compile.
#[derive(Debug, Clone)]
pub struct DevicelessResult {
    /// The topology the program was compiled for.
    pub topology: TopologyReport,
    /// The serialized executable (load it on a real slice with `deserialize_and_load`).
    pub serialized_executable: Vec<u8>,
    /// The compiler's per-device memory plan.
    pub memory_stats: CompiledMemoryStats,
    /// The executable's fingerprint, if the plugin gives one.
    pub fingerprint: Option<String>,
    /// The optimized program, if the plugin gives one.
    pub optimized_program: Option<OptimizedProgram>,
}

/// Compiles programs for a topology in a sandboxed child process.
#[derive(Debug, Clone)]
pub struct DevicelessCompiler {
    plugin_path: PathBuf,
    topology: String,
    accelerator_type: String,
    options: Vec<NamedValue>,
    worker: Option<PathBuf>,
}

impl DevicelessCompiler {
    /// A compiler for `topology` (e.g. `v6e:2x4`) on the plugin at `plugin_path` (libtpu),
    /// with the default libtpu options for that name ([`TopologyName::default_options`]).
    pub fn new(plugin_path: impl Into<PathBuf>, topology: &str) -> Result<Self> {
        let name = TopologyName::parse(topology)?;
        Ok(DevicelessCompiler {
            plugin_path: plugin_path.into(),
            topology: topology.to_owned(),
            accelerator_type: name.accelerator_type(),
            options: name.default_options(),
            worker: None,
        })
    }

    /// Replaces the topology create options.
    pub fn with_options(mut self, options: Vec<NamedValue>) -> Self {
        self.options = options;
        self
    }

    /// Uses `exe` as the worker (any binary that calls
    /// [`crate::worker::run_worker_if_requested`] first, e.g. the current executable).
    pub fn with_worker(mut self, exe: impl Into<PathBuf>) -> Self {
        self.worker = Some(exe.into());
        self
    }

    /// Creates the topology and reports its devices, without compiling.
    pub fn describe(&self) -> Result<TopologyReport> {
        let r = self.run(None)?;
        Ok(topology_report(&r))
    }

    /// Compiles StableHLO text for the topology.
    pub fn compile(
        &self,
        stablehlo_text: &str,
        options: &CompileOptions,
    ) -> Result<DevicelessResult> {
        let r = self.run(Some((stablehlo_text, options)))?;
        let memory: [i64; 11] = r.memory_stats.as_slice().try_into().map_err(|_| {
            Error::Worker(format!(
                "the worker returned {} memory statistics, expected 11",
                r.memory_stats.len()
            ))
        })?;
        Ok(DevicelessResult {
            topology: topology_report(&r),
            memory_stats: CompiledMemoryStats::from_array(memory),
            fingerprint: Some(r.fingerprint).filter(|f| !f.is_empty()),
            optimized_program: (!r.optimized_program.is_empty()).then_some(OptimizedProgram {
                format: r.optimized_program_format,
                code: r.optimized_program,
            }),
            serialized_executable: r.serialized_executable,
        })
    }

    fn worker_path(&self) -> Result<PathBuf> {
        if let Some(w) = &self.worker {
            return Ok(w.clone());
        }
        if let Some(w) = std::env::var_os("PJRT_WORKER") {
            return Ok(PathBuf::from(w));
        }
        let exe = std::env::current_exe().map_err(|e| Error::Io {
            context: "finding the current executable".into(),
            source: e,
        })?;
        let dir = exe.parent().unwrap_or(Path::new("."));
        let candidates = [dir.join("pjrt-worker"), dir.join("../pjrt-worker")];
        candidates
            .iter()
            .find(|p| p.is_file())
            .cloned()
            .ok_or_else(|| {
                Error::Worker(format!(
                    "no worker binary: looked for {candidates:?}; build it (cargo build -p pjrt \
                 --bin pjrt-worker), set PJRT_WORKER, or use with_worker"
                ))
            })
    }

    fn run(&self, compile: Option<(&str, &CompileOptions)>) -> Result<proto::Response> {
        let plugin_path = self
            .plugin_path
            .canonicalize()
            .map_err(|e| Error::PluginNotFound {
                spec: self.plugin_path.display().to_string(),
                searched: format!("{} ({e})", self.plugin_path.display()),
                hint: "Run ./scripts/setup.sh to install libtpu, or pass the path to libtpu.so.",
            })?;
        let request = proto::Request {
            plugin_path: plugin_path.to_string_lossy().into_owned(),
            topology: self.topology.clone(),
            options: self.options.iter().map(proto::Option::from_named).collect(),
            program: compile.map(|(text, _)| text.to_owned()),
            compile_options: compile.map(|(_, o)| o.to_proto()),
        };
        let worker = self.worker_path()?;
        let out_file = unique_temp_path();
        let mut cmd = if unshare_net_works() {
            let mut c = Command::new("unshare");
            c.arg("-n").arg(&worker);
            c
        } else {
            Command::new(&worker)
        };
        cmd.env_clear();
        for var in PASS_THROUGH_ENV {
            if let Some(v) = std::env::var_os(var) {
                cmd.env(var, v);
            }
        }
        cmd.env(WORKER_ENV, "1")
            .env(WORKER_OUT_ENV, &out_file)
            .env("TPU_SKIP_MDS_QUERY", "1")
            .env("TPU_ACCELERATOR_TYPE", &self.accelerator_type)
            .env("TPU_WORKER_ID", "0")
            .env("TPU_WORKER_HOSTNAMES", "localhost")
            // Deviceless workers touch no TPU, so several may run at once (parallel tests,
            // other tools); without this libtpu refuses on its /tmp lockfile.
            .env("ALLOW_MULTIPLE_LIBTPU_LOAD", "1")
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        let mut child = cmd.spawn().map_err(|e| Error::Io {
            context: format!("starting the compile worker {}", worker.display()),
            source: e,
        })?;
        // The worker reads all of stdin before it writes anything, so this cannot deadlock.
        let written = child
            .stdin
            .take()
            .map(|mut stdin| stdin.write_all(&request.encode_to_vec()))
            .unwrap_or(Ok(()));
        let output = child.wait_with_output().map_err(|e| Error::Io {
            context: "waiting for the compile worker".into(),
            source: e,
        })?;
        let result = std::fs::read(&out_file);
        let _ = std::fs::remove_file(&out_file);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let stderr_tail = tail(&stderr, 2000);
        let bytes = match (result, written) {
            (Ok(b), _) => b,
            (Err(_), Err(e)) => {
                return Err(Error::Worker(format!(
                    "could not send the request ({e}); worker stderr:\n{stderr_tail}"
                )));
            }
            (Err(_), Ok(())) => {
                return Err(Error::Worker(format!(
                    "the worker {} exited with {} without a result (a crash in the plugin?); its stderr ends:\n{stderr_tail}",
                    worker.display(),
                    output.status
                )));
            }
        };
        let response = proto::Response::decode(bytes.as_slice()).map_err(|e| Error::Decode {
            what: "worker response",
            source: e,
        })?;
        if !response.error.is_empty() {
            return Err(Error::Worker(response.error));
        }
        Ok(response)
    }
}

fn topology_report(r: &proto::Response) -> TopologyReport {
    TopologyReport {
        platform_name: r.platform_name.clone(),
        platform_version: r.platform_version.clone(),
        api_version: (r.api_major, r.api_minor),
        stablehlo_range: (!r.stablehlo_current.is_empty())
            .then(|| (r.stablehlo_minimum.clone(), r.stablehlo_current.clone())),
        devices: r
            .devices
            .iter()
            .map(|d| DeviceDescription {
                id: d.id,
                process_index: d.process_index,
                kind: d.kind.clone(),
                to_string: d.to_string.clone(),
                debug_string: d.debug_string.clone(),
                attributes: d.attributes.iter().map(proto::Option::to_named).collect(),
            })
            .collect(),
    }
}

/// Whether `unshare -n` can create a network namespace here (checked once).
fn unshare_net_works() -> bool {
    static WORKS: OnceLock<bool> = OnceLock::new();
    *WORKS.get_or_init(|| {
        Command::new("unshare")
            .args(["-n", "true"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

fn unique_temp_path() -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    std::env::temp_dir().join(format!("pjrt-worker-{}-{n}-{nanos}.pb", std::process::id()))
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
