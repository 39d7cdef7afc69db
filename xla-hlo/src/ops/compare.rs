//! `stablehlo.compare` and `stablehlo.select`.

use super::Op;
use super::elementwise::broadcast_shapes;
use crate::emit::{Emitter, Name};
use crate::graph::builder_for;
use crate::{DType, Error, Tensor, TensorType};

/// Comparison direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum CmpDir {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl CmpDir {
    fn mlir(self) -> &'static str {
        match self {
            CmpDir::Eq => "EQ",
            CmpDir::Ne => "NE",
            CmpDir::Lt => "LT",
            CmpDir::Le => "LE",
            CmpDir::Gt => "GT",
            CmpDir::Ge => "GE",
        }
    }
}

/// Broadcasts `ts` numpy-style to one shape (all in the innermost graph), or records an error for `op`.
pub(crate) fn broadcast_all(op: &'static str, ts: &[&Tensor]) -> Option<Vec<Tensor>> {
    let b = builder_for(ts);
    let ts: Vec<Tensor> = ts.iter().map(|t| b.adopt(t)).collect();
    let mut dims = ts[0].dims();
    for t in &ts[1..] {
        match broadcast_shapes(&dims, &t.dims()) {
            Some(d) => dims = d,
            None => {
                let tys: Vec<TensorType> = ts.iter().map(|t| t.ty()).collect();
                let refs: Vec<&TensorType> = tys.iter().collect();
                b.fail(Error::Op {
                    op,
                    operands: crate::graph::join_types(&refs),
                    rule: "shapes do not broadcast (trailing dimensions must be equal or 1)".into(),
                });
                return None;
            }
        }
    }
    Some(
        ts.iter()
            .map(|t| {
                if t.dims() == dims {
                    t.clone()
                } else {
                    t.broadcast_to(&dims)
                }
            })
            .collect(),
    )
}

impl Tensor {
    fn compare(&self, dir: CmpDir, rhs: &Tensor) -> Tensor {
        let Some(v) = broadcast_all("compare", &[self, rhs]) else {
            return builder_for(&[self, rhs]).fail(Error::Usage(String::new()));
        };
        let b = v[0].builder();
        let id = b.build("compare", &[&v[0], &v[1]], |t| {
            if t[0].dtype != t[1].dtype {
                return Err(format!(
                    "element types differ ({} vs {}); convert one operand",
                    t[0].dtype, t[1].dtype
                ));
            }
            Ok((Op::Compare(dir), vec![t[0].with_dtype(DType::Pred)]))
        });
        b.tensor(id)
    }

    /// `x == y` as pred (broadcasting).
    pub fn eq(&self, rhs: &Tensor) -> Tensor {
        self.compare(CmpDir::Eq, rhs)
    }
    /// `x != y` as pred (broadcasting).
    pub fn ne(&self, rhs: &Tensor) -> Tensor {
        self.compare(CmpDir::Ne, rhs)
    }
    /// `x < y` as pred (broadcasting).
    pub fn lt(&self, rhs: &Tensor) -> Tensor {
        self.compare(CmpDir::Lt, rhs)
    }
    /// `x <= y` as pred (broadcasting).
    pub fn le(&self, rhs: &Tensor) -> Tensor {
        self.compare(CmpDir::Le, rhs)
    }
    /// `x > y` as pred (broadcasting).
    pub fn gt(&self, rhs: &Tensor) -> Tensor {
        self.compare(CmpDir::Gt, rhs)
    }
    /// `x >= y` as pred (broadcasting).
    pub fn ge(&self, rhs: &Tensor) -> Tensor {
        self.compare(CmpDir::Ge, rhs)
    }

    /// Where `self` (pred) is true `on_true`, else `on_false` (all three broadcast to one shape).
    pub fn select(&self, on_true: &Tensor, on_false: &Tensor) -> Tensor {
        let Some(v) = broadcast_all("select", &[self, on_true, on_false]) else {
            return builder_for(&[self, on_true, on_false]).fail(Error::Usage(String::new()));
        };
        let b = v[0].builder();
        let id = b.build("select", &[&v[0], &v[1], &v[2]], |t| {
            if t[0].dtype != DType::Pred {
                return Err(format!("the condition must be pred, got {}", t[0].dtype));
            }
            if t[1].dtype != t[2].dtype {
                return Err(format!(
                    "branch element types differ ({} vs {})",
                    t[1].dtype, t[2].dtype
                ));
            }
            Ok((Op::Select, vec![t[1].clone()]))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit_compare(
    e: &mut Emitter,
    depth: usize,
    dir: CmpDir,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.compare",
        args,
        Some(format_args!(
            "comparison_direction = #stablehlo<comparison_direction {}>",
            dir.mlir()
        )),
        ins,
        &[out],
    )
}

pub(crate) fn emit_select(
    e: &mut Emitter,
    depth: usize,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(depth, "stablehlo.select", args, None, ins, &[out])
}

pub(crate) fn vjp_select(x: &[Tensor], g: &Tensor) -> Vec<Option<Tensor>> {
    let z = g.zeros_like();
    vec![None, Some(x[0].select(g, &z)), Some(x[0].select(&z, g))]
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};

    #[test]
    fn select_needs_pred_condition() {
        let b = Builder::new();
        let c = b.param(DType::F32, &[3]);
        let x = b.param(DType::F32, &[3]);
        let _ = c.select(&x, &x);
        let e = b.check().unwrap_err().to_string();
        assert!(e.starts_with("select(tensor<3xf32>, tensor<3xf32>, tensor<3xf32>): the condition must be pred, got f32"), "{e}");
    }
}
