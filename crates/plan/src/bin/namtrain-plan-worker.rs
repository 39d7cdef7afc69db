//! The compile worker of this crate's tests and benches: the same worker as `namtrain` and
//! `namtrain-compile-worker` ([`train::compile_worker::run_worker_if_requested`]), built with
//! this crate so that its tests name it (`CARGO_BIN_EXE_namtrain-plan-worker`) without
//! depending on another package's binaries. Does nothing when started by hand.

fn main() {
    train::compile_worker::run_worker_if_requested();
    eprintln!(
        "namtrain-plan-worker: started without a request; the planner's tests run it, not people"
    );
    std::process::exit(2);
}
