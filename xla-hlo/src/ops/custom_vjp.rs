//! A value with a caller-supplied gradient rule, and nothing emitted: `with_vjp(y, inputs, rule)`
//! is `y` in the program, while reverse mode sends `y`'s cotangent through `rule` to `inputs`
//! instead of through the ops that computed `y` (the way `jax.custom_vjp` ties a forward
//! computation to its backward one). Used for kernels whose forward and backward are separate
//! functions, e.g. the Pallas attention's exported `fwd` and `bwd`.

use super::Op;
use super::custom_call::CustomVjp;
use crate::graph::{NodeId, builder_for};
use crate::{Builder, Error, Result, Tensor};
use std::rc::Rc;

pub(crate) struct CustomVjpOp {
    pub rule: CustomVjp,
}

impl Tensor {
    /// `self` with gradient rule `rule`: reverse mode passes `self`'s cotangent to
    /// `rule(inputs, [self], [cotangent])`, which returns one cotangent per input (`None` =
    /// zero), and nothing flows into the ops that computed `self` except through `inputs`.
    /// The program computes `self` as before: no op is emitted.
    pub fn with_vjp(&self, inputs: &[&Tensor], rule: CustomVjp) -> Tensor {
        let mut operands = vec![self];
        operands.extend_from_slice(inputs);
        let b = builder_for(&operands);
        let id = b.build("with_vjp", &operands, |t| {
            Ok((
                Op::CustomVjp(Rc::new(CustomVjpOp { rule })),
                vec![t[0].clone()],
            ))
        });
        b.tensor(id)
    }

    /// `self` with no gradient: reverse mode sends nothing into the ops that computed it (the
    /// value is unchanged; no op is emitted). For terms whose gradient is zero in exact
    /// arithmetic, such as the shift of a stable log-sum-exp, so autodiff neither computes nor
    /// rounds it.
    pub fn stop_gradient(&self) -> Tensor {
        self.with_vjp(&[], Rc::new(|_, _, _| Vec::new()))
    }
}

pub(crate) fn vjp(
    c: &CustomVjpOp,
    x: &[Tensor],
    b: &Builder,
    id: NodeId,
    ct: &Tensor,
) -> Result<Vec<Option<Tensor>>> {
    let inputs = &x[1..];
    let mut g = (c.rule)(inputs, &[b.tensor(id)], &[Some(ct.clone())]);
    if g.len() > inputs.len() {
        return Err(Error::Usage(format!(
            "with_vjp: the rule returned {} cotangents for {} inputs",
            g.len(),
            inputs.len()
        )));
    }
    g.resize(inputs.len(), None);
    // Operand 0 (the value itself) gets no cotangent: its own ops are bypassed.
    let mut out = vec![None];
    out.extend(g);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use crate::{Builder, DType};
    use std::rc::Rc;

    /// `y = x³` computed as `x·x·x` but tied to the rule `dy/dx = 3x²` scaled by 10: the
    /// program emits no extra op, and the gradient is the rule's, not the ops'.
    #[test]
    fn emits_nothing_and_the_gradient_is_the_rules() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[3]);
        let cube = &(&x * &x) * &x;
        let plain = b.emit(&[&cube]).unwrap();
        let tied = cube.with_vjp(
            &[&x],
            Rc::new(|x, _y, ct| vec![Some(&(&(&x[0] * &x[0]) * 30.0) * ct[0].as_ref().unwrap())]),
        );
        assert_eq!(b.emit(&[&tied]).unwrap(), plain, "with_vjp emitted an op");
        let g = tied.reduce_sum(&[0]).grad(&[&x]).unwrap();
        let text = b.emit(&[&g[0]]).unwrap();
        let args = [pjrt::HostTensor::from_f32(&[3], &[1.0, -2.0, 0.5]).unwrap()];
        let out = test_support::run(&text, &args);
        assert_eq!(out[0].to_f32().unwrap(), [30.0, 120.0, 7.5]);
    }

    /// d/dx Σ x · stop_gradient(x) = stop_gradient(x) = x, not 2x.
    #[test]
    fn stop_gradient_passes_the_value_and_no_gradient() {
        let b = Builder::new();
        let x = b.param(DType::F32, &[3]);
        let y = (&x * &x.stop_gradient()).reduce_sum(&[0]);
        let g = y.grad(&[&x]).unwrap();
        let text = b.emit(&[&y, &g[0]]).unwrap();
        let args = [pjrt::HostTensor::from_f32(&[3], &[1.0, -2.0, 0.5]).unwrap()];
        let out = test_support::run(&text, &args);
        assert_eq!(out[0].to_f32().unwrap(), [5.25]);
        assert_eq!(out[1].to_f32().unwrap(), [1.0, -2.0, 0.5]);
    }
}
