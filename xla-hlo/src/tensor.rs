//! Tensor handles: cheap clones of (graph, node) with operators and method chaining.
//!
//! Every op is a method (`x.matmul(&w).tanh()`), and `+ - * /` and unary `-` work on `Tensor` and
//! `&Tensor` with numpy-style broadcasting and with `f64` scalars (converted to the tensor's dtype).
//! Ops never panic on bad input: they record the first error in the graph and return a poisoned tensor
//! (see [`crate::Error`]).

use crate::graph::{Builder, NodeId};
use crate::{DType, Result, TensorType};
use std::cell::RefCell;
use std::fmt;
use std::ops::{Add, Div, Mul, Neg, Sub};
use std::rc::Rc;

/// A value in a graph. Clone is cheap (a reference count and an index).
#[derive(Clone)]
pub struct Tensor {
    pub(crate) g: Rc<RefCell<crate::graph::GraphData>>,
    pub(crate) id: NodeId,
}

impl fmt::Debug for Tensor {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Tensor(%{}: {})", self.id, self.ty())
    }
}

impl Tensor {
    /// The builder of the graph this tensor lives in.
    pub fn builder(&self) -> Builder {
        Builder::from_data(self.g.clone())
    }

    /// The tensor's static type (a poisoned tensor reports `tensor<f32>`).
    pub fn ty(&self) -> TensorType {
        self.g.borrow().ty(self.id).clone()
    }

    /// Element type.
    pub fn dtype(&self) -> DType {
        self.g.borrow().ty(self.id).dtype
    }

    /// Dimension sizes.
    pub fn dims(&self) -> Vec<i64> {
        self.g.borrow().ty(self.id).dims.clone()
    }

    /// Number of dimensions.
    pub fn rank(&self) -> usize {
        self.g.borrow().ty(self.id).dims.len()
    }

    /// Returns `self` if the graph has no error so far, else the first error (fail early).
    pub fn check(&self) -> Result<Tensor> {
        self.builder().check().map(|_| self.clone())
    }

    pub(crate) fn is_poison(&self) -> bool {
        self.g.borrow().is_poison(self.id)
    }

    pub(crate) fn same_graph(&self, other: &Tensor) -> bool {
        Rc::ptr_eq(&self.g, &other.g)
    }
}

macro_rules! binop_impl {
    ($tr:ident, $m:ident, $f:ident) => {
        impl $tr<&Tensor> for &Tensor {
            type Output = Tensor;
            fn $m(self, rhs: &Tensor) -> Tensor {
                self.$f(rhs)
            }
        }
        impl $tr<Tensor> for Tensor {
            type Output = Tensor;
            fn $m(self, rhs: Tensor) -> Tensor {
                (&self).$f(&rhs)
            }
        }
        impl $tr<&Tensor> for Tensor {
            type Output = Tensor;
            fn $m(self, rhs: &Tensor) -> Tensor {
                (&self).$f(rhs)
            }
        }
        impl $tr<Tensor> for &Tensor {
            type Output = Tensor;
            fn $m(self, rhs: Tensor) -> Tensor {
                self.$f(&rhs)
            }
        }
        impl $tr<f64> for &Tensor {
            type Output = Tensor;
            fn $m(self, rhs: f64) -> Tensor {
                let c = self.scalar_like(rhs);
                self.$f(&c)
            }
        }
        impl $tr<f64> for Tensor {
            type Output = Tensor;
            fn $m(self, rhs: f64) -> Tensor {
                let c = self.scalar_like(rhs);
                (&self).$f(&c)
            }
        }
        impl $tr<&Tensor> for f64 {
            type Output = Tensor;
            fn $m(self, rhs: &Tensor) -> Tensor {
                let c = rhs.scalar_like(self);
                c.$f(rhs)
            }
        }
        impl $tr<Tensor> for f64 {
            type Output = Tensor;
            fn $m(self, rhs: Tensor) -> Tensor {
                let c = rhs.scalar_like(self);
                c.$f(&rhs)
            }
        }
    };
}

binop_impl!(Add, add, add);
binop_impl!(Sub, sub, sub);
binop_impl!(Mul, mul, mul);
binop_impl!(Div, div, div);

impl Neg for &Tensor {
    type Output = Tensor;
    fn neg(self) -> Tensor {
        Tensor::neg(self)
    }
}

impl Neg for Tensor {
    type Output = Tensor;
    fn neg(self) -> Tensor {
        Tensor::neg(&self)
    }
}
