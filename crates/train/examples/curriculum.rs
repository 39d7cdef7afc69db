//! A curriculum by sequence length: the first steps train on the start of each row only, the
//! rest on whole rows. The compiled programs keep one shape (`[model] seq_len`); the loop takes
//! the run's own batches ([`Trainer::next_batch`]), and while the curriculum is short it cuts
//! every row to its first `len` positions (the rest becomes padding: token 0, a new segment,
//! loss mask 0) before [`Trainer::step_on`]. Nothing else changes: same programs, no recompile.
//!
//! ```sh
//! cargo run --release -p namtrain-train --example curriculum -- configs/nam-tiny.toml runs/curriculum
//! ```

use std::path::{Path, PathBuf};

use nam::NamConfig;
use train::trainer::{Trainer, TrainerOptions};

/// The batch with every row cut to its first `len` positions: beyond them the token is 0, the
/// target 0 with loss mask 0, and the segment id one past the row's last (its own document, so
/// attention and the recurrent state never reach across the cut).
pub fn cut_rows(batch: &data::Batch, len: usize) -> data::Batch {
    let mut b = batch.clone();
    let t = b.seq_len;
    for row in 0..b.batch_size {
        let r = row * t;
        let last_segment = b.segment_ids[r + len.min(t).saturating_sub(1)];
        for i in r + len.min(t)..r + t {
            b.tokens[i] = 0;
            b.targets[i] = 0;
            b.loss_mask[i] = 0;
            b.segment_ids[i] = last_segment + 1;
        }
    }
    b
}

/// Trains `steps` steps: the first half on rows cut to a quarter of `seq_len`, then whole rows.
/// Returns the training loss of every step and the counted positions of each.
pub fn run(
    config: &Path,
    steps: u64,
    run_dir: &Path,
    cache_dir: Option<PathBuf>,
) -> Result<Vec<(f64, u64)>, Box<dyn std::error::Error>> {
    let cfg = NamConfig::from_toml_str(&std::fs::read_to_string(config)?)?;
    let short = (cfg.model.seq_len / 4).max(1);
    let mut opts = TrainerOptions::new(cfg, run_dir);
    opts.cache_dir = cache_dir;
    let mut trainer = Trainer::new(opts)?;
    let mut out = Vec::new();
    for step in 0..steps {
        let batch = trainer.next_batch()?;
        let batch = match step < steps / 2 {
            true => cut_rows(&batch, short),
            false => batch,
        };
        let r = trainer.step_on(&batch)?;
        println!(
            "step {}: loss {:.4} over {} positions",
            r.step, r.loss, r.tokens
        );
        out.push((r.loss, r.tokens));
    }
    trainer.save_checkpoint()?;
    trainer.write_manifest()?;
    Ok(out)
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
        return Err("usage: curriculum CONFIG RUN_DIR".into());
    };
    run(Path::new(config), 20, Path::new(run_dir), None)?;
    Ok(())
}
