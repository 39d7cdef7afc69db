//! The [`Trainer`]: one NAM training run on one PJRT client, as a library for custom loops.
//!
//! `step` reads top to bottom: next batch → upload → execute the compiled step (state donated,
//! so parameters and optimizer state never exist twice on the device) → keep the new state →
//! read the scalars. Everything else is a component it calls: the data loader, the executable
//! cache, checkpoints, metrics, the manifest and memory telemetry.
//!
//! Programs: with `[train] micro_batches = 1` one Mode-A executable does forward, backward and
//! optimizer; with more, a Mode-B accumulate executable runs once per micro-batch and an apply
//! executable updates. The learning rate and the step counter are device inputs, so one
//! executable serves the whole run (see `compile_count`).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Instant;

use data::{Batch as DataBatch, Dataset, Tokenizer};
use nam::NamConfig;
use nam::graph::layout::{LayerLoop, StateLayout, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::program::{ProgramSignature, StepProgram, TensorSig};
use nam::graph::step::{
    BATCH_NAMES, LOAD_SUM, LearningRates, MICRO_BATCHES, STEP, accumulate_program, apply_program,
    step_program,
};
use pjrt::{
    Buffer, Client, ClientOptions, CompileOptions, ElementType, HostTensor, LoadedExecutable,
    Plugin,
};
use xla_hlo::DType;

use crate::cache::ExecutableCache;
use crate::checkpoint::{Checkpoint, CheckpointDir, CheckpointMeta, ExpectedTensor};
use crate::manifest::{CacheOutcome, RunManifest};
use crate::metrics::{MetricsRecord, MetricsWriter};
use crate::telemetry::{MemoryEndpoint, MemorySampler};

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
    /// Memory telemetry failed to start.
    #[error(transparent)]
    Telemetry(#[from] crate::telemetry::TelemetryError),
    /// A run-directory file operation failed.
    #[error("{path}: {source}")]
    Io {
        /// The path involved.
        path: PathBuf,
        /// The error.
        #[source]
        source: std::io::Error,
    },
    /// The program's outputs or inputs are not what the trainer expects.
    #[error("internal: {0}")]
    Internal(String),
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
    /// Devices of the CPU plugin (`cpu_device_count`); ignored by other plugins.
    pub cpu_devices: usize,
    /// Executable cache directory (`None`: the user cache dir).
    pub cache_dir: Option<PathBuf>,
    /// Resume from the newest valid checkpoint in `run_dir/checkpoints`.
    pub resume: bool,
    /// Serve `/memory` on 127.0.0.1 at this port (0 picks a free port).
    pub memory_port: Option<u16>,
    /// Repo-relative paths in `[data]` are resolved against this directory.
    pub base_dir: PathBuf,
    /// Scan over stacked layer groups (default) or unroll (debugging).
    pub layer_loop: LayerLoop,
}

impl TrainerOptions {
    /// Defaults for a config: CPU plugin with one device, `runs/<name>`, scan, no endpoint.
    pub fn new(config: NamConfig, run_dir: impl Into<PathBuf>) -> Self {
        TrainerOptions {
            config,
            run_dir: run_dir.into(),
            plugin: "cpu".into(),
            cpu_devices: 1,
            cache_dir: None,
            resume: false,
            memory_port: None,
            base_dir: PathBuf::from("."),
            layer_loop: LayerLoop::Scan,
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
    /// Target tokens that counted in the loss.
    pub tokens: u64,
    /// Wall seconds of the whole step.
    pub seconds: f64,
    /// Seconds inside executables (execute + the scalars' download).
    pub device_seconds: f64,
    /// Fraction of routed slots dropped by MoE capacity.
    pub dropped_frac: f64,
}

/// A compiled program with its signature and cache receipt.
struct Compiled {
    exe: LoadedExecutable,
    sig: ProgramSignature,
}

/// One training run.
pub struct Trainer {
    cfg: NamConfig,
    client: Client,
    layout: StateLayout,
    /// Mode A step, or Mode B (accumulate, apply).
    programs: Programs,
    eval: Compiled,
    /// Device-resident state by name: parameters, MoE bias, optimizer state, accumulators.
    state: BTreeMap<String, Buffer>,
    loader: data::loader::Loader,
    eval_set: data::loader::EvalSet,
    ckpts: CheckpointDir,
    metrics: MetricsWriter,
    manifest: RunManifest,
    run_dir: PathBuf,
    step: u64,
    compiles: usize,
    sampler: Option<MemorySampler>,
    endpoint: Option<MemoryEndpoint>,
    peak_flops: Option<f64>,
}

enum Programs {
    ModeA(Compiled),
    ModeB {
        accumulate: Compiled,
        apply: Compiled,
        micro_rows: usize,
    },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> TrainError + '_ {
    move |source| TrainError::Io {
        path: path.to_path_buf(),
        source,
    }
}

fn element_type(d: DType) -> Result<ElementType> {
    Ok(match d {
        DType::F32 => ElementType::F32,
        DType::BF16 => ElementType::BF16,
        DType::F16 => ElementType::F16,
        DType::F64 => ElementType::F64,
        DType::I32 => ElementType::S32,
        DType::I64 => ElementType::S64,
        DType::U32 => ElementType::U32,
        DType::Pred => ElementType::Pred,
        #[allow(unreachable_patterns)]
        other => {
            return Err(TrainError::Internal(format!(
                "dtype {other:?} has no PJRT element type"
            )));
        }
    })
}

/// f32 host values as a tensor of `dtype` (f32, bf16 or f16 storage).
fn host_from_f32(dtype: DType, dims: &[i64], values: &[f32]) -> Result<HostTensor> {
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

fn scalar_f32(t: &HostTensor) -> Result<f64> {
    Ok(t.to_f32()?.first().copied().unwrap_or(f32::NAN) as f64)
}

impl Trainer {
    /// Sets up a run: plugin and client, data, programs (through the cache), state (fresh init
    /// or the newest valid checkpoint), manifest and receipt in the run directory.
    pub fn new(opts: TrainerOptions) -> Result<Trainer> {
        let cfg = opts.config.clone();
        let t = &cfg.train;
        if t.micro_batches == 0 || t.batch_size % t.micro_batches != 0 {
            return Err(TrainError::Config(format!(
                "[train] batch_size {} is not divisible by micro_batches {}",
                t.batch_size, t.micro_batches
            )));
        }
        std::fs::create_dir_all(&opts.run_dir).map_err(io(&opts.run_dir))?;

        // Data first: it is cheap to check and the commonest mistake.
        let resolve = |p: &Path| {
            if p.is_absolute() {
                p.to_path_buf()
            } else {
                opts.base_dir.join(p)
            }
        };
        let tokenizer_path = resolve(Path::new(&cfg.data.tokenizer));
        let tokenizer = Tokenizer::load(&tokenizer_path, Some(cfg.model.vocab_size))?;
        let dataset = Dataset::open_dir(&resolve(Path::new(&cfg.data.shards)))?;
        let loader_cfg = data::loader::LoaderConfig::new(cfg.model.seq_len, t.batch_size, t.seed);
        let eval_set = data::loader::EvalSet::load(
            &dataset,
            &tokenizer,
            cfg.model.seq_len,
            t.batch_size,
            Some(t.eval_batches.max(1)),
        )?;

        let plugin = Plugin::load(&opts.plugin)?;
        let mut client_opts = ClientOptions::new();
        if plugin.kind() == pjrt::PluginKind::Cpu {
            client_opts = ClientOptions::cpu(opts.cpu_devices.max(1));
        }
        let client = Client::new(plugin, &client_opts)?;

        let layout = state_layout(&cfg.model, opts.layer_loop)
            .with_dtype(dtype_of(cfg.precision.param_dtype));
        let fwd = ForwardOptions::new(&cfg, opts.layer_loop);
        let cache = match &opts.cache_dir {
            Some(dir) => ExecutableCache::open(dir)?,
            None => ExecutableCache::open_default()?,
        };
        let mut manifest = RunManifest::new(
            &client,
            serde_json::to_value(&cfg).map_err(|e| TrainError::Internal(e.to_string()))?,
            cfg.config_hash(),
        )?;
        manifest.attention_backend = Some("xla".into());

        let mut compiles = 0;
        let mut compile = |name: &'static str, program: StepProgram| -> Result<Compiled> {
            tracing::info!(
                "compiling {name} ({} KiB of StableHLO)",
                program.text.len() / 1024
            );
            let cached = cache.get_or_compile(
                &client,
                &program.text,
                &CompileOptions::single_device(),
                "",
            )?;
            if cached.outcome == CacheOutcome::Miss {
                compiles += 1;
            }
            tracing::info!(
                "{name}: cache {:?} in {:.2} s",
                cached.outcome,
                cached.seconds
            );
            manifest.record_executable(cached.manifest_record(name));
            Ok(Compiled {
                exe: cached.executable,
                sig: program.signature,
            })
        };
        let build = |program: &'static str, r: xla_hlo::Result<StepProgram>| {
            r.map_err(|source| TrainError::Build { program, source })
        };
        let programs = if t.micro_batches == 1 {
            Programs::ModeA(compile(
                "step",
                build("step", step_program(&cfg, &layout, t.batch_size, &fwd))?,
            )?)
        } else {
            let micro_rows = t.batch_size / t.micro_batches;
            Programs::ModeB {
                accumulate: compile(
                    "accumulate",
                    build(
                        "accumulate",
                        accumulate_program(&cfg, &layout, micro_rows, &fwd),
                    )?,
                )?,
                apply: compile("apply", build("apply", apply_program(&cfg, &layout))?)?,
                micro_rows,
            }
        };
        let eval = compile(
            "eval",
            build(
                "eval",
                nam::graph::eval::eval_program(&cfg, &layout, t.batch_size, &fwd),
            )?,
        )?;

        let ckpts =
            CheckpointDir::open(opts.run_dir.join("checkpoints"), t.keep_checkpoints.max(1))?;
        let mut trainer = Trainer {
            cfg,
            client,
            layout,
            programs,
            eval,
            state: BTreeMap::new(),
            loader: data::loader::Loader::new(&dataset, &tokenizer, loader_cfg.clone())?,
            eval_set,
            ckpts,
            metrics: MetricsWriter::in_run_dir(&opts.run_dir)?,
            manifest,
            run_dir: opts.run_dir.clone(),
            step: 0,
            compiles,
            sampler: None,
            endpoint: None,
            peak_flops: None,
        };
        if opts.resume {
            trainer.restore(&dataset, &tokenizer, loader_cfg)?;
        } else {
            trainer.init_state()?;
        }
        trainer.sampler = Some(MemorySampler::new(&trainer.client)?);
        if let Some(port) = opts.memory_port {
            let endpoint = MemoryEndpoint::start(MemorySampler::new(&trainer.client)?, port)?;
            tracing::info!("memory endpoint: {}", endpoint.url());
            trainer.endpoint = Some(endpoint);
        }
        trainer.write_manifest()?;
        Ok(trainer)
    }

    /// Names and types of everything the trainer keeps on the device between steps.
    fn persistent_inputs(&self) -> Vec<TensorSig> {
        let sig = match &self.programs {
            Programs::ModeA(c) => &c.sig,
            Programs::ModeB { apply, .. } => &apply.sig,
        };
        sig.inputs
            .iter()
            .filter(|s| {
                sig.donated_to(sig.input_index(&s.name).unwrap_or(usize::MAX))
                    .is_some()
            })
            .cloned()
            .collect()
    }

    fn init_state(&mut self) -> Result<()> {
        let init = nam::init::init(&self.cfg.model, self.cfg.train.seed);
        let by_name: BTreeMap<&str, &Vec<f32>> =
            init.iter().map(|t| (t.name.as_str(), &t.data)).collect();
        let packed = self
            .layout
            .pack(|name| by_name.get(name).map(|v| v.to_vec()))
            .map_err(|e| TrainError::Internal(format!("packing the initial parameters: {e}")))?;
        let values: BTreeMap<&str, &Vec<f32>> = self
            .layout
            .entries
            .iter()
            .zip(&packed)
            .map(|(e, v)| (e.name.as_str(), v))
            .collect();
        for sig in self.persistent_inputs() {
            let host = match values.get(sig.name.as_str()) {
                Some(v) => host_from_f32(sig.dtype, &sig.dims, v)?,
                // Optimizer moments, gradient accumulators and load sums start at zero.
                None => HostTensor::zeros(element_type(sig.dtype)?, &sig.dims)?,
            };
            let buf = self.client.buffer_from_host(&host, 0)?;
            self.state.insert(sig.name.clone(), buf);
        }
        Ok(())
    }

    fn expected_checkpoint(&self) -> Result<Vec<ExpectedTensor>> {
        self.persistent_inputs()
            .into_iter()
            .map(|s| {
                Ok(ExpectedTensor {
                    dtype: element_type(s.dtype)?,
                    dims: s.dims.clone(),
                    name: s.name,
                })
            })
            .collect()
    }

    fn restore(
        &mut self,
        dataset: &Dataset,
        tokenizer: &Tokenizer,
        loader_cfg: data::loader::LoaderConfig,
    ) -> Result<()> {
        let ckpt = self.ckpts.load_latest(&self.expected_checkpoint()?)?;
        if ckpt.meta.config_hash != self.cfg.config_hash() {
            tracing::warn!(
                "resuming from a checkpoint written with another config (hash {} vs {}); tensors match, continuing",
                ckpt.meta.config_hash,
                self.cfg.config_hash()
            );
        }
        for (name, host) in &ckpt.tensors {
            self.state
                .insert(name.clone(), self.client.buffer_from_host(host, 0)?);
        }
        let cursor = serde_json::from_value(ckpt.meta.data_cursor.clone())
            .map_err(|e| TrainError::Internal(format!("checkpoint data cursor: {e}")))?;
        self.loader = data::loader::Loader::resume(dataset, tokenizer, loader_cfg, cursor)?;
        self.step = ckpt.meta.step;
        tracing::info!(
            "resumed at step {} from {}",
            self.step,
            self.ckpts.root().display()
        );
        Ok(())
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

    /// The run directory.
    pub fn run_dir(&self) -> &Path {
        &self.run_dir
    }

    /// The data-contract receipt so far.
    pub fn data_receipt(&self) -> data::receipt::DataReceipt {
        self.loader.receipt()
    }

    /// Sets the accelerator's peak FLOP/s used for MFU in metrics.
    pub fn set_peak_flops(&mut self, peak: Option<f64>) {
        self.peak_flops = peak;
    }

    fn scalars(&self, step_index: u64) -> Result<BTreeMap<&'static str, Buffer>> {
        let mut m = BTreeMap::new();
        m.insert(
            STEP,
            self.client
                .buffer_from_host(&HostTensor::scalar_i32(step_index as i32), 0)?,
        );
        for (name, v) in LearningRates::at(&self.cfg, step_index as usize).named() {
            m.insert(
                name,
                self.client
                    .buffer_from_host(&HostTensor::scalar_f32(v as f32), 0)?,
            );
        }
        Ok(m)
    }

    /// One optimizer update on the next batch.
    pub fn step(&mut self) -> Result<StepReport> {
        let start = Instant::now();
        let batch = self.loader.next_batch()?;
        let lr = LearningRates::at(&self.cfg, self.step as usize);
        let mut device_seconds = 0.0;
        let (loss, main_loss, grad_norm, dropped) = match &self.programs {
            Programs::ModeA(c) => {
                let mut extra: BTreeMap<&str, Buffer> =
                    self.scalars(self.step)?.into_iter().collect();
                let bufs = upload_batch(&self.client, &batch, 0..batch.batch_size)?;
                for (name, b) in BATCH_NAMES.iter().zip(bufs) {
                    extra.insert(name, b);
                }
                let t0 = Instant::now();
                let out = execute_named(&mut self.state, c, &extra)?;
                device_seconds += t0.elapsed().as_secs_f64();
                (
                    get(&out, "loss")?,
                    get(&out, "main_loss")?,
                    get(&out, "grad_norm")?,
                    get(&out, "dropped_frac")?,
                )
            }
            Programs::ModeB {
                accumulate,
                apply,
                micro_rows,
            } => {
                let extra = self.scalars(self.step)?;
                step_mode_b(
                    &self.client,
                    &mut self.state,
                    (accumulate, apply, *micro_rows),
                    self.cfg.train.micro_batches,
                    extra,
                    &batch,
                    &mut device_seconds,
                )?
            }
        };
        self.step += 1;
        let report = StepReport {
            step: self.step,
            loss,
            main_loss,
            grad_norm,
            lr: lr.muon,
            tokens: batch.target_tokens(),
            seconds: start.elapsed().as_secs_f64(),
            device_seconds,
            dropped_frac: dropped,
        };
        self.log_step(&report)?;
        Ok(report)
    }

    fn log_step(&mut self, r: &StepReport) -> Result<()> {
        let every = self.cfg.train.log_every.max(1) as u64;
        if r.step % every != 0 && r.step != 1 {
            return Ok(());
        }
        let mut rec = MetricsRecord::at(r.step);
        rec.loss = Some(r.loss);
        rec.lr = Some(r.lr);
        rec.tokens = Some(r.tokens);
        rec.tokens_per_s = Some(r.tokens as f64 / r.seconds.max(1e-9));
        rec.step_seconds = Some(r.seconds);
        rec.grad_norm = Some(r.grad_norm);
        if let Some(peak) = self.peak_flops {
            let flops = nam::counting::flops_per_token(&self.cfg.model).total() * r.tokens as f64;
            rec.mfu = Some(flops / r.seconds.max(1e-9) / peak);
        }
        rec.extra.insert("main_loss".into(), r.main_loss.into());
        rec.extra
            .insert("dropped_frac".into(), r.dropped_frac.into());
        rec.extra.insert(
            "host_fraction".into(),
            (1.0 - r.device_seconds / r.seconds.max(1e-9)).into(),
        );
        if let Some(s) = &self.sampler {
            rec.memory = Some(s.sample().devices);
        }
        self.metrics.write(&rec)?;
        Ok(())
    }

    /// Mean loss over the held-out batches (weighted by target tokens), logged to metrics.
    pub fn evaluate(&mut self) -> Result<f64> {
        let (mut sum, mut weight) = (0.0, 0.0);
        for batch in &self.eval_set.batches {
            let bufs = upload_batch(&self.client, batch, 0..batch.batch_size)?;
            let extra: BTreeMap<&str, Buffer> = BATCH_NAMES.iter().copied().zip(bufs).collect();
            let out = execute_named(&mut self.state, &self.eval, &extra)?;
            let w = batch.target_tokens() as f64;
            sum += get(&out, "main_loss")? * w;
            weight += w;
        }
        let loss = sum / weight.max(1.0);
        let mut rec = MetricsRecord::at(self.step);
        rec.eval_loss = Some(loss);
        self.metrics.write(&rec)?;
        Ok(loss)
    }

    /// Downloads the device state (params, MoE bias, optimizer state) to host tensors by name.
    pub fn state_to_host(&self) -> Result<BTreeMap<String, HostTensor>> {
        self.state
            .iter()
            .map(|(k, b)| Ok((k.clone(), b.to_host()?)))
            .collect()
    }

    /// Writes a checkpoint of the current state (atomic; see [`crate::checkpoint`]).
    pub fn save_checkpoint(&mut self) -> Result<PathBuf> {
        let tensors = self
            .state_to_host()?
            .into_iter()
            .filter(|(name, _)| !name.starts_with("grad.") && name != LOAD_SUM)
            .collect();
        let ckpt = Checkpoint {
            meta: CheckpointMeta {
                step: self.step,
                config_hash: self.cfg.config_hash(),
                data_cursor: serde_json::to_value(self.loader.cursor())
                    .map_err(|e| TrainError::Internal(e.to_string()))?,
                extra: serde_json::Value::Null,
                tensors_sha256: String::new(),
            },
            tensors,
        };
        Ok(self.ckpts.save(&ckpt)?)
    }

    /// Rewrites `manifest.json` and `data_receipt.json` in the run directory.
    pub fn write_manifest(&mut self) -> Result<()> {
        let receipt = self.loader.receipt();
        let path = self.run_dir.join("data_receipt.json");
        receipt.write(&path)?;
        self.manifest.data_receipt =
            Some(serde_json::to_value(&receipt).map_err(|e| TrainError::Internal(e.to_string()))?);
        self.manifest.write(&self.run_dir)?;
        Ok(())
    }

    /// The `/memory` endpoint's URL when enabled.
    pub fn memory_url(&self) -> Option<String> {
        self.endpoint.as_ref().map(MemoryEndpoint::url)
    }
}

fn get(out: &BTreeMap<String, HostTensor>, name: &str) -> Result<f64> {
    out.get(name)
        .ok_or_else(|| TrainError::Internal(format!("the program has no output `{name}`")))
        .and_then(scalar_f32)
}

/// Runs `c` with arguments looked up by name: device state from `self.state`, the batch and
/// per-step scalars from `extra`. Donated state is replaced by the aliased outputs; the other
/// outputs are returned by name, downloaded.
fn execute_named(
    state: &mut BTreeMap<String, Buffer>,
    c: &Compiled,
    extra: &BTreeMap<&str, Buffer>,
) -> Result<BTreeMap<String, HostTensor>> {
    let mut args: Vec<&Buffer> = Vec::with_capacity(c.sig.inputs.len());
    for s in &c.sig.inputs {
        let b = extra
            .get(s.name.as_str())
            .or_else(|| state.get(&s.name))
            .ok_or_else(|| {
                TrainError::Internal(format!("program input `{}` has no value", s.name))
            })?;
        args.push(b);
    }
    let mut outs = c
        .exe
        .execute(&[args])?
        .into_iter()
        .next()
        .unwrap_or_default();
    if outs.len() != c.sig.outputs.len() {
        return Err(TrainError::Internal(format!(
            "the program returned {} outputs, its signature names {}",
            outs.len(),
            c.sig.outputs.len()
        )));
    }
    let donated: BTreeMap<usize, usize> =
        c.sig.aliases.iter().map(|a| (a.output, a.input)).collect();
    let mut host = BTreeMap::new();
    for (i, buf) in outs.drain(..).enumerate().rev() {
        let name = &c.sig.outputs[i].name;
        if donated.contains_key(&i) {
            state.insert(name.clone(), buf);
        } else {
            host.insert(name.clone(), buf.to_host()?);
        }
    }
    Ok(host)
}

/// Mode B: accumulate gradients over the micro-batches of `batch`, then apply once.
fn step_mode_b(
    client: &Client,
    state: &mut BTreeMap<String, Buffer>,
    (accumulate, apply, micro_rows): (&Compiled, &Compiled, usize),
    micro_batches: usize,
    mut scalars: BTreeMap<&'static str, Buffer>,
    batch: &DataBatch,
    device_seconds: &mut f64,
) -> Result<(f64, f64, f64, f64)> {
    let (mut loss, mut main, mut dropped) = (0.0, 0.0, 0.0);
    let k = micro_batches as f64;
    for m in 0..micro_batches {
        let bufs = upload_batch(client, batch, m * micro_rows..(m + 1) * micro_rows)?;
        let extra: BTreeMap<&str, Buffer> = BATCH_NAMES.iter().copied().zip(bufs).collect();
        let t0 = Instant::now();
        let out = execute_named(state, accumulate, &extra)?;
        *device_seconds += t0.elapsed().as_secs_f64();
        loss += get(&out, "loss")? / k;
        main += get(&out, "main_loss")? / k;
        dropped += get(&out, "dropped_frac")? / k;
    }
    scalars.insert(
        MICRO_BATCHES,
        client.buffer_from_host(&HostTensor::scalar_f32(k as f32), 0)?,
    );
    let t0 = Instant::now();
    let out = execute_named(state, apply, &scalars)?;
    *device_seconds += t0.elapsed().as_secs_f64();
    Ok((loss, main, get(&out, "grad_norm")?, dropped))
}

/// Uploads rows `rows` of `batch` as the four int32 `[rows, seq_len]` program inputs.
fn upload_batch(
    client: &Client,
    batch: &DataBatch,
    rows: std::ops::Range<usize>,
) -> Result<[Buffer; 4]> {
    let t = batch.seq_len;
    let dims = [rows.len() as i64, t as i64];
    let up = |v: &[i32]| -> Result<Buffer> {
        let host = HostTensor::from_i32(&dims, &v[rows.start * t..rows.end * t])?;
        Ok(client.buffer_from_host(&host, 0)?)
    };
    Ok([
        up(&batch.tokens)?,
        up(&batch.targets)?,
        up(&batch.segment_ids)?,
        up(&batch.loss_mask)?,
    ])
}
