//! XLA's cost analysis through `PJRT_Executable_GetCostAnalysis` on the CPU plugin: a known
//! matmul's FLOPs against the hand count, and the documented blind spot (a `while` body is
//! counted once) on a loop of the same matmul.

use pjrt::{Client, CompileOptions};

/// `[m, k] x [k, n]` in f32.
fn matmul(m: i64, k: i64, n: i64) -> String {
    format!(
        "func.func @main(%a: tensor<{m}x{k}xf32>, %b: tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32> {{\n\
         %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32>\n\
         return %0 : tensor<{m}x{n}xf32>\n}}\n"
    )
}

/// The same matmul applied `trips` times in a `while` loop (`x <- x @ w`, square).
fn looped(d: i64, trips: i64) -> String {
    format!(
        "func.func @main(%x: tensor<{d}x{d}xf32>, %w: tensor<{d}x{d}xf32>) -> tensor<{d}x{d}xf32> {{\n\
         %c0 = stablehlo.constant dense<0> : tensor<i32>\n\
         %r:2 = stablehlo.while(%i = %c0, %acc = %x) : tensor<i32>, tensor<{d}x{d}xf32>\n\
         cond {{\n\
           %n = stablehlo.constant dense<{trips}> : tensor<i32>\n\
           %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>\n\
           stablehlo.return %p : tensor<i1>\n\
         }} do {{\n\
           %one = stablehlo.constant dense<1> : tensor<i32>\n\
           %j = stablehlo.add %i, %one : tensor<i32>\n\
           %y = stablehlo.dot_general %acc, %w, contracting_dims = [1] x [0] : (tensor<{d}x{d}xf32>, tensor<{d}x{d}xf32>) -> tensor<{d}x{d}xf32>\n\
           stablehlo.return %j, %y : tensor<i32>, tensor<{d}x{d}xf32>\n\
         }}\n\
         return %r#1 : tensor<{d}x{d}xf32>\n}}\n"
    )
}

#[test]
fn matmul_flops_match_the_hand_count_and_a_loop_body_counts_once() {
    let client = Client::cpu(1).unwrap();
    let exe = client
        .compile(&matmul(64, 128, 256), &CompileOptions::single_device())
        .unwrap();
    let cost = exe
        .executable()
        .cost_analysis()
        .unwrap()
        .expect("the CPU plugin implements cost analysis");
    let want = 2.0 * 64.0 * 128.0 * 256.0;
    let flops = cost.flops().expect("flops reported");
    assert!(
        (flops / want - 1.0).abs() < 0.01,
        "flops {flops} vs 2·m·k·n = {want}; all: {:?}",
        cost.properties
    );
    // Operands and result once each, f32.
    let bytes = 4.0 * (64.0 * 128.0 + 128.0 * 256.0 + 64.0 * 256.0);
    let accessed = cost.bytes_accessed().expect("bytes accessed reported");
    assert!(
        (accessed / bytes - 1.0).abs() < 0.01,
        "bytes accessed {accessed} vs {bytes}"
    );

    // XLA's analysis visits a while body once: 8 trips of a 64³ matmul report one matmul's
    // FLOPs (the model multiplies by the trip count it knows).
    let exe = client
        .compile(&looped(64, 8), &CompileOptions::single_device())
        .unwrap();
    let cost = exe.executable().cost_analysis().unwrap().unwrap();
    let one = 2.0 * 64.0f64.powi(3);
    let flops = cost.flops().unwrap();
    assert!(
        flops >= one && flops < 2.0 * one,
        "a loop of 8 matmuls reports {flops} FLOPs; one matmul is {one}"
    );
}
