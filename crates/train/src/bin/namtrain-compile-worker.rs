//! The stand-alone compile worker: what a [`train::compile_worker::CompileWorker`] starts when
//! the program using the trainer does not serve the worker protocol itself (test binaries,
//! library users' loops). It serves live-client and deviceless compile requests
//! ([`pjrt::worker`]), and does nothing when started by hand.

fn main() {
    train::compile_worker::run_worker_if_requested();
    eprintln!(
        "namtrain-compile-worker: started without a request; it is run by the trainer \
         (train::compile_worker::CompileWorker), not by hand"
    );
    std::process::exit(2);
}
