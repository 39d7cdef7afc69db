//! Whether a start would be warm: the executables a [`Trainer`](super::Trainer) would compile
//! for a config on a client, looked up in the executable cache without compiling, planning or
//! reading any data (what `namtrain doctor` reports before an expensive run).

use nam::Mesh;
use pjrt::Client;

use super::compiled::platform_of;
use super::error::Result;
use super::setup::{build_programs, open_cache, program_options};
use super::{TrainError, TrainerOptions};
use crate::cache::{CompileTarget, KeyComponents};
use crate::mesh::DeviceMesh;

/// How a start of [`TrainerOptions::config`] on a client stands against the executable cache.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StartWarmth {
    /// The mesh the start would run and where it comes from (`written` in the config, or the
    /// mesh chooser's `one device` / `remembered`); `None` when the config leaves the mesh to
    /// the planner and no choice is remembered for these devices: the first start plans
    /// (compiles candidates) before anything else.
    pub mesh: Option<(Mesh, String)>,
    /// Each program the trainer compiles at that mesh, in its order, and whether its
    /// executable is in the cache (empty when the mesh is still to be planned).
    pub programs: Vec<(&'static str, bool)>,
}

impl StartWarmth {
    /// Whether the start would compile nothing: the mesh is known and every program cached.
    pub fn is_warm(&self) -> bool {
        self.mesh.is_some() && self.programs.iter().all(|(_, cached)| *cached)
    }
}

/// Looks up, for `opts` on `client` (which must be the client the run would make: same plugin
/// and devices), the mesh choice (through [`MeshChooser::remembered`](super::MeshChooser::remembered)
/// when the config leaves the mesh to the planner) and each program's executable, by the same
/// keys [`Trainer::new`](super::Trainer::new) computes. Builds the programs' StableHLO on the
/// host (seconds for the largest presets); compiles nothing.
pub fn start_warmth(opts: &TrainerOptions, client: &Client) -> Result<StartWarmth> {
    let cache = open_cache(opts)?;
    let mut cfg = opts.config.clone();
    let source = match (&opts.mesh_chooser, cfg.mesh_auto) {
        (Some(chooser), true) => match chooser
            .remembered(&cfg, client, &cache)
            .map_err(TrainError::MeshChoice)?
        {
            Some((chosen, record)) => {
                cfg = chosen;
                record.source
            }
            None => {
                return Ok(StartWarmth {
                    mesh: None,
                    programs: Vec::new(),
                });
            }
        },
        _ => "written".to_string(),
    };
    let layout = crate::programs::trainer_layout(&cfg, opts.layer_loop);
    let (_, built) = build_programs(&cfg, &layout, opts, client)?;
    let mesh = DeviceMesh::new(client, cfg.mesh)?;
    let platform = platform_of(client.plugin().kind());
    // The topology component is empty, as in the trainer's compiles.
    let target = CompileTarget::of_client(client, "")?;
    let options = program_options(&mesh, &cfg, platform);
    let programs = built
        .programs
        .iter()
        .map(|(name, program)| {
            let key = KeyComponents::new(&program.text, &options, &target).key();
            (*name, cache.has_entry(&key))
        })
        .collect();
    Ok(StartWarmth {
        mesh: Some((cfg.mesh, source)),
        programs,
    })
}
