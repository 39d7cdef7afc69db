//! Gradients stay finite where a forward value is masked away but its unmasked form overflows.
//!
//! The chunked SSD (`nam::graph::mamba::ssd`) weights each position's contribution to its chunk's
//! end state by `exp(L_last − L_s)`, and keeps it only when position `s` is in the chunk's last
//! document. Across a document start inside the chunk the exponent is the *difference of two
//! independently restarted* running sums, so it is positive: large `dt · |A|` in the earlier
//! document makes it overflow (`exp(> 88.7)` is `inf` in f32, `exp(> 709.8)` in f64). The forward
//! value is masked to zero either way, but the backward pass of `select(mask, exp(e), 0)` is
//! `0 · exp(e) = 0 · inf = NaN` unless the exponent itself is masked first. nam-tiny hit this in
//! training (a NaN gradient norm at step ~59 with a finite loss, as `dt` grew).
//!
//! The tests put a document start inside each chunk with a strongly decaying earlier document
//! and a barely decaying last one, so the masked exponent is far past the overflow threshold.
//!
//! The MoE sublayer (`nam::graph::moe::moe`) with capacity drops: a dropped copy of a token
//! contributes nothing to the output, so it must get no gradient either. Its dispatch index
//! points past the expert's buffer, where a scatter skips the update but a gather (the
//! scatter's transpose) clamps to the last slot and would hand the dropped copy another
//! token's gradient.

#[path = "../../../xla-hlo/tests/common/mod.rs"]
mod fd;

use fd::{Arr, Input, Rng, check_vjp};
use nam::graph::context::{Docs, LayerParams, Precision};
use nam::graph::conv::causal_conv;
use nam::graph::m2rnn::m2rnn;
use nam::graph::mamba::ssd;
use nam::graph::moe::moe;
use pjrt::HostTensor;
use xla_hlo::{Builder, DType, Tensor};

/// One row of `T = 16` positions, chunk 8: documents 1 (0..5), 2 (5..11), 3 (11..16), so each
/// chunk holds a document start and its last document differs from its first.
const T: i64 = 16;
const CHUNK: usize = 8;
const HEADS: i64 = 2;
/// One B/C group shared by both heads, as in nam52 (`ssd` contracts it per group).
const GROUPS: i64 = 1;
const P: i64 = 2;
const N: i64 = 2;
const SEGMENTS: [i32; 16] = [1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3];

/// Positions whose document is not their chunk's last one (chunk 0: 0..5, chunk 1: 8..11).
fn cut_off(t: usize) -> bool {
    t < 5 || (8..11).contains(&t)
}

/// `dt [1, T, H]`: `big` (plus noise) where the document is cut off by a later start in the same
/// chunk, about 0.1 elsewhere. With `|A| ≥ 1` the masked exponent `L_last − L_s` then reaches
/// about `3 · big` or more.
fn dt_values(big: f64, seed: u64) -> Arr {
    let mut rng = Rng::new(seed);
    Arr::from_fn(&[1, T, HEADS], |i| {
        let u = rng.uniform().abs();
        if cut_off(i[1]) {
            big * (1.0 + 0.1 * u)
        } else {
            0.1 + 0.05 * u
        }
    })
}

/// `A [H]`: negative, magnitude in [1, 2).
fn a_values(seed: u64) -> Arr {
    let mut rng = Rng::new(seed);
    Arr::from_fn(&[HEADS], |_| -(1.0 + rng.uniform().abs()))
}

fn segments() -> Arr {
    Arr::new(&[1, T], SEGMENTS.iter().map(|&s| s as f64).collect())
}

fn ssd_of(p: &[Tensor], prec: &Precision) -> Tensor {
    let docs = Docs::new(&p[5]);
    ssd(
        &p[0], &p[1], &p[2], &p[3], &p[4], None, &docs.doc, CHUNK, prec,
    )
}

#[test]
fn ssd_gradient_matches_finite_differences_when_masked_decay_overflows() {
    // 3 · 300 = 900 > 709.8: the unmasked exponent overflows f64. The cut-off positions' inputs
    // are scaled by 1/300 so that `dt · x` stays O(1): otherwise the loss is O(300) and f64
    // rounding in the differences swamps the small gradient of A.
    let big = 300.0;
    let mut rng = Rng::new(5);
    let mut xs = Arr::random(&mut rng, &[1, T, HEADS, P]);
    for (i, v) in xs.data.iter_mut().enumerate() {
        if cut_off(i / (HEADS * P) as usize) {
            *v /= big;
        }
    }
    let inputs = vec![
        Input::Diff(xs),
        Input::Diff(Arr::random(&mut rng, &[1, T, GROUPS, N])),
        Input::Diff(Arr::random(&mut rng, &[1, T, GROUPS, N])),
        Input::Diff(dt_values(big, 6)),
        Input::Diff(a_values(7)),
        Input::FixedI32(segments()),
    ];
    // check_vjp asserts the analytic gradient is within 1e-6 (relative 2-norm) of central
    // differences, which a NaN anywhere fails.
    check_vjp("ssd with overflowing masked decay", inputs, |_, p| {
        ssd_of(p, &Precision::new(DType::F64))
    });
}

/// Six chunks of 4 over 24 positions, documents 0..10 and 10..24: chunks 0 → 1 carry their
/// state, chunk 2 holds a document start (it passes nothing on), chunks 3, 4 and 5 carry again.
/// The state entering chunk 5 is then the sum of chunks 3 and 4 decayed across the chunks in
/// between (`pass_states`' `W[5, 3] = exp(l_last_4)`), and nothing from chunks 0 and 1. The
/// gradient of every input must match central differences.
#[test]
fn ssd_gradient_matches_finite_differences_across_many_chunks() {
    const T: i64 = 24;
    let mut rng = Rng::new(21);
    let inputs = vec![
        Input::Diff(Arr::random(&mut rng, &[1, T, HEADS, P])),
        Input::Diff(Arr::random(&mut rng, &[1, T, GROUPS, N])),
        Input::Diff(Arr::random(&mut rng, &[1, T, GROUPS, N])),
        Input::Diff(Arr::from_fn(&[1, T, HEADS], |_| {
            0.05 + 0.1 * rng.uniform().abs()
        })),
        Input::Diff(a_values(22)),
        Input::FixedI32(Arr::from_fn(&[1, T], |i| if i[1] < 10 { 1.0 } else { 2.0 })),
    ];
    check_vjp("ssd over six chunks", inputs, |_, p| {
        let docs = Docs::new(&p[5]);
        ssd(
            &p[0],
            &p[1],
            &p[2],
            &p[3],
            &p[4],
            None,
            &docs.doc,
            4,
            &Precision::new(DType::F64),
        )
    });
}

#[test]
fn ssd_gradient_is_finite_in_f32_when_masked_decay_overflows() {
    // The production dtype: 3 · 40 = 120 > 88.7 overflows f32's exp.
    let b = Builder::new();
    let dims: [&[i64]; 5] = [
        &[1, T, HEADS, P],
        &[1, T, GROUPS, N],
        &[1, T, GROUPS, N],
        &[1, T, HEADS],
        &[HEADS],
    ];
    let mut params: Vec<Tensor> = dims.iter().map(|d| b.param(DType::F32, d)).collect();
    params.push(b.param(DType::I32, &[1, T]));
    let y = ssd_of(&params, &Precision::new(DType::F32));
    let c = b.param(DType::F32, &y.dims());
    let loss = (&y * &c).reduce_sum(&[0, 1, 2, 3]);
    let wrt: Vec<&Tensor> = params[..5].iter().collect();
    let grads = loss.grad(&wrt).unwrap();
    let mut outs = vec![&y];
    outs.extend(grads.iter());
    let text = b.emit(&outs).unwrap();

    let mut rng = Rng::new(8);
    let f32_host = |a: &Arr| {
        let v: Vec<f32> = a.data.iter().map(|&x| x as f32).collect();
        HostTensor::from_f32(&a.dims, &v).unwrap()
    };
    let mut args: Vec<HostTensor> = dims[..3]
        .iter()
        .map(|d| f32_host(&Arr::random(&mut rng, d)))
        .collect();
    args.push(f32_host(&dt_values(40.0, 9)));
    args.push(f32_host(&a_values(10)));
    args.push(segments().host_i32());
    args.push(f32_host(&Arr::random(&mut rng, &y.dims())));
    let out = fd::run(&text, &args);
    let names = ["y", "d xs", "d B", "d C", "d dt", "d A"];
    for (name, t) in names.iter().zip(&out) {
        let v = t.to_f32().unwrap();
        let bad = v.iter().filter(|x| !x.is_finite()).count();
        assert_eq!(bad, 0, "{name}: {bad} of {} values are not finite", v.len());
    }
}

/// The causal conv (`nam::graph::conv::causal_conv`, kernel 4) over two rows of 12 with
/// document starts at 5 and 9 in row 0 and at 3 in row 1: every tap is cut off somewhere, and its
/// gradient rule (which shifts the cotangent instead of each tap's product) must match central
/// differences for the input, the taps and the bias.
#[test]
fn conv_gradient_matches_finite_differences_across_document_starts() {
    let mut rng = Rng::new(31);
    let segments = Arr::from_fn(&[2, 12], |i| match (i[0], i[1]) {
        (0, t) if t < 5 => 1.0,
        (0, t) if t < 9 => 2.0,
        (0, _) => 3.0,
        (_, t) if t < 3 => 1.0,
        _ => 2.0,
    });
    let inputs = vec![
        Input::Diff(Arr::random(&mut rng, &[2, 12, 3])),
        Input::Diff(Arr::random(&mut rng, &[4, 3])),
        Input::Diff(Arr::random(&mut rng, &[3])),
        Input::FixedI32(segments),
    ];
    check_vjp("causal conv", inputs, |_, p| {
        causal_conv(&p[0], &p[1], &p[2], &Docs::new(&p[3]))
    });
}

/// 8 tokens, 4 SwiGLU experts of width 3, top 2, capacity factor 0.5: each expert holds
/// `ceil(0.5 · 8 · 2 / 4) = 2` copies, so at least 8 of the 16 copies are dropped. The
/// gradient of the output (and of the z-loss) for the input and every weight must match
/// central differences; the routing is piecewise constant and the random inputs sit away from
/// its ties.
#[test]
fn moe_gradient_matches_finite_differences_with_capacity_drops() {
    let cfg = nam::NamConfig::from_toml_str(
        "[model]\ndepth = 1\npattern = \"E\"\nd_model = 4\nvocab_size = 8\nseq_len = 8\n\
         n_routed = 4\ntop_k = 2\nexpert_hidden = 3\nexpert_activation = \"swiglu\"\n\
         n_shared = 0\ncapacity_factor = 0.5\nrouted_scaling = 2.0\nz_coef = 0.01\n",
    )
    .unwrap()
    .model;
    let names = [
        ("router", vec![4, 4]),
        ("experts.w_gate", vec![4, 4, 3]),
        ("experts.w_up", vec![4, 4, 3]),
        ("experts.w_down", vec![4, 3, 4]),
    ];
    let mut rng = Rng::new(11);
    let mut inputs = vec![Input::Diff(Arr::random(&mut rng, &[1, 8, 4]))];
    for (_, dims) in &names {
        inputs.push(Input::Diff(Arr::random(&mut rng, dims)));
    }
    let prec = Precision::new(DType::F64);
    let run = |p: &[Tensor]| {
        let mut lp = LayerParams::new("layers.0.moe");
        for ((short, _), t) in names.iter().zip(&p[1..]) {
            lp.insert(short, t.clone());
        }
        lp.insert("bias", p[0].builder().full(0.0, DType::F64, &[4]));
        moe(
            &p[0],
            &lp,
            &cfg,
            &prec,
            &nam::Mesh::SINGLE,
            &nam::graph::moe::MoeCore::Capacity,
        )
        .unwrap()
    };
    // The drops are real: the fraction dropped is at least one half.
    {
        let b = Builder::new();
        let mut p = vec![b.param(DType::F64, &[1, 8, 4])];
        for (_, dims) in &names {
            p.push(b.param(DType::F64, dims));
        }
        let (_, stats) = run(&p);
        let text = b.emit(&[&stats.dropped]).unwrap();
        let args: Vec<HostTensor> = inputs
            .iter()
            .map(|i| match i {
                Input::Diff(a) | Input::FixedI32(a) => a.host(),
            })
            .collect();
        let dropped = fd::run(&text, &args)[0].to_f64().unwrap()[0];
        assert!(dropped >= 0.5, "only {dropped} of the copies dropped");
    }
    check_vjp("moe with capacity drops", inputs, |_, p| {
        let (y, stats) = run(p);
        let z = stats.z_loss.broadcast_in_dim(&y.dims(), &[]);
        y + z
    });
}

/// The M2RNN sublayer (`nam::graph::m2rnn::m2rnn`), whose recurrence runs as a rematerialising
/// scan over positions (the backward pass recomputes each step from the stacked states instead
/// of stacking every intermediate): two rows of 10 with document starts at 4 and 7 in row 0 and
/// at 3 in row 1 (the state and the conv reset there), two heads with `dk` 3 and `dv` 2. The
/// gradient of the output for the input and every weight, `W` and the forget-gate parameters
/// included, must match central differences.
#[test]
fn m2rnn_gradient_matches_finite_differences_across_document_starts() {
    let cfg = nam::NamConfig::from_toml_str(
        "[model]\ndepth = 1\npattern = \"R\"\nd_model = 4\nvocab_size = 8\nseq_len = 10\n\
         r_heads = 2\nr_k_head = 3\nr_v_head = 2\nconv_kernel = 3\n",
    )
    .unwrap()
    .model;
    let (hr, dk, dv, d) = (2, 3, 2, 4);
    let conv_ch = hr * (2 * dk + dv);
    let names = [
        ("w_in", vec![d, hr * (2 * dk + 2 * dv + 1)]),
        ("conv_w", vec![3, conv_ch]),
        ("conv_b", vec![conv_ch]),
        ("A_log", vec![hr]),
        ("dt_bias", vec![hr]),
        ("D_skip", vec![hr]),
        ("W", vec![hr, dv, dv]),
        ("norm_w", vec![hr * dv]),
        ("w_out", vec![hr * dv, d]),
    ];
    let segments = Arr::from_fn(&[2, 10], |i| match (i[0], i[1]) {
        (0, t) if t < 4 => 1.0,
        (0, t) if t < 7 => 2.0,
        (0, _) => 3.0,
        (_, t) if t < 3 => 1.0,
        _ => 2.0,
    });
    let mut rng = Rng::new(43);
    let mut inputs = vec![
        Input::FixedI32(segments),
        Input::Diff(Arr::random(&mut rng, &[2, 10, d])),
    ];
    for (_, dims) in &names {
        inputs.push(Input::Diff(Arr::random(&mut rng, dims)));
    }
    let prec = Precision::new(DType::F64);
    check_vjp("m2rnn", inputs, |_, p| {
        let mut lp = LayerParams::new("layers.0.m2rnn");
        for ((short, _), t) in names.iter().zip(&p[2..]) {
            lp.insert(short, t.clone());
        }
        m2rnn(
            &p[1],
            &lp,
            &cfg,
            &Docs::new(&p[0]),
            &prec,
            &nam::Mesh::SINGLE,
            &nam::graph::m2rnn::M2rnnCore::Xla,
        )
        .unwrap()
    });
}
