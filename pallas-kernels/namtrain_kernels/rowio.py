"""Row gathers by DMA inside a kernel, and the packed layout that lets a 16-bit row be one.

A TPU keeps bf16 data in VMEM two rows to a 32-bit sublane word, so a DMA cannot write one bf16
row into a VMEM buffer at an arbitrary row (Mosaic: "Could not determine that the slice start and
end are aligned to the unit subtile (2) on dimension 0"). A 32-bit row can. So rows that kernels
gather one at a time travel as 32-bit words, two bf16 values of the *same* row per word:

* :func:`pack_rows` ``[R, C] bf16 -> [R, C / 2] uint32``: word ``c`` holds column ``c`` in its low
  half and column ``c + C / 2`` in its high half (the row's two halves side by side, so that
  unpacking is two lane-dense ``[R, C / 2]`` arrays joined along the lanes, no interleave);
* :func:`unpack_words` inside a kernel: the low and high halves as f32 (exact: a bf16 is the top
  half of an f32), :func:`unpack_rows` joined back to ``[R, C]``;
* :func:`pack_words`, a kernel's epilogue writing its f32 result rounded to bf16 in that layout.

f32 rows need none of it: :func:`is_packed` tells a kernel which it was given (``uint32``).
"""

from __future__ import annotations

import jax
import jax.numpy as jnp
from jax import lax
from jax.experimental import pallas as pl
from jax.experimental.pallas import tpu as pltpu

WORD = jnp.dtype(jnp.uint32)


def is_packed(a) -> bool:
    """Whether ``a`` holds bf16 rows packed by :func:`pack_rows`."""
    return jnp.dtype(a.dtype) == WORD


def logical_width(a) -> int:
    """The row width ``a`` stands for: twice its words when packed."""
    return a.shape[-1] * 2 if is_packed(a) else a.shape[-1]


def pack_rows(a):
    """``[R, C] bf16 -> [R, C / 2] uint32`` (module docstring); any other dtype is returned as it
    is. An XLA op: spliced into a program it fuses into whatever produces ``a``."""
    if jnp.dtype(a.dtype) != jnp.dtype(jnp.bfloat16):
        return a
    half = a.shape[-1] // 2
    if a.shape[-1] % 2:
        raise ValueError(f"a packed row needs an even width, got {a.shape[-1]}")
    bits = lambda h: lax.bitcast_convert_type(h, jnp.uint16).astype(jnp.uint32)
    return bits(a[..., :half]) | (bits(a[..., half:]) << 16)


def unpack_rows_xla(words):
    """:func:`pack_rows` undone outside a kernel: ``[R, C]`` bf16."""
    if not is_packed(words):
        return words
    lo = lax.bitcast_convert_type((words & 0xFFFF).astype(jnp.uint16), jnp.bfloat16)
    hi = lax.bitcast_convert_type((words >> 16).astype(jnp.uint16), jnp.bfloat16)
    return jnp.concatenate([lo, hi], axis=-1)


def unpack_words(words):
    """Inside a kernel: ``(low, high)`` halves of packed words as f32, each ``[R, C / 2]``."""
    f32 = jnp.float32
    lo = lax.bitcast_convert_type(words << 16, f32)
    hi = lax.bitcast_convert_type(words & jnp.uint32(0xFFFF0000), f32)
    return lo, hi


def unpack_rows(words, dtype):
    """Inside a kernel: packed words ``[R, C / 2]`` as ``[R, C]`` in ``dtype`` (exact for bf16 and
    f32)."""
    lo, hi = unpack_words(words)
    return jnp.concatenate([lo, hi], axis=1).astype(dtype)


def pack_words(a):
    """Inside a kernel: ``a [R, C]`` (f32) rounded to bf16 and packed to ``[R, C / 2]`` words."""
    half = a.shape[1] // 2
    bits = lambda h: lax.bitcast_convert_type(
        h.astype(jnp.bfloat16).astype(jnp.float32), WORD)
    return (bits(a[:, half:]) & jnp.uint32(0xFFFF0000)) | (bits(a[:, :half]) >> 16)


def fetch_ids(ids_hbm, ids_smem, sem, row):
    """``ids_smem[:] = ids_hbm[row]`` (HBM to SMEM, awaited; ``sem`` one DMA semaphore that no
    other copy is using). Ids travel as ``[tiles, ids per tile]``: a rank-1 operand makes the TPU
    lowering ask for the local chip's layout, which an export on a machine without a TPU does not
    have."""
    copy = pltpu.make_async_copy(ids_hbm.at[row], ids_smem, sem)
    copy.start()
    copy.wait()


def _row_copy(src_hbm, r, buf, dest, sem, col, width):
    return pltpu.make_async_copy(src_hbm.at[pl.ds(r, 1), pl.ds(col, width)], buf.at[dest], sem)


def start_rows(src_hbm, ids, buf, sem, *, rows: int, dest=lambda i: (pl.ds(i, 1),), col=0,
               width=None):
    """Starts ``buf[dest(i)] = src_hbm[ids[i], col : col + width]`` for ``i < rows`` on the DMA
    semaphore ``sem``; ids are clamped into ``src_hbm``'s rows, so no id can address outside
    it. :func:`wait_rows` with the same shapes awaits them."""
    limit = src_hbm.shape[0] - 1
    width = src_hbm.shape[1] if width is None else width

    def start(i, carry):
        r = jnp.clip(ids[i], 0, limit)
        _row_copy(src_hbm, r, buf, dest(i), sem, col, width).start()
        return carry

    lax.fori_loop(0, rows, start, 0)


def wait_rows(src_hbm, buf, sem, *, rows: int, dest=lambda i: (pl.ds(i, 1),), col=0,
              width=None):
    """Awaits the ``rows`` copies :func:`start_rows` started on ``sem`` (equal sizes)."""
    width = src_hbm.shape[1] if width is None else width

    def wait(i, carry):
        _row_copy(src_hbm, 0, buf, dest(i), sem, col, width).wait()
        return carry

    lax.fori_loop(0, rows, wait, 0)


def dma_rows(src_hbm, ids, buf, sem, **kw):
    """:func:`start_rows`, then :func:`wait_rows`."""
    start_rows(src_hbm, ids, buf, sem, **kw)
    wait_rows(src_hbm, buf, sem, **kw)


def scatter_rows(buf, ids, dst_hbm, sem, *, rows: int, src=lambda i: (pl.ds(i, 1),)):
    """``dst_hbm[ids[i]] = buf[src(i)]`` for ``i < rows`` (whole rows), every DMA started, then
    each awaited; ids are clamped into ``dst_hbm``'s rows. The inverse of :func:`dma_rows`."""
    limit = dst_hbm.shape[0] - 1

    def copy(i):
        row = jnp.clip(ids[i], 0, limit)
        return pltpu.make_async_copy(buf.at[src(i)], dst_hbm.at[pl.ds(row, 1)], sem)

    def start(i, carry):
        copy(i).start()
        return carry

    def wait(i, carry):
        copy(i).wait()
        return carry

    lax.fori_loop(0, rows, start, 0)
    lax.fori_loop(0, rows, wait, 0)
