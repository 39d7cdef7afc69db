//! `namtrain cache ...`: inspect, check, prune and explain the persistent executable cache.

use std::path::PathBuf;
use std::time::SystemTime;

use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use pjrt::CompileOptions;
use train::cache::{CompileTarget, ExecutableCache, KeyComponents};

use crate::args::{PluginArgs, open_cache};
use train::collectives::human_bytes;

/// `namtrain cache`: executable cache commands.
#[derive(Args)]
pub struct CacheArgs {
    /// Cache directory (default: $NAMTRAIN_CACHE_DIR, else ~/.cache/namtrain).
    #[arg(long, global = true)]
    cache_dir: Option<PathBuf>,
    #[command(subcommand)]
    command: CacheCommand,
}

#[derive(Subcommand)]
enum CacheCommand {
    /// List entries, least recently used first.
    Ls,
    /// Check every entry's files against its manifest (hashes, sizes, key).
    Verify {
        /// Remove entries that fail the check.
        #[arg(long)]
        remove_bad: bool,
    },
    /// Remove least recently used entries until the cache fits in the given size.
    Prune {
        /// Size limit, e.g. `2000000000`, `500MiB`, `10GiB`, `1G`.
        #[arg(long, value_parser = parse_bytes)]
        max_bytes: u64,
    },
    /// Explain why compiling PROGRAM would (not) hit: the nearest entry, component by component.
    WhyMiss(WhyMissArgs),
}

#[derive(Args)]
struct WhyMissArgs {
    /// A StableHLO program (.mlir text), as the run compiled it.
    program: PathBuf,
    /// The plugin the run used (a live client is created to read its versions).
    #[command(flatten)]
    plugin: PluginArgs,
    /// Partitions the program was compiled for (SPMD when above 1).
    #[arg(long, default_value_t = 1)]
    num_partitions: i64,
    /// The program was compiled with the Shardy partitioner.
    #[arg(long)]
    shardy: bool,
    /// Mesh / topology description the run used in its key (e.g. `data=2,model=4`).
    #[arg(long, default_value = "")]
    topology: String,
}

/// Runs a cache subcommand.
pub fn run(args: CacheArgs) -> Result<()> {
    let cache = open_cache(args.cache_dir.as_deref())?;
    match args.command {
        CacheCommand::Ls => ls(&cache),
        CacheCommand::Verify { remove_bad } => verify(&cache, remove_bad),
        CacheCommand::Prune { max_bytes } => {
            let r = cache.prune(max_bytes)?;
            for k in &r.removed {
                println!("removed {k}");
            }
            println!(
                "freed {}, {} left in {} ({} stale temp dirs removed)",
                human_bytes(r.freed_bytes),
                human_bytes(r.remaining_bytes),
                cache.root().display(),
                r.stale_removed
            );
            Ok(())
        }
        CacheCommand::WhyMiss(a) => why_miss(&cache, &a),
    }
}

fn ls(cache: &ExecutableCache) -> Result<()> {
    let entries = cache.entries()?;
    println!(
        "cache {}: {} entries",
        cache.root().display(),
        entries.len()
    );
    println!(
        "{:<16} {:<12} {:<28} {:>9} {:>9} {:>10}",
        "key", "program", "platform / devices", "size", "compile", "last used"
    );
    let mut total = 0;
    for e in &entries {
        total += e.bytes;
        let age = SystemTime::now()
            .duration_since(e.last_access)
            .map(|d| format_age(d.as_secs()))
            .unwrap_or_else(|_| "now".into());
        let short = |s: &str| s.chars().take(12).collect::<String>();
        match &e.manifest {
            Some(m) => {
                let c = &m.components.0;
                let get = |k: &str| c.get(k).map_or("?", String::as_str);
                println!(
                    "{:<16} {:<12} {:<28} {:>9} {:>8.2}s {:>10}",
                    short(&e.key.0),
                    short(&m.program_sha256),
                    format!(
                        "{} {} / {}x {}",
                        get("platform"),
                        get("platform_version"),
                        get("device_count"),
                        get("device_kind")
                    ),
                    human_bytes(e.bytes),
                    m.compile_seconds,
                    age
                );
            }
            None => println!(
                "{:<16} {:<12} {:<28} {:>9} {:>9} {:>10}",
                short(&e.key.0),
                "?",
                "(unreadable entry.json)",
                human_bytes(e.bytes),
                "?",
                age
            ),
        }
    }
    println!("total {}", human_bytes(total));
    Ok(())
}

fn format_age(secs: u64) -> String {
    match secs {
        s if s < 120 => format!("{s}s ago"),
        s if s < 7200 => format!("{}m ago", s / 60),
        s if s < 172_800 => format!("{}h ago", s / 3600),
        s => format!("{}d ago", s / 86_400),
    }
}

fn verify(cache: &ExecutableCache, remove_bad: bool) -> Result<()> {
    let results = cache.verify()?;
    let mut bad = 0;
    for (key, r) in &results {
        match r {
            Ok(()) => println!("ok   {key}"),
            Err(problem) => {
                bad += 1;
                println!("BAD  {key}: {problem}");
                if remove_bad {
                    cache.remove(key)?;
                    println!("     removed");
                }
            }
        }
    }
    println!("{} entries, {bad} bad", results.len());
    if bad > 0 && !remove_bad {
        bail!(
            "{bad} cache entries failed verification (rerun with --remove-bad to delete them; a run would recompile them anyway)"
        );
    }
    Ok(())
}

fn why_miss(cache: &ExecutableCache, a: &WhyMissArgs) -> Result<()> {
    let text = std::fs::read_to_string(&a.program)
        .with_context(|| format!("reading the program {}", a.program.display()))?;
    let client = a.plugin.client()?;
    let compile = if a.num_partitions > 1 {
        if a.shardy {
            CompileOptions::shardy(a.num_partitions)
        } else {
            CompileOptions::spmd(a.num_partitions)
        }
    } else {
        CompileOptions::default()
    };
    let target = CompileTarget::of_client(&client, &a.topology)?;
    let components = KeyComponents::new(&text, &compile, &target);
    print!("{}", cache.why_miss(&components)?);
    Ok(())
}

/// Parses `123`, `500MiB`, `10GiB`, `1G`, `64k` (binary and decimal suffixes).
fn parse_bytes(s: &str) -> Result<u64, String> {
    let s = s.trim();
    let split = s
        .find(|c: char| !c.is_ascii_digit() && c != '.')
        .unwrap_or(s.len());
    let (num, unit) = s.split_at(split);
    let value: f64 = num
        .parse()
        .map_err(|_| format!("{s:?} is not a size (examples: 1000000, 500MiB, 10GiB)"))?;
    let mult: f64 = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 1.0,
        "k" | "kb" => 1e3,
        "m" | "mb" => 1e6,
        "g" | "gb" => 1e9,
        "t" | "tb" => 1e12,
        "kib" => 1024.0,
        "mib" => 1024.0 * 1024.0,
        "gib" => 1024.0 * 1024.0 * 1024.0,
        "tib" => 1024.0f64.powi(4),
        other => {
            return Err(format!(
                "unknown size unit {other:?} (use B, KiB, MiB, GiB, KB, MB, GB)"
            ));
        }
    };
    Ok((value * mult) as u64)
}

#[cfg(test)]
mod tests {
    use super::parse_bytes;

    #[test]
    fn sizes_parse_with_binary_and_decimal_units() {
        assert_eq!(parse_bytes("123"), Ok(123));
        assert_eq!(parse_bytes("2KiB"), Ok(2048));
        assert_eq!(parse_bytes("1.5GiB"), Ok(1_610_612_736));
        assert_eq!(parse_bytes("1G"), Ok(1_000_000_000));
        assert!(parse_bytes("ten").unwrap_err().contains("not a size"));
        assert!(
            parse_bytes("5 parsecs")
                .unwrap_err()
                .contains("unknown size unit")
        );
    }
}
