//! Which process of a multi-host run this is, and joining the others.
//!
//! The same command runs on every host. Each process learns its index and the process count
//! from the TPU environment (`TPU_WORKER_ID`, `TPU_WORKER_HOSTNAMES`: the coordinator is the
//! first host), else from the TPU VM's metadata server (only on a host with TPU device files),
//! or from explicit `--process-id / --num-processes /
//! --coordinator HOST:PORT` for other plugins. [`join`] then has process 0 serve the
//! coordination store ([`crate::coord`]) and every process register what it has (its devices,
//! as the caller describes them) and wait for all the others at a start-up barrier: a process
//! that never comes makes every other stop within the start-up timeout with an error naming it.

use std::time::{Duration, Instant};

use crate::coord::{
    CoordError, FAILED_KEY, FailureWatch, HEARTBEAT_TIMEOUT, KvClient, KvServer, Presence,
};

/// The store key holding a multi-process run's agreed stop (`"<step> <signal>"`).
const STOP_KEY: &str = "stop_at";

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

    /// From a TPU VM's metadata (`agent-worker-number`, and `worker-network-endpoints`:
    /// `a:b:IP,a:b:IP,...` in worker order), read through `get`: what a multi-host slice's VMs
    /// carry when the environment does not (as JAX's Cloud TPU cluster detection reads it);
    /// `None` when it is not a multi-host slice.
    pub fn from_tpu_metadata(
        get: impl Fn(&str) -> Option<String>,
    ) -> Result<Option<Self>, ProcessSpecError> {
        let Some(endpoints) = get("worker-network-endpoints") else {
            return Ok(None);
        };
        let hosts: Vec<String> = endpoints
            .split(',')
            .filter(|e| !e.trim().is_empty())
            .map(|e| e.trim().rsplit(':').next().unwrap_or_default().to_string())
            .collect();
        let worker = get("agent-worker-number");
        Self::from_tpu_env(|k| match k {
            "TPU_WORKER_HOSTNAMES" => Some(hosts.join(",")),
            "TPU_WORKER_ID" => worker.clone(),
            _ => None,
        })
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

/// The TPU VM metadata server's address (reached only on a host with TPU device files).
pub const TPU_METADATA_ADDR: &str = "metadata.google.internal:80";

/// One instance attribute from the metadata server at `addr` (`HOST:PORT`): plain HTTP with
/// the `Metadata-Flavor: Google` header, 2 s to connect and 2 s to answer; `None` when it
/// cannot be read (not a Cloud VM, no such attribute).
pub fn tpu_metadata(addr: &str, key: &str) -> Option<String> {
    use std::io::{Read, Write};
    use std::net::ToSocketAddrs;
    let to = addr.to_socket_addrs().ok()?.next()?;
    let mut conn = std::net::TcpStream::connect_timeout(&to, Duration::from_secs(2)).ok()?;
    conn.set_read_timeout(Some(Duration::from_secs(2))).ok()?;
    let host = addr.rsplit_once(':').map_or(addr, |(h, _)| h);
    // One write: `write!` on the stream sends each formatted piece as its own segment.
    let request = format!(
        "GET /computeMetadata/v1/instance/attributes/{key} HTTP/1.0\r\nHost: {host}\r\n\
         Metadata-Flavor: Google\r\n\r\n"
    );
    conn.write_all(request.as_bytes()).ok()?;
    let mut response = String::new();
    conn.read_to_string(&mut response).ok()?;
    let (head, body) = response.split_once("\r\n\r\n")?;
    let status_ok = head
        .lines()
        .next()
        .is_some_and(|l| l.split_whitespace().nth(1) == Some("200"));
    (status_ok && !body.trim().is_empty()).then(|| body.trim().to_string())
}

/// What a process states about itself when it joins: every process of a run must state the
/// same (but for its index), or the run refuses to start naming the difference.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ProcessIdentity {
    /// This process's index.
    pub process: usize,
    /// The process count it was started with.
    pub processes: usize,
    /// The host it runs on (for messages).
    pub host: String,
    /// The run's config hash (`NamConfig::config_hash`).
    pub config_hash: String,
    /// The config file it was given (for messages).
    pub config_path: String,
    /// SHA-256 of the running binary: every process must run the same build.
    pub binary_sha256: String,
    /// The plugin (`tpu`, `cuda`, a path).
    pub plugin: String,
    /// The run directory (shared by every process).
    pub run_dir: String,
}

impl ProcessIdentity {
    /// This process's label in messages: `process 2 of 4 (host t2)`.
    pub fn label(&self) -> String {
        format!(
            "process {} of {} (host {})",
            self.process, self.processes, self.host
        )
    }

    /// The first way `other` differs from this process in what must be the same, as a
    /// sentence naming both processes and the fix.
    pub fn difference(&self, other: &ProcessIdentity) -> Option<String> {
        let with_path = |hash: &str, path: &str| format!("{hash} ({path})");
        // (whether it differs, what, this process's, the other's, the fix), in the order they
        // are checked. The config hash decides for the config; its path is for the message.
        let fields = [
            (
                self.processes != other.processes,
                "--num-processes",
                self.processes.to_string(),
                other.processes.to_string(),
                "every process must be given the same process count",
            ),
            (
                self.config_hash != other.config_hash,
                "config hash",
                with_path(&self.config_hash, &self.config_path),
                with_path(&other.config_hash, &other.config_path),
                "start every process with the same config (and the same overriding flags)",
            ),
            (
                self.binary_sha256 != other.binary_sha256,
                "a namtrain binary of sha256",
                self.binary_sha256.clone(),
                other.binary_sha256.clone(),
                "install the same namtrain build on every host",
            ),
            (
                self.plugin != other.plugin,
                "--plugin",
                self.plugin.clone(),
                other.plugin.clone(),
                "every process must use the same plugin",
            ),
            (
                self.run_dir != other.run_dir,
                "--run-dir",
                self.run_dir.clone(),
                other.run_dir.clone(),
                "every process must name the same (shared) run directory",
            ),
        ];
        fields
            .into_iter()
            .find(|field| field.0)
            .map(|(_, what, mine, theirs, fix)| {
                format!(
                    "{} was started with {what} {theirs}, {} with {mine}: {fix}",
                    other.label(),
                    self.label()
                )
            })
    }
}

/// SHA-256 of the running binary (`/proc/self/exe`), hex: what [`ProcessIdentity`] compares.
pub fn binary_sha256() -> std::io::Result<String> {
    use sha2::Digest;
    let exe = std::env::current_exe()?;
    let mut file = std::fs::File::open(exe)?;
    let mut hasher = sha2::Sha256::new();
    let mut buf = vec![0u8; 1 << 20];
    loop {
        let n = std::io::Read::read(&mut file, &mut buf)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
    }
    Ok(hex::encode(hasher.finalize()))
}

/// Why a process could not join the run.
#[derive(Debug, thiserror::Error)]
pub enum JoinError {
    /// The coordinator could not be served or reached.
    #[error(transparent)]
    Coord(#[from] CoordError),
    /// The processes disagree, or one of them failed while starting; the message names it.
    #[error("{0}")]
    Refused(String),
    /// A process did not join within the start-up timeout.
    #[error(
        "process {missing} of {processes} did not join within {timeout:?} (waited at \
         {coordinator}): start it with the same command (--process-id {missing}), or raise \
         --startup-timeout if its host is slow to start"
    )]
    Missing {
        /// The first process that never registered.
        missing: usize,
        /// Processes in the run.
        processes: usize,
        /// The coordinator waited at.
        coordinator: String,
        /// The start-up timeout.
        timeout: Duration,
    },
}

/// A joined run: the store (and, on process 0, its server), this process's presence, and what
/// every process registered.
pub struct Joined {
    /// This process's place in the run.
    pub spec: ProcessSpec,
    /// This process's connection to the store.
    pub store: KvClient,
    /// The run's namespace in the store.
    pub namespace: String,
    /// Every process's identity, by process index.
    pub identities: Vec<ProcessIdentity>,
    /// The failure watch, once armed.
    watch: Option<FailureWatch>,
    // Dropped before the server, so process 0's goodbye reaches its own server.
    _presence: Presence,
    /// Process 0's server, kept alive while the run lives.
    server: Option<KvServer>,
}

impl std::fmt::Debug for Joined {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Joined")
            .field("spec", &self.spec)
            .field("identities", &self.identities)
            .finish_non_exhaustive()
    }
}

impl Joined {
    /// Calls `on_failure` (once, from a background thread) with the message when another
    /// process fails or disappears, or the coordinator goes ([`KvClient::watch_failure`]).
    pub fn watch_failure(
        &mut self,
        on_failure: impl FnOnce(String) + Send + 'static,
    ) -> Result<(), CoordError> {
        // Process 0 serves the store: before it acts on a failure (and likely exits), the
        // others read the failure from it.
        let presences = self.server.as_ref().map(KvServer::presences);
        self.watch = Some(self.store.watch_failure(move |why| {
            if let Some(p) = presences {
                p.linger(1, LINGER);
            }
            on_failure(why)
        })?);
        Ok(())
    }

    /// A connection of its own to the run's store for the PJRT plugin's key-value callbacks
    /// (its keys under `pjrt/`), so the plugin's requests never wait behind ours.
    pub fn plugin_store(&self) -> Result<KvClient, CoordError> {
        KvClient::connect(
            &self.spec.coordinator,
            &format!("{}/pjrt", self.namespace),
            Duration::from_secs(10),
        )
    }

    /// The run's agreed stop, `(step, signal)`: with `proposal`, this process proposes one
    /// (the first proposal any process makes wins); without, it reads the agreement if there
    /// is one. `None` when there is none or the store cannot answer (a lost coordinator is the
    /// failure watch's to report).
    pub fn agree_stop(&self, proposal: Option<(u64, i32)>) -> Option<(u64, i32)> {
        let value = match proposal {
            Some((step, signal)) => self
                .store
                .put_if_absent(STOP_KEY, format!("{step} {signal}").as_bytes())
                .ok()?,
            None => self.store.try_get(STOP_KEY).ok()??,
        };
        let text = String::from_utf8(value).ok()?;
        let (step, signal) = text.split_once(' ')?;
        Some((step.parse().ok()?, signal.parse().ok()?))
    }

    /// Ends the run cleanly: the failure watch is disarmed and every process waits for the
    /// others at the `end` barrier (so process 0's coordinator outlives every other's last
    /// request).
    pub fn finish(&self, timeout: Duration) -> Result<(), CoordError> {
        if let Some(w) = &self.watch {
            w.disarm();
        }
        self.store
            .barrier("end", self.spec.process, self.spec.processes, timeout)
    }

    /// Records this run as failed with `message` (what this process is stopping for), so every
    /// other process stops naming it; errors reaching the coordinator are ignored (the others
    /// then see this process's presence close). This process's own watch is disarmed first;
    /// process 0 keeps serving until the others have gone (at most a few seconds).
    pub fn fail(&self, message: &str) {
        if let Some(w) = &self.watch {
            w.disarm();
        }
        let _ = self.store.fail(&format!(
            "{} stopped: {message}",
            self.identities[self.spec.process].label()
        ));
        if let Some(server) = &self.server {
            server.linger(1, LINGER);
        }
    }
}

/// Joins the run: process 0 serves the store on the coordinator's port (on every interface);
/// every process registers `identity` under the run's `namespace`, opens its presence, and
/// waits until every other process has registered an identity that agrees with its own, all
/// within `timeout`. A process that never comes, one that disagrees, or one that fails while
/// the others wait makes every process stop with an error naming it.
pub fn join(
    spec: &ProcessSpec,
    namespace: &str,
    identity: &ProcessIdentity,
    timeout: Duration,
) -> Result<Joined, JoinError> {
    let deadline = Instant::now() + timeout;
    let server = match spec.process {
        0 => {
            let port = spec.coordinator.rsplit_once(':').map_or("0", |(_, p)| p);
            Some(KvServer::bind(&format!("0.0.0.0:{port}"))?)
        }
        _ => None,
    };
    let joined = join_with(spec, namespace, identity, timeout, deadline);
    if let (Err(_), Some(server)) = (&joined, &server) {
        // Every other process reads why before the coordinator goes with this process.
        server.linger(0, LINGER);
    }
    let (store, presence, identities) = joined?;
    Ok(Joined {
        spec: spec.clone(),
        store,
        namespace: namespace.to_string(),
        identities,
        watch: None,
        _presence: presence,
        server,
    })
}

/// How long process 0 keeps serving, when it stops, for the others to read why.
const LINGER: Duration = Duration::from_secs(3);

/// [`join`]'s exchange; on failure this process's presence is closed before it returns.
fn join_with(
    spec: &ProcessSpec,
    namespace: &str,
    identity: &ProcessIdentity,
    timeout: Duration,
    deadline: Instant,
) -> Result<(KvClient, Presence, Vec<ProcessIdentity>), JoinError> {
    let store = KvClient::connect(&spec.coordinator, namespace, timeout)?;
    let json = serde_json::to_vec(identity).expect("an identity serializes");
    store.put(&format!("process/{}", spec.process), &json)?;
    let presence = store.presence(spec.process, &identity.label(), HEARTBEAT_TIMEOUT)?;
    // The value of `key` once process `q` has written it, or the run's failure, or the
    // timeout naming `q`.
    let wait_for = |key: &str, q: usize| -> Result<Vec<u8>, JoinError> {
        loop {
            // The key first: a process that joined and failed right after still joined.
            if let Some(v) = store.try_get(key)? {
                return Ok(v);
            }
            if let Some(m) = store.try_get(FAILED_KEY)? {
                return Err(JoinError::Refused(String::from_utf8_lossy(&m).into_owned()));
            }
            if Instant::now() >= deadline {
                let e = JoinError::Missing {
                    missing: q,
                    processes: spec.processes,
                    coordinator: spec.coordinator.clone(),
                    timeout,
                };
                let _ = store.fail(&e.to_string());
                return Err(e);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    };
    let mut identities = Vec::with_capacity(spec.processes);
    for q in 0..spec.processes {
        let other =
            serde_json::from_slice::<ProcessIdentity>(&wait_for(&format!("process/{q}"), q)?)
                .map_err(|e| {
                    JoinError::Refused(format!(
                        "process {q} registered an identity this build cannot read ({e}): install \
                     the same namtrain build on every host"
                    ))
                })?;
        if let Some(why) = identity.difference(&other) {
            let _ = store.fail(&why);
            return Err(JoinError::Refused(why));
        }
        identities.push(other);
    }
    // Every process has checked every identity before any goes on: a failure after this point
    // is the run's, not the start-up's.
    store.put(&format!("joined/{}", spec.process), b"1")?;
    for q in 0..spec.processes {
        wait_for(&format!("joined/{q}"), q)?;
    }
    Ok((store, presence, identities))
}

#[cfg(test)]
mod tests {
    use super::*;
    use test_support::free_port;

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

    #[test]
    fn a_tpu_vms_metadata_gives_the_process_and_the_coordinator() {
        let meta = |worker: Option<&'static str>, endpoints: Option<&'static str>| {
            move |k: &str| match k {
                "agent-worker-number" => worker.map(String::from),
                "worker-network-endpoints" => endpoints.map(String::from),
                _ => None,
            }
        };
        let four = "unknown:unknown:10.0.0.7,unknown:unknown:10.0.0.8,x:y:10.0.0.9,x:y:10.0.0.10";
        let p = ProcessSpec::from_tpu_metadata(meta(Some("3"), Some(four)))
            .unwrap()
            .unwrap();
        assert_eq!((p.process, p.processes), (3, 4));
        assert_eq!(p.coordinator, "10.0.0.7:8476");
        assert_eq!(ProcessSpec::from_tpu_metadata(meta(None, None)), Ok(None));
        assert_eq!(
            ProcessSpec::from_tpu_metadata(meta(Some("0"), Some("a:b:10.0.0.7"))),
            Ok(None),
            "one host"
        );

        // The HTTP read, against a stand-in server on loopback.
        let server = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let addr = server.local_addr().unwrap().to_string();
        let serve = std::thread::spawn(move || {
            use std::io::{Read, Write};
            let mut requests = Vec::new();
            for answer in [
                "HTTP/1.0 200 OK\r\n\r\n3\n",
                "HTTP/1.0 404 Not Found\r\n\r\nno",
            ] {
                let (mut c, _) = server.accept().unwrap();
                // The whole request before the answer: closing with unread bytes resets the
                // connection, and the client then reads nothing.
                let mut request = Vec::new();
                let mut buf = [0u8; 1024];
                while !request.windows(4).any(|w| w == b"\r\n\r\n") {
                    let n = c.read(&mut buf).unwrap();
                    if n == 0 {
                        break;
                    }
                    request.extend_from_slice(&buf[..n]);
                }
                requests.push(String::from_utf8_lossy(&request).into_owned());
                c.write_all(answer.as_bytes()).unwrap();
            }
            requests
        });
        assert_eq!(
            tpu_metadata(&addr, "agent-worker-number").as_deref(),
            Some("3")
        );
        assert_eq!(tpu_metadata(&addr, "missing"), None);
        let requests = serve.join().unwrap();
        assert!(
            requests[0].starts_with(
                "GET /computeMetadata/v1/instance/attributes/agent-worker-number HTTP/1.0"
            ) && requests[0].contains("Metadata-Flavor: Google"),
            "{}",
            requests[0]
        );
    }

    fn identity(process: usize, processes: usize) -> ProcessIdentity {
        ProcessIdentity {
            process,
            processes,
            host: format!("h{process}"),
            config_hash: "c0ffee".into(),
            config_path: "configs/a.toml".into(),
            binary_sha256: "b1".into(),
            plugin: "tpu".into(),
            run_dir: "runs/a".into(),
        }
    }

    fn spec(process: usize, processes: usize, coordinator: &str) -> ProcessSpec {
        ProcessSpec {
            process,
            processes,
            coordinator: coordinator.to_string(),
        }
    }

    #[test]
    fn simulated_processes_join_and_see_each_others_identities() {
        let coordinator = format!("127.0.0.1:{}", free_port());
        let joins: Vec<_> = (0..3)
            .map(|p| {
                let coordinator = coordinator.clone();
                std::thread::spawn(move || {
                    join(
                        &spec(p, 3, &coordinator),
                        "run",
                        &identity(p, 3),
                        Duration::from_secs(20),
                    )
                    .map(|j| j.identities)
                })
            })
            .collect();
        let want: Vec<_> = (0..3).map(|p| identity(p, 3)).collect();
        for j in joins {
            assert_eq!(j.join().unwrap().unwrap(), want);
        }
    }

    #[test]
    fn processes_agree_on_one_stop_whoever_proposes() {
        let coordinator = format!("127.0.0.1:{}", free_port());
        // Rounds: nothing proposed; process 1 proposes; process 2 proposes later; all read.
        let rounds = std::sync::Arc::new(std::sync::Barrier::new(3));
        let joins: Vec<_> = (0..3)
            .map(|p| {
                let (coordinator, rounds) = (coordinator.clone(), rounds.clone());
                std::thread::spawn(move || {
                    let j = join(
                        &spec(p, 3, &coordinator),
                        "run",
                        &identity(p, 3),
                        Duration::from_secs(20),
                    )
                    .unwrap();
                    let before = j.agree_stop(None);
                    rounds.wait();
                    let first = (p == 1).then(|| j.agree_stop(Some((11, 15))));
                    rounds.wait();
                    let second = (p == 2).then(|| j.agree_stop(Some((12, 16))));
                    rounds.wait();
                    (before, first.or(second), j.agree_stop(None))
                })
            })
            .collect();
        let seen: Vec<_> = joins.into_iter().map(|j| j.join().unwrap()).collect();
        for (p, (before, proposed, after)) in seen.into_iter().enumerate() {
            assert_eq!(before, None, "process {p}: nothing proposed yet");
            if p > 0 {
                assert_eq!(
                    proposed,
                    Some(Some((11, 15))),
                    "process {p}: the first proposal wins"
                );
            }
            assert_eq!(after, Some((11, 15)), "process {p}");
        }
    }

    #[test]
    fn a_process_that_never_comes_is_named_within_the_timeout() {
        let coordinator = format!("127.0.0.1:{}", free_port());
        let t0 = Instant::now();
        let e = join(
            &spec(0, 2, &coordinator),
            "run",
            &identity(0, 2),
            Duration::from_millis(300),
        )
        .err()
        .unwrap()
        .to_string();
        assert!(t0.elapsed() < Duration::from_secs(5));
        assert!(
            e.contains("process 1 of 2 did not join within 300ms"),
            "{e}"
        );
        assert!(e.contains("--process-id 1"), "{e}");
    }

    #[test]
    fn processes_that_disagree_all_refuse_naming_the_difference() {
        let coordinator = format!("127.0.0.1:{}", free_port());
        let mut other = identity(1, 2);
        other.config_hash = "decaf".into();
        other.config_path = "configs/b.toml".into();
        let c = coordinator.clone();
        let p1 = std::thread::spawn(move || {
            join(&spec(1, 2, &c), "run", &other, Duration::from_secs(20)).err()
        });
        let e0 = join(
            &spec(0, 2, &coordinator),
            "run",
            &identity(0, 2),
            Duration::from_secs(20),
        )
        .err()
        .unwrap()
        .to_string();
        let e1 = p1.join().unwrap().unwrap().to_string();
        for e in [&e0, &e1] {
            // Whichever process saw the difference first words it from its side.
            assert!(
                e.contains("was started with config hash")
                    && e.contains("decaf (configs/b.toml)")
                    && e.contains("c0ffee (configs/a.toml)")
                    && e.contains("process 0 of 2 (host h0)")
                    && e.contains("process 1 of 2 (host h1)")
                    && e.contains("same config"),
                "{e}"
            );
        }
        let mut a = identity(0, 2);
        let mut b = identity(1, 3);
        assert!(a.difference(&b).unwrap().contains("--num-processes 3"));
        b.processes = 2;
        b.binary_sha256 = "b2".into();
        assert!(a.difference(&b).unwrap().contains("same namtrain build"));
        b.binary_sha256 = a.binary_sha256.clone();
        b.run_dir = "elsewhere".into();
        assert!(a.difference(&b).unwrap().contains("--run-dir"));
        a.run_dir = b.run_dir.clone();
        assert_eq!(a.difference(&b), None);
    }

    #[test]
    fn a_coordinator_port_in_use_is_named() {
        let taken = std::net::TcpListener::bind("0.0.0.0:0").unwrap();
        let coordinator = format!("127.0.0.1:{}", taken.local_addr().unwrap().port());
        let e = join(
            &spec(0, 2, &coordinator),
            "run",
            &identity(0, 2),
            Duration::from_secs(1),
        )
        .err()
        .unwrap()
        .to_string();
        assert!(
            e.contains("cannot serve the coordinator on 0.0.0.0:")
                && e.contains("free --coordinator port"),
            "{e}"
        );
    }
}
