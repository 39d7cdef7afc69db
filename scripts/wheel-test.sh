#!/usr/bin/env bash
# The wheel as a user gets it: built (scripts/wheel.sh), installed with its `cpu` extra into a
# fresh virtualenv, and run from an empty directory with no checkout files: `data prepare`,
# `tokenizer train`, then 20 steps of the nam-tiny preset by name. The same commands with the
# checkout's own build must give the same loss at every step, bit for bit, and the wheel's
# binary must have found the CPU plugin in its own environment (the manifest's plugin path).
# Then, with the `kernels` extra, the wheel's own exporter (`namtrain_kernels` and the pinned jax
# in that environment) exports a Pallas kernel for a shape the binary lacks, from the same
# empty kind of directory, into the session's kernel directory.
#
#   ./scripts/wheel-test.sh          # run by ./scripts/test.sh
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"

say() { printf 'wheel-test: %s\n' "$*" >&2; }
die() { printf 'wheel-test: error: %s\n' "$*" >&2; exit 1; }

# The wheel-check profile: the same packaging, link and checks as the release wheel, compiled
# with the checkout build's optimisation (Cargo.toml), so the suite's second cold build of the
# tree is quicker; what this test checks does not depend on the optimisation level.
WHEEL="$(NAMTRAIN_WHEEL_PROFILE="${NAMTRAIN_WHEEL_PROFILE:-wheel-check}" ./scripts/wheel.sh | tail -1)"
cargo build --locked -q -p namtrain
CHECKOUT_BIN="$ROOT/target/debug/namtrain"

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
say "installing $(basename "$WHEEL")[cpu] into a fresh virtualenv"
"${PYTHON:-python3}" -m venv "$TMP/venv"
"$TMP/venv/bin/python" -m pip install -q --disable-pip-version-check "$WHEEL[cpu]" \
    || die "pip could not install the wheel with its cpu extra (is PyPI reachable?)"
WHEEL_BIN="$TMP/venv/bin/namtrain"
[ -x "$WHEEL_BIN" ] || die "the wheel put no namtrain into $TMP/venv/bin"

# One user's session, in an empty directory: a small corpus (the kernel's UAPI headers), a
# 4096-token tokenizer (nam-tiny's vocabulary), 20 steps of the preset. No checkout path is
# visible from there; the executable cache is the session's own.
session() {
    local bin="$1" dir="$2"
    mkdir -p "$dir"
    (
        cd "$dir"
        export NAMTRAIN_CACHE_DIR="$dir/cache"
        "$bin" data prepare --src /usr/include/linux --glob '**/*.h' --out runs/data/shards >/dev/null 2>&1
        "$bin" tokenizer train --input runs/data/shards --vocab 4096 --out runs/data/tokenizer.json >/dev/null 2>&1
        "$bin" --config nam-tiny --set schedule.steps=20 --set train.log_every=1 \
            --plugin cpu --run-dir runs/tiny --quiet --no-predict
    ) || die "the session with $bin failed"
}
say "training nam-tiny 20 steps with the wheel's binary, then with the checkout's"
session "$WHEEL_BIN" "$TMP/wheel"
session "$CHECKOUT_BIN" "$TMP/checkout"

"$TMP/venv/bin/python" - "$TMP" <<'PY'
import json, sys
tmp = sys.argv[1]
def losses(side):
    out = {}
    for line in open(f"{tmp}/{side}/runs/tiny/metrics.jsonl"):
        r = json.loads(line)
        if "loss" in r:
            out[r["step"]] = r["loss"]
    return out
wheel, checkout = losses("wheel"), losses("checkout")
assert len(wheel) == 20, f"the wheel's run logged {len(wheel)} steps, not 20"
assert wheel == checkout, f"loss curves differ:\nwheel    {wheel}\ncheckout {checkout}"
plugin = json.load(open(f"{tmp}/wheel/runs/tiny/manifest.json"))["plugin"]["path"]
assert plugin.startswith(f"{tmp}/venv/"), f"the wheel's binary used {plugin}, not its own environment's plugin"
def code(side):
    run = f"{tmp}/{side}/runs/tiny"
    evals = [r for r in map(json.loads, open(f"{run}/metrics.jsonl")) if "code/pass_rate" in r]
    assert [r["step"] for r in evals] == [20], f"{side}: code evaluations at {evals}, not one at step 20"
    completions = [json.loads(l)["completion"] for l in open(f"{run}/evals/code-step-20.jsonl")]
    assert len(completions) == 21, f"{side}: {len(completions)} completions of the 21 problems"
    return evals[0]["code/compile_rate"], evals[0]["code/pass_rate"], completions
# The preset's code evaluation ran at the end (its bench built into the binary: no checkout
# here), with the same greedy completions on both sides.
assert code("wheel") == code("checkout"), "the code evaluations differ"
print(f"wheel-test: 20 losses equal bit for bit ({wheel[1]:.6f} -> {wheel[20]:.6f}); plugin from the wheel's venv: {plugin}", file=sys.stderr)
PY

say "exporting a kernel for a shape the binary lacks with the wheel's exporter (namtrain[kernels])"
"$TMP/venv/bin/python" -m pip install -q --disable-pip-version-check "$WHEEL[cpu,kernels]" \
    || die "pip could not install the wheel's kernels extra (the pinned jax, from PyPI)"
KSESSION="$TMP/kernels-session"
mkdir -p "$KSESSION"
# Two query heads and one key/value head of 128 over 384-token rows: no built-in kernel has it.
cat > "$KSESSION/long.toml" <<'EOF'
[model]
depth = 2
pattern = "AF"
d_model = 256
vocab_size = 512
seq_len = 384
n_head = 2
n_kv_head = 1
head_dim = 128
ffn_hidden = 512
mtp_depth = 0
[precision]
param_dtype = "f32"
compute_dtype = "bf16"
[train]
batch_size = 1
EOF
(
    cd "$KSESSION"
    export NAMTRAIN_CACHE_DIR="$KSESSION/cache"
    "$WHEEL_BIN" kernels export --config long.toml --no-compile 2>"$KSESSION/export.log" \
        || { cat "$KSESSION/export.log" >&2; die "kernels export with the wheel's exporter failed"; }
    grep -q "exporting with $TMP/venv/bin/python" "$KSESSION/export.log" \
        || { cat "$KSESSION/export.log" >&2; die "the export did not use the wheel's environment"; }
    "$WHEEL_BIN" kernels list | grep -q "a_b1_h2k1_t384_d128_g_bf16: .*\[exported, $KSESSION/cache/kernels/set-" \
        || die "kernels list does not show the exported kernel"
) || exit 1
say "the wheel's exporter wrote $(ls "$KSESSION/cache/kernels")"
