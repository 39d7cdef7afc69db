//! Typed StableHLO graph builder with shape inference, reverse-mode autodiff and byte-stable emission.
//!
//! ```
//! use xla_hlo::{Builder, DType, nn};
//! let b = Builder::new();
//! let x = b.param(DType::F32, &[4, 3]);
//! let w = b.param(DType::F32, &[3, 2]);
//! let loss = nn::matmul(&x, &w).tanh().reduce_sum(&[0, 1]);
//! let grads = loss.grad(&[&w]).unwrap();
//! let text = b.emit(&[&loss, &grads[0]]).unwrap();
//! assert!(text.contains("func.func public @main"));
//! ```
//!
//! Layout: [`Builder`] and the arena in `graph.rs`; [`Tensor`] handles in `tensor.rs`; one module per
//! primitive op under `ops/` (shape rule, emission and VJP together); composites in [`nn`]; reverse mode
//! in [`autodiff`](grad); text in `emit.rs`.
//!
//! Errors follow XLA's builder: the first invalid op records an [`Error`] naming the op, its operand
//! types and the broken rule; later ops on its (poisoned) result do nothing; [`Builder::check`] and
//! [`Builder::emit`] return that first error. Nothing panics on user input.

#![warn(missing_docs)]

mod autodiff;
mod dtype;
mod emit;
mod error;
mod graph;
pub mod nn;
mod ops;
mod tensor;
mod types;

pub use autodiff::{grad, vjp};
pub use dtype::DType;
pub use error::{Error, Result};
pub use graph::Builder;
pub use ops::call::Function;
pub use ops::custom_call::{CustomCall, CustomVjp};
pub use ops::dot_general::{DotDims, LowPrecisionDots};
pub use ops::gather::GatherDims;
pub use ops::scan::ScanOptions;
pub use ops::scatter::ScatterDims;
pub use tensor::Tensor;
pub use types::TensorType;

/// A result of `main` with its optional GSPMD sharding.
#[derive(Clone, Debug)]
pub struct Output {
    /// The value returned.
    pub tensor: Tensor,
    /// `mhlo.sharding` of the result, e.g. `{devices=[8,1]<=[8]}`.
    pub sharding: Option<String>,
}

impl Output {
    /// An unannotated result.
    pub fn new(tensor: &Tensor) -> Self {
        Output {
            tensor: tensor.clone(),
            sharding: None,
        }
    }

    /// A result with a GSPMD sharding.
    pub fn sharded(tensor: &Tensor, sharding: &str) -> Self {
        Output {
            tensor: tensor.clone(),
            sharding: Some(sharding.to_string()),
        }
    }
}

impl Builder {
    /// The StableHLO module whose `main` returns `outputs`, or the first build error.
    pub fn emit(&self, outputs: &[&Tensor]) -> Result<String> {
        let outs: Vec<Output> = outputs.iter().map(|t| Output::new(t)).collect();
        self.emit_outputs(&outs)
    }

    /// Like [`Builder::emit`] with per-result attributes.
    pub fn emit_outputs(&self, outputs: &[Output]) -> Result<String> {
        self.check()?;
        let g = self.g.borrow();
        if g.parent.is_some() || g.module.is_none() {
            return Err(Error::Usage(
                "emit: call it on the top-level builder, not a loop or function body".into(),
            ));
        }
        let mut ids = Vec::with_capacity(outputs.len());
        for (i, o) in outputs.iter().enumerate() {
            if !std::rc::Rc::ptr_eq(&o.tensor.g, &self.g) {
                return Err(Error::Usage(format!(
                    "emit: output {i} belongs to another graph"
                )));
            }
            ids.push(o.tensor.id);
        }
        for (i, a) in g.param_attrs.iter().enumerate() {
            if let Some(o) = a.donate_to_output {
                let pt = g.ty(g.params[i]);
                match ids.get(o) {
                    Some(&id) if g.ty(id) == pt => {}
                    Some(&id) => {
                        return Err(Error::Usage(format!(
                            "donate: parameter {i} ({pt}) is donated to output {o} of a different type {}",
                            g.ty(id)
                        )));
                    }
                    None => {
                        return Err(Error::Usage(format!(
                            "donate: parameter {i} is donated to missing output {o}"
                        )));
                    }
                }
            }
        }
        let m = g.module.as_ref().expect("checked above").borrow();
        Ok(emit::module(&m, &g, outputs, &ids))
    }
}
