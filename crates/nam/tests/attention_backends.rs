//! The A block's two attention cores (issue 8): the XLA core agrees with the Pallas kernel in
//! interpret mode on the CPU plugin (forward and gradients; also with the kernels per device
//! inside the manual computation of a data × model mesh on 4 CPU devices), `pallas` is refused off TPU and for
//! shapes without an artifact with the documented messages before anything compiles, a
//! Pallas step splices each kernel once however many layers and rows call it, and `auto`
//! predicts, without building, exactly what building with `pallas` accepts.

mod sublayer_common;

use nam::graph::attention::{
    AttentionBackend, AttentionChoice, ResolvedBackend, groups_per_iteration, softmax_attention,
    window_scalar,
};
use nam::graph::context::{Docs, Precision};
use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use nam::{NamConfig, Platform};
use pallas_kernels::{EXPORT_COMMAND, PallasAttention, Variant};
use pjrt::{Client, HostTensor};
use test_support::{max_rel_err, uniform_f32};
use xla_hlo::{Builder, DType, Tensor};

fn params(b: &Builder, v: &Variant) -> [Tensor; 5] {
    params_times(b, v, 1, 1)
}

/// q, k, v, segment ids, dout for `batch_mul` times the variant's batch and `head_mul` times its
/// heads (the whole tensors of a mesh whose devices each hold the variant's shape).
fn params_times(b: &Builder, v: &Variant, batch_mul: i64, head_mul: i64) -> [Tensor; 5] {
    let (bs, t, h, kh, d) = (
        v.batch * batch_mul,
        v.seq,
        v.heads * head_mul,
        v.kv_heads * head_mul,
        v.head_dim,
    );
    [
        b.param(DType::F32, &[bs, t, h, d]),
        b.param(DType::F32, &[bs, t, kh, d]),
        b.param(DType::F32, &[bs, t, kh, d]),
        b.param(DType::I32, &[bs, t]),
        b.param(DType::F32, &[bs, t, h, d]),
    ]
}

/// The A block's XLA core on `[q, k, v, segment ids, dout]` of `b` in f32: the program's
/// outputs are the attention and its gradients for q, k, v against `dout`.
fn xla_core_program(
    b: &Builder,
    [q, k, vv, seg, dout]: [Tensor; 5],
    window: Option<usize>,
    softcap: Option<f64>,
) -> String {
    let w = window_scalar(b, window, q.dims()[1]);
    let out = softmax_attention(
        &q,
        &k,
        &vv,
        &Docs::new(&seg),
        &w,
        softcap,
        &Precision::new(DType::F32),
    );
    let g = (&out * &dout)
        .reduce_sum(&[0, 1, 2, 3])
        .grad(&[&q, &k, &vv])
        .unwrap();
    b.emit(&[&out, &g[0], &g[1], &g[2]]).unwrap()
}

#[test]
fn xla_attention_core_matches_the_pallas_interpret_kernel_forward_and_gradients() {
    // The interpret-mode export of the TPU kernel: window 128, softcap 20, GQA 4:2, f32.
    let v = Variant::by_name("tiny_cpu").unwrap();
    let (bs, t, h, kh, d) = (v.batch, v.seq, v.heads, v.kv_heads, v.head_dim);
    let window = v.window.expect("tiny_cpu is windowed") as usize;

    // The A block's XLA core, differentiated by xla-hlo's autodiff.
    let b = Builder::new();
    let xla_text = xla_core_program(&b, params(&b, v), Some(window), v.softcap);

    // The Pallas kernels through the differentiable call, differentiated by the same autodiff:
    // the exported backward reaches q, k, v through the gradient rule tied to `out`. The kernels
    // take q pre-scaled by 1/sqrt(D), the XLA core scales the scores: autodiff carries dq back
    // through the scaling.
    let b = Builder::new();
    let [q, k, vv, seg, dout] = params(&b, v);
    let out = PallasAttention::new(&b)
        .attention(&(&q * (1.0 / (d as f64).sqrt())), &k, &vv, &seg, v)
        .unwrap();
    let g = (&out * &dout)
        .reduce_sum(&[0, 1, 2, 3])
        .grad(&[&q, &k, &vv])
        .unwrap();
    let pallas_text = b.emit(&[&out, &g[0], &g[1], &g[2]]).unwrap();

    let seg = three_documents(bs, t);
    let args = [
        HostTensor::from_f32(
            &[bs, t, h, d],
            &uniform_f32((bs * t * h * d) as usize, 1, 1.5),
        )
        .unwrap(),
        HostTensor::from_f32(
            &[bs, t, kh, d],
            &uniform_f32((bs * t * kh * d) as usize, 2, 1.5),
        )
        .unwrap(),
        HostTensor::from_f32(
            &[bs, t, kh, d],
            &uniform_f32((bs * t * kh * d) as usize, 3, 1.0),
        )
        .unwrap(),
        HostTensor::from_i32(&[bs, t], &seg).unwrap(),
        HostTensor::from_f32(
            &[bs, t, h, d],
            &uniform_f32((bs * t * h * d) as usize, 4, 1.0),
        )
        .unwrap(),
    ];
    assert_same_outputs(&xla_text, &pallas_text, &args, &["out", "dq", "dk", "dv"]);
}

/// Runs the XLA-core and the Pallas-core programs on `args` on one CPU device and checks each
/// of their outputs (`names`) agree within 1e-5 of the largest magnitude.
fn assert_same_outputs(xla_text: &str, pallas_text: &str, args: &[HostTensor], names: &[&str]) {
    let client = Client::cpu(1).unwrap();
    let run = |text: &str| -> Vec<Vec<f32>> {
        client
            .compile(text, &test_support::quick_cpu_options())
            .unwrap()
            .execute_host(args)
            .unwrap()
            .iter()
            .map(|o| o.to_f32().unwrap())
            .collect()
    };
    let (xla, pallas) = (run(xla_text), run(pallas_text));
    for (i, name) in names.iter().enumerate() {
        let e = max_rel_err(&pallas[i], &xla[i]);
        println!("{name}: max relative difference {e:.2e}");
        assert!(e < 1e-5, "{name}: the cores differ by {e:.2e}");
    }
}

/// Which core an A sublayer program runs: the interpret-mode Pallas kernels, or the XLA core
/// `chunk` queries at a time (`None`: the whole sequence); `fixed`: the layer's window is known
/// in the program (else only to the mask, as in a scanned stack whose groups differ there).
#[derive(Clone, Copy)]
enum SublayerCore {
    Pallas,
    Xla { chunk: Option<usize>, fixed: bool },
}

/// The whole A sublayer of `cfg` (one layer, local window `window`) in f32 on `core`
/// ([`sublayer_common::a_sublayer_program`]).
fn a_sublayer_program(cfg: &NamConfig, rows: i64, window: usize, core: SublayerCore) -> String {
    use nam::graph::attention::AttentionCore;
    use nam::mesh::Mesh;
    let mesh = Mesh::SINGLE;
    sublayer_common::a_sublayer_program(cfg, rows, Some(window), DType::F32, |b, lw| match core {
        SublayerCore::Pallas => AttentionCore::Pallas {
            kernels: PallasAttention::interpret(b),
            mesh,
        },
        SublayerCore::Xla { chunk, fixed } => {
            if !fixed {
                lw.fixed = None;
            }
            AttentionCore::Xla { mesh, chunk }
        }
    })
}

/// Arguments of [`a_sublayer_program`]: random x, weights and cotangent from `seed`, three
/// documents per row.
fn a_sublayer_args(cfg: &NamConfig, rows: i64, seed: u64) -> [HostTensor; 5] {
    let m = &cfg.model;
    let (t, d) = (m.seq_len as i64, m.d_model as i64);
    let (h, kh, dh) = (m.n_head() as i64, m.n_kv_head() as i64, m.head_dim() as i64);
    let n = |dims: &[i64]| dims.iter().product::<i64>() as usize;
    let qkv = [d, (h + 2 * kh) * dh];
    let o = [h * dh, d];
    [
        HostTensor::from_f32(&[rows, t, d], &uniform_f32(n(&[rows, t, d]), seed, 1.0)).unwrap(),
        HostTensor::from_f32(&qkv, &uniform_f32(n(&qkv), seed + 1, 0.2)).unwrap(),
        HostTensor::from_f32(&o, &uniform_f32(n(&o), seed + 2, 0.1)).unwrap(),
        HostTensor::from_i32(&[rows, t], &three_documents(rows, t)).unwrap(),
        HostTensor::from_f32(&[rows, t, d], &uniform_f32(n(&[rows, t, d]), seed + 3, 1.0)).unwrap(),
    ]
}

/// The whole A sublayer (projection, rotary, QK-norm, core, output projection) on the Pallas
/// core agrees with the XLA core, forward and gradients: the Pallas path projects q, k, v by
/// heads (`[B, T, H + 2K, D]` from one dot), runs rotary and QK-norm heads-first with their own
/// gradient rule (`graph/rotary.rs`) and contracts the kernel's `[B, H, T, D]` output with
/// `w_o` seen as `[H, D, d]`; the XLA core uses none of these, so it is the second formulation.
#[test]
fn the_a_sublayer_on_the_pallas_interpret_kernels_matches_the_xla_core_with_gradients() {
    let v = Variant::by_name("tiny_cpu").unwrap();
    let (bs, t, d) = (v.batch, v.seq, 64i64);
    let (h, kh, dh) = (v.heads, v.kv_heads, v.head_dim);
    let window = v.window.unwrap() as usize;
    let cfg = NamConfig::from_toml_str(&format!(
        "[model]\ndepth = 1\npattern = \"A\"\nd_model = {d}\nvocab_size = 16\nseq_len = {t}\n\
         n_head = {h}\nn_kv_head = {kh}\nhead_dim = {dh}\nwindow = {window}\nwindow_pattern = \"L\"\n\
         attn_softcap = {}\nrope_theta = 100.0\n",
        v.softcap.unwrap()
    ))
    .unwrap();
    let xla = SublayerCore::Xla {
        chunk: None,
        fixed: true,
    };
    assert_same_outputs(
        &a_sublayer_program(&cfg, bs, window, xla),
        &a_sublayer_program(&cfg, bs, window, SublayerCore::Pallas),
        &a_sublayer_args(&cfg, bs, 11),
        &["out", "dx", "dw_qkv", "dw_o"],
    );
}

/// The XLA core scoring a chunk of queries at a time against only the keys a causal window
/// lets it see (`[model] attention_chunk`) computes the whole-sequence core's function,
/// forward and gradients: chunks that divide the sequence and ones that do not, a window fixed
/// at the layer (keys from the chunk's first query minus the window) and one known only to
/// the mask (keys from 0), documents straddling chunk boundaries.
#[test]
fn the_chunked_xla_core_matches_the_whole_sequence_core_with_gradients() {
    let (bs, t, d, h, kh, dh) = (2i64, 256i64, 64i64, 4i64, 2i64, 128i64);
    // Shorter than a quarter of the sequence, so later chunks leave keys out.
    let window = (t / 4 - 3) as usize;
    let cfg = NamConfig::from_toml_str(&format!(
        "[model]\ndepth = 1\npattern = \"A\"\nd_model = {d}\nvocab_size = 16\nseq_len = {t}\n\
         n_head = {h}\nn_kv_head = {kh}\nhead_dim = {dh}\nwindow = {window}\n\
         window_pattern = \"L\"\nattn_softcap = 30.0\nrope_theta = 100.0\n",
    ))
    .unwrap();
    let program =
        |chunk, fixed| a_sublayer_program(&cfg, bs, window, SublayerCore::Xla { chunk, fixed });
    let args = a_sublayer_args(&cfg, bs, 21);
    let names = ["out", "dx", "dw_qkv", "dw_o"];
    let whole = program(None, true);
    // The whole-sequence program holds [B, K, T, G, T] scores; a chunked one never does.
    let scores = format!("tensor<{bs}x{kh}x{t}x{}x{t}xf32>", h / kh);
    assert!(
        whole.contains(&scores),
        "the reference scores {scores} are missing"
    );
    let quarter = t as usize / 4;
    for (chunk, fixed) in [
        (quarter, true),
        (quarter, false),
        (100, true),
        (t as usize, true),
    ] {
        let chunked = program(Some(chunk), fixed);
        if chunk < t as usize {
            assert!(
                !chunked.contains(&scores),
                "chunk {chunk}: a whole score tensor is left"
            );
        }
        println!("chunk {chunk}, window fixed: {fixed}");
        assert_same_outputs(&whole, &chunked, &args, &names);
    }
}

/// Three documents per row, boundaries off the 128-token kernel blocks and different in each of
/// four consecutive rows (so rows paired with the wrong segment ids show).
fn three_documents(rows: i64, t: i64) -> Vec<i32> {
    let starts = [[0i64, 90, 170], [0, 33, 201], [0, 140, 150], [0, 7, 250]];
    (0..rows)
        .flat_map(|r| {
            let st = starts[r as usize % 4];
            (0..t).map(move |i| st.iter().filter(|&&s| s <= i).count() as i32)
        })
        .collect()
}

#[test]
fn kernels_inside_the_manual_computation_of_a_data_by_model_mesh_match_the_unsharded_xla_core() {
    // data 2 × model 2 on 4 CPU devices: whole tensors of 4 rows, 8 query and 4 kv heads; each
    // device runs the interpret-mode kernels on its 2 rows, 4 query heads and the 2 kv heads they
    // read (`tiny_cpu`), inside the manual computation the NAM A block uses on a mesh.
    let v = Variant::by_name("tiny_cpu").unwrap();
    let mesh = nam::mesh::Mesh::new(2, 1, 2, false);
    let shards = nam::graph::attention::attention_shards(&mesh).unwrap();
    let (bs, t, h, kh, d) = (2 * v.batch, v.seq, 2 * v.heads, 2 * v.kv_heads, v.head_dim);

    // Reference: the XLA core on the whole tensors, one device.
    let b = Builder::new();
    let xla_text = xla_core_program(
        &b,
        params_times(&b, v, 2, 2),
        v.window.map(|w| w as usize),
        v.softcap,
    );

    // The kernels per device: arguments arrive whole (replicated), results leave whole.
    let b = Builder::new();
    b.set_num_partitions(4);
    let [q, k, vv, seg, dout] = params_times(&b, v, 2, 2);
    for x in [&q, &k, &vv, &seg, &dout] {
        b.set_param_sharding(x, "{replicated}");
    }
    let enter = |x: &Tensor, sharding: &str, what: &str| {
        x.to_manual(sharding, &shards.local_dims(what, &x.dims()).unwrap())
    };
    // The kernels take q pre-scaled by 1/sqrt(D) and return its gradient for the scaled q.
    let scale = 1.0 / (d as f64).sqrt();
    let (ql, kl, vl, dl) = (
        enter(&(&q * scale), &shards.qkv, "q"),
        enter(&k, &shards.qkv, "k"),
        enter(&vv, &shards.qkv, "v"),
        enter(&dout, &shards.qkv, "dout"),
    );
    let sl = enter(&seg, &shards.segment_ids, "segment_ids");
    let kernels = PallasAttention::new(&b);
    let (out, lse) = kernels.forward(&ql, &kl, &vl, &sl, v).unwrap();
    let (dq, dk, dv) = kernels
        .backward(&ql, &kl, &vl, &sl, &out, &lse, &dl, v)
        .unwrap();
    let leave = |x: &Tensor, full: &Tensor| {
        xla_hlo::Output::sharded(&x.from_manual(&shards.qkv, &full.dims()), "{replicated}")
    };
    let pallas_text = b
        .emit_outputs(&[
            leave(&out, &q),
            leave(&(&dq * scale), &q),
            leave(&dk, &k),
            leave(&dv, &vv),
        ])
        .unwrap();

    let args = [
        HostTensor::from_f32(
            &[bs, t, h, d],
            &uniform_f32((bs * t * h * d) as usize, 1, 1.5),
        ),
        HostTensor::from_f32(
            &[bs, t, kh, d],
            &uniform_f32((bs * t * kh * d) as usize, 2, 1.5),
        ),
        HostTensor::from_f32(
            &[bs, t, kh, d],
            &uniform_f32((bs * t * kh * d) as usize, 3, 1.0),
        ),
        HostTensor::from_i32(&[bs, t], &three_documents(bs, t)),
        HostTensor::from_f32(
            &[bs, t, h, d],
            &uniform_f32((bs * t * h * d) as usize, 4, 1.0),
        ),
    ]
    .map(Result::unwrap);
    let xla = test_support::run_f32(&xla_text, &args);
    for (dev, o) in test_support::run_spmd_f32(&pallas_text, &args, 4)
        .iter()
        .enumerate()
    {
        for (i, name) in ["out", "dq", "dk", "dv"].iter().enumerate() {
            let e = max_rel_err(&o[i], &xla[i]);
            assert!(
                e < 1e-5,
                "device {dev} {name}: differs from the XLA core by {e:.2e}"
            );
        }
    }
}

/// nam-tiny's shape with the given extra `[model]` lines.
fn config(extra: &str) -> NamConfig {
    let text = nam::presets::preset("nam-tiny").unwrap();
    NamConfig::from_toml_str(&text.replacen("[model]\n", &format!("[model]\n{extra}\n"), 1))
        .unwrap()
}

/// A config whose attention shape has a TPU artifact (`small_b1`: 4:2 heads of 128, seq 256,
/// global, bf16, any number of rows).
fn small_pallas_config() -> NamConfig {
    let text = "[model]\ndepth = 4\npattern = \"AF\"\nd_model = 256\nvocab_size = 512\n\
                seq_len = 256\nn_head = 4\nn_kv_head = 2\nhead_dim = 128\nffn_hidden = 512\n\
                attention = \"pallas\"\n[precision]\ncompute_dtype = \"bf16\"\n";
    NamConfig::from_toml_str(text).unwrap()
}

#[test]
fn pallas_off_tpu_is_refused_before_anything_is_built() {
    let cfg = config("attention = \"pallas\"");
    let e = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Cpu)
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "attention backend \"pallas\" needs a TPU, but the platform is \"cpu\"; use --attention \
         xla (or auto, which picks xla off TPU)"
    );
    // auto (the default) picks XLA off TPU and Pallas on it for a shape with kernels; xla
    // stays XLA everywhere.
    let mut auto = small_pallas_config();
    auto.model.attention = AttentionBackend::default();
    let on = |c: &NamConfig, p: Platform| {
        ForwardOptions::for_platform(c, LayerLoop::Scan, p)
            .unwrap()
            .attention
    };
    assert_eq!(on(&auto, Platform::Cpu), ResolvedBackend::Xla);
    assert_eq!(on(&auto, Platform::Tpu), ResolvedBackend::Pallas);
    let mut xla = auto.clone();
    xla.model.attention = AttentionBackend::Xla;
    assert_eq!(on(&xla, Platform::Tpu), ResolvedBackend::Xla);
}

fn pallas_step_error(cfg: &NamConfig) -> String {
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    let opts = ForwardOptions::for_platform(cfg, LayerLoop::Scan, Platform::Tpu).unwrap();
    match step_program(cfg, &layout, 2, &opts) {
        Ok(_) => panic!("built a Pallas step the kernels cannot serve"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn the_pallas_scan_runs_as_many_groups_per_iteration_as_fix_every_window() {
    // By hand: which groups of each preset have the same windows at every attention position.
    let preset =
        |name: &str| NamConfig::from_toml_str(nam::presets::preset(name).unwrap()).unwrap();
    let pallas = ResolvedBackend::Pallas;
    // nam-tiny: 2 `AEMF` groups, attention windows 64 then global (the last attention layer is
    // always global): only both groups in one body fix both.
    assert_eq!(
        groups_per_iteration(&preset("nam-tiny").model, 2, pallas),
        2
    );
    // nam12-dense: 12 `AF` groups, windows L L L G repeating: 4 groups per iteration.
    assert_eq!(
        groups_per_iteration(&preset("nam12-dense").model, 12, pallas),
        4
    );
    // nam52: every attention layer global: one group per iteration, as the XLA core scans.
    assert_eq!(groups_per_iteration(&preset("nam52").model, 13, pallas), 1);
    // XLA attention reads the window at run time: one group per iteration whatever the windows.
    assert_eq!(
        groups_per_iteration(&preset("nam12-dense").model, 12, ResolvedBackend::Xla),
        1
    );
    // So nam-tiny with Pallas no longer fails on its windows but on the missing kernel for its
    // first window (head_dim 32, f32: nothing exported).
    let e = pallas_step_error(&config("attention = \"pallas\""));
    assert!(
        e.contains(
            "no Pallas attention artifact for batch=2 heads=4 kv_heads=2 seq=256 head_dim=32 \
             window=64 softcap=none dtype=f32 platform=tpu"
        ),
        "{e}"
    );
}

#[test]
fn pallas_for_a_shape_without_an_artifact_lists_the_exported_ones_and_the_command() {
    // nam-tiny made global: head_dim 32, f32: nothing exported for it.
    let text = nam::presets::preset("nam-tiny")
        .unwrap()
        .replace("window_pattern = \"L\"", "window_pattern = \"G\"")
        .replacen("[model]\n", "[model]\nattention = \"pallas\"\n", 1);
    let cfg = NamConfig::from_toml_str(&text).unwrap();
    let e = pallas_step_error(&cfg);
    assert!(
        e.contains(
            "no Pallas attention artifact for batch=2 heads=4 kv_heads=2 seq=256 head_dim=32 \
             window=global softcap=none dtype=f32 platform=tpu; exported variants:\n  tiny: "
        ),
        "{e}"
    );
    assert!(e.contains("\n  small_b1: batch=1 heads=4 kv_heads=2 seq=256 head_dim=128 window=global softcap=none dtype=bf16 platform=tpu\n"), "{e}");
    assert!(
        e.ends_with(&format!("export it with: {EXPORT_COMMAND}")),
        "{e}"
    );
}

#[test]
fn pallas_step_splices_each_kernel_once_for_every_layer_and_row() {
    let cfg = small_pallas_config();
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    let opts = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Tpu).unwrap();
    assert_eq!(opts.attention, ResolvedBackend::Pallas);
    let text = step_program(&cfg, &layout, 3, &opts).unwrap().text;
    for f in ["namtrain_small_b1_fwd", "namtrain_small_b1_bwd"] {
        assert_eq!(
            text.matches(&format!("func.func private @{f}(")).count(),
            1,
            "{f}"
        );
    }
    assert!(
        text.contains("callee = @namtrain_small_b1_bwd"),
        "the backward is wired"
    );
    // Same config on XLA: no Mosaic anywhere.
    let xla = step_program(&cfg, &layout, 3, &opts.with_attention(ResolvedBackend::Xla))
        .unwrap()
        .text;
    assert!(!xla.contains("tpu_custom_call") && !xla.contains("namtrain_small_b1"));
}

#[test]
fn pallas_on_a_mesh_looks_up_the_per_device_shape_and_names_it_when_missing() {
    // data 2 × model 2: each device holds 1 of the 2 rows, 2 of the 4 query heads and 1 of the
    // 2 kv heads. At seq 256 that is `small_b1_m2`; at seq 512 nothing is exported.
    let mut cfg = small_pallas_config();
    cfg.mesh = nam::mesh::Mesh::new(2, 1, 2, false);
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    let opts = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Tpu).unwrap();
    let text = step_program(&cfg, &layout, 2, &opts).unwrap().text;
    assert!(text.contains("func.func private @namtrain_small_b1_m2_fwd("));
    assert!(!text.contains("@namtrain_small_b1_fwd("));

    cfg.model.seq_len = 512;
    let e = pallas_step_error(&cfg);
    assert!(
        e.contains(
            "no Pallas attention artifact for batch=1 heads=2 kv_heads=1 seq=512 head_dim=128 \
             window=global softcap=none dtype=bf16 platform=tpu; exported variants:\n"
        ),
        "{e}"
    );
    assert!(
        e.ends_with(&format!("export it with: {EXPORT_COMMAND}")),
        "{e}"
    );
}

/// Builds the trainer-sized step with `pallas`: whether the kernels serve it.
fn pallas_builds(cfg: &NamConfig) -> bool {
    let mut cfg = cfg.clone();
    cfg.model.attention = AttentionBackend::Pallas;
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    let opts = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Tpu).unwrap();
    step_program(&cfg, &layout, cfg.train.batch_size, &opts).is_ok()
}

#[test]
fn auto_is_pallas_exactly_where_the_kernels_build_and_says_why_not() {
    let auto = |mut c: NamConfig| {
        c.model.attention = AttentionBackend::Auto;
        c.train.batch_size = 2;
        c
    };
    let small = auto(small_pallas_config());
    let mut small_mesh = small.clone();
    small_mesh.mesh = nam::mesh::Mesh::new(2, 1, 2, false);
    let mut long_mesh = small_mesh.clone();
    long_mesh.model.seq_len = 512;
    let mut global_tiny = auto(config(""));
    global_tiny.model.window_pattern = "G".into();
    let cases = [
        (small, None),
        (small_mesh, None),
        (
            long_mesh,
            Some(
                "no Pallas kernel for batch=1 heads=2 kv_heads=1 seq=512 head_dim=128 \
                 window=global softcap=none dtype=bf16 platform=tpu; export one with: \
                 namtrain kernels export --config <your config>",
            ),
        ),
        (
            global_tiny,
            Some(
                "no Pallas kernel for batch=2 heads=4 kv_heads=2 seq=256 head_dim=32 \
                 window=global softcap=none dtype=f32 platform=tpu; export one with: \
                 namtrain kernels export --config <your config>",
            ),
        ),
        (
            // Local layers and the global last one: the first window in layer order without a
            // kernel is named.
            auto(config("")),
            Some(
                "no Pallas kernel for batch=2 heads=4 kv_heads=2 seq=256 head_dim=32 \
                 window=64 softcap=none dtype=f32 platform=tpu; export one with: \
                 namtrain kernels export --config <your config>",
            ),
        ),
    ];
    for (cfg, why) in cases {
        let c = AttentionChoice::for_trainer(&cfg, Platform::Tpu).unwrap();
        assert_eq!(c.fallback.as_deref(), why, "{:?}", cfg.mesh);
        match why {
            None => {
                assert_eq!(c.backend, ResolvedBackend::Pallas);
                assert_eq!(c.receipt(), "auto: pallas");
            }
            Some(why) => {
                assert_eq!(c.backend, ResolvedBackend::Xla);
                assert_eq!(c.receipt(), format!("auto: xla ({why})"));
            }
        }
        // The second opinion: building with `pallas` succeeds exactly where auto picked it.
        assert_eq!(pallas_builds(&cfg), why.is_none(), "{why:?}");
        // On the CPU plugin auto is XLA whatever the shapes.
        let cpu = AttentionChoice::for_trainer(&cfg, Platform::Cpu).unwrap();
        assert_eq!(
            cpu.receipt(),
            "auto: xla (the platform is \"cpu\"; the exported kernels run on TPU and NVIDIA \
             Hopper)"
        );
    }
}

/// The large presets' attention calls have exported kernels, so `auto` runs them with Pallas on
/// TPU (no f32 score matrices in the temporaries) on one chip, on the plan's data × fsdp meshes
/// (whole heads per chip), and with the heads split over a model axis. Second opinion: the
/// kernel named for each case has the preset's heads divided by the model axis, by hand.
#[test]
fn auto_picks_pallas_for_the_large_presets_on_their_meshes() {
    let preset = |name: &str| {
        let mut c = NamConfig::from_toml_str(nam::presets::preset(name).unwrap()).unwrap();
        c.model.attention = AttentionBackend::Auto;
        c
    };
    // (preset, data, model, fsdp, rows per program, the kernel serving each chip's calls and
    // its batch: 1 serves any rows by a loop; the per-chip rows of nam52's and nam12's
    // recommended data=8 programs have kernels of their own)
    let cases = [
        ("nam52", 1, 1, false, 2, "nam52_b1", 1),
        ("nam52", 8, 1, true, 16, "nam52_b1", 1),
        ("nam52", 8, 1, true, 64, "nam52_b8", 8),
        ("nam52", 16, 1, true, 16, "nam52_b1", 1),
        ("nam52", 4, 2, true, 8, "nam52_b1_m2", 1),
        ("nam52", 2, 4, false, 4, "nam52_b1_m4", 1),
        ("nam12", 8, 1, false, 128, "nam12_b16", 16),
        ("nam12", 4, 1, false, 128, "nam12_b1", 1),
        ("nam56r", 1, 1, false, 1, "nam56r_b1", 1),
        ("nam56r", 8, 1, true, 16, "nam56r_b1", 1),
        ("nam56r", 4, 2, true, 8, "nam56r_b1_m2", 1),
        ("nam56r", 2, 4, true, 4, "nam56r_b1_m4", 1),
        ("nam56r", 1, 8, false, 2, "nam56r_b1_m8", 1),
    ];
    for (name, data, model, fsdp, rows, kernel, batch) in cases {
        let mut cfg = preset(name);
        cfg.mesh = nam::mesh::Mesh::new(data, 1, model, fsdp);
        let c = AttentionChoice::resolve(&cfg, Platform::Tpu, &[rows]).unwrap();
        let what = format!("{name} on {:?}, {rows} rows", cfg.mesh);
        assert_eq!(c.fallback, None, "{what}");
        assert_eq!(c.backend, ResolvedBackend::Pallas, "{what}");
        let v = Variant::by_name(kernel).unwrap();
        let m = &cfg.model;
        // The lookup serves each chip's shape with that kernel.
        let (t, d) = (m.seq_len as i64, m.head_dim() as i64);
        let per_chip = |heads: usize| [(rows / data) as i64, t, (heads / model) as i64, d];
        let q = nam::graph::attention::pallas_query(
            &per_chip(m.n_head()),
            &per_chip(m.n_kv_head()),
            None,
            None,
            DType::BF16,
            "tpu",
        );
        assert_eq!(Variant::find(&q).unwrap().name, kernel, "{what}");
        assert_eq!(
            (v.batch, v.heads, v.kv_heads, v.seq, v.head_dim),
            (
                batch,
                (m.n_head() / model) as i64,
                (m.n_kv_head() / model) as i64,
                m.seq_len as i64,
                m.head_dim() as i64
            ),
            "{what}"
        );
        assert_eq!((v.window, v.softcap, v.dtype), (None, None, DType::BF16));
    }
    // Another sequence length has no kernel: auto takes XLA and names the missing shape.
    let mut short = preset("nam52");
    short.model.seq_len = 2048;
    let c = AttentionChoice::resolve(&short, Platform::Tpu, &[2]).unwrap();
    assert_eq!(
        c.receipt(),
        "auto: xla (no Pallas kernel for batch=2 heads=16 kv_heads=8 seq=2048 head_dim=128 \
         window=global softcap=none dtype=bf16 platform=tpu; export one with: namtrain kernels \
         export --config <your config>)"
    );
}

/// `[model] attention_chunk` as a trainer's programs use it: absent, chunks of 512 for
/// sequences of at least 1024 and none for shorter ones (nam-tiny and the CPU references keep
/// their programs); `0` none; a number that many queries.
#[test]
fn attention_chunk_defaults_to_512_for_long_sequences_only() {
    use nam::graph::model::attention_chunk;
    let model = |seq: usize, chunk: &str| {
        NamConfig::from_toml_str(&format!(
            "[model]\ndepth = 1\npattern = \"A\"\nd_model = 64\nvocab_size = 16\n\
             seq_len = {seq}\nn_head = 2\nn_kv_head = 1\nhead_dim = 32\n{chunk}"
        ))
        .unwrap()
        .model
    };
    assert_eq!(attention_chunk(&model(4096, "")), Some(512));
    assert_eq!(attention_chunk(&model(1024, "")), Some(512));
    assert_eq!(attention_chunk(&model(1023, "")), None);
    assert_eq!(attention_chunk(&model(256, "")), None);
    assert_eq!(attention_chunk(&model(4096, "attention_chunk = 0\n")), None);
    assert_eq!(
        attention_chunk(&model(256, "attention_chunk = 64\n")),
        Some(64)
    );
    // Not part of the model's identity: checkpoints move between the two forms.
    let cfg = |chunk: &str| {
        NamConfig::from_toml_str(&format!(
            "[model]\ndepth = 1\npattern = \"A\"\nd_model = 64\nvocab_size = 16\n\
             seq_len = 256\nn_head = 2\nn_kv_head = 1\nhead_dim = 32\n{chunk}"
        ))
        .unwrap()
    };
    assert_eq!(
        cfg("attention_chunk = 64\n").model_hash(),
        cfg("").model_hash()
    );
}
