//! Planning before you provision: compile a config's real training programs deviceless for a
//! TPU slice on every mesh the config allows, and read the compiler's per-chip memory plan and
//! the collectives each mesh costs.
//!
//! [`plan`] enumerates the meshes of the slice's chips ([`mesh_candidates`]: every
//! `data × expert × model` factorization, FSDP off and on, checked by
//! [`Mesh::check`](nam::Mesh::check) so a mesh that cannot split the model is skipped with its
//! reasons), builds the programs the
//! [`train::trainer::Trainer`] compiles for each (Mode A `step`, or Mode B `accumulate` +
//! `apply`, then `eval` at one micro-batch's rows, so a plan fits only if eval does at that
//! size), partitioned for that mesh, and compiles them through libtpu for the slice's topology
//! in a sandboxed child process ([`pjrt::DevicelessCompiler`]: `TPU_SKIP_MDS_QUERY=1` and
//! friends, `unshare -n` where available) with SPMD options for the mesh's chips
//! ([`train::mesh::compile_options`]). It reports per chip the arguments, outputs,
//! temporaries and peak against the chip's usable HBM, tokens per step, and the collectives of
//! the optimized program per step ([`CollectivesReport`](train::collectives::CollectivesReport):
//! static op counts, and counts and bytes multiplied by the layer scan's trip count).
//!
//! Compiles of a large config take minutes each, so meshes are ordered by per-chip state (smallest
//! first: the likeliest to fit; a ZeRO-2 mesh right after its plain-FSDP twin, whose search tells
//! it where to start), [`PlanOptions::mesh_filters`] and [`PlanOptions::max_candidates`] restrict
//! the search, eval is compiled only once the training programs fit, and every executable is stored
//! in the [`ExecutableCache`](train::cache::ExecutableCache) under the key a VM of that slice with
//! the same libtpu computes (platform, platform version, PJRT API version, device kind
//! `TPU v6 lite`, the host's chip count, the mesh's compile options), so a rerun's trainer on the
//! VM starts warm. Multi-host slices (v6e-16, v6e-32) are planned the same way (libtpu 0.0.52 compiles a 16-
//! or 32-partition program for `v6e:4x4` / `v6e:4x8` with hosts of 2x2 chips deviceless), but
//! nothing is cached for them: the trainer runs one process over its host's chips.
//!
//! Each candidate is planned once per attention backend asked for ([`PlanOptions::attention`]:
//! by default the config's `[model] attention` as it resolves on TPU), so the Pallas kernels'
//! memory shows next to XLA's attention for the same shape. On a multi-chip mesh the Pallas
//! kernels run per chip inside a manual computation; a mesh whose per-chip attention shape has
//! no exported kernel is listed with the reason (which names the export command), not compiled.
//!
//! A mesh that does not fit only for its activations is retried with more micro-batches
//! (Mode B). A ZeRO-2 mesh (`[mesh] zero2`) has its plain-FSDP twin's activations plus the
//! parameter copies, so it starts at the fewest micro-batches its twin fit with, and is not
//! compiled when the twin fit with none. A compile that libtpu refuses because the program exceeds the chip's memory is a
//! "does not fit" verdict carrying the compiler's message, not an error.
//!
//! What the temporaries of a mesh are made of (nam52 measured deviceless on libtpu 0.0.52: the
//! per-row attention scores and the LM head's logits, not the parameters) is recorded in
//! `docs/performance.md#measurements`.
//!
//! Which meshes a config can run on, before anything is compiled:
//!
//! ```
//! let cfg = nam::NamConfig::from_toml_str(nam::presets::preset("nam-tiny").unwrap()).unwrap();
//! let (meshes, skipped) = plan::mesh_candidates(&cfg, 8);
//! assert!(meshes.iter().any(|m| plan::mesh_label(m) == "data=8"));
//! assert!(meshes.iter().all(|m| m.devices() == 8));
//! # let _ = skipped;
//! ```
//!
//! # Where things are
//!
//! - [`candidate`]: the shapes a plan compiles ([`Candidate`]), the meshes of the devices a
//!   config accepts ([`mesh_candidates`]) and `--mesh` ([`MeshFilter`]).
//! - [`memory`]: per-chip bytes by the programs' signatures, how a compiler's refusal is read,
//!   and the [`Verdict`] (fits or not).
//! - [`search`]: [`plan`] itself and its phases, and how to plan ([`PlanOptions`]).
//! - [`compile`]: one program compiled (or read from the memo) and what is read off it.
//! - [`devices`]: what a plan is for ([`PlanDevices`]) and what compiles for it.
//! - [`cache_keys`]: the executable-cache keys of the programs, and [`why_miss`].
//! - [`report`]: the result ([`Plan`], [`CandidatePlan`], [`ProgramPlan`]) and its summaries,
//!   the recommendation among them.
//! - [`predict`]: the performance model on a live trainer's programs ([`predict_trainer`]) and
//!   the layer scan's trip count ([`layer_scan_trips`]).
//! - [`choice`]: the mesh chosen for a run that leaves it to the planner, remembered in the
//!   cache; the budget from `--hbm-gib` and `--hbm-margin` ([`choice::slice_budget`]).
//! - [`cost`] and [`perf`]: the cost reader of optimized programs and the performance model.
//! - [`analytic`] and [`prune`]: the estimate from the config alone, and what the search
//!   leaves out by it (candidates that cannot win, micro-batch counts that cannot fit).
//! - [`memo`]: earlier runs' deviceless results, kept with the cache.
//! - [`error`]: what planning fails with ([`PlanError`]).

#![warn(missing_docs)]

pub mod analytic;
pub mod cache_keys;
pub mod candidate;
pub mod choice;
pub mod compile;
pub mod cost;
pub mod devices;
pub mod error;
pub mod memo;
pub mod memory;
pub mod perf;
pub mod predict;
pub(crate) mod prefetch;
pub mod prune;
#[cfg(test)]
mod replay;
pub mod report;
pub mod search;

pub use cache_keys::{ProgramKey, vm_key_components, why_miss};
pub use candidate::{
    Candidate, MeshFilter, SkippedMesh, config_candidate, mesh_candidates, mesh_label,
};
pub use devices::PlanDevices;
pub use error::PlanError;
pub use memory::{
    Verdict, argument_bytes, gib, oom_temp_bytes, refused_for_memory,
    state_and_gradient_bytes_per_chip, state_bytes_per_chip,
};
pub use predict::{ProgramPrediction, layer_scan_trips, predict_trainer};
pub use report::{CandidatePlan, Plan, ProgramPlan, Recommendation};
pub use search::{PlanOptions, plan};
pub use train::slice::{Slice, UnknownSlice, V6E_DEVICE_KIND, V6E_USABLE_HBM_GIB};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_map_to_libtpu_topologies_with_real_host_shapes() {
        let s = Slice::parse("v6e-8").unwrap();
        assert_eq!(s.topology, "v6e:2x4");
        assert_eq!((s.chips, s.chips_per_host(), s.hosts()), (8, 8, 1));
        let one = Slice::parse("v6e-1").unwrap();
        assert_eq!(
            (one.topology.as_str(), one.chips_per_host_bounds),
            ("v6e:1x1", [1, 1, 1])
        );
        let four = Slice::parse("v6e-4").unwrap();
        assert_eq!((four.chips, four.hosts()), (4, 1));
        let sixteen = Slice::parse("v6e-16").unwrap();
        assert_eq!(
            (sixteen.chips, sixteen.chips_per_host(), sixteen.hosts()),
            (16, 4, 4)
        );
        let big = Slice::parse("v6e-32").unwrap();
        assert_eq!(
            (big.topology.as_str(), big.chips, big.hosts()),
            ("v6e:4x8", 32, 8)
        );
    }

    #[test]
    fn unknown_slices_are_refused_with_the_list() {
        for bad in ["v6e-2", "v5e-8", "v6e:2x4", ""] {
            let e = Slice::parse(bad).unwrap_err().to_string();
            assert!(
                e.contains("v6e-1, v6e-4, v6e-8, v6e-16, v6e-32"),
                "{bad}: {e}"
            );
        }
    }
}

/// Configs the unit tests of several modules share.
#[cfg(test)]
pub(crate) mod test_configs {
    use nam::NamConfig;

    pub(crate) fn cfg(text: &str) -> NamConfig {
        NamConfig::from_toml_str(text).unwrap()
    }

    /// A candidate of [`SMALL_MOE`]'s 8 rows on `mesh` with XLA attention.
    pub(crate) fn candidate(mesh: nam::Mesh, micro_batches: usize) -> crate::Candidate {
        crate::Candidate {
            mesh,
            batch_rows: 8,
            micro_batches,
            attention: nam::graph::attention::ResolvedBackend::Xla,
        }
    }

    /// 4 heads over 2 KV heads, 4 routed experts, 8 rows: model ∈ {1, 2}, expert ∈ {1, 2, 4}.
    pub(crate) const SMALL_MOE: &str = "[model]\ndepth = 2\npattern = \"AE\"\nd_model = 32\n\
        vocab_size = 64\nseq_len = 32\nn_head = 4\nn_kv_head = 2\nhead_dim = 8\n\
        n_routed = 4\ntop_k = 2\nn_shared = 1\nexpert_hidden = 16\nmtp_depth = 0\n\
        [precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\n[train]\nbatch_size = 8\n";
}
