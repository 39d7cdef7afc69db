//! A: grouped-query attention — fused QKV, rotary (rotate-half) with per-document positions,
//! QK-norm, optional softcap, causal + segment + sliding-window mask, f32 softmax, `W_o`.
//!
//! Steps 4-6 (scores, mask, softmax, weighted values) run on one of three cores
//! ([`AttentionCore`]): composed from StableHLO ops and lowered by XLA (every platform), the
//! Pallas splash-attention kernels exported to `pallas-kernels/artifacts` (TPU), or the Mosaic
//! GPU flash-attention kernels exported to `pallas-kernels/gpu/artifacts` (NVIDIA Hopper).
//!
//! The Mosaic GPU kernels mask by each query's first visible key (`k_start`, [`key_starts`]):
//! its document's start, or `i - window + 1` when that is later. Documents are the runs of
//! equal segment ids, as [`Docs`] finds them (how rows are packed), and the window is the same
//! runtime scalar the XLA core reads, so global and windowed layers share one kernel and one
//! loop body.
//!
//! For the XLA core the window is a runtime i32 scalar (`T` or more for a global layer) rather
//! than a constant, so the attention layers at one pattern position may differ in window across
//! the groups of a scanned stack and still share one loop body. A Pallas kernel bakes its window
//! in, so there the window must be the same at that position in every group.
//!
//! On a model-parallel mesh the fused projection runs as three matmuls by `W_q`, `W_k`, `W_v`
//! (column slices of `w_qkv`), each split by heads over `model`, so q, k and v come out split
//! by heads with no activation exchange (`project_qkv`; why in [`super::sharding`]).
//!
//! On a multi-device mesh the Pallas kernels run inside a manual computation: each device takes
//! its rows (split like the batch, over `data × expert`) and its heads (over `model`) and runs
//! the kernel exported for that per-device shape ([`attention_shards`]).

use super::context::{Docs, LayerParams, Precision, cast};
use super::embed::RMS_EPS;
use super::layout::dtype_of;
use super::rotary::{rope, rope_qk_norm_heads_first};
use super::sharding::{activation_sharding, constrain, qkv_slice_shardings};
use crate::config::{AttnWindow, ModelConfig, NamConfig, SublayerKind};
use crate::mesh::{Mesh, MeshAxis};
use pallas_kernels::{
    AttentionShards, GpuQuery, GpuVariant, MosaicGpuAttention, PallasAttention, Variant,
    VariantQuery,
};
use xla_hlo::{DType, DotDims, Error, Tensor, nn};

use crate::backend::BackendError;
pub use crate::backend::{AttentionBackend, Platform, ResolvedBackend};

/// What computes steps 4-6 of the A blocks of one program.
pub enum AttentionCore {
    /// Composed from StableHLO ops (every platform), in a program partitioned over `mesh`.
    Xla {
        /// The mesh the program is partitioned for (places the q/k/v projections).
        mesh: Mesh,
        /// Queries per chunk ([`chunked_softmax_attention`]); `None`: the whole sequence.
        chunk: Option<usize>,
    },
    /// The exported Pallas kernels, spliced once per program (TPU only), for a program
    /// partitioned over `mesh`.
    Pallas {
        /// The program's kernel splices.
        kernels: PallasAttention,
        /// The mesh the program is partitioned for (per-device kernels on more than one device).
        mesh: Mesh,
    },
    /// The exported Mosaic GPU flash-attention kernels (NVIDIA Hopper), on one device.
    MosaicGpu {
        /// The program's kernel splices.
        kernels: MosaicGpuAttention,
        /// The mesh the program is built for (one device).
        mesh: Mesh,
    },
}

impl AttentionCore {
    /// The core for `backend` in the program built by `b` (its top-level builder), partitioned
    /// over `mesh`; the XLA core scores `chunk` queries at a time when given.
    pub fn new(
        backend: ResolvedBackend,
        b: &xla_hlo::Builder,
        mesh: Mesh,
        chunk: Option<usize>,
    ) -> Self {
        match backend {
            ResolvedBackend::Xla => AttentionCore::Xla { mesh, chunk },
            ResolvedBackend::Pallas => AttentionCore::Pallas {
                kernels: PallasAttention::new(b),
                mesh,
            },
            ResolvedBackend::MosaicGpu => AttentionCore::MosaicGpu {
                kernels: MosaicGpuAttention::new(b),
                mesh,
            },
        }
    }

    /// The mesh the program is partitioned for.
    pub fn mesh(&self) -> &Mesh {
        match self {
            AttentionCore::Xla { mesh, .. }
            | AttentionCore::Pallas { mesh, .. }
            | AttentionCore::MosaicGpu { mesh, .. } => mesh,
        }
    }
}

/// How attention operands are split on a multi-device `mesh` (`None` on one device): q, k, v
/// `[B, T, H, D]` rows over `data × expert` (as the batch) and heads over `model`, segment ids
/// `[B, T]` rows as q's.
pub fn attention_shards(mesh: &Mesh) -> Option<AttentionShards> {
    if mesh.is_single() {
        return None;
    }
    Some(AttentionShards {
        qkv: activation_sharding(4, Some(2)).gspmd(mesh),
        segment_ids: activation_sharding(2, None).gspmd(mesh),
        lse: activation_sharding(3, Some(1)).gspmd(mesh),
        batch_splits: (mesh.size(MeshAxis::Data) * mesh.size(MeshAxis::Expert)) as i64,
        head_splits: mesh.size(MeshAxis::Model) as i64,
    })
}

/// The window of one attention sublayer, as both cores need it.
#[derive(Clone)]
pub struct LayerWindow {
    /// i32 scalar: visible keys per query, `T` for a global layer (the XLA core's mask).
    pub scalar: Tensor,
    /// The span as the config gives it, or `None` when the groups of a scanned stack differ at
    /// this position (the Pallas core then refuses: its kernels bake the window in).
    pub fixed: Option<AttnWindow>,
}

impl LayerWindow {
    /// The window of a layer whose span is `window` tokens (`None`: global), in `b`'s graph.
    pub fn new(b: &xla_hlo::Builder, window: Option<usize>, seq: i64) -> Self {
        LayerWindow {
            scalar: window_scalar(b, window, seq),
            fixed: Some(window.map_or(AttnWindow::Global, AttnWindow::Local)),
        }
    }
}

/// `[B, T, T]` pred: key j visible to query i (`j <= i`, same segment, `i - j < window`).
pub fn visibility(docs: &Docs, window: &Tensor) -> Tensor {
    visibility_block(docs, window, 0..docs.seq, 0..docs.seq)
}

/// `[B, Q, K]` pred, the block of [`visibility`] of queries `queries` and keys `keys`.
pub fn visibility_block(
    docs: &Docs,
    window: &Tensor,
    queries: std::ops::Range<i64>,
    keys: std::ops::Range<i64>,
) -> Tensor {
    // Built in the window's graph (a loop body under `LayerLoop::Scan`) so XLA can fuse the
    // iotas into the mask instead of carrying a `[B, T, T]` array through the loop.
    let b = window.builder();
    let bs = docs.batch;
    let (nq, nk) = (queries.end - queries.start, keys.end - keys.start);
    let shape = [bs, nq, nk];
    let at = |start: i64, axis| {
        let i = b.iota(DType::I32, &shape, axis);
        match start {
            0 => i,
            s => i + b.scalar(s as f64, DType::I32).broadcast_in_dim(&shape, &[]),
        }
    };
    let (qi, kj) = (at(queries.start, 1), at(keys.start, 2));
    let seg = |r: &std::ops::Range<i64>, axis| {
        let ids = if r.start == 0 && r.end == docs.seq {
            docs.segment_ids.clone()
        } else {
            docs.segment_ids.slice_axis(1, r.start, r.end)
        };
        ids.broadcast_in_dim(&shape, &[0, axis])
    };
    let (seg_q, seg_k) = (seg(&queries, 1), seg(&keys, 2));
    let dist = &qi - &kj;
    let w = window.broadcast_in_dim(&shape, &[]);
    kj.le(&qi).and(&seg_q.eq(&seg_k)).and(&dist.lt(&w))
}

/// The window scalar of a layer: `window` tokens, or `T` for a global layer.
pub fn window_scalar(b: &xla_hlo::Builder, window: Option<usize>, seq: i64) -> Tensor {
    let w = window.map(|w| w as i64).unwrap_or(seq).min(seq);
    b.scalar(w as f64, DType::I32)
}

/// The A sublayer on the normalised input `x [B, T, d]`, with the XLA core on one device.
pub fn attention(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    docs: &Docs,
    window: &Tensor,
    prec: &Precision,
) -> xla_hlo::Result<Tensor> {
    let w = LayerWindow {
        scalar: window.clone(),
        fixed: None,
    };
    let core = AttentionCore::Xla {
        mesh: Mesh::SINGLE,
        chunk: None,
    };
    attention_with(x, p, cfg, docs, &w, prec, &core)
}

/// The A sublayer on the normalised input `x [B, T, d]`, steps 4-6 on `core`.
pub fn attention_with(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    docs: &Docs,
    window: &LayerWindow,
    prec: &Precision,
    core: &AttentionCore,
) -> xla_hlo::Result<Tensor> {
    let (h, dh) = (cfg.n_head() as i64, cfg.head_dim() as i64);
    let (bs, t) = (docs.batch, docs.seq);
    // 1. Fused projection, split into heads, as the matmul wrote it: q and k are widened for
    // rotary and QK-norm below, v goes to the attention core's matmuls, which read it in the
    // compute dtype (a bf16 projection is never widened and narrowed again, so it can be stored
    // in bf16 with the same values).
    let pallas = matches!(core, AttentionCore::Pallas { .. });
    let [q, kk, v] = project_qkv(x, p.get("w_qkv")?, cfg, core.mesh(), prec, pallas);
    let by_heads = activation_sharding(4, Some(2));
    let pin = |t: &Tensor| constrain(t, core.mesh(), &by_heads);
    let (q, kk, v) = (pin(&q), pin(&kk), pin(&v));
    // 2.-3. Rotary at per-document positions, then QK-norm. Before the Pallas kernels, whose
    // layout is [B, H, T, D], both run in that layout with a gradient rule of their own
    // (`rotary.rs`), and XLA cancels the kernels' own transposes against ours. The kernels take
    // q already scaled by 1/sqrt(D) (step 4's scale), folded into the norm here.
    let (q, kk) = if pallas {
        let rotate = |x: &Tensor, scale: f64| {
            let (theta, wide, out) = (cfg.rope_theta, prec.wide, prec.compute);
            rope_qk_norm_heads_first(x, &docs.positions, theta, RMS_EPS, scale, wide, out)
        };
        (rotate(&q, 1.0 / (dh as f64).sqrt()), rotate(&kk, 1.0))
    } else {
        let rotate = |x: &Tensor| {
            nn::rmsnorm(
                &rope(&prec.wide(x), &docs.positions, cfg.rope_theta),
                RMS_EPS,
            )
        };
        (rotate(&q), rotate(&kk))
    };
    // 4.-6. on the chosen core.
    let out = match core {
        AttentionCore::Xla { chunk, .. } => {
            let c = chunk.unwrap_or(docs.seq as usize);
            chunked_softmax_attention(&q, &kk, &v, docs, window, cfg.attn_softcap, prec, c)
        }
        AttentionCore::Pallas { kernels, mesh } => {
            pallas_attention(kernels, mesh, &q, &kk, &v, docs, window, cfg, prec)?
        }
        AttentionCore::MosaicGpu { kernels, mesh } => {
            mosaic_gpu_attention(kernels, mesh, &q, &kk, &v, docs, window, cfg, prec)?
        }
    };
    let w_o = p.get("w_o")?;
    if let AttentionCore::Pallas { .. } = core {
        // The output projection contracts heads and head_dim of the kernel's [B, H, T, D] output
        // (our transpose cancels the exported kernel's): no layout change between the two.
        let out = pin(&out).transpose(&[0, 2, 1, 3]);
        let w_o = w_o.reshape(&[h, dh, x.dims()[2]]);
        let dims = DotDims {
            lhs_contracting: vec![1, 3],
            rhs_contracting: vec![0, 1],
            ..Default::default()
        };
        return Ok(prec.dot(&out, &w_o, &dims));
    }
    let heads = pin(&out).reshape(&[bs, t, h * dh]);
    Ok(prec.matmul(&heads, w_o))
}

/// Step 1: `x [B, T, d] @ w_qkv` as q `[B, T, H, D]`, k and v `[B, T, K, D]`, in the dtype
/// the matmul writes ([`Precision::matmul_written`]).
///
/// On one device (or when `model` does not divide the heads) one fused matmul, sliced; with
/// `by_heads` instead three contractions with the weight seen as `[d, H + 2K, D]`, writing
/// `[B, T, heads, D]` each, so the compiler may lay them out heads-first, as the Pallas kernels
/// read q, k and v: no copy between the projection and the kernels, and q and k are widened
/// inside the rotary's own fusions rather than stored widened beside a sliced v (PREDICTED
/// nam12-dense v6e-8 step 254.3 → 239.0 ms, `docs/performance-log.md`, "Attention without layout
/// copies (model v5)"). The products are the same
/// sums either way. When the heads split over `model` ([`qkv_slice_shardings`]), `W_q`, `W_k` and `W_v`
/// are sliced out of the weight first and each slice is pinned to whole heads per device, so
/// every device multiplies by its own heads only; the same products, each column computed once.
fn project_qkv(
    x: &Tensor,
    w: &Tensor,
    cfg: &ModelConfig,
    mesh: &Mesh,
    prec: &Precision,
    by_heads: bool,
) -> [Tensor; 3] {
    let (h, k, dh) = (
        cfg.n_head() as i64,
        cfg.n_kv_head() as i64,
        cfg.head_dim() as i64,
    );
    let (bs, t, d) = (x.dims()[0], x.dims()[1], x.dims()[2]);
    let heads = [(0, h), (h, h + k), (h + k, h + 2 * k)];
    match qkv_slice_shardings(mesh, cfg) {
        Some((whole, per_device)) => {
            let w = constrain(w, mesh, &whole);
            heads.map(|(lo, hi)| {
                let slice = constrain(&w.slice_axis(1, lo * dh, hi * dh), mesh, &whole);
                prec.matmul_written(x, &constrain(&slice, mesh, &per_device))
                    .reshape(&[bs, t, hi - lo, dh])
            })
        }
        None if by_heads => {
            let dims = DotDims {
                lhs_contracting: vec![2],
                rhs_contracting: vec![0],
                ..Default::default()
            };
            let w = w.reshape(&[d, h + 2 * k, dh]);
            heads.map(|(lo, hi)| prec.dot_written(x, &w.slice_axis(1, lo, hi), &dims))
        }
        None => {
            let qkv = prec.matmul_written(x, w);
            heads.map(|(lo, hi)| {
                qkv.slice_axis(2, lo * dh, hi * dh)
                    .reshape(&[bs, t, hi - lo, dh])
            })
        }
    }
}

/// Steps 4-6 from StableHLO ops: `q [B, T, H, D]`, `k, v [B, T, K, D]` (query head `h` reads kv
/// head `h / (H / K)`), scores scaled by `1/sqrt(D)`, optional softcap, causal + segment +
/// `window` mask, softmax in the wide dtype. Returns `[B, T, H, D]` in the wide dtype.
pub fn softmax_attention(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    docs: &Docs,
    window: &Tensor,
    softcap: Option<f64>,
    prec: &Precision,
) -> Tensor {
    let whole = LayerWindow {
        scalar: window.clone(),
        fixed: None,
    };
    let t = q.dims()[1] as usize;
    chunked_softmax_attention(q, k, v, docs, &whole, softcap, prec, t)
}

/// [`softmax_attention`] `chunk` queries at a time: the chunk of queries `[s, e)` scores only
/// keys `[s - window + 1, e)` (from 0 on a global layer, or where the layer's window is not
/// fixed at this position), the keys a causal window can see. Each query's softmax runs over
/// the same visible keys as the whole-sequence form (the keys left out are masked there), so
/// the result is the same to float rounding; the largest score tensor is `[B, K, chunk, G, e]`
/// instead of `[B, K, T, G, T]`, and the scores above the diagonal blocks are never computed.
/// One chunk of `T` queries is [`softmax_attention`] itself (no slice, no concatenation).
#[allow(clippy::too_many_arguments)]
pub fn chunked_softmax_attention(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    docs: &Docs,
    window: &LayerWindow,
    softcap: Option<f64>,
    prec: &Precision,
    chunk: usize,
) -> Tensor {
    let qd = q.dims();
    let (bs, t, h, dh) = (qd[0], qd[1], qd[2], qd[3]);
    let chunk = (chunk.max(1) as i64).min(t);
    let reach = match window.fixed {
        Some(AttnWindow::Local(w)) => w as i64,
        _ => t,
    };
    let mut parts = Vec::new();
    let mut s = 0;
    while s < t {
        let e = (s + chunk).min(t);
        let keys = (s - reach + 1).max(0)..e;
        let slice = |x: &Tensor, r: &std::ops::Range<i64>| match (r.start, r.end) {
            (0, end) if end == t => x.clone(),
            (lo, hi) => x.slice_axis(1, lo, hi),
        };
        let (qc, kc, vc) = (slice(q, &(s..e)), slice(k, &keys), slice(v, &keys));
        parts.push(attention_block(
            &qc,
            &kc,
            &vc,
            docs,
            &window.scalar,
            softcap,
            prec,
            s..e,
            keys,
        ));
        s = e;
    }
    let out = match parts.as_slice() {
        [whole] => whole.clone(),
        _ => Tensor::concat(&parts.iter().collect::<Vec<_>>(), 2), // [B, K, T, G, D]
    };
    out.transpose(&[0, 2, 1, 3, 4]).reshape(&[bs, t, h, dh])
}

/// Steps 4-6 for the queries `queries` of the sequence (`q [B, Q, H, D]`) against the keys
/// `keys` (`k, v [B, N, K, D]`): `[B, K, Q, G, D]` in the wide dtype.
#[allow(clippy::too_many_arguments)]
fn attention_block(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    docs: &Docs,
    window: &Tensor,
    softcap: Option<f64>,
    prec: &Precision,
    queries: std::ops::Range<i64>,
    keys: std::ops::Range<i64>,
) -> Tensor {
    masked_block(q, k, v, softcap, prec, || {
        visibility_block(docs, window, queries, keys)
    })
}

/// Steps 4-6 of queries `q [B, Q, H, D]` against keys and values `k, v [B, N, K, D]` where
/// `visible() [B, Q, N]` (pred, built after the scores) lets them see each other: `[B, K, Q,
/// G, D]` in the wide dtype. The training forward's blocks and incremental decoding's
/// ([`attention_extend`]) both run it.
fn masked_block(
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    softcap: Option<f64>,
    prec: &Precision,
    visible: impl FnOnce() -> Tensor,
) -> Tensor {
    let (qd, kd) = (q.dims(), k.dims());
    let (bs, nq, h, dh, kh, nk) = (qd[0], qd[1], qd[2], qd[3], kd[2], kd[1]);
    let g = h / kh;
    // 4. Scores per (row, kv head, query, group member, key): query head = kv · G + member.
    let q = q.reshape(&[bs, nq, kh, g, dh]);
    let scores = prec.dot(
        &q,
        k,
        &DotDims {
            lhs_batch: vec![0, 2],
            rhs_batch: vec![0, 2],
            lhs_contracting: vec![4],
            rhs_contracting: vec![3],
        },
    ) * (1.0 / (dh as f64).sqrt());
    let scores = match softcap {
        Some(c) => (scores / c).tanh() * c,
        None => scores,
    };
    // 5. Mask, 6. softmax in the wide dtype and the weighted sum of values.
    let shape = [bs, kh, nq, g, nk];
    let visible = visible().broadcast_in_dim(&shape, &[0, 2, 4]);
    let b = q.builder();
    let hidden = b.full(-1e30, prec.wide, &shape);
    let probs = nn::softmax(&visible.select(&scores, &hidden));
    prec.dot(
        &probs,
        v,
        &DotDims {
            lhs_batch: vec![0, 1],
            rhs_batch: vec![0, 2],
            lhs_contracting: vec![4],
            rhs_contracting: vec![1],
        },
    ) // [B, K, Q, G, D]
}

/// The Pallas kernel query for attention on `q [B, T, H, D]`, `k [B, T, K, D]` with the layer's
/// window, the config's softcap and the compute dtype (what the kernels take), among the
/// exports for `platform` (`tpu`, or `cpu` for the interpret-mode ones).
pub fn pallas_query(
    q: &[i64],
    k: &[i64],
    window: Option<AttnWindow>,
    softcap: Option<f64>,
    compute: DType,
    platform: &str,
) -> VariantQuery {
    let window = match window {
        // A window covering the whole row is global attention, which the kernels know as such.
        Some(AttnWindow::Local(w)) if (w as i64) < q[1] => Some(w as i64),
        _ => None,
    };
    VariantQuery {
        batch: q[0],
        heads: q[2],
        kv_heads: k[2],
        seq: q[1],
        head_dim: q[3],
        window,
        softcap,
        dtype: compute,
        platform: platform.into(),
    }
}

/// `[model] attention` as it resolves for one run on one platform, with why `auto` chose XLA.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AttentionChoice {
    /// As configured (`[model] attention` or `--attention`).
    pub requested: AttentionBackend,
    /// What the programs use.
    pub backend: ResolvedBackend,
    /// Why `auto` chose XLA (off TPU, or no kernel for an attention call's per-device shape).
    pub fallback: Option<String>,
}

impl AttentionChoice {
    /// `cfg`'s `[model] attention` on `platform` for
    /// programs of each of `rows` rows, partitioned over `cfg.mesh`, decided before anything is
    /// built: `xla` is XLA; `pallas` is Pallas on TPU and fails off TPU
    /// ([`BackendError::PallasNeedsTpu`]); `auto` is Pallas on TPU when an exported
    /// kernel matches every attention call's per-device shape in all those programs
    /// ([`pallas_unavailable`]), else XLA with the reason — never an error.
    pub fn resolve(
        cfg: &NamConfig,
        platform: Platform,
        rows: &[usize],
    ) -> Result<Self, BackendError> {
        let requested = cfg.model.attention;
        let backend = requested.resolve(platform)?;
        let fallback = match (requested, backend) {
            (AttentionBackend::Auto, ResolvedBackend::Pallas) => {
                rows.iter().find_map(|&r| pallas_unavailable(cfg, r))
            }
            (AttentionBackend::Auto, ResolvedBackend::MosaicGpu) => {
                rows.iter().find_map(|&r| mosaic_gpu_unavailable(cfg, r))
            }
            (AttentionBackend::Auto, ResolvedBackend::Xla) => Some(format!(
                "the platform is {:?}; the exported kernels run on TPU and NVIDIA Hopper",
                platform.name()
            )),
            _ => None,
        };
        let backend = if fallback.is_some() {
            ResolvedBackend::Xla
        } else {
            backend
        };
        Ok(AttentionChoice {
            requested,
            backend,
            fallback,
        })
    }

    /// [`Self::resolve`] for the programs a trainer of `cfg` builds: the step, or the
    /// accumulate program, and eval, each on one micro-batch of `[train] batch_size /
    /// micro_batches` rows.
    pub fn for_trainer(cfg: &NamConfig, platform: Platform) -> Result<Self, BackendError> {
        Self::resolve(cfg, platform, &[cfg.train.micro_batch_rows()])
    }

    /// This choice on a GPU of kind `device` whose compute capability the plugin reports as
    /// `capability` (`"9.0"`; `None` when it does not say): the Mosaic GPU kernels are built for
    /// sm_90a, so on any other GPU `auto` takes XLA with the reason and `mosaic-gpu` fails
    /// ([`BackendError::MosaicGpuNeedsHopper`]). Other choices are returned as they are.
    pub fn on_gpu(self, device: &str, capability: Option<&str>) -> Result<Self, BackendError> {
        if self.backend != ResolvedBackend::MosaicGpu || is_hopper(device, capability) {
            return Ok(self);
        }
        let capability = capability.unwrap_or("unknown").to_string();
        if self.requested == AttentionBackend::MosaicGpu {
            return Err(BackendError::MosaicGpuNeedsHopper {
                device: device.into(),
                capability,
            });
        }
        Ok(AttentionChoice {
            backend: ResolvedBackend::Xla,
            fallback: Some(format!(
                "the GPU is {device} (compute capability {capability}); the Mosaic GPU kernels \
                 are built for Hopper (sm_90a)"
            )),
            ..self
        })
    }

    /// What a run manifest records: `xla`, `pallas`, `auto: pallas` or `auto: xla (why)`.
    pub fn receipt(&self) -> String {
        match (self.requested, &self.fallback) {
            (AttentionBackend::Auto, Some(why)) => format!("auto: {} ({why})", self.backend),
            (AttentionBackend::Auto, None) => format!("auto: {}", self.backend),
            _ => self.backend.to_string(),
        }
    }
}

/// Why the Pallas kernels cannot run every attention call of a `rows`-row program of `cfg`
/// (its `[mesh]`, compute dtype and windows); `None` when a kernel, built in or exported
/// ([`pallas_kernels::add_kernel_dir`]), matches each call's per-device shape. What building
/// with `pallas` would refuse, found without building; the reason names the export command.
pub fn pallas_unavailable(cfg: &NamConfig, rows: usize) -> Option<String> {
    let queries = match pallas_queries(cfg, rows) {
        Ok(q) => q,
        Err(e) => return Some(e),
    };
    queries.into_iter().find_map(|query| {
        Variant::find(&query).is_err().then(|| {
            format!(
                "no Pallas kernel for {query}; export one with: {}",
                pallas_kernels::USER_EXPORT_COMMAND
            )
        })
    })
}

/// The Pallas kernel queries of a `rows`-row program of `cfg` on TPU: one per distinct window
/// its attention layers use (the MTP modules' global one included), at each call's per-device
/// shape under `cfg.mesh`, in layer order; or why the mesh cannot split the call.
pub fn pallas_queries(cfg: &NamConfig, rows: usize) -> Result<Vec<VariantQuery>, String> {
    let m = &cfg.model;
    // Every window the config uses needs its kernel; the scan runs enough groups per
    // iteration ([`groups_per_iteration`]) that each layer's window is fixed in the body.
    let mut windows: Vec<AttnWindow> = m.attention_windows().into_iter().flatten().collect();
    if m.mtp_depth > 0 && m.mtp_sublayers().contains(&SublayerKind::Attention) {
        windows.push(AttnWindow::Global);
    }
    let (t, h, k, d) = (
        m.seq_len as i64,
        m.n_head() as i64,
        m.n_kv_head() as i64,
        m.head_dim() as i64,
    );
    let (mut q, mut kk) = (vec![rows as i64, t, h, d], vec![rows as i64, t, k, d]);
    if let Some(s) = attention_shards(&cfg.mesh) {
        q = s.local_dims("q", &q).map_err(|e| e.to_string())?;
        kk = s.local_dims("k", &kk).map_err(|e| e.to_string())?;
    }
    let compute = dtype_of(cfg.precision.compute_dtype);
    let mut queries: Vec<VariantQuery> = Vec::new();
    for w in windows {
        // Each distinct kernel once (a window as long as the row is global attention).
        let query = pallas_query(&q, &kk, Some(w), m.attn_softcap, compute, "tpu");
        if !queries.contains(&query) {
            queries.push(query);
        }
    }
    Ok(queries)
}

/// How many pattern groups one iteration of the layer scan runs so that every attention layer
/// of its body has the same window in every iteration, as the Pallas kernels need (they bake
/// the window in): the smallest `u` dividing `groups` for which attention position `j` of group
/// `g` has the window of group `g mod u`.
///
/// 1 when the windows are the same in every group (`window_pattern` of one letter, or as long as
/// the attention layers of a group); nam12-dense's `"LLLG"` with one attention layer per `"AF"`
/// group needs 4: a scan of 3 iterations over 4 groups each. At worst `groups` (one iteration,
/// the whole stack in the body). With the XLA or Mosaic GPU core (`backend`), always 1: they
/// take the window as a runtime scalar.
pub fn groups_per_iteration(m: &ModelConfig, groups: usize, backend: ResolvedBackend) -> usize {
    if backend != ResolvedBackend::Pallas {
        return 1;
    }
    let windows = m.attention_windows();
    let p = m.pattern.chars().count().max(1);
    (1..groups.max(1))
        .filter(|u| groups.is_multiple_of(*u))
        .find(|&u| (0..groups * p).all(|i| windows[i] == windows[(i / p) % u * p + i % p]))
        .unwrap_or(groups.max(1))
}

/// Steps 4-6 by the exported Pallas kernels (operands cast to the compute dtype the kernels
/// were exported for), per device inside a manual computation on a multi-device `mesh`;
/// `[B, T, H, D]` in the wide dtype.
#[allow(clippy::too_many_arguments)]
fn pallas_attention(
    kernels: &PallasAttention,
    mesh: &Mesh,
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    docs: &Docs,
    window: &LayerWindow,
    cfg: &ModelConfig,
    prec: &Precision,
) -> xla_hlo::Result<Tensor> {
    let Some(fixed) = window.fixed else {
        return Err(Error::Usage(format!(
            "pallas attention: an attention layer of the scanned body has no fixed window \
             (window_pattern {:?}), but a Pallas kernel bakes its window in; the layer scan \
             must run `groups_per_iteration` groups per iteration",
            cfg.window_pattern
        )));
    };
    let shards = attention_shards(mesh);
    let local = |t: &Tensor, what: &str| match &shards {
        Some(s) => s.local_dims(what, &t.dims()),
        None => Ok(t.dims()),
    };
    let query = pallas_query(
        &local(q, "q")?,
        &local(k, "k")?,
        Some(fixed),
        cfg.attn_softcap,
        prec.compute,
        kernels.platform(),
    );
    let variant = Variant::find(&query).map_err(|e| Error::Usage(e.to_string()))?;
    let c = |t: &Tensor| cast(t, prec.compute);
    let (q, k, v, seg) = (c(q), c(k), c(v), &docs.segment_ids);
    let out = match &shards {
        Some(s) => kernels.attention_sharded(&q, &k, &v, seg, variant, s)?,
        None => kernels.attention(&q, &k, &v, seg, variant)?,
    };
    Ok(cast(&out, prec.wide))
}

/// Whether a GPU is a Hopper part (compute capability 9.x), from the capability the plugin
/// reports, else from the device kind's name.
fn is_hopper(device: &str, capability: Option<&str>) -> bool {
    match capability {
        Some(c) => c.trim().starts_with("9."),
        None => ["H100", "H200", "H800", "GH200"]
            .iter()
            .any(|h| device.contains(h)),
    }
}

/// `[B, 1, T] i32`: each query's first visible key for the Mosaic GPU kernels, which add the
/// causal bound themselves: `i - min(position_in_document(i), window - 1)`, its document's
/// start or `i - window + 1`, whichever is later. With causality this is exactly
/// [`visibility`] (`j <= i`, same document, `i - j < window`) for rows whose documents are runs
/// of equal segment ids.
pub fn key_starts(docs: &Docs, window: &Tensor) -> Tensor {
    let b = window.builder();
    let shape = [docs.batch, docs.seq];
    let idx = b.iota(DType::I32, &shape, 1);
    let one = b.scalar(1.0, DType::I32);
    let reach = (window - &one).broadcast_in_dim(&shape, &[]);
    let back = docs.positions.min(&reach);
    (idx - back).reshape(&[docs.batch, 1, docs.seq])
}

/// Why the Mosaic GPU kernels cannot run every attention call of a `rows`-row program of `cfg`;
/// `None` when an exported variant has each call's shape. Found without building.
pub fn mosaic_gpu_unavailable(cfg: &NamConfig, rows: usize) -> Option<String> {
    let m = &cfg.model;
    if let Some(why) = mosaic_gpu_limit(&cfg.mesh, m.attn_softcap) {
        return Some(why);
    }
    let (t, h, k, d) = (
        m.seq_len as i64,
        m.n_head() as i64,
        m.n_kv_head() as i64,
        m.head_dim() as i64,
    );
    let compute = dtype_of(cfg.precision.compute_dtype);
    let query = GpuQuery::for_dims(&[rows as i64, t, h, d], &[rows as i64, t, k, d], compute);
    GpuVariant::find(&query)
        .is_err()
        .then(|| format!("no Mosaic GPU kernel for {query}"))
}

/// What the Mosaic GPU kernels cannot serve, whatever the shape: a mesh of more than one device,
/// or an attention softcap (they were exported without one). `None` when neither applies.
fn mosaic_gpu_limit(mesh: &Mesh, softcap: Option<f64>) -> Option<String> {
    if !mesh.is_single() {
        return Some("the Mosaic GPU kernels run on one device (the mesh has more)".into());
    }
    softcap.map(|c| {
        format!(
            "the Mosaic GPU kernels were exported without an attention softcap ([model] \
             attn_softcap = {c})"
        )
    })
}

/// Steps 4-6 by the exported Mosaic GPU kernels: `q` scaled by `1/sqrt(D)` and q, k, v cast to
/// the compute dtype the kernels take, the mask as [`key_starts`]; `[B, T, H, D]` in the wide
/// dtype. One device; no attention softcap (the kernels have none).
#[allow(clippy::too_many_arguments)]
fn mosaic_gpu_attention(
    kernels: &MosaicGpuAttention,
    mesh: &Mesh,
    q: &Tensor,
    k: &Tensor,
    v: &Tensor,
    docs: &Docs,
    window: &LayerWindow,
    cfg: &ModelConfig,
    prec: &Precision,
) -> xla_hlo::Result<Tensor> {
    if let Some(why) = mosaic_gpu_limit(mesh, cfg.attn_softcap) {
        return Err(Error::Usage(format!(
            "mosaic-gpu attention: {why}; use --attention xla"
        )));
    }
    let query = GpuQuery::for_dims(&q.dims(), &k.dims(), prec.compute);
    let variant = GpuVariant::find(&query).map_err(|e| Error::Usage(e.to_string()))?;
    let scale = 1.0 / (q.dims()[3] as f64).sqrt();
    let c = |t: &Tensor| cast(t, prec.compute);
    let q = c(&(prec.wide(q) * scale));
    let starts = key_starts(docs, &window.scalar);
    let out = kernels.attention(&q, &c(k), &c(v), &starts, variant)?;
    Ok(cast(&out, prec.wide))
}

/// The A sublayer in incremental decoding ([`super::decode`]): the `L` new tokens'
/// normalised input `x [B, L, d]` attends to the cached keys and values of the tokens before
/// them and to each other. Their rotary-embedded, QK-normed keys and their values are written
/// into `k_cache, v_cache [B, C, K, D]` (compute dtype, as the core's matmuls read them) at
/// slot `ext.start`; a query sees slot `j` when `j` is not after it, holds its segment and is
/// within the layer's `window` — the training forward's mask, over cache slots. Returns the
/// sublayer's output and both caches.
pub(crate) fn attention_extend(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    ext: &super::decode::Extend,
    caches: [&Tensor; 2],
    window: Option<usize>,
    prec: &Precision,
) -> xla_hlo::Result<[Tensor; 3]> {
    let (h, dh) = (cfg.n_head() as i64, cfg.head_dim() as i64);
    let (bs, l) = (x.dims()[0], x.dims()[1]);
    let c = caches[0].dims()[1];
    let [q, k, v] = project_qkv(x, p.get("w_qkv")?, cfg, &Mesh::SINGLE, prec, false);
    let rotate = |t: &Tensor| {
        nn::rmsnorm(
            &rope(&prec.wide(t), &ext.positions, cfg.rope_theta),
            RMS_EPS,
        )
    };
    let (q, k) = (rotate(&q), rotate(&k));
    let b = x.builder();
    let zero = b.scalar(0.0, DType::I32);
    let write = |cache: &Tensor, new: &Tensor| {
        cache.dynamic_update_slice(
            &cast(new, cache.dtype()),
            &[&zero, &ext.start, &zero, &zero],
        )
    };
    let (k_cache, v_cache) = (write(caches[0], &k), write(caches[1], &v));
    let visible = || {
        let shape = [bs, l, c];
        let query = b.iota(DType::I32, &shape, 1) + ext.start.broadcast_in_dim(&shape, &[]);
        let key = b.iota(DType::I32, &shape, 2);
        let reach = window.map_or(c, |w| w as i64);
        let reach = b.full(reach as f64, DType::I32, &shape);
        let same = ext
            .slot_segments
            .broadcast_in_dim(&shape, &[0, 2])
            .eq(&ext.segments.broadcast_in_dim(&shape, &[0, 1]));
        key.le(&query).and(&same).and(&(&query - &key).lt(&reach))
    };
    let out = masked_block(&q, &k_cache, &v_cache, cfg.attn_softcap, prec, visible);
    let heads = out.transpose(&[0, 2, 1, 3, 4]).reshape(&[bs, l, h * dh]);
    Ok([prec.matmul(&heads, p.get("w_o")?), k_cache, v_cache])
}
