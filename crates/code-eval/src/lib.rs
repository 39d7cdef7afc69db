//! Scoring the code a model writes, the way the people who train NAM models on C++ judge them.
//!
//! A **bench** is a jsonl file of problems in the format of MultiPL-E's C++ translations of
//! HumanEval and MBPP (`name`, `prompt`, `tests`, `stop_tokens`, plus an optional `difficulty`),
//! so their files drop in ([`mod@bench`]). A **completion** continues a problem's prompt; the program
//! compiled is `prompt + completion + "\n" + tests` (MultiPL-E's assembly: the tests close the
//! function and hold `main`). Each program is compiled with the host's C++ compiler and run in a
//! [`sandbox`] with CPU-time, address-space, file-size, process-count and output limits, an
//! empty environment, no network and a read-only filesystem outside its own fresh directory;
//! [`score`] turns what happened into a verdict per completion and the rates a run logs:
//! `code/compile_rate`, `code/pass_rate`, `code/pass@k` (the unbiased estimator of Chen et al.,
//! 2021), per difficulty when the bench gives one.
//!
//! Nothing here knows of models: generation is the caller's (`namtrain eval-code`, the
//! trainer's code evaluation), so completions from anywhere can be scored.

pub mod bench;
pub mod sandbox;
pub mod score;

pub use bench::{Bench, BenchError, Completion, Difficulty, Problem};
pub use sandbox::{Limit, Limits, Sandbox, SandboxError};
pub use score::{Compiler, Rates, Record, ScoreError, Scoring, Summary, Verdict, pass_at_k};
