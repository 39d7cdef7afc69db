//! Which process of a multi-host run this is, and joining the others (issue 43's process
//! model; not yet wired into the trainer).
//!
//! The same command runs on every host. Each process learns its index and the process count
//! from the TPU environment a TPU VM sets (`TPU_WORKER_ID`, `TPU_WORKER_HOSTNAMES`: the
//! coordinator is the first host) or from explicit `--process-id / --num-processes /
//! --coordinator HOST:PORT` for other plugins. [`join`] then has process 0 serve the
//! coordination store ([`crate::coord`]) and every process register what it has (its devices,
//! as the caller describes them) and wait for all the others at a start-up barrier: a process
//! that never comes makes every other stop within the start-up timeout with an error naming it.

use std::time::Duration;

use crate::coord::{CoordError, KvClient, KvServer};

/// The default start-up timeout: how long a process waits for the others to join.
pub const DEFAULT_STARTUP_TIMEOUT: Duration = Duration::from_secs(120);
/// The coordinator's port when it comes from the TPU environment.
pub const DEFAULT_COORDINATOR_PORT: u16 = 8476;

/// This process's place in the run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ProcessSpec {
    /// Index of this process, `0..processes`.
    pub process: usize,
    /// Processes in the run.
    pub processes: usize,
    /// `HOST:PORT` of the coordination store (process 0 serves it).
    pub coordinator: String,
}

/// A process description that cannot be used; the message names the flag or variable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ProcessSpecError(pub String);

impl ProcessSpec {
    /// One process: nothing to coordinate.
    pub fn single() -> Self {
        ProcessSpec {
            process: 0,
            processes: 1,
            coordinator: String::new(),
        }
    }

    /// From the flags (all three, or none: then `None`).
    pub fn from_flags(
        process_id: Option<usize>,
        num_processes: Option<usize>,
        coordinator: Option<&str>,
    ) -> Result<Option<Self>, ProcessSpecError> {
        match (process_id, num_processes, coordinator) {
            (None, None, None) => Ok(None),
            (Some(p), Some(n), Some(c)) => Self::checked(p, n, c).map(Some),
            _ => Err(ProcessSpecError(
                "--process-id, --num-processes and --coordinator HOST:PORT go together: give all \
                 three (the same --num-processes and --coordinator on every process) or none"
                    .into(),
            )),
        }
    }

    /// From a TPU VM's environment (`TPU_WORKER_ID`, `TPU_WORKER_HOSTNAMES`), read through
    /// `var`; `None` when it is not a multi-host slice.
    pub fn from_tpu_env(
        var: impl Fn(&str) -> Option<String>,
    ) -> Result<Option<Self>, ProcessSpecError> {
        let Some(hosts) = var("TPU_WORKER_HOSTNAMES") else {
            return Ok(None);
        };
        let hosts: Vec<&str> = hosts
            .split(',')
            .map(str::trim)
            .filter(|h| !h.is_empty())
            .collect();
        if hosts.len() <= 1 {
            return Ok(None);
        }
        let id = var("TPU_WORKER_ID").ok_or_else(|| {
            ProcessSpecError(format!(
                "TPU_WORKER_HOSTNAMES names {} hosts but TPU_WORKER_ID is not set: this process \
                 cannot tell which host it is",
                hosts.len()
            ))
        })?;
        let process = id
            .trim()
            .parse::<usize>()
            .map_err(|_| ProcessSpecError(format!("TPU_WORKER_ID `{id}` is not a host index")))?;
        let coordinator = format!("{}:{DEFAULT_COORDINATOR_PORT}", hosts[0]);
        Self::checked(process, hosts.len(), &coordinator).map(Some)
    }

    fn checked(
        process: usize,
        processes: usize,
        coordinator: &str,
    ) -> Result<Self, ProcessSpecError> {
        if processes == 0 || process >= processes {
            return Err(ProcessSpecError(format!(
                "process {process} of {processes}: the index must be below the count \
                 (--process-id 0..{processes})"
            )));
        }
        let port_ok = coordinator
            .rsplit_once(':')
            .is_some_and(|(h, p)| !h.is_empty() && p.parse::<u16>().is_ok());
        if !port_ok {
            return Err(ProcessSpecError(format!(
                "--coordinator `{coordinator}` is not HOST:PORT (e.g. 10.0.0.2:8476)"
            )));
        }
        Ok(ProcessSpec {
            process,
            processes,
            coordinator: coordinator.to_string(),
        })
    }
}

/// A joined run: the store (and, on process 0, its server) and what every process registered.
pub struct Joined {
    /// This process's connection to the store.
    pub store: KvClient,
    /// Process 0's server, kept alive while the run lives.
    pub server: Option<KvServer>,
    /// What each process registered at [`join`], by process index.
    pub registered: Vec<Vec<u8>>,
}

/// Joins the run: process 0 serves the store on the coordinator's port (on every interface),
/// every process registers `info` (e.g. its devices) under `namespace` and waits at the
/// start-up barrier for all of them, within `timeout`.
pub fn join(
    spec: &ProcessSpec,
    namespace: &str,
    info: &[u8],
    timeout: Duration,
) -> Result<Joined, CoordError> {
    let server = match spec.process {
        0 => {
            let port = spec.coordinator.rsplit_once(':').map_or("0", |(_, p)| p);
            Some(KvServer::bind(&format!("0.0.0.0:{port}"))?)
        }
        _ => None,
    };
    let store = KvClient::connect(&spec.coordinator, namespace, timeout)?;
    store.put(&format!("process/{}", spec.process), info)?;
    store.barrier("start", spec.process, spec.processes, timeout)?;
    let registered = (0..spec.processes)
        .map(|p| store.get(&format!("process/{p}"), timeout))
        .collect::<Result<_, _>>()?;
    Ok(Joined {
        store,
        server,
        registered,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_and_the_tpu_environment_give_the_process_or_name_what_is_wrong() {
        assert_eq!(ProcessSpec::from_flags(None, None, None), Ok(None));
        let p = ProcessSpec::from_flags(Some(1), Some(4), Some("10.0.0.2:8476"))
            .unwrap()
            .unwrap();
        assert_eq!((p.process, p.processes), (1, 4));
        let e = ProcessSpec::from_flags(Some(1), None, None).unwrap_err().0;
        assert!(e.contains("go together"), "{e}");
        let e = ProcessSpec::from_flags(Some(4), Some(4), Some("h:1"))
            .unwrap_err()
            .0;
        assert!(e.contains("process 4 of 4"), "{e}");
        let e = ProcessSpec::from_flags(Some(0), Some(2), Some("nohost"))
            .unwrap_err()
            .0;
        assert!(e.contains("not HOST:PORT"), "{e}");

        let env = |id: Option<&'static str>, hosts: &'static str| {
            move |k: &str| match k {
                "TPU_WORKER_ID" => id.map(String::from),
                "TPU_WORKER_HOSTNAMES" => Some(hosts.to_string()),
                _ => None,
            }
        };
        let p = ProcessSpec::from_tpu_env(env(Some("2"), "t0,t1,t2,t3"))
            .unwrap()
            .unwrap();
        assert_eq!(p.coordinator, "t0:8476");
        assert_eq!((p.process, p.processes), (2, 4));
        assert_eq!(
            ProcessSpec::from_tpu_env(env(Some("0"), "localhost")),
            Ok(None)
        );
        let e = ProcessSpec::from_tpu_env(env(None, "a,b")).unwrap_err().0;
        assert!(e.contains("TPU_WORKER_ID is not set"), "{e}");
    }

    /// A free port on the loopback interface.
    fn free_port() -> u16 {
        std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port()
    }

    #[test]
    fn simulated_processes_join_and_see_each_others_devices() {
        let coordinator = format!("127.0.0.1:{}", free_port());
        let joins: Vec<_> = (0..3)
            .map(|p| {
                let coordinator = coordinator.clone();
                std::thread::spawn(move || {
                    let spec = ProcessSpec {
                        process: p,
                        processes: 3,
                        coordinator,
                    };
                    let info = format!("devices of {p}");
                    join(&spec, "run", info.as_bytes(), Duration::from_secs(20))
                        .map(|j| j.registered)
                })
            })
            .collect();
        let want: Vec<Vec<u8>> = (0..3)
            .map(|p| format!("devices of {p}").into_bytes())
            .collect();
        for j in joins {
            assert_eq!(j.join().unwrap().unwrap(), want);
        }
    }

    #[test]
    fn a_process_that_never_comes_is_named_within_the_timeout() {
        let coordinator = format!("127.0.0.1:{}", free_port());
        let spec = ProcessSpec {
            process: 0,
            processes: 2,
            coordinator,
        };
        let t0 = std::time::Instant::now();
        let e = join(&spec, "run", b"me", Duration::from_millis(300))
            .err()
            .unwrap()
            .to_string();
        assert!(t0.elapsed() < Duration::from_secs(5));
        assert!(e.contains("barrier/start/1 (process 1 of 2)"), "{e}");
    }
}
