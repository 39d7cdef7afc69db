#!/usr/bin/env python3
"""The cross-process program check (docs/multihost-verification.md), test-only.

namtrain's `namtrain-export-step` writes one training step compiled for a 4-device mesh:
the StableHLO text, its compile options, every input's piece on every device and namtrain's
own outputs on every device (its own 4-device run on the XLA CPU plugin). This script runs
that program again with jaxlib's CPU client split over 2 processes x 2 devices, with gloo
collectives over TCP on 127.0.0.1, so every collective between the two device pairs really
crosses a process boundary, and compares each output on each device with namtrain's, bit for
bit.

    python scripts/cross_process_check.py --dir DIR            # both processes, then compare
    python scripts/cross_process_check.py --dir DIR --process-id P --num-processes 2 \\
        --coordinator 127.0.0.1:PORT                           # one process (what the above starts)

It needs jax and jaxlib (the pallas-kernels venv has 0.10.2) and reads only DIR. Each process
writes its devices' outputs to DIR/jax/outputs/<index>/<device>.npy and what it compiled to
DIR/jax/process<P>.json (device ids, the collectives of the compiled program whose device
groups span both processes); the launcher writes DIR/jax/report.json and exits 0 only when
every output on every device is bitwise equal and some collective crosses the processes.

Our own harness: it uses jaxlib's public client calls (compile_and_load, execute_sharded,
make_array_from_single_device_arrays) and one registration (register_backend_factory) to bind
gloo to 127.0.0.1.
"""

import argparse
import json
import os
import re
import socket
import subprocess
import sys
import time
from pathlib import Path

COLLECTIVES = ("all-reduce", "all-gather", "reduce-scatter", "all-to-all",
               "collective-permute", "collective-broadcast")


def read_manifest(d: Path) -> dict:
    return json.loads((d / "manifest.json").read_text())


def load_npy(path: Path, dtype: str):
    """A piece as written by namtrain-export-step (bf16/f16 as their bits)."""
    import numpy as np

    a = np.load(path)
    if dtype == "bf16":
        import ml_dtypes

        return a.view(ml_dtypes.bfloat16)
    if dtype == "f16":
        return a.view(np.float16)
    return a


def as_bits(a):
    """The array's bytes in a comparable form (NaNs equal when their bits are)."""
    import numpy as np

    a = np.ascontiguousarray(a)
    return a.view(np.uint8).reshape(-1) if a.size else np.zeros(0, np.uint8)


def groups_of(line: str, n: int):
    """Device groups of one HLO collective, as sets of partition ids (`n` partitions), in any
    of the forms XLA prints: explicit lists, iota (`[G,S]<=[dims]T(perm)`), mesh axes
    (`mesh['a'=2,'b'=2] {'a'}`), or collective-permute pairs. `None` when not understood."""
    import numpy as np

    m = re.search(r"replica_groups=mesh\[([^\]]*)\]\s*\{([^}]*)\}", line)
    if m:
        axes = re.findall(r"'([^']+)'=(\d+)", m.group(1))
        grouped = re.findall(r"'([^']+)'", m.group(2))
        names = [a for a, _ in axes]
        if not axes or any(g not in names for g in grouped):
            return None
        ids = np.arange(n).reshape([int(k) for _, k in axes])
        keep = [i for i, a in enumerate(names) if a not in grouped]
        moved = ids.transpose(keep + [names.index(g) for g in grouped])
        size = int(np.prod([int(axes[names.index(g)][1]) for g in grouped] or [1]))
        return [set(g) for g in moved.reshape(-1, size).tolist()]
    m = re.search(r"replica_groups=\[([\d,]+)\]<=\[([\d,]+)\](?:T\(([\d,]+)\))?", line)
    if m:
        shape = [int(x) for x in m.group(1).split(",")]
        dims = [int(x) for x in m.group(2).split(",")]
        ids = np.arange(int(np.prod(dims))).reshape(dims)
        if m.group(3):
            ids = ids.transpose([int(x) for x in m.group(3).split(",")])
        return [set(g) for g in ids.reshape(shape).tolist()]
    m = re.search(r"replica_groups=\{((?:\{[\d,\s]*\},?)*)\}", line)
    if m:
        groups = [set(int(x) for x in g.split(",") if x.strip())
                  for g in re.findall(r"\{([\d,\s]*)\}", m.group(1))]
        return groups or [set(range(n))]
    m = re.search(r"source_target_pairs=\{((?:\{\d+,\d+\},?)*)\}", line)
    if m:
        return [set(int(x) for x in g.split(","))
                for g in re.findall(r"\{(\d+,\d+)\}", m.group(1))]
    return None


def collectives(hlo_text: str, processes: list) -> dict:
    """The collectives of an optimized HLO module by kind: how many there are, how many have a
    device group holding partitions of more than one process (partition p runs on mesh device
    p), and how many had groups this script could not read."""
    owner = {d: p for p, devs in enumerate(processes) for d in devs}
    out = {}
    for line in hlo_text.splitlines():
        m = re.search(r" = .*?\b(" + "|".join(COLLECTIVES) + r")(-start)?\(", line)
        if not m:
            continue
        k = out.setdefault(m.group(1), {"count": 0, "crossing": 0, "unread": 0})
        k["count"] += 1
        groups = groups_of(line, len(owner))
        if groups is None:
            k["unread"] += 1
        elif any(len({owner.get(d) for d in g}) > 1 for g in groups):
            k["crossing"] += 1
    return out


# jaxlib 0.10.2's CPU compiler hands most dots and their neighbours to YNNPACK fusions
# (`__ynn_fusion` custom calls); the XLA CPU plugin namtrain runs (xla-cpu-pjrt 0.0.1) has no
# such fusions and namtrain compiles with XNNPACK off. With them off too, jaxlib's code is
# close enough to the plugin's that most outputs agree bit for bit (17 of the 20 step outputs
# on the test's config; 10 of 20 with them on). Given as a compile option, so a jaxlib that
# does not know the option fails naming it.
JAXLIB_OVERRIDES = [("xla_cpu_experimental_ynn_fusion_type", "")]


def run_program(d: Path, manifest: dict, backend, mesh_device: dict, mine: list,
                out: Path) -> dict:
    """Compiles the exported program on `backend` for the 4 devices (`mesh_device[p]`: the jax
    device of mesh device p), runs it on the inputs of the mesh devices `mine` (this process's
    devices), writes their outputs under `out` and returns what was compiled."""
    import numpy as np
    import jax
    from jax._src.lib import xla_client as xc

    devices = manifest["devices"]
    in_order = [mesh_device[p] for p in range(devices)]
    compile_json = json.loads((d / "compile.json").read_text())
    options = xc.CompileOptions.ParseFromString((d / "compile_options.pb").read_bytes())
    options.env_option_overrides = list(options.env_option_overrides) + JAXLIB_OVERRIDES
    # namtrain's assignment names mesh devices 0..3; partition p runs on jax's device for
    # mesh device assignment[0][p].
    assignment = compile_json["device_assignment"]
    options.device_assignment = xc.DeviceAssignment.create(
        np.array([[mesh_device[m].id for m in row] for row in assignment], dtype=np.int64))
    text = (d / "program.mlir").read_text()
    exe = backend.compile_and_load(text, xc.DeviceList(tuple(in_order)), options)

    m = manifest["mesh"]
    mesh = jax.sharding.Mesh(
        np.array(in_order, dtype=object).reshape(m["data"], m["expert"], m["model"]),
        ("data", "expert", "model"))
    arrays = []
    for t in manifest["inputs"]:
        spec = jax.sharding.PartitionSpec(*[tuple(a) if a else None for a in t["sharding"]])
        sharding = jax.sharding.NamedSharding(mesh, spec)
        pieces = [jax.device_put(load_npy(d / "inputs" / str(t["index"]) / f"{md}.npy",
                                          t["dtype"]), mesh_device[md])
                  for md in mine]
        arrays.append(jax.make_array_from_single_device_arrays(
            tuple(t["dims"]), sharding, pieces))

    outs = exe.execute_sharded(arrays).disassemble_into_single_device_arrays()
    by_device = {mesh_device[md]: md for md in mine}
    for t, per_device in zip(manifest["outputs"], outs):
        for a in per_device:
            md = by_device[next(iter(a.devices()))]
            path = out / "outputs" / str(t["index"]) / f"{md}.npy"
            path.parent.mkdir(parents=True, exist_ok=True)
            value = np.asarray(a)
            if t["dtype"] in ("bf16", "f16"):
                value = value.view(np.uint16)
            np.save(path, value)
    return {
        "jax": jax.__version__,
        "mesh_devices": mine,
        "jax_device_ids": [mesh_device[md].id for md in mine],
        "device_assignment": [[mesh_device[x].id for x in row] for row in assignment],
        "collectives": collectives(exe.get_hlo_text(), manifest["processes"]),
    }


def worker(args) -> int:
    """One of the processes: its 2 devices of the 4, gloo collectives with the others."""
    import jax
    import jax.extend.backend
    from jax._src import distributed, xla_bridge
    from jax._src.lib import _jax

    d = Path(args.dir)
    manifest = read_manifest(d)
    processes = manifest["processes"]
    mine = processes[args.process_id]

    jax.config.update("jax_platforms", "cpu")
    jax.config.update("jax_num_cpu_devices", len(mine))
    jax.config.update("jax_cpu_collectives_implementation", "gloo")
    jax.distributed.initialize(
        coordinator_address=args.coordinator,
        coordinator_bind_address=args.coordinator if args.process_id == 0 else None,
        num_processes=args.num_processes,
        process_id=args.process_id,
        initialization_timeout=args.timeout,
    )

    # The CPU client with gloo bound to loopback (jax's own factory lets gloo pick the host's
    # name): nothing leaves 127.0.0.1.
    def cpu_client():
        gloo = _jax.make_gloo_tcp_collectives(
            distributed_client=distributed.global_state.client, hostname="127.0.0.1")
        return xla_bridge.make_cpu_client(collectives=gloo)

    jax.extend.backend.register_backend_factory("cpu", cpu_client, priority=0,
                                                fail_quietly=False)
    backend = jax.extend.backend.get_backend("cpu")
    every = backend.devices()
    if len(every) != manifest["devices"] or len(backend.local_devices()) != len(mine):
        raise SystemExit(f"expected {manifest['devices']} devices, {len(mine)} here; "
                         f"got {every}")
    # Mesh device p: the (p % 2)-th device of process p // 2 (namtrain's devices 0, 1 | 2, 3).
    mesh_device = {}
    for p, devs in enumerate(processes):
        theirs = sorted((x for x in every if x.process_index == p), key=lambda x: x.id)
        for k, md in enumerate(devs):
            mesh_device[md] = theirs[k]
    out = d / "jax"
    record = run_program(d, manifest, backend, mesh_device, mine, out)
    record["process_id"] = args.process_id
    (out / f"process{args.process_id}.json").write_text(json.dumps(record, indent=1))
    jax.distributed.shutdown()
    return 0


def local(args) -> int:
    """The same program on jaxlib's CPU client in one process with all 4 devices: the
    reference the two-process run must equal bit for bit."""
    import jax
    import jax.extend.backend

    d = Path(args.dir)
    manifest = read_manifest(d)
    n = manifest["devices"]
    jax.config.update("jax_platforms", "cpu")
    jax.config.update("jax_num_cpu_devices", n)
    backend = jax.extend.backend.get_backend("cpu")
    every = sorted(backend.devices(), key=lambda x: x.id)
    out = d / "jax-local"
    record = run_program(d, manifest, backend, dict(enumerate(every)), list(range(n)), out)
    (out / "process.json").write_text(json.dumps(record, indent=1))
    return 0


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


# How far namtrain's outputs (the XLA CPU plugin) may be from jaxlib's: per output and device,
# max |jaxlib - namtrain| <= RTOL * max |namtrain|. The two are different builds of XLA's CPU
# compiler, which fuse and vectorize the same partitioned program differently, so a few f32
# sums (the weight gradients of w_o and w_out, and Muon's update from them) round differently.
# Measured on the test's config: worst 1.7e-6 (the updated w_o and w_out; the loss, grad norm
# and most tensors are bitwise equal). A collective that missed the other process's piece is
# off by O(1) relative (half a batch's gradient, half a gathered matrix).
RTOL = 1e-5


def compare(d: Path, manifest: dict) -> dict:
    """Every output on every device: jaxlib's two-process run against its one-process run (bit
    for bit) and against namtrain's run (bitwise where it is, else within RTOL)."""
    import numpy as np

    results = []
    for t in manifest["outputs"]:
        for md in range(manifest["devices"]):
            where = f"{t['index']}/{md}.npy"
            ours = np.load(d / "outputs" / where)
            two = np.load(d / "jax" / "outputs" / where)
            one = np.load(d / "jax-local" / "outputs" / where)
            same = lambda a, b: (a.shape == b.shape and a.dtype == b.dtype
                                 and np.array_equal(as_bits(a), as_bits(b)))
            r = {"index": t["index"], "name": t["name"], "device": md,
                 "processes_bitwise": bool(same(two, one)),
                 "namtrain_bitwise": bool(same(two, ours))}
            r["namtrain_close"] = r["namtrain_bitwise"]
            if not r["namtrain_bitwise"] and ours.shape == two.shape and \
                    t["dtype"] in ("f32", "f64"):
                ours64, two64 = ours.astype(np.float64), two.astype(np.float64)
                diff = float(np.abs(two64 - ours64).max())
                scale = float(np.abs(ours64).max())
                r["max_abs_diff"] = diff
                r["relative_diff"] = diff / scale if scale else float("inf")
                r["namtrain_close"] = bool(np.isfinite(ours64).all() and diff <= RTOL * scale)
            results.append(r)
    return {
        "outputs": results,
        "rtol": RTOL,
        "processes_bitwise": all(r["processes_bitwise"] for r in results),
        "namtrain_bitwise": sum(r["namtrain_bitwise"] for r in results),
        "namtrain_close": all(r["namtrain_close"] for r in results),
        "worst_relative_diff": max([r.get("relative_diff", 0.0) for r in results]),
    }


def spawn(args, extra: list, env: dict):
    cmd = [sys.executable, os.path.abspath(__file__), "--dir", args.dir,
           "--timeout", str(args.timeout)] + extra
    # The workers' own output (gloo's connection lines, XLA's logs) goes to stderr, so stdout
    # holds only the summary.
    return subprocess.Popen(cmd, env=env, stdout=sys.stderr)


def wait_all(procs: list, deadline: float) -> list:
    """Waits for every (name, process) until `deadline`; returns what failed."""
    failed = []
    for name, proc in procs:
        try:
            rc = proc.wait(timeout=max(1.0, deadline - time.monotonic()))
        except subprocess.TimeoutExpired:
            rc = "timed out"
        if rc != 0:
            failed.append(f"{name}: {rc}")
    for _, proc in procs:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return failed


def launcher(args) -> int:
    """Both processes, then the one-process reference, then the comparison."""
    d = Path(args.dir)
    manifest = read_manifest(d)
    n = len(manifest["processes"])
    env = dict(os.environ)
    env.pop("XLA_FLAGS", None)
    env.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
    env["JAX_PLATFORMS"] = "cpu"
    started = time.monotonic()
    deadline = started + args.timeout
    coordinator = f"127.0.0.1:{free_port()}"
    procs = [(f"process {p}", spawn(args, ["--process-id", str(p), "--num-processes", str(n),
                                           "--coordinator", coordinator], env))
             for p in range(n)]
    failed = wait_all(procs, deadline)
    two_s = time.monotonic() - started
    if not failed:
        failed = wait_all([("one-process run", spawn(args, ["--local"], env))], deadline)
    if failed:
        print("cross_process_check: " + "; ".join(failed), file=sys.stderr)
        return 2
    report = compare(d, manifest)
    report["processes"] = [json.loads((d / "jax" / f"process{p}.json").read_text())
                           for p in range(n)]
    report["local"] = json.loads((d / "jax-local" / "process.json").read_text())
    kinds = report["processes"][0]["collectives"]
    report["crossing_collectives"] = {k: v["crossing"] for k, v in kinds.items()}
    report["seconds"] = {"two_processes": round(two_s, 2),
                         "total": round(time.monotonic() - started, 2)}
    (d / "jax" / "report.json").write_text(json.dumps(report, indent=1))
    for r in report["outputs"]:
        if not (r["processes_bitwise"] and r["namtrain_close"]):
            print(f"cross_process_check: output {r['index']} ({r['name']}) on device "
                  f"{r['device']}: two processes vs one bitwise {r['processes_bitwise']}, "
                  f"vs namtrain max |diff| {r.get('max_abs_diff')} "
                  f"(relative {r.get('relative_diff')})", file=sys.stderr)
    pairs = len(report["outputs"])
    crossing = sum(report["crossing_collectives"].values())
    print(f"cross_process_check: {pairs} (output, device) pairs; two processes = one process "
          f"bitwise: {report['processes_bitwise']}; = namtrain bitwise: "
          f"{report['namtrain_bitwise']}/{pairs}, the rest within {RTOL:g} relative: "
          f"{report['namtrain_close']} (worst {report['worst_relative_diff']:.2g}); "
          f"{crossing} collectives cross the processes {report['crossing_collectives']}; "
          f"{report['seconds']['total']} s")
    ok = report["processes_bitwise"] and report["namtrain_close"] and crossing > 0
    return 0 if ok else 1


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dir", required=True, help="namtrain-export-step's output directory")
    ap.add_argument("--process-id", type=int, help="run as this process (else: launch all)")
    ap.add_argument("--num-processes", type=int, default=2)
    ap.add_argument("--coordinator", help="HOST:PORT of process 0's coordinator")
    ap.add_argument("--local", action="store_true",
                    help="run all devices in this one process (the reference run)")
    ap.add_argument("--timeout", type=int, default=120, help="seconds for the whole check")
    args = ap.parse_args()
    if args.local:
        return local(args)
    if args.process_id is None:
        return launcher(args)
    if not args.coordinator:
        ap.error("--coordinator is needed with --process-id")
    return worker(args)


if __name__ == "__main__":
    sys.exit(main())
