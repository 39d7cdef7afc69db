//! The optimized program a plugin reports for an executable, and what we read from it:
//! the entry parameter shapes (for argument checks), the instruction opcodes, and the
//! decoded module ([`hlo_proto`]) for reports that need instruction shapes and operands
//! (collectives and their bytes).

use std::collections::BTreeMap;

use prost::Message;

use crate::element_type::ElementType;
use crate::error::{Error, Result};

/// An optimized program as the plugin returns it.
#[derive(Debug, Clone, PartialEq)]
pub struct OptimizedProgram {
    /// The format, e.g. `hlo_with_config` (a serialized `xla.HloModuleProtoWithConfig`).
    pub format: String,
    /// The program bytes.
    pub code: Vec<u8>,
}

/// One parameter of the compiled entry computation, per device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParameterShape {
    /// The element type (`None` for types this crate does not handle).
    pub dtype: Option<ElementType>,
    /// The dimensions.
    pub dims: Vec<i64>,
}

impl std::fmt::Display for ParameterShape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.dtype {
            Some(t) => write!(f, "{t}{:?}", self.dims),
            None => write!(f, "?{:?}", self.dims),
        }
    }
}

impl OptimizedProgram {
    /// The decoded HLO module (only the fields [`hlo_proto`] defines). Fails for formats other
    /// than `hlo_with_config`, naming the format.
    pub fn hlo_module(&self) -> Result<hlo_proto::HloModuleProto> {
        if self.format != "hlo_with_config" {
            return Err(Error::invalid(format!(
                "optimized program format {:?} is not hlo_with_config",
                self.format
            )));
        }
        let with_config = hlo_proto::HloModuleProtoWithConfig::decode(self.code.as_slice())
            .map_err(|e| Error::Decode {
                what: "xla.HloModuleProtoWithConfig",
                source: e,
            })?;
        with_config
            .hlo_module
            .ok_or_else(|| Error::invalid("the optimized program has no HLO module"))
    }

    /// The per-device parameter shapes of the entry computation.
    pub fn entry_parameters(&self) -> Result<Vec<ParameterShape>> {
        let module = self.hlo_module()?;
        let shape = module
            .host_program_shape
            .ok_or_else(|| Error::invalid("the optimized program has no entry program shape"))?;
        shape
            .parameters
            .iter()
            .map(|s| {
                if !s.tuple_shapes.is_empty() {
                    return Err(Error::invalid("tupled parameters are not checked"));
                }
                Ok(ParameterShape {
                    dtype: ElementType::from_xla_primitive(s.element_type),
                    dims: s.dimensions.clone(),
                })
            })
            .collect()
    }

    /// How often each HLO opcode occurs (e.g. `all-reduce`, `all-gather`), over all
    /// computations of the optimized module.
    pub fn opcode_counts(&self) -> Result<BTreeMap<String, usize>> {
        let module = self.hlo_module()?;
        let mut counts = BTreeMap::new();
        for c in &module.computations {
            for i in &c.instructions {
                *counts.entry(i.opcode.clone()).or_insert(0) += 1;
            }
        }
        Ok(counts)
    }
}

/// Our subset of XLA's HLO protos: the fields this crate and its users read from optimized
/// programs. Field numbers come from XLA's public `hlo.proto` and `xla_data.proto`; unknown
/// fields are skipped by the decoder, so newer plugins decode too.
pub mod hlo_proto {
    use std::collections::{BTreeMap, BTreeSet};

    /// `xla.HloModuleProtoWithConfig`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct HloModuleProtoWithConfig {
        /// The module.
        #[prost(message, optional, tag = "1")]
        pub hlo_module: Option<HloModuleProto>,
    }

    /// `xla.HloModuleProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct HloModuleProto {
        /// Every computation (entry, loop bodies, reducers, ...).
        #[prost(message, repeated, tag = "3")]
        pub computations: Vec<HloComputationProto>,
        /// The entry computation's parameter shapes, per device.
        #[prost(message, optional, tag = "4")]
        pub host_program_shape: Option<ProgramShapeProto>,
        /// Id of the entry computation.
        #[prost(int64, tag = "6")]
        pub entry_computation_id: i64,
        /// The order the compiler runs each computation's instructions in (a scheduled
        /// module: what a backend compiler returns).
        #[prost(message, optional, tag = "7")]
        pub schedule: Option<HloScheduleProto>,
    }

    /// `xla.HloScheduleProto`: a total order of the instructions of each non-fusion
    /// computation.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct HloScheduleProto {
        /// Instruction ids in the order they run, by computation id.
        #[prost(btree_map = "int64, message", tag = "1")]
        pub sequences: BTreeMap<i64, InstructionSequence>,
    }

    /// `xla.HloScheduleProto.InstructionSequence`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct InstructionSequence {
        /// Instruction ids, first to run first.
        #[prost(int64, repeated, tag = "1")]
        pub instruction_ids: Vec<i64>,
    }

    /// `xla.HloComputationProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct HloComputationProto {
        /// The computation's name.
        #[prost(string, tag = "1")]
        pub name: String,
        /// The instructions in dependency order (operands before their users), which is not
        /// the order they run in: that is the module's [`HloModuleProto::schedule`].
        #[prost(message, repeated, tag = "2")]
        pub instructions: Vec<HloInstructionProto>,
        /// Unique id within the module (what `called_computation_ids` refer to).
        #[prost(int64, tag = "5")]
        pub id: i64,
    }

    /// `xla.SourceTarget`: one device a `collective-permute` sends from and the one it sends to.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct SourceTarget {
        /// The sending device.
        #[prost(int64, tag = "1")]
        pub source: i64,
        /// The receiving device.
        #[prost(int64, tag = "2")]
        pub target: i64,
    }

    /// `xla.HloInstructionProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct HloInstructionProto {
        /// The opcode, e.g. `all-reduce` or `all-gather-start`.
        #[prost(string, tag = "2")]
        pub opcode: String,
        /// The result shape.
        #[prost(message, optional, tag = "3")]
        pub shape: Option<ShapeProto>,
        /// Unique id within the module.
        #[prost(int64, tag = "35")]
        pub id: i64,
        /// Ids of the operands.
        #[prost(int64, repeated, tag = "36")]
        pub operand_ids: Vec<i64>,
        /// Ids of the computations this instruction calls (a `while`: its body and
        /// condition; a fusion, reduce, call or async-start: its computation).
        #[prost(int64, repeated, tag = "38")]
        pub called_computation_ids: Vec<i64>,
        /// The instruction's name (`fusion.12`).
        #[prost(string, tag = "1")]
        pub name: String,
        /// A constant's value (`constant` only).
        #[prost(message, optional, tag = "8")]
        pub literal: Option<LiteralProto>,
        /// The element a `get-tuple-element` reads.
        #[prost(int64, tag = "13")]
        pub tuple_index: i64,
        /// A parameter's position (`parameter` only).
        #[prost(int64, tag = "9")]
        pub parameter_number: i64,
        /// A convolution's window.
        #[prost(message, optional, tag = "15")]
        pub window: Option<Window>,
        /// A convolution's dimension numbers.
        #[prost(message, optional, tag = "16")]
        pub convolution_dimension_numbers: Option<ConvolutionDimensionNumbers>,
        /// A custom call's target (`tpu_custom_call` for Mosaic kernels).
        #[prost(string, tag = "28")]
        pub custom_call_target: String,
        /// A dot's dimension numbers.
        #[prost(message, optional, tag = "30")]
        pub dot_dimension_numbers: Option<DotDimensionNumbers>,
        /// Backend-specific configuration (a `while`: JSON that may hold
        /// `known_trip_count`).
        #[prost(bytes = "vec", tag = "43")]
        pub backend_config: Vec<u8>,
        /// A collective's device groups (the older spelling).
        #[prost(message, repeated, tag = "49")]
        pub replica_groups: Vec<ReplicaGroup>,
        /// A `collective-permute`'s (source, target) device pairs.
        #[prost(message, repeated, tag = "52")]
        pub source_target_pairs: Vec<SourceTarget>,
        /// A compare's direction (`LT`, `LE`, ...).
        #[prost(string, tag = "63")]
        pub comparison_direction: String,
        /// A collective's device groups (the newer spelling).
        #[prost(message, optional, tag = "87")]
        pub collective_device_list: Option<CollectiveDeviceList>,
        /// The execution thread an `async-start`'s computation runs on (`main`, or another
        /// unit such as libtpu's `sparsecore`); empty where the plugin leaves it unset.
        #[prost(string, tag = "79")]
        pub async_execution_thread: String,
    }

    impl HloInstructionProto {
        /// The device ids of a collective's first group (`None`: no groups listed, which
        /// means every device of the program).
        pub fn first_collective_group(&self) -> Option<Vec<i64>> {
            if let Some(list) = &self.collective_device_list {
                if let Some(iota) = &list.iota_replica_group_list
                    && iota.num_devices_per_group > 0
                {
                    return Some(iota.group(0));
                }
                if let Some(g) = list.replica_groups.first() {
                    return Some(g.replica_ids.clone());
                }
            }
            self.replica_groups.first().map(|g| g.replica_ids.clone())
        }

        /// A scalar integer constant's value.
        pub fn integer_constant(&self) -> Option<i64> {
            let l = self.literal.as_ref()?;
            l.s32s
                .first()
                .map(|&v| v as i64)
                .or_else(|| l.s64s.first().copied())
                .or_else(|| l.u32s.first().map(|&v| v as i64))
                .or_else(|| l.u64s.first().map(|&v| v as i64))
        }
    }

    /// `xla.LiteralProto`: the integer arrays only.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct LiteralProto {
        /// S32 values.
        #[prost(int32, repeated, tag = "4")]
        pub s32s: Vec<i32>,
        /// S64 values.
        #[prost(int64, repeated, tag = "5")]
        pub s64s: Vec<i64>,
        /// U32 values.
        #[prost(uint32, repeated, tag = "6")]
        pub u32s: Vec<u32>,
        /// U64 values.
        #[prost(uint64, repeated, tag = "7")]
        pub u64s: Vec<u64>,
    }

    /// `xla.DotDimensionNumbers`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct DotDimensionNumbers {
        /// Contracting dimensions of the left operand.
        #[prost(int64, repeated, tag = "1")]
        pub lhs_contracting_dimensions: Vec<i64>,
        /// Contracting dimensions of the right operand.
        #[prost(int64, repeated, tag = "2")]
        pub rhs_contracting_dimensions: Vec<i64>,
        /// Batch dimensions of the left operand.
        #[prost(int64, repeated, tag = "3")]
        pub lhs_batch_dimensions: Vec<i64>,
        /// Batch dimensions of the right operand.
        #[prost(int64, repeated, tag = "4")]
        pub rhs_batch_dimensions: Vec<i64>,
    }

    /// `xla.ConvolutionDimensionNumbers`: what a FLOP count needs.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ConvolutionDimensionNumbers {
        /// The kernel's input-feature dimension.
        #[prost(int64, tag = "3")]
        pub kernel_input_feature_dimension: i64,
        /// The kernel's output-feature dimension.
        #[prost(int64, tag = "4")]
        pub kernel_output_feature_dimension: i64,
        /// The input's spatial dimensions.
        #[prost(int64, repeated, tag = "11")]
        pub input_spatial_dimensions: Vec<i64>,
        /// The output's spatial dimensions.
        #[prost(int64, repeated, tag = "12")]
        pub output_spatial_dimensions: Vec<i64>,
    }

    /// `xla.Window`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct Window {
        /// One entry per spatial dimension.
        #[prost(message, repeated, tag = "1")]
        pub dimensions: Vec<WindowDimension>,
    }

    /// `xla.WindowDimension`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct WindowDimension {
        /// Window size.
        #[prost(int64, tag = "1")]
        pub size: i64,
        /// Stride.
        #[prost(int64, tag = "2")]
        pub stride: i64,
        /// Padding before the first element.
        #[prost(int64, tag = "3")]
        pub padding_low: i64,
        /// Padding after the last element.
        #[prost(int64, tag = "4")]
        pub padding_high: i64,
        /// Dilation of the window (kernel).
        #[prost(int64, tag = "5")]
        pub window_dilation: i64,
        /// Dilation of the base (input, `lhs_dilate`).
        #[prost(int64, tag = "6")]
        pub base_dilation: i64,
    }

    /// `xla.ReplicaGroup`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ReplicaGroup {
        /// The group's device (or replica) ids.
        #[prost(int64, repeated, tag = "1")]
        pub replica_ids: Vec<i64>,
    }

    /// `xla.CollectiveDeviceListProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct CollectiveDeviceList {
        /// Explicit groups.
        #[prost(message, repeated, tag = "1")]
        pub replica_groups: Vec<ReplicaGroup>,
        /// Groups as a reshaped, transposed iota.
        #[prost(message, optional, tag = "2")]
        pub iota_replica_group_list: Option<IotaReplicaGroupList>,
    }

    /// `xla.IotaReplicaGroupListProto`: the sizes only.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct IotaReplicaGroupList {
        /// Number of groups.
        #[prost(int64, tag = "1")]
        pub num_replica_groups: i64,
        /// Devices per group.
        #[prost(int64, tag = "2")]
        pub num_devices_per_group: i64,
        /// Dimensions the iota of device ids is reshaped to.
        #[prost(int64, repeated, tag = "3")]
        pub iota_reshape_dims: Vec<i64>,
        /// The permutation applied to the reshaped iota.
        #[prost(int32, repeated, tag = "4")]
        pub iota_transpose_perm: Vec<i32>,
    }

    impl IotaReplicaGroupList {
        /// The device ids of group `g`: `iota(N).reshape(dims).transpose(perm)` flattened
        /// and cut into groups of `num_devices_per_group`.
        pub fn group(&self, g: usize) -> Vec<i64> {
            let per = self.num_devices_per_group.max(0) as usize;
            let total = per * self.num_replica_groups.max(0) as usize;
            let dims: Vec<usize> = if self.iota_reshape_dims.is_empty() {
                vec![total]
            } else {
                self.iota_reshape_dims
                    .iter()
                    .map(|&d| d.max(0) as usize)
                    .collect()
            };
            let perm: Vec<usize> = if self.iota_transpose_perm.is_empty() {
                (0..dims.len()).collect()
            } else {
                self.iota_transpose_perm
                    .iter()
                    .map(|&p| p.max(0) as usize)
                    .collect()
            };
            if dims.iter().product::<usize>() != total || perm.len() != dims.len() {
                return Vec::new();
            }
            // Row-major strides of the reshaped iota, read in the permuted order.
            let mut strides = vec![1usize; dims.len()];
            for i in (0..dims.len().saturating_sub(1)).rev() {
                strides[i] = strides[i + 1] * dims[i + 1];
            }
            let out_dims: Vec<usize> = perm.iter().map(|&p| dims[p]).collect();
            (g * per..(g + 1) * per)
                .map(|mut flat| {
                    let mut id = 0;
                    for (k, &d) in out_dims.iter().enumerate().rev() {
                        id += (flat % d) * strides[perm[k]];
                        flat /= d;
                    }
                    id as i64
                })
                .collect()
        }
    }

    /// `xla.ProgramShapeProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ProgramShapeProto {
        /// Parameter shapes.
        #[prost(message, repeated, tag = "1")]
        pub parameters: Vec<ShapeProto>,
    }

    /// `xla.ShapeProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ShapeProto {
        /// An `xla.PrimitiveType` number.
        #[prost(int32, tag = "2")]
        pub element_type: i32,
        /// Dimensions (arrays only).
        #[prost(int64, repeated, tag = "3")]
        pub dimensions: Vec<i64>,
        /// Element shapes (tuples only).
        #[prost(message, repeated, tag = "4")]
        pub tuple_shapes: Vec<ShapeProto>,
        /// Layout (arrays of an optimized program carry one).
        #[prost(message, optional, tag = "5")]
        pub layout: Option<LayoutProto>,
    }

    /// `xla.LayoutProto`, the one field read here.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct LayoutProto {
        /// Where the array lives: 0 is the device's main memory; what other numbers name is the
        /// backend's (on TPU, `S(1)` in HLO text is the TensorCore's on-chip VMEM and `S(2)` its
        /// SMEM: <https://openxla.org/xla/shapes>).
        #[prost(int64, tag = "8")]
        pub memory_space: i64,
    }

    impl ShapeProto {
        /// The memory space of an array (0, the device's main memory, when no layout says
        /// otherwise).
        pub fn memory_space(&self) -> i64 {
            self.layout.as_ref().map_or(0, |l| l.memory_space)
        }

        /// [`Self::byte_size`] of the arrays that live in the device's main memory (memory
        /// space 0); a tuple sums its elements that do.
        pub fn main_memory_byte_size(&self, unknown: &mut BTreeSet<i32>) -> u64 {
            const TUPLE: i32 = 13;
            if self.element_type == TUPLE {
                return self
                    .tuple_shapes
                    .iter()
                    .map(|s| s.main_memory_byte_size(unknown))
                    .sum();
            }
            if self.memory_space() == 0 {
                self.byte_size(unknown)
            } else {
                0
            }
        }

        /// Bytes of the data this shape holds (tuples: the sum of their elements; sub-byte
        /// types rounded up per array; tokens and opaque values: 0). Element types this
        /// crate does not know add 0 and are inserted into `unknown`, so a report can say
        /// what it could not size.
        pub fn byte_size(&self, unknown: &mut BTreeSet<i32>) -> u64 {
            const TUPLE: i32 = 13;
            const OPAQUE: i32 = 14;
            const TOKEN: i32 = 17;
            match self.element_type {
                OPAQUE | TOKEN => 0,
                TUPLE => self.tuple_shapes.iter().map(|s| s.byte_size(unknown)).sum(),
                t => match element_bits(t) {
                    Some(bits) => {
                        let elements: u64 =
                            self.dimensions.iter().map(|&d| d.max(0) as u64).product();
                        (elements * bits).div_ceil(8)
                    }
                    None => {
                        unknown.insert(t);
                        0
                    }
                },
            }
        }
    }

    impl std::fmt::Display for ShapeProto {
        /// XLA's spelling: `f32[64,2048]`, `(bf16[8], s32[])` for tuples.
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            const TUPLE: i32 = 13;
            if self.element_type == TUPLE {
                f.write_str("(")?;
                for (i, s) in self.tuple_shapes.iter().enumerate() {
                    if i > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{s}")?;
                }
                return f.write_str(")");
            }
            match element_name(self.element_type) {
                Some(n) => f.write_str(n)?,
                None => write!(f, "type{}", self.element_type)?,
            }
            let dims: Vec<String> = self.dimensions.iter().map(|d| d.to_string()).collect();
            write!(f, "[{}]", dims.join(","))
        }
    }

    /// XLA's name of a `PrimitiveType`; `None` for types not known here.
    fn element_name(primitive_type: i32) -> Option<&'static str> {
        Some(match primitive_type {
            1 => "pred",
            2 => "s8",
            3 => "s16",
            4 => "s32",
            5 => "s64",
            6 => "u8",
            7 => "u16",
            8 => "u32",
            9 => "u64",
            10 => "f16",
            11 => "f32",
            12 => "f64",
            14 => "opaque",
            15 => "c64",
            16 => "bf16",
            17 => "token",
            18 => "c128",
            19 => "f8e5m2",
            20 => "f8e4m3fn",
            _ => return None,
        })
    }

    /// Bits per element of an XLA `PrimitiveType`; `None` for types not known here.
    fn element_bits(primitive_type: i32) -> Option<u64> {
        Some(match primitive_type {
            30 | 31 => 1,                                           // S1, U1
            26 | 27 => 2,                                           // S2, U2
            21 | 22 | 32 => 4,                                      // S4, U4, F4E2M1FN
            1 | 2 | 6 | 19 | 20 | 23 | 24 | 25 | 28 | 29 | 33 => 8, // PRED, S8, U8, F8*
            3 | 7 | 10 | 16 => 16,                                  // S16, U16, F16, BF16
            4 | 8 | 11 => 32,                                       // S32, U32, F32
            5 | 9 | 12 | 15 => 64,                                  // S64, U64, F64, C64
            18 => 128,                                              // C128
            _ => return None,
        })
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn shapes_print_as_xla_spells_them() {
            let array = |t, d: &[i64]| ShapeProto {
                element_type: t,
                dimensions: d.to_vec(),
                tuple_shapes: vec![],
                layout: None,
            };
            assert_eq!(array(11, &[64, 2048]).to_string(), "f32[64,2048]");
            let tuple = ShapeProto {
                element_type: 13,
                dimensions: vec![],
                tuple_shapes: vec![array(16, &[8]), array(4, &[])],
                layout: None,
            };
            assert_eq!(tuple.to_string(), "(bf16[8], s32[])");
        }

        #[test]
        fn iota_groups_read_like_xla_prints_them() {
            // XLA prints `[4,2]<=[2,4]T(1,0)` for groups {0,4},{1,5},{2,6},{3,7}.
            let list = IotaReplicaGroupList {
                num_replica_groups: 4,
                num_devices_per_group: 2,
                iota_reshape_dims: vec![2, 4],
                iota_transpose_perm: vec![1, 0],
            };
            assert_eq!(list.group(0), [0, 4]);
            assert_eq!(list.group(3), [3, 7]);
            // `[2,4]<=[8]`: {0,1,2,3},{4,5,6,7}.
            let plain = IotaReplicaGroupList {
                num_replica_groups: 2,
                num_devices_per_group: 4,
                iota_reshape_dims: vec![8],
                iota_transpose_perm: vec![0],
            };
            assert_eq!(plain.group(1), [4, 5, 6, 7]);
        }

        fn array(element_type: i32, dimensions: Vec<i64>) -> ShapeProto {
            ShapeProto {
                element_type,
                dimensions,
                tuple_shapes: vec![],
                layout: None,
            }
        }

        #[test]
        fn sub_byte_and_tuple_shapes_are_sized_in_bits() {
            let mut unknown = BTreeSet::new();
            // 9 four-bit S4 values occupy 36 bits, rounded up to 5 bytes.
            let s4 = array(21, vec![3, 3]);
            assert_eq!(s4.byte_size(&mut unknown), 5);
            let tuple = ShapeProto {
                element_type: 13,
                dimensions: vec![],
                tuple_shapes: vec![s4, array(16, vec![10])],
                layout: None,
            };
            assert_eq!(tuple.byte_size(&mut unknown), 5 + 20);
            assert!(unknown.is_empty());
            assert_eq!(array(17, vec![]).byte_size(&mut unknown), 0);
            assert!(unknown.is_empty(), "a token carries no data");
            assert_eq!(array(99, vec![2]).byte_size(&mut unknown), 0);
            assert_eq!(unknown.into_iter().collect::<Vec<_>>(), vec![99]);
        }

        /// A TPU `copy-start`'s result `(dst in S(1), src, u32 context in S(2))`: only the
        /// source lives in main memory; hand count 8·128·4 bytes.
        #[test]
        fn main_memory_bytes_leave_out_other_memory_spaces() {
            let mut unknown = BTreeSet::new();
            let in_space = |space| {
                let mut a = array(11, vec![8, 128]);
                a.layout = Some(LayoutProto {
                    memory_space: space,
                });
                a
            };
            let mut context = array(8, vec![]);
            context.layout = Some(LayoutProto { memory_space: 2 });
            let copy = ShapeProto {
                element_type: 13,
                dimensions: vec![],
                tuple_shapes: vec![in_space(1), in_space(0), context],
                layout: None,
            };
            assert_eq!(copy.byte_size(&mut unknown), 2 * 8 * 128 * 4 + 4);
            assert_eq!(copy.main_memory_byte_size(&mut unknown), 8 * 128 * 4);
            assert_eq!(
                array(11, vec![8, 128]).memory_space(),
                0,
                "no layout: main memory"
            );
            assert_eq!(in_space(1).main_memory_byte_size(&mut unknown), 0);
        }
    }
}
