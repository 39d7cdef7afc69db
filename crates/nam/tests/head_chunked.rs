//! The sequence-chunked LM-head loss (`nam::graph::head::head_cross_entropy_within`): the same
//! masked cross-entropy as whole-sequence logits, and gradients through its rematerialised
//! scan (hidden state and `lm_head`) that match central finite differences, on the CPU plugin.

#[path = "../../../xla-hlo/tests/common/mod.rs"]
mod fd;

use fd::{Arr, Input, Rng, assert_close, check_vjp, host_f64, run};
use nam::graph::context::Precision;
use nam::graph::head::{head_cross_entropy_within, logits, masked_cross_entropy};
use pjrt::HostTensor;
use xla_hlo::{Builder, DType, Tensor};

/// Two rows of 12 positions, width 4, vocabulary 10, softcap 3 (small enough that the tanh
/// bends the logits).
const ROWS: i64 = 2;
const T: i64 = 12;
const D: i64 = 4;
const V: i64 = 10;
const SOFTCAP: f64 = 3.0;

fn inputs(seed: u64) -> Vec<Input> {
    let mut rng = Rng::new(seed);
    let h = Arr::random(&mut rng, &[ROWS, T, D]);
    let w = Arr::random(&mut rng, &[D, V]);
    let targets = Arr::new(
        &[ROWS, T],
        (0..ROWS * T).map(|i| ((i * 7 + 3) % V) as f64).collect(),
    );
    // Masked positions in both rows and in more than one chunk.
    let mask = Arr::new(
        &[ROWS, T],
        (0..ROWS * T)
            .map(|i| if i % 5 == 2 { 0.0 } else { 1.0 })
            .collect(),
    );
    vec![
        Input::Diff(h),
        Input::Diff(w),
        Input::FixedI32(targets),
        Input::FixedI32(mask),
    ]
}

/// Sum and count of the loss as one `[2]` tensor, with logits of at most `budget` per row.
fn chunked(p: &[Tensor], budget: i64) -> Tensor {
    chunked_capped(p, budget, SOFTCAP)
}

/// [`chunked`] with logits softcapped at `cap`.
fn chunked_capped(p: &[Tensor], budget: i64, cap: f64) -> Tensor {
    let prec = Precision::new(DType::F64);
    let ce = head_cross_entropy_within(&p[0], &p[1], cap, &prec, &p[2], &p[3], budget);
    Tensor::concat(&[&ce.sum.reshape(&[1]), &ce.count.reshape(&[1])], 0)
}

#[test]
fn chunked_head_loss_gradients_match_finite_differences() {
    // 3 positions × 10 = 30 ≤ 35 < 40: chunks of 3 positions, 4 scan iterations.
    check_vjp("head loss in chunks of 3 positions", inputs(3), |_, p| {
        chunked(p, 35)
    });
    // One position per chunk: 12 iterations.
    check_vjp("head loss in chunks of 1 position", inputs(4), |_, p| {
        chunked(p, V)
    });
    // A softcap above 40: the chunks' log-sum-exp takes each row's maximum as its shift
    // instead of the cap.
    check_vjp("head loss with softcap 50", inputs(6), |_, p| {
        chunked_capped(p, 35, 50.0)
    });
}

#[test]
fn chunked_head_loss_equals_whole_sequence_loss() {
    // The whole-sequence formulation as the second one: same sum, count and gradients of the
    // mean loss with respect to the hidden state and `lm_head`.
    let ins = inputs(5);
    let b = Builder::new();
    let params: Vec<Tensor> = ins
        .iter()
        .map(|i| match i {
            Input::Diff(a) => b.param(DType::F64, &a.dims),
            Input::FixedI32(a) => b.param(DType::I32, &a.dims),
        })
        .collect();
    let prec = Precision::new(DType::F64);
    let whole = masked_cross_entropy(
        &logits(&params[0], &params[1], SOFTCAP, &prec),
        &params[2],
        &params[3],
    );
    let parts = head_cross_entropy_within(
        &params[0], &params[1], SOFTCAP, &prec, &params[2], &params[3], 35,
    );
    let mut outs = vec![
        whole.sum.clone(),
        whole.count.clone(),
        parts.sum.clone(),
        parts.count.clone(),
    ];
    for ce in [&whole, &parts] {
        outs.extend(ce.mean().grad(&[&params[0], &params[1]]).unwrap());
    }
    let text = b.emit(&outs.iter().collect::<Vec<_>>()).unwrap();
    let args: Vec<HostTensor> = ins
        .iter()
        .map(|i| match i {
            Input::Diff(a) => a.host(),
            Input::FixedI32(a) => a.host_i32(),
        })
        .collect();
    let got: Vec<Arr> = run(&text, &args).iter().map(host_f64).collect();
    assert_close(&got[2], &got[0], 1e-12, "sum");
    assert_close(&got[3], &got[1], 0.0, "count");
    assert_eq!(
        got[1].data,
        vec![(ROWS * T - 5) as f64],
        "masked positions counted"
    );
    assert_close(&got[6], &got[4], 1e-12, "gradient of the hidden state");
    assert_close(&got[7], &got[5], 1e-12, "gradient of lm_head");
}
