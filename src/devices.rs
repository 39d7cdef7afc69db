//! `namtrain devices`: what a PJRT plugin sees — platform, versions, StableHLO range, and
//! each device with its kind and memory.
//!
//! With `--topology` (libtpu), the plugin runs deviceless in a sandboxed child process: this
//! binary re-executes itself as the compile worker (see `pjrt::worker`).

use anyhow::{Context, Result};
use clap::Args;
use pjrt::DevicelessCompiler;

use crate::args::PluginArgs;

/// Arguments of `namtrain devices`.
#[derive(Debug, Args)]
pub struct DevicesArgs {
    #[command(flatten)]
    plugin: PluginArgs,
    /// Describe a TPU topology without hardware, e.g. `v6e:2x4` (deviceless, libtpu).
    #[arg(long)]
    topology: Option<String>,
    /// Print one JSON object instead of the table (live devices only): plugin, platform,
    /// versions, the libraries loaded for the plugin, and each device with its kind and
    /// memory statistics (`null` where the plugin reports none).
    #[arg(long, conflicts_with = "topology")]
    json: bool,
}

/// Prints the device table for the chosen plugin or topology.
pub fn run(args: DevicesArgs) -> Result<()> {
    match &args.topology {
        Some(topology) => deviceless(
            &pjrt::locate::resolve_plugin(&args.plugin.plugin)?,
            topology,
        ),
        None if args.json => live_json(&args.plugin),
        None => live(&args.plugin),
    }
}

/// `namtrain devices --json`: what [`live`] prints, as JSON for scripts (`gpu-check.sh`).
fn live_json(args: &PluginArgs) -> Result<()> {
    let client = args.client()?;
    let plugin = client.plugin();
    let mut devices = Vec::new();
    for device in client.addressable_devices()? {
        let d = device.description()?;
        let memory = match device.memory_stats() {
            Ok(m) => serde_json::json!({
                "bytes_in_use": m.bytes_in_use,
                "peak_bytes_in_use": m.peak_bytes_in_use,
                "bytes_limit": m.bytes_limit,
                "bytes_reserved": m.bytes_reserved,
                "largest_free_block_bytes": m.largest_free_block_bytes,
            }),
            Err(e) if e.is_unsupported() => serde_json::Value::Null,
            Err(e) => return Err(e.into()),
        };
        devices.push(serde_json::json!({
            "id": d.id,
            "kind": d.kind,
            "local_hardware_id": device.local_hardware_id()?,
            "process": d.process_index,
            "memory": memory,
        }));
    }
    let out = serde_json::json!({
        "plugin": plugin.path(),
        "platform": client.platform_name()?,
        "platform_version": client.platform_version()?,
        "pjrt_api": format!("{}.{}", plugin.api_version().0, plugin.api_version().1),
        "preloaded_libraries": plugin.preloaded_libraries(),
        "devices": devices,
    });
    println!("{}", serde_json::to_string_pretty(&out)?);
    Ok(())
}

fn live(args: &PluginArgs) -> Result<()> {
    let client = args.client()?;
    let plugin = client.plugin();
    print_header(
        &plugin.path().display().to_string(),
        &client.platform_name()?,
        &client.platform_version()?,
        plugin.api_version(),
        plugin.stablehlo_version_range()?,
    );
    let mut rows = vec![[
        "id".to_string(),
        "kind".into(),
        "local hw id".into(),
        "process".into(),
        "memory".into(),
    ]];
    for device in client.addressable_devices()? {
        let d = device.description()?;
        let memory = match device.memory_stats() {
            Ok(m) => match m.bytes_limit {
                Some(limit) => format!("{} in use / {} limit", gib(m.bytes_in_use), gib(limit)),
                None => format!("{} in use", gib(m.bytes_in_use)),
            },
            Err(e) if e.is_unsupported() => "unsupported".into(),
            Err(e) => return Err(e.into()),
        };
        rows.push([
            d.id.to_string(),
            d.kind,
            device.local_hardware_id()?.to_string(),
            d.process_index.to_string(),
            memory,
        ]);
    }
    print_table(&rows);
    Ok(())
}

fn deviceless(path: &std::path::Path, topology: &str) -> Result<()> {
    let worker = std::env::current_exe()
        .context("finding this executable to run it as the compile worker")?;
    let report = DevicelessCompiler::new(path, topology)?
        .with_worker(worker)
        .describe()
        .with_context(|| format!("describing topology {topology} with {}", path.display()))?;
    print_header(
        &format!("{} (deviceless, topology {topology})", path.display()),
        &report.platform_name,
        &report.platform_version,
        report.api_version,
        report.stablehlo_range,
    );
    let mut rows = vec![[
        "id".to_string(),
        "kind".into(),
        "coords".into(),
        "process".into(),
        "memory".into(),
    ]];
    for d in report.devices {
        let coords = d
            .attributes
            .iter()
            .find(|a| a.name == "coords")
            .map(|a| a.value.to_string())
            .unwrap_or_default();
        rows.push([
            d.id.to_string(),
            d.kind,
            coords,
            d.process_index.to_string(),
            "n/a (no device: deviceless)".into(),
        ]);
    }
    print_table(&rows);
    Ok(())
}

fn print_header(
    plugin: &str,
    platform: &str,
    version: &str,
    api: (i32, i32),
    stablehlo: Option<(Vec<i64>, Vec<i64>)>,
) {
    let (hmaj, hmin) = pjrt::HEADER_API_VERSION;
    let dotted = |v: &[i64]| v.iter().map(i64::to_string).collect::<Vec<_>>().join(".");
    println!("plugin            {plugin}");
    println!("platform          {platform}");
    println!("platform version  {version}");
    println!(
        "PJRT C API        {}.{} (built against {hmaj}.{hmin})",
        api.0, api.1
    );
    match stablehlo {
        Some((min, max)) => println!("StableHLO         {} .. {}", dotted(&min), dotted(&max)),
        None => println!("StableHLO         not reported"),
    }
    println!();
}

fn print_table<const N: usize>(rows: &[[String; N]]) {
    let mut widths = [0usize; N];
    for row in rows {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .zip(widths)
            .map(|(c, w)| format!("{c:<w$}"))
            .collect();
        println!("{}", cells.join("  ").trim_end());
    }
}

/// A device's byte count (PJRT reports `i64`) as GiB.
fn gib(bytes: i64) -> String {
    plan::gib(bytes.max(0) as u64)
}
