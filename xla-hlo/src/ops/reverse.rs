//! `stablehlo.reverse`.

use super::Op;
use super::broadcast::I64s;
use crate::emit::{Emitter, Name};
use crate::{Tensor, TensorType};

impl Tensor {
    /// Reverses the order of elements along `axes`.
    pub fn reverse(&self, axes: &[i64]) -> Tensor {
        let b = self.builder();
        let id = b.build("reverse", &[self], |t| {
            if let Some(a) = axes.iter().find(|&&a| a < 0 || a as usize >= t[0].rank()) {
                return Err(format!("axis {a} is out of range for rank {}", t[0].rank()));
            }
            Ok((Op::Reverse(axes.to_vec()), vec![t[0].clone()]))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    axes: &[i64],
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.reverse",
        args,
        Some(format_args!("dimensions = array<i64{}>", I64s(axes))),
        ins,
        &[out],
    )
}
