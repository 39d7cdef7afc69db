//! XLA's cost analysis through `PJRT_Executable_GetCostAnalysis` on the CPU plugin: a known
//! matmul's FLOPs against the hand count. Its blind spot (a `while` body is counted once) is
//! checked beside the cost reader that fixes it, in `crates/train/tests/cost_reader.rs`.

use pjrt::{Client, CompileOptions};

/// `[m, k] x [k, n]` in f32.
fn matmul(m: i64, k: i64, n: i64) -> String {
    format!(
        "func.func @main(%a: tensor<{m}x{k}xf32>, %b: tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32> {{\n\
         %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32>\n\
         return %0 : tensor<{m}x{n}xf32>\n}}\n"
    )
}

#[test]
fn matmul_flops_match_the_hand_count() {
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
}
