//! SIGKILL during checkpoint writes never leaves `latest` at a broken checkpoint.
//!
//! The test re-executes its own binary as a writer process (selected by an
//! environment variable and the test filter), kills it at random moments while
//! it saves checkpoints in a loop, and after every kill checks that the newest
//! valid checkpoint loads and that `latest` names a checkpoint that verifies.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use pjrt::{ElementType, HostTensor};
use train::checkpoint::{Checkpoint, CheckpointDir, CheckpointMeta, ExpectedTensor};

const CHILD_ENV: &str = "NAMTRAIN_CKPT_CRASH_CHILD_DIR";
const DIMS: [i64; 2] = [256, 1024];

fn checkpoint(step: u64) -> Checkpoint {
    let values: Vec<f32> = (0..DIMS[0] * DIMS[1])
        .map(|i| (step * 1_000_003 + i as u64) as f32)
        .collect();
    let mut tensors = BTreeMap::new();
    tensors.insert(
        "w".to_string(),
        HostTensor::from_f32(&DIMS, &values).unwrap(),
    );
    Checkpoint {
        meta: CheckpointMeta {
            step,
            config_hash: "crash-test".into(),
            data_cursor: serde_json::json!({ "step": step }),
            extra: serde_json::Value::Null,
            tensors_sha256: String::new(),
            commit: None,
        },
        tensors,
    }
}

fn expected() -> Vec<ExpectedTensor> {
    vec![ExpectedTensor {
        name: "w".into(),
        dtype: ElementType::F32,
        dims: DIMS.to_vec(),
    }]
}

/// The writer half: runs only when re-executed by the parent test.
#[test]
fn checkpoint_writer_child() {
    let Ok(dir) = std::env::var(CHILD_ENV) else {
        return;
    };
    let ckpts = CheckpointDir::open(&dir, 2).unwrap();
    let start = ckpts.steps().unwrap().first().copied().unwrap_or(0) + 1;
    for step in start.. {
        ckpts.save(&checkpoint(step)).unwrap();
    }
}

fn verify(root: &Path) -> u64 {
    let ckpts = CheckpointDir::open(root, 2).unwrap();
    let loaded = ckpts
        .load_latest(&expected())
        .expect("resume must always work");
    let values = loaded.tensors["w"].to_f32().unwrap();
    assert_eq!(
        values,
        checkpoint(loaded.meta.step).tensors["w"].to_f32().unwrap()
    );
    if let Some(name) = ckpts.latest_name().unwrap() {
        ckpts
            .load_dir(&root.join(&name), &expected())
            .unwrap_or_else(|e| panic!("latest names a broken checkpoint {name}: {e}"));
    }
    loaded.meta.step
}

#[test]
fn sigkill_during_checkpoint_writes_never_breaks_latest() {
    let tmp = tempfile::tempdir().unwrap();
    let exe = std::env::current_exe().unwrap();
    // Seed one checkpoint so there is always something to resume from.
    CheckpointDir::open(tmp.path(), 2)
        .unwrap()
        .save(&checkpoint(0))
        .unwrap();
    // A small deterministic generator spreads the kill times over write phases.
    let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
    let mut last_step = 0;
    for round in 0..24 {
        let mut child = Command::new(&exe)
            .args([
                "--exact",
                "checkpoint_writer_child",
                "--nocapture",
                "--test-threads=1",
            ])
            .env(CHILD_ENV, tmp.path())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        let delay = Duration::from_micros(20_000 + x % 60_000);
        let start = Instant::now();
        while start.elapsed() < delay {
            std::thread::sleep(Duration::from_micros(500));
        }
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();
        let step = verify(tmp.path());
        assert!(
            step >= last_step,
            "round {round}: resumed step went back from {last_step} to {step}"
        );
        last_step = step;
    }
    assert!(
        last_step > 0,
        "the writer never completed a checkpoint; kill delays are too short"
    );
}
