//! The runtime for training loops: the trainer, executable cache, meshes, checkpoints, metrics,
//! TensorBoard, profiles, stops, goodput and memory telemetry. Planning (which mesh, what a step
//! will cost) is the `namtrain-plan` crate above this one; the trainer knows it only through
//! [`trainer::MeshChooser`].
//!
//! A run is a [`trainer::Trainer`]: set up from a config ([`trainer::TrainerOptions`]), then
//! driven by your loop: `run_steps`/`step` on the run's data or `step_on` on your batches,
//! `evaluate`, `save_checkpoint`, hooks ([`hooks`]), stop requests ([`stop`]), profiles
//! ([`host_trace`]).
//!
//! ```no_run
//! use train::trainer::{Trainer, TrainerOptions};
//! let config = nam::NamConfig::from_toml_str(&std::fs::read_to_string("configs/nam-tiny.toml")?)?;
//! let mut trainer = Trainer::new(TrainerOptions::new(config, "runs/mine"))?;
//! let before = trainer.evaluate()?;
//! let reports = trainer.run_steps(20)?;
//! trainer.save_checkpoint()?;
//! println!("{before:.3} -> {:.3}", reports.last().unwrap().loss);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Pieces that need no device run anywhere:
//!
//! ```
//! // A profile window as `--profile` parses it, and a stop request as SIGTERM makes one.
//! let w: train::host_trace::ProfileWindow = "20:3".parse().unwrap();
//! assert!(w.contains(22) && !w.contains(23));
//! let stop = train::stop::StopSignal::new();
//! stop.request(train::stop::SIGTERM);
//! assert_eq!(stop.requested(), Some(15));
//! assert_eq!(train::stop::exit_status(15), 143);
//! ```

#![warn(missing_docs)]

/// Host-side tensors as [`trainer::Trainer::params`] returns them: `dims()`, `dtype()`, and the
/// values with `to_f32()` (also `to_bf16()`, `to_i32()`, ... by element type), re-exported from
/// `pjrt` so a loop needs no dependency of its own on it.
pub use pjrt::{ElementType, HostTensor};

/// `e` in its own words with what caused it, one line each: `e`, then `caused by: ...` per
/// source. What [`exit_status`] prints; errors carry their fix in these words (a Debug print,
/// `Error: RunDirInUse { .. }`, loses it).
///
/// ```
/// let e = train::trainer::TrainError::Io {
///     path: "runs/x/metrics.jsonl".into(),
///     source: std::io::Error::other("disk full"),
/// };
/// assert_eq!(
///     train::error_chain(&e),
///     "runs/x/metrics.jsonl: disk full\n  caused by: disk full"
/// );
/// ```
pub fn error_chain(e: &dyn std::error::Error) -> String {
    let mut out = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        out.push_str(&format!("\n  caused by: {s}"));
        source = s.source();
    }
    out
}

/// Ends a loop's `main` the way `namtrain` ends: `Ok` is success; an error is printed to stderr
/// as `error: ` and [`error_chain`], and the status is 1. The idiom the examples use:
/// `fn main() -> std::process::ExitCode { train::exit_status(run()) }`.
pub fn exit_status(result: Result<(), Box<dyn std::error::Error>>) -> std::process::ExitCode {
    match result {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {}", error_chain(e.as_ref()));
            std::process::ExitCode::FAILURE
        }
    }
}

pub mod cache;
pub mod checkpoint;
pub mod code_eval;
pub mod collectives;
pub mod compile_worker;
pub mod coord;
pub mod eval_totals;
pub mod generate;
pub mod goodput;
pub mod hooks;
pub mod host;
pub mod host_trace;
pub mod init_from;
pub mod kernels;
pub mod lease;
pub mod manifest;
pub mod mesh;
pub mod metrics;
pub mod process;
pub mod programs;
pub mod run_bucket;
pub mod run_lock;
pub mod slice;
pub mod stop;
pub mod telemetry;
pub mod tensor_file;
pub mod tensorboard;
pub mod trainer;
