//! Static tensor types (element type plus dimensions).

use crate::DType;
use std::fmt;

/// The static type of a tensor: element type and dimension sizes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TensorType {
    /// Element type.
    pub dtype: DType,
    /// Dimension sizes, outermost first; empty for a scalar.
    pub dims: Vec<i64>,
}

impl TensorType {
    /// A tensor type of `dtype` with dimensions `dims`.
    pub fn new(dtype: DType, dims: &[i64]) -> Self {
        TensorType {
            dtype,
            dims: dims.to_vec(),
        }
    }

    /// A scalar of `dtype`.
    pub fn scalar(dtype: DType) -> Self {
        TensorType {
            dtype,
            dims: Vec::new(),
        }
    }

    /// Number of dimensions.
    pub fn rank(&self) -> usize {
        self.dims.len()
    }

    /// Number of elements (1 for a scalar).
    pub fn num_elements(&self) -> i64 {
        self.dims.iter().product()
    }

    /// The same dimensions with another element type.
    pub fn with_dtype(&self, dtype: DType) -> Self {
        TensorType {
            dtype,
            dims: self.dims.clone(),
        }
    }
}

impl fmt::Display for TensorType {
    /// MLIR spelling, e.g. `tensor<4x3xf32>` or `tensor<f32>`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tensor<")?;
        for d in &self.dims {
            write!(f, "{d}x")?;
        }
        write!(f, "{}>", self.dtype)
    }
}
