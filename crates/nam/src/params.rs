//! The parameter list of a NAM model: stable names, shapes, logical axes, optimizer groups, init.
//!
//! Names are the checkpoint and safetensors keys and never change for a given config:
//!
//! | name | shape | group | init |
//! | --- | --- | --- | --- |
//! | `wte` | `[V, d]` | AdamW (embedding lr) | normal, std 1 |
//! | `layers.{i}.attn.w_qkv` | `[d, (H + 2K) D]` | Muon | normal, std 1/sqrt(d) |
//! | `layers.{i}.attn.w_o` | `[H D, d]` | Muon | zeros |
//! | `layers.{i}.ffn.w_in` / `w_out` (relu2) | `[d, f]` / `[f, d]` | Muon | normal 1/sqrt(d) / zeros |
//! | `layers.{i}.ffn.w_gate`, `w_up` / `w_down` (swiglu) | `[d, f]` / `[f, d]` | Muon | normal 1/sqrt(d) / zeros |
//! | `layers.{i}.moe.router` | `[d, N]` | AdamW | normal, std 1/sqrt(d) |
//! | `layers.{i}.moe.bias` | `[N]` | state (not trained) | zeros |
//! | `layers.{i}.moe.experts.{w_in,w_out \| w_gate,w_up,w_down}` | `[N, d, f_e]` / `[N, f_e, d]` | Muon (per expert) | as F |
//! | `layers.{i}.moe.shared.{...}` (if `n_shared = 1`) | `[d, f_s]` / `[f_s, d]` | Muon | as F |
//! | `layers.{i}.mamba.w_in` | `[d, 2 d_inner + 2 G N + Hm]` | Muon | normal, std 1/sqrt(d) |
//! | `layers.{i}.mamba.conv_w` / `conv_b` | `[k, d_inner + 2 G N]` / `[d_inner + 2 G N]` | AdamW | uniform ±1/sqrt(k) / zeros |
//! | `layers.{i}.mamba.dt_bias` | `[Hm]` | AdamW | softplus⁻¹(dt), dt log-uniform in [1e-3, 1e-1] |
//! | `layers.{i}.mamba.A_log` | `[Hm]` | AdamW | ln(uniform(1, 16)) |
//! | `layers.{i}.mamba.D_skip` | `[Hm]` | AdamW | ones |
//! | `layers.{i}.mamba.norm_w` | `[d_inner]` | AdamW | ones |
//! | `layers.{i}.mamba.w_out` | `[d_inner, d]` | Muon | zeros |
//! | `layers.{i}.m2rnn.w_in` | `[d, Hr (2 dk + 2 dv + 1)]` | Muon | normal, std 1/sqrt(d) |
//! | `layers.{i}.m2rnn.conv_w` / `conv_b` | `[k, Hr (2 dk + dv)]` / `[Hr (2 dk + dv)]` | AdamW | uniform ±1/sqrt(k) / zeros |
//! | `layers.{i}.m2rnn.A_log`, `dt_bias`, `D_skip` | `[Hr]` | AdamW | as Mamba |
//! | `layers.{i}.m2rnn.W` | `[Hr, dv, dv]` | Muon (per head) | identity per head |
//! | `layers.{i}.m2rnn.norm_w` / `w_out` | `[Hr dv]` / `[Hr dv, d]` | AdamW / Muon | ones / zeros |
//! | `mtp.w_proj` | `[2 d, d]` | AdamW | normal, std 1/sqrt(2 d) |
//! | `mtp.layers.{j}.<kind>.*` | as above | as above | as above |
//! | `lm_head` | `[d, V]` | AdamW | normal, std 0.001 |
//!
//! Layouts inside fused matrices (column ranges, in order):
//! - `w_qkv`: q heads `0..H`, then k heads, then v heads, each `D` wide.
//! - `mamba.w_in`: `z [d_inner]`, `xBC [d_inner + 2 G N]` (= `x`, `B` groups, `C` groups), `dt [Hm]`.
//! - `m2rnn.w_in`: `q [Hr dk]`, `k [Hr dk]`, `v [Hr dv]` (these three are the conv channels, in
//!   that order), `f [Hr]`, `g [Hr dv]`.
//! - Conv taps: `conv_w[j, c]` multiplies the input `k - 1 - j` steps in the past, so tap `k - 1`
//!   is the current token.
//!
//! Why this init: input projections keep unit-RMS activations (inputs are rmsnorm'd, so
//! std 1/sqrt(fan_in) gives unit-variance pre-activations); zero output projections make every
//! sublayer start as the identity on the residual stream, so depth does not blow up the initial
//! residual and every block's learning starts from a clean signal (as modded-nanogpt and nanochat
//! do); the tiny nonzero LM head starts the loss at ≈ ln V while still passing gradient to the
//! trunk at step 0. The embedding is followed by rmsnorm, so its scale is free; std 1 matches
//! that norm. Mamba/M2RNN scalars follow the Mamba-2 reference initialisation.
//!
//! Muon takes every matrix that maps feature vectors (stacked expert and per-head matrices
//! orthogonalised slice by slice). Conv filters are 2-D but are per-channel filters, not maps
//! between feature spaces, so they go to AdamW with the other small tensors.

use crate::config::{Activation, ModelConfig, SublayerKind};

/// Logical name of one tensor dimension; sharding rules map these to mesh axes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Vocabulary entries.
    Vocab,
    /// The residual width d.
    Embed,
    /// Fused q/k/v output columns `(H + 2K) D`.
    Qkv,
    /// Concatenated attention heads `H D`.
    Heads,
    /// FFN / expert hidden units.
    Mlp,
    /// Routed experts.
    Experts,
    /// Fused Mamba input-projection columns.
    SsmIn,
    /// Mamba conv channels `d_inner + 2 G N`.
    SsmConv,
    /// Mamba inner width.
    SsmInner,
    /// Mamba heads.
    SsmHeads,
    /// Fused M2RNN input-projection columns.
    RIn,
    /// M2RNN conv channels.
    RConv,
    /// M2RNN gate / output width `Hr dv`.
    RInner,
    /// M2RNN heads.
    RHeads,
    /// M2RNN value dimension.
    RValue,
    /// Depthwise conv taps.
    ConvKernel,
    /// MTP projection input `[rmsnorm(h); e]`, width 2d.
    MtpIn,
}

/// Whether AdamW's weight decay applies to a parameter with logical axes `axes` under `mode`:
/// with [`AdamWDecay::Matrices`](crate::config::AdamWDecay::Matrices), a parameter of two or
/// more axes that is not a depthwise conv filter (whose taps are per-channel filters, not a map
/// between feature spaces): `wte`, `lm_head`, the routers, `mtp.w_proj`; never norm weights,
/// biases, conv filters, `dt_bias`, `A_log` or `D_skip`.
pub fn adamw_decays(axes: &[Axis], mode: crate::config::AdamWDecay) -> bool {
    match mode {
        crate::config::AdamWDecay::All => true,
        crate::config::AdamWDecay::Matrices => axes.len() >= 2 && !axes.contains(&Axis::ConvKernel),
    }
}

impl Axis {
    /// The logical axis name used in sharding rules.
    pub fn name(self) -> &'static str {
        match self {
            Axis::Vocab => "vocab",
            Axis::Embed => "embed",
            Axis::Qkv => "qkv",
            Axis::Heads => "heads",
            Axis::Mlp => "mlp",
            Axis::Experts => "experts",
            Axis::SsmIn => "ssm_in",
            Axis::SsmConv => "ssm_conv",
            Axis::SsmInner => "ssm_inner",
            Axis::SsmHeads => "ssm_heads",
            Axis::RIn => "r_in",
            Axis::RConv => "r_conv",
            Axis::RInner => "r_inner",
            Axis::RHeads => "r_heads",
            Axis::RValue => "r_value",
            Axis::ConvKernel => "conv_kernel",
            Axis::MtpIn => "mtp_in",
        }
    }
}

/// Which update rule trains a parameter.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum OptimizerGroup {
    /// Muon on each trailing 2-D slice, `optimizer.muon_lr`.
    Muon,
    /// AdamW with `optimizer.adamw_lr`.
    AdamW,
    /// AdamW with `optimizer.adamw_embed_lr` (the token embedding).
    AdamWEmbedding,
}

/// How a parameter's initial values are drawn (see [`crate::init`] for the exact algorithm).
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Init {
    /// Normal with mean 0.
    Normal {
        /// Standard deviation.
        std: f64,
    },
    /// Uniform on `[low, high)`.
    Uniform {
        /// Lower bound.
        low: f64,
        /// Upper bound.
        high: f64,
    },
    /// All zeros.
    Zeros,
    /// All ones.
    Ones,
    /// Identity matrix in every slice over the leading dimension (trailing dims square).
    Identity,
    /// `ln(uniform(low, high))` (Mamba `A_log`).
    LogUniform {
        /// Lower bound of the uniform draw.
        low: f64,
        /// Upper bound of the uniform draw.
        high: f64,
    },
    /// `softplus⁻¹(dt)` with `dt = exp(uniform(ln dt_min, ln dt_max))`, floored at `dt_floor`.
    DtBias {
        /// Smallest dt.
        dt_min: f64,
        /// Largest dt.
        dt_max: f64,
        /// Floor applied to dt before inversion.
        dt_floor: f64,
    },
}

/// One parameter or state tensor of the model.
#[derive(Debug, Clone, PartialEq)]
pub struct ParamSpec {
    /// Stable name (safetensors key).
    pub name: String,
    /// Shape, row-major.
    pub shape: Vec<usize>,
    /// Logical axis of each dimension.
    pub axes: Vec<Axis>,
    /// Update rule; `None` for non-trained state (the MoE `bias`).
    pub group: Option<OptimizerGroup>,
    /// Initial values.
    pub init: Init,
}

impl ParamSpec {
    /// Number of elements.
    pub fn numel(&self) -> usize {
        self.shape.iter().product()
    }
    /// Whether gradients update it.
    pub fn is_trainable(&self) -> bool {
        self.group.is_some()
    }
    /// Whether this is a stack of routed-expert matrices (only `top_k` of them run per token).
    pub fn is_routed_experts(&self) -> bool {
        self.axes.len() > 1 && self.axes[0] == Axis::Experts
    }
}

const MAMBA_DT_MIN: f64 = 1e-3;
const MAMBA_DT_MAX: f64 = 1e-1;
const MAMBA_DT_FLOOR: f64 = 1e-4;
const A_LOG_LOW: f64 = 1.0;
const A_LOG_HIGH: f64 = 16.0;
const LM_HEAD_STD: f64 = 1e-3;

struct Builder<'a> {
    cfg: &'a ModelConfig,
    out: Vec<ParamSpec>,
}

impl Builder<'_> {
    fn push(
        &mut self,
        name: String,
        shape: Vec<usize>,
        axes: Vec<Axis>,
        group: Option<OptimizerGroup>,
        init: Init,
    ) {
        debug_assert_eq!(shape.len(), axes.len());
        self.out.push(ParamSpec {
            name,
            shape,
            axes,
            group,
            init,
        });
    }

    fn fan_in(fan_in: usize) -> Init {
        Init::Normal {
            std: 1.0 / (fan_in as f64).sqrt(),
        }
    }

    /// A feed-forward (dense or stacked experts) with the given activation.
    fn ffn(&mut self, prefix: &str, experts: Option<usize>, hidden: usize, act: Activation) {
        let d = self.cfg.d_model;
        let lead = |mut dims: Vec<usize>, mut axes: Vec<Axis>| {
            if let Some(n) = experts {
                dims.insert(0, n);
                axes.insert(0, Axis::Experts);
            }
            (dims, axes)
        };
        let inputs: &[&str] = match act {
            Activation::Relu2 => &["w_in"],
            Activation::Swiglu => &["w_gate", "w_up"],
        };
        for w in inputs {
            let (s, a) = lead(vec![d, hidden], vec![Axis::Embed, Axis::Mlp]);
            self.push(
                format!("{prefix}.{w}"),
                s,
                a,
                Some(OptimizerGroup::Muon),
                Self::fan_in(d),
            );
        }
        let out = match act {
            Activation::Relu2 => "w_out",
            Activation::Swiglu => "w_down",
        };
        let (s, a) = lead(vec![hidden, d], vec![Axis::Mlp, Axis::Embed]);
        self.push(
            format!("{prefix}.{out}"),
            s,
            a,
            Some(OptimizerGroup::Muon),
            Init::Zeros,
        );
    }

    fn conv(&mut self, prefix: &str, channels: usize, axis: Axis) {
        let k = self.cfg.conv_kernel;
        let bound = 1.0 / (k as f64).sqrt();
        self.push(
            format!("{prefix}.conv_w"),
            vec![k, channels],
            vec![Axis::ConvKernel, axis],
            Some(OptimizerGroup::AdamW),
            Init::Uniform {
                low: -bound,
                high: bound,
            },
        );
        self.push(
            format!("{prefix}.conv_b"),
            vec![channels],
            vec![axis],
            Some(OptimizerGroup::AdamW),
            Init::Zeros,
        );
    }

    fn decay_scalars(&mut self, prefix: &str, heads: usize, axis: Axis) {
        let adamw = Some(OptimizerGroup::AdamW);
        self.push(
            format!("{prefix}.A_log"),
            vec![heads],
            vec![axis],
            adamw,
            Init::LogUniform {
                low: A_LOG_LOW,
                high: A_LOG_HIGH,
            },
        );
        self.push(
            format!("{prefix}.dt_bias"),
            vec![heads],
            vec![axis],
            adamw,
            Init::DtBias {
                dt_min: MAMBA_DT_MIN,
                dt_max: MAMBA_DT_MAX,
                dt_floor: MAMBA_DT_FLOOR,
            },
        );
        self.push(
            format!("{prefix}.D_skip"),
            vec![heads],
            vec![axis],
            adamw,
            Init::Ones,
        );
    }

    fn sublayer(&mut self, base: &str, kind: SublayerKind) {
        let c = self.cfg;
        let d = c.d_model;
        let prefix = format!("{base}.{}", kind.param_segment());
        let muon = Some(OptimizerGroup::Muon);
        let adamw = Some(OptimizerGroup::AdamW);
        match kind {
            SublayerKind::Attention => {
                let (h, k, hd) = (c.n_head(), c.n_kv_head(), c.head_dim());
                self.push(
                    format!("{prefix}.w_qkv"),
                    vec![d, (h + 2 * k) * hd],
                    vec![Axis::Embed, Axis::Qkv],
                    muon,
                    Self::fan_in(d),
                );
                self.push(
                    format!("{prefix}.w_o"),
                    vec![h * hd, d],
                    vec![Axis::Heads, Axis::Embed],
                    muon,
                    Init::Zeros,
                );
            }
            SublayerKind::Ffn => self.ffn(&prefix, None, c.ffn_hidden(), c.activation),
            SublayerKind::Moe => {
                let n = c.n_routed();
                self.push(
                    format!("{prefix}.router"),
                    vec![d, n],
                    vec![Axis::Embed, Axis::Experts],
                    adamw,
                    Self::fan_in(d),
                );
                self.push(
                    format!("{prefix}.bias"),
                    vec![n],
                    vec![Axis::Experts],
                    None,
                    Init::Zeros,
                );
                self.ffn(
                    &format!("{prefix}.experts"),
                    Some(n),
                    c.expert_hidden(),
                    c.expert_activation,
                );
                if c.n_shared == 1 {
                    self.ffn(
                        &format!("{prefix}.shared"),
                        None,
                        c.shared_hidden(),
                        c.shared_activation,
                    );
                }
            }
            SublayerKind::Mamba => {
                let (di, gn, hm) = (c.d_inner(), c.ssm_groups * c.ssm_state, c.ssm_heads());
                self.push(
                    format!("{prefix}.w_in"),
                    vec![d, 2 * di + 2 * gn + hm],
                    vec![Axis::Embed, Axis::SsmIn],
                    muon,
                    Self::fan_in(d),
                );
                self.conv(&prefix, di + 2 * gn, Axis::SsmConv);
                self.decay_scalars(&prefix, hm, Axis::SsmHeads);
                self.push(
                    format!("{prefix}.norm_w"),
                    vec![di],
                    vec![Axis::SsmInner],
                    adamw,
                    Init::Ones,
                );
                self.push(
                    format!("{prefix}.w_out"),
                    vec![di, d],
                    vec![Axis::SsmInner, Axis::Embed],
                    muon,
                    Init::Zeros,
                );
            }
            SublayerKind::M2rnn => {
                let (hr, dk, dv) = (c.r_heads(), c.r_k_head, c.r_v_head);
                self.push(
                    format!("{prefix}.w_in"),
                    vec![d, hr * (2 * dk + 2 * dv + 1)],
                    vec![Axis::Embed, Axis::RIn],
                    muon,
                    Self::fan_in(d),
                );
                self.conv(&prefix, hr * (2 * dk + dv), Axis::RConv);
                self.decay_scalars(&prefix, hr, Axis::RHeads);
                self.push(
                    format!("{prefix}.W"),
                    vec![hr, dv, dv],
                    vec![Axis::RHeads, Axis::RValue, Axis::RValue],
                    muon,
                    Init::Identity,
                );
                self.push(
                    format!("{prefix}.norm_w"),
                    vec![hr * dv],
                    vec![Axis::RInner],
                    adamw,
                    Init::Ones,
                );
                self.push(
                    format!("{prefix}.w_out"),
                    vec![hr * dv, d],
                    vec![Axis::RInner, Axis::Embed],
                    muon,
                    Init::Zeros,
                );
            }
        }
    }
}

/// Every parameter and state tensor of a (validated) model config, in a stable order:
/// `wte`, main layers, MTP projection and block, `lm_head`.
pub fn param_specs(cfg: &ModelConfig) -> Vec<ParamSpec> {
    let (d, v) = (cfg.d_model, cfg.vocab_size);
    let mut b = Builder {
        cfg,
        out: Vec::new(),
    };
    b.push(
        "wte".into(),
        vec![v, d],
        vec![Axis::Vocab, Axis::Embed],
        Some(OptimizerGroup::AdamWEmbedding),
        Init::Normal { std: 1.0 },
    );
    for (i, kind) in cfg.sublayers().into_iter().enumerate() {
        b.sublayer(&format!("layers.{i}"), kind);
    }
    let mtp = cfg.mtp_sublayers();
    if !mtp.is_empty() {
        b.push(
            "mtp.w_proj".into(),
            vec![2 * d, d],
            vec![Axis::MtpIn, Axis::Embed],
            Some(OptimizerGroup::AdamW),
            Builder::fan_in(2 * d),
        );
        for (j, kind) in mtp.into_iter().enumerate() {
            b.sublayer(&format!("mtp.layers.{j}"), kind);
        }
    }
    b.push(
        "lm_head".into(),
        vec![d, v],
        vec![Axis::Embed, Axis::Vocab],
        Some(OptimizerGroup::AdamW),
        Init::Normal { std: LM_HEAD_STD },
    );
    b.out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::NamConfig;
    use crate::presets;
    use std::collections::HashSet;

    fn preset(name: &str) -> ModelConfig {
        NamConfig::from_toml_str(presets::preset(name).unwrap())
            .unwrap()
            .model
    }

    fn spec<'a>(specs: &'a [ParamSpec], name: &str) -> &'a ParamSpec {
        specs
            .iter()
            .find(|s| s.name == name)
            .unwrap_or_else(|| panic!("no {name}"))
    }

    #[test]
    fn names_are_unique_and_axes_match_shapes() {
        for (name, _) in presets::ALL {
            let specs = param_specs(&preset(name));
            let names: HashSet<_> = specs.iter().map(|s| s.name.as_str()).collect();
            assert_eq!(names.len(), specs.len(), "{name}");
            for s in &specs {
                assert_eq!(s.shape.len(), s.axes.len(), "{}", s.name);
                assert!(s.shape.iter().all(|&n| n > 0), "{}", s.name);
            }
        }
    }

    #[test]
    fn tiny_layout_matches_the_spec_shapes() {
        let specs = param_specs(&preset("nam-tiny"));
        // d 128, H 4, K 2, D 32: (4 + 4) * 32 = 256 fused columns.
        assert_eq!(spec(&specs, "layers.0.attn.w_qkv").shape, vec![128, 256]);
        assert_eq!(spec(&specs, "layers.0.attn.w_o").shape, vec![128, 128]);
        assert_eq!(spec(&specs, "layers.1.moe.router").shape, vec![128, 8]);
        assert_eq!(
            spec(&specs, "layers.1.moe.experts.w_up").shape,
            vec![8, 128, 128]
        );
        assert_eq!(
            spec(&specs, "layers.1.moe.experts.w_down").shape,
            vec![8, 128, 128]
        );
        assert_eq!(
            spec(&specs, "layers.1.moe.shared.w_gate").shape,
            vec![128, 128]
        );
        // Mamba: d_inner 256, N 16, G 1, P 32 -> Hm 8; 2*256 + 2*16 + 8 = 552.
        assert_eq!(spec(&specs, "layers.2.mamba.w_in").shape, vec![128, 552]);
        assert_eq!(spec(&specs, "layers.2.mamba.conv_w").shape, vec![4, 288]);
        assert_eq!(spec(&specs, "layers.2.mamba.A_log").shape, vec![8]);
        assert_eq!(spec(&specs, "layers.3.ffn.w_in").shape, vec![128, 512]);
        assert_eq!(spec(&specs, "mtp.w_proj").shape, vec![256, 128]);
        assert_eq!(
            spec(&specs, "mtp.layers.0.attn.w_qkv").shape,
            vec![128, 256]
        );
        assert_eq!(spec(&specs, "mtp.layers.1.ffn.w_out").shape, vec![512, 128]);
        assert_eq!(specs.first().unwrap().name, "wte");
        assert_eq!(specs.last().unwrap().name, "lm_head");
    }

    #[test]
    fn m2rnn_layout() {
        let specs = param_specs(&preset("nam56r"));
        // Sublayer 11 is the first R. Hr 44, dk 64, dv 16.
        assert_eq!(
            spec(&specs, "layers.11.m2rnn.w_in").shape,
            vec![3584, 44 * (128 + 32 + 1)]
        );
        assert_eq!(
            spec(&specs, "layers.11.m2rnn.conv_w").shape,
            vec![4, 44 * 144]
        );
        assert_eq!(spec(&specs, "layers.11.m2rnn.W").shape, vec![44, 16, 16]);
        assert_eq!(spec(&specs, "layers.11.m2rnn.w_out").shape, vec![704, 3584]);
        // relu2 experts and a swiglu shared expert.
        assert_eq!(
            spec(&specs, "layers.1.moe.experts.w_in").shape,
            vec![16, 3584, 896]
        );
        assert_eq!(
            spec(&specs, "layers.1.moe.shared.w_up").shape,
            vec![3584, 1024]
        );
    }

    #[test]
    fn optimizer_groups_follow_the_spec() {
        let specs = param_specs(&preset("nam-tiny"));
        let group = |n: &str| spec(&specs, n).group;
        use OptimizerGroup::*;
        assert_eq!(group("wte"), Some(AdamWEmbedding));
        assert_eq!(group("lm_head"), Some(AdamW));
        assert_eq!(group("layers.1.moe.router"), Some(AdamW));
        assert_eq!(group("layers.1.moe.bias"), None);
        assert!(!spec(&specs, "layers.1.moe.bias").is_trainable());
        assert_eq!(group("layers.1.moe.experts.w_gate"), Some(Muon));
        assert_eq!(group("layers.2.mamba.norm_w"), Some(AdamW));
        assert_eq!(group("layers.2.mamba.conv_w"), Some(AdamW));
        assert_eq!(group("mtp.w_proj"), Some(AdamW));
        // Every Muon tensor is a matrix or a stack of matrices; every 1-D tensor is AdamW/state.
        for s in &specs {
            if s.group == Some(Muon) {
                assert!(s.shape.len() >= 2, "{}", s.name);
            }
            if s.shape.len() == 1 {
                assert_ne!(s.group, Some(Muon), "{}", s.name);
            }
        }
    }

    #[test]
    fn only_stacked_experts_are_marked_routed() {
        let specs = param_specs(&preset("nam12"));
        let routed: Vec<_> = specs.iter().filter(|s| s.is_routed_experts()).collect();
        // 6 E sublayers × 3 swiglu matrices.
        assert_eq!(routed.len(), 18);
        assert!(routed.iter().all(|s| s.name.contains(".moe.experts.")));
    }
}
