//! Choosing the mesh for the devices at hand, when a config leaves `[mesh]` to the planner (no
//! `[mesh]`, or `mesh = "auto"`): the planner's own [`plan`] over every mesh of the devices,
//! its own recommendation ([`Plan::recommended`]: most predicted tokens/s among the candidates
//! that fit, or most tokens per step and fewest collective bytes where nothing is predicted),
//! and the choice remembered so the next start on the same devices does not plan again.
//!
//! # Remembered choices
//!
//! `<cache>/mesh-choices/<key>.json` holds a [`MeshChoice`] under a key over everything the
//! choice depends on and nothing it does not (an LR change does not replan): the StableHLO of
//! the config's programs on one device (what the model, precision, optimizer structure and
//! batch compile to), the micro-batches and attention it asks for, the layer loop, the target
//! the executables are keyed for (platform, platform version, PJRT API, device kind and count:
//! [`CompileTarget`]), that platform's `[compiler]` options, the memory budget as given (a `--hbm-gib` cap, or the default), and the
//! performance model's version. `namtrain plan --topology v6e-8` writes the same key a v6e-8
//! VM computes, with the executables, so the VM's first start neither plans nor compiles.

use nam::graph::attention::ResolvedBackend;
use nam::graph::layout::LayerLoop;
use nam::{Mesh, NamConfig, Platform};
use pjrt::{Client, PluginKind};

use crate::devices::backend_and_target;
use crate::{
    CandidatePlan, Plan, PlanDevices, PlanError, PlanOptions, Slice, V6E_USABLE_HBM_GIB, Verdict,
    gib, mesh_label, plan,
};
use data::digest::sha256_hex;

use crate::memo::JsonRecords;
use train::cache::{CompileTarget, ExecutableCache};
use train::collectives::human_bytes;
use train::compile_worker::CompileWorker;
use train::manifest::{MeshChoice, RejectedCandidate};
use train::programs::{trainer_layout, trainer_programs};
use train::trainer::MeshChooser;

/// Candidates the trainer (and `--dry-run`) compiles at most to choose, smallest per-device
/// state first with their micro-batch retries: a large config's compiles take minutes each, and
/// `namtrain plan` (no limit) remembers its choice from the whole search for the trainer.
pub const AUTO_MAX_CANDIDATES: usize = 8;

/// Bumped when the key or the record changes meaning.
const CHOICE_FORMAT: u32 = 1;

/// Where remembered choices live in an executable cache.
const CHOICES_DIR: &str = "mesh-choices";

/// How a per-device budget was given, for the key: a cap the user set is part of what was
/// decided; the default budget is named, not measured (free memory varies between starts).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Budget {
    /// The default for the devices (v6e usable HBM, or the host's memory over its devices).
    Default,
    /// `--hbm-gib`: this many bytes per device before the margin.
    Cap(u64),
}

/// A config with its mesh chosen, and the record of the choice.
#[derive(Debug, Clone)]
pub struct Chosen {
    /// The config to run: `[mesh]` and `micro_batches` as chosen, `mesh_auto` cleared.
    pub config: NamConfig,
    /// What was chosen, how and why (for the manifest).
    pub record: MeshChoice,
    /// The plan it came from (`None`: remembered, or one device).
    pub plan: Option<Plan>,
}

/// Chooses the mesh of `cfg` for `devices`: [`look_up`], and [`plan_and_remember`] when it
/// finds nothing. Fails with every candidate's verdict when nothing fits.
pub fn choose(
    cfg: &NamConfig,
    devices: &PlanDevices<'_>,
    opts: &PlanOptions,
    budget: Budget,
    cache: &ExecutableCache,
    progress: impl FnMut(&str),
) -> Result<Chosen, PlanError> {
    match look_up(cfg, devices, opts, budget, cache)? {
        LookUp::Decided(chosen) => Ok(*chosen),
        LookUp::Plan(key) => plan_and_remember(cfg, devices, opts, key, cache, progress),
    }
}

/// The key a choice is remembered under (see the module docs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ChoiceKey(pub String);

/// What [`look_up`] found.
#[derive(Debug, Clone)]
pub enum LookUp {
    /// Nothing to compile: one device, or a remembered choice.
    Decided(Box<Chosen>),
    /// It must be planned; the choice will be remembered under this key.
    Plan(ChoiceKey),
}

/// The choice when nothing needs compiling: one device (the only mesh), or the choice
/// remembered in `cache` for the same programs, devices and budget (`budget`: how
/// `opts.usable_hbm_bytes` was given); otherwise the key to plan and remember under.
pub fn look_up(
    cfg: &NamConfig,
    devices: &PlanDevices<'_>,
    opts: &PlanOptions,
    budget: Budget,
    cache: &ExecutableCache,
) -> Result<LookUp, PlanError> {
    let count = devices.count()?;
    let name = devices.name();
    if count == 1 {
        let record = MeshChoice {
            source: "one device".into(),
            devices: name,
            mesh: Mesh::SINGLE,
            micro_batches: cfg.train.micro_batches.max(1),
            attention: cfg.model.attention.to_string(),
            label: mesh_label(&Mesh::SINGLE),
            peak_bytes_per_device: None,
            usable_bytes_per_device: opts.usable_hbm_bytes,
            programs: Vec::new(),
            predicted_step_s: None,
            predicted_tokens_per_s: None,
            reason: "one device: the only mesh".into(),
            candidates_compiled: 0,
            rejected: Vec::new(),
            key: None,
            planning: None,
        };
        return Ok(LookUp::Decided(Box::new(Chosen {
            config: apply(cfg, &record),
            record,
            plan: None,
        })));
    }
    let (backend, _, target) = backend_and_target(devices)?;
    let key = choice_key(cfg, opts, budget, &target[0], backend.platform())?;
    Ok(match RememberedChoices::in_cache(cache).get(&key) {
        Some(mut record) => {
            record.source = "remembered".into();
            record.candidates_compiled = 0;
            // This start planned nothing; the plan that made the record took its own time.
            record.planning = None;
            LookUp::Decided(Box::new(Chosen {
                config: apply(cfg, &record),
                record,
                plan: None,
            }))
        }
        None => LookUp::Plan(ChoiceKey(key)),
    })
}

/// Plans `cfg` on `devices` ([`plan`], executables stored in `cache`), takes its
/// recommendation and remembers it under `key` (from [`look_up`]) for the next start. Fails
/// with every candidate's verdict when nothing fits.
pub fn plan_and_remember(
    cfg: &NamConfig,
    devices: &PlanDevices<'_>,
    opts: &PlanOptions,
    ChoiceKey(key): ChoiceKey,
    cache: &ExecutableCache,
    progress: impl FnMut(&str),
) -> Result<Chosen, PlanError> {
    let planned = plan(cfg, devices, opts, Some(cache), progress)?;
    let Some(record) = record_of(&planned, Some(key.clone())) else {
        return Err(nothing_fits(&planned));
    };
    // A choice not remembered is planned again next time: worth a warning, not a failure.
    if let Err(e) = RememberedChoices::in_cache(cache).put(&key, &record) {
        tracing::warn!("the mesh choice was not remembered: {e}");
    }
    Ok(Chosen {
        config: apply(cfg, &record),
        record,
        plan: Some(planned),
    })
}

/// Remembers `plan`'s recommendation for the machine it was planned for (what `namtrain plan`
/// does for a single-host slice, so the VM's trainer starts without planning). Returns the
/// key, or `None` when nothing fits.
pub fn remember(
    cfg: &NamConfig,
    plan: &Plan,
    opts: &PlanOptions,
    budget: Budget,
    cache: &ExecutableCache,
) -> Result<Option<String>, PlanError> {
    let key = choice_key(cfg, opts, budget, &plan.vm_target, plan.platform)?;
    let Some(record) = record_of(plan, Some(key.clone())) else {
        return Ok(None);
    };
    RememberedChoices::in_cache(cache)
        .put(&key, &record)
        .map_err(|e| PlanError::Config(format!("remembering the mesh choice: {e}")))?;
    Ok(Some(key))
}

/// `cfg` with the choice applied.
fn apply(cfg: &NamConfig, record: &MeshChoice) -> NamConfig {
    let mut out = cfg.clone();
    out.mesh = record.mesh;
    out.train.micro_batches = record.micro_batches;
    out.mesh_auto = false;
    out
}

/// The key of a remembered choice (see the module docs).
fn choice_key(
    cfg: &NamConfig,
    opts: &PlanOptions,
    budget: Budget,
    target: &CompileTarget,
    platform: Platform,
) -> Result<String, PlanError> {
    let mut one = cfg.clone();
    one.mesh = Mesh::SINGLE;
    // The key's programs are built for one device on the host's terms: XLA attention and SSD and
    // the capacity experts (no kernel variant needed); the kernel keys join the key below.
    one.model.moe_kernel = nam::config::MoeKernel::Capacity;
    let layout = trainer_layout(&one, opts.layer_loop);
    let programs = trainer_programs(
        &one,
        &layout,
        one.train.batch_size,
        one.train.micro_batches.max(1),
        opts.layer_loop,
        ResolvedBackend::Xla,
        nam::graph::mamba::SsdBackend::Xla,
    )?;
    let mut parts: Vec<String> = programs
        .iter()
        .map(|(name, _, p)| format!("{name} {}", sha256_hex(p.text.as_bytes())))
        .collect();
    let attention: Vec<&str> = opts.attention.iter().map(|a| a.as_str()).collect();
    parts.push(format!(
        "micro {} attention {} {attention:?} loop {:?}",
        cfg.train.micro_batches, cfg.model.attention, opts.layer_loop
    ));
    // The SSD and expert kernels change the programs a TPU runs, so a choice remembered for
    // one does not answer for another (only for configs that have M or E sublayers, so the
    // keys of the others stay as they were; M configs' keys changed once when `auto` became
    // the SSD default, M and E configs' once more when it became the experts' default).
    let m = &cfg.model;
    if m.has(nam::config::SublayerKind::Mamba) || m.has(nam::config::SublayerKind::Moe) {
        parts.push(format!(
            "kernels ssd {} moe {}",
            m.ssd_kernel.name(),
            m.moe_kernel.name()
        ));
    }
    // Likewise the M2RNN kernels, for configs with R sublayers (their keys changed once when
    // `[model] m2rnn_kernel` came, with `auto` the default).
    if m.has(nam::config::SublayerKind::M2rnn) {
        parts.push(format!("kernels m2rnn {}", m.m2rnn_kernel.name()));
    }
    parts.push(format!(
        "target {} {} {}.{} {} {}",
        target.platform,
        target.platform_version,
        target.pjrt_api_version.0,
        target.pjrt_api_version.1,
        target.device_kind,
        target.device_count
    ));
    // The target platform's `[compiler]` options change the executables (left out when none,
    // so the keys of configs without them stay as they were).
    let options = cfg.compiler.for_platform(platform);
    if !options.is_empty() {
        parts.push(format!("compiler {options:?}"));
    }
    // With the default budget the figure may be measured (host memory): not part of the key.
    let budget = match budget {
        Budget::Default => "default".to_string(),
        Budget::Cap(bytes) => format!("cap {bytes} usable {}", opts.usable_hbm_bytes),
    };
    // Search limits are not part of it: a choice from a wider search (`namtrain plan` over
    // every candidate) serves a trainer that would have compiled fewer.
    parts.push(format!(
        "budget {budget} model {} format {CHOICE_FORMAT}",
        crate::perf::MODEL_VERSION
    ));
    Ok(sha256_hex(parts.join("\n").as_bytes()))
}

/// The record of `plan`'s recommendation, `None` when nothing fits.
pub fn record_of(plan: &Plan, key: Option<String>) -> Option<MeshChoice> {
    let rec = plan.recommended()?;
    let chosen = rec.candidate;
    let estimate = plan.step_estimate(chosen);
    let mut rejected: Vec<RejectedCandidate> = plan
        .candidates
        .iter()
        .filter(|c| !std::ptr::eq(*c, chosen))
        .map(|c| RejectedCandidate {
            candidate: c.candidate.label(),
            reason: why_not(plan, c, chosen),
        })
        .collect();
    rejected.extend(plan.skipped.iter().map(|s| RejectedCandidate {
        candidate: mesh_label(&s.mesh),
        reason: format!("the config cannot use it: {}", s.reasons.join("; ")),
    }));
    Some(MeshChoice {
        source: "planned".into(),
        devices: plan.devices.clone(),
        mesh: chosen.candidate.mesh,
        micro_batches: chosen.candidate.micro_batches,
        attention: chosen.candidate.attention.as_str().into(),
        label: chosen.candidate.label(),
        peak_bytes_per_device: chosen.peak_bytes(),
        usable_bytes_per_device: plan.usable_hbm_bytes,
        programs: chosen
            .programs
            .iter()
            .filter_map(|p| Some((p.name.to_string(), p.total_bytes()?)))
            .collect(),
        predicted_step_s: estimate.as_ref().map(|e| e.best_s()),
        predicted_tokens_per_s: estimate.as_ref().map(|e| e.tokens_per_s()),
        reason: rec.reason,
        candidates_compiled: plan.compiled_count(),
        rejected,
        key,
        planning: Some(plan.planning_time()),
    })
}

/// Why candidate `c` lost to `chosen`, in words.
fn why_not(plan: &Plan, c: &CandidatePlan, chosen: &CandidatePlan) -> String {
    match c.verdict(plan.usable_hbm_bytes) {
        Verdict::NotCompiled if c.cut_by_budget() => {
            format!(
                "not compiled: the search stopped after {} candidates, smallest per-device state \
                 first, ZeRO-2 right after its FSDP twin (`namtrain plan` searches them all)",
                plan.compiled_count()
            )
        }
        Verdict::NotCompiled => {
            let why: Vec<String> = c
                .not_compiled
                .iter()
                .map(|(p, w)| format!("{p}: {w}"))
                .collect();
            format!("not compiled ({})", why.join("; "))
        }
        Verdict::DoesNotFit => match c.largest_program() {
            Some(p) => match (&p.memory, p.total_bytes()) {
                (_, Some(t)) => format!(
                    "does not fit: {} needs {} per device, {} usable",
                    p.name,
                    human_bytes(t),
                    human_bytes(plan.usable_hbm_bytes)
                ),
                (Err(e), None) => match p.refused_temp_bytes() {
                    Some(t) => format!(
                        "does not fit: the compiler refused {} as out of memory ({} of \
                         temporaries alone, {} usable)",
                        p.name,
                        human_bytes(t),
                        human_bytes(plan.usable_hbm_bytes)
                    ),
                    None => format!("does not fit: the compiler refused {}: {e}", p.name),
                },
                _ => "does not fit".into(),
            },
            None => "does not fit".into(),
        },
        Verdict::CannotWin => {
            let why: Vec<String> = c
                .not_compiled
                .iter()
                .map(|(p, w)| format!("{p} not compiled: {w}"))
                .collect();
            let predicted = match (plan.step_estimate(c), plan.step_estimate(chosen)) {
                (Some(e), Some(best)) => format!(
                    "; predicted {:.0} tokens/s, {:.2}x the choice's",
                    e.tokens_per_s(),
                    e.tokens_per_s() / best.tokens_per_s().max(1e-12)
                ),
                _ => String::new(),
            };
            format!(
                "its training programs fit, but {}{predicted}",
                why.join("; ")
            )
        }
        Verdict::Refused => match c.refusal() {
            Some((name, e)) => format!("refused by the compiler: {name}: {e}"),
            None => "refused by the compiler".into(),
        },
        Verdict::Fits => match (plan.step_estimate(c), plan.step_estimate(chosen)) {
            (Some(e), Some(best)) => format!(
                "fits; predicted {:.0} tokens/s, {:.2}x the choice's",
                e.tokens_per_s(),
                e.tokens_per_s() / best.tokens_per_s().max(1e-12)
            ),
            _ => "fits; ranked lower (fewer tokens per step or more collective bytes)".into(),
        },
    }
}

/// The error when nothing fits: every candidate's verdict, and the smallest v6e slice whose
/// chips could hold the state.
pub fn nothing_fits(plan: &Plan) -> PlanError {
    let mut lines: Vec<String> = plan
        .candidates
        .iter()
        .map(|c| {
            let why = match c.largest_program() {
                Some(p) => match (p.total_bytes(), p.refused_temp_bytes()) {
                    (Some(t), _) => format!("{} needs {} per device", p.name, human_bytes(t)),
                    (None, Some(t)) => format!(
                        "{} refused by the compiler as out of memory ({} of temporaries)",
                        p.name,
                        human_bytes(t)
                    ),
                    (None, None) => format!("{} refused by the compiler", p.name),
                },
                None => match c.not_compiled.first() {
                    Some((_, why)) => format!("not compiled: {why}"),
                    None => "not compiled".into(),
                },
            };
            format!("  {}: {why}", c.candidate.label())
        })
        .collect();
    lines.insert(
        0,
        format!(
            "no candidate fits {} per device on {} ({} compiled; state is {} per replica):",
            human_bytes(plan.usable_hbm_bytes),
            plan.devices,
            plan.compiled_count(),
            human_bytes(plan.state_bytes)
        ),
    );
    match plan.topology {
        Some(_) => lines.push(smallest_slice_hint(plan.state_bytes, plan.usable_hbm_bytes)),
        None => lines.push(
            "raise --hbm-gib if the devices have more, shard more, or lower batch_size / \
             seq_len"
                .into(),
        ),
    }
    PlanError::NothingFits(lines.join("\n"))
}

/// The smallest v6e slice whose chips hold `state_bytes` fully sharded with room left for
/// activations (half of each chip), as a starting point, not a verdict.
pub fn smallest_slice_hint(state_bytes: u64, usable_bytes: u64) -> String {
    let slices = [("v6e-8", 8u64), ("v6e-16", 16), ("v6e-32", 32)];
    match slices
        .iter()
        .find(|(_, chips)| state_bytes / chips <= usable_bytes / 2)
    {
        Some((name, chips)) => format!(
            "the smallest slice that holds the state sharded over every chip with half of each \
             chip left for activations is {name} ({} of state per chip): check it with \
             `namtrain plan --topology {name}`, or shard more (expert, model) or lower \
             batch_size / seq_len",
            gib(state_bytes / chips)
        ),
        None => format!(
            "even a v6e-32 holds {} of state per chip: shrink the model or use a larger slice",
            gib(state_bytes / 32)
        ),
    }
}

/// The remembered choices of an executable cache.
#[derive(Debug, Clone)]
pub struct RememberedChoices {
    records: JsonRecords,
}

impl RememberedChoices {
    /// The choices kept with `cache`.
    pub fn in_cache(cache: &ExecutableCache) -> Self {
        RememberedChoices {
            records: JsonRecords::in_cache(cache, CHOICES_DIR),
        }
    }

    /// The choice under `key`, if present and readable (an unreadable one is planned again).
    pub fn get(&self, key: &str) -> Option<MeshChoice> {
        self.records.get(key)
    }

    /// Stores `choice` under `key`, atomically.
    pub fn put(&self, key: &str, choice: &MeshChoice) -> std::io::Result<()> {
        self.records.put(key, choice)
    }
}

/// A listener for planning progress lines.
pub type Progress = std::sync::Arc<dyn Fn(&str) + Send + Sync>;

/// The planner as the trainer's [`MeshChooser`]: on TPU it plans deviceless for the slice the
/// VM is (`TPU_ACCELERATOR_TYPE`), so no chip is touched while the trainer holds them; on
/// other plugins it compiles for the client's devices through the executable cache, and on the
/// CPU plugin it predicts with the CPU measured on the spot ([`crate::perf::measure_cpu`], only
/// when it has to plan).
#[derive(Clone)]
pub struct AutoMesh {
    /// `--hbm-gib`: usable bytes per device before the margin (`None`: v6e's usable HBM on
    /// TPU, the device's memory limit elsewhere, the host's available memory over its devices
    /// on the CPU plugin).
    pub cap_bytes: Option<u64>,
    /// Fraction of the usable bytes kept free (0.05 by default).
    pub margin: f64,
    /// The layer loop the trainer emits.
    pub layer_loop: LayerLoop,
    /// Where planning compiles run (the trainer's own worker; `None`: in this process).
    pub worker: Option<CompileWorker>,
    /// Hears about each planning compile as it starts and each candidate as it ends (`None`:
    /// logged at info level).
    pub progress: Option<Progress>,
}

impl std::fmt::Debug for AutoMesh {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("AutoMesh")
            .field("cap_bytes", &self.cap_bytes)
            .field("margin", &self.margin)
            .field("layer_loop", &self.layer_loop)
            .field("worker", &self.worker)
            .finish_non_exhaustive()
    }
}

impl AutoMesh {
    /// A chooser with the default budget and margin.
    pub fn new(layer_loop: LayerLoop, worker: Option<CompileWorker>) -> Self {
        AutoMesh {
            cap_bytes: None,
            margin: DEFAULT_MARGIN,
            layer_loop,
            worker,
            progress: None,
        }
    }

    fn per_device_bytes(&self, client: &Client) -> Result<u64, String> {
        if let Some(cap) = self.cap_bytes {
            return Ok(cap);
        }
        let devices = client.addressable_devices().map_err(|e| e.to_string())?;
        match client.plugin().kind() {
            PluginKind::Tpu => Ok((V6E_USABLE_HBM_GIB * (1u64 << 30) as f64) as u64),
            PluginKind::Cpu => {
                Ok(train::host::available_memory_per_device(devices.len()).unwrap_or(u64::MAX))
            }
            _ => devices
                .first()
                .and_then(|d| d.memory_stats().ok())
                .and_then(|m| m.bytes_limit)
                .map(|b| b.max(0) as u64)
                .ok_or_else(|| {
                    "the plugin reports no device memory limit: pass --hbm-gib (usable GiB per \
                     device) or write a [mesh]"
                        .to_string()
                }),
        }
    }
}

/// The default share of each device's usable memory kept free.
pub const DEFAULT_MARGIN: f64 = 0.05;

/// The planning options and budget key for `--hbm-gib` / `--hbm-margin` on a v6e slice (what
/// `namtrain plan --topology` and `namtrain --dry-run` plan with): the defaults are the
/// trainer's (v6e usable HBM, [`DEFAULT_MARGIN`]), anything else is a cap the remembered choice
/// records.
pub fn slice_budget(hbm_gib: f64, hbm_margin_pct: f64) -> (PlanOptions, Budget) {
    let cap = (hbm_gib * (1u64 << 30) as f64) as u64;
    let opts = PlanOptions::new((cap as f64 * (1.0 - hbm_margin_pct / 100.0)) as u64);
    let default = hbm_gib == V6E_USABLE_HBM_GIB && hbm_margin_pct / 100.0 == DEFAULT_MARGIN;
    (
        opts,
        if default {
            Budget::Default
        } else {
            Budget::Cap(cap)
        },
    )
}

impl AutoMesh {
    /// The planning options for `client`'s devices (the budget less the margin, at most
    /// [`AUTO_MAX_CANDIDATES`] compiled) and how the budget was given.
    fn plan_options(&self, client: &Client) -> Result<(PlanOptions, Budget), String> {
        let per_device = self.per_device_bytes(client)?;
        let mut opts = PlanOptions::new((per_device as f64 * (1.0 - self.margin)) as u64);
        opts.layer_loop = self.layer_loop;
        opts.max_candidates = Some(AUTO_MAX_CANDIDATES);
        let budget = match self.cap_bytes {
            None if self.margin == DEFAULT_MARGIN => Budget::Default,
            _ => Budget::Cap(per_device),
        };
        Ok((opts, budget))
    }

    /// Runs `with` on the devices a choice is made for: on TPU the slice the VM is
    /// (`TPU_ACCELERATOR_TYPE`, planned deviceless in the worker), elsewhere the client's
    /// devices (with `chip` for predictions).
    fn on_devices<T>(
        &self,
        client: &Client,
        chip: Option<&crate::perf::Chip>,
        with: impl FnOnce(&PlanDevices<'_>) -> Result<T, PlanError>,
    ) -> Result<T, String> {
        let found = if client.plugin().kind() == PluginKind::Tpu {
            let accelerator = std::env::var("TPU_ACCELERATOR_TYPE").map_err(|_| {
                "TPU_ACCELERATOR_TYPE is not set, so the slice to plan for is unknown: set it \
                 (e.g. v6e-8) or write a [mesh]"
                    .to_string()
            })?;
            let slice = Slice::parse(&accelerator).map_err(|e| e.to_string())?;
            let worker = match &self.worker {
                Some(w) => Some(w.worker().map_err(|e| e.to_string())?),
                None => None,
            };
            with(&PlanDevices::Slice {
                slice: &slice,
                plugin_path: client.plugin().path(),
                worker: worker.as_deref(),
            })
        } else {
            with(&PlanDevices::Client {
                client,
                worker: self.worker.as_ref(),
                chip,
            })
        };
        found.map_err(|e| e.to_string())
    }
}

impl MeshChooser for AutoMesh {
    fn choose(
        &self,
        config: &NamConfig,
        client: &Client,
        cache: &ExecutableCache,
    ) -> Result<(NamConfig, MeshChoice), String> {
        let (opts, budget) = self.plan_options(client)?;
        let progress = |m: &str| match &self.progress {
            Some(p) => p(m),
            None => tracing::info!("mesh: {m}"),
        };
        let key =
            match self.on_devices(client, None, |d| look_up(config, d, &opts, budget, cache))? {
                LookUp::Decided(chosen) => return Ok((chosen.config, chosen.record)),
                LookUp::Plan(key) => key,
            };
        // On the CPU plugin the prediction that ranks the candidates needs this CPU's figures,
        // measured only now that there is something to plan.
        let chip = match client.plugin().kind() {
            PluginKind::Cpu => Some(
                crate::perf::measure_cpu(client).map_err(|e| format!("measuring the CPU: {e}"))?,
            ),
            _ => None,
        };
        let chosen = self.on_devices(client, chip.as_ref(), |d| {
            plan_and_remember(config, d, &opts, key, cache, progress)
        })?;
        Ok((chosen.config, chosen.record))
    }

    fn remembered(
        &self,
        config: &NamConfig,
        client: &Client,
        cache: &ExecutableCache,
    ) -> Result<Option<(NamConfig, MeshChoice)>, String> {
        let (opts, budget) = self.plan_options(client)?;
        match self.on_devices(client, None, |d| look_up(config, d, &opts, budget, cache))? {
            LookUp::Decided(chosen) => Ok(Some((chosen.config, chosen.record))),
            LookUp::Plan(_) => Ok(None),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> NamConfig {
        NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap()
    }

    fn target(devices: usize) -> CompileTarget {
        CompileTarget {
            platform: "tpu".into(),
            platform_version: "libtpu 0.0.52".into(),
            pjrt_api_version: (0, 75),
            device_kind: "TPU v6 lite".into(),
            device_count: devices,
            topology: String::new(),
        }
    }

    fn key(cfg: &NamConfig, budget: Budget, devices: usize) -> String {
        choice_key(
            cfg,
            &PlanOptions::new(1 << 30),
            budget,
            &target(devices),
            Platform::Tpu,
        )
        .unwrap()
    }

    #[test]
    fn a_remembered_choice_survives_what_does_not_change_the_programs_and_nothing_else() {
        let base = tiny();
        let k = key(&base, Budget::Default, 8);

        // Learning rates and the schedule are runtime inputs of the same executables.
        let mut lr = base.clone();
        lr.optimizer.muon_lr *= 0.5;
        lr.schedule.steps += 1000;
        assert_eq!(key(&lr, Budget::Default, 8), k);

        // What the programs, the devices or the budget are changes it.
        let mut batch = base.clone();
        batch.train.batch_size *= 2;
        assert_ne!(key(&batch, Budget::Default, 8), k, "batch");
        let mut width = base.clone();
        width.model.ffn_hidden = Some(1024);
        assert_ne!(key(&width, Budget::Default, 8), k, "model");
        let mut micro = base.clone();
        micro.train.micro_batches = 2;
        assert_ne!(key(&micro, Budget::Default, 8), k, "micro-batches");
        // The SSD and expert kernels (nam-tiny has M and E sublayers): the key's programs are
        // built without them, so the key names them.
        let mut ssd = base.clone();
        ssd.model.ssd_kernel = nam::config::SsdKernel::Xla;
        assert_ne!(key(&ssd, Budget::Default, 8), k, "ssd kernel");
        let mut grouped = base.clone();
        grouped.model.moe_kernel = nam::config::MoeKernel::Grouped;
        assert_ne!(key(&grouped, Budget::Default, 8), k, "moe kernel");
        // The M2RNN kernels name themselves only in the keys of configs with R sublayers.
        let mut m2rnn = base.clone();
        m2rnn.model.m2rnn_kernel = nam::config::SsdKernel::Xla;
        assert_eq!(
            key(&m2rnn, Budget::Default, 8),
            k,
            "nam-tiny has no R sublayers"
        );
        let mut hybrid = base.clone();
        hybrid.model.pattern = "AEMR".into();
        let mut hybrid_xla = hybrid.clone();
        hybrid_xla.model.m2rnn_kernel = nam::config::SsdKernel::Xla;
        assert_ne!(
            key(&hybrid_xla, Budget::Default, 8),
            key(&hybrid, Budget::Default, 8),
            "m2rnn kernel"
        );
        assert_ne!(key(&base, Budget::Default, 4), k, "device count");
        assert_ne!(key(&base, Budget::Cap(1 << 30), 8), k, "a cap");
        // The target's compiler options do; another platform's do not.
        let option = |name: &str| {
            std::collections::BTreeMap::from([(name.to_string(), nam::CompilerOption::Bool(false))])
        };
        let mut tpu = base.clone();
        tpu.compiler.tpu = option("xla_tpu_enable_windowed_einsum_for_reduce_scatter");
        assert_ne!(key(&tpu, Budget::Default, 8), k, "tpu compiler options");
        let mut cpu = base.clone();
        cpu.compiler.cpu = option("xla_cpu_use_xnnpack");
        assert_eq!(
            key(&cpu, Budget::Default, 8),
            k,
            "cpu options on a tpu target"
        );
    }

    #[test]
    fn the_slice_hint_names_the_smallest_slice_that_holds_the_state_with_room() {
        let gib = 1u64 << 30;
        // 200 GiB of state, 30 GiB per chip: 25 GiB per chip on v6e-8 is more than half of 30,
        // 12.5 on v6e-16 is not.
        let hint = smallest_slice_hint(200 * gib, 30 * gib);
        assert!(hint.contains("is v6e-16"), "{hint}");
        assert!(smallest_slice_hint(2000 * gib, 30 * gib).contains("even a v6e-32"));
    }
}
