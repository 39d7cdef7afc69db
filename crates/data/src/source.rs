//! Where a run's documents come from: the `[data]` source spec of a config, resolved to files.
//!
//! Every entry of a spec is one of
//! - a **directory**: prepared by `namtrain data prepare` (it has `dataset.json`; every shard is verified
//!   against the recorded size and SHA-256, and its held-out shards are the eval set), or any other directory,
//!   searched recursively for `*.parquet` (hidden directories such as `.git` skipped);
//! - a **glob** (`*`, `?`, `[…]`, `{a,b}`; `**` crosses directories): the matching files;
//! - a **file**: that parquet file.
//!
//! Each may also be a bucket location, `gs://BUCKET/PREFIX` or `s3://BUCKET/PREFIX` (see
//! [`crate::remote`]): a prefix is listed like a directory (a prepared dataset when it holds
//! `dataset.json`), a glob is matched against the keys below its longest prefix without glob
//! characters, and an object is a file. Nothing is downloaded whole: shards are read by ranged
//! requests, and a bucket shard is identified by its version (GCS generation, S3 ETag) rather than
//! its SHA-256.
//!
//! The eval split is, in order of precedence: the spec's `validation` entries; a prepared dataset's held-out
//! shards; the `validation` files of a Hugging Face–style directory (files or folders named `train…`,
//! `validation…`/`valid…`/`val…`/`dev…`, `test…`, see [`split_of`]); otherwise the last `val_shards` training
//! files in sorted order. A file may not be both trained on and held out.
//!
//! Everything is checked before a run starts, so a damaged shard is reported by name in seconds instead of
//! after minutes of compiling.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use globset::GlobBuilder;

use crate::dataset::{DATASET_FILE, Dataset};
use crate::error::{DataError, Result};
use crate::remote::{Location, object_at, relative_key, shown, store_at};

/// A `[data]` source: training entries, optional validation entries, and how to read them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SourceSpec {
    /// Training entries (directories, globs or files, local or in a bucket), relative paths
    /// already resolved ([`resolve_location`]).
    pub train: Vec<Location>,
    /// Validation entries; `None` lets the layout decide (see the module docs).
    pub validation: Option<Vec<Location>>,
    /// Trailing training files held out when nothing else names an eval split.
    pub val_shards: usize,
    /// The column holding each document's text.
    pub text_column: String,
}

impl SourceSpec {
    /// One local training entry, no validation entries.
    pub fn new(train: impl Into<PathBuf>, val_shards: usize, text_column: &str) -> Self {
        SourceSpec {
            train: vec![Location::Local(train.into())],
            validation: None,
            val_shards,
            text_column: text_column.to_owned(),
        }
    }
}

/// Which split a file belongs to by its name.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Split {
    /// Training documents.
    Train,
    /// Held-out documents for evaluation.
    Validation,
    /// A test split, never read.
    Test,
}

/// The split a file's path names, looking at the file name first and then at each folder up to `root`: a
/// component names split `s` when it is `s` or starts with `s` followed by `-`, `_` or `.`
/// (`train-00000-of-00004.parquet`, `validation/0000.parquet`, `data/test_0.parquet`).
pub fn split_of(path: &Path, root: &Path) -> Option<Split> {
    const NAMES: [(&str, Split); 7] = [
        ("train", Split::Train),
        ("validation", Split::Validation),
        ("valid", Split::Validation),
        ("val", Split::Validation),
        ("dev", Split::Validation),
        ("test", Split::Test),
        ("eval", Split::Validation),
    ];
    let relative = path.strip_prefix(root).unwrap_or(path);
    relative.components().rev().find_map(|c| {
        let name = c.as_os_str().to_str()?.to_ascii_lowercase();
        NAMES.iter().find_map(|&(prefix, split)| {
            let rest = name.strip_prefix(prefix)?;
            (rest.is_empty() || rest.starts_with(['-', '_', '.'])).then_some(split)
        })
    })
}

/// The location a `[data]` entry names, as `key` (e.g. `"[data] shards"`) wrote it: a bucket
/// location (`gs://BUCKET/PREFIX`, `s3://BUCKET/PREFIX`), or a local path, taken relative to
/// `base_dir` unless absolute. Any other `SCHEME://` or a bucket URL without a bucket is refused in
/// one line naming the key and the entry.
pub fn resolve_location(key: &'static str, entry: &str, base_dir: &Path) -> Result<Location> {
    match Location::parse(entry) {
        Ok(Location::Local(path)) if path.is_relative() => Ok(Location::Local(base_dir.join(path))),
        Ok(location) => Ok(location),
        Err(e) => Err(DataError::InvalidArgument {
            name: key,
            message: e.to_string(),
        }),
    }
}

fn has_glob_chars(entry: &Path) -> bool {
    entry.to_string_lossy().contains(['*', '?', '[', '{'])
}

fn location_has_glob(entry: &Location) -> bool {
    match entry {
        Location::Local(path) => has_glob_chars(path),
        Location::Bucket { prefix, .. } => has_glob_chars(Path::new(prefix)),
    }
}

/// Orders keys as a directory walk sorted by name does (component by component), so a listed
/// bucket and the same files on a disk give the same order.
fn sort_keys(keys: &mut [String]) {
    keys.sort_by(|a, b| a.split('/').cmp(b.split('/')));
}

/// The parquet objects under a bucket prefix, in walk order, hidden components (`.x`) skipped;
/// `None` when nothing at all is under it.
fn bucket_parquet_files(dir: &Location) -> Result<Option<Vec<Location>>> {
    let listed = store_at(dir)?.list("")?;
    if listed.is_empty() {
        return Ok(None);
    }
    let mut keys: Vec<String> = listed
        .into_iter()
        .map(|o| o.key)
        .filter(|k| k.ends_with(".parquet") && !k.split('/').any(|c| c.starts_with('.')))
        .collect();
    sort_keys(&mut keys);
    Ok(Some(keys.iter().map(|k| dir.join(k)).collect()))
}

/// The objects a glob in a bucket matches, in walk order: the keys below the pattern's longest
/// prefix without glob characters, matched as local globs are (`*` stays inside a folder).
fn bucket_glob_files(pattern: &Location, key: &'static str) -> Result<Vec<Location>> {
    let Location::Bucket {
        scheme,
        bucket,
        prefix,
    } = pattern
    else {
        unreachable!("only bucket locations are listed here");
    };
    let text = pattern.to_string();
    let glob = GlobBuilder::new(prefix)
        .literal_separator(true)
        .build()
        .map_err(|e| DataError::BadGlob {
            pattern: text.clone(),
            message: e.to_string(),
        })?
        .compile_matcher();
    let base: Vec<&str> = prefix
        .split('/')
        .take_while(|c| !has_glob_chars(Path::new(c)))
        .collect();
    let base = Location::Bucket {
        scheme: *scheme,
        bucket: bucket.clone(),
        prefix: base.join("/"),
    };
    let base_prefix = match &base {
        Location::Bucket { prefix, .. } => prefix.clone(),
        Location::Local(_) => unreachable!(),
    };
    let mut keys: Vec<String> = store_at(&base)?
        .list("")?
        .into_iter()
        .map(|o| match base_prefix.is_empty() {
            true => o.key,
            false => format!("{base_prefix}/{}", o.key),
        })
        .filter(|k| glob.is_match(k))
        .collect();
    if keys.is_empty() {
        return Err(DataError::InvalidArgument {
            name: key,
            message: format!("the glob {text:?} matches no file"),
        });
    }
    sort_keys(&mut keys);
    Ok(keys
        .into_iter()
        .map(|k| Location::Bucket {
            scheme: *scheme,
            bucket: bucket.clone(),
            prefix: k,
        })
        .collect())
}

/// The files of one bucket entry: a glob's matches, a prefix's parquet objects, or one object.
fn bucket_entry(entry: &Location, key: &'static str) -> Result<Vec<Location>> {
    if location_has_glob(entry) {
        return bucket_glob_files(entry, key);
    }
    match bucket_parquet_files(entry)? {
        Some(found) if found.is_empty() => Err(DataError::InvalidArgument {
            name: key,
            message: format!(
                "{entry} holds no *.parquet object (searched recursively); point it at parquet files, or \
                 prepare a dataset with `namtrain data prepare` and upload it there"
            ),
        }),
        Some(found) => Ok(found),
        None => {
            let is_object = entry.file_name().is_some() && {
                let (store, name) = object_at(entry)?;
                store.head(&name)?.is_some()
            };
            if is_object {
                Ok(vec![entry.clone()])
            } else {
                Err(missing(key, &shown(entry), "a location in [data]"))
            }
        }
    }
}

/// Whether `entry` is a dataset prepared by `namtrain data prepare` (it holds `dataset.json`).
fn is_prepared(entry: &Location) -> Result<bool> {
    if location_has_glob(entry) {
        return Ok(false);
    }
    match entry {
        Location::Local(path) => Ok(path.join(DATASET_FILE).is_file()),
        bucket => Ok(store_at(bucket)?.head(DATASET_FILE)?.is_some()),
    }
}

/// The parquet files under `dir`, recursively, sorted by path; hidden folders are skipped.
fn parquet_files_under(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let walk = walkdir::WalkDir::new(dir)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter()
        .filter_entry(|e| e.depth() == 0 || !e.file_name().to_string_lossy().starts_with('.'));
    for entry in walk {
        let entry = entry.map_err(|e| {
            let path = e.path().unwrap_or(dir).to_owned();
            DataError::io("listing", &path, e.into())
        })?;
        if entry.file_type().is_file() && entry.path().extension().is_some_and(|x| x == "parquet") {
            files.push(entry.into_path());
        }
    }
    Ok(files)
}

/// The files a glob matches, sorted. The walk starts at the pattern's longest folder without glob
/// characters.
fn glob_files(pattern: &Path, key: &'static str) -> Result<Vec<PathBuf>> {
    let text = pattern.to_string_lossy().into_owned();
    let glob = GlobBuilder::new(&text)
        .literal_separator(true)
        .build()
        .map_err(|e| DataError::BadGlob {
            pattern: text.clone(),
            message: e.to_string(),
        })?
        .compile_matcher();
    let base: PathBuf = pattern
        .components()
        .take_while(|c| !has_glob_chars(Path::new(c.as_os_str())))
        .collect();
    let base = if base.as_os_str().is_empty() {
        PathBuf::from(".")
    } else {
        base
    };
    if !base.is_dir() {
        return Err(missing(key, &base, "the folder the glob starts from"));
    }
    let mut files = Vec::new();
    for entry in walkdir::WalkDir::new(&base)
        .follow_links(true)
        .sort_by_file_name()
    {
        let entry = entry.map_err(|e| DataError::io("listing", &base, e.into()))?;
        if entry.file_type().is_file() && glob.is_match(entry.path()) {
            files.push(entry.into_path());
        }
    }
    if files.is_empty() {
        return Err(DataError::InvalidArgument {
            name: key,
            message: format!("the glob {text:?} matches no file"),
        });
    }
    Ok(files)
}

fn missing(key: &'static str, path: &Path, what: &str) -> DataError {
    DataError::InvalidArgument {
        name: key,
        message: format!(
            "{} ({what}) does not exist; give a directory of parquet files (searched recursively), a glob such \
             as \"data/train-*.parquet\", a parquet file or a list of them, or prepare a dataset with \
             `namtrain data prepare --src DIR --out {}`",
            path.display(),
            path.display()
        ),
    }
}

/// Files of one list of entries, in the given order (each directory and glob sorted), without repeats.
fn expand(entries: &[Location], key: &'static str) -> Result<Vec<Location>> {
    let mut files: Vec<Location> = Vec::new();
    // Thousands of shards are common (FineWeb): no quadratic `contains`.
    let mut seen: HashSet<Location> = HashSet::new();
    for entry in entries {
        let entry = match entry {
            Location::Local(entry) => entry,
            bucket => {
                for file in bucket_entry(bucket, key)? {
                    if seen.insert(file.clone()) {
                        files.push(file);
                    }
                }
                continue;
            }
        };
        let found = if has_glob_chars(entry) {
            glob_files(entry, key)?
        } else if entry.is_dir() {
            let found = parquet_files_under(entry)?;
            if found.is_empty() {
                return Err(DataError::InvalidArgument {
                    name: key,
                    message: format!(
                        "{} holds no *.parquet file (searched recursively); point it at parquet files, or turn a \
                         source tree into shards with `namtrain data prepare --src TREE --out {}`",
                        entry.display(),
                        entry.display()
                    ),
                });
            }
            found
        } else if entry.is_file() {
            vec![entry.clone()]
        } else {
            return Err(missing(key, entry, "a path in [data]"));
        };
        for file in found.into_iter().map(Location::Local) {
            if seen.insert(file.clone()) {
                files.push(file);
            }
        }
    }
    Ok(files)
}

/// Opens the documents `spec` names (see the module docs).
pub fn open_source(spec: &SourceSpec) -> Result<Dataset> {
    const TRAIN: &str = "[data] shards";
    const VALIDATION: &str = "[data] validation";
    if spec.train.is_empty() {
        return Err(DataError::InvalidArgument {
            name: TRAIN,
            message: "no training files given".into(),
        });
    }
    let mut prepared = None;
    for entry in &spec.train {
        if is_prepared(entry)? {
            prepared = Some(entry);
            break;
        }
    }
    if let Some(dir) = prepared {
        if spec.train.len() > 1 {
            return Err(DataError::InvalidArgument {
                name: TRAIN,
                message: format!(
                    "{} is a dataset prepared by `namtrain data prepare` and must be the only training entry \
                     (its held-out shards would otherwise be trained on)",
                    dir
                ),
            });
        }
        let mut dataset = Dataset::open_dir(dir)?;
        if let Some(validation) = &spec.validation {
            let files = expand(validation, VALIDATION)?;
            dataset.eval = Dataset::from_files(&files, &dataset.text_column)?.train;
            dataset.layout += &format!(
                "; validation from [data] validation: {} file(s)",
                files.len()
            );
        }
        check_disjoint(&dataset)?;
        return Ok(dataset);
    }
    let mut train = expand(&spec.train, TRAIN)?;
    let described = spec
        .train
        .iter()
        .map(|e| e.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    let (eval, layout) = if let Some(validation) = &spec.validation {
        let eval = expand(validation, VALIDATION)?;
        let layout = format!(
            "{described}: {} train file(s); {} validation file(s) from [data] validation",
            train.len(),
            eval.len()
        );
        (eval, layout)
    } else if let Some(SplitFiles {
        train: split_train,
        validation: split_eval,
        tests,
    }) = split_layout(&spec.train, &train)?
    {
        let layout = format!(
            "{described}: {} train and {} validation file(s) by split name{}",
            split_train.len(),
            split_eval.len(),
            if tests > 0 {
                format!(" ({tests} test file(s) not read)")
            } else {
                String::new()
            }
        );
        train = split_train;
        if split_eval.is_empty() {
            let eval = hold_out(&mut train, spec.val_shards, &described)?;
            (eval, layout + &held_out_note(spec.val_shards))
        } else {
            (split_eval, layout)
        }
    } else {
        let layout = format!("{described}: {} parquet file(s)", train.len());
        let eval = hold_out(&mut train, spec.val_shards, &described)?;
        (eval, layout + &held_out_note(spec.val_shards))
    };
    let mut dataset = Dataset::from_files(&train, &spec.text_column)?;
    dataset.eval = Dataset::from_files(&eval, &spec.text_column)?.train;
    dataset.layout = layout;
    check_disjoint(&dataset)?;
    Ok(dataset)
}

fn held_out_note(val_shards: usize) -> String {
    match val_shards {
        0 => "; no eval split ([data] val_shards = 0)".into(),
        n => format!("; the last {n} held out for eval ([data] val_shards)"),
    }
}

/// Splits the last `val_shards` files off `train` for eval.
fn hold_out(
    train: &mut Vec<Location>,
    val_shards: usize,
    described: &str,
) -> Result<Vec<Location>> {
    if train.len() <= val_shards {
        return Err(DataError::InvalidArgument {
            name: "[data] shards",
            message: format!(
                "{described} has {} parquet file(s), but {val_shards} are held out for eval ([data] val_shards) and \
                 at least one must remain for training; name the eval files with [data] validation, lower \
                 val_shards, or add files",
                train.len()
            ),
        });
    }
    Ok(train.split_off(train.len() - val_shards))
}

/// The files of a directory named by split.
struct SplitFiles {
    train: Vec<Location>,
    validation: Vec<Location>,
    /// Test files, never read.
    tests: usize,
}

/// For a single directory entry whose files are named by split, its splits; `None` when no file
/// names a split.
fn split_layout(entries: &[Location], files: &[Location]) -> Result<Option<SplitFiles>> {
    let [root] = entries else {
        return Ok(None);
    };
    if location_has_glob(root) {
        return Ok(None);
    }
    let splits: Vec<Option<Split>> = match root {
        Location::Local(root) if !root.is_dir() => return Ok(None),
        Location::Local(root) => files
            .iter()
            .map(|f| split_of(f.local_path().unwrap_or(Path::new("")), root))
            .collect(),
        // One object, not a prefix: no layout.
        bucket if files == std::slice::from_ref(bucket) => return Ok(None),
        bucket => files
            .iter()
            .map(|f| {
                let relative = relative_key(f, bucket).unwrap_or_default();
                split_of(Path::new(&relative), Path::new(""))
            })
            .collect(),
    };
    if splits.iter().all(Option::is_none) {
        return Ok(None);
    }
    if let Some(i) = splits.iter().position(Option::is_none) {
        return Err(DataError::InvalidArgument {
            name: "[data] shards",
            message: format!(
                "{} names its splits (train/validation/test) but {} belongs to none; point [data] shards at the \
                 training files (a glob such as \"{}/**/train*.parquet\") and [data] validation at the eval files",
                root, files[i], root
            ),
        });
    }
    let pick = |want: Split| -> Vec<Location> {
        files
            .iter()
            .zip(&splits)
            .filter(|(_, s)| **s == Some(want))
            .map(|(f, _)| f.clone())
            .collect()
    };
    let train = pick(Split::Train);
    if train.is_empty() {
        return Err(DataError::InvalidArgument {
            name: "[data] shards",
            message: format!(
                "{} names its splits but none is `train`; point [data] shards at the files to train on",
                root
            ),
        });
    }
    let tests = splits.iter().filter(|s| **s == Some(Split::Test)).count();
    Ok(Some(SplitFiles {
        train,
        validation: pick(Split::Validation),
        tests,
    }))
}

/// A file both trained on and held out would make the eval loss meaningless.
fn check_disjoint(dataset: &Dataset) -> Result<()> {
    let shared = dataset.eval.iter().find(|e| {
        dataset.train.iter().any(|t| {
            t.path == e.path || (!t.record.sha256.is_empty() && t.record.sha256 == e.record.sha256)
        })
    });
    match shared {
        Some(file) => Err(DataError::InvalidArgument {
            name: "[data] validation",
            message: format!(
                "{} is both a training and an eval file (same path or same bytes); keep the splits apart",
                file.path
            ),
        }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_missing_directory_says_which_forms_are_accepted() {
        let tmp = tempfile::tempdir().unwrap();
        let err = open_source(&SourceSpec::new(tmp.path().join("nope"), 1, "text"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("does not exist"), "{err}");
        assert!(
            err.contains("glob") && err.contains("namtrain data prepare"),
            "{err}"
        );
    }

    #[test]
    fn a_directory_without_parquet_files_is_refused() {
        let tmp = tempfile::tempdir().unwrap();
        std::fs::write(tmp.path().join("notes.txt"), "not a shard").unwrap();
        let err = open_source(&SourceSpec::new(tmp.path(), 1, "text"))
            .unwrap_err()
            .to_string();
        assert!(err.contains("holds no *.parquet file"), "{err}");
        assert!(err.contains("namtrain data prepare"), "{err}");
    }

    #[test]
    fn split_names_follow_the_hugging_face_conventions() {
        let root = Path::new("/d");
        let cases = [
            ("/d/data/train-00000-of-00004.parquet", Some(Split::Train)),
            ("/d/train/0000.parquet", Some(Split::Train)),
            ("/d/validation/0000.parquet", Some(Split::Validation)),
            (
                "/d/data/validation-00000-of-00001.parquet",
                Some(Split::Validation),
            ),
            ("/d/data/valid_0.parquet", Some(Split::Validation)),
            ("/d/data/test.parquet", Some(Split::Test)),
            ("/d/data/values.parquet", None),
            ("/d/data/trainer-log.parquet", None),
            ("/d/en/part-0.parquet", None),
        ];
        for (path, want) in cases {
            assert_eq!(split_of(Path::new(path), root), want, "{path}");
        }
        // Only below the root: a dataset kept under a folder called `train` is not a split.
        assert_eq!(
            split_of(Path::new("/train/x/part.parquet"), Path::new("/train/x")),
            None
        );
    }
}
