//! Data pipeline for namtrain: parquet shards of documents, a byte-level BPE tokenizer, BOS-aligned best-fit
//! packing with segment ids, a resumable background loader, and the data-contract receipt.
//!
//! The flow is `prepare` (source tree → shards + `dataset.json`) → `Tokenizer::train` → `Loader` (shards →
//! tokens in a thread pool → packed rows → `Batch`es), with a `DataCursor` to resume exactly and a
//! `DataReceipt` recording what was read.
//!
//! Every input may be a local path or a bucket location (`gs://`, `s3://`, see [`remote`]): shards are then
//! read by ranged requests and recorded by URL, size and version.
//!
//! ```
//! // Two packed rows of seq_len + 1 tokens (BOS = 1; `PAD_SLOT` marks the unused tail): the
//! // batch the model consumes, with next-token targets, segment ids and the loss mask.
//! use data::{Batch, batch::PAD_SLOT};
//! let rows = [vec![1, 7, 8, 1, 9], vec![1, 5, 6, PAD_SLOT, PAD_SLOT]];
//! let b = Batch::from_rows(&rows, 4, 1)?;
//! assert_eq!(b.tokens, [1, 7, 8, 1, 1, 5, 6, 0]);
//! assert_eq!(b.targets, [7, 8, 1, 9, 5, 6, 0, 0]);
//! assert_eq!(b.segment_ids, [1, 1, 1, 2, 1, 1, 1, 1]);
//! assert_eq!(b.loss_mask, [1, 1, 1, 1, 1, 1, 0, 0]);
//! // A row of another length is an error naming it, not a panic.
//! assert!(Batch::from_rows(&[vec![1, 2]], 4, 1).is_err());
//! # Ok::<(), data::error::DataError>(())
//! ```

#![warn(missing_docs)]

pub mod batch;
pub mod cursor;
pub mod dataset;
pub mod digest;
pub mod error;
pub mod loader;
mod order;
pub mod packing;
pub mod prepare;
pub mod receipt;
pub mod remote;
pub mod row_check;
pub mod shard;
pub mod source;
pub mod synthetic;
pub mod tokenizer;

pub use batch::Batch;
pub use cursor::{DataCounters, DataCursor, PipelineId};
pub use dataset::{Dataset, DatasetManifest, ShardFile, ShardRecord, SkipCounts};
pub use error::{DataError, Result};
pub use loader::{EvalSet, Loader, LoaderConfig, LoaderCursor, MixtureCursor, WeightedSource};
pub use prepare::{PrepareOptions, PrepareProgress, prepare};
pub use receipt::{DataReceipt, SourceReceipt, TokenizerRecord};
pub use remote::{AsLocation, Location};
pub use row_check::{BadRowPolicy, RowCheck, RowCheckMode, RowTally};
pub use source::{SourceSpec, open_source};
pub use tokenizer::{BOS_ID, BOS_TOKEN, PAD_ID, PAD_TOKEN, Tokenizer, TrainOptions, TrainSummary};
