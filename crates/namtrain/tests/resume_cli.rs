//! Exact resume through the CLI on the CPU plugin: 20 steps straight equal, bit for bit,
//! 20 steps in a process SIGKILLed after its step-10 checkpoint and resumed with `--resume`.

mod e2e_common;

use std::collections::BTreeMap;
use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use e2e_common::*;

/// The tensors of a checkpoint's `state.safetensors`, by name, as (dtype, shape, bytes).
fn tensors(ckpt: &Path) -> BTreeMap<String, (String, Vec<usize>, Vec<u8>)> {
    let bytes = fs::read(ckpt.join("state.safetensors")).unwrap();
    let st = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    st.tensors()
        .into_iter()
        .map(|(name, v)| {
            (
                name,
                (
                    format!("{:?}", v.dtype()),
                    v.shape().to_vec(),
                    v.data().to_vec(),
                ),
            )
        })
        .collect()
}

fn meta(ckpt: &Path) -> serde_json::Value {
    serde_json::from_slice(&fs::read(ckpt.join("meta.json")).unwrap()).unwrap()
}

/// Main loss by step from a run's metrics (the last record of a step wins).
fn losses(run_dir: &Path) -> BTreeMap<u64, f64> {
    let mut out = BTreeMap::new();
    for line in fs::read_to_string(run_dir.join("metrics.jsonl"))
        .unwrap()
        .lines()
    {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        if let Some(loss) = v["loss"].as_f64() {
            out.insert(v["step"].as_u64().unwrap(), loss);
        }
    }
    out
}

#[test]
fn resumed_run_after_sigkill_matches_uninterrupted_bitwise() {
    let d = data();
    let dir = tempfile::tempdir().unwrap();
    let config = write_config(
        dir.path(),
        "tiny.toml",
        &config_text(&d.tokenizer, &d.shards, &ConfigOpts::default()),
    );

    // Uninterrupted: 20 steps, checkpoints at 10 and 20.
    let straight = dir.path().join("straight");
    ok(&strs(&train_args(&config, &straight, 20)));

    // Interrupted: the same command, SIGKILLed as soon as its step-10 checkpoint is the latest.
    let killed = dir.path().join("killed");
    let mut child = Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(train_args(&config, &killed, 20))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let latest = killed.join("checkpoints").join("latest");
    let deadline = Instant::now() + Duration::from_secs(600);
    loop {
        if fs::read_to_string(&latest).is_ok_and(|s| s.trim() == "step-00000010") {
            break;
        }
        if let Some(status) = child.try_wait().unwrap() {
            panic!("the run ended ({status}) before it could be killed after step 10");
        }
        assert!(Instant::now() < deadline, "no step-10 checkpoint appeared");
        std::thread::sleep(Duration::from_millis(2));
    }
    child.kill().unwrap(); // SIGKILL on Unix
    child.wait().unwrap();
    assert_eq!(
        fs::read_to_string(&latest).unwrap().trim(),
        "step-00000010",
        "the killed run got past its step-10 checkpoint before the kill; nothing to resume"
    );
    assert!(
        !killed.join("checkpoints/step-00000020").exists(),
        "the killed run finished"
    );

    // Resume in a fresh process for the remaining 10 steps.
    let mut resume = train_args(&config, &killed, 20);
    resume.push("--resume".into());
    let stderr = ok(&strs(&resume));
    assert!(
        stderr.contains("steps 10..20"),
        "the resumed process started at step 10:\n{stderr}"
    );

    let a = straight.join("checkpoints/step-00000020");
    let b = killed.join("checkpoints/step-00000020");
    let (ta, tb) = (tensors(&a), tensors(&b));
    assert_eq!(
        ta.keys().collect::<Vec<_>>(),
        tb.keys().collect::<Vec<_>>(),
        "same tensor names"
    );
    for (name, (dtype, shape, bytes)) in &ta {
        let (dtype_b, shape_b, bytes_b) = &tb[name];
        assert_eq!(
            (dtype, shape),
            (dtype_b, shape_b),
            "{name}: dtype and shape"
        );
        let differ = bytes.iter().zip(bytes_b).filter(|(x, y)| x != y).count();
        assert!(
            differ == 0,
            "{name}: {differ} of {} bytes differ between the straight and the resumed run",
            bytes.len()
        );
    }
    assert_eq!(
        fs::read(a.join("state.safetensors")).unwrap(),
        fs::read(b.join("state.safetensors")).unwrap(),
        "the checkpoint files are byte-identical"
    );
    assert_eq!(
        meta(&a)["data_cursor"],
        meta(&b)["data_cursor"],
        "same data position"
    );

    // Not vacuous: the last 10 steps moved the parameters, and both runs saw the same losses.
    let t10 = tensors(&straight.join("checkpoints/step-00000010"));
    assert!(
        ta.iter().any(|(name, t)| t10[name].2 != t.2),
        "steps 11..20 changed nothing"
    );
    let (la, lb) = (losses(&straight), losses(&killed));
    for step in 11..=20 {
        assert_eq!(
            la[&step].to_bits(),
            lb[&step].to_bits(),
            "step {step} loss: straight {} vs resumed {}",
            la[&step],
            lb[&step]
        );
    }
}
