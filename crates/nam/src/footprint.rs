//! How big a config is, before anything is allocated: parameter count, the largest tensor and
//! the training state in bytes, in closed form and in `f64` (no overflow, no per-layer loop).
//!
//! Why closed form: a mistyped `depth = 2147483648` must be refused in microseconds with the
//! numbers, not discovered by expanding two billion layer names or by an allocation abort.
//! The count is exact: every layer of a pattern letter has the same parameters, so the stack
//! costs `groups ×` one pattern group, measured with [`param_specs`] on a config of one and two
//! groups (whatever the per-layer rules are, they are counted once, where they live).
//!
//! The caller compares the figures with the host it runs on (this crate reads no files): see
//! [`Footprint::check_host`].

use crate::config::{Dtype, ModelConfig, NamConfig, SublayerKind};
use crate::params::param_specs;

/// Sizes of a config's model, in elements and bytes.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Footprint {
    /// Parameters and non-trained state (MoE biases), main model and MTP.
    pub params: f64,
    /// Elements of the largest single tensor as the trainer holds it (a layer group's
    /// weights stacked over the groups of the scan).
    pub largest_tensor: f64,
    /// Bytes of the training state on the host at start-up: parameters and optimizer slots
    /// (two per parameter at most: AdamW's m and v) in the parameter dtype.
    pub training_state_bytes: f64,
    /// Bytes of the parameters alone in f32 (what `init` writes and `eval-loss` reads).
    pub f32_param_bytes: f64,
}

/// A config's element count with `depth` replaced (the rest as given).
fn elements(cfg: &ModelConfig, depth: usize) -> (f64, f64) {
    let probe = ModelConfig {
        depth,
        ..cfg.clone()
    };
    param_specs(&probe)
        .iter()
        .map(|s| s.shape.iter().map(|&d| d as f64).product::<f64>())
        .fold((0.0, 0.0), |(sum, max), n| (sum + n, f64::max(max, n)))
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
        let (params, largest_layer) = if m.depth <= 2 * group {
            elements(m, m.depth)
        } else {
            let (one, largest) = elements(m, group);
            let (two, _) = elements(m, 2 * group);
            let (full_groups, rest) = (m.depth / group, m.depth % group);
            let (head, _) = elements(m, group + rest);
            (head + (full_groups - 1) as f64 * (two - one), largest)
        };
        let groups = (m.depth / group).max(1) as f64;
        let param_bytes = match cfg.precision.param_dtype {
            Dtype::Bf16 => 2.0,
            _ => 4.0,
        };
        Footprint {
            params,
            largest_tensor: largest_layer * groups,
            training_state_bytes: params * param_bytes * 3.0,
            f32_param_bytes: params * 4.0,
        }
    }

    /// Refuses a footprint the host cannot hold: `need` (bytes this command allocates at
    /// once) against `available` (the host's available memory), with both figures and what
    /// to change. `what` names the need, e.g. "the parameters and optimizer state".
    pub fn check_host(need: f64, what: &str, available: u64) -> Result<(), String> {
        if need <= available as f64 {
            return Ok(());
        }
        Err(format!(
            "{what}: {} needed, but this host has {} available; reduce depth, widths or \
             vocab_size (or use a host with more memory)",
            human_bytes(need),
            human_bytes(available as f64)
        ))
    }
}

/// Bytes in binary units with three significant digits ("1.50 GiB", "12.0 TiB").
pub fn human_bytes(bytes: f64) -> String {
    const UNITS: [&str; 7] = ["B", "KiB", "MiB", "GiB", "TiB", "PiB", "EiB"];
    let mut v = bytes;
    let mut unit = 0;
    while v >= 1024.0 && unit + 1 < UNITS.len() {
        v /= 1024.0;
        unit += 1;
    }
    if v >= 100.0 || unit == 0 {
        format!("{v:.0} {}", UNITS[unit])
    } else if v >= 10.0 {
        format!("{v:.1} {}", UNITS[unit])
    } else {
        format!("{v:.2} {}", UNITS[unit])
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
        let err = Footprint::check_host(f.training_state_bytes, "the state", 24 << 30).unwrap_err();
        assert!(err.contains("this host has 24.0 GiB available"), "{err}");
        assert!(err.contains("the state: 1.90 EiB needed"), "{err}");
    }

    #[test]
    fn bytes_read_as_people_write_them() {
        assert_eq!(human_bytes(512.0), "512 B");
        assert_eq!(human_bytes(1536.0), "1.50 KiB");
        assert_eq!(human_bytes(24.0 * 1024.0 * 1024.0 * 1024.0), "24.0 GiB");
    }
}
