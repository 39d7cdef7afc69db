#!/usr/bin/env bash
# Which libtpu releases namtrain works with: for each libtpu release pip offers for Python 3.11
# (newest first), download the wheel to a temporary directory, take libtpu/libtpu.so out of it,
# and probe it with the given namtrain binary, deviceless and without network (`unshare -n`):
#   1. `namtrain devices --plugin tpu --topology v6e:2x4`: does the plugin load (namtrain's PJRT
#      C API version check, plugin initialisation, a topology description), and which PJRT C API
#      version does it implement;
#   2. `namtrain plan --config nam-tiny --topology v6e-8 --mesh data=8 --max-candidates 1`: does
#      a small training step (and its eval program) compile deviceless, into an empty cache.
# Each download is deleted after its probe (a wheel is a few hundred MB). Prints one markdown
# table row per release: version | PJRT C API | loads | compiles | why not.
#
# Run by hand (needs root for `unshare -n`, network for pip, and minutes per release), NOT in CI:
# the results are recorded in docs/running.md ("libtpu versions").
#
# Usage: scripts/libtpu-versions.sh NAMTRAIN_BINARY [VERSION...]
#   Without versions: every release `pip index versions libtpu` lists, newest first, stopping
#   after $STOP_AFTER_REFUSED (default 3) consecutive releases refused for their PJRT C API
#   version (releases are ordered, so the older ones are older still). With versions: exactly
#   those. Environment: PIP (default .venv/bin/pip, else `python3 -m pip`), PYTHON (for the
#   unzip; default python3), PROBE_TIMEOUT (seconds per compile probe, default 900).
set -euo pipefail

if [[ $# -lt 1 || $1 == -h || $1 == --help ]]; then
    sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'
    exit 2
fi
bin=$(realpath "$1")
shift
[[ -x $bin ]] || { echo "not an executable: $bin" >&2; exit 2; }

root=$(cd "$(dirname "$0")/.." && pwd)
if [[ -n ${PIP:-} ]]; then
    read -r -a pip <<<"$PIP"
elif [[ -x $root/.venv/bin/pip ]]; then
    pip=("$root/.venv/bin/pip")
else
    pip=(python3 -m pip)
fi
python=${PYTHON:-python3}
probe_timeout=${PROBE_TIMEOUT:-900}
stop_after=${STOP_AFTER_REFUSED:-3}
export RUST_BACKTRACE=0 RUST_LIB_BACKTRACE=0

explicit=1
if [[ $# -eq 0 ]]; then
    explicit=0
    line=$("${pip[@]}" index versions libtpu --python-version 3.11 --only-binary=:all: 2>/dev/null |
        grep '^Available versions:')
    IFS=', ' read -r -a versions <<<"${line#Available versions: }"
else
    versions=("$@")
fi

work=$(mktemp -d /tmp/libtpu-versions.XXXXXX)
trap 'rm -rf "$work"' EXIT

# The innermost cause of namtrain's error (its last "caused by:" line, else its "error:" line),
# the temporary directory cut out, shortened, with `|` escaped for the markdown table.
why_not() {
    local out=$1 msg
    msg=$(grep -E '^ *caused by: ' "$out" | tail -n 1 | sed 's/^ *caused by: //' || true)
    [[ -n $msg ]] || msg=$(grep -E '^error: ' "$out" | head -n 1 | sed 's/^error: //' || true)
    [[ -n $msg ]] || msg=$(grep -v '^ *$' "$out" | tail -n 1 || true)
    msg=${msg//$work\/libtpu\/libtpu.so/libtpu.so}
    msg=${msg//$work/TMP}
    msg=${msg#plugin libtpu.so in the compile worker: }
    # namtrain's PJRT C API version refusal, to its gist.
    msg=$(sed -E 's/.*implements PJRT C API ([0-9]+\.[0-9]+), but this build uses header version ([0-9]+\.[0-9]+): ([^(;]*[^(; ]).*/refused: PJRT C API \1, header \2: \3/' <<<"$msg")
    msg=${msg//|/\\|}
    ((${#msg} <= 200)) || msg="${msg:0:197}..."
    printf '%s' "$msg"
}

echo "| libtpu | PJRT C API | loads | compiles (nam-tiny, v6e-8, data=8) | why not |"
echo "|---|---|---|---|---|"
refused_in_a_row=0
for v in "${versions[@]}"; do
    rm -rf "${work:?}"/*
    mkdir -p "$work/dl" "$work/libtpu" "$work/cache"
    if ! "${pip[@]}" download "libtpu==$v" --no-deps --python-version 3.11 --only-binary=:all: \
        -d "$work/dl" -q >"$work/pip.log" 2>&1; then
        echo "| $v | - | no | no | no wheel for Python 3.11 on this platform: $(tail -n 1 "$work/pip.log" | cut -c1-120) |"
        continue
    fi
    wheel=$(ls "$work"/dl/*.whl)
    if ! "$python" - "$wheel" "$work/libtpu/libtpu.so" <<'EOF'; then
import shutil, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    names = [n for n in z.namelist() if n.endswith("/libtpu.so")]
    if not names:
        sys.exit("no libtpu.so in the wheel")
    with z.open(sorted(names, key=len)[0]) as src, open(sys.argv[2], "wb") as dst:
        shutil.copyfileobj(src, dst)
EOF
        echo "| $v | - | no | no | no libtpu.so in the wheel |"
        rm -rf "$work/dl"
        continue
    fi
    rm -rf "$work/dl"
    export NAMTRAIN_TPU_PLUGIN=$work/libtpu/libtpu.so

    api=- loads=no compiles=no why=
    if unshare -n timeout -k 10 120 "$bin" devices --plugin tpu --topology v6e:2x4 \
        >"$work/devices.log" 2>&1; then
        loads=yes
        api=$(sed -n 's/^PJRT C API *\([0-9]*\.[0-9]*\).*/\1/p' "$work/devices.log" | head -n 1)
    else
        why=$(why_not "$work/devices.log")
        api=$(grep -o 'implements PJRT C API [0-9]*\.[0-9]*' "$work/devices.log" | head -n 1 |
            sed 's/.* //' || true)
    fi
    if grep -q 'implements PJRT C API' "$work/devices.log"; then
        refused_in_a_row=$((refused_in_a_row + 1))
    else
        refused_in_a_row=0
    fi

    if [[ $loads == yes ]]; then
        if unshare -n timeout -k 10 "$probe_timeout" "$bin" plan --config nam-tiny \
            --topology v6e-8 --mesh data=8 --max-candidates 1 --cache-dir "$work/cache" \
            --plugin tpu >"$work/plan.log" 2>&1; then
            compiles=yes
        else
            rc=$?
            why=$(why_not "$work/plan.log")
            ((rc != 124 && rc != 137)) || why="timed out after ${probe_timeout}s; $why"
        fi
    fi
    echo "| $v | ${api:--} | $loads | $compiles | ${why:-} |"
    rm -rf "${work:?}"/*

    if ((!explicit && refused_in_a_row >= stop_after)); then
        echo
        echo "Stopped after $stop_after consecutive releases refused for their PJRT C API version;"
        echo "the releases older than $v are older still."
        break
    fi
done
