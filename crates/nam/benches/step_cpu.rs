//! Mode A step time on the XLA CPU plugin, and the MFU it implies against the plugin's own
//! large-matmul rate measured in the same process.
//!
//! Run: `cargo bench -p nam --bench step_cpu -- [PRESET[:ROWSxSEQ]...] [--steps N]`
//! (default: `nam-tiny` at its own batch, 8 rows of 256 tokens, and `nam12-dense` at 1 row of
//! its 4096 tokens: its 128-row batch needs far more host memory than a CI machine has).
//!
//! - **Reference rate**: an `N x N @ N x N` matmul (N = 2048) with the operands in the preset's
//!   compute dtype and the result in f32, exactly the form of the model's matmuls
//!   (`Precision::matmul`), best of several runs: `2 N^3 / seconds`.
//! - **Step time**: the step program (scanned layer groups, `[precision] remat` as configured)
//!   compiled in-process, run once to warm up, then `--steps` times with donated state; the
//!   median is reported.
//! - **MFU** = `flops_per_token(model) x tokens per step / step seconds / reference rate`, with
//!   the model FLOPs of `nam::counting` (6 x active matmul weights, attention, recurrences):
//!   the usual model-FLOPs convention, so rematerialisation's extra forward is not counted.
//! - Both in wall time and in this process's CPU time (user + system, `/proc/self/stat`): on a
//!   busy shared machine the wall-time rates are what a user sees, the CPU-time MFU is the
//!   program's efficiency independent of the other load.

#[path = "../tests/step_common/mod.rs"]
mod step_common;

use std::time::Instant;

use nam::NamConfig;
use nam::graph::layout::dtype_of;
use nam::graph::model::ForwardOptions;
use nam::graph::step::{LearningRates, step_program};
use pjrt::{Client, CompileOptions, HostTensor};
use step_common::*;
use xla_hlo::{Builder, DType, DotDims};

/// Wall and CPU seconds of one measurement.
#[derive(Debug, Clone, Copy)]
struct Seconds {
    wall: f64,
    cpu: f64,
}

/// CPU seconds (user + system) of this process so far: fields 14 and 15 of `/proc/self/stat`,
/// in the kernel's fixed 100 Hz `USER_HZ` ticks (0 where /proc is unavailable).
fn cpu_seconds() -> f64 {
    let ticks = || -> Option<f64> {
        let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
        let rest = &stat[stat.rfind(')')? + 2..];
        let f: Vec<&str> = rest.split(' ').collect();
        Some(f.get(11)?.parse::<f64>().ok()? + f.get(12)?.parse::<f64>().ok()?)
    };
    ticks().unwrap_or(0.0) / 100.0
}

/// Times `f`.
fn timed<T>(f: impl FnOnce() -> T) -> (T, Seconds) {
    let (t, c) = (Instant::now(), cpu_seconds());
    let out = f();
    let s = Seconds {
        wall: t.elapsed().as_secs_f64(),
        cpu: cpu_seconds() - c,
    };
    (out, s)
}

/// Side of the reference matmul.
const MATMUL_N: i64 = 2048;

fn main() {
    let mut runs: Vec<(String, Option<(usize, usize)>)> = Vec::new();
    let mut steps = 3usize;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--steps" => steps = args.next().and_then(|v| v.parse().ok()).expect("--steps N"),
            a if a.starts_with("--") => {}
            a => {
                let (name, shape) = match a.split_once(':') {
                    Some((n, s)) => {
                        let (r, t) = s.split_once('x').expect("PRESET:ROWSxSEQ");
                        (n, Some((r.parse().unwrap(), t.parse().unwrap())))
                    }
                    None => (a, None),
                };
                runs.push((name.to_string(), shape));
            }
        }
    }
    if runs.is_empty() {
        runs = vec![
            ("nam-tiny".into(), None),
            ("nam12-dense".into(), Some((1, 4096))),
        ];
    }
    let client = cpu();
    println!(
        "XLA CPU plugin, {} host threads available",
        std::thread::available_parallelism().map_or(0, |n| n.get())
    );
    let mut rates: Vec<(DType, Rates)> = Vec::new();
    println!(
        "| preset | rows x seq | compute | matmul GFLOP/s (per cpu s) | compile s | step s (cpu s), median of {steps} | tokens/s | model GFLOP/token | achieved GFLOP/s | MFU | MFU by cpu time |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    for (name, shape) in runs {
        let mut cfg = NamConfig::from_toml_str(nam::presets::preset(&name).expect("a preset"))
            .expect("presets are valid");
        let (rows, seq) = shape.unwrap_or((cfg.train.batch_size, cfg.model.seq_len));
        cfg.model.seq_len = seq;
        cfg.validate().expect("the shape keeps the config valid");
        let compute = dtype_of(cfg.precision.compute_dtype);
        let rate = match rates.iter().find(|(d, _)| *d == compute) {
            Some((_, r)) => *r,
            None => {
                let r = matmul_rate(&client, compute);
                rates.push((compute, r));
                r
            }
        };
        let (compile_s, step) = step_seconds(&client, &cfg, rows, steps);
        let tokens = (rows * seq) as f64;
        let per_token = nam::counting::flops_per_token(&cfg.model).total();
        let achieved = per_token * tokens / step.wall;
        let achieved_cpu = per_token * tokens / step.cpu;
        println!(
            "| {name} | {rows} x {seq} | {compute:?} | {:.1} ({:.1}) | {compile_s:.1} | {:.3} ({:.3}) | {:.0} | {:.4} | {:.2} | {:.1}% | {:.1}% |",
            rate.wall / 1e9,
            rate.cpu / 1e9,
            step.wall,
            step.cpu,
            tokens / step.wall,
            per_token / 1e9,
            achieved / 1e9,
            100.0 * achieved / rate.wall,
            100.0 * achieved_cpu / rate.cpu,
        );
    }
}

/// FLOPs per wall second (best run) and per CPU second (all runs) of a large matmul.
#[derive(Debug, Clone, Copy)]
struct Rates {
    wall: f64,
    cpu: f64,
}

/// The plugin's rate on a large matmul with operands in `compute` and an f32 result.
fn matmul_rate(client: &Client, compute: DType) -> Rates {
    let n = MATMUL_N;
    let b = Builder::new();
    // f32 inputs cast in the program, as the model casts its f32 parameters (n^2 converts
    // against n^3 multiply-adds).
    let x = b.param(DType::F32, &[n, n]).convert(compute);
    let w = b.param(DType::F32, &[n, n]).convert(compute);
    let y = x.dot_general_to(&w, &DotDims::matmul(), DType::F32);
    let text = b.emit(&[&y]).expect("the matmul emits");
    let exe = client
        .compile(&text, &CompileOptions::single_device())
        .expect("the matmul compiles");
    let values: Vec<f32> = (0..n * n).map(|i| ((i % 7) as f32 - 3.0) * 0.01).collect();
    let host = HostTensor::from_f32(&[n, n], &values).unwrap();
    let a = client.buffer_from_host(&host, 0).unwrap();
    let c = client.buffer_from_host(&host, 0).unwrap();
    let flops = 2.0 * (n as f64).powi(3);
    let runs = 5;
    let (best, cpu) = (0..runs)
        .map(|_| {
            timed(|| {
                let out = exe.execute(&[vec![&a, &c]]).unwrap();
                out[0][0].to_host().unwrap();
            })
            .1
        })
        .fold((f64::INFINITY, 0.0), |(b, c), s| (b.min(s.wall), c + s.cpu));
    Rates {
        wall: flops / best,
        cpu: flops * runs as f64 / cpu,
    }
}

/// Compile seconds and median step seconds (wall and CPU) of `cfg`'s mode A step on `rows` rows.
fn step_seconds(client: &Client, cfg: &NamConfig, rows: usize, steps: usize) -> (f64, Seconds) {
    let (layout, mut state) = initial_state(client, &cfg.model, 0);
    let t0 = Instant::now();
    let prog =
        step_program(cfg, &layout, rows, &ForwardOptions::new(cfg, LOOP)).expect("the step builds");
    let exe = compile(client, &prog.text);
    let compile_s = t0.elapsed().as_secs_f64();
    let batch = HostBatch::random(
        &mut Rng::new(1),
        rows,
        cfg.model.seq_len,
        cfg.model.vocab_size,
        0,
    );
    let mut times = Vec::new();
    for step in 0..=steps {
        let mut host = batch.named();
        host.extend(update_inputs(step, &LearningRates::at(cfg, step)));
        // The loss is read back, as a trainer does every step.
        let (loss, s) = timed(|| {
            run_named(client, &exe, &prog.signature, &mut state, &host);
            scalar(&state, "loss")
        });
        assert!(loss.is_finite(), "step {step}: loss {loss}");
        if step > 0 {
            times.push(s);
        }
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let step = Seconds {
        wall: median(times.iter().map(|s| s.wall).collect()),
        cpu: median(times.iter().map(|s| s.cpu).collect()),
    };
    (compile_s, step)
}
