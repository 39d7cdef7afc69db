//! Step time of nam-tiny on the CPU plugin: one device vs the field meshes on 8 devices.
//!
//! Each mesh trains nam-tiny (`configs/nam-tiny.toml`, its prepared data under `runs/data`)
//! through the [`Trainer`]: one warm-up step (first execution), then `STEPS` timed steps; the
//! table gives the mean wall seconds per step and the part spent inside `execute`. On a
//! 2-core machine 8 CPU devices share 2 cores, so this measures the partitioning overhead
//! (collectives, smaller kernels, per-device launches), not a speed-up.
//!
//! Measured (Nov 2026, `--profile dev -- 4`, shared 2-core machine at load average ~15, so
//! ±10% is noise): one device 4.38 s/step; data 8 4.05 s (0.92×); data 8 fsdp 4.43 s (1.01×);
//! data 4 × model 2 4.22 s (0.96×); data 2 × expert 4 3.57 s (0.81×). Compile + first step:
//! 66 / 57 / 98 / 71 / 52 s. On two cores the 8-device programs cost no more per step than one
//! device: the per-device work is 1/8 and the in-process collectives are cheap.
//!
//! Run: `cargo bench -p namtrain --bench mesh_step [-- STEPS]` from anywhere (paths are
//! resolved against the repository root). Executables are cached in the system temp dir, so
//! a second run measures steps, not compiles.

use std::path::Path;
use std::time::Instant;

use nam::NamConfig;
use train::trainer::{Trainer, TrainerOptions};

const MESHES: [(&str, &str); 5] = [
    ("one device", ""),
    ("data 8", "data = 8"),
    ("data 8 fsdp", "data = 8\nfsdp = true"),
    ("data 4 × model 2", "data = 4\nmodel = 2"),
    ("data 2 × expert 4", "data = 2\nexpert = 4"),
];

fn main() {
    let steps: usize = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf();
    let preset = std::fs::read_to_string(repo.join("configs/nam-tiny.toml")).unwrap();
    let cache = std::env::temp_dir().join("namtrain-mesh-step-bench-cache");
    println!(
        "| mesh | devices | compile+setup s | step s (mean of {steps}) | waiting s | vs one device |"
    );
    println!("| --- | --- | --- | --- | --- | --- |");
    let mut base = None;
    for (label, mesh) in MESHES {
        let cfg = NamConfig::from_toml_str(&format!("{preset}\n[mesh]\n{mesh}\n")).unwrap();
        let run_dir = tempfile::tempdir().unwrap();
        let mut opts = TrainerOptions::new(cfg.clone(), run_dir.path().join("run"));
        opts.base_dir = repo.clone();
        opts.cache_dir = Some(cache.clone());
        let t0 = Instant::now();
        let mut trainer = Trainer::new(opts).unwrap();
        trainer.step().unwrap();
        let setup = t0.elapsed().as_secs_f64();
        let (mut wall, mut exec) = (0.0, 0.0);
        for _ in 0..steps {
            let r = trainer.step().unwrap();
            wall += r.seconds;
            exec += r.wait_seconds;
        }
        let (wall, exec) = (wall / steps as f64, exec / steps as f64);
        let base = *base.get_or_insert(wall);
        println!(
            "| {label} | {} | {setup:.1} | {wall:.3} | {exec:.3} | {:.2}× |",
            cfg.mesh.devices(),
            wall / base
        );
    }
}
