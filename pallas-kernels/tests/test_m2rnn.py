"""Interpret-mode numerics of the M2RNN kernels against the recurrence (issue 55, item 2).

The reference (:func:`m2rnn_reference_scan`) runs ``Hk = keep·H``, ``Hn = tanh(Hk W + k vᵀ)``,
``H = a Hk + (1 − a) Hn``, ``y = qᵀ H`` one position at a time in float64: the definition. The
document patterns put starts inside chunks, on chunk boundaries and one-position documents, so
the state is cut off where a chunk carries it in VMEM and where it enters from the previous grid
step. The kernels compute in f32: forward bound ``1e-5`` of the largest output. Gradients:
``jax.vjp`` of :func:`m2rnn` (the backward kernel) against central differences of the float64
recurrence along random directions, bound ``2e-4`` of ``|grad| |direction|``.
"""

import unittest

import jax
import jax.numpy as jnp
import numpy as np

from namtrain_kernels import m2rnn as M

R, H, T, K, V = 2, 4, 32, 8, 16
C = 8


def keeps(pattern, t=T):
    """``keep [R, T, 1]``: 0.0 at each listed start (and position 0), 1.0 elsewhere."""
    out = np.ones((len(pattern), t, 1), np.float32)
    for row, starts in enumerate(pattern):
        out[row, 0, 0] = 0.0
        for s in starts:
            out[row, s, 0] = 0.0
    return out


PATTERNS = {
    "one_document": [[0], [0]],
    "starts_inside_chunks": [[0, 5, 13, 21], [0, 9, 10, 31]],
    "starts_on_chunk_boundaries": [[0, 8, 24], [0, 16]],
    "one_position_documents": [[0, 1, 2, 3, 17, 18], [0, 7, 8, 9, 30, 31]],
}


def inputs(seed, r=R, h=H, t=T, k=K, v=V):
    rng = np.random.default_rng(seed)
    return {
        "q": rng.standard_normal((r, h, t, k)) / np.sqrt(k),
        "k": rng.standard_normal((r, h, t, k)) / np.sqrt(k),
        "v": rng.standard_normal((r, h, t, v)),
        "a": rng.uniform(0.05, 0.95, (r, h, t, 1)),
        # Near the identity, as initialised, with enough off the diagonal to mix the values.
        "w": np.eye(v)[None] + 0.3 * rng.standard_normal((h, v, v)) / np.sqrt(v),
    }


ORDER = ["q", "k", "v", "a", "w"]


class M2rnnForward(unittest.TestCase):
    def check(self, pattern, heads_per_block=None, chunk=C):
        th = inputs(seed=len(pattern))
        keep = keeps(PATTERNS[pattern])
        want = M.m2rnn_reference_scan(th["q"], th["k"], th["v"], th["a"], keep, th["w"])
        f32 = {n: jnp.asarray(x, jnp.float32) for n, x in th.items()}
        got = M.m2rnn_forward(f32["q"], f32["k"], f32["v"], f32["a"], jnp.asarray(keep),
                              f32["w"], chunk=chunk, heads_per_block=heads_per_block,
                              interpret=True)
        err = np.max(np.abs(np.asarray(got, np.float64) - want)) / np.max(np.abs(want))
        self.assertLess(err, 1e-5, f"{pattern}, hb {heads_per_block}, chunk {chunk}: {err:.2e}")

    def test_every_document_pattern(self):
        for pattern in PATTERNS:
            with self.subTest(pattern=pattern):
                self.check(pattern)

    def test_head_blocks_and_one_chunk_per_row(self):
        self.check("starts_inside_chunks", heads_per_block=2)
        self.check("starts_inside_chunks", chunk=T)

    def test_a_document_start_cuts_the_state_off_exactly(self):
        """Everything before a start is invisible after it: changing the first document's
        inputs leaves the second document's outputs bit for bit the same."""
        th = {n: jnp.asarray(x, jnp.float32) for n, x in inputs(seed=3).items()}
        keep = jnp.asarray(keeps([[0, 13], [0, 13]]))
        run = lambda t: M.m2rnn_forward(t["q"], t["k"], t["v"], t["a"], keep, t["w"],  # noqa: E731
                                        chunk=C, interpret=True)
        changed = dict(th, k=th["k"].at[:, :, :13].add(1.0), v=th["v"].at[:, :, :13].mul(-2.0))
        before, after = np.asarray(run(th)), np.asarray(run(changed))
        np.testing.assert_array_equal(before[:, :, 13:], after[:, :, 13:])
        self.assertGreater(np.max(np.abs(before[:, :, :13] - after[:, :, :13])), 1e-3)

    def test_heads_that_do_not_fill_their_last_tile_are_padded(self):
        """4 heads in tiles of 3: the second tile holds one head and two zero heads, whose
        states stay zero; the outputs are the 4 heads' alone."""
        self.check("starts_inside_chunks", heads_per_block=3)

    def test_bad_shapes_are_refused_with_the_fix(self):
        th = {n: jnp.asarray(x, jnp.float32) for n, x in inputs(seed=1).items()}
        keep = jnp.asarray(keeps(PATTERNS["one_document"]))
        with self.assertRaisesRegex(ValueError, "not a multiple of the chunk 12: pad"):
            M.m2rnn_forward(th["q"], th["k"], th["v"], th["a"], keep, th["w"], chunk=12,
                            interpret=True)
        with self.assertRaisesRegex(ValueError, "heads_per_block must be positive, not -2"):
            M.m2rnn_forward(th["q"], th["k"], th["v"], th["a"], keep, th["w"], chunk=C,
                            heads_per_block=-2, interpret=True)
        with self.assertRaisesRegex(ValueError, "disagree on rows, heads or positions"):
            M.m2rnn_forward(th["q"], th["k"], th["v"][:, :3], th["a"], keep, th["w"], chunk=C,
                            interpret=True)


class M2rnnGradients(unittest.TestCase):
    def check(self, pattern, heads_per_block=None):
        th = inputs(seed=7 + len(pattern))
        keep = keeps(PATTERNS[pattern])
        rng = np.random.default_rng(5)
        cot = rng.standard_normal((R, H, T, V))

        def reference(t):
            y = M.m2rnn_reference_scan(t["q"], t["k"], t["v"], t["a"], keep, t["w"])
            return float(np.sum(y * cot))

        f32 = [jnp.asarray(th[n], jnp.float32) for n in ORDER]
        fn = lambda q, k, v, a, w: M.m2rnn(q, k, v, a, jnp.asarray(keep), w, C,  # noqa: E731
                                           heads_per_block, True)
        _, vjp = jax.vjp(fn, *f32)
        grads = dict(zip(ORDER, vjp(jnp.asarray(cot, jnp.float32))))
        eps = 1e-6
        for name in ORDER:
            d = rng.standard_normal(th[name].shape)
            fd = (reference(dict(th, **{name: th[name] + eps * d}))
                  - reference(dict(th, **{name: th[name] - eps * d}))) / (2 * eps)
            g = np.asarray(grads[name], np.float64)
            got = float(np.sum(g * d))
            scale = np.linalg.norm(g) * np.linalg.norm(d)
            self.assertLess(abs(got - fd), 2e-4 * scale,
                            f"{pattern}, d{name}: {got:.6e} vs {fd:.6e}")

    def test_document_starts_inside_chunks(self):
        self.check("starts_inside_chunks")

    def test_document_starts_on_chunk_boundaries_in_blocks_of_two_heads(self):
        self.check("starts_on_chunk_boundaries", heads_per_block=2)

    def test_one_position_documents(self):
        self.check("one_position_documents")


class M2rnnDeclaredCost(unittest.TestCase):
    def test_hand_counts(self):
        """Two rows, 4 heads (V 16) in one tile of 64 lanes, 32 positions, K 8, chunks of 8,
        by hand."""
        f = M.kernel_cost(2, 4, 32, 8, 16, 8, 4, "forward", has_states=True)
        positions = 2 * 32
        # Per position: Hk [8, 64] times the tile's W [64, 64]; k and q [8, 4] and a [1, 4]
        # spread by E [4, 64].
        self.assertEqual(f["flops"], positions * (2 * 8 * 64 * 64 + 2 * 2 * 8 * 4 * 64
                                                  + 2 * 4 * 64))
        self.assertEqual(f["transcendentals"], positions * 8 * 64)
        # q, k (8 x 4 each), v, y (64 lanes each), a (4) per position; keep per position;
        # the W tile once; the 4 entering states [8, 64] per row.
        self.assertEqual(f["bytes_accessed"],
                         positions * 4 * (8 * 4 * 2 + 64 * 2 + 4) + 2 * 32 * 4
                         + 64 * 64 * 4 + 2 * 4 * 8 * 64 * 4)
        b = M.kernel_cost(2, 4, 32, 8, 16, 8, 4, "backward")
        self.assertEqual(b["flops"], positions * (3 * 2 * 8 * 64 * 64
                                                  + 2 * (2 * 2 * 8 * 4 * 64 + 2 * 4 * 64)))
        # 5 heads in tiles of 4: padded to 8 heads, two tiles of 64 lanes.
        g = M.kernel_cost(1, 5, 8, 8, 16, 8, 4, "forward")
        self.assertEqual(g["transcendentals"], 8 * 8 * 128)


if __name__ == "__main__":
    unittest.main()
