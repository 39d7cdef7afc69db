//! Typed errors of the data pipeline; every message names the file involved and the fix.

use std::path::PathBuf;

/// Everything that can go wrong while preparing, tokenizing or loading data.
#[derive(Debug, thiserror::Error)]
pub enum DataError {
    /// An I/O operation on a named file failed.
    #[error("{action} {path}: {source}")]
    Io {
        /// What we were doing ("reading", "creating", ...).
        action: &'static str,
        /// The file or directory involved.
        path: PathBuf,
        /// The underlying error.
        #[source]
        source: std::io::Error,
    },

    /// A packed row given to [`crate::Batch::from_rows`] is not `seq_len + 1` tokens long.
    #[error(
        "packed row {row} holds {len} tokens, but rows of a batch of seq_len {seq_len} hold \
         seq_len + 1 = {} (the model reads tokens 0..seq_len and predicts 1..=seq_len); cut or \
         pad it (padding: data::batch::PAD_SLOT, which the loss skips)",
        seq_len + 1
    )]
    RowLength {
        /// Index of the row.
        row: usize,
        /// Its length.
        len: usize,
        /// The batch's positions per row.
        seq_len: usize,
    },

    /// `data prepare` was pointed at a source directory that does not exist.
    #[error(
        "source directory {0} does not exist or is not a directory; pass an existing tree with --src"
    )]
    SourceMissing(PathBuf),

    /// The glob pattern given to `data prepare` does not parse.
    #[error(
        "invalid glob pattern {pattern:?}: {message}; use a pattern such as '**/*.{{h,hpp,cc,cpp}}'"
    )]
    BadGlob {
        /// The pattern as given.
        pattern: String,
        /// What the glob parser said.
        message: String,
    },

    /// `data prepare` found no usable documents.
    #[error(
        "no documents under {src} match {pattern:?} ({skipped} matching files skipped as empty, binary or not UTF-8); \
         check --src and --glob"
    )]
    NoDocuments {
        /// The source directory.
        src: PathBuf,
        /// The glob pattern.
        pattern: String,
        /// How many matching files were skipped.
        skipped: u64,
    },

    /// The output directory holds files that `data prepare` did not write.
    #[error(
        "output directory {dir} is not empty and was not written by `namtrain data prepare` (found {example}); \
         choose an empty or new directory, or pass --force to write the shards next to the existing files"
    )]
    OutDirNotEmpty {
        /// The output directory.
        dir: PathBuf,
        /// One of the unexpected entries, to help the user recognise the directory.
        example: String,
    },

    /// A command-line or configuration value is out of range.
    #[error("invalid {name}: {message}")]
    InvalidArgument {
        /// The option or field name.
        name: &'static str,
        /// What is wrong and what is allowed.
        message: String,
    },

    /// A parquet shard the dataset refers to is not there.
    #[error(
        "parquet shard {0} does not exist; run `namtrain data prepare --src DIR --out DIR` to create the dataset, \
         or fix the path"
    )]
    ShardMissing(PathBuf),

    /// A parquet shard is a zero-byte file.
    #[error(
        "parquet shard {0} is empty (0 bytes), probably left by an interrupted copy; \
         re-create the dataset with `namtrain data prepare --force`"
    )]
    ShardEmptyFile(PathBuf),

    /// A parquet shard is a valid file with no rows.
    #[error(
        "parquet shard {0} contains no rows; remove it from the input or re-create the dataset"
    )]
    ShardNoRows(PathBuf),

    /// A parquet shard cannot be decoded.
    #[error(
        "parquet shard {path} is not a readable parquet file ({message}); \
         re-create the dataset with `namtrain data prepare --force`"
    )]
    ShardCorrupt {
        /// The shard.
        path: PathBuf,
        /// What the parquet reader said.
        message: String,
    },

    /// A parquet shard lacks the text column.
    #[error(
        "parquet shard {path} has no column named `{column}` (it has: {found}); documents are read from a \
         text column named `{column}`: set [data] text_column to the column that holds the documents"
    )]
    MissingColumn {
        /// The shard.
        path: PathBuf,
        /// The column we looked for.
        column: String,
        /// The columns the file has, comma separated.
        found: String,
    },

    /// The text column does not hold byte strings.
    #[error(
        "column `{column}` of parquet shard {path} has type {found}; documents must be a string column \
         (parquet BYTE_ARRAY: arrow Utf8, LargeUtf8 or Binary); name another with [data] text_column"
    )]
    ColumnType {
        /// The shard.
        path: PathBuf,
        /// The column.
        column: String,
        /// The type found.
        found: String,
    },

    /// A document is not UTF-8 and the policy is to refuse such rows.
    #[error(
        "row {row} of parquet shard {path} (row {row_in_group} of row group {row_group}) is not valid UTF-8 in \
         column `{column}`; repair or drop the row, or set [data] on_bad_row = \"skip\" to skip such rows (they \
         are counted in the data receipt)"
    )]
    BadRow {
        /// The shard.
        path: PathBuf,
        /// The text column.
        column: String,
        /// Row index within the file.
        row: u64,
        /// The row group holding it.
        row_group: usize,
        /// Row index within that row group.
        row_in_group: u64,
    },

    /// A shard's bytes differ from what `dataset.json` recorded.
    #[error(
        "parquet shard {path} has sha256 {found} but dataset.json records {expected}; the dataset changed after it \
         was prepared: re-run `namtrain data prepare --force`"
    )]
    ShardHashMismatch {
        /// The shard.
        path: PathBuf,
        /// The hash recorded in `dataset.json`.
        expected: String,
        /// The hash of the file now.
        found: String,
    },

    /// A shard in a bucket has another size than `dataset.json` recorded (its bytes are not
    /// hashed there: that would download it whole).
    #[error(
        "parquet shard {path} has {found} bytes but dataset.json records {expected}; the dataset changed after \
         it was prepared: re-run `namtrain data prepare --force` and upload it again"
    )]
    ShardSizeMismatch {
        /// The shard.
        path: PathBuf,
        /// The size recorded in `dataset.json`.
        expected: u64,
        /// The object's size now.
        found: u64,
    },

    /// A shard in a bucket was replaced after the run opened it (its version changed).
    #[error(
        "parquet shard {path} was replaced while the run read it (version {recorded} when the run started, now \
         {found}); keep a run's data unchanged while it trains: restore the object, or start a new run"
    )]
    ShardReplaced {
        /// The shard.
        path: PathBuf,
        /// The version recorded when the dataset was opened.
        recorded: String,
        /// The version now.
        found: String,
    },

    /// A bucket request failed, or a location is not one namtrain reads; the message names the
    /// object and the fix.
    #[error(transparent)]
    Store(#[from] store::StoreError),

    /// `dataset.json` is missing or malformed.
    #[error(
        "dataset manifest {path} is unusable: {message}; re-create it with `namtrain data prepare`"
    )]
    BadManifest {
        /// The manifest path.
        path: PathBuf,
        /// What is wrong.
        message: String,
    },

    /// The tokenizer file is not there.
    #[error(
        "tokenizer file {0} does not exist; train one with \
         `namtrain tokenizer train --input DATASET_DIR --vocab N --out {0}`"
    )]
    TokenizerMissing(PathBuf),

    /// The tokenizer file does not parse or lacks the special tokens we need.
    #[error("tokenizer {path} is unusable: {message}")]
    TokenizerInvalid {
        /// The tokenizer file (or `<memory>`).
        path: PathBuf,
        /// What is wrong and how to fix it.
        message: String,
    },

    /// The tokenizer has more tokens than the model has embedding rows.
    #[error(
        "tokenizer {path} has a vocabulary of {found} tokens but only {expected} were expected (the model's \
         vocab_size); set vocab_size to at least {found} in the config (a multiple of 128 suits TPUs) or retrain \
         it with `namtrain tokenizer train --vocab {expected}`"
    )]
    VocabMismatch {
        /// The tokenizer file.
        path: PathBuf,
        /// The vocabulary size asked for.
        expected: usize,
        /// The vocabulary size of the file.
        found: usize,
    },

    /// The tokenizers library failed.
    #[error("tokenizer {action} failed: {message}")]
    Tokenizer {
        /// What we were doing.
        action: &'static str,
        /// The library's message.
        message: String,
    },

    /// A saved data cursor does not belong to this dataset / tokenizer / packing configuration.
    #[error(
        "the data cursor was saved for a different data pipeline ({what}); resume with the same dataset, tokenizer, \
         seq_len and packing settings, or start a fresh run"
    )]
    CursorMismatch {
        /// Which setting differs, with both values.
        what: String,
    },

    /// The background loader thread stopped unexpectedly.
    #[error("the data loader's background thread stopped: {0}")]
    LoaderStopped(String),

    /// Writing a parquet file failed.
    #[error("writing parquet shard {path}: {message}")]
    ParquetWrite {
        /// The shard being written.
        path: PathBuf,
        /// The writer's message.
        message: String,
    },

    /// JSON (de)serialisation failed.
    #[error("JSON for {path}: {source}")]
    Json {
        /// The file.
        path: PathBuf,
        /// The serde error.
        #[source]
        source: serde_json::Error,
    },
}

impl DataError {
    /// Wraps an I/O error with the action and the path it concerns.
    pub fn io(action: &'static str, path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        DataError::Io {
            action,
            path: path.into(),
            source,
        }
    }

    /// Row `row_in_group` of row group `row_group` (whose first row is row `first_row` of the file)
    /// of `path` is not UTF-8 in `column`.
    pub fn bad_row(
        path: &std::path::Path,
        column: &str,
        row_group: usize,
        first_row: u64,
        row_in_group: usize,
    ) -> Self {
        DataError::BadRow {
            path: path.to_owned(),
            column: column.to_owned(),
            row: first_row + row_in_group as u64,
            row_group,
            row_in_group: row_in_group as u64,
        }
    }
}

impl From<files::FileError> for DataError {
    fn from(e: files::FileError) -> Self {
        DataError::io(e.action, e.path, e.source)
    }
}

/// Result alias for the data pipeline.
pub type Result<T, E = DataError> = std::result::Result<T, E>;
