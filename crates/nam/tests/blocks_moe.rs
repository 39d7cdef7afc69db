//! E on constructed cases: tie-breaking, capacity drops in token order, bias-only selection,
//! and no drops at capacity_factor >= N/k (on the CPU plugin, against hand-computed values and
//! the f64 reference).

mod blocks_common;

use blocks_common::*;
use nam::config::MatmulOutput;
use nam::config::ModelConfig;
use nam::graph::context::Precision;
use nam::graph::moe::moe;
use nam::reference::{self, Mat, Params};
use pjrt::HostTensor;
use xla_hlo::{Builder, DType};

/// d = 2, 4 relu2 experts of width 1; expert e outputs `[(e + 1) relu(x0)², 0]`, the shared
/// expert `[0, relu(x0)²]`; routed_scaling 2.
fn cfg(capacity_factor: f64, seq: usize) -> ModelConfig {
    cfg_k(capacity_factor, seq, 2)
}

/// [`cfg`] with `top_k` choices per token.
fn cfg_k(capacity_factor: f64, seq: usize, top_k: usize) -> ModelConfig {
    model(&format!(
        "depth = 1\npattern = \"E\"\nd_model = 2\nvocab_size = 8\nseq_len = {seq}\n\
         n_routed = 4\ntop_k = {top_k}\nexpert_hidden = 1\nexpert_activation = \"relu2\"\n\
         shared_activation = \"relu2\"\nn_shared = 1\ncapacity_factor = {capacity_factor}\n\
         routed_scaling = 2.0\nz_coef = 0.01\n"
    ))
}

fn params(router: Vec<f64>, bias: Vec<f64>) -> Params {
    let mut p = Params::default();
    p.insert("layers.0.moe.router", &[2, 4], router);
    p.insert("layers.0.moe.bias", &[4], bias);
    let mut w_in = vec![0.0; 4 * 2];
    let mut w_out = vec![0.0; 4 * 2];
    for e in 0..4 {
        w_in[e * 2] = 1.0; // expert e: h = x0
        w_out[e * 2] = (e + 1) as f64;
    }
    p.insert("layers.0.moe.experts.w_in", &[4, 2, 1], w_in);
    p.insert("layers.0.moe.experts.w_out", &[4, 1, 2], w_out);
    p.insert("layers.0.moe.shared.w_in", &[2, 1], vec![1.0, 0.0]);
    p.insert("layers.0.moe.shared.w_out", &[1, 2], vec![0.0, 1.0]);
    p
}

/// Runs the E block on one row `x [T, 2]`: (output, load [4], dropped, z).
fn run_moe(c: &ModelConfig, p: &Params, x: &Mat) -> (Mat, Vec<f64>, f64, f64) {
    run_moe_in(c, p, x, Precision::new(DType::F64)).0
}

/// [`run_moe`] under `prec` (inputs in its wide dtype), with the emitted program text.
fn run_moe_in(
    c: &ModelConfig,
    p: &Params,
    x: &Mat,
    prec: Precision,
) -> ((Mat, Vec<f64>, f64, f64), String) {
    let names = layer_names(p, "layers.0.moe");
    let b = Builder::new();
    let t = x.rows as i64;
    let xin = b.param(prec.wide, &[1, t, 2]);
    let mut lp = nam::graph::context::LayerParams::new("layers.0.moe");
    for (short, shape) in &names {
        let dims: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        lp.insert(short, b.param(prec.wide, &dims));
    }
    let (y, s) = moe(
        &xin,
        &lp,
        c,
        &prec,
        &nam::Mesh::SINGLE,
        &nam::graph::moe::MoeCore::Capacity,
    )
    .unwrap();
    let text = b.emit(&[&y, &s.load, &s.dropped, &s.z_loss]).unwrap();
    let host = |dims: &[i64], data: &[f64]| match prec.wide {
        DType::F64 => HostTensor::from_f64(dims, data).unwrap(),
        _ => {
            let narrow: Vec<f32> = data.iter().map(|&v| v as f32).collect();
            HostTensor::from_f32(dims, &narrow).unwrap()
        }
    };
    let mut args = vec![host(&[1, t, 2], &x.data)];
    for (short, shape) in &names {
        let dims: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        args.push(host(
            &dims,
            &p.tensors[&format!("layers.0.moe.{short}")].data,
        ));
    }
    let out = run(&text, &args);
    let results = (
        Mat::from_vec(x.rows, 2, to_f64(&out[0])),
        to_f64(&out[1]),
        to_f64(&out[2])[0],
        to_f64(&out[3])[0],
    );
    (results, text)
}

fn check_reference(c: &ModelConfig, p: &Params, x: &Mat) -> (Mat, Vec<f64>, f64) {
    let (y, load, dropped, z) = run_moe(c, p, x);
    let r = reference::moe::moe_group(x, p, "layers.0.moe", c).unwrap();
    assert_close(&y.data, &r.out.data, TIGHT, "moe output");
    let slots = (x.rows * c.top_k()) as f64;
    let want_load: Vec<f64> = r.chosen.iter().map(|&n| n as f64 / slots).collect();
    assert_close(&load, &want_load, TIGHT, "moe load");
    assert_close(
        &[dropped],
        &[r.dropped as f64 / slots],
        TIGHT,
        "moe dropped",
    );
    assert_close(
        &[z],
        &[0.01 * r.lse_sq_sum / x.rows as f64],
        TIGHT,
        "z loss",
    );
    (y, load, dropped)
}

#[test]
fn ties_break_to_the_lower_expert_index() {
    // A zero router gives equal scores 0.5 everywhere: experts 0 and 1 win, weights 1 each
    // (0.5 / 1.0 × 2). Output: (1 + 2) x0² routed + x0² shared.
    let c = cfg(4.0, 2);
    let p = params(vec![0.0; 8], vec![0.0; 4]);
    let x = Mat::from_vec(2, 2, vec![1.0, 0.0, 2.0, 5.0]);
    let (y, load, dropped) = check_reference(&c, &p, &x);
    assert_close(&y.data, &[3.0, 1.0, 12.0, 4.0], TIGHT, "tie output");
    assert_close(&load, &[0.5, 0.5, 0.0, 0.0], TIGHT, "tie load");
    assert_eq!(dropped, 0.0);
}

#[test]
fn bias_selects_but_never_weights() {
    // Bias lifts experts 2 and 3 above 0 and 1 with equal scores; weights stay score/sum·r = 1.
    let c = cfg(4.0, 2);
    let p = params(vec![0.0; 8], vec![0.0, 0.0, 0.1, 0.2]);
    let x = Mat::from_vec(2, 2, vec![1.0, 0.0, 1.0, 0.0]);
    let (y, load, _) = check_reference(&c, &p, &x);
    assert_close(&y.data, &[7.0, 1.0, 7.0, 1.0], TIGHT, "bias-only output");
    assert_close(&load, &[0.0, 0.0, 0.5, 0.5], TIGHT, "bias-only load");
}

#[test]
fn capacity_drops_later_tokens_in_token_order() {
    // capacity 0.5 · 4 · 2 / 4 = 1 slot per expert: every token picks experts 0 and 1, so only
    // token 0 is served; tokens 1..3 get the shared expert alone.
    let c = cfg(0.5, 4);
    let p = params(vec![0.0; 8], vec![0.0; 4]);
    let x = Mat::from_vec(4, 2, vec![1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0]);
    let (y, _, dropped) = check_reference(&c, &p, &x);
    assert_close(
        &y.data,
        &[3.0, 1.0, 0.0, 1.0, 0.0, 1.0, 0.0, 1.0],
        TIGHT,
        "drops",
    );
    assert_close(&[dropped], &[6.0 / 8.0], TIGHT, "dropped fraction");
}

/// Three choices per token: the k weighted copies, laid out choice-major and added in choice
/// order, match the reference's combine, with and without capacity drops.
#[test]
fn three_choices_combine_as_the_reference() {
    let p = params(uniform_f64(8, 13, 2.0), uniform_f64(4, 14, 0.3));
    let x = Mat::from_vec(16, 2, uniform_f64(32, 15, 1.5));
    let (_, _, dropped) = check_reference(&cfg_k(4.0 / 3.0, 16, 3), &p, &x);
    assert_eq!(dropped, 0.0);
    let (_, _, dropped) = check_reference(&cfg_k(0.5, 16, 3), &p, &x);
    assert!(dropped > 0.0);
}

#[test]
fn nothing_drops_at_capacity_n_over_k_on_random_routing() {
    let c = cfg(2.0, 16); // N / k = 2
    let p = params(uniform_f64(8, 3, 2.0), uniform_f64(4, 4, 0.3));
    let x = Mat::from_vec(16, 2, uniform_f64(32, 5, 1.5));
    let (_, _, dropped) = check_reference(&c, &p, &x);
    assert_eq!(dropped, 0.0);
    // The same routing with a tight capacity drops, and still matches the reference.
    check_reference(&cfg(0.25, 16), &p, &x);
}

#[test]
fn bf16_buffers_hold_what_the_expert_matmuls_read_and_write() {
    // With bf16 compute and bf16 matmul results, the dispatch buffer and the expert outputs
    // are stored in bf16 (graph/moe.rs, "Buffer dtypes"). Inputs and weights here are exact in
    // bf16, so every matmul is exact and the output differs from the f64 reference only by the
    // f32 routing weights: storing the buffers narrow loses nothing the matmuls keep.
    let c = cfg(2.0, 4); // N / k = 2: nothing drops
    let p = params(
        vec![0.5, -0.25, 1.0, 0.0, -0.5, 0.75, 0.25, 1.0],
        vec![0.0; 4],
    );
    let x = Mat::from_vec(4, 2, vec![1.5, 0.25, 0.5, -1.0, 2.0, 0.75, -1.0, 0.5]);
    let prec = Precision::new(DType::BF16).with_output(MatmulOutput::Compute);
    let ((y, _, dropped, _), text) = run_moe_in(&c, &p, &x, prec);
    let r = reference::moe::moe_group(&x, &p, "layers.0.moe", &c).unwrap();
    assert_close(&y.data, &r.out.data, 1e-6, "bf16 moe output");
    assert_eq!(dropped, 0.0);
    // Buffers [N, groups, C, d] = [4, 1, ceil(2 · 4 · 2 / 4), 2]; token copies choice-major,
    // [k, groups, g, d]. The dispatch gathers bf16 token vectors (plus one zero row for the
    // empty slots, [groups, g + 1, d]) into a bf16 buffer, the combine gathers bf16 expert
    // outputs, and no buffer is ever widened (the one f32 array of that shape is the w_out
    // matmul's accumulator, rounded to bf16 as it is written).
    let dispatch = "(tensor<1x5x2xbf16>, tensor<4x1x4x2xi32>) -> tensor<4x1x4x2xbf16>";
    let gather = "(tensor<4x1x4x2xbf16>, tensor<2x1x4x3xi32>) -> tensor<2x1x4x2xbf16>";
    for (what, signature) in [("dispatch gather", dispatch), ("combine gather", gather)] {
        assert!(
            text.contains(signature),
            "{what} is not {signature}:\n{text}"
        );
    }
    assert!(
        !text.contains("(tensor<4x1x4x2xbf16>) -> tensor<4x1x4x2xf32>"),
        "a buffer is widened:\n{text}"
    );
}
