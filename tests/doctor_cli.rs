//! `namtrain doctor` on this machine's CPU plugin: it passes, and every FAIL line comes with the
//! condition planted — no plugin, a config the host's memory cannot hold, an unwritable run
//! directory, a busy coordinator port — naming the fix and leaving the run directory as it
//! was. Its cache line is checked against what a training start then does (cold, then warm),
//! its bucket probe against a real S3 server, and its multi-host line against the TPU
//! environment a slice's worker has.

mod fixture;

use std::process::{Command, Output};

use fixture::*;
use test_support::buckets::MotoServer;

/// Runs `namtrain doctor ARGS --json` with `env` added; returns the exit status's success and
/// the checks by name (`(status, detail, fix)`).
fn doctor(args: &[&str], env: &[(&str, &str)]) -> (bool, Vec<(String, String, String, String)>) {
    let out: Output = Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .arg("doctor")
        .args(args)
        .arg("--json")
        .envs(env.iter().copied())
        .env_remove("RUST_BACKTRACE")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let report: serde_json::Value = serde_json::from_str(&stdout).unwrap_or_else(|e| {
        panic!(
            "doctor {args:?} printed no JSON ({e}):\n{stdout}\n{}",
            String::from_utf8_lossy(&out.stderr)
        )
    });
    let checks = report["checks"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            let s = |k: &str| c[k].as_str().unwrap_or_default().to_string();
            (s("check"), s("status"), s("detail"), s("fix"))
        })
        .collect();
    let fails = report["fail"].as_u64().unwrap();
    assert_eq!(
        out.status.success(),
        fails == 0,
        "the exit status follows the FAIL count:\n{stdout}"
    );
    (out.status.success(), checks)
}

/// The check named `name`: `(status, detail, fix)`.
fn line<'a>(
    checks: &'a [(String, String, String, String)],
    name: &str,
) -> (&'a str, &'a str, &'a str) {
    let c = checks
        .iter()
        .find(|c| c.0 == name)
        .unwrap_or_else(|| panic!("no `{name}` check in {checks:#?}"));
    (&c.1, &c.2, &c.3)
}

#[test]
fn doctor_passes_on_the_cpu_plugin_with_a_smoke_run_against_its_prediction() {
    let cache = cache_dir().display().to_string();
    let (ok, checks) = doctor(&["--plugin", "cpu", "--cache-dir", &cache], &[]);
    assert!(ok, "{checks:#?}");
    let (status, detail, _) = line(&checks, "plugin");
    assert_eq!(status, "ok");
    // The version pip recorded, equal to the pin in scripts/setup.sh.
    let setup = std::fs::read_to_string("scripts/setup.sh").unwrap();
    assert!(setup.contains("XLA_CPU_PJRT=\"xla-cpu-pjrt==0.0.1\""));
    assert!(detail.contains("xla_cpu_pjrt 0.0.1 (tested)"), "{detail}");
    let (_, detail, _) = line(&checks, "devices");
    assert!(detail.starts_with("1 × cpu"), "{detail}");
    let (status, detail, _) = line(&checks, "smoke run");
    assert_eq!(status, "ok", "{detail}");
    assert!(
        detail.contains("step time: measured") && detail.contains("PREDICTED"),
        "{detail}"
    );
}

#[test]
fn a_missing_plugin_fails_naming_the_pip_extra() {
    // Without --no-smoke: the smoke run is reported skipped, not attempted.
    let (ok, checks) = doctor(
        &["--plugin", "cpu"],
        &[("NAMTRAIN_CPU_PLUGIN", "/nonexistent/xla_cpu_pjrt.so")],
    );
    assert!(!ok);
    let (status, detail, fix) = line(&checks, "plugin");
    assert_eq!(status, "fail");
    assert!(
        detail.contains("NAMTRAIN_CPU_PLUGIN=/nonexistent"),
        "{detail}"
    );
    assert!(fix.contains("pip install 'namtrain[cpu]'"), "{fix}");
    let (status, detail, _) = line(&checks, "smoke run");
    assert_eq!(
        (status, detail),
        ("warn", "skipped: no client on the plugin")
    );

    let (ok, checks) = doctor(&["--plugin", "/nonexistent/plugin.so", "--no-smoke"], &[]);
    assert!(!ok);
    assert_eq!(line(&checks, "plugin").0, "fail");
}

#[test]
fn a_config_the_host_memory_cannot_hold_fails_with_the_figures() {
    // nam52 at 3 840 layers: 2.8e11 parameters, a terabyte in f32 alone.
    let (ok, checks) = doctor(
        &[
            "--plugin",
            "cpu",
            "--config",
            "nam52",
            "--set",
            "model.depth=3840",
            "--no-smoke",
        ],
        &[],
    );
    assert!(!ok);
    let (status, detail, fix) = line(&checks, "host memory");
    assert_eq!(status, "fail");
    assert!(detail.contains("TiB needed, but this host has"), "{detail}");
    assert!(fix.contains("more host memory"), "{fix}");
}

#[test]
fn an_unwritable_run_dir_fails_and_an_existing_run_is_left_alone() {
    let tmp = tempfile::tempdir().unwrap();
    // A file where a parent directory should be.
    let file = tmp.path().join("not-a-dir");
    std::fs::write(&file, b"x").unwrap();
    let under_file = file.join("run").display().to_string();
    let (ok, checks) = doctor(
        &["--plugin", "cpu", "--run-dir", &under_file, "--no-smoke"],
        &[],
    );
    assert!(!ok);
    let (status, detail, _) = line(&checks, "run dir");
    assert_eq!(status, "fail");
    assert!(detail.contains("is a file"), "{detail}");
    // A file system nobody can write, root included.
    let (ok, checks) = doctor(
        &[
            "--plugin",
            "cpu",
            "--run-dir",
            "/proc/namtrain-run",
            "--no-smoke",
        ],
        &[],
    );
    assert!(!ok);
    let (status, detail, fix) = line(&checks, "run dir");
    assert_eq!(status, "fail");
    assert!(detail.contains("/proc is not writable"), "{detail}");
    assert!(fix.contains("--run-dir"), "{fix}");

    // An earlier run's directory: writable, said to hold a run, and unchanged.
    let run = tmp.path().join("run");
    std::fs::create_dir(&run).unwrap();
    std::fs::write(run.join("manifest.json"), b"{}").unwrap();
    std::fs::write(run.join("metrics.jsonl"), b"{\"step\":1}\n").unwrap();
    let before = snapshot(&run);
    let run_arg = run.display().to_string();
    let (ok, checks) = doctor(
        &["--plugin", "cpu", "--run-dir", &run_arg, "--no-smoke"],
        &[],
    );
    assert!(ok, "{checks:#?}");
    let (_, detail, _) = line(&checks, "run dir");
    assert!(detail.contains("holds a run: `--resume auto`"), "{detail}");
    assert_eq!(snapshot(&run), before);
}

#[test]
fn a_busy_coordinator_port_fails_on_process_0() {
    let held = std::net::TcpListener::bind("0.0.0.0:0").unwrap();
    let port = held.local_addr().unwrap().port();
    let coordinator = format!("127.0.0.1:{port}");
    let args = [
        "--plugin",
        "cpu",
        "--process-id",
        "0",
        "--num-processes",
        "2",
        "--coordinator",
        &coordinator,
        "--no-smoke",
    ];
    let (ok, checks) = doctor(&args, &[]);
    assert!(!ok);
    let (status, detail, fix) = line(&checks, "processes");
    assert_eq!(status, "fail");
    assert!(
        detail.contains(&format!("port {port} is taken")),
        "{detail}"
    );
    assert!(fix.contains("--coordinator HOST:OTHER_PORT"), "{fix}");
    drop(held);
    let (ok, checks) = doctor(&args, &[]);
    assert!(ok, "{checks:#?}");
    assert!(line(&checks, "processes").1.contains("is free here"));
}

#[test]
fn a_tpu_workers_place_comes_from_the_slice_environment() {
    // Worker 1 of a two-host slice, as the TPU VM's environment has it; process 0's host
    // (this one) answers with nothing listening yet. No TPU device files here: libtpu is not
    // started, and the devices line says why.
    let (ok, checks) = doctor(
        &["--plugin", "tpu", "--no-smoke"],
        &[
            ("TPU_WORKER_HOSTNAMES", "127.0.0.1,127.0.0.2"),
            ("TPU_WORKER_ID", "1"),
        ],
    );
    assert!(!ok);
    let (status, detail, _) = line(&checks, "processes");
    assert_eq!(status, "ok", "{detail}");
    assert!(
        detail.contains("process 1 of 2, coordinator 127.0.0.1:")
            && detail.contains("host answers"),
        "{detail}"
    );
    let (status, detail, _) = line(&checks, "devices");
    assert_eq!(status, "fail");
    assert!(detail.contains("no TPU device files"), "{detail}");
}

#[test]
fn the_cache_line_says_cold_then_warm_as_a_start_finds_it() {
    let tmp = tempfile::tempdir().unwrap();
    let cache = tmp.path().join("cache");
    let config = write_default_config(tmp.path());
    let cache_arg = cache.display().to_string();
    let config_arg = config.display().to_string();
    let args = [
        "--plugin",
        "cpu",
        "--config",
        &config_arg,
        "--cache-dir",
        &cache_arg,
        "--no-smoke",
    ];
    let (_, checks) = doctor(&args, &[]);
    let (status, detail, _) = line(&checks, "cache");
    assert_eq!(status, "warn");
    assert!(detail.contains("not cached: step, eval"), "{detail}");

    // A start compiles both programs and caches them; a second start hits both.
    let run = |dir: &str| {
        let mut a = train_args(&config, &tmp.path().join(dir), 1);
        let at = a.iter().position(|x| x == "--cache-dir").unwrap();
        a[at + 1] = cache_arg.clone();
        ok(&strs(&a));
        let manifest: serde_json::Value = serde_json::from_str(
            &std::fs::read_to_string(tmp.path().join(dir).join("manifest.json")).unwrap(),
        )
        .unwrap();
        manifest["executables"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["cache"].as_str().unwrap().to_string())
            .collect::<Vec<_>>()
    };
    assert!(run("first").iter().all(|c| c == "miss"));
    let (_, checks) = doctor(&args, &[]);
    let (status, detail, _) = line(&checks, "cache");
    assert_eq!(status, "ok", "{detail}");
    assert!(detail.starts_with("warm: mesh"), "{detail}");
    assert!(run("second").iter().all(|c| c == "hit"));
}

#[test]
fn a_bucket_run_dir_is_probed_on_a_real_s3_server() {
    let server = MotoServer::start();
    server.create_bucket("runs");
    let env: Vec<(String, String)> = server.s3_env();
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let (ok, checks) = doctor(
        &["--plugin", "cpu", "--run-dir", "s3://runs/a", "--no-smoke"],
        &env,
    );
    assert!(ok, "{checks:#?}");
    let (_, detail, _) = line(&checks, "run dir");
    assert!(
        detail.contains("written, read back and deleted"),
        "{detail}"
    );
    // Nothing is left behind: the bucket is as empty as before.
    let listed = server.list_keys("runs");
    assert!(listed.is_empty(), "{listed:?}");

    let mut with_retry_cap = env.clone();
    with_retry_cap.push(("NAMTRAIN_STORE_RETRY_TIMEOUT_S", "2"));
    let (ok, checks) = doctor(
        &[
            "--plugin",
            "cpu",
            "--run-dir",
            "s3://no-such-bucket/a",
            "--no-smoke",
        ],
        &with_retry_cap,
    );
    assert!(!ok);
    let (status, _, fix) = line(&checks, "run dir");
    assert_eq!(status, "fail");
    assert!(fix.contains("credentials"), "{fix}");
}
