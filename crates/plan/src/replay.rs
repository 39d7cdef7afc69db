//! Replays of recorded candidate tables: the search run as it is, with every program it asks
//! for looked up in the `namtrain plan --exhaustive --json` output of an earlier run instead of
//! compiled, so whether the pruned search chooses what the exhaustive one chose is checked
//! without libtpu. The tables live in `crates/plan/tests/data/plan-tables/`: each
//! `<name>.json` with the config it planned (`<name>.toml`, or a preset by name) and the slice,
//! recorded by `scripts/record-plan-table.sh`.

use std::collections::HashMap;
use std::sync::Mutex;

use nam::Mesh;
use nam::graph::attention::ResolvedBackend;
use pjrt::CompiledMemoryStats;

use crate::ProgramPlan;
use crate::perf::ProgramEstimate;

/// What identifies a recorded program: its mesh, name, rows and attention.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
struct Key {
    axes: [usize; 3],
    fsdp: bool,
    zero2: bool,
    program: String,
    rows: usize,
    attention: String,
}

/// What the compiler and the performance model said of one program.
#[derive(Debug, Clone)]
struct Recorded {
    memory: Result<[i64; 11], String>,
    estimate: Option<ProgramEstimate>,
}

/// An earlier plan's programs, by key, and what it chose.
#[derive(Debug)]
pub(crate) struct RecordedPlan {
    programs: HashMap<Key, Recorded>,
    /// The recorded plan's recommendation (its candidate label).
    pub(crate) recommended: String,
    /// Its usable bytes per device.
    pub(crate) usable_bytes: u64,
    /// Programs the replay asked for that the table does not hold.
    missing: Mutex<Vec<String>>,
}

impl RecordedPlan {
    /// Reads `namtrain plan --json` output.
    pub(crate) fn from_json(text: &str) -> Self {
        let plan: serde_json::Value = serde_json::from_str(text).expect("a plan --json file");
        let mut programs = HashMap::new();
        for c in plan["candidates"].as_array().expect("candidates") {
            let axes = &c["axes"];
            let n = |k: &str| axes[k].as_u64().expect("axis") as usize;
            for p in c["programs"].as_array().expect("programs") {
                let key = Key {
                    axes: [n("data"), n("expert"), n("model")],
                    fsdp: axes["fsdp"].as_bool().expect("fsdp"),
                    zero2: axes["zero2"].as_bool().expect("zero2"),
                    program: p["name"].as_str().expect("name").to_string(),
                    rows: p["rows"].as_u64().expect("rows") as usize,
                    attention: c["attention"].as_str().expect("attention").to_string(),
                };
                let memory = serde_json::from_value(p["memory"].clone()).expect("memory");
                let estimate = serde_json::from_value(p["estimate"].clone()).ok();
                programs.insert(key, Recorded { memory, estimate });
            }
        }
        RecordedPlan {
            programs,
            recommended: plan["recommended"].as_str().unwrap_or_default().to_string(),
            usable_bytes: plan["usable_bytes_per_device"]
                .as_u64()
                .expect("usable bytes"),
            missing: Mutex::new(Vec::new()),
        }
    }

    /// Programs in the table.
    pub(crate) fn len(&self) -> usize {
        self.programs.len()
    }

    /// The recorded program; one the table does not hold is noted ([`RecordedPlan::missing`])
    /// and reads as a compile that failed.
    pub(crate) fn program(
        &self,
        name: &'static str,
        rows: usize,
        mesh: &Mesh,
        attention: ResolvedBackend,
    ) -> ProgramPlan {
        let key = Key {
            axes: [mesh.data, mesh.expert, mesh.model],
            fsdp: mesh.fsdp,
            zero2: mesh.zero2,
            program: name.to_string(),
            rows,
            attention: attention.as_str().to_string(),
        };
        let recorded = self.programs.get(&key).cloned().unwrap_or_else(|| {
            self.missing
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(format!("{key:?}"));
            Recorded {
                memory: Err("not recorded".into()),
                estimate: None,
            }
        });
        ProgramPlan {
            name,
            rows,
            program_sha256: String::new(),
            signature_argument_bytes: 0,
            compile_seconds: 0.0,
            memory: recorded.memory.map(CompiledMemoryStats::from_array),
            collectives: Err("replayed".into()),
            estimate: recorded.estimate.ok_or_else(|| "not recorded".into()),
            cache_key: None,
            cache_warning: None,
            from_memo: true,
        }
    }

    /// What the replay asked for and the table does not hold.
    pub(crate) fn missing(&self) -> Vec<String> {
        self.missing
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .clone()
    }
}

#[cfg(test)]
mod tests {
    use nam::NamConfig;
    use nam::graph::layout::LayerLoop;
    use train::cache::CompileTarget;
    use train::programs::trainer_layout;

    use super::*;
    use crate::devices::Backend;
    use crate::perf::Chip;
    use crate::search::{Devices, meshes_to_search, search};
    use crate::{PlanOptions, Slice, Verdict};

    /// Recorded exhaustive tables: name, config (TOML text), slice, `plan --exhaustive --json`.
    const TABLES: &[(&str, &str, &str, &str)] = &[
        (
            "small MoE (tests/plan_cli.rs), deviceless libtpu 0.0.52",
            include_str!("../tests/data/plan-tables/small-moe.toml"),
            "v6e-4",
            include_str!("../tests/data/plan-tables/small-moe-v6e-4.json"),
        ),
        (
            "nam12-dense preset, deviceless libtpu 0.0.52",
            include_str!("../../../configs/nam12-dense.toml"),
            "v6e-8",
            include_str!("../tests/data/plan-tables/nam12-dense-v6e-8.json"),
        ),
        (
            "nam52 preset, deviceless libtpu 0.0.52 (recorded over three sittings, model v12)",
            include_str!("../../../configs/nam52.toml"),
            "v6e-8",
            include_str!("../tests/data/plan-tables/nam52-v6e-8.json"),
        ),
        (
            "nam12 preset as recorded (its f32 stream and Mamba activations), deviceless libtpu \
             0.0.52 (model v13)",
            include_str!("../tests/data/plan-tables/nam12-v6e-8.toml"),
            "v6e-8",
            include_str!("../tests/data/plan-tables/nam12-v6e-8.json"),
        ),
        (
            "nam56r preset, deviceless libtpu 0.0.52 (recorded over two sittings, model v13)",
            include_str!("../../../configs/nam56r.toml"),
            "v6e-8",
            include_str!("../tests/data/plan-tables/nam56r-v6e-8.json"),
        ),
    ];

    #[test]
    fn replayed_on_recorded_tables_the_pruned_search_chooses_what_the_exhaustive_one_did() {
        for &(name, config, slice, table) in TABLES {
            let cfg = NamConfig::from_toml_str(config).unwrap();
            let slice = Slice::parse(slice).unwrap();
            let recorded = RecordedPlan::from_json(table);
            let layout = trainer_layout(&cfg, LayerLoop::Scan);
            let devices = Devices {
                count: slice.chips,
                name: slice.name.clone(),
                backend: Backend::Replay(&recorded),
                topology: None,
                vm_targets: vec![CompileTarget {
                    platform: "tpu".into(),
                    platform_version: "replay".into(),
                    pjrt_api_version: (0, 0),
                    device_kind: crate::V6E_DEVICE_KIND.into(),
                    device_count: slice.chips_per_host(),
                    topology: String::new(),
                }],
                cacheable: false,
                chip: Some(Chip::v6e(slice.grid())),
                memo: None,
                memo_scope: String::new(),
                loop_trips: [None, None],
                cache: None,
            };
            let opts = PlanOptions::new(recorded.usable_bytes);
            let meshes = meshes_to_search(&cfg, &layout, &opts, slice.chips, &slice.name).unwrap();
            let plan = search(
                &cfg,
                &layout,
                &opts,
                meshes,
                devices,
                std::time::Instant::now(),
                |_| {},
            )
            .unwrap();
            assert_eq!(recorded.missing(), Vec::<String>::new(), "{name}");
            let chosen = plan.recommended().expect("a choice").candidate;
            assert_eq!(chosen.candidate.label(), recorded.recommended, "{name}");
            assert_eq!(chosen.verdict(opts.usable_hbm_bytes), Verdict::Fits);
            let asked: usize = plan.candidates.iter().map(|c| c.programs.len()).sum();
            assert!(
                asked < recorded.len(),
                "{name}: the pruned search asked for {asked} programs, the exhaustive one \
                 compiled {}",
                recorded.len()
            );
        }
    }
}
