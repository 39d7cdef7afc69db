//! The model a command generates with (`namtrain sample`, `namtrain eval-code`): a checkpoint
//! (`--checkpoint step-N` or the newest valid one of `--run-dir`, a bucket run directory too),
//! its run's config (`--config`, else the run directory's `manifest.json`) and tokenizer (the
//! config's, or `--tokenizer`; in a run directory its sha256 must match the data receipt's, so
//! text is never decoded with another vocabulary), and a generator of it on `--plugin`.

use crate::args::{client, load_model_config};
use anyhow::{Context, Result, bail};
use clap::Args;
use nam::NamConfig;
use nam::graph::layout::{LayerLoop, StateLayout};
use pjrt::{Client, HostTensor};
use std::path::{Path, PathBuf};
use train::checkpoint::CheckpointDir;
use train::manifest::RunManifest;

/// Where the model comes from: a run directory or one checkpoint, and what reads it.
#[derive(Debug, Args)]
pub struct ModelArgs {
    /// A run directory: its config (manifest.json), newest valid checkpoint and tokenizer; a
    /// path, or a bucket run directory (gs://BUCKET/PREFIX, s3://BUCKET/PREFIX).
    #[arg(long, conflicts_with = "checkpoint")]
    pub run_dir: Option<String>,
    /// One checkpoint directory (`RUN/checkpoints/step-N`).
    #[arg(long)]
    pub checkpoint: Option<PathBuf>,
    /// Run configuration (TOML); default: the run directory's manifest.
    #[arg(long)]
    pub config: Option<PathBuf>,
    /// tokenizer.json; default: the config's `[data] tokenizer`.
    #[arg(long)]
    pub tokenizer: Option<PathBuf>,
    /// PJRT plugin: `cpu`, `tpu`, `cuda`, or a path to a plugin `.so`.
    #[arg(long, default_value = "cpu")]
    pub plugin: String,
}

/// A checkpoint's parameters with the config and tokenizer of its run.
pub struct LoadedModel {
    /// The run's config.
    pub cfg: NamConfig,
    /// The run's tokenizer.
    pub tokenizer: data::Tokenizer,
    /// The checkpoint's step.
    pub step: u64,
    /// The state layout the parameters follow.
    pub layout: StateLayout,
    /// The parameters (and MoE biases), in `layout` order.
    pub state: Vec<HostTensor>,
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

fn source(args: &ModelArgs) -> Result<Source> {
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
    let Some(text) = args.run_dir.clone() else {
        bail!(
            "no model to load: pass --run-dir DIR (its newest valid checkpoint) or --checkpoint \
             DIR/checkpoints/step-N"
        );
    };
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

fn config(args: &ModelArgs, src: &Source) -> Result<NamConfig> {
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

fn tokenizer(args: &ModelArgs, cfg: &NamConfig, src: &Source) -> Result<data::Tokenizer> {
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

/// Loads the checkpoint `args` names, with its config and tokenizer.
pub fn load(args: &ModelArgs) -> Result<LoadedModel> {
    let src = source(args)?;
    let cfg = config(args, &src)?;
    let tokenizer = tokenizer(args, &cfg, &src)?;
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
    Ok(LoadedModel {
        cfg,
        tokenizer,
        step: ckpt.meta.step,
        layout,
        state,
    })
}

impl LoadedModel {
    /// A client on `plugin` and a generator of this model on it (XLA attention, one device;
    /// programs through `cache` when given).
    pub fn generator<'c>(
        &self,
        client: &'c Client,
        cache: Option<train::cache::ExecutableCache>,
    ) -> Result<train::generate::Generator<'c>> {
        Ok(train::generate::Generator::new(
            client,
            self.cfg.clone(),
            self.layout.clone(),
            &self.state,
            self.tokenizer.bos_id(),
            self.tokenizer.vocab_size(),
        )?
        .with_cache(cache))
    }
}

/// The persistent executable cache (`$NAMTRAIN_CACHE_DIR`, else `~/.cache/namtrain`), where the
/// prefill and decode programs are kept like every other; without one (no home, a read-only
/// directory) they are compiled each time, with a warning.
pub fn default_cache() -> Option<train::cache::ExecutableCache> {
    match train::cache::ExecutableCache::open_default() {
        Ok(cache) => Some(cache),
        Err(e) => {
            eprintln!("namtrain: warning: no executable cache ({e}); compiling without one");
            None
        }
    }
}

/// A client on `args.plugin` (one device).
pub fn model_client(args: &ModelArgs) -> Result<Client> {
    client(&args.plugin, 1)
}
