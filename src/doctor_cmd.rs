//! `namtrain doctor`: what to know before an expensive run, one line per check — `OK`, `WARN`
//! or `FAIL` with the fix — and exit status 1 when anything fails.
//!
//! The checks, in order: the plugin (found, its version against the tested pin, its PJRT C API
//! version); the devices (count, kind, memory per device); the host's memory against the
//! config's parameters and checkpoints; free disk for the executable cache and the run
//! directory; the run directory writable (a local path or a bucket); the processes of a
//! multi-host run (this worker's place, the coordinator's port); the open-file limit; the
//! executable cache for this config (will the start be warm?); and a smoke run: a tiny model
//! trained a few steps on the devices, its measured step time against the performance model's
//! PREDICTED one. Nothing is created in the run directory (a probe object is written and
//! deleted); the smoke run's data and run directory live in a temporary directory.

use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{Context, Result};
use clap::Args;
use nam::NamConfig;
use nam::footprint::Footprint;
use pjrt::{Client, PluginKind};
use train::collectives::human_bytes;

use crate::args::{PluginArgs, load_config};
use crate::processes::ProcessArgs;

mod smoke;

/// The plugin packages the project tests with (scripts/setup.sh, pyproject.toml's extras):
/// `(plugin name, distribution name as pip records it, version)`.
pub const TESTED_PLUGINS: [(&str, &str, &str); 3] = [
    ("tpu", "libtpu", "0.0.52"),
    ("cpu", "xla_cpu_pjrt", "0.0.1"),
    ("cuda", "jax_cuda13_pjrt", "0.11.2"),
];

/// Below this many open files a long run can fail opening shards, checkpoint parts and the
/// plugin's own files at once.
const MIN_OPEN_FILES: u64 = 4096;
/// Free disk below this in the cache's file system warns: a large config's executables take
/// gigabytes.
const MIN_CACHE_FREE: u64 = 4 << 30;

/// `namtrain doctor`.
#[derive(Args, Debug)]
pub struct DoctorArgs {
    #[command(flatten)]
    plugin: PluginArgs,
    /// The config the run will use (a file or a preset name): its memory, disk and cache needs
    /// are checked.
    #[arg(long)]
    config: Option<PathBuf>,
    /// Overrides of the config, as for training (`--set section.key=value`, repeatable).
    #[arg(long = "set", value_name = "SECTION.KEY=VALUE", requires = "config")]
    sets: Vec<String>,
    /// The run directory the run will use (a path, or gs:// / s3:// in a bucket): checked
    /// writable by writing and deleting a probe; nothing else in it is touched.
    #[arg(long, value_name = "DIR|URL")]
    run_dir: Option<String>,
    /// The executable cache (default: $NAMTRAIN_CACHE_DIR, else ~/.cache/namtrain).
    #[arg(long)]
    cache_dir: Option<PathBuf>,
    #[command(flatten)]
    processes: ProcessArgs,
    /// Skip the smoke run (a tiny model compiled and trained a few steps on the devices).
    #[arg(long)]
    no_smoke: bool,
    /// Print the checks as one JSON object instead of lines.
    #[arg(long)]
    json: bool,
}

/// A check's verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Nothing to do.
    Ok,
    /// Worth knowing before an expensive run; it can go on.
    Warn,
    /// The run would fail (or lose its work): fix it first.
    Fail,
}

/// One line of the report.
#[derive(Debug, Clone)]
pub struct Check {
    /// What was checked (`plugin`, `devices`, ...).
    pub check: &'static str,
    /// The verdict.
    pub status: Status,
    /// What was found.
    pub detail: String,
    /// What to do (WARN and FAIL).
    pub fix: Option<String>,
}

impl Status {
    /// As the report prints it.
    fn word(self) -> &'static str {
        match self {
            Status::Ok => "OK",
            Status::Warn => "WARN",
            Status::Fail => "FAIL",
        }
    }
}

impl Check {
    /// As `--json` prints it.
    fn json(&self) -> serde_json::Value {
        serde_json::json!({
            "check": self.check,
            "status": self.status.word().to_lowercase(),
            "detail": self.detail,
            "fix": self.fix,
        })
    }

    fn ok(check: &'static str, detail: impl Into<String>) -> Self {
        Check {
            check,
            status: Status::Ok,
            detail: detail.into(),
            fix: None,
        }
    }

    fn warn(check: &'static str, detail: impl Into<String>, fix: impl Into<String>) -> Self {
        Check {
            check,
            status: Status::Warn,
            detail: detail.into(),
            fix: Some(fix.into()),
        }
    }

    fn fail(check: &'static str, detail: impl Into<String>, fix: impl Into<String>) -> Self {
        Check {
            check,
            status: Status::Fail,
            detail: detail.into(),
            fix: Some(fix.into()),
        }
    }
}

/// Runs every check, prints the report, and fails (exit status 1) when any check failed.
pub fn run(mut args: DoctorArgs) -> Result<()> {
    let checks = checks(&mut args)?;
    if args.json {
        let count = |s| checks.iter().filter(|c| c.status == s).count();
        let out = serde_json::json!({
            "checks": checks.iter().map(Check::json).collect::<Vec<_>>(),
            "ok": count(Status::Ok),
            "warn": count(Status::Warn),
            "fail": count(Status::Fail),
        });
        println!("{}", serde_json::to_string_pretty(&out)?);
    } else {
        print_report(&checks);
    }
    let failed: Vec<&str> = checks
        .iter()
        .filter(|c| c.status == Status::Fail)
        .map(|c| c.check)
        .collect();
    anyhow::ensure!(
        failed.is_empty(),
        "doctor: {} check(s) failed: {}",
        failed.len(),
        failed.join(", ")
    );
    Ok(())
}

/// The checks in report order.
fn checks(args: &mut DoctorArgs) -> Result<Vec<Check>> {
    let mut out = Vec::new();
    let config = match &args.config {
        Some(spec) => Some(load_config(spec, &args.sets)?),
        None => None,
    };
    let choice = args.plugin.resolve_auto();
    let plugin_path = match pjrt::locate::resolve_plugin(&args.plugin.plugin) {
        Ok(path) => {
            out.push(plugin_found(&args.plugin.plugin, &path, choice.as_deref()));
            Some(path)
        }
        Err(e) => {
            out.push(Check::fail(
                "plugin",
                format!("`{}`: {e}", args.plugin.plugin),
                plugin_fix(&args.plugin.plugin),
            ));
            None
        }
    };
    let client = match &plugin_path {
        Some(path) => {
            let (checks, client) = plugin_and_devices(&args.plugin, path);
            out.extend(checks);
            client
        }
        None => None,
    };
    out.push(host_memory(config.as_ref()));
    let cache_dir = match &args.cache_dir {
        Some(d) => d.clone(),
        None => train::cache::default_cache_dir()?,
    };
    out.push(disk(
        "disk (cache)",
        &cache_dir,
        MIN_CACHE_FREE,
        MIN_CACHE_FREE,
    ));
    if let Some(run_dir) = &args.run_dir {
        out.extend(run_dir_checks(run_dir, config.as_ref()));
    }
    out.push(processes(&args.processes, &args.plugin.plugin));
    out.push(open_files());
    if let (Some(cfg), Some(client)) = (&config, &client) {
        out.push(cache_warmth(cfg, client, &args.plugin, &cache_dir));
    }
    let had_client = client.is_some();
    // The smoke run's trainer makes its own client: libtpu allows one per process, and a GPU
    // client takes most of the device's memory.
    drop(client);
    match (plugin_path, had_client, args.no_smoke) {
        (_, _, true) => {}
        (Some(path), true, false) => {
            out.push(smoke::run(&path, args.plugin.cpu_devices, &cache_dir))
        }
        _ => out.push(Check::warn(
            "smoke run",
            "skipped: no client on the plugin",
            "fix the plugin and devices lines above, then run doctor again",
        )),
    }
    Ok(out)
}

/// The report as lines: `OK   check   detail`, the fix indented below a WARN or FAIL, and a
/// summary.
fn print_report(checks: &[Check]) {
    let width = checks.iter().map(|c| c.check.len()).max().unwrap_or(0);
    for c in checks {
        let status = c.status.word();
        println!("{status:<4}  {:<width$}  {}", c.check, c.detail);
        if let Some(fix) = &c.fix {
            println!("{:<4}  {:<width$}  fix: {fix}", "", "");
        }
    }
    let count = |s| checks.iter().filter(|c| c.status == s).count();
    println!(
        "\n{} OK, {} WARN, {} FAIL",
        count(Status::Ok),
        count(Status::Warn),
        count(Status::Fail)
    );
}

/// How to get the plugin `spec` names (the resolver's own hint for a name).
fn plugin_fix(spec: &str) -> String {
    match spec {
        "tpu" | "cpu" | "cuda" => pjrt::locate::install_hint(spec).into(),
        _ => "pass --plugin cpu|tpu|cuda, or a path to an existing PJRT plugin .so".into(),
    }
}

/// The plugin line: where it was found, its package's version against the tested pin.
fn plugin_found(spec: &str, path: &Path, auto: Option<&str>) -> Check {
    let how = auto.map_or_else(String::new, |a| format!(" ({a})"));
    let found = format!("{spec}: {}{how}", path.display());
    // By the file, so a plugin given by path is checked against its pin too.
    let kind = match PluginKind::from_path(path) {
        PluginKind::Tpu => "tpu",
        PluginKind::Cpu => "cpu",
        PluginKind::Cuda => "cuda",
        PluginKind::Other => "",
    };
    let Some(&(name, dist, pinned)) = TESTED_PLUGINS.iter().find(|(n, _, _)| *n == kind) else {
        return Check::ok(
            "plugin",
            format!("{found}; not one of the plugins the project pins"),
        );
    };
    match installed_version(path, dist) {
        Some(v) if v == pinned => Check::ok("plugin", format!("{found}; {dist} {v} (tested)")),
        Some(v) => Check::warn(
            "plugin",
            format!("{found}; {dist} {v}, but namtrain is tested with {pinned}"),
            format!("pip install 'namtrain[{name}]' installs the tested {dist}=={pinned}"),
        ),
        None => Check::warn(
            "plugin",
            format!("{found}; its package version is unknown (no {dist} record beside it)"),
            format!("pip install 'namtrain[{name}]' installs the tested {dist}=={pinned}"),
        ),
    }
}

/// The version pip recorded for the distribution `dist` in the `site-packages` that holds
/// `plugin` (`<dist>-<version>.dist-info` in an ancestor directory of the plugin).
pub fn installed_version(plugin: &Path, dist: &str) -> Option<String> {
    let prefix = format!("{}-", dist.to_lowercase());
    plugin.ancestors().skip(1).find_map(|dir| {
        std::fs::read_dir(dir).ok()?.find_map(|e| {
            let name = e.ok()?.file_name().to_string_lossy().to_lowercase();
            let version = name.strip_prefix(&prefix)?.strip_suffix(".dist-info")?;
            Some(version.to_string())
        })
    })
}

/// The PJRT API line and the devices line, and the client when one could be made. libtpu
/// runs only on a host with TPU device files (libtpu safety: nothing else creates an
/// executing libtpu client).
fn plugin_and_devices(plugin: &PluginArgs, path: &Path) -> (Vec<Check>, Option<Client>) {
    let kind = PluginKind::from_path(path);
    if kind == PluginKind::Tpu && !pjrt::host_has_tpu() {
        return (
            vec![Check::fail(
                "devices",
                "no TPU device files on this host (/dev/accel*, /dev/vfio): libtpu runs only \
                 on a TPU VM",
                "run doctor on the TPU VM; here, `namtrain --config C --topology v6e-8 \
                 --dry-run` plans for one deviceless",
            )],
            None,
        );
    }
    let client = match crate::args::client(path.to_str().unwrap_or_default(), plugin.cpu_devices) {
        Ok(c) => c,
        Err(e) => {
            let why = format!("{e:#}");
            return (
                vec![Check::fail(
                    "devices",
                    format!("no client on {}: {why}", path.display()),
                    "the message above names the cause; `namtrain devices` shows the same",
                )],
                None,
            );
        }
    };
    let mut out = Vec::new();
    let (major, minor) = client.plugin().api_version();
    let version = client.platform_version().unwrap_or_default();
    out.push(Check::ok(
        "pjrt",
        format!(
            "PJRT C API {major}.{minor} (this build: {}.{}); platform {}, version {version}",
            pjrt::HEADER_API_VERSION.0,
            pjrt::HEADER_API_VERSION.1,
            client.platform_name().unwrap_or_default()
        ),
    ));
    out.push(devices_line(&client));
    (out, Some(client))
}

/// Count, kind and memory of the client's devices.
fn devices_line(client: &Client) -> Check {
    let devices = match client.addressable_devices() {
        Ok(d) if !d.is_empty() => d,
        Ok(_) => {
            return Check::fail(
                "devices",
                "the plugin lists no devices",
                "check the accelerator's driver (`nvidia-smi`, or the TPU VM's runtime)",
            );
        }
        Err(e) => return Check::fail("devices", e.to_string(), "see `namtrain devices`"),
    };
    let kind = devices[0]
        .description()
        .map(|d| d.kind)
        .unwrap_or_else(|_| "unknown".into());
    let limit = devices[0]
        .memory_stats()
        .ok()
        .and_then(|m| m.bytes_limit)
        .filter(|b| *b > 0);
    let memory = match (limit, client.plugin().kind()) {
        (Some(b), _) => format!("{} per device", human_bytes(b as u64)),
        (None, PluginKind::Cpu) => "host memory, shared".into(),
        (None, _) => "memory per device not reported".into(),
    };
    Check::ok("devices", format!("{} × {kind}, {memory}", devices.len()))
}

/// The host's available memory, against the config's parameters and checkpoint staging.
fn host_memory(cfg: Option<&NamConfig>) -> Check {
    let Some(available) = train::host::available_memory() else {
        return Check::warn(
            "host memory",
            "the system does not say how much memory is available (/proc/meminfo)",
            "make sure the host holds the model's parameters and two copies of its training \
             state",
        );
    };
    let Some(cfg) = cfg else {
        return Check::ok(
            "host memory",
            format!("{} available", human_bytes(available)),
        );
    };
    let need = train::host::check_against(cfg, available)
        .and_then(|()| train::host::check_checkpoint_against(cfg, available));
    match need {
        Ok(()) => Check::ok(
            "host memory",
            format!(
                "{} available; a checkpoint stages {} on the host",
                human_bytes(available),
                human_bytes(2 * Footprint::of(cfg).training_state_bytes as u64)
            ),
        ),
        Err(e) => Check::fail(
            "host memory",
            e.to_string(),
            "use a VM with more host memory, or a smaller config",
        ),
    }
}

/// Free space in the file system that holds `dir` (or its nearest existing ancestor): FAIL
/// below `need`, WARN below `want`.
fn disk(check: &'static str, dir: &Path, need: u64, want: u64) -> Check {
    let Some(at) = dir.ancestors().find(|d| d.exists()) else {
        return Check::warn(
            check,
            format!("{}: no such path", dir.display()),
            "check the path",
        );
    };
    let free = match free_bytes(at) {
        Ok(f) => f,
        Err(e) => {
            return Check::warn(
                check,
                format!("{}: free space unknown ({e})", dir.display()),
                "check free space with `df -h`",
            );
        }
    };
    let detail = format!("{} free at {}", human_bytes(free), dir.display());
    if free < need {
        Check::fail(
            check,
            format!("{detail}; {} needed", human_bytes(need)),
            "free space there, or point it elsewhere (--cache-dir, --run-dir)",
        )
    } else if free < want {
        Check::warn(
            check,
            format!("{detail}; {} recommended", human_bytes(want)),
            "free space there, or point it elsewhere (--cache-dir, --run-dir)",
        )
    } else {
        Check::ok(check, detail)
    }
}

/// Bytes available to this user in the file system holding `path` (`df -Pk`).
fn free_bytes(path: &Path) -> Result<u64> {
    let out = std::process::Command::new("df")
        .arg("-Pk")
        .arg(path)
        .output()
        .context("running df")?;
    anyhow::ensure!(out.status.success(), "df failed");
    let text = String::from_utf8_lossy(&out.stdout);
    let kib: u64 = text
        .lines()
        .nth(1)
        .and_then(|l| l.split_whitespace().nth(3))
        .and_then(|v| v.parse().ok())
        .context("reading df's output")?;
    Ok(kib * 1024)
}

/// The run directory: writable (a probe written and deleted), whether it holds a run, and
/// (local) its free disk against the config's checkpoints.
fn run_dir_checks(run_dir: &str, cfg: Option<&NamConfig>) -> Vec<Check> {
    let mut out = Vec::new();
    let location = match store::Location::parse(run_dir) {
        Ok(l) => l,
        Err(e) => {
            out.push(Check::fail("run dir", e.to_string(), "fix --run-dir"));
            return out;
        }
    };
    out.push(match &location {
        store::Location::Local(path) => local_run_dir(path),
        store::Location::Bucket { .. } => bucket_run_dir(&location),
    });
    if let (store::Location::Local(path), Some(cfg)) = (&location, cfg) {
        let checkpoint = Footprint::of(cfg).training_state_bytes as u64;
        let keep = cfg.train.keep_checkpoints.max(1) as u64;
        out.push(disk(
            "disk (run dir)",
            path,
            checkpoint,
            checkpoint * (keep + 1),
        ));
    }
    out
}

/// A name no run writes, for a probe that is deleted at once.
fn probe_name() -> String {
    format!(".namtrain-doctor-probe-{}", std::process::id())
}

/// A local run directory: a probe file in it (or, when it does not exist yet, in its nearest
/// existing ancestor, where it would be created).
fn local_run_dir(path: &Path) -> Check {
    let at = path
        .ancestors()
        .find(|d| d.exists())
        .unwrap_or(Path::new("."));
    if !at.is_dir() {
        return Check::fail(
            "run dir",
            format!(
                "{}: {} is a file, so no directory can be made under it",
                path.display(),
                at.display()
            ),
            "pick a run directory whose parents are directories (--run-dir)",
        );
    }
    let probe = at.join(probe_name());
    let written =
        std::fs::write(&probe, b"namtrain doctor").and_then(|()| std::fs::remove_file(&probe));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&probe);
        return Check::fail(
            "run dir",
            format!("{} is not writable ({e})", at.display()),
            "pick a run directory you can write (--run-dir), or fix its permissions",
        );
    }
    let holds = path.join("manifest.json").is_file();
    Check::ok(
        "run dir",
        match (at == path, holds) {
            (true, true) => format!(
                "{} is writable and holds a run: `--resume auto` continues it (a fresh start \
                 there is refused)",
                path.display()
            ),
            (true, false) => format!("{} is writable", path.display()),
            (false, _) => format!(
                "{} does not exist yet; {} is writable, so the run can create it",
                path.display(),
                at.display()
            ),
        },
    )
}

/// A run directory in a bucket: a probe object written, read back and deleted.
fn bucket_run_dir(location: &store::Location) -> Check {
    let fix = "check the bucket's name and this VM's credentials (the service account needs \
               object read, write and delete on it; docs/running.md, \"The run directory\")";
    let probed = store::Store::open(location).and_then(|s| {
        let name = probe_name();
        s.put(&name, b"namtrain doctor".to_vec())?;
        let back = s.get(&name)?;
        s.delete(&name)?;
        let holds = s.head("manifest.json")?.is_some();
        Ok((back.is_some(), holds, s.credentials().to_string()))
    });
    match probed {
        Ok((true, holds, credentials)) => Check::ok(
            "run dir",
            format!(
                "{location}: a probe object was written, read back and deleted ({credentials}){}",
                if holds {
                    "; it holds a run: `--resume auto` continues it"
                } else {
                    ""
                }
            ),
        ),
        Ok((false, _, _)) => Check::fail(
            "run dir",
            format!("{location}: a probe object written there could not be read back"),
            fix,
        ),
        Err(e) => Check::fail("run dir", format!("{location}: {e}"), fix),
    }
}

/// This process's place in a multi-process run and the coordinator's port: on process 0 it
/// must be free to bind; elsewhere process 0's host must answer.
fn processes(args: &ProcessArgs, plugin: &str) -> Check {
    let spec = match args.spec(plugin) {
        Ok(Some(spec)) => spec,
        Ok(None) => return Check::ok("processes", "one process (no multi-host settings)"),
        Err(e) => {
            return Check::fail(
                "processes",
                format!("{e:#}"),
                "give --process-id, --num-processes and --coordinator together, or run on a \
                 TPU VM of the slice (TPU_WORKER_ID, TPU_WORKER_HOSTNAMES)",
            );
        }
    };
    let place = format!(
        "process {} of {}, coordinator {}",
        spec.process, spec.processes, spec.coordinator
    );
    let port = spec.coordinator.rsplit_once(':').map_or("", |(_, p)| p);
    if spec.process == 0 {
        return match std::net::TcpListener::bind(format!("0.0.0.0:{port}")) {
            Ok(_) => Check::ok("processes", format!("{place}; port {port} is free here")),
            Err(e) => Check::fail(
                "processes",
                format!("{place}; this host serves the coordinator but port {port} is taken ({e})"),
                format!(
                    "stop what holds port {port} (another namtrain? `ss -ltnp | grep :{port}`), \
                     or pass --coordinator HOST:OTHER_PORT to every process"
                ),
            ),
        };
    }
    let addrs = match std::net::ToSocketAddrs::to_socket_addrs(&spec.coordinator) {
        Ok(a) => a.collect::<Vec<_>>(),
        Err(e) => {
            return Check::fail(
                "processes",
                format!("{place}; the coordinator's host does not resolve ({e})"),
                "check TPU_WORKER_HOSTNAMES / --coordinator",
            );
        }
    };
    let Some(addr) = addrs.first() else {
        return Check::fail(
            "processes",
            format!("{place}; the coordinator's host resolves to nothing"),
            "check TPU_WORKER_HOSTNAMES / --coordinator",
        );
    };
    match std::net::TcpStream::connect_timeout(addr, Duration::from_secs(3)) {
        Ok(_) => Check::ok(
            "processes",
            format!("{place}; process 0's coordinator already listens"),
        ),
        Err(e) if e.kind() == std::io::ErrorKind::ConnectionRefused => Check::ok(
            "processes",
            format!("{place}; process 0's host answers (nothing listens until it starts)"),
        ),
        Err(e) => Check::warn(
            "processes",
            format!("{place}; process 0's host did not answer on port {port} ({e})"),
            "open the port between the slice's hosts (the VPC's firewall), or check the host",
        ),
    }
}

/// The soft limit on open files (`/proc/self/limits`).
fn open_files() -> Check {
    let limit = std::fs::read_to_string("/proc/self/limits")
        .ok()
        .and_then(|t| parse_open_files(&t));
    match limit {
        None => Check::warn(
            "open files",
            "the limit is unknown (/proc/self/limits)",
            format!("check `ulimit -n` (at least {MIN_OPEN_FILES})"),
        ),
        Some(n) if n < MIN_OPEN_FILES => Check::warn(
            "open files",
            format!("at most {n} open files (ulimit -n)"),
            format!(
                "`ulimit -n {MIN_OPEN_FILES}` (or more) in the shell that starts namtrain: a \
                 run holds shards, checkpoint parts and the plugin's files open at once"
            ),
        ),
        Some(n) => Check::ok("open files", format!("at most {n} open files")),
    }
}

/// The soft `Max open files` of a `/proc/<pid>/limits` text (`unlimited`: `u64::MAX`).
fn parse_open_files(limits: &str) -> Option<u64> {
    let line = limits.lines().find(|l| l.starts_with("Max open files"))?;
    let soft = line
        .trim_start_matches("Max open files")
        .split_whitespace()
        .next()?;
    match soft {
        "unlimited" => Some(u64::MAX),
        n => n.parse().ok(),
    }
}

/// Whether a start of `cfg` on `client` would be warm: the mesh (written, one device, or
/// remembered) and each program's executable in the cache.
fn cache_warmth(cfg: &NamConfig, client: &Client, plugin: &PluginArgs, cache_dir: &Path) -> Check {
    let mut opts = train::trainer::TrainerOptions::new(cfg.clone(), "");
    opts.plugin = client.plugin().path().display().to_string();
    opts.cpu_devices = plugin.cpu_devices;
    opts.cache_dir = Some(cache_dir.to_path_buf());
    opts.mesh_chooser = Some(std::sync::Arc::new(plan::choice::AutoMesh::new(
        opts.layer_loop,
        None,
    )));
    let warmth = match train::trainer::start_warmth(&opts, client) {
        Ok(w) => w,
        Err(e) => {
            return Check::warn(
                "cache",
                format!("could not tell whether the start is warm: {e}"),
                "the run will say so when it starts; `namtrain --dry-run` checks the same",
            );
        }
    };
    let Some((mesh, source)) = &warmth.mesh else {
        return Check::warn(
            "cache",
            format!(
                "cold: no mesh choice is remembered for these devices in {}; the first start \
                 plans (compiles up to {} candidates: minutes for the large presets)",
                cache_dir.display(),
                plan::choice::AUTO_MAX_CANDIDATES
            ),
            "plan ahead on any machine and copy the cache here: `namtrain --config C \
             --topology v6e-8 --dry-run` (TPU), or accept the planning time once",
        );
    };
    let label = plan::mesh_label(mesh);
    let missing: Vec<&str> = warmth
        .programs
        .iter()
        .filter(|(_, cached)| !cached)
        .map(|(n, _)| *n)
        .collect();
    if missing.is_empty() {
        Check::ok(
            "cache",
            format!(
                "warm: mesh {label} ({source}), every program ({}) cached in {}",
                warmth
                    .programs
                    .iter()
                    .map(|(n, _)| *n)
                    .collect::<Vec<_>>()
                    .join(", "),
                cache_dir.display()
            ),
        )
    } else {
        Check::warn(
            "cache",
            format!(
                "cold: mesh {label} ({source}); not cached: {} (compiled at the start)",
                missing.join(", ")
            ),
            "a start compiles them once and caches them; `namtrain --config C --dry-run` \
             (or `namtrain plan`) compiles them ahead",
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_open_file_limit_is_read_from_proc_limits() {
        let limits = "Limit                     Soft Limit           Hard Limit           Units     \n\
                      Max cpu time              unlimited            unlimited            seconds   \n\
                      Max open files            1024                 524288               files     \n";
        assert_eq!(parse_open_files(limits), Some(1024));
        let unlimited = "Max open files            unlimited            unlimited            files";
        assert_eq!(parse_open_files(unlimited), Some(u64::MAX));
        assert_eq!(parse_open_files("Max processes 10 10 processes"), None);
    }

    #[test]
    fn the_tested_pins_are_the_ones_the_wheel_and_the_set_up_install() {
        // pyproject.toml's extras (what `pip install 'namtrain[tpu]'` installs) and
        // scripts/setup.sh (the checkout's venv): doctor's "(tested)" must mean those.
        let root = Path::new(env!("CARGO_MANIFEST_DIR"));
        let pyproject = std::fs::read_to_string(root.join("pyproject.toml")).unwrap();
        let setup = std::fs::read_to_string(root.join("scripts/setup.sh")).unwrap();
        for (name, dist, version) in TESTED_PLUGINS {
            let pin = format!("{}=={version}", dist.replace('_', "-"));
            assert!(
                pyproject.contains(&format!("{name} = [\"{pin}\"]")),
                "pyproject.toml's extra `{name}` is not {pin}"
            );
            if name != "cuda" {
                assert!(
                    setup.contains(&pin),
                    "scripts/setup.sh does not install {pin}"
                );
            }
        }
    }

    #[test]
    fn the_installed_version_is_read_from_the_dist_info_beside_the_plugin() {
        let tmp = tempfile::tempdir().unwrap();
        let site = tmp.path().join("lib/python3.12/site-packages");
        std::fs::create_dir_all(site.join("libtpu")).unwrap();
        std::fs::create_dir_all(site.join("libtpu-0.0.51.dist-info")).unwrap();
        std::fs::create_dir_all(site.join("libtpu_nightly-0.1.dist-info")).unwrap();
        let plugin = site.join("libtpu/libtpu.so");
        std::fs::write(&plugin, b"").unwrap();
        assert_eq!(
            installed_version(&plugin, "libtpu").as_deref(),
            Some("0.0.51")
        );
        assert_eq!(installed_version(&plugin, "xla_cpu_pjrt"), None);
        // A plugin named by its path is checked against its own pin.
        let spec = plugin.display().to_string();
        let line = plugin_found(&spec, &plugin, None);
        assert_eq!(line.status, Status::Warn);
        assert!(
            line.detail
                .contains("libtpu 0.0.51, but namtrain is tested with 0.0.52"),
            "{}",
            line.detail
        );
    }
}
