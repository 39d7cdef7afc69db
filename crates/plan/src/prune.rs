//! What the search leaves out without `--exhaustive`: candidates that cannot win, and
//! micro-batch counts that cannot fit. Both come from the analytic estimate
//! ([`crate::analytic`]) scaled by what the compiled candidates measured:
//!
//! - **cannot win**: once a candidate fits with a predicted step `P*`, a candidate whose
//!   analytic step `A`, times the lowest `predicted / analytic` ratio of the compiled
//!   candidates of its family (the same collectives: FSDP, ZeRO-2, a model axis, an expert
//!   axis) less [`CANNOT_WIN_MARGIN`] — or, while none of its family compiled, the lowest of
//!   all less [`UNSEEN_FAMILY_MARGIN`] — is at least `P*`, is listed uncompiled. A compiled
//!   training program that alone predicts a step of at least `P*` (`micro-batches ×
//!   accumulate`: apply only adds) ends its candidate before apply and eval compile.
//! - **where a mesh starts fitting**: a compiled try's temporaries (or those the compiler
//!   refused) over its analytic activation bytes give a factor; a mesh starts its micro-batch
//!   search at the fewest micro-batches whose state, gradient accumulators and scaled
//!   activations fit within [`START_SLACK`] over the budget (a count that then does not fit
//!   costs one out-of-memory compile, which libtpu refuses early; one skipped that would
//!   have fit could have won).

use nam::Mesh;

use crate::analytic::{AnalyticEstimate, AnalyticModel};
use crate::perf::Chip;
use crate::{Candidate, CandidatePlan, ProgramPlan, gib};

/// How far below its analytic figure, scaled by the lowest ratio its family measured, a
/// candidate's prediction may lie and still be searched.
pub const CANNOT_WIN_MARGIN: f64 = 0.25;

/// The same, scaled by the lowest ratio of any family, for a candidate none of whose family
/// compiled yet: the analytic estimate prices each family's collectives its own way. On the
/// small MoE config of the tests (steps of microseconds) the ratios of its meshes spread from
/// 0.67 (data and expert parallel) to 3.6 (model parallel); on nam52 the three compiled were
/// 1.96–3.64. The replays of the recorded tables check the choice this margin leads to.
pub const UNSEEN_FAMILY_MARGIN: f64 = 0.5;

/// How far over the budget a micro-batch count's estimated bytes may be and still be the one a
/// mesh starts at.
pub const START_SLACK: f64 = 0.10;

/// How a reason for leaving a candidate out starts when it cannot win.
pub const CANNOT_WIN: &str = "cannot win";

/// Why a candidate's eval is not compiled yet: eval is not part of a step, so it does not rank
/// candidates; it compiles once the search is over, for the fastest candidate whose training
/// programs fit (and, should it not fit, for the next).
pub const EVAL_DEFERRED: &str = "deferred: eval compiles for the choice, once the search is over";

/// Why a candidate's eval was left out when the search was over.
pub(crate) fn slower_than_the_choice(choice: &str) -> String {
    format!(
        "{CANNOT_WIN}: its step is predicted slower than the choice's ({choice}); eval compiles for the choice only"
    )
}

/// Meshes whose collectives the analytic estimate prices alike: FSDP (and ZeRO-2 on it), a
/// model axis, an expert axis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Family {
    fsdp: bool,
    zero2: bool,
    model: bool,
    expert: bool,
}

impl Family {
    fn of(mesh: &Mesh) -> Self {
        Family {
            fsdp: mesh.fsdp,
            zero2: mesh.zero2,
            model: mesh.model > 1,
            expert: mesh.expert > 1,
        }
    }
}

/// Seconds in words at a precision that suits them: `3977 ms`, `1.52 ms`, `0.84 µs`.
fn seconds(s: f64) -> String {
    match s {
        s if s >= 0.1 => format!("{:.0} ms", 1e3 * s),
        s if s >= 1e-4 => format!("{:.2} ms", 1e3 * s),
        s => format!("{:.2} µs", 1e6 * s),
    }
}

/// The search's calibration of the analytic estimate, and the best candidate so far.
#[derive(Debug, Clone)]
pub(crate) struct Pruning {
    model: AnalyticModel,
    chip: Chip,
    /// Per compiled candidate with a prediction (or a training program's lower bound): its
    /// family and `predicted / analytic` step.
    ratios: Vec<(Family, f64)>,
    /// The fastest compiled candidate that fits: its predicted step and label.
    best: Option<(f64, String)>,
    /// Per compiled try: its mesh and `temporaries / analytic activation bytes`.
    temps_per_activation: Vec<(Mesh, f64)>,
    /// Per compiled candidate with a prediction: its mesh, micro-batches and predicted step
    /// (see [`Pruning::zero2_twin_is_faster`]).
    steps: Vec<(Mesh, usize, f64)>,
}

impl Pruning {
    pub(crate) fn new(model: AnalyticModel, chip: Chip) -> Self {
        Pruning {
            model,
            chip,
            ratios: Vec::new(),
            best: None,
            temps_per_activation: Vec::new(),
            steps: Vec::new(),
        }
    }

    /// The analytic estimate of `c` with `state` bytes per chip.
    pub(crate) fn estimate(&self, c: &Candidate, state: u64) -> AnalyticEstimate {
        self.model.estimate(c, state, &self.chip)
    }

    /// Takes in a compiled try: its temporaries calibrate where meshes start fitting; its
    /// predicted step (or, when only its training program compiled, the lower bound that
    /// program gives: the ratio errs low, towards searching more) calibrates the estimate; if
    /// it fits (`fits`), its step may be the new best.
    pub(crate) fn observe(
        &mut self,
        cp: &CandidatePlan,
        state: u64,
        predicted_step_s: Option<f64>,
        fits: bool,
    ) {
        let analytic = self.estimate(&cp.candidate, state);
        let temps = cp
            .programs
            .first()
            .and_then(ProgramPlan::temp_bytes)
            .filter(|&t| t > 0);
        if let Some(t) = temps
            && analytic.activation_bytes > 0.0
        {
            self.temps_per_activation
                .push((cp.candidate.mesh, t as f64 / analytic.activation_bytes));
        }
        if let Some(p) = predicted_step_s.filter(|p| *p > 0.0) {
            let mesh = cp.candidate.mesh;
            self.steps.push((mesh, cp.candidate.micro_batches, p));
            let family = Family::of(&mesh);
            self.ratios.push((family, p / analytic.step_s.max(1e-12)));
            if fits && self.best.as_ref().is_none_or(|(b, _)| p < *b) {
                self.best = Some((p, cp.candidate.label()));
            }
        }
    }

    /// `Err(reason)` when `c` cannot win against the best compiled candidate by the calibrated
    /// analytic estimate; `Ok` while nothing fits yet.
    pub(crate) fn can_win(&self, c: &Candidate, state: u64) -> Result<(), String> {
        let Some((best, label)) = &self.best else {
            return Ok(());
        };
        if let Some(twin) = self.zero2_twin_is_faster(c, *best) {
            let twin = match twin == *best {
                true => format!("is the best so far ({} predicted)", seconds(twin)),
                false => format!(
                    "predicts {}, at least the {} predicted for {label}",
                    seconds(twin),
                    seconds(*best)
                ),
            };
            return Err(format!(
                "{CANNOT_WIN}: its ZeRO-2 twin at the same micro-batches {twin}, and it does the \
                 same work but gathers the matrices afresh for each of a micro-batch's three \
                 passes (`namtrain plan --exhaustive` compiles it anyway)"
            ));
        }
        let family = Family::of(&c.mesh);
        let lowest = |keep: &dyn Fn(Family) -> bool| {
            let kept = self.ratios.iter().filter(|(f, _)| keep(*f));
            let n = kept.clone().count();
            kept.map(|&(_, r)| r).reduce(f64::min).map(|r| (r, n))
        };
        let (ratio, n, margin, whose) = match lowest(&|f| f == family) {
            Some((r, n)) => (r, n, CANNOT_WIN_MARGIN, "its family's"),
            None => match lowest(&|_| true) {
                Some((r, n)) => (
                    r,
                    n,
                    UNSEEN_FAMILY_MARGIN,
                    "any family's (none of its own compiled)",
                ),
                None => return Ok(()),
            },
        };
        let a = self.estimate(c, state).step_s;
        let lower = a * ratio * (1.0 - margin);
        if lower < *best {
            return Ok(());
        }
        Err(format!(
            "{CANNOT_WIN}: analytic step {} × {ratio:.2} (the lowest predicted/analytic ratio \
             of {n} compiled, {whose}) less {:.0}% = {}, at least the {} predicted for {label} \
             (`namtrain plan --exhaustive` compiles it anyway)",
            seconds(a),
            100.0 * margin,
            seconds(lower),
            seconds(*best)
        ))
    }

    /// The predicted step of `c`'s ZeRO-2 twin at the same micro-batches, when `c` is an FSDP
    /// mesh without ZeRO-2 or a model axis and that step is no faster than `best`. Such a
    /// mesh runs the same programs as its twin, except that each micro-batch gathers the
    /// matrices afresh for its three passes (and its matmuls re-read their activations as
    /// windowed einsums) where the twin all-gathers its copies once per step, so it is not
    /// faster; every recorded table agrees (nam52, nam12-dense, the small MoE: 4 pairs without
    /// a model axis, the twin faster by 4–30%). With a model axis it can be
    /// (nam52's `data=4 model=2`: 9.5 s against the twin's 15.0 s), and with fewer
    /// micro-batches than the twin, which its smaller state may allow, it can too: neither is
    /// left out by this.
    fn zero2_twin_is_faster(&self, c: &Candidate, best: f64) -> Option<f64> {
        if !c.mesh.fsdp || c.mesh.zero2 || c.mesh.model > 1 {
            return None;
        }
        let twin = c.mesh.with_zero2(true);
        self.steps
            .iter()
            .find(|&&(m, micro, p)| m == twin && micro == c.micro_batches && p >= best)
            .map(|&(_, _, p)| p)
    }

    /// `Err(reason)` when a compiled training program alone (`times` runs per step) predicts
    /// a step no faster than the best compiled candidate's: its other programs need not compile.
    pub(crate) fn program_can_win(&self, program_s: f64, times: usize) -> Result<(), String> {
        let Some((best, label)) = &self.best else {
            return Ok(());
        };
        let step = program_s * times as f64;
        if step < *best {
            return Ok(());
        }
        Err(format!(
            "{CANNOT_WIN}: its training program alone predicts {} per step, at least the {} \
             predicted for {label}",
            seconds(step),
            seconds(*best)
        ))
    }

    /// The micro-batch count `c` starts its search at: its own count when nothing calibrates
    /// the activations yet, else the fewest (doubling, dividing the rows per chip) whose
    /// `state`, gradient accumulators (`grads` bytes, with more than one micro-batch) and
    /// scaled activations fit `usable` within [`START_SLACK`]. With the reason, for progress.
    pub(crate) fn start_micro_batches(
        &self,
        c: &Candidate,
        state: u64,
        grads: u64,
        usable: u64,
    ) -> (usize, Option<String>) {
        let Some(factor) = self.temps_factor(&c.mesh) else {
            return (c.micro_batches, None);
        };
        let rows = c.rows_per_chip();
        let mut micro = c.micro_batches;
        let need = |micro: usize| {
            let try_c = Candidate {
                micro_batches: micro,
                ..*c
            };
            let act = factor * self.estimate(&try_c, state).activation_bytes;
            state as f64 + if micro > 1 { grads as f64 } else { 0.0 } + act
        };
        let limit = usable as f64 * (1.0 + START_SLACK);
        while need(micro) > limit && micro * 2 <= rows && rows.is_multiple_of(micro * 2) {
            micro *= 2;
        }
        let why = (micro != c.micro_batches).then(|| {
            format!(
                "starts at {micro} micro-batches: fewer need about {} per chip by the \
                 activations compiled so far ({} usable)",
                gib(need(micro / 2) as u64),
                gib(usable)
            )
        });
        (micro, why)
    }

    /// Temporaries per analytic activation byte for `mesh`: the smallest of its own tries,
    /// else of meshes with the same model and expert axes, else of any compiled try. The
    /// smallest, so the guess errs towards fewer micro-batches: a count that does not fit
    /// costs an early out-of-memory refusal, one skipped that fits could have won.
    fn temps_factor(&self, mesh: &Mesh) -> Option<f64> {
        let smallest = |keep: &dyn Fn(&Mesh) -> bool| {
            self.temps_per_activation
                .iter()
                .filter(|(m, _)| keep(m))
                .map(|&(_, f)| f)
                .reduce(f64::min)
        };
        smallest(&|m| m == mesh)
            .or_else(|| smallest(&|m| m.model == mesh.model && m.expert == mesh.expert))
            .or_else(|| smallest(&|_| true))
    }
}

#[cfg(test)]
mod tests {
    use pjrt::CompiledMemoryStats;

    use super::*;
    use crate::test_configs::{SMALL_MOE, candidate, cfg};

    fn pruning() -> Pruning {
        Pruning::new(AnalyticModel::new(&cfg(SMALL_MOE)), Chip::v6e([2, 4]))
    }

    /// A compiled try of `c` whose first program had `temps` bytes of temporaries.
    fn compiled(c: Candidate, temps: i64) -> CandidatePlan {
        let mut cp = CandidatePlan::new(c, 0, 32);
        let mut stats = CompiledMemoryStats::from_array([0; 11]);
        stats.temp_size_in_bytes = temps;
        cp.programs.push(ProgramPlan {
            name: "step",
            rows: 8,
            program_sha256: String::new(),
            signature_argument_bytes: 0,
            compile_seconds: 0.0,
            memory: Ok(stats),
            collectives: Err(String::new()),
            estimate: Err(String::new()),
            cache_key: None,
            cache_warning: None,
            from_memo: false,
        });
        cp
    }

    #[test]
    fn a_candidate_is_left_out_by_its_familys_ratio_less_25_percent_or_any_ratio_less_half() {
        let mut p = pruning();
        let zero2 = candidate(Mesh::new(8, 1, 1, true).with_zero2(true), 1);
        let a_zero2 = p.estimate(&zero2, 0).step_s;
        // Nothing fits yet: everything can win.
        assert!(
            p.can_win(&candidate(Mesh::new(4, 1, 2, false), 1), 0)
                .is_ok()
        );
        // The ZeRO-2 mesh fits, predicted at twice its analytic step.
        p.observe(&compiled(zero2, 1000), 0, Some(2.0 * a_zero2), true);
        let best = 2.0 * a_zero2;
        // Its own family: left out exactly when 2 × A × 0.75 ≥ best, i.e. A ≥ A_zero2 / 0.75.
        let same_family = candidate(Mesh::new(4, 1, 1, true).with_zero2(true), 1);
        let a = p.estimate(&same_family, 0).step_s;
        assert_eq!(
            p.can_win(&same_family, 0).is_err(),
            a >= a_zero2 / 0.75,
            "{a} {a_zero2}"
        );
        // Another family (plain data parallel): 2 × A × 0.5 ≥ best, i.e. A ≥ 2 A_zero2.
        let plain = candidate(Mesh::new(8, 1, 1, false), 1);
        let a = p.estimate(&plain, 0).step_s;
        assert_eq!(
            p.can_win(&plain, 0).is_err(),
            a >= 2.0 * a_zero2,
            "{a} {a_zero2}"
        );
        // A candidate predicted far slower by the estimate is left out with the figures.
        let tp = candidate(Mesh::new(2, 1, 4, false), 4);
        let a = p.estimate(&tp, 0).step_s;
        if a >= 2.0 * a_zero2 {
            let why = p.can_win(&tp, 0).unwrap_err();
            assert!(
                why.starts_with(CANNOT_WIN) && why.contains("less 50%"),
                "{why}"
            );
        }
        // A training program that alone predicts the best step or more ends its candidate.
        assert!(p.program_can_win(best / 2.0, 2).is_err());
        assert!(p.program_can_win(best / 2.0 * 0.99, 2).is_ok());
    }

    #[test]
    fn fsdp_without_zero2_is_left_out_at_its_slower_zero2_twins_micro_batches_only() {
        let mut p = pruning();
        // Two rows per chip.
        let fsdp = Mesh::new(4, 1, 1, true);
        // The ZeRO-2 mesh fits at 2 micro-batches; a faster candidate elsewhere is the best.
        p.observe(
            &compiled(candidate(fsdp.with_zero2(true), 2), 1000),
            0,
            Some(3.0),
            true,
        );
        p.observe(
            &compiled(candidate(Mesh::new(2, 2, 1, false), 1), 1000),
            0,
            Some(2.0),
            true,
        );
        // Without ZeRO-2, the same count: left out, naming the twin's and the best's steps.
        let why = p.can_win(&candidate(fsdp, 2), 0).unwrap_err();
        assert!(why.starts_with(CANNOT_WIN), "{why}");
        assert!(
            why.contains("ZeRO-2 twin at the same micro-batches predicts 3000 ms")
                && why.contains("at least the 2000 ms predicted for data=2 expert=2"),
            "{why}"
        );
        // A twin that is itself the best is named as such.
        let mut q = pruning();
        q.observe(
            &compiled(candidate(fsdp.with_zero2(true), 2), 1000),
            0,
            Some(3.0),
            true,
        );
        let why = q.can_win(&candidate(fsdp, 2), 0).unwrap_err();
        assert!(
            why.contains("ZeRO-2 twin at the same micro-batches is the best so far (3000 ms"),
            "{why}"
        );
        // Fewer micro-batches (its smaller state may fit them) can win: no twin speaks for it.
        assert_eq!(p.zero2_twin_is_faster(&candidate(fsdp, 1), 2.0), None);
        // A twin predicted faster than the best (so it did not fit) bounds nothing: without
        // ZeRO-2's copies the mesh may fit, and beat the best.
        assert_eq!(p.zero2_twin_is_faster(&candidate(fsdp, 2), 3.5), None);
        assert_eq!(p.zero2_twin_is_faster(&candidate(fsdp, 2), 3.0), Some(3.0));
        // With a model axis FSDP without ZeRO-2 can be faster (nam52's data=4 model=2): no rule.
        let tp = Mesh::new(4, 1, 2, true);
        p.observe(
            &compiled(candidate(tp.with_zero2(true), 2), 1000),
            0,
            Some(4.0),
            true,
        );
        assert!(p.zero2_twin_is_faster(&candidate(tp, 2), 2.0).is_none());
    }

    #[test]
    fn a_mesh_starts_where_its_scaled_activations_fit_and_at_its_own_count_before_any_compile() {
        let mut p = pruning();
        let data8 = candidate(Mesh::new(4, 1, 1, false), 1);
        assert_eq!(p.start_micro_batches(&data8, 0, 0, 1 << 30).0, 1);
        // A try whose temporaries were 1000 times its analytic activation bytes.
        let act = p.estimate(&data8, 0).activation_bytes;
        p.observe(&compiled(data8, (1000.0 * act) as i64), 0, None, false);
        // 2 rows per chip: one micro-batch needs 1000 × act, two need half of it.
        let usable = (0.6 * 1000.0 * act) as u64;
        let (micro, why) = p.start_micro_batches(&data8, 0, 0, usable);
        assert_eq!(micro, 2, "{why:?}");
        assert!(why.unwrap().contains("starts at 2 micro-batches"));
        // Within the 10% slack over the budget, the fewer count is tried.
        let tight = (1000.0 * act / 1.09) as u64;
        assert_eq!(p.start_micro_batches(&data8, 0, 0, tight).0, 1);
        // The state counts too: with the whole budget taken by it no count fits, and the
        // search starts at the most micro-batches the 2 rows per chip allow.
        assert_eq!(p.start_micro_batches(&data8, usable, 0, usable).0, 2);
        // 8 rows per chip: one micro-batch needs 4000 × act. Gradient accumulators count once
        // there are micro-batches: 4 of them need 1000 × act, plus the accumulators.
        let rows8 = Candidate {
            batch_rows: 32,
            ..data8
        };
        let usable = (1.05 * 1000.0 * act) as u64;
        assert_eq!(p.start_micro_batches(&rows8, 0, 0, usable).0, 4);
        let grads = (0.5 * 1000.0 * act) as u64;
        assert_eq!(p.start_micro_batches(&rows8, 0, grads, usable).0, 8);
    }
}
