#!/usr/bin/env bash
# Creates pallas-kernels/gpu/.venv with the pinned jax/jaxlib/tokamax used to export the GPU
# flash-attention kernels (Python 3.12: jax 0.11.2, the CUDA plugin's version, needs it).
#
# Only kernel authors and CI need this: training runs the checked-in artifacts without Python.
# Idempotent and quiet when already done (a stamp records the hash of requirements.txt).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="$HERE/.venv"
REQ="$HERE/requirements.txt"
STAMP="$VENV/.namtrain-gpu-kernels-$(sha256sum "$REQ" | cut -c1-16)"

say() { printf 'gpu kernels setup: %s\n' "$*" >&2; }
die() { printf 'gpu kernels setup: error: %s\n' "$*" >&2; exit 1; }

[ -f "$STAMP" ] && exit 0

# Python 3.12: $PYTHON, python3.12 on PATH, or a pyenv-installed 3.12.
PY="${PYTHON:-}"
if [ -z "$PY" ]; then
    if command -v python3.12 >/dev/null && python3.12 -c '' 2>/dev/null; then
        PY=python3.12
    else
        for p in "${PYENV_ROOT:-$HOME/.pyenv}"/versions/3.12*/bin/python3.12; do
            [ -x "$p" ] && PY="$p"
        done
    fi
fi
if [ -z "$PY" ]; then
    # Status 3: test.sh reports the re-export check as skipped rather than failing the suite.
    printf 'gpu kernels setup: no Python 3.12 found (jax 0.11.2 needs it): install one (Debian: apt-get install python3.12-venv, or pyenv install 3.12) or set PYTHON=/path/to/python3.12\n' >&2
    exit 3
fi
ver="$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
[ "$ver" = "3.12" ] || die "requirements.txt pins hashes of Python 3.12 wheels, but $PY is $ver; set PYTHON=/path/to/python3.12"
[ "$(uname -sm)" = "Linux x86_64" ] || die "requirements.txt pins Linux x86_64 wheels; export on a Linux x86_64 host"

if [ ! -x "$VENV/bin/python" ]; then
    say "creating $VENV with $PY"
    "$PY" -m venv "$VENV" || die "could not create a virtualenv (Debian: apt-get install python3.12-venv)"
fi
say "installing pinned jax/jaxlib/tokamax (requirements.txt) into $VENV"
"$VENV/bin/python" -m pip install -q --disable-pip-version-check --require-hashes --no-deps -r "$REQ" \
    || die "pip could not install requirements.txt: is PyPI reachable (or set PIP_INDEX_URL to a mirror)?"
rm -f "$VENV"/.namtrain-gpu-kernels-*
touch "$STAMP"
