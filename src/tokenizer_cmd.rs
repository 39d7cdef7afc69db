//! `namtrain tokenizer ...`: train the byte-level BPE tokenizer on the documents `[data]` would read.

use std::path::{Path, PathBuf};
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
    /// Training documents, in the forms `[data] shards` takes: a directory (searched recursively, or one made by
    /// `namtrain data prepare`), a glob such as 'data/train-*.parquet', or parquet files. A directory named by
    /// split reads only its train files. Each may be a bucket location (gs://BUCKET/PREFIX, s3://BUCKET/PREFIX).
    #[arg(long, required = true, num_args = 1..)]
    input: Vec<PathBuf>,
    /// The column holding each document's text (`[data] text_column`).
    #[arg(long, default_value = "text")]
    text_column: String,
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
    let train = args
        .input
        .iter()
        .map(|p| data::source::resolve_location("--input", &p.to_string_lossy(), Path::new("")))
        .collect::<Result<Vec<_>, _>>()?;
    let spec = data::SourceSpec {
        train,
        validation: None,
        val_shards: 0,
        text_column: args.text_column.clone(),
    };
    let dataset = data::open_source(&spec).context("opening the training input")?;
    eprintln!("reading {}", dataset.layout);
    let mut documents = Vec::new();
    let mut skipped = data::RowTally::default();
    for (i, shard) in dataset.train.iter().enumerate() {
        for group in 0..shard.row_groups.len() {
            let rows = data::shard::read_row_group(&shard.path, &dataset.text_column, group)?;
            for r in 0..rows.len() {
                // Tokenizer training takes what it can: rows without a usable document are counted.
                let text =
                    skipped.document(rows.get(r), data::BadRowPolicy::Skip, || unreachable!())?;
                documents.extend(text.map(str::to_owned));
            }
        }
        eprintln!(
            "  read shard {}/{}: {} documents so far",
            i + 1,
            dataset.train.len(),
            documents.len()
        );
    }
    if !skipped.is_zero() {
        eprintln!(
            "  skipped {} null, {} empty and {} non-UTF-8 rows",
            skipped.null_rows, skipped.empty_rows, skipped.invalid_utf8_rows
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
