//! `stablehlo.convert`: element type conversion.

use super::Op;
use crate::emit::{Emitter, Name};
use crate::{DType, Tensor, TensorType};

impl Tensor {
    /// This tensor converted to `dtype` (float -> int truncates toward zero; gradients flow between floats).
    pub fn convert(&self, dtype: DType) -> Tensor {
        if self.dtype() == dtype {
            return self.clone();
        }
        let b = self.builder();
        let id = b.build("convert", &[self], |t| {
            Ok((Op::Convert, vec![t[0].with_dtype(dtype)]))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(depth, "stablehlo.convert", args, None, ins, &[out])
}

pub(crate) fn vjp(x: &Tensor, g: &Tensor) -> Option<Tensor> {
    if x.dtype().is_float() && g.dtype().is_float() {
        Some(g.convert(x.dtype()))
    } else {
        None
    }
}
