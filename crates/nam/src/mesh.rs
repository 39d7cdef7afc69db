//! `[mesh]`: how a run's devices are arranged — data, expert and model axes, and FSDP.
//!
//! ```toml
//! [mesh]
//! data = 2     # data parallel: the batch is split over it
//! expert = 2   # expert parallel: routed experts are split over it (and the batch too)
//! model = 2    # tensor parallel: attention heads and FFN / expert hidden units
//! fsdp = true  # parameters and optimizer state are also split over `data`
//! zero2 = true # with fsdp: parameters gathered once per optimizer step, not at every use
//! ```
//!
//! `zero2` (ZeRO stage 2) keeps what FSDP shards — master parameters, optimizer state, gradient
//! accumulators — sharded, and adds a replicated copy of every FSDP-split parameter in the dtype
//! the forward pass reads it ([`crate::graph::replica`]). The forward and backward passes read
//! the copies, so no parameter is gathered per micro-batch; the optimizer update gathers the new
//! copies once per step. It costs the copies' memory on every device.
//!
//! The default (every axis 1) is one device. A mesh of `data · expert · model` devices numbers
//! them row-major over `(data, expert, model)`: `model` varies fastest, so a tensor-parallel
//! group is a run of neighbouring devices (on a TPU slice the neighbours with the fastest
//! links), and the `data` groups are the slowest-varying coordinate. Where each tensor goes is
//! decided by [`crate::graph::sharding`] from this section alone; the blocks never mention it.
//!
//! The batch is split over `data × expert`: outside the E sublayers the expert axis is one more
//! data-parallel axis, and inside them the dispatch exchanges tokens between the expert shards
//! (all-to-all), as the field's `("data", "expert")` meshes do.
//!
//! [`Mesh::check`] runs with the rest of [`crate::NamConfig::validate`], so a mesh that cannot
//! split the model fails with every reason at once before anything is built or compiled;
//! [`Mesh::check_devices`] is the one check that needs the client (or topology) in hand.

use crate::config::{ModelConfig, NamConfig, SublayerKind};
use serde::{Deserialize, Serialize};
use std::fmt;

/// One axis of a device mesh.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MeshAxis {
    /// Data parallel (batch rows; with FSDP also parameters and optimizer state).
    Data,
    /// Expert parallel (routed experts; also batch rows).
    Expert,
    /// Tensor parallel (attention heads, FFN and expert hidden units, LM-head vocabulary).
    Model,
}

impl MeshAxis {
    /// Every axis in device-numbering order (the last varies fastest).
    pub const ALL: [MeshAxis; 3] = [MeshAxis::Data, MeshAxis::Expert, MeshAxis::Model];

    /// The key of this axis in `[mesh]`.
    pub fn name(self) -> &'static str {
        match self {
            MeshAxis::Data => "data",
            MeshAxis::Expert => "expert",
            MeshAxis::Model => "model",
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// `[mesh]`: devices per axis and whether FSDP shards parameters over `data`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mesh {
    /// Data-parallel devices.
    #[serde(default = "one")]
    pub data: usize,
    /// Expert-parallel devices.
    #[serde(default = "one")]
    pub expert: usize,
    /// Tensor-parallel devices.
    #[serde(default = "one")]
    pub model: usize,
    /// Shard parameters, optimizer state and gradient accumulators over `data` too.
    #[serde(default)]
    pub fsdp: bool,
    /// With `fsdp`: keep replicated copies of the FSDP-split parameters, gathered once per
    /// optimizer step (ZeRO-2). Left out of the canonical JSON when off, so config hashes of
    /// meshes without it are unchanged.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub zero2: bool,
}

fn one() -> usize {
    1
}

impl Default for Mesh {
    fn default() -> Self {
        Mesh::SINGLE
    }
}

impl fmt::Display for Mesh {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "data {} × expert {} × model {}{}",
            self.data,
            self.expert,
            self.model,
            match (self.fsdp, self.zero2) {
                (true, true) => " with fsdp (zero2)",
                (true, false) => " with fsdp",
                (false, true) => " with zero2",
                (false, false) => "",
            }
        )
    }
}

/// A mesh that does not fit the devices at hand.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MeshError {
    /// The product of the axes is not the number of devices.
    #[error(
        "[mesh] {mesh} needs {needed} devices but {available} are available; choose data, expert \
         and model whose product is {available}"
    )]
    DeviceCount {
        /// The mesh, as written.
        mesh: String,
        /// `data · expert · model`.
        needed: usize,
        /// Devices of the client or topology.
        available: usize,
    },
}

impl Mesh {
    /// One device: no partitioning at all.
    pub const SINGLE: Mesh = Mesh {
        data: 1,
        expert: 1,
        model: 1,
        fsdp: false,
        zero2: false,
    };

    /// A mesh of the given axis sizes.
    pub fn new(data: usize, expert: usize, model: usize, fsdp: bool) -> Self {
        Mesh {
            data,
            expert,
            model,
            fsdp,
            zero2: false,
        }
    }

    /// This mesh with ZeRO-2 parameter copies on or off (meaningful with `fsdp`).
    pub fn with_zero2(self, zero2: bool) -> Self {
        Mesh { zero2, ..self }
    }

    /// Devices of the mesh: `data · expert · model`.
    pub fn devices(&self) -> usize {
        self.data * self.expert * self.model
    }

    /// Whether this is one device (programs then carry no sharding annotations at all).
    pub fn is_single(&self) -> bool {
        self.devices() == 1
    }

    /// Whether this is exactly the default single-device mesh (fsdp off too).
    pub fn is_unsharded(&self) -> bool {
        *self == Mesh::SINGLE
    }

    /// Devices along `axis`.
    pub fn size(&self, axis: MeshAxis) -> usize {
        match axis {
            MeshAxis::Data => self.data,
            MeshAxis::Expert => self.expert,
            MeshAxis::Model => self.model,
        }
    }

    /// Sizes in device-numbering order `[data, expert, model]`.
    pub fn shape(&self) -> [usize; 3] {
        [self.data, self.expert, self.model]
    }

    /// Coordinates `[data, expert, model]` of mesh device `device` (row-major, model fastest).
    pub fn coords(&self, device: usize) -> [usize; 3] {
        let [_, e, m] = self.shape();
        [device / (e * m), (device / m) % e, device % m]
    }

    /// The mesh device at coordinates `[data, expert, model]`.
    pub fn device(&self, coords: [usize; 3]) -> usize {
        let [_, e, m] = self.shape();
        (coords[0] * e + coords[1]) * m + coords[2]
    }

    /// The coordinate of `device` along `axis`.
    pub fn coord(&self, device: usize, axis: MeshAxis) -> usize {
        self.coords(device)[axis.index()]
    }

    /// Fails unless the mesh uses exactly `available` devices (those of a client or topology).
    pub fn check_devices(&self, available: usize) -> Result<(), MeshError> {
        if self.devices() == available {
            return Ok(());
        }
        Err(MeshError::DeviceCount {
            mesh: self.to_string(),
            needed: self.devices(),
            available,
        })
    }

    /// Appends every reason this mesh cannot split `cfg` (see the module docs); called by
    /// [`NamConfig::validate`].
    pub fn check(&self, cfg: &NamConfig, errors: &mut Vec<String>) {
        let before = errors.len();
        for axis in MeshAxis::ALL {
            if self.size(axis) == 0 {
                errors.push(format!("[mesh] {} must be at least 1", axis.name()));
            }
        }
        if errors.len() > before {
            return;
        }
        self.check_model_split(&cfg.model, errors);
        self.check_batch_split(cfg, errors);
        self.check_fsdp(&cfg.model, errors);
    }

    /// Tensor and expert parallelism: `model` divides the heads and hidden widths it splits,
    /// `expert` the routed experts (and needs some).
    fn check_model_split(&self, m: &ModelConfig, errors: &mut Vec<String>) {
        let divides = |errors: &mut Vec<String>,
                       what: &str,
                       n: usize,
                       axis: MeshAxis,
                       why: &str| {
            let k = self.size(axis);
            if k > 1 && !n.is_multiple_of(k) {
                errors.push(format!(
                    "[mesh] {} {k} does not divide {what} {n}: {why}; choose {} among the divisors of {n}",
                    axis.name(),
                    axis.name()
                ));
            }
        };
        let tp = "tensor parallelism splits";
        if m.has(SublayerKind::Attention) {
            divides(
                errors,
                "n_head",
                m.n_head(),
                MeshAxis::Model,
                &format!("{tp} attention heads"),
            );
            divides(
                errors,
                "n_kv_head",
                m.n_kv_head(),
                MeshAxis::Model,
                &format!("{tp} key/value heads"),
            );
        }
        if m.has(SublayerKind::Ffn) {
            divides(
                errors,
                "ffn_hidden",
                m.ffn_hidden(),
                MeshAxis::Model,
                &format!("{tp} the FFN hidden units"),
            );
        }
        if m.has(SublayerKind::Moe) {
            divides(
                errors,
                "expert_hidden",
                m.expert_hidden(),
                MeshAxis::Model,
                &format!("{tp} the expert hidden units"),
            );
            if m.n_shared > 0 {
                divides(
                    errors,
                    "shared_hidden",
                    m.shared_hidden(),
                    MeshAxis::Model,
                    &format!("{tp} the shared expert's hidden units"),
                );
            }
            divides(
                errors,
                "n_routed",
                m.n_routed(),
                MeshAxis::Expert,
                "expert parallelism places whole routed experts on each expert shard",
            );
        } else if self.expert > 1 {
            errors.push(format!(
                "[mesh] expert {} needs routed experts, but the model has no E sublayer; use data \
                 instead of expert",
                self.expert
            ));
        }
    }

    /// The batch: `data × expert` divides a micro-batch's rows.
    fn check_batch_split(&self, cfg: &NamConfig, errors: &mut Vec<String>) {
        let t = &cfg.train;
        let split = self.data * self.expert;
        if t.micro_batches > 0 && t.batch_size.is_multiple_of(t.micro_batches) {
            let rows = t.batch_size / t.micro_batches;
            if split > 1 && !rows.is_multiple_of(split) {
                errors.push(format!(
                    "[mesh] the batch is split over data {} × expert {} = {split} devices, but a \
                     micro-batch has {rows} rows (batch_size {} / micro_batches {}); make \
                     batch_size / micro_batches a multiple of {split}",
                    self.data, self.expert, t.batch_size, t.micro_batches
                ));
            }
        }
    }

    /// FSDP and ZeRO-2: `fsdp` needs `data > 1` and a dimension of every tensor it splits
    /// divisible by `data`; `zero2` needs `fsdp`.
    fn check_fsdp(&self, model: &ModelConfig, errors: &mut Vec<String>) {
        if self.fsdp {
            if self.data == 1 {
                errors.push(
                    "[mesh] fsdp = true shards parameters over data, but data = 1; set data > 1 \
                     or fsdp = false"
                        .into(),
                );
            } else {
                let unsplittable = crate::graph::sharding::fsdp_unsplittable(self, model);
                if let Some((name, shape)) = unsplittable.first() {
                    errors.push(format!(
                        "[mesh] fsdp over data {} finds no free dimension divisible by {} in \
                         `{name}` {shape:?}{}; choose data among the divisors of its dimensions or \
                         set fsdp = false",
                        self.data,
                        self.data,
                        match unsplittable.len() {
                            1 => String::new(),
                            n => format!(" (and {} more tensors)", n - 1),
                        }
                    ));
                }
            }
        }
        if self.zero2 && !self.fsdp {
            errors.push(
                "[mesh] zero2 = true keeps copies of the parameters FSDP splits, but fsdp = false; \
                 set fsdp = true (and data > 1) or zero2 = false"
                    .into(),
            );
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::ConfigError;
    use crate::presets;

    /// nam-tiny (H 4, K 2, f 512, f_e 128, N 8, batch 8, AEMF) with `extra` appended.
    /// `[train] batch_size = B` / `micro_batches = M` lines in `extra` replace the preset's.
    fn tiny_with(extra: &str) -> Result<NamConfig, ConfigError> {
        let mut base = presets::preset("nam-tiny").unwrap().to_string();
        let mut mesh = String::new();
        for line in extra.lines() {
            match line.split_once(" = ") {
                Some((key @ ("batch_size" | "micro_batches"), _)) => {
                    let old = base
                        .lines()
                        .find(|l| l.starts_with(key))
                        .unwrap()
                        .to_string();
                    base = base.replace(&old, line);
                }
                _ => mesh.push_str(&format!("{line}\n")),
            }
        }
        NamConfig::from_toml_str(&format!("{base}\n{mesh}"))
    }

    fn problems(extra: &str) -> Vec<String> {
        match tiny_with(extra) {
            Err(ConfigError::Invalid(p)) => p,
            other => panic!("expected an invalid config, got {other:?}"),
        }
    }

    #[test]
    fn default_mesh_is_one_device_and_keeps_the_config_hash() {
        let plain = tiny_with("").unwrap();
        assert_eq!(plain.mesh, Mesh::SINGLE);
        let explicit = tiny_with("[mesh]\ndata = 1\nmodel = 1\nexpert = 1\n").unwrap();
        assert_eq!(explicit.config_hash(), plain.config_hash());
        let eight = tiny_with("[mesh]\ndata = 8\n").unwrap();
        assert_ne!(eight.config_hash(), plain.config_hash());
        assert_eq!(eight.mesh, Mesh::new(8, 1, 1, false));
        assert_eq!(eight.model_hash(), plain.model_hash());
    }

    #[test]
    fn every_valid_field_mesh_of_nam_tiny_parses() {
        for (text, mesh) in [
            ("data = 8", Mesh::new(8, 1, 1, false)),
            ("data = 2\nmodel = 2", Mesh::new(2, 1, 2, false)),
            ("data = 2\nexpert = 4", Mesh::new(2, 4, 1, false)),
            ("data = 2\nexpert = 2\nmodel = 2", Mesh::new(2, 2, 2, false)),
            ("data = 8\nfsdp = true", Mesh::new(8, 1, 1, true)),
            (
                "data = 8\nfsdp = true\nzero2 = true",
                Mesh::new(8, 1, 1, true).with_zero2(true),
            ),
        ] {
            assert_eq!(tiny_with(&format!("[mesh]\n{text}\n")).unwrap().mesh, mesh);
        }
    }

    #[test]
    fn zero2_needs_fsdp_and_leaves_other_config_hashes_alone() {
        assert_eq!(
            problems("[mesh]\ndata = 8\nzero2 = true\n"),
            vec![
                "[mesh] zero2 = true keeps copies of the parameters FSDP splits, but fsdp = false; \
                 set fsdp = true (and data > 1) or zero2 = false"
            ]
        );
        // Off, it is not written: a config that spells it out hashes like one that does not.
        let fsdp = tiny_with("[mesh]\ndata = 8\nfsdp = true\n").unwrap();
        let spelled = tiny_with("[mesh]\ndata = 8\nfsdp = true\nzero2 = false\n").unwrap();
        assert_eq!(spelled.config_hash(), fsdp.config_hash());
        let zero2 = tiny_with("[mesh]\ndata = 8\nfsdp = true\nzero2 = true\n").unwrap();
        assert_ne!(zero2.config_hash(), fsdp.config_hash());
    }

    #[test]
    fn model_axis_must_divide_heads_and_hidden_widths() {
        assert_eq!(
            problems("[mesh]\nmodel = 4\n"),
            vec![
                "[mesh] model 4 does not divide n_kv_head 2: tensor parallelism splits key/value \
                 heads; choose model among the divisors of 2"
            ]
        );
        assert_eq!(
            problems("[mesh]\nmodel = 3\n"),
            vec![
                "[mesh] model 3 does not divide n_head 4: tensor parallelism splits attention \
                 heads; choose model among the divisors of 4",
                "[mesh] model 3 does not divide n_kv_head 2: tensor parallelism splits key/value \
                 heads; choose model among the divisors of 2",
                "[mesh] model 3 does not divide ffn_hidden 512: tensor parallelism splits the FFN \
                 hidden units; choose model among the divisors of 512",
                "[mesh] model 3 does not divide expert_hidden 128: tensor parallelism splits the \
                 expert hidden units; choose model among the divisors of 128",
                "[mesh] model 3 does not divide shared_hidden 128: tensor parallelism splits the \
                 shared expert's hidden units; choose model among the divisors of 128",
            ]
        );
    }

    #[test]
    fn expert_axis_must_divide_experts_and_needs_an_e_sublayer() {
        assert_eq!(
            problems("[mesh]\nexpert = 3\ndata = 2\nbatch_size = 12\n"),
            vec![
                "[mesh] expert 3 does not divide n_routed 8: expert parallelism places whole \
                 routed experts on each expert shard; choose expert among the divisors of 8"
            ]
        );
        let dense = presets::preset("nam12-dense").unwrap();
        let err = NamConfig::from_toml_str(&format!("{dense}\n[mesh]\nexpert = 2\n"))
            .unwrap_err()
            .to_string();
        assert!(
            err.contains(
                "[mesh] expert 2 needs routed experts, but the model has no E sublayer; use data \
                 instead of expert"
            ),
            "{err}"
        );
    }

    #[test]
    fn batch_rows_must_split_over_data_and_expert() {
        assert_eq!(
            problems("[mesh]\ndata = 4\nexpert = 4\n"),
            vec![
                "[mesh] the batch is split over data 4 × expert 4 = 16 devices, but a micro-batch \
                 has 8 rows (batch_size 8 / micro_batches 1); make batch_size / micro_batches a \
                 multiple of 16"
            ]
        );
        assert_eq!(
            problems("[mesh]\ndata = 8\nbatch_size = 16\nmicro_batches = 4\n"),
            vec![
                "[mesh] the batch is split over data 8 × expert 1 = 8 devices, but a micro-batch \
                 has 4 rows (batch_size 16 / micro_batches 4); make batch_size / micro_batches a \
                 multiple of 8"
            ]
        );
    }

    #[test]
    fn fsdp_needs_data_and_a_divisible_dimension() {
        assert_eq!(
            problems("[mesh]\nmodel = 2\nfsdp = true\n"),
            vec![
                "[mesh] fsdp = true shards parameters over data, but data = 1; set data > 1 or \
                 fsdp = false"
            ]
        );
        // 3 divides no dimension of the embedding [4096, 128] (nor of most matrices).
        let p = problems("[mesh]\ndata = 3\nfsdp = true\nbatch_size = 12\n");
        assert_eq!(p.len(), 1, "{p:?}");
        assert!(
            p[0].starts_with(
                "[mesh] fsdp over data 3 finds no free dimension divisible by 3 in `wte` \
                 [4096, 128] (and "
            ) && p[0].ends_with(
                "more tensors); choose data among the divisors of its dimensions or set fsdp = false"
            ),
            "{}",
            p[0]
        );
    }

    #[test]
    fn zero_sizes_and_unknown_keys_are_named() {
        assert_eq!(
            problems("[mesh]\ndata = 0\n"),
            vec!["[mesh] data must be at least 1"]
        );
        let err = tiny_with("[mesh]\nmodels = 2\n").unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("[mesh]") && msg.contains("models"), "{msg}");
    }

    #[test]
    fn devices_are_numbered_row_major_with_model_fastest() {
        let m = Mesh::new(2, 2, 2, false);
        assert_eq!(m.devices(), 8);
        assert_eq!(m.coords(0), [0, 0, 0]);
        assert_eq!(m.coords(1), [0, 0, 1]);
        assert_eq!(m.coords(2), [0, 1, 0]);
        assert_eq!(m.coords(5), [1, 0, 1]);
        for d in 0..8 {
            assert_eq!(m.device(m.coords(d)), d);
        }
    }

    #[test]
    fn device_count_mismatch_names_both_numbers() {
        let m = Mesh::new(2, 1, 4, false);
        assert!(m.check_devices(8).is_ok());
        assert_eq!(
            m.check_devices(4).unwrap_err().to_string(),
            "[mesh] data 2 × expert 1 × model 4 needs 8 devices but 4 are available; choose \
             data, expert and model whose product is 4"
        );
    }
}
