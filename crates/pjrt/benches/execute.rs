//! PJRT overheads on the real CPU plugin: per-call cost of executing a trivial program, and
//! host↔device copy bandwidth for a 64 MiB buffer.
//!
//! Run: `cargo bench -p pjrt --bench execute`.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pjrt::{Client, CompileOptions, HostTensor};

const TRIVIAL: &str = "func.func @main(%x: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %x, %x : tensor<f32>
  return %0 : tensor<f32>
}";

fn execute_overhead(c: &mut Criterion) {
    let client = Client::cpu(1).expect("CPU plugin (run ./scripts/setup.sh)");
    let exe = client.compile(TRIVIAL, &CompileOptions::default()).unwrap();
    let x = client
        .buffer_from_host(&HostTensor::scalar_f32(1.0), 0)
        .unwrap();
    // Execute and wait for completion, outputs stay on the device (freed on drop).
    c.bench_function("execute_trivial_scalar_add", |b| {
        b.iter(|| exe.execute(&[vec![&x]]).unwrap())
    });
    let host = HostTensor::scalar_f32(1.0);
    c.bench_function("execute_host_trivial_scalar_add", |b| {
        b.iter(|| exe.execute_host(std::slice::from_ref(&host)).unwrap())
    });
}

fn copy_bandwidth(c: &mut Criterion) {
    const BYTES: usize = 64 << 20;
    let client = Client::cpu(1).expect("CPU plugin (run ./scripts/setup.sh)");
    let n = (BYTES / 4) as i64;
    let data: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let host = HostTensor::from_f32(&[n], &data).unwrap();
    let device = client.buffer_from_host(&host, 0).unwrap();

    let mut group = c.benchmark_group("copy_64MiB");
    group.throughput(Throughput::Bytes(BYTES as u64));
    group.sample_size(20);
    group.bench_function("host_to_device", |b| {
        b.iter(|| client.buffer_from_host(&host, 0).unwrap())
    });
    group.bench_function("device_to_host", |b| b.iter(|| device.to_host().unwrap()));
    group.finish();
}

criterion_group!(benches, execute_overhead, copy_bandwidth);
criterion_main!(benches);
