//! Bad inputs through the CLI: each fails with a message that names the problem and the fix,
//! and leaves the earlier run's directory and the data exactly as they were (every file's
//! bytes compared before and after).

mod fixture;

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use fixture::*;

/// A copy of the earlier run and of the data, private to one test.
struct Case {
    dir: tempfile::TempDir,
    run_dir: PathBuf,
    shards: PathBuf,
    tokenizer: PathBuf,
}

impl Case {
    fn new() -> Case {
        let (d, earlier) = (data(), earlier_run());
        let dir = tempfile::tempdir().unwrap();
        let run_dir = dir.path().join("run");
        copy_dir(&earlier.run_dir, &run_dir);
        let shards = dir.path().join("shards");
        copy_dir(&d.shards, &shards);
        let tokenizer = dir.path().join("tokenizer.json");
        fs::copy(&d.tokenizer, &tokenizer).unwrap();
        Case {
            dir,
            run_dir,
            shards,
            tokenizer,
        }
    }

    fn config(&self, text: &str) -> PathBuf {
        write_config(self.dir.path(), "config.toml", text)
    }

    fn default_text(&self) -> String {
        config_text(&self.tokenizer, &self.shards, &ConfigOpts::default())
    }

    /// Resumes the earlier run with `config` (plus `extra` flags), expects failure, and checks
    /// that the run directory and the data are byte-for-byte unchanged. Returns stderr.
    fn resume_fails(&self, config: &Path, extra: &[&str]) -> String {
        let (run_before, data_before) = (snapshot(&self.run_dir), snapshot(&self.shards));
        let tokenizer_before = fs::read(&self.tokenizer).ok();
        let mut args = train_args(config, &self.run_dir, 20);
        args.push("--resume".into());
        args.extend(extra.iter().map(|s| s.to_string()));
        let stderr = fails(&strs(&args));
        assert_eq!(
            snapshot(&self.run_dir),
            run_before,
            "the run directory changed:\n{stderr}"
        );
        assert_eq!(
            snapshot(&self.shards),
            data_before,
            "the data changed:\n{stderr}"
        );
        assert_eq!(fs::read(&self.tokenizer).ok(), tokenizer_before);
        stderr
    }

    /// The first training shard of the prepared dataset.
    fn first_shard(&self) -> PathBuf {
        let manifest: serde_json::Value =
            serde_json::from_slice(&fs::read(self.shards.join("dataset.json")).unwrap()).unwrap();
        self.shards
            .join(manifest["shards"][0]["file"].as_str().unwrap())
    }
}

fn assert_mentions(stderr: &str, parts: &[&str]) {
    for p in parts {
        assert!(stderr.contains(p), "expected {p:?} in:\n{stderr}");
    }
}

#[test]
fn unknown_config_key_is_named_with_its_section() {
    let c = Case::new();
    let text = c
        .default_text()
        .replace("batch_size = 4", "batch_size = 4\nbach_size = 8");
    let stderr = c.resume_fails(&c.config(&text), &[]);
    assert_mentions(&stderr, &["bach_size", "[train]"]);

    // A fresh run with the same config does not even create its run directory.
    let fresh = c.dir.path().join("fresh");
    fails(&strs(&train_args(&c.config(&text), &fresh, 20)));
    assert!(
        !fresh.exists(),
        "a failed start created {}",
        fresh.display()
    );
}

#[test]
fn a_bad_code_evaluation_is_refused_before_training_with_the_fix() {
    let c = Case::new();
    let shipped = concat!(env!("CARGO_MANIFEST_DIR"), "/configs/code-bench/cpp.jsonl");
    let first = fs::read_to_string(shipped).unwrap();
    let first = first.lines().next().unwrap();
    let file = |name: &str, text: String| {
        let p = c.dir.path().join(name);
        fs::write(&p, text).unwrap();
        p.display().to_string()
    };
    let malformed = file("malformed.jsonl", format!("{first}\n{{\"name\": 3}}\n"));
    let untested = first.replace("\"tests\":", "\"no_tests\":");
    let untested = file("untested.jsonl", format!("{untested}\n"));
    let missing = c.dir.path().join("missing.jsonl").display().to_string();
    for (eval, wants) in [
        (
            format!("code_bench = \"{missing}\""),
            vec![
                "missing.jsonl does not exist",
                "configs/code-bench/cpp.jsonl",
            ],
        ),
        (
            format!("code_bench = \"{malformed}\""),
            vec!["malformed.jsonl:2:", "`name`, `prompt` and `tests`"],
        ),
        (
            format!("code_bench = \"{untested}\""),
            vec!["untested.jsonl:1: problem", "has no tests"],
        ),
        (
            format!("code_bench = \"{shipped}\"\ncode_compiler = \"no-such-c++ -O1\""),
            vec![
                "`no-such-c++`",
                "apt-get install g++",
                "[eval] code_compiler",
            ],
        ),
    ] {
        let text = format!(
            "{}\n[eval]\n{eval}\ncode_max_tokens = 8\n",
            c.default_text()
        );
        let stderr = c.resume_fails(&c.config(&text), &[]);
        assert_mentions(&stderr, &wants);
    }
}

#[test]
fn pallas_attention_on_the_cpu_plugin_names_the_fix_and_changes_nothing() {
    let c = Case::new();
    let text = c
        .default_text()
        .replacen("[model]\n", "[model]\nattention = \"pallas\"\n", 1);
    let stderr = c.resume_fails(&c.config(&text), &[]);
    assert_mentions(
        &stderr,
        &[
            "attention backend \"pallas\" needs a TPU, but the platform is \"cpu\"; use \
           --attention xla (or auto, which picks xla off TPU)",
        ],
    );
}

#[test]
fn missing_tokenizer_says_how_to_train_one() {
    let c = Case::new();
    let missing = c.dir.path().join("no-such-tokenizer.json");
    let text = config_text(&missing, &c.shards, &ConfigOpts::default());
    let stderr = c.resume_fails(&c.config(&text), &[]);
    assert_mentions(
        &stderr,
        &[
            &missing.display().to_string(),
            "does not exist",
            "namtrain tokenizer train",
        ],
    );
}

#[test]
fn a_bos_token_the_tokenizer_lacks_or_that_differs_from_the_checkpoints_is_refused() {
    let c = Case::new();
    let with_bos = |name: &str| {
        c.default_text()
            .replace("[data]\n", &format!("[data]\nbos_token = \"{name}\"\n"))
    };
    // Not in the vocabulary: named, with the tokenizer's own special tokens listed.
    let stderr = c.resume_fails(&c.config(&with_bos("<s>")), &[]);
    assert_mentions(
        &stderr,
        &[
            "[data] bos_token = \"<s>\" is not in its vocabulary",
            "\"<|bos|>\" (id 1)",
        ],
    );
    // In the vocabulary, but the earlier run's documents started with id 1: resuming would
    // read another row stream.
    let stderr = c.resume_fails(&c.config(&with_bos("<|pad|>")), &[]);
    assert_mentions(
        &stderr,
        &["beginning-of-document id ([data] bos_token): saved 1, now 0"],
    );
}

#[test]
fn tokenizer_larger_than_the_models_vocab_names_both_sizes() {
    let c = Case::new();
    let text = config_text(
        &c.tokenizer,
        &c.shards,
        &ConfigOpts {
            vocab_size: Some(256),
            ..ConfigOpts::default()
        },
    );
    let stderr = c.resume_fails(&c.config(&text), &[]);
    assert_mentions(
        &stderr,
        &[
            &format!("vocabulary of {VOCAB} tokens but only 256 were expected"),
            "--vocab 256",
            &format!("vocab_size to at least {VOCAB}"),
        ],
    );
}

#[test]
fn missing_shard_is_named() {
    let c = Case::new();
    let shard = c.first_shard();
    fs::remove_file(&shard).unwrap();
    let stderr = c.resume_fails(&c.config(&c.default_text()), &[]);
    assert_mentions(
        &stderr,
        &[
            &shard.display().to_string(),
            "does not exist",
            "namtrain data prepare",
        ],
    );
}

#[test]
fn empty_shard_is_named() {
    let c = Case::new();
    let shard = c.first_shard();
    fs::write(&shard, b"").unwrap();
    let stderr = c.resume_fails(&c.config(&c.default_text()), &[]);
    assert_mentions(
        &stderr,
        &[&shard.display().to_string(), "is empty (0 bytes)"],
    );
}

#[test]
fn damaged_shard_of_a_prepared_dataset_fails_its_recorded_hash() {
    let c = Case::new();
    let shard = c.first_shard();
    let mut bytes = fs::read(&shard).unwrap();
    let mid = bytes.len() / 2;
    bytes[mid] ^= 0x5a;
    fs::write(&shard, bytes).unwrap();
    let stderr = c.resume_fails(&c.config(&c.default_text()), &[]);
    assert_mentions(
        &stderr,
        &[
            &shard.display().to_string(),
            "dataset.json records",
            "namtrain data prepare",
        ],
    );
}

/// A directory of loose parquet files: a copy of the first training shard as `a.parquet`, then
/// `b.parquet` (held out, as the last file) written by `write_b`.
fn loose_dir(c: &Case, write_b: impl FnOnce(&Path)) -> PathBuf {
    let loose = c.dir.path().join("loose");
    fs::create_dir_all(&loose).unwrap();
    fs::copy(c.first_shard(), loose.join("a.parquet")).unwrap();
    write_b(&loose.join("b.parquet"));
    loose
}

#[test]
fn corrupt_loose_parquet_is_named() {
    let c = Case::new();
    let loose = loose_dir(&c, |b| {
        fs::write(b, b"PAR1 this is not really a parquet file PAR1").unwrap()
    });
    let text = config_text(&c.tokenizer, &loose, &ConfigOpts::default());
    let stderr = c.resume_fails(&c.config(&text), &[]);
    assert_mentions(
        &stderr,
        &[
            &loose.join("b.parquet").display().to_string(),
            "is not a readable parquet file",
        ],
    );
}

#[test]
fn parquet_with_another_text_column_names_the_columns_it_has() {
    use arrow_array::{RecordBatch, StringArray};
    use arrow_schema::{DataType, Field, Schema};
    let c = Case::new();
    let loose = loose_dir(&c, |b| {
        let schema = Arc::new(Schema::new(vec![Field::new(
            "content",
            DataType::Utf8,
            false,
        )]));
        let column = StringArray::from(vec!["int main() { return 0; }"; 3]);
        let batch = RecordBatch::try_new(schema.clone(), vec![Arc::new(column)]).unwrap();
        let mut w =
            parquet::arrow::ArrowWriter::try_new(fs::File::create(b).unwrap(), schema, None)
                .unwrap();
        w.write(&batch).unwrap();
        w.close().unwrap();
    });
    let text = config_text(&c.tokenizer, &loose, &ConfigOpts::default());
    let stderr = c.resume_fails(&c.config(&text), &[]);
    assert_mentions(
        &stderr,
        &[
            &loose.join("b.parquet").display().to_string(),
            "no column named `text` (it has: content)",
        ],
    );
}

#[test]
fn shards_directory_without_parquet_files_is_refused() {
    let c = Case::new();
    let empty = c.dir.path().join("empty");
    fs::create_dir_all(&empty).unwrap();
    let text = config_text(&c.tokenizer, &empty, &ConfigOpts::default());
    let stderr = c.resume_fails(&c.config(&text), &[]);
    assert_mentions(
        &stderr,
        &[
            &empty.display().to_string(),
            "holds no *.parquet file",
            "namtrain data prepare",
        ],
    );
}

#[test]
fn checkpoint_of_another_config_names_the_tensor_and_both_shapes() {
    let c = Case::new();
    let text = config_text(
        &c.tokenizer,
        &c.shards,
        &ConfigOpts {
            d_model: Some(48),
            ..ConfigOpts::default()
        },
    );
    let stderr = c.resume_fails(&c.config(&text), &[]);
    assert_mentions(&stderr, &["does not match this model", "tensor `"]);
    // The first tensor of the layout whose shape involves d_model: the token embedding.
    assert_mentions(&stderr, &["`wte`", "[300, 32]", "[300, 48]"]);
}

#[test]
fn fresh_run_over_an_earlier_run_is_refused() {
    let c = Case::new();
    let before = snapshot(&c.run_dir);
    let stderr = fails(&strs(&train_args(
        &c.config(&c.default_text()),
        &c.run_dir,
        20,
    )));
    assert_mentions(
        &stderr,
        &[
            "already holds a run",
            "checkpoints up to step 10",
            "--resume",
        ],
    );
    assert_eq!(snapshot(&c.run_dir), before);
}

#[test]
fn resume_without_a_checkpoint_says_so_and_creates_nothing() {
    let c = Case::new();
    let fresh = c.dir.path().join("never-trained");
    let mut args = train_args(&c.config(&c.default_text()), &fresh, 20);
    args.push("--resume".into());
    let stderr = fails(&strs(&args));
    assert_mentions(&stderr, &["no valid checkpoint", "without --resume"]);
    assert!(!fresh.exists());
}

/// Whether this host lets an unprivileged process mount a tmpfs in its own namespaces.
fn can_mount_tmpfs() -> bool {
    let probe = tempfile::tempdir().unwrap();
    std::process::Command::new("unshare")
        .args(["-rm", "sh", "-c", "mount -t tmpfs -o size=64k tmpfs \"$0\""])
        .arg(probe.path())
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Bytes a tree takes on tmpfs (whole pages per file).
fn tmpfs_bytes(dir: &Path) -> u64 {
    let mut total = 0;
    for e in fs::read_dir(dir).unwrap().flatten() {
        let m = e.metadata().unwrap();
        total += if m.is_dir() {
            tmpfs_bytes(&e.path())
        } else {
            m.len().div_ceil(4096) * 4096
        };
    }
    total
}

#[test]
fn full_disk_while_saving_keeps_the_previous_checkpoint_and_resume_works() {
    if !can_mount_tmpfs() {
        eprintln!("skipped: this host does not allow `unshare -rm` + a tmpfs mount");
        return;
    }
    let c = Case::new();
    let config = c.config(&c.default_text());
    // A disk that holds the earlier run, room for metrics and manifest rewrites, and half of
    // a checkpoint: the resumed run trains to step 20 and fails saving it.
    let ckpt_bytes = fs::metadata(
        c.run_dir
            .join("checkpoints/step-00000010/state.safetensors"),
    )
    .unwrap()
    .len();
    let size = tmpfs_bytes(&c.run_dir) + 64 * 1024 + ckpt_bytes / 2;
    let mnt = c.dir.path().join("mnt");
    let after = c.dir.path().join("after");
    fs::create_dir_all(&mnt).unwrap();
    let mut args = train_args(&config, &mnt, 20);
    args.push("--resume".into());
    let script = r#"set -e
mount -t tmpfs -o size="$SIZE" tmpfs "$MNT"
cp -a "$SRC/." "$MNT/"
set +e
"$@"
echo $? > "$OUT/rc"
mkdir -p "$OUT/after"
cp -a "$MNT/." "$OUT/after/"
"#;
    let out = std::process::Command::new("unshare")
        .args([
            "-rm",
            "sh",
            "-c",
            script,
            "sh",
            env!("CARGO_BIN_EXE_namtrain"),
        ])
        .args(&args)
        .env("SIZE", size.to_string())
        .env("MNT", &mnt)
        .env("SRC", &c.run_dir)
        .env("OUT", c.dir.path())
        .env_remove("RUST_BACKTRACE")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "the sandbox failed:\n{stderr}");
    let rc: i32 = fs::read_to_string(c.dir.path().join("rc"))
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert_ne!(rc, 0, "saving on a full disk should fail:\n{stderr}");
    assert_mentions(
        &stderr,
        &[
            "No space left on device",
            "saving the checkpoint of step 20 failed",
            "the latest checkpoint is still step-00000010",
            "it is intact",
            "free space, then continue with --resume",
        ],
    );

    // The earlier checkpoint is the latest, byte-identical; no partial checkpoint is left.
    let ckpts = after.join("checkpoints");
    assert_eq!(
        fs::read_to_string(ckpts.join("latest")).unwrap().trim(),
        "step-00000010"
    );
    assert_eq!(
        snapshot(&ckpts.join("step-00000010")),
        snapshot(&c.run_dir.join("checkpoints/step-00000010"))
    );
    let names: Vec<String> = fs::read_dir(&ckpts)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().all(|n| n == "latest" || n == "step-00000010"),
        "{names:?}"
    );
    // The metrics of the earlier run are still there, in front of the new records.
    let old = fs::read(c.run_dir.join("metrics.jsonl")).unwrap();
    let new = fs::read(after.join("metrics.jsonl")).unwrap();
    assert!(new.starts_with(&old), "metrics.jsonl lost earlier records");

    // With space again, the same command resumes from step 10 and finishes.
    let mut args = train_args(&config, &after, 20);
    args.push("--resume".into());
    let stderr = ok(&strs(&args));
    assert_mentions(&stderr, &["steps 10..20"]);
    assert_eq!(
        fs::read_to_string(ckpts.join("latest")).unwrap().trim(),
        "step-00000020"
    );
}

#[test]
fn a_plugin_that_will_not_load_shows_the_loaders_own_reason_once() {
    let c = Case::new();
    let fake = c.dir.path().join("not-a-plugin.so");
    fs::write(&fake, "this is text, not a shared object\n".repeat(200)).unwrap();
    let stderr = fails(&["devices", "--plugin", fake.to_str().unwrap()]);
    assert_mentions(
        &stderr,
        &["error: cannot load PJRT plugin", "invalid ELF header"],
    );
    assert_eq!(
        stderr.matches("invalid ELF header").count(),
        1,
        "each cause once:\n{stderr}"
    );
}

#[test]
fn a_negative_size_in_the_config_names_its_key() {
    let c = Case::new();
    let text = c.default_text().replace("d_model = 32", "d_model = -32");
    let out = c.dir.path().join("params.safetensors");
    let stderr = fails(&[
        "init",
        "--config",
        c.config(&text).to_str().unwrap(),
        "--out",
        out.to_str().unwrap(),
    ]);
    assert_mentions(&stderr, &["[model]", "`d_model`", "-32"]);
    assert!(!out.exists(), "nothing written");
}

#[test]
fn warnings_into_a_redirect_carry_no_colour_codes() {
    let c = Case::new();
    // A damaged `latest` pointer is warned about (and ignored) while the run resumes.
    fs::write(c.run_dir.join("checkpoints/latest"), "../../elsewhere").unwrap();
    let mut args = train_args(&c.config(&c.default_text()), &c.run_dir, 13);
    args.push("--resume".into());
    let stderr = ok(&strs(&args));
    assert_mentions(&stderr, &["ignoring", "step-NNNNNNNN", "steps 10..13"]);
    assert!(
        !stderr.contains('\u{1b}'),
        "ANSI escape in redirected stderr:\n{stderr:?}"
    );
}

/// `--plugin cuda` where it cannot run: without the package, a cause line naming the pip
/// package (and the override variable); with a plugin file but no NVIDIA GPU, a cause line
/// saying so. The earlier run and the data are untouched either way.
#[test]
fn cuda_without_the_package_or_a_gpu_names_the_fix_and_changes_nothing() {
    let gpu_here = Path::new("/proc/driver/nvidia/gpus").is_dir()
        || fs::read_dir("/dev").unwrap().flatten().any(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            name.strip_prefix("nvidia")
                .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
        });
    if gpu_here {
        eprintln!("skipped: this host has an NVIDIA GPU");
        return;
    }
    let c = Case::new();
    let config = c.config(&c.default_text());
    // A file where the package would put the plugin (never loaded: the GPU check comes first).
    let fake = c
        .dir
        .path()
        .join("jax_plugins/xla_cuda13/xla_cuda_plugin.so");
    fs::create_dir_all(fake.parent().unwrap()).unwrap();
    fs::write(&fake, b"not a shared object").unwrap();
    let run = |plugin_var: Option<&Path>| {
        let (run_before, data_before) = (snapshot(&c.run_dir), snapshot(&c.shards));
        let mut cmd = std::process::Command::new(env!("CARGO_BIN_EXE_namtrain"));
        cmd.args(strs(&train_args(&config, &c.run_dir, 20)))
            .args(["--resume", "--plugin", "cuda"])
            .env_remove("RUST_BACKTRACE")
            .env_remove("RUST_LIB_BACKTRACE")
            // No Python on PATH: no site-packages of one to search.
            .env("PATH", "/nonexistent")
            .env_remove("VIRTUAL_ENV");
        match plugin_var {
            Some(p) => cmd.env("NAMTRAIN_CUDA_PLUGIN", p),
            None => cmd.env_remove("NAMTRAIN_CUDA_PLUGIN"),
        };
        let out = cmd.output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(!out.status.success(), "should have failed:\n{stderr}");
        // The trainer's context line, then the cause: the whole message and its fix on one line.
        let lines: Vec<&str> = stderr.trim().lines().collect();
        assert!(lines.len() <= 2, "{stderr}");
        assert!(lines[0].starts_with("error: "), "{stderr}");
        assert_eq!(snapshot(&c.run_dir), run_before, "{stderr}");
        assert_eq!(snapshot(&c.shards), data_before, "{stderr}");
        lines.last().unwrap().to_string()
    };
    let missing = run(None);
    // A machine-wide install (~/.local, /usr/lib) would be found: then there is no "missing".
    if missing.contains("not found") {
        assert_mentions(
            &missing,
            &[
                "PJRT plugin \"cuda\" not found",
                "python3 -m pip install jax-cuda13-pjrt",
                "NAMTRAIN_CUDA_PLUGIN",
            ],
        );
    }
    assert_mentions(
        &run(Some(&fake)),
        &["no NVIDIA GPU on this host", "or use --plugin cpu"],
    );
}
