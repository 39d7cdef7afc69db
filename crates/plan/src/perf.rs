//! The performance model: a step's time on a chip, predicted from the compiled programs' op
//! costs ([`crate::cost::ProgramCost`]) and the chip's figures ([`Chip`]). Every figure it
//! prints is a prediction and says so.
//!
//! # Formulas
//!
//! Per op `i` of a program (executed `r_i` times per run), on one device:
//!
//! - compute `c_i = Σ_type flops_type / peak_type` (matrix FLOPs; bf16-class and f32 inputs
//!   have their own peak),
//! - memory `m_i = bytes_i / HBM bandwidth`,
//! - transcendental `e_i = transcendentals_i / transcendental rate` (where the chip entry has
//!   one: the CPU's is measured; TPU figures are not public, so 0 there),
//! - collective `k_i`, by kind over a group of `g` devices moving `V` bytes (the volume
//!   [`crate::cost::CollectiveOp::bytes`] defines) on links of `W` bytes/s per direction, with
//!   `b` = 2 when the group forms a ring (bidirectional: both directions carry half) and 1
//!   on a line (the group's chips in a row without a wraparound link):
//!   all-gather and reduce-scatter `(g−1)/g · V / (b·W)`; all-reduce twice that (a
//!   reduce-scatter then an all-gather); all-to-all `g · V / (4·b·W)` (each device sends
//!   `(g−1)/g · V`, the middle of a line carries a quarter of all of it, a ring half that);
//!   collective-permute `V / W` (one hop), except that a ring shift started while the
//!   opposite shift of the same ring is in flight (XLA's bidirectional windowed matmuls send
//!   each step's halves `+1` and `−1` at once) uses the other direction of the links, so the
//!   pair costs the longer of the two, not their sum (where `b` = 2; model v11). On a host's
//!   shared memory (the CPU plugin) a
//!   collective copies its volume (twice for all-reduce) at memory bandwidth.
//!
//! Sums over all ops (times `r_i`) give the compute, memory and collective terms. Two bounds:
//! **no overlap** adds every term; **perfect overlap** takes the largest. The **best
//! estimate** is a per-op roofline on the program's own schedule:
//! `Σ_i r_i · max(c_i, m_i, e_i)` (an op is bound by its slowest unit, ops run one after
//! another) plus the collective time the schedule cannot hide: a synchronous collective is
//! fully exposed; an asynchronous one (`*-start` … `*-done`, or a collective offloaded to the
//! SparseCores: `async-start` … `async-done`) is hidden by the roofline time of the ops the
//! compiler placed between its start (or last `async-update`, which hands over its operand)
//! and done, less what async collectives started before it already hid under them, and exposed
//! beyond that. It is never less than the perfect-overlap bound: collectives hidden under the
//! same ops still share the links.
//!
//! Work that libtpu places on another execution thread (an `async-start` whose computation
//! runs on the SparseCore: the MoE's row gathers, index scatters and copies, the memory traffic
//! of offloaded collectives) runs beside the TensorCore's ops between its start (or last
//! update) and its done, and shares their memory. Its roofline time `t_j` is hidden by the
//! time those ops leave the memory idle, `Σ r_i · (max(c_i, m_i, e_i) − m_i)` (a
//! compute-bound matmul's spare bandwidth; a memory-bound op leaves none), less what earlier
//! such work took of it, and enters the roofline sum beyond that. Its bytes stay in the memory
//! term, so the perfect-overlap bound still counts them.
//!
//! Model FLOPs and MFU use [`nam::counting::flops_per_token`], the definition the trainer logs:
//! `MFU = model FLOPs per step / (chips · bf16 peak · step time)`.
//!
//! On a chip entry with a cost to start an op ([`Chip::op_overhead_s`]: measured on the CPU
//! plugin and GPUs, derived from libtpu's estimates on TPU, where only the ops libtpu prices
//! pay it) every such op also pays that cost before its roofline:
//! `Σ_i r_i · (o + max(c_i, m_i, e_i))`; the `dispatch` term is `Σ_i r_i · o` over the ops
//! outside loop bodies.
//!
//! **Loops.** Every iteration of a `while` loop the program runs (the layer scan's, a
//! recurrence's positions; nested loops' executions multiplied in, `n` in all) pays the chip's
//! cost of going round once more ([`Chip::loop_iteration_s`], `l`) on top of its body's ops:
//! the `loops` term `n · l`, added to the roofline sum (the next iteration's ops wait for it).
//! On the CPU plugin and GPUs `l` is measured ([`measure_cpu`], [`measure_gpu`]). The start
//! cost of the ops in loop bodies belongs to the `loops` term too (a recurrence over 4 096
//! positions starts each of its body's ops 4 096 times), that of the other ops to `dispatch`.
//! On TPU v6e every op libtpu runs on the TensorCore starts in [`V6E_OP_START_S`], derived from
//! libtpu's own estimates; the loop's counter and compare run on the scalar unit in a few
//! cycles (`l` is not modelled there).
//!
//! # What it leaves out
//!
//! Latency of collectives, the VPU time of elementwise work beyond its memory traffic on TPU,
//! any host work between steps, and the CPU plugin's slower non-matmul kernels: on the CPU we
//! measured, a step runs 1.1-1.5x the best estimate (docs/performance.md "Validation on the CPU
//! plugin").

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use nam::{Mesh, MeshAxis};

use crate::cost::{CollectiveOp, DotShape, MatmulType, OpCost, ProgramCost};

mod measure;

pub use measure::{PROBE_REPEATS, dispatch_chain, measure_cpu, measure_dots, measure_gpu};

/// Changes whenever a formula or what an estimate records changes, so remembered plans are
/// predicted again.
pub const MODEL_VERSION: u32 = 13;

/// Seconds to start one op on the TPU v6e TensorCore, on top of its roofline: derived from
/// libtpu's own cost model, not measured (no namtrain program has run on a TPU). libtpu
/// 0.0.52 prices, deviceless for `v6e:1x1`, a chain of 256 dependent `16×16` f32 dots (the
/// CPU probe's dispatch chain) as 128 ops of 267 512 cycles in all, 2 090 cycles each, and a
/// `4096³` bf16 matmul at 301 616 cycles; that matmul takes at least 149.7 µs at the public
/// 918 TFLOP/s peak, so libtpu's cycle is at least 1 / 2.014 GHz (a faster clock would
/// price the matmul above the peak), and an op's start at least 2 090 / 2.014 GHz = 1.04 µs.
/// `crates/plan/tests/cost_reader_deviceless.rs` re-derives both figures from the pinned
/// libtpu.
pub const V6E_OP_START_S: f64 = 1.04e-6;

/// How a chip's devices reach each other.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
pub enum Interconnect {
    /// TPU inter-chip links on a 2D grid of `grid[0] × grid[1]` chips without wraparound
    /// links (slices smaller than a full pod), `link_bytes_per_s` per link per direction.
    Ici {
        /// The slice's chip grid.
        grid: [usize; 2],
        /// Bytes per second per link per direction.
        link_bytes_per_s: f64,
    },
    /// Devices of one host sharing its memory (the CPU plugin): a collective is a copy.
    SharedMemory,
    /// GPUs of one node joined by NVLink through NVSwitch: every GPU sends and receives
    /// `bytes_per_s` per direction at once, whoever the peer.
    NvSwitch {
        /// Bytes per second per GPU per direction.
        bytes_per_s: f64,
    },
}

/// A chip's figures, with where they come from.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Chip {
    /// What it is (`TPU v6e`, `CPU (measured)`).
    pub name: String,
    /// Matrix FLOP/s with bf16-class inputs.
    pub peak_low_flops: f64,
    /// Matrix FLOP/s with f32 inputs.
    pub peak_f32_flops: f64,
    /// Transcendental evaluations per second (`None`: not modelled).
    pub transcendentals_per_s: Option<f64>,
    /// Elementwise operations per second on data in cache (`None`: not modelled).
    #[serde(default)]
    pub vector_ops_per_s: Option<f64>,
    /// Seconds the runtime spends starting each op, on top of the op's own work (`None`: not
    /// modelled). The CPU plugin runs every op of the optimized program as its own task;
    /// measured at about 1 µs, a few ms of a nam-tiny step. A GPU launches every op as a
    /// kernel; [`measure_gpu`] times that cost on the spot.
    #[serde(default)]
    pub op_overhead_s: Option<f64>,
    /// Seconds each iteration of a `while` loop costs on top of its body's ops (`None`: not
    /// modelled): testing the condition and going round again, which the body's ops cannot
    /// overlap. The CPU plugin's and a GPU's are measured ([`measure_cpu`], [`measure_gpu`]);
    /// not modelled on TPU v6e, whose loop counter, compare and branch take the scalar unit a
    /// few cycles (what an iteration costs there is its ops' starts).
    #[serde(default)]
    pub loop_iteration_s: Option<f64>,
    /// Only ops the compiler priced pay [`Chip::op_overhead_s`] (TPU: libtpu records an
    /// estimate, [`crate::cost::OpCost::compiler_cycles`], for every op it runs on the
    /// TensorCore, and none for the scalar unit's loop counters and compares, which take a few
    /// cycles). `false`: every op pays it.
    #[serde(default)]
    pub overhead_only_priced_ops: bool,
    /// Device-memory bandwidth, bytes/s.
    pub memory_bytes_per_s: f64,
    /// Device memory, bytes.
    pub memory_bytes: u64,
    /// How devices talk.
    pub interconnect: Interconnect,
    /// Devices of one machine share these rates (the CPU plugin's devices run on the same
    /// cores and memory): each device of an `n`-device mesh gets `1/n` of them.
    pub shared_by_devices: bool,
    /// Where the figures come from.
    pub source: String,
    /// The vendor's dense bf16 peak per device, which MFU divides by (the trainer's log and
    /// the planner alike), whatever rate the prediction uses (`None`: no public figure, as
    /// on a CPU; MFU then uses [`Chip::peak_low_flops`]).
    #[serde(default)]
    pub mfu_peak_flops: Option<f64>,
    /// Seconds of single dots measured at the program's own shapes on one device using the
    /// whole machine ([`measure_dots`]); a dot listed here is timed by its measurement instead
    /// of its FLOPs over the peak.
    #[serde(default)]
    pub measured_dots: Vec<(DotShape, f64)>,
}

impl Chip {
    /// TPU v6e (Trillium) on a slice whose chips form `grid`. Public figures, Cloud TPU
    /// documentation, "TPU v6e" system architecture table (docs.cloud.google.com/tpu/docs/v6e):
    /// 918 TFLOP/s bf16 per chip, 32 GB HBM at 1638 GB/s, 800 GB/s bidirectional ICI per chip
    /// over 4 ports (so 100 GB/s per port per direction), 2D torus of 256 chips; slices
    /// smaller than the pod have no wraparound links. f32 matmuls are modelled at the bf16
    /// rate (the table gives none).
    pub fn v6e(grid: [usize; 2]) -> Chip {
        Chip {
            name: "TPU v6e".into(),
            peak_low_flops: 918e12,
            peak_f32_flops: 918e12,
            transcendentals_per_s: None,
            vector_ops_per_s: None,
            op_overhead_s: Some(V6E_OP_START_S),
            loop_iteration_s: None,
            overhead_only_priced_ops: true,
            memory_bytes_per_s: 1638e9,
            memory_bytes: 32_000_000_000,
            interconnect: Interconnect::Ici {
                grid,
                link_bytes_per_s: 800e9 / 4.0 / 2.0,
            },
            shared_by_devices: false,
            source: "Cloud TPU v6e documentation (system architecture table)".into(),
            mfu_peak_flops: Some(918e12),
            measured_dots: Vec::new(),
        }
    }

    /// NVIDIA H100 SXM5 80 GB, public figures: NVIDIA H100 Tensor Core GPU datasheet
    /// (nvidia.com/en-us/data-center/h100): 989 TFLOP/s dense bf16 tensor (1,979 with 2:4
    /// sparsity), 494 TFLOP/s dense TF32 tensor, 3.35 TB/s HBM3, 80 GB, NVLink 900 GB/s
    /// (both directions) per GPU. f32 dots are modelled at the TF32 rate: XLA's GPU compiler
    /// runs a default-precision f32 dot on TF32 tensor cores.
    pub fn h100() -> Chip {
        Chip {
            name: "NVIDIA H100 SXM".into(),
            peak_low_flops: 989e12,
            peak_f32_flops: 494e12,
            transcendentals_per_s: None,
            vector_ops_per_s: None,
            op_overhead_s: None,
            loop_iteration_s: None,
            overhead_only_priced_ops: false,
            memory_bytes_per_s: 3.35e12,
            memory_bytes: 80_000_000_000,
            interconnect: Interconnect::NvSwitch { bytes_per_s: 450e9 },
            shared_by_devices: false,
            source: "NVIDIA H100 datasheet (SXM5: 989 TFLOP/s dense bf16, 3.35 TB/s HBM3)".into(),
            mfu_peak_flops: Some(989e12),
            measured_dots: Vec::new(),
        }
    }

    /// NVIDIA H200 SXM 141 GB, public figures: NVIDIA H200 Tensor Core GPU datasheet
    /// (nvidia.com/en-us/data-center/h200): the H100's compute (989 TFLOP/s dense bf16,
    /// 494 dense TF32) with 141 GB of HBM3e at 4.8 TB/s, NVLink 900 GB/s per GPU.
    pub fn h200() -> Chip {
        Chip {
            name: "NVIDIA H200 SXM".into(),
            memory_bytes_per_s: 4.8e12,
            memory_bytes: 141_000_000_000,
            source: "NVIDIA H200 datasheet (SXM: 989 TFLOP/s dense bf16, 4.8 TB/s HBM3e)".into(),
            ..Chip::h100()
        }
    }

    /// The public entry for a device kind as its plugin names it (`TPU v6 lite`, `NVIDIA
    /// H100 80GB HBM3`, `NVIDIA H200`): v6e (on a one-chip grid; [`Chip::v6e`] takes the
    /// slice's), H100, H200; `None` for anything else (a CPU is measured instead).
    pub fn for_device_kind(kind: &str) -> Option<Chip> {
        let k = kind.to_ascii_lowercase();
        if k.contains("v6 lite") || k.contains("v6e") {
            Some(Chip::v6e([1, 1]))
        } else if k.contains("h200") {
            Some(Chip::h200())
        } else if k.contains("h100") {
            Some(Chip::h100())
        } else {
            None
        }
    }

    /// The public dense bf16 peak of one device of `kind`, which MFU divides by: the entries
    /// of [`Chip::for_device_kind`], and TPU v5e (197 TFLOP/s, Cloud TPU v5e documentation),
    /// which has no entry of its own; `None` where unknown (a CPU).
    pub fn mfu_peak_for_kind(kind: &str) -> Option<f64> {
        let k = kind.to_ascii_lowercase();
        if k.contains("v5 lite") || k.contains("v5e") {
            return Some(197e12);
        }
        Chip::for_device_kind(kind).map(|c| c.mfu_peak())
    }

    /// The bf16 rate MFU divides by ([`Chip::mfu_peak_flops`], else the prediction's rate).
    pub fn mfu_peak(&self) -> f64 {
        self.mfu_peak_flops.unwrap_or(self.peak_low_flops)
    }

    /// This entry with every distinct dot of `costs` timed alone on `client`
    /// ([`measure_dots`]): how a CPU entry predicts a program of its own machine.
    pub fn with_measured_dots<'a>(
        &self,
        client: &pjrt::Client,
        costs: impl IntoIterator<Item = &'a ProgramCost>,
    ) -> Result<Chip, pjrt::Error> {
        Ok(Chip {
            measured_dots: measure_dots(client, costs)?,
            ..self.clone()
        })
    }

    fn peak(&self, ty: MatmulType) -> f64 {
        match ty {
            MatmulType::Low => self.peak_low_flops,
            MatmulType::F32 => self.peak_f32_flops,
        }
    }
}

/// Predicted time of one program run on one device, by term.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct ProgramEstimate {
    /// Σ matrix FLOPs / peak.
    pub compute_s: f64,
    /// Σ bytes / memory bandwidth.
    pub memory_s: f64,
    /// Σ transcendentals / rate.
    pub transcendental_s: f64,
    /// Σ start cost ([`Chip::op_overhead_s`]) of the ops outside loop bodies.
    #[serde(default)]
    pub dispatch_s: f64,
    /// What going round loops costs beyond their ops' work: every iteration of every `while`
    /// loop the program runs (the layer scan's, a recurrence's positions; nested loops'
    /// executions multiplied in) times the chip's cost of one ([`Chip::loop_iteration_s`]),
    /// plus the start cost of the ops in loop bodies. Part of [`Self::roofline_s`].
    #[serde(default)]
    pub loop_s: f64,
    /// `while` loop iterations per run ([`crate::cost::ProgramCost::loop_iterations`]).
    #[serde(default)]
    pub loop_iterations: f64,
    /// Σ recorded kernel schedules ([`OpSeconds::schedule`]): how long the core issues the
    /// instructions of the kernels whose schedule is recorded, whatever their units' peaks.
    /// Such a kernel's roofline is the larger of this and its units' time.
    #[serde(default)]
    pub schedule_s: f64,
    /// Collective time by `kind over axes` (e.g. `all-gather over data`).
    pub collective_s: Vec<(String, f64)>,
    /// Σ per-op roofline `max(compute, memory, transcendental)` of the main thread's ops,
    /// plus the part of the work beside them that they do not hide
    /// ([`Self::hidden_beside_s`]).
    pub roofline_s: f64,
    /// Collective time the schedule does not hide.
    pub exposed_collective_s: f64,
    /// Roofline time of work on another execution thread (libtpu's SparseCore gathers,
    /// scatters and copies) hidden under the idle memory time of the ops it runs beside; not
    /// in [`Self::roofline_s`].
    #[serde(default)]
    pub hidden_beside_s: f64,
    /// Matrix FLOPs per run.
    pub flops: f64,
    /// Collective bytes per run (the volumes the formulas take).
    pub collective_bytes: f64,
    /// The ops with the largest roofline time per run (loop trips multiplied in), largest
    /// first, at most [`COSTLIEST_OPS`]: where the time goes.
    #[serde(default)]
    pub costliest: Vec<CostlyOp>,
    /// The collectives with the most link time per run, largest first, at most
    /// [`COSTLIEST_OPS`] (`bound_by` names the kind and mesh axes).
    #[serde(default)]
    pub costliest_collectives: Vec<CostlyOp>,
}

/// How many ops [`ProgramEstimate::costliest`] keeps.
pub const COSTLIEST_OPS: usize = 16;

/// One op's share of a program's predicted time.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CostlyOp {
    /// Program it belongs to (`step`, `accumulate`, ...; empty within one program's estimate).
    pub program: String,
    /// The instruction's name in the optimized program (`fusion.12`).
    pub name: String,
    /// Its opcode.
    pub opcode: String,
    /// Executions per program run.
    pub runs: f64,
    /// Roofline seconds over all its executions.
    pub seconds: f64,
    /// Its slowest unit ([`OpSeconds::bound_by`]).
    pub bound_by: String,
    /// Matrix FLOPs over all its executions.
    pub flops: f64,
    /// Bytes read and written over all its executions.
    pub bytes: f64,
    /// Its result shape (`f32[64,2048]`).
    #[serde(default)]
    pub shape: String,
    /// For a fusion, the ops inside it ([`crate::cost::OpCost::fused`]).
    #[serde(default)]
    pub fused: String,
}

/// Keeps the [`COSTLIEST_OPS`] largest of `ops` by seconds, largest first.
fn keep_costliest(ops: &mut Vec<CostlyOp>) {
    ops.sort_by(|a, b| b.seconds.total_cmp(&a.seconds));
    ops.truncate(COSTLIEST_OPS);
}

impl ProgramEstimate {
    /// Σ collective time.
    pub fn collective_total_s(&self) -> f64 {
        self.collective_s.iter().map(|(_, t)| t).sum()
    }

    /// Every term added (a kernel's schedule on top of its units' time: an upper bound).
    pub fn no_overlap_s(&self) -> f64 {
        self.compute_s
            + self.memory_s
            + self.transcendental_s
            + self.dispatch_s
            + self.loop_s
            + self.schedule_s
            + self.collective_total_s()
    }

    /// The largest term.
    pub fn perfect_overlap_s(&self) -> f64 {
        self.compute_s
            .max(self.memory_s)
            .max(self.transcendental_s)
            .max(self.dispatch_s)
            .max(self.loop_s)
            .max(self.schedule_s)
            .max(self.collective_total_s())
    }

    /// Per-op roofline plus exposed collectives, and never less than the busiest unit's total
    /// (collectives hidden under the same ops still queue on the same links).
    pub fn best_s(&self) -> f64 {
        (self.roofline_s + self.exposed_collective_s).max(self.perfect_overlap_s())
    }

    /// `self + times × other`, term by term (a Mode-B step: `apply + micro × accumulate`).
    pub fn add_runs(&mut self, other: &ProgramEstimate, times: f64) {
        self.compute_s += times * other.compute_s;
        self.memory_s += times * other.memory_s;
        self.transcendental_s += times * other.transcendental_s;
        self.dispatch_s += times * other.dispatch_s;
        self.loop_s += times * other.loop_s;
        self.loop_iterations += times * other.loop_iterations;
        self.schedule_s += times * other.schedule_s;
        self.roofline_s += times * other.roofline_s;
        self.exposed_collective_s += times * other.exposed_collective_s;
        self.hidden_beside_s += times * other.hidden_beside_s;
        self.flops += times * other.flops;
        self.collective_bytes += times * other.collective_bytes;
        let scaled = |op: &CostlyOp| CostlyOp {
            runs: times * op.runs,
            seconds: times * op.seconds,
            flops: times * op.flops,
            bytes: times * op.bytes,
            ..op.clone()
        };
        self.costliest.extend(other.costliest.iter().map(scaled));
        keep_costliest(&mut self.costliest);
        self.costliest_collectives
            .extend(other.costliest_collectives.iter().map(scaled));
        keep_costliest(&mut self.costliest_collectives);
        for (k, t) in &other.collective_s {
            match self.collective_s.iter_mut().find(|(n, _)| n == k) {
                Some((_, s)) => *s += times * t,
                None => self.collective_s.push((k.clone(), times * t)),
            }
        }
    }

    /// The term that bounds the program: `compute`, `memory`, `transcendentals`, `dispatch`,
    /// `loops`, `kernel schedules` or the largest collective term's name.
    pub fn bound_by(&self) -> String {
        let mut best = ("compute".to_string(), self.compute_s);
        for (name, t) in [
            ("memory".to_string(), self.memory_s),
            ("transcendentals".to_string(), self.transcendental_s),
            ("dispatch".to_string(), self.dispatch_s),
            ("loops".to_string(), self.loop_s),
            ("kernel schedules".to_string(), self.schedule_s),
        ]
        .into_iter()
        .chain(self.collective_s.iter().cloned())
        {
            if t > best.1 {
                best = (name, t);
            }
        }
        best.0
    }
}

/// The mesh axes a collective's group of device ids spans (`data`, `data+model`, ...; every
/// axis of size > 1 when the group is empty, meaning every device).
fn axes_of(mesh: &Mesh, group: &[i64]) -> String {
    let varies: Vec<&str> = MeshAxis::ALL
        .into_iter()
        .filter(|&a| match group.first() {
            None => mesh.size(a) > 1,
            Some(&first) => {
                let at = |d: i64| mesh.coord(d.max(0) as usize, a);
                group.iter().any(|&d| at(d) != at(first))
            }
        })
        .map(MeshAxis::name)
        .collect();
    if varies.is_empty() {
        "no axis".into()
    } else {
        varies.join("+")
    }
}

/// One execution of one op on one device, by unit.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct OpSeconds {
    /// Matrix units: FLOPs over the peak, or the dot's measured time where the chip has one.
    pub compute: f64,
    /// Device memory traffic.
    pub memory: f64,
    /// Transcendental and vector work, where the chip entry has rates for them.
    pub vector: f64,
    /// Starting the op, where the chip entry has a dispatch cost ([`Chip::op_overhead_s`]).
    pub overhead: f64,
    /// A kernel's static instruction schedule, where recorded
    /// ([`crate::cost::OpCost::schedule_s`]): the core issues its bundles one after another,
    /// whatever the units' peaks.
    pub schedule: f64,
}

impl OpSeconds {
    /// The op's roofline: its slowest unit (or its kernel's schedule, if longer), after it has
    /// been started.
    pub fn roofline(&self) -> f64 {
        self.overhead + self.work()
    }

    fn work(&self) -> f64 {
        self.compute
            .max(self.memory)
            .max(self.vector)
            .max(self.schedule)
    }

    /// The slowest unit's name: `compute`, `memory` or `vector`; `schedule` when a kernel's
    /// instruction schedule takes longer than any unit at its peak; `dispatch` when starting
    /// the op costs more than its work.
    pub fn bound_by(&self) -> &'static str {
        let work = self.work();
        if self.overhead > work {
            "dispatch"
        } else if self.schedule > self.compute.max(self.memory).max(self.vector) {
            "schedule"
        } else if self.compute >= self.memory && self.compute >= self.vector {
            "compute"
        } else if self.memory >= self.vector {
            "memory"
        } else {
            "vector"
        }
    }
}

/// How many devices share one machine's rates: the mesh's devices on a chip entry whose
/// devices share a machine (the CPU plugin), else 1.
fn sharing(chip: &Chip, mesh: &Mesh) -> f64 {
    if chip.shared_by_devices {
        mesh.devices().max(1) as f64
    } else {
        1.0
    }
}

/// What one execution of a non-collective `op` costs on one device of `mesh` on `chip`.
pub fn op_seconds(op: &OpCost, chip: &Chip, mesh: &Mesh) -> OpSeconds {
    let share = sharing(chip, mesh);
    let at_peak: f64 = op.flops.iter().map(|(ty, f)| f / chip.peak(*ty)).sum();
    // Dots measured at their own shape replace their share of the peak-rate time.
    let correction: f64 = op
        .dots
        .iter()
        .filter_map(|(d, flops)| {
            let (_, t) = chip.measured_dots.iter().find(|(m, _)| m == d)?;
            Some(t - flops / chip.peak(MatmulType::of(d.element_type)))
        })
        .sum();
    let vector = chip
        .transcendentals_per_s
        .map_or(0.0, |r| op.transcendentals / r)
        + chip.vector_ops_per_s.map_or(0.0, |r| op.vector_ops / r);
    OpSeconds {
        compute: (at_peak + correction).max(0.0) * share,
        memory: op.bytes / chip.memory_bytes_per_s * share,
        vector: vector * share,
        overhead: match chip.op_overhead_s {
            Some(o) if op.compiler_cycles.is_some() || !chip.overhead_only_priced_ops => o * share,
            _ => 0.0,
        },
        schedule: op.schedule_s.unwrap_or(0.0) * share,
    }
}

/// Predicts one run of `cost` on one device of `mesh` on `chip`.
pub fn estimate_program(cost: &ProgramCost, chip: &Chip, mesh: &Mesh) -> ProgramEstimate {
    let mut e = ProgramEstimate::default();
    // Roofline time of one execution of each op, by (computation, position): what an async
    // collective started before it can hide under.
    let mut roofline_at = HashMap::new();
    // And the part of it during which the op leaves the memory idle: what work on another
    // execution thread, which shares the memory, can run under.
    let mut idle_memory_at = HashMap::new();
    let mut beside = Vec::new();
    for op in &cost.ops {
        if op.collective.is_some() {
            continue;
        }
        let t = op_seconds(op, chip, mesh);
        let runs = op.runs as f64;
        e.compute_s += runs * t.compute;
        e.memory_s += runs * t.memory;
        e.transcendental_s += runs * t.vector;
        e.schedule_s += runs * t.schedule;
        // Starting an op inside a loop's body is part of what going round costs.
        if op.runs > 1 {
            e.loop_s += runs * t.overhead;
        } else {
            e.dispatch_s += runs * t.overhead;
        }
        e.flops += runs * op.total_flops();
        match op.beside {
            Some(window) => beside.push((window, runs, t.roofline())),
            None => {
                e.roofline_s += runs * t.roofline();
                roofline_at.insert((op.computation, op.position), t.roofline());
                idle_memory_at.insert((op.computation, op.position), t.roofline() - t.memory);
            }
        }
        e.costliest.push(CostlyOp {
            program: String::new(),
            name: op.name.clone(),
            opcode: op.opcode.clone(),
            runs,
            seconds: runs * t.roofline(),
            bound_by: t.bound_by().into(),
            flops: runs * op.total_flops(),
            bytes: runs * op.bytes,
            shape: op.shape.clone(),
            fused: op.fused.clone(),
        });
    }
    keep_costliest(&mut e.costliest);
    // Going round a loop again waits for the iteration's ops: on the main thread's time line.
    e.loop_iterations = cost.loop_iterations() as f64;
    let going_round =
        e.loop_iterations * chip.loop_iteration_s.unwrap_or(0.0) * sharing(chip, mesh);
    e.loop_s += going_round;
    e.roofline_s += going_round;
    // Work on another execution thread, in schedule order: hidden by the idle memory time of
    // the ops between its start (or last update) and its done that earlier such work left,
    // and in the roofline sum beyond that.
    beside.sort_by_key(|(w, _, _)| (w.computation, w.after));
    for (window, runs, t) in beside {
        let ops = (window.computation, window.after + 1..window.done);
        let exposed = hide_under(&mut idle_memory_at, ops, t);
        e.roofline_s += runs * exposed;
        e.hidden_beside_s += runs * (t - exposed);
    }
    let share = sharing(chip, mesh);
    // Async collectives in schedule order: each is hidden by what is left of the roofline time
    // of the ops between its start and done once the collectives started before it took
    // theirs (the links carry one at a time).
    let mut in_order: Vec<(&OpCost, &CollectiveOp)> = cost
        .ops
        .iter()
        .filter_map(|o| Some((o, o.collective.as_ref()?)))
        .collect();
    in_order.sort_by_key(|(o, _)| (o.computation, o.position));
    // Ring permutes still in flight, not yet paired: (computation, done position, ring, link
    // seconds).
    let mut in_flight: Vec<(i64, usize, [u64; 2], f64)> = Vec::new();
    for (op, coll) in in_order {
        let group = if coll.group.is_empty() {
            mesh.devices()
        } else {
            coll.group.len()
        };
        let mut t = collective_seconds(&coll.kind, coll.bytes as f64, group, chip) * share;
        // A ring shift started while the opposite shift of the same ring is in flight runs on
        // the other direction of the links: only its time beyond its partner's counts.
        if let Some([n, s]) = coll.ring_shift
            && let Some(done) = op.done_position
        {
            in_flight.retain(|f| f.0 != op.computation || f.1 > op.position);
            let partner = in_flight
                .iter()
                .position(|f| f.0 == op.computation && f.2 == [n, n - s] && 2 * s != n);
            match partner {
                Some(i) if opposite_links(n as usize, chip) => {
                    t = (t - in_flight.swap_remove(i).3).max(0.0);
                }
                _ => in_flight.push((op.computation, done, [n, s], t)),
            }
        }
        let runs = op.runs as f64;
        let label = format!("{} over {}", coll.kind, axes_of(mesh, &coll.group));
        match e.collective_s.iter_mut().find(|(n, _)| *n == label) {
            Some((_, s)) => *s += runs * t,
            None => e.collective_s.push((label.clone(), runs * t)),
        }
        e.collective_bytes += runs * coll.bytes as f64;
        e.costliest_collectives.push(CostlyOp {
            program: String::new(),
            name: op.name.clone(),
            opcode: op.opcode.clone(),
            runs,
            seconds: runs * t,
            bound_by: label,
            flops: 0.0,
            bytes: runs * coll.bytes as f64,
            shape: op.shape.clone(),
            fused: String::new(),
        });
        let exposed = match op.done_position {
            Some(done) => hide_under(&mut roofline_at, (op.computation, op.position + 1..done), t),
            None => t,
        };
        e.exposed_collective_s += runs * exposed;
    }
    keep_costliest(&mut e.costliest_collectives);
    e
}

/// What is left of `t` seconds of asynchronous work once hidden under the time `room` still
/// holds at each position of `ops` (a computation and the positions between the work's start
/// and done), in schedule order; the time it hides under is used up, so later work whose
/// window overlaps cannot hide under it again.
fn hide_under(
    room: &mut HashMap<(i64, usize), f64>,
    ops: (i64, std::ops::Range<usize>),
    t: f64,
) -> f64 {
    let (computation, positions) = ops;
    let mut exposed = t;
    for p in positions {
        if exposed <= 0.0 {
            break;
        }
        if let Some(free) = room.get_mut(&(computation, p)) {
            let used = free.min(exposed);
            *free -= used;
            exposed -= used;
        }
    }
    exposed
}

/// Seconds of one collective moving `bytes` (see the module doc for the volume per kind) over
/// a group of `group` devices.
pub fn collective_seconds(kind: &str, bytes: f64, group: usize, chip: &Chip) -> f64 {
    if group <= 1 {
        return 0.0;
    }
    let g = group as f64;
    match chip.interconnect {
        Interconnect::SharedMemory => {
            let copies = if kind == "all-reduce" { 2.0 } else { 1.0 };
            copies * bytes / chip.memory_bytes_per_s
        }
        Interconnect::NvSwitch { bytes_per_s: w } => match kind {
            "all-gather" | "reduce-scatter" | "all-to-all" => (g - 1.0) / g * bytes / w,
            "all-reduce" => 2.0 * (g - 1.0) / g * bytes / w,
            _ => bytes / w,
        },
        Interconnect::Ici {
            grid,
            link_bytes_per_s: w,
        } => {
            let b = ring_factor(group, grid);
            match kind {
                "all-gather" | "reduce-scatter" => (g - 1.0) / g * bytes / (b * w),
                "all-reduce" => 2.0 * (g - 1.0) / g * bytes / (b * w),
                "all-to-all" => g * bytes / (4.0 * b * w),
                _ => bytes / w,
            }
        }
    }
}

/// Whether a ring of `n` chips has a link in each direction between ring neighbours on `chip`,
/// so that a shift of `+s` and one of `−s` move their data at once: an ICI ring over the whole
/// grid ([`ring_factor`] 2, as the all-gather formula assumes) or an NVSwitch (full duplex).
pub fn opposite_links(n: usize, chip: &Chip) -> bool {
    match chip.interconnect {
        Interconnect::SharedMemory => false,
        Interconnect::NvSwitch { .. } => true,
        Interconnect::Ici { grid, .. } => ring_factor(n, grid) == 2.0,
    }
}

/// 2 when a group of `group` chips on a `grid` without wraparound links can form a ring (it
/// covers the whole grid, both sides longer than 1 and one even: a Hamiltonian cycle exists),
/// else 1 (a line: the chips of a row or column).
pub fn ring_factor(group: usize, grid: [usize; 2]) -> f64 {
    let whole = group == grid[0] * grid[1];
    let cycle =
        grid[0] > 1 && grid[1] > 1 && (grid[0].is_multiple_of(2) || grid[1].is_multiple_of(2));
    if whole && cycle { 2.0 } else { 1.0 }
}

/// A step's prediction: the programs of one optimizer step combined.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StepEstimate {
    /// The step's terms (per device).
    pub terms: ProgramEstimate,
    /// Tokens per step over all devices.
    pub tokens: u64,
    /// Devices doing the work.
    pub devices: usize,
    /// Model FLOPs per step over all devices (`nam::counting`).
    pub model_flops: f64,
    /// The chip's bf16 peak, for MFU.
    pub peak_flops: f64,
}

impl StepEstimate {
    /// Best-estimate seconds per step.
    pub fn best_s(&self) -> f64 {
        self.terms.best_s()
    }

    /// Predicted tokens per second at the best estimate.
    pub fn tokens_per_s(&self) -> f64 {
        self.tokens as f64 / self.best_s().max(1e-12)
    }

    /// Predicted MFU at the best estimate.
    pub fn mfu(&self) -> f64 {
        self.model_flops / (self.devices as f64 * self.peak_flops * self.best_s().max(1e-12))
    }
}

/// Combines program estimates into a step: `micro_batches × accumulate + apply` in Mode B,
/// `step` in Mode A (`programs`: name and estimate).
pub fn step_estimate(
    programs: &[(&str, ProgramEstimate)],
    micro_batches: usize,
    model: &nam::ModelConfig,
    tokens: u64,
    devices: usize,
    chip: &Chip,
) -> Option<StepEstimate> {
    let get = |name: &str| {
        let (_, e) = programs.iter().find(|(n, _)| *n == name)?;
        let mut e = e.clone();
        for op in e.costliest.iter_mut().chain(&mut e.costliest_collectives) {
            op.program = name.to_string();
        }
        Some(e)
    };
    let mut terms = ProgramEstimate::default();
    if micro_batches <= 1 {
        terms.add_runs(&get("step")?, 1.0);
    } else {
        terms.add_runs(&get("accumulate")?, micro_batches as f64);
        terms.add_runs(&get("apply")?, 1.0);
    }
    Some(StepEstimate {
        terms,
        tokens,
        devices,
        model_flops: nam::counting::flops_per_token(model).total() * tokens as f64,
        peak_flops: chip.mfu_peak(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::{Beside, CollectiveOp};

    fn v6e8() -> Chip {
        Chip::v6e([2, 4])
    }

    fn op(name: &str, flops: f64, bytes: f64, runs: u64, position: usize) -> OpCost {
        OpCost {
            name: name.into(),
            opcode: "fusion".into(),
            runs,
            flops: vec![(MatmulType::Low, flops)],
            dots: vec![],
            transcendentals: 0.0,
            vector_ops: 0.0,
            bytes,
            collective: None,
            computation: 1,
            position,
            done_position: None,
            beside: None,
            shape: String::new(),
            fused: String::new(),
            compiler_cycles: None,
            schedule_s: None,
        }
    }

    fn collective(
        kind: &str,
        bytes: u64,
        group: Vec<i64>,
        at: usize,
        done: Option<usize>,
    ) -> OpCost {
        OpCost {
            opcode: format!("{kind}-start"),
            flops: vec![],
            collective: Some(CollectiveOp {
                kind: kind.into(),
                bytes,
                group,
                asynchronous: done.is_some(),
                ring_shift: None,
            }),
            done_position: done,
            ..op(kind, 0.0, 0.0, 1, at)
        }
    }

    #[test]
    fn ring_formulas_match_hand_counts() {
        let chip = v6e8();
        let w = 100e9;
        let v = 1e9;
        // A ring over all 8 chips of the 2x4 grid: both directions.
        let ag = collective_seconds("all-gather", v, 8, &chip);
        assert!((ag - 7.0 / 8.0 * v / (2.0 * w)).abs() < 1e-12, "{ag}");
        let ar = collective_seconds("all-reduce", v, 8, &chip);
        assert!((ar - 2.0 * ag).abs() < 1e-12);
        // A line of 4: one direction's worth.
        let rs = collective_seconds("reduce-scatter", v, 4, &chip);
        assert!((rs - 3.0 / 4.0 * v / w).abs() < 1e-12, "{rs}");
        // All-to-all of 2 chips: each sends half its bytes over one link.
        let a2a = collective_seconds("all-to-all", v, 2, &chip);
        assert!((a2a - v / 2.0 / w).abs() < 1e-12, "{a2a}");
        // A ring of 8: 7/8 of V at an average 16/7 hops over 2 outgoing directions = V / W.
        let a2a8 = collective_seconds("all-to-all", v, 8, &chip);
        assert!((a2a8 - v / w).abs() < 1e-12, "{a2a8}");
        assert_eq!(collective_seconds("all-gather", v, 1, &chip), 0.0);
        assert_eq!(ring_factor(8, [2, 4]), 2.0);
        assert_eq!(ring_factor(4, [2, 4]), 1.0);
        assert_eq!(ring_factor(3, [1, 3]), 1.0);
    }

    #[test]
    fn roofline_bounds_and_exposed_collectives_by_hand() {
        let chip = v6e8();
        let mesh = Mesh::new(8, 1, 1, false);
        // Op a: 918 GFLOP (1 ms compute), 0.8190 GB (0.5 ms memory): compute bound, 1 ms.
        // Op b: 0 FLOPs, 3.276 GB: 2 ms of memory. Runs twice.
        // An all-gather of 1.6 GB over 8 (7 ms) started before b and done after it: hidden
        // by b's 2 ms once per run... it lives at position 1, done at 3, b at 2.
        let cost = ProgramCost {
            ops: vec![
                op("a", 918e9, 0.819e9, 1, 0),
                collective("all-gather", 1_600_000_000, (0..8).collect(), 1, Some(3)),
                op("b", 0.0, 3.276e9, 1, 2),
            ],
            ..ProgramCost::default()
        };
        let e = estimate_program(&cost, &chip, &mesh);
        let ag = 7.0 / 8.0 * 1.6e9 / 200e9;
        assert!((e.compute_s - 1e-3).abs() < 1e-9, "{}", e.compute_s);
        assert!(
            (e.memory_s - (0.5e-3 + 2e-3)).abs() < 1e-9,
            "{}",
            e.memory_s
        );
        assert!((e.roofline_s - 3e-3).abs() < 1e-9, "{}", e.roofline_s);
        assert!((e.exposed_collective_s - (ag - 2e-3)).abs() < 1e-9);
        // Roofline 3 ms + exposed 5 ms = 8 ms, more than the all-gather's 7 ms alone.
        assert!((e.best_s() - (1e-3 + ag)).abs() < 1e-9);
        assert!((e.no_overlap_s() - (3.5e-3 + ag)).abs() < 1e-9);
        assert!((e.perfect_overlap_s() - ag).abs() < 1e-9);
        assert_eq!(e.collective_s[0].0, "all-gather over data");
        assert_eq!(e.bound_by(), "all-gather over data");
        // A synchronous collective is exposed whole.
        let sync = ProgramCost {
            ops: vec![collective("all-reduce", 1_000_000_000, vec![], 0, None)],
            ..ProgramCost::default()
        };
        let e = estimate_program(&sync, &chip, &mesh);
        assert!((e.exposed_collective_s - 2.0 * 7.0 / 8.0 * 1e9 / 200e9).abs() < 1e-12);
    }

    /// Three SparseCore gathers beside the TensorCore's ops, by hand. Op `a` is compute bound:
    /// 1 ms of matmul over 0.5 ms of memory leaves the memory idle for 0.5 ms. Op `b` is
    /// memory bound (2 ms) and leaves none. Gather `g1` (0.8 ms of memory, window over a and
    /// b) hides 0.5 ms under a and shows 0.3 ms; gather `g2` (0.2 ms, the same window, started
    /// later) finds a's idle time taken and shows whole. A gather whose window holds only b
    /// shows whole, and the memory term keeps every byte.
    #[test]
    fn sparse_core_work_hides_only_under_idle_memory() {
        let chip = v6e8();
        let mesh = Mesh::new(8, 1, 1, false);
        let bw = chip.memory_bytes_per_s;
        let beside = |name: &str, ms: f64, after: usize, done: usize| OpCost {
            computation: 7,
            beside: Some(Beside {
                computation: 1,
                after,
                done,
            }),
            ..op(name, 0.0, ms * 1e-3 * bw, 1, 0)
        };
        let cost = ProgramCost {
            ops: vec![
                op("a", 918e9, 0.5e-3 * bw, 1, 1),
                op("b", 0.0, 2e-3 * bw, 1, 2),
                beside("g1", 0.8, 0, 3),
                beside("g2", 0.2, 0, 3),
                beside("g3", 0.4, 1, 3),
            ],
            ..ProgramCost::default()
        };
        let e = estimate_program(&cost, &chip, &mesh);
        let close = |x: f64, want_ms: f64| (x - want_ms * 1e-3).abs() < 1e-9;
        assert!(close(e.hidden_beside_s, 0.5), "{}", e.hidden_beside_s);
        // a 1 ms + b 2 ms + g1 0.3 ms + g2 0.2 ms + g3 0.4 ms.
        assert!(close(e.roofline_s, 3.9), "{}", e.roofline_s);
        assert!(
            close(e.memory_s, 0.5 + 2.0 + 0.8 + 0.2 + 0.4),
            "{}",
            e.memory_s
        );
        assert!(close(e.best_s(), 3.9));
        // Without the window (work on the main thread), every op adds its roofline.
        let mut serial = cost.clone();
        for o in &mut serial.ops {
            o.beside = None;
        }
        let e = estimate_program(&serial, &chip, &mesh);
        assert_eq!(e.hidden_beside_s, 0.0);
        assert!(close(e.roofline_s, 4.4), "{}", e.roofline_s);
    }

    /// Start costs and loop iterations by hand. On v6e, op `a` (priced by libtpu, outside any
    /// loop: 1 ms of compute) pays one start in `dispatch`; op `b` (priced, in a loop body:
    /// 4 096 runs of nothing) pays 4 096 starts in `loops`; op `c` (the scalar unit's counter:
    /// not priced) pays none. A chip that prices a loop iteration adds it per iteration of
    /// each loop, its executions multiplied in (a loop of 8 trips run 512 times: 4 096).
    #[test]
    fn start_costs_and_loop_iterations_by_hand() {
        use crate::cost::{LoopTrips, TripSource};
        let chip = v6e8();
        let mesh = Mesh::new(8, 1, 1, false);
        let priced = |o: OpCost| OpCost {
            compiler_cycles: Some(2_090),
            schedule_s: None,
            ..o
        };
        let cost = ProgramCost {
            ops: vec![
                priced(op("a", 918e9, 0.0, 1, 0)),
                priced(op("b", 0.0, 0.0, 4096, 1)),
                op("c", 0.0, 0.0, 4096, 2),
            ],
            loops: vec![LoopTrips {
                name: "inner".into(),
                trips: 8,
                source: TripSource::Condition,
                runs: 512,
            }],
            ..ProgramCost::default()
        };
        let o = V6E_OP_START_S;
        let e = estimate_program(&cost, &chip, &mesh);
        let close = |x: f64, want: f64| (x - want).abs() < 1e-12;
        assert!(close(e.dispatch_s, o), "{}", e.dispatch_s);
        assert!(close(e.loop_s, 4096.0 * o), "{}", e.loop_s);
        assert_eq!(e.loop_iterations, 4096.0);
        assert!(close(e.roofline_s, 1e-3 + 4097.0 * o), "{}", e.roofline_s);
        assert!(close(e.best_s(), 1e-3 + 4097.0 * o));
        // The same ops on a chip with a cost per iteration (the CPU's is measured) and a start
        // cost for every op: c starts too, and each of the 4 096 iterations adds l.
        let l = 0.25e-6;
        let every_op = Chip {
            loop_iteration_s: Some(l),
            overhead_only_priced_ops: false,
            ..v6e8()
        };
        let e = estimate_program(&cost, &every_op, &mesh);
        assert!(
            close(e.loop_s, 2.0 * 4096.0 * o + 4096.0 * l),
            "{}",
            e.loop_s
        );
        assert!(close(e.best_s(), 1e-3 + o + 2.0 * 4096.0 * o + 4096.0 * l));
        assert!(close(
            e.no_overlap_s(),
            1e-3 + o + 2.0 * 4096.0 * o + 4096.0 * l
        ));
        // A Mode-B step adds its programs' loops like its other terms.
        let mut step = ProgramEstimate::default();
        step.add_runs(&e, 4.0);
        assert!(close(step.loop_s, 4.0 * e.loop_s));
        assert_eq!(step.loop_iterations, 4.0 * 4096.0);
    }

    #[test]
    fn groups_name_the_mesh_axes_they_span() {
        let m = Mesh::new(2, 1, 4, false);
        assert_eq!(axes_of(&m, &[0, 1, 2, 3]), "model");
        assert_eq!(axes_of(&m, &[1, 5]), "data");
        assert_eq!(axes_of(&m, &[]), "data+model");
        assert_eq!(axes_of(&m, &(0..8).collect::<Vec<_>>()), "data+model");
    }

    #[test]
    fn shared_devices_split_the_machine() {
        let mut chip = v6e8();
        chip.shared_by_devices = true;
        chip.interconnect = Interconnect::SharedMemory;
        let cost = ProgramCost {
            ops: vec![op("a", 918e9, 0.0, 3, 0)],
            ..ProgramCost::default()
        };
        let one = estimate_program(&cost, &chip, &Mesh::SINGLE);
        let eight = estimate_program(&cost, &chip, &Mesh::new(8, 1, 1, false));
        assert!((one.best_s() - 3e-3).abs() < 1e-12);
        assert!((eight.best_s() - 24e-3).abs() < 1e-12);
    }

    /// A kernel whose recorded schedule outlasts its units by hand: 918 GFLOP (1 ms at the
    /// peak) and 1.638 GB (1 ms of HBM), scheduled for 2 014 000 cycles (1 ms at the v6e
    /// clock bound) — no longer than its units, so compute bounds it; scheduled for 3 ms, the
    /// schedule bounds it and its roofline is 3 ms plus its start. A kernel without a recorded
    /// schedule keeps its units' roofline.
    #[test]
    fn a_kernel_is_never_faster_than_its_recorded_schedule() {
        let chip = v6e8();
        let mesh = Mesh::new(8, 1, 1, false);
        let kernel = |schedule_s| OpCost {
            opcode: "custom-call".into(),
            compiler_cycles: Some(2_090),
            schedule_s,
            ..op("kernel", 918e9, 1.638e9, 1, 0)
        };
        let clock = crate::cost::schedule::V6E_CLOCK_HZ;
        let close = |x: f64, want: f64| (x - want).abs() < 1e-12;
        let short = op_seconds(&kernel(Some(2_014_000.0 / clock)), &chip, &mesh);
        assert_eq!(short.bound_by(), "compute");
        assert!(close(short.roofline(), 1e-3 + V6E_OP_START_S));
        let long = op_seconds(&kernel(Some(3e-3)), &chip, &mesh);
        assert_eq!(long.bound_by(), "schedule");
        assert!(close(long.roofline(), 3e-3 + V6E_OP_START_S));
        let unrecorded = op_seconds(&kernel(None), &chip, &mesh);
        assert!(close(unrecorded.roofline(), short.roofline()));
        // In a program: the schedule term sums, and the step is at least the schedule.
        let cost = ProgramCost {
            ops: vec![kernel(Some(3e-3))],
            ..ProgramCost::default()
        };
        let e = estimate_program(&cost, &chip, &mesh);
        assert!(close(e.schedule_s, 3e-3), "{}", e.schedule_s);
        assert!(close(e.best_s(), 3e-3 + V6E_OP_START_S), "{}", e.best_s());
        assert!(e.no_overlap_s() >= e.best_s());
        assert_eq!(e.bound_by(), "kernel schedules");
    }
}
