//! `stablehlo.dot_general`: contractions with batch dimensions.
//!
//! Precision: bf16 and f16 operands are always multiplied with f32 accumulation — the op is emitted with
//! an f32 result (which XLA honours as the accumulation type) followed by a `convert` to the requested
//! result type, so a bf16 result is rounded once at the end, never per partial sum. Callers that want the
//! f32 result use [`Tensor::dot_general_to`] with `DType::F32` and no convert is emitted. A builder may
//! instead emit such dots with their low-precision result type ([`LowPrecisionDots::Native`]): the same
//! values on one device, but partial sums split across devices are combined in that type.

use super::Op;
use super::broadcast::List;
use crate::emit::{Emitter, Name};
use crate::graph::builder_for;
use crate::{DType, Tensor, TensorType};

/// Dimension numbers of a `dot_general`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DotDims {
    /// Batch dimensions of the left operand.
    pub lhs_batch: Vec<i64>,
    /// Batch dimensions of the right operand (same sizes, same order).
    pub rhs_batch: Vec<i64>,
    /// Contracted dimensions of the left operand.
    pub lhs_contracting: Vec<i64>,
    /// Contracted dimensions of the right operand (same sizes, same order).
    pub rhs_contracting: Vec<i64>,
}

impl DotDims {
    /// Plain matrix product of `[m, k] x [k, n]`.
    pub fn matmul() -> Self {
        DotDims {
            lhs_contracting: vec![1],
            rhs_contracting: vec![0],
            ..Default::default()
        }
    }
}

/// How a dot with a low-precision (bf16, f16) result is written into the program
/// ([`crate::Builder::set_low_precision_dots`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LowPrecisionDots {
    /// An f32 dot followed by a `convert` to the result type (the default): a contraction the
    /// partitioner splits across devices combines its partial sums in f32 and rounds after.
    #[default]
    ConvertAfter,
    /// The dot with the low-precision result type. XLA still accumulates in f32 inside the dot
    /// and rounds once (the TPU's matrix unit accumulates in f32; on the CPU plugin
    /// `crates/nam/tests/step_matrix_gradients.rs` finds the same losses bit for bit; not
    /// checked on GPU), so on one device the values are the same; a contraction split across
    /// devices (a weight gradient over the batch's devices, a row-parallel matmul) rounds each
    /// device's partial sum and combines them in the result type, moving half the bytes of f32.
    Native,
}

fn accumulation_type(dtype: DType) -> DType {
    match dtype {
        DType::BF16 | DType::F16 => DType::F32,
        d => d,
    }
}

fn rule(
    d: &DotDims,
    l: &TensorType,
    r: &TensorType,
    out: Option<DType>,
) -> Result<TensorType, String> {
    if l.dtype != r.dtype {
        return Err(format!(
            "operand element types differ ({} vs {}); convert one operand",
            l.dtype, r.dtype
        ));
    }
    if l.dtype == DType::Pred {
        return Err("needs numeric operands, got pred".into());
    }
    if d.lhs_batch.len() != d.rhs_batch.len() {
        return Err(format!(
            "{} lhs batch dims but {} rhs batch dims",
            d.lhs_batch.len(),
            d.rhs_batch.len()
        ));
    }
    if d.lhs_contracting.len() != d.rhs_contracting.len() {
        return Err(format!(
            "{} lhs contracting dims but {} rhs contracting dims",
            d.lhs_contracting.len(),
            d.rhs_contracting.len()
        ));
    }
    for (side, t, dims) in [
        ("lhs", l, [&d.lhs_batch, &d.lhs_contracting]),
        ("rhs", r, [&d.rhs_batch, &d.rhs_contracting]),
    ] {
        let mut seen = vec![false; t.rank()];
        for &x in dims.iter().flat_map(|v| v.iter()) {
            if x < 0 || x as usize >= t.rank() {
                return Err(format!("{side} dimension {x} is out of range for {t}"));
            }
            if std::mem::replace(&mut seen[x as usize], true) {
                return Err(format!("{side} dimension {x} is used twice"));
            }
        }
    }
    for (&a, &b) in d.lhs_batch.iter().zip(&d.rhs_batch) {
        if l.dims[a as usize] != r.dims[b as usize] {
            return Err(format!(
                "batch dim {a} of lhs {l} has size {} but batch dim {b} of rhs {r} has size {}",
                l.dims[a as usize], r.dims[b as usize]
            ));
        }
    }
    for (&a, &b) in d.lhs_contracting.iter().zip(&d.rhs_contracting) {
        if l.dims[a as usize] != r.dims[b as usize] {
            return Err(format!(
                "contracting dim {a} of lhs {l} has size {} but contracting dim {b} of rhs {r} has size {}",
                l.dims[a as usize], r.dims[b as usize]
            ));
        }
    }
    let mut dims: Vec<i64> = d.lhs_batch.iter().map(|&a| l.dims[a as usize]).collect();
    dims.extend(
        free_dims(l.rank(), &d.lhs_batch, &d.lhs_contracting)
            .iter()
            .map(|&a| l.dims[a as usize]),
    );
    dims.extend(
        free_dims(r.rank(), &d.rhs_batch, &d.rhs_contracting)
            .iter()
            .map(|&a| r.dims[a as usize]),
    );
    Ok(TensorType::new(out.unwrap_or(l.dtype), &dims))
}

/// Dimensions `0..rank` not in `a` or `b`, increasing.
fn free_dims(rank: usize, a: &[i64], b: &[i64]) -> Vec<i64> {
    (0..rank as i64)
        .filter(|x| !a.contains(x) && !b.contains(x))
        .collect()
}

impl Tensor {
    /// General contraction; the result has the operands' element type (see the module docs on precision).
    pub fn dot_general(&self, rhs: &Tensor, dims: &DotDims) -> Tensor {
        self.dot_general_impl(rhs, dims, None)
    }

    /// General contraction with result element type `out` (e.g. f32 results of bf16 operands).
    pub fn dot_general_to(&self, rhs: &Tensor, dims: &DotDims, out: DType) -> Tensor {
        self.dot_general_impl(rhs, dims, Some(out))
    }

    fn dot_general_impl(&self, rhs: &Tensor, dims: &DotDims, out: Option<DType>) -> Tensor {
        let b = builder_for(&[self, rhs]);
        let id = b.build("dot_general", &[self, rhs], |t| {
            let ty = rule(dims, t[0], t[1], out)?;
            Ok((Op::DotGeneral(dims.clone()), vec![ty]))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    d: &DotDims,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    let acc = match e.low_precision_dots {
        LowPrecisionDots::ConvertAfter => out.with_dtype(accumulation_type(ins[0].dtype)),
        LowPrecisionDots::Native => out.clone(),
    };
    let name = e.op(
        depth,
        "stablehlo.dot_general",
        args,
        Some(format_args!(
            "dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [{}], rhs_batching_dimensions = [{}], \
             lhs_contracting_dimensions = [{}], rhs_contracting_dimensions = [{}]>",
            List(&d.lhs_batch),
            List(&d.rhs_batch),
            List(&d.lhs_contracting),
            List(&d.rhs_contracting)
        )),
        ins,
        &[&acc],
    );
    if acc.dtype == out.dtype {
        name
    } else {
        e.op(depth, "stablehlo.convert", &[name], None, &[&acc], &[out])
    }
}

fn argsort(v: &[i64]) -> Vec<i64> {
    let mut idx: Vec<i64> = (0..v.len() as i64).collect();
    idx.sort_by_key(|&i| v[i as usize]);
    idx
}

#[allow(clippy::too_many_arguments)] // the four dimension lists of one operand pair, named as in the math
/// Cotangent of the left operand `x` given the other operand `y` (for the right operand, called with the
/// roles swapped and `swap_ans`, because then `y`'s free dims come first in the answer).
fn transpose_lhs(
    g: &Tensor,
    y: &Tensor,
    x_rank: usize,
    x_c: &[i64],
    y_c: &[i64],
    x_b: &[i64],
    y_b: &[i64],
    swap_ans: bool,
) -> Tensor {
    let x_kept = free_dims(x_rank, x_c, x_b);
    let y_kept = free_dims(y.rank(), y_c, y_b);
    let nb = x_b.len() as i64;
    let y_start = if swap_ans {
        nb
    } else {
        nb + x_kept.len() as i64
    };
    let dims = DotDims {
        lhs_batch: (0..nb).collect(),
        rhs_batch: y_b.to_vec(),
        lhs_contracting: (y_start..y_start + y_kept.len() as i64).collect(),
        rhs_contracting: y_kept,
    };
    let x_c_by_y: Vec<i64> = argsort(y_c).iter().map(|&i| x_c[i as usize]).collect();
    let mut order = x_b.to_vec();
    order.extend(&x_kept);
    order.extend(&x_c_by_y);
    g.dot_general(y, &dims).transpose(&argsort(&order))
}

pub(crate) fn vjp(d: &DotDims, x: &Tensor, y: &Tensor, g: &Tensor) -> Vec<Option<Tensor>> {
    if !x.dtype().is_float() {
        return vec![None, None];
    }
    let g = g.convert(x.dtype());
    let dx = transpose_lhs(
        &g,
        y,
        x.rank(),
        &d.lhs_contracting,
        &d.rhs_contracting,
        &d.lhs_batch,
        &d.rhs_batch,
        false,
    );
    let dy = transpose_lhs(
        &g,
        x,
        y.rank(),
        &d.rhs_contracting,
        &d.lhs_contracting,
        &d.rhs_batch,
        &d.lhs_batch,
        true,
    );
    vec![Some(dx), Some(dy)]
}

#[cfg(test)]
mod tests {
    use super::DotDims;
    use crate::{Builder, DType};

    #[test]
    fn contracting_size_mismatch_message() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[4, 3]);
        let w = b.param(DType::F32, &[5, 2]);
        let _ = x.dot_general(&w, &DotDims::matmul());
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "dot_general(tensor<4x3xf32>, tensor<5x2xf32>): contracting dim 1 of lhs tensor<4x3xf32> has size 3 \
             but contracting dim 0 of rhs tensor<5x2xf32> has size 5"
        );
    }

    #[test]
    fn bf16_accumulates_in_f32() {
        let b = Builder::new();
        let x = b.param(DType::BF16, &[4, 3]);
        let w = b.param(DType::BF16, &[3, 2]);
        let y = x.dot_general(&w, &DotDims::matmul());
        assert_eq!(y.dtype(), DType::BF16);
        let t = b.emit(&[&y]).unwrap();
        assert!(
            t.contains(": (tensor<4x3xbf16>, tensor<3x2xbf16>) -> tensor<4x2xf32>"),
            "{t}"
        );
        assert!(
            t.contains("\"stablehlo.convert\"(%0) : (tensor<4x2xf32>) -> tensor<4x2xbf16>"),
            "{t}"
        );
    }

    /// With native low-precision dots the same dot is one op with the bf16 result type, and an
    /// f32 result asked for explicitly is untouched.
    #[test]
    fn native_low_precision_dots_write_their_result_type() {
        let b = Builder::new();
        b.set_low_precision_dots(crate::LowPrecisionDots::Native);
        let x = b.param(DType::BF16, &[4, 3]);
        let w = b.param(DType::BF16, &[3, 2]);
        let y = x.dot_general(&w, &DotDims::matmul());
        let z = x.dot_general_to(&w, &DotDims::matmul(), DType::F32);
        let t = b.emit(&[&y, &z]).unwrap();
        assert!(
            t.contains(": (tensor<4x3xbf16>, tensor<3x2xbf16>) -> tensor<4x2xbf16>"),
            "{t}"
        );
        assert!(
            t.contains(": (tensor<4x3xbf16>, tensor<3x2xbf16>) -> tensor<4x2xf32>"),
            "{t}"
        );
        assert!(!t.contains("stablehlo.convert"), "{t}");
    }
}
