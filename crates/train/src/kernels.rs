//! Pallas kernels exported after the build for a config's shapes (`namtrain kernels export`):
//! where a machine keeps them, reading them into the process, and which kernels a run's
//! programs use (the run manifest's `kernels`).

use std::path::{Path, PathBuf};

use nam::NamConfig;
use nam::graph::attention::{AttentionChoice, ResolvedBackend, pallas_queries};
use nam::graph::m2rnn::{M2rnnBackend, M2rnnChoice, pallas_m2rnn_query};
use nam::graph::mamba::{SsdBackend, SsdChoice, pallas_ssd_query};
use nam::graph::moe::{MoeChoice, moe_variant};
use pallas_kernels::{KernelDir, M2rnnVariant, Origin, SsdVariant, Variant};
use serde::{Deserialize, Serialize};

use crate::cache::{CacheError, default_cache_dir};

/// The kernel directory's name inside the cache directory.
pub const KERNELS_DIR: &str = "kernels";

/// The kernel directory: `kernels_dir` when given, else the cache's at `cache_dir` (`None`:
/// [`default_cache_dir`]) — where `namtrain kernels export` writes and every run and plan reads.
pub fn kernel_dir(
    kernels_dir: Option<&Path>,
    cache_dir: Option<&Path>,
) -> Result<PathBuf, CacheError> {
    Ok(match (kernels_dir, cache_dir) {
        (Some(k), _) => k.to_path_buf(),
        (None, Some(d)) => d.join(KERNELS_DIR),
        (None, None) => default_cache_dir()?.join(KERNELS_DIR),
    })
}

/// `text` (a fallback reason or an error) with the export command's `<your config>` replaced by
/// `config`, the command a user can run as it stands.
pub fn naming_the_config(text: &str, config: &Path) -> String {
    text.replace(
        pallas_kernels::USER_EXPORT_COMMAND,
        &format!("namtrain kernels export --config {}", config.display()),
    )
}

/// Reads the exported kernels of `dir` into this process ([`pallas_kernels::add_kernel_dir`]),
/// saying what it added.
pub fn add_exported_kernels(dir: &Path) -> Result<KernelDir, pallas_kernels::Error> {
    let found = pallas_kernels::add_kernel_dir(dir)?;
    let added = found.attention.len() + found.ssd.len();
    if added > 0 {
        tracing::info!(
            "kernels: {added} exported in {} ({})",
            dir.display(),
            found
                .attention
                .iter()
                .chain(&found.ssd)
                .map(String::as_str)
                .collect::<Vec<_>>()
                .join(", ")
        );
    }
    Ok(found)
}

/// One kernel a run's programs splice: what it computes, its variant and where it came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KernelReceipt {
    /// `attention` or `ssd`.
    pub kind: String,
    /// The variant's name.
    pub name: String,
    /// `built-in`, or `exported` (by `namtrain kernels export`).
    pub origin: String,
    /// The exported set's directory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dir: Option<String>,
}

impl KernelReceipt {
    fn new(kind: &str, name: &str, origin: &Origin) -> Self {
        let (origin, dir) = match origin {
            Origin::BuiltIn => ("built-in", None),
            Origin::Exported(d) => ("exported", Some(d.display().to_string())),
        };
        KernelReceipt {
            kind: kind.into(),
            name: name.into(),
            origin: origin.into(),
            dir,
        }
    }
}

/// The Pallas kernels the programs of `cfg` splice on `rows`-row micro-batches with these
/// choices, in layer order, the experts' last (empty when attention, the recurrent scans and the
/// experts run on XLA).
pub fn kernel_receipts(
    cfg: &NamConfig,
    rows: usize,
    attention: &AttentionChoice,
    ssd: &SsdChoice,
    m2rnn: &M2rnnChoice,
    moe: &MoeChoice,
) -> Vec<KernelReceipt> {
    let mut out = Vec::new();
    if attention.backend == ResolvedBackend::Pallas {
        for q in pallas_queries(cfg, rows).unwrap_or_default() {
            if let Ok(v) = Variant::find(&q) {
                out.push(KernelReceipt::new("attention", &v.name, &v.origin));
            }
        }
    }
    let has_m = cfg.model.has(nam::config::SublayerKind::Mamba);
    if let (true, SsdBackend::Pallas { interpret }) = (has_m, ssd.backend) {
        let found = pallas_ssd_query(cfg, rows).ok().and_then(|q| {
            let platform = if interpret { "cpu" } else { "tpu" };
            SsdVariant::find(&pallas_kernels::SsdQuery {
                platform: platform.into(),
                ..q
            })
            .ok()
        });
        if let Some(v) = found {
            out.push(KernelReceipt::new("ssd", &v.name, &v.origin));
        }
    }
    let has_r = cfg.model.has(nam::config::SublayerKind::M2rnn);
    if let (true, M2rnnBackend::Pallas { interpret }) = (has_r, m2rnn.backend) {
        let platform = if interpret { "cpu" } else { "tpu" };
        let found = pallas_m2rnn_query(cfg, rows, platform)
            .ok()
            .and_then(|q| M2rnnVariant::find(&q).ok());
        if let Some(v) = found {
            out.push(KernelReceipt::new("m2rnn", &v.name, &Origin::BuiltIn));
        }
    }
    let has_e = cfg.model.has(nam::config::SublayerKind::Moe);
    if let (true, Ok(v)) = (has_e, moe_variant(cfg, rows, moe.backend)) {
        out.push(KernelReceipt::new(
            moe.backend.name(),
            &v.name,
            &Origin::BuiltIn,
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use nam::backend::Platform;

    fn preset(name: &str, rows: usize) -> NamConfig {
        let mut cfg = NamConfig::from_toml_str(nam::presets::preset(name).unwrap()).unwrap();
        cfg.train.batch_size = rows;
        cfg.train.micro_batches = 1;
        cfg
    }

    fn receipts(cfg: &NamConfig, platform: Platform) -> Vec<(String, String, String)> {
        let rows = cfg.train.batch_size;
        let attention = AttentionChoice::for_trainer(cfg, platform).unwrap();
        let ssd = SsdChoice::for_trainer(cfg, platform).unwrap();
        let m2rnn = M2rnnChoice::for_trainer(cfg, platform).unwrap();
        let moe = MoeChoice::for_trainer(cfg, platform).unwrap();
        kernel_receipts(cfg, rows, &attention, &ssd, &m2rnn, &moe)
            .into_iter()
            .map(|r| {
                assert!(r.dir.is_none(), "{r:?}");
                (r.kind, r.name, r.origin)
            })
            .collect()
    }

    fn built_in(kind: &str, name: &str) -> (String, String, String) {
        (kind.into(), name.into(), "built-in".into())
    }

    #[test]
    fn the_manifest_names_each_spliced_kernel_in_layer_order() {
        // nam12-dense on one chip with 16 rows: its local (2 048-token window) and global
        // layers, each served by the 16-row export.
        let dense = preset("nam12-dense", 16);
        assert_eq!(
            receipts(&dense, Platform::Tpu),
            [
                built_in("attention", "nam12d_b16_w2048"),
                built_in("attention", "nam12d_b16"),
            ]
        );
        // nam52 with 8 rows: global attention, the M sublayers' scan and the experts (8 x 4 096
        // tokens, gmm_nam52_mb8's routed kernels).
        let hybrid = preset("nam52", 8);
        assert_eq!(
            receipts(&hybrid, Platform::Tpu),
            [
                built_in("attention", "nam52_b8"),
                built_in("ssd", "ssd_nam52_b8"),
                built_in("routed", "gmm_nam52_mb8")
            ]
        );
        // With 4 rows no routed variant serves: the experts on the capacity path, no receipt.
        let four = preset("nam52", 4);
        let kinds: Vec<String> = receipts(&four, Platform::Tpu)
            .into_iter()
            .map(|r| r.0)
            .collect();
        assert!(!kinds.iter().any(|k| k == "routed"), "{kinds:?}");
        // On the CPU plugin everything runs on XLA: no kernel.
        assert!(receipts(&hybrid, Platform::Cpu).is_empty());
    }
}
