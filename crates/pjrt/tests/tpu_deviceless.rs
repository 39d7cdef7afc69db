//! Acceptance 4: libtpu deviceless compile in a sandboxed child process.
//!
//! The worker runs with `TPU_SKIP_MDS_QUERY=1` etc. and under `unshare -n` where available,
//! so libtpu cannot reach the network. The worker binary is `target/<profile>/pjrt-worker`,
//! which cargo builds for integration tests of this crate.

use pjrt::worker::{Worker, WorkerError};
use pjrt::{CompileOptions, DevicelessCompiler};

fn libtpu() -> std::path::PathBuf {
    pjrt::locate::resolve_plugin("tpu").expect("libtpu is installed by ./scripts/setup.sh")
}

fn compiler(topology: &str) -> DevicelessCompiler {
    DevicelessCompiler::new(libtpu(), topology)
        .unwrap()
        .with_worker(env!("CARGO_BIN_EXE_pjrt-worker"))
}

/// A data-parallel matmul: x sharded by rows over all devices, w replicated.
fn program(devices: usize) -> String {
    let rows = 16 * devices;
    let ids: Vec<String> = (0..devices).map(|d| d.to_string()).collect();
    let sharding = format!("{{devices=[{devices},1]{}}}", ids.join(","));
    format!(
        r#"module @dp attributes {{mhlo.num_partitions = {devices} : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func public @main(%x: tensor<{rows}x256xf32> {{mhlo.sharding = "{sharding}"}}, %w: tensor<256x128xf32> {{mhlo.sharding = "{{replicated}}"}})
      -> (tensor<{rows}x128xf32> {{mhlo.sharding = "{sharding}"}}) {{
    %0 = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<{rows}x256xf32>, tensor<256x128xf32>) -> tensor<{rows}x128xf32>
    %1 = stablehlo.tanh %0 : tensor<{rows}x128xf32>
    return %1 : tensor<{rows}x128xf32>
  }}
}}"#
    )
}

fn check(topology: &str, devices: usize) {
    let c = compiler(topology);
    let report = c.describe().unwrap();
    assert_eq!(report.devices.len(), devices, "{report:?}");
    assert!(
        report.devices.iter().all(|d| d.kind == "TPU v6 lite"),
        "{report:?}"
    );
    assert_eq!(report.platform_name, "tpu");

    let r = c
        .compile(&program(devices), &CompileOptions::spmd(devices as i64))
        .unwrap();
    assert!(!r.serialized_executable.is_empty());
    let m = r.memory_stats;
    // Per device: 16 rows of x (16x256 f32) plus all of w (256x128 f32) in, 16x128 f32 out.
    assert_eq!(
        m.argument_size_in_bytes,
        4 * (16 * 256 + 256 * 128),
        "{m:?}"
    );
    assert_eq!(m.output_size_in_bytes, 4 * 16 * 128, "{m:?}");
    assert!(m.generated_code_size_in_bytes > 0, "{m:?}");
}

#[test]
fn v6e_2x2_has_4_tpu_v6_lite_devices_and_compiles() {
    check("v6e:2x2", 4);
}

#[test]
fn v6e_2x4_has_8_tpu_v6_lite_devices_and_compiles() {
    check("v6e:2x4", 8);
}

#[test]
fn malformed_program_fails_in_the_worker_with_the_parser_message() {
    let e = compiler("v6e:2x2")
        .compile("func.func @main( {", &CompileOptions::default())
        .unwrap_err();
    assert!(
        matches!(e, pjrt::Error::Worker(WorkerError::Reported { .. })),
        "the worker ran and reported the compiler's error: {e:?}"
    );
    let msg = e.to_string();
    assert!(msg.contains("in the compile worker"), "{msg}");
    assert!(
        msg.contains("1:"),
        "the parser's line should be named: {msg}"
    );
}

#[test]
fn the_worker_refuses_libtpu_without_the_deviceless_environment() {
    // A client compile does not set TPU_SKIP_MDS_QUERY and friends: libtpu could probe the
    // network, so the worker must refuse before loading it.
    let e = Worker::new(env!("CARGO_BIN_EXE_pjrt-worker"))
        .compile(&libtpu(), &[], &program(1), &CompileOptions::default())
        .unwrap_err();
    assert!(matches!(e, WorkerError::Reported { .. }), "{e:?}");
    let msg = e.to_string();
    assert!(
        msg.contains("refusing to load libtpu: TPU_SKIP_MDS_QUERY is not set"),
        "{msg}"
    );
}

#[test]
fn a_compile_past_the_time_limit_is_killed() {
    let e = compiler("v6e:2x2")
        .with_timeout(std::time::Duration::from_millis(1))
        .compile(&program(4), &CompileOptions::spmd(4))
        .unwrap_err();
    assert!(
        matches!(e, pjrt::Error::Worker(WorkerError::TimedOut { .. })),
        "{e:?}"
    );
    assert!(e.to_string().contains("took longer than 0 s"), "{e}");
}

/// One f32 vector of `n` elements in, doubled, out.
fn elementwise(n: u64) -> String {
    format!(
        r#"module @big {{
  func.func public @main(%x: tensor<{n}xf32>) -> tensor<{n}xf32> {{
    %0 = stablehlo.add %x, %x : tensor<{n}xf32>
    return %0 : tensor<{n}xf32>
  }}
}}"#
    )
}

#[test]
fn over_capacity_program_is_refused_by_default_and_planned_when_allowed() {
    // 40 GiB in and 40 GiB out: over a v6e chip's HBM (about 31.25 GiB usable) several times.
    let n: u64 = 10 << 30;
    let refused = compiler("v6e:2x2")
        .compile(&elementwise(n), &CompileOptions::single_device())
        .unwrap_err()
        .to_string();
    assert!(refused.contains("CompileTimeHbmOom"), "{refused}");

    let r = compiler("v6e:2x2")
        .allow_over_capacity()
        .compile(&elementwise(n), &CompileOptions::single_device())
        .unwrap();
    let m = r.memory_stats;
    assert_eq!(m.argument_size_in_bytes, 4 * n as i64, "{m:?}");
    assert_eq!(m.output_size_in_bytes, 4 * n as i64, "{m:?}");
    assert!(m.peak_memory_in_bytes >= 8 * n as i64, "{m:?}");
}

#[test]
fn libtpu_flags_reach_the_worker_and_unknown_ones_are_named() {
    let err = compiler("v6e:2x2")
        .with_libtpu_flags(["--xla_tpu_no_such_flag_for_namtrain=1"])
        .describe()
        .unwrap_err()
        .to_string();
    assert!(
        err.contains("xla_tpu_no_such_flag_for_namtrain"),
        "the worker's error should name the flag: {err}"
    );
}
