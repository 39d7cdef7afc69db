//! Reverse-mode automatic differentiation that appends gradient nodes to the same graph, so one program
//! holds forward, backward and optimizer.
//!
//! Algorithm: mark nodes reachable from `wrt` (forward) that the outputs depend on (backward), then visit
//! them in reverse arena order, calling each op's VJP rule (in its `ops/` module) and summing cotangents.
//! Only floating-point values carry cotangents; integer and pred paths get none. A `wrt` tensor that the
//! outputs do not depend on gets zeros.

use crate::graph::{Builder, GraphData, NodeId};
use crate::ops::{self, Op};
use crate::{Error, Result, Tensor};
use std::collections::BTreeMap;

/// Cotangents of `wrt` given cotangents `cotangents` of `outputs` (one per output, same types).
pub fn vjp(outputs: &[&Tensor], cotangents: &[&Tensor], wrt: &[&Tensor]) -> Result<Vec<Tensor>> {
    let Some(first) = outputs.first() else {
        return Err(Error::Usage("vjp: needs at least one output".into()));
    };
    let b = first.builder();
    b.check()?;
    if outputs.len() != cotangents.len() {
        return Err(Error::Usage(format!(
            "vjp: {} outputs but {} cotangents",
            outputs.len(),
            cotangents.len()
        )));
    }
    for t in outputs.iter().chain(cotangents).chain(wrt) {
        if !t.same_graph(first) {
            return Err(Error::Usage(
                "vjp: outputs, cotangents and wrt must belong to one graph".into(),
            ));
        }
    }
    for (o, c) in outputs.iter().zip(cotangents) {
        if o.ty() != c.ty() {
            return Err(Error::Usage(format!(
                "vjp: cotangent {} does not match output {}",
                c.ty(),
                o.ty()
            )));
        }
    }
    let out_ids: Vec<NodeId> = outputs.iter().map(|t| t.id).collect();
    let seeds: Vec<Option<Tensor>> = cotangents.iter().map(|&c| Some(c.clone())).collect();
    let wrt_ids: Vec<NodeId> = wrt.iter().map(|t| t.id).collect();
    let r = vjp_nodes(&b, &out_ids, &seeds, &wrt_ids)?;
    b.check()?;
    Ok(r)
}

/// Gradient of the scalar float `y` with respect to each of `wrt`.
pub fn grad(y: &Tensor, wrt: &[&Tensor]) -> Result<Vec<Tensor>> {
    let t = y.ty();
    if t.rank() != 0 || !t.dtype.is_float() {
        return Err(Error::Usage(format!(
            "grad: the output must be a float scalar, got {t}; use vjp for others"
        )));
    }
    let one = y.scalar_like(1.0);
    vjp(&[y], &[&one], wrt)
}

impl Tensor {
    /// Gradient of this scalar with respect to each of `wrt` (see [`grad`]).
    pub fn grad(&self, wrt: &[&Tensor]) -> Result<Vec<Tensor>> {
        grad(self, wrt)
    }
}

fn accumulate(slot: &mut Option<Tensor>, g: Tensor) {
    *slot = Some(match slot.take() {
        Some(a) => &a + &g,
        None => g,
    });
}

/// The core of [`vjp`] on node ids of `b`'s graph; seeds may be `None` (zero).
pub(crate) fn vjp_nodes(
    b: &Builder,
    outputs: &[NodeId],
    seeds: &[Option<Tensor>],
    wrt: &[NodeId],
) -> Result<Vec<Tensor>> {
    let n = b.num_nodes();
    let (needed, fwd) = {
        let g = b.g.borrow();
        let mut fwd = vec![false; n];
        let start = wrt.iter().copied().min().unwrap_or(n as NodeId) as usize;
        for &w in wrt {
            fwd[w as usize] = true;
        }
        for id in start..n {
            if !fwd[id] && g.nodes[id].operands.iter().any(|&o| fwd[o as usize]) {
                fwd[id] = true;
            }
        }
        let mut needed = vec![false; n];
        for &o in outputs {
            needed[o as usize] = fwd[o as usize];
        }
        for id in (0..n).rev() {
            if needed[id] {
                for &o in &g.nodes[id].operands {
                    if fwd[o as usize] {
                        needed[o as usize] = true;
                    }
                }
            }
        }
        (needed, fwd)
    };
    let mut ct: Vec<Option<Tensor>> = vec![None; n];
    for (&o, s) in outputs.iter().zip(seeds) {
        if let Some(s) = s {
            accumulate(&mut ct[o as usize], s.clone());
        }
    }
    let mut wrt_ct: BTreeMap<NodeId, Tensor> = BTreeMap::new();
    let mut multi: BTreeMap<NodeId, Vec<Option<Tensor>>> = BTreeMap::new();
    for id in (0..n).rev() {
        if !needed[id] {
            continue;
        }
        if wrt.contains(&(id as NodeId))
            && let Some(c) = &ct[id]
        {
            wrt_ct.insert(id as NodeId, c.clone());
        }
        let (op, operands, n_results) = {
            let g = b.g.borrow();
            let node = &g.nodes[id];
            (node.op.clone(), node.operands.clone(), node.types.len())
        };
        if let Op::Project(j) = op {
            if let Some(c) = ct[id].take() {
                let parent = operands[0];
                let n_parent = b.g.borrow().nodes[parent as usize].types.len();
                let v = multi.entry(parent).or_insert_with(|| vec![None; n_parent]);
                accumulate(&mut v[j], c);
            }
            continue;
        }
        let is_multi = matches!(
            op,
            Op::While(_) | Op::Scan(_) | Op::CustomCall(_) | Op::OptimizationBarrier | Op::Call(_)
        );
        let cts = if is_multi {
            match multi.remove(&(id as NodeId)) {
                Some(mut v) => {
                    v.resize(n_results, None);
                    v
                }
                None => continue,
            }
        } else {
            match ct[id].take() {
                Some(c) => vec![Some(c)],
                None => continue,
            }
        };
        let grads = ops::vjp(b, id as NodeId, &cts)?;
        for (k, gk) in grads.into_iter().enumerate() {
            let (Some(gk), Some(&o)) = (gk, operands.get(k)) else {
                continue;
            };
            let float = b.g.borrow().ty(o).dtype.is_float();
            if fwd[o as usize] && float {
                accumulate(&mut ct[o as usize], gk);
            }
        }
    }
    Ok(wrt
        .iter()
        .map(|&w| match wrt_ct.get(&w) {
            Some(c) => c.clone(),
            None => b.tensor(w).zeros_like(),
        })
        .collect())
}

/// Copies the nodes of `src` that `outputs` need into `dst`, mapping operands through `map` (src id ->
/// dst id). Nodes already mapped (parameters must be) are not copied and not looked through.
pub(crate) fn replay(
    dst: &Builder,
    src: &GraphData,
    outputs: &[NodeId],
    map: &mut [Option<NodeId>],
) -> Result<Vec<NodeId>> {
    let mut live = vec![false; src.nodes.len()];
    for &o in outputs {
        live[o as usize] = true;
    }
    for id in (0..src.nodes.len()).rev() {
        if live[id] && map[id].is_none() {
            for &o in &src.nodes[id].operands {
                live[o as usize] = true;
            }
        }
    }
    let mut g = dst.g.borrow_mut();
    for (id, node) in src.nodes.iter().enumerate() {
        if !live[id] || map[id].is_some() {
            continue;
        }
        if let Op::Parameter(i) = node.op {
            return Err(Error::NotDifferentiable(format!(
                "internal: parameter {i} was not mapped while replaying a body"
            )));
        }
        let mut operands = Vec::with_capacity(node.operands.len());
        for &o in &node.operands {
            operands.push(map[o as usize].ok_or_else(|| {
                Error::NotDifferentiable("internal: operand not replayed".into())
            })?);
        }
        map[id] = Some(g.push(node.op.clone(), operands, node.types.clone()));
    }
    outputs
        .iter()
        .map(|&o| {
            map[o as usize]
                .ok_or_else(|| Error::NotDifferentiable("internal: output not replayed".into()))
        })
        .collect()
}
