//! One writer per run directory in a bucket: a lease object, `RUN_DIR/lease.json`.
//!
//! An OS lock (`run_lock`) does not cross hosts and object stores have none, so the writer
//! *creates* the lease object conditionally (exactly one racing writer succeeds), names itself
//! in it (host, PID, binary, start time) and renews it on a heartbeat with a replace that is
//! conditional on the version it last wrote. A second writer is refused naming the holder. A
//! lease left by a preempted VM stops being renewed; once it has expired (default
//! [`DEFAULT_LEASE_EXPIRY`] after its last renewal) the next writer takes it over, again by a
//! conditional replace, and says so; `--take-over-lease` takes it at once. A holder whose lease
//! was taken over sees its renewal fail and stops before committing anything more.
//!
//! Expiry compares the holder's clock (written in the lease) with the reader's: cloud VMs keep
//! theirs by NTP, well inside the minutes an expiry allows.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::{Deserialize, Serialize};
use store::{Created, Store};

/// The lease object's key in the run directory.
pub const LEASE_FILE: &str = "lease.json";

/// How long after its last renewal a lease counts as abandoned.
pub const DEFAULT_LEASE_EXPIRY: Duration = Duration::from_secs(300);

/// Why the lease could not be had or kept.
#[derive(Debug, thiserror::Error)]
pub enum LeaseError {
    /// Another live writer holds it.
    #[error(
        "run directory {location} is in use: {holder} holds its lease (renewed {age_s:.0} s ago, \
         expires in {left_s:.0} s); wait for it to finish or stop it, choose another --run-dir, \
         or, if that VM is gone, pass --take-over-lease (nothing was changed)"
    )]
    Held {
        /// The run directory.
        location: String,
        /// Who holds it, in words.
        holder: String,
        /// Seconds since its last renewal.
        age_s: f64,
        /// Seconds until it expires.
        left_s: f64,
    },
    /// Another writer took the lease over while this one held it.
    #[error(
        "the lease of {location} was taken over by {holder}; this run stops without writing \
         more (its committed checkpoints are intact)"
    )]
    Lost {
        /// The run directory.
        location: String,
        /// Who holds it now.
        holder: String,
    },
    /// The store failed.
    #[error("lease of {location}: {source}")]
    Store {
        /// The run directory.
        location: String,
        /// The store's error.
        #[source]
        source: store::StoreError,
    },
}

/// The lease object's contents.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LeaseRecord {
    /// The holder's host name.
    pub host: String,
    /// The holder's PID.
    pub pid: u32,
    /// The holder's binary.
    pub binary: String,
    /// When the holder started (Unix seconds).
    pub started_unix: f64,
    /// When it last renewed the lease (Unix seconds).
    pub renewed_unix: f64,
    /// Seconds after `renewed_unix` at which the lease counts as abandoned.
    pub expiry_s: f64,
}

impl LeaseRecord {
    fn mine(expiry: Duration) -> LeaseRecord {
        let now = unix_now();
        LeaseRecord {
            host: crate::host_trace::host_name(),
            pid: std::process::id(),
            binary: std::env::current_exe()
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
            started_unix: now,
            renewed_unix: now,
            expiry_s: expiry.as_secs_f64(),
        }
    }

    fn holder(&self) -> String {
        format!("{} on host {} (PID {})", self.binary, self.host, self.pid)
    }

    fn to_bytes(&self) -> Vec<u8> {
        serde_json::to_vec_pretty(self).expect("lease record serializes")
    }
}

fn unix_now() -> f64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0.0, |d| d.as_secs_f64())
}

/// A held lease, renewed by a background thread until dropped (then removed).
pub struct Lease {
    store: Store,
    shared: Arc<Shared>,
    heartbeat: Option<std::thread::JoinHandle<()>>,
}

struct Shared {
    /// The version of the lease object this holder last wrote.
    version: Mutex<String>,
    record: Mutex<LeaseRecord>,
    /// Set when a renewal found the lease replaced by another writer.
    lost_to: Mutex<Option<String>>,
    stop: AtomicBool,
}

impl std::fmt::Debug for Lease {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Lease")
            .field("location", &self.store.location().to_string())
            .finish()
    }
}

impl Lease {
    /// Takes the lease of the run directory `store`: creates it, or takes over one that has
    /// expired (or any, with `take_over`), saying so; refuses one another writer holds.
    pub fn acquire(store: &Store, expiry: Duration, take_over: bool) -> Result<Lease, LeaseError> {
        let location = store.location().to_string();
        let err = |source| LeaseError::Store {
            location: location.clone(),
            source,
        };
        let mine = LeaseRecord::mine(expiry);
        let version = match store.create(LEASE_FILE, mine.to_bytes()).map_err(err)? {
            Created::Created(version) => version,
            Created::AlreadyExists => {
                let Some((bytes, info)) = store.get(LEASE_FILE).map_err(err)? else {
                    // Released between the create and the read: try once more.
                    return Lease::acquire(store, expiry, take_over);
                };
                let theirs: Option<LeaseRecord> = serde_json::from_slice(&bytes).ok();
                let (age, left) = theirs.as_ref().map_or((f64::INFINITY, 0.0), |t| {
                    let age = unix_now() - t.renewed_unix;
                    (age, t.expiry_s - age)
                });
                let holder = theirs
                    .as_ref()
                    .map_or("an unreadable lease".to_string(), LeaseRecord::holder);
                if left > 0.0 && !take_over {
                    return Err(LeaseError::Held {
                        location,
                        holder,
                        age_s: age,
                        left_s: left,
                    });
                }
                let why = match take_over {
                    true => "--take-over-lease".to_string(),
                    false => format!("it expired {:.0} s ago", -left),
                };
                match store
                    .replace_if(LEASE_FILE, mine.to_bytes(), &info.version)
                    .map_err(err)?
                {
                    Some(version) => {
                        tracing::warn!("took over the lease of {location} from {holder} ({why})");
                        eprintln!(
                            "namtrain: took over the lease of {location} from {holder} ({why})"
                        );
                        version
                    }
                    None => {
                        return Err(LeaseError::Held {
                            location,
                            holder: "another writer that took it over at the same moment".into(),
                            age_s: 0.0,
                            left_s: expiry.as_secs_f64(),
                        });
                    }
                }
            }
        };
        let shared = Arc::new(Shared {
            version: Mutex::new(version),
            record: Mutex::new(mine),
            lost_to: Mutex::new(None),
            stop: AtomicBool::new(false),
        });
        let heartbeat = {
            let (store, shared) = (store.clone(), shared.clone());
            std::thread::Builder::new()
                .name("namtrain-lease".into())
                .spawn(move || heartbeat(&store, &shared, expiry / 4))
                .ok()
        };
        Ok(Lease {
            store: store.clone(),
            shared,
            heartbeat,
        })
    }

    /// Fails when another writer has taken the lease over: the caller must stop writing. Reads
    /// the lease object (one request), so a take-over is seen before the next renewal.
    pub fn check(&self) -> Result<(), LeaseError> {
        if let Some(holder) = self.shared.lost_to.lock().expect("lease state").clone() {
            return Err(self.lost(holder));
        }
        let version = self.shared.version.lock().expect("lease state");
        let seen = self
            .store
            .get(LEASE_FILE)
            .map_err(|source| LeaseError::Store {
                location: self.store.location().to_string(),
                source,
            })?;
        match seen {
            Some((_, info)) if info.version == *version => Ok(()),
            other => {
                let holder = other
                    .and_then(|(b, _)| serde_json::from_slice::<LeaseRecord>(&b).ok())
                    .map_or("another writer".to_string(), |r| r.holder());
                *self.shared.lost_to.lock().expect("lease state") = Some(holder.clone());
                Err(self.lost(holder))
            }
        }
    }

    fn lost(&self, holder: String) -> LeaseError {
        LeaseError::Lost {
            location: self.store.location().to_string(),
            holder,
        }
    }
}

/// Renews the lease every `every` until asked to stop or the lease is lost. A renewal that
/// fails for a transient store error is retried at the next beat (the expiry allows several).
fn heartbeat(store: &Store, shared: &Shared, every: Duration) {
    let tick = Duration::from_millis(200).min(every);
    let mut since = Duration::ZERO;
    while !shared.stop.load(Ordering::Relaxed) {
        std::thread::sleep(tick);
        since += tick;
        if since < every {
            continue;
        }
        since = Duration::ZERO;
        let mut record = shared.record.lock().expect("lease state").clone();
        record.renewed_unix = unix_now();
        // Held across the replace, so `check` never compares with a version in between.
        let mut version = shared.version.lock().expect("lease state");
        match store.replace_if(LEASE_FILE, record.to_bytes(), &version) {
            Ok(Some(v)) => {
                *version = v;
                *shared.record.lock().expect("lease state") = record;
            }
            Ok(None) => {
                drop(version);
                let holder = store
                    .get(LEASE_FILE)
                    .ok()
                    .flatten()
                    .and_then(|(b, _)| serde_json::from_slice::<LeaseRecord>(&b).ok())
                    .map_or("another writer".to_string(), |r| r.holder());
                tracing::error!("lost the lease of {} to {holder}", store.location());
                *shared.lost_to.lock().expect("lease state") = Some(holder);
                return;
            }
            Err(e) => tracing::warn!("renewing the lease of {}: {e}", store.location()),
        }
    }
}

impl Drop for Lease {
    fn drop(&mut self) {
        self.shared.stop.store(true, Ordering::Relaxed);
        if let Some(h) = self.heartbeat.take() {
            let _ = h.join();
        }
        if self.shared.lost_to.lock().expect("lease state").is_none() && self.check().is_ok() {
            let _ = self.store.delete(LEASE_FILE);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn store(dir: &std::path::Path) -> Store {
        Store::open(&store::Location::Local(dir.to_path_buf())).unwrap()
    }

    #[test]
    fn a_second_writer_is_refused_naming_the_holder_and_the_first_keeps_its_lease() {
        let tmp = tempfile::tempdir().unwrap();
        let first = Lease::acquire(&store(tmp.path()), DEFAULT_LEASE_EXPIRY, false).unwrap();
        let before = std::fs::read(tmp.path().join(LEASE_FILE)).unwrap();
        let err = Lease::acquire(&store(tmp.path()), DEFAULT_LEASE_EXPIRY, false)
            .unwrap_err()
            .to_string();
        assert!(err.contains("is in use"), "{err}");
        assert!(
            err.contains(&format!("(PID {})", std::process::id())),
            "names the holder: {err}"
        );
        assert!(
            err.contains("--take-over-lease"),
            "names the way out: {err}"
        );
        assert_eq!(
            std::fs::read(tmp.path().join(LEASE_FILE)).unwrap(),
            before,
            "the refused writer changed nothing"
        );
        assert!(first.check().is_ok());
        drop(first);
        assert!(
            !tmp.path().join(LEASE_FILE).exists(),
            "a lease is removed when its holder ends"
        );
    }

    #[test]
    fn an_expired_lease_is_taken_over_and_its_old_holder_learns_it_lost() {
        let tmp = tempfile::tempdir().unwrap();
        // A holder that stopped renewing (a preempted VM): its lease, written by hand, renewed
        // long ago.
        let stale = LeaseRecord {
            host: "gone-vm".into(),
            pid: 4242,
            binary: "namtrain".into(),
            started_unix: 1.0,
            renewed_unix: 2.0,
            expiry_s: 300.0,
        };
        std::fs::write(tmp.path().join(LEASE_FILE), stale.to_bytes()).unwrap();
        let taker = Lease::acquire(&store(tmp.path()), DEFAULT_LEASE_EXPIRY, false).unwrap();
        let now: LeaseRecord =
            serde_json::from_slice(&std::fs::read(tmp.path().join(LEASE_FILE)).unwrap()).unwrap();
        assert_eq!(now.pid, std::process::id());
        assert!(taker.check().is_ok());

        // A live lease is taken only with --take-over-lease; the old holder's next check (or
        // renewal) fails.
        let holder = Lease::acquire(&store(tmp.path()), DEFAULT_LEASE_EXPIRY, true).unwrap();
        let err = taker.check().unwrap_err().to_string();
        assert!(err.contains("was taken over by"), "{err}");
        assert!(holder.check().is_ok());
    }
}
