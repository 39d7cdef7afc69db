//! What to run: [`TrainerOptions`] (the config, the run directory, the plugin and every
//! switch), how to treat an earlier run's checkpoints ([`Resume`]), a caller's learning-rate
//! schedule ([`LrSchedule`]) and the planner's mesh choice ([`MeshChooser`]).

use std::path::PathBuf;
use std::sync::Arc;

use nam::NamConfig;
use nam::graph::layout::LayerLoop;
use nam::graph::step::LearningRates;
use pjrt::Client;

use crate::cache::ExecutableCache;
use crate::compile_worker::CompileWorker;
use crate::manifest::MeshChoice;
use crate::stop::StopSignal;

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

    /// What [`Self::choose`] would return without compiling anything (one device, or a choice
    /// remembered from an earlier plan), or `None` when it would have to plan: how
    /// `namtrain doctor` tells whether a start will be warm. The default knows of nothing
    /// remembered.
    fn remembered(
        &self,
        config: &NamConfig,
        client: &Client,
        cache: &ExecutableCache,
    ) -> std::result::Result<Option<(NamConfig, MeshChoice)>, String> {
        let _ = (config, client, cache);
        Ok(None)
    }
}

/// How to run: what to train, where, and with which plugin.
#[derive(Debug, Clone)]
pub struct TrainerOptions {
    /// The validated config.
    pub config: NamConfig,
    /// Directory for manifest, metrics, receipt, checkpoints; for a run directory in a bucket
    /// ([`Self::bucket`]), its local working copy.
    pub run_dir: PathBuf,
    /// The run directory in a bucket (`None`: `run_dir` is the run directory itself). See
    /// [`crate::run_bucket`].
    pub bucket: Option<crate::run_bucket::RunBucket>,
    /// `cpu`, `tpu`, `cuda` or a plugin path.
    pub plugin: String,
    /// Devices of the CPU plugin (`cpu_device_count`; raised to the `[mesh]` size when
    /// smaller); ignored by other plugins.
    pub cpu_devices: usize,
    /// Executable cache directory (`None`: the user cache dir).
    pub cache_dir: Option<PathBuf>,
    /// Pallas kernels exported for this machine's shapes (`namtrain kernels export`), used on
    /// TPU besides the built-in ones (`None`: the cache directory's `kernels/`,
    /// [`crate::kernels::kernel_dir`]).
    pub kernels_dir: Option<PathBuf>,
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
    /// [`Trainer::run_steps`](super::Trainer::run_steps) launches no further step,
    /// [`Trainer::evaluate`](super::Trainer::evaluate) ends with
    /// [`TrainError::Stopped`](super::TrainError::Stopped), and set-up stops between programs
    /// ([`crate::stop`]).
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
    /// Where the config came from (a file or a built-in preset) and the `--set` overrides
    /// applied to it, recorded in the manifest (`config_origin`); `None` for a library loop's
    /// own config.
    pub config_origin: Option<crate::manifest::ConfigOrigin>,
    /// How the plugin was chosen when the caller asked for `auto` (`"auto: tpu (TPU device
    /// files and libtpu found)"`), recorded in the manifest (`plugin_choice`).
    pub plugin_choice: Option<String>,
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
            bucket: None,
            plugin: "cpu".into(),
            cpu_devices: 1,
            cache_dir: None,
            kernels_dir: None,
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
            config_origin: None,
            plugin_choice: None,
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
