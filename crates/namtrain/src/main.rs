//! `namtrain`: the command line.

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "namtrain", version, about = "Train NAM models through PJRT plugins")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    match cli.command {}
}
