//! nam-tiny learns one fixed batch: the loss falls at least 5x within 100 mode A steps on the CPU
//! plugin, with Muon (block matrices) and AdamW (embedding, head, router, norms, scalars) both
//! updating.
//!
//! Reduced nam-tiny (for CI time): the preset's widths, heads, experts, Mamba, MTP, vocabulary,
//! optimizer and schedule, but depth 4 (one `AEMF` group instead of two) and a batch of 2 rows
//! of 64 tokens instead of 8 of 256. The full preset's step takes minutes to compile on a
//! 2-core CPU; this one compiles in about a minute and runs 100 steps in seconds.

mod step_common;

use nam::NamConfig;
use nam::graph::model::ForwardOptions;
use nam::graph::step::{LearningRates, step_program};
use step_common::*;

#[test]
fn reduced_nam_tiny_overfits_one_batch_fivefold_in_100_steps() {
    let mut cfg = NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
    cfg.model.depth = 4;
    cfg.model.seq_len = 64;
    cfg.validate().unwrap();
    let client = cpu();
    let (layout, mut s) = initial_state(&client, &cfg.model, 0);
    let t0 = std::time::Instant::now();
    let prog = step_program(&cfg, &layout, 2, &ForwardOptions::new(&cfg, LOOP)).unwrap();
    let exe = compile(&client, &prog.text);
    let compiled = t0.elapsed();

    let batch = HostBatch::random(&mut Rng::new(42), 2, 64, cfg.model.vocab_size, 0);
    let muon_before = read(&s, &layout.entries[1].name);
    assert_eq!(layout.entries[1].group, nam::params::OptimizerGroup::Muon);
    let head_before = read(&s, "lm_head");
    let t1 = std::time::Instant::now();
    let mut losses = Vec::new();
    for step in 0..100 {
        let mut host = batch.named();
        host.extend(update_inputs(step, &LearningRates::at(&cfg, step)));
        run_named(&client, &exe, &prog.signature, &mut s, &host);
        losses.push(scalar(&s, "main_loss"));
    }
    println!(
        "reduced nam-tiny: compile {:.1}s, 100 steps {:.1}s, main loss {:.3} -> {:.3}",
        compiled.as_secs_f64(),
        t1.elapsed().as_secs_f64(),
        losses[0],
        losses[99]
    );
    let first = losses[0];
    assert!(
        (first - (cfg.model.vocab_size as f64).ln()).abs() < 0.5,
        "starts near ln V: {first}"
    );
    let best = losses.iter().copied().fold(f64::INFINITY, f64::min);
    assert!(
        first / best >= 5.0,
        "main loss {first} -> best {best} (only {:.1}x): {losses:?}",
        first / best
    );
    assert_ne!(
        read(&s, &layout.entries[1].name),
        muon_before,
        "Muon group moved"
    );
    assert_ne!(read(&s, "lm_head"), head_before, "AdamW group moved");
}
