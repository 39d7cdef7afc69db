//! A whole NAM training step with `attention = "pallas"` compiles deviceless on libtpu for
//! `v6e:2x4` (issue 8, acceptance 3 at CI size): the small config whose attention shape has an
//! artifact (`small_b1`), scanned layer groups, 2 rows (the batch-1 kernel applied row by row),
//! next to the same step with XLA attention. Prints compile times and the per-chip memory plan.
//! `namtrain plan --attention both` does the same for real configs (nam12 at seq 4096).
//!
//! This binary is its own deviceless worker (no test harness: `main` first serves worker
//! requests), so libtpu only loads in a sandboxed child without network.

use nam::NamConfig;
use nam::graph::attention::ResolvedBackend;
use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use pjrt::{CompileOptions, DevicelessCompiler};
use std::time::Instant;

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
    let pallas = ForwardOptions::for_platform(&cfg, LayerLoop::Scan, "tpu").unwrap();
    assert_eq!(pallas.attention, ResolvedBackend::Pallas);
    let mut args = Vec::new();
    for opts in [pallas.with_attention(ResolvedBackend::Xla), pallas] {
        let text = step_program(&cfg, &layout, 2, &opts).unwrap().text;
        assert_eq!(
            text.contains("tpu_custom_call"),
            opts.attention == ResolvedBackend::Pallas
        );
        let t0 = Instant::now();
        let r = compiler
            .compile(&text, &CompileOptions::single_device())
            .unwrap_or_else(|e| panic!("{} step: deviceless compile failed: {e}", opts.attention));
        let m = &r.memory_stats;
        println!(
            "{} attention step (2 x 256 tokens): compiled for v6e:2x4 in {:.2}s; per chip: args {} B, \
             outputs {} B, aliased {} B, temps {} B, code {} B",
            opts.attention,
            t0.elapsed().as_secs_f64(),
            m.argument_size_in_bytes,
            m.output_size_in_bytes,
            m.alias_size_in_bytes,
            m.temp_size_in_bytes,
            m.generated_code_size_in_bytes
        );
        assert!(!r.serialized_executable.is_empty());
        args.push(m.argument_size_in_bytes);
    }
    // One signature, two attention cores: the same arguments reach the chip.
    assert_eq!(args[0], args[1]);
    println!("attention_pallas_deviceless: both steps compiled");
}
