//! Acceptance 1: hand-checkable programs on the real CPU plugin return the hand values.

use half::bf16;
use pjrt::{Client, CompileOptions, ElementType, HostTensor};

fn matmul_tanh(ty: &str) -> String {
    format!(
        "func.func @main(%a: tensor<2x2x{ty}>, %b: tensor<2x2x{ty}>) -> tensor<2x2x{ty}> {{
           %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<2x2x{ty}>, tensor<2x2x{ty}>) -> tensor<2x2x{ty}>
           %1 = stablehlo.tanh %0 : tensor<2x2x{ty}>
           return %1 : tensor<2x2x{ty}>
         }}"
    )
}

/// tanh([[1,2],[3,4]] @ [[0.5,0],[0,-0.25]]) = tanh([[0.5,-0.5],[1.5,-1]]), by hand.
const A: [f32; 4] = [1.0, 2.0, 3.0, 4.0];
const B: [f32; 4] = [0.5, 0.0, 0.0, -0.25];
const EXPECTED: [f32; 4] = [0.462_117_16, -0.462_117_16, 0.905_148_25, -0.761_594_2];

#[test]
fn matmul_tanh_f32_returns_hand_values() {
    let client = Client::cpu(1).unwrap();
    let exe = client
        .compile(&matmul_tanh("f32"), &CompileOptions::default())
        .unwrap();
    let out = exe
        .execute_host(&[
            HostTensor::from_f32(&[2, 2], &A).unwrap(),
            HostTensor::from_f32(&[2, 2], &B).unwrap(),
        ])
        .unwrap();
    assert_eq!(out.len(), 1);
    assert_eq!(out[0].dims(), &[2, 2]);
    for (got, want) in out[0].to_f32().unwrap().iter().zip(EXPECTED) {
        assert!((got - want).abs() < 1e-6, "{got} vs {want}");
    }
}

#[test]
fn matmul_tanh_bf16_returns_hand_values_to_bf16_precision() {
    let client = Client::cpu(1).unwrap();
    let exe = client
        .compile(&matmul_tanh("bf16"), &CompileOptions::default())
        .unwrap();
    let to_bf16 = |v: &[f32]| v.iter().map(|&x| bf16::from_f32(x)).collect::<Vec<_>>();
    let out = exe
        .execute_host(&[
            HostTensor::from_bf16(&[2, 2], &to_bf16(&A)).unwrap(),
            HostTensor::from_bf16(&[2, 2], &to_bf16(&B)).unwrap(),
        ])
        .unwrap();
    assert_eq!(out[0].dtype(), ElementType::BF16);
    for (got, want) in out[0].to_bf16().unwrap().iter().zip(EXPECTED) {
        // bf16 keeps 8 significant bits: relative error below 2^-8.
        assert!(
            (got.to_f32() - want).abs() <= want.abs() / 256.0 + 1e-3,
            "{got} vs {want}"
        );
    }
}

#[test]
fn f64_add_is_exact() {
    let client = Client::cpu(1).unwrap();
    let exe = client
        .compile(
            "func.func @main(%a: tensor<3xf64>, %b: tensor<3xf64>) -> tensor<3xf64> {
               %0 = stablehlo.add %a, %b : tensor<3xf64>
               return %0 : tensor<3xf64>
             }",
            &CompileOptions::default(),
        )
        .unwrap();
    let a = [0.1f64, 1e300, -2.5];
    let b = [0.2f64, 1e300, 2.5];
    let out = exe
        .execute_host(&[
            HostTensor::from_f64(&[3], &a).unwrap(),
            HostTensor::from_f64(&[3], &b).unwrap(),
        ])
        .unwrap();
    let want: Vec<f64> = a.iter().zip(b).map(|(x, y)| x + y).collect();
    assert_eq!(out[0].to_f64().unwrap(), want);
}

/// [`matmul_tanh`] in f32, compiled on `client`.
fn matmul_tanh_f32(client: &Client) -> pjrt::LoadedExecutable {
    client
        .compile(&matmul_tanh("f32"), &CompileOptions::default())
        .unwrap()
}

/// A `[2, 2]` f32 buffer on device 0.
fn put_2x2(client: &Client, v: &[f32]) -> pjrt::Buffer {
    client
        .buffer_from_host(&HostTensor::from_f32(&[2, 2], v).unwrap(), 0)
        .unwrap()
}

/// A launched program gives the hand values after `wait`, while the host uploads the next
/// inputs in the meantime; a second launch on those inputs, dropped without `wait`, still
/// finishes before its arguments are freed (the drop waits).
#[test]
fn launch_returns_while_running_and_wait_gives_the_hand_values() {
    let client = Client::cpu(1).unwrap();
    let exe = matmul_tanh_f32(&client);
    let put = |v: &[f32]| put_2x2(&client, v);
    let (a, b) = (put(&A), put(&B));
    let running = exe
        .launch(&[vec![&a, &b]], &pjrt::ExecuteOptions::default())
        .unwrap();
    // Host work while the device computes: the next step's inputs.
    let (a2, b2) = (put(&B), put(&A));
    let out = running.wait().unwrap();
    let got = out[0][0].to_host().unwrap().to_f32().unwrap();
    for (got, want) in got.iter().zip(EXPECTED) {
        assert!((got - want).abs() < 1e-6, "{got} vs {want}");
    }
    // Same numbers as the blocking call on the same arguments.
    let blocking = exe.execute(&[vec![&a, &b]]).unwrap();
    assert_eq!(
        blocking[0][0].to_host().unwrap().to_f32().unwrap(),
        got,
        "launch + wait equals execute"
    );
    drop(
        exe.launch(&[vec![&a2, &b2]], &pjrt::ExecuteOptions::default())
            .unwrap(),
    );
    drop((a2, b2));
}

/// Detached launches chain like a training loop's steps: the first program's outputs, not yet
/// awaited, feed the second launch, the first's argument handles are dropped while it may still
/// run, and the second's result is tanh(tanh(A @ B) @ B) by hand.
#[test]
fn detached_outputs_feed_the_next_launch_before_they_are_ready() {
    let client = Client::cpu(1).unwrap();
    let exe = matmul_tanh_f32(&client);
    let put = |v: &[f32]| put_2x2(&client, v);
    let (a, b) = (put(&A), put(&B));
    let (first, first_done) = exe
        .launch(&[vec![&a, &b]], &pjrt::ExecuteOptions::default())
        .unwrap()
        .detach();
    drop(a);
    let b2 = put(&B);
    let (second, second_done) = exe
        .launch(&[vec![&first[0][0], &b2]], &pjrt::ExecuteOptions::default())
        .unwrap()
        .detach();
    drop((b, b2, first));
    first_done.wait().unwrap();
    second_done.wait().unwrap();
    // tanh(E @ B) with B = diag(0.5, -0.25): column 0 halves, column 1 is scaled by -1/4.
    let e = EXPECTED.map(f64::from);
    let want = [
        (0.5 * e[0]).tanh(),
        (-0.25 * e[1]).tanh(),
        (0.5 * e[2]).tanh(),
        (-0.25 * e[3]).tanh(),
    ];
    let got = second[0][0].to_host().unwrap().to_f32().unwrap();
    for (got, want) in got.iter().zip(want) {
        assert!((f64::from(*got) - want).abs() < 1e-6, "{got} vs {want}");
    }
}
