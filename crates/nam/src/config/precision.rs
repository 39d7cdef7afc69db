//! `[precision]`: storage and compute dtypes ([`PrecisionConfig`]) and the policies of what is
//! stored narrow (matmul outputs, residual stream, SSM activations, matrix gradients).

use super::defaults;
use serde::{Deserialize, Serialize};

/// Floating-point types for parameters and compute.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Dtype {
    /// IEEE single precision.
    F32,
    /// bfloat16.
    Bf16,
}

/// The dtype a matmul writes its result in (`[precision] matmul_output`). Either way the
/// products accumulate in f32 inside the matrix unit; this decides what reaches memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MatmulOutput {
    /// The wide dtype (f32; f64 in f64 test graphs): every activation a matmul writes is f32.
    #[default]
    Wide,
    /// The compute dtype (`bf16` under the usual policy): each result is rounded once on
    /// output and widened again where the next op reads it, so norms, softmax, softcap and the
    /// loss still compute in f32 as `docs/model.md` requires, while the activations a matmul
    /// writes cost half the HBM traffic. The TPU step of narrow models is bound by that traffic
    /// (`docs/performance-log.md`, "Matmul results in the compute dtype (model v2)").
    Compute,
}

impl MatmulOutput {
    /// The default, left out of the canonical JSON so existing config hashes stay as they were.
    pub fn is_wide(&self) -> bool {
        *self == MatmulOutput::Wide
    }
}

/// The dtype the residual stream is kept in between sublayers (`[precision] residual_stream`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ResidualStream {
    /// The wide dtype (f32): the stream, and its gradient, are f32 tensors.
    #[default]
    Wide,
    /// The compute dtype (`bf16` under the usual policy): each sublayer reads the stream widened
    /// (the norm and the residual add compute in f32) and the sum is rounded once as it is
    /// stored, so the stream and its gradient move half the bytes. Mixed-precision practice on
    /// TPUs (bf16 activations, f32 parameters); it changes the numbers at bf16 rounding, so it
    /// is an option, off by default.
    Compute,
}

impl ResidualStream {
    /// The default, left out of the canonical JSON so existing config hashes stay as they were.
    pub fn is_wide(&self) -> bool {
        *self == ResidualStream::Wide
    }
}

/// The dtype the M sublayer stores its SSD's inputs and output in (`[precision]
/// ssm_activations`): x, B and C after the conv's silu, and y (with the `D` skip) before the
/// gated norm.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SsmActivations {
    /// The wide dtype (f32): x, B, C and y are f32 tensors; x, B and C are rounded to the
    /// compute dtype only as matmul operands.
    #[default]
    Wide,
    /// The compute dtype (`bf16` under the usual policy): x, B and C are rounded once after the
    /// conv's silu, and y once before the gated norm, and stored so, as the mamba_ssm kernels
    /// keep them. The SSD contractions read x, B and C in that dtype anyway; the two products
    /// that are not contractions (x weighted by its decay to the chunk's end, and the `D` skip)
    /// widen the rounded x and compute in f32, and the gated norm widens y. Their gradients are
    /// stored in the compute dtype too. Half the bytes of the f32 chunk tensors, `[B, T,
    /// d_inner]` outputs and their layout copies (nam52: PREDICTED v6e-8 step 5 518 -> 5 135
    /// ms, `docs/performance-log.md`, "SSM activations in bf16, the combine's gradient in slot
    /// space, the gate/up join"); it changes the numbers at bf16 rounding, so it
    /// is an option, off by default.
    Compute,
}

impl SsmActivations {
    /// The default, left out of the canonical JSON so existing config hashes stay as they were.
    pub fn is_wide(&self) -> bool {
        *self == SsmActivations::Wide
    }
}

/// The dtype the gradients of the matrices the forward pass reads only as matmul operands (the
/// Muon group; `graph::replica::read_as_matmul_operand`) are formed, summed over the layer
/// loop and reduced over `data` in (`[precision] matrix_gradients`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MatrixGradients {
    /// The wide dtype (f32): the forward pass reads each matrix in f32 and rounds it to the
    /// compute dtype at its matmul, so its gradient is the f32 sum over the matmuls.
    #[default]
    Wide,
    /// The compute dtype (`bf16` under the usual policy): the forward pass reads each matrix
    /// already rounded (the ZeRO-2 copy as stored, else the master rounded once before the
    /// layer loop), so the same values reach every matmul and the forward pass is unchanged,
    /// but the gradient is formed in bf16: the weight-gradient matmuls write bf16, and the
    /// reduce-scatter (ZeRO-2, FSDP) or all-reduce over `data` moves bf16. It is widened to f32
    /// before it joins the gradient accumulator and the optimizer, as PyTorch FSDP's
    /// `reduce_dtype = bf16` and Megatron's bf16 gradient reduction do. Half the bytes of
    /// every weight gradient and of its reduction (nam52: `docs/performance-log.md`, "Model v7:
    /// collectives inside fusions; matrix gradients in bf16"); it changes the gradients at bf16
    /// rounding, so it is an option, off by default.
    Compute,
}

impl MatrixGradients {
    /// The default, left out of the canonical JSON so existing config hashes stay as they were.
    pub fn is_wide(&self) -> bool {
        *self == MatrixGradients::Wide
    }
}

/// `[precision]`: storage and compute types, and what the backward pass keeps in memory.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PrecisionConfig {
    /// Parameter and optimizer-state storage type.
    #[serde(default = "defaults::f32")]
    pub param_dtype: Dtype,
    /// Matmul input type (norms, softmax, router and losses stay f32 per the spec).
    #[serde(default = "defaults::bf16")]
    pub compute_dtype: Dtype,
    /// Rematerialise the layer-group loop in the backward pass: keep only each group's input
    /// (the residual stream) instead of every intermediate activation, and recompute the group's
    /// forward during the backward pass (about one more forward of compute for much less
    /// activation memory). Applies to the scanned layer groups (`LayerLoop::Scan`, the default).
    /// On by default: without it the step's temporaries grow with depth (every group's
    /// activations are kept for the backward pass); CPU-sized configs may turn it off.
    #[serde(default = "defaults::remat")]
    pub remat: bool,
    /// The dtype matmul results are written in: `wide` (default, f32) or `compute` (the
    /// compute dtype; see [`MatmulOutput`]). The TPU presets choose `compute`.
    #[serde(default, skip_serializing_if = "MatmulOutput::is_wide")]
    pub matmul_output: MatmulOutput,
    /// The dtype the residual stream is stored in between sublayers: `wide` (default, f32) or
    /// `compute` (see [`ResidualStream`]).
    #[serde(default, skip_serializing_if = "ResidualStream::is_wide")]
    pub residual_stream: ResidualStream,
    /// The dtype the M sublayer stores its SSD's inputs x, B, C and output y in: `wide`
    /// (default, f32) or `compute` (see [`SsmActivations`]).
    #[serde(default, skip_serializing_if = "SsmActivations::is_wide")]
    pub ssm_activations: SsmActivations,
    /// The dtype the gradients of matrices read only as matmul operands are formed and reduced
    /// over the devices in: `wide` (default, f32) or `compute` (see [`MatrixGradients`]).
    #[serde(default, skip_serializing_if = "MatrixGradients::is_wide")]
    pub matrix_gradients: MatrixGradients,
}
