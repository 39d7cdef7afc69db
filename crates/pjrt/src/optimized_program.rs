//! The optimized program a plugin reports for an executable, and what we read from it:
//! the entry parameter shapes (for argument checks) and the instruction opcodes (to count
//! collectives).

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
    fn module(&self) -> Result<proto::HloModuleProto> {
        if self.format != "hlo_with_config" {
            return Err(Error::invalid(format!(
                "optimized program format {:?} is not hlo_with_config",
                self.format
            )));
        }
        let with_config =
            proto::HloModuleProtoWithConfig::decode(self.code.as_slice()).map_err(|e| {
                Error::Decode {
                    what: "xla.HloModuleProtoWithConfig",
                    source: e,
                }
            })?;
        with_config
            .hlo_module
            .ok_or_else(|| Error::invalid("the optimized program has no HLO module"))
    }

    /// The per-device parameter shapes of the entry computation.
    pub fn entry_parameters(&self) -> Result<Vec<ParameterShape>> {
        let module = self.module()?;
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
        let module = self.module()?;
        let mut counts = BTreeMap::new();
        for c in &module.computations {
            for i in &c.instructions {
                *counts.entry(i.opcode.clone()).or_insert(0) += 1;
            }
        }
        Ok(counts)
    }
}

/// Our subset of XLA's HLO protos (field numbers from XLA's public `hlo.proto` and
/// `xla_data.proto`).
mod proto {
    /// `xla.HloModuleProtoWithConfig`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct HloModuleProtoWithConfig {
        #[prost(message, optional, tag = "1")]
        pub hlo_module: Option<HloModuleProto>,
    }

    /// `xla.HloModuleProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct HloModuleProto {
        #[prost(message, repeated, tag = "3")]
        pub computations: Vec<HloComputationProto>,
        #[prost(message, optional, tag = "4")]
        pub host_program_shape: Option<ProgramShapeProto>,
    }

    /// `xla.HloComputationProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct HloComputationProto {
        #[prost(message, repeated, tag = "2")]
        pub instructions: Vec<HloInstructionProto>,
    }

    /// `xla.HloInstructionProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct HloInstructionProto {
        #[prost(string, tag = "2")]
        pub opcode: String,
    }

    /// `xla.ProgramShapeProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ProgramShapeProto {
        #[prost(message, repeated, tag = "1")]
        pub parameters: Vec<ShapeProto>,
    }

    /// `xla.ShapeProto`.
    #[derive(Clone, PartialEq, prost::Message)]
    pub struct ShapeProto {
        #[prost(int32, tag = "2")]
        pub element_type: i32,
        #[prost(int64, repeated, tag = "3")]
        pub dimensions: Vec<i64>,
        #[prost(message, repeated, tag = "4")]
        pub tuple_shapes: Vec<ShapeProto>,
    }
}
