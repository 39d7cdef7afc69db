//! A run you can operate (issue 41), through the CLI on the CPU plugin: a profile of chosen
//! steps that a trace viewer opens and that names those steps, the performance model's step
//! time checked against the measured median (recomputed here from `metrics.jsonl`), TensorBoard
//! scalars equal to `metrics.jsonl` (read back with the fixture's own event-file reader),
//! `namtrain report`'s step-time table and goodput; and the bad inputs of `--profile` and
//! `--tensorboard-dir` refused in one line before anything is written. The SIGTERM stops are in
//! `resume_cli`.

mod fixture;

use std::fs;
use std::path::Path;

use fixture::{ConfigOpts, config_text, data, fails, ok, snapshot, strs, train_args, write_config};

fn tiny(dir: &Path) -> std::path::PathBuf {
    let d = data();
    write_config(
        dir,
        "tiny.toml",
        &config_text(&d.tokenizer, &d.shards, &ConfigOpts::default()),
    )
}

fn manifest(run_dir: &Path) -> serde_json::Value {
    serde_json::from_slice(&fs::read(run_dir.join("manifest.json")).unwrap()).unwrap()
}

/// The median of `xs`, as the step-time check defines it (mean of the middle two when even).
fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    let n = xs.len();
    if n % 2 == 1 {
        xs[n / 2]
    } else {
        (xs[n / 2 - 1] + xs[n / 2]) / 2.0
    }
}

#[test]
fn a_profiled_predicted_run_writes_its_trace_step_time_check_tensorboard_and_goodput() {
    let dir = tempfile::tempdir().unwrap();
    let config = tiny(dir.path());
    let run_dir = dir.path().join("run");
    let mut args: Vec<String> = train_args(&config, &run_dir, 20)
        .into_iter()
        .filter(|a| a != "--no-predict")
        .collect();
    args.extend(["--profile".to_string(), "2:3".to_string()]);
    let stderr = ok(&strs(&args));

    // The profile: Chrome trace JSON under tensorboard/plugins/profile/<time>/<host>.trace.json.
    let profiles = run_dir.join("tensorboard/plugins/profile");
    let runs: Vec<_> = fs::read_dir(&profiles).unwrap().flatten().collect();
    assert_eq!(runs.len(), 1, "one profile directory");
    let stamp = runs[0].file_name().to_string_lossy().into_owned();
    assert_eq!(stamp.len(), "YYYY_MM_DD_HH_MM_SS".len(), "{stamp}");
    let traces: Vec<_> = fs::read_dir(runs[0].path()).unwrap().flatten().collect();
    assert_eq!(traces.len(), 1);
    let name = traces[0].file_name().to_string_lossy().into_owned();
    assert!(name.ends_with(".trace.json"), "{name}");
    let trace: serde_json::Value =
        serde_json::from_slice(&fs::read(traces[0].path()).unwrap()).unwrap();
    let spans: Vec<&serde_json::Value> = trace["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["ph"] == "X")
        .collect();
    let names: Vec<&str> = spans.iter().map(|e| e["name"].as_str().unwrap()).collect();
    for step in ["step 2", "step 3", "step 4"] {
        assert_eq!(
            names.iter().filter(|n| **n == step).count(),
            1,
            "{step}: {names:?}"
        );
    }
    for outside in ["step 1", "step 5"] {
        assert!(
            !names.contains(&outside),
            "{outside} is outside 2:3: {names:?}"
        );
    }
    for step in 2..=4 {
        for what in ["device wait", "read scalars"] {
            let span = format!("{what} (step {step})");
            assert!(names.contains(&span.as_str()), "{span}: {names:?}");
        }
    }
    assert!(
        !names
            .iter()
            .any(|n| n.contains("step 1)") || n.contains("step 5)") || n.contains("steps ")),
        "only the window's own waits and reads: {names:?}"
    );
    for e in &spans {
        assert!(
            e["ts"].as_f64().unwrap() >= 0.0 && e["dur"].as_f64().unwrap() >= 0.0,
            "{e}"
        );
    }
    assert!(
        stderr.contains("profile written: host trace ")
            && stderr.contains("no device trace: the plugin has no PJRT profiler extension"),
        "{stderr}"
    );
    assert!(
        trace["metadata"]["device_trace"]
            .as_str()
            .unwrap()
            .starts_with("none: the plugin has no PJRT profiler extension"),
        "{}",
        trace["metadata"]
    );

    // The step-time check: the median of steps 6..=20 (5 warm-up steps), from metrics.jsonl.
    let text = fs::read_to_string(run_dir.join("metrics.jsonl")).unwrap();
    let step_seconds: Vec<f64> = text
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|r| r["loss"].is_f64() && r["step"].as_u64().unwrap() > 5)
        .map(|r| r["step_seconds"].as_f64().unwrap())
        .collect();
    assert_eq!(step_seconds.len(), 15);
    let m = manifest(&run_dir);
    let check = &m["step_time"];
    let measured = check["measured_median_s"].as_f64().unwrap();
    let predicted = check["predicted_s"].as_f64().unwrap();
    assert!(
        (measured - median(step_seconds)).abs() <= 1e-12 * measured,
        "{check}"
    );
    assert!(predicted > 0.0, "{check}");
    assert!((check["ratio"].as_f64().unwrap() - measured / predicted).abs() < 1e-9);
    assert_eq!(check["measured_steps"], 15);
    let programs: Vec<&str> = check["programs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["program"].as_str().unwrap())
        .collect();
    assert_eq!(programs, ["step", "eval"]);
    let line = stderr
        .lines()
        .find(|l| l.starts_with("namtrain: step time: measured "))
        .unwrap_or_else(|| panic!("no step-time line:\n{stderr}"));
    assert!(
        line.contains(", PREDICTED ") && line.contains("x; median of 15 steps"),
        "{line}"
    );

    // TensorBoard holds what metrics.jsonl holds; goodput covers the one process.
    fixture::tfevents::assert_matches_metrics(&run_dir);
    let g = &m["goodput"];
    assert_eq!(g["processes"], 1);
    let parts: f64 = [
        "productive_s",
        "setup_s",
        "data_wait_s",
        "eval_s",
        "checkpoint_s",
        "other_s",
    ]
    .iter()
    .map(|k| g[*k].as_f64().unwrap())
    .sum();
    assert!((parts - g["wall_s"].as_f64().unwrap()).abs() < 1e-6, "{g}");
    assert!(stderr.contains("namtrain: goodput "), "{stderr}");

    let report = fixture::namtrain(&["report", run_dir.to_str().unwrap()]);
    let out = String::from_utf8_lossy(&report.stdout);
    assert!(report.status.success(), "{out}");
    assert!(out.contains("step time: measured"), "{out}");
    assert!(
        out.contains("program") && out.contains("runs/step"),
        "{out}"
    );
    assert!(out.contains("goodput "), "{out}");
}

#[test]
fn bad_profile_ranges_and_an_unwritable_tensorboard_dir_fail_in_one_line_writing_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let config = tiny(dir.path());
    let run_dir = dir.path().join("run");
    let base = train_args(&config, &run_dir, 20);
    let with = |extra: &[&str]| {
        let mut a = base.clone();
        a.extend(extra.iter().map(|s| s.to_string()));
        a
    };
    for (extra, want) in [
        (&["--profile", "0:3"][..], "STEP:COUNT"),
        (&["--profile", "5:x"][..], "STEP:COUNT"),
        (&["--profile", "19:5"][..], "past the run's end"),
    ] {
        let stderr = fails(&strs(&with(extra)));
        assert!(stderr.contains(want), "{extra:?}: {stderr}");
        assert!(!run_dir.exists(), "{extra:?} wrote the run dir");
    }
    let blocker = dir.path().join("tb-file");
    fs::write(&blocker, b"not a directory").unwrap();
    let before = snapshot(dir.path());
    let stderr = fails(&strs(&with(&[
        "--tensorboard-dir",
        blocker.to_str().unwrap(),
    ])));
    assert!(
        stderr.contains("not a directory") && stderr.contains("--tensorboard-dir"),
        "{stderr}"
    );
    assert_eq!(stderr.trim().lines().count(), 1, "one line: {stderr}");
    assert_eq!(snapshot(dir.path()), before, "nothing written or changed");
}
