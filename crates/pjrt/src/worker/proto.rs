//! The worker protocol's messages (our own; only the parent and the worker of one build read
//! them).

use crate::compile_options::proto::CompileOptionsProto;
use crate::named_value::{NamedValue, Value};

/// What the parent asks for.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Request {
    /// The plugin to load (a resolved path).
    #[prost(string, tag = "1")]
    pub plugin_path: String,
    /// What to create on the plugin.
    #[prost(oneof = "Target", tags = "2, 3")]
    pub target: Option<Target>,
    /// StableHLO text; absent: only describe the topology.
    #[prost(string, optional, tag = "4")]
    pub program: Option<String>,
    /// Required with a program.
    #[prost(message, optional, tag = "5")]
    pub compile_options: Option<CompileOptionsProto>,
}

/// What the worker creates on the plugin: a topology (deviceless) or a client.
#[derive(Clone, PartialEq, prost::Oneof)]
pub enum Target {
    /// Describe (and compile for) a topology, without devices.
    #[prost(message, tag = "2")]
    Topology(TopologyTarget),
    /// Compile on a fresh client.
    #[prost(message, tag = "3")]
    Client(ClientTarget),
}

/// A topology by name, with its create options.
#[derive(Clone, PartialEq, prost::Message)]
pub struct TopologyTarget {
    #[prost(string, tag = "1")]
    pub name: String,
    #[prost(message, repeated, tag = "2")]
    pub options: Vec<NamedOption>,
}

/// A client's create options.
#[derive(Clone, PartialEq, prost::Message)]
pub struct ClientTarget {
    #[prost(message, repeated, tag = "1")]
    pub options: Vec<NamedOption>,
}

/// A [`NamedValue`] on the wire.
#[derive(Clone, PartialEq, prost::Message)]
pub struct NamedOption {
    #[prost(string, tag = "1")]
    pub name: String,
    #[prost(oneof = "OptionValue", tags = "2, 3, 4, 5, 6")]
    pub value: Option<OptionValue>,
}

/// The value of a named value on the wire.
#[derive(Clone, PartialEq, prost::Oneof)]
pub enum OptionValue {
    #[prost(string, tag = "2")]
    Str(String),
    #[prost(int64, tag = "3")]
    Int(i64),
    #[prost(message, tag = "4")]
    Ints(IntList),
    #[prost(float, tag = "5")]
    Float(f32),
    #[prost(bool, tag = "6")]
    Bool(bool),
}

/// A list of integers (a oneof cannot hold a repeated field directly).
#[derive(Clone, PartialEq, prost::Message)]
pub struct IntList {
    #[prost(int64, repeated, tag = "1")]
    pub values: Vec<i64>,
}

impl From<&NamedValue> for NamedOption {
    fn from(nv: &NamedValue) -> Self {
        let value = match &nv.value {
            Value::String(s) => OptionValue::Str(s.clone()),
            Value::Int64(v) => OptionValue::Int(*v),
            Value::Int64List(v) => OptionValue::Ints(IntList { values: v.clone() }),
            Value::Float(v) => OptionValue::Float(*v),
            Value::Bool(v) => OptionValue::Bool(*v),
        };
        NamedOption {
            name: nv.name.clone(),
            value: Some(value),
        }
    }
}

impl From<&NamedOption> for NamedValue {
    fn from(o: &NamedOption) -> Self {
        let value = match &o.value {
            Some(OptionValue::Str(s)) => Value::String(s.clone()),
            Some(OptionValue::Int(v)) => Value::Int64(*v),
            Some(OptionValue::Ints(l)) => Value::Int64List(l.values.clone()),
            Some(OptionValue::Float(v)) => Value::Float(*v),
            Some(OptionValue::Bool(v)) => Value::Bool(*v),
            None => Value::String(String::new()),
        };
        NamedValue {
            name: o.name.clone(),
            value,
        }
    }
}

/// Named values on the wire.
pub fn to_wire(values: &[NamedValue]) -> Vec<NamedOption> {
    values.iter().map(NamedOption::from).collect()
}

/// Named values from the wire.
pub fn from_wire(options: &[NamedOption]) -> Vec<NamedValue> {
    options.iter().map(NamedValue::from).collect()
}

/// A device description on the wire.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Device {
    #[prost(int32, tag = "1")]
    pub id: i32,
    #[prost(int32, tag = "2")]
    pub process_index: i32,
    #[prost(string, tag = "3")]
    pub kind: String,
    #[prost(string, tag = "4")]
    pub to_string: String,
    #[prost(string, tag = "5")]
    pub debug_string: String,
    #[prost(message, repeated, tag = "6")]
    pub attributes: Vec<NamedOption>,
}

/// What the worker answers. A client compile fills only `error` or `serialized_executable`.
#[derive(Clone, PartialEq, prost::Message)]
pub struct Response {
    /// Non-empty when the work failed: the error's message.
    #[prost(string, tag = "1")]
    pub error: String,
    #[prost(string, tag = "2")]
    pub platform_name: String,
    #[prost(string, tag = "3")]
    pub platform_version: String,
    #[prost(int32, tag = "4")]
    pub api_major: i32,
    #[prost(int32, tag = "5")]
    pub api_minor: i32,
    #[prost(int64, repeated, tag = "6")]
    pub stablehlo_minimum: Vec<i64>,
    #[prost(int64, repeated, tag = "7")]
    pub stablehlo_current: Vec<i64>,
    #[prost(message, repeated, tag = "8")]
    pub devices: Vec<Device>,
    #[prost(bytes = "vec", tag = "9")]
    pub serialized_executable: Vec<u8>,
    /// `CompiledMemoryStats::to_array` (empty without a deviceless compile).
    #[prost(int64, repeated, tag = "10")]
    pub memory_stats: Vec<i64>,
    #[prost(string, tag = "11")]
    pub fingerprint: String,
    #[prost(bytes = "vec", tag = "12")]
    pub optimized_program: Vec<u8>,
    #[prost(string, tag = "13")]
    pub optimized_program_format: String,
    /// The worker's peak resident memory when it answered, bytes (0: unknown), so a parent
    /// running several compiles at once can tell what each needs of the host.
    #[prost(uint64, tag = "14")]
    pub peak_rss_bytes: u64,
}

#[cfg(test)]
mod tests {
    use prost::Message;

    use super::*;

    #[test]
    fn named_values_of_every_kind_survive_the_wire() {
        let values = vec![
            NamedValue::new("s", "text"),
            NamedValue::new("i", -3i64),
            NamedValue::new("l", vec![2i64, 4, 1]),
            NamedValue::new("f", 0.5f32),
            NamedValue::new("b", true),
        ];
        let wire = ClientTarget {
            options: to_wire(&values),
        }
        .encode_to_vec();
        let back = from_wire(&ClientTarget::decode(wire.as_slice()).unwrap().options);
        assert_eq!(back, values);
    }
}
