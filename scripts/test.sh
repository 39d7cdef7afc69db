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
step "cargo test"
cargo test --workspace --no-fail-fast
step "the wheel: manylinux_2_28, installed with [cpu] into a fresh venv, trains nam-tiny as the checkout build does"
./scripts/wheel-test.sh
step "pallas kernels: interpret-mode numerics (forward and gradients), byte-identical re-export"
./pallas-kernels/test.sh
step "GPU flash-attention kernels: byte-identical re-export (tokamax Mosaic GPU, lowered without a GPU)"
./pallas-kernels/gpu/test.sh
