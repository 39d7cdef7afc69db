//! Sources as people have them: directory layouts, globs, lists and split names resolved to files; bad rows
//! found before training; row-group streaming and mixtures resumed exactly.

use std::path::{Path, PathBuf};

use data::shard::write_text_rows;
use data::{
    BadRowPolicy, Batch, Loader, LoaderConfig, LoaderCursor, Location, RowCheckMode, SourceSpec,
    Tokenizer, TrainOptions, WeightedSource, open_source,
};

/// Deterministic documents of varied length (3 to 60 words).
fn documents(n: usize, seed: u64) -> Vec<String> {
    let mut state = seed;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        state >> 33
    };
    const WORDS: [&str; 12] = [
        "alpha", "beta", "gamma", "delta", "int", "return", "struct", "value", "size", "vector",
        "the", "of",
    ];
    (0..n)
        .map(|_| {
            let words = 3 + next() % 58;
            (0..words)
                .map(|_| WORDS[(next() % 12) as usize])
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

fn write(path: &Path, column: &str, docs: &[String], rows_per_group: usize) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    write_text_rows(
        path,
        column,
        docs.iter().map(|d| Some(d.as_bytes())),
        rows_per_group,
    )
    .unwrap();
}

fn tokenizer() -> Tokenizer {
    Tokenizer::train(&documents(200, 1), &TrainOptions::new(300))
        .unwrap()
        .0
}

fn names(files: &[data::ShardFile], root: &Path) -> Vec<String> {
    files
        .iter()
        .map(|f| {
            f.path
                .local_path()
                .unwrap()
                .strip_prefix(root)
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .collect()
}

fn spec(train: &[PathBuf], validation: Option<&[PathBuf]>, val_shards: usize) -> SourceSpec {
    let local = |paths: &[PathBuf]| paths.iter().cloned().map(Location::Local).collect();
    SourceSpec {
        train: local(train),
        validation: validation.map(local),
        val_shards,
        text_column: "text".into(),
    }
}

#[test]
fn every_layout_resolves_to_the_files_a_user_means() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    // Every file holds other documents: a file with the same bytes on both sides would be refused.
    let mut seed = 100;
    let mut docs = || {
        seed += 1;
        documents(12, seed)
    };
    // Hugging Face file naming: data/{train,validation,test}-*.parquet.
    let hf = root.join("hf");
    for f in [
        "data/train-00000-of-00002.parquet",
        "data/train-00001-of-00002.parquet",
        "data/validation-00000-of-00001.parquet",
        "data/test-00000-of-00001.parquet",
    ] {
        write(&hf.join(f), "text", &docs(), 5);
    }
    let d = open_source(&spec(std::slice::from_ref(&hf), None, 1)).unwrap();
    assert_eq!(
        names(&d.train, &hf),
        [
            "data/train-00000-of-00002.parquet",
            "data/train-00001-of-00002.parquet"
        ]
    );
    assert_eq!(
        names(&d.eval, &hf),
        ["data/validation-00000-of-00001.parquet"]
    );
    assert!(d.layout.contains("1 test file(s) not read"), "{}", d.layout);
    assert_eq!(d.train[0].row_groups, [5, 5, 2]);

    // Split folders, nested: train/en/*.parquet, validation/*.parquet.
    let folders = root.join("folders");
    write(
        &folders.join("train/en/part-0.parquet"),
        "text",
        &docs(),
        100,
    );
    write(
        &folders.join("train/fr/part-0.parquet"),
        "text",
        &docs(),
        100,
    );
    write(
        &folders.join("validation/part-0.parquet"),
        "text",
        &docs(),
        100,
    );
    let d = open_source(&spec(std::slice::from_ref(&folders), None, 1)).unwrap();
    assert_eq!(
        names(&d.train, &folders),
        ["train/en/part-0.parquet", "train/fr/part-0.parquet"]
    );
    assert_eq!(names(&d.eval, &folders), ["validation/part-0.parquet"]);

    // A plain folder, searched recursively; the last val_shards files held out; hidden folders skipped.
    let plain = root.join("plain");
    for f in [
        "a/1.parquet",
        "a/2.parquet",
        "b/3.parquet",
        ".cache/x.parquet",
    ] {
        write(&plain.join(f), "text", &docs(), 100);
    }
    let d = open_source(&spec(std::slice::from_ref(&plain), None, 1)).unwrap();
    assert_eq!(names(&d.train, &plain), ["a/1.parquet", "a/2.parquet"]);
    assert_eq!(names(&d.eval, &plain), ["b/3.parquet"]);

    // A glob for training and one for validation; `**` crosses folders, `*` does not.
    let d = open_source(&spec(
        &[hf.join("data/train-*.parquet")],
        Some(&[hf.join("**/validation-*.parquet")]),
        1,
    ))
    .unwrap();
    assert_eq!(d.train.len(), 2);
    assert_eq!(
        names(&d.eval, &hf),
        ["data/validation-00000-of-00001.parquet"]
    );
    let msg = open_source(&spec(&[root.join("*.parquet")], None, 0))
        .unwrap_err()
        .to_string();
    assert!(msg.contains("matches no file"), "{msg}");

    // A list of files, in the order given, and a single file with a validation file.
    let list = [plain.join("b/3.parquet"), plain.join("a/1.parquet")];
    let d = open_source(&spec(&list, Some(&[plain.join("a/2.parquet")]), 1)).unwrap();
    assert_eq!(names(&d.train, &plain), ["b/3.parquet", "a/1.parquet"]);
    let d = open_source(&spec(
        &[plain.join("a/1.parquet")],
        Some(&[plain.join("a/2.parquet")]),
        1,
    ))
    .unwrap();
    assert_eq!((d.train.len(), d.eval.len()), (1, 1));

    // val_shards = 0 and nothing naming an eval split: no eval files (the eval set says what to do).
    let d = open_source(&spec(&[plain.join("a/1.parquet")], None, 0)).unwrap();
    assert!(d.eval.is_empty());
    assert!(d.layout.contains("val_shards = 0"), "{}", d.layout);
}

#[test]
fn ambiguous_or_overlapping_layouts_are_refused_with_the_fix() {
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path();
    let docs = documents(4, 3);
    let mixed = root.join("mixed");
    write(&mixed.join("train-0.parquet"), "text", &docs, 10);
    write(&mixed.join("extra.parquet"), "text", &docs, 10);
    let msg = open_source(&spec(std::slice::from_ref(&mixed), None, 1))
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("extra.parquet belongs to none") && msg.contains("[data] validation"),
        "{msg}"
    );

    let file = mixed.join("train-0.parquet");
    let msg = open_source(&spec(
        std::slice::from_ref(&file),
        Some(std::slice::from_ref(&file)),
        1,
    ))
    .unwrap_err()
    .to_string();
    assert!(msg.contains("both a training and an eval file"), "{msg}");

    let msg = open_source(&spec(std::slice::from_ref(&file), None, 1))
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("1 parquet file(s)") && msg.contains("[data] validation"),
        "{msg}"
    );

    // A text column with another name is found only when named.
    let other = root.join("content.parquet");
    write(&other, "content", &docs, 10);
    let msg = open_source(&spec(std::slice::from_ref(&other), None, 0))
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("no column named `text`") && msg.contains("[data] text_column"),
        "{msg}"
    );
    let mut named = spec(&[other], None, 0);
    named.text_column = "content".into();
    assert_eq!(open_source(&named).unwrap().train[0].record.rows, 4);
}

/// A shard whose last row group holds a null, an empty and a non-UTF-8 row.
fn shard_with_bad_rows(path: &Path) -> Vec<String> {
    let docs = documents(20, 4);
    let mut rows: Vec<Option<Vec<u8>>> =
        docs.iter().map(|d| Some(d.clone().into_bytes())).collect();
    rows.push(None);
    rows.push(Some(Vec::new()));
    rows.push(Some(b"broken \xc3\x28 text".to_vec()));
    write_text_rows(path, "text", rows.iter().map(|r| r.as_deref()), 8).unwrap();
    docs
}

#[test]
fn a_non_utf8_row_is_refused_by_name_or_skipped_and_counted() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("bad.parquet");
    shard_with_bad_rows(&path);
    let before = std::fs::read(&path).unwrap();
    let mut dataset = open_source(&spec(std::slice::from_ref(&path), None, 0)).unwrap();
    assert_eq!(dataset.train[0].row_groups, [8, 8, 7]);
    // Rows 0..20 documents, 20 null, 21 empty, 22 invalid: the last row group holds rows 16..23.
    let msg = dataset
        .check_rows(RowCheckMode::Full, BadRowPolicy::Error)
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("row 22 of parquet shard")
            && msg.contains("bad.parquet")
            && msg.contains("(row 6 of row group 2)")
            && msg.contains("on_bad_row = \"skip\""),
        "{msg}"
    );
    // Sampling reads the first and last row group, so it finds it too.
    assert!(
        dataset
            .check_rows(RowCheckMode::Sample, BadRowPolicy::Error)
            .is_err()
    );
    let check = dataset
        .check_rows(RowCheckMode::Full, BadRowPolicy::Skip)
        .unwrap();
    assert_eq!(
        (
            check.rows_checked,
            check.tally.null_rows,
            check.tally.empty_rows,
            check.tally.invalid_utf8_rows
        ),
        (23, 1, 1, 1)
    );
    assert_eq!(std::fs::read(&path).unwrap(), before, "checks never write");

    // The loader under `skip` reads past them and counts them once per epoch.
    let tok = tokenizer();
    let mut config = LoaderConfig::new(32, 4, 3).with_pack_docs(4);
    config.on_bad_row = BadRowPolicy::Skip;
    let mut loader = Loader::new(&dataset, &tok, config.clone()).unwrap();
    while loader.source_cursor(0).epoch == 0 {
        loader.next_batch().unwrap();
    }
    let receipt = loader.receipt();
    assert_eq!(
        (
            receipt.skipped.null_rows,
            receipt.skipped.empty_rows,
            receipt.skipped.invalid_utf8_rows
        ),
        (1, 1, 1),
        "{receipt:?}"
    );
    assert_eq!(receipt.documents_read, 20);
    // Under `error` the loader stops at the row, naming it.
    config.on_bad_row = BadRowPolicy::Error;
    let mut loader = Loader::new(&dataset, &tok, config).unwrap();
    let err = (0..100)
        .find_map(|_| loader.next_batch().err())
        .expect("the bad row is reached within an epoch")
        .to_string();
    assert!(err.contains("row 22 of parquet shard"), "{err}");
}

fn batches(loader: &mut Loader, n: usize) -> Vec<Batch> {
    (0..n).map(|_| loader.next_batch().unwrap()).collect()
}

/// Runs `total` batches straight, and `split` then a resume from the saved cursor (through JSON); the two
/// must agree batch for batch.
fn assert_resumes_exactly(
    sources: &[WeightedSource],
    config: &LoaderConfig,
    split: usize,
    total: usize,
) {
    let tok = tokenizer();
    let mut straight = Loader::open(sources, &tok, config.clone(), None).unwrap();
    let expected = batches(&mut straight, total);
    let mut first = Loader::open(sources, &tok, config.clone(), None).unwrap();
    let mut got = batches(&mut first, split);
    let saved = serde_json::to_string(&first.cursor()).unwrap();
    drop(first);
    let cursor: LoaderCursor = serde_json::from_str(&saved).unwrap();
    let mut resumed = Loader::open(sources, &tok, config.clone(), Some(cursor)).unwrap();
    got.extend(batches(&mut resumed, total - split));
    assert!(
        got == expected,
        "resumed batches differ from the straight run"
    );
    assert_eq!(resumed.receipt().sources, straight.receipt().sources);
}

#[test]
fn row_groups_are_streamed_and_resume_exactly() {
    let tmp = tempfile::tempdir().unwrap();
    let docs = documents(90, 5);
    write(&tmp.path().join("a.parquet"), "text", &docs[..50], 7);
    write(&tmp.path().join("b.parquet"), "text", &docs[50..], 9);
    let dataset = open_source(&spec(&[tmp.path().to_path_buf()], None, 0)).unwrap();
    let source = WeightedSource {
        name: "all".into(),
        dataset,
        weight: 1.0,
    };
    let config = LoaderConfig::new(32, 3, 11).with_pack_docs(4);
    // Past the end of the first epoch, resumed mid-way through the second.
    assert_resumes_exactly(&[source], &config, 37, 60);
}

#[test]
fn a_mixture_keeps_its_token_shares_and_resumes_exactly() {
    let tmp = tempfile::tempdir().unwrap();
    // Two sources with different document lengths, so their packing differs.
    let long: Vec<String> = documents(60, 6).iter().map(|d| d.repeat(3)).collect();
    let short = documents(200, 7);
    write(&tmp.path().join("long/train.parquet"), "text", &long, 16);
    write(&tmp.path().join("short/train.parquet"), "text", &short, 64);
    let open = |dir: &str| open_source(&spec(&[tmp.path().join(dir)], None, 0)).unwrap();
    let sources = [
        WeightedSource {
            name: "long".into(),
            dataset: open("long"),
            weight: 3.0,
        },
        WeightedSource {
            name: "short".into(),
            dataset: open("short"),
            weight: 1.0,
        },
    ];
    let config = LoaderConfig::new(64, 8, 5).with_pack_docs(8);
    let tok = tokenizer();
    let mut loader = Loader::open(&sources, &tok, config.clone(), None).unwrap();
    batches(&mut loader, 200);
    let receipt = loader.receipt();
    assert_eq!(receipt.sources.len(), 2);
    let total: u64 = receipt.sources.iter().map(|s| s.tokens_read).sum();
    assert_eq!(total, receipt.tokens_read);
    for (source, want) in receipt.sources.iter().zip([0.75, 0.25]) {
        assert_eq!(source.share_wanted, want);
        let share = source.tokens_read as f64 / total as f64;
        assert!(
            (share - want).abs() < 0.02,
            "{}: token share {share} for weight {want}",
            source.name
        );
        assert!(source.documents_read > 0 && source.rows > 0);
    }
    assert_resumes_exactly(&sources, &config, 83, 200);

    // A cursor from another mix, or from a single source, is refused with the difference.
    let cursor = loader.cursor();
    let mut reweighted = sources.clone();
    reweighted[1].weight = 2.0;
    let err = Loader::open(&reweighted, &tok, config.clone(), Some(cursor))
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("mixture weights"), "{err}");
    let single = Loader::new(&sources[0].dataset, &tok, config.clone()).unwrap();
    let err = Loader::open(&sources, &tok, config, Some(single.cursor()))
        .err()
        .unwrap()
        .to_string();
    assert!(err.contains("saved by a run with one source"), "{err}");
}
