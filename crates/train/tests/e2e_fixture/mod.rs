//! Shared fixture of the library-level end-to-end tests: a generated C++ tree prepared into a
//! dataset, a BPE tokenizer trained on it, and a tiny NAM config that trains on them.

#![allow(dead_code)]

use std::path::PathBuf;
use std::sync::OnceLock;

use data::shard::{TEXT_COLUMN, read_texts};
use data::{Dataset, PrepareOptions, Tokenizer, TrainOptions, prepare};
use nam::NamConfig;

/// The tokenizer's vocabulary (and the config's `vocab_size`).
pub const VOCAB: usize = 300;

/// The data every test reads.
pub struct Data {
    _dir: tempfile::TempDir,
    /// The prepared dataset directory.
    pub shards: PathBuf,
    /// `tokenizer.json` with [`VOCAB`] tokens.
    pub tokenizer: PathBuf,
}

/// The shared data, made on first use with the data crate's library API.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let src = dir.path().join("src");
        data::synthetic::write_cpp_tree(&src, 160).unwrap();
        let shards = dir.path().join("shards");
        let mut options = PrepareOptions::new(&src, vec!["**/*.hpp".into()], &shards);
        options.shard_rows = 40;
        options.held_out = 0.1;
        prepare(&options, |_| {}).unwrap();
        let dataset = Dataset::open_dir(&shards).unwrap();
        let texts: Vec<String> = dataset
            .train
            .iter()
            .flat_map(|s| read_texts(&s.path, TEXT_COLUMN).unwrap())
            .collect();
        let (mut tokenizer, _) = Tokenizer::train(&texts, &TrainOptions::new(VOCAB)).unwrap();
        let tokenizer_path = dir.path().join("tokenizer.json");
        tokenizer.save(&tokenizer_path).unwrap();
        Data {
            _dir: dir,
            shards,
            tokenizer: tokenizer_path,
        }
    })
}

/// The tiny model of the library tests: one `AF` group, f32, 4 rows of 32 tokens per step.
pub fn tiny_config_text() -> String {
    let d = data();
    format!(
        r#"[model]
depth = 2
pattern = "AF"
d_model = 32
vocab_size = {VOCAB}
seq_len = 32
n_head = 2
n_kv_head = 1
head_dim = 16
activation = "relu2"
ffn_hidden = 64

[optimizer]
adamw_lr = 0.01

[schedule]
steps = 20
warmup_steps = 2

[precision]
param_dtype = "f32"
compute_dtype = "f32"

[train]
batch_size = 4
seed = 0
eval_every = 10
eval_batches = 1
checkpoint_every = 10
keep_checkpoints = 3
log_every = 1

[data]
tokenizer = "{}"
shards = "{}"
"#,
        d.tokenizer.display(),
        d.shards.display()
    )
}

/// [`tiny_config_text`], parsed.
pub fn tiny_config() -> NamConfig {
    NamConfig::from_toml_str(&tiny_config_text()).unwrap()
}

/// The executable cache every e2e test shares, so a program is compiled once per machine.
pub fn cache_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("namtrain-e2e-cache")
}
