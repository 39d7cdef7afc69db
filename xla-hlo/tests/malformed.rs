//! Acceptance 6 (whole-graph cases; per-op cases sit beside each op): malformed graphs fail at build time
//! with a message naming the op and the mismatch, never inside the plugin.

use xla_hlo::{Builder, CustomCall, DType, Error, ScanOptions, TensorType, nn};

#[test]
fn scan_body_returning_wrong_carry_type_is_rejected() {
    let b = Builder::new();
    let h = b.param(DType::F32, &[2, 3]);
    let xs = b.param(DType::F32, &[4, 3]);
    let _ = b.scan(&[&h], &[&xs], ScanOptions::default(), |_, c, x| {
        (vec![c[0].reduce_sum(&[0]) + &x[0]], vec![])
    });
    let e = b.check().unwrap_err().to_string();
    assert!(e.starts_with("scan("), "{e}");
    assert!(
        e.contains("carries of the init types (tensor<2x3xf32>), got (tensor<3xf32>)"),
        "{e}"
    );
}

#[test]
fn scan_inputs_with_different_lengths_are_rejected() {
    let b = Builder::new();
    let a = b.param(DType::F32, &[4, 3]);
    let c = b.param(DType::F32, &[5, 3]);
    let _ = b.scan(&[], &[&a, &c], ScanOptions::default(), |_, _, x| {
        (vec![], vec![&x[0] + &x[1]])
    });
    let e = b.check().unwrap_err().to_string();
    assert_eq!(
        e,
        "scan(): every x must have leading dimension 4, got tensor<5x3xf32>"
    );
}

#[test]
fn matmul_inner_dimension_mismatch_names_both_types() {
    let b = Builder::new();
    let x = b.param(DType::F32, &[8, 16]);
    let w = b.param(DType::F32, &[32, 4]);
    let y = nn::matmul(&x, &w).tanh();
    assert!(y.check().is_err());
    let e = b.emit(&[&y]).unwrap_err().to_string();
    assert!(
        e.starts_with("dot_general(tensor<8x16xf32>, tensor<32x4xf32>): contracting dim 1"),
        "{e}"
    );
}

#[test]
fn grad_of_non_scalar_is_rejected() {
    let b = Builder::new();
    let x = b.param(DType::F32, &[3]);
    let e = x.tanh().grad(&[&x]).unwrap_err().to_string();
    assert_eq!(
        e,
        "grad: the output must be a float scalar, got tensor<3xf32>; use vjp for others"
    );
}

#[test]
fn grad_through_while_loop_is_not_differentiable() {
    let b = Builder::new();
    let x = b.param(DType::F32, &[]);
    let n = b.scalar_int(3, DType::I32);
    let i = b.scalar_int(0, DType::I32);
    let out = b.while_loop(
        &[&i, &x],
        |_, v| v[0].lt(&n),
        |_, v| vec![&v[0] + 1.0, &v[1] * 2.0],
    );
    let e = out[1].grad(&[&x]).unwrap_err();
    assert!(matches!(e, Error::NotDifferentiable(_)), "{e}");
    assert!(e.to_string().contains("use scan"), "{e}");
}

#[test]
fn custom_call_without_vjp_is_not_differentiable() {
    let b = Builder::new();
    let x = b.param(DType::F32, &[4]);
    let call = CustomCall {
        target: "my_kernel".into(),
        backend_config: String::new(),
        has_side_effect: false,
        result_types: vec![TensorType::new(DType::F32, &[4])],
        extra_attributes: vec![],
        vjp: None,
    };
    let y = b.custom_call(call, &[&x]);
    let e = y[0].reduce_sum(&[0]).grad(&[&x]).unwrap_err().to_string();
    assert_eq!(
        e,
        "autodiff: custom_call @my_kernel has no VJP; supply CustomCall::vjp"
    );
}

#[test]
fn custom_call_with_vjp_uses_it() {
    let b = Builder::new();
    let x = b.param(DType::F32, &[4]);
    let call = CustomCall {
        target: "double".into(),
        backend_config: "cfg".into(),
        has_side_effect: false,
        result_types: vec![TensorType::new(DType::F32, &[4])],
        extra_attributes: vec![("kernel_name".into(), "\"dbl\"".into())],
        vjp: Some(std::rc::Rc::new(|_, _, ct| {
            vec![ct[0].as_ref().map(|c| c * 2.0)]
        })),
    };
    let y = b.custom_call(call, &[&x]);
    let g = y[0].reduce_sum(&[0]).grad(&[&x]).unwrap();
    let t = b.emit(&[&y[0], &g[0]]).unwrap();
    assert!(t.contains("backend_config = \"cfg\", call_target_name = \"double\", has_side_effect = false, kernel_name = \"dbl\""), "{t}");
}

#[test]
fn function_body_cannot_capture_outer_tensors() {
    let b = Builder::new();
    let outer = b.param(DType::F32, &[2]);
    let r = b.function("f", &[TensorType::new(DType::F32, &[2])], |_, a| {
        vec![&a[0] + &outer]
    });
    let e = r.err().expect("capture must fail").to_string();
    assert!(
        e.contains("function bodies cannot capture outer tensors"),
        "{e}"
    );
}

#[test]
fn donation_to_output_of_other_type_is_rejected() {
    let b = Builder::new();
    let x = b.param(DType::F32, &[2, 2]);
    b.donate(&x, 0);
    let e = b.emit(&[&x.reduce_sum(&[0])]).unwrap_err().to_string();
    assert_eq!(
        e,
        "donate: parameter 0 (tensor<2x2xf32>) is donated to output 0 of a different type tensor<2xf32>"
    );
}

#[test]
fn tensors_of_two_programs_cannot_mix() {
    let a = Builder::new();
    let b = Builder::new();
    let x = a.param(DType::F32, &[2]);
    let y = b.param(DType::F32, &[2]);
    let _ = &x + &y;
    let e = a.check().unwrap_err().to_string();
    assert!(e.contains("a tensor of another graph was used here"), "{e}");
}

#[test]
fn negative_dimension_parameter_is_rejected() {
    let b = Builder::new();
    let _ = b.param(DType::F32, &[2, -1]);
    let e = b.check().unwrap_err().to_string();
    assert_eq!(
        e,
        "parameter(): dimension sizes must be >= 0, got -1 in [2, -1]"
    );
}
