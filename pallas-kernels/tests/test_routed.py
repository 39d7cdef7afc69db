"""Interpret-mode numerics of the routed-expert kernels that gather their own rows (``routed.py``,
issue 55 item 1) against plain references.

* :func:`route`'s maps against a hand-worked example and their defining invariants.
* ``gather_gmm`` / ``gather_tgmm`` against ``test_gmm``'s per-expert loop applied to the rows
  gathered by numpy (``x[token]``), over every group-size pattern the grouped-matmul tests use
  (tiles cut by groups, empty experts, padding, a size sum past ``M``).
* ``combine`` against a float64 loop over tokens and choices.
* ``routed_swiglu`` (values and the gradients of ``x``, the routing weights and both expert
  weights through its custom VJP) against a dense formulation that runs every expert on every
  token and picks each token's chosen outputs by its expert ids, with ``jax.vjp`` for the
  gradients: no sorting, no maps, no kernels.

Tolerances as in ``test_gmm``: f32 ``1e-5`` of the largest entry (another summation order);
bf16 with the reference rounding at the same points (gate/up, ``h``, ``y``) about two bf16 ulps of
the largest entry for the layer (``2e-2``, as ``test_gmm``'s SwiGLU test).
"""

import re
import unittest

import jax
import jax.numpy as jnp
import numpy as np
from jax import lax

from namtrain_kernels import routed as R
from namtrain_kernels import rowio, variants
from tests import test_gmm as TG

F32, BF16 = jnp.float32, jnp.bfloat16
HIGHEST = lax.Precision.HIGHEST


class RouteMaps(unittest.TestCase):
    def test_hand_example(self):
        # Copies sorted by expert, token order within one: expert 0 gets (t0, c1), (t1, c0);
        # expert 1 (t0, c0), (t2, c0); expert 2 (t1, c1), (t2, c1); rows 6, 7 are padding.
        choices = jnp.asarray([[1, 0], [0, 2], [1, 2]], jnp.int32)
        r = R.route(choices, 3, 8)
        self.assertEqual(r.group_sizes.tolist(), [2, 2, 2])
        self.assertEqual(r.slot.tolist(), [[2, 0], [1, 4], [3, 5]])
        self.assertEqual(r.token.tolist()[:6], [0, 1, 0, 2, 1, 2])

    def test_invariants_on_a_random_routing(self):
        rng = np.random.default_rng(0)
        t, k, e, m = 50, 3, 7, 160
        choices = np.stack([rng.choice(e, k, replace=False) for _ in range(t)]).astype(np.int32)
        r = R.route(jnp.asarray(choices), e, m)
        slot, token, sizes = (np.asarray(a) for a in (r.slot, r.token, r.group_sizes))
        self.assertEqual(sorted(slot.reshape(-1).tolist()), list(range(t * k)))
        self.assertTrue(np.all(token[slot] == np.arange(t)[:, None]))
        ends = np.cumsum(sizes)
        expert_of_row = np.searchsorted(ends, slot, side="right")
        self.assertTrue(np.all(expert_of_row == choices))
        self.assertEqual(int(sizes.sum()), t * k)

    def test_too_few_rows_is_refused(self):
        with self.assertRaisesRegex(ValueError, "cannot hold"):
            R.route(jnp.zeros((4, 2), jnp.int32), 3, 7)


class PackedRows(unittest.TestCase):
    """``rowio``'s 32-bit words: two bf16 values of one row per word, undone exactly."""

    def test_round_trip_is_bitwise(self):
        rng = np.random.default_rng(9)
        a = TG._normal(rng, (24, 256), BF16, 3.0)
        a = a.at[0, :6].set(jnp.asarray([0.0, -0.0, jnp.inf, -jnp.inf, 1e-40, -3e38], BF16))
        words = rowio.pack_rows(a)
        self.assertEqual((words.shape, words.dtype), ((24, 128), jnp.uint32))
        back = rowio.unpack_rows_xla(words)
        bits = lambda v: np.asarray(lax.bitcast_convert_type(v, jnp.uint16))
        np.testing.assert_array_equal(bits(back), bits(a))
        # Word c holds column c low and column c + 128 high.
        self.assertEqual(int(words[3, 5]), int(bits(a)[3, 5]) | int(bits(a)[3, 133]) << 16)

    def test_gmm_writes_packed_words_of_its_bf16_result(self):
        rng = np.random.default_rng(10)
        x = TG._normal(rng, (TG.M, TG.K), BF16)
        w = TG._normal(rng, (TG.E, TG.K, TG.N), BF16)
        tiling = (64, 128, TG.N)
        plain = jax.jit(lambda x, w, s: TG.G.gmm(x, w, s, tiling=tiling, interpret=True))
        packed = jax.jit(lambda x, w, s: TG.G.gmm(x, w, s, tiling=tiling, packed_out=True,
                                                  interpret=True))
        for name in TG.PATTERNS:
            want = plain(x, w, TG._sizes(name))
            got = rowio.unpack_rows_xla(packed(x, w, TG._sizes(name)))
            np.testing.assert_array_equal(np.asarray(got, np.float32), np.asarray(want, np.float32),
                                          err_msg=name)

    def test_gmm_and_tgmm_read_packed_operands_as_their_bf16_rows(self):
        # gmm's lhs and tgmm's grad as words give bitwise the results of the bf16 arrays.
        rng = np.random.default_rng(12)
        x = TG._normal(rng, (TG.M, TG.K), BF16)
        w = TG._normal(rng, (TG.E, TG.K, TG.N), BF16)
        g = TG._normal(rng, (TG.M, TG.N), BF16)
        gmm = jax.jit(lambda x, w, s: TG.G.gmm(x, w, s, tiling=(64, TG.K, 128), interpret=True))
        tgmm = jax.jit(lambda x, g, s: TG.G.tgmm(x, g, s, tiling=(64, 128, TG.N), interpret=True))
        for name in TG.PATTERNS:
            s = TG._sizes(name)
            for got, want in ((gmm(rowio.pack_rows(x), w, s), gmm(x, w, s)),
                              (tgmm(x, rowio.pack_rows(g), s), tgmm(x, g, s))):
                np.testing.assert_array_equal(np.asarray(got, np.float32),
                                              np.asarray(want, np.float32), err_msg=name)

    def test_packed_result_needs_one_column_tile(self):
        x = jnp.zeros((TG.M, TG.K), BF16)
        w = jnp.zeros((TG.E, TG.K, TG.N), BF16)
        with self.assertRaisesRegex(ValueError, "one column tile of all N = 256"):
            TG.G.gmm(x, w, TG._sizes("uniform"), tiling=(64, 128, 128), packed_out=True)


T_TOKENS = 96  # the token rows the gathers read from; M = 256 sorted rows (test_gmm's shape)


def _tokens(rng, m=TG.M, t=T_TOKENS):
    return jnp.asarray(rng.integers(0, t, m), jnp.int32)


class GatherGmmMatchesLoop(unittest.TestCase):
    """``gather_gmm(x, token, w) == loop(x[token], w)`` for every pattern; padding rows zero."""

    def check(self, dtype, tiling=TG.TILING, transpose_rhs=False, k=TG.K, out_dtype=None):
        rng = np.random.default_rng(4)
        x = TG._normal(rng, (T_TOKENS, k), dtype)
        w = TG._normal(rng, (TG.E, TG.N, k) if transpose_rhs else (TG.E, k, TG.N), dtype)
        token = _tokens(rng)
        f = jax.jit(lambda x, tok, w, s: R.gather_gmm(
            x, tok, w, s, tiling=tiling, out_dtype=out_dtype,
            transpose_rhs=transpose_rhs, interpret=True))
        rows = jnp.asarray(np.asarray(x)[np.asarray(token)])
        for name, sizes in TG.PATTERNS.items():
            got = f(x, token, w, TG._sizes(name))
            ref = TG._ref_gmm(rows, jnp.swapaxes(w, 1, 2) if transpose_rhs else w,
                              TG._owner(sizes))
            TG._close(got, ref, dtype, name)
            total = TG._spans(sizes)[-1][2]
            self.assertTrue(bool(jnp.all(got[total:] == 0)), name)

    def test_f32_two_contraction_tiles(self):
        self.check(F32)  # K = 256 in tiles of 128: the rows are gathered again per k tile

    def test_f32_one_contraction_tile(self):
        self.check(F32, tiling=(64, 256, 128))

    def test_bf16(self):
        self.check(BF16, tiling=(64, 256, 128))

    def test_bf16_in_f32_out(self):
        self.check(BF16, tiling=(64, 256, 128), out_dtype=F32)

    def test_bf16_rows_are_gathered_whole(self):
        with self.assertRaisesRegex(ValueError, "read whole: the contraction tile must be K = 256"):
            self.check(BF16, tiling=(64, 128, 128))

    def test_transposed_rhs(self):
        self.check(F32, tiling=(64, 128, 128), transpose_rhs=True)

    def test_token_ids_out_of_range_are_clamped_not_read_outside(self):
        # Padding rows may carry any id; a stray one must not address outside x. Ids past T are
        # clamped to T - 1, so a row that is not padding reads the last token.
        rng = np.random.default_rng(5)
        x = TG._normal(rng, (T_TOKENS, TG.K), F32)
        w = TG._normal(rng, (TG.E, TG.K, TG.N), F32)
        token = _tokens(rng).at[:8].set(10_000).at[8:16].set(-3)
        got = R.gather_gmm(x, token, w, TG._sizes("uniform"), tiling=TG.TILING,
                           interpret=True)
        clamped = np.clip(np.asarray(token), 0, T_TOKENS - 1)
        ref = TG._ref_gmm(jnp.asarray(np.asarray(x)[clamped]), w, TG._owner(TG.PATTERNS["uniform"]))
        TG._close(got, ref, F32)


class GatherTgmmMatchesLoop(unittest.TestCase):
    """``gather_tgmm(x, token, g) == loop(x[token]^T g)`` per expert; empty experts zero."""

    def check(self, dtype, tiling=TG.TILING, out_dtype=None):
        rng = np.random.default_rng(6)
        x = TG._normal(rng, (T_TOKENS, TG.K), dtype)
        g = TG._normal(rng, (TG.M, TG.N), dtype)
        token = _tokens(rng)
        f = jax.jit(lambda x, tok, g, s: R.gather_tgmm(x, tok, g, s, tiling=tiling,
                                                       out_dtype=out_dtype, interpret=True))
        rows = jnp.asarray(np.asarray(x)[np.asarray(token)])
        for name, sizes in TG.PATTERNS.items():
            total = TG._spans(sizes)[-1][2]
            # Rows past the groups must not reach any block, even as NaN.
            gg = g.at[total:].set(jnp.nan) if total < TG.M else g
            got = f(x, token, gg, TG._sizes(name))
            ref = TG._ref_tgmm(rows, g, TG._owner(sizes))
            TG._close(got, ref, dtype, name)
            for e, s, end in TG._spans(sizes):
                if end == s:
                    self.assertTrue(bool(jnp.all(got[e] == 0)), (name, e))

    def test_f32(self):
        self.check(F32)

    def test_f32_one_contraction_tile(self):
        self.check(F32, tiling=(64, 256, 128))

    def test_bf16_in_f32_out(self):
        self.check(BF16, tiling=(64, 256, 128), out_dtype=F32)


def _ref_combine(y, slot, weights):
    y, slot = np.asarray(y, np.float64), np.asarray(slot)
    t, k = slot.shape
    w = np.ones((t, k)) if weights is None else np.asarray(weights, np.float64)
    out = np.zeros((t, y.shape[1]))
    for i in range(t):
        for c in range(k):
            out[i] += w[i, c] * y[slot[i, c]]
    return out


class CombineMatchesLoop(unittest.TestCase):
    def check(self, dtype, weighted, tiles):
        rng = np.random.default_rng(7)
        t, k, n = 64, 3, 256
        m = t * k + 64  # 64 padding rows, never read
        y = TG._normal(rng, (m, n), dtype)
        slot = jnp.asarray(rng.permutation(t * k).reshape(t, k), jnp.int32)
        w = jnp.asarray(rng.random((t, k)), F32) if weighted else None
        got = R.combine(y, slot, w, tiles=tiles, interpret=True)
        self.assertEqual(got.dtype, F32)
        ref = _ref_combine(y, slot, w)
        # Inputs exact in f32; the f32 sums of k = 3 terms differ from float64 by an ulp or two.
        np.testing.assert_allclose(np.asarray(got), ref, rtol=1e-6, atol=1e-6 * np.abs(ref).max())

    def test_weighted_f32(self):
        self.check(F32, True, (16, 128))

    def test_weighted_bf16_rows(self):
        self.check(BF16, True, (32, 256))

    def test_unweighted(self):
        self.check(F32, False, (64, 128))

    def check_grad(self, dtype):
        # combine_grad against a float64 loop: d_y at each copy's sorted row (ct rounded to the
        # rows' dtype, times the weight, rounded again), d_weights the rows' dot with ct.
        rng = np.random.default_rng(11)
        t, k, n = 64, 3, 256
        m = t * k + 64
        y = TG._normal(rng, (m, n), dtype)
        slot = jnp.asarray(rng.permutation(m)[:t * k].reshape(t, k), jnp.int32)
        w = jnp.asarray(rng.random((t, k)), F32)
        ct = TG._normal(rng, (t, n), F32)
        d_y, d_w = R.combine_grad(ct, y, slot, w, tiles=(16,), interpret=True)
        d_y = np.asarray(rowio.unpack_rows_xla(d_y), np.float64)
        s_, y64, ct64 = np.asarray(slot), np.asarray(y, np.float64), np.asarray(ct, np.float64)
        rnd = lambda a: np.asarray(jnp.asarray(a, F32).astype(dtype), np.float64)
        for i in range(t):
            for c in range(k):
                want = rnd(rnd(ct64[i]) * float(w[i, c]))
                np.testing.assert_array_equal(d_y[s_[i, c]], want, err_msg=f"d_y {i} {c}")
                dot = float(y64[s_[i, c]] @ ct64[i])
                self.assertAlmostEqual(float(d_w[i, c]), dot, delta=1e-5 * np.abs(ct64).max() * n)

    def test_grad_f32(self):
        self.check_grad(F32)

    def test_grad_bf16_rows(self):
        self.check_grad(BF16)

    def test_packed_rows_are_gathered_whole(self):
        y = rowio.pack_rows(jnp.zeros((8, 256), BF16))
        with self.assertRaisesRegex(ValueError, "tn must be N = 256"):
            R.combine(y, jnp.zeros((4, 2), jnp.int32), tiles=(4, 128))

    def test_tiles_must_divide(self):
        with self.assertRaisesRegex(ValueError, "must divide T"):
            R.combine(jnp.zeros((8, 128)), jnp.zeros((6, 1), jnp.int32), tiles=(4, 128))


# The layer's shape: 64 tokens, 2 choices of 8 experts, 64 padding rows (M = 192), D = 128,
# F = 64 (the joined gate/up 128 wide).
T, K_CHOICES, E, D, F, M_ROWS = 64, 2, 8, 128, 64, 192
TILES = R.Tiles(gate_up=(64, 128, 128), down=(64, 64, 128), combine=(32, 128))

ROUTINGS = {
    "random": lambda rng: np.stack([rng.choice(E, K_CHOICES, replace=False) for _ in range(T)]),
    # Every token to experts 3 and 5: six experts empty, two groups span several row tiles.
    "two_experts_take_all": lambda rng: np.tile([5, 3], (T, 1)),
    # Only experts 0..2, skewed: empty experts after the used ones.
    "skewed_low": lambda rng: np.stack([rng.choice(3, K_CHOICES, replace=False, p=[.6, .3, .1])
                                        for _ in range(T)]),
}


def _ref_layer(x, weights, w_gate_up, w_down, choices, dtype):
    """Every expert on every token (f32, HIGHEST), rounded where the kernels round, then each
    token's chosen experts picked by id and weighted: ``[T, D]`` f32."""
    rnd = lambda a: a.astype(dtype).astype(F32)
    x = x.astype(F32)
    gu = rnd(jnp.einsum("td,edh->eth", x, w_gate_up.astype(F32), precision=HIGHEST))
    h = rnd(jax.nn.silu(gu[..., :F]) * gu[..., F:])
    y = rnd(jnp.einsum("etf,efd->etd", h, w_down.astype(F32), precision=HIGHEST))  # [E, T, D]
    picked = y[choices, jnp.arange(T)[:, None]]  # [T, k, D]
    return jnp.einsum("tk,tkd->td", weights.astype(F32), picked, precision=HIGHEST)


class RoutedSwigluMatchesDenseExperts(unittest.TestCase):
    def check(self, dtype, tol):
        rng = np.random.default_rng(8)
        x = TG._normal(rng, (T, D), dtype)
        w_gate_up = TG._normal(rng, (E, D, 2 * F), dtype, D**-0.5)
        w_down = TG._normal(rng, (E, F, D), dtype, F**-0.5)
        weights = jnp.asarray(rng.random((T, K_CHOICES)), F32)
        ct = TG._normal(rng, (T, D), F32)

        @jax.jit
        def kernels(x, weights, w_gate_up, w_down, choices):
            r = R.route(choices, E, M_ROWS)
            fn = lambda *a: R.routed_swiglu(*a, r.token, r.slot, r.group_sizes, TILES, True)
            out, vjp = jax.vjp(fn, x, weights, w_gate_up, w_down)
            return out, vjp(ct)

        @jax.jit
        def reference(x, weights, w_gate_up, w_down, choices):
            fn = lambda *a: _ref_layer(*a, choices, dtype)
            out, vjp = jax.vjp(fn, x.astype(F32), weights, w_gate_up.astype(F32),
                               w_down.astype(F32))
            return out, vjp(ct)

        for name, make in ROUTINGS.items():
            choices = jnp.asarray(make(rng), jnp.int32)
            out, grads = kernels(x, weights, w_gate_up, w_down, choices)
            ref, refs = reference(x, weights, w_gate_up, w_down, choices)
            self.assertEqual(out.dtype, F32)
            scale = float(jnp.max(jnp.abs(ref)))
            np.testing.assert_allclose(np.asarray(out), ref, atol=tol * scale, err_msg=name)
            for what, g, r, want in zip(("dx", "dweights", "dw_gate_up", "dw_down"), grads, refs,
                                        (dtype, F32, dtype, dtype)):
                self.assertEqual(g.dtype, want, what)
                scale = float(jnp.max(jnp.abs(r))) or 1.0
                np.testing.assert_allclose(np.asarray(g, np.float32), r, atol=tol * scale,
                                           err_msg=f"{name} {what}")
            used = set(np.asarray(choices).reshape(-1).tolist())
            for e in set(range(E)) - used:  # an expert no token chose gets no gradient
                self.assertTrue(bool(jnp.all(grads[2][e] == 0)), (name, e))
                self.assertTrue(bool(jnp.all(grads[3][e] == 0)), (name, e))

    def test_f32(self):
        self.check(F32, 1e-5)

    def test_bf16(self):
        self.check(BF16, 2e-2)


class DeclaredCosts(unittest.TestCase):
    def test_tpu_lowering_carries_the_costs(self):
        # Deviceless: the whole layer's forward and gradient lowered for TPU; each Mosaic kernel's
        # tpu_custom_call carries its declared cost. The gathers declare what the grouped matmuls
        # with the same tiles do (the gathered tile moves the bytes a pipelined block would).
        sd = jax.ShapeDtypeStruct
        t, k, e, d, f, m = 256, 2, 8, 256, 128, 512
        tiles = R.Tiles(gate_up=(128, 256, 256), down=(128, 128, 256), combine=(128, 256))

        def layer(x, w, wgu, wd, tok, slot, sizes, ct):
            out, vjp = jax.vjp(lambda *a: R.routed_swiglu(*a, tok, slot, sizes, tiles), x, w, wgu, wd)
            return out, vjp(ct)

        exp = jax.export.export(jax.jit(layer), platforms=["tpu"])(
            sd((t, d), BF16), sd((t, k), F32), sd((e, d, 2 * f), BF16), sd((e, f, d), BF16),
            sd((m,), jnp.int32), sd((t, k), jnp.int32), sd((e,), jnp.int32), sd((t, d), F32))
        text = exp.mlir_module()
        declared = sorted(
            (int(f), int(b)) for b, f in
            re.findall(r'bytes_accessed\\22:(\d+),\\0A\\22flops\\22:(\d+)', text))
        cost = lambda kind, kk, n, tiling, **o: TG.G.kernel_cost(
            kind, m=m, k=kk, n=n, groups=e, tiling=tiling, dtype=BF16, **o)
        want = sorted((c.flops, c.bytes_accessed) for c in (
            cost("gmm", d, 2 * f, (128, 256, 256)),  # gather_gmm, gate/up
            cost("gmm", f, d, (128, 128, 256)),  # down
            R.combine_cost(tokens=t, k=k, n=d, dtype=BF16),
            cost("gmm", d, f, (128, 256, 128)),  # d h: down read transposed
            cost("tgmm", f, d, (128, 128, 256)),  # d w_down
            cost("tgmm", d, 2 * f, (128, 256, 256)),  # gather_tgmm, d w_gate_up
            cost("gmm", 2 * f, d, (128, 256, 256)),  # d rows: gate/up read transposed
            R.combine_cost(tokens=t, k=k, n=d, dtype=BF16, weighted=False),
            R.combine_grad_cost(tokens=t, k=k, n=d, dtype=BF16)))
        self.assertEqual(declared, want)

    def test_combine_hand_count(self):
        c = R.combine_cost(tokens=64, k=3, n=256, dtype=BF16)
        self.assertEqual(c.flops, 2 * 64 * 3 * 256)
        self.assertEqual(c.bytes_accessed, 64 * 3 * 256 * 2 + 64 * 3 * 4 + 64 * 256 * 4)
        c = R.combine_cost(tokens=64, k=3, n=256, dtype=BF16, weighted=False, out_dtype=BF16)
        self.assertEqual((c.flops, c.bytes_accessed), (64 * 3 * 256, 64 * 3 * 256 * 2 + 64 * 256 * 2))


if __name__ == "__main__":
    unittest.main()


class RoutedVariantFields(unittest.TestCase):
    """``[[gmm]]``'s routed fields are checked when ``variants.toml`` is read, each message naming
    what to fix (nothing is exported from a refused table)."""

    BASE = dict(name="v", rows=256, experts=4, d_model=128, hidden=128, dtype="bfloat16",
                platform="tpu", gate_up_tiling=[64, 128, 256], down_tiling=[64, 128, 128])

    def refused(self, pattern, **fields):
        with self.assertRaisesRegex(ValueError, pattern):
            variants.GmmVariant(**{**self.BASE, **fields})

    def test_a_good_table_is_routed(self):
        v = variants.GmmVariant(**self.BASE, tokens=128, top_k=2, combine_tiling=[32, 128])
        self.assertTrue(v.routed)
        self.assertEqual(v.params()["combine_tiling"], [32, 128])
        # Without tokens the entry keeps the keys it had before routed kernels existed.
        self.assertNotIn("tokens", variants.GmmVariant(**self.BASE).params())

    def test_bad_tables_are_refused_with_the_fix(self):
        self.refused("top_k and combine_tiling need tokens", top_k=2)
        self.refused(r"tokens x top_k = 200 x 2 copies must fit the 256 rows", tokens=200,
                     top_k=2, combine_tiling=[8, 128])
        self.refused(r"combine_tiling must be \[tt, tn\]", tokens=128, top_k=2,
                     combine_tiling=[32])
        self.refused(r"combine_tiling \[48, 128\] must divide \[tokens, d_model\] = \[128, 128\]",
                     tokens=128, top_k=2, combine_tiling=[48, 128])
        self.refused(r"combine_tiling tn must be d_model = 128 .* got 64", tokens=128, top_k=2,
                     combine_tiling=[32, 64])
        self.refused(r"down_tiling tn must be d_model = 128 .* got 64", tokens=128, top_k=2,
                     combine_tiling=[32, 128], down_tiling=[64, 128, 64])
