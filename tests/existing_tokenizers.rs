//! Tokenizers people already have train end to end: a GPT-2-style one (`<|endoftext|>` = 0, no
//! padding token), a nanochat-style one (`<|bos|>` = 0, chat tokens after it), a BOS named in
//! the config, and a model vocabulary padded past the tokenizer's. Each trains 3 steps; the data
//! receipt records the beginning-of-document id the loader used.
//!
//! The tokenizers are the fixture's trained BPE with its special tokens renamed (same merges,
//! other special-token ids), so nothing is downloaded.

mod fixture;

use std::path::Path;

use fixture::{ConfigOpts, config_text, data, ok, strs, train_args};

/// Trains 3 steps on the fixture's shards with `tokenizer_json` and `extra_data` appended to
/// `[data]`; returns the run's data receipt.
fn train_three_steps(
    name: &str,
    tokenizer_json: &str,
    vocab: usize,
    extra_data: &str,
) -> serde_json::Value {
    let d = data();
    let dir = tempfile::tempdir().unwrap();
    let tokenizer = dir.path().join(format!("{name}.json"));
    std::fs::write(&tokenizer, tokenizer_json).unwrap();
    let mut text = config_text(
        &tokenizer,
        &d.shards,
        &ConfigOpts {
            vocab_size: Some(vocab),
            ..ConfigOpts::default()
        },
    );
    text = text.replace("[data]\n", &format!("[data]\n{extra_data}"));
    assert!(text.contains(extra_data), "{text}");
    let config = dir.path().join("config.toml");
    std::fs::write(&config, text).unwrap();
    let run_dir = dir.path().join("run");
    ok(&strs(&train_args(&config, &run_dir, 3)));
    let metrics = std::fs::read_to_string(run_dir.join("metrics.jsonl")).unwrap();
    let last: serde_json::Value =
        serde_json::from_str(metrics.lines().rfind(|l| l.contains("\"loss\"")).unwrap()).unwrap();
    assert_eq!(last["step"], 3, "{metrics}");
    assert!(last["loss"].as_f64().unwrap().is_finite(), "{metrics}");
    read_json(&run_dir.join("data_receipt.json"))
}

fn read_json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The fixture's tokenizer JSON with special tokens renamed (`(from, to)` in order).
fn renamed(renames: &[(&str, &str)]) -> String {
    let mut json = std::fs::read_to_string(&data().tokenizer).unwrap();
    for (from, to) in renames {
        let (from, to) = (format!("\"{from}\""), format!("\"{to}\""));
        assert!(json.contains(&from), "{from}");
        json = json.replace(&from, &to);
    }
    json
}

#[test]
fn a_gpt2_style_tokenizer_trains_with_endoftext_starting_documents() {
    // `<|endoftext|>` at id 0 and no padding token: id 0 starts documents, padding is masked.
    let json = renamed(&[("<|pad|>", "<|endoftext|>"), ("<|bos|>", "<|unused|>")]);
    let receipt = train_three_steps("gpt2", &json, fixture::VOCAB, "");
    assert_eq!(receipt["tokenizer"]["bos_id"], 0, "{receipt}");
}

#[test]
fn a_nanochat_style_tokenizer_trains_with_its_bos_at_id_0() {
    let json = renamed(&[("<|bos|>", "<|user_start|>"), ("<|pad|>", "<|bos|>")]);
    let receipt = train_three_steps("nanochat", &json, fixture::VOCAB, "");
    assert_eq!(receipt["tokenizer"]["bos_id"], 0, "{receipt}");
    // The config may name any token of the vocabulary instead.
    let receipt = train_three_steps(
        "nanochat",
        &json,
        fixture::VOCAB,
        "bos_token = \"<|user_start|>\"\n",
    );
    assert_eq!(receipt["tokenizer"]["bos_id"], 1, "{receipt}");
}

#[test]
fn a_model_vocabulary_padded_past_the_tokenizers_trains() {
    let json = std::fs::read_to_string(&data().tokenizer).unwrap();
    // 300 tokens, 384 embedding rows (a multiple of 128).
    let receipt = train_three_steps("ours", &json, 384, "");
    assert_eq!(receipt["tokenizer"]["vocab_size"], fixture::VOCAB as u64);
    assert_eq!(receipt["tokenizer"]["bos_id"], 1, "{receipt}");
}
