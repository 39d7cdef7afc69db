//! Parquet shards of documents: one row per document, a UTF-8 `text` column plus metadata columns.
//!
//! Writing is atomic (temporary file, fsync, rename). Reading validates the file up front (present, non-empty,
//! decodable, has a UTF-8 text column, has rows) so a bad shard is reported when a run starts, with the fix,
//! rather than hours into training.

use std::fs::File;
use std::path::Path;
use std::sync::Arc;

use arrow_array::{Array, ArrayRef, LargeStringArray, RecordBatch, StringArray, UInt64Array};
use arrow_schema::{DataType, Field, Schema};
use parquet::arrow::ArrowWriter;
use parquet::arrow::ProjectionMask;
use parquet::arrow::arrow_reader::ParquetRecordBatchReaderBuilder;
use parquet::basic::Compression;
use parquet::file::properties::WriterProperties;

use crate::error::{DataError, Result};
use files::write_atomic_with;

/// Name of the column holding each document's text.
pub const TEXT_COLUMN: &str = "text";
/// Name of the column holding each document's path relative to the source tree.
pub const PATH_COLUMN: &str = "path";
/// Name of the column holding each document's size in bytes.
pub const BYTES_COLUMN: &str = "bytes";
/// Name of the column holding each document's SHA-256 (hex).
pub const SHA256_COLUMN: &str = "sha256";

/// One document as stored in a shard.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Document {
    /// Path relative to the source tree, with `/` separators.
    pub path: String,
    /// The document's UTF-8 text.
    pub text: String,
    /// SHA-256 of the text's bytes, hex.
    pub sha256: String,
}

/// The arrow schema of the shards `data prepare` writes.
fn document_schema() -> Arc<Schema> {
    Arc::new(Schema::new(vec![
        Field::new(TEXT_COLUMN, DataType::Utf8, false),
        Field::new(PATH_COLUMN, DataType::Utf8, false),
        Field::new(BYTES_COLUMN, DataType::UInt64, false),
        Field::new(SHA256_COLUMN, DataType::Utf8, false),
    ]))
}

/// Writes `docs` to a snappy-compressed parquet file at `path`, atomically.
pub fn write_shard(path: &Path, docs: &[Document]) -> Result<()> {
    let schema = document_schema();
    let columns: Vec<ArrayRef> = vec![
        Arc::new(StringArray::from_iter_values(
            docs.iter().map(|d| d.text.as_str()),
        )),
        Arc::new(StringArray::from_iter_values(
            docs.iter().map(|d| d.path.as_str()),
        )),
        Arc::new(UInt64Array::from_iter_values(
            docs.iter().map(|d| d.text.len() as u64),
        )),
        Arc::new(StringArray::from_iter_values(
            docs.iter().map(|d| d.sha256.as_str()),
        )),
    ];
    let write_err = |e: &dyn std::fmt::Display| DataError::ParquetWrite {
        path: path.to_owned(),
        message: e.to_string(),
    };
    let batch = RecordBatch::try_new(schema.clone(), columns).map_err(|e| write_err(&e))?;
    let props = WriterProperties::builder()
        .set_compression(Compression::SNAPPY)
        .build();
    write_atomic_with(path, |file| {
        let mut writer =
            ArrowWriter::try_new(file, schema, Some(props)).map_err(|e| write_err(&e))?;
        writer.write(&batch).map_err(|e| write_err(&e))?;
        writer.close().map_err(|e| write_err(&e))?;
        Ok(())
    })
}

/// Opens `path` as parquet and checks it has rows and a UTF-8 `column`; returns the reader builder and the
/// column's index among the file's top-level columns.
fn open_checked(
    path: &Path,
    column: &str,
) -> Result<(ParquetRecordBatchReaderBuilder<File>, usize)> {
    let file = match File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            return Err(DataError::ShardMissing(path.to_owned()));
        }
        Err(e) => return Err(DataError::io("opening", path, e)),
    };
    let len = file
        .metadata()
        .map_err(|e| DataError::io("reading metadata of", path, e))?
        .len();
    if len == 0 {
        return Err(DataError::ShardEmptyFile(path.to_owned()));
    }
    let builder =
        ParquetRecordBatchReaderBuilder::try_new(file).map_err(|e| DataError::ShardCorrupt {
            path: path.to_owned(),
            message: e.to_string(),
        })?;
    let schema = builder.schema().clone();
    let Some((index, field)) = schema
        .fields()
        .iter()
        .enumerate()
        .find(|(_, f)| f.name() == column)
    else {
        let found = schema
            .fields()
            .iter()
            .map(|f| f.name().as_str())
            .collect::<Vec<_>>()
            .join(", ");
        return Err(DataError::MissingColumn {
            path: path.to_owned(),
            column: column.to_owned(),
            found,
        });
    };
    if !matches!(field.data_type(), DataType::Utf8 | DataType::LargeUtf8) {
        return Err(DataError::ColumnType {
            path: path.to_owned(),
            column: column.to_owned(),
            found: field.data_type().to_string(),
        });
    }
    if builder.metadata().file_metadata().num_rows() <= 0 {
        return Err(DataError::ShardNoRows(path.to_owned()));
    }
    Ok((builder, index))
}

/// Validates a shard without decoding its data; returns its number of rows.
pub fn inspect_shard(path: &Path, column: &str) -> Result<u64> {
    let (builder, _) = open_checked(path, column)?;
    Ok(builder.metadata().file_metadata().num_rows() as u64)
}

/// Reads the `column` of every row of the shard at `path`, in file order.
///
/// Null entries become empty documents, which the loader skips.
pub fn read_texts(path: &Path, column: &str) -> Result<Vec<String>> {
    let (builder, index) = open_checked(path, column)?;
    let rows = builder.metadata().file_metadata().num_rows() as usize;
    let mask = ProjectionMask::roots(builder.parquet_schema(), [index]);
    let corrupt = |e: &dyn std::fmt::Display| DataError::ShardCorrupt {
        path: path.to_owned(),
        message: e.to_string(),
    };
    let reader = builder
        .with_projection(mask)
        .build()
        .map_err(|e| corrupt(&e))?;
    let mut texts = Vec::with_capacity(rows);
    for batch in reader {
        let batch = batch.map_err(|e| corrupt(&e))?;
        let array = batch.column(0);
        if let Some(strings) = array.as_any().downcast_ref::<StringArray>() {
            texts.extend(strings.iter().map(|v| v.unwrap_or_default().to_owned()));
        } else if let Some(strings) = array.as_any().downcast_ref::<LargeStringArray>() {
            texts.extend(strings.iter().map(|v| v.unwrap_or_default().to_owned()));
        } else {
            return Err(DataError::ColumnType {
                path: path.to_owned(),
                column: column.to_owned(),
                found: array.data_type().to_string(),
            });
        }
    }
    if texts.len() != rows {
        return Err(corrupt(&format!(
            "metadata promises {rows} rows but {} were decoded",
            texts.len()
        )));
    }
    Ok(texts)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc(path: &str, text: &str) -> Document {
        Document {
            path: path.into(),
            text: text.into(),
            sha256: crate::digest::sha256_hex(text.as_bytes()),
        }
    }

    #[test]
    fn written_shard_reads_back_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("s.parquet");
        let docs = vec![
            doc("a.h", "int a;\n"),
            doc("b/c.hpp", "// é\nstruct C {};\n"),
        ];
        write_shard(&path, &docs).unwrap();
        assert_eq!(inspect_shard(&path, TEXT_COLUMN).unwrap(), 2);
        assert_eq!(
            read_texts(&path, TEXT_COLUMN).unwrap(),
            vec!["int a;\n", "// é\nstruct C {};\n"]
        );
        assert_eq!(
            read_texts(&path, PATH_COLUMN).unwrap(),
            vec!["a.h", "b/c.hpp"]
        );
    }

    #[test]
    fn missing_empty_corrupt_and_wrong_column_shards_are_named_with_the_fix() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("missing.parquet");
        let msg = read_texts(&missing, TEXT_COLUMN).unwrap_err().to_string();
        assert!(
            msg.contains("missing.parquet does not exist") && msg.contains("namtrain data prepare"),
            "{msg}"
        );

        let empty = dir.path().join("empty.parquet");
        std::fs::write(&empty, b"").unwrap();
        let msg = read_texts(&empty, TEXT_COLUMN).unwrap_err().to_string();
        assert!(
            msg.contains("empty.parquet is empty (0 bytes)") && msg.contains("--force"),
            "{msg}"
        );

        let corrupt = dir.path().join("corrupt.parquet");
        std::fs::write(&corrupt, b"this is not parquet at all, just text").unwrap();
        let msg = read_texts(&corrupt, TEXT_COLUMN).unwrap_err().to_string();
        assert!(
            msg.contains("corrupt.parquet is not a readable parquet file"),
            "{msg}"
        );

        // A good file cut in half: footer gone.
        let good = dir.path().join("good.parquet");
        write_shard(&good, &[doc("a.h", &"x".repeat(5000))]).unwrap();
        let bytes = std::fs::read(&good).unwrap();
        let truncated = dir.path().join("truncated.parquet");
        std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
        let msg = read_texts(&truncated, TEXT_COLUMN).unwrap_err().to_string();
        assert!(
            msg.contains("truncated.parquet is not a readable parquet file"),
            "{msg}"
        );

        let msg = read_texts(&good, "content").unwrap_err().to_string();
        assert!(
            msg.contains("no column named `content`")
                && msg.contains("it has: text, path, bytes, sha256"),
            "{msg}"
        );

        let msg = read_texts(&good, BYTES_COLUMN).unwrap_err().to_string();
        assert!(
            msg.contains("column `bytes`") && msg.contains("UInt64") && msg.contains("Utf8"),
            "{msg}"
        );

        // Nothing was modified by the failed reads.
        assert_eq!(std::fs::read(&good).unwrap(), bytes);
        assert_eq!(std::fs::read(&empty).unwrap(), b"");
    }

    #[test]
    fn shard_without_rows_is_rejected() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("zero.parquet");
        write_shard(&path, &[]).unwrap();
        let msg = inspect_shard(&path, TEXT_COLUMN).unwrap_err().to_string();
        assert!(msg.contains("zero.parquet contains no rows"), "{msg}");
    }
}
