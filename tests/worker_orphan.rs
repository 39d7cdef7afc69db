//! A compile worker whose parent is killed stops by itself (`pjrt::worker`, "exit when
//! orphaned"): a training run is killed while its worker is busy (a hang injected before the
//! compile stands for a long one), and the worker must be gone soon after, not hold the cores
//! for the rest of a compile nobody will read.

mod fixture;

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use fixture::*;
use train::compile_worker::HANG_ON_ENV;

/// The compile workers among the children of process `parent`, from `/proc`.
fn workers(parent: u32) -> Vec<u32> {
    let Ok(entries) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    // A worker told to hang: started by pjrt's worker protocol, with the fault injected.
    let hang = format!("{HANG_ON_ENV}=*");
    let is_worker = |pid: u32| {
        std::fs::read(format!("/proc/{pid}/environ")).is_ok_and(|env| {
            let vars: Vec<&[u8]> = env.split(|&b| b == 0).collect();
            vars.contains(&b"PJRT_COMPILE_WORKER=1".as_slice()) && vars.contains(&hang.as_bytes())
        })
    };
    entries
        .flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<u32>().ok())
        .filter(|&pid| field(pid, "PPid:") == Some(parent.to_string()) && is_worker(pid))
        .collect()
}

/// A field of `/proc/<pid>/status` (`None` once the process is gone).
fn field(pid: u32, name: &str) -> Option<String> {
    let status =
        std::fs::read_to_string(Path::new("/proc").join(pid.to_string()).join("status")).ok()?;
    status
        .lines()
        .find_map(|l| l.strip_prefix(name))
        .map(|v| v.trim().to_string())
}

/// Gone, or a zombie waiting to be reaped: it runs no more.
fn stopped(pid: u32) -> bool {
    field(pid, "State:").is_none_or(|s| s.starts_with('Z'))
}

#[test]
fn a_worker_stops_when_its_parent_is_killed() {
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    let mut args = train_args(&config, &dir.path().join("run"), 1);
    // A cache of its own: the first program misses and goes to the worker.
    let at = args.iter().position(|a| a == "--cache-dir").unwrap() + 1;
    args[at] = dir.path().join("cache").display().to_string();
    let mut parent = Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(&args)
        .env(HANG_ON_ENV, "*")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    let worker = loop {
        if let Some(&w) = workers(parent.id()).first() {
            break w;
        }
        assert!(
            parent.try_wait().unwrap().is_none(),
            "namtrain ended before starting a compile worker"
        );
        assert!(
            started.elapsed() < Duration::from_secs(120),
            "no compile worker started within 120 s"
        );
        std::thread::sleep(Duration::from_millis(50));
    };
    // The request is written right after the spawn; give the worker time to read it and reach
    // the injected hang (a worker killed before that would just see its stdin close).
    std::thread::sleep(Duration::from_secs(2));
    assert!(!stopped(worker), "the worker should be hanging, not done");
    parent.kill().unwrap();
    parent.wait().unwrap();
    let killed = Instant::now();
    while !stopped(worker) {
        if killed.elapsed() > Duration::from_secs(30) {
            let _ = Command::new("kill")
                .arg("-9")
                .arg(worker.to_string())
                .status();
            panic!("the worker {worker} still runs 30 s after its parent was killed");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
}
