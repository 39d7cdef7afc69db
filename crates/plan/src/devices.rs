//! The devices a plan is for ([`PlanDevices`]: a TPU slice compiled deviceless, or a live
//! client's devices) and what compiles for them: the backend, the topology libtpu reports, and
//! the key targets of the machines that will run the executables.

use std::collections::BTreeMap;

use pjrt::{Client, DevicelessCompiler, TopologyReport};
use train::cache::CompileTarget;
use train::compile_worker::CompileWorker;

use crate::perf::Chip;
use crate::{PlanError, Slice};

/// The devices a plan is for, and how its programs compile for them.
#[derive(Debug, Clone, Copy)]
pub enum PlanDevices<'a> {
    /// A TPU slice: libtpu compiles deviceless for its topology in a sandboxed worker (no
    /// chip is touched, nothing leaves the host), and executables are stored under the key a
    /// VM of the slice computes.
    Slice {
        /// The slice.
        slice: &'a Slice,
        /// libtpu.
        plugin_path: &'a std::path::Path,
        /// The worker binary (`None`: [`DevicelessCompiler`]'s default search).
        worker: Option<&'a std::path::Path>,
    },
    /// Every addressable device of a live client (how `namtrain` chooses its own mesh on the
    /// CPU plugin): programs compile for those devices through the executable cache, in the
    /// compile worker when one is given, exactly as the trainer's own compiles, so the
    /// chosen programs are the ones it then loads.
    Client {
        /// The client.
        client: &'a Client,
        /// Where compiles run (`None`: in this process).
        worker: Option<&'a CompileWorker>,
        /// The performance model's entry for its devices (`None`: no prediction; candidates
        /// rank by tokens per step and collective bytes).
        chip: Option<&'a Chip>,
    },
}

impl PlanDevices<'_> {
    /// What the plan is for, in words: `v6e-8`, `8 cpu devices`.
    pub fn name(&self) -> String {
        match self {
            PlanDevices::Slice { slice, .. } => slice.name.clone(),
            PlanDevices::Client { client, .. } => {
                let n = client.addressable_devices().map_or(0, |d| d.len());
                let platform = client.platform_name().unwrap_or_default();
                format!("{n} {platform} device{}", if n == 1 { "" } else { "s" })
            }
        }
    }

    /// Devices the meshes span.
    pub fn count(&self) -> Result<usize, PlanError> {
        match self {
            PlanDevices::Slice { slice, .. } => Ok(slice.chips),
            PlanDevices::Client { client, .. } => client
                .addressable_devices()
                .map(|d| d.len())
                .map_err(PlanError::Client),
        }
    }
}

/// What compiles a plan's programs.
pub(crate) enum Backend<'a> {
    /// libtpu deviceless, for a slice.
    Deviceless(DevicelessCompiler),
    /// A live client, through the executable cache (in the worker when given).
    Client {
        client: &'a Client,
        worker: Option<&'a CompileWorker>,
    },
    /// An earlier plan's recorded results, looked up instead of compiled (the tests' replays
    /// of recorded candidate tables).
    #[cfg(test)]
    Replay(&'a crate::replay::RecordedPlan),
}

impl Backend<'_> {
    /// The platform the programs are compiled for.
    pub(crate) fn platform(&self) -> nam::Platform {
        match self {
            Backend::Deviceless(_) => nam::Platform::Tpu,
            Backend::Client { client, .. } => train::trainer::platform_of(client.plugin().kind()),
            #[cfg(test)]
            Backend::Replay(_) => nam::Platform::Tpu,
        }
    }
}

/// The compiler for `devices`, what libtpu says the topology is (deviceless), and the key
/// targets of the machines that run the programs: each VM of the slice (its host's chips; on
/// a slice of several hosts, each host's place in the run: [`train::cache::host_layout`]),
/// host 0's first; or the client itself.
pub(crate) fn backend_and_target<'a>(
    devices: &PlanDevices<'a>,
) -> Result<(Backend<'a>, Option<TopologyReport>, Vec<CompileTarget>), PlanError> {
    match *devices {
        PlanDevices::Slice {
            slice,
            plugin_path,
            worker,
        } => {
            let compiler_err = |source| PlanError::Compiler {
                topology: slice.topology.clone(),
                plugin: plugin_path.to_path_buf(),
                source,
            };
            let mut compiler = DevicelessCompiler::new(plugin_path, &slice.topology)
                .map_err(compiler_err)?
                .with_options(slice.create_options());
            if let Some(w) = worker {
                compiler = compiler.with_worker(w);
            }
            let topology = compiler.describe().map_err(compiler_err)?;
            let vm_target = CompileTarget {
                platform: topology.platform_name.clone(),
                platform_version: topology.platform_version.clone(),
                pjrt_api_version: topology.api_version,
                device_kind: topology
                    .devices
                    .first()
                    .map_or_else(String::new, |d| d.kind.clone()),
                device_count: slice.chips_per_host(),
                topology: String::new(),
            };
            let mut hosts: BTreeMap<i32, Vec<i32>> = BTreeMap::new();
            for d in &topology.devices {
                hosts.entry(d.process_index).or_default().push(d.id);
            }
            let targets = match hosts.len() {
                0 | 1 => vec![vm_target],
                n => hosts
                    .iter()
                    .map(|(&process, held)| CompileTarget {
                        device_count: held.len(),
                        topology: train::cache::host_layout(process, n, held),
                        ..vm_target.clone()
                    })
                    .collect(),
            };
            Ok((Backend::Deviceless(compiler), Some(topology), targets))
        }
        PlanDevices::Client { client, worker, .. } => {
            let target = CompileTarget::of_client(client, "")?;
            Ok((Backend::Client { client, worker }, None, vec![target]))
        }
    }
}
