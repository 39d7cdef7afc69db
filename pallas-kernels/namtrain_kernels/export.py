"""Exports every variant of ``variants.toml`` to StableHLO artifacts for the Rust side to splice.

Usage (from ``pallas-kernels/``, after ``./setup.sh``)::

    .venv/bin/python -m namtrain_kernels.export           # write artifacts/ and artifacts/manifest.json
    .venv/bin/python -m namtrain_kernels.export --check   # re-export in memory, diff against artifacts/
    .venv/bin/python -m namtrain_kernels.export --variants V.toml --out DIR   # other shapes

Per variant ``NAME`` it writes:

* ``NAME.fwd.mlir``: ``func.func private @namtrain_NAME_fwd(q, k, v, segment_ids) -> (out, lse)``;
* ``NAME.bwd.mlir``: ``func.func private @namtrain_NAME_bwd(q, k, v, segment_ids, out, lse, dout)
  -> (dq, dk, dv)``.

Per grouped-matmul variant ``NAME`` (``[[gmm]]`` in ``variants.toml``) it writes one module per
kernel of :data:`GMM_KERNELS`, ``NAME.KERNEL.mlir`` defining ``@namtrain_NAME_KERNEL(.., group_sizes)``,
and lists them under the manifest's ``gmm`` key (after ``variants``, so adding them leaves the
attention entries and files as they were) with their tiles and declared costs.

Per SSD variant ``NAME`` (``[[ssd]]``, the M sublayer's scan, ``ssd.py``) it writes
``NAME.fwd.mlir`` (``@namtrain_NAME_fwd(x, dt, a, b, c, doc, d) -> (y, states)``) and
``NAME.bwd.mlir`` (``@namtrain_NAME_bwd(x, dt, a, b, c, doc, d, states, dy) -> (dx, ddt, da,
db, dc, dd)``), listed under the manifest's ``ssd`` key with their declared costs.

Per M2RNN variant ``NAME`` (``[[m2rnn]]``, the R sublayer's recurrence, ``m2rnn.py``) it writes
``NAME.fwd.mlir`` (``@namtrain_NAME_fwd(q, k, v, a, keep, w) -> (y, states)``) and
``NAME.bwd.mlir`` (``@namtrain_NAME_bwd(q, k, v, a, keep, w, states, dy) -> (dq, dk, dv, da,
dw_rows)``), listed under the manifest's ``m2rnn`` key with their declared costs.

The Rust side ties the two together with ``xla_hlo::Tensor::with_vjp``: ``out`` in the program,
the backward function as its gradient.

Helper functions of a module are renamed ``namtrain_NAME_fwd__<original>`` so that any number of
artifacts can live in one program. The artifacts carry no source locations: the StableHLO text is
printed without them, and the Mosaic kernels inside ``tpu_custom_call`` are lowered with
``jax_traceback_in_locations_limit = 0`` (see ``_without_source_locations``), so the bytes depend
only on the variant and the jax/jaxlib versions recorded in the manifest, not on where this
checkout or its virtualenv lives. Op names (``dot_general``, ``exp``, ...) stay in the kernel's
locations, enough to read a Mosaic compile error.
"""

from __future__ import annotations

import argparse
import contextlib
import hashlib
import json
import pathlib
import sys

import jax
import jax.numpy as jnp
import jaxlib
from jax._src import tpu_custom_call
from jax._src.interpreters import mlir as jmlir
from jax._src.lib.mlir import ir

from . import attention, gmm, m2rnn, routed, ssd, variants
from .variants import GmmVariant, M2rnnVariant, SsdVariant, Variant

ARTIFACTS = variants.ROOT / "artifacts"
MANIFEST = "manifest.json"
FORMAT = 3
EXPORT_COMMAND = "cd pallas-kernels && ./setup.sh && .venv/bin/python -m namtrain_kernels.export"

_MLIR_DTYPE = {"bfloat16": "bf16", "float32": "f32", "int32": "i32", "uint32": "ui32"}


def _spec(shape, dtype) -> jax.ShapeDtypeStruct:
    return jax.ShapeDtypeStruct(tuple(shape), jnp.dtype(dtype))


def _signature(v: Variant):
    """Argument and result specs of the fwd and bwd functions, in order."""
    q = _spec((v.batch, v.seq, v.heads, v.head_dim), v.dtype)
    kv = _spec((v.batch, v.seq, v.kv_heads, v.head_dim), v.dtype)
    seg = _spec((v.batch, v.seq), "int32")
    lse = _spec((v.batch, v.heads, v.seq), "float32")
    fwd_args = [("q", q), ("k", kv), ("v", kv), ("segment_ids", seg)]
    fwd_results = [("out", q), ("lse", lse)]
    bwd_args = fwd_args + fwd_results + [("dout", q)]
    bwd_results = [("dq", q), ("dk", kv), ("dv", kv)]
    return fwd_args, fwd_results, bwd_args, bwd_results


def _describe(named):
    return [
        {"name": n, "shape": list(s.shape), "dtype": _MLIR_DTYPE[jnp.dtype(s.dtype).name]}
        for n, s in named
    ]


@contextlib.contextmanager
def _without_source_locations():
    """Lowers with no Python frames in MLIR locations, then restores the setting.

    Pallas serialises each Mosaic kernel to bytecode (base64 in the custom call's
    ``backend_config``) with the locations jax attached while lowering it: by default the Python
    call stack, i.e. absolute paths of the jax sources under this checkout's virtualenv, which
    ``enable_debug_info=False`` on the outer module cannot reach. With the frame limit at 0 every
    location is just the op's name stack.
    """
    before = jax.config.jax_traceback_in_locations_limit
    jax.config.update("jax_traceback_in_locations_limit", 0)
    try:
        yield
    finally:
        jax.config.update("jax_traceback_in_locations_limit", before)


def _lower(fn, specs, platform: str) -> str:
    exported = jax.export.export(jax.jit(fn), platforms=[platform])(*specs)
    return exported.mlir_module()


def write_modules(argv: list[str], doc: str, shapes: dict, modules) -> int:
    """The command line of the whole-module exporters (``ssd_export``, ``m2rnn_export``):
    ``modules(*shape)`` for each named shape, written as ``OUT_DIR/<shape>.<kernel>.mlir``, one
    printed line per file; without ``OUT_DIR`` the usage line of the module's ``doc``."""
    if len(argv) != 1:
        usage = next(line.strip() for line in doc.splitlines() if "python -m" in line)
        print(f"usage: {usage}", file=sys.stderr)
        return 2
    out = pathlib.Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for name, shape in shapes.items():
        for kernel, text in modules(*shape).items():
            path = out / f"{name}.{kernel}.mlir"
            path.write_text(text)
            print(path)
    return 0


def _spliceable(text: str, symbol: str) -> str:
    """The module's functions, ``main`` renamed to private ``@symbol``, helpers prefixed, no locations."""
    with jmlir.make_ir_context():
        module = ir.Module.parse(text)
        funcs = list(module.body.operations)
        names = [ir.StringAttr(f.attributes["sym_name"]).value for f in funcs]
        for f, old in zip(funcs, names):
            new = symbol if old == "main" else f"{symbol}__{old}"
            ir.SymbolTable.replace_all_symbol_uses(old, new, module.operation)
            f.attributes["sym_name"] = ir.StringAttr.get(new)
            f.attributes["sym_visibility"] = ir.StringAttr.get("private")
        out = []
        for f in module.body.operations:
            out.append(f.get_asm(enable_debug_info=False))
    return "\n".join(out) + "\n"


def export_variant(v: Variant) -> dict[str, bytes]:
    """All artifact files of one variant, by file name."""
    fwd_args, _, bwd_args, _ = _signature(v)
    fwd = _lower(
        lambda q, k, v_, s: attention.forward(v, q, k, v_, s), [s for _, s in fwd_args], v.platform
    )
    bwd = _lower(
        lambda q, k, v_, s, o, lse, do: attention.backward(v, q, k, v_, s, o, lse, do),
        [s for _, s in bwd_args],
        v.platform,
    )
    return {
        f"{v.name}.fwd.mlir": _spliceable(fwd, f"namtrain_{v.name}_fwd").encode(),
        f"{v.name}.bwd.mlir": _spliceable(bwd, f"namtrain_{v.name}_bwd").encode(),
    }


# The routed-expert layer's six grouped matmuls (``gmm.py``), by artifact name: the joined
# gate/up map and the down projection, each forward, activation gradient (``dlhs``: gmm on the
# weights read transposed) and weight gradient (``dw``: tgmm). Every function takes
# ``group_sizes [E] i32`` last.
GMM_KERNELS = ("gate_up_fwd", "gate_up_dlhs", "gate_up_dw", "down_fwd", "down_dlhs", "down_dw")


def _gmm_kernel(v: GmmVariant, name: str):
    """``(fn, args, results, cost)`` of one grouped matmul of ``v``: ``fn`` maps the argument
    arrays to the result, ``cost`` is its declared :func:`gmm.kernel_cost`."""
    m, e, d, f = v.rows, v.experts, v.d_model, v.hidden
    proj, what = name.rsplit("_", 1)
    # The forward's [M, K] x [E, K, N] and its (tm, tk, tn).
    k, n = (d, 2 * f) if proj == "gate_up" else (f, d)
    tm, tk, tn = v.gate_up_tiling if proj == "gate_up" else v.down_tiling
    x, w = ("x", "w_gate_up") if proj == "gate_up" else ("h", "w_down")
    y = "gate_up" if proj == "gate_up" else "out"
    gs = ("group_sizes", _spec((e,), "int32"))
    weights = (w, _spec((e, k, n), v.dtype))
    common = dict(groups=e, dtype=v.dtype, out_dtype=v.dtype)
    if what == "fwd":
        tiling = (tm, tk, tn)
        args = [(x, _spec((m, k), v.dtype)), weights, gs]
        results = [(y, _spec((m, n), v.dtype))]
        cost = gmm.kernel_cost("gmm", m=m, k=k, n=n, tiling=tiling, **common)

        def fn(a, b, g):
            return gmm.gmm(a, b, g, tiling=tiling, interpret=v.interpret)
    elif what == "dlhs":
        tiling = (tm, tn, tk)
        args = [(f"d_{y}", _spec((m, n), v.dtype)), weights, gs]
        results = [(f"d_{x}", _spec((m, k), v.dtype))]
        cost = gmm.kernel_cost("gmm", m=m, k=n, n=k, tiling=tiling, **common)

        def fn(a, b, g):
            return gmm.gmm(a, b, g, tiling=tiling, transpose_rhs=True, interpret=v.interpret)
    else:
        tiling = (tm, tk, tn)
        args = [(x, _spec((m, k), v.dtype)), (f"d_{y}", _spec((m, n), v.dtype)), gs]
        results = [(f"d_{w}", _spec((e, k, n), v.dtype))]
        cost = gmm.kernel_cost("tgmm", m=m, k=k, n=n, tiling=tiling, **common)

        def fn(a, b, g):
            return gmm.tgmm(a, b, g, tiling=tiling, interpret=v.interpret)
    return fn, args, results, {"tiling": list(tiling), "cost": _cost_json(cost)}


def _export_function(files: dict[str, bytes], v: GmmVariant, kernel: str, fn, args, results,
                     extra: dict) -> dict:
    """Lowers ``fn`` as ``@namtrain_<variant>_<kernel>`` into ``files["<variant>.<kernel>.mlir"]``
    and returns its manifest entry, ``extra`` before the hash."""
    symbol, file = f"namtrain_{v.name}_{kernel}", f"{v.name}.{kernel}.mlir"
    text = _spliceable(_lower(fn, [s for _, s in args], v.platform), symbol).encode()
    files[file] = text
    return {"file": file, "symbol": symbol, "args": _describe(args),
            "results": _describe(results), **extra, "sha256": _sha(text)}


def export_gmm_variant(v: GmmVariant) -> tuple[dict[str, bytes], dict]:
    """All artifact files of one grouped-matmul variant, by file name, and its manifest entry."""
    files: dict[str, bytes] = {}
    entry: dict = {**v.params()}
    for name in GMM_KERNELS:
        fn, args, results, extra = _gmm_kernel(v, name)
        entry[name] = _export_function(files, v, name, fn, args, results, extra)
    if v.routed:
        entry["routed"] = {}
        for name in ROUTED_FUNCTIONS:
            fn, args, results, costs = _routed_function(v, name)
            entry["routed"][name] = _export_function(
                files, v, f"routed_{name}", fn, args, results,
                {"costs": [_cost_json(c) for c in costs]})
    return files, entry


# The routed layer's five functions (``routed.py``: the kernels that gather their own rows and
# sum each token's choices in VMEM), exported for variants with ``tokens``; every one takes
# ``group_sizes [E] i32`` last. bf16 rows between them travel as ``rowio`` words (``ui32 [M, D /
# 2]``).
ROUTED_FUNCTIONS = ("gate_up_fwd", "gate_up_dw", "gate_up_dx", "down_combine", "down_combine_grad")


def _cost_json(c) -> dict:
    return {"flops": c.flops, "transcendentals": c.transcendentals,
            "bytes_accessed": c.bytes_accessed}


def _routed_function(v: GmmVariant, name: str):
    """``(fn, args, results, costs)`` of one routed function of ``v``: ``costs`` the declared
    cost of each Pallas kernel it calls, in call order."""
    m, e, d, f, t, k = v.rows, v.experts, v.d_model, v.hidden, v.tokens, v.top_k
    tiles = routed.Tiles(v.gate_up_tiling, v.down_tiling, v.combine_tiling)
    packed = v.dtype == "bfloat16"
    y = ("y", _spec((m, d // 2), "uint32") if packed else _spec((m, d), v.dtype))
    x, token = ("x", _spec((t, d), v.dtype)), ("token", _spec((m,), "int32"))
    slot, weights = ("slot", _spec((t, k), "int32")), ("weights", _spec((t, k), "float32"))
    w_gu, w_down = ("w_gate_up", _spec((e, d, 2 * f), v.dtype)), ("w_down", _spec((e, f, d), v.dtype))
    gate_up, h = ("gate_up", _spec((m, 2 * f), v.dtype)), ("h", _spec((m, f), v.dtype))
    sizes = ("group_sizes", _spec((e,), "int32"))
    cost = lambda kind, kk, n, tiling: gmm.kernel_cost(kind, m=m, k=kk, n=n, groups=e,
                                                       tiling=tiling, dtype=v.dtype)
    combine = lambda weighted: routed.combine_cost(tokens=t, k=k, n=d, dtype=v.dtype,
                                                   weighted=weighted)
    (tm, tk, tn), (dm, dk, dn) = v.gate_up_tiling, v.down_tiling
    interp = dict(tiles=tiles, interpret=v.interpret)
    if name == "gate_up_fwd":
        def fn(x, token, w, g):
            return routed.gate_up_forward(x, token, w, g, **interp)
        return (fn, [x, token, w_gu, sizes], [gate_up],
                [cost("gmm", d, 2 * f, v.gate_up_tiling)])
    if name == "gate_up_dw":
        def fn(x, token, dgu, g):
            return routed.gate_up_weight_grad(x, token, dgu, g, **interp)
        return (fn, [x, token, ("d_gate_up", gate_up[1]), sizes],
                [("d_w_gate_up", w_gu[1])], [cost("tgmm", d, 2 * f, v.gate_up_tiling)])
    if name == "gate_up_dx":
        def fn(dgu, w, slot, g):
            return routed.gate_up_input_grad(dgu, w, slot, g, **interp)
        return (fn, [("d_gate_up", gate_up[1]), w_gu, slot, sizes],
                [("d_x", _spec((t, d), "float32"))],
                [cost("gmm", 2 * f, d, (tm, tn, tk)), combine(False)])
    if name == "down_combine":
        def fn(h, w, slot, wts, g):
            return routed.down_combine(h, w, slot, wts, g, **interp)
        return (fn, [h, w_down, slot, weights, sizes],
                [("out", _spec((t, d), "float32")), y],
                [cost("gmm", f, d, v.down_tiling), combine(True)])

    def fn(ct, y, slot, wts, h, w, g):
        return routed.down_combine_grad(ct, y, slot, wts, h, w, g, **interp)
    return (fn, [("d_out", _spec((t, d), "float32")), y, slot, weights, h, w_down, sizes],
            [("d_h", h[1]), ("d_w_down", w_down[1]), ("d_weights", weights[1])],
            [routed.combine_grad_cost(tokens=t, k=k, n=d, dtype=v.dtype),
             cost("gmm", d, f, (dm, dn, dk)), cost("tgmm", f, d, v.down_tiling)])


def _ssd_signature(v: SsdVariant):
    """Argument and result specs of an SSD variant's forward and backward, in order."""
    nc = v.seq // v.chunk
    x = _spec((v.rows, v.heads, v.head_dim, v.seq), v.dtype)
    per_pos = _spec((v.rows, v.heads, v.seq), "float32")
    per_head = _spec((v.heads, 1), "float32")
    bc = _spec((v.rows, v.groups, v.seq, v.state), v.dtype)
    doc = _spec((v.rows, 1, v.seq), "int32")
    states = _spec((v.rows, v.heads, nc, v.head_dim, v.state), "float32")
    fwd_args = [("x", x), ("dt", per_pos), ("a", per_head), ("b", bc), ("c", bc), ("doc", doc),
                ("d", per_head)]
    fwd_results = [("y", x), ("states", states)]
    bwd_args = fwd_args + [("states", states), ("dy", x)]
    bwd_results = [("dx", x), ("ddt", per_pos), ("da", per_head), ("db", bc), ("dc", bc),
                   ("dd", per_head)]
    return fwd_args, fwd_results, bwd_args, bwd_results


def export_ssd_variant(v: SsdVariant) -> tuple[dict[str, bytes], dict]:
    """Both artifact files of one SSD variant, by file name, and its manifest entry."""
    hb = v.heads_per_block or None
    common = dict(chunk=v.chunk, heads_per_block=hb, interpret=v.interpret)

    def forward(x, dt, a, b, c, doc, d):
        return ssd.ssd_forward(x, dt, a, b, c, doc, d, return_states=True, **common)

    def backward(x, dt, a, b, c, doc, d, states, dy):
        return ssd.ssd_backward(x, dt, a, b, c, doc, d, states, dy, **common)

    cost = lambda phase: ssd.kernel_cost(  # noqa: E731
        v.rows, v.heads, v.seq, v.head_dim, v.state, v.groups, v.chunk,
        jnp.dtype(v.dtype).itemsize, heads_per_block=hb, phase=phase,
        has_states=phase == "forward")
    return _export_pair(v, _ssd_signature(v), forward, backward, cost)


def _m2rnn_signature(v: M2rnnVariant):
    """Argument and result specs of an M2RNN variant's forward and backward, in order."""
    f32 = "float32"
    qk = _spec((v.rows, v.heads, v.seq, v.k_head), f32)
    val = _spec((v.rows, v.heads, v.seq, v.v_head), f32)
    a = _spec((v.rows, v.heads, v.seq, 1), f32)
    keep = _spec((v.rows, v.seq, 1), f32)
    w = _spec((v.heads, v.v_head, v.v_head), f32)
    states = _spec((v.rows, v.heads, v.seq // v.chunk, v.k_head, v.v_head), f32)
    dw_rows = _spec((v.rows, v.heads, v.v_head, v.v_head), f32)
    fwd_args = [("q", qk), ("k", qk), ("v", val), ("a", a), ("keep", keep), ("w", w)]
    fwd_results = [("y", val), ("states", states)]
    bwd_args = fwd_args + [("states", states), ("dy", val)]
    bwd_results = [("dq", qk), ("dk", qk), ("dv", val), ("da", a), ("dw_rows", dw_rows)]
    return fwd_args, fwd_results, bwd_args, bwd_results


def export_m2rnn_variant(v: M2rnnVariant) -> tuple[dict[str, bytes], dict]:
    """Both artifact files of one M2RNN variant, by file name, and its manifest entry."""
    hb = v.heads_per_block or m2rnn.default_heads_per_block(v.heads, v.v_head)
    common = dict(chunk=v.chunk, heads_per_block=hb, interpret=v.interpret)

    def forward(q, k, val, a, keep, w):
        return m2rnn.m2rnn_forward(q, k, val, a, keep, w, return_states=True, **common)

    def backward(q, k, val, a, keep, w, states, dy):
        return m2rnn.m2rnn_backward(q, k, val, a, keep, w, states, dy, **common)

    cost = lambda phase: m2rnn.kernel_cost(  # noqa: E731
        v.rows, v.heads, v.seq, v.k_head, v.v_head, v.chunk, hb, phase=phase,
        has_states=phase == "forward")
    return _export_pair(v, _m2rnn_signature(v), forward, backward, cost)


def _export_pair(v, signature, forward, backward, cost) -> tuple[dict[str, bytes], dict]:
    """The artifact files of a variant's ``forward`` and ``backward`` kernels (lowered for its
    platform) and its manifest entry: the variant's fields, then per kernel its file, symbol,
    signature, declared ``cost(phase)`` and digest."""
    fwd_args, fwd_results, bwd_args, bwd_results = signature
    files: dict[str, bytes] = {}
    entry: dict = {**v.params()}
    for key, fn, args, results in (("fwd", forward, fwd_args, fwd_results),
                                   ("bwd", backward, bwd_args, bwd_results)):
        symbol = f"namtrain_{v.name}_{key}"
        file = f"{v.name}.{key}.mlir"
        text = _spliceable(_lower(fn, [s for _, s in args], v.platform), symbol).encode()
        files[file] = text
        entry[key] = {
            "file": file,
            "symbol": symbol,
            "args": _describe(args),
            "results": _describe(results),
            "cost": cost("forward" if key == "fwd" else "backward"),
            "sha256": _sha(text),
        }
    return files, entry


def _sha(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


def export_all(vs: list[Variant], gs: list[GmmVariant] = (),
               ss: list[SsdVariant] = (), ms: list[M2rnnVariant] = ()) -> dict[str, bytes]:
    """Every artifact file plus ``manifest.json``, by file name (attention variants ``vs``,
    grouped-matmul variants ``gs``, SSD variants ``ss``, M2RNN variants ``ms``)."""
    files: dict[str, bytes] = {}
    entries = []
    for v in vs:
        with _without_source_locations():
            vf = export_variant(v)
        files.update(vf)
        fwd_args, fwd_results, bwd_args, bwd_results = _signature(v)
        entry = {
            **v.params(),
            "fwd": {
                "file": f"{v.name}.fwd.mlir",
                "symbol": f"namtrain_{v.name}_fwd",
                "args": _describe(fwd_args),
                "results": _describe(fwd_results),
            },
            "bwd": {
                "file": f"{v.name}.bwd.mlir",
                "symbol": f"namtrain_{v.name}_bwd",
                "args": _describe(bwd_args),
                "results": _describe(bwd_results),
            },
        }
        for key in ("fwd", "bwd"):
            entry[key]["sha256"] = _sha(vf[entry[key]["file"]])
        entries.append(entry)
    manifest = {
        "format": FORMAT,
        "jax": jax.__version__,
        "jaxlib": jaxlib.__version__,
        "mosaic_serialization_version": tpu_custom_call._FWD_COMPAT_VERSION,
        "export_command": EXPORT_COMMAND,
        "variants": entries,
    }
    gmm_entries = []
    for g in gs:
        with _without_source_locations():
            gf, entry = export_gmm_variant(g)
        files.update(gf)
        gmm_entries.append(entry)
    if gmm_entries:
        # A key of its own after the attention variants, so format-3 readers and every attention
        # artifact stay as they were.
        manifest["gmm"] = gmm_entries
    ssd_entries = []
    for v in ss:
        with _without_source_locations():
            sf, entry = export_ssd_variant(v)
        files.update(sf)
        ssd_entries.append(entry)
    if ssd_entries:
        manifest["ssd"] = ssd_entries
    m2rnn_entries = []
    for v in ms:
        with _without_source_locations():
            mf, entry = export_m2rnn_variant(v)
        files.update(mf)
        m2rnn_entries.append(entry)
    if m2rnn_entries:
        manifest["m2rnn"] = m2rnn_entries
    files[MANIFEST] = (json.dumps(manifest, indent=1) + "\n").encode()
    return files


def _first_difference(old: bytes, new: bytes, width: int = 60) -> str:
    """Where two artifact files first differ: line, column and a short window of both.

    Whole lines are useless here: one line holds a kernel's base64 bytecode (tens of kilobytes).
    """
    a, b = old.decode(errors="replace").splitlines(), new.decode(errors="replace").splitlines()
    for i, (la, lb) in enumerate(zip(a, b)):
        if la != lb:
            col = next((j for j, (x, y) in enumerate(zip(la, lb)) if x != y), min(len(la), len(lb)))
            lo = max(0, col - width // 2)
            return (
                f"  line {i + 1}, column {col + 1}:\n"
                f"    checked-in:  ...{la[lo:lo + width]}...\n"
                f"    re-exported: ...{lb[lo:lo + width]}..."
            )
    return f"  {len(a)} lines checked in, {len(b)} re-exported (one is a prefix of the other)"


def check(files: dict[str, bytes], where: pathlib.Path) -> list[str]:
    """Differences between freshly exported ``files`` and the checked-in ones (empty = identical)."""
    problems = []
    for name, new in sorted(files.items()):
        path = where / name
        if not path.exists():
            problems.append(f"{name}: missing from {where}")
            continue
        old = path.read_bytes()
        if old != new:
            problems.append(f"{name}: differs\n{_first_difference(old, new)}")
    stale = {p.name for p in where.iterdir() if p.is_file()} - set(files)
    problems += [f"{n}: checked in but no variant produces it (delete it)" for n in sorted(stale)]
    if problems:
        try:
            old_manifest = json.loads((where / MANIFEST).read_text())
            now = (jax.__version__, jaxlib.__version__)
            was = (old_manifest.get("jax"), old_manifest.get("jaxlib"))
            if was != now:
                problems.append(
                    f"note: artifacts were exported with jax/jaxlib {was}, this environment has "
                    f"{now}; re-run ./setup.sh to get the pinned versions"
                )
        except (OSError, ValueError):
            pass
    return problems


def check_or_write(files: dict[str, bytes], out: pathlib.Path, check_only: bool,
                   export_command: str, what: str = "artifact") -> int:
    """With ``check_only``, diffs ``files`` against ``out`` (exit status 1 when stale, naming
    ``export_command``); else writes them there. ``what`` names the files in the messages."""
    if check_only:
        problems = check(files, out)
        for line in problems:
            print(line, file=sys.stderr)
        if problems:
            print(f"{what}s are stale; re-export with: {export_command}", file=sys.stderr)
            return 1
        print(f"{len(files)} {what} files match {out}")
        return 0
    out.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (out / name).write_bytes(data)
    print(f"wrote {len(files)} files to {out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m namtrain_kernels.export", description=__doc__.split("\n")[0])
    p.add_argument("--check", action="store_true", help="re-export and diff against artifacts/")
    p.add_argument("--out", type=pathlib.Path, default=ARTIFACTS, help="artifact directory")
    p.add_argument(
        "--variants", type=pathlib.Path, default=variants.VARIANTS_FILE,
        help="variants file to export (default: the checked-in variants.toml; `namtrain kernels "
             "export` passes one listing the shapes a config needs)")
    args = p.parse_args(argv)
    path = args.variants
    files = export_all(variants.load(path), variants.load_gmm(path), variants.load_ssd(path),
                       variants.load_m2rnn(path))
    return check_or_write(files, args.out, args.check, EXPORT_COMMAND)


if __name__ == "__main__":
    sys.exit(main())
