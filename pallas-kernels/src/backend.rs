//! The attention backend choice: Pallas kernels on TPU, XLA's lowering of plain StableHLO elsewhere.

use crate::{Error, Result};
use std::fmt;
use std::str::FromStr;

/// Which attention implementation a program uses, as configured (`[model] attention = "..."`)
/// or given on the command line (`--attention pallas|xla|auto`).
///
/// The default is `auto`: Pallas where it can run (TPU, and an exported kernel for every
/// attention call's per-device shape, see `pallas-kernels/variants.toml`), XLA otherwise. The
/// shape check belongs to the model side (`nam::graph::attention::AttentionChoice`);
/// [`AttentionBackend::resolve`] only knows the platform.
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

/// The backend that actually runs, after [`AttentionBackend::resolve`]; record it in run manifests.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ResolvedBackend {
    /// Pallas kernels.
    Pallas,
    /// XLA lowering.
    Xla,
}

impl AttentionBackend {
    /// The backend for PJRT platform `platform` (e.g. `tpu`, `cpu`, `cuda`; case-insensitive).
    ///
    /// `Pallas` off TPU fails with [`Error::PallasNeedsTpu`]: the artifacts hold Mosaic TPU code.
    /// `Auto` is Pallas on TPU here; whether kernels exist for the program's shapes is the
    /// caller's check (it knows the shapes), falling back to XLA.
    pub fn resolve(self, platform: &str) -> Result<ResolvedBackend> {
        let tpu = platform.eq_ignore_ascii_case("tpu");
        match self {
            AttentionBackend::Xla => Ok(ResolvedBackend::Xla),
            AttentionBackend::Auto if tpu => Ok(ResolvedBackend::Pallas),
            AttentionBackend::Auto => Ok(ResolvedBackend::Xla),
            AttentionBackend::Pallas if tpu => Ok(ResolvedBackend::Pallas),
            AttentionBackend::Pallas => Err(Error::PallasNeedsTpu {
                platform: platform.to_string(),
            }),
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
    type Err = Error;

    fn from_str(s: &str) -> Result<Self> {
        match s.trim().to_ascii_lowercase().as_str() {
            "pallas" => Ok(AttentionBackend::Pallas),
            "xla" => Ok(AttentionBackend::Xla),
            "auto" => Ok(AttentionBackend::Auto),
            _ => Err(Error::UnknownBackend(s.to_string())),
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
        assert_eq!(
            AttentionBackend::Auto.resolve("tpu").unwrap(),
            ResolvedBackend::Pallas
        );
        assert_eq!(
            AttentionBackend::Auto.resolve("TPU").unwrap(),
            ResolvedBackend::Pallas
        );
        assert_eq!(
            AttentionBackend::Auto.resolve("cpu").unwrap(),
            ResolvedBackend::Xla
        );
        assert_eq!(
            AttentionBackend::Auto.resolve("cuda").unwrap(),
            ResolvedBackend::Xla
        );
        assert_eq!(
            AttentionBackend::Xla.resolve("tpu").unwrap(),
            ResolvedBackend::Xla
        );
    }

    #[test]
    fn pallas_on_cpu_fails_with_the_documented_message() {
        let e = AttentionBackend::Pallas
            .resolve("cpu")
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "attention backend \"pallas\" needs a TPU, but the platform is \"cpu\"; use \
             --attention xla (or auto, which picks xla off TPU)"
        );
    }
}
