//! Memory planning before you provision: compile a config's real training programs deviceless
//! for a TPU slice and read the compiler's per-chip memory plan.
//!
//! [`plan`] builds the programs the [`crate::trainer::Trainer`] compiles (Mode A `step`, or
//! Mode B `accumulate` + `apply`, and `eval`) for a few candidate shapes, compiles each through
//! libtpu for the slice's topology in a sandboxed child process ([`pjrt::DevicelessCompiler`]:
//! `TPU_SKIP_MDS_QUERY=1` and friends, `unshare -n` where available), and reports per chip the
//! arguments, outputs, temporaries, generated code and aliased bytes against the chip's usable
//! HBM. Each executable is stored in the [`ExecutableCache`] under the key a VM of that slice
//! with the same libtpu computes (platform, platform version, PJRT API version, device kind
//! `TPU v6 lite`, the host's chip count), so a training run there starts warm.
//!
//! # Candidates
//!
//! Until meshes land, two shapes are planned:
//!
//! - **single device**: exactly the programs the trainer compiles today (the whole batch on one
//!   chip). These are the entries that make a VM start warm.
//! - **data parallel** over every chip of the slice: the same per-chip program at the
//!   per-device batch (`batch_size / chips` rows). Parameters and optimizer state are
//!   replicated, so per-chip memory is that program's memory; the gradient all-reduce is
//!   communication the SPMD program will add, not in this single-chip program. If it does not
//!   fit but the state does, gradient accumulation (Mode B, more micro-batches) is tried.
//!
//! Each shape is planned once per attention backend asked for ([`PlanOptions::attention`]:
//! by default the config's `[model] attention` as it resolves on TPU), so the Pallas kernels'
//! memory shows next to XLA's attention for the same shape.
//!
//! A compile that libtpu refuses because the program exceeds the chip's memory is a
//! "does not fit" verdict carrying the compiler's message, not an error.

use std::path::PathBuf;
use std::time::Instant;

use nam::NamConfig;
use nam::graph::attention::ResolvedBackend;
use nam::graph::eval::eval_program;
use nam::graph::layout::{LayerLoop, StateLayout, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::program::{ProgramSignature, StepProgram};
use nam::graph::step::{accumulate_program, apply_program, step_program};
use pjrt::{CompileOptions, CompiledMemoryStats, DevicelessCompiler, NamedValue, TopologyReport};

use crate::cache::{
    COMPILER_ENV, CacheKey, CompileTarget, ExecutableCache, KeyComponents, WhyMiss,
};

/// Usable HBM of one v6e chip, GiB (DESIGN.md).
pub const V6E_USABLE_HBM_GIB: f64 = 31.25;
/// The device kind libtpu reports for v6e chips.
pub const V6E_DEVICE_KIND: &str = "TPU v6 lite";
/// Gradient-accumulation candidates tried when the widest candidate does not fit.
const MAX_EXTRA_MICRO_BATCH_TRIES: usize = 3;
const GIB: f64 = (1u64 << 30) as f64;

/// Errors of planning (a program that does not fit is a verdict, not an error).
#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    /// The slice name is not one we know.
    #[error("unknown TPU slice {0:?}: use one of v6e-1, v6e-4, v6e-8, v6e-16, v6e-32")]
    UnknownSlice(String),
    /// The config cannot be planned.
    #[error("config: {0}")]
    Config(String),
    /// Building a program failed.
    #[error("building the {program} program: {source}")]
    Build {
        /// Which program.
        program: &'static str,
        /// Why.
        #[source]
        source: xla_hlo::Error,
    },
    /// The executable cache failed.
    #[error("executable cache: {0}")]
    Cache(#[from] crate::cache::CacheError),
    /// The deviceless compiler could not be started or could not describe the topology.
    #[error("deviceless compile for {topology} with {plugin}: {source}")]
    Compiler {
        /// The libtpu topology.
        topology: String,
        /// The plugin path.
        plugin: PathBuf,
        /// The error.
        #[source]
        source: pjrt::Error,
    },
}

/// A TPU slice by its Cloud name (`v6e-8`): libtpu topology and how chips group into hosts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slice {
    /// The Cloud name, e.g. `v6e-8` (also `TPU_ACCELERATOR_TYPE`).
    pub name: String,
    /// libtpu's topology string, e.g. `v6e:2x4`.
    pub topology: String,
    /// libtpu's `chips_per_host_bounds` as the real slice has them.
    pub chips_per_host_bounds: [i64; 3],
    /// Chips in the slice.
    pub chips: usize,
}

impl Slice {
    /// The slice called `name`: `v6e-1`, `v6e-4`, `v6e-8` (one host each), `v6e-16`, `v6e-32`
    /// (hosts of 2x2 chips).
    pub fn parse(name: &str) -> Result<Slice, PlanError> {
        let (topology, bounds): (&str, [i64; 3]) = match name {
            // libtpu refuses v6e:1x1 with its default host bounds ("not divisible").
            "v6e-1" => ("v6e:1x1", [1, 1, 1]),
            "v6e-4" => ("v6e:2x2", [2, 2, 1]),
            "v6e-8" => ("v6e:2x4", [2, 4, 1]),
            "v6e-16" => ("v6e:4x4", [2, 2, 1]),
            "v6e-32" => ("v6e:4x8", [2, 2, 1]),
            _ => return Err(PlanError::UnknownSlice(name.to_string())),
        };
        let chips = topology[4..]
            .split('x')
            .map(|d| d.parse::<usize>().expect("the table holds valid grids"))
            .product();
        Ok(Slice {
            name: name.to_string(),
            topology: topology.to_string(),
            chips_per_host_bounds: bounds,
            chips,
        })
    }

    /// Chips per host: the addressable devices of one VM of the slice.
    pub fn chips_per_host(&self) -> usize {
        self.chips_per_host_bounds.iter().product::<i64>() as usize
    }

    /// Hosts (VMs) in the slice.
    pub fn hosts(&self) -> usize {
        self.chips / self.chips_per_host()
    }

    /// libtpu topology create options for this slice.
    pub fn create_options(&self) -> Vec<NamedValue> {
        vec![
            NamedValue::new("chip_config_name", "default"),
            NamedValue::new("chips_per_host_bounds", self.chips_per_host_bounds.to_vec()),
            NamedValue::new("num_slices", 1i64),
        ]
    }
}

/// How the global batch is laid over the slice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Parallelism {
    /// One chip runs the whole batch (what the trainer compiles before meshes).
    SingleDevice,
    /// Every chip runs the same program on its share of the batch; state replicated.
    DataParallel {
        /// Number of replicas (chips).
        replicas: usize,
    },
}

/// One shape to plan: parallelism, rows per chip per step, gradient-accumulation factor and
/// attention backend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    /// How the batch is laid out.
    pub parallelism: Parallelism,
    /// Sequences per chip per optimizer step.
    pub rows_per_chip: usize,
    /// Micro-batches per step (1: Mode A; more: Mode B).
    pub micro_batches: usize,
    /// What computes the A blocks' attention.
    pub attention: ResolvedBackend,
}

impl Candidate {
    /// A short description, e.g. `data parallel x8, 32 rows/chip, 2 micro-batches of 16, xla
    /// attention`.
    pub fn label(&self) -> String {
        let par = match self.parallelism {
            Parallelism::SingleDevice => "single device".to_string(),
            Parallelism::DataParallel { replicas } => format!("data parallel x{replicas}"),
        };
        let micro = if self.micro_batches > 1 {
            format!(
                ", {} micro-batches of {}",
                self.micro_batches,
                self.micro_rows()
            )
        } else {
            String::new()
        };
        format!(
            "{par}, {} rows/chip{micro}, {} attention",
            self.rows_per_chip, self.attention
        )
    }

    /// Rows of one micro-batch.
    pub fn micro_rows(&self) -> usize {
        self.rows_per_chip / self.micro_batches
    }

    /// Chips doing work.
    pub fn chips_used(&self) -> usize {
        match self.parallelism {
            Parallelism::SingleDevice => 1,
            Parallelism::DataParallel { replicas } => replicas,
        }
    }
}

/// One program of a candidate, compiled (or refused) deviceless.
#[derive(Debug, Clone)]
pub struct ProgramPlan {
    /// `step`, `accumulate`, `apply` or `eval`.
    pub name: &'static str,
    /// Sequences per call.
    pub rows: usize,
    /// sha256 of the StableHLO text.
    pub program_sha256: String,
    /// Bytes of the arguments by the program's own signature (before device layout padding).
    pub signature_argument_bytes: u64,
    /// Seconds the deviceless compile took.
    pub compile_seconds: f64,
    /// The compiler's per-chip plan, or its refusal (typically: out of HBM).
    pub memory: Result<CompiledMemoryStats, String>,
    /// The cache key the executable was stored under, and a store problem if any.
    pub cache_key: Option<CacheKey>,
    /// Why the executable was not stored, if it was not.
    pub cache_warning: Option<String>,
}

impl ProgramPlan {
    /// Per-chip bytes the program needs at once, if the compiler produced a plan.
    pub fn total_bytes(&self) -> Option<u64> {
        self.memory
            .as_ref()
            .ok()
            .map(|m| m.total_device_bytes().max(0) as u64)
    }

    /// For a program the compiler refused as out of HBM: the temporaries it said it needed.
    pub fn refused_temp_bytes(&self) -> Option<u64> {
        self.memory.as_ref().err().and_then(|e| oom_temp_bytes(e))
    }
}

/// The temporaries figure of libtpu's compile-time out-of-memory message ("the total memory
/// required for HLO temporaries (3.23T) exceeds available HBM (31.24G)"), in bytes.
pub fn oom_temp_bytes(message: &str) -> Option<u64> {
    const MARK: &str = "required for HLO temporaries (";
    let rest = &message[message.find(MARK)? + MARK.len()..];
    let figure = &rest[..rest.find(')')?];
    let unit_at = figure.find(|c: char| c.is_ascii_alphabetic())?;
    let value: f64 = figure[..unit_at].parse().ok()?;
    let scale = match &figure[unit_at..] {
        "B" => 1.0,
        "K" => 1024.0,
        "M" => 1024f64.powi(2),
        "G" => 1024f64.powi(3),
        "T" => 1024f64.powi(4),
        "P" => 1024f64.powi(5),
        _ => return None,
    };
    Some((value * scale) as u64)
}

/// Fits or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Every program's per-chip total is within the usable HBM.
    Fits,
    /// Some program needs more than the usable HBM (or the compiler refused it).
    DoesNotFit,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Verdict::Fits => "fits",
            Verdict::DoesNotFit => "does not fit",
        })
    }
}

/// A candidate with its compiled programs.
#[derive(Debug, Clone)]
pub struct CandidatePlan {
    /// The shape.
    pub candidate: Candidate,
    /// Its programs, in the order the trainer compiles them.
    pub programs: Vec<ProgramPlan>,
    /// Tokens per optimizer step over the whole slice.
    pub tokens_per_step: u64,
    /// Tokens per optimizer step on one chip.
    pub tokens_per_chip: u64,
}

impl CandidatePlan {
    /// Fits when every program fits.
    pub fn verdict(&self, usable_bytes: u64) -> Verdict {
        let fits = self
            .programs
            .iter()
            .all(|p| p.total_bytes().is_some_and(|t| t <= usable_bytes));
        if fits {
            Verdict::Fits
        } else {
            Verdict::DoesNotFit
        }
    }

    /// The largest per-chip total of its programs (`None` when a compile was refused).
    pub fn peak_bytes(&self) -> Option<u64> {
        self.programs
            .iter()
            .map(ProgramPlan::total_bytes)
            .try_fold(0u64, |m, t| t.map(|t| m.max(t)))
    }
}

/// How to plan.
#[derive(Debug, Clone)]
pub struct PlanOptions {
    /// The slice.
    pub slice: Slice,
    /// Usable HBM per chip, bytes.
    pub usable_hbm_bytes: u64,
    /// libtpu.
    pub plugin_path: PathBuf,
    /// The compile worker binary (`None`: [`DevicelessCompiler`]'s default search).
    pub worker: Option<PathBuf>,
    /// Scan over layer groups (what the trainer uses) or unrolled.
    pub layer_loop: LayerLoop,
    /// Attention backends to plan every shape with, in order; empty: the config's
    /// `[model] attention` as it resolves on TPU.
    pub attention: Vec<ResolvedBackend>,
}

impl PlanOptions {
    /// Defaults: v6e usable HBM, scanned layer groups.
    pub fn new(slice: Slice, plugin_path: impl Into<PathBuf>) -> Self {
        PlanOptions {
            slice,
            usable_hbm_bytes: (V6E_USABLE_HBM_GIB * GIB) as u64,
            plugin_path: plugin_path.into(),
            worker: None,
            layer_loop: LayerLoop::Scan,
            attention: Vec::new(),
        }
    }
}

/// The whole plan.
#[derive(Debug, Clone)]
pub struct Plan {
    /// The slice planned for.
    pub slice: Slice,
    /// What the plugin said the topology is.
    pub topology: TopologyReport,
    /// The key target of a VM of the slice (what its trainer's cache lookups use).
    pub vm_target: CompileTarget,
    /// Usable HBM per chip, bytes.
    pub usable_hbm_bytes: u64,
    /// Per-chip bytes of parameters, MoE state and optimizer state, by the program signature.
    pub state_bytes: u64,
    /// Every candidate planned, in order.
    pub candidates: Vec<CandidatePlan>,
}

impl Plan {
    /// The recommended candidate: among those that fit, the one using the most chips, then
    /// the fewest micro-batches (fewest serial passes per step). `None` when none fits.
    pub fn recommended(&self) -> Option<&CandidatePlan> {
        self.candidates
            .iter()
            .filter(|c| c.verdict(self.usable_hbm_bytes) == Verdict::Fits)
            .min_by_key(|c| {
                (
                    std::cmp::Reverse(c.candidate.chips_used()),
                    c.candidate.micro_batches,
                )
            })
    }
}

/// The programs the trainer compiles for `rows` sequences per step in `micro_batches`
/// micro-batches with attention on `attention`, with their names, in the trainer's order.
pub fn trainer_programs(
    cfg: &NamConfig,
    layout: &StateLayout,
    rows: usize,
    micro_batches: usize,
    layer_loop: LayerLoop,
    attention: ResolvedBackend,
) -> Result<Vec<(&'static str, usize, StepProgram)>, PlanError> {
    let fwd = ForwardOptions::new(cfg, layer_loop).with_attention(attention);
    let build = |program: &'static str, r: xla_hlo::Result<StepProgram>| {
        r.map_err(|source| PlanError::Build { program, source })
    };
    let mut out = Vec::new();
    if micro_batches <= 1 {
        out.push((
            "step",
            rows,
            build("step", step_program(cfg, layout, rows, &fwd))?,
        ));
    } else {
        let micro = rows / micro_batches;
        out.push((
            "accumulate",
            micro,
            build("accumulate", accumulate_program(cfg, layout, micro, &fwd))?,
        ));
        out.push(("apply", rows, build("apply", apply_program(cfg, layout))?));
    }
    out.push((
        "eval",
        rows,
        build("eval", eval_program(cfg, layout, rows, &fwd))?,
    ));
    Ok(out)
}

/// The state layout the trainer uses for `cfg`.
pub fn trainer_layout(cfg: &NamConfig, layer_loop: LayerLoop) -> StateLayout {
    state_layout(&cfg.model, layer_loop).with_dtype(dtype_of(cfg.precision.param_dtype))
}

/// Bytes of a signature's arguments.
pub fn argument_bytes(sig: &ProgramSignature) -> u64 {
    sig.inputs
        .iter()
        .map(|s| s.dims.iter().product::<i64>().max(1) as u64 * s.dtype.size_bytes() as u64)
        .sum()
}

/// Bytes of a signature's donated arguments (the state carried between steps).
fn donated_bytes(sig: &ProgramSignature) -> u64 {
    sig.inputs
        .iter()
        .enumerate()
        .filter(|(i, _)| sig.donated_to(*i).is_some())
        .map(|(_, s)| s.dims.iter().product::<i64>().max(1) as u64 * s.dtype.size_bytes() as u64)
        .sum()
}

/// The key components a VM of the slice computes for `program` (what the trainer passes:
/// single-device options, empty topology text, the host's addressable chips, and the
/// compiler environment as the worker had it: none of `XLA_FLAGS` / `LIBTPU_INIT_ARGS`).
pub fn vm_key_components(program_text: &str, target: &CompileTarget) -> KeyComponents {
    let env: Vec<(String, Option<String>)> =
        COMPILER_ENV.iter().map(|v| (v.to_string(), None)).collect();
    KeyComponents::with_env(
        &crate::cache::sha256_hex(program_text.as_bytes()),
        &CompileOptions::single_device().to_proto_bytes(),
        target,
        &env,
    )
}

/// The deviceless compiler for the slice, and the key target of a VM of the slice.
fn compiler_and_target(
    opts: &PlanOptions,
) -> Result<(DevicelessCompiler, TopologyReport, CompileTarget), PlanError> {
    let mut compiler = DevicelessCompiler::new(&opts.plugin_path, &opts.slice.topology)
        .map_err(|source| compiler_err(opts, source))?
        .with_options(opts.slice.create_options());
    if let Some(w) = &opts.worker {
        compiler = compiler.with_worker(w);
    }
    let topology = compiler
        .describe()
        .map_err(|source| compiler_err(opts, source))?;
    let vm_target = CompileTarget {
        platform: topology.platform_name.clone(),
        platform_version: topology.platform_version.clone(),
        pjrt_api_version: topology.api_version,
        device_kind: topology
            .devices
            .first()
            .map_or_else(String::new, |d| d.kind.clone()),
        device_count: opts.slice.chips_per_host(),
        topology: String::new(),
    };
    Ok((compiler, topology, vm_target))
}

/// The candidates planned first: single device with the config's batch, and data parallel
/// over every chip when the batch divides; each with every backend of `attention`.
pub fn base_candidates(
    cfg: &NamConfig,
    slice: &Slice,
    attention: &[ResolvedBackend],
) -> Vec<Candidate> {
    let batch = cfg.train.batch_size;
    let micro = cfg.train.micro_batches.max(1);
    let mut out = Vec::new();
    for &attention in attention {
        out.push(Candidate {
            parallelism: Parallelism::SingleDevice,
            rows_per_chip: batch,
            micro_batches: micro,
            attention,
        });
        if slice.chips > 1 && batch.is_multiple_of(slice.chips) {
            let rows = batch / slice.chips;
            out.push(Candidate {
                parallelism: Parallelism::DataParallel {
                    replicas: slice.chips,
                },
                rows_per_chip: rows,
                micro_batches: if rows.is_multiple_of(micro) { micro } else { 1 },
                attention,
            });
        }
    }
    out
}

/// The backends `opts` asks for, or the config's own as it resolves on TPU.
fn attention_backends(
    cfg: &NamConfig,
    opts: &PlanOptions,
) -> Result<Vec<ResolvedBackend>, PlanError> {
    if opts.attention.contains(&ResolvedBackend::Pallas) && !cfg.mesh.is_single() {
        return Err(PlanError::Config(format!(
            "Pallas attention runs on one device only so far, but [mesh] has {} devices; plan \
             with --attention xla",
            cfg.mesh.devices()
        )));
    }
    if !opts.attention.is_empty() {
        return Ok(opts.attention.clone());
    }
    let own = ForwardOptions::for_platform(cfg, opts.layer_loop, "tpu")
        .map_err(|e| PlanError::Config(e.to_string()))?;
    Ok(vec![own.attention])
}

/// One program's key on the slice's VM and how the cache answers it.
#[derive(Debug, Clone)]
pub struct ProgramKey {
    /// The candidate.
    pub candidate: Candidate,
    /// `step`, `accumulate`, `apply` or `eval`.
    pub name: &'static str,
    /// The cache's answer for the VM's key.
    pub why: WhyMiss,
}

/// Without compiling: the VM keys of the base candidates' programs and, for each, whether the
/// cache holds it and otherwise how the nearest entry differs, component by component.
pub fn why_miss(
    cfg: &NamConfig,
    opts: &PlanOptions,
    cache: &ExecutableCache,
) -> Result<Vec<ProgramKey>, PlanError> {
    let (_, _, vm_target) = compiler_and_target(opts)?;
    let layout = trainer_layout(cfg, opts.layer_loop);
    let mut out = Vec::new();
    for candidate in base_candidates(cfg, &opts.slice, &attention_backends(cfg, opts)?) {
        for (name, _, program) in trainer_programs(
            cfg,
            &layout,
            candidate.rows_per_chip,
            candidate.micro_batches,
            opts.layer_loop,
            candidate.attention,
        )? {
            let components = vm_key_components(&program.text, &vm_target);
            let why = cache.why_miss(&components).map_err(PlanError::Cache)?;
            out.push(ProgramKey {
                candidate,
                name,
                why,
            });
        }
    }
    Ok(out)
}

/// Plans `cfg` on the slice: compiles every candidate's programs deviceless, stores them in
/// `cache` (if given) under the VM's key, and returns the per-chip numbers. `progress` is told
/// about each compile as it starts (compiles of large configs take tens of seconds each).
pub fn plan(
    cfg: &NamConfig,
    opts: &PlanOptions,
    cache: Option<&ExecutableCache>,
    mut progress: impl FnMut(&str),
) -> Result<Plan, PlanError> {
    let batch = cfg.train.batch_size;
    if batch == 0 {
        return Err(PlanError::Config("[train] batch_size is 0".into()));
    }
    let (compiler, topology, vm_target) = compiler_and_target(opts)?;
    let layout = trainer_layout(cfg, opts.layer_loop);
    let mut candidates = Vec::new();
    let mut state_bytes = 0;
    // Per attention backend: each gets its own gradient-accumulation tries.
    let mut extra_tries: std::collections::HashMap<ResolvedBackend, usize> = Default::default();
    let mut pending: std::collections::VecDeque<Candidate> =
        base_candidates(cfg, &opts.slice, &attention_backends(cfg, opts)?)
            .into_iter()
            .collect();
    while let Some(candidate) = pending.pop_front() {
        let programs = trainer_programs(
            cfg,
            &layout,
            candidate.rows_per_chip,
            candidate.micro_batches,
            opts.layer_loop,
            candidate.attention,
        )?;
        let mut planned = Vec::new();
        for (name, rows, program) in programs {
            progress(&format!(
                "compiling {name} ({rows} rows, {:.1} MiB StableHLO) for {}: {}",
                program.text.len() as f64 / (1 << 20) as f64,
                opts.slice.topology,
                candidate.label()
            ));
            state_bytes = state_bytes.max(donated_bytes(&program.signature));
            planned.push(compile_one(
                &compiler, &vm_target, cache, name, rows, &program,
            ));
        }
        let cp = CandidatePlan {
            candidate,
            programs: planned,
            tokens_per_step: (batch * cfg.model.seq_len) as u64,
            tokens_per_chip: (candidate.rows_per_chip * cfg.model.seq_len) as u64,
        };
        // Gradient accumulation shrinks activations, not state: worth a try for the widest
        // candidate when its state fits.
        let widest = candidate.chips_used() == opts.slice.chips || opts.slice.chips == 1;
        if widest
            && cp.verdict(opts.usable_hbm_bytes) == Verdict::DoesNotFit
            && state_bytes < opts.usable_hbm_bytes
            && extra_tries.get(&candidate.attention).copied().unwrap_or(0)
                < MAX_EXTRA_MICRO_BATCH_TRIES
            && let Some(micro) = next_micro_batches(&cp, state_bytes, opts.usable_hbm_bytes)
        {
            *extra_tries.entry(candidate.attention).or_default() += 1;
            pending.push_back(Candidate {
                micro_batches: micro,
                ..candidate
            });
        }
        candidates.push(cp);
    }
    Ok(Plan {
        slice: opts.slice.clone(),
        topology,
        vm_target,
        usable_hbm_bytes: opts.usable_hbm_bytes,
        state_bytes,
        candidates,
    })
}

/// The micro-batch count to try next for a candidate that does not fit: activations (the
/// temporaries) shrink with the micro-batch, so divide them into the HBM the state leaves free,
/// rounded up to a power of two that divides the rows; at least double the current count.
fn next_micro_batches(cp: &CandidatePlan, state_bytes: u64, usable: u64) -> Option<usize> {
    let c = cp.candidate;
    let temps = cp
        .programs
        .iter()
        .filter_map(|p| match &p.memory {
            Ok(m) => Some(m.temp_size_in_bytes.max(0) as u64),
            Err(_) => p.refused_temp_bytes(),
        })
        .max()?;
    let free = usable.saturating_sub(state_bytes).max(1);
    let factor = temps.div_ceil(free).max(2) as usize;
    let mut micro = c.micro_batches * factor.next_power_of_two();
    while micro > c.micro_batches && !c.rows_per_chip.is_multiple_of(micro) {
        micro /= 2;
    }
    let micro = micro.min(c.rows_per_chip);
    (micro > c.micro_batches && c.rows_per_chip.is_multiple_of(micro)).then_some(micro)
}

fn compiler_err(opts: &PlanOptions, source: pjrt::Error) -> PlanError {
    PlanError::Compiler {
        topology: opts.slice.topology.clone(),
        plugin: opts.plugin_path.clone(),
        source,
    }
}

fn compile_one(
    compiler: &DevicelessCompiler,
    vm_target: &CompileTarget,
    cache: Option<&ExecutableCache>,
    name: &'static str,
    rows: usize,
    program: &StepProgram,
) -> ProgramPlan {
    let components = vm_key_components(&program.text, vm_target);
    let options = CompileOptions::single_device();
    let start = Instant::now();
    let result = compiler.compile(&program.text, &options);
    let compile_seconds = start.elapsed().as_secs_f64();
    let mut plan = ProgramPlan {
        name,
        rows,
        program_sha256: components.program_sha256().to_string(),
        signature_argument_bytes: argument_bytes(&program.signature),
        compile_seconds,
        memory: Err(String::new()),
        cache_key: None,
        cache_warning: None,
    };
    match result {
        Ok(r) => {
            plan.memory = Ok(r.memory_stats);
            if let Some(cache) = cache {
                match cache.store_serialized(
                    &components,
                    &options.to_proto_bytes(),
                    &r.serialized_executable,
                    compile_seconds,
                    None,
                    r.fingerprint,
                ) {
                    Ok(key) => plan.cache_key = Some(key),
                    Err(e) => plan.cache_warning = Some(e.to_string()),
                }
            }
        }
        Err(e) => plan.memory = Err(e.to_string()),
    }
    plan
}

/// Bytes as GiB with two decimals.
pub fn gib(bytes: u64) -> String {
    format!("{:.2} GiB", bytes as f64 / GIB)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_map_to_libtpu_topologies_with_real_host_shapes() {
        let s = Slice::parse("v6e-8").unwrap();
        assert_eq!(s.topology, "v6e:2x4");
        assert_eq!((s.chips, s.chips_per_host(), s.hosts()), (8, 8, 1));
        let one = Slice::parse("v6e-1").unwrap();
        assert_eq!(
            (one.topology.as_str(), one.chips_per_host_bounds),
            ("v6e:1x1", [1, 1, 1])
        );
        let four = Slice::parse("v6e-4").unwrap();
        assert_eq!((four.chips, four.hosts()), (4, 1));
        let sixteen = Slice::parse("v6e-16").unwrap();
        assert_eq!(
            (sixteen.chips, sixteen.chips_per_host(), sixteen.hosts()),
            (16, 4, 4)
        );
        let big = Slice::parse("v6e-32").unwrap();
        assert_eq!(
            (big.topology.as_str(), big.chips, big.hosts()),
            ("v6e:4x8", 32, 8)
        );
    }

    #[test]
    fn unknown_slices_are_refused_with_the_list() {
        for bad in ["v6e-2", "v5e-8", "v6e:2x4", ""] {
            let e = Slice::parse(bad).unwrap_err().to_string();
            assert!(
                e.contains("v6e-1, v6e-4, v6e-8, v6e-16, v6e-32"),
                "{bad}: {e}"
            );
        }
    }
}
