//! Parquet shards of documents: one row per document, a UTF-8 `text` column plus metadata columns.
//!
//! Writing is atomic (temporary file, fsync, rename). Reading validates the file up front (present, non-empty,
//! decodable, has a text column, has rows) so a bad shard is reported when a run starts, with the fix,
//! rather than hours into training. Reading is by row group and straight from parquet's byte arrays: memory
//! is one row group's text, and a row that is not UTF-8 is found by row, not as a failed batch.
//!
//! A shard may be a local file or an object in a bucket ([`ShardReader`]): a bucket object is read
//! by ranged requests, the footer once and then each row group's text column chunk, never whole.

use std::fs::File;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use arrow_array::{ArrayRef, RecordBatch, StringArray, UInt64Array};
use arrow_schema::{DataType, Field, Schema};
use parquet::arrow::ArrowWriter;
use parquet::basic::{Compression, Type as PhysicalType};
use parquet::column::reader::get_typed_column_reader;
use parquet::data_type::{ByteArray, ByteArrayType};
use parquet::file::properties::WriterProperties;
use parquet::file::reader::{ChunkReader, FileReader, Length, SerializedFileReader};
use parquet::file::writer::SerializedFileWriter;
use parquet::schema::parser::parse_message_type;

use crate::error::{DataError, Result};
use crate::remote::{AsLocation, Location, ObjectRead, RangedObject, shown};
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

/// Writes a one-column parquet file, atomically: `column` an optional UTF-8 string column holding `rows`
/// (`None` writes a null), `rows_per_group` rows per row group, snappy-compressed. The bytes are written as
/// given, not checked for UTF-8, so tests and benches can build the files people actually have: several row
/// groups, nulls, other column names, and rows that are not UTF-8.
pub fn write_text_rows<'a>(
    path: &Path,
    column: &str,
    rows: impl IntoIterator<Item = Option<&'a [u8]>>,
    rows_per_group: usize,
) -> Result<()> {
    let write_err = |e: &dyn std::fmt::Display| DataError::ParquetWrite {
        path: path.to_owned(),
        message: e.to_string(),
    };
    if rows_per_group == 0 {
        return Err(write_err(&"rows_per_group must be at least 1"));
    }
    let message = format!("message documents {{ optional binary {column} (UTF8); }}");
    let schema = Arc::new(parse_message_type(&message).map_err(|e| write_err(&e))?);
    let props = Arc::new(
        WriterProperties::builder()
            .set_compression(Compression::SNAPPY)
            .set_dictionary_enabled(false)
            .build(),
    );
    let mut rows = rows.into_iter().peekable();
    write_atomic_with(path, |file| {
        let mut writer =
            SerializedFileWriter::new(file, schema, props).map_err(|e| write_err(&e))?;
        while rows.peek().is_some() {
            let (mut values, mut defs) = (Vec::new(), Vec::new());
            for row in rows.by_ref().take(rows_per_group) {
                defs.push(i16::from(row.is_some()));
                if let Some(bytes) = row {
                    values.push(ByteArray::from(bytes.to_vec()));
                }
            }
            let mut group = writer.next_row_group().map_err(|e| write_err(&e))?;
            let mut column_writer = group
                .next_column()
                .map_err(|e| write_err(&e))?
                .ok_or_else(|| write_err(&"the schema has no column"))?;
            column_writer
                .typed::<ByteArrayType>()
                .write_batch(&values, Some(&defs), None)
                .map_err(|e| write_err(&e))?;
            column_writer.close().map_err(|e| write_err(&e))?;
            group.close().map_err(|e| write_err(&e))?;
        }
        writer.close().map_err(|e| write_err(&e))?;
        Ok(())
    })
}

/// How a shard's rows are stored: its row groups are the unit the loader reads, so memory per
/// loader is bounded by the largest row group, whatever the shard's size.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShardLayout {
    /// Rows in the file.
    pub rows: u64,
    /// Rows of each row group, in file order.
    pub row_groups: Vec<u64>,
}

/// The bytes of a shard: a local file, or a bucket object read by ranged requests.
enum ShardBytes {
    File(File),
    Object(RangedObject),
}

impl Length for ShardBytes {
    fn len(&self) -> u64 {
        match self {
            ShardBytes::File(f) => f.len(),
            ShardBytes::Object(o) => o.len(),
        }
    }
}

impl ChunkReader for ShardBytes {
    type T = ShardRead;

    fn get_read(&self, start: u64) -> parquet::errors::Result<ShardRead> {
        match self {
            ShardBytes::File(f) => f.get_read(start).map(ShardRead::File),
            ShardBytes::Object(o) => o.get_read(start).map(ShardRead::Object),
        }
    }

    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<bytes::Bytes> {
        match self {
            ShardBytes::File(f) => f.get_bytes(start, length),
            ShardBytes::Object(o) => o.get_bytes(start, length),
        }
    }
}

/// A [`Read`](std::io::Read) from an offset of a [`ShardBytes`].
enum ShardRead {
    File(std::io::BufReader<File>),
    Object(ObjectRead),
}

impl std::io::Read for ShardRead {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        match self {
            ShardRead::File(r) => r.read(buf),
            ShardRead::Object(r) => r.read(buf),
        }
    }
}

/// An open parquet shard (a local file or a bucket object): present, non-empty, its footer read
/// once; row groups are then read one at a time. A bucket object is read by ranged requests (see
/// [`crate::remote`]): the footer, then each row group's text column chunk.
pub struct ShardReader {
    /// How the shard appears in messages.
    path: PathBuf,
    reader: SerializedFileReader<ShardBytes>,
    object: Option<RangedObject>,
}

impl std::fmt::Debug for ShardReader {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("ShardReader")
            .field("path", &self.path)
            .finish()
    }
}

impl ShardReader {
    /// Opens the shard at `location` (a local path or a bucket object).
    pub fn open(location: &(impl AsLocation + ?Sized)) -> Result<Self> {
        let location = location.as_location();
        match location.as_ref() {
            Location::Local(path) => Self::open_file(path),
            bucket => match RangedObject::open(bucket)? {
                Some(object) => Self::from_object(object),
                None => Err(DataError::ShardMissing(shown(bucket))),
            },
        }
    }

    fn open_file(path: &Path) -> Result<Self> {
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
        let reader =
            SerializedFileReader::new(ShardBytes::File(file)).map_err(|e| corrupt(path, &e))?;
        Ok(ShardReader {
            path: path.to_owned(),
            reader,
            object: None,
        })
    }

    /// Opens a shard read by ranged requests through `object` (a bucket object, or any object of
    /// a [`store::Store`], local ones included).
    pub fn from_object(object: RangedObject) -> Result<Self> {
        let path = shown(object.location());
        if object.info().size == 0 {
            return Err(DataError::ShardEmptyFile(path));
        }
        let reader = SerializedFileReader::new(ShardBytes::Object(object.clone()))
            .map_err(|e| failed(&object, &path, &e))?;
        Ok(ShardReader {
            path,
            reader,
            object: Some(object),
        })
    }

    /// How the shard appears in messages (its path or URL).
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The bucket object behind the shard, when it is read by ranged requests.
    pub fn object(&self) -> Option<&RangedObject> {
        self.object.as_ref()
    }

    /// A decoding error, or the bucket error that caused it.
    fn error(&self, e: &dyn std::fmt::Display) -> DataError {
        match &self.object {
            Some(object) => failed(object, &self.path, e),
            None => corrupt(&self.path, e),
        }
    }

    /// Validates the shard without decoding its data: a text column named `column`, rows.
    pub fn layout(&self, column: &str) -> Result<ShardLayout> {
        self.text_column_index(column)?;
        let row_groups: Vec<u64> = self
            .reader
            .metadata()
            .row_groups()
            .iter()
            .map(|g| g.num_rows().max(0) as u64)
            .collect();
        let rows = row_groups.iter().sum();
        if rows == 0 {
            return Err(DataError::ShardNoRows(self.path.clone()));
        }
        Ok(ShardLayout { rows, row_groups })
    }

    /// The leaf index of the top-level text column `column`, checked to hold byte strings (parquet
    /// `BYTE_ARRAY`: arrow's Utf8, LargeUtf8 or Binary) and not to be repeated.
    fn text_column_index(&self, column: &str) -> Result<usize> {
        let path = &self.path;
        let schema = self.reader.metadata().file_metadata().schema_descr();
        let found = schema
            .columns()
            .iter()
            .position(|c| c.path().parts() == [column.to_owned()]);
        let Some(index) = found else {
            let found = schema
                .root_schema()
                .get_fields()
                .iter()
                .map(|f| f.name())
                .collect::<Vec<_>>()
                .join(", ");
            return Err(DataError::MissingColumn {
                path: path.to_owned(),
                column: column.to_owned(),
                found,
            });
        };
        let descr = schema.column(index);
        if descr.physical_type() != PhysicalType::BYTE_ARRAY || descr.max_rep_level() > 0 {
            let logical = descr
                .logical_type_ref()
                .map_or_else(|| descr.converted_type().to_string(), |l| format!("{l:?}"));
            let repeated = if descr.max_rep_level() > 0 {
                "repeated "
            } else {
                ""
            };
            return Err(DataError::ColumnType {
                path: path.to_owned(),
                column: column.to_owned(),
                found: format!("{repeated}{} ({logical})", descr.physical_type()),
            });
        }
        Ok(index)
    }

    /// Reads the `column` of row group `row_group`, page by page into one buffer, without checking
    /// UTF-8 (see [`TextRows::get`]). From a bucket, the column chunk is fetched first, whole, in
    /// parallel ranged requests.
    pub fn read_row_group(&self, column: &str, row_group: usize) -> Result<TextRows> {
        let index = self.text_column_index(column)?;
        let groups = self.reader.metadata().num_row_groups();
        if row_group >= groups {
            return Err(corrupt(
                &self.path,
                &format!("row group {row_group} requested, the file has {groups}"),
            ));
        }
        let meta = self.reader.metadata().row_group(row_group);
        if let Some(object) = &self.object {
            let (start, len) = meta.column(index).byte_range();
            object
                .prefetch(start..start.saturating_add(len))
                .map_err(DataError::Store)?;
        }
        let rows = meta.num_rows().max(0) as usize;
        let text_bytes = meta.column(index).uncompressed_size().max(0) as usize;
        let max_def = meta.column(index).column_descr().max_def_level();
        let group = self
            .reader
            .get_row_group(row_group)
            .map_err(|e| self.error(&e))?;
        let mut column_reader = get_typed_column_reader::<ByteArrayType>(
            group.get_column_reader(index).map_err(|e| self.error(&e))?,
        );
        let mut out = TextRows {
            bytes: Vec::with_capacity(text_bytes),
            offsets: Vec::with_capacity(rows + 1),
            nulls: Vec::with_capacity(rows),
        };
        out.offsets.push(0);
        const CHUNK: usize = 4096;
        let (mut defs, mut values): (Vec<i16>, Vec<ByteArray>) = (Vec::new(), Vec::new());
        while out.len() < rows {
            defs.clear();
            values.clear();
            let (records, _, _) = column_reader
                .read_records(
                    CHUNK.min(rows - out.len()),
                    (max_def > 0).then_some(&mut defs),
                    None,
                    &mut values,
                )
                .map_err(|e| self.error(&e))?;
            if records == 0 {
                return Err(corrupt(
                    &self.path,
                    &format!(
                        "row group {row_group} promises {rows} rows but {} were decoded",
                        out.len()
                    ),
                ));
            }
            let nulls: Vec<bool> = if max_def > 0 {
                defs[..records].iter().map(|&d| d < max_def).collect()
            } else {
                vec![false; records]
            };
            let mut next = values.iter();
            for null in nulls {
                if !null {
                    let value = next.next().ok_or_else(|| {
                        corrupt(&self.path, &"fewer values than definition levels say")
                    })?;
                    out.bytes.extend_from_slice(value.data());
                }
                out.nulls.push(null);
                out.offsets.push(out.bytes.len() as u64);
            }
        }
        Ok(out)
    }
}

fn corrupt(path: &Path, e: &dyn std::fmt::Display) -> DataError {
    DataError::ShardCorrupt {
        path: path.to_owned(),
        message: e.to_string(),
    }
}

/// A read of a bucket object failed: the bucket's error when a request failed, else the bytes
/// are not parquet.
fn failed(object: &RangedObject, path: &Path, e: &dyn std::fmt::Display) -> DataError {
    match object.take_failure() {
        Some(store) => DataError::Store(store),
        None => corrupt(path, e),
    }
}

/// Validates a shard without decoding its data: readable, a text column named `column`, rows.
pub fn inspect_shard(path: &(impl AsLocation + ?Sized), column: &str) -> Result<ShardLayout> {
    ShardReader::open(path)?.layout(column)
}

/// One row of a text column, as the loader sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RowText<'a> {
    /// A document.
    Text(&'a str),
    /// A null entry.
    Null,
    /// An empty string.
    Empty,
    /// Bytes that are not UTF-8 (parquet does not check; arrow readers fail the whole batch).
    InvalidUtf8,
}

/// The text column of one row group, in one buffer (one allocation, freed as a whole).
#[derive(Debug, Clone)]
pub struct TextRows {
    bytes: Vec<u8>,
    /// Row `i` is `bytes[offsets[i]..offsets[i + 1]]`.
    offsets: Vec<u64>,
    /// Which rows are null (their byte range is empty).
    nulls: Vec<bool>,
}

impl TextRows {
    /// Number of rows.
    pub fn len(&self) -> usize {
        self.nulls.len()
    }

    /// Whether there are no rows.
    pub fn is_empty(&self) -> bool {
        self.nulls.is_empty()
    }

    /// Row `i`.
    pub fn get(&self, i: usize) -> RowText<'_> {
        if self.nulls[i] {
            return RowText::Null;
        }
        let (start, end) = (self.offsets[i] as usize, self.offsets[i + 1] as usize);
        match std::str::from_utf8(&self.bytes[start..end]) {
            Ok("") => RowText::Empty,
            Ok(text) => RowText::Text(text),
            Err(_) => RowText::InvalidUtf8,
        }
    }

    /// Bytes held.
    pub fn heap_bytes(&self) -> usize {
        self.bytes.capacity() + 8 * self.offsets.capacity() + self.nulls.capacity()
    }
}

/// Reads the `column` of row group `row_group` of the shard at `path` (opening it for this one
/// read; keep a [`ShardReader`] to read several), without checking UTF-8 (see [`TextRows::get`]).
pub fn read_row_group(
    path: &(impl AsLocation + ?Sized),
    column: &str,
    row_group: usize,
) -> Result<TextRows> {
    ShardReader::open(path)?.read_row_group(column, row_group)
}

/// Reads the `column` of every row of the shard at `path`, in file order: null and empty rows
/// become empty strings; a row that is not UTF-8 is an error naming it.
pub fn read_texts(path: &(impl AsLocation + ?Sized), column: &str) -> Result<Vec<String>> {
    let reader = ShardReader::open(path)?;
    let layout = reader.layout(column)?;
    let mut texts = Vec::with_capacity(layout.rows as usize);
    let mut first_row = 0u64;
    for (g, &rows) in layout.row_groups.iter().enumerate() {
        let group = reader.read_row_group(column, g)?;
        for i in 0..group.len() {
            texts.push(match group.get(i) {
                RowText::Text(t) => t.to_owned(),
                RowText::Null | RowText::Empty => String::new(),
                RowText::InvalidUtf8 => {
                    return Err(DataError::bad_row(reader.path(), column, g, first_row, i));
                }
            });
        }
        first_row += rows;
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
        assert_eq!(inspect_shard(&path, TEXT_COLUMN).unwrap().rows, 2);
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
                && msg.contains("it has: text, path, bytes, sha256")
                && msg.contains("[data] text_column"),
            "{msg}"
        );

        let msg = read_texts(&good, BYTES_COLUMN).unwrap_err().to_string();
        assert!(
            msg.contains("column `bytes`") && msg.contains("INT64") && msg.contains("text_column"),
            "{msg}"
        );

        // Nothing was modified by the failed reads.
        assert_eq!(std::fs::read(&good).unwrap(), bytes);
        assert_eq!(std::fs::read(&empty).unwrap(), b"");
    }

    #[test]
    fn row_groups_nulls_and_bad_bytes_read_back_row_by_row() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("rows.parquet");
        let rows: Vec<Option<&[u8]>> = vec![
            Some(b"first"),
            None,
            Some(b""),
            Some(b"caf\xc3\xa9"),
            Some(b"bad \xff\xfe bytes"),
            Some(b"last"),
            None,
        ];
        write_text_rows(&path, "content", rows.iter().copied(), 3).unwrap();
        let layout = inspect_shard(&path, "content").unwrap();
        assert_eq!(layout.row_groups, vec![3, 3, 1]);
        assert_eq!(layout.rows, 7);
        let mut seen = Vec::new();
        for g in 0..3 {
            let group = read_row_group(&path, "content", g).unwrap();
            for i in 0..group.len() {
                seen.push(group.get(i).to_owned_row());
            }
        }
        assert_eq!(
            seen,
            [
                "text:first",
                "null",
                "empty",
                "text:café",
                "invalid",
                "text:last",
                "null"
            ]
        );
        // Whole-file reading names the bad row by file row, row group and row within it.
        let msg = read_texts(&path, "content").unwrap_err().to_string();
        assert!(
            msg.contains("row 4 of parquet shard")
                && msg.contains("(row 1 of row group 1)")
                && msg.contains("on_bad_row = \"skip\""),
            "{msg}"
        );
    }

    impl RowText<'_> {
        fn to_owned_row(self) -> String {
            match self {
                RowText::Text(t) => format!("text:{t}"),
                RowText::Null => "null".into(),
                RowText::Empty => "empty".into(),
                RowText::InvalidUtf8 => "invalid".into(),
            }
        }
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
