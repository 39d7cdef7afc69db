//! The trainer's compiles on the real CPU plugin: by default in the child compile worker, in
//! this process on request. A crashing worker is an error naming the program and the plugin
//! that leaves the run directory unwritten; the worker's executables train bitwise like the
//! in-process ones; both modes use the keys `namtrain plan` computes for the same programs.

mod fixture;

use std::collections::BTreeSet;

use data::digest::sha256_hex;
use fixture::*;
use nam::graph::layout::LayerLoop;
use train::cache::ExecutableCache;
use train::compile_worker::{ABORT_ON_ENV, CompileWorker};
use train::trainer::{Trainer, TrainerOptions};

/// Losses of `steps` steps of a fresh run with `opts`, and the trainer's compile count.
fn losses(opts: TrainerOptions, steps: usize) -> (Vec<u64>, usize) {
    let mut trainer = Trainer::new(opts).unwrap();
    let losses = (0..steps)
        .map(|_| trainer.step().unwrap().loss.to_bits())
        .collect();
    (losses, trainer.compile_count())
}

/// sha256 of every program `namtrain plan` builds for the trainer's single-device shape.
fn plan_program_hashes() -> BTreeSet<String> {
    let cfg = tiny_config();
    let layout = train::programs::trainer_layout(&cfg, LayerLoop::Scan);
    train::programs::trainer_programs(
        &cfg,
        &layout,
        cfg.train.batch_size,
        cfg.train.micro_batches,
        LayerLoop::Scan,
        nam::graph::attention::ResolvedBackend::Xla,
        nam::graph::mamba::SsdBackend::Xla,
    )
    .unwrap()
    .into_iter()
    .map(|(_, _, p)| sha256_hex(p.text.as_bytes()))
    .collect()
}

#[test]
fn worker_and_in_process_compiles_train_bitwise_alike_under_plans_keys() {
    let dir = tempfile::tempdir().unwrap();
    let options = |name: &str, cache: &str| {
        let mut o = TrainerOptions::new(tiny_config(), dir.path().join(name));
        o.cache_dir = Some(dir.path().join(cache));
        o
    };

    let worker = options("worker", "cache-worker");
    assert!(worker.compile_worker.is_some(), "the worker is the default");
    let (by_worker, worker_compiles) = losses(worker, 3);
    let mut in_process = options("in-process", "cache-in-process");
    in_process.compile_worker = None;
    let (by_process, process_compiles) = losses(in_process, 3);
    assert_eq!(
        by_worker, by_process,
        "same programs, same compiler, same bits"
    );
    assert_eq!((worker_compiles, process_compiles), (2, 2), "step and eval");

    // Both modes stored exactly plan's programs, under the same keys.
    let stored = |cache: &str| -> (BTreeSet<String>, BTreeSet<String>) {
        let entries = ExecutableCache::open(dir.path().join(cache))
            .unwrap()
            .entries()
            .unwrap();
        let programs = entries
            .iter()
            .map(|e| e.manifest.as_ref().unwrap().program_sha256.clone())
            .collect();
        (programs, entries.iter().map(|e| e.key.0.clone()).collect())
    };
    let (worker_programs, worker_keys) = stored("cache-worker");
    let (process_programs, process_keys) = stored("cache-in-process");
    assert_eq!(worker_programs, plan_program_hashes());
    assert_eq!(process_programs, plan_program_hashes());
    assert_eq!(worker_keys, process_keys);

    // An in-process run over the worker's cache loads everything.
    let mut warm = options("warm", "cache-worker");
    warm.compile_worker = None;
    let (warm_losses, warm_compiles) = losses(warm, 3);
    assert_eq!(warm_compiles, 0);
    assert_eq!(warm_losses, by_worker);
}

#[test]
fn a_crashing_compile_worker_names_the_program_and_plugin_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let run_dir = dir.path().join("run");
    let mut opts = TrainerOptions::new(tiny_config(), &run_dir);
    opts.cache_dir = Some(dir.path().join("cache"));
    opts.compile_worker = Some(CompileWorker::new().with_env(ABORT_ON_ENV, "*"));
    let plugin = pjrt::Plugin::load("cpu")
        .unwrap()
        .path()
        .display()
        .to_string();
    let err = match Trainer::new(opts) {
        Ok(_) => panic!("a worker that aborts on every program cannot compile"),
        Err(e) => e.to_string(),
    };
    assert!(err.contains("compile worker crashed"), "{err}");
    assert!(err.contains("SIGABRT"), "{err}");
    assert!(err.contains(&plugin), "names the plugin {plugin}: {err}");
    // The step program is compiled first; the message carries its hash.
    let named = plan_program_hashes()
        .into_iter()
        .filter(|sha| err.contains(&sha[..12]))
        .count();
    assert_eq!(
        named, 1,
        "names exactly one of the trainer's programs: {err}"
    );
    assert!(!run_dir.exists(), "nothing was written before the compile");
    let entries = ExecutableCache::open(dir.path().join("cache"))
        .unwrap()
        .entries()
        .unwrap();
    assert!(entries.is_empty(), "{entries:?}");
}
