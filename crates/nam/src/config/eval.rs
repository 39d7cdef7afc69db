//! `[eval]`: evaluations a run makes besides the eval loss ([`EvalConfig`]) and their checks.

use super::defaults;
use serde::{Deserialize, Serialize};

/// `[eval]`: the code evaluation. With `code_bench` set, the trainer generates completions of
/// the bench's problems from the current parameters every `code_every` steps and at the end of
/// the run, compiles and tests them in a sandbox, and logs `code/compile_rate`,
/// `code/pass_rate` and `code/pass@k` (docs/running.md, "Code evaluation").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EvalConfig {
    /// A jsonl bench of C++ problems in MultiPL-E's format (`configs/code-bench/cpp.jsonl`
    /// ships with namtrain); unset: no code evaluation. Relative to the working directory.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code_bench: Option<String>,
    /// Steps between code evaluations (0 = only at the end of the run).
    #[serde(default, skip_serializing_if = "defaults::is_default")]
    pub code_every: usize,
    /// Completions per problem (pass@k for k up to this).
    #[serde(
        default = "defaults::one_usize",
        skip_serializing_if = "defaults::is_one_usize"
    )]
    pub code_samples: usize,
    /// Softmax temperature of the generation (unset: 0, greedy, for one sample; 0.8 for more).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code_temperature: Option<f64>,
    /// Most tokens per completion, at most half of `[model] seq_len` (the prompt keeps the
    /// rest of the row).
    #[serde(
        default = "defaults::code_max_tokens",
        skip_serializing_if = "defaults::is_default_code_max_tokens"
    )]
    pub code_max_tokens: usize,
    /// The host's C++ compiler command; the source file and `-o` are appended.
    #[serde(
        default = "defaults::code_compiler",
        skip_serializing_if = "defaults::is_default_code_compiler"
    )]
    pub code_compiler: String,
    /// Seconds (wall clock, and CPU) one program's tests may run.
    #[serde(
        default = "defaults::code_timeout",
        skip_serializing_if = "defaults::is_default_code_timeout"
    )]
    pub code_timeout: u64,
}

impl Default for EvalConfig {
    fn default() -> Self {
        EvalConfig {
            code_bench: None,
            code_every: 0,
            code_samples: 1,
            code_temperature: None,
            code_max_tokens: defaults::code_max_tokens(),
            code_compiler: defaults::code_compiler(),
            code_timeout: defaults::code_timeout(),
        }
    }
}

impl EvalConfig {
    /// Nothing set (the section is then left out of the canonical JSON, so configs without it
    /// hash as they did before it existed).
    pub fn is_empty(&self) -> bool {
        *self == EvalConfig::default()
    }

    /// The generation temperature: `code_temperature`, else [`Self::default_temperature`].
    pub fn temperature(&self) -> f64 {
        self.code_temperature
            .unwrap_or_else(|| Self::default_temperature(self.code_samples))
    }

    /// The temperature of `samples` completions per problem when none is given: greedy for one
    /// (pass@1), 0.8 for more (pass@k needs them to differ). `namtrain eval-code` uses it too.
    pub fn default_temperature(samples: usize) -> f64 {
        if samples > 1 { 0.8 } else { 0.0 }
    }

    /// Appends every violation of the `[eval]` rules to `errors`.
    pub(super) fn check(&self, errors: &mut Vec<String>) {
        if self.code_bench.as_deref() == Some("") {
            errors.push(
                "[eval] code_bench is empty: name a jsonl bench file, or leave it out".into(),
            );
        }
        if self.code_samples == 0 {
            errors.push("[eval] code_samples must be at least 1".into());
        }
        if self.code_max_tokens == 0 {
            errors.push("[eval] code_max_tokens must be at least 1".into());
        }
        if let Some(t) = self.code_temperature
            && !(t >= 0.0 && t.is_finite())
        {
            errors.push(format!(
                "[eval] code_temperature {t} is not a temperature: 0 (greedy) or more"
            ));
        }
        if self.code_compiler.split_whitespace().next().is_none() {
            errors.push(
                "[eval] code_compiler is empty: give a command such as \"c++ -std=c++17 -O1\""
                    .into(),
            );
        }
        if self.code_timeout == 0 {
            errors.push("[eval] code_timeout must be at least 1 second".into());
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::NamConfig;

    const MODEL: &str = "[model]\ndepth = 1\npattern = \"F\"\nd_model = 8\nvocab_size = 16\n\
                         seq_len = 8\nffn_hidden = 16\n";

    fn refused(eval: &str) -> String {
        NamConfig::from_toml_str(&format!("{MODEL}[eval]\n{eval}\n"))
            .unwrap_err()
            .to_string()
    }

    #[test]
    fn bad_eval_values_are_named_with_the_fix() {
        for (eval, want) in [
            ("code_bench = \"\"", "[eval] code_bench is empty"),
            ("code_samples = 0", "[eval] code_samples must be at least 1"),
            (
                "code_max_tokens = 0",
                "[eval] code_max_tokens must be at least 1",
            ),
            (
                "code_temperature = -0.5",
                "code_temperature -0.5 is not a temperature",
            ),
            ("code_compiler = \"  \"", "[eval] code_compiler is empty"),
            (
                "code_timeout = 0",
                "[eval] code_timeout must be at least 1 second",
            ),
            ("code_bnech = \"x\"", "code_bnech"),
        ] {
            let e = refused(eval);
            assert!(e.contains(want), "{eval}: {e}");
        }
    }

    #[test]
    fn an_unset_section_leaves_the_hash_alone_and_defaults_follow_the_samples() {
        let plain = NamConfig::from_toml_str(MODEL).unwrap();
        let empty = NamConfig::from_toml_str(&format!("{MODEL}[eval]\n")).unwrap();
        assert_eq!(plain.config_hash(), empty.config_hash());
        let set = NamConfig::from_toml_str(&format!("{MODEL}[eval]\ncode_samples = 5\n")).unwrap();
        assert_ne!(plain.config_hash(), set.config_hash());
        assert_eq!(set.eval.temperature(), 0.8);
        assert_eq!(plain.eval.temperature(), 0.0);
    }
}
