//! Acceptance 3: `scan` over identical layers equals the unrolled graph (outputs and gradients), in both
//! residual modes, and its text does not grow with the number of layers.

mod common;
use common::*;
use xla_hlo::{Builder, DType, ScanOptions, Tensor, nn};

const D: i64 = 5;

/// One layer: `h = tanh(h W + b) * s` where `s` is an outer (captured) scalar; also emits `mean(h)`.
/// With `keep`, `h W` is marked [`Tensor::keep_for_backward`].
fn layer(h: &Tensor, w: &Tensor, b: &Tensor, s: &Tensor, keep: bool) -> (Tensor, Tensor) {
    let hw = nn::matmul(h, w);
    let hw = if keep { hw.keep_for_backward() } else { hw };
    let h = (hw + b).tanh() * s;
    let m = nn::mean(&h, &[0, 1]);
    (h, m)
}

/// Builds loss and gradients for `layers` layers, scanned or unrolled; returns the text.
fn program(layers: i64, scanned: Option<ScanOptions>) -> String {
    program_keeping(layers, scanned, false)
}

/// [`program`] whose layers keep `h W` for the backward pass when `keep`.
fn program_keeping(layers: i64, scanned: Option<ScanOptions>, keep: bool) -> String {
    let b = Builder::new();
    let h0 = b.param(DType::F64, &[3, D]);
    let w = b.param(DType::F64, &[layers, D, D]);
    let bias = b.param(DType::F64, &[layers, D]);
    let s = b.param(DType::F64, &[]);
    let (h, ys) = match scanned {
        Some(opts) => {
            let (c, ys) = b.scan(&[&h0], &[&w, &bias], opts, |_, c, x| {
                let (h, m) = layer(&c[0], &x[0], &x[1], &s, keep);
                (vec![h], vec![m])
            });
            (c[0].clone(), ys[0].clone())
        }
        None => {
            let mut h = h0.clone();
            let mut ms = Vec::new();
            for l in 0..layers {
                let wl = w.slice_axis(0, l, l + 1).reshape(&[D, D]);
                let bl = bias.slice_axis(0, l, l + 1).reshape(&[D]);
                let (nh, m) = layer(&h, &wl, &bl, &s, keep);
                h = nh;
                ms.push(m.reshape(&[1]));
            }
            let r: Vec<&Tensor> = ms.iter().collect();
            (h, Tensor::concat(&r, 0))
        }
    };
    let ys_weights = b.iota(DType::F64, &[layers], 0) + 1.0;
    let loss = (&h * &h).reduce_sum(&[0, 1]) + (&ys * &ys_weights).reduce_sum(&[0]);
    let g = loss.grad(&[&h0, &w, &bias, &s]).unwrap();
    b.emit(&[&loss, &h, &ys, &g[0], &g[1], &g[2], &g[3]])
        .unwrap()
}

fn inputs(layers: i64) -> Vec<pjrt::HostTensor> {
    let mut rng = Rng::new(7);
    vec![
        Arr::random(&mut rng, &[3, D]).host(),
        Arr::random(&mut rng, &[layers, D, D]).host(),
        Arr::random(&mut rng, &[layers, D]).host(),
        Arr::new(&[], vec![1.3]).host(),
    ]
}

#[test]
fn scan_of_four_layers_equals_unrolled_outputs_and_gradients() {
    let want = run(&program(4, None), &inputs(4));
    for opts in [
        ScanOptions::default(),
        ScanOptions {
            remat: true,
            ..Default::default()
        },
    ] {
        let got = run(&program(4, Some(opts)), &inputs(4));
        assert_eq!(got.len(), want.len());
        for (k, (g, w)) in got.iter().zip(&want).enumerate() {
            assert_close(
                &host_f64(g),
                &host_f64(w),
                1e-12,
                &format!("output {k} (remat = {})", opts.remat),
            );
        }
    }
}

/// A value marked `keep_for_backward` in a rematerialising scan is stacked, not recomputed: the
/// backward body reads it (one matmul fewer than plain remat, where the body's `h W` runs again),
/// and outputs and gradients equal the unrolled program's. Without remat the mark changes nothing.
#[test]
fn remat_keeps_the_marked_value_instead_of_recomputing_it() {
    let want = run(&program(4, None), &inputs(4));
    let remat = ScanOptions {
        remat: true,
        ..Default::default()
    };
    let dots = |text: &str| text.matches("stablehlo.dot_general").count();
    let plain = program(4, Some(remat));
    let kept = program_keeping(4, Some(remat), true);
    // Forward h W; backward: the recomputed h W (plain remat only), then dh and dW.
    assert_eq!(dots(&plain), 4, "{plain}");
    assert_eq!(dots(&kept), 3, "{kept}");
    assert_eq!(
        program_keeping(4, Some(ScanOptions::default()), true),
        program(4, Some(ScanOptions::default()))
    );
    let got = run(&kept, &inputs(4));
    assert_eq!(got.len(), want.len());
    for (k, (g, w)) in got.iter().zip(&want).enumerate() {
        assert_close(&host_f64(g), &host_f64(w), 1e-12, &format!("output {k}"));
    }
}

#[test]
fn scan_text_does_not_grow_with_layers() {
    let s4 = program(4, Some(ScanOptions::default()));
    let s8 = program(8, Some(ScanOptions::default()));
    let u4 = program(4, None);
    let u8 = program(8, None);
    // Only the trip count and stacked dims change (same number of digits).
    assert_eq!(s4.len(), s8.len());
    assert_eq!(s4.lines().count(), s8.lines().count());
    assert!(
        u8.len() > u4.len() + u4.len() / 2,
        "unrolled grows: {} -> {}",
        u4.len(),
        u8.len()
    );
    assert_eq!(
        s4.matches("\"stablehlo.while\"").count(),
        2,
        "one forward and one backward loop"
    );
}

#[test]
fn reverse_scan_visits_slices_last_to_first() {
    let b = Builder::new();
    let xs = b.param(DType::F64, &[4, 2]);
    let z = b.full(0.0, DType::F64, &[2]);
    // Carry c -> 2c + x: reversed, the first row is added last (weight 1), the last row first (weight 8).
    let (c, ys) = b.scan(
        &[&z],
        &[&xs],
        ScanOptions {
            reverse: true,
            ..Default::default()
        },
        |_, c, x| {
            let n = &c[0] * 2.0 + &x[0];
            (vec![n.clone()], vec![n])
        },
    );
    let text = b.emit(&[&c[0], &ys[0]]).unwrap();
    let x = Arr::new(&[4, 2], vec![1.0, 10.0, 2.0, 20.0, 3.0, 30.0, 4.0, 40.0]);
    let out = run(&text, &[x.host()]);
    // Steps: t=3: 4; t=2: 8+3=11; t=1: 22+2=24; t=0: 48+1=49 (and x10 in column 1).
    assert_close(
        &host_f64(&out[0]),
        &Arr::new(&[2], vec![49.0, 490.0]),
        0.0,
        "carry",
    );
    assert_close(
        &host_f64(&out[1]),
        &Arr::new(
            &[4, 2],
            vec![49.0, 490.0, 24.0, 240.0, 11.0, 110.0, 4.0, 40.0],
        ),
        0.0,
        "ys",
    );
}

#[test]
fn scan_gradient_matches_finite_differences() {
    check_vjp(
        "scan",
        vec![
            Input::Diff(Arr::random(&mut Rng::new(3), &[2, 3])),
            Input::Diff(Arr::random(&mut Rng::new(4), &[3, 3, 3])),
        ],
        |b, p| {
            let (c, ys) = b.scan(&[&p[0]], &[&p[1]], ScanOptions::default(), |_, c, x| {
                let h = nn::matmul(&c[0], &x[0]).sin();
                (vec![h.clone()], vec![h.reduce_sum(&[1])])
            });
            &c[0].reduce_sum(&[1]) + &ys[0].reduce_sum(&[0])
        },
    );
}

#[test]
fn nested_scan_gradient_matches_finite_differences() {
    check_vjp(
        "nested_scan",
        vec![Input::Diff(Arr::random(&mut Rng::new(5), &[2, 3, 2]))],
        |b, p| {
            let z = b.full(0.0, DType::F64, &[2]);
            let (c, _) = b.scan(
                &[&z],
                &[&p[0]],
                ScanOptions {
                    remat: true,
                    ..Default::default()
                },
                |ib, c, x| {
                    let (ic, _) =
                        ib.scan(&[&c[0]], &[&x[0]], ScanOptions::default(), |_, c2, x2| {
                            (vec![(&c2[0] + &x2[0]).sin()], vec![])
                        });
                    (vec![ic[0].clone()], vec![])
                },
            );
            c[0].clone()
        },
    );
}

#[test]
fn while_loop_runs_with_captured_values() {
    let b = Builder::new();
    let x = b.param(DType::F64, &[3]);
    let limit = b.scalar_int(5, DType::I32);
    let i0 = b.scalar_int(0, DType::I32);
    let out = b.while_loop(
        &[&i0, &x],
        |_, v| v[0].lt(&limit),
        |_, v| vec![&v[0] + 1.0, &v[1] * &x],
    );
    let text = b.emit(&[&out[0], &out[1]]).unwrap();
    let r = run(&text, &[Arr::new(&[3], vec![1.0, 2.0, -1.0]).host()]);
    assert_eq!(r[0].to_i32().unwrap(), vec![5]);
    assert_close(
        &host_f64(&r[1]),
        &Arr::new(&[3], vec![1.0, 64.0, 1.0]),
        0.0,
        "x^6",
    );
}

/// Regression: with the outer scan stacking residuals (no remat), the inner scan's VJP appends residual
/// results to the inner scan node and reads them through new projections. The outer forward body must
/// emit the inner scan with those results and stack the projections, not the multi-result node itself
/// (which was emitted as the bare `%N` of a `%N:k` while and failed to parse with a type mismatch).
#[test]
fn nested_scan_without_remat_gradient_matches_finite_differences() {
    check_vjp(
        "nested_scan_no_remat",
        vec![
            Input::Diff(Arr::random(&mut Rng::new(6), &[2, 3, 2])),
            Input::Diff(Arr::random(&mut Rng::new(7), &[2])),
        ],
        |b, p| {
            let (c, ys) = b.scan(&[&p[1]], &[&p[0]], ScanOptions::default(), |ib, c, x| {
                let (ic, iys) = ib.scan(&[&c[0]], &[&x[0]], ScanOptions::default(), |_, c2, x2| {
                    let h = (&c2[0] + &x2[0]).sin();
                    (vec![h.clone()], vec![(&h * &x2[0]).cos()])
                });
                (vec![ic[0].clone()], vec![iys[0].reduce_sum(&[0])])
            });
            &c[0] + &ys[0].reduce_sum(&[0])
        },
    );
}
