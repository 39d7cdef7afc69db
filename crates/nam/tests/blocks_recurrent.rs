//! M (chunked SSD) and R (scan) alone against the sequential f64 reference, chunk-size
//! independence, and document isolation (on the CPU plugin).

mod blocks_common;

use blocks_common::*;
use nam::config::ModelConfig;
use nam::graph::m2rnn::{M2rnnCore, m2rnn};
use nam::graph::mamba::{SsdCore, mamba};
use nam::reference::{self, Mat};

/// T = 40 is not a multiple of 16 or 64, so the padding path runs too; 3 documents in row 0.
fn segments(t: usize) -> Vec<Vec<i32>> {
    let mut r0 = vec![1; 9];
    r0.extend(vec![2; 20]);
    r0.extend(vec![3; t - 29]);
    vec![r0, vec![1; t]]
}

fn mamba_cfg() -> ModelConfig {
    model(
        "depth = 1\npattern = \"M\"\nd_model = 8\nvocab_size = 16\nseq_len = 40\n\
         expand = 2\nssm_state = 4\nssm_head_dim = 4\nssm_groups = 2\nchunk = 8\n",
    )
}

fn m2rnn_cfg() -> ModelConfig {
    model(
        "depth = 1\npattern = \"R\"\nd_model = 8\nvocab_size = 16\nseq_len = 40\n\
         r_heads = 2\nr_k_head = 3\nr_v_head = 4\nchunk = 8\n",
    )
}

fn run_mamba(cfg: &ModelConfig, chunk: usize, x: &[Mat], segs: &[Vec<i32>]) -> Vec<Mat> {
    let params = random_params(cfg, 4);
    let names = layer_names(&params, "layers.0.mamba");
    let text = block_program(cfg, "layers.0.mamba", &names, 2, |x, p, docs, prec| {
        mamba(x, p, cfg, docs, chunk, prec, &SsdCore::Xla).unwrap()
    });
    run_block(&text, x, segs, &params, "layers.0.mamba")
}

fn run_m2rnn(cfg: &ModelConfig, x: &[Mat], segs: &[Vec<i32>]) -> Vec<Mat> {
    let params = random_params(cfg, 4);
    let names = layer_names(&params, "layers.0.m2rnn");
    let text = block_program(cfg, "layers.0.m2rnn", &names, 2, |x, p, docs, prec| {
        m2rnn(x, p, cfg, docs, prec, &nam::Mesh::SINGLE, &M2rnnCore::Xla).unwrap()
    });
    run_block(&text, x, segs, &params, "layers.0.m2rnn")
}

#[test]
fn mamba_chunked_matches_sequential_reference_for_chunks_8_16_64() {
    let cfg = mamba_cfg();
    let params = random_params(&cfg, 4);
    let segs = segments(40);
    let x = random_rows(2, 40, 8, 21);
    let want: Vec<Mat> = x
        .iter()
        .zip(&segs)
        .map(|(xr, s)| reference::mamba::mamba(xr, &params, "layers.0.mamba", &cfg, s).unwrap())
        .collect();
    for chunk in [8, 16, 64] {
        let got = run_mamba(&cfg, chunk, &x, &segs);
        for (g, w) in got.iter().zip(&want) {
            assert_close(&g.data, &w.data, TIGHT, &format!("mamba chunk {chunk}"));
        }
    }
}

#[test]
fn m2rnn_matches_sequential_reference() {
    let cfg = m2rnn_cfg();
    let params = random_params(&cfg, 4);
    let segs = segments(40);
    let x = random_rows(2, 40, 8, 22);
    let got = run_m2rnn(&cfg, &x, &segs);
    for (r, (xr, s)) in x.iter().zip(&segs).enumerate() {
        let want = reference::m2rnn::m2rnn(xr, &params, "layers.0.m2rnn", &cfg, s).unwrap();
        assert_close(&got[r].data, &want.data, TIGHT, "m2rnn");
    }
}

/// Changing every input of document 1 (row 0, positions 0..9) leaves documents 2 and 3 and
/// row 1 bitwise unchanged.
fn assert_documents_isolated(run: impl Fn(&[Mat]) -> Vec<Mat>, what: &str) {
    let x = random_rows(2, 40, 8, 23);
    let base = run(&x);
    let mut y = x.clone();
    for t in 0..9 {
        for v in y[0].row_mut(t) {
            *v = -*v + 0.3;
        }
    }
    let out = run(&y);
    assert_eq!(
        &out[0].data[9 * 8..],
        &base[0].data[9 * 8..],
        "{what}: later documents"
    );
    assert_eq!(out[1].data, base[1].data, "{what}: other row");
    assert_ne!(
        &out[0].data[..9 * 8],
        &base[0].data[..9 * 8],
        "{what}: document 1"
    );
}

#[test]
fn recurrent_state_and_conv_reset_at_document_starts() {
    let (mc, rc) = (mamba_cfg(), m2rnn_cfg());
    let segs = segments(40);
    assert_documents_isolated(|x| run_mamba(&mc, 16, x, &segs), "mamba");
    assert_documents_isolated(|x| run_m2rnn(&rc, x, &segs), "m2rnn");
}
