"""Interpret-mode numerics of the SSD forward kernel against the recurrence (issue 44, item 2).

The reference (:func:`ssd_reference_scan`) runs the recurrence ``S_t = exp(dt_t A) S_{t-1} +
dt_t x_t B_tᵀ``, ``y_t = S_t C_t + D x_t`` one position at a time in float64, resetting the state
at each document start: the definition, not the chunked algebra the kernel uses. Document
patterns put starts inside chunks, on chunk boundaries, a document spanning every chunk and one
position long documents. Tolerance: f32 inputs, the kernel's sums in f32 in another order, so
``1e-5`` of the largest output; bf16 x, B and C: the reference sees the same bf16 values, the
kernel rounds its intra-chunk weights and state updates to bf16 before multiplying with x, about
``2^-8`` relative per product, bound ``2e-2`` of the largest output.

The reference keeps x and y as ``[R, H, T, P]``, position by position; the kernels take and give
them as ``[R, H, P, T]``, so every call here transposes on the way in and out.
"""

import unittest

import jax
import jax.numpy as jnp
import numpy as np

from namtrain_kernels import ssd as S

R, H, T, P, N = 2, 4, 64, 16, 8
Q = 16


def kernel_layout(x):
    """``[R, H, T, P]`` (the reference's) as ``[R, H, P, T]`` (the kernels'), and back."""
    return jnp.swapaxes(x, 2, 3)


def documents(pattern):
    """Document ordinals ``[R, 1, T]`` from per-row start lists."""
    out = np.zeros((R, 1, T), np.int32)
    for row, starts in enumerate(pattern):
        for i in range(T):
            out[row, 0, i] = sum(1 for s in starts if s <= i)
    return out


PATTERNS = {
    "one_document": [[0], [0]],
    "starts_inside_chunks": [[0, 5, 21, 40], [0, 13, 14, 63]],
    "starts_on_chunk_boundaries": [[0, 16, 48], [0, 32]],
    "one_position_documents": [[0, 1, 2, 3, 17, 18, 31, 32, 33], [0, 15, 16, 47, 48, 49]],
}


def inputs(groups, seed, dtype=jnp.float32):
    rng = np.random.default_rng(seed)
    x = rng.standard_normal((R, H, T, P)).astype(np.float32)
    dt = rng.uniform(0.01, 0.3, (R, H, T)).astype(np.float32)
    a = -rng.uniform(0.5, 4.0, (H, 1)).astype(np.float32)
    b = rng.standard_normal((R, groups, T, N)).astype(np.float32) / np.sqrt(N)
    c = rng.standard_normal((R, groups, T, N)).astype(np.float32) / np.sqrt(N)
    d = rng.standard_normal((H, 1)).astype(np.float32)
    cast = lambda v: np.asarray(jnp.asarray(v, dtype).astype(jnp.float32))  # noqa: E731
    return cast(x), dt, a, cast(b), cast(c), d


class SsdForward(unittest.TestCase):
    def check(self, pattern, groups, skip, dtype=jnp.float32, tol=1e-5, heads_per_block=None):
        x, dt, a, b, c, d = inputs(groups, seed=len(pattern) + groups)
        doc = documents(PATTERNS[pattern])
        want = S.ssd_reference_scan(x, dt, a, b, c, doc, d if skip else None)
        got = S.ssd_forward(
            kernel_layout(jnp.asarray(x, dtype)), jnp.asarray(dt), jnp.asarray(a), jnp.asarray(b, dtype),
            jnp.asarray(c, dtype), jnp.asarray(doc), jnp.asarray(d) if skip else None,
            chunk=Q, heads_per_block=heads_per_block, out_dtype=jnp.float32, interpret=True)
        got = np.asarray(kernel_layout(got), np.float64)
        err = np.max(np.abs(got - want)) / np.max(np.abs(want))
        self.assertLess(err, tol, f"{pattern}, {groups} group(s), skip {skip}: {err:.2e}")

    def test_every_document_pattern_one_group_with_skip(self):
        for pattern in PATTERNS:
            with self.subTest(pattern=pattern):
                self.check(pattern, groups=1, skip=True)

    def test_two_groups_without_skip(self):
        for pattern in PATTERNS:
            with self.subTest(pattern=pattern):
                self.check(pattern, groups=2, skip=False)

    def test_head_blocks_smaller_than_a_group(self):
        self.check("starts_inside_chunks", groups=1, skip=True, heads_per_block=2)

    def test_bf16_operands(self):
        self.check("starts_inside_chunks", groups=1, skip=True, dtype=jnp.bfloat16, tol=2e-2)

    def test_a_document_start_cuts_the_state_off_exactly(self):
        # The output of a document does not depend on anything before it: changing every input
        # before position 21 of row 0 leaves row 0's outputs from 21 on bit for bit.
        x, dt, a, b, c, d = inputs(1, seed=7)
        doc = documents(PATTERNS["starts_inside_chunks"])
        run = lambda x, b: np.asarray(kernel_layout(S.ssd_forward(  # noqa: E731
            kernel_layout(jnp.asarray(x)), jnp.asarray(dt), jnp.asarray(a), jnp.asarray(b),
            jnp.asarray(c), jnp.asarray(doc), jnp.asarray(d), chunk=Q, interpret=True)))
        base = run(x, b)
        x2, b2 = x.copy(), b.copy()
        x2[0, :, :21] += 5.0
        b2[0, :, :21] *= -3.0
        changed = run(x2, b2)
        np.testing.assert_array_equal(base[0, :, 21:], changed[0, :, 21:])
        self.assertFalse(np.array_equal(base[0, :, :21], changed[0, :, :21]))

    def test_a_sequence_not_a_multiple_of_the_chunk_is_refused(self):
        x, dt, a, b, c, d = inputs(1, seed=1)
        with self.assertRaisesRegex(ValueError, "not a multiple of the chunk"):
            S.ssd_forward(kernel_layout(x[:, :, :60]), dt[:, :, :60], a, b[:, :, :60], c[:, :, :60],
                          documents(PATTERNS["one_document"])[:, :, :60], chunk=Q,
                          interpret=True)

    def test_heads_that_do_not_split_into_groups_or_blocks_are_refused(self):
        x, dt, a, b, c, d = inputs(1, seed=1)
        doc = documents(PATTERNS["one_document"])
        b3 = np.concatenate([b, b, b], axis=1)  # 3 groups for 4 heads
        with self.assertRaisesRegex(ValueError, "4 heads do not split into 3 groups"):
            S.ssd_forward(kernel_layout(x), dt, a, b3, b3, doc, chunk=Q, interpret=True)
        with self.assertRaisesRegex(ValueError, "a block of 3 heads must lie inside one group of 4"):
            S.ssd_forward(kernel_layout(x), dt, a, b, c, doc, chunk=Q, heads_per_block=3,
                          interpret=True)



class SsdDeclaredCost(unittest.TestCase):
    """``kernel_cost``'s bytes against the arrays themselves: with one block of all heads every
    array the kernel maps is read or written exactly once, so its bytes are the sum of the
    operands' and results' sizes (the prefetched ids before each chunk aside)."""

    def test_one_head_block_moves_every_operand_and_result_once(self):
        r, h, t, p, n, g, q = 2, 8, 256, 64, 128, 1, 128
        nbytes = lambda *shape_dtype: sum(  # noqa: E731
            int(np.prod(shape)) * np.dtype(dt).itemsize for shape, dt in shape_dtype)
        bf = jnp.bfloat16
        common = [((r, h, t), np.float32), ((h, 1), np.float32), ((r, g, t, n), bf),
                  ((r, g, t, n), bf), ((r, 1, t), np.int32), ((h, 1), np.float32)]
        x = ((r, h, p, t), bf)
        states = ((r, h, t // q, p, n), np.float32)
        forward = nbytes(x, *common, x, states)
        per_pos = ((r, h, t), np.float32)
        per_block = ((r, 1, t, n), np.float32)
        backward = nbytes(x, *common, x, states,                      # x, ..., dy, s_in
                          x, per_pos, per_pos, per_block, per_block, per_pos)
        cost = lambda phase, st: S.kernel_cost(  # noqa: E731
            r, h, t, p, n, g, q, 2, heads_per_block=h, phase=phase, has_states=st)
        self.assertEqual(cost("forward", True)["bytes_accessed"], forward)
        self.assertEqual(cost("backward", False)["bytes_accessed"], backward)
        with self.assertRaisesRegex(ValueError, "phase is forward or backward"):
            cost("sideways", False)


class SsdGradients(unittest.TestCase):
    """``jax.vjp`` of :func:`ssd` (the backward kernel) against central differences of the
    float64 recurrence, one argument at a time along a random direction: ``<grad_i, v_i>``
    against ``(f(θ + εv_i) − f(θ − εv_i)) / 2ε`` for ``f = Σ y·w`` with a random cotangent ``w``.
    Bound: ``2e-4`` of ``|grad_i| |v_i|`` (the kernel in f32; the difference quotient in float64
    at ε = 1e-6 is exact to about 1e-9 here)."""

    def check(self, pattern, groups, skip, heads_per_block=None):
        r, h, t, p, n, q = 2, 4, 32, 4, 4, 8
        rng = np.random.default_rng(11 + groups)
        theta = {
            "x": rng.standard_normal((r, h, t, p)),
            "dt": rng.uniform(0.01, 0.3, (r, h, t)),
            "a": -rng.uniform(0.5, 4.0, (h, 1)),
            "b": rng.standard_normal((r, groups, t, n)) / 2,
            "c": rng.standard_normal((r, groups, t, n)) / 2,
            "d": rng.standard_normal((h, 1)),
        }
        starts = {"inside": [[0, 5, 13, 21], [0, 9, 10, 31]], "boundaries": [[0, 8, 24], [0, 16]]}
        doc = np.zeros((r, 1, t), np.int32)
        for row, st in enumerate(starts[pattern]):
            for i in range(t):
                doc[row, 0, i] = sum(1 for s0 in st if s0 <= i)
        w = rng.standard_normal((r, h, t, p))
        names = ["x", "dt", "a", "b", "c"] + (["d"] if skip else [])

        def reference(th):
            return float(np.sum(S.ssd_reference_scan(th["x"], th["dt"], th["a"], th["b"], th["c"],
                                                     doc, th["d"] if skip else None) * w))

        f32 = {k: jnp.asarray(v, jnp.float32) for k, v in theta.items()}
        fn = lambda x, dt, a, b, c, d: kernel_layout(S.ssd(  # noqa: E731
            kernel_layout(x), dt, a, b, c, jnp.asarray(doc), d if skip else None, q,
            heads_per_block, True))
        _, vjp = jax.vjp(fn, *(f32[k] for k in ["x", "dt", "a", "b", "c", "d"]))
        grads = dict(zip(["x", "dt", "a", "b", "c", "d"], vjp(jnp.asarray(w, jnp.float32))))
        eps = 1e-6
        for name in names:
            v = rng.standard_normal(theta[name].shape)
            plus = dict(theta, **{name: theta[name] + eps * v})
            minus = dict(theta, **{name: theta[name] - eps * v})
            fd = (reference(plus) - reference(minus)) / (2 * eps)
            g = np.asarray(grads[name], np.float64)
            got = float(np.sum(g * v))
            scale = np.linalg.norm(g) * np.linalg.norm(v)
            self.assertLess(abs(got - fd), 2e-4 * scale,
                            f"{pattern}, {groups} group(s), d{name}: {got:.6e} vs {fd:.6e}")

    def test_document_starts_inside_chunks_one_group_with_skip(self):
        self.check("inside", groups=1, skip=True)

    def test_document_starts_on_chunk_boundaries_two_groups(self):
        self.check("boundaries", groups=2, skip=False)

    def test_head_blocks_smaller_than_a_group(self):
        self.check("inside", groups=1, skip=True, heads_per_block=2)



class SsdVariantTables(unittest.TestCase):
    """``[[ssd]]`` tables of ``variants.toml``: bad fields are refused naming the variant, the
    field and the file to fix; names must be unique among every kind of variant."""

    GOOD = dict(name="v", rows=1, heads=8, head_dim=64, seq=512, state=128, groups=1, chunk=128,
                dtype="bfloat16", platform="tpu")

    def test_bad_fields_name_the_variant_and_the_fix(self):
        from namtrain_kernels.variants import SsdVariant
        cases = [
            (dict(seq=500), "ssd variant 'v': seq 500 must be a multiple of chunk 128 (fix it in "
                            "variants.toml)"),
            (dict(groups=3), "ssd variant 'v': 8 heads do not split into 3 groups"),
            (dict(dtype="float16"), "ssd variant 'v': dtype must be one of"),
            (dict(platform="gpu"), "ssd variant 'v': platform must be one of"),
            (dict(state=0), "ssd variant 'v': state must be positive"),
        ]
        for change, message in cases:
            with self.subTest(change=change):
                with self.assertRaises(ValueError) as e:
                    SsdVariant(**dict(self.GOOD, **change))
                self.assertTrue(str(e.exception).startswith(message), str(e.exception))

    def test_a_name_shared_with_another_kind_is_refused(self):
        import pathlib
        import tempfile
        from namtrain_kernels.variants import load_ssd
        table = "".join(f"{k} = {v!r}\n".replace("'", '"') for k, v in self.GOOD.items())
        with tempfile.TemporaryDirectory() as d:
            path = pathlib.Path(d) / "variants.toml"
            path.write_text(f"[[gmm]]\nname = \"v\"\n\n[[ssd]]\n{table}")
            with self.assertRaisesRegex(ValueError, r"variants.toml: duplicate variant names \['v'\]"):
                load_ssd(path)
            path.write_text(f"[[ssd]]\n{table}")
            self.assertEqual([v.name for v in load_ssd(path)], ["v"])

if __name__ == "__main__":
    unittest.main()
