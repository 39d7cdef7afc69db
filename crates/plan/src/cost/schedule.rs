//! How long a Mosaic kernel's static schedule keeps the TensorCore busy, where its declared
//! roofline cost cannot say: a recurrence walks its positions one after another, each a few
//! small dependent ops, so its time is the length of its instruction schedule, not its FLOPs
//! or bytes over the peak.
//!
//! libtpu compiles a kernel to VLIW bundles, at most one issued per cycle, scheduled
//! statically, and can say how many cycles a call takes: its static profile
//! (`--xla_jf_dump_static_llo_profile_to`) walks the kernel's control flow over its bundles
//! and models its stalls (DMA waits, results not yet ready). That figure is what
//! [`KERNEL_SCHEDULES`] records, keyed by the sha256 of the kernel's serialized body (a
//! re-exported kernel is priced by its declared cost until recorded again). The profile walks
//! every grid step, so for the largest kernels it takes too long or runs out of memory. For
//! those the table counts the kernel's bundles ([`count_final_bundles`], from the final bundles
//! libtpu writes under `--xla_jf_dump_to` with `--xla_jf_dump_llo_text=true`): the bundles
//! outside the grid loop once, the loop's body once per grid step (the loop runs two more trips
//! for the software pipeline's first fetch and last write-back, which skip the body). The count
//! is exact only for a flat loop whose steps run their whole body, as the M2RNN kernels' do, and
//! it leaves out the stalls: to it the table adds the stalls per grid step that the profile
//! finds in a short call of the same kernel (the same grid step over fewer positions,
//! [`StepStalls`]; negative where the body holds a region that runs in one step only, which
//! the count charges to every step). The single-tile small M2RNN kernel stalls for 124% of its
//! bundles, nam56r's six-tile ones for 8% (forward) and 1% (backward); where steps skip work
//! (causal attention's masked blocks) the count overstates (nam52's attention forward: 12.9 M
//! bundles, profiled at 3.1 M cycles).
//! `crates/plan/tests/kernel_schedules_deviceless.rs` records the table and re-derives it from
//! the pinned libtpu.

use std::collections::HashMap;
use std::sync::OnceLock;

use serde::{Deserialize, Serialize};

/// TPU v6e's cycle, at most this fast: libtpu 0.0.52 prices a `4096³` bf16 matmul at 301 616
/// cycles, which at the public 918 TFLOP/s takes at least 149.7 µs (docs/performance.md,
/// "Op starts and loops on v6e"; [`crate::perf::V6E_OP_START_S`] comes from the same bound).
/// A schedule's cycles at this clock are a lower bound on its time.
pub const V6E_CLOCK_HZ: f64 = 2.014e9;

/// A kernel's static schedule, counted from its final bundles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StaticSchedule {
    /// Bundles outside the grid loop (set-up, the last write-backs).
    pub outside: u64,
    /// Bundles of the grid loop's body.
    pub body: u64,
    /// The loop's trip count: the grid's steps and the pipeline's two.
    pub trips: u64,
}

impl StaticSchedule {
    /// Grid steps: the loop's trips less the pipeline's two.
    pub fn steps(&self) -> u64 {
        self.trips.saturating_sub(2)
    }

    /// Cycles of one call if nothing stalls: the bundles outside the loop, and the body once
    /// per grid step.
    pub fn cycles(&self) -> u64 {
        self.outside + self.steps() * self.body
    }
}

/// What a kernel's grid step takes beyond its bundle count, from libtpu's static profile of a
/// short call of the same kernel (its `_short` twin in `variants.toml`: the same step over
/// fewer positions): the profiled cycles less the twin's bundle count, per grid step. Positive
/// where the step stalls; negative where its body holds regions that run in one step only (the
/// first step's zeroing, the last step's write of an accumulator), which the count charges to
/// every step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepStalls {
    /// The profiled twin (`pallas-kernels/artifacts/NAME.mlir`).
    pub artifact: String,
    /// Cycles per grid step beyond the bundle count, rounded up.
    pub per_step: i64,
}

impl StepStalls {
    /// The stalls per grid step of a twin whose profile gave `profiled` cycles for its
    /// counted `schedule`.
    pub fn of_twin(artifact: &str, profiled: u64, schedule: &StaticSchedule) -> StepStalls {
        let extra = profiled as i64 - schedule.cycles() as i64;
        StepStalls {
            artifact: artifact.to_owned(),
            per_step: (extra as f64 / schedule.steps() as f64).ceil() as i64,
        }
    }

    /// A kernel's cycles from its own bundle count and these stalls.
    pub fn cycles(&self, schedule: &StaticSchedule) -> u64 {
        (schedule.cycles() as i64 + schedule.steps() as i64 * self.per_step).max(0) as u64
    }
}

/// Why a kernel's final bundles give no schedule this module can count.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ScheduleError {
    /// No bundle lines at all.
    #[error("no bundles in the text: not a libtpu final-bundles dump")]
    NoBundles,
    /// Loops nested in the grid loop, or more than one loop.
    #[error(
        "{loops} loop exit tests at nesting depths up to {depth}: only one flat grid loop is counted"
    )]
    NotOneFlatLoop {
        /// Loop exit tests found.
        loops: usize,
        /// Deepest nesting of a bundle.
        depth: usize,
    },
    /// The loop's bound is not a constant.
    #[error(
        "the grid loop's exit test has no constant bound: its trip count is decided at run time"
    )]
    DynamicTrips,
}

/// Counts the static schedule of a kernel from libtpu's final bundles (module docs).
pub fn count_final_bundles(text: &str) -> Result<StaticSchedule, ScheduleError> {
    let (mut outside, mut body, mut depth_max) = (0u64, 0u64, 0usize);
    let mut bounds = Vec::new();
    for line in text.lines() {
        let Some(depth) = bundle_depth(line) else {
            continue;
        };
        depth_max = depth_max.max(depth);
        if depth == 0 {
            outside += 1;
        } else {
            body += 1;
        }
        if let Some(at) = line.find(" /* loop exit test */") {
            bounds.push(
                line[..at]
                    .rsplit([',', ' '])
                    .next()
                    .and_then(|b| b.parse().ok()),
            );
        }
    }
    if outside + body == 0 {
        return Err(ScheduleError::NoBundles);
    }
    if depth_max != 1 || bounds.len() != 1 {
        return Err(ScheduleError::NotOneFlatLoop {
            loops: bounds.len(),
            depth: depth_max,
        });
    }
    let trips = bounds[0].ok_or(ScheduleError::DynamicTrips)?;
    Ok(StaticSchedule {
        outside,
        body,
        trips,
    })
}

/// A bundle line's loop nesting depth (the `>` marks before its `{`), or `None` for any
/// other line. Bundle lines read `0   :  { ... }`, `0x15 LB: > { ... }` or
/// `0x1299   :  { ... }`: an address (the first one `0`, the others in hex), an optional
/// control mark, a colon.
fn bundle_depth(line: &str) -> Option<usize> {
    let line = line.trim_start();
    let rest = line.strip_prefix("0x").or_else(|| line.strip_prefix('0'))?;
    let addr_end = rest.find(|c: char| !c.is_ascii_hexdigit())?;
    let rest = &rest[addr_end..];
    let colon = rest.find(':')?;
    let mark = rest[..colon].trim();
    if !(mark.is_empty() || (mark.len() == 2 && mark.chars().all(|c| c.is_ascii_uppercase()))) {
        return None;
    }
    let after = &rest[colon + 1..];
    let brace = after.find('{')?;
    let marks = &after[..brace];
    marks
        .chars()
        .all(|c| c == '>' || c.is_whitespace())
        .then(|| marks.matches('>').count())
}

/// One recorded kernel: its name, its body's hash and its cycles per call.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RecordedSchedule {
    /// The artifact (`pallas-kernels/artifacts/NAME.mlir`).
    pub artifact: String,
    /// sha256 (hex) of the kernel's serialized body (`custom_call_config.body`).
    pub body_sha256: String,
    /// Cycles of one call.
    pub cycles: u64,
    /// Where the cycles come from: `static profile` (libtpu's own estimate,
    /// `--xla_jf_dump_static_llo_profile_to`) or `bundle count + profiled stalls`
    /// ([`count_final_bundles`] and [`StepStalls`], where the profile would walk too many grid
    /// steps).
    pub source: String,
    /// The bundle count, for kernels whose grid loop is one flat loop.
    #[serde(default)]
    pub bundles: Option<StaticSchedule>,
    /// The stalls added to the bundle count, for `bundle count + profiled stalls`.
    #[serde(default)]
    pub stalls: Option<StepStalls>,
}

/// The recorded table (`kernel_schedules.json`): which libtpu and target counted it, and the
/// kernels.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScheduleTable {
    /// How the table was made and what the counts are.
    pub note: String,
    /// The libtpu that compiled the kernels.
    pub libtpu: String,
    /// The target they were compiled for.
    pub target: String,
    /// One entry per kernel.
    pub kernels: Vec<RecordedSchedule>,
}

/// The built-in kernels' schedules on TPU v6e, recorded by
/// `NAMTRAIN_RECORD_SCHEDULES=1 cargo test -p namtrain-plan --test kernel_schedules_deviceless`.
pub const KERNEL_SCHEDULES: &str = include_str!("kernel_schedules.json");

/// The recorded table, parsed once.
pub fn recorded() -> &'static ScheduleTable {
    static TABLE: OnceLock<ScheduleTable> = OnceLock::new();
    TABLE.get_or_init(|| {
        serde_json::from_str(KERNEL_SCHEDULES).expect("kernel_schedules.json is a schedule table")
    })
}

/// Seconds of one call of the kernel whose serialized body is `body`, at most
/// [`V6E_CLOCK_HZ`] fast, where its schedule is recorded.
pub fn schedule_seconds(body: &str) -> Option<f64> {
    static BY_BODY: OnceLock<HashMap<String, u64>> = OnceLock::new();
    let by_body = BY_BODY.get_or_init(|| {
        recorded()
            .kernels
            .iter()
            .map(|k| (k.body_sha256.clone(), k.cycles))
            .collect()
    });
    let cycles = by_body.get(&data::digest::sha256_hex(body.as_bytes()))?;
    Some(*cycles as f64 / V6E_CLOCK_HZ)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand-written excerpt in libtpu's format: 3 bundles before the loop, a 4-bundle body
    /// whose exit test bounds it at 18 trips, 2 after.
    const FLAT: &str = "= control target key start\nLH: loop header\n= control target key end\n\n\
     0   :  { %s0 = inlined_call_operand.hbm [shape: f32[1,8,256,64]] }\n\
     0x1   :  { %1 = vsyncpa [#allocation5], 0 }\n\
     0x2   :  { %2 = smov.u32 0 /* copy for cssa */ } /* Start region 1 */\n\
     0x3 LB: > { %3 = sphi %s1, %s2 }\n\
     0x4   : > { %v4 = vadd.f32 %v1, %v2 }\n\
     0x5 PF: > { %v5 = vtanh.f32 %v4 }\n\
     0x6   : > { %p6 = scmp.ge.s32.totalorder %s7_s10, 18 /* loop exit test */ }\n\
     0x7   :  { %8 = vsyncpa [#allocation5], 1 }\n\
     0x8   :  { %9 = vsyncpa [#allocation6], 1 } /* exit bundle */\n";

    #[test]
    fn a_flat_loop_counts_its_body_once_per_grid_step() {
        let s = count_final_bundles(FLAT).unwrap();
        assert_eq!(
            s,
            StaticSchedule {
                outside: 5,
                body: 4,
                trips: 18
            }
        );
        // 16 grid steps of 4 bundles, and the 5 outside.
        assert_eq!(s.cycles(), 5 + 16 * 4);
    }

    #[test]
    fn nested_or_dynamic_loops_are_refused_with_the_reason() {
        let nested = FLAT.replace("0x5 PF: > {", "0x5 PF: >> {");
        assert_eq!(
            count_final_bundles(&nested),
            Err(ScheduleError::NotOneFlatLoop { loops: 1, depth: 2 })
        );
        let dynamic = FLAT.replace("%s7_s10, 18 /*", "%s7_s10, %s9_s3 /*");
        assert_eq!(
            count_final_bundles(&dynamic),
            Err(ScheduleError::DynamicTrips)
        );
        assert_eq!(
            count_final_bundles("no bundles here"),
            Err(ScheduleError::NoBundles)
        );
        let msg = ScheduleError::DynamicTrips.to_string();
        assert!(msg.contains("run time"), "{msg}");
    }

    #[test]
    fn the_recorded_table_names_each_kernel_once_and_its_counts_agree() {
        let table = recorded();
        assert!(table.target.contains("v6e"), "{}", table.target);
        let mut artifacts = std::collections::HashSet::new();
        let mut bodies = std::collections::HashSet::new();
        for k in &table.kernels {
            assert!(artifacts.insert(&k.artifact), "{} twice", k.artifact);
            assert!(bodies.insert(&k.body_sha256), "{}: body twice", k.artifact);
            match k.source.as_str() {
                "bundle count + profiled stalls" => {
                    let (b, stalls) = (k.bundles.unwrap(), k.stalls.as_ref().unwrap());
                    assert_eq!(k.cycles, stalls.cycles(&b));
                    let twin = table.kernels.iter().find(|t| t.artifact == stalls.artifact);
                    let twin = twin.unwrap_or_else(|| panic!("{}: no twin", k.artifact));
                    assert_eq!(twin.source, "static profile", "{}", twin.artifact);
                    // The twin runs the same grid step: its stalls are what its profile adds
                    // to its bundles.
                    let tb = twin.bundles.unwrap();
                    assert_eq!(
                        *stalls,
                        StepStalls::of_twin(&twin.artifact, twin.cycles, &tb)
                    );
                }
                // Not compared with the bundle count: a region that runs in one step only
                // (an accumulator's last write) counts in every step.
                "static profile" => assert!(k.cycles > 0, "{}", k.artifact),
                other => panic!("{}: unknown source {other}", k.artifact),
            }
        }
        assert_eq!(schedule_seconds("not a recorded kernel body"), None);
    }
}
