//! Running untrusted programs (a model's code, and the compiler reading it) with limits.
//!
//! Each command runs in a fresh directory of its own, through `unshare` (util-linux) in new
//! mount, network, PID (and, when not root, user) namespaces:
//!
//! - **no network**: the new network namespace has only a down loopback;
//! - **a read-only filesystem** except its own directory: our shell script bind-mounts the
//!   directory onto itself, then remounts every other mount read-only, so a write anywhere else
//!   fails with `EROFS` (named [`Limit::ReadOnly`] when the program reports it);
//! - **its own PID namespace**: it cannot signal any process outside, and killing the
//!   namespace's first process ends every process it started (fork bombs included);
//! - **another user**: as root, the command drops to an unprivileged uid of its own per job
//!   (`setpriv`), so the process limit counts only its processes; as a user, a new user
//!   namespace gives the same fresh count;
//! - **resource limits** (`prlimit`): CPU seconds (`SIGXCPU`), address space (allocation fails:
//!   `std::bad_alloc`), file size (`SIGXFSZ`), processes (fork fails), open files, no core files;
//! - **an empty environment** (`env -i`, plus `PATH` for the compiler only);
//! - **watched from outside**: a wall-clock deadline, stdout and stderr read up to a cap (the
//!   first lines kept), the namespace's process count polled; any of them past its limit kills
//!   the whole namespace.
//!
//! When the host refuses the namespaces, [`Sandbox::detect`] fails with the fix: generated code
//! never runs unsandboxed.

use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Resource limits of one sandboxed command.
#[derive(Debug, Clone, PartialEq)]
pub struct Limits {
    /// CPU seconds of each process (`RLIMIT_CPU`; `SIGXCPU` past it).
    pub cpu_seconds: u64,
    /// Wall-clock time of the whole command.
    pub wall: Duration,
    /// Address space of each process (`RLIMIT_AS`): allocations past it fail.
    pub address_space_bytes: u64,
    /// Largest file it may write (`RLIMIT_FSIZE`; `SIGXFSZ` past it).
    pub file_size_bytes: u64,
    /// Processes at once (`RLIMIT_NPROC`); reaching it ends the command.
    pub processes: u64,
    /// Bytes of stdout and stderr together; past it the command is ended.
    pub output_bytes: usize,
}

const MIB: u64 = 1 << 20;

impl Limits {
    /// For the compiler: it needs memory and a few processes (driver, cc1plus, as, ld).
    pub fn compile(wall: Duration) -> Limits {
        Limits {
            cpu_seconds: wall.as_secs().max(1),
            wall,
            address_space_bytes: 4096 * MIB,
            file_size_bytes: 256 * MIB,
            processes: 16,
            output_bytes: MIB as usize,
        }
    }

    /// For a test program: `timeout` of wall clock and of CPU time.
    pub fn test(timeout: Duration) -> Limits {
        Limits {
            cpu_seconds: timeout.as_secs().max(1),
            wall: timeout,
            address_space_bytes: 1024 * MIB,
            file_size_bytes: 16 * MIB,
            processes: 16,
            output_bytes: MIB as usize,
        }
    }
}

/// The limit that stopped a command.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Limit {
    /// Its CPU seconds ran out.
    CpuTime,
    /// Its wall-clock time ran out.
    WallClock,
    /// An allocation past the address-space limit failed.
    AddressSpace,
    /// It wrote a file past the file-size limit.
    FileSize,
    /// It reached the process limit (a fork bomb).
    Processes,
    /// It printed more than the output cap.
    Output,
    /// It tried to write outside its directory (the read-only filesystem refused).
    ReadOnly,
}

impl Limit {
    /// The name in records and reports.
    pub fn name(self) -> &'static str {
        match self {
            Limit::CpuTime => "cpu_time",
            Limit::WallClock => "wall_clock",
            Limit::AddressSpace => "address_space",
            Limit::FileSize => "file_size",
            Limit::Processes => "processes",
            Limit::Output => "output",
            Limit::ReadOnly => "read_only_filesystem",
        }
    }

    /// Whether it means the program ran too long (a timeout, not a failure).
    pub fn is_time(self) -> bool {
        matches!(self, Limit::CpuTime | Limit::WallClock)
    }
}

/// How a sandboxed command ended.
#[derive(Debug, Clone)]
pub struct Outcome {
    /// Its exit code, when it exited.
    pub code: Option<i32>,
    /// The signal that ended it, when one did.
    pub signal: Option<i32>,
    /// The limit that stopped it, if one did.
    pub stopped_by: Option<Limit>,
    /// The first lines of its stdout.
    pub stdout: String,
    /// The first lines of its stderr.
    pub stderr: String,
    /// Wall-clock seconds.
    pub seconds: f64,
}

impl Outcome {
    /// Exited with code 0 and no limit hit.
    pub fn success(&self) -> bool {
        self.code == Some(0) && self.stopped_by.is_none()
    }
}

/// The sandbox cannot be used here, or a command could not be started.
#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    /// A tool the sandbox needs is missing.
    #[error(
        "`{tool}` is not on PATH: namtrain runs generated code only in a sandbox built from util-linux's unshare, prlimit and setpriv (Debian/Ubuntu: apt-get install util-linux)"
    )]
    MissingTool {
        /// The tool.
        tool: &'static str,
    },
    /// The namespaces were refused.
    #[error(
        "this host refuses the namespaces the code sandbox needs ({how}): {stderr}. Generated code never runs unsandboxed; run as root, or allow unprivileged user namespaces (sysctl kernel.unprivileged_userns_clone=1; on Ubuntu 24.04 also kernel.apparmor_restrict_unprivileged_userns=0)"
    )]
    Refused {
        /// What was tried.
        how: String,
        /// What it said.
        stderr: String,
    },
    /// Starting or watching a command failed.
    #[error("{what}: {source}")]
    Io {
        /// What was being done.
        what: String,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
}

fn io(what: impl Into<String>) -> impl FnOnce(std::io::Error) -> SandboxError {
    let what = what.into();
    move |source| SandboxError::Io { what, source }
}

/// Our own script, run as the new namespaces' first process: the command's directory stays
/// writable, every other mount becomes read-only (`/` must, the others are best effort:
/// pseudo-filesystems may refuse), then the command runs as its child. Not in its place: the
/// kernel drops the signals a PID namespace's first process does not handle (`SIGXCPU`,
/// `SIGXFSZ`, `SIGABRT`), so the limits would not end it. The shell exits with the command's
/// status, `128 + N` for signal N.
const ISOLATE_SCRIPT: &str = r#"set -e
dir=$1; shift
mount --bind "$dir" "$dir"
mount -o remount,bind,ro /
while read -r _ _ _ _ point _; do
    [ "$point" = / ] || [ "$point" = "$dir" ] || mount -o remount,bind,ro "$point" 2>/dev/null || true
done < /proc/self/mountinfo
cd "$dir"
"$@"
"#;

/// How much of stdout and of stderr a record keeps.
const KEPT_BYTES: usize = 2048;
/// The lines of output a record keeps.
const KEPT_LINES: usize = 20;
/// How often the process count and the deadline are checked.
const POLL: Duration = Duration::from_millis(20);
/// First uid of the per-job users when running as root (far above any real account).
const JOB_UID_BASE: u32 = 1_700_000_000;

/// The sandbox of this host: the tools found and how it isolates.
#[derive(Debug, Clone)]
pub struct Sandbox {
    unshare: PathBuf,
    prlimit: PathBuf,
    env: PathBuf,
    sh: PathBuf,
    /// `setpriv` when running as root (commands drop to a job uid).
    setpriv: Option<PathBuf>,
    /// Distinguishes the job uids of concurrent evaluations.
    uid_offset: u32,
}

/// The file `name` in the first directory of `PATH` that has it.
pub(crate) fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH").unwrap_or_default();
    std::env::split_paths(&path)
        .map(|d| d.join(name))
        .find(|p| p.is_file())
}

/// A tool the sandbox needs, on `PATH`.
fn find(name: &'static str) -> Result<PathBuf, SandboxError> {
    on_path(name).ok_or(SandboxError::MissingTool { tool: name })
}

/// Whether this process runs as root (`/proc/self` belongs to the effective uid).
fn running_as_root() -> bool {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata("/proc/self").is_ok_and(|m| m.uid() == 0)
}

impl Sandbox {
    /// Finds the tools and runs `true` through the whole sandbox once: an error here names the
    /// fix, and no code is ever run without the isolation.
    pub fn detect() -> Result<Sandbox, SandboxError> {
        let root = running_as_root();
        let sandbox = Sandbox {
            unshare: find("unshare")?,
            prlimit: find("prlimit")?,
            env: find("env")?,
            sh: find("sh")?,
            setpriv: if root { Some(find("setpriv")?) } else { None },
            uid_offset: (std::process::id() % 100_000) * 64,
        };
        let dir = tempfile::Builder::new()
            .prefix("namtrain-sandbox-probe-")
            .tempdir()
            .map_err(io("creating a probe directory"))?;
        let probe = sandbox.run(
            dir.path(),
            0,
            &[sandbox.env.to_string_lossy().into_owned(), "true".into()],
            &[],
            &Limits::test(Duration::from_secs(10)),
        )?;
        if !probe.success() {
            return Err(SandboxError::Refused {
                how: sandbox.describe(),
                stderr: probe.stderr.trim().to_string(),
            });
        }
        Ok(sandbox)
    }

    /// One line for records and manifests: how commands are isolated here.
    pub fn describe(&self) -> String {
        let who = match self.setpriv {
            Some(_) => "a uid of its own per job (setpriv)",
            None => "a new user namespace",
        };
        format!(
            "unshare: mount (read-only but its directory), network, pid namespaces; {who}; \
             prlimit: cpu, address space, file size, processes, open files; empty environment"
        )
    }

    /// Runs `argv` in `dir` (which must exist; it becomes the command's writable directory)
    /// with `env` as its whole environment and `limits`. `slot` tells concurrent commands
    /// apart (as root each slot is its own uid).
    pub fn run(
        &self,
        dir: &Path,
        slot: usize,
        argv: &[String],
        env: &[(String, String)],
        limits: &Limits,
    ) -> Result<Outcome, SandboxError> {
        let mut cmd = Command::new(&self.unshare);
        if self.setpriv.is_none() {
            cmd.args(["--user", "--map-root-user"]);
        }
        cmd.args([
            "--mount",
            "--net",
            "--pid",
            "--fork",
            "--kill-child",
            "--mount-proc",
        ]);
        cmd.arg("--").arg(&self.sh).arg("-c").arg(ISOLATE_SCRIPT);
        cmd.arg("namtrain-sandbox").arg(dir);
        if let Some(setpriv) = &self.setpriv {
            let uid = JOB_UID_BASE + self.uid_offset + slot as u32;
            std::os::unix::fs::chown(dir, Some(uid), Some(uid))
                .map_err(io(format!("giving {} to the job's uid", dir.display())))?;
            cmd.arg(setpriv).args([
                format!("--reuid={uid}"),
                format!("--regid={uid}"),
                "--clear-groups".into(),
                "--".into(),
            ]);
        }
        cmd.arg(&self.prlimit).args([
            format!("--cpu={}:{}", limits.cpu_seconds, limits.cpu_seconds + 1),
            format!("--as={}", limits.address_space_bytes),
            format!("--fsize={}", limits.file_size_bytes),
            format!("--nproc={}", limits.processes),
            "--nofile=64".into(),
            "--core=0".into(),
            "--".into(),
        ]);
        cmd.arg(&self.env).arg("-i");
        cmd.args(env.iter().map(|(k, v)| format!("{k}={v}")));
        cmd.args(argv);
        cmd.env_clear()
            .current_dir(dir)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        let started = Instant::now();
        let child = cmd.spawn().map_err(io(format!(
            "starting {} in the sandbox",
            argv.first().map(String::as_str).unwrap_or("")
        )))?;
        watch(child, limits, started)
    }
}

/// Reads a pipe to its end, keeping the first [`KEPT_BYTES`] and counting every byte into
/// `total`; past `cap` it sets `over` (the watcher then ends the command).
fn drain(
    mut pipe: impl Read + Send + 'static,
    total: Arc<AtomicUsize>,
    cap: usize,
    over: Arc<AtomicBool>,
) -> std::thread::JoinHandle<Vec<u8>> {
    std::thread::spawn(move || {
        let (mut kept, mut buf) = (Vec::new(), [0u8; 8192]);
        while let Ok(n) = pipe.read(&mut buf) {
            if n == 0 {
                break;
            }
            let room = KEPT_BYTES.saturating_sub(kept.len());
            kept.extend_from_slice(&buf[..n.min(room)]);
            if total.fetch_add(n, Ordering::Relaxed) + n > cap {
                over.store(true, Ordering::Relaxed);
            }
        }
        kept
    })
}

/// The first [`KEPT_LINES`] lines of `bytes`.
fn head(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    text.lines().take(KEPT_LINES).collect::<Vec<_>>().join("\n")
}

/// The processes below `pid` (its children, theirs, ...), from `/proc`.
fn descendants(pid: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    let parents: Vec<(u32, u32)> = entries
        .filter_map(|e| e.ok()?.file_name().to_str()?.parse::<u32>().ok())
        .filter_map(|p| {
            let stat = std::fs::read_to_string(format!("/proc/{p}/stat")).ok()?;
            // `pid (comm) state ppid ...`: comm may hold spaces and parentheses.
            let after = &stat[stat.rfind(')')? + 1..];
            let ppid = after.split_whitespace().nth(1)?.parse().ok()?;
            Some((p, ppid))
        })
        .collect();
    let mut found = vec![pid];
    let mut i = 0;
    while i < found.len() {
        let parent = found[i];
        found.extend(
            parents
                .iter()
                .filter(|(_, pp)| *pp == parent)
                .map(|(p, _)| *p),
        );
        i += 1;
    }
    found.remove(0);
    found
}

/// Ends the command: its namespace's first process (the kernel then ends every process in the
/// namespace), then `unshare` itself.
fn kill_namespace(child: &mut Child) {
    let pid = child.id();
    if let Some(first) = descendants(pid).first() {
        // `kill` the command: std signals only its own children; this is the namespace's
        // first process, a grandchild.
        let _ = Command::new("kill")
            .args(["-KILL", &first.to_string()])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
    let _ = child.kill();
}

/// Waits for the command, enforcing the wall clock, the output cap and the process count.
fn watch(mut child: Child, limits: &Limits, started: Instant) -> Result<Outcome, SandboxError> {
    let total = Arc::new(AtomicUsize::new(0));
    let over = Arc::new(AtomicBool::new(false));
    let out = drain(
        child.stdout.take().expect("piped"),
        total.clone(),
        limits.output_bytes,
        over.clone(),
    );
    let err = drain(
        child.stderr.take().expect("piped"),
        total,
        limits.output_bytes,
        over.clone(),
    );
    let mut stopped_by = None;
    let status = loop {
        if let Some(status) = child.try_wait().map_err(io("waiting for a command"))? {
            break status;
        }
        let reason = if started.elapsed() > limits.wall {
            Some(Limit::WallClock)
        } else if over.load(Ordering::Relaxed) {
            Some(Limit::Output)
        } else if descendants(child.id()).len() as u64 + 2 >= limits.processes {
            // All but two of the processes the limit allows are running (`unshare` and the
            // namespace's shell may count against it, in a user namespace): a legitimate test
            // or compile uses a handful, so this is a fork bomb, spinning on failed forks.
            Some(Limit::Processes)
        } else {
            None
        };
        if let Some(reason) = reason {
            stopped_by = Some(reason);
            kill_namespace(&mut child);
            break child.wait().map_err(io("waiting for a killed command"))?;
        }
        std::thread::sleep(POLL);
    };
    let seconds = started.elapsed().as_secs_f64();
    let stdout = head(&out.join().unwrap_or_default());
    let stderr = head(&err.join().unwrap_or_default());
    // The namespace's shell reports a signal N as the exit code 128 + N (`sh`'s `$?`); our
    // own kill ends `unshare` itself, which re-raises it.
    let (code, signal) = match (status.code(), status.signal()) {
        (Some(c), _) if (129..=128 + 64).contains(&c) => (None, Some(c - 128)),
        other => other,
    };
    const SIGXCPU: i32 = 24;
    const SIGXFSZ: i32 = 25;
    let stopped_by = stopped_by.or(match signal {
        Some(SIGXCPU) => Some(Limit::CpuTime),
        Some(SIGXFSZ) => Some(Limit::FileSize),
        _ if code == Some(0) => None,
        _ if stderr.contains("std::bad_alloc") || stderr.contains("Cannot allocate memory") => {
            Some(Limit::AddressSpace)
        }
        _ if stderr.contains("Read-only file system") => Some(Limit::ReadOnly),
        _ => None,
    });
    Ok(Outcome {
        code,
        signal,
        stopped_by,
        stdout,
        stderr,
        seconds,
    })
}
