//! Throughput of the whole data pipeline on `/usr/include`: prepare, tokenizer training, single-thread
//! encoding, and the loader (parquet → tokens on the pool → packed `[B, T]` batches) in tokens per second.
//!
//! Then, on a generated corpus (documents of 20 to 4,000 words, log-uniform, in shards of several row groups):
//! the loader's tokens per CPU-second with one thread and with all, and the packing efficiency for several
//! `[data] pack_docs`.
//!
//! `cargo bench -p namtrain-data --bench pipeline`. Environment: `NAMTRAIN_BENCH_SRC` (default `/usr/include`),
//! `NAMTRAIN_BENCH_TOKENS` (loader tokens to time, default 4,000,000), `NAMTRAIN_BENCH_THREADS` (0 = all cores).
//!
//! `cargo bench -p namtrain-data --bench pipeline -- rss`: writes a 1 GiB shard (row groups of 64 MiB), then
//! measures, in a fresh process, the resident memory while it is hashed, row-checked in full and read by the
//! loader for `NAMTRAIN_BENCH_TOKENS` tokens (default 80,000,000, several row groups): the peak growth.
//!
//! `cargo bench -p namtrain-data --bench pipeline -- bucket`: writes a generated corpus, serves it from an S3
//! server (`.venv/bin/moto_server` on a loopback port), and measures in a child process (the S3 settings are
//! environment variables) the raw ranged-read rate of the server (8 MiB requests, one and four at a time), the
//! time to open the source (list, heads, footers; locally: hash), and the loader's tokens/s from the bucket and
//! from the same files on disk, with the time the consumer waited for batches.

use std::path::{Path, PathBuf};
use std::time::Instant;

use data::shard::{TEXT_COLUMN, read_texts, write_text_rows};
use data::{
    BadRowPolicy, Dataset, Loader, LoaderConfig, PrepareOptions, RowCheckMode, SourceSpec,
    Tokenizer, TrainOptions, open_source, prepare,
};

/// nam-tiny's expected consumption on CPU, from the issue; the loader should be at least 10x faster.
const NAM_TINY_TOKENS_PER_S: f64 = 20_000.0;

/// CPU seconds (user + system, all threads) this process has used, from `/proc/self/stat`; `None` off Linux.
/// Reported next to wall time because the machines these benches run on are often shared.
fn cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    let fields: Vec<&str> = stat[stat.rfind(')')? + 2..].split(' ').collect();
    let ticks: f64 = fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
    Some(ticks / 100.0) // USER_HZ is 100 on every Linux we run on.
}

/// Wall and CPU time since a start point.
struct Clock {
    wall: Instant,
    cpu: Option<f64>,
}

impl Clock {
    fn start() -> Self {
        Clock {
            wall: Instant::now(),
            cpu: cpu_seconds(),
        }
    }

    /// (wall seconds, CPU seconds) elapsed.
    fn elapsed(&self) -> (f64, f64) {
        let cpu = match (self.cpu, cpu_seconds()) {
            (Some(a), Some(b)) => b - a,
            _ => f64::NAN,
        };
        (self.wall.elapsed().as_secs_f64(), cpu)
    }
}

fn env_or<T: std::str::FromStr>(name: &str, default: T) -> T {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    // `cargo bench` passes `--bench`; a filter argument that is not ours means another bench was asked for.
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(i) = args.iter().position(|a| a == "rss-measure") {
        return rss_measure(Path::new(&args[i + 1]));
    }
    if args.iter().any(|a| a == "rss") {
        return rss();
    }
    if let Some(i) = args.iter().position(|a| a == "bucket-measure") {
        return bucket_measure(Path::new(&args[i + 1]));
    }
    if args.iter().any(|a| a == "bucket") {
        return bucket();
    }
    if args.iter().any(|a| !a.starts_with('-') && a != "pipeline") {
        return;
    }
    let src = PathBuf::from(
        std::env::var("NAMTRAIN_BENCH_SRC").unwrap_or_else(|_| "/usr/include".into()),
    );
    let budget: u64 = env_or("NAMTRAIN_BENCH_TOKENS", 4_000_000);
    let threads: usize = env_or("NAMTRAIN_BENCH_THREADS", 0);
    let work = tempfile::tempdir().expect("temporary directory");
    let out = work.path().join("dataset");

    let clock = Clock::start();
    let mut options = PrepareOptions::new(&src, vec!["**/*.{h,hpp,cc,cpp}".into()], &out);
    options.held_out = 0.01;
    let manifest = prepare(&options, |_| {}).expect("prepare");
    let (secs, cpu) = clock.elapsed();
    println!(
        "prepare      {} documents, {:.1} MiB: {:.2} s wall, {:.2} s CPU",
        manifest.documents + manifest.eval_documents,
        manifest.text_bytes as f64 / (1 << 20) as f64,
        secs,
        cpu
    );

    let dataset = Dataset::open(std::slice::from_ref(&out)).expect("open dataset");
    let texts: Vec<String> = dataset
        .train
        .iter()
        .flat_map(|s| read_texts(&s.path, TEXT_COLUMN).expect("read shard"))
        .collect();
    let clock = Clock::start();
    let (tokenizer, summary) =
        Tokenizer::train(&texts, &TrainOptions::new(4096)).expect("train tokenizer");
    let (secs, cpu) = clock.elapsed();
    println!(
        "tokenizer    vocab 4096 on {:.1} MiB ({} of {} documents): {:.2} s wall, {:.2} s CPU",
        summary.bytes_used as f64 / (1 << 20) as f64,
        summary.documents_used,
        summary.documents_seen,
        secs,
        cpu
    );

    let clock = Clock::start();
    let (mut bytes, mut tokens) = (0usize, 0usize);
    for text in &texts {
        tokens += tokenizer.encode(text).expect("encode").len();
        bytes += text.len();
        if bytes > 8 << 20 {
            break;
        }
    }
    let (_, cpu) = clock.elapsed();
    println!(
        "encode       one thread: {:.0} tokens per CPU-second ({:.1} MiB/s), {:.2} bytes/token",
        tokens as f64 / cpu,
        bytes as f64 / (1 << 20) as f64 / cpu,
        bytes as f64 / tokens as f64
    );

    let mut config = LoaderConfig::new(256, 8, 0);
    config.threads = threads;
    let clock = Clock::start();
    let mut loader = Loader::new(&dataset, &tokenizer, config).expect("loader");
    loader.next_batch().expect("first batch");
    let (first, _) = clock.elapsed();
    let clock = Clock::start();
    let before = loader.source_cursor(0).counters.real_tokens;
    while loader.source_cursor(0).counters.real_tokens - before < budget {
        loader.next_batch().expect("batch");
    }
    let (secs, cpu) = clock.elapsed();
    let receipt = loader.receipt();
    let tokens = (receipt.tokens_read - before) as f64;
    let rate = tokens / secs;
    let cores = std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1);
    println!(
        "loader       {:.0} tokens/s wall, {:.0} tokens per CPU-second ({} threads, seq 256, batch 8, first batch \
         after {:.2} s), packing {:.3}: {:.0}x nam-tiny's ~{} tokens/s",
        rate,
        tokens / cpu,
        if threads == 0 { cores } else { threads },
        first,
        receipt.packing_efficiency,
        rate / NAM_TINY_TOKENS_PER_S,
        NAM_TINY_TOKENS_PER_S
    );
    generated_corpus(budget, cores);
}

/// A deterministic pseudo-text generator: words from a fixed syllable table.
struct Words(u64);

impl Words {
    fn next(&mut self) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        self.0 >> 33
    }

    /// A document of 20 to 4,000 words, log-uniform in length.
    fn document(&mut self) -> String {
        const SYLLABLES: [&str; 16] = [
            "ka", "lo", "mi", "ren", "to", "sa", "vel", "un", "dor", "pi", "ex", "qua", "ni", "st",
            "o", "ar",
        ];
        let u = (self.next() % 10_000) as f64 / 10_000.0;
        let words = (20.0 * 200f64.powf(u)) as usize;
        let mut text = String::with_capacity(words * 7);
        for w in 0..words {
            let syllables = 1 + self.next() % 3;
            for _ in 0..syllables {
                text.push_str(SYLLABLES[(self.next() % 16) as usize]);
            }
            text.push(if w % 12 == 11 { '\n' } else { ' ' });
        }
        text
    }
}

/// Writes `shards` shards of about `mib_per_shard` MiB of generated documents, `group_mib` per row group.
fn write_corpus(
    dir: &std::path::Path,
    shards: usize,
    mib_per_shard: usize,
    group_mib: usize,
) -> u64 {
    let mut words = Words(7);
    let mut total = 0u64;
    std::fs::create_dir_all(dir).expect("corpus dir");
    for s in 0..shards {
        let mut docs: Vec<String> = Vec::new();
        let mut bytes = 0usize;
        while bytes < mib_per_shard << 20 {
            let d = words.document();
            bytes += d.len();
            docs.push(d);
        }
        total += bytes as u64;
        let per_group = (docs.len() * group_mib / mib_per_shard).max(1);
        write_text_rows(
            &dir.join(format!("train-{s:05}.parquet")),
            "text",
            docs.iter().map(|d| Some(d.as_bytes())),
            per_group,
        )
        .expect("write shard");
    }
    total
}

/// Loader throughput per thread and packing efficiency by `pack_docs`, on a generated corpus.
fn generated_corpus(budget: u64, cores: usize) {
    let work = tempfile::tempdir().expect("temporary directory");
    let dir = work.path().join("corpus");
    let bytes = write_corpus(&dir, 4, 16, 4);
    let dataset = open_source(&SourceSpec::new(&dir, 0, "text")).expect("open corpus");
    let sample: Vec<String> = read_texts(&dataset.train[0].path, "text").expect("read shard");
    let (tokenizer, _) =
        Tokenizer::train(&sample, &TrainOptions::new(4096)).expect("train tokenizer");
    println!(
        "generated    {:.1} MiB in {} shards of {} row groups, tokenizer vocab 4096",
        bytes as f64 / (1 << 20) as f64,
        dataset.train.len(),
        dataset.train[0].row_groups.len()
    );
    let run = |pack_docs: usize, threads: usize| {
        let mut config = LoaderConfig::new(1024, 8, 0).with_pack_docs(pack_docs);
        config.threads = threads;
        let mut loader = Loader::new(&dataset, &tokenizer, config).expect("loader");
        loader.next_batch().expect("first batch");
        let clock = Clock::start();
        let before = loader.source_cursor(0).counters.real_tokens;
        while loader.source_cursor(0).counters.real_tokens - before < budget {
            loader.next_batch().expect("batch");
        }
        let (secs, cpu) = clock.elapsed();
        let tokens = (loader.source_cursor(0).counters.real_tokens - before) as f64;
        (
            tokens / secs,
            tokens / cpu,
            loader.receipt().packing_efficiency,
        )
    };
    for threads in [1, cores] {
        let (wall, per_cpu, _) = run(32, threads);
        println!(
            "loader       {threads} thread(s), seq 1024: {wall:.0} tokens/s wall, {per_cpu:.0} tokens per CPU-second \
             ({:.0} per thread)",
            wall / threads as f64
        );
    }
    for pack_docs in [32, 128, 512, 2048] {
        let (wall, _, efficiency) = run(pack_docs, 0);
        println!(
            "packing      pack_docs {pack_docs:>4}: efficiency {efficiency:.4} (seq 1024), {wall:.0} tokens/s wall"
        );
    }
}

/// Resident and peak resident memory of this process in bytes, from `/proc/self/status`.
fn memory() -> (u64, u64) {
    let status = std::fs::read_to_string("/proc/self/status").expect("/proc/self/status");
    let field = |name: &str| -> u64 {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|v| v.parse::<u64>().ok())
            .map_or(0, |kib| kib * 1024)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// Writes a 1 GiB shard, then measures opening, checking and loading it in a fresh process (this one's heap
/// holds the freed documents, which would hide the loader's growth).
fn rss() {
    let work = tempfile::tempdir().expect("temporary directory");
    let dir = work.path().join("big");
    let clock = Clock::start();
    let bytes = write_corpus(&dir, 1, 1024, 64);
    let file = dir.join("train-00000.parquet");
    let on_disk = std::fs::metadata(&file).expect("shard").len();
    println!(
        "wrote        {:.0} MiB of text, {:.0} MiB on disk, in {:.1} s",
        bytes as f64 / (1 << 20) as f64,
        on_disk as f64 / (1 << 20) as f64,
        clock.elapsed().0
    );
    let status = std::process::Command::new(std::env::current_exe().expect("this bench"))
        .arg("rss-measure")
        .arg(&file)
        .status()
        .expect("run the measuring process");
    assert!(status.success(), "the measuring process failed");
}

/// Peak memory growth of opening, checking and loading the shard at `file`.
fn rss_measure(file: &Path) {
    // Enough to cross several 64 MiB row groups.
    let budget: u64 = env_or("NAMTRAIN_BENCH_TOKENS", 80_000_000);
    let tokenizer_docs: Vec<String> = {
        let mut words = Words(11);
        (0..2000).map(|_| words.document()).collect()
    };
    let (tokenizer, _) =
        Tokenizer::train(&tokenizer_docs, &TrainOptions::new(4096)).expect("train tokenizer");
    drop(tokenizer_docs);
    // Reset the peak so it measures what follows only (Linux: writing 5 to clear_refs).
    std::fs::write("/proc/self/clear_refs", "5").expect("reset the peak resident size");
    let (base, _) = memory();
    let clock = Clock::start();
    let mut dataset = open_source(&SourceSpec::new(file, 0, "text")).expect("open");
    let check = dataset
        .check_rows(RowCheckMode::Full, BadRowPolicy::Error)
        .expect("row check");
    let (_, after_check) = memory();
    println!(
        "open+check   {} rows in {} row groups, hashed and checked in {:.1} s: peak +{:.0} MiB",
        check.rows_checked,
        check.row_groups,
        clock.elapsed().0,
        (after_check.saturating_sub(base)) as f64 / (1 << 20) as f64
    );
    std::fs::write("/proc/self/clear_refs", "5").expect("reset the peak resident size");
    let (base_loader, _) = memory();
    let clock = Clock::start();
    let mut config = LoaderConfig::new(1024, 8, 0);
    config.threads = env_or("NAMTRAIN_BENCH_THREADS", 0);
    let mut loader = Loader::new(&dataset, &tokenizer, config).expect("loader");
    while loader.source_cursor(0).counters.real_tokens < budget {
        loader.next_batch().expect("batch");
    }
    let (now, peak) = memory();
    println!(
        "loader       {} tokens in {:.1} s ({} threads): resident +{:.0} MiB now, peak +{:.0} MiB over the {:.0} MiB \
         before it started ({:.0} MiB before the shard was opened)",
        loader.source_cursor(0).counters.real_tokens,
        clock.elapsed().0,
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        now.saturating_sub(base_loader) as f64 / (1 << 20) as f64,
        peak.saturating_sub(base_loader) as f64 / (1 << 20) as f64,
        base_loader as f64 / (1 << 20) as f64,
        base as f64 / (1 << 20) as f64
    );
}

/// The S3 bucket the `bucket` bench serves its corpus from.
const BENCH_BUCKET: &str = "namtrain-bench";

/// Writes a corpus, starts moto_server, creates the bucket, and runs the measurement in a child
/// process with the S3 settings in its environment.
fn bucket() {
    use std::io::{Read, Write};
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let Some(moto) = [
        root.join(".venv/bin/moto_server"),
        PathBuf::from("/work/main/.venv/bin/moto_server"),
    ]
    .into_iter()
    .find(|p| p.is_file()) else {
        println!("bucket       skipped: no .venv/bin/moto_server");
        return;
    };
    let work = tempfile::tempdir().expect("temporary directory");
    let dir = work.path().join("corpus");
    let shards: usize = env_or("NAMTRAIN_BENCH_SHARDS", 4);
    let bytes = write_corpus(&dir, shards, 8, 2);
    println!(
        "bucket       corpus {:.0} MiB of text in {shards} shards, row groups of 2 MiB",
        bytes as f64 / (1 << 20) as f64
    );
    let port = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port();
    let mut server = std::process::Command::new(moto)
        .args(["-H", "127.0.0.1", "-p", &port.to_string()])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start moto_server");
    let start = Instant::now();
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(start.elapsed().as_secs() < 30, "moto_server did not start");
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).expect("connect");
    write!(
        stream,
        "PUT /{BENCH_BUCKET} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
    )
    .expect("create the bucket");
    let mut response = String::new();
    let _ = stream.read_to_string(&mut response);
    assert!(response.starts_with("HTTP/1.1 200"), "{response}");
    let status = std::process::Command::new(std::env::current_exe().expect("this bench"))
        .arg("bucket-measure")
        .arg(&dir)
        .env("AWS_ENDPOINT", format!("http://127.0.0.1:{port}"))
        .env("AWS_ACCESS_KEY_ID", "bench")
        .env("AWS_SECRET_ACCESS_KEY", "bench")
        .env("AWS_DEFAULT_REGION", "us-east-1")
        .env("AWS_ALLOW_HTTP", "true")
        .status()
        .expect("run the measuring process");
    let _ = server.kill();
    let _ = server.wait();
    assert!(status.success(), "the measuring process failed");
}

/// Uploads the corpus at `dir` and measures ranged reads, opening and loading from the bucket
/// against the same files on disk.
fn bucket_measure(dir: &Path) {
    use data::Location;
    use data::remote::RangedObject;
    use store::Store;
    let budget: u64 = env_or("NAMTRAIN_BENCH_TOKENS", 4_000_000);
    let bucket = Store::open(&Location::parse(&format!("s3://{BENCH_BUCKET}")).expect("location"))
        .expect("open the bucket");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("corpus")
        .map(|e| e.expect("entry").file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let clock = Clock::start();
    let mut uploaded = 0;
    for name in &names {
        uploaded += bucket
            .put_file(&format!("corpus/{name}"), &dir.join(name))
            .expect("upload");
    }
    let mib = |b: u64| b as f64 / (1 << 20) as f64;
    println!(
        "upload       {:.0} MiB in {:.1} s",
        mib(uploaded),
        clock.elapsed().0
    );

    // The server's raw rate: a 64 MiB object read in 8 MiB ranges, one request at a time, then
    // four at a time.
    let raw = dir.with_file_name("raw.bin");
    let mut state = 1u64;
    let noise: Vec<u8> = (0..64 << 20)
        .map(|_| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
            (state >> 56) as u8
        })
        .collect();
    std::fs::write(&raw, noise).expect("write the raw object");
    bucket
        .put_file("raw.bin", &raw)
        .expect("upload the raw object");
    let info = bucket.head("raw.bin").expect("head").expect("the object");
    let ranges: Vec<std::ops::Range<u64>> = (0..info.size)
        .step_by(8 << 20)
        .map(|s| s..(s + (8 << 20)).min(info.size))
        .collect();
    let clock = Clock::start();
    for r in &ranges {
        bucket.get_range(&info.key, r.clone()).expect("ranged read");
    }
    let serial = clock.elapsed().0;
    let clock = Clock::start();
    let object = RangedObject::new(bucket.clone(), info.clone());
    object.prefetch(0..info.size).expect("parallel read");
    let parallel = clock.elapsed().0;
    let local = Store::open(&Location::Local(raw.parent().expect("dir").to_path_buf()))
        .expect("local store");
    let clock = Clock::start();
    for r in &ranges {
        local
            .get_range("raw.bin", r.clone())
            .expect("local ranged read");
    }
    let disk = clock.elapsed().0;
    println!(
        "ranged read  {:.0} MiB in 8 MiB requests: S3 server {:.0} MiB/s one at a time, {:.0} MiB/s four at a \
         time ({} requests); local disk {:.0} MiB/s",
        mib(info.size),
        mib(info.size) / serial,
        mib(info.size) / parallel,
        object.traffic().0,
        mib(info.size) / disk
    );

    let spec = |train: Location| SourceSpec {
        train: vec![train],
        validation: None,
        val_shards: 0,
        text_column: "text".into(),
    };
    let clock = Clock::start();
    let on_disk = open_source(&spec(Location::Local(dir.to_path_buf()))).expect("open local");
    let open_local = clock.elapsed().0;
    let clock = Clock::start();
    let in_bucket = open_source(&spec(
        Location::parse(&format!("s3://{BENCH_BUCKET}/corpus")).expect("location"),
    ))
    .expect("open the bucket source");
    let open_bucket = clock.elapsed().0;
    println!(
        "open         {} shards: local {:.2} s (SHA-256 of every file), bucket {:.2} s (listing, heads, footers)",
        on_disk.train.len(),
        open_local,
        open_bucket
    );
    let sample: Vec<String> = read_texts(&on_disk.train[0].path, "text").expect("read shard");
    let (tokenizer, _) =
        Tokenizer::train(&sample[..sample.len().min(2000)], &TrainOptions::new(4096))
            .expect("train tokenizer");
    let run = |dataset: &Dataset| {
        let config = LoaderConfig::new(1024, 8, 0);
        let mut loader = Loader::new(dataset, &tokenizer, config).expect("loader");
        let clock = Clock::start();
        let (mut waited, mut batches) = (0.0, 0u64);
        while loader.source_cursor(0).counters.real_tokens < budget {
            let asked = Instant::now();
            loader.next_batch().expect("batch");
            waited += asked.elapsed().as_secs_f64();
            batches += 1;
        }
        let (secs, _) = clock.elapsed();
        let tokens = loader.source_cursor(0).counters.real_tokens as f64;
        (tokens / secs, waited / batches as f64)
    };
    let (local_rate, local_wait) = run(&on_disk);
    let (bucket_rate, bucket_wait) = run(&in_bucket);
    println!(
        "loader       seq 1024, batch 8, all cores, {budget} tokens from the start: local {local_rate:.0} \
         tokens/s ({:.1} ms per batch), S3 {bucket_rate:.0} tokens/s ({:.1} ms per batch)",
        local_wait * 1e3,
        bucket_wait * 1e3
    );
    // A training loop whose steps take as long as the loader needs for two batches on disk: how
    // long does each step wait for its batch (after the first)?
    let step = std::time::Duration::from_secs_f64(2.0 * 8.0 * 1024.0 / local_rate);
    let paced = |dataset: &Dataset| {
        let config = LoaderConfig::new(1024, 8, 0);
        let mut loader = Loader::new(dataset, &tokenizer, config).expect("loader");
        loader.next_batch().expect("first batch");
        let (mut total, mut worst, mut steps) = (0.0f64, 0.0f64, 0u64);
        while loader.source_cursor(0).counters.real_tokens < budget {
            std::thread::sleep(step);
            let asked = Instant::now();
            loader.next_batch().expect("batch");
            let waited = asked.elapsed().as_secs_f64();
            total += waited;
            worst = worst.max(waited);
            steps += 1;
        }
        (total / steps as f64, worst, steps)
    };
    let (local_mean, local_worst, steps) = paced(&on_disk);
    let (bucket_mean, bucket_worst, _) = paced(&in_bucket);
    println!(
        "steps        {steps} steps of {:.1} ms: wait for the batch local mean {:.2} ms, worst {:.2} ms; S3 mean \
         {:.2} ms, worst {:.2} ms",
        step.as_secs_f64() * 1e3,
        local_mean * 1e3,
        local_worst * 1e3,
        bucket_mean * 1e3,
        bucket_worst * 1e3
    );
}
