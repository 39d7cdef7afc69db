//! Starting a run from parameters in a file (`[train] init_from`, [`crate::trainer::TrainerOptions::init_from`]):
//! a `namtrain init` file (stable per-layer names, `layers.{i}.*`) or an earlier run's
//! checkpoint (`checkpoints/step-N/state.safetensors` or its directory: the executable layout's
//! names, `blocks.{j}.*` stacked over the layer groups, whatever the earlier run's layer loop
//! was, as long as it is this run's). Only parameters (and the MoE bias state) are read; the
//! optimizer state starts fresh (zero moments), and the step counter at 0.
//!
//! Every tensor the model needs must be there with its shape; the first that is not is named
//! with both shapes, before anything is written. The file's SHA-256 goes to the manifest.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use nam::graph::layout::StateLayout;
use nam::params::param_specs;
use sha2::{Digest, Sha256};

/// A refused `init_from` file: which file, and the first thing wrong with it.
#[derive(Debug, thiserror::Error)]
#[error("init_from {path}: {message} (nothing was written)")]
pub struct InitFromError {
    /// The file.
    pub path: PathBuf,
    /// What is wrong, naming the tensor and both shapes where it is a mismatch.
    pub message: String,
}

/// Which names the file used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InitFormat {
    /// `namtrain init`'s stable per-layer names.
    PerLayer,
    /// A checkpoint's executable-layout names.
    Checkpoint,
}

/// Parameters read from a file, by stable per-layer name, as f32.
#[derive(Debug, Clone)]
pub struct InitFile {
    /// The file read.
    pub path: PathBuf,
    /// SHA-256 of its bytes, hex.
    pub sha256: String,
    /// Which names it used.
    pub format: InitFormat,
    /// Every parameter by stable name.
    pub values: BTreeMap<String, Vec<f32>>,
}

/// What the manifest records of an `init_from` start.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct InitFromRecord {
    /// The file.
    pub path: PathBuf,
    /// SHA-256 of its bytes.
    pub sha256: String,
    /// Which names it used.
    pub format: InitFormat,
}

impl InitFile {
    /// Reads `path` (a safetensors file, or a checkpoint directory holding
    /// `state.safetensors`) for the parameters of `model` in `layout`.
    pub fn load(
        path: &Path,
        model: &nam::ModelConfig,
        layout: &StateLayout,
    ) -> Result<InitFile, InitFromError> {
        let file = if path.is_dir() {
            path.join("state.safetensors")
        } else {
            path.to_path_buf()
        };
        let fail = |message: String| InitFromError {
            path: file.clone(),
            message,
        };
        let bytes = std::fs::read(&file).map_err(|e| fail(format!("cannot read it: {e}")))?;
        let sha256 = hex::encode(Sha256::digest(&bytes));
        let tensors = crate::tensor_file::from_bytes(&bytes)
            .map_err(|e| fail(format!("not a safetensors file: {e}")))?;
        let specs = param_specs(model);
        let per_layer = specs.iter().any(|s| tensors.contains_key(&s.name))
            && !layout
                .entries
                .iter()
                .any(|e| e.stacked && tensors.contains_key(&e.name));
        // Each wanted tensor: its name in the file, the shape the config expects, and where
        // its values go (one stable name, or the members of a stacked entry).
        let wanted: Vec<(String, Vec<usize>, Vec<String>, usize)> = match per_layer {
            true => specs
                .iter()
                .map(|s| {
                    (
                        s.name.clone(),
                        s.shape.clone(),
                        vec![s.name.clone()],
                        s.numel(),
                    )
                })
                .collect(),
            false => layout
                .entries
                .iter()
                .map(|e| {
                    let dims = e.dims.iter().map(|&d| d as usize).collect();
                    let per = e.member_shape.iter().product();
                    (e.name.clone(), dims, e.members.clone(), per)
                })
                .collect(),
        };
        let mut values = BTreeMap::new();
        for (name, shape, members, per_member) in wanted {
            let t = tensors.get(&name).ok_or_else(|| {
                fail(format!(
                    "tensor `{name}` is missing; the config expects it with shape {shape:?} \
                     (a `namtrain init` file of this config, or a checkpoint of a run of this \
                     model, has it)"
                ))
            })?;
            let dims: Vec<usize> = t.dims().iter().map(|&d| d as usize).collect();
            if dims != shape {
                return Err(fail(format!(
                    "tensor `{name}` has shape {dims:?}, the config expects {shape:?}"
                )));
            }
            let v = crate::tensor_file::f32_values(t)
                .map_err(|why| fail(format!("tensor `{name}` has {why}")))?;
            for (member, chunk) in members.iter().zip(v.chunks(per_member.max(1))) {
                values.insert(member.clone(), chunk.to_vec());
            }
        }
        Ok(InitFile {
            path: file.clone(),
            sha256,
            format: if per_layer {
                InitFormat::PerLayer
            } else {
                InitFormat::Checkpoint
            },
            values,
        })
    }

    /// The manifest's record of this file.
    pub fn record(&self) -> InitFromRecord {
        InitFromRecord {
            path: self.path.clone(),
            sha256: self.sha256.clone(),
            format: self.format,
        }
    }
}
