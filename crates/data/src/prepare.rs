//! `namtrain data prepare`: turn a source tree into parquet shards of documents plus `dataset.json`.
//!
//! Files are visited in sorted path order, so the same tree always gives byte-identical shards. Each matching
//! file becomes one document unless it is empty, binary (contains NUL), not UTF-8, or over the size cap; those
//! are counted in the manifest. A document is held out for evaluation when a hash of its relative path falls
//! below `held_out`, so the split does not move when unrelated files are added.

use std::fs;
use std::path::{Path, PathBuf};

use globset::{GlobBuilder, GlobSet, GlobSetBuilder};
use walkdir::WalkDir;

use crate::dataset::{DATASET_FILE, DATASET_FORMAT, DatasetManifest, ShardRecord, SkipCounts};
use crate::digest::{sha256_file, sha256_hex};
use crate::error::{DataError, Result};
use crate::shard::{Document, TEXT_COLUMN, write_shard};
use files::write_atomic;

/// Shards close when they reach this much text, whatever `shard_rows` says, to bound memory and keep
/// 32-bit arrow string offsets far from overflow.
const MAX_SHARD_TEXT_BYTES: u64 = 256 << 20;

/// Options of `data prepare`.
#[derive(Debug, Clone)]
pub struct PrepareOptions {
    /// Root of the source tree.
    pub src: PathBuf,
    /// Glob patterns matched against paths relative to `src` (`/` separators, `*` does not cross `/`).
    pub globs: Vec<String>,
    /// Output dataset directory.
    pub out: PathBuf,
    /// Documents per training shard.
    pub shard_rows: usize,
    /// Fraction of documents held out for evaluation, in `[0, 0.5]`.
    pub held_out: f64,
    /// Write into a non-empty directory that holds files we did not make.
    pub force: bool,
    /// Files larger than this many bytes are skipped (counted as `too_large`).
    pub max_file_bytes: u64,
}

impl PrepareOptions {
    /// Options with the defaults the CLI uses: 1024 rows per shard, 1% held out, 8 MiB per file.
    pub fn new(src: impl Into<PathBuf>, globs: Vec<String>, out: impl Into<PathBuf>) -> Self {
        PrepareOptions {
            src: src.into(),
            globs,
            out: out.into(),
            shard_rows: 1024,
            held_out: 0.01,
            force: false,
            max_file_bytes: 8 << 20,
        }
    }
}

/// Running totals reported to the progress callback.
#[derive(Debug, Clone, Default)]
pub struct PrepareProgress {
    /// Matching files in the tree.
    pub total_files: u64,
    /// Matching files looked at so far.
    pub files: u64,
    /// Documents kept so far.
    pub documents: u64,
    /// Bytes of text kept so far.
    pub text_bytes: u64,
    /// Shards written so far.
    pub shards: u64,
}

/// Name of the `index`-th training shard.
fn shard_name(index: usize) -> String {
    format!("shard-{index:05}.parquet")
}

/// Name of the `index`-th held-out shard.
fn eval_shard_name(index: usize) -> String {
    format!("eval-{index:05}.parquet")
}

/// Whether `name` is a file `data prepare` writes (or leaves while writing).
fn is_our_file(name: &str) -> bool {
    let numbered = |prefix: &str| {
        name.strip_prefix(prefix)
            .and_then(|rest| rest.strip_suffix(".parquet"))
            .is_some_and(|digits| digits.len() == 5 && digits.bytes().all(|b| b.is_ascii_digit()))
    };
    name == DATASET_FILE
        || numbered("shard-")
        || numbered("eval-")
        || (name.starts_with('.') && name.contains(".tmp-"))
}

/// Refuses an output directory holding files we did not write, unless `force`.
fn check_out_dir(out: &Path, force: bool) -> Result<()> {
    let entries = match fs::read_dir(out) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return fs::create_dir_all(out).map_err(|e| DataError::io("creating", out, e));
        }
        Err(e) => return Err(DataError::io("listing", out, e)),
    };
    let mut foreign: Vec<String> = entries
        .map(|e| {
            e.map(|e| e.file_name().to_string_lossy().into_owned())
                .map_err(|e| DataError::io("listing", out, e))
        })
        .collect::<Result<Vec<_>>>()?
        .into_iter()
        .filter(|name| !is_our_file(name))
        .collect();
    foreign.sort();
    match foreign.first() {
        Some(example) if !force => Err(DataError::OutDirNotEmpty {
            dir: out.to_owned(),
            example: example.clone(),
        }),
        _ => Ok(()),
    }
}

fn build_globs(patterns: &[String]) -> Result<GlobSet> {
    if patterns.is_empty() {
        return Err(DataError::InvalidArgument {
            name: "glob",
            message: "give at least one --glob pattern".into(),
        });
    }
    let mut set = GlobSetBuilder::new();
    for pattern in patterns {
        let glob = GlobBuilder::new(pattern)
            .literal_separator(true)
            .build()
            .map_err(|e| DataError::BadGlob {
                pattern: pattern.clone(),
                message: e.kind().to_string(),
            })?;
        set.add(glob);
    }
    set.build().map_err(|e| DataError::BadGlob {
        pattern: patterns.join(" "),
        message: e.to_string(),
    })
}

/// A position in `[0, 1)` derived from the document's relative path; below `held_out` means held out.
fn holdout_key(rel_path: &str) -> f64 {
    let digest = sha256_hex(rel_path.as_bytes());
    let top = u64::from_str_radix(&digest[..16], 16).expect("sha256 hex digits");
    (top >> 11) as f64 / (1u64 << 53) as f64
}

/// Indices of the candidates held out: those whose path key falls below `fraction`. A requested held-out set
/// is never empty while there are at least two candidates: if no key falls below the fraction (a small tree),
/// the candidate with the smallest key is held out.
fn held_out_set(
    candidates: &[(PathBuf, String)],
    fraction: f64,
) -> std::collections::BTreeSet<usize> {
    let keys: Vec<f64> = candidates.iter().map(|(_, rel)| holdout_key(rel)).collect();
    let mut set: std::collections::BTreeSet<usize> =
        (0..keys.len()).filter(|&i| keys[i] < fraction).collect();
    if fraction > 0.0 && set.is_empty() && keys.len() >= 2 {
        let smallest = (0..keys.len())
            .min_by(|&a, &b| keys[a].total_cmp(&keys[b]))
            .expect("two or more keys");
        set.insert(smallest);
    }
    set
}

/// Accumulates documents into shards and writes them as they fill.
struct ShardWriter<'a> {
    out: &'a Path,
    name: fn(usize) -> String,
    max_rows: usize,
    pending: Vec<Document>,
    pending_bytes: u64,
    written: Vec<ShardRecord>,
}

impl<'a> ShardWriter<'a> {
    fn new(out: &'a Path, name: fn(usize) -> String, max_rows: usize) -> Self {
        ShardWriter {
            out,
            name,
            max_rows,
            pending: Vec::new(),
            pending_bytes: 0,
            written: Vec::new(),
        }
    }

    fn push(&mut self, doc: Document) -> Result<()> {
        self.pending_bytes += doc.text.len() as u64;
        self.pending.push(doc);
        if self.pending.len() >= self.max_rows || self.pending_bytes >= MAX_SHARD_TEXT_BYTES {
            self.flush()?;
        }
        Ok(())
    }

    fn flush(&mut self) -> Result<()> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let file = (self.name)(self.written.len());
        let path = self.out.join(&file);
        write_shard(&path, &self.pending)?;
        let bytes = fs::metadata(&path)
            .map_err(|e| DataError::io("reading metadata of", &path, e))?
            .len();
        self.written.push(ShardRecord {
            file,
            rows: self.pending.len() as u64,
            bytes,
            sha256: sha256_file(&path)?,
            version: None,
        });
        self.pending.clear();
        self.pending_bytes = 0;
        Ok(())
    }
}

/// Reads one candidate file; `Ok(None)` with the reason counted when it is not a usable document.
fn read_document(
    path: &Path,
    rel: &str,
    max_bytes: u64,
    skipped: &mut SkipCounts,
) -> Option<Document> {
    let size = match fs::metadata(path) {
        Ok(m) => m.len(),
        Err(_) => {
            skipped.unreadable += 1;
            return None;
        }
    };
    if size > max_bytes {
        skipped.too_large += 1;
        return None;
    }
    let Ok(bytes) = fs::read(path) else {
        skipped.unreadable += 1;
        return None;
    };
    if bytes.is_empty() {
        skipped.empty += 1;
        return None;
    }
    if bytes.contains(&0) {
        skipped.binary += 1;
        return None;
    }
    let sha256 = sha256_hex(&bytes);
    match String::from_utf8(bytes) {
        Ok(text) => Some(Document {
            path: rel.to_owned(),
            text,
            sha256,
        }),
        Err(_) => {
            skipped.non_utf8 += 1;
            None
        }
    }
}

/// Walks `options.src`, writes shards and `dataset.json` into `options.out`, and returns the manifest.
///
/// `progress` is called after every matching file. `dataset.json` is written last, so a crash leaves either
/// the previous dataset or no manifest, never a manifest pointing at missing shards.
pub fn prepare(
    options: &PrepareOptions,
    mut progress: impl FnMut(&PrepareProgress),
) -> Result<DatasetManifest> {
    if !options.src.is_dir() {
        return Err(DataError::SourceMissing(options.src.clone()));
    }
    if options.shard_rows == 0 {
        return Err(DataError::InvalidArgument {
            name: "shard-rows",
            message: "must be at least 1".into(),
        });
    }
    if !(0.0..=0.5).contains(&options.held_out) {
        return Err(DataError::InvalidArgument {
            name: "held-out",
            message: format!(
                "{} is outside [0, 0.5]; use e.g. 0.01 for 1%",
                options.held_out
            ),
        });
    }
    let globs = build_globs(&options.globs)?;
    check_out_dir(&options.out, options.force)?;

    // First pass: the matching paths, in sorted order, so the held-out choice can see all of them.
    let mut skipped = SkipCounts::default();
    let mut candidates: Vec<(PathBuf, String)> = Vec::new();
    for entry in WalkDir::new(&options.src)
        .follow_links(false)
        .sort_by_file_name()
    {
        let entry = entry.map_err(|e| {
            let path = e
                .path()
                .map(Path::to_path_buf)
                .unwrap_or_else(|| options.src.clone());
            DataError::io("walking", path, e.into())
        })?;
        if !entry.file_type().is_file() {
            continue;
        }
        let rel_path = entry
            .path()
            .strip_prefix(&options.src)
            .unwrap_or(entry.path());
        let Some(rel) = rel_path
            .to_str()
            .map(|s| s.replace(std::path::MAIN_SEPARATOR, "/"))
        else {
            skipped.non_utf8 += 1;
            continue;
        };
        if globs.is_match(&rel) {
            candidates.push((entry.into_path(), rel));
        }
    }
    let held_out = held_out_set(&candidates, options.held_out);

    let mut train = ShardWriter::new(&options.out, shard_name, options.shard_rows);
    let mut eval_docs: Vec<Document> = Vec::new();
    let mut state = PrepareProgress {
        total_files: candidates.len() as u64,
        ..Default::default()
    };
    let mut train_docs = 0u64;
    for (index, (path, rel)) in candidates.iter().enumerate() {
        state.files += 1;
        if let Some(doc) = read_document(path, rel, options.max_file_bytes, &mut skipped) {
            state.documents += 1;
            state.text_bytes += doc.text.len() as u64;
            if held_out.contains(&index) {
                eval_docs.push(doc);
            } else {
                train_docs += 1;
                train.push(doc)?;
            }
        }
        state.shards = train.written.len() as u64;
        progress(&state);
    }
    train.flush()?;

    let eval_count = eval_docs.len() as u64;
    let mut eval = ShardWriter::new(&options.out, eval_shard_name, usize::MAX);
    for doc in eval_docs {
        eval.push(doc)?;
    }
    eval.flush()?;

    if train.written.is_empty() {
        return Err(DataError::NoDocuments {
            src: options.src.clone(),
            pattern: options.globs.join(" "),
            skipped: skipped.total(),
        });
    }
    state.shards = train.written.len() as u64;
    progress(&state);

    let manifest = DatasetManifest {
        format: DATASET_FORMAT.to_owned(),
        source: options.src.display().to_string(),
        globs: options.globs.clone(),
        held_out: options.held_out,
        text_column: TEXT_COLUMN.to_owned(),
        shards: train.written,
        eval_shards: eval.written,
        documents: train_docs,
        eval_documents: eval_count,
        text_bytes: state.text_bytes,
        skipped,
    };
    let manifest_path = options.out.join(DATASET_FILE);
    let json = serde_json::to_vec_pretty(&manifest).map_err(|e| DataError::Json {
        path: manifest_path.clone(),
        source: e,
    })?;
    write_atomic(&manifest_path, &json)?;
    remove_stale_shards(&options.out, &manifest)?;
    Ok(manifest)
}

/// Deletes shard files of an earlier, larger run that the new manifest no longer lists.
fn remove_stale_shards(out: &Path, manifest: &DatasetManifest) -> Result<()> {
    let listed: std::collections::HashSet<&str> = manifest
        .shards
        .iter()
        .chain(&manifest.eval_shards)
        .map(|s| s.file.as_str())
        .collect();
    for entry in fs::read_dir(out).map_err(|e| DataError::io("listing", out, e))? {
        let entry = entry.map_err(|e| DataError::io("listing", out, e))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".parquet") && is_our_file(&name) && !listed.contains(name.as_str()) {
            fs::remove_file(entry.path())
                .map_err(|e| DataError::io("removing stale shard", entry.path(), e))?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dataset::Dataset;
    use crate::shard::{PATH_COLUMN, read_texts};

    fn tree() -> tempfile::TempDir {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path();
        fs::create_dir_all(root.join("sys/deep")).unwrap();
        fs::write(root.join("a.h"), "#pragma once\nint a;\n").unwrap();
        fs::write(root.join("sys/b.hpp"), "struct B { int x; };\n").unwrap();
        fs::write(root.join("sys/deep/c.cc"), "int main() { return 0; }\n").unwrap();
        fs::write(root.join("sys/deep/d.cpp"), "void d() {}\n").unwrap();
        fs::write(root.join("notes.txt"), "not matched\n").unwrap();
        fs::write(root.join("empty.h"), "").unwrap();
        fs::write(root.join("bin.h"), b"ab\0cd").unwrap();
        fs::write(root.join("latin1.h"), b"caf\xe9\n").unwrap();
        dir
    }

    fn options(src: &Path, out: &Path) -> PrepareOptions {
        let mut o = PrepareOptions::new(src, vec!["**/*.{h,hpp,cc,cpp}".into()], out);
        o.shard_rows = 2;
        o.held_out = 0.0;
        o
    }

    #[test]
    fn tree_becomes_sorted_shards_with_skips_counted() {
        let src = tree();
        let out = tempfile::tempdir().unwrap();
        let manifest = prepare(&options(src.path(), out.path()), |_| {}).unwrap();
        assert_eq!(manifest.documents, 4);
        assert_eq!(
            manifest.skipped,
            SkipCounts {
                empty: 1,
                binary: 1,
                non_utf8: 1,
                too_large: 0,
                unreadable: 0
            }
        );
        let names: Vec<_> = manifest.shards.iter().map(|s| s.file.as_str()).collect();
        assert_eq!(names, ["shard-00000.parquet", "shard-00001.parquet"]);
        let paths: Vec<String> = manifest
            .shards
            .iter()
            .flat_map(|s| read_texts(&out.path().join(&s.file), PATH_COLUMN).unwrap())
            .collect();
        // Sorted walk: files of a directory by name, with subdirectories visited where their names sort.
        assert_eq!(
            paths,
            ["a.h", "sys/b.hpp", "sys/deep/c.cc", "sys/deep/d.cpp"]
        );
        let dataset = Dataset::open(&[out.path().to_path_buf()]).unwrap();
        assert_eq!(dataset.train_documents(), 4);
        assert!(dataset.eval.is_empty());
    }

    #[test]
    fn preparing_twice_gives_identical_bytes() {
        let src = tree();
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        let ma = prepare(&options(src.path(), a.path()), |_| {}).unwrap();
        let mb = prepare(&options(src.path(), b.path()), |_| {}).unwrap();
        assert_eq!(ma.shards, mb.shards);
        for s in &ma.shards {
            assert_eq!(
                fs::read(a.path().join(&s.file)).unwrap(),
                fs::read(b.path().join(&s.file)).unwrap()
            );
        }
    }

    #[test]
    fn held_out_documents_go_to_the_eval_shard_only() {
        let src = tree();
        let out = tempfile::tempdir().unwrap();
        let mut o = options(src.path(), out.path());
        o.held_out = 0.5;
        let manifest = prepare(&o, |_| {}).unwrap();
        let expected_eval: Vec<&str> = ["a.h", "sys/b.hpp", "sys/deep/c.cc", "sys/deep/d.cpp"]
            .into_iter()
            .filter(|p| holdout_key(p) < 0.5)
            .collect();
        assert_eq!(manifest.eval_documents as usize, expected_eval.len());
        assert_eq!(manifest.documents + manifest.eval_documents, 4);
        let eval_paths: Vec<String> = manifest
            .eval_shards
            .iter()
            .flat_map(|s| read_texts(&out.path().join(&s.file), PATH_COLUMN).unwrap())
            .collect();
        assert_eq!(eval_paths, expected_eval);
    }

    #[test]
    fn foreign_out_dir_is_refused_and_left_untouched() {
        let src = tree();
        let out = tempfile::tempdir().unwrap();
        fs::write(out.path().join("precious.txt"), "keep me").unwrap();
        let msg = prepare(&options(src.path(), out.path()), |_| {})
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("is not empty") && msg.contains("precious.txt") && msg.contains("--force"),
            "{msg}"
        );
        let names: Vec<_> = fs::read_dir(out.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("precious.txt")]);
        assert_eq!(
            fs::read_to_string(out.path().join("precious.txt")).unwrap(),
            "keep me"
        );

        let mut forced = options(src.path(), out.path());
        forced.force = true;
        prepare(&forced, |_| {}).unwrap();
        assert_eq!(
            fs::read_to_string(out.path().join("precious.txt")).unwrap(),
            "keep me"
        );
    }

    #[test]
    fn rerun_into_our_own_dir_replaces_the_dataset_and_drops_stale_shards() {
        let src = tree();
        let out = tempfile::tempdir().unwrap();
        let mut o = options(src.path(), out.path());
        o.shard_rows = 1;
        assert_eq!(prepare(&o, |_| {}).unwrap().shards.len(), 4);
        o.shard_rows = 4;
        assert_eq!(prepare(&o, |_| {}).unwrap().shards.len(), 1);
        let mut names: Vec<_> = fs::read_dir(out.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().into_string().unwrap())
            .collect();
        names.sort();
        assert_eq!(names, ["dataset.json", "shard-00000.parquet"]);
    }

    #[test]
    fn bad_arguments_are_explained() {
        let src = tree();
        let out = tempfile::tempdir().unwrap();
        let mut o = options(&src.path().join("nope"), out.path());
        assert!(
            prepare(&o, |_| {})
                .unwrap_err()
                .to_string()
                .contains("does not exist")
        );
        o = options(src.path(), out.path());
        o.globs = vec!["**/*.{h".into()];
        assert!(
            prepare(&o, |_| {})
                .unwrap_err()
                .to_string()
                .contains("invalid glob pattern")
        );
        o = options(src.path(), out.path());
        o.globs = vec!["**/*.rs".into()];
        let msg = prepare(&o, |_| {}).unwrap_err().to_string();
        assert!(
            msg.contains("no documents") && msg.contains("--glob"),
            "{msg}"
        );
        o = options(src.path(), out.path());
        o.held_out = 0.9;
        assert!(
            prepare(&o, |_| {})
                .unwrap_err()
                .to_string()
                .contains("outside [0, 0.5]")
        );
    }
}
