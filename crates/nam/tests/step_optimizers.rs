//! The in-graph optimizers against the f64 host reference update rules (`reference::{muon,adamw}`),
//! on random tensors over several consecutive steps with a changing learning rate, on the real CPU
//! plugin.

mod step_common;

use nam::NamConfig;
use nam::graph::adamw::{AdamWSettings, adamw_update};
use nam::graph::muon::{MuonSettings, muon_update, newton_schulz};
use nam::reference::adamw::adamw_step;
use nam::reference::muon::{muon_step, newton_schulz as ref_newton_schulz};
use pjrt::HostTensor;
use step_common::*;
use xla_hlo::{Builder, DType};

fn optimizer_config(weight_decay: f64, nesterov: bool) -> nam::OptimizerConfig {
    let mut o = NamConfig::from_toml_str(
        "[model]\ndepth = 1\npattern = \"M\"\nd_model = 4\nvocab_size = 4\nseq_len = 4\n\
         chunk = 4\nssm_head_dim = 4\n",
    )
    .unwrap()
    .optimizer;
    o.muon_weight_decay = weight_decay;
    o.adamw_weight_decay = weight_decay;
    o.muon_nesterov = nesterov;
    o
}

fn dims_i64(shape: &[usize]) -> Vec<i64> {
    shape.iter().map(|&d| d as i64).collect()
}

/// Runs three Muon steps on `shape` in the graph and in the reference and compares both the
/// parameter and the momentum after each step.
fn muon_matches_reference(shape: &[usize], nesterov: bool, seed: u64) {
    let cfg = optimizer_config(0.1, nesterov);
    let b = Builder::new();
    let d = dims_i64(shape);
    let w = b.param(DType::F32, &d);
    let g = b.param(DType::F32, &d);
    let m = b.param(DType::F32, &d);
    let lr = b.param(DType::F32, &[]);
    let s = MuonSettings::from_config(&cfg, DType::F32);
    let u = muon_update(&w, &g, &m, &lr, &s, None).unwrap();
    let text = b.emit(&[&u.param, &u.momentum]).unwrap();
    let client = cpu();
    let exe = compile(&client, &text);

    let n: usize = shape.iter().product();
    let mut rng = Rng::new(seed);
    let mut w_ref = rng.normals(n, 0.5);
    let mut m_ref = vec![0.0; n];
    let (mut w_dev, mut m_dev) = (f32_tensor(shape, &w_ref), f32_tensor(shape, &m_ref));
    for (step, lr_v) in [0.02, 0.01, 0.035].into_iter().enumerate() {
        let grad = rng.normals(n, 1.0);
        let out = exe
            .execute_host(&[
                w_dev.clone(),
                f32_tensor(shape, &grad),
                m_dev.clone(),
                HostTensor::scalar_f32(lr_v as f32),
            ])
            .unwrap();
        muon_step(
            &mut w_ref,
            &grad,
            &mut m_ref,
            shape,
            &cfg,
            lr_v as f32 as f64,
        );
        let what = format!("muon {shape:?} nesterov={nesterov} step {step}");
        assert_close(
            &format!("{what} param"),
            &to_f64(&out[0]),
            &w_ref,
            2e-6,
            2e-6,
        );
        assert_close(
            &format!("{what} momentum"),
            &to_f64(&out[1]),
            &m_ref,
            1e-5,
            1e-6,
        );
        // Carry the device's own state so f32 rounding does not compound unseen.
        w_dev = out[0].clone();
        m_dev = out[1].clone();
        w_ref = to_f64(&w_dev);
        m_ref = to_f64(&m_dev);
    }
}

#[test]
fn muon_matches_reference_on_wide_tall_square_and_stacked_matrices() {
    muon_matches_reference(&[6, 10], true, 1);
    muon_matches_reference(&[12, 5], true, 2);
    muon_matches_reference(&[7, 7], false, 3);
    // Stacked layers of experts: [G, N, rows, cols], each matrix on its own.
    muon_matches_reference(&[2, 3, 8, 4], true, 4);
    muon_matches_reference(&[3, 4, 9], true, 5);
}

#[test]
fn newton_schulz_matches_reference_per_matrix() {
    let shape = [3usize, 5, 8];
    let b = Builder::new();
    let x = b.param(DType::F32, &dims_i64(&shape));
    let o = newton_schulz(&x, 5, DType::F32).unwrap();
    let text = b.emit(&[&o]).unwrap();
    let client = cpu();
    let exe = compile(&client, &text);
    let mut rng = Rng::new(9);
    // Very different scales per matrix: the Frobenius normalisation must be per matrix.
    let mut v = Vec::new();
    for scale in [1e-3, 1.0, 300.0] {
        v.extend(rng.normals(40, scale));
    }
    let out = to_f64(&exe.execute_host(&[f32_tensor(&shape, &v)]).unwrap()[0]);
    for k in 0..3 {
        let want = ref_newton_schulz(&v[40 * k..40 * (k + 1)], 5, 8, 5);
        assert_close(
            &format!("newton-schulz matrix {k}"),
            &out[40 * k..40 * (k + 1)],
            &want,
            1e-5,
            1e-5,
        );
    }
}

#[test]
fn newton_schulz_in_bf16_stays_near_the_f32_result() {
    // bf16 operands (the presets' compute dtype) with f32 accumulation: about 3 significant digits.
    let shape = [16usize, 32];
    let b = Builder::new();
    let x = b.param(DType::F32, &dims_i64(&shape));
    let o = newton_schulz(&x, 5, DType::BF16).unwrap();
    let text = b.emit(&[&o]).unwrap();
    let client = cpu();
    let exe = compile(&client, &text);
    let v = Rng::new(10).normals(16 * 32, 1.0);
    let out = to_f64(&exe.execute_host(&[f32_tensor(&shape, &v)]).unwrap()[0]);
    let want = ref_newton_schulz(&v, 16, 32, 5);
    assert_close("bf16 newton-schulz", &out, &want, 3e-2, 3e-2);
}

#[test]
fn adamw_matches_reference_with_bias_correction_from_the_step_input() {
    let cfg = optimizer_config(0.05, true);
    let shape = [4usize, 6];
    let d = dims_i64(&shape);
    let b = Builder::new();
    let w = b.param(DType::F32, &d);
    let g = b.param(DType::F32, &d);
    let m = b.param(DType::F32, &d);
    let v = b.param(DType::F32, &d);
    let lr = b.param(DType::F32, &[]);
    let t = b.param(DType::F32, &[]);
    let u = adamw_update(&w, &g, &m, &v, &lr, &t, &AdamWSettings::from_config(&cfg)).unwrap();
    let text = b.emit(&[&u.param, &u.m, &u.v]).unwrap();
    let client = cpu();
    let exe = compile(&client, &text);
    let n = 24;
    let mut rng = Rng::new(21);
    let mut w_ref = rng.normals(n, 1.0);
    let (mut m_ref, mut v_ref) = (vec![0.0; n], vec![0.0; n]);
    for (i, lr_v) in [0.01, 0.004, 0.02, 0.0].into_iter().enumerate() {
        let step = i as u64 + 1;
        let grad = rng.normals(n, 0.3);
        let out = exe
            .execute_host(&[
                f32_tensor(&shape, &w_ref),
                f32_tensor(&shape, &grad),
                f32_tensor(&shape, &m_ref),
                f32_tensor(&shape, &v_ref),
                HostTensor::scalar_f32(lr_v as f32),
                HostTensor::scalar_f32(step as f32),
            ])
            .unwrap();
        adamw_step(
            &mut w_ref,
            &grad,
            &mut m_ref,
            &mut v_ref,
            step,
            &cfg,
            lr_v as f32 as f64,
        );
        let what = format!("adamw step {step}");
        assert_close(
            &format!("{what} param"),
            &to_f64(&out[0]),
            &w_ref,
            1e-6,
            1e-6,
        );
        assert_close(&format!("{what} m"), &to_f64(&out[1]), &m_ref, 1e-7, 1e-6);
        assert_close(&format!("{what} v"), &to_f64(&out[2]), &v_ref, 1e-9, 1e-6);
        w_ref = to_f64(&out[0]);
        m_ref = to_f64(&out[1]);
        v_ref = to_f64(&out[2]);
    }
}

#[test]
fn bad_optimizer_inputs_are_named() {
    let cfg = optimizer_config(0.0, true);
    let b = Builder::new();
    let w = b.param(DType::F32, &[4]);
    let lr = b.param(DType::F32, &[]);
    let e = muon_update(
        &w,
        &w,
        &w,
        &lr,
        &MuonSettings::from_config(&cfg, DType::F32),
        None,
    )
    .unwrap_err()
    .to_string();
    assert!(e.contains("rank 1") && e.contains("matrices"), "{e}");
    let w2 = b.param(DType::F32, &[4, 4]);
    let g2 = b.param(DType::F32, &[4, 5]);
    let e = muon_update(
        &w2,
        &g2,
        &w2,
        &lr,
        &MuonSettings::from_config(&cfg, DType::F32),
        None,
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("gradient tensor<4x5xf32>") && e.contains("tensor<4x4xf32>"),
        "{e}"
    );
    let t_int = b.param(DType::I32, &[]);
    let e = adamw_update(
        &w,
        &w,
        &w,
        &w,
        &lr,
        &t_int,
        &AdamWSettings::from_config(&cfg),
    )
    .unwrap_err()
    .to_string();
    assert!(
        e.contains("step count must be an f32 scalar, got tensor<i32>"),
        "{e}"
    );
}

/// `adamw_decay`: one step of the every-kind model with AdamW decay 0.5 at the default
/// (`matrices`), with `all`, and without decay (Muon's decay off throughout), from the same
/// state and batch. Matrices (`wte`, `lm_head`, routers, `mtp.w_proj`) move as under `all`,
/// and by `−lr·wd·w` more than without decay; every other AdamW tensor (norms, biases, conv
/// filters, SSM scalars) is bit for bit the undecayed one, and differs under `all`.
#[test]
fn adamw_decay_touches_matrices_only_by_default() {
    use nam::graph::model::ForwardOptions;
    use nam::graph::step::{LearningRates, step_program};
    use nam::params::{OptimizerGroup, adamw_decays};

    let client = cpu();
    let run = |wd: f64, mode: nam::AdamWDecay| {
        let mut cfg = every_kind_config(0.0, "");
        cfg.optimizer.muon_weight_decay = 0.0;
        cfg.optimizer.adamw_weight_decay = wd;
        cfg.optimizer.adamw_decay = mode;
        let (layout, mut state) = initial_state(&client, &cfg.model, 3);
        let program = step_program(&cfg, &layout, 2, &ForwardOptions::new(&cfg, LOOP)).unwrap();
        let exe = compile(&client, &program.text);
        let batch = HostBatch::random(&mut Rng::new(9), 2, 16, 48, 0);
        let lrs = LearningRates::at(&cfg, 20);
        let mut host = batch.named();
        host.extend(update_inputs(20, &lrs));
        let before: Vec<Vec<f64>> = layout
            .entries
            .iter()
            .map(|e| read(&state, &e.name))
            .collect();
        run_named(&client, &exe, &program.signature, &mut state, &host);
        let after: Vec<Vec<f64>> = layout
            .entries
            .iter()
            .map(|e| read(&state, &e.name))
            .collect();
        (layout, before, after, lrs)
    };
    let (layout, before, none, lrs) = run(0.0, nam::AdamWDecay::Matrices);
    let (_, _, matrices, _) = run(0.5, nam::AdamWDecay::Matrices);
    let (_, _, all, _) = run(0.5, nam::AdamWDecay::All);
    let (mut decayed, mut spared) = (Vec::new(), Vec::new());
    for (i, e) in layout.entries.iter().enumerate() {
        if !e.trainable || e.group == OptimizerGroup::Muon {
            continue;
        }
        let lr = match e.group {
            OptimizerGroup::AdamWEmbedding => lrs.embed,
            _ => lrs.adamw,
        } as f32 as f64;
        if adamw_decays(&e.member_axes, nam::AdamWDecay::Matrices) {
            decayed.push(e.name.clone());
            assert_eq!(
                matrices[i], all[i],
                "{}: matrices decay as under `all`",
                e.name
            );
            // w·(1 − lr·wd) − lr·u against w − lr·u: the difference is −lr·wd·w.
            for ((m, n), w) in matrices[i].iter().zip(&none[i]).zip(&before[i]) {
                let want = -lr * 0.5 * w;
                assert!(
                    (m - n - want).abs() <= 1e-6 + 1e-3 * want.abs(),
                    "{}: {m} − {n} vs {want}",
                    e.name
                );
            }
        } else {
            spared.push(e.name.clone());
            assert_eq!(matrices[i], none[i], "{}: not decayed by default", e.name);
            if before[i].iter().any(|&w| w != 0.0) {
                assert_ne!(all[i], none[i], "{}: decayed under `all`", e.name);
            }
        }
    }
    for name in ["wte", "lm_head"] {
        assert!(decayed.contains(&name.to_string()), "{name} in {decayed:?}");
    }
    assert!(
        spared.iter().any(|n| n.contains("norm")) && spared.iter().any(|n| n.contains("conv_w")),
        "{spared:?}"
    );
}
