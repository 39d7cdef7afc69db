//! `stablehlo.gather` (embedding lookup, MoE dispatch); its VJP is a scatter-add of the cotangent.
//!
//! Start indices are clamped by StableHLO so every slice is in bounds. A scatter does not clamp:
//! it skips a window that does not fit. So each op's VJP, which is the other op, is given
//! indices that mean the same thing to it: the gather's scatter-add gets the clamped starts
//! (the cotangent goes where the value came from), and the scatter's gather zeroes the windows
//! the scatter skipped ([`windows_in_bounds`]; a skipped update contributed nothing, so its
//! cotangent is zero, not the clamped window's).

use super::Op;
use super::broadcast::{I64s, List};
use super::scatter::ScatterDims;
use crate::emit::{Emitter, Name};
use crate::graph::builder_for;
use crate::{Tensor, TensorType};

/// Gather dimension numbers (StableHLO semantics, without operand batching dims).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GatherDims {
    /// Output dimensions that hold the (non-collapsed) slice dimensions, increasing.
    pub offset_dims: Vec<i64>,
    /// Operand dimensions whose slice size is 1 and which are dropped from the output, increasing.
    pub collapsed_slice_dims: Vec<i64>,
    /// Operand dimension that each entry of an index vector addresses.
    pub start_index_map: Vec<i64>,
    /// Dimension of `indices` holding the index vectors (its rank for scalar indices).
    pub index_vector_dim: i64,
    /// Slice size per operand dimension.
    pub slice_sizes: Vec<i64>,
}

fn increasing_in_range(v: &[i64], n: usize, what: &str) -> Result<(), String> {
    for (i, &x) in v.iter().enumerate() {
        if x < 0 || x as usize >= n {
            return Err(format!("{what} entry {x} is out of range 0..{n}"));
        }
        if i > 0 && x <= v[i - 1] {
            return Err(format!("{what} {v:?} must be strictly increasing"));
        }
    }
    Ok(())
}

/// Batch dimensions of `indices` (all but the index vector dimension) and the index vector length.
pub(crate) fn index_batch(idx: &TensorType, ivd: i64) -> Result<(Vec<i64>, i64), String> {
    if !idx.dtype.is_int() {
        return Err(format!("indices must be integers, got {}", idx.dtype));
    }
    if ivd < 0 || ivd as usize > idx.rank() {
        return Err(format!(
            "index_vector_dim {ivd} is out of range 0..={}",
            idx.rank()
        ));
    }
    let ivd = ivd as usize;
    let batch: Vec<i64> = idx
        .dims
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != ivd)
        .map(|(_, &d)| d)
        .collect();
    let n = if ivd == idx.rank() { 1 } else { idx.dims[ivd] };
    Ok((batch, n))
}

fn rule(d: &GatherDims, x: &TensorType, idx: &TensorType) -> Result<TensorType, String> {
    let (batch, n) = index_batch(idx, d.index_vector_dim)?;
    if d.start_index_map.len() as i64 != n {
        return Err(format!(
            "start_index_map {:?} needs {n} entries (the index vector length)",
            d.start_index_map
        ));
    }
    if let Some(&m) = d
        .start_index_map
        .iter()
        .find(|&&m| m < 0 || m as usize >= x.rank())
    {
        return Err(format!(
            "start_index_map entry {m} is out of range for rank {}",
            x.rank()
        ));
    }
    if d.slice_sizes.len() != x.rank() {
        return Err(format!(
            "slice_sizes {:?} need {} entries",
            d.slice_sizes,
            x.rank()
        ));
    }
    for i in 0..x.rank() {
        if d.slice_sizes[i] < 0 || d.slice_sizes[i] > x.dims[i] {
            return Err(format!(
                "slice size {} of dimension {i} must be in 0..={}",
                d.slice_sizes[i], x.dims[i]
            ));
        }
    }
    increasing_in_range(&d.collapsed_slice_dims, x.rank(), "collapsed_slice_dims")?;
    if let Some(&c) = d
        .collapsed_slice_dims
        .iter()
        .find(|&&c| d.slice_sizes[c as usize] != 1)
    {
        return Err(format!(
            "collapsed dimension {c} must have slice size 1, got {}",
            d.slice_sizes[c as usize]
        ));
    }
    let out_rank = batch.len() + x.rank() - d.collapsed_slice_dims.len();
    if d.offset_dims.len() != x.rank() - d.collapsed_slice_dims.len() {
        return Err(format!(
            "offset_dims {:?} need {} entries (operand rank minus collapsed dims)",
            d.offset_dims,
            x.rank() - d.collapsed_slice_dims.len()
        ));
    }
    increasing_in_range(&d.offset_dims, out_rank, "offset_dims")?;
    let window: Vec<i64> = (0..x.rank() as i64)
        .filter(|i| !d.collapsed_slice_dims.contains(i))
        .map(|i| d.slice_sizes[i as usize])
        .collect();
    let (mut wi, mut bi) = (0, 0);
    let dims: Vec<i64> = (0..out_rank as i64)
        .map(|o| {
            if d.offset_dims.contains(&o) {
                wi += 1;
                window[wi - 1]
            } else {
                bi += 1;
                batch[bi - 1]
            }
        })
        .collect();
    Ok(TensorType::new(x.dtype, &dims))
}

impl Tensor {
    /// General gather of slices of `self` at `indices`.
    pub fn gather(&self, indices: &Tensor, dims: &GatherDims) -> Tensor {
        let b = builder_for(&[self, indices]);
        let id = b.build("gather", &[self, indices], |t| {
            Ok((Op::Gather(dims.clone()), vec![rule(dims, t[0], t[1])?]))
        });
        b.tensor(id)
    }

    /// Rows of `self` along dimension 0 at integer `indices` of any shape: the result has shape
    /// `indices.dims ++ self.dims[1..]` (embedding lookup).
    pub fn take(&self, indices: &Tensor) -> Tensor {
        let xd = self.dims();
        let ir = indices.rank() as i64;
        let mut slice_sizes = xd.clone();
        if let Some(s) = slice_sizes.first_mut() {
            *s = 1;
        }
        let dims = GatherDims {
            offset_dims: (ir..ir + xd.len().saturating_sub(1) as i64).collect(),
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            index_vector_dim: ir,
            slice_sizes,
        };
        self.gather(indices, &dims)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    d: &GatherDims,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.gather",
        args,
        Some(format_args!(
            "dimension_numbers = #stablehlo.gather<offset_dims = [{}], collapsed_slice_dims = [{}], start_index_map = [{}], \
             index_vector_dim = {}>, indices_are_sorted = false, slice_sizes = array<i64{}>",
            List(&d.offset_dims),
            List(&d.collapsed_slice_dims),
            List(&d.start_index_map),
            d.index_vector_dim,
            I64s(&d.slice_sizes)
        )),
        ins,
        &[out],
    )
}

/// Each index vector's start coordinates, one `[batch dims of indices]` tensor per entry of
/// the index vector.
fn index_components(indices: &Tensor, ivd: i64, n: usize) -> Vec<Tensor> {
    let ivd = ivd as usize;
    if ivd == indices.rank() {
        return vec![indices.clone()];
    }
    let mut batch = indices.dims();
    batch.remove(ivd);
    (0..n as i64)
        .map(|i| indices.slice_axis(ivd, i, i + 1).reshape(&batch))
        .collect()
}

/// Whether the window each index vector of `indices` starts (`window[d]` elements along operand
/// dimension `d`, the vector's entries addressing `start_index_map`) lies inside an operand of
/// dims `operand`: pred `[batch dims of indices]`. A scatter applies exactly these windows.
pub(crate) fn windows_in_bounds(
    indices: &Tensor,
    ivd: i64,
    start_index_map: &[i64],
    operand: &[i64],
    window: &[i64],
) -> Tensor {
    let b = indices.builder();
    let dt = indices.dtype();
    let mut ok: Option<Tensor> = None;
    for (c, &d) in index_components(indices, ivd, start_index_map.len())
        .iter()
        .zip(start_index_map)
    {
        let last = (operand[d as usize] - window[d as usize]) as f64;
        let inside = c.ge(&b.scalar(0.0, dt)).and(&c.le(&b.scalar(last, dt)));
        ok = Some(match ok {
            Some(o) => o.and(&inside),
            None => inside,
        });
    }
    ok.unwrap_or_else(|| {
        let mut batch = indices.dims();
        if (ivd as usize) < batch.len() {
            batch.remove(ivd as usize);
        }
        b.full(1.0, crate::DType::Pred, &batch)
    })
}

/// `indices` with every start clamped as a gather clamps it, so that the window it names is
/// the one the gather read.
fn clamped_starts(indices: &Tensor, d: &GatherDims, operand: &[i64]) -> Tensor {
    if d.start_index_map.is_empty() {
        return indices.clone();
    }
    let b = indices.builder();
    let dt = indices.dtype();
    let clamped: Vec<Tensor> =
        index_components(indices, d.index_vector_dim, d.start_index_map.len())
            .iter()
            .zip(&d.start_index_map)
            .map(|(c, &k)| {
                let last = (operand[k as usize] - d.slice_sizes[k as usize]) as f64;
                c.max(&b.scalar(0.0, dt)).min(&b.scalar(last, dt))
            })
            .collect();
    let ivd = d.index_vector_dim as usize;
    if ivd == indices.rank() {
        return clamped[0].clone();
    }
    let mut one = indices.dims();
    one[ivd] = 1;
    let parts: Vec<Tensor> = clamped.iter().map(|c| c.reshape(&one)).collect();
    Tensor::concat(&parts.iter().collect::<Vec<_>>(), ivd)
}

pub(crate) fn vjp(d: &GatherDims, x: &[Tensor], g: &Tensor) -> Vec<Option<Tensor>> {
    let sd = ScatterDims {
        update_window_dims: d.offset_dims.clone(),
        inserted_window_dims: d.collapsed_slice_dims.clone(),
        scatter_dims_to_operand_dims: d.start_index_map.clone(),
        index_vector_dim: d.index_vector_dim,
    };
    let starts = clamped_starts(&x[1], d, &x[0].dims());
    vec![Some(x[0].zeros_like().scatter_add(&starts, g, &sd)), None]
}

#[cfg(test)]
mod tests {
    use super::GatherDims;
    use crate::{Builder, DType};

    #[test]
    fn take_shape() {
        let b = Builder::new();
        let w = b.param(DType::F32, &[10, 4]);
        let i = b.param(DType::I32, &[2, 3]);
        assert_eq!(w.take(&i).dims(), vec![2, 3, 4]);
    }

    #[test]
    fn collapsed_dim_needs_unit_slice() {
        let b = Builder::new();
        let w = b.param(DType::F32, &[10, 4]);
        let i = b.param(DType::I32, &[3]);
        let d = GatherDims {
            offset_dims: vec![1],
            collapsed_slice_dims: vec![0],
            start_index_map: vec![0],
            index_vector_dim: 1,
            slice_sizes: vec![2, 4],
        };
        let _ = w.gather(&i, &d);
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "gather(tensor<10x4xf32>, tensor<3xi32>): collapsed dimension 0 must have slice size 1, got 2"
        );
    }
}
