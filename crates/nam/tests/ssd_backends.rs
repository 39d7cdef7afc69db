//! The M sublayer's two SSD implementations (issue 44, item 2): the exported Pallas kernels in
//! interpret mode (`ssd_tiny_cpu`) agree with the chunked XLA formulation on the CPU plugin,
//! forward and gradients of every input and weight, one row at a time on one device and inside
//! the manual computation of a 2-device data mesh (where the per-head gradients of `A` and `D`
//! are each device's partial sums, added outside); `ssd_kernel = "pallas"` is refused off TPU
//! with the documented message.

use nam::graph::context::{Docs, LayerParams, Precision};
use nam::graph::mamba::{SsdBackend, SsdCore, mamba};
use nam::graph::sharding::{activation_sharding, constrain};
use nam::mesh::Mesh;
use nam::{NamConfig, Platform};
use pallas_kernels::SsdVariant;
use pjrt::HostTensor;
use test_support::{max_rel_err, uniform_f32};
use xla_hlo::{Builder, DType, Tensor};

/// A one-layer M config with the interpret variant's shape: 4 heads of 16 (d_inner 64 = expand 2
/// of d_model 32), 2 groups of state 8, chunks of 16, rows of 64.
fn config() -> NamConfig {
    let v = SsdVariant::by_name("ssd_tiny_cpu").unwrap();
    assert_eq!((v.heads, v.head_dim, v.state, v.groups), (4, 16, 8, 2));
    NamConfig::from_toml_str(&format!(
        "[model]\ndepth = 1\npattern = \"M\"\nd_model = 32\nvocab_size = 16\nseq_len = {}\n\
         expand = 2\nssm_state = {}\nssm_head_dim = {}\nssm_groups = {}\nchunk = {}\n",
        v.seq, v.state, v.head_dim, v.groups, v.chunk
    ))
    .unwrap()
}

/// The M sublayer's weights, in the order the program takes them after x.
const WEIGHTS: [&str; 8] = [
    "w_in", "conv_w", "conv_b", "dt_bias", "A_log", "D_skip", "norm_w", "w_out",
];

fn weight_dims(cfg: &NamConfig) -> Vec<Vec<i64>> {
    let m = &cfg.model;
    let (d, di) = (m.d_model as i64, m.d_inner() as i64);
    let (n, g, h) = (
        m.ssm_state as i64,
        m.ssm_groups as i64,
        m.ssm_heads() as i64,
    );
    let conv_ch = di + 2 * g * n;
    let k = m.conv_kernel as i64;
    vec![
        vec![d, 2 * di + 2 * g * n + h],
        vec![k, conv_ch],
        vec![conv_ch],
        vec![h],
        vec![h],
        vec![h],
        vec![di],
        vec![di, d],
    ]
}

/// The M sublayer on `[rows, T, d]` with its SSD computed by `backend`, on `mesh` (parameters
/// arrive replicated): the output and its gradients for x and every weight against a cotangent.
fn m_sublayer_program(cfg: &NamConfig, rows: i64, backend: SsdBackend, mesh: Mesh) -> String {
    let m = &cfg.model;
    let (t, d) = (m.seq_len as i64, m.d_model as i64);
    let b = Builder::new();
    if !mesh.is_single() {
        b.set_num_partitions(mesh.devices() as i64);
    }
    let x = b.param(DType::F32, &[rows, t, d]);
    let mut p = LayerParams::new("layers.0.mamba");
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
    let core = SsdCore::new(backend, &b, mesh);
    let prec = Precision::new(DType::F32);
    // Rows split over the data axis, as the model's sublayers take their input.
    let rows_split = activation_sharding(3, None);
    let x_in = constrain(&x, &mesh, &rows_split);
    let out = mamba(
        &x_in,
        &p,
        &m.clone(),
        &Docs::new(&seg),
        m.chunk,
        &prec,
        &core,
    )
    .unwrap();
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
/// one position long, different in every row. `A_log` in [0, 1.5] (decays of 1 to 4.5 per unit
/// of dt), `dt_bias` around softplus⁻¹(0.1).
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
    let scales = [0.3, 0.4, 0.1, 0.5, 0.75, 1.0, 0.2, 0.2];
    let offsets = [0.0, 0.0, 0.0, -2.2, 0.75, 0.0, 1.0, 0.0];
    for (i, dims) in weight_dims(cfg).iter().enumerate() {
        out.push(f32s(dims, seed + 1 + i as u64, scales[i], offsets[i]));
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

const OUTPUTS: [&str; 10] = [
    "out", "dx", "dw_in", "dconv_w", "dconv_b", "ddt_bias", "dA_log", "dD_skip", "dnorm_w",
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

/// Three rows on one device: the one-row kernel runs once per row (a scan), and the rows' `A`
/// and `D` gradients are summed.
#[test]
fn the_m_sublayer_on_the_pallas_interpret_kernels_matches_the_xla_ssd_with_gradients() {
    let cfg = config();
    let rows = 3;
    let args = args(&cfg, rows, 5);
    let xla = test_support::run_f32(
        &m_sublayer_program(&cfg, rows, SsdBackend::Xla, Mesh::SINGLE),
        &args,
    );
    let pallas_text = m_sublayer_program(
        &cfg,
        rows,
        SsdBackend::Pallas { interpret: true },
        Mesh::SINGLE,
    );
    assert_eq!(
        pallas_text
            .matches("func.func private @namtrain_ssd_tiny_cpu_fwd(")
            .count(),
        1,
        "the forward kernel is spliced once"
    );
    let pallas = test_support::run_f32(&pallas_text, &args);
    assert_close(&xla, &pallas, "one device, 3 rows");
}

/// data = 2 on 2 CPU devices: each device runs the kernels on its 2 rows (`ssd_tiny_cpu_b2`, one
/// call) inside the manual computation; every device's results equal the one-device XLA
/// formulation's.
#[test]
fn kernels_inside_the_manual_computation_of_a_data_mesh_match_the_unsharded_xla_ssd() {
    let cfg = config();
    let rows = 4;
    let mesh = Mesh::new(2, 1, 1, false);
    let args = args(&cfg, rows, 9);
    let xla = test_support::run_f32(
        &m_sublayer_program(&cfg, rows, SsdBackend::Xla, Mesh::SINGLE),
        &args,
    );
    let text = m_sublayer_program(&cfg, rows, SsdBackend::Pallas { interpret: true }, mesh);
    for (dev, got) in test_support::run_spmd_f32(&text, &args, 2)
        .iter()
        .enumerate()
    {
        assert_close(&xla, got, &format!("data=2, device {dev}"));
    }
}

#[test]
fn ssd_kernel_pallas_is_refused_off_tpu_with_the_fix() {
    let cfg = NamConfig::from_toml_str(&nam::presets::preset("nam-tiny").unwrap().replacen(
        "[model]\n",
        "[model]\nssd_kernel = \"pallas\"\n",
        1,
    ))
    .unwrap();
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
                "[model] ssd_kernel = \"pallas\" needs a TPU, but the platform is \"{}\"; set \
                 ssd_kernel = \"auto\" (the default: xla off TPU) or \"xla\" for this run",
                platform.name()
            )
        );
    }
    assert!(
        nam::graph::model::ForwardOptions::for_platform(
            &cfg,
            nam::graph::layout::LayerLoop::Scan,
            Platform::Tpu
        )
        .is_ok()
    );
    // The default is auto, and the key leaves the model hash alone.
    let default = NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
    assert_eq!(default.model.ssd_kernel, nam::config::SsdKernel::Auto);
    assert_eq!(default.model_hash(), cfg.model_hash());
}

/// `auto` picks the kernels on TPU exactly where an exported variant serves the per-device
/// shape (nam52's headline 8 rows per chip: `ssd_nam52_b8`; one device: the one-row variant),
/// and XLA with the reason otherwise — off TPU, without M sublayers, or with no variant (nam52
/// in f32 activations) — never an error; an explicit `xla` stays XLA on TPU.
#[test]
fn ssd_kernel_auto_picks_the_kernels_on_tpu_where_a_variant_serves_the_shape() {
    use nam::config::SsdKernel;
    use nam::graph::mamba::{SsdChoice, pallas_ssd_unavailable};
    let mut nam52 = NamConfig::from_toml_str(nam::presets::preset("nam52").unwrap()).unwrap();
    assert_eq!(nam52.model.ssd_kernel, SsdKernel::Auto);
    let pallas = SsdBackend::Pallas { interpret: false };
    // One chip: any row count, one call per row of `ssd_nam52_b1`.
    let one = SsdChoice::resolve(&nam52, Platform::Tpu, &[3]).unwrap();
    assert_eq!((one.backend, one.fallback.as_deref()), (pallas, None));
    assert_eq!(one.receipt(), "auto: pallas");
    // Data 8 with FSDP, 64 rows per micro-batch: 8 per chip.
    nam52.mesh = Mesh::new(8, 1, 1, true);
    assert_eq!(pallas_ssd_unavailable(&nam52, 64), None);
    assert_eq!(
        SsdChoice::resolve(&nam52, Platform::Tpu, &[64])
            .unwrap()
            .backend,
        pallas
    );
    // 9 rows do not split over 8 chips.
    let odd = SsdChoice::resolve(&nam52, Platform::Tpu, &[9]).unwrap();
    assert_eq!(odd.backend, SsdBackend::Xla);
    assert_eq!(
        odd.receipt(),
        "auto: xla (9 rows do not split over the mesh's 8 data-parallel pieces)"
    );
    // Off TPU.
    let cpu = SsdChoice::resolve(&nam52, Platform::Cpu, &[64]).unwrap();
    assert_eq!(cpu.backend, SsdBackend::Xla);
    assert_eq!(
        cpu.receipt(),
        "auto: xla (the platform is \"cpu\"; the Pallas kernels run on TPU)"
    );
    // No variant for f32 activations at nam52's shape: the lookup's own message.
    let mut wide = nam52.clone();
    wide.precision.ssm_activations = nam::config::SsmActivations::Wide;
    let why = SsdChoice::resolve(&wide, Platform::Tpu, &[64])
        .unwrap()
        .fallback
        .expect("no f32 nam52 variant");
    assert!(why.contains("no Pallas SSD artifact"), "{why}");
    // No M sublayers.
    let dense = NamConfig::from_toml_str(nam::presets::preset("nam12-dense").unwrap()).unwrap();
    assert_eq!(
        SsdChoice::for_trainer(&dense, Platform::Tpu)
            .unwrap()
            .receipt(),
        "auto: xla (the model has no M sublayers)"
    );
    // nam12 and nam56r (24 and 112 heads), their presets' bf16 M activations and f32 ones:
    // their one-row variants serve the planned rows per chip a row at a time (nam56r's 2; nam12's
    // 16), and nam56r's f32 `ssd_nam56r_b8` its 8-row micro-batch.
    for name in ["nam12", "nam56r"] {
        let mut preset = NamConfig::from_toml_str(nam::presets::preset(name).unwrap()).unwrap();
        assert_eq!(
            preset.precision.ssm_activations,
            nam::config::SsmActivations::Compute,
            "{name}"
        );
        preset.mesh = Mesh::new(8, 1, 1, true);
        let mut wide = preset.clone();
        wide.precision.ssm_activations = nam::config::SsmActivations::Wide;
        for cfg in [&preset, &wide] {
            for rows in [16, 64, 128] {
                assert_eq!(
                    pallas_ssd_unavailable(cfg, rows),
                    None,
                    "{name}: {rows} rows"
                );
                assert_eq!(
                    SsdChoice::resolve(cfg, Platform::Tpu, &[rows])
                        .unwrap()
                        .backend,
                    pallas,
                    "{name}: {rows} rows"
                );
            }
        }
    }
    // `xla` asked for is XLA on TPU too, recorded without "auto".
    nam52.model.ssd_kernel = SsdKernel::Xla;
    let xla = SsdChoice::resolve(&nam52, Platform::Tpu, &[64]).unwrap();
    assert_eq!(
        (xla.backend, xla.receipt().as_str()),
        (SsdBackend::Xla, "xla")
    );
}

/// On a mesh the interpret-mode kernels take each device's rows in one call: 4 rows per device
/// with no 4-row variant is refused when the program is built, naming what to export.
#[test]
fn a_mesh_without_a_variant_for_its_rows_per_device_is_refused_with_the_fix() {
    let cfg = config();
    let m = &cfg.model;
    let (t, d) = (m.seq_len as i64, m.d_model as i64);
    let b = Builder::new();
    b.set_num_partitions(2);
    let x = b.param(DType::F32, &[8, t, d]);
    let mut p = LayerParams::new("layers.0.mamba");
    for (name, dims) in WEIGHTS.iter().zip(weight_dims(&cfg)) {
        p.insert(name, b.param(DType::F32, &dims));
    }
    let seg = b.param(DType::I32, &[8, t]);
    let mesh = Mesh::new(2, 1, 1, false);
    let core = SsdCore::new(SsdBackend::Pallas { interpret: true }, &b, mesh);
    let e = mamba(
        &x,
        &p,
        m,
        &Docs::new(&seg),
        m.chunk,
        &Precision::new(DType::F32),
        &core,
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains(
            "pallas ssd on a mesh (interpret mode): each device's 4 rows run in one kernel \
             call, and variant \"ssd_tiny_cpu\" takes 1 row(s); add an [[ssd]] with rows = 4"
        ),
        "{e}"
    );
    assert!(e.ends_with(pallas_kernels::EXPORT_COMMAND), "{e}");
}
