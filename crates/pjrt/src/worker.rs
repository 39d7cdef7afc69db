//! The child side of deviceless compilation, and the request/response protocol.
//!
//! A binary that may serve as the compile worker calls [`run_worker_if_requested`] first thing
//! in `main`. When the parent ([`crate::DevicelessCompiler`]) started it, the environment holds
//! `PJRT_COMPILE_WORKER=1` and `PJRT_COMPILE_WORKER_OUT=<file>`: the worker reads a
//! [`proto::Request`] from stdin, loads the plugin, creates the topology, optionally compiles,
//! writes a [`proto::Response`] to the file, and exits. Plugin logs go to stdout/stderr
//! untouched; the result travels in the file so no log line can corrupt it.

use std::io::Read;
use std::path::Path;

use prost::Message;

use crate::compile_options::proto::CompileOptionsProto;
use crate::error::{Error, Result};
use crate::locate::PluginKind;
use crate::named_value::{NamedValue, Value};
use crate::plugin::Plugin;
use crate::topology::Topology;

/// Set to `1` in the worker's environment.
pub const WORKER_ENV: &str = "PJRT_COMPILE_WORKER";
/// The file the worker writes its response to.
pub const WORKER_OUT_ENV: &str = "PJRT_COMPILE_WORKER_OUT";
/// Variables libtpu must see before it initialises, or it may query a metadata server.
pub(crate) const LIBTPU_REQUIRED_ENV: [&str; 4] = [
    "TPU_SKIP_MDS_QUERY",
    "TPU_ACCELERATOR_TYPE",
    "TPU_WORKER_ID",
    "TPU_WORKER_HOSTNAMES",
];

/// If this process was started as a deviceless compile worker, does the work and exits;
/// otherwise returns immediately. Call it first in `main` of any binary used as the worker.
pub fn run_worker_if_requested() {
    if std::env::var_os(WORKER_ENV).is_none_or(|v| v != "1") {
        return;
    }
    let Some(out_path) = std::env::var_os(WORKER_OUT_ENV) else {
        eprintln!(
            "pjrt worker: {WORKER_OUT_ENV} is not set; start workers through DevicelessCompiler"
        );
        std::process::exit(2);
    };
    let response = match serve_stdin() {
        Ok(r) => r,
        Err(e) => proto::Response {
            error: e.to_string(),
            ..Default::default()
        },
    };
    if let Err(e) = std::fs::write(&out_path, response.encode_to_vec()) {
        eprintln!(
            "pjrt worker: cannot write {}: {e}",
            Path::new(&out_path).display()
        );
        std::process::exit(2);
    }
    std::process::exit(0);
}

fn serve_stdin() -> Result<proto::Response> {
    let mut input = Vec::new();
    std::io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| Error::Io {
            context: "reading the worker request from stdin".into(),
            source: e,
        })?;
    let request = proto::Request::decode(input.as_slice()).map_err(|e| Error::Decode {
        what: "worker request",
        source: e,
    })?;
    serve(&request)
}

fn serve(request: &proto::Request) -> Result<proto::Response> {
    let path = Path::new(&request.plugin_path);
    if PluginKind::from_path(path) == PluginKind::Tpu
        && let Some(missing) = LIBTPU_REQUIRED_ENV
            .iter()
            .find(|v| std::env::var_os(v).is_none())
    {
        return Err(Error::Worker(format!(
            "refusing to load libtpu: {missing} is not set (libtpu could probe the network)"
        )));
    }
    let plugin = Plugin::load_path(path)?;
    let options: Vec<NamedValue> = request
        .options
        .iter()
        .map(proto::Option::to_named)
        .collect();
    let topology = Topology::create(plugin.clone(), &request.topology, &options)?;
    let (api_major, api_minor) = plugin.api_version();
    let stablehlo = plugin.stablehlo_version_range()?;
    let mut response = proto::Response {
        platform_name: topology.platform_name()?,
        platform_version: topology.platform_version()?,
        api_major,
        api_minor,
        stablehlo_minimum: stablehlo.as_ref().map(|r| r.0.clone()).unwrap_or_default(),
        stablehlo_current: stablehlo.map(|r| r.1).unwrap_or_default(),
        devices: topology
            .device_descriptions()?
            .into_iter()
            .map(|d| proto::Device {
                id: d.id,
                process_index: d.process_index,
                kind: d.kind,
                to_string: d.to_string,
                debug_string: d.debug_string,
                attributes: d.attributes.iter().map(proto::Option::from_named).collect(),
            })
            .collect(),
        ..Default::default()
    };
    if let Some(program) = &request.program {
        let options = request
            .compile_options
            .clone()
            .ok_or_else(|| Error::Worker("a compile request without compile options".into()))?;
        let exe = topology.compile(program, &options.into())?;
        let stats = exe.compiled_memory_stats()?;
        response.memory_stats = stats.to_array().to_vec();
        response.serialized_executable = exe.serialize()?;
        response.fingerprint = exe.fingerprint()?.unwrap_or_default();
        // Optional: not every plugin exposes it for deviceless executables.
        if let Ok(p) = exe.optimized_program() {
            response.optimized_program = p.code;
            response.optimized_program_format = p.format;
        }
    }
    Ok(response)
}

impl From<CompileOptionsProto> for crate::CompileOptions {
    fn from(p: CompileOptionsProto) -> Self {
        let b = p.executable_build_options.unwrap_or_default();
        crate::CompileOptions {
            num_replicas: b.num_replicas,
            num_partitions: b.num_partitions,
            use_spmd_partitioning: b.use_spmd_partitioning,
            use_shardy_partitioner: b.use_shardy_partitioner,
            device_assignment: b.device_assignment.map(|da| {
                (0..da.replica_count as usize)
                    .map(|r| {
                        da.computation_devices
                            .iter()
                            .map(|c| c.replica_device_ids.get(r).copied().unwrap_or(-1))
                            .collect()
                    })
                    .collect()
            }),
        }
    }
}

/// The worker protocol's messages.
pub(crate) mod proto {
    use super::{NamedValue, Value};
    use crate::compile_options::proto::CompileOptionsProto;

    /// What the parent asks for.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Request {
        #[prost(string, tag = "1")]
        pub plugin_path: String,
        #[prost(string, tag = "2")]
        pub topology: String,
        #[prost(message, repeated, tag = "3")]
        pub options: Vec<Option>,
        /// StableHLO text; absent: only describe the topology.
        #[prost(string, optional, tag = "4")]
        pub program: std::option::Option<String>,
        #[prost(message, optional, tag = "5")]
        pub compile_options: std::option::Option<CompileOptionsProto>,
    }

    /// A named value on the wire.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Option {
        #[prost(string, tag = "1")]
        pub name: String,
        #[prost(oneof = "OptionValue", tags = "2, 3, 4, 5, 6")]
        pub value: std::option::Option<OptionValue>,
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

    impl Option {
        pub fn from_named(nv: &NamedValue) -> Self {
            let value = match &nv.value {
                Value::String(s) => OptionValue::Str(s.clone()),
                Value::Int64(v) => OptionValue::Int(*v),
                Value::Int64List(v) => OptionValue::Ints(IntList { values: v.clone() }),
                Value::Float(v) => OptionValue::Float(*v),
                Value::Bool(v) => OptionValue::Bool(*v),
            };
            Option {
                name: nv.name.clone(),
                value: Some(value),
            }
        }

        pub fn to_named(&self) -> NamedValue {
            let value = match &self.value {
                Some(OptionValue::Str(s)) => Value::String(s.clone()),
                Some(OptionValue::Int(v)) => Value::Int64(*v),
                Some(OptionValue::Ints(l)) => Value::Int64List(l.values.clone()),
                Some(OptionValue::Float(v)) => Value::Float(*v),
                Some(OptionValue::Bool(v)) => Value::Bool(*v),
                None => Value::String(String::new()),
            };
            NamedValue {
                name: self.name.clone(),
                value,
            }
        }
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
        pub attributes: Vec<Option>,
    }

    /// What the worker answers.
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
        /// `CompiledMemoryStats` fields in declaration order (empty without a compile).
        #[prost(int64, repeated, tag = "10")]
        pub memory_stats: Vec<i64>,
        #[prost(string, tag = "11")]
        pub fingerprint: String,
        #[prost(bytes = "vec", tag = "12")]
        pub optimized_program: Vec<u8>,
        #[prost(string, tag = "13")]
        pub optimized_program_format: String,
    }
}
