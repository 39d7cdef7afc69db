//! The store against moto's S3 emulator on loopback: every operation, multipart uploads, a
//! missing bucket, and the server going away.

use std::sync::{Arc, Barrier};
use std::time::{Duration, Instant};

use store::{Created, Location, Store, StoreError, StoreOptions};
use test_support::buckets::MotoServer;

use crate::{bucket_name, bytes, sha256, sha256_file};

/// Short retries: the local server either answers at once or is gone.
fn options() -> StoreOptions {
    StoreOptions {
        retry_timeout: Duration::from_secs(2),
        ..StoreOptions::default()
    }
}

/// A fresh bucket on the shared server, and a store at `s3://BUCKET/PREFIX` on it.
fn open(moto: &MotoServer, test: &str, prefix: &str) -> (String, Store) {
    let bucket = bucket_name(test);
    moto.create_bucket(&bucket);
    let location = Location::parse(&format!("s3://{bucket}/{prefix}")).unwrap();
    let store = Store::open_with_env(&location, &options(), &moto.s3_env()).unwrap();
    (bucket, store)
}

/// The object's bytes as moto serves them to a GET of its own (not through the store).
fn raw_get(moto: &MotoServer, bucket: &str, key: &str) -> Vec<u8> {
    moto.get_object(bucket, key)
        .unwrap_or_else(|| panic!("moto holds no {bucket}/{key}"))
}

#[test]
fn put_and_get_round_trip_under_the_prefix() {
    let moto = MotoServer::shared();
    let (bucket, store) = open(&moto, "round-trip", "runs/a");
    let data = bytes(100_000, 1);
    let want = sha256(&data);
    store.put("ckpt/params.bin", data).unwrap();

    let (got, info) = store.get("ckpt/params.bin").unwrap().unwrap();
    assert_eq!(sha256(&got), want);
    assert_eq!(info.size, 100_000);
    assert_eq!(
        info.key, "ckpt/params.bin",
        "keys are relative to the prefix"
    );
    // The object is where the prefix says, as the server itself serves it.
    assert_eq!(
        sha256(&raw_get(&moto, &bucket, "runs/a/ckpt/params.bin")),
        want
    );
    assert_eq!(store.get("ckpt/missing").unwrap(), None);
    assert!(store.is_bucket());
    assert_eq!(
        store.location().to_string(),
        format!("s3://{bucket}/runs/a")
    );
    let credentials = store.credentials();
    assert!(
        credentials.contains("AWS_ACCESS_KEY_ID given to Store::open_with_env")
            && credentials.contains(&moto.endpoint()),
        "{credentials}"
    );
    assert!(
        !credentials.contains("testing"),
        "never the secret: {credentials}"
    );
}

#[test]
fn create_is_exclusive_among_racing_threads() {
    let moto = MotoServer::shared();
    let (bucket, store) = open(&moto, "create-race", "run");
    let racers = 8;
    let barrier = Arc::new(Barrier::new(racers));
    let handles: Vec<_> = (0..racers)
        .map(|i| {
            let (store, barrier) = (store.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                let created = store
                    .create("lease", format!("writer {i}").into_bytes())
                    .unwrap();
                (i, created)
            })
        })
        .collect();
    let results: Vec<_> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let winners: Vec<usize> = results
        .iter()
        .filter(|(_, c)| matches!(c, Created::Created(_)))
        .map(|(i, _)| *i)
        .collect();
    assert_eq!(winners.len(), 1, "exactly one creator: {results:?}");
    assert!(
        results
            .iter()
            .all(|(i, c)| winners.contains(i) || *c == Created::AlreadyExists)
    );
    let stored = raw_get(&moto, &bucket, "run/lease");
    assert_eq!(
        stored,
        format!("writer {}", winners[0]).into_bytes(),
        "the winner's bytes are the object"
    );
    assert_eq!(
        store.create("lease", b"late".to_vec()).unwrap(),
        Created::AlreadyExists
    );
}

#[test]
fn replace_if_needs_the_version_read() {
    let moto = MotoServer::shared();
    let (bucket, store) = open(&moto, "replace-if", "run");
    let Created::Created(v0) = store.create("lease", b"holder a".to_vec()).unwrap() else {
        panic!("a fresh key is created")
    };
    let (_, seen) = store.get("lease").unwrap().unwrap();
    assert_eq!(seen.version, v0, "the version read is the version written");

    let v1 = store
        .replace_if("lease", b"holder b".to_vec(), &v0)
        .unwrap()
        .expect("the version read is current");
    assert_ne!(v1, v0);
    // Someone replaced it in between: the old version no longer works.
    assert_eq!(
        store
            .replace_if("lease", b"holder c".to_vec(), &v0)
            .unwrap(),
        None
    );
    assert_eq!(raw_get(&moto, &bucket, "run/lease"), b"holder b");
    assert_eq!(
        store.replace_if("missing", b"x".to_vec(), &v0).unwrap(),
        None,
        "no object, no replace"
    );
    assert_eq!(store.head("missing").unwrap(), None);
}

#[test]
fn head_list_list_dirs_and_deletes() {
    let moto = MotoServer::shared();
    let (_bucket, store) = open(&moto, "listing", "run");
    for (key, size) in [
        ("a/1", 3),
        ("a/2", 5),
        ("a/b/3", 7),
        ("ab/4", 11),
        ("c/5", 13),
    ] {
        store.put(key, vec![b'x'; size]).unwrap();
    }
    let listed = |prefix: &str| -> Vec<(String, u64)> {
        store
            .list(prefix)
            .unwrap()
            .into_iter()
            .map(|o| (o.key, o.size))
            .collect()
    };
    let owned = |v: &[(&str, u64)]| -> Vec<(String, u64)> {
        v.iter().map(|(k, s)| (k.to_string(), *s)).collect()
    };
    assert_eq!(
        listed("a"),
        owned(&[("a/1", 3), ("a/2", 5), ("a/b/3", 7)]),
        "a prefix ends at a `/`: ab/4 is not under a"
    );
    assert_eq!(
        listed(""),
        owned(&[
            ("a/1", 3),
            ("a/2", 5),
            ("a/b/3", 7),
            ("ab/4", 11),
            ("c/5", 13)
        ])
    );
    assert_eq!(store.list_dirs("").unwrap(), ["a", "ab", "c"]);
    assert_eq!(store.list_dirs("a").unwrap(), ["b"]);
    assert_eq!(store.list("nothing").unwrap(), []);

    let head = store.head("a/b/3").unwrap().unwrap();
    assert_eq!((head.key.as_str(), head.size), ("a/b/3", 7));
    assert_eq!(store.head("a/b").unwrap(), None, "a directory is no object");

    store.delete("a/1").unwrap();
    assert_eq!(store.head("a/1").unwrap(), None);
    store.delete("a/1").unwrap();
    assert_eq!(store.delete_prefix("a").unwrap(), 2);
    assert_eq!(listed(""), owned(&[("ab/4", 11), ("c/5", 13)]));
}

#[test]
fn ranged_reads_return_exactly_the_bytes_asked_for() {
    let moto = MotoServer::shared();
    let (_bucket, store) = open(&moto, "get-range", "");
    let data = bytes(1 << 20, 2);
    store.put("shard", data.clone()).unwrap();
    for range in [0..1, 1000..5000, (1 << 20) - 17..1 << 20, 0..1 << 20] {
        let got = store.get_range("shard", range.clone()).unwrap();
        assert_eq!(
            sha256(&got),
            sha256(&data[range.start as usize..range.end as usize]),
            "{range:?}"
        );
    }
    let err = store.get_range("absent", 0..4).unwrap_err();
    assert!(err.is_not_found(), "{err}");
}

#[test]
fn a_large_file_goes_up_in_parts_and_comes_back_identical() {
    let moto = MotoServer::shared();
    let bucket = bucket_name("multipart");
    moto.create_bucket(&bucket);
    let mib = 1 << 20;
    let options = StoreOptions {
        multipart_threshold: 5 * mib,
        part_size: 5 * mib as usize,
        parallel_parts: 2,
        ..options()
    };
    let location = Location::parse(&format!("s3://{bucket}/run")).unwrap();
    let store = Store::open_with_env(&location, &options, &moto.s3_env()).unwrap();

    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.bin");
    let size = 12 * mib + 12345;
    std::fs::write(&big, bytes(size as usize, 3)).unwrap();
    assert_eq!(store.put_file("big.bin", &big).unwrap(), size);
    let info = store.head("big.bin").unwrap().unwrap();
    assert_eq!(info.size, size);
    // S3 names a multipart object's ETag `"MD5-PARTS"`: 5 + 5 + 2 MiB (and a bit) is 3.
    assert!(
        info.version.trim_matches('"').ends_with("-3"),
        "three parts: {}",
        info.version
    );

    let back = dir.path().join("nested/dir/back.bin");
    let downloaded = store.download("big.bin", &back).unwrap();
    assert_eq!(downloaded.size, size);
    assert_eq!(sha256_file(&back), sha256_file(&big));
    assert_eq!(
        sha256(&store.get_range("big.bin", 0..size).unwrap()),
        sha256_file(&big)
    );

    // Below the threshold: one PUT, whose ETag has no part count.
    let small = dir.path().join("small.bin");
    std::fs::write(&small, bytes(mib as usize, 4)).unwrap();
    assert_eq!(store.put_file("small.bin", &small).unwrap(), mib);
    let info = store.head("small.bin").unwrap().unwrap();
    assert!(!info.version.contains('-'), "one part: {}", info.version);
    assert_eq!(
        sha256(&raw_get(&moto, &bucket, "run/small.bin")),
        sha256_file(&small)
    );
}

#[test]
fn download_streams_into_a_local_file() {
    let moto = MotoServer::shared();
    let (_bucket, store) = open(&moto, "download", "run");
    let data = bytes(300_001, 5);
    store.put("tokenizer.json", data.clone()).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let to = dir.path().join("copy/tokenizer.json");
    let info = store.download("tokenizer.json", &to).unwrap();
    assert_eq!(info.size, 300_001);
    assert_eq!(sha256_file(&to), sha256(&data));
    let err = store
        .download("absent", &dir.path().join("absent"))
        .unwrap_err();
    assert!(err.to_string().contains("absent"), "{err}");
    assert!(
        !dir.path().join("absent").exists(),
        "a failed download leaves no file"
    );
}

#[test]
fn a_missing_bucket_is_named() {
    let moto = MotoServer::shared();
    let location = Location::parse("s3://namtrain-no-such-bucket/run").unwrap();
    let err = Store::open_with_env(&location, &options(), &moto.s3_env()).unwrap_err();
    assert!(
        matches!(&err, StoreError::NoBucket { bucket, .. } if bucket == "namtrain-no-such-bucket"),
        "{err:?}"
    );
    let message = err.to_string();
    assert!(
        message.contains("bucket namtrain-no-such-bucket does not exist"),
        "{message}"
    );
}

#[test]
fn a_server_gone_mid_way_fails_after_the_retry_timeout_naming_the_location() {
    // Its own server: this test stops it.
    let mut moto = MotoServer::start();
    let bucket = bucket_name("server-gone");
    moto.create_bucket(&bucket);
    let location = Location::parse(&format!("s3://{bucket}/run")).unwrap();
    let store = Store::open_with_env(&location, &options(), &moto.s3_env()).unwrap();
    store.put("before", b"ok".to_vec()).unwrap();
    moto.stop();

    let t0 = Instant::now();
    let err = store.get("after").unwrap_err();
    let waited = t0.elapsed();
    let message = err.to_string();
    eprintln!("gave up after {waited:?}: {message}");
    assert!(
        message.contains(&format!("s3://{bucket}/run/after")),
        "the error names the object: {message}"
    );
    assert!(
        waited < Duration::from_secs(20),
        "gave up after {waited:?} with a 2 s retry timeout"
    );
    let err = store.put("after", b"x".to_vec()).unwrap_err();
    assert!(
        err.to_string()
            .contains(&format!("s3://{bucket}/run/after")),
        "{err}"
    );
}
