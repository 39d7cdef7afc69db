//! The search: [`plan`] and its phases. The meshes the config accepts on the devices, ordered so
//! the likeliest to fit compile first (`search_order`); then, per mesh and attention backend,
//! a search over micro-batch counts (more micro-batches shrink activations, not state) that
//! compiles each try's programs until one fits or the tries run out; a ZeRO-2 mesh starts where
//! its plain-FSDP twin's search ended.

use std::collections::HashMap;

use nam::graph::attention::ResolvedBackend;
use nam::graph::layout::{LayerLoop, StateLayout};
use nam::graph::model::SublayerBackends;
use nam::{Mesh, NamConfig};
use pjrt::CompileOptions;
use train::cache::{CompileTarget, ExecutableCache};
use train::programs::{TrainerProgram, trainer_layout, trainer_programs};

use crate::analytic::AnalyticModel;
use crate::candidate::{own_attention, own_sublayer_backends};
use crate::compile::Compile;
use crate::devices::{Backend, backend_and_target};
use crate::memo::PlanMemo;
use crate::perf::Chip;
use crate::prefetch::Prefetch;
use crate::prune::Pruning;
use crate::report::BUDGET_REACHED;
use crate::{
    Candidate, CandidatePlan, MeshFilter, Plan, PlanDevices, PlanError, ProgramPlan, SkippedMesh,
    Verdict, gib, layer_scan_trips, mesh_candidates, mesh_label, state_and_gradient_bytes_per_chip,
    state_bytes_per_chip,
};

/// Gradient-accumulation candidates tried when the widest candidate does not fit.
const MAX_EXTRA_MICRO_BATCH_TRIES: usize = 3;

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
    /// Compile every candidate: also one whose parameters and optimizer state alone exceed
    /// the usable memory (which can fit at no micro-batch count), and those the calibrated
    /// analytic estimate says cannot win ([`crate::prune`]), each mesh from the config's own
    /// micro-batches, in order of per-chip state. By default (and where the performance model
    /// predicts for the devices) the search ranks meshes by the analytic estimate and leaves
    /// those out, listing each with its reason.
    pub exhaustive: bool,
    /// Compiles at once on a TPU slice's deviceless plan: the search's own and, on other
    /// threads, the first programs of the meshes it will search next (docs/running.md, "How
    /// the search prunes"); what is compiled and chosen does not depend on it. `None`: half
    /// the host's cores, at most 8 (1 on a 2-core host: nothing ahead).
    pub compile_workers: Option<usize>,
}

impl PlanOptions {
    /// Whether the search may leave candidates out by the analytic estimate
    /// ([`crate::prune`]): not under [`PlanOptions::exhaustive`], nor when the meshes or
    /// several attention backends are named (what a user names, they see compiled in full,
    /// side by side).
    pub fn prunes(&self) -> bool {
        !self.exhaustive && self.mesh_filters.is_empty() && self.attention.len() <= 1
    }

    /// [`PlanOptions::compile_workers`], or its default for this host.
    pub fn workers(&self) -> usize {
        self.compile_workers.unwrap_or_else(|| {
            let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
            (cores / 2).clamp(1, 8)
        })
    }

    /// Defaults: `usable_hbm_bytes` per device, scanned layer groups, every mesh, the config's
    /// own attention.
    pub fn new(usable_hbm_bytes: u64) -> Self {
        PlanOptions {
            usable_hbm_bytes,
            layer_loop: LayerLoop::Scan,
            mesh_filters: Vec::new(),
            max_candidates: None,
            attention: Vec::new(),
            exhaustive: false,
            compile_workers: None,
        }
    }
}

/// Plans `cfg` on `devices`: every valid mesh (see [`mesh_candidates`]; restricted by
/// `opts.mesh_filters`), each compiled with SPMD options for its devices (deviceless for a
/// slice), training programs first. By default the meshes are searched in the order of the
/// analytic estimate and what cannot fit or cannot win is left out ([`crate::prune`]; eval
/// compiles for the choice); with [`PlanOptions::exhaustive`] (or named meshes or backends)
/// every mesh is compiled in full, smallest per-chip state first. A mesh that does not fit only
/// for its activations gets up to `MAX_EXTRA_MICRO_BATCH_TRIES` more candidates with more
/// micro-batches. Executables are stored in `cache` (if given; single-host slices and live
/// clients) under the key of the machine that runs them. `progress` hears about each compile as
/// it starts and each candidate as it ends (large configs take minutes each).
pub fn plan(
    cfg: &NamConfig,
    devices: &PlanDevices<'_>,
    opts: &PlanOptions,
    cache: Option<&ExecutableCache>,
    progress: impl FnMut(&str),
) -> Result<Plan, PlanError> {
    if cfg.train.batch_size == 0 {
        return Err(PlanError::Config("[train] batch_size is 0".into()));
    }
    let started = std::time::Instant::now();
    let layout = trainer_layout(cfg, opts.layer_loop);
    // The meshes first: a config or `--mesh` that leaves none is told so before libtpu starts.
    let (count, name) = (devices.count()?, devices.name());
    let meshes = meshes_to_search(cfg, &layout, opts, count, &name)?;
    let (backend, topology, vm_targets) = backend_and_target(devices)?;
    let loop_trips = [
        layer_scan_trips(cfg, &layout, ResolvedBackend::Xla),
        layer_scan_trips(cfg, &layout, ResolvedBackend::Pallas),
    ];
    let (cacheable, chip, memo) = memo_and_chip(devices, cache);
    let memo_scope = memo_scope(devices, &vm_targets[0], loop_trips[0], loop_trips[1]);
    let devices = Devices {
        count,
        name,
        backend,
        topology,
        vm_targets,
        cacheable,
        chip,
        memo,
        memo_scope,
        loop_trips,
        cache: cache.filter(|_| cacheable),
    };
    search(cfg, &layout, opts, meshes, devices, started, progress)
}

/// What a plan learnt of its devices before compiling anything.
pub(crate) struct Devices<'a> {
    pub(crate) count: usize,
    pub(crate) name: String,
    pub(crate) backend: Backend<'a>,
    pub(crate) topology: Option<pjrt::TopologyReport>,
    /// The key targets of the machines that run the programs, host 0's first.
    pub(crate) vm_targets: Vec<CompileTarget>,
    pub(crate) cacheable: bool,
    pub(crate) chip: Option<Chip>,
    pub(crate) memo: Option<PlanMemo>,
    pub(crate) memo_scope: String,
    /// [`layer_scan_trips`] with XLA and with Pallas attention.
    pub(crate) loop_trips: [Option<u64>; 2],
    /// Where executables are stored (`None`: nowhere).
    pub(crate) cache: Option<&'a ExecutableCache>,
}

/// The search of [`plan`] over `meshes` on `devices`, to the plan.
pub(crate) fn search(
    cfg: &NamConfig,
    layout: &StateLayout,
    opts: &PlanOptions,
    meshes: MeshesToSearch,
    devices: Devices<'_>,
    started: std::time::Instant,
    mut progress: impl FnMut(&str),
) -> Result<Plan, PlanError> {
    let state_bytes = state_bytes_per_chip(cfg, layout, Mesh::SINGLE)?;
    let Devices {
        count: device_count,
        name: devices_name,
        backend,
        topology,
        mut vm_targets,
        cacheable,
        chip,
        memo,
        memo_scope,
        loop_trips,
        cache,
    } = devices;
    let other_hosts = vm_targets.split_off(1);
    let vm_target = vm_targets.remove(0);
    let compile = Compile {
        backend: &backend,
        vm_target: &vm_target,
        other_hosts: &other_hosts,
        cache,
        memo: memo.as_ref(),
        memo_scope: &memo_scope,
        loop_trips,
        chip: chip.as_ref(),
        prefetch: (opts.workers() > 1 && matches!(backend, Backend::Deviceless(_)))
            .then(|| Prefetch::new(opts.workers())),
    };
    let pruning = chip
        .clone()
        .filter(|_| opts.prunes())
        .map(|chip| Pruning::new(AnalyticModel::new(cfg), chip));
    let candidates = std::thread::scope(|scope| {
        let searched = Search::new(cfg, layout, opts, &compile, &devices_name, &mut progress)
            .with_pruning(pruning)
            .run(meshes.ordered, meshes.gradients, scope);
        if let Some(prefetch) = &compile.prefetch {
            prefetch.cancel_the_rest();
        }
        searched
    })?;
    Ok(Plan {
        devices: devices_name,
        device_count,
        topology,
        vm_target,
        platform: backend.platform(),
        usable_hbm_bytes: opts.usable_hbm_bytes,
        state_bytes,
        candidates,
        skipped: meshes.skipped,
        filtered_out: meshes.filtered_out,
        cacheable,
        loop_trips: loop_trips[0],
        model: cfg.model.clone(),
        chip,
        wall_s: started.elapsed().as_secs_f64(),
    })
}

/// The meshes a plan searches, and those it leaves out.
pub(crate) struct MeshesToSearch {
    /// `(per-chip state bytes, mesh)` in [`search_order`].
    ordered: Vec<(u64, Mesh)>,
    /// Per mesh, the per-chip bytes of its gradient accumulators.
    gradients: HashMap<Mesh, u64>,
    /// Meshes the config cannot use, with reasons.
    skipped: Vec<SkippedMesh>,
    /// Valid meshes `--mesh` left out.
    filtered_out: usize,
}

/// The valid meshes of `device_count` devices that `opts.mesh_filters` keep, with their
/// per-chip state, in [`search_order`]; [`PlanError::NoMesh`] when none is left.
pub(crate) fn meshes_to_search(
    cfg: &NamConfig,
    layout: &StateLayout,
    opts: &PlanOptions,
    device_count: usize,
    devices_name: &str,
) -> Result<MeshesToSearch, PlanError> {
    let (valid, skipped) = mesh_candidates(cfg, device_count);
    let kept: Vec<Mesh> = valid
        .iter()
        .copied()
        .filter(|m| opts.mesh_filters.is_empty() || opts.mesh_filters.iter().any(|f| f.matches(m)))
        .collect();
    let filtered_out = valid.len() - kept.len();
    if kept.is_empty() {
        return Err(PlanError::NoMesh {
            devices: devices_name.to_string(),
            valid: valid.iter().map(mesh_label).collect(),
            skipped: skipped.len(),
        });
    }
    let mut states = Vec::with_capacity(kept.len());
    let mut gradients = HashMap::new();
    for mesh in kept {
        let (state, grads) = state_and_gradient_bytes_per_chip(cfg, layout, mesh)?;
        states.push((state, mesh));
        gradients.insert(mesh, grads);
    }
    Ok(MeshesToSearch {
        ordered: search_order(states),
        gradients,
        skipped,
        filtered_out,
    })
}

/// Whether executables are stored, the chip the performance model predicts for, and the plan
/// memo of earlier runs' results.
fn memo_and_chip(
    devices: &PlanDevices<'_>,
    cache: Option<&ExecutableCache>,
) -> (bool, Option<Chip>, Option<PlanMemo>) {
    match *devices {
        // The memo keeps deviceless results only: a live client's chip is measured on the
        // spot, so its predictions are made afresh.
        PlanDevices::Slice { slice, .. } => (
            true,
            Some(Chip::v6e(slice.grid())),
            cache.map(PlanMemo::in_cache),
        ),
        PlanDevices::Client { chip, .. } => (true, chip.cloned(), None),
    }
}

/// The plan memo key's context on a slice: topology, host bounds, platform and API version,
/// loop trips and the performance model's version (empty for a live client, which keeps no
/// memo).
fn memo_scope(
    devices: &PlanDevices<'_>,
    vm_target: &CompileTarget,
    loop_trips: Option<u64>,
    pallas_loop_trips: Option<u64>,
) -> String {
    match *devices {
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
    }
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

/// The search over every mesh and attention backend: what it has compiled so far and what it
/// has learnt on the way.
struct Search<'a> {
    cfg: &'a NamConfig,
    layout: &'a StateLayout,
    opts: &'a PlanOptions,
    compile: &'a Compile<'a>,
    devices_name: &'a str,
    progress: &'a mut dyn FnMut(&str),
    /// `--max-candidates` (unlimited: `usize::MAX`).
    budget: usize,
    /// Candidates compiled so far.
    compiled: usize,
    /// Every candidate planned, in order.
    candidates: Vec<CandidatePlan>,
    /// Per plain-FSDP mesh and attention planned so far, the fewest micro-batches that fit
    /// (None: none did). Its ZeRO-2 twin keeps the same activations and adds the parameter
    /// copies, so it starts its search there, or is not compiled at all.
    fsdp_fit: HashMap<(Mesh, ResolvedBackend), Option<usize>>,
    /// The first per-chip shape without a Pallas kernel.
    pallas_gap: Option<PlanError>,
    /// Whether any Pallas candidate built.
    pallas_built: bool,
    /// The analytic estimate and its calibration, when the search prunes (`None`: it
    /// searches every mesh, as `--exhaustive`, or the devices have no performance model).
    pruning: Option<Pruning>,
    /// Per mesh, the per-chip bytes of its gradient accumulators.
    gradients: HashMap<Mesh, u64>,
}

/// How the search of one mesh stands across its micro-batch tries.
struct MicroBatchSearch {
    /// The fewest micro-batches that fit so far.
    fewest_fitting: Option<usize>,
    /// False when the budget or a missing kernel cut the search short: its outcome then says
    /// nothing about the ZeRO-2 twin.
    searched: bool,
    /// Tries after the first.
    extra_tries: usize,
    /// The largest count that did not fit.
    largest_unfit: Option<usize>,
    /// Whether the current try is the one count between the largest that did not fit and a
    /// count that fit after a jump ([`count_skipped_by_a_jump`]).
    refining: bool,
}

/// A candidate's trainer programs (or why they do not build), its mesh's compile options and
/// the scan backends they use.
type ProgramsOf = (
    Result<Vec<TrainerProgram>, train::programs::ProgramError>,
    CompileOptions,
    SublayerBackends,
);

/// What building one try's programs gave.
enum Built {
    /// The programs, in the order the trainer compiles them, the mesh's compile options and
    /// the sublayer kernels they were built with.
    Programs(Vec<TrainerProgram>, CompileOptions, SublayerBackends),
    /// No variant for this many micro-batches; the search goes on with twice as many.
    TryMoreMicroBatches,
    /// No kernel for this mesh's per-chip shape: its search ends.
    NoKernel,
}

impl<'a> Search<'a> {
    fn new(
        cfg: &'a NamConfig,
        layout: &'a StateLayout,
        opts: &'a PlanOptions,
        compile: &'a Compile<'a>,
        devices_name: &'a str,
        progress: &'a mut dyn FnMut(&str),
    ) -> Self {
        Search {
            cfg,
            layout,
            opts,
            compile,
            devices_name,
            progress,
            budget: opts.max_candidates.unwrap_or(usize::MAX),
            compiled: 0,
            candidates: Vec::new(),
            fsdp_fit: HashMap::new(),
            pallas_gap: None,
            pallas_built: false,
            pruning: None,
            gradients: HashMap::new(),
        }
    }

    /// Prunes with `pruning` ([`crate::prune`]); `None`: searches every mesh.
    fn with_pruning(mut self, pruning: Option<Pruning>) -> Self {
        self.pruning = pruning;
        self
    }

    /// Searches every mesh of `ordered` with every attention backend asked for, and returns
    /// the candidates planned. Pruning, the next mesh is always the one with the lowest
    /// analytic step at the micro-batches it would start at (what earlier compiles taught);
    /// otherwise `ordered` stands.
    fn run<'s>(
        mut self,
        ordered: Vec<(u64, Mesh)>,
        gradients: HashMap<Mesh, u64>,
        scope: &'s std::thread::Scope<'s, 'a>,
    ) -> Result<Vec<CandidatePlan>, PlanError> {
        self.gradients = gradients;
        // `None`: the config's own backend, resolved per mesh.
        let backends: Vec<Option<ResolvedBackend>> = if self.opts.attention.is_empty() {
            vec![None]
        } else {
            self.opts.attention.iter().copied().map(Some).collect()
        };
        let mut pending: Vec<(u64, Mesh, Option<ResolvedBackend>)> = ordered
            .into_iter()
            .flat_map(|(state, mesh)| backends.iter().map(move |&a| (state, mesh, a)))
            .collect();
        let meshes = pending.len();
        for at in 1..=meshes {
            let next = self.next_shape(&pending);
            let (state, mesh, asked) = pending.remove(next);
            self.start_ahead(scope, &pending);
            self.search_mesh(&format!("mesh {at}/{meshes}"), state, mesh, asked)?;
        }
        self.finish()
    }

    /// The index in `pending` of the shape to search next: the first, unless pruning, then the
    /// one with the lowest analytic step where it would start (the first of equals).
    fn next_shape(&self, pending: &[(u64, Mesh, Option<ResolvedBackend>)]) -> usize {
        let Some(pruning) = &self.pruning else {
            return 0;
        };
        let step = |&(state, mesh, _): &(u64, Mesh, Option<ResolvedBackend>)| {
            let c = self.start_candidate(mesh, ResolvedBackend::Xla, state).0;
            pruning.estimate(&c, state).step_s
        };
        (0..pending.len())
            .min_by(|&a, &b| step(&pending[a]).total_cmp(&step(&pending[b])))
            .unwrap_or(0)
    }

    /// Starts the first programs of the meshes of `pending` that will be searched next (as
    /// many as compile at once besides the search's own), on threads of `scope`.
    fn start_ahead<'s>(
        &self,
        scope: &'s std::thread::Scope<'s, 'a>,
        pending: &[(u64, Mesh, Option<ResolvedBackend>)],
    ) {
        let Some(prefetch) = &self.compile.prefetch else {
            return;
        };
        let mut rest = pending.to_vec();
        let mut started = 0;
        while started < prefetch.ahead() && !rest.is_empty() {
            let (state, mesh, asked) = rest.remove(self.next_shape(&rest));
            if let Some((options, program)) = self.first_try_program(state, mesh, asked) {
                started += usize::from(self.compile.start_ahead(scope, &options, &program));
            }
        }
    }

    /// The first program `mesh` will compile (as [`Search::search_mesh`] would start it), or
    /// `None` when it would compile nothing now: a ZeRO-2 twin that fit nowhere, too much
    /// state, a candidate that cannot win, a program that does not build.
    fn first_try_program(
        &self,
        state: u64,
        mesh: Mesh,
        asked: Option<ResolvedBackend>,
    ) -> Option<(CompileOptions, nam::graph::program::StepProgram)> {
        let platform = self.compile.backend.platform();
        let attention = match asked {
            Some(a) => a,
            None => own_attention(self.cfg, mesh, platform).ok()?,
        };
        let (mut candidate, _) = self.start_candidate(mesh, attention, state);
        if self.too_much_state(state)
            || !self.raise_to_fsdp_twin(&mut candidate)
            || self.can_win(&candidate, state).is_err()
        {
            return None;
        }
        let (programs, options, _) = self.trainer_programs_of(&candidate).ok()?;
        let (_, _, first) = programs.ok()?.into_iter().next()?;
        Some((options, first))
    }

    /// The trainer's programs for `candidate` on its mesh (or why they do not build), the
    /// mesh's compile options, and the scan backends they use.
    fn trainer_programs_of(&self, candidate: &Candidate) -> Result<ProgramsOf, PlanError> {
        let batch = self.cfg.train.batch_size;
        let platform = self.compile.backend.platform();
        let mut with = self.cfg.clone();
        with.mesh = candidate.mesh;
        let options = train::mesh::with_compiler_options(
            train::mesh::compile_options(&candidate.mesh, 0..),
            &self.cfg.compiler,
            platform,
        );
        let scans = own_sublayer_backends(&with, batch, candidate.micro_batches, platform)?;
        let programs = trainer_programs(
            &with,
            self.layout,
            batch,
            candidate.micro_batches,
            self.opts.layer_loop,
            candidate.attention,
            scans,
        );
        Ok((programs, options, scans))
    }

    /// `mesh`'s first try: the config's batch and micro-batches, raised to where the
    /// calibrated activations say it starts fitting when pruning (with that reason).
    fn start_candidate(
        &self,
        mesh: Mesh,
        attention: ResolvedBackend,
        state: u64,
    ) -> (Candidate, Option<String>) {
        let mut c = Candidate {
            mesh,
            batch_rows: self.cfg.train.batch_size,
            micro_batches: self.cfg.train.micro_batches.max(1),
            attention,
        };
        let Some(pruning) = &self.pruning else {
            return (c, None);
        };
        let grads = self.gradients.get(&mesh).copied().unwrap_or(0);
        let (micro, why) =
            pruning.start_micro_batches(&c, state, grads, self.opts.usable_hbm_bytes);
        c.micro_batches = micro;
        (c, why)
    }

    /// Searches one mesh with one attention backend (`asked`; `None`: the config's own as it
    /// resolves on the mesh), from the config's micro-batches or where its FSDP twin's search
    /// ended. `place` says which of the meshes it is, for progress.
    fn search_mesh(
        &mut self,
        place: &str,
        state: u64,
        mesh: Mesh,
        asked: Option<ResolvedBackend>,
    ) -> Result<(), PlanError> {
        let attention = match asked {
            Some(a) => a,
            None => own_attention(self.cfg, mesh, self.compile.backend.platform())?,
        };
        let (mut candidate, starts_later) = self.start_candidate(mesh, attention, state);
        if self.too_much_state(state) {
            // Listed at the config's own micro-batches: no count fits.
            candidate.micro_batches = self.cfg.train.micro_batches.max(1);
            self.skip_for_state(candidate, state);
            return Ok(());
        }
        if !self.start_after_fsdp_twin(&mut candidate, state) {
            return Ok(());
        }
        if let Err(why) = self.can_win(&candidate, state) {
            self.skip_as_cannot_win(place, candidate, state, why);
            return Ok(());
        }
        if let Some(why) = starts_later {
            (self.progress)(&format!("[{place}] {}: {why}", mesh_label(&mesh)));
        }
        let searched = self.search_micro_batches(place, candidate, state)?;
        if mesh.fsdp && !mesh.zero2 && searched.searched {
            self.fsdp_fit
                .insert((mesh, attention), searched.fewest_fitting);
        }
        Ok(())
    }

    /// Lists `candidate` uncompiled: its state alone (parameters, MoE and optimizer state: the
    /// programs' donated arguments, so part of every program's per-chip bytes) exceeds the
    /// usable memory, and more micro-batches shrink activations, not state. Its ZeRO-2 twin
    /// (more state still) is skipped with it.
    fn skip_for_state(&mut self, candidate: Candidate, state: u64) {
        let mut cp = CandidatePlan::new(candidate, state, self.cfg.model.seq_len);
        cp.not_compiled.push((
            "all",
            format!(
                "skipped: its parameters and optimizer state alone need {} per chip, {} usable \
                 (no micro-batch count fits; `namtrain plan --exhaustive` compiles it anyway)",
                gib(state),
                gib(self.opts.usable_hbm_bytes)
            ),
        ));
        (self.progress)(&format!(
            "[{}] skipped without compiling: state {} per chip exceeds {}",
            candidate.label(),
            gib(state),
            gib(self.opts.usable_hbm_bytes)
        ));
        if candidate.mesh.fsdp && !candidate.mesh.zero2 {
            self.fsdp_fit
                .insert((candidate.mesh, candidate.attention), None);
        }
        self.candidates.push(cp);
    }

    /// Whether `candidate` can still win by the calibrated analytic estimate (always, unless
    /// pruning).
    fn can_win(&self, candidate: &Candidate, state: u64) -> Result<(), String> {
        match &self.pruning {
            Some(p) => p.can_win(candidate, state),
            None => Ok(()),
        }
    }

    /// Lists `candidate` uncompiled: it cannot win (`why`).
    fn skip_as_cannot_win(&mut self, place: &str, candidate: Candidate, state: u64, why: String) {
        (self.progress)(&format!(
            "[{place}] {} skipped without compiling: {why}",
            candidate.label()
        ));
        let mut cp = CandidatePlan::new(candidate, state, self.cfg.model.seq_len);
        cp.not_compiled.push(("all", why));
        self.candidates.push(cp);
    }

    /// A ZeRO-2 candidate starts at the fewest micro-batches its plain-FSDP twin fit with
    /// (any other candidate as it is); `false` when the twin fit with none.
    fn raise_to_fsdp_twin(&self, candidate: &mut Candidate) -> bool {
        if !candidate.mesh.zero2 {
            return true;
        }
        let twin = (candidate.mesh.with_zero2(false), candidate.attention);
        match self.fsdp_fit.get(&twin) {
            Some(Some(micro)) => {
                candidate.micro_batches = candidate.micro_batches.max(*micro);
                true
            }
            Some(None) => false,
            None => true,
        }
    }

    /// [`Search::raise_to_fsdp_twin`]; a ZeRO-2 candidate whose twin fit with none is listed
    /// uncompiled and `false` returned.
    fn start_after_fsdp_twin(&mut self, candidate: &mut Candidate, state: u64) -> bool {
        if self.raise_to_fsdp_twin(candidate) {
            return true;
        }
        let mut cp = CandidatePlan::new(*candidate, state, self.cfg.model.seq_len);
        cp.not_compiled.push((
            "all",
            "skipped: its FSDP twin fit at none of the micro-batch counts tried, and ZeRO-2 \
             adds the parameter copies to the same activations"
                .into(),
        ));
        self.candidates.push(cp);
        false
    }

    /// Whether `state` alone exceeds the budget, so that no micro-batch count fits (never
    /// under `--exhaustive`, which compiles such meshes anyway).
    fn too_much_state(&self, state: u64) -> bool {
        !self.opts.exhaustive && state > self.opts.usable_hbm_bytes
    }

    /// Tries `candidate`, and more micro-batches while the state fits but the activations do
    /// not (or a jump that fit may have skipped a count that fits too), until one fits, the
    /// tries or the budget run out, or no kernel serves the shape.
    fn search_micro_batches(
        &mut self,
        place: &str,
        mut candidate: Candidate,
        state: u64,
    ) -> Result<MicroBatchSearch, PlanError> {
        let mut search = MicroBatchSearch {
            fewest_fitting: None,
            searched: true,
            extra_tries: 0,
            largest_unfit: None,
            refining: false,
        };
        loop {
            if self.compiled >= self.budget {
                let mut cp = CandidatePlan::new(candidate, state, self.cfg.model.seq_len);
                cp.not_compiled.push((
                    "all",
                    format!("--max-candidates {} {BUDGET_REACHED}", self.budget),
                ));
                self.candidates.push(cp);
                search.searched = false;
                return Ok(search);
            }
            if search.extra_tries > 0
                && let Err(why) = self.can_win(&candidate, state)
            {
                self.skip_as_cannot_win(place, candidate, state, why);
                return Ok(search);
            }
            self.compiled += 1;
            let (programs, options, sublayers) =
                match self.build_programs(&mut search, &mut candidate, state)? {
                    Built::Programs(programs, options, sublayers) => (programs, options, sublayers),
                    Built::TryMoreMicroBatches => continue,
                    Built::NoKernel => {
                        search.searched = false;
                        return Ok(search);
                    }
                };
            let mut cp = self.compile_candidate(place, candidate, state, &options, programs);
            cp.sublayers = Some(sublayers);
            match self.record_try(place, &mut search, cp, state) {
                Some(micro) => {
                    search.extra_tries += 1;
                    candidate.micro_batches = micro;
                }
                None => return Ok(search),
            }
        }
    }

    /// Builds the trainer's programs for `candidate` on its mesh. When no kernel variant
    /// serves its shape the try is listed uncompiled, and the search either doubles the
    /// micro-batches (grouped experts) or ends.
    fn build_programs(
        &mut self,
        search: &mut MicroBatchSearch,
        candidate: &mut Candidate,
        state: u64,
    ) -> Result<Built, PlanError> {
        let attention = candidate.attention;
        let (programs, options, scans) = self.trainer_programs_of(candidate)?;
        let mut cp = CandidatePlan::new(*candidate, state, self.cfg.model.seq_len);
        match programs {
            Ok(programs) => {
                self.pallas_built |= attention == ResolvedBackend::Pallas;
                Ok(Built::Programs(programs, options, scans))
            }
            // No grouped-matmul variant for this many copies per chip: variants hold one
            // micro-batch's copies, so twice the micro-batches may have one (nothing was
            // compiled for this try).
            Err(e)
                if self.cfg.model.moe_kernel.uses_kernels()
                    && search.extra_tries < MAX_EXTRA_MICRO_BATCH_TRIES
                    && candidate
                        .rows_per_chip()
                        .is_multiple_of(2 * candidate.micro_batches) =>
            {
                cp.not_compiled.push((e.program, e.source.to_string()));
                self.candidates.push(cp);
                search.extra_tries += 1;
                candidate.micro_batches *= 2;
                Ok(Built::TryMoreMicroBatches)
            }
            // No kernel for this mesh's per-chip attention (or SSD, M2RNN or expert) shape: the
            // other candidates still plan.
            Err(e) if attention == ResolvedBackend::Pallas || scans.uses_kernels() => {
                cp.not_compiled.push((e.program, e.source.to_string()));
                self.candidates.push(cp);
                self.pallas_gap.get_or_insert(PlanError::Build(e));
                Ok(Built::NoKernel)
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Compiles `programs` in the trainer's order; once one does not fit, or (pruning) a
    /// training program alone predicts a step no faster than the best so far, the rest are
    /// listed as skipped.
    fn compile_candidate(
        &mut self,
        place: &str,
        candidate: Candidate,
        state: u64,
        options: &CompileOptions,
        programs: Vec<TrainerProgram>,
    ) -> CandidatePlan {
        let mut cp = CandidatePlan::new(candidate, state, self.cfg.model.seq_len);
        let mut slower: Option<String> = None;
        for (name, rows, program) in programs {
            if let Some(blocker) = cp
                .programs
                .iter()
                .find(|p| !p.fits(self.opts.usable_hbm_bytes))
            {
                cp.not_compiled
                    .push((name, format!("skipped: {} does not fit", blocker.name)));
                continue;
            }
            if let Some(why) = &slower {
                cp.not_compiled.push((name, why.clone()));
                continue;
            }
            if name == "eval" && self.pruning.is_some() {
                cp.not_compiled
                    .push((name, crate::prune::EVAL_DEFERRED.to_string()));
                continue;
            }
            (self.progress)(&format!(
                "[candidate {}, {place}] compiling {name} ({rows} rows, {:.1} MiB StableHLO) \
                 for {}: {}",
                self.compiled,
                program.text.len() as f64 / (1 << 20) as f64,
                self.devices_name,
                candidate.label()
            ));
            let compiled = self
                .compile
                .program(options, name, rows, &program, candidate.attention);
            if let (Some(pruning), Ok(e)) = (&self.pruning, &compiled.estimate)
                && matches!(name, "step" | "accumulate")
                && compiled.fits(self.opts.usable_hbm_bytes)
            {
                let runs = if name == "step" {
                    1
                } else {
                    candidate.micro_batches
                };
                slower = pruning.program_can_win(e.best_s(), runs).err();
            }
            cp.programs.push(compiled);
        }
        cp
    }

    /// Records a compiled try, says its verdict, and returns the micro-batch count to try next
    /// (`None`: this mesh's search is over).
    fn record_try(
        &mut self,
        place: &str,
        search: &mut MicroBatchSearch,
        cp: CandidatePlan,
        state: u64,
    ) -> Option<usize> {
        let usable = self.opts.usable_hbm_bytes;
        // Training programs that fit, eval waiting for the choice: a fit, for the search.
        let verdict = match cp.verdict(usable) {
            Verdict::CannotWin if cp.eval_deferred() => Verdict::Fits,
            verdict => verdict,
        };
        if let Some(pruning) = &mut self.pruning {
            let step = match (verdict, self.compile.chip) {
                (Verdict::Fits | Verdict::CannotWin, Some(chip)) => cp
                    .step_estimate(&self.cfg.model, chip)
                    .map(|e| e.best_s())
                    .or_else(|| training_program_lower_bound(&cp)),
                _ => None,
            };
            pruning.observe(&cp, state, step, verdict == Verdict::Fits);
        }
        let said = match cp.eval_deferred() {
            true => "training programs fit (eval compiles for the choice)".to_string(),
            false => verdict.to_string(),
        };
        (self.progress)(&format!(
            "[candidate {}, {place}] {}: {said}{}",
            self.compiled,
            cp.candidate.label(),
            cp.peak_bytes()
                .map_or_else(String::new, |p| format!(", {} per chip", gib(p)))
        ));
        let next = search.after(&cp, verdict, state, usable);
        self.candidates.push(cp);
        next
    }

    /// Compiles eval for the fastest candidate whose training programs fit and whose eval was
    /// deferred (and for the next, while one does not fit); the others' evals are left out
    /// as slower than the choice.
    fn compile_deferred_evals(&mut self) -> Result<(), PlanError> {
        let Some(chip) = self.compile.chip else {
            return Ok(());
        };
        let mut waiting: Vec<(f64, usize)> = self
            .candidates
            .iter()
            .enumerate()
            .filter(|(_, c)| c.eval_deferred())
            .filter_map(|(i, c)| Some((c.step_estimate(&self.cfg.model, chip)?.best_s(), i)))
            .collect();
        waiting.sort_by(|a, b| a.0.total_cmp(&b.0));
        let mut choice: Option<String> = None;
        for (_, i) in waiting {
            if let Some(label) = &choice {
                self.candidates[i].not_compiled =
                    vec![("eval", crate::prune::slower_than_the_choice(label))];
                continue;
            }
            let candidate = self.candidates[i].candidate;
            // Its training programs built when it was searched: so do they now.
            let (Ok(programs), options, _) = self.trainer_programs_of(&candidate)? else {
                continue;
            };
            let Some((name, rows, program)) = programs.into_iter().find(|(n, ..)| *n == "eval")
            else {
                continue;
            };
            (self.progress)(&format!(
                "[choice] compiling {name} ({rows} rows) for {}: {}",
                self.devices_name,
                candidate.label()
            ));
            let compiled =
                self.compile
                    .program(&options, name, rows, &program, candidate.attention);
            let fits = compiled.fits(self.opts.usable_hbm_bytes);
            let cp = &mut self.candidates[i];
            cp.not_compiled.clear();
            cp.programs.push(compiled);
            if fits {
                choice = Some(candidate.label());
            }
        }
        Ok(())
    }

    /// The candidates planned; an error when only Pallas was asked for and no mesh has kernels
    /// for its shapes: the fix (export) is the answer. (With `both`, the XLA figures stand and
    /// the gaps are listed.)
    fn finish(mut self) -> Result<Vec<CandidatePlan>, PlanError> {
        self.compile_deferred_evals()?;
        if let (Some(gap), false, [ResolvedBackend::Pallas]) = (
            self.pallas_gap,
            self.pallas_built,
            self.opts.attention.as_slice(),
        ) {
            return Err(gap);
        }
        Ok(self.candidates)
    }
}

impl MicroBatchSearch {
    /// Takes in a try's `verdict` and returns the micro-batch count to try next. Gradient
    /// accumulation shrinks activations, not state: worth a try when the state fits. A jump
    /// that fit may have skipped a count that fits too, with fewer (and so faster)
    /// micro-batches: that one is tried once.
    fn after(
        &mut self,
        cp: &CandidatePlan,
        verdict: Verdict,
        state: u64,
        usable: u64,
    ) -> Option<usize> {
        let micro = cp.candidate.micro_batches;
        // A candidate that cannot win fit as far as it compiled: its training programs did.
        if matches!(verdict, Verdict::Fits | Verdict::CannotWin) {
            self.fewest_fitting = Some(self.fewest_fitting.map_or(micro, |f| f.min(micro)));
        }
        let next = match verdict {
            _ if self.refining || self.extra_tries >= MAX_EXTRA_MICRO_BATCH_TRIES => None,
            Verdict::DoesNotFit if state < usable => next_micro_batches(cp, state, usable),
            Verdict::Fits => {
                count_skipped_by_a_jump(micro, self.largest_unfit, cp.candidate.rows_per_chip())
            }
            _ => None,
        };
        if verdict == Verdict::DoesNotFit {
            self.largest_unfit = Some(self.largest_unfit.map_or(micro, |u| u.max(micro)));
        }
        self.refining = verdict == Verdict::Fits && next.is_some();
        next
    }
}

/// A lower bound on the step of a candidate whose first training program alone compiled:
/// `micro-batches ×` its accumulate (or its step), as predicted.
fn training_program_lower_bound(cp: &CandidatePlan) -> Option<f64> {
    let first = cp.programs.first()?;
    let runs = match first.name {
        "accumulate" => cp.candidate.micro_batches,
        "step" => 1,
        _ => return None,
    };
    Some(first.estimate.as_ref().ok()?.best_s() * runs as f64)
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
        .filter_map(ProgramPlan::temp_bytes)
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
}
