#!/usr/bin/env python3
"""Summarises a `scripts/gpu-check.sh` work directory as one JSON object (stdout).

    gpu_check_summary.py WORK REFERENCE_JSON

Reads what the script recorded (`facts.jsonl`) and what the runs wrote (manifests, metrics,
checkpoints, the plan's JSON), compares, and states each issue-40 target as met, missed or not
measured. Every predicted figure is labelled PREDICTED. Exits 1 when a step produced no figure.
"""

import json
import statistics
import sys
from pathlib import Path


def read_jsonl(path):
    out = []
    try:
        for line in path.read_text().splitlines():
            try:
                out.append(json.loads(line))
            except json.JSONDecodeError:
                pass  # a line cut short by a killed writer
    except FileNotFoundError:
        pass
    return out


def read_json(path):
    try:
        return json.loads(path.read_text())
    except (FileNotFoundError, json.JSONDecodeError):
        return None


def train_records(run):
    return {r["step"]: r for r in read_jsonl(run / "metrics.jsonl") if "loss" in r}


def evals(run):
    return [r for r in read_jsonl(run / "metrics.jsonl") if "eval_loss" in r]


def last_eval(run):
    e = evals(run)
    return (e[-1]["step"], e[-1]["eval_loss"]) if e else (None, None)


def final_state(run):
    ckpts = sorted((run / "checkpoints").glob("step-*"), key=lambda p: int(p.name[5:]))
    return ckpts[-1] / "state.safetensors" if ckpts else None


def target(met, figure, goal):
    status = "not measured" if met is None else ("met" if met else "missed")
    return {"status": status, "figure": figure, "goal": goal}


def main():
    work, reference = Path(sys.argv[1]), read_json(Path(sys.argv[2])) or {}
    facts = {}
    for f in read_jsonl(work / "facts.jsonl"):
        facts.update(f)
    out = {"plugin": facts.get("plugin"), "devices": read_json(work / "devices.json")}
    if "nvidia_smi" in facts:
        out["nvidia_smi"] = facts["nvidia_smi"]
    missing = []

    # nam-tiny: the eval loss against the CPU figure on the same data.
    tiny = work / "tiny"
    step, loss = last_eval(tiny)
    manifest = read_json(tiny / "manifest.json") or {}
    receipt = manifest.get("data_receipt") or {}
    first_batch = (receipt.get("cursor") or {}).get("counters", {}).get("first_batch_sha256")
    ref = reference.get("nam_tiny", {})
    same_data = first_batch is not None and first_batch == ref.get("first_batch_sha256")
    out["nam_tiny"] = {
        "steps": facts.get("tiny_steps"),
        "eval_loss": loss,
        "eval_step": step,
        "eval_loss_step0": next((r["eval_loss"] for r in evals(tiny) if r["step"] == 0), None),
        "vocab_size": manifest.get("config", {}).get("model", {}).get("vocab_size"),
        "first_batch_sha256": first_batch,
        "cpu_reference": ref,
        "same_data_as_reference": same_data,
        "attention_backend": manifest.get("attention_backend"),
        "ready_s_cold": facts.get("tiny_ready_s"),
        "wall_s": facts.get("tiny_wall_s"),
        "step_time": manifest.get("step_time"),
        "goodput": manifest.get("goodput"),
        "profile": sorted(str(p.relative_to(tiny)) for p in tiny.glob("tensorboard/plugins/profile/*/*")),
    }
    if loss is None:
        missing.append("nam-tiny eval loss")
    if out["devices"] is None:
        missing.append("devices")
    comparable = same_data and step == ref.get("steps") and loss is not None
    rel = abs(loss - ref["eval_loss"]) / ref["eval_loss"] if comparable else None
    out["nam_tiny"]["relative_to_cpu"] = rel
    # The first steps' losses against the CPU's: training amplifies rounding differences
    # between the plugins step by step, so the early steps say more than the end does.
    early = {int(k): v for k, v in (ref.get("loss_steps") or {}).items()}
    tiny_steps = train_records(tiny)
    pairs = [(tiny_steps[s]["loss"], early[s]) for s in sorted(early) if s in tiny_steps]
    early_rel = (max(abs(g - c) / abs(c) for g, c in pairs) if same_data and pairs else None)
    out["nam_tiny"]["first_steps_relative_to_cpu"] = early_rel

    # Resume: every step of the resumed run equals the straight run, bit for bit.
    # On CUDA the pair runs with deterministic ops, apart from the default run (gpu-check.sh).
    straight_dir = work / "tiny-straight" if (work / "tiny-straight").exists() else tiny
    straight, resumed = train_records(straight_dir), train_records(work / "tiny-resumed")
    common = sorted(set(straight) & set(resumed))
    differ = [
        s for s in common
        if (straight[s]["loss"], straight[s]["grad_norm"]) != (resumed[s]["loss"], resumed[s]["grad_norm"])
    ]
    a, b = final_state(straight_dir), final_state(work / "tiny-resumed")
    same_state = a is not None and b is not None and a.name == b.name and a.read_bytes() == b.read_bytes()
    out["resume"] = {
        "compared_with": straight_dir.name,
        "deterministic_ops": straight_dir.name == "tiny-straight",
        "killed_while_running": facts.get("tiny_killed"),
        "newest_checkpoint_at_kill": facts.get("tiny_newest_checkpoint_at_kill"),
        "steps_compared": len(common),
        "steps_differing": differ[:20],
        "final_state_bitwise_equal": same_state,
        "bitwise": bool(common) and not differ and same_state and facts.get("tiny_killed") is True,
    }
    if not common:
        missing.append("resume comparison")

    # Warm start: the same run's programs loaded from the cache.
    warm = read_json(work / "tiny-warm" / "manifest.json") or {}
    hits = [e.get("cache") for e in warm.get("executables", [])]
    cold_s, warm_s = facts.get("tiny_ready_s"), facts.get("tiny_warm_ready_s")
    speedup = cold_s / warm_s if cold_s and warm_s else None
    out["warm_start"] = {"ready_s_cold": cold_s, "ready_s_warm": warm_s, "speedup": speedup,
                         "cache": hits}
    if warm_s is None:
        missing.append("warm start")

    # nam12-dense: measured against PREDICTED, and against the peer.
    dense = work / "dense"
    records = [r for s, r in sorted(train_records(dense).items()) if s > 1]
    def med(k):
        values = [r[k] for r in records if r.get(k) is not None]
        return statistics.median(values) if values else None

    peaks = [m.get("peak_bytes_in_use") for r in records for m in r.get("memory", [])
             if m.get("peak_bytes_in_use") is not None]
    dmanifest = read_json(dense / "manifest.json") or {}
    plan = read_json(work / "dense-plan.json") or {}
    cand = next(iter(plan.get("candidates", [])), {})
    predicted = cand.get("predicted") or {}
    step_s = med("step_seconds") if records else None
    out["nam12_dense"] = {
        "batch": facts.get("dense_batch"),
        "seq_len": dmanifest.get("config", {}).get("model", {}).get("seq_len"),
        "steps_timed": len(records),
        "step_s_median": step_s,
        "tokens_per_s_median": med("tokens_per_s"),
        "mfu_median": med("mfu"),
        "peak_device_bytes_measured": max(peaks) if peaks else None,
        "compiled_memory": {e["name"]: e.get("compiled_memory") for e in dmanifest.get("executables", [])},
        "attention_backend": dmanifest.get("attention_backend"),
        "attention_chunk": dmanifest.get("attention_chunk"),
        "step_time_check": dmanifest.get("step_time"),
        "PREDICTED": {
            "best_s": predicted.get("best_s"),
            "no_overlap_s": predicted.get("no_overlap_s"),
            "perfect_overlap_s": predicted.get("perfect_overlap_s"),
            "mfu": predicted.get("mfu"),
            "bound_by": predicted.get("bound_by"),
            "chip": (plan.get("chip") or {}).get("source"),
            "compiled_peak_bytes": cand.get("peak_bytes_per_device"),
        },
        "measured_over_predicted": step_s / predicted["best_s"] if step_s and predicted.get("best_s") else None,
    }
    if step_s is None:
        missing.append("nam12-dense step time")
    # Where the profiled steps' device time went (scripts/xplane_summary.py), and what
    # run-to-run determinism costs (the same run with deterministic GPU ops).
    out["nam12_dense"]["device_profile"] = facts.get("dense_profile")
    def variant(name):
        steps = [r["step_seconds"] for s, r in sorted(train_records(work / name).items())
                 if s > 5 and r.get("step_seconds") is not None]
        median = statistics.median(steps) if steps else None
        return {"step_s_median": median,
                "over_default": median / step_s if median and step_s else None}
    out["nam12_dense"]["deterministic_ops"] = variant("dense-deterministic")
    out["nam12_dense"]["whole_sequence_attention"] = variant("dense-whole")
    # The Mosaic GPU kernels against the XLA core: the same run's step time, and its first
    # steps' loss and gradient norm (same data and init; both round to bf16 differently).
    xla_run = work / "dense-xla"
    xla = variant("dense-xla")
    xla_records = train_records(xla_run)
    fused_records = train_records(dense)
    first = [s for s in (1, 2, 3) if s in xla_records and s in fused_records]
    def rel_diff(k):
        return max((abs(fused_records[s][k] - xla_records[s][k]) / abs(xla_records[s][k])
                    for s in first), default=None)
    out["nam12_dense"]["xla_attention"] = {
        **xla,
        "xla_over_fused": xla["step_s_median"] / step_s if xla["step_s_median"] and step_s else None,
        "first_steps_compared": first,
        "loss_relative_difference": rel_diff("loss"),
        "grad_norm_relative_difference": rel_diff("grad_norm"),
    }
    out["mosaic_gpu_sublayer_test"] = {"passed": facts.get("mosaic_gpu_test_passed"),
                                       "lines": facts.get("mosaic_gpu_test")}
    peer = facts.get("peer")
    out["peer"] = peer
    peer_s = peer.get("step_s_median") if isinstance(peer, dict) else None
    out["namtrain_over_peer"] = step_s / peer_s if step_s and peer_s else None
    out["peer_cudnn_attention"] = facts.get("peer_cudnn")
    cudnn = facts.get("peer_cudnn")
    cudnn_s = cudnn.get("step_s_median") if isinstance(cudnn, dict) else None
    out["namtrain_over_peer_cudnn"] = step_s / cudnn_s if step_s and cudnn_s else None

    ratio = out["nam12_dense"]["measured_over_predicted"]
    gpu = facts.get("plugin") == "cuda"
    mfu = out["nam12_dense"]["mfu_median"]
    out["targets"] = {
        "mfu_at_least_40pct": target(mfu >= 0.40 if gpu and mfu is not None else None, mfu, ">= 0.40 (H100 or H200, bf16)"),
        "step_at_most_peer": target(out["namtrain_over_peer"] <= 1.0 if out["namtrain_over_peer"] else None,
                                    out["namtrain_over_peer"], "namtrain / peer <= 1.0"),
        "prediction_within_1_5x": target(1 / 1.5 <= ratio <= 1.5 if ratio else None, ratio,
                                         "measured / PREDICTED in [0.67, 1.5]"),
        "step_at_most_peer_cudnn": target(out["namtrain_over_peer_cudnn"] <= 1.0
                                          if out["namtrain_over_peer_cudnn"] else None,
                                          out["namtrain_over_peer_cudnn"],
                                          "namtrain / peer with cuDNN attention <= 1.0"),
        "tiny_eval_within_2pct": target(rel <= 0.02 if rel is not None else None, rel,
                                        "|GPU - CPU| / CPU <= 0.02 at step 120, same data"),
        "tiny_first_steps_within_1e-3": target(early_rel <= 1e-3 if early_rel is not None else None,
                                               early_rel,
                                               "|GPU - CPU| / CPU <= 1e-3 for the loss of steps 1-10"),
        "warm_start_10x": target(speedup >= 10 if speedup else None, speedup, "cold / warm ready >= 10"),
        "resume_bitwise": target(out["resume"]["bitwise"] if common else None, out["resume"]["bitwise"],
                                 "resumed == straight, bit for bit"),
    }
    out["missing"] = missing
    json.dump(out, sys.stdout, indent=2, default=str)
    print()
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
