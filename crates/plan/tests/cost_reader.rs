//! The cost reader ([`plan::cost::ProgramCost`]) on programs compiled by the CPU plugin: a known
//! matmul's FLOPs against the hand count, and a `while` loop of matmuls against its unrolled
//! twin (XLA's own cost analysis, `PJRT_Executable_GetCostAnalysis`, counts the loop body
//! once — checked here too; the reader multiplies by the trip count it finds).

use pjrt::{Client, CompileOptions};
use plan::cost::ProgramCost;

fn compile(client: &Client, program: &str) -> pjrt::LoadedExecutable {
    client
        .compile(program, &CompileOptions::single_device())
        .unwrap()
}

fn cost_of(client: &Client, program: &str) -> ProgramCost {
    ProgramCost::from_executable(compile(client, program).executable(), None).unwrap()
}

#[test]
fn matmul_flops_and_bytes_match_the_hand_count() {
    let client = Client::cpu(1).unwrap();
    let (m, k, n) = (64, 128, 256);
    let program = format!(
        "func.func @main(%a: tensor<{m}x{k}xf32>, %b: tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32> {{\n\
         %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{m}x{k}xf32>, tensor<{k}x{n}xf32>) -> tensor<{m}x{n}xf32>\n\
         return %0 : tensor<{m}x{n}xf32>\n}}\n"
    );
    let cost = cost_of(&client, &program);
    let want = 2.0 * (m * k * n) as f64;
    assert!(
        (cost.flops() / want - 1.0).abs() < 0.01,
        "{} vs {want}",
        cost.flops()
    );
    let bytes = 4.0 * (m * k + k * n + m * n) as f64;
    assert!(
        (cost.bytes() / bytes - 1.0).abs() < 0.01,
        "{} vs {bytes}",
        cost.bytes()
    );
}

/// `x <- tanh(x @ w)` `trips` times, as a loop or unrolled.
fn chain(d: i64, trips: i64, looped: bool) -> String {
    let ty = format!("tensor<{d}x{d}xf32>");
    let step = |x: &str, y: &str| {
        format!(
            "%{y}m = stablehlo.dot_general {x}, %w, contracting_dims = [1] x [0] : ({ty}, {ty}) -> {ty}\n\
             %{y} = stablehlo.tanh %{y}m : {ty}\n"
        )
    };
    if looped {
        format!(
            "func.func @main(%x: {ty}, %w: {ty}) -> {ty} {{\n\
             %c0 = stablehlo.constant dense<0> : tensor<i32>\n\
             %r:2 = stablehlo.while(%i = %c0, %acc = %x) : tensor<i32>, {ty}\n\
             cond {{\n\
               %n = stablehlo.constant dense<{trips}> : tensor<i32>\n\
               %p = stablehlo.compare LT, %i, %n : (tensor<i32>, tensor<i32>) -> tensor<i1>\n\
               stablehlo.return %p : tensor<i1>\n\
             }} do {{\n\
               %one = stablehlo.constant dense<1> : tensor<i32>\n\
               %j = stablehlo.add %i, %one : tensor<i32>\n\
               {}\
               stablehlo.return %j, %y : tensor<i32>, {ty}\n\
             }}\n\
             return %r#1 : {ty}\n}}\n",
            step("%acc", "y")
        )
    } else {
        let mut body = String::new();
        let mut x = "%x".to_string();
        for t in 0..trips {
            body.push_str(&step(&x, &format!("y{t}")));
            x = format!("%y{t}");
        }
        format!("func.func @main(%x: {ty}, %w: {ty}) -> {ty} {{\n{body}return {x} : {ty}\n}}\n")
    }
}

#[test]
fn a_loop_counts_its_trips_like_its_unrolled_twin() {
    let client = Client::cpu(1).unwrap();
    let (d, trips) = (96, 7);
    let looped_exe = compile(&client, &chain(d, trips, true));
    let looped = ProgramCost::from_executable(looped_exe.executable(), None).unwrap();
    let unrolled = cost_of(&client, &chain(d, trips, false));
    let want = trips as f64 * 2.0 * (d * d * d) as f64;
    assert!(
        (looped.flops() / want - 1.0).abs() < 0.01,
        "looped {} vs {want}; loops {:?}",
        looped.flops(),
        looped.loops
    );
    assert!((unrolled.flops() / want - 1.0).abs() < 0.01);
    assert!(
        (looped.transcendentals() / unrolled.transcendentals() - 1.0).abs() < 0.01,
        "tanh: {} vs {}",
        looped.transcendentals(),
        unrolled.transcendentals()
    );
    assert_eq!(looped.loops.len(), 1);
    assert_eq!(looped.loops[0].trips, trips as u64);
    assert_eq!(looped.loops_without_trip_count(), 0);

    // XLA's own analysis visits the body once: one matmul's FLOPs, not seven.
    let xla = looped_exe.executable().cost_analysis().unwrap().unwrap();
    let one = 2.0 * (d * d * d) as f64;
    let flops = xla.flops().unwrap();
    assert!(
        flops >= one && flops < 2.0 * one,
        "XLA reports {flops} FLOPs for a loop of {trips}; one matmul is {one}"
    );
}

#[test]
fn ops_carry_their_shape_and_a_fusion_what_it_fuses() {
    // `plan -v` prints both under each costly op; here against what the program says.
    let client = Client::cpu(1).unwrap();
    let program = "func.func @main(%a: tensor<64x128xf32>, %b: tensor<128x256xf32>, \
                   %c: tensor<64x256xf32>) -> tensor<64x256xf32> {\n\
         %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<64x128xf32>, tensor<128x256xf32>) -> tensor<64x256xf32>\n\
         %1 = stablehlo.tanh %0 : tensor<64x256xf32>\n\
         %2 = stablehlo.multiply %1, %c : tensor<64x256xf32>\n\
         %3 = stablehlo.add %2, %c : tensor<64x256xf32>\n\
         return %3 : tensor<64x256xf32>\n}\n";
    let cost = cost_of(&client, program);
    let ops: Vec<String> = cost
        .ops
        .iter()
        .map(|o| format!("{} {} ({})", o.opcode, o.shape, o.fused))
        .collect();
    assert!(
        cost.ops.iter().all(|o| o.shape == "f32[64,256]"),
        "every op of this program writes a 64x256 f32 array: {ops:?}"
    );
    let fused: Vec<&str> = cost
        .ops
        .iter()
        .filter(|o| o.opcode == "fusion")
        .map(|o| o.fused.as_str())
        .collect();
    assert!(
        fused
            .iter()
            .any(|f| f.contains("tanh") && f.contains("multiply") && f.contains("add")),
        "the elementwise tail is one fusion of tanh, multiply and add: {ops:?}"
    );
}
