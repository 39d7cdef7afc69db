#!/usr/bin/env bash
# Runs the whole test suite on the real PJRT plugins (installing them first):
# formatting, lints, every crate's unit and integration tests (CPU plugin, and libtpu
# deviceless in a sandboxed child process), the wheel installed and run as a user would, and
# the Pallas kernels' Python checks (TPU and GPU).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
# A clean checkout gains nothing from incremental compilation, and its caches were the
# largest part of target/ (a CI machine's disk once ran out mid-link).
export CARGO_INCREMENTAL=0
./scripts/setup.sh
# The pinned jax/jaxlib, before cargo test: the cross-process program check
# (crates/train/tests/cross_process_program.rs, docs/multihost-verification.md) runs with it.
./pallas-kernels/setup.sh

step() { printf '\n== %s\n' "$*" >&2; }
step "cargo fmt --check"
cargo fmt --all --check
step "cargo clippy (deny warnings)"
cargo clippy --workspace --all-targets -- -D warnings
step "cargo doc (library crates, deny warnings: every public item documented, links resolve)"
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps -p pjrt -p xla-hlo -p nam -p namtrain-data \
    -p namtrain-train -p namtrain-plan -p namtrain-files -p namtrain-store -p namtrain-code-eval
# The kernels' Python checks need no cargo: they run beside `cargo test`, whose tests leave
# about a third of the two cores idle (one compile or one program at a time), and report
# after the wheel test.
KERNEL_LOG="$(mktemp)"
kernel_checks() {
    step "pallas kernels: interpret-mode numerics (forward and gradients), byte-identical re-export"
    ./pallas-kernels/test.sh
    step "GPU flash-attention kernels: byte-identical re-export (tokamax Mosaic GPU, lowered without a GPU)"
    ./pallas-kernels/gpu/test.sh
}
# In a process group of their own (job control on for the launch), so that an early exit
# stops the Python processes too, not only their shell.
set -m
kernel_checks >"$KERNEL_LOG" 2>&1 &
KERNEL_PID=$!
set +m
trap 'kill -- -"$KERNEL_PID" 2>/dev/null || true; rm -f "$KERNEL_LOG"' EXIT
step "cargo test (the kernels' Python checks run beside it; their output follows the wheel test)"
cargo test --workspace --no-fail-fast
step "the wheel: manylinux_2_28, installed with [cpu] into a fresh venv, trains nam-tiny as the checkout build does"
./scripts/wheel-test.sh
kernel_status=0
wait "$KERNEL_PID" || kernel_status=$?
cat "$KERNEL_LOG" >&2
if [ "$kernel_status" != 0 ]; then
    echo "test.sh: the kernels' Python checks failed (exit $kernel_status; their output above)" >&2
    exit "$kernel_status"
fi
