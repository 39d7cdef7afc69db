//! `scan`: a loop over the leading dimension of stacked inputs, emitted as ONE `stablehlo.while` whose
//! body text is written once, so program size does not grow with the trip count (52 layers cost the same
//! text as 1).
//!
//! Loop state of the emitted while: `(i, carries..., xs..., consts..., ys accumulators...)`; each
//! iteration slices `xs[t]` with `dynamic_slice`, runs the body, and writes `ys[t]` with
//! `dynamic_update_slice` (`t = i`, or `length - 1 - i` when reversed). Outer tensors used by the body are
//! captured as `consts` (loop-invariant operands).
//!
//! Reverse mode: the VJP is a reverse scan whose body is the body's VJP. What the backward body needs from
//! the forward iteration is chosen by [`ScanOptions::remat`]:
//! - `false` (default): every per-iteration value the backward body uses (that depends on the carry or
//!   the x slice) is stacked as an extra output of the forward scan (more memory, no recompute);
//!   values that depend only on loop invariants are recomputed in the backward body instead of stacked.
//! - `true`: only the carry entering each iteration is stacked; the backward body recomputes the
//!   forward body from it (rematerialisation: less memory, one more forward per iteration). Values
//!   the body marked with [`Tensor::keep_for_backward`] are stacked too, and the backward body
//!   reads them instead of recomputing them (a remat policy: keep what is dear to recompute and
//!   cheap to store, such as a kernel's outputs).

use super::Op;
use crate::autodiff::{replay, vjp_nodes};
use crate::emit::{Emitter, Name};
use crate::graph::{Body, Builder, CapturePolicy, GraphData, NodeId};
use crate::{DType, Error, Result, Tensor, TensorType};
use std::cell::RefCell;
use std::rc::Rc;

/// Options of [`Builder::scan`].
#[derive(Clone, Copy, Debug, Default)]
pub struct ScanOptions {
    /// Iterate from the last slice to the first.
    pub reverse: bool,
    /// Backward pass recomputes the body from stacked carries instead of stacking all residuals.
    pub remat: bool,
    /// Trip count when there are no `xs` (otherwise it is their leading dimension).
    pub length: Option<i64>,
}

impl Tensor {
    /// `self`, marked to be stacked for the backward pass when it is computed in the body of a
    /// rematerialising [`Builder::scan`] ([`ScanOptions::remat`]), so the backward body reads it
    /// rather than recomputing it and what only it needs. Anywhere else the mark does nothing;
    /// no op is emitted.
    pub fn keep_for_backward(&self) -> Tensor {
        self.g.borrow_mut().kept.push(self.id);
        self.clone()
    }
}

#[derive(Clone)]
pub(crate) struct ScanOp {
    pub body: Body,
    pub n_carry: usize,
    pub n_xs: usize,
    pub n_consts: usize,
    pub length: i64,
    pub reverse: bool,
    pub remat: bool,
}

impl ScanOp {
    fn n_ys(&self) -> usize {
        self.body.outputs.len() - self.n_carry
    }

    /// Logical result `j` (carries, then ys) -> result index of the emitted while.
    pub(crate) fn emitted_result_index(&self, j: usize) -> u32 {
        let j = if j < self.n_carry {
            1 + j
        } else {
            1 + self.n_xs + self.n_consts + j
        };
        j as u32
    }
}

fn stacked(t: &TensorType, length: i64) -> TensorType {
    let mut dims = Vec::with_capacity(t.rank() + 1);
    dims.push(length);
    dims.extend_from_slice(&t.dims);
    TensorType::new(t.dtype, &dims)
}

impl Builder {
    /// Scans `f(carry, x_slices) -> (new_carry, y_slices)` over the leading dimension of `xs`, starting
    /// from `init`. Returns the final carries and the stacked ys (leading dimension = trip count).
    pub fn scan(
        &self,
        init: &[&Tensor],
        xs: &[&Tensor],
        options: ScanOptions,
        f: impl FnOnce(&Builder, &[Tensor], &[Tensor]) -> (Vec<Tensor>, Vec<Tensor>),
    ) -> (Vec<Tensor>, Vec<Tensor>) {
        let init: Vec<Tensor> = init.iter().map(|t| self.adopt(t)).collect();
        let xs: Vec<Tensor> = xs.iter().map(|t| self.adopt(t)).collect();
        let nc = init.len();
        let poison = |e: Error, n: usize| {
            self.g.borrow_mut().record(e.clone());
            (0..n).map(|_| self.fail(e.clone())).collect::<Vec<_>>()
        };
        let x_types: Vec<TensorType> = xs.iter().map(|t| t.ty()).collect();
        let length = match (x_types.first(), options.length) {
            (Some(t), _) if t.rank() == 0 => {
                return (
                    poison(
                        op_err("scan inputs must have a leading dimension to scan over"),
                        nc,
                    ),
                    vec![],
                );
            }
            (Some(t), _) => t.dims[0],
            (None, Some(l)) => l,
            (None, None) => {
                return (
                    poison(op_err("without xs, ScanOptions::length is required"), nc),
                    vec![],
                );
            }
        };
        if let Some(bad) = x_types
            .iter()
            .find(|t| t.rank() == 0 || t.dims[0] != length)
        {
            return (
                poison(
                    op_err(&format!(
                        "every x must have leading dimension {length}, got {bad}"
                    )),
                    nc,
                ),
                vec![],
            );
        }
        let cb = self.child(CapturePolicy::Allowed);
        let carry_types: Vec<TensorType> = init.iter().map(|t| t.ty()).collect();
        let cp: Vec<Tensor> = carry_types
            .iter()
            .map(|t| cb.param(t.dtype, &t.dims))
            .collect();
        let xp: Vec<Tensor> = x_types
            .iter()
            .map(|t| cb.param(t.dtype, &t.dims[1..]))
            .collect();
        let (new_carry, ys) = f(&cb, &cp, &xp);
        let ny = ys.len();
        let mut outs = new_carry.clone();
        outs.extend(ys);
        let (body, captured) = match cb.into_body(&outs) {
            Ok(x) => x,
            Err(e) => return (poison(e, nc), poison(op_err("scan body failed"), ny)),
        };
        let mut operands: Vec<Tensor> = init.clone();
        operands.extend(xs.iter().cloned());
        operands.extend(captured.iter().map(|&id| self.tensor(id)));
        let refs: Vec<&Tensor> = operands.iter().collect();
        let n_xs = xs.len();
        let id = self.build("scan", &refs, |_| {
            let out_types = body.output_types();
            if new_carry.len() != nc
                || out_types[..nc]
                    .iter()
                    .zip(&carry_types)
                    .any(|(a, b)| a != b)
            {
                let got: Vec<&TensorType> = out_types[..new_carry.len().min(out_types.len())]
                    .iter()
                    .collect();
                let want: Vec<&TensorType> = carry_types.iter().collect();
                return Err(format!(
                    "the body must return carries of the init types ({}), got ({})",
                    crate::graph::join_types(&want),
                    crate::graph::join_types(&got)
                ));
            }
            let mut types = carry_types.clone();
            types.extend(out_types[nc..].iter().map(|t| stacked(t, length)));
            let s = ScanOp {
                body,
                n_carry: nc,
                n_xs,
                n_consts: captured.len(),
                length,
                reverse: options.reverse,
                remat: options.remat,
            };
            Ok((Op::Scan(Rc::new(s)), types))
        });
        let mut all = self.project_all(id, nc + ny);
        let ys = all.split_off(nc);
        (all, ys)
    }
}

fn op_err(rule: &str) -> Error {
    Error::Op {
        op: "scan",
        operands: String::new(),
        rule: rule.to_string(),
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    s: &ScanOp,
    args: &[Name],
    ins: &[&TensorType],
    outs: &[TensorType],
) -> Name {
    let (nc, nx, nk) = (s.n_carry, s.n_xs, s.n_consts);
    let idx = TensorType::scalar(DType::I64);
    let zero = e.splat(depth, 0.0, &idx);
    let ys_types = &outs[nc..];
    let mut operands = vec![zero];
    operands.extend_from_slice(args);
    for t in ys_types {
        operands.push(e.splat(depth, 0.0, t));
    }
    let mut state: Vec<&TensorType> = vec![&idx];
    state.extend_from_slice(ins);
    state.extend(ys_types.iter());
    let r = e.region_op_begin(depth, "stablehlo.while", &operands, state.len());
    emit_condition(e, depth + 1, s, &state);
    let d = depth + 2;
    let a = e.region_begin(false, depth + 1, &state);
    let at = SliceAt {
        t: emit_slice_index(e, d, s, a[0]),
        zero: e.splat(d, 0.0, &idx),
    };
    let mut params: Vec<Name> = a[1..1 + nc].to_vec();
    params.extend(emit_x_slices(
        e,
        d,
        s,
        &a[1 + nc..1 + nc + nx],
        &ins[nc..],
        at,
    ));
    params.extend_from_slice(&a[1 + nc + nx..1 + nc + nx + nk]);
    let outs_b = e.graph(&s.body.graph, d, &params, &s.body.outputs);
    let i1 = {
        let one = e.splat(d, 1.0, &idx);
        e.op(
            d,
            "stablehlo.add",
            &[a[0], one],
            None,
            &[&idx, &idx],
            &[&idx],
        )
    };
    let mut ret = vec![i1];
    ret.extend_from_slice(&outs_b[..nc]);
    ret.extend_from_slice(&a[1 + nc..1 + nc + nx + nk]);
    let ys_acc = &a[1 + nc + nx + nk..];
    ret.extend(emit_y_updates(e, d, s, ys_acc, ys_types, &outs_b[nc..], at));
    e.region_end(depth + 1, &ret, &state);
    e.region_op_end(None, &state, &state);
    r
}

/// The while's condition region: `i < length`.
fn emit_condition(e: &mut Emitter, depth: usize, s: &ScanOp, state: &[&TensorType]) {
    let idx = TensorType::scalar(DType::I64);
    let pred = TensorType::scalar(DType::Pred);
    let d = depth + 1;
    let a = e.region_begin(true, depth, state);
    let n = e.splat(d, s.length as f64, &idx);
    let c = e.op(
        d,
        "stablehlo.compare",
        &[a[0], n],
        Some(format_args!(
            "comparison_direction = #stablehlo<comparison_direction LT>"
        )),
        &[&idx, &idx],
        &[&pred],
    );
    e.region_end(depth, &[c], &[&pred]);
}

/// The slice an iteration reads and writes: `i`, or `length - 1 - i` when reversed.
fn emit_slice_index(e: &mut Emitter, d: usize, s: &ScanOp, i: Name) -> Name {
    if !s.reverse {
        return i;
    }
    let idx = TensorType::scalar(DType::I64);
    let last = e.splat(d, (s.length - 1) as f64, &idx);
    e.op(
        d,
        "stablehlo.subtract",
        &[last, i],
        None,
        &[&idx, &idx],
        &[&idx],
    )
}

/// Where an iteration slices: `t` in the scanned dimension, `zero` in every other.
#[derive(Clone, Copy)]
struct SliceAt {
    t: Name,
    zero: Name,
}

/// `xs[t]` for each stacked x, reshaped to the body's parameter type.
fn emit_x_slices(
    e: &mut Emitter,
    d: usize,
    s: &ScanOp,
    xs: &[Name],
    x_types: &[&TensorType],
    at: SliceAt,
) -> Vec<Name> {
    let idx = TensorType::scalar(DType::I64);
    let body_params = s.body.param_types();
    let mut params = Vec::with_capacity(xs.len());
    for (j, (&x, &xt)) in xs.iter().zip(x_types).enumerate() {
        let mut starts = vec![at.t];
        starts.resize(xt.rank(), at.zero);
        let mut sizes = xt.dims.clone();
        sizes[0] = 1;
        let one = TensorType::new(xt.dtype, &sizes);
        let mut in_tys: Vec<&TensorType> = vec![xt];
        in_tys.resize(xt.rank() + 1, &idx);
        let mut ops = vec![x];
        ops.extend(starts);
        let sl = e.op(
            d,
            "stablehlo.dynamic_slice",
            &ops,
            Some(format_args!(
                "slice_sizes = array<i64{}>",
                super::broadcast::I64s(&sizes)
            )),
            &in_tys,
            &[&one],
        );
        params.push(e.op(
            d,
            "stablehlo.reshape",
            &[sl],
            None,
            &[&one],
            &[&body_params[s.n_carry + j]],
        ));
    }
    params
}

/// Each ys accumulator with the body's y written at slice `t`.
fn emit_y_updates(
    e: &mut Emitter,
    d: usize,
    s: &ScanOp,
    ys_acc: &[Name],
    ys_types: &[TensorType],
    ys_body: &[Name],
    at: SliceAt,
) -> Vec<Name> {
    let idx = TensorType::scalar(DType::I64);
    let body_outs = s.body.output_types();
    let mut ret = Vec::with_capacity(ys_types.len());
    for (k, yt) in ys_types.iter().enumerate() {
        let slice_t = &body_outs[s.n_carry + k];
        let mut sizes = slice_t.dims.clone();
        sizes.insert(0, 1);
        let one = TensorType::new(yt.dtype, &sizes);
        let y1 = e.op(
            d,
            "stablehlo.reshape",
            &[ys_body[k]],
            None,
            &[slice_t],
            &[&one],
        );
        let mut ops = vec![ys_acc[k], y1, at.t];
        ops.resize(2 + yt.rank(), at.zero);
        let mut in_tys: Vec<&TensorType> = vec![yt, &one];
        in_tys.resize(2 + yt.rank(), &idx);
        ret.push(e.op(
            d,
            "stablehlo.dynamic_update_slice",
            &ops,
            None,
            &in_tys,
            &[yt],
        ));
    }
    ret
}

/// A scan body's parameter and output types, and the slots that carry cotangents: its
/// floating-point carries, xs, consts (as body parameter indices) and ys (as body output indices,
/// from `n_carry`).
struct FloatSlots {
    param_types: Vec<TensorType>,
    output_types: Vec<TensorType>,
    carries: Vec<usize>,
    xs: Vec<usize>,
    consts: Vec<usize>,
    ys: Vec<usize>,
}

impl FloatSlots {
    fn of(s: &ScanOp) -> Self {
        let (nc, nx, nk, ny) = (s.n_carry, s.n_xs, s.n_consts, s.n_ys());
        let floats = |r: std::ops::Range<usize>, tys: &[TensorType]| {
            r.filter(|&i| tys[i].dtype.is_float()).collect::<Vec<_>>()
        };
        let ptypes = s.body.param_types();
        let otypes = s.body.output_types();
        FloatSlots {
            carries: floats(0..nc, &ptypes),
            xs: floats(nc..nc + nx, &ptypes),
            consts: floats(nc + nx..nc + nx + nk, &ptypes),
            ys: floats(nc..nc + ny, &otypes),
            param_types: ptypes,
            output_types: otypes,
        }
    }
}

/// The body replayed beside its VJP in one graph: the forward side is every node below `boundary`
/// (and the projections its VJP appended), the gradients read the rest.
struct JointGraph {
    builder: Builder,
    /// The body's parameters (carries, xs, consts) in the joint graph.
    params: Vec<Tensor>,
    /// The cotangent parameters: float carries, then float ys.
    cotangents: Vec<Tensor>,
    /// Body node -> joint node.
    body_to_joint: Vec<Option<NodeId>>,
    boundary: usize,
    /// Gradients for the float carries, xs and consts, in that order.
    grads: Vec<NodeId>,
}

fn empty_builder() -> Builder {
    Builder::from_data(Rc::new(RefCell::new(GraphData::new(
        None,
        CapturePolicy::Forbidden,
        None,
    ))))
}

pub(crate) fn vjp(
    b: &Builder,
    id: NodeId,
    s: &ScanOp,
    x: &[Tensor],
    cts: &[Option<Tensor>],
) -> Result<Vec<Option<Tensor>>> {
    let slots = FloatSlots::of(s);
    let joint = joint_graph(s, &slots)?;
    let jg = joint.builder.g.borrow();
    let residuals = choose_residuals(s, &joint, &jg);
    let (res_types, res_stacks) = stack_residuals_in_forward(b, id, s, &joint, &jg, &residuals)?;
    let bwd_body = backward_body(s, &slots, &joint, &jg, &residuals, &res_types)?;
    drop(jg);
    let res = reverse_scan(b, s, &slots, x, cts, &res_stacks, bwd_body);
    Ok(cotangents_per_operand(s, &slots, &res))
}

/// 1. Joint graph: params (c, x, k, ct_c, ct_y), the replayed body, and its VJP.
fn joint_graph(s: &ScanOp, slots: &FloatSlots) -> Result<JointGraph> {
    let body = &s.body;
    let (ptypes, otypes) = (&slots.param_types, &slots.output_types);
    let jb = empty_builder();
    let jp: Vec<Tensor> = ptypes.iter().map(|t| jb.param(t.dtype, &t.dims)).collect();
    let jct: Vec<Tensor> = slots
        .carries
        .iter()
        .chain(&slots.ys)
        .map(|&i| jb.param(otypes[i].dtype, &otypes[i].dims))
        .collect();
    let mut map: Vec<Option<NodeId>> = vec![None; body.graph.nodes.len()];
    for (i, &p) in body.graph.params.iter().enumerate() {
        map[p as usize] = Some(jp[i].id);
    }
    let jouts = replay(&jb, &body.graph, &body.outputs, &mut map)?;
    let boundary = jb.num_nodes();
    let out_ids: Vec<NodeId> = slots
        .carries
        .iter()
        .chain(&slots.ys)
        .map(|&i| jouts[i])
        .collect();
    let seeds: Vec<Option<Tensor>> = jct.iter().cloned().map(Some).collect();
    let wrt: Vec<NodeId> = slots
        .carries
        .iter()
        .chain(&slots.xs)
        .chain(&slots.consts)
        .map(|&i| jp[i].id)
        .collect();
    let grads: Vec<NodeId> = vjp_nodes(&jb, &out_ids, &seeds, &wrt)?
        .iter()
        .map(|t| t.id)
        .collect();
    jb.check()?;
    Ok(JointGraph {
        builder: jb,
        params: jp,
        cotangents: jct,
        body_to_joint: map,
        boundary,
        grads,
    })
}

/// 2. Residuals: forward-side joint nodes whose per-iteration values the backward body reads. The
///    forward side is the replayed body (ids below `boundary`) plus the projections that VJPs of its
///    multi-result nodes appended to read results they added to those nodes (a nested scan's stacked
///    residuals): such a projection is a forward value, to be stacked like any other, while the
///    multi-result node itself is not a value and must never be stacked.
fn choose_residuals(s: &ScanOp, joint: &JointGraph, jg: &GraphData) -> Vec<NodeId> {
    let (nc, nx) = (s.n_carry, s.n_xs);
    let jp = &joint.params;
    let mut forward = vec![false; jg.nodes.len()];
    forward[..joint.boundary].fill(true);
    for i in joint.boundary..jg.nodes.len() {
        let node = &jg.nodes[i];
        if matches!(node.op, Op::Project(_)) && forward[node.operands[0] as usize] {
            forward[i] = true;
        }
    }
    let mut varying = vec![false; jg.nodes.len()];
    for p in &jp[..nc + nx] {
        varying[p.id as usize] = true;
    }
    for i in (0..jg.nodes.len()).filter(|&i| forward[i]) {
        if jg.nodes[i].operands.iter().any(|&o| varying[o as usize]) {
            varying[i] = true;
        }
    }
    let live = jg.live_set(&joint.grads);
    let x_param = |i: usize| jp[nc..nc + nx].iter().any(|p| p.id as usize == i);
    if s.remat {
        // The carries, and the values the body asked to keep that the gradients need (directly
        // or through what the backward body recomputes from them): the backward body reads
        // those from their stacks, and what computed only them is not recomputed.
        let mut kept: Vec<NodeId> = s
            .body
            .graph
            .kept
            .iter()
            .filter_map(|&i| joint.body_to_joint[i as usize])
            .filter(|&j| live[j as usize] && varying[j as usize] && !x_param(j as usize))
            .collect();
        kept.sort_unstable();
        kept.dedup();
        (0..nc).map(|i| jp[i].id).chain(kept).collect()
    } else {
        let mut referenced = vec![false; jg.nodes.len()];
        for (i, node) in jg.nodes.iter().enumerate() {
            if live[i] && !forward[i] {
                for &o in &node.operands {
                    referenced[o as usize] |= forward[o as usize];
                }
            }
        }
        for &g in &joint.grads {
            referenced[g as usize] |= forward[g as usize];
        }
        (0..jg.nodes.len())
            .filter(|&i| referenced[i] && varying[i] && !x_param(i))
            .map(|i| i as NodeId)
            .collect()
    }
}

/// 3. The forward scan also outputs the stacked residuals (appended results; existing ones keep their
///    meaning). A residual projection of a body node gets that node's augmented op and a projection
///    in the forward body. Returns the residuals' per-iteration types and their stacks in `b`.
fn stack_residuals_in_forward(
    b: &Builder,
    id: NodeId,
    s: &ScanOp,
    joint: &JointGraph,
    jg: &GraphData,
    residuals: &[NodeId],
) -> Result<(Vec<TensorType>, Vec<Tensor>)> {
    let mut inv: Vec<Option<NodeId>> = vec![None; jg.nodes.len()];
    for (src, dst) in joint.body_to_joint.iter().enumerate() {
        if let Some(d) = dst {
            inv[*d as usize] = Some(src as NodeId);
        }
    }
    let no_forward_node =
        || Error::NotDifferentiable("scan: residual without a forward node".into());
    let mut fwd = s.clone();
    let mut res_types = Vec::with_capacity(residuals.len());
    for &r in residuals {
        let node = &jg.nodes[r as usize];
        let src = match (inv[r as usize], &node.op) {
            (Some(src), _) => src,
            (None, Op::Project(j)) => {
                let parent = node.operands[0];
                let psrc = inv[parent as usize].ok_or_else(no_forward_node)?;
                let fg = &mut fwd.body.graph;
                let pnode = &jg.nodes[parent as usize];
                fg.nodes[psrc as usize].op = pnode.op.clone();
                fg.nodes[psrc as usize].types = pnode.types.clone();
                fg.push(Op::Project(*j), vec![psrc], node.types.clone())
            }
            (None, _) => return Err(no_forward_node()),
        };
        fwd.body.outputs.push(src);
        res_types.push(jg.ty(r).clone());
    }
    let first_res = s.n_carry + s.n_ys();
    let mut g = b.g.borrow_mut();
    let node = &mut g.nodes[id as usize];
    node.types
        .extend(res_types.iter().map(|t| stacked(t, s.length)));
    node.op = Op::Scan(Rc::new(fwd));
    let ids: Vec<NodeId> = res_types
        .iter()
        .enumerate()
        .map(|(k, t)| {
            g.push(
                Op::Project(first_res + k),
                vec![id],
                vec![stacked(t, s.length)],
            )
        })
        .collect();
    drop(g);
    let res_stacks = ids.into_iter().map(|i| b.tensor(i)).collect();
    Ok((res_types, res_stacks))
}

/// 4. Backward body: carries (ct_c, dk_acc), xs (x, residuals, ct_y), consts (k); outputs the
///    carries' cotangents, the accumulated consts' cotangents, then (as ys) the float xs'.
fn backward_body(
    s: &ScanOp,
    slots: &FloatSlots,
    joint: &JointGraph,
    jg: &GraphData,
    residuals: &[NodeId],
    res_types: &[TensorType],
) -> Result<Body> {
    let (nc, nx, nk) = (s.n_carry, s.n_xs, s.n_consts);
    let (ptypes, otypes) = (&slots.param_types, &slots.output_types);
    let bb = empty_builder();
    let params_at = |slots: &[usize], tys: &[TensorType]| -> Vec<Tensor> {
        slots
            .iter()
            .map(|&i| bb.param(tys[i].dtype, &tys[i].dims))
            .collect()
    };
    let b_ctc = params_at(&slots.carries, ptypes);
    let b_dk = params_at(&slots.consts, ptypes);
    let b_x = params_at(&(nc..nc + nx).collect::<Vec<_>>(), ptypes);
    let b_res: Vec<Tensor> = res_types
        .iter()
        .map(|t| bb.param(t.dtype, &t.dims))
        .collect();
    let b_cty = params_at(&slots.ys, otypes);
    let b_k = params_at(&(nc + nx..nc + nx + nk).collect::<Vec<_>>(), ptypes);
    let jp = &joint.params;
    let mut map2: Vec<Option<NodeId>> = vec![None; jg.nodes.len()];
    for (k, t) in b_ctc.iter().chain(&b_cty).enumerate() {
        map2[joint.cotangents[k].id as usize] = Some(t.id);
    }
    for (j, t) in b_x.iter().enumerate() {
        map2[jp[nc + j].id as usize] = Some(t.id);
    }
    for (j, t) in b_k.iter().enumerate() {
        map2[jp[nc + nx + j].id as usize] = Some(t.id);
    }
    for (r, t) in residuals.iter().zip(&b_res) {
        map2[*r as usize] = Some(t.id);
    }
    let bgrads = replay(&bb, jg, &joint.grads, &mut map2)?;
    let nfc = slots.carries.len();
    let nfx = slots.xs.len();
    let mut outs: Vec<Tensor> = bgrads[..nfc].iter().map(|&g| bb.tensor(g)).collect();
    for (k, acc) in b_dk.iter().enumerate() {
        outs.push(acc + &bb.tensor(bgrads[nfc + nfx + k]));
    }
    // dx only for float xs: ys of the backward scan.
    outs.extend(bgrads[nfc..nfc + nfx].iter().map(|&g| bb.tensor(g)));
    let (bwd_body, caps) = bb.into_body(&outs)?;
    debug_assert!(caps.is_empty());
    Ok(bwd_body)
}

/// 5. The reverse scan in the outer graph; returns its results (float carries' and consts'
///    cotangents, then the float xs' stacked cotangents).
fn reverse_scan(
    b: &Builder,
    s: &ScanOp,
    slots: &FloatSlots,
    x: &[Tensor],
    cts: &[Option<Tensor>],
    res_stacks: &[Tensor],
    bwd_body: Body,
) -> Vec<Tensor> {
    let (nc, nx, nk) = (s.n_carry, s.n_xs, s.n_consts);
    let (ptypes, otypes) = (&slots.param_types, &slots.output_types);
    let mut operands: Vec<NodeId> = Vec::new();
    let mut types: Vec<TensorType> = Vec::new();
    for &i in &slots.carries {
        let t = cts[i].clone().unwrap_or_else(|| b.zeros(&ptypes[i]));
        operands.push(t.id);
        types.push(ptypes[i].clone());
    }
    for &i in &slots.consts {
        operands.push(b.zeros(&ptypes[i]).id);
        types.push(ptypes[i].clone());
    }
    operands.extend(x[nc..nc + nx].iter().map(|t| t.id));
    operands.extend(res_stacks.iter().map(|t| t.id));
    for &i in &slots.ys {
        let t = cts[i]
            .clone()
            .unwrap_or_else(|| b.zeros(&stacked(&otypes[i], s.length)));
        operands.push(t.id);
    }
    operands.extend(x[nc + nx..].iter().map(|t| t.id));
    for &i in &slots.xs {
        types.push(stacked(&ptypes[i], s.length));
    }
    let bwd = ScanOp {
        body: bwd_body,
        n_carry: slots.carries.len() + slots.consts.len(),
        n_xs: nx + res_stacks.len() + slots.ys.len(),
        n_consts: nk,
        length: s.length,
        reverse: !s.reverse,
        remat: s.remat,
    };
    let n_out = types.len();
    let node =
        b.g.borrow_mut()
            .push(Op::Scan(Rc::new(bwd)), operands, types);
    b.project_all(node, n_out)
}

/// 6. Cotangents per operand of the forward scan (`None` for non-float operands).
fn cotangents_per_operand(s: &ScanOp, slots: &FloatSlots, res: &[Tensor]) -> Vec<Option<Tensor>> {
    let (nfc, nfk) = (slots.carries.len(), slots.consts.len());
    let mut grads_out: Vec<Option<Tensor>> = vec![None; s.n_carry + s.n_xs + s.n_consts];
    for (k, &i) in slots.carries.iter().enumerate() {
        grads_out[i] = Some(res[k].clone());
    }
    for (k, &i) in slots.consts.iter().enumerate() {
        grads_out[i] = Some(res[nfc + k].clone());
    }
    for (k, &i) in slots.xs.iter().enumerate() {
        grads_out[i] = Some(res[nfc + nfk + k].clone());
    }
    grads_out
}
