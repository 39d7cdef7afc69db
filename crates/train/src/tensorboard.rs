//! TensorBoard scalars: every metrics record is also written as scalars to a TensorBoard event
//! file under `RUN_DIR/tensorboard/` (`tensorboard --logdir RUN_DIR/tensorboard`), with the
//! same step numbers.
//!
//! The event file mirrors `metrics.jsonl`: when a run starts (fresh or resumed, after the
//! metrics file has been cut back to the checkpoint) the event file is rewritten from the
//! metrics file, then both are appended record by record. So a resumed run never shows a step
//! twice, and what TensorBoard plots is exactly what `metrics.jsonl` holds.
//!
//! # Format
//!
//! An event file (`events.out.tfevents.<unix seconds>.<host>`) is a sequence of records: the
//! data length as a little-endian u64, the masked CRC-32C of those 8 bytes (u32 LE), the data,
//! the masked CRC-32C of the data (u32 LE); masked = `((crc >> 15) | (crc << 17)) + 0xa282ead8`.
//! Each record's data is a `tensorflow.Event` protobuf: the first carries `file_version =
//! "brain.Event:2"`, the rest `wall_time`, `step` and a `Summary` of `simple_value` scalars.
//!
//! # Tags
//!
//! | tag | from the metrics field |
//! | --- | --- |
//! | `train/loss`, `train/main_loss`, `train/loss_mean`, `train/main_loss_mean` | `loss`, `main_loss`, `loss_mean`, `main_loss_mean` |
//! | `train/bpb` | `bpb` |
//! | `train/lr` | `lr` |
//! | `train/grad_norm` | `grad_norm` |
//! | `train/tokens_per_s`, `train/mfu`, `train/step_seconds`, `train/host_fraction` | the fields of the same names |
//! | `eval/loss`, `eval/bpb`, `eval/mtp_loss.K` | `eval_loss`, `eval_bpb`, `eval_mtp_loss.K` |
//! | `memory/device<ID>/bytes_in_use`, `memory/device<ID>/peak_bytes_in_use` | `memory` (devices with live statistics) |
//! | `memory/host_rss_bytes` | `host_rss_bytes` |
//! | `moe/load_max_over_mean`, `moe/dropped_frac` | `expert_load_max_over_mean`, `dropped_frac` |
//! | `moe/load/<I>/max_over_mean`, `moe/load/<I>/min_over_mean` | row `I` of `expert_load` |

use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use prost::Message;

use crate::metrics::MetricsRecord;

/// The directory under a run directory that TensorBoard is pointed at.
pub const TENSORBOARD_DIR: &str = "tensorboard";
/// Event files' name prefix (TensorBoard reads files whose names contain `tfevents`).
pub const EVENT_FILE_PREFIX: &str = "events.out.tfevents.";

/// Errors writing event files.
#[derive(Debug, thiserror::Error)]
pub enum TensorBoardError {
    /// A file operation failed.
    #[error(
        "TensorBoard event files in {path}: {source} (make it a writable directory, or choose \
         another with --tensorboard-dir)"
    )]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The OS error.
        #[source]
        source: io::Error,
    },
}

/// `tensorflow.Event`, the fields namtrain writes.
#[derive(Clone, PartialEq, prost::Message)]
struct Event {
    #[prost(double, tag = "1")]
    wall_time: f64,
    #[prost(int64, tag = "2")]
    step: i64,
    #[prost(oneof = "EventWhat", tags = "3, 5")]
    what: Option<EventWhat>,
}

#[derive(Clone, PartialEq, prost::Oneof)]
enum EventWhat {
    #[prost(string, tag = "3")]
    FileVersion(String),
    #[prost(message, tag = "5")]
    Summary(Summary),
}

/// `tensorflow.Summary`.
#[derive(Clone, PartialEq, prost::Message)]
struct Summary {
    #[prost(message, repeated, tag = "1")]
    value: Vec<SummaryValue>,
}

/// `tensorflow.Summary.Value` with its `simple_value`.
#[derive(Clone, PartialEq, prost::Message)]
struct SummaryValue {
    #[prost(string, tag = "1")]
    tag: String,
    /// A oneof in the schema: written even when 0.0 (a plain proto3 float would be omitted at
    /// zero, and TensorBoard would see a value with no data).
    #[prost(oneof = "ValueKind", tags = "2")]
    value: Option<ValueKind>,
}

/// `tensorflow.Summary.Value.value`, the `simple_value` case.
#[derive(Clone, PartialEq, prost::Oneof)]
enum ValueKind {
    #[prost(float, tag = "2")]
    SimpleValue(f32),
}

/// The scalars of one metrics record, as `(tag, value)` (tags in the module docs).
pub fn scalars(record: &MetricsRecord) -> Vec<(String, f64)> {
    let mut out = Vec::new();
    let mut put = |tag: &str, v: Option<f64>| {
        if let Some(v) = v {
            out.push((tag.to_string(), v));
        }
    };
    let extra = |key: &str| record.extra.get(key).and_then(serde_json::Value::as_f64);
    put("train/loss", record.loss);
    put("train/main_loss", extra("main_loss"));
    put("train/loss_mean", extra("loss_mean"));
    put("train/main_loss_mean", extra("main_loss_mean"));
    put("train/bpb", extra("bpb"));
    put("train/lr", record.lr);
    put("train/grad_norm", record.grad_norm);
    put("train/tokens_per_s", record.tokens_per_s);
    put("train/mfu", record.mfu);
    put("train/step_seconds", record.step_seconds);
    put("train/host_fraction", extra("host_fraction"));
    put("eval/loss", record.eval_loss);
    put("eval/bpb", extra("eval_bpb"));
    put("memory/host_rss_bytes", extra("host_rss_bytes"));
    put("moe/load_max_over_mean", extra("expert_load_max_over_mean"));
    put("moe/dropped_frac", extra("dropped_frac"));
    for (key, value) in &record.extra {
        if let Some(depth) = key.strip_prefix("eval_mtp_loss.") {
            put(&format!("eval/mtp_loss.{depth}"), value.as_f64());
        }
        // The code evaluation's rates (`code/pass_rate`, `code/easy/pass@1`, ...), as named.
        if key.starts_with("code/") {
            put(key, value.as_f64());
        }
    }
    for d in record.memory.iter().flatten() {
        if let crate::telemetry::MemoryReading::Ok {
            bytes_in_use,
            peak_bytes_in_use,
            ..
        } = d.reading
        {
            put(
                &format!("memory/device{}/bytes_in_use", d.id),
                Some(bytes_in_use as f64),
            );
            put(
                &format!("memory/device{}/peak_bytes_in_use", d.id),
                peak_bytes_in_use.map(|p| p as f64),
            );
        }
    }
    let rows = record
        .extra
        .get("expert_load")
        .and_then(|v| serde_json::from_value::<Vec<Vec<f64>>>(v.clone()).ok())
        .unwrap_or_default();
    for (i, row) in rows.iter().enumerate().filter(|(_, r)| !r.is_empty()) {
        let (max, min) = crate::metrics::load_spread(row);
        put(&format!("moe/load/{i}/max_over_mean"), Some(max));
        put(&format!("moe/load/{i}/min_over_mean"), Some(min));
    }
    out
}

/// CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), as TFRecord frames use it.
pub fn crc32c(data: &[u8]) -> u32 {
    const TABLE: [u32; 256] = {
        let mut table = [0u32; 256];
        let mut i = 0;
        while i < 256 {
            let mut c = i as u32;
            let mut k = 0;
            while k < 8 {
                c = if c & 1 != 0 {
                    0x82F6_3B78 ^ (c >> 1)
                } else {
                    c >> 1
                };
                k += 1;
            }
            table[i] = c;
            i += 1;
        }
        table
    };
    !data.iter().fold(!0u32, |crc, &b| {
        TABLE[((crc ^ b as u32) & 0xff) as usize] ^ (crc >> 8)
    })
}

/// The masked CRC of TFRecord frames (a CRC of data holding CRCs is weak; masking fixes it).
pub fn masked_crc32c(data: &[u8]) -> u32 {
    let crc = crc32c(data);
    (crc.rotate_right(15)).wrapping_add(0xa282_ead8)
}

/// One framed record.
fn frame(data: &[u8]) -> Vec<u8> {
    let len = (data.len() as u64).to_le_bytes();
    let mut out = Vec::with_capacity(data.len() + 16);
    out.extend_from_slice(&len);
    out.extend_from_slice(&masked_crc32c(&len).to_le_bytes());
    out.extend_from_slice(data);
    out.extend_from_slice(&masked_crc32c(data).to_le_bytes());
    out
}

/// The framed event of one record; `None` when the record has no scalars.
fn record_event(record: &MetricsRecord) -> Option<Vec<u8>> {
    let value: Vec<SummaryValue> = scalars(record)
        .into_iter()
        .map(|(tag, v)| SummaryValue {
            tag,
            value: Some(ValueKind::SimpleValue(v as f32)),
        })
        .collect();
    if value.is_empty() {
        return None;
    }
    let event = Event {
        wall_time: record.unix_ms.unwrap_or(0) as f64 / 1e3,
        step: record.step as i64,
        what: Some(EventWhat::Summary(Summary { value })),
    };
    Some(frame(&event.encode_to_vec()))
}

/// Refuses a TensorBoard directory that cannot be written, before a run writes anything: a
/// path component that is a file, a read-only directory, or an existing directory where a file
/// cannot be created (the probe file is removed at once).
pub fn check_writable(dir: &Path) -> Result<(), TensorBoardError> {
    let err = |path: &Path, msg: &str| TensorBoardError::Io {
        path: path.to_path_buf(),
        source: io::Error::other(msg.to_string()),
    };
    let mut existing = dir;
    while !existing.exists() {
        match existing.parent() {
            Some(p) if !p.as_os_str().is_empty() => existing = p,
            _ => return Ok(()),
        }
    }
    let meta = std::fs::metadata(existing).map_err(|source| TensorBoardError::Io {
        path: existing.to_path_buf(),
        source,
    })?;
    if !meta.is_dir() {
        return Err(err(existing, "not a directory"));
    }
    if meta.permissions().readonly() {
        return Err(err(existing, "the directory is read-only"));
    }
    if existing == dir {
        let probe = dir.join(format!(".namtrain-write-probe-{}", std::process::id()));
        File::create(&probe).map_err(|source| TensorBoardError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
        let _ = std::fs::remove_file(&probe);
    }
    Ok(())
}

/// Appends metrics records to a run's event file as scalars.
#[derive(Debug)]
pub struct EventWriter {
    path: PathBuf,
    file: File,
}

impl EventWriter {
    /// Starts the event file of `dir` afresh from `records` (the metrics file's records): the
    /// new file is written whole and renamed into place, then the directory's earlier event
    /// files are removed, so TensorBoard sees each step once. Profiles under `plugins/` are
    /// left alone.
    pub fn rebuild(dir: &Path, records: &[MetricsRecord]) -> Result<Self, TensorBoardError> {
        let io_err = |path: &Path| {
            let path = path.to_path_buf();
            move |source| TensorBoardError::Io { path, source }
        };
        std::fs::create_dir_all(dir).map_err(io_err(dir))?;
        let now = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap_or_default();
        let name = format!(
            "{EVENT_FILE_PREFIX}{:010}.{}",
            now.as_secs(),
            crate::host_trace::host_name()
        );
        let path = dir.join(&name);
        let mut bytes = frame(
            &Event {
                wall_time: now.as_secs_f64(),
                step: 0,
                what: Some(EventWhat::FileVersion("brain.Event:2".into())),
            }
            .encode_to_vec(),
        );
        for r in records {
            bytes.extend(record_event(r).unwrap_or_default());
        }
        files::write_atomic(&path, &bytes).map_err(|e| TensorBoardError::Io {
            path: e.path,
            source: e.source,
        })?;
        for entry in std::fs::read_dir(dir).map_err(io_err(dir))? {
            let entry = entry.map_err(io_err(dir))?;
            let file_name = entry.file_name();
            let file_name = file_name.to_string_lossy();
            if file_name.starts_with(EVENT_FILE_PREFIX) && file_name != name.as_str() {
                std::fs::remove_file(entry.path()).map_err(io_err(&entry.path()))?;
            }
        }
        let file = OpenOptions::new()
            .append(true)
            .open(&path)
            .map_err(io_err(&path))?;
        Ok(EventWriter { path, file })
    }

    /// The event file written to.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends one record's scalars (nothing for a record without any) and flushes.
    pub fn write(&mut self, record: &MetricsRecord) -> Result<(), TensorBoardError> {
        let Some(bytes) = record_event(record) else {
            return Ok(());
        };
        self.file
            .write_all(&bytes)
            .and_then(|()| self.file.flush())
            .map_err(|source| TensorBoardError::Io {
                path: self.path.clone(),
                source,
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crc32c_matches_the_published_check_values() {
        // RFC 3720 (iSCSI) B.4 and the CRC catalogue's check value of "123456789".
        assert_eq!(crc32c(b"123456789"), 0xE306_9283);
        assert_eq!(crc32c(&[0u8; 32]), 0x8A91_36AA);
        assert_eq!(crc32c(&[0xffu8; 32]), 0x62A8_AB43);
        let ascending: Vec<u8> = (0..32).collect();
        assert_eq!(crc32c(&ascending), 0x46DD_794E);
    }

    #[test]
    fn expert_load_rows_become_max_and_min_over_mean() {
        let mut r = MetricsRecord::at(4);
        r.extra.insert(
            "expert_load".into(),
            serde_json::json!([[0.5, 0.25, 0.25, 0.0], [0.25, 0.25, 0.25, 0.25]]),
        );
        let s: std::collections::BTreeMap<String, f64> = scalars(&r).into_iter().collect();
        assert_eq!(s["moe/load/0/max_over_mean"], 2.0);
        assert_eq!(s["moe/load/0/min_over_mean"], 0.0);
        assert_eq!(s["moe/load/1/max_over_mean"], 1.0);
    }

    #[test]
    fn a_file_in_the_way_is_refused_and_left_as_it_was() {
        let tmp = tempfile::tempdir().unwrap();
        let blocker = tmp.path().join("tb");
        std::fs::write(&blocker, b"keep me").unwrap();
        let e = check_writable(&blocker.join("x")).unwrap_err().to_string();
        assert!(
            e.contains("not a directory") && e.contains("--tensorboard-dir"),
            "{e}"
        );
        assert_eq!(std::fs::read(&blocker).unwrap(), b"keep me");
        check_writable(&tmp.path().join("new/tensorboard")).unwrap();
        assert!(!tmp.path().join("new").exists());
    }
}
