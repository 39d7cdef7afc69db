//! `stablehlo.broadcast_in_dim`: explicit broadcasting; its VJP sums the cotangent back.

use super::Op;
use crate::emit::{Emitter, Name};
use crate::{Tensor, TensorType};

impl Tensor {
    /// Broadcasts to shape `out_dims`, operand dimension `i` becoming output dimension `mapping[i]`
    /// (operand sizes must equal the output size or be 1).
    pub fn broadcast_in_dim(&self, out_dims: &[i64], mapping: &[i64]) -> Tensor {
        let b = self.builder();
        let id = b.build("broadcast_in_dim", &[self], |t| {
            let x = t[0];
            if mapping.len() != x.rank() {
                return Err(format!("mapping {mapping:?} has {} entries for an operand of rank {}", mapping.len(), x.rank()));
            }
            for (i, &m) in mapping.iter().enumerate() {
                if m < 0 || m as usize >= out_dims.len() {
                    return Err(format!("mapping entry {m} is out of range for output shape {out_dims:?}"));
                }
                if i > 0 && m <= mapping[i - 1] {
                    return Err(format!("mapping {mapping:?} must be strictly increasing"));
                }
                let (xs, os) = (x.dims[i], out_dims[m as usize]);
                if xs != 1 && xs != os {
                    return Err(format!("operand dimension {i} (size {xs}) cannot broadcast to output dimension {m} (size {os})"));
                }
            }
            Ok((Op::BroadcastInDim(mapping.to_vec()), vec![TensorType::new(x.dtype, out_dims)]))
        });
        b.tensor(id)
    }

    /// Numpy-style broadcast to `dims` (trailing dimensions aligned).
    pub fn broadcast_to(&self, dims: &[i64]) -> Tensor {
        let r = self.rank();
        if r > dims.len() {
            let b = self.builder();
            return b.fail(crate::Error::Op {
                op: "broadcast_in_dim",
                operands: self.ty().to_string(),
                rule: format!("cannot broadcast rank {r} to the lower-rank shape {dims:?}"),
            });
        }
        let mapping: Vec<i64> = ((dims.len() - r) as i64..dims.len() as i64).collect();
        self.broadcast_in_dim(dims, &mapping)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    mapping: &[i64],
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.broadcast_in_dim",
        args,
        Some(format_args!(
            "broadcast_dimensions = array<i64{}>",
            I64s(mapping)
        )),
        ins,
        &[out],
    )
}

pub(crate) fn vjp(mapping: &[i64], x: &Tensor, g: &Tensor) -> Tensor {
    let xd = x.dims();
    let gd = g.dims();
    let mut axes = Vec::new();
    for o in 0..gd.len() as i64 {
        match mapping.iter().position(|&m| m == o) {
            None => axes.push(o),
            Some(i) if xd[i] == 1 && gd[o as usize] != 1 => axes.push(o),
            Some(_) => {}
        }
    }
    let summed = if axes.is_empty() {
        g.clone()
    } else {
        g.reduce_sum(&axes)
    };
    if summed.dims() == xd {
        summed
    } else {
        summed.reshape(&xd)
    }
}

/// Writes `: 1, 2, 3` for `array<i64: 1, 2, 3>` (nothing for an empty array).
pub(crate) struct I64s<'a>(pub &'a [i64]);

impl std::fmt::Display for I64s<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, v) in self.0.iter().enumerate() {
            write!(f, "{}{v}", if i == 0 { ": " } else { ", " })?;
        }
        Ok(())
    }
}

/// Writes `1, 2, 3` for `[1, 2, 3]` lists in dimension-number attributes.
pub(crate) struct List<'a>(pub &'a [i64]);

impl std::fmt::Display for List<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        for (i, v) in self.0.iter().enumerate() {
            write!(f, "{}{v}", if i == 0 { "" } else { ", " })?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};

    #[test]
    fn broadcast_size_mismatch_names_dims() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[3]);
        let _ = x.broadcast_in_dim(&[2, 4], &[1]);
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "broadcast_in_dim(tensor<3xf32>): operand dimension 0 (size 3) cannot broadcast to output dimension 1 (size 4)"
        );
    }

    #[test]
    fn emits_broadcast_dimensions() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[3]);
        let y = x.broadcast_to(&[2, 3]);
        let t = b.emit(&[&y]).unwrap();
        assert!(
            t.contains(
                "{broadcast_dimensions = array<i64: 1>} : (tensor<3xf32>) -> tensor<2x3xf32>"
            ),
            "{t}"
        );
    }
}
