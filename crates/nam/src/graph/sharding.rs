//! Sharding rules: where every program argument and result lives on a [`Mesh`].
//!
//! One table maps the logical axes of [`crate::params`] to mesh axes, MaxText-style, so meshes
//! are config and never edits to blocks:
//!
//! | logical axis | mesh axis | tensors |
//! | --- | --- | --- |
//! | `qkv` (fused q/k/v columns) | `model`, only when it does not divide the heads (below) | `attn.w_qkv` dim 1 |
//! | `heads` (concatenated heads) | `model` | `attn.w_o` dim 0 |
//! | `mlp` (hidden units) | `model` | FFN, routed and shared expert matrices |
//! | `experts` (leading dim of a routed-expert stack) | `expert` | `moe.experts.*` dim 0 |
//! | `vocab` of `lm_head` | `model` | `lm_head` dim 1 (vocabulary-parallel logits) |
//! | batch rows | `data`, `expert` | `tokens`, `targets`, `segment_ids`, `loss_mask` dim 0 |
//!
//! Everything else is replicated over `model` and `expert`: the embedding, norms, the router
//! and the MoE bias (small), the MTP projection, and the Mamba / M2RNN blocks (their fused
//! projections interleave per-head groups; tensor parallelism for them is future work). The
//! stacking axis of a scanned layer group (dim 0 of `blocks.*`) is never sharded, because the
//! scan slices it every iteration.
//!
//! `attn.w_qkv` is the one parameter whose model-parallel split is not a split of its storage.
//! Its columns are all q heads, then all k heads, then all v heads (the storage order of `docs/model.md#attention-a`,
//! an external contract), so a contiguous split over `model` cuts across the q|k|v boundaries
//! (nam12, model 2: 640-column pieces against q = 768 columns) and the partitioner would have
//! to reshuffle the q/k/v activations after every projection. So when `model` divides both
//! `n_head` and `n_kv_head` ([`qkv_split_by_heads`], which config validation requires of any
//! model-parallel mesh), `w_qkv` stays whole over `model` and the A block cuts it into `W_q`,
//! `W_k`, `W_v` in the graph and pins each slice's columns (whole heads) over `model`
//! ([`qkv_slice_shardings`]): slicing a model-replicated weight is local, each device multiplies
//! by its own heads only, and q/k/v come out split by heads, as attention and `W_o` want them.
//! The price is weight-sized, not activation-sized: each device holds all of `w_qkv` (and its
//! optimizer state and gradient) over `model`, and the backward pass gathers the
//! `W_q`/`W_k`/`W_v` gradient pieces into the whole `w_qkv` gradient (Muon still
//! orthogonalises the fused matrix). When `model` does not divide the heads, the columns are
//! split contiguously as before and the graph adds no hint.
//!
//! With `fsdp`, every parameter of rank ≥ 2 is additionally split over `data` along its largest
//! dimension that the rules above left free and that `data` divides (ties: the first such
//! dimension); vectors stay replicated (their bytes are negligible). A routed-expert stack
//! `[N, .., ..]` splits its experts instead where no other axis splits them and `data` divides
//! N: each device then holds whole expert matrices, so Muon's Newton–Schulz on them needs no
//! communication, and the gathers and gradient reductions move the same bytes as along any
//! other dimension (nam52: PREDICTED v6e-8 step 4 337 -> 4 277 ms under model v7,
//! docs/performance-log.md, "Where data sits on the mesh; model v8"). Other Muon stacks have their
//! matrices moved whole for
//! Newton–Schulz ([`whole_matrices`]). The `qkv` dimension of a head-split `w_qkv` counts as
//! taken, so FSDP splits its rows, as it does when the columns are split over `model`.
//! Optimizer state (`opt.*`) and mode-B gradient accumulators (`grad.*`) take their parameter's
//! sharding, so a donated input and the result it becomes always agree. Scalars, metrics and
//! `expert_load` are replicated.
//!
//! # Hints inside the graph
//!
//! Arguments and results pin the layout; the partitioner propagates it through the graph, from
//! the weights as readily as from the batch. Under FSDP that is wrong: a weight split over
//! `data` along its largest dimension invites the partitioner to split the activations it
//! multiplies the same way (nam12-dense on v6e-8, `data=8 fsdp`: attention heads and score
//! matrices split over `data`, then all-to-alls and permutes of whole `[rows, T, T]` arrays,
//! about 570 GiB per chip per step), where FSDP means gathering the weight and keeping the
//! rows split. So every sublayer's input and output, and the A block's q/k/v and attention
//! output, are pinned to [`activation_sharding`]: rows like the batch, heads over `model`
//! (MaxText constrains its activations' logical axes the same way).
//!
//! The E sublayer's expert buffers `[N, groups, C, d]` need one more. The dispatch
//! gather fills them group by group (groups are split like the batch, over `data × expert`),
//! but the expert matmuls want them split by expert. [`constrain`] pins the buffer to
//! [`moe_buffers_by_group`] right after the dispatch and to [`moe_buffers_by_expert`] before
//! the matmuls (and the reverse before the combine gather), so the partitioner exchanges the
//! tokens with one all-to-all over `expert` each way instead of gathering every token on every
//! device.
//!
//! # Why GSPMD `mhlo.sharding`, not Shardy
//!
//! Programs carry GSPMD `mhlo.sharding` attributes (compiled with `use_spmd_partitioning` and
//! `num_partitions` = mesh devices, `pjrt::CompileOptions::spmd`). Both plugins we ship against partition them: the CPU plugin (xla-cpu-pjrt
//! 0.0.1) and libtpu 0.0.52, deviceless included, so one program text serves the 8-device CPU
//! equality tests and the v6e plan. Shardy (`sdy.sharding`) is where XLA is heading and also
//! works on both, but it needs a module-level `sdy.mesh`, a different attribute syntax on every
//! argument and the `use_shardy_partitioner` build option; our builder emits GSPMD only, and the
//! GSPMD strings here are derived from the same [`TensorSharding`] values, so moving to Shardy
//! is a change of printer, not of rules. Device lists are written out explicitly
//! (`{devices=[2,1,4]0,1,...}`) rather than in the iota form, which older parsers reject.

use super::layout::{StateEntry, StateLayout};
use super::step::BATCH_NAMES;
use crate::config::{ModelConfig, NamConfig};
use crate::mesh::{Mesh, MeshAxis};
use crate::params::{Axis, param_specs};
use std::collections::HashMap;
use xla_hlo::Tensor;

/// The mesh axes each dimension of one tensor is split over (empty: not split along it).
///
/// A dimension split over several axes is split major-to-minor in the listed order. Axes that
/// no dimension uses are replicated.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TensorSharding {
    /// Per tensor dimension, the mesh axes it is split over.
    pub dims: Vec<Vec<MeshAxis>>,
}

impl TensorSharding {
    /// Every device holds the whole tensor of rank `rank`.
    pub fn replicated(rank: usize) -> Self {
        TensorSharding {
            dims: vec![Vec::new(); rank],
        }
    }

    /// Whether no dimension is split on `mesh` (axes of size 1 split nothing).
    pub fn is_replicated(&self, mesh: &Mesh) -> bool {
        self.dims
            .iter()
            .all(|axes| axes.iter().all(|&a| mesh.size(a) == 1))
    }

    /// Number of pieces dimension `d` is cut into on `mesh`.
    pub fn splits(&self, mesh: &Mesh, d: usize) -> usize {
        self.dims[d].iter().map(|&a| mesh.size(a)).product()
    }

    /// The dimensions of one device's piece of a tensor of dimensions `dims`.
    pub fn shard_dims(&self, mesh: &Mesh, dims: &[i64]) -> Vec<i64> {
        dims.iter()
            .enumerate()
            .map(|(d, &n)| n / self.splits(mesh, d) as i64)
            .collect()
    }

    /// Index of mesh device `device`'s piece along dimension `d` (0..`splits(d)`).
    pub fn piece(&self, mesh: &Mesh, device: usize, d: usize) -> usize {
        self.dims[d]
            .iter()
            .fold(0, |acc, &a| acc * mesh.size(a) + mesh.coord(device, a))
    }

    /// Where mesh device `device`'s piece starts, per dimension, in a tensor of dims `dims`.
    pub fn shard_offsets(&self, mesh: &Mesh, device: usize, dims: &[i64]) -> Vec<i64> {
        let shard = self.shard_dims(mesh, dims);
        (0..dims.len())
            .map(|d| self.piece(mesh, device, d) as i64 * shard[d])
            .collect()
    }

    /// The GSPMD `mhlo.sharding` string on `mesh`, e.g. `{devices=[2,1,4]0,1,2,3,4,5,6,7}`,
    /// `{devices=[2,1,4]0,4,1,5,2,6,3,7 last_tile_dim_replicate}` or `{replicated}`.
    pub fn gspmd(&self, mesh: &Mesh) -> String {
        if self.is_replicated(mesh) {
            return "{replicated}".into();
        }
        let used: Vec<MeshAxis> = self.dims.iter().flatten().copied().collect();
        let free: Vec<MeshAxis> = MeshAxis::ALL
            .into_iter()
            .filter(|a| !used.contains(a) && mesh.size(*a) > 1)
            .collect();
        let replicas: usize = free.iter().map(|&a| mesh.size(a)).product();
        // Tile grid: one entry per tensor dim, then (if any axis is unused) the replica dim.
        let mut groups: Vec<Vec<MeshAxis>> = self.dims.clone();
        if replicas > 1 {
            groups.push(free);
        }
        let tiles: Vec<usize> = groups
            .iter()
            .map(|g| g.iter().map(|&a| mesh.size(a)).product())
            .collect();
        // Row-major over the tile grid: decompose each tile index into mesh coordinates.
        let total: usize = tiles.iter().product();
        let mut devices = Vec::with_capacity(total);
        for flat in 0..total {
            let mut coords = [0usize; 3];
            let mut rest = flat;
            for (g, &t) in groups.iter().zip(&tiles).rev() {
                let mut idx = rest % t;
                rest /= t;
                for &a in g.iter().rev() {
                    coords[a as usize] = idx % mesh.size(a);
                    idx /= mesh.size(a);
                }
            }
            devices.push(mesh.device(coords).to_string());
        }
        let tiles: Vec<String> = tiles.iter().map(usize::to_string).collect();
        format!(
            "{{devices=[{}]{}{}}}",
            tiles.join(","),
            devices.join(","),
            if replicas > 1 {
                " last_tile_dim_replicate"
            } else {
                ""
            }
        )
    }
}

/// An activation whose dim 0 is the batch rows: rows split like the batch (over
/// `data × expert`), dimension `heads` (if any) split over `model`, the rest whole. The A
/// block's q/k/v and its core's output `[B, T, heads, D]` take it with `heads = Some(2)`, and
/// every sublayer's input and output `[B, T, d]` with `None` (see the module docs, "Hints
/// inside the graph").
pub fn activation_sharding(rank: usize, heads: Option<usize>) -> TensorSharding {
    let mut s = TensorSharding::replicated(rank);
    s.dims[0] = vec![MeshAxis::Data, MeshAxis::Expert];
    if let Some(h) = heads {
        s.dims[h] = vec![MeshAxis::Model];
    }
    s
}

/// `lm_head [d, V]` as the loss reads it: the vocabulary over `model` (the table above), whole
/// over `data`. Under FSDP the weight is gathered once before the loss's chunk loop rather than
/// inside each chunk's matmul; with the log-sum-exp fused into that matmul, libtpu 0.0.52's
/// all-gather collective matmul crashed (SIGSEGV) compiling nam12-dense's `data=8 fsdp` eval
/// program (`docs/performance-log.md`, "Attention without layout copies (model v5)"). Without FSDP
/// this is the
/// weight's own sharding.
pub fn lm_head_gathered() -> TensorSharding {
    TensorSharding {
        dims: vec![vec![], vec![MeshAxis::Model]],
    }
}

/// The MoE expert buffers `[N, groups, C, d]` split like the tokens they came from.
pub fn moe_buffers_by_group() -> TensorSharding {
    TensorSharding {
        dims: vec![
            vec![],
            vec![MeshAxis::Data, MeshAxis::Expert],
            vec![],
            vec![],
        ],
    }
}

/// The MoE expert buffers `[N, groups, C, d]` split by expert, as the expert weights are.
pub fn moe_buffers_by_expert() -> TensorSharding {
    TensorSharding {
        dims: vec![vec![MeshAxis::Expert], vec![MeshAxis::Data], vec![], vec![]],
    }
}

/// How the gradient of one layer's joined routed-expert gate and up maps, `[w_gate | w_up]`
/// `[N, d, 2·f]` ([`super::moe`]), is pinned on `mesh`: split as one layer's `w_gate` is stored
/// (experts over `expert`, FSDP's `data` split of the experts or of `d`), so the partitioner
/// reduces the partial sums over the batch straight into each device's piece (a reduce-scatter)
/// and the halves are sliced off locally. Unpinned, libtpu 0.0.52 all-reduced the whole joined
/// bf16 gradient and sliced the halves' pieces out after it: twice the link bytes, 76 ms per E
/// sublayer of nam52's PREDICTED v6e-8 step (docs/performance-log.md, "Where data sits on the mesh;
/// model v8"). `None` where
/// the pieces would not be local: on one device, when nothing is split, or when `w_gate`'s `f`
/// is itself split (over `model`), since the join interleaves the two halves' pieces.
pub fn joined_expert_gradient(mesh: &Mesh, model: &ModelConfig) -> Option<TensorSharding> {
    let spec = param_specs(model)
        .into_iter()
        .find(|s| s.name.ends_with(".moe.experts.w_gate"))?;
    let (s, _) = member_sharding(mesh, &spec.axes, &spec.shape, false);
    (!s.is_replicated(mesh) && s.splits(mesh, 2) == 1).then_some(s)
}

/// Where Muon's Newton–Schulz runs for an entry of dims `dims` stored as `stored` on `mesh`:
/// `stored` with `data` moved off the trailing `[rows, cols]` matrix onto a leading (stacking)
/// dimension, so each device orthogonalises whole matrices. Newton–Schulz on matrices split
/// over `data` makes the partitioner all-reduce every iteration's Gram matrix (nam52 under FSDP:
/// 57 all-reduces, 13.2 GiB per chip per step); moving the matrices costs one all-to-all there
/// and one back (docs/performance-log.md, "Where data sits on the mesh; model v8"). A leading
/// dimension that `data` divides
/// is preferred (the largest); else the largest that gives at least half the devices a matrix,
/// which the partitioner pads (13 stacked layers over 8 devices: two per device, one device
/// idle; over 16: one each on 13 devices), so no device does more than about twice its
/// share of the iteration.
/// `None` when `data` does not split the matrix, or no leading dimension can take it.
pub fn whole_matrices(
    mesh: &Mesh,
    stored: &TensorSharding,
    dims: &[i64],
) -> Option<TensorSharding> {
    let r = dims.len();
    let k = mesh.size(MeshAxis::Data);
    if r < 3
        || k == 1
        || !stored.dims[r - 2..]
            .iter()
            .flatten()
            .any(|&a| a == MeshAxis::Data)
    {
        return None;
    }
    let mut s = stored.clone();
    for axes in &mut s.dims[r - 2..] {
        axes.retain(|&a| a != MeshAxis::Data);
    }
    let per_piece = |d: usize| dims[d] as usize / s.splits(mesh, d);
    let even = (0..r - 2)
        .filter(|&d| per_piece(d).is_multiple_of(k))
        .max_by_key(|&d| dims[d]);
    let lead = even.or_else(|| {
        (0..r - 2)
            .filter(|&d| 2 * per_piece(d) >= k)
            .max_by_key(|&d| dims[d])
    })?;
    s.dims[lead].push(MeshAxis::Data);
    Some(s)
}

/// Whether the A blocks split `w_qkv` by heads over `model` (see the module docs): `model` > 1
/// divides both `n_head` and `n_kv_head`.
pub fn qkv_split_by_heads(mesh: &Mesh, model: &ModelConfig) -> bool {
    let m = mesh.size(MeshAxis::Model);
    m > 1 && model.n_head().is_multiple_of(m) && model.n_kv_head().is_multiple_of(m)
}

/// The shardings the A block pins when it splits `w_qkv` `[d, (H + 2K) · D]` by heads: first
/// the weight itself as the rules place one layer's `w_qkv` (rows FSDP over `data` if on,
/// columns whole), then its `W_q`, `W_k` and `W_v` column slices `[d, n · D]` with the same
/// rows and the columns (whole heads) over `model`. Pinning the whole weight matters inside a
/// layer scan: without it the partitioner may give the loop's stacked weight the slices'
/// column split, contiguous over all `(H + 2K) · D` columns, and reshuffle it at every slice.
/// `None` when [`qkv_split_by_heads`] is false (the fused columns are then split as stored,
/// and the graph adds no hint).
pub fn qkv_slice_shardings(
    mesh: &Mesh,
    model: &ModelConfig,
) -> Option<(TensorSharding, TensorSharding)> {
    if !qkv_split_by_heads(mesh, model) {
        return None;
    }
    let (h, k, hd) = (model.n_head(), model.n_kv_head(), model.head_dim());
    let shape = [model.d_model, (h + 2 * k) * hd];
    let (whole, _) = member_sharding(mesh, &[Axis::Embed, Axis::Qkv], &shape, true);
    let mut slices = whole.clone();
    slices.dims[1] = vec![MeshAxis::Model];
    Some((whole, slices))
}

/// `t` constrained to `sharding` on `mesh`; `t` itself on one device (no annotation).
pub fn constrain(t: &Tensor, mesh: &Mesh, sharding: &TensorSharding) -> Tensor {
    if mesh.is_single() {
        t.clone()
    } else {
        t.with_sharding(&sharding.gspmd(mesh))
    }
}

/// The mesh axis a logical axis of `axes` maps to (the table in the module docs), before FSDP.
fn logical_to_mesh(axes: &[Axis], dim: usize) -> Option<MeshAxis> {
    match axes[dim] {
        Axis::Qkv | Axis::Heads | Axis::Mlp => Some(MeshAxis::Model),
        // Only a routed-expert stack's leading dim; the router's and bias's expert dim are
        // small and every token needs all of them.
        Axis::Experts if dim == 0 && axes.len() > 1 => Some(MeshAxis::Expert),
        Axis::Vocab if axes == [Axis::Embed, Axis::Vocab] => Some(MeshAxis::Model),
        _ => None,
    }
}

/// The sharding of one parameter of shape `shape` and logical axes `axes` (unstacked), and
/// whether FSDP (if on) found a dimension for it. With `qkv_by_heads` ([`qkv_split_by_heads`])
/// a `qkv` dimension is split in the graph, not here: it stays whole, and FSDP leaves it alone.
fn member_sharding(
    mesh: &Mesh,
    axes: &[Axis],
    shape: &[usize],
    qkv_by_heads: bool,
) -> (TensorSharding, bool) {
    let mut s = TensorSharding::replicated(shape.len());
    let mut taken = vec![false; shape.len()];
    for (d, &n) in shape.iter().enumerate() {
        if qkv_by_heads && axes[d] == Axis::Qkv {
            taken[d] = true;
            continue;
        }
        if let Some(a) = logical_to_mesh(axes, d) {
            let k = mesh.size(a);
            // Config validation guarantees divisibility for heads, hidden and experts; an
            // indivisible vocabulary simply stays whole.
            if k > 1 && n.is_multiple_of(k) {
                s.dims[d].push(a);
                taken[d] = true;
            }
        }
    }
    let mut fsdp_ok = true;
    if mesh.fsdp && mesh.data > 1 && shape.len() >= 2 {
        let free = |d: usize| !taken[d] && shape[d].is_multiple_of(mesh.data);
        // A routed-expert stack splits its experts (module docs).
        let experts = (axes[0] == Axis::Experts && free(0)).then_some(0);
        let pick = experts.or_else(|| {
            (0..shape.len())
                .filter(|&d| free(d))
                .max_by_key(|&d| (shape[d], std::cmp::Reverse(d)))
        });
        match pick {
            Some(d) => s.dims[d].push(MeshAxis::Data),
            None => fsdp_ok = false,
        }
    }
    (s, fsdp_ok)
}

/// Parameters of `model` that FSDP over `mesh.data` cannot split: `(name, shape)`.
pub fn fsdp_unsplittable(mesh: &Mesh, model: &ModelConfig) -> Vec<(String, Vec<usize>)> {
    let by_heads = qkv_split_by_heads(mesh, model);
    param_specs(model)
        .into_iter()
        .filter(|s| !member_sharding(mesh, &s.axes, &s.shape, by_heads).1)
        .map(|s| (s.name, s.shape))
        .collect()
}

/// The sharding of a state entry of `model` (parameter or MoE bias; stacked entries keep their
/// stacking dim whole).
pub fn entry_sharding(mesh: &Mesh, model: &ModelConfig, e: &StateEntry) -> TensorSharding {
    let by_heads = qkv_split_by_heads(mesh, model);
    let (mut s, _) = member_sharding(mesh, &e.member_axes, &e.member_shape, by_heads);
    if e.stacked {
        s.dims.insert(0, Vec::new());
    }
    s
}

/// Whether any dimension of `s` is split over `data` (on an FSDP mesh: the entry FSDP split).
pub fn split_over_data(s: &TensorSharding) -> bool {
    s.dims.iter().any(|axes| axes.contains(&MeshAxis::Data))
}

/// `s` with `data` removed: the same pieces over `model` and `expert`, whole over `data`.
pub fn without_data(s: &TensorSharding) -> TensorSharding {
    TensorSharding {
        dims: s
            .dims
            .iter()
            .map(|axes| {
                axes.iter()
                    .copied()
                    .filter(|&a| a != MeshAxis::Data)
                    .collect()
            })
            .collect(),
    }
}

/// The sharding of every named program argument and result of one config's programs.
#[derive(Debug, Clone)]
pub struct ShardingRules {
    mesh: Mesh,
    entries: HashMap<String, TensorSharding>,
}

impl ShardingRules {
    /// The rules for `cfg.mesh` over the state entries of `layout`.
    pub fn new(cfg: &NamConfig, layout: &StateLayout) -> Self {
        Self::for_mesh(cfg.mesh, &cfg.model, layout)
    }

    /// The rules for any `mesh` (e.g. a candidate mesh being planned) over `layout` of `model`.
    /// With `zero2`, an FSDP-split entry's copy `replica.{entry}` is split like the entry but
    /// whole over `data`.
    pub fn for_mesh(mesh: Mesh, model: &ModelConfig, layout: &StateLayout) -> Self {
        let mut entries = HashMap::new();
        for e in &layout.entries {
            let s = entry_sharding(&mesh, model, e);
            if super::replica::copied(&mesh, &s) {
                entries.insert(super::replica::name(e), without_data(&s));
            }
            entries.insert(e.name.clone(), s);
        }
        ShardingRules { mesh, entries }
    }

    /// The mesh the rules are for.
    pub fn mesh(&self) -> Mesh {
        self.mesh
    }

    /// The sharding of the program argument or result called `name` with rank `rank`: state
    /// entries by their rule, `opt.{entry}.{m,v,momentum}` and `grad.{entry}` as their entry,
    /// batch inputs split by rows over `data × expert`, anything else replicated.
    pub fn of(&self, name: &str, rank: usize) -> TensorSharding {
        if let Some(s) = self.state(name) {
            return s.clone();
        }
        if BATCH_NAMES.contains(&name) && rank >= 1 {
            let mut s = TensorSharding::replicated(rank);
            s.dims[0] = vec![MeshAxis::Data, MeshAxis::Expert];
            return s;
        }
        TensorSharding::replicated(rank)
    }

    /// The rule of a state, optimizer-state or accumulator name.
    fn state(&self, name: &str) -> Option<&TensorSharding> {
        if let Some(s) = self.entries.get(name) {
            return Some(s);
        }
        if let Some(entry) = name.strip_prefix("grad.") {
            return self.entries.get(entry);
        }
        let rest = name.strip_prefix("opt.")?;
        [".momentum", ".m", ".v"]
            .iter()
            .find_map(|suffix| self.entries.get(rest.strip_suffix(suffix)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::layout::{LayerLoop, state_layout};
    use crate::presets;

    fn tiny() -> NamConfig {
        NamConfig::from_toml_str(presets::preset("nam-tiny").unwrap()).unwrap()
    }

    fn s(dims: &[&[MeshAxis]]) -> TensorSharding {
        TensorSharding {
            dims: dims.iter().map(|d| d.to_vec()).collect(),
        }
    }

    use MeshAxis::{Data, Expert, Model};

    #[test]
    fn gspmd_strings_list_devices_in_tile_order() {
        let m = Mesh::new(2, 1, 4, false);
        assert_eq!(s(&[&[], &[]]).gspmd(&m), "{replicated}");
        // Rows over data: devices 0-3 hold row block 0 (replicated over model), 4-7 block 1.
        assert_eq!(
            s(&[&[Data], &[]]).gspmd(&m),
            "{devices=[2,1,4]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"
        );
        // Columns over model: tile (0, j) is on devices j and 4 + j.
        assert_eq!(
            s(&[&[], &[Model]]).gspmd(&m),
            "{devices=[1,4,2]0,4,1,5,2,6,3,7 last_tile_dim_replicate}"
        );
        assert_eq!(
            s(&[&[Data], &[Model]]).gspmd(&m),
            "{devices=[2,4]0,1,2,3,4,5,6,7}"
        );
        // Axes of size 1 split nothing.
        assert_eq!(s(&[&[Expert], &[]]).gspmd(&m), "{replicated}");
        let m3 = Mesh::new(2, 2, 2, false);
        assert_eq!(
            s(&[&[Data, Expert], &[]]).gspmd(&m3),
            "{devices=[4,1,2]0,1,2,3,4,5,6,7 last_tile_dim_replicate}"
        );
        assert_eq!(
            s(&[&[Expert], &[], &[Model]]).gspmd(&m3),
            "{devices=[2,1,2,2]0,4,1,5,2,6,3,7 last_tile_dim_replicate}"
        );
    }

    #[test]
    fn shard_offsets_agree_with_the_gspmd_device_order() {
        // Device d's piece along each dim, read back from the string's tile order.
        let m = Mesh::new(2, 2, 2, false);
        let sh = s(&[&[Expert], &[], &[Model]]);
        let dims = [4, 3, 6];
        assert_eq!(sh.shard_dims(&m, &dims), vec![2, 3, 3]);
        // From "{devices=[2,1,2,2]0,4,1,5,2,6,3,7 ...}": tile (e, 0, j, r) lists device
        // order 0,4 | 1,5 | 2,6 | 3,7 → device 1 is tile (0, 0, 1), device 2 is tile (1, 0, 0).
        assert_eq!(sh.shard_offsets(&m, 1, &dims), vec![0, 0, 3]);
        assert_eq!(sh.shard_offsets(&m, 2, &dims), vec![2, 0, 0]);
        assert_eq!(sh.shard_offsets(&m, 6, &dims), vec![2, 0, 0]);
        assert_eq!(sh.shard_offsets(&m, 7, &dims), vec![2, 0, 3]);
    }

    #[test]
    fn rules_split_heads_hidden_experts_and_batch() {
        let mut cfg = tiny();
        cfg.mesh = Mesh::new(2, 2, 2, false);
        let layout = state_layout(&cfg.model, LayerLoop::Scan);
        let r = ShardingRules::new(&cfg, &layout);
        // model 2 divides both head counts: w_qkv is split by heads in the graph, not here.
        assert_eq!(
            r.of("blocks.0.attn.w_qkv", 3),
            TensorSharding::replicated(3)
        );
        assert_eq!(r.of("blocks.0.attn.w_o", 3), s(&[&[], &[Model], &[]]));
        assert_eq!(
            r.of("blocks.1.moe.experts.w_up", 4),
            s(&[&[], &[Expert], &[], &[Model]])
        );
        assert_eq!(
            r.of("opt.blocks.1.moe.experts.w_down.momentum", 4),
            s(&[&[], &[Expert], &[Model], &[]])
        );
        assert_eq!(
            r.of("blocks.1.moe.router", 3),
            TensorSharding::replicated(3)
        );
        assert_eq!(r.of("blocks.1.moe.bias", 2), TensorSharding::replicated(2));
        assert_eq!(r.of("opt.lm_head.v", 2), s(&[&[], &[Model]]));
        assert_eq!(r.of("grad.lm_head", 2), s(&[&[], &[Model]]));
        assert_eq!(r.of("tokens", 2), s(&[&[Data, Expert], &[]]));
        assert_eq!(r.of("loss", 0), TensorSharding::replicated(0));
    }

    #[test]
    fn fsdp_splits_the_largest_free_divisible_dim() {
        let mut cfg = tiny();
        cfg.mesh = Mesh::new(8, 1, 1, true);
        let layout = state_layout(&cfg.model, LayerLoop::Scan);
        let r = ShardingRules::new(&cfg, &layout);
        // wte [4096, 128]: vocab is the largest.
        assert_eq!(r.of("wte", 2), s(&[&[Data], &[]]));
        // Stacked w_qkv [2, 128, 256]: the stacking dim stays whole.
        assert_eq!(r.of("blocks.0.attn.w_qkv", 3), s(&[&[], &[], &[Data]]));
        // Vectors stay replicated.
        assert_eq!(r.of("blocks.1.moe.bias", 2), TensorSharding::replicated(2));
        // A routed-expert stack [2, 8, 128, 128] splits its 8 experts, not its largest dims.
        assert_eq!(
            r.of("blocks.1.moe.experts.w_up", 4),
            s(&[&[], &[Data], &[], &[]])
        );
        // With experts over `expert` the stack goes back to its largest free dim.
        let ep = ShardingRules::for_mesh(Mesh::new(2, 4, 1, true), &cfg.model, &layout);
        assert_eq!(
            ep.of("blocks.1.moe.experts.w_up", 4),
            s(&[&[], &[Expert], &[Data], &[]])
        );
        let tp = Mesh::new(2, 1, 4, true);
        let layout = state_layout(&cfg.model, LayerLoop::Scan);
        let r = ShardingRules::for_mesh(tp, &cfg.model, &layout);
        // model 4 does not divide nam-tiny's 2 KV heads: the fused columns go to model as
        // stored; FSDP takes the remaining largest dim.
        assert_eq!(r.of("blocks.0.attn.w_qkv", 3), s(&[&[], &[Data], &[Model]]));
        // model 2 splits the heads in the graph; the columns [128, 256] are still not FSDP's,
        // which takes the rows as it does above.
        let r = ShardingRules::for_mesh(Mesh::new(4, 1, 2, true), &cfg.model, &layout);
        assert_eq!(r.of("blocks.0.attn.w_qkv", 3), s(&[&[], &[Data], &[]]));
        assert_eq!(
            r.of("opt.blocks.0.attn.w_qkv.momentum", 3),
            s(&[&[], &[Data], &[]])
        );
    }

    #[test]
    fn qkv_slices_are_whole_heads_where_the_fused_split_is_not() {
        let nam12 = NamConfig::from_toml_str(presets::preset("nam12").unwrap()).unwrap();
        let m = &nam12.model;
        // H 6, K 2, D 128: q is columns 0..768, k 768..1024, v 1024..1280 of w_qkv [768, 1280].
        assert_eq!((m.n_head(), m.n_kv_head(), m.head_dim()), (6, 2, 128));
        let mesh = Mesh::new(4, 1, 2, false);
        // The fused columns split contiguously over model 2 would give 640-column pieces: the
        // q|k boundary at 768 falls inside device 1's piece.
        let fused_piece = (m.n_head() + 2 * m.n_kv_head()) * m.head_dim() / mesh.model;
        assert_eq!(fused_piece, 640);
        assert_ne!(m.n_head() * m.head_dim() % fused_piece, 0);
        assert!(qkv_split_by_heads(&mesh, m));
        let (whole, slices) = qkv_slice_shardings(&mesh, m).unwrap();
        assert_eq!(whole, TensorSharding::replicated(2));
        assert_eq!(slices, s(&[&[], &[Model]]));
        // Each device's piece of W_q [768, 768], W_k and W_v [768, 256] is whole heads: 3 q
        // heads and 1 kv head, starting on a head boundary.
        for (cols, heads) in [(768, 3), (256, 1)] {
            assert_eq!(
                slices.shard_dims(&mesh, &[768, cols]),
                vec![768, heads * 128]
            );
            for dev in 0..mesh.devices() {
                assert_eq!(slices.shard_offsets(&mesh, dev, &[768, cols])[1] % 128, 0);
            }
        }
        // With FSDP the slices keep w_qkv's row split.
        let fsdp = Mesh::new(4, 1, 2, true);
        let (whole, slices) = qkv_slice_shardings(&fsdp, m).unwrap();
        assert_eq!(whole, s(&[&[Data], &[]]));
        assert_eq!(slices, s(&[&[Data], &[Model]]));
        // No split by heads on one device, or where model does not divide the kv heads.
        assert!(qkv_slice_shardings(&Mesh::SINGLE, m).is_none());
        assert!(!qkv_split_by_heads(&Mesh::new(2, 1, 4, false), m));
        assert!(qkv_slice_shardings(&Mesh::new(2, 1, 4, false), m).is_none());
    }

    #[test]
    fn the_joined_gate_up_gradient_takes_w_gates_split_only_where_it_stays_local() {
        let nam52 = NamConfig::from_toml_str(presets::preset("nam52").unwrap()).unwrap();
        let m = &nam52.model;
        // w_gate [64, 2048, 320]: FSDP over data 8 splits the experts.
        let fsdp = Mesh::new(8, 1, 1, true).with_zero2(true);
        assert_eq!(
            joined_expert_gradient(&fsdp, m),
            Some(s(&[&[Data], &[], &[]]))
        );
        // Expert parallelism splits N, FSDP then d; the joined f stays whole, so the pin
        // still applies.
        assert_eq!(
            joined_expert_gradient(&Mesh::new(2, 4, 1, true), m),
            Some(s(&[&[Expert], &[Data], &[]]))
        );
        // f over model: the join interleaves the halves' pieces, no pin.
        assert_eq!(joined_expert_gradient(&Mesh::new(4, 1, 2, true), m), None);
        // Nothing split, or one device: no pin.
        assert_eq!(joined_expert_gradient(&Mesh::new(8, 1, 1, false), m), None);
        assert_eq!(joined_expert_gradient(&Mesh::SINGLE, m), None);
        // No MoE, no pin.
        let dense = NamConfig::from_toml_str(presets::preset("nam12-dense").unwrap()).unwrap();
        assert_eq!(joined_expert_gradient(&fsdp, &dense.model), None);
    }

    #[test]
    fn newton_schulz_moves_data_from_the_matrix_to_a_stacking_dim() {
        let m8 = Mesh::new(8, 1, 1, true);
        // Stacked experts [13, 64, 2048, 320] with d over data: the 64 experts divide by 8.
        assert_eq!(
            whole_matrices(&m8, &s(&[&[], &[], &[Data], &[]]), &[13, 64, 2048, 320]),
            Some(s(&[&[], &[Data], &[], &[]]))
        );
        // Stacked layers [13, 2048, 8512]: 13 does not divide by 8, but holds at least one
        // matrix per device; the partitioner pads it.
        assert_eq!(
            whole_matrices(&m8, &s(&[&[], &[], &[Data]]), &[13, 2048, 8512]),
            Some(s(&[&[Data], &[], &[]]))
        );
        // Over 16 devices, 13 layers still give most devices one.
        let m16 = Mesh::new(16, 1, 1, true);
        assert_eq!(
            whole_matrices(&m16, &s(&[&[], &[], &[Data]]), &[13, 2048, 8512]),
            Some(s(&[&[Data], &[], &[]]))
        );
        // Two stacked layers are too few for 8 devices; one unstacked matrix has no stacking dim.
        assert_eq!(
            whole_matrices(&m8, &s(&[&[], &[Data], &[]]), &[2, 32, 96]),
            None
        );
        assert_eq!(
            whole_matrices(&m8, &s(&[&[Data], &[]]), &[2048, 4096]),
            None
        );
        // Experts already over `expert`: data goes beside it, 64 / (2 · 4) per device.
        let m24 = Mesh::new(4, 2, 1, true);
        assert_eq!(
            whole_matrices(
                &m24,
                &s(&[&[], &[Expert], &[Data], &[]]),
                &[13, 64, 2048, 320]
            ),
            Some(s(&[&[], &[Expert, Data], &[], &[]]))
        );
        // Model keeps its split of the matrix; only data moves.
        let m42 = Mesh::new(4, 1, 2, true);
        assert_eq!(
            whole_matrices(&m42, &s(&[&[], &[Data], &[Model]]), &[12, 2048, 8192]),
            Some(s(&[&[Data], &[], &[Model]]))
        );
        // Not split over data on the matrix: nothing to move.
        assert_eq!(
            whole_matrices(&m42, &s(&[&[], &[], &[Model]]), &[12, 2048, 8192]),
            None
        );
    }
}
