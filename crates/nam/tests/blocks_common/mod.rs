//! Shared helpers of the block tests: glue between the f64 host reference (`nam::reference`) and
//! the emitted graphs (the CPU-plugin runner and random data are `test_support`'s).
//!
//! Tolerance: the graphs under test are built in f64 (`ForwardOptions::compute_dtype = F64`
//! makes every op f64), so they differ from the f64 reference only by summation order:
//! [`TIGHT`] = 1e-9 relative. One test per suite also runs the production f32 graph, at [`F32_TOL`]
//! = 1e-4 relative (f32 rounding through a few layers and a softmax over the vocabulary).
// Each test binary uses a subset of these.
#![allow(dead_code, unused_imports)]

use nam::config::{ModelConfig, NamConfig};
use nam::graph::context::{Docs, LayerParams, Precision};
use nam::graph::layout::{LayerLoop, StateLayout, state_layout};
use nam::graph::model::{BatchInputs, ForwardOptions, ModelOutputs, forward};
use nam::reference::{self, Mat, Params};
use pjrt::HostTensor;
pub use test_support::{Program, run, uniform_f64};
use xla_hlo::{Builder, DType, Tensor};

/// Relative tolerance of f64 graphs against the f64 reference.
pub const TIGHT: f64 = 1e-9;
/// Relative tolerance of f32 graphs against the f64 reference.
pub const F32_TOL: f64 = 1e-4;

/// Parses a `[model]` TOML body.
pub fn model(toml_body: &str) -> ModelConfig {
    NamConfig::from_toml_str(&format!("[model]\n{toml_body}"))
        .unwrap_or_else(|e| panic!("{e}"))
        .model
}

/// Random (not init-scheme) parameters so every path carries signal: the init values plus
/// uniform noise of scale `1/sqrt(fan_in)` (0.5 for vectors); MoE bias, A_log and dt_bias keep
/// their init.
pub fn random_params(cfg: &ModelConfig, seed: u64) -> Params {
    let mut p = Params::from_init(nam::init::init(cfg, seed));
    for (i, (name, t)) in p.tensors.iter_mut().enumerate() {
        if name.ends_with(".bias") || name.ends_with("A_log") || name.ends_with("dt_bias") {
            continue;
        }
        let scale = if t.shape.len() >= 2 {
            1.0 / (t.shape[t.shape.len() - 2] as f64).sqrt()
        } else {
            0.5
        };
        let noise = uniform_f64(t.data.len(), seed * 1000 + i as u64, scale);
        for (v, r) in t.data.iter_mut().zip(noise) {
            *v += r;
        }
    }
    p
}

/// State host tensors of `params` for `layout`, in `dtype` (F64 or F32).
pub fn state_args(layout: &StateLayout, params: &Params, dtype: DType) -> Vec<HostTensor> {
    let packed = layout
        .pack(|name| params.tensors.get(name).map(|t| t.data.clone()))
        .unwrap();
    layout
        .entries
        .iter()
        .zip(packed)
        .map(|(e, v)| host(&e.dims, &v, dtype))
        .collect()
}

/// A host tensor of `values` in `dtype` (F64 or F32).
pub fn host(dims: &[i64], values: &[f64], dtype: DType) -> HostTensor {
    match dtype {
        DType::F64 => HostTensor::from_f64(dims, values).unwrap(),
        DType::F32 => {
            let v: Vec<f32> = values.iter().map(|&x| x as f32).collect();
            HostTensor::from_f32(dims, &v).unwrap()
        }
        d => panic!("host: unsupported dtype {d}"),
    }
}

/// Values of a float host tensor as f64.
pub fn to_f64(t: &HostTensor) -> Vec<f64> {
    t.to_f64()
        .or_else(|_| t.to_f32().map(|v| v.into_iter().map(f64::from).collect()))
        .unwrap()
}

/// Asserts `|a - b| <= tol · max(1, |b|)` elementwise (relative, with an absolute floor at 1).
#[track_caller]
pub fn assert_close(got: &[f64], want: &[f64], tol: f64, what: &str) {
    assert_eq!(got.len(), want.len(), "{what}: lengths");
    let scale = want.iter().fold(1.0f64, |m, v| m.max(v.abs()));
    for (i, (a, b)) in got.iter().zip(want).enumerate() {
        assert!(
            (a - b).abs() <= tol * scale,
            "{what}[{i}]: got {a}, want {b} (tol {tol} × {scale})"
        );
    }
}

/// The reference batch with its arrays as host tensors (tokens, targets, segment_ids, loss_mask).
pub fn batch_args(b: &reference::model::HostBatch) -> Vec<HostTensor> {
    let dims = [b.batch as i64, b.seq as i64];
    [&b.tokens, &b.targets, &b.segment_ids, &b.loss_mask]
        .iter()
        .map(|v| HostTensor::from_i32(&dims, v).unwrap())
        .collect()
}

/// Two rows of `seq` tokens: row 0 holds documents 1 (`split` tokens) and 2 (the rest); row 1
/// is one document whose last 3 positions are padding. `salt` changes document 1's tokens only.
pub fn two_doc_batch(cfg: &ModelConfig, split: usize, salt: i32) -> reference::model::HostBatch {
    let t = cfg.seq_len;
    let v = cfg.vocab_size as i32;
    let tokens: Vec<i32> = (0..2 * t as i32)
        .map(|i| (i * 7 + 3 + salt * ((i as usize) < split) as i32) % v)
        .collect();
    let targets: Vec<i32> = (0..2 * t as i32).map(|i| (i * 5 + 1) % v).collect();
    let mut segment_ids = vec![1; split];
    segment_ids.extend(vec![2; t - split]);
    segment_ids.extend(vec![1; t]);
    let mut loss_mask = vec![1; 2 * t - 3];
    loss_mask.extend(vec![0; 3]);
    reference::model::HostBatch {
        batch: 2,
        seq: t,
        tokens,
        targets,
        segment_ids,
        loss_mask,
    }
}

/// Emits the whole forward pass: inputs are the state entries then the four batch arrays;
/// outputs loss, main_loss, z_loss, expert_load, dropped_frac, then the MTP losses. State and
/// compute in `dtype`, matmul results written wide.
pub fn forward_program(
    cfg: &ModelConfig,
    lp: LayerLoop,
    dtype: DType,
    batch: usize,
    chunk: Option<usize>,
) -> (String, StateLayout) {
    let opts = ForwardOptions {
        mamba_chunk: chunk,
        ..xla_opts(lp, dtype)
    };
    forward_program_with(cfg, dtype, batch, &opts)
}

/// The forward options these tests start from: XLA attention on one device, no remat, matmul
/// results, residual stream and SSM inputs in the wide dtype, matmul operands in `compute`.
pub fn xla_opts(lp: LayerLoop, compute: DType) -> ForwardOptions {
    ForwardOptions {
        layer_loop: lp,
        mamba_chunk: None,
        compute_dtype: compute,
        matmul_output: nam::config::MatmulOutput::Wide,
        residual_stream: nam::config::ResidualStream::Wide,
        ssm_activations: nam::config::SsmActivations::Wide,
        attention: nam::graph::attention::ResolvedBackend::Xla,
        attention_chunk: None,
        ssd: nam::graph::mamba::SsdBackend::Xla,
        m2rnn: nam::graph::m2rnn::M2rnnBackend::Xla,
        moe: nam::graph::moe::MoeBackend::Capacity,
        mesh: nam::Mesh::SINGLE,
        remat: false,
        groups_per_iteration: None,
    }
}

/// [`forward_program`] with state in `state_dtype` and the given options.
pub fn forward_program_with(
    cfg: &ModelConfig,
    state_dtype: DType,
    batch: usize,
    opts: &ForwardOptions,
) -> (String, StateLayout) {
    let layout = state_layout(cfg, opts.layer_loop).with_dtype(state_dtype);
    let b = Builder::new();
    let state: Vec<Tensor> = layout
        .entries
        .iter()
        .map(|e| b.param(e.dtype, &e.dims))
        .collect();
    let bt = BatchInputs::params(&b, batch, cfg.seq_len);
    let o: ModelOutputs = forward(&b, cfg, &layout, &state, &bt, opts).unwrap();
    let mut outs = vec![
        &o.loss,
        &o.main_loss,
        &o.z_loss,
        &o.expert_load,
        &o.dropped_frac,
    ];
    outs.extend(o.mtp_losses.iter());
    (b.emit(&outs).unwrap(), layout)
}

/// Emits one sublayer alone: inputs `x [B, T, d]` (f64), `segment_ids [B, T]`, then the
/// sublayer's parameters in `names` order; output the sublayer output `[B, T, d]`.
pub fn block_program(
    cfg: &ModelConfig,
    prefix: &str,
    names: &[(String, Vec<usize>)],
    batch: usize,
    f: impl FnOnce(&Tensor, &LayerParams, &Docs, &Precision) -> Tensor,
) -> String {
    let b = Builder::new();
    let (bs, t, d) = (batch as i64, cfg.seq_len as i64, cfg.d_model as i64);
    let x = b.param(DType::F64, &[bs, t, d]);
    let seg = b.param(DType::I32, &[bs, t]);
    let mut p = LayerParams::new(prefix);
    for (short, shape) in names {
        let dims: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        p.insert(short, b.param(DType::F64, &dims));
    }
    let y = f(&x, &p, &Docs::new(&seg), &Precision::new(DType::F64));
    b.emit(&[&y]).unwrap()
}

/// The parameters of sublayer `prefix` (short name, shape) as `params` holds them.
pub fn layer_names(params: &Params, prefix: &str) -> Vec<(String, Vec<usize>)> {
    params
        .tensors
        .iter()
        .filter_map(|(n, t)| {
            n.strip_prefix(&format!("{prefix}."))
                .map(|s| (s.to_string(), t.shape.clone()))
        })
        .collect()
}

/// Runs a block program on `x` (rows of `[T, d]`) and returns the output rows.
pub fn run_block(
    text: &str,
    x: &[Mat],
    segments: &[Vec<i32>],
    params: &Params,
    prefix: &str,
) -> Vec<Mat> {
    let (t, d) = (x[0].rows, x[0].cols);
    let bs = x.len();
    let mut args = vec![
        HostTensor::from_f64(
            &[bs as i64, t as i64, d as i64],
            &x.iter().flat_map(|m| m.data.clone()).collect::<Vec<_>>(),
        )
        .unwrap(),
        HostTensor::from_i32(&[bs as i64, t as i64], &segments.concat()).unwrap(),
    ];
    for (short, shape) in layer_names(params, prefix) {
        let v = &params.tensors[&format!("{prefix}.{short}")].data;
        let dims: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        args.push(HostTensor::from_f64(&dims, v).unwrap());
    }
    let out = to_f64(&run(text, &args)[0]);
    out.chunks(t * d)
        .map(|c| Mat::from_vec(t, d, c.to_vec()))
        .collect()
}

/// Random `[T, d]` normalised-looking inputs, one per row.
pub fn random_rows(rows: usize, t: usize, d: usize, seed: u64) -> Vec<Mat> {
    (0..rows)
        .map(|r| Mat::from_vec(t, d, uniform_f64(t * d, seed + r as u64, 1.0)))
        .collect()
}
