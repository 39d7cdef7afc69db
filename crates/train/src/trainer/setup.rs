//! [`Trainer::new`], one named phase per stage of setting up a run, in the order it runs:
//!
//! 1. [`RunData::open`]: tokenizer, shards (their rows checked) and the held-out set (cheap to
//!    check, and the commonest mistake);
//! 2. [`open_devices`] and [`choose_mesh`]: plugin, client and executable cache, then the mesh
//!    when the config leaves it to the planner;
//! 3. [`build_programs`]: the programs on the host, whose signatures say what a checkpoint holds;
//! 4. [`ResumePoint::find`]: the run directory locked and the checkpoint to resume from
//!    verified, or the refusal to start a fresh run over an earlier one;
//! 5. [`compile_programs`]: the executables through the cache, each recorded in the manifest;
//! 6. [`upload_state`]: the checkpoint's (or a fresh init's) state placed on the mesh;
//! 7. [`claim_run_dir`]: only now, with every check passed, the run directory is written.
//!
//! A bad input therefore fails in seconds and leaves the run directory exactly as it was.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use data::loader::{EvalSet, Loader, LoaderConfig, LoaderCursor, WeightedSource};
use data::source::resolve_location;
use data::{BadRowPolicy, Location, RowCheckMode, SourceSpec, Tokenizer, open_source};
use nam::NamConfig;
use nam::Platform;
use nam::config::{DataPaths, OnBadRow, RowCheck};
use nam::graph::attention::{AttentionBackend, AttentionChoice, ResolvedBackend};
use nam::graph::layout::{LayerLoop, StateLayout};
use nam::graph::m2rnn::M2rnnChoice;
use nam::graph::mamba::SsdChoice;
use nam::graph::model::SublayerBackends;
use nam::graph::moe::MoeChoice;
use nam::graph::program::{ProgramSignature, StepProgram, TensorSig};
use pjrt::{Buffer, Client, ClientOptions, HostTensor, Plugin};
use xla_hlo::DType;

use super::checkpoint::{CALLER_STEPS_KEY, EVAL_PENDING_KEY};
use super::compiled::{Compiled, Programs, element_type, platform_of};
use super::record::{LogInterval, Totals};
use super::state::is_derived;
use super::{CHECKPOINTS_DIR, PROCESSES_DIR, Result, Resume, TrainError, Trainer, TrainerOptions};
use crate::cache::ExecutableCache;
use crate::checkpoint::{Checkpoint, CheckpointDir, ExpectedTensor};
use crate::compile_worker::get_or_compile_in_worker;
use crate::goodput::TimeLedger;
use crate::init_from::{InitFile, InitFromRecord};
use crate::manifest::{CacheOutcome, MeshChoice, MeshInfo, RunManifest, TrainingSummary};
use crate::mesh::DeviceMesh;
use crate::metrics::{METRICS_FILE, MetricsWriter};
use crate::run_lock::RunLock;
use crate::telemetry::{MemoryEndpoint, MemorySampler};
use crate::tensorboard::TENSORBOARD_DIR;

impl Trainer {
    /// Sets up a run: data, programs, (with `resume`) the newest valid checkpoint, plugin and
    /// client, executables (through the cache), device state, and the run directory's manifest,
    /// receipt and metrics. Nothing is written before every check has passed.
    pub fn new(opts: TrainerOptions) -> Result<Trainer> {
        let started = Instant::now();
        let (opts, ckpts_at) = place_process(opts)?;
        let (tensorboard_dir, mut cfg) = check_options(&opts)?;

        let code = super::code::CheckedCodeEval::set_up(&cfg, &opts.base_dir)?;
        let data = RunData::open(&cfg, &opts.base_dir)?;
        let (client, cache) = open_devices(&opts, &cfg)?;
        let code = code.map(|c| c.ready(&data.tokenizer, &cache));
        check_spans_processes(&opts, &client)?;
        let mesh_choice = choose_mesh(&opts, &mut cfg, &client, &cache)?;

        let layout = crate::programs::trainer_layout(&cfg, opts.layer_loop);
        let (kernels, built) = build_programs(&cfg, &layout, &opts, &client)?;
        let persistent = persistent_inputs(built.update_signature());

        let resume = ResumePoint::find(&opts, &ckpts_at, &cfg, &built)?;
        let loader = resume.loader(&data, &cfg)?;
        let resumed_from = resume.checkpoint.as_ref().map(|c| c.meta.step);
        let init_file = init_file(&opts, &cfg, &layout, resume.checkpoint.is_some())?;
        let (caller_steps, eval_pending) = (resume.caller_steps(), resume.eval_pending());

        let mesh = DeviceMesh::new(&client, cfg.mesh)?;
        let mut manifest = new_manifest(&client, &cfg, &kernels, mesh_choice)?;
        manifest.run_dir_store = opts.bucket.as_ref().map(|b| crate::manifest::StoreRecord {
            location: b.store.location().to_string(),
            credentials: b.store.credentials().to_string(),
            working_copy: opts.run_dir.display().to_string(),
        });
        manifest.config_origin = opts.config_origin.clone();
        manifest.plugin_choice = opts.plugin_choice.clone();
        manifest.init_from = match &init_file {
            Some(f) => Some(f.record()),
            None => resume.init_from.clone(),
        };
        let (programs, eval, compiles) =
            compile_programs(&opts, &cfg, &client, &cache, &mesh, built, &mut manifest)?;

        let placed = upload_state(
            &cfg,
            &layout,
            &persistent,
            resume.checkpoint,
            init_file.as_ref(),
            &client,
            &mesh,
        )?;

        let lease = resume.lease;
        let (run_lock, ckpts) = claim_run_dir(
            &opts,
            &ckpts_at,
            resume.lock,
            resumed_from,
            cfg.train.keep_checkpoints.max(1),
        )?;
        let records = opts
            .bucket
            .as_ref()
            .map(|b| crate::run_bucket::RecordSync::new(b.store.clone(), opts.run_dir.clone()));
        let (sampler, endpoint) = start_telemetry(&client, opts.memory_port)?;
        if resumed_from.is_some() {
            manifest.resumed_from_step = resumed_from;
            manifest.earlier_processes = resume.earlier_processes;
        }
        let mut trainer = Trainer {
            cfg,
            client,
            mesh,
            layout,
            programs,
            eval,
            state: placed.state,
            state_sigs: placed.sigs,
            loader,
            prefetched: None,
            eval_set: data.eval_set,
            ckpts,
            metrics: MetricsWriter::in_run_dir(&opts.run_dir)?
                .with_tensorboard(&tensorboard_dir)?,
            manifest,
            run_dir: opts.run_dir.clone(),
            step: placed.step,
            last_saved_step: resumed_from,
            saved_eval_pending: eval_pending,
            compiles,
            sampler,
            endpoint,
            peak_flops: None,
            totals: Totals::default(),
            interval: LogInterval::default(),
            stop: opts.stop.clone(),
            hook_stop: false,
            ledger: TimeLedger {
                setup_s: started.elapsed().as_secs_f64(),
                ..TimeLedger::default()
            },
            started,
            tensorboard_dir,
            profile: None,
            step_time: None,
            hooks: Vec::new(),
            lr_schedule: opts.lr_schedule.clone(),
            lr_override: None,
            caller_steps,
            eval_pending,
            process: opts.process.clone(),
            agreed_stop: std::sync::OnceLock::new(),
            step_time_line: None,
            profiled: None,
            in_flight: None,
            failed_checkpoint: None,
            code,
            lease,
            records,
            _run_lock: run_lock,
        };
        if placed.step > 0 {
            tracing::info!(
                "resumed at step {} from {}",
                placed.step,
                trainer.ckpts.location()
            );
        }
        trainer.write_manifest()?;
        trainer.sync_records()?;
        Ok(trainer)
    }
}

/// Where this process's checkpoints are: the local root they are written in and, for a run
/// directory in a bucket, the bucket prefix they are committed to.
struct CheckpointsAt {
    root: std::path::PathBuf,
    bucket: Option<store::Store>,
}

impl CheckpointsAt {
    fn open(&self, keep_last: usize) -> Result<CheckpointDir> {
        Ok(match &self.bucket {
            None => CheckpointDir::open(&self.root, keep_last)?,
            Some(store) => CheckpointDir::open_in(&self.root, store.clone(), keep_last)?,
        })
    }
}

/// Where this process writes, and the checkpoint root. One process, or process 0 of several:
/// the run directory, and its `checkpoints/`. Process `p > 0` of a multi-process run keeps its
/// own manifest, metrics and memory telemetry (and lock, or lease) in
/// `RUN_DIR/processes/<p>/`, and shares process 0's checkpoints (the run directory is one
/// shared directory, or one bucket, for every host).
fn place_process(mut opts: TrainerOptions) -> Result<(TrainerOptions, CheckpointsAt)> {
    let store_err = |e: store::StoreError| TrainError::Store(e.to_string());
    let at = CheckpointsAt {
        root: opts.run_dir.join(CHECKPOINTS_DIR),
        bucket: match &opts.bucket {
            Some(b) => Some(b.checkpoints().map_err(store_err)?),
            None => None,
        },
    };
    opts.process = opts.process.filter(|j| j.spec.processes > 1);
    if let Some(j) = &opts.process
        && j.spec.process > 0
    {
        let own = format!("{PROCESSES_DIR}/{:05}", j.spec.process);
        opts.run_dir = opts.run_dir.join(&own);
        if let Some(b) = &opts.bucket {
            opts.bucket = Some(b.join(&own).map_err(store_err)?);
        }
    }
    Ok((opts, at))
}

/// What the options alone decide, checked before any phase opens anything: the TensorBoard
/// directory writable, micro-batches that divide the batch, parameters this host can hold.
/// Returns the TensorBoard directory and the config to run.
fn check_options(opts: &TrainerOptions) -> Result<(std::path::PathBuf, NamConfig)> {
    let tensorboard_dir = opts
        .tensorboard_dir
        .clone()
        .unwrap_or_else(|| opts.run_dir.join(TENSORBOARD_DIR));
    crate::tensorboard::check_writable(&tensorboard_dir)
        .map_err(|e| TrainError::Config(e.to_string()))?;
    let cfg = opts.config.clone();
    check_micro_batches(&cfg)?;
    // A model this host cannot hold is refused before anything is allocated.
    crate::host::check_parameters_fit(&cfg).map_err(|e| TrainError::Config(e.to_string()))?;
    crate::host::check_checkpoint_fits(&cfg).map_err(|e| TrainError::Config(e.to_string()))?;
    Ok((tensorboard_dir, cfg))
}

/// Phase 1: the run's data, opened and checked.
struct RunData {
    tokenizer: Tokenizer,
    /// The training source, or a mixture's sources.
    sources: Vec<WeightedSource>,
    eval_set: EvalSet,
}

impl RunData {
    /// The tokenizer, every shard with its rows checked, and the held-out set; relative paths
    /// are taken from `base_dir` ([`TrainerOptions::base_dir`]; the CLI runs from the working directory).
    fn open(cfg: &NamConfig, base_dir: &Path) -> Result<Self> {
        let d = &cfg.data;
        // Every location is parsed first, so a bad one is refused before anything is read.
        let resolve = |key: &'static str, p: &str| resolve_location(key, p, base_dir);
        let paths = |key: &'static str, p: &DataPaths| -> Result<Vec<Location>> {
            Ok(p.entries()
                .into_iter()
                .map(|e| resolve(key, e))
                .collect::<std::result::Result<_, _>>()?)
        };
        let tokenizer_at = resolve("[data] tokenizer", &d.tokenizer)?;
        let validation = d
            .validation
            .as_ref()
            .map(|v| paths("[data] validation", v))
            .transpose()?;
        let mut sources_at = Vec::with_capacity(d.sources.len());
        for s in &d.sources {
            let validation = s
                .validation
                .as_ref()
                .map(|v| paths("[[data.sources]] validation", v))
                .transpose()?;
            sources_at.push((paths("[[data.sources]] path", &s.path)?, validation));
        }
        let train_at = match d.sources.is_empty() {
            true => paths("[data] shards", &d.shards)?,
            false => Vec::new(),
        };
        let tokenizer = Tokenizer::load_with(
            &tokenizer_at,
            Some(cfg.model.vocab_size),
            d.bos_token.as_deref(),
        )?;
        let policy = bad_row_policy(d.on_bad_row);
        let mode = match d.row_check {
            RowCheck::Full => RowCheckMode::Full,
            RowCheck::Sample => RowCheckMode::Sample,
        };
        let specs: Vec<(String, f64, SourceSpec)> = if d.sources.is_empty() {
            let spec = SourceSpec {
                train: train_at,
                validation: validation.clone(),
                val_shards: d.val_shards,
                text_column: d.text_column.clone(),
            };
            vec![(d.shards.entries().join(", "), 1.0, spec)]
        } else {
            // A mixture's eval split is named (per source or in [data] validation) or comes from a
            // directory named by split; no source loses its last files to a held-out rule.
            d.sources
                .iter()
                .zip(sources_at)
                .map(|(s, (train, validation))| {
                    let spec = SourceSpec {
                        train,
                        validation,
                        val_shards: 0,
                        text_column: s
                            .text_column
                            .clone()
                            .unwrap_or_else(|| d.text_column.clone()),
                    };
                    (s.path.entries().join(", "), s.weight, spec)
                })
                .collect()
        };
        let mut sources = Vec::with_capacity(specs.len());
        for (name, weight, spec) in specs {
            let mut dataset = open_source(&spec)?;
            dataset.check_rows(mode, policy)?;
            sources.push(WeightedSource {
                name,
                dataset,
                weight,
            });
        }
        let mut held_out = sources[0].dataset.clone();
        if let (false, Some(validation)) = (d.sources.is_empty(), validation) {
            let spec = SourceSpec {
                train: validation,
                validation: None,
                val_shards: 0,
                text_column: d.text_column.clone(),
            };
            let mut eval = open_source(&spec)?;
            eval.check_rows(mode, policy)?;
            held_out.eval = eval.train;
            held_out.text_column = eval.text_column;
        } else if sources.len() > 1 {
            held_out.eval = sources
                .iter()
                .flat_map(|s| s.dataset.eval.clone())
                .collect();
            if let Some(other) = sources.iter().find(|s| {
                !s.dataset.eval.is_empty() && s.dataset.text_column != held_out.text_column
            }) {
                return Err(TrainError::Config(format!(
                    "the mixture's eval files are read with one text column, but source {} uses `{}` and the \
                     first `{}`; set [data] validation to eval files with a `{}` column",
                    other.name,
                    other.dataset.text_column,
                    held_out.text_column,
                    held_out.text_column
                )));
            }
        }
        let eval_set = EvalSet::load(
            &held_out,
            &tokenizer,
            cfg.model.seq_len,
            cfg.train.batch_size,
            Some(cfg.train.eval_batches.max(1)),
            policy,
        )?;
        Ok(RunData {
            tokenizer,
            sources,
            eval_set,
        })
    }
}

fn bad_row_policy(on_bad_row: OnBadRow) -> BadRowPolicy {
    match on_bad_row {
        OnBadRow::Error => BadRowPolicy::Error,
        OnBadRow::Skip => BadRowPolicy::Skip,
    }
}

/// Phase 2: the plugin, a client with the devices the mesh needs (the CPU plugin makes as
/// many as asked), and the executable cache.
fn open_devices(opts: &TrainerOptions, cfg: &NamConfig) -> Result<(Client, ExecutableCache)> {
    let plugin = Plugin::load(&opts.plugin)?;
    let mut client_opts = ClientOptions::for_plugin(
        plugin.kind(),
        opts.cpu_devices.max(cfg.mesh.devices()).max(1),
    )?;
    if let Some(j) = &opts.process {
        // The plugin's own start-up exchange goes through the run's store; the CUDA plugin
        // also takes this process's place as options (as JAX passes them).
        let store = j
            .plugin_store()
            .map_err(|e| TrainError::Config(e.to_string()))?;
        client_opts.kv_store = Some(Arc::new(store));
        if plugin.kind() == pjrt::PluginKind::Cuda {
            client_opts = client_opts
                .with("node_id", j.spec.process as i64)
                .with("num_nodes", j.spec.processes as i64);
        }
    }
    let client = Client::new(plugin, &client_opts)?;
    Ok((client, open_cache(opts)?))
}

/// The executable cache `opts` names (`cache_dir`, else the default place).
pub(super) fn open_cache(opts: &TrainerOptions) -> Result<ExecutableCache> {
    Ok(match &opts.cache_dir {
        Some(dir) => ExecutableCache::open(dir)?,
        None => ExecutableCache::open_default()?,
    })
}

/// A multi-process run needs a client that sees the other processes' devices (libtpu on a
/// multi-host slice, the CUDA plugin with `node_id`/`num_nodes`); one that lists only this
/// process's devices would train N separate replicas and write N overlapping checkpoints.
fn check_spans_processes(opts: &TrainerOptions, client: &Client) -> Result<()> {
    let Some(j) = &opts.process else {
        return Ok(());
    };
    let (all, own) = (client.devices()?.len(), client.addressable_devices()?.len());
    if all == own {
        return Err(TrainError::Config(format!(
            "process {} of {} joined the run, but the {} plugin lists only this process's {own} \
             devices: it does not run one program across processes (no CPU plugin does); use \
             --plugin tpu on a multi-host slice or --plugin cuda, or run one process",
            j.spec.process,
            j.spec.processes,
            client.platform_name()?
        )));
    }
    Ok(())
}

/// Phase 2, continued: when the config leaves the mesh to the planner and the options carry
/// a chooser, the chosen config replaces `cfg` and the choice is returned for the manifest.
fn choose_mesh(
    opts: &TrainerOptions,
    cfg: &mut NamConfig,
    client: &Client,
    cache: &ExecutableCache,
) -> Result<Option<MeshChoice>> {
    match &opts.mesh_chooser {
        Some(chooser) if cfg.mesh_auto => {
            let (chosen, record) = chooser
                .choose(cfg, client, cache)
                .map_err(TrainError::MeshChoice)?;
            *cfg = chosen;
            check_micro_batches(cfg)?;
            Ok(Some(record))
        }
        _ => Ok(None),
    }
}

/// Phase 4: where the run starts. The run directory is locked for this process before
/// anything in it is read (one that does not exist yet is locked when it is created, in
/// [`claim_run_dir`]); then the newest checkpoint that verifies against the programs'
/// signatures is found, or a fresh run is refused over an earlier one.
struct ResumePoint {
    /// The run directory's lock, when it already existed (always, for a bucket run's
    /// working copy).
    lock: Option<RunLock>,
    /// A bucket run directory's lease, taken before anything in it is read.
    lease: Option<crate::lease::Lease>,
    /// The checkpoint to resume from; `None` starts fresh.
    checkpoint: Option<Checkpoint>,
    /// A resumed run's manifest keeps what the earlier processes did.
    earlier_processes: Vec<TrainingSummary>,
    /// And the file the run started from.
    init_from: Option<InitFromRecord>,
}

impl ResumePoint {
    fn find(
        opts: &TrainerOptions,
        ckpts_at: &CheckpointsAt,
        cfg: &NamConfig,
        built: &Built,
    ) -> Result<Self> {
        let (lock, lease) = take_bucket_run_dir(opts)?;
        let lock = match lock {
            Some(lock) => Some(lock),
            None if opts.run_dir.is_dir() => Some(RunLock::acquire(&opts.run_dir)?),
            None => None,
        };
        let checkpoint = match opts.resume {
            Resume::Never => {
                refuse_earlier_run(&opts.run_dir, ckpts_at)?;
                None
            }
            Resume::Required | Resume::Auto => {
                let expected = expected_checkpoint(built.update_signature())?;
                let found = match ckpts_at.bucket.is_some() || ckpts_at.root.is_dir() {
                    true => ckpts_at
                        .open(cfg.train.keep_checkpoints.max(1))?
                        .load_latest(&expected),
                    false => Err(crate::checkpoint::CheckpointError::NoneFound(
                        ckpts_at.root.display().to_string(),
                    )),
                };
                match (found, opts.resume) {
                    (Ok(ckpt), _) => Some(ckpt),
                    (Err(e @ crate::checkpoint::CheckpointError::Mismatch { .. }), _) => {
                        return Err(e.into());
                    }
                    (Err(e), Resume::Auto) => {
                        tracing::info!("--resume auto: starting fresh ({e})");
                        None
                    }
                    (Err(e), _) => return Err(e.into()),
                }
            }
        };
        if let Some(ckpt) = &checkpoint
            && ckpt.meta.config_hash != cfg.config_hash()
        {
            tracing::warn!(
                "resuming from a checkpoint written with another config (hash {} vs {}); its tensors match this model, continuing",
                ckpt.meta.config_hash,
                cfg.config_hash()
            );
        }
        let (earlier_processes, init_from) = match &checkpoint {
            Some(_) => match RunManifest::read(&opts.run_dir) {
                Ok(old) => (
                    old.earlier_processes
                        .into_iter()
                        .chain(old.training)
                        .collect(),
                    old.init_from,
                ),
                Err(e) => {
                    tracing::warn!("the earlier manifest is unreadable, starting a new one: {e}");
                    (Vec::new(), None)
                }
            },
            None => (Vec::new(), None),
        };
        Ok(ResumePoint {
            lock,
            lease,
            checkpoint,
            earlier_processes,
            init_from,
        })
    }

    /// Steps trained on the caller's batches as of the checkpoint ([`CALLER_STEPS_KEY`]; 0 for a
    /// fresh start).
    fn caller_steps(&self) -> u64 {
        self.checkpoint
            .as_ref()
            .and_then(|c| c.meta.extra.get(CALLER_STEPS_KEY))
            .and_then(serde_json::Value::as_u64)
            .unwrap_or(0)
    }

    /// Whether the checkpoint's step has its eval still to run ([`EVAL_PENDING_KEY`]; `false`
    /// for a fresh start).
    fn eval_pending(&self) -> bool {
        self.checkpoint
            .as_ref()
            .and_then(|c| c.meta.extra.get(EVAL_PENDING_KEY))
            .and_then(serde_json::Value::as_bool)
            .unwrap_or(false)
    }

    /// The data loader, at the checkpoint's cursor when resuming.
    fn loader(&self, data: &RunData, cfg: &NamConfig) -> Result<Loader> {
        let mut loader_cfg =
            LoaderConfig::new(cfg.model.seq_len, cfg.train.batch_size, cfg.train.seed)
                .with_pack_docs(cfg.data.pack_docs);
        loader_cfg.on_bad_row = bad_row_policy(cfg.data.on_bad_row);
        let cursor: Option<LoaderCursor> = match &self.checkpoint {
            Some(ckpt) => Some(
                serde_json::from_value(ckpt.meta.data_cursor.clone()).map_err(|e| {
                    TrainError::Internal(format!("the checkpoint's data cursor: {e}"))
                })?,
            ),
            None => None,
        };
        Ok(Loader::open(
            &data.sources,
            &data.tokenizer,
            loader_cfg,
            cursor,
        )?)
    }
}

/// The manifest of the run about to compile: the client, the config and its hash, the mesh,
/// the kernels chosen (and why) and the planner's mesh choice.
fn new_manifest(
    client: &Client,
    cfg: &NamConfig,
    kernels: &KernelChoices,
    mesh_choice: Option<MeshChoice>,
) -> Result<RunManifest> {
    let mut manifest = RunManifest::new(
        client,
        serde_json::to_value(cfg).map_err(|e| TrainError::Internal(e.to_string()))?,
        cfg.config_hash(),
    )?;
    manifest.mesh = (!cfg.mesh.is_single()).then(|| MeshInfo::of(&cfg.mesh));
    let (attention, ssd, m2rnn, moe) = (
        &kernels.attention,
        &kernels.ssd,
        &kernels.m2rnn,
        &kernels.moe,
    );
    manifest.attention_backend = Some(attention.backend.as_str().into());
    manifest.attention_choice = Some(attention.receipt());
    if attention.backend == ResolvedBackend::Xla {
        manifest.attention_chunk = nam::graph::model::attention_chunk(&cfg.model);
    }
    manifest.ssd_kernel = Some(ssd.backend.name().into());
    manifest.ssd_kernel_choice = Some(ssd.receipt());
    if cfg.model.has(nam::config::SublayerKind::M2rnn) {
        manifest.m2rnn_kernel = Some(m2rnn.backend.name().into());
        manifest.m2rnn_kernel_choice = Some(m2rnn.receipt());
    }
    let rows = cfg.train.micro_batch_rows();
    manifest.kernels = crate::kernels::kernel_receipts(cfg, rows, attention, ssd, m2rnn, moe);
    if cfg.model.has(nam::config::SublayerKind::Moe) {
        manifest.moe_kernel = Some(moe.backend.name().into());
        manifest.moe_kernel_choice = Some(moe.receipt());
    }
    manifest.mesh_choice = mesh_choice;
    Ok(manifest)
}

/// Phase 5: every built program compiled for the mesh through the executable cache (in the
/// compile worker when the options give one), each recorded in the manifest. Returns the
/// update programs, the eval program and the number of cache misses.
fn compile_programs(
    opts: &TrainerOptions,
    cfg: &NamConfig,
    client: &Client,
    cache: &ExecutableCache,
    mesh: &DeviceMesh,
    built: Built,
    manifest: &mut RunManifest,
) -> Result<(Programs, Compiled, usize)> {
    let mut compiles = 0;
    let mut compiled: BTreeMap<&'static str, Compiled> = BTreeMap::new();
    let platform = platform_of(client.plugin().kind());
    // A stop request between programs ends set-up; one that also reached the compile worker
    // (Ctrl-C signals the whole process group) makes its compile fail, which is the stop too.
    let stopped = || opts.stop.as_ref().and_then(|s| s.requested());
    let options = program_options(mesh, cfg, platform);
    for (name, program) in built.programs {
        if let Some(signal) = stopped() {
            return Err(TrainError::Stopped { signal });
        }
        tracing::info!(
            "compiling {name} ({} KiB of StableHLO)",
            program.text.len() / 1024
        );
        let cached = match &opts.compile_worker {
            Some(worker) => {
                get_or_compile_in_worker(cache, worker, client, &program.text, &options, "")
            }
            None => cache.get_or_compile(client, &program.text, &options, ""),
        };
        let cached = match (cached, stopped()) {
            (Ok(c), _) => c,
            (Err(_), Some(signal)) => return Err(TrainError::Stopped { signal }),
            (Err(e), None) => return Err(e.into()),
        };
        if cached.outcome == CacheOutcome::Miss {
            compiles += 1;
        }
        tracing::info!(
            "{name}: cache {:?} in {:.2} s",
            cached.outcome,
            cached.seconds
        );
        if client.plugin().kind() == pjrt::PluginKind::Cpu {
            // The CPU plugin's device memory is this host's memory: refuse a program that
            // cannot fit before it runs, with the figures.
            let stats = cached.executable.executable().compiled_memory_stats()?;
            crate::host::check_program_fits(name, stats.total_device_bytes())
                .map_err(|e| TrainError::Config(e.to_string()))?;
        }
        manifest.record_executable(cached.manifest_record(name));
        compiled.insert(
            name,
            Compiled {
                exe: cached.executable,
                sig: program.signature,
            },
        );
    }
    let mut take = |name: &str| {
        compiled
            .remove(name)
            .ok_or_else(|| TrainError::Internal(format!("no {name} program was built")))
    };
    let t = &cfg.train;
    let programs = if t.micro_batches == 1 {
        Programs::ModeA(take("step")?)
    } else {
        Programs::ModeB {
            accumulate: take("accumulate")?,
            apply: take("apply")?,
            micro_rows: t.batch_size / t.micro_batches,
        }
    };
    let eval = take("eval")?;
    Ok((programs, eval, compiles))
}

/// The device state of phase 6.
struct PlacedState {
    /// The step the run continues from (0 when fresh).
    step: u64,
    /// Every persistent tensor, one piece per mesh device.
    state: BTreeMap<String, Vec<Buffer>>,
    /// Signature (dims, sharding) of every state tensor.
    sigs: BTreeMap<String, TensorSig>,
}

/// Phase 6: the checkpoint's tensors or a fresh init, with zero accumulators and ZeRO-2 copies
/// cast from their entries, placed on the mesh by each tensor's sharding.
fn upload_state(
    cfg: &NamConfig,
    layout: &StateLayout,
    persistent: &[TensorSig],
    checkpoint: Option<Checkpoint>,
    init: Option<&InitFile>,
    client: &Client,
    mesh: &DeviceMesh,
) -> Result<PlacedState> {
    let (step, mut host_state) = match checkpoint {
        Some(ckpt) => (ckpt.meta.step, ckpt.tensors),
        None => (0, initial_state(cfg, layout, persistent, init)?),
    };
    for sig in persistent.iter().filter(|s| is_derived(&s.name)) {
        let host = match sig.name.strip_prefix(nam::graph::replica::PREFIX) {
            Some(entry) => {
                let master = host_state.get(entry).ok_or_else(|| {
                    TrainError::Internal(format!("`{}` has no entry `{entry}`", sig.name))
                })?;
                host_cast(master, sig.dtype)?
            }
            None => HostTensor::zeros(element_type(sig.dtype), &sig.dims)?,
        };
        host_state.insert(sig.name.clone(), host);
    }
    let sigs: BTreeMap<String, TensorSig> = persistent
        .iter()
        .map(|s| (s.name.clone(), s.clone()))
        .collect();
    let mut state = BTreeMap::new();
    for (name, host) in &host_state {
        let sig = sigs.get(name).ok_or_else(|| {
            TrainError::Internal(format!(
                "state `{name}` is not an input of the update program"
            ))
        })?;
        state.insert(name.clone(), mesh.put(client, name, host, &sig.sharding)?);
    }
    Ok(PlacedState { step, state, sigs })
}

/// Phase 7: every check passed, so the run directory is written. A resumed run drops the
/// metrics a killed process wrote after its checkpoint, and points `latest` at the checkpoint
/// it resumed from (newer ones failed to verify: retention removes them); a run started over
/// (`--resume auto` without a valid checkpoint) drops them all.
fn claim_run_dir(
    opts: &TrainerOptions,
    ckpts_at: &CheckpointsAt,
    early_lock: Option<RunLock>,
    resumed_from: Option<u64>,
    keep_checkpoints: usize,
) -> Result<(RunLock, CheckpointDir)> {
    let run_lock = match early_lock {
        Some(lock) => lock,
        None => {
            let lock = RunLock::acquire(&opts.run_dir)?;
            // Another process may have started a run here since the checks of phase 4.
            if opts.resume == Resume::Never {
                refuse_earlier_run(&opts.run_dir, ckpts_at)?;
            }
            lock
        }
    };
    if opts.resume == Resume::Never {
        clear_failed_start(&opts.run_dir)?;
    }
    let ckpts = ckpts_at.open(keep_checkpoints)?;
    if opts.resume != Resume::Never {
        let dropped =
            crate::metrics::truncate_after(&opts.run_dir.join(METRICS_FILE), resumed_from)?;
        if dropped > 0 {
            tracing::info!(
                "metrics: dropped {dropped} record(s) past step {} written by the interrupted process",
                resumed_from.unwrap_or(0)
            );
        }
    }
    // Process 0 alone moves the pointer of a multi-process run's shared checkpoints.
    let first_process = opts.process.as_ref().is_none_or(|j| j.spec.process == 0);
    if let Some(step) = resumed_from
        && first_process
        && ckpts.latest_name()?.as_deref() != Some(&format!("step-{step:08}"))
    {
        ckpts.point_latest_at(step)?;
    }
    Ok((run_lock, ckpts))
}

/// Memory telemetry: the sampler the log points read, and the HTTP endpoint when a port is
/// asked for.
fn start_telemetry(
    client: &Client,
    memory_port: Option<u16>,
) -> Result<(MemorySampler, Option<MemoryEndpoint>)> {
    let sampler = MemorySampler::new(client)?;
    let endpoint = match memory_port {
        Some(port) => {
            let endpoint = MemoryEndpoint::start(MemorySampler::new(client)?, port)?;
            tracing::info!("memory endpoint: {}", endpoint.url());
            Some(endpoint)
        }
        None => None,
    };
    Ok((sampler, endpoint))
}

/// Phase 3: the attention, SSD and M2RNN implementations `cfg` resolves to on `client`, and
/// the programs built with them (what [`super::start_warmth`] looks up too).
pub(super) fn build_programs(
    cfg: &NamConfig,
    layout: &StateLayout,
    opts: &TrainerOptions,
    client: &Client,
) -> Result<(KernelChoices, Built)> {
    let kernels = kernel_choices(cfg, opts, client)?;
    let scans = SublayerBackends {
        ssd: kernels.ssd.backend,
        m2rnn: kernels.m2rnn.backend,
        moe: kernels.moe.backend,
    };
    let built = Built::new(
        cfg,
        layout,
        opts.layer_loop,
        kernels.attention.backend,
        scans,
    )?;
    Ok((kernels, built))
}

/// The compile options of every program of a run on `mesh`: the mesh's SPMD options with the
/// config's `[compiler]` options for `platform` (all of them part of the cache key).
pub(super) fn program_options(
    mesh: &DeviceMesh,
    cfg: &NamConfig,
    platform: Platform,
) -> pjrt::CompileOptions {
    crate::mesh::with_compiler_options(mesh.compile_options(), &cfg.compiler, platform)
}

/// The programs of a run, built on the host and not yet compiled.
pub(super) struct Built {
    /// `(name, program)` in compile order: `step`, or `accumulate` and `apply`; then `eval`.
    pub(super) programs: Vec<(&'static str, StepProgram)>,
}

impl Built {
    /// The programs of [`crate::programs::trainer_programs`], so `namtrain plan` stores exactly the
    /// executables (and cache keys) a run compiles.
    fn new(
        cfg: &NamConfig,
        layout: &StateLayout,
        layer_loop: LayerLoop,
        attention: ResolvedBackend,
        scans: SublayerBackends,
    ) -> Result<Self> {
        let t = &cfg.train;
        let programs = crate::programs::trainer_programs(
            cfg,
            layout,
            t.batch_size,
            t.micro_batches,
            layer_loop,
            attention,
            scans,
        )
        .map_err(|e| TrainError::Build {
            program: e.program,
            source: e.source,
        })?;
        Ok(Built {
            programs: programs.into_iter().map(|(name, _, p)| (name, p)).collect(),
        })
    }

    /// The program that updates the state: the mode-A step or the mode-B apply.
    fn update_signature(&self) -> &ProgramSignature {
        &self
            .programs
            .iter()
            .find(|(n, _)| matches!(*n, "step" | "apply"))
            .expect("built programs include the update program")
            .1
            .signature
    }
}

/// Everything the trainer keeps on the device between steps: the donated inputs of the update
/// program (parameters, MoE bias, optimizer state and, in mode B, gradient accumulators).
fn persistent_inputs(sig: &ProgramSignature) -> Vec<TensorSig> {
    sig.inputs
        .iter()
        .enumerate()
        .filter(|(i, _)| sig.donated_to(*i).is_some())
        .map(|(_, s)| s.clone())
        .collect()
}

/// What a checkpoint of this run must hold: the persistent state minus what is derived from it
/// (accumulators, ZeRO-2 copies).
fn expected_checkpoint(sig: &ProgramSignature) -> Result<Vec<ExpectedTensor>> {
    persistent_inputs(sig)
        .into_iter()
        .filter(|s| !is_derived(&s.name))
        .map(|s| {
            Ok(ExpectedTensor {
                dtype: element_type(s.dtype),
                dims: s.dims.clone(),
                name: s.name,
            })
        })
        .collect()
}

/// A run directory in a bucket, before anything in it is read: its working copy locked (one
/// writer per VM), the bucket's lease taken (one writer anywhere), and the working copy made
/// to hold exactly the bucket's records (a stale copy left on this VM by an earlier run is
/// replaced). `(None, None)` for a local run directory.
fn take_bucket_run_dir(
    opts: &TrainerOptions,
) -> Result<(Option<RunLock>, Option<crate::lease::Lease>)> {
    let Some(bucket) = &opts.bucket else {
        return Ok((None, None));
    };
    std::fs::create_dir_all(&opts.run_dir).map_err(|e| TrainError::Io {
        path: opts.run_dir.clone(),
        source: e,
    })?;
    let lock = RunLock::acquire(&opts.run_dir)?;
    let lease = bucket.lease()?;
    let fetched = bucket
        .fetch_records(&opts.run_dir)
        .map_err(|e| TrainError::Store(e.to_string()))?;
    if fetched > 0 {
        tracing::info!(
            "{}: {fetched} record file(s) fetched into the working copy {}",
            bucket.store.location(),
            opts.run_dir.display()
        );
    }
    Ok((Some(lock), Some(lease)))
}

/// Refuses to start a fresh run where an earlier run trained: left checkpoints, or metrics of
/// steps taken. A start that failed before its first step (a bad first batch, a compile error)
/// leaves only its manifest and step-0 records, which a fresh run replaces
/// ([`clear_failed_start`]).
fn refuse_earlier_run(run_dir: &Path, ckpts_at: &CheckpointsAt) -> Result<()> {
    let in_use = |found: String| TrainError::RunDirInUse {
        run_dir: run_dir.to_path_buf(),
        found,
    };
    if ckpts_at.bucket.is_some() || ckpts_at.root.is_dir() {
        let steps = ckpts_at.open(1)?.steps()?;
        if let Some(step) = steps.first() {
            return Err(in_use(format!("checkpoints up to step {step}")));
        }
    }
    if let Some(step) = last_step_trained(run_dir) {
        return Err(in_use(format!("{METRICS_FILE} of steps up to {step}")));
    }
    Ok(())
}

/// The last step `run_dir`'s metrics record a training loss for (`None`: no step, or no
/// readable metrics).
fn last_step_trained(run_dir: &Path) -> Option<u64> {
    let records = crate::metrics::read_run_metrics(run_dir).ok()?;
    records
        .iter()
        .filter(|r| r.loss.is_some())
        .map(|r| r.step)
        .max()
}

/// Before a fresh run in a directory whose earlier start took no step: drops that start's
/// records (its step-0 eval), so the metrics file holds this run's alone; the manifest is
/// rewritten by the run itself.
fn clear_failed_start(run_dir: &Path) -> Result<()> {
    let dropped = crate::metrics::truncate_after(&run_dir.join(METRICS_FILE), None)?;
    if dropped > 0 {
        tracing::info!(
            "metrics: dropped {dropped} record(s) of an earlier start that took no step"
        );
    }
    Ok(())
}

/// f32 host values as a tensor of `dtype` (f32, bf16 or f16 storage).
pub fn host_from_f32(dtype: DType, dims: &[i64], values: &[f32]) -> Result<HostTensor> {
    Ok(match dtype {
        DType::F32 => HostTensor::from_f32(dims, values)?,
        DType::BF16 => {
            let v: Vec<half::bf16> = values.iter().map(|&x| half::bf16::from_f32(x)).collect();
            HostTensor::from_bf16(dims, &v)?
        }
        DType::F16 => {
            let v: Vec<half::f16> = values.iter().map(|&x| half::f16::from_f32(x)).collect();
            HostTensor::from_f16(dims, &v)?
        }
        other => {
            return Err(TrainError::Config(format!(
                "param_dtype {other:?} is not a float storage type"
            )));
        }
    })
}

/// `host` (f32 or bf16, the parameter dtypes) stored as `dtype`: the round-to-nearest-even a
/// device's convert does, exact when widening.
pub(super) fn host_cast(host: &HostTensor, dtype: DType) -> Result<HostTensor> {
    let values = crate::tensor_file::f32_values(host)
        .map_err(|why| TrainError::Internal(format!("casting state to {dtype:?}: {why}")))?;
    host_from_f32(dtype, host.dims(), &values)
}

/// The initial host state of every persistent input that is not derived: parameters from
/// `nam::init`, zeros for optimizer moments.
fn initial_state(
    cfg: &NamConfig,
    layout: &StateLayout,
    persistent: &[TensorSig],
    init_file: Option<&InitFile>,
) -> Result<BTreeMap<String, HostTensor>> {
    let seeded;
    let by_name: BTreeMap<&str, &Vec<f32>> = match init_file {
        Some(f) => f.values.iter().map(|(k, v)| (k.as_str(), v)).collect(),
        None => {
            seeded = nam::init::init(&cfg.model, cfg.train.seed);
            seeded.iter().map(|t| (t.name.as_str(), &t.data)).collect()
        }
    };
    let packed = layout
        .pack(|name| by_name.get(name).map(|v| v.to_vec()))
        .map_err(|e| TrainError::Internal(format!("packing the initial parameters: {e}")))?;
    let values: BTreeMap<&str, &Vec<f32>> = layout
        .entries
        .iter()
        .zip(&packed)
        .map(|(e, v)| (e.name.as_str(), v))
        .collect();
    persistent
        .iter()
        .filter(|sig| !is_derived(&sig.name))
        .map(|sig| {
            let host = match values.get(sig.name.as_str()) {
                Some(v) => host_from_f32(sig.dtype, &sig.dims, v)?,
                None => HostTensor::zeros(element_type(sig.dtype), &sig.dims)?,
            };
            Ok((sig.name.clone(), host))
        })
        .collect()
}

/// The `init_from` file of a fresh run, read and checked against the model (the options' path
/// over the config's, relative paths against `base_dir`); `None` without one, or when the run
/// resumes from its own checkpoint (which takes precedence).
fn init_file(
    opts: &TrainerOptions,
    cfg: &NamConfig,
    layout: &StateLayout,
    resuming: bool,
) -> Result<Option<InitFile>> {
    let path = match (&opts.init_from, &cfg.train.init_from) {
        (Some(p), _) => Some(p.clone()),
        // A bucket object is fetched into the cache first (and recorded by its URL).
        (None, Some(p)) if p.contains("://") => Some(PathBuf::from(p)),
        (None, Some(p)) => Some(opts.base_dir.join(p)),
        (None, None) => None,
    };
    match (path, resuming) {
        (None, _) => Ok(None),
        (Some(p), true) => {
            tracing::info!(
                "resuming from the run's own checkpoint; init_from {} is not read",
                p.display()
            );
            Ok(None)
        }
        (Some(p), false) => {
            let text = p.to_string_lossy().into_owned();
            let local = match text.contains("://") {
                true => fetch_init_from(&text, opts)?,
                false => p.clone(),
            };
            let mut file = InitFile::load(&local, &cfg.model, layout)
                .map_err(|e| TrainError::Config(e.to_string()))?;
            if text.contains("://") {
                file.path = p;
            }
            Ok(Some(file))
        }
    }
}

/// An `init_from` in a bucket (`gs://…`, `s3://…`): a safetensors object, or a checkpoint
/// prefix holding `state.safetensors`, downloaded into `CACHE/init_from/…` (again only when
/// the object's size changed).
fn fetch_init_from(url: &str, opts: &TrainerOptions) -> Result<PathBuf> {
    let store_err = |e: store::StoreError| TrainError::Config(format!("init_from {url}: {e}"));
    let location = store::Location::parse(url).map_err(store_err)?;
    let cache_root = match &opts.cache_dir {
        Some(d) => d.clone(),
        None => crate::cache::default_cache_dir()?,
    };
    let as_dir = store::Store::open(&location).map_err(store_err)?;
    let (store, key, local) = match as_dir.head("state.safetensors").map_err(store_err)? {
        Some(_) => (
            as_dir,
            "state.safetensors".to_string(),
            cache_root
                .join("init_from")
                .join(location.working_copy_name())
                .join("state.safetensors"),
        ),
        None => {
            let (store, key) = store::Store::open_file(&location).map_err(store_err)?;
            let local = cache_root
                .join("init_from")
                .join(location.working_copy_name());
            (store, key, local)
        }
    };
    let remote = store
        .head(&key)
        .map_err(store_err)?
        .ok_or_else(|| TrainError::Config(format!("init_from {url}: no such object")))?;
    let cached = std::fs::metadata(&local).map(|m| m.len()).ok();
    if cached != Some(remote.size) {
        tracing::info!("init_from: downloading {url} ({} bytes)", remote.size);
        store.download(&key, &local).map_err(store_err)?;
    }
    Ok(local)
}

/// Refuses micro-batches that do not divide the batch.
fn check_micro_batches(cfg: &NamConfig) -> Result<()> {
    let t = &cfg.train;
    if t.micro_batches == 0 || !t.batch_size.is_multiple_of(t.micro_batches) {
        return Err(TrainError::Config(format!(
            "[train] batch_size {} is not divisible by micro_batches {}",
            t.batch_size, t.micro_batches
        )));
    }
    Ok(())
}

/// The first device's kind and the compute capability the CUDA plugin reports for it.
fn gpu_of(client: &pjrt::Client) -> Result<(String, Option<String>)> {
    let devices = client.addressable_devices()?;
    let Some(first) = devices.first() else {
        return Ok((String::from("no device"), None));
    };
    let d = first.description()?;
    let capability = d
        .attributes
        .iter()
        .find(|a| a.name == "compute_capability")
        .map(|a| a.value.to_string());
    Ok((d.kind, capability))
}

/// `[model] attention`, `ssd_kernel`, `m2rnn_kernel` and `moe_kernel` resolved for the plugin's platform and
/// the trainer's programs: asking for `pallas` (or `[model] moe_kernel = "grouped"` or
/// `"routed"`) off TPU, or `mosaic-gpu` off a Hopper GPU, fails here, before any program is
/// built or compiled; `auto` picks, and says why when it falls back to XLA.
fn kernel_choices(
    cfg: &NamConfig,
    opts: &TrainerOptions,
    client: &pjrt::Client,
) -> Result<KernelChoices> {
    let platform = if cfg.model.attention == AttentionBackend::Xla
        && cfg.model.ssd_kernel == nam::config::SsdKernel::Xla
        && cfg.model.m2rnn_kernel == nam::config::SsdKernel::Xla
        && cfg.model.moe_kernel == nam::config::MoeKernel::Capacity
    {
        // `xla` (and `capacity`) resolve alike on every platform: no need to find the plugin
        // first.
        Platform::Other
    } else {
        platform_of(pjrt::PluginKind::from_path(&pjrt::locate::resolve_plugin(
            &opts.plugin,
        )?))
    };
    let config = |e: nam::backend::BackendError| TrainError::Config(e.to_string());
    if platform == Platform::Tpu {
        let dir =
            crate::kernels::kernel_dir(opts.kernels_dir.as_deref(), opts.cache_dir.as_deref())?;
        crate::kernels::add_exported_kernels(&dir)
            .map_err(|e| TrainError::Config(e.to_string()))?;
    }
    let moe = MoeChoice::for_trainer(cfg, platform).map_err(config)?;
    let ssd = SsdChoice::for_trainer(cfg, platform).map_err(config)?;
    let m2rnn = M2rnnChoice::for_trainer(cfg, platform).map_err(config)?;
    let mut attention = AttentionChoice::for_trainer(cfg, platform).map_err(config)?;
    if attention.backend == ResolvedBackend::MosaicGpu {
        let (kind, capability) = gpu_of(client)?;
        attention = attention
            .on_gpu(&kind, capability.as_deref())
            .map_err(config)?;
    }
    if let Some(why) = &attention.fallback {
        tracing::info!("attention: auto chose xla ({why})");
    }
    if let (Some(why), true) = (
        &ssd.fallback,
        cfg.model.has(nam::config::SublayerKind::Mamba),
    ) {
        tracing::info!("ssd_kernel: auto chose xla ({why})");
    }
    if let (Some(why), true) = (
        &m2rnn.fallback,
        cfg.model.has(nam::config::SublayerKind::M2rnn),
    ) {
        tracing::info!("m2rnn_kernel: auto chose xla ({why})");
    }
    if let (Some(why), true) = (&moe.fallback, cfg.model.has(nam::config::SublayerKind::Moe)) {
        tracing::info!("moe_kernel: auto chose capacity ({why})");
    }
    Ok(KernelChoices {
        attention,
        ssd,
        m2rnn,
        moe,
    })
}

/// The kernel choices of a run ([`kernel_choices`]): attention, the M sublayers' SSD scan, the
/// R sublayers' M2RNN recurrence and the E sublayers' routed experts.
pub(crate) struct KernelChoices {
    /// `[model] attention` resolved.
    pub(crate) attention: AttentionChoice,
    /// `[model] ssd_kernel` resolved.
    pub(crate) ssd: SsdChoice,
    /// `[model] m2rnn_kernel` resolved.
    pub(crate) m2rnn: M2rnnChoice,
    /// `[model] moe_kernel` resolved.
    pub(crate) moe: MoeChoice,
}
