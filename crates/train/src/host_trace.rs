//! Profiles of chosen steps (`namtrain --profile STEP[:COUNT]`, [`crate::trainer::Trainer::profile_steps`]).
//!
//! The trace is the training loop's own, seen from the host: per step, reading the batch,
//! placing it on the devices, launching the program, waiting for the device, reading the
//! scalars, and the checkpoints and evals among those steps. It is written in the Chrome trace
//! event format (JSON), which Perfetto (<https://ui.perfetto.dev>), `chrome://tracing` and
//! TensorBoard's trace viewer open, at
//! `RUN_DIR/tensorboard/plugins/profile/<YYYY_MM_DD_HH_MM_SS>/<host>.trace.json`: the
//! directory TensorBoard's profile plugin and XProf scan, the layout `jax.profiler.trace`
//! writes.
//!
//! Device-side traces come from a plugin's `PJRT_Profiler_Extension` ([`DeviceCapture`], over
//! [`pjrt::profiler`]): started when the window's first step launches, stopped and collected
//! when the window closes, written beside the host trace as `<host>.xplane.pb`. The XLA CPU
//! plugin has none (its extension chain holds PhaseCompile, FFI, MemoryDescriptions and
//! Layouts), and libtpu's does not start without a TPU, so there the host trace is the whole
//! profile; the trainer says why when it writes it.

use std::path::{Path, PathBuf};
use std::time::Instant;

use serde_json::json;

/// The file name suffix of a host trace inside a profile directory.
pub const HOST_TRACE_SUFFIX: &str = ".trace.json";

/// Which steps to profile: `STEP[:COUNT]` (steps `STEP..STEP+COUNT`, 1-based optimizer steps).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProfileWindow {
    /// The first step captured.
    pub first: u64,
    /// How many steps.
    pub count: u64,
}

impl ProfileWindow {
    /// Whether optimizer step `step` (1-based) is captured.
    pub fn contains(&self, step: u64) -> bool {
        (self.first..self.first + self.count).contains(&step)
    }

    /// The last step captured.
    pub fn last(&self) -> u64 {
        self.first + self.count - 1
    }
}

impl std::str::FromStr for ProfileWindow {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        let bad = || {
            format!(
                "--profile `{s}`: expected STEP or STEP:COUNT with STEP ≥ 1 and COUNT ≥ 1 \
                 (e.g. --profile 20:3 captures steps 20, 21 and 22)"
            )
        };
        let (first, count) = match s.split_once(':') {
            Some((a, b)) => (a.trim(), b.trim()),
            None => (s.trim(), "1"),
        };
        let first: u64 = first.parse().map_err(|_| bad())?;
        let count: u64 = count.parse().map_err(|_| bad())?;
        if first == 0 || count == 0 {
            return Err(bad());
        }
        Ok(ProfileWindow { first, count })
    }
}

/// Timed spans of the training loop, on two tracks: `steps` (each step's launch, with its
/// batch read, upload and program launch inside) and `host` (device waits, scalar reads,
/// checkpoints, evals).
#[derive(Debug)]
pub struct HostTrace {
    origin: Instant,
    events: Vec<serde_json::Value>,
}

/// A track of the trace.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Track {
    /// Steps and what their launch does.
    Steps = 1,
    /// Waits and reads between launches; checkpoints; evals.
    Host = 2,
}

impl Default for HostTrace {
    fn default() -> Self {
        Self::new()
    }
}

impl HostTrace {
    /// An empty trace whose clock starts now.
    pub fn new() -> Self {
        HostTrace {
            origin: Instant::now(),
            events: Vec::new(),
        }
    }

    /// Records a span from `start` to now.
    pub fn span(&mut self, track: Track, name: impl Into<String>, start: Instant) {
        self.span_between(track, name, start, Instant::now());
    }

    /// Records a span from `start` to `now`.
    pub fn span_between(
        &mut self,
        track: Track,
        name: impl Into<String>,
        start: Instant,
        now: Instant,
    ) {
        let us = |t: Instant| t.saturating_duration_since(self.origin).as_secs_f64() * 1e6;
        self.events.push(json!({
            "name": name.into(),
            "cat": "namtrain",
            "ph": "X",
            "ts": us(start),
            "dur": (us(now) - us(start)).max(0.0),
            "pid": std::process::id(),
            "tid": track as u32,
        }));
    }

    /// How many spans were recorded.
    pub fn len(&self) -> usize {
        self.events.len()
    }

    /// Whether nothing was recorded.
    pub fn is_empty(&self) -> bool {
        self.events.is_empty()
    }

    /// The trace as Chrome trace JSON, with names for the process and its tracks and
    /// `metadata` (free-form: what was captured and how).
    pub fn to_json(&self, metadata: serde_json::Value) -> serde_json::Value {
        let pid = std::process::id();
        let mut events = vec![
            json!({"name": "process_name", "ph": "M", "pid": pid, "args": {"name": "namtrain"}}),
            json!({"name": "thread_name", "ph": "M", "pid": pid, "tid": Track::Steps as u32,
                   "args": {"name": "steps (launch: batch, upload, program)"}}),
            json!({"name": "thread_name", "ph": "M", "pid": pid, "tid": Track::Host as u32,
                   "args": {"name": "host (device waits, scalar reads, checkpoints, evals)"}}),
        ];
        events.extend(self.events.iter().cloned());
        json!({"traceEvents": events, "displayTimeUnit": "ms", "metadata": metadata})
    }

    /// Writes the trace into profile directory `dir` (made by [`profile_dir`]) and returns the
    /// file's path.
    pub fn write(&self, dir: &Path, metadata: serde_json::Value) -> std::io::Result<PathBuf> {
        std::fs::create_dir_all(dir)?;
        let path = dir.join(format!("{}{HOST_TRACE_SUFFIX}", host_name()));
        let bytes = serde_json::to_vec(&self.to_json(metadata)).map_err(std::io::Error::other)?;
        files::write_atomic(&path, &bytes).map_err(|e| e.source)?;
        Ok(path)
    }
}

/// The file name suffix of a device trace (a serialized `tensorflow.profiler.XSpace`).
pub const XSPACE_SUFFIX: &str = ".xplane.pb";

/// The device side of a profile: the plugin's profiler extension ([`pjrt::profiler`]) when it
/// has one that starts on this host.
pub enum DeviceCapture {
    /// Capturing.
    Running(pjrt::profiler::ProfilerSession),
    /// No device trace, and why.
    Unavailable(String),
}

impl std::fmt::Debug for DeviceCapture {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeviceCapture::Running(_) => f.write_str("Running"),
            DeviceCapture::Unavailable(why) => write!(f, "Unavailable({why})"),
        }
    }
}

impl DeviceCapture {
    /// Starts the plugin's profiler (JAX's default levels: host 2, device 1).
    pub fn start(plugin: &pjrt::Plugin) -> DeviceCapture {
        let Some(api) = plugin.profiler_api() else {
            return DeviceCapture::Unavailable(
                "the plugin has no PJRT profiler extension (the XLA CPU plugin has none)".into(),
            );
        };
        let started = api
            .create(&pjrt::profiler::ProfileOptions::default())
            .and_then(|mut session| session.start().map(|()| session));
        match started {
            Ok(session) => DeviceCapture::Running(session),
            Err(e) => {
                DeviceCapture::Unavailable(format!("the plugin's profiler did not start: {e}"))
            }
        }
    }

    /// Stops the capture and writes `<host>.xplane.pb` into `dir`; the file, or why there is
    /// none.
    pub fn finish(self, dir: &Path) -> Result<PathBuf, String> {
        let mut session = match self {
            DeviceCapture::Running(s) => s,
            DeviceCapture::Unavailable(why) => return Err(why),
        };
        let space = session
            .stop()
            .and_then(|()| session.collect())
            .map_err(|e| e.to_string())?;
        let path = dir.join(format!("{}{XSPACE_SUFFIX}", host_name()));
        std::fs::create_dir_all(dir)
            .map_err(|e| e.to_string())
            .and_then(|()| files::write_atomic(&path, &space).map_err(|e| e.to_string()))?;
        Ok(path)
    }
}

/// What a profile wrote.
#[derive(Debug, Clone)]
pub struct ProfileFiles {
    /// The host-side trace (Chrome trace JSON).
    pub host_trace: PathBuf,
    /// The device trace (XSpace), or why there is none.
    pub device_trace: Result<PathBuf, String>,
}

impl ProfileFiles {
    /// One line for the run's log.
    pub fn describe(&self) -> String {
        let device = match &self.device_trace {
            Ok(p) => format!(
                "device trace {} (XSpace: TensorBoard's profile tab or XProf)",
                p.display()
            ),
            Err(why) => format!("no device trace: {why}"),
        };
        format!(
            "profile written: host trace {} (Chrome trace JSON: https://ui.perfetto.dev); {device}",
            self.host_trace.display()
        )
    }
}

/// `tensorboard_dir/plugins/profile/<UTC YYYY_MM_DD_HH_MM_SS>`, as TensorBoard names runs.
pub fn profile_dir(tensorboard_dir: &Path) -> PathBuf {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    tensorboard_dir
        .join("plugins")
        .join("profile")
        .join(utc_stamp(secs))
}

/// `YYYY_MM_DD_HH_MM_SS` in UTC of Unix seconds (Howard Hinnant's civil-from-days).
fn utc_stamp(secs: u64) -> String {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}_{month:02}_{day:02}_{:02}_{:02}_{:02}",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60
    )
}

/// This host's name (`/proc/sys/kernel/hostname`, `$HOSTNAME`, else `localhost`), as profile
/// and event file names carry it.
pub fn host_name() -> String {
    std::fs::read_to_string("/proc/sys/kernel/hostname")
        .ok()
        .map(|s| s.trim().to_string())
        .filter(|s| !s.is_empty())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .unwrap_or_else(|| "localhost".into())
        .replace(['/', ' '], "_")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_parse_and_bad_ones_name_the_form() {
        assert_eq!(
            "20:3".parse::<ProfileWindow>().unwrap(),
            ProfileWindow {
                first: 20,
                count: 3
            }
        );
        let one: ProfileWindow = "7".parse().unwrap();
        assert_eq!((one.first, one.count, one.last()), (7, 1, 7));
        assert!(one.contains(7) && !one.contains(8) && !one.contains(6));
        for bad in ["", "0:3", "3:0", "a:2", "3:", "-1", "2:3:4"] {
            let e = bad.parse::<ProfileWindow>().unwrap_err();
            assert!(e.contains("STEP:COUNT"), "{bad}: {e}");
        }
    }

    #[test]
    fn utc_stamps_match_known_dates() {
        assert_eq!(utc_stamp(0), "1970_01_01_00_00_00");
        // 2000-02-29 12:34:56 UTC (a leap day in a century leap year).
        assert_eq!(utc_stamp(951_827_696), "2000_02_29_12_34_56");
        // 2026-11-27 16:43:19 UTC.
        assert_eq!(utc_stamp(1_795_797_799), "2026_11_27_16_43_19");
    }
}
