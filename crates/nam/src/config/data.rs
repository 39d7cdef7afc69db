//! `[data]` and its `[[data.sources]]`: where the tokenizer and documents are, how they are
//! read ([`DataConfig`], [`DataSource`]), and the checks of those keys.

use super::defaults;
use serde::{Deserialize, Serialize};

/// One path, or a list of them, in `[data]`: each a directory (searched recursively for
/// `*.parquet`, or a dataset made by `namtrain data prepare`), a glob, or a parquet file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum DataPaths {
    /// One entry (written as a string, so configs from before lists existed keep their hash).
    One(String),
    /// Several entries, read in order.
    Many(Vec<String>),
}

impl DataPaths {
    /// The entries, in order.
    pub fn entries(&self) -> Vec<&str> {
        match self {
            DataPaths::One(p) => vec![p.as_str()],
            DataPaths::Many(ps) => ps.iter().map(String::as_str).collect(),
        }
    }
}

/// `[data] on_bad_row`: what to do with a row whose text is not UTF-8.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnBadRow {
    /// Refuse the run before compiling, naming the file, row group and row.
    #[default]
    Error,
    /// Skip such rows and count them in the data receipt.
    Skip,
}

/// `[data] row_check`: how much of each shard is read at start to find bad rows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RowCheck {
    /// Every row group of every shard.
    #[default]
    Full,
    /// The first and last row group of each shard.
    Sample,
}

/// One `[[data.sources]]` entry of a mixture.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataSource {
    /// Training documents of this source.
    pub path: DataPaths,
    /// Relative weight: the source's share of rows is its weight over the sum of weights.
    pub weight: f64,
    /// Held-out documents of this source (eval reads every source's, in order).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub validation: Option<DataPaths>,
    /// This source's text column (default: `[data] text_column`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_column: Option<String>,
}

/// `[data]`: where the tokenizer and documents live and how they are read (relative paths are relative
/// to the working directory `namtrain` runs in). See `docs/data.md`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataConfig {
    /// Tokenizer file (`tokenizer.json`).
    #[serde(default = "defaults::tokenizer")]
    pub tokenizer: String,
    /// Training documents (`train` is accepted as another name): a directory, a glob, a parquet file,
    /// or a list of them.
    #[serde(default = "defaults::shards", alias = "train")]
    pub shards: DataPaths,
    /// Held-out documents for eval, in the same forms; unset: a prepared dataset's held-out shards,
    /// the `validation` files of a directory named by split, or the last `val_shards` files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub validation: Option<DataPaths>,
    /// Trailing files (in sorted order) held out for eval when nothing names an eval split.
    #[serde(default = "defaults::one_usize")]
    pub val_shards: usize,
    /// The column holding each document's text.
    #[serde(
        default = "defaults::text_column",
        skip_serializing_if = "defaults::is_text_column"
    )]
    pub text_column: String,
    /// The tokenizer's beginning-of-document token, by name (`None`: the first of the usual names the
    /// tokenizer holds: `<|bos|>`, `<|begin_of_text|>`, `<s>`, `<bos>`, `[BOS]`, `<|endoftext|>`). Left out
    /// of the canonical JSON when unset, so configs without it keep their hash.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bos_token: Option<String>,
    /// What to do with a row that is not UTF-8.
    #[serde(default, skip_serializing_if = "defaults::is_default")]
    pub on_bad_row: OnBadRow,
    /// How much of each shard the start-up check reads.
    #[serde(default, skip_serializing_if = "defaults::is_default")]
    pub row_check: RowCheck,
    /// Documents per packing block: best fit over this many documents (twice as many pending pieces).
    /// Larger packs tighter; each block is also the unit of parallel work and of resumption.
    #[serde(
        default = "defaults::pack_docs",
        skip_serializing_if = "defaults::is_default_pack_docs"
    )]
    pub pack_docs: usize,
    /// A weighted mixture of sources, instead of `shards`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sources: Vec<DataSource>,
}

impl DataConfig {
    /// Appends every violation of the `[data]` rules to `errors`.
    pub(super) fn check(&self, errors: &mut Vec<String>) {
        let d = self;
        if d.pack_docs == 0 {
            errors.push("[data] pack_docs must be at least 1".into());
        }
        let empty = |paths: &DataPaths| paths.entries().iter().all(|p| p.trim().is_empty());
        if empty(&d.shards) {
            errors.push("[data] shards names no path".into());
        }
        if d.text_column.is_empty() {
            errors.push("[data] text_column is empty".into());
        }
        if d.sources.is_empty() {
            return;
        }
        if d.shards != defaults::shards() {
            errors.push(
                "[data] shards and [[data.sources]] are both set; a mixture names its files in each source's \
                 `path`"
                    .into(),
            );
        }
        for (i, source) in d.sources.iter().enumerate() {
            if !(source.weight.is_finite() && source.weight > 0.0) {
                errors.push(format!(
                    "[[data.sources]] #{} has weight {}; weights must be positive numbers",
                    i + 1,
                    source.weight
                ));
            }
            if empty(&source.path) {
                errors.push(format!("[[data.sources]] #{} names no path", i + 1));
            }
        }
    }
}
