//! The deviceless compile worker: started by `pjrt::DevicelessCompiler` in a child process
//! with a controlled environment. Not meant to be run by hand.

fn main() {
    pjrt::worker::run_worker_if_requested();
    eprintln!(
        "pjrt-worker compiles programs for pjrt::DevicelessCompiler; it is started by it \
         (with {}=1), not by hand",
        pjrt::worker::WORKER_ENV
    );
    std::process::exit(2);
}
