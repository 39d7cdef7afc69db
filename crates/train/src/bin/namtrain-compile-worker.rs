//! The stand-alone compile worker: what a [`train::compile_worker::CompileWorker`] starts when
//! the program using the trainer does not serve the worker protocol itself (test binaries,
//! library users' loops). It serves both the live-client compile protocol and, for TPU
//! programs, the sandboxed deviceless one, and does nothing when started by hand.

fn main() {
    pjrt::worker::run_worker_if_requested();
    train::compile_worker::run_worker_if_requested();
    eprintln!(
        "namtrain-compile-worker: started without a request; it is run by the trainer \
         (train::compile_worker::CompileWorker), not by hand"
    );
    std::process::exit(2);
}
