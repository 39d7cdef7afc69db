//! The data-contract receipt (`docs/model.md#data-receipt`): what a run read, from which files, with which
//! tokenizer, and how well it packed.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::cursor::DataCursor;
use crate::dataset::ShardRecord;
use crate::error::{DataError, Result};
use files::write_atomic;

/// Format tag of the receipt JSON.
pub const RECEIPT_FORMAT: &str = "namtrain-data-receipt/1";

/// The tokenizer a run used.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TokenizerRecord {
    /// Where it was loaded from.
    pub path: String,
    /// SHA-256 of its JSON.
    pub sha256: String,
    /// Number of tokens.
    pub vocab_size: usize,
    /// The id fed at padded positions (their targets are masked; no id is reserved for padding).
    pub pad_id: u32,
    /// Beginning-of-document id.
    pub bos_id: u32,
}

/// The receipt a run writes into its run directory.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DataReceipt {
    /// Always [`RECEIPT_FORMAT`].
    pub format: String,
    /// Training shards with sizes and hashes.
    pub shards: Vec<ShardRecord>,
    /// Held-out shards with sizes and hashes.
    pub eval_shards: Vec<ShardRecord>,
    /// The text column read.
    pub text_column: String,
    /// The tokenizer.
    pub tokenizer: TokenizerRecord,
    /// Positions per row of a batch.
    pub seq_len: usize,
    /// Rows per batch.
    pub batch_size: usize,
    /// Documents per packing block.
    pub block_docs: usize,
    /// Best-fit window in pieces.
    pub window: usize,
    /// Order seed.
    pub seed: u64,
    /// Batches handed out.
    pub batches: u64,
    /// Documents read (first piece handed out).
    pub documents_read: u64,
    /// UTF-8 bytes of those documents.
    pub bytes_read: u64,
    /// Tokens read: real (non-padding) tokens handed out, BOS included.
    pub tokens_read: u64,
    /// Token slots handed out (`rows * (seq_len + 1)`).
    pub slots: u64,
    /// `tokens_read / slots`.
    pub packing_efficiency: f64,
    /// Text bytes per text token of the documents read; multiply nats/token by `1 / (ln 2 * bytes_per_token)`
    /// to get bits per byte.
    pub bytes_per_token: f64,
    /// SHA-256 of the first batch of the run.
    pub first_batch_sha256: Option<String>,
    /// Where the loader stands now.
    pub cursor: DataCursor,
}

impl DataReceipt {
    /// Writes the receipt as pretty JSON, atomically.
    pub fn write(&self, path: &Path) -> Result<()> {
        let json = serde_json::to_vec_pretty(self).map_err(|e| DataError::Json {
            path: path.to_owned(),
            source: e,
        })?;
        Ok(write_atomic(path, &json)?)
    }
}
