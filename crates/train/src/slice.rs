//! TPU slices by their Cloud names (`v6e-8`): libtpu's topology for each, how chips group into
//! hosts, and the chip's figures. The trainer's compile worker reads the slice a VM is from
//! `TPU_ACCELERATOR_TYPE`; the planner plans for one.

use pjrt::NamedValue;

/// Usable HBM of one v6e chip, GiB (docs/architecture.md).
pub const V6E_USABLE_HBM_GIB: f64 = 31.25;
/// The device kind libtpu reports for v6e chips.
pub const V6E_DEVICE_KIND: &str = "TPU v6 lite";

/// A slice name that is not in the table.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("unknown TPU slice {0:?}: use one of v6e-1, v6e-4, v6e-8, v6e-16, v6e-32")]
pub struct UnknownSlice(pub String);

/// A TPU slice by its Cloud name (`v6e-8`): libtpu topology and how chips group into hosts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Slice {
    /// The Cloud name, e.g. `v6e-8` (also `TPU_ACCELERATOR_TYPE`).
    pub name: String,
    /// libtpu's topology string, e.g. `v6e:2x4`.
    pub topology: String,
    /// libtpu's `chips_per_host_bounds` as the real slice has them.
    pub chips_per_host_bounds: [i64; 3],
    /// Chips in the slice.
    pub chips: usize,
}

impl Slice {
    /// The slice called `name`: `v6e-1`, `v6e-4`, `v6e-8` (one host each), `v6e-16`, `v6e-32`
    /// (hosts of 2x2 chips).
    pub fn parse(name: &str) -> Result<Slice, UnknownSlice> {
        let (topology, bounds): (&str, [i64; 3]) = match name {
            // libtpu refuses v6e:1x1 with its default host bounds ("not divisible").
            "v6e-1" => ("v6e:1x1", [1, 1, 1]),
            "v6e-4" => ("v6e:2x2", [2, 2, 1]),
            "v6e-8" => ("v6e:2x4", [2, 4, 1]),
            "v6e-16" => ("v6e:4x4", [2, 2, 1]),
            "v6e-32" => ("v6e:4x8", [2, 2, 1]),
            _ => return Err(UnknownSlice(name.to_string())),
        };
        let chips = grid_of(topology).iter().product();
        Ok(Slice {
            name: name.to_string(),
            topology: topology.to_string(),
            chips_per_host_bounds: bounds,
            chips,
        })
    }

    /// The slice's chip grid (`v6e:2x4` → `[2, 4]`).
    pub fn grid(&self) -> [usize; 2] {
        grid_of(&self.topology)
    }

    /// Chips per host: the addressable devices of one VM of the slice.
    pub fn chips_per_host(&self) -> usize {
        self.chips_per_host_bounds.iter().product::<i64>() as usize
    }

    /// Hosts (VMs) in the slice.
    pub fn hosts(&self) -> usize {
        self.chips / self.chips_per_host()
    }

    /// libtpu topology create options for this slice.
    pub fn create_options(&self) -> Vec<NamedValue> {
        vec![
            NamedValue::new("chip_config_name", "default"),
            NamedValue::new("chips_per_host_bounds", self.chips_per_host_bounds.to_vec()),
            NamedValue::new("num_slices", 1i64),
        ]
    }
}

/// The chip grid of a libtpu v6e topology string from [`Slice::parse`]'s table (`v6e:2x4`).
fn grid_of(topology: &str) -> [usize; 2] {
    let mut dims = topology[4..]
        .split('x')
        .map(|d| d.parse::<usize>().expect("the table holds valid grids"));
    let first = dims.next().expect("the table holds valid grids");
    [first, dims.next().unwrap_or(1)]
}
