//! The executable-cache keys of a plan's programs: the key a VM of the slice computes for a
//! program ([`vm_key_components`]), and, without compiling anything, whether the cache holds the
//! config's own programs under it ([`why_miss`]).

use nam::NamConfig;
use nam::graph::attention::ResolvedBackend;
use pjrt::CompileOptions;
use train::cache::{CompileTarget, ExecutableCache, KeyComponents, WhyMiss};
use train::programs::{trainer_layout, trainer_programs};

use crate::candidate::{own_attention, own_sublayer_backends};
use crate::devices::backend_and_target;
use crate::{Candidate, PlanDevices, PlanError, PlanOptions, config_candidate};

/// The key components a VM of the slice computes for `program` compiled with `options`
/// (`target`: empty topology text, the host's addressable chips), with this process's compiler
/// environment, which the deviceless worker compiled under (`XLA_FLAGS` / `LIBTPU_INIT_ARGS`
/// pass through to it).
pub fn vm_key_components(
    program_text: &str,
    options: &CompileOptions,
    target: &CompileTarget,
) -> KeyComponents {
    KeyComponents::new(program_text, options, target)
}

/// One program's key on the slice's VM and how the cache answers it.
#[derive(Debug, Clone)]
pub struct ProgramKey {
    /// The candidate.
    pub candidate: Candidate,
    /// `step`, `accumulate`, `apply` or `eval`.
    pub name: &'static str,
    /// The cache's answer for the VM's key.
    pub why: WhyMiss,
}

/// Without compiling: the VM keys of the programs the config's trainer compiles (its own
/// `[mesh]`) and, for each, whether the cache holds it and otherwise how the nearest entry
/// differs, component by component.
pub fn why_miss(
    cfg: &NamConfig,
    devices: &PlanDevices<'_>,
    opts: &PlanOptions,
    cache: &ExecutableCache,
) -> Result<Vec<ProgramKey>, PlanError> {
    let (backend, _, vm_targets) = backend_and_target(devices)?;
    let vm_target = vm_targets[0].clone();
    let layout = trainer_layout(cfg, opts.layer_loop);
    let options = train::mesh::with_compiler_options(
        train::mesh::compile_options(&cfg.mesh, 0..),
        &cfg.compiler,
        backend.platform(),
    );
    let mut out = Vec::new();
    for attention in attention_backends(cfg, opts, backend.platform())? {
        let candidate = config_candidate(cfg, attention);
        let scans = own_sublayer_backends(
            cfg,
            candidate.batch_rows,
            candidate.micro_batches,
            backend.platform(),
        )?;
        for (name, _, program) in trainer_programs(
            cfg,
            &layout,
            candidate.batch_rows,
            candidate.micro_batches,
            opts.layer_loop,
            attention,
            scans,
        )? {
            let components = vm_key_components(&program.text, &options, &vm_target);
            let why = cache.why_miss(&components).map_err(PlanError::Cache)?;
            out.push(ProgramKey {
                candidate,
                name,
                why,
            });
        }
    }
    Ok(out)
}

/// The backends `opts` asks for, or the config's own as it resolves on `platform` for the
/// config's `[mesh]` and batch.
fn attention_backends(
    cfg: &NamConfig,
    opts: &PlanOptions,
    platform: nam::Platform,
) -> Result<Vec<ResolvedBackend>, PlanError> {
    if !opts.attention.is_empty() {
        return Ok(opts.attention.clone());
    }
    Ok(vec![own_attention(cfg, cfg.mesh, platform)?])
}
