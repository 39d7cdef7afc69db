//! What custom calls cost: the dimensions of a matrix product XLA's GPU compiler rewrote into a
//! cuBLAS call ([`dot_dims`]), the cost a Mosaic kernel declares for itself
//! ([`declared_cost`]), which no reader can see inside, and the work of namtrain's Mosaic GPU
//! flash-attention kernels, from their operands ([`mosaic_gpu_attention_cost`]).

use pjrt::hlo_proto::{DotDimensionNumbers, HloInstructionProto, ShapeProto};

/// A kernel's cost as it declares it: FLOPs, transcendentals and bytes accessed per execution.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct DeclaredCost {
    pub(super) flops: f64,
    pub(super) transcendentals: f64,
    pub(super) bytes: f64,
}

/// Whether `inst` is a call into cuBLAS (`__cublas$gemm`, `__cublas$lt$matmul`, ...).
pub(super) fn is_cublas_call(inst: &HloInstructionProto) -> bool {
    inst.opcode == "custom-call" && inst.custom_call_target.starts_with("__cublas$")
}

/// The dimension numbers and result shape of a matrix product: a `dot`, or a cuBLAS call the
/// XLA GPU compiler rewrote a dot into (`__cublas$gemm`, `__cublas$lt$matmul`, ...). The
/// latter keep the dot's dimension numbers in their backend config
/// (`gemm_backend_config.dot_dimension_numbers`, 64-bit integers as JSON strings, as
/// protobuf's JSON writes them) and return `(result, workspace)`.
pub(super) fn dot_dims(inst: &HloInstructionProto) -> Option<(DotDimensionNumbers, &ShapeProto)> {
    if inst.opcode == "dot" {
        return Some((inst.dot_dimension_numbers.clone()?, inst.shape.as_ref()?));
    }
    if !is_cublas_call(inst) {
        return None;
    }
    let config: serde_json::Value = serde_json::from_slice(&inst.backend_config).ok()?;
    let dims = config
        .get("gemm_backend_config")
        .unwrap_or(&config)
        .get("dot_dimension_numbers")?;
    let list = |k: &str| -> Option<Vec<i64>> {
        match dims.get(k) {
            None => Some(Vec::new()),
            Some(v) => v
                .as_array()?
                .iter()
                .map(|x| x.as_i64().or_else(|| x.as_str()?.parse().ok()))
                .collect(),
        }
    };
    let shape = inst.shape.as_ref()?;
    let result = shape.tuple_shapes.first().unwrap_or(shape);
    Some((
        DotDimensionNumbers {
            lhs_contracting_dimensions: list("lhs_contracting_dimensions")?,
            rhs_contracting_dimensions: list("rhs_contracting_dimensions")?,
            lhs_batch_dimensions: list("lhs_batch_dimensions")?,
            rhs_batch_dimensions: list("rhs_batch_dimensions")?,
        },
        result,
    ))
}

/// The `cost_estimate` a Mosaic kernel's `tpu_custom_call` carries in its backend config
/// (Pallas writes it from `pallas_call(cost_estimate=...)`; our exported attention kernels
/// declare theirs, `pallas-kernels/namtrain_kernels/attention.py` `kernel_cost`). Neither XLA's
/// cost analysis nor this reader can see inside a kernel, so its matrix FLOPs count at the
/// low-precision peak (the kernels multiply bf16 tiles). `None` for any other op.
pub(super) fn declared_cost(inst: &HloInstructionProto) -> Option<DeclaredCost> {
    if inst.opcode != "custom-call" || inst.custom_call_target != "tpu_custom_call" {
        return None;
    }
    let config: serde_json::Value = serde_json::from_slice(&inst.backend_config).ok()?;
    fn find(v: &serde_json::Value) -> Option<&serde_json::Value> {
        match v {
            serde_json::Value::Object(m) => {
                m.get("cost_estimate").or_else(|| m.values().find_map(find))
            }
            _ => None,
        }
    }
    let c = find(&config)?;
    // Numbers as Pallas writes them, or as strings: libtpu re-serialises the config in the
    // compiled program with protobuf's JSON rule for 64-bit integers (`"flops":"77309411328"`).
    let field = |k: &str| {
        let v = c.get(k)?;
        v.as_f64().or_else(|| v.as_str()?.parse().ok())
    };
    Some(DeclaredCost {
        flops: field("flops")?,
        transcendentals: field("transcendentals").unwrap_or(0.0),
        bytes: field("bytes_accessed")?,
    })
}

/// The serialized body of a Mosaic kernel's `tpu_custom_call` (`custom_call_config.body`,
/// base64 text that libtpu's re-serialised config keeps verbatim): what
/// [`super::schedule::schedule_seconds`] looks a kernel up by. `None` for any other op.
pub(super) fn kernel_body(inst: &HloInstructionProto) -> Option<String> {
    if inst.opcode != "custom-call" || inst.custom_call_target != "tpu_custom_call" {
        return None;
    }
    let config: serde_json::Value = serde_json::from_slice(&inst.backend_config).ok()?;
    Some(
        config
            .get("custom_call_config")?
            .get("body")?
            .as_str()?
            .to_owned(),
    )
}

/// The matrix FLOPs and exponentials of one of namtrain's Mosaic GPU flash-attention kernels
/// (`mosaic_gpu_v2`, `pallas-kernels/gpu`), from `q [B, T, H, D]` (operand 0) and the call's
/// shape; bytes are the caller's (operands and results once: the kernels re-read K and V per
/// query block from L2). Causal: a query scores `(T + 1) / 2` keys on average; a sliding
/// window or document mask (a run-time input) skips more, so this is an upper bound. Per
/// scored pair: the forward (6 operands) multiplies twice (`q·k`, `p·v`); the backward's `dq`
/// kernel (one result) three times (`q·k` again, `do·v`, `ds·k`) and its `dk, dv` kernel
/// (two results) four (`q·k`, `do·v`, `pᵀ·do`, `dsᵀ·q`); each takes one exponential per pair.
/// `None` for any other op, or shapes it cannot read.
pub(super) fn mosaic_gpu_attention_cost(
    inst: &HloInstructionProto,
    q: Option<&ShapeProto>,
) -> Option<(f64, f64)> {
    if inst.opcode != "custom-call" || inst.custom_call_target != "mosaic_gpu_v2" {
        return None;
    }
    let [b, t, h, d] = q?.dimensions[..] else {
        return None;
    };
    let shape = inst.shape.as_ref()?;
    let results = shape.tuple_shapes.len().max(1);
    let products = match (inst.operand_ids.len(), results) {
        (6, _) => 2.0,
        (_, 1) => 3.0,
        _ => 4.0,
    };
    let pairs = (b * h) as f64 * (t as f64) * (t as f64 + 1.0) / 2.0;
    Some((products * 2.0 * pairs * d as f64, pairs))
}
