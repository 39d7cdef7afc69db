//! Row-level checks of the text column, before a run compiles anything: null, empty and non-UTF-8
//! rows counted per shard, and a non-UTF-8 row refused by name unless the policy is to skip it.
//!
//! Parquet does not check that a string column holds UTF-8, so a file can carry a bad row that only
//! surfaces when the loader reaches it, hours in. `[data] row_check = "full"` (the default) reads
//! every row group of every shard once at start, in parallel; `"sample"` reads the first and last
//! row group of each (the loader still applies the policy to every row it reads later).

use serde::{Deserialize, Serialize};

use rayon::prelude::*;

use crate::dataset::ShardFile;
use crate::error::{DataError, Result};
use crate::shard::{RowText, ShardReader};

/// What to do with a row whose text is not UTF-8 (`[data] on_bad_row`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BadRowPolicy {
    /// Refuse the run, naming the file, row group and row.
    #[default]
    Error,
    /// Skip the row and count it in the data receipt.
    Skip,
}

/// How much of each shard the start-up check reads (`[data] row_check`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RowCheckMode {
    /// Every row group.
    #[default]
    Full,
    /// The first and last row group of each shard.
    Sample,
}

/// Rows that hold no document, counted. Null and empty rows are never documents; non-UTF-8 rows
/// are counted here only when the policy skips them.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowTally {
    /// Null entries.
    pub null_rows: u64,
    /// Empty strings.
    pub empty_rows: u64,
    /// Rows that are not UTF-8, skipped.
    pub invalid_utf8_rows: u64,
}

impl RowTally {
    /// Adds `other` into `self`.
    pub fn add(&mut self, other: &RowTally) {
        self.null_rows += other.null_rows;
        self.empty_rows += other.empty_rows;
        self.invalid_utf8_rows += other.invalid_utf8_rows;
    }

    /// Whether nothing was counted.
    pub fn is_zero(&self) -> bool {
        *self == RowTally::default()
    }

    /// Classifies one row: `Some(text)` for a document, `None` (counted) otherwise, or the policy's
    /// error for a non-UTF-8 row at `at`.
    pub fn document<'a>(
        &mut self,
        row: RowText<'a>,
        policy: BadRowPolicy,
        at: impl FnOnce() -> DataError,
    ) -> Result<Option<&'a str>> {
        match row {
            RowText::Text(text) => return Ok(Some(text)),
            RowText::Null => self.null_rows += 1,
            RowText::Empty => self.empty_rows += 1,
            RowText::InvalidUtf8 => match policy {
                BadRowPolicy::Error => return Err(at()),
                BadRowPolicy::Skip => self.invalid_utf8_rows += 1,
            },
        }
        Ok(None)
    }
}

/// What the start-up check read and found.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RowCheck {
    /// How much was read.
    pub mode: RowCheckMode,
    /// The policy applied.
    pub on_bad_row: BadRowPolicy,
    /// Row groups read, of `row_groups`.
    pub row_groups_checked: u64,
    /// Row groups in the shards.
    pub row_groups: u64,
    /// Rows read.
    pub rows_checked: u64,
    /// Rows without a document among those read.
    pub tally: RowTally,
}

/// Checks the rows of `shards` (see the module docs). Fails on the first non-UTF-8 row, in shard
/// order, when the policy is [`BadRowPolicy::Error`].
pub fn check_rows(
    shards: &[ShardFile],
    column: &str,
    mode: RowCheckMode,
    policy: BadRowPolicy,
) -> Result<RowCheck> {
    let per_shard: Vec<Result<RowCheck>> = shards
        .par_iter()
        .map(|shard| check_shard(shard, column, mode, policy))
        .collect();
    let mut total = RowCheck {
        mode,
        on_bad_row: policy,
        ..RowCheck::default()
    };
    for result in per_shard {
        let one = result?;
        total.row_groups_checked += one.row_groups_checked;
        total.row_groups += one.row_groups;
        total.rows_checked += one.rows_checked;
        total.tally.add(&one.tally);
    }
    Ok(total)
}

fn check_shard(
    shard: &ShardFile,
    column: &str,
    mode: RowCheckMode,
    policy: BadRowPolicy,
) -> Result<RowCheck> {
    let groups = shard.row_groups.len();
    let chosen: Vec<usize> = match mode {
        RowCheckMode::Full => (0..groups).collect(),
        RowCheckMode::Sample if groups <= 2 => (0..groups).collect(),
        RowCheckMode::Sample => vec![0, groups - 1],
    };
    let mut check = RowCheck {
        mode,
        on_bad_row: policy,
        row_groups: groups as u64,
        ..RowCheck::default()
    };
    let reader = ShardReader::open(&shard.path)?;
    for g in chosen {
        let rows = reader.read_row_group(column, g)?;
        let first_row: u64 = shard.row_groups[..g].iter().sum();
        for i in 0..rows.len() {
            check.tally.document(rows.get(i), policy, || {
                DataError::bad_row(reader.path(), column, g, first_row, i)
            })?;
        }
        check.row_groups_checked += 1;
        check.rows_checked += rows.len() as u64;
    }
    Ok(check)
}
