//! `stablehlo.constant`: splats and dense arrays, written exactly (hex bit patterns / byte blobs).

use super::Op;
use crate::emit::{Emitter, Name, write_blob_element, write_scalar};
use crate::graph::Builder;
use crate::{DType, Tensor, TensorType};
use std::fmt::Write;
use std::rc::Rc;

/// The value of a constant.
#[derive(Clone, Debug)]
pub(crate) enum Literal {
    /// Every element equal to one float value (converted to the dtype).
    Splat(f64),
    /// Every element equal to one integer value (exact for i64).
    SplatInt(i64),
    /// Row-major float values.
    Dense(Rc<[f64]>),
    /// Row-major integer values.
    DenseInt(Rc<[i64]>),
}

impl Builder {
    /// A constant with every element `value` (converted to `dtype`), shaped `dims`.
    pub fn full(&self, value: f64, dtype: DType, dims: &[i64]) -> Tensor {
        let ty = TensorType::new(dtype, dims);
        let id = self.build("constant", &[], |_| {
            check_dims(dims)?;
            Ok((Op::Constant(Literal::Splat(value)), vec![ty]))
        });
        self.tensor(id)
    }

    /// A scalar constant.
    pub fn scalar(&self, value: f64, dtype: DType) -> Tensor {
        self.full(value, dtype, &[])
    }

    /// An integer scalar constant, exact for every i64.
    pub fn scalar_int(&self, value: i64, dtype: DType) -> Tensor {
        let ty = TensorType::scalar(dtype);
        let id = self.build("constant", &[], |_| {
            Ok((Op::Constant(Literal::SplatInt(value)), vec![ty]))
        });
        self.tensor(id)
    }

    /// Zeros of type `ty`.
    pub fn zeros(&self, ty: &TensorType) -> Tensor {
        self.full(0.0, ty.dtype, &ty.dims)
    }

    /// A dense constant from row-major `values` (converted to `dtype`).
    pub fn constant(&self, values: &[f64], dtype: DType, dims: &[i64]) -> Tensor {
        let ty = TensorType::new(dtype, dims);
        let id = self.build("constant", &[], |_| {
            check_dims(dims)?;
            if ty.num_elements() != values.len() as i64 {
                return Err(format!(
                    "{} values given for shape {dims:?} ({} elements)",
                    values.len(),
                    ty.num_elements()
                ));
            }
            let lit = if dtype.is_float() {
                Literal::Dense(values.into())
            } else {
                Literal::DenseInt(values.iter().map(|&v| v as i64).collect())
            };
            Ok((Op::Constant(lit), vec![ty]))
        });
        self.tensor(id)
    }

    /// A dense integer constant from row-major `values`.
    pub fn constant_int(&self, values: &[i64], dtype: DType, dims: &[i64]) -> Tensor {
        let ty = TensorType::new(dtype, dims);
        let id = self.build("constant", &[], |_| {
            check_dims(dims)?;
            if ty.num_elements() != values.len() as i64 {
                return Err(format!(
                    "{} values given for shape {dims:?} ({} elements)",
                    values.len(),
                    ty.num_elements()
                ));
            }
            Ok((Op::Constant(Literal::DenseInt(values.into())), vec![ty]))
        });
        self.tensor(id)
    }
}

fn check_dims(dims: &[i64]) -> Result<(), String> {
    match dims.iter().find(|&&d| d < 0) {
        Some(d) => Err(format!("dimension sizes must be >= 0, got {d} in {dims:?}")),
        None => Ok(()),
    }
}

impl Tensor {
    /// A constant of this tensor's type with every element `value`.
    pub fn scalar_like(&self, value: f64) -> Tensor {
        let ty = self.ty();
        self.builder().full(value, ty.dtype, &ty.dims)
    }

    /// Zeros of this tensor's type.
    pub fn zeros_like(&self) -> Tensor {
        self.scalar_like(0.0)
    }
}

pub(crate) fn emit(e: &mut Emitter, depth: usize, lit: &Literal, out: &TensorType) -> Name {
    let mut v = String::new();
    match lit {
        Literal::Splat(x) => write_scalar(&mut v, *x, out.dtype),
        Literal::SplatInt(i) => {
            let _ = write!(v, "{i}");
        }
        Literal::Dense(xs) => {
            v.reserve(xs.len() * out.dtype.size_bytes() * 2 + 4);
            v.push_str("\"0x");
            for &x in xs.iter() {
                write_blob_element(&mut v, x, x as i64, out.dtype);
            }
            v.push('"');
        }
        Literal::DenseInt(xs) => {
            v.push_str("\"0x");
            for &x in xs.iter() {
                write_blob_element(&mut v, x as f64, x, out.dtype);
            }
            v.push('"');
        }
    }
    e.op(
        depth,
        "stablehlo.constant",
        &[],
        Some(format_args!("value = dense<{v}> : {out}")),
        &[],
        &[out],
    )
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};

    #[test]
    fn float_constants_are_exact_hex() {
        let b = Builder::new();
        let c = b.constant(&[1.0, -2.0], DType::F32, &[2]);
        let s = b.scalar(0.5, DType::BF16);
        let text = b.emit(&[&c, &s]).unwrap();
        // 1.0f32 = 0x3F800000, -2.0f32 = 0xC0000000, little-endian bytes.
        assert!(
            text.contains("dense<\"0x0000803F000000C0\"> : tensor<2xf32>"),
            "{text}"
        );
        assert!(text.contains("dense<0x3F00> : tensor<bf16>"), "{text}");
    }

    #[test]
    fn wrong_value_count_is_reported() {
        let b = Builder::new();
        let _ = b.constant(&[1.0, 2.0, 3.0], DType::F32, &[2, 2]);
        let e = b.check().unwrap_err().to_string();
        assert!(e.starts_with("constant"), "{e}");
        assert!(
            e.contains("3 values given for shape [2, 2] (4 elements)"),
            "{e}"
        );
    }
}
