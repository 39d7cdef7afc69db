//! The mesh search, pruned against exhaustive, side by side on this machine: for each config,
//! from empty caches, the headline command's first start (`namtrain --config C --topology T
//! --dry-run`: the pruned search, eval for the choice only), its warm rerun, and `namtrain plan
//! --exhaustive` (every mesh from the config's own micro-batches, nothing left out). Each is a
//! fresh process with its own cache directory; libtpu compiles deviceless in the sandboxed
//! worker (`unshare -n` where it works).
//!
//! Run: `cargo bench -p namtrain --bench plan_search [-- [--topology v6e-8] [--skip-exhaustive]
//! CONFIG...]` (default `configs/nam52.toml` on v6e-8). Build the binary first (`cargo build
//! --release`); the bench runs `target/release/namtrain` (or `$NAMTRAIN_BIN`). nam52's
//! exhaustive search takes hours on a 2-core machine; `--skip-exhaustive` runs the pruned one
//! alone.
//!
//! Prints, per search: wall time, programs compiled, candidates compiled, the choice and its
//! PREDICTED step (the performance model's figure, not a measurement), and the ratio of the
//! wall times.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

/// One search's outcome.
struct Search {
    wall_s: f64,
    choice: String,
    predicted_step: String,
    programs: String,
    candidates: String,
}

fn main() {
    let mut topology = "v6e-8".to_string();
    let mut skip_exhaustive = false;
    let mut configs = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--topology" => topology = args.next().expect("--topology needs a slice"),
            "--skip-exhaustive" => skip_exhaustive = true,
            "--bench" => {}
            other if other.starts_with("--") => {}
            other => configs.push(other.to_string()),
        }
    }
    if configs.is_empty() {
        configs.push("configs/nam52.toml".into());
    }
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let bin = std::env::var_os("NAMTRAIN_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo.join("target/release/namtrain"));
    assert!(
        bin.exists(),
        "{} not found: cargo build --release first, or set NAMTRAIN_BIN",
        bin.display()
    );
    println!(
        "| config | search | wall | programs compiled | candidates compiled | choice | PREDICTED step |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for config in &configs {
        let scratch =
            std::env::temp_dir().join(format!("namtrain-plan-search-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&scratch);
        std::fs::create_dir_all(&scratch).expect("scratch dir");
        let pruned_cache = scratch.join("pruned-cache");
        let pruned = dry_run(&bin, repo, config, &topology, &pruned_cache);
        row(config, "pruned (`--dry-run`, cold)", &pruned);
        let warm = dry_run(&bin, repo, config, &topology, &pruned_cache);
        row(config, "pruned, warm rerun", &warm);
        if !skip_exhaustive {
            let full = exhaustive(&bin, repo, config, &topology, &scratch);
            row(config, "exhaustive (`plan --exhaustive`, cold)", &full);
            println!(
                "\n{config}: the pruned search took {:.2}x less wall time than the exhaustive \
                 one; choices: {} / {}",
                full.wall_s / pruned.wall_s.max(1e-9),
                pruned.choice,
                full.choice
            );
        }
        let _ = std::fs::remove_dir_all(&scratch);
    }
}

fn row(config: &str, search: &str, s: &Search) {
    println!(
        "| {config} | {search} | {} | {} | {} | {} | {} |",
        minutes(s.wall_s),
        s.programs,
        s.candidates,
        s.choice,
        s.predicted_step
    );
}

fn minutes(s: f64) -> String {
    if s >= 60.0 {
        format!("{} min {:.0} s", (s / 60.0).floor(), s % 60.0)
    } else {
        format!("{s:.1} s")
    }
}

/// `cmd`, timed, in the repository, under `unshare -n` where that works; its stdout and
/// stderr.
fn timed(mut cmd: Command, repo: &Path) -> (f64, String, String) {
    cmd.current_dir(repo);
    let start = Instant::now();
    let out = cmd.output().expect("run namtrain");
    let wall = start.elapsed().as_secs_f64();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "namtrain failed:\n{stdout}\n{stderr}");
    (wall, stdout, stderr)
}

fn sandboxed(bin: &Path) -> Command {
    let works = Command::new("unshare")
        .args(["-n", "true"])
        .status()
        .is_ok_and(|s| s.success());
    if works {
        let mut c = Command::new("unshare");
        c.arg("-n").arg(bin);
        c
    } else {
        Command::new(bin)
    }
}

/// The headline command's dry run: the pruned search, as a VM's first start runs it.
fn dry_run(bin: &Path, repo: &Path, config: &str, topology: &str, cache: &Path) -> Search {
    let mut cmd = sandboxed(bin);
    cmd.args([
        "--config",
        config,
        "--topology",
        topology,
        "--dry-run",
        "--cache-dir",
    ])
    .arg(cache);
    let (wall_s, stdout, stderr) = timed(cmd, repo);
    let all = format!("{stdout}\n{stderr}");
    let chosen = all
        .lines()
        .find(|l| l.contains(" chosen for "))
        .unwrap_or("(no choice line)");
    let choice = chosen
        .split(" chosen for ")
        .next()
        .unwrap_or_default()
        .trim_start_matches("namtrain: ")
        .trim_start_matches("mesh ")
        .to_string();
    let planned = all
        .lines()
        .find(|l| l.contains("planned in") || l.contains("remembered"))
        .unwrap_or("")
        .to_string();
    let programs = planned.split(": ").nth(1).unwrap_or(&planned).to_string();
    let candidates = chosen
        .split("candidate(s) compiled")
        .next()
        .and_then(|s| s.rsplit(' ').next())
        .unwrap_or("-")
        .to_string();
    let predicted_step = all
        .lines()
        .find(|l| l.trim_start().starts_with("step: PREDICTED"))
        .map(|l| {
            l.trim()
                .trim_start_matches("step: PREDICTED ")
                .split(" by ")
                .next()
                .unwrap_or("")
                .to_string()
        })
        .unwrap_or_else(|| "-".into());
    Search {
        wall_s,
        choice,
        predicted_step,
        programs,
        candidates,
    }
}

/// `namtrain plan --exhaustive`: every candidate compiled in full.
fn exhaustive(bin: &Path, repo: &Path, config: &str, topology: &str, scratch: &Path) -> Search {
    let json = scratch.join("exhaustive.json");
    let mut cmd = sandboxed(bin);
    cmd.args([
        "plan",
        "--config",
        config,
        "--topology",
        topology,
        "--exhaustive",
        "--cache-dir",
    ])
    .arg(scratch.join("exhaustive-cache"))
    .arg("--json")
    .arg(&json);
    let (wall_s, _, _) = timed(cmd, repo);
    let plan: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&json).expect("plan --json")).expect("json");
    let candidates = plan["candidates"].as_array().cloned().unwrap_or_default();
    let compiled = candidates
        .iter()
        .filter(|c| !c["programs"].as_array().is_none_or(|p| p.is_empty()))
        .count();
    let choice = plan["recommended"].as_str().unwrap_or("-").to_string();
    let predicted_step = candidates
        .iter()
        .find(|c| c["mesh"].as_str() == Some(choice.as_str()))
        .and_then(|c| c["predicted"]["best_s"].as_f64())
        .map_or_else(|| "-".into(), |s| format!("{:.1} ms", 1e3 * s));
    Search {
        wall_s,
        choice,
        predicted_step,
        programs: format!("{}", plan["planning"]["programs_compiled"]),
        candidates: compiled.to_string(),
    }
}
