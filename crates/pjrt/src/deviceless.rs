//! `DevicelessCompiler`: compile for a TPU topology on a host without TPUs, in a child process
//! with a controlled environment (`docs/architecture.md#libtpu-safety-rules`).
//!
//! The child is a worker binary (see [`crate::worker`]): by default `$PJRT_WORKER`, else
//! `pjrt-worker` next to the current executable or one directory above it. Its environment is
//! cleared except for [`crate::worker::PASS_THROUGH_ENV`] (so `LIBTPU_INIT_ARGS` reaches
//! libtpu), and set to `TPU_SKIP_MDS_QUERY=1`, `TPU_ACCELERATOR_TYPE=<gen>-<chips>`,
//! `TPU_WORKER_ID=0`, `TPU_WORKER_HOSTNAMES=localhost` (and `ALLOW_MULTIPLE_LIBTPU_LOAD=1`, as
//! no device is opened). Where `unshare -n` works, the child runs without network.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::compile_options::CompileOptions;
use crate::device::DeviceDescription;
use crate::error::{Error, Result};
use crate::executable::CompiledMemoryStats;
use crate::named_value::NamedValue;
use crate::optimized_program::OptimizedProgram;
use crate::topology::TopologyName;
use crate::worker::proto::{self, Request, Response, Target, TopologyTarget};
use crate::worker::{Worker, WorkerError, find_next_to_current_exe};

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
    /// The compile worker's peak resident memory, bytes, if it said.
    pub worker_peak_rss_bytes: Option<u64>,
}

/// Compiles programs for a topology in a sandboxed child process.
#[derive(Debug, Clone)]
pub struct DevicelessCompiler {
    plugin_path: PathBuf,
    topology: String,
    accelerator_type: String,
    options: Vec<NamedValue>,
    worker: Option<PathBuf>,
    timeout: Option<Duration>,
    libtpu_flags: Vec<String>,
    cancel: Option<Arc<AtomicBool>>,
}

/// The libtpu flag that lets a compile whose memory plan exceeds a chip's HBM finish and report
/// that plan, instead of failing with `CompileTimeHbmOom` (see
/// [`DevicelessCompiler::allow_over_capacity`]).
pub const NO_CRASH_ON_OOM_FLAG: &str = "--xla_tpu_no_crash_on_oom=true";

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
            timeout: None,
            cancel: None,
            libtpu_flags: Vec::new(),
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

    /// Kills the worker and fails with [`crate::worker::WorkerError::Cancelled`] once `flag` is set
    /// ([`crate::worker::Worker::with_cancel`]).
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.cancel = Some(flag);
        self
    }

    /// Kills the worker and fails after `timeout` (default: no limit).
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = Some(timeout);
        self
    }

    /// Adds libtpu flags (`--name=value`) for the worker. They go into its `LIBTPU_INIT_ARGS`,
    /// after any this process has in its own environment; libtpu rejects unknown flags, and the
    /// error names the flag.
    pub fn with_libtpu_flags<I, S>(mut self, flags: I) -> Self
    where
        I: IntoIterator<Item = S>,
        S: Into<String>,
    {
        self.libtpu_flags.extend(flags.into_iter().map(Into::into));
        self
    }

    /// Lets a compile finish whose memory plan exceeds one chip's HBM ([`NO_CRASH_ON_OOM_FLAG`]):
    /// libtpu otherwise stops at its memory check (`CompileTimeHbmOom`, with only a temporaries
    /// figure), before optimisation ends. With it the result carries the whole per-chip plan
    /// (arguments, temporaries, peak), so a caller sees by how much a program is over; such an
    /// executable must not be loaded on a real chip — check
    /// `memory_stats.peak_memory_in_bytes` against the chip's HBM first.
    pub fn allow_over_capacity(self) -> Self {
        self.with_libtpu_flags([NO_CRASH_ON_OOM_FLAG])
    }

    /// The worker's `LIBTPU_INIT_ARGS`: this process's own, then [`Self::with_libtpu_flags`].
    fn libtpu_init_args(&self) -> Option<String> {
        let inherited = std::env::var("LIBTPU_INIT_ARGS").ok();
        let parts: Vec<&str> = inherited
            .as_deref()
            .into_iter()
            .chain(self.libtpu_flags.iter().map(String::as_str))
            .filter(|s| !s.trim().is_empty())
            .collect();
        (!parts.is_empty()).then(|| parts.join(" "))
    }

    /// Creates the topology and reports its devices, without compiling.
    pub fn describe(&self) -> Result<TopologyReport> {
        let r = self.run(&self.worker()?, None)?;
        Ok(topology_report(&r))
    }

    /// Compiles StableHLO text for the topology.
    pub fn compile(
        &self,
        stablehlo_text: &str,
        options: &CompileOptions,
    ) -> Result<DevicelessResult> {
        let worker = self.worker()?;
        let r = self.run(&worker, Some((stablehlo_text, options)))?;
        let memory: [i64; 11] =
            r.memory_stats
                .as_slice()
                .try_into()
                .map_err(|_| WorkerError::Protocol {
                    worker: worker.exe().to_path_buf(),
                    detail: format!("{} memory statistics, expected 11", r.memory_stats.len()),
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
            worker_peak_rss_bytes: Some(r.peak_rss_bytes).filter(|&b| b > 0),
        })
    }

    /// The sandboxed worker process: libtpu's required environment, no network.
    fn worker(&self) -> Result<Worker, WorkerError> {
        let worker = Worker::new(self.worker_path()?)
            .isolating_network()
            .with_env("TPU_SKIP_MDS_QUERY", "1")
            .with_env("TPU_ACCELERATOR_TYPE", &self.accelerator_type)
            .with_env("TPU_WORKER_ID", "0")
            .with_env("TPU_WORKER_HOSTNAMES", "localhost")
            // Deviceless workers touch no TPU, so several may run at once (parallel tests,
            // other tools); without this libtpu refuses on its /tmp lockfile.
            .with_env("ALLOW_MULTIPLE_LIBTPU_LOAD", "1");
        let worker = match self.libtpu_init_args() {
            Some(args) => worker.with_env("LIBTPU_INIT_ARGS", &args),
            None => worker,
        };
        let worker = match &self.cancel {
            Some(flag) => worker.with_cancel(flag.clone()),
            None => worker,
        };
        Ok(match self.timeout {
            Some(t) => worker.with_timeout(t),
            None => worker,
        })
    }

    fn worker_path(&self) -> Result<PathBuf, WorkerError> {
        if let Some(w) = &self.worker {
            return Ok(w.clone());
        }
        if let Some(w) = std::env::var_os("PJRT_WORKER") {
            return Ok(PathBuf::from(w));
        }
        find_next_to_current_exe(
            "pjrt-worker",
            "build it (cargo build -p pjrt --bin pjrt-worker), set PJRT_WORKER, or use with_worker",
        )
    }

    fn run(&self, worker: &Worker, compile: Option<(&str, &CompileOptions)>) -> Result<Response> {
        let plugin_path = self
            .plugin_path
            .canonicalize()
            .map_err(|e| Error::PluginNotFound {
                spec: self.plugin_path.display().to_string(),
                searched: format!("{} ({e})", self.plugin_path.display()),
                hint: "Run ./scripts/setup.sh to install libtpu, or pass the path to libtpu.so.",
            })?;
        let request = Request {
            plugin_path: plugin_path.to_string_lossy().into_owned(),
            target: Some(Target::Topology(TopologyTarget {
                name: self.topology.clone(),
                options: proto::to_wire(&self.options),
            })),
            program: compile.map(|(text, _)| text.to_owned()),
            compile_options: compile.map(|(_, o)| o.to_proto()),
        };
        Ok(worker.run(&request)?)
    }
}

fn topology_report(r: &Response) -> TopologyReport {
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
                attributes: proto::from_wire(&d.attributes),
            })
            .collect(),
    }
}
