//! `namtrain sample --run-dir DIR | --checkpoint PATH [--prompt TEXT | --prompt-file F]
//! [--max-tokens N] [--temperature T] [--top-k K] [--seed S] [--plugin …]`: text from a
//! checkpoint, streamed to stdout token by token.
//!
//! What it loads: the run's config (from `--config`, else the run directory's `manifest.json`),
//! the checkpoint (`--checkpoint` names a `step-N` directory; `--run-dir` takes the newest one
//! that verifies, as `--resume` would), and the tokenizer the config names (`--tokenizer`
//! overrides it; with a run directory its sha256 must match the data receipt's, so text is
//! never decoded with another vocabulary).
//!
//! How it generates: the row is BOS, the prompt's tokens, then the tokens generated so far. One
//! program of the config's `seq_len` returns the logits at the last real position
//! (`nam::graph::sample`: every block is causal, so the rest of the row does not matter), compiled
//! once per command. Each step picks the next token — the most likely at `--temperature 0`
//! (ties to the lower id), else a draw from `softmax(logits / T)` over the `--top-k` most likely
//! (a seeded generator: the same seed gives the same text) — and stops after `--max-tokens`,
//! at a BOS (the model ending the document), or when the row is full.

use crate::args::{client, load_model_config, single_device_options};
use anyhow::{Context, Result, bail};
use clap::Args;
use nam::NamConfig;
use nam::graph::attention::ResolvedBackend;
use nam::graph::layout::LayerLoop;
use nam::graph::model::ForwardOptions;
use nam::graph::sample::{LOGITS, POSITION, TOKENS, next_token_program};
use pjrt::{Buffer, HostTensor};
use std::io::Write;
use std::path::{Path, PathBuf};
use train::checkpoint::CheckpointDir;
use train::manifest::RunManifest;

/// Arguments of `namtrain sample`.
#[derive(Debug, Args)]
pub struct SampleArgs {
    /// A run directory: its config (manifest.json), newest valid checkpoint and tokenizer; a
    /// path, or a bucket run directory (gs://BUCKET/PREFIX, s3://BUCKET/PREFIX).
    #[arg(
        long,
        conflicts_with = "checkpoint",
        required_unless_present = "checkpoint"
    )]
    run_dir: Option<String>,
    /// One checkpoint directory (`RUN/checkpoints/step-N`).
    #[arg(long)]
    checkpoint: Option<PathBuf>,
    /// Run configuration (TOML); default: the run directory's manifest.
    #[arg(long)]
    config: Option<PathBuf>,
    /// tokenizer.json; default: the config's `[data] tokenizer`.
    #[arg(long)]
    tokenizer: Option<PathBuf>,
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
    /// PJRT plugin: `cpu`, `tpu`, `cuda`, or a path to a plugin `.so`.
    #[arg(long, default_value = "cpu")]
    plugin: String,
}

/// What a checkpoint needs to be sampled: where it is and the run it belongs to.
struct Source {
    /// The `step-N` directory, or the run's checkpoint root (newest valid one).
    checkpoints: PathBuf,
    /// A specific checkpoint directory (`--checkpoint`).
    one: Option<PathBuf>,
    /// The run's manifest, when the checkpoint sits in a run directory that has one (config
    /// and data receipt).
    manifest: Option<RunManifest>,
    /// A bucket run directory's checkpoints (read by listing, fetched into `checkpoints`).
    bucket: Option<store::Store>,
}

/// The manifest of `run_dir`, if it has one.
fn manifest_in(run_dir: &Path) -> Result<Option<RunManifest>> {
    if !run_dir.join(train::manifest::MANIFEST_FILE).is_file() {
        return Ok(None);
    }
    Ok(Some(RunManifest::read(run_dir)?))
}

fn source(args: &SampleArgs) -> Result<Source> {
    if let Some(ckpt) = &args.checkpoint {
        if !ckpt.join(train::checkpoint::META_FILE).is_file() {
            bail!(
                "{} is not a checkpoint directory (it has no {}); pass a `step-N` directory of \
                 a run's checkpoints/, or --run-dir for the newest",
                ckpt.display(),
                train::checkpoint::META_FILE
            );
        }
        let root = ckpt.parent().map(Path::to_path_buf).unwrap_or_default();
        let manifest = match root.parent() {
            Some(run_dir) => manifest_in(run_dir)?,
            None => None,
        };
        return Ok(Source {
            checkpoints: root,
            one: Some(ckpt.clone()),
            manifest,
            bucket: None,
        });
    }
    let text = args.run_dir.clone().expect("clap requires one of the two");
    let run = crate::run_read::RunToRead::open(&text)?;
    let run_dir = run.local;
    let checkpoints = run_dir.join("checkpoints");
    if let Some(bucket) = run.bucket {
        // Read from the bucket by listing; the committed files are fetched into `checkpoints`.
        return Ok(Source {
            checkpoints,
            one: None,
            manifest: manifest_in(&run_dir)?,
            bucket: Some(bucket.checkpoints()?),
        });
    }
    if !checkpoints.is_dir() {
        bail!(
            "{} has no checkpoints/ directory: train first (namtrain --config C --run-dir {0}), \
             or pass --checkpoint",
            run_dir.display()
        );
    }
    Ok(Source {
        checkpoints,
        one: None,
        manifest: manifest_in(&run_dir)?,
        bucket: None,
    })
}

fn config(args: &SampleArgs, src: &Source) -> Result<NamConfig> {
    if let Some(path) = &args.config {
        return load_model_config(path, &[]);
    }
    let Some(manifest) = &src.manifest else {
        bail!(
            "the checkpoint is not inside a run directory with a manifest.json; pass --config \
             with the config it was trained with"
        );
    };
    let cfg: NamConfig = serde_json::from_value(manifest.config.clone()).context(
        "the run's manifest.json holds a config this namtrain cannot read; pass --config",
    )?;
    cfg.validate()
        .context("the config in the run's manifest.json")?;
    Ok(cfg)
}

fn tokenizer(args: &SampleArgs, cfg: &NamConfig, src: &Source) -> Result<data::Tokenizer> {
    let path = args
        .tokenizer
        .clone()
        .unwrap_or_else(|| PathBuf::from(&cfg.data.tokenizer));
    // `[data] tokenizer` may name a bucket object (`gs://`, `s3://`).
    let at =
        data::source::resolve_location("[data] tokenizer", &path.to_string_lossy(), Path::new(""))?;
    let tok = data::Tokenizer::load_with(
        &at,
        Some(cfg.model.vocab_size),
        cfg.data.bos_token.as_deref(),
    )
    .with_context(|| format!("loading the tokenizer {}", path.display()))?;
    let receipt = src
        .manifest
        .as_ref()
        .and_then(|m| m.data_receipt.clone())
        .map(serde_json::from_value::<data::DataReceipt>)
        .transpose()
        .context("the run's manifest.json holds a data receipt this namtrain cannot read")?;
    if let Some(receipt) = receipt
        && receipt.tokenizer.sha256 != tok.sha256()
    {
        bail!(
            "{} (sha256 {}) is not the tokenizer the run trained with (sha256 {} in the run's \
             data receipt); pass that file with --tokenizer",
            path.display(),
            tok.sha256(),
            receipt.tokenizer.sha256
        );
    }
    Ok(tok)
}

/// A small seeded generator (SplitMix64): the same seed gives the same draws everywhere.
struct Draws(u64);

impl Draws {
    /// A uniform draw in `[0, 1)` with 53 random bits.
    fn uniform(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The next token from `logits`: the most likely one (lowest id on ties) when `temperature` is
/// 0, else a draw from `softmax(logits / temperature)` restricted to the `top_k` most likely
/// (0: all).
fn choose(logits: &[f32], temperature: f64, top_k: usize, draws: &mut Draws) -> usize {
    let mut order: Vec<usize> = (0..logits.len()).collect();
    // Most likely first, lower id first among equals; NaN sorts last.
    order.sort_by(|&a, &b| {
        logits[b]
            .partial_cmp(&logits[a])
            .unwrap_or_else(|| logits[a].is_nan().cmp(&logits[b].is_nan()))
            .then(a.cmp(&b))
    });
    if temperature <= 0.0 {
        return order[0];
    }
    if top_k > 0 {
        order.truncate(top_k);
    }
    let top = f64::from(logits[order[0]]);
    let weights: Vec<f64> = order
        .iter()
        .map(|&i| ((f64::from(logits[i]) - top) / temperature).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut u = draws.uniform() * total;
    for (&i, w) in order.iter().zip(&weights) {
        if u < *w {
            return i;
        }
        u -= w;
    }
    order[weights.len() - 1]
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
    let src = source(&args)?;
    let cfg = config(&args, &src)?;
    let tok = tokenizer(&args, &cfg, &src)?;
    let prompt = match (&args.prompt, &args.prompt_file) {
        (Some(p), _) => p.clone(),
        (None, Some(f)) => std::fs::read_to_string(f)
            .with_context(|| format!("reading the prompt file {}", f.display()))?,
        (None, None) => String::new(),
    };
    let mut row = tok.encode_document(&prompt)?;
    let t = cfg.model.seq_len;
    if row.len() >= t {
        bail!(
            "the prompt is {} tokens with BOS, and the model reads rows of {t}: shorten the prompt \
             to leave room to generate",
            row.len()
        );
    }

    let layout = train::programs::trainer_layout(&cfg, LayerLoop::Scan);
    let dir = match &src.bucket {
        Some(store) => CheckpointDir::open_in(&src.checkpoints, store.clone(), usize::MAX)?,
        None => CheckpointDir::open(&src.checkpoints, usize::MAX)?,
    };
    // Verified (sha256) but not matched against the whole training state: the optimizer's
    // entries are not needed here; the parameters are checked one by one below.
    let ckpt = match &src.one {
        Some(one) => dir.load_dir(one, &[])?,
        None => dir.load_latest(&[])?,
    };
    let mut tensors = ckpt.tensors;
    let state = layout
        .entries
        .iter()
        .map(|e| {
            let t = tensors.remove(&e.name).with_context(|| {
                format!(
                    "the checkpoint (step {}) has no `{}`: it is not a checkpoint of this config",
                    ckpt.meta.step, e.name
                )
            })?;
            let dtype = train::trainer::element_type(e.dtype);
            if t.dims() != e.dims.as_slice() || t.dtype() != dtype {
                bail!(
                    "the checkpoint's `{}` is {} {:?}, this config needs {dtype} {:?}: it is not a \
                     checkpoint of this config",
                    e.name,
                    t.dtype(),
                    t.dims(),
                    e.dims
                );
            }
            Ok(t)
        })
        .collect::<Result<Vec<HostTensor>>>()?;

    let opts = ForwardOptions {
        mesh: nam::Mesh::SINGLE,
        remat: false,
        moe: nam::graph::moe::MoeBackend::Capacity,
        ..ForwardOptions::new(&cfg, LayerLoop::Scan)
            .with_attention(ResolvedBackend::Xla)
            .with_ssd(nam::graph::mamba::SsdBackend::Xla)
    };
    let program = next_token_program(&cfg, &layout, &opts).context("building the program")?;
    let client = client(&args.plugin, 1)?;
    eprintln!(
        "namtrain sample: step {} checkpoint, {} tokens of prompt, temperature {}, top-k {}, seed {}; compiling for {} ...",
        ckpt.meta.step,
        row.len() - 1,
        args.temperature,
        args.top_k,
        args.seed,
        client
            .platform_name()
            .unwrap_or_else(|_| args.plugin.clone()),
    );
    let exe = client
        .compile(&program.text, &single_device_options(&cfg, &client))
        .context("compiling the next-token program")?;
    let sig = &program.signature;
    let (tokens_at, position_at) = (
        sig.input_index(TOKENS).expect("named input"),
        sig.input_index(POSITION).expect("named input"),
    );
    let logits_at = sig.output_index(LOGITS).expect("named output");
    assert_eq!(
        (tokens_at, position_at),
        (state.len(), state.len() + 1),
        "the next-token program takes the state entries, then tokens and position"
    );
    // The parameters go to the device once; each step uploads only the row and the position.
    let state: Vec<Buffer> = state
        .iter()
        .map(|t| client.buffer_from_host(t, 0))
        .collect::<pjrt::Result<_>>()?;

    let mut out = std::io::stdout().lock();
    write!(out, "{prompt}")?;
    out.flush()?;
    let mut draws = Draws(args.seed);
    let (mut generated, mut printed) = (Vec::<u32>::new(), String::new());
    let mut stop = "--max-tokens reached";
    while generated.len() < args.max_tokens {
        if row.len() >= t {
            stop = "the row is full (seq_len)";
            break;
        }
        let mut padded: Vec<i32> = row.iter().map(|&id| id as i32).collect();
        padded.resize(t, 0);
        let tokens = client.buffer_from_host(&HostTensor::from_i32(&[1, t as i64], &padded)?, 0)?;
        let position = client.buffer_from_host(&HostTensor::scalar_i32(row.len() as i32 - 1), 0)?;
        let mut inputs: Vec<&Buffer> = state.iter().collect();
        inputs.extend([&tokens, &position]);
        let logits = exe.execute(&[inputs])?[0][logits_at].to_host()?.to_f32()?;
        // Rows past the tokenizer's vocabulary (a vocab_size padded to a multiple of 128) are
        // never targets, so never drawn.
        let known = &logits[..tok.vocab_size().min(logits.len())];
        let next = choose(known, args.temperature, args.top_k, &mut draws) as u32;
        if next == tok.bos_id() {
            stop = "the model ended the document";
            break;
        }
        row.push(next);
        generated.push(next);
        // Byte-level tokens may end inside a UTF-8 character: print what is whole.
        let text = tok.decode(&generated)?;
        let whole = text.trim_end_matches('\u{FFFD}');
        if let Some(new) = whole.strip_prefix(printed.as_str()) {
            write!(out, "{new}")?;
            out.flush()?;
            printed = whole.to_string();
        }
    }
    let text = tok.decode(&generated)?;
    if let Some(rest) = text.strip_prefix(printed.as_str()) {
        write!(out, "{rest}")?;
    }
    writeln!(out)?;
    eprintln!(
        "namtrain sample: {} token(s) generated; stopped: {stop}",
        generated.len()
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temperature_zero_is_the_most_likely_token_with_ties_to_the_lower_id() {
        let mut d = Draws(1);
        assert_eq!(choose(&[0.1, 2.0, -1.0, 2.0], 0.0, 0, &mut d), 1);
        assert_eq!(choose(&[f32::NAN, 0.5, 0.2], 0.0, 0, &mut d), 1);
        // top-k 1 is the most likely token at any temperature.
        assert_eq!(choose(&[0.1, 2.0, -1.0, 3.0], 5.0, 1, &mut d), 3);
    }

    #[test]
    fn draws_follow_the_softmax_of_the_top_k() {
        // logits ln(1), ln(2), ln(3), ln(100) at temperature 1 with top-k 3: the
        // last three only, probabilities 2/105, 3/105, 100/105 ... restricted to the 3 most
        // likely (ids 3, 2, 1): weights 100, 3, 2 over 105.
        let logits = [1f32.ln(), 2f32.ln(), 3f32.ln(), 100f32.ln()];
        let mut d = Draws(7);
        let n = 200_000;
        let mut counts = [0usize; 4];
        for _ in 0..n {
            counts[choose(&logits, 1.0, 3, &mut d)] += 1;
        }
        assert_eq!(counts[0], 0, "id 0 is outside the top 3");
        for (id, want) in [(1, 2.0 / 105.0), (2, 3.0 / 105.0), (3, 100.0 / 105.0)] {
            let got = counts[id] as f64 / n as f64;
            // Binomial standard error at n = 200k is below 5e-4 here.
            assert!((got - want).abs() < 2e-3, "id {id}: {got} vs {want}");
        }
        // Temperature 2 flattens: weights sqrt(100), sqrt(3), sqrt(2).
        let mut counts = [0usize; 4];
        for _ in 0..n {
            counts[choose(&logits, 2.0, 3, &mut d)] += 1;
        }
        let z = 10.0 + 3f64.sqrt() + 2f64.sqrt();
        let got = counts[3] as f64 / n as f64;
        assert!((got - 10.0 / z).abs() < 3e-3, "{got} vs {}", 10.0 / z);
    }

    #[test]
    fn the_same_seed_gives_the_same_draws() {
        let (mut a, mut b) = (Draws(42), Draws(42));
        let xs: Vec<f64> = (0..5).map(|_| a.uniform()).collect();
        let ys: Vec<f64> = (0..5).map(|_| b.uniform()).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|x| (0.0..1.0).contains(x)));
        assert_ne!(xs[0], Draws(43).uniform());
    }
}
