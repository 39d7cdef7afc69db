//! `stablehlo.reduce` with sum, max or min over any set of axes.
//!
//! Gradient of max/min: the whole cotangent goes to the FIRST extremal element along the reduced axes
//! (row-major order over those axes), so ties are resolved deterministically and the gradient sums to the
//! cotangent (JAX instead splits it evenly among ties).

use super::Op;
use super::broadcast::I64s;
use crate::emit::{Emitter, Name};
use crate::{DType, Tensor, TensorType};

/// The combiner of a reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ReduceKind {
    Sum,
    Max,
    Min,
}

/// Reduction attributes.
#[derive(Clone, Debug)]
pub(crate) struct ReduceAttrs {
    pub kind: ReduceKind,
    pub axes: Vec<i64>,
}

impl ReduceKind {
    fn name(self) -> &'static str {
        match self {
            ReduceKind::Sum => "reduce_sum",
            ReduceKind::Max => "reduce_max",
            ReduceKind::Min => "reduce_min",
        }
    }

    fn combiner(self) -> &'static str {
        match self {
            ReduceKind::Sum => "stablehlo.add",
            ReduceKind::Max => "stablehlo.maximum",
            ReduceKind::Min => "stablehlo.minimum",
        }
    }

    fn init(self, dtype: DType) -> f64 {
        match (self, dtype) {
            (ReduceKind::Sum, _) => 0.0,
            (ReduceKind::Max, DType::I32) => i32::MIN as f64,
            (ReduceKind::Max, DType::I64) => i64::MIN as f64,
            (ReduceKind::Max, DType::U32) => 0.0,
            (ReduceKind::Max, _) => f64::NEG_INFINITY,
            (ReduceKind::Min, DType::I32) => i32::MAX as f64,
            (ReduceKind::Min, DType::I64) => i64::MAX as f64,
            (ReduceKind::Min, DType::U32) => u32::MAX as f64,
            (ReduceKind::Min, _) => f64::INFINITY,
        }
    }
}

/// The dimensions that remain after reducing `axes`.
pub(crate) fn kept_axes(rank: usize, axes: &[i64]) -> Vec<i64> {
    (0..rank as i64).filter(|a| !axes.contains(a)).collect()
}

impl Tensor {
    fn reduce(&self, kind: ReduceKind, axes: &[i64]) -> Tensor {
        let b = self.builder();
        let id = b.build(kind.name(), &[self], |t| {
            let x = t[0];
            if x.dtype == DType::Pred {
                return Err("needs a numeric operand, got pred; convert it first".into());
            }
            let mut seen = vec![false; x.rank()];
            for &a in axes {
                if a < 0 || a as usize >= x.rank() {
                    return Err(format!("axis {a} is out of range for rank {}", x.rank()));
                }
                if std::mem::replace(&mut seen[a as usize], true) {
                    return Err(format!("axis {a} is listed twice"));
                }
            }
            let mut sorted = axes.to_vec();
            sorted.sort_unstable();
            let dims: Vec<i64> = kept_axes(x.rank(), &sorted)
                .iter()
                .map(|&a| x.dims[a as usize])
                .collect();
            Ok((
                Op::Reduce(ReduceAttrs { kind, axes: sorted }),
                vec![TensorType::new(x.dtype, &dims)],
            ))
        });
        b.tensor(id)
    }

    /// Sum over `axes` (removed from the shape).
    pub fn reduce_sum(&self, axes: &[i64]) -> Tensor {
        self.reduce(ReduceKind::Sum, axes)
    }
    /// Maximum over `axes`; the gradient goes to the first maximal element.
    pub fn reduce_max(&self, axes: &[i64]) -> Tensor {
        self.reduce(ReduceKind::Max, axes)
    }
    /// Minimum over `axes`; the gradient goes to the first minimal element.
    pub fn reduce_min(&self, axes: &[i64]) -> Tensor {
        self.reduce(ReduceKind::Min, axes)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    a: &ReduceAttrs,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    let scalar = TensorType::scalar(ins[0].dtype);
    let init = e.splat(depth, a.kind.init(ins[0].dtype), &scalar);
    let r = e.region_op_begin(depth, "stablehlo.reduce", &[args[0], init], 1);
    e.binary_region(true, depth, a.kind.combiner(), ins[0].dtype);
    e.region_op_end(
        Some(format_args!("dimensions = array<i64{}>", I64s(&a.axes))),
        &[ins[0], &scalar],
        &[out],
    );
    r
}

pub(crate) fn vjp(a: &ReduceAttrs, x: &Tensor, y: &Tensor, g: &Tensor) -> Tensor {
    let xd = x.dims();
    let kept = kept_axes(xd.len(), &a.axes);
    let gb = g.broadcast_in_dim(&xd, &kept);
    if a.kind == ReduceKind::Sum {
        return gb;
    }
    let b = x.builder();
    let is_ext = x.eq(&y.broadcast_in_dim(&xd, &kept));
    // Row-major linear index over the reduced axes only.
    let mut lin = b.full(0.0, DType::I32, &xd);
    let mut stride = 1i64;
    for &ax in a.axes.iter().rev() {
        lin = lin + b.iota(DType::I32, &xd, ax as usize) * stride as f64;
        stride *= xd[ax as usize];
    }
    let big = b.full(stride as f64, DType::I32, &xd);
    let first = is_ext.select(&lin, &big).reduce_min(&a.axes);
    let pick = lin.eq(&first.broadcast_in_dim(&xd, &kept));
    pick.select(&gb, &gb.zeros_like())
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};

    #[test]
    fn axis_out_of_range() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[2, 3]);
        let _ = x.reduce_sum(&[2]);
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "reduce_sum(tensor<2x3xf32>): axis 2 is out of range for rank 2"
        );
    }

    #[test]
    fn emits_region_with_init() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[2, 3]);
        let y = x.reduce_max(&[1]);
        let t = b.emit(&[&y]).unwrap();
        assert!(t.contains("value = dense<0xFF800000> : tensor<f32>"), "{t}");
        assert!(t.contains("\"stablehlo.reduce\"(%arg0, %0) ({"), "{t}");
        assert!(
            t.contains(
                "}) {dimensions = array<i64: 1>} : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>"
            ),
            "{t}"
        );
    }
}
