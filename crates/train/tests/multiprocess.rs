//! Pieces of a multi-process run tested with several real processes on this machine (issue
//! 43): this test binary re-executes itself as the processes (selected by an environment
//! variable and the test filter). Checked: a checkpoint written by 3 processes, each writing
//! only the pieces it holds and process 0 committing, loads whole on one process; a process
//! killed before the commit leaves the previous checkpoint as `latest`; a process that dies
//! mid-run makes every other stop with an error naming it, and so does the coordinator's.

use std::collections::BTreeMap;
use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use test_support::free_port;

use nam::Mesh;
use nam::MeshAxis::{Data, Model};
use nam::graph::sharding::TensorSharding;
use pjrt::HostTensor;
use train::checkpoint::{CheckpointDir, CheckpointMeta, ExpectedTensor, TensorPiece};
use train::mesh::DeviceMesh;
use train::process::{ProcessIdentity, ProcessSpec, join};

const CHILD_ENV: &str = "NAMTRAIN_MULTIPROCESS_CHILD";
const PROCESSES: usize = 3;

/// The run's whole state at `step` (see [`shardings`]).
fn state(step: u64) -> BTreeMap<String, HostTensor> {
    let f = |n: usize, k: f32| -> Vec<f32> { (0..n).map(|i| i as f32 * k + step as f32).collect() };
    BTreeMap::from([
        (
            "w".to_string(),
            HostTensor::from_f32(&[12, 6], &f(72, 0.5)).unwrap(),
        ),
        (
            "b".to_string(),
            HostTensor::from_f32(&[4, 10], &f(40, -0.25)).unwrap(),
        ),
        ("s".to_string(), HostTensor::scalar_f32(step as f32 + 0.125)),
    ])
}

/// How the state is sharded over a mesh of data 3 × model 2 (6 partitions, two per process):
/// `w`'s rows over every partition, `b`'s columns over `model` only (so copies of each half
/// sit on every process), `s` replicated.
fn shardings() -> BTreeMap<&'static str, TensorSharding> {
    BTreeMap::from([
        (
            "w",
            TensorSharding {
                dims: vec![vec![Data, Model], vec![]],
            },
        ),
        (
            "b",
            TensorSharding {
                dims: vec![vec![], vec![Model]],
            },
        ),
        ("s", TensorSharding { dims: vec![] }),
    ])
}

/// The pieces `process` writes: [`DeviceMesh::written_partitions`] of what it holds.
fn pieces(process: usize, step: u64) -> Vec<TensorPiece> {
    let mesh = DeviceMesh::of_process(Mesh::new(3, 1, 2, false), process, PROCESSES).unwrap();
    let state = state(step);
    let mut out = Vec::new();
    for (name, sharding) in shardings() {
        let whole = &state[name];
        let written = mesh.written_partitions(whole.dims(), &sharding);
        for (p, piece) in mesh.held_pieces(name, whole, &sharding).unwrap() {
            if written.contains(&p) {
                out.push(TensorPiece {
                    name: name.into(),
                    dims: whole.dims().to_vec(),
                    offsets: sharding.shard_offsets(&mesh.mesh(), p, whole.dims()),
                    piece: piece.into_owned(),
                });
            }
        }
    }
    out
}

fn expected() -> Vec<ExpectedTensor> {
    state(0)
        .iter()
        .map(|(name, t)| ExpectedTensor {
            name: name.clone(),
            dtype: t.dtype(),
            dims: t.dims().to_vec(),
        })
        .collect()
}

fn meta(step: u64) -> CheckpointMeta {
    CheckpointMeta {
        step,
        config_hash: "multiprocess-test".into(),
        data_cursor: serde_json::json!({ "step": step }),
        extra: serde_json::Value::Null,
        tensors_sha256: String::new(),
        commit: None,
    }
}

fn identity(process: usize) -> ProcessIdentity {
    ProcessIdentity {
        process,
        processes: PROCESSES,
        host: format!("h{process}"),
        config_hash: "c".into(),
        config_path: "c.toml".into(),
        binary_sha256: "b".into(),
        plugin: "tpu".into(),
        run_dir: "run".into(),
    }
}

/// The process half: runs only when re-executed by a parent test, as
/// `NAMTRAIN_MULTIPROCESS_CHILD=<mode>,<process>,<coordinator>,<dir>`.
#[test]
fn multiprocess_child() {
    let Ok(spec) = std::env::var(CHILD_ENV) else {
        return;
    };
    let parts: Vec<&str> = spec.splitn(4, ',').collect();
    let (mode, process, coordinator, dir) = (
        parts[0],
        parts[1].parse::<usize>().unwrap(),
        parts[2],
        parts[3],
    );
    let spec = ProcessSpec {
        process,
        processes: PROCESSES,
        coordinator: coordinator.to_string(),
    };
    let mut joined = join(&spec, "run", &identity(process), Duration::from_secs(30)).unwrap();
    let timeout = Duration::from_secs(3);
    match mode {
        "checkpoint" => {
            let ckpts = open_checkpoints(dir, process, &[]);
            ckpts
                .save_part(
                    &meta(1),
                    process,
                    PROCESSES,
                    &pieces(process, 1),
                    &joined.store,
                    timeout,
                )
                .unwrap();
            if process == 1 {
                // Killed before its part of step 2.
                std::process::abort();
            }
            let e = ckpts
                .save_part(
                    &meta(2),
                    process,
                    PROCESSES,
                    &pieces(process, 2),
                    &joined.store,
                    timeout,
                )
                .unwrap_err();
            println!("ERROR {e}");
        }
        "wait" => {
            joined
                .watch_failure(|m| {
                    println!("FAILED {m}");
                    std::process::exit(3);
                })
                .unwrap();
            println!("JOINED");
            std::thread::sleep(Duration::from_secs(60));
            println!("TIMED OUT");
        }
        other => panic!("unknown mode {other}"),
    }
}

/// The checkpoint root `dir`: a local directory, or a bucket URL (each process staging its
/// files in its own temporary directory, as on its own host).
fn open_checkpoints(dir: &str, process: usize, env: &[(String, String)]) -> CheckpointDir {
    if !dir.contains("://") {
        return CheckpointDir::open(dir, 3).unwrap();
    }
    let location = store::Location::parse(dir).unwrap();
    let store = match env.is_empty() {
        true => store::Store::open(&location).unwrap(),
        false => {
            store::Store::open_with_env(&location, &store::StoreOptions::default(), env).unwrap()
        }
    };
    let staging = std::env::temp_dir().join(format!(
        "namtrain-mp-staging-{}-{process}",
        std::process::id()
    ));
    CheckpointDir::open_in(staging, store, 3).unwrap()
}

fn spawn(mode: &str, process: usize, coordinator: &str, dir: &Path) -> Child {
    spawn_with(mode, process, coordinator, &dir.display().to_string(), &[])
}

fn spawn_with(
    mode: &str,
    process: usize,
    coordinator: &str,
    dir: &str,
    env: &[(String, String)],
) -> Child {
    Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "multiprocess_child",
            "--nocapture",
            "--test-threads=1",
        ])
        .env(CHILD_ENV, format!("{mode},{process},{coordinator},{dir}"))
        .envs(env.iter().cloned())
        .env_remove("RUST_BACKTRACE")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// The child's stdout lines holding one of our markers, from the marker on (libtest prints
/// `test multiprocess_child ... ` before the first).
fn marked_lines(out: &[u8]) -> Vec<String> {
    String::from_utf8_lossy(out)
        .lines()
        .filter_map(|l| {
            ["ERROR", "FAILED", "JOINED", "TIMED"]
                .iter()
                .filter_map(|m| l.find(m))
                .min()
                .map(|at| l[at..].to_string())
        })
        .collect()
}

#[test]
fn a_checkpoint_of_three_processes_loads_whole_and_a_process_killed_before_the_commit_leaves_latest()
 {
    let dir = tempfile::tempdir().unwrap();
    let coordinator = format!("127.0.0.1:{}", free_port());
    let children: Vec<Child> = (0..PROCESSES)
        .map(|p| spawn("checkpoint", p, &coordinator, dir.path()))
        .collect();
    let outs: Vec<_> = children
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect();
    assert!(!outs[1].status.success(), "process 1 aborted");
    let e0 = marked_lines(&outs[0].stdout).join("\n");
    let stderr0 = String::from_utf8_lossy(&outs[0].stderr);
    assert!(!e0.is_empty(), "process 0 printed nothing: {stderr0}");
    assert!(
        e0.contains("checkpoint of step 2 not committed: process 1 of 3 did not report within 3s")
            && e0.contains("the previous committed checkpoint stays the one a resume uses"),
        "{e0}"
    );
    let e2 = marked_lines(&outs[2].stdout).join("\n");
    assert!(e2.contains("process 0's commit did not report"), "{e2}");

    let ckpts = CheckpointDir::open(dir.path(), 3).unwrap();
    assert_eq!(
        ckpts.latest_name().unwrap().as_deref(),
        Some("step-00000001")
    );
    assert_eq!(ckpts.steps().unwrap(), vec![1]);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".tmp-"))
        .collect();
    assert!(
        leftovers.is_empty(),
        "the uncommitted step's directory is removed: {leftovers:?}"
    );
    let loaded = ckpts.load_latest(&expected()).unwrap();
    assert_eq!(loaded.meta.step, 1);
    for (name, want) in state(1) {
        assert_eq!(loaded.tensors[&name], want, "{name} reassembled whole");
    }
    // Each piece is written once, by the process of the first partition holding it: `b`'s
    // halves and `s` by process 0 (partitions 0 and 1), process 2 only its rows of `w`.
    let part2 = train::tensor_file::read(
        &dir.path()
            .join("step-00000001/state-00002-of-00003.safetensors"),
    )
    .unwrap();
    assert_eq!(part2.keys().collect::<Vec<_>>(), ["w@10,0", "w@8,0"]);
}

/// The same in a bucket (moto on loopback): every process uploads its part straight to the
/// bucket, process 0 checks each is there and writes the marker; the killed process leaves step
/// 2 uncommitted, and step 1 loads whole.
#[test]
fn a_checkpoint_of_three_processes_in_a_bucket_loads_whole_and_a_killed_process_leaves_it_uncommitted()
 {
    let server = test_support::buckets::MotoServer::start();
    server.create_bucket("mp-run");
    let env = server.s3_env();
    let url = "s3://mp-run/run/checkpoints";
    let coordinator = format!("127.0.0.1:{}", free_port());
    let children: Vec<Child> = (0..PROCESSES)
        .map(|p| spawn_with("checkpoint", p, &coordinator, url, &env))
        .collect();
    let outs: Vec<_> = children
        .into_iter()
        .map(|c| c.wait_with_output().unwrap())
        .collect();
    assert!(!outs[1].status.success(), "process 1 aborted");
    let e0 = marked_lines(&outs[0].stdout).join("\n");
    assert!(e0.contains("checkpoint of step 2 not committed"), "{e0}");
    // Read back by a fresh reader, as another host would.
    let ckpts = open_checkpoints(url, 9, &env);
    assert_eq!(ckpts.committed_steps().unwrap(), vec![1]);
    let marker = server
        .get_object("mp-run", "run/checkpoints/step-00000001/commit.json")
        .expect("step 1's marker is in the bucket");
    let record: train::checkpoint::CommitRecord = serde_json::from_slice(&marker).unwrap();
    for f in &record.files {
        let bytes = server
            .get_object(
                "mp-run",
                &format!("run/checkpoints/step-00000001/{}", f.name),
            )
            .unwrap_or_else(|| panic!("{} is in the bucket", f.name));
        assert_eq!(f.size, bytes.len() as u64, "{}", f.name);
    }
    assert_eq!(
        record.files.len(),
        PROCESSES + 2,
        "every part, parts.json and meta.json"
    );
    let loaded = ckpts.load_latest(&expected()).unwrap();
    assert_eq!(loaded.meta.step, 1);
    for (name, want) in state(1) {
        assert_eq!(loaded.tensors[&name], want, "{name} reassembled whole");
    }
}

/// A waiting process and its stdout.
struct Waiting {
    child: Child,
    stdout: BufReader<std::process::ChildStdout>,
}

impl Waiting {
    /// Its exit status and the rest of its marked lines.
    fn finish(mut self) -> (Option<i32>, String) {
        let mut rest = Vec::new();
        std::io::Read::read_to_end(&mut self.stdout, &mut rest).unwrap();
        let status = self.child.wait().unwrap();
        (status.code(), marked_lines(&rest).join("\n"))
    }
}

/// Starts 3 waiting processes and returns them once each has joined.
fn three_joined(dir: &Path) -> Vec<Waiting> {
    let coordinator = format!("127.0.0.1:{}", free_port());
    let mut children: Vec<Waiting> = (0..PROCESSES)
        .map(|p| {
            let mut child = spawn("wait", p, &coordinator, dir);
            let stdout = BufReader::new(child.stdout.take().unwrap());
            Waiting { child, stdout }
        })
        .collect();
    for c in &mut children {
        // libtest prints its own lines first; read until ours.
        let mut line = String::new();
        while !line.contains("JOINED") {
            line.clear();
            assert!(
                c.stdout.read_line(&mut line).unwrap() > 0,
                "the process ended before joining"
            );
        }
    }
    children
}

#[test]
fn a_process_that_dies_mid_run_stops_the_others_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut children = three_joined(dir.path());
    let t0 = Instant::now();
    children[2].child.kill().unwrap();
    for (p, c) in children.into_iter().enumerate().take(2) {
        let (code, lines) = c.finish();
        assert_eq!(code, Some(3), "process {p}: {lines}");
        assert!(
            lines.contains(
                "FAILED process 2 of 3 (host h2) closed its connection to the coordinator"
            ),
            "process {p}: {lines}"
        );
    }
    assert!(t0.elapsed() < Duration::from_secs(10), "{:?}", t0.elapsed());

    let mut children = three_joined(dir.path());
    children[0].child.kill().unwrap();
    for c in children.into_iter().skip(1) {
        let (code, lines) = c.finish();
        assert_eq!(code, Some(3), "{lines}");
        assert!(
            lines.contains("FAILED process 0 (the coordinator at"),
            "{lines}"
        );
    }
}
