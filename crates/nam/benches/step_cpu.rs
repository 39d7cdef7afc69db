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
    let mut rates: Vec<(DType, f64)> = Vec::new();
    println!(
        "| preset | rows x seq | compute | matmul GFLOP/s | compile s | step s (median of {steps}) | tokens/s | model GFLOP/token | achieved GFLOP/s | MFU |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
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
        let (compile_s, step_s) = step_seconds(&client, &cfg, rows, steps);
        let tokens = (rows * seq) as f64;
        let per_token = nam::counting::flops_per_token(&cfg.model).total();
        let achieved = per_token * tokens / step_s;
        println!(
            "| {name} | {rows} x {seq} | {compute:?} | {:.1} | {compile_s:.1} | {step_s:.3} | {:.0} | {:.3} | {:.1} | {:.1}% |",
            rate / 1e9,
            tokens / step_s,
            per_token / 1e9,
            achieved / 1e9,
            100.0 * achieved / rate
        );
    }
}

/// FLOP/s of the plugin on a large matmul with operands in `compute` and an f32 result.
fn matmul_rate(client: &Client, compute: DType) -> f64 {
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
    let mut best = f64::INFINITY;
    for _ in 0..5 {
        let t = Instant::now();
        let out = exe.execute(&[vec![&a, &c]]).unwrap();
        out[0][0].to_host().unwrap();
        best = best.min(t.elapsed().as_secs_f64());
    }
    2.0 * (n as f64).powi(3) / best
}

/// Compile seconds and median step seconds of `cfg`'s mode A step on `rows` rows.
fn step_seconds(client: &Client, cfg: &NamConfig, rows: usize, steps: usize) -> (f64, f64) {
    let (layout, mut state) = initial_state(client, &cfg.model, 0);
    let t0 = Instant::now();
    let prog = step_program(cfg, &layout, rows, &ForwardOptions::new(cfg, LOOP))
        .expect("the step builds");
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
        let t = Instant::now();
        run_named(client, &exe, &prog.signature, &mut state, &host);
        // The loss is read back, as a trainer does every step.
        let loss = scalar(&state, "loss");
        let s = t.elapsed().as_secs_f64();
        assert!(loss.is_finite(), "step {step}: loss {loss}");
        if step > 0 {
            times.push(s);
        }
    }
    times.sort_by(f64::total_cmp);
    (compile_s, times[times.len() / 2])
}
