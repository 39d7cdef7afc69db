//! A run directory in a bucket (`--run-dir gs://…`, `s3://…`): a local working copy where the
//! trainer writes as it does for a local run, and the bucket, where everything becomes durable.
//!
//! Checkpoints are committed straight into the bucket (`checkpoint`: files uploaded, then the
//! marker). Everything else the run directory holds (metrics, TensorBoard events, the manifest,
//! profiles, goodput, receipts) is written in the working copy and uploaded whole, because
//! objects cannot be appended to: at every checkpoint commit, every few log intervals and at
//! exit ([`RecordSync`]), so the bucket always holds the records up to the last committed
//! step. A run starting on a bucket run directory replaces its working copy with the bucket's
//! records first, so a resume on a new VM cuts them back to the committed step as a local
//! resume does.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, UNIX_EPOCH};

use store::{Location, Store};

use crate::lease::{LEASE_FILE, Lease, LeaseError};
use crate::run_lock::LOCK_FILE;

/// The bucket side of a run directory.
#[derive(Clone, Debug)]
pub struct RunBucket {
    /// The run directory's root in the bucket.
    pub store: Store,
    /// Take the lease over even if it has not expired (`--take-over-lease`).
    pub take_over_lease: bool,
    /// How long after its last renewal a lease counts as abandoned.
    pub lease_expiry: Duration,
}

/// Names in the run directory that are not records: checkpoints go through their own commit,
/// the lease and lock are the writer's, other processes' directories are theirs.
fn is_record(key: &str) -> bool {
    let first = key.split('/').next().unwrap_or(key);
    !matches!(first, "checkpoints" | "processes") && key != LEASE_FILE && key != LOCK_FILE
}

impl RunBucket {
    /// Opens the bucket run directory `location` (checked at once: bucket, credentials).
    pub fn open(location: &Location) -> Result<RunBucket, store::StoreError> {
        Ok(RunBucket {
            store: Store::open(location)?,
            take_over_lease: false,
            lease_expiry: crate::lease::DEFAULT_LEASE_EXPIRY,
        })
    }

    /// The local working copy of `location` under the cache root: `CACHE/runs/gs/BUCKET/PREFIX`.
    pub fn working_copy(cache_root: &Path, location: &Location) -> PathBuf {
        cache_root.join("runs").join(location.working_copy_name())
    }

    /// The same bucket run directory, under `relative` (a process's own directory).
    pub fn join(&self, relative: &str) -> Result<RunBucket, store::StoreError> {
        Ok(RunBucket {
            store: Store::open(&self.store.location().join(relative))?,
            ..self.clone()
        })
    }

    /// The store checkpoints are committed in.
    pub fn checkpoints(&self) -> Result<Store, store::StoreError> {
        Store::open(&self.store.location().join(crate::trainer::CHECKPOINTS_DIR))
    }

    /// Takes the run directory's lease.
    pub fn lease(&self) -> Result<Lease, LeaseError> {
        Lease::acquire(&self.store, self.lease_expiry, self.take_over_lease)
    }

    /// Makes `local` hold exactly the bucket's records: local records not in the bucket (a
    /// stale working copy) are removed, the bucket's are downloaded. Checkpoint staging, the
    /// lock and other processes' directories are left alone.
    pub fn fetch_records(&self, local: &Path) -> Result<usize, store::StoreError> {
        for stale in local_records(local) {
            let path = local.join(&stale);
            match std::fs::remove_file(&path) {
                Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                    return Err(store::StoreError::Io {
                        action: "removing",
                        location: path.display().to_string(),
                        source: e,
                    });
                }
                _ => {}
            }
        }
        let mut fetched = 0;
        for object in self.store.list("")? {
            if is_record(&object.key) {
                self.store.download(&object.key, &local.join(&object.key))?;
                fetched += 1;
            }
        }
        Ok(fetched)
    }
}

/// Every record file under `local`, as keys.
fn local_records(local: &Path) -> Vec<String> {
    let mut out = Vec::new();
    let mut stack = vec![local.to_path_buf()];
    while let Some(dir) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            let Ok(key) = path.strip_prefix(local) else {
                continue;
            };
            let key = key
                .to_string_lossy()
                .replace(std::path::MAIN_SEPARATOR, "/");
            if !is_record(&key) {
                continue;
            }
            match entry.file_type() {
                Ok(t) if t.is_dir() => stack.push(path),
                Ok(t) if t.is_file() => out.push(key),
                _ => {}
            }
        }
    }
    out.sort();
    out
}

/// Uploads records read by [`RecordSync::take_changed`].
pub fn upload(store: &Store, records: Vec<(String, Vec<u8>)>) -> Result<(), store::StoreError> {
    for (key, bytes) in records {
        store.put(&key, bytes)?;
    }
    Ok(())
}

/// Uploads the working copy's records that changed since the last upload.
#[derive(Debug)]
pub struct RecordSync {
    store: Store,
    local: PathBuf,
    uploaded: BTreeMap<String, (u64, u128)>,
}

impl RecordSync {
    /// Syncs `local` (the working copy) to `store` (the bucket run directory).
    pub fn new(store: Store, local: PathBuf) -> RecordSync {
        RecordSync {
            store,
            local,
            uploaded: BTreeMap::new(),
        }
    }

    /// Uploads every record whose size or modification time changed; returns how many.
    /// Temporary siblings of files being written are skipped.
    pub fn sync(&mut self) -> Result<usize, store::StoreError> {
        let pending = self.take_changed();
        let keys: Vec<String> = pending.iter().map(|(k, _)| k.clone()).collect();
        if let Err(e) = upload(&self.store, pending) {
            // Not uploaded after all: the next sync sends them again.
            for key in keys {
                self.uploaded.remove(&key);
            }
            return Err(e);
        }
        Ok(keys.len())
    }

    /// The records changed since the last upload, read now (so a background upload sends them
    /// as they are at this moment), and counted as uploaded: the caller uploads them with
    /// [`upload`] before anything it commits after them.
    pub fn take_changed(&mut self) -> Vec<(String, Vec<u8>)> {
        let mut out = Vec::new();
        for key in local_records(&self.local) {
            let name = key.rsplit('/').next().unwrap_or(&key);
            if name.starts_with('.') && name.contains(".tmp-") {
                continue;
            }
            let path = self.local.join(&key);
            let Ok(meta) = std::fs::metadata(&path) else {
                continue;
            };
            let stamp = (
                meta.len(),
                meta.modified()
                    .ok()
                    .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
                    .map_or(0, |d| d.as_nanos()),
            );
            if self.uploaded.get(&key) == Some(&stamp) {
                continue;
            }
            let Ok(bytes) = std::fs::read(&path) else {
                continue;
            };
            self.uploaded.insert(key.clone(), stamp);
            out.push((key, bytes));
        }
        out
    }

    /// The bucket the records go to.
    pub fn store(&self) -> &Store {
        &self.store
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_exclude_checkpoints_the_lease_and_other_processes() {
        for (key, record) in [
            ("metrics.jsonl", true),
            ("tensorboard/events.out.tfevents.1", true),
            ("manifest.json", true),
            ("checkpoints/step-00000010/meta.json", false),
            ("checkpoints/latest", false),
            ("lease.json", false),
            (".lock", false),
            ("processes/00001/metrics.jsonl", false),
        ] {
            assert_eq!(is_record(key), record, "{key}");
        }
    }

    #[test]
    fn a_sync_uploads_only_what_changed_and_a_fetch_replaces_a_stale_copy() {
        let tmp = tempfile::tempdir().unwrap();
        let (local, bucket) = (tmp.path().join("work"), tmp.path().join("bucket"));
        std::fs::create_dir_all(local.join("tensorboard")).unwrap();
        std::fs::write(local.join("metrics.jsonl"), "a\n").unwrap();
        std::fs::write(local.join("tensorboard/ev"), "e").unwrap();
        std::fs::create_dir_all(local.join("checkpoints/step-1")).unwrap();
        std::fs::write(local.join("checkpoints/step-1/x"), "x").unwrap();
        let store = Store::open(&Location::Local(bucket.clone())).unwrap();
        let mut sync = RecordSync::new(store.clone(), local.clone());
        assert_eq!(
            sync.sync().unwrap(),
            2,
            "records only, not checkpoint staging"
        );
        assert_eq!(sync.sync().unwrap(), 0, "nothing changed");
        std::fs::write(local.join("metrics.jsonl"), "a\nb\n").unwrap();
        assert_eq!(sync.sync().unwrap(), 1);
        assert_eq!(
            std::fs::read_to_string(bucket.join("metrics.jsonl")).unwrap(),
            "a\nb\n"
        );
        // A stale working copy on another VM: its extra file goes, the bucket's come.
        let other = tmp.path().join("other");
        std::fs::create_dir_all(&other).unwrap();
        std::fs::write(other.join("stale.json"), "old").unwrap();
        let run = RunBucket {
            store,
            take_over_lease: false,
            lease_expiry: Duration::from_secs(1),
        };
        assert_eq!(run.fetch_records(&other).unwrap(), 2);
        assert!(!other.join("stale.json").exists());
        assert_eq!(
            std::fs::read_to_string(other.join("metrics.jsonl")).unwrap(),
            "a\nb\n"
        );
    }
}
