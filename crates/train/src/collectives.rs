//! Collectives report: how many all-reduce / all-gather / reduce-scatter / all-to-all /
//! collective-permute operations a compiled program holds, and how many bytes they move,
//! read from the optimized program (`PJRT_Executable_OptimizedProgram`).
//!
//! The plugin returns the optimized module as a serialized `xla.HloModuleProtoWithConfig`;
//! `pjrt` decodes it ([`pjrt::hlo_proto`]): each instruction's opcode, result shape, id and
//! operand ids.
//!
//! What is counted, per device:
//!
//! - Synchronous ops (`all-reduce`, ...) count once each. Asynchronous pairs count once, at
//!   their `*-start`; the `*-done` half is not a second op. Ops wrapped in a generic
//!   `async-start` (their own computation) are counted where they appear inside it.
//! - `bytes` is the size of the data each device receives from the op: the op's result
//!   (for a `*-start`, the result of its `*-done`). For all-reduce that equals the reduced
//!   array, for all-gather the gathered array, for reduce-scatter the device's shard.
//!   `operand_bytes` is the size each device contributes.
//! - Counts are static: an op inside a `while` body counts once, however often the loop
//!   runs. A step whose layers run in a loop moves `trip count` times more.

use std::collections::{BTreeMap, HashMap};

use pjrt::OptimizedProgram;
use pjrt::hlo_proto::{HloInstructionProto, HloModuleProto};
use serde::{Deserialize, Serialize};

/// The collective kinds reported, in report order.
pub const COLLECTIVE_KINDS: [&str; 5] = [
    "all-reduce",
    "all-gather",
    "reduce-scatter",
    "all-to-all",
    "collective-permute",
];

/// Errors reading collectives from a program.
#[derive(Debug, thiserror::Error)]
pub enum CollectivesError {
    /// The plugin did not give the optimized program, or gave one that does not decode as
    /// an HLO module (another format, or damaged bytes).
    #[error("cannot count collectives: {0}")]
    Program(#[source] pjrt::Error),
}

/// Count and bytes of one collective kind.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CollectiveStats {
    /// Number of ops.
    pub count: u64,
    /// Bytes each device receives, summed over the ops.
    pub bytes: u64,
    /// Bytes each device contributes, summed over the ops.
    pub operand_bytes: u64,
}

/// Collectives of one compiled program, per device.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CollectivesReport {
    /// Keyed by kind (`all-reduce`, ...); every kind of [`COLLECTIVE_KINDS`] is present.
    pub by_kind: BTreeMap<String, CollectiveStats>,
    /// Element types whose size this module does not know; their bytes are not counted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unknown_element_types: Vec<i32>,
}

impl CollectivesReport {
    /// Reads the collectives of a compiled program.
    pub fn from_executable(exe: &pjrt::Executable) -> Result<Self, CollectivesError> {
        let program = exe.optimized_program().map_err(CollectivesError::Program)?;
        Self::from_program(&program)
    }

    /// Reads the collectives of an optimized program.
    pub fn from_program(program: &OptimizedProgram) -> Result<Self, CollectivesError> {
        let module = program.hlo_module().map_err(CollectivesError::Program)?;
        Ok(Self::from_module(&module))
    }

    fn from_module(module: &HloModuleProto) -> Self {
        let mut report = CollectivesReport {
            by_kind: COLLECTIVE_KINDS
                .iter()
                .map(|k| (k.to_string(), CollectiveStats::default()))
                .collect(),
            unknown_element_types: Vec::new(),
        };
        let mut unknown = std::collections::BTreeSet::new();
        for comp in &module.computations {
            let by_id: HashMap<i64, &HloInstructionProto> =
                comp.instructions.iter().map(|i| (i.id, i)).collect();
            // For a `*-start`, the matching `*-done` (whose operand is the start) holds the
            // op's final result.
            let mut done_of: HashMap<i64, &HloInstructionProto> = HashMap::new();
            for i in &comp.instructions {
                if i.opcode.ends_with("-done")
                    && let Some(&start) = i.operand_ids.first()
                {
                    done_of.insert(start, i);
                }
            }
            for inst in &comp.instructions {
                let (kind, is_start) = match inst.opcode.strip_suffix("-start") {
                    Some(base) => (base, true),
                    None => (inst.opcode.as_str(), false),
                };
                let Some(stats) = report.by_kind.get_mut(kind) else {
                    continue;
                };
                let result_shape = if is_start {
                    done_of.get(&inst.id).and_then(|d| d.shape.as_ref())
                } else {
                    inst.shape.as_ref()
                };
                stats.count += 1;
                stats.bytes += result_shape.map_or(0, |s| s.byte_size(&mut unknown));
                stats.operand_bytes += inst
                    .operand_ids
                    .iter()
                    .filter_map(|id| by_id.get(id).and_then(|o| o.shape.as_ref()))
                    .map(|s| s.byte_size(&mut unknown))
                    .sum::<u64>();
            }
        }
        report.unknown_element_types = unknown.into_iter().collect();
        report
    }

    /// Stats of one kind (zero when absent).
    pub fn get(&self, kind: &str) -> CollectiveStats {
        self.by_kind.get(kind).copied().unwrap_or_default()
    }

    /// Total ops over all kinds.
    pub fn total_count(&self) -> u64 {
        self.by_kind.values().map(|s| s.count).sum()
    }

    /// Total received bytes over all kinds.
    pub fn total_bytes(&self) -> u64 {
        self.by_kind.values().map(|s| s.bytes).sum()
    }
}

impl std::fmt::Display for CollectivesReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let parts: Vec<String> = COLLECTIVE_KINDS
            .iter()
            .map(|k| {
                let s = self.get(k);
                format!("{k} {}x {}", s.count, human_bytes(s.bytes))
            })
            .collect();
        write!(f, "{}", parts.join(", "))
    }
}

/// `1.5 MiB`-style byte counts.
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 5] = ["B", "KiB", "MiB", "GiB", "TiB"];
    let mut v = bytes as f64;
    let mut unit = 0;
    while v >= 1024.0 && unit + 1 < UNITS.len() {
        v /= 1024.0;
        unit += 1;
    }
    if unit == 0 {
        format!("{bytes} B")
    } else {
        format!("{v:.1} {}", UNITS[unit])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pjrt::{Client, CompileOptions};

    const DEVICES: &str = "0,1,2,3,4,5,6,7";

    fn report(program: &str) -> CollectivesReport {
        let client = Client::cpu(8).unwrap();
        let exe = client.compile(program, &CompileOptions::spmd(8)).unwrap();
        CollectivesReport::from_executable(exe.executable()).unwrap()
    }

    /// x[8x16] split by columns and w[16x4] split by rows over 8 devices: each device
    /// multiplies an 8x2 by a 2x4 block, and the partial 8x4 products must be summed across
    /// devices to give the replicated result: one all-reduce of 8*4 f32 = 128 bytes.
    #[test]
    fn contracting_dimension_split_needs_one_all_reduce_of_the_product() {
        let program = format!(
            r#"
module @dot8 attributes {{mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func public @main(%x: tensor<8x16xf32> {{mhlo.sharding = "{{devices=[1,8]{DEVICES}}}"}},
                         %w: tensor<16x4xf32> {{mhlo.sharding = "{{devices=[8,1]{DEVICES}}}"}})
      -> (tensor<8x4xf32> {{mhlo.sharding = "{{replicated}}"}}) {{
    %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<8x16xf32>, tensor<16x4xf32>) -> tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }}
}}"#
        );
        let r = report(&program);
        let ar = r.get("all-reduce");
        assert_eq!(ar.count, 1, "{r:?}");
        assert_eq!(ar.bytes, 8 * 4 * 4, "{r:?}");
        assert_eq!(ar.operand_bytes, 8 * 4 * 4, "{r:?}");
        assert_eq!(r.total_count(), 1, "no other collective is needed: {r:?}");
        assert!(r.unknown_element_types.is_empty());
    }

    /// A row-sharded 8x4 input returned replicated: every device must receive the other
    /// rows, an all-gather whose per-device result is the whole 8x4 f32 array (128 bytes)
    /// from a 1x4 contribution (16 bytes).
    #[test]
    fn replicating_a_sharded_array_is_one_all_gather() {
        let program = format!(
            r#"
module @gather8 attributes {{mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func public @main(%x: tensor<8x4xf32> {{mhlo.sharding = "{{devices=[8,1]{DEVICES}}}"}})
      -> (tensor<8x4xf32> {{mhlo.sharding = "{{replicated}}"}}) {{
    %y = stablehlo.multiply %x, %x : tensor<8x4xf32>
    return %y : tensor<8x4xf32>
  }}
}}"#
        );
        let r = report(&program);
        let ag = r.get("all-gather");
        assert_eq!(ag.count, 1, "{r:?}");
        assert_eq!(ag.bytes, 8 * 4 * 4, "{r:?}");
        assert_eq!(ag.operand_bytes, 4 * 4, "{r:?}");
        assert_eq!(r.get("all-reduce").count, 0, "{r:?}");
    }

    #[test]
    fn a_single_device_program_has_no_collectives() {
        let client = Client::cpu(1).unwrap();
        let exe = client
            .compile(
                "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
                   %y = stablehlo.add %x, %x : tensor<4xf32>
                   return %y : tensor<4xf32>
                 }",
                &CompileOptions::default(),
            )
            .unwrap();
        let r = CollectivesReport::from_executable(exe.executable()).unwrap();
        assert_eq!(r.total_count(), 0);
        assert_eq!(r.by_kind.len(), COLLECTIVE_KINDS.len());
    }

    #[test]
    fn other_program_formats_are_refused_by_name() {
        let p = OptimizedProgram {
            format: "mlir".into(),
            code: vec![],
        };
        let err = CollectivesReport::from_program(&p).unwrap_err().to_string();
        assert!(err.contains("\"mlir\""), "{err}");
    }
}
