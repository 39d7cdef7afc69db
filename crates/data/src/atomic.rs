//! Crash-safe file writes: write a temporary sibling, fsync it, rename it over the target, fsync the directory.
//!
//! A reader therefore sees either the old file or the complete new one, never a torn write, and an interrupted
//! writer leaves at most a `.NAME.tmp-PID` file that the next run ignores.

use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::error::{DataError, Result};

/// The temporary sibling used while `target` is being written.
pub(crate) fn temp_path(target: &Path) -> PathBuf {
    let name = target
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    target.with_file_name(format!(".{name}.tmp-{}", std::process::id()))
}

/// Writes `bytes` to `target` atomically.
pub fn write_atomic(target: &Path, bytes: &[u8]) -> Result<()> {
    write_atomic_with(target, |file| {
        file.write_all(bytes)
            .map_err(|e| DataError::io("writing", target, e))
    })
}

/// Creates a temporary sibling of `target`, lets `fill` write it, then fsyncs and renames it over `target`.
/// On any error the temporary file is removed and `target` is left as it was.
pub fn write_atomic_with(target: &Path, fill: impl FnOnce(&mut File) -> Result<()>) -> Result<()> {
    let tmp = temp_path(target);
    let outcome = (|| {
        let mut file = File::create(&tmp).map_err(|e| DataError::io("creating", &tmp, e))?;
        fill(&mut file)?;
        file.sync_all()
            .map_err(|e| DataError::io("syncing", &tmp, e))?;
        drop(file);
        fs::rename(&tmp, target).map_err(|e| DataError::io("renaming into place", target, e))
    })();
    if outcome.is_err() {
        let _ = fs::remove_file(&tmp);
        return outcome;
    }
    sync_parent(target)
}

/// Makes a completed rename durable by syncing the directory that holds `path`.
fn sync_parent(path: &Path) -> Result<()> {
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p,
        _ => Path::new("."),
    };
    File::open(parent)
        .and_then(|d| d.sync_all())
        .map_err(|e| DataError::io("syncing directory", parent, e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failed_fill_keeps_the_old_file_and_leaves_no_temporary() {
        let dir = tempfile::tempdir().unwrap();
        let target = dir.path().join("a.json");
        write_atomic(&target, b"old").unwrap();
        let err = write_atomic_with(&target, |_| {
            Err(DataError::InvalidArgument {
                name: "x",
                message: "injected failure".into(),
            })
        })
        .unwrap_err();
        assert!(err.to_string().contains("injected failure"));
        assert_eq!(fs::read(&target).unwrap(), b"old");
        let names: Vec<_> = fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("a.json")]);
    }
}
