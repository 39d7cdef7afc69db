//! Acceptance 1: every op's forward on the CPU plugin matches hand values or an f64 host reference on
//! random inputs (non-square shapes and broadcasting included).

mod common;
use common::*;
use pjrt::HostTensor;
use xla_hlo::{Builder, DType, DotDims, ScatterDims, Tensor, nn};

/// Runs `f` on f64 inputs `xs` and returns the single output.
fn eval(xs: &[&Arr], f: impl Fn(&Builder, &[Tensor]) -> Tensor) -> Arr {
    let b = Builder::new();
    let p: Vec<Tensor> = xs.iter().map(|a| b.param(DType::F64, &a.dims)).collect();
    let y = f(&b, &p).convert(DType::F64);
    let t = b.emit(&[&y]).unwrap();
    let args: Vec<HostTensor> = xs.iter().map(|a| a.host()).collect();
    host_f64(&run(&t, &args)[0])
}

fn map(a: &Arr, f: impl Fn(f64) -> f64) -> Arr {
    Arr::new(&a.dims, a.data.iter().map(|&x| f(x)).collect())
}

#[test]
fn unary_ops_match_host() {
    let mut rng = Rng::new(1);
    let x = Arr::random(&mut rng, &[3, 5]);
    let p = map(&x, |v| v.abs() + 0.25);
    type Case = (&'static str, fn(&Tensor) -> Tensor, fn(f64) -> f64, bool);
    let cases: [Case; 16] = [
        ("neg", |t| -t, |v| -v, false),
        ("abs", |t| t.abs(), f64::abs, false),
        ("sign", |t| t.sign(), f64::signum, false),
        ("exp", |t| t.exp(), f64::exp, false),
        ("expm1", |t| t.expm1(), f64::exp_m1, false),
        ("log", |t| t.log(), f64::ln, true),
        ("log1p", |t| t.log1p(), f64::ln_1p, true),
        ("sqrt", |t| t.sqrt(), f64::sqrt, true),
        ("rsqrt", |t| t.rsqrt(), |v| 1.0 / v.sqrt(), true),
        ("tanh", |t| t.tanh(), f64::tanh, false),
        (
            "logistic",
            |t| t.logistic(),
            |v| 1.0 / (1.0 + (-v).exp()),
            false,
        ),
        ("sin", |t| t.sin(), f64::sin, false),
        ("cos", |t| t.cos(), f64::cos, false),
        ("floor", |t| (t * 3.0).floor(), |v| (v * 3.0).floor(), false),
        ("ceil", |t| (t * 3.0).ceil(), |v| (v * 3.0).ceil(), false),
        (
            "round",
            |t| (t * 3.0).round(),
            |v| {
                let r = (v * 3.0).round();
                if ((v * 3.0) - (v * 3.0).trunc()).abs() == 0.5 {
                    2.0 * (v * 3.0 / 2.0).round()
                } else {
                    r
                }
            },
            false,
        ),
    ];
    for (name, f, h, pos) in cases {
        let a = if pos { &p } else { &x };
        assert_close(&eval(&[a], |_, t| f(&t[0])), &map(a, h), 1e-12, name);
    }
}

#[test]
fn binary_ops_with_broadcasting_match_host() {
    let mut rng = Rng::new(2);
    let a = Arr::random(&mut rng, &[2, 1, 4]);
    let b = map(&Arr::random(&mut rng, &[3, 4]), |v| v.abs() + 0.5);
    let bc = |f: fn(f64, f64) -> f64| {
        Arr::from_fn(&[2, 3, 4], |i| {
            f(a.at(&[i[0], 0, i[2]]), b.at(&[i[1], i[2]]))
        })
    };
    type Case = (
        &'static str,
        fn(&Tensor, &Tensor) -> Tensor,
        fn(f64, f64) -> f64,
    );
    let cases: [Case; 7] = [
        ("add", |x, y| x + y, |x, y| x + y),
        ("sub", |x, y| x - y, |x, y| x - y),
        ("mul", |x, y| x * y, |x, y| x * y),
        ("div", |x, y| x / y, |x, y| x / y),
        ("max", |x, y| x.max(y), f64::max),
        ("min", |x, y| x.min(y), f64::min),
        ("rem", |x, y| x.rem(y), |x, y| x % y),
    ];
    for (name, f, h) in cases {
        assert_close(
            &eval(&[&a, &b], |_, t| f(&t[0], &t[1])),
            &bc(h),
            1e-12,
            name,
        );
    }
    let pa = map(&a, |v| v.abs() + 0.1);
    let want = Arr::from_fn(&[2, 3, 4], |i| {
        pa.at(&[i[0], 0, i[2]]).powf(b.at(&[i[1], i[2]]))
    });
    assert_close(
        &eval(&[&pa, &b], |_, t| t[0].pow(&t[1])),
        &want,
        1e-12,
        "pow",
    );
}

#[test]
fn compare_select_convert_and_logic_match_host() {
    let a = Arr::new(&[4], vec![1.0, 2.0, 3.0, 4.0]);
    let b = Arr::new(&[4], vec![2.0, 2.0, 2.0, 5.0]);
    let sel = |f: fn(&Tensor, &Tensor) -> Tensor| {
        eval(&[&a, &b], move |_, t| {
            f(&t[0], &t[1]).select(&t[0], &(&t[1] * 10.0))
        })
    };
    assert_eq!(sel(|x, y| x.lt(y)).data, vec![1.0, 20.0, 20.0, 4.0]);
    assert_eq!(sel(|x, y| x.le(y)).data, vec![1.0, 2.0, 20.0, 4.0]);
    assert_eq!(sel(|x, y| x.eq(y)).data, vec![20.0, 2.0, 20.0, 50.0]);
    assert_eq!(sel(|x, y| x.ne(y)).data, vec![1.0, 20.0, 3.0, 4.0]);
    assert_eq!(sel(|x, y| x.gt(y)).data, vec![20.0, 20.0, 3.0, 50.0]);
    assert_eq!(sel(|x, y| x.ge(y)).data, vec![20.0, 2.0, 3.0, 50.0]);
    assert_eq!(
        sel(|x, y| x.lt(y).and(&x.ge(y).not()).or(&x.eq(y).xor(&x.eq(y)))).data,
        vec![1.0, 20.0, 20.0, 4.0]
    );
    let c = Arr::new(&[4], vec![1.7, -1.7, 1e10, 0.1]);
    assert_eq!(
        eval(&[&c], |_, t| t[0].convert(DType::I32)).data[..2],
        [1.0, -1.0]
    );
    let bf = eval(&[&c], |_, t| t[0].convert(DType::BF16));
    assert_eq!(bf.data[3], half::bf16::from_f64(0.1).to_f64());
    assert_eq!(
        eval(&[&c], |_, t| (&t[0] * 1e300)
            .is_finite()
            .select(&t[0], &t[0].zeros_like()))
        .data,
        vec![1.7, -1.7, 0.0, 0.1]
    );
}

#[test]
fn shape_ops_match_host() {
    let x = Arr::from_fn(&[3, 4], |i| (10 * i[0] + i[1]) as f64);
    assert_eq!(eval(&[&x], |_, t| t[0].reshape(&[2, 6])).data, x.data);
    let tr = eval(&[&x], |_, t| t[0].transpose(&[1, 0]));
    assert_eq!(tr, Arr::from_fn(&[4, 3], |i| x.at(&[i[1], i[0]])));
    let bc = eval(&[&x], |_, t| t[0].broadcast_in_dim(&[3, 2, 4], &[0, 2]));
    assert_eq!(bc, Arr::from_fn(&[3, 2, 4], |i| x.at(&[i[0], i[2]])));
    let sl = eval(&[&x], |_, t| t[0].slice(&[0, 1], &[3, 4], &[2, 2]));
    assert_eq!(sl.data, vec![1.0, 3.0, 21.0, 23.0]);
    let cat = eval(&[&x], |_, t| {
        Tensor::concat(&[&t[0], &t[0].slice_axis(1, 0, 1)], 1)
    });
    assert_eq!(
        cat,
        Arr::from_fn(&[3, 5], |i| x.at(&[i[0], if i[1] == 4 { 0 } else { i[1] }]))
    );
    let rv = eval(&[&x], |_, t| t[0].reverse(&[1]));
    assert_eq!(rv, Arr::from_fn(&[3, 4], |i| x.at(&[i[0], 3 - i[1]])));
    let v = Arr::new(&[2], vec![1.0, 2.0]);
    let pd = eval(&[&v], |b, t| {
        t[0].pad(&b.scalar(-1.0, DType::F64), &[1], &[2], &[1])
    });
    assert_eq!(pd.data, vec![-1.0, 1.0, -1.0, 2.0, -1.0, -1.0]);
    let io = eval(&[&v], |b, _| b.iota(DType::I32, &[2, 3], 1));
    assert_eq!(io.data, vec![0.0, 1.0, 2.0, 0.0, 1.0, 2.0]);
}

#[test]
fn dynamic_slices_clamp_and_match_host() {
    let x = Arr::from_fn(&[4, 5], |i| (10 * i[0] + i[1]) as f64);
    let ds = eval(&[&x], |b, t| {
        t[0].dynamic_slice(
            &[&b.scalar_int(3, DType::I32), &b.scalar_int(1, DType::I32)],
            &[2, 2],
        )
    });
    // Start row 3 is clamped to 2 so the 2-row window fits.
    assert_eq!(ds.data, vec![21.0, 22.0, 31.0, 32.0]);
    let u = Arr::new(&[1, 2], vec![-1.0, -2.0]);
    let dus = eval(&[&x, &u], |b, t| {
        t[0].dynamic_update_slice(
            &t[1],
            &[&b.scalar_int(1, DType::I64), &b.scalar_int(3, DType::I64)],
        )
    });
    let mut want = x.clone();
    want.data[8] = -1.0;
    want.data[9] = -2.0;
    assert_eq!(dus, want);
}

#[test]
fn dot_general_matches_host() {
    let mut rng = Rng::new(3);
    let a = Arr::random(&mut rng, &[2, 3, 4]);
    let b = Arr::random(&mut rng, &[2, 4, 5]);
    let dims = DotDims {
        lhs_batch: vec![0],
        rhs_batch: vec![0],
        lhs_contracting: vec![2],
        rhs_contracting: vec![1],
    };
    let want = Arr::from_fn(&[2, 3, 5], |i| {
        (0..4)
            .map(|k| a.at(&[i[0], i[1], k]) * b.at(&[i[0], k, i[2]]))
            .sum()
    });
    assert_close(
        &eval(&[&a, &b], |_, t| t[0].dot_general(&t[1], &dims)),
        &want,
        1e-12,
        "batched",
    );
    // bf16 operands: f32 accumulation, one rounding at the end.
    let m = Arr::new(&[1, 256], vec![1.0; 256]);
    let w = Arr::new(&[256, 1], vec![1.0 / 256.0 + 1.0; 256]);
    let y = eval(&[&m, &w], |_, t| {
        t[0].convert(DType::BF16).dot_general_to(
            &t[1].convert(DType::BF16),
            &DotDims::matmul(),
            DType::F32,
        )
    });
    let wb = half::bf16::from_f64(1.0 / 256.0 + 1.0).to_f64();
    assert_close(
        &y,
        &Arr::new(&[1, 1], vec![256.0 * wb]),
        1e-6,
        "bf16 with f32 accumulation",
    );
}

#[test]
fn reductions_argmax_and_top_k_match_host() {
    let x = Arr::new(&[2, 4], vec![3.0, 7.0, 7.0, 1.0, -2.0, -5.0, 0.5, 0.5]);
    assert_eq!(
        eval(&[&x], |_, t| t[0].reduce_sum(&[1])).data,
        vec![18.0, -6.0]
    );
    assert_eq!(eval(&[&x], |_, t| t[0].reduce_max(&[0, 1])).data, vec![7.0]);
    assert_eq!(
        eval(&[&x], |_, t| t[0].reduce_min(&[0])).data,
        vec![-2.0, -5.0, 0.5, 0.5]
    );
    assert_eq!(eval(&[&x], |_, t| nn::argmax(&t[0])).data, vec![1.0, 2.0]);
    let (v, i) = (
        eval(&[&x], |_, t| nn::top_k(&t[0], 3).0),
        eval(&[&x], |_, t| nn::top_k(&t[0], 3).1),
    );
    assert_eq!(v.data, vec![7.0, 7.0, 3.0, 0.5, 0.5, -2.0]);
    assert_eq!(i.data, vec![1.0, 2.0, 0.0, 2.0, 3.0, 0.0]);
    // Ties: the max gradient goes to the first maximal element only.
    let b = Builder::new();
    let p = b.param(DType::F64, &[2, 4]);
    let g = p.reduce_max(&[1]).reduce_sum(&[0]).grad(&[&p]).unwrap();
    let out = run(&b.emit(&[&g[0]]).unwrap(), &[x.host()]);
    assert_eq!(
        out[0].to_f64().unwrap(),
        vec![0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0]
    );
}

#[test]
fn gather_scatter_match_host() {
    let w = Arr::from_fn(&[5, 3], |i| (10 * i[0] + i[1]) as f64);
    let idx = Arr::new(&[2, 2], vec![4.0, 0.0, 4.0, 2.0]);
    let b = Builder::new();
    let wp = b.param(DType::F64, &[5, 3]);
    let ip = b.param(DType::I32, &[2, 2]);
    let up = b.param(DType::F64, &[2, 2, 3]);
    let g = wp.take(&ip);
    let sd = ScatterDims {
        update_window_dims: vec![2],
        inserted_window_dims: vec![0],
        scatter_dims_to_operand_dims: vec![0],
        index_vector_dim: 2,
    };
    let s = wp.scatter_add(&ip, &up, &sd);
    let t = b.emit(&[&g, &s]).unwrap();
    let u = Arr::from_fn(&[2, 2, 3], |i| (100 * (i[0] * 2 + i[1] + 1)) as f64);
    let out = run(&t, &[w.host(), idx.host_i32(), u.host()]);
    assert_eq!(
        host_f64(&out[0]),
        Arr::from_fn(&[2, 2, 3], |i| w
            .at(&[idx.at(&[i[0], i[1]]) as usize, i[2]]))
    );
    let mut want = w.clone();
    Arr::for_each_index(&[2, 2, 3], |i| {
        want.data[idx.at(&[i[0], i[1]]) as usize * 3 + i[2]] += u.at(i)
    });
    assert_eq!(host_f64(&out[1]), want);
}

#[test]
fn nn_composites_match_host() {
    let mut rng = Rng::new(4);
    let x = Arr::random(&mut rng, &[3, 5]);
    let row = |i: usize| &x.data[i * 5..i * 5 + 5];
    let lse: Vec<f64> = (0..3)
        .map(|i| row(i).iter().map(|v| v.exp()).sum::<f64>().ln())
        .collect();
    assert_close(
        &eval(&[&x], |_, t| nn::logsumexp(&t[0])),
        &Arr::new(&[3], lse.clone()),
        1e-12,
        "logsumexp",
    );
    assert_close(
        &eval(&[&x], |_, t| nn::softmax(&t[0])),
        &Arr::from_fn(&[3, 5], |i| (x.at(i) - lse[i[0]]).exp()),
        1e-12,
        "softmax",
    );
    let rms: Vec<f64> = (0..3)
        .map(|i| (row(i).iter().map(|v| v * v).sum::<f64>() / 5.0 + 1e-6).sqrt())
        .collect();
    assert_close(
        &eval(&[&x], |_, t| nn::rmsnorm(&t[0], 1e-6)),
        &Arr::from_fn(&[3, 5], |i| x.at(i) / rms[i[0]]),
        1e-12,
        "rmsnorm",
    );
    assert_close(
        &eval(&[&x], |_, t| nn::silu(&t[0])),
        &map(&x, |v| v / (1.0 + (-v).exp())),
        1e-12,
        "silu",
    );
    let big = map(&x, |v| 40.0 * v);
    assert_close(
        &eval(&[&big], |_, t| nn::softplus(&t[0])),
        &map(&big, |v| v.max(0.0) + (-v.abs()).exp().ln_1p()),
        1e-12,
        "softplus",
    );
    assert_close(
        &eval(&[&x], |_, t| nn::clamp(&t[0], -0.2, 0.3)),
        &map(&x, |v| v.clamp(-0.2, 0.3)),
        0.0,
        "clamp",
    );
    assert_close(
        &eval(&[&x], |_, t| nn::cumsum(&t[0], 1)),
        &Arr::from_fn(&[3, 5], |i| row(i[0])[..=i[1]].iter().sum()),
        1e-12,
        "cumsum",
    );
    let labels = Arr::new(&[3], vec![4.0, 0.0, 2.0]);
    let b = Builder::new();
    let lp = b.param(DType::F64, &[3, 5]);
    let yp = b.param(DType::I32, &[3]);
    let ce = nn::cross_entropy(&lp, &yp);
    let out = run(&b.emit(&[&ce]).unwrap(), &[x.host(), labels.host_i32()]);
    let want: Vec<f64> = (0..3)
        .map(|i| lse[i] - x.at(&[i, labels.data[i] as usize]))
        .collect();
    assert_close(
        &host_f64(&out[0]),
        &Arr::new(&[3], want),
        1e-12,
        "cross_entropy",
    );
}
