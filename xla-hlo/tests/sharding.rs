//! Acceptance 7 (CPU part): programs with sharding annotations on arguments, intermediates and results
//! compile with `num_partitions = 8` on the 8-device CPU client and compute the single-device result.

mod common;
use common::*;
use pjrt::{Buffer, Client, CompileOptions, HostTensor};
use xla_hlo::{Builder, DType, Output, nn};

pub fn sharded_program(parts: i64) -> String {
    let b = Builder::new();
    b.set_num_partitions(parts);
    let rows = format!("{{devices=[{parts},1]<=[{parts}]}}");
    let x = b.param_sharded(DType::F32, &[16, 8], &rows);
    let w = b.param_sharded(DType::F32, &[8, 4], "{replicated}");
    let h = nn::matmul(&x, &w).tanh().with_sharding(&rows);
    let s = h.reduce_sum(&[0, 1]);
    b.emit_outputs(&[
        Output::sharded(&h, &rows),
        Output::sharded(&s, "{replicated}"),
    ])
    .unwrap()
}

#[test]
fn sharded_program_compiles_for_8_partitions_and_matches_host() {
    let text = sharded_program(8);
    assert!(text.contains("mhlo.num_partitions = 8 : i32"));
    assert!(
        text.contains("call_target_name = \"Sharding\", mhlo.sharding = \"{devices=[8,1]<=[8]}\"")
    );
    let client = Client::cpu(8).unwrap();
    let exe = client.compile(&text, &CompileOptions::spmd(8)).unwrap();
    let mut rng = Rng::new(99);
    let x = Arr::random(&mut rng, &[16, 8]);
    let w = Arr::random(&mut rng, &[8, 4]);
    let f32s = |v: &[f64]| v.iter().map(|&a| a as f32).collect::<Vec<f32>>();
    let mut bufs: Vec<(Buffer, Buffer)> = Vec::new();
    for d in 0..8 {
        let xs = HostTensor::from_f32(&[2, 8], &f32s(&x.data[d * 16..d * 16 + 16])).unwrap();
        let ws = HostTensor::from_f32(&[8, 4], &f32s(&w.data)).unwrap();
        bufs.push((
            client.buffer_from_host(&xs, d).unwrap(),
            client.buffer_from_host(&ws, d).unwrap(),
        ));
    }
    let args: Vec<Vec<&Buffer>> = bufs.iter().map(|(a, b)| vec![a, b]).collect();
    let outs = exe.execute(&args).unwrap();
    let want = Arr::from_fn(&[16, 4], |i| {
        (0..8)
            .map(|k| x.at(&[i[0], k]) * w.at(&[k, i[1]]))
            .sum::<f64>()
            .tanh()
    });
    let mut got = Vec::new();
    for (d, o) in outs.iter().enumerate() {
        got.extend(
            o[0].to_host()
                .unwrap()
                .to_f32()
                .unwrap()
                .iter()
                .map(|&v| v as f64),
        );
        let s = o[1].to_host().unwrap().to_f32().unwrap()[0] as f64;
        let total: f64 = want.data.iter().sum();
        assert!((s - total).abs() < 1e-4, "device {d}: sum {s} vs {total}");
    }
    assert_close(&Arr::new(&[16, 4], got), &want, 1e-5, "sharded rows");
}
