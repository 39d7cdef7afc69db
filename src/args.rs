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
    /// PJRT plugin: `auto` (the default: `tpu` where TPU device files and libtpu are found,
    /// `cuda` where an NVIDIA GPU and the XLA CUDA plugin are, else `cpu`), `cpu`, `tpu`, `cuda`,
    /// or a path to a plugin `.so`.
    #[arg(long, default_value = "auto")]
    pub plugin: String,
    /// Devices of the CPU plugin (ignored by other plugins).
    #[arg(long, default_value_t = 1)]
    pub cpu_devices: usize,
}

impl PluginArgs {
    /// Replaces `auto` by the plugin it picks on this host ([`pjrt::locate::auto_plugin`]);
    /// returns the choice and why, to print and record (`None`: a plugin was named).
    pub fn resolve_auto(&mut self) -> Option<String> {
        if self.plugin != "auto" {
            return None;
        }
        let (name, why) = pjrt::locate::auto_plugin();
        self.plugin = name.to_string();
        Some(format!("auto: {name} ({why})"))
    }

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

/// Where a config came from and what `--set` changed in it, as the run manifest records it.
pub fn config_origin(spec: &Path, sets: &[String]) -> train::manifest::ConfigOrigin {
    let source = match (spec.is_file(), preset_name(spec)) {
        (false, Some(name)) => format!("preset {name} (built into namtrain)"),
        _ => format!("file {}", spec.display()),
    };
    train::manifest::ConfigOrigin {
        source,
        overrides: sets.to_vec(),
    }
}

/// The preset `spec` names (`nam52`, `nam52.toml`), when it is a bare name of one.
fn preset_name(spec: &Path) -> Option<&str> {
    let name = spec.to_str()?;
    (!name.contains('/') && nam::presets::preset(name).is_some())
        .then(|| name.strip_suffix(".toml").unwrap_or(name))
}

/// The TOML text `spec` names: a file, else (no such file) a preset built into the binary by
/// name (`namtrain presets` lists them). A file wins over a preset of the same name.
pub fn config_text(spec: &Path) -> Result<String> {
    if !spec.exists()
        && let Some(name) = preset_name(spec)
    {
        return Ok(nam::presets::preset(name).unwrap_or_default().to_string());
    }
    std::fs::read_to_string(spec).with_context(|| {
        let names: Vec<&str> = nam::presets::ALL.iter().map(|(n, _)| *n).collect();
        format!(
            "reading the config {} (a TOML file, or a preset by name: {})",
            spec.display(),
            names.join(", ")
        )
    })
}

/// Reads and validates a run configuration: a file or a preset by name ([`config_text`]), with
/// the `--set section.key=value` overrides `sets` applied before it is parsed (typed by the
/// schema and covered by the config hash; an unknown key is refused with the nearest name).
pub fn load_config(spec: &Path, sets: &[String]) -> Result<NamConfig> {
    let text = config_text(spec)?;
    let overrides = sets
        .iter()
        .map(|s| s.parse::<nam::config::Override>())
        .collect::<std::result::Result<Vec<_>, _>>()?;
    NamConfig::from_toml_str_with(&text, &overrides)
        .with_context(|| format!("in the config {}", spec.display()))
}

/// [`load_config`] for a command that holds the model's parameters on this host (`init`,
/// `eval-loss`; the trainer checks for itself): refused up front, with the figures, when they cannot fit in the
/// host's available memory, instead of aborting on an allocation (or running for hours).
pub fn load_model_config(spec: &Path, sets: &[String]) -> Result<NamConfig> {
    let cfg = load_config(spec, sets)?;
    train::host::check_parameters_fit(&cfg)
        .with_context(|| format!("in the config {}", spec.display()))?;
    Ok(cfg)
}

/// `namtrain presets [show NAME]`: the configs built into the binary.
#[derive(Debug, clap::Args)]
pub struct PresetsArgs {
    #[command(subcommand)]
    show: Option<PresetsCommand>,
}

#[derive(Debug, clap::Subcommand)]
enum PresetsCommand {
    /// Print a preset's TOML (to start a config of your own from it).
    Show {
        /// The preset's name (`namtrain presets` lists them).
        name: String,
    },
}

/// Lists the presets with their first comment line, or prints one.
pub fn presets(args: PresetsArgs) -> Result<()> {
    match args.show {
        None => {
            let width = nam::presets::ALL
                .iter()
                .map(|(n, _)| n.len())
                .max()
                .unwrap_or(0);
            for (name, text) in nam::presets::ALL {
                let about = text
                    .lines()
                    .next()
                    .and_then(|l| l.strip_prefix('#'))
                    .map(str::trim)
                    .map(|l| l.strip_prefix(&format!("{name}:")).unwrap_or(l).trim())
                    .unwrap_or("");
                println!("{name:<width$} {about}");
            }
            println!(
                "\nnamtrain --config NAME [--set section.key=value]... runs one; \
                 `namtrain presets show NAME` prints its TOML."
            );
            Ok(())
        }
        Some(PresetsCommand::Show { name }) => match nam::presets::preset(&name) {
            Some(text) => {
                print!("{text}");
                Ok(())
            }
            None => {
                let names: Vec<&str> = nam::presets::ALL.iter().map(|(n, _)| *n).collect();
                anyhow::bail!("no preset {name:?}; the presets are {}", names.join(", "))
            }
        },
    }
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
