//! `namtrain sample --run-dir DIR | --checkpoint PATH [--prompt TEXT | --prompt-file F]
//! [--max-tokens N] [--temperature T] [--top-k K] [--seed S] [--stop TEXT]... [--plugin …]`:
//! text from a checkpoint, streamed to stdout token by token.
//!
//! What it loads: [`crate::model_source`] (the checkpoint, its run's config and tokenizer).
//!
//! How it generates: incremental decoding ([`train::generate`]): the row is BOS and the
//! prompt's tokens; one prefill program reads them, then one-token decode programs continue
//! from every block's kept state (attention's keys and values, the recurrences' states), each
//! compiled once per shape. Each step picks the next token — the most likely at
//! `--temperature 0` (ties to the lower id), else a seeded draw from `softmax(logits / T)` over
//! the `--top-k` most likely (the same seed gives the same text) — and stops after
//! `--max-tokens`, at a BOS (the model ending the document), at a `--stop` text (left out of
//! the output), or when the row is full.

use crate::model_source::{ModelArgs, load, model_client};
use anyhow::{Context, Result, bail};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;
use train::generate::{Sampling, StopReason};

/// Arguments of `namtrain sample`.
#[derive(Debug, Args)]
pub struct SampleArgs {
    #[command(flatten)]
    model: ModelArgs,
    /// Text the generation continues (default: none, the model starts a document).
    #[arg(long, conflicts_with = "prompt_file")]
    prompt: Option<String>,
    /// A file holding the prompt.
    #[arg(long)]
    prompt_file: Option<PathBuf>,
    /// Most tokens to generate.
    #[arg(long, default_value_t = 128)]
    max_tokens: usize,
    /// Softmax temperature; 0 picks the most likely token every time.
    #[arg(long, default_value_t = 0.8)]
    temperature: f64,
    /// Draw only among the K most likely tokens (0: all of them).
    #[arg(long, default_value_t = 200)]
    top_k: usize,
    /// Seed of the draws.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Stop when the generated text contains this (repeatable; the text is not printed).
    #[arg(long)]
    stop: Vec<String>,
}

/// Where the first of `stops` begins in `text`, if any does.
pub fn stop_at(text: &str, stops: &[String]) -> Option<usize> {
    stops
        .iter()
        .filter(|s| !s.is_empty())
        .filter_map(|s| text.find(s.as_str()))
        .min()
}

/// Generates and streams the text.
pub fn run(args: SampleArgs) -> Result<()> {
    if !(args.temperature >= 0.0 && args.temperature.is_finite()) {
        bail!(
            "--temperature {} is not a temperature: pass 0 (always the most likely token) or a \
             positive number",
            args.temperature
        );
    }
    let model = load(&args.model)?;
    let tok = &model.tokenizer;
    let prompt = match (&args.prompt, &args.prompt_file) {
        (Some(p), _) => p.clone(),
        (None, Some(f)) => std::fs::read_to_string(f)
            .with_context(|| format!("reading the prompt file {}", f.display()))?,
        (None, None) => String::new(),
    };
    let row = tok.encode_document(&prompt)?;
    let t = model.cfg.model.seq_len;
    if row.len() >= t {
        bail!(
            "the prompt is {} tokens with BOS, and the model reads rows of {t}: shorten the prompt \
             to leave room to generate",
            row.len()
        );
    }
    let client = model_client(&args.model)?;
    eprintln!(
        "namtrain sample: step {} checkpoint, {} tokens of prompt, temperature {}, top-k {}, seed {}; compiling for {} ...",
        model.step,
        row.len() - 1,
        args.temperature,
        args.top_k,
        args.seed,
        client
            .platform_name()
            .unwrap_or_else(|_| args.model.plugin.clone()),
    );
    let mut generator = model.generator(&client, crate::model_source::default_cache())?;
    let sampling = Sampling {
        temperature: args.temperature,
        top_k: args.top_k,
        seed: args.seed,
    };
    let mut out = std::io::stdout().lock();
    write!(out, "{prompt}")?;
    out.flush()?;
    // Printed as tokens come, all but what a stop text could still begin with (never printed)
    // and a UTF-8 character a byte-level token left unfinished.
    let held_back = args.stop.iter().map(String::len).max().unwrap_or(0);
    let (mut streamed, mut printed) = (Vec::<u32>::new(), 0usize);
    let mut print_error: Option<std::io::Error> = None;
    let generation = generator
        .generate(
            &[row],
            args.max_tokens,
            &sampling,
            &mut |_, tokens| stop_at(&tok.decode(tokens).unwrap_or_default(), &args.stop).is_some(),
            &mut |_, token| {
                streamed.push(token);
                let text = tok.decode(&streamed).unwrap_or_default();
                let whole = text.trim_end_matches('\u{FFFD}');
                let mut upto = whole.len().saturating_sub(held_back);
                while !whole.is_char_boundary(upto) {
                    upto -= 1;
                }
                if upto > printed {
                    let r = write!(out, "{}", &whole[printed..upto]).and_then(|_| out.flush());
                    print_error = print_error.take().or(r.err());
                    printed = upto;
                }
            },
        )?
        .remove(0);
    if let Some(e) = print_error {
        return Err(e).context("writing the generated text");
    }
    let text = tok.decode(&generation.tokens)?;
    let end = match generation.stop {
        StopReason::StopSequence => stop_at(&text, &args.stop).unwrap_or(text.len()),
        _ => text.len(),
    };
    writeln!(out, "{}", &text[printed.min(end)..end])?;
    eprintln!(
        "namtrain sample: {} token(s) generated; stopped: {}",
        generation.tokens.len(),
        generation.stop.describe()
    );
    Ok(())
}
