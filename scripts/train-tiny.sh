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
# A second invocation continues (or just re-evaluates) the run instead of starting over it.
RESUME=()
if [ -f "$RUN_DIR/checkpoints/latest" ]; then
    echo "train-tiny: continuing the run in $RUN_DIR (move it away to start a new one)" >&2
    RESUME=(--resume)
fi
"$BIN" --config "$CONFIG" --plugin cpu --run-dir "$RUN_DIR" "${RESUME[@]}" "$@"
"$BIN" report "$RUN_DIR"
