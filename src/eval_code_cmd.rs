//! `namtrain eval-code --bench FILE.jsonl --completions FILE.jsonl [--out DIR]
//! [--compiler "c++ -std=c++17 -O1"] [--jobs N] [--timeout SECONDS]`: scores given completions
//! of a code bench, without a model.
//!
//! Each completion is compiled with the host's C++ compiler and its problem's tests run, both
//! in the sandbox of `code_eval::sandbox` (namespaces, a read-only filesystem but the program's
//! own fresh directory, resource limits, an empty environment), `--jobs` at a time. stderr gets
//! a line per completion and a table; stdout one JSON line, the summary (`compile_rate`,
//! `pass_rate`, `pass@k`, per difficulty, verdict counts); `--out DIR` keeps every completion
//! with its verdict (`code-eval.jsonl`) and the summary (`code-eval-summary.json`).
//!
//! Every input is checked before anything runs or is written: the bench, the completions (each
//! naming a bench problem), the compiler (it must build `int main() {}` in the sandbox), the
//! sandbox itself, and `--out` (files already there are never overwritten).

use anyhow::{Context, Result, bail};
use clap::Args;
use code_eval::{Bench, Compiler, Record, Scoring, Summary};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Arguments of `namtrain eval-code`.
#[derive(Debug, Args)]
pub struct EvalCodeArgs {
    /// The bench: a jsonl file of problems in MultiPL-E's format (`name`, `prompt`, `tests`,
    /// `stop_tokens`, optional `difficulty`); namtrain ships configs/code-bench/cpp.jsonl.
    #[arg(long)]
    bench: PathBuf,
    /// Completions to score: jsonl lines of `name` and `completion` (several per problem for
    /// pass@k), such as a run's `evals/code-step-N.jsonl`.
    #[arg(long)]
    completions: PathBuf,
    /// Where to keep `code-eval.jsonl` (every completion and verdict) and
    /// `code-eval-summary.json`; files already there are not overwritten.
    #[arg(long)]
    out: Option<PathBuf>,
    /// The C++ compiler command; the source file and `-o` are appended.
    #[arg(long, default_value = Compiler::DEFAULT)]
    compiler: String,
    /// Completions compiled and tested at once (0: one per core).
    #[arg(long, default_value_t = 0)]
    jobs: usize,
    /// Seconds (wall clock, and CPU) one program's tests may run.
    #[arg(long, default_value_t = Scoring::TEST_TIMEOUT.as_secs())]
    timeout: u64,
}

/// The files `--out` receives.
const RECORDS_FILE: &str = "code-eval.jsonl";
const SUMMARY_FILE: &str = "code-eval-summary.json";

/// `--out`'s two files, refused when either exists.
fn out_files(out: &Path) -> Result<(PathBuf, PathBuf)> {
    let (records, summary) = (out.join(RECORDS_FILE), out.join(SUMMARY_FILE));
    for f in [&records, &summary] {
        if f.exists() {
            bail!(
                "{} already exists: pass another --out directory, or move it away (namtrain \
                 never overwrites an evaluation)",
                f.display()
            );
        }
    }
    Ok((records, summary))
}

/// Runs the command.
pub fn run(args: EvalCodeArgs) -> Result<()> {
    if args.timeout == 0 {
        bail!("--timeout 0 leaves no time to run a test: pass a number of seconds, such as 10");
    }
    let bench = Bench::load(&args.bench)?;
    let completions = bench.load_completions(&args.completions)?;
    let outputs = args.out.as_deref().map(out_files).transpose()?;
    let mut scoring = Scoring::new(Compiler::parse(&args.compiler)?, args.jobs)?;
    scoring.test_timeout = Duration::from_secs(args.timeout);
    eprintln!(
        "namtrain eval-code: {} completion(s) of {} problem(s) in {}; compiler \"{}\", {} at \
         once, {} s per test",
        completions.len(),
        bench.problems.len(),
        bench.path.display(),
        scoring.compiler().text,
        scoring.jobs,
        args.timeout,
    );
    eprintln!("namtrain eval-code: sandbox: {}", scoring.sandbox());
    let started = Instant::now();
    let records = scoring.score(&bench, &completions, &|done, total| {
        eprintln!("namtrain eval-code: [{done}/{total}] scored");
    });
    let seconds = started.elapsed().as_secs_f64();
    for r in &records {
        let limit = r.stopped_by.map(|l| format!(" ({l})")).unwrap_or_default();
        eprintln!("  {} #{}: {}{limit}", r.name, r.sample, r.verdict.name());
    }
    let summary = Summary::of(&bench, &records);
    print_table(&summary, seconds);
    let mut json = serde_json::to_value(&summary)?;
    json["seconds"] = serde_json::json!(seconds);
    json["compiler"] = serde_json::json!(scoring.compiler().text);
    json["sandbox"] = serde_json::json!(scoring.sandbox());
    if let Some((records_path, summary_path)) = outputs {
        write_records(&records_path, &records)?;
        files::write_atomic(&summary_path, format!("{json:#}\n").as_bytes())
            .with_context(|| format!("writing {}", summary_path.display()))?;
        eprintln!(
            "namtrain eval-code: every completion and verdict in {}",
            records_path.display()
        );
    }
    println!("{json}");
    Ok(())
}

/// One JSON line per record.
fn write_records(path: &Path, records: &[Record]) -> Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).with_context(|| format!("creating {}", dir.display()))?;
    }
    let mut text = Vec::new();
    for r in records {
        serde_json::to_writer(&mut text, r)?;
        text.write_all(b"\n")?;
    }
    files::write_atomic(path, &text).with_context(|| format!("writing {}", path.display()))?;
    Ok(())
}

/// The rates overall and per difficulty, on stderr.
fn print_table(summary: &Summary, seconds: f64) {
    let pass_at: Vec<String> = summary.all.pass_at.keys().cloned().collect();
    eprintln!(
        "\n  {:<8} {:>8} {:>11} {:>8} {:>9}  {}",
        "",
        "problems",
        "completions",
        "compiled",
        "passed",
        pass_at.join("  ")
    );
    let rows = std::iter::once(("all", &summary.all))
        .chain(summary.by_difficulty.iter().map(|(d, r)| (d.name(), r)));
    for (name, r) in rows {
        let ks: Vec<String> = pass_at
            .iter()
            .map(|k| r.pass_at.get(k).map_or("-".into(), |v| format!("{v:.3}")))
            .collect();
        eprintln!(
            "  {name:<8} {:>8} {:>11} {:>7.1}% {:>8.1}%  {}",
            r.problems,
            r.completions,
            100.0 * r.compile_rate,
            100.0 * r.pass_rate,
            ks.join("  ")
        );
    }
    let verdicts: Vec<String> = summary
        .verdicts
        .iter()
        .map(|(v, n)| format!("{v} {n}"))
        .collect();
    eprintln!("  verdicts: {}; {seconds:.1} s\n", verdicts.join(", "));
    if !summary.missing.is_empty() {
        eprintln!(
            "namtrain eval-code: {} problem(s) had no completion and are left out of the rates: {}",
            summary.missing.len(),
            summary.missing.join(", ")
        );
    }
}
