#!/usr/bin/env bash
# Creates pallas-kernels/.venv with the pinned jax/jaxlib used to export the Pallas kernels.
#
# Only kernel authors and CI need this: training runs the checked-in artifacts without Python.
# Idempotent and quiet when already done (a stamp records the hash of requirements.txt).
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
VENV="$HERE/.venv"
REQ="$HERE/requirements.txt"
STAMP="$VENV/.namtrain-kernels-$(sha256sum "$REQ" | cut -c1-16)"

say() { printf 'pallas-kernels setup: %s\n' "$*" >&2; }
die() { printf 'pallas-kernels setup: error: %s\n' "$*" >&2; exit 1; }

[ -f "$STAMP" ] && exit 0

PY="${PYTHON:-}"
if [ -z "$PY" ]; then
    command -v python3.11 >/dev/null && PY=python3.11 || PY=python3
fi
command -v "$PY" >/dev/null || die "python3 not found; install Python 3.11"
ver="$("$PY" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
[ "$ver" = "3.11" ] || die "requirements.txt pins hashes of Python 3.11 wheels, but $PY is $ver; set PYTHON=/path/to/python3.11"
[ "$(uname -sm)" = "Linux x86_64" ] || die "requirements.txt pins Linux x86_64 wheels; export on a Linux x86_64 host"

if [ ! -x "$VENV/bin/python" ]; then
    say "creating $VENV"
    "$PY" -m venv "$VENV" || die "could not create a virtualenv (Debian: apt-get install python3-venv)"
fi
say "installing pinned jax/jaxlib (requirements.txt) into $VENV"
"$VENV/bin/python" -m pip install -q --disable-pip-version-check --require-hashes --no-deps -r "$REQ" \
    || die "pip could not install requirements.txt: is PyPI reachable (or set PIP_INDEX_URL to a mirror)?"
rm -f "$VENV"/.namtrain-kernels-*
touch "$STAMP"
