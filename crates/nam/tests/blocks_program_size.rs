//! The scanned layer-group loop keeps the forward program's size independent of depth.
//!
//! nam52 and nam12 differ in more than depth (nam52 adds an MTP depth with its own A+E block and
//! routes top-6 instead of top-4), so depth independence is asserted on nam52 itself at depth
//! 8 versus 52; the nam12 / nam52 preset sizes are printed for the record.

use nam::config::{ModelConfig, NamConfig};
use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::{BatchInputs, ForwardOptions, forward};
use xla_hlo::{Builder, Tensor};

fn preset(name: &str) -> NamConfig {
    NamConfig::from_toml_str(nam::presets::preset(name).unwrap()).unwrap()
}

fn forward_text(full: &NamConfig, lp: LayerLoop) -> String {
    let cfg: &ModelConfig = &full.model;
    let opts = ForwardOptions::new(full, lp);
    let layout = state_layout(cfg, lp).with_dtype(dtype_of(full.precision.param_dtype));
    let b = Builder::new();
    let state: Vec<Tensor> = layout
        .entries
        .iter()
        .map(|e| b.param(e.dtype, &e.dims))
        .collect();
    let batch = BatchInputs::params(&b, 1, cfg.seq_len);
    let o = forward(&b, cfg, &layout, &state, &batch, &opts).unwrap();
    b.emit(&[&o.loss, &o.expert_load, &o.dropped_frac]).unwrap()
}

#[test]
fn scanned_program_size_does_not_grow_with_depth() {
    let nam52 = preset("nam52");
    let mut shallow = nam52.clone();
    shallow.model.depth = 8;
    let deep = forward_text(&nam52, LayerLoop::Scan).len();
    let short = forward_text(&shallow, LayerLoop::Scan).len();
    let nam12 = forward_text(&preset("nam12"), LayerLoop::Scan).len();
    let ratio = deep as f64 / short as f64;
    eprintln!(
        "forward text bytes (Scan): nam12 {nam12}, nam52 {deep} ({:.3}x nam12); nam52 at depth 8: {short}",
        deep as f64 / nam12 as f64
    );
    // Only the per-group window constants grow (a few bytes per group).
    assert!(ratio < 1.02, "depth 52 / depth 8 = {ratio:.4}");
    let unrolled = forward_text(&shallow, LayerLoop::Unrolled).len();
    assert!(unrolled > short, "unrolled {unrolled} vs scanned {short}");
}
