//! Decoding speed of nam-tiny on the CPU plugin, side by side in one process: **incremental**
//! (`train::generate`: a prefill, then one-token decodes from every block's kept state) against
//! **full recompute** (what `namtrain sample` did before: the whole row through the forward
//! pass for every new token, `nam::graph::sample`, one row at a time — it had no batching).
//!
//! nam-tiny's shape with `seq_len = 512` so 256 tokens fit after a 16-token prompt; its
//! initial parameters (the speed does not depend on their values), greedy, never stopping
//! early. Both methods generate the same tokens (checked: the bench's receipt that they do the
//! same work). Prints tokens per second of each at batch 1 and batch 8 and their ratio;
//! compiles are timed apart and left out of the rates.
//!
//! Run: `cargo bench -p namtrain --bench decode [-- NEW_TOKENS]` (default 256).

use nam::NamConfig;
use nam::graph::layout::LayerLoop;
use nam::graph::sample::next_token_program;
use pjrt::{Client, CompileOptions, HostTensor};
use std::time::Instant;
use train::generate::{Draws, Generator, Sampling, choose, decode_options};

const PROMPT: usize = 16;

fn main() {
    let new: usize = std::env::args()
        .skip(1)
        .find(|a| !a.starts_with('-'))
        .map_or(256, |a| a.parse().expect("NEW_TOKENS is a number"));
    let text = std::fs::read_to_string("configs/nam-tiny.toml").expect("run from the repository");
    let mut cfg = NamConfig::from_toml_str(&text).unwrap();
    cfg.model.seq_len = 512;
    assert!(PROMPT + new <= cfg.model.seq_len, "at most 496 new tokens");
    let layout = train::programs::trainer_layout(&cfg, LayerLoop::Scan);
    let params: std::collections::HashMap<String, Vec<f32>> = nam::init::init(&cfg.model, 0)
        .into_iter()
        .map(|t| (t.name, t.data))
        .collect();
    let state: Vec<HostTensor> = layout
        .entries
        .iter()
        .zip(layout.pack(|n| params.get(n).cloned()).unwrap())
        .map(|(e, v)| HostTensor::from_f32(&e.dims, &v).unwrap())
        .collect();
    let opts = decode_options(&cfg);
    let client = Client::cpu(1).expect("./scripts/setup.sh installs the CPU plugin");
    let prompt = |r: usize| -> Vec<u32> {
        (0..PROMPT)
            .map(|i| (1 + 37 * i + 11 * r) as u32 % 4096)
            .collect()
    };

    // Incremental. No token is BOS to it (u32::MAX): rows never stop before `new`.
    let mut g = Generator::new(
        &client,
        cfg.clone(),
        layout.clone(),
        &state,
        u32::MAX,
        cfg.model.vocab_size,
    )
    .unwrap();
    // Full recompute.
    let started = Instant::now();
    let program = next_token_program(&cfg, &layout, &opts).unwrap();
    let exe = client
        .compile(&program.text, &CompileOptions::single_device())
        .unwrap();
    let recompute_compile = started.elapsed().as_secs_f64();
    let state_buffers: Vec<pjrt::Buffer> = state
        .iter()
        .map(|t| client.buffer_from_host(t, 0).unwrap())
        .collect();
    let t = cfg.model.seq_len;
    let recompute = |row0: Vec<u32>| -> Vec<u32> {
        let mut row = row0;
        let mut out = Vec::new();
        let mut d = Draws::new(0, 0);
        for _ in 0..new {
            let mut padded: Vec<i32> = row.iter().map(|&x| x as i32).collect();
            padded.resize(t, 0);
            let tokens = client
                .buffer_from_host(&HostTensor::from_i32(&[1, t as i64], &padded).unwrap(), 0)
                .unwrap();
            let pos = client
                .buffer_from_host(&HostTensor::scalar_i32(row.len() as i32 - 1), 0)
                .unwrap();
            let mut inputs: Vec<&pjrt::Buffer> = state_buffers.iter().collect();
            inputs.extend([&tokens, &pos]);
            let z = exe.execute(&[inputs]).unwrap()[0][0]
                .to_host()
                .unwrap()
                .to_f32()
                .unwrap();
            let next = choose(&z, 0.0, 0, &mut d) as u32;
            out.push(next);
            row.push(next);
        }
        out
    };

    println!(
        "nam-tiny (seq_len 512), CPU plugin, {PROMPT}-token prompts, {new} new tokens, greedy"
    );
    println!(
        "{:>6} {:>22} {:>22} {:>8}",
        "batch", "incremental tokens/s", "recompute tokens/s", "ratio"
    );
    for batch in [1usize, 8] {
        let prompts: Vec<Vec<u32>> = (0..batch).map(prompt).collect();
        // Warm: compile the prefill and decode programs of this batch.
        let warm = Instant::now();
        g.prepare(batch, PROMPT, new).unwrap();
        let compile = warm.elapsed().as_secs_f64();
        let started = Instant::now();
        let inc = g
            .generate(
                &prompts,
                new,
                &Sampling::GREEDY,
                &mut |_, _| false,
                &mut |_, _| {},
            )
            .unwrap();
        let inc_s = started.elapsed().as_secs_f64();
        let started = Instant::now();
        let rec: Vec<Vec<u32>> = prompts.iter().map(|p| recompute(p.clone())).collect();
        let rec_s = started.elapsed().as_secs_f64();
        for (r, (a, b)) in inc.iter().zip(&rec).enumerate() {
            assert_eq!(
                &a.tokens, b,
                "row {r}: both methods generate the same tokens"
            );
        }
        let tokens = (batch * new) as f64;
        println!(
            "{batch:>6} {:>22.1} {:>22.1} {:>7.1}x",
            tokens / inc_s,
            tokens / rec_s,
            rec_s / inc_s
        );
        eprintln!(
            "  batch {batch}: incremental {inc_s:.2} s (+{compile:.1} s compiling), recompute {rec_s:.2} s (+{recompute_compile:.1} s compiling once)"
        );
    }
}
