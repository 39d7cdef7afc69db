//! Steps queued back to back, scalars read only where the loop needs them (issue 12, item 6):
//! `namtrain` reads a step's losses at log records, evals and checkpoints only, and that
//! changes nothing it computes. Checked against a run that reads every step (`log_every = 1`):
//! the same losses and gradient norms where both log, a record's `loss_mean` equal to the mean
//! of the per-step losses it covers, and the same final checkpoint bytes; in Mode A and Mode B.

mod fixture;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;

use fixture::{ConfigOpts, config_text, data, ok, strs, train_args, write_config};

/// Every training record by step.
fn records(run_dir: &Path) -> BTreeMap<u64, serde_json::Value> {
    fs::read_to_string(run_dir.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|v| v["loss"].is_f64())
        .map(|v| (v["step"].as_u64().unwrap(), v))
        .collect()
}

fn scalar_reads(run_dir: &Path) -> u64 {
    let m: serde_json::Value =
        serde_json::from_slice(&fs::read(run_dir.join("manifest.json")).unwrap()).unwrap();
    m["training"]["scalar_reads"].as_u64().unwrap()
}

fn final_state(run_dir: &Path, step: u64) -> Vec<u8> {
    fs::read(
        run_dir
            .join("checkpoints")
            .join(format!("step-{step:08}"))
            .join("state.safetensors"),
    )
    .unwrap()
}

fn check_reads_only_at_log_points(micro_batches: usize) {
    let d = data();
    let dir = tempfile::tempdir().unwrap();
    let opts = ConfigOpts {
        micro_batches,
        ..ConfigOpts::default()
    };
    let every_step = config_text(&d.tokenizer, &d.shards, &opts);
    assert!(every_step.contains("log_every = 1"));
    let every_fourth = every_step.replace("log_every = 1", "log_every = 4");
    let a = write_config(dir.path(), "every_step.toml", &every_step);
    let b = write_config(dir.path(), "every_fourth.toml", &every_fourth);
    let (run_a, run_b) = (dir.path().join("a"), dir.path().join("b"));
    // 8 steps; evals and checkpoints every 10, so the only read points are log records and the end.
    ok(&strs(&train_args(&a, &run_a, 8)));
    ok(&strs(&train_args(&b, &run_b, 8)));

    assert_eq!(scalar_reads(&run_a), 8, "log_every = 1 reads every step");
    assert_eq!(
        scalar_reads(&run_b),
        3,
        "log_every = 4 over 8 steps reads at steps 1 (the first record), 4 and 8"
    );
    let (ra, rb) = (records(&run_a), records(&run_b));
    assert_eq!(rb.keys().copied().collect::<Vec<_>>(), [1, 4, 8]);
    for (step, r) in &rb {
        for key in ["loss", "main_loss", "grad_norm"] {
            assert_eq!(
                r[key].as_f64(),
                ra[step][key].as_f64(),
                "step {step} {key}: queued steps changed a value"
            );
        }
    }
    // Record 4 covers steps 2..=4, record 8 steps 5..=8 (what loss_mean_steps says).
    for (step, covered) in [(4u64, 2u64..=4), (8, 5..=8)] {
        let losses: Vec<f64> = covered
            .clone()
            .map(|s| ra[&s]["loss"].as_f64().unwrap())
            .collect();
        let want = losses.iter().sum::<f64>() / losses.len() as f64;
        let got = rb[&step]["loss_mean"].as_f64().unwrap();
        assert!(
            (got - want).abs() <= 1e-12 * want.abs(),
            "step {step}: loss_mean {got}, mean of steps {covered:?} {want}"
        );
        assert_eq!(
            rb[&step]["loss_mean_steps"].as_u64(),
            Some(losses.len() as u64)
        );
    }
    assert!(
        final_state(&run_a, 8) == final_state(&run_b, 8),
        "the step-8 checkpoints differ"
    );
}

#[test]
fn mode_a_reads_scalars_only_at_log_points_and_trains_the_same() {
    check_reads_only_at_log_points(1);
}

#[test]
fn mode_b_reads_scalars_only_at_log_points_and_trains_the_same() {
    check_reads_only_at_log_points(2);
}
