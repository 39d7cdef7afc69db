//! `namtrain sample` end to end: a tiny model trained on one sentence repeated continues that
//! sentence at temperature 0; bad arguments are refused with the fix and nothing is written.

mod fixture;

use fixture::*;
use std::fs;
use std::path::Path;

/// The tokenizer's vocabulary: what one repeated sentence supports (byte-level BPE merges stop
/// when no pair repeats).
const SENTENCE_VOCAB: usize = 280;

/// No word repeats, so each token's continuation is determined by the text before it.
const SENTENCE: &str = "pack my box with five dozen liquor jugs.";

/// A corpus of documents that each repeat [`SENTENCE`], its shards and a tokenizer, made by
/// the CLI as a user would.
fn repetitive_data(dir: &Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let src = dir.join("src");
    fs::create_dir_all(&src).unwrap();
    for i in 0..48 {
        let text = [SENTENCE; 3].join(" ");
        fs::write(src.join(format!("doc{i:02}.txt")), text).unwrap();
    }
    prepare_data(&src, "**/*.txt", 16, SENTENCE_VOCAB, dir)
}

fn sample(args: &[&str]) -> (String, String) {
    let out = namtrain(&[&["sample"], args].concat());
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    );
    assert!(
        out.status.success(),
        "namtrain sample {args:?} failed:\n{stderr}"
    );
    (stdout, stderr)
}

#[test]
fn a_model_trained_on_one_sentence_continues_it_at_temperature_zero() {
    let dir = tempfile::tempdir().unwrap();
    let (shards, tokenizer) = repetitive_data(dir.path());
    let config = write_config(
        dir.path(),
        "sentence.toml",
        &config_text(
            &tokenizer,
            &shards,
            &ConfigOpts {
                vocab_size: Some(SENTENCE_VOCAB),
                ..ConfigOpts::default()
            },
        ),
    );
    let run_dir = dir.path().join("run");
    ok(&strs(&train_args(&config, &run_dir, 60)));

    let run = run_dir.display().to_string();
    let (text, log) = sample(&[
        "--run-dir",
        &run,
        "--prompt",
        "pack my box",
        "--temperature",
        "0",
        "--max-tokens",
        "12",
    ]);
    assert!(
        text.starts_with("pack my box with five dozen liquor jugs."),
        "sampled: {text:?}\n{log}"
    );
    assert!(log.contains("step 60 checkpoint"), "{log}");

    // A checkpoint directory names the same run; the same seed draws the same text.
    let step = run_dir.join("checkpoints").join("step-00000060");
    let ckpt = step.display().to_string();
    let draw = |seed: &str| {
        sample(&[
            "--checkpoint",
            &ckpt,
            "--prompt",
            "five dozen",
            "--temperature",
            "1.0",
            "--seed",
            seed,
            "--max-tokens",
            "8",
        ])
        .0
    };
    assert_eq!(draw("3"), draw("3"));

    // Bad inputs: each names the fix, and the run directory is left as it was.
    let before = snapshot(&run_dir);
    let refused = |args: &[&str]| {
        let err = fails(&[&["sample"], args].concat());
        assert_eq!(
            snapshot(&run_dir),
            before,
            "sample {args:?} changed the run"
        );
        err
    };
    let err = refused(&["--run-dir", dir.path().to_str().unwrap()]);
    assert!(
        err.contains("has no checkpoints/ directory: train first"),
        "{err}"
    );
    let err = refused(&["--checkpoint", &run]);
    assert!(err.contains("is not a checkpoint directory"), "{err}");
    let err = refused(&["--run-dir", &run, "--temperature=-1"]);
    assert!(err.contains("is not a temperature"), "{err}");
    let long = vec!["box"; 64].join(" ");
    let err = refused(&["--run-dir", &run, "--prompt", &long]);
    assert!(err.contains("shorten the prompt"), "{err}");
    // A tokenizer of the same size trained on other text.
    let other = dir.path().join("other-tokenizer.json");
    train_tokenizer(&data().shards, SENTENCE_VOCAB, &other);
    let err = refused(&["--run-dir", &run, "--tokenizer", other.to_str().unwrap()]);
    assert!(
        err.contains("is not the tokenizer the run trained with"),
        "{err}"
    );
}
