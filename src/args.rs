//! What several subcommands take and do alike: the plugin flags and the client they make, the
//! config file, the executable cache directory, the layer-loop flag.

use std::path::Path;

use anyhow::{Context, Result};
use clap::Args;
use nam::NamConfig;
use nam::graph::layout::LayerLoop;
use pjrt::{Client, ClientOptions, CompileOptions, Plugin};
use train::cache::{ExecutableCache, default_cache_dir};

/// `--plugin` and `--cpu-devices`.
#[derive(Debug, Clone, Args)]
pub struct PluginArgs {
    /// PJRT plugin: `cpu`, `tpu`, `cuda`, or a path to a plugin `.so`.
    #[arg(long, default_value = "cpu")]
    pub plugin: String,
    /// Devices of the CPU plugin (ignored by other plugins).
    #[arg(long, default_value_t = 1)]
    pub cpu_devices: usize,
}

impl PluginArgs {
    /// A client on `--plugin` (the CPU plugin with `--cpu-devices` devices).
    pub fn client(&self) -> Result<Client> {
        client(&self.plugin, self.cpu_devices)
    }
}

/// Single-device compile options with `cfg`'s `[compiler]` options for `client`'s platform.
pub fn single_device_options(cfg: &NamConfig, client: &Client) -> CompileOptions {
    train::mesh::with_compiler_options(
        CompileOptions::single_device(),
        &cfg.compiler,
        train::trainer::platform_of(client.plugin().kind()),
    )
}

/// A client on the plugin `spec` names; the CPU plugin gets `cpu_devices` devices.
pub fn client(spec: &str, cpu_devices: usize) -> Result<Client> {
    let path = pjrt::locate::resolve_plugin(spec)?;
    let plugin = Plugin::load_path(&path)?;
    let options = ClientOptions::for_plugin(plugin.kind(), cpu_devices)?;
    Client::new(plugin, &options)
        .with_context(|| format!("creating a client on {}", path.display()))
}

/// Reads and validates a run configuration file.
pub fn load_config(path: &Path) -> Result<NamConfig> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("reading the config {}", path.display()))?;
    NamConfig::from_toml_str(&text).with_context(|| format!("in the config {}", path.display()))
}

/// [`load_config`] for a command that holds the model's parameters on this host (`init`,
/// `eval-loss`; the trainer checks for itself): refused up front, with the figures, when they cannot fit in the
/// host's available memory, instead of aborting on an allocation (or running for hours).
pub fn load_model_config(path: &Path) -> Result<NamConfig> {
    let cfg = load_config(path)?;
    train::host::check_parameters_fit(&cfg)
        .with_context(|| format!("in the config {}", path.display()))?;
    Ok(cfg)
}

/// The executable cache at `dir`, or at the default place ($NAMTRAIN_CACHE_DIR, else
/// ~/.cache/namtrain).
pub fn open_cache(dir: Option<&Path>) -> Result<ExecutableCache> {
    let dir = match dir {
        Some(d) => d.to_path_buf(),
        None => default_cache_dir()?,
    };
    ExecutableCache::open(&dir)
        .with_context(|| format!("opening the executable cache at {}", dir.display()))
}

/// The layer loop `--unrolled` asks for (the scan by default, as the trainer runs).
pub fn layer_loop(unrolled: bool) -> LayerLoop {
    if unrolled {
        LayerLoop::Unrolled
    } else {
        LayerLoop::Scan
    }
}
