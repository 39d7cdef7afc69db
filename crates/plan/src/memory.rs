//! Memory verdicts: whether a candidate's programs fit the per-chip budget. The bytes a mesh
//! needs by the programs' own signatures ([`argument_bytes`], [`state_bytes_per_chip`]), how a
//! compiler's refusal is read (out of memory or not: [`refused_for_memory`],
//! [`oom_temp_bytes`]), and the [`Verdict`] a candidate gets. The budget itself is
//! [`crate::PlanOptions::usable_hbm_bytes`] (from `--hbm-gib` and `--hbm-margin`:
//! [`crate::choice::slice_budget`]).

use nam::graph::layout::StateLayout;
use nam::graph::program::{ProgramSignature, TensorSig};
use nam::graph::step::apply_program;
use nam::{Mesh, NamConfig};
use train::programs::ProgramError;

use crate::PlanError;

const GIB: f64 = (1u64 << 30) as f64;

/// Fits or not.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Verdict {
    /// Every program's per-chip total is within the usable HBM.
    Fits,
    /// Some program needs more than the usable HBM (or the compiler refused it as out of
    /// memory).
    DoesNotFit,
    /// The compiler refused a program for a reason other than memory (an op the platform
    /// has no implementation of, say): more micro-batches would not help.
    Refused,
    /// Not compiled (`--max-candidates` reached).
    NotCompiled,
    /// Its training programs fit, but one alone predicts a step no faster than a compiled
    /// candidate that fits, so the rest were not compiled ([`crate::prune`]).
    CannotWin,
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Verdict::Fits => "fits",
            Verdict::DoesNotFit => "does not fit",
            Verdict::Refused => "refused by the compiler",
            Verdict::NotCompiled => "not compiled",
            Verdict::CannotWin => "cannot win",
        })
    }
}

/// Whether a compiler's refusal is about memory: PJRT's `RESOURCE_EXHAUSTED` code, libtpu's
/// `HbmOom` errors, or an out-of-memory message.
pub fn refused_for_memory(message: &str) -> bool {
    let lower = message.to_ascii_lowercase();
    [
        "resourceexhausted",
        "resource_exhausted",
        "hbmoom",
        "out of memory",
    ]
    .iter()
    .any(|m| lower.contains(m))
        || oom_temp_bytes(message).is_some()
}

/// The temporaries figure of libtpu's compile-time out-of-memory message ("the total memory
/// required for HLO temporaries (3.23T) exceeds available HBM (31.24G)"), in bytes.
pub fn oom_temp_bytes(message: &str) -> Option<u64> {
    const MARK: &str = "required for HLO temporaries (";
    let rest = &message[message.find(MARK)? + MARK.len()..];
    let figure = &rest[..rest.find(')')?];
    let unit_at = figure.find(|c: char| c.is_ascii_alphabetic())?;
    let value: f64 = figure[..unit_at].parse().ok()?;
    let scale = match &figure[unit_at..] {
        "B" => 1.0,
        "K" => 1024.0,
        "M" => 1024f64.powi(2),
        "G" => 1024f64.powi(3),
        "T" => 1024f64.powi(4),
        "P" => 1024f64.powi(5),
        _ => return None,
    };
    Some((value * scale) as u64)
}

fn sig_bytes(s: &TensorSig, mesh: &Mesh) -> u64 {
    let dims = if mesh.is_single() {
        s.dims.clone()
    } else {
        s.sharding.shard_dims(mesh, &s.dims)
    };
    dims.iter().product::<i64>().max(1) as u64 * s.dtype.size_bytes() as u64
}

/// Per-chip bytes of a signature's arguments on the program's mesh (whole bytes on one
/// device).
pub fn argument_bytes(sig: &ProgramSignature, mesh: &Mesh) -> u64 {
    sig.inputs.iter().map(|s| sig_bytes(s, mesh)).sum()
}

/// Per-chip bytes of parameters, MoE state and optimizer state of `cfg` on `mesh`: the
/// donated inputs of the apply program other than the gradient accumulators.
pub fn state_bytes_per_chip(
    cfg: &NamConfig,
    layout: &StateLayout,
    mesh: Mesh,
) -> Result<u64, PlanError> {
    Ok(state_and_gradient_bytes_per_chip(cfg, layout, mesh)?.0)
}

/// Per-chip bytes of `cfg`'s state on `mesh` ([`state_bytes_per_chip`]) and of its gradient
/// accumulators (the apply program's `grad.` inputs, which the accumulate program keeps
/// between micro-batches).
pub fn state_and_gradient_bytes_per_chip(
    cfg: &NamConfig,
    layout: &StateLayout,
    mesh: Mesh,
) -> Result<(u64, u64), PlanError> {
    let mut cfg = cfg.clone();
    cfg.mesh = mesh;
    let apply = apply_program(&cfg, layout).map_err(|source| ProgramError {
        program: "apply",
        source,
    })?;
    let sig = &apply.signature;
    let (mut state, mut grads) = (0, 0);
    for (i, s) in sig.inputs.iter().enumerate() {
        if s.name.starts_with("grad.") {
            grads += sig_bytes(s, &mesh);
        } else if sig.donated_to(i).is_some() {
            state += sig_bytes(s, &mesh);
        }
    }
    Ok((state, grads))
}

/// Bytes as GiB with two decimals.
pub fn gib(bytes: u64) -> String {
    format!("{:.2} GiB", bytes as f64 / GIB)
}

#[cfg(test)]
mod tests {
    use nam::graph::layout::LayerLoop;
    use train::programs::trainer_layout;

    use super::*;
    use crate::test_configs::{SMALL_MOE, cfg};

    #[test]
    fn per_chip_state_shrinks_with_fsdp_and_model_sharding() {
        let c = cfg(SMALL_MOE);
        let layout = trainer_layout(&c, LayerLoop::Scan);
        let whole = state_bytes_per_chip(&c, &layout, Mesh::SINGLE).unwrap();
        // Parameters in f32 plus at least one optimizer moment each.
        let params = nam::counting::param_counts(&c.model).total();
        assert!(whole >= 8 * params, "{whole} vs {params} parameters");
        let data8 = state_bytes_per_chip(&c, &layout, Mesh::new(8, 1, 1, false)).unwrap();
        assert_eq!(data8, whole, "data parallelism replicates the state");
        let fsdp = state_bytes_per_chip(&c, &layout, Mesh::new(8, 1, 1, true)).unwrap();
        assert!(fsdp < whole / 4, "fsdp 8: {fsdp} of {whole}");
        let tp = state_bytes_per_chip(&c, &layout, Mesh::new(4, 1, 2, false)).unwrap();
        assert!(tp < whole && tp > fsdp, "model 2: {tp} of {whole}");
        // ZeRO-2 adds a whole f32 copy (f32 compute here) of every matrix FSDP splits: between
        // FSDP's state plus those bytes, and the replicated state.
        let zero2 = Mesh::new(8, 1, 1, true).with_zero2(true);
        let z = state_bytes_per_chip(&c, &layout, zero2).unwrap();
        let copies: u64 = layout
            .entries
            .iter()
            .filter(|e| e.member_shape.len() >= 2)
            .map(|e| 4 * e.numel() as u64)
            .sum();
        assert_eq!(z, fsdp + copies, "zero2: {z}, fsdp {fsdp}, copies {copies}");
        assert!(z < whole, "zero2: {z} of {whole}");
    }
}
