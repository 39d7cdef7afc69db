//! `stablehlo.reshape`.

use super::Op;
use crate::emit::{Emitter, Name};
use crate::{Tensor, TensorType};

impl Tensor {
    /// The same elements (row-major) with shape `dims`.
    pub fn reshape(&self, dims: &[i64]) -> Tensor {
        let b = self.builder();
        let id = b.build("reshape", &[self], |t| {
            let out = TensorType::new(t[0].dtype, dims);
            if dims.iter().any(|&d| d < 0) || out.num_elements() != t[0].num_elements() {
                return Err(format!(
                    "cannot reshape {} elements into shape {dims:?} ({} elements)",
                    t[0].num_elements(),
                    out.num_elements()
                ));
            }
            Ok((Op::Reshape, vec![out]))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(depth, "stablehlo.reshape", args, None, ins, &[out])
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};

    #[test]
    fn element_count_mismatch() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[2, 3]);
        let _ = x.reshape(&[4, 2]);
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "reshape(tensor<2x3xf32>): cannot reshape 6 elements into shape [4, 2] (8 elements)"
        );
    }
}
