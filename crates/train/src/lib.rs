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

pub mod cache;
pub mod checkpoint;
pub mod collectives;
pub mod compile_worker;
pub mod coord;
pub mod eval_totals;
pub mod goodput;
pub mod hooks;
pub mod host;
pub mod host_trace;
pub mod init_from;
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
