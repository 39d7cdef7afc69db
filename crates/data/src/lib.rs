//! Data pipeline for namtrain: parquet shards of documents, a byte-level BPE tokenizer, BOS-aligned best-fit
//! packing with segment ids, a resumable background loader, and the data-contract receipt.
//!
//! The flow is `prepare` (source tree → shards + `dataset.json`) → `Tokenizer::train` → `Loader` (shards →
//! tokens in a thread pool → packed rows → `Batch`es), with a `DataCursor` to resume exactly and a
//! `DataReceipt` recording what was read.

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
pub use row_check::{BadRowPolicy, RowCheck, RowCheckMode, RowTally};
pub use source::{SourceSpec, open_source};
pub use tokenizer::{BOS_ID, BOS_TOKEN, PAD_ID, PAD_TOKEN, Tokenizer, TrainOptions, TrainSummary};
