mod common;
use common::*;
use xla_hlo::{Builder, DType};

#[test]
fn smoke_add_tanh_runs() {
    let b = Builder::new();
    let x = b.param(DType::F64, &[2, 3]);
    let y = (&x + &x).tanh().reduce_sum(&[1]);
    let t = b.emit(&[&y]).unwrap();
    let a = Arr::new(&[2, 3], vec![0.1, 0.2, 0.3, -0.1, -0.2, 0.5]);
    let out = run(&t, &[a.host()]);
    let r = host_f64(&out[0]);
    let want: Vec<f64> = (0..2)
        .map(|i| (0..3).map(|j| (2.0 * a.data[i * 3 + j]).tanh()).sum())
        .collect();
    assert_close(&r, &Arr::new(&[2], want), 1e-12, "smoke");
}
