//! Memory telemetry: live allocator statistics of every physical device, as values for the
//! metrics file and as an opt-in `/memory` JSON endpoint on 127.0.0.1.
//!
//! The sampler reads `PJRT_Device_MemoryStats` for each of the client's *addressable*
//! devices. Those are physical devices (chips, or the CPU plugin's virtual CPU devices); an
//! SPMD program's logical partitions are never sampled, so a reading always says what one
//! chip holds. Plugins that do not track live memory (the XLA CPU plugin answers
//! "GetAllocatorStats is not supported") are reported per device as
//! `"status": "unsupported"` with the plugin's reason, never as zeros and never as a failure.
//!
//! JSON form of one sample (the endpoint's body; `memory` records in the metrics file carry
//! the `devices` array):
//!
//! ```json
//! {"unix_ms": 1763700000000, "devices": [
//!   {"id": 0, "kind": "TPU v6 lite", "status": "ok",
//!    "bytes_in_use": 1024, "peak_bytes_in_use": 4096, "bytes_limit": 33554432000},
//!   {"id": 1, "kind": "cpu", "status": "unsupported", "reason": "GetAllocatorStats is not supported"}
//! ]}
//! ```
//!
//! Threading choice for the endpoint: `pjrt::Client` and `pjrt::Device` are `Send + Sync`
//! (PJRT clients are documented as safe for concurrent use), so the server thread owns a
//! [`MemorySampler`] and takes a fresh reading for every request. A cached "latest sample"
//! would be stale by up to a logging interval exactly when someone asks (e.g. while a step
//! is about to run out of memory); a channel back to the training thread would answer only
//! between steps. Reading allocator statistics is cheap and does not synchronise with running
//! programs, so sampling from a second thread does not slow the step.

use std::io::{self, BufRead, BufReader, Write};
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4, TcpListener, TcpStream};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use pjrt::{Client, Device};
use serde::{Deserialize, Serialize};

/// Errors from setting up telemetry.
#[derive(Debug, thiserror::Error)]
pub enum TelemetryError {
    /// The client's devices could not be listed or described.
    #[error("cannot list the devices to sample: {0}")]
    Devices(#[source] pjrt::Error),
    /// The endpoint could not listen.
    #[error(
        "cannot listen on 127.0.0.1:{port} for the /memory endpoint: {source} \
         (choose another port, or 0 for any free one)"
    )]
    Bind {
        /// The requested port.
        port: u16,
        /// The OS error.
        #[source]
        source: io::Error,
    },
    /// The endpoint's thread could not be started.
    #[error("cannot start the /memory endpoint thread: {0}")]
    Thread(#[source] io::Error),
}

/// What one device's allocator reported.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "snake_case")]
pub enum MemoryReading {
    /// Live statistics; optional fields are `None` where the plugin does not track them.
    Ok {
        /// Bytes currently allocated.
        bytes_in_use: i64,
        /// High-water mark of `bytes_in_use`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        peak_bytes_in_use: Option<i64>,
        /// Usable device memory.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bytes_limit: Option<i64>,
    },
    /// The plugin does not track live memory for this device.
    Unsupported {
        /// The plugin's explanation.
        reason: String,
    },
    /// The query failed for another reason.
    Error {
        /// The error, as text.
        message: String,
    },
}

/// One physical device's reading.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct DeviceMemory {
    /// The device's global id.
    pub id: i32,
    /// The device kind, e.g. `TPU v6 lite` or `cpu`.
    pub kind: String,
    /// What the allocator said.
    #[serde(flatten)]
    pub reading: MemoryReading,
}

impl DeviceMemory {
    /// Bytes in use, when the plugin reports them.
    pub fn bytes_in_use(&self) -> Option<i64> {
        match self.reading {
            MemoryReading::Ok { bytes_in_use, .. } => Some(bytes_in_use),
            _ => None,
        }
    }
}

/// A reading of every addressable device at one moment.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MemorySample {
    /// Wall-clock time of the reading, milliseconds since the Unix epoch.
    pub unix_ms: u64,
    /// One entry per addressable device, in the client's order.
    pub devices: Vec<DeviceMemory>,
}

impl MemorySample {
    /// The sample as a JSON object (the `/memory` response body).
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(self).expect("a memory sample is plain data")
    }
}

/// Reads live memory statistics of a client's addressable devices.
#[derive(Debug, Clone)]
pub struct MemorySampler {
    devices: Vec<(i32, String, Device)>,
}

impl MemorySampler {
    /// A sampler over every addressable device of `client`.
    pub fn new(client: &Client) -> Result<Self, TelemetryError> {
        let devices = client
            .addressable_devices()
            .map_err(TelemetryError::Devices)?
            .into_iter()
            .map(|d| {
                let desc = d.description()?;
                Ok((desc.id, desc.kind, d))
            })
            .collect::<pjrt::Result<Vec<_>>>()
            .map_err(TelemetryError::Devices)?;
        Ok(MemorySampler { devices })
    }

    /// Number of devices sampled.
    pub fn device_count(&self) -> usize {
        self.devices.len()
    }

    /// Reads every device now. Never fails: a device that cannot answer is reported as
    /// `unsupported` or `error` in its entry.
    pub fn sample(&self) -> MemorySample {
        let devices = self
            .devices
            .iter()
            .map(|(id, kind, device)| DeviceMemory {
                id: *id,
                kind: kind.clone(),
                reading: match device.memory_stats() {
                    Ok(s) => MemoryReading::Ok {
                        bytes_in_use: s.bytes_in_use,
                        peak_bytes_in_use: s.peak_bytes_in_use,
                        bytes_limit: s.bytes_limit,
                    },
                    Err(pjrt::Error::Unsupported { message, .. }) => {
                        MemoryReading::Unsupported { reason: message }
                    }
                    Err(e) => MemoryReading::Error {
                        message: e.to_string(),
                    },
                },
            })
            .collect();
        MemorySample {
            unix_ms: unix_ms_now(),
            devices,
        }
    }
}

/// This process's resident set size in bytes (`VmRSS` of `/proc/self/status`), or `None` where
/// the host has no such file. On the CPU plugin device memory is host memory, and the plugin
/// has no live statistics, so this is the memory reading a CPU run can chart.
pub fn host_rss_bytes() -> Option<u64> {
    parse_vm_rss(&std::fs::read_to_string("/proc/self/status").ok()?)
}

/// The `VmRSS:` line of a `/proc/PID/status` text, in bytes (the kernel writes it in kB).
fn parse_vm_rss(status: &str) -> Option<u64> {
    let line = status.lines().find_map(|l| l.strip_prefix("VmRSS:"))?;
    let mut words = line.split_whitespace();
    let kib: u64 = words.next()?.parse().ok()?;
    (words.next()? == "kB").then_some(kib * 1024)
}

/// Milliseconds since the Unix epoch (0 if the clock is before it).
pub(crate) fn unix_ms_now() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// How long one connection may take, request and response together, before the endpoint
/// drops it (a deadline for the whole exchange, not per read, so a client dripping bytes
/// cannot hold it longer).
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(2);
/// Connections served at once; beyond this a connection is answered `503` and closed at once,
/// so idle or hostile clients can neither exhaust threads nor delay anyone else.
pub const MAX_CONNECTIONS: usize = 128;
/// Longest request head accepted; a GET without a body needs far less.
const MAX_REQUEST_HEAD: usize = 8 * 1024;

/// An HTTP endpoint on 127.0.0.1 answering `GET /memory` with a fresh [`MemorySample`].
///
/// Bound to the loopback address only, so it is not reachable from other hosts or through
/// other interfaces of this one. Each connection is served on its own short-lived thread
/// (at most [`MAX_CONNECTIONS`] at once, each within [`REQUEST_TIMEOUT`]), so clients that
/// connect and say nothing do not delay a `GET /memory`; stops when dropped.
#[derive(Debug)]
pub struct MemoryEndpoint {
    addr: SocketAddr,
    stop: Arc<AtomicBool>,
    thread: Option<JoinHandle<()>>,
}

impl MemoryEndpoint {
    /// Starts serving on `127.0.0.1:port` (`0` picks a free port; see
    /// [`MemoryEndpoint::local_addr`]).
    pub fn start(sampler: MemorySampler, port: u16) -> Result<Self, TelemetryError> {
        let listener = TcpListener::bind(SocketAddrV4::new(Ipv4Addr::LOCALHOST, port))
            .map_err(|source| TelemetryError::Bind { port, source })?;
        let addr = listener
            .local_addr()
            .map_err(|source| TelemetryError::Bind { port, source })?;
        let stop = Arc::new(AtomicBool::new(false));
        let stop_flag = stop.clone();
        let thread = std::thread::Builder::new()
            .name("namtrain-memory-endpoint".into())
            .spawn(move || serve(listener, sampler, stop_flag))
            .map_err(TelemetryError::Thread)?;
        tracing::info!("memory endpoint: http://{addr}/memory");
        Ok(MemoryEndpoint {
            addr,
            stop,
            thread: Some(thread),
        })
    }

    /// The address it listens on (always 127.0.0.1).
    pub fn local_addr(&self) -> SocketAddr {
        self.addr
    }

    /// The URL of the memory endpoint.
    pub fn url(&self) -> String {
        format!("http://{}/memory", self.addr)
    }
}

impl Drop for MemoryEndpoint {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // `accept` blocks; a connection of our own wakes it so the thread sees the flag.
        let _ = TcpStream::connect_timeout(&self.addr, Duration::from_secs(1));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

fn serve(listener: TcpListener, sampler: MemorySampler, stop: Arc<AtomicBool>) {
    let active = Arc::new(std::sync::atomic::AtomicUsize::new(0));
    for conn in listener.incoming() {
        if stop.load(Ordering::SeqCst) {
            return;
        }
        let Ok(stream) = conn else { continue };
        if active.fetch_add(1, Ordering::SeqCst) >= MAX_CONNECTIONS {
            active.fetch_sub(1, Ordering::SeqCst);
            let _ = stream.set_write_timeout(Some(REQUEST_TIMEOUT));
            let _ = respond(stream, "503 Service Unavailable", "text/plain", b"busy\n");
            continue;
        }
        let (sampler, active_here) = (sampler.clone(), active.clone());
        let spawned = std::thread::Builder::new()
            .name("namtrain-memory-conn".into())
            .spawn(move || {
                if let Err(e) = handle(stream, &sampler) {
                    tracing::debug!("memory endpoint: connection failed: {e}");
                }
                active_here.fetch_sub(1, Ordering::SeqCst);
            });
        if spawned.is_err() {
            active.fetch_sub(1, Ordering::SeqCst);
        }
    }
}

/// Reads from a connection until a deadline: each read waits at most the time left.
struct DeadlineReader {
    stream: TcpStream,
    deadline: std::time::Instant,
}

impl io::Read for DeadlineReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let left = self
            .deadline
            .saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            return Err(io::Error::new(
                io::ErrorKind::TimedOut,
                "request not received in time",
            ));
        }
        self.stream.set_read_timeout(Some(left))?;
        io::Read::read(&mut self.stream, buf)
    }
}

/// Answers one HTTP/1.x request and closes the connection.
fn handle(stream: TcpStream, sampler: &MemorySampler) -> io::Result<()> {
    stream.set_write_timeout(Some(REQUEST_TIMEOUT))?;
    let mut reader = BufReader::new(DeadlineReader {
        stream: stream.try_clone()?,
        deadline: std::time::Instant::now() + REQUEST_TIMEOUT,
    });
    let head = match read_head(&mut reader) {
        Ok(head) => head,
        Err(e) if e.kind() == io::ErrorKind::InvalidData => {
            return respond(
                stream,
                "400 Bad Request",
                "text/plain",
                e.to_string().as_bytes(),
            );
        }
        Err(e) => return Err(e),
    };
    let request_line = head.lines().next().unwrap_or_default();
    let mut parts = request_line.split_whitespace();
    let (method, target, version) = (parts.next(), parts.next(), parts.next());
    let (Some(method), Some(target), Some(version)) = (method, target, version) else {
        return respond(
            stream,
            "400 Bad Request",
            "text/plain",
            b"malformed request line\n",
        );
    };
    if !version.starts_with("HTTP/1.") {
        return respond(
            stream,
            "505 HTTP Version Not Supported",
            "text/plain",
            b"HTTP/1.x only\n",
        );
    }
    let path = target.split('?').next().unwrap_or(target);
    if path != "/memory" {
        return respond(
            stream,
            "404 Not Found",
            "text/plain",
            b"not found; the only resource is /memory\n",
        );
    }
    if method != "GET" && method != "HEAD" {
        return respond(
            stream,
            "405 Method Not Allowed",
            "text/plain",
            b"use GET /memory\n",
        );
    }
    let mut body = serde_json::to_vec(&sampler.sample().to_json()).map_err(io::Error::other)?;
    body.push(b'\n');
    if method == "HEAD" {
        return respond_head(stream, "200 OK", "application/json", body.len());
    }
    respond(stream, "200 OK", "application/json", &body)
}

/// Reads the request line and headers, up to the blank line.
fn read_head(reader: &mut impl BufRead) -> io::Result<String> {
    let mut head = String::new();
    loop {
        let mut line = String::new();
        let n = reader.read_line(&mut line)?;
        if n == 0 {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "connection closed before the end of the request head",
            ));
        }
        head.push_str(&line);
        if head.len() > MAX_REQUEST_HEAD {
            return Err(io::Error::new(
                io::ErrorKind::InvalidData,
                "request head too large",
            ));
        }
        if line == "\r\n" || line == "\n" {
            return Ok(head);
        }
    }
}

fn respond_head(
    mut stream: TcpStream,
    status: &str,
    content_type: &str,
    len: usize,
) -> io::Result<()> {
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {len}\r\n\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n"
    )?;
    stream.flush()
}

fn respond(mut stream: TcpStream, status: &str, content_type: &str, body: &[u8]) -> io::Result<()> {
    let allow = if status.starts_with("405") {
        "Allow: GET, HEAD\r\n"
    } else {
        ""
    };
    write!(
        stream,
        "HTTP/1.1 {status}\r\nContent-Type: {content_type}\r\nContent-Length: {}\r\n{allow}\
         Cache-Control: no-store\r\nConnection: close\r\n\r\n",
        body.len()
    )?;
    stream.write_all(body)?;
    stream.flush()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vm_rss_is_read_in_bytes_from_the_status_text() {
        let status = "Name:\tnamtrain\nVmPeak:\t  999 kB\nVmRSS:\t   1536 kB\nThreads:\t4\n";
        assert_eq!(parse_vm_rss(status), Some(1536 * 1024));
        assert_eq!(parse_vm_rss("Name:\tx\n"), None);
        assert_eq!(
            parse_vm_rss("VmRSS:\t12 MB\n"),
            None,
            "an unknown unit is not guessed"
        );
        // This test process has a resident set.
        assert!(host_rss_bytes().is_some_and(|b| b > 0));
    }
    use std::io::Read;
    use std::net::{IpAddr, UdpSocket};

    fn get(addr: SocketAddr, request: &str) -> String {
        let mut s = TcpStream::connect(addr).unwrap();
        s.write_all(request.as_bytes()).unwrap();
        let mut out = String::new();
        s.read_to_string(&mut out).unwrap();
        out
    }

    fn body(response: &str) -> &str {
        response.split_once("\r\n\r\n").unwrap().1
    }

    #[test]
    fn sampler_reports_every_cpu_device_as_unsupported() {
        let client = Client::cpu(8).unwrap();
        let sample = MemorySampler::new(&client).unwrap().sample();
        assert_eq!(sample.devices.len(), 8);
        let ids: Vec<i32> = sample.devices.iter().map(|d| d.id).collect();
        assert_eq!(ids, (0..8).collect::<Vec<_>>());
        for d in &sample.devices {
            assert_eq!(d.kind, "cpu");
            match &d.reading {
                MemoryReading::Unsupported { reason } => {
                    assert!(reason.contains("not supported"), "{reason}")
                }
                other => panic!("the CPU plugin has no live memory stats, got {other:?}"),
            }
        }
    }

    #[test]
    fn device_json_is_flat_with_a_status_tag() {
        let d = DeviceMemory {
            id: 3,
            kind: "TPU v6 lite".into(),
            reading: MemoryReading::Ok {
                bytes_in_use: 10,
                peak_bytes_in_use: Some(20),
                bytes_limit: None,
            },
        };
        let v = serde_json::to_value(&d).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"id": 3, "kind": "TPU v6 lite", "status": "ok",
                               "bytes_in_use": 10, "peak_bytes_in_use": 20})
        );
        assert_eq!(serde_json::from_value::<DeviceMemory>(v).unwrap(), d);
    }

    #[test]
    fn fifty_idle_connections_do_not_delay_a_get() {
        let client = Client::cpu(1).unwrap();
        let ep = MemoryEndpoint::start(MemorySampler::new(&client).unwrap(), 0).unwrap();
        let idle: Vec<TcpStream> = (0..50)
            .map(|_| TcpStream::connect(ep.local_addr()).unwrap())
            .collect();
        // Let the server accept all of them before the real request arrives.
        std::thread::sleep(Duration::from_millis(100));
        for _ in 0..3 {
            let t0 = std::time::Instant::now();
            let resp = get(ep.local_addr(), "GET /memory HTTP/1.1\r\n\r\n");
            let took = t0.elapsed();
            assert!(resp.starts_with("HTTP/1.1 200 OK\r\n"), "{resp}");
            assert!(
                took < Duration::from_secs(1),
                "GET took {took:?} behind 50 idle connections"
            );
        }
        drop(idle);
    }

    #[test]
    fn endpoint_answers_with_one_entry_per_device() {
        let client = Client::cpu(8).unwrap();
        let ep = MemoryEndpoint::start(MemorySampler::new(&client).unwrap(), 0).unwrap();
        assert_eq!(ep.local_addr().ip(), IpAddr::V4(Ipv4Addr::LOCALHOST));
        let resp = get(
            ep.local_addr(),
            "GET /memory HTTP/1.1\r\nHost: localhost\r\n\r\n",
        );
        assert!(resp.starts_with("HTTP/1.1 200 OK\r\n"), "{resp}");
        assert!(resp.contains("Content-Type: application/json"), "{resp}");
        let v: serde_json::Value = serde_json::from_str(body(&resp)).unwrap();
        let devices = v["devices"].as_array().unwrap();
        assert_eq!(devices.len(), 8);
        assert!(devices.iter().all(|d| d["status"] == "unsupported"), "{v}");
        // Two requests in a row: the thread keeps serving.
        let again = get(ep.local_addr(), "GET /memory?x=1 HTTP/1.0\r\n\r\n");
        assert!(again.starts_with("HTTP/1.1 200 OK\r\n"), "{again}");
    }

    #[test]
    fn endpoint_rejects_other_paths_methods_and_garbage() {
        let client = Client::cpu(1).unwrap();
        let ep = MemoryEndpoint::start(MemorySampler::new(&client).unwrap(), 0).unwrap();
        let r = get(ep.local_addr(), "GET / HTTP/1.1\r\n\r\n");
        assert!(r.starts_with("HTTP/1.1 404 Not Found"), "{r}");
        assert!(body(&r).contains("/memory"), "{r}");
        let r = get(ep.local_addr(), "POST /memory HTTP/1.1\r\n\r\n");
        assert!(r.starts_with("HTTP/1.1 405"), "{r}");
        assert!(r.contains("Allow: GET, HEAD"), "{r}");
        let r = get(ep.local_addr(), "nonsense\r\n\r\n");
        assert!(r.starts_with("HTTP/1.1 400"), "{r}");
        let r = get(ep.local_addr(), "HEAD /memory HTTP/1.1\r\n\r\n");
        assert!(r.starts_with("HTTP/1.1 200 OK"), "{r}");
        assert_eq!(body(&r), "");
    }

    /// A local, non-loopback IPv4 address of this host: the source address the kernel would
    /// use to reach a documentation-range address (connecting a UDP socket sends nothing).
    fn non_loopback_local_ipv4() -> Option<Ipv4Addr> {
        let sock = UdpSocket::bind("0.0.0.0:0").ok()?;
        sock.connect("192.0.2.1:9").ok()?;
        match sock.local_addr().ok()?.ip() {
            IpAddr::V4(ip) if !ip.is_loopback() && !ip.is_unspecified() => Some(ip),
            _ => None,
        }
    }

    #[test]
    fn endpoint_is_not_reachable_through_other_interfaces() {
        let client = Client::cpu(1).unwrap();
        let ep = MemoryEndpoint::start(MemorySampler::new(&client).unwrap(), 0).unwrap();
        let Some(ip) = non_loopback_local_ipv4() else {
            eprintln!("skipped: this host has no non-loopback IPv4 address to try");
            return;
        };
        let other = SocketAddr::new(IpAddr::V4(ip), ep.local_addr().port());
        let result = TcpStream::connect_timeout(&other, Duration::from_secs(2));
        assert!(
            result.is_err(),
            "the endpoint answered on {other}, which is not loopback"
        );
        // And it still answers on loopback.
        let r = get(ep.local_addr(), "GET /memory HTTP/1.1\r\n\r\n");
        assert!(r.starts_with("HTTP/1.1 200 OK"), "{r}");
    }
}
