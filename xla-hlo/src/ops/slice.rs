//! `stablehlo.slice`: static strided slices; the VJP pads the cotangent back with zeros.

use super::Op;
use super::broadcast::I64s;
use super::pad::PadAttrs;
use crate::emit::{Emitter, Name};
use crate::{Tensor, TensorType};

/// Static slice bounds.
#[derive(Clone, Debug)]
pub(crate) struct SliceAttrs {
    pub start: Vec<i64>,
    pub limit: Vec<i64>,
    pub stride: Vec<i64>,
}

impl Tensor {
    /// Elements `start[i] .. limit[i]` step `stride[i]` along every dimension.
    pub fn slice(&self, start: &[i64], limit: &[i64], stride: &[i64]) -> Tensor {
        let b = self.builder();
        let id = b.build("slice", &[self], |t| {
            let x = t[0];
            let r = x.rank();
            if start.len() != r || limit.len() != r || stride.len() != r {
                return Err(format!(
                    "start/limit/stride need {r} entries each, got {}/{}/{}",
                    start.len(),
                    limit.len(),
                    stride.len()
                ));
            }
            let mut dims = Vec::with_capacity(r);
            for i in 0..r {
                if stride[i] < 1 {
                    return Err(format!(
                        "stride {} of dimension {i} must be >= 1",
                        stride[i]
                    ));
                }
                if start[i] < 0 || start[i] > limit[i] || limit[i] > x.dims[i] {
                    return Err(format!(
                        "dimension {i}: need 0 <= start ({}) <= limit ({}) <= size ({})",
                        start[i], limit[i], x.dims[i]
                    ));
                }
                dims.push((limit[i] - start[i] + stride[i] - 1) / stride[i]);
            }
            let attrs = SliceAttrs {
                start: start.to_vec(),
                limit: limit.to_vec(),
                stride: stride.to_vec(),
            };
            Ok((Op::Slice(attrs), vec![TensorType::new(x.dtype, &dims)]))
        });
        b.tensor(id)
    }

    /// Elements `start .. end` of dimension `axis`, everything of the others.
    pub fn slice_axis(&self, axis: usize, start: i64, end: i64) -> Tensor {
        let dims = self.dims();
        let r = dims.len();
        let mut s = vec![0; r];
        let mut l = dims.clone();
        if axis < r {
            s[axis] = start;
            l[axis] = end;
        } else {
            s.push(start);
        }
        self.slice(&s, &l, &vec![1; r])
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    a: &SliceAttrs,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.slice",
        args,
        Some(format_args!(
            "start_indices = array<i64{}>, limit_indices = array<i64{}>, strides = array<i64{}>",
            I64s(&a.start),
            I64s(&a.limit),
            I64s(&a.stride)
        )),
        ins,
        &[out],
    )
}

pub(crate) fn vjp(a: &SliceAttrs, x: &Tensor, g: &Tensor) -> Tensor {
    let xd = x.dims();
    let gd = g.dims();
    if gd.contains(&0) {
        return x.zeros_like();
    }
    let hi: Vec<i64> = (0..xd.len())
        .map(|i| xd[i] - (a.start[i] + (gd[i] - 1) * a.stride[i] + 1))
        .collect();
    let interior: Vec<i64> = a.stride.iter().map(|s| s - 1).collect();
    let zero = g.builder().scalar(0.0, g.dtype());
    g.pad_with(
        &zero,
        &PadAttrs {
            lo: a.start.clone(),
            hi,
            interior,
        },
    )
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};

    #[test]
    fn out_of_bounds_limit() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[4, 5]);
        let _ = x.slice(&[0, 1], &[4, 6], &[1, 1]);
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "slice(tensor<4x5xf32>): dimension 1: need 0 <= start (1) <= limit (6) <= size (5)"
        );
    }
}
