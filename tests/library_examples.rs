//! The library examples (`crates/train/examples/`) run as tutorials on the tiny config, each
//! checked for what it teaches: the fine-tuning sweep restarts every rate from the same `init`
//! file and the held-out loss moves with the rate; the curriculum trains on cut rows first
//! (fewer counted positions) and then whole rows; early stopping stops by its rule, at an
//! evaluation where the loss had not improved for `patience` evaluations; supervised
//! fine-tuning counts the answers alone in its loss and lowers the held-out answers' loss.

mod fixture;

#[allow(dead_code)]
#[path = "../crates/train/examples/finetune.rs"]
mod finetune;

#[allow(dead_code)]
#[path = "../crates/train/examples/curriculum.rs"]
mod curriculum;

#[allow(dead_code)]
#[path = "../crates/train/examples/early_stop.rs"]
mod early_stop;

#[allow(dead_code)]
#[path = "../crates/train/examples/sft.rs"]
mod sft;

use fixture::*;

#[test]
fn the_finetune_sweep_restarts_each_rate_from_the_init_file() {
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    let init = dir.path().join("init.safetensors");
    ok(&[
        "init",
        "--config",
        config.to_str().unwrap(),
        "--out",
        init.to_str().unwrap(),
    ]);
    let sweep = finetune::run(
        &config,
        &init,
        &dir.path().join("sweep"),
        &[0.0, 1e-3, 1e-2],
        3,
        Some(cache_dir()),
    )
    .unwrap();
    let before: Vec<f64> = sweep.results.iter().map(|r| r.1).collect();
    assert!(
        before.windows(2).all(|w| w[0] == w[1]),
        "same start: {before:?}"
    );
    let (_, b0, a0) = sweep.results[0];
    assert_eq!(a0, b0, "rate 0 changes nothing");
    let (_, b2, a2) = sweep.results[2];
    assert!(
        a2 < b2,
        "the largest rate lowers the held-out loss: {b2} -> {a2}"
    );
    assert_ne!(sweep.best, 0.0);
}

#[test]
fn the_curriculum_trains_on_cut_rows_first() {
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    let steps = curriculum::run(&config, 6, &dir.path().join("run"), Some(cache_dir())).unwrap();
    assert!(steps.iter().all(|(l, _)| l.is_finite()));
    // 4 rows of 32 positions: cut to 8 positions a row, at most 32 count; whole rows, up to 128.
    assert!(steps[..3].iter().all(|&(_, n)| n <= 32), "{steps:?}");
    assert!(steps[3..].iter().all(|&(_, n)| n > 32), "{steps:?}");
    // Cut rows are their own documents past the cut: the batch still meets the data contract.
    let mut t = train::trainer::Trainer::new({
        let mut o = train::trainer::TrainerOptions::new(tiny_config(), dir.path().join("check"));
        o.cache_dir = Some(cache_dir());
        o
    })
    .unwrap();
    let b = t.next_batch().unwrap();
    let cut = curriculum::cut_rows(&b, 8);
    train::trainer::check_batch(&cut, 4, &t.config().model).unwrap();
    assert_eq!(
        cut.target_tokens(),
        b.loss_mask
            .chunks(32)
            .map(|r| r[..8].iter().sum::<i32>() as u64)
            .sum::<u64>()
    );
}

#[test]
fn early_stopping_stops_by_its_rule() {
    // The rule alone, by hand: improvements reset the count, `patience` flat ones stop.
    let mut rule = early_stop::EarlyStop::new(2, 0.01);
    assert!(!rule.observe(5.0) && !rule.observe(4.0) && !rule.observe(3.995));
    assert!(
        rule.observe(3.999),
        "two evaluations without a 0.01 improvement"
    );
    assert_eq!(rule.best(), 4.0);

    // A rule that cannot be met again (improvements of 10 nats): the first eval sets the best,
    // the next two do not improve on it, so the third evaluation stops the run.
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    let stopped = early_stop::run(
        &config,
        40,
        2,
        early_stop::EarlyStop::new(2, 10.0),
        &dir.path().join("run"),
        Some(cache_dir()),
    )
    .unwrap();
    assert!(stopped.by_rule);
    assert_eq!(stopped.evals.len(), 3, "{:?}", stopped.evals);
    assert_eq!(stopped.step, 6);
}

#[test]
fn sft_counts_only_the_answers_and_lowers_the_held_out_answers_loss() {
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    let cfg = nam::NamConfig::from_toml_str(&std::fs::read_to_string(&config).unwrap()).unwrap();
    let tok = data::tokenizer::Tokenizer::load(
        std::path::Path::new(&cfg.data.tokenizer),
        Some(cfg.model.vocab_size),
    )
    .unwrap();
    let (rows, t) = (cfg.train.batch_size, cfg.model.seq_len);
    // The mask counts exactly each answer's tokens (within the row), by a second count: the
    // answer encoded on its own.
    let batches = sft::answer_batches(&tok, sft::PAIRS, rows, t).unwrap();
    for (b, batch) in batches.iter().enumerate() {
        for r in 0..rows {
            let pair = &sft::PAIRS[(b * rows + r) % sft::PAIRS.len()];
            let prompt = tok.encode_document(pair.prompt).unwrap().len() - 1;
            let answer = tok.encode(pair.answer).unwrap().len();
            let counted: i32 = batch.loss_mask[r * t..(r + 1) * t].iter().sum();
            assert_eq!(
                counted as usize,
                answer.min(t.saturating_sub(prompt)),
                "pair {r}"
            );
            assert!(
                batch.loss_mask[r * t..r * t + prompt]
                    .iter()
                    .all(|&m| m == 0)
            );
        }
    }
    let init = dir.path().join("init.safetensors");
    ok(&[
        "init",
        "--config",
        config.to_str().unwrap(),
        "--out",
        init.to_str().unwrap(),
    ]);
    let tuned = sft::run(
        &config,
        &init,
        &dir.path().join("sft"),
        20,
        Some(cache_dir()),
    )
    .unwrap();
    assert!(
        tuned.after < tuned.before,
        "fine-tuning lowers the held-out answers' loss: {} -> {}",
        tuned.before,
        tuned.after
    );
    // The prompt positions do not count: changing their targets leaves the loss as it was.
    let mut opts = train::trainer::TrainerOptions::new(cfg.clone(), dir.path().join("check"));
    opts.init_from = Some(init.clone());
    opts.cache_dir = Some(cache_dir());
    let mut trainer = train::trainer::Trainer::new(opts).unwrap();
    let mut scrambled = batches[0].clone();
    for (target, mask) in scrambled.targets.iter_mut().zip(&scrambled.loss_mask) {
        if *mask == 0 {
            *target = 7;
        }
    }
    assert_eq!(
        trainer.evaluate_on(&batches[..1]).unwrap().to_bits(),
        trainer.evaluate_on(&[scrambled]).unwrap().to_bits()
    );
}
