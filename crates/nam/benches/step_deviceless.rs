//! The mode A step programs of the presets: built, emitted and compiled deviceless for TPU
//! `v6e:2x4` (a single-device program; meshes come with SPMD), with build and compile times,
//! program size and the compiler's per-chip memory plan, with the layer-group loop
//! rematerialised (`[precision] remat = true`) and not.
//!
//! Run: `cargo bench -p nam --bench step_deviceless -- [PRESET...] [--rows N] [--seq T] [--remat on|off|both] [--mtp K] [--depth L] [--emit-only]`
//! (default: nam-tiny nam12 nam52 nam56r, 1 row of `seq_len` tokens, both remat settings; the
//! dev-profile build `cargo test -p nam --bench step_deviceless -- nam12` works too).
//! libtpu never loads in this process: this binary is its own compile worker (`main` first serves
//! worker requests), started by `pjrt::DevicelessCompiler` with `TPU_SKIP_MDS_QUERY=1` etc. and
//! under `unshare -n` where available.
//!
//! nam52's and nam56r's single-chip state alone exceeds a v6e chip's HBM; the compiles run with
//! `DevicelessCompiler::allow_over_capacity` (libtpu `--xla_tpu_no_crash_on_oom`), so libtpu
//! finishes them and reports the whole plan instead of stopping at its memory check.
//!
//! Compile times are given as wall seconds and as the worker's CPU seconds (user + system of
//! the reaped child, from `/proc/self/stat`), which a busy shared machine distorts far less.
//!
//! The layer-group scan keeps the program independent of depth: the summary compares nam52
//! (13 groups of AEME) with nam12 (3 groups of the same pattern); both ratios, text size and
//! compile time, should stay under 1.2x.

use nam::NamConfig;
use nam::graph::layout::{LayerLoop, dtype_of, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::step::step_program;
use pjrt::{CompileOptions, DevicelessCompiler};
use std::time::Instant;

const GIB: f64 = (1u64 << 30) as f64;

/// One preset at one remat setting.
struct Row {
    preset: String,
    remat: bool,
    text_bytes: usize,
    build_s: f64,
    compile_s: Option<f64>,
    compile_cpu_s: Option<f64>,
}

/// CPU seconds (user + system) of this process's reaped children: fields 16 and 17 of
/// `/proc/self/stat`, in the kernel's fixed 100 Hz `USER_HZ` ticks.
fn children_cpu_seconds() -> Option<f64> {
    let stat = std::fs::read_to_string("/proc/self/stat").ok()?;
    // Fields after the parenthesised command name, which may itself hold spaces.
    let rest = &stat[stat.rfind(')')? + 2..];
    let f: Vec<&str> = rest.split(' ').collect();
    // `rest` starts at field 3 (state); cutime and cstime are fields 16 and 17.
    let ticks: f64 = f.get(13)?.parse::<f64>().ok()? + f.get(14)?.parse::<f64>().ok()?;
    Some(ticks / 100.0)
}

fn main() {
    pjrt::worker::run_worker_if_requested();
    let mut presets: Vec<String> = Vec::new();
    let mut rows = 1usize;
    let mut seq: Option<usize> = None;
    // `--mtp 0` isolates the layer stack: nam52 has an MTP block, nam12 none.
    let mut mtp: Option<usize> = None;
    // `--depth L` changes only the layer loop's trip count (L / pattern length groups).
    let mut depth: Option<usize> = None;
    let mut emit_only = false;
    let mut remats = vec![false, true];
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--rows" => rows = args.next().and_then(|v| v.parse().ok()).expect("--rows N"),
            "--seq" => seq = args.next().and_then(|v| v.parse().ok()),
            "--mtp" => mtp = args.next().and_then(|v| v.parse().ok()),
            "--depth" => depth = args.next().and_then(|v| v.parse().ok()),
            "--emit-only" => emit_only = true,
            "--remat" => {
                remats = match args.next().as_deref() {
                    Some("on") => vec![true],
                    Some("off") => vec![false],
                    Some("both") => vec![false, true],
                    other => panic!("--remat on|off|both, got {other:?}"),
                }
            }
            // Flags cargo's bench runner passes (`--bench`).
            a if a.starts_with("--") => {}
            a => presets.push(a.to_string()),
        }
    }
    if presets.is_empty() {
        presets = ["nam-tiny", "nam12", "nam52", "nam56r"]
            .map(String::from)
            .to_vec();
    }
    let libtpu = if emit_only {
        None
    } else {
        match pjrt::locate::resolve_plugin("tpu") {
            Ok(p) => Some(p),
            Err(e) => {
                println!("libtpu not found ({e}); build and emit only");
                None
            }
        }
    };
    let tokens = seq.map_or("seq_len".into(), |t| t.to_string());
    let overrides: String = [
        mtp.map(|k| format!(", mtp_depth {k}")),
        depth.map(|l| format!(", depth {l}")),
    ]
    .into_iter()
    .flatten()
    .collect();
    println!(
        "step programs, {rows} row(s) of {tokens} tokens per program{overrides}, single device of v6e:2x4"
    );
    println!(
        "| preset | remat | build+grad+emit s | text KiB | compile s (cpu s) | args GiB | output GiB | temp GiB | code MiB | peak GiB |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    let mut table: Vec<Row> = Vec::new();
    for name in &presets {
        for &remat in &remats {
            let mut cfg =
                NamConfig::from_toml_str(nam::presets::preset(name).expect("a preset name"))
                    .expect("presets are valid");
            cfg.precision.remat = remat;
            if let Some(t) = seq {
                cfg.model.seq_len = t;
            }
            if let Some(k) = mtp {
                cfg.model.mtp_depth = k;
            }
            if let Some(l) = depth {
                cfg.model.depth = l;
            }
            table.push(run(&cfg, name, remat, rows, libtpu.as_deref()));
        }
    }
    summary(&table);
}

fn run(
    cfg: &NamConfig,
    name: &str,
    remat: bool,
    rows: usize,
    libtpu: Option<&std::path::Path>,
) -> Row {
    let layout =
        state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype_of(cfg.precision.param_dtype));
    let t0 = Instant::now();
    let fwd = ForwardOptions::new(cfg, LayerLoop::Scan);
    let mut row = Row {
        preset: name.to_string(),
        remat,
        text_bytes: 0,
        build_s: 0.0,
        compile_s: None,
        compile_cpu_s: None,
    };
    let prog = match step_program(cfg, &layout, rows, &fwd) {
        Ok(p) => p,
        Err(e) => {
            println!("| {name} | {remat} | build failed: {e} |");
            return row;
        }
    };
    row.build_s = t0.elapsed().as_secs_f64();
    row.text_bytes = prog.text.len();
    let kib = prog.text.len() as f64 / 1024.0;
    let Some(libtpu) = libtpu else {
        println!(
            "| {name} | {remat} | {:.1} | {kib:.0} | - | - | - | - | - | - |",
            row.build_s
        );
        return row;
    };
    let compiler = DevicelessCompiler::new(libtpu, "v6e:2x4")
        .expect("a valid topology")
        .with_worker(std::env::current_exe().expect("own path"))
        // nam52 and nam56r do not fit one chip: compile them through anyway, so the compile
        // time and the whole memory plan are measured (the peak column shows by how much).
        .allow_over_capacity();
    let t1 = Instant::now();
    let cpu0 = children_cpu_seconds();
    match compiler.compile(&prog.text, &CompileOptions::single_device()) {
        Ok(r) => {
            let s = t1.elapsed().as_secs_f64();
            row.compile_s = Some(s);
            row.compile_cpu_s = children_cpu_seconds().zip(cpu0).map(|(b, a)| b - a);
            let cpu = row.compile_cpu_s.map_or("-".into(), |c| format!("{c:.1}"));
            let m = &r.memory_stats;
            let gib = |b: i64| b as f64 / GIB;
            println!(
                "| {name} | {remat} | {:.1} | {kib:.0} | {s:.1} ({cpu}) | {:.2} | {:.2} | {:.2} | {:.1} | {:.2} |",
                row.build_s,
                gib(m.argument_size_in_bytes),
                gib(m.output_size_in_bytes),
                gib(m.temp_size_in_bytes),
                m.generated_code_size_in_bytes as f64 / (1u64 << 20) as f64,
                gib(m.peak_memory_in_bytes),
            );
        }
        Err(e) => {
            let msg = e.to_string().replace('\n', " ");
            println!(
                "| {name} | {remat} | {:.1} | {kib:.0} | FAILED after {:.1} s: {} |",
                row.build_s,
                t1.elapsed().as_secs_f64(),
                &msg[..msg.len().min(600)]
            );
            if msg.len() > 600 {
                eprintln!("{name} (remat {remat}) compile error in full:\n{e}");
            }
        }
    }
    row
}

/// nam52 over nam12 (same AEME pattern, 13 vs 3 loop iterations) per remat setting.
fn summary(table: &[Row]) {
    for remat in [false, true] {
        let find = |p: &str| table.iter().find(|r| r.preset == p && r.remat == remat);
        let (Some(a), Some(b)) = (find("nam12"), find("nam52")) else {
            continue;
        };
        if a.text_bytes == 0 || b.text_bytes == 0 {
            continue;
        }
        let ratio = |x: Option<f64>, y: Option<f64>| match (x, y) {
            (Some(x), Some(y)) => format!("{:.2}x ({y:.1} s / {x:.1} s)", y / x),
            _ => "-".into(),
        };
        let compile = format!(
            "{} wall, {} cpu",
            ratio(a.compile_s, b.compile_s),
            ratio(a.compile_cpu_s, b.compile_cpu_s)
        );
        println!(
            "nam52 / nam12, remat {remat}: text {:.2}x ({} / {} bytes), deviceless compile {compile}",
            b.text_bytes as f64 / a.text_bytes as f64,
            b.text_bytes,
            a.text_bytes,
        );
    }
}
