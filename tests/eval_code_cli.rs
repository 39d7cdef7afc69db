//! `namtrain eval-code --completions` as a user runs it: the shipped bench's reference
//! solutions score compile and pass rate 1.0 in the real sandbox with the host's compiler; bad
//! inputs are refused in one line naming the fix, before anything runs, and nothing under
//! `--out` is written or overwritten.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

const BENCH: &str = "configs/code-bench/cpp.jsonl";
const REFERENCE: &str = "configs/code-bench/cpp-reference.jsonl";

fn namtrain(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .output()
        .unwrap()
}

fn path(p: &Path) -> &str {
    p.to_str().unwrap()
}

#[test]
fn the_shipped_reference_solutions_all_compile_and_pass() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("eval");
    let run = namtrain(&[
        "eval-code",
        "--bench",
        BENCH,
        "--completions",
        REFERENCE,
        "--out",
        path(&out),
    ]);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(run.status.success(), "{stderr}");
    let summary: serde_json::Value = serde_json::from_slice(&run.stdout).unwrap();
    assert_eq!(summary["problems"], 21, "{summary}");
    assert_eq!(summary["compile_rate"], 1.0, "{stderr}");
    assert_eq!(summary["pass_rate"], 1.0, "{stderr}");
    assert_eq!(summary["pass@1"], 1.0);
    for (d, n) in [("easy", 7), ("medium", 8), ("hard", 6)] {
        assert_eq!(summary["by_difficulty"][d]["problems"], n, "{summary}");
        assert_eq!(summary["by_difficulty"][d]["pass_rate"], 1.0, "{summary}");
    }
    let records = std::fs::read_to_string(out.join("code-eval.jsonl")).unwrap();
    assert_eq!(records.lines().count(), 21);
    for line in records.lines() {
        let r: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(r["verdict"], "passed", "{r}");
    }
    let saved: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("code-eval-summary.json")).unwrap())
            .unwrap();
    assert_eq!(saved["pass_rate"], 1.0);

    // A second evaluation into the same --out is refused before it runs; the first stays.
    let again = namtrain(&[
        "eval-code",
        "--bench",
        BENCH,
        "--completions",
        REFERENCE,
        "--out",
        path(&out),
    ]);
    let e = String::from_utf8_lossy(&again.stderr);
    assert!(!again.status.success());
    assert!(
        e.contains("code-eval.jsonl already exists") && e.contains("another --out"),
        "{e}"
    );
    assert_eq!(
        std::fs::read_to_string(out.join("code-eval.jsonl")).unwrap(),
        records
    );
}

/// A refused evaluation: its error (one line), and nothing under `out`.
fn refused(args: &[&str], out: &Path) -> String {
    let run = namtrain(args);
    assert!(!run.status.success(), "{args:?} ran");
    assert!(run.stdout.is_empty());
    assert!(!out.exists(), "{args:?} wrote {}", out.display());
    let stderr = String::from_utf8_lossy(&run.stderr).trim().to_string();
    assert_eq!(stderr.lines().count(), 1, "one line: {stderr}");
    stderr
}

#[test]
fn bad_inputs_are_refused_in_one_line_naming_the_fix() {
    let dir = tempfile::tempdir().unwrap();
    let out: PathBuf = dir.path().join("eval");
    let file = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p
    };
    let bench_line = std::fs::read_to_string(BENCH)
        .unwrap()
        .lines()
        .next()
        .unwrap()
        .to_string();
    let eval = |bench: &str, completions: &str, extra: &[&str]| {
        let mut args = vec![
            "eval-code",
            "--bench",
            bench,
            "--completions",
            completions,
            "--out",
        ];
        args.push(path(&out));
        args.extend(extra);
        refused(&args, &out)
    };

    let e = eval("/nonexistent/bench.jsonl", REFERENCE, &[]);
    assert!(
        e.contains("/nonexistent/bench.jsonl does not exist") && e.contains(BENCH),
        "{e}"
    );

    let malformed = file(
        "malformed.jsonl",
        &format!("{bench_line}\n{{\"name\": 1}}\n"),
    );
    let e = eval(path(&malformed), REFERENCE, &[]);
    assert!(
        e.contains("malformed.jsonl:2:") && e.contains("`tests`"),
        "{e}"
    );

    let mut no_tests: serde_json::Value = serde_json::from_str(&bench_line).unwrap();
    no_tests["name"] = "untested".into();
    no_tests.as_object_mut().unwrap().remove("tests");
    let no_tests = file("no-tests.jsonl", &format!("{bench_line}\n{no_tests}\n"));
    let e = eval(path(&no_tests), REFERENCE, &[]);
    assert!(
        e.contains("no-tests.jsonl:2: problem `untested` has no tests"),
        "{e}"
    );

    let e = eval(BENCH, REFERENCE, &["--compiler", "no-such-c++ -O2"]);
    assert!(
        e.contains("`no-such-c++`") && e.contains("apt-get install g++"),
        "{e}"
    );

    let unknown = file(
        "unknown.jsonl",
        "{\"name\": \"not_in_the_bench\", \"completion\": \"\"}\n",
    );
    let e = eval(BENCH, path(&unknown), &[]);
    assert!(
        e.contains("unknown.jsonl:1: a completion of `not_in_the_bench`"),
        "{e}"
    );

    let e = eval(BENCH, REFERENCE, &["--timeout", "0"]);
    assert!(
        e.contains("--timeout 0 leaves no time") && e.contains("such as 10"),
        "{e}"
    );
    let e = eval(BENCH, REFERENCE, &["--samples", "0"]);
    assert!(
        e.contains("--samples 0") && e.contains("at least one sample"),
        "{e}"
    );
    let e = eval(BENCH, REFERENCE, &["--temperature=-1"]);
    assert!(
        e.contains("--temperature -1") && e.contains("0 (greedy) or more"),
        "{e}"
    );
}
