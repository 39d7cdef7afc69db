//! The metrics file: one JSON object per line (`RUN_DIR/metrics.jsonl`), appended and
//! flushed record by record so a killed run loses at most the line being written.
//!
//! # Record schema
//!
//! Every record has `step` (the optimizer step the values belong to, `u64`). All other
//! fields are optional and written only when set:
//!
//! | field | type | meaning |
//! | --- | --- | --- |
//! | `unix_ms` | u64 | wall-clock time of the record, ms since the Unix epoch (set by the writer when the record has none; TensorBoard's wall time) |
//! | `loss` | f64 | training loss of the step |
//! | `eval_loss` | f64 | loss on the held-out data at this step |
//! | `lr` | f64 | learning rate of the Muon group used by the step |
//! | `lr_adamw`, `lr_embed` | f64 | the AdamW group's and the token embedding's rates of the step |
//! | `tokens` | u64 | tokens consumed so far |
//! | `tokens_per_s` | f64 | throughput over the last logging interval |
//! | `mfu` | f64 | model FLOPs utilisation, 0..1 |
//! | `step_seconds` | f64 | wall time of the step: steps run queued between reads of their scalars (log records, evals, checkpoints), so this is the mean over the steps since the previous read |
//! | `host_fraction` | f64 | share of that time the host spent on its own work (batches, uploads, launches, reads, metrics) rather than waiting for the device; near 1, the device waits for the host |
//! | `grad_norm` | f64 | global gradient norm |
//! | `memory` | array | per-device readings, see [`crate::telemetry::DeviceMemory`] |
//! | `host_rss_bytes` | u64 | this process's resident set size (Linux `VmRSS`): on the CPU plugin, whose devices have no live statistics, the memory the run uses |
//! | `main_loss` | f64 | the main next-token loss of the step (`loss` is the whole objective: main + MTP + z-loss) |
//! | `loss_mean`, `main_loss_mean` | f64 | `loss` and `main_loss` averaged over every step since the previous training record (the log interval), this one included |
//! | `loss_mean_steps` | u64 | how many steps those means cover (`log_every`; fewer for the first record of a process) |
//! | `bpb` | f64 | bits per byte of the step's main loss: `main_loss / ln 2 / bytes_per_token` of the data receipt |
//! | `eval_bpb` | f64 | bits per byte of `eval_loss`, over `eval_bytes_per_token` of the held-out set |
//! | `expert_load` | array | per MoE application (main-stack E sublayers, then MTP depths), the fraction of routed slots per expert (each row sums to 1) |
//! | `expert_load_max_over_mean` | f64 | the largest max/mean load ratio over those rows (1 = balanced) |
//! | `dropped_frac` | f64 | fraction of routed slots dropped by capacity |
//!
//! Unknown fields are kept (in [`MetricsRecord::extra`]) so that newer writers and older
//! readers get along. Examples:
//!
//! ```json
//! {"step":10,"unix_ms":1763700000000,"loss":5.12,"lr":0.0003,"tokens_per_s":48211.0}
//! {"step":10,"eval_loss":5.31}
//! {"step":10,"memory":[{"id":0,"kind":"cpu","status":"unsupported","reason":"..."}]}
//! ```
//!
//! A resumed run first cuts the file back to the records of steps up to its checkpoint
//! ([`truncate_after`], an atomic rewrite), then appends: the records a killed process wrote
//! after its last checkpoint are dropped, so the file holds one history, each step once.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::telemetry::{DeviceMemory, MemorySample, unix_ms_now};

/// The metrics file's name inside a run directory.
pub const METRICS_FILE: &str = "metrics.jsonl";

/// Errors reading or writing the metrics file.
#[derive(Debug, thiserror::Error)]
pub enum MetricsError {
    /// A file operation failed.
    #[error("metrics file {path}: {source}")]
    Io {
        /// The file.
        path: PathBuf,
        /// The OS error.
        #[source]
        source: io::Error,
    },
    /// A line is not a valid record.
    #[error("metrics file {path}, line {line}: {message}")]
    Parse {
        /// The file.
        path: PathBuf,
        /// 1-based line number.
        line: usize,
        /// What is wrong.
        message: String,
    },
    /// The TensorBoard mirror failed.
    #[error(transparent)]
    TensorBoard(Box<crate::tensorboard::TensorBoardError>),
}

/// One line of the metrics file (schema in the module docs).
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct MetricsRecord {
    /// The optimizer step.
    pub step: u64,
    /// Wall-clock time, ms since the Unix epoch.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unix_ms: Option<u64>,
    /// Training loss.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loss: Option<f64>,
    /// Held-out loss.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub eval_loss: Option<f64>,
    /// Learning rate.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lr: Option<f64>,
    /// Tokens consumed so far.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens: Option<u64>,
    /// Tokens per second.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tokens_per_s: Option<f64>,
    /// Model FLOPs utilisation (0..1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mfu: Option<f64>,
    /// Wall time of the step in seconds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub step_seconds: Option<f64>,
    /// Global gradient norm.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub grad_norm: Option<f64>,
    /// Per-device memory readings.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub memory: Option<Vec<DeviceMemory>>,
    /// Fields this version does not know, kept verbatim.
    #[serde(flatten)]
    pub extra: BTreeMap<String, serde_json::Value>,
}

impl MetricsRecord {
    /// An empty record for `step`.
    pub fn at(step: u64) -> Self {
        MetricsRecord {
            step,
            ..Self::default()
        }
    }

    /// A memory record: `sample`'s per-device readings at `step`, timed by the sample.
    pub fn memory_at(step: u64, sample: MemorySample) -> Self {
        MetricsRecord {
            step,
            unix_ms: Some(sample.unix_ms),
            memory: Some(sample.devices),
            ..Self::default()
        }
    }
}

/// Appends records to a metrics file.
#[derive(Debug)]
pub struct MetricsWriter {
    path: PathBuf,
    file: File,
    /// The TensorBoard event file every record is mirrored to, when there is one.
    tensorboard: Option<crate::tensorboard::EventWriter>,
}

impl MetricsWriter {
    /// Opens `path` for appending, creating it (and its directory) if needed.
    pub fn open(path: impl Into<PathBuf>) -> Result<Self, MetricsError> {
        let path = path.into();
        let io_err = |source| MetricsError::Io {
            path: path.clone(),
            source,
        };
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(io_err)?;
        }
        let file = OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .map_err(io_err)?;
        let mut writer = MetricsWriter {
            path,
            file,
            tensorboard: None,
        };
        writer.terminate_partial_line()?;
        Ok(writer)
    }

    /// Opens `RUN_DIR/metrics.jsonl`.
    pub fn in_run_dir(run_dir: &Path) -> Result<Self, MetricsError> {
        Self::open(run_dir.join(METRICS_FILE))
    }

    /// The file written to.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Mirrors the records to a TensorBoard event file in `dir`, rebuilt from this file's
    /// records first ([`crate::tensorboard::EventWriter::rebuild`]): TensorBoard then holds
    /// exactly what the metrics file holds.
    pub fn with_tensorboard(mut self, dir: &Path) -> Result<Self, MetricsError> {
        let records = match self.path.exists() {
            true => read_metrics(&self.path)?,
            false => Vec::new(),
        };
        let writer = crate::tensorboard::EventWriter::rebuild(dir, &records)
            .map_err(|e| MetricsError::TensorBoard(Box::new(e)))?;
        self.tensorboard = Some(writer);
        Ok(self)
    }

    /// The TensorBoard event file records are mirrored to, if any.
    pub fn tensorboard_file(&self) -> Option<&Path> {
        self.tensorboard.as_ref().map(|t| t.path())
    }

    /// A run killed mid-write can leave a line without its newline; starting the next
    /// record on a fresh line keeps that damage to the one broken line.
    fn terminate_partial_line(&mut self) -> Result<(), MetricsError> {
        let bytes = std::fs::read(&self.path).map_err(|source| MetricsError::Io {
            path: self.path.clone(),
            source,
        })?;
        if bytes.last().is_some_and(|&b| b != b'\n') {
            self.file
                .write_all(b"\n")
                .map_err(|source| MetricsError::Io {
                    path: self.path.clone(),
                    source,
                })?;
        }
        Ok(())
    }

    /// Appends one record as a line and flushes it to the OS.
    pub fn write(&mut self, record: &MetricsRecord) -> Result<(), MetricsError> {
        let mut record = std::borrow::Cow::Borrowed(record);
        if record.unix_ms.is_none() {
            record.to_mut().unix_ms = Some(unix_ms_now());
        }
        let mut line = serde_json::to_vec(&*record).map_err(|e| MetricsError::Parse {
            path: self.path.clone(),
            line: 0,
            message: format!("cannot encode the record: {e}"),
        })?;
        line.push(b'\n');
        // One write call per record: with O_APPEND the line lands whole or (on a crash) as a
        // prefix at the end, never interleaved.
        self.file
            .write_all(&line)
            .and_then(|()| self.file.flush())
            .map_err(|source| MetricsError::Io {
                path: self.path.clone(),
                source,
            })?;
        if let Some(tb) = &mut self.tensorboard {
            tb.write(&record)
                .map_err(|e| MetricsError::TensorBoard(Box::new(e)))?;
        }
        Ok(())
    }
}

/// A row of `expert_load` (fractions of routed slots per expert) as `(max / mean, min / mean)`:
/// 1 and 1 when balanced. The metrics' `expert_load_max_over_mean` and TensorBoard's per-row
/// scalars both read it from here.
pub fn load_spread(row: &[f64]) -> (f64, f64) {
    let mean = (row.iter().sum::<f64>() / row.len().max(1) as f64).max(f64::MIN_POSITIVE);
    let max = row.iter().copied().fold(0.0, f64::max);
    let min = row.iter().copied().fold(f64::INFINITY, f64::min);
    (max / mean, if row.is_empty() { 0.0 } else { min / mean })
}

/// Reads every record of a metrics file.
///
/// A line cut short by a run killed mid-write is skipped with a warning; any other line that
/// does not parse is an error naming the line.
pub fn read_metrics(path: &Path) -> Result<Vec<MetricsRecord>, MetricsError> {
    let text = std::fs::read_to_string(path).map_err(|source| MetricsError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    let lines: Vec<&str> = text.lines().collect();
    let mut records = Vec::with_capacity(lines.len());
    for (i, line) in lines.iter().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match serde_json::from_str::<MetricsRecord>(line) {
            Ok(r) => records.push(r),
            Err(e) => {
                // A line cut short by a crash ends inside a value: serde reports EOF.
                if e.is_eof() {
                    tracing::warn!(
                        "{}: skipping truncated line {} (a run was interrupted while writing it)",
                        path.display(),
                        i + 1
                    );
                    continue;
                }
                return Err(MetricsError::Parse {
                    path: path.to_path_buf(),
                    line: i + 1,
                    message: e.to_string(),
                });
            }
        }
    }
    Ok(records)
}

/// Rewrites the metrics file atomically without the records of steps after `last_step`
/// (`None`: without any record), for a run resumed from the checkpoint of `last_step` or
/// started over. Lines cut short by a crash are dropped too; a missing file is left missing.
/// Returns how many lines were dropped.
pub fn truncate_after(path: &Path, last_step: Option<u64>) -> Result<usize, MetricsError> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(0),
        Err(source) => {
            return Err(MetricsError::Io {
                path: path.to_path_buf(),
                source,
            });
        }
    };
    let mut kept = String::with_capacity(text.len());
    let mut dropped = 0;
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let keep = match serde_json::from_str::<MetricsRecord>(line) {
            Ok(r) => last_step.is_some_and(|s| r.step <= s),
            Err(e) => !e.is_eof(),
        };
        if keep {
            kept.push_str(line);
            kept.push('\n');
        } else {
            dropped += 1;
        }
    }
    if dropped > 0 {
        files::write_atomic(path, kept.as_bytes()).map_err(|e| MetricsError::Io {
            path: e.path,
            source: e.source,
        })?;
    }
    Ok(dropped)
}

/// Reads `RUN_DIR/metrics.jsonl`.
pub fn read_run_metrics(run_dir: &Path) -> Result<Vec<MetricsRecord>, MetricsError> {
    read_metrics(&run_dir.join(METRICS_FILE))
}

/// `(step, value)` pairs of one field, sorted by step, keeping the last value written for
/// each step (a resumed run rewrites the steps after its checkpoint).
pub fn latest_per_step(
    records: &[MetricsRecord],
    field: impl Fn(&MetricsRecord) -> Option<f64>,
) -> Vec<(u64, f64)> {
    let mut by_step = BTreeMap::new();
    for r in records {
        if let Some(v) = field(r) {
            by_step.insert(r.step, v);
        }
    }
    by_step.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::telemetry::MemoryReading;

    #[test]
    fn records_round_trip_and_omit_unset_fields() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("run/metrics.jsonl");
        let mut w = MetricsWriter::open(&path).unwrap();
        let mut a = MetricsRecord::at(1);
        a.loss = Some(5.5);
        a.unix_ms = Some(1_763_700_000_000);
        let mut b = MetricsRecord::at(1);
        b.eval_loss = Some(6.0);
        b.unix_ms = Some(1_763_700_000_001);
        b.memory = Some(vec![DeviceMemory {
            id: 0,
            kind: "cpu".into(),
            reading: MemoryReading::Unsupported {
                reason: "no".into(),
            },
        }]);
        w.write(&a).unwrap();
        w.write(&b).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(
            text.lines().next().unwrap(),
            r#"{"step":1,"unix_ms":1763700000000,"loss":5.5}"#
        );
        assert_eq!(read_metrics(&path).unwrap(), vec![a, b]);
    }

    #[test]
    fn a_record_without_a_time_is_stamped_when_written() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("metrics.jsonl");
        let mut w = MetricsWriter::open(&path).unwrap();
        let before = unix_ms_now();
        w.write(&MetricsRecord::at(3)).unwrap();
        let after = unix_ms_now();
        let stamped = read_metrics(&path).unwrap()[0].unix_ms.unwrap();
        assert!(
            (before..=after).contains(&stamped),
            "{before} ≤ {stamped} ≤ {after}"
        );
    }

    #[test]
    fn truncating_after_a_checkpoint_keeps_each_earlier_step_once() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("metrics.jsonl");
        let text = "{\"step\":9,\"loss\":2.0}\n{\"step\":10,\"loss\":1.5}\n{\"step\":10,\"eval_loss\":1.7}\n\
                    {\"step\":11,\"loss\":1.4}\n{\"step\":12,\"lo";
        std::fs::write(&path, text).unwrap();
        assert_eq!(
            truncate_after(&path, Some(10)).unwrap(),
            2,
            "step 11 and the torn line"
        );
        let steps: Vec<u64> = read_metrics(&path)
            .unwrap()
            .iter()
            .map(|r| r.step)
            .collect();
        assert_eq!(steps, [9, 10, 10]);
        let mut w = MetricsWriter::open(&path).unwrap();
        w.write(&MetricsRecord::at(11)).unwrap();
        let steps: Vec<u64> = read_metrics(&path)
            .unwrap()
            .iter()
            .map(|r| r.step)
            .collect();
        assert_eq!(
            steps,
            [9, 10, 10, 11],
            "the resumed process appends after step 10"
        );
        assert_eq!(
            truncate_after(&path, None).unwrap(),
            4,
            "a run started over"
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "");
        assert_eq!(
            truncate_after(&dir.path().join("none"), Some(1)).unwrap(),
            0
        );
    }

    #[test]
    fn unknown_fields_are_kept() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.jsonl");
        std::fs::write(&path, "{\"step\":3,\"loss\":1.0,\"aux_loss\":0.25}\n").unwrap();
        let r = &read_metrics(&path).unwrap()[0];
        assert_eq!(r.extra["aux_loss"], serde_json::json!(0.25));
        assert_eq!(
            serde_json::to_string(r).unwrap(),
            r#"{"step":3,"loss":1.0,"aux_loss":0.25}"#
        );
    }

    #[test]
    fn a_truncated_last_line_is_skipped_and_the_next_write_starts_a_new_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.jsonl");
        std::fs::write(&path, "{\"step\":1,\"loss\":2.0}\n{\"step\":2,\"lo").unwrap();
        assert_eq!(read_metrics(&path).unwrap().len(), 1);
        let mut w = MetricsWriter::open(&path).unwrap();
        w.write(&MetricsRecord::at(2)).unwrap();
        let steps: Vec<u64> = read_metrics(&path)
            .unwrap()
            .iter()
            .map(|r| r.step)
            .collect();
        assert_eq!(steps, vec![1, 2]);
    }

    #[test]
    fn a_corrupt_line_in_the_middle_is_an_error_naming_the_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("m.jsonl");
        std::fs::write(&path, "{\"step\":1}\n{\"step\":\"two\"}\n{\"step\":3}\n").unwrap();
        let err = read_metrics(&path).unwrap_err().to_string();
        assert!(err.contains("line 2"), "{err}");
        assert!(err.contains("m.jsonl"), "{err}");
    }

    #[test]
    fn latest_per_step_keeps_the_value_written_last() {
        let rec = |step, loss| MetricsRecord {
            loss: Some(loss),
            ..MetricsRecord::at(step)
        };
        let records = vec![
            rec(1, 3.0),
            rec(2, 2.5),
            rec(3, 9.9),
            rec(3, 2.0),
            MetricsRecord::at(4),
        ];
        assert_eq!(
            latest_per_step(&records, |r| r.loss),
            vec![(1, 3.0), (2, 2.5), (3, 2.0)]
        );
    }
}
