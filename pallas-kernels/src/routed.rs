//! Splicing a routed layer whose kernels gather their own rows (`namtrain_kernels/routed.py`,
//! a [`GmmVariant`]'s [`RoutedKernels`]) into an `xla-hlo` program, with their gradient
//! functions wired to autodiff.
//!
//! The E sublayer's routed SwiGLU experts become two differentiable calls around the SwiGLU
//! itself (which autodiff handles as any other op):
//!
//! ```text
//! gate_up = call @gate_up_fwd(x [T, D], token [M], w_gate_up [E, D, 2F], group_sizes [E])
//! h       = silu(gate) · up                                   (in the program)
//! out, y  = call @down_combine(h [M, F], w_down [E, F, D], slot [T, k], weights [T, k], ..)
//! ```
//!
//! `gate_up`'s rule calls `gate_up_dw` (the weight gradient, rows gathered again in the kernel)
//! and `gate_up_dx` (the activation gradient summed over each token's copies by the combine
//! kernel, in f32); `out`'s rule calls `down_combine_grad` with the forward's `y` (the expert
//! outputs, as 32-bit words for bf16): the combine's gradient kernel writes each copy's `d y`
//! row to its sorted place and reduces the routing weights' gradient, then the down
//! projection's two grouped matmuls. The maps (`token`, `slot`, `group_sizes`) are run-time
//! inputs: one compiled program serves every routing.
//!
//! In an SPMD program ([`GmmShards`]) the calls sit inside a GSPMD manual computation as
//! [`PallasGmm`](crate::PallasGmm)'s do: each device its own tokens (`[pieces · T, ..]`), sorted
//! rows (`[pieces · M, ..]`) and maps (`token [pieces, M]`, `group_sizes [pieces, E]`), the
//! weights whole; the weights' cotangents are each device's partial sums, added outside.

use crate::gmm::{GmmShards, Split, cast};
use crate::manifest::{GmmVariant, RoutedFunction, RoutedKernels};
use crate::splices::{Splices, call_on_operands};
use std::rc::Rc;
use xla_hlo::{Builder, CustomVjp, DType, Error, Result, Tensor, TensorType};

/// The maps of one routing, per piece (one piece per data-parallel device): `token [pieces, M]
/// i32` the token (within its piece) each sorted row reads (any for a padding row), `slot
/// [pieces · T, k] i32` each copy's sorted row, `group_sizes [pieces, E] i32` the rows each
/// expert owns.
#[derive(Clone, Debug)]
pub struct RoutedMaps {
    /// `[pieces, M]`: each sorted row's token.
    pub token: Tensor,
    /// `[pieces · T, k]`: each copy's sorted row.
    pub slot: Tensor,
    /// `[pieces, E]`: copies per expert.
    pub group_sizes: Tensor,
}

/// Routed-layer calls for one program; registers each function once.
pub struct PallasRouted {
    splices: Splices,
}

impl PallasRouted {
    /// TPU kernels for the program built by `b` (the top-level builder).
    pub fn new(b: &Builder) -> Self {
        PallasRouted {
            splices: Splices::new(b, "tpu"),
        }
    }

    /// The interpret-mode (`cpu`) exports instead, for checking on the CPU plugin.
    pub fn interpret(b: &Builder) -> Self {
        PallasRouted {
            splices: Splices::new(b, "cpu"),
        }
    }

    /// The `platform` of the variants these kernels splice (`tpu` or `cpu`).
    pub fn platform(&self) -> &'static str {
        self.splices.platform()
    }

    /// The joined gate/up map `[pieces · M, 2F]` (the variant's dtype) of the sorted rows, read
    /// from the token rows `x [pieces · T, D]` (any float dtype; rounded to the variant's before
    /// the kernel) by the kernel itself. Differentiable in `x` (its cotangent summed over each
    /// token's copies in f32, returned in `x`'s dtype) and `w_gate_up`.
    pub fn gate_up(
        &self,
        x: &Tensor,
        w_gate_up: &Tensor,
        maps: &RoutedMaps,
        variant: &GmmVariant,
        shards: Option<&GmmShards>,
    ) -> Result<Tensor> {
        let routed = routed_of(variant)?;
        let split = Split::new(shards, x, &maps.group_sizes)?;
        let functions = Functions::new(&self.splices, routed)?;
        let dtype = variant.dtype;
        let local = enter_gate_up(&split, dtype, x, w_gate_up, &maps.token, &maps.group_sizes);
        check_args(&routed.gate_up_fwd, &local, variant, "gate_up_fwd")?;
        let out = split.exit_rows(&call(&functions.gate_up_fwd, &local)?[0]);
        let rule: CustomVjp = Rc::new(move |inputs: &[Tensor], _: &[Tensor], cts| {
            let Some(ct) = &cts[0] else {
                return vec![None; inputs.len()];
            };
            let (x, w, token, slot, sizes) =
                (&inputs[0], &inputs[1], &inputs[2], &inputs[3], &inputs[4]);
            let [x_l, token_l, w_l, sizes_l] = enter_gate_up(&split, dtype, x, w, token, sizes);
            let d_gate_up = split.enter_rows(&cast(ct, dtype));
            let slot_l = split.enter_rows(slot);
            // A failed call is recorded in the graph, which reports it when the program is
            // checked or emitted.
            let (Ok(d_w), Ok(d_x)) = (
                call(
                    &functions.gate_up_dw,
                    &[x_l, token_l, d_gate_up.clone(), sizes_l.clone()],
                ),
                call(&functions.gate_up_dx, &[d_gate_up, w_l, slot_l, sizes_l]),
            ) else {
                return vec![None; inputs.len()];
            };
            vec![
                Some(cast(&split.exit_rows(&d_x[0]), x.dtype())),
                Some(split.sum_over_devices(&d_w[0], w.dtype())),
                None,
                None,
                None,
            ]
        });
        Ok(out.with_vjp(
            &[x, w_gate_up, &maps.token, &maps.slot, &maps.group_sizes],
            rule,
        ))
    }

    /// `[pieces · T, D]` f32: each token's sum over its copies of `weights [pieces · T, k]`
    /// (f32) times the down projection of its copy's row of `h [pieces · M, F]` (the variant's
    /// dtype). Differentiable in `h`, `w_down` and `weights`.
    pub fn down_combine(
        &self,
        h: &Tensor,
        w_down: &Tensor,
        weights: &Tensor,
        maps: &RoutedMaps,
        variant: &GmmVariant,
        shards: Option<&GmmShards>,
    ) -> Result<Tensor> {
        let routed = routed_of(variant)?;
        let split = Split::new(shards, h, &maps.group_sizes)?;
        let functions = Functions::new(&self.splices, routed)?;
        let local = [
            split.enter_rows(h),
            split.enter_whole(w_down),
            split.enter_rows(&maps.slot),
            split.enter_rows(&cast(weights, DType::F32)),
            split.enter_sizes(&maps.group_sizes),
        ];
        check_args(&routed.down_combine, &local, variant, "down_combine")?;
        let results = call(&functions.down_combine, &local)?;
        let out = split.exit_rows(&results[0]);
        // The expert outputs leave with `out` so that the rule can hand them to the gradient.
        let y = split.exit_rows(&results[1]);
        let rule: CustomVjp = Rc::new(move |inputs: &[Tensor], _: &[Tensor], cts| {
            let Some(ct) = &cts[0] else {
                return vec![None; inputs.len()];
            };
            let (h, w, weights, y) = (&inputs[0], &inputs[1], &inputs[2], &inputs[3]);
            let (slot, sizes) = (&inputs[4], &inputs[5]);
            let args = [
                split.enter_rows(&cast(ct, DType::F32)),
                split.enter_rows(y),
                split.enter_rows(slot),
                split.enter_rows(&cast(weights, DType::F32)),
                split.enter_rows(h),
                split.enter_whole(w),
                split.enter_sizes(sizes),
            ];
            let Ok(grads) = call(&functions.down_combine_grad, &args) else {
                return vec![None; inputs.len()];
            };
            vec![
                Some(split.exit_rows(&grads[0])),
                Some(split.sum_over_devices(&grads[1], w.dtype())),
                Some(cast(&split.exit_rows(&grads[2]), weights.dtype())),
                None,
                None,
                None,
            ]
        });
        Ok(out.with_vjp(
            &[h, w_down, weights, &y, &maps.slot, &maps.group_sizes],
            rule,
        ))
    }
}

/// `gate_up_fwd`'s first arguments on this device: `x` rounded to the variant's `dtype`, the
/// piece's `token` ids, the whole weights, the piece's group sizes.
fn enter_gate_up(
    split: &Split,
    dtype: DType,
    x: &Tensor,
    w: &Tensor,
    token: &Tensor,
    sizes: &Tensor,
) -> [Tensor; 4] {
    [
        split.enter_rows(&cast(x, dtype)),
        split.enter_sizes(token),
        split.enter_whole(w),
        split.enter_sizes(sizes),
    ]
}

fn routed_of(variant: &GmmVariant) -> Result<&RoutedKernels> {
    variant.routed.as_ref().ok_or_else(|| {
        Error::Usage(format!(
            "grouped-matmul variant {:?} exports no routed kernels (give it tokens, top_k and \
             combine_tiling in variants.toml and re-export)",
            variant.name
        ))
    })
}

fn check_args(
    f: &RoutedFunction,
    local: &[Tensor],
    variant: &GmmVariant,
    what: &str,
) -> Result<()> {
    for (i, (t, want)) in local.iter().zip(&f.function.args).enumerate() {
        let ty: TensorType = t.check()?.ty();
        if ty != *want {
            return Err(Error::Usage(format!(
                "pallas routed variant {:?} ({what}): argument {i} is {ty} per device, the \
                 kernel takes {want}",
                variant.name
            )));
        }
    }
    Ok(())
}

/// The five spliced functions of one variant.
#[derive(Clone)]
struct Functions {
    gate_up_fwd: xla_hlo::Function,
    gate_up_dw: xla_hlo::Function,
    gate_up_dx: xla_hlo::Function,
    down_combine: xla_hlo::Function,
    down_combine_grad: xla_hlo::Function,
}

impl Functions {
    fn new(splices: &Splices, r: &RoutedKernels) -> Result<Self> {
        Ok(Functions {
            gate_up_fwd: splices.function(&r.gate_up_fwd.function)?,
            gate_up_dw: splices.function(&r.gate_up_dw.function)?,
            gate_up_dx: splices.function(&r.gate_up_dx.function)?,
            down_combine: splices.function(&r.down_combine.function)?,
            down_combine_grad: splices.function(&r.down_combine_grad.function)?,
        })
    }
}

fn call(f: &xla_hlo::Function, args: &[Tensor]) -> Result<Vec<Tensor>> {
    call_on_operands(f, &args.iter().collect::<Vec<_>>())
}
