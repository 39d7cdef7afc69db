//! The loader's position, saved in checkpoints so a resumed run reads exactly the batches an uninterrupted
//! run would have read next.

use serde::{Deserialize, Serialize};

use crate::error::{DataError, Result};
use crate::row_check::RowTally;
use crate::shard::TEXT_COLUMN;
use crate::tokenizer::BOS_ID;

/// What determines the row stream; a cursor only resumes a loader with the same identity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PipelineId {
    /// SHA-256 over the training shards' hashes, in order.
    pub dataset_sha256: String,
    /// SHA-256 of the tokenizer JSON.
    pub tokenizer_sha256: String,
    /// The beginning-of-document id the documents start with (`[data] bos_token` can pick
    /// another token of the same file). Left out when it is ours ([`BOS_ID`]), so cursors saved
    /// before the field existed, all with our id, read and compare as before.
    #[serde(default = "our_bos_id", skip_serializing_if = "is_our_bos_id")]
    pub bos_id: u32,
    /// The column documents are read from. Left out when it is `text`, so cursors saved before the
    /// field existed read and compare as before.
    #[serde(default = "text_column", skip_serializing_if = "is_text_column")]
    pub text_column: String,
    /// Tokens per packed row (`seq_len + 1`).
    pub row_len: usize,
    /// Documents per packing block.
    pub block_docs: usize,
    /// Pending pieces the best-fit packer looks at.
    pub window: usize,
    /// The order seed.
    pub seed: u64,
}

fn text_column() -> String {
    TEXT_COLUMN.to_owned()
}

fn is_text_column(column: &str) -> bool {
    column == TEXT_COLUMN
}

fn our_bos_id() -> u32 {
    BOS_ID
}

fn is_our_bos_id(id: &u32) -> bool {
    *id == BOS_ID
}

impl PipelineId {
    /// Fails with the first field that differs between a saved identity and the current one.
    pub fn check_matches(&self, current: &PipelineId) -> Result<()> {
        let differ = |name: &str, saved: String, now: String| {
            Err(DataError::CursorMismatch {
                what: format!("{name}: saved {saved}, now {now}"),
            })
        };
        if self.dataset_sha256 != current.dataset_sha256 {
            return differ(
                "dataset",
                self.dataset_sha256.clone(),
                current.dataset_sha256.clone(),
            );
        }
        if self.tokenizer_sha256 != current.tokenizer_sha256 {
            return differ(
                "tokenizer sha256",
                self.tokenizer_sha256.clone(),
                current.tokenizer_sha256.clone(),
            );
        }
        if self.bos_id != current.bos_id {
            return differ(
                "beginning-of-document id ([data] bos_token)",
                self.bos_id.to_string(),
                current.bos_id.to_string(),
            );
        }
        if self.text_column != current.text_column {
            return differ(
                "[data] text_column",
                self.text_column.clone(),
                current.text_column.clone(),
            );
        }
        if self.row_len != current.row_len {
            return differ(
                "seq_len + 1",
                self.row_len.to_string(),
                current.row_len.to_string(),
            );
        }
        if self.block_docs != current.block_docs {
            return differ(
                "documents per packing block ([data] pack_docs)",
                self.block_docs.to_string(),
                current.block_docs.to_string(),
            );
        }
        if self.window != current.window {
            return differ(
                "packing window",
                self.window.to_string(),
                current.window.to_string(),
            );
        }
        if self.seed != current.seed {
            return differ("seed", self.seed.to_string(), current.seed.to_string());
        }
        Ok(())
    }
}

/// Totals over everything the loader has handed out since the run began (carried across resumes).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataCounters {
    /// Batches returned.
    pub batches: u64,
    /// Packed rows returned.
    pub rows: u64,
    /// Documents whose first piece was returned.
    pub documents: u64,
    /// UTF-8 bytes of those documents.
    pub doc_bytes: u64,
    /// Text tokens of those documents (without BOS).
    pub doc_tokens: u64,
    /// Non-padding tokens in the returned rows.
    pub real_tokens: u64,
    /// Token slots in the returned rows (`rows * (seq_len + 1)`).
    pub slots: u64,
    /// Hash of the run's first batch.
    pub first_batch_sha256: Option<String>,
    /// Rows read that held no document (null, empty, or skipped as not UTF-8). Left out while zero, so
    /// cursors read and compare as before the field existed.
    #[serde(default, skip_serializing_if = "RowTally::is_zero")]
    pub tally: RowTally,
}

/// The position of the next row a loader returns: block `block` of epoch `epoch`, row `row` within it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DataCursor {
    /// The pipeline the position refers to.
    pub pipeline: PipelineId,
    /// Epoch of the next row.
    pub epoch: u64,
    /// Block of the next row within the epoch.
    pub block: u64,
    /// Row within that block's packed rows.
    pub row: u64,
    /// Running totals up to this position.
    pub counters: DataCounters,
}
