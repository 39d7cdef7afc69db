#!/usr/bin/env bash
# Records a candidate table for the replay test of the mesh search (crates/plan/src/replay.rs):
# `namtrain plan --exhaustive --json` of a config on a slice, deviceless and without network,
# with the costliest-op lists left out, into crates/plan/tests/data/plan-tables/NAME.json.
# Then add (NAME, config, slice, the JSON) to `TABLES` in replay.rs.
#
#   scripts/record-plan-table.sh CONFIG SLICE NAME [CACHE_DIR]
#
# CONFIG is a file or a preset (nam52, nam12, ...). CACHE_DIR (default: a fresh temporary
# directory) keeps the plan memo, so an interrupted recording picks up where it ended; large
# presets take hours on a 2-core machine (nam52's accumulate programs take 3-5 min each).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ $# -lt 3 ]; then
    sed -n '2,12p' "$0" >&2
    exit 2
fi
config=$1 slice=$2 name=$3
cache=${4:-$(mktemp -d)}
bin=${NAMTRAIN_BIN:-target/release/namtrain}
[ -x "$bin" ] || { echo "no $bin: cargo build --release first, or set NAMTRAIN_BIN" >&2; exit 1; }
out=crates/plan/tests/data/plan-tables/$name.json
raw=$(mktemp)
unshare -n "$bin" plan --config "$config" --topology "$slice" --exhaustive \
    --cache-dir "$cache" --json "$raw" >&2
python3 - "$raw" "$out" "$config" "$slice" <<'EOF'
import json, sys
raw, out, config, slice_ = sys.argv[1:]
plan = json.load(open(raw))
for c in plan["candidates"]:
    for p in c["programs"]:
        e = p.get("estimate")
        if e:
            for k in ("costliest", "costliest_collectives"):
                if k in e:
                    e[k] = []
    if c.get("predicted"):
        c["predicted"].pop("costliest", None)
plan["note"] += (
    f"; recorded by `namtrain plan --config {config} --topology {slice_} --exhaustive --json`"
    " (scripts/record-plan-table.sh), the costliest-op lists left out"
)
json.dump(plan, open(out, "w"), indent=1)
print(f"{out}: {len(plan['candidates'])} candidates, recommended {plan['recommended']}")
EOF
rm -f "$raw"
