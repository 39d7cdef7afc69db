//! Element-wise unary and binary arithmetic (`stablehlo.exponential`, `stablehlo.add`, ...).
//!
//! The primitive binary op needs equal shapes; the `Tensor` methods broadcast numpy-style first
//! (trailing dimensions aligned, size-1 dimensions stretched) with `broadcast_in_dim`, whose VJP sums
//! the cotangent back.

use super::Op;
use crate::emit::{Emitter, Name};
use crate::{DType, Tensor, TensorType};

/// Element-wise unary ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum UnaryOp {
    Neg,
    Abs,
    Sign,
    Exp,
    Expm1,
    Log,
    Log1p,
    Sqrt,
    Rsqrt,
    Tanh,
    Logistic,
    Sin,
    Cos,
    Floor,
    Ceil,
    Round,
    Not,
    IsFinite,
}

impl UnaryOp {
    fn info(self) -> (&'static str, &'static str) {
        use UnaryOp::*;
        match self {
            Neg => ("neg", "stablehlo.negate"),
            Abs => ("abs", "stablehlo.abs"),
            Sign => ("sign", "stablehlo.sign"),
            Exp => ("exp", "stablehlo.exponential"),
            Expm1 => ("expm1", "stablehlo.exponential_minus_one"),
            Log => ("log", "stablehlo.log"),
            Log1p => ("log1p", "stablehlo.log_plus_one"),
            Sqrt => ("sqrt", "stablehlo.sqrt"),
            Rsqrt => ("rsqrt", "stablehlo.rsqrt"),
            Tanh => ("tanh", "stablehlo.tanh"),
            Logistic => ("logistic", "stablehlo.logistic"),
            Sin => ("sin", "stablehlo.sine"),
            Cos => ("cos", "stablehlo.cosine"),
            Floor => ("floor", "stablehlo.floor"),
            Ceil => ("ceil", "stablehlo.ceil"),
            Round => ("round", "stablehlo.round_nearest_even"),
            Not => ("not", "stablehlo.not"),
            IsFinite => ("is_finite", "stablehlo.is_finite"),
        }
    }

    /// The result type, or the broken rule.
    fn rule(self, x: &TensorType) -> Result<TensorType, String> {
        use UnaryOp::*;
        match self {
            Neg | Abs | Sign if x.dtype == DType::Pred => {
                Err("needs a numeric operand, got pred".into())
            }
            Neg | Abs | Sign => Ok(x.clone()),
            Not if x.dtype.is_float() => Err("needs a pred or integer operand".into()),
            Not => Ok(x.clone()),
            IsFinite if !x.dtype.is_float() => Err("needs a floating-point operand".into()),
            IsFinite => Ok(x.with_dtype(DType::Pred)),
            _ if !x.dtype.is_float() => Err(format!(
                "needs a floating-point operand, got {}; convert it first",
                x.dtype
            )),
            _ => Ok(x.clone()),
        }
    }
}

/// Element-wise binary ops.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum BinaryOp {
    Add,
    Sub,
    Mul,
    Div,
    Max,
    Min,
    Pow,
    Rem,
    And,
    Or,
    Xor,
}

impl BinaryOp {
    fn info(self) -> (&'static str, &'static str) {
        use BinaryOp::*;
        match self {
            Add => ("add", "stablehlo.add"),
            Sub => ("sub", "stablehlo.subtract"),
            Mul => ("mul", "stablehlo.multiply"),
            Div => ("div", "stablehlo.divide"),
            Max => ("max", "stablehlo.maximum"),
            Min => ("min", "stablehlo.minimum"),
            Pow => ("pow", "stablehlo.power"),
            Rem => ("rem", "stablehlo.remainder"),
            And => ("and", "stablehlo.and"),
            Or => ("or", "stablehlo.or"),
            Xor => ("xor", "stablehlo.xor"),
        }
    }
}

/// The numpy broadcast of two shapes, or `None` if they are incompatible.
pub(crate) fn broadcast_shapes(a: &[i64], b: &[i64]) -> Option<Vec<i64>> {
    let r = a.len().max(b.len());
    let mut out = vec![0; r];
    for i in 0..r {
        let da = if i + a.len() >= r {
            a[i + a.len() - r]
        } else {
            1
        };
        let db = if i + b.len() >= r {
            b[i + b.len() - r]
        } else {
            1
        };
        out[i] = match (da, db) {
            (x, y) if x == y => x,
            (1, y) => y,
            (x, 1) => x,
            _ => return None,
        };
    }
    Some(out)
}

impl Tensor {
    fn unary(&self, op: UnaryOp) -> Tensor {
        let (name, _) = op.info();
        let b = self.builder();
        let id = b.build(name, &[self], |t| Ok((Op::Unary(op), vec![op.rule(t[0])?])));
        b.tensor(id)
    }

    /// `-x`.
    pub fn neg(&self) -> Tensor {
        self.unary(UnaryOp::Neg)
    }
    /// `|x|`.
    pub fn abs(&self) -> Tensor {
        self.unary(UnaryOp::Abs)
    }
    /// -1, 0 or 1 by the sign of `x` (gradient zero).
    pub fn sign(&self) -> Tensor {
        self.unary(UnaryOp::Sign)
    }
    /// `e^x`.
    pub fn exp(&self) -> Tensor {
        self.unary(UnaryOp::Exp)
    }
    /// `e^x - 1`, accurate near 0.
    pub fn expm1(&self) -> Tensor {
        self.unary(UnaryOp::Expm1)
    }
    /// Natural logarithm.
    pub fn log(&self) -> Tensor {
        self.unary(UnaryOp::Log)
    }
    /// `ln(1 + x)`, accurate near 0.
    pub fn log1p(&self) -> Tensor {
        self.unary(UnaryOp::Log1p)
    }
    /// Square root.
    pub fn sqrt(&self) -> Tensor {
        self.unary(UnaryOp::Sqrt)
    }
    /// `1 / sqrt(x)`.
    pub fn rsqrt(&self) -> Tensor {
        self.unary(UnaryOp::Rsqrt)
    }
    /// Hyperbolic tangent.
    pub fn tanh(&self) -> Tensor {
        self.unary(UnaryOp::Tanh)
    }
    /// `1 / (1 + e^-x)` (sigmoid).
    pub fn logistic(&self) -> Tensor {
        self.unary(UnaryOp::Logistic)
    }
    /// Sine.
    pub fn sin(&self) -> Tensor {
        self.unary(UnaryOp::Sin)
    }
    /// Cosine.
    pub fn cos(&self) -> Tensor {
        self.unary(UnaryOp::Cos)
    }
    /// Round toward -inf (gradient zero).
    pub fn floor(&self) -> Tensor {
        self.unary(UnaryOp::Floor)
    }
    /// Round toward +inf (gradient zero).
    pub fn ceil(&self) -> Tensor {
        self.unary(UnaryOp::Ceil)
    }
    /// Round half to even (gradient zero).
    pub fn round(&self) -> Tensor {
        self.unary(UnaryOp::Round)
    }
    /// Logical / bitwise not of a pred or integer tensor.
    pub fn not(&self) -> Tensor {
        self.unary(UnaryOp::Not)
    }
    /// True where `x` is neither infinite nor NaN.
    pub fn is_finite(&self) -> Tensor {
        self.unary(UnaryOp::IsFinite)
    }

    fn binary(&self, op: BinaryOp, rhs: &Tensor) -> Tensor {
        let (name, _) = op.info();
        if !self.same_graph(rhs) {
            let b = crate::graph::builder_for(&[self, rhs]);
            return b.adopt(self).binary(op, &b.adopt(rhs));
        }
        let b = self.builder();
        let (lt, rt) = (self.ty(), rhs.ty());
        if lt.dims == rt.dims || self.is_poison() || rhs.is_poison() {
            let id = b.build(name, &[self, rhs], |t| {
                binary_rule(op, t[0], t[1]).map(|ty| (Op::Binary(op), vec![ty]))
            });
            return b.tensor(id);
        }
        match broadcast_shapes(&lt.dims, &rt.dims) {
            Some(dims) => {
                let l = if lt.dims == dims { self.clone() } else { self.broadcast_to(&dims) };
                let r = if rt.dims == dims { rhs.clone() } else { rhs.broadcast_to(&dims) };
                l.binary(op, &r)
            }
            None => b.fail(crate::Error::Op {
                op: name,
                operands: format!("{lt}, {rt}"),
                rule: format!("shapes {:?} and {:?} do not broadcast (trailing dimensions must be equal or 1)", lt.dims, rt.dims),
            }),
        }
    }

    /// `x + y` (broadcasting).
    pub fn add(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Add, rhs)
    }
    /// `x - y` (broadcasting).
    pub fn sub(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Sub, rhs)
    }
    /// `x * y` (broadcasting).
    pub fn mul(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Mul, rhs)
    }
    /// `x / y` (broadcasting).
    pub fn div(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Div, rhs)
    }
    /// Element-wise maximum; on ties the gradient goes to `self`.
    pub fn max(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Max, rhs)
    }
    /// Element-wise minimum; on ties the gradient goes to `self`.
    pub fn min(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Min, rhs)
    }
    /// `x ^ y`.
    pub fn pow(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Pow, rhs)
    }
    /// Remainder with the sign of the dividend (C `fmod`).
    pub fn rem(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Rem, rhs)
    }
    /// Logical / bitwise and.
    pub fn and(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::And, rhs)
    }
    /// Logical / bitwise or.
    pub fn or(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Or, rhs)
    }
    /// Logical / bitwise xor.
    pub fn xor(&self, rhs: &Tensor) -> Tensor {
        self.binary(BinaryOp::Xor, rhs)
    }
}

fn binary_rule(op: BinaryOp, a: &TensorType, b: &TensorType) -> Result<TensorType, String> {
    use BinaryOp::*;
    if a.dtype != b.dtype {
        return Err(format!(
            "element types differ ({} vs {}); convert one operand",
            a.dtype, b.dtype
        ));
    }
    if a.dims != b.dims {
        return Err(format!("shapes {:?} and {:?} differ", a.dims, b.dims));
    }
    match op {
        And | Or | Xor if a.dtype.is_float() => Err("needs pred or integer operands".into()),
        Add | Sub | Mul | Div | Max | Min | Pow | Rem if a.dtype == DType::Pred => {
            Err("needs numeric operands, got pred".into())
        }
        _ => Ok(a.clone()),
    }
}

pub(crate) fn emit_unary(
    e: &mut Emitter,
    depth: usize,
    op: UnaryOp,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(depth, op.info().1, args, None, ins, &[out])
}

pub(crate) fn emit_binary(
    e: &mut Emitter,
    depth: usize,
    op: BinaryOp,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(depth, op.info().1, args, None, ins, &[out])
}

pub(crate) fn vjp_unary(op: UnaryOp, x: &Tensor, y: &Tensor, g: &Tensor) -> Option<Tensor> {
    use UnaryOp::*;
    Some(match op {
        Neg => -g,
        Abs => g * x.sign(),
        Exp => g * y,
        Expm1 => g * (y + 1.0),
        Log => g / x,
        Log1p => g / (x + 1.0),
        Sqrt => g * 0.5 / y,
        Rsqrt => g * -0.5 * y / x,
        Tanh => g * (1.0 - y * y),
        Logistic => g * y * (1.0 - y),
        Sin => g * x.cos(),
        Cos => -(g * x.sin()),
        Sign | Floor | Ceil | Round | Not | IsFinite => return None,
    })
}

pub(crate) fn vjp_binary(
    op: BinaryOp,
    a: &Tensor,
    b: &Tensor,
    y: &Tensor,
    g: &Tensor,
) -> Vec<Option<Tensor>> {
    use BinaryOp::*;
    match op {
        Add => vec![Some(g.clone()), Some(g.clone())],
        Sub => vec![Some(g.clone()), Some(-g)],
        Mul => vec![Some(g * b), Some(g * a)],
        Div => vec![Some(g / b), Some(-(g * y) / b)],
        Max | Min => {
            // Ties go to the left operand, deterministically.
            let left = if op == Max { a.ge(b) } else { a.le(b) };
            let z = g.zeros_like();
            vec![Some(left.select(g, &z)), Some(left.select(&z, g))]
        }
        Pow => {
            // d/da a^b = b a^(b-1); d/db a^b = a^b ln a, with ln taken as 0 at a == 0 (as JAX does).
            let da = g * b * a.pow(&(b - 1.0));
            let safe_a = a.eq(&a.zeros_like()).select(&a.scalar_like(1.0), a);
            let db = g * y * safe_a.log();
            vec![Some(da), Some(db)]
        }
        Rem => {
            // rem(a, b) = a - b * trunc(a / b).
            let q = a / b;
            let trunc = q.sign() * q.abs().floor();
            vec![Some(g.clone()), Some(-(g * trunc))]
        }
        And | Or | Xor => vec![None, None],
    }
}

#[cfg(test)]
mod tests {
    use super::broadcast_shapes;
    use crate::{Builder, DType};

    #[test]
    fn numpy_broadcast_shapes() {
        assert_eq!(broadcast_shapes(&[4, 1, 3], &[5, 1]), Some(vec![4, 5, 3]));
        assert_eq!(broadcast_shapes(&[], &[2, 3]), Some(vec![2, 3]));
        assert_eq!(broadcast_shapes(&[2, 3], &[4, 3]), None);
    }

    #[test]
    fn dtype_mismatch_names_op_and_types() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[2, 3]);
        let y = b.param(DType::BF16, &[2, 3]);
        let _ = &x + &y;
        let e = b.check().unwrap_err().to_string();
        assert_eq!(
            e,
            "add(tensor<2x3xf32>, tensor<2x3xbf16>): element types differ (f32 vs bf16); convert one operand"
        );
    }

    #[test]
    fn incompatible_broadcast_names_shapes() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[2, 3]);
        let y = b.param(DType::F32, &[4, 3]);
        let _ = &x * &y;
        let e = b.check().unwrap_err().to_string();
        assert!(
            e.starts_with(
                "mul(tensor<2x3xf32>, tensor<4x3xf32>): shapes [2, 3] and [4, 3] do not broadcast"
            ),
            "{e}"
        );
    }

    #[test]
    fn float_only_op_rejects_int() {
        let b = Builder::new();
        let x = b.param(DType::I32, &[3]);
        let _ = x.exp();
        let e = b.check().unwrap_err().to_string();
        assert!(
            e.starts_with("exp(tensor<3xi32>): needs a floating-point operand, got i32"),
            "{e}"
        );
    }

    #[test]
    fn first_error_is_kept_and_later_ops_are_skipped() {
        let b = Builder::new();
        let x = b.param(DType::I32, &[3]);
        let bad = x.log();
        let _ = bad.tanh().exp();
        let y = b.param(DType::F32, &[2]);
        let _ = &y + &b.param(DType::F32, &[3]);
        let e = b.check().unwrap_err().to_string();
        assert!(e.starts_with("log("), "{e}");
    }

    #[test]
    fn emits_generic_form() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[2, 3]);
        let y = (&x + &x).tanh();
        let text = b.emit(&[&y]).unwrap();
        assert!(text.contains("%0 = \"stablehlo.add\"(%arg0, %arg0) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>"), "{text}");
        assert!(
            text.contains("%1 = \"stablehlo.tanh\"(%0) : (tensor<2x3xf32>) -> tensor<2x3xf32>"),
            "{text}"
        );
    }
}
