//! Time-to-ready, cold vs warm, on the CPU plugin: a new process each time builds a config's
//! training programs (those the trainer compiles: step or accumulate + apply, and eval) and gets
//! each from the executable cache or compiles it. Time-to-ready is measured by the parent from
//! spawning the process until it reports every executable compiled or loaded; step 0 is one
//! execution of the step program on zero state (wall time, including upload and download).
//!
//! Run: `cargo bench -p namtrain --bench time_to_ready [-- CONFIG...]` (default
//! `configs/nam-tiny.toml configs/nam12-dense.toml`). Step 0 runs only where the step's batch is
//! small enough for a CPU (`rows x seq_len <= 8192` tokens); nam12-dense's 128 x 4096 batch would
//! take hours on two cores.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Instant;

use nam::NamConfig;
use nam::graph::layout::LayerLoop;
use pjrt::{Client, CompileOptions, HostTensor};
use train::cache::ExecutableCache;
use train::programs::{trainer_layout, trainer_programs};
use train::trainer::element_type;

const CHILD_ENV: &str = "NAMTRAIN_TTR_CHILD";
const CACHE_ENV: &str = "NAMTRAIN_TTR_CACHE";
const STEP0_MAX_TOKENS: usize = 8192;

fn main() {
    if let Ok(config) = std::env::var(CHILD_ENV) {
        child(&config, &std::env::var(CACHE_ENV).expect("cache dir"));
        return;
    }
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let configs: Vec<String> = if args.is_empty() {
        vec![
            "configs/nam-tiny.toml".into(),
            "configs/nam12-dense.toml".into(),
        ]
    } else {
        args
    };
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf();
    println!(
        "| config | cold ready s | warm ready s | ratio | cold step 0 s | warm step 0 s | programs |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for config in configs {
        let cache = std::env::temp_dir().join(format!(
            "namtrain-ttr-{}-{}",
            std::process::id(),
            Path::new(&config).file_stem().unwrap().to_string_lossy()
        ));
        let _ = std::fs::remove_dir_all(&cache);
        let cold = spawn(&repo.join(&config), &cache);
        let warm: Vec<Run> = (0..3).map(|_| spawn(&repo.join(&config), &cache)).collect();
        let best = warm
            .iter()
            .min_by(|a, b| a.ready.total_cmp(&b.ready))
            .expect("three warm runs");
        let step0 = |r: &Run| r.step0.map_or_else(|| "-".into(), |s| format!("{s:.2}"));
        println!(
            "| {config} | {:.2} | {:.3} | {:.0}x | {} | {} | {} |",
            cold.ready,
            best.ready,
            cold.ready / best.ready,
            step0(&cold),
            step0(best),
            cold.outcomes
        );
        let _ = std::fs::remove_dir_all(&cache);
    }
}

struct Run {
    ready: f64,
    step0: Option<f64>,
    outcomes: String,
}

/// Starts a child for `config` and times it from spawn to its "ready" line.
fn spawn(config: &Path, cache: &Path) -> Run {
    let start = Instant::now();
    let mut child = Command::new(std::env::current_exe().expect("own path"))
        .env(CHILD_ENV, config)
        .env(CACHE_ENV, cache)
        .stdout(Stdio::piped())
        .spawn()
        .expect("start the child");
    let mut ready = None;
    let mut step0 = None;
    let mut outcomes = String::new();
    for line in BufReader::new(child.stdout.take().expect("piped")).lines() {
        let line = line.expect("child output");
        if let Some(rest) = line.strip_prefix("ready ") {
            ready = Some(start.elapsed().as_secs_f64());
            outcomes = rest.to_string();
        } else if let Some(s) = line.strip_prefix("step0 ") {
            step0 = Some(s.parse().expect("seconds"));
        }
    }
    let status = child.wait().expect("child exit");
    assert!(
        status.success(),
        "the child for {} failed",
        config.display()
    );
    Run {
        ready: ready.expect("the child reported ready"),
        step0,
        outcomes,
    }
}

/// The measured process: programs → cache → ready; then step 0 where it is CPU-sized.
fn child(config: &str, cache_dir: &str) {
    let cfg = NamConfig::from_toml_str(&std::fs::read_to_string(config).expect("config"))
        .expect("valid config");
    let layout = trainer_layout(&cfg, LayerLoop::Scan);
    let programs = trainer_programs(
        &cfg,
        &layout,
        cfg.train.batch_size,
        cfg.train.micro_batches.max(1),
        LayerLoop::Scan,
        nam::graph::attention::ResolvedBackend::Xla,
        nam::graph::mamba::SsdBackend::Xla,
    )
    .expect("programs build");
    let client = Client::cpu(1).expect("CPU client");
    let cache = ExecutableCache::open(cache_dir).expect("cache");
    let mut loaded = Vec::new();
    let mut outcomes = Vec::new();
    for (name, _, program) in &programs {
        let c = cache
            .get_or_compile(&client, &program.text, &CompileOptions::single_device(), "")
            .expect("compile or load");
        outcomes.push(format!("{name}:{:?}", c.outcome));
        loaded.push(c.executable);
    }
    println!("ready {}", outcomes.join(","));
    let (_, rows, step) = &programs[0];
    if rows * cfg.model.seq_len > STEP0_MAX_TOKENS {
        return;
    }
    let inputs: Vec<HostTensor> = step
        .signature
        .inputs
        .iter()
        .map(|s| HostTensor::zeros(element_type(s.dtype), &s.dims).expect("zeros"))
        .collect();
    let start = Instant::now();
    let out = loaded[0].execute_host(&inputs).expect("step 0");
    assert_eq!(out.len(), step.signature.outputs.len());
    println!("step0 {}", start.elapsed().as_secs_f64());
}
