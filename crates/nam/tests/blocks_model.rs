//! The whole forward pass (embedding, stack, head, loss, MTP, MoE metrics) against the f64
//! reference, in Scan and Unrolled modes, on the CPU plugin.

mod blocks_common;

use blocks_common::*;
use nam::config::ModelConfig;
use nam::graph::layout::LayerLoop;
use nam::reference;
use xla_hlo::DType;

/// Runs the forward program and returns (loss, main, z, load, dropped, mtp losses).
fn run_forward(
    cfg: &ModelConfig,
    lp: LayerLoop,
    dtype: DType,
    params: &reference::Params,
    batch: &reference::model::Batch,
) -> (f64, f64, f64, Vec<f64>, f64, Vec<f64>) {
    let (text, layout) = forward_program(cfg, lp, dtype, batch.batch, None);
    let mut args = state_args(&layout, params, dtype);
    args.extend(batch_args(batch));
    let out = run(&text, &args);
    let s = |i: usize| to_f64(&out[i])[0];
    (
        s(0),
        s(1),
        s(2),
        to_f64(&out[3]),
        s(4),
        (5..out.len()).map(s).collect(),
    )
}

fn check_against_reference(cfg: &ModelConfig, lp: LayerLoop, dtype: DType, tol: f64) {
    let params = random_params(cfg, 5);
    let batch = two_doc_batch(cfg, 5, 0);
    let want = reference::model::forward(cfg, &params, &batch).unwrap();
    let (loss, main, z, load, dropped, mtp) = run_forward(cfg, lp, dtype, &params, &batch);
    let what = format!("{} {lp:?} {dtype}", cfg.pattern);
    assert_close(&[main], &[want.main_loss], tol, &format!("{what} main loss"));
    assert_close(&mtp, &want.mtp_losses, tol, &format!("{what} mtp losses"));
    assert_close(&[z], &[want.z_loss], tol, &format!("{what} z loss"));
    assert_close(&[loss], &[want.loss], tol, &format!("{what} loss"));
    let want_load: Vec<f64> = want.expert_load.iter().flat_map(|(_, l)| l.clone()).collect();
    assert_close(&load, &want_load, tol, &format!("{what} expert load"));
    let n_apps = want.dropped_fraction.len().max(1) as f64;
    let want_dropped = want.dropped_fraction.iter().map(|(_, f)| f).sum::<f64>() / n_apps;
    assert_close(&[dropped], &[want_dropped], tol, &format!("{what} dropped"));
}

fn attention_ffn_cfg() -> ModelConfig {
    model(
        "depth = 5\npattern = \"AF\"\nd_model = 16\nvocab_size = 32\nseq_len = 12\n\
         n_head = 2\nn_kv_head = 1\nhead_dim = 8\nwindow_pattern = \"LG\"\nwindow = 3\n\
         ffn_hidden = 24\nactivation = \"swiglu\"\n",
    )
}

#[test]
fn attention_ffn_stack_matches_reference_scan_and_unrolled() {
    let cfg = attention_ffn_cfg();
    check_against_reference(&cfg, LayerLoop::Scan, DType::F64, TIGHT);
    check_against_reference(&cfg, LayerLoop::Unrolled, DType::F64, TIGHT);
}
