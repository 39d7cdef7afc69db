//! One program of a candidate compiled: on the plan's backend (libtpu deviceless, or a live
//! client through the executable cache), or read back from the plan memo of an earlier run; its
//! executable stored under the key of every machine that runs it, and its per-chip memory,
//! collectives and predicted time read off the compiled program ([`crate::ProgramPlan`]).

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use nam::graph::attention::ResolvedBackend;
use nam::graph::program::StepProgram;
use pjrt::{CompileOptions, CompiledMemoryStats, OptimizedProgram};
use train::cache::{CacheKey, CompileTarget, ExecutableCache, KeyComponents};
use train::collectives::CollectivesReport;
use train::compile_worker::get_or_compile_in_worker;

use crate::cost::ProgramCost;
use crate::devices::Backend;
use crate::memo::{MemoEntry, PlanMemo};
use crate::perf::{Chip, estimate_program};
use crate::prefetch::{Outcome, Prefetch};
use crate::{ProgramPlan, argument_bytes, vm_key_components};

/// What every compile of one plan shares.
pub(crate) struct Compile<'a> {
    pub(crate) backend: &'a Backend<'a>,
    pub(crate) vm_target: &'a CompileTarget,
    /// The key targets of a multi-host slice's other hosts: each gets the executable too.
    pub(crate) other_hosts: &'a [CompileTarget],
    pub(crate) cache: Option<&'a ExecutableCache>,
    pub(crate) memo: Option<&'a PlanMemo>,
    /// Topology, host bounds, platform and API version, loop trips: the memo key's context.
    pub(crate) memo_scope: &'a str,
    /// [`layer_scan_trips`] with XLA and with Pallas attention.
    pub(crate) loop_trips: [Option<u64>; 2],
    /// The chip the performance model predicts for.
    pub(crate) chip: Option<&'a Chip>,
    /// Compiles started ahead of the search (deviceless plans with more than one worker).
    pub(crate) prefetch: Option<Prefetch<CompileOutput>>,
}

/// What one compile produced.
pub(crate) struct CompileOutput {
    memory_stats: CompiledMemoryStats,
    optimized_program: Option<OptimizedProgram>,
    cache_key: Option<CacheKey>,
    cache_warning: Option<String>,
}

/// A program's keys: the executable cache's components, the serialized options, the memo key.
struct Keys {
    components: KeyComponents,
    options_bytes: Vec<u8>,
    memo: String,
}

impl<'a> Compile<'a> {
    fn keys(&self, text: &str, options: &CompileOptions) -> Keys {
        let components = vm_key_components(text, options, self.vm_target);
        let options_bytes = options.to_proto_bytes();
        let memo = PlanMemo::key(&[
            components.program_sha256().as_bytes(),
            &options_bytes,
            self.memo_scope.as_bytes(),
        ]);
        Keys {
            components,
            options_bytes,
            memo,
        }
    }

    /// Starts compiling `program` on a thread of `scope`, ahead of the search asking for it,
    /// when compiles are started ahead and the memo does not hold it; `true` when it started.
    pub(crate) fn start_ahead<'s>(
        &'a self,
        scope: &'s std::thread::Scope<'s, 'a>,
        options: &CompileOptions,
        program: &StepProgram,
    ) -> bool {
        let Some(prefetch) = &self.prefetch else {
            return false;
        };
        let keys = self.keys(&program.text, options);
        if self.memo.and_then(|m| m.get(&keys.memo)).is_some() {
            return false;
        }
        let (text, options, cancel) = (
            program.text.clone(),
            options.clone(),
            prefetch.cancel_flag(),
        );
        let memo_key = keys.memo.clone();
        prefetch.start(scope, memo_key, move || {
            self.timed_compile(&text, &options, &keys, Some(cancel))
        })
    }

    /// [`Compile::compile`], and the seconds it took.
    fn timed_compile(
        &self,
        text: &str,
        options: &CompileOptions,
        keys: &Keys,
        cancel: Option<Arc<AtomicBool>>,
    ) -> Outcome<CompileOutput> {
        let start = Instant::now();
        let r = self.compile(text, options, &keys.components, &keys.options_bytes, cancel);
        (r, start.elapsed().as_secs_f64())
    }

    /// Compiles `program` (or reads an earlier run's result from the memo, or takes the
    /// compile started ahead), stores the executable in the cache, and reports the per-chip
    /// plan and collectives.
    pub(crate) fn program(
        &self,
        options: &CompileOptions,
        name: &'static str,
        rows: usize,
        program: &StepProgram,
        attention: ResolvedBackend,
    ) -> ProgramPlan {
        #[cfg(test)]
        if let Backend::Replay(recorded) = self.backend {
            return recorded.program(name, rows, &program.mesh, attention);
        }
        let [xla_trips, pallas_trips] = self.loop_trips;
        let loop_trips = match attention {
            // The Mosaic GPU core takes the window at run time, as XLA's does: one group per trip.
            ResolvedBackend::Xla | ResolvedBackend::MosaicGpu => xla_trips,
            ResolvedBackend::Pallas => pallas_trips,
        };
        let keys = self.keys(&program.text, options);
        let memo_key = &keys.memo;
        let mut plan = ProgramPlan {
            name,
            rows,
            program_sha256: keys.components.program_sha256().to_string(),
            signature_argument_bytes: argument_bytes(&program.signature, &program.mesh),
            compile_seconds: 0.0,
            memory: Err(String::new()),
            collectives: Err("not compiled".into()),
            estimate: Err("not compiled".into()),
            cache_key: None,
            cache_warning: None,
            from_memo: false,
        };
        if let Some(entry) = self.memo.and_then(|m| m.get(memo_key)) {
            plan.memory = entry.memory_stats();
            plan.collectives = entry.collectives;
            plan.estimate = entry
                .estimate
                .ok_or_else(|| "planned before the performance model; --no-cache replans".into());
            plan.compile_seconds = entry.compile_seconds;
            plan.from_memo = true;
            return plan;
        }
        let started = self.prefetch.as_ref().and_then(|p| p.take(memo_key));
        let (result, seconds) =
            started.unwrap_or_else(|| self.timed_compile(&program.text, options, &keys, None));
        plan.compile_seconds = seconds;
        match result {
            Ok(r) => {
                plan.memory = Ok(r.memory_stats);
                plan.cache_key = r.cache_key;
                plan.cache_warning = r.cache_warning;
                let no_program = || "the plugin gave no optimized program".to_string();
                plan.collectives = match &r.optimized_program {
                    Some(p) => CollectivesReport::from_program_with_loops(p, loop_trips)
                        .map_err(|e| e.to_string()),
                    None => Err(no_program()),
                };
                plan.estimate = match (&r.optimized_program, self.chip) {
                    (Some(p), Some(chip)) => {
                        p.hlo_module().map_err(|e| e.to_string()).and_then(|m| {
                            let cost = ProgramCost::from_module(&m, loop_trips);
                            match self.backend {
                                // A chip measured on this host: time the program's own dots
                                // too (small and oddly shaped dots run far below the
                                // large-matmul peak on a CPU).
                                Backend::Client { client, .. }
                                    if chip.interconnect
                                        == crate::perf::Interconnect::SharedMemory =>
                                {
                                    let measured = chip
                                        .with_measured_dots(client, [&cost])
                                        .map_err(|e| format!("timing the dots: {e}"))?;
                                    Ok(estimate_program(&cost, &measured, &program.mesh))
                                }
                                _ => Ok(estimate_program(&cost, chip, &program.mesh)),
                            }
                        })
                    }
                    (None, _) => Err(no_program()),
                    (_, None) => Err("no performance-model entry for these devices".into()),
                };
            }
            Err(e) => {
                plan.memory = Err(e);
                plan.collectives = Err("the compiler refused the program".into());
            }
        }
        if let (Some(memo), Some(entry)) = (
            self.memo,
            MemoEntry::from_outcome(
                &plan.memory,
                &plan.collectives,
                plan.estimate.as_ref().ok(),
                plan.compile_seconds,
            ),
        ) && let Err(e) = memo.put(memo_key, &entry)
        {
            plan.cache_warning = Some(format!("plan memo not written: {e}"));
        }
        plan
    }

    /// Compiles on the backend and stores or loads through the cache; a deviceless compile
    /// stops when `cancel` is set.
    fn compile(
        &self,
        text: &str,
        options: &CompileOptions,
        components: &KeyComponents,
        options_bytes: &[u8],
        cancel: Option<Arc<AtomicBool>>,
    ) -> Result<CompileOutput, String> {
        match self.backend {
            Backend::Deviceless(compiler) => {
                let start = Instant::now();
                let r = match cancel {
                    Some(flag) => compiler.clone().with_cancel(flag).compile(text, options),
                    None => compiler.compile(text, options),
                }
                .map_err(|e| e.to_string())?;
                if let (Some(prefetch), Some(bytes)) = (&self.prefetch, r.worker_peak_rss_bytes) {
                    prefetch.note_peak_bytes(bytes);
                }
                let (mut cache_key, mut cache_warning) = (None, None);
                if let Some(cache) = self.cache {
                    let seconds = start.elapsed().as_secs_f64();
                    // Host 0's key is the plan's; every other host of the slice loads the same
                    // executable under its own.
                    let others = self
                        .other_hosts
                        .iter()
                        .map(|t| vm_key_components(text, options, t));
                    for (host, c) in std::iter::once(components.clone())
                        .chain(others)
                        .enumerate()
                    {
                        match cache.store_serialized(
                            &c,
                            options_bytes,
                            &r.serialized_executable,
                            seconds,
                            None,
                            r.fingerprint.clone(),
                        ) {
                            Ok(key) if host == 0 => cache_key = Some(key),
                            Ok(_) => {}
                            Err(e) => {
                                cache_warning.get_or_insert_with(|| e.to_string());
                            }
                        }
                    }
                }
                Ok(CompileOutput {
                    memory_stats: r.memory_stats,
                    optimized_program: r.optimized_program,
                    cache_key,
                    cache_warning,
                })
            }
            Backend::Client { client, worker } => {
                let (loaded, cache_key) = match (self.cache, worker) {
                    (Some(cache), Some(worker)) => {
                        let c = get_or_compile_in_worker(cache, worker, client, text, options, "")
                            .map_err(|e| e.to_string())?;
                        (c.executable, Some(c.key))
                    }
                    (Some(cache), None) => {
                        let c = cache
                            .get_or_compile(client, text, options, "")
                            .map_err(|e| e.to_string())?;
                        (c.executable, Some(c.key))
                    }
                    (None, Some(worker)) => (
                        worker
                            .compile_and_load(client, text, options)
                            .map_err(|e| e.to_string())?,
                        None,
                    ),
                    (None, None) => (
                        client.compile(text, options).map_err(|e| e.to_string())?,
                        None,
                    ),
                };
                let exe = loaded.executable();
                Ok(CompileOutput {
                    memory_stats: exe.compiled_memory_stats().map_err(|e| e.to_string())?,
                    optimized_program: exe.optimized_program().ok(),
                    cache_key,
                    cache_warning: None,
                })
            }
            #[cfg(test)]
            Backend::Replay(_) => Err("a replay compiles nothing".into()),
        }
    }
}
