//! `--set section.key=value`: changes to a config's TOML made before it is parsed, so the schema
//! types each value, validation sees the result, and the config hash covers it (the executable
//! cache and resume checks see an override as they see an edit of the file).
//!
//! A value is read as a TOML value (`128`, `0.5`, `true`, `"text"`, `[1, 2]`) and otherwise
//! taken as a string, so `--set data.shards=gs://bucket/parquet` needs no quotes. The key is a
//! dotted path: a section and a key (`train.batch_size`), deeper for nested tables
//! (`compiler.cuda.xla_gpu_deterministic_ops`). A key the schema does not know is refused with
//! the nearest name it does.

use super::{ConfigError, NamConfig};
use std::fmt;
use std::str::FromStr;

/// One `section.key=value` override.
#[derive(Debug, Clone, PartialEq)]
pub struct Override {
    /// The dotted key, split: `["train", "batch_size"]`.
    pub path: Vec<String>,
    /// The value as given.
    pub value: String,
}

impl FromStr for Override {
    type Err = ConfigError;

    fn from_str(s: &str) -> Result<Self, ConfigError> {
        let bad = |why: &str| ConfigError::Override {
            given: s.to_string(),
            message: why.to_string(),
        };
        let (key, value) = s
            .split_once('=')
            .ok_or_else(|| bad("expected section.key=value (e.g. train.batch_size=128)"))?;
        let path: Vec<String> = key
            .trim()
            .split('.')
            .map(|p| p.trim().to_string())
            .collect();
        if path.len() < 2 || path.iter().any(String::is_empty) {
            return Err(bad(
                "the key names a section and a key, dotted (e.g. train.batch_size, \
                 data.shards, compiler.cuda.xla_gpu_deterministic_ops)",
            ));
        }
        Ok(Override {
            path,
            value: value.trim().to_string(),
        })
    }
}

impl fmt::Display for Override {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}={}", self.path.join("."), self.value)
    }
}

impl Override {
    /// The value as TOML reads it, else as a string.
    fn toml_value(&self) -> toml::Value {
        match format!("v = {}", self.value).parse::<toml::Table>() {
            Ok(mut t) => t.remove("v").unwrap_or_else(|| self.string()),
            Err(_) => self.string(),
        }
    }

    fn string(&self) -> toml::Value {
        toml::Value::String(self.value.clone())
    }
}

/// `text` (a config's TOML) with `overrides` applied in order, as TOML.
pub fn apply(text: &str, overrides: &[Override]) -> Result<String, ConfigError> {
    let mut table: toml::Table = text
        .parse()
        .map_err(|e: toml::de::Error| ConfigError::Syntax(e.to_string().trim().to_string()))?;
    for o in overrides {
        let (last, parents) = o
            .path
            .split_last()
            .expect("a parsed override has two parts");
        let mut at = &mut table;
        for (depth, p) in parents.iter().enumerate() {
            let entry = at
                .entry(p.clone())
                .or_insert_with(|| toml::Value::Table(toml::Table::new()));
            at = entry.as_table_mut().ok_or_else(|| ConfigError::Override {
                given: o.to_string(),
                message: format!("`{}` is a value, not a section", o.path[..=depth].join(".")),
            })?;
        }
        at.insert(last.clone(), o.toml_value());
    }
    toml::to_string(&table).map_err(|e| ConfigError::Syntax(e.to_string()))
}

impl NamConfig {
    /// [`NamConfig::from_toml_str`] of `text` with `overrides` applied first ([`apply`]); a key
    /// or section the schema does not know is refused with the nearest name it does.
    pub fn from_toml_str_with(text: &str, overrides: &[Override]) -> Result<Self, ConfigError> {
        let applied = apply(text, overrides)?;
        NamConfig::from_toml_str(&applied).map_err(|e| with_suggestion(e, overrides))
    }
}

/// `e` with "did you mean" added when an override's key or section is the one refused.
fn with_suggestion(e: ConfigError, overrides: &[Override]) -> ConfigError {
    match e {
        ConfigError::UnknownSection { section } => {
            let Some(o) = overrides.iter().find(|o| o.path[0] == section) else {
                return ConfigError::UnknownSection { section };
            };
            let known = super::run::SECTIONS;
            ConfigError::Override {
                given: o.to_string(),
                message: format!(
                    "unknown section [{section}]{}",
                    suggestion(&section, known.iter().copied())
                ),
            }
        }
        ConfigError::Section { section, message } => {
            // serde names an unknown key as "unknown field `k`, expected one of `a`, `b`, ...".
            let unknown = message
                .split("unknown field `")
                .nth(1)
                .and_then(|r| r.split('`').next())
                .map(str::to_string);
            let given = unknown.as_ref().and_then(|k| {
                overrides
                    .iter()
                    .find(|o| o.path[0] == section && o.path.last() == Some(k))
            });
            match (unknown, given) {
                (Some(key), Some(o)) => {
                    let expected: Vec<&str> = message
                        .split("expected one of")
                        .nth(1)
                        .unwrap_or("")
                        .split('`')
                        .skip(1)
                        .step_by(2)
                        .collect();
                    ConfigError::Override {
                        given: o.to_string(),
                        message: format!(
                            "[{section}] has no key `{key}`{}",
                            suggestion(&key, expected.into_iter())
                        ),
                    }
                }
                _ => ConfigError::Section { section, message },
            }
        }
        other => other,
    }
}

/// `"; did you mean `x`?"` for the nearest of `known` to `name` (by edit distance, within
/// half its length), else nothing.
fn suggestion<'a>(name: &str, known: impl Iterator<Item = &'a str>) -> String {
    known
        .map(|k| (edit_distance(name, k), k))
        .filter(|(d, _)| *d <= name.len().max(2) / 2 + 1)
        .min()
        .map(|(_, k)| format!("; did you mean `{k}`?"))
        .unwrap_or_default()
}

/// Levenshtein distance between `a` and `b`, by characters.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cost = usize::from(ca != *cb);
            let next = (row[j + 1] + 1).min(row[j] + 1).min(prev + cost);
            prev = row[j + 1];
            row[j + 1] = next;
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    const BASE: &str = "[model]\ndepth = 2\npattern = \"AF\"\nd_model = 64\nvocab_size = 128\n\
                        seq_len = 32\nn_head = 2\nhead_dim = 32\nffn_hidden = 128\n\
                        [train]\nbatch_size = 4\n";

    fn set(s: &[&str]) -> Vec<Override> {
        s.iter().map(|o| o.parse().unwrap()).collect()
    }

    #[test]
    fn values_are_typed_by_the_schema_and_strings_need_no_quotes() {
        let c = NamConfig::from_toml_str_with(
            BASE,
            &set(&[
                "train.batch_size=8",
                "data.shards=gs://bucket/parquet",
                "schedule.warmup_steps = 3",
                "optimizer.adamw_lr=0.002",
                "model.window_pattern=\"LG\"",
                "model.window=16",
            ]),
        )
        .unwrap();
        assert_eq!(c.train.batch_size, 8);
        assert_eq!(c.data.shards.entries(), ["gs://bucket/parquet"]);
        assert_eq!(c.schedule.warmup_steps, 3);
        assert_eq!(c.optimizer.adamw_lr, 0.002);
        assert_eq!(c.model.window_pattern, "LG");
        // The hash covers the overrides: what the cache and resume checks compare.
        let plain = NamConfig::from_toml_str(BASE).unwrap();
        assert_ne!(c.config_hash(), plain.config_hash());
        let same =
            NamConfig::from_toml_str(&BASE.replace("batch_size = 4", "batch_size = 8")).unwrap();
        let one = NamConfig::from_toml_str_with(BASE, &set(&["train.batch_size=8"])).unwrap();
        assert_eq!(
            one.config_hash(),
            same.config_hash(),
            "an override is an edit"
        );
    }

    #[test]
    fn nested_tables_are_reached_and_made() {
        let c = NamConfig::from_toml_str_with(
            BASE,
            &set(&["compiler.cuda.xla_gpu_deterministic_ops=true"]),
        )
        .unwrap();
        assert!(!c.compiler.for_platform(crate::Platform::Cuda).is_empty());
        let e = NamConfig::from_toml_str_with(BASE, &set(&["train.batch_size.x=1"]))
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "--set train.batch_size.x=1: `train.batch_size` is a value, not a section"
        );
    }

    #[test]
    fn unknown_keys_and_sections_are_refused_with_the_nearest_name() {
        let e = NamConfig::from_toml_str_with(BASE, &set(&["train.batchsize=8"]))
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "--set train.batchsize=8: [train] has no key `batchsize`; did you mean `batch_size`?"
        );
        let e = NamConfig::from_toml_str_with(BASE, &set(&["trian.steps=3"]))
            .unwrap_err()
            .to_string();
        assert_eq!(
            e,
            "--set trian.steps=3: unknown section [trian]; did you mean `train`?"
        );
        let e = NamConfig::from_toml_str_with(BASE, &set(&["model.zzzzzzzz=1"]))
            .unwrap_err()
            .to_string();
        assert!(
            e.starts_with("--set model.zzzzzzzz=1: [model] has no key `zzzzzzzz`"),
            "{e}"
        );
        assert!(!e.contains("did you mean"), "nothing is near: {e}");
    }

    #[test]
    fn a_value_the_schema_refuses_names_the_key() {
        let e = NamConfig::from_toml_str_with(BASE, &set(&["train.batch_size=many"]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("[train]") && e.contains("batch_size"), "{e}");
        let e = NamConfig::from_toml_str_with(BASE, &set(&["train.batch_size=0"]))
            .unwrap_err()
            .to_string();
        assert!(e.contains("batch_size"), "{e}");
    }

    #[test]
    fn malformed_overrides_say_what_is_expected() {
        for (given, want) in [
            ("train.batch_size", "expected section.key=value"),
            ("batch_size=3", "the key names a section and a key"),
            ("train.=3", "the key names a section and a key"),
        ] {
            let e = given.parse::<Override>().unwrap_err().to_string();
            assert!(
                e.starts_with(&format!("--set {given}: ")) && e.contains(want),
                "{e}"
            );
        }
    }
}
