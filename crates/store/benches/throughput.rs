//! Write and read rates of one file through the store: to a local directory, and to a moto
//! S3 server on loopback (its objects in memory), in one run on the same file.
//!
//! ```sh
//! cargo bench -p namtrain-store --bench throughput                       # 1 GiB
//! NAMTRAIN_BENCH_BYTES=268435456 cargo bench -p namtrain-store --bench throughput
//! ```
//!
//! * write: `Store::put_file` (locally a crash-safe copy with fsync; to S3 a multipart
//!   upload with the default part size and parallel parts).
//! * read: `Store::download` into a local file (crash-safe, fsynced).
//! * raw read: one `get_range` of the whole object into memory (the server's read rate with
//!   no local disk in the way).
//!
//! Every copy is checked byte-identical by sha256 (outside the timings). moto holds the object
//! in its Python process, several times over during a multipart upload (a peak of 5.2 GiB
//! resident for the 1 GiB default), and writes at some 25-30 MB/s: the default run takes a
//! minute or two. Loopback moto measures the client's overhead and moto, not a cloud bucket.

use std::path::Path;
use std::time::Instant;

use sha2::{Digest, Sha256};
use store::{Location, Store, StoreOptions};
use test_support::buckets::MotoServer;

fn main() {
    let size: u64 = std::env::var("NAMTRAIN_BENCH_BYTES")
        .ok()
        .and_then(|s| s.trim().parse().ok())
        .unwrap_or(1 << 30);
    let dir = tempfile::tempdir().expect("a temporary directory");
    let source = dir.path().join("source.bin");
    write_source(&source, size);
    let want = sha256_file(&source);
    let mib = size as f64 / (1 << 20) as f64;
    println!(
        "store throughput: one {mib:.0} MiB file ({size} bytes; NAMTRAIN_BENCH_BYTES), \
         temporary directory {}",
        dir.path().display()
    );

    let local = Store::open(&Location::Local(dir.path().join("store"))).expect("a local store");
    let local_rates = rates(&local, &source, &dir.path().join("local-copy.bin"), &want);

    let moto = MotoServer::start();
    moto.create_bucket("bench");
    let options = StoreOptions::from_env();
    let s3 = Store::open_with_env(
        &Location::parse("s3://bench/run").unwrap(),
        &options,
        &moto.s3_env(),
    )
    .expect("a store on the moto server");
    let s3_rates = rates(&s3, &source, &dir.path().join("s3-copy.bin"), &want);

    let t0 = Instant::now();
    let whole = s3.get_range("file.bin", 0..size).expect("a ranged read");
    let raw = rate(size, t0);
    assert_eq!(hex::encode(Sha256::digest(&whole)), want, "ranged read");
    drop(whole);

    println!(
        "multipart: threshold {} MiB, parts of {} MiB, {} in flight",
        options.multipart_threshold >> 20,
        options.part_size >> 20,
        options.parallel_parts
    );
    println!("| target | write MB/s | read MB/s |");
    println!("| --- | ---: | ---: |");
    println!(
        "| local directory (put_file / download) | {:.0} | {:.0} |",
        local_rates.0, local_rates.1
    );
    println!(
        "| moto S3 on loopback (put_file / download) | {:.0} | {:.0} |",
        s3_rates.0, s3_rates.1
    );
    println!("| moto S3 raw read (get_range into memory) | | {raw:.0} |");
    println!(
        "| local ÷ moto | {:.1}× | {:.1}× |",
        local_rates.0 / s3_rates.0,
        local_rates.1 / s3_rates.1
    );
}

/// The write and read rates (MB/s, 10^6 bytes) of `source` through `store`, each copy checked.
fn rates(store: &Store, source: &Path, copy: &Path, want: &str) -> (f64, f64) {
    let size = std::fs::metadata(source).unwrap().len();
    let t0 = Instant::now();
    let written = store.put_file("file.bin", source).expect("put_file");
    let write = rate(size, t0);
    assert_eq!(written, size);
    let t0 = Instant::now();
    let info = store.download("file.bin", copy).expect("download");
    let read = rate(size, t0);
    assert_eq!(info.size, size);
    assert_eq!(sha256_file(copy), want, "{} read back", store.location());
    std::fs::remove_file(copy).unwrap();
    (write, read)
}

fn rate(bytes: u64, since: Instant) -> f64 {
    bytes as f64 / 1e6 / since.elapsed().as_secs_f64()
}

/// `size` pseudo-random bytes (incompressible, no repeated parts), written in 8 MiB blocks.
fn write_source(path: &Path, size: u64) {
    use std::io::Write;
    let mut out = std::io::BufWriter::new(std::fs::File::create(path).unwrap());
    let mut rng = test_support::Rng::new(1);
    let mut block = vec![0u8; 8 << 20];
    let mut left = size;
    while left > 0 {
        for word in block.chunks_exact_mut(8) {
            word.copy_from_slice(&rng.next_u64().to_le_bytes());
        }
        let n = left.min(block.len() as u64) as usize;
        out.write_all(&block[..n]).unwrap();
        left -= n as u64;
    }
    out.flush().unwrap();
}

fn sha256_file(path: &Path) -> String {
    use std::io::Read;
    let mut hasher = Sha256::new();
    let mut file = std::fs::File::open(path).unwrap();
    let mut buf = vec![0u8; 8 << 20];
    loop {
        match file.read(&mut buf).unwrap() {
            0 => return hex::encode(hasher.finalize()),
            n => hasher.update(&buf[..n]),
        }
    }
}
