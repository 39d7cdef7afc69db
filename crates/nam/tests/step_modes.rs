//! Compile modes on the real CPU plugin: mode A on a batch of 2B rows equals mode B with two
//! micro-batches of B rows; the step program takes the learning rate and step as inputs (one
//! executable for 100 steps of a changing schedule; no rate in the text); donation consumes the
//! state inputs.

mod step_common;

use nam::NamConfig;
use nam::graph::layout::StateLayout;
use nam::graph::layout::state_layout;
use nam::graph::model::ForwardOptions;
use nam::graph::program::StepProgram;
use nam::graph::step::{
    LOAD_SUM, LearningRates, MICRO_BATCHES, accumulate_program, apply_program, grad_name,
    optimizer_state_names, step_program,
};
use pjrt::{Client, HostTensor, LoadedExecutable};
use std::sync::OnceLock;
use step_common::*;

fn opts(cfg: &NamConfig) -> ForwardOptions {
    ForwardOptions::new(cfg, LOOP)
}

/// The mode A step for 2 rows, compiled once and shared by the tests of this file.
struct Fixture {
    client: Client,
    cfg: NamConfig,
    layout: StateLayout,
    step: StepProgram,
    exe: LoadedExecutable,
}

fn fixture() -> &'static Fixture {
    static F: OnceLock<Fixture> = OnceLock::new();
    F.get_or_init(|| {
        let cfg = every_kind_config(0.5, "");
        let layout = state_layout(&cfg.model, LOOP);
        let step = step_program(&cfg, &layout, 2, &opts(&cfg)).unwrap();
        let client = cpu();
        let exe = compile(&client, &step.text);
        Fixture {
            client,
            cfg,
            layout,
            step,
            exe,
        }
    })
}

#[test]
fn mode_a_on_2_rows_equals_mode_b_with_two_micro_batches_of_1() {
    let f = fixture();
    let (cfg, client, layout) = (&f.cfg, &f.client, &f.layout);
    let (_, mut a) = initial_state(client, &cfg.model, 7);
    let (_, mut b) = initial_state(client, &cfg.model, 7);
    let acc = accumulate_program(cfg, layout, 1, &opts(cfg)).unwrap();
    let apply = apply_program(cfg, layout).unwrap();
    let (exe_acc, exe_apply) = (compile(client, &acc.text), compile(client, &apply.text));
    // Zeroed accumulators, created once; the apply program hands them back zeroed.
    for e in layout.entries.iter().filter(|e| e.trainable) {
        let z = HostTensor::from_f32(&e.dims, &vec![0.0; e.numel()]).unwrap();
        b.insert(grad_name(e), client.buffer_from_host(&z, 0).unwrap());
    }
    let load_dims = &acc.signature.inputs[acc.signature.input_index(LOAD_SUM).unwrap()].dims;
    assert_eq!(
        load_dims,
        &vec![3, 4],
        "1 main E layer + 1 MTP E x 2 depths"
    );
    let z = HostTensor::from_f32(load_dims, &[0.0; 12]).unwrap();
    b.insert(LOAD_SUM.into(), client.buffer_from_host(&z, 0).unwrap());

    let mut rng = Rng::new(3);
    for step in 0..3 {
        let batch = HostBatch::random(&mut rng, 2, 16, 48, 2);
        let lrs = LearningRates::at(cfg, step);
        let mut host = batch.named();
        host.extend(update_inputs(step, &lrs));
        run_named(client, &f.exe, &f.step.signature, &mut a, &host);

        let mut losses = Vec::new();
        for half in [batch.rows(0, 1), batch.rows(1, 2)] {
            run_named(client, &exe_acc, &acc.signature, &mut b, &half.named());
            losses.push(scalar(&b, "loss"));
        }
        let mut host = update_inputs(step, &lrs);
        host.push((MICRO_BATCHES, HostTensor::scalar_f32(2.0)));
        run_named(client, &exe_apply, &apply.signature, &mut b, &host);

        // Every row has the same loss positions, so the mean of halves is the whole-batch mean.
        let whole = scalar(&a, "loss");
        let halves = (losses[0] + losses[1]) / 2.0;
        assert!(
            (whole - halves).abs() < 1e-5 * whole,
            "step {step}: loss {whole} vs {halves}"
        );
        assert_close(
            &format!("step {step} grad_norm"),
            &[scalar(&b, "grad_norm")],
            &[scalar(&a, "grad_norm")],
            1e-6,
            1e-5,
        );
        // Tolerance: f32 gradients summed in another order (|Δ| ~ 1e-7 relative), pushed through
        // Newton-Schulz and Adam's g / sqrt(v) for three steps.
        for e in &layout.entries {
            let mut names = vec![e.name.clone()];
            names.extend(optimizer_state_names(e));
            for n in names {
                assert_close(
                    &format!("step {step} `{n}`"),
                    &read(&b, &n),
                    &read(&a, &n),
                    2e-5,
                    2e-4,
                );
            }
        }
        // The accumulators come back zeroed for the next step.
        assert!(read(&b, LOAD_SUM).iter().all(|&x| x == 0.0));
    }
    // The balancing rule moved the biases (rate 0.01, loads are never all exactly equal).
    let bias_entry = layout
        .entries
        .iter()
        .find(|e| e.name.ends_with("moe.bias") && !e.name.starts_with("mtp."))
        .expect("the main stack has an E sublayer");
    let bias = read(&a, &bias_entry.name);
    assert!(bias.iter().any(|&x| x != 0.0), "{bias:?}");
    assert!(
        bias.iter()
            .all(|&x| (x / 0.01 - (x / 0.01).round()).abs() < 1e-3),
        "{bias:?}"
    );
}

#[test]
fn one_step_executable_serves_100_steps_of_a_changing_schedule() {
    let f = fixture();
    let (cfg, client) = (&f.cfg, &f.client);
    // Base rates, schedule and step never appear in the program: other rates, same text.
    let other = every_kind_config(
        0.5,
        "muon_lr = 0.123\nadamw_lr = 0.00456\nadamw_embed_lr = 0.789\n",
    );
    let prog_other = step_program(&other, &f.layout, 2, &opts(&other)).unwrap();
    assert_eq!(f.step.text, prog_other.text);

    // The fixture compiled the step once; every one of the 100 steps runs that executable.
    let (_, mut s) = initial_state(client, &cfg.model, 1);
    let mut rng = Rng::new(5);
    let batch = HostBatch::random(&mut rng, 2, 16, 48, 0);
    let mut losses = Vec::new();
    let mut head_moves = Vec::new();
    for step in 0..100 {
        let lrs = LearningRates::at(cfg, step);
        let before = read(&s, "lm_head");
        let mut host = batch.named();
        host.extend(update_inputs(step, &lrs));
        run_named(client, &f.exe, &f.step.signature, &mut s, &host);
        losses.push(scalar(&s, "loss"));
        let moved = read(&s, "lm_head")
            .iter()
            .zip(&before)
            .map(|(x, y)| (x - y).abs())
            .fold(0.0, f64::max);
        head_moves.push(moved);
    }
    assert!(losses.iter().all(|l| l.is_finite()), "{losses:?}");
    // Warmup (step 0 at 1/10 of the rate), full rate at 20, the last warmdown step at 1/50: the
    // head's largest move follows the rate input.
    assert!(head_moves[0] < 0.3 * head_moves[20], "{head_moves:?}");
    assert!(head_moves[99] < 0.1 * head_moves[20], "{head_moves:?}");
    assert!(
        losses[99] < 0.5 * losses[0],
        "the fixed batch is learnt: {} -> {}",
        losses[0],
        losses[99]
    );
}

#[test]
fn zero_learning_rate_changes_only_the_moe_bias_and_optimizer_state() {
    let f = fixture();
    let (client, layout) = (&f.client, &f.layout);
    let (_, mut s) = initial_state(client, &f.cfg.model, 2);
    let before: Vec<Vec<f64>> = layout.entries.iter().map(|e| read(&s, &e.name)).collect();
    let batch = HostBatch::random(&mut Rng::new(8), 2, 16, 48, 0);
    let zero = LearningRates {
        muon: 0.0,
        adamw: 0.0,
        embed: 0.0,
    };
    let mut host = batch.named();
    host.extend(update_inputs(0, &zero));
    run_named(client, &f.exe, &f.step.signature, &mut s, &host);
    for (e, old) in layout.entries.iter().zip(&before) {
        let new = read(&s, &e.name);
        if e.trainable {
            assert_eq!(&new, old, "`{}` moved at lr 0", e.name);
        } else {
            assert_ne!(&new, old, "bias `{}` did not move", e.name);
        }
    }
    let m = read(&s, "opt.lm_head.m");
    assert!(m.iter().any(|&x| x != 0.0), "moments still update at lr 0");
}

#[test]
fn state_inputs_are_donated_and_consumed() {
    let f = fixture();
    let (cfg, client, layout) = (&f.cfg, &f.client, &f.layout);
    let (_, s) = initial_state(client, &cfg.model, 2);
    let sig = &f.step.signature;
    // Every state and optimizer-state input is aliased to the output of the same name.
    let mut donated = 0;
    for e in &layout.entries {
        let mut names = vec![e.name.clone()];
        names.extend(optimizer_state_names(e));
        for n in names {
            let i = sig.input_index(&n).unwrap();
            let o = sig
                .donated_to(i)
                .unwrap_or_else(|| panic!("`{n}` is not donated"));
            assert_eq!(sig.outputs[o].name, n);
            donated += 1;
        }
    }
    assert_eq!(f.step.text.matches("tf.aliasing_output").count(), donated);
    assert_eq!(sig.aliases.len(), donated);
    // Batch, step and rates are plain inputs.
    for n in ["tokens", "step", "lr.muon"] {
        assert!(sig.donated_to(sig.input_index(n).unwrap()).is_none());
    }
    let wte_input = sig.input_index("wte").unwrap();
    let mut bufs = s;
    let batch = HostBatch::random(&mut Rng::new(1), 2, 16, 48, 0);
    let mut host = batch.named();
    host.extend(update_inputs(0, &LearningRates::at(cfg, 0)));
    let args: Vec<pjrt::Buffer> = sig
        .inputs
        .iter()
        .map(|t| match host.iter().find(|(n, _)| *n == t.name) {
            Some((_, h)) => client.buffer_from_host(h, 0).unwrap(),
            None => bufs.remove(&t.name).unwrap(),
        })
        .collect();
    let refs: Vec<&pjrt::Buffer> = args.iter().collect();
    f.exe.execute(&[refs]).unwrap();
    assert!(args[wte_input].is_deleted().unwrap(), "wte was donated");
    let tokens = sig.input_index("tokens").unwrap();
    assert!(
        !args[tokens].is_deleted().unwrap(),
        "the batch is not donated"
    );
}
