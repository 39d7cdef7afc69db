//! Pallas kernels for TPU (attention, the M sublayer's SSD scan, the R sublayer's M2RNN
//! recurrence, grouped matmuls) and flash
//! attention for NVIDIA Hopper GPUs ([`MosaicGpuAttention`]), exported offline and spliced into
//! `xla-hlo` programs.
//!
//! The kernels (NAM attention: GQA, logit softcap, causal + sliding window, segment-id document
//! masking) are written in Python/Pallas under `pallas-kernels/namtrain_kernels/`, lowered by
//! `python -m namtrain_kernels.export` to StableHLO modules whose kernel is a Mosaic
//! `tpu_custom_call`, and checked in under `pallas-kernels/artifacts/` with a manifest. This crate
//! embeds them; no Python runs at training time.
//!
//! ```no_run
//! use pallas_kernels::{PallasAttention, Variant, VariantQuery};
//! use xla_hlo::{Builder, DType};
//! {
//!     let b = Builder::new();
//!     let q = b.param(DType::BF16, &[1, 4096, 6, 128]);
//!     let k = b.param(DType::BF16, &[1, 4096, 2, 128]);
//!     let v = b.param(DType::BF16, &[1, 4096, 2, 128]);
//!     let seg = b.param(DType::I32, &[1, 4096]);
//!     let variant = Variant::find(&VariantQuery::for_tensors(&q, &k, None, None, "tpu")?)?;
//!     let out = PallasAttention::new(&b).attention(&q, &k, &v, &seg, variant)?;
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod attention;
mod check;
mod error;
mod exported;
mod gmm;
mod gpu;
mod m2rnn;
mod manifest;
mod routed;
mod rows;
mod splices;
mod ssd;

pub use attention::{AttentionShards, PallasAttention, pallas_attention};
pub use check::{attention_check_program, ssd_check_program};
pub use error::{Error, Result};
pub use exported::{KernelDir, Origin, USER_EXPORT_COMMAND, add_kernel_dir};
pub use gmm::{GmmMap, GmmShards, PallasGmm};
pub use gpu::{GPU_EXPORT_COMMAND, GpuQuery, GpuVariant, MosaicGpuAttention};
pub use m2rnn::{M2rnnKernel, M2rnnQuery, M2rnnVariant, PallasM2rnn};
pub use manifest::{
    DeclaredCost, EXPORT_COMMAND, GmmKernel, GmmQuery, GmmVariant, KernelFunction, RoutedFunction,
    RoutedKernels, SsdKernel, SsdQuery, SsdVariant, Variant, VariantQuery,
};
pub use routed::{PallasRouted, RoutedMaps};
pub use ssd::{PallasSsd, SsdShards};
