//! Acceptance 2: SPMD on 8 CPU devices, with GSPMD `mhlo.sharding` and with Shardy.

use pjrt::{Buffer, Client, CompileOptions, HostTensor};

/// Sums an 8x4 array sharded by rows over 8 devices, and doubles it (staying sharded).
const GSPMD: &str = r#"
module @sum8 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%x: tensor<8x4xf32> {mhlo.sharding = "{devices=[8,1]0,1,2,3,4,5,6,7}"})
      -> (tensor<f32> {mhlo.sharding = "{replicated}"}, tensor<8x4xf32> {mhlo.sharding = "{devices=[8,1]0,1,2,3,4,5,6,7}"}) {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %d = stablehlo.add %x, %x : tensor<8x4xf32>
    return %s, %d : tensor<f32>, tensor<8x4xf32>
  }
}
"#;

const SHARDY: &str = r#"
module @sum8 attributes {mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=8]>
  func.func public @main(%x: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>})
      -> (tensor<f32> {sdy.sharding = #sdy.sharding<@mesh, []>}, tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %zero = stablehlo.constant dense<0.0> : tensor<f32>
    %s = stablehlo.reduce(%x init: %zero) applies stablehlo.add across dimensions = [0, 1] : (tensor<8x4xf32>, tensor<f32>) -> tensor<f32>
    %d = stablehlo.add %x, %x : tensor<8x4xf32>
    return %s, %d : tensor<f32>, tensor<8x4xf32>
  }
}
"#;

/// Runs `program` on 8 devices with row `d` of x = [0, 1, ..., 31] on device `d`.
fn run_rows(program: &str, options: &CompileOptions) {
    let client = Client::cpu(8).unwrap();
    assert_eq!(client.addressable_devices().unwrap().len(), 8);
    let exe = client.compile(program, options).unwrap();
    assert_eq!(exe.addressable_devices().len(), 8);
    // The compiled per-device parameter is one row: the partitioner really split the array.
    let params = exe
        .parameter_shapes()
        .expect("the CPU plugin exposes the optimized program");
    assert_eq!(params[0].dims, vec![1, 4]);
    let rows: Vec<Buffer> = (0..8)
        .map(|d| {
            let row: Vec<f32> = (0..4).map(|j| (4 * d + j) as f32).collect();
            client
                .buffer_from_host(&HostTensor::from_f32(&[1, 4], &row).unwrap(), d)
                .unwrap()
        })
        .collect();
    let args: Vec<Vec<&Buffer>> = rows.iter().map(|b| vec![b]).collect();
    let outs = exe.execute(&args).unwrap();
    assert_eq!(outs.len(), 8);
    for (d, out) in outs.iter().enumerate() {
        // 0 + 1 + ... + 31 = 31 * 32 / 2.
        assert_eq!(
            out[0].to_host().unwrap().to_f32().unwrap(),
            vec![496.0],
            "device {d}"
        );
        let doubled: Vec<f32> = (0..4).map(|j| 2.0 * (4 * d + j) as f32).collect();
        assert_eq!(
            out[1].to_host().unwrap().to_f32().unwrap(),
            doubled,
            "device {d}"
        );
    }
    // The sum crosses devices, so the optimized program must hold a collective.
    let ops = exe
        .executable()
        .optimized_program()
        .unwrap()
        .opcode_counts()
        .unwrap();
    assert!(ops.get("all-reduce").copied().unwrap_or(0) >= 1, "{ops:?}");
}

#[test]
fn gspmd_sum_over_8_cpu_devices_gives_the_hand_sum_on_every_device() {
    run_rows(GSPMD, &CompileOptions::spmd(8));
}

#[test]
fn shardy_sum_over_8_cpu_devices_gives_the_hand_sum_on_every_device() {
    run_rows(SHARDY, &CompileOptions::shardy(8));
}
