//! `namtrain kernels export` on this CPU-only machine (deviceless, without network where
//! `unshare -n` works): a shape no built-in kernel has is exported with the pinned kernel
//! environment, compiled on libtpu for v6e, picked by `plan`'s `auto`, and found by a second
//! export without a new one; a corrupted set is refused naming the file and the fix, with
//! nothing changed; bad requests are refused before anything is exported.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn unshare_net_works() -> bool {
    Command::new("unshare")
        .args(["-n", "true"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs namtrain in the repository, inside a network namespace of its own where the host allows.
fn namtrain(args: &[&str]) -> Output {
    let exe = env!("CARGO_BIN_EXE_namtrain");
    let mut cmd = if unshare_net_works() {
        let mut c = Command::new("unshare");
        c.arg("-n").arg(exe);
        c
    } else {
        Command::new(exe)
    };
    cmd.args(args)
        .current_dir(repo())
        .env_remove("RUST_BACKTRACE")
        .env_remove("NAMTRAIN_KERNELS_PYTHON")
        .output()
        .unwrap()
}

fn ok(args: &[&str]) -> (String, String) {
    let out = namtrain(args);
    let (stdout, stderr) = (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    );
    assert!(
        out.status.success(),
        "namtrain {args:?} failed:\n{stdout}\n{stderr}"
    );
    (stdout, stderr)
}

fn fails(args: &[&str]) -> String {
    let out = namtrain(args);
    assert!(
        !out.status.success(),
        "namtrain {args:?} succeeded:\n{}",
        String::from_utf8_lossy(&out.stdout)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Every file under `dir` with its bytes, sorted.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>)> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                let bytes = std::fs::read(&p).unwrap();
                out.push((p, bytes));
            }
        }
    }
    out.sort();
    out
}

/// Two layers of attention with 2 query heads and 1 key/value head of 128 over 384-token rows,
/// bf16: a shape none of the built-in kernels has; 2 rows per step on one chip.
const UNEXPORTED: &str = "[model]\ndepth = 2\npattern = \"AF\"\nd_model = 256\nvocab_size = 512\n\
seq_len = 384\nn_head = 2\nn_kv_head = 1\nhead_dim = 128\nffn_hidden = 512\nmtp_depth = 0\n\
[precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"bf16\"\n[train]\nbatch_size = 2\n";

#[test]
fn a_shape_without_a_kernel_is_exported_compiled_picked_by_auto_and_found_again() {
    if let Err(why) = test_support::kernels_python() {
        println!("kernels_export_cli: {why}; skipped");
        return;
    }
    if pjrt::locate::resolve_plugin("tpu").is_err() {
        println!("kernels_export_cli: libtpu not installed (./scripts/setup.sh); skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let cfg_path = dir.path().join("unexported.toml");
    std::fs::write(&cfg_path, UNEXPORTED).unwrap();
    let cfg = cfg_path.to_str().unwrap();
    let kernels = dir.path().join("kernels");
    let kdir = kernels.to_str().unwrap();
    let plan = [
        "plan",
        "--config",
        cfg,
        "--topology",
        "v6e-1",
        "--kernels-dir",
        kdir,
        "--no-cache",
    ];

    // (Before the export auto plans XLA for this shape and names the export command:
    // `plan_cli`'s `pallas_plans_of_shapes_without_artifacts_are_refused_with_the_fix_and_auto_plans_xla`.)

    let export = [
        "kernels",
        "export",
        "--config",
        cfg,
        "--kernels-dir",
        kdir,
        "--topology",
        "v6e-1",
    ];
    let (stdout, stderr) = ok(&export);
    assert!(
        stderr.contains(
            "2 of the 2 kernels the config needs on v6e-1 (single device) are not built in"
        ),
        "{stderr}"
    );
    let names = ["a_b1_h2k1_t384_d128_g_bf16", "a_b2_h2k1_t384_d128_g_bf16"];
    let sets: Vec<PathBuf> = std::fs::read_dir(&kernels)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(sets.len(), 1, "one set: {sets:?}");
    let set = &sets[0];
    for name in names {
        assert!(
            stderr.contains(&format!("{name} compiles on libtpu for v6e-1")),
            "{stderr}"
        );
        assert!(
            stdout.contains(&format!(
                "{name} (mesh single device): exported, {}",
                set.display()
            )),
            "{stdout}"
        );
    }
    // The set was exported with the jax of the checked-in kernels, and lists both shapes.
    let read = |p: PathBuf| -> serde_json::Value {
        serde_json::from_str(&std::fs::read_to_string(p).unwrap()).unwrap()
    };
    let manifest = read(set.join("manifest.json"));
    let pinned = read(repo().join("pallas-kernels/artifacts/manifest.json"));
    assert_eq!(manifest["jax"], pinned["jax"]);
    let listed: Vec<(String, i64, i64)> = manifest["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            (
                v["name"].as_str().unwrap().to_string(),
                v["batch"].as_i64().unwrap(),
                v["seq"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        listed,
        [
            (names[0].to_string(), 1, 384),
            (names[1].to_string(), 2, 384)
        ]
    );

    // auto picks the exported kernel.
    let after = ok(&plan).0;
    assert!(
        after.contains("single device, 2 rows/chip, pallas attention"),
        "{after}"
    );

    // A second export finds both and writes nothing.
    let kept = snapshot(&kernels);
    let (stdout, stderr) = ok(&export);
    assert!(
        stderr.contains("all 2 kernels the config needs on v6e-1 (single device) are available"),
        "{stderr}"
    );
    assert!(stdout.contains(names[1]), "{stdout}");
    assert_eq!(snapshot(&kernels), kept);

    // A corrupted module is refused by export, list and plan alike, naming the file and the
    // fix; the refusal changes nothing.
    let module = set.join(format!("{}.fwd.mlir", names[1]));
    let mut text = std::fs::read_to_string(&module).unwrap();
    text.push('\n');
    std::fs::write(&module, text).unwrap();
    let corrupted = snapshot(&kernels);
    for args in [
        &export[..],
        &["kernels", "list", "--kernels-dir", kdir],
        &plan,
    ] {
        let e = fails(args);
        assert!(
            e.contains(&format!("exported kernel {}: ", module.display()))
                && e.contains("has sha256")
                && e.contains(&format!(
                    "delete {} and export the kernels again: namtrain kernels export --config",
                    set.display()
                )),
            "{args:?}: {e}"
        );
        assert_eq!(
            snapshot(&kernels),
            corrupted,
            "{args:?} changed the directory"
        );
    }
}

#[test]
fn requests_no_kernel_can_serve_are_refused_before_anything_is_exported() {
    let dir = tempfile::tempdir().unwrap();
    let kernels = dir.path().join("kernels");
    let kdir = kernels.to_str().unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.path().join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    // Rows that no 128-token block tiles.
    let odd = write(
        "odd.toml",
        &UNEXPORTED.replace("seq_len = 384", "seq_len = 200"),
    );
    // `kernels export --config CFG --kernels-dir DIR ARGS...`, which must fail: its message.
    let refused = |cfg: &str, args: &[&str]| {
        let mut all = vec!["kernels", "export", "--config", cfg, "--kernels-dir", kdir];
        all.extend_from_slice(args);
        fails(&all)
    };
    let e = refused(&odd, &[]);
    assert!(
        e.contains("seq_len 200 is no multiple of 128") && e.contains("attention = \"xla\""),
        "{e}"
    );
    let cfg = write("unexported.toml", UNEXPORTED);
    // --mesh narrows a --topology's meshes only.
    let e = refused(&cfg, &["--mesh", "data=2"]);
    assert!(e.contains("pass --topology too"), "{e}");
    // A mesh the topology cannot hold.
    let e = refused(&cfg, &["--topology", "v6e-4", "--mesh", "data=8"]);
    assert!(e.contains("no mesh of 4 chips"), "{e}");
    // An export environment that does not exist.
    let e = refused(&cfg, &["--python", "/nonexistent/python3", "--no-compile"]);
    assert!(e.contains("running /nonexistent/python3"), "{e}");
    // Nothing was written: no set, no staging directory left behind.
    let left: Vec<PathBuf> = std::fs::read_dir(&kernels)
        .map(|d| d.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    assert!(left.is_empty(), "{left:?}");
}
