//! Element types of buffers and tensors, and their PJRT / XLA encodings.

use pjrt_sys::PJRT_Buffer_Type;

use crate::error::{Error, Result};

/// The element type of an array.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ElementType {
    /// Boolean, one byte per element (0 or 1).
    Pred,
    /// Signed 8-bit integer.
    S8,
    /// Signed 16-bit integer.
    S16,
    /// Signed 32-bit integer.
    S32,
    /// Signed 64-bit integer.
    S64,
    /// Unsigned 8-bit integer.
    U8,
    /// Unsigned 16-bit integer.
    U16,
    /// Unsigned 32-bit integer.
    U32,
    /// Unsigned 64-bit integer.
    U64,
    /// IEEE half precision.
    F16,
    /// bfloat16.
    BF16,
    /// IEEE single precision.
    F32,
    /// IEEE double precision.
    F64,
}

impl ElementType {
    /// Bytes per element on the host.
    pub fn size_bytes(self) -> usize {
        match self {
            ElementType::Pred | ElementType::S8 | ElementType::U8 => 1,
            ElementType::S16 | ElementType::U16 | ElementType::F16 | ElementType::BF16 => 2,
            ElementType::S32 | ElementType::U32 | ElementType::F32 => 4,
            ElementType::S64 | ElementType::U64 | ElementType::F64 => 8,
        }
    }

    /// The StableHLO / MLIR spelling (`f32`, `bf16`, `i1`, `ui32`, ...).
    pub fn mlir_name(self) -> &'static str {
        match self {
            ElementType::Pred => "i1",
            ElementType::S8 => "i8",
            ElementType::S16 => "i16",
            ElementType::S32 => "i32",
            ElementType::S64 => "i64",
            ElementType::U8 => "ui8",
            ElementType::U16 => "ui16",
            ElementType::U32 => "ui32",
            ElementType::U64 => "ui64",
            ElementType::F16 => "f16",
            ElementType::BF16 => "bf16",
            ElementType::F32 => "f32",
            ElementType::F64 => "f64",
        }
    }

    pub(crate) fn to_pjrt(self) -> PJRT_Buffer_Type {
        match self {
            ElementType::Pred => PJRT_Buffer_Type::PJRT_Buffer_Type_PRED,
            ElementType::S8 => PJRT_Buffer_Type::PJRT_Buffer_Type_S8,
            ElementType::S16 => PJRT_Buffer_Type::PJRT_Buffer_Type_S16,
            ElementType::S32 => PJRT_Buffer_Type::PJRT_Buffer_Type_S32,
            ElementType::S64 => PJRT_Buffer_Type::PJRT_Buffer_Type_S64,
            ElementType::U8 => PJRT_Buffer_Type::PJRT_Buffer_Type_U8,
            ElementType::U16 => PJRT_Buffer_Type::PJRT_Buffer_Type_U16,
            ElementType::U32 => PJRT_Buffer_Type::PJRT_Buffer_Type_U32,
            ElementType::U64 => PJRT_Buffer_Type::PJRT_Buffer_Type_U64,
            ElementType::F16 => PJRT_Buffer_Type::PJRT_Buffer_Type_F16,
            ElementType::BF16 => PJRT_Buffer_Type::PJRT_Buffer_Type_BF16,
            ElementType::F32 => PJRT_Buffer_Type::PJRT_Buffer_Type_F32,
            ElementType::F64 => PJRT_Buffer_Type::PJRT_Buffer_Type_F64,
        }
    }

    pub(crate) fn from_pjrt(t: PJRT_Buffer_Type) -> Result<Self> {
        Ok(match t {
            PJRT_Buffer_Type::PJRT_Buffer_Type_PRED => ElementType::Pred,
            PJRT_Buffer_Type::PJRT_Buffer_Type_S8 => ElementType::S8,
            PJRT_Buffer_Type::PJRT_Buffer_Type_S16 => ElementType::S16,
            PJRT_Buffer_Type::PJRT_Buffer_Type_S32 => ElementType::S32,
            PJRT_Buffer_Type::PJRT_Buffer_Type_S64 => ElementType::S64,
            PJRT_Buffer_Type::PJRT_Buffer_Type_U8 => ElementType::U8,
            PJRT_Buffer_Type::PJRT_Buffer_Type_U16 => ElementType::U16,
            PJRT_Buffer_Type::PJRT_Buffer_Type_U32 => ElementType::U32,
            PJRT_Buffer_Type::PJRT_Buffer_Type_U64 => ElementType::U64,
            PJRT_Buffer_Type::PJRT_Buffer_Type_F16 => ElementType::F16,
            PJRT_Buffer_Type::PJRT_Buffer_Type_BF16 => ElementType::BF16,
            PJRT_Buffer_Type::PJRT_Buffer_Type_F32 => ElementType::F32,
            PJRT_Buffer_Type::PJRT_Buffer_Type_F64 => ElementType::F64,
            other => {
                return Err(Error::invalid(format!(
                    "PJRT buffer type {} is not supported by this crate",
                    other.0
                )));
            }
        })
    }

    /// From XLA's `PrimitiveType` enum number (xla_data.proto); `None` for non-array types.
    pub(crate) fn from_xla_primitive(t: i32) -> Option<Self> {
        Some(match t {
            1 => ElementType::Pred,
            2 => ElementType::S8,
            3 => ElementType::S16,
            4 => ElementType::S32,
            5 => ElementType::S64,
            6 => ElementType::U8,
            7 => ElementType::U16,
            8 => ElementType::U32,
            9 => ElementType::U64,
            10 => ElementType::F16,
            11 => ElementType::F32,
            12 => ElementType::F64,
            16 => ElementType::BF16,
            _ => return None,
        })
    }
}

impl std::fmt::Display for ElementType {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.mlir_name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [ElementType; 13] = [
        ElementType::Pred,
        ElementType::S8,
        ElementType::S16,
        ElementType::S32,
        ElementType::S64,
        ElementType::U8,
        ElementType::U16,
        ElementType::U32,
        ElementType::U64,
        ElementType::F16,
        ElementType::BF16,
        ElementType::F32,
        ElementType::F64,
    ];

    #[test]
    fn pjrt_encoding_round_trips_for_every_type() {
        for t in ALL {
            assert_eq!(ElementType::from_pjrt(t.to_pjrt()).unwrap(), t);
        }
    }

    #[test]
    fn sizes_match_the_mlir_bit_widths() {
        for t in ALL {
            let bits: usize = t
                .mlir_name()
                .trim_start_matches(['i', 'u', 'f', 'b'])
                .parse()
                .unwrap();
            assert_eq!(t.size_bytes(), bits.div_ceil(8), "{t}");
        }
    }
}
