//! Trainer for custom loops: compile cache, mesh plan, checkpoints, metrics, memory telemetry.

pub mod checkpoint;
