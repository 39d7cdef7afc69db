//! Throughput of the whole data pipeline on `/usr/include`: prepare, tokenizer training, single-thread
//! encoding, and the loader (parquet → tokens on the pool → packed `[B, T]` batches) in tokens per second.
//!
//! `cargo bench -p namtrain-data --bench pipeline`. Environment: `NAMTRAIN_BENCH_SRC` (default `/usr/include`),
//! `NAMTRAIN_BENCH_TOKENS` (loader tokens to time, default 4,000,000), `NAMTRAIN_BENCH_THREADS` (0 = all cores).

use std::path::PathBuf;
use std::time::Instant;

use data::shard::{TEXT_COLUMN, read_texts};
use data::{Dataset, Loader, LoaderConfig, PrepareOptions, Tokenizer, TrainOptions, prepare};

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
    if std::env::args()
        .skip(1)
        .any(|a| !a.starts_with('-') && a != "pipeline")
    {
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
    let before = loader.cursor().counters.real_tokens;
    while loader.cursor().counters.real_tokens - before < budget {
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
}
