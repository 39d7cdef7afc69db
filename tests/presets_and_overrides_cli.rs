//! Presets by name and `--set` overrides (issue 54, items 4 and 5), through the binary: the
//! presets listed and printed as the checked-in files, `--config NAME` read from the binary, a
//! file of that name winning, overrides typed by the schema and recorded in the manifest and
//! the config hash, and each bad override refused naming the key before anything is written.

mod fixture;

use fixture::*;

fn stdout(args: &[&str]) -> String {
    let out = namtrain(args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn presets_are_listed_and_printed_as_the_checked_in_files() {
    let list = stdout(&["presets"]);
    for (name, _) in nam::presets::ALL {
        assert!(
            list.lines().any(|l| l.starts_with(&format!("{name} "))),
            "{name} in:\n{list}"
        );
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let file = std::fs::read_to_string(root.join("configs/nam52.toml")).unwrap();
    assert_eq!(stdout(&["presets", "show", "nam52"]), file);
    let e = fails(&["presets", "show", "nam99"]);
    assert!(
        e.contains("no preset \"nam99\"") && e.contains("nam52"),
        "{e}"
    );
}

/// `init --config nam-tiny --set model.vocab_size=V`: the preset from the binary, the override
/// typed and applied; the embedding has `V` rows.
#[test]
fn a_preset_by_name_with_an_override_initialises_that_model() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("init.safetensors");
    ok(&[
        "init",
        "--config",
        "nam-tiny",
        "--set",
        "model.vocab_size=512",
        "--out",
        out.to_str().unwrap(),
    ]);
    let bytes = std::fs::read(&out).unwrap();
    let tensors = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    assert_eq!(tensors.tensor("wte").unwrap().shape(), [512, 128]);
}

#[test]
fn overrides_reach_the_run_its_manifest_and_its_config_hash() {
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    let run = |name: &str, sets: &[&str]| {
        let mut args = train_args(&config, &dir.path().join(name), 2);
        for s in sets {
            args.push("--set".into());
            args.push(s.to_string());
        }
        ok(&strs(&args));
        let text = std::fs::read_to_string(dir.path().join(name).join("manifest.json")).unwrap();
        serde_json::from_str::<serde_json::Value>(&text).unwrap()
    };
    let plain = run("plain", &[]);
    let set = run("set", &["optimizer.adamw_lr=0.002", "train.log_every=1"]);
    assert_eq!(set["config"]["optimizer"]["adamw_lr"], 0.002);
    assert_eq!(
        set["config_origin"]["overrides"],
        serde_json::json!(["optimizer.adamw_lr=0.002", "train.log_every=1"])
    );
    assert_eq!(
        set["config_origin"]["source"],
        format!("file {}", config.display())
    );
    assert!(plain["config_origin"].get("overrides").is_none());
    assert_ne!(plain["config_hash"], set["config_hash"]);
}

#[test]
fn bad_overrides_are_refused_naming_the_key_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    let run_dir = dir.path().join("run");
    for (set, want) in [
        (
            "train.batchsize=8",
            "--set train.batchsize=8: [train] has no key `batchsize`; did you mean `batch_size`?",
        ),
        (
            "trian.steps=3",
            "--set trian.steps=3: unknown section [trian]; did you mean `train`?",
        ),
        ("train.batch_size=many", "batch_size"),
        ("train.batch_size", "expected section.key=value"),
    ] {
        let mut args = train_args(&config, &run_dir, 2);
        args.extend(["--set".to_string(), set.to_string()]);
        let e = fails(&strs(&args));
        assert!(e.contains(want), "{set}: {e}");
        assert!(!run_dir.exists(), "{set}: wrote {run_dir:?}");
    }
}

#[test]
fn a_file_wins_over_a_preset_of_the_same_name() {
    let dir = tempfile::tempdir().unwrap();
    // A file named like a preset, in the working directory: it is what `--config` reads.
    let text = nam::presets::preset("nam-tiny")
        .unwrap()
        .replace("vocab_size = 4096", "vocab_size = 384");
    std::fs::write(dir.path().join("nam-tiny"), text).unwrap();
    let out = dir.path().join("init.safetensors");
    let status = std::process::Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .current_dir(dir.path())
        .args(["init", "--config", "nam-tiny", "--out"])
        .arg(&out)
        .status()
        .unwrap();
    assert!(status.success());
    let bytes = std::fs::read(&out).unwrap();
    let tensors = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    assert_eq!(tensors.tensor("wte").unwrap().shape(), [384, 128]);
}
