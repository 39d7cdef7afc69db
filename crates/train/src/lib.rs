//! Trainer for custom loops: compile cache, mesh plan, checkpoints, metrics, memory telemetry.

#![warn(missing_docs)]

pub mod cache;
pub mod checkpoint;
pub mod collectives;
pub mod compile_worker;
pub mod cost;
pub mod eval_totals;
pub mod goodput;
pub mod hooks;
pub mod host;
pub mod host_trace;
pub mod init_from;
pub mod manifest;
pub mod mesh;
pub mod metrics;
pub mod perf;
pub mod plan;
pub mod plan_memo;
pub mod programs;
pub mod run_lock;
pub mod slice;
pub mod stop;
pub mod telemetry;
pub mod tensor_file;
pub mod tensorboard;
pub mod trainer;
