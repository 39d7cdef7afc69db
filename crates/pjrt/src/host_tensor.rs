//! `HostTensor`: a dense, row-major, little-endian array in host memory.

use half::{bf16, f16};

use crate::element_type::ElementType;
use crate::error::{Error, Result};

/// A dense array on the host: element type, dimensions, and row-major little-endian bytes.
#[derive(Debug, Clone, PartialEq)]
pub struct HostTensor {
    dtype: ElementType,
    dims: Vec<i64>,
    bytes: Vec<u8>,
}

/// Number of elements of an array with `dims`, refusing negative dimensions and overflow.
pub(crate) fn element_count(dims: &[i64]) -> Result<usize> {
    dims.iter().try_fold(1usize, |acc, &d| {
        let d = usize::try_from(d)
            .map_err(|_| Error::invalid(format!("dimension {d} in {dims:?} is negative")))?;
        acc.checked_mul(d).ok_or_else(|| {
            Error::invalid(format!("dimensions {dims:?} overflow the address space"))
        })
    })
}

macro_rules! typed_access {
    ($($from:ident, $to:ident, $scalar:ident, $t:ty, $dtype:ident;)*) => {$(
        #[doc = concat!("A tensor of `", stringify!($t), "` values; `data.len()` must match `dims`.")]
        pub fn $from(dims: &[i64], data: &[$t]) -> Result<Self> {
            let bytes = data.iter().flat_map(|v| v.to_le_bytes()).collect();
            Self::new(ElementType::$dtype, dims, bytes)
        }

        #[doc = concat!("A rank-0 tensor holding one `", stringify!($t), "`.")]
        pub fn $scalar(v: $t) -> Self {
            HostTensor { dtype: ElementType::$dtype, dims: Vec::new(), bytes: v.to_le_bytes().to_vec() }
        }

        #[doc = concat!("The elements as `", stringify!($t), "`; fails unless the dtype is ", stringify!($dtype), ".")]
        pub fn $to(&self) -> Result<Vec<$t>> {
            self.expect_dtype(ElementType::$dtype)?;
            const N: usize = std::mem::size_of::<$t>();
            Ok(self
                .bytes
                .chunks_exact(N)
                .map(|c| <$t>::from_le_bytes(c.try_into().expect("chunks_exact yields N bytes")))
                .collect())
        }
    )*};
}

impl HostTensor {
    /// A tensor from raw row-major little-endian bytes; checks the byte length against `dims`.
    pub fn new(dtype: ElementType, dims: &[i64], bytes: Vec<u8>) -> Result<Self> {
        let expected = element_count(dims)? * dtype.size_bytes();
        if bytes.len() != expected {
            return Err(Error::invalid(format!(
                "a {dtype} tensor of shape {dims:?} needs {expected} bytes, got {}",
                bytes.len()
            )));
        }
        Ok(HostTensor {
            dtype,
            dims: dims.to_vec(),
            bytes,
        })
    }

    /// A tensor of zeros.
    pub fn zeros(dtype: ElementType, dims: &[i64]) -> Result<Self> {
        let n = element_count(dims)? * dtype.size_bytes();
        Self::new(dtype, dims, vec![0; n])
    }

    typed_access! {
        from_f32, to_f32, scalar_f32, f32, F32;
        from_f64, to_f64, scalar_f64, f64, F64;
        from_i8, to_i8, scalar_i8, i8, S8;
        from_i16, to_i16, scalar_i16, i16, S16;
        from_i32, to_i32, scalar_i32, i32, S32;
        from_i64, to_i64, scalar_i64, i64, S64;
        from_u8, to_u8, scalar_u8, u8, U8;
        from_u16, to_u16, scalar_u16, u16, U16;
        from_u32, to_u32, scalar_u32, u32, U32;
        from_u64, to_u64, scalar_u64, u64, U64;
        from_bf16, to_bf16, scalar_bf16, bf16, BF16;
        from_f16, to_f16, scalar_f16, f16, F16;
    }

    /// A boolean tensor (one byte per element, 0 or 1).
    pub fn from_bool(dims: &[i64], data: &[bool]) -> Result<Self> {
        Self::new(
            ElementType::Pred,
            dims,
            data.iter().map(|&b| b as u8).collect(),
        )
    }

    /// A rank-0 boolean tensor.
    pub fn scalar_bool(v: bool) -> Self {
        HostTensor {
            dtype: ElementType::Pred,
            dims: Vec::new(),
            bytes: vec![v as u8],
        }
    }

    /// The elements as booleans (any non-zero byte is true); fails unless the dtype is Pred.
    pub fn to_bool(&self) -> Result<Vec<bool>> {
        self.expect_dtype(ElementType::Pred)?;
        Ok(self.bytes.iter().map(|&b| b != 0).collect())
    }

    /// The element type.
    pub fn dtype(&self) -> ElementType {
        self.dtype
    }

    /// The dimensions (empty for a scalar).
    pub fn dims(&self) -> &[i64] {
        &self.dims
    }

    /// The row-major little-endian bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Consumes the tensor, returning its bytes.
    pub fn into_bytes(self) -> Vec<u8> {
        self.bytes
    }

    /// The number of elements.
    pub fn element_count(&self) -> usize {
        self.bytes.len() / self.dtype.size_bytes()
    }

    fn expect_dtype(&self, want: ElementType) -> Result<()> {
        if self.dtype == want {
            Ok(())
        } else {
            Err(Error::invalid(format!(
                "tensor holds {} elements, not {want}",
                self.dtype
            )))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_length_is_checked_against_the_shape() {
        let e = HostTensor::new(ElementType::F32, &[2, 3], vec![0; 20]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "a f32 tensor of shape [2, 3] needs 24 bytes, got 20"
        );
        let e = HostTensor::from_i32(&[-1], &[]).unwrap_err();
        assert!(e.to_string().contains("negative"), "{e}");
    }

    #[test]
    fn values_are_little_endian_row_major() {
        let t = HostTensor::from_u32(&[2], &[1, 0x0102_0304]).unwrap();
        assert_eq!(t.bytes(), &[1, 0, 0, 0, 4, 3, 2, 1]);
        let b = HostTensor::from_bf16(&[1], &[bf16::from_f32(1.0)]).unwrap();
        assert_eq!(b.bytes(), &[0x80, 0x3f]);
    }

    #[test]
    fn reading_with_the_wrong_type_is_refused() {
        let t = HostTensor::scalar_f64(2.5);
        assert_eq!(t.to_f64().unwrap(), vec![2.5]);
        assert_eq!(
            t.to_f32().unwrap_err().to_string(),
            "tensor holds f64 elements, not f32"
        );
        assert_eq!(
            HostTensor::from_bool(&[2], &[true, false])
                .unwrap()
                .to_bool()
                .unwrap(),
            vec![true, false]
        );
    }
}
