//! Safetensors files of named host tensors: the one reader and writer behind checkpoints
//! (`checkpoint.rs`), `namtrain init` and `namtrain eval-loss`.
//!
//! Reading goes through the `safetensors` crate (an independent parser of the format); writing
//! either serializes tensors held in memory ([`to_bytes`], [`write()`]) or streams one tensor at
//! a time after a header computed from the shapes ([`write_streamed`]), so a full-size model's
//! parameters never need to be in memory at once. Files are written atomically
//! ([`files::write_atomic_with`]): a crash never leaves a truncated file under the final name.
//! bf16 values are widened through `half`.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use pjrt::{ElementType, HostTensor};

/// Errors reading or writing a tensor file.
#[derive(Debug, thiserror::Error)]
pub enum TensorFileError {
    /// Writing failed (the previous file, if any, is untouched).
    #[error(transparent)]
    Write(#[from] files::FileError),
    /// The file could not be read.
    #[error("reading {}: {source}", path.display())]
    Read {
        /// The file.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },
    /// The bytes are not a safetensors file this reader supports, or a tensor cannot be stored.
    #[error("{}: {reason}", path.display())]
    Invalid {
        /// The file (empty for bytes that are not from a file).
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
}

fn to_safetensors_dtype(t: ElementType) -> Result<safetensors::Dtype, String> {
    use safetensors::Dtype as D;
    Ok(match t {
        ElementType::Pred => D::BOOL,
        ElementType::S8 => D::I8,
        ElementType::U8 => D::U8,
        ElementType::S32 => D::I32,
        ElementType::S64 => D::I64,
        ElementType::U32 => D::U32,
        ElementType::F16 => D::F16,
        ElementType::BF16 => D::BF16,
        ElementType::F32 => D::F32,
        ElementType::F64 => D::F64,
        #[allow(unreachable_patterns)]
        other => {
            return Err(format!(
                "element type {other:?} cannot be stored in safetensors"
            ));
        }
    })
}

fn from_safetensors_dtype(t: safetensors::Dtype) -> Result<ElementType, String> {
    use safetensors::Dtype as D;
    Ok(match t {
        D::BOOL => ElementType::Pred,
        D::I8 => ElementType::S8,
        D::U8 => ElementType::U8,
        D::I32 => ElementType::S32,
        D::I64 => ElementType::S64,
        D::U32 => ElementType::U32,
        D::F16 => ElementType::F16,
        D::BF16 => ElementType::BF16,
        D::F32 => ElementType::F32,
        D::F64 => ElementType::F64,
        other => return Err(format!("safetensors dtype {other:?} is not supported")),
    })
}

/// Serializes named host tensors to safetensors bytes (deterministic: name order).
pub fn to_bytes(tensors: &BTreeMap<String, HostTensor>) -> Result<Vec<u8>, String> {
    let mut views = Vec::with_capacity(tensors.len());
    for (name, t) in tensors {
        let dims: Vec<usize> = t.dims().iter().map(|&d| d as usize).collect();
        let view =
            safetensors::tensor::TensorView::new(to_safetensors_dtype(t.dtype())?, dims, t.bytes())
                .map_err(|e| format!("tensor `{name}`: {e}"))?;
        views.push((name.clone(), view));
    }
    safetensors::serialize(views, None).map_err(|e| e.to_string())
}

/// Parses safetensors bytes into named host tensors.
pub fn from_bytes(bytes: &[u8]) -> Result<BTreeMap<String, HostTensor>, String> {
    from_bytes_where(bytes, |_| true)
}

/// [`from_bytes`] of the tensors whose name `wanted` accepts; the others are neither copied
/// nor required to have a dtype this reader supports.
fn from_bytes_where(
    bytes: &[u8],
    wanted: impl Fn(&str) -> bool,
) -> Result<BTreeMap<String, HostTensor>, String> {
    let st =
        safetensors::SafeTensors::deserialize(bytes).map_err(|e| format!("safetensors: {e}"))?;
    let mut out = BTreeMap::new();
    for (name, view) in st.tensors() {
        if !wanted(&name) {
            continue;
        }
        let dtype =
            from_safetensors_dtype(view.dtype()).map_err(|e| format!("tensor `{name}`: {e}"))?;
        let dims: Vec<i64> = view.shape().iter().map(|&d| d as i64).collect();
        let t = HostTensor::new(dtype, &dims, view.data().to_vec())
            .map_err(|e| format!("tensor `{name}`: {e}"))?;
        out.insert(name, t);
    }
    Ok(out)
}

/// Reads a safetensors file into named host tensors.
pub fn read(path: &Path) -> Result<BTreeMap<String, HostTensor>, TensorFileError> {
    read_where(path, |_| true)
}

/// Reads the tensors of a safetensors file whose name `wanted` accepts: files made elsewhere
/// may carry extra tensors, in any dtype, that the caller ignores.
pub fn read_where(
    path: &Path,
    wanted: impl Fn(&str) -> bool,
) -> Result<BTreeMap<String, HostTensor>, TensorFileError> {
    let bytes = std::fs::read(path).map_err(|source| TensorFileError::Read {
        path: path.to_path_buf(),
        source,
    })?;
    from_bytes_where(&bytes, wanted).map_err(|reason| TensorFileError::Invalid {
        path: path.to_path_buf(),
        reason: format!("not a valid safetensors file ({reason})"),
    })
}

/// Writes named host tensors to `path` atomically.
pub fn write(path: &Path, tensors: &BTreeMap<String, HostTensor>) -> Result<(), TensorFileError> {
    let bytes = to_bytes(tensors).map_err(|reason| TensorFileError::Invalid {
        path: path.to_path_buf(),
        reason,
    })?;
    Ok(files::write_atomic(path, &bytes)?)
}

/// One tensor of a streamed file: its name, element type and shape.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorEntry {
    /// The key in the file.
    pub name: String,
    /// Element type of the values.
    pub dtype: ElementType,
    /// Shape.
    pub dims: Vec<usize>,
}

impl TensorEntry {
    fn byte_len(&self) -> usize {
        self.dims.iter().product::<usize>() * self.dtype.size_bytes()
    }
}

/// Writes a safetensors file one tensor at a time: the header (with `metadata` under
/// `__metadata__`) is computed from `entries`, then `fill(i, out)` writes entry `i`'s values
/// (little-endian, `dims` product × element width bytes) in `entries` order. The data keep
/// `entries` order; the header's keys are sorted. Written atomically.
pub fn write_streamed(
    path: &Path,
    metadata: &BTreeMap<String, String>,
    entries: &[TensorEntry],
    mut fill: impl FnMut(usize, &mut dyn Write) -> std::io::Result<()>,
) -> Result<(), TensorFileError> {
    let invalid = |reason: String| TensorFileError::Invalid {
        path: path.to_path_buf(),
        reason,
    };
    let mut header = serde_json::Map::new();
    if !metadata.is_empty() {
        header.insert("__metadata__".into(), serde_json::json!(metadata));
    }
    let mut offset = 0usize;
    for e in entries {
        let dtype = to_safetensors_dtype(e.dtype).map_err(&invalid)?;
        let end = offset + e.byte_len();
        header.insert(
            e.name.clone(),
            serde_json::json!({"dtype": dtype, "shape": e.dims, "data_offsets": [offset, end]}),
        );
        offset = end;
    }
    let mut text = serde_json::to_vec(&serde_json::Value::Object(header))
        .map_err(|e| invalid(e.to_string()))?;
    // Pad the header with spaces to 8 bytes so the data that follows is aligned.
    text.resize(text.len().div_ceil(8) * 8, b' ');
    let tmp = files::temp_sibling(path);
    files::write_atomic_with(path, |file| {
        let io = |e| files::FileError::new("writing", &tmp, e);
        let mut w = std::io::BufWriter::new(file);
        w.write_all(&(text.len() as u64).to_le_bytes())
            .map_err(io)?;
        w.write_all(&text).map_err(io)?;
        for (i, e) in entries.iter().enumerate() {
            let mut counted = CountingWriter {
                inner: &mut w,
                written: 0,
            };
            fill(i, &mut counted).map_err(io)?;
            if counted.written != e.byte_len() {
                return Err(invalid(format!(
                    "tensor `{}` wrote {} bytes, its shape {:?} of {:?} needs {}",
                    e.name,
                    counted.written,
                    e.dims,
                    e.dtype,
                    e.byte_len()
                )));
            }
        }
        w.flush().map_err(io)?;
        Ok(())
    })
}

/// Counts the bytes written through it, so [`write_streamed`] can check each tensor's length.
struct CountingWriter<'a, W: Write> {
    inner: &'a mut W,
    written: usize,
}

impl<W: Write> Write for CountingWriter<'_, W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        self.written += n;
        Ok(n)
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// A tensor's values as f32: F32 as stored, BF16 widened (exactly) through `half`.
pub fn f32_values(t: &HostTensor) -> Result<Vec<f32>, String> {
    match t.dtype() {
        ElementType::F32 => t.to_f32().map_err(|e| e.to_string()),
        ElementType::BF16 => Ok(t
            .bytes()
            .chunks_exact(2)
            .map(|c| half::bf16::from_le_bytes([c[0], c[1]]).to_f32())
            .collect()),
        other => Err(format!("dtype {other:?}, expected F32 or BF16")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streamed_and_in_memory_files_read_back_as_the_tensors_written() {
        let dir = tempfile::tempdir().unwrap();
        let a = HostTensor::from_f32(&[2, 3], &[1.0, -2.0, 3.5, 0.0, 1e-3, 7.0]).unwrap();
        let b = HostTensor::from_i32(&[4], &[0, 1, -1, 7]).unwrap();
        let entries = [
            TensorEntry {
                name: "z.weights".into(),
                dtype: ElementType::F32,
                dims: vec![2, 3],
            },
            TensorEntry {
                name: "a.ids".into(),
                dtype: ElementType::S32,
                dims: vec![4],
            },
        ];
        let streamed = dir.path().join("streamed.safetensors");
        let metadata = BTreeMap::from([("format".to_string(), "test".to_string())]);
        write_streamed(&streamed, &metadata, &entries, |i, out| {
            out.write_all([a.bytes(), b.bytes()][i])
        })
        .unwrap();
        let want = BTreeMap::from([("z.weights".to_string(), a), ("a.ids".to_string(), b)]);
        assert_eq!(read(&streamed).unwrap(), want);
        let whole = dir.path().join("whole.safetensors");
        write(&whole, &want).unwrap();
        assert_eq!(read(&whole).unwrap(), want);
        // The metadata is in the header, where other readers look for it.
        let bytes = std::fs::read(&streamed).unwrap();
        let (_, meta) = safetensors::SafeTensors::read_metadata(&bytes).unwrap();
        assert_eq!(meta.metadata().as_ref().unwrap()["format"], "test");
    }

    #[test]
    fn tensors_not_wanted_are_skipped_whatever_their_dtype() {
        // A file from another tool: our tensor plus a U16 one this reader has no type for,
        // written by the `safetensors` crate itself.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("foreign.safetensors");
        let w = 2.5f32.to_le_bytes();
        let counter = [7u8, 0, 9, 0];
        let views = [
            (
                "w",
                safetensors::tensor::TensorView::new(safetensors::Dtype::F32, vec![1], &w).unwrap(),
            ),
            (
                "counter",
                safetensors::tensor::TensorView::new(safetensors::Dtype::U16, vec![2], &counter)
                    .unwrap(),
            ),
        ];
        safetensors::serialize_to_file(views, None, &path).unwrap();
        let got = read_where(&path, |n| n == "w").unwrap();
        assert_eq!(got.len(), 1);
        assert_eq!(got["w"].to_f32().unwrap(), [2.5]);
        let err = read(&path).unwrap_err().to_string();
        assert!(
            err.contains("tensor `counter`") && err.contains("U16 is not supported"),
            "{err}"
        );
    }

    #[test]
    fn a_short_tensor_is_an_error_and_leaves_no_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("p.safetensors");
        let entries = [TensorEntry {
            name: "w".into(),
            dtype: ElementType::F32,
            dims: vec![3],
        }];
        let err = write_streamed(&path, &BTreeMap::new(), &entries, |_, out| {
            out.write_all(&1f32.to_le_bytes())
        })
        .unwrap_err()
        .to_string();
        assert!(
            err.contains("`w` wrote 4 bytes") && err.contains("needs 12"),
            "{err}"
        );
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }

    #[test]
    fn bf16_values_widen_exactly() {
        // 1.0, -2.5 and the bf16 just above 1 (1 + 2^-7), hand-encoded.
        let bytes = [0x3F80u16, 0xC020, 0x3F81]
            .iter()
            .flat_map(|b| b.to_le_bytes())
            .collect();
        let t = HostTensor::new(ElementType::BF16, &[3], bytes).unwrap();
        assert_eq!(f32_values(&t).unwrap(), [1.0, -2.5, 1.0 + 1.0 / 128.0]);
        let ids = HostTensor::from_i32(&[1], &[3]).unwrap();
        assert!(
            f32_values(&ids)
                .unwrap_err()
                .contains("expected F32 or BF16")
        );
    }
}
