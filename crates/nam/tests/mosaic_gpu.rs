//! The Mosaic GPU flash-attention core (issue 57): its mask (`key_starts`) is the XLA core's
//! visibility on the CPU plugin; a step with `attention = "mosaic-gpu"` builds on this machine,
//! splices each kernel once, and the CPU plugin refuses it in one line; `auto` picks it on CUDA
//! exactly where a kernel exists and the GPU is a Hopper part, and says why not; and, where an
//! NVIDIA GPU and the CUDA plugin are present (`scripts/gpu-check.sh` runs this file there),
//! the whole A sublayer on the kernels matches the XLA core, forward and gradients, within bf16
//! rounding.

mod sublayer_common;

use nam::graph::attention::{
    AttentionBackend, AttentionChoice, AttentionCore, ResolvedBackend, key_starts, visibility,
    window_scalar,
};
use nam::graph::context::Docs;
use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use nam::mesh::Mesh;
use nam::{NamConfig, Platform};
use pallas_kernels::{GpuVariant, MosaicGpuAttention};
use pjrt::{Client, ClientOptions, CompileOptions, HostTensor, Plugin};
use test_support::{max_rel_err, uniform_f32};
use xla_hlo::{Builder, DType};

/// Segment ids of `rows` rows of `t` tokens: documents of varied lengths, one of a single token.
fn documents(rows: i64, t: i64) -> Vec<i32> {
    let starts = [
        vec![0i64, 5, 6, 40, 97],
        vec![0, 64],
        vec![0],
        vec![0, 1, 2, 100, 101],
    ];
    (0..rows)
        .flat_map(|r| {
            let st = starts[r as usize % starts.len()].clone();
            (0..t).map(move |i| st.iter().filter(|&&s| s <= i).count() as i32 + 10 * r as i32)
        })
        .collect()
}

#[test]
fn key_starts_with_causality_are_the_xla_cores_visibility() {
    let (rows, t) = (4i64, 128i64);
    let client = Client::cpu(1).unwrap();
    let seg = HostTensor::from_i32(&[rows, t], &documents(rows, t)).unwrap();
    for window in [Some(1usize), Some(16), Some(64), Some(127), None] {
        let b = Builder::new();
        let ids = b.param(DType::I32, &[rows, t]);
        let docs = Docs::new(&ids);
        let w = window_scalar(&b, window, t);
        let one = b.full(1.0, DType::I32, &[rows, t, t]);
        let zero = b.full(0.0, DType::I32, &[rows, t, t]);
        let visible = visibility(&docs, &w).select(&one, &zero);
        let text = b.emit(&[&visible, &key_starts(&docs, &w)]).unwrap();
        let out = client
            .compile(&text, &CompileOptions::single_device())
            .unwrap()
            .execute_host(std::slice::from_ref(&seg))
            .unwrap();
        let (visible, starts) = (out[0].to_i32().unwrap(), out[1].to_i32().unwrap());
        for r in 0..rows {
            for i in 0..t {
                let k0 = starts[(r * t + i) as usize] as i64;
                for j in 0..t {
                    let kernel = (k0..=i).contains(&j);
                    let xla = visible[((r * t + i) * t + j) as usize] == 1;
                    assert_eq!(
                        kernel, xla,
                        "window {window:?}, row {r}, query {i}, key {j}: k_start {k0}"
                    );
                }
            }
        }
    }
}

/// A model whose attention has the `small_b2` kernel's shape: 4:2 heads of 64, rows of 512
/// tokens in bf16, two rows per step; local and global layers.
fn small_config(attention: &str) -> NamConfig {
    let text = format!(
        "[model]\ndepth = 4\npattern = \"AF\"\nd_model = 256\nvocab_size = 512\nseq_len = 512\n\
         n_head = 4\nn_kv_head = 2\nhead_dim = 64\nffn_hidden = 512\nwindow = 128\n\
         window_pattern = \"LG\"\nattention = \"{attention}\"\n[precision]\ncompute_dtype = \
         \"bf16\"\n[train]\nbatch_size = 2\n"
    );
    NamConfig::from_toml_str(&text).unwrap()
}

fn step_text(cfg: &NamConfig) -> String {
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    let opts = ForwardOptions::new(cfg, LayerLoop::Scan);
    step_program(cfg, &layout, 2, &opts).unwrap().text
}

#[test]
fn a_mosaic_gpu_step_builds_here_splices_each_kernel_once_and_the_cpu_plugin_refuses_it() {
    let cfg = small_config("mosaic-gpu");
    let text = step_text(&cfg);
    for f in ["namtrain_gpu_small_b2_fwd", "namtrain_gpu_small_b2_bwd"] {
        let defs = text.matches(&format!("func.func private @{f}(")).count();
        assert_eq!(defs, 1, "{f} spliced {defs} times");
    }
    // Two attention layers (one local, one global) share one scan body: the window is a
    // runtime input of the mask, so the forward kernel is called once in the body.
    assert!(text.contains("stablehlo.custom_call @mosaic_gpu_v2"));
    let compiled = Client::cpu(1)
        .unwrap()
        .compile(&text, &CompileOptions::single_device());
    let Err(e) = compiled else {
        panic!("the CPU plugin compiled a Mosaic GPU kernel");
    };
    let e = e.to_string();
    println!("the CPU plugin says: {e}");
    assert!(e.contains("mosaic_gpu_v2"), "{e}");
    assert_eq!(e.trim().lines().count(), 1, "not one line: {e}");
    // Nothing gets that far in a run: the backend is refused off CUDA before anything is built.
    let e = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Cpu)
        .unwrap_err()
        .to_string();
    assert!(
        e.starts_with("attention backend \"mosaic-gpu\" runs on NVIDIA Hopper GPUs"),
        "{e}"
    );
}

#[test]
fn auto_picks_mosaic_gpu_on_hopper_where_a_kernel_exists_and_says_why_not() {
    let auto = small_config("auto");
    let on = |c: &NamConfig, rows: usize| AttentionChoice::resolve(c, Platform::Cuda, &[rows]);
    let c = on(&auto, 2).unwrap();
    assert_eq!(
        (c.backend, c.fallback.as_deref()),
        (ResolvedBackend::MosaicGpu, None)
    );
    assert_eq!(c.receipt(), "auto: mosaic-gpu");
    // No kernel for three rows: XLA, and the receipt says why.
    let c = on(&auto, 3).unwrap();
    assert_eq!(c.backend, ResolvedBackend::Xla);
    assert_eq!(
        c.receipt(),
        "auto: xla (no Mosaic GPU kernel for batch=3 heads=4 kv_heads=2 seq=512 head_dim=64 \
         dtype=bf16)"
    );
    let mut capped = auto.clone();
    capped.model.attn_softcap = Some(30.0);
    assert_eq!(on(&capped, 2).unwrap().backend, ResolvedBackend::Xla);
    // An Ampere GPU: auto falls back, an explicit request fails naming the device.
    let c = on(&auto, 2)
        .unwrap()
        .on_gpu("NVIDIA A100-SXM4-80GB", Some("8.0"))
        .unwrap();
    assert_eq!(c.backend, ResolvedBackend::Xla);
    assert!(
        c.receipt().contains("compute capability 8.0"),
        "{}",
        c.receipt()
    );
    let hopper = on(&auto, 2)
        .unwrap()
        .on_gpu("NVIDIA H200", Some("9.0"))
        .unwrap();
    assert_eq!(hopper.backend, ResolvedBackend::MosaicGpu);
    let asked = small_config("mosaic-gpu");
    let e = on(&asked, 2)
        .unwrap()
        .on_gpu("NVIDIA A100-SXM4-80GB", Some("8.0"))
        .unwrap_err()
        .to_string();
    assert_eq!(
        e,
        "attention backend \"mosaic-gpu\" needs an NVIDIA Hopper GPU (compute capability 9.x: \
         H100, H200, GH200; its kernels are built for sm_90a), but the device is NVIDIA \
         A100-SXM4-80GB (compute capability 8.0); use --attention xla or auto"
    );
    // Off CUDA auto is never Mosaic GPU.
    let cpu = AttentionChoice::resolve(&auto, Platform::Cpu, &[2]).unwrap();
    assert_eq!(cpu.backend, ResolvedBackend::Xla);
    assert_eq!(
        AttentionChoice::resolve(&auto, Platform::Tpu, &[2])
            .unwrap()
            .backend,
        ResolvedBackend::Xla,
        "no TPU kernel for this shape either"
    );
    let _ = AttentionBackend::MosaicGpu;
}

/// The whole A sublayer of `cfg` in bf16 on `rows` rows, one layer of window `window`, on the
/// Mosaic GPU kernels (`fused`) or the XLA core ([`sublayer_common::a_sublayer_program`]).
fn a_sublayer_program(cfg: &NamConfig, rows: i64, window: Option<usize>, fused: bool) -> String {
    let mesh = Mesh::SINGLE;
    sublayer_common::a_sublayer_program(cfg, rows, window, DType::BF16, |b, _| match fused {
        true => AttentionCore::MosaicGpu {
            kernels: MosaicGpuAttention::new(b),
            mesh,
        },
        false => AttentionCore::Xla { mesh, chunk: None },
    })
}

/// The CUDA plugin's client, or `None` (and a line saying why) where there is no NVIDIA GPU or
/// no CUDA plugin: this machine and CI.
fn cuda_client() -> Option<Client> {
    let plugin = match Plugin::load("cuda") {
        Ok(p) => p,
        Err(e) => {
            println!("skipped: no CUDA plugin and GPU here ({e})");
            return None;
        }
    };
    Some(Client::new(plugin, &ClientOptions::cuda().unwrap()).unwrap())
}

/// Runs both programs on the GPU and compares each output, relative to its largest magnitude.
fn compare_on_gpu(client: &Client, cfg: &NamConfig, rows: i64, window: Option<usize>) {
    let m = &cfg.model;
    let (t, d) = (m.seq_len as i64, m.d_model as i64);
    let (h, kh, dh) = (m.n_head() as i64, m.n_kv_head() as i64, m.head_dim() as i64);
    let n = |dims: &[i64]| dims.iter().product::<i64>() as usize;
    let (qkv, o) = ([d, (h + 2 * kh) * dh], [h * dh, d]);
    let args = [
        HostTensor::from_f32(&[rows, t, d], &uniform_f32(n(&[rows, t, d]), 1, 1.0)).unwrap(),
        HostTensor::from_f32(&qkv, &uniform_f32(n(&qkv), 2, 0.1)).unwrap(),
        HostTensor::from_f32(&o, &uniform_f32(n(&o), 3, 0.05)).unwrap(),
        HostTensor::from_i32(&[rows, t], &documents(rows, t)).unwrap(),
        HostTensor::from_f32(&[rows, t, d], &uniform_f32(n(&[rows, t, d]), 4, 1.0)).unwrap(),
    ];
    let run = |fused: bool| -> Vec<Vec<f32>> {
        let text = a_sublayer_program(cfg, rows, window, fused);
        client
            .compile(&text, &CompileOptions::single_device())
            .unwrap()
            .execute_host(&args)
            .unwrap()
            .iter()
            .map(|o| o.to_f32().unwrap())
            .collect()
    };
    let (xla, fused) = (run(false), run(true));
    for (i, name) in ["out", "dx", "dw_qkv", "dw_o"].iter().enumerate() {
        let e = max_rel_err(&fused[i], &xla[i]);
        println!(
            "{rows}x{t} {h}:{kh} heads of {dh}, window {window:?}: {name} max difference {e:.2e} \
             of its largest magnitude"
        );
        // Both cores round q, k, v and the probabilities to bf16 (8 significant bits: 3.9e-3
        // per rounding); they differ in where and how often.
        assert!(e < 2e-2, "{name}: the cores differ by {e:.2e}");
    }
}

#[test]
fn on_a_gpu_the_a_sublayer_on_mosaic_gpu_matches_the_xla_core_with_gradients() {
    let Some(client) = cuda_client() else {
        return;
    };
    let small = small_config("mosaic-gpu");
    for window in [Some(128), None] {
        compare_on_gpu(&client, &small, 2, window);
    }
    // nam12-dense's shape, the kernel the GPU check trains with: 16 rows of 4,096 tokens.
    let v = GpuVariant::by_name("nam12d_b16").unwrap();
    let text = nam::presets::preset("nam12-dense").unwrap();
    let dense = NamConfig::from_toml_str(text).unwrap();
    assert_eq!(
        (dense.model.n_head() as i64, dense.model.head_dim() as i64),
        (v.heads, v.head_dim)
    );
    for window in [Some(2048), None] {
        compare_on_gpu(&client, &dense, v.batch, window);
    }
}
