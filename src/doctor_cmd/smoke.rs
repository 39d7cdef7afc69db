//! The doctor's smoke run: a tiny model with every trained block kind (`AEMF`, one MTP depth)
//! trained a few steps on the plugin's first device, with the trainer a run uses, on synthetic
//! C++-like documents prepared and tokenized in a temporary directory. It checks that the
//! plugin compiles and runs the real programs and that the loss is finite, and compares the
//! measured step time with the performance model's PREDICTED one. A check of the machine, not
//! a result: nothing it trains is kept.

use std::path::Path;
use std::time::Instant;

use anyhow::{Context, Result};
use nam::NamConfig;
use nam::config::Override;
use train::trainer::{STEP_TIME_WARMUP, Trainer, TrainerOptions};

use super::Check;

/// Steps trained: the trainer's step-time warm-up, then these many measured.
const MEASURED_STEPS: u64 = 3;
/// The smoke tokenizer's vocabulary.
const VOCAB: usize = 300;

/// `nam-tiny`, shrunk so it compiles in seconds: one `AEMF` group of 64-token rows, 4 rows per
/// step, on data in the smoke run's directory.
const OVERRIDES: [&str; 11] = [
    "model.depth=4",
    "model.seq_len=64",
    "model.window=32",
    "model.vocab_size=300",
    "train.batch_size=4",
    "train.micro_batches=1",
    "train.eval_every=0",
    "train.checkpoint_every=0",
    "schedule.warmup_steps=1",
    "data.tokenizer=\"tokenizer.json\"",
    "data.shards=\"shards\"",
];

/// Runs the smoke run on the plugin at `plugin` (CPU: `cpu_devices` devices, the first used),
/// its executables cached in `cache_dir`; a FAIL carries the error.
pub fn run(plugin: &Path, cpu_devices: usize, cache_dir: &Path) -> Check {
    match smoke(plugin, cpu_devices, cache_dir) {
        Ok(check) => check,
        Err(e) => Check::fail(
            "smoke run",
            format!("a tiny model did not train: {e:#}"),
            "the error names the failing part; the same happens to a real run on this \
             plugin, so fix it first (RUST_LOG=info shows each phase)",
        ),
    }
}

fn smoke(plugin: &Path, cpu_devices: usize, cache_dir: &Path) -> Result<Check> {
    let dir = tempfile::tempdir().context("making the smoke run's temporary directory")?;
    prepare_data(dir.path())?;
    let cfg = config(MEASURED_STEPS + STEP_TIME_WARMUP)?;
    let steps = cfg.schedule.steps;
    let mut opts = TrainerOptions::new(cfg, dir.path().join("run"));
    opts.plugin = plugin.display().to_string();
    opts.cpu_devices = cpu_devices;
    opts.cache_dir = Some(cache_dir.to_path_buf());
    opts.base_dir = dir.path().to_path_buf();
    let started = Instant::now();
    let mut trainer = Trainer::new(opts).context("starting the trainer")?;
    let ready_s = started.elapsed().as_secs_f64();
    let kind = trainer.client().addressable_devices()?[0]
        .description()?
        .kind;
    let prediction = crate::train_cmd::set_step_prediction(&mut trainer, &kind);
    let reports = trainer.run_steps(steps as u64).context("training")?;
    trainer.measure_step_time();
    let last = reports.last().context("no step ran")?;
    anyhow::ensure!(
        reports.iter().all(|r| r.main_loss.is_finite()),
        "a loss is not finite: {:?}",
        reports.iter().map(|r| r.main_loss).collect::<Vec<_>>()
    );
    let compiled = trainer.compile_count();
    let detail = format!(
        "{steps} steps of a 4-layer AEMF model on 1 {kind} device: loss {:.3} -> {:.3}; ready \
         in {ready_s:.1} s ({compiled} program(s) compiled, the rest from the cache)",
        reports[0].main_loss, last.main_loss
    );
    Ok(match (prediction, trainer.step_time_check()) {
        (Ok(()), Some(c)) => Check::ok("smoke run", format!("{detail}; {}", c.line())),
        (Err(why), _) => Check::warn(
            "smoke run",
            format!("{detail}; no PREDICTED step time ({why})"),
            "training works; the performance model has no figures for this device",
        ),
        (Ok(()), None) => Check::ok("smoke run", detail),
    })
}

/// Synthetic C++-like documents prepared into `dir/shards` (10% held out) and a byte-level
/// BPE tokenizer of [`VOCAB`] tokens trained on the same documents into `dir/tokenizer.json`.
fn prepare_data(dir: &Path) -> Result<()> {
    const FILES: usize = 60;
    let src = dir.join("src");
    data::synthetic::write_cpp_tree(&src, FILES).context("writing synthetic documents")?;
    let mut options = data::PrepareOptions::new(&src, vec!["**/*.hpp".into()], dir.join("shards"));
    options.shard_rows = 20;
    options.held_out = 0.1;
    data::prepare(&options, |_| {}).context("preparing the smoke data")?;
    let documents: Vec<String> = data::synthetic::cpp_tree(FILES)
        .into_iter()
        .map(|(_, text)| text)
        .collect();
    let (mut tokenizer, _) = data::Tokenizer::train(&documents, &data::TrainOptions::new(VOCAB))?;
    tokenizer.save(&dir.join("tokenizer.json"))?;
    Ok(())
}

/// The smoke config: the `nam-tiny` preset with [`OVERRIDES`], trained `steps` steps.
fn config(steps: u64) -> Result<NamConfig> {
    let preset = nam::presets::preset("nam-tiny").context("the nam-tiny preset")?;
    let steps = format!("schedule.steps={steps}");
    let overrides = OVERRIDES
        .iter()
        .copied()
        .chain([steps.as_str()])
        .map(str::parse::<Override>)
        .collect::<Result<Vec<_>, _>>()?;
    Ok(NamConfig::from_toml_str_with(preset, &overrides)?)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_smoke_config_is_a_valid_nam_tiny_variant() {
        let cfg = super::config(8).unwrap();
        assert_eq!(cfg.model.depth, 4);
        assert_eq!(cfg.model.vocab_size, super::VOCAB);
        assert_eq!(cfg.schedule.steps, 8);
    }
}
