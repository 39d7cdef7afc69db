//! The data people already have trains end to end through `namtrain`: Hugging Face–style folders with
//! train/validation splits, globs, a single file, a list, a text column with another name, a weighted
//! mixture (its token shares in the receipt, resumed bitwise), and bad rows refused before compiling
//! or skipped and counted. Every dataset is written here from the fixture's documents, in several row
//! groups, with the parquet writer users' tools use (one optional UTF-8 column).

mod fixture;

use std::path::{Path, PathBuf};

use data::shard::{read_texts, write_text_rows};
use fixture::{ConfigOpts, config_text, data, fails, ok, snapshot, strs, train_args};

/// The fixture's documents (training shards, then the held-out shard).
fn documents() -> Vec<String> {
    let d = data();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&d.shards)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "parquet"))
        .collect();
    files.sort();
    files
        .iter()
        .flat_map(|f| read_texts(f, "text").unwrap())
        .collect()
}

/// Writes `docs` to `path` (created with its folders) in row groups of 16 rows.
fn write(path: &Path, column: &str, docs: &[String]) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    write_text_rows(path, column, docs.iter().map(|d| Some(d.as_bytes())), 16).unwrap();
}

/// The fixture config with its `[data]` table replaced by `data_lines` (the tokenizer kept).
fn config(dir: &Path, data_lines: &str) -> PathBuf {
    let d = data();
    let text = config_text(&d.tokenizer, &d.shards, &ConfigOpts::default());
    let start = text.find("[data]").unwrap();
    let text = format!(
        "{}[data]\ntokenizer = \"{}\"\n{data_lines}\n",
        &text[..start],
        d.tokenizer.display()
    );
    let path = dir.join("config.toml");
    std::fs::write(&path, text).unwrap();
    path
}

fn read_json(path: &Path) -> serde_json::Value {
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Trains 3 steps with `data_lines`; returns the receipt.
fn train_three_steps(dir: &Path, data_lines: &str) -> serde_json::Value {
    let config = config(dir, data_lines);
    let run_dir = dir.join("run");
    ok(&strs(&train_args(&config, &run_dir, 3)));
    let metrics = std::fs::read_to_string(run_dir.join("metrics.jsonl")).unwrap();
    assert!(metrics.contains("\"eval_loss\""), "{metrics}");
    read_json(&run_dir.join("data_receipt.json"))
}

fn file_names(receipt: &serde_json::Value, key: &str) -> Vec<String> {
    receipt[key]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            let file = s["file"].as_str().unwrap();
            Path::new(file)
                .file_name()
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

#[test]
fn hugging_face_folders_with_splits_and_another_text_column_train() {
    let docs = documents();
    let tmp = tempfile::tempdir().unwrap();
    let hf = tmp.path().join("dataset");
    let n = docs.len();
    write(
        &hf.join("data/train-00000-of-00002.parquet"),
        "content",
        &docs[..n / 2],
    );
    write(
        &hf.join("data/train-00001-of-00002.parquet"),
        "content",
        &docs[n / 2..n - 20],
    );
    write(
        &hf.join("data/validation-00000-of-00001.parquet"),
        "content",
        &docs[n - 20..],
    );
    let receipt = train_three_steps(
        tmp.path(),
        &format!("shards = \"{}\"\ntext_column = \"content\"", hf.display()),
    );
    assert_eq!(
        file_names(&receipt, "shards"),
        [
            "train-00000-of-00002.parquet",
            "train-00001-of-00002.parquet"
        ]
    );
    assert_eq!(
        file_names(&receipt, "eval_shards"),
        ["validation-00000-of-00001.parquet"]
    );
    assert_eq!(receipt["text_column"], "content");
    assert!(
        receipt["layout"]
            .as_str()
            .unwrap()
            .contains("by split name"),
        "{receipt}"
    );
    // The start-up check read every row group of the three files.
    let check = &receipt["row_check"];
    assert_eq!(check["mode"], "full");
    assert_eq!(check["rows_checked"], n as u64, "{check}");
    assert_eq!(check["row_groups_checked"], check["row_groups"]);
}

#[test]
fn split_folders_globs_single_files_and_lists_train() {
    let docs = documents();
    let n = docs.len();
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("d");
    write(&root.join("train/a/0.parquet"), "text", &docs[..n / 2]);
    write(
        &root.join("train/b/1.parquet"),
        "text",
        &docs[n / 2..n - 20],
    );
    write(&root.join("validation/0.parquet"), "text", &docs[n - 20..]);

    let folders = tmp.path().join("folders");
    std::fs::create_dir(&folders).unwrap();
    let receipt = train_three_steps(&folders, &format!("shards = \"{}\"", root.display()));
    assert_eq!(file_names(&receipt, "shards"), ["0.parquet", "1.parquet"]);
    assert_eq!(file_names(&receipt, "eval_shards"), ["0.parquet"]);

    // `train` and `validation` as globs.
    let globs = tmp.path().join("globs");
    std::fs::create_dir(&globs).unwrap();
    let receipt = train_three_steps(
        &globs,
        &format!(
            "train = \"{}/train/**/*.parquet\"\nvalidation = \"{}/valid*/*.parquet\"",
            root.display(),
            root.display()
        ),
    );
    assert_eq!(receipt["shards"].as_array().unwrap().len(), 2);
    assert_eq!(receipt["eval_shards"].as_array().unwrap().len(), 1);

    // One file to train on, one to evaluate on.
    let single = tmp.path().join("single");
    std::fs::create_dir(&single).unwrap();
    let receipt = train_three_steps(
        &single,
        &format!(
            "shards = \"{}/train/a/0.parquet\"\nvalidation = \"{}/validation/0.parquet\"",
            root.display(),
            root.display()
        ),
    );
    assert_eq!(receipt["shards"].as_array().unwrap().len(), 1);

    // A list, read in the order given; the last val_shards of it held out.
    let list = tmp.path().join("list");
    std::fs::create_dir(&list).unwrap();
    let receipt = train_three_steps(
        &list,
        &format!(
            "shards = [\"{r}/train/b/1.parquet\", \"{r}/train/a/0.parquet\", \"{r}/validation/0.parquet\"]\n\
             val_shards = 1",
            r = root.display()
        ),
    );
    let shards: Vec<String> = receipt["shards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["file"].as_str().unwrap().to_owned())
        .collect();
    assert!(shards[0].ends_with("train/b/1.parquet") && shards[1].ends_with("train/a/0.parquet"));
    assert!(
        receipt["eval_shards"][0]["file"]
            .as_str()
            .unwrap()
            .ends_with("validation/0.parquet")
    );
}

#[test]
fn a_mixture_keeps_its_weights_in_the_receipt_and_resumes_bitwise() {
    let docs = documents();
    let n = docs.len();
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    write(&a.join("train.parquet"), "text", &docs[..n / 2]);
    write(&b.join("train.parquet"), "text", &docs[n / 2..n - 20]);
    write(
        &tmp.path().join("held_out.parquet"),
        "text",
        &docs[n - 20..],
    );
    let config = config(
        tmp.path(),
        &format!(
            "validation = \"{}/held_out.parquet\"\n\n\
             [[data.sources]]\npath = \"{}\"\nweight = 0.75\n\n\
             [[data.sources]]\npath = \"{}\"\nweight = 0.25",
            tmp.path().display(),
            a.display(),
            b.display()
        ),
    );
    let straight = tmp.path().join("straight");
    ok(&strs(&train_args(&config, &straight, 20)));
    let receipt = read_json(&straight.join("data_receipt.json"));
    let sources = receipt["sources"].as_array().unwrap();
    assert_eq!(sources.len(), 2, "{receipt}");
    for (source, want) in sources.iter().zip([0.75, 0.25]) {
        let share = source["token_share"].as_f64().unwrap();
        assert!((share - want).abs() < 0.02, "{source}");
        assert!(source["documents_read"].as_u64().unwrap() > 0, "{source}");
    }

    // Stopped at its step-10 checkpoint and resumed: the same step-20 state and data position.
    let resumed = tmp.path().join("resumed");
    ok(&strs(&train_args(&config, &resumed, 10)));
    let mut args = train_args(&config, &resumed, 20);
    args.push("--resume".into());
    ok(&strs(&args));
    let step20 = |run: &Path| run.join("checkpoints/step-00000020");
    assert_eq!(
        std::fs::read(step20(&straight).join("state.safetensors")).unwrap(),
        std::fs::read(step20(&resumed).join("state.safetensors")).unwrap(),
        "the resumed mixture run's state differs from the straight run's"
    );
    let cursor = |run: &Path| read_json(&step20(run).join("meta.json"))["data_cursor"].clone();
    assert_eq!(cursor(&straight), cursor(&resumed));
    assert_eq!(cursor(&straight)["sources"].as_array().unwrap().len(), 2);
}

/// Documents with a null, an empty and a non-UTF-8 row in the last row group.
fn write_with_bad_rows(path: &Path, docs: &[String]) {
    let mut rows: Vec<Option<&[u8]>> = docs.iter().map(|d| Some(d.as_bytes())).collect();
    rows.extend([None, Some(&b""[..]), Some(&b"bad \xff row"[..])]);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    write_text_rows(path, "text", rows, 16).unwrap();
}

#[test]
fn corrupt_utf8_in_the_last_row_group_is_refused_before_compiling_or_skipped_and_counted() {
    let docs = documents();
    let n = docs.len();
    let tmp = tempfile::tempdir().unwrap();
    let shard = tmp.path().join("data/train.parquet");
    write_with_bad_rows(&shard, &docs[..n - 20]);
    write(
        &tmp.path().join("data/validation.parquet"),
        "text",
        &docs[n - 20..],
    );
    let bad_row = n - 20 + 2;
    let groups = (n - 20 + 3).div_ceil(16);

    let config_error = config(
        tmp.path(),
        &format!("shards = \"{}/data\"", tmp.path().display()),
    );
    let run_dir = tmp.path().join("run-error");
    let data_before = snapshot(&tmp.path().join("data"));
    let stderr = fails(&strs(&train_args(&config_error, &run_dir, 3)));
    assert!(
        stderr.contains(&format!("row {bad_row} of parquet shard"))
            && stderr.contains("train.parquet")
            && stderr.contains(&format!("row group {}", groups - 1))
            && stderr.contains("on_bad_row = \"skip\""),
        "{stderr}"
    );
    assert!(
        !stderr.contains("compil"),
        "refused before compiling:\n{stderr}"
    );
    assert!(
        snapshot(&run_dir).is_empty(),
        "nothing was written to the run directory"
    );
    assert_eq!(snapshot(&tmp.path().join("data")), data_before);

    let skip_dir = tmp.path().join("skip");
    std::fs::create_dir(&skip_dir).unwrap();
    let receipt = train_three_steps(
        &skip_dir,
        &format!(
            "shards = \"{}/data\"\non_bad_row = \"skip\"",
            tmp.path().display()
        ),
    );
    assert_eq!(receipt["on_bad_row"], "skip");
    let tally = &receipt["row_check"]["tally"];
    assert_eq!(
        (
            &tally["null_rows"],
            &tally["empty_rows"],
            &tally["invalid_utf8_rows"]
        ),
        (&1.into(), &1.into(), &1.into()),
        "{receipt}"
    );
}

#[test]
fn a_mixture_whose_eval_files_need_two_text_columns_is_refused_naming_the_fix() {
    let docs = documents();
    let n = docs.len();
    let tmp = tempfile::tempdir().unwrap();
    let (a, b) = (tmp.path().join("a"), tmp.path().join("b"));
    write(&a.join("train.parquet"), "text", &docs[..n / 2]);
    write(&a.join("validation.parquet"), "text", &docs[n - 20..n - 10]);
    write(&b.join("train.parquet"), "content", &docs[n / 2..n - 20]);
    write(&b.join("validation.parquet"), "content", &docs[n - 10..]);
    let config = config(
        tmp.path(),
        &format!(
            "[[data.sources]]\npath = \"{}\"\nweight = 1.0\n\n\
             [[data.sources]]\npath = \"{}\"\nweight = 1.0\ntext_column = \"content\"",
            a.display(),
            b.display()
        ),
    );
    let run_dir = tmp.path().join("run");
    let before = (snapshot(&a), snapshot(&b));
    let stderr = fails(&strs(&train_args(&config, &run_dir, 3)));
    assert!(
        stderr.contains("eval files are read with one text column")
            && stderr.contains("uses `content`")
            && stderr.contains("set [data] validation"),
        "{stderr}"
    );
    assert!(
        snapshot(&run_dir).is_empty(),
        "nothing was written to the run directory"
    );
    assert_eq!(
        (snapshot(&a), snapshot(&b)),
        before,
        "the data is unchanged"
    );
}

#[test]
fn a_data_path_with_an_unknown_scheme_or_no_bucket_is_refused_before_anything_is_written() {
    let tmp = tempfile::tempdir().unwrap();
    for (lines, key, path) in [
        (
            "shards = \"ftp://host/data\"",
            "[data] shards",
            "ftp://host/data",
        ),
        (
            "[[data.sources]]\npath = \"gs:///data\"\nweight = 1.0",
            "[[data.sources]] path",
            "gs:///data",
        ),
    ] {
        let config = config(tmp.path(), lines);
        let run_dir = tmp.path().join("run");
        let stderr = fails(&strs(&train_args(&config, &run_dir, 3)));
        assert!(
            stderr.contains(key) && stderr.contains(path) && stderr.contains("BUCKET/PREFIX"),
            "{stderr}"
        );
        assert!(
            snapshot(&run_dir).is_empty(),
            "nothing was written to the run directory"
        );
    }
}
