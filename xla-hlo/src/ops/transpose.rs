//! `stablehlo.transpose`.

use super::Op;
use super::broadcast::I64s;
use crate::emit::{Emitter, Name};
use crate::{Tensor, TensorType};

impl Tensor {
    /// Permutes dimensions: output dimension `i` is operand dimension `perm[i]`.
    pub fn transpose(&self, perm: &[i64]) -> Tensor {
        let b = self.builder();
        let id = b.build("transpose", &[self], |t| {
            let x = t[0];
            let mut seen = vec![false; x.rank()];
            if perm.len() != x.rank() {
                return Err(format!(
                    "permutation {perm:?} has {} entries for rank {}",
                    perm.len(),
                    x.rank()
                ));
            }
            for &p in perm {
                if p < 0 || p as usize >= x.rank() || std::mem::replace(&mut seen[p as usize], true)
                {
                    return Err(format!("{perm:?} is not a permutation of 0..{}", x.rank()));
                }
            }
            let dims: Vec<i64> = perm.iter().map(|&p| x.dims[p as usize]).collect();
            Ok((
                Op::Transpose(perm.to_vec()),
                vec![TensorType::new(x.dtype, &dims)],
            ))
        });
        b.tensor(id)
    }
}

pub(crate) fn inverse(perm: &[i64]) -> Vec<i64> {
    let mut inv = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inv[p as usize] = i as i64;
    }
    inv
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    perm: &[i64],
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.transpose",
        args,
        Some(format_args!("permutation = array<i64{}>", I64s(perm))),
        ins,
        &[out],
    )
}

pub(crate) fn vjp(perm: &[i64], g: &Tensor) -> Tensor {
    g.transpose(&inverse(perm))
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};

    #[test]
    fn rejects_non_permutation() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[2, 3]);
        let _ = x.transpose(&[0, 0]);
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "transpose(tensor<2x3xf32>): [0, 0] is not a permutation of 0..2"
        );
    }
}
