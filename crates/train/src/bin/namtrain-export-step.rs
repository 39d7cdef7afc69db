//! Test support for the cross-process program check (`docs/multihost-verification.md`):
//! writes one Mode-A `step` of a 4-device mesh as files another runtime can execute, together
//! with namtrain's own result of executing it.
//!
//! ```text
//! namtrain-export-step --config tiny.toml --out DIR [--plugin cpu]
//! ```
//!
//! The config's `[mesh]` must have 4 devices. The step program is built exactly as the trainer
//! builds it ([`train::programs::trainer_programs`] over [`train::programs::trainer_layout`],
//! scanned layers, XLA attention), compiled for the CPU plugin's 4 devices with the trainer's
//! options ([`train::mesh::DeviceMesh::compile_options`] and the config's `[compiler.cpu]`),
//! fed the trainer's fresh state (parameters from `nam::init` at `[train] seed`, zero optimizer
//! state), one fixed batch built as the loader builds batches, and the scalars of step 0, each
//! placed by [`train::mesh::DeviceMesh::put`], and executed once. `DIR` then holds:
//!
//! - `program.mlir`: the StableHLO text exactly as compiled;
//! - `compile_options.pb`: the serialized `xla.CompileOptionsProto` the plugin was given, and
//!   `compile.json`: the same in words (partitions, device assignment, SPMD, option overrides),
//!   with the collectives of namtrain's compiled program by kind;
//! - `inputs/<i>/<d>.npy`: input `i`'s piece on mesh device `d`, as uploaded;
//! - `outputs/<i>/<d>.npy`: output `i` on mesh device `d`, as namtrain's run returned it;
//! - `manifest.json`: every input and output by index with name, dtype, whole and per-device
//!   dims, sharding (mesh axes per dimension) and donation, the mesh, and which mesh devices
//!   each of the two processes of the check owns (0 and 1 → process 0; 2 and 3 → process 1).
//!
//! bf16 and f16 tensors are written as `<u2` arrays of their bits (the manifest names the real
//! dtype), since NumPy has no bfloat16 of its own.
//!
//! `scripts/cross_process_check.py` runs these files with jaxlib's CPU client across two
//! processes and compares; `crates/train/tests/cross_process_program.rs` runs both.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use nam::NamConfig;
use nam::graph::attention::AttentionChoice;
use nam::graph::layout::LayerLoop;
use nam::graph::program::TensorSig;
use nam::graph::step::{BATCH_NAMES, LearningRates, STEP};
use pjrt::{Buffer, Client, ClientOptions, ElementType, HostTensor, OptionOverride, Plugin};
use serde_json::{Value, json};
use train::mesh::DeviceMesh;

/// Mesh devices per process in the check (2 processes × 2 devices).
const DEVICES_PER_PROCESS: usize = 2;

type BoxError = Box<dyn std::error::Error>;

fn main() {
    if let Err(e) = run() {
        eprintln!("namtrain-export-step: {e}");
        std::process::exit(1);
    }
}

struct Args {
    config: PathBuf,
    out: PathBuf,
    plugin: String,
}

fn parse_args() -> Result<Args, BoxError> {
    let usage = "usage: namtrain-export-step --config FILE --out DIR [--plugin cpu]";
    let mut config = None;
    let mut out = None;
    let mut plugin = "cpu".to_string();
    let mut it = std::env::args().skip(1);
    while let Some(flag) = it.next() {
        let mut value = || {
            it.next()
                .ok_or_else(|| format!("{flag} needs a value; {usage}"))
        };
        match flag.as_str() {
            "--config" => config = Some(PathBuf::from(value()?)),
            "--out" => out = Some(PathBuf::from(value()?)),
            "--plugin" => plugin = value()?,
            _ => return Err(format!("unknown argument {flag}; {usage}").into()),
        }
    }
    Ok(Args {
        config: config.ok_or(usage)?,
        out: out.ok_or(usage)?,
        plugin,
    })
}

fn run() -> Result<(), BoxError> {
    let args = parse_args()?;
    let cfg = NamConfig::from_toml_str(&std::fs::read_to_string(&args.config)?)?;
    let devices = cfg.mesh.devices();
    if devices != 2 * DEVICES_PER_PROCESS {
        return Err(format!(
            "the check runs 2 processes × {DEVICES_PER_PROCESS} devices; [mesh] has {devices}"
        )
        .into());
    }
    if cfg.train.micro_batches != 1 {
        return Err("the check exports the Mode-A step: set [train] micro_batches = 1".into());
    }

    // Plugin and client as the trainer opens them (`trainer/setup.rs`, `open_devices`).
    let plugin = Plugin::load(&args.plugin)?;
    let client = Client::new(
        plugin,
        &ClientOptions::for_plugin(plugin_kind(&args)?, devices)?,
    )?;
    let platform = train::trainer::platform_of(client.plugin().kind());
    let mesh = DeviceMesh::new(&client, cfg.mesh)?;

    // The step program, as the trainer builds it.
    let layer_loop = LayerLoop::Scan;
    let layout = train::programs::trainer_layout(&cfg, layer_loop);
    let attention = AttentionChoice::for_trainer(&cfg, platform)?.backend;
    let ssd = nam::graph::mamba::SsdChoice::for_trainer(&cfg, platform)?.backend;
    let rows = cfg.train.batch_size;
    let (_, _, step) =
        train::programs::trainer_programs(&cfg, &layout, rows, 1, layer_loop, attention, ssd)?
            .into_iter()
            .find(|(name, _, _)| *name == "step")
            .ok_or("trainer_programs built no step program")?;
    let sig = &step.signature;

    // Compiled with the trainer's options; the plugin sees them with its platform's overrides.
    let options =
        train::mesh::with_compiler_options(mesh.compile_options(), &cfg.compiler, platform);
    let exe = client.compile(&step.text, &options)?;
    let as_compiled = options.for_platform(&client.platform_name()?);
    let collectives = train::collectives::CollectivesReport::from_executable(exe.executable())?;

    // Every input on the mesh, read back piece by piece before the step consumes the donated ones.
    let host_inputs = inputs(&cfg, &layout, sig.inputs.as_slice())?;
    let mut placed: Vec<Vec<Buffer>> = Vec::with_capacity(sig.inputs.len());
    for (s, host) in sig.inputs.iter().zip(&host_inputs) {
        placed.push(mesh.put(&client, &s.name, host, &s.sharding)?);
    }
    std::fs::create_dir_all(&args.out)?;
    for (i, pieces) in placed.iter().enumerate() {
        for (d, piece) in pieces.iter().enumerate() {
            write_npy(
                &args.out.join(format!("inputs/{i}/{d}.npy")),
                &piece.to_host()?,
            )?;
        }
    }
    let per_device: Vec<Vec<&Buffer>> = (0..devices)
        .map(|d| placed.iter().map(|pieces| &pieces[d]).collect())
        .collect();
    let outputs = exe.execute(&per_device)?;
    if outputs.len() != devices || outputs.iter().any(|o| o.len() != sig.outputs.len()) {
        return Err(format!(
            "the step returned {:?} outputs per device, its signature names {}",
            outputs.iter().map(Vec::len).collect::<Vec<_>>(),
            sig.outputs.len()
        )
        .into());
    }
    for (d, device_outputs) in outputs.iter().enumerate() {
        for (i, buffer) in device_outputs.iter().enumerate() {
            write_npy(
                &args.out.join(format!("outputs/{i}/{d}.npy")),
                &buffer.to_host()?,
            )?;
        }
    }

    std::fs::write(args.out.join("program.mlir"), &step.text)?;
    std::fs::write(
        args.out.join("compile_options.pb"),
        as_compiled.to_proto_bytes(),
    )?;
    let overrides: serde_json::Map<String, Value> = as_compiled
        .option_overrides
        .iter()
        .map(|(name, value)| {
            let v = match value {
                OptionOverride::Bool(b) => json!(b),
                OptionOverride::Int(i) => json!(i),
                OptionOverride::Str(s) => json!(s),
            };
            (name.clone(), v)
        })
        .collect();
    let compile = json!({
        "num_replicas": as_compiled.num_replicas.max(1),
        "num_partitions": as_compiled.num_partitions,
        "use_spmd_partitioning": as_compiled.use_spmd_partitioning,
        "use_shardy_partitioner": as_compiled.use_shardy_partitioner,
        "device_assignment": as_compiled.device_assignment,
        "env_option_overrides": overrides,
        "platform": client.platform_name()?,
        "platform_version": client.platform_version()?,
        "collectives": collectives.by_kind.iter()
            .map(|(kind, stats)| (kind.clone(), stats.count))
            .collect::<BTreeMap<_, _>>(),
    });
    write_json(&args.out.join("compile.json"), &compile)?;

    let m = cfg.mesh;
    let describe = |list: &[TensorSig], donated: &dyn Fn(usize) -> Option<usize>| -> Vec<Value> {
        list.iter()
            .enumerate()
            .map(|(i, s)| {
                json!({
                    "index": i,
                    "name": s.name,
                    "dtype": pjrt_dtype_name(train::trainer::element_type(s.dtype)),
                    "dims": s.dims,
                    "shard_dims": s.sharding.shard_dims(&m, &s.dims),
                    "sharding": s.sharding.dims.iter()
                        .map(|axes| axes.iter().map(|a| a.name()).collect::<Vec<_>>())
                        .collect::<Vec<_>>(),
                    "donated_to": donated(i),
                })
            })
            .collect()
    };
    let aliased_from: BTreeMap<usize, usize> =
        sig.aliases.iter().map(|a| (a.output, a.input)).collect();
    let manifest = json!({
        "program": "step",
        "config": args.config.display().to_string(),
        "mesh": { "data": m.data, "expert": m.expert, "model": m.model, "fsdp": m.fsdp },
        "devices": devices,
        "processes": (0..devices / DEVICES_PER_PROCESS)
            .map(|p| (p * DEVICES_PER_PROCESS..(p + 1) * DEVICES_PER_PROCESS).collect::<Vec<_>>())
            .collect::<Vec<_>>(),
        "inputs": describe(&sig.inputs, &|i| sig.donated_to(i)),
        "outputs": describe(&sig.outputs, &|_| None)
            .into_iter()
            .enumerate()
            .map(|(i, mut v)| {
                v["aliased_from"] = json!(aliased_from.get(&i));
                v.as_object_mut().map(|o| o.remove("donated_to"));
                v
            })
            .collect::<Vec<_>>(),
    });
    write_json(&args.out.join("manifest.json"), &manifest)?;
    eprintln!(
        "namtrain-export-step: step of {} inputs and {} outputs on {devices} devices written to {}",
        sig.inputs.len(),
        sig.outputs.len(),
        args.out.display()
    );
    Ok(())
}

fn plugin_kind(args: &Args) -> Result<pjrt::PluginKind, BoxError> {
    Ok(pjrt::PluginKind::from_path(&pjrt::locate::resolve_plugin(
        &args.plugin,
    )?))
}

/// The host value of every step input, in argument order: the trainer's fresh state, one
/// fixed batch, the scalars of step 0.
fn inputs(
    cfg: &NamConfig,
    layout: &nam::graph::layout::StateLayout,
    sigs: &[TensorSig],
) -> Result<Vec<HostTensor>, BoxError> {
    // Parameters as the trainer initializes a fresh run (`upload_state`, `initial_state`).
    let init = nam::init::init(&cfg.model, cfg.train.seed);
    let by_name: BTreeMap<&str, &Vec<f32>> =
        init.iter().map(|t| (t.name.as_str(), &t.data)).collect();
    let packed = layout.pack(|name| by_name.get(name).map(|v| v.to_vec()))?;
    let params: BTreeMap<&str, &Vec<f32>> = layout
        .entries
        .iter()
        .zip(&packed)
        .map(|(e, v)| (e.name.as_str(), v))
        .collect();

    let batch = fixed_batch(cfg);
    train::trainer::check_batch(&batch, cfg.train.batch_size, &cfg.model)?;
    let columns: BTreeMap<&str, &Vec<i32>> = BATCH_NAMES
        .into_iter()
        .zip([
            &batch.tokens,
            &batch.targets,
            &batch.segment_ids,
            &batch.loss_mask,
        ])
        .collect();
    let rates: BTreeMap<&str, f64> = LearningRates::at(cfg, 0).named().into_iter().collect();
    let batch_dims = [batch.batch_size as i64, batch.seq_len as i64];

    sigs.iter()
        .map(|s| {
            let name = s.name.as_str();
            let t = if let Some(v) = columns.get(name) {
                HostTensor::from_i32(&batch_dims, v)?
            } else if name == STEP {
                HostTensor::scalar_i32(0)
            } else if let Some(&lr) = rates.get(name) {
                HostTensor::scalar_f32(lr as f32)
            } else if let Some(v) = params.get(name) {
                train::trainer::host_from_f32(s.dtype, &s.dims, v)?
            } else if nam::graph::replica::is_replica(name) {
                return Err(
                    format!("`{name}`: ZeRO-2 copies are not exported; leave zero2 off").into(),
                );
            } else {
                // Optimizer moments (and anything else the trainer starts at zero).
                HostTensor::zeros(train::trainer::element_type(s.dtype), &s.dims)?
            };
            if t.dims() != s.dims.as_slice() {
                return Err(format!("`{name}`: {:?} made for {:?}", t.dims(), s.dims).into());
            }
            Ok(t)
        })
        .collect()
}

/// One batch of `[train] batch_size` rows, built as the loader builds batches
/// ([`data::Batch::from_rows`]): fixed token ids, BOS (0) at the start of each row and again in
/// its middle (two documents, so segment ids change inside a row), the last row's tail padded.
fn fixed_batch(cfg: &NamConfig) -> data::Batch {
    let (rows, t) = (cfg.train.batch_size, cfg.model.seq_len);
    let vocab = cfg.model.vocab_size as u32;
    let packed: Vec<Vec<u32>> = (0..rows)
        .map(|r| {
            (0..=t)
                .map(|i| {
                    if i == 0 || i == t / 2 {
                        0
                    } else if r == rows - 1 && i > t - 3 {
                        data::batch::PAD_SLOT
                    } else {
                        1 + ((r * 131 + i * 37 + i * i) as u32) % (vocab - 1)
                    }
                })
                .collect()
        })
        .collect();
    data::Batch::from_rows(&packed, t, 0).expect("rows of seq_len + 1 tokens")
}

/// The manifest's name of a dtype (the StableHLO spelling, `f32`, `bf16`, `i32`, ...).
fn pjrt_dtype_name(t: ElementType) -> &'static str {
    t.mlir_name()
}

/// The NumPy `descr` a tensor of `t` is written with (bf16 and f16 as their bits).
fn npy_descr(t: ElementType) -> &'static str {
    match t {
        ElementType::Pred => "|b1",
        ElementType::S8 => "|i1",
        ElementType::S16 => "<i2",
        ElementType::S32 => "<i4",
        ElementType::S64 => "<i8",
        ElementType::U8 => "|u1",
        ElementType::U16 | ElementType::BF16 | ElementType::F16 => "<u2",
        ElementType::U32 => "<u4",
        ElementType::U64 => "<u8",
        ElementType::F32 => "<f4",
        ElementType::F64 => "<f8",
    }
}

/// Writes `t` as a version-1.0 `.npy` file (C order; the header padded so the data starts at a
/// multiple of 64 bytes), creating its directory. PJRT host tensors are little-endian, row-major.
fn write_npy(path: &Path, t: &HostTensor) -> Result<(), BoxError> {
    let shape = match t.dims() {
        [] => "()".to_string(),
        [n] => format!("({n},)"),
        dims => format!(
            "({})",
            dims.iter()
                .map(i64::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    };
    let mut header = format!(
        "{{'descr': '{}', 'fortran_order': False, 'shape': {shape}, }}",
        npy_descr(t.dtype())
    );
    // Magic (6) + version (2) + header length (2) + header + '\n', to a multiple of 64.
    let unpadded = 10 + header.len() + 1;
    header.push_str(&" ".repeat(unpadded.next_multiple_of(64) - unpadded));
    header.push('\n');
    let mut bytes = Vec::with_capacity(10 + header.len() + t.bytes().len());
    bytes.extend_from_slice(b"\x93NUMPY\x01\x00");
    bytes.extend_from_slice(&u16::try_from(header.len())?.to_le_bytes());
    bytes.extend_from_slice(header.as_bytes());
    bytes.extend_from_slice(t.bytes());
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    std::fs::write(path, bytes)?;
    Ok(())
}

fn write_json(path: &Path, v: &Value) -> Result<(), BoxError> {
    let mut text = serde_json::to_string_pretty(v)?;
    text.push('\n');
    std::fs::write(path, text)?;
    Ok(())
}
