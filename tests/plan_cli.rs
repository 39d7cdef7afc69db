//! `namtrain plan` on this CPU-only machine, without network (`unshare -n` where it works):
//! the mesh table of real configs compiled deviceless for v6e (memory, collectives, the
//! recommendation), cache entries under the key a v6e VM computes, and `--why-miss` naming what
//! changed between configs.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use data::digest::sha256_hex;
use nam::NamConfig;
use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use pjrt::CompileOptions;
use train::cache::{COMPILER_ENV, CompileTarget, ExecutableCache, KeyComponents};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn unshare_net_works() -> bool {
    Command::new("unshare")
        .args(["-n", "true"])
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs namtrain, inside a network namespace of its own where the host allows one.
fn namtrain_offline(args: &[&str]) -> Output {
    let exe = env!("CARGO_BIN_EXE_namtrain");
    let mut cmd = if unshare_net_works() {
        let mut c = Command::new("unshare");
        c.arg("-n").arg(exe);
        c
    } else {
        eprintln!("unshare -n is not available here; running with the network");
        Command::new(exe)
    };
    cmd.args(args).current_dir(repo()).output().unwrap()
}

fn ok(args: &[&str]) -> String {
    let out = namtrain_offline(args);
    assert!(
        out.status.success(),
        "namtrain {args:?} failed:\n{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("namtrain-plan-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Every entry's key components.
fn stored_components(cache_dir: &Path) -> Vec<KeyComponents> {
    let cache = ExecutableCache::open(cache_dir).unwrap();
    cache
        .entries()
        .unwrap()
        .into_iter()
        .map(|e| e.manifest.expect("plan writes readable entries").components)
        .collect()
}

fn gib_after(line: &str, label: &str) -> f64 {
    let rest = &line[line.find(label).unwrap() + label.len()..];
    rest.split_whitespace().next().unwrap().parse().unwrap()
}

/// Small enough to compile deviceless in seconds; depth and warmup are what the tests vary.
const MICRO: &str = "[model]\ndepth = 2\npattern = \"AF\"\nd_model = 32\nvocab_size = 64\n\
seq_len = 32\nn_head = 2\nn_kv_head = 1\nhead_dim = 16\nffn_hidden = 64\nmtp_depth = 0\n\
[schedule]\nsteps = 100\nwarmup_steps = 10\n\
[precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\n\
[train]\nbatch_size = 8\n";

#[test]
#[ignore = "compiles nam52 deviceless for several meshes: each compile takes minutes on 2 cores \
            (tens of minutes in all); run with --ignored"]
fn nam52_on_v6e_8_prints_the_mesh_table_offline_and_caches_under_the_v6e_key() {
    let cache_dir = temp_dir("nam52");
    let cache_arg = cache_dir.to_str().unwrap();
    let out = ok(&[
        "plan",
        "--config",
        "configs/nam52.toml",
        "--topology",
        "v6e-8",
        "--cache-dir",
        cache_arg,
        "--mesh",
        "data=8,fsdp",
        "--mesh",
        "data=2,expert=4,fsdp",
        "--max-candidates",
        "3",
    ]);
    println!("{out}");
    assert!(out.contains("v6e:2x4"), "{out}");
    assert!(out.contains("usable HBM per chip: 31.25 GiB"), "{out}");
    assert!(out.contains("data=8 fsdp"), "{out}");
    assert!(out.contains("data=2 expert=4 fsdp"), "{out}");
    assert!(
        out.contains("1048576"),
        "tokens: 256 x 4096 per step: {out}"
    );
    assert!(out.lines().any(|l| l.starts_with("recommended:")), "{out}");

    // Parameters and optimizer state of one replica, by the program signature, are at least
    // the f32 parameters the counter derives from the config (4 bytes each, plus moments).
    let cfg = NamConfig::from_toml_str(
        &std::fs::read_to_string(repo().join("configs/nam52.toml")).unwrap(),
    )
    .unwrap();
    let params = nam::counting::param_counts(&cfg.model).total() as f64;
    let state_line = out.lines().find(|l| l.starts_with("model:")).unwrap();
    let state_gib = gib_after(state_line, "state (params + optimizer) ");
    let params_gib = params * 4.0 / (1u64 << 30) as f64;
    assert!(
        state_gib >= 2.0 * params_gib && state_gib <= 3.5 * params_gib,
        "state {state_gib} GiB vs {params_gib} GiB of f32 parameters (Muon: 1 moment, AdamW: 2)"
    );
    for c in &stored_components(&cache_dir) {
        let get = |k: &str| c.0.get(k).map(String::as_str);
        assert_eq!(get("platform"), Some("tpu"));
        assert_eq!(get("device_kind"), Some("TPU v6 lite"));
        assert_eq!(
            get("device_count"),
            Some("8"),
            "a v6e-8 VM addresses 8 chips"
        );
        assert_eq!(get("env.XLA_FLAGS"), Some("<unset>"));
    }
    let _ = std::fs::remove_dir_all(&cache_dir);
}

/// Two E blocks small enough to compile deviceless in seconds per mesh: 4 query heads over 2
/// KV heads (model 1 or 2), 4 routed experts (expert 1, 2 or 4), 8 rows.
const SMALL_MOE: &str = "[model]\ndepth = 2\npattern = \"AE\"\nd_model = 32\nvocab_size = 64\n\
seq_len = 32\nn_head = 4\nn_kv_head = 2\nhead_dim = 8\nn_routed = 4\ntop_k = 2\nn_shared = 1\n\
expert_hidden = 16\nmtp_depth = 0\n\
[schedule]\nsteps = 100\nwarmup_steps = 10\n\
[precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\n\
[train]\nbatch_size = 8\n";

/// The table row of the candidate whose mesh label is exactly `mesh`: its columns.
fn row<'a>(out: &'a str, mesh: &str) -> Vec<&'a str> {
    let line = out
        .lines()
        .find(|l| {
            l.split_whitespace()
                .next()
                .is_some_and(|n| n.parse::<usize>().is_ok())
                && l.contains(&format!(" {mesh} "))
                && !l.contains(&format!(" {mesh} fsdp"))
                && !l.contains(':')
        })
        .unwrap_or_else(|| panic!("no row for {mesh}:\n{out}"));
    line.split("  ")
        .map(str::trim)
        .filter(|c| !c.is_empty())
        .collect()
}

/// `all-reduce 12x 3.4 KiB` of the by-kind line of `mesh`: (ops, bytes).
fn kind(out: &str, mesh: &str, kind: &str) -> (u64, f64) {
    let line = out
        .lines()
        .find(|l| l.contains(&format!(" {mesh}: ")))
        .unwrap_or_else(|| panic!("no collectives line for {mesh}:\n{out}"));
    let rest = &line[line.find(&format!("{kind} ")).unwrap() + kind.len() + 1..];
    let mut it = rest.split_whitespace();
    let ops = it.next().unwrap().trim_end_matches('x').parse().unwrap();
    let value: f64 = it.next().unwrap().parse().unwrap();
    let unit = it.next().unwrap().trim_end_matches(',');
    let scale = match unit {
        "B" => 1.0,
        "KiB" => 1024.0,
        "MiB" => 1024.0 * 1024.0,
        "GiB" => 1024.0 * 1024.0 * 1024.0,
        other => panic!("unit {other}"),
    };
    (ops, value * scale)
}

/// `namtrain plan --config <SMALL_MOE written into dir> <args>`, printed; its stderr.
fn plan_small_moe(dir: &Path, args: &[&str]) -> String {
    let cfg_path = dir.join("small-moe.toml");
    std::fs::write(&cfg_path, SMALL_MOE).unwrap();
    let mut all = vec!["plan", "--config", cfg_path.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = ok(&all);
    println!("{out}");
    out
}

#[test]
fn meshes_of_a_small_moe_config_on_v6e_8_get_memory_collectives_and_a_recommendation() {
    let dir = temp_dir("meshes");
    let out = plan_small_moe(
        &dir,
        &[
            "--topology",
            "v6e-8",
            "--no-cache",
            "--verbose",
            "--mesh",
            "data=8,fsdp=false",
            "--mesh",
            "data=4,model=2,fsdp=false",
        ],
    );
    // Meshes the config cannot split are listed with the validation's own reason.
    assert!(
        out.contains(
            "skipped model=8: [mesh] model 8 does not divide n_head 4: tensor parallelism splits \
             attention heads"
        ),
        "{out}"
    );
    assert!(
        out.contains("skipped expert=8: [mesh] expert 8 does not divide n_routed 4"),
        "{out}"
    );
    let data8 = row(&out, "data=8");
    let tp = row(&out, "data=4 model=2");
    for r in [&data8, &tp] {
        assert_eq!(r[10], "fits", "{r:?}");
        assert_eq!(r[11], "256", "8 rows x 32 tokens per step: {r:?}");
    }
    assert_eq!(data8[2], "1", "8 rows over data 8: {data8:?}");
    assert_eq!(tp[2], "2", "8 rows over data 4: {tp:?}");
    // --verbose says where each candidate's predicted time goes, costliest op first.
    let costly = out
        .split("where the predicted time goes")
        .nth(1)
        .unwrap_or_else(|| panic!("no costliest-ops section:\n{out}"));
    let ms: Vec<f64> = costly
        .lines()
        .filter(|l| l.contains(" ms  step "))
        .map(|l| l.split_whitespace().next().unwrap().parse().unwrap())
        .collect();
    assert!(!ms.is_empty(), "{costly}");
    assert!(ms.windows(2).any(|w| w[0] >= w[1]), "{costly}");

    // Data parallel without FSDP replicates the parameters, so the step must sum every
    // gradient over the 8 chips: its all-reduces receive at least one f32 per parameter.
    let cfg = NamConfig::from_toml_str(SMALL_MOE).unwrap();
    let params = nam::counting::param_counts(&cfg.model).total() as f64;
    let (ops, bytes) = kind(&out, "data=8", "all-reduce");
    assert!(ops > 0, "{out}");
    assert!(
        bytes >= 4.0 * params,
        "gradient all-reduce {bytes} B < {params} f32 parameters:\n{out}"
    );
    // Tensor parallelism sums partial products of the row-parallel matmuls.
    let (tp_ops, _) = kind(&out, "data=4 model=2", "all-reduce");
    assert!(tp_ops > 0, "{out}");

    let rec = out
        .lines()
        .find(|l| l.starts_with("recommended:"))
        .unwrap_or_else(|| panic!("no recommendation:\n{out}"));
    assert!(
        ["data=8,", "data=4 model=2,"]
            .iter()
            .any(|m| rec.starts_with(&format!("recommended: {m}"))),
        "{rec}"
    );
    // Both fit: the choice is the highest predicted tokens/s of the prediction table.
    assert_recommends_the_fastest_prediction(&out, 2);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A ZeRO-2 mesh holds its FSDP twin's activations plus the parameter copies: when the twin
/// fits at no micro-batch count, the ZeRO-2 mesh is listed with the reason and not compiled.
#[test]
fn zero2_is_not_compiled_when_its_fsdp_twin_fits_nowhere() {
    let dir = temp_dir("zero2-twin");
    let out = plan_small_moe(
        &dir,
        &[
            "--topology",
            "v6e-8",
            "--no-cache",
            "--verbose",
            "--mesh",
            "data=8,fsdp",
            "--hbm-gib",
            "0.0001",
            // The twin's state alone exceeds that budget: compiled only when asked to.
            "--exhaustive",
        ],
    );
    // The programs section: the twin's step was compiled (and refused for memory), the ZeRO-2
    // candidate was not.
    let programs = out
        .split("\nprograms:\n")
        .nth(1)
        .unwrap_or_else(|| panic!("{out}"));
    let zero2 = programs
        .split("data=8 fsdp zero2, ")
        .nth(1)
        .unwrap_or_else(|| panic!("no ZeRO-2 candidate:\n{programs}"));
    assert!(
        zero2.contains(
            "not compiled: skipped: its FSDP twin fit at none of the micro-batch counts tried"
        ),
        "{programs}"
    );
    assert!(!zero2.contains("compiled in"), "{programs}");
    let twin = programs.split("data=8 fsdp zero2, ").next().unwrap();
    assert!(
        twin.contains("step ") && twin.contains("does not fit"),
        "{programs}"
    );
    // Raising --max-candidates would not change that, so the verdict does not suggest it.
    assert!(!out.contains("--max-candidates"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// [`SMALL_MOE`] with a 65 536-token vocabulary and `d_model` 128: 17M parameters, 193 MiB of
/// state per replica, so the state dominates what each mesh needs (and compiles take seconds).
const BIG_VOCAB: &str = "[model]\ndepth = 2\npattern = \"AE\"\nd_model = 128\nvocab_size = 65536\n\
seq_len = 32\nn_head = 4\nn_kv_head = 2\nhead_dim = 32\nn_routed = 4\ntop_k = 2\nn_shared = 1\n\
expert_hidden = 16\nmtp_depth = 0\n\
[schedule]\nsteps = 100\nwarmup_steps = 10\n\
[precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\n\
[train]\nbatch_size = 8\n";

/// A mesh whose parameters and optimizer state alone exceed the usable memory per chip fits at
/// no micro-batch count: it is listed with its state and not compiled, and the choice is the
/// one `--exhaustive` (which compiles it, to find it does not fit) makes.
#[test]
fn a_mesh_whose_state_alone_exceeds_the_budget_is_not_compiled_and_the_choice_stands() {
    let dir = temp_dir("state-prune");
    let cfg_path = dir.join("big-vocab.toml");
    std::fs::write(&cfg_path, BIG_VOCAB).unwrap();
    let cfg = NamConfig::from_toml_str(BIG_VOCAB).unwrap();
    let layout = train::programs::trainer_layout(&cfg, LayerLoop::Scan);
    let replica = plan::state_bytes_per_chip(&cfg, &layout, nam::Mesh::SINGLE).unwrap();
    // Usable: three quarters of a replica's state. The replicated mesh cannot hold its state;
    // the FSDP mesh (an eighth of it per chip, the parameters gathered) fits.
    let hbm_gib = format!("{}", replica as f64 * 0.75 / 0.95 / (1u64 << 30) as f64);
    // One cache for both searches: the exhaustive one reads the programs the pruned one
    // compiled from the plan memo and compiles only what the pruned one skipped.
    let cache = dir.join("cache");
    let plan = |extra: &[&str]| {
        let mut args = vec![
            "plan",
            "--config",
            cfg_path.to_str().unwrap(),
            "--topology",
            "v6e-8",
            "--cache-dir",
            cache.to_str().unwrap(),
            "--mesh",
            "data=8,fsdp=false",
            "--mesh",
            "data=8,fsdp=true,zero2=false",
            "--hbm-gib",
            &hbm_gib,
        ];
        args.extend_from_slice(extra);
        let out = ok(&args);
        println!("{out}");
        out
    };
    let pruned = plan(&[]);
    let exhaustive = plan(&["--exhaustive"]);

    let replicated = |out: &str| {
        out.split("\nprograms:\n")
            .nth(1)
            .and_then(|p| p.split("data=8, ").nth(1))
            .unwrap_or_else(|| panic!("no replicated candidate:\n{out}"))
            .to_string()
    };
    assert!(
        replicated(&pruned)
            .contains("not compiled: skipped: its parameters and optimizer state alone need"),
        "{pruned}"
    );
    assert!(!replicated(&pruned).contains("compiled in"), "{pruned}");
    assert!(
        replicated(&exhaustive).contains("does not fit"),
        "{exhaustive}"
    );
    let line = |out: &str, start: &str| {
        out.lines()
            .find(|l| l.starts_with(start))
            .unwrap_or_else(|| panic!("no `{start}` line:\n{out}"))
            .to_string()
    };
    // The same candidate, with the same prediction ("1 of 1 compiled" against "1 of 2").
    let choice = |out: &str| {
        let l = line(out, "recommended:");
        let (chosen, why) = l.split_once(" — ").unwrap();
        let prediction = why.split_once("; it has").unwrap().1.to_string();
        (chosen.to_string(), prediction)
    };
    assert_eq!(choice(&pruned), choice(&exhaustive));
    assert!(choice(&pruned).0.starts_with("recommended: data=8 fsdp, "));
    // The same answer for one compile less: the exhaustive search compiled the replicated
    // mesh's step and nothing else (the rest came from the pruned search's memo).
    let programs = |out: &str| -> (usize, usize) {
        let l = line(out, "time: planned in");
        // The number between `after` and `before`, if the line has `before`.
        let count = |after: &str, before: &str| -> Option<usize> {
            let head = l.split_once(before)?.0;
            let n = head.rsplit(after).next()?;
            Some(
                n.trim()
                    .parse()
                    .unwrap_or_else(|_| panic!("no count in `{l}`")),
            )
        };
        (
            count(": ", " program(s) compiled").unwrap_or_else(|| panic!("`{l}`")),
            // The line names the memo only when it answered.
            count("), ", " from the plan memo").unwrap_or(0),
        )
    };
    let (pruned_compiled, pruned_memo) = programs(&pruned);
    assert_eq!(pruned_memo, 0, "{pruned}");
    assert_eq!(programs(&exhaustive), (1, pruned_compiled), "{exhaustive}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn why_miss_hits_after_a_warmup_change_and_names_depth_and_plugin_changes() {
    let dir = temp_dir("whymiss");
    let base = MICRO.to_string();
    let warmup_line = "warmup_steps = 10";
    let depth_line = "depth = 2";
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_str().unwrap().to_string()
    };
    let base_cfg = write("base.toml", &base);
    let warmup_cfg = write(
        "warmup.toml",
        &base.replace(warmup_line, "warmup_steps = 20"),
    );
    let depth_cfg = write("depth.toml", &base.replace(depth_line, "depth = 4"));
    assert_ne!(warmup_cfg, base_cfg);
    let cache_dir = dir.join("cache");
    let cache_arg = cache_dir.to_str().unwrap();
    let plan_out = ok(&[
        "plan",
        "--config",
        &base_cfg,
        "--topology",
        "v6e-1",
        "--cache-dir",
        cache_arg,
    ]);
    assert!(plan_out.contains("  single device  "), "{plan_out}");
    let stored = stored_components(&cache_dir);
    assert_eq!(stored.len(), 2, "step and eval:\n{plan_out}");

    let why = |cfg: &str| {
        ok(&[
            "plan",
            "--config",
            cfg,
            "--topology",
            "v6e-1",
            "--cache-dir",
            cache_arg,
            "--why-miss",
        ])
    };
    // The learning rate is a device input: a new warmup changes no program.
    let out = why(&warmup_cfg);
    assert_eq!(out.matches(": hit: entry").count(), 2, "{out}");
    // A new depth changes the program text and nothing else.
    let out = why(&depth_cfg);
    assert_eq!(out.matches(": miss: no entry").count(), 2, "{out}");
    assert_eq!(
        out.matches("differing in 1 component(s)").count(),
        2,
        "{out}"
    );
    assert!(out.contains("  program_sha256:"), "{out}");

    // Another libtpu build: the stored entries' platform version no longer matches.
    let cache = ExecutableCache::open(&cache_dir).unwrap();
    let mut wanted = stored[0].clone();
    wanted
        .0
        .insert("platform_version".into(), "a newer libtpu".into());
    let why = cache.why_miss(&wanted).unwrap();
    assert!(!why.hit);
    let (_, diffs) = why.nearest.unwrap();
    let names: Vec<&str> = diffs.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, ["platform_version"]);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_small_config_on_v6e_8_is_cached_under_the_key_a_v6e_8_trainer_computes() {
    let dir = temp_dir("vmkey");
    let cfg_path = dir.join("micro.toml");
    std::fs::write(&cfg_path, MICRO).unwrap();
    let cache_dir = dir.join("cache");
    let out = ok(&[
        "plan",
        "--config",
        cfg_path.to_str().unwrap(),
        "--topology",
        "v6e-8",
        "--cache-dir",
        cache_dir.to_str().unwrap(),
        "--mesh",
        "data=8,fsdp=false",
    ]);
    assert!(
        out.lines()
            .any(|l| l.starts_with("recommended: data=8, 1 rows/chip")),
        "{out}"
    );
    let stored = stored_components(&cache_dir);
    assert_eq!(stored.len(), 2, "step and eval:\n{out}");
    // A rerun reads both programs' results from the plan memo and prints the same table.
    let again = ok(&[
        "plan",
        "--config",
        cfg_path.to_str().unwrap(),
        "--topology",
        "v6e-8",
        "--cache-dir",
        cache_dir.to_str().unwrap(),
        "--mesh",
        "data=8,fsdp=false",
    ]);
    assert_eq!(
        again.matches("plan memo (compiled in").count(),
        2,
        "{again}"
    );
    let table = |o: &str| -> Vec<String> {
        o.lines()
            .filter(|l| l.starts_with("  1  ") || l.starts_with("recommended:"))
            .map(String::from)
            .collect()
    };
    assert_eq!(table(&again), table(&out));
    for c in &stored {
        let get = |k: &str| c.0.get(k).map(String::as_str);
        assert_eq!(get("platform"), Some("tpu"));
        assert_eq!(get("device_kind"), Some("TPU v6 lite"));
        assert_eq!(get("device_count"), Some("8"));
        assert_eq!(get("topology"), Some(""));
    }

    // The trainer on the VM builds its step straight from nam for the config with `[mesh]
    // data = 8` and keys it through `CompileTarget::of_client` (platform, version, API
    // version, first device's kind, addressable count, empty topology) with GSPMD options over
    // its 8 devices (ids 0..8): rebuild that key here without the plan module and find it.
    let mut cfg = NamConfig::from_toml_str(MICRO).unwrap();
    cfg.mesh = nam::Mesh::new(8, 1, 1, false);
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    let step = step_program(
        &cfg,
        &layout,
        cfg.train.batch_size,
        &ForwardOptions::new(&cfg, LayerLoop::Scan),
    )
    .unwrap();
    let sample = &stored[0].0;
    let (major, minor) = sample["pjrt_api_version"].split_once('.').unwrap();
    let vm = CompileTarget {
        platform: "tpu".into(),
        platform_version: sample["platform_version"].clone(),
        pjrt_api_version: (major.parse().unwrap(), minor.parse().unwrap()),
        device_kind: "TPU v6 lite".into(),
        device_count: 8,
        topology: String::new(),
    };
    let unset: Vec<(String, Option<String>)> =
        COMPILER_ENV.iter().map(|v| (v.to_string(), None)).collect();
    let options = CompileOptions {
        device_assignment: Some(vec![(0..8).collect()]),
        ..CompileOptions::spmd(8)
    };
    let wanted = KeyComponents::with_env(
        &sha256_hex(step.text.as_bytes()),
        &options.to_proto_bytes(),
        &vm,
        &unset,
    );
    let cache = ExecutableCache::open(&cache_dir).unwrap();
    let why = cache.why_miss(&wanted).unwrap();
    assert!(why.hit, "the trainer's step key is not stored: {why}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// A config whose attention shape has a Pallas artifact (`small_b1`: 4:2 heads of 128, seq 256,
/// global, bf16).
const SMALL_PALLAS: &str = "[model]\ndepth = 2\npattern = \"AF\"\nd_model = 256\nvocab_size = 512\n\
seq_len = 256\nn_head = 4\nn_kv_head = 2\nhead_dim = 128\nffn_hidden = 512\nmtp_depth = 0\n\
[precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"bf16\"\n[train]\nbatch_size = 2\n";

#[test]
fn attention_both_plans_every_shape_with_xla_and_with_pallas_side_by_side() {
    let dir = temp_dir("attention");
    let cfg_path = dir.join("small.toml");
    std::fs::write(&cfg_path, SMALL_PALLAS).unwrap();
    let out = ok(&[
        "plan",
        "--config",
        cfg_path.to_str().unwrap(),
        "--topology",
        "v6e-1",
        "--attention",
        "both",
        "--no-cache",
    ]);
    assert!(
        out.contains("  1  single device, 2 rows/chip, xla attention"),
        "{out}"
    );
    assert!(
        out.contains("  2  single device, 2 rows/chip, pallas attention"),
        "{out}"
    );
    // Both compiled: a step and an eval row with figures (not a refusal) per candidate.
    let rows: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().starts_with("step ") || l.trim_start().starts_with("eval "))
        .collect();
    assert_eq!(rows.len(), 4, "{out}");
    assert!(rows.iter().all(|l| l.contains("  fits  ")), "{out}");
    // Both predicted: the faster prediction is recommended.
    assert_recommends_the_fastest_prediction(&out, 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn pallas_plans_of_shapes_without_artifacts_are_refused_with_the_fix_and_auto_plans_xla() {
    let dir = temp_dir("attention-bad");
    let cfg_path = dir.join("micro.toml");
    std::fs::write(&cfg_path, MICRO).unwrap();
    let cfg = cfg_path.to_str().unwrap();
    let run = |attention: &str| {
        namtrain_offline(&[
            "plan",
            "--config",
            cfg,
            "--topology",
            "v6e-1",
            "--attention",
            attention,
            "--no-cache",
        ])
    };
    let out = run("pallas");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains(
            "no Pallas attention artifact for batch=8 heads=2 kv_heads=1 seq=32 head_dim=16"
        ),
        "{stderr}"
    );
    assert!(stderr.contains("namtrain_kernels.export"), "{stderr}");
    // auto (the default) plans XLA for that shape instead, and says why.
    let out = run("auto");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        stdout.contains(&format!(
            "on the config's [mesh]: auto: xla (no Pallas kernel for batch=8 heads=2 kv_heads=1 \
             seq=32 head_dim=16 window=global softcap=none dtype=f32 platform=tpu; export one \
             with: namtrain kernels export --config {cfg})"
        )),
        "{stdout}"
    );
    assert!(
        stdout.contains("single device, 8 rows/chip, xla attention"),
        "{stdout}"
    );
    let out = run("flash");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("--attention takes xla, pallas, mosaic-gpu, auto or both"),
        "{stderr}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn unknown_slices_and_bad_hbm_are_refused_with_the_fix() {
    let out = namtrain_offline(&[
        "plan",
        "--config",
        "configs/nam12-dense.toml",
        "--topology",
        "v6e-2",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("use one of v6e-1, v6e-4, v6e-8, v6e-16, v6e-32"),
        "{err}"
    );
    let out = namtrain_offline(&[
        "plan",
        "--config",
        "configs/nam12-dense.toml",
        "--hbm-gib",
        "0",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--hbm-gib must be a positive number"), "{err}");
    for margin in ["100", "-1", "NaN"] {
        let out = namtrain_offline(&[
            "plan",
            "--config",
            "configs/nam12-dense.toml",
            &format!("--hbm-margin={margin}"),
        ]);
        assert!(!out.status.success(), "--hbm-margin {margin}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains("--hbm-margin is a percentage from 0 to below 100 (default 5)"),
            "{margin}: {err}"
        );
        // Refused before anything compiles: no plan printed.
        assert!(out.stdout.is_empty(), "{margin}");
    }
    let out = namtrain_offline(&[
        "plan",
        "--config",
        "configs/nam12-dense.toml",
        "--mesh",
        "data=2,models=4",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("unknown axis `models`") && err.contains("e.g. --mesh data=2,model=4"),
        "{err}"
    );
    // Compiles at once: 1 to 64; refused before anything compiles or is stored.
    let cache = temp_dir("bad-workers");
    for workers in ["0", "65", "two"] {
        let out = namtrain_offline(&[
            "plan",
            "--config",
            "configs/nam12-dense.toml",
            "--cache-dir",
            cache.to_str().unwrap(),
            "--compile-workers",
            workers,
        ]);
        assert!(!out.status.success(), "--compile-workers {workers}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!(
                "invalid value '{workers}' for '--compile-workers <N>'"
            )),
            "{workers}: {err}"
        );
        assert!(out.stdout.is_empty(), "{workers}");
        assert!(
            std::fs::read_dir(&cache).is_ok_and(|mut d| d.next().is_none()),
            "{workers}: the cache was written"
        );
    }
    let _ = std::fs::remove_dir_all(&cache);
}

/// The `plan` output has a prediction row (best estimate, both bounds, tokens/s, MFU) for
/// `candidates` candidates, each with no-overlap >= best >= perfect-overlap, and the
/// recommendation names the highest predicted tokens/s among them.
fn assert_recommends_the_fastest_prediction(out: &str, candidates: usize) {
    let header = out
        .lines()
        .position(|l| l.trim_start().starts_with("#  candidate"))
        .unwrap_or_else(|| panic!("no prediction table:\n{out}"));
    let rows: Vec<Vec<f64>> = out
        .lines()
        .skip(header + 1)
        .take_while(|l| !l.trim().is_empty())
        .map(|l| {
            // After the 44-column candidate label: best, no overlap, perfect overlap (ms),
            // tokens/s, MFU%.
            let figures: String = l.chars().skip(5 + 44).collect();
            figures
                .split_whitespace()
                .take(5)
                .map(|f| f.trim_end_matches('%').parse::<f64>().unwrap())
                .collect()
        })
        .collect();
    assert_eq!(rows.len(), candidates, "{out}");
    for r in &rows {
        assert!(
            r[1] >= r[0] && r[0] >= r[2] && r[0] > 0.0,
            "bounds {r:?}\n{out}"
        );
        assert!(r[3] > 0.0 && r[4] >= 0.0, "{r:?}");
    }
    let fastest = rows.iter().map(|r| r[3]).fold(0.0, f64::max);
    let rec = out
        .lines()
        .find(|l| l.starts_with("recommended:"))
        .unwrap_or_else(|| panic!("no recommendation:\n{out}"));
    assert!(
        rec.contains("highest predicted throughput")
            && rec.contains(&format!("{} tokens/s", fastest.round())),
        "{rec}\n{out}"
    );
}

/// `plan --plugin cpu` plans on this host's CPU plugin: the CPU entry is measured on the spot
/// and named in the header, every compiled candidate gets a prediction within its bounds, and
/// the recommendation is the fastest prediction.
#[test]
fn the_cpu_plugin_is_planned_with_a_cpu_entry_measured_on_the_spot() {
    let dir = temp_dir("cpu");
    let out = plan_small_moe(
        &dir,
        &[
            "--plugin",
            "cpu",
            "--cpu-devices",
            "2",
            "--no-cache",
            "--mesh",
            "data=2,fsdp=false",
            "--mesh",
            "model=2,fsdp=false",
        ],
    );
    assert!(
        out.contains("on 2 devices of this host's CPU plugin")
            && out.contains("compiled on a live client of this host"),
        "{out}"
    );
    assert!(
        out.contains("CPU (measured) figures: measured now on the CPU plugin"),
        "{out}"
    );
    assert_recommends_the_fastest_prediction(&out, 2);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn cpu_and_tpu_flags_are_not_mixed() {
    let out = namtrain_offline(&[
        "plan",
        "--config",
        "configs/nam-tiny.toml",
        "--plugin",
        "cpu",
        "--topology",
        "v6e-8",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains(
            "--topology names a TPU slice; with --plugin cpu the plan is for --cpu-devices N"
        ),
        "{err}"
    );
    assert!(out.stdout.is_empty());
    let out = namtrain_offline(&[
        "plan",
        "--config",
        "configs/nam-tiny.toml",
        "--cpu-devices",
        "4",
    ]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--cpu-devices plans the CPU plugin: pass --plugin cpu"),
        "{err}"
    );
    assert!(out.stdout.is_empty());
}

/// On a slice of several hosts (v6e-16: 4 hosts of 2x2 chips) every host's VM finds the
/// executables under its own key: its process index, the process count and the chips it
/// holds. The chips each host holds are computed here from the slice's geometry (chip `(x, y)`
/// of the 4x4 grid is device `4y + x`; host `(x/2, y/2)`, numbered row-major), not taken from
/// libtpu; every host's entry holds the same executable.
#[test]
fn a_multi_host_slice_caches_every_hosts_executables_under_its_own_key() {
    let dir = temp_dir("v6e-16");
    let cfg = dir.join("micro.toml");
    std::fs::write(&cfg, MICRO.replace("batch_size = 8", "batch_size = 16")).unwrap();
    let cache_dir = dir.join("cache");
    let out = ok(&[
        "plan",
        "--config",
        cfg.to_str().unwrap(),
        "--topology",
        "v6e-16",
        "--mesh",
        "data=16",
        "--cache-dir",
        cache_dir.to_str().unwrap(),
    ]);
    assert!(out.contains("v6e:4x4"), "{out}");
    let mut hosts: Vec<Vec<i32>> = vec![Vec::new(); 4];
    for y in 0..4 {
        for x in 0..4 {
            hosts[(y / 2) * 2 + x / 2].push((4 * y + x) as i32);
        }
    }
    let cache = ExecutableCache::open(&cache_dir).unwrap();
    let mut by_program: std::collections::BTreeMap<String, Vec<(String, String)>> =
        Default::default();
    for e in cache.entries().unwrap() {
        let m = e.manifest.expect("plan writes readable entries");
        let get = |k: &str| m.components.0.get(k).cloned().unwrap_or_default();
        assert_eq!(get("device_count"), "4", "a v6e-16 VM addresses 4 chips");
        by_program
            .entry(get("program_sha256"))
            .or_default()
            .push((get("topology"), m.executable_sha256.clone()));
    }
    // Step and eval of each data=16 variant (fsdp, zero2) that fits.
    assert!(by_program.len() >= 2, "{by_program:?}");
    for (program, mut entries) in by_program {
        entries.sort();
        let want: Vec<String> = (0..4)
            .map(|p| format!("process {p} of 4, devices {:?}", hosts[p]))
            .collect();
        let got: Vec<&String> = entries.iter().map(|(t, _)| t).collect();
        assert_eq!(got, want.iter().collect::<Vec<_>>(), "{program}");
        assert!(
            entries.iter().all(|(_, sha)| *sha == entries[0].1),
            "one executable for every host: {entries:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// `auto` attention resolves on the planned platform: on the CPU plugin it plans XLA attention
/// even for a shape an exported (TPU) Pallas kernel serves, as a run there would, and says why.
#[test]
fn auto_attention_on_the_cpu_plugin_plans_xla_for_a_shape_with_a_pallas_kernel() {
    let dir = temp_dir("cpu-auto");
    let cfg_path = dir.join("small.toml");
    std::fs::write(&cfg_path, SMALL_PALLAS).unwrap();
    let out = ok(&[
        "plan",
        "--config",
        cfg_path.to_str().unwrap(),
        "--plugin",
        "cpu",
        "--cpu-devices",
        "1",
        "--no-cache",
    ]);
    assert!(
        out.contains("single device, 2 rows/chip, xla attention"),
        "{out}"
    );
    assert!(!out.contains("pallas attention"), "{out}");
    assert!(
        out.contains(
            "auto: xla (the platform is \"cpu\"; the exported kernels run on TPU and NVIDIA \
             Hopper)"
        ),
        "{out}"
    );
    let _ = std::fs::remove_dir_all(&dir);
}

/// A compile the compiler refuses for something other than memory (here a compiler option the
/// plugin does not know) is its own verdict: no micro-batch retries, and the recommendation
/// names the compiler's reason instead of blaming the activations.
#[test]
fn a_refusal_not_about_memory_is_reported_as_such() {
    let dir = temp_dir("refused");
    let cfg_path = dir.join("micro.toml");
    std::fs::write(
        &cfg_path,
        format!("{MICRO}[compiler.cpu]\nxla_no_such_option_anywhere = true\n"),
    )
    .unwrap();
    let out = namtrain_offline(&[
        "plan",
        "--config",
        cfg_path.to_str().unwrap(),
        "--plugin",
        "cpu",
        "--cpu-devices",
        "1",
        "--no-cache",
    ]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("single device, 8 rows/chip, xla attention: refused by the compiler"),
        "{stderr}\n{stdout}"
    );
    assert!(
        stdout.contains("the compiler refused every candidate for a reason other than memory")
            && stdout.contains("xla_no_such_option_anywhere"),
        "{stdout}"
    );
    assert!(!stdout.contains("activations do not"), "{stdout}");
    // Refused once: no retries with more micro-batches.
    assert_eq!(stderr.matches("compiling step").count(), 1, "{stderr}");
    let _ = std::fs::remove_dir_all(&dir);
}

/// `plan --json FILE` of SMALL_MOE with `args`: the JSON and the printed report.
fn plan_small_moe_json(dir: &Path, name: &str, args: &[&str]) -> (serde_json::Value, String) {
    let json = dir.join(format!("{name}.json"));
    let mut all = vec!["--json", json.to_str().unwrap()];
    all.extend_from_slice(args);
    let out = plan_small_moe(dir, &all);
    let value = serde_json::from_str(&std::fs::read_to_string(&json).unwrap()).unwrap();
    (value, out)
}

/// Programs a plan compiled or read from its memo.
fn programs_planned(plan: &serde_json::Value) -> usize {
    plan["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["programs"].as_array().unwrap().len())
        .sum()
}

/// Without `--exhaustive` the search ranks the meshes by the analytic estimate, leaves out
/// those that cannot win (each listed with its reason) and compiles eval for the choice only:
/// deviceless, with two compiles at once, it chooses what the exhaustive search recorded in
/// `crates/plan/tests/data/plan-tables/` chose (same config, slice and libtpu; the replay test
/// of `crates/plan/src/replay.rs` checks every step of it against that table), with fewer
/// programs; and one compile at a time, from the memo the first left, it lists the same.
#[test]
fn the_pruned_search_chooses_what_the_exhaustive_one_does_with_fewer_programs() {
    let dir = temp_dir("pruned");
    let table: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(
            repo().join("crates/plan/tests/data/plan-tables/small-moe-v6e-4.json"),
        )
        .unwrap(),
    )
    .unwrap();
    let recorded =
        std::fs::read_to_string(repo().join("crates/plan/tests/data/plan-tables/small-moe.toml"))
            .unwrap();
    assert_eq!(
        recorded, SMALL_MOE,
        "the recorded table planned this very config"
    );
    // The exhaustive search compiled every valid mesh in full and chose the fastest
    // prediction among them.
    let candidates = table["candidates"].as_array().unwrap();
    let fastest = candidates
        .iter()
        .filter(|c| c["verdict"] == "fits")
        .min_by(|a, b| {
            let s = |c: &serde_json::Value| c["predicted"]["best_s"].as_f64().unwrap();
            s(a).total_cmp(&s(b))
        })
        .unwrap();
    assert_eq!(table["recommended"], fastest["mesh"]);

    let cache = dir.join("cache");
    let cache = cache.to_str().unwrap();
    let (ahead, out) = plan_small_moe_json(
        &dir,
        "ahead",
        &[
            "--topology",
            "v6e-4",
            "--cache-dir",
            cache,
            "--compile-workers",
            "2",
        ],
    );
    let (again, _) = plan_small_moe_json(
        &dir,
        "again",
        &[
            "--topology",
            "v6e-4",
            "--cache-dir",
            cache,
            "--compile-workers",
            "1",
        ],
    );
    assert_eq!(ahead["recommended"], table["recommended"], "{ahead}");
    let shape = |plan: &serde_json::Value| -> Vec<(String, String, Vec<String>)> {
        plan["candidates"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| {
                let programs = c["programs"].as_array().unwrap();
                (
                    c["mesh"].as_str().unwrap().to_string(),
                    c["verdict"].as_str().unwrap().to_string(),
                    programs.iter().map(|p| p["name"].to_string()).collect(),
                )
            })
            .collect()
    };
    assert_eq!(shape(&ahead), shape(&again));
    assert_eq!(
        again["planning"]["programs_from_memo"],
        programs_planned(&again),
        "the second search compiled nothing: {again}"
    );
    assert!(
        programs_planned(&ahead) < programs_planned(&table),
        "pruned {} programs, exhaustive {}",
        programs_planned(&ahead),
        programs_planned(&table)
    );
    // What it left out says why; eval compiled for the choice alone.
    let not_compiled: Vec<String> = ahead["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|c| c["not_compiled"].as_array().unwrap().clone())
        .map(|n| n["why"].as_str().unwrap().to_string())
        .collect();
    assert!(
        not_compiled.iter().any(|w| w.starts_with("cannot win")),
        "{not_compiled:?}"
    );
    let evals = ahead["candidates"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|c| {
            c["programs"]
                .as_array()
                .unwrap()
                .iter()
                .any(|p| p["name"] == "eval")
        })
        .count();
    assert_eq!(evals, 1, "{ahead}");
    assert!(out.contains("cannot win"), "{out}");
    let _ = std::fs::remove_dir_all(&dir);
}
