//! A whole NAM training step with `[model] moe_kernel = "grouped"` compiles deviceless on libtpu
//! for `v6e:2x4` (issue 44, item 1, at CI size): a small `AE` config whose E sublayers have a
//! grouped-matmul artifact (`gmm_small`: 8 SwiGLU experts of 192 on d_model 256, 2 048 copies
//! per chip, bf16), scanned layer groups, on one chip with 2 rows of 512 (1 024 tokens, top 2)
//! and on a data = 8 mesh with 2 rows per chip (each chip sorts its own copies and runs the
//! kernels inside a manual computation), each with the same signature as the step on the
//! capacity path. The same step on the routed kernels (the kernels that gather their own rows and
//! sum each token's choices in VMEM, `gmm_small`'s routed functions) with the capacity path's
//! drops — what `moe_kernel = "auto"`, the default, resolves to here — splices each of its five
//! functions once, has the same signature, and compiles on the data = 8 mesh (its one-chip twin,
//! and the dropless `routed`, are checked on the CPU plugin by `moe_backends`). Prints compile
//! times and the per-chip memory plan.
//!
//! This binary is its own deviceless worker (no test harness: `main` first serves worker
//! requests), so libtpu only loads in a sandboxed child without network.

use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::moe::MoeBackend;
use nam::graph::step::step_program;
use nam::mesh::Mesh;
use nam::{NamConfig, Platform};
use pjrt::{CompileOptions, DevicelessCompiler};
use test_support::compile_deviceless;

const CONFIG: &str = "[model]\ndepth = 4\npattern = \"AE\"\nd_model = 256\nvocab_size = 512\n\
                      seq_len = 512\nn_head = 4\nn_kv_head = 2\nhead_dim = 64\nn_routed = 8\n\
                      top_k = 2\nexpert_hidden = 192\nexpert_activation = \"swiglu\"\n\
                      n_shared = 1\nattention = \"xla\"\nmoe_kernel = \"grouped\"\n\
                      [precision]\ncompute_dtype = \"bf16\"\n";

fn main() {
    pjrt::worker::run_worker_if_requested();
    let Ok(libtpu) = pjrt::locate::resolve_plugin("tpu") else {
        println!("moe_grouped_deviceless: libtpu not installed (run ./scripts/setup.sh); skipped");
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
        (Mesh::new(8, 1, 1, false), 16, CompileOptions::spmd(8)),
    ] {
        let mut cfg = cfg.clone();
        cfg.mesh = mesh;
        let grouped = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, Platform::Tpu).unwrap();
        assert_eq!(grouped.moe, MoeBackend::Grouped { interpret: false });
        let mut signatures = Vec::new();
        // `auto` as a trainer of this step's rows resolves it.
        let mut auto = cfg.clone();
        auto.model.moe_kernel = nam::config::MoeKernel::Auto;
        auto.train.batch_size = rows;
        auto.train.micro_batches = 1;
        let routed = ForwardOptions::for_platform(&auto, LayerLoop::Scan, Platform::Tpu).unwrap();
        assert_eq!(
            routed.moe,
            MoeBackend::Routed {
                interpret: false,
                capacity: true
            }
        );
        for opts in [
            ForwardOptions {
                moe: MoeBackend::Capacity,
                ..grouped
            },
            grouped,
            routed,
        ] {
            let program = step_program(&cfg, &layout, rows, &opts).unwrap();
            let text = &program.text;
            let spliced = opts.moe != MoeBackend::Capacity;
            assert_eq!(text.contains("tpu_custom_call"), spliced);
            if opts.moe == routed.moe {
                for f in [
                    "gate_up_fwd",
                    "gate_up_dw",
                    "gate_up_dx",
                    "down_combine",
                    "down_combine_grad",
                ] {
                    let def = format!("func.func private @namtrain_gmm_small_routed_{f}(");
                    assert_eq!(text.matches(&def).count(), 1, "{def} spliced once");
                }
                if !mesh.is_single() {
                    let what = format!("routed E step with drops, {mesh} ({rows} x 512 tokens)");
                    compile_deviceless(&compiler, &what, text, &options);
                }
            } else if spliced {
                for k in [
                    "gate_up_fwd",
                    "gate_up_dlhs",
                    "gate_up_dw",
                    "down_fwd",
                    "down_dlhs",
                    "down_dw",
                ] {
                    let def = format!("func.func private @namtrain_gmm_small_{k}(");
                    assert_eq!(text.matches(&def).count(), 1, "{def} spliced once");
                }
                let what = format!("grouped E step, {mesh} ({rows} x 512 tokens)");
                compile_deviceless(&compiler, &what, text, &options);
            }
            // The twin's step (the capacity path, as in every preset's step compiled
            // deviceless in crates/plan/tests/deviceless_presets.rs) is checked by its
            // signature only.
            signatures.push(program.signature);
        }
        // One signature (names, types, shapes, shardings, donations), two expert
        // implementations: the same arguments reach the chip.
        assert_eq!(signatures[0], signatures[1]);
        assert_eq!(signatures[0], signatures[2]);
    }
    println!("moe_grouped_deviceless: all programs compiled");
}
