//! Checkpoints committed by a marker written last: safetensors for tensors, a small JSON for
//! the rest, in a local directory or a bucket alike.
//!
//! Layout under a checkpoint root (`RUN_DIR/checkpoints`):
//!
//! ```text
//! root/
//!   step-00000010/state.safetensors   params, optimizer state, MoE bias (one file)
//!   step-00000010/meta.json           step, data cursor, RNG, config hash, sha256 of the tensors file
//!   step-00000010/commit.json         written last: every file's name, size and sha256
//!   latest                            a hint naming the newest committed step, never trusted
//! ```
//!
//! Why a marker and not a rename: object stores (and gcsfuse on a flat bucket) cannot rename a
//! directory atomically, so the files are written in place and the checkpoint is committed by
//! creating `commit.json` after every file is complete, with a conditional create (exactly one
//! writer can commit a step). A checkpoint exists only when its marker does and every file
//! matches it; resume finds the newest one by listing, and [`CheckpointDir::load_latest`]
//! falls back past any that fail to verify. A step directory without a marker (a writer
//! stopped before its commit) is ignored on resume, named in the log, and removed by
//! retention. The same protocol runs on local disks, so there is one path to test; local
//! files are still fsynced before the marker is created.
//!
//! Directories written by the earlier protocol (renamed into place, no marker; their
//! `meta.json` has no `commit` field) are complete by construction and still load.
//!
//! A run of several processes writes one part per process instead of `state.safetensors`
//! ([`CheckpointDir::save_part`], module `parts`); loading reassembles whole tensors either way.

use std::collections::BTreeMap;
use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};

use pjrt::{ElementType, HostTensor};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use store::Store;

mod parts;
pub use parts::{PARTS_FILE, PartFile, PartsRecord, TensorPiece, WholeTensor};

const TENSORS_FILE: &str = "state.safetensors";
/// The metadata file of a checkpoint directory.
pub const META_FILE: &str = "meta.json";
/// The commit marker of a checkpoint directory, written last.
pub const COMMIT_FILE: &str = "commit.json";
const LATEST_FILE: &str = "latest";
const TMP_PREFIX: &str = ".tmp-";
/// The value of [`CheckpointMeta::commit`] in checkpoints committed by a marker.
const MARKER_PROTOCOL: &str = "marker";

/// Errors from writing, finding or verifying checkpoints.
#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    /// A file operation failed; `path` says where.
    #[error("checkpoint I/O on {path}: {source}")]
    Io {
        /// The file or directory involved.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: io::Error,
    },
    /// The store holding the checkpoints (a bucket, or a local directory) failed.
    #[error("checkpoint store: {0}")]
    Store(#[from] store::StoreError),
    /// A checkpoint exists but fails verification (hash, parse, shape).
    #[error("checkpoint {path} is invalid: {reason}")]
    Invalid {
        /// The checkpoint directory.
        path: PathBuf,
        /// What failed.
        reason: String,
    },
    /// The checkpoint holds different tensors than the model needs.
    #[error("checkpoint {path} does not match this model: {reason}")]
    Mismatch {
        /// The checkpoint directory.
        path: PathBuf,
        /// Which tensor differs and how.
        reason: String,
    },
    /// A checkpoint could not be committed.
    #[error(
        "checkpoint of step {step} not committed: {reason} (the previous committed checkpoint \
         stays the one a resume uses)"
    )]
    Commit {
        /// The step being saved.
        step: u64,
        /// What failed, naming the process.
        reason: String,
    },
    /// The checkpoint root has no complete checkpoint to resume from.
    #[error(
        "no valid checkpoint under {0}; start without --resume, pass --resume auto (continue if \
         there is a valid checkpoint, else start fresh), or point --run-dir at the run to resume"
    )]
    NoneFound(String),
}

fn io_err(path: &Path) -> impl FnOnce(io::Error) -> CheckpointError + '_ {
    move |source| CheckpointError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Everything in a checkpoint besides the tensors.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CheckpointMeta {
    /// Optimizer steps completed when the checkpoint was taken.
    pub step: u64,
    /// Hash of the model/optimizer config the tensors belong to.
    pub config_hash: String,
    /// Where the data loader resumes (opaque to this module).
    pub data_cursor: serde_json::Value,
    /// Any further run state needed for an exact resume (RNG, schedule).
    #[serde(default)]
    pub extra: serde_json::Value,
    /// sha256 of `state.safetensors`, filled in when written.
    #[serde(default)]
    pub tensors_sha256: String,
    /// How the checkpoint is committed: `"marker"` (a `commit.json` written last), filled in
    /// when written; absent in directories of the earlier rename protocol.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commit: Option<String>,
}

/// `commit.json`: the files of a committed checkpoint.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CommitRecord {
    /// The step committed.
    pub step: u64,
    /// Every file of the step directory but the marker, with its size and sha256.
    pub files: Vec<CommittedFile>,
}

/// One file a commit marker vouches for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CommittedFile {
    /// Its name in the step directory.
    pub name: String,
    /// Its size in bytes.
    pub size: u64,
    /// sha256 of its bytes.
    pub sha256: String,
}

/// A checkpoint in memory: named tensors plus metadata.
#[derive(Clone, Debug)]
pub struct Checkpoint {
    /// Metadata, see [`CheckpointMeta`].
    pub meta: CheckpointMeta,
    /// Tensors by name (params, optimizer state, MoE bias), in name order.
    pub tensors: BTreeMap<String, HostTensor>,
}

/// What a model expects of one checkpoint tensor.
#[derive(Clone, Debug)]
pub struct ExpectedTensor {
    /// The tensor's stable name.
    pub name: String,
    /// Its element type.
    pub dtype: ElementType,
    /// Its shape.
    pub dims: Vec<i64>,
}

/// What a step directory holds, as the listing and its marker say.
#[derive(Clone, Debug, PartialEq)]
enum StepState {
    /// Its marker exists.
    Committed(CommitRecord),
    /// Written by the earlier protocol (renamed into place whole): complete if it verifies.
    Renamed,
    /// No marker: a writer stopped before committing it (or is writing it now).
    Uncommitted,
}

/// A root of checkpoints, committed by markers, with keep-last-N retention. Files are written
/// and read in a local directory (`root`); the store is where they are committed: the same
/// directory for a local run, a bucket prefix for a run in a bucket (files uploaded, then the
/// marker; local copies removed once committed).
#[derive(Clone, Debug)]
pub struct CheckpointDir {
    root: PathBuf,
    store: Store,
    keep_last: usize,
}

impl CheckpointDir {
    /// Opens (creating if needed) a local checkpoint root keeping the newest `keep_last` (at
    /// least 1).
    pub fn open(root: impl Into<PathBuf>, keep_last: usize) -> Result<Self, CheckpointError> {
        let root = root.into();
        fs::create_dir_all(&root).map_err(io_err(&root))?;
        let store = Store::open(&store::Location::Local(root.clone()))?;
        Ok(Self {
            root,
            store,
            keep_last: keep_last.max(1),
        })
    }

    /// A checkpoint root committed in `store` (a bucket prefix), staged through the local
    /// directory `staging` (created if needed).
    pub fn open_in(
        staging: impl Into<PathBuf>,
        store: Store,
        keep_last: usize,
    ) -> Result<Self, CheckpointError> {
        let root = staging.into();
        fs::create_dir_all(&root).map_err(io_err(&root))?;
        Ok(Self {
            root,
            store,
            keep_last: keep_last.max(1),
        })
    }

    /// The local directory checkpoints are written in and read from.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// Where checkpoints are committed (the local root itself, or a bucket prefix).
    pub fn location(&self) -> &store::Location {
        self.store.location()
    }

    fn step_dir_name(step: u64) -> String {
        format!("step-{step:08}")
    }

    fn key(step: u64, file: &str) -> String {
        format!("{}/{file}", Self::step_dir_name(step))
    }

    /// Writes `ckpt` in place, commits it with its marker, moves the `latest` hint to it, then
    /// prunes old checkpoints.
    ///
    /// On error nothing committed is touched: the step stays uncommitted (its partial local
    /// directory is removed) and resume uses the previous committed checkpoint.
    pub fn save(&self, ckpt: &Checkpoint) -> Result<PathBuf, CheckpointError> {
        self.save_with(ckpt, &mut RealFs)
    }

    fn save_with(
        &self,
        ckpt: &Checkpoint,
        fs_ops: &mut dyn WriteFs,
    ) -> Result<PathBuf, CheckpointError> {
        let step = ckpt.meta.step;
        let dir = self.begin(step)?;
        let written = self.write_files(ckpt, &dir, fs_ops);
        let files = match written {
            Ok(files) => files,
            Err(e) => {
                let _ = fs::remove_dir_all(&dir);
                return Err(e);
            }
        };
        let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
        self.commit(step, &files, &names)?;
        Ok(dir)
    }

    /// Starts (re)writing the checkpoint of `step`: a marker left by an earlier save of the
    /// same step (a resumed run saving its step again) is removed first, so the directory is
    /// never committed while its files change. Returns the local step directory.
    fn begin(&self, step: u64) -> Result<PathBuf, CheckpointError> {
        self.store.delete(&Self::key(step, COMMIT_FILE))?;
        let dir = self.root.join(Self::step_dir_name(step));
        fs::create_dir_all(&dir).map_err(io_err(&dir))?;
        Ok(dir)
    }

    /// Writes the tensors and `meta.json` into `dir`, fsynced; returns what the marker lists.
    fn write_files(
        &self,
        ckpt: &Checkpoint,
        dir: &Path,
        fs_ops: &mut dyn WriteFs,
    ) -> Result<Vec<CommittedFile>, CheckpointError> {
        let bytes = crate::tensor_file::to_bytes(&ckpt.tensors).map_err(|reason| {
            CheckpointError::Invalid {
                path: dir.to_path_buf(),
                reason,
            }
        })?;
        let mut meta = ckpt.meta.clone();
        meta.tensors_sha256 = hex::encode(Sha256::digest(&bytes));
        meta.commit = Some(MARKER_PROTOCOL.into());
        let meta_json = serde_json::to_vec_pretty(&meta).expect("checkpoint meta serializes");
        let mut files = Vec::new();
        for (name, bytes) in [(TENSORS_FILE, &bytes), (META_FILE, &meta_json)] {
            let path = dir.join(name);
            files::write_synced_with(&path, |f| fs_ops.write(f, &path, bytes))?;
            files.push(CommittedFile::of(name, bytes));
        }
        sync_dir(dir)?;
        Ok(files)
    }

    /// Commits the step whose `files` are complete: uploads those named in `upload` from the
    /// local step directory (a bucket; the others are there already), creates the marker
    /// (conditionally: a marker already there means another writer committed this step),
    /// points the `latest` hint at it and prunes.
    fn commit(
        &self,
        step: u64,
        files: &[CommittedFile],
        upload: &[&str],
    ) -> Result<(), CheckpointError> {
        let dir = self.root.join(Self::step_dir_name(step));
        if self.store.is_bucket() {
            for name in upload {
                self.store
                    .put_file(&Self::key(step, name), &dir.join(name))?;
            }
        }
        let record = CommitRecord {
            step,
            files: files.to_vec(),
        };
        let marker = serde_json::to_vec_pretty(&record).expect("commit record serializes");
        match self.store.create(&Self::key(step, COMMIT_FILE), marker)? {
            store::Created::Created(_) => {}
            store::Created::AlreadyExists => {
                return Err(CheckpointError::Commit {
                    step,
                    reason: format!(
                        "{} already exists: another writer committed this step (is a second \
                         run writing to {}?)",
                        COMMIT_FILE,
                        self.store.location()
                    ),
                });
            }
        }
        if self.store.is_bucket() {
            // The bucket holds it now; the staging copy is not kept.
            let _ = fs::remove_dir_all(&dir);
        }
        // Committed: the hint and retention are upkeep, retried at the next save, and never
        // make a committed checkpoint count as failed.
        if let Err(e) = self.point_latest_at(step).and_then(|()| self.prune()) {
            tracing::warn!(
                "checkpoint of step {step} committed, but moving the `latest` hint or removing \
                 old checkpoints failed (retried at the next save): {e}"
            );
        }
        Ok(())
    }

    /// Step directories present, committed or not, newest first.
    pub fn steps(&self) -> Result<Vec<u64>, CheckpointError> {
        let mut steps: Vec<u64> = self
            .store
            .list_dirs("")?
            .iter()
            .filter_map(|n| parse_step_dir(n))
            .collect();
        steps.sort_unstable_by(|a, b| b.cmp(a));
        Ok(steps)
    }

    /// Steps whose checkpoints are committed (by a marker, or by the earlier rename
    /// protocol), newest first. Whether their files verify is checked on load.
    pub fn committed_steps(&self) -> Result<Vec<u64>, CheckpointError> {
        let mut committed = Vec::new();
        for step in self.steps()? {
            if self.state_of(step)? != StepState::Uncommitted {
                committed.push(step);
            }
        }
        Ok(committed)
    }

    fn state_of(&self, step: u64) -> Result<StepState, CheckpointError> {
        if let Some((bytes, _)) = self.store.get(&Self::key(step, COMMIT_FILE))? {
            let record = serde_json::from_slice(&bytes).map_err(|e| CheckpointError::Invalid {
                path: self.root.join(Self::step_dir_name(step)),
                reason: format!("{COMMIT_FILE}: {e}"),
            })?;
            return Ok(StepState::Committed(record));
        }
        let Some((meta, _)) = self.store.get(&Self::key(step, META_FILE))? else {
            return Ok(StepState::Uncommitted);
        };
        // Only the earlier protocol wrote meta.json without a `commit` field, and it renamed
        // whole directories into place.
        match serde_json::from_slice::<CheckpointMeta>(&meta) {
            Ok(m) if m.commit.is_none() => Ok(StepState::Renamed),
            _ => Ok(StepState::Uncommitted),
        }
    }

    /// The checkpoint the `latest` hint names, if any. The hint is only read when it holds a
    /// checkpoint directory's name (`step-` and digits, nothing else: no path separators, no
    /// `..`); anything else is ignored with a warning. Resume never trusts it over the listing.
    pub fn latest_name(&self) -> Result<Option<String>, CheckpointError> {
        match self.store.get(LATEST_FILE)? {
            Some((bytes, _)) => {
                let s = String::from_utf8_lossy(&bytes);
                let name = s.trim();
                if parse_step_dir(name).is_some() {
                    Ok(Some(name.to_string()))
                } else {
                    tracing::warn!(
                        "ignoring {}: it should name a checkpoint directory (step-NNNNNNNN), \
                         it holds {name:?}",
                        self.store.location().join(LATEST_FILE)
                    );
                    Ok(None)
                }
            }
            None => Ok(None),
        }
    }

    /// Points the `latest` hint at the checkpoint of `step`, e.g. after a resume fell back
    /// past damaged newer checkpoints.
    pub fn point_latest_at(&self, step: u64) -> Result<(), CheckpointError> {
        self.store
            .put(LATEST_FILE, Self::step_dir_name(step).into_bytes())?;
        Ok(())
    }

    /// Loads the newest committed checkpoint that verifies, by listing (falling back past
    /// damaged ones with a warning; uncommitted step directories are named and skipped).
    pub fn load_latest(&self, expected: &[ExpectedTensor]) -> Result<Checkpoint, CheckpointError> {
        let mut last_err = None;
        for step in self.steps()? {
            let name = Self::step_dir_name(step);
            let state = self.state_of(step)?;
            if state == StepState::Uncommitted {
                tracing::warn!(
                    "ignoring {}: not committed (no {COMMIT_FILE}: its writer stopped before \
                     the commit); retention removes it",
                    self.store.location().join(&name)
                );
                continue;
            }
            let loaded = self
                .fetch(step, &state)
                .and_then(|dir| self.load_dir(&dir, expected));
            match loaded {
                Ok(ckpt) => return Ok(ckpt),
                // A model mismatch is the user's problem, not damage: report it.
                Err(e @ CheckpointError::Mismatch { .. }) => return Err(e),
                Err(e) => {
                    tracing::warn!("skipping checkpoint {name}: {e}");
                    last_err = Some(e);
                }
            }
        }
        match last_err {
            Some(e) => Err(e),
            None => Err(CheckpointError::NoneFound(
                self.store.location().to_string(),
            )),
        }
    }

    /// The local directory holding the files of the committed `step`, each checked against
    /// its marker (downloaded first from a bucket).
    fn fetch(&self, step: u64, state: &StepState) -> Result<PathBuf, CheckpointError> {
        let dir = self.root.join(Self::step_dir_name(step));
        let StepState::Committed(record) = state else {
            return Ok(dir);
        };
        for f in &record.files {
            let path = dir.join(&f.name);
            if self.store.is_bucket() {
                self.store.download(&Self::key(step, &f.name), &path)?;
            }
            let bytes = read_file(&path)?;
            let found = CommittedFile::of(&f.name, &bytes);
            if found != *f {
                return Err(CheckpointError::Invalid {
                    path: dir.clone(),
                    reason: format!(
                        "{} has {} bytes, sha256 {}, but {COMMIT_FILE} records {} bytes, sha256 \
                         {} (changed after the commit)",
                        f.name, found.size, found.sha256, f.size, f.sha256
                    ),
                });
            }
        }
        Ok(dir)
    }

    /// Loads and verifies one local checkpoint directory against the expected tensors
    /// (an empty `expected` skips the model check).
    pub fn load_dir(
        &self,
        dir: &Path,
        expected: &[ExpectedTensor],
    ) -> Result<Checkpoint, CheckpointError> {
        let invalid = |reason: String| CheckpointError::Invalid {
            path: dir.to_path_buf(),
            reason,
        };
        let meta_path = dir.join(META_FILE);
        let meta_bytes = read_file(&meta_path)?;
        let meta: CheckpointMeta = serde_json::from_slice(&meta_bytes)
            .map_err(|e| invalid(format!("{META_FILE}: {e}")))?;
        if dir.join(parts::PARTS_FILE).exists() {
            let ckpt = parts::load_parts(dir, meta)?;
            check_expected(&ckpt.tensors, expected).map_err(|reason| {
                CheckpointError::Mismatch {
                    path: dir.to_path_buf(),
                    reason,
                }
            })?;
            return Ok(ckpt);
        }
        let tensors_path = dir.join(TENSORS_FILE);
        let bytes = read_file(&tensors_path)?;
        let digest = hex::encode(Sha256::digest(&bytes));
        if digest != meta.tensors_sha256 {
            return Err(invalid(format!(
                "{TENSORS_FILE} has sha256 {digest} but {META_FILE} records {}",
                meta.tensors_sha256
            )));
        }
        let tensors = crate::tensor_file::from_bytes(&bytes).map_err(invalid)?;
        check_expected(&tensors, expected).map_err(|reason| CheckpointError::Mismatch {
            path: dir.to_path_buf(),
            reason,
        })?;
        Ok(Checkpoint { meta, tensors })
    }

    /// Retention: counting from the anchor (the committed step `latest` names, else the newest
    /// committed one), keeps the anchor and the newest `keep_last - 1` committed steps before
    /// it; removes older ones, every step newer than the anchor (left by a run that was resumed
    /// from an earlier step because those failed to verify: garbage) and every uncommitted step
    /// directory (named in the log). A committed step loses its marker first, so an interrupted
    /// removal leaves an uncommitted directory, never a committed one with files missing.
    /// Local temporary entries of the earlier protocol are removed only when the process that
    /// wrote them is gone.
    ///
    /// Run only by the run's one writer (the lease or lock holder) when no save is in flight.
    pub fn prune(&self) -> Result<(), CheckpointError> {
        let mut states = Vec::new();
        for step in self.steps()? {
            states.push((step, self.state_of(step)?));
        }
        let hinted = self.latest_name()?.and_then(|n| parse_step_dir(&n));
        let committed = |s: &StepState| *s != StepState::Uncommitted;
        let anchor = hinted
            .filter(|h| states.iter().any(|(s, st)| s == h && committed(st)))
            .or_else(|| states.iter().find(|(_, st)| committed(st)).map(|(s, _)| *s));
        let Some(anchor) = anchor else {
            // Nothing committed: nothing to count from, and nothing is removed.
            return Ok(());
        };
        let mut kept = 0;
        for (step, state) in states {
            let name = Self::step_dir_name(step);
            if committed(&state) && step <= anchor && kept < self.keep_last {
                kept += 1;
                continue;
            }
            if state == StepState::Uncommitted {
                tracing::info!(
                    "removing uncommitted checkpoint directory {}",
                    self.store.location().join(&name)
                );
            }
            self.store.delete(&Self::key(step, COMMIT_FILE))?;
            self.store.delete_prefix(&name)?;
            let local = self.root.join(&name);
            if local.exists() {
                fs::remove_dir_all(&local).map_err(io_err(&local))?;
            }
        }
        self.remove_dead_temporaries()
    }

    /// The earlier protocol's temporary step directories and `latest`'s temporary sibling,
    /// left by a writer killed mid-write, once that writer is gone.
    fn remove_dead_temporaries(&self) -> Result<(), CheckpointError> {
        let Ok(entries) = fs::read_dir(&self.root) else {
            return Ok(());
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            let temporary = name.starts_with(TMP_PREFIX)
                || files::temp_sibling_writer(Path::new(LATEST_FILE), &name).is_some();
            if temporary && writer_is_gone(&name) {
                let path = entry.path();
                let _ = if path.is_dir() {
                    fs::remove_dir_all(&path)
                } else {
                    fs::remove_file(&path)
                };
            }
        }
        Ok(())
    }
}

impl CommittedFile {
    /// The entry a marker records for `bytes` named `name`.
    fn of(name: &str, bytes: &[u8]) -> CommittedFile {
        CommittedFile {
            name: name.to_string(),
            size: bytes.len() as u64,
            sha256: hex::encode(Sha256::digest(bytes)),
        }
    }
}

/// The step of a checkpoint directory's name (`step-` followed by digits only).
fn parse_step_dir(name: &str) -> Option<u64> {
    let digits = name.strip_prefix("step-")?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Whether the process whose PID ends a temporary entry's name (`.tmp-...-PID`) is gone.
/// Unknown (no PID, or no `/proc` to ask) counts as alive: a stale entry costs disk space,
/// deleting a live writer's would cost its checkpoint.
fn writer_is_gone(name: &str) -> bool {
    let Some(pid) = name.rsplit('-').next().and_then(|p| p.parse::<u32>().ok()) else {
        return false;
    };
    if pid == std::process::id() {
        return false;
    }
    let proc_root = Path::new("/proc");
    proc_root.join("self").exists() && !proc_root.join(pid.to_string()).exists()
}

fn check_expected(
    tensors: &BTreeMap<String, HostTensor>,
    expected: &[ExpectedTensor],
) -> Result<(), String> {
    if expected.is_empty() {
        return Ok(());
    }
    for e in expected {
        let Some(t) = tensors.get(&e.name) else {
            return Err(format!(
                "tensor `{}` is missing (is this a checkpoint of another config?)",
                e.name
            ));
        };
        if t.dims() != e.dims.as_slice() || t.dtype() != e.dtype {
            return Err(format!(
                "tensor `{}` is {:?}{:?} in the checkpoint but the model expects {:?}{:?}",
                e.name,
                t.dtype(),
                t.dims(),
                e.dtype,
                e.dims
            ));
        }
    }
    if let Some(extra) = tensors
        .keys()
        .find(|k| !expected.iter().any(|e| &e.name == *k))
    {
        return Err(format!(
            "tensor `{extra}` in the checkpoint is not part of this model (is this a checkpoint of another config?)"
        ));
    }
    Ok(())
}

fn read_file(path: &Path) -> Result<Vec<u8>, CheckpointError> {
    let mut buf = Vec::new();
    File::open(path)
        .and_then(|mut f| f.read_to_end(&mut buf))
        .map_err(io_err(path))?;
    Ok(buf)
}

impl From<files::FileError> for CheckpointError {
    fn from(e: files::FileError) -> Self {
        CheckpointError::Io {
            path: e.path,
            source: e.source,
        }
    }
}

fn sync_dir(dir: &Path) -> Result<(), CheckpointError> {
    Ok(files::sync_dir(dir)?)
}

/// The one place checkpoint bytes reach an open file (created, synced and renamed by
/// [`files`]); tests inject write failures (a full disk) through it.
trait WriteFs {
    fn write(&mut self, file: &mut File, path: &Path, bytes: &[u8]) -> Result<(), CheckpointError>;
}

struct RealFs;

impl WriteFs for RealFs {
    fn write(&mut self, file: &mut File, path: &Path, bytes: &[u8]) -> Result<(), CheckpointError> {
        file.write_all(bytes).map_err(io_err(path))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ckpt(step: u64, value: f32) -> Checkpoint {
        let mut tensors = BTreeMap::new();
        tensors.insert(
            "layers.0.w".to_string(),
            HostTensor::from_f32(&[2, 3], &[value; 6]).unwrap(),
        );
        tensors.insert(
            "moe.bias".to_string(),
            HostTensor::from_f32(&[4], &[0.5; 4]).unwrap(),
        );
        Checkpoint {
            meta: CheckpointMeta {
                step,
                config_hash: "cfg".into(),
                data_cursor: serde_json::json!({"position": step * 8}),
                extra: serde_json::Value::Null,
                tensors_sha256: String::new(),
                commit: None,
            },
            tensors,
        }
    }

    fn expected() -> Vec<ExpectedTensor> {
        vec![
            ExpectedTensor {
                name: "layers.0.w".into(),
                dtype: ElementType::F32,
                dims: vec![2, 3],
            },
            ExpectedTensor {
                name: "moe.bias".into(),
                dtype: ElementType::F32,
                dims: vec![4],
            },
        ]
    }

    #[test]
    fn save_then_load_round_trips_and_prunes_to_keep_last() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 2).unwrap();
        for step in [10, 20, 30] {
            dir.save(&ckpt(step, step as f32)).unwrap();
        }
        assert_eq!(dir.steps().unwrap(), vec![30, 20]);
        let loaded = dir.load_latest(&expected()).unwrap();
        assert_eq!(loaded.meta.step, 30);
        assert_eq!(loaded.meta.data_cursor["position"], 240);
        assert_eq!(
            loaded.tensors["layers.0.w"].to_f32().unwrap(),
            vec![30.0; 6]
        );
    }

    #[test]
    fn corrupted_latest_falls_back_to_previous_valid_checkpoint() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 3).unwrap();
        dir.save(&ckpt(1, 1.0)).unwrap();
        dir.save(&ckpt(2, 2.0)).unwrap();
        let victim = tmp.path().join("step-00000002").join(TENSORS_FILE);
        let mut bytes = fs::read(&victim).unwrap();
        let n = bytes.len();
        bytes[n - 1] ^= 0xff;
        fs::write(&victim, bytes).unwrap();
        let loaded = dir.load_latest(&expected()).unwrap();
        assert_eq!(loaded.meta.step, 1);
    }

    fn corrupt(root: &Path, step: u64) {
        let victim = root
            .join(CheckpointDir::step_dir_name(step))
            .join(TENSORS_FILE);
        let mut bytes = fs::read(&victim).unwrap();
        bytes[0] ^= 0xff;
        fs::write(&victim, bytes).unwrap();
    }

    #[test]
    fn after_falling_back_past_corrupt_checkpoints_retention_keeps_the_valid_one() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 2).unwrap();
        for step in [10, 20, 30] {
            CheckpointDir::open(tmp.path(), 3)
                .unwrap()
                .save(&ckpt(step, step as f32))
                .unwrap();
        }
        corrupt(tmp.path(), 20);
        corrupt(tmp.path(), 30);
        // The resume: falls back to step 10 and points `latest` at it.
        let loaded = dir.load_latest(&expected()).unwrap();
        assert_eq!(loaded.meta.step, 10);
        dir.point_latest_at(10).unwrap();
        // The next save (step 15): the corrupt 20 and 30 are garbage, the valid 10 is kept.
        dir.save(&ckpt(15, 15.0)).unwrap();
        assert_eq!(dir.steps().unwrap(), vec![15, 10]);
        dir.save(&ckpt(20, 20.0)).unwrap();
        assert_eq!(
            dir.steps().unwrap(),
            vec![20, 15],
            "keep-last 2 once newer valid ones exist"
        );
        assert_eq!(dir.load_latest(&expected()).unwrap().meta.step, 20);
    }

    #[test]
    fn a_latest_pointer_that_is_not_a_checkpoint_name_is_ignored() {
        let tmp = tempfile::tempdir().unwrap();
        let outside = tmp.path().join("outside");
        fs::create_dir_all(outside.join("step-00000099")).unwrap();
        let root = tmp.path().join("ckpts");
        let dir = CheckpointDir::open(&root, 3).unwrap();
        dir.save(&ckpt(5, 5.0)).unwrap();
        for bad in [
            "garbage/../../outside/step-00000099",
            "../outside",
            "step-5x",
            "",
            "step-",
        ] {
            fs::write(root.join(LATEST_FILE), bad).unwrap();
            assert_eq!(dir.latest_name().unwrap(), None, "{bad:?}");
            assert_eq!(
                dir.load_latest(&expected()).unwrap().meta.step,
                5,
                "{bad:?}"
            );
            dir.prune().unwrap();
            assert!(
                outside.join("step-00000099").is_dir(),
                "nothing outside is touched"
            );
            assert_eq!(dir.steps().unwrap(), vec![5]);
        }
    }

    #[test]
    fn prune_leaves_temporary_entries_of_live_writers() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 2).unwrap();
        // PID 1 is always alive; a PID above the kernel's limit never is.
        let live = tmp.path().join(".tmp-step-00000007-1");
        let dead = tmp.path().join(".tmp-step-00000007-4194305");
        fs::create_dir_all(&live).unwrap();
        fs::create_dir_all(&dead).unwrap();
        // `latest`'s temporary sibling, as a writer killed while moving `latest` leaves it.
        let latest = tmp.path().join(LATEST_FILE);
        let live_latest = files::temp_sibling_of(&latest, 1);
        let dead_latest = files::temp_sibling_of(&latest, 4194305);
        fs::write(&live_latest, "step-00000007").unwrap();
        fs::write(&dead_latest, "step-00000007").unwrap();
        dir.save(&ckpt(1, 1.0)).unwrap();
        assert!(
            live.is_dir() && live_latest.is_file(),
            "another live writer's checkpoint in progress is kept"
        );
        if Path::new("/proc/self").exists() {
            assert!(
                !dead.exists() && !dead_latest.exists(),
                "a dead writer's leftovers are removed"
            );
        }
        assert_eq!(dir.latest_name().unwrap().as_deref(), Some("step-00000001"));
    }

    #[test]
    fn shape_mismatch_names_the_tensor_and_both_shapes() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 3).unwrap();
        dir.save(&ckpt(1, 1.0)).unwrap();
        let mut exp = expected();
        exp[0].dims = vec![2, 4];
        let err = dir.load_latest(&exp).unwrap_err().to_string();
        assert!(err.contains("`layers.0.w`"), "{err}");
        assert!(err.contains("[2, 3]") && err.contains("[2, 4]"), "{err}");
    }

    #[test]
    fn checkpoint_of_another_config_is_refused_by_name() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 3).unwrap();
        dir.save(&ckpt(1, 1.0)).unwrap();
        let mut exp = expected();
        exp.push(ExpectedTensor {
            name: "layers.1.w".into(),
            dtype: ElementType::F32,
            dims: vec![2, 3],
        });
        let err = dir.load_latest(&exp).unwrap_err().to_string();
        assert!(err.contains("`layers.1.w` is missing"), "{err}");
        assert!(err.contains("another config"), "{err}");
    }

    #[test]
    fn empty_root_says_how_to_proceed() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 3).unwrap();
        let err = dir.load_latest(&expected()).unwrap_err().to_string();
        assert!(err.contains("no valid checkpoint"), "{err}");
        assert!(err.contains("--resume"), "{err}");
    }

    /// Fails every write after `budget` bytes, like a disk filling up.
    struct FullDisk {
        budget: usize,
    }

    impl WriteFs for FullDisk {
        fn write(
            &mut self,
            file: &mut File,
            path: &Path,
            bytes: &[u8],
        ) -> Result<(), CheckpointError> {
            let take = bytes.len().min(self.budget);
            self.budget -= take;
            RealFs.write(file, path, &bytes[..take])?;
            if take < bytes.len() {
                return Err(io_err(path)(io::Error::from_raw_os_error(28))); // ENOSPC
            }
            Ok(())
        }
    }

    #[test]
    fn full_disk_while_saving_keeps_the_previous_checkpoint_intact() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 3).unwrap();
        dir.save(&ckpt(1, 1.0)).unwrap();
        let before = fs::read(tmp.path().join("step-00000001").join(TENSORS_FILE)).unwrap();
        // Budgets that run out in the tensors file, in meta.json and in `latest`,
        // growing until the save finally fits.
        let mut failures = 0;
        for budget in (0..).step_by(23) {
            let Err(err) = dir.save_with(&ckpt(2, 2.0), &mut FullDisk { budget }) else {
                break;
            };
            failures += 1;
            let err = err.to_string();
            assert!(
                err.contains("No space left on device"),
                "budget {budget}: {err}"
            );
            assert_eq!(dir.latest_name().unwrap().as_deref(), Some("step-00000001"));
            assert_eq!(dir.load_latest(&expected()).unwrap().meta.step, 1);
            let leftovers: Vec<_> = fs::read_dir(tmp.path())
                .unwrap()
                .flatten()
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|n| n.starts_with('.'))
                .collect();
            assert!(leftovers.is_empty(), "{leftovers:?}");
        }
        assert!(failures > 10, "only {failures} failing budgets exercised");
        let after = fs::read(tmp.path().join("step-00000001").join(TENSORS_FILE)).unwrap();
        assert_eq!(before, after);
        assert_eq!(dir.load_latest(&expected()).unwrap().meta.step, 2);
    }

    #[test]
    fn a_step_without_its_marker_is_ignored_named_and_removed_by_retention() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 3).unwrap();
        dir.save(&ckpt(1, 1.0)).unwrap();
        dir.save(&ckpt(2, 2.0)).unwrap();
        // A writer killed between its last file and its marker: complete files, no commit.
        fs::remove_file(tmp.path().join("step-00000002").join(COMMIT_FILE)).unwrap();
        assert_eq!(dir.committed_steps().unwrap(), vec![1]);
        assert_eq!(dir.load_latest(&expected()).unwrap().meta.step, 1);
        dir.save(&ckpt(3, 3.0)).unwrap();
        assert_eq!(
            dir.steps().unwrap(),
            vec![3, 1],
            "the uncommitted step 2 is removed, the committed ones kept"
        );
    }

    #[test]
    fn a_file_changed_after_its_commit_is_named_and_the_previous_step_used() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 3).unwrap();
        dir.save(&ckpt(1, 1.0)).unwrap();
        dir.save(&ckpt(2, 2.0)).unwrap();
        // meta.json edited by hand: its own hash check would not notice, the marker does.
        let meta = tmp.path().join("step-00000002").join(META_FILE);
        let text = fs::read_to_string(&meta)
            .unwrap()
            .replace("\"cfg\"", "\"cfh\"");
        fs::write(&meta, text).unwrap();
        let state = StepState::Committed(match dir.state_of(2).unwrap() {
            StepState::Committed(r) => r,
            other => panic!("{other:?}"),
        });
        let err = dir.fetch(2, &state).unwrap_err().to_string();
        assert!(
            err.contains("meta.json") && err.contains("changed after the commit"),
            "{err}"
        );
        assert_eq!(dir.load_latest(&expected()).unwrap().meta.step, 1);
    }

    #[test]
    fn a_marker_records_every_file_with_its_size_and_sha256() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 3).unwrap();
        dir.save(&ckpt(7, 7.0)).unwrap();
        let step_dir = tmp.path().join("step-00000007");
        let record: CommitRecord =
            serde_json::from_slice(&fs::read(step_dir.join(COMMIT_FILE)).unwrap()).unwrap();
        assert_eq!(record.step, 7);
        let names: Vec<&str> = record.files.iter().map(|f| f.name.as_str()).collect();
        assert_eq!(names, [TENSORS_FILE, META_FILE]);
        for f in &record.files {
            let bytes = fs::read(step_dir.join(&f.name)).unwrap();
            assert_eq!(f.size, bytes.len() as u64, "{}", f.name);
            // An independent hash of the bytes on disk.
            assert_eq!(f.sha256, hex::encode(Sha256::digest(&bytes)), "{}", f.name);
        }
    }

    #[test]
    fn a_second_writer_cannot_commit_a_step_already_committed() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = CheckpointDir::open(tmp.path(), 3).unwrap();
        dir.save(&ckpt(4, 4.0)).unwrap();
        let err = dir
            .commit(4, &[CommittedFile::of("x", b"x")], &[])
            .unwrap_err()
            .to_string();
        assert!(err.contains("another writer committed this step"), "{err}");
        assert_eq!(dir.load_latest(&expected()).unwrap().meta.step, 4);
    }

    #[test]
    fn a_directory_of_the_earlier_rename_protocol_still_resumes() {
        let tmp = tempfile::tempdir().unwrap();
        // Written as the earlier protocol wrote it: renamed into place, meta.json without a
        // `commit` field, no marker, and `latest` naming it.
        let step_dir = tmp.path().join("step-00000009");
        fs::create_dir_all(&step_dir).unwrap();
        let c = ckpt(9, 9.0);
        let bytes = crate::tensor_file::to_bytes(&c.tensors).unwrap();
        let mut meta = c.meta.clone();
        meta.tensors_sha256 = hex::encode(Sha256::digest(&bytes));
        fs::write(step_dir.join(TENSORS_FILE), &bytes).unwrap();
        fs::write(
            step_dir.join(META_FILE),
            serde_json::to_vec_pretty(&meta).unwrap(),
        )
        .unwrap();
        assert!(
            !String::from_utf8(fs::read(step_dir.join(META_FILE)).unwrap())
                .unwrap()
                .contains("commit")
        );
        fs::write(tmp.path().join(LATEST_FILE), "step-00000009").unwrap();
        let dir = CheckpointDir::open(tmp.path(), 2).unwrap();
        let loaded = dir.load_latest(&expected()).unwrap();
        assert_eq!(loaded.meta.step, 9);
        assert_eq!(loaded.tensors["layers.0.w"].to_f32().unwrap(), vec![9.0; 6]);
        // The next save counts it as committed: retention keeps it.
        dir.save(&ckpt(10, 10.0)).unwrap();
        assert_eq!(dir.committed_steps().unwrap(), vec![10, 9]);
    }
}
