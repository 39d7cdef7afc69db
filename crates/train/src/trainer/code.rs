//! The code evaluation in training (`[eval] code_bench`): completions of the bench's problems
//! generated from the current parameters ([`crate::code_eval`]), compiled and tested in the
//! sandbox, their rates logged (`code/compile_rate`, `code/pass_rate`, `code/pass@k`, per
//! difficulty) in `metrics.jsonl` and TensorBoard, every completion and verdict in
//! `RUN_DIR/evals/code-step-N.jsonl`.
//!
//! The bench, the compiler and the sandbox are checked when the trainer is set up, before
//! anything compiles or trains. Generation runs on the first device, the programs through the
//! run's executable cache (so the second evaluation loads what the first compiled); the
//! compiles and tests then run on the host's cores, one job per core, while the devices wait
//! (an evaluation of the shipped bench on nam-tiny takes about half a minute on 2 cores).

use super::{Result, TrainError, Trainer};
use crate::cache::ExecutableCache;
use crate::code_eval::{CodeSampling, GenerationReport, generate_completions};
use crate::generate::Generator;
use crate::metrics::MetricsRecord;
use code_eval::{Bench, Compiler, Record, Scoring, Summary};
use nam::NamConfig;
use pjrt::HostTensor;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// The run directory's folder of evaluation records.
pub const EVALS_DIR: &str = "evals";

/// A run's code evaluation as `[eval]` asks for it, checked before the data is read.
pub(crate) struct CheckedCodeEval {
    bench: Bench,
    scoring: Scoring,
    sampling: CodeSampling,
    every: u64,
}

/// What a run's code evaluation needs: the checked settings, the run's tokenizer (it writes
/// the prompts and reads the completions) and executable cache.
pub(crate) struct CodeEval {
    checked: CheckedCodeEval,
    tokenizer: data::Tokenizer,
    cache: ExecutableCache,
}

impl CheckedCodeEval {
    /// `cfg`'s `[eval]` code evaluation, checked (`None` without `code_bench`): the bench
    /// (relative to `base_dir`), the compiler and the sandbox — before the data is read, so a
    /// bad one fails the run at once.
    pub(crate) fn set_up(cfg: &NamConfig, base_dir: &Path) -> Result<Option<CheckedCodeEval>> {
        let e = &cfg.eval;
        let Some(bench) = &e.code_bench else {
            return Ok(None);
        };
        let config = |what: String| TrainError::Config(format!("[eval] {what}"));
        let path = base_dir.join(bench);
        let bench = Bench::load(&path).map_err(|e| config(format!("code_bench: {e}")))?;
        let compiler =
            Compiler::parse(&e.code_compiler).map_err(|e| config(format!("code_compiler: {e}")))?;
        let mut scoring = Scoring::new(compiler, 0).map_err(|e| config(e.to_string()))?;
        scoring.test_timeout = Duration::from_secs(e.code_timeout);
        Ok(Some(CheckedCodeEval {
            bench,
            scoring,
            sampling: CodeSampling {
                samples: e.code_samples,
                temperature: e.temperature(),
                max_tokens: e.code_max_tokens,
                seed: cfg.train.seed,
            },
            every: e.code_every as u64,
        }))
    }

    /// Ready to run with the run's tokenizer and executable cache.
    pub(crate) fn ready(self, tokenizer: &data::Tokenizer, cache: &ExecutableCache) -> CodeEval {
        CodeEval {
            checked: self,
            tokenizer: tokenizer.clone(),
            cache: cache.clone(),
        }
    }
}

/// One code evaluation's outcome.
#[derive(Debug, Clone)]
pub struct CodeEvalReport {
    /// The step evaluated.
    pub step: u64,
    /// The rates.
    pub summary: Summary,
    /// Where every completion and verdict is.
    pub records_file: PathBuf,
    /// The generation's counts.
    pub generation: GenerationReport,
    /// Seconds, generation and scoring.
    pub seconds: f64,
}

impl CodeEvalReport {
    /// One line for logs: compile and pass rates, pass@k, time.
    pub fn line(&self) -> String {
        let a = &self.summary.all;
        let ks: Vec<String> = a
            .pass_at
            .iter()
            .map(|(k, v)| format!("{k} {v:.3}"))
            .collect();
        format!(
            "step {} code: compile rate {:.3}, pass rate {:.3} ({}) over {} completion(s) of {} \
             problem(s) in {:.1} s",
            self.step,
            a.compile_rate,
            a.pass_rate,
            ks.join(", "),
            a.completions,
            a.problems,
            self.seconds
        )
    }
}

impl Trainer {
    /// Whether `[eval] code_every` asks for a code evaluation at `step` (the end of a run always
    /// has one when `code_bench` is set; the caller runs it).
    pub fn code_eval_due(&self, step: u64) -> bool {
        self.code.as_ref().is_some_and(|c| {
            let every = c.checked.every;
            every > 0 && step > 0 && step.is_multiple_of(every)
        })
    }

    /// The code evaluation of the current parameters (`None` without `[eval] code_bench`),
    /// logged to metrics and TensorBoard, its records in `RUN_DIR/evals/code-step-N.jsonl`.
    pub fn evaluate_code(&mut self) -> Result<Option<CodeEvalReport>> {
        if self.code.is_none() {
            return Ok(None);
        }
        let started = Instant::now();
        let state = self.generation_state()?;
        let layout = self.layout.clone().with_dtype(xla_hlo::DType::F32);
        let code = self.code.as_ref().expect("checked above");
        let (tokenizer, checked) = (&code.tokenizer, &code.checked);
        let generate_error = |e: crate::generate::GenerateError| {
            TrainError::Config(format!("the code evaluation's generation: {e}"))
        };
        let mut generator = Generator::new(
            &self.client,
            self.cfg.clone(),
            layout,
            &state,
            tokenizer.bos_id(),
            tokenizer.vocab_size(),
        )
        .map_err(generate_error)?
        .with_cache(Some(code.cache.clone()));
        let (completions, generation) = generate_completions(
            &mut generator,
            tokenizer,
            &checked.bench,
            &checked.sampling,
            &mut |_, _| {},
        )
        .map_err(generate_error)?;
        drop(generator);
        let records = checked
            .scoring
            .score(&checked.bench, &completions, &|_, _| {});
        let summary = Summary::of(&checked.bench, &records);
        let records_file = self.write_code_records(&records)?;
        let seconds = started.elapsed().as_secs_f64();
        let mut rec = MetricsRecord::at(self.step);
        for (name, value) in summary.metrics() {
            rec.extra.insert(name, value.into());
        }
        rec.extra.insert("code/seconds".into(), seconds.into());
        self.metrics.write(&rec)?;
        self.ledger.eval_s += seconds;
        Ok(Some(CodeEvalReport {
            step: self.step,
            summary,
            records_file,
            generation,
            seconds,
        }))
    }

    /// The parameters and MoE biases as f32 host tensors in the layout's entry order (each
    /// stacked entry whole).
    fn generation_state(&self) -> Result<Vec<HostTensor>> {
        self.layout
            .entries
            .iter()
            .map(|e| Ok(HostTensor::from_f32(&e.dims, &self.entry_values(&e.name)?)?))
            .collect()
    }

    /// `RUN_DIR/evals/code-step-N.jsonl`: one line per completion with its verdict.
    fn write_code_records(&self, records: &[Record]) -> Result<PathBuf> {
        let dir = self.run_dir.join(EVALS_DIR);
        let io = |path: &Path| {
            let path = path.to_path_buf();
            move |source: std::io::Error| TrainError::Io { path, source }
        };
        std::fs::create_dir_all(&dir).map_err(io(&dir))?;
        let path = dir.join(format!("code-step-{}.jsonl", self.step));
        files::write_atomic(&path, &Record::jsonl(records)).map_err(|e| TrainError::Io {
            path: path.clone(),
            source: e.into(),
        })?;
        Ok(path)
    }
}
