//! A run directory in a bucket, through the CLI, against a real S3 server on loopback (`moto`,
//! installed into the project venv by `scripts/setup.sh`, started here and stopped by PID):
//!
//! - a run in `s3://` SIGTERMed at a random step exits 143 with that step committed, and
//!   `--resume auto` from the bucket (a fresh working copy, as on a new VM) gives metrics and
//!   a final checkpoint identical bit for bit to an uninterrupted local run's;
//! - a run in `s3://` killed with SIGKILL at a random moment (often mid-upload) resumes from
//!   its newest committed checkpoint bit for bit;
//! - the server going away mid-run stops the run after the store's retries with an error
//!   naming the newest committed checkpoint;
//! - a second writer on the same bucket run directory is refused by the lease, naming the
//!   holder, and the first is unharmed;
//! - bad locations fail in one line before anything is written.

mod fixture;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fixture::*;
use test_support::buckets::MotoServer;

/// moto on a free loopback port (killed on drop), with the bucket `runs`, and the
/// environment a namtrain process needs to reach it (requests retried for 5 s at most).
fn s3_server() -> (MotoServer, Vec<(String, String)>) {
    let server = MotoServer::start();
    server.create_bucket("runs");
    let mut env = server.s3_env();
    env.push(("NAMTRAIN_STORE_RETRY_TIMEOUT_S".into(), "5".into()));
    (server, env)
}

/// Copies every object under `s3://bucket/prefix/` into `to`, with the venv's boto3: an S3
/// client independent of the one namtrain uses.
fn download(server: &MotoServer, bucket: &str, prefix: &str, to: &Path) {
    let python = Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv/bin/python");
    let script = format!(
        "import boto3, os, sys\n\
         s3 = boto3.client('s3', endpoint_url='{endpoint}', aws_access_key_id='t', \
         aws_secret_access_key='t', region_name='us-east-1')\n\
         for page in s3.get_paginator('list_objects_v2').paginate(Bucket='{bucket}', Prefix='{prefix}/'):\n\
         \x20   for o in page.get('Contents', []):\n\
         \x20       dest = os.path.join(sys.argv[1], o['Key'][len('{prefix}/'):])\n\
         \x20       os.makedirs(os.path.dirname(dest), exist_ok=True)\n\
         \x20       s3.download_file('{bucket}', o['Key'], dest)\n",
        endpoint = server.endpoint()
    );
    let status = Command::new(python)
        .args(["-c", &script, &to.display().to_string()])
        .status()
        .unwrap();
    assert!(status.success(), "downloading s3://{bucket}/{prefix}");
}

fn tiny_config(dir: &Path) -> PathBuf {
    let d = data();
    let text = config_text(&d.tokenizer, &d.shards, &ConfigOpts::default())
        .replacen("checkpoint_every = 10", "checkpoint_every = 4", 1)
        .replacen("eval_every = 10", "eval_every = 6", 1);
    assert!(text.contains("checkpoint_every = 4") && text.contains("eval_every = 6"));
    write_config(dir, "bucket-tiny.toml", &text)
}

fn run_args(config: &Path, run_dir: &str, cache: &Path, steps: u64) -> Vec<String> {
    let mut args = train_args(config, Path::new(run_dir), steps);
    let at = args.iter().position(|a| a == "--cache-dir").unwrap();
    args[at + 1] = cache.display().to_string();
    args
}

fn namtrain_with(args: &[String], env: &[(String, String)]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(args)
        .envs(env.iter().cloned())
        .output()
        .unwrap()
}

fn last_logged_step(run_dir: &Path) -> u64 {
    fs::read_to_string(run_dir.join("metrics.jsonl"))
        .unwrap_or_default()
        .lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter(|v| v["loss"].is_f64())
        .filter_map(|v| v["step"].as_u64())
        .max()
        .unwrap_or(0)
}

#[test]
fn a_bucket_run_stopped_by_sigterm_resumes_from_the_bucket_bitwise_equal_to_a_local_run() {
    let (server, env) = s3_server();
    let dir = tempfile::tempdir().unwrap();
    let config = tiny_config(dir.path());
    let total = 12;
    let straight = dir.path().join("straight");
    ok(&strs(&train_args(&config, &straight, total)));

    // The stopped run: its working copy lives under its own cache root.
    let cache_a = dir.path().join("vm-a");
    copy_dir(&cache_dir(), &cache_a);
    let url = "s3://runs/tiny";
    let log = dir.path().join("stopped.log");
    let kill_at = 5 + std::process::id() as u64 % 5;
    let mut child = start_until(
        run_args(&config, url, &cache_a, total),
        &env,
        &cache_a.join("runs/s3/runs/tiny"),
        kill_at,
        &log,
    );
    Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    let status = child.wait().unwrap();
    let stderr = fs::read_to_string(&log).unwrap();
    assert_eq!(status.code(), Some(143), "{stderr}");
    let (_, n) = sigterm_stop(&stderr);
    assert!(
        stderr.contains("the --stop-deadline of 25 s"),
        "the stop reports its commit time against the deadline:\n{stderr}"
    );
    let committed = dir.path().join("after-stop");
    download(&server, "runs", "tiny", &committed);
    assert!(
        committed
            .join(format!("checkpoints/step-{n:08}/commit.json"))
            .is_file(),
        "the stop step {n} is committed in the bucket:\n{stderr}"
    );
    assert!(
        !committed.join("lease.json").exists(),
        "the lease is released at exit"
    );

    // Resumed on "another VM": a fresh cache root, so everything comes from the bucket.
    let cache_b = dir.path().join("vm-b");
    copy_dir(&cache_dir(), &cache_b);
    let mut resume = run_args(&config, url, &cache_b, total);
    resume.extend(["--resume".into(), "auto".into()]);
    let out = namtrain_with(&resume, &env);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains(&format!("from its checkpoint of step {n}")),
        "{stderr}"
    );

    let finished = dir.path().join("finished");
    download(&server, "runs", "tiny", &finished);
    let manifest: serde_json::Value =
        serde_json::from_slice(&fs::read(finished.join("manifest.json")).unwrap()).unwrap();
    let store = &manifest["run_dir_store"];
    assert_eq!(store["location"], "s3://runs/tiny", "{store}");
    let credentials = store["credentials"].as_str().unwrap();
    assert!(
        credentials.contains("AWS_ACCESS_KEY_ID") && !credentials.contains("testing"),
        "where the credentials came from, never the secret: {credentials}"
    );
    assert_eq!(
        step_records(&finished),
        step_records(&straight),
        "every step's loss and gradient norm equal the uninterrupted local run's; stopped at \
         {n}, the bucket then held steps {:?}; the stopped run said:\n{}",
        step_records(&committed).keys().collect::<Vec<_>>(),
        fs::read_to_string(&log).unwrap()
    );
    // `report` and `sample` read the run from the bucket (a read copy under the cache dir).
    let mut read_env = env.clone();
    read_env.push((
        "NAMTRAIN_CACHE_DIR".into(),
        dir.path().join("reader").display().to_string(),
    ));
    let report = namtrain_with(&["report".into(), url.into()], &read_env);
    let said = String::from_utf8_lossy(&report.stdout);
    assert!(
        report.status.success() && said.contains(&format!("(step {total})")),
        "{said}{}",
        String::from_utf8_lossy(&report.stderr)
    );
    let sample = namtrain_with(
        &strs(&[
            "sample".into(),
            "--run-dir".into(),
            url.into(),
            "--max-tokens".into(),
            "4".into(),
            "--temperature".into(),
            "0".into(),
        ])
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>(),
        &read_env,
    );
    assert!(
        sample.status.success(),
        "{}",
        String::from_utf8_lossy(&sample.stderr)
    );
    let last = format!("checkpoints/step-{total:08}");
    for file in ["state.safetensors", "meta.json", "commit.json"] {
        assert_eq!(
            fs::read(finished.join(&last).join(file)).unwrap(),
            fs::read(straight.join(&last).join(file)).unwrap(),
            "{last}/{file} is byte-identical in the bucket and the local run"
        );
    }
}

/// Starts a bucket run and waits until its working copy has logged `step`.
fn start_until(
    args: Vec<String>,
    env: &[(String, String)],
    working: &Path,
    step: u64,
    log: &Path,
) -> Child {
    let mut child = Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(args)
        .envs(env.iter().cloned())
        .stdout(Stdio::null())
        .stderr(fs::File::create(log).unwrap())
        .spawn()
        .unwrap();
    let deadline = Instant::now() + Duration::from_secs(900);
    while last_logged_step(working) < step {
        if let Some(status) = child.try_wait().unwrap() {
            panic!(
                "ended ({status}) before step {step}:\n{}",
                fs::read_to_string(log).unwrap()
            );
        }
        assert!(Instant::now() < deadline, "timed out");
        std::thread::sleep(Duration::from_millis(1));
    }
    child
}

#[test]
fn a_bucket_run_killed_at_any_moment_resumes_from_its_newest_commit_bitwise() {
    let (server, env) = s3_server();
    let dir = tempfile::tempdir().unwrap();
    let config = tiny_config(dir.path());
    let total = 12;
    let straight = dir.path().join("straight");
    ok(&strs(&train_args(&config, &straight, total)));
    let cache_a = dir.path().join("vm-a");
    copy_dir(&cache_dir(), &cache_a);
    let url = "s3://runs/killed";
    // Checkpoints at 4 and 8: a kill right after one is logged lands in its background upload.
    let kill_at = 4 + std::process::id() as u64 % 6;
    let mut child = start_until(
        run_args(&config, url, &cache_a, total),
        &env,
        &cache_a.join("runs/s3/runs/killed"),
        kill_at,
        &dir.path().join("killed.log"),
    );
    child.kill().unwrap();
    child.wait().unwrap();
    // The dead writer's lease is taken over at once, as a user who knows the VM is gone would.
    let cache_b = dir.path().join("vm-b");
    copy_dir(&cache_dir(), &cache_b);
    let mut resume = run_args(&config, url, &cache_b, total);
    resume.extend(["--resume".into(), "auto".into(), "--take-over-lease".into()]);
    let out = namtrain_with(&resume, &env);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("took over the lease"), "{stderr}");
    let finished = dir.path().join("finished");
    download(&server, "runs", "killed", &finished);
    assert_eq!(step_records(&finished), step_records(&straight), "{stderr}");
    let last = format!("checkpoints/step-{total:08}");
    for file in ["state.safetensors", "meta.json"] {
        assert_eq!(
            fs::read(finished.join(&last).join(file)).unwrap(),
            fs::read(straight.join(&last).join(file)).unwrap(),
            "{last}/{file} (killed after step {kill_at})"
        );
    }
}

#[test]
fn the_bucket_going_away_stops_the_run_naming_the_committed_checkpoint() {
    let (mut server, env) = s3_server();
    let dir = tempfile::tempdir().unwrap();
    // A long run, so the server can go while it trains.
    let text = fs::read_to_string(tiny_config(dir.path()))
        .unwrap()
        .replacen("steps = 20", "steps = 400", 1);
    let config = write_config(dir.path(), "long.toml", &text);
    let cache = dir.path().join("vm");
    copy_dir(&cache_dir(), &cache);
    let log = dir.path().join("gone.log");
    let mut child = start_until(
        run_args(&config, "s3://runs/gone", &cache, 400),
        &env,
        &cache.join("runs/s3/runs/gone"),
        1,
        &log,
    );
    // The first checkpoint committed, the server goes while the run trains on.
    let deadline = Instant::now() + Duration::from_secs(120);
    while server
        .get_object("runs", "gone/checkpoints/latest")
        .is_none()
    {
        assert!(
            Instant::now() < deadline && child.try_wait().unwrap().is_none(),
            "no checkpoint was committed while the run lived:\n{}",
            fs::read_to_string(&log).unwrap()
        );
        std::thread::sleep(Duration::from_millis(1));
    }
    // Held still while the server goes, so it cannot finish first.
    let pid = child.id().to_string();
    Command::new("kill").args(["-STOP", &pid]).status().unwrap();
    server.stop();
    Command::new("kill").args(["-CONT", &pid]).status().unwrap();
    let status = child.wait().unwrap();
    let stderr = fs::read_to_string(&log).unwrap();
    assert!(!status.success(), "{stderr}");
    let failed = stderr
        .lines()
        .find(|l| l.starts_with("error: saving the checkpoint of step "))
        .unwrap_or_else(|| panic!("no error naming the checkpoint:\n{stderr}"));
    assert!(
        failed.contains("failed; the latest checkpoint is still step-")
            && failed.contains("in s3://runs/gone/checkpoints, and it is intact"),
        "{stderr}"
    );
    assert!(
        stderr.contains("after 10 retries"),
        "the store retried first:\n{stderr}"
    );
}

#[test]
fn a_second_writer_on_a_bucket_run_dir_is_refused_by_the_lease() {
    let (server, env) = s3_server();
    let dir = tempfile::tempdir().unwrap();
    let config = tiny_config(dir.path());
    // A lease held by a live writer elsewhere (written as a holder writes it).
    let holder = serde_json::json!({
        "host": "vm-elsewhere", "pid": 77, "binary": "namtrain",
        "started_unix": 1.0e12, "renewed_unix": 1.0e12, "expiry_s": 300.0,
    });
    let seed = dir.path().join("seed");
    fs::create_dir_all(&seed).unwrap();
    fs::write(seed.join("lease.json"), holder.to_string()).unwrap();
    let python = Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv/bin/python");
    let put = format!(
        "import boto3\nboto3.client('s3', endpoint_url='{}', \
         aws_access_key_id='t', aws_secret_access_key='t', region_name='us-east-1')\
         .upload_file('{}', 'runs', 'held/lease.json')",
        server.endpoint(),
        seed.join("lease.json").display()
    );
    assert!(
        Command::new(python)
            .args(["-c", &put])
            .status()
            .unwrap()
            .success()
    );
    let cache = dir.path().join("vm");
    let out = namtrain_with(&run_args(&config, "s3://runs/held", &cache, 2), &env);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(
        stderr.contains("holds its lease") && stderr.contains("vm-elsewhere (PID 77)"),
        "{stderr}"
    );
    assert!(stderr.contains("--take-over-lease"), "{stderr}");
    let after = dir.path().join("after");
    download(&server, "runs", "held", &after);
    assert_eq!(
        fs::read(after.join("lease.json")).unwrap(),
        holder.to_string().into_bytes(),
        "the holder's lease is untouched"
    );
    assert_eq!(
        fs::read_dir(&after).unwrap().count(),
        1,
        "nothing else was written"
    );
}

/// `[train] init_from` in a bucket: a checkpoint prefix there starts a run exactly as the
/// same checkpoint on local disk does (the first steps' losses equal bit for bit), and the
/// manifest records the URL.
#[test]
fn init_from_a_bucket_starts_like_the_same_file_on_disk() {
    let (server, env) = s3_server();
    let dir = tempfile::tempdir().unwrap();
    let config = tiny_config(dir.path());
    let source = dir.path().join("source");
    ok(&strs(&train_args(&config, &source, 4)));
    let ckpt = source.join("checkpoints/step-00000004");
    let python = Path::new(env!("CARGO_MANIFEST_DIR")).join(".venv/bin/python");
    let put = format!(
        "import boto3\nboto3.client('s3', endpoint_url='{}', aws_access_key_id='t', \
         aws_secret_access_key='t', region_name='us-east-1')\
         .upload_file('{}', 'runs', 'init/ckpt/state.safetensors')",
        server.endpoint(),
        ckpt.join("state.safetensors").display()
    );
    assert!(
        Command::new(python)
            .args(["-c", &put])
            .status()
            .unwrap()
            .success()
    );
    let text = fs::read_to_string(&config).unwrap();
    let with = |from: &str, name: &str| {
        let t = text.replacen(
            "[train]\n",
            &format!("[train]\ninit_from = \"{from}\"\n"),
            1,
        );
        assert!(t.contains("init_from"), "the config has a [train] table");
        write_config(dir.path(), name, &t)
    };
    let from_bucket = with("s3://runs/init/ckpt", "from-bucket.toml");
    let from_disk = with(&ckpt.display().to_string(), "from-disk.toml");
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    let out = namtrain_with(&train_args(&from_bucket, &a, 3), &env);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    ok(&strs(&train_args(&from_disk, &b, 3)));
    assert_eq!(step_records(&a), step_records(&b));
    let manifest: serde_json::Value =
        serde_json::from_slice(&fs::read(a.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(
        manifest["init_from"]["path"], "s3://runs/init/ckpt",
        "{manifest}"
    );
}

#[test]
fn bad_run_dir_locations_fail_in_one_line_before_anything_is_written() {
    let (_server, env) = s3_server();
    let dir = tempfile::tempdir().unwrap();
    let config = tiny_config(dir.path());
    let cache = dir.path().join("vm");
    let a_file = dir.path().join("a-file");
    fs::write(&a_file, "x").unwrap();
    for (run_dir, needle) in [
        ("ftp://host/x", "unknown scheme `ftp://`"),
        ("gs://", "no bucket named; write gs://BUCKET/PREFIX"),
        (
            "s3://no-such-bucket/run",
            "bucket no-such-bucket does not exist",
        ),
        (a_file.to_str().unwrap(), "is a file, not a directory"),
    ] {
        let out = namtrain_with(&run_args(&config, run_dir, &cache, 2), &env);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{run_dir}: {stderr}");
        assert!(stderr.contains(needle), "{run_dir}: {stderr}");
    }
    assert!(!cache.join("runs").exists(), "no working copy was made");
    assert_eq!(fs::read_to_string(&a_file).unwrap(), "x");
}
