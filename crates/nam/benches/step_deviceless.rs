//! The mode A step programs of the full-size presets (nam12, nam52, nam56r): built, emitted and
//! compiled deviceless for TPU `v6e:2x4` (a single-device program; meshes come with SPMD), with
//! build, emit and compile times, program size and the compiler's per-chip memory plan.
//!
//! Run: `cargo bench -p nam --bench step_deviceless` (optionally preset names as arguments; the
//! dev-profile build `cargo test -p nam --bench step_deviceless -- nam12` works too).
//! libtpu never loads in this process: this binary is its own compile worker (`main` first serves
//! worker requests), started by `pjrt::DevicelessCompiler` with `TPU_SKIP_MDS_QUERY=1` etc. and
//! under `unshare -n` where available. The layer-group scan keeps the program size independent
//! of depth, so nam52 (52 sublayers) should emit and compile within 1.2x of nam12 (12 sublayers).

use nam::NamConfig;
use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use pjrt::{CompileOptions, DevicelessCompiler};
use std::time::Instant;

/// Sequences per program: one row of `seq_len` tokens per chip.
const ROWS: usize = 1;

fn main() {
    pjrt::worker::run_worker_if_requested();
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with("--"))
        .collect();
    let presets: Vec<&str> = if args.is_empty() {
        vec!["nam12-dense", "nam12", "nam52", "nam56r"]
    } else {
        args.iter().map(String::as_str).collect()
    };
    let libtpu = match pjrt::locate::resolve_plugin("tpu") {
        Ok(p) => Some(p),
        Err(e) => {
            println!("libtpu not found ({e}); build and emit only");
            None
        }
    };
    println!(
        "| preset | build+grad+emit s | text MiB | v6e:2x4 compile s | args GiB | temp GiB | peak GiB |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    for name in presets {
        let cfg = NamConfig::from_toml_str(nam::presets::preset(name).expect("a preset name"))
            .expect("presets are valid");
        let layout = state_layout(&cfg.model, LayerLoop::Scan)
            .with_dtype(dtype_of(cfg.precision.param_dtype));
        let t0 = Instant::now();
        let prog = match step_program(
            &cfg,
            &layout,
            ROWS,
            &ForwardOptions::new(&cfg, LayerLoop::Scan),
        ) {
            Ok(p) => p,
            Err(e) => {
                println!("| {name} | build failed: {e} |");
                continue;
            }
        };
        let built = t0.elapsed().as_secs_f64();
        let mib = prog.text.len() as f64 / (1 << 20) as f64;
        let Some(libtpu) = &libtpu else {
            println!("| {name} | {built:.1} | {mib:.2} | - | - | - | - |");
            continue;
        };
        let compiler = DevicelessCompiler::new(libtpu, "v6e:2x4")
            .expect("a valid topology")
            .with_worker(std::env::current_exe().expect("own path"));
        let t1 = Instant::now();
        match compiler.compile(&prog.text, &CompileOptions::single_device()) {
            Ok(r) => {
                let gib = |b: i64| b as f64 / (1u64 << 30) as f64;
                let m = &r.memory_stats;
                println!(
                    "| {name} | {built:.1} | {mib:.2} | {:.1} | {:.2} | {:.2} | {:.2} |",
                    t1.elapsed().as_secs_f64(),
                    gib(m.argument_size_in_bytes),
                    gib(m.temp_size_in_bytes),
                    gib(m.peak_memory_in_bytes),
                );
            }
            Err(e) => {
                let msg = e.to_string();
                println!(
                    "| {name} | {built:.1} | {mib:.2} | FAILED after {:.1}s: {} |",
                    t1.elapsed().as_secs_f64(),
                    &msg[..msg.len().min(400)].replace('\n', " ")
                );
            }
        }
    }
}
