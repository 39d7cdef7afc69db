//! A local directory as a store: every write crash-safe through [`files`], a conditional
//! create by hard link (which fails when the target exists, on every POSIX file system and on
//! gcsfuse/NFS mounts that support links; elsewhere an exclusive open).
//!
//! A process writes a target through one temporary sibling (`.NAME.tmp-PID`), so threads of
//! one process writing the same key take turns ([`WriteTurn`]); otherwise they would write
//! into, rename and remove each other's temporary file.

use std::collections::HashSet;
use std::fs::{self, File};
use std::io::{Read, Seek, SeekFrom, Write};
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Condvar, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use crate::{Created, Location, ObjectInfo, StoreError, checked_key};

#[derive(Clone, Debug)]
pub(crate) struct LocalDir {
    root: PathBuf,
    location: Location,
}

impl LocalDir {
    pub(crate) fn open(root: &Path) -> Result<LocalDir, StoreError> {
        if root.exists() && !root.is_dir() {
            return Err(StoreError::NotADirectory {
                path: root.display().to_string(),
            });
        }
        Ok(LocalDir {
            root: root.to_path_buf(),
            location: Location::Local(root.to_path_buf()),
        })
    }

    fn path(&self, key: &str) -> Result<PathBuf, StoreError> {
        Ok(self.root.join(checked_key(key, &self.location)?))
    }

    fn parent_made(&self, key: &str) -> Result<PathBuf, StoreError> {
        let path = self.path(key)?;
        if let Some(parent) = path.parent() {
            fs::create_dir_all(parent)
                .map_err(|e| StoreError::io("creating", parent.display(), e))?;
        }
        Ok(path)
    }

    pub(crate) fn put(&self, key: &str, bytes: &[u8]) -> Result<String, StoreError> {
        let path = self.parent_made(key)?;
        let _turn = WriteTurn::take(&path);
        write_stamped(&path, bytes)?;
        version_of(&path)
    }

    pub(crate) fn put_file(&self, key: &str, from: &Path) -> Result<u64, StoreError> {
        let path = self.parent_made(key)?;
        if path == from {
            return fs::metadata(from)
                .map(|m| m.len())
                .map_err(|e| StoreError::io("reading", from.display(), e));
        }
        let mut source =
            File::open(from).map_err(|e| StoreError::io("opening", from.display(), e))?;
        let mut copied = 0;
        let _turn = WriteTurn::take(&path);
        files::write_atomic_with::<StoreError>(&path, |out| {
            copied = std::io::copy(&mut source, out)
                .map_err(|e| StoreError::io("copying into", path.display(), e))?;
            stamp(out);
            Ok(())
        })?;
        Ok(copied)
    }

    pub(crate) fn create(&self, key: &str, bytes: &[u8]) -> Result<Created, StoreError> {
        let path = self.parent_made(key)?;
        let _turn = WriteTurn::take(&path);
        let tmp = files::temp_sibling(&path);
        files::write_synced_with::<StoreError>(&tmp, |out| {
            out.write_all(bytes)
                .map_err(|e| StoreError::io("writing", tmp.display(), e))?;
            stamp(out);
            Ok(())
        })?;
        let linked = fs::hard_link(&tmp, &path);
        let _ = fs::remove_file(&tmp);
        match linked {
            Ok(()) => {
                if let Some(parent) = path.parent() {
                    files::sync_dir(parent)?;
                }
                Ok(Created::Created(version_of(&path)?))
            }
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(Created::AlreadyExists),
            Err(e) => Err(StoreError::io("creating", path.display(), e)),
        }
    }

    /// Atomic among this process's threads (the check and the write hold the key's turn), not
    /// against another process: local run directories are guarded by the OS lock
    /// (`run_lock`), so this only serves the same code path on a local store.
    pub(crate) fn replace_if(
        &self,
        key: &str,
        bytes: &[u8],
        version: &str,
    ) -> Result<Option<String>, StoreError> {
        let path = self.path(key)?;
        let _turn = WriteTurn::take(&path);
        match self.head(key)? {
            Some(info) if info.version == version => {
                write_stamped(&path, bytes)?;
                Ok(Some(version_of(&path)?))
            }
            _ => Ok(None),
        }
    }

    pub(crate) fn get(&self, key: &str) -> Result<Option<(Vec<u8>, ObjectInfo)>, StoreError> {
        let path = self.path(key)?;
        match fs::read(&path) {
            Ok(bytes) => {
                let info = self.info(key, &path)?;
                Ok(Some((bytes, info)))
            }
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(StoreError::io("reading", path.display(), e)),
        }
    }

    pub(crate) fn get_range(&self, key: &str, range: Range<u64>) -> Result<Vec<u8>, StoreError> {
        let path = self.path(key)?;
        let read = || -> std::io::Result<Vec<u8>> {
            let mut f = File::open(&path)?;
            f.seek(SeekFrom::Start(range.start))?;
            let mut buf = vec![0; (range.end - range.start) as usize];
            f.read_exact(&mut buf)?;
            Ok(buf)
        };
        read().map_err(|e| StoreError::io("reading a range of", path.display(), e))
    }

    pub(crate) fn head(&self, key: &str) -> Result<Option<ObjectInfo>, StoreError> {
        let path = self.path(key)?;
        match fs::metadata(&path) {
            Ok(m) if m.is_file() => Ok(Some(self.info(key, &path)?)),
            Ok(_) => Ok(None),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(StoreError::io("reading", path.display(), e)),
        }
    }

    pub(crate) fn download(&self, key: &str, to: &Path) -> Result<ObjectInfo, StoreError> {
        let path = self.path(key)?;
        let info = self.head(key)?.ok_or_else(|| {
            StoreError::io(
                "reading",
                path.display(),
                std::io::ErrorKind::NotFound.into(),
            )
        })?;
        if path != to {
            if let Some(parent) = to.parent() {
                fs::create_dir_all(parent)
                    .map_err(|e| StoreError::io("creating", parent.display(), e))?;
            }
            let mut source =
                File::open(&path).map_err(|e| StoreError::io("opening", path.display(), e))?;
            files::write_atomic_with::<StoreError>(to, |out| {
                std::io::copy(&mut source, out)
                    .map_err(|e| StoreError::io("copying into", to.display(), e))?;
                Ok(())
            })?;
        }
        Ok(info)
    }

    pub(crate) fn list(&self, prefix: &str) -> Result<Vec<ObjectInfo>, StoreError> {
        let prefix = checked_key(prefix, &self.location)?;
        let mut out = Vec::new();
        let start = self.root.join(prefix);
        if start.is_dir() {
            self.walk(&start, &mut out)?;
        }
        Ok(out)
    }

    fn walk(&self, dir: &Path, out: &mut Vec<ObjectInfo>) -> Result<(), StoreError> {
        let entries = match fs::read_dir(dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(()),
            Err(e) => return Err(StoreError::io("listing", dir.display(), e)),
        };
        for entry in entries {
            let entry = entry.map_err(|e| StoreError::io("listing", dir.display(), e))?;
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let file_type = entry
                .file_type()
                .map_err(|e| StoreError::io("listing", path.display(), e))?;
            if file_type.is_dir() {
                self.walk(&path, out)?;
            } else if !is_temp_sibling(&name) {
                let key = path
                    .strip_prefix(&self.root)
                    .unwrap_or(&path)
                    .to_string_lossy()
                    .replace(std::path::MAIN_SEPARATOR, "/");
                match self.info(&key, &path) {
                    Ok(info) => out.push(info),
                    // Removed between the listing and the stat: not an object any more.
                    Err(e) if e.is_not_found() => {}
                    Err(e) => return Err(e),
                }
            }
        }
        Ok(())
    }

    pub(crate) fn list_dirs(&self, prefix: &str) -> Result<Vec<String>, StoreError> {
        let dir = self.path(prefix)?;
        let entries = match fs::read_dir(&dir) {
            Ok(e) => e,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(StoreError::io("listing", dir.display(), e)),
        };
        let mut names = Vec::new();
        for entry in entries.flatten() {
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                names.push(entry.file_name().to_string_lossy().into_owned());
            }
        }
        Ok(names)
    }

    pub(crate) fn delete(&self, key: &str) -> Result<(), StoreError> {
        let path = self.path(key)?;
        match fs::remove_file(&path) {
            Ok(()) => Ok(()),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(StoreError::io("removing", path.display(), e)),
        }
    }

    pub(crate) fn delete_prefix(&self, prefix: &str) -> Result<usize, StoreError> {
        let count = self.list(prefix)?.len();
        let path = self.path(prefix)?;
        match fs::remove_dir_all(&path) {
            Ok(()) => Ok(count),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(0),
            Err(e) => Err(StoreError::io("removing", path.display(), e)),
        }
    }

    fn info(&self, key: &str, path: &Path) -> Result<ObjectInfo, StoreError> {
        let meta = fs::metadata(path).map_err(|e| StoreError::io("reading", path.display(), e))?;
        Ok(ObjectInfo {
            key: key.trim_matches('/').to_string(),
            size: meta.len(),
            version: version_from(&meta),
        })
    }
}

/// The targets this process is writing now.
static WRITING: Mutex<Option<HashSet<PathBuf>>> = Mutex::new(None);
static WRITTEN: Condvar = Condvar::new();

/// This thread's turn to write one target: held from before its temporary sibling is created
/// until it is renamed or linked into place.
struct WriteTurn(PathBuf);

impl WriteTurn {
    /// Waits until no other thread of this process writes `path`, then holds it.
    fn take(path: &Path) -> WriteTurn {
        let mut writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
        while writing.get_or_insert_with(HashSet::new).contains(path) {
            writing = WRITTEN.wait(writing).unwrap_or_else(|e| e.into_inner());
        }
        writing
            .get_or_insert_with(HashSet::new)
            .insert(path.to_path_buf());
        WriteTurn(path.to_path_buf())
    }
}

impl Drop for WriteTurn {
    fn drop(&mut self) {
        let mut writing = WRITING.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(set) = writing.as_mut() {
            set.remove(&self.0);
        }
        WRITTEN.notify_all();
    }
}

/// `files::write_atomic` with the file [`stamp`]ed.
fn write_stamped(path: &Path, bytes: &[u8]) -> Result<(), StoreError> {
    files::write_atomic_with::<StoreError>(path, |out| {
        out.write_all(bytes)
            .map_err(|e| StoreError::io("writing", files::temp_sibling(path).display(), e))?;
        stamp(out);
        Ok(())
    })
}

/// Sets a file this store writes to a modification time no earlier write of this process
/// has: the clock now, or 1 µs after the last stamp. The kernel stamps writes with a coarse
/// clock (a few ms), so two same-sized writes in a row would otherwise often share a version
/// and `replace_if` would accept a stale one. Best effort: a file system that refuses keeps
/// the kernel's time.
fn stamp(file: &File) {
    static LAST: AtomicU64 = AtomicU64::new(0);
    let now = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let previous = LAST
        .fetch_update(Ordering::SeqCst, Ordering::SeqCst, |last| {
            Some(now.max(last + 1_000))
        })
        .unwrap_or(0);
    let stamped = now.max(previous + 1_000);
    let _ = file.set_modified(UNIX_EPOCH + Duration::from_nanos(stamped));
}

fn version_of(path: &Path) -> Result<String, StoreError> {
    fs::metadata(path)
        .map(|m| version_from(&m))
        .map_err(|e| StoreError::io("reading", path.display(), e))
}

/// A local file's version: its size and modification time in nanoseconds (unique among this
/// process's writes, see [`stamp`]).
fn version_from(meta: &fs::Metadata) -> String {
    let nanos = meta
        .modified()
        .ok()
        .and_then(|t| t.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    format!("{}-{nanos}", meta.len())
}

/// `.NAME.tmp-PID`: a crash-safe writer's temporary sibling, not an object.
fn is_temp_sibling(name: &str) -> bool {
    name.starts_with('.')
        && name
            .rsplit_once(".tmp-")
            .is_some_and(|(_, pid)| !pid.is_empty() && pid.bytes().all(|b| b.is_ascii_digit()))
}
