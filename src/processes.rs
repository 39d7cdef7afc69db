//! More than one process (README "More than one host"): the flags that place this process in a
//! multi-process run, and joining the others before anything is written.

use std::path::Path;
use std::sync::Arc;
use std::time::Duration;

use anyhow::Context;
use clap::Args;
use train::process::{self, Joined, ProcessIdentity, ProcessSpec};

/// Where this process stands in a multi-process run. On a TPU slice's hosts (`--plugin tpu`)
/// they come from the TPU environment (`TPU_WORKER_ID`, `TPU_WORKER_HOSTNAMES`) or the VM's
/// metadata; elsewhere give all three.
#[derive(Args, Debug, Clone)]
pub struct ProcessArgs {
    /// This process's index, 0 to --num-processes − 1 (process 0 serves the coordinator).
    #[arg(long, value_name = "N")]
    pub process_id: Option<usize>,
    /// Processes in the run, one per host (the same on every process).
    #[arg(long, value_name = "N")]
    pub num_processes: Option<usize>,
    /// The coordinator's address, process 0's host and a free port (the same on every process).
    #[arg(long, value_name = "HOST:PORT")]
    pub coordinator: Option<String>,
    /// Seconds every process waits for all the others to join before stopping with an error
    /// naming the missing one.
    #[arg(long, value_name = "SECONDS", default_value_t = 120)]
    pub startup_timeout: u64,
}

impl ProcessArgs {
    /// This process's place: from the flags, else (TPU plugin) from the TPU environment;
    /// `None` for a single-process run.
    pub fn spec(&self, plugin: &str) -> anyhow::Result<Option<ProcessSpec>> {
        anyhow::ensure!(
            self.startup_timeout > 0,
            "--startup-timeout is a number of seconds above 0 (default 120)"
        );
        let spec = match ProcessSpec::from_flags(
            self.process_id,
            self.num_processes,
            self.coordinator.as_deref(),
        )? {
            Some(spec) => Some(spec),
            None if plugin == "tpu" => {
                match ProcessSpec::from_tpu_env(|k| std::env::var(k).ok())? {
                    Some(spec) => Some(spec),
                    // The metadata server only from a TPU VM (libtpu safety: no traffic elsewhere).
                    None if pjrt::host_has_tpu() => ProcessSpec::from_tpu_metadata(|k| {
                        process::tpu_metadata(process::TPU_METADATA_ADDR, k)
                    })?,
                    None => None,
                }
            }
            None => None,
        };
        Ok(spec.filter(|s| s.processes > 1))
    }
}

/// Joins the other processes of a multi-process run (nothing is written before they all
/// agree), and arms the failure watch: if another process fails or disappears, this one
/// prints why and exits with status 1 rather than wait in a collective that cannot finish.
pub fn join(
    args: &ProcessArgs,
    spec: &ProcessSpec,
    plugin: &str,
    config_path: &Path,
    config_hash: &str,
    run_dir: &Path,
) -> anyhow::Result<Arc<Joined>> {
    let identity = ProcessIdentity {
        process: spec.process,
        processes: spec.processes,
        host: train::host_trace::host_name(),
        config_hash: config_hash.to_string(),
        config_path: config_path.display().to_string(),
        binary_sha256: process::binary_sha256().context("hashing the namtrain binary")?,
        plugin: plugin.to_string(),
        run_dir: run_dir.display().to_string(),
    };
    let timeout = Duration::from_secs(args.startup_timeout);
    eprintln!(
        "namtrain: {} joining at {} (waiting up to {} s for the others)",
        identity.label(),
        spec.coordinator,
        args.startup_timeout
    );
    let mut joined = process::join(spec, &run_dir.display().to_string(), &identity, timeout)
        .context("joining the run's other processes")?;
    eprintln!(
        "namtrain: all {} processes joined ({})",
        spec.processes,
        joined
            .identities
            .iter()
            .map(|i| i.host.as_str())
            .collect::<Vec<_>>()
            .join(", ")
    );
    joined.watch_failure(|why| {
        eprintln!("namtrain: error: the run failed on another process: {why}");
        std::process::exit(1);
    })?;
    Ok(Arc::new(joined))
}
