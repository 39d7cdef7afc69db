//! The host machine: how much memory it has available, and whether a config's model fits.
//!
//! Every command that holds a model's parameters on the host (training, `init`, `eval-loss`)
//! asks [`check_parameters_fit`] before it allocates anything, so an absurd size in a config
//! (a mistyped `depth = 2147483648`) is refused in microseconds with the figures instead of
//! aborting on a failed allocation or running for hours.

use nam::NamConfig;
use nam::footprint::Footprint;

use crate::collectives::human_bytes;

/// The host's available memory in bytes (`MemAvailable` of `/proc/meminfo`), or `None` where
/// the system does not say (then nothing is refused on this ground).
pub fn available_memory() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    parse_mem_available(&text)
}

/// Each of `devices` CPU-plugin devices' share of [`available_memory`]: what the planner lets
/// one device's programs use (the devices share this host's memory).
pub fn available_memory_per_device(devices: usize) -> Option<u64> {
    Some(available_memory()? / devices.max(1) as u64)
}

fn parse_mem_available(meminfo: &str) -> Option<u64> {
    let line = meminfo.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

/// Why a config's model does not fit this host.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct HostFitError(String);

/// Refuses a need (bytes a command allocates at once) the host cannot hold, with both figures
/// and what to change. `what` names the need.
fn check_need(need: f64, what: &str, available: u64) -> Result<(), HostFitError> {
    if need <= available as f64 {
        return Ok(());
    }
    // Beyond `u64` (absurd configs) the exact figure in bytes says more than a saturated unit.
    let need = match need < u64::MAX as f64 {
        true => human_bytes(need as u64),
        false => format!("{need:.3e} B"),
    };
    Err(HostFitError(format!(
        "{what}: {need} needed, but this host has {} available; reduce depth, widths or \
         vocab_size (or use a host with more memory)",
        human_bytes(available)
    )))
}

/// Refuses a config whose parameters (f32, as `init` writes them and `eval-loss` reads them)
/// or whose training state (parameters and optimizer slots in the parameter dtype) exceed the
/// host's available memory.
pub fn check_parameters_fit(cfg: &NamConfig) -> Result<(), HostFitError> {
    let Some(available) = available_memory() else {
        return Ok(());
    };
    check_against(cfg, available)
}

/// [`check_parameters_fit`] against a given amount of available memory.
pub fn check_against(cfg: &NamConfig, available: u64) -> Result<(), HostFitError> {
    let f = Footprint::of(cfg);
    let params = format!("{:.3e} parameters in f32", f.params);
    check_need(f.f32_param_bytes, &params, available)?;
    check_need(
        f.training_state_bytes,
        "the parameters with their optimizer state",
        available,
    )
}

/// Refuses a training run whose checkpoints the host cannot stage: a checkpoint copies the
/// training state to the host and serializes it (two copies at once) while the next steps run.
pub fn check_checkpoint_fits(cfg: &NamConfig) -> Result<(), HostFitError> {
    let Some(available) = available_memory() else {
        return Ok(());
    };
    check_checkpoint_against(cfg, available)
}

/// [`check_checkpoint_fits`] against a given amount of available memory.
pub fn check_checkpoint_against(cfg: &NamConfig, available: u64) -> Result<(), HostFitError> {
    check_need(
        2.0 * Footprint::of(cfg).training_state_bytes,
        "a checkpoint's host copy of the training state and its serialized file (written in \
         the background while training goes on)",
        available,
    )
}

/// On a plugin whose device memory is host memory (the CPU plugin), refuses a compiled program
/// whose arguments, outputs and temporaries together (`device_bytes`, from its compiled
/// memory statistics) exceed the host's available memory, before it runs.
pub fn check_program_fits(program: &str, device_bytes: i64) -> Result<(), HostFitError> {
    let Some(available) = available_memory() else {
        return Ok(());
    };
    check_need(
        device_bytes as f64,
        &format!("the compiled {program} program's buffers"),
        available,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_checkpoint_needs_two_host_copies_of_the_training_state() {
        let cfg = NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
        let state = Footprint::of(&cfg).training_state_bytes;
        assert!(check_checkpoint_against(&cfg, (2.0 * state) as u64 + 1).is_ok());
        let err = check_checkpoint_against(&cfg, (1.5 * state) as u64)
            .unwrap_err()
            .to_string();
        assert!(err.contains("a checkpoint's host copy"), "{err}");
        assert!(err.contains("use a host with more memory"), "{err}");
    }

    #[test]
    fn mem_available_is_read_in_bytes() {
        let text = "MemTotal:       24563212 kB\nMemFree:  1 kB\nMemAvailable:   23000000 kB\n";
        assert_eq!(parse_mem_available(text), Some(23_000_000 * 1024));
        assert_eq!(parse_mem_available("MemTotal: 5 kB\n"), None);
    }

    #[test]
    fn a_model_larger_than_the_host_is_refused_with_both_figures() {
        let mut cfg = NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
        check_against(&cfg, 1 << 30).expect("nam-tiny fits in 1 GiB");
        cfg.model.depth = 2_147_483_648;
        let err = check_against(&cfg, 24 << 30).unwrap_err().to_string();
        assert!(err.contains("parameters in f32"), "{err}");
        assert!(
            err.contains("PiB needed, but this host has 24.0 GiB available"),
            "{err}"
        );
        assert!(err.contains("reduce depth"), "{err}");
        // Parameters that fit but whose optimizer state does not: the second figure.
        cfg.model.depth = 8;
        let f = Footprint::of(&cfg);
        let available = (f.f32_param_bytes * 2.0) as u64;
        let err = check_against(&cfg, available).unwrap_err().to_string();
        assert!(
            err.starts_with("the parameters with their optimizer state: "),
            "{err}"
        );
        // Beyond what u64 counts, the figure is given in bytes, not a saturated unit.
        let err = check_need(1e21, "x", 24 << 30).unwrap_err().to_string();
        assert!(err.starts_with("x: 1.000e21 B needed"), "{err}");
    }
}
