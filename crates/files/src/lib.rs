//! Crash-safe file writes, the one implementation every crate uses: write a temporary sibling,
//! fsync it, rename it over the target, fsync the directory.
//!
//! A reader therefore sees either the old file or the complete new one, never a torn write, and
//! an interrupted writer leaves at most a `.NAME.tmp-PID` file beside the target, which no
//! reader of the target looks at. The directory fsync makes the rename itself durable, so after
//! a power loss the target is the old or the new file, not a missing one.

use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

/// A file operation that failed, with what was being done and to which path.
#[derive(Debug, thiserror::Error)]
#[error("{action} {}: {source}", path.display())]
pub struct FileError {
    /// What was being done ("creating", "syncing", "renaming into place", ...).
    pub action: &'static str,
    /// The file or directory involved.
    pub path: PathBuf,
    /// The underlying error.
    #[source]
    pub source: std::io::Error,
}

/// For callers whose own errors are plain `std::io::Error`: the kind is kept, the message
/// names the action and the path.
impl From<FileError> for std::io::Error {
    fn from(e: FileError) -> Self {
        std::io::Error::new(e.source.kind(), e)
    }
}

impl FileError {
    /// A failed `action` on `path`.
    pub fn new(action: &'static str, path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        FileError {
            action,
            path: path.into(),
            source,
        }
    }
}

/// The temporary sibling this process uses while `target` is being written: `.NAME.tmp-PID`
/// in the same directory (so the rename stays on one file system).
pub fn temp_sibling(target: &Path) -> PathBuf {
    temp_sibling_of(target, std::process::id())
}

/// The temporary sibling process `pid` uses while writing `target`: what a parent removes
/// after a child that wrote `target` was killed mid-write.
pub fn temp_sibling_of(target: &Path, pid: u32) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    target.with_file_name(format!(".{name}.tmp-{pid}"))
}

/// The PID of the writer whose temporary sibling of `target` is named `name` (see
/// [`temp_sibling_of`]), or `None` when `name` is not one: what a clean-up of leftovers from
/// killed writers looks for.
pub fn temp_sibling_writer(target: &Path, name: &str) -> Option<u32> {
    let target_name = target.file_name()?.to_string_lossy();
    name.strip_prefix('.')?
        .strip_prefix(target_name.as_ref())?
        .strip_prefix(".tmp-")?
        .parse()
        .ok()
}

/// Writes `bytes` to `target` atomically and durably.
pub fn write_atomic(target: &Path, bytes: &[u8]) -> Result<(), FileError> {
    write_atomic_with(target, |file| {
        file.write_all(bytes)
            .map_err(|e| FileError::new("writing", temp_sibling(target), e))
    })
}

/// Creates the temporary sibling of `target`, lets `fill` write it, then fsyncs it, renames it
/// over `target` and fsyncs the directory. On any error the temporary file is removed and
/// `target` is left as it was. `fill` may fail with the caller's own error type.
pub fn write_atomic_with<E: From<FileError>>(
    target: &Path,
    fill: impl FnOnce(&mut File) -> Result<(), E>,
) -> Result<(), E> {
    let tmp = temp_sibling(target);
    let outcome = (|| {
        let mut file = File::create(&tmp).map_err(|e| FileError::new("creating", &tmp, e))?;
        fill(&mut file)?;
        file.sync_all()
            .map_err(|e| FileError::new("syncing", &tmp, e))?;
        drop(file);
        fs::rename(&tmp, target).map_err(|e| FileError::new("renaming into place", target, e))?;
        Ok(())
    })();
    if outcome.is_err() {
        let _ = fs::remove_file(&tmp);
        return outcome;
    }
    sync_parent(target).map_err(E::from)
}

/// Writes `bytes` to `path` and fsyncs it (see [`write_synced_with`]).
pub fn write_synced(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    write_synced_with(path, |file| {
        file.write_all(bytes)
            .map_err(|e| FileError::new("writing", path, e))
    })
}

/// Creates `path` (truncating it), lets `fill` write it and fsyncs it: for files inside a
/// temporary directory that is itself renamed into place once complete (then
/// [`sync_dir`] of its parent makes that durable).
pub fn write_synced_with<E: From<FileError>>(
    path: &Path,
    fill: impl FnOnce(&mut File) -> Result<(), E>,
) -> Result<(), E> {
    let mut file = File::create(path).map_err(|e| FileError::new("creating", path, e))?;
    fill(&mut file)?;
    file.sync_all()
        .map_err(|e| FileError::new("syncing", path, e))?;
    Ok(())
}

/// Fsyncs a directory, making the renames and creations inside it durable.
pub fn sync_dir(dir: &Path) -> Result<(), FileError> {
    File::open(dir)
        .and_then(|d| d.sync_all())
        .map_err(|e| FileError::new("syncing directory", dir, e))
}

/// Fsyncs the directory that holds `path` (`.` for a bare file name).
fn sync_parent(path: &Path) -> Result<(), FileError> {
    match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => sync_dir(p),
        _ => sync_dir(Path::new(".")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(dir: &Path) -> Vec<String> {
        let mut v: Vec<String> = fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        v.sort();
        v
    }

    #[test]
    fn a_write_replaces_the_target_whole_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("a.json");
        write_atomic(&target, b"old").unwrap();
        write_atomic(&target, b"new contents").unwrap();
        assert_eq!(fs::read(&target).unwrap(), b"new contents");
        assert_eq!(names(dir.path()), ["a.json"]);
    }

    #[test]
    fn a_failed_fill_keeps_the_old_file_and_leaves_no_temporary() {
        #[derive(Debug)]
        struct Injected(Option<FileError>);
        impl From<FileError> for Injected {
            fn from(e: FileError) -> Self {
                Injected(Some(e))
            }
        }
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("a.json");
        write_atomic(&target, b"old").unwrap();
        let err = write_atomic_with(&target, |file| {
            file.write_all(b"half").unwrap();
            Err(Injected(None))
        })
        .unwrap_err();
        assert!(err.0.is_none(), "the fill's own error comes back");
        assert_eq!(fs::read(&target).unwrap(), b"old");
        assert_eq!(names(dir.path()), ["a.json"]);
    }

    #[test]
    fn a_temporary_sibling_names_its_writer() {
        let target = Path::new("/runs/x/checkpoints/latest");
        let tmp = temp_sibling_of(target, 4242);
        let name = tmp.file_name().unwrap().to_str().unwrap();
        assert_eq!(name, ".latest.tmp-4242");
        assert_eq!(temp_sibling_writer(target, name), Some(4242));
        for other in [
            "latest",
            ".latest.tmp-",
            ".latest.tmp-12x",
            ".other.tmp-7",
            "latest.tmp-7",
        ] {
            assert_eq!(temp_sibling_writer(target, other), None, "{other}");
        }
    }

    #[test]
    fn a_target_in_a_missing_directory_names_the_temporary_it_could_not_create() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("missing/a.json");
        let err = write_atomic(&target, b"x").unwrap_err();
        assert_eq!(err.action, "creating");
        assert_eq!(err.path, temp_sibling(&target));
        assert!(err.to_string().contains("missing/.a.json.tmp-"), "{err}");
    }
}
