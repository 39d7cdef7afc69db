//! `stablehlo.custom_call`: an opaque op (e.g. a Pallas kernel's `tpu_custom_call`) with caller-given
//! result types and, optionally, a caller-supplied VJP.

use super::Op;
use crate::emit::{Emitter, Name, quote};
use crate::graph::{NodeId, builder_for};
use crate::{Builder, Error, Result, Tensor, TensorType};
use std::fmt::Write;
use std::rc::Rc;

/// A VJP for a custom call: `(inputs, outputs, output cotangents) -> input cotangents` (`None` = zero).
pub type CustomVjp = Rc<dyn Fn(&[Tensor], &[Tensor], &[Option<Tensor>]) -> Vec<Option<Tensor>>>;

/// Description of a custom call.
#[derive(Clone)]
pub struct CustomCall {
    /// `call_target_name`.
    pub target: String,
    /// `backend_config` string (e.g. base64 Mosaic for `tpu_custom_call`).
    pub backend_config: String,
    /// Whether XLA must keep the call even if its results are unused.
    pub has_side_effect: bool,
    /// Result types.
    pub result_types: Vec<TensorType>,
    /// Further attributes written verbatim as `name = value`, in this order.
    pub extra_attributes: Vec<(String, String)>,
    /// Gradient rule; without it, differentiating through the call is an error.
    pub vjp: Option<CustomVjp>,
}

pub(crate) struct CustomCallOp {
    pub call: CustomCall,
}

impl Builder {
    /// Calls `call` on `operands`; returns one tensor per result type.
    pub fn custom_call(&self, call: CustomCall, operands: &[&Tensor]) -> Vec<Tensor> {
        let n = call.result_types.len();
        if n == 0 {
            return vec![self.fail(Error::Usage(format!(
                "custom_call @{}: needs at least one result type",
                call.target
            )))];
        }
        let b = if operands.is_empty() {
            self.clone()
        } else {
            builder_for(operands)
        };
        b.build_multi("custom_call", operands, n, |_| {
            if call.target.is_empty() {
                return Err("call_target_name is empty".into());
            }
            let types = call.result_types.clone();
            Ok((Op::CustomCall(Rc::new(CustomCallOp { call })), types))
        })
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    c: &CustomCallOp,
    args: &[Name],
    ins: &[&TensorType],
    outs: &[TensorType],
) -> Name {
    let c = &c.call;
    let mut extra = String::new();
    for (k, v) in &c.extra_attributes {
        let _ = write!(extra, ", {k} = {v}");
    }
    let outs: Vec<&TensorType> = outs.iter().collect();
    e.op(
        depth,
        "stablehlo.custom_call",
        args,
        Some(format_args!(
            "backend_config = {}, call_target_name = {}, has_side_effect = {}{extra}",
            quote(&c.backend_config),
            quote(&c.target),
            c.has_side_effect
        )),
        ins,
        &outs,
    )
}

pub(crate) fn vjp(
    c: &CustomCallOp,
    x: &[Tensor],
    b: &Builder,
    id: NodeId,
    cts: &[Option<Tensor>],
) -> Result<Vec<Option<Tensor>>> {
    let Some(rule) = &c.call.vjp else {
        return Err(Error::NotDifferentiable(format!(
            "custom_call @{} has no VJP; supply CustomCall::vjp",
            c.call.target
        )));
    };
    let outs = b.project_all(id, c.call.result_types.len());
    let mut g = rule(x, &outs, cts);
    g.resize(x.len(), None);
    Ok(g)
}
