//! The boundary of a GSPMD manual computation (what `shard_map` lowers to): inside it every
//! device computes on its own piece with no partitioner involvement, which is how per-device
//! kernels (Pallas/Mosaic `tpu_custom_call`s) run in an SPMD program.
//!
//! ```text
//! s = custom_call @Sharding(x)              {mhlo.sharding = "<sharding>"}
//! l = custom_call @SPMDFullToShardShape(s)  {mhlo.sharding = "{manual}"}   // local shape
//! ...per-device ops on l...
//! m = custom_call @Sharding(y)              {mhlo.sharding = "{manual}"}
//! z = custom_call @SPMDShardToFullShape(m)  {mhlo.sharding = "<sharding>"} // full shape
//! ```
//!
//! Entering and leaving are each other's VJP, so the backward pass of the per-device ops runs
//! inside a manual computation too.

use crate::{CustomCall, CustomVjp, Error, Tensor, TensorType};
use std::rc::Rc;

impl Tensor {
    /// This device's piece of `self` (full shape, laid out as the GSPMD `sharding` says) inside a
    /// manual computation; `local` is the piece's shape (each full dim divided by its tile count).
    /// Leave with [`Tensor::from_manual`] and the same `sharding`. Differentiable.
    pub fn to_manual(&self, sharding: &str, local: &[i64]) -> Tensor {
        let full = self.ty();
        if let Err(e) = check_split(&full.dims, local) {
            return self
                .builder()
                .fail(Error::Usage(format!("to_manual({sharding}): {e}")));
        }
        let s = sharding.to_string();
        let vjp: CustomVjp = Rc::new(move |_x, _y, cts| {
            vec![cts[0].as_ref().map(|c| c.from_manual(&s, &full.dims))]
        });
        let call = CustomCall {
            target: "SPMDFullToShardShape".into(),
            backend_config: String::new(),
            has_side_effect: false,
            result_types: vec![TensorType::new(self.dtype(), local)],
            extra_attributes: vec![("mhlo.sharding".into(), "\"{manual}\"".into())],
            vjp: Some(vjp),
        };
        let annotated = self.with_sharding(sharding);
        self.builder().custom_call(call, &[&annotated])[0].clone()
    }

    /// The full tensor of shape `full` assembled from every device's piece `self` inside a manual
    /// computation, laid out as the GSPMD `sharding` says. Differentiable.
    pub fn from_manual(&self, sharding: &str, full: &[i64]) -> Tensor {
        let local = self.ty();
        if let Err(e) = check_split(full, &local.dims) {
            return self
                .builder()
                .fail(Error::Usage(format!("from_manual({sharding}): {e}")));
        }
        let s = sharding.to_string();
        let vjp: CustomVjp =
            Rc::new(move |_x, _y, cts| vec![cts[0].as_ref().map(|c| c.to_manual(&s, &local.dims))]);
        let call = CustomCall {
            target: "SPMDShardToFullShape".into(),
            backend_config: String::new(),
            has_side_effect: false,
            result_types: vec![TensorType::new(self.dtype(), full)],
            extra_attributes: vec![("mhlo.sharding".into(), format!("\"{sharding}\""))],
            vjp: Some(vjp),
        };
        let manual = self.with_sharding("{manual}");
        self.builder().custom_call(call, &[&manual])[0].clone()
    }
}

/// `Ok` when `local` has `full`'s rank and divides it dim by dim.
fn check_split(full: &[i64], local: &[i64]) -> Result<(), String> {
    let divides =
        full.len() == local.len() && full.iter().zip(local).all(|(&f, &l)| l > 0 && f % l == 0);
    if divides {
        Ok(())
    } else {
        Err(format!(
            "a per-device piece of shape {local:?} does not tile a tensor of shape {full:?}"
        ))
    }
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType, Output};

    const ROWS: &str = "{devices=[2,1]0,1}";

    #[test]
    fn gradient_of_a_manual_region_leaves_and_reenters_it() {
        let b = Builder::new();
        b.set_num_partitions(2);
        let x = b.param_sharded(DType::F32, &[4, 6], ROWS);
        let y = x.to_manual(ROWS, &[2, 6]).tanh().from_manual(ROWS, &[4, 6]);
        let g = y.reduce_sum(&[0, 1]).grad(&[&x]).unwrap();
        let text = b
            .emit_outputs(&[Output::sharded(&y, ROWS), Output::sharded(&g[0], ROWS)])
            .unwrap();
        // Forward enters and leaves once; the backward of the region does the same.
        let enter = "\"SPMDFullToShardShape\", has_side_effect = false, mhlo.sharding = \"{manual}\"} \
                     : (tensor<4x6xf32>) -> tensor<2x6xf32>";
        let leave = "\"SPMDShardToFullShape\", has_side_effect = false, mhlo.sharding = \
                     \"{devices=[2,1]0,1}\"} : (tensor<2x6xf32>) -> tensor<4x6xf32>";
        assert_eq!(text.matches(enter).count(), 2, "{text}");
        assert_eq!(text.matches(leave).count(), 2, "{text}");
    }

    #[test]
    fn a_piece_that_does_not_tile_the_tensor_is_refused() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[4, 6]);
        let _ = x.to_manual(ROWS, &[3, 6]);
        assert_eq!(
            b.check().unwrap_err().to_string(),
            "to_manual({devices=[2,1]0,1}): a per-device piece of shape [3, 6] does not tile a \
             tensor of shape [4, 6]"
        );
    }
}
