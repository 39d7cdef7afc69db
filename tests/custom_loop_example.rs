//! Runs `examples/custom_loop.rs` (the library used from a loop of one's own) on a tiny config:
//! it trains, its checkpoint verifies against the model, and the held-out loss went down.

mod fixture;

#[allow(dead_code)] // the example's `main` is not called here
#[path = "../crates/train/examples/custom_loop.rs"]
mod custom_loop;

use fixture::*;
use train::checkpoint::CheckpointDir;

#[test]
fn custom_loop_example_trains_and_checkpoints_through_the_library() {
    let dir = tempfile::tempdir().unwrap();
    let config = dir.path().join("tiny.toml");
    std::fs::write(&config, tiny_config_text()).unwrap();
    let run_dir = dir.path().join("run");
    let summary = custom_loop::run(&config, 12, &run_dir, Some(cache_dir())).unwrap();

    assert_eq!(summary.losses.len(), 12);
    assert!(summary.losses.iter().all(|l| l.is_finite()));
    // At initialisation the model is close to uniform over the vocabulary.
    assert!(
        (summary.eval_before - (VOCAB as f64).ln()).abs() < 0.5,
        "initial eval loss {} vs ln V {}",
        summary.eval_before,
        (VOCAB as f64).ln()
    );
    assert!(
        summary.eval_after < summary.eval_before - 0.3,
        "eval loss {} -> {}",
        summary.eval_before,
        summary.eval_after
    );
    // The checkpoint is step 12, complete and verified (hash) on load.
    assert_eq!(
        summary.checkpoint,
        run_dir.join("checkpoints/step-00000012")
    );
    let loaded = CheckpointDir::open(run_dir.join("checkpoints"), 3)
        .unwrap()
        .load_latest(&[])
        .unwrap();
    assert_eq!(loaded.meta.step, 12);
    assert!(loaded.tensors.contains_key("wte"));
}
