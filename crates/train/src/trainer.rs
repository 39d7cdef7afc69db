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

use data::loader::{EvalSet, Loader, LoaderCursor};
use nam::NamConfig;
use nam::graph::layout::StateLayout;
use nam::graph::program::TensorSig;
use nam::graph::step::LearningRates;
use pjrt::{Buffer, Client, LoadedExecutable};

use crate::checkpoint::CheckpointDir;
use crate::goodput::TimeLedger;
use crate::host_trace::{DeviceCapture, HostTrace, ProfileFiles, ProfileWindow};
use crate::manifest::{MeshChoice, RunManifest};
use crate::mesh::DeviceMesh;
use crate::metrics::MetricsWriter;
use crate::run_lock::RunLock;
use crate::stop::StopSignal;
use crate::telemetry::{MemoryEndpoint, MemorySampler};

// The trainer's parts, one job each; each adds its own `impl Trainer` block.
mod batch; // a caller's batch checked against the data contract; batches placed on the mesh
mod checkpoint; // saving checkpoints (resuming is `setup`'s)
mod code; // the code evaluation: completions generated, compiled and tested, their rates logged
mod compiled; // the compiled programs (Mode A, or Mode B's accumulate and apply)
mod error; // `TrainError`: what failed, and the fix
mod evaluate; // the held-out loss, in eval calls of the micro-batch's rows
mod execute; // a program on the mesh: arguments by name, launch, outputs, the in-flight queue
mod launch; // queueing steps: the batch, the per-step scalars, Mode A or Mode B launches
mod options; // what to run: `TrainerOptions`, `Resume`, `LrSchedule`, `MeshChooser`
mod profile; // host and device traces of chosen steps
mod read_back; // every queued step's scalars read from the devices at once, into `StepReport`s
mod record; // metrics records, running totals, the manifest and its training summary
mod setup; // `Trainer::new` as named phases, nothing written before every check passed
mod state; // the device state as host tensors: `state_to_host`, `params`, `set_params`
mod step_time; // the measured step time against the performance model's
mod stop; // stop requests, agreed across processes, and the caller's hooks
mod warmth; // whether a start would be warm: its executables looked up without compiling

pub use batch::check_batch;
pub use checkpoint::{CHECKPOINT_COMMIT_TIMEOUT, CheckpointDone};
pub use code::{CodeEvalReport, EVALS_DIR};
pub use compiled::{element_type, platform_of};
pub use error::{Result, TrainError};
pub use options::{LrSchedule, MeshChooser, Resume, TrainerOptions};
pub use read_back::StepReport;
pub use record::bits_per_byte;
pub use setup::host_from_f32;
pub use step_time::{STEP_TIME_WARMUP, STEP_TIME_WINDOW};
pub use stop::STOP_MARGIN_STEPS;
pub use warmth::{StartWarmth, start_warmth};

use compiled::{Compiled, Programs};
use launch::Prefetched;
use record::{LogInterval, Totals};
use step_time::StepTimeWatch;

/// The checkpoint directory's name inside a run directory.
pub const CHECKPOINTS_DIR: &str = "checkpoints";
/// Under the run directory: process `p > 0` of a multi-process run keeps its manifest,
/// metrics and telemetry in `processes/<p>/` (zero-padded to 5 digits).
pub const PROCESSES_DIR: &str = "processes";
/// The data receipt's file name inside a run directory.
pub const RECEIPT_FILE: &str = "data_receipt.json";

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
    /// A hook asked to stop ([`crate::hooks::HookAction::Stop`]): ends [`Trainer::run_steps`]
    /// until the caller clears it ([`Trainer::clear_stop`]). Kept apart from `stop`, which
    /// may be the process's SIGTERM handler: a second signal must still be the one that exits.
    hook_stop: bool,
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
    /// The checkpoint being written in the background, at most one.
    in_flight: Option<checkpoint::InFlight>,
    /// The step of the last checkpoint whose background write failed.
    failed_checkpoint: Option<u64>,
    /// The code evaluation (`[eval] code_bench`), checked at set-up.
    code: Option<code::CodeEval>,
    /// A bucket run directory's lease, renewed while the trainer lives.
    lease: Option<crate::lease::Lease>,
    /// A bucket run directory's record uploads (`None`: a local run directory).
    records: Option<crate::run_bucket::RecordSync>,
    /// Held for the trainer's life: one writer per run directory (its working copy, for a
    /// bucket run).
    _run_lock: RunLock,
}

impl Trainer {
    /// How the mesh was chosen, when the config left it to the planner.
    pub fn mesh_choice(&self) -> Option<&MeshChoice> {
        self.manifest.mesh_choice.as_ref()
    }

    /// How `[model] attention` resolved (`xla`, `pallas`, `auto: pallas`, `auto: xla (why)`),
    /// as the manifest records it.
    pub fn attention_choice(&self) -> Option<&str> {
        self.manifest.attention_choice.as_deref()
    }

    /// The Pallas kernels the run's programs splice, each built in or exported.
    pub fn kernels(&self) -> &[crate::kernels::KernelReceipt] {
        &self.manifest.kernels
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
            Some("mosaic-gpu") => nam::graph::attention::ResolvedBackend::MosaicGpu,
            _ => nam::graph::attention::ResolvedBackend::Xla,
        }
    }

    /// The mesh the programs run on.
    pub fn mesh(&self) -> &DeviceMesh {
        &self.mesh
    }

    /// The `/memory` endpoint's URL when enabled.
    pub fn memory_url(&self) -> Option<String> {
        self.endpoint.as_ref().map(MemoryEndpoint::url)
    }

    /// Where the run stands in its data: before the batch read ahead for the next step, if any.
    fn data_cursor(&self) -> LoaderCursor {
        match &self.prefetched {
            Some(p) => p.cursor.clone(),
            None => self.loader.cursor(),
        }
    }
}
