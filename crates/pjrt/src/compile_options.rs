//! `CompileOptions` and our own definitions of the `xla.CompileOptionsProto` messages it
//! serializes to (field numbers from XLA's public `compile_options.proto` / `xla_data.proto`).

use std::collections::BTreeMap;

use prost::Message;

/// A value for one of XLA's debug options, set for one compile (`env_option_overrides` of
/// the compile options: the per-compile form of an `XLA_FLAGS` entry).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionOverride {
    /// A boolean option, e.g. `xla_cpu_use_xnnpack`.
    Bool(bool),
    /// An integer option.
    Int(i64),
    /// A string option.
    Str(String),
}

/// Debug options every compile for the XLA CPU plugin gets, and why.
///
/// `xla_cpu_use_xnnpack = false`: with XNNPACK on, the CPU plugin (xla-cpu-pjrt 0.0.1) runs
/// some of our step programs wrongly on CPUs without AVX-512 (AMD EPYC, and any x86 CPU
/// emulated without AVX-512): an executable whose donated parameters are updated in place
/// computes its next forward pass from values that are not the ones it was given (the
/// reduced nam-tiny overfit stalled at ln V with gradient clipping on, resume after a kill
/// was not exact). Eigen's path is correct on every CPU we ran. See docs/clipping.md.
pub const CPU_PLUGIN_OVERRIDES: [(&str, bool); 1] = [("xla_cpu_use_xnnpack", false)];

/// Debug options that make the XLA CPU plugin compile about twice as fast code that runs
/// slower: LLVM at `-O0` without its expensive passes (the plugin's default is `-O3`). For
/// test programs that are small and run a few times ([`CompileOptions::with_quick_cpu_compile`];
/// measured: a step of the every-block-kind test config, 45 s to compile and run 10 steps at
/// the default, 24 s quick, on a 2-core machine); never for training. Numerics stay IEEE f32 (no
/// fast-math), but a sum may come out an ulp apart between runs whose inputs were read into
/// memory differently (measured: the loss of one executable, a checkpoint downloaded against
/// the same file read from disk, below `-O3` only), so bitwise comparisons across processes
/// keep the default.
pub const CPU_QUICK_COMPILE_OVERRIDES: [(&str, OptionOverride); 2] = [
    ("xla_backend_optimization_level", OptionOverride::Int(0)),
    (
        "xla_llvm_disable_expensive_passes",
        OptionOverride::Bool(true),
    ),
];

/// Options for compiling a program.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CompileOptions {
    /// Number of replicas (0 means 1).
    pub num_replicas: i64,
    /// Number of partitions (0 means 1).
    pub num_partitions: i64,
    /// Partition with SPMD (GSPMD `mhlo.sharding` or Shardy) when `num_partitions > 1`.
    pub use_spmd_partitioning: bool,
    /// Use the Shardy partitioner (for `sdy.*` sharded modules).
    pub use_shardy_partitioner: bool,
    /// Static placement: `device_assignment[replica][partition]` is a device id. `None` lets
    /// the plugin choose its default assignment.
    pub device_assignment: Option<Vec<Vec<i64>>>,
    /// XLA debug options for this compile, by name (see [`OptionOverride`]).
    pub option_overrides: BTreeMap<String, OptionOverride>,
}

impl CompileOptions {
    /// Options for one device, no partitioning.
    pub fn single_device() -> Self {
        Self::default()
    }

    /// Options for SPMD over `num_partitions` devices (one replica).
    pub fn spmd(num_partitions: i64) -> Self {
        CompileOptions {
            num_replicas: 1,
            num_partitions,
            use_spmd_partitioning: true,
            ..Self::default()
        }
    }

    /// Same as [`CompileOptions::spmd`], with the Shardy partitioner.
    pub fn shardy(num_partitions: i64) -> Self {
        CompileOptions {
            use_shardy_partitioner: true,
            ..Self::spmd(num_partitions)
        }
    }

    /// These options plus [`CPU_QUICK_COMPILE_OVERRIDES`] (an override already set wins). CPU
    /// plugin only: other plugins refuse the names.
    pub fn with_quick_cpu_compile(mut self) -> Self {
        for (name, value) in CPU_QUICK_COMPILE_OVERRIDES {
            self.option_overrides
                .entry(name.to_string())
                .or_insert(value);
        }
        self
    }

    /// The options a compile for the platform called `platform` (`cpu`, `tpu`, ...) uses:
    /// these plus that platform's fixed overrides ([`CPU_PLUGIN_OVERRIDES`]); an override the
    /// caller set explicitly wins. [`crate::Client::compile`] compiles with these, and a
    /// cache keys on them, so a change of the workarounds is a different executable.
    pub fn for_platform(&self, platform: &str) -> CompileOptions {
        let mut out = self.clone();
        if platform.eq_ignore_ascii_case("cpu") || platform.eq_ignore_ascii_case("host") {
            for (name, value) in CPU_PLUGIN_OVERRIDES {
                out.option_overrides
                    .entry(name.to_string())
                    .or_insert(OptionOverride::Bool(value));
            }
        }
        out
    }

    /// The serialized `xla.CompileOptionsProto`.
    pub fn to_proto_bytes(&self) -> Vec<u8> {
        self.to_proto().encode_to_vec()
    }

    pub(crate) fn to_proto(&self) -> proto::CompileOptionsProto {
        let replicas = self.num_replicas.max(1);
        let partitions = self.num_partitions.max(1);
        let device_assignment = self.device_assignment.as_ref().map(|da| {
            // The proto stores, per computation (partition), the device of each replica.
            let replica_count = da.len();
            let computation_count = da.first().map_or(0, Vec::len);
            proto::DeviceAssignmentProto {
                replica_count: replica_count as i32,
                computation_count: computation_count as i32,
                computation_devices: (0..computation_count)
                    .map(|p| proto::ComputationDevice {
                        replica_device_ids: da
                            .iter()
                            .map(|r| r.get(p).copied().unwrap_or(-1))
                            .collect(),
                    })
                    .collect(),
            }
        });
        proto::CompileOptionsProto {
            executable_build_options: Some(proto::ExecutableBuildOptionsProto {
                device_ordinal: -1,
                num_replicas: replicas,
                num_partitions: partitions,
                use_spmd_partitioning: self.use_spmd_partitioning,
                device_assignment,
                use_shardy_partitioner: self.use_shardy_partitioner,
            }),
            env_option_overrides: self
                .option_overrides
                .iter()
                .map(|(name, value)| {
                    let value = match value {
                        OptionOverride::Bool(b) => proto::option_override::Value::Bool(*b),
                        OptionOverride::Int(i) => proto::option_override::Value::Int(*i),
                        OptionOverride::Str(s) => proto::option_override::Value::String(s.clone()),
                    };
                    (name.clone(), proto::OptionOverride { value: Some(value) })
                })
                .collect(),
        }
    }
}

impl From<proto::CompileOptionsProto> for CompileOptions {
    /// The options back from their proto (how they cross to a compile worker); a replica count
    /// of 0 comes back as 1, which serializes the same.
    fn from(p: proto::CompileOptionsProto) -> Self {
        let b = p.executable_build_options.unwrap_or_default();
        CompileOptions {
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
            option_overrides: p
                .env_option_overrides
                .into_iter()
                .filter_map(|(name, v)| {
                    let value = match v.value? {
                        proto::option_override::Value::Bool(b) => OptionOverride::Bool(b),
                        proto::option_override::Value::Int(i) => OptionOverride::Int(i),
                        proto::option_override::Value::String(s) => OptionOverride::Str(s),
                        proto::option_override::Value::Double(_) => return None,
                    };
                    Some((name, value))
                })
                .collect(),
        }
    }
}

/// Our subset of XLA's protos: only the fields we set or read.
pub(crate) mod proto {
    /// `xla.CompileOptionsProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct CompileOptionsProto {
        #[prost(message, optional, tag = "3")]
        pub executable_build_options: Option<ExecutableBuildOptionsProto>,
        /// XLA debug options by name (`map<string, OptionOverrideProto>`).
        #[prost(btree_map = "string, message", tag = "7")]
        pub env_option_overrides: std::collections::BTreeMap<String, OptionOverride>,
    }

    /// `xla.OptionOverrideProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct OptionOverride {
        /// The value, by type.
        #[prost(oneof = "option_override::Value", tags = "1, 2, 3, 4")]
        pub value: Option<option_override::Value>,
    }

    /// The `value` oneof of `xla.OptionOverrideProto`.
    pub mod option_override {
        /// One typed value.
        #[derive(Clone, PartialEq, prost::Oneof)]
        pub enum Value {
            /// `string_field`.
            #[prost(string, tag = "1")]
            String(String),
            /// `bool_field`.
            #[prost(bool, tag = "2")]
            Bool(bool),
            /// `int_field`.
            #[prost(int64, tag = "3")]
            Int(i64),
            /// `double_field`.
            #[prost(double, tag = "4")]
            Double(f64),
        }
    }

    /// `xla.ExecutableBuildOptionsProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ExecutableBuildOptionsProto {
        #[prost(int64, tag = "1")]
        pub device_ordinal: i64,
        #[prost(int64, tag = "4")]
        pub num_replicas: i64,
        #[prost(int64, tag = "5")]
        pub num_partitions: i64,
        #[prost(bool, tag = "6")]
        pub use_spmd_partitioning: bool,
        #[prost(message, optional, tag = "9")]
        pub device_assignment: Option<DeviceAssignmentProto>,
        #[prost(bool, tag = "19")]
        pub use_shardy_partitioner: bool,
    }

    /// `xla.DeviceAssignmentProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct DeviceAssignmentProto {
        #[prost(int32, tag = "1")]
        pub replica_count: i32,
        #[prost(int32, tag = "2")]
        pub computation_count: i32,
        #[prost(message, repeated, tag = "3")]
        pub computation_devices: Vec<ComputationDevice>,
    }

    /// `xla.DeviceAssignmentProto.ComputationDevice`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ComputationDevice {
        #[prost(int64, repeated, tag = "1")]
        pub replica_device_ids: Vec<i64>,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cpu_plugin_compiles_without_xnnpack_and_other_platforms_are_untouched() {
        let cpu = CompileOptions::single_device().for_platform("cpu");
        assert_eq!(
            cpu.option_overrides.get("xla_cpu_use_xnnpack"),
            Some(&OptionOverride::Bool(false))
        );
        assert!(
            CompileOptions::spmd(8)
                .for_platform("tpu")
                .option_overrides
                .is_empty()
        );
        // An explicit choice wins over the workaround.
        let mut mine = CompileOptions::single_device();
        mine.option_overrides
            .insert("xla_cpu_use_xnnpack".into(), OptionOverride::Bool(true));
        assert_eq!(
            mine.for_platform("cpu").option_overrides["xla_cpu_use_xnnpack"],
            OptionOverride::Bool(true)
        );
        // Overrides are field 7 (map entries: key 1, value 2 holding the oneof), and survive
        // the trip to a compile worker.
        let bytes = cpu.to_proto_bytes();
        let key = b"xla_cpu_use_xnnpack";
        let mut entry = vec![0x0a, key.len() as u8];
        entry.extend_from_slice(key);
        entry.extend_from_slice(&[0x12, 0x02, 0x10, 0x00]); // value: bool_field (2) = false
        let mut field = vec![0x3a, entry.len() as u8];
        field.extend_from_slice(&entry);
        assert!(
            bytes.windows(field.len()).any(|w| w == field.as_slice()),
            "{bytes:02x?}"
        );
        let back = CompileOptions::from(proto::CompileOptionsProto::decode(&bytes[..]).unwrap());
        assert_eq!(back.option_overrides, cpu.option_overrides);
    }

    #[test]
    fn quick_cpu_compiles_add_llvm_o0_and_yield_to_explicit_choices() {
        let quick = CompileOptions::single_device()
            .with_quick_cpu_compile()
            .for_platform("cpu");
        assert_eq!(
            quick.option_overrides,
            BTreeMap::from([
                (
                    "xla_backend_optimization_level".into(),
                    OptionOverride::Int(0)
                ),
                ("xla_cpu_use_xnnpack".into(), OptionOverride::Bool(false)),
                (
                    "xla_llvm_disable_expensive_passes".into(),
                    OptionOverride::Bool(true)
                ),
            ])
        );
        let mut mine = CompileOptions::single_device();
        mine.option_overrides.insert(
            "xla_backend_optimization_level".into(),
            OptionOverride::Int(2),
        );
        assert_eq!(
            mine.with_quick_cpu_compile().option_overrides["xla_backend_optimization_level"],
            OptionOverride::Int(2)
        );
    }

    #[test]
    fn spmd_options_encode_the_documented_field_numbers() {
        let bytes = CompileOptions::shardy(8).to_proto_bytes();
        // Decode by hand: field 3 (length-delimited) holding the build options.
        assert_eq!(bytes[0], (3 << 3) | 2);
        let inner = &bytes[2..];
        assert_eq!(inner.len(), bytes[1] as usize);
        // device_ordinal = -1 is a 10-byte varint; then replicas (4), partitions (5),
        // spmd (6), shardy (19, a two-byte key).
        assert_eq!(inner[0], 1 << 3);
        let rest = &inner[11..];
        assert_eq!(rest, &[4 << 3, 1, 5 << 3, 8, 6 << 3, 1, 0x98, 0x01, 1]);
    }

    #[test]
    fn options_back_from_their_proto_serialize_identically() {
        let cases = [
            CompileOptions::single_device(),
            CompileOptions::shardy(8),
            CompileOptions {
                device_assignment: Some(vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]),
                ..CompileOptions::spmd(4)
            },
        ];
        for o in cases {
            let wire = o.to_proto_bytes();
            let back =
                CompileOptions::from(proto::CompileOptionsProto::decode(wire.as_slice()).unwrap());
            // The serialized proto is what the compiler and the cache key see.
            assert_eq!(back.to_proto_bytes(), wire, "{o:?}");
            assert_eq!(back.device_assignment, o.device_assignment);
        }
    }

    #[test]
    fn device_assignment_is_stored_per_partition() {
        let opts = CompileOptions {
            num_replicas: 2,
            num_partitions: 2,
            device_assignment: Some(vec![vec![0, 1], vec![2, 3]]),
            ..Default::default()
        };
        let da = opts
            .to_proto()
            .executable_build_options
            .unwrap()
            .device_assignment
            .unwrap();
        assert_eq!((da.replica_count, da.computation_count), (2, 2));
        assert_eq!(da.computation_devices[0].replica_device_ids, vec![0, 2]);
        assert_eq!(da.computation_devices[1].replica_device_ids, vec![1, 3]);
    }
}
