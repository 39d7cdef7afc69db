//! Supervised fine-tuning on prompt/answer pairs with the loss on the answers only, from
//! weights you already have.
//!
//! 1. [`TrainerOptions::init_from`] loads the starting parameters (a `namtrain init` file or an
//!    earlier run's checkpoint) with a fresh optimizer.
//! 2. Each pair becomes one packed row: the prompt's and the answer's tokens after one BOS
//!    ([`data::tokenizer::Tokenizer::encode_document`]), padded with [`PAD_SLOT`] to `seq_len + 1`
//!    tokens, through [`data::Batch::from_rows`] (which returns an error for a row of the wrong
//!    length).
//! 3. The loss counts the answers only: `loss_mask` is 0 at every position whose target is a
//!    prompt token (the data contract, docs/model.md: the loss is the mean over positions with
//!    `loss_mask` 1), so the model is trained to write answers, never to predict prompts.
//! 4. [`Trainer::step_on`] trains on those batches; [`Trainer::evaluate_on`] reports the same
//!    answers-only loss on held-out pairs (compare it with `StepReport::main_loss`).
//!
//! ```sh
//! namtrain init --config configs/nam-tiny.toml --out runs/init.safetensors
//! cargo run --release -p namtrain-train --example sft -- configs/nam-tiny.toml runs/init.safetensors runs/sft
//! ```

use std::path::{Path, PathBuf};

use data::Batch;
use data::batch::PAD_SLOT;
use data::tokenizer::Tokenizer;
use nam::NamConfig;
use train::trainer::{Trainer, TrainerOptions};

/// A prompt and the answer the model should learn to write after it.
pub struct Pair {
    /// The prompt (not trained on).
    pub prompt: &'static str,
    /// The answer (the loss counts its tokens).
    pub answer: &'static str,
}

/// Small C++ prompt/answer pairs, the kind of task a code model is fine-tuned on (short
/// enough for the tiny test model's rows of 32 tokens).
pub const PAIRS: &[Pair] = &[
    Pair {
        prompt: "// a+b\n",
        answer: "return a + b;\n",
    },
    Pair {
        prompt: "// a*a\n",
        answer: "return a * a;\n",
    },
    Pair {
        prompt: "// a-b\n",
        answer: "return a - b;\n",
    },
    Pair {
        prompt: "// max\n",
        answer: "return a > b ? a : b;\n",
    },
    Pair {
        prompt: "// min\n",
        answer: "return a < b ? a : b;\n",
    },
    Pair {
        prompt: "// a*b\n",
        answer: "return a * b;\n",
    },
];

/// The packed row of one pair (BOS, prompt, answer, padding: `seq_len + 1` tokens) and how many
/// of its targets are prompt tokens (the first `prompt_targets` positions).
pub fn pair_row(
    tok: &Tokenizer,
    pair: &Pair,
    seq_len: usize,
) -> data::error::Result<(Vec<u32>, usize)> {
    let mut row = tok.encode_document(pair.prompt)?;
    let prompt_targets = row.len() - 1;
    row.extend(tok.encode(pair.answer)?);
    // A pair longer than a row keeps its first seq_len + 1 tokens.
    row.truncate(seq_len + 1);
    row.resize(seq_len + 1, PAD_SLOT);
    Ok((row, prompt_targets.min(seq_len)))
}

/// Batches of `rows` pairs each (the last one filled up by repeating pairs), answers only in the
/// loss: `loss_mask` 0 where the target is a prompt token (or padding).
pub fn answer_batches(
    tok: &Tokenizer,
    pairs: &[Pair],
    rows: usize,
    seq_len: usize,
) -> Result<Vec<Batch>, Box<dyn std::error::Error>> {
    let mut batches = Vec::new();
    for chunk_start in (0..pairs.len()).step_by(rows) {
        let chosen: Vec<&Pair> = (0..rows)
            .map(|i| &pairs[(chunk_start + i) % pairs.len()])
            .collect();
        let packed: Vec<(Vec<u32>, usize)> = chosen
            .iter()
            .map(|p| pair_row(tok, p, seq_len))
            .collect::<Result<_, _>>()?;
        let rows_only: Vec<&[u32]> = packed.iter().map(|(r, _)| r.as_slice()).collect();
        let mut batch = Batch::from_rows(&rows_only, seq_len, tok.bos_id())?;
        for (r, (_, prompt_targets)) in packed.iter().enumerate() {
            for t in 0..*prompt_targets {
                batch.loss_mask[r * seq_len + t] = 0;
            }
        }
        batches.push(batch);
    }
    Ok(batches)
}

/// What fine-tuning did to the held-out answers' loss.
#[derive(Debug)]
pub struct Tuned {
    /// Answers-only loss on the held-out pairs before fine-tuning.
    pub before: f64,
    /// The same after.
    pub after: f64,
    /// The main loss of each step (answers only).
    pub losses: Vec<f64>,
}

/// Fine-tunes `config` from `init` for `epochs` passes over the pairs but the last two, which
/// are held out; the run goes to `out`.
pub fn run(
    config: &Path,
    init: &Path,
    out: &Path,
    epochs: usize,
    cache_dir: Option<PathBuf>,
) -> Result<Tuned, Box<dyn std::error::Error>> {
    let cfg = NamConfig::from_toml_str(&std::fs::read_to_string(config)?)?;
    let tok = Tokenizer::load(Path::new(&cfg.data.tokenizer), Some(cfg.model.vocab_size))?;
    let (rows, seq_len) = (cfg.train.batch_size, cfg.model.seq_len);
    let (train_pairs, held_pairs) = PAIRS.split_at(PAIRS.len() - 2);
    let task = answer_batches(&tok, train_pairs, rows, seq_len)?;
    let held_out = answer_batches(&tok, held_pairs, rows, seq_len)?;

    let mut opts = TrainerOptions::new(cfg, out);
    opts.init_from = Some(init.to_path_buf());
    opts.cache_dir = cache_dir;
    let mut trainer = Trainer::new(opts)?;
    let before = trainer.evaluate_on(&held_out)?;
    let mut losses = Vec::new();
    for _ in 0..epochs {
        for batch in &task {
            losses.push(trainer.step_on(batch)?.main_loss);
        }
    }
    let after = trainer.evaluate_on(&held_out)?;
    trainer.save_checkpoint()?;
    trainer.write_manifest()?;
    println!(
        "held-out answers: loss {before:.4} -> {after:.4} after {} steps",
        losses.len()
    );
    Ok(Tuned {
        before,
        after,
        losses,
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
    let [config, init, out] = args.as_slice() else {
        return Err("usage: sft CONFIG INIT.safetensors OUT_DIR".into());
    };
    run(Path::new(config), Path::new(init), Path::new(out), 10, None)?;
    Ok(())
}
