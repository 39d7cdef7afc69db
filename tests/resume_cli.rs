//! Runs that survive anything, through the CLI on the CPU plugin:
//!
//! - exact resume: a run SIGKILLed at a random step after its first checkpoint and resumed
//!   equals the uninterrupted run bit for bit (every later step's loss and gradient norm, the
//!   final state), on the e2e config and on a nam-tiny-shaped config (every block kind but R,
//!   MTP, MoE bias updates, clipping) in mode A and in mode B with 2 micro-batches;
//! - one writer per run directory: a second process fails at once naming the holder's PID;
//! - `--resume auto`: killed before the first checkpoint it starts over, after it continues;
//! - after a resume `metrics.jsonl` holds each step once.

mod fixture;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use fixture::*;

/// The tensors of a checkpoint's `state.safetensors`, by name, as (dtype, shape, bytes).
fn tensors(ckpt: &Path) -> BTreeMap<String, (String, Vec<usize>, Vec<u8>)> {
    let bytes = fs::read(ckpt.join("state.safetensors")).unwrap();
    let st = safetensors::SafeTensors::deserialize(&bytes).unwrap();
    st.tensors()
        .into_iter()
        .map(|(name, v)| {
            (
                name,
                (
                    format!("{:?}", v.dtype()),
                    v.shape().to_vec(),
                    v.data().to_vec(),
                ),
            )
        })
        .collect()
}

fn meta(ckpt: &Path) -> serde_json::Value {
    serde_json::from_slice(&fs::read(ckpt.join("meta.json")).unwrap()).unwrap()
}

/// The steps of the eval records, in file order.
fn eval_steps(run_dir: &Path) -> Vec<u64> {
    fs::read_to_string(run_dir.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap())
        .filter(|v| v["eval_loss"].is_f64())
        .map(|v| v["step"].as_u64().unwrap())
        .collect()
}

/// Starts a training run in the background.
fn spawn(args: &[String]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

/// Waits until `ready` holds for the run, panicking if the child ends without it holding.
fn wait_for(child: &mut Child, what: &str, ready: impl Fn() -> bool) {
    let deadline = Instant::now() + Duration::from_secs(900);
    while !ready() {
        if let Some(status) = child.try_wait().unwrap() {
            // It may have got there and ended between the check above and this one.
            assert!(ready(), "the run ended ({status}) before {what}");
            return;
        }
        assert!(Instant::now() < deadline, "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(2));
    }
}

/// The newest step with a training record (0 before the first).
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

/// A step in `lo..=hi` that differs from run to run of the suite (the kill point).
fn random_step(lo: u64, hi: u64) -> u64 {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .subsec_nanos() as u64;
    lo + nanos % (hi - lo + 1)
}

/// Trains `config` for `total` steps straight, and again SIGKILLed once it has logged a random
/// step after its first checkpoint (`first_ckpt`) and then resumed with `resume_flag`; asserts
/// every step after the checkpoint has the same loss and gradient norm bit for bit, the final
/// checkpoints are byte-identical, and the resumed run's metrics hold each step once.
fn kill_resume_matches_straight(config: &Path, first_ckpt: u64, total: u64, resume_flag: &[&str]) {
    let dir = config.parent().unwrap();
    let stem = config.file_stem().unwrap().to_string_lossy().into_owned();
    let straight = dir.join(format!("{stem}-straight"));
    ok(&strs(&train_args(config, &straight, total)));

    let (killed, kill_at, resumed_at) = kill_mid_run(config, first_ckpt, total);
    let mut resume = train_args(config, &killed, total);
    resume.extend(resume_flag.iter().map(|s| s.to_string()));
    let stderr = ok(&strs(&resume));
    assert!(
        stderr.contains(&format!("steps {resumed_at}..{total}")),
        "killed at step {kill_at}, the resumed process starts at step {resumed_at}:\n{stderr}"
    );
    assert_resumed_equals_straight(&straight, &killed, first_ckpt, resumed_at, total, kill_at);
}

/// Runs `stop(attempt, kill_at)` (one run, stopped once it has logged step `kill_at`, drawn
/// at random in `lo..=hi`) until the stop lands before the run has finished, and returns what
/// that attempt returned (`stop` says `None` when the run had already finished).
///
/// A tiny model's step takes milliseconds, so on a loaded machine the signal can land after the
/// run has ended: that attempt tested nothing, and another is drawn, its kill point one step
/// further from the end (at most four attempts); `stop` runs each attempt in a fresh directory.
fn until_stopped_mid_run<T>(
    signal: &str,
    lo: u64,
    hi: u64,
    mut stop: impl FnMut(u64, u64) -> Option<T>,
) -> T {
    const ATTEMPTS: u64 = 4;
    for attempt in 0..ATTEMPTS {
        let kill_at = random_step(lo, hi.saturating_sub(attempt).max(lo));
        if let Some(stopped) = stop(attempt, kill_at) {
            return stopped;
        }
        eprintln!(
            "attempt {attempt}: {signal} after step {kill_at} came after the run finished; drawing again"
        );
    }
    panic!("in {ATTEMPTS} attempts the run always finished before {signal}");
}

/// Starts `config` for `total` steps and SIGKILLs it once it has logged a random step after its
/// first checkpoint and before its last; returns (run dir, kill step, newest checkpoint's step).
fn kill_mid_run(config: &Path, first_ckpt: u64, total: u64) -> (PathBuf, u64, u64) {
    let dir = config.parent().unwrap();
    let stem = config.file_stem().unwrap().to_string_lossy().into_owned();
    let first = format!("step-{first_ckpt:08}");
    until_stopped_mid_run("SIGKILL", first_ckpt + 1, total - 1, |attempt, kill_at| {
        let killed = dir.join(format!("{stem}-killed-{attempt}"));
        let mut child = spawn(&train_args(config, &killed, total));
        let latest = killed.join("checkpoints").join("latest");
        wait_for(&mut child, &format!("step {kill_at} was logged"), || {
            last_logged_step(&killed) >= kill_at
                && fs::read_to_string(&latest).is_ok_and(|s| s.trim() >= first.as_str())
        });
        child.kill().unwrap(); // SIGKILL on Unix
        child.wait().unwrap();
        if killed.join(format!("checkpoints/step-{total:08}")).exists() {
            return None;
        }
        let resumed_at: u64 = fs::read_to_string(&latest).unwrap().trim()["step-".len()..]
            .parse()
            .unwrap();
        Some((killed, kill_at, resumed_at))
    })
}

/// The resumed run `killed` (resumed at `resumed_at` after a stop at `kill_at`) equals the
/// uninterrupted `straight` bit for bit: final checkpoint files, data position, every later
/// step's loss and gradient norm, each step and eval logged once; and the steps after
/// `first_ckpt` moved the parameters (the comparison is not vacuous).
fn assert_resumed_equals_straight(
    straight: &Path,
    killed: &Path,
    first_ckpt: u64,
    resumed_at: u64,
    total: u64,
    kill_at: u64,
) {
    let a = straight.join(format!("checkpoints/step-{total:08}"));
    let b = killed.join(format!("checkpoints/step-{total:08}"));
    let (ta, tb) = (tensors(&a), tensors(&b));
    assert_eq!(
        ta.keys().collect::<Vec<_>>(),
        tb.keys().collect::<Vec<_>>(),
        "same tensor names"
    );
    for (name, (dtype, shape, bytes)) in &ta {
        let (dtype_b, shape_b, bytes_b) = &tb[name];
        assert_eq!(
            (dtype, shape),
            (dtype_b, shape_b),
            "{name}: dtype and shape"
        );
        let differ = bytes.iter().zip(bytes_b).filter(|(x, y)| x != y).count();
        assert!(
            differ == 0,
            "{name}: {differ} of {} bytes differ between the straight and the resumed run \
             (killed at step {kill_at})",
            bytes.len()
        );
    }
    assert_eq!(
        fs::read(a.join("state.safetensors")).unwrap(),
        fs::read(b.join("state.safetensors")).unwrap(),
        "the checkpoint files are byte-identical"
    );
    assert_eq!(
        meta(&a)["data_cursor"],
        meta(&b)["data_cursor"],
        "same data position"
    );

    // Not vacuous: the steps after the checkpoint moved the parameters.
    let before = tensors(&straight.join(format!("checkpoints/step-{first_ckpt:08}")));
    assert!(
        ta.iter().any(|(name, t)| before[name].2 != t.2),
        "the steps after step {first_ckpt} changed nothing"
    );
    let (ra, rb) = (step_records(straight), step_records(killed));
    assert_eq!(
        ra.keys().collect::<Vec<_>>(),
        rb.keys().collect::<Vec<_>>(),
        "each step logged once in both runs (killed at step {kill_at})"
    );
    for step in resumed_at + 1..=total {
        let ((la, ga), (lb, gb)) = (ra[&step], rb[&step]);
        assert_eq!(
            (la.to_bits(), ga.to_bits()),
            (lb.to_bits(), gb.to_bits()),
            "step {step} (killed at {kill_at}): straight loss {la} grad norm {ga}, resumed {lb} {gb}"
        );
    }
    assert_eq!(eval_steps(straight), eval_steps(killed), "each eval once");
}

/// The nam-tiny preset on the e2e data, shrunk for CI time (one `AEMF` group, 64-token rows,
/// 4 rows per step) with every feature kept: MTP, MoE bias updates, Mamba, local/global
/// attention, softcap, clipping. Checkpoints every 5 steps, logs every step.
fn nam_tiny_shaped(dir: &Path, name: &str, micro_batches: usize) -> PathBuf {
    let d = data();
    let mut text = nam::presets::preset("nam-tiny").unwrap().to_string();
    for (from, to) in [
        ("depth = 8", "depth = 4".to_string()),
        ("vocab_size = 4096", format!("vocab_size = {VOCAB}")),
        ("seq_len = 256", "seq_len = 64".into()),
        ("window = 64", "window = 16".into()),
        ("chunk = 32", "chunk = 16".into()),
        ("steps = 120", "steps = 15".into()),
        ("warmup_steps = 10", "warmup_steps = 2".into()),
        ("batch_size = 8", "batch_size = 4".into()),
        (
            "micro_batches = 1",
            format!("micro_batches = {micro_batches}"),
        ),
        ("eval_every = 40", "eval_every = 5".into()),
        ("eval_batches = 2", "eval_batches = 1".into()),
        ("checkpoint_every = 40", "checkpoint_every = 5".into()),
        ("keep_checkpoints = 2", "keep_checkpoints = 4".into()),
        ("log_every = 10", "log_every = 1".into()),
        (
            "tokenizer = \"runs/data/tokenizer.json\"",
            format!("tokenizer = \"{}\"", d.tokenizer.display()),
        ),
        (
            "shards = \"runs/data/shards\"",
            format!("shards = \"{}\"", d.shards.display()),
        ),
    ] {
        assert!(text.contains(from), "nam-tiny.toml no longer has `{from}`");
        text = text.replacen(from, &to, 1);
    }
    // Without nam-tiny's code evaluation at the end: it has tests of its own
    // (tests/eval_code_cli.rs, tests/generate_tiny.rs, the wheel test), and half a minute per
    // finished run is better spent there.
    let text = text.split("\n[eval]\n").next().unwrap().to_string();
    assert!(text.contains("mtp_depth = 1") && text.contains("grad_clip = 1.0"));
    write_config(dir, name, &text)
}

/// The metrics the model contract promises, checked by hand on a finished run: per-expert
/// loads (each MoE application's row sums to 1; the summary is max/mean of the worst row) and
/// bits per byte (train: main loss / ln 2 / the receipt's bytes per token at the last step;
/// eval: eval loss / ln 2 / the held-out set's bytes per token).
fn check_promised_metrics(run_dir: &Path) {
    let records: Vec<serde_json::Value> = fs::read_to_string(run_dir.join("metrics.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let mut loads_seen = 0;
    for r in records.iter().filter(|r| r["expert_load"].is_array()) {
        let rows = r["expert_load"].as_array().unwrap();
        assert_eq!(
            rows.len(),
            1,
            "nam-tiny-shaped: one E layer (AEMF), none in the AF MTP block"
        );
        let mut worst: f64 = 0.0;
        for row in rows {
            let v: Vec<f64> = row
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_f64().unwrap())
                .collect();
            assert_eq!(v.len(), 8, "8 routed experts");
            let sum: f64 = v.iter().sum();
            assert!((sum - 1.0).abs() < 1e-5, "loads sum to {sum}: {v:?}");
            let mean = sum / 8.0;
            worst = worst.max(v.iter().copied().fold(0.0, f64::max) / mean);
        }
        let ratio = r["expert_load_max_over_mean"].as_f64().unwrap();
        assert!((ratio - worst).abs() < 1e-9, "{ratio} vs {worst}");
        loads_seen += 1;
    }
    assert!(loads_seen > 0, "no expert load recorded");
    let receipt: serde_json::Value =
        serde_json::from_slice(&fs::read(run_dir.join("data_receipt.json")).unwrap()).unwrap();
    let bpt = receipt["bytes_per_token"].as_f64().unwrap();
    let last = records.iter().rfind(|r| r["bpb"].is_f64()).unwrap();
    let want = last["main_loss"].as_f64().unwrap() / std::f64::consts::LN_2 / bpt;
    assert!(
        (last["bpb"].as_f64().unwrap() - want).abs() < 1e-12 * want,
        "{last}"
    );
    let eval = records.iter().rfind(|r| r["eval_bpb"].is_f64()).unwrap();
    let want = eval["eval_loss"].as_f64().unwrap()
        / std::f64::consts::LN_2
        / eval["eval_bytes_per_token"].as_f64().unwrap();
    assert!(
        (eval["eval_bpb"].as_f64().unwrap() - want).abs() < 1e-12 * want,
        "{eval}"
    );
}

#[test]
fn nam_tiny_shaped_mode_a_killed_anywhere_resumes_bitwise_with_resume_auto() {
    let dir = tempfile::tempdir().unwrap();
    let config = nam_tiny_shaped(dir.path(), "tiny-a.toml", 1);
    kill_resume_matches_straight(&config, 5, 15, &["--resume", "auto"]);
    check_promised_metrics(&dir.path().join("tiny-a-straight"));
}

#[test]
fn nam_tiny_shaped_mode_b_killed_anywhere_resumes_bitwise() {
    let dir = tempfile::tempdir().unwrap();
    let config = nam_tiny_shaped(dir.path(), "tiny-b.toml", 2);
    kill_resume_matches_straight(&config, 5, 15, &["--resume"]);
    check_promised_metrics(&dir.path().join("tiny-b-straight"));
}

#[test]
fn e2e_config_killed_anywhere_resumes_bitwise() {
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    kill_resume_matches_straight(&config, 10, 20, &["--resume"]);
}

#[test]
fn a_second_process_on_a_run_dir_fails_at_once_naming_the_holder() {
    let earlier = earlier_run();
    let dir = tempfile::tempdir().unwrap();
    let run_dir = dir.path().join("run");
    copy_dir(&earlier.run_dir, &run_dir);
    // The holder: the earlier run continued for far more steps than this test waits.
    let mut args = train_args(&earlier.config, &run_dir, 1_000_000);
    args.push("--resume".into());
    let mut holder = spawn(&args);
    wait_for(&mut holder, "the holder trained a step", || {
        last_logged_step(&run_dir) > 10
    });

    for second in [args.clone(), train_args(&earlier.config, &run_dir, 20)] {
        let t0 = Instant::now();
        let stderr = fails(&strs(&second));
        assert!(
            t0.elapsed() < Duration::from_secs(30),
            "refused at once, not after compiling"
        );
        for part in [
            "is in use by another namtrain process".to_string(),
            format!("PID {}", holder.id()),
            "nothing was changed".into(),
        ] {
            assert!(stderr.contains(&part), "missing `{part}` in:\n{stderr}");
        }
    }
    holder.kill().unwrap();
    holder.wait().unwrap();
    // The holder's history is its own: one record per step, no interleaved writer.
    let records = step_records(&run_dir);
    let steps: Vec<u64> = records.keys().copied().collect();
    assert_eq!(steps, (1..=steps.len() as u64).collect::<Vec<_>>());
    let manifest: serde_json::Value =
        serde_json::from_slice(&fs::read(run_dir.join("manifest.json")).unwrap()).unwrap();
    assert_eq!(manifest["resumed_from_step"], 10, "the holder's manifest");
    // The kernel released the lock with the holder: the run continues.
    let mut resume = train_args(&earlier.config, &run_dir, last_logged_step(&run_dir) + 1);
    resume.push("--resume".into());
    ok(&strs(&resume));
}

#[test]
fn resume_auto_starts_over_a_run_killed_before_its_first_checkpoint() {
    let dir = tempfile::tempdir().unwrap();
    let config = write_default_config(dir.path());
    let straight = dir.path().join("straight");
    ok(&strs(&train_args(&config, &straight, 12)));

    let run_dir = dir.path().join("run");
    let mut child = spawn(&train_args(&config, &run_dir, 12));
    wait_for(&mut child, "step 3 was logged", || {
        last_logged_step(&run_dir) >= 3
    });
    child.kill().unwrap();
    child.wait().unwrap();
    assert!(
        !run_dir.join("checkpoints/latest").exists(),
        "killed before the step-10 checkpoint"
    );
    // Neither a fresh start nor a plain --resume can proceed; --resume auto does.
    let stderr = fails(&strs(&train_args(&config, &run_dir, 12)));
    assert!(stderr.contains("--resume auto"), "{stderr}");
    let mut resume = train_args(&config, &run_dir, 12);
    resume.push("--resume".into());
    let stderr = fails(&strs(&resume));
    assert!(stderr.contains("--resume auto"), "{stderr}");
    resume.push("auto".into());
    let stderr = ok(&strs(&resume));
    assert!(stderr.contains("starting a new run"), "{stderr}");
    assert!(stderr.contains("steps 0..12"), "{stderr}");

    // The new run is the straight run, recorded once (the killed process's records are gone).
    let (a, b) = (step_records(&straight), step_records(&run_dir));
    assert_eq!(a.len(), 12);
    for (step, (la, ga)) in &a {
        let (lb, gb) = b[step];
        assert_eq!(
            (la.to_bits(), ga.to_bits()),
            (lb.to_bits(), gb.to_bits()),
            "step {step}"
        );
    }
    assert_eq!(eval_steps(&run_dir), eval_steps(&straight));

    // Passing it again continues from the newest checkpoint (step 12: nothing left to do).
    let stderr = ok(&strs(&resume));
    assert!(
        stderr.contains("from its checkpoint of step 12"),
        "{stderr}"
    );
}

/// Sends `signal` (`TERM`, `INT`) to a child with the system's `kill`.
fn signal(child: &Child, signal: &str) {
    let status = Command::new("kill")
        .args([format!("-{signal}"), child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success(), "kill -{signal} failed");
}

/// Starts a training run in the background with its stderr in `log`.
fn spawn_logged(args: &[String], log: &Path) -> Child {
    Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(args)
        .stdout(Stdio::null())
        .stderr(fs::File::create(log).unwrap())
        .spawn()
        .unwrap()
}

/// A SIGTERM after a random step, and after an eval's step (5: `eval_every` 5), where the stop
/// may come before that step's eval, during it or after it: the stop checkpoints the step it
/// reached, and the resumed run equals the uninterrupted one, every due eval in the metrics once.
#[test]
fn sigterm_at_a_random_step_checkpoints_that_step_and_the_resumed_run_is_bitwise_uninterrupted() {
    let dir = tempfile::tempdir().unwrap();
    let config = nam_tiny_shaped(dir.path(), "tiny-term.toml", 1);
    let total = 15;
    let straight = dir.path().join("straight");
    ok(&strs(&train_args(&config, &straight, total)));
    until_stopped_mid_run("SIGTERM", 1, total - 2, |attempt, kill_at| {
        let run_dir = dir.path().join(format!("stopped-random-{attempt}"));
        sigterm_after(&run_dir, &config, &straight, kill_at, total).then_some(())
    });
    // Step 5 is far enough from the end for the signal to land before it.
    let run_dir = dir.path().join("stopped-5");
    assert!(
        sigterm_after(&run_dir, &config, &straight, 5, total),
        "the run finished before SIGTERM after step 5"
    );
}

/// One run of `total` steps in the new run directory `stopped`, sent SIGTERM once step
/// `kill_at` was logged, then resumed and compared with `straight`. False when the run had
/// already finished (exit status 0) when the signal came.
fn sigterm_after(stopped: &Path, config: &Path, straight: &Path, kill_at: u64, total: u64) -> bool {
    let log = stopped.with_extension("log");
    let mut child = spawn_logged(&train_args(config, stopped, total), &log);
    wait_for(&mut child, &format!("step {kill_at} was logged"), || {
        last_logged_step(stopped) >= kill_at
    });
    if child.try_wait().unwrap().is_none() {
        signal(&child, "TERM");
    }
    let status = child.wait().unwrap();
    let stderr = fs::read_to_string(&log).unwrap();
    if status.success() {
        return false;
    }
    assert_eq!(
        status.code(),
        Some(143),
        "SIGTERM's documented exit status:\n{stderr}"
    );
    let (line, n) = sigterm_stop(&stderr);
    assert!(
        (kill_at..=total).contains(&n),
        "signalled after step {kill_at}: {line}"
    );
    let written = format!("checkpoint step-{n:08} written; resume with --resume auto");
    let latest = format!("checkpoint step-{n:08} is the latest; resume with --resume auto");
    assert!(
        line.ends_with(&written) || line.ends_with(&latest),
        "{line}"
    );
    assert_eq!(
        fs::read_to_string(stopped.join("checkpoints/latest"))
            .unwrap()
            .trim(),
        format!("step-{n:08}"),
        "the stop step is the latest checkpoint: nothing done was lost"
    );
    assert!(stderr.contains("namtrain: goodput "), "{stderr}");
    fixture::tfevents::assert_matches_metrics(stopped);

    let mut resume = train_args(config, stopped, total);
    resume.extend(["--resume".to_string(), "auto".to_string()]);
    let stderr = ok(&strs(&resume));
    if n < total {
        assert!(stderr.contains(&format!("steps {n}..{total}")), "{stderr}");
    }
    assert_resumed_equals_straight(straight, stopped, 5, n, total, kill_at);
    fixture::tfevents::assert_matches_metrics(stopped);
    let manifest: serde_json::Value =
        serde_json::from_slice(&fs::read(stopped.join("manifest.json")).unwrap()).unwrap();
    let goodput = &manifest["goodput"];
    assert_eq!(goodput["processes"], 2, "{goodput}");
    assert_eq!(
        goodput["redone_s"], 0.0,
        "a clean stop redoes nothing: {goodput}"
    );
    let fraction = goodput["fraction"].as_f64().unwrap();
    assert!(fraction > 0.0 && fraction < 1.0, "{goodput}");
    true
}

#[test]
fn a_second_signal_during_a_checkpoint_write_exits_at_once_and_the_last_checkpoint_resumes_bitwise()
{
    let dir = tempfile::tempdir().unwrap();
    let config = nam_tiny_shaped(dir.path(), "tiny-twice.toml", 1);
    let total = 15;
    let straight = dir.path().join("straight");
    ok(&strs(&train_args(&config, &straight, total)));

    let stopped = dir.path().join("stopped");
    let log = dir.path().join("stopped.log");
    let mut child = spawn_logged(&train_args(&config, &stopped, total), &log);
    // The checkpoint of step 5 or 10 is being written while its temporary directory exists.
    let ckpts = stopped.join("checkpoints");
    let writing = || {
        fs::read_dir(&ckpts).is_ok_and(|d| {
            d.flatten()
                .any(|e| e.file_name().to_string_lossy().starts_with(".tmp-"))
        })
    };
    let deadline = Instant::now() + Duration::from_secs(900);
    let mut caught = false;
    while child.try_wait().unwrap().is_none() && Instant::now() < deadline {
        if writing() {
            signal(&child, "TERM");
            signal(&child, "TERM");
            caught = true;
            break;
        }
        std::thread::yield_now();
    }
    let status = child.wait().unwrap();
    let stderr = fs::read_to_string(&log).unwrap();
    eprintln!("signalled twice during a checkpoint write: {caught}");
    if !caught {
        // The writes were too quick to see this time; the run finished untouched.
        assert!(status.success(), "{stderr}");
        return;
    }
    assert_eq!(
        status.code(),
        Some(143),
        "the second SIGTERM exits at once:\n{stderr}"
    );
    // Caught in the first checkpoint's write, the run has none and starts over.
    let resumed_at: u64 = fs::read_to_string(ckpts.join("latest"))
        .map_or(0, |s| s.trim()["step-".len()..].parse().unwrap());
    let mut resume = train_args(&config, &stopped, total);
    resume.extend(["--resume".to_string(), "auto".to_string()]);
    ok(&strs(&resume));
    assert_resumed_equals_straight(&straight, &stopped, 5, resumed_at, total, resumed_at);
}
