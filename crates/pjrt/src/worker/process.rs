//! The parent side: [`Worker`] starts a worker binary with a controlled environment, sends a
//! request, waits (with an optional time limit) and reads the response.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

use prost::Message;

use super::proto::{self, ClientTarget, Request, Response, Target};
use super::{PASS_THROUGH_ENV, WORKER_ENV, WORKER_OUT_ENV};
use crate::compile_options::CompileOptions;
use crate::named_value::NamedValue;

/// How much of the worker's stderr an error quotes.
const STDERR_TAIL: usize = 2000;

/// A compile in a worker process that did not give an answer.
#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    /// No worker binary was found.
    #[error("no compile worker binary: looked for {looked:?}; {hint}")]
    NotFound {
        /// The paths tried.
        looked: Vec<PathBuf>,
        /// How to provide one.
        hint: &'static str,
    },
    /// The worker could not be started or talked to.
    #[error("compile worker {worker}: {context}: {source}")]
    Io {
        /// The worker binary.
        worker: PathBuf,
        /// What was being done.
        context: &'static str,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// The worker died without answering (signal, abort, exit without a result).
    #[error(
        "the compile worker crashed with plugin {plugin} ({status}); this process is \
         unaffected. Compile in-process to debug, or report the program with the plugin \
         version. Worker stderr ends:\n{stderr_tail}"
    )]
    Crashed {
        /// The plugin the worker ran.
        plugin: PathBuf,
        /// How the worker ended.
        status: String,
        /// The end of its stderr.
        stderr_tail: String,
    },
    /// The worker took longer than its time limit and was killed.
    #[error(
        "compiling with plugin {plugin} took longer than {seconds:.0} s; the compile worker \
         was killed. Raise the compile timeout if the program is just large. Worker stderr \
         ends:\n{stderr_tail}"
    )]
    TimedOut {
        /// The plugin the worker ran.
        plugin: PathBuf,
        /// The limit.
        seconds: f64,
        /// The end of its stderr.
        stderr_tail: String,
    },
    /// The caller cancelled the compile ([`Worker::with_cancel`]); the worker was killed.
    #[error("the compile with plugin {plugin} was cancelled; the compile worker was killed")]
    Cancelled {
        /// The plugin the worker ran.
        plugin: PathBuf,
    },
    /// The worker answered something that does not decode.
    #[error(
        "the compile worker {worker} answered an undecodable response ({detail}); does its main \
         call run_worker_if_requested first?"
    )]
    Protocol {
        /// The worker binary.
        worker: PathBuf,
        /// The decode problem.
        detail: String,
    },
    /// The worker ran and reported an error: the compiler's or the plugin's message.
    #[error("plugin {plugin} in the compile worker: {message}")]
    Reported {
        /// The plugin the worker ran.
        plugin: PathBuf,
        /// The worker's message.
        message: String,
    },
}

/// A worker process to start: the binary, its extra environment and a time limit.
#[derive(Debug, Clone)]
pub struct Worker {
    exe: PathBuf,
    timeout: Option<Duration>,
    env: Vec<(String, String)>,
    isolate_network: bool,
    cancel: Option<Arc<AtomicBool>>,
}

impl Worker {
    /// Starts `exe` (a binary that calls [`super::run_worker_if_requested`] first in `main`),
    /// without a time limit.
    pub fn new(exe: impl Into<PathBuf>) -> Self {
        Worker {
            exe: exe.into(),
            timeout: None,
            env: Vec::new(),
            isolate_network: false,
            cancel: None,
        }
    }

    /// Kills the worker and fails with [`WorkerError::Cancelled`] once `flag` is set (polled
    /// every 20 ms): how a caller gives up on a compile it started ahead of need.
    pub fn with_cancel(mut self, flag: Arc<AtomicBool>) -> Self {
        self.cancel = Some(flag);
        self
    }

    /// Kills the worker and fails with [`WorkerError::TimedOut`] after `timeout`.
    pub fn with_timeout(mut self, timeout: Duration) -> Self {
        self.timeout = Some(timeout);
        self
    }

    /// Sets a variable in the worker's environment (after [`PASS_THROUGH_ENV`], so it wins).
    pub fn with_env(mut self, name: &str, value: &str) -> Self {
        self.env.push((name.to_owned(), value.to_owned()));
        self
    }

    /// Runs the worker under `unshare -n` (no network) where that works here.
    pub(crate) fn isolating_network(mut self) -> Self {
        self.isolate_network = true;
        self
    }

    /// The worker binary.
    pub fn exe(&self) -> &Path {
        &self.exe
    }

    /// Compiles `program` in the worker on a fresh client of the plugin at `plugin` (created with
    /// `client_options`) and returns the serialized executable (load it with
    /// `Client::deserialize_and_load`). Not for libtpu, which the worker only loads deviceless
    /// ([`crate::DevicelessCompiler`]).
    pub fn compile(
        &self,
        plugin: &Path,
        client_options: &[NamedValue],
        program: &str,
        options: &CompileOptions,
    ) -> Result<Vec<u8>, WorkerError> {
        let request = Request {
            plugin_path: plugin.to_string_lossy().into_owned(),
            target: Some(Target::Client(ClientTarget {
                options: proto::to_wire(client_options),
            })),
            program: Some(program.to_owned()),
            compile_options: Some(options.to_proto()),
        };
        Ok(self.run(&request)?.serialized_executable)
    }

    /// Sends `request` to a new worker process and returns its answer.
    pub(crate) fn run(&self, request: &Request) -> Result<Response, WorkerError> {
        let plugin = PathBuf::from(&request.plugin_path);
        let io_err = |context: &'static str| {
            let worker = self.exe.clone();
            move |source| WorkerError::Io {
                worker,
                context,
                source,
            }
        };
        let out_file = unique_temp_path();
        let mut cmd = if self.isolate_network && unshare_net_works() {
            let mut c = Command::new("unshare");
            c.arg("-n").arg(&self.exe);
            c
        } else {
            Command::new(&self.exe)
        };
        cmd.env_clear();
        for var in PASS_THROUGH_ENV {
            if let Some(v) = std::env::var_os(var) {
                cmd.env(var, v);
            }
        }
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        cmd.env(WORKER_ENV, "1")
            .env(WORKER_OUT_ENV, &out_file)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        let mut child = cmd.spawn().map_err(io_err("starting it"))?;
        // `unshare -n` execs the worker, so this is the pid that names its temporary file.
        let worker_pid = child.id();
        // Drain stderr on a thread so a chatty compiler cannot block on a full pipe.
        let mut stderr = child.stderr.take().expect("stderr is piped");
        let stderr_reader = std::thread::spawn(move || {
            let mut buf = Vec::new();
            let _ = stderr.read_to_end(&mut buf);
            String::from_utf8_lossy(&buf).into_owned()
        });
        // The worker reads all of stdin before it does anything else.
        let sent = child
            .stdin
            .take()
            .map(|mut stdin| stdin.write_all(&request.encode_to_vec()))
            .unwrap_or(Ok(()));
        let status = self.wait(&mut child).map_err(io_err("waiting for it"))?;
        let stderr_tail = tail(&stderr_reader.join().unwrap_or_default(), STDERR_TAIL).to_owned();
        let result = std::fs::read(&out_file);
        let _ = std::fs::remove_file(&out_file);
        // A worker killed mid-write leaves its temporary sibling behind.
        let _ = std::fs::remove_file(files::temp_sibling_of(&out_file, worker_pid));
        let Some(status) = status else {
            if self.cancelled() {
                return Err(WorkerError::Cancelled { plugin });
            }
            return Err(WorkerError::TimedOut {
                plugin,
                seconds: self.timeout.unwrap_or_default().as_secs_f64(),
                stderr_tail,
            });
        };
        // The worker renames its response into place, so a file is a whole response.
        let bytes = result.map_err(|_| WorkerError::Crashed {
            plugin: plugin.clone(),
            status: match sent {
                Err(e) => format!("{}; the request could not be sent: {e}", describe(status)),
                Ok(()) => describe(status),
            },
            stderr_tail,
        })?;
        let response = Response::decode(bytes.as_slice()).map_err(|e| WorkerError::Protocol {
            worker: self.exe.clone(),
            detail: e.to_string(),
        })?;
        if !response.error.is_empty() {
            return Err(WorkerError::Reported {
                plugin,
                message: response.error,
            });
        }
        Ok(response)
    }

    fn cancelled(&self) -> bool {
        self.cancel
            .as_ref()
            .is_some_and(|f| f.load(Ordering::Relaxed))
    }

    /// Waits for `child` to end; `None` when the time limit passed or the compile was
    /// cancelled first (it is then killed).
    fn wait(&self, child: &mut Child) -> std::io::Result<Option<ExitStatus>> {
        if self.timeout.is_none() && self.cancel.is_none() {
            return child.wait().map(Some);
        }
        let start = Instant::now();
        loop {
            if let Some(status) = child.try_wait()? {
                return Ok(Some(status));
            }
            if self.timeout.is_some_and(|t| start.elapsed() >= t) || self.cancelled() {
                // Our own child, by handle: kill it and reap it.
                let _ = child.kill();
                let _ = child.wait();
                return Ok(None);
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }
}

/// The binary `name` next to the current executable or one directory above it (which finds
/// `target/<profile>/<name>` from test binaries in `target/<profile>/deps/` and from examples);
/// `hint` says how to provide one when neither exists.
pub fn find_next_to_current_exe(name: &str, hint: &'static str) -> Result<PathBuf, WorkerError> {
    let exe = std::env::current_exe().map_err(|source| WorkerError::Io {
        worker: PathBuf::from(name),
        context: "finding the current executable to look next to it",
        source,
    })?;
    let dir = exe.parent().unwrap_or(Path::new("."));
    let looked = vec![dir.join(name), dir.join("..").join(name)];
    match looked.iter().find(|p| p.is_file()) {
        Some(found) => Ok(found.clone()),
        None => Err(WorkerError::NotFound { looked, hint }),
    }
}

/// How a worker that left no response ended, in words.
fn describe(status: ExitStatus) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            let name = match sig {
                6 => " (SIGABRT)",
                9 => " (SIGKILL: killed, e.g. out of host memory)",
                11 => " (SIGSEGV)",
                _ => "",
            };
            return format!("killed by signal {sig}{name}");
        }
    }
    match status.code() {
        Some(0) => "exited without writing a result".to_owned(),
        Some(code) => format!("exit code {code}"),
        None => status.to_string(),
    }
}

/// Whether `unshare -n` can create a network namespace here (checked once).
fn unshare_net_works() -> bool {
    static WORKS: OnceLock<bool> = OnceLock::new();
    *WORKS.get_or_init(|| {
        Command::new("unshare")
            .args(["-n", "true"])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
    })
}

/// A response file name no other worker of this or another process uses.
fn unique_temp_path() -> PathBuf {
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let n = COUNTER.fetch_add(1, Ordering::Relaxed);
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    std::env::temp_dir().join(format!("pjrt-worker-{}-{n}-{nanos}.pb", std::process::id()))
}

/// The last `max` bytes of `s` (at a character boundary).
fn tail(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut start = s.len() - max;
    while !s.is_char_boundary(start) {
        start += 1;
    }
    &s[start..]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tail_keeps_the_end_at_a_char_boundary() {
        assert_eq!(tail("abc", 5), "abc");
        assert_eq!(tail("abcdef", 2), "ef");
        // 'é' is two bytes: cutting inside it moves forward to the next character.
        assert_eq!(tail("aéb", 2), "b");
    }

    #[test]
    fn a_binary_that_does_not_serve_is_a_crash_quoting_its_stderr() {
        let _serial = scripts_lock();
        // `sh -c` ignores the protocol: it exits 3 without a response, after saying why.
        let dir = tempfile::tempdir().unwrap();
        let script = script(&dir, "echo no such protocol >&2\nexit 3");
        let err = Worker::new(&script)
            .compile(
                Path::new("/nowhere/plugin.so"),
                &[],
                "p",
                &CompileOptions::default(),
            )
            .unwrap_err();
        assert!(matches!(err, WorkerError::Crashed { .. }), "{err:?}");
        let msg = err.to_string();
        assert!(msg.contains("exit code 3"), "{msg}");
        assert!(msg.contains("no such protocol"), "{msg}");
        assert!(msg.contains("/nowhere/plugin.so"), "{msg}");
    }

    #[test]
    fn a_worker_past_its_time_limit_is_killed() {
        let _serial = scripts_lock();
        let dir = tempfile::tempdir().unwrap();
        let script = script(&dir, "echo started >&2\nexec sleep 30");
        let start = Instant::now();
        let err = Worker::new(&script)
            .with_timeout(Duration::from_millis(300))
            .compile(Path::new("/p.so"), &[], "p", &CompileOptions::default())
            .unwrap_err();
        assert!(start.elapsed() < Duration::from_secs(10));
        assert!(matches!(err, WorkerError::TimedOut { .. }), "{err:?}");
        let msg = err.to_string();
        assert!(
            msg.contains("took longer than 0 s") && msg.contains("started"),
            "{msg}"
        );
    }

    #[test]
    fn a_response_that_does_not_decode_is_a_protocol_error() {
        let _serial = scripts_lock();
        let dir = tempfile::tempdir().unwrap();
        let script = script(
            &dir,
            &format!("printf '\\377\\377\\377' > \"${WORKER_OUT_ENV}\""),
        );
        let err = Worker::new(&script)
            .compile(Path::new("/p.so"), &[], "p", &CompileOptions::default())
            .unwrap_err();
        assert!(matches!(err, WorkerError::Protocol { .. }), "{err:?}");
        assert!(err.to_string().contains("run_worker_if_requested"), "{err}");
    }

    #[test]
    fn a_missing_worker_binary_names_what_was_tried() {
        let _serial = scripts_lock();
        let err = find_next_to_current_exe("no-such-worker-binary", "build it").unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.contains("no-such-worker-binary") && msg.ends_with("build it"),
            "{msg}"
        );
        let err = Worker::new("/no/such/worker")
            .compile(Path::new("/p.so"), &[], "p", &CompileOptions::default())
            .unwrap_err();
        assert!(
            matches!(
                err,
                WorkerError::Io {
                    context: "starting it",
                    ..
                }
            ),
            "{err:?}"
        );
    }

    /// Held by each test that writes a script or starts a process. Tests run on parallel threads: a child
    /// that another test forks while a script is still open for writing keeps that file open
    /// until the child execs, and running the script in that window fails with ETXTBSY ("Text
    /// file busy"). Serialising write-and-run closes the window.
    static SCRIPTS: std::sync::Mutex<()> = std::sync::Mutex::new(());

    fn scripts_lock() -> std::sync::MutexGuard<'static, ()> {
        SCRIPTS
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A shell script in `dir` that runs `body` in place of a worker.
    fn script(dir: &tempfile::TempDir, body: &str) -> PathBuf {
        use std::os::unix::fs::PermissionsExt;
        let path = dir.path().join("worker.sh");
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).unwrap();
        path
    }
}
