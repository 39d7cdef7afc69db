//! Compiling and testing completions, their verdicts, and the rates a run logs.

use crate::bench::{Bench, Completion, Difficulty, Problem};
use crate::sandbox::{Limits, Outcome, Sandbox, SandboxError};
use serde::Serialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

/// What happened to one completion.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    /// Compiled, and the tests exited 0.
    Passed,
    /// Compiled; the tests failed (an assert, a crash, a limit other than time).
    Failed,
    /// The compiler refused it (or ran out of a limit).
    NotCompiled,
    /// Compiled; the tests ran out of CPU or wall-clock time.
    TimedOut,
    /// The harness could not compile or run it (the host, not the code).
    Error,
}

impl Verdict {
    /// Every verdict, in report order.
    pub const ALL: [Verdict; 5] = [
        Verdict::Passed,
        Verdict::Failed,
        Verdict::TimedOut,
        Verdict::NotCompiled,
        Verdict::Error,
    ];

    /// The name in records and reports.
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Passed => "passed",
            Verdict::Failed => "failed",
            Verdict::NotCompiled => "not_compiled",
            Verdict::TimedOut => "timed_out",
            Verdict::Error => "error",
        }
    }

    /// Whether the compiler accepted the program.
    pub fn compiled(self) -> bool {
        matches!(self, Verdict::Passed | Verdict::Failed | Verdict::TimedOut)
    }
}

/// One completion, scored: a line of `code-eval.jsonl` / `evals/code-step-N.jsonl`.
#[derive(Debug, Clone, Serialize)]
pub struct Record {
    /// The problem.
    pub name: String,
    /// Which of the problem's completions (0-based, file order).
    pub sample: usize,
    /// The problem's difficulty, when the bench gives one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub difficulty: Option<&'static str>,
    /// The verdict.
    pub verdict: Verdict,
    /// The limit that stopped the compiler or the tests, if one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stopped_by: Option<&'static str>,
    /// The exit code of the tests (or of the compiler when it refused), when it exited.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub exit_code: Option<i32>,
    /// The signal that ended the tests (or the compiler), when one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub signal: Option<i32>,
    /// The compiler's first lines of output.
    pub compile_output: String,
    /// The tests' first lines of stderr then stdout.
    pub test_output: String,
    /// Seconds compiling.
    pub compile_seconds: f64,
    /// Seconds running the tests.
    pub test_seconds: f64,
    /// The completion as scored.
    pub completion: String,
}

impl Record {
    /// `records` as a jsonl file's bytes, one record per line (what `eval-code --out` and a
    /// run's `evals/code-step-N.jsonl` hold, and `--completions` reads back).
    pub fn jsonl(records: &[Record]) -> Vec<u8> {
        let mut text = Vec::new();
        for r in records {
            serde_json::to_writer(&mut text, r).expect("a record is plain data");
            text.push(b'\n');
        }
        text
    }
}

/// The C++ compiler command (`[eval] code_compiler`, `--compiler`).
#[derive(Debug, Clone, PartialEq)]
pub struct Compiler {
    /// The executable, resolved on `PATH`, then its flags.
    pub argv: Vec<String>,
    /// As the user wrote it.
    pub text: String,
}

/// A scoring that cannot start, with the fix.
#[derive(Debug, thiserror::Error)]
pub enum ScoreError {
    /// No compiler.
    #[error(
        "the C++ compiler `{program}` (from \"{text}\") is not on PATH: install one (Debian/Ubuntu: apt-get install g++) or name another with --compiler or [eval] code_compiler"
    )]
    MissingCompiler {
        /// The program looked for.
        program: String,
        /// The whole command.
        text: String,
    },
    /// An empty compiler command.
    #[error(
        "the C++ compiler command is empty: give one such as \"c++ -std=c++17 -O1\" (--compiler or [eval] code_compiler)"
    )]
    EmptyCompiler,
    /// The compiler cannot build a program that does nothing.
    #[error(
        "the C++ compiler \"{text}\" cannot compile `int main() {{}}` in the sandbox: {output}; fix the compiler command (--compiler or [eval] code_compiler)"
    )]
    BrokenCompiler {
        /// The command.
        text: String,
        /// What it said.
        output: String,
    },
    /// The sandbox.
    #[error(transparent)]
    Sandbox(#[from] SandboxError),
}

impl Compiler {
    /// The default: the host's `c++` as C++17, lightly optimized (as the users' own harness).
    pub const DEFAULT: &'static str = "c++ -std=c++17 -O1";

    /// `text` split on whitespace, its program found on `PATH` (or a path as given).
    pub fn parse(text: &str) -> Result<Compiler, ScoreError> {
        let mut words = text.split_whitespace().map(str::to_string);
        let program = words.next().ok_or(ScoreError::EmptyCompiler)?;
        let missing = || ScoreError::MissingCompiler {
            program: program.clone(),
            text: text.to_string(),
        };
        let resolved = if program.contains('/') {
            let p = PathBuf::from(&program);
            if !p.is_file() {
                return Err(missing());
            }
            p
        } else {
            crate::sandbox::on_path(&program).ok_or_else(missing)?
        };
        let mut argv = vec![resolved.to_string_lossy().into_owned()];
        argv.extend(words);
        Ok(Compiler {
            argv,
            text: text.to_string(),
        })
    }
}

/// The compiler and the sandbox, ready to score completions.
#[derive(Debug)]
pub struct Scoring {
    sandbox: Sandbox,
    compiler: Compiler,
    /// Wall-clock (and CPU) seconds of one program's tests.
    pub test_timeout: Duration,
    /// Wall-clock (and CPU) seconds of one compile.
    pub compile_timeout: Duration,
    /// Completions compiled and tested at once.
    pub jobs: usize,
}

/// Appended to every compile: a function that can end without returning its value is not a
/// solution. Without it an empty body compiles (a warning) and, at `-O1`, GCC may turn the
/// undefined behaviour into a program whose asserts never fail — an untrained model "passed"
/// half the shipped bench that way.
pub const REQUIRED_FLAG: &str = "-Werror=return-type";

/// The `PATH` the compiler gets (it finds `as` and `ld` there); the tests get none.
fn compiler_env() -> Vec<(String, String)> {
    let path = std::env::var("PATH").unwrap_or_else(|_| "/usr/bin:/bin".into());
    vec![("PATH".into(), path)]
}

impl Scoring {
    /// The default time a program's tests may take.
    pub const TEST_TIMEOUT: Duration = Duration::from_secs(10);
    /// The default time a compile may take.
    pub const COMPILE_TIMEOUT: Duration = Duration::from_secs(60);

    /// Checks the sandbox and the compiler (it must build `int main() {}` in the sandbox);
    /// `jobs` 0 means one per core.
    pub fn new(compiler: Compiler, jobs: usize) -> Result<Scoring, ScoreError> {
        let sandbox = Sandbox::detect()?;
        let jobs = match jobs {
            0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
            n => n,
        };
        let scoring = Scoring {
            sandbox,
            compiler,
            test_timeout: Self::TEST_TIMEOUT,
            compile_timeout: Self::COMPILE_TIMEOUT,
            jobs,
        };
        let trivial = Problem {
            name: "trivial".into(),
            prompt: "int main() {".into(),
            tests: "}".into(),
            stop_tokens: vec![],
            difficulty: None,
        };
        let r = scoring.score_one(&trivial, "", 0, 0);
        if !r.verdict.compiled() {
            let output = match r.compile_output.trim() {
                "" => r.stopped_by.unwrap_or("no output").to_string(),
                o => o.to_string(),
            };
            return Err(ScoreError::BrokenCompiler {
                text: scoring.compiler.text.clone(),
                output,
            });
        }
        Ok(scoring)
    }

    /// How programs are isolated (for records and manifests).
    pub fn sandbox(&self) -> String {
        self.sandbox.describe()
    }

    /// The compiler command.
    pub fn compiler(&self) -> &Compiler {
        &self.compiler
    }

    /// Scores every completion (in parallel, `jobs` at a time), in the order given;
    /// `progress(done, total)` after each.
    pub fn score(
        &self,
        bench: &Bench,
        completions: &[Completion],
        progress: &(dyn Fn(usize, usize) + Sync),
    ) -> Vec<Record> {
        let mut sample_of = BTreeMap::<&str, usize>::new();
        let work: Vec<(&Problem, &Completion, usize)> = completions
            .iter()
            .map(|c| {
                let n = sample_of.entry(c.name.as_str()).or_default();
                *n += 1;
                let problem = bench
                    .problem(&c.name)
                    .expect("load_completions checks names");
                (problem, c, *n - 1)
            })
            .collect();
        let next = AtomicUsize::new(0);
        let done = AtomicUsize::new(0);
        let records: Mutex<Vec<Option<Record>>> = Mutex::new(vec![None; work.len()]);
        std::thread::scope(|s| {
            for slot in 0..self.jobs.min(work.len()).max(1) {
                let (work, next, done, records) = (&work, &next, &done, &records);
                s.spawn(move || {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(&(problem, c, sample)) = work.get(i) else {
                            break;
                        };
                        let r = self.score_one(problem, &c.completion, sample, slot);
                        records.lock().expect("no panics while held")[i] = Some(r);
                        progress(done.fetch_add(1, Ordering::Relaxed) + 1, work.len());
                    }
                });
            }
        });
        records
            .into_inner()
            .expect("no panics while held")
            .into_iter()
            .map(|r| r.expect("every item scored"))
            .collect()
    }

    /// Compiles and tests one completion in a fresh directory (removed afterwards).
    pub fn score_one(
        &self,
        problem: &Problem,
        completion: &str,
        sample: usize,
        slot: usize,
    ) -> Record {
        let mut record = Record {
            name: problem.name.clone(),
            sample,
            difficulty: problem.difficulty.map(Difficulty::name),
            verdict: Verdict::Error,
            stopped_by: None,
            exit_code: None,
            signal: None,
            compile_output: String::new(),
            test_output: String::new(),
            compile_seconds: 0.0,
            test_seconds: 0.0,
            completion: completion.to_string(),
        };
        if let Err(e) = self.compile_and_test(problem, completion, slot, &mut record) {
            record.verdict = Verdict::Error;
            record.test_output = e.to_string();
        }
        record
    }

    fn compile_and_test(
        &self,
        problem: &Problem,
        completion: &str,
        slot: usize,
        record: &mut Record,
    ) -> Result<(), SandboxError> {
        let dir = tempfile::Builder::new()
            .prefix("namtrain-code-")
            .tempdir()
            .map_err(|source| SandboxError::Io {
                what: "creating a directory for a program".into(),
                source,
            })?;
        std::fs::write(dir.path().join("main.cpp"), problem.program(completion)).map_err(
            |source| SandboxError::Io {
                what: "writing a program".into(),
                source,
            },
        )?;
        let mut argv = self.compiler.argv.clone();
        argv.extend([REQUIRED_FLAG, "-o", "prog", "main.cpp"].map(String::from));
        let compiled = self.sandbox.run(
            dir.path(),
            slot,
            &argv,
            &compiler_env(),
            &Limits::compile(self.compile_timeout),
        )?;
        record.compile_seconds = compiled.seconds;
        record.compile_output = join_output(&compiled);
        if !compiled.success() {
            record.verdict = Verdict::NotCompiled;
            record.stopped_by = compiled.stopped_by.map(|l| l.name());
            (record.exit_code, record.signal) = (compiled.code, compiled.signal);
            return Ok(());
        }
        let ran = self.sandbox.run(
            dir.path(),
            slot,
            &["./prog".to_string()],
            &[],
            &Limits::test(self.test_timeout),
        )?;
        record.test_seconds = ran.seconds;
        record.test_output = join_output(&ran);
        record.stopped_by = ran.stopped_by.map(|l| l.name());
        (record.exit_code, record.signal) = (ran.code, ran.signal);
        record.verdict = match ran.stopped_by {
            Some(limit) if limit.is_time() => Verdict::TimedOut,
            _ if ran.success() => Verdict::Passed,
            _ => Verdict::Failed,
        };
        Ok(())
    }
}

/// stderr then stdout, the empty ones left out.
fn join_output(o: &Outcome) -> String {
    [o.stderr.as_str(), o.stdout.as_str()]
        .into_iter()
        .filter(|s| !s.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

/// The unbiased estimator of pass@k (Chen et al., 2021, "Evaluating Large Language Models
/// Trained on Code"): the chance that at least one of `k` completions drawn without
/// replacement from `n`, of which `c` pass, passes: `1 - C(n-c, k) / C(n, k)`, computed as a
/// product to stay exact in floating point. `k` must not exceed `n`.
pub fn pass_at_k(n: usize, c: usize, k: usize) -> f64 {
    assert!(
        k >= 1 && k <= n && c <= n,
        "pass@{k} of {c} passing out of {n}"
    );
    if n - c < k {
        return 1.0;
    }
    1.0 - ((n - c + 1)..=n)
        .map(|i| 1.0 - k as f64 / i as f64)
        .product::<f64>()
}

/// Compile and pass rates of a set of problems.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Rates {
    /// Problems scored.
    pub problems: usize,
    /// Completions scored.
    pub completions: usize,
    /// Completions the compiler accepted.
    pub compiled: usize,
    /// Completions whose tests passed.
    pub passed: usize,
    /// `compiled / completions`.
    pub compile_rate: f64,
    /// `passed / completions`.
    pub pass_rate: f64,
    /// `pass@k` (key `pass@K`), averaged over the problems: k = 1, 10, 100 and the fewest
    /// completions any problem has, up to that fewest.
    #[serde(flatten)]
    pub pass_at: BTreeMap<String, f64>,
}

impl Rates {
    fn of(records: &[&Record]) -> Rates {
        let mut per_problem = BTreeMap::<&str, (usize, usize)>::new();
        for r in records {
            let e = per_problem.entry(r.name.as_str()).or_default();
            e.0 += 1;
            e.1 += usize::from(r.verdict == Verdict::Passed);
        }
        let completions = records.len();
        let compiled = records.iter().filter(|r| r.verdict.compiled()).count();
        let passed = records
            .iter()
            .filter(|r| r.verdict == Verdict::Passed)
            .count();
        let fewest = per_problem.values().map(|&(n, _)| n).min().unwrap_or(0);
        let mut ks: Vec<usize> = [1, 10, 100, fewest]
            .into_iter()
            .filter(|&k| k >= 1 && k <= fewest)
            .collect();
        ks.sort_unstable();
        ks.dedup();
        let pass_at = ks
            .into_iter()
            .map(|k| {
                let sum: f64 = per_problem.values().map(|&(n, c)| pass_at_k(n, c, k)).sum();
                (format!("pass@{k}"), sum / per_problem.len() as f64)
            })
            .collect();
        let rate = |x: usize| {
            if completions == 0 {
                0.0
            } else {
                x as f64 / completions as f64
            }
        };
        Rates {
            problems: per_problem.len(),
            completions,
            compiled,
            passed,
            compile_rate: rate(compiled),
            pass_rate: rate(passed),
            pass_at,
        }
    }

    /// `(name, value)` metrics under `prefix` (`code/compile_rate`, `code/pass@1`, ...).
    fn metrics(&self, prefix: &str) -> Vec<(String, f64)> {
        let mut m = vec![
            (format!("{prefix}/compile_rate"), self.compile_rate),
            (format!("{prefix}/pass_rate"), self.pass_rate),
        ];
        m.extend(
            self.pass_at
                .iter()
                .map(|(k, v)| (format!("{prefix}/{k}"), *v)),
        );
        m
    }
}

/// An evaluation's result: the rates overall and per difficulty, the verdicts counted.
#[derive(Debug, Clone, Serialize)]
pub struct Summary {
    /// The bench file.
    pub bench: String,
    /// Its sha256.
    pub bench_sha256: String,
    /// Problems with no completion (left out of the rates).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub missing: Vec<String>,
    /// Every completion.
    #[serde(flatten)]
    pub all: Rates,
    /// Per difficulty, when the bench gives them.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub by_difficulty: BTreeMap<Difficulty, Rates>,
    /// How many completions got each verdict.
    pub verdicts: BTreeMap<&'static str, usize>,
    /// How many were stopped by each limit.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub stopped_by: BTreeMap<&'static str, usize>,
}

impl Summary {
    /// Summarizes `records` of `bench`.
    pub fn of(bench: &Bench, records: &[Record]) -> Summary {
        let all: Vec<&Record> = records.iter().collect();
        let by_difficulty = Difficulty::ALL
            .into_iter()
            .filter_map(|d| {
                let these: Vec<&Record> = records
                    .iter()
                    .filter(|r| r.difficulty == Some(d.name()))
                    .collect();
                (!these.is_empty()).then(|| (d, Rates::of(&these)))
            })
            .collect();
        let mut verdicts = BTreeMap::new();
        let mut stopped_by = BTreeMap::new();
        for r in records {
            *verdicts.entry(r.verdict.name()).or_insert(0) += 1;
            if let Some(l) = r.stopped_by {
                *stopped_by.entry(l).or_insert(0) += 1;
            }
        }
        let missing = bench
            .problems
            .iter()
            .filter(|p| !records.iter().any(|r| r.name == p.name))
            .map(|p| p.name.clone())
            .collect();
        Summary {
            bench: bench.path.display().to_string(),
            bench_sha256: bench.sha256.clone(),
            missing,
            all: Rates::of(&all),
            by_difficulty,
            verdicts,
            stopped_by,
        }
    }

    /// The metrics a run logs: `code/compile_rate`, `code/pass_rate`, `code/pass@k`, and the
    /// same under `code/easy/`, `code/medium/`, `code/hard/`.
    pub fn metrics(&self) -> Vec<(String, f64)> {
        let mut m = self.all.metrics("code");
        for (d, rates) in &self.by_difficulty {
            m.extend(rates.metrics(&format!("code/{}", d.name())));
        }
        m
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Counts subsets by brute force: the share of k-subsets of n items (c passing) holding at
    /// least one passing item.
    fn brute_pass_at_k(n: usize, c: usize, k: usize) -> f64 {
        let (mut hit, mut all) = (0u64, 0u64);
        for mask in 0u32..(1 << n) {
            if mask.count_ones() as usize != k {
                continue;
            }
            all += 1;
            // Items 0..c pass.
            if mask & ((1u32 << c) - 1) != 0 {
                hit += 1;
            }
        }
        hit as f64 / all as f64
    }

    #[test]
    fn pass_at_k_is_the_share_of_k_subsets_with_a_passing_completion() {
        for n in 1..=10 {
            for c in 0..=n {
                for k in 1..=n {
                    let (got, want) = (pass_at_k(n, c, k), brute_pass_at_k(n, c, k));
                    assert!(
                        (got - want).abs() < 1e-12,
                        "n {n} c {c} k {k}: {got} vs {want}"
                    );
                }
            }
        }
        // pass@1 is the pass rate.
        assert!((pass_at_k(20, 7, 1) - 0.35).abs() < 1e-12);
    }

    fn record(name: &str, difficulty: Option<&'static str>, verdict: Verdict) -> Record {
        Record {
            name: name.into(),
            sample: 0,
            difficulty,
            verdict,
            stopped_by: None,
            exit_code: None,
            signal: None,
            compile_output: String::new(),
            test_output: String::new(),
            compile_seconds: 0.0,
            test_seconds: 0.0,
            completion: String::new(),
        }
    }

    #[test]
    fn rates_by_hand() {
        let bench = Bench {
            path: "b.jsonl".into(),
            sha256: String::new(),
            problems: ["a", "b", "c"]
                .map(|n| Problem {
                    name: n.into(),
                    prompt: String::new(),
                    tests: "}".into(),
                    stop_tokens: vec![],
                    difficulty: None,
                })
                .to_vec(),
        };
        // a: 2 samples, 1 passes; b: 2 samples, none compiles.
        let records = vec![
            record("a", Some("easy"), Verdict::Passed),
            record("a", Some("easy"), Verdict::Failed),
            record("b", Some("hard"), Verdict::NotCompiled),
            record("b", Some("hard"), Verdict::NotCompiled),
        ];
        let s = Summary::of(&bench, &records);
        assert_eq!(s.missing, vec!["c".to_string()]);
        assert_eq!((s.all.compile_rate, s.all.pass_rate), (0.5, 0.25));
        // pass@2: a passes surely (1 of 2 drawn both), b never: mean 0.5; pass@1 = 0.25.
        assert_eq!(s.all.pass_at["pass@1"], 0.25);
        assert_eq!(s.all.pass_at["pass@2"], 0.5);
        assert_eq!(s.by_difficulty[&Difficulty::Easy].pass_rate, 0.5);
        assert_eq!(s.by_difficulty[&Difficulty::Hard].compile_rate, 0.0);
        let m: BTreeMap<String, f64> = s.metrics().into_iter().collect();
        assert_eq!(m["code/pass@2"], 0.5);
        assert_eq!(m["code/easy/pass@1"], 0.5);
        assert_eq!(s.verdicts["not_compiled"], 2);
    }
}
