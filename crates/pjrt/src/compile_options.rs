//! `CompileOptions` and our own definitions of the `xla.CompileOptionsProto` messages it
//! serializes to (field numbers from XLA's public `compile_options.proto` / `xla_data.proto`).

use prost::Message;

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
