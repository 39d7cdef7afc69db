//! The result of a plan: per program what the compiler planned ([`ProgramPlan`]), per
//! candidate its programs and verdict ([`CandidatePlan`]), and the whole [`Plan`] with its
//! [`Recommendation`]. The summaries a report prints (peaks, collectives and predicted time per
//! step, the recommendation's reason) are computed here, from the compiled figures.

use nam::graph::model::SublayerBackends;
use pjrt::{CompiledMemoryStats, TopologyReport};
use train::cache::{CacheKey, CompileTarget};
use train::collectives::CollectivesReport;

use crate::perf::{Chip, ProgramEstimate, StepEstimate};
use crate::{Candidate, SkippedMesh, Verdict, oom_temp_bytes, refused_for_memory};

/// How a candidate left out by `--max-candidates` ends its reason.
pub(crate) const BUDGET_REACHED: &str = "reached";

/// One program of a candidate, compiled (or refused) deviceless.
#[derive(Debug, Clone)]
pub struct ProgramPlan {
    /// `step`, `accumulate`, `apply` or `eval`.
    pub name: &'static str,
    /// Sequences per call over the whole slice.
    pub rows: usize,
    /// sha256 of the StableHLO text.
    pub program_sha256: String,
    /// Per-chip bytes of the arguments by the program's own signature and shardings (before
    /// device layout padding).
    pub signature_argument_bytes: u64,
    /// Seconds the deviceless compile took.
    pub compile_seconds: f64,
    /// The compiler's per-chip plan, or its refusal (typically: out of HBM).
    pub memory: Result<CompiledMemoryStats, String>,
    /// Collectives of the optimized program (per chip, per call), or why they are unknown.
    pub collectives: Result<CollectivesReport, String>,
    /// The performance model's prediction of one call on one chip, or why there is none.
    pub estimate: Result<ProgramEstimate, String>,
    /// The cache key the executable was stored under, and a store problem if any.
    pub cache_key: Option<CacheKey>,
    /// Why the executable was not stored, if it was not.
    pub cache_warning: Option<String>,
    /// Read back from the plan memo of an earlier run instead of compiled.
    pub from_memo: bool,
}

impl ProgramPlan {
    /// Per-chip bytes the program needs at once, if the compiler produced a plan.
    pub fn total_bytes(&self) -> Option<u64> {
        self.memory
            .as_ref()
            .ok()
            .map(|m| m.total_device_bytes().max(0) as u64)
    }

    /// The compiler's peak per-chip bytes where it reports one, else [`Self::total_bytes`].
    pub fn peak_bytes(&self) -> Option<u64> {
        let m = self.memory.as_ref().ok()?;
        match m.peak_memory_in_bytes {
            p if p > 0 => Some(p as u64),
            _ => self.total_bytes(),
        }
    }

    /// Whether the compiler planned it within `usable` bytes per chip.
    pub fn fits(&self, usable: u64) -> bool {
        self.total_bytes().is_some_and(|t| t <= usable)
    }

    /// The compiler's refusal of the program when memory is not what it refused it for
    /// (e.g. `No registered implementation for custom call to tpu_custom_call for platform
    /// CUDA`): no smaller batch or larger slice fixes that.
    pub fn refusal_not_for_memory(&self) -> Option<&str> {
        let e = self.memory.as_ref().err()?;
        (!refused_for_memory(e)).then_some(e.as_str())
    }

    /// For a program the compiler refused as out of HBM: the temporaries it said it needed.
    pub fn refused_temp_bytes(&self) -> Option<u64> {
        self.memory.as_ref().err().and_then(|e| oom_temp_bytes(e))
    }

    /// Its temporaries: the compiler's plan, or the figure of its out-of-memory refusal.
    pub fn temp_bytes(&self) -> Option<u64> {
        match &self.memory {
            Ok(m) => Some(m.temp_size_in_bytes.max(0) as u64),
            Err(_) => self.refused_temp_bytes(),
        }
    }
}

/// A candidate with its compiled programs.
#[derive(Debug, Clone)]
pub struct CandidatePlan {
    /// The shape.
    pub candidate: Candidate,
    /// Its compiled programs, in the order the trainer compiles them.
    pub programs: Vec<ProgramPlan>,
    /// Programs left uncompiled, with why (a training program that does not fit makes the
    /// rest moot; `--max-candidates` leaves whole candidates out).
    pub not_compiled: Vec<(&'static str, String)>,
    /// Per-chip bytes of parameters, MoE state and optimizer state under this mesh, by the
    /// program signature.
    pub state_bytes_per_chip: u64,
    /// Tokens per optimizer step over the whole slice.
    pub tokens_per_step: u64,
    /// Tokens per optimizer step on one chip.
    pub tokens_per_chip: u64,
    /// What ran the SSD scans, the M2RNN recurrences and the routed experts in its programs
    /// (`auto` decides per mesh and micro-batch); `None` when none were built.
    pub sublayers: Option<SublayerBackends>,
}

impl CandidatePlan {
    /// `candidate` with nothing compiled yet, `state` bytes per chip, rows of `seq_len` tokens.
    pub(crate) fn new(candidate: Candidate, state: u64, seq_len: usize) -> Self {
        CandidatePlan {
            candidate,
            programs: Vec::new(),
            not_compiled: Vec::new(),
            state_bytes_per_chip: state,
            tokens_per_step: (candidate.batch_rows * seq_len) as u64,
            tokens_per_chip: (candidate.rows_per_chip() * seq_len) as u64,
            sublayers: None,
        }
    }

    /// Its sublayer kernels as `plan` prints them ([`SublayerBackends::describe`]); `None` when
    /// none were built or `model` has no SSD, M2RNN or expert sublayers.
    pub fn sublayer_kernels(&self, model: &nam::config::ModelConfig) -> Option<String> {
        self.sublayers?.describe(model)
    }

    /// Whether its training programs compiled and only eval waits for the search to end
    /// ([`crate::prune::EVAL_DEFERRED`]).
    pub fn eval_deferred(&self) -> bool {
        matches!(self.not_compiled.as_slice(), [("eval", why)] if why == crate::prune::EVAL_DEFERRED)
    }

    /// Whether `--max-candidates` left it out (raising the budget would compile it).
    pub fn cut_by_budget(&self) -> bool {
        self.not_compiled
            .iter()
            .any(|(_, why)| why.ends_with(BUDGET_REACHED))
    }

    /// Fits when every program was compiled and fits; refused when the compiler turned a
    /// program down for something other than memory; cannot win when those compiled fit and
    /// the rest were left out as slower than a candidate that fits.
    pub fn verdict(&self, usable_bytes: u64) -> Verdict {
        let compiled_fit = self.programs.iter().all(|p| p.fits(usable_bytes));
        if self.programs.is_empty() {
            Verdict::NotCompiled
        } else if self.refusal().is_some() {
            Verdict::Refused
        } else if compiled_fit && self.not_compiled.is_empty() {
            Verdict::Fits
        } else if compiled_fit
            && self.not_compiled.iter().all(|(_, why)| {
                why.starts_with(crate::prune::CANNOT_WIN) || why == crate::prune::EVAL_DEFERRED
            })
        {
            Verdict::CannotWin
        } else {
            Verdict::DoesNotFit
        }
    }

    /// The largest per-chip total of its programs (`None` when a compile was refused or
    /// nothing was compiled).
    pub fn peak_bytes(&self) -> Option<u64> {
        if self.programs.is_empty() {
            return None;
        }
        self.programs
            .iter()
            .map(ProgramPlan::total_bytes)
            .try_fold(0u64, |m, t| t.map(|t| m.max(t)))
    }

    /// The first program the compiler refused for something other than memory, with the
    /// compiler's message ([`ProgramPlan::refusal_not_for_memory`]).
    pub fn refusal(&self) -> Option<(&'static str, &str)> {
        self.programs
            .iter()
            .find_map(|p| p.refusal_not_for_memory().map(|e| (p.name, e)))
    }

    /// The program with the largest per-chip total (refused ones count as largest).
    pub fn largest_program(&self) -> Option<&ProgramPlan> {
        self.programs
            .iter()
            .max_by_key(|p| p.total_bytes().unwrap_or(u64::MAX))
    }

    /// The performance model's prediction of one optimizer step (Mode A `step`, or
    /// `micro_batches × accumulate + apply`), `None` until every training program has one.
    pub fn step_estimate(&self, model: &nam::ModelConfig, chip: &Chip) -> Option<StepEstimate> {
        let programs: Vec<(&str, ProgramEstimate)> = self
            .programs
            .iter()
            .filter_map(|p| Some((p.name, p.estimate.as_ref().ok()?.clone())))
            .collect();
        crate::perf::step_estimate(
            &programs,
            self.candidate.micro_batches,
            model,
            self.tokens_per_step,
            self.candidate.chips_used(),
            chip,
        )
    }

    /// Collectives per optimizer step, per chip: the Mode-A step, or `micro_batches ×
    /// accumulate + apply` in Mode B (eval is not part of a step). `None` until every
    /// training program compiled with a readable optimized program.
    pub fn step_collectives(&self) -> Option<CollectivesReport> {
        let get = |name: &str| {
            self.programs
                .iter()
                .find(|p| p.name == name)
                .and_then(|p| p.collectives.as_ref().ok())
        };
        let mut total = CollectivesReport::default();
        if self.candidate.micro_batches <= 1 {
            total.add_runs(get("step")?, 1);
        } else {
            total.add_runs(get("accumulate")?, self.candidate.micro_batches as u64);
            total.add_runs(get("apply")?, 1);
        }
        Some(total)
    }
}

/// The whole plan.
#[derive(Debug, Clone)]
pub struct Plan {
    /// What was planned for, in words ([`crate::PlanDevices::name`]).
    pub devices: String,
    /// Devices the meshes span.
    pub device_count: usize,
    /// What libtpu said the topology is (deviceless plans).
    pub topology: Option<TopologyReport>,
    /// The key target of a VM of the slice (what its trainer's cache lookups use).
    pub vm_target: CompileTarget,
    /// The platform the programs were compiled for (whose `[compiler]` options they took).
    pub platform: nam::Platform,
    /// Usable HBM per chip, bytes.
    pub usable_hbm_bytes: u64,
    /// Bytes of parameters, MoE state and optimizer state of one whole replica.
    pub state_bytes: u64,
    /// Every candidate planned, in order (uncompiled ones included).
    pub candidates: Vec<CandidatePlan>,
    /// Meshes the config cannot use, with reasons.
    pub skipped: Vec<SkippedMesh>,
    /// Valid meshes `--mesh` left out.
    pub filtered_out: usize,
    /// Whether executables were stored in the cache (single-host slices and live clients).
    pub cacheable: bool,
    /// Runs of the programs' top-level loops used for the per-step collectives
    /// ([`crate::layer_scan_trips`]; `None`: loops counted once).
    pub loop_trips: Option<u64>,
    /// The model planned (for model FLOPs and MFU).
    pub model: nam::ModelConfig,
    /// The chip the performance model predicts for (`None`: no prediction).
    pub chip: Option<Chip>,
    /// Wall seconds the plan took, from the first mesh's enumeration to the last candidate.
    pub wall_s: f64,
}

/// The recommendation and why.
#[derive(Debug, Clone)]
pub struct Recommendation<'a> {
    /// The chosen candidate.
    pub candidate: &'a CandidatePlan,
    /// Why it wins, in words.
    pub reason: String,
}

impl Plan {
    /// How long the plan took and how much of it the plan memo answered.
    pub fn planning_time(&self) -> train::manifest::PlanningTime {
        let programs = self.candidates.iter().flat_map(|c| &c.programs);
        let (memo, fresh): (Vec<&ProgramPlan>, Vec<&ProgramPlan>) =
            programs.partition(|p| p.from_memo);
        train::manifest::PlanningTime {
            wall_s: self.wall_s,
            programs_compiled: fresh.len(),
            compile_s: fresh.iter().map(|p| p.compile_seconds).sum(),
            programs_from_memo: memo.len(),
            memo_saved_s: memo.iter().map(|p| p.compile_seconds).sum(),
        }
    }

    /// Candidates whose programs were compiled (or read from the memo).
    pub fn compiled_count(&self) -> usize {
        self.candidates
            .iter()
            .filter(|c| !c.programs.is_empty())
            .count()
    }

    /// The performance model's prediction of a candidate's step.
    pub fn step_estimate(&self, c: &CandidatePlan) -> Option<StepEstimate> {
        c.step_estimate(&self.model, self.chip.as_ref()?)
    }

    /// The fitting candidate with the most predicted tokens per second (the performance
    /// model's best estimate); when some fitting candidate has no prediction, the one with the
    /// most tokens per step, ties to fewer collective bytes per step, then fewer micro-batches,
    /// then the smaller per-chip peak.
    pub fn recommended(&self) -> Option<Recommendation<'_>> {
        let fitting: Vec<&CandidatePlan> = self
            .candidates
            .iter()
            .filter(|c| c.verdict(self.usable_hbm_bytes) == Verdict::Fits)
            .collect();
        let compiled = self.compiled_count();
        // The same last clause for either ranking.
        let needs = |best: &CandidatePlan| {
            best.peak_bytes().map_or_else(String::new, |p| {
                format!(
                    "; its largest program needs {} of {} per chip",
                    train::collectives::human_bytes(p),
                    train::collectives::human_bytes(self.usable_hbm_bytes)
                )
            })
        };
        let predicted: Option<Vec<(f64, &CandidatePlan)>> = fitting
            .iter()
            .map(|c| Some((self.step_estimate(c)?.tokens_per_s(), *c)))
            .collect();
        if let Some(mut ranked) = predicted.filter(|p| !p.is_empty()) {
            // Stable: equal predictions keep planning order.
            ranked.sort_by(|a, b| b.0.total_cmp(&a.0));
            let (rate, best) = ranked[0];
            let e = self.step_estimate(best)?;
            let slower_count = self
                .candidates
                .iter()
                .filter(|c| c.verdict(self.usable_hbm_bytes) == Verdict::CannotWin)
                .count();
            let slower_too = match slower_count {
                0 => String::new(),
                n => format!(" ({n} more fit as far as they compiled but cannot win)"),
            };
            let mut reason = format!(
                "{} of {compiled} compiled candidates fit{slower_too}; it has the highest \
                 predicted throughput, {} tokens/s (predicted: {:.2} ms per step, MFU {:.1}%, \
                 bound by {})",
                fitting.len(),
                rate.round(),
                1e3 * e.best_s(),
                100.0 * e.mfu(),
                e.terms.bound_by()
            );
            // The runner-up may be a candidate whose eval was left out as slower: its step is
            // predicted all the same.
            let slower = self
                .candidates
                .iter()
                .filter(|c| c.verdict(self.usable_hbm_bytes) == Verdict::CannotWin)
                .filter_map(|c| Some((self.step_estimate(c)?.tokens_per_s(), c)));
            let runner_up = ranked
                .iter()
                .skip(1)
                .copied()
                .chain(slower)
                .max_by(|a, b| a.0.total_cmp(&b.0));
            if let Some((second, runner_up)) = runner_up {
                reason.push_str(&format!(
                    ", {:.2}x the next ({})",
                    rate / second.max(1e-12),
                    runner_up.candidate.label()
                ));
            }
            reason.push_str(&needs(best));
            return Some(Recommendation {
                candidate: best,
                reason,
            });
        }
        let bytes = |c: &CandidatePlan| {
            c.step_collectives()
                .map_or(u64::MAX, |r| r.total_executed_bytes())
        };
        let key = |c: &CandidatePlan| {
            (
                std::cmp::Reverse(c.tokens_per_step),
                bytes(c),
                c.candidate.micro_batches,
                c.peak_bytes().unwrap_or(u64::MAX),
            )
        };
        let best = *fitting.iter().min_by_key(|c| key(c))?;
        let mut reason = format!(
            "{} of {compiled} compiled candidates fit (no step-time prediction for all of \
             them); it moves {} tokens per step with the fewest collective bytes per step per \
             chip of those that move as many ({})",
            fitting.len(),
            best.tokens_per_step,
            train::collectives::human_bytes(bytes(best))
        );
        reason.push_str(&needs(best));
        Some(Recommendation {
            candidate: best,
            reason,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_configs::{SMALL_MOE, cfg};
    use nam::graph::attention::ResolvedBackend;
    use nam::graph::m2rnn::M2rnnBackend;
    use nam::graph::mamba::SsdBackend;
    use nam::graph::moe::MoeBackend;

    #[test]
    fn a_candidate_names_the_kernels_of_the_sublayer_kinds_its_model_has() {
        let candidate = Candidate {
            mesh: nam::Mesh::new(8, 1, 1, true),
            batch_rows: 64,
            micro_batches: 4,
            attention: ResolvedBackend::Pallas,
        };
        let mut cp = CandidatePlan::new(candidate, 0, 32);
        let small = cfg(SMALL_MOE); // A and E sublayers
        assert_eq!(cp.sublayer_kernels(&small.model), None, "nothing built");
        let routed = SublayerBackends {
            ssd: SsdBackend::Pallas { interpret: false },
            m2rnn: M2rnnBackend::Xla,
            moe: MoeBackend::Routed {
                interpret: false,
                capacity: true,
            },
        };
        cp.sublayers = Some(routed);
        assert_eq!(
            cp.sublayer_kernels(&small.model).as_deref(),
            Some("experts routed (copies past capacity dropped)")
        );
        let mut hybrid = small.model.clone();
        hybrid.pattern = "AEMR".into();
        hybrid.depth = 4;
        assert_eq!(
            cp.sublayer_kernels(&hybrid).as_deref(),
            Some("ssd pallas, m2rnn xla, experts routed (copies past capacity dropped)")
        );
        cp.sublayers = Some(SublayerBackends::XLA);
        assert_eq!(
            cp.sublayer_kernels(&hybrid).as_deref(),
            Some("ssd xla, m2rnn xla, experts capacity")
        );
        let mut dense = small.model.clone();
        dense.pattern = "AF".into();
        assert_eq!(cp.sublayer_kernels(&dense), None, "no M, R or E sublayers");
    }
}
