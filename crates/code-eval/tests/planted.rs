//! Planted completions, each scored in the real sandbox with the host's C++ compiler: the
//! verdict and the limit that stopped it are the expected ones, the evaluation goes on past
//! each, and nothing outside the program's own directory changes.

use code_eval::{Bench, Compiler, Completion, Scoring, Summary, Verdict};
use std::path::{Path, PathBuf};
use std::time::Duration;

const PROMPT: &str =
    "#include <bits/stdc++.h>\n// The sum of a and b.\nlong add(long a, long b) {\n";
const TESTS: &str =
    "}\nint main() {\n    assert(add(1, 2) == 3);\n    assert(add(-5, 5) == 0);\n}\n";

fn bench(dir: &Path) -> Bench {
    let line = serde_json::json!({
        "name": "add", "prompt": PROMPT, "tests": TESTS, "stop_tokens": ["\n}"],
        "difficulty": "easy",
    });
    let path = dir.join("bench.jsonl");
    std::fs::write(&path, format!("{line}\n")).unwrap();
    Bench::load(&path).unwrap()
}

/// Every file under `dir` with its bytes.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(snapshot(&p));
        } else {
            out.push((p.clone(), std::fs::read(&p).unwrap()));
        }
    }
    out.sort();
    out
}

/// Processes still running a planted program (none may outlive its evaluation).
fn programs_left() -> usize {
    std::fs::read_dir("/proc")
        .unwrap()
        .filter_map(|e| std::fs::read(e.ok()?.path().join("cmdline")).ok())
        .filter(|c| c.starts_with(b"./prog\0"))
        .count()
}

#[test]
fn planted_completions_get_their_verdicts_and_limits_and_touch_nothing_outside() {
    let dir = tempfile::tempdir().unwrap();
    let bench = bench(dir.path());
    // A run directory the programs try to write into.
    let run = dir.path().join("run");
    std::fs::create_dir(&run).unwrap();
    std::fs::write(run.join("metrics.jsonl"), "{\"step\": 1}\n").unwrap();
    let before = snapshot(&run);
    let escaped = run.join("escaped.txt");

    let planted: Vec<(&str, String, Verdict, Option<&str>)> = vec![
        ("reference", "    return a + b;".into(), Verdict::Passed, None),
        ("syntax error", "    return a + ;".into(), Verdict::NotCompiled, None),
        // Falls off the end: undefined behaviour that -O1 may compile into a passing program.
        ("no return", "    a += b;".into(), Verdict::NotCompiled, None),
        ("wrong answer", "    return a - b;".into(), Verdict::Failed, None),
        (
            "infinite loop",
            "    volatile long x = 0;\n    while (true) { x = x + 1; }\n    return x;".into(),
            Verdict::TimedOut,
            None,
        ),
        (
            // Closes the function and starts a fork bomb before main.
            "fork bomb",
            "    return a + b;\n}\n#include <unistd.h>\nstatic int bomb = [] { while (true) fork(); return 0; }();\nlong unused() {\n    return 0;".into(),
            Verdict::Failed,
            Some("processes"),
        ),
        (
            "huge allocation",
            "    std::vector<char> v(size_t(64) << 30);\n    v[1] = 1;\n    return a + b + v[0];".into(),
            Verdict::Failed,
            Some("address_space"),
        ),
        (
            "huge output",
            "    while (true) std::puts(\"spam spam spam spam spam spam spam spam\");".into(),
            Verdict::Failed,
            Some("output"),
        ),
        (
            "huge file",
            "    FILE* f = std::fopen(\"big.bin\", \"w\");\n    std::vector<char> mb(1 << 20, 'x');\n    for (int i = 0; i < 1000; i++) std::fwrite(mb.data(), 1, mb.size(), f);\n    std::fclose(f);\n    return a + b;".into(),
            Verdict::Failed,
            Some("file_size"),
        ),
        (
            "write outside its directory",
            format!(
                "    FILE* f = std::fopen(\"{}\", \"w\");\n    if (!f) {{ std::perror(\"escape\"); std::abort(); }}\n    std::fputs(\"escaped\", f);\n    std::fclose(f);\n    return a + b;",
                escaped.display()
            ),
            Verdict::Failed,
            Some("read_only_filesystem"),
        ),
    ];
    let completions: Vec<Completion> = planted
        .iter()
        .map(|(_, c, _, _)| Completion {
            name: "add".into(),
            completion: c.clone(),
        })
        .collect();
    let mut scoring = Scoring::new(Compiler::parse(Compiler::DEFAULT).unwrap(), 0).unwrap();
    scoring.test_timeout = Duration::from_secs(3);
    let records = scoring.score(&bench, &completions, &|_, _| {});

    for ((what, _, verdict, limit), r) in planted.iter().zip(&records) {
        if *what == "infinite loop" {
            continue; // Checked below: either time limit.
        }
        assert_eq!(
            (r.verdict, r.stopped_by),
            (*verdict, *limit),
            "{what}: {r:#?}"
        );
    }
    let infinite = &records[4];
    assert_eq!(infinite.verdict, Verdict::TimedOut);
    assert!(
        matches!(infinite.stopped_by, Some("cpu_time" | "wall_clock")),
        "{infinite:#?}"
    );
    assert!(
        records[1].compile_output.contains("error"),
        "the compiler's message is kept: {:?}",
        records[1].compile_output
    );
    assert!(
        records[3].test_output.contains("Assertion"),
        "{:?}",
        records[3].test_output
    );
    assert!(
        records[7].test_output.contains("spam spam"),
        "{:?}",
        records[7].test_output
    );

    assert_eq!(snapshot(&run), before, "the run directory is untouched");
    assert!(!escaped.exists());
    assert_eq!(
        programs_left(),
        0,
        "no planted program outlives its evaluation"
    );

    let summary = Summary::of(&bench, &records);
    assert_eq!(summary.all.completions, planted.len());
    assert_eq!(summary.all.compiled, planted.len() - 2);
    assert_eq!(summary.all.passed, 1);
}

#[test]
fn a_missing_or_broken_compiler_is_refused_with_the_fix() {
    let e = Compiler::parse("no-such-c++ -O1").unwrap_err().to_string();
    assert!(
        e.contains("`no-such-c++`")
            && e.contains("apt-get install g++")
            && e.contains("--compiler"),
        "{e}"
    );
    let e = Compiler::parse("  ").unwrap_err().to_string();
    assert!(e.contains("is empty"), "{e}");
    // A compiler that exists but cannot build C++ with these flags.
    let e = Scoring::new(Compiler::parse("c++ --no-such-flag").unwrap(), 1)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("cannot compile `int main() {}`") && e.contains("no-such-flag"),
        "{e}"
    );
}
