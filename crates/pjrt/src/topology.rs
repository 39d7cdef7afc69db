//! Topologies (`PJRT_TopologyDescription`) and deviceless compilation (`PJRT_Compile`).
//!
//! With libtpu this compiles for a TPU slice on a host without TPUs. Loading libtpu in-process
//! is only safe with its environment controlled (see `docs/architecture.md#libtpu-safety-rules`), so
//! applications use [`crate::DevicelessCompiler`], which runs this in a child process.

use std::ffi::c_char;
use std::sync::Arc;

use pjrt_sys::*;

use crate::compile_options::CompileOptions;
use crate::device::DeviceDescription;
use crate::error::{Error, Result};
use crate::executable::Executable;
use crate::named_value::{CNamedValues, NamedValue};
use crate::plugin::{Plugin, lossy};

/// A device topology created from a name (e.g. `v6e:2x4`) without hardware. Freed on drop.
pub struct Topology {
    plugin: Arc<Plugin>,
    raw: *mut PJRT_TopologyDescription,
}

// SAFETY: a topology description is immutable after creation; the plugin is kept alive.
unsafe impl Send for Topology {}
// SAFETY: as above.
unsafe impl Sync for Topology {}

impl Drop for Topology {
    fn drop(&mut self) {
        let raw = self.raw;
        // SAFETY: `raw` is the topology this `Topology` owns (its plugin kept alive by
        // `self.plugin`), destroyed exactly once here, in Drop.
        let _ = unsafe {
            self.plugin.call(
                self.plugin.fns().PJRT_TopologyDescription_Destroy,
                |a: &mut PJRT_TopologyDescription_Destroy_Args| a.topology = raw,
            )
        };
    }
}

impl std::fmt::Debug for Topology {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Topology({:?})",
            self.platform_name().unwrap_or_default()
        )
    }
}

impl Topology {
    /// Creates the topology `name` with plugin-specific `options` (for libtpu:
    /// `chip_config_name`, `chips_per_host_bounds`, `num_slices`).
    pub fn create(plugin: Arc<Plugin>, name: &str, options: &[NamedValue]) -> Result<Topology> {
        let c_opts = CNamedValues::new(options);
        // SAFETY: `name` and `c_opts` (with the `options` it points to) are borrowed until the call
        // returns and only read; the new topology is null-checked and taken over below.
        let out = unsafe {
            plugin.call(
                plugin.fns().PJRT_TopologyDescription_Create,
                |a: &mut PJRT_TopologyDescription_Create_Args| {
                    a.topology_name = name.as_ptr() as *const c_char;
                    a.topology_name_size = name.len();
                    a.create_options = c_opts.as_ptr();
                    a.num_options = c_opts.len();
                },
            )
        }?;
        if out.topology.is_null() {
            return Err(Error::invalid(
                "PJRT_TopologyDescription_Create returned no topology",
            ));
        }
        Ok(Topology {
            plugin,
            raw: out.topology,
        })
    }

    /// The platform name, e.g. `tpu`.
    pub fn platform_name(&self) -> Result<String> {
        // SAFETY: `self.raw` is the live topology owned by this `Topology`; the call only reads it,
        // and the result is copied below while `self` lives.
        let out = unsafe {
            self.plugin.call(
                self.plugin.fns().PJRT_TopologyDescription_PlatformName,
                |a: &mut PJRT_TopologyDescription_PlatformName_Args| a.topology = self.raw,
            )
        }?;
        // SAFETY: owned by the topology, alive.
        Ok(unsafe { lossy(out.platform_name, out.platform_name_size) })
    }

    /// The platform version string.
    pub fn platform_version(&self) -> Result<String> {
        // SAFETY: `self.raw` is the live topology owned by this `Topology`; the call only reads it,
        // and the result is copied below while `self` lives.
        let out = unsafe {
            self.plugin.call(
                self.plugin.fns().PJRT_TopologyDescription_PlatformVersion,
                |a: &mut PJRT_TopologyDescription_PlatformVersion_Args| a.topology = self.raw,
            )
        }?;
        // SAFETY: owned by the topology, alive.
        Ok(unsafe { lossy(out.platform_version, out.platform_version_size) })
    }

    /// The devices of the topology.
    pub fn device_descriptions(&self) -> Result<Vec<DeviceDescription>> {
        // SAFETY: `self.raw` is the live topology owned by this `Topology`; the call only reads it,
        // and the result is copied below while `self` lives.
        let out = unsafe {
            self.plugin.call(
                self.plugin
                    .fns()
                    .PJRT_TopologyDescription_GetDeviceDescriptions,
                |a: &mut PJRT_TopologyDescription_GetDeviceDescriptions_Args| a.topology = self.raw,
            )
        }?;
        if out.descriptions.is_null() {
            return Ok(Vec::new());
        }
        // SAFETY: the topology owns `num_descriptions` descriptions.
        let raws = unsafe { std::slice::from_raw_parts(out.descriptions, out.num_descriptions) };
        raws.iter()
            // SAFETY: each is a live description owned by the topology.
            .map(|&d| unsafe { DeviceDescription::read(&self.plugin, d) })
            .collect()
    }

    /// Compiles StableHLO text for this topology without devices (`PJRT_Compile`).
    pub fn compile(&self, stablehlo_text: &str, options: &CompileOptions) -> Result<Executable> {
        let serialized = options.to_proto_bytes();
        let format = "mlir";
        let mut program = Box::new(PJRT_Program {
            struct_size: PJRT_Program_STRUCT_SIZE as usize,
            extension_start: std::ptr::null_mut(),
            // Only read by the compiler.
            code: stablehlo_text.as_ptr() as *mut c_char,
            code_size: stablehlo_text.len(),
            format: format.as_ptr() as *const c_char,
            format_size: format.len(),
        });
        // SAFETY: `self.raw` is the live topology owned by this `Topology`; `program` (pointing
        // into `stablehlo_text` and the static `format`) and `serialized` outlive the call and are
        // only read; the new executable is taken over by `Executable::wrap`.
        let out = unsafe {
            self.plugin.call(
                self.plugin.fns().PJRT_Compile,
                |a: &mut PJRT_Compile_Args| {
                    a.topology = self.raw;
                    a.program = &mut *program;
                    a.compile_options = serialized.as_ptr() as *const c_char;
                    a.compile_options_size = serialized.len();
                },
            )
        }?;
        Executable::wrap(self.plugin.clone(), out.executable)
    }
}

/// A TPU topology name like `v6e:2x4`, split into generation and chip grid.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TopologyName {
    /// The TPU generation, e.g. `v6e`.
    pub generation: String,
    /// Chips along each axis, e.g. `[2, 4]`.
    pub chips: Vec<i64>,
}

impl TopologyName {
    /// Parses `<generation>:<A>x<B>[x<C>]`.
    pub fn parse(name: &str) -> Result<Self> {
        let bad = || {
            Error::invalid(format!(
                "topology {name:?} is not of the form <generation>:<A>x<B>, e.g. v6e:2x4"
            ))
        };
        let (generation, grid) = name.split_once(':').ok_or_else(bad)?;
        let chips = grid
            .split('x')
            .map(|d| d.parse::<i64>().ok().filter(|&n| n > 0))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(bad)?;
        if generation.is_empty() || !(2..=3).contains(&chips.len()) {
            return Err(bad());
        }
        Ok(TopologyName {
            generation: generation.to_owned(),
            chips,
        })
    }

    /// Total number of chips.
    pub fn chip_count(&self) -> i64 {
        self.chips.iter().product()
    }

    /// The `TPU_ACCELERATOR_TYPE` value, e.g. `v6e-8`.
    pub fn accelerator_type(&self) -> String {
        format!("{}-{}", self.generation, self.chip_count())
    }

    /// libtpu create options for this topology: one slice, chips grouped per host as on real
    /// slices: a whole slice of up to 8 chips is one host, larger slices use 2x2-chip hosts.
    pub fn default_options(&self) -> Vec<NamedValue> {
        let mut bounds: Vec<i64> = if self.chip_count() <= 8 {
            self.chips.clone()
        } else {
            vec![2, 2]
        };
        bounds.resize(3, 1);
        vec![
            NamedValue::new("chip_config_name", "default"),
            NamedValue::new("chips_per_host_bounds", bounds),
            NamedValue::new("num_slices", 1i64),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_parse_into_generation_and_grid() {
        let t = TopologyName::parse("v6e:2x4").unwrap();
        assert_eq!((t.generation.as_str(), t.chip_count()), ("v6e", 8));
        assert_eq!(t.accelerator_type(), "v6e-8");
        let opts = t.default_options();
        assert_eq!(opts[1].value, vec![2i64, 4, 1].into());
        let big = TopologyName::parse("v6e:16x16").unwrap();
        assert_eq!(big.default_options()[1].value, vec![2i64, 2, 1].into());
    }

    #[test]
    fn malformed_names_are_refused_with_an_example() {
        for bad in ["v6e", "v6e:2", "v6e:0x2", ":2x2", "v6e:axb"] {
            let e = TopologyName::parse(bad).unwrap_err().to_string();
            assert!(e.contains("e.g. v6e:2x4"), "{bad}: {e}");
        }
    }
}
