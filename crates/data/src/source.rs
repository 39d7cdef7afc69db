//! Where a run's documents come from: the `[data] shards` directory of a config.
//!
//! Two kinds of directory are accepted:
//! - a dataset prepared by `namtrain data prepare` (it has `dataset.json`): every shard is
//!   verified against the recorded size and SHA-256, and its held-out shards are the eval set;
//! - a directory of parquet files brought by the user (no `dataset.json`): the `*.parquet` files
//!   in sorted name order, each checked to decode and to have a UTF-8 `text` column; the last
//!   `[data] val_shards` of them are held out for eval.
//!
//! Everything is checked before a run starts, so a damaged shard is reported by name in seconds
//! instead of after minutes of compiling.

use std::path::{Path, PathBuf};

use crate::dataset::{DATASET_FILE, Dataset};
use crate::error::DataError;
use crate::shard::TEXT_COLUMN;

/// Opens the documents of `dir` (see the module docs); `val_shards` applies to loose parquet files.
pub fn open_dataset(dir: &Path, val_shards: usize) -> Result<Dataset, DataError> {
    if dir.join(DATASET_FILE).exists() {
        return Dataset::open_dir(dir);
    }
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(DataError::InvalidArgument {
                name: "[data] shards",
                message: format!(
                    "{} does not exist; prepare a dataset with `namtrain data prepare --src DIR --out {}` \
                     or point [data] shards at a directory of parquet files",
                    dir.display(),
                    dir.display()
                ),
            });
        }
        Err(e) => return Err(DataError::io("listing", dir, e)),
    };
    let mut files: Vec<PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "parquet"))
        .collect();
    files.sort();
    if files.len() <= val_shards {
        return Err(DataError::InvalidArgument {
            name: "[data] shards",
            message: format!(
                "{} has no {DATASET_FILE} and {} parquet file(s), but {val_shards} are held out for eval \
                 ([data] val_shards) and at least one must remain for training; add shards, lower val_shards, \
                 or prepare a dataset with `namtrain data prepare`",
                dir.display(),
                files.len()
            ),
        });
    }
    let eval_files = files.split_off(files.len() - val_shards);
    let train = Dataset::from_files(&files, TEXT_COLUMN)?;
    let eval = if eval_files.is_empty() {
        Vec::new()
    } else {
        Dataset::from_files(&eval_files, TEXT_COLUMN)?.train
    };
    Ok(Dataset { eval, ..train })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_directory_says_how_to_make_one() {
        let tmp = tempfile::tempdir().unwrap();
        let err = open_dataset(&tmp.path().join("nope"), 1)
            .unwrap_err()
            .to_string();
        assert!(err.contains("does not exist"), "{err}");
        assert!(err.contains("namtrain data prepare"), "{err}");
    }

    #[test]
    fn too_few_parquet_files_for_the_held_out_count_is_refused() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join("notes.txt"), "not a shard").unwrap();
        let err = open_dataset(tmp.path(), 1).unwrap_err().to_string();
        assert!(err.contains("0 parquet file(s)"), "{err}");
        assert!(err.contains("val_shards"), "{err}");
    }
}
