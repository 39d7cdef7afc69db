//! The compiled programs a run holds: one Mode-A step, or Mode B's accumulate and apply (the
//! eval program is one more [`Compiled`]), and the PJRT types their signatures map to.

use nam::Platform;
use nam::graph::program::ProgramSignature;
use pjrt::{ElementType, LoadedExecutable};
use xla_hlo::DType;

/// A compiled program with its signature.
pub(super) struct Compiled {
    pub(super) exe: LoadedExecutable,
    pub(super) sig: ProgramSignature,
}

pub(super) enum Programs {
    ModeA(Compiled),
    ModeB {
        accumulate: Compiled,
        apply: Compiled,
        micro_rows: usize,
    },
}

/// The PJRT element type of a graph dtype (every [`DType`] has one): how a program's
/// signature becomes host tensors and device buffers.
pub fn element_type(d: DType) -> ElementType {
    match d {
        DType::F32 => ElementType::F32,
        DType::BF16 => ElementType::BF16,
        DType::F16 => ElementType::F16,
        DType::F64 => ElementType::F64,
        DType::I32 => ElementType::S32,
        DType::I64 => ElementType::S64,
        DType::U32 => ElementType::U32,
        DType::Pred => ElementType::Pred,
    }
}

/// The platform programs for a plugin of `kind` are built for.
pub fn platform_of(kind: pjrt::PluginKind) -> Platform {
    match kind {
        pjrt::PluginKind::Tpu => Platform::Tpu,
        pjrt::PluginKind::Cpu => Platform::Cpu,
        pjrt::PluginKind::Cuda => Platform::Cuda,
        pjrt::PluginKind::Other => Platform::Other,
    }
}
