//! Deterministic parameter initialisation: the `namtrain init` contract.
//!
//! Every tensor is drawn from its own counter-based stream keyed by `(seed, name)`, so a tensor's
//! values do not depend on which other tensors exist or in what order they are built (adding MTP
//! or an extra layer leaves every other tensor bit-identical). The algorithm, exactly:
//!
//! 1. **Key.** `key = u64::from_le_bytes(SHA-256("namtrain-init-v1" ‖ 0x00 ‖ seed as 8 LE bytes ‖
//!    name as UTF-8)[0..8])`.
//! 2. **Bits.** The i-th 64-bit word (i = 0, 1, ...) is SplitMix64's output for state
//!    `key + (i + 1) · 0x9E3779B97F4A7C15` (wrapping):
//!    `z ^= z >> 30; z *= 0xBF58476D1CE4E5B9; z ^= z >> 27; z *= 0x94D049BB133111EB; z ^= z >> 31`
//!    (all wrapping u64).
//! 3. **Uniform.** `u_i = (bits_i >> 11) · 2⁻⁵³ ∈ [0, 1)`, in f64.
//! 4. **Normal.** Element `j` (row-major) uses the pair `p = j / 2`: `u1 = u_{2p}`, `u2 = u_{2p+1}`,
//!    `r = sqrt(-2 ln(1 - u1))`, `θ = 2π u2`; even `j` takes `r cos θ`, odd `j` takes `r sin θ`;
//!    the value is `std · z`.
//! 5. **Other inits** (element `j` uses `u_j`): `Uniform` → `low + (high - low) u_j`;
//!    `LogUniform` → `ln(low + (high - low) u_j)`; `DtBias` → `dt = exp(ln dt_min + u_j (ln dt_max -
//!    ln dt_min))`, `dt = max(dt, dt_floor)`, value `dt + ln(-expm1(-dt))` (softplus⁻¹);
//!    `Zeros`, `Ones`, `Identity` use no randomness.
//! 6. Values are computed in f64 and rounded to nearest f32.
//!
//! The MoE `bias` state is part of the output (zeros), so a safetensors file from `init` holds
//! everything the forward pass reads.

use crate::config::ModelConfig;
use crate::params::{Init, ParamSpec, param_specs};
use sha2::{Digest, Sha256};

const KEY_DOMAIN: &[u8] = b"namtrain-init-v1";
const GOLDEN_GAMMA: u64 = 0x9E37_79B9_7F4A_7C15;

/// One initialised tensor.
#[derive(Debug, Clone, PartialEq)]
pub struct InitTensor {
    /// Parameter name (see [`crate::params`]).
    pub name: String,
    /// Shape, row-major.
    pub shape: Vec<usize>,
    /// Values, row-major.
    pub data: Vec<f32>,
}

/// The stream key of tensor `name` under `seed` (step 1 above).
pub fn stream_key(seed: u64, name: &str) -> u64 {
    let mut h = Sha256::new();
    h.update(KEY_DOMAIN);
    h.update([0u8]);
    h.update(seed.to_le_bytes());
    h.update(name.as_bytes());
    let digest = h.finalize();
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_le_bytes(first)
}

/// The i-th 64-bit word of a stream (step 2 above).
pub fn stream_bits(key: u64, i: u64) -> u64 {
    let mut z = key.wrapping_add(i.wrapping_add(1).wrapping_mul(GOLDEN_GAMMA));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// The i-th uniform draw in `[0, 1)` of a stream (step 3 above).
pub fn stream_uniform(key: u64, i: u64) -> f64 {
    (stream_bits(key, i) >> 11) as f64 * (1.0 / (1u64 << 53) as f64)
}

fn normal(key: u64, j: u64) -> f64 {
    let p = j / 2;
    let u1 = stream_uniform(key, 2 * p);
    let u2 = stream_uniform(key, 2 * p + 1);
    let r = (-2.0 * (1.0 - u1).ln()).sqrt();
    let theta = 2.0 * std::f64::consts::PI * u2;
    if j.is_multiple_of(2) {
        r * theta.cos()
    } else {
        r * theta.sin()
    }
}

/// Initial values of one parameter under `seed` (the same as its entry in [`init`]).
pub fn init_tensor(spec: &ParamSpec, seed: u64) -> Vec<f32> {
    let n = spec.numel();
    let key = stream_key(seed, &spec.name);
    let value = |j: usize| -> f64 {
        let j64 = j as u64;
        match spec.init {
            Init::Normal { std } => std * normal(key, j64),
            Init::Uniform { low, high } => low + (high - low) * stream_uniform(key, j64),
            Init::Zeros => 0.0,
            Init::Ones => 1.0,
            Init::Identity => {
                let cols = *spec.shape.last().unwrap_or(&1);
                let rows = if spec.shape.len() >= 2 {
                    spec.shape[spec.shape.len() - 2]
                } else {
                    1
                };
                let within = j % (rows * cols);
                if within / cols == within % cols {
                    1.0
                } else {
                    0.0
                }
            }
            Init::LogUniform { low, high } => (low + (high - low) * stream_uniform(key, j64)).ln(),
            Init::DtBias {
                dt_min,
                dt_max,
                dt_floor,
            } => {
                let u = stream_uniform(key, j64);
                let dt = (dt_min.ln() + u * (dt_max.ln() - dt_min.ln()))
                    .exp()
                    .max(dt_floor);
                dt + (-(-dt).exp_m1()).ln()
            }
        }
    };
    (0..n).map(|j| value(j) as f32).collect()
}

/// Every parameter and state tensor of `cfg`, initialised under `seed`, in [`param_specs`] order.
///
/// Full-size presets hold billions of values; callers that stream to disk should use
/// [`param_specs`] with [`init_tensor`] one tensor at a time.
pub fn init(cfg: &ModelConfig, seed: u64) -> Vec<InitTensor> {
    param_specs(cfg)
        .into_iter()
        .map(|spec| InitTensor {
            data: init_tensor(&spec, seed),
            name: spec.name,
            shape: spec.shape,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::NamConfig;
    use crate::presets;

    fn tiny() -> ModelConfig {
        NamConfig::from_toml_str(presets::preset("nam-tiny").unwrap())
            .unwrap()
            .model
    }

    fn get<'a>(ts: &'a [InitTensor], name: &str) -> &'a InitTensor {
        ts.iter().find(|t| t.name == name).unwrap()
    }

    #[test]
    fn bits_are_splitmix64_from_state_zero() {
        // Published SplitMix64 outputs for seed 0 (Vigna's reference implementation).
        assert_eq!(stream_bits(0, 0), 0xE220_A839_7B1D_CDAF);
        assert_eq!(stream_bits(0, 1), 0x6E78_9E6A_A1B9_65F4);
        assert_eq!(stream_bits(0, 2), 0x06C4_5D18_8009_454F);
    }

    #[test]
    fn key_is_sha256_prefix() {
        // Independent spelling of step 1: hash the concatenated bytes in one call.
        let mut bytes = b"namtrain-init-v1\0".to_vec();
        bytes.extend_from_slice(&7u64.to_le_bytes());
        bytes.extend_from_slice(b"wte");
        let digest = Sha256::digest(&bytes);
        let want = u64::from_le_bytes(digest[..8].try_into().unwrap());
        assert_eq!(stream_key(7, "wte"), want);
        assert_ne!(stream_key(7, "wte"), stream_key(8, "wte"));
        assert_ne!(stream_key(7, "wte"), stream_key(7, "lm_head"));
    }

    #[test]
    fn same_seed_same_values_and_tensors_independent_of_the_rest() {
        let cfg = tiny();
        let a = init(&cfg, 3);
        let b = init(&cfg, 3);
        assert_eq!(a, b);
        // Removing MTP and half the layers changes no shared tensor.
        let mut small = cfg.clone();
        small.mtp_depth = 0;
        small.depth = 4;
        let c = init(&small, 3);
        for t in &c {
            assert_eq!(t, get(&a, &t.name), "{}", t.name);
        }
        let other_seed = init(&cfg, 4);
        assert_ne!(get(&a, "wte").data, get(&other_seed, "wte").data);
    }

    #[test]
    fn normal_tensors_have_the_documented_std() {
        let ts = init(&tiny(), 0);
        let check = |name: &str, std: f64| {
            let d = &get(&ts, name).data;
            let n = d.len() as f64;
            let mean = d.iter().map(|&x| x as f64).sum::<f64>() / n;
            let var = d.iter().map(|&x| (x as f64 - mean).powi(2)).sum::<f64>() / n;
            // Standard errors: mean std/sqrt(n), std ≈ std/sqrt(2n); allow 5 of them.
            assert!(mean.abs() < 5.0 * std / n.sqrt(), "{name} mean {mean}");
            assert!(
                (var.sqrt() - std).abs() < 5.0 * std / (2.0 * n).sqrt(),
                "{name} std {}",
                var.sqrt()
            );
        };
        check("wte", 1.0);
        check("layers.0.attn.w_qkv", 1.0 / 128f64.sqrt());
        check("layers.1.moe.experts.w_gate", 1.0 / 128f64.sqrt());
        check("mtp.w_proj", 1.0 / 256f64.sqrt());
        check("lm_head", 1e-3);
        // Gaussian tails exist but stay sane (|z| < 6 over ~5e5 draws).
        assert!(get(&ts, "wte").data.iter().all(|x| x.abs() < 6.0));
        assert!(get(&ts, "layers.0.attn.w_o").data.iter().all(|&x| x == 0.0));
        assert!(get(&ts, "layers.1.moe.bias").data.iter().all(|&x| x == 0.0));
    }

    #[test]
    fn mamba_scalars_follow_the_reference_ranges() {
        let ts = init(&tiny(), 0);
        for &a in &get(&ts, "layers.2.mamba.A_log").data {
            assert!((0.0..=16f32.ln()).contains(&a), "{a}");
        }
        for &b in &get(&ts, "layers.2.mamba.dt_bias").data {
            let dt = (b as f64).exp().ln_1p(); // softplus
            assert!((1e-3 * 0.999..=1e-1 * 1.001).contains(&dt), "dt {dt}");
        }
        assert!(
            get(&ts, "layers.2.mamba.D_skip")
                .data
                .iter()
                .all(|&x| x == 1.0)
        );
        let bound = 0.5; // 1 / sqrt(4)
        assert!(
            get(&ts, "layers.2.mamba.conv_w")
                .data
                .iter()
                .all(|x| x.abs() <= bound)
        );
    }

    #[test]
    fn m2rnn_transition_starts_as_identity() {
        let spec = ParamSpec {
            name: "layers.0.m2rnn.W".into(),
            shape: vec![2, 3, 3],
            axes: vec![],
            group: None,
            init: Init::Identity,
        };
        let eye = [1., 0., 0., 0., 1., 0., 0., 0., 1.];
        let want: Vec<f32> = eye.iter().chain(eye.iter()).copied().collect();
        assert_eq!(init_tensor(&spec, 9), want);
    }
}
