//! `namtrain init --config C --seed S --out params.safetensors`: the initial parameters of a
//! config, as a safetensors file (an external contract).
//!
//! - Keys are the stable per-layer names of `nam::params` (`wte`, `layers.{i}.attn.w_qkv`, ...,
//!   `mtp.w_proj`, `lm_head`), one tensor per layer — never the stacked `blocks.*` executable
//!   layout — including the non-trained MoE `layers.{i}.moe.bias` state (zeros).
//! - Values follow `nam::init` exactly (counter-based streams keyed by seed and name), so the
//!   same config and seed give a byte-identical file on every machine.
//! - Every tensor is stored as **F32**, whatever `[precision] param_dtype` says: the file is the
//!   interchange format, and consumers convert to their storage dtype when they load it.
//! - The metadata records `format = "namtrain-init-v1"`, the seed, and the config's model hash.
//!
//! The file is streamed one tensor at a time (the header is computed from the shapes first), so
//! full-size presets never hold all parameters in memory; it is written to `<out>.tmp` and
//! renamed, so a crash never leaves a truncated file under the final name.

use crate::args::load_model_config;
use anyhow::{Context, Result, bail};
use clap::Args;
use nam::init::init_tensor;
use nam::params::param_specs;
use std::io::{BufWriter, Write};
use std::path::PathBuf;

/// Arguments of `namtrain init`.
#[derive(Debug, Args)]
pub struct InitArgs {
    /// Run configuration (TOML, e.g. `configs/nam-tiny.toml`).
    #[arg(long)]
    config: PathBuf,
    /// Initialisation seed (default: `[train] seed` of the config).
    #[arg(long)]
    seed: Option<u64>,
    /// Output safetensors file.
    #[arg(long)]
    out: PathBuf,
}

/// Writes the initial parameters of `--config` under `--seed` to `--out`.
pub fn run(args: InitArgs) -> Result<()> {
    let cfg = load_model_config(&args.config)?;
    let seed = args.seed.unwrap_or(cfg.train.seed);
    let specs = param_specs(&cfg.model);

    let mut header = serde_json::Map::new();
    let mut metadata = serde_json::Map::new();
    metadata.insert("format".into(), "namtrain-init-v1".into());
    metadata.insert("seed".into(), seed.to_string().into());
    metadata.insert("model_hash".into(), cfg.model_hash().into());
    header.insert("__metadata__".into(), metadata.into());
    let mut offset = 0usize;
    for s in &specs {
        let end = offset + 4 * s.numel();
        header.insert(
            s.name.clone(),
            serde_json::json!({"dtype": "F32", "shape": s.shape, "data_offsets": [offset, end]}),
        );
        offset = end;
    }
    let mut text = serde_json::to_vec(&serde_json::Value::Object(header))?;
    // Pad the header with spaces to 8 bytes so the data that follows is aligned.
    text.resize(text.len().div_ceil(8) * 8, b' ');

    let tmp = args.out.with_extension("safetensors.tmp");
    let file =
        std::fs::File::create(&tmp).with_context(|| format!("creating {}", tmp.display()))?;
    let mut w = BufWriter::new(file);
    let write = |w: &mut BufWriter<std::fs::File>| -> std::io::Result<()> {
        w.write_all(&(text.len() as u64).to_le_bytes())?;
        w.write_all(&text)?;
        for s in &specs {
            for v in init_tensor(s, seed) {
                w.write_all(&v.to_le_bytes())?;
            }
        }
        w.flush()?;
        w.get_ref().sync_all()
    };
    if let Err(e) = write(&mut w) {
        drop(w);
        let _ = std::fs::remove_file(&tmp);
        bail!("writing {}: {e}", tmp.display());
    }
    drop(w);
    std::fs::rename(&tmp, &args.out)
        .with_context(|| format!("renaming {} to {}", tmp.display(), args.out.display()))?;
    let n: usize = specs.iter().map(|s| s.numel()).sum();
    eprintln!(
        "wrote {} tensors ({n} values, f32) to {}",
        specs.len(),
        args.out.display()
    );
    Ok(())
}
