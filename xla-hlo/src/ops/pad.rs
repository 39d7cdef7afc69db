//! `stablehlo.pad`: edge (possibly negative) and interior padding.

use super::Op;
use super::broadcast::I64s;
use crate::emit::{Emitter, Name};
use crate::graph::builder_for;
use crate::{Tensor, TensorType};

/// Padding amounts per dimension.
#[derive(Clone, Debug)]
pub(crate) struct PadAttrs {
    pub lo: Vec<i64>,
    pub hi: Vec<i64>,
    pub interior: Vec<i64>,
}

impl Tensor {
    /// Pads with the scalar `value`: `lo`/`hi` elements before/after each dimension (negative crops) and
    /// `interior` elements between neighbours.
    pub fn pad(&self, value: &Tensor, lo: &[i64], hi: &[i64], interior: &[i64]) -> Tensor {
        self.pad_with(
            value,
            &PadAttrs {
                lo: lo.to_vec(),
                hi: hi.to_vec(),
                interior: interior.to_vec(),
            },
        )
    }

    pub(crate) fn pad_with(&self, value: &Tensor, a: &PadAttrs) -> Tensor {
        let b = builder_for(&[self, value]);
        let id = b.build("pad", &[self, value], |t| {
            let (x, v) = (t[0], t[1]);
            let r = x.rank();
            if v.rank() != 0 || v.dtype != x.dtype {
                return Err(format!("the padding value must be a scalar of {}", x.dtype));
            }
            if a.lo.len() != r || a.hi.len() != r || a.interior.len() != r {
                return Err(format!("lo/hi/interior need {r} entries each"));
            }
            let mut dims = Vec::with_capacity(r);
            for i in 0..r {
                if a.interior[i] < 0 {
                    return Err(format!(
                        "interior padding {} of dimension {i} must be >= 0",
                        a.interior[i]
                    ));
                }
                let n = x.dims[i];
                let d = a.lo[i] + a.hi[i] + n + (n - 1).max(0) * a.interior[i];
                if d < 0 {
                    return Err(format!("dimension {i} would have negative size {d}"));
                }
                dims.push(d);
            }
            Ok((Op::Pad(a.clone()), vec![TensorType::new(x.dtype, &dims)]))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    a: &PadAttrs,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.pad",
        args,
        Some(format_args!(
            "edge_padding_low = array<i64{}>, edge_padding_high = array<i64{}>, interior_padding = array<i64{}>",
            I64s(&a.lo),
            I64s(&a.hi),
            I64s(&a.interior)
        )),
        ins,
        &[out],
    )
}

/// Cotangent of the operand: undo the edge padding (negated pads crop, and re-add cropped parts as zeros),
/// then take every `interior + 1`-th element. The padding value gets everything else.
pub(crate) fn vjp(a: &PadAttrs, x: &[Tensor], g: &Tensor) -> Vec<Option<Tensor>> {
    let xd = x[0].dims();
    let zero = g.builder().scalar(0.0, g.dtype());
    let neg = |v: &[i64]| v.iter().map(|p| -p).collect::<Vec<_>>();
    let unpadded = g.pad_with(
        &zero,
        &PadAttrs {
            lo: neg(&a.lo),
            hi: neg(&a.hi),
            interior: vec![0; xd.len()],
        },
    );
    let stride: Vec<i64> = a.interior.iter().map(|i| i + 1).collect();
    let limit = unpadded.dims();
    let dx = unpadded.slice(&vec![0; xd.len()], &limit, &stride);
    let all: Vec<i64> = (0..g.rank() as i64).collect();
    let dv = g.reduce_sum(&all) - dx.reduce_sum(&all);
    vec![Some(dx), Some(dv)]
}
