//! Planning before you provision: compile a config's real training programs deviceless for a
//! TPU slice on every mesh the config allows, and read the compiler's per-chip memory plan and
//! the collectives each mesh costs.
//!
//! [`plan`] enumerates the meshes of the slice's chips ([`mesh_candidates`]: every
//! `data × expert × model` factorization, FSDP off and on, checked by [`Mesh::check`] so a
//! mesh that cannot split the model is skipped with its reasons), builds the programs the
//! [`train::trainer::Trainer`] compiles for each (Mode A `step`, or Mode B `accumulate` +
//! `apply`, then `eval` at one micro-batch's rows, so a plan fits only if eval does at that
//! size), partitioned for that mesh, and compiles them through libtpu for the slice's topology
//! in a sandboxed child process ([`pjrt::DevicelessCompiler`]: `TPU_SKIP_MDS_QUERY=1` and
//! friends, `unshare -n` where available) with SPMD options for the mesh's chips
//! ([`train::mesh::compile_options`]). It reports per chip the arguments, outputs,
//! temporaries and peak against the chip's usable HBM, tokens per step, and the collectives of
//! the optimized program per step ([`CollectivesReport`]: static op counts, and counts and
//! bytes multiplied by the layer scan's trip count).
//!
//! Compiles of a large config take minutes each, so meshes are ordered by per-chip state
//! (smallest first: the likeliest to fit; a ZeRO-2 mesh right after its plain-FSDP twin, whose
//! search tells it where to start), [`PlanOptions::mesh_filters`] and
//! [`PlanOptions::max_candidates`] restrict the search, eval is compiled only once the training
//! programs fit, and every executable is stored in the [`ExecutableCache`] under the key a VM
//! of that slice with the same libtpu computes (platform, platform version, PJRT API version,
//! device kind `TPU v6 lite`, the host's chip count, the mesh's compile options), so a rerun's
//! trainer on the VM starts warm. Multi-host slices (v6e-16, v6e-32) are planned the same way
//! (libtpu 0.0.52 compiles a 16- or 32-partition program for `v6e:4x4` / `v6e:4x8` with
//! hosts of 2x2 chips deviceless), but nothing is cached for them: the trainer runs one process
//! over its host's chips.
//!
//! Each candidate is planned once per attention backend asked for ([`PlanOptions::attention`]:
//! by default the config's `[model] attention` as it resolves on TPU), so the Pallas kernels'
//! memory shows next to XLA's attention for the same shape. On a multi-chip mesh the Pallas
//! kernels run per chip inside a manual computation; a mesh whose per-chip attention shape has
//! no exported kernel is listed with the reason (which names the export command), not compiled.
//!
//! A mesh that does not fit only for its activations is retried with more micro-batches
//! (Mode B). A ZeRO-2 mesh (`[mesh] zero2`) has its plain-FSDP twin's activations plus the
//! parameter copies, so it starts at the fewest micro-batches its twin fit with, and is not
//! compiled when the twin fit with none. A compile that libtpu refuses because the program exceeds the chip's memory is a
//! "does not fit" verdict carrying the compiler's message, not an error.
//!
//! What the temporaries of a mesh are made of (nam52 measured deviceless on libtpu 0.0.52: the
//! per-row attention scores and the LM head's logits, not the parameters) is recorded in
//! `docs/performance.md#measurements`.
//!
//! Which meshes a config can run on, before anything is compiled:
//!
//! ```
//! let cfg = nam::NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
//! let (meshes, skipped) = plan::mesh_candidates(&cfg, 8);
//! assert!(meshes.iter().any(|m| plan::mesh_label(m) == "data=8"));
//! assert!(meshes.iter().all(|m| m.devices() == 8));
//! # let _ = skipped;
//! ```

#![warn(missing_docs)]

use std::collections::{BTreeMap, HashMap};
use std::path::PathBuf;
use std::time::Instant;

use nam::NamConfig;
use nam::graph::attention::{AttentionChoice, ResolvedBackend, groups_per_iteration};
use nam::graph::layout::{LayerLoop, StateLayout};
use nam::graph::mamba::{SsdBackend, SsdChoice};
use nam::graph::program::{ProgramSignature, StepProgram, TensorSig};
use nam::graph::step::apply_program;
use nam::{Mesh, MeshAxis};
use pjrt::{
    Client, CompileOptions, CompiledMemoryStats, DevicelessCompiler, OptimizedProgram,
    TopologyReport,
};

use crate::cost::ProgramCost;
use crate::memo::{MemoEntry, PlanMemo};
use crate::perf::{Chip, ProgramEstimate, StepEstimate, estimate_program};
use train::cache::{CacheKey, CompileTarget, ExecutableCache, KeyComponents, WhyMiss};
use train::collectives::CollectivesReport;
use train::compile_worker::{CompileWorker, get_or_compile_in_worker};
use train::programs::{ProgramError, trainer_layout, trainer_programs};
pub use train::slice::{Slice, UnknownSlice, V6E_DEVICE_KIND, V6E_USABLE_HBM_GIB};

pub mod choice;
pub mod cost;
pub mod memo;
pub mod perf;

/// Gradient-accumulation candidates tried when the widest candidate does not fit.
const MAX_EXTRA_MICRO_BATCH_TRIES: usize = 3;
const GIB: f64 = (1u64 << 30) as f64;

/// Errors of planning (a program that does not fit is a verdict, not an error).
#[derive(Debug, thiserror::Error)]
pub enum PlanError {
    /// The slice name is not one we know.
    #[error(transparent)]
    UnknownSlice(#[from] UnknownSlice),
    /// The config cannot be planned.
    #[error("config: {0}")]
    Config(String),
    /// A `--mesh` restriction does not parse.
    #[error("--mesh {0}")]
    MeshFilter(String),
    /// No mesh is left to plan.
    #[error(
        "no mesh to plan on {devices}: the config accepts {valid:?} ({skipped} factorizations \
         of the devices are invalid for it; `namtrain plan --verbose` lists why); loosen --mesh \
         or change the batch or model so the axes divide"
    )]
    NoMesh {
        /// The devices planned for.
        devices: String,
        /// The meshes the config accepts.
        valid: Vec<String>,
        /// How many factorizations it refuses.
        skipped: usize,
    },
    /// Building a program failed.
    #[error(transparent)]
    Build(#[from] ProgramError),
    /// The executable cache failed.
    #[error("executable cache: {0}")]
    Cache(#[from] train::cache::CacheError),
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
    /// No candidate fits the per-device budget: every candidate's verdict, and where to go.
    #[error("{0}")]
    NothingFits(String),
    /// The live client's devices could not be read.
    #[error("reading the client's devices: {0}")]
    Client(#[source] pjrt::Error),
}

/// One shape to plan: a mesh over the slice's chips, the global batch, its micro-batches and
/// the attention backend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    /// How the chips are arranged (the `[mesh]` a run would use).
    pub mesh: Mesh,
    /// Sequences per optimizer step over the whole slice (`[train] batch_size`).
    pub batch_rows: usize,
    /// Micro-batches per step (1: Mode A; more: Mode B).
    pub micro_batches: usize,
    /// What computes the A blocks' attention.
    pub attention: ResolvedBackend,
}

impl Candidate {
    /// A short description, e.g. `data=2 model=4 fsdp, 128 rows/chip, 4 micro-batches of 64,
    /// xla attention`.
    pub fn label(&self) -> String {
        let micro = if self.micro_batches > 1 {
            format!(
                ", {} micro-batches of {}",
                self.micro_batches,
                self.micro_rows_per_chip()
            )
        } else {
            String::new()
        };
        format!(
            "{}, {} rows/chip{micro}, {} attention",
            mesh_label(&self.mesh),
            self.rows_per_chip(),
            self.attention
        )
    }

    /// Sequences each chip processes per step: the batch is split over `data × expert`
    /// (chips of one `model` group share their rows).
    pub fn rows_per_chip(&self) -> usize {
        self.batch_rows / (self.mesh.data * self.mesh.expert)
    }

    /// Rows of one micro-batch on one chip.
    pub fn micro_rows_per_chip(&self) -> usize {
        self.rows_per_chip() / self.micro_batches
    }

    /// Chips doing work.
    pub fn chips_used(&self) -> usize {
        self.mesh.devices()
    }
}

/// How a candidate left out by `--max-candidates` ends its reason.
const BUDGET_REACHED: &str = "reached";

/// A mesh as `namtrain plan` prints it and `--mesh` reads it: `data=2 model=4 fsdp` (axes of
/// size 1 left out), or `single device`.
pub fn mesh_label(mesh: &Mesh) -> String {
    let mut parts: Vec<String> = MeshAxis::ALL
        .iter()
        .filter(|&&a| mesh.size(a) > 1)
        .map(|&a| format!("{}={}", a.name(), mesh.size(a)))
        .collect();
    if mesh.fsdp {
        parts.push("fsdp".into());
    }
    if mesh.zero2 {
        parts.push("zero2".into());
    }
    if parts.is_empty() {
        "single device".into()
    } else {
        parts.join(" ")
    }
}

/// A mesh that cannot split the config, with every reason [`Mesh::check`] gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedMesh {
    /// The mesh.
    pub mesh: Mesh,
    /// Why it cannot be used.
    pub reasons: Vec<String>,
}

/// Every `data × expert × model` factorization of `n` devices, with FSDP off, on, and on with
/// ZeRO-2 copies, split into the meshes the config accepts and those it does not (with
/// reasons). Order: `data` largest first, then `expert`, then `model`; FSDP off before on, plain
/// FSDP before ZeRO-2. One device has the single-device mesh only.
pub fn mesh_candidates(cfg: &NamConfig, n: usize) -> (Vec<Mesh>, Vec<SkippedMesh>) {
    let divisors = |k: usize| (1..=k).rev().filter(move |d| k.is_multiple_of(*d));
    let mut valid = Vec::new();
    let mut skipped = Vec::new();
    for data in divisors(n) {
        for expert in divisors(n / data) {
            let model = n / data / expert;
            for (fsdp, zero2) in [(false, false), (true, false), (true, true)] {
                let mesh = Mesh::new(data, expert, model, fsdp).with_zero2(zero2);
                let mut with = cfg.clone();
                with.mesh = mesh;
                let mut reasons = Vec::new();
                mesh.check(&with, &mut reasons);
                if reasons.is_empty() {
                    valid.push(mesh);
                } else {
                    skipped.push(SkippedMesh { mesh, reasons });
                }
            }
        }
    }
    (valid, skipped)
}

/// A `--mesh` restriction: the axes it names must have the sizes it gives; `fsdp` (or
/// `fsdp=true|false`) fixes FSDP and `zero2` (or `zero2=true|false`) ZeRO-2, otherwise every
/// choice is planned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MeshFilter {
    data: Option<usize>,
    expert: Option<usize>,
    model: Option<usize>,
    fsdp: Option<bool>,
    zero2: Option<bool>,
}

impl MeshFilter {
    /// Parses `data=2,model=4`, `data=8,fsdp`, `expert=4,fsdp=false` (commas or spaces).
    pub fn parse(text: &str) -> Result<MeshFilter, PlanError> {
        let bad = |why: String| {
            PlanError::MeshFilter(format!(
                "{text:?}: {why}; write axes as data=N,expert=N,model=N and optionally fsdp or \
                 fsdp=false and zero2 or zero2=false, e.g. --mesh data=2,model=4"
            ))
        };
        let mut f = MeshFilter::default();
        let parts: Vec<&str> = text
            .split([',', ' '])
            .filter(|p| !p.trim().is_empty())
            .collect();
        if parts.is_empty() {
            return Err(bad("nothing to match".into()));
        }
        for part in parts {
            let (key, value) = match part.split_once('=') {
                Some((k, v)) => (k.trim(), Some(v.trim())),
                None => (part.trim(), None),
            };
            let size = |v: Option<&str>| {
                v.and_then(|v| v.parse::<usize>().ok())
                    .filter(|&n| n > 0)
                    .ok_or_else(|| bad(format!("`{part}` needs a positive whole number")))
            };
            let slot = match key {
                "data" => &mut f.data,
                "expert" => &mut f.expert,
                "model" => &mut f.model,
                "fsdp" | "zero2" => {
                    let on = match value {
                        None | Some("true") => true,
                        Some("false") => false,
                        Some(_) => return Err(bad(format!("`{part}`: {key} is true or false"))),
                    };
                    match key {
                        "fsdp" => f.fsdp = Some(on),
                        _ => f.zero2 = Some(on),
                    }
                    continue;
                }
                _ => return Err(bad(format!("unknown axis `{key}`"))),
            };
            *slot = Some(size(value)?);
        }
        Ok(f)
    }

    /// Whether `mesh` matches.
    pub fn matches(&self, mesh: &Mesh) -> bool {
        self.data.is_none_or(|d| d == mesh.data)
            && self.expert.is_none_or(|e| e == mesh.expert)
            && self.model.is_none_or(|m| m == mesh.model)
            && self.fsdp.is_none_or(|f| f == mesh.fsdp)
            && self.zero2.is_none_or(|z| z == mesh.zero2)
    }
}

/// One program of a candidate, compiled (or refused) deviceless.
#[derive(Debug, Clone)]
pub struct ProgramPlan {
    /// `step`, `accumulate`, `apply` or `eval`.
    pub name: &'static str,
    /// Sequences per call over the whole slice.
    pub rows: usize,
    /// sha256 of the StableHLO text.
    pub program_sha256: String,
    /// Per-chip bytes of the arguments by the program's own signature and shardings (before
    /// device layout padding).
    pub signature_argument_bytes: u64,
    /// Seconds the deviceless compile took.
    pub compile_seconds: f64,
    /// The compiler's per-chip plan, or its refusal (typically: out of HBM).
    pub memory: Result<CompiledMemoryStats, String>,
    /// Collectives of the optimized program (per chip, per call), or why they are unknown.
    pub collectives: Result<CollectivesReport, String>,
    /// The performance model's prediction of one call on one chip, or why there is none.
    pub estimate: Result<ProgramEstimate, String>,
    /// The cache key the executable was stored under, and a store problem if any.
    pub cache_key: Option<CacheKey>,
    /// Why the executable was not stored, if it was not.
    pub cache_warning: Option<String>,
    /// Read back from the plan memo of an earlier run instead of compiled.
    pub from_memo: bool,
}

impl ProgramPlan {
    /// Per-chip bytes the program needs at once, if the compiler produced a plan.
    pub fn total_bytes(&self) -> Option<u64> {
        self.memory
            .as_ref()
            .ok()
            .map(|m| m.total_device_bytes().max(0) as u64)
    }

    /// The compiler's peak per-chip bytes where it reports one, else [`Self::total_bytes`].
    pub fn peak_bytes(&self) -> Option<u64> {
        let m = self.memory.as_ref().ok()?;
        match m.peak_memory_in_bytes {
            p if p > 0 => Some(p as u64),
            _ => self.total_bytes(),
        }
    }

    /// Whether the compiler planned it within `usable` bytes per chip.
    pub fn fits(&self, usable: u64) -> bool {
        self.total_bytes().is_some_and(|t| t <= usable)
    }

    /// The compiler's refusal of the program when memory is not what it refused it for
    /// (e.g. `No registered implementation for custom call to tpu_custom_call for platform
    /// CUDA`): no smaller batch or larger slice fixes that.
    pub fn refusal_not_for_memory(&self) -> Option<&str> {
        let e = self.memory.as_ref().err()?;
        (!refused_for_memory(e)).then_some(e.as_str())
    }

    /// For a program the compiler refused as out of HBM: the temporaries it said it needed.
    pub fn refused_temp_bytes(&self) -> Option<u64> {
        self.memory.as_ref().err().and_then(|e| oom_temp_bytes(e))
    }
}

/// Whether a compiler's refusal is about memory: PJRT's `RESOURCE_EXHAUSTED` code, libtpu's
/// `HbmOom` errors, or an out-of-memory message.
pub fn refused_for_memory(message: &str) -> bool {
    let lower = message.to_ascii_lowercase();
    [
        "resourceexhausted",
        "resource_exhausted",
        "hbmoom",
        "out of memory",
    ]
    .iter()
    .any(|m| lower.contains(m))
        || oom_temp_bytes(message).is_some()
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
    /// Some program needs more than the usable HBM (or the compiler refused it as out of
    /// memory).
    DoesNotFit,
    /// The compiler refused a program for a reason other than memory (an op the platform
    /// has no implementation of, say): more micro-batches would not help.
    Refused,
    /// Not compiled (`--max-candidates` reached).
    NotCompiled,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Verdict::Fits => "fits",
            Verdict::DoesNotFit => "does not fit",
            Verdict::Refused => "refused by the compiler",
            Verdict::NotCompiled => "not compiled",
        })
    }
}

/// A candidate with its compiled programs.
#[derive(Debug, Clone)]
pub struct CandidatePlan {
    /// The shape.
    pub candidate: Candidate,
    /// Its compiled programs, in the order the trainer compiles them.
    pub programs: Vec<ProgramPlan>,
    /// Programs left uncompiled, with why (a training program that does not fit makes the
    /// rest moot; `--max-candidates` leaves whole candidates out).
    pub not_compiled: Vec<(&'static str, String)>,
    /// Per-chip bytes of parameters, MoE state and optimizer state under this mesh, by the
    /// program signature.
    pub state_bytes_per_chip: u64,
    /// Tokens per optimizer step over the whole slice.
    pub tokens_per_step: u64,
    /// Tokens per optimizer step on one chip.
    pub tokens_per_chip: u64,
}

impl CandidatePlan {
    /// `candidate` with nothing compiled yet, `state` bytes per chip, rows of `seq_len` tokens.
    fn new(candidate: Candidate, state: u64, seq_len: usize) -> Self {
        CandidatePlan {
            candidate,
            programs: Vec::new(),
            not_compiled: Vec::new(),
            state_bytes_per_chip: state,
            tokens_per_step: (candidate.batch_rows * seq_len) as u64,
            tokens_per_chip: (candidate.rows_per_chip() * seq_len) as u64,
        }
    }

    /// Whether `--max-candidates` left it out (raising the budget would compile it).
    pub fn cut_by_budget(&self) -> bool {
        self.not_compiled
            .iter()
            .any(|(_, why)| why.ends_with(BUDGET_REACHED))
    }

    /// Fits when every program was compiled and fits; refused when the compiler turned a
    /// program down for something other than memory.
    pub fn verdict(&self, usable_bytes: u64) -> Verdict {
        if self.programs.is_empty() {
            Verdict::NotCompiled
        } else if self.refusal().is_some() {
            Verdict::Refused
        } else if self.not_compiled.is_empty() && self.programs.iter().all(|p| p.fits(usable_bytes))
        {
            Verdict::Fits
        } else {
            Verdict::DoesNotFit
        }
    }

    /// The largest per-chip total of its programs (`None` when a compile was refused or
    /// nothing was compiled).
    pub fn peak_bytes(&self) -> Option<u64> {
        if self.programs.is_empty() {
            return None;
        }
        self.programs
            .iter()
            .map(ProgramPlan::total_bytes)
            .try_fold(0u64, |m, t| t.map(|t| m.max(t)))
    }

    /// The first program the compiler refused for something other than memory, with the
    /// compiler's message ([`ProgramPlan::refusal_not_for_memory`]).
    pub fn refusal(&self) -> Option<(&'static str, &str)> {
        self.programs
            .iter()
            .find_map(|p| p.refusal_not_for_memory().map(|e| (p.name, e)))
    }

    /// The program with the largest per-chip total (refused ones count as largest).
    pub fn largest_program(&self) -> Option<&ProgramPlan> {
        self.programs
            .iter()
            .max_by_key(|p| p.total_bytes().unwrap_or(u64::MAX))
    }

    /// The performance model's prediction of one optimizer step (Mode A `step`, or
    /// `micro_batches × accumulate + apply`), `None` until every training program has one.
    pub fn step_estimate(&self, model: &nam::ModelConfig, chip: &Chip) -> Option<StepEstimate> {
        let programs: Vec<(&str, ProgramEstimate)> = self
            .programs
            .iter()
            .filter_map(|p| Some((p.name, p.estimate.as_ref().ok()?.clone())))
            .collect();
        crate::perf::step_estimate(
            &programs,
            self.candidate.micro_batches,
            model,
            self.tokens_per_step,
            self.candidate.chips_used(),
            chip,
        )
    }

    /// Collectives per optimizer step, per chip: the Mode-A step, or `micro_batches ×
    /// accumulate + apply` in Mode B (eval is not part of a step). `None` until every
    /// training program compiled with a readable optimized program.
    pub fn step_collectives(&self) -> Option<CollectivesReport> {
        let get = |name: &str| {
            self.programs
                .iter()
                .find(|p| p.name == name)
                .and_then(|p| p.collectives.as_ref().ok())
        };
        let mut total = CollectivesReport::default();
        if self.candidate.micro_batches <= 1 {
            total.add_runs(get("step")?, 1);
        } else {
            total.add_runs(get("accumulate")?, self.candidate.micro_batches as u64);
            total.add_runs(get("apply")?, 1);
        }
        Some(total)
    }
}

/// The devices a plan is for, and how its programs compile for them.
#[derive(Debug, Clone, Copy)]
pub enum PlanDevices<'a> {
    /// A TPU slice: libtpu compiles deviceless for its topology in a sandboxed worker (no
    /// chip is touched, nothing leaves the host), and executables are stored under the key a
    /// VM of the slice computes.
    Slice {
        /// The slice.
        slice: &'a Slice,
        /// libtpu.
        plugin_path: &'a std::path::Path,
        /// The worker binary (`None`: [`DevicelessCompiler`]'s default search).
        worker: Option<&'a std::path::Path>,
    },
    /// Every addressable device of a live client (how `namtrain` chooses its own mesh on the
    /// CPU plugin): programs compile for those devices through the executable cache, in the
    /// compile worker when one is given, exactly as the trainer's own compiles, so the
    /// chosen programs are the ones it then loads.
    Client {
        /// The client.
        client: &'a Client,
        /// Where compiles run (`None`: in this process).
        worker: Option<&'a CompileWorker>,
        /// The performance model's entry for its devices (`None`: no prediction; candidates
        /// rank by tokens per step and collective bytes).
        chip: Option<&'a Chip>,
    },
}

impl PlanDevices<'_> {
    /// What the plan is for, in words: `v6e-8`, `8 cpu devices`.
    pub fn name(&self) -> String {
        match self {
            PlanDevices::Slice { slice, .. } => slice.name.clone(),
            PlanDevices::Client { client, .. } => {
                let n = client.addressable_devices().map_or(0, |d| d.len());
                let platform = client.platform_name().unwrap_or_default();
                format!("{n} {platform} device{}", if n == 1 { "" } else { "s" })
            }
        }
    }

    /// Devices the meshes span.
    pub fn count(&self) -> Result<usize, PlanError> {
        match self {
            PlanDevices::Slice { slice, .. } => Ok(slice.chips),
            PlanDevices::Client { client, .. } => client
                .addressable_devices()
                .map(|d| d.len())
                .map_err(PlanError::Client),
        }
    }
}

/// How to plan.
#[derive(Debug, Clone)]
pub struct PlanOptions {
    /// Usable memory per device, bytes (what a candidate's programs must fit in).
    pub usable_hbm_bytes: u64,
    /// Scan over layer groups (what the trainer uses) or unrolled.
    pub layer_loop: LayerLoop,
    /// Plan only meshes matching one of these (empty: every valid mesh).
    pub mesh_filters: Vec<MeshFilter>,
    /// Compile at most this many candidates (meshes and their micro-batch variants); the
    /// rest are listed as not compiled.
    pub max_candidates: Option<usize>,
    /// Attention backends to plan every mesh with, in order; empty: the config's
    /// `[model] attention` as it resolves on TPU.
    pub attention: Vec<ResolvedBackend>,
}

impl PlanOptions {
    /// Defaults: `usable_hbm_bytes` per device, scanned layer groups, every mesh, the config's
    /// own attention.
    pub fn new(usable_hbm_bytes: u64) -> Self {
        PlanOptions {
            usable_hbm_bytes,
            layer_loop: LayerLoop::Scan,
            mesh_filters: Vec::new(),
            max_candidates: None,
            attention: Vec::new(),
        }
    }
}

/// The whole plan.
#[derive(Debug, Clone)]
pub struct Plan {
    /// What was planned for, in words ([`PlanDevices::name`]).
    pub devices: String,
    /// Devices the meshes span.
    pub device_count: usize,
    /// What libtpu said the topology is (deviceless plans).
    pub topology: Option<TopologyReport>,
    /// The key target of a VM of the slice (what its trainer's cache lookups use).
    pub vm_target: CompileTarget,
    /// The platform the programs were compiled for (whose `[compiler]` options they took).
    pub platform: nam::Platform,
    /// Usable HBM per chip, bytes.
    pub usable_hbm_bytes: u64,
    /// Bytes of parameters, MoE state and optimizer state of one whole replica.
    pub state_bytes: u64,
    /// Every candidate planned, in order (uncompiled ones included).
    pub candidates: Vec<CandidatePlan>,
    /// Meshes the config cannot use, with reasons.
    pub skipped: Vec<SkippedMesh>,
    /// Valid meshes `--mesh` left out.
    pub filtered_out: usize,
    /// Whether executables were stored in the cache (single-host slices and live clients).
    pub cacheable: bool,
    /// Runs of the programs' top-level loops used for the per-step collectives
    /// ([`layer_scan_trips`]; `None`: loops counted once).
    pub loop_trips: Option<u64>,
    /// The model planned (for model FLOPs and MFU).
    pub model: nam::ModelConfig,
    /// The chip the performance model predicts for (`None`: no prediction).
    pub chip: Option<Chip>,
}

/// The recommendation and why.
#[derive(Debug, Clone)]
pub struct Recommendation<'a> {
    /// The chosen candidate.
    pub candidate: &'a CandidatePlan,
    /// Why it wins, in words.
    pub reason: String,
}

impl Plan {
    /// Candidates whose programs were compiled (or read from the memo).
    pub fn compiled_count(&self) -> usize {
        self.candidates
            .iter()
            .filter(|c| !c.programs.is_empty())
            .count()
    }

    /// The performance model's prediction of a candidate's step.
    pub fn step_estimate(&self, c: &CandidatePlan) -> Option<StepEstimate> {
        c.step_estimate(&self.model, self.chip.as_ref()?)
    }

    /// The fitting candidate with the most predicted tokens per second (the performance
    /// model's best estimate); when some fitting candidate has no prediction, the one with the
    /// most tokens per step, ties to fewer collective bytes per step, then fewer micro-batches,
    /// then the smaller per-chip peak.
    pub fn recommended(&self) -> Option<Recommendation<'_>> {
        let fitting: Vec<&CandidatePlan> = self
            .candidates
            .iter()
            .filter(|c| c.verdict(self.usable_hbm_bytes) == Verdict::Fits)
            .collect();
        let compiled = self.compiled_count();
        // The same last clause for either ranking.
        let needs = |best: &CandidatePlan| {
            best.peak_bytes().map_or_else(String::new, |p| {
                format!(
                    "; its largest program needs {} of {} per chip",
                    train::collectives::human_bytes(p),
                    train::collectives::human_bytes(self.usable_hbm_bytes)
                )
            })
        };
        let predicted: Option<Vec<(f64, &CandidatePlan)>> = fitting
            .iter()
            .map(|c| Some((self.step_estimate(c)?.tokens_per_s(), *c)))
            .collect();
        if let Some(mut ranked) = predicted.filter(|p| !p.is_empty()) {
            // Stable: equal predictions keep planning order.
            ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
            let (rate, best) = ranked[0];
            let e = self.step_estimate(best)?;
            let mut reason = format!(
                "{} of {compiled} compiled candidates fit; it has the highest predicted \
                 throughput, {} tokens/s (predicted: {:.2} ms per step, MFU {:.1}%, bound by {})",
                fitting.len(),
                rate.round(),
                1e3 * e.best_s(),
                100.0 * e.mfu(),
                e.terms.bound_by()
            );
            if let Some((second, runner_up)) = ranked.get(1) {
                reason.push_str(&format!(
                    ", {:.2}x the next ({})",
                    rate / second.max(1e-12),
                    runner_up.candidate.label()
                ));
            }
            reason.push_str(&needs(best));
            return Some(Recommendation {
                candidate: best,
                reason,
            });
        }
        let bytes = |c: &CandidatePlan| {
            c.step_collectives()
                .map_or(u64::MAX, |r| r.total_executed_bytes())
        };
        let key = |c: &CandidatePlan| {
            (
                std::cmp::Reverse(c.tokens_per_step),
                bytes(c),
                c.candidate.micro_batches,
                c.peak_bytes().unwrap_or(u64::MAX),
            )
        };
        let best = *fitting.iter().min_by_key(|c| key(c))?;
        let mut reason = format!(
            "{} of {compiled} compiled candidates fit (no step-time prediction for all of \
             them); it moves {} tokens per step with the fewest collective bytes per step per \
             chip of those that move as many ({})",
            fitting.len(),
            best.tokens_per_step,
            train::collectives::human_bytes(bytes(best))
        );
        reason.push_str(&needs(best));
        Some(Recommendation {
            candidate: best,
            reason,
        })
    }
}

fn sig_bytes(s: &TensorSig, mesh: &Mesh) -> u64 {
    let dims = if mesh.is_single() {
        s.dims.clone()
    } else {
        s.sharding.shard_dims(mesh, &s.dims)
    };
    dims.iter().product::<i64>().max(1) as u64 * s.dtype.size_bytes() as u64
}

/// Per-chip bytes of a signature's arguments on the program's mesh (whole bytes on one
/// device).
pub fn argument_bytes(sig: &ProgramSignature, mesh: &Mesh) -> u64 {
    sig.inputs.iter().map(|s| sig_bytes(s, mesh)).sum()
}

/// Per-chip bytes of parameters, MoE state and optimizer state of `cfg` on `mesh`: the
/// donated inputs of the apply program other than the gradient accumulators.
pub fn state_bytes_per_chip(
    cfg: &NamConfig,
    layout: &StateLayout,
    mesh: Mesh,
) -> Result<u64, PlanError> {
    let mut cfg = cfg.clone();
    cfg.mesh = mesh;
    let apply = apply_program(&cfg, layout).map_err(|source| ProgramError {
        program: "apply",
        source,
    })?;
    let sig = &apply.signature;
    Ok(sig
        .inputs
        .iter()
        .enumerate()
        .filter(|(i, s)| sig.donated_to(*i).is_some() && !s.name.starts_with("grad."))
        .map(|(_, s)| sig_bytes(s, &mesh))
        .sum())
}

/// The key components a VM of the slice computes for `program` compiled with `options`
/// (`target`: empty topology text, the host's addressable chips), with this process's compiler
/// environment, which the deviceless worker compiled under (`XLA_FLAGS` / `LIBTPU_INIT_ARGS`
/// pass through to it).
pub fn vm_key_components(
    program_text: &str,
    options: &CompileOptions,
    target: &CompileTarget,
) -> KeyComponents {
    KeyComponents::new(program_text, options, target)
}

/// What compiles a plan's programs.
enum Backend<'a> {
    /// libtpu deviceless, for a slice.
    Deviceless(DevicelessCompiler),
    /// A live client, through the executable cache (in the worker when given).
    Client {
        client: &'a Client,
        worker: Option<&'a CompileWorker>,
    },
}

impl Backend<'_> {
    /// The platform the programs are compiled for.
    fn platform(&self) -> nam::Platform {
        match self {
            Backend::Deviceless(_) => nam::Platform::Tpu,
            Backend::Client { client, .. } => train::trainer::platform_of(client.plugin().kind()),
        }
    }
}

/// The compiler for `devices`, what libtpu says the topology is (deviceless), and the key
/// targets of the machines that run the programs: each VM of the slice (its host's chips; on
/// a slice of several hosts, each host's place in the run: [`train::cache::host_layout`]),
/// host 0's first; or the client itself.
fn backend_and_target<'a>(
    devices: &PlanDevices<'a>,
) -> Result<(Backend<'a>, Option<TopologyReport>, Vec<CompileTarget>), PlanError> {
    match *devices {
        PlanDevices::Slice {
            slice,
            plugin_path,
            worker,
        } => {
            let compiler_err = |source| PlanError::Compiler {
                topology: slice.topology.clone(),
                plugin: plugin_path.to_path_buf(),
                source,
            };
            let mut compiler = DevicelessCompiler::new(plugin_path, &slice.topology)
                .map_err(compiler_err)?
                .with_options(slice.create_options());
            if let Some(w) = worker {
                compiler = compiler.with_worker(w);
            }
            let topology = compiler.describe().map_err(compiler_err)?;
            let vm_target = CompileTarget {
                platform: topology.platform_name.clone(),
                platform_version: topology.platform_version.clone(),
                pjrt_api_version: topology.api_version,
                device_kind: topology
                    .devices
                    .first()
                    .map_or_else(String::new, |d| d.kind.clone()),
                device_count: slice.chips_per_host(),
                topology: String::new(),
            };
            let mut hosts: BTreeMap<i32, Vec<i32>> = BTreeMap::new();
            for d in &topology.devices {
                hosts.entry(d.process_index).or_default().push(d.id);
            }
            let targets = match hosts.len() {
                0 | 1 => vec![vm_target],
                n => hosts
                    .iter()
                    .map(|(&process, held)| CompileTarget {
                        device_count: held.len(),
                        topology: train::cache::host_layout(process, n, held),
                        ..vm_target.clone()
                    })
                    .collect(),
            };
            Ok((Backend::Deviceless(compiler), Some(topology), targets))
        }
        PlanDevices::Client { client, worker, .. } => {
            let target = CompileTarget::of_client(client, "")?;
            Ok((Backend::Client { client, worker }, None, vec![target]))
        }
    }
}

/// The config's own candidate with `attention`: its `[mesh]`, batch and micro-batches (what its
/// trainer compiles).
pub fn config_candidate(cfg: &NamConfig, attention: ResolvedBackend) -> Candidate {
    Candidate {
        mesh: cfg.mesh,
        batch_rows: cfg.train.batch_size,
        micro_batches: cfg.train.micro_batches.max(1),
        attention,
    }
}

/// The backends `opts` asks for, or the config's own as it resolves on `platform` for the
/// config's `[mesh]` and batch.
fn attention_backends(
    cfg: &NamConfig,
    opts: &PlanOptions,
    platform: nam::Platform,
) -> Result<Vec<ResolvedBackend>, PlanError> {
    if !opts.attention.is_empty() {
        return Ok(opts.attention.clone());
    }
    Ok(vec![own_attention(cfg, cfg.mesh, platform)?])
}

/// The config's own `[model] attention` on `platform` for its trainer's programs on `mesh`
/// (`auto` decides per mesh: the per-chip attention shapes differ; off TPU it is XLA, as the
/// trainer's own choice is).
fn own_attention(
    cfg: &NamConfig,
    mesh: Mesh,
    platform: nam::Platform,
) -> Result<ResolvedBackend, PlanError> {
    let mut on_mesh = cfg.clone();
    on_mesh.mesh = mesh;
    AttentionChoice::for_trainer(&on_mesh, platform)
        .map(|c| c.backend)
        .map_err(|e| PlanError::Config(e.to_string()))
}

/// The config's own `[model] ssd_kernel` on `platform` for a trainer's programs of `rows` rows
/// in `micro_batches` on `cfg.mesh` (`auto` decides per mesh and micro-batch, as the trainer's
/// own choice does).
fn own_ssd(
    cfg: &NamConfig,
    rows: usize,
    micro_batches: usize,
    platform: nam::Platform,
) -> Result<SsdBackend, PlanError> {
    SsdChoice::resolve(cfg, platform, &[rows / micro_batches.max(1)])
        .map(|c| c.backend)
        .map_err(|e| PlanError::Config(e.to_string()))
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

/// Without compiling: the VM keys of the programs the config's trainer compiles (its own
/// `[mesh]`) and, for each, whether the cache holds it and otherwise how the nearest entry
/// differs, component by component.
pub fn why_miss(
    cfg: &NamConfig,
    devices: &PlanDevices<'_>,
    opts: &PlanOptions,
    cache: &ExecutableCache,
) -> Result<Vec<ProgramKey>, PlanError> {
    let (backend, _, vm_targets) = backend_and_target(devices)?;
    let vm_target = vm_targets[0].clone();
    let layout = trainer_layout(cfg, opts.layer_loop);
    let options = train::mesh::with_compiler_options(
        train::mesh::compile_options(&cfg.mesh, 0..),
        &cfg.compiler,
        backend.platform(),
    );
    let mut out = Vec::new();
    for attention in attention_backends(cfg, opts, backend.platform())? {
        let candidate = config_candidate(cfg, attention);
        let ssd = own_ssd(
            cfg,
            candidate.batch_rows,
            candidate.micro_batches,
            backend.platform(),
        )?;
        for (name, _, program) in trainer_programs(
            cfg,
            &layout,
            candidate.batch_rows,
            candidate.micro_batches,
            opts.layer_loop,
            attention,
            ssd,
        )? {
            let components = vm_key_components(&program.text, &options, &vm_target);
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

/// Plans `cfg` on `devices`: every valid mesh (see [`mesh_candidates`]; restricted by
/// `opts.mesh_filters`), ordered by per-chip state so the likeliest to fit come first, each
/// compiled with SPMD options for its devices (deviceless for a slice); training programs
/// first, and eval only when they fit. A mesh that does not fit only for its activations gets
/// up to `MAX_EXTRA_MICRO_BATCH_TRIES` more candidates with more micro-batches. Executables are
/// stored in `cache` (if given; single-host slices and live clients) under the key of the
/// machine that runs them. `progress` hears about each compile as it starts and each
/// candidate as it ends (large configs take minutes each).
pub fn plan(
    cfg: &NamConfig,
    devices: &PlanDevices<'_>,
    opts: &PlanOptions,
    cache: Option<&ExecutableCache>,
    mut progress: impl FnMut(&str),
) -> Result<Plan, PlanError> {
    let batch = cfg.train.batch_size;
    if batch == 0 {
        return Err(PlanError::Config("[train] batch_size is 0".into()));
    }
    let layout = trainer_layout(cfg, opts.layer_loop);
    let device_count = devices.count()?;
    let devices_name = devices.name();
    let (valid, skipped) = mesh_candidates(cfg, device_count);
    let kept: Vec<Mesh> = valid
        .iter()
        .copied()
        .filter(|m| opts.mesh_filters.is_empty() || opts.mesh_filters.iter().any(|f| f.matches(m)))
        .collect();
    let filtered_out = valid.len() - kept.len();
    if kept.is_empty() {
        return Err(PlanError::NoMesh {
            devices: devices_name,
            valid: valid.iter().map(mesh_label).collect(),
            skipped: skipped.len(),
        });
    }
    let mut states = Vec::with_capacity(kept.len());
    for mesh in kept {
        states.push((state_bytes_per_chip(cfg, &layout, mesh)?, mesh));
    }
    let ordered = search_order(states);
    let state_bytes = state_bytes_per_chip(cfg, &layout, Mesh::SINGLE)?;

    let (backend, topology, mut vm_targets) = backend_and_target(devices)?;
    let other_hosts = vm_targets.split_off(1);
    let vm_target = vm_targets.remove(0);
    let loop_trips = layer_scan_trips(cfg, &layout, ResolvedBackend::Xla);
    let pallas_loop_trips = layer_scan_trips(cfg, &layout, ResolvedBackend::Pallas);
    let (cacheable, chip, memo) = match *devices {
        // The memo keeps deviceless results only: a live client's chip is measured on the
        // spot, so its predictions are made afresh.
        PlanDevices::Slice { slice, .. } => (
            true,
            Some(Chip::v6e(slice.grid())),
            cache.map(PlanMemo::in_cache),
        ),
        PlanDevices::Client { chip, .. } => (true, chip.cloned(), None),
    };
    let memo_scope = match *devices {
        PlanDevices::Slice { slice, .. } => format!(
            "{} {:?} {} {}.{} trips {loop_trips:?}/{pallas_loop_trips:?} model {}",
            slice.topology,
            slice.chips_per_host_bounds,
            vm_target.platform_version,
            vm_target.pjrt_api_version.0,
            vm_target.pjrt_api_version.1,
            crate::perf::MODEL_VERSION
        ),
        PlanDevices::Client { .. } => String::new(),
    };
    let compile = Compile {
        backend: &backend,
        vm_target: &vm_target,
        other_hosts: &other_hosts,
        cache: cache.filter(|_| cacheable),
        memo: memo.as_ref(),
        memo_scope: &memo_scope,
        loop_trips: [loop_trips, pallas_loop_trips],
        chip: chip.as_ref(),
    };
    let budget = opts.max_candidates.unwrap_or(usize::MAX);
    // `None`: the config's own backend, resolved per mesh.
    let backends: Vec<Option<ResolvedBackend>> = if opts.attention.is_empty() {
        vec![None]
    } else {
        opts.attention.iter().copied().map(Some).collect()
    };
    let meshes = ordered.len() * backends.len();
    let mut compiled = 0usize;
    let mut candidates = Vec::new();
    // Per plain-FSDP mesh and attention planned so far, the fewest micro-batches that fit (None:
    // none did). Its ZeRO-2 twin keeps the same activations and adds the parameter copies, so
    // it starts its search there, or is not compiled at all.
    let mut fsdp_fit: HashMap<(Mesh, ResolvedBackend), Option<usize>> = HashMap::new();
    // The first per-chip shape without a Pallas kernel, and whether any Pallas candidate built.
    let mut pallas_gap: Option<PlanError> = None;
    let mut pallas_built = false;
    let shapes = ordered
        .into_iter()
        .flat_map(|(state, mesh)| backends.iter().map(move |&a| (state, mesh, a)));
    for (at, (state, mesh, asked)) in shapes.enumerate() {
        let at = at + 1;
        let attention = match asked {
            Some(a) => a,
            None => own_attention(cfg, mesh, backend.platform())?,
        };
        let mut candidate = Candidate {
            mesh,
            batch_rows: batch,
            micro_batches: cfg.train.micro_batches.max(1),
            attention,
        };
        if mesh.zero2 {
            match fsdp_fit.get(&(mesh.with_zero2(false), attention)) {
                Some(Some(micro)) => {
                    candidate.micro_batches = candidate.micro_batches.max(*micro);
                }
                Some(None) => {
                    let mut cp = CandidatePlan::new(candidate, state, cfg.model.seq_len);
                    cp.not_compiled.push((
                        "all",
                        "skipped: its FSDP twin fit at none of the micro-batch counts tried, \
                         and ZeRO-2 adds the parameter copies to the same activations"
                            .into(),
                    ));
                    candidates.push(cp);
                    continue;
                }
                None => {}
            }
        }
        let mut fewest_fitting: Option<usize> = None;
        // False when the budget or a missing kernel cut the search short: its outcome then
        // says nothing about the ZeRO-2 twin.
        let mut searched = true;
        let mut extra_tries = 0;
        // The largest count that did not fit, and whether the current try is the one count
        // between it and a count that fit after a jump ([`count_skipped_by_a_jump`]).
        let mut largest_unfit: Option<usize> = None;
        let mut refining = false;
        loop {
            let mut cp = CandidatePlan::new(candidate, state, cfg.model.seq_len);
            if compiled >= budget {
                cp.not_compiled
                    .push(("all", format!("--max-candidates {budget} {BUDGET_REACHED}")));
                candidates.push(cp);
                searched = false;
                break;
            }
            compiled += 1;
            let mut with = cfg.clone();
            with.mesh = mesh;
            let options = train::mesh::with_compiler_options(
                train::mesh::compile_options(&mesh, 0..),
                &cfg.compiler,
                backend.platform(),
            );
            let ssd = own_ssd(&with, batch, candidate.micro_batches, backend.platform())?;
            let programs = match trainer_programs(
                &with,
                &layout,
                batch,
                candidate.micro_batches,
                opts.layer_loop,
                attention,
                ssd,
            ) {
                Ok(programs) => {
                    pallas_built |= attention == ResolvedBackend::Pallas;
                    programs
                }
                // No grouped-matmul variant for this many copies per chip: variants hold one
                // micro-batch's copies, so twice the micro-batches may have one (nothing was
                // compiled for this try).
                Err(e)
                    if with.model.moe_kernel == nam::config::MoeKernel::Grouped
                        && extra_tries < MAX_EXTRA_MICRO_BATCH_TRIES
                        && candidate
                            .rows_per_chip()
                            .is_multiple_of(2 * candidate.micro_batches) =>
                {
                    cp.not_compiled.push((e.program, e.source.to_string()));
                    candidates.push(cp);
                    extra_tries += 1;
                    candidate.micro_batches *= 2;
                    continue;
                }
                // No kernel for this mesh's per-chip attention (or SSD, or expert) shape: the
                // other candidates still plan.
                Err(e)
                    if attention == ResolvedBackend::Pallas
                        || ssd != SsdBackend::Xla
                        || with.model.moe_kernel == nam::config::MoeKernel::Grouped =>
                {
                    cp.not_compiled.push((e.program, e.source.to_string()));
                    candidates.push(cp);
                    pallas_gap.get_or_insert(PlanError::Build(e));
                    searched = false;
                    break;
                }
                Err(e) => return Err(e.into()),
            };
            for (name, rows, program) in programs {
                if let Some(blocker) = cp.programs.iter().find(|p| !p.fits(opts.usable_hbm_bytes)) {
                    cp.not_compiled
                        .push((name, format!("skipped: {} does not fit", blocker.name)));
                    continue;
                }
                progress(&format!(
                    "[candidate {compiled}, mesh {at}/{meshes}] compiling {name} ({rows} rows, \
                     {:.1} MiB StableHLO) for {devices_name}: {}",
                    program.text.len() as f64 / (1 << 20) as f64,
                    candidate.label()
                ));
                cp.programs
                    .push(compile.program(&options, name, rows, &program, attention));
            }
            let verdict = cp.verdict(opts.usable_hbm_bytes);
            let micro = candidate.micro_batches;
            if verdict == Verdict::Fits {
                fewest_fitting = Some(fewest_fitting.map_or(micro, |f| f.min(micro)));
            }
            progress(&format!(
                "[candidate {compiled}, mesh {at}/{meshes}] {}: {verdict}{}",
                candidate.label(),
                cp.peak_bytes()
                    .map_or_else(String::new, |p| format!(", {} per chip", gib(p)))
            ));
            // Gradient accumulation shrinks activations, not state: worth a try when the
            // state fits. A jump that fit may have skipped a count that fits too, with fewer
            // (and so faster) micro-batches: that one is tried once.
            let next = match verdict {
                _ if refining || extra_tries >= MAX_EXTRA_MICRO_BATCH_TRIES => None,
                Verdict::DoesNotFit if state < opts.usable_hbm_bytes => {
                    next_micro_batches(&cp, state, opts.usable_hbm_bytes)
                }
                Verdict::Fits => {
                    count_skipped_by_a_jump(micro, largest_unfit, candidate.rows_per_chip())
                }
                _ => None,
            };
            if verdict == Verdict::DoesNotFit {
                largest_unfit = Some(largest_unfit.map_or(micro, |u| u.max(micro)));
            }
            refining = verdict == Verdict::Fits && next.is_some();
            candidates.push(cp);
            match next {
                Some(micro) => {
                    extra_tries += 1;
                    candidate.micro_batches = micro;
                }
                None => break,
            }
        }
        if mesh.fsdp && !mesh.zero2 && searched {
            fsdp_fit.insert((mesh, attention), fewest_fitting);
        }
    }
    // Only Pallas asked for and no mesh has kernels for its shapes: the fix (export) is the
    // answer. (With `both`, the XLA figures stand and the gaps are listed.)
    if let (Some(gap), false, [ResolvedBackend::Pallas]) =
        (pallas_gap, pallas_built, opts.attention.as_slice())
    {
        return Err(gap);
    }
    Ok(Plan {
        devices: devices_name,
        device_count,
        topology,
        vm_target,
        platform: backend.platform(),
        usable_hbm_bytes: opts.usable_hbm_bytes,
        state_bytes,
        candidates,
        skipped,
        filtered_out,
        cacheable,
        loop_trips,
        model: cfg.model.clone(),
        chip,
    })
}

/// The order meshes are compiled in, from `(per-chip state, mesh)`: smallest state first (the
/// likeliest to fit; stable, so equal states keep the enumeration order, more data parallelism
/// first), except that a ZeRO-2 mesh follows its plain-FSDP twin at once. Its copies make its
/// state larger than most meshes', but it is often the fastest that fits, and the twin's search
/// tells it where to start: by state alone a candidate budget (the trainer's automatic choice
/// compiles eight) would run out before reaching it.
fn search_order(mut states: Vec<(u64, Mesh)>) -> Vec<(u64, Mesh)> {
    let twin: HashMap<Mesh, u64> = states
        .iter()
        .filter(|(_, m)| m.fsdp && !m.zero2)
        .map(|&(s, m)| (m, s))
        .collect();
    states.sort_by_key(|&(state, mesh)| match mesh.zero2 {
        true => (
            twin.get(&mesh.with_zero2(false)).copied().unwrap_or(state),
            1,
        ),
        false => (state, 0),
    });
    states
}

/// One program of [`predict_trainer`]: its name, runs per optimizer step (0 for `eval`) and
/// estimate of one run.
pub type ProgramPrediction = (&'static str, f64, ProgramEstimate);

/// The performance model on a live trainer's own executables: each program's optimized HLO
/// costed ([`ProgramCost`]) and priced on `chip` (a CPU entry also times the programs' own dots
/// on the trainer's client, as planning on the CPU does), combined into one optimizer step.
/// Returns the step and, per program, its runs per step and estimate.
pub fn predict_trainer(
    trainer: &train::trainer::Trainer,
    chip: &Chip,
) -> Result<(StepEstimate, Vec<ProgramPrediction>), String> {
    let cfg = trainer.config();
    let trips = layer_scan_trips(cfg, trainer.layout(), trainer.attention_backend());
    let mesh = cfg.mesh;
    let micro = cfg.train.micro_batches.max(1);
    let mut programs = Vec::new();
    for (name, exe) in trainer.executables() {
        let module = exe
            .executable()
            .optimized_program()
            .and_then(|p| p.hlo_module())
            .map_err(|e| format!("the {name} program's optimized HLO: {e}"))?;
        let cost = ProgramCost::from_module(&module, trips);
        let priced = match chip.interconnect {
            crate::perf::Interconnect::SharedMemory => chip
                .with_measured_dots(trainer.client(), [&cost])
                .map_err(|e| format!("timing the {name} program's dots: {e}"))?,
            _ => chip.clone(),
        };
        let runs = match name {
            "accumulate" => micro as f64,
            "eval" => 0.0,
            _ => 1.0,
        };
        programs.push((name, runs, estimate_program(&cost, &priced, &mesh)));
    }
    let named: Vec<(&str, ProgramEstimate)> =
        programs.iter().map(|(n, _, e)| (*n, e.clone())).collect();
    let tokens = (cfg.train.batch_size * cfg.model.seq_len) as u64;
    let step = crate::perf::step_estimate(
        &named,
        micro,
        &cfg.model,
        tokens,
        trainer.mesh().devices(),
        chip,
    )
    .ok_or("the run has no training program to predict")?;
    Ok((step, programs))
}

/// How often the top-level `while` loops of the trainer's programs run with attention on
/// `attention`: the layer scan and its gradient run once per iteration, one pattern group each
/// with XLA attention and [`groups_per_iteration`] groups each with Pallas (its kernels need
/// the windows fixed in the body). `None` when some top-level loop is not a layer scan:
/// unrolled layers (remainder layers or MTP blocks) holding Mamba or M2RNN sublayers put their
/// own chunk scans at the top level.
pub fn layer_scan_trips(
    cfg: &NamConfig,
    layout: &StateLayout,
    attention: ResolvedBackend,
) -> Option<u64> {
    let m = &cfg.model;
    let scanned = layout.layer_loop == LayerLoop::Scan && layout.groups > 0;
    // Layers after the last full group are unrolled, in pattern order from its start.
    let remainder = m.depth.saturating_sub(layout.groups * m.pattern.len());
    let mtp = if m.mtp_depth > 0 {
        m.mtp_pattern.as_str()
    } else {
        ""
    };
    let unrolled: String = m
        .pattern
        .chars()
        .cycle()
        .take(remainder)
        .chain(mtp.chars())
        .collect();
    let loops_outside = unrolled.chars().any(|c| {
        matches!(
            nam::SublayerKind::from_letter(c),
            Some(nam::SublayerKind::Mamba | nam::SublayerKind::M2rnn)
        )
    });
    let per_iteration = groups_per_iteration(m, layout.groups, attention);
    (scanned && !loops_outside).then_some((layout.groups / per_iteration) as u64)
}

/// The micro-batch count to try next for a candidate that does not fit: activations (the
/// temporaries) shrink with the micro-batch, so divide them into the HBM the state leaves free,
/// rounded up to a power of two that divides the rows per chip; at least double the current
/// count.
fn next_micro_batches(cp: &CandidatePlan, state_bytes: u64, usable: u64) -> Option<usize> {
    let c = cp.candidate;
    let rows = c.rows_per_chip();
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
    while micro > c.micro_batches && !rows.is_multiple_of(micro) {
        micro /= 2;
    }
    let micro = micro.min(rows);
    (micro > c.micro_batches && rows.is_multiple_of(micro)).then_some(micro)
}

/// The micro-batch count between `largest_unfit` and `fit` when the search jumped more than a
/// doubling from one to the other (`next_micro_batches` rounds its estimate up): half of `fit`,
/// if it divides the `rows` per chip. `None` when nothing lies between.
fn count_skipped_by_a_jump(fit: usize, largest_unfit: Option<usize>, rows: usize) -> Option<usize> {
    let unfit = largest_unfit?;
    let half = fit / 2;
    (half > unfit && fit.is_multiple_of(2) && rows.is_multiple_of(half)).then_some(half)
}

/// What every compile of one plan shares.
struct Compile<'a> {
    backend: &'a Backend<'a>,
    vm_target: &'a CompileTarget,
    /// The key targets of a multi-host slice's other hosts: each gets the executable too.
    other_hosts: &'a [CompileTarget],
    cache: Option<&'a ExecutableCache>,
    memo: Option<&'a PlanMemo>,
    /// Topology, host bounds, platform and API version, loop trips: the memo key's context.
    memo_scope: &'a str,
    /// [`layer_scan_trips`] with XLA and with Pallas attention.
    loop_trips: [Option<u64>; 2],
    /// The chip the performance model predicts for.
    chip: Option<&'a Chip>,
}

/// What one compile produced.
struct CompileOutput {
    memory_stats: CompiledMemoryStats,
    optimized_program: Option<OptimizedProgram>,
    cache_key: Option<CacheKey>,
    cache_warning: Option<String>,
}

impl Compile<'_> {
    /// Compiles `program` (or reads an earlier run's result from the memo), stores the
    /// executable in the cache, and reports the per-chip plan and collectives.
    fn program(
        &self,
        options: &CompileOptions,
        name: &'static str,
        rows: usize,
        program: &StepProgram,
        attention: ResolvedBackend,
    ) -> ProgramPlan {
        let [xla_trips, pallas_trips] = self.loop_trips;
        let loop_trips = match attention {
            ResolvedBackend::Xla => xla_trips,
            ResolvedBackend::Pallas => pallas_trips,
        };
        let components = vm_key_components(&program.text, options, self.vm_target);
        let options_bytes = options.to_proto_bytes();
        let memo_key = PlanMemo::key(&[
            components.program_sha256().as_bytes(),
            &options_bytes,
            self.memo_scope.as_bytes(),
        ]);
        let mut plan = ProgramPlan {
            name,
            rows,
            program_sha256: components.program_sha256().to_string(),
            signature_argument_bytes: argument_bytes(&program.signature, &program.mesh),
            compile_seconds: 0.0,
            memory: Err(String::new()),
            collectives: Err("not compiled".into()),
            estimate: Err("not compiled".into()),
            cache_key: None,
            cache_warning: None,
            from_memo: false,
        };
        if let Some(entry) = self.memo.and_then(|m| m.get(&memo_key)) {
            plan.memory = entry.memory_stats();
            plan.collectives = entry.collectives;
            plan.estimate = entry
                .estimate
                .ok_or_else(|| "planned before the performance model; --no-cache replans".into());
            plan.compile_seconds = entry.compile_seconds;
            plan.from_memo = true;
            return plan;
        }
        let start = Instant::now();
        let result = self.compile(&program.text, options, &components, &options_bytes);
        plan.compile_seconds = start.elapsed().as_secs_f64();
        match result {
            Ok(r) => {
                plan.memory = Ok(r.memory_stats);
                plan.cache_key = r.cache_key;
                plan.cache_warning = r.cache_warning;
                let no_program = || "the plugin gave no optimized program".to_string();
                plan.collectives = match &r.optimized_program {
                    Some(p) => CollectivesReport::from_program_with_loops(p, loop_trips)
                        .map_err(|e| e.to_string()),
                    None => Err(no_program()),
                };
                plan.estimate = match (&r.optimized_program, self.chip) {
                    (Some(p), Some(chip)) => {
                        p.hlo_module().map_err(|e| e.to_string()).and_then(|m| {
                            let cost = ProgramCost::from_module(&m, loop_trips);
                            match self.backend {
                                // A chip measured on this host: time the program's own dots
                                // too (small and oddly shaped dots run far below the
                                // large-matmul peak on a CPU).
                                Backend::Client { client, .. }
                                    if chip.interconnect
                                        == crate::perf::Interconnect::SharedMemory =>
                                {
                                    let measured = chip
                                        .with_measured_dots(client, [&cost])
                                        .map_err(|e| format!("timing the dots: {e}"))?;
                                    Ok(estimate_program(&cost, &measured, &program.mesh))
                                }
                                _ => Ok(estimate_program(&cost, chip, &program.mesh)),
                            }
                        })
                    }
                    (None, _) => Err(no_program()),
                    (_, None) => Err("no performance-model entry for these devices".into()),
                };
            }
            Err(e) => {
                plan.memory = Err(e);
                plan.collectives = Err("the compiler refused the program".into());
            }
        }
        if let (Some(memo), Some(entry)) = (
            self.memo,
            MemoEntry::from_outcome(
                &plan.memory,
                &plan.collectives,
                plan.estimate.as_ref().ok(),
                plan.compile_seconds,
            ),
        ) && let Err(e) = memo.put(&memo_key, &entry)
        {
            plan.cache_warning = Some(format!("plan memo not written: {e}"));
        }
        plan
    }

    /// Compiles on the backend and stores or loads through the cache.
    fn compile(
        &self,
        text: &str,
        options: &CompileOptions,
        components: &KeyComponents,
        options_bytes: &[u8],
    ) -> Result<CompileOutput, String> {
        match self.backend {
            Backend::Deviceless(compiler) => {
                let start = Instant::now();
                let r = compiler.compile(text, options).map_err(|e| e.to_string())?;
                let (mut cache_key, mut cache_warning) = (None, None);
                if let Some(cache) = self.cache {
                    let seconds = start.elapsed().as_secs_f64();
                    // Host 0's key is the plan's; every other host of the slice loads the same
                    // executable under its own.
                    let others = self
                        .other_hosts
                        .iter()
                        .map(|t| vm_key_components(text, options, t));
                    for (host, c) in std::iter::once(components.clone())
                        .chain(others)
                        .enumerate()
                    {
                        match cache.store_serialized(
                            &c,
                            options_bytes,
                            &r.serialized_executable,
                            seconds,
                            None,
                            r.fingerprint.clone(),
                        ) {
                            Ok(key) if host == 0 => cache_key = Some(key),
                            Ok(_) => {}
                            Err(e) => {
                                cache_warning.get_or_insert_with(|| e.to_string());
                            }
                        }
                    }
                }
                Ok(CompileOutput {
                    memory_stats: r.memory_stats,
                    optimized_program: r.optimized_program,
                    cache_key,
                    cache_warning,
                })
            }
            Backend::Client { client, worker } => {
                let (loaded, cache_key) = match (self.cache, worker) {
                    (Some(cache), Some(worker)) => {
                        let c = get_or_compile_in_worker(cache, worker, client, text, options, "")
                            .map_err(|e| e.to_string())?;
                        (c.executable, Some(c.key))
                    }
                    (Some(cache), None) => {
                        let c = cache
                            .get_or_compile(client, text, options, "")
                            .map_err(|e| e.to_string())?;
                        (c.executable, Some(c.key))
                    }
                    (None, Some(worker)) => (
                        worker
                            .compile_and_load(client, text, options)
                            .map_err(|e| e.to_string())?,
                        None,
                    ),
                    (None, None) => (
                        client.compile(text, options).map_err(|e| e.to_string())?,
                        None,
                    ),
                };
                let exe = loaded.executable();
                Ok(CompileOutput {
                    memory_stats: exe.compiled_memory_stats().map_err(|e| e.to_string())?,
                    optimized_program: exe.optimized_program().ok(),
                    cache_key,
                    cache_warning: None,
                })
            }
        }
    }
}

/// Bytes as GiB with two decimals.
pub fn gib(bytes: u64) -> String {
    format!("{:.2} GiB", bytes as f64 / GIB)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_jump_that_fit_is_refined_once_to_the_count_it_skipped() {
        // nam52 ZeRO-2 on v6e-8 (32 rows per chip): 4 did not fit, the estimate jumped to 16,
        // which fit; 8 lies between and is tried.
        assert_eq!(count_skipped_by_a_jump(16, Some(4), 32), Some(8));
        // A doubling skipped nothing.
        assert_eq!(count_skipped_by_a_jump(8, Some(4), 32), None);
        // 1 did not fit, 4 did: 2 is tried.
        assert_eq!(count_skipped_by_a_jump(4, Some(1), 32), Some(2));
        // The first count tried fit: nothing below it was ruled out, nothing to refine.
        assert_eq!(count_skipped_by_a_jump(4, None, 32), None);
    }

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

    fn cfg(text: &str) -> NamConfig {
        NamConfig::from_toml_str(text).unwrap()
    }

    /// 4 heads over 2 KV heads, 4 routed experts, 8 rows: model ∈ {1, 2}, expert ∈ {1, 2, 4}.
    const SMALL_MOE: &str = "[model]\ndepth = 2\npattern = \"AE\"\nd_model = 32\n\
        vocab_size = 64\nseq_len = 32\nn_head = 4\nn_kv_head = 2\nhead_dim = 8\n\
        n_routed = 4\ntop_k = 2\nn_shared = 1\nexpert_hidden = 16\nmtp_depth = 0\n\
        [precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\n[train]\nbatch_size = 8\n";

    #[test]
    fn meshes_are_every_factorization_the_config_accepts() {
        let c = cfg(SMALL_MOE);
        let (valid, skipped) = mesh_candidates(&c, Slice::parse("v6e-8").unwrap().chips);
        // 10 ordered factorizations of 8 into (data, expert, model): fsdp off, on, on with zero2.
        assert_eq!(valid.len() + skipped.len(), 30);
        let labels: Vec<String> = valid.iter().map(mesh_label).collect();
        // By hand: model | 2, expert | 4, fsdp needs data > 1 (and every matrix here has a
        // dimension divisible by the data size).
        assert_eq!(
            labels,
            [
                "data=8",
                "data=8 fsdp",
                "data=8 fsdp zero2",
                "data=4 expert=2",
                "data=4 expert=2 fsdp",
                "data=4 expert=2 fsdp zero2",
                "data=4 model=2",
                "data=4 model=2 fsdp",
                "data=4 model=2 fsdp zero2",
                "data=2 expert=4",
                "data=2 expert=4 fsdp",
                "data=2 expert=4 fsdp zero2",
                "data=2 expert=2 model=2",
                "data=2 expert=2 model=2 fsdp",
                "data=2 expert=2 model=2 fsdp zero2",
                "expert=4 model=2",
            ]
        );
        let fsdp_alone = skipped
            .iter()
            .find(|s| s.mesh == Mesh::new(1, 4, 2, true))
            .unwrap();
        assert_eq!(
            fsdp_alone.reasons,
            [
                "[mesh] fsdp = true shards parameters over data, but data = 1; set data > 1 or \
              fsdp = false"
            ]
        );
        let one = mesh_candidates(&c, Slice::parse("v6e-1").unwrap().chips);
        assert_eq!(one.0, [Mesh::SINGLE]);
    }

    #[test]
    fn a_zero2_mesh_is_searched_right_after_its_fsdp_twin() {
        let m = |data, model, fsdp, zero2| Mesh::new(data, 1, model, fsdp).with_zero2(zero2);
        let order = search_order(vec![
            (100, m(8, 1, false, false)),
            (10, m(8, 1, true, false)),
            (40, m(8, 1, true, true)),
            (20, m(4, 2, true, false)),
            (50, m(4, 2, true, true)),
            (30, m(4, 2, false, false)),
        ]);
        let labels: Vec<String> = order.iter().map(|(_, m)| mesh_label(m)).collect();
        assert_eq!(
            labels,
            [
                "data=8 fsdp",
                "data=8 fsdp zero2",
                "data=4 model=2 fsdp",
                "data=4 model=2 fsdp zero2",
                "data=4 model=2",
                "data=8",
            ]
        );
    }

    #[test]
    fn mesh_filters_match_named_axes_and_name_the_fix() {
        let f = MeshFilter::parse("data=2,model=4").unwrap();
        assert!(f.matches(&Mesh::new(2, 1, 4, false)));
        assert!(f.matches(&Mesh::new(2, 1, 4, true)));
        assert!(!f.matches(&Mesh::new(4, 1, 2, false)));
        let f = MeshFilter::parse("data=8 fsdp").unwrap();
        assert!(f.matches(&Mesh::new(8, 1, 1, true)));
        assert!(!f.matches(&Mesh::new(8, 1, 1, false)));
        let f = MeshFilter::parse("expert=4,fsdp=false").unwrap();
        assert!(f.matches(&Mesh::new(2, 4, 1, false)));
        assert!(!f.matches(&Mesh::new(2, 4, 1, true)));
        let zero2 = Mesh::new(8, 1, 1, true).with_zero2(true);
        assert!(
            MeshFilter::parse("data=8,fsdp,zero2")
                .unwrap()
                .matches(&zero2)
        );
        assert!(
            !MeshFilter::parse("data=8 zero2=false")
                .unwrap()
                .matches(&zero2)
        );
        assert!(MeshFilter::parse("data=8 fsdp").unwrap().matches(&zero2));
        assert!(
            !MeshFilter::parse("zero2")
                .unwrap()
                .matches(&Mesh::new(8, 1, 1, true))
        );
        for (bad, why) in [
            ("data=0", "`data=0` needs a positive whole number"),
            ("data", "`data` needs a positive whole number"),
            ("pipeline=2", "unknown axis `pipeline`"),
            ("fsdp=maybe", "fsdp is true or false"),
            ("zero2=2", "zero2 is true or false"),
            ("", "nothing to match"),
        ] {
            let e = MeshFilter::parse(bad).unwrap_err().to_string();
            assert!(
                e.contains(why) && e.contains("--mesh data=2,model=4"),
                "{bad}: {e}"
            );
        }
    }

    #[test]
    fn per_chip_state_shrinks_with_fsdp_and_model_sharding() {
        let c = cfg(SMALL_MOE);
        let layout = trainer_layout(&c, LayerLoop::Scan);
        let whole = state_bytes_per_chip(&c, &layout, Mesh::SINGLE).unwrap();
        // Parameters in f32 plus at least one optimizer moment each.
        let params = nam::counting::param_counts(&c.model).total();
        assert!(whole >= 8 * params, "{whole} vs {params} parameters");
        let data8 = state_bytes_per_chip(&c, &layout, Mesh::new(8, 1, 1, false)).unwrap();
        assert_eq!(data8, whole, "data parallelism replicates the state");
        let fsdp = state_bytes_per_chip(&c, &layout, Mesh::new(8, 1, 1, true)).unwrap();
        assert!(fsdp < whole / 4, "fsdp 8: {fsdp} of {whole}");
        let tp = state_bytes_per_chip(&c, &layout, Mesh::new(4, 1, 2, false)).unwrap();
        assert!(tp < whole && tp > fsdp, "model 2: {tp} of {whole}");
        // ZeRO-2 adds a whole f32 copy (f32 compute here) of every matrix FSDP splits: between
        // FSDP's state plus those bytes, and the replicated state.
        let zero2 = Mesh::new(8, 1, 1, true).with_zero2(true);
        let z = state_bytes_per_chip(&c, &layout, zero2).unwrap();
        let copies: u64 = layout
            .entries
            .iter()
            .filter(|e| e.member_shape.len() >= 2)
            .map(|e| 4 * e.numel() as u64)
            .sum();
        assert_eq!(z, fsdp + copies, "zero2: {z}, fsdp {fsdp}, copies {copies}");
        assert!(z < whole, "zero2: {z} of {whole}");
    }

    #[test]
    fn layer_scan_trips_are_the_groups_unless_loops_run_outside_the_scan() {
        let nam52 = cfg(nam::presets::preset("nam52").unwrap());
        let layout = trainer_layout(&nam52, LayerLoop::Scan);
        assert_eq!(
            layer_scan_trips(&nam52, &layout, ResolvedBackend::Xla),
            Some(13),
            "13 x AEME"
        );
        let unrolled = trainer_layout(&nam52, LayerLoop::Unrolled);
        assert_eq!(
            layer_scan_trips(&nam52, &unrolled, ResolvedBackend::Xla),
            None
        );
        // nam-tiny: 2 x AEMF, no remainder, MTP block AF: the scan is the only top loop.
        let tiny = cfg(nam::presets::preset("nam-tiny").unwrap());
        let layout = trainer_layout(&tiny, LayerLoop::Scan);
        assert_eq!(
            layer_scan_trips(&tiny, &layout, ResolvedBackend::Xla),
            Some(2)
        );
        // Depth 7 of AEMF leaves A E M unrolled after one group: the M's chunk scan is a
        // top-level loop of its own.
        let mut odd = tiny.clone();
        odd.model.depth = 7;
        let layout = trainer_layout(&odd, LayerLoop::Scan);
        assert_eq!(layer_scan_trips(&odd, &layout, ResolvedBackend::Xla), None);
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
