//! `namtrain data ...`: turn a source tree into a parquet dataset.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use anyhow::Context;
use clap::{Args, Subcommand};

/// `namtrain data`: dataset commands.
#[derive(Args)]
pub struct DataArgs {
    #[command(subcommand)]
    command: DataCommand,
}

#[derive(Subcommand)]
enum DataCommand {
    /// Turn a source tree into parquet shards (one row per file) plus a held-out shard and dataset.json.
    Prepare(PrepareArgs),
}

#[derive(Args)]
struct PrepareArgs {
    /// Root of the source tree, e.g. /usr/include.
    #[arg(long)]
    src: PathBuf,
    /// Files to take, matched against paths relative to --src (repeatable; `*` does not cross `/`).
    #[arg(long, default_value = "**/*.{h,hpp,hh,hxx,c,cc,cpp,cxx}")]
    glob: Vec<String>,
    /// Output dataset directory (created if missing).
    #[arg(long)]
    out: PathBuf,
    /// Documents per training shard.
    #[arg(long, default_value_t = 1024)]
    shard_rows: usize,
    /// Fraction of documents held out for evaluation (chosen by a hash of the path).
    #[arg(long, default_value_t = 0.01)]
    held_out: f64,
    /// Skip files larger than this many MiB.
    #[arg(long, default_value_t = 8)]
    max_file_mib: u64,
    /// Write into a non-empty directory that holds files `data prepare` did not make (they are kept).
    #[arg(long)]
    force: bool,
}

/// Runs `namtrain data ...`.
pub fn run(args: DataArgs) -> anyhow::Result<()> {
    match args.command {
        DataCommand::Prepare(args) => prepare(args),
    }
}

fn prepare(args: PrepareArgs) -> anyhow::Result<()> {
    let mut options = data::PrepareOptions::new(&args.src, args.glob, &args.out);
    options.shard_rows = args.shard_rows;
    options.held_out = args.held_out;
    options.force = args.force;
    options.max_file_bytes = args.max_file_mib << 20;
    let start = Instant::now();
    let mut last = Instant::now();
    let manifest = data::prepare(&options, |p| {
        if last.elapsed() >= Duration::from_secs(1) {
            last = Instant::now();
            eprintln!(
                "  {}/{} files, {} documents, {:.1} MiB, {} shards",
                p.files,
                p.total_files,
                p.documents,
                p.text_bytes as f64 / (1 << 20) as f64,
                p.shards
            );
        }
    })
    .with_context(|| format!("preparing a dataset from {}", args.src.display()))?;
    let skipped = &manifest.skipped;
    eprintln!(
        "wrote {} training shards ({} documents) and {} held-out shard(s) ({} documents), {:.1} MiB of text, to {} \
         in {:.1} s",
        manifest.shards.len(),
        manifest.documents,
        manifest.eval_shards.len(),
        manifest.eval_documents,
        manifest.text_bytes as f64 / (1 << 20) as f64,
        args.out.display(),
        start.elapsed().as_secs_f64()
    );
    eprintln!(
        "skipped {} files: {} empty, {} binary, {} not UTF-8, {} over {} MiB, {} unreadable",
        skipped.total(),
        skipped.empty,
        skipped.binary,
        skipped.non_utf8,
        skipped.too_large,
        args.max_file_mib,
        skipped.unreadable
    );
    Ok(())
}
