//! `namtrain plan --config C --topology v6e-8`: which mesh to train a config with on a TPU
//! slice — per-chip HBM, collectives and predicted step time of its training programs on every
//! mesh the config allows, answered on any machine by compiling deviceless through libtpu.
//!
//! `namtrain plan --config C --plugin cpu [--cpu-devices N]` plans the same way for N devices
//! of this host's CPU plugin (the performance model's CPU entry is measured on the spot), so a
//! prediction can be checked against a real run on the machine at hand.
//!
//! libtpu never loads in this process: this binary re-executes itself as the compile worker
//! (a child with `TPU_SKIP_MDS_QUERY=1` etc., under `unshare -n` where available). The compiled
//! executables land in the executable cache under the key a VM of the slice computes, so
//! copying the cache directory there makes its first run start warm.

use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Args;
use nam::NamConfig;
use nam::graph::attention::{AttentionBackend, AttentionChoice, ResolvedBackend};
use plan::choice::{self, Budget};
use plan::perf::Chip;
use plan::{
    CandidatePlan, MeshFilter, Plan, PlanDevices, PlanOptions, ProgramPlan, Slice,
    V6E_USABLE_HBM_GIB, Verdict, gib, mesh_label, plan,
};
use train::cache::ExecutableCache;
use train::collectives::{COLLECTIVE_KINDS, human_bytes};

use crate::args::{layer_loop, load_config, open_cache};

/// Arguments of `namtrain plan`.
#[derive(Debug, Args)]
pub struct PlanArgs {
    /// The run's config: a TOML file, or a preset by name (`namtrain presets`).
    #[arg(long, value_name = "FILE")]
    config: PathBuf,
    /// Override a config key (repeatable): `--set train.batch_size=128`, `--set
    /// data.shards=gs://bucket/parquet`; typed by the config schema, part of the config hash.
    #[arg(long = "set", value_name = "SECTION.KEY=VALUE")]
    set: Vec<String>,
    /// TPU slice: v6e-1, v6e-4, v6e-8, v6e-16 or v6e-32 (default v6e-8; not with
    /// `--plugin cpu`).
    #[arg(long)]
    topology: Option<String>,
    /// With `--plugin cpu`: how many CPU devices to plan for.
    #[arg(long, value_name = "N")]
    cpu_devices: Option<usize>,
    /// Usable memory per device, GiB (default: v6e's usable HBM; with `--plugin cpu`, this
    /// host's available memory shared by the devices).
    #[arg(long)]
    hbm_gib: Option<f64>,
    /// Safety margin kept free of the usable HBM, percent: a candidate fits when its largest
    /// program needs at most (100 - margin)% of --hbm-gib.
    #[arg(long, default_value_t = 5.0, value_name = "PERCENT")]
    hbm_margin: f64,
    /// Executable cache to store the compiled programs in (default: $NAMTRAIN_CACHE_DIR or
    /// ~/.cache/namtrain).
    #[arg(long, value_name = "DIR")]
    cache_dir: Option<PathBuf>,
    /// Do not store the compiled programs.
    #[arg(long)]
    no_cache: bool,
    /// Kernels exported for this config's shapes (`namtrain kernels export`), planned with
    /// besides the built-in ones (default: the cache directory's `kernels/`).
    #[arg(long, value_name = "DIR")]
    kernels_dir: Option<PathBuf>,
    /// `tpu` (libtpu of the project venv, deviceless), `cpu` (this host's CPU plugin) or a
    /// path to either plugin.
    #[arg(long, default_value = "tpu")]
    plugin: String,
    /// Plan the unrolled layer loop instead of the scan the trainer uses.
    #[arg(long)]
    unrolled: bool,
    /// Compile nothing: say, per program the config's own trainer compiles, whether the cache
    /// holds the VM's key and otherwise which key components differ from the nearest entry.
    #[arg(long)]
    why_miss: bool,
    /// Plan only meshes matching this (repeatable), e.g. `--mesh data=2,model=4` or
    /// `--mesh data=8,fsdp` or `--mesh data=8,fsdp,zero2`; unnamed axes are free, FSDP and
    /// ZeRO-2 every way unless named.
    #[arg(long = "mesh", value_name = "AXES")]
    meshes: Vec<String>,
    /// Compile at most N candidates (meshes and their micro-batch retries, per-chip state
    /// smallest first); the rest are listed uncompiled.
    #[arg(long, value_name = "N")]
    max_candidates: Option<usize>,
    /// Compile every candidate, each mesh from the config's own micro-batches: also those
    /// whose parameters and optimizer state alone exceed the usable memory per chip, and those
    /// the analytic estimate, calibrated by the candidates compiled, says cannot win (by
    /// default both are listed with the reason and not compiled, and eval compiles for the
    /// choice only; `--mesh` and `--attention both` also compile what they name in full).
    #[arg(long)]
    exhaustive: bool,
    /// Compiles at once on a TPU slice: the search's own and, on other threads, the first
    /// programs of the meshes it searches next, while the host's available memory holds
    /// another compile; the candidates compiled and the choice do not depend on it (default:
    /// half the host's cores, at most 8).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..=64))]
    compile_workers: Option<u64>,
    /// Also list the meshes the config cannot use, with the reasons, and every program's
    /// compile details.
    #[arg(long, short)]
    verbose: bool,
    /// Also write the predictions as JSON to FILE: per candidate its mesh, predicted step
    /// (best estimate and both bounds, seconds), tokens/s, MFU, the bounding term, the terms,
    /// and the compiler's per-device memory; with the chip entry the model used.
    #[arg(long, value_name = "FILE")]
    json: Option<PathBuf>,
    /// Attention of the planned programs: xla, pallas (TPU), mosaic-gpu (NVIDIA Hopper), auto,
    /// or both (every shape with xla and with the platform's kernels, side by side). Default:
    /// the config's `[model] attention`.
    #[arg(long, value_name = "BACKEND")]
    attention: Option<String>,
}

/// The backends `--attention` asks for; empty: the config's own `[model] attention` (which
/// `--attention auto` sets to `auto`, resolved per mesh).
fn attention_backends(
    arg: Option<&str>,
    cfg: &mut NamConfig,
    platform: nam::Platform,
) -> Result<Vec<ResolvedBackend>> {
    let Some(arg) = arg else {
        return Ok(Vec::new());
    };
    if arg.trim().eq_ignore_ascii_case("both") {
        let kernels = match platform {
            nam::Platform::Cuda => ResolvedBackend::MosaicGpu,
            _ => ResolvedBackend::Pallas,
        };
        return Ok(vec![ResolvedBackend::Xla, kernels]);
    }
    let backend: AttentionBackend = arg
        .parse()
        .with_context(|| "--attention takes xla, pallas, mosaic-gpu, auto or both")?;
    if backend == AttentionBackend::Auto {
        cfg.model.attention = backend;
        return Ok(Vec::new());
    }
    Ok(vec![backend.resolve(platform)?])
}

/// What a plan is for: a TPU slice (deviceless libtpu), this host's CPU plugin, or its GPUs
/// (the CUDA plugin).
enum Target {
    Slice(Slice),
    /// This host's GPUs: the public entry for their kind with rates measured on the spot
    /// ([`plan::perf::measure_gpu`]).
    Gpu {
        /// A client on the CUDA plugin.
        client: pjrt::Client,
        /// The performance model's entry, measured on its first device.
        chip: Chip,
    },
    Cpu {
        /// A client with the devices planned for.
        client: pjrt::Client,
        /// The performance model's CPU entry, measured on it.
        chip: Chip,
    },
}

impl Target {
    /// The platform its programs are built for (what `auto` attention resolves on).
    fn platform(&self) -> nam::Platform {
        match self {
            Target::Slice(_) => nam::Platform::Tpu,
            Target::Gpu { .. } => nam::Platform::Cuda,
            Target::Cpu { .. } => nam::Platform::Cpu,
        }
    }
}

/// Devices `plan --plugin cpu` plans for unless `--cpu-devices` says.
const DEFAULT_CPU_DEVICES: usize = 8;

/// Compiles the candidates and prints the per-chip table and a recommendation.
pub fn run(args: PlanArgs) -> Result<()> {
    let mut cfg = load_config(&args.config, &args.set)?;
    check_args(&args)?;
    let (target, plugin_path) = target(&args)?;
    if let Target::Slice(_) = target {
        let dir =
            train::kernels::kernel_dir(args.kernels_dir.as_deref(), args.cache_dir.as_deref())?;
        train::kernels::add_exported_kernels(&dir)?;
    }
    let worker = std::env::current_exe().context("finding this executable")?;
    let devices = match &target {
        Target::Slice(slice) => PlanDevices::Slice {
            slice,
            plugin_path: &plugin_path,
            worker: Some(&worker),
        },
        Target::Cpu { client, chip } | Target::Gpu { client, chip } => PlanDevices::Client {
            client,
            worker: None,
            chip: Some(chip),
        },
    };
    let hbm_gib = usable_gib(&target, args.hbm_gib)?;
    let (opts, budget) = plan_options(&args, &mut cfg, &target, hbm_gib)?;
    if args.why_miss {
        let cache = open_cache(args.cache_dir.as_deref())?;
        for k in plan::why_miss(&cfg, &devices, &opts, &cache)? {
            println!("{} — {}: {}", k.candidate.label(), k.name, k.why);
        }
        return Ok(());
    }
    let cache = if args.no_cache {
        None
    } else {
        Some(open_cache(args.cache_dir.as_deref())?)
    };
    let plan = plan(&cfg, &devices, &opts, cache.as_ref(), |msg| {
        eprintln!("namtrain plan: {msg}")
    })?;
    print_plan(&args, &target, hbm_gib, &cfg, &plan, cache.as_ref());
    if let Some(path) = &args.json {
        files::write_atomic(
            path,
            serde_json::to_string_pretty(&plan_json(&plan))?.as_bytes(),
        )
        .with_context(|| format!("writing {}", path.display()))?;
    }
    let Target::Slice(slice) = &target else {
        return Ok(());
    };
    remember_choice(&args, slice, &cfg, &plan, &opts, budget, cache.as_ref())
}

/// Refuses flag values no plan can use, before anything is loaded.
fn check_args(args: &PlanArgs) -> Result<()> {
    anyhow::ensure!(
        args.hbm_gib.is_none_or(|g| g.is_finite() && g > 0.0),
        "--hbm-gib must be a positive number of GiB (v6e: {V6E_USABLE_HBM_GIB})"
    );
    anyhow::ensure!(
        (0.0..100.0).contains(&args.hbm_margin),
        "--hbm-margin is a percentage from 0 to below 100 (default 5)"
    );
    anyhow::ensure!(
        args.max_candidates != Some(0),
        "--max-candidates must be at least 1"
    );
    Ok(())
}

/// What `args` plan for, and the plugin that compiles for it: the CPU or CUDA plugin's devices
/// (measured for the performance model now), or a TPU slice (`--topology`, v6e-8 by default).
fn target(args: &PlanArgs) -> Result<(Target, PathBuf)> {
    // A bad slice name is refused before the plugin is looked for.
    let slice = args.topology.as_deref().map(Slice::parse).transpose()?;
    let plugin_path = pjrt::locate::resolve_plugin(&args.plugin)?;
    let target = match pjrt::PluginKind::from_path(&plugin_path) {
        pjrt::PluginKind::Cpu => cpu_target(args)?,
        pjrt::PluginKind::Cuda => gpu_target(args)?,
        _ => {
            anyhow::ensure!(
                args.cpu_devices.is_none(),
                "--cpu-devices plans the CPU plugin: pass --plugin cpu, or --topology for a TPU \
                 slice"
            );
            Target::Slice(match slice {
                Some(slice) => slice,
                None => Slice::parse("v6e-8")?,
            })
        }
    };
    Ok((target, plugin_path))
}

/// `--plugin cpu`: `--cpu-devices` devices of this host's CPU plugin, the CPU measured now.
fn cpu_target(args: &PlanArgs) -> Result<Target> {
    anyhow::ensure!(
        args.topology.is_none(),
        "--topology names a TPU slice; with --plugin cpu the plan is for \
         --cpu-devices N devices of this host (default {DEFAULT_CPU_DEVICES})"
    );
    let n = args.cpu_devices.unwrap_or(DEFAULT_CPU_DEVICES);
    anyhow::ensure!(n >= 1, "--cpu-devices must be at least 1");
    let client = crate::args::client(&args.plugin, n)?;
    eprintln!("namtrain plan: measuring this CPU for the performance model");
    let chip = plan::perf::measure_cpu(&client).context("measuring the CPU")?;
    Ok(Target::Cpu { client, chip })
}

/// `--plugin cuda`: this host's GPUs, the public entry for their kind measured now.
fn gpu_target(args: &PlanArgs) -> Result<Target> {
    anyhow::ensure!(
        args.topology.is_none() && args.cpu_devices.is_none(),
        "--plugin cuda plans for this host's GPUs: drop --topology and --cpu-devices"
    );
    let client = crate::args::client(&args.plugin, 1)?;
    let kind = client.addressable_device(0)?.kind()?;
    let public = Chip::for_device_kind(&kind).with_context(|| {
        format!(
            "no public figures for GPU kind {kind:?} in the performance model (it knows \
             the H100 and the H200): plan on one of those, or train and read the \
             measured step"
        )
    })?;
    eprintln!("namtrain plan: measuring this {kind} for the performance model");
    let chip = plan::perf::measure_gpu(&client, &public).context("measuring the GPU")?;
    eprintln!("namtrain plan: {}", chip.source);
    Ok(Target::Gpu { client, chip })
}

/// Usable GiB per device: `--hbm-gib`, else v6e's usable HBM, the GPU's memory, or this host's
/// available memory shared by the CPU devices.
fn usable_gib(target: &Target, hbm_gib: Option<f64>) -> Result<f64> {
    Ok(match (target, hbm_gib) {
        (_, Some(g)) => g,
        (Target::Slice(_), None) => V6E_USABLE_HBM_GIB,
        (Target::Gpu { chip, .. }, None) => chip.memory_bytes as f64 / (1u64 << 30) as f64,
        (Target::Cpu { client, .. }, None) => {
            let per_device =
                train::host::available_memory_per_device(client.addressable_devices()?.len())
                    .context(
                        "reading this host's available memory: pass --hbm-gib (usable GiB per \
                         device)",
                    )?;
            per_device as f64 / (1u64 << 30) as f64
        }
    })
}

/// The planning options of `args` (budget, attention, layer loop, `--mesh`,
/// `--max-candidates`) and the budget key a remembered choice records.
fn plan_options(
    args: &PlanArgs,
    cfg: &mut NamConfig,
    target: &Target,
    hbm_gib: f64,
) -> Result<(PlanOptions, Budget)> {
    let (mut opts, budget) = choice::slice_budget(hbm_gib, args.hbm_margin);
    opts.attention = attention_backends(args.attention.as_deref(), cfg, target.platform())?;
    opts.layer_loop = layer_loop(args.unrolled);
    opts.mesh_filters = args
        .meshes
        .iter()
        .map(|m| MeshFilter::parse(m))
        .collect::<Result<_, _>>()?;
    opts.max_candidates = args.max_candidates;
    opts.exhaustive = args.exhaustive;
    opts.compile_workers = args.compile_workers.map(|n| n as usize);
    Ok((opts, budget))
}

/// What `namtrain --config` on a VM of the slice would choose for a config that leaves the
/// mesh to the planner: remembered when every mesh was considered with the config's own
/// attention, so the VM's first start does not plan again.
fn remember_choice(
    args: &PlanArgs,
    slice: &Slice,
    cfg: &NamConfig,
    plan: &Plan,
    opts: &PlanOptions,
    budget: Budget,
    cache: Option<&ExecutableCache>,
) -> Result<()> {
    let whole_search = args.meshes.is_empty()
        && args.max_candidates.is_none()
        && opts.attention.is_empty()
        && cfg.mesh_auto;
    if let (Some(cache), true, true) = (cache, plan.cacheable, whole_search)
        && let Some(key) = choice::remember(cfg, plan, opts, budget, cache)?
    {
        println!(
            "mesh choice: remembered for `namtrain --config {}` on a {} VM ({key:.12})",
            args.config.display(),
            slice.name
        );
    }
    Ok(())
}

/// Prints the plan: what was planned and how, the per-chip table, collectives by kind, the
/// predictions, every candidate's programs, the recommendation, and what the cache holds.
fn print_plan(
    args: &PlanArgs,
    target: &Target,
    hbm_gib: f64,
    cfg: &NamConfig,
    plan: &Plan,
    cache: Option<&ExecutableCache>,
) {
    print_header(args, target, cfg, plan);
    print_budget_and_meshes(args, hbm_gib, plan);
    print_table(plan);
    print_collectives_by_kind(plan);
    print_predictions(plan, args.verbose);
    println!();
    println!("programs:");
    for (i, c) in plan.candidates.iter().enumerate() {
        print_programs(i + 1, c, plan, args.verbose);
    }
    println!();
    match plan.recommended() {
        Some(r) => println!(
            "recommended: {} — {}",
            r.candidate.candidate.label(),
            r.reason
        ),
        None => println!("recommended: none — {}", why_none(plan)),
    }
    println!("time: {}", plan.planning_time().line());
    if let Some(cache) = cache {
        print_cache(target, plan, cache);
    }
}

/// What was planned, on what, compiled how; the model; the attention choice when it is `auto`.
fn print_header(args: &PlanArgs, target: &Target, cfg: &NamConfig, plan: &Plan) {
    let t = &plan.vm_target;
    let counts = nam::counting::param_counts(&cfg.model);
    let compiled_how = match target {
        Target::Slice(s) => {
            println!(
                "plan: {} on {} (libtpu topology {}, {} host(s) of {} chips, {} x {:?})",
                args.config.display(),
                s.name,
                s.topology,
                s.hosts(),
                s.chips_per_host(),
                plan.topology.as_ref().map_or(0, |t| t.devices.len()),
                t.device_kind
            );
            "compiled deviceless in a sandboxed worker"
        }
        Target::Cpu { .. } | Target::Gpu { .. } => {
            let plugin = if matches!(target, Target::Gpu { .. }) {
                "CUDA"
            } else {
                "CPU"
            };
            println!(
                "plan: {} on {} devices of this host's {plugin} plugin ({:?})",
                args.config.display(),
                t.device_count,
                t.device_kind
            );
            "compiled on a live client of this host"
        }
    };
    println!(
        "plugin: {} {} (PJRT API {}.{}), {compiled_how}",
        t.platform,
        t.platform_version.lines().next().unwrap_or(""),
        t.pjrt_api_version.0,
        t.pjrt_api_version.1
    );
    println!(
        "model: {} parameters ({} active); state (params + optimizer) {} per replica; \
         global batch {} x {} = {} tokens per step",
        count(counts.total()),
        count(counts.active()),
        human_bytes(plan.state_bytes),
        cfg.train.batch_size,
        cfg.model.seq_len,
        cfg.train.batch_size * cfg.model.seq_len
    );
    let own_backend = args
        .attention
        .as_deref()
        .is_none_or(|a| a.trim().eq_ignore_ascii_case("auto"));
    if own_backend && cfg.model.attention == AttentionBackend::Auto {
        let own = AttentionChoice::for_trainer(cfg, target.platform())
            .map_or_else(|e| e.to_string(), |c| c.receipt());
        let own = train::kernels::naming_the_config(&own, &args.config);
        println!(
            "attention: auto, per mesh — pallas where an exported kernel serves every attention \
             call's per-chip shape, else xla; on the config's [mesh]: {own}"
        );
    }
}

/// The fit budget, the meshes planned and left out (why, with `--verbose`), and how the
/// collectives are counted.
fn print_budget_and_meshes(args: &PlanArgs, hbm_gib: f64, plan: &Plan) {
    println!(
        "fit budget per chip: {} = {:.2} GiB usable (--hbm-gib) less a {}% margin \
         (--hbm-margin); per-chip figures are the compiler's plan for each \
         candidate's largest program: peak as the compiler reports it, total = arguments + \
         outputs - aliased + temps + code (what the verdict compares)",
        gib(plan.usable_hbm_bytes),
        hbm_gib,
        args.hbm_margin
    );
    let valid = plan
        .candidates
        .iter()
        .map(|c| c.candidate.mesh)
        .collect::<std::collections::HashSet<_>>()
        .len();
    println!(
        "meshes: {valid} planned, {} left out by --mesh, {} invalid for this config{}",
        plan.filtered_out,
        plan.skipped.len(),
        if args.verbose || plan.skipped.is_empty() {
            ""
        } else {
            " (--verbose says why)"
        }
    );
    if args.verbose {
        for m in &plan.skipped {
            println!(
                "  skipped {}: {}",
                mesh_label(&m.mesh),
                m.reasons.join("; ")
            );
        }
    }
    println!(
        "collectives: per chip per optimizer step (Mode B: micro-batches x accumulate + apply; \
         eval not included), counted in the optimized programs; {}",
        match plan.loop_trips {
            Some(n) => format!(
                "ops inside the layer scan (and its gradient loop) count {n} times, once per \
                 pattern group, with XLA attention (libtpu records no trip counts; the count \
                 comes from the config; with Pallas attention the scan runs several groups per \
                 iteration and counts once per iteration)"
            ),
            None => "ops inside loops count once (static counts: this config has loops other \
                     than the layer scan at the top level)"
                .to_string(),
        }
    );
}

/// The per-chip table: one row per candidate.
fn print_table(plan: &Plan) {
    println!();
    println!(
        "{:>3}  {:<28} {:>9} {:>5} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10}  {:<13} {:>11} {:>9} {:>10}",
        "#",
        "mesh",
        "rows/chip",
        "micro",
        "state/chip",
        "arguments",
        "outputs",
        "temps",
        "peak",
        "total",
        "verdict",
        "tokens/step",
        "coll ops",
        "coll bytes"
    );
    for (i, c) in plan.candidates.iter().enumerate() {
        print_row(i + 1, c, plan);
    }
}

/// Per candidate, its collectives per step by kind.
fn print_collectives_by_kind(plan: &Plan) {
    println!();
    println!("collectives per step by kind (ops x bytes received per chip):");
    for (i, c) in plan.candidates.iter().enumerate() {
        let Some(r) = c.step_collectives() else {
            continue;
        };
        let kinds: Vec<String> = COLLECTIVE_KINDS
            .iter()
            .map(|k| {
                let st = r.get(k);
                format!(
                    "{k} {}x {}",
                    st.executed_count,
                    human_bytes(st.executed_bytes)
                )
            })
            .collect();
        let caveat = if r.loops_without_trip_count > 0 {
            format!(
                " ({} loop(s) without a known trip count counted once)",
                r.loops_without_trip_count
            )
        } else {
            String::new()
        };
        println!(
            "{:>3}  {}: {}{caveat}",
            i + 1,
            mesh_label(&c.candidate.mesh),
            kinds.join(", ")
        );
    }
}

/// How many executables the plan stored, and where they serve a run warm.
fn print_cache(target: &Target, plan: &Plan, cache: &ExecutableCache) {
    let t = &plan.vm_target;
    let stored = plan
        .candidates
        .iter()
        .flat_map(|c| &c.programs)
        .filter(|p| p.cache_key.is_some())
        .count();
    match target {
        Target::Cpu { .. } => println!(
            "cache: {stored} executable(s) stored in {} under this host's key: a run of a \
             planned mesh with --cpu-devices {} starts warm",
            cache.root().display(),
            t.device_count
        ),
        Target::Gpu { .. } => println!(
            "cache: {stored} executable(s) stored in {} under this host's key: a run of a \
             planned mesh on these GPUs starts warm",
            cache.root().display()
        ),
        Target::Slice(s) if plan.cacheable => println!(
            "cache: {stored} executable(s) stored in {} under the key of a {} VM ({} x \
             {:?}, platform version as above); copy it to the VM's cache directory to start \
             warm",
            cache.root().display(),
            s.name,
            t.device_count,
            t.device_kind
        ),
        Target::Slice(s) => println!(
            "cache: nothing stored: {} spans {} hosts and the trainer runs one process over \
             one host's chips",
            s.name,
            s.hosts()
        ),
    }
}

/// `plan --json`: every candidate's prediction (PREDICTED: every time in it comes from the
/// performance model) and compiled memory.
fn plan_json(plan: &Plan) -> serde_json::Value {
    let candidates: Vec<serde_json::Value> = plan
        .candidates
        .iter()
        .map(|c| {
            let e = plan.step_estimate(c);
            let m = &c.candidate.mesh;
            serde_json::json!({
                "mesh": c.candidate.label(),
                "axes": {
                    "data": m.data,
                    "expert": m.expert,
                    "model": m.model,
                    "fsdp": m.fsdp,
                    "zero2": m.zero2,
                },
                "micro_batches": c.candidate.micro_batches,
                "attention": c.candidate.attention.as_str(),
                "sublayer_kernels": c.sublayer_kernels(&plan.model),
                "verdict": c.verdict(plan.usable_hbm_bytes).to_string(),
                "state_bytes_per_device": c.state_bytes_per_chip,
                "tokens_per_step": c.tokens_per_step,
                "peak_bytes_per_device": c.peak_bytes(),
                "programs": c.programs.iter().map(|p| serde_json::json!({
                    "name": p.name,
                    "rows": p.rows,
                    "peak_bytes": p.peak_bytes(),
                    "total_bytes": p.total_bytes(),
                    "compile_seconds": p.compile_seconds,
                    "from_memo": p.from_memo,
                    "memory": p.memory.as_ref().map(|m| m.to_array()),
                    "estimate": p.estimate.as_ref().ok(),
                })).collect::<Vec<_>>(),
                "not_compiled": c.not_compiled.iter().map(|(p, why)| serde_json::json!({
                    "program": p,
                    "why": why,
                })).collect::<Vec<_>>(),
                "predicted": e.map(|e| serde_json::json!({
                    "best_s": e.best_s(),
                    "no_overlap_s": e.terms.no_overlap_s(),
                    "perfect_overlap_s": e.terms.perfect_overlap_s(),
                    "tokens_per_s": e.tokens_per_s(),
                    "mfu": e.mfu(),
                    "bound_by": e.terms.bound_by(),
                    "compute_s": e.terms.compute_s,
                    "memory_s": e.terms.memory_s,
                    "exposed_collective_s": e.terms.exposed_collective_s,
                    "loop_s": e.terms.loop_s,
                    "loop_iterations": e.terms.loop_iterations,
                    "schedule_s": e.terms.schedule_s,
                    "costliest": e.terms.costliest,
                })),
            })
        })
        .collect();
    serde_json::json!({
        "note": "every time here is PREDICTED by the performance model",
        "chip": plan.chip,
        "usable_bytes_per_device": plan.usable_hbm_bytes,
        "recommended": plan.recommended().map(|r| r.candidate.candidate.label()),
        "planning": plan.planning_time(),
        "candidates": candidates,
    })
}

/// The performance model's prediction per candidate: best estimate, both bounds, tokens/s,
/// MFU, the bounding term and the terms themselves.
fn print_predictions(plan: &Plan, verbose: bool) {
    let Some(chip) = &plan.chip else {
        return;
    };
    println!();
    println!(
        "predicted step time (PREDICTED by the performance model from each candidate's \
         optimized programs and {} figures: {}; best estimate = per-op roofline + collectives \
         the schedule does not hide; bounds: no overlap (sum of terms) and perfect overlap \
         (largest term); docs/performance.md):",
        chip.name, chip.source
    );
    println!(
        "{:>3}  {:<44} {:>10} {:>10} {:>11} {:>12} {:>6}  bound by; terms (ms per step)",
        "#", "candidate", "best ms", "no-ovl ms", "perf-ovl ms", "tokens/s", "MFU"
    );
    for (i, c) in plan.candidates.iter().enumerate() {
        let Some(e) = plan.step_estimate(c) else {
            continue;
        };
        let t = &e.terms;
        let ms = |s: f64| 1e3 * s;
        let mut terms = vec![
            format!("compute {:.2}", ms(t.compute_s)),
            format!("HBM {:.2}", ms(t.memory_s)),
        ];
        for (name, secs) in &t.collective_s {
            terms.push(format!("{name} {:.2}", ms(*secs)));
        }
        terms.push(format!(
            "exposed collectives {:.2}",
            ms(t.exposed_collective_s)
        ));
        if t.loop_s > 0.0 {
            terms.push(format!(
                "loops {:.2} ({:.0} iterations)",
                ms(t.loop_s),
                t.loop_iterations
            ));
        }
        if t.schedule_s > 0.0 {
            terms.push(format!("kernel schedules {:.2}", ms(t.schedule_s)));
        }
        if t.hidden_beside_s > 0.0 {
            terms.push(format!(
                "SparseCore work hidden {:.2}",
                ms(t.hidden_beside_s)
            ));
        }
        println!(
            "{:>3}  {:<44} {:>10.4} {:>10.4} {:>11.4} {:>12.0} {:>5.1}%  {}; {}",
            i + 1,
            truncate(&c.candidate.label(), 44),
            ms(e.best_s()),
            ms(t.no_overlap_s()),
            ms(t.perfect_overlap_s()),
            e.tokens_per_s(),
            100.0 * e.mfu(),
            t.bound_by(),
            terms.join(", ")
        );
    }
    if verbose {
        print_costliest_ops(plan);
    }
}

/// How many of a candidate's costliest collectives `plan -v` lists after its costliest ops.
const COLLECTIVES_SHOWN: usize = 6;

/// Per predicted candidate, the ops with the most predicted time per step, then the collectives
/// with the most link time: where it goes.
fn print_costliest_ops(plan: &Plan) {
    println!();
    println!(
        "where the predicted time goes (PREDICTED; per candidate, its costliest ops in the \
         optimized programs: ms per step, program, op, runs per step, FLOPs and bytes per step, \
         the unit that bounds it; below each, its result shape and, for a fusion, the ops \
         inside; then its costliest collectives, by link time):"
    );
    for (i, c) in plan.candidates.iter().enumerate() {
        let Some(e) = plan.step_estimate(c) else {
            continue;
        };
        println!("{:>3}  {}", i + 1, c.candidate.label());
        let ops = e.terms.costliest.iter();
        let collectives = e.terms.costliest_collectives.iter();
        for op in ops.chain(collectives.take(COLLECTIVES_SHOWN)) {
            println!(
                "     {:>9.2} ms  {:<10} {:<28} {:<12} x{:<6} {:>10.1} GFLOP {:>10.1} MB  {}",
                1e3 * op.seconds,
                op.program,
                truncate(&op.name, 28),
                truncate(&op.opcode, 12),
                op.runs,
                // + 0.0: an empty f64 sum is -0.0.
                op.flops / 1e9 + 0.0,
                op.bytes / 1e6,
                op.bound_by
            );
            let inside = match op.fused.is_empty() {
                true => String::new(),
                false => format!("  ({})", op.fused),
            };
            println!("{:>18}{}{inside}", "", op.shape);
        }
    }
}

fn truncate(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        text.to_string()
    } else {
        let mut t: String = text.chars().take(width - 1).collect();
        t.push('…');
        t
    }
}

/// Why no candidate fits, with the fix.
fn why_none(plan: &Plan) -> String {
    let usable = plan.usable_hbm_bytes;
    let compiled: Vec<&CandidatePlan> = plan
        .candidates
        .iter()
        .filter(|c| !c.programs.is_empty())
        .collect();
    let refusals: Vec<(&str, &str)> = compiled.iter().filter_map(|c| c.refusal()).collect();
    if !compiled.is_empty() && refusals.len() == compiled.len() {
        let (name, e) = refusals[0];
        return format!(
            "the compiler refused every candidate for a reason other than memory ({name}: {}); \
             a smaller batch or a larger slice does not change that",
            first_lines(e, 1)
        );
    }
    let min_state = compiled.iter().map(|c| c.state_bytes_per_chip).min();
    // Only those the compile budget left out: a ZeRO-2 twin or a shape without a Pallas kernel
    // is not compiled for reasons raising the budget does not change.
    let uncompiled = plan.candidates.iter().filter(|c| c.cut_by_budget()).count();
    let more = if uncompiled > 0 {
        format!(
            "; {uncompiled} candidate(s) were not compiled (raise --max-candidates or widen \
             --mesh)"
        )
    } else {
        String::new()
    };
    match min_state {
        Some(state) if state > usable => format!(
            "parameters and optimizer state alone take at least {} per chip on every planned \
             mesh, more than {} usable; plan a larger slice or shard more (FSDP, expert, \
             model){more}",
            gib(state),
            gib(usable)
        ),
        Some(_) => {
            // The smallest temporaries any one-row-per-chip program needed.
            let one_row = compiled
                .iter()
                .filter(|c| c.candidate.micro_rows_per_chip() == 1)
                .flat_map(|c| &c.programs)
                .filter_map(|p| match &p.memory {
                    Ok(m) if !p.fits(usable) => Some(m.temp_size_in_bytes.max(0) as u64),
                    Ok(_) => None,
                    Err(_) => p.refused_temp_bytes(),
                })
                .min();
            match one_row {
                Some(temps) => format!(
                    "the state fits but activations do not, even at one sequence per chip per \
                     micro-batch (at least {} of temporaries): shrink the activations (remat the \
                     layer scan, Pallas attention, shorter seq_len) or shard them more{more}",
                    gib(temps)
                ),
                None => format!(
                    "the state fits but activations do not: raise [train] micro_batches, lower \
                     batch_size or seq_len, or plan a larger slice{more}"
                ),
            }
        }
        None => format!("nothing was compiled{more}"),
    }
}

fn print_row(n: usize, c: &CandidatePlan, plan: &Plan) {
    let largest = c.largest_program();
    let mem = largest.and_then(|p| p.memory.as_ref().ok());
    let b = |v: Option<i64>| v.map_or_else(|| "-".into(), |v| human_bytes(v.max(0) as u64));
    let peak = match (largest, mem) {
        (Some(p), Some(_)) => p.peak_bytes().map_or_else(|| "-".into(), human_bytes),
        (Some(p), None) => p
            .refused_temp_bytes()
            .map_or_else(|| "refused".into(), |t| format!(">{}", human_bytes(t))),
        _ => "-".into(),
    };
    let total = match largest {
        Some(p) if p.memory.is_ok() => p.total_bytes().map_or_else(|| "-".into(), human_bytes),
        _ => "-".into(),
    };
    let coll = c.step_collectives();
    println!(
        "{:>3}  {:<28} {:>9} {:>5} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10}  {:<13} {:>11} {:>9} {:>10}",
        n,
        mesh_label(&c.candidate.mesh),
        c.candidate.rows_per_chip(),
        c.candidate.micro_batches,
        human_bytes(c.state_bytes_per_chip),
        b(mem.map(|m| m.argument_size_in_bytes)),
        b(mem.map(|m| m.output_size_in_bytes)),
        b(mem.map(|m| m.temp_size_in_bytes)),
        peak,
        total,
        c.verdict(plan.usable_hbm_bytes).to_string(),
        c.tokens_per_step,
        coll.as_ref()
            .map_or_else(|| "-".into(), |r| r.total_executed_count().to_string()),
        coll.as_ref()
            .map_or_else(|| "-".into(), |r| human_bytes(r.total_executed_bytes())),
    );
}

fn print_programs(n: usize, c: &CandidatePlan, plan: &Plan, verbose: bool) {
    println!("{:>3}  {}", n, c.candidate.label());
    if let Some(kernels) = c.sublayer_kernels(&plan.model) {
        println!("     kernels: {kernels}");
    }
    for p in &c.programs {
        let fits = if p.fits(plan.usable_hbm_bytes) {
            Verdict::Fits
        } else {
            Verdict::DoesNotFit
        };
        match &p.memory {
            Ok(m) => {
                let b = |v: i64| human_bytes(v.max(0) as u64);
                println!(
                    "     {:<10} {:>5} rows  arguments {:>10}  outputs {:>10}  temps {:>10}  \
                     peak {:>10}  code {:>9}  aliased {:>10}  total {:>10}  {fits}  {}",
                    p.name,
                    p.rows,
                    b(m.argument_size_in_bytes),
                    b(m.output_size_in_bytes),
                    b(m.temp_size_in_bytes),
                    p.peak_bytes().map_or_else(|| "-".into(), human_bytes),
                    b(m.generated_code_size_in_bytes),
                    b(m.alias_size_in_bytes),
                    human_bytes(p.total_bytes().unwrap_or(0)),
                    compiled_how(p)
                );
            }
            Err(e) => println!(
                "     {:<10} {:>5} rows  refused by the compiler ({}): {}",
                p.name,
                p.rows,
                compiled_how(p),
                first_lines(e, 1)
            ),
        }
        if verbose {
            match &p.collectives {
                Ok(r) => println!("       collectives per call: {r}"),
                Err(e) => println!("       collectives: {e}"),
            }
            println!("       program sha256 {}", p.program_sha256);
        }
        if let Some(w) = &p.cache_warning {
            println!("       not cached: {w}");
        }
    }
    for (name, why) in &c.not_compiled {
        println!("     {name:<10} not compiled: {why}");
    }
}

/// `compiled in 12.3s`, or where an earlier run's result was reused.
fn compiled_how(p: &ProgramPlan) -> String {
    if p.from_memo {
        format!("plan memo (compiled in {:.1}s before)", p.compile_seconds)
    } else {
        format!("compiled in {:.1}s", p.compile_seconds)
    }
}

/// A parameter count as `4.24B`, `190.0M` or `12.3K`.
fn count(n: u64) -> String {
    match n as f64 {
        v if v >= 1e9 => format!("{:.2}B", v / 1e9),
        v if v >= 1e6 => format!("{:.1}M", v / 1e6),
        v => format!("{:.1}K", v / 1e3),
    }
}

fn first_lines(s: &str, n: usize) -> String {
    s.lines()
        .filter(|l| !l.trim().is_empty())
        .take(n)
        .collect::<Vec<_>>()
        .join(" | ")
}
