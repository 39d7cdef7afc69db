//! Candidates: the shapes a plan compiles. A [`Candidate`] is a mesh over the devices with the
//! global batch, its micro-batches and the attention backend; [`mesh_candidates`] enumerates
//! every mesh of the devices the config accepts (with the reasons for those it does not), and
//! [`MeshFilter`] is `--mesh`, the restriction a user puts on them.

use nam::NamConfig;
use nam::graph::attention::{AttentionChoice, ResolvedBackend};
use nam::graph::model::SublayerBackends;
use nam::{Mesh, MeshAxis};

use crate::PlanError;

/// One shape to plan: a mesh over the slice's chips, the global batch, its micro-batches and
/// the attention backend.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Candidate {
    /// How the chips are arranged (the `[mesh]` a run would use).
    pub mesh: Mesh,
    /// Sequences per optimizer step over the whole slice (`[train] batch_size`).
    pub batch_rows: usize,
    /// Micro-batches per step (1: Mode A; more: Mode B).
    pub micro_batches: usize,
    /// What computes the A blocks' attention.
    pub attention: ResolvedBackend,
}

impl Candidate {
    /// A short description, e.g. `data=2 model=4 fsdp, 128 rows/chip, 4 micro-batches of 64,
    /// xla attention`.
    pub fn label(&self) -> String {
        let micro = if self.micro_batches > 1 {
            format!(
                ", {} micro-batches of {}",
                self.micro_batches,
                self.micro_rows_per_chip()
            )
        } else {
            String::new()
        };
        format!(
            "{}, {} rows/chip{micro}, {} attention",
            mesh_label(&self.mesh),
            self.rows_per_chip(),
            self.attention
        )
    }

    /// Sequences each chip processes per step: the batch is split over `data × expert`
    /// (chips of one `model` group share their rows).
    pub fn rows_per_chip(&self) -> usize {
        self.batch_rows / (self.mesh.data * self.mesh.expert)
    }

    /// Rows of one micro-batch on one chip.
    pub fn micro_rows_per_chip(&self) -> usize {
        self.rows_per_chip() / self.micro_batches
    }

    /// Chips doing work.
    pub fn chips_used(&self) -> usize {
        self.mesh.devices()
    }
}

/// A mesh as `namtrain plan` prints it and `--mesh` reads it: `data=2 model=4 fsdp` (axes of
/// size 1 left out), or `single device`.
pub fn mesh_label(mesh: &Mesh) -> String {
    let mut parts: Vec<String> = MeshAxis::ALL
        .iter()
        .filter(|&&a| mesh.size(a) > 1)
        .map(|&a| format!("{}={}", a.name(), mesh.size(a)))
        .collect();
    if mesh.fsdp {
        parts.push("fsdp".into());
    }
    if mesh.zero2 {
        parts.push("zero2".into());
    }
    if parts.is_empty() {
        "single device".into()
    } else {
        parts.join(" ")
    }
}

/// A mesh that cannot split the config, with every reason [`Mesh::check`] gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SkippedMesh {
    /// The mesh.
    pub mesh: Mesh,
    /// Why it cannot be used.
    pub reasons: Vec<String>,
}

/// Every `data × expert × model` factorization of `n` devices, with FSDP off, on, and on with
/// ZeRO-2 copies, split into the meshes the config accepts and those it does not (with
/// reasons). Order: `data` largest first, then `expert`, then `model`; FSDP off before on, plain
/// FSDP before ZeRO-2. One device has the single-device mesh only.
pub fn mesh_candidates(cfg: &NamConfig, n: usize) -> (Vec<Mesh>, Vec<SkippedMesh>) {
    let divisors = |k: usize| (1..=k).rev().filter(move |d| k.is_multiple_of(*d));
    let mut valid = Vec::new();
    let mut skipped = Vec::new();
    for data in divisors(n) {
        for expert in divisors(n / data) {
            let model = n / data / expert;
            for (fsdp, zero2) in [(false, false), (true, false), (true, true)] {
                let mesh = Mesh::new(data, expert, model, fsdp).with_zero2(zero2);
                let mut with = cfg.clone();
                with.mesh = mesh;
                let mut reasons = Vec::new();
                mesh.check(&with, &mut reasons);
                if reasons.is_empty() {
                    valid.push(mesh);
                } else {
                    skipped.push(SkippedMesh { mesh, reasons });
                }
            }
        }
    }
    (valid, skipped)
}

/// A `--mesh` restriction: the axes it names must have the sizes it gives; `fsdp` (or
/// `fsdp=true|false`) fixes FSDP and `zero2` (or `zero2=true|false`) ZeRO-2, otherwise every
/// choice is planned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct MeshFilter {
    data: Option<usize>,
    expert: Option<usize>,
    model: Option<usize>,
    fsdp: Option<bool>,
    zero2: Option<bool>,
}

impl MeshFilter {
    /// Parses `data=2,model=4`, `data=8,fsdp`, `expert=4,fsdp=false` (commas or spaces).
    pub fn parse(text: &str) -> Result<MeshFilter, PlanError> {
        let bad = |why: String| {
            PlanError::MeshFilter(format!(
                "{text:?}: {why}; write axes as data=N,expert=N,model=N and optionally fsdp or \
                 fsdp=false and zero2 or zero2=false, e.g. --mesh data=2,model=4"
            ))
        };
        let mut f = MeshFilter::default();
        let parts: Vec<&str> = text
            .split([',', ' '])
            .filter(|p| !p.trim().is_empty())
            .collect();
        if parts.is_empty() {
            return Err(bad("nothing to match".into()));
        }
        for part in parts {
            let (key, value) = match part.split_once('=') {
                Some((k, v)) => (k.trim(), Some(v.trim())),
                None => (part.trim(), None),
            };
            let size = |v: Option<&str>| {
                v.and_then(|v| v.parse::<usize>().ok())
                    .filter(|&n| n > 0)
                    .ok_or_else(|| bad(format!("`{part}` needs a positive whole number")))
            };
            let slot = match key {
                "data" => &mut f.data,
                "expert" => &mut f.expert,
                "model" => &mut f.model,
                "fsdp" | "zero2" => {
                    let on = match value {
                        None | Some("true") => true,
                        Some("false") => false,
                        Some(_) => return Err(bad(format!("`{part}`: {key} is true or false"))),
                    };
                    match key {
                        "fsdp" => f.fsdp = Some(on),
                        _ => f.zero2 = Some(on),
                    }
                    continue;
                }
                _ => return Err(bad(format!("unknown axis `{key}`"))),
            };
            *slot = Some(size(value)?);
        }
        Ok(f)
    }

    /// Whether `mesh` matches.
    pub fn matches(&self, mesh: &Mesh) -> bool {
        self.data.is_none_or(|d| d == mesh.data)
            && self.expert.is_none_or(|e| e == mesh.expert)
            && self.model.is_none_or(|m| m == mesh.model)
            && self.fsdp.is_none_or(|f| f == mesh.fsdp)
            && self.zero2.is_none_or(|z| z == mesh.zero2)
    }
}

/// The config's own candidate with `attention`: its `[mesh]`, batch and micro-batches (what its
/// trainer compiles).
pub fn config_candidate(cfg: &NamConfig, attention: ResolvedBackend) -> Candidate {
    Candidate {
        mesh: cfg.mesh,
        batch_rows: cfg.train.batch_size,
        micro_batches: cfg.train.micro_batches.max(1),
        attention,
    }
}

/// The config's own `[model] attention` on `platform` for its trainer's programs on `mesh`
/// (`auto` decides per mesh: the per-chip attention shapes differ; off TPU it is XLA, as the
/// trainer's own choice is).
pub(crate) fn own_attention(
    cfg: &NamConfig,
    mesh: Mesh,
    platform: nam::Platform,
) -> Result<ResolvedBackend, PlanError> {
    let mut on_mesh = cfg.clone();
    on_mesh.mesh = mesh;
    AttentionChoice::for_trainer(&on_mesh, platform)
        .map(|c| c.backend)
        .map_err(|e| PlanError::Config(e.to_string()))
}

/// The config's own `[model] ssd_kernel`, `m2rnn_kernel` and `moe_kernel` on `platform` for a
/// trainer's programs of `rows` rows in `micro_batches` on `cfg.mesh` (`auto` decides per mesh
/// and micro-batch, as the trainer's own choice does).
pub(crate) fn own_sublayer_backends(
    cfg: &NamConfig,
    rows: usize,
    micro_batches: usize,
    platform: nam::Platform,
) -> Result<SublayerBackends, PlanError> {
    let micro = [rows / micro_batches.max(1)];
    SublayerBackends::resolve(cfg, platform, &micro).map_err(|e| PlanError::Config(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Slice;
    use crate::test_configs::{SMALL_MOE, cfg};

    #[test]
    fn meshes_are_every_factorization_the_config_accepts() {
        let c = cfg(SMALL_MOE);
        let (valid, skipped) = mesh_candidates(&c, Slice::parse("v6e-8").unwrap().chips);
        // 10 ordered factorizations of 8 into (data, expert, model): fsdp off, on, on with zero2.
        assert_eq!(valid.len() + skipped.len(), 30);
        let labels: Vec<String> = valid.iter().map(mesh_label).collect();
        // By hand: model | 2, expert | 4, fsdp needs data > 1 (and every matrix here has a
        // dimension divisible by the data size).
        assert_eq!(
            labels,
            [
                "data=8",
                "data=8 fsdp",
                "data=8 fsdp zero2",
                "data=4 expert=2",
                "data=4 expert=2 fsdp",
                "data=4 expert=2 fsdp zero2",
                "data=4 model=2",
                "data=4 model=2 fsdp",
                "data=4 model=2 fsdp zero2",
                "data=2 expert=4",
                "data=2 expert=4 fsdp",
                "data=2 expert=4 fsdp zero2",
                "data=2 expert=2 model=2",
                "data=2 expert=2 model=2 fsdp",
                "data=2 expert=2 model=2 fsdp zero2",
                "expert=4 model=2",
            ]
        );
        let fsdp_alone = skipped
            .iter()
            .find(|s| s.mesh == Mesh::new(1, 4, 2, true))
            .unwrap();
        assert_eq!(
            fsdp_alone.reasons,
            [
                "[mesh] fsdp = true shards parameters over data, but data = 1; set data > 1 or \
              fsdp = false"
            ]
        );
        let one = mesh_candidates(&c, Slice::parse("v6e-1").unwrap().chips);
        assert_eq!(one.0, [Mesh::SINGLE]);
    }

    #[test]
    fn mesh_filters_match_named_axes_and_name_the_fix() {
        let f = MeshFilter::parse("data=2,model=4").unwrap();
        assert!(f.matches(&Mesh::new(2, 1, 4, false)));
        assert!(f.matches(&Mesh::new(2, 1, 4, true)));
        assert!(!f.matches(&Mesh::new(4, 1, 2, false)));
        let f = MeshFilter::parse("data=8 fsdp").unwrap();
        assert!(f.matches(&Mesh::new(8, 1, 1, true)));
        assert!(!f.matches(&Mesh::new(8, 1, 1, false)));
        let f = MeshFilter::parse("expert=4,fsdp=false").unwrap();
        assert!(f.matches(&Mesh::new(2, 4, 1, false)));
        assert!(!f.matches(&Mesh::new(2, 4, 1, true)));
        let zero2 = Mesh::new(8, 1, 1, true).with_zero2(true);
        assert!(
            MeshFilter::parse("data=8,fsdp,zero2")
                .unwrap()
                .matches(&zero2)
        );
        assert!(
            !MeshFilter::parse("data=8 zero2=false")
                .unwrap()
                .matches(&zero2)
        );
        assert!(MeshFilter::parse("data=8 fsdp").unwrap().matches(&zero2));
        assert!(
            !MeshFilter::parse("zero2")
                .unwrap()
                .matches(&Mesh::new(8, 1, 1, true))
        );
        for (bad, why) in [
            ("data=0", "`data=0` needs a positive whole number"),
            ("data", "`data` needs a positive whole number"),
            ("pipeline=2", "unknown axis `pipeline`"),
            ("fsdp=maybe", "fsdp is true or false"),
            ("zero2=2", "zero2 is true or false"),
            ("", "nothing to match"),
        ] {
            let e = MeshFilter::parse(bad).unwrap_err().to_string();
            assert!(
                e.contains(why) && e.contains("--mesh data=2,model=4"),
                "{bad}: {e}"
            );
        }
    }
}
