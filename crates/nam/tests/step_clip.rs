//! Gradient clipping invariants on the real CPU plugin, on a config with every block kind
//! (A E M R, MTP with an E sublayer, z-loss, weight decay):
//!
//! - a clip threshold far above any gradient norm (factor exactly 1) gives the same losses,
//!   norms and state as no clipping over 10 steps, in mode A and in mode B, within f32
//!   rounding: multiplying by exactly 1.0 is exact, but the multiply changes which operations
//!   XLA fuses (and so where it contracts multiply-adds and in which order it sums the norm's
//!   squares), so results agree to a few ulps, not bit for bit (measured: losses within 1 ulp;
//!   state within 5e-5 relative after 10 steps, where AdamW's `m / sqrt(v)` magnifies ulp
//!   differences of tiny gradients);
//! - an active clip (threshold half the norm) equals the unclipped update of the accumulated
//!   gradients scaled on the host by `clip / norm` (mode B's apply program, where the gradients
//!   are inputs a test can scale itself).
//!
//! The tolerances are five orders of magnitude below what issue 18 looked like: on AVX2 CPUs
//! the clipped program reported 8.3145 where the unclipped one reported 8.2268 after one step
//! and then stopped learning (see docs/clipping.md).

mod step_common;

use nam::NamConfig;
use nam::graph::layout::StateLayout;
use nam::graph::model::ForwardOptions;
use nam::graph::step::{
    LOAD_SUM, LearningRates, MICRO_BATCHES, accumulate_program, apply_program, grad_name,
    optimizer_state_names, step_program,
};
use pjrt::{Client, HostTensor};
use step_common::*;

/// The every-kind config of the step tests with clipping at `grad_clip` (0: off).
fn config(grad_clip: f64) -> NamConfig {
    every_kind_config(grad_clip, "")
}

/// Far above any norm these tests see (they stay below 10).
const NEVER: f64 = 1e6;

/// Every state and optimizer-state tensor's values, by name.
type State = Vec<(String, Vec<f64>)>;

/// The [`State`] held in `bufs`.
fn state(bufs: &Named, layout: &StateLayout) -> State {
    let mut out = Vec::new();
    for e in &layout.entries {
        let mut names = vec![e.name.clone()];
        names.extend(optimizer_state_names(e));
        for n in names {
            let v = read(bufs, &n);
            out.push((n, v));
        }
    }
    out
}

/// State agreement within f32 rounding carried through 10 steps of Muon and AdamW (the same
/// tolerance as `step_modes`' mode A vs mode B).
fn assert_same_state(what: &str, a: &[(String, Vec<f64>)], b: &[(String, Vec<f64>)]) {
    for ((name, x), (_, y)) in a.iter().zip(b) {
        assert_close(&format!("{what}: `{name}`"), x, y, 1e-6, 1e-4);
    }
}

/// Losses and norms within a few f32 ulps.
fn assert_f32_close(what: &str, a: f64, b: f64) {
    assert!(
        (a - b).abs() <= 4.0 * f32::EPSILON as f64 * a.abs().max(b.abs()),
        "{what}: {a} vs {b}"
    );
}

/// Zeroed mode B accumulators.
fn zero_accumulators(client: &Client, layout: &StateLayout, load_dims: &[i64], bufs: &mut Named) {
    for e in layout.entries.iter().filter(|e| e.trainable) {
        let z = HostTensor::from_f32(&e.dims, &vec![0.0; e.numel()]).unwrap();
        bufs.insert(grad_name(e), client.buffer_from_host(&z, 0).unwrap());
    }
    let n: i64 = load_dims.iter().product();
    let z = HostTensor::from_f32(load_dims, &vec![0.0; n as usize]).unwrap();
    bufs.insert(LOAD_SUM.into(), client.buffer_from_host(&z, 0).unwrap());
}

#[test]
fn mode_a_clip_far_above_the_norm_equals_no_clip_for_10_steps() {
    let client = cpu();
    let runs: Vec<(Vec<[f64; 3]>, State)> = [0.0, NEVER]
        .iter()
        .map(|&clip| {
            let cfg = config(clip);
            let (layout, mut s) = initial_state(&client, &cfg.model, 11);
            let prog = step_program(&cfg, &layout, 2, &ForwardOptions::new(&cfg, LOOP)).unwrap();
            let exe = compile(&client, &prog.text);
            let mut rng = Rng::new(5);
            let mut record = Vec::new();
            for step in 0..10 {
                let batch = HostBatch::random(&mut rng, 2, 16, 48, 2);
                let mut host = batch.named();
                host.extend(update_inputs(step, &LearningRates::at(&cfg, step)));
                run_named(&client, &exe, &prog.signature, &mut s, &host);
                record.push(["loss", "main_loss", "grad_norm"].map(|n| scalar(&s, n)));
            }
            (record, state(&s, &layout))
        })
        .collect();
    let ((plain, plain_state), (clipped, clipped_state)) = (&runs[0], &runs[1]);
    for (step, (p, c)) in plain.iter().zip(clipped).enumerate() {
        for (k, what) in ["loss", "main loss", "grad norm"].iter().enumerate() {
            assert_f32_close(&format!("step {step} {what}"), p[k], c[k]);
        }
    }
    assert_same_state("after 10 steps", plain_state, clipped_state);
    // Not vacuous: the updates moved every trainable tensor away from its initial values.
    let cfg = config(0.0);
    let (layout, init) = initial_state(&client, &cfg.model, 11);
    let start = state(&init, &layout);
    for ((name, after), (_, before)) in plain_state.iter().zip(&start) {
        if !name.starts_with("opt.")
            && layout
                .entries
                .iter()
                .any(|e| &e.name == name && e.trainable)
        {
            assert_ne!(after, before, "`{name}` did not move");
        }
    }
}

/// nam-tiny's widths (d_model 128, vocabulary 4096) with pattern `AF` and no MTP, one batch of
/// 2 × 64 tokens repeated: the configuration issue 18 was narrowed to. At these sizes the CPU
/// plugin's XNNPACK path served the step, and on AVX2-only CPUs (emulated: `qemu-x86_64 -cpu
/// EPYC-Rome`) the clipped program reported 8.31542 after one step where the unclipped one
/// reported 8.22766 (docs/clipping.md); the small config above does not reach that path.
#[test]
fn at_nam_tiny_width_clip_far_above_the_norm_learns_like_no_clip() {
    let client = cpu();
    let runs: Vec<Vec<f64>> = [0.0, NEVER]
        .iter()
        .map(|&clip| {
            let mut cfg =
                NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
            cfg.model.depth = 2;
            cfg.model.pattern = "AF".into();
            cfg.model.mtp_depth = 0;
            cfg.model.seq_len = 64;
            cfg.optimizer.grad_clip = clip;
            cfg.validate().unwrap();
            let (layout, mut s) = initial_state(&client, &cfg.model, 0);
            let prog = step_program(&cfg, &layout, 2, &ForwardOptions::new(&cfg, LOOP)).unwrap();
            let exe = compile(&client, &prog.text);
            let batch = HostBatch::random(&mut Rng::new(42), 2, 64, cfg.model.vocab_size, 0);
            (0..10)
                .map(|step| {
                    let mut host = batch.named();
                    host.extend(update_inputs(step, &LearningRates::at(&cfg, step)));
                    run_named(&client, &exe, &prog.signature, &mut s, &host);
                    scalar(&s, "main_loss")
                })
                .collect()
        })
        .collect();
    for (step, (p, c)) in runs[0].iter().zip(&runs[1]).enumerate() {
        assert_f32_close(&format!("step {step} main loss"), *p, *c);
    }
    assert!(
        runs[1][9] < runs[1][0] - 1.0,
        "learns the batch: {:?}",
        runs[1]
    );
}

/// Mode B for `steps` steps of two micro-batches of one row: returns the apply program's
/// gradient norm per step and the final state's bits.
fn mode_b(client: &Client, clip: f64, steps: usize) -> (Vec<f64>, State) {
    let cfg = config(clip);
    let (layout, mut s) = initial_state(client, &cfg.model, 11);
    let opts = ForwardOptions::new(&cfg, LOOP);
    let acc = accumulate_program(&cfg, &layout, 1, &opts).unwrap();
    let apply = apply_program(&cfg, &layout).unwrap();
    let (exe_acc, exe_apply) = (compile(client, &acc.text), compile(client, &apply.text));
    let load_dims = acc.signature.inputs[acc.signature.input_index(LOAD_SUM).unwrap()]
        .dims
        .clone();
    zero_accumulators(client, &layout, &load_dims, &mut s);
    let mut rng = Rng::new(5);
    let mut norms = Vec::new();
    for step in 0..steps {
        let batch = HostBatch::random(&mut rng, 2, 16, 48, 2);
        for half in [batch.rows(0, 1), batch.rows(1, 2)] {
            run_named(client, &exe_acc, &acc.signature, &mut s, &half.named());
        }
        let mut host = update_inputs(step, &LearningRates::at(&cfg, step));
        host.push((MICRO_BATCHES, HostTensor::scalar_f32(2.0)));
        run_named(client, &exe_apply, &apply.signature, &mut s, &host);
        norms.push(scalar(&s, "grad_norm"));
    }
    (norms, state(&s, &layout))
}

#[test]
fn mode_b_clip_far_above_the_norm_equals_no_clip_for_10_steps() {
    let client = cpu();
    let (plain_norms, plain) = mode_b(&client, 0.0, 10);
    let (clipped_norms, clipped) = mode_b(&client, NEVER, 10);
    for (step, (p, c)) in plain_norms.iter().zip(&clipped_norms).enumerate() {
        assert_f32_close(&format!("step {step} gradient norm"), *p, *c);
    }
    assert_same_state("mode B after 10 steps", &plain, &clipped);
}

#[test]
fn active_clip_equals_the_unclipped_update_of_host_scaled_gradients() {
    let client = cpu();
    // One accumulated step with the unclipped programs gives the gradients and their norm.
    let base = config(0.0);
    let (layout, mut s) = initial_state(&client, &base.model, 11);
    let opts = ForwardOptions::new(&base, LOOP);
    let acc = accumulate_program(&base, &layout, 1, &opts).unwrap();
    let exe_acc = compile(&client, &acc.text);
    let load_dims = acc.signature.inputs[acc.signature.input_index(LOAD_SUM).unwrap()]
        .dims
        .clone();
    zero_accumulators(&client, &layout, &load_dims, &mut s);
    let batch = HostBatch::random(&mut Rng::new(5), 2, 16, 48, 2);
    for half in [batch.rows(0, 1), batch.rows(1, 2)] {
        run_named(&client, &exe_acc, &acc.signature, &mut s, &half.named());
    }
    // The norm of the mean gradient (accumulators / 2), in f64 on the host.
    let trainable: Vec<_> = layout.entries.iter().filter(|e| e.trainable).collect();
    let norm = trainable
        .iter()
        .flat_map(|e| read(&s, &grad_name(e)))
        .map(|g| (g / 2.0) * (g / 2.0))
        .sum::<f64>()
        .sqrt();
    let clip = norm / 2.0;

    // Two copies of the state: the clipped apply on the accumulators as they are, the unclipped
    // apply on accumulators scaled by clip / norm on the host.
    let snapshot: Vec<(String, HostTensor)> = s
        .iter()
        .map(|(k, b)| (k.clone(), b.to_host().unwrap()))
        .collect();
    let upload = |scale_grads: f64| -> Named {
        snapshot
            .iter()
            .map(|(k, t)| {
                let t = if k.starts_with("grad.") {
                    let v: Vec<f32> = t
                        .to_f32()
                        .unwrap()
                        .iter()
                        .map(|&g| (g as f64 * scale_grads) as f32)
                        .collect();
                    HostTensor::from_f32(t.dims(), &v).unwrap()
                } else {
                    t.clone()
                };
                (k.clone(), client.buffer_from_host(&t, 0).unwrap())
            })
            .collect()
    };
    let run_apply = |cfg: &NamConfig, bufs: &mut Named| {
        let apply = apply_program(cfg, &layout).unwrap();
        let exe = compile(&client, &apply.text);
        let mut host = update_inputs(0, &LearningRates::at(cfg, 0));
        host.push((MICRO_BATCHES, HostTensor::scalar_f32(2.0)));
        run_named(&client, &exe, &apply.signature, bufs, &host);
    };
    let mut clipped = upload(1.0);
    run_apply(&config(clip), &mut clipped);
    let mut scaled = upload(clip / norm);
    run_apply(&base, &mut scaled);

    assert_close(
        "reported norm (before clipping)",
        &[scalar(&clipped, "grad_norm")],
        &[norm],
        0.0,
        1e-5,
    );
    // Tolerance: the device multiplies by the factor in f32 after its own f32 norm, the host
    // scaled in f64 and rounded once; Newton-Schulz and Adam then see gradients equal to a
    // few f32 ulps.
    for e in &layout.entries {
        let mut names = vec![e.name.clone()];
        names.extend(optimizer_state_names(e));
        for n in names {
            assert_close(&n, &read(&clipped, &n), &read(&scaled, &n), 1e-6, 1e-4);
        }
    }
    // Not vacuous: the clip changed the update (the unclipped one differs).
    let mut unclipped = upload(1.0);
    run_apply(&base, &mut unclipped);
    let e = trainable[0];
    let (c, u) = (read(&clipped, &e.name), read(&unclipped, &e.name));
    assert!(
        c.iter().zip(&u).any(|(a, b)| a != b),
        "`{}` moved the same",
        e.name
    );
}
