//! E: mixture of experts — sigmoid router in the wide dtype, top-k of `scores + bias` (ties to
//! the lower expert index), weights `score / Σ scores · routed_scaling`, fixed capacity per
//! routing group in token order, shared expert, z-loss and load metrics.
//!
//! Static shapes: every expert has a buffer of `C = ceil(capacity_factor · T_group · k / N)`
//! slots per routing group. A token's slot in expert e's buffer is the number of earlier tokens
//! of its group routed to e (an exclusive cumulative sum in token order); a slot `>= C` is out
//! of bounds: that is the capacity drop. Dispatch fills the `[N, groups, C, d]` buffers by
//! gathering each slot's token (the slot-to-token map is an integer `scatter_add`, which skips
//! out-of-bounds slots); the experts run as one batched matmul per weight over N; combine is a
//! `gather` of each kept slot, weighted and summed over the token's k choices (its op includes
//! the down projection, for its gradient rule). Routing groups are consecutive runs of
//! `routing_group` tokens of the flattened `[B · T]` batch, so a group may span rows.
//!
//! On a mesh the buffers are re-split from groups to experts around the expert matmuls (see
//! [`super::sharding`], "Hints inside the graph"): the all-to-all of expert parallelism.
//!
//! # Choice-major copies
//!
//! The `k` copies of each token (dispatch updates, gather indices, combined outputs) are laid
//! out `[k, G, g, ..]`, not `[G, g, k, ..]`: TPU layouts tile the two minor dimensions, so a `k`
//! of 6 in the second-minor place is padded to 8 and every reshape between `[G·g·k, d]` and
//! `[G, g, k, d]` becomes a copy (nam52: about 0.9 s of its PREDICTED v6e-8 step went to such
//! copies of `f32[4, 4096, 6, 2048]` and `bf16[98304, 2048]`). With `k` major they are free.
//! The combine sums the k weighted copies by one reduction over the choice axis, with a gradient
//! rule of its own that works in slot space and takes in the experts' down projection
//! (`Copies::down_and_combine`).
//!
//! # Buffer dtypes
//!
//! The buffers are `capacity_factor · k` times the tokens (7.5× at nam52's k = 6, 1.25), so
//! their bytes dominate an E sublayer's HBM traffic. Each holds what the expert matmuls read or
//! write, not the wide dtype: the dispatch buffer is in the compute dtype (each slot holds one
//! token's vector, which the matmul would round to the compute dtype anyway), the expert
//! outputs stay in the matmul output dtype (`[precision] matmul_output`) through the combine
//! gather and are widened per token after it. The forward pass computes exactly the values of
//! wide buffers (eval losses are unchanged); in the backward pass the dispatch buffer's
//! gradient is its matmul's input gradient (SwiGLU's gate and up maps are one matmul over the
//! joined weights) written in the compute dtype. With f32 or f64 compute nothing is rounded
//! that the matmuls would not round anyway.

use super::context::{LayerParams, Precision, cast};
use super::ffn::{ffn, out_name};
use super::sharding::{
    TensorSharding, activation_sharding, constrain, joined_expert_gradient, moe_buffers_by_expert,
    moe_buffers_by_group,
};
use crate::NamConfig;
use crate::backend::{BackendError, Platform};
use crate::config::{Activation, ModelConfig, MoeKernel, SublayerKind};
use crate::mesh::{Mesh, MeshAxis};
use pallas_kernels::{
    GmmMap, GmmQuery, GmmShards, GmmVariant, PallasGmm, PallasRouted, RoutedMaps,
};
use std::rc::Rc;
use xla_hlo::{DType, DotDims, Error, GatherDims, ScatterDims, Tensor, nn};

/// Per-application statistics of an E sublayer (wide dtype).
#[derive(Debug, Clone)]
pub struct MoeStats {
    /// `[N]`: fraction of routed slots (before drops) taken by each expert.
    pub load: Tensor,
    /// Fraction of routed slots dropped by capacity.
    pub dropped: Tensor,
    /// `z_coef · mean(logsumexp(router logits)²)`.
    pub z_loss: Tensor,
}

/// Expert capacity of a group: `ceil(capacity_factor · T_group · k / N)`.
pub fn capacity(cfg: &ModelConfig, group_tokens: usize) -> usize {
    (cfg.capacity_factor * group_tokens as f64 * cfg.top_k() as f64 / cfg.n_routed() as f64).ceil()
        as usize
}

/// Contraction dims of a stacked expert matmul `x [N, ..., a] @ w [N, a, b] -> [N, ..., b]`.
fn expert_dims(x: &Tensor) -> DotDims {
    DotDims {
        lhs_batch: vec![0],
        rhs_batch: vec![0],
        lhs_contracting: vec![x.rank() as i64 - 1],
        rhs_contracting: vec![1],
    }
}

/// Stacked expert matmul, result in the wide dtype (the activation reads it).
fn expert_matmul(x: &Tensor, w: &Tensor, prec: &Precision) -> Tensor {
    prec.dot(x, w, &expert_dims(x))
}

/// The routed experts' hidden activations `[N, G, C, f]` (wide) on their buffers `[N, G, C, d]`
/// (compute dtype); the down projection runs in [`Copies::down_and_combine`]. `joined_gradient`
/// pins the joined gate/up weights' gradient ([`joined_expert_gradient`]).
fn expert_hidden(
    buf: &Tensor,
    p: &LayerParams,
    act: Activation,
    prec: &Precision,
    joined_gradient: Option<(Mesh, TensorSharding)>,
) -> xla_hlo::Result<Tensor> {
    Ok(match act {
        Activation::Relu2 => {
            let r = nn::relu(&expert_matmul(buf, p.get("experts.w_in")?, prec));
            &r * &r
        }
        Activation::Swiglu => {
            // Gate and up as one matmul over `[w_gate | w_up]` (joined along f in the compute
            // dtype, written in the matmul output dtype: the values of two matmuls). The
            // dispatch buffer, `capacity_factor · k` times the tokens, is then read once for
            // both maps and once for both weights' gradients, and its own gradient is one
            // matmul rather than two added through a stored `[N, G, C, d]` partial sum (nam52's
            // PREDICTED v6e-8 step 4 867 -> 4 610 ms; XLA hoists the join of each layer stack
            // out of the layer loop, +3.5 GiB per chip: docs/performance-log.md, "SSM activations
            // in bf16, the combine's gradient in slot space, the gate/up join").
            let (w_both, f) = joined_gate_up(p, prec, joined_gradient)?;
            let both = prec.dot_written(buf, &w_both, &expert_dims(buf));
            nn::silu(&prec.wide(&both.slice_axis(3, 0, f)))
                * prec.wide(&both.slice_axis(3, f, 2 * f))
        }
    })
}

/// The joined routed-expert weights `[w_gate | w_up]` `[N, d, 2·f]` in the compute dtype, and
/// `f`. `joined_gradient` pins the joined gradient ([`joined_expert_gradient`]).
fn joined_gate_up(
    p: &LayerParams,
    prec: &Precision,
    joined_gradient: Option<(Mesh, TensorSharding)>,
) -> xla_hlo::Result<(Tensor, i64)> {
    let w_gate = cast(p.get("experts.w_gate")?, prec.compute);
    let w_up = cast(p.get("experts.w_up")?, prec.compute);
    let f = w_gate.dims()[2];
    let mut w_both = Tensor::concat(&[&w_gate, &w_up], 2);
    if let Some((mesh, split)) = joined_gradient {
        // The halves' gradients are the joined gradient's slices, as autodiff gives them. The
        // pin makes the sum over the batch a reduce-scatter; the barrier keeps the halves'
        // slices out of the reduction's own slice to the device's piece, which libtpu fuses as
        // a reduce-scatter only when nothing else joins it.
        let rule = move |_: &[Tensor], _: &[Tensor], ct: &[Option<Tensor>]| {
            let Some(ct) = &ct[0] else {
                return Vec::new();
            };
            let ct = constrain(ct, &mesh, &split);
            let ct = &ct.builder().optimization_barrier(&[&ct])[0];
            vec![
                Some(ct.slice_axis(2, 0, f)),
                Some(ct.slice_axis(2, f, 2 * f)),
            ]
        };
        w_both = w_both.with_vjp(&[&w_gate, &w_up], Rc::new(rule));
    }
    Ok((w_both, f))
}

/// Where each token copy goes: `index [k, G, g, 3]` holds the (expert, group, slot) of copy
/// `(j, group, token)`, with slot `C` (out of bounds) for a copy dropped by capacity, and
/// `kept [k, G, g]` says which copies were not dropped. `source [N, G, C, 2]` is the inverse
/// map, the (group, token) each expert slot holds, with token `g` for an empty slot.
///
/// Dispatch fills the buffers by gathering each slot's token through `source`, not by
/// scattering the copies through `index`: every slot is written exactly once either way, so
/// the buffers are the same, but a scatter needs its `[k, G, g, d]` updates materialised and
/// sorted by destination and the buffer zeroed first (XLA on TPU emits all three; nam52: about
/// 2.8 GB moved per dispatch against 1.4 GB for the gather and its zero row, PREDICTED,
/// docs/performance-log.md, "The SSD's groups and chunk states, the MoE dispatch by gather, the
/// conv's gradient").
///
/// Dispatch and combine carry gradient rules of their own. The dispatch's reads the buffer's
/// cotangent at the kept copies' slots through the plain `index`; the combine's gathers its
/// cotangent to the slots through `source` ([`Copies::down_and_combine`]). Autodiff would
/// scatter the whole buffer's cotangent back into the tokens through the inverse map, or,
/// through a dispatch scatter, gather with clamping index arithmetic for the dropped copies
/// (`xla-hlo`'s generic transposes, `xla-hlo/src/ops/gather.rs`), which hides from XLA's
/// partitioner that the group index is an iota: it then gathered every device's `[k, G, g, d]`
/// copies (nam52 on v6e-8: 3.1 s of all-gathers per step, PREDICTED). The routing says which
/// copies were dropped: a dropped copy gets a zero cotangent from the dispatch (it contributed
/// nothing), and the combine's rule skips it when it scatters the weights to the slots and
/// gives its weight a zero gradient.
struct Copies {
    index: Tensor,
    kept: Tensor,
    source: Tensor,
}

impl Copies {
    /// The copies placed by `index` and `kept` into buffers of `[N, G, C, ..]` slots, with the
    /// inverse map built from them.
    fn new(index: Tensor, kept: Tensor, slots: [i64; 3]) -> Self {
        let [n, ng, cap] = slots;
        let d = index.dims();
        let (k, g) = (d[0], d[2]);
        let b = index.builder();
        // Each kept copy adds `token − g` to its slot's `g`; dropped copies fall outside.
        // Slots are distinct, so a filled slot ends at its token and an empty one stays `g`.
        let token = b.iota(DType::I32, &[k, ng, g], 2) - b.full(g as f64, DType::I32, &[k, ng, g]);
        let slot_token = b.full(g as f64, DType::I32, &[n, ng, cap]).scatter_add(
            &index,
            &token,
            &Self::per_copy_scatter_dims(),
        );
        let col = |t: &Tensor| t.reshape(&[n, ng, cap, 1]);
        let group = b.iota(DType::I32, &[n, ng, cap], 1);
        let source = Tensor::concat(&[&col(&group), &col(&slot_token)], 3);
        Copies {
            index,
            kept,
            source,
        }
    }

    /// Scatter of one scalar per copy `[k, G, g]` to its slot of `[N, G, C]` through `index`
    /// (a dropped copy's slot is out of bounds, so it is skipped).
    fn per_copy_scatter_dims() -> ScatterDims {
        ScatterDims {
            update_window_dims: Vec::new(),
            inserted_window_dims: vec![0, 1, 2],
            scatter_dims_to_operand_dims: vec![0, 1, 2],
            index_vector_dim: 3,
        }
    }

    fn gather_dims(d: i64) -> GatherDims {
        GatherDims {
            offset_dims: vec![3],
            collapsed_slice_dims: vec![0, 1, 2],
            start_index_map: vec![0, 1, 2],
            index_vector_dim: 3,
            slice_sizes: vec![1, 1, 1, d],
        }
    }

    /// `[N, G, C, d]` in dtype `dtype`: each slot holds the row of `rows [G, g, d]` that
    /// `source` names for it, an empty slot zeros (it names row `g`, a padded zero row).
    fn to_slots(rows: &Tensor, source: &Tensor, dtype: DType) -> Tensor {
        rows_at(&with_zero_row(rows, dtype), source)
    }

    /// The expert buffers `[N, G, C, d]` in dtype `buffer`, holding each kept copy of
    /// `tokens [G, g, d]` at its slot and zeros in the empty slots.
    ///
    /// Its rule gives each token the sum over its kept copies of the buffer's cotangent at the
    /// copy's slot, added in the tokens' dtype: what autodiff gives for scattering the
    /// broadcast copies, bit for bit.
    fn dispatch(&self, tokens: &Tensor, buffer: DType) -> Tensor {
        let td = tokens.dims();
        let (k, ng, g, d) = (self.kept.dims()[0], td[0], td[1], td[2]);
        let buf = Self::to_slots(tokens, &self.source, buffer);
        let wide = tokens.dtype();
        let rule = move |inputs: &[Tensor], _: &[Tensor], ct: &[Option<Tensor>]| {
            let Some(ct) = &ct[0] else {
                return Vec::new();
            };
            let (index, kept) = (&inputs[1], &inputs[2]);
            let picked = ct.gather(index, &Self::gather_dims(d)); // [k, G, g, d]
            let per_copy = kept
                .broadcast_in_dim(&[k, ng, g, d], &[0, 1, 2])
                .select(&picked, &picked.zeros_like());
            vec![Some(cast(&per_copy, wide).reduce_sum(&[0]))]
        };
        buf.with_vjp(
            &[tokens, &self.index, &self.kept, &self.source],
            Rc::new(rule),
        )
    }

    /// `Σ_j wide(y[copy j]) · w[j]`: the expert outputs `y = h @ w_down [N, G, C, d]` (written
    /// in the matmul output dtype, from the hidden activations `h [N, G, C, f]` and the stacked
    /// `w_down [N, f, d]`) read back at each copy's slot, with the kept weights `w [k, G, g]`
    /// (wide; zero for a dropped copy, which reads a clamped slot), summed by one reduction
    /// over the choices: the routed output `[G, g, d]` in the wide dtype. Adding the choices
    /// one at a time instead made XLA on TPU copy each choice's `[G·g, d]` out of the gather
    /// first (0.15 s of nam52's PREDICTED v6e-8 step); the reduction reads the gathered copies
    /// once. It adds in an order of XLA's choosing, so f32 losses move at the rounding level
    /// (docs/performance-log.md, "The SSD's groups and chunk states, the MoE dispatch by gather,
    /// the conv's gradient"). On a mesh `y` goes from the experts' split to the
    /// groups' (`mesh`), the all-to-all back of expert parallelism.
    ///
    /// The down projection belongs to this op because its gradient rule works in slot space
    /// through it. The cotangent, in the compute dtype, is gathered to the slots the way
    /// [`Self::dispatch`] gathers the tokens, so each slot gets its token's cotangent `ct_s`;
    /// with `w_s` the weight of the slot's copy (`w` scattered to `[N, G, C]` as scalars) and
    /// `g_s = ct_s @ w_downᵀ`:
    /// - `h` gets `w_s · g_s`, and `w_down` gets `Σ (w_s · h)ᵀ ct_s`, the values autodiff
    ///   gives from `y`'s cotangent `w_s · ct_s`;
    /// - `w` gets `Σ_f h · g_s` read back at its copy's slot (zero for a dropped copy), which
    ///   is `Σ_d ct_s · y_s` (y before its rounding to the output dtype) without reading `y`.
    ///
    /// Autodiff scattered `ct · w` from `[k, G, g, d]` into zeroed buffers and kept the
    /// forward's gathered `[k, G, g, d]` copies for `w`'s product; the layer loop's backward
    /// pass then recomputed `y` and gathered the copies again for it. In slot space nothing
    /// `d` wide is scattered, stored per copy or read for `w` (nam52's PREDICTED v6e-8 step:
    /// 5 135 -> 4 991 ms with `w`'s product still over `y`, then to 4 867 ms reading `h`;
    /// docs/performance-log.md, "SSM activations in bf16, the combine's gradient in slot space, the
    /// gate/up join"). The cotangent is rounded to the compute dtype
    /// before it is weighted, where autodiff rounded the weighted product (the matmul operand
    /// either way).
    fn down_and_combine(
        &self,
        h: &Tensor,
        w_down: &Tensor,
        w: &Tensor,
        prec: &Precision,
        mesh: &Mesh,
    ) -> Tensor {
        let wd = w.dims();
        let (k, ng, g) = (wd[0], wd[1], wd[2]);
        let hd = h.dims();
        let (n, cap, f) = (hd[0], hd[2], hd[3]);
        let d = w_down.dims()[2];
        let (by_group, by_expert) = (moe_buffers_by_group(), moe_buffers_by_expert());
        let y = prec.dot_written(h, w_down, &expert_dims(h)); // [N, G, C, d]
        let y = constrain(&constrain(&y, mesh, &by_expert), mesh, &by_group);
        let back = y.gather(&self.index, &Self::gather_dims(d)); // [k, G, g, d]
        let wide = prec.wide;
        let routed =
            (cast(&back, wide) * w.broadcast_in_dim(&[k, ng, g, d], &[0, 1, 2])).reduce_sum(&[0]);
        let (prec, mesh) = (*prec, *mesh);
        let rule = move |inputs: &[Tensor], _: &[Tensor], ct: &[Option<Tensor>]| {
            let Some(ct) = &ct[0] else {
                return Vec::new();
            };
            let (h, w_down, w, index, kept, source) = (
                &inputs[0], &inputs[1], &inputs[2], &inputs[3], &inputs[4], &inputs[5],
            );
            let ct_s = Self::to_slots(ct, source, prec.compute); // [N, G, C, d]
            let ct_s = constrain(&constrain(&ct_s, &mesh, &by_group), &mesh, &by_expert);
            let g_s = prec.dot(
                &ct_s,
                w_down,
                &DotDims {
                    lhs_batch: vec![0],
                    rhs_batch: vec![0],
                    lhs_contracting: vec![3],
                    rhs_contracting: vec![2],
                },
            ); // [N, G, C, f]
            let w_s = w
                .builder()
                .full(0.0, wide, &[n, ng, cap])
                .scatter_add(index, w, &Self::per_copy_scatter_dims())
                .broadcast_in_dim(&[n, ng, cap, f], &[0, 1, 2]);
            let h_wide = cast(h, wide);
            let d_h = cast(&(&g_s * &w_s), h.dtype());
            let d_w_down = prec.dot(
                &(&h_wide * &w_s),
                &ct_s,
                &DotDims {
                    lhs_batch: vec![0],
                    rhs_batch: vec![0],
                    lhs_contracting: vec![1, 2],
                    rhs_contracting: vec![1, 2],
                },
            ); // [N, f, d]
            let d_w_s = (&h_wide * &g_s).reduce_sum(&[3]);
            let picked = d_w_s.gather(
                index,
                &GatherDims {
                    offset_dims: Vec::new(),
                    collapsed_slice_dims: vec![0, 1, 2],
                    start_index_map: vec![0, 1, 2],
                    index_vector_dim: 3,
                    slice_sizes: vec![1, 1, 1],
                },
            );
            let d_w = kept.select(&picked, &picked.zeros_like());
            vec![Some(d_h), Some(cast(&d_w_down, w_down.dtype())), Some(d_w)]
        };
        routed.with_vjp(
            &[h, w_down, w, &self.index, &self.kept, &self.source],
            Rc::new(rule),
        )
    }
}

/// `rows [A, B, d]` in `dtype` with a zero row appended to each `A` (row `B`), which an index
/// names for an empty slot or a padding row.
fn with_zero_row(rows: &Tensor, dtype: DType) -> Tensor {
    cast(rows, dtype).pad(
        &rows.builder().scalar(0.0, dtype),
        &[0, 0, 0],
        &[0, 1, 0],
        &[0, 0, 0],
    )
}

/// The rows of `rows [A, B, d]` that `index [.., 2]` names by `(a, b)`: `[.., d]`.
fn rows_at(rows: &Tensor, index: &Tensor) -> Tensor {
    let last = index.rank() as i64 - 1;
    rows.gather(
        index,
        &GatherDims {
            offset_dims: vec![last],
            collapsed_slice_dims: vec![0, 1],
            start_index_map: vec![0, 1],
            index_vector_dim: last,
            slice_sizes: vec![1, 1, rows.dims()[2]],
        },
    )
}

/// What runs the E sublayers' routed experts of a program ([`MoeCore`] once built).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoeBackend {
    /// Fixed-capacity buffers and batched matmuls composed from StableHLO ops ([`moe`]'s
    /// module docs; every platform).
    Capacity,
    /// Dropless: the copies sorted by expert through the exported Pallas grouped matmuls
    /// ([`pallas_kernels::PallasGmm`]): Mosaic kernels on TPU, or with `interpret` their
    /// interpret-mode exports, plain StableHLO on any plugin (tests).
    Grouped {
        /// Splice the interpret-mode (`cpu`) variants.
        interpret: bool,
    },
    /// The copies sorted by expert as `Grouped`, with the kernels that gather their own rows
    /// and sum each token's choices in VMEM ([`pallas_kernels::PallasRouted`]).
    Routed {
        /// Splice the interpret-mode (`cpu`) variants.
        interpret: bool,
        /// Drop the copies past each expert's capacity as [`MoeBackend::Capacity`] does (the
        /// same function: `moe_kernel = "auto"`); dropless when false (`"routed"`).
        capacity: bool,
    },
}

impl MoeBackend {
    /// The backend `[model] moe_kernel` names without knowing the platform: `auto` is the
    /// capacity path. Programs for a device: [`MoeChoice`].
    pub fn for_config(kernel: MoeKernel) -> Self {
        match kernel {
            MoeKernel::Capacity | MoeKernel::Auto => MoeBackend::Capacity,
            MoeKernel::Grouped => MoeBackend::Grouped { interpret: false },
            MoeKernel::Routed => MoeBackend::Routed {
                interpret: false,
                capacity: false,
            },
        }
    }

    /// The manifest spelling: `capacity`, `grouped` or `routed` (with or without drops: the
    /// choice's receipt says which, [`MoeChoice::receipt`]).
    pub fn name(self) -> &'static str {
        match self {
            MoeBackend::Capacity => "capacity",
            MoeBackend::Grouped { .. } => "grouped",
            MoeBackend::Routed { .. } => "routed",
        }
    }

    /// [`Self::name`], with whether `routed` drops copies past capacity: `capacity`, `grouped`,
    /// `routed (dropless)` or `routed (copies past capacity dropped)`.
    pub fn describe(self) -> &'static str {
        match self {
            MoeBackend::Routed {
                capacity: false, ..
            } => "routed (dropless)",
            MoeBackend::Routed { capacity: true, .. } => "routed (copies past capacity dropped)",
            other => other.name(),
        }
    }
}

/// `[model] moe_kernel` as it resolves for one run on one platform, with why `auto` chose the
/// capacity path.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoeChoice {
    /// As configured.
    pub requested: MoeKernel,
    /// What the programs use.
    pub backend: MoeBackend,
    /// Why `auto` chose the capacity path (off TPU, no E sublayers, or the routed kernels cannot
    /// serve the per-device shape).
    pub fallback: Option<String>,
}

impl MoeChoice {
    /// `cfg`'s `[model] moe_kernel` on `platform` for programs of each of `rows` rows,
    /// partitioned over `cfg.mesh`, decided before anything is built: `capacity` is the
    /// capacity path; `grouped` and `routed` the dropless kernels, failing off TPU
    /// ([`BackendError::MoeGroupedNeedsTpu`]); `auto` the routed kernels with the capacity
    /// path's drops on TPU when they serve every program's per-device shape
    /// ([`routed_unavailable`]), else the capacity path with the reason — never an error.
    pub fn resolve(
        cfg: &NamConfig,
        platform: Platform,
        rows: &[usize],
    ) -> Result<Self, BackendError> {
        let requested = cfg.model.moe_kernel;
        crate::backend::check_moe_kernel(requested, platform)?;
        let fallback = match requested {
            MoeKernel::Auto => crate::backend::auto_fallback(
                platform,
                "the routed kernels",
                ('E', cfg.model.has(SublayerKind::Moe)),
                || rows.iter().find_map(|&r| routed_unavailable(cfg, r)),
            ),
            _ => None,
        };
        let backend = match (requested, &fallback) {
            (MoeKernel::Auto, None) => MoeBackend::Routed {
                interpret: false,
                capacity: true,
            },
            _ => MoeBackend::for_config(requested),
        };
        Ok(MoeChoice {
            requested,
            backend,
            fallback,
        })
    }

    /// [`Self::resolve`] for the programs a trainer of `cfg` builds, each on one micro-batch of
    /// `[train] batch_size / micro_batches` rows.
    pub fn for_trainer(cfg: &NamConfig, platform: Platform) -> Result<Self, BackendError> {
        Self::resolve(cfg, platform, &[cfg.train.micro_batch_rows()])
    }

    /// What a run manifest records: `capacity`, `grouped`, `routed`, `auto: routed (copies past
    /// capacity dropped)` or `auto: capacity (why)`.
    pub fn receipt(&self) -> String {
        let auto = self.requested == MoeKernel::Auto;
        let backend = match auto {
            true => self.backend.describe(),
            false => self.backend.name(),
        };
        crate::backend::kernel_receipt(auto, backend, self.fallback.as_deref())
    }
}

/// Why the routed kernels with the capacity path's drops cannot run the E sublayers of a
/// `rows`-row program of `cfg` on TPU (per device under `cfg.mesh`): not SwiGLU experts, an
/// expert-parallel mesh, rows that do not split over the data-parallel devices, routing groups
/// that straddle two devices, or no exported `[[gmm]]` variant with routed kernels for the
/// per-device token count. `None` when they can: what building them would refuse, found
/// without building.
pub fn routed_unavailable(cfg: &NamConfig, rows: usize) -> Option<String> {
    let nl = match tpu_query(cfg, rows, MoeKernel::Routed) {
        Ok((_, nl)) => nl,
        Err(e) => return Some(e),
    };
    if let Err(why) = whole_groups(&cfg.model, nl) {
        return Some(why);
    }
    moe_variant(
        cfg,
        rows,
        MoeBackend::Routed {
            interpret: false,
            capacity: true,
        },
    )
    .err()
}

/// The `[[gmm]]` variant the E sublayers of a `rows`-row program of `cfg` splice on TPU with
/// `backend` (`grouped` or `routed`), or why none serves; an error for the capacity path.
pub fn moe_variant(
    cfg: &NamConfig,
    rows: usize,
    backend: MoeBackend,
) -> Result<&'static GmmVariant, String> {
    let kernel = match backend {
        MoeBackend::Capacity => return Err("the capacity path splices no kernel".into()),
        MoeBackend::Grouped { .. } => MoeKernel::Grouped,
        MoeBackend::Routed { .. } => MoeKernel::Routed,
    };
    let (query, nl) = tpu_query(cfg, rows, kernel)?;
    let found = match kernel {
        MoeKernel::Routed => GmmVariant::find_routed(&query, nl),
        _ => GmmVariant::find(&query),
    };
    found.map_err(|e| e.to_string())
}

/// [`per_device_query`] of a `rows`-row program of `cfg` on TPU, with the tokens each device
/// routes; or why the kernels cannot run it.
fn tpu_query(cfg: &NamConfig, rows: usize, kernel: MoeKernel) -> Result<(GmmQuery, i64), String> {
    let m = &cfg.model;
    let dtype = crate::graph::layout::dtype_of(cfg.precision.compute_dtype);
    let shape = (rows as i64, m.seq_len as i64);
    per_device_query(m, &cfg.mesh, shape, dtype, "tpu", kernel)
        .map(|(query, _, nl)| (query, nl))
        .map_err(|e| e.to_string())
}

/// The per-device query of the E sublayers of `m` on `(rows, tokens per row)` for the
/// sorted-row `kernel` on `mesh`, in `dtype` for `platform`, with the pieces the batch splits
/// into (one per data-parallel device) and the tokens each routes; or why the kernels cannot
/// run them ([`grouped_pieces`]).
fn per_device_query(
    m: &ModelConfig,
    mesh: &Mesh,
    (rows, t): (i64, i64),
    dtype: DType,
    platform: &str,
    kernel: MoeKernel,
) -> xla_hlo::Result<(GmmQuery, i64, i64)> {
    let pieces = grouped_pieces(m, mesh, rows, t, kernel)?;
    let nl = rows * t / pieces;
    let query = GmmQuery {
        copies: nl * m.top_k() as i64,
        experts: m.n_routed() as i64,
        d_model: m.d_model as i64,
        hidden: m.expert_hidden() as i64,
        dtype,
        platform: platform.into(),
    };
    Ok((query, pieces, nl))
}

/// The routing group size of `m`, when a device's `nl` tokens hold whole groups (the
/// sorted-row kernels count capacity slots per group on one device); else why not.
fn whole_groups(m: &ModelConfig, nl: i64) -> Result<i64, String> {
    let g = m.routing_group() as i64;
    match g > 0 && nl % g == 0 {
        true => Ok(g),
        false => Err(format!(
            "routing_group {g} does not divide the {nl} tokens each data-parallel device routes"
        )),
    }
}

/// The routed experts' implementation of one program, with the kernels' splices registered once.
pub enum MoeCore {
    /// Capacity buffers.
    Capacity,
    /// The exported grouped matmuls, per device inside a manual computation on a multi-device
    /// `mesh`.
    Grouped {
        /// The program's kernel splices.
        kernels: PallasGmm,
        /// The mesh the program is partitioned for.
        mesh: Mesh,
    },
    /// The routed kernels that gather their own rows, likewise.
    Routed {
        /// The program's kernel splices.
        kernels: PallasRouted,
        /// The mesh the program is partitioned for.
        mesh: Mesh,
        /// Whether copies past capacity are dropped ([`MoeBackend::Routed`]).
        capacity: bool,
    },
}

impl MoeCore {
    /// The core for `backend` in the program built by `b` (its top-level builder), partitioned
    /// over `mesh`.
    pub fn new(backend: MoeBackend, b: &xla_hlo::Builder, mesh: Mesh) -> Self {
        match backend {
            MoeBackend::Capacity => MoeCore::Capacity,
            MoeBackend::Grouped { interpret } => MoeCore::Grouped {
                kernels: match interpret {
                    true => PallasGmm::interpret(b),
                    false => PallasGmm::new(b),
                },
                mesh,
            },
            MoeBackend::Routed {
                interpret,
                capacity,
            } => MoeCore::Routed {
                kernels: match interpret {
                    true => PallasRouted::interpret(b),
                    false => PallasRouted::new(b),
                },
                mesh,
                capacity,
            },
        }
    }
}

/// The router's choices for tokens `[G, g, d]` (any grouping: each token is routed alone).
struct Routing {
    /// `[G, g, N]` router logits (wide).
    logits: Tensor,
    /// `[G, g, k]` i32: the chosen experts.
    idx: Tensor,
    /// `[G, g, k, N]` (wide): one-hot of each choice.
    onehot: Tensor,
    /// `[G, g, k]` (wide): each choice's weight.
    weights: Tensor,
    /// `[G, g, N]` (wide, 0/1): the experts each token chose.
    chosen: Tensor,
}

impl Routing {
    /// Router in the wide dtype; selection on scores + bias; weights from scores.
    fn new(xg: &Tensor, p: &LayerParams, cfg: &ModelConfig, wide: DType) -> xla_hlo::Result<Self> {
        let dims = xg.dims();
        let (ng, g) = (dims[0], dims[1]);
        let (n, k) = (cfg.n_routed() as i64, cfg.top_k() as i64);
        let logits = cast(xg, wide).dot_general_to(
            &cast(p.get("router")?, wide),
            &DotDims {
                lhs_contracting: vec![2],
                rhs_contracting: vec![0],
                ..Default::default()
            },
            wide,
        );
        let scores = logits.logistic();
        let bias = cast(p.get("bias")?, wide).broadcast_in_dim(&[ng, g, n], &[2]);
        let (_, idx) = nn::top_k(&(&scores + &bias), k as usize); // [G, g, k] i32
        let onehot = nn::one_hot(&idx, n, wide); // [G, g, k, N]
        let sel = per_choice(&onehot, &scores); // [G, g, k]
        let total = sel.reduce_sum(&[2]).broadcast_in_dim(&[ng, g, k], &[0, 1]);
        let weights = &sel / &total * cfg.routed_scaling;
        Ok(Routing {
            logits,
            idx,
            weights,
            chosen: onehot.reduce_sum(&[2]),
            onehot,
        })
    }

    /// `v [G, g, N]` read at each choice: `[G, g, k]`.
    fn per_choice(&self, v: &Tensor) -> Tensor {
        per_choice(&self.onehot, v)
    }

    /// Load per expert, z-loss, and `dropped` (the fraction of copies dropped).
    fn stats(&self, cfg: &ModelConfig, dropped: Tensor) -> MoeStats {
        let d = self.idx.dims();
        let slots = (d[0] * d[1] * d[2]) as f64;
        let lse = nn::logsumexp(&self.logits);
        MoeStats {
            load: self.chosen.reduce_sum(&[0, 1]) / slots,
            dropped,
            z_loss: nn::mean(&(&lse * &lse), &[0, 1]) * cfg.z_coef,
        }
    }
}

/// `v [G, g, N]` read at each choice of `onehot [G, g, k, N]`: `[G, g, k]`.
fn per_choice(onehot: &Tensor, v: &Tensor) -> Tensor {
    let d = onehot.dims();
    (onehot * v.broadcast_in_dim(&d, &[0, 1, 3])).reduce_sum(&[3])
}

/// The E sublayer on the normalised input `x [B, T, d]`: output and statistics, the routed
/// experts run by `core`. `mesh` places the capacity path's expert buffers ([`Mesh::SINGLE`]:
/// no annotations).
pub fn moe(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    prec: &Precision,
    mesh: &Mesh,
    core: &MoeCore,
) -> xla_hlo::Result<(Tensor, MoeStats)> {
    let (mut out, stats) = match core {
        MoeCore::Capacity => capacity_experts(x, p, cfg, prec, mesh)?,
        MoeCore::Grouped { kernels, mesh } => grouped_experts(x, p, cfg, prec, kernels, mesh)?,
        MoeCore::Routed {
            kernels,
            mesh,
            capacity,
        } => routed_experts(x, p, cfg, prec, kernels, mesh, *capacity)?,
    };
    if cfg.n_shared == 1 {
        out = out + ffn(x, p, "shared.", cfg.shared_activation, prec)?;
    }
    Ok((out, stats))
}

/// The routed experts on capacity buffers (module docs).
fn capacity_experts(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    prec: &Precision,
    mesh: &Mesh,
) -> xla_hlo::Result<(Tensor, MoeStats)> {
    let dims = x.dims();
    let (bs, t, d) = (dims[0], dims[1], dims[2]);
    let (n, k) = (cfg.n_routed() as i64, cfg.top_k() as i64);
    let tokens = bs * t;
    let g = cfg.routing_group() as i64;
    if g <= 0 || tokens % g != 0 {
        return Err(Error::Usage(format!(
            "moe: routing_group {g} does not divide the batch's {bs} × {t} = {tokens} tokens; \
             choose a batch size whose token count is a multiple of it"
        )));
    }
    let ng = tokens / g;
    let cap = capacity(cfg, g as usize) as i64;
    let wide = prec.wide;
    let b = x.builder();
    let xg = x.reshape(&[ng, g, d]);
    let routing = Routing::new(&xg, p, cfg, wide)?;
    let (idx, weights, chosen) = (&routing.idx, &routing.weights, &routing.chosen);

    // 5. Capacity: slot of each (token, expert) = earlier tokens of the group routed there.
    let slot = nn::cumsum(chosen, 1) - chosen;
    let slot = routing.per_choice(&slot); // [G, g, k]
    let kept = slot.lt(&b.full(cap as f64, wide, &[ng, g, k]));
    let slot_i = kept.select(
        &slot.convert(DType::I32),
        &b.full(cap as f64, DType::I32, &[ng, g, k]),
    );
    // Token copies are laid out choice-major, `[k, G, g, ..]` (module docs, "Choice-major
    // copies").
    let choice_major = |t: &Tensor| t.transpose(&[2, 0, 1]);
    let grp = b.iota(DType::I32, &[k, ng, g], 1);
    let col = |t: &Tensor| t.reshape(&[k, ng, g, 1]);
    let index = Tensor::concat(
        &[
            &col(&choice_major(idx)),
            &col(&grp),
            &col(&choice_major(&slot_i)),
        ],
        3,
    ); // (expert, group, slot) of each copy
    let copies = Copies::new(index, choice_major(&kept), [n, ng, cap]);

    // Dispatch, experts, combine.
    // The buffers hold what the expert matmuls read and write (module docs, "Buffer dtypes").
    let buf = copies.dispatch(&cast(&xg, wide), prec.compute);
    let (by_group, by_expert) = (moe_buffers_by_group(), moe_buffers_by_expert());
    let buf = constrain(&constrain(&buf, mesh, &by_group), mesh, &by_expert);
    let act = cfg.expert_activation;
    let joined_gradient = joined_expert_gradient(mesh, cfg).map(|s| (*mesh, s));
    let h = expert_hidden(&buf, p, act, prec, joined_gradient)?; // [N, G, C, f]
    let w_down = p.get(&format!("experts.{}", out_name(act)))?;
    let keep_w = choice_major(&kept.select(weights, &b.full(0.0, wide, &[ng, g, k])));
    let out = copies
        .down_and_combine(&h, w_down, &keep_w, prec, mesh)
        .reshape(&[bs, t, d]);

    let slots = (tokens * k) as f64;
    let kept_f = kept
        .select(
            &b.full(1.0, wide, &[ng, g, k]),
            &b.full(0.0, wide, &[ng, g, k]),
        )
        .reduce_sum(&[0, 1, 2]);
    let dropped = (b.scalar(slots, wide) - kept_f) / slots;
    Ok((out, routing.stats(cfg, dropped)))
}

/// The routed experts dropless through the exported grouped matmuls (`[model] moe_kernel =
/// "grouped"`).
///
/// Each device routes its own tokens (`P` pieces of the batch, one per data-parallel device, of
/// `n_l` tokens each). Within a piece every copy `(token, j)` gets its row in the piece's copies
/// sorted by expert: expert `e`'s rows start at the piece's count of copies routed to experts
/// before `e`, in token order within it — the capacity path's slot arithmetic with one
/// unbounded buffer per piece. A variant of `M >= n_l · k` rows serves it (rows past the copies
/// are padding the kernels leave zero). Dispatch gathers each row's token through the inverse
/// map; the two grouped matmuls (gate/up joined, then down) run per device on its rows with the
/// piece's group sizes; combine gathers each copy's row back, weighted and summed over the
/// choices. Dispatch and combine carry gradient rules of their own, gathers through the same
/// maps rather than the generic scatters autodiff would emit ([`Copies`] explains why).
fn grouped_experts(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    prec: &Precision,
    kernels: &PallasGmm,
    mesh: &Mesh,
) -> xla_hlo::Result<(Tensor, MoeStats)> {
    let s = SortedCopies::new(
        x,
        p,
        cfg,
        prec,
        mesh,
        MoeKernel::Grouped,
        kernels.platform(),
        false,
    )?;
    let (pieces, d) = (s.pieces, s.d);
    let (wide, compute) = (prec.wide, prec.compute);
    let variant = GmmVariant::find(&s.query).map_err(|e| Error::Usage(e.to_string()))?;
    let m = variant.rows;

    let sorted = SortedRows::new(&s.row, pieces, m);
    let choice_major = |t: &Tensor| t.transpose(&[2, 0, 1]);
    let shards = s.shards(mesh);
    let x_rows = sorted
        .dispatch(&cast(&s.xg, wide), compute)
        .reshape(&[pieces * m, d]);
    // The joined gradient pinned as the capacity path pins it: the per-chip partial sums leave
    // the manual computation and are reduce-scattered to the FSDP pieces rather than all-reduced.
    let joined_gradient = joined_expert_gradient(mesh, cfg).map(|s| (*mesh, s));
    let (w_both, _) = joined_gate_up(p, prec, joined_gradient)?;
    let gmm = |map, lhs: &Tensor, rhs: &Tensor| {
        kernels
            .grouped_matmul(map, lhs, rhs, &s.group_sizes, variant, shards.as_ref())
            .map_err(|e| Error::Usage(e.to_string()))
    };
    let both = gmm(GmmMap::GateUp, &x_rows, &w_both)?; // [P·M, 2F]
    let h = s.swiglu(&both, prec);
    let w_down = cast(p.get("experts.w_down")?, compute);
    let y = gmm(GmmMap::Down, &cast(&h, compute), &w_down)?.reshape(&[pieces, m, d]);
    let out = sorted
        .combine(&y, &choice_major(&s.routing.weights), wide)
        .reshape(&s.out_dims);
    Ok((out, s.routing.stats(cfg, s.dropped.clone())))
}

/// The routed experts through the kernels that gather their own rows (`[model] moe_kernel =
/// "routed"`, dropless; `"auto"` on TPU, with the capacity path's drops when `capacity`:
/// [`SortedCopies::new`]): [`grouped_experts`]'s routing, sorted rows and SwiGLU, but the gate/up
/// kernel reads each sorted row from the token rows itself (`token`: each row's token, the
/// inverse of the sort) and the down kernel's outputs are summed over each token's choices by the
/// combine kernel (`slot`: each copy's row), so neither the `[P·M, d]` dispatched copies nor the
/// `[k, P, n_l, d]` per-choice outputs are written to HBM; their gradients likewise
/// ([`PallasRouted`]).
fn routed_experts(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    prec: &Precision,
    kernels: &PallasRouted,
    mesh: &Mesh,
    capacity: bool,
) -> xla_hlo::Result<(Tensor, MoeStats)> {
    let s = SortedCopies::new(
        x,
        p,
        cfg,
        prec,
        mesh,
        MoeKernel::Routed,
        kernels.platform(),
        capacity,
    )?;
    let (pieces, nl, d, k) = (s.pieces, s.nl, s.d, cfg.top_k() as i64);
    let (wide, compute) = (prec.wide, prec.compute);
    let variant = GmmVariant::find_routed(&s.query, nl).map_err(|e| Error::Usage(e.to_string()))?;
    let m = variant.rows;

    let sorted = SortedRows::new(&s.row, pieces, m);
    let rows2 = activation_sharding(2, None);
    let maps = RoutedMaps {
        // Padding rows name token n_l (the dispatch's zero row); the kernel clamps it to a real
        // token and masks the row.
        token: constrain(
            &sorted.source.slice_axis(2, 1, 2).reshape(&[pieces, m]),
            mesh,
            &rows2,
        ),
        slot: constrain(&s.row.reshape(&[pieces * nl, k]), mesh, &rows2),
        group_sizes: s.group_sizes.clone(),
    };
    let shards = s.shards(mesh);
    let joined_gradient = joined_expert_gradient(mesh, cfg).map(|s| (*mesh, s));
    let (w_both, _) = joined_gate_up(p, prec, joined_gradient)?;
    let usage = |e: xla_hlo::Error| Error::Usage(e.to_string());
    let tokens = cast(&s.xg, wide).reshape(&[pieces * nl, d]);
    let both = kernels
        .gate_up(&tokens, &w_both, &maps, variant, shards.as_ref())
        .map_err(usage)?; // [P·M, 2F]
    let h = s.swiglu(&both, prec);
    let w_down = cast(p.get("experts.w_down")?, compute);
    let weights = constrain(&s.routing.weights.reshape(&[pieces * nl, k]), mesh, &rows2);
    let out = kernels
        .down_combine(
            &cast(&h, compute),
            &w_down,
            &weights,
            &maps,
            variant,
            shards.as_ref(),
        )
        .map_err(usage)?; // [P·n_l, d] f32
    let out = cast(&out, wide).reshape(&s.out_dims);
    Ok((out, s.routing.stats(cfg, s.dropped.clone())))
}

/// What the dropless paths share: the tokens in pieces (one per data-parallel device), their
/// routing, and each copy's row among its piece's copies sorted by expert.
struct SortedCopies {
    pieces: i64,
    /// Tokens per piece.
    nl: i64,
    d: i64,
    /// `[B, T, d]`.
    out_dims: Vec<i64>,
    /// `[P, n_l, d]`: the tokens by piece.
    xg: Tensor,
    routing: Routing,
    /// `[P, n_l, k]` i32: each copy's row.
    row: Tensor,
    /// `[P, N]` i32, split over the pieces.
    group_sizes: Tensor,
    /// The per-device shape a variant must serve.
    query: GmmQuery,
    /// The fraction of copies dropped by capacity (zero dropless).
    dropped: Tensor,
}

impl SortedCopies {
    /// Each device routes its own tokens (`P` pieces of the batch, one per data-parallel device,
    /// of `n_l` tokens each). Within a piece every copy `(token, j)` gets its row in the piece's
    /// copies sorted by expert: expert `e`'s rows start at the piece's count of copies routed to
    /// experts before `e`, in token order within it.
    ///
    /// With `with_drops` the copies the capacity path drops ([`KeptCopies`]) are left out of the
    /// experts' groups: they take the rows after every kept copy, which the grouped matmuls treat
    /// as padding (their outputs there are zero), so a dropped copy adds nothing to its token and
    /// its weight gets a zero gradient — the capacity path's function on sorted rows.
    #[allow(clippy::too_many_arguments)]
    fn new(
        x: &Tensor,
        p: &LayerParams,
        cfg: &ModelConfig,
        prec: &Precision,
        mesh: &Mesh,
        kernel: MoeKernel,
        platform: &str,
        with_drops: bool,
    ) -> xla_hlo::Result<Self> {
        let dims = x.dims();
        let (bs, t, d) = (dims[0], dims[1], dims[2]);
        let n = cfg.n_routed() as i64;
        let (query, pieces, nl) =
            per_device_query(cfg, mesh, (bs, t), prec.compute, platform, kernel)?;
        let xg = constrain(
            &x.reshape(&[pieces, nl, d]),
            mesh,
            &activation_sharding(3, None),
        );
        let routing = Routing::new(&xg, p, cfg, prec.wide)?;
        // A capacity of a whole group's tokens drops nothing (evaluation raises it to that).
        let g = cfg.routing_group();
        let kept = match with_drops && capacity(cfg, g) < g {
            true => Some(KeptCopies::new(&routing, cfg, pieces, nl)?),
            false => None,
        };
        let taken = kept.as_ref().map_or(&routing.chosen, |k| &k.by_expert); // [P, n_l, N]

        // Each kept copy's row among its piece's copies sorted by expert (exact in f32: fewer
        // than 2^24 copies per piece); the dropped ones after them, in copy order.
        let sizes = taken.reduce_sum(&[1]); // [P, N]
        let starts = nn::cumsum(&sizes, 1) - &sizes;
        let earlier = nn::cumsum(taken, 1) - taken; // [P, n_l, N]
        let row_of_expert = earlier + starts.broadcast_in_dim(&[pieces, nl, n], &[0, 2]);
        let mut row = routing.per_choice(&row_of_expert); // [P, n_l, k]
        if let Some(kept) = &kept {
            row = kept.place_dropped(&row, &sizes);
        }
        let row = row.convert(DType::I32);
        let dropped = match &kept {
            Some(kept) => kept.dropped_fraction(),
            None => x.builder().scalar(0.0, prec.wide),
        };
        let group_sizes = constrain(
            &sizes.convert(DType::I32),
            mesh,
            &activation_sharding(2, None),
        );
        Ok(SortedCopies {
            pieces,
            nl,
            d,
            out_dims: vec![bs, t, d],
            xg,
            routing,
            row,
            group_sizes,
            query,
            dropped,
        })
    }

    /// How the kernels' operands split over `mesh`'s devices (`None` on one device).
    fn shards(&self, mesh: &Mesh) -> Option<GmmShards> {
        (!mesh.is_single()).then(|| GmmShards {
            rank2: activation_sharding(2, None).gspmd(mesh),
            rank4: activation_sharding(4, None).gspmd(mesh),
            pieces: self.pieces,
        })
    }

    /// SwiGLU of the joined gate/up rows `[P·M, 2F]`, in the wide dtype.
    fn swiglu(&self, both: &Tensor, prec: &Precision) -> Tensor {
        let f = self.query.hidden;
        nn::silu(&prec.wide(&both.slice_axis(1, 0, f))) * prec.wide(&both.slice_axis(1, f, 2 * f))
    }
}

/// Which copies of a piece's tokens the capacity path keeps (module docs: a copy to expert `e`
/// is dropped when `C` earlier tokens of its routing group chose `e`), for the sorted-row paths
/// that honour `capacity_factor` ([`SortedCopies::new`]). A piece holds whole routing groups.
struct KeptCopies {
    /// `[P, n_l, N]` (wide, 0/1): the experts each token chose and keeps.
    by_expert: Tensor,
    /// `[P, n_l, k]` (pred): whether each copy is kept.
    per_choice: Tensor,
}

impl KeptCopies {
    /// The kept copies of `routing` over `pieces` of `nl` tokens, each split into routing groups.
    fn new(routing: &Routing, cfg: &ModelConfig, pieces: i64, nl: i64) -> xla_hlo::Result<Self> {
        let g = whole_groups(cfg, nl).map_err(|why| {
            Error::Usage(format!(
                "moe: {why}; the sorted-row kernels keep a routing group on one device (set \
                 moe_kernel = \"capacity\", or a routing_group dividing {nl})"
            ))
        })?;
        let chosen = &routing.chosen;
        let n = chosen.dims()[2];
        let cap = capacity(cfg, g as usize) as f64;
        let b = chosen.builder();
        let wide = chosen.dtype();
        // The capacity path's slot of each (token, expert): earlier tokens of its group there.
        let grouped = chosen.reshape(&[pieces, nl / g, g, n]);
        let slot = (nn::cumsum(&grouped, 2) - &grouped).reshape(&[pieces, nl, n]);
        let fits = slot.lt(&b.full(cap, wide, &[pieces, nl, n]));
        let by_expert = fits.select(chosen, &b.full(0.0, wide, &[pieces, nl, n]));
        let k = routing.idx.dims()[2];
        let per_choice = routing
            .per_choice(&slot)
            .lt(&b.full(cap, wide, &[pieces, nl, k]));
        Ok(KeptCopies {
            by_expert,
            per_choice,
        })
    }

    /// `row [P, n_l, k]` (wide) with each dropped copy moved past its piece's kept copies
    /// (`sizes [P, N]`, the kept copies per expert): the `i`-th dropped copy of a piece, in copy
    /// order, takes row `Σ sizes + i` — a padding row of every grouped matmul.
    fn place_dropped(&self, row: &Tensor, sizes: &Tensor) -> Tensor {
        let d = row.dims();
        let (pieces, nl, k) = (d[0], d[1], d[2]);
        let b = row.builder();
        let wide = row.dtype();
        let zeros = b.full(0.0, wide, &[pieces, nl, k]);
        let dropped = self
            .per_choice
            .select(&zeros, &b.full(1.0, wide, &[pieces, nl, k]))
            .reshape(&[pieces, nl * k]);
        let before = (nn::cumsum(&dropped, 1) - &dropped).reshape(&[pieces, nl, k]);
        let kept_total = sizes
            .reduce_sum(&[1])
            .broadcast_in_dim(&[pieces, nl, k], &[0]);
        self.per_choice.select(row, &(kept_total + before))
    }

    /// The fraction of copies dropped (wide scalar), as [`MoeStats::dropped`] counts it.
    fn dropped_fraction(&self) -> Tensor {
        let d = self.per_choice.dims();
        let b = self.per_choice.builder();
        let wide = self.by_expert.dtype();
        let copies = (d[0] * d[1] * d[2]) as f64;
        let kept = self
            .per_choice
            .select(&b.full(1.0, wide, &d), &b.full(0.0, wide, &d))
            .reduce_sum(&[0, 1, 2]);
        (b.scalar(copies, wide) - kept) / copies
    }
}

/// The pieces [`grouped_experts`] routes in (one per data-parallel device), or why the grouped
/// kernels cannot run this sublayer on `mesh` for `bs` rows of `t` tokens.
fn grouped_pieces(
    cfg: &ModelConfig,
    mesh: &Mesh,
    bs: i64,
    t: i64,
    kernel: MoeKernel,
) -> xla_hlo::Result<i64> {
    let name = kernel.name();
    if cfg.expert_activation != Activation::Swiglu {
        return Err(Error::Usage(format!(
            "[model] moe_kernel = \"{name}\" runs SwiGLU experts (its gate/up kernel joins the \
             two maps); set expert_activation = \"swiglu\" or moe_kernel = \"capacity\""
        )));
    }
    if mesh.size(MeshAxis::Expert) > 1 {
        return Err(Error::Usage(format!(
            "[model] moe_kernel = \"{name}\" runs every expert on each chip; set [mesh] expert \
             = 1 (or moe_kernel = \"capacity\" for expert parallelism)"
        )));
    }
    let pieces = if mesh.is_single() {
        1
    } else {
        mesh.size(MeshAxis::Data) as i64
    };
    let tokens = bs * t;
    if tokens % pieces != 0 || bs % pieces != 0 {
        return Err(Error::Usage(format!(
            "moe_kernel = \"{name}\": {bs} rows do not split over the mesh's {pieces} \
             data-parallel devices"
        )));
    }
    Ok(pieces)
}

/// Where each token copy sits among its piece's copies sorted by expert: `index [k, P, n_l,
/// 2]` the (piece, row) of copy `(j, piece, token)`, `source [P, M, 2]` the (piece, token) of
/// each row (token `n_l`, a zero row, for padding).
struct SortedRows {
    index: Tensor,
    source: Tensor,
}

impl SortedRows {
    /// The maps of copies whose rows among their piece's `m` sorted rows are `row [P, n_l, k]`.
    fn new(row: &Tensor, pieces: i64, m: i64) -> Self {
        let b = row.builder();
        let dims = row.dims();
        let (nl, k) = (dims[1], dims[2]);
        // Copies choice-major (module docs, "Choice-major copies"): `index [k, P, n_l, 2]` holds
        // each copy's (piece, row); `source [P, M, 2]` each row's (piece, token), token `n_l` (a
        // zero row) for padding rows.
        let choice_major = |t: &Tensor| t.transpose(&[2, 0, 1]);
        let col = |t: &Tensor, d0: i64, d1: i64, d2: i64| t.reshape(&[d0, d1, d2, 1]);
        let index = Tensor::concat(
            &[
                &col(&b.iota(DType::I32, &[k, pieces, nl], 1), k, pieces, nl),
                &col(&choice_major(row), k, pieces, nl),
            ],
            3,
        );
        let token = b.iota(DType::I32, &[k, pieces, nl], 2)
            - b.full(nl as f64, DType::I32, &[k, pieces, nl]);
        let row_token = b.full(nl as f64, DType::I32, &[pieces, m]).scatter_add(
            &index,
            &token,
            &SortedRows::per_copy_scatter_dims(),
        );
        let pcol = |t: &Tensor| t.reshape(&[pieces, m, 1]);
        let source = Tensor::concat(
            &[
                &pcol(&b.iota(DType::I32, &[pieces, m], 0)),
                &pcol(&row_token),
            ],
            2,
        );
        SortedRows { index, source }
    }

    /// Scatter of one scalar per copy `[k, P, n_l]` to its row of `[P, M]`.
    fn per_copy_scatter_dims() -> ScatterDims {
        ScatterDims {
            update_window_dims: Vec::new(),
            inserted_window_dims: vec![0, 1],
            scatter_dims_to_operand_dims: vec![0, 1],
            index_vector_dim: 3,
        }
    }

    /// `[P, M, d]` in `dtype`: each row holds the row of `tokens [P, n_l, d]` that `source`
    /// names for it, a padding row zeros.
    fn to_rows(tokens: &Tensor, source: &Tensor, dtype: DType) -> Tensor {
        rows_at(&with_zero_row(tokens, dtype), source)
    }

    /// The sorted copies `[P, M, d]` in `dtype` of `tokens [P, n_l, d]`. Its rule gives each
    /// token the sum over its copies of the rows' cotangent, added in the tokens' dtype.
    fn dispatch(&self, tokens: &Tensor, dtype: DType) -> Tensor {
        let rows = Self::to_rows(tokens, &self.source, dtype);
        let wide = tokens.dtype();
        let rule = move |inputs: &[Tensor], _: &[Tensor], ct: &[Option<Tensor>]| {
            let Some(ct) = &ct[0] else {
                return Vec::new();
            };
            let picked = rows_at(ct, &inputs[1]); // [k, P, n_l, d]
            vec![Some(cast(&picked, wide).reduce_sum(&[0]))]
        };
        rows.with_vjp(&[tokens, &self.index, &self.source], Rc::new(rule))
    }

    /// `Σ_j w[j] · y[row of copy j]` in `wide`: the expert outputs `y [P, M, d]` read back at
    /// each copy's row with the weights `w [k, P, n_l]`, summed over the choices, `[P, n_l, d]`.
    ///
    /// Its rule: `y`'s row `r` gets `w_r · ct[token of r]` (the cotangent gathered to the rows
    /// through `source`, rounded to `y`'s dtype before it is weighted, as the capacity path's
    /// combine does; `w_r` the weight of the row's copy scattered to `[P, M]` as scalars, zero
    /// for padding rows); `w[j]` gets `Σ_d ct · y[row of copy j]`.
    fn combine(&self, y: &Tensor, w: &Tensor, wide: DType) -> Tensor {
        let wd = w.dims();
        let (k, pieces, nl) = (wd[0], wd[1], wd[2]);
        let d = y.dims()[2];
        let back = cast(&rows_at(y, &self.index), wide);
        let out = (&back * w.broadcast_in_dim(&[k, pieces, nl, d], &[0, 1, 2])).reduce_sum(&[0]);
        let rule = move |inputs: &[Tensor], _: &[Tensor], ct: &[Option<Tensor>]| {
            let Some(ct) = &ct[0] else {
                return Vec::new();
            };
            let (y, w, index, source) = (&inputs[0], &inputs[1], &inputs[2], &inputs[3]);
            let m = y.dims()[1];
            let ct_rows = cast(&Self::to_rows(ct, source, y.dtype()), wide); // [P, M, d]
            let w_rows = w
                .builder()
                .full(0.0, wide, &[pieces, m])
                .scatter_add(index, w, &Self::per_copy_scatter_dims())
                .broadcast_in_dim(&[pieces, m, d], &[0, 1]);
            let d_y = cast(&(&ct_rows * &w_rows), y.dtype());
            let back = cast(&rows_at(y, index), wide);
            let d_w =
                (&back * ct.broadcast_in_dim(&[k, pieces, nl, d], &[1, 2, 3])).reduce_sum(&[3]);
            vec![Some(d_y), Some(d_w)]
        };
        out.with_vjp(&[y, w, &self.index, &self.source], Rc::new(rule))
    }
}
