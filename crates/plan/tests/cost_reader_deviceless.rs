//! The cost reader ([`plan::cost::ProgramCost`]) on programs libtpu compiled deviceless for
//! `v6e:2x4`: a known bf16 matmul's FLOPs against the hand count (TPU may write it as a
//! convolution), and a whole NAM training step emitted as a layer scan against its unrolled twin.
//! libtpu records no trip counts, so every loop's count must come from its condition (a plain
//! `i < N`, or the split 64-bit counter libtpu writes for the top-level layer and LM-head scans);
//! no count is borrowed from the caller here. Prefetches into VMEM count their main-memory side
//! once. libtpu's own per-op estimates give back the v6e start cost the model uses.
//!
//! This binary is its own deviceless worker (no test harness: `main` first serves worker
//! requests), so libtpu only loads in a sandboxed child without network.

use nam::NamConfig;
use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use pjrt::hlo_proto::{HloModuleProto, ShapeProto};
use pjrt::{CompileOptions, DevicelessCompiler};
use plan::cost::{ProgramCost, TripSource};
use std::collections::{BTreeSet, HashMap};
use test_support::compile_deviceless;

fn optimized(compiler: &DevicelessCompiler, what: &str, text: &str) -> HloModuleProto {
    let r = compile_deviceless(compiler, what, text, &CompileOptions::single_device());
    r.optimized_program
        .expect("libtpu returns the optimized program")
        .hlo_module()
        .unwrap()
}

fn cost_of(compiler: &DevicelessCompiler, what: &str, text: &str) -> ProgramCost {
    ProgramCost::from_module(&optimized(compiler, what, text), None)
}

/// libtpu's memory-space assignment prefetches into VMEM (memory space 1) with `copy-start`,
/// whose result is `(destination, source, context)`: each such prefetch must count its
/// source's bytes once, not the tuple's (hand count: the operand's size).
fn check_prefetches(module: &HloModuleProto, cost: &ProgramCost) {
    let mut unknown = BTreeSet::new();
    let shapes: HashMap<i64, &ShapeProto> = module
        .computations
        .iter()
        .flat_map(|c| &c.instructions)
        .filter_map(|i| Some((i.id, i.shape.as_ref()?)))
        .collect();
    let mut checked = 0;
    for inst in module.computations.iter().flat_map(|c| &c.instructions) {
        let Some(destination) = inst.shape.as_ref().and_then(|s| s.tuple_shapes.first()) else {
            continue;
        };
        if inst.opcode != "copy-start" || destination.memory_space() != 1 {
            continue;
        }
        let source = shapes[&inst.operand_ids[0]];
        if source.memory_space() != 0 {
            continue;
        }
        let op = cost.ops.iter().find(|o| o.name == inst.name).unwrap();
        assert_eq!(
            op.bytes,
            source.byte_size(&mut unknown) as f64,
            "{}",
            inst.name
        );
        checked += 1;
    }
    assert!(
        checked > 0,
        "libtpu placed nothing in VMEM: the check saw no prefetch"
    );
}

fn close(what: &str, got: f64, want: f64, tolerance: f64) {
    assert!(
        (got / want - 1.0).abs() < tolerance,
        "{what}: {got} vs {want} ({:+.2}%)",
        100.0 * (got / want - 1.0)
    );
}

/// Re-derives [`plan::perf::V6E_OP_START_S`] from the pinned libtpu's own estimates (its
/// doc gives the derivation): the cycles per op it prices in a chain of 256 dependent `16×16`
/// f32 dots, over the fastest clock at which its estimate of a `4096³` bf16 matmul stays
/// within the public peak.
fn v6e_op_start_from_libtpu(compiler: &DevicelessCompiler) {
    let priced = |what: &str, text: &str| -> (u64, usize) {
        let cost = cost_of(compiler, what, text);
        let cycles: Vec<u64> = cost.ops.iter().filter_map(|o| o.compiler_cycles).collect();
        (cycles.iter().sum(), cycles.len())
    };
    let (chain, _) = plan::perf::dispatch_chain();
    let (chain_cycles, chain_ops) = priced("chain of 256 16x16 dots", &chain);
    let n = 4096;
    let matmul = format!(
        "func.func @main(%a: tensor<{n}x{n}xbf16>, %b: tensor<{n}x{n}xbf16>) -> tensor<{n}x{n}xbf16> {{\n\
         %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{n}x{n}xbf16>, tensor<{n}x{n}xbf16>) -> tensor<{n}x{n}xbf16>\n\
         return %0 : tensor<{n}x{n}xbf16>\n}}\n"
    );
    let (matmul_cycles, _) = priced("bf16 matmul 4096^3", &matmul);
    let at_peak_s = 2.0 * (n as f64).powi(3) / plan::perf::Chip::v6e([1, 1]).peak_low_flops;
    let fastest_clock = matmul_cycles as f64 / at_peak_s;
    let start_s = chain_cycles as f64 / chain_ops as f64 / fastest_clock;
    println!(
        "v6e op start: {chain_ops} priced ops, {chain_cycles} cycles; matmul {matmul_cycles} \
         cycles, clock at most {:.3} GHz: {:.3} µs per op",
        fastest_clock / 1e9,
        start_s * 1e6
    );
    close("v6e op start", start_s, plan::perf::V6E_OP_START_S, 0.02);
}

fn main() {
    pjrt::worker::run_worker_if_requested();
    let Ok(libtpu) = pjrt::locate::resolve_plugin("tpu") else {
        println!("cost_reader_deviceless: libtpu not installed (run ./scripts/setup.sh); skipped");
        return;
    };
    let compiler = DevicelessCompiler::new(libtpu, "v6e:2x4")
        .unwrap()
        .with_worker(std::env::current_exe().unwrap());

    let (m, k, n) = (256, 512, 1024);
    let matmul = format!(
        "func.func @main(%a: tensor<{m}x{k}xbf16>, %b: tensor<{k}x{n}xbf16>) -> tensor<{m}x{n}xf32> {{\n\
         %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0] : (tensor<{m}x{k}xbf16>, tensor<{k}x{n}xbf16>) -> tensor<{m}x{n}xf32>\n\
         return %0 : tensor<{m}x{n}xf32>\n}}\n"
    );
    let cost = cost_of(&compiler, "bf16 matmul 256x512x1024", &matmul);
    close("matmul FLOPs", cost.flops(), 2.0 * (m * k * n) as f64, 0.01);

    v6e_op_start_from_libtpu(&compiler);

    // 4 `AF` groups (XLA attention, no remat: the scan and the unrolled stack do the same work).
    let cfg = NamConfig::from_toml_str(
        "[model]\ndepth = 8\npattern = \"AF\"\nd_model = 256\nvocab_size = 512\nseq_len = 256\n\
         n_head = 4\nn_kv_head = 2\nhead_dim = 64\nffn_hidden = 512\n\
         [precision]\ncompute_dtype = \"bf16\"\nremat = false\n",
    )
    .unwrap();
    let mut flops = Vec::new();
    for lp in [LayerLoop::Scan, LayerLoop::Unrolled] {
        let layout = state_layout(&cfg.model, lp).with_dtype(dtype_of(cfg.precision.param_dtype));
        let text = step_program(&cfg, &layout, 2, &ForwardOptions::new(&cfg, lp))
            .unwrap()
            .text;
        let module = optimized(&compiler, &format!("nam step, {lp:?} layers"), &text);
        let cost = ProgramCost::from_module(&module, None);
        check_prefetches(&module, &cost);
        for l in &cost.loops {
            assert_eq!(l.source, TripSource::Condition, "{lp:?}: loop {l:?}");
        }
        if lp == LayerLoop::Scan {
            // The forward scan and its gradient loop, 4 trips each.
            let fours = cost.loops.iter().filter(|l| l.trips == 4).count();
            assert!(fours >= 2, "{:?}", cost.loops);
        }
        flops.push(cost.flops());
    }
    // Two programs the compiler optimises differently (1.4% apart with libtpu 0.0.52); a trip
    // count off by one iteration of four would be 25% apart.
    close("scanned vs unrolled step FLOPs", flops[0], flops[1], 0.03);
    println!("cost_reader_deviceless: matmul and scanned step counted like their hand counts");
}
