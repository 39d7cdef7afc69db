//! The walk over an optimized module that [`ProgramCost::from_module`] does: every
//! computation reached from the entry in schedule order, loops multiplied by their trip counts,
//! each op's FLOPs, transcendentals, main-memory bytes and collective read off its instruction
//! (or its fused computation), as the parent module's docs define them.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use pjrt::hlo_proto::{HloComputationProto, HloInstructionProto, HloModuleProto, ShapeProto};

use train::collectives::COLLECTIVE_KINDS;

use super::custom_call::{
    declared_cost, dot_dims, is_cublas_call, kernel_body, mosaic_gpu_attention_cost,
};
use super::*;

/// Opcodes whose result elements each cost one transcendental evaluation.
const TRANSCENDENTAL: [&str; 15] = [
    "exponential",
    "exponential-minus-one",
    "log",
    "log-plus-one",
    "logistic",
    "tanh",
    "rsqrt",
    "sqrt",
    "cbrt",
    "power",
    "sine",
    "cosine",
    "tan",
    "atan2",
    "erf",
];

/// Elementwise and reducing opcodes that cost one vector-unit operation per result element
/// (a `reduce`: per input element).
const VECTOR: [&str; 20] = [
    "add",
    "subtract",
    "multiply",
    "divide",
    "maximum",
    "minimum",
    "compare",
    "select",
    "convert",
    "negate",
    "abs",
    "and",
    "or",
    "xor",
    "not",
    "clamp",
    "reduce",
    "sign",
    "floor",
    "round-nearest-even",
];

/// Opcodes that move no data of their own (views, bookkeeping, the second half of a pair).
const FREE: [&str; 14] = [
    "parameter",
    "constant",
    "get-tuple-element",
    "tuple",
    "bitcast",
    "after-all",
    "partition-id",
    "replica-id",
    "opt-barrier",
    "iota",
    "add-dependency",
    "domain",
    "copy-done",
    // Hands an asynchronous computation's state on between its start and done (TPU's
    // SparseCore gathers): the work is the called computation, costed once at the start.
    "async-update",
];

/// Whether an array lives in the device's main memory (module docs, "Memory spaces").
fn in_main_memory(shape: Option<&ShapeProto>) -> bool {
    shape.is_some_and(|s| s.memory_space() == 0)
}

/// The cost of one run of `module`'s entry computation ([`ProgramCost::from_module`]).
pub(super) fn cost_of(module: &HloModuleProto, top_level_trips: Option<u64>) -> ProgramCost {
    let index = Index::new(module);
    let mut walk = Walk {
        index: &index,
        cost: ProgramCost::default(),
        unknown: BTreeSet::new(),
        top_level_trips,
    };
    if let Some(entry) = index.entry {
        walk.computation(entry, 1, true);
    }
    walk.cost.unknown_element_types = walk.unknown.into_iter().collect();
    walk.cost
}

/// Computations and instructions by id.
struct Index<'m> {
    comps: HashMap<i64, &'m HloComputationProto>,
    insts: HashMap<i64, &'m HloInstructionProto>,
    entry: Option<i64>,
    /// Instruction ids in schedule order, by computation id.
    schedule: HashMap<i64, &'m [i64]>,
}

impl<'m> Index<'m> {
    fn new(module: &'m HloModuleProto) -> Self {
        let comps: HashMap<i64, &HloComputationProto> =
            module.computations.iter().map(|c| (c.id, c)).collect();
        let insts = module
            .computations
            .iter()
            .flat_map(|c| &c.instructions)
            .map(|i| (i.id, i))
            .collect();
        let entry = train::collectives::entry_id(module);
        let schedule = module
            .schedule
            .as_ref()
            .map(|s| {
                s.sequences
                    .iter()
                    .map(|(&c, seq)| (c, seq.instruction_ids.as_slice()))
                    .collect()
            })
            .unwrap_or_default();
        Index {
            comps,
            insts,
            entry,
            schedule,
        }
    }

    /// `comp`'s instructions in the order they run: the module's schedule where it lists
    /// every one of them, else the order the module lists them in (operands before users).
    fn schedule_of(&self, comp: &'m HloComputationProto) -> Vec<&'m HloInstructionProto> {
        if let Some(ids) = self.schedule.get(&comp.id) {
            let ordered: Vec<&HloInstructionProto> = ids
                .iter()
                .filter_map(|id| self.insts.get(id).copied())
                .collect();
            if ordered.len() == comp.instructions.len() {
                return ordered;
            }
        }
        comp.instructions.iter().collect()
    }

    fn shape(&self, id: i64) -> Option<&'m ShapeProto> {
        self.insts.get(&id).and_then(|i| i.shape.as_ref())
    }
}

/// A computation being visited: its id and runs, and where its ops sit in its schedule.
struct Scheduled<'m> {
    id: i64,
    runs: u64,
    top_level: bool,
    /// `*-done` ops by the op they complete.
    done_of: HashMap<i64, &'m HloInstructionProto>,
    /// `async-update`s by the op they follow: an async op's chain is start → updates → done.
    update_of: HashMap<i64, &'m HloInstructionProto>,
    /// Each op's place in the schedule, by id.
    position: HashMap<i64, usize>,
}

struct Walk<'a, 'm> {
    index: &'a Index<'m>,
    cost: ProgramCost,
    unknown: BTreeSet<i32>,
    top_level_trips: Option<u64>,
}

impl<'m> Walk<'_, 'm> {
    /// Bytes of `shape`'s data wherever it lives (a collective's volume, a slice's size).
    fn bytes_of(&mut self, shape: Option<&ShapeProto>) -> u64 {
        shape.map_or(0, |s| s.byte_size(&mut self.unknown))
    }

    /// Bytes of `shape`'s arrays that live in the device's main memory (module docs,
    /// "Memory spaces").
    fn main_bytes_of(&mut self, shape: Option<&ShapeProto>) -> u64 {
        shape.map_or(0, |s| s.main_memory_byte_size(&mut self.unknown))
    }

    /// Visits computation `id`, run `runs` times.
    fn computation(&mut self, id: i64, runs: u64, top_level: bool) {
        let Some(comp) = self.index.comps.get(&id).copied() else {
            return;
        };
        let done_of: HashMap<i64, &HloInstructionProto> = comp
            .instructions
            .iter()
            .filter(|i| i.opcode.ends_with("-done"))
            .filter_map(|i| i.operand_ids.first().map(|&s| (s, i)))
            .collect();
        // `async-update`s by the op they follow: an async op's chain is start → updates → done.
        let update_of: HashMap<i64, &HloInstructionProto> = comp
            .instructions
            .iter()
            .filter(|i| i.opcode == "async-update")
            .filter_map(|i| i.operand_ids.first().map(|&s| (s, i)))
            .collect();
        let order = self.index.schedule_of(comp);
        let position: HashMap<i64, usize> =
            order.iter().enumerate().map(|(p, i)| (i.id, p)).collect();
        let at = Scheduled {
            id,
            runs,
            top_level,
            done_of,
            update_of,
            position,
        };
        for inst in order {
            match inst.opcode.as_str() {
                "while" => self.while_loop(inst, runs, top_level),
                "async-start" => self.async_start(inst, &at),
                "call" | "conditional" => {
                    for &callee in &inst.called_computation_ids {
                        self.computation(callee, runs, top_level);
                    }
                }
                _ => self.op(inst, &at),
            }
        }
    }

    /// A `while` loop: its trip count recorded, its body visited that many times per run.
    fn while_loop(&mut self, inst: &HloInstructionProto, runs: u64, top_level: bool) {
        let (trips, source) = self.trip_count(inst, top_level);
        self.cost.loops.push(LoopTrips {
            name: inst.name.clone(),
            trips,
            source,
            runs,
        });
        // called: [body, condition] in XLA's order; the condition costs nothing
        // worth modelling.
        if let Some(&body) = inst.called_computation_ids.first() {
            self.computation(body, runs * trips, false);
        }
    }

    /// An `async-start`: a collective offloaded to another execution thread, and the called
    /// computation's own work, which runs beside this computation's ops until the done.
    fn async_start(&mut self, inst: &HloInstructionProto, at: &Scheduled<'m>) {
        let (id, runs, position) = (at.id, at.runs, &at.position);
        // A collective offloaded to another execution thread (libtpu's SparseCore
        // collectives: `async-start` → `async-update`, which hands over the
        // operand → `async-done`) moves its data while the TensorCore runs the
        // ops between the last update and the done.
        let mut last = inst;
        while let Some(&u) = at.update_of.get(&last.id) {
            last = u;
        }
        let done = at.done_of.get(&last.id).map(|d| position[&d.id]);
        if let Some(done) = done
            && let Some(collective) = self.offloaded_collective(inst)
        {
            self.cost.ops.push(OpCost {
                collective: Some(collective),
                done_position: Some(done),
                ..OpCost::blank(inst, runs, id, position[&last.id])
            });
        }
        // The called computation's own work (the gather, scatter, copy or the
        // collective's memory traffic) runs on that thread too: beside the ops of
        // this computation between the last update and the done.
        let first = self.cost.ops.len();
        for &callee in &inst.called_computation_ids {
            self.computation(callee, runs, at.top_level);
        }
        let thread = inst.async_execution_thread.as_str();
        if let Some(done) = done
            && !thread.is_empty()
            && thread != "main"
        {
            let window = Beside {
                computation: id,
                after: position[&last.id],
                done,
            };
            for op in &mut self.cost.ops[first..] {
                if op.collective.is_none() {
                    op.beside = Some(window);
                }
            }
        }
    }

    /// Any other op: nothing for views and bookkeeping; a collective's volume; a fusion's,
    /// a custom call's declared or an instruction's own work and bytes.
    fn op(&mut self, inst: &HloInstructionProto, at: &Scheduled<'m>) {
        let (id, runs, position) = (at.id, at.runs, &at.position);
        let op = inst.opcode.as_str();
        if FREE.contains(&op) || (op.ends_with("-done") && op != "copy-done") {
            return;
        }
        let (base, asynchronous) = match op.strip_suffix("-start") {
            Some(b) => (b, true),
            None => (op, false),
        };
        let mut cost = OpCost::blank(inst, runs, id, position[&inst.id]);
        if COLLECTIVE_KINDS.contains(&base) {
            let result = if asynchronous {
                at.done_of.get(&inst.id).and_then(|d| d.shape.as_ref())
            } else {
                inst.shape.as_ref()
            };
            if asynchronous && let Some(done) = at.done_of.get(&inst.id) {
                cost.done_position = Some(position[&done.id]);
            }
            cost.collective = Some(self.collective_op(inst, base, result, asynchronous));
            self.cost.ops.push(cost);
            return;
        }
        if op == "fusion" {
            let fused = inst.called_computation_ids.first().copied();
            if let Some(f) = fused {
                self.fused_work(f, &mut cost);
                cost.fused = self.fused_summary(f);
                if let Some(collective) = self.fused_collective(f) {
                    // The link traffic as an op of its own at the fusion's place (a
                    // synchronous collective, exposed whole); the fusion's memory traffic
                    // stays with the fusion.
                    self.cost.ops.push(OpCost {
                        collective: Some(collective),
                        fused: cost.fused.clone(),
                        ..OpCost::blank(inst, runs, id, cost.position)
                    });
                }
            }
            cost.bytes = self.fusion_bytes(inst, fused) as f64;
        } else if let Some(declared) = declared_cost(inst) {
            cost.flops.push((MatmulType::Low, declared.flops));
            cost.transcendentals = declared.transcendentals;
            cost.bytes = declared.bytes;
            cost.schedule_s = kernel_body(inst).and_then(|b| super::schedule::schedule_seconds(&b));
        } else if let Some((flops, exps)) = mosaic_gpu_attention_cost(
            inst,
            inst.operand_ids.first().and_then(|&o| self.index.shape(o)),
        ) {
            cost.flops.push((MatmulType::Low, flops));
            cost.transcendentals = exps;
            cost.bytes = self.op_bytes(inst) as f64;
        } else {
            self.instruction_work(inst, &mut cost);
            cost.bytes = self.op_bytes(inst) as f64;
        }
        self.cost.ops.push(cost);
    }

    /// Flops and transcendentals of one unfused instruction.
    fn instruction_work(&mut self, inst: &HloInstructionProto, cost: &mut OpCost) {
        if let Some(f) = self.matmul_flops(inst) {
            cost.flops.push(f);
            if let Some(d) = self.dot_shape(inst) {
                cost.dots.push((d, f.1));
            }
        }
        let op = inst.opcode.as_str();
        if TRANSCENDENTAL.contains(&op) {
            cost.transcendentals += elements(inst.shape.as_ref()) as f64;
        } else if op == "reduce" {
            let input = inst.operand_ids.first().and_then(|&o| self.index.shape(o));
            cost.vector_ops += elements(input) as f64;
        } else if VECTOR.contains(&op) {
            cost.vector_ops += elements(inst.shape.as_ref()) as f64;
        }
    }

    /// Flops and transcendentals of a fused computation (nested fusions included).
    fn fused_work(&mut self, comp: i64, cost: &mut OpCost) {
        let Some(c) = self.index.comps.get(&comp).copied() else {
            return;
        };
        for inst in &c.instructions {
            if inst.opcode == "fusion" {
                for &f in &inst.called_computation_ids {
                    self.fused_work(f, cost);
                }
            } else {
                self.instruction_work(inst, cost);
            }
        }
    }

    /// The first collective in computation `comp` or in any computation it calls (fusions,
    /// custom calls' bodies), depth first, with the computation that holds it.
    fn nested_collective(
        &self,
        comp: i64,
    ) -> Option<(&'m HloComputationProto, &'m HloInstructionProto)> {
        self.nested(comp, |i| COLLECTIVE_KINDS.contains(&i.opcode.as_str()))
    }

    /// The first instruction `wanted` accepts in computation `comp` or in any computation it
    /// calls, with the computation that holds it.
    fn nested(
        &self,
        comp: i64,
        wanted: impl Fn(&HloInstructionProto) -> bool,
    ) -> Option<(&'m HloComputationProto, &'m HloInstructionProto)> {
        let mut stack = vec![comp];
        while let Some(id) = stack.pop() {
            let Some(c) = self.index.comps.get(&id).copied() else {
                continue;
            };
            for inst in &c.instructions {
                if wanted(inst) {
                    return Some((c, inst));
                }
                stack.extend(&inst.called_computation_ids);
            }
        }
        None
    }

    /// Whether `inst` is a custom call that runs a `gather` in a computation it calls: libtpu's
    /// SparseCore gather (`gather_offload`), which moves rows by DMA.
    fn offloaded_gather(&self, inst: &HloInstructionProto) -> bool {
        inst.opcode == "custom-call"
            && inst
                .called_computation_ids
                .iter()
                .any(|&c| self.nested(c, |i| i.opcode == "gather").is_some())
    }

    /// Whether every use of `reduced` in computation `comp` (through tuple elements, bitcasts,
    /// reshapes, copies and converts) is a `dynamic-slice` that keeps fewer elements: the
    /// device keeps only its shard of the sum.
    fn only_sliced(comp: &HloComputationProto, reduced: &HloInstructionProto) -> bool {
        const PASS: [&str; 5] = ["get-tuple-element", "bitcast", "reshape", "copy", "convert"];
        let mut frontier = vec![reduced];
        let mut sliced = false;
        while let Some(t) = frontier.pop() {
            for user in comp
                .instructions
                .iter()
                .filter(|u| u.operand_ids.contains(&t.id))
            {
                match user.opcode.as_str() {
                    "dynamic-slice"
                        if user.operand_ids.first() == Some(&t.id)
                            && elements(user.shape.as_ref())
                                < largest_leaf_elements(t.shape.as_ref()) =>
                    {
                        sliced = true
                    }
                    op if PASS.contains(&op) => frontier.push(user),
                    _ => return false,
                }
            }
        }
        sliced
    }

    /// Collective `inst` of kind `kind` whose result has shape `result` (an async start's is its
    /// done's), as the reader records it: its volume, its first device group, and whether it is
    /// asynchronous.
    fn collective_op(
        &mut self,
        inst: &HloInstructionProto,
        kind: &str,
        result: Option<&ShapeProto>,
        asynchronous: bool,
    ) -> CollectiveOp {
        CollectiveOp {
            kind: kind.to_string(),
            bytes: self.collective_volume(inst, kind, result),
            group: inst.first_collective_group().unwrap_or_default(),
            asynchronous,
            ring_shift: (kind == "collective-permute")
                .then(|| ring_shift(&inst.source_target_pairs))
                .flatten(),
        }
    }

    /// Volume of collective `inst` of kind `kind` whose result has shape `result` (an async
    /// start's is its done's) (see [`CollectiveOp::bytes`]).
    fn collective_volume(
        &mut self,
        inst: &HloInstructionProto,
        kind: &str,
        result: Option<&ShapeProto>,
    ) -> u64 {
        let received = self.bytes_of(result);
        let operands: u64 = inst
            .operand_ids
            .iter()
            .map(|&o| self.index.shape(o))
            .map(|s| self.bytes_of(s))
            .sum();
        match kind {
            "reduce-scatter" => operands,
            "collective-permute" => operands.max(received),
            _ => received,
        }
    }

    /// The collective inside a fusion's computation `comp` (nested fusions opened), as
    /// the op it performs. libtpu fuses a reduce-scatter as an `all-reduce` whose sum the
    /// fusion slices to the device's shard (its computation named `all-reduce-scatter.N`):
    /// an all-reduce whose every use in the fusion is a dynamic slice of it (the slice may
    /// then be converted or written into a larger buffer, [`Self::only_sliced`]) is counted
    /// as the reduce-scatter it is, moving `(g−1)/g` of the array rather than twice that.
    /// Other fused collectives count as they would unfused ([`CollectiveOp::bytes`]).
    fn fused_collective(&mut self, comp: i64) -> Option<CollectiveOp> {
        let (holder, inst) = self.nested_collective(comp)?;
        // The op's own volume: for an all-reduce counted as a reduce-scatter, the whole array
        // is also the reduce-scatter's input.
        let op = self.collective_op(inst, &inst.opcode, inst.shape.as_ref(), false);
        Some(match inst.opcode.as_str() {
            "all-reduce" if Self::only_sliced(holder, inst) => CollectiveOp {
                kind: "reduce-scatter".into(),
                ..op
            },
            _ => op,
        })
    }

    /// The collective an `async-start` runs on another execution thread, found in the
    /// computations it calls; asynchronous, with the volume it would have unfused.
    fn offloaded_collective(&mut self, start: &HloInstructionProto) -> Option<CollectiveOp> {
        let inst = start
            .called_computation_ids
            .iter()
            .find_map(|&c| self.nested_collective(c))?
            .1;
        Some(self.collective_op(inst, &inst.opcode, inst.shape.as_ref(), true))
    }

    /// The ops of a fused computation (nested fusions opened), most frequent first, at most
    /// six kinds: what a `plan -v` reader needs to tell a fused matmul from a layout copy.
    fn fused_summary(&self, comp: i64) -> String {
        let mut counts: BTreeMap<&str, usize> = BTreeMap::new();
        let mut stack = vec![comp];
        while let Some(id) = stack.pop() {
            let Some(c) = self.index.comps.get(&id) else {
                continue;
            };
            for inst in &c.instructions {
                match inst.opcode.as_str() {
                    "fusion" => stack.extend(&inst.called_computation_ids),
                    op if FREE.contains(&op) => {}
                    op => *counts.entry(op).or_default() += 1,
                }
            }
        }
        let mut kinds: Vec<(&str, usize)> = counts.into_iter().collect();
        kinds.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        let shown: Vec<String> = kinds
            .iter()
            .take(6)
            .map(|&(op, n)| match n {
                1 => op.to_string(),
                n => format!("{op} x{n}"),
            })
            .collect();
        let more = kinds.len().saturating_sub(6);
        match more {
            0 => shown.join(", "),
            n => format!("{}, {n} more", shown.join(", ")),
        }
    }

    fn dot_shape(&self, inst: &HloInstructionProto) -> Option<DotShape> {
        let (dims, result) = dot_dims(inst)?;
        let lhs = self.index.shape(*inst.operand_ids.first()?)?;
        let rhs = self.index.shape(*inst.operand_ids.get(1)?)?;
        Some(DotShape {
            lhs: lhs.dimensions.clone(),
            rhs: rhs.dimensions.clone(),
            contracting: (
                dims.lhs_contracting_dimensions,
                dims.rhs_contracting_dimensions,
            ),
            batch: (dims.lhs_batch_dimensions, dims.rhs_batch_dimensions),
            element_type: lhs.element_type,
            result_type: result.element_type,
        })
    }

    fn matmul_flops(&self, inst: &HloInstructionProto) -> Option<(MatmulType, f64)> {
        let lhs = self.index.shape(*inst.operand_ids.first()?)?;
        let ty = MatmulType::of(lhs.element_type);
        if let Some((dims, result)) = dot_dims(inst) {
            let out = elements(Some(result)) as f64;
            let k: f64 = dims
                .lhs_contracting_dimensions
                .iter()
                .map(|&d| lhs.dimensions.get(d as usize).copied().unwrap_or(1) as f64)
                .product();
            return Some((ty, 2.0 * out * k));
        }
        let out = elements(inst.shape.as_ref()) as f64;
        match inst.opcode.as_str() {
            "convolution" => {
                let rhs = self.index.shape(*inst.operand_ids.get(1)?)?;
                let dims = inst.convolution_dimension_numbers.as_ref()?;
                let window = inst.window.as_ref();
                let out_shape = inst.shape.as_ref()?;
                let in_features = rhs
                    .dimensions
                    .get(dims.kernel_input_feature_dimension as usize)
                    .copied()
                    .unwrap_or(1) as f64;
                // Multiply-adds per output element: input features times the window taps that
                // land on real input (not padding, not a hole of a base dilation), summed over
                // the output positions of each spatial dimension. TPU writes batched matmuls
                // as dilated, strided convolutions where each output sees one real tap.
                let mut positions = 1.0;
                let mut taps = 1.0;
                for (i, (&din, &dout)) in dims
                    .input_spatial_dimensions
                    .iter()
                    .zip(&dims.output_spatial_dimensions)
                    .enumerate()
                {
                    let input = lhs.dimensions.get(din as usize).copied().unwrap_or(1);
                    let output = out_shape
                        .dimensions
                        .get(dout as usize)
                        .copied()
                        .unwrap_or(1);
                    let w = window.and_then(|w| w.dimensions.get(i));
                    positions *= output.max(1) as f64;
                    taps *= valid_taps(input, output, w) as f64;
                }
                let per_position = taps / positions.max(1.0);
                Some((ty, 2.0 * out * in_features * per_position))
            }
            _ => None,
        }
    }

    /// Main-memory bytes of an unfused op: operands and result, slices and in-place updates
    /// by XLA's rule; a side in another memory space moves nothing in main memory.
    fn op_bytes(&mut self, inst: &HloInstructionProto) -> u64 {
        let index = self.index;
        let result_shape = inst.shape.as_ref();
        let operand_shape = |k: usize| inst.operand_ids.get(k).and_then(|&o| index.shape(o));
        // `moved` bytes read from operand `k` and written to the result, each side counted
        // where it lives in main memory.
        let read_and_write = |moved: u64, k: usize| {
            moved * (in_main_memory(operand_shape(k)) as u64 + in_main_memory(result_shape) as u64)
        };
        match inst.opcode.as_str() {
            // Reads the slice, writes it.
            "dynamic-slice" | "gather" | "slice" => read_and_write(self.bytes_of(result_shape), 0),
            // An offloaded gather reads one source row per result row, however often the rows
            // repeat (XLA's rule for `gather`), and its indices. The source may be smaller than
            // the result: nam52's MoE dispatch fills 7.5 copies of each token's row.
            "custom-call" if self.offloaded_gather(inst) => {
                read_and_write(self.bytes_of(result_shape), 0)
                    + self.main_bytes_of(operand_shape(1))
            }
            // Reads the update, writes it in place.
            "dynamic-update-slice" => read_and_write(self.bytes_of(operand_shape(1)), 1),
            "scatter" => read_and_write(self.bytes_of(operand_shape(2)), 2),
            // `(destination, source, context)`: the source is the operand itself, not a second
            // copy of it.
            "copy-start" => {
                let destination = result_shape.and_then(|s| s.tuple_shapes.first());
                self.main_bytes_of(operand_shape(0)) + self.main_bytes_of(destination)
            }
            _ => {
                let operands: u64 = (0..inst.operand_ids.len())
                    .map(|k| self.main_bytes_of(operand_shape(k)))
                    .sum();
                // A cuBLAS matmul returns `(result, workspace)`; the workspace is scratch the
                // library may leave untouched, not traffic.
                let written = if is_cublas_call(inst) {
                    result_shape.map(|s| s.tuple_shapes.first().unwrap_or(s))
                } else {
                    result_shape
                };
                operands + self.main_bytes_of(written)
            }
        }
    }

    /// Main-memory bytes of a fusion: each operand once, or only the slices its fused
    /// computation reads of it; the result once, or only the updates of an in-place result.
    /// Operands and results in another memory space count nothing.
    fn fusion_bytes(&mut self, inst: &HloInstructionProto, fused: Option<i64>) -> u64 {
        let Some(comp) = fused.and_then(|f| self.index.comps.get(&f).copied()) else {
            return self.op_bytes(inst);
        };
        let mut total = 0;
        for (n, &operand) in inst.operand_ids.iter().enumerate() {
            let whole = self.main_bytes_of(self.index.shape(operand));
            if whole > 0 {
                total += match self.sliced_read(comp, n as i64) {
                    Some(read) => read.sliced.min(whole) + read.gathered,
                    None => whole,
                };
            }
        }
        // What the fused root writes of result `id`, where the fusion's result `outer` lives
        // in main memory.
        let written = |w: &mut Self, id: i64, outer: Option<&ShapeProto>| {
            if !in_main_memory(outer) {
                return 0;
            }
            match w.index.insts.get(&id).copied() {
                Some(i) if i.opcode == "dynamic-update-slice" => {
                    let update = i.operand_ids.get(1).and_then(|&u| w.index.shape(u));
                    w.bytes_of(update)
                }
                Some(i) => w.bytes_of(i.shape.as_ref()),
                None => 0,
            }
        };
        let outer = inst.shape.as_ref();
        total
            + match comp.instructions.last() {
                Some(r) if r.opcode == "tuple" => r
                    .operand_ids
                    .iter()
                    .enumerate()
                    .map(|(k, &o)| written(self, o, outer.and_then(|s| s.tuple_shapes.get(k))))
                    .sum(),
                Some(r) => written(self, r.id, outer),
                None => self.main_bytes_of(outer),
            }
    }

    /// Bytes fused computation `comp` reads of its parameter `n` when it only slices it: as the
    /// sliced operand of `dynamic-slice`, `gather` or `slice`, as the in-place operand of
    /// `dynamic-update-slice` (the write is counted with the result), or as an operand of a
    /// nested fusion that only slices it. TPU fusions nest: a layer's weight is sliced out of
    /// the stacked `[L, ...]` parameter in a loop fusion inside the matmul's fusion (nam52's
    /// expert matmuls), where reading it whole would count all `L` layers. `None`: read whole.
    fn sliced_read(&mut self, comp: &HloComputationProto, n: i64) -> Option<SlicedRead> {
        let param = comp
            .instructions
            .iter()
            .find(|i| i.opcode == "parameter" && i.parameter_number == n)?
            .id;
        let mut read = SlicedRead::default();
        for user in &comp.instructions {
            for (k, _) in user
                .operand_ids
                .iter()
                .enumerate()
                .filter(|(_, o)| **o == param)
            {
                match (user.opcode.as_str(), k) {
                    ("dynamic-slice" | "slice", 0) => {
                        read.sliced += self.bytes_of(user.shape.as_ref())
                    }
                    ("gather", 0) => read.gathered += self.bytes_of(user.shape.as_ref()),
                    ("dynamic-update-slice", 0) => {}
                    ("fusion", k) => {
                        let index = self.index;
                        let nested = user
                            .called_computation_ids
                            .first()
                            .and_then(|c| index.comps.get(c).copied())?;
                        let inner = self.sliced_read(nested, k as i64)?;
                        read.sliced += inner.sliced;
                        read.gathered += inner.gathered;
                    }
                    _ => return None,
                }
            }
        }
        Some(read)
    }

    /// A loop's body runs per execution, and where the count came from.
    fn trip_count(&self, inst: &HloInstructionProto, top_level: bool) -> (u64, TripSource) {
        if let Some(n) = known_trip_count(&inst.backend_config) {
            return (n, TripSource::BackendConfig);
        }
        if let Some(&cond) = inst.called_computation_ids.get(1)
            && let Some(n) = self.condition_bound(cond, 0)
        {
            let trips = self.counted_trips(inst, cond, n).unwrap_or(n);
            return (trips, TripSource::Condition);
        }
        match (top_level, self.top_level_trips) {
            (true, Some(n)) => (n, TripSource::Caller),
            _ => (1, TripSource::Unknown),
        }
    }

    /// Trips of loop `inst` whose condition `cond` stops its counter at `bound`, when the
    /// counter is an element of the loop's tuple that starts at a constant and that the body
    /// steps by a constant: `⌈(bound − start) / step⌉`. XLA's bidirectional windowed matmuls
    /// (the FSDP gathers and reduce-scatters fused with their matmuls) unroll their body twice
    /// and step by 2 from 0 below 4: two trips, where the bound alone says four. `None` when
    /// the condition does not compare a tuple element of its parameter directly, or the start
    /// or step is not a constant (the bound alone then counts).
    fn counted_trips(&self, inst: &HloInstructionProto, cond: i64, bound: u64) -> Option<u64> {
        let cmp = self.index.comps.get(&cond)?.instructions.last()?;
        if cmp.opcode != "compare" {
            return None;
        }
        let k = self.element_of_parameter(*cmp.operand_ids.first()?)?;
        let body = self.index.comps.get(inst.called_computation_ids.first()?)?;
        let root = body.instructions.last()?;
        let next = self.index.insts.get(root.operand_ids.get(k)?)?;
        if root.opcode != "tuple" || next.opcode != "add" {
            return None;
        }
        let [a, b] = next.operand_ids[..] else {
            return None;
        };
        let step = match (self.element_of_parameter(a), self.element_of_parameter(b)) {
            (Some(i), _) if i == k => self.constant_through_copies(b)?,
            (_, Some(i)) if i == k => self.constant_through_copies(a)?,
            _ => return None,
        };
        let init = self.index.insts.get(inst.operand_ids.first()?)?;
        if init.opcode != "tuple" {
            return None;
        }
        let start = self.constant_through_copies(*init.operand_ids.get(k)?)?;
        let (start, step) = (u64::try_from(start).ok()?, u64::try_from(step).ok()?);
        (step > 0 && start <= bound).then(|| (bound - start).div_ceil(step))
    }

    /// `i` when instruction `id` is `get-tuple-element(parameter, i)`.
    fn element_of_parameter(&self, id: i64) -> Option<usize> {
        let gte = self.index.insts.get(&id)?;
        let tuple = self.index.insts.get(gte.operand_ids.first()?)?;
        (gte.opcode == "get-tuple-element" && tuple.opcode == "parameter")
            .then(|| usize::try_from(gte.tuple_index).ok())
            .flatten()
    }

    /// The integer constant instruction `id` is, or copies (through copies).
    fn constant_through_copies(&self, id: i64) -> Option<i64> {
        let mut i = self.index.insts.get(&id)?;
        while i.opcode == "copy" {
            i = self.index.insts.get(i.operand_ids.first()?)?;
        }
        i.integer_constant()
    }

    /// `compare(i, constant)` as a loop bound ([`trips_below`]).
    fn compare_bound(&self, cmp: &HloInstructionProto) -> Option<u64> {
        if cmp.opcode != "compare" {
            return None;
        }
        let bound = cmp
            .operand_ids
            .get(1)
            .and_then(|&o| self.index.insts.get(&o))
            .and_then(|i| i.integer_constant())?;
        trips_below(&cmp.comparison_direction, bound)
    }

    /// The bound of a loop condition `compare(i, constant)`, looking through a fusion the
    /// condition calls, or of libtpu's split 64-bit counter `(hi < 0) or (hi == 0 and lo < N)`
    /// (the layer scans and the LM head's chunk scan at the top level of a TPU program).
    fn condition_bound(&self, comp: i64, depth: usize) -> Option<u64> {
        let c = self.index.comps.get(&comp)?;
        let root = c.instructions.last()?;
        match root.opcode.as_str() {
            "compare" => self.compare_bound(root),
            "or" => {
                let positive: Vec<u64> = c
                    .instructions
                    .iter()
                    .filter_map(|i| self.compare_bound(i))
                    .filter(|&n| n > 0)
                    .collect();
                match positive[..] {
                    [n] => Some(n),
                    _ => None,
                }
            }
            "fusion" if depth < 4 => {
                // The bound may be a constant operand of the fusion or inside it.
                let inner = *root.called_computation_ids.first()?;
                self.condition_bound(inner, depth + 1).or_else(|| {
                    let fc = self.index.comps.get(&inner)?;
                    let cmp = fc.instructions.last()?;
                    let operand = *cmp.operand_ids.get(1)?;
                    let param = self.index.insts.get(&operand)?;
                    (param.opcode == "parameter")
                        .then(|| root.operand_ids.get(param.parameter_number as usize))
                        .flatten()
                        .and_then(|&o| self.index.insts.get(&o))
                        .and_then(|i| i.integer_constant())
                        .and_then(|n| trips_below(&cmp.comparison_direction, n))
                })
            }
            _ => None,
        }
    }
}

/// Σ over the `output` positions of one spatial dimension of the window taps that read a real
/// element of an `input` of that size (XLA's window semantics: base dilation inserts holes,
/// padding adds zeros at the ends, stride and window dilation place the taps).
pub(super) fn valid_taps(
    input: i64,
    output: i64,
    w: Option<&pjrt::hlo_proto::WindowDimension>,
) -> u64 {
    let (size, stride, pad, wdil, bdil) = match w {
        Some(w) => (
            w.size.max(1),
            w.stride.max(1),
            w.padding_low,
            w.window_dilation.max(1),
            w.base_dilation.max(1),
        ),
        None => (1, 1, 0, 1, 1),
    };
    let dilated = (input - 1) * bdil + 1;
    let mut count = 0u64;
    for o in 0..output {
        for k in 0..size {
            let at = o * stride + k * wdil - pad;
            if at >= 0 && at < dilated && at % bdil == 0 {
                count += 1;
            }
        }
    }
    count
}

/// Elements of an array shape (1 for a scalar, 0 for tuples and absent shapes).
fn elements(shape: Option<&ShapeProto>) -> u64 {
    match shape {
        Some(s) if s.tuple_shapes.is_empty() => {
            s.dimensions.iter().map(|&d| d.max(0) as u64).product()
        }
        _ => 0,
    }
}

/// The element count of a shape's largest array (a tuple's largest leaf): what a fusion keeps
/// of a collective's result, whatever else it outputs beside it.
fn largest_leaf_elements(shape: Option<&ShapeProto>) -> u64 {
    match shape {
        Some(s) if !s.tuple_shapes.is_empty() => s
            .tuple_shapes
            .iter()
            .map(|t| largest_leaf_elements(Some(t)))
            .max()
            .unwrap_or(0),
        s => elements(s),
    }
}

/// What a fused computation reads of a parameter it only slices ([`Walk::sliced_read`]).
#[derive(Debug, Default, Clone, Copy)]
struct SlicedRead {
    /// Bytes of its slices (`slice`, `dynamic-slice`): at most the parameter, which the
    /// caller caps them at (slices of one array may overlap).
    sliced: u64,
    /// Bytes of its gathers' results: a gather reads one source row per result row, however
    /// often the rows repeat (XLA's rule for `gather`, as for an offloaded one), so this may
    /// exceed the parameter (nam52's MoE dispatch fills 7.5 copies of each token's row).
    gathered: u64,
}

/// `known_trip_count.n` of a `while`'s backend config, which XLA writes as JSON
/// (`{"known_trip_count":{"n":"13"},...}`).
/// libtpu's estimate of an op in TensorCore cycles, `window_config.estimated_cycles` in its
/// backend config (a string or a number).
pub(super) fn estimated_cycles(config: &[u8]) -> Option<u64> {
    if config.is_empty() {
        return None;
    }
    let value: serde_json::Value = serde_json::from_slice(config).ok()?;
    let n = value.get("window_config")?.get("estimated_cycles")?;
    n.as_u64().or_else(|| n.as_str()?.parse().ok())
}

pub(super) fn known_trip_count(config: &[u8]) -> Option<u64> {
    let text = std::str::from_utf8(config).ok()?;
    let value: serde_json::Value = serde_json::from_str(text).ok()?;
    let n = value.get("known_trip_count")?.get("n")?;
    n.as_u64().or_else(|| n.as_str()?.parse().ok())
}

/// Trips of a counter from 0 while `i <direction> bound`: `LT` the bound, `LE` one more.
fn trips_below(direction: &str, bound: i64) -> Option<u64> {
    match direction {
        "LT" => u64::try_from(bound).ok(),
        "LE" => u64::try_from(bound + 1).ok(),
        _ => None,
    }
}
