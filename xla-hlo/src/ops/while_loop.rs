//! `stablehlo.while` with a condition and a body built by closures. Tensors of the enclosing graph used
//! inside are captured explicitly: they become extra loop-carried values passed through unchanged, so
//! the regions never rely on implicit capture. Not differentiable (use [`Builder::scan`]).

use super::Op;
use crate::emit::{Emitter, Name};
use crate::graph::{Body, Builder, CapturePolicy};
use crate::{DType, Error, Tensor, TensorType};

pub(crate) struct WhileOp {
    pub cond: Body,
    pub body: Body,
    pub n_vars: usize,
}

impl Builder {
    /// Runs `body` while `cond` is true, starting from `init`; returns the final loop values.
    pub fn while_loop(
        &self,
        init: &[&Tensor],
        cond: impl FnOnce(&Builder, &[Tensor]) -> Tensor,
        body: impl FnOnce(&Builder, &[Tensor]) -> Vec<Tensor>,
    ) -> Vec<Tensor> {
        let n = init.len();
        let init: Vec<Tensor> = init.iter().map(|t| self.adopt(t)).collect();
        let types: Vec<TensorType> = init.iter().map(|t| t.ty()).collect();
        let cb = self.child(CapturePolicy::Allowed);
        let cp: Vec<Tensor> = types.iter().map(|t| cb.param(t.dtype, &t.dims)).collect();
        let c = cond(&cb, &cp);
        let bb = self.child(CapturePolicy::Allowed);
        let bp: Vec<Tensor> = types.iter().map(|t| bb.param(t.dtype, &t.dims)).collect();
        let outs = body(&bb, &bp);
        let fail = |e: Error| {
            self.g.borrow_mut().record(e.clone());
            (0..n).map(|_| self.fail(e.clone())).collect::<Vec<_>>()
        };
        let (cond_body, cond_caps) = match cb.into_body(&[c]) {
            Ok(x) => x,
            Err(e) => return fail(e),
        };
        let (body_body, body_caps) = match bb.into_body(&outs) {
            Ok(x) => x,
            Err(e) => return fail(e),
        };
        let mut operands: Vec<Tensor> = init.clone();
        operands.extend(
            cond_caps
                .iter()
                .chain(&body_caps)
                .map(|&id| self.tensor(id)),
        );
        let refs: Vec<&Tensor> = operands.iter().collect();
        let id = self.build("while_loop", &refs, |t| {
            if cond_body.output_types()[0] != TensorType::scalar(DType::Pred) {
                return Err(format!(
                    "the condition must return tensor<i1>, got {}",
                    cond_body.output_types()[0]
                ));
            }
            let out_types = body_body.output_types();
            if out_types.len() != n || out_types.iter().zip(&types).any(|(a, b)| a != b) {
                let got: Vec<&TensorType> = out_types.iter().collect();
                return Err(format!(
                    "the body must return the loop types, got ({})",
                    crate::graph::join_types(&got)
                ));
            }
            let all: Vec<TensorType> = t.iter().map(|t| (*t).clone()).collect();
            Ok((
                Op::While(std::rc::Rc::new(WhileOp {
                    cond: cond_body,
                    body: body_body,
                    n_vars: n,
                })),
                all,
            ))
        });
        let all = self.project_all(id, n);
        all.into_iter().take(n).collect()
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    w: &WhileOp,
    args: &[Name],
    ins: &[&TensorType],
    outs: &[TensorType],
) -> Name {
    let n = w.n_vars;
    let n_cc = w.cond.graph.params.len() - n;
    let pred = TensorType::scalar(DType::Pred);
    let r = e.region_op_begin(depth, "stablehlo.while", args, outs.len());
    let a = e.region_begin(true, depth + 1, ins);
    let mut cp: Vec<Name> = a[..n].to_vec();
    cp.extend_from_slice(&a[n..n + n_cc]);
    let c = e.graph(&w.cond.graph, depth + 2, &cp, &w.cond.outputs);
    e.region_end(depth + 1, &c, &[&pred]);
    let a = e.region_begin(false, depth + 1, ins);
    let mut bp: Vec<Name> = a[..n].to_vec();
    bp.extend_from_slice(&a[n + n_cc..]);
    let mut ret = e.graph(&w.body.graph, depth + 2, &bp, &w.body.outputs);
    ret.extend_from_slice(&a[n..]);
    e.region_end(depth + 1, &ret, ins);
    let outs: Vec<&TensorType> = outs.iter().collect();
    e.region_op_end(None, ins, &outs);
    r
}
