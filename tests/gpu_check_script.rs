//! `scripts/gpu-check.sh --plugin cpu`: the prepared GPU check runs end to end on the CPU
//! plugin with tiny sizes, so it cannot rot while no GPU is at hand (issue 40). It makes its
//! own data from a source tree, as it does from `/usr/include` on the GPU machine.

use std::path::Path;
use std::process::Command;

#[test]
fn the_gpu_check_runs_end_to_end_on_the_cpu_plugin() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    data::synthetic::write_cpp_tree(&src, 160).unwrap();
    let out = dir.path().join("out");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let run = Command::new("bash")
        .arg(root.join("scripts/gpu-check.sh"))
        .args(["--plugin", "cpu", "--out"])
        .arg(&out)
        .arg("--bin")
        .arg(env!("CARGO_BIN_EXE_namtrain"))
        .arg("--src")
        .arg(&src)
        .arg("--work")
        .arg(dir.path().join("work"))
        // The peer needs jax; CI's test venv has none (the script records the skip).
        .args(["--python", "/nonexistent/python"])
        .env_remove("RUST_BACKTRACE")
        .current_dir(root)
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    let log = std::fs::read_to_string(out.join("gpu-check.log")).unwrap_or_default();
    assert!(
        run.status.success(),
        "gpu-check failed:\n{stderr}\n--- gpu-check.log ---\n{log}"
    );

    // What comes back from the device tool: at most 8 files, one level down.
    let files: Vec<String> = std::fs::read_dir(&out)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(files.len() <= 8, "{files:?}");
    for f in ["gpu-check.json", "gpu-check.log", "runs.tar.gz"] {
        assert!(files.iter().any(|n| n == f), "{f} missing from {files:?}");
    }
    let s: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("gpu-check.json")).unwrap()).unwrap();
    assert_eq!(s["plugin"], "cpu");
    assert_eq!(s["devices"]["devices"][0]["kind"], "cpu", "{s}");
    assert_eq!(s["missing"], serde_json::json!([]), "{s}");

    // nam-tiny: the untrained model's eval loss is ln V (outputs start near zero: docs/model.md
    // init), and training lowers it.
    let tiny = &s["nam_tiny"];
    let vocab = tiny["vocab_size"].as_f64().unwrap();
    let first = tiny["eval_loss_step0"].as_f64().unwrap();
    let last = tiny["eval_loss"].as_f64().unwrap();
    assert!(
        (first - vocab.ln()).abs() < 0.02,
        "step-0 eval {first} vs ln {vocab}"
    );
    assert!(last < first, "eval {first} -> {last}");
    assert_eq!(tiny["eval_step"], 12);

    // Killed after its first checkpoint while still training, resumed: bit for bit on the CPU.
    let resume = &s["resume"];
    assert_eq!(resume["killed_while_running"], true, "{resume}");
    assert_eq!(resume["bitwise"], true, "{resume}");
    assert_eq!(resume["steps_compared"], 12, "{resume}");

    // The second start loads every program from the cache.
    let cache = s["warm_start"]["cache"].as_array().unwrap();
    assert!(!cache.is_empty() && cache.iter().all(|c| c == "hit"), "{s}");

    // nam12-dense (cut to CPU size): measured next to the PREDICTED step of the same program.
    let dense = &s["nam12_dense"];
    assert!(dense["step_s_median"].as_f64().unwrap() > 0.0, "{dense}");
    assert!(
        dense["PREDICTED"]["best_s"].as_f64().unwrap() > 0.0,
        "{dense}"
    );
    assert!(
        dense["measured_over_predicted"]
            .as_f64()
            .unwrap()
            .is_finite()
    );
    assert!(s["peer"].as_str().unwrap().starts_with("skipped"), "{s}");
}
