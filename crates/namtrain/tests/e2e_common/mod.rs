//! Shared fixture of the end-to-end CLI tests: a generated C++ tree turned into a dataset and a
//! tokenizer by the CLI itself, a tiny config that trains on them, a shared executable cache,
//! and directory snapshots to prove that nothing was lost or overwritten.

#![allow(dead_code)]

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use sha2::{Digest, Sha256};

/// The tokenizer's vocabulary (and the config's `vocab_size`).
pub const VOCAB: usize = 300;

/// The tiny model every e2e test trains: one `AF` group, f32, 4 rows of 32 tokens per step,
/// eval and checkpoints every 10 steps. `{tokenizer}`, `{shards}` and `{extra_model}` are
/// filled in by [`config_text`].
const CONFIG: &str = r#"# The e2e tests' tiny config.
[model]
depth = 2
pattern = "AF"
d_model = 32
vocab_size = 300
seq_len = 32
n_head = 2
n_kv_head = 1
head_dim = 16
activation = "relu2"
ffn_hidden = 64
{extra_model}

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
micro_batches = {micro_batches}
seed = 0
eval_every = 10
eval_batches = 1
checkpoint_every = 10
keep_checkpoints = 3
log_every = 1

[data]
tokenizer = "{tokenizer}"
shards = "{shards}"
val_shards = 1
"#;

/// A config's knobs for the tests that vary it.
#[derive(Clone, Debug)]
pub struct ConfigOpts {
    /// Extra `[model]` lines (e.g. `"d_model = 48"` is not allowed twice: use `d_model`).
    pub extra_model: String,
    /// Overrides `d_model`.
    pub d_model: Option<usize>,
    /// Overrides `vocab_size`.
    pub vocab_size: Option<usize>,
    /// `[train] micro_batches`.
    pub micro_batches: usize,
}

impl Default for ConfigOpts {
    fn default() -> Self {
        ConfigOpts {
            extra_model: String::new(),
            d_model: None,
            vocab_size: None,
            micro_batches: 1,
        }
    }
}

/// The config text for a tokenizer and shards directory.
pub fn config_text(tokenizer: &Path, shards: &Path, opts: &ConfigOpts) -> String {
    let mut text = CONFIG
        .replace("{tokenizer}", &tokenizer.display().to_string())
        .replace("{shards}", &shards.display().to_string())
        .replace("{extra_model}", &opts.extra_model)
        .replace("{micro_batches}", &opts.micro_batches.to_string());
    if let Some(d) = opts.d_model {
        text = text.replace("d_model = 32", &format!("d_model = {d}"));
    }
    if let Some(v) = opts.vocab_size {
        text = text.replace("vocab_size = 300", &format!("vocab_size = {v}"));
    }
    text
}

/// The data every test reads: a dataset directory and a tokenizer, made once per test binary
/// by `namtrain data prepare` and `namtrain tokenizer train`. Tests that damage data copy it.
pub struct Data {
    /// Keeps the directory alive.
    _dir: tempfile::TempDir,
    /// The prepared dataset (`dataset.json`, training shards, one held-out shard).
    pub shards: PathBuf,
    /// `tokenizer.json` with [`VOCAB`] tokens.
    pub tokenizer: PathBuf,
}

/// The shared data, made on first use.
pub fn data() -> &'static Data {
    static DATA: OnceLock<Data> = OnceLock::new();
    DATA.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let src = dir.path().join("src");
        data::synthetic::write_cpp_tree(&src, 160).unwrap();
        let (shards, tokenizer) = prepare_data(&src, "**/*.hpp", 40, VOCAB, dir.path());
        Data {
            _dir: dir,
            shards,
            tokenizer,
        }
    })
}

/// `namtrain data prepare` of the files under `src` matching `glob` (shards of `shard_rows`
/// rows, 10% held out) into `dir/shards`, then `namtrain tokenizer train` of a `vocab`-token
/// tokenizer on them into `dir/tokenizer.json`: the data a user makes with the CLI.
pub fn prepare_data(
    src: &Path,
    glob: &str,
    shard_rows: usize,
    vocab: usize,
    dir: &Path,
) -> (PathBuf, PathBuf) {
    let shards = dir.join("shards");
    let tokenizer = dir.join("tokenizer.json");
    let p = |s: &Path| s.display().to_string();
    ok(&[
        "data",
        "prepare",
        "--src",
        &p(src),
        "--glob",
        glob,
        "--out",
        &p(&shards),
        "--shard-rows",
        &shard_rows.to_string(),
        "--held-out",
        "0.1",
    ]);
    train_tokenizer(&shards, vocab, &tokenizer);
    (shards, tokenizer)
}

/// `namtrain tokenizer train --input shards --vocab vocab --out out`.
pub fn train_tokenizer(shards: &Path, vocab: usize, out: &Path) {
    ok(&[
        "tokenizer",
        "train",
        "--input",
        &shards.display().to_string(),
        "--vocab",
        &vocab.to_string(),
        "--out",
        &out.display().to_string(),
    ]);
}

/// The executable cache every e2e test shares, so a program is compiled once per machine.
pub fn cache_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("namtrain-e2e-cache")
}

/// Runs `namtrain` with `args`.
pub fn namtrain(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(args)
        .env_remove("RUST_BACKTRACE")
        .env_remove("RUST_LIB_BACKTRACE")
        .output()
        .unwrap()
}

/// Runs `namtrain` and returns its stderr, panicking (with it) on failure.
pub fn ok(args: &[&str]) -> String {
    let out = namtrain(args);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "namtrain {args:?} failed:\n{stderr}");
    stderr
}

/// Runs `namtrain`, expects failure, and returns its stderr.
pub fn fails(args: &[&str]) -> String {
    let out = namtrain(args);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        !out.status.success(),
        "namtrain {args:?} should have failed:\n{stderr}"
    );
    stderr
}

/// The arguments of a quiet training run on the shared cache.
pub fn train_args(config: &Path, run_dir: &Path, steps: u64) -> Vec<String> {
    vec![
        "--config".into(),
        config.display().to_string(),
        "--run-dir".into(),
        run_dir.display().to_string(),
        "--cache-dir".into(),
        cache_dir().display().to_string(),
        "--steps".into(),
        steps.to_string(),
        "--quiet".into(),
    ]
}

/// Borrows a `Vec<String>` as `&[&str]`.
pub fn strs(v: &[String]) -> Vec<&str> {
    v.iter().map(String::as_str).collect()
}

/// Every file under `dir` (relative path → sha256 of its bytes); empty if `dir` is absent.
pub fn snapshot(dir: &Path) -> BTreeMap<PathBuf, String> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<PathBuf, String>) {
        let Ok(entries) = fs::read_dir(dir) else {
            return;
        };
        for e in entries.flatten() {
            let path = e.path();
            if path.is_dir() {
                walk(root, &path, out);
            } else {
                let bytes = fs::read(&path).unwrap();
                out.insert(
                    path.strip_prefix(root).unwrap().to_path_buf(),
                    hex(&Sha256::digest(&bytes)),
                );
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Copies a directory tree (files and directories only).
pub fn copy_dir(from: &Path, to: &Path) {
    fs::create_dir_all(to).unwrap();
    for e in fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            fs::copy(e.path(), &target).unwrap();
        }
    }
}

/// Writes `text` as `name` in `dir` and returns the path.
pub fn write_config(dir: &Path, name: &str, text: &str) -> PathBuf {
    let path = dir.join(name);
    fs::write(&path, text).unwrap();
    path
}

/// The default e2e config on the shared data, written as `dir/tiny.toml`.
pub fn write_default_config(dir: &Path) -> PathBuf {
    let d = data();
    write_config(
        dir,
        "tiny.toml",
        &config_text(&d.tokenizer, &d.shards, &ConfigOpts::default()),
    )
}

/// An earlier run to damage or resume: 10 steps of the default config with its step-10
/// checkpoint, made once per test binary. Tests copy it before touching it.
pub struct EarlierRun {
    _dir: tempfile::TempDir,
    /// The config file it was trained with.
    pub config: PathBuf,
    /// Its run directory.
    pub run_dir: PathBuf,
}

/// The shared earlier run, made on first use.
pub fn earlier_run() -> &'static EarlierRun {
    static RUN: OnceLock<EarlierRun> = OnceLock::new();
    RUN.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let config = write_default_config(dir.path());
        let run_dir = dir.path().join("run");
        ok(&strs(&train_args(&config, &run_dir, 10)));
        EarlierRun {
            _dir: dir,
            config,
            run_dir,
        }
    })
}
