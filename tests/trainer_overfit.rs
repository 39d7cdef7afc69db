//! The real `Trainer` learns with gradient clipping on: a nam-tiny-shaped model (the preset's
//! block kinds, MTP, MoE bias updates, Muon + AdamW and `grad_clip = 1.0`, one `AEMF` group,
//! 64-token rows) on a corpus of one short text repeated, read through the whole data path
//! (prepare, tokenizer, loader, packing). The main loss must fall at least fivefold within 60
//! steps, as a memorised text allows; a step program that does not compute the loss of the
//! parameters it is given (issue 18: clipping on, AVX2 CPUs) stays near ln V instead.

mod fixture;

use data::shard::{TEXT_COLUMN, read_texts};
use data::{Dataset, PrepareOptions, Tokenizer, TrainOptions, prepare};
use nam::NamConfig;
use train::trainer::{Trainer, TrainerOptions};

const TEXT: &str = "// The quick brown fox jumps over the lazy dog.\n\
                    int fox(int dog) { return dog * 2 + 1; }\n";

#[test]
fn trainer_with_clipping_memorises_a_repeated_text_fivefold_in_60_steps() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    std::fs::create_dir_all(&src).unwrap();
    for i in 0..24 {
        std::fs::write(src.join(format!("f{i}.hpp")), TEXT.repeat(40)).unwrap();
    }
    let shards = dir.path().join("shards");
    let mut options = PrepareOptions::new(&src, vec!["**/*.hpp".into()], &shards);
    options.held_out = 0.1;
    prepare(&options, |_| {}).unwrap();
    let texts: Vec<String> = Dataset::open_dir(&shards)
        .unwrap()
        .train
        .iter()
        .flat_map(|s| read_texts(&s.path, TEXT_COLUMN).unwrap())
        .collect();
    let (mut tokenizer, _) = Tokenizer::train(&texts, &TrainOptions::new(300)).unwrap();
    let tokenizer_path = dir.path().join("tokenizer.json");
    tokenizer.save(&tokenizer_path).unwrap();

    let mut text = nam::presets::preset("nam-tiny").unwrap().to_string();
    for (from, to) in [
        ("depth = 8", "depth = 4".to_string()),
        (
            "vocab_size = 4096",
            format!("vocab_size = {}", tokenizer.vocab_size()),
        ),
        ("seq_len = 256", "seq_len = 64".into()),
        ("window = 64", "window = 16".into()),
        ("chunk = 32", "chunk = 16".into()),
        ("batch_size = 8", "batch_size = 4".into()),
        ("steps = 120", "steps = 60".into()),
        (
            "tokenizer = \"runs/data/tokenizer.json\"",
            format!("tokenizer = \"{}\"", tokenizer_path.display()),
        ),
        (
            "shards = \"runs/data/shards\"",
            format!("shards = \"{}\"", shards.display()),
        ),
    ] {
        assert!(text.contains(from), "nam-tiny.toml no longer has `{from}`");
        text = text.replacen(from, &to, 1);
    }
    // Without nam-tiny's code evaluation at the end: it has tests of its own
    // (tests/eval_code_cli.rs, tests/generate_tiny.rs, the wheel test), and half a minute per
    // finished run is better spent there.
    let text = text.split("\n[eval]\n").next().unwrap().to_string();
    let cfg = NamConfig::from_toml_str(&text).unwrap();
    assert_eq!(
        cfg.optimizer.grad_clip, 1.0,
        "clipping is on, as in every preset"
    );

    let mut opts = TrainerOptions::new(cfg, dir.path().join("run"));
    opts.cache_dir = Some(fixture::cache_dir());
    opts.compile_worker = None;
    let mut trainer = Trainer::new(opts).unwrap();
    let mut losses = Vec::new();
    let mut clipped = 0;
    for _ in 0..60 {
        let r = trainer.step().unwrap();
        clipped += usize::from(r.grad_norm > 1.0);
        losses.push(r.main_loss);
    }
    let first = losses[0];
    let best = losses.iter().copied().fold(f64::INFINITY, f64::min);
    println!("main loss {first:.3} -> best {best:.3}; clipped {clipped} of 60 steps");
    assert!(
        (first - (tokenizer.vocab_size() as f64).ln()).abs() < 0.7,
        "starts near ln V: {first}"
    );
    assert!(clipped > 0, "the clip was never active: {losses:?}");
    assert!(
        first / best >= 5.0,
        "main loss {first:.3} -> best {best:.3} (only {:.1}x): {losses:?}",
        first / best
    );
}
