//! A dataset: the list of parquet shards a run reads, described by `dataset.json` or given as files.
//!
//! Opening a dataset checks every shard before any training starts: the file exists, has the size and SHA-256
//! `dataset.json` recorded, decodes as parquet and has a text column with rows. Row-level checks (nulls,
//! empty and non-UTF-8 rows) are `validate`'s.

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::digest::{sha256_file, sha256_hex};
use crate::error::{DataError, Result};
use crate::remote::{
    AsLocation, Location, PARALLEL_OBJECTS, RangedObject, parallel_map, shown, store_at,
};
use crate::row_check::{BadRowPolicy, RowCheck, RowCheckMode, check_rows};
use crate::shard::{ShardLayout, ShardReader, TEXT_COLUMN, inspect_shard};

/// File name of the dataset manifest inside a dataset directory.
pub const DATASET_FILE: &str = "dataset.json";
/// Format tag written into `dataset.json`; bumped on incompatible changes.
pub const DATASET_FORMAT: &str = "namtrain-dataset/1";

/// One shard file as recorded in a manifest or receipt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShardRecord {
    /// File name relative to the dataset directory, or the path given for loose files; the
    /// object's `gs://`/`s3://` URL for a shard in a bucket.
    pub file: String,
    /// Number of documents (rows).
    pub rows: u64,
    /// File size in bytes.
    pub bytes: u64,
    /// SHA-256 of the file, hex. Empty (and left out of the JSON) for a loose shard in a bucket,
    /// which [`ShardRecord::version`] identifies instead: hashing it would download it whole.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub sha256: String,
    /// The store's version of a shard in a bucket (GCS generation, S3 ETag), which changes
    /// whenever the object is replaced; left out for local files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<String>,
}

impl ShardRecord {
    /// What identifies the shard's bytes in a loader's pipeline identity (so a changed shard
    /// refuses a resume): the SHA-256 of a local file; for a bucket object, the SHA-256 of its
    /// URL, size, version and recorded SHA-256 (if any), one per line.
    pub fn identity(&self) -> Cow<'_, str> {
        match &self.version {
            None => Cow::Borrowed(&self.sha256),
            Some(version) => Cow::Owned(sha256_hex(
                format!("{}\n{}\n{version}\n{}", self.file, self.bytes, self.sha256).as_bytes(),
            )),
        }
    }
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

/// A shard resolved to a path on disk or an object in a bucket, with its record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShardFile {
    /// Where the shard is.
    pub path: Location,
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
    /// In a bucket, each shard's size is checked against `dataset.json` and its version recorded
    /// (its SHA-256 is not recomputed: that would download it whole).
    pub fn open_dir(dir: &(impl AsLocation + ?Sized)) -> Result<Self> {
        let dir = dir.as_location();
        let (manifest_path, manifest, train, eval) = match dir.as_ref() {
            Location::Local(dir) => {
                let manifest_path = dir.join(DATASET_FILE);
                let manifest = read_manifest(&manifest_path)?;
                let resolve = |records: &[ShardRecord]| -> Result<Vec<ShardFile>> {
                    records
                        .iter()
                        .map(|record| {
                            let path = dir.join(&record.file);
                            let layout = verify_shard(&path, record, &manifest.text_column)?;
                            Ok(ShardFile {
                                path: Location::Local(path),
                                record: record.clone(),
                                row_groups: layout.row_groups,
                            })
                        })
                        .collect()
                };
                let train = resolve(&manifest.shards)?;
                let eval = resolve(&manifest.eval_shards)?;
                (manifest_path, manifest, train, eval)
            }
            bucket => open_bucket_dir(bucket)?,
        };
        if train.is_empty() {
            return Err(DataError::BadManifest {
                path: manifest_path,
                message: "it lists no training shards".into(),
            });
        }
        Ok(Dataset {
            layout: format!(
                "dataset {dir} prepared by `namtrain data prepare`: {} train and {} held-out shards",
                train.len(),
                eval.len()
            ),
            train,
            eval,
            text_column: manifest.text_column,
            row_check: None,
        })
    }

    /// Uses loose parquet files (local paths or bucket objects) as training shards (no held-out
    /// set), reading documents from `text_column`.
    pub fn from_files<P: AsLocation>(files: &[P], text_column: &str) -> Result<Self> {
        let locations: Vec<Cow<'_, Location>> = files.iter().map(|f| f.as_location()).collect();
        let one = |location: &Cow<'_, Location>| loose_shard(location, text_column);
        let train = if locations.iter().any(|l| l.is_bucket()) {
            parallel_map(&locations, PARALLEL_OBJECTS, one)?
        } else {
            locations.iter().map(one).collect::<Result<Vec<_>>>()?
        };
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
    parse_manifest(&bytes, path)
}

/// One loose shard: a local file is hashed; a bucket object is identified by its version.
fn loose_shard(location: &Location, text_column: &str) -> Result<ShardFile> {
    let (reader, record) = match location {
        Location::Local(path) => {
            let layout = inspect_shard(path, text_column)?;
            let bytes = std::fs::metadata(path)
                .map_err(|e| DataError::io("reading metadata of", path, e))?
                .len();
            let record = ShardRecord {
                file: path.display().to_string(),
                rows: layout.rows,
                bytes,
                sha256: sha256_file(path)?,
                version: None,
            };
            return Ok(ShardFile {
                path: location.clone(),
                record,
                row_groups: layout.row_groups,
            });
        }
        bucket => {
            let object = RangedObject::open(bucket)?
                .ok_or_else(|| DataError::ShardMissing(shown(bucket)))?;
            let record = ShardRecord {
                file: bucket.to_string(),
                rows: 0,
                bytes: object.info().size,
                sha256: String::new(),
                version: Some(object.info().version.clone()),
            };
            (ShardReader::from_object(object)?, record)
        }
    };
    let layout = reader.layout(text_column)?;
    Ok(ShardFile {
        path: location.clone(),
        record: ShardRecord {
            rows: layout.rows,
            ..record
        },
        row_groups: layout.row_groups,
    })
}

/// A prepared dataset in a bucket: `dataset.json` read with one request, the shards found by one
/// listing, each checked for its recorded size and opened (footer only) in parallel.
fn open_bucket_dir(
    dir: &Location,
) -> Result<(PathBuf, DatasetManifest, Vec<ShardFile>, Vec<ShardFile>)> {
    let store = store_at(dir)?;
    let manifest_path = shown(&dir.join(DATASET_FILE));
    let manifest = match store.get(DATASET_FILE)? {
        Some((bytes, _)) => parse_manifest(&bytes, &manifest_path)?,
        None => {
            return Err(DataError::BadManifest {
                path: manifest_path,
                message: "the file does not exist".into(),
            });
        }
    };
    let objects: HashMap<String, store::ObjectInfo> = store
        .list("")?
        .into_iter()
        .map(|o| (o.key.clone(), o))
        .collect();
    let resolve = |records: &[ShardRecord]| {
        parallel_map(records, PARALLEL_OBJECTS, |record| {
            let location = dir.join(&record.file);
            let path = shown(&location);
            let info = objects
                .get(record.file.trim_matches('/'))
                .ok_or_else(|| DataError::ShardMissing(path.clone()))?;
            if info.size != record.bytes {
                return Err(DataError::ShardSizeMismatch {
                    path,
                    expected: record.bytes,
                    found: info.size,
                });
            }
            let reader = ShardReader::from_object(RangedObject::new(store.clone(), info.clone()))?;
            let layout = reader.layout(&manifest.text_column)?;
            Ok(ShardFile {
                record: ShardRecord {
                    file: location.to_string(),
                    version: Some(info.version.clone()),
                    ..record.clone()
                },
                path: location,
                row_groups: layout.row_groups,
            })
        })
    };
    let train = resolve(&manifest.shards)?;
    let eval = resolve(&manifest.eval_shards)?;
    Ok((manifest_path, manifest, train, eval))
}

/// Parses and checks the bytes of `dataset.json` (`path` for messages).
fn parse_manifest(bytes: &[u8], path: &Path) -> Result<DatasetManifest> {
    let manifest: DatasetManifest =
        serde_json::from_slice(bytes).map_err(|e| DataError::BadManifest {
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
