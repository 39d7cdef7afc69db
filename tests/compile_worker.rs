//! Crash-proof compiles on the real CPU plugin, with the namtrain binary as the worker: the
//! executable the worker compiles runs correctly in this process; an injected crash, a hang
//! and a compiler error each become the documented error naming the program hash and the
//! plugin, and this process carries on compiling afterwards.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use data::digest::sha256_hex;
use pjrt::worker::WorkerError;
use pjrt::{Client, CompileOptions, HostTensor};
use train::cache::ExecutableCache;
use train::compile_worker::{
    ABORT_ON_ENV, CompileWorker, CompileWorkerError, HANG_ON_ENV, get_or_compile_in_worker,
};
use train::manifest::CacheOutcome;

/// `y = tanh(x) * x`: values are checked against the host's own tanh.
const PROGRAM: &str = "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %t = stablehlo.tanh %x : tensor<4xf32>
  %y = stablehlo.multiply %t, %x : tensor<4xf32>
  return %y : tensor<4xf32>
}";

fn worker() -> CompileWorker {
    CompileWorker::new().with_worker(env!("CARGO_BIN_EXE_namtrain"))
}

fn run(client: &Client, exe: &pjrt::LoadedExecutable) -> Vec<f32> {
    let x = [-1.5f32, -0.25, 0.5, 2.0];
    let out = exe
        .execute_host(&[HostTensor::from_f32(&[4], &x).unwrap()])
        .unwrap();
    let y = out[0].to_f32().unwrap();
    for (xi, yi) in x.iter().zip(&y) {
        let want = (*xi as f64).tanh() * *xi as f64;
        assert!((*yi as f64 - want).abs() < 1e-6, "{yi} vs {want}");
    }
    let _ = client;
    y
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("namtrain-cw-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn a_worker_compiled_executable_runs_correctly_in_the_parent() {
    let client = Client::cpu(1).unwrap();
    let exe = worker()
        .compile_and_load(&client, PROGRAM, &CompileOptions::single_device())
        .unwrap();
    run(&client, &exe);
}

#[test]
fn an_injected_worker_crash_is_a_named_error_and_the_parent_carries_on() {
    let client = Client::cpu(1).unwrap();
    let sha = sha256_hex(PROGRAM.as_bytes());
    let crashing = worker().with_env(ABORT_ON_ENV, &sha[..8]);
    let err = crashing
        .compile_and_load(&client, PROGRAM, &CompileOptions::single_device())
        .unwrap_err();
    assert!(
        matches!(
            err,
            CompileWorkerError::Compile {
                source: pjrt::Error::Worker(WorkerError::Crashed { .. }),
                ..
            }
        ),
        "{err:?}"
    );
    let msg = err.to_string();
    assert!(msg.contains(&sha[..12]), "names the program hash: {msg}");
    assert!(
        msg.contains(&client.plugin().path().display().to_string()),
        "names the plugin: {msg}"
    );
    assert!(msg.contains("SIGABRT"), "says how it died: {msg}");
    assert!(
        msg.contains(ABORT_ON_ENV),
        "quotes the worker's stderr: {msg}"
    );

    // The injection targets this program only: another compiles in the same worker setup,
    // and the parent's client still works for in-process compiles.
    let other = PROGRAM.replace("multiply", "add");
    let exe = crashing
        .compile_and_load(&client, &other, &CompileOptions::single_device())
        .unwrap();
    let y = exe
        .execute_host(&[HostTensor::from_f32(&[4], &[0.0, 1.0, 2.0, 3.0]).unwrap()])
        .unwrap()[0]
        .to_f32()
        .unwrap();
    assert!((y[1] as f64 - (1f64.tanh() + 1.0)).abs() < 1e-6);
    let exe = client
        .compile(PROGRAM, &CompileOptions::single_device())
        .unwrap();
    run(&client, &exe);
}

#[test]
fn a_hung_worker_is_killed_at_the_timeout() {
    let client = Client::cpu(1).unwrap();
    let sha = sha256_hex(PROGRAM.as_bytes());
    let start = Instant::now();
    let err = worker()
        .with_env(HANG_ON_ENV, "*")
        .with_timeout(Duration::from_secs(2))
        .compile_and_load(&client, PROGRAM, &CompileOptions::single_device())
        .unwrap_err();
    let waited = start.elapsed();
    assert!(
        matches!(
            err,
            CompileWorkerError::Compile {
                source: pjrt::Error::Worker(WorkerError::TimedOut { .. }),
                ..
            }
        ),
        "{err:?}"
    );
    assert!(waited >= Duration::from_secs(2) && waited < Duration::from_secs(20));
    let msg = err.to_string();
    assert!(
        msg.contains(&sha[..12]) && msg.contains("took longer than 2 s"),
        "{msg}"
    );
}

#[test]
fn a_compiler_error_comes_back_with_the_compilers_message() {
    let client = Client::cpu(1).unwrap();
    let bad =
        "func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {\n  return %y : tensor<4xf32>\n}";
    let err = worker()
        .compile_and_load(&client, bad, &CompileOptions::single_device())
        .unwrap_err();
    assert!(
        matches!(
            err,
            CompileWorkerError::Compile {
                source: pjrt::Error::Worker(WorkerError::Reported { .. }),
                ..
            }
        ),
        "{err:?}"
    );
    let msg = err.to_string();
    assert!(msg.contains(&sha256_hex(bad.as_bytes())[..12]), "{msg}");
    assert!(
        msg.contains("undeclared SSA value"),
        "the compiler's own message: {msg}"
    );
}

#[test]
fn worker_compiles_go_through_the_cache_and_hit_the_second_time() {
    let dir = temp_dir("cache");
    let cache = ExecutableCache::open(&dir).unwrap();
    let client = Client::cpu(1).unwrap();
    let w = worker();
    let opts = CompileOptions::single_device();
    let first = get_or_compile_in_worker(&cache, &w, &client, PROGRAM, &opts, "").unwrap();
    assert_eq!(first.outcome, CacheOutcome::Miss);
    run(&client, &first.executable);
    // A hit never starts the worker: a crash injection for every program cannot fire.
    let crashing = worker().with_env(ABORT_ON_ENV, "*");
    let second = get_or_compile_in_worker(&cache, &crashing, &client, PROGRAM, &opts, "").unwrap();
    assert_eq!(second.outcome, CacheOutcome::Hit);
    assert_eq!(second.key, first.key);
    run(&client, &second.executable);
    // A miss through a crashing worker is a cache compile error carrying the worker's message.
    let other = PROGRAM.replace("tanh", "exponential");
    let err = get_or_compile_in_worker(&cache, &crashing, &client, &other, &opts, "").unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.contains("crashed") && msg.contains(&sha256_hex(other.as_bytes())[..12]),
        "{msg}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}
