//! `namtrain --config C.toml`: train a NAM model with the library's [`Trainer`].
//!
//! A config without `[mesh]` (or with `mesh = "auto"`) has its mesh chosen by the planner for
//! every device of the plugin (`--cpu-devices N` on the CPU plugin): see
//! [`plan::choice`]. `--topology v6e-8 --dry-run` shows that choice for a TPU slice
//! from any machine (deviceless) and leaves the executables and the choice in the cache.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use anyhow::{Context, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use plan::choice::{self, AutoMesh};
use plan::{MeshFilter, PlanDevices, Slice, V6E_USABLE_HBM_GIB};
use train::collectives::human_bytes;
use train::host_trace::ProfileWindow;
use train::manifest::MeshChoice;
use train::stop::{StopSignal, exit_status, signal_name};
use train::trainer::{Resume, TrainError, Trainer, TrainerOptions};

use crate::args::{PluginArgs, layer_loop, load_config, open_cache};
use crate::processes::ProcessArgs;

/// Options of a training run (the top-level `namtrain` flags).
#[derive(Args, Debug, Clone)]
pub struct TrainArgs {
    /// The run's config: a TOML file (see configs/), or a preset by name (`namtrain presets`;
    /// a file of that name wins).
    #[arg(long, value_name = "FILE")]
    pub config: Option<PathBuf>,
    /// Override a config key (repeatable): `--set train.batch_size=128`, `--set
    /// data.shards=gs://bucket/parquet`; typed by the config schema, part of the config hash.
    #[arg(long = "set", value_name = "SECTION.KEY=VALUE")]
    pub set: Vec<String>,
    #[command(flatten)]
    pub plugin: PluginArgs,
    #[command(flatten)]
    pub processes: ProcessArgs,
    /// Run directory (manifest, metrics, receipt, checkpoints): a local path, or a bucket,
    /// gs://BUCKET/PREFIX or s3://BUCKET/PREFIX (README "Runs in a bucket"); default
    /// runs/<config name>.
    #[arg(long, value_name = "DIR|gs://…|s3://…")]
    pub run_dir: Option<String>,
    /// Take over the lease of a bucket run directory at once, even one not yet expired (the
    /// VM that held it is known to be gone).
    #[arg(long)]
    pub take_over_lease: bool,
    /// On SIGTERM, the seconds a stop has to commit its checkpoint (Compute Engine gives a
    /// spot VM 30 s of notice); the stop reports its commit time against it.
    #[arg(long, default_value_t = 25.0, value_name = "SECONDS")]
    pub stop_deadline: f64,
    /// Executable cache directory (default: $NAMTRAIN_CACHE_DIR or ~/.cache/namtrain).
    #[arg(long, value_name = "DIR")]
    pub cache_dir: Option<PathBuf>,
    /// Kernels exported for this config's shapes (`namtrain kernels export`), used on TPU
    /// besides the built-in ones (default: the cache directory's `kernels/`).
    #[arg(long, value_name = "DIR")]
    pub kernels_dir: Option<PathBuf>,
    /// Continue from the newest valid checkpoint in the run directory. `--resume auto`:
    /// continue if there is one, else start fresh (safe to pass on every start of a
    /// preemptible job).
    #[arg(long, num_args = 0..=1, default_missing_value = "required", value_name = "auto")]
    pub resume: Option<Resume>,
    /// Stop after this many steps in total (default: [schedule] steps).
    #[arg(long)]
    pub steps: Option<u64>,
    /// Serve per-device memory as JSON at http://127.0.0.1:PORT/memory (0: any free port).
    #[arg(long, value_name = "PORT")]
    pub memory_port: Option<u16>,
    /// Peak FLOP/s per device for MFU (default: a table by device kind).
    #[arg(long)]
    pub peak_flops: Option<f64>,
    /// Emit the layer groups unrolled instead of as one loop (debugging).
    #[arg(long)]
    pub unrolled: bool,
    /// Compile in this process instead of the crash-proof compile worker (a child namtrain
    /// process); for debugging a compiler failure.
    #[arg(long)]
    pub compile_in_process: bool,
    /// Attention of the A blocks: auto (the default: pallas on TPU, mosaic-gpu on NVIDIA Hopper,
    /// each when kernels exist for the per-device shapes, else xla), pallas (TPU kernels),
    /// mosaic-gpu (Hopper flash-attention kernels) or xla; overrides the config's `[model]
    /// attention` (and so its hash). The run manifest records what ran and why.
    #[arg(long, value_name = "BACKEND")]
    pub attention: Option<String>,
    /// No progress bar (logs only).
    #[arg(long)]
    pub quiet: bool,
    /// Show the PJRT plugin's own informational log lines (hidden by default).
    #[arg(long)]
    pub verbose: bool,
    /// Usable memory per device, GiB, when the mesh is chosen (config without `[mesh]`):
    /// candidates must fit it less --hbm-margin. Default: v6e's usable HBM on TPU, the
    /// device's limit on GPUs, the host's available memory over the devices on the CPU plugin.
    #[arg(long, value_name = "GIB")]
    pub hbm_gib: Option<f64>,
    /// Share of the usable memory kept free when the mesh is chosen, percent.
    #[arg(long, default_value_t = 5.0, value_name = "PERCENT")]
    pub hbm_margin: f64,
    /// Capture a profile of optimizer steps STEP..STEP+COUNT (COUNT 1 by default), written
    /// under the TensorBoard directory's `plugins/profile/<time>/` (README "Operating a run").
    #[arg(long, value_name = "STEP[:COUNT]")]
    pub profile: Option<ProfileWindow>,
    /// TensorBoard event files and profiles go here (default RUN_DIR/tensorboard).
    #[arg(long, value_name = "DIR")]
    pub tensorboard_dir: Option<PathBuf>,
    /// Skip the performance model's step-time prediction at start-up (and so the check of it
    /// against the measured steps).
    #[arg(long)]
    pub no_predict: bool,
    /// TPU slice for --dry-run (v6e-1, v6e-4, v6e-8, v6e-16, v6e-32).
    #[arg(long, value_name = "SLICE", requires = "dry_run")]
    pub topology: Option<String>,
    /// Train nothing: show what the trainer would run on --topology (the chosen mesh,
    /// micro-batches, per-chip memory of each program), compiled deviceless, and leave the
    /// executables and the choice in the cache for the VM.
    #[arg(long, requires = "topology")]
    pub dry_run: bool,
    /// How `--plugin auto` was resolved (set by [`run`], recorded in the manifest).
    #[arg(skip)]
    pub plugin_choice: Option<String>,
}

/// Runs the training loop to the configured number of steps.
pub fn run(mut args: TrainArgs) -> anyhow::Result<()> {
    args.plugin_choice = args.plugin.resolve_auto();
    if let (Some(choice), false) = (&args.plugin_choice, args.quiet) {
        eprintln!("namtrain: plugin {choice}");
    }
    let Some(config_path) = args.config.clone() else {
        bail!(
            "nothing to do: pass --config FILE to train (e.g. --config configs/nam-tiny.toml) or a subcommand; see --help"
        );
    };
    // The trainer refuses a model this host cannot hold (`train::host`) before allocating.
    let mut config = load_config(&config_path, &args.set)?;
    if let Some(a) = &args.attention {
        config.model.attention = a.parse()?;
    }
    anyhow::ensure!(
        args.hbm_gib.is_none_or(|g| g.is_finite() && g > 0.0),
        "--hbm-gib must be a positive number of GiB"
    );
    anyhow::ensure!(
        (0.0..100.0).contains(&args.hbm_margin),
        "--hbm-margin is a percentage from 0 to below 100 (default 5)"
    );
    if args.dry_run {
        return dry_run(&args, &config_path, config);
    }
    let name = config_path
        .file_stem()
        .map_or_else(|| "run".into(), |s| s.to_string_lossy().into_owned());
    anyhow::ensure!(
        args.stop_deadline.is_finite() && args.stop_deadline > 0.0,
        "--stop-deadline is a positive number of seconds (default 25)"
    );
    let place = RunPlace::from_args(&args, &name)?;
    let run_dir = place.local.clone();
    let total_steps = args.steps.unwrap_or(config.schedule.steps as u64);
    if let Some(w) = args.profile
        && w.last() > total_steps
    {
        bail!(
            "--profile {}:{} asks for steps past the run's end (it stops at step {total_steps}); \
             profile steps up to {total_steps} or raise --steps",
            w.first,
            w.count
        );
    }
    let spec = args.processes.spec(&args.plugin.plugin)?;
    let Some(spec) = spec else {
        return train(&args, &config_path, config, &place, None);
    };
    let joined = crate::processes::join(
        &args.processes,
        &spec,
        &args.plugin.plugin,
        &config_path,
        &config.config_hash(),
        &run_dir,
    )?;
    let result = train(&args, &config_path, config, &place, Some(joined.clone()));
    // A clean stop (every process stopped after the agreed step) ends like a finished run.
    let clean = match &result {
        Ok(()) => true,
        Err(e) => e.downcast_ref::<Stopped>().is_some(),
    };
    match &result {
        _ if clean => joined
            .finish(std::time::Duration::from_secs(
                args.processes.startup_timeout,
            ))
            .context("waiting for the other processes to finish")?,
        Err(e) => joined.fail(&format!("{e:#}")),
        Ok(()) => {}
    }
    result
}

/// The run itself, once this process knows its place (`joined`: a multi-process run's): set
/// up the trainer, say what it is about to run, evaluate the starting point, run the steps,
/// and finish (or stop cleanly when asked to).
fn train(
    args: &TrainArgs,
    config_path: &Path,
    config: nam::NamConfig,
    place: &RunPlace,
    joined: Option<Arc<train::process::Joined>>,
) -> anyhow::Result<()> {
    let run_dir = place.local.as_path();
    let total_steps = args.steps.unwrap_or(config.schedule.steps as u64);
    if joined.is_some() && args.plugin.plugin == "cpu" {
        bail!(
            "the XLA CPU plugin runs a program within one process only (measured: every CPU \
             PJRT plugin refuses a device assignment spanning processes), so a multi-process \
             run needs --plugin tpu (one process per TPU VM host) or --plugin cuda; run \
             without --process-id/--num-processes/--coordinator to train on this host's CPU"
        );
    }
    let cadence = Cadence {
        eval_every: config.train.eval_every as u64,
        ckpt_every: config.train.checkpoint_every as u64,
        log_every: config.train.log_every.max(1) as u64,
    };

    // A TensorBoard directory that cannot be written is refused before anything runs.
    train::tensorboard::check_writable(
        &args
            .tensorboard_dir
            .clone()
            .unwrap_or_else(|| run_dir.join(train::tensorboard::TENSORBOARD_DIR)),
    )?;
    let (mut opts, stop) = trainer_options(args, config, run_dir, joined)?;
    opts.bucket = place.bucket.clone();
    let shown = place.shown.as_str();
    let resume = opts.resume;
    let ready = Instant::now();
    let mut trainer = set_up(opts, &stop, shown)?;
    let kind = before_the_first_step(args, &mut trainer, config_path, shown, resume, ready)?;

    let start_step = trainer.step_count();
    // A new run evaluates its initial parameters; a run resumed from a stop that came between
    // a step and its eval (`stop_cleanly`) runs that eval first, so every due eval is in the
    // metrics exactly once.
    if start_step == 0 || trainer.eval_pending() {
        match trainer.evaluate() {
            Ok(loss) => eprintln!("namtrain: step {start_step} eval loss {loss:.4}"),
            Err(TrainError::Stopped { signal }) => {
                return stop_cleanly(&mut trainer, signal, &ProgressBar::hidden(), args);
            }
            Err(e) => return Err(e.into()),
        }
    }
    let bar = progress_bar(args, &mut trainer, total_steps, start_step, &kind);
    match step_loop(&mut trainer, &bar, total_steps, start_step, cadence)? {
        LoopEnd::Done => finish(&mut trainer, &bar, shown, args),
        LoopEnd::Stopped(signal) => stop_cleanly(&mut trainer, signal, &bar, args),
    }
}

/// How often the loop needs a step's scalars: log records, evals and checkpoints (0: never).
#[derive(Debug, Clone, Copy)]
struct Cadence {
    eval_every: u64,
    ckpt_every: u64,
    log_every: u64,
}

/// How the step loop ended.
enum LoopEnd {
    /// Every step ran.
    Done,
    /// A stop was asked for by this signal.
    Stopped(i32),
}

/// The trainer's options from the flags, with the stop signal installed and the planner as
/// its mesh chooser (for a config that leaves `[mesh]` to it).
fn trainer_options(
    args: &TrainArgs,
    config: nam::NamConfig,
    run_dir: &Path,
    joined: Option<Arc<train::process::Joined>>,
) -> anyhow::Result<(TrainerOptions, StopSignal)> {
    let mut opts = TrainerOptions::new(config, run_dir);
    opts.plugin = args.plugin.plugin.clone();
    opts.cpu_devices = args.plugin.cpu_devices;
    opts.cache_dir = args.cache_dir.clone();
    opts.kernels_dir = args.kernels_dir.clone();
    opts.resume = args.resume.unwrap_or(Resume::Never);
    opts.memory_port = args.memory_port;
    if args.compile_in_process {
        opts.compile_worker = None;
    }
    opts.layer_loop = layer_loop(args.unrolled);
    opts.tensorboard_dir = args.tensorboard_dir.clone();
    opts.process = joined;
    if let Some(spec) = &args.config {
        opts.config_origin = Some(crate::args::config_origin(spec, &args.set));
    }
    opts.plugin_choice = args.plugin_choice.clone();
    let stop = StopSignal::install().context("installing the SIGTERM and SIGINT handlers")?;
    opts.stop = Some(stop.clone());
    let mut chooser = AutoMesh::new(opts.layer_loop, opts.compile_worker.clone());
    chooser.cap_bytes = args.hbm_gib.map(|g| (g * (1u64 << 30) as f64) as u64);
    chooser.margin = args.hbm_margin / 100.0;
    chooser.progress = Some(Arc::new(|m: &str| {
        eprintln!("namtrain: choosing the mesh: {m}")
    }));
    opts.mesh_chooser = Some(Arc::new(chooser));
    Ok((opts, stop))
}

/// [`Trainer::new`]; a stop during set-up ends the run as [`Stopped`] with nothing written.
fn set_up(opts: TrainerOptions, stop: &StopSignal, run_dir: &str) -> anyhow::Result<Trainer> {
    match Trainer::new(opts) {
        Ok(t) => Ok(t),
        Err(e) => {
            if let Some(signal) = stop.requested() {
                return Err(Stopped {
                    status: exit_status(signal),
                    line: format!(
                        "stopped by {} during set-up, before the first step; nothing was \
                         written to {run_dir}; start it again with the same command",
                        signal_name(signal),
                    ),
                }
                .into());
            }
            Err(anyhow::Error::new(e).context("setting up the run"))
        }
    }
}

/// Between set-up and the first step: what the run resumes from, where it runs and how
/// its mesh was chosen, the profile window, and the predicted step time. Returns the device
/// kind.
fn before_the_first_step(
    args: &TrainArgs,
    trainer: &mut Trainer,
    config_path: &Path,
    run_dir: &str,
    resume: Resume,
    ready: Instant,
) -> anyhow::Result<String> {
    match trainer.resumed_from() {
        Some(step) => eprintln!("namtrain: resuming {run_dir} from its checkpoint of step {step}"),
        None if resume == Resume::Auto => eprintln!(
            "namtrain: --resume auto: no valid checkpoint in {run_dir}, starting a new run"
        ),
        None => {}
    }
    let kind = trainer
        .client()
        .addressable_devices()?
        .first()
        .map(|d| d.kind())
        .transpose()?
        .unwrap_or_default();
    trainer.set_peak_flops(
        args.peak_flops
            .or_else(|| plan::perf::Chip::mfu_peak_for_kind(&kind)),
    );
    eprintln!(
        "namtrain: {} on {} ({}), ready in {:.1} s, {} executable(s) compiled; run dir {run_dir}",
        config_path.display(),
        trainer.client().platform_name()?,
        kind,
        ready.elapsed().as_secs_f64(),
        trainer.compile_count(),
    );
    say_kernels(trainer, config_path);
    if let Some(choice) = trainer.mesh_choice().filter(|c| c.source != "one device") {
        eprintln!("namtrain: {}", describe_choice(choice));
        if let Some(p) = &choice.planning {
            eprintln!("namtrain: {}", p.line());
        }
    }
    if let Some(url) = trainer.memory_url() {
        eprintln!("namtrain: memory endpoint {url}");
    }

    if let Some(window) = args.profile {
        trainer.profile_steps(window)?;
    }
    eprintln!(
        "namtrain: TensorBoard scalars in {} (tensorboard --logdir {})",
        trainer.tensorboard_dir().display(),
        trainer.tensorboard_dir().display()
    );
    if !args.no_predict {
        let t = Instant::now();
        predict_step_time(trainer, &kind);
        trainer.add_setup_seconds(t.elapsed().as_secs_f64());
    }
    Ok(kind)
}

/// The progress bar (hidden with `--quiet`), driven by a step hook on the trainer.
fn progress_bar(
    args: &TrainArgs,
    trainer: &mut Trainer,
    total_steps: u64,
    start_step: u64,
    kind: &str,
) -> ProgressBar {
    let bar = if args.quiet {
        ProgressBar::hidden()
    } else {
        ProgressBar::new(total_steps).with_position(start_step)
    };
    bar.set_style(
        ProgressStyle::with_template("{bar:30} {pos}/{len} {msg} [{elapsed_precise} < {eta}]")
            .expect("valid progress template"),
    );
    // MFU over every device of the mesh, as the trainer's metrics and the planner define it.
    let peak = args
        .peak_flops
        .or_else(|| plan::perf::Chip::mfu_peak_for_kind(kind))
        .map(|p| p * trainer.mesh().devices() as f64);
    let flops_per_token = nam::counting::flops_per_token(&trainer.config().model).total();
    trainer.add_hook(Box::new(ProgressHook {
        bar: bar.clone(),
        peak,
        flops_per_token,
    }));
    bar
}

/// Runs the steps to `total_steps`, reading scalars only where the loop needs them, with the
/// evals and checkpoints `cadence` asks for; ends early when a stop is asked for.
fn step_loop(
    trainer: &mut Trainer,
    bar: &ProgressBar,
    total_steps: u64,
    start_step: u64,
    cadence: Cadence,
) -> anyhow::Result<LoopEnd> {
    while trainer.step_count() < total_steps {
        // Steps run queued back to back up to the next step whose scalars are needed. The
        // process's first step runs alone: its one-time warm-up stays out of the timed rates.
        let step = trainer.step_count();
        let mut stop = if step == start_step {
            step + 1
        } else {
            next_read_point(
                step,
                total_steps,
                &[cadence.log_every, cadence.eval_every, cadence.ckpt_every],
            )
        };
        // Profiled steps run one at a time, after a read, so each one's device wait and scalar
        // read are its own in the trace.
        if let Some(w) = trainer.profile_window() {
            if w.contains(step + 1) {
                stop = step + 1;
            } else if step + 1 < w.first {
                stop = stop.min(w.first - 1);
            }
        }
        let reports = trainer.run_steps(stop - step)?;
        if let Some(line) = trainer.take_step_time_line() {
            say(bar, format!("namtrain: {line}"));
        }
        if let Some(files) = trainer.take_profile_written() {
            say(bar, format!("namtrain: {}", files.describe()));
        }
        refuse_divergence(&reports, trainer, bar)?;
        if let Some(done) = trainer
            .poll_checkpoint()
            .map_err(|e| save_failed(trainer, e))?
        {
            tracing::info!(
                "checkpoint of step {} committed in {:.2} s",
                done.step,
                done.write_s
            );
        }
        if let Some(r) = reports.last()
            && cadence.log_every > 0
            && r.step.is_multiple_of(cadence.log_every * RECORD_SYNC_LOGS)
            && let Err(e) = trainer.sync_records()
        {
            // Not fatal: the next checkpoint uploads them before it commits.
            say(
                bar,
                format!(
                    "namtrain: uploading the records failed, retried with the next checkpoint: {e}"
                ),
            );
        }
        let Some(r) = reports.last() else {
            if let Some(signal) = trainer.stop_requested() {
                return Ok(LoopEnd::Stopped(signal));
            }
            break;
        };
        if let Some(signal) = eval_and_checkpoint(trainer, bar, r.step, total_steps, cadence)? {
            return Ok(LoopEnd::Stopped(signal));
        }
    }
    Ok(LoopEnd::Done)
}

/// Fails the run at the first non-finite loss or gradient norm of `reports` (a non-finite
/// gradient norm shows a NaN one step before the loss does).
fn refuse_divergence(
    reports: &[train::trainer::StepReport],
    trainer: &Trainer,
    bar: &ProgressBar,
) -> anyhow::Result<()> {
    if let Some(r) = reports
        .iter()
        .find(|r| !r.loss.is_finite() || !r.grad_norm.is_finite())
    {
        bar.abandon();
        let kept = trainer.last_saved_step().map_or_else(
            || "no checkpoint was written yet".to_string(),
            |s| format!("the checkpoint of step {s} is unaffected"),
        );
        bail!(
            "training diverged at step {}: loss {}, gradient norm {}; {kept}. \
             Lower the learning rates in [optimizer] or check the data",
            r.step,
            r.loss,
            r.grad_norm
        );
    }
    Ok(())
}

/// A bucket run directory's records are uploaded every this many log intervals (and at every
/// checkpoint commit and at exit).
const RECORD_SYNC_LOGS: u64 = 5;

/// At a read point `step`: the eval, when one is due, and the checkpoint, when one is due.
/// Returns the signal of a stop asked for meanwhile.
fn eval_and_checkpoint(
    trainer: &mut Trainer,
    bar: &ProgressBar,
    step: u64,
    total_steps: u64,
    cadence: Cadence,
) -> anyhow::Result<Option<i32>> {
    let eval_every = cadence.eval_every;
    // Until it has run, this step's eval is pending: a stop before or during it checkpoints
    // the step with the eval still to run on resume.
    let eval_due = eval_every > 0 && step.is_multiple_of(eval_every) && step < total_steps;
    trainer.set_eval_pending(eval_due);
    if let Some(signal) = trainer.stop_requested() {
        return Ok(Some(signal));
    }
    if eval_due {
        match trainer.evaluate() {
            Ok(loss) => say(bar, format!("namtrain: step {step} eval loss {loss:.4}")),
            Err(TrainError::Stopped { signal }) => return Ok(Some(signal)),
            Err(e) => return Err(e.into()),
        }
    }
    if trainer.code_eval_due(step) && step < total_steps {
        code_evaluation(trainer, bar)?;
    }
    if cadence.ckpt_every > 0 && step.is_multiple_of(cadence.ckpt_every) {
        trainer.write_manifest()?;
        trainer
            .start_checkpoint()
            .map_err(|e| save_failed(trainer, e))?;
    }
    Ok(trainer.stop_requested())
}

/// The code evaluation (`[eval] code_bench`), when the config has one, with its line.
fn code_evaluation(trainer: &mut Trainer, bar: &ProgressBar) -> anyhow::Result<()> {
    if let Some(report) = trainer.evaluate_code()? {
        say(bar, format!("namtrain: {}", report.line()));
    }
    Ok(())
}

/// The end of a run that ran every step: the final eval, a checkpoint of the last step unless
/// it has one, the reports and manifest, and the lines that sum the run up.
fn finish(
    trainer: &mut Trainer,
    bar: &ProgressBar,
    run_dir: &str,
    args: &TrainArgs,
) -> anyhow::Result<()> {
    bar.finish();
    let loss = match trainer.evaluate() {
        Ok(loss) => loss,
        Err(TrainError::Stopped { signal }) => return stop_cleanly(trainer, signal, bar, args),
        Err(e) => return Err(e.into()),
    };
    code_evaluation(trainer, bar)?;
    if !trainer.latest_checkpoint_is_current() {
        save(trainer)?;
    }
    trainer
        .finish_checkpoint()
        .map_err(|e| save_failed(trainer, e))?;
    finish_reports(trainer);
    trainer.write_manifest()?;
    trainer.sync_records()?;
    if let Some(s) = trainer.training_summary() {
        match (s.steps_per_s, s.tokens_per_s, s.host_fraction) {
            (Some(steps_per_s), Some(tokens_per_s), Some(host)) => eprintln!(
                "namtrain: steps {}..{}: {steps_per_s:.2} steps/s, {tokens_per_s:.0} tokens/s, \
                 host busy {:.1}% of the time (the rest waiting for the device)",
                s.start_step,
                s.end_step,
                100.0 * host
            ),
            // A process that ran one step has no rate: its only step includes the one-time
            // warm-up, which the rates leave out.
            _ => eprintln!(
                "namtrain: steps {}..{}: too few to time (rates leave out a process's first \
                 step, which includes one-time warm-up)",
                s.start_step, s.end_step
            ),
        }
    }
    if let Some(g) = trainer.goodput() {
        eprintln!("namtrain: {}", g.line());
    }
    eprintln!(
        "namtrain: step {} eval loss {loss:.4}; manifest, metrics, receipt and checkpoints in {run_dir}",
        trainer.step_count(),
    );
    Ok(())
}

/// The progress bar, driven by the trainer's step hook: position, loss, tokens/s and MFU.
struct ProgressHook {
    bar: ProgressBar,
    /// Peak FLOP/s of the whole mesh, when the device kind has one.
    peak: Option<f64>,
    flops_per_token: f64,
}

impl train::hooks::TrainerHook for ProgressHook {
    fn after_step(&mut self, r: &train::trainer::StepReport) -> train::hooks::HookAction {
        let tps = r.tokens as f64 / r.seconds.max(1e-9);
        let mfu = self
            .peak
            .map(|p| format!(" mfu {:.1}%", 100.0 * self.flops_per_token * tps / p))
            .unwrap_or_default();
        self.bar
            .set_message(format!("loss {:.4} | {:.0} tok/s{mfu}", r.loss, tps));
        self.bar.set_position(r.step);
        train::hooks::HookAction::Continue
    }
}

/// A run stopped by a signal (or a stop request): the one line that says where it stopped and
/// how to go on, and the exit status (`128 + signal`: 143 for SIGTERM, 130 for SIGINT).
#[derive(Debug)]
pub struct Stopped {
    /// The process's exit status.
    pub status: i32,
    /// What happened, in one line.
    pub line: String,
}

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.line)
    }
}

impl std::error::Error for Stopped {}

/// The end of a run asked to stop: the steps launched have finished (`run_steps` drained
/// them); a checkpoint in flight is committed first, then a checkpoint of the current step
/// unless it has one, timed against `--stop-deadline`; the profile, manifest and records
/// written, goodput shown, then [`Stopped`].
fn stop_cleanly(
    trainer: &mut Trainer,
    signal: i32,
    bar: &ProgressBar,
    args: &TrainArgs,
) -> anyhow::Result<()> {
    bar.abandon();
    let began = Instant::now();
    let step = trainer.step_count();
    if let Some(flying) = trainer.checkpoint_in_flight() {
        eprintln!("namtrain: finishing the checkpoint of step {flying} already being written");
    }
    trainer
        .finish_checkpoint()
        .map_err(|e| save_failed(trainer, e))?;
    let checkpoint = match trainer.last_saved_step() {
        Some(s) if trainer.latest_checkpoint_is_current() => {
            format!("checkpoint step-{s:08} is the latest")
        }
        _ if step > 0 => {
            let fallback = trainer.last_saved_step().map_or_else(
                || "a resume starts the run over".to_string(),
                |s| format!("a resume uses step-{s:08}, the newest committed"),
            );
            eprintln!(
                "namtrain: writing the stop's checkpoint of step {step}; if this machine goes \
                 before it is committed, {fallback}"
            );
            save(trainer)?;
            trainer
                .finish_checkpoint()
                .map_err(|e| save_failed(trainer, e))?;
            format!("checkpoint step-{step:08} written")
        }
        _ => "no step ran, so there is nothing to checkpoint".to_string(),
    };
    let committed_s = began.elapsed().as_secs_f64();
    finish_reports(trainer);
    trainer.write_manifest()?;
    trainer.sync_records()?;
    let all_s = began.elapsed().as_secs_f64();
    let verdict = match all_s <= args.stop_deadline {
        true => "within".to_string(),
        false => format!(
            "OVER by {:.1} s: raise the bandwidth to the run directory or lower [train] \
             checkpoint_every so less is left to write at a stop",
            all_s - args.stop_deadline
        ),
    };
    eprintln!(
        "namtrain: the stop committed its checkpoint in {committed_s:.1} s and its records in \
         {all_s:.1} s, {verdict} the --stop-deadline of {:.0} s",
        args.stop_deadline
    );
    if let Some(g) = trainer.goodput() {
        eprintln!("namtrain: {}", g.line());
    }
    Err(Stopped {
        status: exit_status(signal),
        line: format!(
            "stopped by {} at step {step}; {checkpoint}; resume with --resume auto",
            signal_name(signal)
        ),
    }
    .into())
}

/// What a run reports when it ends, stopped or not: the step-time check with the steps it has,
/// and the profile if its window was cut short.
fn finish_reports(trainer: &mut Trainer) {
    trainer.measure_step_time();
    if let Some(line) = trainer.take_step_time_line() {
        eprintln!("namtrain: {line}");
    }
    if let Some(files) = trainer
        .flush_profile()
        .or_else(|| trainer.take_profile_written())
    {
        eprintln!("namtrain: {}", files.describe());
    }
}

/// A line above the progress bar, or on stderr when it is hidden (`--quiet`).
fn say(bar: &ProgressBar, line: String) {
    if bar.is_hidden() {
        eprintln!("{line}");
    } else {
        bar.println(line);
    }
}

/// Gives the trainer the performance model's step time ([`set_step_prediction`]) and prints
/// it; a prediction that cannot be made is a note, never an error.
fn predict_step_time(trainer: &mut Trainer, kind: &str) {
    if let Err(e) = set_step_prediction(trainer, kind) {
        eprintln!("namtrain: no step-time prediction ({e}); the run goes on");
        return;
    }
    if let Some(c) = trainer.step_time_check() {
        eprintln!("namtrain: {}", c.line());
    }
}

/// Gives the trainer the performance model's step time: the planner's, when it chose the mesh
/// now or earlier, else the model run on the run's own executables with this device's figures
/// (a CPU or GPU measured on the spot, a TPU's public figures); `Err` says why none could be
/// made.
pub(crate) fn set_step_prediction(trainer: &mut Trainer, kind: &str) -> Result<(), String> {
    if let Some(c) = trainer.mesh_choice()
        && let Some(s) = c.predicted_step_s
    {
        let source = format!("the planner's choice of mesh {}", c.label);
        trainer.set_step_prediction(source, s, Vec::new());
        return Ok(());
    }
    let client = trainer.client();
    let (chip, figures) = match client.plugin().kind() {
        pjrt::PluginKind::Cpu => plan::perf::measure_cpu(client)
            .map(|c| (c, "this CPU, measured now"))
            .map_err(|e| e.to_string()),
        pjrt::PluginKind::Cuda => match plan::perf::Chip::for_device_kind(kind) {
            Some(public) => plan::perf::measure_gpu(client, &public)
                .map(|c| (c, "this GPU, measured now"))
                .map_err(|e| e.to_string()),
            None => Err(format!("no figures for `{kind}`")),
        },
        _ => plan::perf::Chip::for_device_kind(kind)
            .map(|c| (c, "the device's public figures"))
            .ok_or_else(|| format!("no figures for `{kind}`")),
    }?;
    let (step, programs) = plan::predict_trainer(trainer, &chip)?;
    let programs = programs
        .into_iter()
        .map(|(name, runs, e)| train::manifest::ProgramTimeCheck {
            program: name.to_string(),
            runs_per_step: runs,
            predicted_s: e.best_s(),
            measured_median_s: None,
            ratio: None,
        })
        .collect();
    let source = format!("performance model on this run's programs ({figures})");
    trainer.set_step_prediction(source, step.best_s(), programs);
    Ok(())
}

/// The first step after `step` whose scalars the loop needs: step 1 (the first metrics record),
/// a multiple of one of `every` (log records, evals, checkpoints; 0 = never), or `total`.
fn next_read_point(step: u64, total: u64, every: &[u64]) -> u64 {
    let next_multiple = |e: u64| (step / e + 1) * e;
    every
        .iter()
        .filter(|&&e| e > 0)
        .map(|&e| next_multiple(e))
        .chain([total, if step == 0 { 1 } else { total }])
        .min()
        .unwrap_or(total)
        .clamp(step + 1, total.max(step + 1))
}

/// Starts a checkpoint of the current step (its write and commit go on in the background).
fn save(trainer: &mut Trainer) -> anyhow::Result<()> {
    trainer
        .start_checkpoint()
        .map_err(|e| save_failed(trainer, e))
}

/// A failed checkpoint (e.g. a full disk, a bucket gone): names its step and says which
/// checkpoint is still the one a resume uses, with a hint that matches what went wrong. The run
/// stops.
fn save_failed(trainer: &Trainer, e: TrainError) -> anyhow::Error {
    // A background write reports its failure at a later step: name the checkpoint's own.
    let step = trainer
        .failed_checkpoint()
        .unwrap_or_else(|| trainer.step_count());
    let fix = match io_kind(&e) {
        Some(std::io::ErrorKind::StorageFull | std::io::ErrorKind::QuotaExceeded) => {
            "free space, then continue with --resume"
        }
        Some(std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem) => {
            "make the run directory writable, then continue with --resume"
        }
        _ => "fix the cause below, then continue with --resume",
    };
    let latest = match trainer.last_saved_step() {
        Some(p) => format!(
            "the latest checkpoint is still step-{p:08} in {}, and it is intact; {fix}",
            trainer.checkpoint_location()
        ),
        None => "no checkpoint of this run was written yet".into(),
    };
    anyhow::Error::new(e).context(format!(
        "saving the checkpoint of step {step} failed; {latest}"
    ))
}

/// The kind of the first I/O error in an error's chain.
fn io_kind(e: &(dyn std::error::Error + 'static)) -> Option<std::io::ErrorKind> {
    let mut cur = Some(e);
    while let Some(err) = cur {
        if let Some(io) = err.downcast_ref::<std::io::Error>() {
            return Some(io.kind());
        }
        cur = err.source();
    }
    None
}

/// The one line that says which mesh was chosen, how, and what it was predicted to need.
/// What `auto` runs the SSD, M2RNN and expert sublayers with on TPU at the chosen mesh and
/// micro-batches (the attention kernel is in the choice's label).
fn chosen_kernels(config: &nam::NamConfig, c: &MeshChoice) -> Option<String> {
    let mut chosen = config.clone();
    chosen.mesh = c.mesh;
    chosen.train.micro_batches = c.micro_batches;
    let rows = [chosen.train.micro_batch_rows()];
    nam::graph::model::SublayerBackends::resolve(&chosen, nam::Platform::Tpu, &rows)
        .ok()?
        .describe(&chosen.model)
}

fn describe_choice(c: &MeshChoice) -> String {
    let how = match c.source.as_str() {
        "planned" => format!(
            "planned now, {} candidate(s) compiled, {} turned down",
            c.candidates_compiled,
            c.rejected.len()
        ),
        "remembered" => "remembered from an earlier start or `namtrain plan` (nothing \
                         compiled to choose)"
            .to_string(),
        other => other.to_string(),
    };
    let memory = c.peak_bytes_per_device.map_or_else(String::new, |p| {
        format!(
            "; {} of {} per device",
            human_bytes(p),
            human_bytes(c.usable_bytes_per_device)
        )
    });
    let speed = c
        .predicted_tokens_per_s
        .map_or_else(String::new, |t| format!("; PREDICTED {t:.0} tokens/s"));
    format!(
        "mesh {} ({} micro-batch{}) chosen for {}: {how}{memory}{speed}",
        c.label,
        c.micro_batches,
        if c.micro_batches == 1 { "" } else { "es" },
        c.devices
    )
}

/// `--topology S --dry-run`: what the trainer would run on a VM of the slice, compiled
/// deviceless (libtpu in a sandboxed child, as `namtrain plan`), with the executables and the
/// mesh choice left in the cache for the VM.
fn dry_run(args: &TrainArgs, config_path: &Path, config: nam::NamConfig) -> anyhow::Result<()> {
    let topology = args.topology.as_deref().expect("clap requires --topology");
    let slice = Slice::parse(topology)?;
    let libtpu = pjrt::locate::resolve_plugin(match args.plugin.plugin.as_str() {
        "cpu" => "tpu",
        other => other,
    })?;
    let worker = std::env::current_exe().context("finding this executable")?;
    let devices = PlanDevices::Slice {
        slice: &slice,
        plugin_path: &libtpu,
        worker: Some(&worker),
    };
    let (mut opts, budget) =
        choice::slice_budget(args.hbm_gib.unwrap_or(V6E_USABLE_HBM_GIB), args.hbm_margin);
    opts.layer_loop = layer_loop(args.unrolled);
    opts.max_candidates = Some(choice::AUTO_MAX_CANDIDATES);
    let cache = open_cache(args.cache_dir.as_deref())?;
    eprintln!(
        "namtrain: dry run of {} on {} (deviceless libtpu {}, nothing trains)",
        config_path.display(),
        slice.name,
        libtpu.display()
    );
    let progress = |m: &str| eprintln!("namtrain: {m}");
    let record = if config.mesh_auto {
        choice::choose(&config, &devices, &opts, budget, &cache, progress)?.record
    } else {
        // A written [mesh]: exactly that mesh, at the config's micro-batches or more.
        let m = config.mesh;
        opts.mesh_filters = vec![MeshFilter::parse(&format!(
            "data={},expert={},model={},fsdp={},zero2={}",
            m.data, m.expert, m.model, m.fsdp, m.zero2
        ))?];
        let planned = plan::plan(&config, &devices, &opts, Some(&cache), progress)?;
        choice::record_of(&planned, None).ok_or_else(|| choice::nothing_fits(&planned))?
    };
    let c = &record;
    println!("{}", describe_choice(c));
    println!("why: {}", c.reason);
    if let Some(p) = &c.planning {
        println!("time: {}", p.line());
    }
    println!(
        "per-chip memory of each program (the compiler's plan: arguments + outputs - aliased + \
         temporaries + code; budget {} per chip):",
        human_bytes(c.usable_bytes_per_device)
    );
    for (name, bytes) in &c.programs {
        println!("  {name:<11} {}", human_bytes(*bytes));
    }
    if let Some(s) = c.predicted_step_s {
        println!(
            "step: PREDICTED {:.1} ms by the performance model (v6e public figures; \
             docs/performance.md), not measured",
            1e3 * s
        );
    }
    if let Some(kernels) = chosen_kernels(&config, c) {
        println!("kernels: {kernels}");
    }
    let (invalid, compiled): (Vec<_>, Vec<_>) = c
        .rejected
        .iter()
        .partition(|r| r.reason.starts_with("the config cannot use it"));
    if !compiled.is_empty() {
        println!("turned down ({}):", compiled.len());
        for r in compiled {
            println!("  {}: {}", r.candidate, r.reason);
        }
    }
    if !invalid.is_empty() {
        println!(
            "not considered: {} mesh(es) the config cannot use ({}); `namtrain plan --verbose` \
             says why",
            invalid.len(),
            invalid
                .iter()
                .map(|r| r.candidate.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    println!(
        "{}",
        checkpoint_upload_line(&config, &slice, args.stop_deadline)
    );
    println!(
        "cache: executables and the choice are in {} under the key of a {} VM; copy it to the \
         VM's cache directory and `namtrain --config {}` there starts without planning or \
         compiling",
        cache.root().display(),
        slice.name,
        config_path.display()
    );
    Ok(())
}

/// The upload bandwidth per host a dry run assumes for a checkpoint (a v6e VM to a bucket in
/// its region; measure yours with the store bench, `cargo bench -p namtrain-store`).
const ASSUMED_UPLOAD_BYTES_PER_S: f64 = 1e9;

/// A checkpoint's size per host on `slice` and how long its upload takes at
/// [`ASSUMED_UPLOAD_BYTES_PER_S`], against the stop deadline: whether a SIGTERM's checkpoint
/// fits a spot VM's notice.
fn checkpoint_upload_line(config: &nam::NamConfig, slice: &Slice, deadline_s: f64) -> String {
    let total = nam::footprint::Footprint::of(config).training_state_bytes;
    let chips_per_host: i64 = slice.chips_per_host_bounds.iter().product();
    let hosts = (slice.chips as i64 / chips_per_host.max(1)).max(1) as f64;
    let per_host = total / hosts;
    let seconds = per_host / ASSUMED_UPLOAD_BYTES_PER_S;
    let verdict = match seconds <= deadline_s {
        true => format!("fits the --stop-deadline of {deadline_s:.0} s"),
        false => format!(
            "does NOT fit the --stop-deadline of {deadline_s:.0} s: a stop's checkpoint would be \
             cut off and the resume would use the previous committed one"
        ),
    };
    format!(
        "checkpoint: at most {} (parameters and optimizer state), {} per host over {hosts:.0} \
         host(s); uploading it at {:.1} GB/s per host (assumed) takes {seconds:.1} s, which \
         {verdict}",
        human_bytes(total as u64),
        human_bytes(per_host as u64),
        ASSUMED_UPLOAD_BYTES_PER_S / 1e9,
    )
}

/// Where a run's directory is: the local directory the trainer writes in (the run directory
/// itself, or a bucket run directory's working copy under the cache root), the bucket when
/// there is one, and how to show it.
struct RunPlace {
    local: PathBuf,
    bucket: Option<train::run_bucket::RunBucket>,
    shown: String,
}

impl RunPlace {
    /// From `--run-dir` (default `runs/<name>`): a bucket is opened (and checked) here, a
    /// local path that is a file is refused, before anything is written.
    fn from_args(args: &TrainArgs, name: &str) -> anyhow::Result<RunPlace> {
        let written = args
            .run_dir
            .clone()
            .unwrap_or_else(|| format!("runs/{name}"));
        let location = store::Location::parse(&written).context("--run-dir")?;
        match &location {
            store::Location::Local(path) => {
                anyhow::ensure!(
                    !path.exists() || path.is_dir(),
                    "--run-dir {} is a file, not a directory; point it at a directory (it is \
                     created if missing) or a bucket (gs://BUCKET/PREFIX)",
                    path.display()
                );
                Ok(RunPlace {
                    local: path.clone(),
                    bucket: None,
                    shown: path.display().to_string(),
                })
            }
            store::Location::Bucket { .. } => {
                let mut bucket = train::run_bucket::RunBucket::open(&location)
                    .with_context(|| format!("--run-dir {location}"))?;
                bucket.take_over_lease = args.take_over_lease;
                let cache_root = match &args.cache_dir {
                    Some(d) => d.clone(),
                    None => train::cache::default_cache_dir()?,
                };
                let local = train::run_bucket::RunBucket::working_copy(&cache_root, &location);
                eprintln!(
                    "namtrain: run dir {location} (credentials: {}); working copy {}",
                    bucket.store.credentials(),
                    local.display()
                );
                Ok(RunPlace {
                    local,
                    bucket: Some(bucket),
                    shown: location.to_string(),
                })
            }
        }
    }
}

/// The exported kernels a run uses, and, when `auto` fell back to XLA attention for lack of a
/// kernel, the command that exports one for this config.
fn say_kernels(trainer: &Trainer, config_path: &Path) {
    let exported: Vec<&str> = trainer
        .kernels()
        .iter()
        .filter(|k| k.origin == "exported")
        .map(|k| k.name.as_str())
        .collect();
    if !exported.is_empty() {
        eprintln!("namtrain: exported kernels: {}", exported.join(", "));
    }
    if let Some(why) = trainer
        .attention_choice()
        .filter(|c| c.contains(pallas_kernels::USER_EXPORT_COMMAND))
    {
        eprintln!(
            "namtrain: attention {}",
            train::kernels::naming_the_config(why, config_path)
        );
    }
}

#[cfg(test)]
mod tests {
    use super::next_read_point;

    #[test]
    fn the_dry_run_says_a_checkpoint_per_host_and_whether_its_upload_fits_the_stop() {
        let cfg = nam::NamConfig::from_toml_str(nam::presets::preset("nam52").unwrap()).unwrap();
        let total = nam::footprint::Footprint::of(&cfg).training_state_bytes;
        let slice = plan::Slice::parse("v6e-16").unwrap();
        let line = super::checkpoint_upload_line(&cfg, &slice, 25.0);
        // The figure for the record (`--nocapture`): nam52 on v6e-16, what the dry run prints.
        eprintln!("nam52 on v6e-16: {line}");
        // v6e-16: hosts of 2x2 chips, so 4 hosts; the upload at 1 GB/s per host, by hand.
        let seconds = total / 4.0 / 1e9;
        assert!(line.contains("over 4 host(s)"), "{line}");
        assert!(line.contains(&format!("takes {seconds:.1} s")), "{line}");
        let fits = if seconds <= 25.0 {
            "fits"
        } else {
            "does NOT fit"
        };
        assert!(line.contains(fits), "{line}");
        let tight = super::checkpoint_upload_line(&cfg, &slice, seconds / 2.0);
        assert!(tight.contains("does NOT fit"), "{tight}");
    }

    #[test]
    fn reads_at_the_first_step_log_records_evals_checkpoints_and_the_end() {
        // log every 4, eval every 10, checkpoint every 6, 20 steps: 1, 4, 6, 8, 10, 12, 16, 18, 20.
        let every = [4, 10, 6];
        let mut step = 0;
        let mut stops = Vec::new();
        while step < 20 {
            step = next_read_point(step, 20, &every);
            stops.push(step);
        }
        assert_eq!(stops, [1, 4, 6, 8, 10, 12, 16, 18, 20]);
        // Resumed at 7 with nothing but the end: one run to the end.
        assert_eq!(next_read_point(7, 9, &[0, 0, 0]), 9);
        // Logging every step reads every step.
        assert_eq!(next_read_point(3, 9, &[1, 0, 0]), 4);
    }
}
