//! Config fuzzing through the CLI: hundreds of mutated configs through `namtrain init` (from
//! the nam-tiny preset) and `namtrain eval-loss` (from a small config with every block kind).
//! Every one must end within seconds with exit 0, or exit 1 and a clear one-line-per-cause
//! error: never a panic, an abort, a signal or a hang. Mutations are deterministic (a fixed
//! seed), so a failure names a reproducible config.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use safetensors::Dtype;

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Values a mutation may put in place of a key's value.
const VALUES: [&str; 24] = [
    "0",
    "1",
    "2",
    "3",
    "-1",
    "-2147483648",
    "2147483648",
    "4294967296",
    "999999999999",
    "18446744073709551615",
    "1e308",
    "-0.5",
    "0.5",
    "nan",
    "inf",
    "\"\"",
    "\"x\"",
    "\"AAAAEEEE\"",
    "\"LLLLG\"",
    "true",
    "[1, 2]",
    "{ a = 1 }",
    "1048576",
    "65537",
];

/// A copy of `base` with one or two lines mutated: a value replaced, a line dropped, a key
/// renamed or duplicated.
fn mutate(base: &str, rng: &mut Rng) -> String {
    let mut lines: Vec<String> = base.lines().map(str::to_string).collect();
    let keyed: Vec<usize> = (0..lines.len())
        .filter(|&i| {
            let l = lines[i].trim_start();
            !l.starts_with('#') && !l.starts_with('[') && l.contains('=')
        })
        .collect();
    for _ in 0..1 + rng.below(2) {
        let i = keyed[rng.below(keyed.len())];
        let key = lines[i].split('=').next().unwrap().trim().to_string();
        match rng.below(10) {
            0 => lines[i] = String::new(),
            1 => lines[i] = format!("{key}_typo = 1"),
            2 => {
                let dup = lines[i].clone();
                lines.insert(i, dup);
            }
            _ => lines[i] = format!("{key} = {}", VALUES[rng.below(VALUES.len())]),
        }
    }
    lines.join("\n") + "\n"
}

/// Runs namtrain with a time limit; returns (exit code, stderr), panicking on a signal or hang.
fn run(args: &[&str], what: &str, config: &str) -> (i32, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(args)
        .env_remove("RUST_BACKTRACE")
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let t0 = Instant::now();
    let limit = Duration::from_secs(120);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut stderr = String::new();
            use std::io::Read;
            child
                .stderr
                .take()
                .unwrap()
                .read_to_string(&mut stderr)
                .unwrap();
            let Some(code) = status.code() else {
                panic!("{what} died of a signal ({status}):\n{stderr}\nconfig:\n{config}");
            };
            return (code, stderr);
        }
        if t0.elapsed() > limit {
            let _ = child.kill();
            panic!("{what} ran for over {limit:?}\nconfig:\n{config}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// Exit 0, or exit 1 with a clear error: `error:` first, no panic, no repeated cause.
fn assert_clean(code: i32, stderr: &str, what: &str, config: &str) {
    if code == 0 {
        return;
    }
    assert_eq!(code, 1, "{what}: exit {code}:\n{stderr}\nconfig:\n{config}");
    assert!(
        stderr.starts_with("error: "),
        "{what}: an error should lead with `error:`:\n{stderr}\nconfig:\n{config}"
    );
    assert!(
        !stderr.contains("panicked") && !stderr.contains("memory allocation"),
        "{what}: {stderr}\nconfig:\n{config}"
    );
    let causes: Vec<&str> = stderr
        .lines()
        .filter_map(|l| l.trim().strip_prefix("caused by: "))
        .collect();
    for (i, c) in causes.iter().enumerate() {
        assert!(
            !causes[..i].iter().any(|p| p.contains(c)),
            "{what}: cause repeated:\n{stderr}"
        );
    }
}

#[test]
fn three_hundred_mutated_nam_tiny_configs_through_init_end_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let base = nam::presets::preset("nam-tiny").unwrap();
    let mut rng = Rng(0x5eed);
    let (mut accepted, mut refused) = (0, 0);
    for n in 0..300 {
        let text = mutate(base, &mut rng);
        let config = dir.path().join(format!("m{n}.toml"));
        std::fs::write(&config, &text).unwrap();
        let out = dir.path().join("params.safetensors");
        let args = [
            "init",
            "--config",
            config.to_str().unwrap(),
            "--seed",
            "0",
            "--out",
            out.to_str().unwrap(),
        ];
        let (code, stderr) = run(&args, &format!("init of mutation {n}"), &text);
        assert_clean(code, &stderr, &format!("init of mutation {n}"), &text);
        if code == 0 {
            accepted += 1;
        } else {
            refused += 1;
        }
    }
    println!("init: {accepted} accepted, {refused} refused with a clear error");
    assert!(accepted > 10 && refused > 100, "{accepted} / {refused}");
}

/// A small config with every block kind and MTP, quick to compile.
const SMALL: &str = "[model]
depth = 4
pattern = \"AEMR\"
d_model = 16
vocab_size = 48
seq_len = 16
n_head = 2
n_kv_head = 1
head_dim = 8
window_pattern = \"LG\"
window = 4
n_routed = 4
top_k = 2
n_shared = 1
expert_hidden = 8
capacity_factor = 2.0
ssm_state = 4
ssm_head_dim = 8
chunk = 8
r_heads = 2
r_k_head = 4
r_v_head = 4
ffn_hidden = 24
mtp_depth = 1
mtp_pattern = \"AF\"

[precision]
param_dtype = \"f32\"
compute_dtype = \"f32\"
";

fn write_batch(path: &Path) {
    let (rows, seq) = (2usize, 16usize);
    let mut arrays: Vec<Vec<i32>> = vec![Vec::new(); 4];
    for r in 0..rows {
        for t in 0..seq {
            arrays[0].push(((r * 7 + t * 3) % 48) as i32);
            arrays[1].push(((r * 5 + t * 11 + 1) % 48) as i32);
            arrays[2].push(if t < 9 { 1 } else { 2 });
            arrays[3].push(1);
        }
    }
    let names = ["tokens", "targets", "segment_ids", "loss_mask"];
    let bytes: Vec<Vec<u8>> = arrays
        .iter()
        .map(|v| v.iter().flat_map(|x| x.to_le_bytes()).collect())
        .collect();
    let views: Vec<(String, safetensors::tensor::TensorView)> = names
        .iter()
        .zip(&bytes)
        .map(|(n, b)| {
            (
                n.to_string(),
                safetensors::tensor::TensorView::new(Dtype::I32, vec![rows, seq], b).unwrap(),
            )
        })
        .collect();
    safetensors::serialize_to_file(views, None, path).unwrap();
}

#[test]
fn mutated_small_configs_through_eval_loss_end_cleanly() {
    let dir = tempfile::tempdir().unwrap();
    let base = dir.path().join("base.toml");
    std::fs::write(&base, SMALL).unwrap();
    let params = dir.path().join("params.safetensors");
    let (code, stderr) = run(
        &[
            "init",
            "--config",
            base.to_str().unwrap(),
            "--out",
            params.to_str().unwrap(),
        ],
        "init of the base",
        SMALL,
    );
    assert_eq!(code, 0, "{stderr}");
    let batch = dir.path().join("batch.safetensors");
    write_batch(&batch);
    let mut rng = Rng(0xe7a1);
    let (mut accepted, mut refused) = (0, 0);
    for n in 0..120 {
        let text = mutate(SMALL, &mut rng);
        let config = dir.path().join(format!("m{n}.toml"));
        std::fs::write(&config, &text).unwrap();
        let args = [
            "eval-loss",
            "--config",
            config.to_str().unwrap(),
            "--params",
            params.to_str().unwrap(),
            "--batch",
            batch.to_str().unwrap(),
        ];
        let what = format!("eval-loss of mutation {n}");
        let (code, stderr) = run(&args, &what, &text);
        assert_clean(code, &stderr, &what, &text);
        if code == 0 {
            accepted += 1;
        } else {
            refused += 1;
        }
    }
    println!("eval-loss: {accepted} accepted, {refused} refused with a clear error");
    assert!(accepted > 5 && refused > 40, "{accepted} / {refused}");
}
