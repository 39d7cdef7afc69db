//! A model-parallel A block moves no activations between devices: with `w_qkv` split by heads
//! in the graph (`nam::graph::sharding`, `qkv_slice_shardings`), each device projects its own
//! q/k/v heads, and the only activation collectives left are the all-reduces of the partial
//! sums (after `W_o` forward, after the q/k/v projections backward).
//!
//! Checked on the CPU plugin's 8 devices on an attention-only model whose fused q/k/v columns
//! do not split on the q|k|v boundaries — the case the head split exists for:
//!
//! - data 4 × model 2 with nam12's heads (6 query, 2 KV): the fused `(6 + 2·2)·D` columns
//!   split in two would put the q|k boundary inside device 1's piece. The forward pass (the
//!   eval program) must hold no all-gather and no collective-permute (the contiguous column
//!   split: 3 collective-permutes in the scanned layer, one per q/k/v slice).
//! - data 2 × model 4 with 4 query and 4 KV heads (the mesh-equality model's A block), whose
//!   12 fused heads split in 3-head pieces across q|k and k|v: the whole training step (forward,
//!   backward, Muon) must hold no collective-permute (14 with the contiguous split).
//!
//! Counts come from the optimized program ([`CollectivesReport`]); that the sharded step still
//! computes what one device computes is `mesh_equality.rs`.
//!
//! Measured on nam12 (`namtrain plan --config configs/nam12.toml --topology v6e-8 --mesh
//! data=4,model=2,fsdp=false --verbose`, libtpu 0.0.52 deviceless, Pallas attention), per
//! step, contiguous split → head split: collective-permute 197 ops / 4.7 GiB → 170 / 2.4 GiB,
//! all-gather 65 → 74 (the `W_q`/`W_k`/`W_v` gradient pieces, 2.2 GiB either way), all-reduce
//! 129 either way, all collectives 53.3 → 51.5 GiB; eval collective-permute 9 → 0. Per-chip
//! total 29.44 → 29.59 GiB (`w_qkv` and its optimizer state whole over `model`).

use nam::NamConfig;
use nam::graph::eval::eval_program;
use nam::graph::layout::LayerLoop;
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use pjrt::Client;
use train::collectives::CollectivesReport;
use train::mesh::DeviceMesh;

/// Two scanned A layers of `h` query and `k` KV heads (D = 8) on `mesh`, 8 rows of 32 tokens.
fn config(h: usize, k: usize, mesh: &str) -> NamConfig {
    NamConfig::from_toml_str(&format!(
        r#"[model]
depth = 2
pattern = "A"
d_model = 48
vocab_size = 256
seq_len = 32
n_head = {h}
n_kv_head = {k}
head_dim = 8

[precision]
param_dtype = "f32"
compute_dtype = "f32"

[train]
batch_size = 8

[mesh]
{mesh}
"#
    ))
    .unwrap()
}

/// Collective counts of `cfg`'s Mode-A step (`eval` false) or eval program on the CPU plugin.
fn collectives(client: &Client, cfg: &NamConfig, eval: bool) -> CollectivesReport {
    let layout = train::programs::trainer_layout(cfg, LayerLoop::Scan);
    let opts = ForwardOptions::new(cfg, LayerLoop::Scan);
    let rows = cfg.train.batch_size;
    let program = if eval {
        eval_program(cfg, &layout, rows, &opts)
    } else {
        step_program(cfg, &layout, rows, &opts)
    }
    .unwrap();
    let options = DeviceMesh::new(client, cfg.mesh).unwrap().compile_options();
    let exe = client.compile(&program.text, &options).unwrap();
    let report = CollectivesReport::from_executable(exe.executable()).unwrap();
    let counts: Vec<String> = report
        .by_kind
        .iter()
        .map(|(kind, s)| format!("{kind} {}", s.count))
        .collect();
    eprintln!(
        "[collectives] {} on {}: {}",
        if eval { "eval" } else { "step" },
        cfg.mesh,
        counts.join(", ")
    );
    report
}

fn count(report: &CollectivesReport, kind: &str) -> u64 {
    report.by_kind[kind].count
}

#[test]
fn model_parallel_attention_forward_exchanges_no_activations() {
    let client = Client::cpu(8).unwrap();
    let r = collectives(&client, &config(6, 2, "data = 4\nmodel = 2"), true);
    assert_eq!(count(&r, "collective-permute"), 0, "{r:?}");
    assert_eq!(count(&r, "all-gather"), 0, "{r:?}");
    assert!(count(&r, "all-reduce") >= 1, "W_o's partial sums: {r:?}");
}

#[test]
fn model_parallel_attention_step_has_no_collective_permute() {
    let client = Client::cpu(8).unwrap();
    let r = collectives(&client, &config(4, 4, "data = 2\nmodel = 4"), false);
    assert_eq!(count(&r, "collective-permute"), 0, "{r:?}");
}
