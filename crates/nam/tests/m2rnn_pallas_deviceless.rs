//! A whole NAM training step with `[model] m2rnn_kernel = "pallas"` compiles deviceless on
//! libtpu for `v6e:2x4` (issue 55, item 2, at CI size): a small `AR` config whose R sublayers
//! have an M2RNN artifact (`m2rnn_small_b1`: 8 heads, keys 64, values 16, rows of 256 in chunks
//! of 16), scanned layer groups, on one chip with 2 rows (the one-row kernel applied row by row)
//! and on a data = 8 mesh with one row per chip (each chip's kernel inside a manual
//! computation), each with the same signature as the step with the scan, and the forward kernel
//! called once per step in the rematerialising layer scan (its outputs kept for the backward).
//! Prints compile times and the per-chip memory plan.
//!
//! This binary is its own deviceless worker (no test harness: `main` first serves worker
//! requests), so libtpu only loads in a sandboxed child without network.

use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::m2rnn::M2rnnBackend;
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use nam::mesh::Mesh;
use nam::{NamConfig, Platform};
use pjrt::{CompileOptions, DevicelessCompiler};
use test_support::compile_deviceless;

const CONFIG: &str = "[model]\ndepth = 2\npattern = \"AR\"\nd_model = 256\nvocab_size = 512\n\
                      seq_len = 256\nn_head = 4\nn_kv_head = 2\nhead_dim = 64\nr_heads = 8\n\
                      r_k_head = 64\nr_v_head = 16\nattention = \"xla\"\n\
                      m2rnn_kernel = \"pallas\"\n[precision]\ncompute_dtype = \"bf16\"\n";

fn main() {
    pjrt::worker::run_worker_if_requested();
    let Ok(libtpu) = pjrt::locate::resolve_plugin("tpu") else {
        println!("m2rnn_pallas_deviceless: libtpu not installed (run ./scripts/setup.sh); skipped");
        return;
    };
    let compiler = DevicelessCompiler::new(libtpu, "v6e:2x4")
        .unwrap()
        .with_worker(std::env::current_exe().unwrap());
    let cfg = NamConfig::from_toml_str(CONFIG).unwrap();
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    for (mesh, rows, options) in [
        (Mesh::SINGLE, 2, CompileOptions::single_device()),
        (Mesh::new(8, 1, 1, false), 8, CompileOptions::spmd(8)),
    ] {
        let mut cfg = cfg.clone();
        cfg.mesh = mesh;
        let pallas = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Tpu).unwrap();
        assert_eq!(pallas.m2rnn, M2rnnBackend::Pallas { interpret: false });
        let mut signatures = Vec::new();
        for opts in [pallas.with_m2rnn(M2rnnBackend::Xla), pallas] {
            let program = step_program(&cfg, &layout, rows, &opts).unwrap();
            let text = &program.text;
            let spliced = opts.m2rnn != M2rnnBackend::Xla;
            assert_eq!(text.contains("tpu_custom_call"), spliced);
            if spliced {
                for f in ["fwd", "bwd"] {
                    let def = format!("func.func private @namtrain_m2rnn_small_b1_{f}(");
                    assert_eq!(text.matches(&def).count(), 1, "{def} spliced once");
                }
                // The layer scan rematerialises (`[precision] remat`, the default), and the
                // kernel's y and states are kept for its backward: one forward call site (the
                // forward pass's), not a second in the backward's recomputation.
                assert!(cfg.precision.remat);
                let calls = |f: &str| {
                    text.matches(&format!("@namtrain_m2rnn_small_b1_{f}}}"))
                        .count()
                };
                assert_eq!(calls("fwd"), 1, "the forward kernel called once");
                assert_eq!(calls("bwd"), 1, "the backward kernel called once");
                let what = format!("pallas M2RNN step, {mesh} ({rows} x 256 tokens)");
                compile_deviceless(&compiler, &what, text, &options);
            }
            // The twin's step (the XLA formulation, as every preset's step compiled deviceless
            // in crates/plan/tests/deviceless_presets.rs) is checked by its signature only.
            signatures.push(program.signature);
        }
        // One signature (names, types, shapes, shardings, donations), two M2RNN
        // implementations: the same arguments reach the chip.
        assert_eq!(signatures[0], signatures[1]);
    }
    println!("m2rnn_pallas_deviceless: all programs compiled");
}
