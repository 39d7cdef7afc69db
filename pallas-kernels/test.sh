#!/usr/bin/env bash
# CI entry point for the Pallas kernels (acceptance 1 and 2 of issue 8):
#   1. interpret-mode numerics tests (forward and gradients vs a plain jnp reference);
#   2. re-export every variant and require byte-identical artifacts.
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
"$HERE/setup.sh"
cd "$HERE"
export PYTHONPATH="$HERE" JAX_PLATFORMS=cpu
.venv/bin/python -m unittest discover -s tests -t . "$@"
# Artifacts carry no source locations, so this holds from any checkout path.
.venv/bin/python -m namtrain_kernels.export --check
