//! SPMD meshes on the CPU plugin's 8 devices train exactly what one device trains.
//!
//! A small NAM with every mesh-relevant block (A with 4 heads and 4 KV heads, E with 8 routed
//! experts + a shared expert, F), two scanned pattern groups, Muon and AdamW, runs 3 Mode-A
//! steps on one device and on each field mesh — data 8; data 2 × model 4; data 2 × expert 4;
//! data 2 × expert 2 × model 2; data 8 with FSDP; data 2 × expert 4 with FSDP; data 2 with FSDP
//! over three groups; FSDP with ZeRO-2 copies, Mode A and B, against FSDP — through the [`Trainer`] (so batch slicing,
//! initial-parameter placement and gathering are covered). Losses, the eval loss after the
//! steps (the eval program on the sharded state), and every parameter and
//! optimizer-state tensor must agree with the one-device run, and the metrics' memory record
//! lists every device.
//!
//! Tolerance: `|sharded − single| ≤ 5e-5 + 5e-4 · |single|` per element, losses to 1e-5
//! relative. The programs are the same math, but a partitioned program sums in another
//! order (partial matmuls and reductions per device, then all-reduce), so f32 results differ
//! in the last bits; Muon's Newton–Schulz iteration and Adam's `m / √v` (a large relative
//! change from a small absolute one where gradients are near zero) amplify those bits over 3
//! steps. Measured worst element over all meshes: 2.0e-5 (data 2 × model 4); losses agree to
//! 1e-7. A wrong sharding or a wrong piece on a device is off by O(lr) or O(1).

mod fixture;

use std::collections::BTreeMap;
use std::path::Path;
use std::sync::OnceLock;

use fixture::*;
use nam::NamConfig;
use nam::graph::layout::LayerLoop;
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use pjrt::{Client, HostTensor};
use train::mesh::DeviceMesh;
use train::trainer::{Trainer, TrainerOptions};

/// The test model: `AEF` twice, 4 query and 4 KV heads, 8 experts, 8 rows per step.
fn config(mesh: &str) -> NamConfig {
    config_micro(mesh, 1)
}

/// [`config`] with `micro_batches` gradient-accumulation micro-batches (Mode B when > 1).
fn config_micro(mesh: &str, micro_batches: usize) -> NamConfig {
    config_deep(mesh, micro_batches, 6)
}

/// [`config_micro`] with `depth` layers: `depth / 3` scanned `AEF` groups.
fn config_deep(mesh: &str, micro_batches: usize, depth: usize) -> NamConfig {
    let d = data();
    NamConfig::from_toml_str(&format!(
        r#"[model]
depth = {depth}
pattern = "AEF"
d_model = 32
vocab_size = {VOCAB}
seq_len = 32
n_head = 4
n_kv_head = 4
head_dim = 8
activation = "relu2"
ffn_hidden = 64
n_routed = 8
top_k = 2
n_shared = 1
expert_hidden = 16
capacity_factor = 2.0

[optimizer]
adamw_lr = 0.01

[schedule]
steps = 20
warmup_steps = 2

[precision]
param_dtype = "f32"
compute_dtype = "f32"

[train]
batch_size = 8
micro_batches = {micro_batches}
seed = 0
eval_every = 0
eval_batches = 1
keep_checkpoints = 3
log_every = 1

[data]
tokenizer = "{}"
shards = "{}"

[mesh]
{mesh}
"#,
        d.tokenizer.display(),
        d.shards.display()
    ))
    .unwrap()
}

struct Run {
    losses: Vec<f64>,
    eval_loss: f64,
    state: BTreeMap<String, HostTensor>,
}

fn trainer(mesh: &str, run_dir: &Path, resume: bool) -> Trainer {
    trainer_micro(mesh, 1, run_dir, resume)
}

fn trainer_micro(mesh: &str, micro_batches: usize, run_dir: &Path, resume: bool) -> Trainer {
    trainer_for(config_micro(mesh, micro_batches), run_dir, resume)
}

fn trainer_for(cfg: NamConfig, run_dir: &Path, resume: bool) -> Trainer {
    let mut opts = TrainerOptions::new(cfg, run_dir);
    opts.cache_dir = Some(cache_dir());
    opts.resume = if resume {
        train::trainer::Resume::Required
    } else {
        train::trainer::Resume::Never
    };
    Trainer::new(opts).unwrap()
}

fn run(mesh: &str, steps: usize) -> Run {
    run_micro(mesh, 1, steps)
}

fn run_micro(mesh: &str, micro_batches: usize, steps: usize) -> Run {
    run_config(config_micro(mesh, micro_batches), steps)
}

fn run_config(cfg: NamConfig, steps: usize) -> Run {
    let dir = tempfile::tempdir().unwrap();
    let devices = cfg.mesh.devices();
    let mut t = trainer_for(cfg, &dir.path().join("run"), false);
    assert_eq!(t.mesh().devices(), devices);
    let losses = (0..steps).map(|_| t.step().unwrap().loss).collect();
    // Telemetry samples every physical device the mesh runs on, not one virtual device.
    let metrics = std::fs::read_to_string(dir.path().join("run/metrics.jsonl")).unwrap();
    let first: serde_json::Value = serde_json::from_str(metrics.lines().next().unwrap()).unwrap();
    let ids: Vec<u64> = first["memory"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| d["id"].as_u64().unwrap())
        .collect();
    assert!(ids.len() >= devices.max(1), "{ids:?}");
    Run {
        losses,
        eval_loss: t.evaluate().unwrap(),
        state: t.state_to_host().unwrap(),
    }
}

fn single() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| run("", 3))
}

const ATOL: f32 = 5e-5;
const RTOL: f32 = 5e-4;

/// Asserts `got` equals `want` within the module's tolerance; returns the largest |difference|.
fn assert_close_state(
    got: &BTreeMap<String, HostTensor>,
    want: &BTreeMap<String, HostTensor>,
) -> f32 {
    assert_eq!(
        got.keys().collect::<Vec<_>>(),
        want.keys().collect::<Vec<_>>()
    );
    let mut worst = 0f32;
    for (name, w) in want {
        let g = &got[name];
        assert_eq!(g.dims(), w.dims(), "{name}");
        let (g, w) = (g.to_f32().unwrap(), w.to_f32().unwrap());
        for (i, (a, b)) in g.iter().zip(&w).enumerate() {
            let diff = (a - b).abs();
            worst = worst.max(diff);
            assert!(
                diff <= ATOL + RTOL * b.abs(),
                "{name}[{i}]: sharded {a} vs one device {b}"
            );
        }
    }
    worst
}

fn assert_close_losses(got: &[f64], want: &[f64]) {
    assert_eq!(got.len(), want.len());
    for (k, (a, b)) in got.iter().zip(want).enumerate() {
        assert!(
            (a - b).abs() <= 1e-5 * b.abs(),
            "step {}: loss {a} vs one device {b}",
            k + 1
        );
    }
}

fn check_mesh(mesh: &str) {
    check_runs(mesh, single(), &run(mesh, 3));
}

fn check_runs(mesh: &str, want: &Run, got: &Run) {
    assert_close_losses(&got.losses, &want.losses);
    assert_close_losses(&[got.eval_loss], &[want.eval_loss]);
    let worst = assert_close_state(&got.state, &want.state);
    eprintln!(
        "[mesh] {}: losses {:?} vs {:?}; largest |Δ| over params and optimizer state {worst:e}",
        mesh.replace('\n', " "),
        got.losses,
        want.losses
    );
}

#[test]
fn data_8_matches_one_device() {
    check_mesh("data = 8");
}

#[test]
fn data_2_model_4_matches_one_device() {
    check_mesh("data = 2\nmodel = 4");
}

#[test]
fn data_2_expert_4_matches_one_device() {
    check_mesh("data = 2\nexpert = 4");
}

#[test]
fn data_2_expert_2_model_2_matches_one_device() {
    check_mesh("data = 2\nexpert = 2\nmodel = 2");
}

/// The test model with an R sublayer in place of each F (`AER` twice: 2 heads, `dk` 8, `dv` 4):
/// its recurrence runs a scan over positions inside the layer scan, with the transition `W`
/// entered once per row so its gradient is summed over the rows after the position scan.
fn recurrent(mesh: &str) -> NamConfig {
    let mut cfg = config(mesh);
    cfg.model.pattern = "AER".into();
    (cfg.model.r_heads, cfg.model.r_k_head, cfg.model.r_v_head) = (Some(2), 8, 4);
    cfg
}

/// The R model on data 8 with FSDP and ZeRO-2 copies (each device one row) equals one device.
#[test]
fn recurrent_data_8_fsdp_zero2_matches_one_device() {
    let want = run_config(recurrent(""), 3);
    let mesh = "data = 8\nfsdp = true\nzero2 = true";
    check_runs(mesh, &want, &without_copies(run_config(recurrent(mesh), 3)));
}

const FSDP: &str = "data = 8\nfsdp = true";

/// The FSDP run, shared by the tests that compare with it.
fn fsdp() -> &'static Run {
    static RUN: OnceLock<Run> = OnceLock::new();
    RUN.get_or_init(|| run(FSDP, 3))
}

#[test]
fn data_8_fsdp_matches_one_device() {
    check_runs(FSDP, single(), fsdp());
}

/// Experts over `expert` and FSDP over `data`: the expert stacks keep their FSDP split on `d`
/// (N is taken), and Newton–Schulz moves `data` beside `expert` on the experts.
#[test]
fn data_2_expert_4_fsdp_matches_one_device() {
    check_mesh("data = 2\nexpert = 4\nfsdp = true");
}

/// Three scanned groups on data 2 with FSDP: Newton–Schulz moves every stacked non-expert
/// matrix from its FSDP split to a split of the 3 groups over 2 devices (uneven: the
/// partitioner pads it to 4) and the expert stacks to a split of their 8 experts, then back
/// (`nam::graph::sharding::whole_matrices`).
#[test]
fn newton_schulz_on_an_uneven_layer_stack_matches_one_device() {
    let mesh = "data = 2\nfsdp = true";
    let want = run_config(config_deep("", 1, 9), 3);
    check_runs(mesh, &want, &run_config(config_deep(mesh, 1, 9), 3));
}

/// `run`'s state split into the ZeRO-2 copies (`replica.{entry}`) and everything else, after
/// checking that each copy is its entry in the copy's dtype: with f32 compute, the entry itself,
/// bit for bit (the update writes both from one value).
fn without_copies(mut run: Run) -> Run {
    let copies: Vec<String> = run
        .state
        .keys()
        .filter(|k| nam::graph::replica::is_replica(k))
        .cloned()
        .collect();
    assert!(!copies.is_empty(), "a zero2 run keeps copies");
    for name in copies {
        let copy = run.state.remove(&name).unwrap();
        let entry = &run.state[name.strip_prefix(nam::graph::replica::PREFIX).unwrap()];
        assert_eq!(copy.dims(), entry.dims(), "{name}");
        assert!(
            copy.bytes() == entry.bytes(),
            "{name} differs from its entry"
        );
    }
    run
}

/// ZeRO-2 (copies gathered once per step, gradients reduce-scattered into the FSDP split) trains
/// what FSDP trains, Mode A.
#[test]
fn data_8_fsdp_zero2_matches_fsdp() {
    let mesh = "data = 8\nfsdp = true\nzero2 = true";
    check_runs(mesh, fsdp(), &without_copies(run(mesh, 3)));
}

/// The same in Mode B: the accumulate program reads the copies, the apply program writes them.
#[test]
fn mode_b_data_4_model_2_fsdp_zero2_matches_fsdp() {
    let fsdp = "data = 4\nmodel = 2\nfsdp = true";
    let zero2 = "data = 4\nmodel = 2\nfsdp = true\nzero2 = true";
    check_runs(
        zero2,
        &run_micro(fsdp, 2, 2),
        &without_copies(run_micro(zero2, 2, 2)),
    );
}

/// Mode B (2 micro-batches: accumulate, then apply) with sharded gradient accumulators.
#[test]
fn mode_b_on_data_2_expert_2_model_2_matches_one_device() {
    let mesh = "data = 2\nexpert = 2\nmodel = 2";
    check_runs(mesh, &run_micro("", 2, 2), &run_micro(mesh, 2, 2));
}

/// The test model's Mode-A step compiled on `client` for `mesh`, with the trainer's options.
fn compile_step(client: &Client, mesh: &str) -> pjrt::LoadedExecutable {
    let cfg = config(mesh);
    let layout = train::programs::trainer_layout(&cfg, LayerLoop::Scan);
    let program = step_program(
        &cfg,
        &layout,
        cfg.train.batch_size,
        &ForwardOptions::new(&cfg, LayerLoop::Scan),
    )
    .unwrap();
    let options = DeviceMesh::new(client, cfg.mesh).unwrap().compile_options();
    client.compile(&program.text, &options).unwrap()
}

/// Per-device argument bytes of the compiled Mode-A step on data = 8, with and without FSDP.
#[test]
fn fsdp_puts_about_an_eighth_of_the_arguments_on_each_device() {
    let client = Client::cpu(8).unwrap();
    let arg_bytes = |mesh: &str| {
        compile_step(&client, mesh)
            .executable()
            .compiled_memory_stats()
            .unwrap()
            .argument_size_in_bytes
    };
    let replicated = arg_bytes("data = 8");
    let fsdp = arg_bytes("data = 8\nfsdp = true");
    let ratio = fsdp as f64 / replicated as f64;
    eprintln!(
        "[mesh] per-device argument bytes, data 8: {replicated} replicated, {fsdp} with fsdp \
         (ratio {ratio:.4}, ideal 0.125)"
    );
    // The rest is what FSDP leaves whole by design: vectors (MoE bias), scalars, and the
    // batch, which is split over data either way.
    assert!((0.125..0.14).contains(&ratio), "ratio {ratio}");
}

/// A checkpoint written on data 2 × model 4 holds whole tensors: it resumes on data 8 and on
/// one device, and both continue with the losses the original mesh continues with.
#[test]
fn checkpoint_from_data_2_model_4_resumes_on_data_8_and_one_device() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("saved");
    let tp = "data = 2\nmodel = 4";
    let mut t = trainer(tp, &saved, false);
    for _ in 0..2 {
        t.step().unwrap();
    }
    t.save_checkpoint().unwrap();
    let copies = [
        ("data = 8", dir.path().join("d8")),
        ("", dir.path().join("one")),
    ];
    for (_, copy) in &copies {
        copy_dir(&saved, copy);
    }
    let continued: Vec<f64> = (0..2).map(|_| t.step().unwrap().loss).collect();
    drop(t);
    for (mesh, copy) in &copies {
        let mut r = trainer(mesh, copy, true);
        assert_eq!(r.step_count(), 2);
        let resumed: Vec<f64> = (0..2).map(|_| r.step().unwrap().loss).collect();
        eprintln!("[mesh] resumed on `{mesh}`: {resumed:?}, on {tp:?}: {continued:?}");
        assert_close_losses(&resumed, &continued);
    }
}

/// A ZeRO-2 checkpoint holds no copies (they are derived); resumed on the same mesh the run
/// continues bit for bit, the copies made again from the saved parameters; resumed without
/// ZeRO-2 it continues within the mesh tolerance.
#[test]
fn zero2_checkpoint_leaves_out_the_copies_and_resumes_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let saved = dir.path().join("saved");
    let zero2 = "data = 8\nfsdp = true\nzero2 = true";
    let mut t = trainer(zero2, &saved, false);
    for _ in 0..2 {
        t.step().unwrap();
    }
    let path = t.save_checkpoint().unwrap();
    let bytes = std::fs::read(path.join("state.safetensors")).unwrap();
    let names: Vec<String> = safetensors::SafeTensors::deserialize(&bytes)
        .unwrap()
        .names()
        .into_iter()
        .map(String::from)
        .collect();
    assert!(names.iter().any(|k| k.starts_with("blocks.")), "{names:?}");
    assert!(
        !names.iter().any(|k| nam::graph::replica::is_replica(k)),
        "copies were checkpointed: {names:?}"
    );
    let copies = [
        (zero2, dir.path().join("zero2")),
        ("data = 8", dir.path().join("d8")),
    ];
    for (_, copy) in &copies {
        copy_dir(&saved, copy);
    }
    let continued: Vec<f64> = (0..2).map(|_| t.step().unwrap().loss).collect();
    let state = without_copies(Run {
        losses: continued.clone(),
        eval_loss: 0.0,
        state: t.state_to_host().unwrap(),
    })
    .state;
    drop(t);
    for (mesh, copy) in &copies {
        let mut r = trainer(mesh, copy, true);
        assert_eq!(r.step_count(), 2);
        let resumed: Vec<f64> = (0..2).map(|_| r.step().unwrap().loss).collect();
        if *mesh == zero2 {
            assert_eq!(resumed, continued, "resumed on zero2");
            let again = without_copies(Run {
                losses: resumed,
                eval_loss: 0.0,
                state: r.state_to_host().unwrap(),
            });
            for (name, want) in &state {
                assert!(
                    again.state[name].bytes() == want.bytes(),
                    "{name} after resuming"
                );
            }
        } else {
            assert_close_losses(&resumed, &continued);
        }
    }
}

/// Expert parallelism exchanges tokens with all-to-all (the dispatch/combine hints of
/// `nam::graph::sharding`), in the forward pass and again in the backward pass.
#[test]
fn expert_parallel_dispatch_and_combine_are_all_to_all() {
    let client = Client::cpu(8).unwrap();
    let ops = compile_step(&client, "data = 2\nexpert = 4")
        .executable()
        .optimized_program()
        .unwrap()
        .opcode_counts()
        .unwrap();
    eprintln!("[mesh] data 2 × expert 4 step opcodes: {ops:?}");
    let all_to_all = ops.get("all-to-all").copied().unwrap_or(0);
    assert!(all_to_all >= 4, "{all_to_all} all-to-all in {ops:?}");
}
