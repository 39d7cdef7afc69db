//! Sharding annotations on intermediates: `stablehlo.custom_call @Sharding` with an `mhlo.sharding`
//! attribute (GSPMD syntax, e.g. `{devices=[8,1]<=[8]}` or `{replicated}`). The cotangent of an annotated
//! value gets the same annotation.

use super::Op;
use crate::emit::{Emitter, Name, quote};
use crate::{Tensor, TensorType};
use std::rc::Rc;

impl Tensor {
    /// This value constrained to the GSPMD sharding `sharding`.
    pub fn with_sharding(&self, sharding: &str) -> Tensor {
        let b = self.builder();
        let s: Rc<str> = sharding.into();
        let id = b.build("sharding", &[self], |t| {
            if sharding.trim().is_empty() {
                return Err("the sharding string is empty; use e.g. \"{replicated}\"".into());
            }
            Ok((Op::Sharding(s), vec![t[0].clone()]))
        });
        b.tensor(id)
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    s: &str,
    args: &[Name],
    ins: &[&TensorType],
    out: &TensorType,
) -> Name {
    e.op(
        depth,
        "stablehlo.custom_call",
        args,
        Some(format_args!(
            "call_target_name = \"Sharding\", mhlo.sharding = {}",
            quote(s)
        )),
        ins,
        &[out],
    )
}
