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
# Then the pruned search (`namtrain plan`) runs on the same memo, and the programs it compiled
# that the exhaustive one did not (it starts a mesh at the micro-batches its state suggests,
# the exhaustive search a ZeRO-2 mesh where its FSDP twin's search ended) join the table as
# candidates marked `pruned_only`, so the replay finds every program it asks for.
#
# A recording longer than one sitting carries its memo in git: whenever the script stops
# (finished, failed or interrupted) the memo's entries are packed, one JSON line each, into
# crates/plan/tests/data/plan-tables/NAME.memo.jsonl, and a start unpacks that file into the
# cache first, so a recording stopped on one machine resumes on another from the committed
# file. The file is removed once the table is written.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if [ $# -lt 3 ]; then
    sed -n '2,21p' "$0" >&2
    exit 2
fi
config=$1 slice=$2 name=$3
cache=${4:-$(mktemp -d)}
bin=${NAMTRAIN_BIN:-target/release/namtrain}
[ -x "$bin" ] || { echo "no $bin: cargo build --release first, or set NAMTRAIN_BIN" >&2; exit 1; }
out=crates/plan/tests/data/plan-tables/$name.json
carried=crates/plan/tests/data/plan-tables/$name.memo.jsonl
raw=$(mktemp) pruned=$(mktemp)

# carry_memo unpack|pack: the memo's entries (<cache>/plan-memo/KEY.json) from or into the
# carried file, one line `{"key": KEY, "entry": ENTRY}` each, sorted by key.
carry_memo() {
    python3 - "$1" "$carried" "$cache/plan-memo" <<'EOF'
import json, os, sys
way, carried, memo = sys.argv[1:]
os.makedirs(memo, exist_ok=True)
if way == "unpack":
    n = 0
    if os.path.exists(carried):
        for line in open(carried):
            r = json.loads(line)
            path = os.path.join(memo, r["key"] + ".json")
            if not os.path.exists(path):
                json.dump(r["entry"], open(path + ".part", "w"), indent=2)
                os.replace(path + ".part", path)
                n += 1
    print(f"{carried}: {n} memo entries unpacked into {memo}", file=sys.stderr)
else:
    keys = sorted(f[:-5] for f in os.listdir(memo) if f.endswith(".json"))
    with open(carried + ".part", "w") as f:
        for k in keys:
            f.write(json.dumps({"key": k, "entry": json.load(open(os.path.join(memo, k + ".json")))},
                               separators=(",", ":")) + "\n")
    os.replace(carried + ".part", carried)
    print(f"{carried}: {len(keys)} memo entries packed", file=sys.stderr)
EOF
}
carry_memo unpack
trap 'carry_memo pack' EXIT
trap 'exit 143' INT TERM
unshare -n "$bin" plan --config "$config" --topology "$slice" --exhaustive \
    --cache-dir "$cache" --json "$raw" >&2
unshare -n "$bin" plan --config "$config" --topology "$slice" \
    --cache-dir "$cache" --json "$pruned" >&2
trap - EXIT
python3 - "$raw" "$out" "$config" "$slice" "$pruned" <<'EOF'
import json, sys
raw, out, config, slice_, pruned = sys.argv[1:]
plan = json.load(open(raw))
def keys(c):
    a = c["axes"]
    axes = (a["data"], a["expert"], a["model"], a["fsdp"], a["zero2"], c["attention"])
    return {(axes, p["name"], p["rows"]) for p in c["programs"]}
recorded = set().union(*(keys(c) for c in plan["candidates"]))
for c in json.load(open(pruned))["candidates"]:
    new = keys(c) - recorded
    if new:
        c["programs"] = [p for p in c["programs"] if any(k[1:] == (p["name"], p["rows"]) for k in new)]
        c["pruned_only"] = True
        plan["candidates"].append(c)
        recorded |= new
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
    " (scripts/record-plan-table.sh), the costliest-op lists left out; candidates marked"
    " `pruned_only` hold programs only the pruned search (`namtrain plan`) compiled"
)
json.dump(plan, open(out, "w"), indent=1)
print(f"{out}: {len(plan['candidates'])} candidates, recommended {plan['recommended']}")
EOF
rm -f "$raw" "$pruned"
rm -f "$carried"
