//! Splicing the exported kernels into an `xla-hlo` program, with the backward wired to autodiff.
//!
//! Per variant the program gets two private functions, `@namtrain_<variant>_fwd` and
//! `@namtrain_<variant>_bwd` (each with its renamed helpers), registered once per program however
//! many layers call them. A call is
//!
//! ```text
//! (out, lse) = call @fwd(q, k, v, segment_ids)                 // Mosaic splash kernel
//! ```
//!
//! and `out` carries its gradient rule ([`xla_hlo::Tensor::with_vjp`], which emits nothing): the
//! rule calls `@bwd(q, k, v, segment_ids, out, lse, dy)` and hands `dq, dk, dv` to `q, k, v`. It
//! reads only the tied inputs and `out`, so it stays valid when autodiff re-traces a loop body.
//! (An earlier version passed `out` through a Mosaic no-op custom call to carry the rule; on
//! v6e its fixed operand layout cost copies around every attention call.)
//!
//! A batch-1 variant serves any number of rows: the call becomes a `scan` over the rows
//! (`crate::rows`), so one artifact covers every per-device batch a plan or a trainer picks.
//!
//! In an SPMD program ([`PallasAttention::attention_sharded`]) the call sits inside a GSPMD manual
//! computation (`shard_map`): each device runs the kernel of the per-device shape on its own rows
//! and heads. The rule is tied to the full tensors outside it (`q, k, v`, and `out` and `lse`
//! after they leave it) and re-enters a manual computation for the backward kernel, so a layer
//! loop that stacks the rule's inputs for its backward pass stacks ordinary sharded arrays.
//!
//! `out` and `lse` are marked [`Tensor::keep_for_backward`]: a rematerialising layer loop stacks
//! them rather than running the forward kernel again in its backward pass (PREDICTED
//! nam12-dense v6e-8 step 184.8 → 182.5 ms, `docs/performance-log.md`, "Attention without layout
//! copies (model v5)").

use crate::Variant;
use crate::manifest::VariantQuery;
use crate::rows::RowKernels;
use crate::splices::Splices;
use std::rc::Rc;
use xla_hlo::{Builder, CustomVjp, Error, Function, Result, Tensor, TensorType};

/// Pallas attention calls for one program; registers each variant's functions once.
pub struct PallasAttention {
    splices: Splices,
}

impl PallasAttention {
    /// TPU kernels for the program built by `b` (the top-level builder).
    pub fn new(b: &Builder) -> Self {
        PallasAttention {
            splices: Splices::new(b, "tpu"),
        }
    }

    /// The interpret-mode (`cpu`) exports instead, plain StableHLO that runs on any plugin:
    /// for checking a model's Pallas path on the CPU plugin.
    pub fn interpret(b: &Builder) -> Self {
        PallasAttention {
            splices: Splices::new(b, "cpu"),
        }
    }

    /// The `platform` of the variants these kernels splice ([`VariantQuery::platform`]).
    pub fn platform(&self) -> &'static str {
        self.splices.platform()
    }

    fn functions(&self, v: &Variant) -> Result<(Function, Function)> {
        self.splices.pair(&v.fwd, &v.bwd)
    }

    /// Differentiable NAM attention (spec A steps 4-6) by the Pallas kernels of variant `v`.
    ///
    /// `q [B,T,H,D]`, `k, v [B,T,K,D]` in the variant's dtype, `segment_ids [B,T] i32`; returns
    /// `out [B,T,H,D]` (heads not yet merged, no output projection). Gradients flow to `q, k, v`.
    /// `q` comes already scaled by `1/sqrt(D)` (scores are `q·k`; manifest format 3): the caller
    /// folds the scale into the pass that writes `q`, so it rounds once and is not read and
    /// written again to be scaled.
    /// `B` is the variant's batch, or any batch for a batch-1 variant (applied row by row).
    /// Interpret-mode (`cpu`) variants, plain StableHLO, run anywhere: the tests differentiate
    /// through them on the CPU plugin.
    pub fn attention(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        segment_ids: &Tensor,
        variant: &Variant,
    ) -> Result<Tensor> {
        self.attention_split(q, k, v, segment_ids, variant, None)
    }

    /// [`Self::attention`] in an SPMD program: `q, k, v [B,T,H,D]` and `segment_ids [B,T]` are
    /// split over the devices as `shards` says, and each device runs variant `v` (found for the
    /// per-device shape, [`AttentionShards::local_dims`]) on its piece inside a manual
    /// computation. Returns the full `out [B,T,H,D]`, split like `q`. Differentiable.
    pub fn attention_sharded(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        segment_ids: &Tensor,
        variant: &Variant,
        shards: &AttentionShards,
    ) -> Result<Tensor> {
        self.attention_split(q, k, v, segment_ids, variant, Some(shards))
    }

    /// The forward kernel's `(out, lse)`, with the rule that runs the backward kernel tied to
    /// `out`. On a mesh both kernels run inside manual computations, and the rule's inputs are
    /// the full tensors outside them: a layer loop that keeps them for its backward pass (no
    /// rematerialisation) stacks ordinary sharded arrays. (Tying the rule to the per-device
    /// pieces made the loop stack arrays of the manual computation, which libtpu's sharding
    /// propagation rejects: `Check failed: !operand->sharding().IsManual()`.)
    fn attention_split(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        segment_ids: &Tensor,
        variant: &Variant,
        shards: Option<&AttentionShards>,
    ) -> Result<Tensor> {
        let split = Split::new(shards, [q, k, v, segment_ids])?;
        let rows = split.local[0].first().copied().unwrap_or(0);
        let kernels = RowKernels::new(self.functions(variant)?, variant.batch, rows, Vec::new());
        let local = [
            &split.enter(q, Piece::Q),
            &split.enter(k, Piece::Kv),
            &split.enter(v, Piece::Kv),
            &split.enter(segment_ids, Piece::SegmentIds),
        ];
        let want = kernels.want(&variant.fwd.args, rows);
        check_args(variant, &want, &local, &["q", "k", "v", "segment_ids"])?;
        let r = kernels.forward(&local)?;
        let (out, lse) = (&r[0], &r[1]);
        let (out, split) = (split.exit(out, Piece::Q), split.with_lse(lse));
        let lse = split.exit(lse, Piece::Lse).keep_for_backward();
        let vjp: CustomVjp = Rc::new(move |x: &[Tensor], y: &[Tensor], cts: &[Option<Tensor>]| {
            let Some(dy) = &cts[0] else {
                return vec![None; x.len()];
            };
            // x = (lse, q, k, v, segment_ids), y = (out); @bwd takes (q, k, v, segment_ids, out,
            // lse, dout).
            let pieces = [
                Piece::Lse,
                Piece::Q,
                Piece::Kv,
                Piece::Kv,
                Piece::SegmentIds,
            ];
            let local: Vec<Tensor> = x
                .iter()
                .zip(pieces)
                .map(|(t, p)| split.enter(t, p))
                .collect();
            let args = [
                &local[1],
                &local[2],
                &local[3],
                &local[4],
                &split.enter(&y[0], Piece::Q),
                &local[0],
                &split.enter(dy, Piece::Q),
            ];
            // A failed call is recorded in the graph, which reports it when the program is
            // checked or emitted.
            let Ok(g) = kernels.backward(&args) else {
                return vec![None; x.len()];
            };
            vec![
                None,
                Some(split.exit(&g[0], Piece::Q)),
                Some(split.exit(&g[1], Piece::Kv)),
                Some(split.exit(&g[2], Piece::Kv)),
                None,
            ]
        });
        // `out` itself in the program; its gradient is the backward kernel's.
        Ok(out
            .with_vjp(&[&lse, q, k, v, segment_ids], vjp)
            .keep_for_backward())
    }

    /// The forward function alone: `(out, lse)`. Not differentiable (use [`Self::attention`]);
    /// for tests and for running interpret-mode (`cpu`) variants on the CPU plugin.
    pub fn forward(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        segment_ids: &Tensor,
        variant: &Variant,
    ) -> Result<(Tensor, Tensor)> {
        check_args(
            variant,
            &variant.fwd.args,
            &[q, k, v, segment_ids],
            &["q", "k", "v", "segment_ids"],
        )?;
        let (fwd, _) = self.functions(variant)?;
        let r = self.splices.builder().call(&fwd, &[q, k, v, segment_ids]);
        Ok((r[0].check()?, r[1].check()?))
    }

    /// The backward function alone: `(dq, dk, dv)` for cotangent `dout` of `out`.
    #[allow(clippy::too_many_arguments)]
    pub fn backward(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        segment_ids: &Tensor,
        out: &Tensor,
        lse: &Tensor,
        dout: &Tensor,
        variant: &Variant,
    ) -> Result<(Tensor, Tensor, Tensor)> {
        let args = [q, k, v, segment_ids, out, lse, dout];
        check_args(
            variant,
            &variant.bwd.args,
            &args,
            &["q", "k", "v", "segment_ids", "out", "lse", "dout"],
        )?;
        let (_, bwd) = self.functions(variant)?;
        let r = self.splices.builder().call(&bwd, &args);
        Ok((r[0].check()?, r[1].check()?, r[2].check()?))
    }
}

/// Which of the kernels' operands a tensor is, for its split over the devices.
#[derive(Clone, Copy)]
enum Piece {
    /// `q`, `out` and their cotangents, `[B,T,H,D]`.
    Q = 0,
    /// `k`, `v` and their cotangents, `[B,T,K,D]`.
    Kv = 1,
    /// `segment_ids [B,T]`.
    SegmentIds = 2,
    /// The forward kernel's log-sum-exp `[B,H,T]`.
    Lse = 3,
}

/// How the kernels' operands enter and leave the manual computation of one attention call:
/// full and per-device dims of each [`Piece`]. Without `shards` (one device) both are the same
/// and entering or leaving emits nothing.
#[derive(Clone)]
struct Split {
    shards: Option<AttentionShards>,
    full: [Vec<i64>; 4],
    local: [Vec<i64>; 4],
}

impl Split {
    fn new(shards: Option<&AttentionShards>, [q, k, v, seg]: [&Tensor; 4]) -> Result<Self> {
        let full = [q, k, seg].map(|t| t.check().map(|t| t.dims()));
        let [q_dims, k_dims, seg_dims] = full;
        let full = [q_dims?, k_dims?, seg_dims?, vec![]];
        let local = match shards {
            Some(s) => [
                s.local_dims("q", &full[0])?,
                s.local_dims("k", &full[1])?,
                s.local_dims("segment_ids", &full[2])?,
                vec![],
            ],
            None => full.clone(),
        };
        if let Some(s) = shards {
            s.local_dims("v", &v.check()?.dims())?;
        }
        Ok(Split {
            shards: shards.cloned(),
            full,
            local,
        })
    }

    /// `self` knowing the log-sum-exp's per-device dims (the forward kernel's `lse`).
    fn with_lse(mut self, lse: &Tensor) -> Self {
        let local = lse.dims();
        self.full[Piece::Lse as usize] = match &self.shards {
            Some(s) => local
                .iter()
                .enumerate()
                .map(|(i, &n)| match i {
                    0 => n * s.batch_splits,
                    1 => n * s.head_splits,
                    _ => n,
                })
                .collect(),
            None => local.clone(),
        };
        self.local[Piece::Lse as usize] = local;
        self
    }

    fn sharding(s: &AttentionShards, p: Piece) -> &str {
        match p {
            Piece::Q | Piece::Kv => &s.qkv,
            Piece::SegmentIds => &s.segment_ids,
            Piece::Lse => &s.lse,
        }
    }

    /// This device's piece of the full tensor `t`.
    fn enter(&self, t: &Tensor, p: Piece) -> Tensor {
        match &self.shards {
            Some(s) => t.to_manual(Self::sharding(s, p), &self.local[p as usize]),
            None => t.clone(),
        }
    }

    /// The full tensor of every device's piece `t`.
    fn exit(&self, t: &Tensor, p: Piece) -> Tensor {
        match &self.shards {
            Some(s) => t.from_manual(Self::sharding(s, p), &self.full[p as usize]),
            None => t.clone(),
        }
    }
}

/// How the operands of one attention call are split over the devices of an SPMD program: batch
/// rows over the data-parallel mesh axes, heads over the model axis, sequence and head_dim whole.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttentionShards {
    /// GSPMD `mhlo.sharding` of `q, k, v [B,T,H,D]`.
    pub qkv: String,
    /// GSPMD `mhlo.sharding` of `segment_ids [B,T]`: the rows as in [`Self::qkv`].
    pub segment_ids: String,
    /// GSPMD `mhlo.sharding` of the log-sum-exp `[B,H,T]` the forward kernel hands the backward
    /// one: rows and heads as in [`Self::qkv`].
    pub lse: String,
    /// Pieces the batch dimension is cut into.
    pub batch_splits: i64,
    /// Pieces the heads dimension is cut into.
    pub head_splits: i64,
}

impl AttentionShards {
    /// One device's piece of `[B,T,H,D]` (q, k, v) or `[B,T]` (segment ids) named `what`, or an
    /// error naming the dimension that does not divide.
    pub fn local_dims(&self, what: &str, dims: &[i64]) -> Result<Vec<i64>> {
        let mut local = dims.to_vec();
        let mut split = |d: usize, by: i64, axis: &str, mesh_axis: &str| match local.get(d) {
            Some(&n) if by > 0 && n % by == 0 => {
                local[d] = n / by;
                Ok(())
            }
            _ => Err(Error::Usage(format!(
                "pallas attention on a mesh: {what} {dims:?} has {axis} {}, which does not \
                     divide into {by} pieces over the {mesh_axis}; choose a mesh whose axes \
                     divide it",
                local.get(d).copied().unwrap_or(0)
            ))),
        };
        split(0, self.batch_splits, "batch", "data-parallel axes")?;
        if dims.len() == 4 {
            split(2, self.head_splits, "heads", "model axis")?;
        }
        Ok(local)
    }
}

fn check_args(
    variant: &Variant,
    want: &[TensorType],
    got: &[&Tensor],
    names: &[&str],
) -> Result<()> {
    for ((t, w), n) in got.iter().zip(want).zip(names) {
        let ty = t.check()?.ty();
        if ty != *w {
            return Err(Error::Usage(format!(
                "pallas attention variant {:?}: {n} is {ty}, the kernel takes {w}",
                variant.name
            )));
        }
    }
    Ok(())
}

/// One-shot [`PallasAttention::attention`] for a program with a single attention call; programs
/// with several layers use one [`PallasAttention`] so each variant's kernels are spliced once.
pub fn pallas_attention(
    b: &Builder,
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    segment_ids: &Tensor,
    variant: &Variant,
) -> Result<Tensor> {
    PallasAttention::new(b).attention(q, k, v, segment_ids, variant)
}

impl VariantQuery {
    /// The query for attention on `q [B,T,H,D]` and `k [B,T,K,D]` with the given mask parameters.
    pub fn for_tensors(
        q: &Tensor,
        k: &Tensor,
        window: Option<i64>,
        softcap: Option<f64>,
        platform: &str,
    ) -> Result<Self> {
        let (qd, kd) = (q.check()?.dims(), k.check()?.dims());
        if qd.len() != 4 || kd.len() != 4 {
            return Err(Error::Usage(format!(
                "pallas attention: q and k must be [batch, seq, heads, head_dim], got {} and {}",
                q.ty(),
                k.ty()
            )));
        }
        Ok(VariantQuery {
            batch: qd[0],
            heads: qd[2],
            kv_heads: kd[2],
            seq: qd[1],
            head_dim: qd[3],
            window,
            softcap,
            dtype: q.dtype(),
            platform: platform.to_ascii_lowercase(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::AttentionShards;

    #[test]
    fn local_dims_split_rows_and_heads_and_name_what_does_not_divide() {
        let s = AttentionShards {
            qkv: "{devices=[4,1,2,1]0,1,2,3,4,5,6,7}".into(),
            segment_ids: "{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}".into(),
            lse: "{devices=[4,2,1]0,1,2,3,4,5,6,7}".into(),
            batch_splits: 4,
            head_splits: 2,
        };
        assert_eq!(
            s.local_dims("q", &[8, 256, 6, 128]).unwrap(),
            vec![2, 256, 3, 128]
        );
        assert_eq!(
            s.local_dims("segment_ids", &[8, 256]).unwrap(),
            vec![2, 256]
        );
        assert_eq!(
            s.local_dims("k", &[8, 256, 1, 128])
                .unwrap_err()
                .to_string(),
            "pallas attention on a mesh: k [8, 256, 1, 128] has heads 1, which does not divide \
             into 2 pieces over the model axis; choose a mesh whose axes divide it"
        );
        assert_eq!(
            s.local_dims("q", &[2, 256, 6, 128])
                .unwrap_err()
                .to_string(),
            "pallas attention on a mesh: q [2, 256, 6, 128] has batch 2, which does not divide \
             into 4 pieces over the data-parallel axes; choose a mesh whose axes divide it"
        );
    }
}
