//! A dataset: the list of parquet shards a run reads, described by `dataset.json` or given as files.
//!
//! Opening a dataset checks every shard before any training starts: the file exists, has the size and SHA-256
//! `dataset.json` recorded, decodes as parquet and has a text column with rows. Row-level checks (nulls,
//! empty and non-UTF-8 rows) are `validate`'s.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::digest::sha256_file;
use crate::error::{DataError, Result};
use crate::row_check::{BadRowPolicy, RowCheck, RowCheckMode, check_rows};
use crate::shard::{ShardLayout, TEXT_COLUMN, inspect_shard};

/// File name of the dataset manifest inside a dataset directory.
pub const DATASET_FILE: &str = "dataset.json";
/// Format tag written into `dataset.json`; bumped on incompatible changes.
pub const DATASET_FORMAT: &str = "namtrain-dataset/1";

/// One shard file as recorded in a manifest or receipt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardRecord {
    /// File name relative to the dataset directory, or an absolute path for loose files.
    pub file: String,
    /// Number of documents (rows).
    pub rows: u64,
    /// File size in bytes.
    pub bytes: u64,
    /// SHA-256 of the file, hex.
    pub sha256: String,
}

/// Why matching files were left out of a prepared dataset.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SkipCounts {
    /// Zero-length files.
    pub empty: u64,
    /// Files containing NUL bytes.
    pub binary: u64,
    /// Files (or paths) that are not valid UTF-8.
    pub non_utf8: u64,
    /// Files larger than the per-file cap.
    pub too_large: u64,
    /// Files that could not be read (permissions, races).
    pub unreadable: u64,
}

impl SkipCounts {
    /// Total number of skipped files.
    pub fn total(&self) -> u64 {
        self.empty + self.binary + self.non_utf8 + self.too_large + self.unreadable
    }
}

/// The content of `dataset.json`, written by `namtrain data prepare`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DatasetManifest {
    /// Always [`DATASET_FORMAT`].
    pub format: String,
    /// The source tree the documents came from.
    pub source: String,
    /// The glob patterns that selected the files.
    pub globs: Vec<String>,
    /// Fraction of documents held out for evaluation.
    pub held_out: f64,
    /// Name of the text column in every shard.
    pub text_column: String,
    /// Training shards, in order.
    pub shards: Vec<ShardRecord>,
    /// Held-out evaluation shards.
    pub eval_shards: Vec<ShardRecord>,
    /// Training documents.
    pub documents: u64,
    /// Held-out documents.
    pub eval_documents: u64,
    /// UTF-8 bytes of text over all documents (training and held out).
    pub text_bytes: u64,
    /// Matching files that were not turned into documents, by reason.
    pub skipped: SkipCounts,
}

/// A shard resolved to a path on disk, with its record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShardFile {
    /// Where the shard is.
    pub path: PathBuf,
    /// Its size, hash and row count.
    pub record: ShardRecord,
    /// Rows of each row group (the unit the loader reads), in file order.
    pub row_groups: Vec<u64>,
}

/// A validated set of training (and optionally evaluation) shards.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Dataset {
    /// Training shards, in manifest order.
    pub train: Vec<ShardFile>,
    /// Held-out shards (empty for loose files).
    pub eval: Vec<ShardFile>,
    /// Name of the text column.
    pub text_column: String,
    /// How the files were found (for the receipt), e.g. "directory data (recursive): 3 train files, 1
    /// validation file by split name".
    pub layout: String,
    /// What the start-up row check found, once [`Dataset::check_rows`] ran.
    pub row_check: Option<RowCheck>,
}

impl Dataset {
    /// Opens `inputs`: either one dataset directory (with `dataset.json`) or one or more parquet files.
    pub fn open(inputs: &[PathBuf]) -> Result<Self> {
        match inputs {
            [] => Err(DataError::InvalidArgument {
                name: "input",
                message: "no dataset given; pass a dataset directory made by `namtrain data prepare` or parquet files"
                    .into(),
            }),
            [one] if one.is_dir() => Self::open_dir(one),
            files => Self::from_files(files, TEXT_COLUMN),
        }
    }

    /// Opens a dataset directory written by `namtrain data prepare` and verifies every shard against it.
    pub fn open_dir(dir: &Path) -> Result<Self> {
        let manifest_path = dir.join(DATASET_FILE);
        let manifest = read_manifest(&manifest_path)?;
        let resolve = |records: &[ShardRecord]| -> Result<Vec<ShardFile>> {
            records
                .iter()
                .map(|record| {
                    let path = dir.join(&record.file);
                    let layout = verify_shard(&path, record, &manifest.text_column)?;
                    Ok(ShardFile {
                        path,
                        record: record.clone(),
                        row_groups: layout.row_groups,
                    })
                })
                .collect()
        };
        let train = resolve(&manifest.shards)?;
        let eval = resolve(&manifest.eval_shards)?;
        if train.is_empty() {
            return Err(DataError::BadManifest {
                path: manifest_path,
                message: "it lists no training shards".into(),
            });
        }
        Ok(Dataset {
            layout: format!(
                "dataset {} prepared by `namtrain data prepare`: {} train and {} held-out shards",
                dir.display(),
                train.len(),
                eval.len()
            ),
            train,
            eval,
            text_column: manifest.text_column,
            row_check: None,
        })
    }

    /// Uses loose parquet files as training shards (no held-out set), reading documents from `text_column`.
    pub fn from_files(files: &[PathBuf], text_column: &str) -> Result<Self> {
        let train = files
            .iter()
            .map(|path| {
                let layout = inspect_shard(path, text_column)?;
                let bytes = std::fs::metadata(path)
                    .map_err(|e| DataError::io("reading metadata of", path, e))?
                    .len();
                let record = ShardRecord {
                    file: path.display().to_string(),
                    rows: layout.rows,
                    bytes,
                    sha256: sha256_file(path)?,
                };
                Ok(ShardFile {
                    path: path.clone(),
                    record,
                    row_groups: layout.row_groups,
                })
            })
            .collect::<Result<Vec<_>>>()?;
        Ok(Dataset {
            layout: format!("{} parquet file(s) given", train.len()),
            train,
            eval: Vec::new(),
            text_column: text_column.to_owned(),
            row_check: None,
        })
    }

    /// Checks the rows of every training and held-out shard (see `row_check`) and records the result.
    pub fn check_rows(&mut self, mode: RowCheckMode, policy: BadRowPolicy) -> Result<RowCheck> {
        let shards: Vec<ShardFile> = self.train.iter().chain(&self.eval).cloned().collect();
        let check = check_rows(&shards, &self.text_column, mode, policy)?;
        self.row_check = Some(check);
        Ok(check)
    }

    /// Total training documents.
    pub fn train_documents(&self) -> u64 {
        self.train.iter().map(|s| s.record.rows).sum()
    }
}

/// Reads and checks `dataset.json`.
pub fn read_manifest(path: &Path) -> Result<DatasetManifest> {
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(DataError::BadManifest {
                path: path.to_owned(),
                message: "the file does not exist".into(),
            });
        }
        Err(e) => return Err(DataError::io("reading", path, e)),
    };
    let manifest: DatasetManifest =
        serde_json::from_slice(&bytes).map_err(|e| DataError::BadManifest {
            path: path.to_owned(),
            message: e.to_string(),
        })?;
    if manifest.format != DATASET_FORMAT {
        return Err(DataError::BadManifest {
            path: path.to_owned(),
            message: format!(
                "format is {:?}, this build reads {DATASET_FORMAT:?}",
                manifest.format
            ),
        });
    }
    Ok(manifest)
}

/// Checks that the shard on disk is the one the manifest recorded, and that it is readable.
fn verify_shard(path: &Path, record: &ShardRecord, column: &str) -> Result<ShardLayout> {
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(DataError::ShardMissing(path.to_owned()));
        }
        Err(e) => return Err(DataError::io("reading metadata of", path, e)),
    };
    if meta.len() == 0 {
        return Err(DataError::ShardEmptyFile(path.to_owned()));
    }
    let found = sha256_file(path)?;
    if found != record.sha256 {
        return Err(DataError::ShardHashMismatch {
            path: path.to_owned(),
            expected: record.sha256.clone(),
            found,
        });
    }
    inspect_shard(path, column)
}
