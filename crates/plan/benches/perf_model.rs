//! The performance model ([`plan::perf`]) against measurement on the CPU plugin: predicted
//! (best estimate and both bounds) vs measured step time, side by side in one run.
//!
//! The CPU entry is measured first ([`plan::perf::measure_cpu`]: the plugin's own matmul,
//! memory, `exp`, elementwise and op-dispatch rates), and each program's dots are timed at their
//! own shapes, as `namtrain plan --plugin cpu` does. Each case builds the programs the trainer compiles for its config
//! and mesh ([`train::programs::trainer_programs`]), compiles them on a CPU client with that many
//! devices, reads each one's op costs from its optimized program and predicts a step; then it
//! times the same executable: fresh zero-filled inputs per run (uploaded outside the timed
//! region, so donation behaves as in training), one warm-up, the median of `RUNS` executions.
//! Measured is device time of the step's programs only; the trainer's host work is not in it.
//!
//! Run: `cargo bench -p namtrain-plan --bench perf_model [-- RUNS]`. `PERF_MODEL_CASE=text`
//! runs only the cases whose label contains `text` (to profile one, say).

use std::path::Path;
use std::time::Instant;

use nam::NamConfig;
use nam::graph::attention::AttentionChoice;
use nam::graph::layout::LayerLoop;
use pjrt::{Client, HostTensor};
use plan::cost::ProgramCost;
use plan::layer_scan_trips;
use plan::perf::{Chip, estimate_program, measure_cpu, op_seconds, step_estimate};
use train::programs::{trainer_layout, trainer_programs};

/// A dense model at nam-tiny's scale: 4 layers of A F, d 512, no MTP.
const DENSE: &str = "[model]\ndepth = 4\npattern = \"AF\"\nd_model = 512\nvocab_size = 4096\n\
    seq_len = 256\nn_head = 8\nn_kv_head = 4\nhead_dim = 64\nactivation = \"relu2\"\n\
    ffn_hidden = 2048\nmtp_depth = 0\n[precision]\nparam_dtype = \"f32\"\n\
    compute_dtype = \"f32\"\nremat = false\n[train]\nbatch_size = 8\n";

/// A recurrent model: 2 layers of A R, d 256, 512 positions (the R sublayer's scan runs once
/// per position, forward and backward: the loop iterations the `loops` term prices).
const RECURRENT: &str = "[model]\ndepth = 2\npattern = \"AR\"\nd_model = 256\nvocab_size = 4096\n\
    seq_len = 512\nn_head = 4\nn_kv_head = 2\nhead_dim = 64\nr_heads = 4\nr_k_head = 32\n\
    r_v_head = 32\nmtp_depth = 0\n[precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\n\
    [train]\nbatch_size = 4\n";

fn main() {
    let runs: usize = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with("--"))
        .and_then(|a| a.parse().ok())
        .unwrap_or(5);
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let tiny = std::fs::read_to_string(repo.join("configs/nam-tiny.toml")).unwrap();
    let cases: Vec<(&str, String)> = vec![
        ("nam-tiny, one device", tiny.clone()),
        ("dense d512 x4, one device", DENSE.to_string()),
        (
            "nam-tiny, data=8 fsdp",
            format!("{tiny}\n[mesh]\ndata = 8\nfsdp = true\n"),
        ),
        (
            "nam-tiny, data=4 model=2",
            format!("{tiny}\n[mesh]\ndata = 4\nmodel = 2\n"),
        ),
        (
            "dense d512 x4, data=8",
            format!("{DENSE}\n[mesh]\ndata = 8\n"),
        ),
        ("recurrent AR d256, one device", RECURRENT.to_string()),
    ];
    let probe = Client::cpu(1).unwrap();
    let chip = measure_cpu(&probe).unwrap();
    println!("CPU entry: {}", chip.source);
    println!(
        "\n| case | measured s | best estimate s (ratio) | no overlap s | perfect overlap s | \
         bound by | best, dots at peak s (ratio) |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- |");
    let only = std::env::var("PERF_MODEL_CASE").ok();
    for (label, text) in cases {
        if only.as_deref().is_some_and(|o| !label.contains(o)) {
            continue;
        }
        let cfg = NamConfig::from_toml_str(&text).unwrap();
        let (at_peak, predicted, measured) = case(&cfg, &chip, &probe, runs);
        let best = predicted.best_s();
        println!(
            "| {label} | {measured:.3} | {best:.3} ({:.2}x) | {:.3} | {:.3} | {} | {:.3} ({:.2}x) |",
            best / measured,
            predicted.terms.no_overlap_s(),
            predicted.terms.perfect_overlap_s(),
            predicted.terms.bound_by(),
            at_peak.best_s(),
            at_peak.best_s() / measured
        );
        let t = &predicted.terms;
        // The part of the loops term the per-iteration cost adds (the rest is the start cost
        // of the body's ops, which the model charged before it had a loops term).
        let going_round = t.loop_iterations * chip.loop_iteration_s.unwrap_or(0.0);
        println!(
            "|   terms | compute {:.3} | memory {:.3} | transcendental {:.3} | dispatch {:.3} | \
             loops {:.3} ({:.0} iterations; without the cost per iteration: best {:.3}, {:.2}x) | \
             collectives {:.3} (exposed {:.3}) | roofline {:.3} |",
            t.compute_s,
            t.memory_s,
            t.transcendental_s,
            t.dispatch_s,
            t.loop_s,
            t.loop_iterations,
            best - going_round,
            (best - going_round) / measured,
            t.collective_total_s(),
            t.exposed_collective_s,
            t.roofline_s
        );
    }
}

/// The predicted step and the measured median seconds of its one program (Mode A).
fn case(
    cfg: &NamConfig,
    chip: &Chip,
    probe: &Client,
    runs: usize,
) -> (plan::perf::StepEstimate, plan::perf::StepEstimate, f64) {
    let devices = cfg.mesh.devices();
    let client = Client::cpu(devices).unwrap();
    let layout = trainer_layout(cfg, LayerLoop::Scan);
    let attention = AttentionChoice::for_trainer(cfg, nam::Platform::Cpu)
        .unwrap()
        .backend;
    let programs = trainer_programs(
        cfg,
        &layout,
        cfg.train.batch_size,
        1,
        LayerLoop::Scan,
        attention,
        nam::graph::mamba::SsdBackend::Xla,
    )
    .unwrap();
    let (_, _, step) = programs.into_iter().find(|(n, _, _)| *n == "step").unwrap();
    let options = train::mesh::compile_options(&cfg.mesh, 0..);
    let exe = client.compile(&step.text, &options).unwrap();
    let cost =
        ProgramCost::from_executable(exe.executable(), layer_scan_trips(cfg, &layout, attention))
            .unwrap();
    let estimate = estimate_program(&cost, chip, &cfg.mesh);
    let with_dots = chip.with_measured_dots(probe, [&cost]).unwrap();
    let shaped = estimate_program(&cost, &with_dots, &cfg.mesh);
    if std::env::var_os("PERF_MODEL_TOP").is_some() {
        let mut ops: Vec<_> = cost.ops.iter().filter(|o| o.collective.is_none()).collect();
        // Per run of the program, as the estimate with measured dots counts it.
        let t = |o: &plan::cost::OpCost| {
            o.runs as f64 * op_seconds(o, &with_dots, &cfg.mesh).roofline()
        };
        ops.sort_by(|a, b| t(b).total_cmp(&t(a)));
        let mut hist = std::collections::BTreeMap::<String, (f64, f64, usize)>::new();
        for o in &cost.ops {
            let e = hist.entry(o.opcode.clone()).or_default();
            e.0 += t(o);
            e.1 += o.runs as f64 * o.bytes;
            e.2 += o.runs as usize;
        }
        eprintln!("  loops: {:?}", cost.loops);
        for (k, (s, b, n)) in &hist {
            eprintln!("  opcode {k}: {s:.4} s, {:.1} MB, {n} runs", b / 1e6);
        }
        for o in ops.iter().take(12) {
            eprintln!(
                "  {} {} x{}: {:.1} MFLOP {:.2} MB -> {:.4} s",
                o.opcode,
                o.name,
                o.runs,
                o.total_flops() / 1e6,
                o.bytes / 1e6,
                t(o)
            );
        }
    }
    let tokens = (cfg.train.batch_size * cfg.model.seq_len) as u64;
    let predicted =
        step_estimate(&[("step", estimate)], 1, &cfg.model, tokens, devices, chip).unwrap();
    let shaped = step_estimate(&[("step", shaped)], 1, &cfg.model, tokens, devices, chip).unwrap();

    let params = exe
        .executable()
        .optimized_program()
        .unwrap()
        .entry_parameters()
        .unwrap();
    let mut times = Vec::new();
    for run in 0..=runs {
        let args: Vec<Vec<pjrt::Buffer>> = (0..devices)
            .map(|d| {
                params
                    .iter()
                    .map(|p| {
                        let zeros = HostTensor::zeros(p.dtype.unwrap(), &p.dims).unwrap();
                        client.buffer_from_host(&zeros, d).unwrap()
                    })
                    .collect()
            })
            .collect();
        let refs: Vec<Vec<&pjrt::Buffer>> = args.iter().map(|a| a.iter().collect()).collect();
        let start = Instant::now();
        drop(exe.execute(&refs).unwrap());
        if run > 0 {
            times.push(start.elapsed().as_secs_f64());
        }
    }
    times.sort_by(f64::total_cmp);
    (predicted, shaped, times[times.len() / 2])
}
