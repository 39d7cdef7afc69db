//! Fine-tuning from weights you already have, on batches you make, with a learning-rate sweep
//! that restarts from the same weights for every rate.
//!
//! 1. `namtrain init` (or any earlier run's checkpoint) gives the starting parameters;
//!    [`TrainerOptions::init_from`] loads them (names and shapes checked) with a fresh optimizer.
//! 2. The batches are the caller's: here a fixed "task" set taken from the run's own data once
//!    ([`Trainer::next_batch`]) and replayed every epoch with [`Trainer::step_on`].
//! 3. For each AdamW rate of the sweep a new run starts from the same file; the rate is the
//!    caller's ([`Trainer::set_lr`]); the best rate is the one with the lowest held-out loss
//!    ([`Trainer::evaluate_on`] on batches the fine-tuning never trained on).
//!
//! ```sh
//! namtrain init --config configs/nam-tiny.toml --out runs/init.safetensors
//! cargo run --release -p namtrain-train --example finetune -- configs/nam-tiny.toml runs/init.safetensors runs/finetune
//! ```

use std::path::{Path, PathBuf};

use nam::NamConfig;
use nam::graph::step::LearningRates;
use train::trainer::{Trainer, TrainerOptions};

/// What the sweep found.
#[derive(Debug)]
pub struct Sweep {
    /// `(AdamW rate, held-out loss before, after)` per rate tried.
    pub results: Vec<(f64, f64, f64)>,
    /// The rate with the lowest held-out loss after fine-tuning.
    pub best: f64,
}

/// Fine-tunes `config` from `init` for `epochs` passes over 2 task batches at each rate of
/// `rates`, each in its own run directory under `out`.
pub fn run(
    config: &Path,
    init: &Path,
    out: &Path,
    rates: &[f64],
    epochs: usize,
    cache_dir: Option<PathBuf>,
) -> Result<Sweep, Box<dyn std::error::Error>> {
    let cfg = NamConfig::from_toml_str(&std::fs::read_to_string(config)?)?;
    let mut results = Vec::new();
    for (i, &rate) in rates.iter().enumerate() {
        let mut opts = TrainerOptions::new(cfg.clone(), out.join(format!("rate-{i}")));
        opts.init_from = Some(init.to_path_buf());
        opts.cache_dir = cache_dir.clone();
        let mut trainer = Trainer::new(opts)?;
        // The same task and held-out batches for every rate: the run's data is read in the
        // same order from the same seed.
        let task = [trainer.next_batch()?, trainer.next_batch()?];
        let held_out = [trainer.next_batch()?];
        let before = trainer.evaluate_on(&held_out)?;
        // Muon and the embedding stay frozen; only the AdamW group (head, norms, ...) moves.
        trainer.set_lr(Some(LearningRates {
            muon: 0.0,
            adamw: rate,
            embed: 0.0,
        }));
        for _ in 0..epochs {
            for batch in &task {
                trainer.step_on(batch)?;
            }
        }
        let after = trainer.evaluate_on(&held_out)?;
        trainer.save_checkpoint()?;
        trainer.write_manifest()?;
        println!("adamw rate {rate}: held-out loss {before:.4} -> {after:.4}");
        results.push((rate, before, after));
    }
    let best = results
        .iter()
        .min_by(|a, b| a.2.total_cmp(&b.2))
        .map(|r| r.0)
        .ok_or("no rate to sweep")?;
    println!("best adamw rate: {best}");
    Ok(Sweep { results, best })
}

fn main() -> std::process::ExitCode {
    // The trainer compiles in a child process by default: this binary serves as that worker.
    train::compile_worker::run_worker_if_requested();
    // Errors printed in their own words (with their fix), not in Debug form.
    train::exit_status(main_with_args())
}

fn main_with_args() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [config, init, out] = args.as_slice() else {
        return Err("usage: finetune CONFIG INIT.safetensors OUT_DIR".into());
    };
    run(
        Path::new(config),
        Path::new(init),
        Path::new(out),
        &[1e-4, 1e-3, 1e-2],
        3,
        None,
    )?;
    Ok(())
}
