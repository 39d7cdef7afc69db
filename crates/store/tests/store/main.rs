//! The store's contract, checked against things independent of it: the sha256 of the bytes
//! written, sizes counted by hand, the servers' own HTTP APIs, S3's multipart ETags.
//!
//! * `s3`: a local moto server (`.venv/bin/moto_server`, installed by `./scripts/setup.sh`).
//! * `gcs`: a local fake-gcs-server (reads and listing; what fails is recorded there), and an
//!   opt-in run against a real bucket (`NAMTRAIN_TEST_GCS_BUCKET`).
//! * `local`: a temporary directory.
//! * `locations`: what is refused before anything is opened.

mod gcs;
mod local;
mod locations;
mod s3;

use sha2::{Digest, Sha256};

/// The sha256 of `bytes`, hex.
pub fn sha256(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// The sha256 of the file at `path`, streamed.
pub fn sha256_file(path: &std::path::Path) -> String {
    use std::io::Read;
    let mut hasher = Sha256::new();
    let mut file = std::fs::File::open(path).unwrap();
    let mut buf = vec![0u8; 1 << 20];
    loop {
        match file.read(&mut buf).unwrap() {
            0 => return hex::encode(hasher.finalize()),
            n => hasher.update(&buf[..n]),
        }
    }
}

/// `n` deterministic pseudo-random bytes (xorshift, so no two parts of a file are alike).
pub fn bytes(n: usize, seed: u64) -> Vec<u8> {
    let mut rng = test_support::Rng::new(seed);
    let mut out = Vec::with_capacity(n + 8);
    while out.len() < n {
        out.extend_from_slice(&rng.next_u64().to_le_bytes());
    }
    out.truncate(n);
    out
}

/// A bucket name no other test of this binary uses.
pub fn bucket_name(test: &str) -> String {
    format!("namtrain-{}", test.replace('_', "-"))
}
