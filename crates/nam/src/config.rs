//! The NAM run configuration: `[model]`, `[optimizer]`, `[schedule]`, `[precision]`, `[train]`,
//! `[data]`, `[mesh]` (see [`crate::mesh`]).
//!
//! Parsed from TOML with unknown keys rejected (the error names the key and its section), filled
//! with the defaults of `docs/model.md#model-keys-and-defaults`, then validated as a whole. A validated config has a stable
//! hash ([`NamConfig::config_hash`], [`NamConfig::model_hash`]) for manifests, checkpoints and caches.
//!
//! Choices the spec leaves open, made here and part of the contract:
//! - Pattern and window-pattern positions in messages are 0-based (the sublayer index).
//! - `window_pattern` is tiled over the *attention* sublayers in order (the i-th `A` gets
//!   `window_pattern[i % len]`), and the last attention sublayer of the main stack is always `G`.
//!   Attention inside the MTP block is always `G`.
//! - `-` is normalised to `F` after parsing, so `"A-"` and `"AF"` hash the same.
//! - `routing_group` counts tokens; it divides `seq_len` or is a multiple of it (groups then span
//!   consecutive sequences of a micro-batch, which it must divide).

use crate::backend::Platform;
use crate::mesh::Mesh;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::collections::BTreeMap;
use thiserror::Error;

/// Why a config could not be loaded.
#[derive(Debug, Error, PartialEq)]
pub enum ConfigError {
    /// The text is not valid TOML.
    #[error("config is not valid TOML: {0}")]
    Syntax(String),
    /// A top-level table the config does not know.
    #[error(
        "unknown section [{section}]; expected one of [model], [optimizer], [schedule], [precision], [train], [data], [mesh]"
    )]
    UnknownSection {
        /// The offending section name.
        section: String,
    },
    /// A section failed to deserialize: unknown key, wrong type or missing required key.
    #[error("in section [{section}]: {message}")]
    Section {
        /// The section (`model`, `optimizer`, ...).
        section: String,
        /// The deserializer's message, naming the key.
        message: String,
    },
    /// The values parse but contradict the spec; every problem found is listed.
    #[error("invalid config: {}", .0.join("; "))]
    Invalid(Vec<String>),
}

/// Sublayer kinds of a pattern string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SublayerKind {
    /// `A`: grouped-query attention.
    Attention,
    /// `F` (or `-`): dense feed-forward.
    Ffn,
    /// `E`: mixture of experts.
    Moe,
    /// `M`: Mamba-2 (SSD) mixer.
    Mamba,
    /// `R`: M2RNN recurrent mixer.
    M2rnn,
}

impl SublayerKind {
    /// Parses one pattern letter; `-` is Megatron's alias of `F`.
    pub fn from_letter(c: char) -> Option<Self> {
        match c {
            'A' => Some(Self::Attention),
            'F' | '-' => Some(Self::Ffn),
            'E' => Some(Self::Moe),
            'M' => Some(Self::Mamba),
            'R' => Some(Self::M2rnn),
            _ => None,
        }
    }

    /// The canonical pattern letter.
    pub fn letter(self) -> char {
        match self {
            Self::Attention => 'A',
            Self::Ffn => 'F',
            Self::Moe => 'E',
            Self::Mamba => 'M',
            Self::M2rnn => 'R',
        }
    }

    /// The path segment used in parameter names (`layers.3.<segment>.w_in`).
    pub fn param_segment(self) -> &'static str {
        match self {
            Self::Attention => "attn",
            Self::Ffn => "ffn",
            Self::Moe => "moe",
            Self::Mamba => "mamba",
            Self::M2rnn => "m2rnn",
        }
    }
}

/// Attention span of one attention sublayer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttnWindow {
    /// `G`: full causal attention within the document.
    Global,
    /// `L`: sliding window; key j is visible to query i only if `i - j < window`.
    Local(usize),
}

/// Feed-forward activation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Activation {
    /// `relu(x @ W_in)^2 @ W_out`.
    Relu2,
    /// `(silu(x @ W_gate) * (x @ W_up)) @ W_down`.
    Swiglu,
}

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
    /// (`docs/performance.md`, "Step design").
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
    /// ms, `docs/performance.md`, "Step design"); it changes the numbers at bf16 rounding, so it
    /// is an option, off by default.
    Compute,
}

impl SsmActivations {
    /// The default, left out of the canonical JSON so existing config hashes stay as they were.
    pub fn is_wide(&self) -> bool {
        *self == SsmActivations::Wide
    }
}

/// `[model]`: the architecture. Keys not given take the defaults of `docs/model.md`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ModelConfig {
    /// Number of sublayers.
    pub depth: usize,
    /// Sublayer letters (A, F, E, M, R, `-` = F), tiled to `depth`.
    pub pattern: String,
    /// Residual width d.
    pub d_model: usize,
    /// Vocabulary size V (must equal the tokenizer's).
    pub vocab_size: usize,
    /// Tokens per training row T.
    pub seq_len: usize,

    /// Query heads H (required when any `A` is present).
    #[serde(default)]
    pub n_head: Option<usize>,
    /// Key/value heads K; default H.
    #[serde(default)]
    pub n_kv_head: Option<usize>,
    /// Head dimension D; default d_model / H.
    #[serde(default)]
    pub head_dim: Option<usize>,
    /// Rotary base theta.
    #[serde(default = "defaults::rope_theta")]
    pub rope_theta: f64,
    /// Per-attention-sublayer spans: letters G (global) and L (local), tiled over the `A` sublayers.
    #[serde(default = "defaults::window_pattern")]
    pub window_pattern: String,
    /// Sliding-window length for `L` layers (required when `window_pattern` has an `L`).
    #[serde(default)]
    pub window: Option<usize>,
    /// Optional attention-score softcap s.
    #[serde(default)]
    pub attn_softcap: Option<f64>,
    /// Output-logit softcap c.
    #[serde(default = "defaults::logit_softcap")]
    pub logit_softcap: f64,

    /// Dense FFN activation.
    #[serde(default = "defaults::relu2")]
    pub activation: Activation,
    /// Dense FFN hidden width f (required when any `F` is present).
    #[serde(default)]
    pub ffn_hidden: Option<usize>,

    /// Routed experts N (required when any `E` is present).
    #[serde(default)]
    pub n_routed: Option<usize>,
    /// Experts per token k.
    #[serde(default)]
    pub top_k: Option<usize>,
    /// Shared experts S (0 or 1).
    #[serde(default)]
    pub n_shared: usize,
    /// Routed expert hidden width f_e.
    #[serde(default)]
    pub expert_hidden: Option<usize>,
    /// Shared expert hidden width f_s; default f_e.
    #[serde(default)]
    pub shared_hidden: Option<usize>,
    /// Routed-weight multiplier r.
    #[serde(default = "defaults::one")]
    pub routed_scaling: f64,
    /// Expert capacity factor; `>= n_routed / top_k` never drops a token.
    #[serde(default = "defaults::capacity_factor")]
    pub capacity_factor: f64,
    /// Routed expert activation.
    #[serde(default = "defaults::swiglu")]
    pub expert_activation: Activation,
    /// Shared expert activation.
    #[serde(default = "defaults::swiglu")]
    pub shared_activation: Activation,
    /// Aux-loss-free balancing step: `bias += bias_rate * sign(mean_load - load_e)`.
    #[serde(default = "defaults::bias_rate")]
    pub bias_rate: f64,
    /// Router z-loss coefficient (0 = off).
    #[serde(default)]
    pub z_coef: f64,
    /// Tokens per routing group (capacity is per group); default `seq_len` (one sequence).
    #[serde(default)]
    pub routing_group: Option<usize>,

    /// Mamba d_inner = expand · d_model.
    #[serde(default = "defaults::expand")]
    pub expand: usize,
    /// Mamba state size N.
    #[serde(default = "defaults::ssm_state")]
    pub ssm_state: usize,
    /// Mamba head dim P (heads = d_inner / P).
    #[serde(default = "defaults::ssm_head_dim")]
    pub ssm_head_dim: usize,
    /// Mamba B/C groups G.
    #[serde(default = "defaults::one_usize")]
    pub ssm_groups: usize,
    /// Depthwise causal conv kernel (Mamba and M2RNN).
    #[serde(default = "defaults::conv_kernel")]
    pub conv_kernel: usize,
    /// SSD chunk length (implementation choice; must divide `seq_len`).
    #[serde(default = "defaults::chunk")]
    pub chunk: usize,

    /// M2RNN key/query head dim dk.
    #[serde(default = "defaults::r_k_head")]
    pub r_k_head: usize,
    /// M2RNN value head dim dv.
    #[serde(default = "defaults::r_v_head")]
    pub r_v_head: usize,
    /// M2RNN heads Hr; default floor(d_model / 80).
    #[serde(default)]
    pub r_heads: Option<usize>,

    /// Multi-token-prediction depth K (0 = off).
    #[serde(default)]
    pub mtp_depth: usize,
    /// MTP depth weights alpha_k ∝ beta^k.
    #[serde(default = "defaults::mtp_beta")]
    pub mtp_beta: f64,
    /// MTP loss multiplier lambda.
    #[serde(default = "defaults::mtp_lambda")]
    pub mtp_lambda: f64,
    /// Sublayer pattern of the shared MTP block.
    #[serde(default = "defaults::mtp_pattern")]
    pub mtp_pattern: String,

    /// Attention implementation of the A blocks: `auto` (default: `pallas` on TPU when an
    /// exported kernel serves every attention call's per-device shape, else `xla`; the run
    /// manifest says which ran and why), `xla` (every platform) or `pallas` (the exported TPU
    /// kernels of `pallas-kernels/`; TPU only, and an artifact must exist for the per-device
    /// shape). Not part of [`NamConfig::model_hash`]: all compute the same function on the same
    /// parameters.
    #[serde(default, skip_serializing_if = "is_auto")]
    pub attention: crate::backend::AttentionBackend,
    /// Queries per chunk of the XLA attention core: each chunk of this many queries scores
    /// only the keys up to its last query (and from its first query minus the window where
    /// the layer's window is fixed in the program), so no `[B, H, T, T]` score tensor exists
    /// and about half the scores are never computed. `0`: the whole sequence at once. Absent
    /// (the default): 512 ([`DEFAULT_ATTENTION_CHUNK`]) in a training run's programs when
    /// `seq_len` is at least 1024 (every platform: nam12-dense's PREDICTED v6e-8 step with XLA
    /// attention 1 118 → 509 ms, its H100 score tensors 6.4 GB each), the whole sequence for
    /// shorter ones and in `eval-loss` and `sample`. The run manifest's `attention_chunk` says
    /// what ran; no effect with Pallas attention. Not part of [`NamConfig::model_hash`]: the
    /// same function to float rounding.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attention_chunk: Option<usize>,
    /// Implementation of the M sublayers' SSD scan: `auto` (default: `pallas` on TPU when an
    /// exported `[[ssd]]` variant serves the per-device shape of every M sublayer, else `xla`;
    /// the run manifest's `ssd_kernel_choice` says which ran and why), `xla` (the chunked
    /// formulation composed from StableHLO ops, every platform) or `pallas` (the exported
    /// chunked kernels of `pallas-kernels/`: each chunk's state and decay tensors stay in VMEM
    /// instead of being written to HBM; TPU only, `[precision] ssm_activations` and the
    /// per-device shape must match an exported variant, and the error names the export command
    /// otherwise). `eval-loss` always runs `xla`. Not part of [`NamConfig::model_hash`]: the
    /// same function to float rounding.
    #[serde(default, skip_serializing_if = "SsdKernel::is_auto")]
    pub ssd_kernel: SsdKernel,
    /// How the E sublayers' routed experts run: `capacity` (default: fixed-capacity buffers per
    /// expert and routing group, batched matmuls composed from StableHLO ops, every platform;
    /// copies past an expert's capacity are dropped) or `grouped` (dropless: every token copy
    /// sorted by expert and run through the exported Pallas grouped matmuls of
    /// `pallas-kernels/`, `[[gmm]]` variants, with the group sizes a run-time input; TPU only,
    /// SwiGLU experts, `[mesh] expert = 1`, and the per-device shape must match an exported
    /// variant, the error naming the export command otherwise). Part of
    /// [`NamConfig::model_hash`]: where `capacity` drops copies the two compute different
    /// functions (with no copy dropped they agree to the compute dtype's rounding). The run
    /// manifest's `moe_kernel` says what ran; `eval-loss` and `sample` run `capacity`, the
    /// spec's function.
    #[serde(default, skip_serializing_if = "MoeKernel::is_capacity")]
    pub moe_kernel: MoeKernel,
}

/// How the E sublayers' routed experts run (`[model] moe_kernel`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MoeKernel {
    /// Fixed-capacity expert buffers, batched matmuls lowered by XLA.
    #[default]
    Capacity,
    /// Dropless: copies sorted by expert, the exported Pallas grouped matmuls (TPU only).
    Grouped,
}

impl MoeKernel {
    /// The default, left out of the canonical JSON so existing config hashes stay as they were.
    pub fn is_capacity(&self) -> bool {
        *self == MoeKernel::Capacity
    }

    /// The lowercase name, as the config spells it.
    pub fn name(self) -> &'static str {
        match self {
            MoeKernel::Capacity => "capacity",
            MoeKernel::Grouped => "grouped",
        }
    }
}

/// Which implementation runs the M sublayers' SSD scan (`[model] ssd_kernel`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SsdKernel {
    /// The Pallas kernels on TPU when a variant serves the shapes, else XLA.
    #[default]
    Auto,
    /// The chunked formulation composed from StableHLO ops and lowered by XLA.
    Xla,
    /// The exported Pallas kernels (TPU only).
    Pallas,
}

impl SsdKernel {
    /// The default, left out of the canonical JSON so existing config hashes stay as they were
    /// (before `auto` existed the default was `xla`, also left out).
    pub fn is_auto(&self) -> bool {
        *self == SsdKernel::Auto
    }

    /// The lowercase name, as the config spells it.
    pub fn name(self) -> &'static str {
        match self {
            SsdKernel::Auto => "auto",
            SsdKernel::Xla => "xla",
            SsdKernel::Pallas => "pallas",
        }
    }
}

/// The XLA attention core's queries per chunk where `[model] attention_chunk` is absent and
/// chunks are the default (a training run's programs, `seq_len` at least twice this).
pub const DEFAULT_ATTENTION_CHUNK: usize = 512;

fn is_auto(b: &crate::backend::AttentionBackend) -> bool {
    *b == crate::backend::AttentionBackend::Auto
}

/// `[optimizer]`: Muon for block matrices, AdamW for the rest (see `params` for the split).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct OptimizerConfig {
    /// Muon learning rate.
    #[serde(default = "defaults::muon_lr")]
    pub muon_lr: f64,
    /// Muon momentum.
    #[serde(default = "defaults::muon_momentum")]
    pub muon_momentum: f64,
    /// Nesterov momentum for Muon.
    #[serde(default = "defaults::yes")]
    pub muon_nesterov: bool,
    /// Newton-Schulz iterations.
    #[serde(default = "defaults::ns_steps")]
    pub muon_ns_steps: usize,
    /// Decoupled weight decay for Muon parameters.
    #[serde(default)]
    pub muon_weight_decay: f64,
    /// AdamW learning rate (LM head, router, norms, scalars, MTP projection).
    #[serde(default = "defaults::adamw_lr")]
    pub adamw_lr: f64,
    /// AdamW learning rate of the token embedding `wte` (it is followed by rmsnorm, so it is
    /// scale-free and wants a far larger step than the head).
    #[serde(default = "defaults::adamw_embed_lr")]
    pub adamw_embed_lr: f64,
    /// AdamW beta1.
    #[serde(default = "defaults::beta1")]
    pub adamw_beta1: f64,
    /// AdamW beta2.
    #[serde(default = "defaults::beta2")]
    pub adamw_beta2: f64,
    /// AdamW epsilon.
    #[serde(default = "defaults::adamw_eps")]
    pub adamw_eps: f64,
    /// Decoupled weight decay for AdamW parameters.
    #[serde(default)]
    pub adamw_weight_decay: f64,
    /// Which AdamW parameters `adamw_weight_decay` applies to: `matrices` (the default: the
    /// token embedding, LM head, routers, MTP projection; not norms, biases, conv filters or
    /// SSM scalars) or `all`.
    #[serde(default, skip_serializing_if = "AdamWDecay::is_default")]
    pub adamw_decay: AdamWDecay,
    /// Global gradient-norm clip (0 = off).
    #[serde(default = "defaults::one")]
    pub grad_clip: f64,
    /// The optimizer of the block matrices: `muon` (the default, NAM's split) or `adamw`
    /// (AdamW on every tensor at `adamw_lr`, as MaxText trains Llama and Mistral: for
    /// calibration against their measured runs).
    #[serde(default, skip_serializing_if = "MatrixOptimizer::is_default")]
    pub matrix_optimizer: MatrixOptimizer,
}

/// `[optimizer] matrix_optimizer`: what updates the matrices the split gives Muon.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MatrixOptimizer {
    /// Muon (`docs/model.md`, "Optimizer split"). Left out of the canonical JSON.
    #[default]
    Muon,
    /// AdamW at `adamw_lr`, with `adamw_decay` deciding their decay like any AdamW matrix.
    Adamw,
}

impl MatrixOptimizer {
    fn is_default(&self) -> bool {
        *self == MatrixOptimizer::default()
    }
}

/// `[optimizer] adamw_decay`: which AdamW parameters weight decay touches.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AdamWDecay {
    /// Matrices only ([`crate::params::adamw_decays`]): what nanoGPT, torchtitan and optax
    /// masks do. Left out of the canonical JSON, so config hashes stay as they were.
    #[default]
    Matrices,
    /// Every AdamW parameter.
    All,
}

impl AdamWDecay {
    fn is_default(&self) -> bool {
        *self == AdamWDecay::default()
    }
}

/// `[schedule]`: learning-rate multiplier over training (see [`crate::schedule`]).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScheduleConfig {
    /// Optimizer steps in the run.
    #[serde(default = "defaults::steps")]
    pub steps: usize,
    /// Linear warmup steps.
    #[serde(default)]
    pub warmup_steps: usize,
    /// Fraction of `steps` (rounded) spent in the final linear warmdown.
    #[serde(default = "defaults::warmdown_frac")]
    pub warmdown_frac: f64,
    /// Multiplier reached at the end of the warmdown.
    #[serde(default)]
    pub final_lr_frac: f64,
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
    /// every weight gradient and of its reduction (nam52: `docs/performance.md`, "Step
    /// design"); it changes the gradients at bf16 rounding, so it is an option, off by default.
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

/// `[train]`: loop settings the trainer reads.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TrainConfig {
    /// Sequences per optimizer step (global).
    #[serde(default = "defaults::batch_size")]
    pub batch_size: usize,
    /// Gradient-accumulation micro-batches per step (1 = compile mode A).
    #[serde(default = "defaults::one_usize")]
    pub micro_batches: usize,
    /// Seed for init and data order.
    #[serde(default)]
    pub seed: u64,
    /// Steps between eval-loss measurements (0 = only at the end).
    #[serde(default = "defaults::eval_every")]
    pub eval_every: usize,
    /// Batches per eval.
    #[serde(default = "defaults::eval_batches")]
    pub eval_batches: usize,
    /// Steps between checkpoints (0 = only at the end).
    #[serde(default)]
    pub checkpoint_every: usize,
    /// Checkpoints kept on disk.
    #[serde(default = "defaults::keep_checkpoints")]
    pub keep_checkpoints: usize,
    /// Steps between metric log lines.
    #[serde(default = "defaults::log_every")]
    pub log_every: usize,
    /// Start from the parameters in this file instead of the seed's init: a `namtrain init`
    /// file or an earlier run's checkpoint (optimizer state fresh). A run resumed from its own
    /// checkpoint ignores it. Relative to the working directory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub init_from: Option<String>,
}

/// One path, or a list of them, in `[data]`: each a directory (searched recursively for
/// `*.parquet`, or a dataset made by `namtrain data prepare`), a glob, or a parquet file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum DataPaths {
    /// One entry (written as a string, so configs from before lists existed keep their hash).
    One(String),
    /// Several entries, read in order.
    Many(Vec<String>),
}

impl DataPaths {
    /// The entries, in order.
    pub fn entries(&self) -> Vec<&str> {
        match self {
            DataPaths::One(p) => vec![p.as_str()],
            DataPaths::Many(ps) => ps.iter().map(String::as_str).collect(),
        }
    }
}

/// `[data] on_bad_row`: what to do with a row whose text is not UTF-8.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum OnBadRow {
    /// Refuse the run before compiling, naming the file, row group and row.
    #[default]
    Error,
    /// Skip such rows and count them in the data receipt.
    Skip,
}

/// `[data] row_check`: how much of each shard is read at start to find bad rows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum RowCheck {
    /// Every row group of every shard.
    #[default]
    Full,
    /// The first and last row group of each shard.
    Sample,
}

/// One `[[data.sources]]` entry of a mixture.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataSource {
    /// Training documents of this source.
    pub path: DataPaths,
    /// Relative weight: the source's share of rows is its weight over the sum of weights.
    pub weight: f64,
    /// Held-out documents of this source (eval reads every source's, in order).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub validation: Option<DataPaths>,
    /// This source's text column (default: `[data] text_column`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_column: Option<String>,
}

/// `[data]`: where the tokenizer and documents live and how they are read (relative paths are relative
/// to the working directory `namtrain` runs in). See `docs/data.md`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DataConfig {
    /// Tokenizer file (`tokenizer.json`).
    #[serde(default = "defaults::tokenizer")]
    pub tokenizer: String,
    /// Training documents (`train` is accepted as another name): a directory, a glob, a parquet file,
    /// or a list of them.
    #[serde(default = "defaults::shards", alias = "train")]
    pub shards: DataPaths,
    /// Held-out documents for eval, in the same forms; unset: a prepared dataset's held-out shards,
    /// the `validation` files of a directory named by split, or the last `val_shards` files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub validation: Option<DataPaths>,
    /// Trailing files (in sorted order) held out for eval when nothing names an eval split.
    #[serde(default = "defaults::one_usize")]
    pub val_shards: usize,
    /// The column holding each document's text.
    #[serde(
        default = "defaults::text_column",
        skip_serializing_if = "defaults::is_text_column"
    )]
    pub text_column: String,
    /// The tokenizer's beginning-of-document token, by name (`None`: the first of the usual names the
    /// tokenizer holds: `<|bos|>`, `<|begin_of_text|>`, `<s>`, `<bos>`, `[BOS]`, `<|endoftext|>`). Left out
    /// of the canonical JSON when unset, so configs without it keep their hash.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bos_token: Option<String>,
    /// What to do with a row that is not UTF-8.
    #[serde(default, skip_serializing_if = "defaults::is_default")]
    pub on_bad_row: OnBadRow,
    /// How much of each shard the start-up check reads.
    #[serde(default, skip_serializing_if = "defaults::is_default")]
    pub row_check: RowCheck,
    /// Documents per packing block: best fit over this many documents (twice as many pending pieces).
    /// Larger packs tighter; each block is also the unit of parallel work and of resumption.
    #[serde(
        default = "defaults::pack_docs",
        skip_serializing_if = "defaults::is_default_pack_docs"
    )]
    pub pack_docs: usize,
    /// A weighted mixture of sources, instead of `shards`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sources: Vec<DataSource>,
}

/// `[compiler]`: compiler options for every program of a run (training, eval, and each
/// candidate `plan` and `--dry-run` compile), one table per platform, since each plugin refuses
/// options it does not know: `[compiler.tpu]` for libtpu (e.g.
/// `xla_tpu_enable_windowed_einsum_for_reduce_scatter = false`), `[compiler.cpu]` for the XLA
/// CPU plugin, `[compiler.cuda]` for the XLA CUDA plugin. They travel with each compile (the
/// per-compile form of an `XLA_FLAGS` / `LIBTPU_INIT_ARGS` entry), so the executable cache keys
/// on them and the run manifest's config records them; the process environment stays as it is.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompilerConfig {
    /// Options for TPU compiles (libtpu), by name as the compiler spells it, without `--`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tpu: BTreeMap<String, CompilerOption>,
    /// Options for compiles on the XLA CPU plugin.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cpu: BTreeMap<String, CompilerOption>,
    /// Options for compiles on the XLA CUDA plugin.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cuda: BTreeMap<String, CompilerOption>,
}

impl CompilerConfig {
    /// No options set (the section is then left out of the canonical JSON, so configs without
    /// it hash as they did before it existed).
    pub fn is_empty(&self) -> bool {
        self.tpu.is_empty() && self.cpu.is_empty() && self.cuda.is_empty()
    }

    /// The options for compiles on `platform`; none for a plugin we do not recognise.
    pub fn for_platform(&self, platform: Platform) -> &BTreeMap<String, CompilerOption> {
        static NONE: BTreeMap<String, CompilerOption> = BTreeMap::new();
        match platform {
            Platform::Tpu => &self.tpu,
            Platform::Cpu => &self.cpu,
            Platform::Cuda => &self.cuda,
            Platform::Other => &NONE,
        }
    }

    fn tables(&self) -> [(&'static str, &BTreeMap<String, CompilerOption>); 3] {
        [("tpu", &self.tpu), ("cpu", &self.cpu), ("cuda", &self.cuda)]
    }
}

/// The value of one `[compiler.<platform>]` option.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CompilerOption {
    /// A boolean option.
    Bool(bool),
    /// An integer option.
    Int(i64),
    /// A string option (also how a floating-point option is given).
    Str(String),
}

/// A whole run configuration. Build it with [`NamConfig::from_toml_str`], which validates.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamConfig {
    /// Architecture.
    pub model: ModelConfig,
    /// Optimizer hyper-parameters.
    pub optimizer: OptimizerConfig,
    /// Learning-rate schedule.
    pub schedule: ScheduleConfig,
    /// Types.
    pub precision: PrecisionConfig,
    /// Loop settings.
    pub train: TrainConfig,
    /// Data locations.
    pub data: DataConfig,
    /// Device mesh. Left out of the canonical JSON when it is one device, so single-device
    /// configs hash as they did before meshes existed. One device while [`Self::mesh_auto`]
    /// is set and no planner has chosen yet.
    #[serde(default, skip_serializing_if = "Mesh::is_unsharded")]
    pub mesh: Mesh,
    /// `[mesh]` was left out or written `mesh = "auto"`: the mesh (and micro-batching) is the
    /// planner's to choose for the devices at hand (`namtrain` does, see `docs/running.md`, "Choosing the
    /// mesh"). A chosen config has it cleared and [`Self::mesh`] set, so it is not part of the
    /// canonical JSON: the hash of a config describes the mesh it runs on.
    #[serde(skip)]
    pub mesh_auto: bool,
    /// Compiler options for every compile of the run.
    #[serde(default, skip_serializing_if = "CompilerConfig::is_empty")]
    pub compiler: CompilerConfig,
}

mod defaults {
    use super::{Activation, Dtype};
    pub fn rope_theta() -> f64 {
        10_000.0
    }
    pub fn window_pattern() -> String {
        "G".into()
    }
    pub fn logit_softcap() -> f64 {
        15.0
    }
    pub fn relu2() -> Activation {
        Activation::Relu2
    }
    pub fn swiglu() -> Activation {
        Activation::Swiglu
    }
    pub fn one() -> f64 {
        1.0
    }
    pub fn one_usize() -> usize {
        1
    }
    pub fn yes() -> bool {
        true
    }
    pub fn capacity_factor() -> f64 {
        1.25
    }
    pub fn bias_rate() -> f64 {
        1e-3
    }
    pub fn expand() -> usize {
        2
    }
    pub fn ssm_state() -> usize {
        128
    }
    pub fn ssm_head_dim() -> usize {
        64
    }
    pub fn conv_kernel() -> usize {
        4
    }
    pub fn chunk() -> usize {
        64
    }
    pub fn r_k_head() -> usize {
        64
    }
    pub fn r_v_head() -> usize {
        16
    }
    pub fn mtp_beta() -> f64 {
        0.6
    }
    pub fn mtp_lambda() -> f64 {
        0.3
    }
    pub fn mtp_pattern() -> String {
        "AF".into()
    }
    pub fn muon_lr() -> f64 {
        0.02
    }
    pub fn muon_momentum() -> f64 {
        0.95
    }
    pub fn ns_steps() -> usize {
        5
    }
    pub fn adamw_lr() -> f64 {
        0.004
    }
    pub fn adamw_embed_lr() -> f64 {
        0.2
    }
    pub fn beta1() -> f64 {
        0.8
    }
    pub fn beta2() -> f64 {
        0.95
    }
    pub fn adamw_eps() -> f64 {
        1e-10
    }
    pub fn steps() -> usize {
        1000
    }
    pub fn warmdown_frac() -> f64 {
        0.2
    }
    pub fn f32() -> Dtype {
        Dtype::F32
    }
    pub fn bf16() -> Dtype {
        Dtype::Bf16
    }
    pub fn remat() -> bool {
        true
    }
    pub fn batch_size() -> usize {
        8
    }
    pub fn eval_every() -> usize {
        100
    }
    pub fn eval_batches() -> usize {
        4
    }
    pub fn keep_checkpoints() -> usize {
        3
    }
    pub fn log_every() -> usize {
        10
    }
    pub fn tokenizer() -> String {
        "runs/data/tokenizer.json".into()
    }
    pub fn shards() -> super::DataPaths {
        super::DataPaths::One("runs/data/shards".into())
    }
    pub fn text_column() -> String {
        "text".into()
    }
    pub fn is_text_column(column: &str) -> bool {
        column == "text"
    }
    pub fn pack_docs() -> usize {
        32
    }
    pub fn is_default_pack_docs(docs: &usize) -> bool {
        *docs == pack_docs()
    }
    pub fn is_default<T: Default + PartialEq>(value: &T) -> bool {
        *value == T::default()
    }
}

fn empty_table() -> toml::Value {
    toml::Value::Table(toml::Table::new())
}

fn section<T: serde::de::DeserializeOwned>(
    table: &toml::Table,
    name: &str,
) -> Result<T, ConfigError> {
    let value = table.get(name).cloned().unwrap_or_else(empty_table);
    if !value.is_table() {
        return Err(ConfigError::Section {
            section: name.into(),
            message: format!("expected a table [{name}], found a {}", value.type_str()),
        });
    }
    value
        .clone()
        .try_into()
        .map_err(|e: toml::de::Error| ConfigError::Section {
            section: name.into(),
            message: match failing_key::<T>(&value) {
                Some(key) => format!("`{key}`: {}", e.message().trim()),
                None => e.message().trim().to_string(),
            },
        })
}

/// The key whose value a section's deserialization rejected (a value error such as a negative
/// size carries no key of its own): the section is re-read from its TOML text, whose error
/// points at the offending line.
fn failing_key<T: serde::de::DeserializeOwned>(value: &toml::Value) -> Option<String> {
    let table = value.as_table()?;
    let text = toml::to_string(table).ok()?;
    let span = toml::from_str::<T>(&text).err()?.span()?;
    let start = text[..span.start.min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let (key, _) = text[start..].lines().next()?.split_once('=')?;
    let key = key.trim().trim_matches('"');
    table.contains_key(key).then(|| key.to_string())
}

const SECTIONS: [&str; 8] = [
    "model",
    "optimizer",
    "schedule",
    "precision",
    "train",
    "data",
    "mesh",
    "compiler",
];

impl NamConfig {
    /// Parses, fills defaults, normalises (`-` → `F`) and validates a TOML config.
    pub fn from_toml_str(text: &str) -> Result<Self, ConfigError> {
        let table: toml::Table = text
            .parse()
            .map_err(|e: toml::de::Error| ConfigError::Syntax(e.to_string().trim().to_string()))?;
        if let Some(unknown) = table.keys().find(|k| !SECTIONS.contains(&k.as_str())) {
            return Err(ConfigError::UnknownSection {
                section: unknown.clone(),
            });
        }
        if !table.contains_key("model") {
            return Err(ConfigError::Section {
                section: "model".into(),
                message: "the [model] section is required".into(),
            });
        }
        let (mesh, mesh_auto) = match table.get("mesh") {
            None => (Mesh::SINGLE, true),
            Some(toml::Value::String(s)) if s == "auto" => (Mesh::SINGLE, true),
            Some(toml::Value::String(s)) => {
                return Err(ConfigError::Section {
                    section: "mesh".into(),
                    message: format!(
                        "`mesh = {s:?}`: write `mesh = \"auto\"` (the planner chooses for the \
                         devices at hand) or a [mesh] table with data, expert, model, fsdp"
                    ),
                });
            }
            Some(_) => (section(&table, "mesh")?, false),
        };
        let mut config = NamConfig {
            model: section(&table, "model")?,
            optimizer: section(&table, "optimizer")?,
            schedule: section(&table, "schedule")?,
            precision: section(&table, "precision")?,
            train: section(&table, "train")?,
            data: section(&table, "data")?,
            mesh,
            mesh_auto,
            compiler: section(&table, "compiler")?,
        };
        config.model.pattern = config.model.pattern.replace('-', "F");
        config.model.mtp_pattern = config.model.mtp_pattern.replace('-', "F");
        config.validate()?;
        Ok(config)
    }

    /// Checks every cross-field rule; lists all problems found.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let mut errors = Vec::new();
        self.model.check(&mut errors);
        self.check_optimizer(&mut errors);
        self.check_schedule(&mut errors);
        self.check_train(&mut errors);
        self.check_data(&mut errors);
        self.mesh.check(self, &mut errors);
        self.check_compiler(&mut errors);
        if errors.is_empty() {
            Ok(())
        } else {
            Err(ConfigError::Invalid(errors))
        }
    }

    /// SHA-256 (hex) of the canonical JSON of the whole config, defaults filled in.
    pub fn config_hash(&self) -> String {
        canonical_hash("nam-config-v1", self)
    }

    /// SHA-256 (hex) of the canonical JSON of `[model]` only: equal hashes mean the same
    /// parameter set and forward function (what checkpoints must agree on).
    pub fn model_hash(&self) -> String {
        // The default backend is left out of the canonical JSON, so model hashes stay as they
        // were before the backend choice existed.
        let model = ModelConfig {
            attention: crate::backend::AttentionBackend::default(),
            attention_chunk: None,
            ssd_kernel: SsdKernel::default(),
            ..self.model.clone()
        };
        canonical_hash("nam-model-v1", &model)
    }

    fn check_optimizer(&self, errors: &mut Vec<String>) {
        let o = &self.optimizer;
        for (name, v) in [
            ("muon_lr", o.muon_lr),
            ("adamw_lr", o.adamw_lr),
            ("adamw_embed_lr", o.adamw_embed_lr),
            ("muon_weight_decay", o.muon_weight_decay),
            ("adamw_weight_decay", o.adamw_weight_decay),
            ("grad_clip", o.grad_clip),
        ] {
            if !(v >= 0.0 && v.is_finite()) {
                errors.push(format!(
                    "[optimizer] {name} {v} must be a finite number >= 0"
                ));
            }
        }
        for (name, v) in [
            ("muon_momentum", o.muon_momentum),
            ("adamw_beta1", o.adamw_beta1),
            ("adamw_beta2", o.adamw_beta2),
        ] {
            if !(0.0..1.0).contains(&v) {
                errors.push(format!("[optimizer] {name} {v} must be in [0, 1)"));
            }
        }
        if o.adamw_eps.is_nan() || o.adamw_eps <= 0.0 {
            errors.push(format!("[optimizer] adamw_eps {} must be > 0", o.adamw_eps));
        }
        if o.muon_ns_steps == 0 {
            errors.push("[optimizer] muon_ns_steps must be at least 1".into());
        }
    }

    fn check_schedule(&self, errors: &mut Vec<String>) {
        let s = &self.schedule;
        if s.steps == 0 {
            errors.push("[schedule] steps must be at least 1".into());
        }
        if !(0.0..=1.0).contains(&s.warmdown_frac) {
            errors.push(format!(
                "[schedule] warmdown_frac {} must be in [0, 1]",
                s.warmdown_frac
            ));
        }
        if !(0.0..=1.0).contains(&s.final_lr_frac) {
            errors.push(format!(
                "[schedule] final_lr_frac {} must be in [0, 1]",
                s.final_lr_frac
            ));
        }
        let warmdown = crate::schedule::warmdown_steps(s);
        if s.warmup_steps + warmdown > s.steps {
            errors.push(format!(
                "[schedule] warmup_steps {} + warmdown steps {warmdown} (warmdown_frac {} of {}) exceed steps {}; \
                 shorten the warmup or the warmdown",
                s.warmup_steps, s.warmdown_frac, s.steps, s.steps
            ));
        }
    }

    fn check_compiler(&self, errors: &mut Vec<String>) {
        for (platform, options) in self.compiler.tables() {
            for name in options.keys() {
                let bare = name.trim_start_matches('-');
                if bare != name || name.contains('=') {
                    errors.push(format!(
                        "[compiler.{platform}]: write the option as `{} = value`, without `--` \
                         or `=` in the name",
                        bare.split('=').next().unwrap_or(bare)
                    ));
                } else if !name.starts_with("xla_") {
                    errors.push(format!(
                        "[compiler.{platform}]: `{name}` is not an XLA option (their names start \
                         with `xla_`, e.g. `xla_tpu_enable_windowed_einsum_for_reduce_scatter`)"
                    ));
                }
            }
        }
    }

    fn check_data(&self, errors: &mut Vec<String>) {
        let d = &self.data;
        if d.pack_docs == 0 {
            errors.push("[data] pack_docs must be at least 1".into());
        }
        let empty = |paths: &DataPaths| paths.entries().iter().all(|p| p.trim().is_empty());
        if empty(&d.shards) {
            errors.push("[data] shards names no path".into());
        }
        if d.text_column.is_empty() {
            errors.push("[data] text_column is empty".into());
        }
        if d.sources.is_empty() {
            return;
        }
        if d.shards != defaults::shards() {
            errors.push(
                "[data] shards and [[data.sources]] are both set; a mixture names its files in each source's \
                 `path`"
                    .into(),
            );
        }
        for (i, source) in d.sources.iter().enumerate() {
            if !(source.weight.is_finite() && source.weight > 0.0) {
                errors.push(format!(
                    "[[data.sources]] #{} has weight {}; weights must be positive numbers",
                    i + 1,
                    source.weight
                ));
            }
            if empty(&source.path) {
                errors.push(format!("[[data.sources]] #{} names no path", i + 1));
            }
        }
    }

    fn check_train(&self, errors: &mut Vec<String>) {
        let t = &self.train;
        if t.batch_size == 0 {
            errors.push("[train] batch_size must be at least 1".into());
        }
        if t.micro_batches == 0 {
            errors.push("[train] micro_batches must be at least 1".into());
        } else if !t.batch_size.is_multiple_of(t.micro_batches) {
            errors.push(format!(
                "[train] batch_size {} is not divisible by micro_batches {}",
                t.batch_size, t.micro_batches
            ));
        } else if let Some(group) = self.model.routing_group
            && self.model.has(SublayerKind::Moe)
            && group > self.model.seq_len
            && group % self.model.seq_len == 0
        {
            let micro_tokens = t.batch_size / t.micro_batches * self.model.seq_len;
            if !micro_tokens.is_multiple_of(group) {
                errors.push(format!(
                    "routing_group {group} does not divide the {micro_tokens} tokens of a micro-batch \
                     (batch_size {} / micro_batches {} × seq_len {})",
                    t.batch_size, t.micro_batches, self.model.seq_len
                ));
            }
        }
        if t.keep_checkpoints == 0 {
            errors.push("[train] keep_checkpoints must be at least 1".into());
        }
    }
}

fn canonical_hash<T: Serialize>(tag: &str, value: &T) -> String {
    // serde_json writes struct fields in declaration order and floats in shortest round-trip
    // form, so equal configs give equal bytes; the tag versions the scheme.
    let json = serde_json::to_vec(value).unwrap_or_default();
    let mut hasher = Sha256::new();
    hasher.update(tag.as_bytes());
    hasher.update(b"\n");
    hasher.update(&json);
    hex::encode(hasher.finalize())
}

fn parse_pattern(key: &str, pattern: &str, errors: &mut Vec<String>) -> Vec<SublayerKind> {
    if pattern.is_empty() {
        errors.push(format!(
            "{key} is empty; give at least one of A, F, E, M, R, -"
        ));
    }
    let mut kinds = Vec::new();
    for (i, c) in pattern.chars().enumerate() {
        match SublayerKind::from_letter(c) {
            Some(k) => kinds.push(k),
            None => errors.push(format!(
                "{key} letter '{c}' at position {i}: expected one of A, F, E, M, R, -"
            )),
        }
    }
    kinds
}

impl ModelConfig {
    /// Kind of every main-stack sublayer (pattern tiled to depth).
    pub fn sublayers(&self) -> Vec<SublayerKind> {
        let letters: Vec<SublayerKind> = self
            .pattern
            .chars()
            .filter_map(SublayerKind::from_letter)
            .collect();
        if letters.is_empty() {
            return Vec::new();
        }
        (0..self.depth)
            .map(|i| letters[i % letters.len()])
            .collect()
    }

    /// Kinds of the MTP block's sublayers (empty when `mtp_depth == 0`).
    pub fn mtp_sublayers(&self) -> Vec<SublayerKind> {
        if self.mtp_depth == 0 {
            return Vec::new();
        }
        self.mtp_pattern
            .chars()
            .filter_map(SublayerKind::from_letter)
            .collect()
    }

    /// Whether the main stack or the (enabled) MTP block has a sublayer of this kind.
    pub fn has(&self, kind: SublayerKind) -> bool {
        // The first pattern repetition holds every kind the stack has; never expand `depth`
        // (validation asks this before the size of `depth` is known to be sane).
        let main = self
            .pattern
            .chars()
            .filter_map(SublayerKind::from_letter)
            .take(self.depth)
            .any(|k| k == kind);
        main || self.mtp_sublayers().contains(&kind)
    }

    /// Window of each main-stack sublayer that is attention (`None` for other kinds).
    pub fn attention_windows(&self) -> Vec<Option<AttnWindow>> {
        let letters: Vec<char> = self.window_pattern.chars().collect();
        let kinds = self.sublayers();
        let n_attn = kinds
            .iter()
            .filter(|k| **k == SublayerKind::Attention)
            .count();
        let mut ordinal = 0;
        kinds
            .iter()
            .map(|k| {
                (*k == SublayerKind::Attention).then(|| {
                    let letter = letters.get(ordinal % letters.len().max(1)).copied();
                    ordinal += 1;
                    match (letter, self.window) {
                        (Some('L'), Some(w)) if ordinal < n_attn => AttnWindow::Local(w),
                        _ => AttnWindow::Global,
                    }
                })
            })
            .collect()
    }

    /// Query heads H (0 if unset).
    pub fn n_head(&self) -> usize {
        self.n_head.unwrap_or(0)
    }
    /// Key/value heads K (default H).
    pub fn n_kv_head(&self) -> usize {
        self.n_kv_head.unwrap_or(self.n_head())
    }
    /// Head dimension D (default d_model / H).
    pub fn head_dim(&self) -> usize {
        self.head_dim
            .unwrap_or_else(|| self.d_model.checked_div(self.n_head()).unwrap_or(0))
    }
    /// Dense FFN hidden width (0 if unset).
    pub fn ffn_hidden(&self) -> usize {
        self.ffn_hidden.unwrap_or(0)
    }
    /// Routed experts N (0 if unset).
    pub fn n_routed(&self) -> usize {
        self.n_routed.unwrap_or(0)
    }
    /// Experts per token k (0 if unset).
    pub fn top_k(&self) -> usize {
        self.top_k.unwrap_or(0)
    }
    /// Routed expert hidden width f_e (0 if unset).
    pub fn expert_hidden(&self) -> usize {
        self.expert_hidden.unwrap_or(0)
    }
    /// Shared expert hidden width f_s (default f_e).
    pub fn shared_hidden(&self) -> usize {
        self.shared_hidden.unwrap_or(self.expert_hidden())
    }
    /// Tokens per routing group (default seq_len).
    pub fn routing_group(&self) -> usize {
        self.routing_group.unwrap_or(self.seq_len)
    }
    /// Mamba inner width expand · d_model.
    pub fn d_inner(&self) -> usize {
        self.expand * self.d_model
    }
    /// Mamba heads d_inner / P.
    pub fn ssm_heads(&self) -> usize {
        self.d_inner().checked_div(self.ssm_head_dim).unwrap_or(0)
    }
    /// M2RNN heads (default floor(d_model / 80)).
    pub fn r_heads(&self) -> usize {
        self.r_heads.unwrap_or(self.d_model / 80)
    }
    /// M2RNN gate / output width Hr · dv.
    pub fn r_inner(&self) -> usize {
        self.r_heads() * self.r_v_head
    }
    /// MTP depth weights alpha_k = beta^k / sum_j beta^j, k = 1..=mtp_depth.
    pub fn mtp_weights(&self) -> Vec<f64> {
        let raw: Vec<f64> = (1..=self.mtp_depth)
            .map(|k| self.mtp_beta.powi(k as i32))
            .collect();
        let sum: f64 = raw.iter().sum();
        raw.iter().map(|w| w / sum).collect()
    }

    fn check(&self, errors: &mut Vec<String>) {
        if self.depth == 0 {
            errors.push("depth must be at least 1".into());
        }
        for (name, v) in [
            ("d_model", self.d_model),
            ("vocab_size", self.vocab_size),
            ("seq_len", self.seq_len),
        ] {
            if v == 0 {
                errors.push(format!("{name} must be at least 1"));
            }
        }
        parse_pattern("pattern", &self.pattern, errors);
        if self.mtp_depth > 0 {
            parse_pattern("mtp_pattern", &self.mtp_pattern, errors);
        }
        if !(self.logit_softcap > 0.0 && self.logit_softcap.is_finite()) {
            errors.push(format!("logit_softcap {} must be > 0", self.logit_softcap));
        }
        if self.has(SublayerKind::Attention) {
            self.check_attention(errors);
        }
        if self.has(SublayerKind::Ffn) && self.ffn_hidden() == 0 {
            errors.push(
                "the pattern has F sublayers, so [model] ffn_hidden must be set (> 0)".into(),
            );
        }
        if self.has(SublayerKind::Moe) {
            self.check_moe(errors);
        }
        if self.has(SublayerKind::Mamba) {
            self.check_mamba(errors);
        }
        if self.has(SublayerKind::M2rnn) {
            self.check_m2rnn(errors);
        }
        if (self.has(SublayerKind::Mamba) || self.has(SublayerKind::M2rnn)) && self.conv_kernel == 0
        {
            errors.push("conv_kernel must be at least 1".into());
        }
        if self.mtp_depth > 0 {
            if self.mtp_depth >= self.seq_len {
                errors.push(format!(
                    "mtp_depth {} must be smaller than seq_len {}",
                    self.mtp_depth, self.seq_len
                ));
            }
            if !(self.mtp_beta > 0.0 && self.mtp_beta.is_finite()) {
                errors.push(format!("mtp_beta {} must be > 0", self.mtp_beta));
            }
            if !(self.mtp_lambda >= 0.0 && self.mtp_lambda.is_finite()) {
                errors.push(format!("mtp_lambda {} must be >= 0", self.mtp_lambda));
            }
        }
    }

    fn check_attention(&self, errors: &mut Vec<String>) {
        let h = self.n_head();
        if h == 0 {
            errors.push("the pattern has A sublayers, so [model] n_head must be set (> 0)".into());
            return;
        }
        let k = self.n_kv_head();
        if k == 0 {
            errors.push("n_kv_head must be at least 1".into());
        } else if !h.is_multiple_of(k) {
            errors.push(format!("n_head {h} is not divisible by n_kv_head {k}"));
        }
        let d = self.head_dim();
        if self.head_dim.is_none() && !self.d_model.is_multiple_of(h) {
            errors.push(format!(
                "d_model {} is not divisible by n_head {h}; set head_dim explicitly",
                self.d_model
            ));
        } else if d == 0 || !d.is_multiple_of(2) {
            errors.push(format!(
                "head_dim {d} must be even and > 0 (rotary embedding rotates pairs (i, i + D/2))"
            ));
        }
        if !(self.rope_theta > 0.0 && self.rope_theta.is_finite()) {
            errors.push(format!("rope_theta {} must be > 0", self.rope_theta));
        }
        if self.window_pattern.is_empty() {
            errors
                .push("window_pattern is empty; use \"G\" for global attention everywhere".into());
        }
        for (i, c) in self.window_pattern.chars().enumerate() {
            if c != 'G' && c != 'L' {
                errors.push(format!(
                    "window_pattern letter '{c}' at position {i}: expected G (global causal) or L (sliding window)"
                ));
            }
        }
        if self.window_pattern.contains('L') {
            match self.window {
                None | Some(0) => errors.push(
                    "window_pattern has L (local) layers, so [model] window must be set (> 0)"
                        .into(),
                ),
                Some(_) => {}
            }
        }
        if let Some(s) = self.attn_softcap
            && !(s > 0.0 && s.is_finite())
        {
            errors.push(format!("attn_softcap {s} must be > 0 (omit it to disable)"));
        }
    }

    fn check_moe(&self, errors: &mut Vec<String>) {
        let (n, k) = (self.n_routed(), self.top_k());
        if n == 0 {
            errors
                .push("the pattern has E sublayers, so [model] n_routed must be set (> 0)".into());
        }
        if k == 0 {
            errors.push("the pattern has E sublayers, so [model] top_k must be set (> 0)".into());
        } else if n > 0 && k > n {
            errors.push(format!("top_k {k} exceeds n_routed {n}"));
        }
        if self.expert_hidden() == 0 {
            errors.push(
                "the pattern has E sublayers, so [model] expert_hidden must be set (> 0)".into(),
            );
        }
        if self.n_shared > 1 {
            errors.push(format!("n_shared {} must be 0 or 1", self.n_shared));
        }
        if self.n_shared == 1 && self.shared_hidden() == 0 {
            errors.push("shared_hidden must be > 0".into());
        }
        if !(self.capacity_factor > 0.0 && self.capacity_factor.is_finite()) {
            errors.push(format!(
                "capacity_factor {} must be > 0",
                self.capacity_factor
            ));
        }
        if !(self.routed_scaling > 0.0 && self.routed_scaling.is_finite()) {
            errors.push(format!(
                "routed_scaling {} must be > 0",
                self.routed_scaling
            ));
        }
        if !(self.bias_rate >= 0.0 && self.bias_rate.is_finite()) {
            errors.push(format!("bias_rate {} must be >= 0", self.bias_rate));
        }
        if !(self.z_coef >= 0.0 && self.z_coef.is_finite()) {
            errors.push(format!("z_coef {} must be >= 0", self.z_coef));
        }
        let (g, t) = (self.routing_group(), self.seq_len);
        if g == 0 {
            errors.push("routing_group must be at least 1".into());
        } else if t > 0 && t % g != 0 && g % t != 0 {
            errors.push(format!(
                "routing_group {g} neither divides seq_len {t} nor is a multiple of it"
            ));
        }
    }

    fn check_mamba(&self, errors: &mut Vec<String>) {
        if self.expand == 0 || self.ssm_state == 0 || self.ssm_head_dim == 0 || self.ssm_groups == 0
        {
            errors.push(
                "expand, ssm_state, ssm_head_dim and ssm_groups must all be at least 1".into(),
            );
            return;
        }
        let di = self.d_inner();
        if !di.is_multiple_of(self.ssm_head_dim) {
            errors.push(format!(
                "d_inner {di} (expand {} × d_model {}) is not divisible by ssm_head_dim {}",
                self.expand, self.d_model, self.ssm_head_dim
            ));
        } else if !self.ssm_heads().is_multiple_of(self.ssm_groups) {
            errors.push(format!(
                "Mamba heads {} (d_inner {di} / ssm_head_dim {}) are not divisible by ssm_groups {}",
                self.ssm_heads(),
                self.ssm_head_dim,
                self.ssm_groups
            ));
        }
        if self.chunk == 0 || !self.seq_len.is_multiple_of(self.chunk) {
            errors.push(format!(
                "chunk {} must be > 0 and divide seq_len {}",
                self.chunk, self.seq_len
            ));
        }
    }

    fn check_m2rnn(&self, errors: &mut Vec<String>) {
        if self.r_heads() == 0 {
            errors.push(format!(
                "M2RNN heads are 0 (default floor(d_model {} / 80)); set [model] r_heads",
                self.d_model
            ));
        }
        if self.r_k_head == 0 || self.r_v_head == 0 {
            errors.push("r_k_head and r_v_head must be at least 1".into());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MINIMAL: &str = r#"
[model]
depth = 4
pattern = "AF"
d_model = 64
vocab_size = 100
seq_len = 32
n_head = 4
ffn_hidden = 128
"#;

    fn with_model(extra: &str) -> String {
        MINIMAL.replacen("[model]\n", &format!("[model]\n{extra}\n"), 1)
    }

    fn with_model_replacing(from: &str, to: &str) -> String {
        assert!(MINIMAL.contains(from));
        MINIMAL.replacen(from, to, 1)
    }

    fn invalid_messages(text: &str) -> Vec<String> {
        match NamConfig::from_toml_str(text) {
            Err(ConfigError::Invalid(list)) => list,
            other => panic!("expected Invalid, got {other:?}"),
        }
    }

    fn assert_invalid(text: &str, needle: &str) {
        let list = invalid_messages(text);
        assert!(
            list.iter().any(|m| m == needle),
            "no message equal to {needle:?} in {list:?}"
        );
    }

    #[test]
    fn a_left_out_or_auto_mesh_is_the_planners_and_a_written_one_is_kept() {
        let left_out = NamConfig::from_toml_str(MINIMAL).unwrap();
        assert!(left_out.mesh_auto);
        assert_eq!(left_out.mesh, Mesh::SINGLE);
        let auto = NamConfig::from_toml_str(&format!("mesh = \"auto\"\n{MINIMAL}")).unwrap();
        assert!(auto.mesh_auto);
        // Auto is not part of the hash: the hash describes the mesh a config runs on.
        assert_eq!(auto.config_hash(), left_out.config_hash());
        let written =
            NamConfig::from_toml_str(&format!("{MINIMAL}\n[mesh]\ndata = 2\nfsdp = true\n"))
                .unwrap();
        assert!(!written.mesh_auto);
        assert_eq!(written.mesh, Mesh::new(2, 1, 1, true));
        let single = NamConfig::from_toml_str(&format!("{MINIMAL}\n[mesh]\n")).unwrap();
        assert!(
            !single.mesh_auto,
            "an empty [mesh] table is one device, written out"
        );
        let err = NamConfig::from_toml_str(&format!("mesh = \"fsdp\"\n{MINIMAL}")).unwrap_err();
        assert!(err.to_string().contains("write `mesh = \"auto\"`"), "{err}");
    }

    #[test]
    fn minimal_config_fills_spec_defaults() {
        let c = NamConfig::from_toml_str(MINIMAL).unwrap();
        assert_eq!(c.model.logit_softcap, 15.0);
        assert_eq!(c.model.n_kv_head(), 4);
        assert_eq!(c.model.head_dim(), 16);
        assert_eq!(c.model.expand, 2);
        assert_eq!(c.model.ssm_state, 128);
        assert_eq!(c.model.ssm_head_dim, 64);
        assert_eq!(c.model.conv_kernel, 4);
        assert_eq!(c.model.r_k_head, 64);
        assert_eq!(c.model.r_v_head, 16);
        assert_eq!(c.model.mtp_beta, 0.6);
        assert_eq!(c.model.mtp_lambda, 0.3);
        assert_eq!(c.model.mtp_pattern, "AF");
        assert_eq!(c.model.activation, Activation::Relu2);
        assert_eq!(c.model.expert_activation, Activation::Swiglu);
        assert_eq!(c.model.routed_scaling, 1.0);
        assert_eq!(c.optimizer.muon_momentum, 0.95);
        assert!(c.optimizer.muon_nesterov);
        assert_eq!(c.optimizer.muon_ns_steps, 5);
        assert_eq!(
            (c.optimizer.adamw_beta1, c.optimizer.adamw_beta2),
            (0.8, 0.95)
        );
        assert_eq!(c.optimizer.adamw_eps, 1e-10);
        assert_eq!(c.model.r_heads(), 0);
    }

    #[test]
    fn n_head_must_divide_by_n_kv_head() {
        assert_invalid(
            &with_model_replacing("n_head = 4", "n_head = 6\nn_kv_head = 4\nhead_dim = 16"),
            "n_head 6 is not divisible by n_kv_head 4",
        );
    }

    #[test]
    fn bad_pattern_letter_names_letter_and_position() {
        assert_invalid(
            &with_model_replacing("pattern = \"AF\"", "pattern = \"AFMX\""),
            "pattern letter 'X' at position 3: expected one of A, F, E, M, R, -",
        );
    }

    #[test]
    fn dash_is_an_alias_of_f_and_hashes_the_same() {
        let dash = NamConfig::from_toml_str(&with_model_replacing(
            "pattern = \"AF\"",
            "pattern = \"A-\"",
        ))
        .unwrap();
        let f = NamConfig::from_toml_str(MINIMAL).unwrap();
        assert_eq!(dash.model.pattern, "AF");
        assert_eq!(dash.config_hash(), f.config_hash());
    }

    #[test]
    fn unknown_key_names_key_and_section() {
        let err = NamConfig::from_toml_str(&with_model("n_heads = 4")).unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("[model]") && msg.contains("n_heads"), "{msg}");
        let err = NamConfig::from_toml_str(&format!("{MINIMAL}\n[optimizer]\nmuon_lrr = 0.1\n"))
            .unwrap_err();
        let msg = err.to_string();
        assert!(
            msg.contains("[optimizer]") && msg.contains("muon_lrr"),
            "{msg}"
        );
    }

    #[test]
    fn attention_backend_defaults_to_auto_and_leaves_the_model_hash_alone() {
        use crate::backend::AttentionBackend;
        let auto = NamConfig::from_toml_str(MINIMAL).unwrap();
        assert_eq!(auto.model.attention, AttentionBackend::Auto);
        let explicit = NamConfig::from_toml_str(&with_model("attention = \"auto\"")).unwrap();
        assert_eq!(explicit.config_hash(), auto.config_hash());
        let pallas = NamConfig::from_toml_str(&with_model("attention = \"pallas\"")).unwrap();
        assert_eq!(pallas.model.attention, AttentionBackend::Pallas);
        let xla = NamConfig::from_toml_str(&with_model("attention = \"xla\"")).unwrap();
        assert_eq!(xla.model.attention, AttentionBackend::Xla);
        assert_eq!(auto.model_hash(), xla.model_hash());
        // Same parameters and function: checkpoints move between backends; runs differ.
        assert_eq!(pallas.model_hash(), xla.model_hash());
        assert_ne!(pallas.config_hash(), xla.config_hash());
    }

    #[test]
    fn unknown_attention_backend_names_the_choices() {
        let msg = NamConfig::from_toml_str(&with_model("attention = \"flash\""))
            .unwrap_err()
            .to_string();
        assert!(
            msg.starts_with("in section [model]: `attention`: unknown variant `flash`, expected one of `pallas`, `xla`, `auto`"),
            "{msg}"
        );
    }

    #[test]
    fn data_sources_and_keys_are_checked_and_defaults_keep_the_hash() {
        let data = |lines: &str| format!("{MINIMAL}\n[data]\n{lines}\n");
        assert_invalid(
            &data("shards = \"a\"\n[[data.sources]]\npath = \"b\"\nweight = 1.0"),
            "[data] shards and [[data.sources]] are both set; a mixture names its files in each source's `path`",
        );
        assert_invalid(
            &data("[[data.sources]]\npath = \"b\"\nweight = 0.0"),
            "[[data.sources]] #1 has weight 0; weights must be positive numbers",
        );
        assert_invalid(
            &data(
                "[[data.sources]]\npath = \"b\"\nweight = 1.0\n[[data.sources]]\npath = \" \"\nweight = -2.0",
            ),
            "[[data.sources]] #2 names no path",
        );
        assert_invalid(
            &data("pack_docs = 0"),
            "[data] pack_docs must be at least 1",
        );
        assert_invalid(&data("text_column = \"\""), "[data] text_column is empty");
        // The defaults written out, or a one-entry string, hash as a config without them.
        let plain = NamConfig::from_toml_str(MINIMAL).unwrap().config_hash();
        let written = NamConfig::from_toml_str(&data(
            "shards = \"runs/data/shards\"\ntext_column = \"text\"\non_bad_row = \"error\"\n\
             row_check = \"full\"\npack_docs = 32",
        ))
        .unwrap()
        .config_hash();
        assert_eq!(plain, written);
        let list = NamConfig::from_toml_str(&data("train = [\"a\", \"b\"]")).unwrap();
        assert_eq!(list.data.shards.entries(), ["a", "b"]);
    }

    /// The `[precision]` storage options (`wide` or `compute`): a bad value is refused with a
    /// message naming both choices, and `wide`, the default, keeps the config hash of leaving
    /// the key out.
    #[test]
    fn precision_storage_options_name_the_choices_and_their_defaults_keep_the_hash() {
        for key in [
            "matmul_output",
            "residual_stream",
            "ssm_activations",
            "matrix_gradients",
        ] {
            let msg =
                NamConfig::from_toml_str(&format!("{MINIMAL}\n[precision]\n{key} = \"half\"\n"))
                    .unwrap_err()
                    .to_string();
            assert!(
                msg.starts_with(&format!("in section [precision]: `{key}`: unknown variant `half`, expected `wide` or `compute`")),
                "{msg}"
            );
            let parse = |extra: &str| {
                NamConfig::from_toml_str(&format!("{MINIMAL}\n[precision]\n{extra}")).unwrap()
            };
            let (left_out, wide, compute) = (
                parse(""),
                parse(&format!("{key} = \"wide\"\n")),
                parse(&format!("{key} = \"compute\"\n")),
            );
            assert_eq!(left_out.config_hash(), wide.config_hash(), "{key}");
            assert_ne!(left_out.config_hash(), compute.config_hash(), "{key}");
        }
    }

    #[test]
    fn unknown_section_is_named() {
        let err = NamConfig::from_toml_str(&format!("{MINIMAL}\n[modle]\nx = 1\n")).unwrap_err();
        assert_eq!(
            err,
            ConfigError::UnknownSection {
                section: "modle".into()
            }
        );
        assert!(err.to_string().contains("[modle]"));
    }

    #[test]
    fn missing_model_section_and_syntax_errors_are_reported() {
        let err = NamConfig::from_toml_str("[train]\nseed = 1\n").unwrap_err();
        assert!(
            err.to_string().contains("[model] section is required"),
            "{err}"
        );
        let err = NamConfig::from_toml_str("[model\n").unwrap_err();
        assert!(matches!(err, ConfigError::Syntax(_)), "{err:?}");
        let err =
            NamConfig::from_toml_str(&with_model_replacing("d_model = 64", "d_model = \"wide\""))
                .unwrap_err();
        assert!(err.to_string().contains("[model]"), "{err}");
    }

    #[test]
    fn missing_required_key_names_it() {
        let err = NamConfig::from_toml_str(&MINIMAL.replace("seq_len = 32\n", "")).unwrap_err();
        let msg = err.to_string();
        assert!(msg.contains("[model]") && msg.contains("seq_len"), "{msg}");
    }

    #[test]
    fn attention_needs_heads_and_even_head_dim() {
        assert_invalid(
            &MINIMAL.replace("n_head = 4\n", ""),
            "the pattern has A sublayers, so [model] n_head must be set (> 0)",
        );
        assert_invalid(
            &with_model("head_dim = 15"),
            "head_dim 15 must be even and > 0 (rotary embedding rotates pairs (i, i + D/2))",
        );
        assert_invalid(
            &with_model_replacing("n_head = 4", "n_head = 3"),
            "d_model 64 is not divisible by n_head 3; set head_dim explicitly",
        );
    }

    #[test]
    fn window_pattern_is_checked() {
        assert_invalid(
            &with_model("window_pattern = \"SSSL\"\nwindow = 8"),
            "window_pattern letter 'S' at position 0: expected G (global causal) or L (sliding window)",
        );
        assert_invalid(
            &with_model("window_pattern = \"LG\""),
            "window_pattern has L (local) layers, so [model] window must be set (> 0)",
        );
    }

    #[test]
    fn ffn_needs_hidden() {
        assert_invalid(
            &MINIMAL.replace("ffn_hidden = 128\n", ""),
            "the pattern has F sublayers, so [model] ffn_hidden must be set (> 0)",
        );
    }

    #[test]
    fn moe_rules() {
        let moe = |extra: &str| {
            with_model_replacing("pattern = \"AF\"", &format!("pattern = \"AE\"\n{extra}"))
        };
        assert_invalid(
            &moe("n_routed = 4\ntop_k = 5\nexpert_hidden = 8"),
            "top_k 5 exceeds n_routed 4",
        );
        assert_invalid(
            &moe("top_k = 2\nexpert_hidden = 8"),
            "the pattern has E sublayers, so [model] n_routed must be set (> 0)",
        );
        assert_invalid(
            &moe("n_routed = 4\ntop_k = 2\nexpert_hidden = 8\nn_shared = 2"),
            "n_shared 2 must be 0 or 1",
        );
        assert_invalid(
            &moe("n_routed = 4\ntop_k = 2\nexpert_hidden = 8\nrouting_group = 12"),
            "routing_group 12 neither divides seq_len 32 nor is a multiple of it",
        );
        assert_invalid(
            &format!(
                "{}\n[train]\nbatch_size = 3\n",
                moe("n_routed = 4\ntop_k = 2\nexpert_hidden = 8\nrouting_group = 64")
            ),
            "routing_group 64 does not divide the 96 tokens of a micro-batch (batch_size 3 / micro_batches 1 × seq_len 32)",
        );
        let ok =
            NamConfig::from_toml_str(&moe("n_routed = 4\ntop_k = 2\nexpert_hidden = 8")).unwrap();
        assert_eq!(ok.model.shared_hidden(), 8);
        assert_eq!(ok.model.routing_group(), 32);
    }

    #[test]
    fn mamba_rules() {
        let mamba = |extra: &str| {
            with_model_replacing("pattern = \"AF\"", &format!("pattern = \"AM\"\n{extra}"))
        };
        assert_invalid(
            &mamba("ssm_head_dim = 48"),
            "d_inner 128 (expand 2 × d_model 64) is not divisible by ssm_head_dim 48",
        );
        assert_invalid(
            &mamba("ssm_head_dim = 32\nssm_groups = 3"),
            "Mamba heads 4 (d_inner 128 / ssm_head_dim 32) are not divisible by ssm_groups 3",
        );
        assert_invalid(
            &mamba("chunk = 10"),
            "chunk 10 must be > 0 and divide seq_len 32",
        );
    }

    #[test]
    fn m2rnn_needs_heads() {
        assert_invalid(
            &with_model_replacing("pattern = \"AF\"", "pattern = \"AR\""),
            "M2RNN heads are 0 (default floor(d_model 64 / 80)); set [model] r_heads",
        );
    }

    #[test]
    fn mtp_rules_and_weights() {
        assert_invalid(
            &with_model("mtp_depth = 1\nmtp_pattern = \"AQ\""),
            "mtp_pattern letter 'Q' at position 1: expected one of A, F, E, M, R, -",
        );
        let c = NamConfig::from_toml_str(&with_model("mtp_depth = 3")).unwrap();
        let w = c.model.mtp_weights();
        // beta = 0.6: 0.6, 0.36, 0.216 over 1.176 -> 0.5102, 0.3061, 0.1837 (docs/model.md: 0.51, 0.31, 0.18).
        for (got, want) in w.iter().zip([0.6 / 1.176, 0.36 / 1.176, 0.216 / 1.176]) {
            assert!((got - want).abs() < 1e-12);
        }
        assert!(
            (w[0] - 0.51).abs() < 0.005
                && (w[1] - 0.31).abs() < 0.005
                && (w[2] - 0.18).abs() < 0.005
        );
    }

    #[test]
    fn optimizer_schedule_and_train_rules() {
        assert_invalid(
            &format!("{MINIMAL}\n[optimizer]\nmuon_momentum = 1.0\n"),
            "[optimizer] muon_momentum 1 must be in [0, 1)",
        );
        assert_invalid(
            &format!("{MINIMAL}\n[schedule]\nsteps = 10\nwarmup_steps = 9\nwarmdown_frac = 0.2\n"),
            "[schedule] warmup_steps 9 + warmdown steps 2 (warmdown_frac 0.2 of 10) exceed steps 10; shorten the warmup or the warmdown",
        );
        assert_invalid(
            &format!("{MINIMAL}\n[train]\nbatch_size = 6\nmicro_batches = 4\n"),
            "[train] batch_size 6 is not divisible by micro_batches 4",
        );
    }

    #[test]
    fn every_problem_is_listed() {
        let list = invalid_messages(&with_model_replacing(
            "pattern = \"AF\"",
            "pattern = \"AXF\"\nn_kv_head = 3\nlogit_softcap = 0.0",
        ));
        assert_eq!(list.len(), 3, "{list:?}");
    }

    #[test]
    fn windows_tile_over_attention_sublayers_and_last_is_global() {
        let c = NamConfig::from_toml_str(&with_model_replacing(
            "depth = 4\npattern = \"AF\"",
            "depth = 10\npattern = \"AFA\"\nwindow_pattern = \"LG\"\nwindow = 8",
        ))
        .unwrap();
        // Sublayers: A F A A F A A F A A -> attention ordinals 0..7 at 0,2,3,5,6,8,9.
        let w = c.model.attention_windows();
        let local = AttnWindow::Local(8);
        let g = AttnWindow::Global;
        assert_eq!(
            w,
            vec![
                Some(local),
                None,
                Some(g),
                Some(local),
                None,
                Some(g),
                Some(local),
                None,
                Some(g),
                Some(g)
            ]
        );
    }

    #[test]
    fn hash_is_stable_and_sensitive() {
        let a = NamConfig::from_toml_str(MINIMAL).unwrap();
        let b = NamConfig::from_toml_str(&format!("# a comment\n{MINIMAL}")).unwrap();
        assert_eq!(a.config_hash(), b.config_hash());
        assert_eq!(a.config_hash().len(), 64);
        let c = NamConfig::from_toml_str(&format!("{MINIMAL}\n[train]\nseed = 5\n")).unwrap();
        assert_ne!(a.config_hash(), c.config_hash());
        assert_eq!(a.model_hash(), c.model_hash());
        let d = NamConfig::from_toml_str(&with_model("rope_theta = 500000.0")).unwrap();
        assert_ne!(a.model_hash(), d.model_hash());
        // Writing a default explicitly does not change the hash.
        let e = NamConfig::from_toml_str(&with_model("logit_softcap = 15.0")).unwrap();
        assert_eq!(a.config_hash(), e.config_hash());
    }

    /// `[compiler.<platform>]` tables: read per platform, left out of the hash when absent, in it
    /// when set; bad option names are refused with the fix.
    #[test]
    fn compiler_options_are_per_platform_and_checked() {
        let plain = NamConfig::from_toml_str(MINIMAL).unwrap();
        let empty = NamConfig::from_toml_str(&format!("{MINIMAL}\n[compiler]\n")).unwrap();
        assert_eq!(plain.config_hash(), empty.config_hash());
        let c = NamConfig::from_toml_str(&format!(
            "{MINIMAL}\n[compiler.tpu]\nxla_tpu_enable_windowed_einsum_for_reduce_scatter = false\n\
             xla_tpu_some_int = 3\n[compiler.cpu]\nxla_cpu_some_name = \"x\"\n"
        ))
        .unwrap();
        assert_ne!(plain.config_hash(), c.config_hash());
        let tpu = c.compiler.for_platform(Platform::Tpu);
        assert_eq!(
            tpu.get("xla_tpu_enable_windowed_einsum_for_reduce_scatter"),
            Some(&CompilerOption::Bool(false))
        );
        assert_eq!(tpu.get("xla_tpu_some_int"), Some(&CompilerOption::Int(3)));
        assert_eq!(
            c.compiler
                .for_platform(Platform::Cpu)
                .get("xla_cpu_some_name"),
            Some(&CompilerOption::Str("x".into()))
        );
        assert!(c.compiler.for_platform(Platform::Cuda).is_empty());
        assert!(c.compiler.for_platform(Platform::Other).is_empty());
        // Through the manifest's JSON and back (how `sample` reads a run's config).
        let back: NamConfig = serde_json::from_value(serde_json::to_value(&c).unwrap()).unwrap();
        assert_eq!(back.compiler, c.compiler);

        let err = |extra: &str| {
            NamConfig::from_toml_str(&format!("{MINIMAL}\n{extra}"))
                .unwrap_err()
                .to_string()
        };
        let e = err("[compiler.tpu]\n\"--xla_tpu_x\" = true\n");
        assert!(
            e.contains("[compiler.tpu]: write the option as `xla_tpu_x = value`"),
            "{e}"
        );
        let e = err("[compiler.cpu]\nuse_xnnpack = false\n");
        assert!(e.contains("`use_xnnpack` is not an XLA option"), "{e}");
        let e = err("[compiler.tpus]\nxla_x = 1\n");
        assert!(e.contains("[compiler]") && e.contains("tpus"), "{e}");
    }

    #[test]
    fn presets_parse_and_validate() {
        for (name, text) in crate::presets::ALL {
            let c = NamConfig::from_toml_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(c.model.sublayers().len(), c.model.depth, "{name}");
        }
    }
}
