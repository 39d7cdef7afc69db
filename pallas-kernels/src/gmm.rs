//! Splicing the exported grouped matmuls (the E sublayer's routed experts over token copies
//! sorted by expert, `namtrain_kernels/gmm.py`) into an `xla-hlo` program, with their gradient
//! kernels wired to autodiff.
//!
//! A call is one of the variant's two maps,
//!
//! ```text
//! gate_up = call @gate_up_fwd(x [M, D], w_gate_up [E, D, 2F], group_sizes [E])
//! out     = call @down_fwd(h [M, F], w_down [E, F, D], group_sizes [E])
//! ```
//!
//! and its result carries a gradient rule ([`Tensor::with_vjp`]) that calls the map's
//! activation-gradient kernel (`dlhs`: the same grouped matmul against the weights read
//! transposed) and weight-gradient kernel (`dw`: the transposed grouped matmul). `group_sizes`
//! is a run-time input: one compiled program serves every routing.
//!
//! In an SPMD program ([`GmmShards`]) the calls sit inside a GSPMD manual computation: each
//! device runs the kernels on its own sorted copies (`[pieces · M, ..]`, split in dimension 0)
//! with its own group sizes (`[pieces, E]`) against the whole weights. The weights' cotangents,
//! a partial sum on every device, leave as one block per device (`[pieces, E, .., ..]`, split
//! like the copies) and are summed outside in the weights' dtype (the caller may pin the sum's
//! sharding, so that it becomes a reduce-scatter).

use crate::manifest::GmmVariant;
use crate::splices::{Splices, call_on_operands};
use std::rc::Rc;
use xla_hlo::{Builder, CustomVjp, DType, Error, Result, Tensor, TensorType};

/// How the operands of one grouped matmul are split over the devices of an SPMD program: the
/// sorted copies and the group sizes in dimension 0 over the data-parallel axes, the weights
/// whole on each device. Each field is a GSPMD `mhlo.sharding` splitting dimension 0 of an
/// array of that rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GmmShards {
    /// The copies `[pieces · M, K]` and the group sizes `[pieces, E]`.
    pub rank2: String,
    /// The per-device weight cotangents `[pieces, E, K, N]`.
    pub rank4: String,
    /// Pieces dimension 0 is cut into.
    pub pieces: i64,
}

/// Pallas grouped-matmul calls for one program; registers each kernel once.
pub struct PallasGmm {
    splices: Splices,
}

/// Which of a variant's two maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GmmMap {
    /// The joined gate/up map `[M, D] x [E, D, 2F]`.
    GateUp,
    /// The down projection `[M, F] x [E, F, D]`.
    Down,
}

impl PallasGmm {
    /// TPU kernels for the program built by `b` (the top-level builder).
    pub fn new(b: &Builder) -> Self {
        PallasGmm {
            splices: Splices::new(b, "tpu"),
        }
    }

    /// The interpret-mode (`cpu`) exports instead, plain StableHLO that runs on any plugin: for
    /// checking a model's grouped-matmul path on the CPU plugin.
    pub fn interpret(b: &Builder) -> Self {
        PallasGmm {
            splices: Splices::new(b, "cpu"),
        }
    }

    /// The `platform` of the variants these kernels splice (`tpu` or `cpu`).
    pub fn platform(&self) -> &'static str {
        self.splices.platform()
    }

    /// `map` of `variant` on `lhs [pieces · M, K]` (copies sorted by expert within each piece,
    /// in the variant's dtype) against `rhs [E, K, N]` (the variant's dtype) with `group_sizes
    /// [pieces, E]` i32: `[pieces · M, N]` in the variant's dtype, differentiable in `lhs` and
    /// `rhs`. `shards`: the pieces' split over the devices of an SPMD program (`None` on one
    /// device, where `pieces` is 1).
    pub fn grouped_matmul(
        &self,
        map: GmmMap,
        lhs: &Tensor,
        rhs: &Tensor,
        group_sizes: &Tensor,
        variant: &GmmVariant,
        shards: Option<&GmmShards>,
    ) -> Result<Tensor> {
        let (fwd, dlhs, dw) = match map {
            GmmMap::GateUp => (
                &variant.gate_up_fwd,
                &variant.gate_up_dlhs,
                &variant.gate_up_dw,
            ),
            GmmMap::Down => (&variant.down_fwd, &variant.down_dlhs, &variant.down_dw),
        };
        let split = Split::new(shards, lhs, group_sizes)?;
        let local = [
            split.enter_rows(lhs),
            split.enter_whole(rhs),
            split.enter_sizes(group_sizes),
        ];
        for ((t, want), name) in
            local
                .iter()
                .zip(&fwd.function.args)
                .zip(["lhs", "rhs", "group_sizes"])
        {
            let ty: TensorType = t.check()?.ty();
            if ty != *want {
                return Err(Error::Usage(format!(
                    "pallas grouped matmul variant {:?} ({map:?}): {name} is {ty} per device, \
                     the kernel takes {want}",
                    variant.name
                )));
            }
        }
        let kernels = Kernels {
            fwd: self.splices.function(&fwd.function)?,
            dlhs: self.splices.function(&dlhs.function)?,
            dw: self.splices.function(&dw.function)?,
        };
        let out = split.exit_rows(&kernels.call(&kernels.fwd, &local)?);
        let rule: CustomVjp = Rc::new(move |inputs: &[Tensor], _: &[Tensor], cts| {
            let Some(ct) = &cts[0] else {
                return vec![None; inputs.len()];
            };
            let (lhs, rhs, sizes) = (&inputs[0], &inputs[1], &inputs[2]);
            let ct = split.enter_rows(&cast(ct, lhs.dtype()));
            let (l_lhs, l_rhs, l_sizes) = (
                split.enter_rows(lhs),
                split.enter_whole(rhs),
                split.enter_sizes(sizes),
            );
            // A failed call is recorded in the graph, which reports it when the program is
            // checked or emitted.
            let (Ok(d_lhs), Ok(d_rhs)) = (
                kernels.call(&kernels.dlhs, &[ct.clone(), l_rhs, l_sizes.clone()]),
                kernels.call(&kernels.dw, &[l_lhs, ct, l_sizes]),
            ) else {
                return vec![None; inputs.len()];
            };
            vec![
                Some(split.exit_rows(&d_lhs)),
                Some(split.sum_over_devices(&d_rhs, rhs.dtype())),
                None,
            ]
        });
        Ok(out.with_vjp(&[lhs, rhs, group_sizes], rule))
    }
}

pub(crate) fn cast(t: &Tensor, dtype: DType) -> Tensor {
    if t.dtype() == dtype {
        t.clone()
    } else {
        t.convert(dtype)
    }
}

/// One map's three spliced kernels.
#[derive(Clone)]
struct Kernels {
    fwd: xla_hlo::Function,
    dlhs: xla_hlo::Function,
    dw: xla_hlo::Function,
}

impl Kernels {
    fn call(&self, f: &xla_hlo::Function, args: &[Tensor]) -> Result<Tensor> {
        let refs: Vec<&Tensor> = args.iter().collect();
        Ok(call_on_operands(f, &refs)?.swap_remove(0))
    }
}

/// How the operands enter and leave the manual computation of one call. Without shards (one
/// device) entering and leaving only drop or add the group sizes' leading 1.
#[derive(Clone)]
pub(crate) struct Split {
    shards: Option<GmmShards>,
}

impl Split {
    pub(crate) fn new(shards: Option<&GmmShards>, lhs: &Tensor, sizes: &Tensor) -> Result<Self> {
        let (rows, pieces) = (lhs.check()?.dims()[0], sizes.check()?.dims()[0]);
        let want = shards.map_or(1, |s| s.pieces);
        if pieces != want || rows % want != 0 {
            return Err(Error::Usage(format!(
                "pallas grouped matmul: {rows} copies with group sizes for {pieces} piece(s), \
                 and the program splits them into {want}: each device's copies need their own \
                 group sizes"
            )));
        }
        Ok(Split {
            shards: shards.cloned(),
        })
    }

    /// This device's copies `[M, K]` of `[pieces · M, K]`.
    pub(crate) fn enter_rows(&self, t: &Tensor) -> Tensor {
        match &self.shards {
            Some(s) => {
                let mut local = t.dims();
                local[0] /= s.pieces;
                t.to_manual(&s.rank2, &local)
            }
            None => t.clone(),
        }
    }

    /// This device's group sizes `[E]` of `[pieces, E]`.
    pub(crate) fn enter_sizes(&self, t: &Tensor) -> Tensor {
        let e = t.dims()[1];
        match &self.shards {
            Some(s) => t.to_manual(&s.rank2, &[1, e]).reshape(&[e]),
            None => t.reshape(&[e]),
        }
    }

    /// The weights, whole on every device.
    pub(crate) fn enter_whole(&self, t: &Tensor) -> Tensor {
        match &self.shards {
            Some(_) => t.to_manual("{replicated}", &t.dims()),
            None => t.clone(),
        }
    }

    /// Every device's copies `[pieces · M, N]` of this device's `[M, N]`.
    pub(crate) fn exit_rows(&self, t: &Tensor) -> Tensor {
        match &self.shards {
            Some(s) => {
                let mut full = t.dims();
                full[0] *= s.pieces;
                t.from_manual(&s.rank2, &full)
            }
            None => t.clone(),
        }
    }

    /// The sum over the devices of each device's weight cotangent `t [E, K, N]`, in the
    /// weights' `dtype` (what crosses the links: bf16 partial sums for bf16 weights, as the
    /// capacity path's batched matmuls reduce theirs).
    pub(crate) fn sum_over_devices(&self, t: &Tensor, dtype: DType) -> Tensor {
        let t = cast(t, dtype);
        let Some(s) = &self.shards else {
            return t;
        };
        let dims = t.dims();
        let one = t.reshape(&[&[1], &dims[..]].concat());
        one.from_manual(&s.rank4, &[&[s.pieces], &dims[..]].concat())
            .reduce_sum(&[0])
    }
}
