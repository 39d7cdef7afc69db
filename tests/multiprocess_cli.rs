//! A multi-process run's start-up through the CLI, with real `namtrain` processes on this
//! machine (issue 43): processes that agree join and then stop with the CPU plugin's reason
//! (no CPU plugin runs one program across processes); a missing process, a difference in
//! config or process count, and a coordinator port in use each stop every process within the
//! start-up timeout with an error naming it, and nothing is written to the run directory;
//! so does a process running another build of namtrain.

mod fixture;

use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use test_support::free_port;

use fixture::{ConfigOpts, config_text, write_config};

/// A config whose data paths are never opened: start-up fails (or stops) before data.
fn config(dir: &Path, name: &str, d_model: Option<usize>) -> PathBuf {
    let text = config_text(
        Path::new("/nonexistent/tokenizer.json"),
        Path::new("/nonexistent/shards"),
        &ConfigOpts {
            d_model,
            ..ConfigOpts::default()
        },
    );
    write_config(dir, name, &text)
}

/// Starts process `id` of `n` with `config`, coordinator on `port`.
fn start(config: &Path, run_dir: &Path, id: usize, n: usize, port: u16, timeout_s: u64) -> Child {
    let exe = Path::new(env!("CARGO_BIN_EXE_namtrain"));
    start_binary(exe, config, run_dir, id, n, port, timeout_s)
}

/// [`start`] with another namtrain binary.
fn start_binary(
    exe: &Path,
    config: &Path,
    run_dir: &Path,
    id: usize,
    n: usize,
    port: u16,
    timeout_s: u64,
) -> Child {
    Command::new(exe)
        .args(["--config", &config.display().to_string()])
        .args(["--run-dir", &run_dir.display().to_string()])
        .args(["--process-id", &id.to_string()])
        .args(["--num-processes", &n.to_string()])
        .args(["--coordinator", &format!("127.0.0.1:{port}")])
        .args(["--startup-timeout", &timeout_s.to_string()])
        .args(["--quiet", "--no-predict"])
        .stderr(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap()
}

/// Waits for a process; its stderr, and whether it failed.
fn finish(child: Child) -> (bool, String) {
    let out = child.wait_with_output().unwrap();
    (
        !out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn processes_that_agree_join_then_the_cpu_plugin_says_it_cannot_span_them() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path(), "a.toml", None);
    let run_dir = dir.path().join("run");
    let port = free_port();
    // Process 1 first: it waits for process 0's coordinator.
    let p1 = start(&cfg, &run_dir, 1, 2, port, 60);
    std::thread::sleep(Duration::from_millis(300));
    let p0 = start(&cfg, &run_dir, 0, 2, port, 60);
    for (failed, err) in [finish(p0), finish(p1)] {
        assert!(failed, "{err}");
        assert!(err.contains("all 2 processes joined"), "{err}");
        assert!(
            err.contains("runs a program within one process only") && err.contains("--plugin tpu"),
            "{err}"
        );
    }
    assert!(!run_dir.exists(), "nothing written");
}

#[test]
fn a_missing_process_stops_the_others_within_the_timeout_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path(), "a.toml", None);
    let run_dir = dir.path().join("run");
    let port = free_port();
    let t0 = Instant::now();
    let p0 = start(&cfg, &run_dir, 0, 3, port, 3);
    let p2 = start(&cfg, &run_dir, 2, 3, port, 3);
    for (failed, err) in [finish(p0), finish(p2)] {
        assert!(failed, "{err}");
        assert!(
            err.contains("process 1 of 3 did not join within 3s") && err.contains("--process-id 1"),
            "{err}"
        );
    }
    assert!(t0.elapsed() < Duration::from_secs(20), "{:?}", t0.elapsed());
    assert!(!run_dir.exists(), "nothing written");
}

#[test]
fn different_configs_or_process_counts_refuse_to_start_naming_the_difference() {
    let dir = tempfile::tempdir().unwrap();
    let a = config(dir.path(), "a.toml", None);
    let b = config(dir.path(), "b.toml", Some(48));
    let run_dir = dir.path().join("run");

    let port = free_port();
    let p0 = start(&a, &run_dir, 0, 2, port, 30);
    let p1 = start(&b, &run_dir, 1, 2, port, 30);
    for (failed, err) in [finish(p0), finish(p1)] {
        assert!(failed, "{err}");
        assert!(
            err.contains("was started with config hash")
                && err.contains("a.toml")
                && err.contains("b.toml")
                && err.contains("same config"),
            "{err}"
        );
    }

    let port = free_port();
    let p0 = start(&a, &run_dir, 0, 2, port, 30);
    let p1 = start(&a, &run_dir, 1, 3, port, 30);
    for (failed, err) in [finish(p0), finish(p1)] {
        assert!(failed, "{err}");
        assert!(
            err.contains("--num-processes") && err.contains("same process count"),
            "{err}"
        );
    }
    assert!(!run_dir.exists(), "nothing written");
}

#[test]
fn processes_running_different_binaries_refuse_naming_the_build() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path(), "a.toml", None);
    let run_dir = dir.path().join("run");
    // Another build: the same program with one byte more (an ELF runs with bytes appended).
    let other = dir.path().join("namtrain-other");
    let mut bytes = std::fs::read(env!("CARGO_BIN_EXE_namtrain")).unwrap();
    bytes.push(0);
    std::fs::write(&other, bytes).unwrap();
    std::fs::set_permissions(&other, std::os::unix::fs::PermissionsExt::from_mode(0o755)).unwrap();
    let port = free_port();
    let p0 = start(&cfg, &run_dir, 0, 2, port, 30);
    let p1 = start_binary(&other, &cfg, &run_dir, 1, 2, port, 30);
    for (failed, err) in [finish(p0), finish(p1)] {
        assert!(failed, "{err}");
        assert!(
            err.contains("a namtrain binary of sha256") && err.contains("same namtrain build"),
            "{err}"
        );
    }
    assert!(!run_dir.exists(), "nothing written");
}

#[test]
fn a_coordinator_port_in_use_is_a_clear_error() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = config(dir.path(), "a.toml", None);
    let run_dir = dir.path().join("run");
    let taken = TcpListener::bind("0.0.0.0:0").unwrap();
    let port = taken.local_addr().unwrap().port();
    let (failed, err) = finish(start(&cfg, &run_dir, 0, 2, port, 5));
    assert!(failed, "{err}");
    assert!(
        err.contains(&format!("cannot serve the coordinator on 0.0.0.0:{port}"))
            && err.contains("choose a free --coordinator port"),
        "{err}"
    );
    let (failed, err) = finish(
        Command::new(env!("CARGO_BIN_EXE_namtrain"))
            .args(["--config", &cfg.display().to_string(), "--process-id", "0"])
            .stderr(Stdio::piped())
            .spawn()
            .unwrap(),
    );
    assert!(failed && err.contains("go together"), "{err}");
    assert!(!run_dir.exists(), "nothing written");
}

/// The library refuses the same way: two joined processes handing their place to
/// `Trainer::new` on the CPU plugin (which lists only its own devices) get an error naming
/// the plugin and the fix, and the run directory is not created.
#[test]
fn the_trainer_refuses_a_joined_run_on_a_plugin_that_cannot_span_processes() {
    use std::sync::Arc;
    use train::process::{ProcessIdentity, ProcessSpec, join};
    use train::trainer::{Trainer, TrainerOptions};
    let dir = tempfile::tempdir().unwrap();
    let coordinator = format!("127.0.0.1:{}", free_port());
    let run_dir = dir.path().join("run");
    let processes: Vec<_> = (0..2)
        .map(|p| {
            let (coordinator, run_dir) = (coordinator.clone(), run_dir.clone());
            std::thread::spawn(move || {
                let identity = ProcessIdentity {
                    process: p,
                    processes: 2,
                    host: "h".into(),
                    config_hash: "c".into(),
                    config_path: "c.toml".into(),
                    binary_sha256: "b".into(),
                    plugin: "cpu".into(),
                    run_dir: run_dir.display().to_string(),
                };
                let spec = ProcessSpec {
                    process: p,
                    processes: 2,
                    coordinator,
                };
                let joined = join(&spec, "run", &identity, Duration::from_secs(30)).unwrap();
                let mut opts = TrainerOptions::new(fixture::tiny_config(), &run_dir);
                opts.process = Some(Arc::new(joined));
                Trainer::new(opts).err().map(|e| e.to_string())
            })
        })
        .collect();
    for p in processes {
        let e = p.join().unwrap().expect("refused");
        assert!(
            e.contains("lists only this process's 1 devices")
                && e.contains("--plugin tpu on a multi-host slice"),
            "{e}"
        );
    }
    assert!(!run_dir.exists(), "nothing written");
}
