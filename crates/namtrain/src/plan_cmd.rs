//! `namtrain plan --config C --topology v6e-8`: per-chip HBM of a config's training programs on
//! a TPU slice, answered on any machine by compiling deviceless through libtpu.
//!
//! libtpu never loads in this process: this binary re-executes itself as the compile worker
//! (a child with `TPU_SKIP_MDS_QUERY=1` etc., under `unshare -n` where available). The compiled
//! executables land in the executable cache under the key a VM of the slice computes, so
//! copying the cache directory there makes its first run start warm.

use std::path::PathBuf;

use anyhow::{Context, Result};
use clap::Args;
use nam::NamConfig;
use nam::graph::attention::{AttentionBackend, ResolvedBackend};
use nam::graph::layout::LayerLoop;
use train::cache::{ExecutableCache, default_cache_dir};
use train::collectives::human_bytes;
use train::plan::{
    CandidatePlan, Parallelism, Plan, PlanOptions, Slice, V6E_USABLE_HBM_GIB, Verdict, gib, plan,
};

/// Arguments of `namtrain plan`.
#[derive(Debug, Args)]
pub struct PlanArgs {
    /// The run's config (TOML).
    #[arg(long, value_name = "FILE")]
    config: PathBuf,
    /// TPU slice: v6e-1, v6e-4, v6e-8, v6e-16 or v6e-32.
    #[arg(long, default_value = "v6e-8")]
    topology: String,
    /// Usable HBM per chip, GiB.
    #[arg(long, default_value_t = V6E_USABLE_HBM_GIB)]
    hbm_gib: f64,
    /// Executable cache to store the compiled programs in (default: $NAMTRAIN_CACHE_DIR or
    /// ~/.cache/namtrain).
    #[arg(long, value_name = "DIR")]
    cache_dir: Option<PathBuf>,
    /// Do not store the compiled programs.
    #[arg(long)]
    no_cache: bool,
    /// libtpu: `tpu` (the project venv) or a path to libtpu.so.
    #[arg(long, default_value = "tpu")]
    plugin: String,
    /// Plan the unrolled layer loop instead of the scan the trainer uses.
    #[arg(long)]
    unrolled: bool,
    /// Compile nothing: say, per program, whether the cache holds the VM's key and otherwise
    /// which key components differ from the nearest entry.
    #[arg(long)]
    why_miss: bool,
    /// Attention of the planned programs: xla, pallas, auto, or both (every shape with xla and
    /// with pallas, side by side). Default: the config's `[model] attention`.
    #[arg(long, value_name = "BACKEND")]
    attention: Option<String>,
}

/// The backends `--attention` asks for (empty: the config's own).
fn attention_backends(arg: Option<&str>) -> Result<Vec<ResolvedBackend>> {
    let Some(arg) = arg else {
        return Ok(Vec::new());
    };
    if arg.trim().eq_ignore_ascii_case("both") {
        return Ok(vec![ResolvedBackend::Xla, ResolvedBackend::Pallas]);
    }
    let backend: AttentionBackend = arg
        .parse()
        .with_context(|| "--attention takes xla, pallas, auto or both")?;
    Ok(vec![backend.resolve("tpu")?])
}

/// Compiles the candidates and prints the per-chip table and a recommendation.
pub fn run(args: PlanArgs) -> Result<()> {
    let text = std::fs::read_to_string(&args.config)
        .with_context(|| format!("reading config {}", args.config.display()))?;
    let cfg = NamConfig::from_toml_str(&text)
        .with_context(|| format!("config {}", args.config.display()))?;
    let slice = Slice::parse(&args.topology)?;
    anyhow::ensure!(
        args.hbm_gib.is_finite() && args.hbm_gib > 0.0,
        "--hbm-gib must be a positive number of GiB (v6e: {V6E_USABLE_HBM_GIB})"
    );
    let libtpu = pjrt::locate::resolve_plugin(&args.plugin)?;
    let mut opts = PlanOptions::new(slice, &libtpu);
    opts.usable_hbm_bytes = (args.hbm_gib * (1u64 << 30) as f64) as u64;
    opts.worker = Some(std::env::current_exe().context("finding this executable")?);
    opts.attention = attention_backends(args.attention.as_deref())?;
    opts.layer_loop = if args.unrolled {
        LayerLoop::Unrolled
    } else {
        LayerLoop::Scan
    };
    if args.why_miss {
        let dir = match &args.cache_dir {
            Some(d) => d.clone(),
            None => default_cache_dir()?,
        };
        let cache = ExecutableCache::open(&dir)
            .with_context(|| format!("opening the executable cache at {}", dir.display()))?;
        for k in train::plan::why_miss(&cfg, &opts, &cache)? {
            println!("{} — {}: {}", k.candidate.label(), k.name, k.why);
        }
        return Ok(());
    }
    let cache = if args.no_cache {
        None
    } else {
        let dir = match &args.cache_dir {
            Some(d) => d.clone(),
            None => default_cache_dir()?,
        };
        Some(
            ExecutableCache::open(&dir)
                .with_context(|| format!("opening the executable cache at {}", dir.display()))?,
        )
    };
    let plan = plan(&cfg, &opts, cache.as_ref(), |msg| {
        eprintln!("namtrain plan: {msg}")
    })?;
    print_plan(&args, &cfg, &plan, cache.as_ref());
    Ok(())
}

fn print_plan(args: &PlanArgs, cfg: &NamConfig, plan: &Plan, cache: Option<&ExecutableCache>) {
    let s = &plan.slice;
    let t = &plan.vm_target;
    let counts = nam::counting::param_counts(&cfg.model);
    println!(
        "plan: {} on {} (libtpu topology {}, {} host(s) of {} chips, {} x {:?})",
        args.config.display(),
        s.name,
        s.topology,
        s.hosts(),
        s.chips_per_host(),
        plan.topology.devices.len(),
        t.device_kind
    );
    println!(
        "plugin: {} {} (PJRT API {}.{}), compiled deviceless in a sandboxed worker",
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
        gib(plan.state_bytes),
        cfg.train.batch_size,
        cfg.model.seq_len,
        cfg.train.batch_size * cfg.model.seq_len
    );
    println!(
        "usable HBM per chip: {} (--hbm-gib); per-chip figures are the compiler's plan",
        gib(plan.usable_hbm_bytes)
    );
    for (i, c) in plan.candidates.iter().enumerate() {
        println!();
        print_candidate(i + 1, c, plan);
    }
    println!();
    match plan.recommended() {
        Some(c) => println!(
            "recommended: {} — {} per chip of {} usable, {} tokens per step ({} per chip){}",
            c.candidate.label(),
            c.peak_bytes().map_or_else(|| "?".into(), gib),
            gib(plan.usable_hbm_bytes),
            c.tokens_per_step,
            c.tokens_per_chip,
            match c.candidate.parallelism {
                Parallelism::SingleDevice => "",
                Parallelism::DataParallel { .. } =>
                    "; needs the data-parallel (SPMD) trainer from the meshes issue",
            }
        ),
        None if plan.state_bytes > plan.usable_hbm_bytes => println!(
            "recommended: none of these fits: parameters and optimizer state alone take {} per \
             replica, more than {} usable per chip; shard them (FSDP over `data`, experts over \
             `expert`, once meshes land), use a larger-HBM chip, or shrink the model",
            gib(plan.state_bytes),
            gib(plan.usable_hbm_bytes)
        ),
        None => println!(
            "recommended: none of these fits: lower [train] batch_size or raise micro_batches \
             (activations exceed {} per chip)",
            gib(plan.usable_hbm_bytes)
        ),
    }
    if let Some(cache) = cache {
        let stored = plan
            .candidates
            .iter()
            .flat_map(|c| &c.programs)
            .filter(|p| p.cache_key.is_some())
            .count();
        println!(
            "cache: {stored} executable(s) stored in {} under the key of a {} VM ({} x {:?}, \
             platform version as above); copy it to the VM's cache directory to start warm",
            cache.root().display(),
            s.name,
            t.device_count,
            t.device_kind
        );
    }
}

fn print_candidate(n: usize, c: &CandidatePlan, plan: &Plan) {
    let what = match c.candidate.parallelism {
        Parallelism::SingleDevice => {
            "the programs the trainer compiles today: the whole batch on one chip".to_string()
        }
        Parallelism::DataParallel { replicas } => format!(
            "data parallel = the same per-chip program at the per-device batch on each of \
             {replicas} chips, state replicated; the gradient all-reduce (SPMD, meshes issue) \
             is not in this program"
        ),
    };
    println!("candidate {n}: {} ({what})", c.candidate.label());
    println!(
        "  {:<10} {:>5} {:>11} {:>11} {:>11} {:>9} {:>11} {:>11} {:>9}  verdict",
        "program", "rows", "arguments", "outputs", "temps", "code", "aliased", "total", "compile"
    );
    for p in &c.programs {
        match &p.memory {
            Ok(m) => {
                let b = |v: i64| human_bytes(v.max(0) as u64);
                let total = p.total_bytes().unwrap_or(0);
                println!(
                    "  {:<10} {:>5} {:>11} {:>11} {:>11} {:>9} {:>11} {:>11} {:>8.1}s  {}",
                    p.name,
                    p.rows,
                    b(m.argument_size_in_bytes),
                    b(m.output_size_in_bytes),
                    b(m.temp_size_in_bytes),
                    b(m.generated_code_size_in_bytes),
                    b(m.alias_size_in_bytes),
                    human_bytes(total),
                    p.compile_seconds,
                    if total <= plan.usable_hbm_bytes {
                        Verdict::Fits
                    } else {
                        Verdict::DoesNotFit
                    }
                );
            }
            Err(e) => {
                let temps = p
                    .refused_temp_bytes()
                    .map_or_else(|| "-".to_string(), |t| format!(">{}", human_bytes(t)));
                println!(
                    "  {:<10} {:>5} {:>11} {:>11} {:>11} {:>9} {:>11} {:>11} {:>8.1}s  {}",
                    p.name,
                    p.rows,
                    "-",
                    "-",
                    temps,
                    "-",
                    "-",
                    "-",
                    p.compile_seconds,
                    Verdict::DoesNotFit
                );
                println!("    the compiler refused it: {}", first_lines(e, 1));
            }
        }
        if let Some(w) = &p.cache_warning {
            println!("    not cached: {w}");
        }
    }
    println!(
        "  => {}: largest program {} of {} usable per chip; {} tokens per step ({} per chip)",
        c.verdict(plan.usable_hbm_bytes),
        c.peak_bytes().map_or_else(|| "over the limit".into(), gib),
        gib(plan.usable_hbm_bytes),
        c.tokens_per_step,
        c.tokens_per_chip
    );
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
