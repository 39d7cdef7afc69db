//! `stablehlo.dynamic_slice` and `stablehlo.dynamic_update_slice` (start indices are scalar tensors;
//! out-of-range starts are clamped so the window fits, as StableHLO defines).

use super::Op;
use super::broadcast::I64s;
use crate::emit::{Emitter, Name};
use crate::graph::builder_for;
use crate::{Tensor, TensorType};

fn check_starts(x: &TensorType, starts: &[&TensorType]) -> Result<(), String> {
    if starts.len() != x.rank() {
        return Err(format!(
            "needs {} start indices (one per dimension), got {}",
            x.rank(),
            starts.len()
        ));
    }
    for (i, s) in starts.iter().enumerate() {
        if s.rank() != 0 || !s.dtype.is_int() {
            return Err(format!(
                "start index {i} must be an integer scalar, got {s}"
            ));
        }
        if s.dtype != starts[0].dtype {
            return Err("all start indices must have the same element type".into());
        }
    }
    Ok(())
}

impl Tensor {
    /// The window of shape `sizes` starting at `starts` (integer scalars, one per dimension).
    pub fn dynamic_slice(&self, starts: &[&Tensor], sizes: &[i64]) -> Tensor {
        let mut ops: Vec<&Tensor> = vec![self];
        ops.extend_from_slice(starts);
        let b = builder_for(&ops);
        let id = b.build("dynamic_slice", &ops, |t| {
            let x = t[0];
            check_starts(x, &t[1..])?;
            if sizes.len() != x.rank() {
                return Err(format!("slice sizes {sizes:?} need {} entries", x.rank()));
            }
            for (i, (&s, &d)) in sizes.iter().zip(&x.dims).enumerate() {
                if s < 0 || s > d {
                    return Err(format!(
                        "slice size {s} of dimension {i} must be in 0..={d}"
                    ));
                }
            }
            Ok((
                Op::DynamicSlice(sizes.to_vec()),
                vec![TensorType::new(x.dtype, sizes)],
            ))
        });
        b.tensor(id)
    }

    /// This tensor with the window at `starts` replaced by `update`.
    pub fn dynamic_update_slice(&self, update: &Tensor, starts: &[&Tensor]) -> Tensor {
        let mut ops: Vec<&Tensor> = vec![self, update];
        ops.extend_from_slice(starts);
        let b = builder_for(&ops);
        let id = b.build("dynamic_update_slice", &ops, |t| {
            let (x, u) = (t[0], t[1]);
            check_starts(x, &t[2..])?;
            if u.dtype != x.dtype || u.rank() != x.rank() {
                return Err(format!(
                    "the update must have element type {} and rank {}",
                    x.dtype,
                    x.rank()
                ));
            }
            if let Some(i) = (0..x.rank()).find(|&i| u.dims[i] > x.dims[i]) {
                return Err(format!(
                    "update size {} exceeds operand size {} in dimension {i}",
                    u.dims[i], x.dims[i]
                ));
            }
            Ok((Op::DynamicUpdateSlice, vec![x.clone()]))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit_slice(
    e: &mut Emitter,
    depth: usize,
    sizes: &[i64],
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.dynamic_slice",
        args,
        Some(format_args!("slice_sizes = array<i64{}>", I64s(sizes))),
        ins,
        &[out],
    )
}

pub(crate) fn emit_update(
    e: &mut Emitter,
    depth: usize,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.dynamic_update_slice",
        args,
        None,
        ins,
        &[out],
    )
}

pub(crate) fn vjp_slice(x: &[Tensor], g: &Tensor) -> Vec<Option<Tensor>> {
    let starts: Vec<&Tensor> = x[1..].iter().collect();
    let mut out = vec![Some(x[0].zeros_like().dynamic_update_slice(g, &starts))];
    out.extend(starts.iter().map(|_| None));
    out
}

pub(crate) fn vjp_update(x: &[Tensor], g: &Tensor) -> Vec<Option<Tensor>> {
    let starts: Vec<&Tensor> = x[2..].iter().collect();
    let du = g.dynamic_slice(&starts, &x[1].dims());
    let dx = g.dynamic_update_slice(&x[1].zeros_like(), &starts);
    let mut out = vec![Some(dx), Some(du)];
    out.extend(starts.iter().map(|_| None));
    out
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};

    #[test]
    fn float_start_index_rejected() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[4, 5]);
        let i = b.param(DType::F32, &[]);
        let j = b.param(DType::I32, &[]);
        let _ = x.dynamic_slice(&[&i, &j], &[2, 2]);
        let e = b.check().unwrap_err().to_string();
        assert!(e.starts_with("dynamic_slice(tensor<4x5xf32>, tensor<f32>, tensor<i32>): start index 0 must be an integer scalar, got tensor<f32>"), "{e}");
    }
}
