//! The run manifest (`RUN_DIR/manifest.json`): the receipt of what a run actually used, so
//! a figure from the run can be traced to the plugin, devices, program, cache state, data and
//! code that produced it.
//!
//! Written atomically (temp file, fsync, rename, fsync of the directory): a reader sees the
//! previous manifest or the new one, never a mix. The trainer rewrites it as facts arrive
//! (executables compiled, data receipt written).

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use pjrt::{Client, CompiledMemoryStats};
use serde::{Deserialize, Serialize};

use crate::collectives::CollectivesReport;

/// The manifest's file name inside a run directory.
pub const MANIFEST_FILE: &str = "manifest.json";
/// Version of the manifest layout; bumped when a field changes meaning.
pub const MANIFEST_SCHEMA_VERSION: u32 = 1;

/// Errors writing, reading or assembling a manifest.
#[derive(Debug, thiserror::Error)]
pub enum ManifestError {
    /// A file operation failed.
    #[error("run manifest {path}: {source}")]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The OS error.
        #[source]
        source: io::Error,
    },
    /// The file is not a valid manifest.
    #[error("run manifest {path} is not valid: {message}")]
    Parse {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },
    /// The plugin could not be asked for a fact the manifest records.
    #[error("cannot read {what} from the PJRT plugin: {source}")]
    Plugin {
        /// What was asked.
        what: &'static str,
        /// The plugin's error.
        #[source]
        source: pjrt::Error,
    },
}

/// The plugin a run used.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PluginInfo {
    /// The shared object's path.
    pub path: PathBuf,
    /// Platform name, e.g. `cpu` or `tpu`.
    pub platform: String,
    /// The plugin's platform version string.
    pub platform_version: String,
    /// PJRT C API version the plugin implements, `[major, minor]`.
    pub pjrt_api_version: [i32; 2],
    /// Oldest StableHLO version the plugin accepts, when it says.
    pub stablehlo_min: Option<Vec<i64>>,
    /// Newest StableHLO version the plugin accepts, when it says.
    pub stablehlo_current: Option<Vec<i64>>,
    /// The form of the programs handed to the plugin: StableHLO as MLIR text in the generic op
    /// form, which every version in the plugin's range parses the same.
    #[serde(default)]
    pub program_format: String,
    /// The Python package that installed the plugin, when it came from one (pip's record).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub package: Option<PluginPackage>,
    /// Libraries loaded before the plugin for it (the NVIDIA CUDA libraries beside the CUDA
    /// plugin), in load order: which CUDA, cuDNN and cuBLAS the run used.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub preloaded_libraries: Vec<PathBuf>,
}

/// The wheel a plugin file belongs to, from the `*.dist-info/RECORD` that lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PluginPackage {
    /// Distribution name, e.g. `xla_cpu_pjrt`, `libtpu`.
    pub name: String,
    /// Its version, e.g. `0.0.1`.
    pub version: String,
    /// The plugin file's hash as pip recorded it (`sha256=<urlsafe base64>`).
    pub record_hash: String,
}

/// The word for [`PluginInfo::program_format`].
pub const PROGRAM_FORMAT: &str = "StableHLO, MLIR text in the generic op form (xla-hlo)";

impl PluginPackage {
    /// Finds the installed wheel whose `RECORD` lists `plugin` (a file under a `site-packages`
    /// directory); `None` for a plugin that pip did not install.
    pub fn find(plugin: &Path) -> Option<Self> {
        let plugin = plugin.canonicalize().ok()?;
        let site = plugin
            .ancestors()
            .find(|a| a.file_name().is_some_and(|n| n == "site-packages"))?;
        let relative = plugin.strip_prefix(site).ok()?.to_str()?.to_string();
        for entry in fs::read_dir(site).ok()?.flatten() {
            let dir_name = entry.file_name().to_string_lossy().into_owned();
            let Some(stem) = dir_name.strip_suffix(".dist-info") else {
                continue;
            };
            let Ok(record) = fs::read_to_string(entry.path().join("RECORD")) else {
                continue;
            };
            let Some(line) = record
                .lines()
                .find(|l| l.split(',').next() == Some(relative.as_str()))
            else {
                continue;
            };
            // `{name}-{version}.dist-info`; names have `-` normalised to `_`.
            let (name, version) = stem.rsplit_once('-')?;
            return Some(PluginPackage {
                name: name.to_string(),
                version: version.to_string(),
                record_hash: line.split(',').nth(1).unwrap_or_default().to_string(),
            });
        }
        None
    }
}

impl PluginInfo {
    /// Reads the facts from a live client.
    pub fn from_client(client: &Client) -> Result<Self, ManifestError> {
        let plugin = client.plugin();
        let range = plugin
            .stablehlo_version_range()
            .map_err(|source| ManifestError::Plugin {
                what: "the StableHLO version range",
                source,
            })?;
        let (major, minor) = plugin.api_version();
        Ok(PluginInfo {
            path: plugin.path().to_path_buf(),
            platform: client
                .platform_name()
                .map_err(|source| ManifestError::Plugin {
                    what: "the platform name",
                    source,
                })?,
            platform_version: client.platform_version().map_err(|source| {
                ManifestError::Plugin {
                    what: "the platform version",
                    source,
                }
            })?,
            pjrt_api_version: [major, minor],
            stablehlo_min: range.as_ref().map(|r| r.0.clone()),
            stablehlo_current: range.map(|r| r.1),
            program_format: PROGRAM_FORMAT.to_string(),
            package: PluginPackage::find(plugin.path()),
            preloaded_libraries: plugin.preloaded_libraries().to_vec(),
        })
    }
}

/// The devices a run used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DevicesInfo {
    /// Device kind, e.g. `TPU v6 lite` (kinds joined by `+` if the devices differ).
    pub kind: String,
    /// Number of addressable devices.
    pub count: usize,
    /// Their global ids, in the client's order.
    pub ids: Vec<i32>,
    /// This process's index in a multi-host job.
    pub process_index: i32,
}

impl DevicesInfo {
    /// Reads the addressable devices of a live client.
    pub fn from_client(client: &Client) -> Result<Self, ManifestError> {
        let plugin_err = |what: &'static str| move |source| ManifestError::Plugin { what, source };
        let devices = client
            .addressable_devices()
            .map_err(plugin_err("the addressable devices"))?;
        let mut kinds: Vec<String> = Vec::new();
        let mut ids = Vec::with_capacity(devices.len());
        for d in &devices {
            let desc = d
                .description()
                .map_err(plugin_err("a device description"))?;
            if !kinds.contains(&desc.kind) {
                kinds.push(desc.kind);
            }
            ids.push(desc.id);
        }
        Ok(DevicesInfo {
            kind: kinds.join("+"),
            count: devices.len(),
            ids,
            process_index: client
                .process_index()
                .map_err(plugin_err("the process index"))?,
        })
    }
}

/// One axis of the device mesh.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeshAxisSize {
    /// Axis name: `data`, `model`, `expert`.
    pub name: String,
    /// Number of devices along it.
    pub size: usize,
}

/// The device mesh a run used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeshInfo {
    /// Axes in order.
    pub axes: Vec<MeshAxisSize>,
    /// Whether parameters and optimizer state are sharded over `data`.
    pub fsdp: bool,
    /// Whether ZeRO-2 copies of the FSDP-split parameters are kept (`[mesh] zero2`).
    #[serde(default)]
    pub zero2: bool,
}

impl MeshInfo {
    /// The axes of a `[mesh]` in device-numbering order, and its FSDP flag.
    pub fn of(mesh: &nam::Mesh) -> Self {
        MeshInfo {
            axes: nam::MeshAxis::ALL
                .iter()
                .map(|&a| MeshAxisSize {
                    name: a.name().to_string(),
                    size: mesh.size(a),
                })
                .collect(),
            fsdp: mesh.fsdp,
            zero2: mesh.zero2,
        }
    }
}

/// How a run's mesh was chosen when its config left `[mesh]` to the planner (`mesh =
/// "auto"` or no `[mesh]`): the choice, what it was predicted to need and deliver, and every
/// candidate the planner turned down with why. Also the remembered choice a later start on the
/// same devices reads back (`plan::choice`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MeshChoice {
    /// `planned` (compiled the candidates now), `remembered` (an earlier start's or a `namtrain
    /// plan`'s choice for the same programs and devices: nothing compiled to choose), or `one
    /// device` (nothing to choose).
    pub source: String,
    /// The devices it was chosen for, e.g. `8 cpu devices`, `v6e-8`.
    pub devices: String,
    /// The chosen mesh.
    pub mesh: nam::Mesh,
    /// The chosen micro-batches per step.
    pub micro_batches: usize,
    /// Attention backend the choice was planned with.
    pub attention: String,
    /// The choice in words (`data=8 fsdp, 1 rows/chip, xla attention`).
    pub label: String,
    /// Per-device bytes its largest program needs, by the compiler's plan.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub peak_bytes_per_device: Option<u64>,
    /// The per-device budget it was checked against (usable memory less the margin).
    pub usable_bytes_per_device: u64,
    /// Per-device bytes of each of its programs (name, bytes), by the compiler's plan.
    #[serde(default)]
    pub programs: Vec<(String, u64)>,
    /// The performance model's predicted step time, seconds (PREDICTED, not measured).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub predicted_step_s: Option<f64>,
    /// The performance model's predicted tokens per second (PREDICTED, not measured).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub predicted_tokens_per_s: Option<f64>,
    /// Why this candidate won, in words.
    pub reason: String,
    /// Candidates compiled to choose (0 when remembered or one device).
    pub candidates_compiled: usize,
    /// Every other candidate, with why it was not chosen (meshes the config cannot use
    /// included).
    #[serde(default)]
    pub rejected: Vec<RejectedCandidate>,
    /// Key of the remembered choice (`<cache>/mesh-choices/<key>.json`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// How long choosing took and how much of it the caches answered (`None`: remembered, or
    /// one device, so nothing was planned by this start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub planning: Option<PlanningTime>,
}

/// The wall time of a plan and where it went: each program of each candidate either compiled
/// now or read back from the plan memo of an earlier plan of the same programs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct PlanningTime {
    /// Wall seconds from the start of planning to the choice.
    pub wall_s: f64,
    /// Programs compiled now.
    pub programs_compiled: usize,
    /// Seconds those compiles took (summed; they may overlap the rest of the plan).
    pub compile_s: f64,
    /// Programs read back from the plan memo instead of compiled.
    pub programs_from_memo: usize,
    /// What those programs took to compile when they were first planned (the time the memo
    /// saved).
    pub memo_saved_s: f64,
}

impl PlanningTime {
    /// One line: `planned in 12 min 3 s: 5 program(s) compiled (11 min 50 s), 3 from the plan
    /// memo (saving 7 min 2 s)`.
    pub fn line(&self) -> String {
        let mut line = format!(
            "planned in {}: {} program(s) compiled",
            long_seconds(self.wall_s),
            self.programs_compiled
        );
        // (An empty sum of seconds is -0.0: no "(-0 µs)" after nothing compiled.)
        if self.programs_compiled > 0 {
            line.push_str(&format!(" ({})", long_seconds(self.compile_s)));
        }
        if self.programs_from_memo > 0 {
            line.push_str(&format!(
                ", {} from the plan memo (saving {})",
                self.programs_from_memo,
                long_seconds(self.memo_saved_s)
            ));
        }
        line
    }
}

/// Seconds as [`human_seconds`] below two minutes, else `38 min 12 s`.
fn long_seconds(s: f64) -> String {
    if s < 120.0 {
        return human_seconds(s);
    }
    let whole = s.round() as u64;
    format!("{} min {} s", whole / 60, whole % 60)
}

/// A candidate the planner did not choose.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RejectedCandidate {
    /// The candidate in words.
    pub candidate: String,
    /// Why not.
    pub reason: String,
}

/// Whether an executable came from the persistent cache.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CacheOutcome {
    /// Loaded from a cache entry.
    Hit,
    /// Compiled (and stored).
    Miss,
    /// Compiled with the cache turned off.
    Disabled,
}

/// The compiler's per-device memory plan, as recorded in the manifest.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CompiledMemory {
    /// Bytes of arguments.
    pub argument_bytes: i64,
    /// Bytes of outputs.
    pub output_bytes: i64,
    /// Bytes shared by donated arguments and outputs.
    pub alias_bytes: i64,
    /// Bytes of temporaries.
    pub temp_bytes: i64,
    /// Generated code.
    pub generated_code_bytes: i64,
    /// Arguments + outputs - aliased + temporaries + code.
    pub total_bytes: i64,
}

impl From<CompiledMemoryStats> for CompiledMemory {
    fn from(s: CompiledMemoryStats) -> Self {
        CompiledMemory {
            argument_bytes: s.argument_size_in_bytes,
            output_bytes: s.output_size_in_bytes,
            alias_bytes: s.alias_size_in_bytes,
            temp_bytes: s.temp_size_in_bytes,
            generated_code_bytes: s.generated_code_size_in_bytes,
            total_bytes: s.total_device_bytes(),
        }
    }
}

/// What the manifest records about one executable of the run.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ExecutableRecord {
    /// The executable's role, e.g. `train_step`, `eval_step`.
    pub name: String,
    /// sha256 of the StableHLO text.
    pub program_sha256: String,
    /// The cache key it was stored or found under, when the cache was used.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub cache_key: Option<String>,
    /// Hit, miss or disabled.
    pub cache: CacheOutcome,
    /// Seconds spent compiling (miss) or loading (hit).
    pub seconds: f64,
    /// The compiler's per-device memory plan, where the plugin reports it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compiled_memory: Option<CompiledMemory>,
    /// Collectives in the optimized program, where it can be read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub collectives: Option<CollectivesReport>,
}

/// Where a run directory in a bucket is, as its manifest records it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StoreRecord {
    /// `gs://BUCKET/PREFIX` or `s3://BUCKET/PREFIX`.
    pub location: String,
    /// Where the credentials came from, in words.
    pub credentials: String,
    /// The local working copy the records are written in before they are uploaded.
    pub working_copy: String,
}

/// Where a run's configuration came from, as `namtrain` read it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ConfigOrigin {
    /// `file PATH`, or `preset NAME (built into namtrain)`.
    pub source: String,
    /// The `--set section.key=value` overrides, in order (already in `config`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub overrides: Vec<String>,
}

/// The run manifest (see the module docs).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RunManifest {
    /// [`MANIFEST_SCHEMA_VERSION`] of the writer.
    pub schema_version: u32,
    /// The namtrain version that wrote it.
    pub namtrain_version: String,
    /// When the run started, seconds since the Unix epoch.
    pub created_unix_s: u64,
    /// The plugin.
    pub plugin: PluginInfo,
    /// The devices.
    pub devices: DevicesInfo,
    /// The mesh, for SPMD runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mesh: Option<MeshInfo>,
    /// The full, resolved configuration.
    pub config: serde_json::Value,
    /// Where the configuration came from and the `--set` overrides applied to it (`namtrain`
    /// records it; absent for a library loop's own config).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub config_origin: Option<ConfigOrigin>,
    /// How `--plugin auto` chose the plugin (absent when one was named).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plugin_choice: Option<String>,
    /// The configuration's stable hash (as the config crate computes it).
    pub config_hash: String,
    /// Git commit of the code, or `unknown`.
    pub git_revision: String,
    /// The data-contract receipt (written by the data pipeline; opaque here).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub data_receipt: Option<serde_json::Value>,
    /// Every executable of the run.
    #[serde(default)]
    pub executables: Vec<ExecutableRecord>,
    /// Which attention implementation ran: `xla` or `pallas` (the exported splash kernels).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attention_backend: Option<String>,
    /// How `[model] attention` chose it: `xla`, `pallas`, `auto: pallas`, or `auto: xla (why)`
    /// (e.g. no Pallas kernel for an attention call's per-device shape, or not a TPU).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attention_choice: Option<String>,
    /// Queries per chunk of the XLA attention core (`[model] attention_chunk`, or its CUDA
    /// default); absent when it scores the whole sequence at once or Pallas ran.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attention_chunk: Option<usize>,
    /// What computed the M sublayers' SSD scans (`[model] ssd_kernel` resolved: `xla` or
    /// `pallas`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ssd_kernel: Option<String>,
    /// How `[model] ssd_kernel` resolved: `xla`, `pallas`, `auto: pallas` or `auto: xla (why)`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ssd_kernel_choice: Option<String>,
    /// What computed the R sublayers' M2RNN recurrences (`[model] m2rnn_kernel` resolved:
    /// `xla` or `pallas`); absent for models without R sublayers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub m2rnn_kernel: Option<String>,
    /// How `[model] m2rnn_kernel` resolved: `xla`, `pallas`, `auto: pallas` or `auto: xla
    /// (why)`; absent for models without R sublayers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub m2rnn_kernel_choice: Option<String>,
    /// The Pallas kernels the programs splice (attention, SSD and M2RNN variants), each built in or
    /// exported by `namtrain kernels export` (with its directory); absent when none is.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kernels: Vec<crate::kernels::KernelReceipt>,
    /// How the E sublayers' routed experts ran (`[model] moe_kernel` resolved: `capacity`,
    /// `grouped` or `routed`); absent without E sublayers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moe_kernel: Option<String>,
    /// Why: `capacity`, `grouped`, `routed`, `auto: routed (copies past capacity dropped)` or
    /// `auto: capacity (the reason)`; absent without E sublayers.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub moe_kernel_choice: Option<String>,
    /// How the mesh was chosen, when the config left it to the planner.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mesh_choice: Option<MeshChoice>,
    /// The checkpoint step this process resumed from, when it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub resumed_from_step: Option<u64>,
    /// Throughput and losses of this process's steps, once it has taken one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub training: Option<TrainingSummary>,
    /// The summaries of the earlier processes of a resumed run, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub earlier_processes: Vec<TrainingSummary>,
    /// The parameters file the run started from (`[train] init_from`), when it did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub init_from: Option<crate::init_from::InitFromRecord>,
    /// Goodput over this process and the earlier ones ([`crate::goodput`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub goodput: Option<crate::goodput::Goodput>,
    /// A run directory in a bucket: its location and where the credentials came from (never
    /// the secret).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub run_dir_store: Option<StoreRecord>,
    /// The step time the performance model predicted for this run's programs, checked against
    /// the measured steps once a warm-up window has passed ([`StepTimeCheck`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step_time: Option<StepTimeCheck>,
}

/// The performance model's step time for a run's own programs, next to the measured one: the
/// first check of the model on whatever device the run is on (on a TPU, the first check of the
/// model against the chip at all).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StepTimeCheck {
    /// Where the prediction came from: the planner's mesh choice, or the model run on this
    /// run's executables at start-up, with the chip figures it used.
    pub source: String,
    /// PREDICTED seconds per optimizer step.
    pub predicted_s: f64,
    /// Steps of this process left out before measuring (the first step's warm-up and the
    /// caches and allocators settling).
    pub warmup_steps: u64,
    /// Steps the median is over (0 until the window has passed).
    pub measured_steps: u64,
    /// Measured median wall seconds per step (`None` until the window has passed).
    pub measured_median_s: Option<f64>,
    /// `measured / predicted` (above 1: slower than predicted).
    pub ratio: Option<f64>,
    /// Each program's prediction, and its measurement where the trainer times it alone.
    pub programs: Vec<ProgramTimeCheck>,
}

/// One program's line of [`StepTimeCheck`].
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ProgramTimeCheck {
    /// `step`, `accumulate`, `apply` or `eval`.
    pub program: String,
    /// Runs per optimizer step (micro-batches for `accumulate`; 0 for `eval`, which runs at
    /// evals only).
    pub runs_per_step: f64,
    /// PREDICTED seconds per run.
    pub predicted_s: f64,
    /// Measured median seconds per run: `step` from the step times, `eval` from its calls
    /// (each waited for); `None` for programs queued back to back and never timed alone.
    pub measured_median_s: Option<f64>,
    /// `measured / predicted`.
    pub ratio: Option<f64>,
}

impl StepTimeCheck {
    /// The log line: `step time: measured 412 ms, PREDICTED 398 ms (1.04x)`.
    pub fn line(&self) -> String {
        match (self.measured_median_s, self.ratio) {
            (Some(m), Some(r)) => format!(
                "step time: measured {}, PREDICTED {} ({r:.2}x; median of {} steps after {} \
                 warm-up; prediction: {})",
                human_seconds(m),
                human_seconds(self.predicted_s),
                self.measured_steps,
                self.warmup_steps,
                self.source
            ),
            _ => format!(
                "step time: PREDICTED {} ({}); not yet measured",
                human_seconds(self.predicted_s),
                self.source
            ),
        }
    }
}

/// Seconds as `412 ms`, `3.21 s` or `85 µs`.
pub fn human_seconds(s: f64) -> String {
    if s >= 10.0 {
        format!("{s:.1} s")
    } else if s >= 1.0 {
        format!("{s:.2} s")
    } else if s >= 1e-3 {
        let ms = s * 1e3;
        if ms < 10.0 {
            format!("{ms:.1} ms")
        } else {
            format!("{ms:.0} ms")
        }
    } else {
        format!("{:.0} µs", s * 1e6)
    }
}

/// What one process of a run did: steps, throughput, the share of host time, eval losses.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TrainingSummary {
    /// Step the process started from (0, or the resumed checkpoint's step).
    pub start_step: u64,
    /// Steps completed when the manifest was written.
    pub end_step: u64,
    /// Steps the rates below are over: all but the process's first (one-time warm-up).
    pub timed_steps: u64,
    /// Mean wall seconds per timed step.
    pub step_seconds_mean: Option<f64>,
    /// Timed steps per wall second.
    pub steps_per_s: Option<f64>,
    /// Loss tokens per wall second over the timed steps.
    pub tokens_per_s: Option<f64>,
    /// Share of step wall time the host spent on its own work (batches, uploads, launches,
    /// reads, metrics) rather than waiting for the device. Steps are queued ahead, so the device
    /// computes while the host works: near 1, the device waits for the host (a dispatch-bound
    /// loop); well below 1, the host keeps ahead.
    pub host_fraction: Option<f64>,
    /// Device-to-host reads of step scalars: one per run of queued steps (`namtrain` reads at
    /// log records, evals and checkpoints, and after the process's first step, which it runs
    /// alone so that its warm-up stays out of the rates).
    #[serde(default)]
    pub scalar_reads: u64,
    /// First eval loss of this process.
    pub eval_loss_first: Option<f64>,
    /// The step it was taken at.
    pub eval_loss_first_step: Option<u64>,
    /// Latest eval loss of this process.
    pub eval_loss_last: Option<f64>,
    /// The step it was taken at.
    pub eval_loss_last_step: Option<u64>,
    /// Where the process's wall clock went (absent in manifests of older versions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time: Option<crate::goodput::TimeLedger>,
}

impl RunManifest {
    /// A manifest for a run on `client` with `config` (and its hash), the git revision found
    /// from the current directory, and nothing compiled yet.
    pub fn new(
        client: &Client,
        config: serde_json::Value,
        config_hash: impl Into<String>,
    ) -> Result<Self, ManifestError> {
        let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
        Ok(RunManifest {
            schema_version: MANIFEST_SCHEMA_VERSION,
            namtrain_version: env!("CARGO_PKG_VERSION").to_string(),
            created_unix_s: crate::telemetry::unix_ms_now() / 1000,
            plugin: PluginInfo::from_client(client)?,
            devices: DevicesInfo::from_client(client)?,
            mesh: None,
            config,
            config_hash: config_hash.into(),
            config_origin: None,
            plugin_choice: None,
            git_revision: git_revision(&cwd),
            data_receipt: None,
            executables: Vec::new(),
            attention_backend: None,
            attention_choice: None,
            attention_chunk: None,
            ssd_kernel: None,
            ssd_kernel_choice: None,
            m2rnn_kernel: None,
            m2rnn_kernel_choice: None,
            kernels: Vec::new(),
            moe_kernel: None,
            moe_kernel_choice: None,
            mesh_choice: None,
            resumed_from_step: None,
            training: None,
            earlier_processes: Vec::new(),
            init_from: None,
            goodput: None,
            run_dir_store: None,
            step_time: None,
        })
    }

    /// Adds an executable's record, replacing an earlier one of the same name.
    pub fn record_executable(&mut self, record: ExecutableRecord) {
        match self.executables.iter_mut().find(|e| e.name == record.name) {
            Some(existing) => *existing = record,
            None => self.executables.push(record),
        }
    }

    /// Writes `RUN_DIR/manifest.json` atomically, creating the directory if needed.
    pub fn write(&self, run_dir: &Path) -> Result<PathBuf, ManifestError> {
        let path = run_dir.join(MANIFEST_FILE);
        let mut text = serde_json::to_string_pretty(self).map_err(|e| ManifestError::Parse {
            path: path.clone(),
            message: e.to_string(),
        })?;
        text.push('\n');
        std::fs::create_dir_all(run_dir).map_err(|source| ManifestError::Io {
            path: run_dir.to_path_buf(),
            source,
        })?;
        files::write_atomic(&path, text.as_bytes()).map_err(|e| ManifestError::Io {
            path: e.path,
            source: e.source,
        })?;
        Ok(path)
    }

    /// Reads `RUN_DIR/manifest.json`.
    pub fn read(run_dir: &Path) -> Result<Self, ManifestError> {
        let path = run_dir.join(MANIFEST_FILE);
        let text = fs::read_to_string(&path).map_err(|source| ManifestError::Io {
            path: path.clone(),
            source,
        })?;
        serde_json::from_str(&text).map_err(|e| ManifestError::Parse {
            path,
            message: e.to_string(),
        })
    }
}

/// A number unique within this process, for temp names.
pub(crate) fn unique_suffix() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    NEXT.fetch_add(1, Ordering::Relaxed)
}

/// The commit checked out in the git repository containing `start`, read from `.git`
/// without running git; `unknown` when there is no repository or it cannot be read.
///
/// Follows `.git` files of worktrees and submodules (`gitdir: ...`), symbolic `HEAD`s into
/// loose refs or `packed-refs`. It does not say whether the working tree has uncommitted
/// changes.
pub fn git_revision(start: &Path) -> String {
    find_git_revision(start).unwrap_or_else(|| "unknown".to_string())
}

fn find_git_revision(start: &Path) -> Option<String> {
    let start = start.canonicalize().ok()?;
    let dot_git = start
        .ancestors()
        .map(|d| d.join(".git"))
        .find(|p| p.exists())?;
    let git_dir = if dot_git.is_file() {
        let text = fs::read_to_string(&dot_git).ok()?;
        let target = text.strip_prefix("gitdir:")?.trim();
        dot_git.parent()?.join(target)
    } else {
        dot_git
    };
    // Linked worktrees keep HEAD in their own dir and refs in the common one.
    let common_dir = fs::read_to_string(git_dir.join("commondir"))
        .ok()
        .map(|c| git_dir.join(c.trim()))
        .unwrap_or_else(|| git_dir.clone());
    let head = fs::read_to_string(git_dir.join("HEAD")).ok()?;
    let head = head.trim();
    let Some(reference) = head.strip_prefix("ref:").map(str::trim) else {
        return is_object_id(head).then(|| head.to_string());
    };
    for dir in [&git_dir, &common_dir] {
        if let Ok(id) = fs::read_to_string(dir.join(reference)) {
            let id = id.trim();
            if is_object_id(id) {
                return Some(id.to_string());
            }
        }
    }
    let packed = fs::read_to_string(common_dir.join("packed-refs")).ok()?;
    packed.lines().find_map(|line| {
        let (id, name) = line.split_once(' ')?;
        (name.trim() == reference && is_object_id(id)).then(|| id.to_string())
    })
}

/// A SHA-1 or SHA-256 object id in hex.
fn is_object_id(s: &str) -> bool {
    (s.len() == 40 || s.len() == 64) && s.bytes().all(|b| b.is_ascii_hexdigit())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_planning_line_gives_compile_time_only_when_something_compiled() {
        let cold = PlanningTime {
            wall_s: 1256.4,
            programs_compiled: 7,
            compile_s: 1255.0,
            programs_from_memo: 0,
            memo_saved_s: 0.0,
        };
        assert_eq!(
            cold.line(),
            "planned in 20 min 56 s: 7 program(s) compiled (20 min 55 s)"
        );
        // A rerun answered by the memo: the compile seconds are an empty sum (-0.0).
        let warm = PlanningTime {
            wall_s: 0.569,
            programs_compiled: 0,
            compile_s: std::iter::empty::<f64>().sum(),
            programs_from_memo: 8,
            memo_saved_s: 2082.0,
        };
        assert_eq!(
            warm.line(),
            "planned in 569 ms: 0 program(s) compiled, 8 from the plan memo (saving 34 min 42 s)"
        );
    }

    #[test]
    fn plugin_package_is_the_wheel_whose_record_lists_the_file() {
        let tmp = tempfile::tempdir().unwrap();
        let site = tmp.path().join("lib/python3.11/site-packages");
        let plugin = site.join("acme_plugins/acme/acme_pjrt.so");
        fs::create_dir_all(plugin.parent().unwrap()).unwrap();
        fs::write(&plugin, b"not really a plugin").unwrap();
        // A wheel that does not list it, then the one that does.
        for (dist, record) in [
            ("other_pkg-1.2.dist-info", "other/x.so,sha256=zzz,3\n"),
            (
                "acme_pjrt-0.3.1.dist-info",
                "acme_plugins/acme/acme_pjrt.so,sha256=abc_-123,19\nacme_pjrt-0.3.1.dist-info/RECORD,,\n",
            ),
        ] {
            fs::create_dir_all(site.join(dist)).unwrap();
            fs::write(site.join(dist).join("RECORD"), record).unwrap();
        }
        let found = PluginPackage::find(&plugin).unwrap();
        assert_eq!(
            found,
            PluginPackage {
                name: "acme_pjrt".into(),
                version: "0.3.1".into(),
                record_hash: "sha256=abc_-123".into(),
            }
        );
        // Outside any site-packages: no package.
        let loose = tmp.path().join("acme_pjrt.so");
        fs::write(&loose, b"x").unwrap();
        assert_eq!(PluginPackage::find(&loose), None);
    }

    const ID_A: &str = "0123456789abcdef0123456789abcdef01234567";
    const ID_B: &str = "89abcdef0123456789abcdef0123456789abcdef";

    #[test]
    fn manifest_round_trips_and_holds_the_plugin_facts() {
        let client = Client::cpu(8).unwrap();
        let mut m = RunManifest::new(&client, serde_json::json!({"depth": 2}), "abc").unwrap();
        assert_eq!(m.plugin.platform, "cpu");
        assert_eq!(m.devices.count, 8);
        assert_eq!(m.devices.kind, "cpu");
        assert_eq!(m.devices.ids, (0..8).collect::<Vec<_>>());
        // The CPU plugin accepts StableHLO up to 1.13.x (checked on our machines).
        assert_eq!(
            m.plugin.stablehlo_current.as_deref().map(|v| &v[..2]),
            Some(&[1, 13][..])
        );
        assert_eq!(m.plugin.pjrt_api_version[0], 0);
        let record = |name: &str, cache| ExecutableRecord {
            name: name.into(),
            program_sha256: "p".into(),
            cache_key: None,
            cache,
            seconds: 1.5,
            compiled_memory: None,
            collectives: None,
        };
        m.record_executable(record("train_step", CacheOutcome::Miss));
        m.record_executable(record("eval_step", CacheOutcome::Miss));
        m.record_executable(record("train_step", CacheOutcome::Hit));
        assert_eq!(m.executables.len(), 2);
        assert_eq!(m.executables[0].cache, CacheOutcome::Hit);
        let dir = tempfile::tempdir().unwrap();
        let path = m.write(dir.path()).unwrap();
        assert_eq!(path, dir.path().join(MANIFEST_FILE));
        assert_eq!(RunManifest::read(dir.path()).unwrap(), m);
        // No temp files are left behind.
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn reading_a_broken_manifest_names_the_file() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join(MANIFEST_FILE), "{\"schema_version\": 1").unwrap();
        let err = RunManifest::read(dir.path()).unwrap_err().to_string();
        assert!(
            err.contains("manifest.json") && err.contains("not valid"),
            "{err}"
        );
    }

    #[test]
    fn git_revision_follows_symbolic_loose_and_packed_refs() {
        let repo = tempfile::tempdir().unwrap();
        let git = repo.path().join(".git");
        let sub = repo.path().join("a/b");
        fs::create_dir_all(git.join("refs/heads")).unwrap();
        fs::create_dir_all(&sub).unwrap();
        fs::write(git.join("HEAD"), "ref: refs/heads/main\n").unwrap();
        fs::write(git.join("refs/heads/main"), format!("{ID_A}\n")).unwrap();
        assert_eq!(git_revision(&sub), ID_A);
        // Packed ref only.
        fs::remove_file(git.join("refs/heads/main")).unwrap();
        fs::write(
            git.join("packed-refs"),
            format!("# pack-refs with: peeled\n{ID_B} refs/heads/main\n"),
        )
        .unwrap();
        assert_eq!(git_revision(&sub), ID_B);
        // Detached HEAD.
        fs::write(git.join("HEAD"), format!("{ID_A}\n")).unwrap();
        assert_eq!(git_revision(repo.path()), ID_A);
    }

    #[test]
    fn git_revision_follows_a_worktree_gitdir_file() {
        let root = tempfile::tempdir().unwrap();
        let main_git = root.path().join("main/.git");
        let wt_git = main_git.join("worktrees/wt");
        fs::create_dir_all(main_git.join("refs/heads")).unwrap();
        fs::create_dir_all(&wt_git).unwrap();
        fs::write(main_git.join("refs/heads/feature"), ID_B).unwrap();
        fs::write(wt_git.join("HEAD"), "ref: refs/heads/feature\n").unwrap();
        fs::write(wt_git.join("commondir"), "../..\n").unwrap();
        let wt = root.path().join("wt");
        fs::create_dir_all(&wt).unwrap();
        fs::write(wt.join(".git"), format!("gitdir: {}\n", wt_git.display())).unwrap();
        assert_eq!(git_revision(&wt), ID_B);
    }

    #[test]
    fn git_revision_is_unknown_outside_a_repository() {
        let dir = tempfile::tempdir().unwrap();
        // A temp dir can sit inside a repository on some machines; only check when it doesn't.
        if dir.path().ancestors().any(|d| d.join(".git").exists()) {
            return;
        }
        assert_eq!(git_revision(dir.path()), "unknown");
    }

    #[test]
    fn git_revision_of_this_checkout_matches_its_head_file() {
        let here = Path::new(env!("CARGO_MANIFEST_DIR"));
        let rev = git_revision(here);
        if rev == "unknown" {
            return; // built outside a git checkout (e.g. from a source archive)
        }
        assert!(is_object_id(&rev), "{rev}");
    }
}
