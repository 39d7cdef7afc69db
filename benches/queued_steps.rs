//! Host overhead where dispatch dominates: a 2-layer, d = 32 model on the CPU plugin (steps of
//! about a millisecond), trained through the [`Trainer`] two ways in one process, alternating
//! rounds so the machine's load hits both alike:
//!
//! - **read every step**: `Trainer::step` — each step's scalars are read before the next step
//!   is launched, so the device idles while the host reads, logs and launches;
//! - **queued**: `Trainer::run_steps(LOG_EVERY)` — steps launched back to back, the scalars of
//!   all read once at the end (what `namtrain` does between log records).
//!
//! Both train the same steps from the same state, so the losses must agree; the table gives
//! steps per second and the host's busy share (`host_fraction`: time not spent waiting for the
//! device) and the ratio of the two rates.
//!
//! Run: `cargo bench -p namtrain --bench queued_steps [-- STEPS]` after
//! `./scripts/train-tiny.sh` (it reads nam-tiny's prepared data under `runs/data`).

use std::path::Path;
use std::time::Instant;

use nam::NamConfig;
use train::trainer::{Trainer, TrainerOptions};

/// Steps per read in the queued loop (a `log_every`).
const LOG_EVERY: u64 = 50;

const CONFIG: &str = r#"
[model]
depth = 2
pattern = "AF"
d_model = 32
vocab_size = 4096
seq_len = 32
n_head = 2
n_kv_head = 1
head_dim = 16
activation = "relu2"
ffn_hidden = 64

[optimizer]
adamw_lr = 0.01

[schedule]
steps = 100000
warmup_steps = 0

[precision]
param_dtype = "f32"
compute_dtype = "f32"
remat = false

[train]
batch_size = 4
eval_every = 0
eval_batches = 1
checkpoint_every = 0
log_every = 50

[data]
tokenizer = "runs/data/tokenizer.json"
shards = "runs/data/shards"
val_shards = 1
"#;

fn trainer(repo: &Path, run_dir: &Path) -> Trainer {
    let cfg = NamConfig::from_toml_str(CONFIG).unwrap();
    let mut opts = TrainerOptions::new(cfg, run_dir.to_path_buf());
    opts.base_dir = repo.to_path_buf();
    opts.cache_dir = Some(std::env::temp_dir().join("namtrain-queued-steps-bench-cache"));
    let mut t = Trainer::new(opts).unwrap();
    t.step().unwrap(); // first execution: one-time warm-up
    t
}

fn main() {
    let steps: u64 = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .and_then(|a| a.parse().ok())
        .unwrap_or(1000);
    let rounds = steps.div_ceil(LOG_EVERY);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let dir = tempfile::tempdir().unwrap();
    let mut every = trainer(repo, &dir.path().join("every"));
    let mut queued = trainer(repo, &dir.path().join("queued"));
    // (wall seconds, seconds waiting for the device, last loss) per loop.
    let (mut a, mut b) = ((0.0, 0.0, 0.0), (0.0, 0.0, 0.0));
    for _ in 0..rounds {
        let t0 = Instant::now();
        for _ in 0..LOG_EVERY {
            let r = every.step().unwrap();
            a.1 += r.wait_seconds;
            a.2 = r.loss;
        }
        a.0 += t0.elapsed().as_secs_f64();
        let t0 = Instant::now();
        let reports = queued.run_steps(LOG_EVERY).unwrap();
        b.0 += t0.elapsed().as_secs_f64();
        b.1 += reports.iter().map(|r| r.wait_seconds).sum::<f64>();
        b.2 = reports.last().unwrap().loss;
    }
    assert_eq!(a.2, b.2, "both loops train the same steps");
    let n = (rounds * LOG_EVERY) as f64;
    println!("| loop | steps | steps/s | host busy | last loss |");
    println!("| --- | --- | --- | --- | --- |");
    for (label, (wall, wait, loss)) in [("read every step", a), ("queued, read every 50", b)] {
        println!(
            "| {label} | {n} | {:.1} | {:.1}% | {loss:.4} |",
            n / wall,
            100.0 * (1.0 - wait / wall)
        );
    }
    println!("queued / read every step: {:.3}× steps/s", a.0 / b.0);
}
