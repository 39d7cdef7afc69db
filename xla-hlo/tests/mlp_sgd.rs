//! Acceptance 4: a 2-layer MLP trained by an emitted SGD step (forward, backward and update in one
//! program, parameters donated) reduces its loss on a small regression task by at least 10x.

mod common;
use common::*;
use pjrt::HostTensor;
use xla_hlo::{Builder, DType, Tensor, nn};

const N: i64 = 64;
const IN: i64 = 3;
const HID: i64 = 32;

fn step_program() -> String {
    let b = Builder::new();
    let w1 = b.param(DType::F32, &[IN, HID]);
    let b1 = b.param(DType::F32, &[HID]);
    let w2 = b.param(DType::F32, &[HID, 1]);
    let b2 = b.param(DType::F32, &[1]);
    let x = b.param(DType::F32, &[N, IN]);
    let y = b.param(DType::F32, &[N, 1]);
    let lr = b.param(DType::F32, &[]);
    let h = (nn::matmul(&x, &w1) + &b1).tanh();
    let pred = nn::matmul(&h, &w2) + &b2;
    let err = &pred - &y;
    let loss = nn::mean(&(&err * &err), &[0, 1]);
    let params = [&w1, &b1, &w2, &b2];
    let grads = loss.grad(&params).unwrap();
    let mut outs: Vec<Tensor> = params
        .iter()
        .zip(&grads)
        .map(|(p, g)| *p - &(g * &lr))
        .collect();
    for (i, p) in params.iter().enumerate() {
        b.donate(p, i);
    }
    outs.push(loss);
    let r: Vec<&Tensor> = outs.iter().collect();
    b.emit(&r).unwrap()
}

#[test]
fn two_layer_mlp_sgd_reduces_loss_tenfold() {
    let text = step_program();
    assert!(text.contains("tf.aliasing_output = 0 : i32"), "{text}");
    let prog = Program::new(&text);
    let mut rng = Rng::new(11);
    let xs: Vec<f64> = rng.vec((N * IN) as usize);
    let ys: Vec<f64> = (0..N as usize)
        .map(|i| (2.0 * xs[3 * i]).sin() + xs[3 * i + 1] * xs[3 * i + 2])
        .collect();
    let f32s = |v: &[f64]| v.iter().map(|&x| x as f32).collect::<Vec<f32>>();
    let init = |rng: &mut Rng, n: usize, scale: f64| {
        f32s(&rng.vec(n).iter().map(|x| x * scale).collect::<Vec<_>>())
    };
    let mut params = vec![
        HostTensor::from_f32(&[IN, HID], &init(&mut rng, (IN * HID) as usize, 0.8)).unwrap(),
        HostTensor::from_f32(&[HID], &vec![0.0; HID as usize]).unwrap(),
        HostTensor::from_f32(&[HID, 1], &init(&mut rng, HID as usize, 0.3)).unwrap(),
        HostTensor::from_f32(&[1], &[0.0]).unwrap(),
    ];
    let x = HostTensor::from_f32(&[N, IN], &f32s(&xs)).unwrap();
    let y = HostTensor::from_f32(&[N, 1], &f32s(&ys)).unwrap();
    let lr = HostTensor::scalar_f32(0.2);
    let mut losses = Vec::new();
    for _ in 0..600 {
        let mut args = params.clone();
        args.extend([x.clone(), y.clone(), lr.clone()]);
        let mut out = prog.run(&args);
        losses.push(out.pop().unwrap().to_f32().unwrap()[0]);
        params = out;
    }
    let (first, last) = (losses[0], *losses.last().unwrap());
    assert!(
        first / last >= 10.0,
        "loss {first} -> {last} (only {:.1}x)",
        first / last
    );
}
