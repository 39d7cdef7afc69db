//! Profiles of chosen steps ([`crate::host_trace`]): the host's spans of each profiled step and
//! of the evals and checkpoints among them, and the plugin's device trace, written when the
//! last profiled step has run.

use std::path::Path;
use std::time::Instant;

use super::{Result, TrainError, Trainer};
use crate::host_trace::{DeviceCapture, HostTrace, ProfileFiles, ProfileWindow, Track};

impl Trainer {
    /// The steps being profiled, until their profile is written.
    pub fn profile_window(&self) -> Option<ProfileWindow> {
        self.profile.as_ref().map(|(w, _, _)| *w)
    }

    /// What the profile wrote, once, after it was written.
    pub fn take_profile_written(&mut self) -> Option<ProfileFiles> {
        self.profiled.take()
    }

    /// The directory of TensorBoard event files and profiles.
    pub fn tensorboard_dir(&self) -> &Path {
        &self.tensorboard_dir
    }

    /// Records a span of the profile while one is being captured (`name` is built only then).
    pub(super) fn trace(&mut self, track: Track, name: impl FnOnce() -> String, start: Instant) {
        if let Some((window, trace, _)) = &mut self.profile
            && window.contains(self.step)
        {
            trace.span(track, name(), start);
        }
    }

    /// Whether the step about to launch is profiled; the plugin's device capture starts with
    /// the first such step.
    pub(super) fn start_step_profile(&mut self) -> bool {
        let tracing = self
            .profile
            .as_ref()
            .is_some_and(|(w, _, _)| w.contains(self.step + 1));
        if tracing && let Some((_, _, device @ None)) = &mut self.profile {
            *device = Some(DeviceCapture::start(self.client.plugin()));
        }
        tracing
    }

    /// Records the profiled step just launched (it becomes step `self.step + 1`), from
    /// `launched` to now, and the host's `spans` within it.
    pub(super) fn trace_launched_step(
        &mut self,
        launched: Instant,
        spans: Vec<(&'static str, Instant, Instant)>,
    ) {
        if let Some((_, trace, _)) = &mut self.profile {
            let step = self.step + 1;
            trace.span_between(
                Track::Steps,
                format!("step {step}"),
                launched,
                Instant::now(),
            );
            for (name, a, b) in spans {
                trace.span_between(Track::Steps, name.to_string(), a, b);
            }
        }
    }

    /// Arms a profile of optimizer steps `window` (1-based): the host trace of those steps, and
    /// of the evals and checkpoints among them, written when the last has run
    /// ([`crate::host_trace`]). Steps already taken cannot be captured.
    pub fn profile_steps(&mut self, window: ProfileWindow) -> Result<()> {
        if window.first <= self.step {
            return Err(TrainError::Config(format!(
                "--profile {}:{}: step {} has already run (the run is at step {}); profile a \
                 later step",
                window.first, window.count, window.first, self.step
            )));
        }
        self.profile = Some((window, HostTrace::new(), None));
        Ok(())
    }

    /// Writes the profile once the last captured step has run (and `last` is it or later). A
    /// profile that cannot be written is a warning: the run goes on.
    pub(super) fn close_profile_after(&mut self, last: u64) {
        if self
            .profile
            .as_ref()
            .is_some_and(|(w, _, _)| last >= w.last())
        {
            self.flush_profile();
        }
    }

    /// Writes the profile being captured now, whatever it holds (the loop calls it when it
    /// stops early): the host trace, and the device trace when the plugin's profiler ran.
    /// `None` when there was none or it could not be written (a warning says why: a profile
    /// never stops a run).
    pub fn flush_profile(&mut self) -> Option<ProfileFiles> {
        let (window, trace, device) = self.profile.take()?;
        let dir = crate::host_trace::profile_dir(&self.tensorboard_dir);
        let device_trace = match device {
            Some(capture) => capture.finish(&dir),
            None => Err("no profiled step ran".to_string()),
        };
        if let Err(why) = &device_trace {
            tracing::info!("profile: no device trace ({why})");
        }
        let metadata = serde_json::json!({
            "steps": format!("{}..={}", window.first, window.last()),
            "captured_through_step": self.step,
            "plugin": self.manifest.plugin.platform,
            "device_trace": match &device_trace {
                Ok(p) => p.display().to_string(),
                Err(why) => format!("none: {why}"),
            },
        });
        match trace.write(&dir, metadata) {
            Ok(host_trace) => {
                let files = ProfileFiles {
                    host_trace,
                    device_trace,
                };
                self.profiled = Some(files.clone());
                Some(files)
            }
            Err(e) => {
                tracing::warn!(
                    "the profile of steps {}..={} could not be written to {}: {e}; training goes on",
                    window.first,
                    window.last(),
                    dir.display()
                );
                None
            }
        }
    }
}
