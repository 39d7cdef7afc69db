//! Parameter counts (total and active) and the FLOPs-per-token estimator.
//!
//! **Counts** are over trainable tensors of [`crate::params::param_specs`]; the non-trained MoE
//! `bias` state is reported apart. *Active* counts a routed-expert stack at `top_k / n_routed` of
//! its size (shared experts, router and everything else count in full). Both include the untied
//! embedding and LM head, as the presets table of `docs/model.md#presets` does. The main model and the MTP block are
//! reported separately so the main figures compare directly with that table.
//!
//! **FLOPs per token** (training: forward + backward = 3 × forward, one multiply-add = 2 FLOPs),
//! in the PaLM/nanochat model-FLOPs convention (what the model needs, not what a kernel executes):
//! - `matmul = 6 · M` with `M` the multiply-adds per token of active weights: every active weight
//!   of rank ≥ 2 except `wte` (a lookup) and the M2RNN transitions `W` (below) does one per token;
//!   1-D tensors (biases, norm weights, scalars) do none. The MTP projection and block run
//!   `mtp_depth` times per token, and the LM head `1 + mtp_depth` times.
//! - `attention = Σ 12 · H · D · T_eff` over attention sublayers (MTP ones `mtp_depth` times):
//!   scores and weighted sum, `2 · 2 · H · D` per visible key, times 3. `T_eff = seq_len` for
//!   global layers and `min(window, seq_len)` for local ones, with no causal halving (PaLM's
//!   convention: the count is for the full row of keys a dense kernel computes).
//! - `recurrent`: the state updates that scale with the state, not the weights. Mamba:
//!   `12 · d_inner · N` (update and readout, one multiply-add per state element each); M2RNN:
//!   `6 · Hr · (dk · dv² + 2 · dk · dv)` (`H W`, the outer product, the readout).
//!
//! Convolutions are included in `matmul` (each tap is one multiply-add per token); elementwise
//! work (norms, activations, softmax, rotary) is not counted.

use crate::config::{AttnWindow, ModelConfig, SublayerKind};
use crate::params::{ParamSpec, param_specs};

/// Parameter counts of a model config.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParamCounts {
    /// Trainable parameters of the main model (embedding, layers, LM head).
    pub main_total: u64,
    /// Of which active per token.
    pub main_active: u64,
    /// Trainable parameters of the MTP projection and block (0 when MTP is off).
    pub mtp_total: u64,
    /// Of which active per token.
    pub mtp_active: u64,
    /// Token embedding `wte` (V · d), included in the totals above.
    pub embedding: u64,
    /// Non-trained state (MoE balancing biases), not in the totals.
    pub state: u64,
}

impl ParamCounts {
    /// Main model plus MTP.
    pub fn total(&self) -> u64 {
        self.main_total + self.mtp_total
    }
    /// Active main model plus MTP.
    pub fn active(&self) -> u64 {
        self.main_active + self.mtp_active
    }
}

/// Training FLOPs per token, by term (see the module docs for the convention).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FlopsPerToken {
    /// `6 ·` multiply-adds of active weights.
    pub matmul: f64,
    /// Attention scores and weighted sums.
    pub attention: f64,
    /// Mamba and M2RNN state updates.
    pub recurrent: f64,
}

impl FlopsPerToken {
    /// Sum of all terms.
    pub fn total(&self) -> f64 {
        self.matmul + self.attention + self.recurrent
    }
}

fn is_mtp(spec: &ParamSpec) -> bool {
    spec.name.starts_with("mtp.")
}

fn active_numel(spec: &ParamSpec, cfg: &ModelConfig) -> u64 {
    let n = spec.numel() as u64;
    if spec.is_routed_experts() {
        n / cfg.n_routed() as u64 * cfg.top_k() as u64
    } else {
        n
    }
}

/// Total and active parameter counts of a validated model config.
pub fn param_counts(cfg: &ModelConfig) -> ParamCounts {
    let mut c = ParamCounts {
        main_total: 0,
        main_active: 0,
        mtp_total: 0,
        mtp_active: 0,
        embedding: (cfg.vocab_size * cfg.d_model) as u64,
        state: 0,
    };
    for spec in param_specs(cfg) {
        let (n, active) = (spec.numel() as u64, active_numel(&spec, cfg));
        if !spec.is_trainable() {
            c.state += n;
        } else if is_mtp(&spec) {
            c.mtp_total += n;
            c.mtp_active += active;
        } else {
            c.main_total += n;
            c.main_active += active;
        }
    }
    c
}

fn attention_flops(cfg: &ModelConfig, window: AttnWindow) -> f64 {
    let t_eff = match window {
        AttnWindow::Global => cfg.seq_len,
        AttnWindow::Local(w) => w.min(cfg.seq_len),
    };
    12.0 * (cfg.n_head() * cfg.head_dim() * t_eff) as f64
}

fn recurrent_flops(cfg: &ModelConfig, kind: SublayerKind) -> f64 {
    match kind {
        SublayerKind::Mamba => 12.0 * (cfg.d_inner() * cfg.ssm_state) as f64,
        SublayerKind::M2rnn => {
            let (hr, dk, dv) = (cfg.r_heads(), cfg.r_k_head, cfg.r_v_head);
            6.0 * (hr * (dk * dv * dv + 2 * dk * dv)) as f64
        }
        _ => 0.0,
    }
}

/// Training FLOPs per token of a validated model config.
pub fn flops_per_token(cfg: &ModelConfig) -> FlopsPerToken {
    let k = cfg.mtp_depth as f64;
    let mut macs = 0.0;
    for spec in param_specs(cfg) {
        let is_transition = spec.name.ends_with(".m2rnn.W");
        if !spec.is_trainable() || spec.shape.len() < 2 || spec.name == "wte" || is_transition {
            continue;
        }
        let uses = if spec.name == "lm_head" {
            1.0 + k
        } else if is_mtp(&spec) {
            k
        } else {
            1.0
        };
        macs += uses * active_numel(&spec, cfg) as f64;
    }
    let mut attention = 0.0;
    let mut recurrent = 0.0;
    for (kind, window) in cfg.sublayers().into_iter().zip(cfg.attention_windows()) {
        if let Some(w) = window {
            attention += attention_flops(cfg, w);
        }
        recurrent += recurrent_flops(cfg, kind);
    }
    for kind in cfg.mtp_sublayers() {
        if kind == SublayerKind::Attention {
            attention += k * attention_flops(cfg, AttnWindow::Global);
        }
        recurrent += k * recurrent_flops(cfg, kind);
    }
    FlopsPerToken {
        matmul: 6.0 * macs,
        attention,
        recurrent,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::NamConfig;
    use crate::presets;

    fn model(name: &str) -> ModelConfig {
        NamConfig::from_toml_str(presets::preset(name).unwrap())
            .unwrap()
            .model
    }

    // Closed forms written from `docs/model.md`, independently of `params`.
    fn attn(d: u64, h: u64, k: u64, hd: u64) -> u64 {
        d * (h + 2 * k) * hd + h * hd * d
    }
    fn ffn(d: u64, f: u64, swiglu: bool) -> u64 {
        if swiglu { 3 * d * f } else { 2 * d * f }
    }
    fn mamba(d: u64, expand: u64, n: u64, p: u64, g: u64, kern: u64) -> u64 {
        let di = expand * d;
        let hm = di / p;
        let conv_ch = di + 2 * g * n;
        d * (2 * di + 2 * g * n + hm) + conv_ch * kern + conv_ch + 3 * hm + di + di * d
    }
    fn m2rnn(d: u64, hr: u64, dk: u64, dv: u64, kern: u64) -> u64 {
        let conv_ch = hr * (2 * dk + dv);
        let w_in = d * (2 * hr * dk + hr * dv + hr + hr * dv);
        w_in + conv_ch * (kern + 1) + 3 * hr + hr * dv * dv + hr * dv + hr * dv * d
    }

    #[test]
    fn nam12_dense_matches_closed_form() {
        let c = param_counts(&model("nam12-dense"));
        let want = 12 * attn(768, 6, 6, 128) + 12 * ffn(768, 3072, false) + 2 * 65536 * 768;
        assert_eq!(c.main_total, want);
        assert_eq!(c.main_total, 185_597_952);
        assert_eq!(c.main_active, c.main_total);
        assert_eq!((c.mtp_total, c.state), (0, 0));
    }

    #[test]
    fn nam12_matches_closed_form() {
        let c = param_counts(&model("nam12"));
        let expert = ffn(768, 512, true);
        let e_total = 32 * expert + expert + 768 * 32;
        let e_active = 4 * expert + expert + 768 * 32;
        let rest = 3 * attn(768, 6, 2, 128) + 3 * mamba(768, 2, 128, 64, 1, 4) + 2 * 65536 * 768;
        assert_eq!(c.main_total, rest + 6 * e_total);
        assert_eq!(c.main_active, rest + 6 * e_active);
        assert_eq!(c.state, 6 * 32);
        assert_eq!((c.main_total, c.main_active), (350_393_304, 152_212_440));
    }

    #[test]
    fn nam52_matches_closed_form() {
        let c = param_counts(&model("nam52"));
        let expert = ffn(2048, 320, true);
        let router = 2048 * 64;
        let e_total = 65 * expert + router;
        let e_active = 7 * expert + router;
        let a = attn(2048, 16, 8, 128);
        let rest = 13 * a + 13 * mamba(2048, 2, 128, 64, 1, 4) + 2 * 65536 * 2048;
        assert_eq!(c.main_total, rest + 26 * e_total);
        assert_eq!(c.main_active, rest + 26 * e_active);
        assert_eq!(
            (c.main_total, c.main_active),
            (4_094_110_400, 1_129_261_760)
        );
        // MTP "AE" block plus the [2d, d] projection.
        assert_eq!(c.mtp_total, a + e_total + 2 * 2048 * 2048);
        assert_eq!(c.mtp_active, a + e_active + 2 * 2048 * 2048);
    }

    #[test]
    fn nam56r_matches_closed_form() {
        let c = param_counts(&model("nam56r"));
        let routed = ffn(3584, 896, false);
        let shared = ffn(3584, 1024, true);
        let router = 3584 * 16;
        let e_total = 16 * routed + shared + router;
        let e_active = 4 * routed + shared + router;
        // AEMEAEMEAEMR has A 3, E 5, M 3, R 1; 52 = 4 × 12 + "AEME": A 13, E 22, M 13, R 4.
        let a = attn(3584, 56, 8, 64);
        let rest = 13 * a
            + 13 * mamba(3584, 2, 128, 64, 1, 4)
            + 4 * m2rnn(3584, 44, 64, 16, 4)
            + 2 * 65536 * 3584;
        assert_eq!(c.main_total, rest + 22 * e_total);
        assert_eq!(c.main_active, rest + 22 * e_active);
        assert_eq!(c.mtp_total, a + e_total + 2 * 3584 * 3584);
        assert_eq!(
            (c.main_total, c.main_active),
            (4_487_120_416, 2_791_573_024)
        );
    }

    #[test]
    fn tiny_matches_closed_form() {
        let c = param_counts(&model("nam-tiny"));
        let expert = ffn(128, 128, true);
        let a = attn(128, 4, 2, 32);
        let f = ffn(128, 512, false);
        let want = 2 * a
            + 2 * (9 * expert + 128 * 8)
            + 2 * mamba(128, 2, 16, 32, 1, 4)
            + 2 * f
            + 2 * 4096 * 128;
        assert_eq!(c.main_total, want);
        assert_eq!(c.main_active, want - 2 * 6 * expert);
        assert_eq!(c.mtp_total, 2 * 128 * 128 + a + f);
    }

    #[test]
    fn presets_land_near_the_spec_table() {
        let near = |got: u64, want: f64, tol: f64| (got as f64 / want - 1.0).abs() < tol;
        let c = param_counts(&model("nam12-dense"));
        assert!(near(c.main_total, 186e6, 0.01));
        let c = param_counts(&model("nam12"));
        assert!(near(c.main_total, 350e6, 0.01) && near(c.main_active, 150e6, 0.02));
        let c = param_counts(&model("nam52"));
        assert!(near(c.main_total, 4.1e9, 0.01) && near(c.main_active, 1.1e9, 0.03));
        let c = param_counts(&model("nam56r"));
        assert!(near(c.main_total, 4.5e9, 0.01) && near(c.main_active, 2.8e9, 0.01));
        // Idle parameters are exactly the 12 unused relu2 experts of each of the 22 E sublayers.
        assert_eq!(c.main_total - c.main_active, 22 * 12 * 2 * 3584 * 896);
    }

    #[test]
    fn dense_flops_are_six_n_plus_attention() {
        let m = model("nam12-dense");
        let f = flops_per_token(&m);
        let n_matmul = 12 * attn(768, 6, 6, 128) + 12 * ffn(768, 3072, false) + 768 * 65536;
        assert_eq!(f.matmul, 6.0 * n_matmul as f64);
        // 12 attention layers, LLLG: 9 local (window 2048), 3 global (4096).
        let per = |t: f64| 12.0 * 6.0 * 128.0 * t;
        assert_eq!(f.attention, 9.0 * per(2048.0) + 3.0 * per(4096.0));
        assert_eq!(f.recurrent, 0.0);
    }

    #[test]
    fn hybrid_flops_count_active_experts_mtp_and_state() {
        let m = model("nam-tiny");
        let f = flops_per_token(&m);
        let expert = ffn(128, 128, true);
        let a = attn(128, 4, 2, 32);
        let ffn_p = ffn(128, 512, false);
        let mamba_matmul = 128 * 552 + 4 * 288 + 256 * 128;
        let main = 2 * a + 2 * (3 * expert + 128 * 8) + 2 * mamba_matmul + 2 * ffn_p;
        let mtp = 2 * 128 * 128 + a + ffn_p;
        let head = 2 * 128 * 4096; // main head + one MTP depth
        assert_eq!(f.matmul, 6.0 * (main + mtp + head) as f64);
        // Local first layer (window 64), global last, global MTP attention.
        let per = |t: f64| 12.0 * 4.0 * 32.0 * t;
        assert_eq!(f.attention, per(64.0) + per(256.0) + per(256.0));
        assert_eq!(f.recurrent, 2.0 * 12.0 * 256.0 * 16.0);
        assert_eq!(f.total(), f.matmul + f.attention + f.recurrent);
    }

    #[test]
    fn m2rnn_flops_count_the_transition_per_key_row() {
        let m = model("nam56r");
        let f = flops_per_token(&m);
        let r_state = 6.0 * 44.0 * (64.0 * 16.0 * 16.0 + 2.0 * 64.0 * 16.0);
        let mamba_state = 12.0 * 7168.0 * 128.0;
        assert_eq!(f.recurrent, 4.0 * r_state + 13.0 * mamba_state);
    }
}
