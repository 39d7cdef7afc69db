//! Where a program runs and which attention implementation it uses: the one place the
//! attention backend is decided from the configuration and the platform.
//!
//! `[model] attention` (or `--attention`) is an [`AttentionBackend`]; with the run's
//! [`Platform`] it resolves to a [`ResolvedBackend`]. Whether an exported Pallas kernel exists
//! for every attention call's shape is checked on top of this by
//! [`crate::graph::attention::AttentionChoice`], which knows the shapes; the trainer, the
//! planner and the CLI all go through that.

use std::fmt;
use std::str::FromStr;

/// Errors choosing a backend.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BackendError {
    /// The attention backend string is not one of `pallas`, `xla`, `auto`.
    #[error("unknown attention backend {0:?}: use \"pallas\", \"xla\" or \"auto\"")]
    UnknownBackend(String),
    /// `pallas` was asked for on a platform that cannot run Mosaic kernels.
    #[error(
        "attention backend \"pallas\" needs a TPU, but the platform is {:?}; use \
         --attention xla (or auto, which picks xla off TPU)",
        platform.name()
    )]
    PallasNeedsTpu {
        /// The platform of the run.
        platform: Platform,
    },
    /// `[model] ssd_kernel = "pallas"` on a platform that cannot run Mosaic kernels.
    #[error(
        "[model] ssd_kernel = \"pallas\" needs a TPU, but the platform is {:?}; set \
         ssd_kernel = \"auto\" (the default: xla off TPU) or \"xla\" for this run",
        platform.name()
    )]
    SsdPallasNeedsTpu {
        /// The platform of the run.
        platform: Platform,
    },
    /// `[model] moe_kernel = "grouped"` on a platform that cannot run Mosaic kernels.
    #[error(
        "[model] moe_kernel = \"grouped\" needs a TPU (its grouped matmuls are Pallas TPU \
         kernels), but the platform is {:?}; set moe_kernel = \"capacity\" (the default) for \
         this run",
        platform.name()
    )]
    MoeGroupedNeedsTpu {
        /// The platform of the run.
        platform: Platform,
    },
}

/// Whether `[model] moe_kernel` can run on `platform`: the grouped matmuls are Mosaic (TPU)
/// kernels.
pub fn check_moe_kernel(
    kernel: crate::config::MoeKernel,
    platform: Platform,
) -> Result<(), BackendError> {
    match (kernel, platform) {
        (crate::config::MoeKernel::Grouped, p) if p != Platform::Tpu => {
            Err(BackendError::MoeGroupedNeedsTpu { platform: p })
        }
        _ => Ok(()),
    }
}

/// Whether `[model] ssd_kernel` can run on `platform`: the Pallas SSD kernels are Mosaic (TPU)
/// kernels.
pub fn check_ssd_kernel(
    kernel: crate::config::SsdKernel,
    platform: Platform,
) -> Result<(), BackendError> {
    match (kernel, platform) {
        (crate::config::SsdKernel::Pallas, p) if p != Platform::Tpu => {
            Err(BackendError::SsdPallasNeedsTpu { platform: p })
        }
        _ => Ok(()),
    }
}

/// The kind of device a program is built for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Platform {
    /// Google TPU (libtpu).
    Tpu,
    /// The XLA CPU plugin.
    Cpu,
    /// NVIDIA GPUs (the XLA CUDA plugin).
    Cuda,
    /// A plugin we do not recognise.
    Other,
}

impl Platform {
    /// The lowercase name (`tpu`, `cpu`, `cuda`, `unknown`).
    pub fn name(self) -> &'static str {
        match self {
            Platform::Tpu => "tpu",
            Platform::Cpu => "cpu",
            Platform::Cuda => "cuda",
            Platform::Other => "unknown",
        }
    }
}

impl fmt::Display for Platform {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Which attention implementation a program uses, as configured (`[model] attention = "..."`)
/// or given on the command line (`--attention pallas|xla|auto`).
///
/// The default is `auto`: Pallas where it can run (TPU, and an exported kernel for every
/// attention call's per-device shape, see `pallas-kernels/variants.toml`), XLA otherwise.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum AttentionBackend {
    /// The exported Pallas splash-attention kernels (TPU only).
    Pallas,
    /// Attention composed from StableHLO ops and lowered by XLA (every platform).
    Xla,
    /// Pallas on TPU when kernels exist for the shapes, XLA elsewhere.
    #[default]
    Auto,
}

/// The backend that actually runs, after [`AttentionBackend::resolve`]; recorded in run
/// manifests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ResolvedBackend {
    /// Pallas kernels.
    Pallas,
    /// XLA lowering.
    Xla,
}

impl AttentionBackend {
    /// The backend on `platform`, before any shape check.
    ///
    /// `Pallas` off TPU fails with [`BackendError::PallasNeedsTpu`]: the artifacts hold Mosaic
    /// TPU code. `Auto` is Pallas on TPU here; whether kernels exist for the program's shapes
    /// is [`crate::graph::attention::AttentionChoice`]'s check, falling back to XLA.
    pub fn resolve(self, platform: Platform) -> Result<ResolvedBackend, BackendError> {
        let tpu = platform == Platform::Tpu;
        match self {
            AttentionBackend::Xla => Ok(ResolvedBackend::Xla),
            AttentionBackend::Auto if tpu => Ok(ResolvedBackend::Pallas),
            AttentionBackend::Auto => Ok(ResolvedBackend::Xla),
            AttentionBackend::Pallas if tpu => Ok(ResolvedBackend::Pallas),
            AttentionBackend::Pallas => Err(BackendError::PallasNeedsTpu { platform }),
        }
    }

    /// The configuration spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            AttentionBackend::Pallas => "pallas",
            AttentionBackend::Xla => "xla",
            AttentionBackend::Auto => "auto",
        }
    }
}

impl FromStr for AttentionBackend {
    type Err = BackendError;

    fn from_str(s: &str) -> Result<Self, BackendError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "pallas" => Ok(AttentionBackend::Pallas),
            "xla" => Ok(AttentionBackend::Xla),
            "auto" => Ok(AttentionBackend::Auto),
            _ => Err(BackendError::UnknownBackend(s.to_string())),
        }
    }
}

impl fmt::Display for AttentionBackend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl ResolvedBackend {
    /// The manifest spelling (`pallas` or `xla`).
    pub fn as_str(self) -> &'static str {
        match self {
            ResolvedBackend::Pallas => "pallas",
            ResolvedBackend::Xla => "xla",
        }
    }
}

impl fmt::Display for ResolvedBackend {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_config_spellings_case_insensitively() {
        assert_eq!(
            "pallas".parse::<AttentionBackend>().unwrap(),
            AttentionBackend::Pallas
        );
        assert_eq!(
            " XLA ".parse::<AttentionBackend>().unwrap(),
            AttentionBackend::Xla
        );
        assert_eq!(
            "Auto".parse::<AttentionBackend>().unwrap(),
            AttentionBackend::Auto
        );
        for b in [
            AttentionBackend::Pallas,
            AttentionBackend::Xla,
            AttentionBackend::Auto,
        ] {
            assert_eq!(b.to_string().parse::<AttentionBackend>().unwrap(), b);
        }
    }

    #[test]
    fn unknown_backend_names_the_choices() {
        let e = "flash".parse::<AttentionBackend>().unwrap_err().to_string();
        assert_eq!(
            e,
            "unknown attention backend \"flash\": use \"pallas\", \"xla\" or \"auto\""
        );
    }

    #[test]
    fn default_is_auto() {
        assert_eq!(AttentionBackend::default(), AttentionBackend::Auto);
    }

    #[test]
    fn auto_is_pallas_on_tpu_only() {
        use AttentionBackend::{Auto, Xla};
        assert_eq!(Auto.resolve(Platform::Tpu), Ok(ResolvedBackend::Pallas));
        assert_eq!(Auto.resolve(Platform::Cpu), Ok(ResolvedBackend::Xla));
        assert_eq!(Auto.resolve(Platform::Cuda), Ok(ResolvedBackend::Xla));
        assert_eq!(Auto.resolve(Platform::Other), Ok(ResolvedBackend::Xla));
        assert_eq!(Xla.resolve(Platform::Tpu), Ok(ResolvedBackend::Xla));
    }

    #[test]
    fn pallas_off_tpu_fails_with_the_documented_message() {
        let e = AttentionBackend::Pallas
            .resolve(Platform::Cpu)
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "attention backend \"pallas\" needs a TPU, but the platform is \"cpu\"; use \
             --attention xla (or auto, which picks xla off TPU)"
        );
    }
}
