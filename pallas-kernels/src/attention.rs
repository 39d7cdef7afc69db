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
//! A batch-1 variant serves any number of rows: the call becomes a `scan` over the rows (one
//! kernel launch per row, as the kernel's own grid would visit them on a single TensorCore), so
//! one artifact covers every per-device batch a plan or a trainer picks.
//!
//! In an SPMD program ([`PallasAttention::attention_sharded`]) the call sits inside a GSPMD manual
//! computation (`shard_map`): each device runs the kernel of the per-device shape on its own rows
//! and heads, and the backward kernel runs inside the manual computation of the VJP.

use crate::Variant;
use crate::manifest::VariantQuery;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use xla_hlo::{Builder, CustomVjp, Error, Function, Result, ScanOptions, Tensor, TensorType};

/// Pallas attention calls for one program; registers each variant's functions once.
pub struct PallasAttention {
    b: Builder,
    platform: &'static str,
    functions: RefCell<HashMap<String, (Function, Function)>>,
}

impl PallasAttention {
    /// TPU kernels for the program built by `b` (the top-level builder).
    pub fn new(b: &Builder) -> Self {
        PallasAttention {
            b: b.clone(),
            platform: "tpu",
            functions: RefCell::new(HashMap::new()),
        }
    }

    /// The interpret-mode (`cpu`) exports instead, plain StableHLO that runs on any plugin:
    /// for checking a model's Pallas path on the CPU plugin.
    pub fn interpret(b: &Builder) -> Self {
        PallasAttention {
            platform: "cpu",
            ..Self::new(b)
        }
    }

    /// The `platform` of the variants these kernels splice ([`VariantQuery::platform`]).
    pub fn platform(&self) -> &'static str {
        self.platform
    }

    fn functions(&self, v: &Variant) -> Result<(Function, Function)> {
        if let Some(f) = self.functions.borrow().get(&v.name) {
            return Ok(f.clone());
        }
        let fwd = self
            .b
            .raw_function(&v.fwd.symbol, v.fwd.text, &v.fwd.args, &v.fwd.results)?;
        let bwd = self
            .b
            .raw_function(&v.bwd.symbol, v.bwd.text, &v.bwd.args, &v.bwd.results)?;
        self.functions
            .borrow_mut()
            .insert(v.name.clone(), (fwd.clone(), bwd.clone()));
        Ok((fwd, bwd))
    }

    /// Differentiable NAM attention (spec A steps 4-6) by the Pallas kernels of variant `v`.
    ///
    /// `q [B,T,H,D]`, `k, v [B,T,K,D]` in the variant's dtype, `segment_ids [B,T] i32`; returns
    /// `out [B,T,H,D]` (heads not yet merged, no output projection). Gradients flow to `q, k, v`.
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
        let rows = q.check()?.dims().first().copied().unwrap_or(0);
        if variant.batch == 1 && rows > 1 {
            return self.attention_by_rows(q, k, v, segment_ids, variant);
        }
        let (out, lse) = self.forward(q, k, v, segment_ids, variant)?;
        let (_, bwd) = self.functions(variant)?;
        let vjp: CustomVjp = Rc::new(move |x: &[Tensor], y: &[Tensor], cts: &[Option<Tensor>]| {
            let Some(dy) = &cts[0] else {
                return vec![None; x.len()];
            };
            // x = (lse, q, k, v, segment_ids), y = (out); @bwd takes (q, k, v, segment_ids, out,
            // lse, dout).
            let out = &y[0];
            let g = dy
                .builder()
                .call(&bwd, &[&x[1], &x[2], &x[3], &x[4], out, &x[0], dy]);
            vec![
                None,
                Some(g[0].clone()),
                Some(g[1].clone()),
                Some(g[2].clone()),
                None,
            ]
        });
        // `out` itself in the program; its gradient is the backward kernel's.
        Ok(out.with_vjp(&[&lse, q, k, v, segment_ids], vjp))
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
        let enter = |t: &Tensor, what: &str, sharding: &str| -> Result<Tensor> {
            Ok(t.to_manual(sharding, &shards.local_dims(what, &t.check()?.dims())?))
        };
        let out = self.attention(
            &enter(q, "q", &shards.qkv)?,
            &enter(k, "k", &shards.qkv)?,
            &enter(v, "v", &shards.qkv)?,
            &enter(segment_ids, "segment_ids", &shards.segment_ids)?,
            variant,
        )?;
        out.from_manual(&shards.qkv, &q.dims()).check()
    }

    /// [`Self::attention`] of a batch-1 variant over each of the `B` rows of `q, k, v, segment_ids`.
    fn attention_by_rows(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        segment_ids: &Tensor,
        variant: &Variant,
    ) -> Result<Tensor> {
        let failure: RefCell<Option<Error>> = RefCell::new(None);
        // Built on the operands' builder: inside a layer loop that is the loop body's.
        let (_, ys) = q.builder().scan(
            &[],
            &[q, k, v, segment_ids],
            ScanOptions::default(),
            |_, _, x| {
                let row = |t: &Tensor| {
                    let mut d = vec![1];
                    d.extend(t.dims());
                    t.reshape(&d)
                };
                let out = self
                    .attention(&row(&x[0]), &row(&x[1]), &row(&x[2]), &row(&x[3]), variant)
                    .map(|o| o.reshape(&x[0].dims()))
                    .unwrap_or_else(|e| {
                        failure.borrow_mut().get_or_insert(e);
                        x[0].clone()
                    });
                (vec![], vec![out])
            },
        );
        if let Some(e) = failure.into_inner() {
            return Err(e);
        }
        ys.into_iter()
            .next()
            .ok_or_else(|| Error::Usage("pallas attention: the row scan returned nothing".into()))?
            .check()
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
        let r = self.b.call(&fwd, &[q, k, v, segment_ids]);
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
        let r = self.b.call(&bwd, &args);
        Ok((r[0].check()?, r[1].check()?, r[2].check()?))
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
