//! The same contract on a local directory.

use std::sync::{Arc, Barrier};

use store::{Created, Location, Store, StoreError};

use crate::{bytes, sha256, sha256_file};

fn open(dir: &tempfile::TempDir) -> Store {
    Store::open(&Location::Local(dir.path().join("run"))).unwrap()
}

#[test]
fn put_get_head_and_ranges_on_disk() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(&dir);
    assert!(!store.is_bucket());
    assert_eq!(store.credentials(), "local files");
    let data = bytes(70_001, 11);
    store.put("ckpt/step-1/params.bin", data.clone()).unwrap();
    let on_disk = dir.path().join("run/ckpt/step-1/params.bin");
    assert_eq!(
        sha256_file(&on_disk),
        sha256(&data),
        "the key is a path under the root"
    );

    let (got, info) = store.get("ckpt/step-1/params.bin").unwrap().unwrap();
    assert_eq!(sha256(&got), sha256(&data));
    assert_eq!(
        (info.key.as_str(), info.size),
        ("ckpt/step-1/params.bin", 70_001)
    );
    assert_eq!(store.head("ckpt/step-1/params.bin").unwrap(), Some(info));
    assert_eq!(store.get("absent").unwrap(), None);
    assert_eq!(
        store.head("ckpt").unwrap(),
        None,
        "a directory is no object"
    );
    assert_eq!(
        store
            .get_range("ckpt/step-1/params.bin", 69_000..70_001)
            .unwrap(),
        data[69_000..]
    );

    let src = dir.path().join("src.bin");
    std::fs::write(&src, bytes(1 << 20, 12)).unwrap();
    assert_eq!(store.put_file("shards/0.bin", &src).unwrap(), 1 << 20);
    let to = dir.path().join("elsewhere/0.bin");
    assert_eq!(store.download("shards/0.bin", &to).unwrap().size, 1 << 20);
    assert_eq!(sha256_file(&to), sha256_file(&src));
}

#[test]
fn create_is_exclusive_among_racing_threads() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(&dir);
    for round in 0..20 {
        let key = format!("lease-{round}");
        let racers = 8;
        let barrier = Arc::new(Barrier::new(racers));
        let results: Vec<(usize, Created)> = (0..racers)
            .map(|i| {
                let (store, barrier, key) = (store.clone(), barrier.clone(), key.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    (
                        i,
                        store
                            .create(&key, format!("writer {i}").into_bytes())
                            .unwrap(),
                    )
                })
            })
            .collect::<Vec<_>>()
            .into_iter()
            .map(|h| h.join().unwrap())
            .collect();
        let winners: Vec<usize> = results
            .iter()
            .filter(|(_, c)| matches!(c, Created::Created(_)))
            .map(|(i, _)| *i)
            .collect();
        assert_eq!(winners.len(), 1, "round {round}: {results:?}");
        assert_eq!(
            std::fs::read(dir.path().join("run").join(&key)).unwrap(),
            format!("writer {}", winners[0]).into_bytes()
        );
    }
    assert_eq!(
        store.list("").unwrap().len(),
        20,
        "the losers' temporary files are gone"
    );
}

#[test]
fn threads_putting_one_key_leave_one_whole_object() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(&dir);
    let payloads: Vec<Vec<u8>> = (0..6)
        .map(|i| bytes(100_000 + 7919 * i, i as u64))
        .collect();
    let sums: Vec<String> = payloads.iter().map(|p| sha256(p)).collect();
    for round in 0..5 {
        let barrier = Arc::new(Barrier::new(payloads.len()));
        let handles: Vec<_> = payloads
            .iter()
            .cloned()
            .map(|payload| {
                let (store, barrier) = (store.clone(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    store.put("shared", payload)
                })
            })
            .collect();
        for h in handles {
            h.join().unwrap().unwrap();
        }
        let (got, _) = store.get("shared").unwrap().unwrap();
        assert!(
            sums.contains(&sha256(&got)),
            "round {round}: the object is one writer's bytes, whole ({} bytes)",
            got.len()
        );
    }
    assert_eq!(
        store.list("").unwrap().len(),
        1,
        "no temporary file is left"
    );
}

#[test]
fn replace_if_needs_the_version_read() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(&dir);
    let Created::Created(v0) = store.create("lease", b"holder a".to_vec()).unwrap() else {
        panic!("a fresh key is created")
    };
    // Same-sized contents written back to back: the version must still change.
    let v1 = store
        .replace_if("lease", b"holder b".to_vec(), &v0)
        .unwrap()
        .expect("the version read is current");
    assert_ne!(v1, v0);
    assert_eq!(
        store
            .replace_if("lease", b"holder c".to_vec(), &v0)
            .unwrap(),
        None,
        "replaced in between"
    );
    assert_eq!(
        std::fs::read(dir.path().join("run/lease")).unwrap(),
        b"holder b"
    );
    let v2 = store.put("lease", b"holder d".to_vec()).unwrap();
    assert_ne!(v2, v1);
    assert_eq!(
        store
            .replace_if("lease", b"holder e".to_vec(), &v1)
            .unwrap(),
        None,
        "a plain put is a replace too"
    );
    assert_eq!(
        store.replace_if("absent", b"x".to_vec(), &v0).unwrap(),
        None
    );
    // Many same-sized replaces back to back (well inside the kernel's clock tick): each
    // needs the version just returned, and the one before it no longer works.
    let (mut current, mut stale) = (v2, v1);
    for i in 0..50 {
        let payload = format!("holder {:02}", i).into_bytes();
        assert_eq!(
            store.replace_if("lease", payload.clone(), &stale).unwrap(),
            None,
            "{i}"
        );
        let next = store
            .replace_if("lease", payload, &current)
            .unwrap()
            .unwrap_or_else(|| panic!("{i}: the current version is refused"));
        (stale, current) = (current, next);
    }
}

#[test]
fn listing_skips_temporary_siblings_and_deletes_remove() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(&dir);
    for (key, size) in [("a/1", 3), ("a/2", 5), ("a/b/3", 7), ("ab/4", 11)] {
        store.put(key, vec![b'x'; size]).unwrap();
    }
    let root = dir.path().join("run");
    // A crash-safe writer's leftover (`.NAME.tmp-PID`) is not an object; other dot files are.
    std::fs::write(root.join("a/.2.tmp-4242"), b"partial").unwrap();
    std::fs::write(root.join("a/.hidden"), b"hid").unwrap();
    std::fs::write(root.join("a/.x.tmp-notapid"), b"0123").unwrap();
    let listed: Vec<(String, u64)> = store
        .list("a")
        .unwrap()
        .into_iter()
        .map(|o| (o.key, o.size))
        .collect();
    let want: Vec<(String, u64)> = [
        ("a/.hidden", 3),
        ("a/.x.tmp-notapid", 4),
        ("a/1", 3),
        ("a/2", 5),
        ("a/b/3", 7),
    ]
    .iter()
    .map(|(k, s)| (k.to_string(), *s))
    .collect();
    assert_eq!(listed, want);
    assert_eq!(store.list_dirs("").unwrap(), ["a", "ab"]);
    assert_eq!(store.list_dirs("a").unwrap(), ["b"]);
    assert_eq!(store.list("nothing").unwrap(), []);

    store.delete("a/1").unwrap();
    store.delete("a/1").unwrap();
    assert!(!root.join("a/1").exists());
    assert_eq!(store.delete_prefix("a").unwrap(), 4);
    assert!(!root.join("a").exists());
    let keys: Vec<String> = store.list("").unwrap().into_iter().map(|o| o.key).collect();
    assert_eq!(keys, ["ab/4"]);
}

#[test]
fn a_file_where_the_directory_should_be_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("run");
    std::fs::write(&file, b"not a directory").unwrap();
    let err = Store::open(&Location::Local(file.clone())).unwrap_err();
    assert!(
        matches!(&err, StoreError::NotADirectory { path } if *path == file.display().to_string()),
        "{err:?}"
    );
    assert!(
        err.to_string().contains("is a file, not a directory"),
        "{err}"
    );
}

#[test]
fn keys_cannot_leave_the_root() {
    let dir = tempfile::tempdir().unwrap();
    let store = open(&dir);
    for key in ["../escape", "a/../../escape", "./x"] {
        let err = store.put(key, b"x".to_vec()).unwrap_err();
        assert!(matches!(err, StoreError::Location { .. }), "{key}: {err:?}");
    }
    assert!(!dir.path().join("escape").exists());
}
