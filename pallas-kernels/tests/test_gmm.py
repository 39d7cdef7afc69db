"""Interpret-mode numerics of the grouped-matmul kernels against a per-expert loop (issue 44, item 1).

The references (``_ref_*`` here) loop over the experts in f32: one plain matmul per expert, each
row keeping its own expert's product through an ownership mask built by a Python loop over the
experts' row spans (padding rows owned by none); their gradients come from ``jax.vjp`` of that
loop. The kernels run in Pallas interpret mode on the CPU, with
``group_sizes`` a runtime input: one compiled function serves every size pattern.

Tolerances. f32: the kernels accumulate in f32 in another order than the reference, which moves
results by a few f32 ulps of the largest entry (measured: under 1e-6 of it); the bound is
``rtol = atol / max|ref| = 1e-5``. bf16 operands with bf16 results:
products of bf16 values are exact in f32 and both sides sum in f32, so the kernel's result is the
reference's rounded once to bf16, within half a bf16 ulp (``2^-8`` relative) plus the f32 order
difference (``1e-5`` of the largest entry).
"""

import re
import unittest

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from namtrain_kernels import gmm as G

F32, BF16 = jnp.float32, jnp.bfloat16
M, K, N, E = 256, 256, 256, 8
TILING = (64, 128, 128)

# Group-size patterns over M = 256 rows, E = 8 experts; with tm = 64 most boundaries fall inside
# a row tile, some tiles hold three groups, and some groups span several tiles.
PATTERNS = {
    "uniform": [32] * 8,
    "tile_aligned": [64, 64, 0, 64, 0, 64, 0, 0],
    "ragged": [37, 5, 90, 1, 60, 13, 30, 20],
    "empty_first_middle_last": [0, 50, 0, 0, 70, 66, 70, 0],
    "one_group_holds_all_first": [256, 0, 0, 0, 0, 0, 0, 0],
    "one_group_holds_all_middle": [0, 0, 0, 256, 0, 0, 0, 0],
    "one_group_holds_all_last": [0, 0, 0, 0, 0, 0, 0, 256],
    "padding_after_69_rows": [10, 0, 33, 20, 0, 5, 0, 1],
    "padding_inside_last_tile": [3, 200, 2, 0, 0, 0, 9, 0],
    "all_padding": [0] * 8,
    "sum_past_m_is_cut": [100, 100, 100, 0, 0, 0, 0, 7],
}

HIGHEST = lax.Precision.HIGHEST


def _spans(sizes, m=M):
    """``(expert, first row, end row)`` per expert, cut at ``m`` (the documented semantics)."""
    out, s = [], 0
    for e, c in enumerate(sizes):
        end = min(s + c, m)
        out.append((e, s, end))
        s = end
    return out


def _owner(sizes, m=M):
    """``[M, E]`` f32: 1 where the row belongs to the expert, from the per-expert spans. A runtime
    input of the references below, so that one compiled reference serves every pattern."""
    own = np.zeros((m, len(sizes)), np.float32)
    for e, s, end in _spans(sizes, m):
        own[s:end, e] = 1
    return jnp.asarray(own)


@jax.jit
def _ref_gmm(lhs, rhs, owner):
    """f32, one matmul per expert, each row kept from its own expert's; padding rows zero."""
    lhs, rhs = lhs.astype(F32), rhs.astype(F32)
    return sum(owner[:, e:e + 1] * jnp.dot(lhs, rhs[e], precision=HIGHEST)
               for e in range(rhs.shape[0]))


@jax.jit
def _ref_tgmm(lhs, grad, owner):
    lhs, grad = lhs.astype(F32), grad.astype(F32)
    return jnp.stack([jnp.dot((owner[:, e:e + 1] * lhs).T, grad, precision=HIGHEST)
                      for e in range(owner.shape[1])])


def _silu(x):
    return x / (1 + jnp.exp(-x))


@jax.jit
def _ref_swiglu_ffn(x, w_gate, w_up, w_down, owner):
    """NAM's routed SwiGLU per expert: ``(silu(x W_gate) * (x W_up)) W_down`` on its rows."""
    x, w_gate, w_up, w_down = (a.astype(F32) for a in (x, w_gate, w_up, w_down))
    out = 0
    for e in range(w_gate.shape[0]):
        h = _silu(jnp.dot(x, w_gate[e], precision=HIGHEST)) * jnp.dot(x, w_up[e], precision=HIGHEST)
        out = out + owner[:, e:e + 1] * jnp.dot(h, w_down[e], precision=HIGHEST)
    return out


def _normal(rng, shape, dtype, scale=1.0):
    return jnp.asarray(scale * rng.standard_normal(shape), dtype)


def _sizes(pattern):
    return jnp.asarray(PATTERNS[pattern], jnp.int32)


def _tolerance(dtype, ref):
    scale = float(jnp.max(jnp.abs(ref))) or 1.0
    rtol = 1e-5 if dtype == F32 else 2.0**-8
    return dict(rtol=rtol, atol=1e-5 * scale)


def _close(got, ref, dtype, msg=""):
    np.testing.assert_allclose(np.asarray(got, np.float32), np.asarray(ref, np.float32),
                               err_msg=msg, **_tolerance(dtype, ref))


class VisitList(unittest.TestCase):
    """``visits`` against the (tile, group) pairs enumerated by hand and by a Python loop."""

    def enumerate(self, sizes, m, tm, kernel):
        pairs = []
        for e, s, end in _spans(sizes, m):
            if end > s:
                pairs += [(t, e) for t in range(s // tm, (end - 1) // tm + 1)]
            elif kernel == "tgmm":
                pairs.append((min(s // tm, m // tm - 1), e))
        if kernel == "gmm":
            total = _spans(sizes, m)[-1][2]
            pairs += [(t, len(sizes)) for t in range(-(-total // tm), m // tm)]
        return pairs

    def test_hand_example(self):
        # 4 tiles of 64 rows: group 0 rows 0-36, 1 rows 37-41, 2 rows 42-131 (tiles 0-2),
        # 3 empty, 4 rows 132-139; tile 3 is padding.
        sizes = jnp.asarray([37, 5, 90, 0, 8], jnp.int32)
        v = G.visits(sizes, 256, 64, kernel="gmm")
        self.assertEqual(int(v.count[0]), 7)  # of G = 4 + 5 - 1 = 8
        self.assertEqual(v.tile.tolist(), [0, 0, 0, 1, 2, 2, 3, 3])
        self.assertEqual(v.group.tolist(), [0, 1, 2, 2, 2, 4, 5, 5])  # 5: the padding pseudo-group
        self.assertEqual(v.start.tolist(), [0, 37, 42, 132, 132, 140])
        self.assertEqual(v.end.tolist(), [37, 42, 132, 132, 140, 140])
        t = G.visits(sizes, 256, 64, kernel="tgmm")
        self.assertEqual(int(t.count[0]), 7)
        self.assertEqual(t.tile.tolist(), [0, 0, 0, 1, 2, 2, 2, 2])
        self.assertEqual(t.group.tolist(), [0, 1, 2, 2, 2, 3, 4, 4])

    def test_every_pattern_matches_the_loop(self):
        for tm in (32, 64, 128):
            for name, sizes in PATTERNS.items():
                for kernel in G.KERNELS:
                    v = G.visits(jnp.asarray(sizes, jnp.int32), M, tm, kernel=kernel)
                    want = self.enumerate(sizes, M, tm, kernel)
                    n = int(v.count[0])
                    bound = G.num_visits_bound(M, tm, E)
                    self.assertLessEqual(n, bound, (name, tm, kernel))
                    got = list(zip(v.tile.tolist()[:n], v.group.tolist()[:n]))
                    self.assertEqual(got, want, (name, tm, kernel))
                    # Surplus steps repeat the last visit.
                    self.assertEqual(set(zip(v.tile.tolist()[n:], v.group.tolist()[n:])) - {got[-1]},
                                     set(), (name, tm, kernel))


class _Compiled:
    """One jitted function per (kernel, dtype, tiling), shared by every size pattern; counts
    traces to show that ``group_sizes`` is a runtime input."""

    traces: dict = {}
    fns: dict = {}

    @classmethod
    def get(cls, key, make):
        if key not in cls.fns:
            def counted(*a):
                cls.traces[key] = cls.traces.get(key, 0) + 1
                return make(*a)
            cls.fns[key] = jax.jit(counted)
        return cls.fns[key]


def _inputs(dtype, seed=0, k=K, n=N):
    rng = np.random.default_rng(seed)
    return (_normal(rng, (M, k), dtype), _normal(rng, (E, k, n), dtype, k**-0.5),
            _normal(rng, (M, n), dtype))


class KernelsMatchLoop(unittest.TestCase):
    def check_gmm(self, dtype, out_dtype=None, tiling=TILING, transpose_rhs=False):
        out_dtype = out_dtype or dtype
        x, w, _ = _inputs(dtype)
        if transpose_rhs:
            w = jnp.swapaxes(w, 1, 2) + 0  # a [E, N, K] array of its own
        key = ("gmm", dtype, out_dtype, tiling, transpose_rhs)
        f = _Compiled.get(key, lambda x, w, s: G.gmm(x, w, s, tiling=tiling, out_dtype=out_dtype,
                                                     transpose_rhs=transpose_rhs, interpret=True))
        for name, sizes in PATTERNS.items():
            got = f(x, w, _sizes(name))
            self.assertEqual(got.dtype, out_dtype)
            ref = _ref_gmm(x, jnp.swapaxes(w, 1, 2) if transpose_rhs else w, _owner(sizes))
            _close(got, ref, jnp.dtype(out_dtype), name)
            total = _spans(sizes)[-1][2]
            self.assertTrue(bool(jnp.all(got[total:] == 0)), name)  # padding rows exactly zero
        self.assertEqual(_Compiled.traces[key], 1)

    def test_gmm_f32(self):
        self.check_gmm(F32)

    def test_gmm_bf16(self):
        self.check_gmm(BF16)

    def test_gmm_bf16_in_f32_out(self):
        self.check_gmm(BF16, out_dtype=F32)

    def test_gmm_f32_row_tile_larger_than_groups(self):
        # tm = 128: a tile can hold four groups; two k tiles of 128 and one n tile of 256.
        self.check_gmm(F32, tiling=(128, 128, 256))

    def test_gmm_transposed_rhs_bf16(self):
        self.check_gmm(BF16, transpose_rhs=True)

    def check_tgmm(self, dtype, out_dtype):
        x, _, g = _inputs(dtype)
        key = ("tgmm", dtype, out_dtype, TILING)
        f = _Compiled.get(key, lambda x, g, s: G.tgmm(x, g, s, tiling=TILING, out_dtype=out_dtype,
                                                      interpret=True))
        # Garbage in the padding rows must not reach any block.
        for name, sizes in PATTERNS.items():
            total = _spans(sizes)[-1][2]
            xg = x.at[total:].set(jnp.nan)
            got = f(xg, g, _sizes(name))
            self.assertEqual(got.dtype, out_dtype)
            ref = _ref_tgmm(x, g, _owner(sizes))
            _close(got, ref, jnp.dtype(out_dtype), name)
            for e, s, end in _spans(sizes):
                if end == s:
                    self.assertTrue(bool(jnp.all(got[e] == 0)), (name, e))  # empty: exactly zero
        self.assertEqual(_Compiled.traces[key], 1)

    def test_tgmm_f32(self):
        self.check_tgmm(F32, F32)

    def test_tgmm_bf16(self):
        self.check_tgmm(BF16, BF16)

    def test_tgmm_bf16_in_f32_out(self):
        self.check_tgmm(BF16, F32)


@jax.jit
def _ref_grads(x, w, ct, owner):
    """Gradients of ``sum(ref_gmm * ct)`` for f32 copies of ``x`` and ``w``."""
    _, vjp = jax.vjp(lambda a, b: _ref_gmm(a, b, owner), x.astype(F32), w.astype(F32))
    return vjp(ct.astype(F32))


class GradientsMatchLoop(unittest.TestCase):
    """``jax.grad`` through ``grouped_matmul``'s custom VJP (gmm on the weights read transposed,
    tgmm) against ``jax.grad`` of the per-expert loop."""

    def check(self, dtype):
        x, w, ct = _inputs(dtype, seed=1)
        key = ("grad", dtype)

        def loss(x, w, s):
            out = G.grouped_matmul(x, w, s, TILING, None, None, True)
            return jnp.sum(out.astype(F32) * ct.astype(F32))

        f = _Compiled.get(key, lambda x, w, s: jax.value_and_grad(loss, argnums=(0, 1))(x, w, s))
        for name, sizes in PATTERNS.items():
            val, (dx, dw) = f(x, w, _sizes(name))
            self.assertEqual((dx.dtype, dw.dtype), (dtype, dtype))

            rdx, rdw = _ref_grads(x, w, ct, _owner(sizes))
            _close(dx, rdx, dtype, f"{name} dx")
            _close(dw, rdw, dtype, f"{name} dw")
            total = _spans(sizes)[-1][2]
            self.assertTrue(bool(jnp.all(dx[total:] == 0)), name)  # padding rows: zero gradient
            for e, s, end in _spans(sizes):
                if end == s:
                    self.assertTrue(bool(jnp.all(dw[e] == 0)), (name, e))
        self.assertEqual(_Compiled.traces[key], 1)

    def test_f32(self):
        self.check(F32)

    def test_bf16(self):
        self.check(BF16)

    def test_backward_tiling_of_its_own(self):
        # bwd_tiling (tm, tk, tn) = (32, 128, 256): the activation gradient contracts over N in
        # one tile of 256, the weight gradient runs 32-row tiles.
        x, w, ct = _inputs(F32, seed=2)
        sizes = PATTERNS["ragged"]
        _, vjp = jax.vjp(lambda a, b: G.grouped_matmul(a, b, _sizes("ragged"), TILING,
                                                       (32, 128, 256), None, True), x, w)
        dx, dw = jax.jit(vjp)(ct)
        rdx, rdw = _ref_grads(x, w, ct, _owner(sizes))
        _close(dx, rdx, F32, "dx")
        _close(dw, rdw, F32, "dw")


class SwigluExpertsMatchLoop(unittest.TestCase):
    """The joined gate/up form inside a whole routed SwiGLU (one grouped matmul for both maps, then
    the down projection), values and gradients for every weight, against the per-expert loop."""

    F = 128

    def check(self, dtype, patterns, tol):
        rng = np.random.default_rng(3)
        d, f = 128, self.F
        x = _normal(rng, (M, d), dtype)
        w_gate, w_up = (_normal(rng, (E, d, f), dtype, d**-0.5) for _ in range(2))
        w_down = _normal(rng, (E, f, d), dtype, f**-0.5)
        ct = _normal(rng, (M, d), dtype)

        def ffn(x, w_gate, w_up, w_down, s):
            h = G.swiglu_experts(x, G.join_gate_up(w_gate, w_up), s, tiling=(64, 128, 128),
                                 interpret=True)
            return G.grouped_matmul(h.astype(dtype), w_down, s, (64, 128, 128), None, None, True)

        def with_grads(fn):
            def run(*a):
                out, vjp = jax.vjp(fn, *a)
                return out, vjp(ct.astype(out.dtype))
            return run

        weights = (x, w_gate, w_up, w_down)
        f = _Compiled.get(("swiglu", dtype), lambda *a: with_grads(lambda *w: ffn(*w, a[-1]))(*a[:-1]))
        ref_f = jax.jit(lambda *a: with_grads(lambda *w: _ref_swiglu_ffn(*w, a[-1]))(*a[:-1]))
        for name in patterns:
            out, grads = f(*weights, _sizes(name))
            ref, refs = ref_f(*(w.astype(F32) for w in weights), _owner(PATTERNS[name]))
            scale = float(jnp.max(jnp.abs(ref))) or 1.0
            np.testing.assert_allclose(np.asarray(out, np.float32), ref, atol=tol * scale, err_msg=name)
            for what, g, r in zip(("dx", "dw_gate", "dw_up", "dw_down"), grads, refs):
                self.assertEqual(g.dtype, dtype)
                scale = float(jnp.max(jnp.abs(r))) or 1.0
                np.testing.assert_allclose(np.asarray(g, np.float32), r, atol=tol * scale,
                                           err_msg=f"{name} {what}")
        self.assertEqual(_Compiled.traces[("swiglu", dtype)], 1)

    def test_f32(self):
        # Two f32 roundings on the way (the gate/up result, h) against the loop's: 1e-5 of scale.
        self.check(F32, PATTERNS, 1e-5)

    def test_bf16(self):
        # bf16 roundings of gate/up, h, the output and every gradient matmul compound: about 2
        # bf16 ulps of the largest entry.
        self.check(BF16, ["ragged", "empty_first_middle_last", "padding_after_69_rows"], 2e-2)


class DeclaredCost(unittest.TestCase):
    """``kernel_cost`` against hand counts, against the traced grid and block shapes, and as
    carried into the TPU lowering's ``tpu_custom_call``."""

    def test_hand_counts(self):
        # M = K = N = 256, E = 4, tiles (64, 128, 128): G = 4 + 3 = 7 visits, 2 k tiles, 2 n
        # tiles, 28 steps of one 64 x 128 x 128 tile product each.
        shape = dict(m=256, k=256, n=256, groups=4, tiling=(64, 128, 128))
        c = G.kernel_cost("gmm", **shape, dtype=BF16)
        self.assertEqual(c.flops, 28 * 2 * 64 * 128 * 128)
        self.assertEqual(c.transcendentals, 0)
        # Per step an lhs [64, 128] and an rhs [128, 128] bf16 block; the [256, 256] output once.
        self.assertEqual(c.bytes_accessed, 28 * (64 * 128 + 128 * 128) * 2 + 256 * 256 * 2)
        c = G.kernel_cost("gmm", **shape, dtype=BF16, out_dtype=F32)
        self.assertEqual(c.bytes_accessed, 28 * (64 * 128 + 128 * 128) * 2 + 256 * 256 * 4)
        # tgmm: per step an lhs [64, 128] and a grad [64, 128] block; 4 experts' [256, 256] f32.
        c = G.kernel_cost("tgmm", **shape, dtype=BF16, out_dtype=F32)
        self.assertEqual(c.flops, 28 * 2 * 64 * 128 * 128)
        self.assertEqual(c.bytes_accessed, 28 * (64 * 128 + 64 * 128) * 2 + 4 * 256 * 256 * 4)

    def test_hand_counts_with_one_contraction_tile(self):
        # M = 256, K = 128, N = 256, E = 4, tiles (64, 128, 128): one k tile, so per column of
        # output tiles (2) the 4 row tiles' lhs blocks and at most the 4 experts' rhs blocks are
        # fetched once each, however many visits (G = 7) reuse them.
        c = G.kernel_cost("gmm", m=256, k=128, n=256, groups=4, tiling=(64, 128, 128), dtype=BF16)
        self.assertEqual(c.flops, 2 * 7 * 2 * 64 * 128 * 128)
        self.assertEqual(c.bytes_accessed,
                         2 * (4 * 64 * 128 + 4 * 128 * 128) * 2 + 256 * 256 * 2)
        # The visits themselves: per column, the lhs block index changes 4 times and the rhs
        # block index at most 4 times over the G steps (ragged sizes, groups cut mid-tile).
        meta = G.visits(jnp.array([37, 90, 60, 69], jnp.int32), 256, 64, kernel="gmm")
        n = int(meta.count[0])
        tiles = [int(t) for t in meta.tile[:n]]
        groups = [min(int(g), 3) for g in meta.group[:n]]
        changes = lambda xs: 1 + sum(a != b for a, b in zip(xs, xs[1:]))
        self.assertEqual(changes(tiles), 4)
        self.assertLessEqual(changes(groups), 4)

    def traced(self, fn, *args):
        jaxpr = jax.make_jaxpr(fn)(*args)
        return [e for e in jaxpr.jaxpr.eqns if e.primitive.name == "pallas_call"]

    def from_grid(self, eqn, tile_flops):
        """Steps from the traced grid, bytes from its block shapes and the output's size."""
        gm = eqn.params["grid_mapping"]
        steps = int(np.prod(gm.grid))
        *ins, out = gm.block_mappings
        read = 0
        for b in ins:
            elems = int(np.prod([d.block_size for d in b.block_shape if hasattr(d, "block_size")]))
            read += elems * b.array_aval.dtype.itemsize
        written = out.array_aval.size * out.array_aval.dtype.itemsize
        return steps * tile_flops, steps * read + written

    def test_cost_is_the_traced_grid_and_blocks(self):
        tm, tk, tn = 32, 128, 256
        x = jnp.zeros((128, 256), BF16)
        w = jnp.zeros((6, 256, 512), BF16)
        s = jnp.zeros(6, jnp.int32)
        ct = jnp.zeros((128, 512), BF16)

        def f(x, w, s, ct):
            out, vjp = jax.vjp(lambda a, b: G.grouped_matmul(a, b, s, (tm, tk, tn), None, F32), x, w)
            return out, vjp(ct.astype(F32))

        eqns = self.traced(f, x, w, s, ct)
        self.assertEqual([e.params["name"] for e in eqns],
                         ["namtrain_gmm", "namtrain_gmm", "namtrain_tgmm"])
        # Forward (N / tn, G, K / tk) = (2, 128 / 32 + 6 - 1, 2); activation gradient (K / tk,
        # G, N / tn) = (2, 9, 2); weight gradient (K / tk, N / tn, G) = (2, 2, 9).
        self.assertEqual([tuple(e.params["grid_mapping"].grid) for e in eqns],
                         [(2, 9, 2), (2, 9, 2), (2, 2, 9)])
        for e in eqns:
            flops, moved = self.from_grid(e, 2 * tm * tk * tn)
            c = e.params["cost_estimate"]
            self.assertEqual((c.flops, c.bytes_accessed, c.transcendentals), (flops, moved, 0),
                             e.params["name"])

    def test_tpu_lowering_carries_the_cost(self):
        # Deviceless: lowers the three Mosaic kernels for TPU (what the export will do) and finds
        # each declared cost in its tpu_custom_call's backend config.
        sd = jax.ShapeDtypeStruct
        m, k, n, e, tiling = 256, 256, 512, 8, (128, 128, 256)

        def f(x, w, s, ct):
            out, vjp = jax.vjp(lambda a, b: G.grouped_matmul(a, b, s, tiling), x, w)
            return out, vjp(ct)

        exp = jax.export.export(jax.jit(f), platforms=["tpu"])(
            sd((m, k), BF16), sd((e, k, n), BF16), sd((e,), jnp.int32), sd((m, n), BF16))
        text = exp.mlir_module()
        self.assertEqual(text.count("tpu_custom_call"), 3)
        declared = sorted(
            (int(f), int(b)) for b, f in
            re.findall(r'bytes_accessed\\22:(\d+),\\0A\\22flops\\22:(\d+)', text))
        want = sorted((c.flops, c.bytes_accessed) for c in (
            G.kernel_cost("gmm", m=m, k=k, n=n, groups=e, tiling=tiling, dtype=BF16),
            G.kernel_cost("gmm", m=m, k=n, n=k, groups=e, tiling=(128, 256, 128), dtype=BF16),
            G.kernel_cost("tgmm", m=m, k=k, n=n, groups=e, tiling=tiling, dtype=BF16)))
        self.assertEqual(declared, want)


if __name__ == "__main__":
    unittest.main()
