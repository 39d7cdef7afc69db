//! One-device programs that run a variant's forward kernel and differentiate through it (its
//! backward kernel): what `namtrain kernels export` compiles deviceless to check an export
//! before a run relies on it.

use xla_hlo::{Builder, DType, Tensor};

use crate::{PallasAttention, PallasSsd, SsdVariant, Variant};

/// StableHLO of `loss = Σ out·w` for attention variant `v` at its own shape (`q, k, v`,
/// `segment_ids`, `w` parameters), returning the loss and its gradients in `q`, `k`, `v`.
pub fn attention_check_program(v: &Variant) -> xla_hlo::Result<String> {
    let b = Builder::new();
    let (bs, t, d) = (v.batch, v.seq, v.head_dim);
    let q = b.param(v.dtype, &[bs, t, v.heads, d]);
    let k = b.param(v.dtype, &[bs, t, v.kv_heads, d]);
    let vv = b.param(v.dtype, &[bs, t, v.kv_heads, d]);
    let seg = b.param(DType::I32, &[bs, t]);
    let w = b.param(DType::F32, &q.dims());
    let out = PallasAttention::new(&b).attention(&q, &k, &vv, &seg, v)?;
    let loss = weighted_sum(&out, &w);
    let g = loss.grad(&[&q, &k, &vv])?;
    b.emit(&[&loss, &g[0], &g[1], &g[2]])
}

/// StableHLO of `loss = Σ y·w` for SSD variant `v` at its own shape, returning the loss and its
/// gradients in `x`, `dt`, `b` and `c`.
pub fn ssd_check_program(v: &SsdVariant) -> xla_hlo::Result<String> {
    let bld = Builder::new();
    let (r, h, p, t, g, n) = (v.rows, v.heads, v.head_dim, v.seq, v.groups, v.state);
    let x = bld.param(v.dtype, &[r, h, p, t]);
    let dt = bld.param(DType::F32, &[r, h, t]);
    let a = bld.param(DType::F32, &[h, 1]);
    let b = bld.param(v.dtype, &[r, g, t, n]);
    let c = bld.param(v.dtype, &[r, g, t, n]);
    let doc = bld.param(DType::I32, &[r, 1, t]);
    let d = bld.param(DType::F32, &[h, 1]);
    let w = bld.param(DType::F32, &x.dims());
    let y = PallasSsd::new(&bld).ssd(&x, &dt, &a, &b, &c, &doc, &d, v, None)?;
    let loss = weighted_sum(&y, &w);
    let grads = loss.grad(&[&x, &dt, &b, &c])?;
    bld.emit(&[&loss, &grads[0], &grads[1], &grads[2], &grads[3]])
}

/// `Σ t·w` in f32 over every axis.
fn weighted_sum(t: &Tensor, w: &Tensor) -> Tensor {
    let axes: Vec<i64> = (0..t.dims().len() as i64).collect();
    (&t.convert(DType::F32) * w).reduce_sum(&axes)
}
