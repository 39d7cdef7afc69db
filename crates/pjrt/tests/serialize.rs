//! Acceptance 3 and executable metadata: serialize → DeserializeAndLoad in a new client gives
//! bitwise-identical outputs; donation follows the program's aliasing unless refused.

use pjrt::{Buffer, Client, CompileOptions, ElementType, ExecuteOptions, HostTensor};

const PROGRAM: &str = "
func.func @main(%a: tensor<3x5xf32>, %b: tensor<5x2xf32>) -> (tensor<3x2xf32>, tensor<3x5xf32>) {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<3x5xf32>, tensor<5x2xf32>) -> tensor<3x2xf32>
  %1 = stablehlo.exponential %0 : tensor<3x2xf32>
  %2 = stablehlo.sine %a : tensor<3x5xf32>
  return %1, %2 : tensor<3x2xf32>, tensor<3x5xf32>
}";

fn inputs() -> Vec<HostTensor> {
    let a: Vec<f32> = (0..15).map(|i| (i as f32 * 0.37).cos()).collect();
    let b: Vec<f32> = (0..10).map(|i| (i as f32 * 0.11) - 0.4).collect();
    vec![
        HostTensor::from_f32(&[3, 5], &a).unwrap(),
        HostTensor::from_f32(&[5, 2], &b).unwrap(),
    ]
}

#[test]
fn deserialized_executable_in_a_new_client_gives_bitwise_identical_outputs() {
    let first = Client::cpu(1).unwrap();
    let exe = first.compile(PROGRAM, &CompileOptions::default()).unwrap();
    let want = exe.execute_host(&inputs()).unwrap();
    let bytes = exe.serialize().unwrap();
    assert!(!bytes.is_empty());

    let second = Client::cpu(1).unwrap();
    let loaded = second.deserialize_and_load(&bytes).unwrap();
    let got = loaded.execute_host(&inputs()).unwrap();
    assert_eq!(got.len(), 2);
    for (g, w) in got.iter().zip(&want) {
        assert_eq!(g.bytes(), w.bytes(), "outputs differ bitwise");
        assert_eq!(g.dims(), w.dims());
    }
}

#[test]
fn output_metadata_matches_the_program_signature() {
    let client = Client::cpu(1).unwrap();
    let exe = client.compile(PROGRAM, &CompileOptions::default()).unwrap();
    let e = exe.executable();
    assert_eq!(e.num_outputs().unwrap(), 2);
    assert_eq!(
        e.output_element_types().unwrap(),
        vec![ElementType::F32, ElementType::F32]
    );
    assert_eq!(e.output_dimensions().unwrap(), vec![vec![3, 2], vec![3, 5]]);
    assert_eq!(
        (e.num_replicas().unwrap(), e.num_partitions().unwrap()),
        (1, 1)
    );
    let stats = e.compiled_memory_stats().unwrap();
    // Arguments: 15 + 10 f32; outputs: 6 + 15 f32 (the plan may add a tuple table of pointers).
    assert_eq!(stats.argument_size_in_bytes, 4 * 25);
    assert!(stats.output_size_in_bytes >= 4 * 21, "{stats:?}");
    let program = e.optimized_program().unwrap();
    assert_eq!(program.format, "hlo_with_config");
    let params = program.entry_parameters().unwrap();
    assert_eq!(
        params.iter().map(|p| p.dims.clone()).collect::<Vec<_>>(),
        vec![vec![3, 5], vec![5, 2]]
    );
}

const DONATING: &str = "
func.func @main(%x: tensor<4xf32> {tf.aliasing_output = 0 : i32}) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  return %0 : tensor<4xf32>
}";

#[test]
fn aliased_input_is_donated_unless_marked_non_donatable() {
    let client = Client::cpu(1).unwrap();
    let exe = client
        .compile(DONATING, &CompileOptions::default())
        .unwrap();
    assert_eq!(
        exe.executable()
            .compiled_memory_stats()
            .unwrap()
            .alias_size_in_bytes,
        16
    );
    let x = HostTensor::from_f32(&[4], &[1.0, 2.0, 3.0, 4.0]).unwrap();

    let kept: Buffer = client.buffer_from_host(&x, 0).unwrap();
    let opts = ExecuteOptions {
        non_donatable_input_indices: vec![0],
        ..Default::default()
    };
    let out = exe.execute_with(&[vec![&kept]], &opts).unwrap();
    assert!(!kept.is_deleted().unwrap());
    assert_eq!(kept.to_host().unwrap(), x);
    assert_eq!(
        out[0][0].to_host().unwrap().to_f32().unwrap(),
        vec![2.0, 4.0, 6.0, 8.0]
    );

    let donated = client.buffer_from_host(&x, 0).unwrap();
    let out = exe.execute(&[vec![&donated]]).unwrap();
    assert!(donated.is_deleted().unwrap());
    assert_eq!(
        out[0][0].to_host().unwrap().to_f32().unwrap(),
        vec![2.0, 4.0, 6.0, 8.0]
    );
}
