//! `[model]`: the architecture ([`ModelConfig`]), the sublayer kinds of its patterns, the
//! attention windows they imply, and the checks of its keys.

#[cfg(doc)]
use super::NamConfig;
use super::defaults;
use serde::{Deserialize, Serialize};

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

    /// Attention implementation of the A blocks: `auto` (default: `pallas` on TPU, `mosaic-gpu`
    /// on an NVIDIA Hopper GPU, each when an exported kernel serves every attention call's
    /// per-device shape, else `xla`; the run manifest says which ran and why), `xla` (every
    /// platform), `pallas` (the exported TPU kernels of `pallas-kernels/`; TPU only, and an
    /// artifact must exist for the per-device shape) or `mosaic-gpu` (the flash-attention
    /// kernels of `pallas-kernels/gpu/` for Hopper, sm_90; one device, no `attn_softcap`, an
    /// artifact of the exact shape). Not part of [`NamConfig::model_hash`]: all compute the
    /// same function on the same parameters.
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
    /// Positions per chunk of the LM head's loss (main and MTP heads): each chunk's logits,
    /// loss and gradients are formed in one pass of the head's loop, and the `lm_head` gradient
    /// is accumulated over the chunks in f32, one read and write of that `[d_model,
    /// vocab_size]` sum per chunk. Must divide `seq_len`. Absent (the default): the longest
    /// divisor of `seq_len` with at most 2²⁵ logits per row (`HEAD_CHUNK_ELEMENTS`: 512
    /// positions at a 65,536-token vocabulary). Long rows with few rows per chip gain from
    /// longer chunks (nanochat-d16-16k's PREDICTED v6e-4 step, `docs/performance.md`, "Long
    /// context"); each chunk's f32 logits take `rows per chip × loss_chunk × vocab_size × 4`
    /// bytes. Not part of [`NamConfig::model_hash`]: the same function to float rounding.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub loss_chunk: Option<usize>,
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
    /// Implementation of the R sublayers' M2RNN recurrence: `auto` (default: `pallas` on TPU
    /// when an exported `[[m2rnn]]` variant serves the per-device shape of every R sublayer,
    /// else `xla`; the run manifest's `m2rnn_kernel_choice` says which ran and why), `xla` (a
    /// `while` loop of one iteration per position, composed from StableHLO ops, every platform)
    /// or `pallas` (the exported kernels of `pallas-kernels/`: a block of heads walks a chunk of
    /// positions per grid step with its state in VMEM, so a row takes `seq_len / chunk` steps,
    /// not `seq_len` loop iterations; TPU only, and the error names the export command when no
    /// variant serves the shape). `eval-loss`, `sample` and incremental decoding run `xla`. Not
    /// part of [`NamConfig::model_hash`]: the same function to float rounding.
    #[serde(default, skip_serializing_if = "SsdKernel::is_auto")]
    pub m2rnn_kernel: SsdKernel,
    /// How the E sublayers' routed experts run: `auto` (default: the spec's function, copies
    /// past an expert's capacity dropped, run by the `routed` kernels with those drops on TPU
    /// when a `[[gmm]]` variant exporting routed kernels serves the per-device token count, the
    /// experts are SwiGLU, `[mesh] expert = 1` and each device holds whole routing groups, else
    /// by `capacity`; the run manifest's `moe_kernel_choice` says which ran and why), `capacity`
    /// (fixed-capacity buffers per expert and routing group, batched matmuls composed from
    /// StableHLO ops, every platform; copies past an expert's capacity are dropped) or `grouped`
    /// (dropless: every token copy
    /// sorted by expert and run through the exported Pallas grouped matmuls of
    /// `pallas-kernels/`, `[[gmm]]` variants, with the group sizes a run-time input; TPU only,
    /// SwiGLU experts, `[mesh] expert = 1`, and the per-device shape must match an exported
    /// variant, the error naming the export command otherwise) or `routed` (dropless as
    /// `grouped`, with the kernels that gather each sorted row from the token rows themselves
    /// and sum each token's choices in VMEM, so that neither the dispatched copies nor the
    /// per-choice outputs cross HBM; the same limits, and a `[[gmm]]` variant exporting routed
    /// kernels for exactly the per-device token count). `grouped` and `routed` are part of
    /// [`NamConfig::model_hash`]: where `capacity` drops copies they compute another function
    /// (with no copy dropped all agree to the compute dtype's rounding); `auto` and `capacity`
    /// are the same function and hash alike. `eval-loss` and `sample` run `capacity`, the
    /// spec's function.
    #[serde(default, skip_serializing_if = "MoeKernel::drops_by_capacity")]
    pub moe_kernel: MoeKernel,
}

/// How the E sublayers' routed experts run (`[model] moe_kernel`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum MoeKernel {
    /// The capacity path's function: the routed kernels with its drops on TPU where a variant
    /// serves the shape, else [`MoeKernel::Capacity`].
    #[default]
    Auto,
    /// Fixed-capacity expert buffers, batched matmuls lowered by XLA.
    Capacity,
    /// Dropless: copies sorted by expert, the exported Pallas grouped matmuls (TPU only).
    Grouped,
    /// Dropless: the grouped matmuls gathering their own rows, the choices summed in the
    /// kernel (TPU only).
    Routed,
}

impl MoeKernel {
    /// Whether it computes the spec's function, copies past capacity dropped (`auto`, the
    /// default, and `capacity`): left out of the canonical JSON, so that config hashes stay as
    /// they were before `auto` existed.
    pub fn drops_by_capacity(&self) -> bool {
        matches!(self, MoeKernel::Auto | MoeKernel::Capacity)
    }

    /// The lowercase name, as the config spells it.
    pub fn name(self) -> &'static str {
        match self {
            MoeKernel::Auto => "auto",
            MoeKernel::Capacity => "capacity",
            MoeKernel::Grouped => "grouped",
            MoeKernel::Routed => "routed",
        }
    }

    /// Whether the routed experts must run exported Pallas kernels (`grouped` or `routed`):
    /// dropless, TPU only, the per-device shape fixed by an exported variant (`auto` uses them
    /// only where they serve the shape).
    pub fn uses_kernels(self) -> bool {
        matches!(self, MoeKernel::Grouped | MoeKernel::Routed)
    }
}

/// Which implementation runs a recurrent sublayer's scan: the M sublayers' SSD (`[model]
/// ssd_kernel`) or the R sublayers' M2RNN recurrence (`[model] m2rnn_kernel`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SsdKernel {
    /// The Pallas kernels on TPU when a variant serves the shapes, else XLA.
    #[default]
    Auto,
    /// The formulation composed from StableHLO ops and lowered by XLA.
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

    /// Appends every violation of the `[model]` rules to `errors`.
    pub(super) fn check(&self, errors: &mut Vec<String>) {
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
        if let Some(c) = self.loss_chunk
            && (c == 0 || !self.seq_len.is_multiple_of(c))
        {
            errors.push(format!(
                "loss_chunk {c} must be a positive divisor of seq_len {} (or left out: chunks \
                 of at most 2^25 logits per row)",
                self.seq_len
            ));
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
