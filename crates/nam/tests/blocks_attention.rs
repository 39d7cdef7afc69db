//! A alone against the f64 reference, plus its masking invariances (on the CPU plugin).

mod blocks_common;

use blocks_common::*;
use nam::config::AttnWindow;
use nam::graph::attention::{attention, window_scalar};
use nam::reference::{self, Mat};

fn cfg(softcap: bool) -> nam::config::ModelConfig {
    let cap = if softcap { "attn_softcap = 2.0\n" } else { "" };
    model(&format!(
        "depth = 1\npattern = \"A\"\nd_model = 12\nvocab_size = 16\nseq_len = 10\n\
         n_head = 4\nn_kv_head = 2\nhead_dim = 6\nrope_theta = 100.0\n{cap}"
    ))
}

fn segments() -> Vec<Vec<i32>> {
    vec![vec![1, 1, 1, 1, 2, 2, 2, 2, 2, 2], vec![3; 10]]
}

/// Runs the A block with a static window (None = global) on two rows.
fn run_attention(cfg: &nam::config::ModelConfig, window: Option<usize>, x: &[Mat]) -> Vec<Mat> {
    let params = random_params(cfg, 3);
    let names = layer_names(&params, "layers.0.attn");
    let seq = cfg.seq_len as i64;
    let text = block_program(cfg, "layers.0.attn", &names, 2, |x, p, docs, prec| {
        let w = window_scalar(&x.builder(), window, seq);
        attention(x, p, cfg, docs, &w, prec).unwrap()
    });
    run_block(&text, x, &segments(), &params, "layers.0.attn")
}

fn reference_rows(cfg: &nam::config::ModelConfig, window: AttnWindow, x: &[Mat]) -> Vec<Mat> {
    let params = random_params(cfg, 3);
    x.iter()
        .zip(segments())
        .map(|(xr, s)| {
            reference::attention::attention(xr, &params, "layers.0.attn", cfg, window, &s).unwrap()
        })
        .collect()
}

#[test]
fn attention_matches_reference_global_local_and_softcapped() {
    let x = random_rows(2, 10, 12, 7);
    for (softcap, window) in [(false, None), (true, Some(3))] {
        let c = cfg(softcap);
        let got = run_attention(&c, window, &x);
        let w = window.map(AttnWindow::Local).unwrap_or(AttnWindow::Global);
        let want = reference_rows(&c, w, &x);
        for (g, r) in got.iter().zip(&want) {
            assert_close(
                &g.data,
                &r.data,
                TIGHT,
                &format!("attention softcap={softcap} window={window:?}"),
            );
        }
    }
}

#[test]
fn sliding_window_hides_keys_beyond_the_window_and_documents_are_isolated() {
    let c = cfg(false);
    let x = random_rows(2, 10, 12, 11);
    let base = run_attention(&c, Some(2), &x);
    // Perturb row 1 (one document) at position 2: with window 2, query i sees keys i-1 and i,
    // so only outputs 2 and 3 may change.
    let mut y = x.clone();
    for v in y[1].row_mut(2) {
        *v += 0.5;
    }
    // Perturb document 1 of row 0 (positions 0..4): document 2 (4..10) must not change.
    for t in 0..4 {
        for v in y[0].row_mut(t) {
            *v -= 0.25;
        }
    }
    let out = run_attention(&c, Some(2), &y);
    for t in 0..10 {
        let same = out[1].row(t) == base[1].row(t);
        assert_eq!(same, !(t == 2 || t == 3), "row 1 position {t}");
    }
    assert_eq!(&out[0].data[4 * 12..], &base[0].data[4 * 12..]);
    assert_ne!(&out[0].data[..4 * 12], &base[0].data[..4 * 12]);
}
