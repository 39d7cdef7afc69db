//! The embedded artifact manifest: which attention variants were exported, their function
//! signatures, and lookup by shape with an error that lists what exists.

use crate::exported::{exported_attention, exported_ssd};
use crate::{Error, Origin, Result};
use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::fmt;
use std::sync::OnceLock;
use xla_hlo::{DType, TensorType};

include!(concat!(env!("OUT_DIR"), "/artifacts.rs"));

/// The command that (re-)exports the artifacts; error messages name it.
pub const EXPORT_COMMAND: &str =
    "cd pallas-kernels && ./setup.sh && .venv/bin/python -m namtrain_kernels.export";

/// One exported function (`fwd` or `bwd`) of a variant.
#[derive(Clone, Debug)]
pub struct KernelFunction {
    /// Symbol of the private function the artifact defines.
    pub symbol: String,
    /// Text of the artifact: the function and its renamed helpers.
    pub text: &'static str,
    /// Argument types, in order.
    pub args: Vec<TensorType>,
    /// Result types, in order.
    pub results: Vec<TensorType>,
}

/// An exported attention variant (one shape bucket and kernel parameterisation, per device shard).
///
/// Tensors: `q [batch, seq, heads, head_dim]`, `k, v [batch, seq, kv_heads, head_dim]`,
/// `segment_ids [batch, seq] i32`; forward results `out` (like `q`) and `lse [batch, heads, seq] f32`.
#[derive(Clone, Debug)]
pub struct Variant {
    /// Name in `variants.toml`.
    pub name: String,
    /// Batch per shard.
    pub batch: i64,
    /// Query heads per shard.
    pub heads: i64,
    /// Key/value heads per shard.
    pub kv_heads: i64,
    /// Sequence length.
    pub seq: i64,
    /// Head dimension.
    pub head_dim: i64,
    /// Sliding window (`None` = global causal).
    pub window: Option<i64>,
    /// Attention logit softcap.
    pub softcap: Option<f64>,
    /// Element type of q, k, v and out.
    pub dtype: DType,
    /// `tpu` (Mosaic kernels) or `cpu` (Pallas interpret mode, plain StableHLO, for tests).
    pub platform: String,
    /// Kernel block size along the sequence.
    pub block: i64,
    /// Forward with residuals: `(q, k, v, segment_ids) -> (out, lse)`.
    pub fwd: KernelFunction,
    /// Backward: `(q, k, v, segment_ids, out, lse, dout) -> (dq, dk, dv)`.
    pub bwd: KernelFunction,
    /// Built in, or exported after the build into a kernel directory.
    pub origin: Origin,
}

/// What an attention call needs: a variant matches when every field is equal, or when every
/// field but `batch` is and the variant's batch is 1 (it is then applied row by row).
#[derive(Clone, Debug, PartialEq)]
pub struct VariantQuery {
    /// Batch per shard.
    pub batch: i64,
    /// Query heads per shard.
    pub heads: i64,
    /// Key/value heads per shard.
    pub kv_heads: i64,
    /// Sequence length.
    pub seq: i64,
    /// Head dimension.
    pub head_dim: i64,
    /// Sliding window (`None` = global causal).
    pub window: Option<i64>,
    /// Logit softcap.
    pub softcap: Option<f64>,
    /// Element type of q, k, v.
    pub dtype: DType,
    /// `tpu` or `cpu`.
    pub platform: String,
}

impl fmt::Display for VariantQuery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "batch={} heads={} kv_heads={} seq={} head_dim={} window={} softcap={} dtype={} platform={}",
            self.batch,
            self.heads,
            self.kv_heads,
            self.seq,
            self.head_dim,
            self.window.map_or("global".to_string(), |w| w.to_string()),
            self.softcap.map_or("none".to_string(), |s| s.to_string()),
            self.dtype,
            self.platform
        )
    }
}

impl Variant {
    /// The query this variant answers.
    pub fn query(&self) -> VariantQuery {
        VariantQuery {
            batch: self.batch,
            heads: self.heads,
            kv_heads: self.kv_heads,
            seq: self.seq,
            head_dim: self.head_dim,
            window: self.window,
            softcap: self.softcap,
            dtype: self.dtype,
            platform: self.platform.clone(),
        }
    }

    /// Every variant built into this binary, in `variants.toml` order.
    pub fn all() -> Result<&'static [Variant]> {
        static ALL: Loaded<Variant> = OnceLock::new();
        loaded(&ALL, load)
    }

    /// The built-in variants, then those of the kernel directories added
    /// ([`crate::add_kernel_dir`]).
    pub fn available() -> Result<Vec<&'static Variant>> {
        let mut all: Vec<&'static Variant> = Self::all()?.iter().collect();
        all.extend(exported_attention());
        Ok(all)
    }

    /// The variant named `name` (built in or exported).
    pub fn by_name(name: &str) -> Result<&'static Variant> {
        let all = Self::available()?;
        all.iter()
            .find(|v| v.name == name)
            .copied()
            .ok_or_else(|| Error::NoVariant {
                requested: format!("name {name:?}"),
                available: listing(&all),
                command: EXPORT_COMMAND.into(),
            })
    }

    /// The variant matching `q` exactly, else a batch-1 variant matching every other field
    /// (applied row by row), built in or exported, or [`Error::NoVariant`] listing them.
    pub fn find(q: &VariantQuery) -> Result<&'static Variant> {
        let all = Self::available()?;
        let per_row = VariantQuery {
            batch: 1,
            ..q.clone()
        };
        all.iter()
            .find(|v| v.query() == *q)
            .or_else(|| all.iter().find(|v| v.query() == per_row))
            .copied()
            .ok_or_else(|| Error::NoVariant {
                requested: q.to_string(),
                available: listing(&all),
                command: EXPORT_COMMAND.into(),
            })
    }
}

/// What a kernel declares it costs per call (Pallas `CostEstimate`, carried in its
/// `tpu_custom_call` backend config for XLA's scheduler and namtrain's cost reader).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
pub struct DeclaredCost {
    /// Floating-point operations.
    pub flops: u64,
    /// Transcendental evaluations.
    pub transcendentals: u64,
    /// HBM bytes read and written.
    pub bytes_accessed: u64,
}

/// One exported grouped matmul of a [`GmmVariant`]: the function (arguments `(.., group_sizes
/// [E] i32)`), its `[tm, tk, tn]` tiles and its declared cost.
#[derive(Clone, Debug)]
pub struct GmmKernel {
    /// The spliceable function.
    pub function: KernelFunction,
    /// The kernel's `(tm, tk, tn)` (gmm: `[M, K] x [E, K, N]`; tgmm: `[M, K]^T x [M, N]`).
    pub tiling: [i64; 3],
    /// The cost the kernel declares (`gmm.kernel_cost`), as exported.
    pub cost: DeclaredCost,
}

/// The shape a grouped-matmul call needs, per device: `copies` token copies sorted by expert (a
/// variant with at least as many rows serves it), `experts` experts of `d_model` in and `hidden`
/// out, operands in `dtype`, on `platform` (`tpu` or `cpu`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GmmQuery {
    /// Token copies per device (tokens × top-k).
    pub copies: i64,
    /// Experts.
    pub experts: i64,
    /// Model width D.
    pub d_model: i64,
    /// Expert hidden width F.
    pub hidden: i64,
    /// Operand dtype.
    pub dtype: DType,
    /// `tpu` or `cpu`.
    pub platform: String,
}

/// An exported routed-expert layer's grouped matmuls (`namtrain_kernels/gmm.py`), per device:
/// `rows` token copies sorted by expert (padding included), `experts` local experts, the joined
/// gate/up map `[rows, d_model] x [experts, d_model, 2 hidden]` and the down projection `[rows,
/// hidden] x [experts, hidden, d_model]`, each forward, activation gradient (`dlhs`, the weights
/// read transposed) and weight gradient (`dw`); `group_sizes [experts] i32` is a run-time input.
#[derive(Clone, Debug)]
pub struct GmmVariant {
    /// Name in `variants.toml` (`[[gmm]]`).
    pub name: String,
    /// Token copies per device (M), padding rows included.
    pub rows: i64,
    /// Experts per device (E).
    pub experts: i64,
    /// Model width (D).
    pub d_model: i64,
    /// Expert hidden width (F).
    pub hidden: i64,
    /// Operand and result element type (f32 accumulation).
    pub dtype: DType,
    /// `tpu` (Mosaic kernels) or `cpu` (interpret mode).
    pub platform: String,
    /// `(x [M, D], w_gate_up [E, D, 2F], group_sizes) -> gate_up [M, 2F]`.
    pub gate_up_fwd: GmmKernel,
    /// `(d_gate_up [M, 2F], w_gate_up [E, D, 2F], group_sizes) -> d_x [M, D]`.
    pub gate_up_dlhs: GmmKernel,
    /// `(x [M, D], d_gate_up [M, 2F], group_sizes) -> d_w_gate_up [E, D, 2F]`.
    pub gate_up_dw: GmmKernel,
    /// `(h [M, F], w_down [E, F, D], group_sizes) -> out [M, D]`.
    pub down_fwd: GmmKernel,
    /// `(d_out [M, D], w_down [E, F, D], group_sizes) -> d_h [M, F]`.
    pub down_dlhs: GmmKernel,
    /// `(h [M, F], d_out [M, D], group_sizes) -> d_w_down [E, F, D]`.
    pub down_dw: GmmKernel,
    /// The routed layer's functions whose kernels gather their own rows, where exported.
    pub routed: Option<RoutedKernels>,
}

/// One exported function of a routed layer (`namtrain_kernels/routed.py`) with the cost each
/// Pallas kernel it calls declares, in call order.
#[derive(Clone, Debug)]
pub struct RoutedFunction {
    /// The spliceable function.
    pub function: KernelFunction,
    /// The declared cost of each kernel inside.
    pub costs: Vec<DeclaredCost>,
}

/// A [`GmmVariant`]'s routed layer for exactly `tokens` tokens of `top_k` choices per device:
/// the kernels gather the sorted rows from the token rows themselves and sum each token's
/// choices in VMEM, so neither the dispatched copies nor the per-choice outputs cross HBM. bf16
/// rows between the functions travel as 32-bit words (`y`: `ui32 [M, D / 2]`, two values of a
/// row per word; `namtrain_kernels/rowio.py`). Every function takes `group_sizes [E] i32` last.
#[derive(Clone, Debug)]
pub struct RoutedKernels {
    /// Tokens per device (T).
    pub tokens: i64,
    /// Choices per token (k).
    pub top_k: i64,
    /// `(x [T, D], token [M] i32, w_gate_up [E, D, 2F], group_sizes) -> gate_up [M, 2F]`.
    pub gate_up_fwd: RoutedFunction,
    /// `(x [T, D], token, d_gate_up [M, 2F], group_sizes) -> d_w_gate_up [E, D, 2F]`.
    pub gate_up_dw: RoutedFunction,
    /// `(d_gate_up [M, 2F], w_gate_up, slot [T, k] i32, group_sizes) -> d_x [T, D] f32`.
    pub gate_up_dx: RoutedFunction,
    /// `(h [M, F], w_down [E, F, D], slot, weights [T, k] f32, group_sizes) -> (out [T, D] f32,
    /// y)`.
    pub down_combine: RoutedFunction,
    /// `(d_out [T, D] f32, y, slot, weights, h, w_down, group_sizes) -> (d_h [M, F], d_w_down
    /// [E, F, D], d_weights [T, k] f32)`.
    pub down_combine_grad: RoutedFunction,
}

impl RoutedKernels {
    /// The five functions by their manifest names, in export order.
    pub fn functions(&self) -> [(&'static str, &RoutedFunction); 5] {
        [
            ("gate_up_fwd", &self.gate_up_fwd),
            ("gate_up_dw", &self.gate_up_dw),
            ("gate_up_dx", &self.gate_up_dx),
            ("down_combine", &self.down_combine),
            ("down_combine_grad", &self.down_combine_grad),
        ]
    }
}

impl GmmVariant {
    /// Every exported grouped-matmul variant, in `variants.toml` order.
    pub fn all() -> Result<&'static [GmmVariant]> {
        static ALL: Loaded<GmmVariant> = OnceLock::new();
        loaded(&ALL, load_gmm)
    }

    /// The variant named `name`.
    pub fn by_name(name: &str) -> Result<&'static GmmVariant> {
        let all = Self::all()?;
        all.iter()
            .find(|v| v.name == name)
            .ok_or_else(|| Self::missing(format!("named {name:?}"), all))
    }

    /// The variant of `q`'s experts, widths, dtype and platform with the fewest rows that hold
    /// `q.copies` (the rest are padding rows).
    pub fn find(q: &GmmQuery) -> Result<&'static GmmVariant> {
        let all = Self::all()?;
        all.iter()
            .filter(|v| v.holds(q))
            .min_by_key(|v| v.rows)
            .ok_or_else(|| {
                Self::missing(
                    format!(
                        "for {} copies per device (rows >= {}), experts={} d_model={} hidden={} \
                         dtype={} platform={}",
                        q.copies, q.copies, q.experts, q.d_model, q.hidden, q.dtype, q.platform
                    ),
                    all,
                )
            })
    }

    /// The variant whose routed layer serves exactly `tokens` tokens per device with `q`'s
    /// experts, widths, dtype and platform (`q.copies = tokens · top_k`), the fewest rows first.
    pub fn find_routed(q: &GmmQuery, tokens: i64) -> Result<&'static GmmVariant> {
        let all = Self::all()?;
        all.iter()
            .filter(|v| {
                v.routed
                    .as_ref()
                    .is_some_and(|r| r.tokens == tokens && r.tokens * r.top_k == q.copies)
                    && v.holds(q)
            })
            .min_by_key(|v| v.rows)
            .ok_or_else(|| {
                Self::missing(
                    format!(
                        "with routed kernels for {tokens} tokens per device ({} copies), experts={} \
                         d_model={} hidden={} dtype={} platform={}",
                        q.copies, q.experts, q.d_model, q.hidden, q.dtype, q.platform
                    ),
                    all,
                )
            })
    }

    /// Whether the variant has `q`'s experts, widths, dtype and platform and rows for its copies.
    fn holds(&self, q: &GmmQuery) -> bool {
        self.rows >= q.copies
            && (self.experts, self.d_model, self.hidden, self.dtype)
                == (q.experts, q.d_model, q.hidden, q.dtype)
            && self.platform == q.platform
    }

    fn missing(requested: String, all: &[GmmVariant]) -> Error {
        Error::NoGmmVariant {
            requested,
            available: all
                .iter()
                .map(|v| {
                    let routed = v.routed.as_ref().map_or(String::new(), |r| {
                        format!(" routed: tokens={} top_k={}", r.tokens, r.top_k)
                    });
                    format!(
                        "  {}: rows={} experts={} d_model={} hidden={} dtype={} platform={}{routed}",
                        v.name, v.rows, v.experts, v.d_model, v.hidden, v.dtype, v.platform
                    )
                })
                .collect::<Vec<_>>()
                .join("\n"),
            command: EXPORT_COMMAND.into(),
        }
    }

    /// The six kernels by their manifest names, in export order.
    pub fn kernels(&self) -> [(&'static str, &GmmKernel); 6] {
        [
            ("gate_up_fwd", &self.gate_up_fwd),
            ("gate_up_dlhs", &self.gate_up_dlhs),
            ("gate_up_dw", &self.gate_up_dw),
            ("down_fwd", &self.down_fwd),
            ("down_dlhs", &self.down_dlhs),
            ("down_dw", &self.down_dw),
        ]
    }
}

/// One exported function of an [`SsdVariant`] with the cost it declares.
#[derive(Clone, Debug)]
pub struct SsdKernel {
    /// The spliceable function.
    pub function: KernelFunction,
    /// The cost the kernel declares (`ssd.kernel_cost`), as exported.
    pub cost: DeclaredCost,
}

/// An exported SSD scan of the M sublayer (`namtrain_kernels/ssd.py`), per device: `rows` rows
/// (1: any number, one call per row) of `seq` positions, `heads` heads of `head_dim` in `groups`
/// groups of B and C with `state` each, chunks of `chunk`. Layouts: `x, y [rows, heads,
/// head_dim, seq]` in `dtype`, `dt [rows, heads, seq]` f32, `a, d [heads, 1]` f32, `b, c [rows,
/// groups, seq, state]` in `dtype`, `doc [rows, 1, seq]` i32 (document ordinals), `states [rows,
/// heads, seq / chunk, head_dim, state]` f32.
#[derive(Clone, Debug)]
pub struct SsdVariant {
    /// Name in `variants.toml` (`[[ssd]]`).
    pub name: String,
    /// Rows per call.
    pub rows: i64,
    /// Heads.
    pub heads: i64,
    /// Head width P.
    pub head_dim: i64,
    /// Positions per row T.
    pub seq: i64,
    /// State width N.
    pub state: i64,
    /// Groups of B and C.
    pub groups: i64,
    /// Chunk length Q.
    pub chunk: i64,
    /// Element type of x, B, C and y.
    pub dtype: DType,
    /// `tpu` (Mosaic kernels) or `cpu` (interpret mode, plain StableHLO, for tests).
    pub platform: String,
    /// `(x, dt, a, b, c, doc, d) -> (y, states)`.
    pub fwd: SsdKernel,
    /// `(x, dt, a, b, c, doc, d, states, dy) -> (dx, ddt, da, db, dc, dd)`.
    pub bwd: SsdKernel,
    /// Built in, or exported after the build into a kernel directory.
    pub origin: Origin,
}

/// The parameters an SSD call needs a kernel for ([`SsdVariant::find`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SsdQuery {
    /// Rows of the call (per device).
    pub rows: i64,
    /// Heads.
    pub heads: i64,
    /// Head width P.
    pub head_dim: i64,
    /// Positions per row T.
    pub seq: i64,
    /// State width N.
    pub state: i64,
    /// Groups of B and C.
    pub groups: i64,
    /// Chunk length Q.
    pub chunk: i64,
    /// Element type of x, B, C and y.
    pub dtype: DType,
    /// `tpu` or `cpu`.
    pub platform: String,
}

impl fmt::Display for SsdQuery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "rows={} heads={} head_dim={} seq={} state={} groups={} chunk={} dtype={} platform={}",
            self.rows,
            self.heads,
            self.head_dim,
            self.seq,
            self.state,
            self.groups,
            self.chunk,
            self.dtype,
            self.platform
        )
    }
}

impl SsdVariant {
    /// The query this variant answers.
    pub fn query(&self) -> SsdQuery {
        SsdQuery {
            rows: self.rows,
            heads: self.heads,
            head_dim: self.head_dim,
            seq: self.seq,
            state: self.state,
            groups: self.groups,
            chunk: self.chunk,
            dtype: self.dtype,
            platform: self.platform.clone(),
        }
    }

    /// Every SSD variant built into this binary, in `variants.toml` order.
    pub fn all() -> Result<&'static [SsdVariant]> {
        static ALL: Loaded<SsdVariant> = OnceLock::new();
        loaded(&ALL, load_ssd)
    }

    /// The built-in SSD variants, then those of the kernel directories added
    /// ([`crate::add_kernel_dir`]).
    pub fn available() -> Result<Vec<&'static SsdVariant>> {
        let mut all: Vec<&'static SsdVariant> = Self::all()?.iter().collect();
        all.extend(exported_ssd());
        Ok(all)
    }

    /// The variant named `name` (built in or exported).
    pub fn by_name(name: &str) -> Result<&'static SsdVariant> {
        let all = Self::available()?;
        all.iter()
            .find(|v| v.name == name)
            .copied()
            .ok_or_else(|| Self::missing(format!("name {name:?}"), &all))
    }

    /// The variant matching `q` exactly, else a one-row variant matching every other field
    /// (applied row by row), built in or exported, or [`Error::NoSsdVariant`] listing them.
    pub fn find(q: &SsdQuery) -> Result<&'static SsdVariant> {
        let all = Self::available()?;
        let per_row = SsdQuery {
            rows: 1,
            ..q.clone()
        };
        all.iter()
            .find(|v| v.query() == *q)
            .or_else(|| all.iter().find(|v| v.query() == per_row))
            .copied()
            .ok_or_else(|| Self::missing(q.to_string(), &all))
    }

    fn missing(requested: String, all: &[&SsdVariant]) -> Error {
        Error::NoSsdVariant {
            requested,
            available: all
                .iter()
                .map(|v| format!("  {}: {}", v.name, v.query()))
                .collect::<Vec<_>>()
                .join("\n"),
            command: EXPORT_COMMAND.into(),
        }
    }
}

/// One kind of variant read from the embedded files, once per process.
pub(crate) type Loaded<T> = OnceLock<std::result::Result<Vec<T>, String>>;

/// A reader of one kind of variant from the embedded files (name, text).
pub(crate) type Loader<T> = fn(&[(&str, &'static str)]) -> std::result::Result<Vec<T>, String>;

/// The variants `load` reads from the embedded TPU artifacts ([`loaded_from`] `FILES`).
pub(crate) fn loaded<T>(cell: &'static Loaded<T>, load: Loader<T>) -> Result<&'static [T]> {
    loaded_from(cell, load, FILES, EXPORT_COMMAND)
}

/// The variants `load` reads from `files`, read on first use and kept in `cell`; a malformed
/// manifest or artifact is [`Error::Artifacts`] naming `command`, the export that remakes them.
pub(crate) fn loaded_from<T>(
    cell: &'static Loaded<T>,
    load: Loader<T>,
    files: &'static [(&'static str, &'static str)],
    command: &str,
) -> Result<&'static [T]> {
    cell.get_or_init(|| load(files))
        .as_ref()
        .map(Vec::as_slice)
        .map_err(|e| Error::Artifacts(e.clone(), command.into()))
}

fn listing(all: &[&Variant]) -> String {
    all.iter()
        .map(|v| format!("  {}: {}", v.name, v.query()))
        .collect::<Vec<_>>()
        .join("\n")
}

#[derive(Deserialize)]
struct ManifestJson {
    format: u32,
    variants: Vec<VariantJson>,
}

#[derive(Deserialize)]
struct VariantJson {
    name: String,
    batch: i64,
    heads: i64,
    kv_heads: i64,
    seq: i64,
    head_dim: i64,
    window: Option<i64>,
    softcap: Option<f64>,
    dtype: String,
    platform: String,
    block: i64,
    fwd: FunctionJson,
    bwd: FunctionJson,
}

/// The manifest's `gmm` key (absent in manifests without grouped matmuls).
#[derive(Deserialize)]
struct GmmManifestJson {
    #[serde(default)]
    gmm: Vec<GmmJson>,
}

#[derive(Deserialize)]
struct GmmJson {
    name: String,
    rows: i64,
    experts: i64,
    d_model: i64,
    hidden: i64,
    dtype: String,
    platform: String,
    gate_up_fwd: GmmFunctionJson,
    gate_up_dlhs: GmmFunctionJson,
    gate_up_dw: GmmFunctionJson,
    down_fwd: GmmFunctionJson,
    down_dlhs: GmmFunctionJson,
    down_dw: GmmFunctionJson,
    #[serde(default)]
    tokens: i64,
    #[serde(default)]
    top_k: i64,
    routed: Option<RoutedJson>,
}

#[derive(Deserialize)]
struct RoutedJson {
    gate_up_fwd: RoutedFunctionJson,
    gate_up_dw: RoutedFunctionJson,
    gate_up_dx: RoutedFunctionJson,
    down_combine: RoutedFunctionJson,
    down_combine_grad: RoutedFunctionJson,
}

#[derive(Deserialize)]
struct RoutedFunctionJson {
    #[serde(flatten)]
    function: FunctionJson,
    costs: Vec<DeclaredCost>,
}

/// The manifest's `ssd` key (absent in manifests without SSD kernels).
#[derive(Deserialize)]
struct SsdManifestJson {
    #[serde(default)]
    ssd: Vec<SsdJson>,
}

#[derive(Deserialize)]
struct SsdJson {
    name: String,
    rows: i64,
    heads: i64,
    head_dim: i64,
    seq: i64,
    state: i64,
    groups: i64,
    chunk: i64,
    dtype: String,
    platform: String,
    fwd: CostedFunctionJson,
    bwd: CostedFunctionJson,
}

/// A kernel function's manifest entry with its declared cost.
#[derive(Deserialize)]
pub(crate) struct CostedFunctionJson {
    #[serde(flatten)]
    pub(crate) function: FunctionJson,
    pub(crate) cost: DeclaredCost,
}

#[derive(Deserialize)]
struct GmmFunctionJson {
    #[serde(flatten)]
    function: FunctionJson,
    tiling: [i64; 3],
    cost: DeclaredCost,
}

#[derive(Deserialize)]
pub(crate) struct FunctionJson {
    file: String,
    symbol: String,
    sha256: String,
    args: Vec<TensorJson>,
    results: Vec<TensorJson>,
}

#[derive(Deserialize)]
struct TensorJson {
    shape: Vec<i64>,
    dtype: String,
}

pub(crate) fn dtype(name: &str) -> std::result::Result<DType, String> {
    Ok(match name {
        "bf16" | "bfloat16" => DType::BF16,
        "f32" | "float32" => DType::F32,
        "i32" | "int32" => DType::I32,
        "ui32" | "uint32" => DType::U32,
        other => return Err(format!("unknown dtype {other:?}")),
    })
}

fn file(
    files: &[(&str, &'static str)],
    name: &str,
    sha: &str,
) -> std::result::Result<&'static str, String> {
    let text = files
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
        .ok_or_else(|| format!("artifact {name} is listed in manifest.json but missing"))?;
    let got = hex::encode(Sha256::digest(text.as_bytes()));
    if got != sha {
        return Err(format!(
            "artifact {name} has sha256 {got}, manifest.json says {sha}"
        ));
    }
    Ok(text)
}

pub(crate) fn function(
    files: &[(&str, &'static str)],
    f: &FunctionJson,
) -> std::result::Result<KernelFunction, String> {
    let types = |ts: &[TensorJson]| -> std::result::Result<Vec<TensorType>, String> {
        ts.iter()
            .map(|t| Ok(TensorType::new(dtype(&t.dtype)?, &t.shape)))
            .collect()
    };
    let text = file(files, &f.file, &f.sha256)?;
    if !text.contains(&format!("func.func private @{}(", f.symbol)) {
        return Err(format!("{} does not define @{}", f.file, f.symbol));
    }
    Ok(KernelFunction {
        symbol: f.symbol.clone(),
        text,
        args: types(&f.args)?,
        results: types(&f.results)?,
    })
}

/// Parses the manifest among `files` and checks every artifact's hash.
pub(crate) fn load(files: &[(&str, &'static str)]) -> std::result::Result<Vec<Variant>, String> {
    let manifest = file_unchecked(files, "manifest.json")?;
    let m: ManifestJson =
        serde_json::from_str(manifest).map_err(|e| format!("manifest.json: {e}"))?;
    if m.format != 3 {
        return Err(format!(
            "manifest.json has format {}, this crate reads format 3 (q pre-scaled by 1/sqrt(D)); \
             re-export: {EXPORT_COMMAND}",
            m.format
        ));
    }
    m.variants
        .into_iter()
        .map(|v| {
            let variant = Variant {
                dtype: dtype(&v.dtype)?,
                fwd: function(files, &v.fwd)?,
                bwd: function(files, &v.bwd)?,
                name: v.name,
                batch: v.batch,
                heads: v.heads,
                kv_heads: v.kv_heads,
                seq: v.seq,
                head_dim: v.head_dim,
                window: v.window,
                softcap: v.softcap,
                platform: v.platform,
                block: v.block,
                origin: Origin::BuiltIn,
            };
            let (b, t, d, dt) = (variant.batch, variant.seq, variant.head_dim, variant.dtype);
            takes(
                &variant.name,
                &variant.fwd,
                &[
                    ("q", TensorType::new(dt, &[b, t, variant.heads, d])),
                    ("k", TensorType::new(dt, &[b, t, variant.kv_heads, d])),
                ],
            )?;
            Ok(variant)
        })
        .collect()
}

/// Parses the manifest's grouped-matmul variants among `files` and checks their hashes.
pub(crate) fn load_gmm(
    files: &[(&str, &'static str)],
) -> std::result::Result<Vec<GmmVariant>, String> {
    let manifest = file_unchecked(files, "manifest.json")?;
    let m: GmmManifestJson =
        serde_json::from_str(manifest).map_err(|e| format!("manifest.json: {e}"))?;
    let kernel = |k: &GmmFunctionJson| -> std::result::Result<GmmKernel, String> {
        Ok(GmmKernel {
            function: function(files, &k.function)?,
            tiling: k.tiling,
            cost: k.cost,
        })
    };
    let routed = |v: &GmmJson, r: &RoutedJson| -> std::result::Result<RoutedKernels, String> {
        let f = |k: &RoutedFunctionJson| -> std::result::Result<RoutedFunction, String> {
            Ok(RoutedFunction {
                function: function(files, &k.function)?,
                costs: k.costs.clone(),
            })
        };
        Ok(RoutedKernels {
            tokens: v.tokens,
            top_k: v.top_k,
            gate_up_fwd: f(&r.gate_up_fwd)?,
            gate_up_dw: f(&r.gate_up_dw)?,
            gate_up_dx: f(&r.gate_up_dx)?,
            down_combine: f(&r.down_combine)?,
            down_combine_grad: f(&r.down_combine_grad)?,
        })
    };
    m.gmm
        .iter()
        .map(|v| {
            Ok(GmmVariant {
                name: v.name.clone(),
                rows: v.rows,
                experts: v.experts,
                d_model: v.d_model,
                hidden: v.hidden,
                dtype: dtype(&v.dtype)?,
                platform: v.platform.clone(),
                gate_up_fwd: kernel(&v.gate_up_fwd)?,
                gate_up_dlhs: kernel(&v.gate_up_dlhs)?,
                gate_up_dw: kernel(&v.gate_up_dw)?,
                down_fwd: kernel(&v.down_fwd)?,
                down_dlhs: kernel(&v.down_dlhs)?,
                down_dw: kernel(&v.down_dw)?,
                routed: v.routed.as_ref().map(|r| routed(v, r)).transpose()?,
            })
        })
        .collect()
}

/// Parses the manifest's SSD variants among `files` and checks their hashes.
pub(crate) fn load_ssd(
    files: &[(&str, &'static str)],
) -> std::result::Result<Vec<SsdVariant>, String> {
    let manifest = file_unchecked(files, "manifest.json")?;
    let m: SsdManifestJson =
        serde_json::from_str(manifest).map_err(|e| format!("manifest.json: {e}"))?;
    let kernel = |k: &CostedFunctionJson| -> std::result::Result<SsdKernel, String> {
        Ok(SsdKernel {
            function: function(files, &k.function)?,
            cost: k.cost,
        })
    };
    m.ssd
        .iter()
        .map(|v| {
            Ok(SsdVariant {
                name: v.name.clone(),
                rows: v.rows,
                heads: v.heads,
                head_dim: v.head_dim,
                seq: v.seq,
                state: v.state,
                groups: v.groups,
                chunk: v.chunk,
                dtype: dtype(&v.dtype)?,
                platform: v.platform.clone(),
                fwd: kernel(&v.fwd)?,
                bwd: kernel(&v.bwd)?,
                origin: Origin::BuiltIn,
            })
            .and_then(|variant: SsdVariant| {
                let x = [v.rows, v.heads, v.head_dim, v.seq];
                takes(
                    &variant.name,
                    &variant.fwd.function,
                    &[("x", TensorType::new(variant.dtype, &x))],
                )?;
                Ok(variant)
            })
        })
        .collect()
}

/// Checks that `f`'s leading arguments have the types its variant's entry declares (`named`, in
/// order): a module exported for another shape is refused, not spliced.
fn takes(
    variant: &str,
    f: &KernelFunction,
    named: &[(&str, TensorType)],
) -> std::result::Result<(), String> {
    for (i, (what, want)) in named.iter().enumerate() {
        match f.args.get(i) {
            Some(got) if got == want => {}
            got => {
                return Err(format!(
                    "variant {variant}: @{} takes {what} as {}, but its entry declares {want}",
                    f.symbol,
                    got.map_or("nothing".to_string(), |g| g.to_string())
                ));
            }
        }
    }
    Ok(())
}

pub(crate) fn file_unchecked(
    files: &[(&str, &'static str)],
    name: &str,
) -> std::result::Result<&'static str, String> {
    files
        .iter()
        .find(|(n, _)| *n == name)
        .map(|(_, t)| *t)
        .ok_or_else(|| format!("{name} is missing from pallas-kernels/artifacts"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiny_query() -> VariantQuery {
        Variant::by_name("tiny").unwrap().query()
    }

    #[test]
    fn embedded_manifest_loads_and_hashes_match() {
        let all = Variant::all().unwrap();
        assert!(all.iter().any(|v| v.name == "tiny" && v.platform == "tpu"));
        assert!(
            all.iter()
                .any(|v| v.name == "tiny_cpu" && v.platform == "cpu")
        );
        let v = Variant::by_name("nam12_b1").unwrap();
        assert_eq!((v.heads, v.kv_heads, v.head_dim, v.seq), (6, 2, 128, 4096));
        assert_eq!(
            v.fwd.args[0],
            TensorType::new(DType::BF16, &[1, 4096, 6, 128])
        );
        assert_eq!(v.fwd.results[1], TensorType::new(DType::F32, &[1, 6, 4096]));
        assert_eq!(v.bwd.args.len(), 7);
    }

    #[test]
    fn find_returns_the_exact_match() {
        assert_eq!(Variant::find(&tiny_query()).unwrap().name, "tiny");
    }

    #[test]
    fn batch_one_variant_serves_any_batch() {
        // nam12 has a batch-16 kernel (`nam12_b16`) but none for 32 rows: they go row by row.
        let q = VariantQuery {
            batch: 32,
            ..Variant::by_name("nam12_b1").unwrap().query()
        };
        assert_eq!(Variant::find(&q).unwrap().name, "nam12_b1");
        // The tiny variant has batch 2: no row-by-row fallback for other batches.
        let q = VariantQuery {
            batch: 3,
            ..tiny_query()
        };
        assert!(Variant::find(&q).is_err());
    }

    #[test]
    fn missing_shape_lists_variants_and_the_export_command() {
        let q = VariantQuery {
            seq: 8192,
            ..tiny_query()
        };
        let e = Variant::find(&q).unwrap_err().to_string();
        assert!(
            e.starts_with(
                "no Pallas attention artifact for batch=2 heads=4 kv_heads=2 seq=8192 head_dim=128 \
             window=128 softcap=20 dtype=bf16 platform=tpu; exported variants:\n  tiny: batch=2"
            ),
            "{e}"
        );
        assert!(e.contains("\n  nam12_b1: batch=1 heads=6 kv_heads=2 seq=4096 head_dim=128 window=global softcap=none dtype=bf16 platform=tpu\n"), "{e}");
        assert!(
            e.ends_with(&format!(
                "pallas-kernels/variants.toml and export it with: {EXPORT_COMMAND}"
            )),
            "{e}"
        );
    }

    #[test]
    fn gmm_variants_load_with_their_shapes_and_costs() {
        let v = GmmVariant::by_name("gmm_nam52_mb8").unwrap();
        assert_eq!(
            (v.rows, v.experts, v.d_model, v.hidden),
            (196608, 64, 2048, 320)
        );
        let (m, e, d, f) = (v.rows, v.experts, v.d_model, v.hidden);
        let k = &v.gate_up_fwd;
        assert_eq!(
            k.function.args,
            [
                TensorType::new(DType::BF16, &[m, d]),
                TensorType::new(DType::BF16, &[e, d, 2 * f]),
                TensorType::new(DType::I32, &[e]),
            ]
        );
        assert_eq!(
            k.function.results,
            [TensorType::new(DType::BF16, &[m, 2 * f])]
        );
        assert_eq!(
            v.down_dw.function.results,
            [TensorType::new(DType::BF16, &[e, f, d])]
        );
        // 2 tm tk tn FLOPs per grid step, (K/tk)(N/tn)(M/tm + E - 1) steps.
        let [tm, tk, tn] = k.tiling;
        let steps = (d / tk) * (2 * f / tn) * (m / tm + e - 1);
        assert_eq!(k.cost.flops, (2 * tm * tk * tn * steps) as u64);
        assert!(GmmVariant::by_name("gmm_small_cpu").unwrap().platform == "cpu");
        let e = GmmVariant::by_name("nope").unwrap_err().to_string();
        assert!(e.contains("  gmm_small: rows=2048 experts=8"), "{e}");
        // Attention lookups never see them.
        assert!(Variant::by_name("gmm_small").is_err());
    }

    #[test]
    fn routed_functions_load_with_their_shapes_and_are_found_by_exact_tokens() {
        let v = GmmVariant::by_name("gmm_nam52_mb8").unwrap();
        let r = v
            .routed
            .as_ref()
            .expect("nam52's variant exports routed kernels");
        let (m, e, d, f, t, k) = (v.rows, v.experts, v.d_model, v.hidden, r.tokens, r.top_k);
        assert_eq!((t, k), (32768, 6));
        let ty = TensorType::new;
        assert_eq!(
            r.gate_up_fwd.function.args,
            [
                ty(DType::BF16, &[t, d]),
                ty(DType::I32, &[m]),
                ty(DType::BF16, &[e, d, 2 * f]),
                ty(DType::I32, &[e]),
            ]
        );
        // bf16 rows between the functions travel as 32-bit words, two values per word.
        let y = ty(DType::U32, &[m, d / 2]);
        assert_eq!(
            r.down_combine.function.results,
            [ty(DType::F32, &[t, d]), y.clone()]
        );
        assert_eq!(r.down_combine_grad.function.args[1], y);
        assert_eq!(r.gate_up_dx.function.results, [ty(DType::F32, &[t, d])]);
        // One declared cost per Pallas kernel: the gradient's combine, then down_dlhs, down_dw.
        assert_eq!(r.down_combine_grad.costs.len(), 3);
        assert_eq!(r.down_combine_grad.costs[1], v.down_dlhs.cost);
        assert_eq!(r.down_combine_grad.costs[2], v.down_dw.cost);
        // Found by exact tokens: 32 768 tokens of 6 copies, not 32 000.
        let q = GmmQuery {
            copies: t * k,
            experts: e,
            d_model: d,
            hidden: f,
            dtype: DType::BF16,
            platform: "tpu".into(),
        };
        assert_eq!(
            GmmVariant::find_routed(&q, t).unwrap().name,
            "gmm_nam52_mb8"
        );
        let q = GmmQuery {
            copies: 32000 * k,
            ..q
        };
        let err = GmmVariant::find_routed(&q, 32000).unwrap_err().to_string();
        assert!(
            err.contains("with routed kernels for 32000 tokens per device"),
            "{err}"
        );
        assert!(err.contains("routed: tokens=32768 top_k=6"), "{err}");
    }

    #[test]
    fn ssd_variants_load_with_their_layouts_and_costs() {
        let v = SsdVariant::by_name("ssd_nam52_b1").unwrap();
        let (h, p, t, n, q) = (v.heads, v.head_dim, v.seq, v.state, v.chunk);
        assert_eq!((h, p, t, n, v.groups, q), (64, 64, 4096, 128, 1, 128));
        assert_eq!(
            v.fwd.function.args[0],
            TensorType::new(DType::BF16, &[1, h, p, t])
        );
        assert_eq!(
            v.fwd.function.results[1],
            TensorType::new(DType::F32, &[1, h, t / q, p, n])
        );
        assert_eq!(v.bwd.function.args.len(), 9);
        assert_eq!(v.bwd.function.results.len(), 6);
        // Forward bytes: x in and y out (bf16), the states out (f32), dt once, B and C once per
        // block of 16 heads, the ids once per block, A and D.
        let blocks = h / 16;
        let bytes = 2 * h * p * t * 2
            + h * (t / q) * p * n * 4
            + h * t * 4
            + 2 * blocks * t * n * 2
            + blocks * t * 4
            + 2 * h * 4;
        assert_eq!(v.fwd.cost.bytes_accessed, bytes as u64);
        // An exact match first, else a one-row variant for any number of rows; other shapes
        // list what exists.
        let rows = |rows| SsdQuery { rows, ..v.query() };
        assert_eq!(SsdVariant::find(&rows(8)).unwrap().name, "ssd_nam52_b8");
        assert_eq!(SsdVariant::find(&rows(3)).unwrap().name, "ssd_nam52_b1");
        let e = SsdVariant::find(&SsdQuery {
            seq: 8192,
            ..v.query()
        })
        .unwrap_err()
        .to_string();
        assert!(
            e.starts_with("no Pallas SSD artifact for rows=1 heads=64 head_dim=64 seq=8192"),
            "{e}"
        );
        assert!(e.contains("\n  ssd_small_b1: rows=1 heads=8"), "{e}");
        assert!(SsdVariant::by_name("ssd_tiny_cpu").unwrap().platform == "cpu");
    }

    #[test]
    fn tampered_artifact_is_reported_with_its_hash() {
        let mut files: Vec<(&str, &'static str)> = FILES.to_vec();
        for f in &mut files {
            if f.0 == "tiny.fwd.mlir" {
                f.1 = "func.func private @namtrain_tiny_fwd() {}";
            }
        }
        let e = load(&files).unwrap_err();
        assert!(e.starts_with("artifact tiny.fwd.mlir has sha256 "), "{e}");
    }
}
