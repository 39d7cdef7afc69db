#!/usr/bin/env bash
# Builds the `namtrain` wheel: a manylinux_2_28 x86_64 wheel holding the stripped binary
# (maturin `bindings = "bin"`, pyproject.toml), on this Debian machine without Docker.
#
#   ./scripts/wheel.sh            # -> target/wheels/namtrain-<version>-py3-none-manylinux_2_28_x86_64.whl
#   NAMTRAIN_WHEEL_PROFILE=wheel-check ./scripts/wheel.sh   # the test suite's quicker build
#
# How: the pinned maturin and PyPI's `ziglang` go into a virtualenv of their own
# (~/.cache/namtrain-wheel-venv); `maturin build --zig` links the binary with `zig cc` against glibc 2.28's
# symbol versions, so the wheel runs on any glibc >= 2.28 (Debian 10+, Ubuntu 18.10+, the TPU VM
# images). pjrt-sys's build script runs on this host, and bindgen there parses pjrt_c_api.h with
# the host's libclang against zig's glibc 2.28 headers (see VENV below). The build has its
# own target directory (target/wheel), so it never invalidates the checkout's builds.
#
# After the build, the binary's glibc symbol versions are read back (readelf) and the script
# fails if any is newer than 2.28, or if the wheel's tag is not manylinux_2_28. The path of the
# wheel is the last line printed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
./scripts/setup.sh

MATURIN="maturin==1.16.0"
ZIG="ziglang==0.14.1"
# Outside the checkout on purpose: cargo-zigbuild hands bindgen (pjrt-sys's build script) zig's
# glibc 2.28 header directories as `zig env` prints them, which is relative to the current
# directory when zig lies below it; a build script runs in its crate's directory, where such a
# path names nothing ("'assert.h' file not found").
VENV="${NAMTRAIN_WHEEL_VENV:-${XDG_CACHE_HOME:-$HOME/.cache}/namtrain-wheel-venv}"
STAMP="$VENV/.namtrain-wheel-v1"
GLIBC_MAX="2.28"

say() { printf 'wheel: %s\n' "$*" >&2; }
die() { printf 'wheel: error: %s\n' "$*" >&2; exit 1; }

if [ ! -f "$STAMP" ]; then
    PY="${PYTHON:-python3}"
    [ -x "$VENV/bin/python" ] || "$PY" -m venv "$VENV" || die "could not create $VENV (Debian: apt-get install python3-venv)"
    say "installing $MATURIN and $ZIG into $VENV"
    "$VENV/bin/python" -m pip install -q --disable-pip-version-check "$MATURIN" "$ZIG" \
        || die "pip could not install $MATURIN $ZIG: is PyPI reachable (or set PIP_INDEX_URL to a mirror)?"
    touch "$STAMP"
fi
# maturin finds zig as `python -m ziglang` of the Python on PATH.
export PATH="$VENV/bin:$PATH"

OUT="$ROOT/target/wheels"
rm -f "$OUT"/namtrain-*.whl
# NAMTRAIN_WHEEL_PROFILE: the cargo profile (default `wheel`, release code; the test suite's
# scripts/wheel-test.sh builds `wheel-check`, the checkout build's optimisation, to save minutes
# of a second cold build of the tree; Cargo.toml).
PROFILE="${NAMTRAIN_WHEEL_PROFILE:-wheel}"
say "building (profile $PROFILE, linked by zig for glibc $GLIBC_MAX; minutes on 2 cores)"
CARGO_TARGET_DIR="$ROOT/target/wheel" maturin build --profile "$PROFILE" --locked --zig \
    --target x86_64-unknown-linux-gnu --compatibility manylinux_2_28 --strip --out "$OUT" >&2

WHEEL="$(ls "$OUT"/namtrain-*.whl)"
case "$(basename "$WHEEL")" in
    *-py3-none-manylinux_2_28_x86_64.whl) ;;
    *) die "unexpected wheel tag: $(basename "$WHEEL") (want py3-none-manylinux_2_28_x86_64)" ;;
esac

# Read the binary's glibc version needs straight from the wheel.
CHECK="$(mktemp -d)"
trap 'rm -rf "$CHECK"' EXIT
"$VENV/bin/python" - "$WHEEL" "$CHECK" <<'PY'
import sys, zipfile
wheel, out = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(wheel) as z:
    names = [n for n in z.namelist() if n.endswith("/scripts/namtrain")]
    assert names, f"no scripts/namtrain in {wheel}: {z.namelist()}"
    with open(f"{out}/namtrain", "wb") as f:
        f.write(z.read(names[0]))
PY
NEWEST="$(readelf --version-info --wide "$CHECK/namtrain" | grep -o 'GLIBC_[0-9.]*' | sed 's/GLIBC_//' | sort -uV | tail -1)"
[ -n "$NEWEST" ] || die "no glibc version needs read from the binary"
if [ "$(printf '%s\n%s\n' "$NEWEST" "$GLIBC_MAX" | sort -V | tail -1)" != "$GLIBC_MAX" ]; then
    die "the binary needs GLIBC_$NEWEST, newer than manylinux_2_28 allows"
fi
# (`.debug_gdb_scripts`, Rust's pointer to gdb pretty-printers, is no debug information.)
if readelf --section-headers --wide "$CHECK/namtrain" | grep -qE '\.(debug_info|symtab) '; then
    die "the binary in the wheel is not stripped"
fi
say "$(basename "$WHEEL"): $(du -h "$WHEEL" | cut -f1), newest glibc symbol version GLIBC_$NEWEST (<= $GLIBC_MAX), stripped"
echo "$WHEEL"
