//! A whole NAM training step with `[model] ssd_kernel = "pallas"` compiles deviceless on libtpu
//! for `v6e:2x4` (issue 44, item 2, at CI size): a small `AM` config whose M sublayers have an
//! SSD artifact (`ssd_small_b1`: 8 heads of 64, state 128, rows of 512 in chunks of 128, bf16),
//! scanned layer groups, on one chip with 2 rows (the one-row kernel applied row by row), on a
//! data = 8 mesh with one row per chip (each chip's kernel inside a manual computation) and on a
//! data 4 × model 2 mesh with 2 rows per chip (row by row inside it), each with the same
//! signature as the step with the XLA formulation. Prints compile times and the per-chip memory
//! plan.
//!
//! This binary is its own deviceless worker (no test harness: `main` first serves worker
//! requests), so libtpu only loads in a sandboxed child without network.

use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::mamba::SsdBackend;
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use nam::mesh::Mesh;
use nam::{NamConfig, Platform};
use pjrt::{CompileOptions, DevicelessCompiler};
use test_support::compile_deviceless;

const CONFIG: &str = "[model]\ndepth = 4\npattern = \"AM\"\nd_model = 256\nvocab_size = 512\n\
                      seq_len = 512\nn_head = 4\nn_kv_head = 2\nhead_dim = 64\nexpand = 2\n\
                      ssm_state = 128\nssm_head_dim = 64\nchunk = 128\nattention = \"xla\"\n\
                      ssd_kernel = \"pallas\"\n[precision]\ncompute_dtype = \"bf16\"\n\
                      ssm_activations = \"compute\"\n";

fn main() {
    pjrt::worker::run_worker_if_requested();
    let Ok(libtpu) = pjrt::locate::resolve_plugin("tpu") else {
        println!("ssd_pallas_deviceless: libtpu not installed (run ./scripts/setup.sh); skipped");
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
        // 2 rows per chip: the one-row kernel in a loop over each chip's rows inside the
        // manual computation (the CPU plugin's partitioner refuses that; libtpu's does not).
        (Mesh::new(4, 1, 2, false), 8, CompileOptions::spmd(8)),
    ] {
        let mut cfg = cfg.clone();
        cfg.mesh = mesh;
        let pallas = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Tpu).unwrap();
        assert_eq!(pallas.ssd, SsdBackend::Pallas { interpret: false });
        let mut signatures = Vec::new();
        for opts in [
            ForwardOptions {
                ssd: SsdBackend::Xla,
                ..pallas
            },
            pallas,
        ] {
            let program = step_program(&cfg, &layout, rows, &opts).unwrap();
            let text = &program.text;
            let spliced = opts.ssd != SsdBackend::Xla;
            assert_eq!(text.contains("tpu_custom_call"), spliced);
            if spliced {
                for f in ["fwd", "bwd"] {
                    let def = format!("func.func private @namtrain_ssd_small_b1_{f}(");
                    assert_eq!(text.matches(&def).count(), 1, "{def} spliced once");
                }
                let what = format!("pallas SSD step, {mesh} ({rows} x 512 tokens)");
                compile_deviceless(&compiler, &what, text, &options);
            }
            // The twin's step (the XLA formulation, as every preset's step compiled deviceless
            // in crates/plan/tests/deviceless_presets.rs) is checked by its signature only.
            signatures.push(program.signature);
        }
        // One signature (names, types, shapes, shardings, donations), two SSD
        // implementations: the same arguments reach the chip.
        assert_eq!(signatures[0], signatures[1]);
    }
    println!("ssd_pallas_deviceless: all programs compiled");
}
