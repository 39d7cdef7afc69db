#!/usr/bin/env bash
# The prepared accelerator check (issue 40): everything namtrain measures on a GPU, in one go,
# written as JSON and text into --out. Also runs end to end on the CPU plugin with tiny sizes
# (`--plugin cpu`, in the test suite), so it cannot rot while no GPU is at hand.
#
#   scripts/gpu-check.sh --out DIR [--plugin cuda|cpu] [--bin PATH] [--data DIR | --src DIR]
#                        [--work DIR] [--python PY] [--peer jax_step.py] [--dense-batch "16 8 4"]
#                        [--skip "tiny resume warm variants peer-xla"]
#
# What it runs, in order (each step's failure is recorded and the next step still runs):
#   1. `namtrain devices --json`: device kind, live memory statistics (and nvidia-smi's header);
#   2. nam-tiny: a run of N steps (120 on a GPU; its eval loss is compared with the CPU figure
#      in scripts/gpu-check.reference.json when the data is the same), a second run killed after
#      its first checkpoint and resumed with `--resume auto` (every later loss, grad norm and the
#      final state compared bit for bit), and a third start on the warm cache (ready time, cache
#      hits) against the cold first start;
#   3. nam12-dense (bf16, the preset's shapes; on the CPU a cut-down copy): `namtrain plan
#      --json` (the performance model's PREDICTED step on this device, measured probes), then
#      ~30 steps at the largest batch of --dense-batch that fits (measured step time, tokens/s,
#      MFU, peak device memory next to the compiler's plan);
#   4. the JAX peer (../shared/peer/jax_step.py, copied into .gpu/peer/) on the same config and
#      batch, when a Python with jax is found; its median step next to namtrain's.
# `--skip` leaves out parts already measured when device time is short (tiny: nam-tiny's run
# against the CPU reference; resume: the kill and resume pair; warm: the warm start; variants: whole-sequence and deterministic dense runs;
# peer-xla: the peer with XLA attention); a skipped part reads "not measured" in the summary.
# Output (at most 8 files, for the device tool): gpu-check.json (every figure), gpu-check.log
# (the commands' output), runs.tar.gz (manifests, metrics and plans of every run).
#
# On the GPU machine: carry a stripped release binary and the data made here
#   (.gpu/namtrain, .gpu/data/{shards,tokenizer.json,tokenizer-65536.json}, .gpu/peer/), then
#   scripts/gpu-check.sh --out "$OUT"
set -uo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

PLUGIN=cuda OUT="" BIN="" DATA="" SRC="" WORK="" PY="" PEER="" DENSE_BATCHES="" SKIP=""
while [ $# -gt 0 ]; do
    case "$1" in
        --plugin) PLUGIN="$2"; shift 2 ;;
        --out) OUT="$2"; shift 2 ;;
        --bin) BIN="$2"; shift 2 ;;
        --data) DATA="$2"; shift 2 ;;
        --src) SRC="$2"; shift 2 ;;
        --work) WORK="$2"; shift 2 ;;
        --python) PY="$2"; shift 2 ;;
        --peer) PEER="$2"; shift 2 ;;
        --dense-batch) DENSE_BATCHES="$2"; shift 2 ;;
        --skip) SKIP="$2"; shift 2 ;;
        -h|--help) sed -n '2,30p' "$0"; exit 0 ;;
        *) echo "gpu-check: unknown argument $1 (see --help)" >&2; exit 2 ;;
    esac
done
[ -n "$OUT" ] || { echo "gpu-check: --out DIR is required" >&2; exit 2; }
case "$PLUGIN" in cuda|cpu) ;; *) echo "gpu-check: --plugin is cuda or cpu" >&2; exit 2 ;; esac
for part in $SKIP; do
    case "$part" in tiny|resume|warm|variants|peer-xla) ;;
        *) echo "gpu-check: --skip takes tiny, resume, warm, variants, peer-xla (not $part)" >&2; exit 2 ;; esac
done
# `wanted PART`: whether PART runs (not named in --skip).
wanted() { case " $SKIP " in *" $1 "*) return 1 ;; *) return 0 ;; esac; }
mkdir -p "$OUT" || exit 2
OUT="$(cd "$OUT" && pwd)"
WORK="${WORK:-$(mktemp -d /tmp/gpu-check.XXXXXX)}"
mkdir -p "$WORK"
WORK="$(cd "$WORK" && pwd)"
LOG="$OUT/gpu-check.log"
: >"$LOG"
for b in "$BIN" "$ROOT/.gpu/namtrain" "$ROOT/target/release/namtrain"; do
    if [ -n "$b" ] && [ -x "$b" ]; then BIN="$b"; break; fi
done
[ -x "$BIN" ] || { echo "gpu-check: no namtrain binary (pass --bin, or build target/release/namtrain)" >&2; exit 2; }
PEER="${PEER:-$ROOT/.gpu/peer/jax_step.py}"
[ -f "$PEER" ] || PEER="$ROOT/../shared/peer/jax_step.py"
# The peer's Python: --python if it has jax, else the first python3/python on PATH that does.
for p in ${PY:-python3 python}; do
    PY=""
    if command -v "$p" >/dev/null && "$p" -c 'import jax' 2>/dev/null; then PY="$p"; break; fi
done
export NAMTRAIN_CACHE_DIR="$WORK/cache"
rm -rf "$NAMTRAIN_CACHE_DIR"

say() { printf 'gpu-check: %s\n' "$*" | tee -a "$LOG" >&2; }
# Runs a command with its output appended to the log; its status is returned.
logged() { printf '\n$ %s\n' "$*" >>"$LOG"; "$@" >>"$LOG" 2>&1; }
# Records `key=json-value` pairs for the summary.
FACTS="$WORK/facts.jsonl"
: >"$FACTS"
fact() { printf '{"%s": %s}\n' "$1" "$2" >>"$FACTS"; }
# `set_key FILE SECTION KEY VALUE`: sets a TOML key of a section (adding it when absent).
set_key() {
    awk -v sec="[$2]" -v key="$3" -v val="$4" '
        function flush() { if (insec && !done) { print key " = " val; done = 1 } }
        /^\[/ { flush(); insec = ($0 == sec) }
        insec && $0 ~ "^" key "[ ]*=" { print key " = " val; done = 1; next }
        { print }
        END { flush(); if (!done) { print ""; print sec; print key " = " val } }' "$1" >"$1.tmp" \
        && mv "$1.tmp" "$1"
}

# The summary and the runs' archive, written at the end and also when the device's time limit
# stops the script part-way (SIGTERM), so a cut-short check still returns what it measured.
summarize() {
    python3 "$ROOT/scripts/gpu_check_summary.py" "$WORK" "$ROOT/scripts/gpu-check.reference.json" \
        >"$OUT/gpu-check.json" 2>>"$LOG"
    local rc=$?
    tar -C "$WORK" -czf "$OUT/runs.tar.gz" --exclude='*.safetensors' --exclude=cache --exclude=data \
        . 2>>"$LOG"
    return $rc
}
trap 'say "stopped by a signal: summarising what was measured"; summarize; exit 124' TERM INT

say "plugin $PLUGIN, binary $BIN, work $WORK, out $OUT"
fact plugin "\"$PLUGIN\""
fact started_unix_s "$(date +%s)"

# --- 1. devices ----------------------------------------------------------------------------
logged "$BIN" devices --plugin "$PLUGIN" || say "devices failed (see the log)"
"$BIN" devices --plugin "$PLUGIN" --json >"$WORK/devices.json" 2>>"$LOG"
if command -v nvidia-smi >/dev/null; then
    nvidia-smi >>"$LOG" 2>&1
    fact nvidia_smi "\"$(nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv,noheader 2>/dev/null | head -1)\""
fi

# --- data ----------------------------------------------------------------------------------
# The data carried beside the binary (the CPU reference's), unless told otherwise.
if [ -z "$DATA" ] && [ -z "$SRC" ] && [ -f "$ROOT/.gpu/data/shards/dataset.json" ]; then
    DATA="$ROOT/.gpu/data"
fi
if [ -z "$DATA" ]; then
    DATA="$WORK/data"
    SRC="${SRC:-/usr/include}"
    say "preparing data from $SRC"
    logged "$BIN" data prepare --src "$SRC" --glob '**/*.{h,hpp,cc,cpp}' --out "$DATA/shards" \
        || { tail -n 20 "$LOG" >&2; exit 1; }
fi
VOCAB_TINY=4096
if [ ! -f "$DATA/tokenizer.json" ]; then
    [ "$PLUGIN" = cpu ] && VOCAB_TINY=300
    logged "$BIN" tokenizer train --input "$DATA/shards" --vocab "$VOCAB_TINY" --out "$DATA/tokenizer.json" \
        || { tail -n 20 "$LOG" >&2; exit 1; }
fi
# The model's vocabulary is the tokenizer's (ids of added tokens beyond the model's included).
VOCAB_TINY="$(python3 -c 'import json,sys; t=json.load(open(sys.argv[1])); print(max([len(t["model"]["vocab"])] + [a["id"] + 1 for a in t.get("added_tokens", [])]))' "$DATA/tokenizer.json")"

# --- 2. nam-tiny ---------------------------------------------------------------------------
TINY="$WORK/nam-tiny.toml"
cp "$ROOT/configs/nam-tiny.toml" "$TINY"
set_key "$TINY" data tokenizer "\"$DATA/tokenizer.json\""
set_key "$TINY" data shards "\"$DATA/shards\""
set_key "$TINY" model vocab_size "$VOCAB_TINY"
set_key "$TINY" train log_every 1
# No code evaluation at the end of each run (nam-tiny's [eval] code_bench): it is not what this
# check measures, and its 21 generations and sandboxed compiles added ~30 s to each of the
# three runs that reach their end (on the CPU too); the CPU tests and the wheel test cover it.
sed -i '/^code_bench *=/d' "$TINY"
if [ "$PLUGIN" = cuda ]; then
    TINY_STEPS=120 TINY_CKPT=40
else
    # CPU-sized: one AEMF group of rows of 64 tokens, 12 steps.
    TINY_STEPS=12 TINY_CKPT=3
    set_key "$TINY" model depth 4
    set_key "$TINY" model seq_len 64
    set_key "$TINY" model window 16
    set_key "$TINY" model mtp_depth 0
    set_key "$TINY" train batch_size 4
    set_key "$TINY" schedule warmup_steps 2
fi
set_key "$TINY" schedule steps "$TINY_STEPS"
set_key "$TINY" train eval_every "$TINY_STEPS"
set_key "$TINY" train checkpoint_every "$TINY_CKPT"
set_key "$TINY" train keep_checkpoints 8
fact tiny_steps "$TINY_STEPS"
# XLA's GPU kernels for scatter-adds (the embedding gradient) and some reductions use atomics,
# whose order varies from run to run: two straight runs of one executable measured different
# losses from step 4 on (2026-11-27, H100). On CUDA, resume is compared between two runs with
# deterministic ops (a straight one and a killed-and-resumed one), apart from the default run
# above, so that an option the plugin refused costs only this comparison.
RESUME_CFG="$TINY"
if [ "$PLUGIN" = cuda ]; then
    RESUME_CFG="$WORK/nam-tiny-deterministic.toml"
    cp "$TINY" "$RESUME_CFG"
    set_key "$RESUME_CFG" compiler.cuda xla_gpu_deterministic_ops true
fi

# The "ready in N s" figure of a run's stderr.
ready_s() { sed -n 's/.*ready in \([0-9.]*\) s.*/\1/p' "$1" | head -1; }
train() { # train RUN_DIR extra-args...
    local dir="$1"; shift
    "$BIN" --config "$TINY" --plugin "$PLUGIN" --run-dir "$dir" --quiet "$@"
}
if wanted tiny; then
    say "nam-tiny: $TINY_STEPS steps (cold cache)"
    start=$(date +%s.%N)
    # The first run also checks the step-time prediction (on by default) and profiles 3 steps.
    if train "$WORK/tiny" --profile "$((TINY_STEPS / 2)):3" >>"$LOG" 2>"$WORK/tiny.err"; then
        cat "$WORK/tiny.err" >>"$LOG"
        fact tiny_wall_s "$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { print b - a }')"
        fact tiny_ready_s "$(ready_s "$WORK/tiny.err")"
    else
        cat "$WORK/tiny.err" >>"$LOG"; say "nam-tiny run failed (see the log)"
    fi
else
    say "nam-tiny: skipped (--skip)"
fi

# `resume_pair RUN_DIR extra-args...`: a run of the resume comparison's config.
resume_pair() {
    local dir="$1"; shift
    "$BIN" --config "$RESUME_CFG" --plugin "$PLUGIN" --run-dir "$dir" --quiet --no-predict "$@"
}
if wanted resume; then
    if [ "$RESUME_CFG" != "$TINY" ]; then
        say "nam-tiny: a straight run with deterministic GPU ops"
        logged resume_pair "$WORK/tiny-straight" || say "the deterministic straight run failed (see the log)"
    fi
    say "nam-tiny: killed after its first checkpoint, resumed with --resume auto"
    # Started here, not through `train`: `$!` must be namtrain itself, not a subshell around it
    # (killing a subshell leaves namtrain running, holding the run directory).
    "$BIN" --config "$RESUME_CFG" --plugin "$PLUGIN" --run-dir "$WORK/tiny-resumed" --quiet --no-predict \
        >"$WORK/resume1.err" 2>&1 &
    pid=$!
    has_checkpoint() { compgen -G "$WORK/tiny-resumed/checkpoints/step-*/commit.json" >/dev/null; }
    while kill -0 "$pid" 2>/dev/null && ! has_checkpoint; do sleep 0.02; done
    if kill -9 "$pid" 2>/dev/null; then fact tiny_killed true; else fact tiny_killed false; fi
    wait "$pid" 2>/dev/null
    cat "$WORK/resume1.err" >>"$LOG"
    newest="$(ls "$WORK/tiny-resumed/checkpoints" 2>/dev/null | sed -n 's/^step-0*\([0-9][0-9]*\)$/\1/p' | sort -n | tail -1)"
    fact tiny_newest_checkpoint_at_kill "${newest:-null}"
    logged resume_pair "$WORK/tiny-resumed" --resume auto
else
    say "nam-tiny: resume pair skipped (--skip)"
fi

if wanted warm; then
    say "nam-tiny: second start on the warm cache"
    if train "$WORK/tiny-warm" --steps 1 --no-predict >>"$LOG" 2>"$WORK/warm.err"; then
        cat "$WORK/warm.err" >>"$LOG"
        fact tiny_warm_ready_s "$(ready_s "$WORK/warm.err")"
    else
        cat "$WORK/warm.err" >>"$LOG"; say "warm start failed"
    fi
fi

# --- 3. the Mosaic GPU attention kernels against the XLA core ----------------------------------
# The A sublayer (small GQA shape, and nam12-dense's 16 x 4,096 at window 2,048 and global) on
# both cores, forward and gradients (crates/nam/tests/mosaic_gpu.rs; its test binary carried as
# .gpu/mosaic_gpu_test). Where the plugin finds Mosaic GPU's runtime library is logged.
if [ "$PLUGIN" = cuda ]; then
    { printf '\n$ find / -name libmosaic_gpu_runtime.so\n'; find / -xdev -name libmosaic_gpu_runtime.so 2>/dev/null | head -5; } >>"$LOG"
    if [ -x "$ROOT/.gpu/mosaic_gpu_test" ]; then
        say "Mosaic GPU attention vs the XLA core (A sublayer, forward and gradients)"
        if "$ROOT/.gpu/mosaic_gpu_test" --nocapture --test-threads 1 on_a_gpu >"$WORK/mosaic-test.out" 2>&1; then
            fact mosaic_gpu_test_passed true
        else
            fact mosaic_gpu_test_passed false; say "the Mosaic GPU comparison failed (see the log)"
        fi
        cat "$WORK/mosaic-test.out" >>"$LOG"
        fact mosaic_gpu_test "$(grep 'max difference' "$WORK/mosaic-test.out" | python3 -c 'import json,sys; print(json.dumps([l.strip() for l in sys.stdin]))')"
    fi
fi

# --- 4. nam12-dense ------------------------------------------------------------------------
DENSE="$WORK/nam12-dense.toml"
cp "$ROOT/configs/nam12-dense.toml" "$DENSE"
set_key "$DENSE" data shards "\"$DATA/shards\""
set_key "$DENSE" train log_every 1
set_key "$DENSE" train eval_every 100000
set_key "$DENSE" train checkpoint_every 100000
if [ "$PLUGIN" = cuda ] && [ -f "$DATA/tokenizer-65536.json" ]; then
    set_key "$DENSE" data tokenizer "\"$DATA/tokenizer-65536.json\""
    DENSE_STEPS=30
    DENSE_BATCHES="${DENSE_BATCHES:-16 8 4}"
else
    # The peer README's CPU-sized cut (4 sublayers of width 256, rows of 256 tokens).
    set_key "$DENSE" data tokenizer "\"$DATA/tokenizer.json\""
    set_key "$DENSE" model vocab_size "$VOCAB_TINY"
    set_key "$DENSE" model depth 4
    set_key "$DENSE" model d_model 256
    set_key "$DENSE" model seq_len 256
    set_key "$DENSE" model n_head 4
    set_key "$DENSE" model n_kv_head 2
    set_key "$DENSE" model head_dim 64
    set_key "$DENSE" model window 64
    set_key "$DENSE" model window_pattern '"LG"'
    DENSE_STEPS=4
    DENSE_BATCHES="${DENSE_BATCHES:-2}"
fi
fact dense_steps "$DENSE_STEPS"
DENSE_BATCH=""
for b in $DENSE_BATCHES; do
    set_key "$DENSE" train batch_size "$b"
    say "nam12-dense: batch $b, plan (PREDICTED) then $DENSE_STEPS steps"
    rm -rf "$WORK/dense"
    PLAN_ARGS=(--mesh data=1 --verbose --json "$WORK/dense-plan.json")
    [ "$PLUGIN" = cpu ] && PLAN_ARGS+=(--cpu-devices 1)
    logged "$BIN" plan --config "$DENSE" --plugin "$PLUGIN" "${PLAN_ARGS[@]}" \
        || say "plan failed at batch $b (see the log)"
    # The run's optimized programs are dumped (XLA_FLAGS: a cache miss, so the run compiles
    # them itself) so the profile's kernel names can be read against the ops they run.
    rm -rf "$WORK/dense-hlo"
    if XLA_FLAGS="--xla_dump_to=$WORK/dense-hlo --xla_dump_hlo_as_text" \
        logged "$BIN" --config "$DENSE" --plugin "$PLUGIN" --run-dir "$WORK/dense" --steps "$DENSE_STEPS" \
        --quiet --profile "$((DENSE_STEPS > 6 ? DENSE_STEPS - 4 : 2)):2"; then
        DENSE_BATCH="$b"; break
    fi
    say "nam12-dense did not run at batch $b (see the log); trying the next"
done
fact dense_batch "${DENSE_BATCH:-null}"
find "$WORK/dense-hlo" -type f ! -name '*after_optimizations.txt' -delete 2>/dev/null
# Where the profiled steps' device time went, kernel by kernel (the GPU's device trace).
xplane="$(ls "$WORK"/dense/tensorboard/plugins/profile/*/*.xplane.pb 2>/dev/null | head -1)"
if [ -n "$xplane" ]; then
    if python3 "$ROOT/scripts/xplane_summary.py" "$xplane" --steps 2 --top 40 \
        >"$WORK/dense-profile.json" 2>>"$LOG"; then
        fact dense_profile "$(tr -d '\n' <"$WORK/dense-profile.json")"
    fi
fi
# The cost of run-to-run determinism (`[compiler.cuda] xla_gpu_deterministic_ops`): the same
# config and batch again with it on; and what the chunked attention core (the CUDA default,
# `[model] attention_chunk`) buys: the same again scoring the whole sequence at once.
# `dense_variant NAME SECTION KEY VALUE`: 20 steps of the dense config with one key changed,
# in RUN_DIR dense-NAME.
dense_variant() {
    local cfg="$WORK/nam12-dense-$1.toml"
    cp "$DENSE" "$cfg"
    set_key "$cfg" "$2" "$3" "$4"
    logged "$BIN" --config "$cfg" --plugin "$PLUGIN" --run-dir "$WORK/dense-$1" --steps 20 \
        --quiet --no-predict || say "the dense run with [$2] $3 = $4 failed (see the log)"
}
# With the Mosaic GPU kernels (`auto` on Hopper), the same run on the XLA core: the step time
# side by side and the first steps' loss and gradient norm compared (same data, same init).
if [ -n "$DENSE_BATCH" ] && grep -q '"attention_backend": *"mosaic-gpu"' "$WORK/dense/manifest.json" 2>/dev/null; then
    say "nam12-dense: batch $DENSE_BATCH again on the XLA attention core"
    dense_variant xla model attention '"xla"'
fi
if [ "$PLUGIN" = cuda ] && [ -n "$DENSE_BATCH" ] && wanted variants; then
    say "nam12-dense: batch $DENSE_BATCH again with whole-sequence attention (attention_chunk = 0)"
    dense_variant whole model attention_chunk 0
    say "nam12-dense: batch $DENSE_BATCH again with deterministic GPU ops"
    dense_variant deterministic compiler.cuda xla_gpu_deterministic_ops true
fi

# --- 5. the JAX peer -----------------------------------------------------------------------
if [ -n "$PY" ] && [ -f "$PEER" ] && [ -n "$DENSE_BATCH" ]; then
    if wanted peer-xla; then
        say "JAX peer: $PEER on the same config and batch"
        PEER_ARGS=(--batch-size "$DENSE_BATCH" --steps 10 --warmup-steps 2)
        [ "$PLUGIN" = cpu ] && PEER_ARGS=(--batch-size "$DENSE_BATCH" --steps 3 --warmup-steps 1)
        if [ "$PLUGIN" = cpu ]; then export JAX_PLATFORMS=cpu; fi
        if PYTHONUNBUFFERED=1 XLA_PYTHON_CLIENT_PREALLOCATE=false "$PY" "$PEER" "$DENSE" "${PEER_ARGS[@]}" \
            >"$WORK/peer.out" 2>>"$LOG"; then
            cat "$WORK/peer.out" >>"$LOG"
            fact peer "$(grep '^{' "$WORK/peer.out" | tail -1)"
        else
            cat "$WORK/peer.out" >>"$LOG"; say "the peer failed (see the log)"; fact peer null
        fi
    fi
    # What flash attention would buy: the peer with cuDNN's fused attention (causal and
    # windowed, without the document mask, so a bound rather than the same step).
    if [ "$PLUGIN" = cuda ]; then
        say "JAX peer: the same step with cuDNN flash attention"
        if PYTHONUNBUFFERED=1 XLA_PYTHON_CLIENT_PREALLOCATE=false "$PY" "$PEER" "$DENSE" "${PEER_ARGS[@]}" \
            --attention cudnn >"$WORK/peer-cudnn.out" 2>>"$LOG"; then
            cat "$WORK/peer-cudnn.out" >>"$LOG"
            fact peer_cudnn "$(grep '^{' "$WORK/peer-cudnn.out" | tail -1)"
        else
            cat "$WORK/peer-cudnn.out" >>"$LOG"; say "the cuDNN peer failed (see the log)"
        fi
    fi
else
    say "JAX peer skipped (python with jax: ${PY:-none}; peer: $PEER; dense ran: ${DENSE_BATCH:-no})"
    fact peer "\"skipped: python with jax ${PY:-not found}, dense batch ${DENSE_BATCH:-none}\""
fi

# --- summary -------------------------------------------------------------------------------
summarize
status=$?
trap - TERM INT
cat "$OUT/gpu-check.json" >&2
exit $status
