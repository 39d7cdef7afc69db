//! `namtrain eval-loss --config C --params params.safetensors --batch batch.safetensors
//! [--plugin cpu]`: the model's loss on one batch, printed as one JSON line on stdout (an
//! external contract):
//!
//! ```text
//! {"loss": 8.31, "main_loss": 8.30, "mtp_losses": [8.32], "z_loss": 0.0, "tokens": 2048}
//! ```
//!
//! - `loss` is the training objective `main_loss + mtp_lambda · Σ α_k mtp_losses[k] + z_loss`;
//!   `main_loss` the mean cross-entropy weighted by `loss_mask` (0/1: over positions with
//!   `loss_mask != 0`; integer weights up to 2^16 count a target that many times); `tokens` the
//!   number of positions with `loss_mask != 0`.
//! - `--params`: a safetensors file with every parameter under its stable per-layer name (as
//!   `namtrain init` writes it), F32 or BF16. Extra tensors are ignored, whatever their dtype.
//! - `--batch`: a safetensors file with `tokens`, `targets`, `segment_ids`, `loss_mask`, all
//!   I32 `[B, T]`. `T` may differ from the config's `seq_len`: the program is built for `T`
//!   (the config must stay valid with `seq_len = T`, e.g. the Mamba `chunk` must divide it).
//! - The forward pass runs in the config's `[precision] compute_dtype` with parameters held in
//!   f32, through the layer-group scan, on the chosen PJRT plugin.

use crate::args::{client, load_model_config, single_device_options};
use anyhow::{Context, Result, bail};
use clap::Args;
use nam::graph::eval::eval_program;
use nam::graph::layout::{LayerLoop, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::step::BATCH_NAMES;
use nam::params::{ParamSpec, param_specs};
use pjrt::{ElementType, HostTensor};
use std::collections::{BTreeMap, HashMap};
use std::path::{Path, PathBuf};
use train::tensor_file;

/// Arguments of `namtrain eval-loss`.
#[derive(Debug, Args)]
pub struct EvalArgs {
    /// Run configuration: a TOML file, or a preset by name (`namtrain presets`).
    #[arg(long)]
    config: PathBuf,
    /// Override a config key (repeatable): `--set train.batch_size=128`, `--set
    /// data.shards=gs://bucket/parquet`; typed by the config schema, part of the config hash.
    #[arg(long = "set", value_name = "SECTION.KEY=VALUE")]
    set: Vec<String>,
    /// Parameters (safetensors, stable per-layer names, F32 or BF16).
    #[arg(long)]
    params: PathBuf,
    /// Batch (safetensors: tokens, targets, segment_ids, loss_mask, I32 [B, T]).
    #[arg(long)]
    batch: PathBuf,
    /// PJRT plugin: `cpu`, `tpu`, `cuda`, or a path to a plugin `.so`.
    #[arg(long, default_value = "cpu")]
    plugin: String,
}

/// The tensors of a safetensors file named in `names` (`what`: "batch" or "params", for the
/// error); other tensors are ignored, whatever their dtype.
fn read<'a>(
    path: &Path,
    what: &str,
    names: impl IntoIterator<Item = &'a str>,
) -> Result<BTreeMap<String, HostTensor>> {
    let names: std::collections::HashSet<&str> = names.into_iter().collect();
    tensor_file::read_where(path, |n| names.contains(n))
        .with_context(|| format!("reading the {what} file"))
}

/// The I32 `[B, T]` batch arrays in [`BATCH_NAMES`] order, and `(B, T)`.
fn batch_arrays(
    st: &BTreeMap<String, HostTensor>,
    path: &Path,
) -> Result<(Vec<Vec<i32>>, usize, usize)> {
    let mut out = Vec::with_capacity(4);
    let mut shape: Option<(&str, Vec<i64>)> = None;
    for name in BATCH_NAMES {
        let t = st.get(name).ok_or_else(|| {
            anyhow::anyhow!(
                "{}: tensor `{name}` is missing; a batch holds tokens, targets, segment_ids and \
                 loss_mask, all I32 [B, T]",
                path.display()
            )
        })?;
        if t.dtype() != ElementType::S32 {
            bail!(
                "{}: tensor `{name}` has dtype {:?}, expected I32",
                path.display(),
                t.dtype()
            );
        }
        if t.dims().len() != 2 {
            bail!(
                "{}: tensor `{name}` has shape {:?}, expected [B, T]",
                path.display(),
                t.dims()
            );
        }
        match &shape {
            Some((first, s)) if s.as_slice() != t.dims() => bail!(
                "{}: tensor `{name}` has shape {:?} but `{first}` has {:?}; all four must be the same [B, T]",
                path.display(),
                t.dims(),
                s
            ),
            Some(_) => {}
            None => shape = Some((name, t.dims().to_vec())),
        }
        out.push(t.to_i32()?);
    }
    let (_, s) = shape.expect("four tensors read");
    Ok((out, s[0] as usize, s[1] as usize))
}

fn check_ids(arrays: &[Vec<i32>], vocab: usize, path: &Path) -> Result<()> {
    let v = vocab as i32;
    let max = data::batch::MAX_LOSS_WEIGHT;
    if let Some(w) = arrays[3].iter().find(|&&w| !(0..=max).contains(&w)) {
        bail!(
            "{}: `loss_mask` holds {w}: a loss weight is an integer from 0 to {max} (0/1 as a \
             mask; only the ratios of weights matter, so scale them down)",
            path.display()
        );
    }
    if let Some(t) = arrays[0].iter().find(|&&t| t < 0 || t >= v) {
        bail!(
            "{}: `tokens` holds id {t}, outside the config's vocabulary 0..{v}",
            path.display()
        );
    }
    let bad = arrays[1]
        .iter()
        .zip(&arrays[3])
        .find(|&(&t, &m)| m != 0 && (t < 0 || t >= v));
    if let Some((t, _)) = bad {
        bail!(
            "{}: `targets` holds id {t} at a position with loss_mask != 0, outside the vocabulary 0..{v}",
            path.display()
        );
    }
    Ok(())
}

/// Every parameter of the config as f32 values, by stable name, with shapes checked.
fn params(
    st: &BTreeMap<String, HostTensor>,
    specs: &[ParamSpec],
    path: &Path,
) -> Result<HashMap<String, Vec<f32>>> {
    let mut out = HashMap::new();
    for s in specs {
        let t = st.get(&s.name).ok_or_else(|| {
            anyhow::anyhow!(
                "{}: tensor `{}` is missing; the config expects it with shape {:?} (make the file \
                 with `namtrain init` for this config)",
                path.display(),
                s.name,
                s.shape
            )
        })?;
        if !t
            .dims()
            .iter()
            .map(|&d| d as usize)
            .eq(s.shape.iter().copied())
        {
            bail!(
                "{}: tensor `{}` has shape {:?}, the config expects {:?}",
                path.display(),
                s.name,
                t.dims(),
                s.shape
            );
        }
        let values = tensor_file::f32_values(t)
            .map_err(|why| anyhow::anyhow!("{}: tensor `{}` has {why}", path.display(), s.name))?;
        out.insert(s.name.clone(), values);
    }
    Ok(out)
}

/// Computes and prints the loss of `--batch` under `--params`.
pub fn run(args: EvalArgs) -> Result<()> {
    let mut cfg = load_model_config(&args.config, &args.set)?;
    // One device, whatever mesh the config trains on: the loss of the contract is the same
    // number, and the program then reads the parameters themselves (no shards, no ZeRO-2
    // copies).
    cfg.mesh = nam::Mesh::SINGLE;
    let batch = read(&args.batch, "batch", BATCH_NAMES)?;
    let (arrays, rows, seq) = batch_arrays(&batch, &args.batch)?;
    check_ids(&arrays, cfg.model.vocab_size, &args.batch)?;
    if seq != cfg.model.seq_len {
        cfg.model.seq_len = seq;
        cfg.validate().with_context(|| {
            format!(
                "the batch has T = {seq} positions per row, and the config is not valid with seq_len = {seq}"
            )
        })?;
    }
    let specs = param_specs(&cfg.model);
    let file = read(
        &args.params,
        "params",
        specs.iter().map(|s| s.name.as_str()),
    )?;
    let values = params(&file, &specs, &args.params)?;

    let layout = state_layout(&cfg.model, LayerLoop::Scan);
    let packed = layout.pack(|name| values.get(name).cloned())?;
    // XLA attention and SSD and the capacity experts whatever the config says: this is the f32
    // loss of the contract (the spec's capacity drops included), and the Pallas kernels are TPU
    // code.
    let program = eval_program(
        &cfg,
        &layout,
        rows,
        &ForwardOptions {
            moe: nam::graph::moe::MoeBackend::Capacity,
            ..ForwardOptions::new(&cfg, LayerLoop::Scan)
                .with_attention(nam::graph::attention::ResolvedBackend::Xla)
                .with_sublayer_backends(nam::graph::model::SublayerBackends::XLA)
        },
    )
    .context("building the eval program")?;
    let mut inputs: HashMap<&str, HostTensor> = HashMap::new();
    for (e, v) in layout.entries.iter().zip(&packed) {
        inputs.insert(&e.name, HostTensor::from_f32(&e.dims, v)?);
    }
    let dims = [rows as i64, seq as i64];
    for (name, v) in BATCH_NAMES.iter().zip(&arrays) {
        inputs.insert(name, HostTensor::from_i32(&dims, v)?);
    }
    let sig = &program.signature;
    let args_in: Vec<HostTensor> = sig
        .inputs
        .iter()
        .map(|s| {
            inputs
                .remove(s.name.as_str())
                .expect("every input is provided")
        })
        .collect();
    let client = client(&args.plugin, 1)?;
    let exe = client
        .compile(&program.text, &single_device_options(&cfg, &client))
        .context("compiling the eval program")?;
    if client.plugin().kind() == pjrt::PluginKind::Cpu {
        let stats = exe.executable().compiled_memory_stats()?;
        train::host::check_program_fits("eval", stats.total_device_bytes())?;
    }
    let outs = exe.execute_host(&args_in)?;
    let value = |name: &str| -> Result<f64> {
        let i = sig.output_index(name).expect("eval outputs are named");
        Ok(f64::from(outs[i].to_f32()?[0]))
    };
    let mtp = (1..=cfg.model.mtp_depth)
        .map(|k| value(&format!("mtp_loss.{k}")))
        .collect::<Result<Vec<f64>>>()?;
    let tokens = arrays[3].iter().filter(|&&m| m != 0).count();
    let json = serde_json::json!({
        "loss": value("loss")?,
        "main_loss": value("main_loss")?,
        "mtp_losses": mtp,
        "z_loss": value("z_loss")?,
        "tokens": tokens,
    });
    println!("{json}");
    Ok(())
}
