"""Interpret-mode numerics of the splash kernels against the plain jnp reference (issue 8, acceptance 1).

The reference (``attention.reference``) is an independent formulation: dense scores, an explicit
``[B, T, T]`` visibility mask from NAM spec A step 5, softmax in f32; its gradients come from
``jax.vjp``. The kernels run in Pallas interpret mode on the CPU.
"""

import math
import unittest

import jax
import jax.numpy as jnp
import numpy as np

from namtrain_kernels import attention
from namtrain_kernels.variants import Variant


def _variant(dtype, window=96, softcap=20.0, heads=4, kv_heads=2):
    return Variant(
        name=f"test_{dtype}_{window}_{softcap}",
        batch=2,
        heads=heads,
        kv_heads=kv_heads,
        seq=256,
        head_dim=128,
        window=window,
        softcap=softcap,
        dtype=dtype,
        platform="cpu",
        block=128,
    )


def _segments(seq, starts):
    """``segment_ids[t]`` = number of document starts at or before ``t`` (the data contract)."""
    s = np.zeros(seq, np.int32)
    for b in starts:
        s[b:] += 1
    return s


def _inputs(v, seed=0):
    rng = np.random.default_rng(seed)
    dt = jnp.dtype(v.dtype)
    # Scale 3 makes scores large enough for the softcap to bend them; q comes pre-scaled by
    # 1/sqrt(D), as the kernels take it.
    q = 3 * rng.standard_normal((v.batch, v.seq, v.heads, v.head_dim)) / math.sqrt(v.head_dim)
    q = jnp.asarray(q, dt)
    k = jnp.asarray(3 * rng.standard_normal((v.batch, v.seq, v.kv_heads, v.head_dim)), dt)
    vv = jnp.asarray(rng.standard_normal((v.batch, v.seq, v.kv_heads, v.head_dim)), dt)
    # Three documents per row, boundaries not aligned to the 128 blocks.
    seg = jnp.asarray(np.stack([_segments(v.seq, [0, 90, 170]), _segments(v.seq, [0, 33, 201])]))
    do = jnp.asarray(rng.standard_normal((v.batch, v.seq, v.heads, v.head_dim)), dt)
    return q, k, vv, seg, do


def _err(a, b):
    return float(jnp.max(jnp.abs(jnp.asarray(a, jnp.float32) - jnp.asarray(b, jnp.float32))))


def _rel(a, ref):
    """Max abs error relative to the reference's largest magnitude (at least 1)."""
    return _err(a, ref) / max(1.0, float(jnp.max(jnp.abs(jnp.asarray(ref, jnp.float32)))))


class InterpretKernelMatchesReference(unittest.TestCase):
    def check(self, v, tol_out, tol_lse, tol_grad):
        q, k, vv, seg, do = _inputs(v)
        out, lse = jax.jit(lambda *a: attention.forward(v, *a))(q, k, vv, seg)
        ref_out, ref_lse = attention.reference(v, q, k, vv, seg)
        self.assertEqual(out.shape, q.shape)
        self.assertEqual(out.dtype, q.dtype)
        self.assertEqual(lse.shape, (v.batch, v.heads, v.seq))
        self.assertLess(_rel(out, ref_out), tol_out)
        self.assertLess(_rel(lse, ref_lse), tol_lse)

        grads = jax.jit(lambda *a: attention.backward(v, *a))(q, k, vv, seg, out, lse, do)

        def ref_f32(q_, k_, v_):
            o, _ = attention.reference(v, q_, k_, v_, seg)
            return o.astype(jnp.float32)

        # Reference gradients in f32 from f32 copies of the inputs: the truth for both dtypes.
        f32 = lambda x: x.astype(jnp.float32)  # noqa: E731
        _, vjp = jax.vjp(ref_f32, f32(q), f32(k), f32(vv))
        ref_grads = vjp(f32(do))
        for name, g, r in zip(("dq", "dk", "dv"), grads, ref_grads):
            self.assertEqual(g.dtype, q.dtype, name)
            self.assertLess(_rel(g, r), tol_grad, name)

    def test_f32_window_softcap_three_documents(self):
        self.check(_variant("float32"), 2e-5, 2e-5, 2e-5)

    def test_bf16_window_softcap_three_documents(self):
        # bf16 inputs, bf16 probabilities in the P.V matmul: about 1e-2 of the output scale.
        self.check(_variant("bfloat16"), 2e-2, 1e-2, 4e-2)

    def test_f32_global_causal_without_softcap(self):
        self.check(_variant("float32", window=None, softcap=None), 2e-5, 2e-5, 2e-5)

    def test_f32_multi_query(self):
        self.check(_variant("float32", heads=4, kv_heads=1), 2e-5, 2e-5, 2e-5)


class ReferenceIsNamAttention(unittest.TestCase):
    """The reference itself against a hand-written loop over queries (second formulation)."""

    def test_reference_matches_per_query_loop(self):
        # Too small for Variant's block rule (kernels need 128-multiples); bypass its validation.
        seq, heads, d, window, cap = 8, 2, 4, 3, 2.0
        rng = np.random.default_rng(1)
        q = rng.standard_normal((1, seq, heads, d))
        k = rng.standard_normal((1, seq, 1, d))
        vv = rng.standard_normal((1, seq, 1, d))
        seg = _segments(seq, [0, 3, 6])[None]
        want = np.zeros_like(q)
        for h in range(heads):
            for i in range(seq):
                js = [j for j in range(seq) if j <= i and i - j < window and seg[0, j] == seg[0, i]]
                s = np.array([q[0, i, h] @ k[0, j, 0] for j in js])
                s = cap * np.tanh(s / cap)
                p = np.exp(s - s.max())
                p /= p.sum()
                want[0, i, h] = sum(pj * vv[0, j, 0] for pj, j in zip(p, js))
        fake = Variant.__new__(Variant)
        for f, val in dict(name="loop", batch=1, heads=heads, kv_heads=1, seq=seq, head_dim=d,
                           window=window, softcap=cap, dtype="float32", platform="cpu", block=128).items():
            object.__setattr__(fake, f, val)
        got, _ = attention.reference(fake, jnp.asarray(q, jnp.float32), jnp.asarray(k, jnp.float32),
                                     jnp.asarray(vv, jnp.float32), jnp.asarray(seg))
        np.testing.assert_allclose(np.asarray(got), want, atol=1e-5)


if __name__ == "__main__":
    unittest.main()


class DeclaredCostCountsVisitedTiles(unittest.TestCase):
    """``kernel_cost`` against tiles counted by hand on small block grids."""

    def variant(self, window):
        return Variant(
            name="cost", batch=1, heads=2, kv_heads=1, seq=512, head_dim=64, window=window,
            softcap=None, dtype="bfloat16", platform="tpu", block=128,
        )

    def test_causal_visits_the_lower_triangle_of_blocks(self):
        # 4 x 4 blocks of 128: 1 + 2 + 3 + 4 = 10 visited per head, 2 heads.
        c = attention.kernel_cost(self.variant(None), "fwd")
        self.assertEqual(c.flops, 2 * 2 * 128 * 128 * 64 * 20)
        self.assertEqual(c.transcendentals, 128 * 128 * 20)

    def test_window_drops_blocks_beyond_its_reach(self):
        # Window 128: a query block sees its own block and the one before it (its first query
        # reaches back to key i - 127): 1 + 2 + 2 + 2 = 7 per head.
        c = attention.kernel_cost(self.variant(128), "dkv")
        self.assertEqual(c.flops, 4 * 2 * 128 * 128 * 64 * 14)
        # k, v read and dk, dv written once per head (4 rows of 512 x 64 bf16), q and dO per
        # visited tile, plus the f32 lse and di as splash reads them, broadcast to 8 sublanes.
        row, tile = 512 * 64 * 2, 128 * 64 * 2
        self.assertEqual(c.bytes_accessed, 2 * 4 * row + 14 * 2 * tile + 2 * 8 * 2 * 512 * 4)

    def test_forward_writes_lse_lane_padded(self):
        # q read and out written once per head, k and v per visited tile (10 per head), and the
        # f32 lse stored [H, T, 128] (splash's layout, sliced to [H, T] afterwards).
        c = attention.kernel_cost(self.variant(None), "fwd")
        row, tile = 512 * 64 * 2, 128 * 64 * 2
        self.assertEqual(c.bytes_accessed, 2 * 2 * row + 20 * 2 * tile + 2 * 512 * 128 * 4)
