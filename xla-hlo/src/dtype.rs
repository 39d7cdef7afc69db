//! Element types of tensors and their StableHLO spellings.

use std::fmt;

/// Element type of a tensor.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum DType {
    /// Boolean (`i1`), the result of comparisons.
    Pred,
    /// Signed 32-bit integer.
    I32,
    /// Signed 64-bit integer.
    I64,
    /// Unsigned 32-bit integer.
    U32,
    /// IEEE half precision.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision (used by finite-difference tests).
    F64,
}

impl DType {
    /// The MLIR element type name (`f32`, `bf16`, `i1`, `ui32`, ...).
    pub fn mlir_name(self) -> &'static str {
        match self {
            DType::Pred => "i1",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::U32 => "ui32",
            DType::F16 => "f16",
            DType::BF16 => "bf16",
            DType::F32 => "f32",
            DType::F64 => "f64",
        }
    }

    /// True for the floating-point types, the only ones that carry gradients.
    pub fn is_float(self) -> bool {
        matches!(self, DType::F16 | DType::BF16 | DType::F32 | DType::F64)
    }

    /// True for the integer types (not `Pred`).
    pub fn is_int(self) -> bool {
        matches!(self, DType::I32 | DType::I64 | DType::U32)
    }

    /// Size of one element in bytes (`Pred` counts as one byte).
    pub fn size_bytes(self) -> usize {
        match self {
            DType::Pred => 1,
            DType::F16 | DType::BF16 => 2,
            DType::I32 | DType::U32 | DType::F32 => 4,
            DType::I64 | DType::F64 => 8,
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mlir_name())
    }
}
