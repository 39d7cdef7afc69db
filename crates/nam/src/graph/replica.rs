//! ZeRO-2 parameter copies (`[mesh] zero2`, see [`crate::mesh`]).
//!
//! On an FSDP mesh every parameter of rank ≥ 2 is split over `data`, and each program that runs
//! the forward pass gathers it where it is used: once per micro-batch in Mode B, and again in
//! the backward pass. With `zero2` the device state also holds, for each entry FSDP split, a
//! copy `replica.{entry}` that is whole over `data` (and split over `model` / `expert` like its
//! entry). The forward pass reads the copies; the update (Mode A `step`, Mode B `apply`) writes
//! new copies from the updated master entries, which is where the gather happens: once per
//! optimizer step, in the copy's dtype. Master parameters, optimizer state and gradient
//! accumulators stay split as under FSDP, and a gradient is pinned to its entry's split as soon
//! as it is formed, so the partitioner reduce-scatters it rather than reducing it everywhere.
//!
//! # Dtype of a copy, and why the results are FSDP's
//!
//! A copy is stored in the compute dtype when the forward pass reads its entry only as a matmul
//! operand, cast to the compute dtype first ([`read_as_matmul_operand`]); otherwise in the
//! entry's own dtype. The forward pass reads `widen(copy)` in the entry's dtype. Where every read
//! casts that to the compute dtype it sees `round(round(w)) = round(w)`, exactly what FSDP's
//! forward pass sees, and the gradient with respect to `widen(copy)` is the same expression as
//! FSDP's gradient with respect to `w`. So ZeRO-2 changes where collectives run and the order of
//! their sums, nothing else (`tests/mesh_equality.rs` compares the two on eight devices). The
//! test `crates/nam/tests/replica_dtype.rs` checks [`read_as_matmul_operand`] against the graph.
//! With `[precision] matrix_gradients = "compute"` the forward pass reads those copies as
//! stored, without widening ([`compute_dtype_gradient`]): the same values reach every matmul,
//! and the gradient is formed and reduce-scattered in the compute dtype.
//!
//! Copies are not checkpointed: the trainer makes them on the host from the master entries
//! whenever it places state on the devices (a bf16 copy of an f32 master is the same
//! round-to-nearest-even the device's convert does).

use super::context::cast;
use super::layout::{StateEntry, StateLayout, dtype_of};
use super::program::ProgramIo;
use super::sharding::{TensorSharding, constrain, entry_sharding, split_over_data};
use crate::config::{MatrixGradients, NamConfig};
use crate::mesh::Mesh;
use crate::params::OptimizerGroup;
use xla_hlo::{DType, Tensor};

/// Name prefix of the copies.
pub const PREFIX: &str = "replica.";

/// The copy's name of entry `e`.
pub fn name(e: &StateEntry) -> String {
    format!("{PREFIX}{}", e.name)
}

/// Whether `name` is a copy (state derived from its entry, never checkpointed).
pub fn is_replica(name: &str) -> bool {
    name.starts_with(PREFIX)
}

/// Whether the forward pass reads `e` only as a matmul operand (cast to the compute dtype
/// first): the Muon-group matrices, except M2RNN's per-head transition `W`, which the
/// recurrence reads in the wide dtype.
pub fn read_as_matmul_operand(e: &StateEntry) -> bool {
    let m2rnn_transition = e
        .members
        .iter()
        .any(|m| m.contains(".m2rnn.") && m.ends_with(".W"));
    e.trainable && e.group == OptimizerGroup::Muon && !m2rnn_transition
}

/// The dtype the copy of `e` is stored in under `cfg`.
pub fn dtype(cfg: &NamConfig, e: &StateEntry) -> DType {
    if read_as_matmul_operand(e) {
        dtype_of(cfg.precision.compute_dtype)
    } else {
        e.dtype
    }
}

/// Whether an entry placed by `sharding` on `mesh` has a copy: `zero2` is on and FSDP split it.
pub fn copied(mesh: &Mesh, sharding: &TensorSharding) -> bool {
    mesh.zero2 && split_over_data(sharding)
}

/// Per entry of `layout`, whether it has a copy under `cfg` ([`copied`]).
pub fn has_copy(cfg: &NamConfig, layout: &StateLayout) -> Vec<bool> {
    layout
        .entries
        .iter()
        .map(|e| copied(&cfg.mesh, &entry_sharding(&cfg.mesh, &cfg.model, e)))
        .collect()
}

/// The copies as program inputs (donated to the outputs of the same names when `donate`), `None`
/// for entries without one.
pub(crate) fn inputs(
    io: &mut ProgramIo,
    cfg: &NamConfig,
    layout: &StateLayout,
    donate: bool,
) -> Vec<Option<Tensor>> {
    layout
        .entries
        .iter()
        .zip(has_copy(cfg, layout))
        .map(|(e, copy)| {
            copy.then(|| {
                let (n, dt) = (name(e), dtype(cfg, e));
                match donate {
                    true => io.donated_input(&n, dt, &e.dims),
                    false => io.input(&n, dt, &e.dims),
                }
            })
        })
        .collect()
}

/// Whether the forward pass reads entry `e` in the compute dtype, so that its gradient is
/// formed and reduced in it (`[precision] matrix_gradients = "compute"`, for entries read only
/// as matmul operands: the matmul sees the same rounded values either way).
pub fn compute_dtype_gradient(cfg: &NamConfig, e: &StateEntry) -> bool {
    cfg.precision.matrix_gradients == MatrixGradients::Compute && read_as_matmul_operand(e)
}

/// What the forward pass reads of entry `e` from `source`, its copy where it has one, else its
/// master: in the compute dtype where [`compute_dtype_gradient`] says so (the copy as stored,
/// the master rounded), else in the entry's dtype (the copy widened, the master as it is).
fn forward_read(cfg: &NamConfig, e: &StateEntry, source: &Tensor) -> Tensor {
    match compute_dtype_gradient(cfg, e) {
        true => cast(source, dtype_of(cfg.precision.compute_dtype)),
        false => cast(source, e.dtype),
    }
}

/// What the forward pass reads for each entry ([`forward_read`]).
pub(crate) fn forward_state(
    cfg: &NamConfig,
    layout: &StateLayout,
    masters: &[Tensor],
    copies: &[Option<Tensor>],
) -> Vec<Tensor> {
    layout
        .entries
        .iter()
        .zip(masters.iter().zip(copies))
        .map(|(e, (m, c))| forward_read(cfg, e, c.as_ref().unwrap_or(m)))
        .collect()
}

/// Inputs of a program that only reads the state (Mode B `accumulate`, `eval`), as the forward
/// pass reads them ([`forward_read`]): the copy for entries with one, the entry itself for the
/// others; neither donated.
pub(crate) fn read_only_state(
    io: &mut ProgramIo,
    cfg: &NamConfig,
    layout: &StateLayout,
) -> Vec<Tensor> {
    let copy = has_copy(cfg, layout);
    layout
        .entries
        .iter()
        .zip(copy)
        .map(|(e, copy)| {
            let source = match copy {
                true => io.input(&name(e), dtype(cfg, e), &e.dims),
                false => io.input(&e.name, e.dtype, &e.dims),
            };
            forward_read(cfg, e, &source)
        })
        .collect()
}

/// The gradient `g` of entry `i`, pinned to the entry's split when the entry has a copy (the
/// forward pass read a copy whole over `data`; the update wants the gradient split).
pub(crate) fn split_gradient(cfg: &NamConfig, layout: &StateLayout, i: usize, g: Tensor) -> Tensor {
    let s = entry_sharding(&cfg.mesh, &cfg.model, &layout.entries[i]);
    if copied(&cfg.mesh, &s) {
        constrain(&g, &cfg.mesh, &s)
    } else {
        g
    }
}

/// The new copies from the updated entries `state`, as outputs.
pub(crate) fn outputs(io: &mut ProgramIo, cfg: &NamConfig, layout: &StateLayout, state: &[Tensor]) {
    for ((e, t), copy) in layout.entries.iter().zip(state).zip(has_copy(cfg, layout)) {
        if copy {
            io.output(&name(e), &cast(t, dtype(cfg, e)));
        }
    }
}
