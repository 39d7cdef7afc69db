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


@dataclasses.dataclass(frozen=True)
class GmmVariant:
    """One routed-expert layer's grouped matmuls (``gmm.py``), per device: ``rows`` token copies
    sorted by expert (``M``, padding included), ``experts`` local experts (``E``), ``d_model``
    (``D``) and ``hidden`` (``F``, the expert's SwiGLU width), operands in ``dtype`` with f32
    accumulation. ``gate_up_tiling`` and ``down_tiling`` are the forward's ``(tm, tk, tn)`` of
    the joined gate/up map ``[M, D] x [E, D, 2F]`` and of the down projection ``[M, F] x [E, F,
    D]``; their gradients use the same tiles by the forward's dimensions (as
    ``gmm.grouped_matmul`` does).
    """

    name: str
    rows: int
    experts: int
    d_model: int
    hidden: int
    dtype: str
    platform: str
    gate_up_tiling: tuple[int, int, int]
    down_tiling: tuple[int, int, int]
    tokens: int = 0
    top_k: int = 0
    combine_tiling: tuple[int, int] = ()

    def __post_init__(self) -> None:
        def bad(msg: str) -> ValueError:
            return ValueError(f"gmm variant {self.name!r}: {msg} (fix it in {VARIANTS_FILE.name})")

        self._check_routed(bad)

        for field in ("rows", "experts", "d_model", "hidden"):
            if getattr(self, field) <= 0:
                raise bad(f"{field} must be positive")
        if self.dtype not in _DTYPES:
            raise bad(f"dtype must be one of {_DTYPES}, got {self.dtype!r}")
        if self.platform not in _PLATFORMS:
            raise bad(f"platform must be one of {_PLATFORMS}, got {self.platform!r}")
        k_n = {"gate_up_tiling": (self.d_model, 2 * self.hidden),
               "down_tiling": (self.hidden, self.d_model)}
        for field, (k, n) in k_n.items():
            t = tuple(getattr(self, field))
            if len(t) != 3:
                raise bad(f"{field} must be [tm, tk, tn]")
            object.__setattr__(self, field, t)
            for dim, tile in zip((self.rows, k, n), t):
                if tile <= 0 or dim % tile:
                    raise bad(f"{field} {list(t)} must divide [M, K, N] = {[self.rows, k, n]}")

    def _check_routed(self, bad) -> None:
        """With ``tokens`` the variant also exports the routed layer's kernels that gather their
        own rows (``routed.py``) for exactly ``tokens`` tokens of ``top_k`` choices per device,
        ``combine_tiling = [tt, tn]`` over ``[tokens, d_model]``."""
        if not self.tokens:
            if self.top_k or self.combine_tiling:
                raise bad("top_k and combine_tiling need tokens")
            return
        if self.top_k <= 0 or self.tokens * self.top_k > self.rows:
            raise bad(f"tokens x top_k = {self.tokens} x {self.top_k} copies must fit the "
                      f"{self.rows} rows")
        object.__setattr__(self, "combine_tiling", tuple(self.combine_tiling))
        if len(self.combine_tiling) != 2:
            raise bad("combine_tiling must be [tt, tn]")
        tt, tn = self.combine_tiling
        if tt <= 0 or self.tokens % tt or tn <= 0 or self.d_model % tn:
            raise bad(f"combine_tiling {list(self.combine_tiling)} must divide [tokens, d_model] "
                      f"= {[self.tokens, self.d_model]}")
        if self.dtype == "bfloat16":
            # bf16 rows are gathered and written whole, as 32-bit words (rowio.py).
            whole = {"gate_up_tiling tk": self.gate_up_tiling[1],
                     "down_tiling tn": self.down_tiling[2], "combine_tiling tn": tn}
            for what, tile in whole.items():
                if tile != self.d_model:
                    raise bad(f"{what} must be d_model = {self.d_model} for the routed kernels "
                              f"(bf16 rows are gathered whole), got {tile}")

    @property
    def interpret(self) -> bool:
        return self.platform == "cpu"

    @property
    def routed(self) -> bool:
        """Whether the routed kernels are exported too."""
        return self.tokens > 0

    def params(self) -> dict:
        d = dataclasses.asdict(self)
        d["gate_up_tiling"] = list(self.gate_up_tiling)
        d["down_tiling"] = list(self.down_tiling)
        if self.routed:
            d["combine_tiling"] = list(self.combine_tiling)
        else:  # variants without routed kernels keep their manifest entries as they were
            for key in ("tokens", "top_k", "combine_tiling"):
                d.pop(key)
        return d


def _load_tables(path: pathlib.Path, key: str, cls):
    """The ``[[key]]`` tables of ``path`` as ``cls`` instances (platform ``tpu`` unless given);
    every name must be unique among all kinds of variant in the file."""
    with open(path, "rb") as f:
        doc = tomllib.load(f)
    out = []
    for i, t in enumerate(doc.get(key, [])):
        t = dict(t)
        t.setdefault("platform", "tpu")
        try:
            out.append(cls(**t))
        except TypeError as e:
            raise ValueError(f"{path.name}: [[{key}]] #{i + 1}: {e}") from None
    names = [v.name for v in out] + [t.get("name") for k in ("variant", "gmm", "ssd", "m2rnn")
                                     if k != key for t in doc.get(k, [])]
    dup = {n for n in names if names.count(n) > 1}
    if dup:
        raise ValueError(f"{path.name}: duplicate variant names {sorted(dup)}")
    return out


def load_gmm(path: pathlib.Path = VARIANTS_FILE) -> list[GmmVariant]:
    """Parses the ``[[gmm]]`` tables of ``variants.toml``; names must be unique among every
    kind of variant."""
    return _load_tables(path, "gmm", GmmVariant)


@dataclasses.dataclass(frozen=True)
class SsdVariant:
    """One M sublayer's SSD scan (``ssd.py``), per device: ``rows`` rows of ``seq`` positions,
    ``heads`` heads of width ``head_dim`` in ``groups`` groups of B and C with ``state`` each,
    chunks of ``chunk`` positions, x, B, C and y in ``dtype`` (dt, A, D and the states f32), the
    skip ``D`` always present (NAM's M sublayer has it). ``heads_per_block`` (0: the kernel's
    default) is how many heads one grid step keeps in VMEM. A batch-1 variant serves any number of
    rows (the Rust side applies it row by row)."""

    name: str
    rows: int
    heads: int
    head_dim: int
    seq: int
    state: int
    groups: int
    chunk: int
    dtype: str
    platform: str
    heads_per_block: int = 0

    def __post_init__(self) -> None:
        def bad(msg: str) -> ValueError:
            return ValueError(f"ssd variant {self.name!r}: {msg} (fix it in {VARIANTS_FILE.name})")

        for field in ("rows", "heads", "head_dim", "seq", "state", "groups", "chunk"):
            if getattr(self, field) <= 0:
                raise bad(f"{field} must be positive")
        if self.dtype not in _DTYPES:
            raise bad(f"dtype must be one of {_DTYPES}, got {self.dtype!r}")
        if self.platform not in _PLATFORMS:
            raise bad(f"platform must be one of {_PLATFORMS}, got {self.platform!r}")
        if self.seq % self.chunk:
            raise bad(f"seq {self.seq} must be a multiple of chunk {self.chunk}")
        if self.heads % self.groups:
            raise bad(f"{self.heads} heads do not split into {self.groups} groups")

    @property
    def interpret(self) -> bool:
        return self.platform == "cpu"

    def params(self) -> dict:
        return dataclasses.asdict(self)


def load_ssd(path: pathlib.Path = VARIANTS_FILE) -> list[SsdVariant]:
    """Parses the ``[[ssd]]`` tables of ``variants.toml``; names must be unique among every
    kind of variant."""
    return _load_tables(path, "ssd", SsdVariant)


@dataclasses.dataclass(frozen=True)
class M2rnnVariant:
    """One R sublayer's M2RNN recurrence (``m2rnn.py``), per device: ``rows`` rows of ``seq``
    positions, ``heads`` heads with keys of ``k_head`` and values of ``v_head``, ``chunk``
    positions per grid step, everything f32 (the graph runs the recurrence in its wide dtype).
    ``heads_per_block`` (0: the kernel's default) is how many heads one grid step keeps in VMEM.
    A batch-1 variant serves any number of rows (the Rust side applies it row by row)."""

    name: str
    rows: int
    heads: int
    k_head: int
    v_head: int
    seq: int
    chunk: int
    platform: str
    heads_per_block: int = 0

    def __post_init__(self) -> None:
        def bad(msg: str) -> ValueError:
            return ValueError(f"m2rnn variant {self.name!r}: {msg} (fix it in {VARIANTS_FILE.name})")

        for field in ("rows", "heads", "k_head", "v_head", "seq", "chunk"):
            if getattr(self, field) <= 0:
                raise bad(f"{field} must be positive")
        if self.platform not in _PLATFORMS:
            raise bad(f"platform must be one of {_PLATFORMS}, got {self.platform!r}")
        if self.seq % self.chunk:
            raise bad(f"seq {self.seq} must be a multiple of chunk {self.chunk}")
        if self.heads_per_block < 0 or (self.heads_per_block and self.heads % self.heads_per_block):
            raise bad(f"heads_per_block {self.heads_per_block} must divide {self.heads} heads")

    @property
    def interpret(self) -> bool:
        return self.platform == "cpu"

    def params(self) -> dict:
        return dataclasses.asdict(self)


def load_m2rnn(path: pathlib.Path = VARIANTS_FILE) -> list[M2rnnVariant]:
    """Parses the ``[[m2rnn]]`` tables of ``variants.toml``; names must be unique among every
    kind of variant."""
    return _load_tables(path, "m2rnn", M2rnnVariant)
