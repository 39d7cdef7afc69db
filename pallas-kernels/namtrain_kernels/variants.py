"""Attention variants: one exported artifact set per shape bucket and kernel parameterisation.

Every change of shape, block size, window, softcap or dtype changes the Mosaic kernel, so each
combination the trainer uses is listed in ``variants.toml`` and exported separately.
"""

from __future__ import annotations

import dataclasses
import pathlib
import tomllib

ROOT = pathlib.Path(__file__).resolve().parent.parent
VARIANTS_FILE = ROOT / "variants.toml"

_DTYPES = ("bfloat16", "float32")
_PLATFORMS = ("tpu", "cpu")


@dataclasses.dataclass(frozen=True)
class Variant:
    """One attention kernel configuration, per device shard.

    Tensors are ``q [batch, seq, heads, head_dim]``, ``k, v [batch, seq, kv_heads, head_dim]``,
    ``segment_ids [batch, seq] int32``; outputs ``out`` like ``q`` and ``lse [batch, heads, seq] f32``.
    ``window`` is ``None`` for full causal attention (NAM ``G``) or the number of visible keys
    including the query's own position (NAM ``L``: key j visible iff ``i - j < window``).
    """

    name: str
    batch: int
    heads: int
    kv_heads: int
    seq: int
    head_dim: int
    window: int | None
    softcap: float | None
    dtype: str
    platform: str
    block: int

    def __post_init__(self) -> None:
        def bad(msg: str) -> ValueError:
            return ValueError(f"variant {self.name!r}: {msg} (fix it in {VARIANTS_FILE.name})")

        for field in ("batch", "heads", "kv_heads", "seq", "head_dim", "block"):
            if getattr(self, field) <= 0:
                raise bad(f"{field} must be positive")
        if self.heads % self.kv_heads:
            raise bad(f"heads {self.heads} must be a multiple of kv_heads {self.kv_heads}")
        if self.dtype not in _DTYPES:
            raise bad(f"dtype must be one of {_DTYPES}, got {self.dtype!r}")
        if self.platform not in _PLATFORMS:
            raise bad(f"platform must be one of {_PLATFORMS}, got {self.platform!r}")
        if self.block % 128 or self.seq % self.block:
            raise bad(f"block {self.block} must be a multiple of 128 dividing seq {self.seq}")
        if self.window is not None and not 0 < self.window:
            raise bad("window must be positive (omit it for global attention)")
        if self.softcap is not None and not self.softcap > 0:
            raise bad("softcap must be positive (omit it for none)")

    @property
    def interpret(self) -> bool:
        """CPU variants run the kernel in Pallas interpret mode (plain StableHLO, for tests)."""
        return self.platform == "cpu"

    def params(self) -> dict:
        """The variant's parameters as written to the manifest."""
        return dataclasses.asdict(self)


def load(path: pathlib.Path = VARIANTS_FILE) -> list[Variant]:
    """Parses ``variants.toml`` (``[[variant]]`` tables); names must be unique."""
    with open(path, "rb") as f:
        doc = tomllib.load(f)
    out = []
    for i, t in enumerate(doc.get("variant", [])):
        t = dict(t)
        t.setdefault("window", None)
        t.setdefault("softcap", None)
        t.setdefault("platform", "tpu")
        t.setdefault("block", min(512, t.get("seq", 512)))
        try:
            out.append(Variant(**t))
        except TypeError as e:
            raise ValueError(f"{path.name}: [[variant]] #{i + 1}: {e}") from None
    names = [v.name for v in out]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise ValueError(f"{path.name}: duplicate variant names {sorted(dup)}")
    return out
