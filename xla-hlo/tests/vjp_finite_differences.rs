//! Acceptance 2: every differentiable op's VJP matches central finite differences in f64 on the CPU plugin
//! (relative error < 1e-6), on random inputs.

mod common;
use common::*;
use xla_hlo::{DotDims, GatherDims, ScatterDims, Tensor, TensorType, nn};

fn rand(seed: u64, dims: &[i64]) -> Arr {
    Arr::random(&mut Rng::new(seed), dims)
}

fn positive(seed: u64, dims: &[i64]) -> Arr {
    let mut a = rand(seed, dims);
    a.data.iter_mut().for_each(|x| *x = 0.5 + x.abs());
    a
}

#[test]
fn unary_ops_match_finite_differences() {
    type F = fn(&Tensor) -> Tensor;
    let any: [(&str, F); 8] = [
        ("neg", |x| -x),
        ("abs", |x| x.abs()),
        ("exp", |x| x.exp()),
        ("expm1", |x| x.expm1()),
        ("tanh", |x| x.tanh()),
        ("logistic", |x| x.logistic()),
        ("sin", |x| x.sin()),
        ("cos", |x| x.cos()),
    ];
    for (i, (name, f)) in any.iter().enumerate() {
        check_vjp(name, vec![Input::Diff(rand(i as u64, &[3, 4]))], |_, p| {
            f(&p[0])
        });
    }
    let pos: [(&str, F); 4] = [
        ("log", |x| x.log()),
        ("log1p", |x| x.log1p()),
        ("sqrt", |x| x.sqrt()),
        ("rsqrt", |x| x.rsqrt()),
    ];
    for (i, (name, f)) in pos.iter().enumerate() {
        check_vjp(
            name,
            vec![Input::Diff(positive(10 + i as u64, &[2, 5]))],
            |_, p| f(&p[0]),
        );
    }
}

#[test]
fn binary_ops_with_broadcasting_match_finite_differences() {
    type F = fn(&Tensor, &Tensor) -> Tensor;
    let ops: [(&str, F); 6] = [
        ("add", |a, b| a + b),
        ("sub", |a, b| a - b),
        ("mul", |a, b| a * b),
        ("div", |a, b| a / b),
        ("max", |a, b| a.max(b)),
        ("min", |a, b| a.min(b)),
    ];
    for (i, (name, f)) in ops.iter().enumerate() {
        let b = if *name == "div" {
            positive(30 + i as u64, &[2, 4])
        } else {
            rand(30 + i as u64, &[2, 4])
        };
        check_vjp(
            name,
            vec![Input::Diff(rand(20 + i as u64, &[3, 1, 4])), Input::Diff(b)],
            |_, p| f(&p[0], &p[1]),
        );
    }
    check_vjp(
        "pow",
        vec![
            Input::Diff(positive(40, &[3, 2])),
            Input::Diff(rand(41, &[3, 2])),
        ],
        |_, p| p[0].pow(&p[1]),
    );
    check_vjp(
        "rem",
        vec![Input::Diff(rand(42, &[5])), Input::Diff(positive(43, &[5]))],
        |_, p| p[0].rem(&p[1]),
    );
    check_vjp("scalar_ops", vec![Input::Diff(rand(44, &[4]))], |_, p| {
        (2.0 * &p[0] - 1.0) / 3.0
    });
}

#[test]
fn select_and_compare_match_finite_differences() {
    check_vjp(
        "select",
        vec![
            Input::Diff(rand(50, &[3, 4])),
            Input::Diff(rand(51, &[3, 4])),
        ],
        |_, p| p[0].gt(&p[1]).select(&(&p[0] * &p[1]), &(&p[0] - &p[1])),
    );
}

#[test]
fn shape_ops_match_finite_differences() {
    check_vjp(
        "broadcast_in_dim",
        vec![Input::Diff(rand(60, &[3, 1]))],
        |_, p| p[0].broadcast_in_dim(&[2, 3, 4], &[1, 2]) * 1.5,
    );
    check_vjp("reshape", vec![Input::Diff(rand(61, &[2, 6]))], |_, p| {
        p[0].reshape(&[3, 4]).tanh()
    });
    check_vjp(
        "transpose",
        vec![Input::Diff(rand(62, &[2, 3, 4]))],
        |_, p| p[0].transpose(&[2, 0, 1]).sin(),
    );
    check_vjp("slice", vec![Input::Diff(rand(63, &[5, 7]))], |_, p| {
        p[0].slice(&[1, 0], &[5, 7], &[2, 3]).exp()
    });
    check_vjp(
        "concatenate",
        vec![
            Input::Diff(rand(64, &[2, 3])),
            Input::Diff(rand(65, &[2, 2])),
        ],
        |_, p| Tensor::concat(&[&p[0], &p[1], &p[0]], 1).tanh(),
    );
    check_vjp(
        "pad",
        vec![Input::Diff(rand(66, &[3, 4])), Input::Diff(rand(67, &[]))],
        |_, p| p[0].pad(&p[1], &[1, -1], &[2, 1], &[1, 0]).sin(),
    );
    check_vjp("reverse", vec![Input::Diff(rand(68, &[3, 4]))], |_, p| {
        p[0].reverse(&[0, 1]) * p[0].tanh()
    });
}

#[test]
fn dynamic_slices_match_finite_differences() {
    let starts = Arr::new(&[2], vec![1.0, 2.0]);
    check_vjp(
        "dynamic_slice",
        vec![
            Input::Diff(rand(70, &[4, 5])),
            Input::FixedI32(starts.clone()),
        ],
        |_, p| {
            let i = p[1].slice(&[0], &[1], &[1]).reshape(&[]);
            let j = p[1].slice(&[1], &[2], &[1]).reshape(&[]);
            p[0].dynamic_slice(&[&i, &j], &[2, 3]).tanh()
        },
    );
    check_vjp(
        "dynamic_update_slice",
        vec![
            Input::Diff(rand(71, &[4, 5])),
            Input::Diff(rand(72, &[2, 2])),
            Input::FixedI32(starts),
        ],
        |_, p| {
            let i = p[2].slice(&[0], &[1], &[1]).reshape(&[]);
            let j = p[2].slice(&[1], &[2], &[1]).reshape(&[]);
            p[0].dynamic_update_slice(&p[1].sin(), &[&i, &j]).tanh()
        },
    );
}

#[test]
fn dot_general_matches_finite_differences() {
    check_vjp(
        "matmul",
        vec![
            Input::Diff(rand(80, &[3, 4])),
            Input::Diff(rand(81, &[4, 2])),
        ],
        |_, p| p[0].dot_general(&p[1], &DotDims::matmul()),
    );
    // Batch dims in different positions and two contracting dims in swapped order.
    let dims = DotDims {
        lhs_batch: vec![0],
        rhs_batch: vec![2],
        lhs_contracting: vec![2, 1],
        rhs_contracting: vec![0, 3],
    };
    check_vjp(
        "dot_general_batched",
        vec![
            Input::Diff(rand(82, &[2, 3, 4])),
            Input::Diff(rand(83, &[4, 5, 2, 3])),
        ],
        |_, p| p[0].dot_general(&p[1], &dims),
    );
    check_vjp(
        "nn_matmul_broadcast",
        vec![
            Input::Diff(rand(84, &[2, 3, 4])),
            Input::Diff(rand(85, &[4, 5])),
        ],
        |_, p| nn::matmul(&p[0], &p[1]),
    );
}

#[test]
fn reductions_match_finite_differences() {
    check_vjp(
        "reduce_sum",
        vec![Input::Diff(rand(90, &[3, 4, 2]))],
        |_, p| p[0].reduce_sum(&[0, 2]),
    );
    check_vjp(
        "reduce_max",
        vec![Input::Diff(rand(91, &[3, 4, 2]))],
        |_, p| p[0].reduce_max(&[1, 2]),
    );
    check_vjp(
        "reduce_min",
        vec![Input::Diff(rand(92, &[4, 3]))],
        |_, p| p[0].reduce_min(&[0]),
    );
}

/// Row lookups and row scatter-adds on a `[5, 3]` operand at `rows [2, 3]`, and 2x2 windows
/// gathered from and scattered into a `[4, 4]` operand at `starts [3, 2]` (row, col), against
/// finite differences; `name` and `seed` tell the cases apart.
fn check_gathers_and_scatters(name: &str, rows: Arr, starts: Arr, seed: u64) {
    check_vjp(
        &format!("{name}: take"),
        vec![
            Input::Diff(rand(seed, &[5, 3])),
            Input::FixedI32(rows.clone()),
        ],
        |_, p| p[0].take(&p[1]).tanh(),
    );
    let sd = ScatterDims {
        update_window_dims: vec![2],
        inserted_window_dims: vec![0],
        scatter_dims_to_operand_dims: vec![0],
        index_vector_dim: 2,
    };
    check_vjp(
        &format!("{name}: scatter_add"),
        vec![
            Input::Diff(rand(seed + 1, &[5, 3])),
            Input::FixedI32(rows),
            Input::Diff(rand(seed + 2, &[2, 3, 3])),
        ],
        |_, p| p[0].scatter_add(&p[1], &p[2].sin(), &sd).tanh(),
    );
    let gd = GatherDims {
        offset_dims: vec![1, 2],
        collapsed_slice_dims: vec![],
        start_index_map: vec![0, 1],
        index_vector_dim: 1,
        slice_sizes: vec![2, 2],
    };
    check_vjp(
        &format!("{name}: gather windows"),
        vec![
            Input::Diff(rand(seed + 3, &[4, 4])),
            Input::FixedI32(starts.clone()),
        ],
        |_, p| p[0].gather(&p[1], &gd).exp(),
    );
    let window_sd = ScatterDims {
        update_window_dims: vec![1, 2],
        inserted_window_dims: vec![],
        scatter_dims_to_operand_dims: vec![0, 1],
        index_vector_dim: 1,
    };
    check_vjp(
        &format!("{name}: scatter windows"),
        vec![
            Input::Diff(rand(seed + 4, &[4, 4])),
            Input::FixedI32(starts),
            Input::Diff(rand(seed + 5, &[3, 2, 2])),
        ],
        |_, p| p[0].scatter_add(&p[1], &p[2].sin(), &window_sd).tanh(),
    );
}

#[test]
fn gather_and_scatter_match_finite_differences() {
    check_gathers_and_scatters(
        "in bounds",
        Arr::new(&[2, 3], vec![4.0, 0.0, 4.0, 1.0, 2.0, 0.0]),
        Arr::new(&[3, 2], vec![0.0, 1.0, 2.0, 0.0, 1.0, 2.0]),
        100,
    );
}

/// Out-of-bounds indices: a gather clamps the start (row 7 of 5 reads row 4, a 2x2 window at
/// (3, 3) of a 4x4 operand reads the one at (2, 2), -1 reads row 0), so the value's gradient
/// belongs to the window read; a scatter skips an update whose window does not fit, so that
/// update's gradient is zero (the MoE dispatch drops over-capacity copies this way).
#[test]
fn out_of_bounds_gathers_and_scatters_match_finite_differences() {
    check_gathers_and_scatters(
        "out of bounds",
        Arr::new(&[2, 3], vec![7.0, 0.0, -1.0, 1.0, 5.0, 4.0]),
        Arr::new(&[3, 2], vec![3.0, 3.0, 2.0, -1.0, 1.0, 2.0]),
        120,
    );
}

#[test]
fn barrier_sharding_and_function_calls_match_finite_differences() {
    check_vjp(
        "optimization_barrier",
        vec![Input::Diff(rand(110, &[3])), Input::Diff(rand(111, &[3]))],
        |b, p| {
            let v = b.optimization_barrier(&[&p[0], &p[1]]);
            &v[0] * &v[1].tanh()
        },
    );
    check_vjp("sharding", vec![Input::Diff(rand(112, &[4]))], |_, p| {
        p[0].with_sharding("{replicated}").sin()
    });
    check_vjp(
        "call",
        vec![
            Input::Diff(rand(113, &[2, 3])),
            Input::Diff(rand(114, &[3])),
        ],
        |b, p| {
            let t = TensorType::new(xla_hlo::DType::F64, &[2, 3]);
            let v = TensorType::new(xla_hlo::DType::F64, &[3]);
            let f = b
                .function("scaled_tanh", &[t, v], |_, a| {
                    vec![(&a[0] * &a[1]).tanh(), a[1].exp()]
                })
                .unwrap();
            let r = b.call(&f, &[&p[0], &p[1]]);
            &r[0] + &r[1]
        },
    );
}

#[test]
fn nn_composites_match_finite_differences() {
    check_vjp("softmax", vec![Input::Diff(rand(120, &[3, 5]))], |_, p| {
        nn::softmax(&p[0])
    });
    check_vjp(
        "log_softmax",
        vec![Input::Diff(rand(121, &[2, 4]))],
        |_, p| nn::log_softmax(&p[0]),
    );
    check_vjp(
        "logsumexp",
        vec![Input::Diff(rand(122, &[3, 4]))],
        |_, p| nn::logsumexp(&p[0]),
    );
    check_vjp("rmsnorm", vec![Input::Diff(rand(123, &[3, 6]))], |_, p| {
        nn::rmsnorm(&p[0], 1e-6)
    });
    // The hand-written cotangent the gradient rules use, tied in place of autodiff's.
    check_vjp(
        "rmsnorm_vjp",
        vec![Input::Diff(rand(129, &[3, 6]))],
        |_, p| {
            let rule = |x: &[Tensor], _: &[Tensor], ct: &[Option<Tensor>]| {
                let r = nn::inv_rms(&x[0], 1e-6);
                vec![ct[0].as_ref().map(|g| nn::rmsnorm_vjp(&x[0], &r, g))]
            };
            nn::rmsnorm(&p[0], 1e-6).with_vjp(&[&p[0]], std::rc::Rc::new(rule))
        },
    );
    check_vjp("silu", vec![Input::Diff(rand(124, &[7]))], |_, p| {
        nn::silu(&p[0])
    });
    check_vjp("softplus", vec![Input::Diff(rand(125, &[7]))], |_, p| {
        nn::softplus(&(&p[0] * 5.0))
    });
    check_vjp("cumsum", vec![Input::Diff(rand(126, &[3, 7]))], |_, p| {
        nn::cumsum(&p[0], 1)
    });
    check_vjp(
        "top_k_values",
        vec![Input::Diff(rand(127, &[2, 6]))],
        |_, p| nn::top_k(&p[0], 3).0,
    );
    let labels = Arr::new(&[3], vec![1.0, 4.0, 0.0]);
    check_vjp(
        "cross_entropy",
        vec![Input::Diff(rand(128, &[3, 5])), Input::FixedI32(labels)],
        |_, p| nn::cross_entropy(&p[0], &p[1]),
    );
}

#[test]
fn call_with_the_same_value_twice_counts_its_gradient_once() {
    check_vjp(
        "call_same_value_twice",
        vec![Input::Diff(rand(115, &[3]))],
        |b, p| {
            let t = TensorType::new(xla_hlo::DType::F64, &[3]);
            let f = b
                .function("product", &[t.clone(), t], |_, a| vec![&a[0] * &a[1].sin()])
                .unwrap();
            b.call(&f, &[&p[0], &p[0]])[0].clone()
        },
    );
}
