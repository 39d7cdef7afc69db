"""Exports the flash-attention variants of ``variants.toml`` for NVIDIA Hopper GPUs.

Usage (from ``pallas-kernels/gpu/``, after ``./setup.sh``)::

    .venv/bin/python export.py           # write artifacts/ and artifacts/manifest.json
    .venv/bin/python export.py --check   # re-export in memory, diff against artifacts/

The kernels are tokamax's Pallas Mosaic GPU flash attention (``PallasMosaicGpuFlashAttention``
and its VJP, sm90 kernels), lowered on this machine without a GPU: tokamax's device checks are
answered for an sm90 device (``_hopper_target``) and each kernel becomes a ``mosaic_gpu_v2``
custom call that the XLA CUDA plugin runs. Per variant ``NAME`` it writes

* ``NAME.fwd.mlir``: ``@namtrain_gpu_NAME_fwd(q, k, v, k_start) -> (out, m, l)``;
* ``NAME.bwd.mlir``: ``@namtrain_gpu_NAME_bwd(q, k, v, k_start, out, m, l, dout) -> (dq, dk, dv)``;

with ``q [B, T, H, D]``, ``k, v [B, T, K, D]`` (bf16; query head ``h`` reads kv head
``h / (H / K)``), ``k_start [B, 1, T] i32`` (query ``i`` sees keys ``k_start[i] ..= i``) and the
softmax residuals ``m`` (row maximum) and ``l`` (row sum), ``[B, H, T] f32``. Scores are ``q·k``:
the caller scales ``q`` by ``1/sqrt(D)``, as for the TPU kernels (``../README.md``).

The text is made spliceable and checked exactly as the TPU artifacts are
(``namtrain_kernels.export``: helpers renamed under the symbol, no source locations), so the
bytes depend only on the variant and the pinned versions recorded in the manifest.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import pathlib
import sys
import tomllib

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import jax  # noqa: E402
import jaxlib  # noqa: E402
from absl import flags  # noqa: E402

from namtrain_kernels.export import (  # noqa: E402
    _describe,
    _sha,
    _spec,
    _spliceable,
    _without_source_locations,
    check_or_write,
)

ARTIFACTS = HERE / "artifacts"
VARIANTS = HERE / "variants.toml"
MANIFEST = "manifest.json"
FORMAT = 1
EXPORT_COMMAND = "cd pallas-kernels/gpu && ./setup.sh && .venv/bin/python export.py"
DTYPE = "bfloat16"


@contextlib.contextmanager
def _hopper_target():
    """Lowers tokamax's Mosaic GPU kernels as for an sm90 device on a machine without one.

    ``tokamax_cross_compile`` turns off its "is Mosaic GPU supported here" checks; the kernel
    modules are picked by ``gpu_utils.is_sm80/90/100``, which read the default device (the CPU
    here), so those answer for sm90 while lowering. Mosaic GPU itself targets sm_90a when no GPU
    is present.
    """
    import tokamax._src.config  # noqa: F401  (defines the flag)
    from tokamax._src import gpu_utils

    if not flags.FLAGS.is_parsed():
        flags.FLAGS(["export.py"])
    saved = {n: getattr(gpu_utils, n) for n in ("is_sm80", "is_sm90", "is_sm100")}
    before = flags.FLAGS.tokamax_cross_compile
    flags.FLAGS.tokamax_cross_compile = True
    gpu_utils.is_sm80 = lambda device=None: False
    gpu_utils.is_sm90 = lambda device=None: True
    gpu_utils.is_sm100 = lambda device=None: False
    try:
        yield
    finally:
        for n, f in saved.items():
            setattr(gpu_utils, n, f)
        flags.FLAGS.tokamax_cross_compile = before


def load_variants(path: pathlib.Path = VARIANTS) -> list[dict]:
    """The variants of ``variants.toml``, checked."""
    vs = tomllib.loads(path.read_text())["variant"]
    need = {"name", "batch", "heads", "kv_heads", "seq", "head_dim", "fwd", "bwd"}
    names = set()
    for v in vs:
        missing = need - set(v)
        if missing:
            raise ValueError(f"variant {v.get('name', '?')}: missing {sorted(missing)}")
        if v["heads"] % v["kv_heads"]:
            raise ValueError(f"variant {v['name']}: heads must be a multiple of kv_heads")
        if v["name"] in names:
            raise ValueError(f"variant {v['name']} listed twice")
        names.add(v["name"])
    return vs


def _signature(v: dict):
    """Argument and result specs of the fwd and bwd functions, in order."""
    b, t = v["batch"], v["seq"]
    q = _spec((b, t, v["heads"], v["head_dim"]), DTYPE)
    kv = _spec((b, t, v["kv_heads"], v["head_dim"]), DTYPE)
    k_start = _spec((b, 1, t), "int32")
    row = _spec((b, v["heads"], t), "float32")
    fwd_args = [("q", q), ("k", kv), ("v", kv), ("k_start", k_start)]
    fwd_results = [("out", q), ("m", row), ("l", row)]
    bwd_args = fwd_args + fwd_results + [("dout", q)]
    bwd_results = [("dq", q), ("dk", kv), ("dv", kv)]
    return fwd_args, fwd_results, bwd_args, bwd_results


def _kernels(v: dict):
    """The forward ``(q, k, v, k_start) -> (out, m, l)`` and backward functions of ``v``."""
    from tokamax._src.ops.attention import base
    from tokamax._src.ops.attention import pallas_mosaic_gpu as mosaic
    from tokamax._src.ops.attention import pallas_mosaic_gpu_kernel_sm90 as sm90
    from tokamax._src.ops.attention import pallas_mosaic_gpu_vjp as mosaic_vjp
    from tokamax._src.ops.attention import pallas_mosaic_gpu_vjp_common as vjp_common

    fwd_op = mosaic.PallasMosaicGpuFlashAttention(config=sm90.Config(**v["fwd"], persistent=False))
    bwd_op = mosaic_vjp.PallasMosaicGpuFlashAttentionVjp(config=vjp_common.Config(**v["bwd"]))
    options = dict(logits_scale=1.0, precision=jax.lax.Precision.DEFAULT)

    def forward(q, k, v_, k_start):
        mask = base.Mask(k_start=k_start, is_causal=True)
        out, (m, l) = fwd_op(q, k, v_, mask=mask, return_residuals=True, **options)
        return out, m, l

    def backward(q, k, v_, k_start, out, m, l, dout):
        # The VJP takes the forward's arguments as the forward op canonicalises them.
        mask = base.Mask(k_start=k_start, is_causal=True)
        bound = fwd_op.bind(q, k, v_, mask=mask, **options)
        kwargs = {n: a for n, a in bound.kwargs.items() if n != "return_residuals"}
        grads = bwd_op((m, l), out, dout, *bound.args, **kwargs)
        return grads["q"], grads["k"], grads["v"]

    return forward, backward


def export_variant(v: dict) -> tuple[dict[str, bytes], dict]:
    """Both artifact files of one variant, by file name, and its manifest entry."""
    fwd_args, fwd_results, bwd_args, bwd_results = _signature(v)
    forward, backward = _kernels(v)
    files: dict[str, bytes] = {}
    entry = {k: v[k] for k in ("name", "batch", "heads", "kv_heads", "seq", "head_dim")}
    entry.update(dtype=DTYPE, platform="cuda", fwd_config=v["fwd"], bwd_config=v["bwd"])
    for key, fn, args, results in (("fwd", forward, fwd_args, fwd_results),
                                   ("bwd", backward, bwd_args, bwd_results)):
        symbol = f"namtrain_gpu_{v['name']}_{key}"
        file = f"{v['name']}.{key}.mlir"
        exported = jax.export.export(jax.jit(fn), platforms=["cuda"])(*[s for _, s in args])
        text = _spliceable(exported.mlir_module(), symbol).encode()
        if b"mosaic_gpu_v2" not in text:
            raise RuntimeError(f"{file}: no mosaic_gpu_v2 custom call in the lowered module")
        files[file] = text
        entry[key] = {
            "file": file,
            "symbol": symbol,
            "args": _describe(args),
            "results": _describe(results),
            "sha256": _sha(text),
        }
    return files, entry


@contextlib.contextmanager
def _relative_source_files():
    """Source files in locations named from ``site-packages/`` on, then restores the setting.

    Mosaic GPU keeps each kernel op's source file and line in the kernel module it serialises
    (the frame limit of ``_without_source_locations`` does not reach them), so without this the
    bytes would name the virtualenv's absolute path.
    """
    before = jax.config.jax_hlo_source_file_canonicalization_regex
    jax.config.update("jax_hlo_source_file_canonicalization_regex", r".*/site-packages/")
    try:
        yield
    finally:
        jax.config.update("jax_hlo_source_file_canonicalization_regex", before)


def export_all(vs: list[dict]) -> dict[str, bytes]:
    """Every artifact file plus ``manifest.json``, by file name."""
    import tokamax

    files: dict[str, bytes] = {}
    entries = []
    with _hopper_target(), _without_source_locations(), _relative_source_files():
        for v in vs:
            vf, entry = export_variant(v)
            files.update(vf)
            entries.append(entry)
    manifest = {
        "format": FORMAT,
        "jax": jax.__version__,
        "jaxlib": jaxlib.__version__,
        "tokamax": getattr(tokamax, "__version__", "0.0.17"),
        "target": "sm_90a",
        "export_command": EXPORT_COMMAND,
        "variants": entries,
    }
    files[MANIFEST] = (json.dumps(manifest, indent=1) + "\n").encode()
    return files


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="export.py", description=__doc__.split("\n")[0])
    p.add_argument("--check", action="store_true", help="re-export and diff against artifacts/")
    p.add_argument("--out", type=pathlib.Path, default=ARTIFACTS, help="artifact directory")
    args = p.parse_args(argv)
    files = export_all(load_variants())
    return check_or_write(files, args.out, args.check, EXPORT_COMMAND, what="GPU artifact")


if __name__ == "__main__":
    sys.exit(main())
