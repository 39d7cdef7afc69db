//! What one run of a compiled program costs on one device, op by op, read from the optimized
//! program the plugin returns (`PJRT_Executable_OptimizedProgram`, decoded by
//! [`pjrt::hlo_proto`]): the input of the performance model ([`crate::perf`]).
//!
//! Per op of the optimized module (a fusion is one op; its fused computation says what it
//! does), in schedule order (the module's `schedule`, which a compiled module carries; the
//! instruction lists themselves are only in dependency order), with how many times it runs per
//! run of the program:
//!
//! - `flops`: matrix FLOPs only — `2 · |result| · Π contracting sizes` per `dot`,
//!   `2 · |result| · |kernel| / output features` per `convolution` (TPU rewrites some dots as
//!   convolutions), summed over a fusion's fused computation. Elementwise arithmetic is not
//!   counted: on every chip we model it runs on vector units and hides under the op's memory
//!   traffic (the roofline's memory term covers it).
//! - `transcendentals`: result elements of `exp`, `log`, `tanh`, `logistic`, `rsqrt`, ... .
//! - `bytes`: what the op reads and writes in device memory, XLA's rule: every operand and the
//!   result once, except that a buffer only sliced (`dynamic-slice`, `gather`) counts the
//!   slice, and a buffer updated in place (`dynamic-update-slice`) counts the update: a layer
//!   scan's body reads one layer of a stacked `[L, ...]` parameter, not all `L`.
//!   Only bytes in the device's main memory count (below, "Memory spaces").
//! - `schedule_s`: for a Mosaic kernel whose static schedule is recorded ([`schedule`], the
//!   M2RNN kernels), its cycles per call over the v6e clock bound: how long the core issues
//!   its instructions, which its declared FLOPs and bytes do not show.
//! - collectives (`all-gather`, `reduce-scatter`, `all-reduce`, `all-to-all`,
//!   `collective-permute`, sync or as `*-start`/`*-done` pairs): the bytes each device receives
//!   (the result; for reduce-scatter the input it reduces, see [`CollectiveOp`]), the group
//!   of devices (the first replica group's device ids), and whether it is asynchronous.
//!
//! Loops: XLA's own cost analysis (and `PJRT_Executable_GetCostAnalysis`) visits a `while`
//! body once. Here each loop's ops are multiplied by its trip count, found in this order: the
//! `known_trip_count` XLA records in the loop's backend config, else the bound of the
//! condition's `compare(i, constant)` (`LT`: the constant; `LE`: one more; every loop we emit
//! counts up from 0 by 1), else the caller's count for top-level loops (the layer scan's, see
//! [`crate::layer_scan_trips`]), else 1 — and [`ProgramCost::loops`] says, per loop, which
//! source gave its count, so a report never silently undercounts.
//!
//! # Memory spaces
//!
//! An optimized program's layouts say where each array lives. On TPU, XLA's memory-space
//! assignment keeps some arrays in the TensorCore's on-chip VMEM (`S(1)` in HLO text) and
//! SMEM (`S(2)`): it prefetches them from HBM and evicts them back with `copy-start` /
//! `copy-done` pairs, and ops read and write them there without touching HBM. So `bytes`
//! counts only arrays in memory space 0, the device's main memory: an op whose operand or
//! result sits in VMEM moves nothing in HBM for it, and the `copy-start` that brought it counts
//! its main-memory side once (its result tuple `(destination, source, context)` names the
//! source again, which is not a second copy). Collectives count their data wherever it lives:
//! their volume crosses the links either way. The CPU plugin's layouts carry no memory space;
//! the GPU plugin uses other spaces only when asked (collective memory), which we never do.

use pjrt::hlo_proto::{HloInstructionProto, HloModuleProto, SourceTarget};
use serde::{Deserialize, Serialize};

mod custom_call;
pub mod schedule;
mod walk;

/// The element type of a matrix op's inputs, which picks the chip's peak rate.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum MatmulType {
    /// bf16, f16 or 8-bit floats.
    Low,
    /// f32 (and anything wider).
    F32,
}

/// A `dot` as the program holds it: operand shapes, dimension numbers and element type, so a
/// chip entry measured per shape (the CPU's) can time it.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct DotShape {
    /// Left operand dimensions.
    pub lhs: Vec<i64>,
    /// Right operand dimensions.
    pub rhs: Vec<i64>,
    /// Contracting dimensions, left then right.
    pub contracting: (Vec<i64>, Vec<i64>),
    /// Batch dimensions, left then right.
    pub batch: (Vec<i64>, Vec<i64>),
    /// XLA element type of the operands (`11`: f32, `16`: bf16).
    pub element_type: i32,
    /// XLA element type of the result.
    pub result_type: i32,
}

impl MatmulType {
    /// The class of an XLA element type (`11`: f32, `12`: f64; the rest are narrower).
    pub fn of(element_type: i32) -> Self {
        if matches!(element_type, 11 | 12) {
            MatmulType::F32
        } else {
            MatmulType::Low
        }
    }
}

/// A collective of one op.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CollectiveOp {
    /// `all-gather`, `reduce-scatter`, `all-reduce`, `all-to-all` or `collective-permute`.
    pub kind: String,
    /// The op's data volume on one device, in the unit its ring formula takes: all-gather —
    /// the gathered result; reduce-scatter — the full input it reduces; all-reduce — the
    /// array; all-to-all — the array each device holds; permute — what a device sends.
    pub bytes: u64,
    /// Device ids of the first group (empty: every device of the program).
    pub group: Vec<i64>,
    /// Issued as a `*-start`/`*-done` pair the scheduler can overlap with compute.
    pub asynchronous: bool,
    /// For a `collective-permute` whose pairs shift every device of a ring of `n` devices by
    /// the same `s` places (`n` pairs; sorted by id, device `i` sends to device `(i + s) mod n`):
    /// `Some([n, s])`. XLA's bidirectional windowed matmuls start a `+1` and a `−1` shift
    /// together, which travel on opposite link directions ([`crate::perf`]).
    #[serde(default)]
    pub ring_shift: Option<[u64; 2]>,
}

/// One op of the optimized program and what one execution of it costs.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OpCost {
    /// The instruction's name (`fusion.12`).
    pub name: String,
    /// Its opcode.
    pub opcode: String,
    /// Executions per run of the program (loop trips multiplied in).
    pub runs: u64,
    /// Matrix FLOPs per execution, by input type.
    pub flops: Vec<(MatmulType, f64)>,
    /// The op's dots (a fusion may hold several), with their FLOPs.
    pub dots: Vec<(DotShape, f64)>,
    /// Transcendental evaluations per execution.
    pub transcendentals: f64,
    /// Elementwise and reduction operations per execution (one per element each).
    #[serde(default)]
    pub vector_ops: f64,
    /// Bytes read and written per execution.
    pub bytes: f64,
    /// The collective, for collective ops.
    pub collective: Option<CollectiveOp>,
    /// The computation the op belongs to.
    pub computation: i64,
    /// Its position in that computation (ops of one computation run in this order).
    pub position: usize,
    /// For an asynchronous collective's start: the position of its `*-done` (the ops between
    /// are the compute it can hide under).
    pub done_position: Option<usize>,
    /// For work that runs on another execution thread (an `async-start` whose computation
    /// libtpu places on the SparseCore: its gathers, scatters, copies and the memory traffic
    /// of its collectives), the stretch of the caller's schedule it runs beside.
    #[serde(default)]
    pub beside: Option<Beside>,
    /// Its result shape as XLA prints it (`f32[64,2048]`).
    #[serde(default)]
    pub shape: String,
    /// For a fusion, the ops inside it, most frequent first (`dot, add x3, convert`).
    #[serde(default)]
    pub fused: String,
    /// The compiler's own estimate of one execution in its cycles, where it records one:
    /// libtpu writes `estimated_cycles` into the backend config of every op it runs on the
    /// TensorCore (none for the scalar unit's counters and compares). Read to tell the ops that
    /// pay a start cost on TPU ([`crate::perf::Chip::op_overhead_s`]).
    #[serde(default)]
    pub compiler_cycles: Option<u64>,
    /// Seconds a Mosaic kernel's static instruction schedule keeps the core busy, where it is
    /// recorded ([`schedule`]): a recurrence's time is its schedule's length, which its
    /// declared FLOPs and bytes do not show.
    #[serde(default)]
    pub schedule_s: Option<f64>,
}

/// Where work on another execution thread runs in its caller's schedule: beside the ops of
/// computation `computation` after position `after` (its `async-start` or last
/// `async-update`) and before position `done` (its `async-done`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Beside {
    /// The computation that starts the work.
    pub computation: i64,
    /// Position of the start or of its last update.
    pub after: usize,
    /// Position of the done.
    pub done: usize,
}

impl OpCost {
    /// Op `inst` (run `runs` times, at `position` of computation `computation`) before its
    /// work is counted: no FLOPs, bytes or collective yet.
    fn blank(inst: &HloInstructionProto, runs: u64, computation: i64, position: usize) -> Self {
        OpCost {
            name: inst.name.clone(),
            opcode: inst.opcode.clone(),
            runs,
            flops: Vec::new(),
            dots: Vec::new(),
            transcendentals: 0.0,
            vector_ops: 0.0,
            bytes: 0.0,
            collective: None,
            computation,
            position,
            done_position: None,
            beside: None,
            shape: inst
                .shape
                .as_ref()
                .map(|s| s.to_string())
                .unwrap_or_default(),
            fused: String::new(),
            compiler_cycles: walk::estimated_cycles(&inst.backend_config),
            schedule_s: None,
        }
    }

    /// Matrix FLOPs per execution over all input types.
    pub fn total_flops(&self) -> f64 {
        self.flops.iter().map(|(_, f)| f).sum()
    }
}

/// `[n, s]` when `pairs` send each of `n` devices (sorted by id: the ring) to the device `s`
/// places on, `0 < s < n`; `None` for any other pattern (a partial ring, mixed shifts).
pub fn ring_shift(pairs: &[SourceTarget]) -> Option<[u64; 2]> {
    let mut ids: Vec<i64> = pairs.iter().map(|p| p.source).collect();
    ids.sort_unstable();
    ids.dedup();
    let mut targets: Vec<i64> = pairs.iter().map(|p| p.target).collect();
    targets.sort_unstable();
    if ids.len() < 2 || ids.len() != pairs.len() || targets != ids {
        return None;
    }
    let n = ids.len();
    let place = |d: i64| ids.binary_search(&d).ok();
    let mut shifts = pairs
        .iter()
        .map(|p| Some((place(p.target)? + n - place(p.source)?) % n));
    let first = shifts.next()??;
    (first != 0 && shifts.all(|s| s == Some(first))).then_some([n as u64, first as u64])
}

/// Where a loop's trip count came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TripSource {
    /// `known_trip_count` in the loop's backend config.
    BackendConfig,
    /// The constant bound of the loop condition's compare.
    Condition,
    /// The caller's count for top-level loops.
    Caller,
    /// Nothing: counted once.
    Unknown,
}

/// A `while` loop of the program and how often its body runs per execution of the loop.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoopTrips {
    /// The `while` instruction's name.
    pub name: String,
    /// Body runs per execution of the loop.
    pub trips: u64,
    /// Where the count came from.
    pub source: TripSource,
    /// Executions of the loop per run of the program (more than 1 for a loop inside another
    /// loop's body; 0 in costs recorded before this was).
    #[serde(default)]
    pub runs: u64,
}

impl LoopTrips {
    /// Iterations of this loop per run of the program: its executions times its trips.
    pub fn iterations(&self) -> u64 {
        self.runs * self.trips
    }
}

/// One run of a program on one device, op by op.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ProgramCost {
    /// Every op with a cost, in schedule order within each computation.
    pub ops: Vec<OpCost>,
    /// Every `while` loop reached, with its trip count and where the count came from.
    pub loops: Vec<LoopTrips>,
    /// Element types this module does not size (their bytes count 0).
    pub unknown_element_types: Vec<i32>,
}

impl ProgramCost {
    /// The cost of one run of a compiled program (see [`ProgramCost::from_module`]).
    pub fn from_executable(
        exe: &pjrt::Executable,
        top_level_trips: Option<u64>,
    ) -> Result<Self, pjrt::Error> {
        let module = exe.optimized_program()?.hlo_module()?;
        Ok(Self::from_module(&module, top_level_trips))
    }

    /// The cost of one run of `module`'s entry computation, top-level loops without a count of
    /// their own running `top_level_trips` times.
    pub fn from_module(module: &HloModuleProto, top_level_trips: Option<u64>) -> Self {
        walk::cost_of(module, top_level_trips)
    }

    /// Matrix FLOPs per run.
    pub fn flops(&self) -> f64 {
        self.ops
            .iter()
            .map(|o| o.total_flops() * o.runs as f64)
            .sum()
    }

    /// Bytes accessed per run (collectives excluded).
    pub fn bytes(&self) -> f64 {
        self.ops
            .iter()
            .filter(|o| o.collective.is_none())
            .map(|o| o.bytes * o.runs as f64)
            .sum()
    }

    /// Transcendentals per run.
    pub fn transcendentals(&self) -> f64 {
        self.ops
            .iter()
            .map(|o| o.transcendentals * o.runs as f64)
            .sum()
    }

    /// Iterations of every `while` loop per run of the program, nested loops' executions
    /// multiplied in: what [`crate::perf::Chip::loop_iteration_s`] prices.
    pub fn loop_iterations(&self) -> u64 {
        self.loops.iter().map(LoopTrips::iterations).sum()
    }

    /// Loops whose count is not known (counted once).
    pub fn loops_without_trip_count(&self) -> usize {
        self.loops
            .iter()
            .filter(|l| l.source == TripSource::Unknown)
            .count()
    }
}

#[cfg(test)]
mod tests {
    use pjrt::hlo_proto::{HloComputationProto, ShapeProto};

    use super::custom_call::{DeclaredCost, declared_cost, mosaic_gpu_attention_cost};
    use super::walk::{estimated_cycles, known_trip_count, valid_taps};
    use super::*;

    #[test]
    fn window_taps_skip_padding_and_dilation_holes() {
        use pjrt::hlo_proto::WindowDimension;
        let w = |size, stride, pad, bdil| WindowDimension {
            size,
            stride,
            padding_low: pad,
            padding_high: pad,
            window_dilation: 1,
            base_dilation: bdil,
        };
        // A plain valid conv of width 3 over 8: 6 outputs x 3 taps.
        assert_eq!(valid_taps(8, 6, Some(&w(3, 1, 0, 1))), 18);
        // Causal padding of 3 for a width-4 conv over 4096 (as in a depthwise conv1d): the
        // first outputs see fewer real taps: 4 * 4096 - (3 + 2 + 1).
        assert_eq!(valid_taps(4096, 4096, Some(&w(4, 1, 3, 1))), 4 * 4096 - 6);
        // TPU's batched matmul as a dilated conv: `size=4 stride=3 lhs_dilate=4` over 4
        // batch entries -> 4 outputs, each seeing exactly one real element.
        assert_eq!(valid_taps(4, 4, Some(&w(4, 3, 0, 4))), 4);
        assert_eq!(valid_taps(5, 5, None), 5);
    }

    const F32: i32 = 11;
    const BF16: i32 = 16;
    const S32: i32 = 4;
    const U32: i32 = 8;

    /// An array shape in main memory.
    fn shape(element_type: i32, dims: &[i64]) -> ShapeProto {
        ShapeProto {
            element_type,
            dimensions: dims.to_vec(),
            tuple_shapes: Vec::new(),
            layout: None,
        }
    }

    /// An array shape in memory space `space`.
    fn shape_in(space: i64, element_type: i32, dims: &[i64]) -> ShapeProto {
        ShapeProto {
            layout: Some(pjrt::hlo_proto::LayoutProto {
                memory_space: space,
            }),
            ..shape(element_type, dims)
        }
    }

    fn inst(
        id: i64,
        opcode: &str,
        s: ShapeProto,
        operands: &[i64],
        called: &[i64],
    ) -> HloInstructionProto {
        HloInstructionProto {
            id,
            name: format!("{opcode}.{id}"),
            opcode: opcode.into(),
            shape: Some(s),
            operand_ids: operands.to_vec(),
            called_computation_ids: called.to_vec(),
            ..Default::default()
        }
    }

    fn param(id: i64, n: i64, s: ShapeProto) -> HloInstructionProto {
        HloInstructionProto {
            parameter_number: n,
            ..inst(id, "parameter", s, &[], &[])
        }
    }

    /// `i` as a collective over devices 0..8.
    fn over_eight(mut i: HloInstructionProto) -> HloInstructionProto {
        i.replica_groups = vec![pjrt::hlo_proto::ReplicaGroup {
            replica_ids: (0..8).collect(),
        }];
        i
    }

    /// The collectives the reader found, in op order.
    fn collectives_of(cost: &ProgramCost) -> Vec<&CollectiveOp> {
        cost.ops
            .iter()
            .filter_map(|o| o.collective.as_ref())
            .collect()
    }

    fn comp(id: i64, instructions: Vec<HloInstructionProto>) -> HloComputationProto {
        HloComputationProto {
            id,
            name: format!("c{id}"),
            instructions,
        }
    }

    /// XLA's GPU compiler rewrites a dot into a cuBLAS call that keeps the dimension numbers in
    /// its backend config and returns `(result, workspace)`. By hand: `bf16[2, 64, 128] ×
    /// bf16[2, 128, 32]` batched over dim 0 is 2·(2·64·32)·128 FLOPs; bytes are both operands
    /// and the `f32[2, 64, 32]` result, not the 4 MiB workspace.
    #[test]
    fn a_cublas_gemm_is_a_matmul_without_its_workspace() {
        let config = br#"{"operation_queue_id":"0","gemm_backend_config":{"alpha_real":1,
            "dot_dimension_numbers":{"lhs_contracting_dimensions":["2"],
            "rhs_contracting_dimensions":["1"],"lhs_batch_dimensions":["0"],
            "rhs_batch_dimensions":["0"]}}}"#;
        let result = ShapeProto {
            tuple_shapes: vec![shape(F32, &[2, 64, 32]), shape(8, &[4 << 20])],
            ..shape(F32, &[])
        };
        let mut gemm = inst(3, "custom-call", result, &[1, 2], &[]);
        gemm.custom_call_target = "__cublas$lt$matmul".into();
        gemm.backend_config = config.to_vec();
        let module = HloModuleProto {
            computations: vec![comp(
                1,
                vec![
                    param(1, 0, shape(BF16, &[2, 64, 128])),
                    param(2, 1, shape(BF16, &[2, 128, 32])),
                    gemm,
                ],
            )],
            entry_computation_id: 1,
            ..Default::default()
        };
        let cost = ProgramCost::from_module(&module, None);
        let op = cost.ops.iter().find(|o| o.opcode == "custom-call").unwrap();
        assert_eq!(
            op.flops,
            vec![(MatmulType::Low, (2 * 2 * 64 * 32 * 128) as f64)]
        );
        assert_eq!(
            op.bytes,
            (2 * 64 * 128 * 2 + 2 * 128 * 32 * 2 + 2 * 64 * 32 * 4) as f64
        );
        assert_eq!(op.dots.len(), 1);
        assert_eq!(op.dots[0].0.batch, (vec![0], vec![0]));
    }

    /// A fusion whose operand is a stacked `f32[13, 64, 32]` weight that a nested loop fusion
    /// slices one layer out of (as TPU nests the slice inside a matmul's fusion) reads that
    /// layer only: hand count 64·32·4 (the slice) + 4 (the index) + 8·64·4 (the input) +
    /// 8·32·4 (the result) bytes, not the 13 layers.
    #[test]
    fn a_weight_sliced_in_a_nested_fusion_counts_the_slice() {
        let stacked = || shape(F32, &[13, 64, 32]);
        let module = HloModuleProto {
            computations: vec![
                comp(
                    3,
                    vec![
                        param(30, 0, stacked()),
                        param(31, 1, shape(S32, &[])),
                        inst(
                            32,
                            "dynamic-slice",
                            shape(F32, &[1, 64, 32]),
                            &[30, 31, 31, 31],
                            &[],
                        ),
                    ],
                ),
                comp(
                    2,
                    vec![
                        param(20, 0, stacked()),
                        param(21, 1, shape(S32, &[])),
                        param(22, 2, shape(F32, &[8, 64])),
                        inst(23, "fusion", shape(F32, &[1, 64, 32]), &[20, 21], &[3]),
                        inst(24, "add", shape(F32, &[8, 32]), &[22, 23], &[]),
                    ],
                ),
                comp(
                    1,
                    vec![
                        param(10, 0, stacked()),
                        param(11, 1, shape(S32, &[])),
                        param(12, 2, shape(F32, &[8, 64])),
                        inst(13, "fusion", shape(F32, &[8, 32]), &[10, 11, 12], &[2]),
                    ],
                ),
            ],
            entry_computation_id: 1,
            ..Default::default()
        };
        let cost = ProgramCost::from_module(&module, None);
        let fusion = cost.ops.iter().find(|o| o.opcode == "fusion").unwrap();
        assert_eq!(
            fusion.bytes,
            (64 * 32 * 4 + 4 + 8 * 64 * 4 + 8 * 32 * 4) as f64
        );
    }

    /// TPU's memory-space assignment, by hand: `p0` is prefetched into VMEM (`S(1)`) by a
    /// `copy-start` whose result tuple names the source again and an SMEM context; a fusion
    /// adds it to `p1` in main memory and leaves the sum in VMEM; a second fusion negates the
    /// sum into main memory; a SparseCore-style asynchronous computation copies `p1` with an
    /// `async-update` between its start and done. With `A = 8·128·4` bytes the hand count is:
    /// the prefetch reads `A`, the first fusion reads `A` (`p1`), the second writes `A`, the
    /// async computation's op reads and writes `A` once each, and the update moves nothing.
    #[test]
    fn only_main_memory_bytes_count_and_async_updates_move_nothing() {
        const A: u64 = 8 * 128 * 4;
        let main = || shape(F32, &[8, 128]);
        let vmem = || shape_in(1, F32, &[8, 128]);
        let tuple = |elements: Vec<ShapeProto>| ShapeProto {
            element_type: 13,
            tuple_shapes: elements,
            ..shape(13, &[])
        };
        let context = || shape_in(2, U32, &[]);
        let module = HloModuleProto {
            computations: vec![
                comp(
                    2,
                    vec![
                        param(20, 0, vmem()),
                        param(21, 1, main()),
                        inst(22, "add", vmem(), &[20, 21], &[]),
                    ],
                ),
                comp(
                    3,
                    vec![param(30, 0, vmem()), inst(31, "negate", main(), &[30], &[])],
                ),
                comp(
                    4,
                    vec![
                        param(40, 0, main()),
                        inst(41, "custom-call", main(), &[40], &[]),
                    ],
                ),
                comp(
                    1,
                    vec![
                        param(10, 0, main()),
                        param(11, 1, main()),
                        inst(
                            12,
                            "copy-start",
                            tuple(vec![vmem(), main(), context()]),
                            &[10],
                            &[],
                        ),
                        inst(13, "copy-done", vmem(), &[12], &[]),
                        inst(14, "fusion", vmem(), &[13, 11], &[2]),
                        inst(15, "fusion", main(), &[14], &[3]),
                        inst(16, "async-start", tuple(vec![main(), main()]), &[11], &[4]),
                        inst(17, "async-update", tuple(vec![main(), main()]), &[16], &[]),
                        inst(18, "async-done", main(), &[17], &[]),
                    ],
                ),
            ],
            entry_computation_id: 1,
            ..Default::default()
        };
        let cost = ProgramCost::from_module(&module, None);
        let bytes: Vec<(&str, f64)> = cost
            .ops
            .iter()
            .map(|o| (o.opcode.as_str(), o.bytes))
            .collect();
        let a = A as f64;
        assert_eq!(
            bytes,
            [
                ("copy-start", a),
                ("fusion", a),
                ("fusion", a),
                ("custom-call", 2.0 * a)
            ]
        );
        assert_eq!(cost.bytes(), 5.0 * a);
    }

    /// libtpu's per-op estimate, as its backend configs spell it (a string of digits, as in
    /// `{"window_config":{"estimated_cycles":"2724",...}}`; a number read alike); absent or
    /// elsewhere in the config: none.
    #[test]
    fn compiler_cycles_read_from_libtpu_backend_config() {
        assert_eq!(
            estimated_cycles(
                br#"{"flag_configs":[],"window_config":{"output_window_bounds":["8","8","1"],"estimated_cycles":"2724","buffering_level":"2"}}"#
            ),
            Some(2724)
        );
        assert_eq!(
            estimated_cycles(br#"{"window_config":{"estimated_cycles":32}}"#),
            Some(32)
        );
        assert_eq!(estimated_cycles(br#"{"estimated_cycles":"5"}"#), None);
        assert_eq!(estimated_cycles(br#"{"flag_configs":[]}"#), None);
        assert_eq!(estimated_cycles(b""), None);
    }

    #[test]
    fn trip_counts_read_from_xla_backend_config() {
        assert_eq!(
            known_trip_count(br#"{"known_trip_count":{"n":"13"},"known_init_step":{}}"#),
            Some(13)
        );
        assert_eq!(
            known_trip_count(br#"{"known_trip_count":{"n":4}}"#),
            Some(4)
        );
        assert_eq!(known_trip_count(b""), None);
        assert_eq!(known_trip_count(br#"{"other":1}"#), None);
    }

    /// libtpu's fused reduce-scatter, by hand: a fusion whose computation all-reduces a
    /// `f32[64, 32]` gradient over 8 devices and keeps this device's `[8, 32]` slice of the
    /// sum, scaled; beside it a fusion that all-reduces a `f32[16]` and scales the whole sum.
    /// The first is a reduce-scatter of the full 8 KiB input, the second an all-reduce of its
    /// 64 bytes; each fusion keeps its memory traffic (reading its input, writing its result),
    /// and the collectives add no FLOPs or bytes of their own to the program's totals. Priced
    /// on 8 chips of a ring at `W` bytes/s per link direction, the reduce-scatter takes
    /// `7/8 · 8192 / (2W)`, half of what the same array all-reduced takes.
    #[test]
    fn a_fused_all_reduce_scatter_is_a_reduce_scatter_beside_its_fusion() {
        let module = HloModuleProto {
            computations: vec![
                comp(
                    2,
                    vec![
                        param(20, 0, shape(F32, &[64, 32])),
                        param(21, 1, shape(S32, &[])),
                        over_eight(inst(22, "all-reduce", shape(F32, &[64, 32]), &[20], &[])),
                        inst(
                            23,
                            "dynamic-slice",
                            shape(F32, &[8, 32]),
                            &[22, 21, 21],
                            &[],
                        ),
                        inst(24, "multiply", shape(F32, &[8, 32]), &[23, 23], &[]),
                    ],
                ),
                comp(
                    3,
                    vec![
                        param(30, 0, shape(F32, &[16])),
                        over_eight(inst(31, "all-reduce", shape(F32, &[16]), &[30], &[])),
                        inst(32, "multiply", shape(F32, &[16]), &[31, 31], &[]),
                    ],
                ),
                comp(
                    1,
                    vec![
                        param(10, 0, shape(F32, &[64, 32])),
                        param(11, 1, shape(S32, &[])),
                        param(12, 2, shape(F32, &[16])),
                        inst(13, "fusion", shape(F32, &[8, 32]), &[10, 11], &[2]),
                        inst(14, "fusion", shape(F32, &[16]), &[12], &[3]),
                    ],
                ),
            ],
            entry_computation_id: 1,
            ..Default::default()
        };
        let cost = ProgramCost::from_module(&module, None);
        assert_eq!(
            collectives_of(&cost),
            vec![
                &CollectiveOp {
                    kind: "reduce-scatter".into(),
                    bytes: 64 * 32 * 4,
                    group: (0..8).collect(),
                    asynchronous: false,
                    ring_shift: None,
                },
                &CollectiveOp {
                    kind: "all-reduce".into(),
                    bytes: 16 * 4,
                    group: (0..8).collect(),
                    asynchronous: false,
                    ring_shift: None,
                },
            ]
        );
        // Memory: the first fusion reads its input and index and writes its slice; the second
        // reads and writes 16 f32.
        assert_eq!(
            cost.bytes(),
            (64 * 32 * 4 + 4 + 8 * 32 * 4 + 16 * 4 * 2) as f64
        );
        assert_eq!(cost.flops(), 0.0);
        let w = 100e9;
        let chip = crate::perf::Chip {
            interconnect: crate::perf::Interconnect::Ici {
                grid: [2, 4],
                link_bytes_per_s: w,
            },
            ..crate::perf::Chip::v6e([2, 4])
        };
        let rs = crate::perf::collective_seconds("reduce-scatter", 8192.0, 8, &chip);
        assert!((rs - 7.0 / 8.0 * 8192.0 / (2.0 * w)).abs() < 1e-18);
        let ar = crate::perf::collective_seconds("all-reduce", 8192.0, 8, &chip);
        assert!((ar - 2.0 * rs).abs() < 1e-18);
    }

    /// A fused reduce-scatter whose slice of the sum is then rounded and written into a larger
    /// stacked buffer (a layer loop's gradient carry under `[precision] matrix_gradients`):
    /// the fusion's result outgrows the reduced array, and it is still the reduce-scatter of
    /// the whole input, told by the dynamic slice that every use of the sum goes through.
    #[test]
    fn a_reduce_scatter_written_into_a_stacked_buffer_is_still_one() {
        let ar = over_eight(inst(22, "all-reduce", shape(F32, &[64, 32]), &[20], &[]));
        let module = HloModuleProto {
            computations: vec![
                comp(
                    2,
                    vec![
                        param(20, 0, shape(F32, &[64, 32])),
                        param(21, 1, shape(S32, &[])),
                        param(25, 2, shape(BF16, &[16, 8, 32])),
                        ar,
                        inst(
                            23,
                            "dynamic-slice",
                            shape(F32, &[8, 32]),
                            &[22, 21, 21],
                            &[],
                        ),
                        inst(24, "convert", shape(BF16, &[8, 32]), &[23], &[]),
                        inst(26, "reshape", shape(BF16, &[1, 8, 32]), &[24], &[]),
                        inst(
                            27,
                            "dynamic-update-slice",
                            shape(BF16, &[16, 8, 32]),
                            &[25, 26, 21, 21, 21],
                            &[],
                        ),
                    ],
                ),
                comp(
                    1,
                    vec![
                        param(10, 0, shape(F32, &[64, 32])),
                        param(11, 1, shape(S32, &[])),
                        param(12, 2, shape(BF16, &[16, 8, 32])),
                        inst(13, "fusion", shape(BF16, &[16, 8, 32]), &[10, 11, 12], &[2]),
                    ],
                ),
            ],
            entry_computation_id: 1,
            ..Default::default()
        };
        let cost = ProgramCost::from_module(&module, None);
        assert_eq!(
            collectives_of(&cost),
            vec![&CollectiveOp {
                kind: "reduce-scatter".into(),
                bytes: 64 * 32 * 4,
                group: (0..8).collect(),
                asynchronous: false,
                ring_shift: None,
            }]
        );
    }

    /// A `caller` (`custom-call` or `fusion`) on `f32[4, 16]` rows and `s32[32]` indices whose
    /// called computation `gather`s 32 rows, `f32[32, 16]`: eight copies of each row, as nam52's
    /// MoE dispatch fills its expert slots.
    fn gathering_module(caller: &str) -> HloModuleProto {
        HloModuleProto {
            computations: vec![
                comp(
                    2,
                    vec![
                        param(20, 0, shape(F32, &[4, 16])),
                        param(21, 1, shape(S32, &[32])),
                        inst(22, "gather", shape(F32, &[32, 16]), &[20, 21], &[]),
                    ],
                ),
                comp(
                    1,
                    vec![
                        param(10, 0, shape(F32, &[4, 16])),
                        param(11, 1, shape(S32, &[32])),
                        inst(12, caller, shape(F32, &[32, 16]), &[10, 11], &[2]),
                    ],
                ),
            ],
            entry_computation_id: 1,
            ..Default::default()
        }
    }

    /// libtpu's SparseCore gather, by hand: a custom call on `f32[4, 16]` rows and `s32[32]`
    /// indices whose called computation runs the `gather` (as `gather_offload` does inside
    /// its async computation), writing `f32[32, 16]`: eight copies of each row, as nam52's MoE
    /// dispatch fills its expert slots. It reads one row per result row and the indices: hand
    /// count `2 · 32·16·4 + 32·4` bytes, not the 4 source rows once.
    #[test]
    fn an_offloaded_gather_reads_a_row_per_result_row() {
        let module = gathering_module("custom-call");
        let cost = ProgramCost::from_module(&module, None);
        let call = cost.ops.iter().find(|o| o.opcode == "custom-call").unwrap();
        assert_eq!(call.bytes, (2 * 32 * 16 * 4 + 32 * 4) as f64);
        // A custom call that runs no gather keeps the operand rule: both operands whole.
        let mut plain = module.clone();
        plain.computations[0].instructions[2].opcode = "negate".into();
        let cost = ProgramCost::from_module(&plain, None);
        let call = cost.ops.iter().find(|o| o.opcode == "custom-call").unwrap();
        assert_eq!(call.bytes, (4 * 16 * 4 + 32 * 4 + 32 * 16 * 4) as f64);
    }

    /// The same gather fused on the TensorCore (`xla_tpu_offload_gather_to_sparsecore =
    /// false` makes libtpu emit nam52's dispatch this way): a fusion whose parameter
    /// `f32[4, 16]` only feeds a `gather` of 32 rows reads a row per result row as well, not
    /// the parameter once. Hand count `32·16·4` (rows read) `+ 32·4` (indices) `+ 32·16·4`
    /// (result written). Until model v9 the read was capped at the parameter's 256 bytes, as
    /// slices are, which priced the TensorCore dispatch 0.9 GB per call below the SparseCore
    /// one. Two overlapping slices of the parameter beside it still count at most the
    /// parameter.
    #[test]
    fn a_fused_gather_reads_a_row_per_result_row() {
        let module = gathering_module("fusion");
        let fusion_bytes = |m: &HloModuleProto| {
            let cost = ProgramCost::from_module(m, None);
            cost.ops
                .iter()
                .find(|o| o.opcode == "fusion")
                .unwrap()
                .bytes
        };
        assert_eq!(
            fusion_bytes(&module),
            (32 * 16 * 4 + 32 * 4 + 32 * 16 * 4) as f64
        );
        // Slices: `[3, 16]` rows twice (overlapping, 384 bytes) are capped at the 256-byte
        // parameter; the result is `[3, 16]` twice concatenated; the indices, unused, are
        // not read.
        let mut sliced = module.clone();
        let fused = &mut sliced.computations[0].instructions;
        fused.truncate(2);
        fused.push(inst(22, "slice", shape(F32, &[3, 16]), &[20], &[]));
        fused.push(inst(23, "slice", shape(F32, &[3, 16]), &[20], &[]));
        fused.push(inst(
            24,
            "concatenate",
            shape(F32, &[6, 16]),
            &[22, 23],
            &[],
        ));
        sliced.computations[1].instructions[2].shape = Some(shape(F32, &[6, 16]));
        assert_eq!(fusion_bytes(&sliced), (4 * 16 * 4 + 6 * 16 * 4) as f64);
    }

    /// libtpu's SparseCore gather as it schedules it, by hand: `async-start()` on the
    /// `sparsecore` thread calls a computation whose custom call runs the gather;
    /// `async-update` hands over the rows and indices, an op runs on the TensorCore, then
    /// `async-done`. The module lists that op after the done (dependency order allows it, and
    /// libtpu's modules list their instructions so); its schedule runs it before. The gather's
    /// op records the window it runs beside in schedule order (after the update at position
    /// 3, before the done at 5); without the schedule the listing order leaves the window
    /// empty. The same chain on the main thread, or with the thread unset, records none and
    /// stays in the roofline sum.
    #[test]
    fn an_offloaded_gather_runs_beside_the_ops_in_its_window() {
        let tuple = |elements: Vec<ShapeProto>| ShapeProto {
            element_type: 13,
            tuple_shapes: elements,
            ..shape(13, &[])
        };
        let mut module = gathering_module("custom-call");
        module.computations[1].id = 3;
        let start = HloInstructionProto {
            async_execution_thread: "sparsecore".into(),
            ..inst(
                32,
                "async-start",
                tuple(vec![tuple(vec![]), shape(F32, &[32, 16])]),
                &[],
                &[3],
            )
        };
        module.computations.push(comp(
            1,
            vec![
                param(30, 0, shape(F32, &[4, 16])),
                param(31, 1, shape(S32, &[32])),
                start,
                inst(
                    33,
                    "async-update",
                    shape(F32, &[32, 16]),
                    &[32, 30, 31],
                    &[],
                ),
                inst(35, "async-done", shape(F32, &[32, 16]), &[33], &[]),
                inst(34, "negate", shape(F32, &[4, 16]), &[30], &[]),
            ],
        ));
        let mut sequences = std::collections::BTreeMap::new();
        sequences.insert(
            1,
            pjrt::hlo_proto::InstructionSequence {
                instruction_ids: (30..36).collect(),
            },
        );
        module.schedule = Some(pjrt::hlo_proto::HloScheduleProto { sequences });
        let gather_window = |m: &HloModuleProto| {
            let cost = ProgramCost::from_module(m, None);
            let call = cost.ops.iter().find(|o| o.opcode == "custom-call").unwrap();
            assert_eq!(call.bytes, (2 * 32 * 16 * 4 + 32 * 4) as f64);
            call.beside
        };
        assert_eq!(
            gather_window(&module),
            Some(Beside {
                computation: 1,
                after: 3,
                done: 5
            })
        );
        let mut unscheduled = module.clone();
        unscheduled.schedule = None;
        assert_eq!(
            gather_window(&unscheduled),
            Some(Beside {
                computation: 1,
                after: 3,
                done: 4
            })
        );
        for thread in ["main", ""] {
            let mut on_main = module.clone();
            on_main.computations[2].instructions[2].async_execution_thread = thread.into();
            assert_eq!(gather_window(&on_main), None, "thread {thread:?}");
        }
    }

    /// libtpu's SparseCore reduce-scatter, by hand: `async-start()` calls a computation whose
    /// custom call runs the `reduce-scatter` of a `f32[64, 32]` over 8 devices;
    /// `async-update` hands over the operand, two fusions run on the TensorCore, then
    /// `async-done`. A second offloaded reduce-scatter of the same array overlaps the first
    /// one's window. The reader records each as an asynchronous reduce-scatter of the full
    /// 8 KiB input, placed at its update with its done's position. Priced on a ring of 8 at
    /// `W` bytes/s per direction each takes `t = 7/8 · 8192 / (2W)`; the two fusions offer
    /// `1.5 t` of roofline time between the first update and both dones, so the first hides
    /// whole, the second in half: `0.5 t` exposed, not 0, since the links carry one at a time.
    #[test]
    fn an_offloaded_reduce_scatter_is_async_and_shares_the_ops_that_hide_it() {
        let tuple = |elements: Vec<ShapeProto>| ShapeProto {
            element_type: 13,
            tuple_shapes: elements,
            ..shape(13, &[])
        };
        let rs = over_eight(inst(42, "reduce-scatter", shape(F32, &[8, 32]), &[40], &[]));
        // One HBM element moves in `hbm_s`: the fusions' bytes are sized to hide 1.5 t.
        let w = 100e9;
        let t = 7.0 / 8.0 * 8192.0 / (2.0 * w);
        let chip = crate::perf::Chip {
            interconnect: crate::perf::Interconnect::Ici {
                grid: [2, 4],
                link_bytes_per_s: w,
            },
            ..crate::perf::Chip::v6e([2, 4])
        };
        // Each fusion reads and writes `n` f32: `8n` bytes in `0.75 t`.
        let n = (0.75 * t * chip.memory_bytes_per_s / 8.0).round() as i64;
        let start = |id: i64, calls: i64| {
            inst(
                id,
                "async-start",
                tuple(vec![tuple(vec![]), shape(F32, &[8, 32])]),
                &[],
                &[calls],
            )
        };
        let module = HloModuleProto {
            computations: vec![
                comp(4, vec![param(40, 0, shape(F32, &[64, 32])), rs]),
                comp(
                    3,
                    vec![
                        param(30, 0, shape(F32, &[64, 32])),
                        inst(31, "custom-call", shape(F32, &[8, 32]), &[30], &[4]),
                    ],
                ),
                comp(
                    5,
                    vec![
                        param(50, 0, shape(F32, &[n])),
                        inst(51, "negate", shape(F32, &[n]), &[50], &[]),
                    ],
                ),
                comp(
                    1,
                    vec![
                        param(10, 0, shape(F32, &[64, 32])),
                        param(11, 1, shape(F32, &[n])),
                        start(12, 3),
                        inst(13, "async-update", shape(F32, &[8, 32]), &[12, 10], &[]),
                        start(14, 3),
                        inst(15, "async-update", shape(F32, &[8, 32]), &[14, 10], &[]),
                        inst(16, "fusion", shape(F32, &[n]), &[11], &[5]),
                        inst(17, "fusion", shape(F32, &[n]), &[16], &[5]),
                        inst(18, "async-done", shape(F32, &[8, 32]), &[13], &[]),
                        inst(19, "async-done", shape(F32, &[8, 32]), &[15], &[]),
                    ],
                ),
            ],
            entry_computation_id: 1,
            ..Default::default()
        };
        let cost = ProgramCost::from_module(&module, None);
        let offloaded: Vec<(&CollectiveOp, usize, Option<usize>)> = cost
            .ops
            .iter()
            .filter_map(|o| Some((o.collective.as_ref()?, o.position, o.done_position)))
            .collect();
        let expected = CollectiveOp {
            kind: "reduce-scatter".into(),
            bytes: 64 * 32 * 4,
            group: (0..8).collect(),
            asynchronous: true,
            ring_shift: None,
        };
        assert_eq!(
            offloaded,
            vec![(&expected, 3, Some(8)), (&expected, 5, Some(9))]
        );
        let mesh = nam::Mesh::new(8, 1, 1, false);
        let e = crate::perf::estimate_program(&cost, &chip, &mesh);
        let rs_s = crate::perf::collective_seconds("reduce-scatter", 8192.0, 8, &chip);
        assert!((rs_s - t).abs() < 1e-18);
        let fusions = 2.0 * (8 * n) as f64 / chip.memory_bytes_per_s;
        assert!((fusions - 1.5 * t).abs() < 1e-3 * t);
        assert!(
            (e.exposed_collective_s - (2.0 * t - fusions)).abs() < 1e-3 * t,
            "exposed {} s, expected {} s",
            e.exposed_collective_s,
            2.0 * t - fusions
        );
    }

    #[test]
    fn a_mosaic_kernel_is_costed_by_its_declared_estimate() {
        // The shape of what Pallas writes (pallas-kernels/artifacts/*.fwd.mlir, unescaped): the
        // estimate sits inside `custom_call_config`, next to the kernel body.
        let config = br#"{"custom_call_config": {"body": "TUzvUgFNTElSMjIu", "cost_estimate": {
            "bytes_accessed":69304320, "flops":28991029248, "remote_bytes_transferred":0,
            "transcendentals":113246208}, "needs_layout_passes": true}}"#;
        let call = |target: &str, config: &[u8]| HloInstructionProto {
            opcode: "custom-call".into(),
            custom_call_target: target.into(),
            backend_config: config.to_vec(),
            ..Default::default()
        };
        assert_eq!(
            declared_cost(&call("tpu_custom_call", config)),
            Some(DeclaredCost {
                flops: 28991029248.0,
                transcendentals: 113246208.0,
                bytes: 69304320.0,
            })
        );
        // The same estimate as libtpu writes it back into the compiled program (from a
        // nam52 accumulate program, libtpu 0.0.52): 64-bit integers as strings.
        let compiled = br#"{"custom_call_config": {"cost_estimate":{"bytes_accessed":"184811520",
            "flops":"77309411328","remote_bytes_transferred":"0","transcendentals":"150994944"},
            "needs_layout_passes":true}}"#;
        assert_eq!(
            declared_cost(&call("tpu_custom_call", compiled)),
            Some(DeclaredCost {
                flops: 77309411328.0,
                transcendentals: 150994944.0,
                bytes: 184811520.0,
            })
        );
        // A kernel that declares nothing, and another target, fall back to the operand rule.
        assert_eq!(
            declared_cost(&call("tpu_custom_call", br#"{"custom_call_config": {}}"#)),
            None
        );
        assert_eq!(declared_cost(&call("Sharding", config)), None);
    }

    #[test]
    fn a_mosaic_gpu_attention_kernel_is_costed_from_its_operands() {
        // q [2, 8, 3, 4]: causal, so 2·3 heads × (8·9/2 = 36) pairs = 216 scored pairs, each a
        // 4-long dot per matrix product: 2 × 4 FLOPs per product.
        let q = shape(BF16, &[2, 8, 3, 4]);
        let call = |operands: usize, results: usize| HloInstructionProto {
            opcode: "custom-call".into(),
            custom_call_target: "mosaic_gpu_v2".into(),
            operand_ids: (0..operands as i64).collect(),
            shape: Some(ShapeProto {
                tuple_shapes: vec![q.clone(); results],
                ..Default::default()
            }),
            ..Default::default()
        };
        let pair_flops = 216.0 * 2.0 * 4.0;
        // The forward (q, k, v, k_start and its block bounds): q·k and p·v.
        assert_eq!(
            mosaic_gpu_attention_cost(&call(6, 3), Some(&q)),
            Some((2.0 * pair_flops, 216.0))
        );
        // The backward's dq kernel (one result) and its dk, dv kernel (two).
        assert_eq!(
            mosaic_gpu_attention_cost(&call(8, 1), Some(&q)),
            Some((3.0 * pair_flops, 216.0))
        );
        assert_eq!(
            mosaic_gpu_attention_cost(&call(8, 2), Some(&q)),
            Some((4.0 * pair_flops, 216.0))
        );
        let mut other = call(6, 3);
        other.custom_call_target = "tpu_custom_call".into();
        assert_eq!(mosaic_gpu_attention_cost(&other, Some(&q)), None);
    }

    /// XLA's bidirectional windowed matmul, by hand (as libtpu 0.0.52 emits it for an FSDP
    /// gradient on v6e-8): two `collective-permute-start`s of the same `f32[64, 32]` shard,
    /// one shifting devices 0..8 by +1 and one by −1 (`source_target_pairs={{0,7},{1,0},..}`),
    /// both in flight over a fusion before their dones. The reader records each ring's shift;
    /// the model runs the pair on opposite link directions, so the permute term is one
    /// permute's `V / W`, not two. A permute of a partial ring records no shift.
    #[test]
    fn opposite_ring_permutes_run_on_opposite_links() {
        let chip = crate::perf::Chip::v6e([2, 4]);
        let u32 = |dims: &[i64]| shape(8, dims);
        let start_shape = ShapeProto {
            element_type: 13,
            tuple_shapes: vec![
                shape(F32, &[64, 32]),
                shape(F32, &[64, 32]),
                u32(&[]),
                u32(&[]),
            ],
            ..shape(13, &[])
        };
        let shifted = |id: i64, by: i64, n: i64| HloInstructionProto {
            source_target_pairs: (0..n)
                .map(|d| SourceTarget {
                    source: d,
                    target: (d + by).rem_euclid(8),
                })
                .collect(),
            ..inst(
                id,
                "collective-permute-start",
                start_shape.clone(),
                &[10],
                &[],
            )
        };
        let module = HloModuleProto {
            computations: vec![
                comp(
                    5,
                    vec![
                        param(50, 0, shape(F32, &[1024])),
                        inst(51, "negate", shape(F32, &[1024]), &[50], &[]),
                    ],
                ),
                comp(
                    1,
                    vec![
                        param(10, 0, shape(F32, &[64, 32])),
                        param(11, 1, shape(F32, &[1024])),
                        shifted(12, 1, 8),
                        shifted(13, -1, 8),
                        inst(14, "fusion", shape(F32, &[1024]), &[11], &[5]),
                        inst(
                            15,
                            "collective-permute-done",
                            shape(F32, &[64, 32]),
                            &[12],
                            &[],
                        ),
                        inst(
                            16,
                            "collective-permute-done",
                            shape(F32, &[64, 32]),
                            &[13],
                            &[],
                        ),
                        shifted(17, 1, 7),
                        inst(
                            18,
                            "collective-permute-done",
                            shape(F32, &[64, 32]),
                            &[17],
                            &[],
                        ),
                    ],
                ),
            ],
            entry_computation_id: 1,
            ..Default::default()
        };
        let cost = ProgramCost::from_module(&module, None);
        let shifts: Vec<(u64, Option<[u64; 2]>)> = collectives_of(&cost)
            .iter()
            .map(|c| (c.bytes, c.ring_shift))
            .collect();
        let v = 64 * 32 * 4;
        assert_eq!(
            shifts,
            vec![(v, Some([8, 1])), (v, Some([8, 7])), (v, None)]
        );
        let mesh = nam::Mesh::new(8, 1, 1, false);
        let e = crate::perf::estimate_program(&cost, &chip, &mesh);
        let one = crate::perf::collective_seconds("collective-permute", v as f64, 8, &chip);
        let term: f64 = e.collective_s.iter().map(|(_, s)| s).sum();
        // The pair costs one permute; the partial ring's permute, alone, another.
        assert!((term - 2.0 * one).abs() < 1e-6 * one, "{term} s vs {one} s");
        assert_eq!(ring_shift(&[]), None);
        let mixed = [(0, 1), (1, 0), (2, 3), (3, 2)]
            .map(|(source, target)| SourceTarget { source, target });
        assert_eq!(ring_shift(&mixed), None);
    }

    /// A windowed matmul's loop as libtpu 0.0.52 emits it, by hand: the condition compares
    /// tuple element 0 with `4` (`LT`); the body runs a fusion, then steps the counter by the
    /// constant 2 (its body is unrolled twice); the loop starts the counter at 0 through a
    /// copy. It runs twice, not four times; the same loop stepping by 1 runs four times, and
    /// one whose counter is not a tuple element of the condition's parameter keeps the bound.
    #[test]
    fn a_loop_that_steps_by_two_runs_half_its_bound() {
        let counter = || shape(S32, &[]);
        let state = || ShapeProto {
            element_type: 13,
            tuple_shapes: vec![counter(), shape(F32, &[1024])],
            ..shape(13, &[])
        };
        let constant = |id: i64, v: i32| HloInstructionProto {
            literal: Some(pjrt::hlo_proto::LiteralProto {
                s32s: vec![v],
                ..Default::default()
            }),
            ..inst(id, "constant", counter(), &[], &[])
        };
        let element = |id: i64, of: i64, i: i64, s: ShapeProto| HloInstructionProto {
            tuple_index: i,
            ..inst(id, "get-tuple-element", s, &[of], &[])
        };
        let module = |step: i32, compared: &str| HloModuleProto {
            computations: vec![
                comp(
                    5,
                    vec![
                        param(50, 0, shape(F32, &[1024])),
                        inst(51, "negate", shape(F32, &[1024]), &[50], &[]),
                    ],
                ),
                // The condition: `element 0 < 4` (or a copy of it, which the step rule
                // does not follow).
                comp(
                    3,
                    vec![
                        param(30, 0, state()),
                        element(31, 30, 0, counter()),
                        inst(32, "copy", counter(), &[31], &[]),
                        constant(33, 4),
                        HloInstructionProto {
                            comparison_direction: "LT".into(),
                            ..inst(
                                34,
                                "compare",
                                shape(1, &[]),
                                &[if compared == "copy" { 32 } else { 31 }, 33],
                                &[],
                            )
                        },
                    ],
                ),
                comp(
                    2,
                    vec![
                        param(20, 0, state()),
                        element(21, 20, 0, counter()),
                        element(22, 20, 1, shape(F32, &[1024])),
                        inst(23, "fusion", shape(F32, &[1024]), &[22], &[5]),
                        constant(24, step),
                        inst(25, "add", counter(), &[21, 24], &[]),
                        inst(26, "tuple", state(), &[25, 23], &[]),
                    ],
                ),
                comp(
                    1,
                    vec![
                        param(10, 0, shape(F32, &[1024])),
                        constant(11, 0),
                        inst(12, "copy", counter(), &[11], &[]),
                        inst(13, "tuple", state(), &[12, 10], &[]),
                        inst(14, "while", state(), &[13], &[2, 3]),
                    ],
                ),
            ],
            entry_computation_id: 1,
            ..Default::default()
        };
        let trips = |m: &HloModuleProto| {
            let cost = ProgramCost::from_module(m, None);
            let fusion = cost.ops.iter().find(|o| o.opcode == "fusion").unwrap();
            assert_eq!(cost.loops[0].source, TripSource::Condition);
            assert_eq!(fusion.runs, cost.loops[0].trips);
            // Run once per program run, so every iteration of it is one of the program's.
            assert_eq!(cost.loops[0].runs, 1);
            assert_eq!(cost.loop_iterations(), cost.loops[0].trips);
            cost.loops[0].trips
        };
        assert_eq!(trips(&module(2, "element")), 2);
        assert_eq!(trips(&module(1, "element")), 4);
        assert_eq!(trips(&module(3, "element")), 2);
        assert_eq!(trips(&module(2, "copy")), 4);
    }
}
