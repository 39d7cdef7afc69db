//! `stablehlo.concatenate`.

use super::Op;
use crate::emit::{Emitter, Name};
use crate::graph::builder_for;
use crate::{Error, Tensor, TensorType};

impl Tensor {
    /// Joins `parts` along dimension `axis` (all other dimensions and the dtype must agree).
    pub fn concat(parts: &[&Tensor], axis: usize) -> Tensor {
        if parts.is_empty() {
            return crate::Builder::new().fail(Error::Usage(
                "concatenate: needs at least one operand".into(),
            ));
        }
        let b = builder_for(parts);
        let id = b.build("concatenate", parts, |t| {
            let first = t[0];
            if axis >= first.rank() {
                return Err(format!(
                    "axis {axis} is out of range for rank {}",
                    first.rank()
                ));
            }
            let mut dims = first.dims.clone();
            dims[axis] = 0;
            for (k, p) in t.iter().enumerate() {
                if p.dtype != first.dtype || p.rank() != first.rank() {
                    return Err(format!(
                        "operand {k} has type {p}, expected element type {} and rank {}",
                        first.dtype,
                        first.rank()
                    ));
                }
                for i in 0..p.rank() {
                    if i != axis && p.dims[i] != first.dims[i] {
                        return Err(format!(
                            "operand {k} has size {} in dimension {i}, operand 0 has {}",
                            p.dims[i], first.dims[i]
                        ));
                    }
                }
                dims[axis] += p.dims[axis];
            }
            Ok((
                Op::Concatenate(axis),
                vec![TensorType::new(first.dtype, &dims)],
            ))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    axis: usize,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.concatenate",
        args,
        Some(format_args!("dimension = {axis} : i64")),
        ins,
        &[out],
    )
}

pub(crate) fn vjp(axis: usize, x: &[Tensor], g: &Tensor) -> Vec<Option<Tensor>> {
    let mut start = 0;
    x.iter()
        .map(|p| {
            let n = p.dims()[axis];
            let s = g.slice_axis(axis, start, start + n);
            start += n;
            Some(s)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType, Tensor};

    #[test]
    fn mismatched_non_axis_dim() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[2, 3]);
        let y = b.param(DType::F32, &[2, 4]);
        let _ = Tensor::concat(&[&x, &y], 0);
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "concatenate(tensor<2x3xf32>, tensor<2x4xf32>): operand 1 has size 4 in dimension 1, operand 0 has 3"
        );
    }
}
