//! Safe Rust API over the PJRT C API: plugins, clients, devices, buffers, compile, execute,
//! topologies and deviceless compilation.
//!
//! ```no_run
//! use pjrt::{Client, CompileOptions, HostTensor};
//! let client = Client::cpu(1)?;
//! let exe = client.compile(
//!     "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
//!        %y = stablehlo.tanh %x : tensor<2xf32>
//!        return %y : tensor<2xf32>
//!      }",
//!     &CompileOptions::default(),
//! )?;
//! let out = exe.execute_host(&[HostTensor::from_f32(&[2], &[0.0, 1.0])?])?;
//! # Ok::<(), pjrt::Error>(())
//! ```
//!
//! Ownership: every PJRT object is wrapped in a type whose `Drop` frees it exactly once, and
//! which holds (through an `Arc`) whatever must outlive it: buffers, devices and executables
//! keep their client alive, clients keep their plugin loaded. All `unsafe` code of the project
//! lives here and in `pjrt-sys`.

#![warn(missing_docs)]

mod args;
mod buffer;
mod client;
mod compile_options;
pub mod cuda;
mod device;
mod deviceless;
mod element_type;
mod error;
mod executable;
mod host_tensor;
pub mod kv;
pub mod locate;
mod named_value;
mod optimized_program;
mod plugin;
pub mod profiler;
mod topology;
pub mod worker;

pub use buffer::Buffer;
pub use client::{Client, ClientOptions, host_has_tpu};
pub use compile_options::{
    CPU_PLUGIN_OVERRIDES, CPU_QUICK_COMPILE_OVERRIDES, CompileOptions, OptionOverride,
};
pub use device::{Device, DeviceDescription, MemoryStats};
pub use deviceless::{DevicelessCompiler, DevicelessResult, NO_CRASH_ON_OOM_FLAG, TopologyReport};
pub use element_type::ElementType;
pub use error::{Error, ErrorCode, Result};
pub use executable::{
    CompiledMemoryStats, Completion, CostAnalysis, Executable, ExecuteOptions, Execution,
    LoadedExecutable,
};
pub use host_tensor::HostTensor;
pub use locate::PluginKind;
pub use named_value::{NamedValue, Value};
pub use optimized_program::{OptimizedProgram, ParameterShape, hlo_proto};
pub use plugin::{HEADER_API_VERSION, Plugin};
pub use topology::{Topology, TopologyName};
