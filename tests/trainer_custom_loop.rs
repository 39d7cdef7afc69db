//! The trainer as a library for custom loops (issue 42), on the CPU plugin: the caller's
//! batches (`step_on`, `evaluate_on`), the caller's learning rates (`set_lr`, a schedule
//! closure), the caller's weights (`init_from` a `namtrain init` file or a checkpoint,
//! `params` / `set_params`), each checked against something independent: the normal run bit
//! for bit, AdamW's first-step formula by hand, a run whose own init gave the same parameters.

mod fixture;

use std::collections::BTreeMap;
use std::path::Path;

use fixture::*;
use nam::graph::step::LearningRates;
use nam::params::{OptimizerGroup, param_specs};
use pjrt::HostTensor;
use train::trainer::{LrSchedule, Resume, StepReport, Trainer, TrainerOptions};

fn options(run_dir: &Path) -> TrainerOptions {
    let mut opts = TrainerOptions::new(tiny_config(), run_dir);
    opts.cache_dir = Some(cache_dir());
    opts
}

fn f32s(t: &HostTensor) -> Vec<f32> {
    train::tensor_file::f32_values(t).unwrap()
}

fn bits(r: &StepReport) -> (u64, u64) {
    (r.loss.to_bits(), r.grad_norm.to_bits())
}

fn metrics(run_dir: &Path) -> Vec<serde_json::Value> {
    std::fs::read_to_string(run_dir.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// One step at AdamW rate `a` alone (Muon and embedding rates 0): the parameters before and
/// after it.
fn step_at_adamw_rate(
    t: &mut Trainer,
    a: f64,
) -> (BTreeMap<String, HostTensor>, BTreeMap<String, HostTensor>) {
    let before = t.params().unwrap();
    t.set_lr(Some(LearningRates {
        muon: 0.0,
        adamw: a,
        embed: 0.0,
    }));
    t.step().unwrap();
    (before, t.params().unwrap())
}

/// AdamW's first step (t = 1, bias-corrected, ε = 1e-10, no decay) is `w − a·g/(|g| + ε)`: no
/// element of `name` moves by more than `a` (to f32 rounding); returns how many moved by `a`
/// (within 1%), which is every element whose gradient is well above ε.
fn moved_by_rate(name: &str, p0: &[f32], p1: &[f32], a: f64) -> usize {
    let mut by_rate = 0;
    for (x, y) in p0.iter().zip(p1) {
        let d = (y - x).abs() as f64;
        assert!(d <= a * (1.0 + 1e-3), "{name}: moved {d} > {a}");
        by_rate += usize::from((d - a).abs() < 1e-2 * a);
    }
    by_rate
}

#[test]
fn step_on_the_loaders_batches_equals_the_normal_run_bitwise_and_moves_no_cursor() {
    let dir = tempfile::tempdir().unwrap();
    let mut normal = Trainer::new(options(&dir.path().join("normal"))).unwrap();
    let mut custom = Trainer::new(options(&dir.path().join("custom"))).unwrap();
    for _ in 0..4 {
        let a = normal.step().unwrap();
        let batch = custom.next_batch().unwrap();
        let b = custom.step_on(&batch).unwrap();
        assert_eq!(bits(&a), bits(&b), "step {}", a.step);
    }
    assert_eq!(normal.params().unwrap(), custom.params().unwrap());
    assert_eq!(
        normal.state_to_host().unwrap(),
        custom.state_to_host().unwrap()
    );

    // A caller's batch leaves the run's data position where it was.
    let before = custom.data_receipt();
    let own = custom.next_batch().unwrap();
    let after_read = custom.data_receipt();
    assert_ne!(
        before.cursor, after_read.cursor,
        "next_batch moves the cursor"
    );
    custom.step_on(&own).unwrap();
    assert_eq!(
        custom.data_receipt().cursor,
        after_read.cursor,
        "step_on does not"
    );
    let ckpt = custom.save_checkpoint().unwrap();
    let meta: serde_json::Value =
        serde_json::from_slice(&std::fs::read(ckpt.join("meta.json")).unwrap()).unwrap();
    assert_eq!(meta["extra"]["steps_on_caller_batches"], 5, "{meta}");

    // evaluate_on: a batch twice is the same mean as once.
    let one = custom.evaluate_on(std::slice::from_ref(&own)).unwrap();
    let two = custom.evaluate_on(&[own.clone(), own.clone()]).unwrap();
    assert!(
        one.is_finite() && (one - two).abs() < 1e-6 * one,
        "{one} vs {two}"
    );
}

#[test]
fn a_batch_that_breaks_the_data_contract_is_refused_naming_the_field_and_nothing_runs() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Trainer::new(options(&dir.path().join("run"))).unwrap();
    let good = t.next_batch().unwrap();
    let state = t.state_to_host().unwrap();
    type Damage = Box<dyn Fn(&mut data::Batch)>;
    let cases: Vec<(Damage, &str)> = vec![
        (
            Box::new(|b| b.tokens[5] = VOCAB as i32),
            "`tokens` holds id 300 at row 0, position 5",
        ),
        (
            Box::new(|b| b.targets[7] = -1),
            "`targets` holds id -1 at row 0, position 7",
        ),
        (
            Box::new(|b| b.loss_mask[3] = -1),
            "`loss_mask` is -1 at row 0, position 3: a weight is 0",
        ),
        (
            Box::new(|b| b.loss_mask[3] = data::batch::MAX_LOSS_WEIGHT + 1),
            "`loss_mask` is 65537 at row 0, position 3",
        ),
        (
            Box::new(|b| b.segment_ids[40] = 0),
            "`segment_ids` decreases at row 1",
        ),
        (
            Box::new(|b| b.tokens.pop().map(|_| ()).unwrap()),
            "`tokens` holds 127 values",
        ),
        (
            Box::new(|b| b.batch_size = 2),
            "shape [2, 32], the run's programs take [4, 32] ([train] batch_size rows (per \
             micro-batch when given as micro-batches) of [model] seq_len)",
        ),
    ];
    for (damage, want) in cases {
        let mut b = good.clone();
        if want.contains("segment_ids") {
            b.segment_ids[39] = 3;
        }
        damage(&mut b);
        let e = t.step_on(&b).unwrap_err().to_string();
        assert!(e.starts_with("batch: ") && e.contains(want), "{want}: {e}");
    }
    assert_eq!(t.step_count(), 0);
    assert_eq!(t.state_to_host().unwrap(), state, "nothing ran");
}

#[test]
fn set_lr_moves_each_group_as_adamw_and_muon_say_and_is_recorded() {
    let dir = tempfile::tempdir().unwrap();
    let run_dir = dir.path().join("run");
    let mut t = Trainer::new(options(&run_dir)).unwrap();
    let a = 1e-3;
    let (before, after) = step_at_adamw_rate(&mut t, a);
    // First AdamW step (t = 1, bias-corrected, ε = 1e-10, no decay): w − a·g/(|g| + ε), so
    // every element moves by at most a, and by a (to f32 rounding) wherever |g| ≫ ε. Muon and
    // the embedding at rate 0 (no decay) stay exactly where they were.
    let mut moved_by_a = 0usize;
    let mut adamw_elements = 0usize;
    for spec in param_specs(&tiny_config().model) {
        let (p0, p1) = (f32s(&before[&spec.name]), f32s(&after[&spec.name]));
        match spec.group {
            Some(OptimizerGroup::AdamW) => {
                moved_by_a += moved_by_rate(&spec.name, &p0, &p1, a);
                adamw_elements += p0.len();
            }
            Some(OptimizerGroup::Muon | OptimizerGroup::AdamWEmbedding) => {
                assert_eq!(p0, p1, "{} moved at rate 0", spec.name)
            }
            None => {}
        }
    }
    assert!(
        moved_by_a * 10 > adamw_elements * 9,
        "{moved_by_a} of {adamw_elements} AdamW elements moved by the rate"
    );
    // A schedule closure: half the config's rates, recorded per step.
    drop(t);
    let mut opts = options(&dir.path().join("halved"));
    opts.lr_schedule = Some(LrSchedule::new(|_, lr| LearningRates {
        muon: lr.muon / 2.0,
        adamw: lr.adamw / 2.0,
        embed: lr.embed / 2.0,
    }));
    let cfg = opts.config.clone();
    let mut t = Trainer::new(opts).unwrap();
    for _ in 0..3 {
        t.step().unwrap();
    }
    let records = metrics(&dir.path().join("halved"));
    for (i, r) in records.iter().filter(|r| r["loss"].is_f64()).enumerate() {
        let want = LearningRates::at(&cfg, i);
        assert_eq!(r["lr"].as_f64().unwrap(), want.muon / 2.0, "{r}");
        assert_eq!(r["lr_adamw"].as_f64().unwrap(), want.adamw / 2.0, "{r}");
        assert_eq!(r["lr_embed"].as_f64().unwrap(), want.embed / 2.0, "{r}");
    }
    assert_eq!(
        t.compile_count(),
        0,
        "the cache served every program: no recompile"
    );
}

#[test]
fn init_from_an_init_file_equals_the_run_whose_own_init_made_it_and_mismatches_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    let file = dir.path().join("init.safetensors");
    ok(&[
        "init",
        "--config",
        config.to_str().unwrap(),
        "--out",
        file.to_str().unwrap(),
    ]);

    let mut seeded = Trainer::new(options(&dir.path().join("seeded"))).unwrap();
    let mut opts = options(&dir.path().join("from-file"));
    opts.init_from = Some(file.clone());
    let mut from_file = Trainer::new(opts).unwrap();
    assert_eq!(seeded.params().unwrap(), from_file.params().unwrap());
    for _ in 0..3 {
        assert_eq!(
            bits(&seeded.step().unwrap()),
            bits(&from_file.step().unwrap())
        );
    }
    assert_eq!(
        seeded.state_to_host().unwrap(),
        from_file.state_to_host().unwrap()
    );
    let manifest: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("from-file/manifest.json")).unwrap())
            .unwrap();
    let digest = <sha2::Sha256 as sha2::Digest>::digest(std::fs::read(&file).unwrap());
    let sha: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    assert_eq!(manifest["init_from"]["sha256"], sha.as_str());
    assert_eq!(manifest["init_from"]["format"], "per_layer");

    // From a checkpoint: its parameters, a fresh optimizer state at step 0.
    let ckpt = seeded.save_checkpoint().unwrap();
    let mut opts = options(&dir.path().join("from-ckpt"));
    opts.init_from = Some(ckpt);
    let from_ckpt = Trainer::new(opts).unwrap();
    assert_eq!(from_ckpt.step_count(), 0);
    assert_eq!(from_ckpt.params().unwrap(), seeded.params().unwrap());
    let fresh = from_ckpt.state_to_host().unwrap();
    for (name, t) in fresh.iter().filter(|(n, _)| n.starts_with("opt.")) {
        assert!(f32s(t).iter().all(|&v| v == 0.0), "{name} is not fresh");
    }

    // A file of another shape is refused naming the tensor and both shapes; nothing written.
    let wide = write_config(
        dir.path(),
        "wide.toml",
        &config_text(
            &data().tokenizer,
            &data().shards,
            &ConfigOpts {
                d_model: Some(48),
                ..Default::default()
            },
        ),
    );
    let wrong = dir.path().join("wide.safetensors");
    ok(&[
        "init",
        "--config",
        wide.to_str().unwrap(),
        "--out",
        wrong.to_str().unwrap(),
    ]);
    let mut opts = options(&dir.path().join("refused"));
    opts.init_from = Some(wrong);
    let e = Trainer::new(opts).err().expect("refused").to_string();
    assert!(
        e.contains("tensor `wte` has shape [300, 48], the config expects [300, 32]")
            && e.contains("nothing was written"),
        "{e}"
    );
    assert!(!dir.path().join("refused").exists());
}

#[test]
fn set_params_replaces_parameters_by_name_and_refuses_unknown_names_and_shapes() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Trainer::new(options(&dir.path().join("run"))).unwrap();
    let loss = t.evaluate().unwrap();
    let params = t.params().unwrap();
    t.set_params(&params).unwrap();
    assert_eq!(
        t.evaluate().unwrap().to_bits(),
        loss.to_bits(),
        "a round trip changes nothing"
    );
    let head = &params["lm_head"];
    let zeros = HostTensor::from_f32(head.dims(), &vec![0.0; f32s(head).len()]).unwrap();
    t.set_params(&BTreeMap::from([("lm_head".to_string(), zeros)]))
        .unwrap();
    assert!(
        f32s(&t.params().unwrap()["lm_head"])
            .iter()
            .all(|&v| v == 0.0)
    );
    // A zero head predicts uniformly: the loss is ln V (to f32 rounding).
    let uniform = t.evaluate().unwrap();
    assert!((uniform - (VOCAB as f64).ln()).abs() < 1e-4, "{uniform}");
    let e = t
        .set_params(&BTreeMap::from([(
            "layers.9.nope".to_string(),
            head.clone(),
        )]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("`layers.9.nope` is not a parameter"), "{e}");
    let e = t
        .set_params(&BTreeMap::from([("wte".to_string(), head.clone())]))
        .unwrap_err()
        .to_string();
    assert!(e.contains("`wte` has shape"), "{e}");
}

#[test]
fn matrix_optimizer_adamw_updates_the_block_matrices_with_adamw() {
    // MaxText's optimizer for the calibration configs: AdamW on every tensor.
    let text = tiny_config_text().replace(
        "adamw_lr = 0.01",
        "adamw_lr = 0.01\nmatrix_optimizer = \"adamw\"",
    );
    let cfg = nam::NamConfig::from_toml_str(&text).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let mut opts = TrainerOptions::new(cfg.clone(), dir.path().join("run"));
    opts.cache_dir = Some(cache_dir());
    let mut t = Trainer::new(opts).unwrap();
    // Every trained tensor carries AdamW's moments; none Muon's momentum.
    let state = t.state_to_host().unwrap();
    assert!(
        state.keys().all(|k| !k.ends_with(".momentum")),
        "{:?}",
        state.keys()
    );
    let a = 1e-3;
    let (before, after) = step_at_adamw_rate(&mut t, a);
    // The matrices the split gives Muon now move as AdamW's first step moves a tensor, though
    // the Muon rate is 0: no element by more than the AdamW rate, and by the rate (to rounding)
    // wherever the gradient is not zero. At init the output projections are zero, so the
    // matrices before them get no gradient yet; the output projections themselves do.
    let mut moved_matrices = Vec::new();
    for spec in param_specs(&cfg.model) {
        if spec.group != Some(OptimizerGroup::Muon) {
            continue;
        }
        let (p0, p1) = (f32s(&before[&spec.name]), f32s(&after[&spec.name]));
        if moved_by_rate(&spec.name, &p0, &p1, a) * 10 > p0.len() * 9 {
            moved_matrices.push(spec.name.clone());
        }
    }
    assert!(
        moved_matrices
            .iter()
            .any(|n| n.ends_with("w_o") || n.ends_with("w_down") || n.contains("w_out")),
        "{moved_matrices:?}"
    );
    // The canonical JSON (and so the config hash) of a default config is unchanged by the key.
    assert!(
        !serde_json::to_string(&tiny_config())
            .unwrap()
            .contains("matrix_optimizer")
    );
}

#[test]
fn an_eval_pending_at_resume_runs_once_and_its_checkpoint_is_saved_again_to_say_so() {
    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("run");
    let resumed = |run: &Path| {
        let mut opts = options(run);
        opts.resume = Resume::Required;
        Trainer::new(opts).unwrap()
    };
    let pending_in_meta = |run: &Path| -> Option<serde_json::Value> {
        let meta = std::fs::read(run.join("checkpoints/step-00000002/meta.json")).unwrap();
        let meta: serde_json::Value = serde_json::from_slice(&meta).unwrap();
        meta["extra"].get("eval_pending").cloned()
    };
    let eval_steps = |run: &Path| -> Vec<u64> {
        metrics(run)
            .iter()
            .filter(|r| r.get("eval_loss").is_some_and(|l| !l.is_null()))
            .map(|r| r["step"].as_u64().unwrap())
            .collect()
    };
    // A stop between step 2 and its eval: the checkpoint records the eval as pending.
    let mut t = Trainer::new(options(&run)).unwrap();
    t.step().unwrap();
    t.step().unwrap();
    t.set_eval_pending(true);
    t.save_checkpoint().unwrap();
    assert!(t.latest_checkpoint_is_current());
    drop(t);
    assert_eq!(pending_in_meta(&run), Some(serde_json::Value::Bool(true)));
    assert!(eval_steps(&run).is_empty());

    // Resumed, the eval runs; the checkpoint still says it is pending, so it is not current.
    let mut r = resumed(&run);
    assert!(r.eval_pending() && r.latest_checkpoint_is_current());
    r.evaluate().unwrap();
    assert!(!r.eval_pending());
    assert!(
        !r.latest_checkpoint_is_current(),
        "a stop now must save step 2 again"
    );
    r.save_checkpoint().unwrap();
    assert!(r.latest_checkpoint_is_current());
    drop(r);
    assert_eq!(pending_in_meta(&run), None);

    // Resumed again, nothing is pending: step 2's eval is in the metrics once.
    let r = resumed(&run);
    assert!(!r.eval_pending() && r.latest_checkpoint_is_current());
    assert_eq!(eval_steps(&run), [2]);
}

/// A hook that asks to stop after step `at`.
struct StopAfter(u64);

impl train::hooks::TrainerHook for StopAfter {
    fn after_step(&mut self, report: &StepReport) -> train::hooks::HookAction {
        match report.step >= self.0 {
            true => train::hooks::HookAction::Stop,
            false => train::hooks::HookAction::Continue,
        }
    }
}

#[test]
fn a_hooks_stop_ends_run_steps_lets_the_loop_evaluate_and_clear_stop_trains_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut t = Trainer::new(options(&dir.path().join("run"))).unwrap();
    t.add_hook(Box::new(StopAfter(2)));
    let held_out = [t.next_batch().unwrap()];
    // Steps already launched when the hook asks finish and are reported; none starts after.
    let reports = t.run_steps(5).unwrap();
    assert!(reports.len() >= 2, "{} steps", reports.len());
    assert_eq!(t.stop_requested(), Some(0));
    let done = t.step_count();
    assert!(t.run_steps(3).unwrap().is_empty());
    assert_eq!(t.step_count(), done);
    // The natural loop after an early stop: evaluate, save, all on the same trainer.
    let loss = t.evaluate_on(&held_out).unwrap();
    assert!(loss.is_finite());
    t.save_checkpoint().unwrap();
    // Training refuses until the loop clears the hook's stop; then it goes on.
    let e = t.step_on(&held_out[0]).unwrap_err().to_string();
    assert!(e.contains("stop"), "{e}");
    t.clear_stop().unwrap();
    assert_eq!(t.stop_requested(), None);
    assert_eq!(t.step_on(&held_out[0]).unwrap().step, done + 1);
    // A signal's stop is not the loop's to clear.
    let mut opts = options(&dir.path().join("signalled"));
    let stop = train::stop::StopSignal::new();
    opts.stop = Some(stop.clone());
    let mut s = Trainer::new(opts).unwrap();
    stop.request(train::stop::SIGTERM);
    let e = s.clear_stop().unwrap_err().to_string();
    assert!(e.contains("15") || e.contains("SIGTERM"), "{e}");
    assert_eq!(s.stop_requested(), Some(train::stop::SIGTERM));
}

#[test]
fn a_start_that_failed_on_its_first_batch_leaves_a_directory_a_fresh_run_may_take() {
    let dir = tempfile::tempdir().unwrap();
    let run = dir.path().join("run");
    {
        let mut t = Trainer::new(options(&run)).unwrap();
        let mut bad = t.next_batch().unwrap();
        bad.loss_mask[0] = -1;
        assert!(t.step_on(&bad).is_err());
        assert_eq!(t.step_count(), 0);
    }
    // No step was taken: the same directory takes a fresh run, which trains and records only
    // its own steps.
    let mut t = Trainer::new(options(&run)).unwrap();
    assert_eq!(t.run_steps(2).unwrap().len(), 2);
    t.write_manifest().unwrap();
    let steps: Vec<u64> = metrics(&run)
        .iter()
        .filter(|r| r.get("loss").is_some())
        .map(|r| r["step"].as_u64().unwrap())
        .collect();
    assert_eq!(steps, [1, 2]);
    drop(t);
    // Once a step is recorded, a fresh run there is refused, naming both ways on.
    let e = Trainer::new(options(&run)).err().unwrap().to_string();
    assert!(e.contains("metrics.jsonl of steps up to 2"), "{e}");
    assert!(
        e.contains("Resume::Required") && e.contains("--resume"),
        "{e}"
    );
}
