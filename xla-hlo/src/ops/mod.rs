//! The primitive ops. Each module holds one op (or a small family): its shape rule (in the `Tensor` /
//! `Builder` method that creates it), its StableHLO emission and its VJP, with unit tests beside them.
//! This file only dispatches on the op kind.
//!
//! The primitive set is kept small; composites (softmax, rmsnorm, top-k, cumsum, ...) live in
//! [`crate::nn`] and get their gradients from these rules.

pub(crate) mod barrier;
pub(crate) mod broadcast;
pub(crate) mod call;
pub(crate) mod compare;
pub(crate) mod concatenate;
pub(crate) mod constant;
pub(crate) mod convert;
pub(crate) mod custom_call;
pub(crate) mod custom_vjp;
pub(crate) mod dot_general;
pub(crate) mod dynamic_slice;
pub(crate) mod elementwise;
pub(crate) mod gather;
pub(crate) mod iota;
pub(crate) mod manual;
pub(crate) mod pad;
pub(crate) mod reduce;
pub(crate) mod reshape;
pub(crate) mod reverse;
pub(crate) mod scan;
pub(crate) mod scatter;
pub(crate) mod sharding;
pub(crate) mod slice;
pub(crate) mod transpose;
pub(crate) mod while_loop;

use crate::emit::{Emitter, Name};
use crate::graph::{Builder, GraphData, Node, NodeId};
use crate::{Error, Result, Tensor, TensorType};
use std::rc::Rc;

/// An op kind with its attributes. Operands and result types live in the [`Node`].
#[derive(Clone)]
pub(crate) enum Op {
    Parameter(usize),
    Constant(constant::Literal),
    Iota(usize),
    Unary(elementwise::UnaryOp),
    Binary(elementwise::BinaryOp),
    Compare(compare::CmpDir),
    Select,
    Convert,
    BroadcastInDim(Vec<i64>),
    Reshape,
    Transpose(Vec<i64>),
    Slice(slice::SliceAttrs),
    DynamicSlice(Vec<i64>),
    DynamicUpdateSlice,
    Concatenate(usize),
    Pad(pad::PadAttrs),
    Reverse(Vec<i64>),
    DotGeneral(dot_general::DotDims),
    Reduce(reduce::ReduceAttrs),
    Gather(gather::GatherDims),
    ScatterAdd(scatter::ScatterDims),
    While(Rc<while_loop::WhileOp>),
    Scan(Rc<scan::ScanOp>),
    CustomCall(Rc<custom_call::CustomCallOp>),
    /// A value with a caller-supplied gradient rule; emits nothing (the value is operand 0).
    CustomVjp(Rc<custom_vjp::CustomVjpOp>),
    OptimizationBarrier,
    Sharding(Rc<str>),
    Call(Rc<crate::graph::FunctionDef>),
    /// Result `j` of a multi-result node (not emitted; named `%N#j`).
    Project(usize),
    /// The result of an op that failed its rule.
    Poison,
}

/// Which result of the emitted op carries logical result `j` (ops that emit extra results, like `scan`,
/// map their logical results onto the emitted ones).
pub(crate) fn result_index(op: &Op, j: usize) -> u32 {
    match op {
        Op::Scan(s) => s.emitted_result_index(j),
        _ => j as u32,
    }
}

pub(crate) fn operand_types<'a>(g: &'a GraphData, node: &Node) -> Vec<&'a TensorType> {
    node.operands.iter().map(|&o| g.ty(o)).collect()
}

pub(crate) fn operand_names(node: &Node, names: &[Name]) -> Vec<Name> {
    node.operands.iter().map(|&o| names[o as usize]).collect()
}

/// Emits node `id` (not a parameter or projection) and returns its result name.
pub(crate) fn emit(
    e: &mut Emitter,
    g: &GraphData,
    id: NodeId,
    names: &[Name],
    depth: usize,
) -> Name {
    let node = &g.nodes[id as usize];
    let ins = operand_types(g, node);
    let args = operand_names(node, names);
    let out = &node.types[0];
    match &node.op {
        Op::Constant(lit) => constant::emit(e, depth, lit, out),
        Op::Iota(d) => iota::emit(e, depth, *d, out),
        Op::Unary(u) => elementwise::emit_unary(e, depth, *u, &args, &ins, out),
        Op::Binary(b) => elementwise::emit_binary(e, depth, *b, &args, &ins, out),
        Op::Compare(c) => compare::emit_compare(e, depth, *c, &args, &ins, out),
        Op::Select => compare::emit_select(e, depth, &args, &ins, out),
        Op::Convert => convert::emit(e, depth, &args, &ins, out),
        Op::BroadcastInDim(dims) => broadcast::emit(e, depth, dims, &args, &ins, out),
        Op::Reshape => reshape::emit(e, depth, &args, &ins, out),
        Op::Transpose(p) => transpose::emit(e, depth, p, &args, &ins, out),
        Op::Slice(a) => slice::emit(e, depth, a, &args, &ins, out),
        Op::DynamicSlice(sizes) => dynamic_slice::emit_slice(e, depth, sizes, &args, &ins, out),
        Op::DynamicUpdateSlice => dynamic_slice::emit_update(e, depth, &args, &ins, out),
        Op::Concatenate(d) => concatenate::emit(e, depth, *d, &args, &ins, out),
        Op::Pad(a) => pad::emit(e, depth, a, &args, &ins, out),
        Op::Reverse(d) => reverse::emit(e, depth, d, &args, &ins, out),
        Op::DotGeneral(d) => dot_general::emit(e, depth, d, &args, &ins, out),
        Op::Reduce(a) => reduce::emit(e, depth, a, &args, &ins, out),
        Op::Gather(d) => gather::emit(e, depth, d, &args, &ins, out),
        Op::ScatterAdd(d) => scatter::emit(e, depth, d, &args, &ins, out),
        Op::While(w) => while_loop::emit(e, depth, w, &args, &ins, &node.types),
        Op::Scan(s) => scan::emit(e, depth, s, &args, &ins, &node.types),
        Op::CustomCall(c) => custom_call::emit(e, depth, c, &args, &ins, &node.types),
        Op::CustomVjp(_) => args[0],
        Op::OptimizationBarrier => barrier::emit(e, depth, &args, &ins, &node.types),
        Op::Sharding(s) => sharding::emit(e, depth, s, &args, &ins, out),
        Op::Call(f) => call::emit(e, depth, f, &args, &ins, &node.types),
        Op::Parameter(_) | Op::Project(_) | Op::Poison => unreachable!("not emitted as ops"),
    }
}

/// The VJP of node `id`: one cotangent (or `None` for zero / not differentiable) per operand.
/// `cts` has one entry per result of the node; at least one is `Some`.
pub(crate) fn vjp(b: &Builder, id: NodeId, cts: &[Option<Tensor>]) -> Result<Vec<Option<Tensor>>> {
    let node = b.g.borrow().nodes[id as usize].clone();
    let x: Vec<Tensor> = node.operands.iter().map(|&o| b.tensor(o)).collect();
    let y = b.tensor(id);
    let single = || {
        cts[0]
            .clone()
            .expect("driver passes a cotangent for single-result ops")
    };
    Ok(match &node.op {
        Op::Parameter(_) | Op::Constant(_) | Op::Iota(_) | Op::Poison | Op::Project(_) => vec![],
        Op::Compare(_) => vec![None, None],
        Op::Unary(u) => vec![elementwise::vjp_unary(*u, &x[0], &y, &single())],
        Op::Binary(op) => elementwise::vjp_binary(*op, &x[0], &x[1], &y, &single()),
        Op::Select => compare::vjp_select(&x, &single()),
        Op::Convert => vec![convert::vjp(&x[0], &single())],
        Op::BroadcastInDim(dims) => vec![Some(broadcast::vjp(dims, &x[0], &single()))],
        Op::Reshape => vec![Some(single().reshape(&x[0].dims()))],
        Op::Transpose(p) => vec![Some(transpose::vjp(p, &single()))],
        Op::Slice(a) => vec![Some(slice::vjp(a, &x[0], &single()))],
        Op::DynamicSlice(_) => dynamic_slice::vjp_slice(&x, &single()),
        Op::DynamicUpdateSlice => dynamic_slice::vjp_update(&x, &single()),
        Op::Concatenate(d) => concatenate::vjp(*d, &x, &single()),
        Op::Pad(a) => pad::vjp(a, &x, &single()),
        Op::Reverse(d) => vec![Some(single().reverse(d))],
        Op::DotGeneral(d) => dot_general::vjp(d, &x[0], &x[1], &single()),
        Op::Reduce(a) => vec![Some(reduce::vjp(a, &x[0], &y, &single()))],
        Op::Gather(d) => gather::vjp(d, &x, &single()),
        Op::ScatterAdd(d) => scatter::vjp(d, &x, &single()),
        Op::While(_) => {
            return Err(Error::NotDifferentiable(
                "while_loop has no reverse-mode rule (its trip count is dynamic); use scan".into(),
            ));
        }
        Op::Scan(s) => scan::vjp(b, id, s, &x, cts)?,
        Op::CustomCall(c) => custom_call::vjp(c, &x, b, id, cts)?,
        Op::CustomVjp(c) => custom_vjp::vjp(c, &x, b, id, &single())?,
        Op::OptimizationBarrier => cts.to_vec(),
        Op::Sharding(s) => vec![Some(single().with_sharding(s))],
        Op::Call(f) => call::vjp(b, f, &x, cts)?,
    })
}
