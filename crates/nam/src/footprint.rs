//! How big a config is, before anything is allocated: parameter count and the training state
//! in bytes, in closed form and in `f64` (no overflow, no per-layer loop).
//!
//! Why closed form: a mistyped `depth = 2147483648` must be refused in microseconds with the
//! numbers, not discovered by expanding two billion layer names or by an allocation abort.
//! The count is exact: every layer of a pattern letter has the same parameters, so the stack
//! costs `groups ×` one pattern group, measured with [`param_specs`] on a config of one and two
//! groups (whatever the per-layer rules are, they are counted once, where they live).
//!
//! The caller compares the figures with the host it runs on (this crate reads no files):
//! `train::host`.

use crate::config::{Dtype, ModelConfig, NamConfig, SublayerKind};
use crate::params::param_specs;

/// Sizes of a config's model, in elements and bytes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Footprint {
    /// Parameters and non-trained state (MoE biases), main model and MTP.
    pub params: f64,
    /// Bytes of the training state on the host at start-up: parameters and optimizer slots
    /// (two per parameter at most: AdamW's m and v) in the parameter dtype.
    pub training_state_bytes: f64,
    /// Bytes of the parameters alone in f32 (what `init` writes and `eval-loss` reads).
    pub f32_param_bytes: f64,
}

/// A config's element count with `depth` replaced (the rest as given).
fn elements(cfg: &ModelConfig, depth: usize) -> f64 {
    let probe = ModelConfig {
        depth,
        ..cfg.clone()
    };
    param_specs(&probe)
        .iter()
        .map(|s| s.shape.iter().map(|&d| d as f64).product::<f64>())
        .sum()
}

impl Footprint {
    /// The footprint of a config whose fields have passed the structural checks (widths
    /// divisible, pattern letters valid); cost independent of `depth`.
    pub fn of(cfg: &NamConfig) -> Footprint {
        let m = &cfg.model;
        let group = m
            .pattern
            .chars()
            .filter_map(SublayerKind::from_letter)
            .count()
            .max(1);
        let params = if m.depth <= 2 * group {
            elements(m, m.depth)
        } else {
            let per_group = elements(m, 2 * group) - elements(m, group);
            let (full_groups, rest) = (m.depth / group, m.depth % group);
            elements(m, group + rest) + (full_groups - 1) as f64 * per_group
        };
        let param_bytes = match cfg.precision.param_dtype {
            Dtype::Bf16 => 2.0,
            _ => 4.0,
        };
        Footprint {
            params,
            training_state_bytes: params * param_bytes * 3.0,
            f32_param_bytes: params * 4.0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny() -> NamConfig {
        NamConfig::from_toml_str(crate::presets::preset("nam-tiny").unwrap()).unwrap()
    }

    #[test]
    fn closed_form_count_equals_the_per_layer_count() {
        for depth in [1, 3, 4, 8, 9, 13] {
            let mut cfg = tiny();
            cfg.model.depth = depth;
            let exact: usize = param_specs(&cfg.model).iter().map(|s| s.numel()).sum();
            assert_eq!(Footprint::of(&cfg).params, exact as f64, "depth {depth}");
        }
    }

    #[test]
    fn an_absurd_depth_is_sized_at_once_without_overflow() {
        let mut cfg = tiny();
        cfg.model.depth = 999_999_999_996;
        let t0 = std::time::Instant::now();
        let f = Footprint::of(&cfg);
        assert!(t0.elapsed().as_secs_f64() < 1.0);
        let per_group = Footprint::of(&NamConfig {
            model: ModelConfig {
                depth: 8,
                ..cfg.model.clone()
            },
            ..cfg.clone()
        })
        .params
            - Footprint::of(&NamConfig {
                model: ModelConfig {
                    depth: 4,
                    ..cfg.model.clone()
                },
                ..cfg.clone()
            })
            .params;
        assert!((f.params / (per_group * 249_999_999_999.0) - 1.0).abs() < 1e-6);
        assert!(f.training_state_bytes.is_finite() && f.training_state_bytes > 1e18);
    }
}
