#!/usr/bin/env python3
"""Where a profiled step's device time went: the GPU kernels of an XSpace (`<host>.xplane.pb`,
what `namtrain --profile` writes on the CUDA plugin) summed by name and by kind.

    python3 scripts/xplane_summary.py RUN_DIR/tensorboard/plugins/profile/*/HOST.xplane.pb \
        [--steps N] [--top K]

Prints JSON: per device plane, the kernel time per profiled step (sum of the compute streams'
events / N), the share of each kind (matmul kernels, fusions XLA emits itself by kind,
copies and memsets, everything else) and the K costliest kernels by name, with their launch
counts. Standard library only: the protobuf wire format is decoded here (field numbers from
the public `xplane.proto`: XSpace.planes 1; XPlane.name 2, lines 3, event_metadata 4;
XLine.name 2, events 4; XEvent.metadata_id 1, duration_ps 3; XEventMetadata.name 2).
"""
import argparse
import collections
import json
import sys


def varint(buf, i):
    result = shift = 0
    while True:
        byte = buf[i]
        i += 1
        result |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return result, i


def fields(buf):
    """(field number, value) of one message: ints for varints, bytes for the rest."""
    i, n = 0, len(buf)
    while i < n:
        key, i = varint(buf, i)
        number, wire = key >> 3, key & 7
        if wire == 0:
            value, i = varint(buf, i)
        elif wire == 1:
            value, i = buf[i:i + 8], i + 8
        elif wire == 2:
            length, i = varint(buf, i)
            value, i = buf[i:i + length], i + length
        elif wire == 5:
            value, i = buf[i:i + 4], i + 4
        else:
            raise ValueError(f"wire type {wire} at byte {i}: not an XSpace")
        yield number, value


def kind(name):
    """What a GPU kernel is, from its name (XLA's fusion names and the libraries' kernels)."""
    lower = name.lower()
    if any(k in lower for k in ("gemm", "xmma", "cublas", "cutlass", "sm90_", "sm80_", "triton_dot",
                                "dot_", "matmul", "wgmma")):
        return "matmul"
    if "flash" in lower or "fmha" in lower or "cudnn" in lower:
        return "attention (cuDNN)"
    if "memcpy" in lower or "memset" in lower or lower.startswith("copy"):
        return "copies and memsets"
    if "reduce" in lower:
        return "reductions (XLA fusions)"
    if "transpose" in lower:
        return "transposes (XLA fusions)"
    if "scatter" in lower or "gather" in lower or "dynamic" in lower:
        return "gathers, scatters, dynamic slices"
    if lower.startswith("loop_") or "fusion" in lower:
        return "elementwise (XLA fusions)"
    return "other"


def planes(buf):
    for number, plane in fields(buf):
        if number != 1:
            continue
        name, lines, names = "", [], {}
        for f, v in fields(plane):
            if f == 2:
                name = v.decode(errors="replace")
            elif f == 3:
                lines.append(v)
            elif f == 4:
                entry = dict(fields(v))
                meta = dict(fields(entry.get(2, b"")))
                names[entry.get(1, 0)] = meta.get(2, b"").decode(errors="replace")
        yield name, lines, names


def summarize(buf, steps, top):
    out = []
    for name, lines, names in planes(buf):
        if not name.startswith("/device:"):
            continue
        per_kernel = collections.Counter()
        launches = collections.Counter()
        streams = {}
        for line in lines:
            lname, total = "", 0
            events = []
            for f, v in fields(line):
                if f == 2:
                    lname = v.decode(errors="replace")
                elif f == 4:
                    ev = dict(fields(v))
                    events.append((ev.get(1, 0), ev.get(3, 0)))
            # Only the kernels' streams: "Stream #N(Compute...)"; XLA Ops / Modules lines
            # would count the same time again.
            if not lname.startswith("Stream"):
                continue
            for mid, dur in events:
                kname = names.get(mid, f"metadata {mid}")
                per_kernel[kname] += dur
                launches[kname] += 1
                total += dur
            streams[lname] = total / 1e9 / steps
        total_ms = sum(per_kernel.values()) / 1e9 / steps
        kinds = collections.Counter()
        for kname, dur in per_kernel.items():
            kinds[kind(kname)] += dur / 1e9 / steps
        out.append({
            "plane": name,
            "steps": steps,
            "kernel_ms_per_step": total_ms,
            "streams_ms_per_step": streams,
            "by_kind_ms_per_step": dict(kinds.most_common()),
            "top_kernels": [
                {"name": k, "ms_per_step": d / 1e9 / steps, "launches_per_step": launches[k] / steps,
                 "kind": kind(k)}
                for k, d in per_kernel.most_common(top)
            ],
        })
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("xplane")
    ap.add_argument("--steps", type=int, default=1, help="steps the profile covers (default 1)")
    ap.add_argument("--top", type=int, default=30, help="kernels listed (default 30)")
    args = ap.parse_args()
    with open(args.xplane, "rb") as f:
        buf = f.read()
    json.dump(summarize(buf, max(args.steps, 1), args.top), sys.stdout, indent=1)
    print()


if __name__ == "__main__":
    main()
