//! Acceptance 7 (TPU part): an emitted sharded program compiles deviceless for libtpu `v6e:2x4`
//! (8 chips) through the pjrt crate's sandboxed worker. This binary is its own worker (no test harness:
//! `main` first serves worker requests), so libtpu only ever loads in a child with a controlled
//! environment and, where available, no network.

use pjrt::{CompileOptions, DevicelessCompiler};
use xla_hlo::{Builder, DType, Output, ScanOptions, nn};

fn program() -> String {
    let b = Builder::new();
    b.set_num_partitions(8);
    let rows = "{devices=[8,1]<=[8]}";
    let x = b.param_sharded(DType::BF16, &[64, 128], rows);
    let w = b.param_sharded(DType::BF16, &[4, 128, 128], "{replicated}");
    let (c, _) = b.scan(&[&x], &[&w], ScanOptions::default(), |_, c, w| {
        (vec![&c[0] + &nn::silu(&nn::matmul(&c[0], &w[0]))], vec![])
    });
    let h = c[0].with_sharding(rows);
    let loss = nn::mean(&(&h * &h).convert(DType::F32), &[0, 1]);
    let g = loss.grad(&[&w]).unwrap();
    b.emit_outputs(&[
        Output::sharded(&loss, "{replicated}"),
        Output::sharded(&g[0], "{replicated}"),
    ])
    .unwrap()
}

fn main() {
    pjrt::worker::run_worker_if_requested();
    let Ok(libtpu) = pjrt::locate::resolve_plugin("tpu") else {
        println!("tpu_deviceless: libtpu not installed (run ./scripts/setup.sh); skipped");
        return;
    };
    let compiler = DevicelessCompiler::new(libtpu, "v6e:2x4")
        .unwrap()
        .with_worker(std::env::current_exe().unwrap());
    let r = compiler
        .compile(&program(), &CompileOptions::spmd(8))
        .unwrap_or_else(|e| panic!("deviceless compile failed: {e}"));
    assert_eq!(r.topology.devices.len(), 8);
    assert!(!r.serialized_executable.is_empty());
    // Per chip: 8 of 64 rows of x (bf16) plus all of w (bf16) in.
    assert_eq!(
        r.memory_stats.argument_size_in_bytes,
        2 * (8 * 128 + 4 * 128 * 128),
        "{:?}",
        r.memory_stats
    );
    println!(
        "tpu_deviceless: emitted scan+grad program compiled for v6e:2x4 ({:?})",
        r.memory_stats
    );
}
