//! The [`Trainer`]: one NAM training run on one PJRT client, as a library for custom loops.
//!
//! `run_steps` reads top to bottom: per step, next batch → upload → launch the compiled step
//! (state donated, so parameters and optimizer state never exist twice on the device) → keep
//! the new state, still computing, as the next step's input; after the last step, read every
//! step's scalars at once (`step` is one such step). Everything else is a component it calls:
//! the data loader, the executable cache, checkpoints, metrics, the manifest and memory
//! telemetry.
//!
//! Devices: with a `[mesh]` of more than one device the programs are GSPMD-partitioned over all
//! of the client's devices ([`crate::mesh::DeviceMesh`]); every host tensor going in (initial
//! parameters, checkpoint tensors, batches, scalars) is split into each device's piece by the
//! sharding its program signature records, and every tensor coming out is gathered whole, so
//! checkpoints do not depend on the mesh and a run saved on one mesh resumes on another.
//!
//! Programs: with `[train] micro_batches = 1` one Mode-A executable does forward, backward and
//! optimizer; with more, a Mode-B accumulate executable runs once per micro-batch and an apply
//! executable updates. The eval executable is compiled at the micro-batch's rows and runs once
//! per micro-batch of each held-out batch, so eval never needs more device memory than a
//! training call; the calls combine exactly into the held-out loss
//! ([`crate::eval_totals::EvalTotals`]). The learning rate and the step counter are device
//! inputs, so one executable serves the whole run (see `compile_count`).
//!
//! Mesh: a config that leaves `[mesh]` to the planner (`mesh = "auto"` or no `[mesh]`,
//! [`NamConfig::mesh_auto`]) has it chosen for the client's devices by the
//! [`TrainerOptions::mesh_chooser`] (`namtrain` passes the planner's
//! `plan::choice` in the `namtrain-plan` crate); without a chooser such a config runs on one device. The choice is
//! recorded in the manifest.
//!
//! [`Trainer::new`] checks everything it can before it writes anything or compiles: the
//! tokenizer, every shard, the eval set, the programs' construction and, with `resume`, the
//! checkpoint against the programs' signatures. A bad input therefore fails in seconds and
//! leaves the run directory exactly as it was.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use data::Batch as DataBatch;
use data::loader::{EvalSet, Loader, LoaderCursor};
use nam::graph::layout::{LayerLoop, StateLayout};
use nam::graph::program::{ProgramSignature, TensorSig};
use nam::graph::sharding::TensorSharding;
use nam::graph::step::{BATCH_NAMES, LOAD_SUM, LearningRates, MICRO_BATCHES, STEP};
use nam::{NamConfig, Platform};
use pjrt::{Buffer, Client, ElementType, ExecuteOptions, Execution, HostTensor, LoadedExecutable};
use xla_hlo::DType;

use crate::cache::ExecutableCache;
use crate::checkpoint::{Checkpoint, CheckpointDir, CheckpointMeta};
use crate::compile_worker::CompileWorker;
use crate::eval_totals::EvalTotals;
use crate::goodput::TimeLedger;
use crate::host_trace::{DeviceCapture, HostTrace, ProfileFiles, ProfileWindow, Track};
use crate::manifest::StepTimeCheck;
use crate::manifest::{MeshChoice, RunManifest, TrainingSummary};
use crate::mesh::{DeviceMesh, PlacementError};
use crate::metrics::{MetricsRecord, MetricsWriter};
use crate::run_lock::RunLock;
use crate::stop::StopSignal;
use crate::telemetry::{MemoryEndpoint, MemorySampler};

mod setup;
pub use setup::host_from_f32;

/// The checkpoint directory's name inside a run directory.
pub const CHECKPOINTS_DIR: &str = "checkpoints";
/// Under the run directory: process `p > 0` of a multi-process run keeps its manifest,
/// metrics and telemetry in `processes/<p>/` (zero-padded to 5 digits).
pub const PROCESSES_DIR: &str = "processes";
/// The data receipt's file name inside a run directory.
pub const RECEIPT_FILE: &str = "data_receipt.json";

/// Errors of a training run; each names what failed and, where there is one, the fix.
#[derive(Debug, thiserror::Error)]
pub enum TrainError {
    /// The configuration is unusable for training.
    #[error("config: {0}")]
    Config(String),
    /// Loading the plugin or talking to it failed.
    #[error("PJRT: {0}")]
    Pjrt(#[from] pjrt::Error),
    /// Building a program failed.
    #[error("building the {program} program: {source}")]
    Build {
        /// Which program.
        program: &'static str,
        /// Why.
        #[source]
        source: xla_hlo::Error,
    },
    /// The data pipeline failed.
    #[error("data: {0}")]
    Data(#[from] data::DataError),
    /// The executable cache failed.
    #[error("executable cache: {0}")]
    Cache(#[from] crate::cache::CacheError),
    /// Writing or reading checkpoints failed.
    #[error(transparent)]
    Checkpoint(#[from] crate::checkpoint::CheckpointError),
    /// Writing metrics failed.
    #[error(transparent)]
    Metrics(#[from] crate::metrics::MetricsError),
    /// Writing the manifest failed.
    #[error(transparent)]
    Manifest(#[from] crate::manifest::ManifestError),
    /// The mesh does not fit the devices, or a tensor does not fit its sharding.
    #[error(transparent)]
    Placement(#[from] PlacementError),
    /// Memory telemetry failed to start.
    #[error(transparent)]
    Telemetry(#[from] crate::telemetry::TelemetryError),
    /// Another process holds the run directory.
    #[error(transparent)]
    RunLock(#[from] crate::run_lock::RunLockError),
    /// A fresh run was pointed at the directory of an earlier run.
    #[error(
        "run directory {run_dir} already holds a run ({found}); pass --resume to continue it, \
         --resume auto to continue it or start over when it has no valid checkpoint, or choose \
         another --run-dir (nothing was changed)"
    )]
    RunDirInUse {
        /// The run directory.
        run_dir: PathBuf,
        /// What was found there.
        found: String,
    },
    /// A run-directory file operation failed.
    #[error("{path}: {source}")]
    Io {
        /// The path involved.
        path: PathBuf,
        /// The error.
        #[source]
        source: std::io::Error,
    },
    /// The eval program's outputs could not be combined.
    #[error(transparent)]
    Eval(#[from] crate::eval_totals::EvalTotalsError),
    /// The config leaves the mesh to the planner and choosing failed (nothing fits, or the
    /// candidates could not be compiled): the message lists every candidate's verdict.
    #[error("choosing the mesh (the config has no [mesh], or mesh = \"auto\"): {0}")]
    MeshChoice(String),
    /// A batch given by the caller does not meet the data contract; the message names the
    /// field and the first offending position.
    #[error("batch: {0}")]
    Batch(String),
    /// A stop was requested ([`TrainerOptions::stop`]) during set-up or an eval; the state on
    /// the devices is intact (an eval changes nothing), so a checkpoint may still be written.
    #[error("stopped by {}", crate::stop::signal_name(*signal))]
    Stopped {
        /// The signal that asked (0: a request without one).
        signal: i32,
    },
    /// The program's outputs or inputs are not what the trainer expects.
    #[error("internal: {0}")]
    Internal(String),
}

/// Chooses the mesh (and micro-batching) of a config that leaves it to the planner, for the
/// devices of the trainer's client. The trainer calls it once the data has been checked and
/// the client exists, before it builds any program.
pub trait MeshChooser: std::fmt::Debug + Send + Sync {
    /// The config to run (`mesh_auto` cleared) and the record of the choice for the manifest;
    /// `Err` with a message that names every candidate's verdict and the fix.
    fn choose(
        &self,
        config: &NamConfig,
        client: &Client,
        cache: &ExecutableCache,
    ) -> std::result::Result<(NamConfig, MeshChoice), String>;
}

/// Result alias of this module.
pub type Result<T> = std::result::Result<T, TrainError>;

/// How to run: what to train, where, and with which plugin.
#[derive(Debug, Clone)]
pub struct TrainerOptions {
    /// The validated config.
    pub config: NamConfig,
    /// Directory for manifest, metrics, receipt, checkpoints.
    pub run_dir: PathBuf,
    /// `cpu`, `tpu`, `cuda` or a plugin path.
    pub plugin: String,
    /// Devices of the CPU plugin (`cpu_device_count`; raised to the `[mesh]` size when
    /// smaller); ignored by other plugins.
    pub cpu_devices: usize,
    /// Executable cache directory (`None`: the user cache dir).
    pub cache_dir: Option<PathBuf>,
    /// Whether to continue from the newest valid checkpoint in `run_dir/checkpoints`.
    pub resume: Resume,
    /// Serve `/memory` on 127.0.0.1 at this port (0 picks a free port).
    pub memory_port: Option<u16>,
    /// Repo-relative paths in `[data]` are resolved against this directory.
    pub base_dir: PathBuf,
    /// Scan over stacked layer groups (default) or unroll (debugging).
    pub layer_loop: LayerLoop,
    /// Where a cache miss compiles: in a child worker process (the default: a compiler crash
    /// or hang becomes an error naming the program hash and the plugin, and this process lives
    /// on), or in this process with `None` (debugging a compiler failure).
    pub compile_worker: Option<CompileWorker>,
    /// Chooses the mesh when the config leaves it to the planner (`None`: such a config runs
    /// on one device).
    pub mesh_chooser: Option<Arc<dyn MeshChooser>>,
    /// A stop request the trainer polls (`namtrain` installs SIGTERM and SIGINT on it): set,
    /// [`Trainer::run_steps`] launches no further step, [`Trainer::evaluate`] ends with
    /// [`TrainError::Stopped`], and set-up stops between programs ([`crate::stop`]).
    pub stop: Option<StopSignal>,
    /// Where the TensorBoard event files and profiles go (`None`: `RUN_DIR/tensorboard`).
    pub tensorboard_dir: Option<PathBuf>,
    /// Start from the parameters in this file (overrides `[train] init_from`; see
    /// [`crate::init_from`]); ignored when the run resumes from its own checkpoint.
    pub init_from: Option<PathBuf>,
    /// The learning rates of each step, from the step (0-based) and the config's scheduled
    /// rates (`None`: the schedule). They are device inputs: changing them recompiles nothing.
    pub lr_schedule: Option<LrSchedule>,
    /// This process's place in a multi-process run, joined ([`crate::process::join`]); `None`:
    /// the run is this process alone.
    pub process: Option<Arc<crate::process::Joined>>,
}

/// A caller's learning-rate schedule: the rates of step `step` (0-based) given the config's
/// scheduled ones.
#[derive(Clone)]
pub struct LrSchedule(pub Arc<dyn Fn(u64, LearningRates) -> LearningRates + Send + Sync>);

impl LrSchedule {
    /// A schedule from a closure `(step, scheduled) -> rates`.
    pub fn new(f: impl Fn(u64, LearningRates) -> LearningRates + Send + Sync + 'static) -> Self {
        LrSchedule(Arc::new(f))
    }
}

impl std::fmt::Debug for LrSchedule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("LrSchedule(<closure>)")
    }
}

impl TrainerOptions {
    /// Defaults for a config: CPU plugin with one device, the given run dir, scan, compiles in
    /// the worker, no endpoint.
    pub fn new(config: NamConfig, run_dir: impl Into<PathBuf>) -> Self {
        TrainerOptions {
            config,
            run_dir: run_dir.into(),
            plugin: "cpu".into(),
            cpu_devices: 1,
            cache_dir: None,
            resume: Resume::Never,
            memory_port: None,
            base_dir: PathBuf::from("."),
            layer_loop: LayerLoop::Scan,
            compile_worker: Some(CompileWorker::new()),
            mesh_chooser: None,
            stop: None,
            tensorboard_dir: None,
            init_from: None,
            lr_schedule: None,
            process: None,
        }
    }
}

/// What a run does with the checkpoints already in its run directory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Resume {
    /// Start a new run; a run directory that already holds a run is refused (nothing is
    /// changed), so an earlier run is never overwritten by mistake.
    #[default]
    Never,
    /// Continue from the newest valid checkpoint; refused when there is none.
    Required,
    /// Continue from the newest valid checkpoint if there is one, else start fresh (an earlier
    /// run's metrics and manifest are replaced): the one flag a job on a preemptible VM passes
    /// on every (re)start.
    Auto,
}

impl std::str::FromStr for Resume {
    type Err = String;
    fn from_str(s: &str) -> std::result::Result<Self, String> {
        match s {
            "auto" => Ok(Resume::Auto),
            "required" | "latest" => Ok(Resume::Required),
            "never" => Ok(Resume::Never),
            other => Err(format!(
                "unknown resume mode `{other}`: use `--resume` (continue the newest valid \
                 checkpoint) or `--resume auto` (continue if there is one, else start fresh)"
            )),
        }
    }
}

/// Metrics of one optimizer step.
#[derive(Debug, Clone)]
pub struct StepReport {
    /// The step just completed (1-based count of updates).
    pub step: u64,
    /// Total loss (main + MTP + z-loss), mean over micro-batches.
    pub loss: f64,
    /// Main next-token loss.
    pub main_loss: f64,
    /// Global gradient norm before clipping.
    pub grad_norm: f64,
    /// Muon-group learning rate used.
    pub lr: f64,
    /// Every group's learning rate used.
    pub learning_rates: LearningRates,
    /// Target tokens that counted in the loss.
    pub tokens: u64,
    /// Wall seconds of the step (batch, uploads, execution, the scalars' read): the
    /// [`Trainer::run_steps`] call's time up to its read, shared evenly among its steps.
    pub seconds: f64,
    /// Seconds the host spent waiting for the device (for a program to finish, or for the
    /// scalars to arrive); the rest of `seconds` it spent on its own work (batches, uploads,
    /// launches, metrics), mostly while the device computed. Shared evenly among the steps of
    /// one [`Trainer::run_steps`] call, as `seconds` is.
    pub wait_seconds: f64,
    /// Fraction of routed slots dropped by MoE capacity.
    pub dropped_frac: f64,
    /// Per-expert load of each MoE application (`expert_load` rows: main-stack E sublayers,
    /// then the MTP block's per depth), each row the fraction of routed slots per expert
    /// (sums to 1); empty without MoE. Mode B: the mean over micro-batches.
    pub expert_load: Vec<Vec<f64>>,
}

/// A compiled program with its signature.
struct Compiled {
    exe: LoadedExecutable,
    sig: ProgramSignature,
}

/// Running totals of this process's steps, for the manifest's training summary.
#[derive(Debug, Default, Clone)]
struct Totals {
    first_step: Option<u64>,
    steps: u64,
    /// Steps after the first of this process (its first execution includes one-time warm-up).
    timed_steps: u64,
    seconds: f64,
    wait_seconds: f64,
    tokens: u64,
    /// Device-to-host reads of step scalars (one per [`Trainer::run_steps`] call).
    scalar_reads: u64,
    eval_first: Option<(u64, f64)>,
    eval_last: Option<(u64, f64)>,
}

/// The steps since the last training record of this process: a record's `loss_mean` and
/// `main_loss_mean` average every step of its interval, not only the one it is written at.
#[derive(Debug, Default, Clone)]
struct LogInterval {
    loss: f64,
    main_loss: f64,
    steps: u64,
}

/// One training run.
pub struct Trainer {
    cfg: NamConfig,
    client: Client,
    mesh: DeviceMesh,
    layout: StateLayout,
    /// Mode A step, or Mode B (accumulate, apply).
    programs: Programs,
    eval: Compiled,
    /// Device-resident state by name, one piece per mesh device: parameters, MoE bias,
    /// optimizer state, accumulators.
    state: BTreeMap<String, Vec<Buffer>>,
    /// Signature (dims, sharding) of every state tensor.
    state_sigs: BTreeMap<String, TensorSig>,
    loader: Loader,
    /// The next step's batch, read and uploaded while the previous step ran (Mode A).
    prefetched: Option<Prefetched>,
    eval_set: EvalSet,
    ckpts: CheckpointDir,
    metrics: MetricsWriter,
    manifest: RunManifest,
    run_dir: PathBuf,
    step: u64,
    last_saved_step: Option<u64>,
    /// What the checkpoint of `last_saved_step` recorded as `eval_pending`.
    saved_eval_pending: bool,
    compiles: usize,
    sampler: MemorySampler,
    endpoint: Option<MemoryEndpoint>,
    peak_flops: Option<f64>,
    totals: Totals,
    interval: LogInterval,
    /// The stop request polled between steps and eval calls.
    stop: Option<StopSignal>,
    /// Where this process's wall clock went, since set-up began.
    ledger: TimeLedger,
    /// When set-up began.
    started: Instant,
    /// TensorBoard event files and profiles.
    tensorboard_dir: PathBuf,
    /// The steps to profile, the host trace being recorded and the device capture (started
    /// when the window's first step launches).
    profile: Option<(ProfileWindow, HostTrace, Option<DeviceCapture>)>,
    /// The performance model's step time and its check against the measured steps.
    step_time: Option<StepTimeWatch>,
    /// The caller's callbacks ([`Trainer::add_hook`]).
    hooks: Vec<Box<dyn crate::hooks::TrainerHook>>,
    /// The caller's schedule ([`TrainerOptions::lr_schedule`]).
    lr_schedule: Option<LrSchedule>,
    /// The caller's fixed rates ([`Trainer::set_lr`]), over any schedule.
    lr_override: Option<LearningRates>,
    /// Steps of this run trained on the caller's batches ([`Trainer::step_on`]), as of the
    /// checkpoint resumed from plus this process's.
    caller_steps: u64,
    /// The eval due at the current step has not run: set by the caller before a checkpoint of a
    /// stop ([`Trainer::set_eval_pending`]), or read from the checkpoint resumed from.
    eval_pending: bool,
    /// The step-time line, from its measurement until the caller takes it.
    step_time_line: Option<String>,
    /// The profile written, until the caller takes it.
    profiled: Option<ProfileFiles>,
    /// This process's place in a multi-process run (`None`: one process).
    process: Option<Arc<crate::process::Joined>>,
    /// A multi-process run's agreed stop, `(step, signal)`, once known.
    agreed_stop: std::sync::OnceLock<(u64, i32)>,
    /// Held for the trainer's life: one writer per run directory.
    _run_lock: RunLock,
}

/// A prediction waiting for its measurement: steps of this process are skipped for warm-up,
/// then the median over a window of step times is compared with the prediction.
struct StepTimeWatch {
    check: StepTimeCheck,
    /// Step seconds seen after the warm-up, until the window is full.
    seen: Vec<f64>,
    /// Seconds per eval call.
    eval_calls: Vec<f64>,
    /// Steps of this process seen so far.
    steps: u64,
}

/// How far past its launched steps a process of a multi-process run proposes the run's stop.
pub const STOP_MARGIN_STEPS: u64 = 4;

/// How long process 0 of a multi-process run waits for every other process's part of a
/// checkpoint (a process that dies is caught sooner, by the run's failure watch).
pub const CHECKPOINT_COMMIT_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(1800);

/// Steps of a process left out before its step time is measured.
pub const STEP_TIME_WARMUP: u64 = 5;
/// Steps the measured median is over.
pub const STEP_TIME_WINDOW: u64 = 20;

/// A batch read and placed on the mesh ahead of the step that consumes it.
struct Prefetched {
    batch: DataBatch,
    inputs: BTreeMap<&'static str, Vec<Buffer>>,
    /// The loader's position before this batch: where the run stands until a step consumes it
    /// (what checkpoints save and receipts report).
    cursor: LoaderCursor,
}

enum Programs {
    ModeA(Compiled),
    ModeB {
        accumulate: Compiled,
        apply: Compiled,
        micro_rows: usize,
    },
}

/// Mode-B accumulators are zero between steps.
fn is_accumulator(name: &str) -> bool {
    name.starts_with("grad.") || name == LOAD_SUM
}

/// State that checkpoints leave out and the trainer makes when it places state on the devices:
/// Mode-B accumulators (zeros) and ZeRO-2 parameter copies (`nam::graph::replica`, cast from
/// their entries).
fn is_derived(name: &str) -> bool {
    is_accumulator(name) || nam::graph::replica::is_replica(name)
}

/// The PJRT element type of a graph dtype (every [`DType`] has one): how a program's
/// signature becomes host tensors and device buffers.
pub fn element_type(d: DType) -> ElementType {
    match d {
        DType::F32 => ElementType::F32,
        DType::BF16 => ElementType::BF16,
        DType::F16 => ElementType::F16,
        DType::F64 => ElementType::F64,
        DType::I32 => ElementType::S32,
        DType::I64 => ElementType::S64,
        DType::U32 => ElementType::U32,
        DType::Pred => ElementType::Pred,
    }
}

fn scalar_f32(t: &HostTensor) -> Result<f64> {
    Ok(t.to_f32()?.first().copied().unwrap_or(f32::NAN) as f64)
}

/// The platform programs for a plugin of `kind` are built for.
pub fn platform_of(kind: pjrt::PluginKind) -> Platform {
    match kind {
        pjrt::PluginKind::Tpu => Platform::Tpu,
        pjrt::PluginKind::Cpu => Platform::Cpu,
        pjrt::PluginKind::Cuda => Platform::Cuda,
        pjrt::PluginKind::Other => Platform::Other,
    }
}

impl Trainer {
    /// How the mesh was chosen, when the config left it to the planner.
    pub fn mesh_choice(&self) -> Option<&MeshChoice> {
        self.manifest.mesh_choice.as_ref()
    }

    /// The checkpoint step this process resumed from (`None`: a new run).
    pub fn resumed_from(&self) -> Option<u64> {
        self.manifest.resumed_from_step
    }

    /// Whether the eval due at the current step has not run yet: after a resume, what the
    /// checkpoint resumed from recorded ([`Self::set_eval_pending`]); a caller that evaluates on
    /// a schedule runs that eval first. The same on every process (it comes from the shared
    /// checkpoint).
    pub fn eval_pending(&self) -> bool {
        self.eval_pending
    }

    /// Records whether an eval is due at the current step and has not run: checkpoints written
    /// at this step carry it (`meta.json` `extra.eval_pending`), so a run stopped between a step
    /// and its eval evaluates that step when resumed, and its metrics hold every due eval once.
    /// Cleared by a successful [`Self::evaluate`] and by the next step.
    pub fn set_eval_pending(&mut self, pending: bool) {
        self.eval_pending = pending;
    }

    /// Updates completed so far.
    pub fn step_count(&self) -> u64 {
        self.step
    }

    /// Executables compiled (not loaded from the cache) by this trainer; stays constant
    /// while training because nothing that changes per step is baked into a program.
    pub fn compile_count(&self) -> usize {
        self.compiles
    }

    /// The client (for custom telemetry or extra programs).
    pub fn client(&self) -> &Client {
        &self.client
    }

    /// The config being trained.
    pub fn config(&self) -> &NamConfig {
        &self.cfg
    }

    /// The state layout (names, shapes and stacking of the parameters).
    pub fn layout(&self) -> &StateLayout {
        &self.layout
    }

    /// The run directory.
    pub fn run_dir(&self) -> &Path {
        &self.run_dir
    }

    /// The data-contract receipt so far.
    pub fn data_receipt(&self) -> data::receipt::DataReceipt {
        self.loader.receipt_at(&self.data_cursor())
    }

    /// Sets one device's peak FLOP/s used for MFU in metrics (MFU divides by it times the
    /// mesh's devices: the planner's definition, `docs/performance.md#mfu`).
    pub fn set_peak_flops(&mut self, peak: Option<f64>) {
        self.peak_flops = peak;
    }

    /// The run's executables by program name: `step` (Mode A) or `accumulate` and `apply`
    /// (Mode B), and `eval`.
    pub fn executables(&self) -> Vec<(&'static str, &LoadedExecutable)> {
        let mut out = match &self.programs {
            Programs::ModeA(c) => vec![("step", &c.exe)],
            Programs::ModeB {
                accumulate, apply, ..
            } => vec![("accumulate", &accumulate.exe), ("apply", &apply.exe)],
        };
        out.push(("eval", &self.eval.exe));
        out
    }

    /// The attention implementation the programs were built with.
    pub fn attention_backend(&self) -> nam::graph::attention::ResolvedBackend {
        match self.manifest.attention_backend.as_deref() {
            Some("pallas") => nam::graph::attention::ResolvedBackend::Pallas,
            _ => nam::graph::attention::ResolvedBackend::Xla,
        }
    }

    /// The mesh the programs run on.
    pub fn mesh(&self) -> &DeviceMesh {
        &self.mesh
    }

    /// The learning rates step `step` (0-based) runs with: [`Self::set_lr`]'s when set, else
    /// the options' schedule closure applied to the config's schedule, else the schedule.
    pub fn lr_at(&self, step: u64) -> LearningRates {
        let scheduled = LearningRates::at(&self.cfg, step as usize);
        match (&self.lr_override, &self.lr_schedule) {
            (Some(lr), _) => *lr,
            (None, Some(f)) => (f.0)(step, scheduled),
            (None, None) => scheduled,
        }
    }

    /// Runs the next steps at these learning rates (per group), until changed again; `None`
    /// returns to the schedule. No recompile: the rates are device inputs. Each step's rates
    /// are in its metrics record (`lr`: Muon, `lr_adamw`, `lr_embed`).
    pub fn set_lr(&mut self, rates: Option<LearningRates>) {
        self.lr_override = rates;
    }

    /// The per-step scalar inputs (step counter, learning rates) on every device.
    fn scalars(&self, step_index: u64) -> Result<BTreeMap<&'static str, Vec<Buffer>>> {
        let mut m = BTreeMap::new();
        m.insert(
            STEP,
            put_whole(
                &self.client,
                &self.mesh,
                STEP,
                &HostTensor::scalar_i32(step_index as i32),
            )?,
        );
        for (name, v) in self.lr_at(step_index).named() {
            let host = HostTensor::scalar_f32(v as f32);
            m.insert(name, put_whole(&self.client, &self.mesh, name, &host)?);
        }
        Ok(m)
    }

    /// One optimizer update on the next batch; its scalars are read before it returns
    /// ([`Self::run_steps`] of one step).
    pub fn step(&mut self) -> Result<StepReport> {
        self.run_steps(1)?
            .pop()
            .ok_or_else(|| TrainError::Internal("one step reported nothing".into()))
    }

    /// `n` optimizer updates queued back to back, their scalars (losses, gradient norms,
    /// expert loads) read once, after the last: the device never waits for the host to look at
    /// a loss. Call it up to the next point where the scalars are needed (a log record, an
    /// eval, a checkpoint), as `namtrain` does.
    ///
    /// While a program runs the host reads and places the next batch (or micro-batch) and
    /// launches the next program behind it, keeping at most two programs queued (so at most
    /// two steps' batches live on the device). Every step's metrics record is written as
    /// before, once its scalars are read. The steps' wall time, up to the read, is shared
    /// evenly among them (`seconds`), as is the time the host spent waiting for the device.
    ///
    /// A stop request ([`TrainerOptions::stop`]) ends the call early: the steps already
    /// launched finish and are reported, no further one starts (so fewer than `n` reports,
    /// possibly none, come back; [`Self::stop_requested`] says why).
    pub fn run_steps(&mut self, n: u64) -> Result<Vec<StepReport>> {
        self.run_queued(n, None)
    }

    /// One optimizer update on the caller's batch (`[train] batch_size` rows of
    /// `[model] seq_len`), checked as the data contract states (shapes, ids within the
    /// vocabulary where they count, a 0/1 loss mask, segment ids counting up from 0 or 1 in
    /// each row); a bad batch is refused naming the field, before anything runs. Mode B splits
    /// it into the config's micro-batches. The run's data cursor does not move (a batch the
    /// loader read ahead waits for the next [`Self::run_steps`]), and checkpoints count these
    /// steps (`meta.json` `extra.steps_on_caller_batches`).
    pub fn step_on(&mut self, batch: &DataBatch) -> Result<StepReport> {
        check_batch(batch, self.cfg.train.batch_size, &self.cfg.model)?;
        let report =
            self.run_queued(1, Some(batch))?
                .pop()
                .ok_or_else(|| match self.stop_requested() {
                    Some(signal) => TrainError::Stopped { signal },
                    None => TrainError::Internal("one step reported nothing".into()),
                })?;
        self.caller_steps += 1;
        Ok(report)
    }

    /// [`Self::step_on`] with the batch given as its micro-batches (rows concatenated in
    /// order): as many as `[train] micro_batches`, each of the micro-batch's rows.
    pub fn step_on_micro_batches(&mut self, micro: &[DataBatch]) -> Result<StepReport> {
        let t = &self.cfg.train;
        let rows = t.batch_size / t.micro_batches.max(1);
        if micro.len() != t.micro_batches {
            return Err(TrainError::Batch(format!(
                "{} micro-batches given, the config runs {} per step",
                micro.len(),
                t.micro_batches
            )));
        }
        for (i, m) in micro.iter().enumerate() {
            check_batch(m, rows, &self.cfg.model)
                .map_err(|e| TrainError::Batch(format!("micro-batch {i}: {e}")))?;
        }
        let mut whole = micro[0].clone();
        whole.batch_size = t.batch_size;
        for m in &micro[1..] {
            whole.tokens.extend_from_slice(&m.tokens);
            whole.targets.extend_from_slice(&m.targets);
            whole.segment_ids.extend_from_slice(&m.segment_ids);
            whole.loss_mask.extend_from_slice(&m.loss_mask);
        }
        self.step_on(&whole)
    }

    /// The next batch of the run's own data (the one [`Self::run_steps`] would train on next),
    /// taken from the loader: the data cursor moves past it. For loops that change the loader's
    /// batches before [`Self::step_on`] (a curriculum cutting rows short, say).
    pub fn next_batch(&mut self) -> Result<DataBatch> {
        match self.prefetched.take() {
            Some(p) => Ok(p.batch),
            None => Ok(self.loader.next_batch()?),
        }
    }

    /// `n` queued steps on the loader's batches, or one on the caller's.
    fn run_queued(&mut self, n: u64, caller: Option<&DataBatch>) -> Result<Vec<StepReport>> {
        let start = Instant::now();
        let data_wait_before = self.ledger.data_wait_s;
        let mut queue = InFlight::default();
        let mut pending = Vec::new();
        for _ in 0..n {
            if self.stop_requested().is_some() {
                break;
            }
            pending.push(self.launch_step(&mut queue, caller)?);
        }
        if pending.is_empty() {
            return Ok(Vec::new());
        }
        let (first, last) = (pending[0].step, pending[pending.len() - 1].step);
        let steps = move || match first == last {
            true => format!("step {first}"),
            false => format!("steps {first}..={last}"),
        };
        let waited = Instant::now();
        queue.keep_at_most(0)?;
        self.trace(Track::Host, || format!("device wait ({})", steps()), waited);
        let read = Instant::now();
        let values = read_pending(&self.mesh, &pending)?;
        self.trace(Track::Host, || format!("read scalars ({})", steps()), read);
        self.totals.scalar_reads += 1;
        let n = pending.len() as u64;
        self.ledger.steps_s +=
            start.elapsed().as_secs_f64() - (self.ledger.data_wait_s - data_wait_before);
        let share = 1.0 / n.max(1) as f64;
        let (seconds, waited) = (start.elapsed().as_secs_f64() * share, queue.waited * share);
        let mut reports = Vec::with_capacity(pending.len());
        for (p, (micro, apply)) in pending.iter().zip(values) {
            let (loss, main_loss, grad_norm, dropped_frac, expert_load) =
                step_outputs(&micro, apply.as_ref())?;
            let report = StepReport {
                step: p.step,
                loss,
                main_loss,
                grad_norm,
                lr: p.lr.muon,
                learning_rates: p.lr,
                tokens: p.tokens,
                seconds,
                wait_seconds: waited,
                dropped_frac,
                expert_load,
            };
            self.log_step(&report)?;
            self.count(&report);
            self.watch_step_time(&report);
            self.run_hooks(|h| h.after_step(&report));
            reports.push(report);
        }
        self.close_profile_after(last);
        Ok(reports)
    }

    /// Whether a stop was requested, and by which signal ([`crate::stop::StopSignal`]). In a
    /// multi-process run every process must stop after the same step, or the others would
    /// wait for it in a collective: the first process to see a request proposes a stop
    /// [`STOP_MARGIN_STEPS`] past its launched steps (no process can have launched that far:
    /// each is at most two steps ahead of the slowest), every process reads the agreement
    /// before each launch, and each reports the stop once it reaches that step.
    pub fn stop_requested(&self) -> Option<i32> {
        let local = self.stop.as_ref().and_then(StopSignal::requested);
        let Some(joined) = &self.process else {
            return local;
        };
        let (at, signal) = match self.agreed_stop.get() {
            Some(&agreed) => agreed,
            None => {
                let proposal = local.map(|s| (self.step + STOP_MARGIN_STEPS, s));
                let agreed = joined.agree_stop(proposal)?;
                *self.agreed_stop.get_or_init(|| agreed)
            }
        };
        (self.step >= at).then_some(signal)
    }

    /// Records a span of the profile while one is being captured (`name` is built only then).
    fn trace(&mut self, track: Track, name: impl FnOnce() -> String, start: Instant) {
        if let Some((window, trace, _)) = &mut self.profile
            && window.contains(self.step)
        {
            trace.span(track, name(), start);
        }
    }

    /// Launches the next optimizer step (its program runs queued on `queue`) and returns its
    /// scalar outputs, still on the device.
    fn launch_step(
        &mut self,
        queue: &mut InFlight,
        caller: Option<&DataBatch>,
    ) -> Result<PendingStep> {
        let launched = Instant::now();
        let tracing = self
            .profile
            .as_ref()
            .is_some_and(|(w, _, _)| w.contains(self.step + 1));
        if tracing && let Some((_, _, device @ None)) = &mut self.profile {
            *device = Some(DeviceCapture::start(self.client.plugin()));
        }
        let mut spans: Vec<(&'static str, Instant, Instant)> = Vec::new();
        let lr = self.lr_at(self.step);
        let scalars = self.scalars(self.step)?;
        let on = (&self.client, &self.mesh);
        let mut data_wait = 0.0;
        let (tokens, micro, apply) = match &self.programs {
            Programs::ModeA(c) => {
                let (tokens, inputs) = match (caller, self.prefetched.take()) {
                    // The caller's batch; a batch read ahead stays for the next loader step.
                    (Some(batch), prefetched) => {
                        self.prefetched = prefetched;
                        let t = Instant::now();
                        let inputs = upload_batch(on, c, batch, 0..batch.batch_size)?;
                        spans.push(("upload", t, Instant::now()));
                        (batch.target_tokens(), inputs)
                    }
                    (None, Some(p)) => (p.batch.target_tokens(), p.inputs),
                    (None, None) => {
                        let t = Instant::now();
                        let batch = self.loader.next_batch()?;
                        // Nothing is queued yet: the device waits for this batch.
                        data_wait += t.elapsed().as_secs_f64();
                        spans.push(("batch", t, Instant::now()));
                        let t = Instant::now();
                        let inputs = upload_batch(on, c, &batch, 0..batch.batch_size)?;
                        spans.push(("upload", t, Instant::now()));
                        (batch.target_tokens(), inputs)
                    }
                };
                let mut extra: BTreeMap<&str, Vec<Buffer>> = scalars.into_iter().collect();
                extra.extend(inputs);
                let t = Instant::now();
                let per_device =
                    queue.launch(|| launch_named(&self.mesh, &self.state, c, &extra))?;
                spans.push(("launch", t, Instant::now()));
                let (outputs, replaced) = take_outputs(&self.mesh, &mut self.state, c, per_device)?;
                queue.retire(replaced.into_iter().chain(extra.into_values()));
                // While the step runs: the next step's batch, read and placed on the mesh (not
                // for the caller's batches: the loader stays where it is).
                if caller.is_none() {
                    let cursor = self.loader.cursor();
                    let t = Instant::now();
                    let next = self.loader.next_batch()?;
                    spans.push(("next batch", t, Instant::now()));
                    let t = Instant::now();
                    let next_inputs = upload_batch(on, c, &next, 0..next.batch_size)?;
                    spans.push(("next upload", t, Instant::now()));
                    self.prefetched = Some(Prefetched {
                        batch: next,
                        inputs: next_inputs,
                        cursor,
                    });
                }
                queue.keep_at_most(1)?;
                (tokens, vec![outputs], None)
            }
            Programs::ModeB {
                accumulate,
                apply,
                micro_rows,
            } => {
                let t = Instant::now();
                let owned;
                let batch = match caller {
                    Some(b) => b,
                    None => {
                        owned = self.loader.next_batch()?;
                        if queue.runs.is_empty() {
                            data_wait += t.elapsed().as_secs_f64();
                        }
                        spans.push(("batch", t, Instant::now()));
                        &owned
                    }
                };
                let t = Instant::now();
                let (micro, apply) = launch_mode_b(
                    on,
                    &mut self.state,
                    (accumulate, apply, *micro_rows),
                    self.cfg.train.micro_batches,
                    scalars,
                    batch,
                    queue,
                )?;
                spans.push(("micro-batches and apply", t, Instant::now()));
                (batch.target_tokens(), micro, Some(apply))
            }
        };
        self.ledger.data_wait_s += data_wait;
        if tracing && let Some((_, trace, _)) = &mut self.profile {
            let step = self.step + 1;
            trace.span_between(
                Track::Steps,
                format!("step {step}"),
                launched,
                Instant::now(),
            );
            for (name, a, b) in spans {
                trace.span_between(Track::Steps, name.to_string(), a, b);
            }
        }
        self.step += 1;
        self.eval_pending = false;
        Ok(PendingStep {
            step: self.step,
            lr,
            tokens,
            micro,
            apply,
        })
    }

    fn count(&mut self, r: &StepReport) {
        let t = &mut self.totals;
        if t.first_step.is_none() {
            t.first_step = Some(r.step - 1);
        } else {
            t.timed_steps += 1;
            t.seconds += r.seconds;
            t.wait_seconds += r.wait_seconds;
            t.tokens += r.tokens;
        }
        t.steps += 1;
    }

    /// Writes the step's metrics record (every `log_every` steps and the first).
    fn log_step(&mut self, r: &StepReport) -> Result<()> {
        let every = self.cfg.train.log_every.max(1) as u64;
        self.interval.loss += r.loss;
        self.interval.main_loss += r.main_loss;
        self.interval.steps += 1;
        if !r.step.is_multiple_of(every) && r.step != 1 {
            return Ok(());
        }
        let interval = std::mem::take(&mut self.interval);
        let mut rec = MetricsRecord::at(r.step);
        rec.memory = Some(self.sampler.sample().devices);
        if let Some(rss) = crate::telemetry::host_rss_bytes() {
            rec.extra.insert("host_rss_bytes".into(), rss.into());
        }
        rec.loss = Some(r.loss);
        rec.lr = Some(r.lr);
        rec.extra
            .insert("lr_adamw".into(), r.learning_rates.adamw.into());
        rec.extra
            .insert("lr_embed".into(), r.learning_rates.embed.into());
        rec.tokens = Some(r.tokens);
        rec.grad_norm = Some(r.grad_norm);
        rec.extra.insert("main_loss".into(), r.main_loss.into());
        let n = interval.steps as f64;
        rec.extra
            .insert("loss_mean".into(), (interval.loss / n).into());
        rec.extra
            .insert("main_loss_mean".into(), (interval.main_loss / n).into());
        rec.extra
            .insert("loss_mean_steps".into(), interval.steps.into());
        rec.extra
            .insert("dropped_frac".into(), r.dropped_frac.into());
        if !r.expert_load.is_empty() {
            // Balance at a glance: the largest max/mean load ratio over the MoE applications.
            let ratio = r
                .expert_load
                .iter()
                .map(|row| crate::metrics::load_spread(row).0)
                .fold(0.0, f64::max);
            rec.extra
                .insert("expert_load_max_over_mean".into(), ratio.into());
            rec.extra
                .insert("expert_load".into(), serde_json::json!(r.expert_load));
        }
        let bytes_per_token = self.data_cursor().bytes_per_token();
        if bytes_per_token > 0.0 {
            rec.extra.insert(
                "bpb".into(),
                bits_per_byte(r.main_loss, bytes_per_token).into(),
            );
        }
        let seconds = r.seconds.max(1e-9);
        rec.step_seconds = Some(r.seconds);
        rec.tokens_per_s = Some(r.tokens as f64 / seconds);
        if let Some(peak) = self.peak_flops {
            let flops = nam::counting::flops_per_token(&self.cfg.model).total() * r.tokens as f64;
            rec.mfu = Some(flops / seconds / (peak * self.mesh.devices() as f64));
        }
        rec.extra.insert(
            "host_fraction".into(),
            (1.0 - r.wait_seconds / seconds).into(),
        );
        self.metrics.write(&rec)?;
        Ok(())
    }

    /// Main-head loss over the held-out batches, the mean over every position with
    /// `loss_mask != 0`, logged to metrics (with each MTP depth's as `eval_mtp_loss.{k}`).
    ///
    /// The eval executable runs at the training micro-batch's rows, once per micro-batch of each
    /// held-out batch (all-padding micro-batches count nothing and are skipped), and the calls
    /// combine exactly ([`EvalTotals`]).
    pub fn evaluate(&mut self) -> Result<f64> {
        let started = Instant::now();
        let loss = self.evaluate_calls();
        self.ledger.eval_s += started.elapsed().as_secs_f64();
        let step = self.step;
        self.trace(Track::Host, || format!("eval at step {step}"), started);
        if let Ok(l) = &loss {
            let l = *l;
            self.eval_pending = false;
            self.run_hooks(|h| h.after_eval(step, l));
        }
        loss
    }

    /// Adds a callback run after every step, eval and checkpoint ([`crate::hooks`]); hooks run
    /// in the order added.
    pub fn add_hook(&mut self, hook: Box<dyn crate::hooks::TrainerHook>) {
        self.hooks.push(hook);
    }

    /// Runs `f` on every hook; a hook asking to stop sets the stop request.
    fn run_hooks(
        &mut self,
        mut f: impl FnMut(&mut dyn crate::hooks::TrainerHook) -> crate::hooks::HookAction,
    ) {
        let mut stop = false;
        for h in &mut self.hooks {
            stop |= f(h.as_mut()) == crate::hooks::HookAction::Stop;
        }
        if stop {
            self.stop.get_or_insert_with(StopSignal::new).request(0);
        }
    }

    /// [`Self::evaluate`]'s calls and record.
    fn evaluate_calls(&mut self) -> Result<f64> {
        let batches = std::mem::take(&mut self.eval_set.batches);
        let totals = self.eval_totals(&batches);
        self.eval_set.batches = batches;
        let totals = totals?;
        let loss = totals.main_loss();
        let mut rec = MetricsRecord::at(self.step);
        rec.eval_loss = Some(loss);
        let bytes_per_token = self.eval_set.bytes_per_token;
        if bytes_per_token > 0.0 {
            rec.extra.insert(
                "eval_bpb".into(),
                bits_per_byte(loss, bytes_per_token).into(),
            );
            rec.extra
                .insert("eval_bytes_per_token".into(), bytes_per_token.into());
        }
        for (k, l) in totals.mtp_losses().into_iter().enumerate() {
            rec.extra
                .insert(format!("eval_mtp_loss.{}", k + 1), l.into());
        }
        self.metrics.write(&rec)?;
        let t = &mut self.totals;
        t.eval_first.get_or_insert((self.step, loss));
        t.eval_last = Some((self.step, loss));
        Ok(loss)
    }

    /// Main-head loss over the caller's batches (the mean over every position with
    /// `loss_mask != 0`), with the eval program: each batch of `[model] seq_len` and a multiple
    /// of the micro-batch's rows, checked as [`Self::step_on`] checks. Nothing is logged and the
    /// state is unchanged.
    pub fn evaluate_on(&mut self, batches: &[DataBatch]) -> Result<f64> {
        let rows = self.eval_rows()?;
        for (i, b) in batches.iter().enumerate() {
            if b.batch_size == 0 || !b.batch_size.is_multiple_of(rows) {
                return Err(TrainError::Batch(format!(
                    "batch {i} has {} rows; eval runs {rows} rows per call, so give a positive \
                     multiple of {rows}",
                    b.batch_size
                )));
            }
            check_batch(b, b.batch_size, &self.cfg.model)
                .map_err(|e| TrainError::Batch(format!("batch {i}: {e}")))?;
        }
        Ok(self.eval_totals(batches)?.main_loss())
    }

    /// The eval program over `batches`, one call per micro-batch of rows holding a counted
    /// position, combined exactly ([`EvalTotals`]).
    fn eval_totals(&mut self, batches: &[DataBatch]) -> Result<EvalTotals> {
        let mut totals = EvalTotals::new(self.cfg.model.mtp_depth);
        let rows = self.eval_rows()?;
        for batch in batches {
            if !batch.batch_size.is_multiple_of(rows) {
                return Err(TrainError::Internal(format!(
                    "a held-out batch of {} rows does not split into eval calls of {rows}",
                    batch.batch_size
                )));
            }
            let t = batch.seq_len;
            for start in (0..batch.batch_size).step_by(rows) {
                let micro = start..start + rows;
                if batch.loss_mask[micro.start * t..micro.end * t]
                    .iter()
                    .all(|&m| m == 0)
                {
                    continue;
                }
                if let Some(signal) = self.stop_requested() {
                    return Err(TrainError::Stopped { signal });
                }
                let call = Instant::now();
                let on = (&self.client, &self.mesh);
                let extra = upload_batch(on, &self.eval, batch, micro)?;
                let out = execute_named(&self.mesh, &mut self.state, &self.eval, &extra)?;
                if let Some(w) = &mut self.step_time {
                    w.eval_calls.push(call.elapsed().as_secs_f64());
                }
                totals.add(&out)?;
            }
        }
        Ok(totals)
    }

    /// Rows per eval call: the eval program's batch rows.
    fn eval_rows(&self) -> Result<usize> {
        let sig = &self.eval.sig;
        sig.input_index(BATCH_NAMES[0])
            .and_then(|i| sig.inputs[i].dims.first())
            .map(|&r| r as usize)
            .filter(|&r| r > 0)
            .ok_or_else(|| TrainError::Internal("the eval program has no batch rows".into()))
    }

    /// Downloads the device state (params, MoE bias, optimizer state) to whole host tensors by
    /// name, gathering the pieces of a sharded run.
    pub fn state_to_host(&self) -> Result<BTreeMap<String, HostTensor>> {
        self.state
            .iter()
            .map(|(k, pieces)| {
                let sig = self
                    .state_sigs
                    .get(k)
                    .ok_or_else(|| TrainError::Internal(format!("state `{k}` has no signature")))?;
                Ok((
                    k.clone(),
                    self.mesh.gather(k, pieces, &sig.dims, &sig.sharding)?,
                ))
            })
            .collect()
    }

    /// The parameters (and the MoE bias state) by stable per-layer name, as f32 host tensors:
    /// `namtrain init`'s names and format, whatever the layer loop stacks on the device.
    pub fn params(&self) -> Result<BTreeMap<String, HostTensor>> {
        let mut out = BTreeMap::new();
        for e in &self.layout.entries {
            let values = self.entry_values(&e.name)?;
            let per: usize = e.member_shape.iter().product();
            let dims: Vec<i64> = e.member_shape.iter().map(|&d| d as i64).collect();
            for (m, chunk) in e.members.iter().zip(values.chunks(per.max(1))) {
                out.insert(m.clone(), HostTensor::from_f32(&dims, chunk)?);
            }
        }
        Ok(out)
    }

    /// Replaces parameters by stable per-layer name between steps (any subset; f32 or bf16
    /// values, stored in the run's param dtype). The optimizer state is left as it is. A name
    /// that is not a parameter, or a shape that differs, is refused before anything changes.
    pub fn set_params(&mut self, params: &BTreeMap<String, HostTensor>) -> Result<()> {
        // Each named tensor's entry and slot, all checked before any is written.
        let mut by_entry: BTreeMap<String, Vec<(usize, Vec<f32>)>> = BTreeMap::new();
        for (name, t) in params {
            let (e, slot) = self
                .layout
                .entries
                .iter()
                .find_map(|e| e.members.iter().position(|m| m == name).map(|i| (e, i)))
                .ok_or_else(|| {
                    TrainError::Config(format!(
                        "set_params: `{name}` is not a parameter of this model (names are \
                         `namtrain init`'s: `wte`, `layers.{{i}}.…`, `lm_head`; see params())"
                    ))
                })?;
            let dims: Vec<usize> = t.dims().iter().map(|&d| d as usize).collect();
            if dims != e.member_shape {
                return Err(TrainError::Config(format!(
                    "set_params: `{name}` has shape {dims:?}, the model's is {:?}",
                    e.member_shape
                )));
            }
            let values = crate::tensor_file::f32_values(t)
                .map_err(|why| TrainError::Config(format!("set_params: `{name}` has {why}")))?;
            by_entry
                .entry(e.name.clone())
                .or_default()
                .push((slot, values));
        }
        for (entry, slots) in by_entry {
            let mut values = self.entry_values(&entry)?;
            for (slot, v) in slots {
                // Members are stacked on axis 0: member `slot` is the slot-th run of its size.
                values[slot * v.len()..(slot + 1) * v.len()].copy_from_slice(&v);
            }
            self.put_entry(&entry, &values)?;
            let replica = format!("{}{entry}", nam::graph::replica::PREFIX);
            if self.state.contains_key(&replica) {
                self.put_entry(&replica, &values)?;
            }
        }
        Ok(())
    }

    /// A state tensor's whole value as f32.
    fn entry_values(&self, name: &str) -> Result<Vec<f32>> {
        let (pieces, sig) = self
            .state
            .get(name)
            .zip(self.state_sigs.get(name))
            .ok_or_else(|| TrainError::Internal(format!("state `{name}` is not on the devices")))?;
        let host = self.mesh.gather(name, pieces, &sig.dims, &sig.sharding)?;
        crate::tensor_file::f32_values(&host).map_err(TrainError::Internal)
    }

    /// Places `values` as state tensor `name` in its own dtype and sharding.
    fn put_entry(&mut self, name: &str, values: &[f32]) -> Result<()> {
        let sig = self
            .state_sigs
            .get(name)
            .ok_or_else(|| TrainError::Internal(format!("state `{name}` has no signature")))?;
        let host = setup::host_from_f32(sig.dtype, &sig.dims, values)?;
        let placed = self.mesh.put(&self.client, name, &host, &sig.sharding)?;
        self.state.insert(name.to_string(), placed);
        Ok(())
    }

    /// Where the run stands in its data: before the batch read ahead for the next step, if any.
    fn data_cursor(&self) -> LoaderCursor {
        match &self.prefetched {
            Some(p) => p.cursor.clone(),
            None => self.loader.cursor(),
        }
    }

    /// Writes a checkpoint of the current state (atomic; see [`crate::checkpoint`]): params,
    /// MoE bias, optimizer state, step and data cursor. A failed save (e.g. a full disk) leaves
    /// the previous checkpoint as the latest and the training state untouched.
    pub fn save_checkpoint(&mut self) -> Result<PathBuf> {
        let started = Instant::now();
        let saved = self.write_checkpoint();
        self.ledger.checkpoint_s += started.elapsed().as_secs_f64();
        if let Ok(dir) = &saved {
            let (step, dir) = (self.step, dir.clone());
            self.run_hooks(|h| {
                h.after_checkpoint(step, &dir);
                crate::hooks::HookAction::Continue
            });
        }
        let step = self.step;
        self.trace(
            Track::Host,
            || format!("checkpoint of step {step}"),
            started,
        );
        saved
    }

    /// [`Self::save_checkpoint`]'s work: one file of whole tensors, or in a multi-process run
    /// each process's pieces and the commit through the run's store
    /// ([`CheckpointDir::save_part`]).
    fn write_checkpoint(&mut self) -> Result<PathBuf> {
        let meta = CheckpointMeta {
            step: self.step,
            config_hash: self.cfg.config_hash(),
            data_cursor: serde_json::to_value(self.data_cursor())
                .map_err(|e| TrainError::Internal(e.to_string()))?,
            extra: {
                let mut extra = serde_json::Map::new();
                if self.caller_steps > 0 {
                    extra.insert(setup::CALLER_STEPS_KEY.into(), self.caller_steps.into());
                }
                if self.eval_pending {
                    extra.insert(setup::EVAL_PENDING_KEY.into(), true.into());
                }
                match extra.is_empty() {
                    true => serde_json::Value::Null,
                    false => serde_json::Value::Object(extra),
                }
            },
            tensors_sha256: String::new(),
        };
        let path = match &self.process {
            Some(joined) => {
                let mut pieces = Vec::new();
                for (name, buffers) in self.state.iter().filter(|(n, _)| !is_derived(n)) {
                    let sig = self.state_sigs.get(name).ok_or_else(|| {
                        TrainError::Internal(format!("state `{name}` has no signature"))
                    })?;
                    pieces.extend(self.mesh.written_pieces(
                        name,
                        buffers,
                        &sig.dims,
                        &sig.sharding,
                    )?);
                }
                self.ckpts.save_part(
                    &meta,
                    joined.spec.process,
                    joined.spec.processes,
                    &pieces,
                    &joined.store,
                    CHECKPOINT_COMMIT_TIMEOUT,
                )?
            }
            None => {
                let tensors = self
                    .state_to_host()?
                    .into_iter()
                    .filter(|(name, _)| !is_derived(name))
                    .collect();
                self.ckpts.save(&Checkpoint { meta, tensors })?
            }
        };
        self.last_saved_step = Some(self.step);
        self.saved_eval_pending = self.eval_pending;
        Ok(path)
    }

    /// The step of the newest checkpoint this run wrote or resumed from.
    pub fn last_saved_step(&self) -> Option<u64> {
        self.last_saved_step
    }

    /// Whether the newest checkpoint holds the run as it is now: the current step, with the
    /// same eval pending. It does not after a resume that ran the eval its checkpoint had
    /// pending ([`Self::eval_pending`]): a stop before the next step must save again, or the
    /// next resume would run that eval a second time.
    pub fn latest_checkpoint_is_current(&self) -> bool {
        self.last_saved_step == Some(self.step) && self.saved_eval_pending == self.eval_pending
    }

    /// Rewrites `manifest.json` (with this process's training summary so far) and
    /// `data_receipt.json` in the run directory.
    pub fn write_manifest(&mut self) -> Result<()> {
        let receipt = self.loader.receipt_at(&self.data_cursor());
        let path = self.run_dir.join(RECEIPT_FILE);
        receipt.write(&path)?;
        self.manifest.data_receipt =
            Some(serde_json::to_value(&receipt).map_err(|e| TrainError::Internal(e.to_string()))?);
        self.manifest.training = self.training_summary();
        let processes: Vec<&crate::manifest::TrainingSummary> = self
            .manifest
            .earlier_processes
            .iter()
            .chain(&self.manifest.training)
            .collect();
        self.manifest.goodput = crate::goodput::Goodput::of(&processes);
        self.manifest.step_time = self.step_time_check();
        self.manifest.write(&self.run_dir)?;
        Ok(())
    }

    /// Goodput over this run's processes so far, as of the latest [`Self::write_manifest`].
    pub fn goodput(&self) -> Option<&crate::goodput::Goodput> {
        self.manifest.goodput.as_ref()
    }

    /// Counts `seconds` of the caller's start-up work (a step-time prediction, say) as set-up
    /// in the goodput ledger.
    pub fn add_setup_seconds(&mut self, seconds: f64) {
        self.ledger.setup_s += seconds;
    }

    /// The steps being profiled, until their profile is written.
    pub fn profile_window(&self) -> Option<ProfileWindow> {
        self.profile.as_ref().map(|(w, _, _)| *w)
    }

    /// Where this process's wall clock went so far.
    pub fn time_ledger(&self) -> TimeLedger {
        TimeLedger {
            wall_s: self.started.elapsed().as_secs_f64(),
            ..self.ledger.clone()
        }
    }

    /// Gives the trainer the performance model's step time for its programs (`source`: where
    /// it came from; `programs`: each program's runs per step and PREDICTED seconds per run).
    /// After [`STEP_TIME_WARMUP`] steps of this process, the median of the next
    /// [`STEP_TIME_WINDOW`] is compared with it: one log line, and the manifest's `step_time`.
    pub fn set_step_prediction(
        &mut self,
        source: impl Into<String>,
        predicted_s: f64,
        programs: Vec<crate::manifest::ProgramTimeCheck>,
    ) {
        self.step_time = Some(StepTimeWatch {
            check: StepTimeCheck {
                source: source.into(),
                predicted_s,
                warmup_steps: STEP_TIME_WARMUP,
                measured_steps: 0,
                measured_median_s: None,
                ratio: None,
                programs,
            },
            seen: Vec::new(),
            eval_calls: Vec::new(),
            steps: 0,
        });
    }

    /// The step-time line (`step time: measured …, PREDICTED … (1.04x)`) once, when the
    /// measurement has just been taken.
    pub fn take_step_time_line(&mut self) -> Option<String> {
        self.step_time_line.take()
    }

    /// What the profile wrote, once, after it was written.
    pub fn take_profile_written(&mut self) -> Option<ProfileFiles> {
        self.profiled.take()
    }

    /// The directory of TensorBoard event files and profiles.
    pub fn tensorboard_dir(&self) -> &Path {
        &self.tensorboard_dir
    }

    /// The step time check so far (the prediction, and the measurement once taken).
    pub fn step_time_check(&self) -> Option<StepTimeCheck> {
        let w = self.step_time.as_ref()?;
        let mut check = w.check.clone();
        if let Some(eval) = check.programs.iter_mut().find(|p| p.program == "eval")
            && let Some(m) = median(&w.eval_calls)
        {
            eval.measured_median_s = Some(m);
            eval.ratio = Some(m / eval.predicted_s.max(1e-12));
        }
        Some(check)
    }

    /// Counts a step towards the step-time check; when the window fills, measures and logs.
    fn watch_step_time(&mut self, r: &StepReport) {
        let Some(w) = &mut self.step_time else {
            return;
        };
        w.steps += 1;
        if w.steps <= STEP_TIME_WARMUP || w.check.measured_median_s.is_some() {
            return;
        }
        w.seen.push(r.seconds);
        if (w.seen.len() as u64) >= STEP_TIME_WINDOW {
            self.measure_step_time();
        }
    }

    /// Takes the step-time measurement now, over the steps seen after the warm-up (for a run
    /// that ends before the window fills; nothing without any such step, or when taken).
    pub fn measure_step_time(&mut self) {
        let Some(w) = &mut self.step_time else {
            return;
        };
        if w.check.measured_median_s.is_some() {
            return;
        }
        let Some(m) = median(&w.seen) else {
            return;
        };
        let c = &mut w.check;
        c.measured_steps = w.seen.len() as u64;
        c.measured_median_s = Some(m);
        c.ratio = Some(m / c.predicted_s.max(1e-12));
        if let Some(step) = c.programs.iter_mut().find(|p| p.program == "step") {
            step.measured_median_s = Some(m);
            step.ratio = c.ratio;
        }
        tracing::info!("{}", c.line());
        self.step_time_line = Some(c.line());
    }

    /// Arms a profile of optimizer steps `window` (1-based): the host trace of those steps, and
    /// of the evals and checkpoints among them, written when the last has run
    /// ([`crate::host_trace`]). Steps already taken cannot be captured.
    pub fn profile_steps(&mut self, window: ProfileWindow) -> Result<()> {
        if window.first <= self.step {
            return Err(TrainError::Config(format!(
                "--profile {}:{}: step {} has already run (the run is at step {}); profile a \
                 later step",
                window.first, window.count, window.first, self.step
            )));
        }
        self.profile = Some((window, HostTrace::new(), None));
        Ok(())
    }

    /// Writes the profile once the last captured step has run (and `last` is it or later). A
    /// profile that cannot be written is a warning: the run goes on.
    fn close_profile_after(&mut self, last: u64) {
        if self
            .profile
            .as_ref()
            .is_some_and(|(w, _, _)| last >= w.last())
        {
            self.flush_profile();
        }
    }

    /// Writes the profile being captured now, whatever it holds (the loop calls it when it
    /// stops early): the host trace, and the device trace when the plugin's profiler ran.
    /// `None` when there was none or it could not be written (a warning says why: a profile
    /// never stops a run).
    pub fn flush_profile(&mut self) -> Option<ProfileFiles> {
        let (window, trace, device) = self.profile.take()?;
        let dir = crate::host_trace::profile_dir(&self.tensorboard_dir);
        let device_trace = match device {
            Some(capture) => capture.finish(&dir),
            None => Err("no profiled step ran".to_string()),
        };
        if let Err(why) = &device_trace {
            tracing::info!("profile: no device trace ({why})");
        }
        let metadata = serde_json::json!({
            "steps": format!("{}..={}", window.first, window.last()),
            "captured_through_step": self.step,
            "plugin": self.manifest.plugin.platform,
            "device_trace": match &device_trace {
                Ok(p) => p.display().to_string(),
                Err(why) => format!("none: {why}"),
            },
        });
        match trace.write(&dir, metadata) {
            Ok(host_trace) => {
                let files = ProfileFiles {
                    host_trace,
                    device_trace,
                };
                self.profiled = Some(files.clone());
                Some(files)
            }
            Err(e) => {
                tracing::warn!(
                    "the profile of steps {}..={} could not be written to {}: {e}; training goes on",
                    window.first,
                    window.last(),
                    dir.display()
                );
                None
            }
        }
    }

    /// Throughput and losses of this process's steps: rates over the steps after its first
    /// (whose execution includes one-time warm-up), `host_fraction` = 1 − device/wall time.
    pub fn training_summary(&self) -> Option<TrainingSummary> {
        let t = &self.totals;
        let start_step = t.first_step?;
        let rate = |x: f64| (t.seconds > 0.0).then(|| x / t.seconds);
        Some(TrainingSummary {
            start_step,
            end_step: self.step,
            timed_steps: t.timed_steps,
            step_seconds_mean: (t.timed_steps > 0).then(|| t.seconds / t.timed_steps as f64),
            steps_per_s: rate(t.timed_steps as f64),
            tokens_per_s: rate(t.tokens as f64),
            host_fraction: (t.seconds > 0.0).then(|| 1.0 - t.wait_seconds / t.seconds),
            scalar_reads: t.scalar_reads,
            eval_loss_first: t.eval_first.map(|e| e.1),
            eval_loss_first_step: t.eval_first.map(|e| e.0),
            eval_loss_last: t.eval_last.map(|e| e.1),
            eval_loss_last_step: t.eval_last.map(|e| e.0),
            time: Some(self.time_ledger()),
        })
    }

    /// The `/memory` endpoint's URL when enabled.
    pub fn memory_url(&self) -> Option<String> {
        self.endpoint.as_ref().map(MemoryEndpoint::url)
    }
}

/// What one optimizer step's programs report: loss, main loss, gradient norm, dropped
/// fraction and per-expert load rows (the fields of [`StepReport`] of the same names).
type StepOutputs = (f64, f64, f64, f64, Vec<Vec<f64>>);

/// Checks a caller's batch against the data contract for `rows` rows of `model`: shapes, ids
/// within the vocabulary (targets only where they count), a 0/1 loss mask, segment ids that
/// never decrease within a row and start at 0 or 1.
pub fn check_batch(batch: &DataBatch, rows: usize, model: &nam::ModelConfig) -> Result<()> {
    let bad = |m: String| Err(TrainError::Batch(m));
    let t = model.seq_len;
    if batch.batch_size != rows || batch.seq_len != t {
        return bad(format!(
            "shape [{}, {}], the run's programs take [{rows}, {t}] ([train] batch_size rows              (per micro-batch when given as micro-batches) of [model] seq_len)",
            batch.batch_size, batch.seq_len
        ));
    }
    let n = rows * t;
    for (name, v) in [
        ("tokens", &batch.tokens),
        ("targets", &batch.targets),
        ("segment_ids", &batch.segment_ids),
        ("loss_mask", &batch.loss_mask),
    ] {
        if v.len() != n {
            return bad(format!(
                "`{name}` holds {} values, the shape [{rows}, {t}] needs {n}",
                v.len()
            ));
        }
    }
    let at = |i: usize| format!("row {}, position {}", i / t, i % t);
    let vocab = model.vocab_size as i32;
    if let Some(i) = batch.loss_mask.iter().position(|&m| m != 0 && m != 1) {
        return bad(format!(
            "`loss_mask` is {} at {}: it must be 0 or 1",
            batch.loss_mask[i],
            at(i)
        ));
    }
    if let Some(i) = batch.tokens.iter().position(|&x| x < 0 || x >= vocab) {
        return bad(format!(
            "`tokens` holds id {} at {}, outside the vocabulary 0..{vocab}",
            batch.tokens[i],
            at(i)
        ));
    }
    if let Some(i) = (0..n)
        .find(|&i| batch.loss_mask[i] == 1 && (batch.targets[i] < 0 || batch.targets[i] >= vocab))
    {
        return bad(format!(
            "`targets` holds id {} at {} (loss_mask 1), outside the vocabulary 0..{vocab}",
            batch.targets[i],
            at(i)
        ));
    }
    for (r, row) in batch.segment_ids.chunks(t.max(1)).enumerate() {
        if row.first().is_some_and(|&s| !(0..=1).contains(&s)) {
            return bad(format!(
                "`segment_ids` starts row {r} at {}: a row starts at 0 or 1 (the count of BOS \
                 tokens so far)",
                row[0]
            ));
        }
        if let Some(p) = row.windows(2).position(|w| w[1] < w[0]) {
            return bad(format!(
                "`segment_ids` decreases at row {r}, position {}: it counts BOS tokens and never \
                 goes down",
                p + 1
            ));
        }
    }
    Ok(())
}

/// The median of `xs` (`None` for none).
fn median(xs: &[f64]) -> Option<f64> {
    if xs.is_empty() {
        return None;
    }
    let mut v = xs.to_vec();
    v.sort_by(f64::total_cmp);
    let mid = v.len() / 2;
    Some(if v.len() % 2 == 1 {
        v[mid]
    } else {
        (v[mid - 1] + v[mid]) / 2.0
    })
}

/// Nats per token to bits per byte: `loss / ln 2 / bytes_per_token`.
pub fn bits_per_byte(loss_nats: f64, bytes_per_token: f64) -> f64 {
    loss_nats / std::f64::consts::LN_2 / bytes_per_token
}

/// The `expert_load` output as rows (one per MoE application); empty without MoE.
fn load_rows(out: &BTreeMap<String, HostTensor>) -> Result<Vec<Vec<f64>>> {
    let Some(t) = out.get("expert_load") else {
        return Ok(Vec::new());
    };
    let dims = t.dims().to_vec();
    let (rows, cols) = match dims.as_slice() {
        [r, c] => (*r as usize, *c as usize),
        _ => {
            return Err(TrainError::Internal(format!(
                "expert_load has dims {dims:?}"
            )));
        }
    };
    if rows == 0 || cols == 0 {
        return Ok(Vec::new());
    }
    let v = t.to_f32()?;
    Ok(v.chunks(cols)
        .map(|r| r.iter().map(|&x| f64::from(x)).collect())
        .collect())
}

fn get(out: &BTreeMap<String, HostTensor>, name: &str) -> Result<f64> {
    out.get(name)
        .ok_or_else(|| TrainError::Internal(format!("the program has no output `{name}`")))
        .and_then(scalar_f32)
}

/// The per-device argument lists of `c`, looked up by name: the batch and per-step scalars from
/// `extra`, device state from `state`.
fn named_args<'a>(
    mesh: &DeviceMesh,
    state: &'a BTreeMap<String, Vec<Buffer>>,
    c: &Compiled,
    extra: &'a BTreeMap<&str, Vec<Buffer>>,
) -> Result<Vec<Vec<&'a Buffer>>> {
    // One argument list per device this process holds (every device in one process).
    let n = mesh.held_count();
    let mut args: Vec<Vec<&Buffer>> = vec![Vec::with_capacity(c.sig.inputs.len()); n];
    for s in &c.sig.inputs {
        let pieces = extra
            .get(s.name.as_str())
            .or_else(|| state.get(&s.name))
            .ok_or_else(|| {
                TrainError::Internal(format!("program input `{}` has no value", s.name))
            })?;
        if pieces.len() != n {
            return Err(TrainError::Internal(format!(
                "program input `{}` has {} pieces for {n} devices",
                s.name,
                pieces.len()
            )));
        }
        for (device_args, piece) in args.iter_mut().zip(pieces) {
            device_args.push(piece);
        }
    }
    Ok(args)
}

/// Starts `c` on the mesh (see [`named_args`]) and returns while it runs, so the host can
/// prepare the next inputs; [`finish_named`] takes its outputs.
fn launch_named<'a>(
    mesh: &DeviceMesh,
    state: &'a BTreeMap<String, Vec<Buffer>>,
    c: &Compiled,
    extra: &'a BTreeMap<&str, Vec<Buffer>>,
) -> Result<Execution<'a>> {
    let args = named_args(mesh, state, c, extra)?;
    Ok(c.exe.launch(&args, &ExecuteOptions::default())?)
}

/// The outputs of a launched run of `c` (ready or not): donated state replaced by the aliased
/// outputs, the other outputs returned with their signatures, still on the devices, and the
/// replaced state's handles (see [`InFlight::retire`]).
fn take_outputs(
    mesh: &DeviceMesh,
    state: &mut BTreeMap<String, Vec<Buffer>>,
    c: &Compiled,
    per_device: Vec<Vec<Buffer>>,
) -> Result<(ProgramOutputs, Vec<Vec<Buffer>>)> {
    let n = mesh.held_count();
    if per_device.len() != n || per_device.iter().any(|o| o.len() != c.sig.outputs.len()) {
        return Err(TrainError::Internal(format!(
            "the program returned {:?} outputs on {} devices, its signature names {} on {n}",
            per_device.iter().map(Vec::len).collect::<Vec<_>>(),
            per_device.len(),
            c.sig.outputs.len()
        )));
    }
    // Output i's pieces, in device order.
    let mut outs: Vec<Vec<Buffer>> = (0..c.sig.outputs.len())
        .map(|_| Vec::with_capacity(n))
        .collect();
    for device_outs in per_device {
        for (i, buf) in device_outs.into_iter().enumerate() {
            outs[i].push(buf);
        }
    }
    let donated: BTreeMap<usize, usize> =
        c.sig.aliases.iter().map(|a| (a.output, a.input)).collect();
    let mut kept = Vec::new();
    let mut replaced = Vec::new();
    for (i, pieces) in outs.into_iter().enumerate() {
        let sig = &c.sig.outputs[i];
        if donated.contains_key(&i) {
            replaced.extend(state.insert(sig.name.clone(), pieces));
        } else {
            kept.push((sig.clone(), pieces));
        }
    }
    Ok((ProgramOutputs(kept), replaced))
}

/// The outputs of one program run other than the state: losses, norms, loads.
struct ProgramOutputs(Vec<(TensorSig, Vec<Buffer>)>);

/// What one launched optimizer step will report once its outputs are read.
struct PendingStep {
    step: u64,
    lr: LearningRates,
    tokens: u64,
    /// The gradient program's runs: Mode A's one step, or Mode B's accumulate per micro-batch.
    micro: Vec<ProgramOutputs>,
    /// Mode B's apply.
    apply: Option<ProgramOutputs>,
}

/// One step's outputs read to the host: per micro-batch, and the apply's (Mode B).
type StepValues = (
    Vec<BTreeMap<String, HostTensor>>,
    Option<BTreeMap<String, HostTensor>>,
);

/// Reads every output of `steps` in one round trip (every transfer started before any is
/// awaited), in the steps' order.
fn read_pending(mesh: &DeviceMesh, steps: &[PendingStep]) -> Result<Vec<StepValues>> {
    let runs: Vec<&ProgramOutputs> = steps
        .iter()
        .flat_map(|p| p.micro.iter().chain(p.apply.as_ref()))
        .collect();
    let mut values = read_runs(mesh, &runs)?.into_iter();
    let mut next = || values.next().unwrap_or_default();
    Ok(steps
        .iter()
        .map(|p| {
            let micro = p.micro.iter().map(|_| next()).collect();
            (micro, p.apply.as_ref().map(|_| next()))
        })
        .collect())
}

/// The outputs of `runs` by name, one map per run, read in one round trip.
fn read_runs(
    mesh: &DeviceMesh,
    runs: &[&ProgramOutputs],
) -> Result<Vec<BTreeMap<String, HostTensor>>> {
    let wanted: Vec<_> = runs
        .iter()
        .flat_map(|r| &r.0)
        .map(|(sig, pieces)| {
            (
                sig.name.as_str(),
                pieces.as_slice(),
                &sig.dims[..],
                &sig.sharding,
            )
        })
        .collect();
    let mut values = mesh.gather_all(&wanted)?.into_iter();
    Ok(runs
        .iter()
        .map(|r| {
            r.0.iter()
                .zip(values.by_ref())
                .map(|((sig, _), value)| (sig.name.clone(), value))
                .collect()
        })
        .collect())
}

/// A step's report from its read outputs: losses, dropped fraction and expert loads are means
/// over the micro-batches (in order), the gradient norm is the apply's (Mode B) or the step's.
fn step_outputs(
    micro: &[BTreeMap<String, HostTensor>],
    apply: Option<&BTreeMap<String, HostTensor>>,
) -> Result<StepOutputs> {
    let (mut loss, mut main, mut dropped) = (0.0, 0.0, 0.0);
    let mut load: Vec<Vec<f64>> = Vec::new();
    let k = micro.len() as f64;
    for out in micro {
        loss += get(out, "loss")? / k;
        main += get(out, "main_loss")? / k;
        dropped += get(out, "dropped_frac")? / k;
        let rows = load_rows(out)?;
        if load.is_empty() {
            load = rows.iter().map(|r| vec![0.0; r.len()]).collect();
        }
        for (acc, row) in load.iter_mut().zip(rows) {
            for (a, x) in acc.iter_mut().zip(row) {
                *a += x / k;
            }
        }
    }
    let norm_from = apply
        .or(micro.first())
        .ok_or_else(|| TrainError::Internal("a step ran no program".into()))?;
    Ok((loss, main, get(norm_from, "grad_norm")?, dropped, load))
}

/// Programs launched and not yet seen to finish, oldest first, and how long the host has
/// spent on them: inside the plugin's execute calls (which on some plugins, the CPU plugin's
/// for small programs, run the program before returning) and waiting for them to finish.
#[derive(Default)]
struct InFlight {
    /// Each run's completion and the buffer handles retired while it ran.
    runs: std::collections::VecDeque<(pjrt::Completion, Vec<Vec<Buffer>>)>,
    waited: f64,
}

impl InFlight {
    /// Launches a program with `launch` and queues it; its outputs, which may still be
    /// computing.
    fn launch<'a>(
        &mut self,
        launch: impl FnOnce() -> Result<Execution<'a>>,
    ) -> Result<Vec<Vec<Buffer>>> {
        let t0 = Instant::now();
        let (outputs, done) = launch()?.detach();
        self.waited += t0.elapsed().as_secs_f64();
        self.runs.push_back((done, Vec::new()));
        Ok(outputs)
    }

    /// Keeps buffer handles the newest run may still read (its inputs, the state it replaced)
    /// until it is seen to finish: destroying a handle in use blocks on some plugins (the CPU
    /// plugin waits for the program), which would stall the host mid-step.
    fn retire(&mut self, buffers: impl IntoIterator<Item = Vec<Buffer>>) {
        if let Some((_, retired)) = self.runs.back_mut() {
            retired.extend(buffers);
        }
    }

    /// Waits for the oldest runs until at most `n` are left (an execution error surfaces here).
    fn keep_at_most(&mut self, n: usize) -> Result<()> {
        while self.runs.len() > n {
            let t0 = Instant::now();
            if let Some((done, retired)) = self.runs.pop_front() {
                done.wait()?;
                drop(retired);
            }
            self.waited += t0.elapsed().as_secs_f64();
        }
        Ok(())
    }
}

/// Runs `c` to completion ([`launch_named`]) and reads its outputs other than the state.
fn execute_named(
    mesh: &DeviceMesh,
    state: &mut BTreeMap<String, Vec<Buffer>>,
    c: &Compiled,
    extra: &BTreeMap<&str, Vec<Buffer>>,
) -> Result<BTreeMap<String, HostTensor>> {
    let per_device = launch_named(mesh, state, c, extra)?.wait()?;
    // Finished: the replaced state's handles go at once.
    let (outputs, _) = take_outputs(mesh, state, c, per_device)?;
    Ok(read_runs(mesh, &[&outputs])?.pop().unwrap_or_default())
}

/// `host` on every device of the mesh (a replicated input such as a scalar).
fn put_whole(
    client: &Client,
    mesh: &DeviceMesh,
    name: &str,
    host: &HostTensor,
) -> Result<Vec<Buffer>> {
    let whole = TensorSharding::replicated(host.dims().len());
    Ok(mesh.put(client, name, host, &whole)?)
}

/// Mode B: launches the accumulation of gradients over the micro-batches of `batch`, then the
/// apply, each queued on `queue`; returns their outputs, still on the devices.
fn launch_mode_b(
    (client, mesh): (&Client, &DeviceMesh),
    state: &mut BTreeMap<String, Vec<Buffer>>,
    (accumulate, apply, micro_rows): (&Compiled, &Compiled, usize),
    micro_batches: usize,
    mut scalars: BTreeMap<&'static str, Vec<Buffer>>,
    batch: &DataBatch,
    queue: &mut InFlight,
) -> Result<(Vec<ProgramOutputs>, ProgramOutputs)> {
    let micro = |m: usize| m * micro_rows..(m + 1) * micro_rows;
    let mut runs = Vec::with_capacity(micro_batches);
    let mut extra = upload_batch((client, mesh), accumulate, batch, micro(0))?;
    for m in 0..micro_batches {
        let per_device = queue.launch(|| launch_named(mesh, state, accumulate, &extra))?;
        let (outputs, replaced) = take_outputs(mesh, state, accumulate, per_device)?;
        runs.push(outputs);
        // While micro-batch m runs, the next one is placed on the mesh.
        let used = if m + 1 < micro_batches {
            let next = upload_batch((client, mesh), accumulate, batch, micro(m + 1))?;
            std::mem::replace(&mut extra, next)
        } else {
            std::mem::take(&mut extra)
        };
        queue.retire(replaced.into_iter().chain(used.into_values()));
        queue.keep_at_most(1)?;
    }
    let count = HostTensor::scalar_f32(micro_batches as f32);
    scalars.insert(
        MICRO_BATCHES,
        put_whole(client, mesh, MICRO_BATCHES, &count)?,
    );
    let per_device = queue.launch(|| launch_named(mesh, state, apply, &scalars))?;
    let (applied, replaced) = take_outputs(mesh, state, apply, per_device)?;
    queue.retire(replaced.into_iter().chain(scalars.into_values()));
    Ok((runs, applied))
}

/// Uploads rows `rows` of `batch` as the four int32 `[rows, seq_len]` inputs of program `c`,
/// each split over the mesh as the program's signature says.
fn upload_batch(
    (client, mesh): (&Client, &DeviceMesh),
    c: &Compiled,
    batch: &DataBatch,
    rows: std::ops::Range<usize>,
) -> Result<BTreeMap<&'static str, Vec<Buffer>>> {
    let t = batch.seq_len;
    let dims = [rows.len() as i64, t as i64];
    let columns = [
        &batch.tokens,
        &batch.targets,
        &batch.segment_ids,
        &batch.loss_mask,
    ];
    let mut out = BTreeMap::new();
    for (name, v) in BATCH_NAMES.into_iter().zip(columns) {
        let host = HostTensor::from_i32(&dims, &v[rows.start * t..rows.end * t])?;
        let sig = c
            .sig
            .input_index(name)
            .map(|i| &c.sig.inputs[i])
            .ok_or_else(|| TrainError::Internal(format!("the program has no input `{name}`")))?;
        out.insert(name, mesh.put(client, name, &host, &sig.sharding)?);
    }
    Ok(out)
}
