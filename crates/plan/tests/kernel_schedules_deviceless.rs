//! The recorded kernel schedules (`crates/plan/src/cost/kernel_schedules.json`,
//! [`plan::cost::schedule`]) against the pinned libtpu, deviceless for `v6e:2x4`:
//!
//! - every TPU M2RNN artifact's kernel body is in the table (a kernel exported again without
//!   recording its schedule fails here, naming the command that records it);
//! - the small M2RNN forward kernel (`m2rnn_small_b1.fwd`, seconds to compile), compiled alone
//!   with libtpu's dumps: libtpu's static profile equals the table's cycles, its final bundles
//!   count as recorded, and the profile is at least the count (an independent reading of the
//!   same schedule: this kernel's steps stall, and run their whole body); compiled again
//!   without the profile (which drops the kernel's body from the compiled program), the cost
//!   reader prices the program's kernel at those cycles over the v6e clock.
//!
//! `NAMTRAIN_RECORD_SCHEDULES=1` records the table instead: every TPU M2RNN artifact, by
//! libtpu's static profile where it walks the grid in seconds (the small kernels, and the
//! `_short` twins of the long ones), and for the long ones (nam56r's: 256 grid steps per row)
//! by their bundle count (exact for these kernels, whose every step runs its whole body) plus
//! the stalls per step that their twin's profile adds to its own count. A few minutes.
//!
//! `NAMTRAIN_SCHEDULE_DUMPS=DIR` keeps libtpu's dumps of each kernel under `DIR/<kernel>/`
//! (`llo/*final_bundles.txt`, `profile/*static_llo_profile.textproto`).
//!
//! This binary is its own deviceless worker (no test harness: `main` first serves worker
//! requests), so libtpu only loads in a sandboxed child without network.

use std::path::Path;

use pallas_kernels::{KernelFunction, M2rnnVariant};
use pjrt::{CompileOptions, DevicelessCompiler};
use plan::cost::ProgramCost;
use plan::cost::schedule::{
    RecordedSchedule, ScheduleTable, StaticSchedule, StepStalls, V6E_CLOCK_HZ, count_final_bundles,
    recorded,
};

const TARGET: &str = "v6e:2x4";

/// The built-in TPU M2RNN kernels (not the CPU interpret-mode ones), each named as its
/// artifact (`m2rnn_nam56r_b2.fwd`), in `variants.toml` order.
fn m2rnn_kernels() -> Vec<(String, &'static KernelFunction)> {
    M2rnnVariant::all()
        .unwrap()
        .iter()
        .filter(|v| v.platform == "tpu")
        .flat_map(|v| {
            [
                (format!("{}.fwd", v.name), &v.fwd.function),
                (format!("{}.bwd", v.name), &v.bwd.function),
            ]
        })
        .collect()
}

/// The kernel body (`custom_call_config.body`) of an exported function's text.
fn body_of(function: &KernelFunction) -> &str {
    let text = function.text;
    let start = text
        .find("\\22body\\22: \\22")
        .expect("an artifact with a tpu_custom_call body")
        + "\\22body\\22: \\22".len();
    let len = text[start..].find("\\22").unwrap();
    &text[start..start + len]
}

/// A module whose `main` calls the function on constant inputs and sums each result, so the
/// compiled program holds the kernel and no copies of parameters or results (libtpu's static
/// profile cannot model the layout copies' DMAs).
fn probe_module(function: &KernelFunction) -> String {
    let mut body = String::new();
    for (i, t) in function.args.iter().enumerate() {
        let v = if t.dtype.is_float() { "0.5" } else { "0" };
        body += &format!("  %in{i} = stablehlo.constant dense<{v}> : {t}\n");
    }
    let ins: Vec<String> = (0..function.args.len())
        .map(|i| format!("%in{i}"))
        .collect();
    let listed = |types: &[xla_hlo::TensorType]| {
        types
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    body += &format!(
        "  %r:{} = func.call @{}({}) : ({}) -> ({})\n",
        function.results.len(),
        function.symbol,
        ins.join(", "),
        listed(&function.args),
        listed(&function.results)
    );
    let mut sums = Vec::new();
    for (i, t) in function.results.iter().enumerate() {
        let e = t.dtype;
        let zero = if e.is_float() { "0.0" } else { "0" };
        let dims: Vec<String> = (0..t.dims.len()).map(|d| d.to_string()).collect();
        body += &format!(
            "  %z{i} = stablehlo.constant dense<{zero}> : tensor<{e}>\n  %s{i} = stablehlo.reduce(%r#{i} init: %z{i}) applies stablehlo.add across dimensions = [{}] : ({t}, tensor<{e}>) -> tensor<{e}>\n",
            dims.join(", ")
        );
        sums.push((format!("%s{i}"), format!("tensor<{e}>")));
    }
    let names: Vec<&str> = sums.iter().map(|(n, _)| n.as_str()).collect();
    let types: Vec<&str> = sums.iter().map(|(_, t)| t.as_str()).collect();
    format!(
        "module @schedule_probe {{\n{}\nfunc.func public @main() -> ({types}) {{\n{body}  return {names} : {types}\n}}\n}}\n",
        function.text,
        types = types.join(", "),
        names = names.join(", ")
    )
}

/// What compiling one artifact alone with libtpu's dumps gives.
struct Probe {
    /// The bundle count, where the kernel's grid loop is one flat loop.
    schedule: Option<StaticSchedule>,
    /// libtpu's static profile of the kernel, where asked for.
    profiled_cycles: Option<u64>,
    /// The cost reader's schedule seconds for the compiled program's kernel.
    priced_s: Option<f64>,
}

fn probe(libtpu: &Path, name: &str, function: &KernelFunction, profile: bool) -> Probe {
    let dumps = tempfile::tempdir().unwrap();
    // `NAMTRAIN_SCHEDULE_DUMPS=DIR` keeps libtpu's dumps, one directory per kernel, to read.
    let kept = std::env::var_os("NAMTRAIN_SCHEDULE_DUMPS").map(|d| Path::new(&d).join(name));
    let dir = kept.as_deref().unwrap_or(dumps.path());
    let bundles = dir.join("llo");
    let profiles = dir.join("profile");
    let mut flags = vec![
        format!("--xla_jf_dump_to={}", bundles.display()),
        "--xla_jf_dump_llo_text=true".to_owned(),
    ];
    if profile {
        flags.push(format!(
            "--xla_jf_dump_static_llo_profile_to={}",
            profiles.display()
        ));
    }
    let compiler = DevicelessCompiler::new(libtpu.to_path_buf(), TARGET)
        .unwrap()
        .with_worker(std::env::current_exe().unwrap())
        .with_libtpu_flags(flags);
    let t0 = std::time::Instant::now();
    let r = compiler
        .compile(&probe_module(function), &CompileOptions::single_device())
        .unwrap_or_else(|e| panic!("{name}: deviceless compile failed: {e}"));
    // The kernel's final bundles: the dump whose entry bundle is a custom call.
    let (kernel, text) = std::fs::read_dir(&bundles)
        .unwrap()
        .filter_map(|e| {
            let path = e.ok()?.path();
            let file = path.file_name()?.to_str()?.to_owned();
            if !file.ends_with("final_bundles.txt") || file.contains("schedule-analysis") {
                return None;
            }
            let text = std::fs::read_to_string(&path).ok()?;
            let entry = text.split("/* entry bundle: %").nth(1)?;
            let (instr, rest) = entry.split_once(" = ")?;
            rest.starts_with("custom-call(")
                .then(|| (instr.to_owned(), text.clone()))
        })
        .next()
        .unwrap_or_else(|| panic!("{name}: no custom call's final bundles in the dump"));
    let schedule = count_final_bundles(&text).ok();
    let profiled_cycles = profile.then(|| {
        let file = profiles.join(format!("{kernel}_TPU v6 lite_static_llo_profile.textproto"));
        let text = std::fs::read_to_string(&file)
            .unwrap_or_else(|e| panic!("{name}: {}: {e}", file.display()));
        text.split("estimated_cycles: ")
            .nth(1)
            .and_then(|t| t.split_whitespace().next()?.parse().ok())
            .unwrap_or_else(|| panic!("{name}: no estimated_cycles in {}", file.display()))
    });
    let module = r
        .optimized_program
        .expect("libtpu returns the optimized program")
        .hlo_module()
        .unwrap();
    let priced_s = ProgramCost::from_module(&module, None)
        .ops
        .iter()
        .find(|op| op.opcode == "custom-call" && op.schedule_s.is_some())
        .and_then(|op| op.schedule_s);
    println!(
        "{name}: compiled in {:.1}s; kernel {kernel}: {}{}",
        t0.elapsed().as_secs_f64(),
        schedule
            .map(|s| format!(
                "{} bundles outside the grid loop, {} per step, {} trips: {} cycles",
                s.outside,
                s.body,
                s.trips,
                s.cycles()
            ))
            .unwrap_or_else(|| "no flat grid loop".into()),
        profiled_cycles
            .map(|c| format!("; libtpu's static profile: {c} cycles"))
            .unwrap_or_default()
    );
    Probe {
        schedule,
        profiled_cycles,
        priced_s,
    }
}

/// The kernels libtpu's static profile walks in seconds: the small ones and the `_short`
/// twins of the long ones (nam56r's: 256 grid steps of up to 27 000 bundles per row).
fn profiled(name: &str) -> bool {
    name.starts_with("m2rnn_small_") || name.contains("_short.")
}

/// The profiled twin of a long kernel: `m2rnn_nam56r_b2.fwd` → `m2rnn_nam56r_b2_short.fwd`.
fn twin_of(name: &str) -> String {
    let (variant, kernel) = name.rsplit_once('.').unwrap();
    format!("{variant}_short.{kernel}")
}

/// A long kernel's cycles: its own bundle count, and what the profile of its twin adds per grid
/// step to the twin's bundles (the twin runs the same step, within 3% of its bundles, over
/// fewer positions; its first step's pipeline fill is spread over fewer steps, so this errs
/// long).
fn with_twin_stalls(name: &str, own: StaticSchedule, twin: &RecordedSchedule) -> RecordedSchedule {
    let tb = twin
        .bundles
        .expect("a profiled twin with one flat grid loop");
    let same_step = own.body.abs_diff(tb.body) as f64 / own.body as f64;
    assert!(
        same_step <= 0.03,
        "{name}: {} bundles per grid step, its twin {} {}: not the same step",
        own.body,
        twin.artifact,
        tb.body
    );
    let stalls = StepStalls::of_twin(&twin.artifact, twin.cycles, &tb);
    RecordedSchedule {
        artifact: name.to_owned(),
        body_sha256: String::new(),
        cycles: stalls.cycles(&own),
        source: "bundle count + profiled stalls".into(),
        bundles: Some(own),
        stalls: Some(stalls),
    }
}

/// The recorded twin of a long kernel, which must come before it.
fn twin<'a>(recorded: &'a [RecordedSchedule], name: &str) -> &'a RecordedSchedule {
    let twin = twin_of(name);
    recorded
        .iter()
        .find(|k| k.artifact == twin)
        .unwrap_or_else(|| {
            panic!(
                "{name}: too long to profile and no twin {twin}: add the variant at 16 chunks \
                 as `<name>_short` to pallas-kernels/variants.toml"
            )
        })
}

fn record(libtpu: &Path) {
    // The profiled kernels first: the long ones take their twins' stalls.
    let all = m2rnn_kernels();
    let (first, long): (Vec<_>, Vec<_>) = all.iter().partition(|(name, _)| profiled(name));
    let mut kernels: Vec<RecordedSchedule> = Vec::new();
    for (name, function) in first.into_iter().chain(long) {
        let p = probe(libtpu, name, function, profiled(name));
        let mut entry = match (p.profiled_cycles, p.schedule) {
            (Some(cycles), schedule) => RecordedSchedule {
                artifact: name.clone(),
                body_sha256: String::new(),
                cycles,
                source: "static profile".into(),
                bundles: schedule,
                stalls: None,
            },
            (None, Some(own)) => with_twin_stalls(name, own, twin(&kernels, name)),
            (None, None) => panic!("{name}: not one flat grid loop"),
        };
        entry.body_sha256 = data::digest::sha256_hex(body_of(function).as_bytes());
        kernels.push(entry);
    }
    // In variants.toml order.
    kernels.sort_by_key(|k| all.iter().position(|(n, _)| *n == k.artifact));
    let table = ScheduleTable {
        note: "cycles per call of the built-in Mosaic kernels on TPU v6e: libtpu's static \
               profile, or where it would walk too many grid steps, the count of its final \
               bundles and the stalls per step that the profile finds in a short call of the \
               same kernel (crates/plan/src/cost/schedule.rs); recorded by \
               `NAMTRAIN_RECORD_SCHEDULES=1 cargo test -p namtrain-plan --test \
               kernel_schedules_deviceless`"
            .into(),
        libtpu: recorded().libtpu.clone(),
        target: format!("TPU v6e ({TARGET}, one chip)"),
        kernels,
    };
    let out = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/cost/kernel_schedules.json");
    std::fs::write(&out, serde_json::to_string_pretty(&table).unwrap() + "\n").unwrap();
    println!(
        "kernel_schedules_deviceless: {} kernels recorded into {}",
        table.kernels.len(),
        out.display()
    );
}

fn main() {
    pjrt::worker::run_worker_if_requested();
    let Ok(libtpu) = pjrt::locate::resolve_plugin("tpu") else {
        println!(
            "kernel_schedules_deviceless: libtpu not installed (run ./scripts/setup.sh); skipped"
        );
        return;
    };
    if std::env::var_os("NAMTRAIN_RECORD_SCHEDULES").is_some() {
        record(&libtpu);
        return;
    }
    let table = recorded();
    let kernels = m2rnn_kernels();
    for (name, function) in &kernels {
        let sha = data::digest::sha256_hex(body_of(function).as_bytes());
        let entry = table.kernels.iter().find(|k| k.body_sha256 == sha);
        assert!(
            entry.is_some_and(|k| &k.artifact == name),
            "{name}: its kernel body is not in crates/plan/src/cost/kernel_schedules.json; \
             record the schedules again: NAMTRAIN_RECORD_SCHEDULES=1 cargo test -p \
             namtrain-plan --test kernel_schedules_deviceless"
        );
    }
    let name = "m2rnn_small_b1.fwd";
    let function = kernels.iter().find(|(n, _)| n == name).unwrap().1;
    let entry = table.kernels.iter().find(|k| k.artifact == name).unwrap();
    let profiled = probe(&libtpu, name, function, true);
    assert_eq!(
        profiled.profiled_cycles,
        Some(entry.cycles),
        "{name}: libtpu profiles the kernel differently now; record the schedules again"
    );
    let counted = profiled.schedule.expect("one flat grid loop");
    assert_eq!(
        Some(counted),
        entry.bundles,
        "{name}: libtpu schedules the kernel differently now; record the schedules again"
    );
    // An independent reading of the same schedule: this kernel's steps run their whole body
    // and stall (one lane tile, one dependent chain), so the profile exceeds the count.
    assert!(
        entry.cycles >= counted.cycles(),
        "{name}: {} bundles counted against libtpu's {} cycles",
        counted.cycles(),
        entry.cycles
    );
    let expected = entry.cycles as f64 / V6E_CLOCK_HZ;
    let priced = probe(&libtpu, name, function, false)
        .priced_s
        .expect("the cost reader finds the kernel's recorded schedule");
    assert!(
        (priced - expected).abs() <= 1e-12 * expected,
        "{name}: priced at {priced} s, not {expected} s"
    );
    println!("kernel_schedules_deviceless: the recorded schedules hold");
}
