//! Crash-safe checkpoints: safetensors for tensors, a small JSON for the rest.
//!
//! Layout under a checkpoint root:
//!
//! ```text
//! root/
//!   step-00000010/state.safetensors   params, optimizer state, MoE bias (one file)
//!   step-00000010/meta.json           step, data cursor, RNG, config hash, sha256 of the tensors file
//!   latest                            the name of the newest complete checkpoint ("step-00000010")
//! ```
//!
//! Why this order of operations: a checkpoint directory is first written under a
//! temporary name, every file is fsynced, then the directory is renamed into
//! place and the root fsynced; only then is `latest` replaced (temp file, fsync,
//! rename, fsync). A SIGKILL at any moment leaves `latest` naming either the
//! previous or the new checkpoint, both complete. `meta.json` carries the hash of
//! the tensors file, so a checkpoint damaged after the fact is detected on load
//! and [`CheckpointDir::load_latest`] falls back to the newest one that verifies.
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

mod parts;
pub use parts::{PARTS_FILE, PartFile, PartsRecord, TensorPiece, WholeTensor};

const TENSORS_FILE: &str = "state.safetensors";
/// The metadata file of a checkpoint directory.
pub const META_FILE: &str = "meta.json";
const LATEST_FILE: &str = "latest";
const TMP_PREFIX: &str = ".tmp-";

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
    /// A checkpoint written by several processes could not be committed.
    #[error(
        "checkpoint of step {step} not committed: {reason} (the previous checkpoint stays \
         `latest`)"
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
    NoneFound(PathBuf),
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

/// A directory of checkpoints with a `latest` pointer and keep-last-N pruning.
#[derive(Clone, Debug)]
pub struct CheckpointDir {
    root: PathBuf,
    keep_last: usize,
}

impl CheckpointDir {
    /// Opens (creating if needed) a checkpoint root keeping the newest `keep_last` (at least 1).
    pub fn open(root: impl Into<PathBuf>, keep_last: usize) -> Result<Self, CheckpointError> {
        let root = root.into();
        fs::create_dir_all(&root).map_err(io_err(&root))?;
        Ok(Self {
            root,
            keep_last: keep_last.max(1),
        })
    }

    /// The root directory.
    pub fn root(&self) -> &Path {
        &self.root
    }

    fn step_dir_name(step: u64) -> String {
        format!("step-{step:08}")
    }

    /// Writes `ckpt` atomically, moves `latest` to it, then prunes old checkpoints.
    ///
    /// On error nothing already on disk is touched: `latest` still names the
    /// previous checkpoint and the partial temporary directory is removed.
    pub fn save(&self, ckpt: &Checkpoint) -> Result<PathBuf, CheckpointError> {
        self.save_with(ckpt, &mut RealFs)
    }

    fn save_with(
        &self,
        ckpt: &Checkpoint,
        fs_ops: &mut dyn WriteFs,
    ) -> Result<PathBuf, CheckpointError> {
        let name = Self::step_dir_name(ckpt.meta.step);
        let final_dir = self.root.join(&name);
        let tmp_dir = self
            .root
            .join(format!("{TMP_PREFIX}{name}-{}", std::process::id()));
        let result = self.write_into(ckpt, &tmp_dir, &final_dir, fs_ops);
        if result.is_err() {
            let _ = fs::remove_dir_all(&tmp_dir);
            return result.map(|_| final_dir);
        }
        self.set_latest(&name, fs_ops)?;
        self.prune()?;
        Ok(final_dir)
    }

    fn write_into(
        &self,
        ckpt: &Checkpoint,
        tmp_dir: &Path,
        final_dir: &Path,
        fs_ops: &mut dyn WriteFs,
    ) -> Result<(), CheckpointError> {
        if tmp_dir.exists() {
            fs::remove_dir_all(tmp_dir).map_err(io_err(tmp_dir))?;
        }
        fs::create_dir_all(tmp_dir).map_err(io_err(tmp_dir))?;
        let bytes = crate::tensor_file::to_bytes(&ckpt.tensors).map_err(|reason| {
            CheckpointError::Invalid {
                path: final_dir.to_path_buf(),
                reason,
            }
        })?;
        let mut meta = ckpt.meta.clone();
        meta.tensors_sha256 = hex::encode(Sha256::digest(&bytes));
        let meta_json = serde_json::to_vec_pretty(&meta).expect("checkpoint meta serializes");
        for (name, bytes) in [(TENSORS_FILE, &bytes), (META_FILE, &meta_json)] {
            let path = tmp_dir.join(name);
            files::write_synced_with(&path, |f| fs_ops.write(f, &path, bytes))?;
        }
        sync_dir(tmp_dir)?;
        self.move_into_place(tmp_dir, final_dir)
    }

    /// Renames the complete, synced `tmp_dir` to `final_dir` and syncs the root. A checkpoint
    /// of the same step (e.g. re-saved after a resume) is replaced whole; `latest` never
    /// points at it while it is being swapped because the swap happens before `latest` is
    /// rewritten.
    fn move_into_place(&self, tmp_dir: &Path, final_dir: &Path) -> Result<(), CheckpointError> {
        if final_dir.exists() {
            let old = self.root.join(format!(
                "{TMP_PREFIX}old-{}-{}",
                final_dir.file_name().unwrap_or_default().to_string_lossy(),
                std::process::id()
            ));
            fs::rename(final_dir, &old).map_err(io_err(final_dir))?;
            fs::rename(tmp_dir, final_dir).map_err(io_err(final_dir))?;
            let _ = fs::remove_dir_all(&old);
        } else {
            fs::rename(tmp_dir, final_dir).map_err(io_err(final_dir))?;
        }
        sync_dir(&self.root)
    }

    fn set_latest(&self, name: &str, fs_ops: &mut dyn WriteFs) -> Result<(), CheckpointError> {
        let latest = self.root.join(LATEST_FILE);
        files::write_atomic_with(&latest, |f| fs_ops.write(f, &latest, name.as_bytes()))
    }

    /// Steps of complete-looking checkpoint directories, newest first.
    pub fn steps(&self) -> Result<Vec<u64>, CheckpointError> {
        let mut steps = Vec::new();
        for entry in fs::read_dir(&self.root).map_err(io_err(&self.root))? {
            let entry = entry.map_err(io_err(&self.root))?;
            let name = entry.file_name();
            let name = name.to_string_lossy();
            if let Some(step) = parse_step_dir(&name) {
                steps.push(step);
            }
        }
        steps.sort_unstable_by(|a, b| b.cmp(a));
        Ok(steps)
    }

    /// The checkpoint `latest` names, if any. The pointer is only trusted when it holds a
    /// checkpoint directory's name (`step-` and digits, nothing else: no path separators, no
    /// `..`); anything else is ignored with a warning, so a damaged pointer can never lead
    /// outside the checkpoint root.
    pub fn latest_name(&self) -> Result<Option<String>, CheckpointError> {
        let path = self.root.join(LATEST_FILE);
        match fs::read_to_string(&path) {
            Ok(s) => {
                let name = s.trim();
                if parse_step_dir(name).is_some() {
                    Ok(Some(name.to_string()))
                } else {
                    tracing::warn!(
                        "ignoring {}: it should name a checkpoint directory (step-NNNNNNNN), \
                         it holds {name:?}",
                        path.display()
                    );
                    Ok(None)
                }
            }
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(io_err(&path)(e)),
        }
    }

    /// Points `latest` at the checkpoint of `step` (atomically), e.g. after a resume fell
    /// back past damaged newer checkpoints, so pointer and retention agree on the newest
    /// valid one.
    pub fn point_latest_at(&self, step: u64) -> Result<(), CheckpointError> {
        self.set_latest(&Self::step_dir_name(step), &mut RealFs)
    }

    /// Loads the newest valid checkpoint: the one `latest` names if it verifies,
    /// else the newest step directory that does (with a warning).
    pub fn load_latest(&self, expected: &[ExpectedTensor]) -> Result<Checkpoint, CheckpointError> {
        let mut candidates: Vec<String> = Vec::new();
        if let Some(name) = self.latest_name()? {
            candidates.push(name);
        }
        for step in self.steps()? {
            let name = Self::step_dir_name(step);
            if !candidates.contains(&name) {
                candidates.push(name);
            }
        }
        let mut last_err = None;
        for name in candidates {
            match self.load_dir(&self.root.join(&name), expected) {
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
            None => Err(CheckpointError::NoneFound(self.root.clone())),
        }
    }

    /// Loads and verifies one checkpoint directory against the expected tensors
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

    /// Retention: keeps the checkpoint `latest` names (the newest valid one: `latest` moves
    /// only after a checkpoint is complete) and the newest `keep_last - 1` before it; removes
    /// older ones and every checkpoint newer than `latest` (left by a run that was resumed
    /// from an earlier step because those failed to verify, or abandoned by it: garbage
    /// either way). Temporary entries are removed only when the process that wrote them is
    /// gone, so another live writer's checkpoint in progress is never touched.
    pub fn prune(&self) -> Result<(), CheckpointError> {
        let Some(latest) = self.latest_name()?.and_then(|n| parse_step_dir(&n)) else {
            // Without a trusted pointer there is no newest valid checkpoint to count from.
            return Ok(());
        };
        let mut kept = 0;
        for step in self.steps()? {
            let keep = step == latest || (step < latest && kept < self.keep_last);
            if step <= latest && keep {
                kept += 1;
                continue;
            }
            let path = self.root.join(Self::step_dir_name(step));
            fs::remove_dir_all(&path).map_err(io_err(&path))?;
        }
        for entry in fs::read_dir(&self.root)
            .map_err(io_err(&self.root))?
            .flatten()
        {
            let name = entry.file_name().to_string_lossy().into_owned();
            // Temporary step directories, and `latest`'s temporary sibling of a writer
            // killed mid-write.
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
}
