#!/usr/bin/env bash
# Trains nam-tiny end to end on the XLA CPU plugin, from a fresh clone:
# set-up, data from /usr/include, a 4,096-token BPE tokenizer, training, a report.
# Everything lands under runs/ (ignored by git). Re-running reuses data and tokenizer.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
./scripts/setup.sh

cargo build --release --locked -p namtrain
BIN="${CARGO_TARGET_DIR:-target}/release/namtrain"
CONFIG="${CONFIG:-configs/nam-tiny.toml}"
RUN_DIR="${RUN_DIR:-runs/nam-tiny}"

if [ ! -f runs/data/shards/dataset.json ]; then
    "$BIN" data prepare --src /usr/include --glob '**/*.{h,hpp,cc,cpp}' --out runs/data/shards
fi
if [ ! -f runs/data/tokenizer.json ]; then
    "$BIN" tokenizer train --input runs/data/shards --vocab 4096 --out runs/data/tokenizer.json
fi
# `--resume auto`: a second invocation continues (or just re-evaluates) the run from its newest
# valid checkpoint; a run killed before its first checkpoint starts over.
"$BIN" --config "$CONFIG" --plugin cpu --run-dir "$RUN_DIR" --resume auto "$@"
"$BIN" report "$RUN_DIR"
