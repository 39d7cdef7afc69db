//! The full-size presets' training steps are real TPU programs: nam12, nam52 and nam56r's mode A
//! step (scanned layer groups, the preset's `[precision] remat`, one row of tokens) builds,
//! emits and compiles deviceless through libtpu for a single chip of `v6e:2x4`, in the sandboxed
//! worker (`TPU_SKIP_MDS_QUERY=1` and friends, `unshare -n` where available).
//!
//! Every one must compile to an executable, and the compiler's argument bytes agree with the
//! parameter counter: parameters plus Muon momentum or AdamW moments, all f32, are between 8 and
//! 12.5 bytes per parameter, and the peak is at least 12 bytes per parameter (weights, optimizer
//! slot and gradient, all f32, live at once). nam12 fits one chip. nam52 and nam56r cannot (that
//! floor alone is 47–52 GiB against a chip's 31.25 GiB), so libtpu's memory check would stop
//! them (`CompileTimeHbmOom`); they are compiled with `allow_over_capacity`, which lets libtpu
//! finish and report the whole plan, and the test checks it is over one chip. Fitting them is
//! the mesh's job (FSDP, `namtrain plan`).
//!
//! nam12's step with `attention = "pallas"` also compiles on a data 4 × model 2 mesh of the
//! 8 chips, each chip running the per-device kernel (`nam12_b1_m2`: 3 of the 6 query heads, 1 of
//! the 2 kv heads, its row) inside a manual computation, forward and backward.
//!
//! Compile times and memory are measured by `cargo bench -p nam --bench step_deviceless` and
//! `namtrain plan --attention both`.

use nam::NamConfig;
use nam::graph::attention::{AttentionBackend, ResolvedBackend};
use nam::graph::layout::LayerLoop;
use nam::mesh::Mesh;
use pjrt::{CompileOptions, DevicelessCompiler, DevicelessResult};

/// Compiles `cfg`'s one-row mode A step deviceless for one chip of v6e:2x4.
fn compile_step(cfg: &NamConfig) -> Result<(usize, DevicelessResult), pjrt::Error> {
    let libtpu = pjrt::locate::resolve_plugin("tpu").expect("libtpu (./scripts/setup.sh)");
    let layout = train::programs::trainer_layout(cfg, LayerLoop::Scan);
    let programs = train::programs::trainer_programs(
        cfg,
        &layout,
        1,
        1,
        LayerLoop::Scan,
        nam::graph::attention::ResolvedBackend::Xla,
        nam::graph::mamba::SsdBackend::Xla,
    )
    .unwrap();
    let (_, _, step) = programs.into_iter().find(|(n, _, _)| *n == "step").unwrap();
    DevicelessCompiler::new(&libtpu, "v6e:2x4")
        .unwrap()
        .with_worker(env!("CARGO_BIN_EXE_namtrain-plan-worker"))
        .allow_over_capacity()
        .compile(&step.text, &CompileOptions::single_device())
        .map(|r| (step.text.len(), r))
}

fn check(name: &str, cfg: &NamConfig, text_bytes: usize, r: &DevicelessResult) {
    let m = &r.memory_stats;
    let params = nam::counting::param_counts(&cfg.model).total() as f64;
    let per_param = m.argument_size_in_bytes as f64 / params;
    assert!(
        (8.0..12.5).contains(&per_param),
        "{name}: {} argument bytes for {params} parameters ({per_param:.2} per parameter)",
        m.argument_size_in_bytes
    );
    assert!(m.temp_size_in_bytes > 0 && m.generated_code_size_in_bytes > 0);
    assert!(!r.serialized_executable.is_empty());
    let gib = |b: i64| b as f64 / (1u64 << 30) as f64;
    // A step holds, at once, every f32 weight, its f32 optimizer slot (Muon momentum or the first
    // AdamW moment) and its f32 gradient (the update needs all three): 12 bytes per parameter is
    // a floor under the peak, independent of the compiler.
    let floor_gib = 12.0 * params / (1u64 << 30) as f64;
    let peak = gib(m.peak_memory_in_bytes);
    assert!(
        peak >= floor_gib,
        "{name}: peak {peak:.2} GiB is under the 12-bytes-per-parameter floor {floor_gib:.2} GiB"
    );
    let fits = peak <= plan::V6E_USABLE_HBM_GIB;
    assert_eq!(fits, name == "nam12", "{name}: fits one chip = {fits}");
    println!(
        "{name} at {} tokens: {:.0} KiB of StableHLO; per chip args {:.2} GiB, temp {:.2} GiB, peak {:.2} GiB",
        cfg.model.seq_len,
        text_bytes as f64 / 1024.0,
        gib(m.argument_size_in_bytes),
        gib(m.temp_size_in_bytes),
        gib(m.peak_memory_in_bytes),
    );
}

#[test]
#[ignore = "compiles nam12, nam52 and nam56r deviceless through libtpu: minutes each on 2 cores \
            (tens of minutes on a busy machine); run with --ignored"]
fn full_size_preset_steps_compile_deviceless_for_one_v6e_chip() {
    for name in ["nam12", "nam52", "nam56r"] {
        let cfg = NamConfig::from_toml_str(nam::presets::preset(name).unwrap()).unwrap();
        let (bytes, r) = compile_step(&cfg).unwrap_or_else(|e| panic!("{name}: {e}"));
        check(name, &cfg, bytes, &r);
    }
}

#[test]
#[ignore = "compiles nam12's step deviceless through libtpu on 8 partitions: several minutes on 2 \
            cores (tens of minutes on a busy machine); run with --ignored"]
fn nam12_pallas_step_compiles_deviceless_on_a_data_by_model_mesh() {
    let mut cfg = NamConfig::from_toml_str(nam::presets::preset("nam12").unwrap()).unwrap();
    cfg.mesh = Mesh::new(4, 1, 2, false);
    cfg.model.attention = AttentionBackend::Pallas;
    cfg.validate().unwrap();
    let layout = train::programs::trainer_layout(&cfg, LayerLoop::Scan);
    // One row per data shard.
    let programs = train::programs::trainer_programs(
        &cfg,
        &layout,
        4,
        1,
        LayerLoop::Scan,
        ResolvedBackend::Pallas,
        nam::graph::mamba::SsdBackend::Xla,
    )
    .unwrap();
    let (_, _, step) = programs.into_iter().find(|(n, _, _)| *n == "step").unwrap();
    // Each chip's q: 1 of the 4 rows, 3 of the 6 heads; the per-device kernel is spliced.
    assert!(step.text.contains(
        "\"SPMDFullToShardShape\", has_side_effect = false, mhlo.sharding = \"{manual}\"} : \
         (tensor<4x4096x6x128xbf16>) -> tensor<1x4096x3x128xbf16>"
    ));
    assert!(
        step.text
            .contains("func.func private @namtrain_nam12_b1_m2_bwd(")
    );
    let libtpu = pjrt::locate::resolve_plugin("tpu").expect("libtpu (./scripts/setup.sh)");
    let r = DevicelessCompiler::new(&libtpu, "v6e:2x4")
        .unwrap()
        .with_worker(env!("CARGO_BIN_EXE_namtrain-plan-worker"))
        .compile(&step.text, &train::mesh::compile_options(&cfg.mesh, 0..))
        .unwrap_or_else(|e| panic!("nam12 pallas step on data 4 x model 2: {e}"));
    let m = &r.memory_stats;
    // The compiler's per-chip arguments are the sharding rules' per-chip pieces, plus the TPU's
    // layout padding of small tensors (measured: 61,136 of 1.95 GB).
    let by_rules = plan::argument_bytes(&step.signature, &cfg.mesh);
    let compiled = m.argument_size_in_bytes as u64;
    assert!(
        (by_rules..=by_rules + by_rules / 1000).contains(&compiled),
        "compiler {compiled} B per chip, sharding rules {by_rules} B"
    );
    assert!(m.temp_size_in_bytes > 0 && !r.serialized_executable.is_empty());
    let gib = |b: i64| b as f64 / (1u64 << 30) as f64;
    println!(
        "nam12 pallas step, data 4 x model 2, 1 row x 4096 tokens per data shard: per chip args \
         {:.2} GiB, temp {:.2} GiB, peak {:.2} GiB",
        gib(m.argument_size_in_bytes),
        gib(m.temp_size_in_bytes),
        gib(m.peak_memory_in_bytes),
    );
}
