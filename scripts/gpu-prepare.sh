#!/usr/bin/env bash
# Prepares .gpu/ (ignored) for one call of scripts/gpu-check.sh on the device machine: a stripped
# release binary, the Mosaic GPU attention check as a stripped test binary
# (crates/nam/tests/mosaic_gpu.rs), the JAX peer, and the data of the CPU reference.
#
#   scripts/gpu-prepare.sh [--all-shards]
#
# The device tool carries at most 64 MiB with the working tree: the binaries take ~37 MB, so by
# default only the first two train shards travel (enough for nam12-dense's steps; dataset.json
# rewritten to list them) and nam-tiny's comparison with the CPU reference, which needs all
# eight, is skipped: run `scripts/gpu-check.sh --out "$OUT" --skip "tiny resume warm variants
# peer-xla"`. `--all-shards` carries all eight and no test binary, for the full check.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
ALL=0
[ "${1:-}" = "--all-shards" ] && ALL=1
[ -f runs/data/shards/dataset.json ] || { echo "gpu-prepare: runs/data/shards is missing: run ./scripts/setup.sh first" >&2; exit 1; }
cargo build --release --locked -p namtrain
BIN=target/release/namtrain
[ -f runs/data/tokenizer-65536.json ] \
    || "$BIN" tokenizer train --input runs/data/shards --vocab 65536 --out runs/data/tokenizer-65536.json
rm -rf .gpu && mkdir -p .gpu/peer .gpu/data/shards
strip -o .gpu/namtrain "$BIN"
cp ../shared/peer/jax_step.py .gpu/peer/
cp runs/data/tokenizer.json runs/data/tokenizer-65536.json .gpu/data/
if [ "$ALL" = 1 ]; then
    cp runs/data/shards/* .gpu/data/shards/
else
    test_bin="$(cargo test --release --locked -p nam --test mosaic_gpu --no-run --message-format=json 2>/dev/null \
        | python3 -c 'import json,sys
for l in sys.stdin:
    m = json.loads(l)
    if m.get("reason") == "compiler-artifact" and m.get("executable") and m["target"]["name"] == "mosaic_gpu":
        print(m["executable"])')"
    strip -o .gpu/mosaic_gpu_test "$test_bin"
    python3 - <<'PY'
import json, shutil
src, dst = "runs/data/shards", ".gpu/data/shards"
d = json.load(open(f"{src}/dataset.json"))
d["shards"] = d["shards"][:2]
d["documents"] = sum(s["rows"] for s in d["shards"])
d["note"] = "the first 2 train shards of runs/data, carried to the GPU machine within its 64 MiB"
for f in [s["file"] for s in d["shards"]] + [s["file"] for s in d["eval_shards"]]:
    shutil.copy(f"{src}/{f}", f"{dst}/{f}")
json.dump(d, open(f"{dst}/dataset.json", "w"), indent=2)
PY
fi
du -sh .gpu
