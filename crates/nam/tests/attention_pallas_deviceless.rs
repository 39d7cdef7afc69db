//! A whole NAM training step with `attention = "pallas"` compiles deviceless on libtpu for
//! `v6e:2x4` (issue 8, acceptance 3 at CI size): the small config whose attention shape has an
//! artifact (`small_b1`), scanned layer groups, 2 rows (the batch-1 kernel applied row by row),
//! with the same signature as the step with XLA attention; then the same step on a data 4 ×
//! model 2 mesh of the 8 chips, where each chip runs the per-device kernel (`small_b1_m2`: 2 of
//! the 4 query heads, 1 of the 2 kv heads, 2 of the 8 rows row by row) inside a manual
//! computation, forward and backward, with and without rematerialisation. Prints compile times
//! and the per-chip memory plan.
//! `namtrain plan --attention both` does the same for real configs (nam12 at seq 4096).
//!
//! This binary is its own deviceless worker (no test harness: `main` first serves worker
//! requests), so libtpu only loads in a sandboxed child without network.

use nam::graph::attention::ResolvedBackend;
use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use nam::mesh::Mesh;
use nam::{NamConfig, Platform};
use pjrt::{CompileOptions, DevicelessCompiler};
use test_support::compile_deviceless;

const CONFIG: &str = "[model]\ndepth = 4\npattern = \"AF\"\nd_model = 256\nvocab_size = 512\n\
                      seq_len = 256\nn_head = 4\nn_kv_head = 2\nhead_dim = 128\nffn_hidden = 512\n\
                      attention = \"pallas\"\n[precision]\ncompute_dtype = \"bf16\"\n";

fn main() {
    pjrt::worker::run_worker_if_requested();
    let Ok(libtpu) = pjrt::locate::resolve_plugin("tpu") else {
        println!(
            "attention_pallas_deviceless: libtpu not installed (run ./scripts/setup.sh); skipped"
        );
        return;
    };
    let compiler = DevicelessCompiler::new(libtpu, "v6e:2x4")
        .unwrap()
        .with_worker(std::env::current_exe().unwrap());
    let cfg = NamConfig::from_toml_str(CONFIG).unwrap();
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    let pallas = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Tpu).unwrap();
    assert_eq!(pallas.attention, ResolvedBackend::Pallas);
    // The XLA core's step is checked by its signature only (every preset's step with it
    // compiles deviceless in crates/plan/tests/deviceless_presets.rs).
    let xla = step_program(
        &cfg,
        &layout,
        2,
        &pallas.with_attention(ResolvedBackend::Xla),
    )
    .unwrap();
    assert!(!xla.text.contains("tpu_custom_call"));
    let step = step_program(&cfg, &layout, 2, &pallas).unwrap();
    assert!(step.text.contains("tpu_custom_call"));
    compile_deviceless(
        &compiler,
        "pallas attention step (2 x 256 tokens)",
        &step.text,
        &CompileOptions::single_device(),
    );
    // One signature (names, types, shapes, shardings, donations), two attention cores: the
    // same arguments reach the chip.
    assert_eq!(xla.signature, step.signature);

    let mut mesh_cfg = cfg.clone();
    mesh_cfg.mesh = Mesh::new(4, 1, 2, false);
    let opts = ForwardOptions::for_platform(&mesh_cfg, LayerLoop::Scan, Platform::Tpu).unwrap();
    assert_eq!(opts.attention, ResolvedBackend::Pallas);
    let mut signatures = Vec::new();
    for opts in [opts.with_attention(ResolvedBackend::Xla), opts] {
        let program = step_program(&mesh_cfg, &layout, 8, &opts).unwrap();
        let text = &program.text;
        if opts.attention == ResolvedBackend::Pallas {
            // Each chip's piece of a [8, 256, 4, 128] operand: 8 rows / 4 data shards, 4 heads /
            // 2 model shards. Entered in the scanned layer body by q in the forward, and in the
            // backward by q, out and out's cotangent for the backward kernel (the kernel's rule
            // sits outside the manual computations). The forward kernel's outputs are kept for
            // the backward pass, so the rematerialised forward does not run the kernel again.
            assert!(mesh_cfg.precision.remat);
            let enter_q = "\"SPMDFullToShardShape\", has_side_effect = false, mhlo.sharding = \
                           \"{manual}\"} : (tensor<8x256x4x128xbf16>) -> tensor<2x256x2x128xbf16>";
            assert_eq!(text.matches(enter_q).count(), 4, "{text}");
            assert_eq!(
                text.matches("callee = @namtrain_small_b1_m2_fwd}").count(),
                1
            );
            assert_eq!(
                text.matches("callee = @namtrain_small_b1_m2_bwd}").count(),
                1
            );
            assert!(text.contains("func.func private @namtrain_small_b1_m2_fwd("));
            assert!(text.contains("func.func private @namtrain_small_b1_m2_bwd("));
            compile_deviceless(
                &compiler,
                "pallas attention step, data 4 x model 2 (8 x 256 tokens)",
                text,
                &CompileOptions::spmd(8),
            );
        }
        signatures.push(program.signature);
    }
    assert_eq!(signatures[0], signatures[1]);

    // Without rematerialisation the layer loop stacks what the kernels' rule reads for the
    // backward pass: the full tensors outside the manual computations. (When the rule read the
    // per-device pieces, libtpu 0.0.52's sharding propagation aborted on the stacked pieces:
    // `Check failed: !operand->sharding().IsManual()`.)
    let mut stacked = mesh_cfg.clone();
    stacked.precision.remat = false;
    let opts = ForwardOptions::for_platform(&stacked, LayerLoop::Scan, Platform::Tpu).unwrap();
    assert_eq!(opts.attention, ResolvedBackend::Pallas);
    let text = step_program(&stacked, &layout, 8, &opts).unwrap().text;
    compile_deviceless(
        &compiler,
        "pallas attention step without remat, data 4 x model 2 (8 x 256 tokens)",
        &text,
        &CompileOptions::spmd(8),
    );

    // Windows that change from group to group (L, G, L, G over 4 `AF` groups): the kernels bake
    // their window in, so the scan runs 2 groups per iteration, each attention layer of the body
    // with its own kernel (`small_b1_w128`, then `small_b1`), each spliced once.
    let windowed = NamConfig::from_toml_str(&CONFIG.replace(
        "depth = 4\n",
        "depth = 8\nwindow_pattern = \"LG\"\nwindow = 128\n",
    ))
    .unwrap();
    let layout = state_layout(&windowed.model, LayerLoop::Scan)
        .with_dtype(dtype_of(windowed.precision.param_dtype));
    assert_eq!(layout.groups, 4);
    let opts = ForwardOptions::for_platform(&windowed, LayerLoop::Scan, Platform::Tpu).unwrap();
    assert_eq!(opts.attention, ResolvedBackend::Pallas);
    let text = step_program(&windowed, &layout, 2, &opts).unwrap().text;
    for f in ["namtrain_small_b1_w128_fwd", "namtrain_small_b1_fwd"] {
        assert_eq!(
            text.matches(&format!("func.func private @{f}(")).count(),
            1,
            "{f}"
        );
    }
    compile_deviceless(
        &compiler,
        "pallas attention step, windows L, G, L, G (2 groups per scan iteration)",
        &text,
        &CompileOptions::single_device(),
    );
    println!("attention_pallas_deviceless: single-device, mesh and windowed steps compiled");
}
