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
    /// The attention backend string is not one of `pallas`, `mosaic-gpu`, `xla`, `auto`.
    #[error(
        "unknown attention backend {0:?}: use \"auto\", \"xla\", \"pallas\" (TPU) or \
         \"mosaic-gpu\" (NVIDIA Hopper)"
    )]
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
    /// `mosaic-gpu` was asked for off the CUDA plugin.
    #[error(
        "attention backend \"mosaic-gpu\" runs on NVIDIA Hopper GPUs (the XLA CUDA plugin), but \
         the platform is {:?}; use --attention xla (or auto, which picks the kernels each \
         platform has)",
        platform.name()
    )]
    MosaicGpuNeedsCuda {
        /// The platform of the run.
        platform: Platform,
    },
    /// `mosaic-gpu` was asked for on a GPU that is not a Hopper (sm_90) part.
    #[error(
        "attention backend \"mosaic-gpu\" needs an NVIDIA Hopper GPU (compute capability 9.x: \
         H100, H200, GH200; its kernels are built for sm_90a), but the device is {device} \
         (compute capability {capability}); use --attention xla or auto"
    )]
    MosaicGpuNeedsHopper {
        /// The device kind.
        device: String,
        /// Its compute capability as the plugin reports it.
        capability: String,
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
    /// `[model] m2rnn_kernel = "pallas"` on a platform that cannot run Mosaic kernels.
    #[error(
        "[model] m2rnn_kernel = \"pallas\" needs a TPU, but the platform is {:?}; set \
         m2rnn_kernel = \"auto\" (the default: xla off TPU) or \"xla\" for this run",
        platform.name()
    )]
    M2rnnPallasNeedsTpu {
        /// The platform of the run.
        platform: Platform,
    },
    /// `[model] moe_kernel = "grouped"` (or `"routed"`) on a platform that cannot run Mosaic
    /// kernels.
    #[error(
        "[model] moe_kernel = \"{kernel}\" needs a TPU (its grouped matmuls are Pallas TPU \
         kernels), but the platform is {:?}; set moe_kernel = \"auto\" (the default: the \
         capacity path off TPU) or \"capacity\" for this run",
        platform.name()
    )]
    MoeGroupedNeedsTpu {
        /// `grouped` or `routed`.
        kernel: &'static str,
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
        (k, p) if k.uses_kernels() && p != Platform::Tpu => Err(BackendError::MoeGroupedNeedsTpu {
            kernel: k.name(),
            platform: p,
        }),
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

/// Whether `[model] m2rnn_kernel` can run on `platform`: the Pallas M2RNN kernels are Mosaic
/// (TPU) kernels.
pub fn check_m2rnn_kernel(
    kernel: crate::config::SsdKernel,
    platform: Platform,
) -> Result<(), BackendError> {
    match (kernel, platform) {
        (crate::config::SsdKernel::Pallas, p) if p != Platform::Tpu => {
            Err(BackendError::M2rnnPallasNeedsTpu { platform: p })
        }
        _ => Ok(()),
    }
}

/// How a scan kernel key (`[model] ssd_kernel`, `m2rnn_kernel`, already checked against the
/// platform) resolves: whether the Pallas kernels run, and why `auto` chose XLA instead
/// ([`auto_fallback`]). Never an error.
pub(crate) fn resolve_scan_kernel(
    requested: crate::config::SsdKernel,
    platform: Platform,
    sublayers: (char, bool),
    unavailable: impl FnOnce() -> Option<String>,
) -> (bool, Option<String>) {
    use crate::config::SsdKernel;
    match requested {
        SsdKernel::Xla => (false, None),
        SsdKernel::Pallas => (true, None),
        SsdKernel::Auto => {
            let why = auto_fallback(platform, "the Pallas kernels", sublayers, unavailable);
            (why.is_none(), why)
        }
    }
}

/// Why an `auto` kernel key (`ssd_kernel`, `m2rnn_kernel`, `moe_kernel`) cannot use `kernels`
/// (TPU kernels) here: off TPU, with no `sublayers` of that `letter` in the model, or
/// `unavailable` (no exported variant for a program's per-device shape); `None` when it can.
pub(crate) fn auto_fallback(
    platform: Platform,
    kernels: &str,
    (letter, present): (char, bool),
    unavailable: impl FnOnce() -> Option<String>,
) -> Option<String> {
    if platform != Platform::Tpu {
        Some(format!(
            "the platform is {:?}; {kernels} run on TPU",
            platform.name()
        ))
    } else if !present {
        Some(format!("the model has no {letter} sublayers"))
    } else {
        unavailable()
    }
}

/// What a run manifest records of a kernel key resolved to `backend`: the backend, or when it
/// was `auto`, `auto: BACKEND` or `auto: BACKEND (why it fell back)`.
pub(crate) fn kernel_receipt(auto: bool, backend: &str, fallback: Option<&str>) -> String {
    match (auto, fallback) {
        (true, Some(why)) => format!("auto: {backend} ({why})"),
        (true, None) => format!("auto: {backend}"),
        (false, _) => backend.into(),
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
/// The default is `auto`: the platform's exported kernels where they can run (Pallas on TPU,
/// Mosaic GPU flash attention on NVIDIA Hopper, each when a kernel was exported for every
/// attention call's shape: `pallas-kernels/variants.toml`, `pallas-kernels/gpu/variants.toml`),
/// XLA otherwise.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum AttentionBackend {
    /// The exported Pallas splash-attention kernels (TPU only).
    Pallas,
    /// The exported flash-attention kernels for NVIDIA Hopper GPUs (tokamax's Pallas Mosaic GPU
    /// kernels, `pallas-kernels/gpu/`; the CUDA plugin on sm_90 only).
    #[serde(rename = "mosaic-gpu")]
    MosaicGpu,
    /// Attention composed from StableHLO ops and lowered by XLA (every platform).
    Xla,
    /// The platform's kernels when they exist for the shapes (Pallas on TPU, Mosaic GPU on
    /// Hopper), XLA elsewhere.
    #[default]
    Auto,
}

/// The backend that actually runs, after [`AttentionBackend::resolve`]; recorded in run
/// manifests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ResolvedBackend {
    /// Pallas kernels (TPU).
    Pallas,
    /// Mosaic GPU flash-attention kernels (NVIDIA Hopper).
    #[serde(rename = "mosaic-gpu")]
    MosaicGpu,
    /// XLA lowering.
    Xla,
}

impl AttentionBackend {
    /// The backend on `platform`, before any shape check.
    ///
    /// `Pallas` off TPU fails with [`BackendError::PallasNeedsTpu`]: the artifacts hold Mosaic
    /// TPU code; `MosaicGpu` off CUDA with [`BackendError::MosaicGpuNeedsCuda`]. `Auto` is
    /// Pallas on TPU and Mosaic GPU on CUDA here; whether kernels exist for the program's
    /// shapes is [`crate::graph::attention::AttentionChoice`]'s check, falling back to XLA.
    pub fn resolve(self, platform: Platform) -> Result<ResolvedBackend, BackendError> {
        match (self, platform) {
            (AttentionBackend::Xla, _) => Ok(ResolvedBackend::Xla),
            (AttentionBackend::Auto | AttentionBackend::Pallas, Platform::Tpu) => {
                Ok(ResolvedBackend::Pallas)
            }
            (AttentionBackend::Auto | AttentionBackend::MosaicGpu, Platform::Cuda) => {
                Ok(ResolvedBackend::MosaicGpu)
            }
            (AttentionBackend::Auto, _) => Ok(ResolvedBackend::Xla),
            (AttentionBackend::Pallas, _) => Err(BackendError::PallasNeedsTpu { platform }),
            (AttentionBackend::MosaicGpu, _) => Err(BackendError::MosaicGpuNeedsCuda { platform }),
        }
    }

    /// The configuration spelling.
    pub fn as_str(self) -> &'static str {
        match self {
            AttentionBackend::Pallas => "pallas",
            AttentionBackend::MosaicGpu => "mosaic-gpu",
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
            "mosaic-gpu" => Ok(AttentionBackend::MosaicGpu),
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
    /// The manifest spelling (`pallas`, `mosaic-gpu` or `xla`).
    pub fn as_str(self) -> &'static str {
        match self {
            ResolvedBackend::Pallas => "pallas",
            ResolvedBackend::MosaicGpu => "mosaic-gpu",
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
        assert_eq!(
            "mosaic-gpu".parse::<AttentionBackend>().unwrap(),
            AttentionBackend::MosaicGpu
        );
        for b in [
            AttentionBackend::Pallas,
            AttentionBackend::MosaicGpu,
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
            "unknown attention backend \"flash\": use \"auto\", \"xla\", \"pallas\" (TPU) or \
             \"mosaic-gpu\" (NVIDIA Hopper)"
        );
    }

    #[test]
    fn default_is_auto() {
        assert_eq!(AttentionBackend::default(), AttentionBackend::Auto);
    }

    #[test]
    fn auto_is_each_platforms_kernels_and_xla_elsewhere() {
        use AttentionBackend::{Auto, Xla};
        assert_eq!(Auto.resolve(Platform::Tpu), Ok(ResolvedBackend::Pallas));
        assert_eq!(Auto.resolve(Platform::Cpu), Ok(ResolvedBackend::Xla));
        assert_eq!(Auto.resolve(Platform::Cuda), Ok(ResolvedBackend::MosaicGpu));
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

    #[test]
    fn mosaic_gpu_off_cuda_fails_with_the_documented_message() {
        for (platform, name) in [(Platform::Cpu, "cpu"), (Platform::Tpu, "tpu")] {
            let e = AttentionBackend::MosaicGpu
                .resolve(platform)
                .unwrap_err()
                .to_string();
            assert_eq!(
                e,
                format!(
                    "attention backend \"mosaic-gpu\" runs on NVIDIA Hopper GPUs (the XLA CUDA \
                     plugin), but the platform is \"{name}\"; use --attention xla (or auto, \
                     which picks the kernels each platform has)"
                )
            );
        }
        assert_eq!(
            AttentionBackend::MosaicGpu.resolve(Platform::Cuda),
            Ok(ResolvedBackend::MosaicGpu)
        );
    }
}
