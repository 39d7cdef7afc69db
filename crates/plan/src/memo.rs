//! Memo of deviceless plan results: a rerun of `namtrain plan` reads each program's memory plan
//! and collectives back instead of compiling again (minutes per program for large configs).
//!
//! Entries live next to the executable cache (`<cache>/plan-memo/<sha256>.json`), keyed by
//! everything the compile and the report saw: the program text's sha256, the serialized
//! compile options, the libtpu topology with its host bounds, the plugin's platform version
//! and PJRT API version, and the loop-trip count used for the collectives. A refusal for lack
//! of HBM is remembered like a plan (it is the compiler's verdict); any other failure (a
//! crashed or timed-out worker) is not, so the next run tries again. An unreadable entry is a
//! miss.

use std::path::PathBuf;

use pjrt::CompiledMemoryStats;
use serde::{Deserialize, Serialize};

use data::digest::sha256_hex;

use crate::perf::ProgramEstimate;
use train::cache::ExecutableCache;
use train::collectives::CollectivesReport;

/// What one program's deviceless compile produced.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MemoEntry {
    /// The compiler's memory plan in the worker's order (code, arguments, outputs, aliased,
    /// temps, the five host figures, peak), or its refusal.
    pub memory: Result<[i64; 11], String>,
    /// The collectives report, or why there is none.
    pub collectives: Result<CollectivesReport, String>,
    /// Seconds the original compile took.
    pub compile_seconds: f64,
    /// The performance model's prediction (absent in entries written before it existed).
    #[serde(default)]
    pub estimate: Option<ProgramEstimate>,
}

impl MemoEntry {
    /// The memory plan as the compiler's statistics.
    pub fn memory_stats(&self) -> Result<CompiledMemoryStats, String> {
        self.memory.clone().map(CompiledMemoryStats::from_array)
    }

    /// An entry from a compile's outcome; `None` for failures worth retrying (anything but
    /// the compiler's out-of-memory verdict, [`crate::refused_for_memory`], the one the planner
    /// reads as "does not fit": the same program and compiler refuse it the same way again).
    pub fn from_outcome(
        memory: &Result<CompiledMemoryStats, String>,
        collectives: &Result<CollectivesReport, String>,
        estimate: Option<&ProgramEstimate>,
        compile_seconds: f64,
    ) -> Option<MemoEntry> {
        let memory = match memory {
            Ok(m) => Ok(m.to_array()),
            Err(e) if crate::refused_for_memory(e) => Err(e.clone()),
            Err(_) => return None,
        };
        Some(MemoEntry {
            memory,
            collectives: collectives.clone(),
            compile_seconds,
            estimate: estimate.cloned(),
        })
    }
}

/// JSON records by key in one directory of the executable cache (`<dir>/<key>.json`), written
/// atomically; an unreadable record reads as absent. The plan memo and the remembered mesh
/// choices ([`crate::choice::RememberedChoices`]) are both kept this way.
#[derive(Debug, Clone)]
pub struct JsonRecords {
    dir: PathBuf,
}

impl JsonRecords {
    /// The records in `cache`'s subdirectory `name`.
    pub fn in_cache(cache: &ExecutableCache, name: &str) -> Self {
        JsonRecords {
            dir: cache.root().join(name),
        }
    }

    /// The record under `key`, if present and readable.
    pub fn get<T: serde::de::DeserializeOwned>(&self, key: &str) -> Option<T> {
        let bytes = std::fs::read(self.dir.join(format!("{key}.json"))).ok()?;
        serde_json::from_slice(&bytes).ok()
    }

    /// Stores `record` under `key` atomically ([`files::write_atomic`]: a reader never sees
    /// half a record).
    pub fn put<T: Serialize>(&self, key: &str, record: &T) -> std::io::Result<()> {
        std::fs::create_dir_all(&self.dir)?;
        let json = serde_json::to_vec_pretty(record).map_err(std::io::Error::other)?;
        Ok(files::write_atomic(
            &self.dir.join(format!("{key}.json")),
            &json,
        )?)
    }
}

/// The memo directory of an executable cache.
#[derive(Debug, Clone)]
pub struct PlanMemo {
    records: JsonRecords,
}

impl PlanMemo {
    /// The memo kept with `cache`.
    pub fn in_cache(cache: &ExecutableCache) -> Self {
        PlanMemo {
            records: JsonRecords::in_cache(cache, "plan-memo"),
        }
    }

    /// The key of a compile: sha256 over the length-prefixed `parts`.
    pub fn key(parts: &[&[u8]]) -> String {
        let mut bytes = Vec::new();
        for p in parts {
            bytes.extend_from_slice(&(p.len() as u64).to_le_bytes());
            bytes.extend_from_slice(p);
        }
        sha256_hex(&bytes)
    }

    /// The entry under `key`, if present and readable.
    pub fn get(&self, key: &str) -> Option<MemoEntry> {
        self.records.get(key)
    }

    /// Stores `entry` under `key` atomically.
    pub fn put(&self, key: &str, entry: &MemoEntry) -> std::io::Result<()> {
        self.records.put(key, entry)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_round_trip_and_only_oom_refusals_are_kept() {
        let dir = tempfile::tempdir().unwrap();
        let cache = ExecutableCache::open(dir.path()).unwrap();
        let memo = PlanMemo::in_cache(&cache);
        let key = PlanMemo::key(&[b"program", b"options"]);
        assert_ne!(
            key,
            PlanMemo::key(&[b"programo", b"ptions"]),
            "parts are delimited"
        );
        assert!(memo.get(&key).is_none());
        let stats = CompiledMemoryStats {
            argument_size_in_bytes: 7,
            temp_size_in_bytes: 11,
            peak_memory_in_bytes: 13,
            ..Default::default()
        };
        let entry = MemoEntry::from_outcome(&Ok(stats), &Err("none".into()), None, 2.5).unwrap();
        memo.put(&key, &entry).unwrap();
        let back = memo.get(&key).unwrap();
        assert_eq!(back, entry);
        assert_eq!(back.memory_stats().unwrap(), stats);

        let oom = "PJRT_Compile failed (ResourceExhausted): E1000: CompileTimeHbmOom: ...";
        assert!(MemoEntry::from_outcome(&Err(oom.into()), &Err("x".into()), None, 1.0).is_some());
        // The GPU compiler's words for the same verdict.
        let gpu_oom = "RESOURCE_EXHAUSTED: Out of memory while trying to allocate 86.02GiB.";
        assert!(
            MemoEntry::from_outcome(&Err(gpu_oom.into()), &Err("x".into()), None, 1.0).is_some()
        );
        let refused =
            "No registered implementation for custom call to tpu_custom_call for platform CUDA";
        assert!(
            MemoEntry::from_outcome(&Err(refused.into()), &Err("x".into()), None, 1.0).is_none(),
            "a refusal that is not about memory is compiled again next time"
        );
        let crash = "the worker exited with signal 6 without a result";
        assert!(MemoEntry::from_outcome(&Err(crash.into()), &Err("x".into()), None, 1.0).is_none());

        std::fs::write(
            dir.path().join("plan-memo").join(format!("{key}.json")),
            "{",
        )
        .unwrap();
        assert!(memo.get(&key).is_none(), "a damaged entry is a miss");
    }
}
