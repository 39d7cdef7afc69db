//! Composite ops built from the primitives, so their gradients come from the primitives' rules.
//! Numerics: reductions in softmax/logsumexp/rmsnorm are stabilised the usual way (max subtraction,
//! epsilon inside the root); callers convert to f32 first where the spec asks for f32.

use crate::{DType, DotDims, Error, Tensor};

/// Matrix product over the last two dimensions, with leading (batch) dimensions broadcast numpy-style;
/// a rank-2 right operand is shared across the batch (`[.., m, k] x [k, n]`).
pub fn matmul(a: &Tensor, b: &Tensor) -> Tensor {
    let (ar, br) = (a.rank(), b.rank());
    if ar < 2 || br < 2 {
        return a.builder().fail(Error::Op {
            op: "matmul",
            operands: format!("{}, {}", a.ty(), b.ty()),
            rule: "both operands need rank >= 2".into(),
        });
    }
    if br == 2 {
        let dims = DotDims {
            lhs_contracting: vec![ar as i64 - 1],
            rhs_contracting: vec![0],
            ..Default::default()
        };
        return a.dot_general(b, &dims);
    }
    let (ad, bd) = (a.dims(), b.dims());
    let Some(batch) = crate::ops::elementwise::broadcast_shapes(&ad[..ar - 2], &bd[..br - 2])
    else {
        return a.builder().fail(Error::Op {
            op: "matmul",
            operands: format!("{}, {}", a.ty(), b.ty()),
            rule: "batch dimensions do not broadcast".into(),
        });
    };
    let nb = batch.len() as i64;
    let full = |t: &Tensor, d: &[i64]| {
        let mut want = batch.clone();
        want.extend_from_slice(&d[d.len() - 2..]);
        if d == want.as_slice() {
            t.clone()
        } else {
            t.broadcast_to(&want)
        }
    };
    let (a2, b2) = (full(a, &ad), full(b, &bd));
    let dims = DotDims {
        lhs_batch: (0..nb).collect(),
        rhs_batch: (0..nb).collect(),
        lhs_contracting: vec![nb + 1],
        rhs_contracting: vec![nb],
    };
    a2.dot_general(&b2, &dims)
}

fn last_axis(x: &Tensor) -> i64 {
    x.rank() as i64 - 1
}

/// Keeps a reduced axis as size 1 (for broadcasting back).
fn keep(x: &Tensor, reduced: &Tensor, axis: i64) -> Tensor {
    let mut d = x.dims();
    d[axis as usize] = 1;
    reduced.reshape(&d)
}

/// `log(sum(exp(x)))` over the last axis, stabilised by the maximum (whose gradient, zero in
/// exact arithmetic, is stopped).
pub fn logsumexp(x: &Tensor) -> Tensor {
    let ax = last_axis(x);
    // The shift cancels in exact arithmetic, so its gradient is zero: stopped, autodiff does not
    // find the maximum's position again (a pass over the input, the vocabulary for a loss).
    let m = x.reduce_max(&[ax]).stop_gradient();
    let mk = keep(x, &m, ax);
    let s = (x - &mk).exp().reduce_sum(&[ax]);
    s.log() + m
}

/// Softmax over the last axis.
pub fn softmax(x: &Tensor) -> Tensor {
    let ax = last_axis(x);
    // Shift-invariant: the shift's gradient is zero in exact arithmetic (see `logsumexp`).
    let m = keep(x, &x.reduce_max(&[ax]).stop_gradient(), ax);
    let e = (x - &m).exp();
    let s = keep(x, &e.reduce_sum(&[ax]), ax);
    e / s
}

/// Log-softmax over the last axis.
pub fn log_softmax(x: &Tensor) -> Tensor {
    let ax = last_axis(x);
    x - keep(x, &logsumexp(x), ax)
}

/// Mean over `axes`.
pub fn mean(x: &Tensor, axes: &[i64]) -> Tensor {
    let d = x.dims();
    let n: i64 = axes.iter().filter_map(|&a| d.get(a as usize)).product();
    x.reduce_sum(axes) / n.max(1) as f64
}

/// `x / sqrt(mean(x^2) + eps)` over the last axis (no weight).
pub fn rmsnorm(x: &Tensor, eps: f64) -> Tensor {
    x * inv_rms(x, eps)
}

/// `1 / sqrt(mean(x^2) + eps)` over the last axis, kept as size 1 there (what [`rmsnorm`]
/// multiplies by).
pub fn inv_rms(x: &Tensor, eps: f64) -> Tensor {
    let ax = last_axis(x);
    let ms = mean(&(x * x), &[ax]);
    keep(x, &(ms + eps).rsqrt(), ax)
}

/// The cotangent of `x` for `y = rmsnorm(x)` (no weight) from `y`'s cotangent `dy`, given
/// `r = `[`inv_rms`]`(x)`: `r·(dy − x·r²·mean(dy·x))`. For gradient rules written by hand
/// (the chunked loss), which hold `r` already.
pub fn rmsnorm_vjp(x: &Tensor, r: &Tensor, dy: &Tensor) -> Tensor {
    let ax = last_axis(x);
    let along_x = keep(x, &mean(&(dy * x), &[ax]), ax);
    r * &(dy - &(x * &(&(r * r) * &along_x)))
}

/// `max(x, 0)`.
pub fn relu(x: &Tensor) -> Tensor {
    x.max(&x.zeros_like())
}

/// `x * sigmoid(x)`.
pub fn silu(x: &Tensor) -> Tensor {
    x * x.logistic()
}

/// `log(1 + e^x)`, computed as `max(x, 0) + log1p(e^-|x|)` to avoid overflow.
pub fn softplus(x: &Tensor) -> Tensor {
    relu(x) + (-x.abs()).exp().log1p()
}

/// Clamps `x` into `[lo, hi]`.
pub fn clamp(x: &Tensor, lo: f64, hi: f64) -> Tensor {
    x.max(&x.scalar_like(lo)).min(&x.scalar_like(hi))
}

/// `[.., n]` one-hot vectors of integer `labels` in `dtype`.
pub fn one_hot(labels: &Tensor, n: i64, dtype: DType) -> Tensor {
    let mut d = labels.dims();
    let r = d.len();
    d.push(n);
    let b = labels.builder();
    let iota = b.iota(labels.dtype(), &d, r);
    let l = labels.broadcast_in_dim(&d, &(0..r as i64).collect::<Vec<_>>());
    let hit = iota.eq(&l);
    hit.select(&b.full(1.0, dtype, &d), &b.full(0.0, dtype, &d))
}

/// Per-position cross-entropy of `logits [.., V]` against integer `labels [..]`.
pub fn cross_entropy(logits: &Tensor, labels: &Tensor) -> Tensor {
    let ax = last_axis(logits);
    let v = logits.dims().last().copied().unwrap_or(0);
    let oh = one_hot(labels, v, logits.dtype());
    logsumexp(logits) - (logits * oh).reduce_sum(&[ax])
}

/// Index of the first maximum along the last axis (as `i32`).
pub fn argmax(x: &Tensor) -> Tensor {
    let ax = last_axis(x);
    let d = x.dims();
    let b = x.builder();
    let m = keep(x, &x.reduce_max(&[ax]), ax);
    let iota = b.iota(DType::I32, &d, ax as usize);
    let n = d.last().copied().unwrap_or(0);
    x.eq(&m)
        .select(&iota, &b.full(n as f64, DType::I32, &d))
        .reduce_min(&[ax])
}

/// The `k` largest values along the last axis (descending) and their indices (`i32`); ties go to the lower
/// index. Built by `k` rounds of argmax-and-mask, which suits small `k` (MoE routing); values are
/// differentiable through the selection.
pub fn top_k(x: &Tensor, k: usize) -> (Tensor, Tensor) {
    let ax = last_axis(x);
    let d = x.dims();
    let b = x.builder();
    let n = d.last().copied().unwrap_or(0);
    let iota = b.iota(DType::I32, &d, ax as usize);
    let neg_inf = x.scalar_like(f64::NEG_INFINITY);
    let mut masked = x.clone();
    let (mut vals, mut idxs) = (Vec::with_capacity(k), Vec::with_capacity(k));
    for _ in 0..k {
        let i = argmax(&masked);
        let hit = iota.eq(&keep(x, &i, ax));
        vals.push(keep(
            x,
            &hit.select(x, &x.zeros_like()).reduce_sum(&[ax]),
            ax,
        ));
        idxs.push(keep(x, &i, ax));
        masked = hit.select(&neg_inf, &masked);
    }
    let _ = n;
    let v: Vec<&Tensor> = vals.iter().collect();
    let i: Vec<&Tensor> = idxs.iter().collect();
    (
        Tensor::concat(&v, ax as usize),
        Tensor::concat(&i, ax as usize),
    )
}

/// Inclusive cumulative sum along `axis` (see [`cumulative`]).
pub fn cumsum(x: &Tensor, axis: usize) -> Tensor {
    let zero = x.builder().scalar(0.0, x.dtype());
    cumulative(x, axis, |a, b| a + b, &zero)
}

/// Inclusive scan along `axis` with an associative `op` whose identity is the scalar `ident`,
/// by `log2 n` shifted applications (Hillis-Steele): the gradient stays in primitives and the
/// work is `O(n log n)`, which beats a sequential loop at the lengths a sequence has.
pub fn cumulative(
    x: &Tensor,
    axis: usize,
    op: impl Fn(&Tensor, &Tensor) -> Tensor,
    ident: &Tensor,
) -> Tensor {
    let n = x.dims().get(axis).copied().unwrap_or(0);
    let mut acc = x.clone();
    let mut shift = 1;
    while shift < n {
        acc = op(&acc, &shift_right(&acc, axis, shift, ident));
        shift *= 2;
    }
    acc
}

/// `x` shifted by `k` towards higher indices along `axis`, filled with the scalar `fill`.
pub fn shift_right(x: &Tensor, axis: usize, k: i64, fill: &Tensor) -> Tensor {
    let r = x.rank();
    let n = x.dims()[axis];
    let mut lo = vec![0; r];
    let mut hi = vec![0; r];
    lo[axis] = k;
    hi[axis] = -k.min(n);
    x.pad(fill, &lo, &hi, &vec![0; r])
}

/// `x` shifted by `k` towards lower indices along `axis`, filled with the scalar `fill`.
pub fn shift_left(x: &Tensor, axis: usize, k: i64, fill: &Tensor) -> Tensor {
    let r = x.rank();
    let n = x.dims()[axis];
    let mut lo = vec![0; r];
    let mut hi = vec![0; r];
    lo[axis] = -k.min(n);
    hi[axis] = k;
    x.pad(fill, &lo, &hi, &vec![0; r])
}
