//! What a checkpoint costs the steps around it, synchronous against in the background, in one
//! process on the CPU plugin, rounds alternating so the machine's load hits all alike:
//!
//! - **device → host**: `Trainer::state_to_host` alone, the floor of any checkpoint's stall;
//! - **sync**: `Trainer::save_checkpoint` (copy, write, fsync, commit, all before the next step);
//! - **async**: `Trainer::start_checkpoint` (the copy only; the write and commit run on a
//!   background thread), then the next `STEPS` steps while it writes, then
//!   `Trainer::finish_checkpoint` (what is left to wait for, usually nothing);
//! - **steps**: `STEPS` steps with no checkpoint, the baseline the steps after each kind are
//!   compared with.
//!
//! The table gives the median stall of each kind, the state's size and the slowdown of the
//! steps right after a checkpoint. On the CPU plugin the background write competes with the
//! steps for the same cores; on a TPU or GPU host it does not.
//!
//! Run: `cargo bench -p namtrain --bench checkpoint_stall [-- ROUNDS]` after
//! `./scripts/train-tiny.sh` (it reads nam-tiny's prepared data under `runs/data`).

use std::path::Path;
use std::time::Instant;

use nam::NamConfig;
use train::trainer::{Trainer, TrainerOptions};

/// Steps measured after each checkpoint (and for the baseline).
const STEPS: u64 = 8;

const CONFIG: &str = r#"
[model]
depth = 4
pattern = "AF"
d_model = 256
vocab_size = 4096
seq_len = 64
n_head = 4
n_kv_head = 2
head_dim = 64
activation = "relu2"
ffn_hidden = 1024

[optimizer]
adamw_lr = 0.001

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
keep_checkpoints = 2
log_every = 50

[data]
tokenizer = "runs/data/tokenizer.json"
shards = "runs/data/shards"
val_shards = 1
"#;

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn timed(f: impl FnOnce()) -> f64 {
    let t = Instant::now();
    f();
    t.elapsed().as_secs_f64()
}

fn main() {
    let rounds: usize = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .and_then(|a| a.parse().ok())
        .unwrap_or(6);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR"));
    let run_dir = tempfile::tempdir().unwrap();
    let cfg = NamConfig::from_toml_str(CONFIG).unwrap();
    let mut opts = TrainerOptions::new(cfg, run_dir.path().join("run"));
    opts.base_dir = repo.to_path_buf();
    opts.cache_dir = Some(std::env::temp_dir().join("namtrain-checkpoint-stall-bench-cache"));
    opts.compile_worker = None; // a bench binary has no worker entry point
    let mut t = Trainer::new(opts).unwrap();
    t.run_steps(2).unwrap(); // one-time warm-up
    let state_bytes: usize = t
        .state_to_host()
        .unwrap()
        .values()
        .map(|h| h.bytes().len())
        .sum();

    let (mut base, mut d2h) = (Vec::new(), Vec::new());
    let (mut sync_stall, mut sync_after) = (Vec::new(), Vec::new());
    let (mut async_stall, mut async_after, mut async_wait) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..rounds {
        base.push(timed(|| drop(t.run_steps(STEPS).unwrap())) / STEPS as f64);
        d2h.push(timed(|| drop(t.state_to_host().unwrap())));
        sync_stall.push(timed(|| drop(t.save_checkpoint().unwrap())));
        sync_after.push(timed(|| drop(t.run_steps(STEPS).unwrap())) / STEPS as f64);
        async_stall.push(timed(|| t.start_checkpoint().unwrap()));
        async_after.push(timed(|| drop(t.run_steps(STEPS).unwrap())) / STEPS as f64);
        async_wait.push(timed(|| drop(t.finish_checkpoint().unwrap())));
    }
    let base = median(&mut base);
    let slow = |v: f64| 100.0 * (v / base - 1.0);
    let (sa, aa) = (median(&mut sync_after), median(&mut async_after));
    println!(
        "checkpoint stall, CPU plugin, state {:.1} MiB, {rounds} rounds of {STEPS} steps \
         (medians):",
        state_bytes as f64 / (1 << 20) as f64
    );
    println!("  step alone                  {:>9.2} ms", 1e3 * base);
    println!(
        "  device → host copy          {:>9.2} ms",
        1e3 * median(&mut d2h)
    );
    println!(
        "  sync checkpoint stall       {:>9.2} ms; steps after it {:>7.2} ms ({:+.1}%)",
        1e3 * median(&mut sync_stall),
        1e3 * sa,
        slow(sa)
    );
    println!(
        "  async checkpoint stall      {:>9.2} ms; steps while it writes {:>7.2} ms ({:+.1}%); \
         left to wait after {STEPS} steps {:.2} ms",
        1e3 * median(&mut async_stall),
        1e3 * aa,
        slow(aa),
        1e3 * median(&mut async_wait)
    );
}
