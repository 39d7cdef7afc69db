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
//! full-size presets never hold all parameters in memory, and written atomically, so a crash
//! never leaves a truncated file under the final name (`train::tensor_file::write_streamed`).

use crate::args::load_model_config;
use anyhow::Result;
use clap::Args;
use nam::init::init_tensor;
use nam::params::param_specs;
use pjrt::ElementType;
use std::collections::BTreeMap;
use std::path::PathBuf;
use train::tensor_file::{self, TensorEntry};

/// Arguments of `namtrain init`.
#[derive(Debug, Args)]
pub struct InitArgs {
    /// Run configuration: a TOML file (e.g. `configs/nam-tiny.toml`), or a preset by name
    /// (`namtrain presets`).
    #[arg(long)]
    config: PathBuf,
    /// Override a config key (repeatable): `--set train.batch_size=128`, `--set
    /// data.shards=gs://bucket/parquet`; typed by the config schema, part of the config hash.
    #[arg(long = "set", value_name = "SECTION.KEY=VALUE")]
    set: Vec<String>,
    /// Initialisation seed (default: `[train] seed` of the config).
    #[arg(long)]
    seed: Option<u64>,
    /// Output safetensors file.
    #[arg(long)]
    out: PathBuf,
}

/// Writes the initial parameters of `--config` under `--seed` to `--out`.
pub fn run(args: InitArgs) -> Result<()> {
    let cfg = load_model_config(&args.config, &args.set)?;
    let seed = args.seed.unwrap_or(cfg.train.seed);
    let specs = param_specs(&cfg.model);

    let metadata = BTreeMap::from([
        ("format".to_string(), "namtrain-init-v1".to_string()),
        ("seed".to_string(), seed.to_string()),
        ("model_hash".to_string(), cfg.model_hash()),
    ]);
    let entries: Vec<TensorEntry> = specs
        .iter()
        .map(|s| TensorEntry {
            name: s.name.clone(),
            dtype: ElementType::F32,
            dims: s.shape.clone(),
        })
        .collect();
    tensor_file::write_streamed(&args.out, &metadata, &entries, |i, out| {
        for v in init_tensor(&specs[i], seed) {
            out.write_all(&v.to_le_bytes())?;
        }
        Ok(())
    })?;
    let n: usize = specs.iter().map(|s| s.numel()).sum();
    eprintln!(
        "wrote {} tensors ({n} values, f32) to {}",
        specs.len(),
        args.out.display()
    );
    Ok(())
}
