//! The data-contract receipt (`docs/model.md#data-receipt`): what a run read, from which files, with which
//! tokenizer, and how well it packed.

use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::dataset::ShardRecord;
use crate::error::{DataError, Result};
use crate::loader::LoaderCursor;
use crate::row_check::{BadRowPolicy, RowCheck, RowTally};
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
    /// How the files were found: directory, glob or list, the splits and the held-out rule.
    #[serde(default)]
    pub layout: String,
    /// Training shards with sizes and hashes (every source's, in source order).
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
    /// The policy for rows that are not UTF-8 (`[data] on_bad_row`).
    #[serde(default)]
    pub on_bad_row: BadRowPolicy,
    /// What the start-up row check read and found (`[data] row_check`).
    #[serde(default)]
    pub row_check: Option<RowCheck>,
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
    /// Rows read so far that held no document: null, empty, or not UTF-8 and skipped.
    #[serde(default)]
    pub skipped: RowTally,
    /// SHA-256 of the first batch of the run.
    pub first_batch_sha256: Option<String>,
    /// A mixture's sources with what each contributed (empty for one source).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sources: Vec<SourceReceipt>,
    /// Where the loader stands now.
    pub cursor: LoaderCursor,
}

/// One source of a mixture in the receipt.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SourceReceipt {
    /// The source as the config named it.
    pub name: String,
    /// How its files were found.
    pub layout: String,
    /// Its weight as configured.
    pub weight: f64,
    /// Its wanted share of rows: the weight over the sum of weights.
    pub share_wanted: f64,
    /// Its training shards.
    pub shards: usize,
    /// Packed rows it contributed.
    pub rows: u64,
    /// Documents read from it.
    pub documents_read: u64,
    /// Real tokens it contributed.
    pub tokens_read: u64,
    /// Its share of all real tokens read.
    pub token_share: f64,
    /// Its rows that held no document.
    pub skipped: RowTally,
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
