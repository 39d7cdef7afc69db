//! The whole data pipeline on a small generated C++ tree: prepare → tokenizer → loader → batches.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

use data::BadRowPolicy;
use data::shard::{TEXT_COLUMN, read_texts};
use data::{
    BOS_ID, Batch, DataCursor, Dataset, EvalSet, Loader, LoaderConfig, PAD_ID, PrepareOptions,
    Tokenizer, TrainOptions, prepare,
};

const SEQ_LEN: usize = 32;

struct Fixture {
    _dir: tempfile::TempDir,
    dataset_dir: PathBuf,
    dataset: Dataset,
    tokenizer: Tokenizer,
}

fn fixture() -> Fixture {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src");
    data::synthetic::write_cpp_tree(&src, 20).unwrap();
    let dataset_dir = dir.path().join("dataset");
    let mut options = PrepareOptions::new(&src, vec!["**/*.hpp".into()], &dataset_dir);
    options.shard_rows = 13;
    options.held_out = 0.1;
    prepare(&options, |_| {}).unwrap();
    let dataset = Dataset::open(std::slice::from_ref(&dataset_dir)).unwrap();
    let texts: Vec<String> = dataset
        .train
        .iter()
        .flat_map(|s| read_texts(&s.path, TEXT_COLUMN).unwrap())
        .collect();
    let (tokenizer, _) = Tokenizer::train(&texts, &TrainOptions::new(300)).unwrap();
    Fixture {
        _dir: dir,
        dataset_dir,
        dataset,
        tokenizer,
    }
}

fn config(batch_size: usize, threads: usize) -> LoaderConfig {
    let mut c = LoaderConfig::new(SEQ_LEN, batch_size, 7);
    c.block_docs = 5;
    c.window = 8;
    c.threads = threads;
    c.prefetch_blocks = 3;
    c
}

fn take(loader: &mut Loader, n: usize) -> Vec<Batch> {
    (0..n).map(|_| loader.next_batch().unwrap()).collect()
}

/// Rows of `batch` rebuilt as `seq_len + 1` tokens.
fn rows_of(batch: &Batch) -> Vec<Vec<u32>> {
    (0..batch.batch_size)
        .map(|r| {
            let span = r * batch.seq_len..(r + 1) * batch.seq_len;
            let mut row: Vec<u32> = batch.tokens[span.clone()]
                .iter()
                .map(|&t| t as u32)
                .collect();
            row.push(batch.targets[span.end - 1] as u32);
            row
        })
        .collect()
}

#[test]
fn resumed_loader_matches_uninterrupted_bitwise() {
    let f = fixture();
    let mut straight = Loader::new(&f.dataset, &f.tokenizer, config(3, 2)).unwrap();
    let total = 110;
    let expected = take(&mut straight, total);
    assert!(
        straight.source_cursor(0).epoch >= 1,
        "the run must cross an epoch boundary to test it"
    );
    for cut in [0, 1, 5, 13, 57, 94, 109] {
        let mut first = Loader::new(&f.dataset, &f.tokenizer, config(3, 2)).unwrap();
        let head = take(&mut first, cut);
        // The cursor travels through JSON, as it does in a checkpoint.
        let saved = serde_json::to_string(first.source_cursor(0)).unwrap();
        drop(first);
        let cursor: DataCursor = serde_json::from_str(&saved).unwrap();
        let mut resumed = Loader::resume(&f.dataset, &f.tokenizer, config(3, 2), cursor).unwrap();
        let tail = take(&mut resumed, total - cut);
        let joined: Vec<Batch> = head.into_iter().chain(tail).collect();
        assert!(
            joined == expected,
            "batches differ after resuming at batch {cut}"
        );
        assert_eq!(
            resumed.receipt(),
            straight.receipt(),
            "receipt differs after resuming at batch {cut}"
        );
    }
}

#[test]
fn batches_do_not_depend_on_thread_count_or_prefetch() {
    let f = fixture();
    let one = take(
        &mut Loader::new(&f.dataset, &f.tokenizer, config(4, 1)).unwrap(),
        20,
    );
    let mut many_config = config(4, 3);
    many_config.prefetch_blocks = 1;
    let many = take(
        &mut Loader::new(&f.dataset, &f.tokenizer, many_config).unwrap(),
        20,
    );
    assert!(one == many);
}

#[test]
fn batches_follow_the_data_contract() {
    let f = fixture();
    let mut loader = Loader::new(&f.dataset, &f.tokenizer, config(4, 2)).unwrap();
    for batch in take(&mut loader, 30) {
        assert_eq!(batch.tokens.len(), 4 * SEQ_LEN);
        for r in 0..batch.batch_size {
            let span = r * SEQ_LEN..(r + 1) * SEQ_LEN;
            let (tokens, targets) = (&batch.tokens[span.clone()], &batch.targets[span.clone()]);
            let (segments, mask) = (&batch.segment_ids[span.clone()], &batch.loss_mask[span]);
            assert_eq!(tokens[0], BOS_ID as i32, "every row starts with BOS");
            assert_eq!(
                &tokens[1..],
                &targets[..SEQ_LEN - 1],
                "targets are the inputs shifted by one"
            );
            for t in 0..SEQ_LEN {
                // Segment ids start at 1, and step by one exactly at BOS.
                let expected_step = i32::from(t > 0 && tokens[t] == BOS_ID as i32);
                let step = if t == 0 {
                    segments[0] - 1
                } else {
                    segments[t] - segments[t - 1]
                };
                assert_eq!(step, expected_step, "segment ids at {t}");
                assert_eq!(mask[t] == 0, targets[t] == PAD_ID as i32);
                assert!((tokens[t] as usize) < f.tokenizer.vocab_size());
            }
            // Padding only as a tail.
            if let Some(first_pad) = tokens.iter().position(|&t| t == PAD_ID as i32) {
                assert!(tokens[first_pad..].iter().all(|&t| t == PAD_ID as i32));
            }
        }
    }
}

#[test]
fn one_epoch_holds_exactly_the_corpus_cut_into_pieces() {
    let f = fixture();
    // The expected multiset: every training document, tokenized on its own, cut into row-sized pieces.
    let mut expected: HashMap<Vec<u32>, i64> = HashMap::new();
    for shard in &f.dataset.train {
        for text in read_texts(&shard.path, TEXT_COLUMN).unwrap() {
            let body = f.tokenizer.encode(&text).unwrap();
            for chunk in body.chunks(SEQ_LEN) {
                *expected.entry(chunk.to_vec()).or_default() += 1;
            }
        }
    }
    let mut loader = Loader::new(&f.dataset, &f.tokenizer, config(1, 2)).unwrap();
    let mut found: HashMap<Vec<u32>, i64> = HashMap::new();
    let documents = loop {
        let batch = loader.next_batch().unwrap();
        for row in rows_of(&batch) {
            for segment in row.split(|&t| t == BOS_ID).skip(1) {
                let body: Vec<u32> = segment.iter().copied().filter(|&t| t != PAD_ID).collect();
                *found.entry(body).or_default() += 1;
            }
        }
        let c = loader.source_cursor(0);
        if (c.epoch, c.block, c.row) == (1, 0, 0) {
            break c.counters.documents;
        }
    };
    assert_eq!(documents, f.dataset.train_documents());
    assert_eq!(found, expected);
}

#[test]
fn epochs_visit_the_same_rows_in_a_new_order() {
    let f = fixture();
    let mut loader = Loader::new(&f.dataset, &f.tokenizer, config(1, 2)).unwrap();
    let mut epochs: [Vec<Vec<u32>>; 2] = [Vec::new(), Vec::new()];
    while loader.source_cursor(0).epoch < 2 {
        let epoch = loader.source_cursor(0).epoch as usize;
        epochs[epoch].extend(rows_of(&loader.next_batch().unwrap()));
    }
    assert_ne!(epochs[0], epochs[1]);
    // Documents are shuffled, so packing partners change too; the BOS-started segments are the same multiset.
    let segments = |rows: &[Vec<u32>]| {
        let mut all: Vec<Vec<u32>> = rows
            .iter()
            .flat_map(|r| {
                r.split(|&t| t == BOS_ID)
                    .skip(1)
                    .map(|s| s.iter().copied().filter(|&t| t != PAD_ID).collect())
            })
            .collect();
        all.sort();
        all
    };
    assert_eq!(segments(&epochs[0]), segments(&epochs[1]));
}

#[test]
fn receipt_accounts_for_what_was_handed_out() {
    let f = fixture();
    let mut loader = Loader::new(&f.dataset, &f.tokenizer, config(2, 2)).unwrap();
    let batches = take(&mut loader, 12);
    let receipt = loader.receipt();
    assert_eq!(receipt.batches, 12);
    assert_eq!(
        receipt.first_batch_sha256.as_deref(),
        Some(batches[0].sha256().as_str())
    );
    let real: u64 = batches
        .iter()
        .flat_map(rows_of)
        .map(|row| row.iter().filter(|&&t| t != PAD_ID).count() as u64)
        .sum();
    assert_eq!(receipt.tokens_read, real);
    assert_eq!(receipt.slots, 12 * 2 * (SEQ_LEN as u64 + 1));
    assert!(receipt.packing_efficiency > 0.5 && receipt.packing_efficiency <= 1.0);
    assert!(receipt.bytes_per_token > 1.0, "{}", receipt.bytes_per_token);
    assert_eq!(receipt.tokenizer.sha256, f.tokenizer.sha256());
    assert_eq!(receipt.tokenizer.vocab_size, 300);
    assert_eq!(receipt.shards.len(), f.dataset.train.len());
    let path = f.dataset_dir.join("receipt.json");
    receipt.write(&path).unwrap();
    let back: data::DataReceipt = serde_json::from_slice(&fs::read(&path).unwrap()).unwrap();
    assert_eq!(back, receipt);
}

#[test]
fn eval_set_packs_the_held_out_shard_in_order() {
    let f = fixture();
    let eval = EvalSet::load(
        &f.dataset,
        &f.tokenizer,
        SEQ_LEN,
        4,
        None,
        BadRowPolicy::Error,
    )
    .unwrap();
    let held_out: u64 = f.dataset.eval.iter().map(|s| s.record.rows).sum();
    assert!(held_out > 0);
    assert_eq!(eval.documents, held_out);
    assert!(
        eval.batches
            .iter()
            .all(|b| b.batch_size == 4 && b.seq_len == SEQ_LEN)
    );
    let limited = EvalSet::load(
        &f.dataset,
        &f.tokenizer,
        SEQ_LEN,
        4,
        Some(1),
        BadRowPolicy::Error,
    )
    .unwrap();
    assert_eq!(limited.batches.len(), 1);
    assert_eq!(limited.batches[0], eval.batches[0]);

    let no_eval = Dataset {
        eval: Vec::new(),
        ..f.dataset.clone()
    };
    let msg = EvalSet::load(
        &no_eval,
        &f.tokenizer,
        SEQ_LEN,
        4,
        None,
        BadRowPolicy::Error,
    )
    .unwrap_err()
    .to_string();
    assert!(
        msg.contains("there is no eval split")
            && msg.contains("[data] validation")
            && msg.contains("val_shards")
            && msg.contains("--held-out"),
        "{msg}"
    );
}

#[test]
fn a_cursor_from_another_pipeline_is_refused_with_the_difference() {
    let f = fixture();
    let mut loader = Loader::new(&f.dataset, &f.tokenizer, config(2, 1)).unwrap();
    take(&mut loader, 3);
    let cursor = loader.source_cursor(0).clone();
    let mut longer = config(2, 1);
    longer.seq_len = 64;
    let msg = Loader::resume(&f.dataset, &f.tokenizer, longer, cursor.clone())
        .err()
        .unwrap()
        .to_string();
    assert!(msg.contains("seq_len + 1: saved 33, now 65"), "{msg}");
    let mut reseeded = config(2, 1);
    reseeded.seed = 8;
    let msg = Loader::resume(&f.dataset, &f.tokenizer, reseeded, cursor)
        .err()
        .unwrap()
        .to_string();
    assert!(msg.contains("seed: saved 7, now 8"), "{msg}");
    // The same tokenizer file with another token named as BOS tokenizes differently.
    let json = f.tokenizer.to_json().unwrap();
    let other_bos =
        Tokenizer::from_json_with(json.as_bytes(), f.tokenizer.path(), Some("<|pad|>")).unwrap();
    let msg = Loader::resume(
        &f.dataset,
        &other_bos,
        config(2, 1),
        loader.source_cursor(0).clone(),
    )
    .err()
    .unwrap()
    .to_string();
    assert!(
        msg.contains("beginning-of-document id ([data] bos_token): saved 1, now 0"),
        "{msg}"
    );
}

#[test]
fn damaged_datasets_are_refused_before_training_with_nothing_changed() {
    let f = fixture();
    let shard = f.dataset.train[1].path.local_path().unwrap().to_path_buf();
    let original = fs::read(&shard).unwrap();

    fs::write(&shard, b"garbage").unwrap();
    let msg = Dataset::open(std::slice::from_ref(&f.dataset_dir))
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("shard-00001.parquet has sha256") && msg.contains("--force"),
        "{msg}"
    );
    assert_eq!(fs::read(&shard).unwrap(), b"garbage");

    fs::write(&shard, b"").unwrap();
    let msg = Dataset::open(std::slice::from_ref(&f.dataset_dir))
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("shard-00001.parquet is empty (0 bytes)"),
        "{msg}"
    );

    fs::remove_file(&shard).unwrap();
    let msg = Dataset::open(std::slice::from_ref(&f.dataset_dir))
        .unwrap_err()
        .to_string();
    assert!(msg.contains("shard-00001.parquet does not exist"), "{msg}");

    fs::write(&shard, &original).unwrap();
    Dataset::open(std::slice::from_ref(&f.dataset_dir)).unwrap();

    let manifest = f.dataset_dir.join("dataset.json");
    let saved = fs::read(&manifest).unwrap();
    fs::remove_file(&manifest).unwrap();
    let msg = Dataset::open(std::slice::from_ref(&f.dataset_dir))
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("dataset.json is unusable: the file does not exist")
            && msg.contains("data prepare"),
        "{msg}"
    );
    fs::write(&manifest, &saved).unwrap();

    // Loose files: a parquet file with the wrong column name.
    let loose = f.dataset_dir.join("loose.parquet");
    fs::copy(&shard, &loose).unwrap();
    let msg = Dataset::from_files(std::slice::from_ref(&loose), "content")
        .unwrap_err()
        .to_string();
    assert!(msg.contains("no column named `content`"), "{msg}");
}

#[test]
fn real_headers_round_trip_through_a_trained_tokenizer() {
    let root = Path::new("/usr/include");
    let candidates = [
        "stdio.h",
        "stdlib.h",
        "string.h",
        "c++/12/vector",
        "c++/13/vector",
        "c++/14/vector",
    ];
    let texts: Vec<String> = candidates
        .iter()
        .filter_map(|name| fs::read_to_string(root.join(name)).ok())
        .collect();
    if texts.len() < 2 {
        eprintln!("skipping: fewer than two readable headers under /usr/include");
        return;
    }
    let (tokenizer, _) = Tokenizer::train(&texts, &TrainOptions::new(600)).unwrap();
    for text in &texts {
        let ids = tokenizer.encode(text).unwrap();
        assert_eq!(&tokenizer.decode(&ids).unwrap(), text);
        // Merges were learned: well under one token per byte.
        assert!(
            ids.len() * 3 < text.len() * 2,
            "{} tokens for {} bytes",
            ids.len(),
            text.len()
        );
    }
}
