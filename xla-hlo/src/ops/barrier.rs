//! `stablehlo.optimization_barrier`: keeps XLA from moving computation across it (e.g. to stop
//! rematerialised values from being CSE'd with the forward pass). Gradients pass straight through.

use super::Op;
use crate::emit::{Emitter, Name};
use crate::graph::builder_for;
use crate::{Builder, Error, Tensor, TensorType};

impl Builder {
    /// The same values, behind an optimization barrier.
    pub fn optimization_barrier(&self, values: &[&Tensor]) -> Vec<Tensor> {
        if values.is_empty() {
            return vec![self.fail(Error::Usage(
                "optimization_barrier: needs at least one value".into(),
            ))];
        }
        let b = builder_for(values);
        b.build_multi("optimization_barrier", values, values.len(), |t| {
            Ok((
                Op::OptimizationBarrier,
                t.iter().map(|t| (*t).clone()).collect(),
            ))
        })
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    args: &[Name],
    ins: &[&TensorType],
    outs: &[TensorType],
) -> Name {
    let outs: Vec<&TensorType> = outs.iter().collect();
    e.op(
        depth,
        "stablehlo.optimization_barrier",
        args,
        None,
        ins,
        &outs,
    )
}
