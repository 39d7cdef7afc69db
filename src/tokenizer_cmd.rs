//! `namtrain tokenizer ...`: train the byte-level BPE tokenizer on a prepared dataset.

use std::path::PathBuf;
use std::time::Instant;

use anyhow::{Context, bail};
use clap::{Args, Subcommand};

/// `namtrain tokenizer`: tokenizer commands.
#[derive(Args)]
pub struct TokenizerArgs {
    #[command(subcommand)]
    command: TokenizerCommand,
}

#[derive(Subcommand)]
enum TokenizerCommand {
    /// Train a byte-level BPE tokenizer (<|pad|> = 0, <|bos|> = 1) on the training shards of a dataset.
    Train(TrainArgs),
}

#[derive(Args)]
struct TrainArgs {
    /// A dataset directory made by `namtrain data prepare`, or parquet files with a `text` column.
    #[arg(long, required = true, num_args = 1..)]
    input: Vec<PathBuf>,
    /// Vocabulary size including the special tokens; must equal the model's vocab_size.
    #[arg(long)]
    vocab: usize,
    /// Where to write tokenizer.json.
    #[arg(long)]
    out: PathBuf,
    /// Train on at most this many MiB of text (every k-th document when the dataset is larger).
    #[arg(long, default_value_t = 32)]
    max_mib: u64,
    /// A pair must occur this often to be merged.
    #[arg(long, default_value_t = 2)]
    min_frequency: u64,
    /// Replace an existing tokenizer file (checkpoints trained with the old one will no longer match).
    #[arg(long)]
    force: bool,
}

/// Runs `namtrain tokenizer ...`.
pub fn run(args: TokenizerArgs) -> anyhow::Result<()> {
    match args.command {
        TokenizerCommand::Train(args) => train(args),
    }
}

fn train(args: TrainArgs) -> anyhow::Result<()> {
    if args.out.exists() && !args.force {
        bail!(
            "{} already exists; models trained with it depend on its ids. Pass --force to replace it, or choose \
             another --out",
            args.out.display()
        );
    }
    let start = Instant::now();
    let dataset = data::Dataset::open(&args.input).context("opening the training input")?;
    let mut documents = Vec::new();
    for (i, shard) in dataset.train.iter().enumerate() {
        documents.extend(data::shard::read_texts(&shard.path, &dataset.text_column)?);
        eprintln!(
            "  read shard {}/{}: {} documents so far",
            i + 1,
            dataset.train.len(),
            documents.len()
        );
    }
    let total: u64 = documents.iter().map(|d| d.len() as u64).sum();
    let mut options = data::TrainOptions::new(args.vocab);
    options.max_bytes = args.max_mib << 20;
    options.min_frequency = args.min_frequency;
    eprintln!(
        "training a {}-token byte-level BPE on at most {} MiB of {:.1} MiB ({} documents)...",
        args.vocab,
        args.max_mib,
        total as f64 / (1 << 20) as f64,
        documents.len()
    );
    let (mut tokenizer, summary) = data::Tokenizer::train(&documents, &options)?;
    tokenizer.save(&args.out)?;
    eprintln!(
        "wrote {} in {:.1} s: vocab {}, trained on {} of {} documents ({:.1} MiB), sha256 {}",
        args.out.display(),
        start.elapsed().as_secs_f64(),
        tokenizer.vocab_size(),
        summary.documents_used,
        summary.documents_seen,
        summary.bytes_used as f64 / (1 << 20) as f64,
        tokenizer.sha256()
    );
    Ok(())
}
