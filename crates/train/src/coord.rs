//! The key–value store the processes of a multi-host run coordinate through: served by process
//! 0 over TCP, used by every process (process 0 included) through a [`KvClient`]. It carries
//! only what start-up and the plugins exchange (device lists, barriers, checkpoint commits, the
//! PJRT client's `kv_get`/`kv_put`); collectives stay the plugin's.
//!
//! Semantics (those PJRT's key–value callbacks expect): `put` stores bytes under a key
//! (overwriting), `get` waits until the key exists or the timeout passes, `try_get` answers at
//! once. Keys are namespaced per run (`KvClient::new(addr, namespace)`), so two runs sharing a
//! coordinator never see each other's keys. Every wait has a timeout and every error names the
//! coordinator, the key and the fix: a process that never comes is an error within the start-up
//! timeout, never a hang.
//!
//! Liveness: every process also holds a presence connection ([`KvClient::presence`]) and beats
//! on it. When one closes without saying goodbye (the process exited or was killed) or falls
//! silent for [`HEARTBEAT_TIMEOUT`] (its host is gone), the server records the run as failed
//! under [`FAILED_KEY`], naming the process; every process watches that key
//! ([`KvClient::watch_failure`]) and stops with the message instead of hanging in a collective
//! that will never complete. A process that fails on its own records why the same way
//! ([`KvClient::fail`]).
//!
//! Wire format, one request per frame on a connection: `op: u8` (`P`ut, `G`et, `T`ry-get,
//! `C`: put if absent, answering the value kept,
//! `L`ive: the connection becomes a presence, then carries one byte per beat, `X` to leave),
//! `key_len: u32`, `key`, `value_len: u32`, `value`, `timeout_ms: u64` (all little-endian);
//! the answer is `status: u8` (0 found / stored, 1 not found, 2 timed out) then `len: u32` and
//! the value.

use std::collections::HashMap;
use std::io::{self, Read, Write};
use std::net::{SocketAddr, TcpListener, TcpStream, ToSocketAddrs};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

/// Errors of the coordination store; each names the coordinator and what to check.
#[derive(Debug, thiserror::Error)]
pub enum CoordError {
    /// The coordinator could not be reached within the time given.
    #[error(
        "coordinator {addr} not reachable after {waited:?}: {source} (is process 0 running and \
         listening there? every process must pass the same --coordinator HOST:PORT)"
    )]
    Unreachable {
        /// The coordinator's address.
        addr: String,
        /// How long connecting was retried.
        waited: Duration,
        /// The last connection error.
        #[source]
        source: io::Error,
    },
    /// A key did not appear within the timeout.
    #[error(
        "coordinator {addr}: key `{key}` did not appear within {timeout:?} (a process that \
         should have written it has not started, or failed: check every process's log)"
    )]
    Timeout {
        /// The coordinator's address.
        addr: String,
        /// The key waited for (without the namespace).
        key: String,
        /// The timeout.
        timeout: Duration,
    },
    /// The connection failed mid-request.
    #[error("coordinator {addr}: {source}")]
    Io {
        /// The coordinator's address.
        addr: String,
        /// The error.
        #[source]
        source: io::Error,
    },
    /// The coordinator's port could not be bound (process 0).
    #[error("cannot serve the coordinator on {addr}: {source} (choose a free --coordinator port)")]
    Bind {
        /// The address asked for.
        addr: String,
        /// The error.
        #[source]
        source: io::Error,
    },
}

/// The key under which the run's first failure is recorded (a UTF-8 message naming the process).
pub const FAILED_KEY: &str = "failed";
/// How often a presence connection beats.
pub const HEARTBEAT_EVERY: Duration = Duration::from_secs(1);
/// How long a presence connection may stay silent before its process is declared lost.
pub const HEARTBEAT_TIMEOUT: Duration = Duration::from_secs(15);

/// The store itself: the map and a condition variable `get` waits on.
#[derive(Default)]
struct Store {
    map: Mutex<HashMap<String, Vec<u8>>>,
    changed: Condvar,
    /// Presence connections open now.
    presences: std::sync::atomic::AtomicUsize,
}

/// Process 0's server. Dropping it stops serving: no new connection, and every open one closed.
pub struct KvServer {
    addr: SocketAddr,
    store: Arc<Store>,
    stop: Arc<std::sync::atomic::AtomicBool>,
    /// Every connection accepted, closed when the server is dropped.
    conns: Arc<Mutex<Vec<TcpStream>>>,
}

impl KvServer {
    /// Serves on `addr` (`0.0.0.0:PORT` on a slice; port 0 picks a free one).
    pub fn bind(addr: &str) -> Result<KvServer, CoordError> {
        let listener = TcpListener::bind(addr).map_err(|source| CoordError::Bind {
            addr: addr.to_string(),
            source,
        })?;
        let local = listener.local_addr().map_err(|source| CoordError::Bind {
            addr: addr.to_string(),
            source,
        })?;
        let store = Arc::new(Store::default());
        let served = Arc::clone(&store);
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let stopping = Arc::clone(&stop);
        let conns: Arc<Mutex<Vec<TcpStream>>> = Arc::default();
        let accepted = Arc::clone(&conns);
        std::thread::Builder::new()
            .name("namtrain-coordinator".into())
            .spawn(move || {
                for conn in listener.incoming() {
                    if stopping.load(std::sync::atomic::Ordering::SeqCst) {
                        break;
                    }
                    let Ok(conn) = conn else { continue };
                    if let Ok(c) = conn.try_clone() {
                        accepted.lock().unwrap_or_else(|e| e.into_inner()).push(c);
                    }
                    let store = Arc::clone(&served);
                    // One thread per process's connection: a handful per run.
                    let _ = std::thread::Builder::new()
                        .name("namtrain-coordinator-conn".into())
                        .spawn(move || serve(conn, &store));
                }
            })
            .map_err(|source| CoordError::Bind {
                addr: addr.to_string(),
                source,
            })?;
        Ok(KvServer {
            addr: local,
            store,
            stop,
            conns,
        })
    }

    /// The address it listens on.
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// Waits until at most `keep` presence connections are open, or `timeout` passes: process
    /// 0, stopping, keeps serving until the others have read why and gone, so each of them
    /// reports the failure rather than a vanished coordinator.
    pub fn linger(&self, keep: usize, timeout: Duration) {
        self.presences().linger(keep, timeout);
    }

    /// A handle on the count of open presences, for a thread that must linger later.
    pub fn presences(&self) -> Presences {
        Presences(Arc::clone(&self.store))
    }
}

/// The presences open at a server ([`KvServer::presences`]).
#[derive(Clone)]
pub struct Presences(Arc<Store>);

impl Presences {
    /// See [`KvServer::linger`].
    pub fn linger(&self, keep: usize, timeout: Duration) {
        let deadline = Instant::now() + timeout;
        let open = || self.0.presences.load(std::sync::atomic::Ordering::SeqCst);
        while open() > keep && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

impl Drop for KvServer {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::SeqCst);
        // Wake the accept loop so it sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_millis(200));
        // Close every connection, as the process's exit would: each process's failure watch
        // then sees the coordinator go.
        for c in self
            .conns
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .drain(..)
        {
            let _ = c.shutdown(std::net::Shutdown::Both);
        }
    }
}

fn read_u32(r: &mut impl Read) -> io::Result<u32> {
    let mut b = [0u8; 4];
    r.read_exact(&mut b)?;
    Ok(u32::from_le_bytes(b))
}

fn read_bytes(r: &mut impl Read) -> io::Result<Vec<u8>> {
    let n = read_u32(r)? as usize;
    if n > 64 << 20 {
        return Err(io::Error::new(
            io::ErrorKind::InvalidData,
            format!("a frame of {n} bytes is larger than the store carries (64 MiB)"),
        ));
    }
    let mut v = vec![0u8; n];
    r.read_exact(&mut v)?;
    Ok(v)
}

/// One request frame (see the module docs).
fn frame(op: u8, key: &str, value: &[u8], timeout: Duration) -> Vec<u8> {
    let mut frame = Vec::with_capacity(17 + key.len() + value.len());
    frame.push(op);
    frame.extend_from_slice(&(key.len() as u32).to_le_bytes());
    frame.extend_from_slice(key.as_bytes());
    frame.extend_from_slice(&(value.len() as u32).to_le_bytes());
    frame.extend_from_slice(value);
    frame.extend_from_slice(&(timeout.as_millis() as u64).to_le_bytes());
    frame
}

/// Answers requests on one connection until it closes.
fn serve(mut conn: TcpStream, store: &Store) {
    let _ = conn.set_nodelay(true);
    loop {
        let mut op = [0u8; 1];
        if conn.read_exact(&mut op).is_err() {
            return;
        }
        let request = (|| -> io::Result<(String, Vec<u8>, Duration)> {
            let key = String::from_utf8_lossy(&read_bytes(&mut conn)?).into_owned();
            let value = read_bytes(&mut conn)?;
            let mut t = [0u8; 8];
            conn.read_exact(&mut t)?;
            Ok((key, value, Duration::from_millis(u64::from_le_bytes(t))))
        })();
        let Ok((key, value, timeout)) = request else {
            return;
        };
        if op[0] == b'L' {
            // The rest of this connection is the process's heartbeat.
            let label = String::from_utf8_lossy(&value).into_owned();
            watch_presence(conn, store, &key, &label, timeout);
            return;
        }
        let (status, out): (u8, Vec<u8>) = match op[0] {
            b'P' => {
                let mut map = store.map.lock().unwrap_or_else(|e| e.into_inner());
                map.insert(key, value);
                store.changed.notify_all();
                (0, Vec::new())
            }
            b'C' => {
                let mut map = store.map.lock().unwrap_or_else(|e| e.into_inner());
                let stored = map.entry(key).or_insert(value).clone();
                store.changed.notify_all();
                (0, stored)
            }
            b'T' => {
                let map = store.map.lock().unwrap_or_else(|e| e.into_inner());
                match map.get(&key) {
                    Some(v) => (0, v.clone()),
                    None => (1, Vec::new()),
                }
            }
            b'G' => {
                let deadline = Instant::now() + timeout;
                let mut map = store.map.lock().unwrap_or_else(|e| e.into_inner());
                loop {
                    if let Some(v) = map.get(&key) {
                        break (0, v.clone());
                    }
                    let left = deadline.saturating_duration_since(Instant::now());
                    if left.is_zero() {
                        break (2, Vec::new());
                    }
                    map = store
                        .changed
                        .wait_timeout(map, left)
                        .unwrap_or_else(|e| e.into_inner())
                        .0;
                }
            }
            _ => return,
        };
        let mut frame = Vec::with_capacity(5 + out.len());
        frame.push(status);
        frame.extend_from_slice(&(out.len() as u32).to_le_bytes());
        frame.extend_from_slice(&out);
        if conn.write_all(&frame).is_err() {
            return;
        }
    }
}

/// Reads a presence connection's beats until it says goodbye (`X`), or closes or falls silent
/// for `silence`: then records the failure under the run's [`FAILED_KEY`] (unless one is
/// recorded already), naming `label`. `key` is the namespaced presence key
/// (`<namespace>/presence/<process>`).
fn watch_presence(mut conn: TcpStream, store: &Store, key: &str, label: &str, silence: Duration) {
    use std::sync::atomic::Ordering::SeqCst;
    /// Counts the presence as open while it lives.
    struct Open<'a>(&'a std::sync::atomic::AtomicUsize);
    impl Drop for Open<'_> {
        fn drop(&mut self) {
            self.0.fetch_sub(1, SeqCst);
        }
    }
    store.presences.fetch_add(1, SeqCst);
    let _open = Open(&store.presences);
    let _ = conn.set_read_timeout(Some(silence.max(Duration::from_millis(10))));
    let ended = loop {
        let mut beat = [0u8; 1];
        match conn.read(&mut beat) {
            Ok(1) if beat[0] == b'X' => return,
            Ok(1) => continue,
            Ok(_) => {
                break "closed its connection to the coordinator (it exited or was killed)"
                    .to_string();
            }
            Err(e)
                if matches!(
                    e.kind(),
                    io::ErrorKind::WouldBlock | io::ErrorKind::TimedOut
                ) =>
            {
                break format!(
                    "sent no heartbeat for {silence:?} (its host is down or unreachable)"
                );
            }
            Err(e) => break format!("lost its connection to the coordinator ({e})"),
        }
    };
    let namespace = key.split("/presence/").next().unwrap_or_default();
    let mut map = store.map.lock().unwrap_or_else(|e| e.into_inner());
    map.entry(format!("{namespace}/{FAILED_KEY}"))
        .or_insert_with(|| format!("{label} {ended}").into_bytes());
    store.changed.notify_all();
}

/// A process's presence at the coordinator ([`KvClient::presence`]): beats from a background
/// thread while it lives; dropping it says goodbye, so a clean exit is not a failure.
pub struct Presence {
    conn: TcpStream,
    stop: Arc<std::sync::atomic::AtomicBool>,
    beater: Option<std::thread::JoinHandle<()>>,
}

impl Drop for Presence {
    fn drop(&mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::SeqCst);
        if let Some(b) = self.beater.take() {
            let _ = b.join();
        }
        let _ = self.conn.write_all(b"X");
    }
}

/// A failure watch ([`KvClient::watch_failure`]): armed until [`FailureWatch::disarm`].
#[derive(Debug)]
pub struct FailureWatch {
    armed: Arc<std::sync::atomic::AtomicBool>,
}

impl FailureWatch {
    /// From now on the watch calls nothing: the run is ending cleanly and the coordinator's
    /// going away is expected.
    pub fn disarm(&self) {
        self.armed.store(false, std::sync::atomic::Ordering::SeqCst);
    }
}

/// One process's connection to the coordinator, with its run's namespace. Thread-safe: requests
/// from several threads are serialised on the one connection.
pub struct KvClient {
    addr: String,
    namespace: String,
    conn: Mutex<TcpStream>,
}

impl std::fmt::Debug for KvClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KvClient")
            .field("addr", &self.addr)
            .field("namespace", &self.namespace)
            .finish()
    }
}

impl KvClient {
    /// Connects to the coordinator at `addr`, retrying for up to `connect_timeout` (process 0
    /// may start after the others); keys are prefixed with `namespace/`.
    pub fn connect(
        addr: &str,
        namespace: &str,
        connect_timeout: Duration,
    ) -> Result<KvClient, CoordError> {
        let start = Instant::now();
        loop {
            let attempt = addr.to_socket_addrs().and_then(|mut addrs| {
                let a = addrs
                    .next()
                    .ok_or_else(|| io::Error::new(io::ErrorKind::NotFound, "no address"))?;
                TcpStream::connect_timeout(&a, Duration::from_secs(2))
            });
            match attempt {
                Ok(conn) => {
                    let _ = conn.set_nodelay(true);
                    return Ok(KvClient {
                        addr: addr.to_string(),
                        namespace: namespace.to_string(),
                        conn: Mutex::new(conn),
                    });
                }
                Err(source) if start.elapsed() >= connect_timeout => {
                    return Err(CoordError::Unreachable {
                        addr: addr.to_string(),
                        waited: start.elapsed(),
                        source,
                    });
                }
                Err(_) => {}
            }
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    fn request(
        &self,
        op: u8,
        key: &str,
        value: &[u8],
        timeout: Duration,
    ) -> Result<(u8, Vec<u8>), CoordError> {
        let full = format!("{}/{key}", self.namespace);
        let io_err = |source| CoordError::Io {
            addr: self.addr.clone(),
            source,
        };
        let mut conn = self.conn.lock().unwrap_or_else(|e| e.into_inner());
        conn.write_all(&frame(op, &full, value, timeout))
            .map_err(io_err)?;
        let mut status = [0u8; 1];
        conn.read_exact(&mut status).map_err(io_err)?;
        let out = read_bytes(&mut *conn).map_err(io_err)?;
        Ok((status[0], out))
    }

    /// Opens this process's presence connection: the coordinator records the run as failed,
    /// naming `label` (e.g. `process 2 of 4 (host t2)`), if it closes without a goodbye or
    /// falls silent for `silence` ([`HEARTBEAT_TIMEOUT`] in a run).
    pub fn presence(
        &self,
        process: usize,
        label: &str,
        silence: Duration,
    ) -> Result<Presence, CoordError> {
        let io_err = |source| CoordError::Io {
            addr: self.addr.clone(),
            source,
        };
        let peer = self
            .conn
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .peer_addr()
            .map_err(io_err)?;
        let mut conn = TcpStream::connect_timeout(&peer, Duration::from_secs(5)).map_err(io_err)?;
        let _ = conn.set_nodelay(true);
        conn.write_all(&frame(
            b'L',
            &format!("{}/presence/{process}", self.namespace),
            label.as_bytes(),
            silence,
        ))
        .map_err(io_err)?;
        let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let beating = Arc::clone(&stop);
        let mut beat_conn = conn.try_clone().map_err(io_err)?;
        let every = (silence / 4).min(HEARTBEAT_EVERY);
        let beater = std::thread::Builder::new()
            .name("namtrain-heartbeat".into())
            .spawn(move || {
                while !beating.load(std::sync::atomic::Ordering::SeqCst) {
                    if beat_conn.write_all(b"B").is_err() {
                        return;
                    }
                    std::thread::sleep(every);
                }
            })
            .map_err(io_err)?;
        Ok(Presence {
            conn,
            stop,
            beater: Some(beater),
        })
    }

    /// Records this run as failed with `message` (the first failure recorded wins), so every
    /// other process stops naming it instead of waiting.
    pub fn fail(&self, message: &str) -> Result<(), CoordError> {
        if self.try_get(FAILED_KEY)?.is_none() {
            self.put(FAILED_KEY, message.as_bytes())?;
        }
        Ok(())
    }

    /// Watches for the run's failure on a connection of its own: `on_failure` is called once,
    /// from a background thread, with the recorded message, or with a message naming the
    /// coordinator when the coordinator itself goes away (process 0 exited or its host died),
    /// unless the returned watch was disarmed first (a run that ends cleanly).
    pub fn watch_failure(
        &self,
        on_failure: impl FnOnce(String) + Send + 'static,
    ) -> Result<FailureWatch, CoordError> {
        let watcher = KvClient::connect(&self.addr, &self.namespace, Duration::from_secs(5))?;
        let armed = Arc::new(std::sync::atomic::AtomicBool::new(true));
        let watch = FailureWatch {
            armed: Arc::clone(&armed),
        };
        std::thread::Builder::new()
            .name("namtrain-failure-watch".into())
            .spawn(move || {
                let message = loop {
                    match watcher.get(FAILED_KEY, Duration::from_secs(3600)) {
                        Ok(m) => break String::from_utf8_lossy(&m).into_owned(),
                        Err(CoordError::Timeout { .. }) => continue,
                        Err(e) => {
                            break format!(
                                "process 0 (the coordinator at {}) is gone: {e}",
                                watcher.addr
                            );
                        }
                    }
                };
                if armed.load(std::sync::atomic::Ordering::SeqCst) {
                    on_failure(message);
                }
            })
            .map_err(|source| CoordError::Io {
                addr: self.addr.clone(),
                source,
            })?;
        Ok(watch)
    }

    /// Stores `value` under `key` (overwriting).
    pub fn put(&self, key: &str, value: &[u8]) -> Result<(), CoordError> {
        self.request(b'P', key, value, Duration::ZERO).map(|_| ())
    }

    /// Stores `value` under `key` unless the key exists; returns what the key holds after
    /// (ours, or the first writer's): how processes agree on one value.
    pub fn put_if_absent(&self, key: &str, value: &[u8]) -> Result<Vec<u8>, CoordError> {
        self.request(b'C', key, value, Duration::ZERO)
            .map(|(_, v)| v)
    }

    /// The value of `key`, waiting up to `timeout` for it to appear.
    pub fn get(&self, key: &str, timeout: Duration) -> Result<Vec<u8>, CoordError> {
        match self.request(b'G', key, &[], timeout)? {
            (0, v) => Ok(v),
            _ => Err(CoordError::Timeout {
                addr: self.addr.clone(),
                key: key.to_string(),
                timeout,
            }),
        }
    }

    /// The value of `key` if it is there now.
    pub fn try_get(&self, key: &str) -> Result<Option<Vec<u8>>, CoordError> {
        match self.request(b'T', key, &[], Duration::ZERO)? {
            (0, v) => Ok(Some(v)),
            _ => Ok(None),
        }
    }

    /// Waits until all `processes` have reached barrier `name` (each puts its index; each
    /// waits for every other's), within `timeout`; the error names the first process missing.
    pub fn barrier(
        &self,
        name: &str,
        process: usize,
        processes: usize,
        timeout: Duration,
    ) -> Result<(), CoordError> {
        self.put(&format!("barrier/{name}/{process}"), b"1")?;
        let deadline = Instant::now() + timeout;
        for p in 0..processes {
            let left = deadline.saturating_duration_since(Instant::now());
            self.get(&format!("barrier/{name}/{p}"), left)
                .map_err(|e| match e {
                    CoordError::Timeout { addr, .. } => CoordError::Timeout {
                        addr,
                        key: format!("barrier/{name}/{p} (process {p} of {processes})"),
                        timeout,
                    },
                    other => other,
                })?;
        }
        Ok(())
    }
}

/// The store as a PJRT client's key-value callbacks see it ([`pjrt::kv`]): a plugin that runs
/// one program across processes exchanges its topology through the run's coordinator.
impl pjrt::kv::KeyValueStore for KvClient {
    fn get(&self, key: &str, timeout: Duration) -> Result<Vec<u8>, pjrt::kv::KvError> {
        KvClient::get(self, key, timeout).map_err(|e| match e {
            CoordError::Timeout { .. } => pjrt::kv::KvError::Timeout(e.to_string()),
            other => pjrt::kv::KvError::Unavailable(other.to_string()),
        })
    }

    fn try_get(&self, key: &str) -> Result<Vec<u8>, pjrt::kv::KvError> {
        match KvClient::try_get(self, key) {
            Ok(Some(v)) => Ok(v),
            Ok(None) => Err(pjrt::kv::KvError::NotFound(format!(
                "coordinator {}: no key `{key}`",
                self.addr
            ))),
            Err(e) => Err(pjrt::kv::KvError::Unavailable(e.to_string())),
        }
    }

    fn put(&self, key: &str, value: &[u8]) -> Result<(), pjrt::kv::KvError> {
        KvClient::put(self, key, value).map_err(|e| pjrt::kv::KvError::Unavailable(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn puts_gets_and_try_gets_across_clients_with_namespaces() {
        let server = KvServer::bind("127.0.0.1:0").unwrap();
        let addr = server.addr().to_string();
        let a = KvClient::connect(&addr, "run-a", Duration::from_secs(5)).unwrap();
        let b = KvClient::connect(&addr, "run-a", Duration::from_secs(5)).unwrap();
        let other = KvClient::connect(&addr, "run-b", Duration::from_secs(5)).unwrap();
        assert_eq!(b.try_get("devices/0").unwrap(), None);
        a.put("devices/0", b"\x00\x01binary").unwrap();
        assert_eq!(b.try_get("devices/0").unwrap().unwrap(), b"\x00\x01binary");
        assert_eq!(
            other.try_get("devices/0").unwrap(),
            None,
            "another run's key"
        );
        // A get waits for a put from another thread.
        let waiter = std::thread::spawn(move || b.get("late", Duration::from_secs(10)).unwrap());
        std::thread::sleep(Duration::from_millis(50));
        a.put("late", b"here").unwrap();
        assert_eq!(waiter.join().unwrap(), b"here");
        // Overwrite.
        a.put("late", b"again").unwrap();
        assert_eq!(a.try_get("late").unwrap().unwrap(), b"again");
    }

    #[test]
    fn put_if_absent_keeps_the_first_writers_value_for_everyone() {
        let server = KvServer::bind("127.0.0.1:0").unwrap();
        let addr = server.addr().to_string();
        let writers: Vec<_> = (0..4u8)
            .map(|p| {
                let addr = addr.clone();
                std::thread::spawn(move || {
                    let c = KvClient::connect(&addr, "run", Duration::from_secs(5)).unwrap();
                    c.put_if_absent("stop_at", &[p]).unwrap()
                })
            })
            .collect();
        let kept: Vec<Vec<u8>> = writers.into_iter().map(|w| w.join().unwrap()).collect();
        assert!(kept.iter().all(|k| *k == kept[0]), "{kept:?}");
        let c = KvClient::connect(&addr, "run", Duration::from_secs(5)).unwrap();
        assert_eq!(c.try_get("stop_at").unwrap(), Some(kept[0].clone()));
    }

    #[test]
    fn a_missing_key_times_out_naming_it_and_an_absent_coordinator_names_itself() {
        let server = KvServer::bind("127.0.0.1:0").unwrap();
        let addr = server.addr().to_string();
        let c = KvClient::connect(&addr, "r", Duration::from_secs(5)).unwrap();
        let t0 = Instant::now();
        let e = c
            .get("never", Duration::from_millis(200))
            .unwrap_err()
            .to_string();
        assert!(t0.elapsed() >= Duration::from_millis(200));
        assert!(e.contains("key `never` did not appear within 200ms"), "{e}");
        drop(server);
        // A port nobody serves: refused until the connect timeout, then named.
        let free = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap();
        let e = KvClient::connect(&free.to_string(), "r", Duration::from_millis(300))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains(&format!("coordinator {free} not reachable")) && e.contains("--coordinator"),
            "{e}"
        );
    }

    #[test]
    fn the_client_serves_as_a_pjrt_key_value_store() {
        use pjrt::kv::{KeyValueStore, KvError};
        let server = KvServer::bind("127.0.0.1:0").unwrap();
        let c = KvClient::connect(&server.addr().to_string(), "r", Duration::from_secs(5)).unwrap();
        let store: &dyn KeyValueStore = &c;
        store.put("topology/0", b"abc").unwrap();
        assert_eq!(
            store.get("topology/0", Duration::from_secs(1)).unwrap(),
            b"abc"
        );
        assert!(matches!(
            store.try_get("topology/1"),
            Err(KvError::NotFound(_))
        ));
        assert!(matches!(
            store.get("topology/1", Duration::from_millis(50)),
            Err(KvError::Timeout(_))
        ));
    }

    #[test]
    fn a_barrier_waits_for_every_process_and_names_the_one_missing() {
        let server = KvServer::bind("127.0.0.1:0").unwrap();
        let addr = server.addr().to_string();
        let threads: Vec<_> = (0..4)
            .map(|p| {
                let addr = addr.clone();
                std::thread::spawn(move || {
                    let c = KvClient::connect(&addr, "run", Duration::from_secs(5)).unwrap();
                    c.barrier("start", p, 4, Duration::from_secs(10))
                })
            })
            .collect();
        for t in threads {
            t.join().unwrap().unwrap();
        }
        let c = KvClient::connect(&addr, "run", Duration::from_secs(5)).unwrap();
        let e = c
            .barrier("commit", 0, 3, Duration::from_millis(200))
            .unwrap_err()
            .to_string();
        assert!(e.contains("barrier/commit/1 (process 1 of 3)"), "{e}");
    }

    #[test]
    fn a_presence_that_closes_or_falls_silent_fails_the_run_naming_it_and_a_goodbye_does_not() {
        let server = KvServer::bind("127.0.0.1:0").unwrap();
        let addr = server.addr().to_string();
        let c = KvClient::connect(&addr, "run", Duration::from_secs(5)).unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        let _watch = c.watch_failure(move |m| tx.send(m).unwrap()).unwrap();

        // Goodbye: no failure.
        drop(
            c.presence(0, "process 0 of 3", Duration::from_secs(5))
                .unwrap(),
        );
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(c.try_get(FAILED_KEY).unwrap(), None);

        // Closed without a goodbye, as a killed process's socket is.
        let mut raw = TcpStream::connect(&addr).unwrap();
        raw.write_all(&frame(
            b'L',
            "run/presence/1",
            b"process 1 of 3 (host b)",
            Duration::from_secs(5),
        ))
        .unwrap();
        raw.write_all(b"B").unwrap();
        drop(raw);
        let m = rx.recv_timeout(Duration::from_secs(5)).unwrap();
        assert!(
            m.starts_with("process 1 of 3 (host b) closed its connection"),
            "{m}"
        );

        // Silence, in another run's namespace: named after the timeout; the first failure stays.
        let other = KvClient::connect(&addr, "other", Duration::from_secs(5)).unwrap();
        let mut raw = TcpStream::connect(&addr).unwrap();
        raw.write_all(&frame(
            b'L',
            "other/presence/2",
            b"process 2 of 3",
            Duration::from_millis(200),
        ))
        .unwrap();
        let m = other.get(FAILED_KEY, Duration::from_secs(5)).unwrap();
        assert_eq!(
            String::from_utf8(m).unwrap(),
            "process 2 of 3 sent no heartbeat for 200ms (its host is down or unreachable)"
        );
        c.fail("later failure").unwrap();
        assert!(
            String::from_utf8(c.try_get(FAILED_KEY).unwrap().unwrap())
                .unwrap()
                .starts_with("process 1")
        );
    }

    #[test]
    fn a_beating_presence_outlives_its_silence_timeout_and_the_coordinators_exit_is_named() {
        let server = KvServer::bind("127.0.0.1:0").unwrap();
        let addr = server.addr().to_string();
        let c = KvClient::connect(&addr, "run", Duration::from_secs(5)).unwrap();
        let presence = c
            .presence(1, "process 1 of 2", Duration::from_millis(200))
            .unwrap();
        std::thread::sleep(Duration::from_millis(700));
        assert_eq!(c.try_get(FAILED_KEY).unwrap(), None, "beats keep it alive");
        drop(presence);

        // The coordinator's connections end with its process: the watcher names process 0.
        let (tx, rx) = std::sync::mpsc::channel();
        let disarmed_tx = tx.clone();
        let disarmed = c
            .watch_failure(move |m| disarmed_tx.send(format!("disarmed: {m}")).unwrap())
            .unwrap();
        disarmed.disarm();
        let _watch = c.watch_failure(move |m| tx.send(m).unwrap()).unwrap();
        drop(server);
        let m = rx.recv_timeout(Duration::from_secs(5)).unwrap();
        assert!(
            m.starts_with(&format!("process 0 (the coordinator at {addr}) is gone")),
            "{m}"
        );
    }
}
