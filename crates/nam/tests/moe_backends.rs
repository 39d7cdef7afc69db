//! The E sublayer's two implementations of the routed experts (issue 44, item 1): dropless
//! grouped matmuls (the exported Pallas kernels in interpret mode, `gmm_small_cpu`) agree with
//! the capacity path on the CPU plugin when no copy is dropped (`capacity_factor = N / k`),
//! forward and the gradients of x and every weight the routing reaches — with ragged groups,
//! with two experts holding every token and two empty, with padding rows, and inside the manual
//! computation of a 2-device data mesh (each device sorts its own tokens; the weights'
//! gradients are each device's partial sums, added outside); `moe_kernel = "grouped"` is
//! refused off TPU and outside its limits with the documented messages. `moe_kernel = "routed"`
//! (the kernels that gather their own rows and sum each token's choices in VMEM,
//! `gmm_small_cpu`'s and `gmm_small_cpu_t64`'s routed functions) is held to the same checks, and
//! so are the same kernels with the capacity path's drops (what `moe_kernel = "auto"` runs on
//! TPU) — there also where copies are dropped: ragged, two experts chosen by every token, several
//! routing groups per device, a data mesh. `auto`'s resolution is checked per platform and
//! shape.

use nam::graph::context::{LayerParams, Precision};
use nam::graph::moe::{MoeBackend, MoeCore, moe};
use nam::graph::sharding::{activation_sharding, constrain};
use nam::mesh::Mesh;
use nam::{NamConfig, Platform};
use pallas_kernels::GmmVariant;
use pjrt::HostTensor;
use test_support::{max_rel_err, uniform_f32};
use xla_hlo::{Builder, DType, Tensor};

/// A one-layer E config with the interpret variant's shape: 4 SwiGLU experts of 128 on d_model
/// 128, top 2, no shared expert; capacity `N / k` so the capacity path drops nothing.
fn config(seq: usize) -> NamConfig {
    let v = GmmVariant::by_name("gmm_small_cpu").unwrap();
    assert_eq!((v.rows, v.experts, v.d_model, v.hidden), (256, 4, 128, 128));
    NamConfig::from_toml_str(&format!(
        "[model]\ndepth = 1\npattern = \"E\"\nd_model = 128\nvocab_size = 16\nseq_len = {seq}\n\
         n_routed = 4\ntop_k = 2\nexpert_hidden = 128\nexpert_activation = \"swiglu\"\n\
         n_shared = 0\ncapacity_factor = 2.0\nrouted_scaling = 1.5\n"
    ))
    .unwrap()
}

/// The E sublayer's weights, in the order the program takes them after x; `bias` (selection
/// only) gets no gradient.
const WEIGHTS: [&str; 5] = [
    "router",
    "bias",
    "experts.w_gate",
    "experts.w_up",
    "experts.w_down",
];

fn weight_dims() -> Vec<Vec<i64>> {
    vec![
        vec![128, 4],
        vec![4],
        vec![4, 128, 128],
        vec![4, 128, 128],
        vec![4, 128, 128],
    ]
}

/// The E sublayer on `[rows, T, d]` with its experts run by `backend`, on `mesh` (parameters
/// arrive replicated): the output, the load statistic and the gradients for x and every weight
/// but the bias against a cotangent.
fn e_sublayer_program(cfg: &NamConfig, rows: i64, backend: MoeBackend, mesh: Mesh) -> String {
    let m = &cfg.model;
    let (t, d) = (m.seq_len as i64, m.d_model as i64);
    let b = Builder::new();
    if !mesh.is_single() {
        b.set_num_partitions(mesh.devices() as i64);
    }
    let x = b.param(DType::F32, &[rows, t, d]);
    let mut p = LayerParams::new("layers.0.moe");
    let mut ws = Vec::new();
    for (name, dims) in WEIGHTS.iter().zip(weight_dims()) {
        let w = b.param(DType::F32, &dims);
        p.insert(name, w.clone());
        ws.push(w);
    }
    let dout = b.param(DType::F32, &[rows, t, d]);
    if !mesh.is_single() {
        for a in [&x, &dout].into_iter().chain(&ws) {
            b.set_param_sharding(a, "{replicated}");
        }
    }
    let core = MoeCore::new(backend, &b, mesh);
    let prec = Precision::new(DType::F32);
    let rows_split = activation_sharding(3, None);
    let x_in = constrain(&x, &mesh, &rows_split);
    let (out, stats) = moe(&x_in, &p, m, &prec, &mesh, &core).unwrap();
    let out = constrain(&out, &mesh, &rows_split);
    let wrt: Vec<&Tensor> = [&x, &ws[0], &ws[2], &ws[3], &ws[4]].into();
    let g = (&out * &dout).reduce_sum(&[0, 1, 2]).grad(&wrt).unwrap();
    let mut outs: Vec<&Tensor> = vec![&out, &stats.load, &stats.dropped];
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

/// Random x, weights and cotangent, with the selection bias `bias`.
fn args(cfg: &NamConfig, rows: i64, seed: u64, bias: [f32; 4]) -> Vec<HostTensor> {
    let m = &cfg.model;
    let (t, d) = (m.seq_len as i64, m.d_model as i64);
    let n = |dims: &[i64]| dims.iter().product::<i64>() as usize;
    let f32s = |dims: &[i64], seed: u64, scale: f32| {
        HostTensor::from_f32(dims, &uniform_f32(n(dims), seed, scale)).unwrap()
    };
    let mut out = vec![f32s(&[rows, t, d], seed, 1.0)];
    for (i, dims) in weight_dims().iter().enumerate() {
        out.push(match i {
            1 => HostTensor::from_f32(dims, &bias).unwrap(),
            _ => f32s(dims, seed + 1 + i as u64, 0.15),
        });
    }
    out.push(f32s(&[rows, t, d], seed + 20, 1.0));
    out
}

const OUTPUTS: [&str; 8] = [
    "out", "load", "dropped", "dx", "drouter", "dw_gate", "dw_up", "dw_down",
];

fn assert_close(want: &[Vec<f32>], got: &[Vec<f32>], what: &str) {
    assert_eq!(
        want[2],
        vec![0.0],
        "{what}: the capacity path dropped copies"
    );
    assert_same(want, got, what);
}

/// Every output within 1e-5 relative of the capacity path's.
fn assert_same(want: &[Vec<f32>], got: &[Vec<f32>], what: &str) {
    for (i, name) in OUTPUTS.iter().enumerate() {
        let e = max_rel_err(&got[i], &want[i]);
        println!("{what} {name}: max relative difference {e:.2e}");
        assert!(
            e < 1e-5,
            "{what} {name}: the implementations differ by {e:.2e}"
        );
    }
}

/// The routed kernels with the capacity path's drops (what `auto` runs on TPU), in interpret
/// mode.
const ROUTED_WITH_CAPACITY: MoeBackend = MoeBackend::Routed {
    interpret: true,
    capacity: true,
};

/// The sorted-row backends, in interpret mode: with nothing dropped all agree with the capacity
/// path.
const DROPLESS: [(MoeBackend, &str); 3] = [
    (MoeBackend::Grouped { interpret: true }, "grouped"),
    (
        MoeBackend::Routed {
            interpret: true,
            capacity: false,
        },
        "routed",
    ),
    (ROUTED_WITH_CAPACITY, "routed with capacity"),
];

/// The capacity path's results, after checking the grouped and routed kernels' against them.
fn check_one_device(rows: i64, seq: usize, bias: [f32; 4], what: &str) -> Vec<Vec<f32>> {
    let cfg = config(seq);
    let args = args(&cfg, rows, 7, bias);
    let capacity = test_support::run_f32(
        &e_sublayer_program(&cfg, rows, MoeBackend::Capacity, Mesh::SINGLE),
        &args,
    );
    for (backend, name) in DROPLESS {
        let got = test_support::run_f32(
            &e_sublayer_program(&cfg, rows, backend, Mesh::SINGLE),
            &args,
        );
        assert_close(&capacity, &got, &format!("{name}, {what}"));
    }
    capacity
}

/// 2 rows of 64: 256 copies fill the variant's rows exactly; the random router gives ragged
/// groups.
#[test]
fn grouped_kernels_match_the_capacity_path_with_ragged_groups() {
    let capacity = check_one_device(2, 64, [0.0; 4], "ragged groups");
    let load = &capacity[1];
    assert!(
        load.iter().all(|&l| l > 0.0) && load.iter().any(|&l| l != 0.25),
        "ragged: {load:?}"
    );
}

/// Every token chooses experts 0 and 1 (the bias outweighs any score): two groups hold every
/// token, two are empty.
#[test]
fn grouped_kernels_match_the_capacity_path_with_full_and_empty_groups() {
    let capacity = check_one_device(2, 64, [5.0, 5.0, 0.0, -10.0], "two full, two empty");
    assert_eq!(capacity[1], vec![0.5, 0.5, 0.0, 0.0], "load per expert");
}

/// 1 row of 64: 128 copies in the variant's 256 rows, the rest padding the kernels leave zero.
#[test]
fn grouped_kernels_match_the_capacity_path_with_padding_rows() {
    check_one_device(1, 64, [0.0, 0.3, -0.2, 0.1], "padding rows");
}

/// data = 2 on 2 CPU devices: each device sorts its own 128 tokens and runs the kernels on its
/// 256 copies inside the manual computation; every device's results equal the one-device
/// capacity path's.
#[test]
fn grouped_kernels_inside_the_manual_computation_of_a_data_mesh_match_the_capacity_path() {
    let cfg = config(64);
    let rows = 4;
    let mesh = Mesh::new(2, 1, 1, false);
    let args = args(&cfg, rows, 9, [0.0; 4]);
    let capacity = test_support::run_f32(
        &e_sublayer_program(&cfg, rows, MoeBackend::Capacity, Mesh::SINGLE),
        &args,
    );
    for (backend, name) in DROPLESS {
        let text = e_sublayer_program(&cfg, rows, backend, mesh);
        for (dev, got) in test_support::run_spmd_f32(&text, &args, 2)
            .iter()
            .enumerate()
        {
            assert_close(&capacity, got, &format!("{name}, data=2, device {dev}"));
        }
    }
}

#[test]
fn moe_kernel_grouped_is_refused_off_tpu_with_the_fix() {
    let with = |kernel: &str| {
        NamConfig::from_toml_str(&nam::presets::preset("nam-tiny").unwrap().replacen(
            "[model]\n",
            &format!("[model]\nmoe_kernel = \"{kernel}\"\n"),
            1,
        ))
        .unwrap()
    };
    for kernel in ["grouped", "routed"] {
        for platform in [Platform::Cpu, Platform::Cuda] {
            let e = nam::graph::model::ForwardOptions::for_platform(
                &with(kernel),
                nam::graph::layout::LayerLoop::Scan,
                platform,
            )
            .unwrap_err();
            assert_eq!(
                e.to_string(),
                format!(
                    "[model] moe_kernel = \"{kernel}\" needs a TPU (its grouped matmuls are \
                     Pallas TPU kernels), but the platform is \"{}\"; set moe_kernel = \
                     \"auto\" (the default: the capacity path off TPU) or \"capacity\" for this \
                     run",
                    platform.name()
                )
            );
        }
    }
    // The default is `auto`, the capacity path's function (the same hash as `capacity`, and as
    // configs had before `auto`); the dropless keys are part of the model hash (they differ
    // where capacity drops).
    let default = NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
    assert_eq!(default.model.moe_kernel, nam::config::MoeKernel::Auto);
    assert_eq!(default.model_hash(), with("capacity").model_hash());
    assert_eq!(default.config_hash(), with("capacity").config_hash());
    assert_ne!(default.model_hash(), with("grouped").model_hash());
    assert_ne!(with("routed").model_hash(), with("grouped").model_hash());
    assert!(!default.config_hash().is_empty());
}

/// Shapes without an exported variant, relu² experts and an expert axis are refused when the
/// program is built, each naming its fix.
#[test]
fn grouped_kernels_refuse_what_they_cannot_run_with_the_fix() {
    let build_with = |backend: MoeBackend, cfg: &NamConfig, rows: i64, mesh: Mesh| -> String {
        let m = &cfg.model;
        let b = Builder::new();
        if !mesh.is_single() {
            b.set_num_partitions(mesh.devices() as i64);
        }
        let x = b.param(DType::F32, &[rows, m.seq_len as i64, m.d_model as i64]);
        let mut p = LayerParams::new("layers.0.moe");
        for (name, dims) in WEIGHTS.iter().zip(weight_dims()) {
            p.insert(name, b.param(DType::F32, &dims));
        }
        let core = MoeCore::new(backend, &b, mesh);
        moe(&x, &p, m, &Precision::new(DType::F32), &mesh, &core)
            .expect_err("refused")
            .to_string()
    };
    let build = |cfg: &NamConfig, rows: i64, mesh: Mesh| {
        build_with(MoeBackend::Grouped { interpret: true }, cfg, rows, mesh)
    };
    // The routed kernels serve exact token counts: 96 tokens (2 rows of 48) have none, though
    // their 192 copies fit a variant's rows; the error lists what exists.
    let routed = MoeBackend::Routed {
        interpret: true,
        capacity: false,
    };
    let e = build_with(routed, &config(48), 2, Mesh::SINGLE);
    assert!(
        e.contains("with routed kernels for 96 tokens per device (192 copies)")
            && e.contains("gmm_small_cpu_t64: rows=256")
            && e.contains("routed: tokens=64 top_k=2")
            && e.contains("python -m namtrain_kernels.export"),
        "{e}"
    );
    let e = build_with(routed, &config(64), 2, Mesh::new(1, 2, 1, false));
    assert!(
        e.contains("moe_kernel = \"routed\" runs every expert on each chip"),
        "{e}"
    );
    // With the capacity path's drops a device must hold whole routing groups: 128 tokens do
    // not split into groups of 48.
    let e = build_with(
        ROUTED_WITH_CAPACITY,
        &dropping_config(64, 48),
        2,
        Mesh::SINGLE,
    );
    assert_eq!(
        e,
        "moe: routing_group 48 does not divide the 128 tokens each data-parallel device routes; \
         the sorted-row kernels keep a routing group on one device (set moe_kernel = \
         \"capacity\", or a routing_group dividing 128)"
    );
    // 3 rows of 64 tokens: 384 copies, more than any variant's rows.
    let e = build(&config(64), 3, Mesh::SINGLE);
    assert!(
        e.contains("no Pallas grouped-matmul artifact for 384 copies per device")
            && e.contains("gmm_small_cpu")
            && e.contains("python -m namtrain_kernels.export"),
        "{e}"
    );
    let mut relu = config(64);
    relu.model.expert_activation = nam::config::Activation::Relu2;
    assert!(
        build(&relu, 2, Mesh::SINGLE).contains("set expert_activation = \"swiglu\""),
        "relu2"
    );
    let e = build(&config(64), 2, Mesh::new(1, 2, 1, false));
    assert!(e.contains("set [mesh] expert = 1"), "{e}");
}

/// [`config`] with `capacity_factor` 0.5 (each expert takes at most `ceil(0.5 · g · 2 / 4)` copies
/// of a routing group of `g` tokens) and `routing_group` `g`.
fn dropping_config(seq: usize, group: usize) -> NamConfig {
    let mut cfg = config(seq);
    cfg.model.capacity_factor = 0.5;
    cfg.model.routing_group = Some(group);
    cfg
}

/// The routed kernels with the capacity path's drops against the capacity path, on one device
/// and, when `mesh` is given, in each device of it; returns the capacity path's results.
fn check_drops(
    cfg: &NamConfig,
    rows: i64,
    bias: [f32; 4],
    mesh: Option<Mesh>,
    what: &str,
) -> Vec<Vec<f32>> {
    let args = args(cfg, rows, 11, bias);
    let capacity = test_support::run_f32(
        &e_sublayer_program(cfg, rows, MoeBackend::Capacity, Mesh::SINGLE),
        &args,
    );
    assert!(capacity[2][0] > 0.0, "{what}: nothing was dropped");
    let one = test_support::run_f32(
        &e_sublayer_program(cfg, rows, ROUTED_WITH_CAPACITY, Mesh::SINGLE),
        &args,
    );
    assert_same(&capacity, &one, &format!("routed with capacity, {what}"));
    if let Some(mesh) = mesh {
        let text = e_sublayer_program(cfg, rows, ROUTED_WITH_CAPACITY, mesh);
        for (dev, got) in test_support::run_spmd_f32(&text, &args, mesh.devices())
            .iter()
            .enumerate()
        {
            assert_same(
                &capacity,
                got,
                &format!("routed with capacity, {what}, device {dev}"),
            );
        }
    }
    capacity
}

/// Copies past capacity dropped (capacity 16 of a 64-token group's 128 copies over 4 experts:
/// the random router overflows some): the routed kernels with drops compute the capacity path's
/// function — output, the dropped fraction and every gradient — alone and on a data = 2 mesh.
#[test]
fn routed_kernels_with_capacity_drop_what_the_capacity_path_drops() {
    let cfg = dropping_config(64, 64);
    check_drops(&cfg, 2, [0.0; 4], Some(Mesh::new(2, 1, 1, false)), "ragged");
}

/// Every token chooses experts 0 and 1: each takes its first 16 tokens of every group and drops
/// the other 48 (75% of copies dropped, by hand); four routing groups of 32 tokens per device
/// (capacity 8 each) check that the count restarts at each group.
#[test]
fn routed_kernels_with_capacity_drop_per_routing_group() {
    let full = check_drops(
        &dropping_config(64, 64),
        2,
        [5.0, 5.0, 0.0, -10.0],
        None,
        "two full experts",
    );
    assert_eq!(full[2], vec![0.75], "dropped fraction");
    let groups = check_drops(
        &dropping_config(64, 32),
        2,
        [5.0, 5.0, 0.0, -10.0],
        None,
        "groups of 32",
    );
    assert_eq!(groups[2], vec![0.75], "dropped fraction");
    check_drops(
        &dropping_config(64, 32),
        2,
        [0.0, 0.3, -0.2, 0.1],
        None,
        "ragged groups of 32",
    );
}

/// `auto` (the default) resolves per platform and per-device shape: the routed kernels with
/// drops on TPU where a variant serves the tokens each device routes, else the capacity path
/// with the reason; the explicit keys as they say.
#[test]
fn moe_kernel_auto_picks_the_routed_kernels_where_they_serve() {
    use nam::graph::moe::MoeChoice;
    let nam52 = NamConfig::from_toml_str(nam::presets::preset("nam52").unwrap()).unwrap();
    assert_eq!(nam52.model.moe_kernel, nam::config::MoeKernel::Auto);
    let mut on8 = nam52.clone();
    on8.mesh = Mesh::new(8, 1, 1, true);
    // 64 rows over data = 8: 8 rows of 4 096 tokens per device, gmm_nam52_mb8's 32 768.
    let tpu = MoeChoice::resolve(&on8, Platform::Tpu, &[64]).unwrap();
    assert_eq!(
        tpu.backend,
        MoeBackend::Routed {
            interpret: false,
            capacity: true
        }
    );
    assert_eq!(tpu.receipt(), "auto: routed (copies past capacity dropped)");
    let wide = MoeChoice::resolve(&on8, Platform::Tpu, &[128]).unwrap();
    assert_eq!(wide.backend, MoeBackend::Capacity);
    let why = wide.fallback.clone().unwrap();
    assert!(
        why.contains("with routed kernels for 65536 tokens per device")
            && why.contains("gmm_nam52_mb8"),
        "{why}"
    );
    assert!(
        wide.receipt()
            .starts_with("auto: capacity (no Pallas grouped-matmul artifact"),
        "{}",
        wide.receipt()
    );
    let cpu = MoeChoice::resolve(&on8, Platform::Cpu, &[64]).unwrap();
    assert_eq!(cpu.backend, MoeBackend::Capacity);
    assert_eq!(
        cpu.receipt(),
        "auto: capacity (the platform is \"cpu\"; the routed kernels run on TPU)"
    );
    let mut expert = on8.clone();
    expert.mesh = Mesh::new(4, 2, 1, true);
    let why = MoeChoice::resolve(&expert, Platform::Tpu, &[64])
        .unwrap()
        .fallback
        .unwrap();
    assert!(why.contains("runs every expert on each chip"), "{why}");
    let mut straddling = on8.clone();
    straddling.model.routing_group = Some(3 * 4096);
    let why = MoeChoice::resolve(&straddling, Platform::Tpu, &[64])
        .unwrap()
        .fallback
        .unwrap();
    assert_eq!(
        why,
        "routing_group 12288 does not divide the 32768 tokens each data-parallel device routes"
    );
    let dense = NamConfig::from_toml_str(nam::presets::preset("nam12-dense").unwrap()).unwrap();
    let why = MoeChoice::resolve(&dense, Platform::Tpu, &[64])
        .unwrap()
        .fallback
        .unwrap();
    assert_eq!(why, "the model has no E sublayers");
    let mut capacity = on8.clone();
    capacity.model.moe_kernel = nam::config::MoeKernel::Capacity;
    let forced = MoeChoice::resolve(&capacity, Platform::Tpu, &[64]).unwrap();
    assert_eq!(
        (forced.backend, forced.receipt().as_str()),
        (MoeBackend::Capacity, "capacity")
    );
}
