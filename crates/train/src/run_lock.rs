//! One writer per run directory: an OS file lock on `RUN_DIR/.lock`.
//!
//! The lock is taken before anything in the run directory is read or written, held for the
//! [`RunLock`]'s life, and released by the kernel when the process exits, however it exits
//! (SIGKILL and power loss included: nothing stale is left to clean up by hand). The holder
//! writes its PID into the file after locking, so a second process can name it.
//!
//! Why a lock and not a PID file alone: a PID file outlives a killed process and PIDs are
//! reused, so "is the writer alive" cannot be answered from a file; `flock` answers it exactly.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// The lock file's name inside a run directory.
pub const LOCK_FILE: &str = ".lock";

/// Why a run directory could not be locked.
#[derive(Debug, thiserror::Error)]
pub enum RunLockError {
    /// Another live process holds the lock.
    #[error(
        "run directory {run_dir} is in use by another namtrain process{holder}; wait for it to \
         finish or stop it, or choose another --run-dir (nothing was changed)",
        holder = match .pid { Some(p) => format!(" (PID {p})"), None => String::new() }
    )]
    Held {
        /// The run directory.
        run_dir: PathBuf,
        /// The holder's PID, as it wrote it.
        pid: Option<u32>,
    },
    /// The lock file could not be created or locked.
    #[error("locking run directory {path}: {source}")]
    Io {
        /// The lock file.
        path: PathBuf,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
}

/// An exclusive lock on a run directory, held until dropped.
#[derive(Debug)]
pub struct RunLock {
    file: File,
    path: PathBuf,
}

impl RunLock {
    /// Locks `run_dir` (creating it if needed) for this process, or says who holds it.
    pub fn acquire(run_dir: &Path) -> Result<RunLock, RunLockError> {
        let path = run_dir.join(LOCK_FILE);
        let io = |source| RunLockError::Io {
            path: path.clone(),
            source,
        };
        std::fs::create_dir_all(run_dir).map_err(io)?;
        let mut file = OpenOptions::new()
            .read(true)
            .write(true)
            .create(true)
            .truncate(false)
            .open(&path)
            .map_err(io)?;
        match file.try_lock() {
            Ok(()) => {}
            Err(TryLockError::WouldBlock) => {
                let mut text = String::new();
                let _ = file.read_to_string(&mut text);
                return Err(RunLockError::Held {
                    run_dir: run_dir.to_path_buf(),
                    pid: text.trim().parse().ok(),
                });
            }
            Err(TryLockError::Error(e)) => return Err(io(e)),
        }
        file.set_len(0)
            .and_then(|()| file.seek(SeekFrom::Start(0)))
            .and_then(|_| writeln!(file, "{}", std::process::id()))
            .and_then(|()| file.sync_data())
            .map_err(io)?;
        Ok(RunLock { file, path })
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for RunLock {
    fn drop(&mut self) {
        // The PID is only meaningful while the lock is held.
        let _ = self.file.set_len(0);
        let _ = self.file.unlock();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_lock_on_the_same_dir_names_the_holder_and_the_first_survives() {
        let dir = tempfile::tempdir().unwrap();
        let first = RunLock::acquire(dir.path()).unwrap();
        let err = RunLock::acquire(dir.path()).unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.contains(&format!("PID {}", std::process::id())),
            "names the holder: {msg}"
        );
        assert!(msg.contains("nothing was changed"), "{msg}");
        assert_eq!(
            std::fs::read_to_string(first.path()).unwrap().trim(),
            std::process::id().to_string(),
            "the holder's PID is intact"
        );
        drop(first);
        RunLock::acquire(dir.path()).expect("free again once the holder is gone");
    }
}
