//! `[compiler]`: XLA / libtpu options per platform ([`CompilerConfig`]) and the checks of their
//! names.

use crate::backend::Platform;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// `[compiler]`: compiler options for every program of a run (training, eval, and each
/// candidate `plan` and `--dry-run` compile), one table per platform, since each plugin refuses
/// options it does not know: `[compiler.tpu]` for libtpu (e.g.
/// `xla_tpu_enable_windowed_einsum_for_reduce_scatter = false`), `[compiler.cpu]` for the XLA
/// CPU plugin, `[compiler.cuda]` for the XLA CUDA plugin. They travel with each compile (the
/// per-compile form of an `XLA_FLAGS` / `LIBTPU_INIT_ARGS` entry), so the executable cache keys
/// on them and the run manifest's config records them; the process environment stays as it is.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CompilerConfig {
    /// Options for TPU compiles (libtpu), by name as the compiler spells it, without `--`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub tpu: BTreeMap<String, CompilerOption>,
    /// Options for compiles on the XLA CPU plugin.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cpu: BTreeMap<String, CompilerOption>,
    /// Options for compiles on the XLA CUDA plugin.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub cuda: BTreeMap<String, CompilerOption>,
}

impl CompilerConfig {
    /// No options set (the section is then left out of the canonical JSON, so configs without
    /// it hash as they did before it existed).
    pub fn is_empty(&self) -> bool {
        self.tpu.is_empty() && self.cpu.is_empty() && self.cuda.is_empty()
    }

    /// The options for compiles on `platform`; none for a plugin we do not recognise.
    pub fn for_platform(&self, platform: Platform) -> &BTreeMap<String, CompilerOption> {
        static NONE: BTreeMap<String, CompilerOption> = BTreeMap::new();
        match platform {
            Platform::Tpu => &self.tpu,
            Platform::Cpu => &self.cpu,
            Platform::Cuda => &self.cuda,
            Platform::Other => &NONE,
        }
    }

    fn tables(&self) -> [(&'static str, &BTreeMap<String, CompilerOption>); 3] {
        [("tpu", &self.tpu), ("cpu", &self.cpu), ("cuda", &self.cuda)]
    }

    /// Appends every malformed option name to `errors`.
    pub(super) fn check(&self, errors: &mut Vec<String>) {
        for (platform, options) in self.tables() {
            for name in options.keys() {
                let bare = name.trim_start_matches('-');
                if bare != name || name.contains('=') {
                    errors.push(format!(
                        "[compiler.{platform}]: write the option as `{} = value`, without `--` \
                         or `=` in the name",
                        bare.split('=').next().unwrap_or(bare)
                    ));
                } else if !name.starts_with("xla_") {
                    errors.push(format!(
                        "[compiler.{platform}]: `{name}` is not an XLA option (their names start \
                         with `xla_`, e.g. `xla_tpu_enable_windowed_einsum_for_reduce_scatter`)"
                    ));
                }
            }
        }
    }
}

/// The value of one `[compiler.<platform>]` option.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum CompilerOption {
    /// A boolean option.
    Bool(bool),
    /// An integer option.
    Int(i64),
    /// A string option (also how a floating-point option is given).
    Str(String),
}
