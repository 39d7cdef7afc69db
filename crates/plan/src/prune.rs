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
use crate::{Candidate, CandidatePlan, gib};

/// How far below its analytic figure, scaled by the lowest ratio its family measured, a
/// candidate's prediction may lie and still be searched.
pub const CANNOT_WIN_MARGIN: f64 = 0.25;

/// The same, scaled by the lowest ratio of any family, for a candidate none of whose family
/// compiled yet: the analytic estimate prices each family's collectives its own way, and its
/// ratio differs between families by up to 2.5x on the small configs of the tests.
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
}

impl Pruning {
    pub(crate) fn new(model: AnalyticModel, chip: Chip) -> Self {
        Pruning {
            model,
            chip,
            ratios: Vec::new(),
            best: None,
            temps_per_activation: Vec::new(),
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
            .and_then(|p| match &p.memory {
                Ok(m) => Some(m.temp_size_in_bytes.max(0) as u64),
                Err(_) => p.refused_temp_bytes(),
            })
            .filter(|&t| t > 0);
        if let Some(t) = temps
            && analytic.activation_bytes > 0.0
        {
            self.temps_per_activation
                .push((cp.candidate.mesh, t as f64 / analytic.activation_bytes));
        }
        if let Some(p) = predicted_step_s.filter(|p| *p > 0.0) {
            let family = Family::of(&cp.candidate.mesh);
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
