//! Checkpoints written by several processes: each process writes the pieces of the tensors
//! its devices hold, and process 0 commits the checkpoint once every process has reported its
//! part through the run's store.
//!
//! ```text
//! step-00000010/state-00000-of-00004.safetensors   process 0's pieces (`name@o0,o1,...`)
//! step-00000010/state-00001-of-00004.safetensors   ...
//! step-00000010/parts.json                         every part's sha256, every tensor's shape
//! step-00000010/meta.json                          as a one-process checkpoint's
//! ```
//!
//! The commit, over the run's key-value store (keys under `checkpoint/<step>/`): process 0
//! removes any marker of an earlier save of the step and publishes `begun`; every process
//! writes and fsyncs its part in the step directory (uploading it, for a bucket) and publishes
//! its size and sha256 (`part/<p>`); process 0 waits for every part (within the timeout,
//! naming a process that never reports), checks through the store that each part is there
//! with the reported size, writes `parts.json` and `meta.json`, and creates the commit marker
//! listing every file (see the parent module), then publishes `committed`, which the others
//! wait for. A process killed before the marker leaves the step uncommitted and the previous
//! checkpoint the one a resume uses. Loading reassembles whole tensors, so a checkpoint
//! written by N processes resumes on any number of processes, or on one.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Duration;

use pjrt::kv::KeyValueStore;
use pjrt::{ElementType, HostTensor};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::{
    Checkpoint, CheckpointDir, CheckpointError, CheckpointMeta, CommittedFile, META_FILE, io_err,
    read_file, sync_dir,
};

/// The file listing a sharded checkpoint's parts.
pub const PARTS_FILE: &str = "parts.json";

/// One piece of a tensor as a process holds it: where it sits in the whole tensor.
#[derive(Clone, Debug)]
pub struct TensorPiece {
    /// The tensor's stable name.
    pub name: String,
    /// The whole tensor's shape.
    pub dims: Vec<i64>,
    /// The piece's first index along each dimension.
    pub offsets: Vec<i64>,
    /// The piece itself.
    pub piece: HostTensor,
}

/// `parts.json`: each process's part and every tensor's whole shape.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PartsRecord {
    /// Processes that wrote the checkpoint.
    pub processes: usize,
    /// File name and sha256 of each process's part, by process.
    pub parts: Vec<PartFile>,
    /// Every tensor's element type and whole shape.
    pub tensors: BTreeMap<String, WholeTensor>,
}

/// One part file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PartFile {
    /// Its name in the step directory.
    pub file: String,
    /// sha256 of its bytes.
    pub sha256: String,
}

/// A whole tensor's type and shape.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WholeTensor {
    /// Element type, as safetensors names it (`F32`, `BF16`, ...).
    pub dtype: String,
    /// Shape.
    pub dims: Vec<i64>,
}

/// The part file of process `p` of `n`.
fn part_file(p: usize, n: usize) -> String {
    format!("state-{p:05}-of-{n:05}.safetensors")
}

/// A piece's entry name in its part file: `name@o0,o1,...`.
fn piece_key(name: &str, offsets: &[i64]) -> String {
    let o: Vec<String> = offsets.iter().map(i64::to_string).collect();
    format!("{name}@{}", o.join(","))
}

/// Reads a key of the commit from the run's store, naming who should have written it.
type ReportOf<'a> = dyn Fn(&str, String) -> Result<Vec<u8>, CheckpointError> + 'a;

fn commit_err(step: u64, what: impl std::fmt::Display) -> CheckpointError {
    CheckpointError::Commit {
        step,
        reason: what.to_string(),
    }
}

impl CheckpointDir {
    /// Writes this process's part of the checkpoint `meta.step` (the `pieces` its devices
    /// hold, each written by one process only) and takes part in the commit through `store`
    /// (see the module docs), waiting at most `timeout` for the others. `meta` must be the
    /// same on every process; process 0 writes it and the marker. Returns the step directory.
    pub fn save_part(
        &self,
        meta: &CheckpointMeta,
        process: usize,
        processes: usize,
        pieces: &[TensorPiece],
        store: &dyn KeyValueStore,
        timeout: Duration,
    ) -> Result<PathBuf, CheckpointError> {
        let step = meta.step;
        let key = |k: &str| format!("checkpoint/{step}/{k}");
        let get = |k: &str, who: String| {
            store.get(&key(k), timeout).map_err(|e| {
                commit_err(
                    step,
                    format!("{who} did not report within {timeout:?}: {e}"),
                )
            })
        };
        let put = |k: &str, v: &[u8]| store.put(&key(k), v).map_err(|e| commit_err(step, e));
        // Process 0 uncommits an earlier save of this step before anyone writes into it.
        let dir = if process == 0 {
            let dir = self.begin(step)?;
            put("begun", b"1")?;
            dir
        } else {
            get("begun", "process 0".into())?;
            let dir = self.root.join(Self::step_dir_name(step));
            fs::create_dir_all(&dir).map_err(io_err(&dir))?;
            dir
        };
        let report = self.write_part(step, process, processes, pieces, &dir)?;
        put(&format!("part/{process}"), report.to_string().as_bytes())?;
        if process != 0 {
            get("committed", "process 0's commit".into())?;
            if self.store.is_bucket() {
                // The bucket holds the part now; the staging copy is not kept.
                let _ = fs::remove_dir_all(&dir);
            }
            return Ok(dir);
        }
        let files = self
            .write_parts_record(meta, processes, &dir, &get)
            .inspect_err(|_| {
                if !self.store.is_bucket() {
                    let _ = fs::remove_dir_all(&dir);
                }
            })?;
        self.commit(step, &files, &[PARTS_FILE, META_FILE])?;
        put("committed", Self::step_dir_name(step).as_bytes())?;
        Ok(dir)
    }

    /// Writes this process's part into the step directory (uploading it, for a bucket) and
    /// returns its report: size, sha256 and the whole shapes of its tensors.
    fn write_part(
        &self,
        step: u64,
        process: usize,
        processes: usize,
        pieces: &[TensorPiece],
        dir: &Path,
    ) -> Result<serde_json::Value, CheckpointError> {
        let entries: BTreeMap<String, HostTensor> = pieces
            .iter()
            .map(|p| (piece_key(&p.name, &p.offsets), p.piece.clone()))
            .collect();
        let bytes =
            crate::tensor_file::to_bytes(&entries).map_err(|reason| commit_err(step, reason))?;
        let file = part_file(process, processes);
        let path = dir.join(&file);
        files::write_synced_with(&path, |f| {
            std::io::Write::write_all(f, &bytes).map_err(io_err(&path))
        })?;
        if self.store.is_bucket() {
            self.store
                .put_file(&Self::key(step, &file), &path)
                .map_err(|e| commit_err(step, format!("process {process}'s part: {e}")))?;
        }
        let mut shapes = BTreeMap::new();
        for p in pieces {
            shapes.insert(
                p.name.clone(),
                WholeTensor {
                    dtype: format!("{:?}", p.piece.dtype()),
                    dims: p.dims.clone(),
                },
            );
        }
        Ok(serde_json::json!({
            "size": bytes.len(),
            "sha256": hex::encode(Sha256::digest(&bytes)),
            "tensors": shapes,
        }))
    }

    /// Process 0: waits for every part's report, checks through the store that each part is
    /// there (a run directory not shared between hosts is caught here), and writes
    /// `parts.json` and `meta.json`. Returns every file the marker lists.
    fn write_parts_record(
        &self,
        meta: &CheckpointMeta,
        processes: usize,
        dir: &Path,
        get: &ReportOf<'_>,
    ) -> Result<Vec<CommittedFile>, CheckpointError> {
        let step = meta.step;
        let mut record = PartsRecord {
            processes,
            parts: Vec::with_capacity(processes),
            tensors: BTreeMap::new(),
        };
        let mut committed = Vec::new();
        for p in 0..processes {
            let v: serde_json::Value = serde_json::from_slice(&get(
                &format!("part/{p}"),
                format!("process {p} of {processes}"),
            )?)
            .map_err(|e| commit_err(step, format!("process {p}'s report: {e}")))?;
            let tensors: BTreeMap<String, WholeTensor> =
                serde_json::from_value(v["tensors"].clone())
                    .map_err(|e| commit_err(step, format!("process {p}'s report: {e}")))?;
            record.tensors.extend(tensors);
            let file = part_file(p, processes);
            let size = v["size"].as_u64().unwrap_or_default();
            let seen = self.store.head(&Self::key(step, &file))?;
            if seen.as_ref().map(|o| o.size) != Some(size) {
                return Err(commit_err(
                    step,
                    format!(
                        "process {p} wrote {file} ({size} bytes) but process 0 sees {}: the run \
                         directory must be the same shared directory or bucket on every host",
                        seen.map_or("nothing".to_string(), |o| format!("{} bytes", o.size))
                    ),
                ));
            }
            let sha256 = v["sha256"].as_str().unwrap_or_default().to_string();
            committed.push(CommittedFile {
                name: file.clone(),
                size,
                sha256: sha256.clone(),
            });
            record.parts.push(PartFile { file, sha256 });
        }
        let mut meta = meta.clone();
        meta.tensors_sha256 = String::new();
        meta.commit = Some(super::MARKER_PROTOCOL.into());
        let meta_json = serde_json::to_vec_pretty(&meta).expect("checkpoint meta serializes");
        let parts_json = serde_json::to_vec_pretty(&record).expect("parts serialize");
        for (file, bytes) in [(PARTS_FILE, &parts_json), (META_FILE, &meta_json)] {
            let path = dir.join(file);
            files::write_synced_with(&path, |f| {
                std::io::Write::write_all(f, bytes).map_err(io_err(&path))
            })?;
            committed.push(CommittedFile::of(file, bytes));
        }
        sync_dir(dir)?;
        Ok(committed)
    }
}

/// Loads a sharded checkpoint directory's tensors whole: every part verified against
/// `parts.json`, every element of every tensor covered exactly once.
pub(super) fn load_parts(dir: &Path, meta: CheckpointMeta) -> Result<Checkpoint, CheckpointError> {
    let invalid = |reason: String| CheckpointError::Invalid {
        path: dir.to_path_buf(),
        reason,
    };
    let record: PartsRecord = serde_json::from_slice(&read_file(&dir.join(PARTS_FILE))?)
        .map_err(|e| invalid(format!("{PARTS_FILE}: {e}")))?;
    let mut wholes: BTreeMap<String, Assembling> = BTreeMap::new();
    for part in &record.parts {
        let bytes = read_file(&dir.join(&part.file))?;
        let digest = hex::encode(Sha256::digest(&bytes));
        if digest != part.sha256 {
            return Err(invalid(format!(
                "{} has sha256 {digest} but {PARTS_FILE} records {}",
                part.file, part.sha256
            )));
        }
        let pieces = crate::tensor_file::from_bytes(&bytes).map_err(invalid)?;
        for (key, piece) in pieces {
            let (name, offsets) = parse_piece_key(&key).ok_or_else(|| {
                invalid(format!("{}: entry `{key}` is not name@offsets", part.file))
            })?;
            let whole_spec = record.tensors.get(name).ok_or_else(|| {
                invalid(format!(
                    "{}: `{name}` has no shape in {PARTS_FILE}",
                    part.file
                ))
            })?;
            let size = piece.dtype().size_bytes();
            let count = whole_spec.dims.iter().product::<i64>() as usize;
            let whole = wholes
                .entry(name.to_string())
                .or_insert_with(|| Assembling {
                    dtype: piece.dtype(),
                    dims: whole_spec.dims.clone(),
                    data: vec![0u8; count * size],
                    covered: vec![false; count],
                });
            place(
                &whole.dims,
                &mut whole.data,
                &mut whole.covered,
                &piece,
                &offsets,
            )
            .map_err(|why| invalid(format!("{}: `{key}`: {why}", part.file)))?;
        }
    }
    let mut tensors = BTreeMap::new();
    for (name, whole_spec) in &record.tensors {
        let Some(Assembling {
            dtype,
            dims,
            data,
            covered,
        }) = wholes.remove(name)
        else {
            return Err(invalid(format!("no part holds any piece of `{name}`")));
        };
        if let Some(i) = covered.iter().position(|c| !c) {
            return Err(invalid(format!(
                "no part holds element {i} of `{name}` {:?}: a part is missing pieces",
                whole_spec.dims
            )));
        }
        let t = HostTensor::new(dtype, &dims, data).map_err(|e| invalid(e.to_string()))?;
        tensors.insert(name.clone(), t);
    }
    Ok(Checkpoint { meta, tensors })
}

/// A whole tensor being filled from its pieces, with the elements written so far.
struct Assembling {
    dtype: ElementType,
    dims: Vec<i64>,
    data: Vec<u8>,
    covered: Vec<bool>,
}

fn parse_piece_key(key: &str) -> Option<(&str, Vec<i64>)> {
    let (name, offsets) = key.rsplit_once('@')?;
    let offsets = if offsets.is_empty() {
        Vec::new()
    } else {
        offsets
            .split(',')
            .map(|o| o.parse().ok())
            .collect::<Option<Vec<i64>>>()?
    };
    Some((name, offsets))
}

/// Copies `piece` into the whole tensor `data` of shape `dims` at `offsets`, marking the
/// elements it covers; an element covered twice or a piece out of bounds is an error.
fn place(
    dims: &[i64],
    data: &mut [u8],
    covered: &mut [bool],
    piece: &HostTensor,
    offsets: &[i64],
) -> Result<(), String> {
    let shape = piece.dims();
    if shape.len() != dims.len() || offsets.len() != dims.len() {
        return Err(format!(
            "a rank-{} piece of a rank-{} tensor",
            shape.len(),
            dims.len()
        ));
    }
    if (0..dims.len()).any(|d| offsets[d] < 0 || offsets[d] + shape[d] > dims[d]) {
        return Err(format!(
            "piece {shape:?} at {offsets:?} is outside {dims:?}"
        ));
    }
    let size = piece.dtype().size_bytes();
    let (mut read, mut twice) = (0, None);
    crate::mesh::for_each_row(dims, shape, offsets, |start, len| {
        if covered[start..start + len].iter().any(|&c| c) {
            twice.get_or_insert(start);
        }
        covered[start..start + len].fill(true);
        data[start * size..(start + len) * size]
            .copy_from_slice(&piece.bytes()[read * size..(read + len) * size]);
        read += len;
    });
    if let Some(at) = twice {
        return Err(format!("element {at} is in two pieces"));
    }
    Ok(())
}
