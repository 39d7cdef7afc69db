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
//! - `count`, `bytes` and `operand_bytes` are static: an op inside a `while` body counts
//!   once, however often the loop runs.
//! - `executed_count` and `executed_bytes` are per run of the program, given the trip count
//!   of the program's top-level loops: libtpu 0.0.52 records no `known_trip_count` in the
//!   optimized module (checked: empty backend configs on every `while`), so the caller says
//!   how often a `while` of the entry computation runs ([`CollectivesReport::from_program_with_loops`];
//!   for namtrain's programs the largest are the layer scan and its gradient, run once per
//!   pattern group). Ops in deeper loops count once per run of their top-level loop, and
//!   `loops_without_trip_count` says how many loops holding collectives had no trip count,
//!   so a report never silently undercounts. The one trip count is approximate for the other
//!   top-level loops, whose collectives are small next to the layer scan's (measured on nam52's
//!   shapes, data=8 FSDP): the LM head's sequence-chunk scans, forward and gradient
//!   (`nam::graph::head::head_cross_entropy`: 8 chunks for nam52; per chunk
//!   all-reduces of `[rows, chunk]` and an all-gather of the chunk's hidden state), and XLA's
//!   own windowed-matmul loops (collective-permutes only).

use std::collections::{BTreeMap, HashMap};

use pjrt::OptimizedProgram;
use pjrt::hlo_proto::{HloComputationProto, HloInstructionProto, HloModuleProto};
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
    /// Ops executed per run: each op times the runs of its enclosing top-level loop.
    #[serde(default)]
    pub executed_count: u64,
    /// Bytes each device receives per run (each op's bytes times its executions).
    #[serde(default)]
    pub executed_bytes: u64,
}

/// Collectives of one compiled program, per device.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct CollectivesReport {
    /// Keyed by kind (`all-reduce`, ...); every kind of [`COLLECTIVE_KINDS`] is present.
    pub by_kind: BTreeMap<String, CollectiveStats>,
    /// Element types whose size this module does not know; their bytes are not counted.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unknown_element_types: Vec<i32>,
    /// `while` loops holding collectives whose trip count is unknown (their collectives count
    /// once per run of the code around them in the executed figures).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub loops_without_trip_count: u64,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

impl CollectivesReport {
    /// Reads the collectives of a compiled program.
    pub fn from_executable(exe: &pjrt::Executable) -> Result<Self, CollectivesError> {
        let program = exe.optimized_program().map_err(CollectivesError::Program)?;
        Self::from_program(&program)
    }

    /// Reads the collectives of an optimized program (top-level loops counted once).
    pub fn from_program(program: &OptimizedProgram) -> Result<Self, CollectivesError> {
        Self::from_program_with_loops(program, None)
    }

    /// Reads the collectives of an optimized program whose top-level `while` loops each run
    /// `top_level_trips` times (`None`: unknown, counted once).
    pub fn from_program_with_loops(
        program: &OptimizedProgram,
        top_level_trips: Option<u64>,
    ) -> Result<Self, CollectivesError> {
        let module = program.hlo_module().map_err(CollectivesError::Program)?;
        Ok(Self::from_module(&module, top_level_trips))
    }

    fn from_module(module: &HloModuleProto, top_level_trips: Option<u64>) -> Self {
        let mut report = CollectivesReport {
            by_kind: COLLECTIVE_KINDS
                .iter()
                .map(|k| (k.to_string(), CollectiveStats::default()))
                .collect(),
            ..CollectivesReport::default()
        };
        let runs = executions_per_computation(module, top_level_trips);
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
            // A computation no call reaches (none should exist) still counts once.
            let runs = runs.get(&comp.id).copied().unwrap_or(1);
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
                let bytes = result_shape.map_or(0, |s| s.byte_size(&mut unknown));
                stats.count += 1;
                stats.bytes += bytes;
                stats.executed_count += runs;
                stats.executed_bytes += bytes * runs;
                stats.operand_bytes += inst
                    .operand_ids
                    .iter()
                    .filter_map(|id| by_id.get(id).and_then(|o| o.shape.as_ref()))
                    .map(|s| s.byte_size(&mut unknown))
                    .sum::<u64>();
            }
        }
        report.loops_without_trip_count = loops_without_trip_count(module, top_level_trips);
        report.unknown_element_types = unknown.into_iter().collect();
        report
    }

    /// Total ops executed per run over all kinds.
    pub fn total_executed_count(&self) -> u64 {
        self.by_kind.values().map(|s| s.executed_count).sum()
    }

    /// Total received bytes per run over all kinds.
    pub fn total_executed_bytes(&self) -> u64 {
        self.by_kind.values().map(|s| s.executed_bytes).sum()
    }

    /// The collectives of running this program `times` times after `self`'s other runs:
    /// `self + times × other`, kind by kind (a Mode-B step is `apply + micro_batches ×
    /// accumulate`).
    pub fn add_runs(&mut self, other: &CollectivesReport, times: u64) {
        for (kind, o) in &other.by_kind {
            let s = self.by_kind.entry(kind.clone()).or_default();
            s.count += o.count;
            s.bytes += o.bytes;
            s.operand_bytes += o.operand_bytes;
            s.executed_count += o.executed_count * times;
            s.executed_bytes += o.executed_bytes * times;
        }
        self.loops_without_trip_count += other.loops_without_trip_count;
        for t in &other.unknown_element_types {
            if !self.unknown_element_types.contains(t) {
                self.unknown_element_types.push(*t);
            }
        }
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
                format!(
                    "{k} {}x {} per run ({} in the program)",
                    s.executed_count,
                    human_bytes(s.executed_bytes),
                    s.count
                )
            })
            .collect();
        write!(f, "{}", parts.join(", "))
    }
}

/// The entry computation's id (XLA lists callees before callers, so the entry is last when
/// the id is not set).
pub fn entry_id(module: &HloModuleProto) -> Option<i64> {
    match module.entry_computation_id {
        0 if !module.computations.iter().any(|c| c.id == 0) => {
            module.computations.last().map(|c| c.id)
        }
        id => Some(id),
    }
}

/// How many times each computation runs per run of the entry computation: the sum over its
/// call sites of the caller's runs, times `top_level_trips` at a `while` of the entry
/// computation (1 elsewhere and when unknown).
fn executions_per_computation(
    module: &HloModuleProto,
    top_level_trips: Option<u64>,
) -> HashMap<i64, u64> {
    let comps: HashMap<i64, &HloComputationProto> =
        module.computations.iter().map(|c| (c.id, c)).collect();
    let entry = entry_id(module);
    let mut runs: HashMap<i64, u64> = HashMap::new();
    let mut stack: Vec<(i64, u64)> = entry.into_iter().map(|e| (e, 1)).collect();
    while let Some((id, n)) = stack.pop() {
        *runs.entry(id).or_default() += n;
        let Some(comp) = comps.get(&id) else { continue };
        for inst in &comp.instructions {
            let factor = match (inst.opcode.as_str(), Some(id) == entry) {
                ("while", true) => top_level_trips.unwrap_or(1),
                _ => 1,
            };
            for &callee in &inst.called_computation_ids {
                stack.push((callee, n * factor));
            }
        }
    }
    runs
}

/// `while` loops holding a collective (in their body or anything it calls) that run an
/// unknown number of times: every one when `top_level_trips` is unknown, else the nested ones.
fn loops_without_trip_count(module: &HloModuleProto, top_level_trips: Option<u64>) -> u64 {
    let comps: HashMap<i64, &HloComputationProto> =
        module.computations.iter().map(|c| (c.id, c)).collect();
    let entry = entry_id(module);
    let mut memo: HashMap<i64, bool> = HashMap::new();
    module
        .computations
        .iter()
        .filter(|c| top_level_trips.is_none() || Some(c.id) != entry)
        .flat_map(|c| &c.instructions)
        .filter(|i| i.opcode == "while")
        .filter(|i| {
            i.called_computation_ids
                .iter()
                .any(|&c| holds_collective(c, &comps, &mut memo))
        })
        .count() as u64
}

fn holds_collective(
    id: i64,
    comps: &HashMap<i64, &HloComputationProto>,
    memo: &mut HashMap<i64, bool>,
) -> bool {
    if let Some(&known) = memo.get(&id) {
        return known;
    }
    memo.insert(id, false); // call graphs are acyclic; this only guards against bad input
    let Some(comp) = comps.get(&id) else {
        return false;
    };
    let found = comp.instructions.iter().any(|i| {
        let base = i.opcode.strip_suffix("-start").unwrap_or(&i.opcode);
        COLLECTIVE_KINDS.contains(&base)
            || i.called_computation_ids
                .iter()
                .any(|&c| holds_collective(c, comps, memo))
    });
    memo.insert(id, found);
    found
}

/// `1.5 MiB`-style byte counts.
pub fn human_bytes(bytes: u64) -> String {
    const UNITS: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
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

    /// A hand-built module: the entry holds one all-reduce of 16 f32 and a `while` whose body
    /// holds two all-gathers of 8 f32, one directly and one inside a fusion, and a nested
    /// `while` (condition and body computations) with one all-to-all of 4 f32.
    fn looped_module() -> HloModuleProto {
        use pjrt::hlo_proto::{HloComputationProto as C, HloInstructionProto as I, ShapeProto};
        let f32s = |n: i64| ShapeProto {
            element_type: 11,
            dimensions: vec![n],
            tuple_shapes: vec![],
            layout: None,
        };
        let inst = |id: i64, opcode: &str, n: i64, calls: Vec<i64>| I {
            opcode: opcode.into(),
            shape: Some(f32s(n)),
            id,
            operand_ids: vec![],
            called_computation_ids: calls,
            ..I::default()
        };
        let comp = |id: i64, instructions: Vec<I>| C {
            name: format!("c{id}"),
            instructions,
            id,
        };
        HloModuleProto {
            computations: vec![
                comp(1, vec![inst(10, "all-gather", 8, vec![])]), // fused computation
                comp(2, vec![inst(20, "all-to-all", 4, vec![])]), // inner body
                comp(3, vec![inst(30, "compare", 1, vec![])]),    // a condition
                comp(
                    4,
                    vec![
                        inst(40, "all-gather", 8, vec![]),
                        inst(41, "fusion", 8, vec![1]),
                        inst(42, "while", 4, vec![2, 3]),
                    ],
                ),
                comp(
                    5,
                    vec![
                        inst(50, "all-reduce", 16, vec![]),
                        inst(51, "while", 8, vec![4, 3]),
                    ],
                ),
            ],
            host_program_shape: None,
            entry_computation_id: 5,
            schedule: None,
        }
    }

    #[test]
    fn top_level_loop_trips_multiply_everything_under_the_loop() {
        let r = CollectivesReport::from_module(&looped_module(), Some(13));
        let ar = r.get("all-reduce");
        assert_eq!((ar.count, ar.executed_count, ar.executed_bytes), (1, 1, 64));
        let ag = r.get("all-gather");
        assert_eq!((ag.count, ag.bytes), (2, 2 * 32));
        assert_eq!((ag.executed_count, ag.executed_bytes), (26, 26 * 32));
        // The nested loop's own trips are unknown: once per outer iteration, and flagged.
        let a2a = r.get("all-to-all");
        assert_eq!(
            (a2a.count, a2a.executed_count, a2a.executed_bytes),
            (1, 13, 13 * 16)
        );
        assert_eq!(r.loops_without_trip_count, 1);
        assert_eq!(r.total_executed_count(), 1 + 26 + 13);

        let once = CollectivesReport::from_module(&looped_module(), None);
        assert_eq!(once.get("all-gather").executed_count, 2);
        assert_eq!(once.loops_without_trip_count, 2);
    }

    #[test]
    fn a_mode_b_step_is_micro_batches_times_accumulate_plus_apply() {
        let looped = CollectivesReport::from_module(&looped_module(), Some(2));
        let mut step = CollectivesReport::default();
        step.add_runs(&looped, 4);
        step.add_runs(&looped, 1);
        let ag = step.get("all-gather");
        assert_eq!(ag.count, 4, "static ops of both programs");
        assert_eq!(ag.executed_count, 5 * 4, "(4 + 1) runs x 2 trips x 2 ops");
        assert_eq!(ag.executed_bytes, 5 * 4 * 32);
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
