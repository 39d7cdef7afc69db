//! `stablehlo.iota`: indices along one dimension.

use super::Op;
use crate::emit::{Emitter, Name};
use crate::graph::Builder;
use crate::{DType, Tensor, TensorType};

impl Builder {
    /// A tensor of shape `dims` whose value at every position is its index along dimension `dim`.
    pub fn iota(&self, dtype: DType, dims: &[i64], dim: usize) -> Tensor {
        let ty = TensorType::new(dtype, dims);
        let id = self.build("iota", &[], |_| {
            if dim >= dims.len() {
                return Err(format!(
                    "iota dimension {dim} is out of range for shape {dims:?}"
                ));
            }
            if dtype == DType::Pred {
                return Err("iota needs a numeric element type, not pred".into());
            }
            Ok((Op::Iota(dim), vec![ty]))
        });
        self.tensor(id)
    }
}

pub(crate) fn emit(e: &mut Emitter, depth: usize, dim: usize, out: &TensorType) -> Name {
    e.op(
        depth,
        "stablehlo.iota",
        &[],
        Some(format_args!("iota_dimension = {dim} : i64")),
        &[],
        &[out],
    )
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};

    #[test]
    fn iota_dimension_out_of_range_names_op() {
        let b = Builder::new();
        let _ = b.iota(DType::I32, &[3, 4], 2);
        let e = b.check().unwrap_err().to_string();
        assert!(
            e.contains("iota") && e.contains("out of range for shape [3, 4]"),
            "{e}"
        );
    }
}
