//! The mesh chosen by the planner when a config leaves `[mesh]` out, through the CLI on 8 CPU
//! devices:
//!
//! - under a per-device cap nothing fits, the run fails before its run directory exists and
//!   the message lists every candidate's need;
//! - under a cap one device cannot meet (below what a replica of the state needs on a data
//!   parallel mesh, so below what one device needs for the whole batch) the planner chooses a
//!   sharded mesh, and 3 steps on it give the same losses, bit for bit, as the same mesh
//!   written out by hand;
//! - a second start reuses the remembered choice: nothing is compiled to choose, the manifest
//!   says `remembered`, every executable is a cache hit.

mod fixture;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use fixture::*;

/// The e2e config at 8 rows per step (one per device on `data=8`) and `d_model = 64`, so the
/// parameters and optimizer state, not activations, decide what fits.
fn config(dir: &Path, name: &str, mesh: &str) -> std::path::PathBuf {
    let d = data();
    let opts = ConfigOpts {
        d_model: Some(64),
        ..ConfigOpts::default()
    };
    let text = config_text(&d.tokenizer, &d.shards, &opts)
        .replace("batch_size = 4", "batch_size = 8")
        + mesh;
    write_config(dir, name, &text)
}

/// `(loss, grad_norm)` of every training step in a run's metrics.
fn losses(run_dir: &Path) -> BTreeMap<u64, (f64, f64)> {
    fs::read_to_string(run_dir.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|v| v["loss"].is_f64())
        .map(|v| {
            (
                v["step"].as_u64().unwrap(),
                (
                    v["loss"].as_f64().unwrap(),
                    v["grad_norm"].as_f64().unwrap(),
                ),
            )
        })
        .collect()
}

fn manifest(run_dir: &Path) -> serde_json::Value {
    serde_json::from_slice(&fs::read(run_dir.join("manifest.json")).unwrap()).unwrap()
}

/// The step program's per-device bytes (what must fit the budget: arguments, outputs less the
/// aliased, temporaries and code) of each `data=8` candidate of `config` on 8 CPU devices,
/// by mesh label (`data=8 fsdp`), from `namtrain plan --exhaustive --json` with a budget nothing
/// meets (so every candidate is compiled once, at its configured micro-batches).
fn step_needs(config: &Path, cache: &Path, dir: &Path) -> BTreeMap<String, f64> {
    let json = dir.join("plan.json");
    let (config, cache, json_arg) = (
        config.display().to_string(),
        cache.display().to_string(),
        json.display().to_string(),
    );
    let plan = namtrain(&[
        "plan",
        "--config",
        &config,
        "--plugin",
        "cpu",
        "--cpu-devices",
        "8",
        "--mesh",
        "data=8",
        "--exhaustive",
        "--hbm-gib",
        "0.000001",
        "--cache-dir",
        &cache,
        "--json",
        &json_arg,
    ]);
    let report: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(&json)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&plan.stderr))),
    )
    .unwrap();
    report["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|c| {
            let mesh = c["mesh"].as_str()?.split(", ").next()?.to_string();
            let step = c["programs"]
                .as_array()?
                .iter()
                .find(|p| p["name"] == "step")?;
            Some((mesh, step["total_bytes"].as_f64()?))
        })
        .collect()
}

fn run_args(config: &Path, run_dir: &Path, cache: &Path, cap_gib: f64) -> Vec<String> {
    let mut args = train_args(config, run_dir, 3);
    let at = args.iter().position(|a| a == "--cache-dir").unwrap() + 1;
    args[at] = cache.display().to_string();
    args.extend([
        "--cpu-devices".into(),
        "8".into(),
        "--hbm-gib".into(),
        format!("{cap_gib}"),
    ]);
    args
}

#[test]
fn without_mesh_the_planner_shards_under_a_cap_trains_like_the_mesh_by_hand_and_remembers() {
    let dir = tempfile::tempdir().unwrap();
    // A cache of its own: the remembered choice must be this test's.
    let cache = dir.path().join("cache");
    let auto = config(dir.path(), "auto.toml", "");

    // 1 KiB per device: nothing fits; the run dir is never created.
    let refused = dir.path().join("refused");
    let err = fails(&strs(&run_args(
        &auto,
        &refused,
        &cache,
        1.0 / (1 << 20) as f64,
    )));
    assert!(
        err.contains("choosing the mesh") && err.contains("no candidate fits"),
        "{err}"
    );
    assert!(err.contains("raise --hbm-gib"), "the fix is named: {err}");
    assert!(!refused.exists(), "a refused start writes nothing");
    // Nothing was compiled to say so: every candidate's state alone exceeds 1 KiB.
    assert!(err.contains("(0 compiled;"), "{err}");
    assert!(
        err.contains("not compiled: skipped: its parameters and optimizer state alone need"),
        "{err}"
    );
    let needs = step_needs(&auto, &cache, dir.path());
    let (fsdp, replicated) = (needs["data=8 fsdp"], needs["data=8"]);
    assert!(
        fsdp < replicated,
        "FSDP shards the state: {fsdp} vs {replicated}"
    );

    // Halfway between: data=8 holds a whole replica of the state (as one device would, with
    // all 8 rows of activations on top), so it does not fit, and FSDP does — with ZeRO-2's
    // copies too (a whole copy of the parameters, not of the optimizer state). Which of the
    // two is predicted faster on this CPU depends on its measured rates, so either may win.
    let cap = (fsdp + replicated) / 2.0 / 0.95;
    let cap_gib = cap / (1u64 << 30) as f64;
    assert!(cap * 0.95 < replicated, "one device cannot meet the cap");
    let chosen_dir = dir.path().join("auto");
    let out = ok(&strs(&run_args(&auto, &chosen_dir, &cache, cap_gib)));
    assert!(
        out.contains("mesh data=8 fsdp") && out.contains("planned now"),
        "{out}"
    );
    let choice = &manifest(&chosen_dir)["mesh_choice"];
    assert_eq!(choice["source"], "planned", "{choice}");
    let zero2 = choice["mesh"]["zero2"].as_bool().unwrap_or(false);
    let mut want = serde_json::json!({"data": 8, "expert": 1, "model": 1, "fsdp": true});
    if zero2 {
        want["zero2"] = true.into();
    }
    assert_eq!(choice["mesh"], want);
    let rejected = choice["rejected"].as_array().unwrap();
    assert!(
        rejected.iter().any(|r| {
            let reason = r["reason"].as_str().unwrap();
            r["candidate"].as_str().unwrap().starts_with("data=8, ")
                && (reason.starts_with("does not fit")
                    || reason.contains("parameters and optimizer state alone need"))
        }),
        "the replicated mesh is turned down for memory: {rejected:?}"
    );

    // The same mesh written out by hand: the same losses, bit for bit.
    let by_hand = config(
        dir.path(),
        "by_hand.toml",
        &format!("\n[mesh]\ndata = 8\nfsdp = true\nzero2 = {zero2}\n"),
    );
    let by_hand_dir = dir.path().join("by_hand");
    ok(&strs(&run_args(&by_hand, &by_hand_dir, &cache, cap_gib)));
    assert!(
        manifest(&by_hand_dir).get("mesh_choice").is_none(),
        "a written [mesh] is not chosen"
    );
    let (a, b) = (losses(&chosen_dir), losses(&by_hand_dir));
    assert_eq!(a.len(), 3);
    assert_eq!(a, b, "auto-chosen vs written-out mesh");

    // A second start: the remembered choice, nothing compiled.
    let again = dir.path().join("again");
    let out = ok(&strs(&run_args(&auto, &again, &cache, cap_gib)));
    assert!(out.contains("remembered"), "{out}");
    let m = manifest(&again);
    assert_eq!(m["mesh_choice"]["source"], "remembered");
    assert_eq!(m["mesh_choice"]["candidates_compiled"], 0);
    assert_eq!(m["mesh_choice"]["mesh"], choice["mesh"]);
    for e in m["executables"].as_array().unwrap() {
        assert_eq!(e["cache"], "hit", "{e}");
    }
    assert_eq!(losses(&again), a);
}

#[test]
fn a_bad_budget_or_slice_is_refused_before_anything_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let cache = dir.path().join("cache");
    let auto = config(dir.path(), "auto.toml", "");
    let run = dir.path().join("run");
    let err = fails(&strs(&run_args(&auto, &run, &cache, 0.0)));
    assert!(
        err.contains("--hbm-gib must be a positive number of GiB"),
        "{err}"
    );
    let mut margin = run_args(&auto, &run, &cache, 1.0);
    margin.extend(["--hbm-margin".into(), "100".into()]);
    let err = fails(&strs(&margin));
    assert!(err.contains("--hbm-margin is a percentage"), "{err}");
    let err = fails(&[
        "--config",
        auto.to_str().unwrap(),
        "--cache-dir",
        cache.to_str().unwrap(),
        "--topology",
        "v9-8",
        "--dry-run",
    ]);
    assert!(
        err.contains("unknown TPU slice \"v9-8\": use one of v6e-1"),
        "{err}"
    );
    assert!(!run.exists(), "a refused start writes no run directory");
    assert!(!cache.exists(), "nor a cache");
}
