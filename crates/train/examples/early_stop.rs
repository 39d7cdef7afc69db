//! A loop that stops on its own held-out criterion: every `every` steps the loop evaluates a
//! held-out batch of its own ([`Trainer::evaluate_on`]) and an [`EarlyStop`] rule ends training
//! when the loss has not improved by `min_delta` for `patience` evaluations. A hook
//! ([`train::hooks::AfterStep`]) adds a second rule inside the trainer: a non-finite loss asks
//! the run to stop at once, which `run_steps` honours before launching another step.
//!
//! ```sh
//! cargo run --release -p namtrain-train --example early_stop -- configs/nam-tiny.toml runs/early-stop
//! ```

use std::path::{Path, PathBuf};

use nam::NamConfig;
use train::hooks::{AfterStep, HookAction};
use train::trainer::{Trainer, TrainerOptions};

/// Patience-based early stopping on a held-out loss.
#[derive(Debug, Clone)]
pub struct EarlyStop {
    /// Evaluations without an improvement of at least `min_delta` before stopping.
    pub patience: usize,
    /// The improvement that counts.
    pub min_delta: f64,
    best: f64,
    since_best: usize,
}

impl EarlyStop {
    /// A rule with no evaluation seen yet.
    pub fn new(patience: usize, min_delta: f64) -> Self {
        EarlyStop {
            patience,
            min_delta,
            best: f64::INFINITY,
            since_best: 0,
        }
    }

    /// Takes one held-out loss; `true` when training should stop.
    pub fn observe(&mut self, loss: f64) -> bool {
        if loss < self.best - self.min_delta {
            self.best = loss;
            self.since_best = 0;
        } else {
            self.since_best += 1;
        }
        self.since_best >= self.patience
    }

    /// The best loss seen.
    pub fn best(&self) -> f64 {
        self.best
    }
}

/// What the run did: the held-out losses at each evaluation (step, loss) and where it stopped.
#[derive(Debug)]
pub struct Stopped {
    /// `(step, held-out loss)` per evaluation.
    pub evals: Vec<(u64, f64)>,
    /// The step the run stopped at.
    pub step: u64,
    /// Whether the rule stopped it (else `max_steps` did).
    pub by_rule: bool,
}

/// Trains `config` up to `max_steps`, evaluating a held-out batch of its own every `every`
/// steps, stopping by `rule`.
pub fn run(
    config: &Path,
    max_steps: u64,
    every: u64,
    mut rule: EarlyStop,
    run_dir: &Path,
    cache_dir: Option<PathBuf>,
) -> Result<Stopped, Box<dyn std::error::Error>> {
    let cfg = NamConfig::from_toml_str(&std::fs::read_to_string(config)?)?;
    let mut opts = TrainerOptions::new(cfg, run_dir);
    opts.cache_dir = cache_dir;
    let mut trainer = Trainer::new(opts)?;
    trainer.add_hook(Box::new(AfterStep(
        |r: &train::trainer::StepReport| match r.loss.is_finite() {
            true => HookAction::Continue,
            false => HookAction::Stop,
        },
    )));
    // Held out by the loop: taken from the run's data before training and never trained on.
    let held_out = [trainer.next_batch()?];
    let mut evals = Vec::new();
    let mut by_rule = false;
    while trainer.step_count() < max_steps {
        let n = every.min(max_steps - trainer.step_count());
        trainer.run_steps(n)?;
        if trainer.stop_requested().is_some() {
            return Err(format!("the loss diverged by step {}", trainer.step_count()).into());
        }
        let loss = trainer.evaluate_on(&held_out)?;
        evals.push((trainer.step_count(), loss));
        println!("step {}: held-out loss {loss:.4}", trainer.step_count());
        if rule.observe(loss) {
            by_rule = true;
            break;
        }
    }
    println!(
        "stopped at step {} ({}); best held-out loss {:.4}",
        trainer.step_count(),
        if by_rule {
            "no improvement"
        } else {
            "max steps"
        },
        rule.best()
    );
    trainer.save_checkpoint()?;
    trainer.write_manifest()?;
    Ok(Stopped {
        evals,
        step: trainer.step_count(),
        by_rule,
    })
}

fn main() -> std::process::ExitCode {
    // The trainer compiles in a child process by default: this binary serves as that worker.
    train::compile_worker::run_worker_if_requested();
    // Errors printed in their own words (with their fix), not in Debug form.
    train::exit_status(main_with_args())
}

fn main_with_args() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [config, run_dir] = args.as_slice() else {
        return Err("usage: early_stop CONFIG RUN_DIR".into());
    };
    run(
        Path::new(config),
        200,
        10,
        EarlyStop::new(3, 1e-3),
        Path::new(run_dir),
        None,
    )?;
    Ok(())
}
