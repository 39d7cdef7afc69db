//! The run configuration as a whole ([`NamConfig`]): parsed from TOML section by section,
//! unknown sections and keys refused by name, validated at once (each section's checks live
//! beside it), and hashed over its canonical JSON.

use super::{
    CompilerConfig, DataConfig, EvalConfig, ModelConfig, OptimizerConfig, PrecisionConfig,
    ScheduleConfig, SsdKernel, TrainConfig,
};
use crate::mesh::Mesh;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use thiserror::Error;

/// Why a config could not be loaded.
#[derive(Debug, Error, PartialEq)]
pub enum ConfigError {
    /// The text is not valid TOML.
    #[error("config is not valid TOML: {0}")]
    Syntax(String),
    /// A top-level table the config does not know.
    #[error(
        "unknown section [{section}]; expected one of [model], [optimizer], [schedule], [precision], [train], [data], [mesh]"
    )]
    UnknownSection {
        /// The offending section name.
        section: String,
    },
    /// A section failed to deserialize: unknown key, wrong type or missing required key.
    #[error("in section [{section}]: {message}")]
    Section {
        /// The section (`model`, `optimizer`, ...).
        section: String,
        /// The deserializer's message, naming the key.
        message: String,
    },
    /// The values parse but contradict the spec; every problem found is listed.
    #[error("invalid config: {}", .0.join("; "))]
    Invalid(Vec<String>),
    /// A `--set section.key=value` override is malformed or names what the schema does not
    /// know ([`super::Override`]).
    #[error("--set {given}: {message}")]
    Override {
        /// The override as given.
        given: String,
        /// What is wrong, with the nearest known name where one is near.
        message: String,
    },
}

/// A whole run configuration. Build it with [`NamConfig::from_toml_str`], which validates.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NamConfig {
    /// Architecture.
    pub model: ModelConfig,
    /// Optimizer hyper-parameters.
    pub optimizer: OptimizerConfig,
    /// Learning-rate schedule.
    pub schedule: ScheduleConfig,
    /// Types.
    pub precision: PrecisionConfig,
    /// Loop settings.
    pub train: TrainConfig,
    /// Data locations.
    pub data: DataConfig,
    /// Device mesh. Left out of the canonical JSON when it is one device, so single-device
    /// configs hash as they did before meshes existed. One device while [`Self::mesh_auto`]
    /// is set and no planner has chosen yet.
    #[serde(default, skip_serializing_if = "Mesh::is_unsharded")]
    pub mesh: Mesh,
    /// `[mesh]` was left out or written `mesh = "auto"`: the mesh (and micro-batching) is the
    /// planner's to choose for the devices at hand (`namtrain` does, see `docs/running.md`, "Choosing the
    /// mesh"). A chosen config has it cleared and [`Self::mesh`] set, so it is not part of the
    /// canonical JSON: the hash of a config describes the mesh it runs on.
    #[serde(skip)]
    pub mesh_auto: bool,
    /// Compiler options for every compile of the run.
    #[serde(default, skip_serializing_if = "CompilerConfig::is_empty")]
    pub compiler: CompilerConfig,
    /// Evaluations besides the eval loss (the code benchmark).
    #[serde(default, skip_serializing_if = "EvalConfig::is_empty")]
    pub eval: EvalConfig,
}

fn empty_table() -> toml::Value {
    toml::Value::Table(toml::Table::new())
}

fn section<T: serde::de::DeserializeOwned>(
    table: &toml::Table,
    name: &str,
) -> Result<T, ConfigError> {
    let value = table.get(name).cloned().unwrap_or_else(empty_table);
    if !value.is_table() {
        return Err(ConfigError::Section {
            section: name.into(),
            message: format!("expected a table [{name}], found a {}", value.type_str()),
        });
    }
    value
        .clone()
        .try_into()
        .map_err(|e: toml::de::Error| ConfigError::Section {
            section: name.into(),
            message: match failing_key::<T>(&value) {
                Some(key) => format!("`{key}`: {}", e.message().trim()),
                None => e.message().trim().to_string(),
            },
        })
}

/// The key whose value a section's deserialization rejected (a value error such as a negative
/// size carries no key of its own): the section is re-read from its TOML text, whose error
/// points at the offending line.
fn failing_key<T: serde::de::DeserializeOwned>(value: &toml::Value) -> Option<String> {
    let table = value.as_table()?;
    let text = toml::to_string(table).ok()?;
    let span = toml::from_str::<T>(&text).err()?.span()?;
    let start = text[..span.start.min(text.len())]
        .rfind('\n')
        .map_or(0, |i| i + 1);
    let (key, _) = text[start..].lines().next()?.split_once('=')?;
    let key = key.trim().trim_matches('"');
    table.contains_key(key).then(|| key.to_string())
}

pub(super) const SECTIONS: [&str; 9] = [
    "model",
    "optimizer",
    "schedule",
    "precision",
    "train",
    "data",
    "mesh",
    "compiler",
    "eval",
];

impl NamConfig {
    /// Parses, fills defaults, normalises (`-` → `F`) and validates a TOML config.
    pub fn from_toml_str(text: &str) -> Result<Self, ConfigError> {
        let table: toml::Table = text
            .parse()
            .map_err(|e: toml::de::Error| ConfigError::Syntax(e.to_string().trim().to_string()))?;
        if let Some(unknown) = table.keys().find(|k| !SECTIONS.contains(&k.as_str())) {
            return Err(ConfigError::UnknownSection {
                section: unknown.clone(),
            });
        }
        if !table.contains_key("model") {
            return Err(ConfigError::Section {
                section: "model".into(),
                message: "the [model] section is required".into(),
            });
        }
        let (mesh, mesh_auto) = match table.get("mesh") {
            None => (Mesh::SINGLE, true),
            Some(toml::Value::String(s)) if s == "auto" => (Mesh::SINGLE, true),
            Some(toml::Value::String(s)) => {
                return Err(ConfigError::Section {
                    section: "mesh".into(),
                    message: format!(
                        "`mesh = {s:?}`: write `mesh = \"auto\"` (the planner chooses for the \
                         devices at hand) or a [mesh] table with data, expert, model, fsdp"
                    ),
                });
            }
            Some(_) => (section(&table, "mesh")?, false),
        };
        let mut config = NamConfig {
            model: section(&table, "model")?,
            optimizer: section(&table, "optimizer")?,
            schedule: section(&table, "schedule")?,
            precision: section(&table, "precision")?,
            train: section(&table, "train")?,
            data: section(&table, "data")?,
            mesh,
            mesh_auto,
            compiler: section(&table, "compiler")?,
            eval: section(&table, "eval")?,
        };
        config.model.pattern = config.model.pattern.replace('-', "F");
        config.model.mtp_pattern = config.model.mtp_pattern.replace('-', "F");
        config.validate()?;
        Ok(config)
    }

    /// Checks every cross-field rule; lists all problems found.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let mut errors = Vec::new();
        self.model.check(&mut errors);
        self.optimizer.check(&mut errors);
        self.schedule.check(&mut errors);
        self.train.check(&self.model, &mut errors);
        self.data.check(&mut errors);
        self.mesh.check(self, &mut errors);
        self.compiler.check(&mut errors);
        self.eval.check(&mut errors);
        if errors.is_empty() {
            Ok(())
        } else {
            Err(ConfigError::Invalid(errors))
        }
    }

    /// SHA-256 (hex) of the canonical JSON of the whole config, defaults filled in.
    pub fn config_hash(&self) -> String {
        canonical_hash("nam-config-v1", self)
    }

    /// SHA-256 (hex) of the canonical JSON of `[model]` only: equal hashes mean the same
    /// parameter set and forward function (what checkpoints must agree on).
    pub fn model_hash(&self) -> String {
        // The default backend is left out of the canonical JSON, so model hashes stay as they
        // were before the backend choice existed.
        let model = ModelConfig {
            attention: crate::backend::AttentionBackend::default(),
            attention_chunk: None,
            loss_chunk: None,
            ssd_kernel: SsdKernel::default(),
            m2rnn_kernel: SsdKernel::default(),
            ..self.model.clone()
        };
        canonical_hash("nam-model-v1", &model)
    }
}

fn canonical_hash<T: Serialize>(tag: &str, value: &T) -> String {
    // serde_json writes struct fields in declaration order and floats in shortest round-trip
    // form, so equal configs give equal bytes; the tag versions the scheme.
    let json = serde_json::to_vec(value).unwrap_or_default();
    let mut hasher = Sha256::new();
    hasher.update(tag.as_bytes());
    hasher.update(b"\n");
    hasher.update(&json);
    hex::encode(hasher.finalize())
}
