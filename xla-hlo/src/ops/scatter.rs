//! `stablehlo.scatter` with an add combiner (embedding gradients, MoE combine). Out-of-bounds updates are
//! skipped, as StableHLO defines. VJP: the operand gets the cotangent, the updates gather it back.

use super::Op;
use super::broadcast::List;
use super::gather::{GatherDims, index_batch};
use crate::emit::{Emitter, Name};
use crate::graph::builder_for;
use crate::{Tensor, TensorType};

/// Scatter dimension numbers (StableHLO semantics, without batching dims).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScatterDims {
    /// Dimensions of `updates` that are window (slice) dimensions, increasing.
    pub update_window_dims: Vec<i64>,
    /// Operand dimensions with an implicit window size of 1, increasing.
    pub inserted_window_dims: Vec<i64>,
    /// Operand dimension that each entry of an index vector addresses.
    pub scatter_dims_to_operand_dims: Vec<i64>,
    /// Dimension of `indices` holding the index vectors (its rank for scalar indices).
    pub index_vector_dim: i64,
}

fn rule(
    d: &ScatterDims,
    x: &TensorType,
    idx: &TensorType,
    u: &TensorType,
) -> Result<TensorType, String> {
    if u.dtype != x.dtype {
        return Err(format!(
            "updates element type {} differs from operand element type {}",
            u.dtype, x.dtype
        ));
    }
    let (batch, n) = index_batch(idx, d.index_vector_dim)?;
    if d.scatter_dims_to_operand_dims.len() as i64 != n {
        return Err(format!(
            "scatter_dims_to_operand_dims {:?} needs {n} entries (the index vector length)",
            d.scatter_dims_to_operand_dims
        ));
    }
    if let Some(&m) = d
        .scatter_dims_to_operand_dims
        .iter()
        .find(|&&m| m < 0 || m as usize >= x.rank())
    {
        return Err(format!(
            "scatter_dims_to_operand_dims entry {m} is out of range for rank {}",
            x.rank()
        ));
    }
    if u.rank() != d.update_window_dims.len() + batch.len() {
        return Err(format!(
            "updates rank {} must be {} window dims + {} index batch dims",
            u.rank(),
            d.update_window_dims.len(),
            batch.len()
        ));
    }
    if d.update_window_dims.len() + d.inserted_window_dims.len() != x.rank() {
        return Err(format!(
            "{} update window dims + {} inserted dims must equal the operand rank {}",
            d.update_window_dims.len(),
            d.inserted_window_dims.len(),
            x.rank()
        ));
    }
    if d.inserted_window_dims
        .iter()
        .any(|&i| i < 0 || i as usize >= x.rank())
    {
        return Err(format!(
            "inserted_window_dims {:?} out of range",
            d.inserted_window_dims
        ));
    }
    let operand_window: Vec<i64> = (0..x.rank() as i64)
        .filter(|i| !d.inserted_window_dims.contains(i))
        .collect();
    let (mut wi, mut bi) = (0, 0);
    for ud in 0..u.rank() as i64 {
        let size = u.dims[ud as usize];
        if d.update_window_dims.contains(&ud) {
            let od = operand_window[wi];
            wi += 1;
            if size > x.dims[od as usize] {
                return Err(format!(
                    "update window dim {ud} (size {size}) exceeds operand dim {od} (size {})",
                    x.dims[od as usize]
                ));
            }
        } else {
            if size != batch[bi] {
                return Err(format!(
                    "update scatter dim {ud} has size {size} but the indices' batch dim has {}",
                    batch[bi]
                ));
            }
            bi += 1;
        }
    }
    Ok(x.clone())
}

impl Tensor {
    /// `self` with `updates` added at `indices` (duplicates accumulate).
    pub fn scatter_add(&self, indices: &Tensor, updates: &Tensor, dims: &ScatterDims) -> Tensor {
        let b = builder_for(&[self, indices, updates]);
        let id = b.build("scatter_add", &[self, indices, updates], |t| {
            Ok((
                Op::ScatterAdd(dims.clone()),
                vec![rule(dims, t[0], t[1], t[2])?],
            ))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    d: &ScatterDims,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    let r = e.region_op_begin(depth, "stablehlo.scatter", args, 1);
    e.binary_region(true, depth, "stablehlo.add", out.dtype);
    e.region_op_end(
        Some(format_args!(
            "indices_are_sorted = false, scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [{}], \
             inserted_window_dims = [{}], scatter_dims_to_operand_dims = [{}], index_vector_dim = {}>, unique_indices = false",
            List(&d.update_window_dims),
            List(&d.inserted_window_dims),
            List(&d.scatter_dims_to_operand_dims),
            d.index_vector_dim
        )),
        ins,
        &[out],
    );
    r
}

pub(crate) fn vjp(d: &ScatterDims, x: &[Tensor], g: &Tensor) -> Vec<Option<Tensor>> {
    let ud = x[2].dims();
    let mut window = d.update_window_dims.iter().map(|&w| ud[w as usize]);
    let slice_sizes: Vec<i64> = (0..x[0].rank() as i64)
        .map(|i| {
            if d.inserted_window_dims.contains(&i) {
                1
            } else {
                window.next().unwrap_or(1)
            }
        })
        .collect();
    let gd = GatherDims {
        offset_dims: d.update_window_dims.clone(),
        collapsed_slice_dims: d.inserted_window_dims.clone(),
        start_index_map: d.scatter_dims_to_operand_dims.clone(),
        index_vector_dim: d.index_vector_dim,
        slice_sizes,
    };
    // The gather clamps where the scatter skipped: those updates get a zero cotangent.
    let kept = super::gather::windows_in_bounds(
        &x[1],
        d.index_vector_dim,
        &d.scatter_dims_to_operand_dims,
        &x[0].dims(),
        &gd.slice_sizes,
    );
    let scatter_dims: Vec<i64> = (0..ud.len() as i64)
        .filter(|i| !d.update_window_dims.contains(i))
        .collect();
    let gathered = g.gather(&x[1], &gd);
    let updates = kept
        .broadcast_in_dim(&ud, &scatter_dims)
        .select(&gathered, &gathered.zeros_like());
    vec![Some(g.clone()), None, Some(updates)]
}

#[cfg(test)]
mod tests {
    use super::ScatterDims;
    use crate::{Builder, DType};

    #[test]
    fn update_batch_size_must_match_indices() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[10, 4]);
        let i = b.param(DType::I32, &[3]);
        let u = b.param(DType::F32, &[2, 4]);
        let d = ScatterDims {
            update_window_dims: vec![1],
            inserted_window_dims: vec![0],
            scatter_dims_to_operand_dims: vec![0],
            index_vector_dim: 1,
        };
        let _ = x.scatter_add(&i, &u, &d);
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "scatter_add(tensor<10x4xf32>, tensor<3xi32>, tensor<2x4xf32>): update scatter dim 0 has size 2 but the indices' batch dim has 3"
        );
    }
}
