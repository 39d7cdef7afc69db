#!/usr/bin/env python3
"""Writes docs/config.md, the reference of every config key, from crates/nam/src/config/.

Each `[section]` is a struct of that module's files; each key is a field, with its serde name
and aliases, its default (a `defaults.rs` function's value, the type's default, or "required"),
and its doc comment. `--check` exits 1 when docs/config.md differs from what this writes
(the test suite runs it, so the reference cannot drift from the code).
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "crates/nam/src/config"
OUT = ROOT / "docs/config.md"

SECTIONS = [
    ("[model]", "ModelConfig"),
    ("[optimizer]", "OptimizerConfig"),
    ("[schedule]", "ScheduleConfig"),
    ("[precision]", "PrecisionConfig"),
    ("[train]", "TrainConfig"),
    ("[data]", "DataConfig"),
    ("[[data.sources]]", "DataSource"),
    ("[compiler]", "CompilerConfig"),
    ("[eval]", "EvalConfig"),
]


def defaults(text):
    """`defaults::name` -> the literal its function returns."""
    out = {}
    for m in re.finditer(r"pub fn (\w+)\(\) -> [^{]+\{\s*([^}]*?)\s*\}", text):
        value = m.group(2).strip().rstrip(";")
        value = re.sub(r'^"(.*)"\.into\(\)$', r'"\1"', value)
        value = value.replace("_", "") if re.fullmatch(r"[\d_.e-]+", value) else value
        value = re.sub(r"^\w+::(\w+)$", lambda v: v.group(1).lower(), value)
        out[m.group(1)] = value
    return out


def struct_fields(text, name):
    body = re.search(r"pub struct " + name + r" \{(.*?)\n\}", text, re.S).group(1)
    fields, docs, attrs = [], [], []
    for line in body.split("\n"):
        s = line.strip()
        if s.startswith("///"):
            docs.append(s[3:].strip())
        elif s.startswith("#["):
            attrs.append(s)
        elif s.startswith("pub "):
            m = re.match(r"pub (\w+): (.+),$", s)
            fields.append((m.group(1), m.group(2), " ".join(docs), " ".join(attrs)))
            docs, attrs = [], []
        elif s and not s.startswith("//"):
            # continuation of a multi-line attribute
            if attrs:
                attrs[-1] += " " + s
    return fields


def enum_default(text, ty):
    """The `#[default]` variant of enum `ty` (declared in any file of the crate), as serde
    spells it (lowercase, snake_case)."""
    ty = ty.split("::")[-1]
    files = sorted(SRC.parent.glob("*.rs")) + sorted(SRC.glob("*.rs"))
    everything = "\n".join(p.read_text() for p in files)
    m = re.search(r"pub enum " + ty + r" \{(.*?)\n\}", everything, re.S)
    if not m:
        return None
    v = re.search(r"#\[default\]\s*(?:///[^\n]*\s*)*(\w+)", m.group(1))
    if not v:
        return None
    return re.sub(r"(?<!^)([A-Z])", r"_\1", v.group(1)).lower()


def default_of(ty, attrs, dflt, text):
    m = re.search(r'default = "defaults::(\w+)"', attrs)
    if m:
        value = dflt.get(m.group(1), m.group(1))
        inner = re.search(r'\("([^"]*)"\.into\(\)\)', value)
        return f'"{inner.group(1)}"' if inner else value
    if "default" in attrs and enum_default(text, ty):
        return enum_default(text, ty)
    if "serde(skip)" in attrs:
        return None
    if "default" in attrs:
        if ty.startswith("Option<"):
            return "unset"
        if ty in ("usize", "u64", "f64"):
            return "0"
        if ty == "bool":
            return "false"
        if ty.startswith("Vec<") or ty.startswith("BTreeMap<"):
            return "none"
        return "its default (see the meaning)"
    return "required" if not ty.startswith("Option<") else "unset"


def render():
    text = "\n".join(p.read_text() for p in sorted(SRC.glob("*.rs")))
    dflt = defaults((SRC / "defaults.rs").read_text())
    lines = [
        "# Config reference",
        "",
        "Every key of a run config (TOML), by section, generated from `crates/nam/src/config/` by",
        "`scripts/config-reference.py` (the test suite checks it is current). Semantics of the model",
        "keys: [model.md](model.md); data paths and mixtures: [data.md](data.md); `[mesh]` and",
        "`[compiler]`: [running.md](running.md). Unknown keys are refused with their name.",
        "",
        "`[mesh]`: `data`, `expert`, `model` (axis sizes), `fsdp`, `zero2` (booleans); left out, or",
        '`mesh = "auto"`, the planner chooses ([running.md](running.md#choosing-the-mesh-the-headline-command)).',
        "",
    ]
    for section, struct in SECTIONS:
        lines += [f"## `{section}`", "", "| key | default | meaning |", "| --- | --- | --- |"]
        for name, ty, doc, attrs in struct_fields(text, struct):
            d = default_of(ty, attrs, dflt, text)
            if d is None:
                continue
            key = f"`{name}`"
            for alias in re.findall(r'alias = "(\w+)"', attrs):
                key += f" (or `{alias}`)"
            doc = re.sub(r"\[`([^`]+)`\](\([^)]*\))?", r"`\1`", doc).replace("|", "\\|")
            lines.append(f"| {key} | {d} | {doc} |")
        lines.append("")
    return "\n".join(lines)


def main():
    out = render()
    if "--check" in sys.argv:
        if not OUT.exists() or OUT.read_text() != out:
            print(f"{OUT} is out of date: run scripts/config-reference.py", file=sys.stderr)
            return 1
        return 0
    OUT.write_text(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
