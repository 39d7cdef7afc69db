//! Data in a bucket: the ranged-read path gives the rows, batches and resumes the file path gives.
//!
//! The ranged reader is checked against the file reader through the store's local backend (the
//! same `Store::get_range` calls a bucket gets), and, when `.venv/bin/moto_server` exists, end to
//! end against an S3 server: shards, globs, a prepared dataset and a tokenizer read from
//! `s3://`, a replaced object refusing a resume. The S3 part runs in a child process (the
//! credentials and endpoint are environment variables, which this workspace does not set in
//! process).

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use data::remote::RangedObject;
use data::shard::{ShardReader, TEXT_COLUMN, write_text_rows};
use data::source::resolve_location;
use data::{
    Batch, DataError, Dataset, Loader, LoaderConfig, LoaderCursor, Location, PrepareOptions,
    RowCheckMode, SourceSpec, Tokenizer, TrainOptions, open_source, prepare,
};
use store::Store;

/// Deterministic documents of varied length (3 to 60 words).
fn documents(n: usize, seed: u64) -> Vec<String> {
    let mut state = seed;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        state >> 33
    };
    const WORDS: [&str; 10] = [
        "alpha", "beta", "gamma", "int", "return", "struct", "value", "size", "the", "of",
    ];
    (0..n)
        .map(|_| {
            let words = 3 + next() % 58;
            (0..words)
                .map(|_| WORDS[(next() % 10) as usize])
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

fn write(path: &Path, docs: &[String], rows_per_group: usize) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    write_text_rows(
        path,
        TEXT_COLUMN,
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

fn batches(loader: &mut Loader, n: usize) -> Vec<Batch> {
    (0..n).map(|_| loader.next_batch().unwrap()).collect()
}

/// Every row group of `reader`, rendered row by row.
fn rows(reader: &ShardReader, column: &str) -> Vec<String> {
    let layout = reader.layout(column).unwrap();
    let mut out = Vec::new();
    for g in 0..layout.row_groups.len() {
        let group = reader.read_row_group(column, g).unwrap();
        for i in 0..group.len() {
            out.push(format!("{:?}", group.get(i)));
        }
    }
    out
}

#[test]
fn ranged_reads_through_a_store_give_the_rows_the_file_gives() {
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("rows.parquet");
    let mut docs: Vec<Option<Vec<u8>>> = documents(300, 3)
        .into_iter()
        .map(|d| Some(d.into_bytes()))
        .collect();
    docs[5] = None;
    docs[17] = Some(Vec::new());
    docs[40] = Some(b"bad \xff bytes".to_vec());
    write_text_rows(&path, "content", docs.iter().map(|d| d.as_deref()), 37).unwrap();
    let size = std::fs::metadata(&path).unwrap().len();

    let from_file = ShardReader::open(&path).unwrap();
    let want = rows(&from_file, "content");
    assert_eq!(want.len(), 300);

    let store = Store::open(&Location::Local(tmp.path().to_path_buf())).unwrap();
    let info = store.head("rows.parquet").unwrap().unwrap();
    // Read-ahead sizes from far below a page to far above the file: the same rows each time.
    for read_ahead in [1, 100, 4096, 1 << 20, 64 << 20] {
        let object = RangedObject::with_read_ahead(store.clone(), info.clone(), read_ahead);
        let reader = ShardReader::from_object(object.clone()).unwrap();
        assert_eq!(
            reader.layout("content").unwrap(),
            from_file.layout("content").unwrap()
        );
        assert_eq!(rows(&reader, "content"), want, "read_ahead {read_ahead}");
        let (requests, fetched) = object.traffic();
        assert!(requests >= 1, "read_ahead {read_ahead}");
        // Each row group's column chunk is fetched once, whole; with a small read-ahead nothing
        // is fetched twice.
        if read_ahead <= 4096 {
            assert!(fetched <= size, "{fetched} bytes fetched of {size}");
        }
    }
    // A shard with a large second column: reading the text fetches the footer and the text
    // column's chunks, not the other column.
    let wide = tmp.path().join("wide.parquet");
    let docs: Vec<data::shard::Document> = documents(400, 8)
        .into_iter()
        .enumerate()
        .map(|(i, text)| data::shard::Document {
            // 1 KiB of hex that does not compress: the bulk of the file.
            path: (0..16)
                .map(|j| data::digest::sha256_hex(format!("{i}/{j}").as_bytes()))
                .collect(),
            sha256: data::digest::sha256_hex(text.as_bytes()),
            text,
        })
        .collect();
    data::shard::write_shard(&wide, &docs).unwrap();
    let size = std::fs::metadata(&wide).unwrap().len();
    let info = store.head("wide.parquet").unwrap().unwrap();
    let object = RangedObject::with_read_ahead(store.clone(), info, 4096);
    let reader = ShardReader::from_object(object.clone()).unwrap();
    assert_eq!(
        rows(&reader, TEXT_COLUMN),
        rows(&ShardReader::open(&wide).unwrap(), TEXT_COLUMN)
    );
    let (_, fetched) = object.traffic();
    assert!(fetched < size / 2, "{fetched} bytes fetched of {size}");

    // Errors name the object: a shard that is not parquet, and one that is empty.
    std::fs::write(tmp.path().join("junk.parquet"), b"not parquet at all").unwrap();
    std::fs::write(tmp.path().join("empty.parquet"), b"").unwrap();
    let junk = store.head("junk.parquet").unwrap().unwrap();
    let msg = ShardReader::from_object(RangedObject::new(store.clone(), junk))
        .unwrap_err()
        .to_string();
    assert!(
        msg.contains("junk.parquet is not a readable parquet file"),
        "{msg}"
    );
    let empty = store.head("empty.parquet").unwrap().unwrap();
    let msg = ShardReader::from_object(RangedObject::new(store, empty))
        .unwrap_err()
        .to_string();
    assert!(msg.contains("empty.parquet is empty (0 bytes)"), "{msg}");
}

#[test]
fn row_groups_read_ahead_on_a_thread_give_the_batches_read_inline() {
    let tmp = tempfile::tempdir().unwrap();
    let docs = documents(160, 5);
    write(&tmp.path().join("a.parquet"), &docs[..70], 9);
    write(&tmp.path().join("b.parquet"), &docs[70..], 13);
    let dataset = open_source(&SourceSpec::new(tmp.path(), 0, TEXT_COLUMN)).unwrap();
    let tok = tokenizer();
    let mut inline = LoaderConfig::new(32, 3, 11).with_pack_docs(4);
    inline.prefetch_row_groups = Some(0);
    // Past the end of the first epoch.
    let want = batches(
        &mut Loader::new(&dataset, &tok, inline.clone()).unwrap(),
        90,
    );
    for ahead in [1, 2, 5] {
        let mut config = inline.clone();
        config.prefetch_row_groups = Some(ahead);
        let mut loader = Loader::new(&dataset, &tok, config.clone()).unwrap();
        let first = batches(&mut loader, 41);
        assert_eq!(first[..], want[..41], "{ahead} ahead");
        // Resumed mid-block: the reader starts at the cursor's row group.
        let LoaderCursor::Single(cursor) = loader.cursor() else {
            unreachable!()
        };
        drop(loader);
        let mut resumed = Loader::resume(&dataset, &tok, config, cursor).unwrap();
        assert_eq!(batches(&mut resumed, 49)[..], want[41..], "{ahead} ahead");
    }
}

#[test]
fn a_bad_scheme_or_a_bucket_url_without_a_bucket_is_one_line_naming_key_and_path() {
    let base = Path::new("/work");
    for (key, entry, needle) in [
        (
            "[data] shards",
            "ftp://host/x.parquet",
            "unknown scheme `ftp://`",
        ),
        (
            "[data] validation",
            "gs://",
            "no bucket named; write gs://BUCKET/PREFIX",
        ),
        ("[data] tokenizer", "s3:///tok.json", "no bucket named"),
        (
            "[[data.sources]] path",
            "hdfs://n/data",
            "unknown scheme `hdfs://`",
        ),
    ] {
        let err = resolve_location(key, entry, base).unwrap_err();
        assert!(matches!(err, DataError::InvalidArgument { .. }), "{err:?}");
        let msg = err.to_string();
        assert!(
            msg.contains(key) && msg.contains(entry) && msg.contains(needle),
            "{msg}"
        );
        assert!(!msg.contains('\n'), "one line: {msg}");
    }
    assert_eq!(
        resolve_location("[data] shards", "data/train", base).unwrap(),
        Location::Local(base.join("data/train"))
    );
    assert_eq!(
        resolve_location("[data] shards", "gs://b/data/train-*.parquet", base)
            .unwrap()
            .to_string(),
        "gs://b/data/train-*.parquet"
    );
}

#[test]
fn local_receipts_and_pipeline_identities_are_unchanged() {
    let tmp = tempfile::tempdir().unwrap();
    write(&tmp.path().join("a.parquet"), &documents(40, 9), 16);
    let dataset = open_source(&SourceSpec::new(tmp.path(), 0, TEXT_COLUMN)).unwrap();
    let record = &dataset.train[0].record;
    assert_eq!(record.version, None);
    assert_eq!(record.identity(), record.sha256.as_str());
    // The JSON of a local record has exactly the fields it always had, in their order.
    assert_eq!(
        serde_json::to_string(record).unwrap(),
        format!(
            "{{\"file\":{:?},\"rows\":40,\"bytes\":{},\"sha256\":\"{}\"}}",
            record.file, record.bytes, record.sha256
        )
    );
}

// ---- S3 end to end, through moto ----

/// The environment variable that tells the child test where the S3 server is.
const ENDPOINT_VAR: &str = "AWS_ENDPOINT";
const BUCKET: &str = "namtrain-data";

/// A moto S3 server on a free port, killed on drop.
struct Moto {
    child: Child,
    port: u16,
}

impl Drop for Moto {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn moto_binary() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    [
        root.join(".venv/bin/moto_server"),
        PathBuf::from("/work/main/.venv/bin/moto_server"),
    ]
    .into_iter()
    .find(|p| p.is_file())
}

impl Moto {
    fn start() -> Option<Moto> {
        let binary = moto_binary()?;
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(binary)
            .args(["-H", "127.0.0.1", "-p", &port.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let moto = Moto { child, port };
        let start = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                start.elapsed() < Duration::from_secs(30),
                "moto_server did not listen on port {port} within 30 s"
            );
            std::thread::sleep(Duration::from_millis(100));
        }
        Some(moto)
    }

    /// Creates a bucket with a plain `PUT /BUCKET` (moto accepts unsigned requests).
    fn create_bucket(&self, bucket: &str) {
        let mut stream = TcpStream::connect(("127.0.0.1", self.port)).unwrap();
        write!(
            stream,
            "PUT /{bucket} HTTP/1.1\r\nHost: 127.0.0.1:{}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
            self.port
        )
        .unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).unwrap();
        assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    }
}

#[test]
fn an_s3_bucket_reads_like_the_same_files_on_disk() {
    let Some(moto) = Moto::start() else {
        eprintln!("skipped: no .venv/bin/moto_server");
        return;
    };
    moto.create_bucket(BUCKET);
    let output = Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "s3_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(ENDPOINT_VAR, format!("http://127.0.0.1:{}", moto.port))
        .env("AWS_ACCESS_KEY_ID", "testing")
        .env("AWS_SECRET_ACCESS_KEY", "testing")
        .env("AWS_DEFAULT_REGION", "us-east-1")
        .env("AWS_ALLOW_HTTP", "true")
        .env("NAMTRAIN_STORE_RETRY_TIMEOUT_S", "5")
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{out}\n{err}");
    assert!(
        out.contains("s3_child ... ok"),
        "the child ran:\n{out}\n{err}"
    );
}

/// Run by [`an_s3_bucket_reads_like_the_same_files_on_disk`] with the server in the environment.
#[test]
#[ignore = "run by an_s3_bucket_reads_like_the_same_files_on_disk"]
fn s3_child() {
    if std::env::var_os(ENDPOINT_VAR).is_none() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let local = tmp.path().join("data");
    let docs = documents(220, 21);
    write(&local.join("train-0.parquet"), &docs[..80], 11);
    write(&local.join("train-1.parquet"), &docs[80..170], 17);
    write(&local.join("sub/train-2.parquet"), &docs[170..200], 7);
    write(&local.join("validation.parquet"), &docs[200..], 8);
    std::fs::write(local.join("README.md"), "not a shard").unwrap();
    let tok = tokenizer();
    tok.clone()
        .save(&tmp.path().join("tokenizer.json"))
        .unwrap();

    let bucket = Store::open(&Location::parse(&format!("s3://{BUCKET}")).unwrap()).unwrap();
    for name in [
        "train-0.parquet",
        "train-1.parquet",
        "sub/train-2.parquet",
        "validation.parquet",
        "README.md",
    ] {
        bucket
            .put_file(&format!("data/{name}"), &local.join(name))
            .unwrap();
    }
    bucket
        .put_file("tok/tokenizer.json", &tmp.path().join("tokenizer.json"))
        .unwrap();
    let s3 = |p: &str| Location::parse(&format!("s3://{BUCKET}/{p}")).unwrap();

    // A prefix reads as the same directory on disk: split names, order, rows, batches.
    let on_disk = open_source(&SourceSpec::new(&local, 1, TEXT_COLUMN)).unwrap();
    let spec = SourceSpec {
        train: vec![s3("data")],
        validation: None,
        val_shards: 1,
        text_column: TEXT_COLUMN.into(),
    };
    let mut in_bucket = open_source(&spec).unwrap();
    assert_eq!(in_bucket.train.len(), 3);
    assert_eq!(in_bucket.eval.len(), 1);
    for (a, b) in in_bucket.train.iter().zip(&on_disk.train) {
        assert_eq!(a.row_groups, b.row_groups);
        assert_eq!(a.record.rows, b.record.rows);
        assert_eq!(a.record.bytes, b.record.bytes);
        let relative = b
            .record
            .file
            .strip_prefix(&local.display().to_string())
            .unwrap();
        assert_eq!(a.record.file, format!("s3://{BUCKET}/data{relative}"));
        assert!(a.record.sha256.is_empty());
        assert!(a.record.version.as_deref().is_some_and(|v| !v.is_empty()));
    }
    in_bucket
        .check_rows(RowCheckMode::Full, data::BadRowPolicy::Error)
        .unwrap();

    // The tokenizer from the bucket is the same file.
    let tok_s3 = Tokenizer::load(&s3("tok/tokenizer.json"), Some(300)).unwrap();
    assert_eq!(tok_s3.sha256(), tok.sha256());
    assert_eq!(
        tok_s3.path().display().to_string(),
        format!("s3://{BUCKET}/tok/tokenizer.json")
    );
    let missing = Tokenizer::load(&s3("tok/nope.json"), None)
        .unwrap_err()
        .to_string();
    assert!(missing.contains("nope.json does not exist"), "{missing}");

    // The loader reads the same batches (row groups read ahead by default for a bucket).
    let config = LoaderConfig::new(32, 3, 11).with_pack_docs(4);
    let want = batches(
        &mut Loader::new(&on_disk, &tok, config.clone()).unwrap(),
        60,
    );
    let mut loader = Loader::new(&in_bucket, &tok_s3, config.clone()).unwrap();
    assert_eq!(batches(&mut loader, 60), want);
    let receipt = loader.receipt();
    let json = serde_json::to_value(&receipt).unwrap();
    assert_eq!(
        json["shards"][0]["file"],
        format!("s3://{BUCKET}/data/sub/train-2.parquet")
    );
    assert!(json["shards"][0]["version"].is_string(), "{json}");
    assert!(json["shards"][0].get("sha256").is_none(), "{json}");

    // A glob matches keys as a local glob matches paths.
    let globbed = open_source(&SourceSpec {
        train: vec![s3("data/train-*.parquet")],
        validation: Some(vec![s3("data/validation.parquet")]),
        val_shards: 0,
        text_column: TEXT_COLUMN.into(),
    })
    .unwrap();
    let files: Vec<String> = globbed.train.iter().map(|s| s.path.to_string()).collect();
    assert_eq!(
        files,
        [
            format!("s3://{BUCKET}/data/train-0.parquet"),
            format!("s3://{BUCKET}/data/train-1.parquet")
        ]
    );
    let msg = open_source(&SourceSpec {
        train: vec![s3("nothing/here")],
        validation: None,
        val_shards: 0,
        text_column: TEXT_COLUMN.into(),
    })
    .unwrap_err()
    .to_string();
    assert!(
        msg.contains(&format!("s3://{BUCKET}/nothing/here")),
        "{msg}"
    );

    // A replaced shard changes the pipeline: the saved cursor is refused, as for a local shard
    // whose bytes changed.
    let cursor = loader.cursor();
    drop(loader);
    bucket
        .put_file("data/train-1.parquet", &local.join("train-0.parquet"))
        .unwrap();
    // Replaced while a loader reads it: refused when the loader opens it, naming it.
    let mut reading = Loader::new(&in_bucket, &tok_s3, config.clone()).unwrap();
    let failure = (0..400).find_map(|_| reading.next_batch().err());
    let msg = failure
        .expect("the replaced shard is reached within an epoch")
        .to_string();
    assert!(
        msg.contains("data/train-1.parquet was replaced while the run read it"),
        "{msg}"
    );
    drop(reading);
    let changed = open_source(&spec).unwrap();
    // Shards in walk order: sub/train-2, train-0, train-1.
    assert!(
        changed.train[2]
            .record
            .file
            .ends_with("/data/train-1.parquet")
    );
    assert_ne!(
        changed.train[2].record.version,
        in_bucket.train[2].record.version
    );
    assert_eq!(
        changed.train[1].record.version,
        in_bucket.train[1].record.version
    );
    let msg = Loader::open(
        &[data::WeightedSource {
            name: "s3".into(),
            dataset: changed,
            weight: 1.0,
        }],
        &tok_s3,
        config.clone(),
        Some(cursor.clone()),
    )
    .err()
    .unwrap()
    .to_string();
    assert!(
        msg.contains("different data pipeline (dataset: saved"),
        "{msg}"
    );
    bucket
        .put_file("data/train-1.parquet", &local.join("train-1.parquet"))
        .unwrap();

    // A prepared dataset in a bucket: its manifest, sizes checked, versions recorded.
    let src = tmp.path().join("src");
    data::synthetic::write_cpp_tree(&src, 12).unwrap();
    let prepared = tmp.path().join("prepared");
    let mut options = PrepareOptions::new(&src, vec!["**/*.hpp".into()], &prepared);
    options.shard_rows = 9;
    options.held_out = 0.2;
    prepare(&options, |_| {}).unwrap();
    for entry in std::fs::read_dir(&prepared).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name().to_string_lossy().into_owned();
        bucket
            .put_file(&format!("prepared/{name}"), &entry.path())
            .unwrap();
    }
    let local_set = Dataset::open_dir(&prepared).unwrap();
    let bucket_set = open_source(&SourceSpec {
        train: vec![s3("prepared")],
        validation: None,
        val_shards: 1,
        text_column: TEXT_COLUMN.into(),
    })
    .unwrap();
    assert_eq!(bucket_set.train.len(), local_set.train.len());
    assert_eq!(bucket_set.eval.len(), local_set.eval.len());
    for (a, b) in bucket_set.train.iter().zip(&local_set.train) {
        assert_eq!(
            (a.record.sha256.as_str(), a.record.rows),
            (b.record.sha256.as_str(), b.record.rows)
        );
        assert!(a.record.version.is_some());
    }
    let mut a = Loader::new(&bucket_set, &tok, config.clone()).unwrap();
    let mut b = Loader::new(&local_set, &tok, config.clone()).unwrap();
    assert_eq!(batches(&mut a, 20), batches(&mut b, 20));
    let first = &local_set.train[0].record.file;
    bucket
        .put(&format!("prepared/{first}"), b"short".to_vec())
        .unwrap();
    let msg = Dataset::open_dir(&s3("prepared")).unwrap_err().to_string();
    assert!(
        msg.contains(&format!(
            "s3://{BUCKET}/prepared/{first} has 5 bytes but dataset.json records"
        )),
        "{msg}"
    );

    // A bucket that does not exist is named with the fix.
    let msg = open_source(&SourceSpec {
        train: vec![Location::parse("s3://no-such-bucket/data").unwrap()],
        validation: None,
        val_shards: 0,
        text_column: TEXT_COLUMN.into(),
    })
    .unwrap_err()
    .to_string();
    assert!(msg.contains("no-such-bucket"), "{msg}");
}
