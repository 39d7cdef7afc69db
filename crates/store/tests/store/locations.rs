//! Locations refused before anything is opened, each naming what was written and what works.

use store::{Location, Store, StoreError};

fn refused(text: &str) -> String {
    let err = Location::parse(text).unwrap_err();
    assert!(
        matches!(err, StoreError::Location { .. }),
        "{text}: {err:?}"
    );
    let message = err.to_string();
    assert!(message.contains(text), "names what was written: {message}");
    message
}

#[test]
fn an_unknown_scheme_names_the_forms_that_work() {
    let message = refused("ftp://host/runs");
    assert!(message.contains("unknown scheme `ftp://`"), "{message}");
    assert!(
        message.contains("gs://BUCKET/PREFIX") && message.contains("s3://BUCKET/PREFIX"),
        "{message}"
    );
}

#[test]
fn a_bucket_url_without_a_bucket_is_refused() {
    for text in ["gs://", "gs:///runs", "s3://"] {
        let message = refused(text);
        assert!(message.contains("no bucket named"), "{message}");
    }
}

#[test]
fn open_file_needs_a_file_name() {
    let err = Store::open_file(&Location::parse("gs://bucket").unwrap()).unwrap_err();
    assert!(err.to_string().contains("names no file"), "{err}");
    let dir = tempfile::tempdir().unwrap();
    let (store, name) =
        Store::open_file(&Location::Local(dir.path().join("tok/tokenizer.json"))).unwrap();
    assert_eq!(name, "tokenizer.json");
    assert_eq!(
        store.location(),
        &Location::Local(dir.path().join("tok")),
        "the store is the file's directory"
    );
}
