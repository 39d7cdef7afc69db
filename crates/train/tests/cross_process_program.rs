//! The cross-process program check (`docs/multihost-verification.md`): one training step that
//! namtrain builds and compiles for a 4-device mesh runs, unchanged, split over 2 processes
//! × 2 devices whose collectives cross the process boundary, and gives namtrain's outputs.
//!
//! `namtrain-export-step` writes the Mode-A step of a tiny FSDP config (data 2 × model 2, so
//! every FSDP gather, gradient all-reduce and Muon all-to-all over `data` pairs a device of
//! process 0 with one of process 1, while the `model` collectives stay inside a process): its
//! StableHLO, compile options, every input's piece per device and namtrain's own outputs per
//! device (XLA CPU plugin, one process, 4 devices). `scripts/cross_process_check.py` runs the
//! program with jaxlib's CPU client as 2 processes with gloo collectives on 127.0.0.1 (the PJRT
//! CPU plugin cannot run one program across processes), and once more in one process with 4
//! devices.
//!
//! Asserted, for every output on every device: the two-process run equals the one-process
//! run bit for bit (same compiler, same program: only the collectives' transport differs),
//! and equals namtrain's run within `max |Δ| ≤ 1e-5 · max |namtrain|` (the script's `RTOL`):
//! jaxlib 0.10.2 and the plugin are different builds of XLA's CPU compiler and round a few f32
//! sums differently (measured worst 1.5e-6, on the updated `w_o` / `w_out`; 68 of the 80
//! outputs, the loss and grad norm among them, are bitwise equal). A collective that lost the
//! other process's contribution is off by O(1). Also asserted: jaxlib's compiled program holds
//! all-reduces, all-gathers and all-to-alls whose device groups span both processes, and
//! namtrain's compiled program holds all-reduces and all-gathers.
//!
//! Needs `pallas-kernels/.venv` (jax and jaxlib 0.10.2; `./scripts/setup.sh` or
//! `pallas-kernels/test.sh` create it): without its Python the test says so and passes.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use serde_json::Value;

/// One pattern group (an A and an F block), f32, FSDP over `data` 2 × `model` 2, 4 rows of 16.
const CONFIG: &str = r#"[model]
depth = 2
pattern = "AF"
d_model = 32
vocab_size = 256
seq_len = 16
n_head = 2
n_kv_head = 2
head_dim = 16
activation = "relu2"
ffn_hidden = 64

[precision]
param_dtype = "f32"
compute_dtype = "f32"

[train]
batch_size = 4
seed = 0

[mesh]
data = 2
model = 2
fsdp = true
"#;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn read_json(path: &Path) -> Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_str(&text).unwrap()
}

#[test]
fn a_step_split_over_two_processes_gives_namtrains_outputs() {
    let root = repo_root();
    let python = match test_support::kernels_python() {
        Ok(python) => python,
        Err(why) => {
            eprintln!("skipped: {why}");
            return;
        }
    };
    let started = Instant::now();
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("tiny.toml");
    std::fs::write(&config, CONFIG).unwrap();
    let dir = tmp.path().join("step");

    let export = Command::new(env!("CARGO_BIN_EXE_namtrain-export-step"))
        .arg("--config")
        .arg(&config)
        .arg("--out")
        .arg(&dir)
        .output()
        .unwrap();
    assert!(
        export.status.success(),
        "namtrain-export-step failed:\n{}",
        String::from_utf8_lossy(&export.stderr)
    );
    let exported = started.elapsed();

    let check = Command::new(&python)
        .arg(root.join("scripts/cross_process_check.py"))
        .arg("--dir")
        .arg(&dir)
        .args(["--timeout", "150"])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&check.stdout);
    eprintln!("{stdout}");
    assert!(
        check.status.success(),
        "cross_process_check.py failed ({}):\n{stdout}\n{}",
        check.status,
        String::from_utf8_lossy(&check.stderr)
    );

    let manifest = read_json(&dir.join("manifest.json"));
    assert_eq!(manifest["processes"], serde_json::json!([[0, 1], [2, 3]]));
    let outputs = manifest["outputs"].as_array().unwrap().len();
    let report = read_json(&dir.join("jax/report.json"));
    let pairs = report["outputs"].as_array().unwrap();
    assert_eq!(pairs.len(), outputs * 4, "every output on every device");
    for r in pairs {
        let what = format!(
            "output {} ({}) on device {}",
            r["index"], r["name"], r["device"]
        );
        assert_eq!(
            r["processes_bitwise"], true,
            "{what}: two processes ≠ one: {r}"
        );
        assert_eq!(r["namtrain_close"], true, "{what}: ≠ namtrain: {r}");
    }
    let worst = report["worst_relative_diff"].as_f64().unwrap();
    assert!(worst <= 1e-5, "worst relative difference {worst}");

    // The collectives really crossed: in every process's compiled program, gradient all-reduces,
    // FSDP all-gathers and Muon's all-to-alls over `data` pair the two processes' devices.
    for p in report["processes"].as_array().unwrap() {
        let c = &p["collectives"];
        for kind in ["all-reduce", "all-gather", "all-to-all"] {
            let crossing = c[kind]["crossing"].as_u64().unwrap_or(0);
            assert!(
                crossing > 0,
                "process {}: no {kind} crosses: {c}",
                p["process_id"]
            );
            assert_eq!(c[kind]["unread"], 0, "{kind} groups unread: {c}");
        }
    }
    let ours = &read_json(&dir.join("compile.json"))["collectives"];
    for kind in ["all-reduce", "all-gather"] {
        assert!(
            ours[kind].as_u64().unwrap_or(0) > 0,
            "namtrain's program: {ours}"
        );
    }
    eprintln!(
        "cross-process check: export {:.1} s, total {:.1} s; {} of {} pairs bitwise equal to namtrain",
        exported.as_secs_f64(),
        started.elapsed().as_secs_f64(),
        report["namtrain_bitwise"],
        pairs.len()
    );
}
