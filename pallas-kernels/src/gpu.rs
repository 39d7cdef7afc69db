//! Flash attention on NVIDIA Hopper GPUs: tokamax's Pallas Mosaic GPU kernels, exported offline
//! by `pallas-kernels/gpu/export.py` (see its docstring) and spliced like the TPU kernels.
//!
//! Per variant the program gets `@namtrain_gpu_<variant>_fwd(q, k, v, k_start) -> (out, m, l)`
//! and `@namtrain_gpu_<variant>_bwd(q, k, v, k_start, out, m, l, dout) -> (dq, dk, dv)`, each
//! holding one `mosaic_gpu_v2` custom call (the XLA CUDA plugin runs it; it finds Mosaic GPU's
//! runtime library through `MOSAIC_GPU_RUNTIME_LIB_PATH`). `out` carries the backward as its
//! gradient rule ([`xla_hlo::Tensor::with_vjp`]), as in [`crate::PallasAttention`].
//!
//! The mask is causal plus `k_start [B, 1, T] i32`: query `i` sees keys `k_start[i] ..= i`. The
//! caller computes it in the graph (a document's start, or `i - window + 1` when later), so one
//! variant serves global and sliding-window layers alike. `q` comes scaled by `1/sqrt(D)`.
//! Variants are exact shapes (no row loop) on one device.

use crate::manifest::{
    FunctionJson, KernelFunction, Loaded, dtype, file_unchecked, function, loaded_from,
};
use crate::splices::Splices;
use crate::{Error, Result};
use serde::Deserialize;
use std::fmt;
use std::rc::Rc;
use std::sync::OnceLock;
use xla_hlo::{Builder, CustomVjp, DType, Tensor};

use crate::manifest::GPU_FILES;

/// The command that (re-)exports the GPU artifacts; error messages name it.
pub const GPU_EXPORT_COMMAND: &str =
    "cd pallas-kernels/gpu && ./setup.sh && .venv/bin/python export.py";

/// The manifest format this crate reads (`gpu/artifacts/manifest.json`).
const GPU_FORMAT: u32 = 1;

/// An exported GPU flash-attention variant: `q [batch, seq, heads, head_dim]`, `k, v [batch, seq,
/// kv_heads, head_dim]` in `dtype`, `k_start [batch, 1, seq] i32`; the forward also returns the
/// softmax residuals `m` (row maximum) and `l` (row sum), `[batch, heads, seq] f32`.
#[derive(Clone, Debug)]
pub struct GpuVariant {
    /// Name in `gpu/variants.toml`.
    pub name: String,
    /// Rows per call.
    pub batch: i64,
    /// Query heads.
    pub heads: i64,
    /// Key/value heads.
    pub kv_heads: i64,
    /// Sequence length.
    pub seq: i64,
    /// Head dimension.
    pub head_dim: i64,
    /// Element type of q, k, v and out (bf16: the backward kernel takes 16-bit operands).
    pub dtype: DType,
    /// `(q, k, v, k_start) -> (out, m, l)`.
    pub fwd: KernelFunction,
    /// `(q, k, v, k_start, out, m, l, dout) -> (dq, dk, dv)`.
    pub bwd: KernelFunction,
}

/// The shape an attention call needs of a [`GpuVariant`]: every field equal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GpuQuery {
    /// Rows.
    pub batch: i64,
    /// Query heads.
    pub heads: i64,
    /// Key/value heads.
    pub kv_heads: i64,
    /// Sequence length.
    pub seq: i64,
    /// Head dimension.
    pub head_dim: i64,
    /// Element type of q, k, v.
    pub dtype: DType,
}

impl GpuQuery {
    /// The query for `q [B, T, H, D]` and `k [B, T, K, D]` in `dtype`.
    pub fn for_dims(q: &[i64], k: &[i64], dtype: DType) -> Self {
        GpuQuery {
            batch: q[0],
            heads: q[2],
            kv_heads: k[2],
            seq: q[1],
            head_dim: q[3],
            dtype,
        }
    }
}

impl fmt::Display for GpuQuery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "batch={} heads={} kv_heads={} seq={} head_dim={} dtype={}",
            self.batch, self.heads, self.kv_heads, self.seq, self.head_dim, self.dtype
        )
    }
}

impl GpuVariant {
    /// The query this variant answers.
    pub fn query(&self) -> GpuQuery {
        GpuQuery {
            batch: self.batch,
            heads: self.heads,
            kv_heads: self.kv_heads,
            seq: self.seq,
            head_dim: self.head_dim,
            dtype: self.dtype,
        }
    }

    /// Every exported GPU variant, in `gpu/variants.toml` order.
    pub fn all() -> Result<&'static [GpuVariant]> {
        static ALL: Loaded<GpuVariant> = OnceLock::new();
        loaded_from(&ALL, load, GPU_FILES, GPU_EXPORT_COMMAND)
    }

    /// The variant named `name`.
    pub fn by_name(name: &str) -> Result<&'static GpuVariant> {
        let all = Self::all()?;
        all.iter()
            .find(|v| v.name == name)
            .ok_or_else(|| Self::missing(format!("name {name:?}"), all))
    }

    /// The variant of exactly `q`'s shape, or [`Error::NoGpuVariant`] listing the exported ones.
    pub fn find(q: &GpuQuery) -> Result<&'static GpuVariant> {
        let all = Self::all()?;
        all.iter()
            .find(|v| v.query() == *q)
            .ok_or_else(|| Self::missing(q.to_string(), all))
    }

    fn missing(requested: String, all: &[GpuVariant]) -> Error {
        Error::NoGpuVariant {
            requested,
            available: all
                .iter()
                .map(|v| format!("  {}: {}", v.name, v.query()))
                .collect::<Vec<_>>()
                .join("\n"),
            command: GPU_EXPORT_COMMAND.into(),
        }
    }
}

/// The GPU flash-attention calls of one program; registers each variant's functions once.
pub struct MosaicGpuAttention {
    splices: Splices,
}

impl MosaicGpuAttention {
    /// For the program built by `b` (the top-level builder).
    pub fn new(b: &Builder) -> Self {
        MosaicGpuAttention {
            splices: Splices::new(b, "cuda"),
        }
    }

    /// Differentiable attention (NAM spec A steps 4-6) by variant `variant`: `q [B,T,H,D]`
    /// scaled by `1/sqrt(D)`, `k, v [B,T,K,D]` in the variant's dtype, `k_start [B,1,T] i32`;
    /// returns `out [B,T,H,D]`. Gradients flow to `q, k, v`. `out` and the residuals are kept
    /// for the backward pass rather than recomputed by a rematerialising layer loop.
    pub fn attention(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        k_start: &Tensor,
        variant: &GpuVariant,
    ) -> xla_hlo::Result<Tensor> {
        let (fwd, bwd) = self.splices.pair(&variant.fwd, &variant.bwd)?;
        check_args(variant, &[q, k, v, k_start])?;
        // Built on the operands' builder: inside a layer loop that is the loop body's.
        let r = q.builder().call(&fwd, &[q, k, v, k_start]);
        let (out, m, l) = (
            r[0].check()?,
            r[1].check()?.keep_for_backward(),
            r[2].check()?.keep_for_backward(),
        );
        let vjp: CustomVjp = Rc::new(move |x: &[Tensor], y: &[Tensor], cts: &[Option<Tensor>]| {
            let Some(dy) = &cts[0] else {
                return vec![None; x.len()];
            };
            // x = (m, l, q, k, v, k_start), y = (out); @bwd takes (q, k, v, k_start, out, m, l,
            // dout). A failed call is recorded in the graph, which reports it when the program
            // is checked or emitted.
            let g = dy
                .builder()
                .call(&bwd, &[&x[2], &x[3], &x[4], &x[5], &y[0], &x[0], &x[1], dy]);
            vec![
                None,
                None,
                Some(g[0].clone()),
                Some(g[1].clone()),
                Some(g[2].clone()),
                None,
            ]
        });
        Ok(out
            .with_vjp(&[&m, &l, q, k, v, k_start], vjp)
            .keep_for_backward())
    }

    /// The forward function alone: `(out, m, l)`. Not differentiable (use [`Self::attention`]).
    pub fn forward(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        k_start: &Tensor,
        variant: &GpuVariant,
    ) -> xla_hlo::Result<(Tensor, Tensor, Tensor)> {
        check_args(variant, &[q, k, v, k_start])?;
        let (fwd, _) = self.splices.pair(&variant.fwd, &variant.bwd)?;
        let r = self.splices.builder().call(&fwd, &[q, k, v, k_start]);
        Ok((r[0].check()?, r[1].check()?, r[2].check()?))
    }
}

/// `args` (q, k, v, k_start) have the types the variant's forward takes.
fn check_args(variant: &GpuVariant, args: &[&Tensor]) -> xla_hlo::Result<()> {
    const NAMES: [&str; 4] = ["q", "k", "v", "k_start"];
    for ((t, want), name) in args.iter().zip(&variant.fwd.args).zip(NAMES) {
        let t = t.check()?;
        if t.dims() != want.dims || t.dtype() != want.dtype {
            return Err(xla_hlo::Error::Usage(format!(
                "GPU flash attention {}: {name} is {:?} {}, the kernel takes {:?} {}",
                variant.name,
                t.dims(),
                t.dtype(),
                want.dims,
                want.dtype
            )));
        }
    }
    Ok(())
}

#[derive(Deserialize)]
struct GpuManifestJson {
    format: u32,
    variants: Vec<GpuVariantJson>,
}

#[derive(Deserialize)]
struct GpuVariantJson {
    name: String,
    batch: i64,
    heads: i64,
    kv_heads: i64,
    seq: i64,
    head_dim: i64,
    dtype: String,
    fwd: FunctionJson,
    bwd: FunctionJson,
}

/// Parses the GPU manifest among `files` and checks every artifact's hash.
fn load(files: &[(&str, &'static str)]) -> std::result::Result<Vec<GpuVariant>, String> {
    let manifest = file_unchecked(files, "manifest.json")?;
    let m: GpuManifestJson =
        serde_json::from_str(manifest).map_err(|e| format!("gpu/artifacts/manifest.json: {e}"))?;
    if m.format != GPU_FORMAT {
        return Err(format!(
            "gpu/artifacts/manifest.json has format {}, this crate reads format {GPU_FORMAT}",
            m.format
        ));
    }
    m.variants
        .into_iter()
        .map(|v| {
            Ok(GpuVariant {
                dtype: dtype(&v.dtype)?,
                fwd: function(files, &v.fwd)?,
                bwd: function(files, &v.bwd)?,
                name: v.name,
                batch: v.batch,
                heads: v.heads,
                kv_heads: v.kv_heads,
                seq: v.seq,
                head_dim: v.head_dim,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_manifest_lists_the_exported_variants_with_their_signatures() {
        let v = GpuVariant::by_name("nam12d_b16").unwrap();
        assert_eq!(
            (v.batch, v.heads, v.kv_heads, v.seq, v.head_dim),
            (16, 6, 6, 4096, 128)
        );
        assert_eq!(v.dtype, DType::BF16);
        let dims: Vec<_> = v.fwd.args.iter().map(|t| t.dims.clone()).collect();
        assert_eq!(dims[3], vec![16, 1, 4096], "k_start [B, 1, T]");
        let res: Vec<_> = v.fwd.results.iter().map(|t| t.dims.clone()).collect();
        assert_eq!(
            res,
            vec![vec![16, 4096, 6, 128], vec![16, 6, 4096], vec![16, 6, 4096]]
        );
        assert_eq!(v.bwd.args.len(), 8);
        for f in [&v.fwd, &v.bwd] {
            assert!(
                f.text.contains("stablehlo.custom_call @mosaic_gpu_v2"),
                "{}",
                f.symbol
            );
        }
    }

    #[test]
    fn a_shape_without_a_variant_names_the_exported_ones_and_the_command() {
        let q = GpuQuery {
            batch: 3,
            heads: 6,
            kv_heads: 6,
            seq: 4096,
            head_dim: 128,
            dtype: DType::BF16,
        };
        let e = GpuVariant::find(&q).unwrap_err().to_string();
        assert!(e.contains("batch=3 heads=6"), "{e}");
        assert!(e.contains("nam12d_b16: batch=16"), "{e}");
        assert!(e.contains(GPU_EXPORT_COMMAND), "{e}");
    }
}
