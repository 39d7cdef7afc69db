//! The R sublayer's two M2RNN implementations (issue 55, item 2): the exported Pallas kernels in
//! interpret mode (`m2rnn_tiny_cpu`, chunks of 16 positions with the state carried across them)
//! agree with the scan on the CPU plugin, forward and gradients of the input and every weight,
//! with documents starting inside chunks, on chunk boundaries and one position long. (Inside a
//! mesh's manual computation the interpret-mode export does not partition on the CPU plugin: its
//! SPMD partitioner aborts in `HandleSlice`; the mesh path is compiled by libtpu instead,
//! `m2rnn_pallas_deviceless.rs`.)
//! `m2rnn_kernel = "pallas"` is refused off TPU with the documented message; `auto` picks the
//! kernels on TPU where a variant serves the per-chip shape (nam56r), XLA with the reason
//! elsewhere.

use nam::graph::context::{Docs, LayerParams, Precision};
use nam::graph::m2rnn::{M2rnnBackend, M2rnnChoice, M2rnnCore, m2rnn, pallas_m2rnn_unavailable};
use nam::graph::sharding::{activation_sharding, constrain};
use nam::mesh::Mesh;
use nam::{NamConfig, Platform};
use pallas_kernels::M2rnnVariant;
use pjrt::HostTensor;
use test_support::{max_rel_err, uniform_f32};
use xla_hlo::{Builder, DType, Tensor};

/// A one-layer R config with the interpret variant's shape: 4 heads, keys 8, values 4, rows of
/// 64 positions.
fn config() -> NamConfig {
    let v = M2rnnVariant::by_name("m2rnn_tiny_cpu").unwrap();
    assert_eq!((v.heads, v.k_head, v.v_head, v.chunk), (4, 8, 4, 16));
    NamConfig::from_toml_str(&format!(
        "[model]\ndepth = 1\npattern = \"R\"\nd_model = 32\nvocab_size = 16\nseq_len = {}\n\
         r_heads = {}\nr_k_head = {}\nr_v_head = {}\n",
        v.seq, v.heads, v.k_head, v.v_head
    ))
    .unwrap()
}

/// The R sublayer's weights, in the order the program takes them after x.
const WEIGHTS: [&str; 9] = [
    "w_in", "conv_w", "conv_b", "A_log", "dt_bias", "D_skip", "W", "norm_w", "w_out",
];

/// Their shapes (`crates/nam/src/params.rs`).
fn weight_dims(cfg: &NamConfig) -> Vec<Vec<i64>> {
    let m = &cfg.model;
    let (d, hr) = (m.d_model as i64, m.r_heads() as i64);
    let (dk, dv, k) = (m.r_k_head as i64, m.r_v_head as i64, m.conv_kernel as i64);
    let conv_ch = hr * (2 * dk + dv);
    vec![
        vec![d, hr * (2 * dk + 2 * dv + 1)],
        vec![k, conv_ch],
        vec![conv_ch],
        vec![hr],
        vec![hr],
        vec![hr],
        vec![hr, dv, dv],
        vec![hr * dv],
        vec![hr * dv, d],
    ]
}

/// The R sublayer on `[rows, T, d]` with its recurrence run by `backend`, on `mesh` (parameters
/// arrive replicated): the output and its gradients for x and every weight against a cotangent.
fn r_sublayer_program(cfg: &NamConfig, rows: i64, backend: M2rnnBackend, mesh: Mesh) -> String {
    let m = &cfg.model;
    let (t, d) = (m.seq_len as i64, m.d_model as i64);
    let b = Builder::new();
    if !mesh.is_single() {
        b.set_num_partitions(mesh.devices() as i64);
    }
    let x = b.param(DType::F32, &[rows, t, d]);
    let mut p = LayerParams::new("layers.0.m2rnn");
    let mut ws = Vec::new();
    for (name, dims) in WEIGHTS.iter().zip(weight_dims(cfg)) {
        let w = b.param(DType::F32, &dims);
        p.insert(name, w.clone());
        ws.push(w);
    }
    let seg = b.param(DType::I32, &[rows, t]);
    let dout = b.param(DType::F32, &[rows, t, d]);
    if !mesh.is_single() {
        for a in [&x, &seg, &dout].into_iter().chain(&ws) {
            b.set_param_sharding(a, "{replicated}");
        }
    }
    let core = M2rnnCore::new(backend, &b, mesh);
    let prec = Precision::new(DType::F32);
    let docs = Docs::new(&seg);
    // Rows split over the data axis, as the model's sublayers take their input.
    let rows_split = activation_sharding(3, None);
    let x_in = constrain(&x, &mesh, &rows_split);
    let out = m2rnn(&x_in, &p, &m.clone(), &docs, &prec, &mesh, &core).unwrap();
    let out = constrain(&out, &mesh, &rows_split);
    let mut wrt: Vec<&Tensor> = vec![&x];
    wrt.extend(ws.iter());
    let g = (&out * &dout).reduce_sum(&[0, 1, 2]).grad(&wrt).unwrap();
    let mut outs: Vec<&Tensor> = vec![&out];
    outs.extend(g.iter());
    if mesh.is_single() {
        return b.emit(&outs).unwrap();
    }
    let outs: Vec<xla_hlo::Output> = outs
        .iter()
        .map(|t| xla_hlo::Output::sharded(t, "{replicated}"))
        .collect();
    b.emit_outputs(&outs).unwrap()
}

/// Random x, weights and cotangent; documents starting inside chunks, on chunk boundaries and
/// one position long, different in every row. `A_log` and `dt_bias` give forget factors
/// spread over (0, 1); `W` near the identity, as it starts.
fn args(cfg: &NamConfig, rows: i64, seed: u64) -> Vec<HostTensor> {
    let m = &cfg.model;
    let (t, d) = (m.seq_len as i64, m.d_model as i64);
    let n = |dims: &[i64]| dims.iter().product::<i64>() as usize;
    let f32s = |dims: &[i64], seed: u64, scale: f32, offset: f32| {
        let v: Vec<f32> = uniform_f32(n(dims), seed, scale)
            .iter()
            .map(|x| x + offset)
            .collect();
        HostTensor::from_f32(dims, &v).unwrap()
    };
    let mut out = vec![f32s(&[rows, t, d], seed, 1.0, 0.0)];
    let scales = [0.3, 0.4, 0.1, 0.5, 0.75, 1.0, 0.3, 0.2, 0.2];
    let offsets = [0.0, 0.0, 0.0, 0.0, -0.5, 0.0, 0.0, 1.0, 0.0];
    for (i, dims) in weight_dims(cfg).iter().enumerate() {
        let mut w = f32s(dims, seed + 1 + i as u64, scales[i], offsets[i]);
        if WEIGHTS[i] == "W" {
            let (h, dv) = (dims[0] as usize, dims[1] as usize);
            let mut v = w.to_f32().unwrap();
            for head in 0..h {
                for j in 0..dv {
                    v[head * dv * dv + j * dv + j] += 1.0;
                }
            }
            w = HostTensor::from_f32(dims, &v).unwrap();
        }
        out.push(w);
    }
    let starts: [&[i64]; 3] = [&[0, 5, 21, 40], &[0, 16, 48, 49], &[0, 13, 14, 63]];
    let seg: Vec<i32> = (0..rows)
        .flat_map(|r| {
            let st = starts[r as usize % 3];
            (0..t).map(move |i| st.iter().filter(|&&s| s <= i).count() as i32)
        })
        .collect();
    out.push(HostTensor::from_i32(&[rows, t], &seg).unwrap());
    out.push(f32s(&[rows, t, d], seed + 20, 1.0, 0.0));
    out
}

const OUTPUTS: [&str; 11] = [
    "out", "dx", "dw_in", "dconv_w", "dconv_b", "dA_log", "ddt_bias", "dD_skip", "dW", "dnorm_w",
    "dw_out",
];

fn assert_close(want: &[Vec<f32>], got: &[Vec<f32>], what: &str) {
    for (i, name) in OUTPUTS.iter().enumerate() {
        let e = max_rel_err(&got[i], &want[i]);
        println!("{what} {name}: max relative difference {e:.2e}");
        assert!(
            e < 1e-5,
            "{what} {name}: the implementations differ by {e:.2e}"
        );
    }
}

/// Three rows on one device: the one-row kernel runs once per row (a scan), and the rows' `W`
/// gradients are summed.
#[test]
fn the_r_sublayer_on_the_pallas_interpret_kernels_matches_the_scan_with_gradients() {
    let cfg = config();
    let rows = 3;
    let args = args(&cfg, rows, 5);
    let scan_text = r_sublayer_program(&cfg, rows, M2rnnBackend::Xla, Mesh::SINGLE);
    let scan = test_support::run_f32(&scan_text, &args);
    let interpret = M2rnnBackend::Pallas { interpret: true };
    let text = r_sublayer_program(&cfg, rows, interpret, Mesh::SINGLE);
    assert_eq!(
        text.matches("func.func private @namtrain_m2rnn_tiny_cpu_fwd(")
            .count(),
        1,
        "the forward kernel is spliced once"
    );
    assert_close(
        &scan,
        &test_support::run_f32(&text, &args),
        "one device, 3 rows",
    );
}

/// Inside a mesh's manual computation the interpret-mode kernels are refused with the reason and
/// what to do, before the CPU plugin's partitioner would abort on them.
#[test]
fn interpret_kernels_on_a_mesh_are_refused_with_the_fix() {
    let cfg = config();
    let m = &cfg.model;
    let b = Builder::new();
    b.set_num_partitions(2);
    let x = b.param(DType::F32, &[4, m.seq_len as i64, m.d_model as i64]);
    let mut p = LayerParams::new("layers.0.m2rnn");
    for (name, dims) in WEIGHTS.iter().zip(weight_dims(&cfg)) {
        p.insert(name, b.param(DType::F32, &dims));
    }
    let seg = b.param(DType::I32, &[4, m.seq_len as i64]);
    let mesh = Mesh::new(2, 1, 1, false);
    let core = M2rnnCore::new(M2rnnBackend::Pallas { interpret: true }, &b, mesh);
    let prec = Precision::new(DType::F32);
    let e = m2rnn(&x, &p, m, &Docs::new(&seg), &prec, &mesh, &core)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains(
            "pallas m2rnn on a mesh (interpret mode, variant \"m2rnn_tiny_cpu\"): the CPU plugin \
             cannot partition the interpret-mode kernels inside a manual computation; build the \
             program for one device, or with the recurrence on XLA (m2rnn_kernel = \"xla\")"
        ),
        "{e}"
    );
}

#[test]
fn m2rnn_kernel_pallas_is_refused_off_tpu_with_the_fix() {
    let with = |key: &str| {
        NamConfig::from_toml_str(&nam::presets::preset("nam-tiny").unwrap().replacen(
            "[model]\n",
            &format!("[model]\n{key}\n"),
            1,
        ))
        .unwrap()
    };
    let cfg = with("m2rnn_kernel = \"pallas\"");
    for platform in [Platform::Cpu, Platform::Cuda] {
        let e = nam::graph::model::ForwardOptions::for_platform(
            &cfg,
            nam::graph::layout::LayerLoop::Scan,
            platform,
        )
        .unwrap_err();
        assert_eq!(
            e.to_string(),
            format!(
                "[model] m2rnn_kernel = \"pallas\" needs a TPU, but the platform is \"{}\"; set \
                 m2rnn_kernel = \"auto\" (the default: xla off TPU) or \"xla\" for this run",
                platform.name()
            )
        );
    }
    // The default is auto, and the key leaves the model hash alone.
    let default = NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
    assert_eq!(default.model.m2rnn_kernel, nam::config::SsdKernel::Auto);
    assert_eq!(default.model_hash(), cfg.model_hash());
    assert_eq!(
        default.model_hash(),
        with("m2rnn_kernel = \"xla\"").model_hash()
    );
    // A misspelt value names the accepted ones.
    let e = NamConfig::from_toml_str(&nam::presets::preset("nam-tiny").unwrap().replacen(
        "[model]\n",
        "[model]\nm2rnn_kernel = \"mosaic\"\n",
        1,
    ))
    .unwrap_err()
    .to_string();
    assert!(e.contains("m2rnn_kernel"), "{e}");
    assert!(e.contains("auto") && e.contains("pallas"), "{e}");
}

/// `auto` picks the kernels on TPU exactly where an exported variant serves the per-device
/// shape (nam56r's headline 2 rows per chip: `m2rnn_nam56r_b2`; 3 rows: the one-row variant),
/// and XLA with the reason otherwise — off TPU, without R sublayers, or with no variant (another
/// sequence length) — never an error; an explicit `xla` stays XLA on TPU.
#[test]
fn m2rnn_kernel_auto_picks_the_kernels_on_tpu_where_a_variant_serves_the_shape() {
    use nam::config::SsdKernel;
    let nam56r = NamConfig::from_toml_str(nam::presets::preset("nam56r").unwrap()).unwrap();
    assert_eq!(nam56r.model.m2rnn_kernel, SsdKernel::Auto);
    let pallas = M2rnnBackend::Pallas { interpret: false };
    for rows in [1, 2, 3] {
        let c = M2rnnChoice::resolve(&nam56r, Platform::Tpu, &[rows]).unwrap();
        assert_eq!(c.backend, pallas, "{rows} rows");
        assert_eq!(c.receipt(), "auto: pallas");
    }
    assert_eq!(pallas_m2rnn_unavailable(&nam56r, 2), None);
    let cpu = M2rnnChoice::resolve(&nam56r, Platform::Cpu, &[2]).unwrap();
    assert_eq!(cpu.backend, M2rnnBackend::Xla);
    assert_eq!(
        cpu.receipt(),
        "auto: xla (the platform is \"cpu\"; the Pallas kernels run on TPU)"
    );
    let tiny = NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
    let c = M2rnnChoice::resolve(&tiny, Platform::Tpu, &[2]).unwrap();
    assert_eq!(c.receipt(), "auto: xla (the model has no R sublayers)");
    let mut long = nam56r.clone();
    long.model.seq_len = 8192;
    let c = M2rnnChoice::resolve(&long, Platform::Tpu, &[2]).unwrap();
    assert_eq!(c.backend, M2rnnBackend::Xla);
    let why = c.fallback.unwrap();
    assert!(
        why.starts_with(
            "no Pallas M2RNN artifact for rows=2 heads=44 k_head=64 v_head=16 seq=8192 \
             platform=tpu"
        ),
        "{why}"
    );
    let mut xla = nam56r.clone();
    xla.model.m2rnn_kernel = SsdKernel::Xla;
    let c = M2rnnChoice::resolve(&xla, Platform::Tpu, &[2]).unwrap();
    assert_eq!(
        (c.backend, c.receipt().as_str()),
        (M2rnnBackend::Xla, "xla")
    );
}

/// With matmul results written in bf16 (`[precision] matmul_output = "compute"`) the R
/// sublayer's q, k and v arrive in bf16: the TPU step still builds with the kernels, which take
/// them widened to f32 (built, not compiled: `m2rnn_pallas_deviceless.rs` compiles).
#[test]
fn a_step_with_bf16_matmul_outputs_builds_with_the_tpu_kernels() {
    use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
    let cfg = NamConfig::from_toml_str(
        "[model]\ndepth = 2\npattern = \"AR\"\nd_model = 256\nvocab_size = 512\nseq_len = 256\n\
         n_head = 4\nn_kv_head = 2\nhead_dim = 64\nr_heads = 8\nr_k_head = 64\nr_v_head = 16\n\
         attention = \"xla\"\n[precision]\ncompute_dtype = \"bf16\"\nmatmul_output = \"compute\"\n",
    )
    .unwrap();
    let opts =
        nam::graph::model::ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Tpu)
            .unwrap();
    assert_eq!(opts.m2rnn, M2rnnBackend::Pallas { interpret: false });
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    let text = nam::graph::step::step_program(&cfg, &layout, 2, &opts)
        .unwrap()
        .text;
    assert!(text.contains("func.func private @namtrain_m2rnn_small_b1_fwd("));
}
