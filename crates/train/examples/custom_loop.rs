//! A custom training loop on the `train` library: the loop is yours, the [`Trainer`] does the
//! device work. This one evaluates, trains a few steps with its own stopping rule and logging,
//! saves a checkpoint and evaluates again.
//!
//! ```sh
//! # nam-tiny on the CPU plugin (data from ./scripts/train-tiny.sh or `namtrain data prepare`):
//! cargo run --release -p namtrain-train --example custom_loop -- configs/nam-tiny.toml 5 runs/custom-loop
//! ```
//!
//! Arguments: `CONFIG [STEPS=5] [RUN_DIR=runs/custom-loop]`; the executable cache is the
//! default one (`$NAMTRAIN_CACHE_DIR` or the user cache directory).

use std::path::{Path, PathBuf};

use nam::NamConfig;
use train::trainer::{Trainer, TrainerOptions};

/// What the loop did.
#[derive(Debug)]
pub struct LoopSummary {
    /// Held-out loss before the first step.
    pub eval_before: f64,
    /// Held-out loss after the last step.
    pub eval_after: f64,
    /// Training loss of every step taken.
    pub losses: Vec<f64>,
    /// The checkpoint written at the end.
    pub checkpoint: PathBuf,
}

/// Trains `config` for `steps` steps into a new `run_dir` (executables cached in `cache_dir`,
/// or the default cache when `None`).
pub fn run(
    config: &Path,
    steps: u64,
    run_dir: &Path,
    cache_dir: Option<PathBuf>,
) -> Result<LoopSummary, Box<dyn std::error::Error>> {
    let text = std::fs::read_to_string(config)
        .map_err(|e| format!("reading config {}: {e}", config.display()))?;
    let cfg = NamConfig::from_toml_str(&text)?;

    let mut opts = TrainerOptions::new(cfg, run_dir);
    opts.cache_dir = cache_dir;
    let mut trainer = Trainer::new(opts)?;
    println!(
        "ready: {} executable(s) compiled, the others loaded from the cache",
        trainer.compile_count()
    );

    let eval_before = trainer.evaluate()?;
    println!("step 0: eval loss {eval_before:.4}");
    let mut losses = Vec::new();
    for _ in 0..steps {
        let r = trainer.step()?;
        // A rule of this loop, not of the library: stop on a non-finite loss.
        if !r.loss.is_finite() {
            return Err(format!("loss became {} at step {}", r.loss, r.step).into());
        }
        println!(
            "step {}: loss {:.4}, grad norm {:.3}, {:.0} tokens/s, {:.1}% host time",
            r.step,
            r.loss,
            r.grad_norm,
            r.tokens as f64 / r.seconds,
            100.0 * (1.0 - r.wait_seconds / r.seconds)
        );
        losses.push(r.loss);
    }
    let checkpoint = trainer.save_checkpoint()?;
    let eval_after = trainer.evaluate()?;
    trainer.write_manifest()?;
    println!(
        "step {}: eval loss {eval_after:.4}; checkpoint {}",
        trainer.step_count(),
        checkpoint.display()
    );
    Ok(LoopSummary {
        eval_before,
        eval_after,
        losses,
        checkpoint,
    })
}

fn main() -> std::process::ExitCode {
    // The trainer compiles in a child process by default: this binary serves as that worker.
    train::compile_worker::run_worker_if_requested();
    // Errors printed in their own words (with their fix), not in Debug form.
    train::exit_status(main_with_args())
}

fn main_with_args() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let Some(config) = args.next() else {
        return Err("usage: custom_loop CONFIG [STEPS=5] [RUN_DIR=runs/custom-loop]".into());
    };
    let steps = match args.next() {
        Some(s) => s
            .parse()
            .map_err(|e| format!("STEPS must be a number: {e}"))?,
        None => 5,
    };
    let run_dir = args.next().unwrap_or_else(|| "runs/custom-loop".into());
    run(Path::new(&config), steps, Path::new(&run_dir), None)?;
    Ok(())
}
