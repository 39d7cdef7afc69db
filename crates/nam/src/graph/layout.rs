//! How the stable per-layer parameter names of [`crate::params`] map to executable arguments.
//!
//! An executable takes the model state as a flat list of tensors, one per [`StateEntry`]. With
//! [`LayerLoop::Unrolled`] every parameter is its own entry (same name, same shape). With
//! [`LayerLoop::Scan`] the main stack is cut into `depth / len(pattern)` full *pattern groups*;
//! the parameters at pattern position `j` of every group are stacked on a new leading axis into
//! one entry `blocks.{j}.{kind}.{tensor}` (members `layers.{g·P + j}.{kind}.{tensor}` for
//! `g = 0..groups`), and the forward pass runs the group body once per group inside one `scan`,
//! so the program does not grow with depth.
//!
//! Remainder layers: when `depth` is not a multiple of the pattern length `P`, the last
//! `depth mod P` sublayers (which are pattern positions `0..depth mod P`) keep their own
//! unstacked entries `layers.{i}.*` and run unrolled after the scan. A model shallower than
//! its pattern has no stacked entries at all.
//!
//! Order (deterministic): `wte`, then stacked `blocks.*` entries by pattern position and
//! parameter order, then remainder `layers.*`, then the `mtp.*` entries, then `lm_head` — i.e.
//! [`crate::params::param_specs`] order with each group's members folded into its first
//! member's place.

use crate::config::{Dtype, ModelConfig};
use crate::params::{Axis, OptimizerGroup, ParamSpec, param_specs};
use std::collections::HashMap;
use xla_hlo::DType;

/// How the repeated pattern groups of the main stack are emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum LayerLoop {
    /// One `scan` over stacked weights: program size independent of depth.
    Scan,
    /// Every sublayer emitted separately (for debugging; program grows with depth).
    Unrolled,
}

/// One argument of an executable holding model state.
#[derive(Debug, Clone, PartialEq)]
pub struct StateEntry {
    /// Executable-level name: a stable parameter name, or `blocks.{j}.{kind}.{tensor}` when stacked.
    pub name: String,
    /// Dimensions, including the stacking axis when stacked.
    pub dims: Vec<i64>,
    /// Storage dtype (the `[precision] param_dtype`).
    pub dtype: DType,
    /// Stable per-layer names stacked on axis 0 in this order, or exactly one (unstacked).
    pub members: Vec<String>,
    /// Update rule of the members (`AdamW` for the non-trained MoE `bias`, see `trainable`).
    pub group: OptimizerGroup,
    /// False for the MoE `bias` state (updated by the balancing rule, not by gradients).
    pub trainable: bool,
    /// Shape of one member (the dims without the stacking axis when stacked).
    pub member_shape: Vec<usize>,
    /// Logical axis of each member dimension (what the sharding rules map to mesh axes).
    pub member_axes: Vec<Axis>,
    /// Whether the members are stacked on a leading axis (false for a single unstacked name).
    pub stacked: bool,
}

impl StateEntry {
    /// Elements of the whole entry.
    pub fn numel(&self) -> usize {
        self.dims.iter().product::<i64>() as usize
    }
}

/// The ordered state arguments of a model.
#[derive(Debug, Clone, PartialEq)]
pub struct StateLayout {
    /// One entry per executable argument, in argument order.
    pub entries: Vec<StateEntry>,
    /// The loop mode this layout was built for.
    pub layer_loop: LayerLoop,
    /// Full pattern groups folded into stacked entries (0 in `Unrolled` mode).
    pub groups: usize,
}

/// Why host tensors and a layout do not fit together.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LayoutError {
    /// A member tensor is absent.
    #[error("state tensor `{0}` is missing (is the checkpoint from another config?)")]
    Missing(String),
    /// A member tensor has another size than the config implies.
    #[error(
        "state tensor `{name}` has {got} elements, the config implies {expected} (shape {shape:?})"
    )]
    Size {
        /// Member name.
        name: String,
        /// Elements expected.
        expected: usize,
        /// Elements found.
        got: usize,
        /// Expected shape.
        shape: Vec<usize>,
    },
    /// The number of entry values does not match the layout.
    #[error("got {got} entry values for a layout of {expected} entries")]
    Count {
        /// Entries in the layout.
        expected: usize,
        /// Values given.
        got: usize,
    },
}

/// One named per-layer host tensor: stable name, shape, row-major values.
pub type NamedTensor<T> = (String, Vec<usize>, Vec<T>);

/// The `xla-hlo` dtype of a config dtype.
pub fn dtype_of(d: Dtype) -> DType {
    match d {
        Dtype::F32 => DType::F32,
        Dtype::Bf16 => DType::BF16,
    }
}

/// Stacked entry name of a member, or `None` if the member is not in a full pattern group.
fn stacked_name(name: &str, p: usize, groups: usize) -> Option<(String, usize)> {
    let rest = name.strip_prefix("layers.")?;
    let (idx, tail) = rest.split_once('.')?;
    let i: usize = idx.parse().ok()?;
    (i < groups * p).then(|| (format!("blocks.{}.{tail}", i % p), i / p))
}

/// The state layout of `cfg` in `f32` storage (see [`StateLayout::with_dtype`]).
pub fn state_layout(cfg: &ModelConfig, lp: LayerLoop) -> StateLayout {
    let specs = param_specs(cfg);
    let p = cfg.pattern.chars().count().max(1);
    let groups = match lp {
        LayerLoop::Scan => cfg.depth / p,
        LayerLoop::Unrolled => 0,
    };
    let entry = |s: &ParamSpec, name: String, members: Vec<String>, stacked: bool| {
        let mut dims: Vec<i64> = s.shape.iter().map(|&n| n as i64).collect();
        if stacked {
            dims.insert(0, members.len() as i64);
        }
        StateEntry {
            name,
            dims,
            dtype: DType::F32,
            members,
            group: s.group.unwrap_or(OptimizerGroup::AdamW),
            trainable: s.is_trainable(),
            member_shape: s.shape.clone(),
            member_axes: s.axes.clone(),
            stacked,
        }
    };
    let mut entries: Vec<StateEntry> = Vec::with_capacity(specs.len());
    let mut slot: HashMap<String, usize> = HashMap::new();
    for s in &specs {
        match stacked_name(&s.name, p, groups) {
            Some((name, _)) => {
                if let Some(&k) = slot.get(&name) {
                    entries[k].members.push(s.name.clone());
                    entries[k].dims[0] += 1;
                } else {
                    slot.insert(name.clone(), entries.len());
                    entries.push(entry(s, name, vec![s.name.clone()], true));
                }
            }
            None => entries.push(entry(s, s.name.clone(), vec![s.name.clone()], false)),
        }
    }
    StateLayout {
        entries,
        layer_loop: lp,
        groups,
    }
}

impl StateLayout {
    /// The same layout with every entry stored in `dtype` (e.g. `[precision] param_dtype`).
    pub fn with_dtype(mut self, dtype: DType) -> Self {
        for e in &mut self.entries {
            e.dtype = dtype;
        }
        self
    }

    /// The same layout with the Muon entries given to `optimizer` (`[optimizer]
    /// matrix_optimizer`): with AdamW they take AdamW's group, state (`m`, `v`) and rate.
    pub fn with_matrix_optimizer(mut self, optimizer: crate::config::MatrixOptimizer) -> Self {
        if optimizer == crate::config::MatrixOptimizer::Adamw {
            for e in &mut self.entries {
                if e.group == OptimizerGroup::Muon {
                    e.group = OptimizerGroup::AdamW;
                }
            }
        }
        self
    }

    /// Index of the entry called `name`.
    pub fn index(&self, name: &str) -> Option<usize> {
        self.entries.iter().position(|e| e.name == name)
    }

    /// Stacks named per-layer host tensors into one value per entry (row-major; stacking on axis
    /// 0 concatenates the members' data).
    pub fn pack<T: Copy>(
        &self,
        get: impl Fn(&str) -> Option<Vec<T>>,
    ) -> Result<Vec<Vec<T>>, LayoutError> {
        self.entries
            .iter()
            .map(|e| {
                let per: usize = e.member_shape.iter().product();
                let mut out = Vec::with_capacity(e.numel());
                for m in &e.members {
                    let v = get(m).ok_or_else(|| LayoutError::Missing(m.clone()))?;
                    if v.len() != per {
                        return Err(LayoutError::Size {
                            name: m.clone(),
                            expected: per,
                            got: v.len(),
                            shape: e.member_shape.clone(),
                        });
                    }
                    out.extend_from_slice(&v);
                }
                Ok(out)
            })
            .collect()
    }

    /// Splits one value per entry back into `(stable name, shape, values)` per member.
    pub fn unpack<T: Copy>(&self, values: &[Vec<T>]) -> Result<Vec<NamedTensor<T>>, LayoutError> {
        if values.len() != self.entries.len() {
            return Err(LayoutError::Count {
                expected: self.entries.len(),
                got: values.len(),
            });
        }
        let mut out = Vec::new();
        for (e, v) in self.entries.iter().zip(values) {
            if v.len() != e.numel() {
                return Err(LayoutError::Size {
                    name: e.name.clone(),
                    expected: e.numel(),
                    got: v.len(),
                    shape: e.dims.iter().map(|&d| d as usize).collect(),
                });
            }
            let per: usize = e.member_shape.iter().product();
            for (m, chunk) in e.members.iter().zip(v.chunks(per.max(1))) {
                out.push((m.clone(), e.member_shape.clone(), chunk.to_vec()));
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::NamConfig;
    use crate::presets;

    fn preset(name: &str) -> ModelConfig {
        NamConfig::from_toml_str(presets::preset(name).unwrap())
            .unwrap()
            .model
    }

    #[test]
    fn scan_layout_stacks_full_groups_and_keeps_remainder() {
        let mut cfg = preset("nam-tiny");
        cfg.depth = 10; // AEMF: 2 full groups + layers 8 (A) and 9 (E).
        let l = state_layout(&cfg, LayerLoop::Scan);
        assert_eq!(l.groups, 2);
        let qkv = &l.entries[l.index("blocks.0.attn.w_qkv").unwrap()];
        assert_eq!(qkv.dims, vec![2, 128, 256]);
        assert_eq!(
            qkv.members,
            vec!["layers.0.attn.w_qkv", "layers.4.attn.w_qkv"]
        );
        let bias = &l.entries[l.index("blocks.1.moe.bias").unwrap()];
        assert!(!bias.trainable);
        assert!(l.index("layers.8.attn.w_qkv").is_some());
        assert!(l.index("layers.9.moe.router").is_some());
        assert!(l.index("layers.4.attn.w_qkv").is_none());
        assert_eq!(l.entries[0].name, "wte");
        assert_eq!(l.entries.last().unwrap().name, "lm_head");
        // Every parameter appears exactly once across the members.
        let members: usize = l.entries.iter().map(|e| e.members.len()).sum();
        assert_eq!(members, param_specs(&cfg).len());
    }

    #[test]
    fn unrolled_layout_is_the_param_list() {
        let cfg = preset("nam-tiny");
        let l = state_layout(&cfg, LayerLoop::Unrolled);
        let names: Vec<_> = l.entries.iter().map(|e| e.name.clone()).collect();
        let want: Vec<_> = param_specs(&cfg).into_iter().map(|s| s.name).collect();
        assert_eq!(names, want);
    }

    #[test]
    fn pack_then_unpack_round_trips() {
        let mut cfg = preset("nam-tiny");
        cfg.depth = 9;
        let l = state_layout(&cfg, LayerLoop::Scan);
        let specs = param_specs(&cfg);
        let tag = |name: &str| {
            let s = specs.iter().find(|s| s.name == name)?;
            let h = name.len() as f32;
            Some((0..s.numel()).map(|i| h + i as f32).collect::<Vec<f32>>())
        };
        let packed = l.pack(tag).unwrap();
        let back = l.unpack(&packed).unwrap();
        assert_eq!(back.len(), specs.len());
        for (name, shape, v) in back {
            let s = specs.iter().find(|s| s.name == name).unwrap();
            assert_eq!(shape, s.shape);
            assert_eq!(v, tag(&name).unwrap());
        }
        assert_eq!(
            l.pack(|_| Some(vec![0.0f32])).unwrap_err().to_string(),
            "state tensor `wte` has 1 elements, the config implies 524288 (shape [4096, 128])"
        );
    }
}
