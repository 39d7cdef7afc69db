//! `namtrain`: the command line.

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod args;
mod cache_cmd;
mod data_cmd;
mod devices;
mod doctor_cmd;
mod eval_cmd;
mod eval_code_cmd;
mod init_cmd;
mod kernels_cmd;
mod model_source;
mod plan_cmd;
mod processes;
mod report;
mod report_cmd;
mod run_read;
mod sample_cmd;
mod tokenizer_cmd;
mod train_cmd;

#[derive(Parser)]
#[command(
    name = "namtrain",
    version,
    about = "Train NAM models through PJRT plugins",
    long_about = "Train NAM models through PJRT plugins.\n\nWithout a subcommand, trains: namtrain --config configs/nam-tiny.toml",
    args_conflicts_with_subcommands = true
)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    train: train_cmd::TrainArgs,
}

#[derive(Subcommand)]
enum Command {
    /// Show a PJRT plugin's platform, versions and devices (or a TPU topology, deviceless).
    Devices(devices::DevicesArgs),
    /// Check this machine before an expensive run: plugin, devices, memory, disk, run dir,
    /// processes, open files, cache warmth, a smoke run (OK / WARN / FAIL with the fix).
    Doctor(doctor_cmd::DoctorArgs),
    /// Prepare datasets: source tree to parquet shards.
    Data(data_cmd::DataArgs),
    /// Train tokenizers.
    Tokenizer(tokenizer_cmd::TokenizerArgs),
    /// Write a config's initial parameters (stable per-layer names, f32) to a safetensors file.
    Init(init_cmd::InitArgs),
    /// Print a batch's loss under given parameters as JSON.
    EvalLoss(eval_cmd::EvalArgs),
    /// Score completions of a C++ code bench: compile and test each in a sandbox, print the
    /// compile and pass rates (and pass@k) as JSON.
    EvalCode(eval_code_cmd::EvalCodeArgs),
    /// Generate text from a checkpoint, streamed to stdout.
    Sample(sample_cmd::SampleArgs),
    /// Inspect, verify, prune or explain the persistent executable cache.
    Cache(cache_cmd::CacheArgs),
    /// Render a run's loss curve and memory per device to PNG.
    Report(report_cmd::ReportArgs),
    /// Per-chip HBM of a config's training programs on a TPU slice (deviceless libtpu compile).
    Plan(plan_cmd::PlanArgs),
    /// Export the Pallas kernels a config needs for its shapes (no rebuild), or list them.
    Kernels(kernels_cmd::KernelsArgs),
    /// List the preset configs built into namtrain, or print one (`presets show NAME`).
    Presets(args::PresetsArgs),
}

fn main() -> ExitCode {
    // This binary doubles as the compile worker (a child of itself): crash-proof compiles for
    // live clients and sandboxed deviceless ones.
    train::compile_worker::run_worker_if_requested();
    quiet_plugin_logs();
    let cli = Cli::parse();
    tracing_subscriber::fmt()
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("warn")),
        )
        .with_writer(std::io::stderr)
        // Colour codes only for a person at a terminal, never into a redirected log.
        .with_ansi(std::io::stderr().is_terminal())
        .init();
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => match e.downcast_ref::<train_cmd::Stopped>() {
            // A clean stop by a signal: its one line, and the status README "Operating a run" names.
            Some(stopped) => {
                eprintln!("namtrain: {stopped}");
                ExitCode::from(stopped.status.clamp(0, 255) as u8)
            }
            None => {
                eprintln!("{}", render_error(&e));
                ExitCode::FAILURE
            }
        },
    }
}

/// The plugins log through absl/tsl, which print informational lines ("WARNING: All log
/// messages before absl::InitializeLog() ...", "I0000 ... cpu_device_count set ...") to
/// stderr before namtrain's first line. Their documented switch is the environment variable
/// `TF_CPP_MIN_LOG_LEVEL` (1: warnings and errors only), read when the plugin loads. It must be
/// in the environment before any thread exists, so namtrain re-executes itself with it set
/// (`exec`: the same process, PID and signals, a new image) unless the user set it (e.g.
/// `TF_CPP_MIN_LOG_LEVEL=0` for every line), passed `--verbose` (training, `plan`), or this is
/// already the re-executed image.
fn quiet_plugin_logs() {
    const LEVEL: &str = "TF_CPP_MIN_LOG_LEVEL";
    if std::env::var_os(LEVEL).is_some() || std::env::args_os().any(|a| a == "--verbose") {
        return;
    }
    let Ok(exe) = std::env::current_exe() else {
        return;
    };
    use std::os::unix::process::CommandExt;
    // `exec` returns only if it failed; then namtrain carries on, with the plugin's lines.
    let _ = std::process::Command::new(exe)
        .args(std::env::args_os().skip(1))
        .env(LEVEL, "1")
        .exec();
}

/// An error as the user reads it: the outermost message, then each distinct cause on its own
/// line. A cause whose text an outer message already contains (a `#[from]` wrapper that
/// prints its source, e.g. `PJRT: X` over `X`) is not repeated.
fn render_error(e: &anyhow::Error) -> String {
    let mut shown: Vec<String> = Vec::new();
    for cause in e.chain() {
        let text = cause.to_string();
        if !shown.iter().any(|s| s.contains(text.trim())) {
            shown.push(text);
        }
    }
    let mut out = format!("error: {}", shown[0]);
    for cause in &shown[1..] {
        out.push_str(&format!("\n  caused by: {cause}"));
    }
    if std::env::var_os("RUST_BACKTRACE").is_some_and(|v| v != "0") {
        out.push_str(&format!("\n\n{}", e.backtrace()));
    }
    out
}

fn run(cli: Cli) -> anyhow::Result<()> {
    let Some(command) = cli.command else {
        return train_cmd::run(cli.train);
    };
    match command {
        Command::Devices(args) => devices::run(args),
        Command::Doctor(args) => doctor_cmd::run(args),
        Command::Data(args) => data_cmd::run(args),
        Command::Tokenizer(args) => tokenizer_cmd::run(args),
        Command::Init(args) => init_cmd::run(args),
        Command::EvalLoss(args) => eval_cmd::run(args),
        Command::EvalCode(args) => eval_code_cmd::run(args),
        Command::Sample(args) => sample_cmd::run(args),
        Command::Cache(args) => cache_cmd::run(args),
        Command::Report(args) => report_cmd::run(args),
        Command::Plan(args) => plan_cmd::run(args),
        Command::Kernels(args) => kernels_cmd::run(args),
        Command::Presets(args) => args::presets(args),
    }
}
