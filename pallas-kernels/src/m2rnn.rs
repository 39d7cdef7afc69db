//! The exported M2RNN kernels (the R sublayer's recurrence, `namtrain_kernels/m2rnn.py`): their
//! variants as the manifest lists them, and their splice into an `xla-hlo` program with the
//! backward kernel wired to autodiff.
//!
//! Per variant the program gets `@namtrain_<variant>_fwd` and `@namtrain_<variant>_bwd`,
//! registered once however many layers call them. A call is
//!
//! ```text
//! (y, states) = call @fwd(q, k, v, a, keep, w)   // Mosaic kernel: T / chunk grid steps per row
//! ```
//!
//! and `y` carries its gradient rule ([`Tensor::with_vjp`]): the rule calls `@bwd(q, k, v, a,
//! keep, w, states, dy)` and hands `dq, dk, dv, da` to the inputs and the sum over the rows of
//! `dw_rows` to `w`. `states` (the state entering each chunk) is what the backward kernel
//! recomputes each chunk from; `y` and `states` are kept for the backward of a rematerialising
//! scan ([`Tensor::keep_for_backward`]), so the forward kernel runs once per step, not twice.
//! A one-row variant serves any number of rows (a row scan, as for the SSD kernels); on a mesh
//! ([`SsdShards`]) the calls sit in a manual computation, `w` enters replicated and its
//! per-device cotangents are summed outside (TPU kernels only: the CPU plugin cannot partition
//! the interpret-mode exports there).

use crate::manifest::{
    CostedFunctionJson, DeclaredCost, EXPORT_COMMAND, KernelFunction, Loaded, file_unchecked,
    function, loaded,
};
use crate::rows::{Role, RowKernels, Split};
use crate::splices::Splices;
use crate::{Error, Result, SsdShards};
use serde::Deserialize;
use std::fmt;
use std::rc::Rc;
use std::sync::OnceLock;
use xla_hlo::{Builder, CustomVjp, DType, TensorType};
use xla_hlo::{Error as GraphError, Result as GraphResult, Tensor};

/// One exported function of an [`M2rnnVariant`] with the cost it declares.
#[derive(Clone, Debug)]
pub struct M2rnnKernel {
    /// The spliceable function.
    pub function: KernelFunction,
    /// The cost the kernel declares (`m2rnn.kernel_cost`), as exported.
    pub cost: DeclaredCost,
}

/// An exported M2RNN recurrence of the R sublayer, per device: `rows` rows (1: any number, one
/// call per row) of `seq` positions, `heads` heads with keys of `k_head` and values of `v_head`,
/// chunks of `chunk` positions per grid step. Layouts, all f32: `q, k [rows, heads, seq,
/// k_head]`, `v, y [rows, heads, seq, v_head]`, `a [rows, heads, seq, 1]` (the forget factor),
/// `keep [rows, seq, 1]` (0 at a document start), `w [heads, v_head, v_head]`, `states [rows,
/// heads, seq / chunk, k_head, v_head]`.
#[derive(Clone, Debug)]
pub struct M2rnnVariant {
    /// Name in `variants.toml` (`[[m2rnn]]`).
    pub name: String,
    /// Rows per call.
    pub rows: i64,
    /// Heads.
    pub heads: i64,
    /// Key width.
    pub k_head: i64,
    /// Value width.
    pub v_head: i64,
    /// Positions per row.
    pub seq: i64,
    /// Positions per grid step.
    pub chunk: i64,
    /// `tpu` (Mosaic kernels) or `cpu` (interpret mode, plain StableHLO, for tests).
    pub platform: String,
    /// `(q, k, v, a, keep, w) -> (y, states)`.
    pub fwd: M2rnnKernel,
    /// `(q, k, v, a, keep, w, states, dy) -> (dq, dk, dv, da, dw_rows)`.
    pub bwd: M2rnnKernel,
}

/// The shape an R sublayer's recurrence needs a kernel for ([`M2rnnVariant::find`]); the chunk
/// is the kernel's own choice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct M2rnnQuery {
    /// Rows of the call (per device).
    pub rows: i64,
    /// Heads.
    pub heads: i64,
    /// Key width.
    pub k_head: i64,
    /// Value width.
    pub v_head: i64,
    /// Positions per row.
    pub seq: i64,
    /// `tpu` or `cpu`.
    pub platform: String,
}

impl fmt::Display for M2rnnQuery {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "rows={} heads={} k_head={} v_head={} seq={} platform={}",
            self.rows, self.heads, self.k_head, self.v_head, self.seq, self.platform
        )
    }
}

impl M2rnnVariant {
    /// The query this variant answers.
    pub fn query(&self) -> M2rnnQuery {
        M2rnnQuery {
            rows: self.rows,
            heads: self.heads,
            k_head: self.k_head,
            v_head: self.v_head,
            seq: self.seq,
            platform: self.platform.clone(),
        }
    }

    /// Every M2RNN variant built into this binary, in `variants.toml` order. (Kernel
    /// directories exported after the build carry attention and SSD kernels only.)
    pub fn all() -> Result<&'static [M2rnnVariant]> {
        static ALL: Loaded<M2rnnVariant> = OnceLock::new();
        loaded(&ALL, load_m2rnn)
    }

    /// The variant named `name`.
    pub fn by_name(name: &str) -> Result<&'static M2rnnVariant> {
        let all = Self::all()?;
        all.iter()
            .find(|v| v.name == name)
            .ok_or_else(|| Self::missing(format!("name {name:?}"), all))
    }

    /// The variant matching `q` exactly, else a one-row variant matching every other field
    /// (applied row by row), or [`Error::NoM2rnnVariant`] listing them.
    pub fn find(q: &M2rnnQuery) -> Result<&'static M2rnnVariant> {
        let all = Self::all()?;
        let per_row = M2rnnQuery {
            rows: 1,
            ..q.clone()
        };
        all.iter()
            .find(|v| v.query() == *q)
            .or_else(|| all.iter().find(|v| v.query() == per_row))
            .ok_or_else(|| Self::missing(q.to_string(), all))
    }

    fn missing(requested: String, all: &[M2rnnVariant]) -> Error {
        Error::NoM2rnnVariant {
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

/// The manifest's `m2rnn` key (absent in manifests without M2RNN kernels).
#[derive(Deserialize)]
struct M2rnnManifestJson {
    #[serde(default)]
    m2rnn: Vec<M2rnnJson>,
}

#[derive(Deserialize)]
struct M2rnnJson {
    name: String,
    rows: i64,
    heads: i64,
    k_head: i64,
    v_head: i64,
    seq: i64,
    chunk: i64,
    platform: String,
    fwd: CostedFunctionJson,
    bwd: CostedFunctionJson,
}

/// Parses the manifest's M2RNN variants among `files`, checks their hashes and that each
/// forward takes the layouts its entry declares.
fn load_m2rnn(files: &[(&str, &'static str)]) -> std::result::Result<Vec<M2rnnVariant>, String> {
    let manifest = file_unchecked(files, "manifest.json")?;
    let m: M2rnnManifestJson =
        serde_json::from_str(manifest).map_err(|e| format!("manifest.json: {e}"))?;
    let kernel = |k: &CostedFunctionJson| -> std::result::Result<M2rnnKernel, String> {
        Ok(M2rnnKernel {
            function: function(files, &k.function)?,
            cost: k.cost,
        })
    };
    m.m2rnn
        .iter()
        .map(|v| {
            let variant = M2rnnVariant {
                name: v.name.clone(),
                rows: v.rows,
                heads: v.heads,
                k_head: v.k_head,
                v_head: v.v_head,
                seq: v.seq,
                chunk: v.chunk,
                platform: v.platform.clone(),
                fwd: kernel(&v.fwd)?,
                bwd: kernel(&v.bwd)?,
            };
            let want = operand_types(&variant);
            if variant.fwd.function.args != want {
                return Err(format!(
                    "variant {}: @{} takes ({}), but its entry declares ({})",
                    variant.name,
                    variant.fwd.function.symbol,
                    listed(&variant.fwd.function.args),
                    listed(&want)
                ));
            }
            Ok(variant)
        })
        .collect()
}

/// The forward's operand types of `v`: `q, k, v, a, keep, w`.
fn operand_types(v: &M2rnnVariant) -> Vec<TensorType> {
    let (r, h, t) = (v.rows, v.heads, v.seq);
    let f32 = |dims: &[i64]| TensorType::new(DType::F32, dims);
    vec![
        f32(&[r, h, t, v.k_head]),
        f32(&[r, h, t, v.k_head]),
        f32(&[r, h, t, v.v_head]),
        f32(&[r, h, t, 1]),
        f32(&[r, t, 1]),
        f32(&[h, v.v_head, v.v_head]),
    ]
}

fn listed(types: &[TensorType]) -> String {
    types
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Pallas M2RNN calls for one program; registers each variant's functions once.
pub struct PallasM2rnn {
    splices: Splices,
}

/// The kernels' operands, in the forward's order.
const NAMES: [&str; 6] = ["q", "k", "v", "a", "keep", "w"];

/// The roles of `(q, k, v, a, keep, w)`.
const ROLES: [Role; 6] = [
    Role::Rows(4),
    Role::Rows(4),
    Role::Rows(4),
    Role::Rows(4),
    Role::Rows(3),
    Role::Replicated,
];

impl PallasM2rnn {
    /// TPU kernels for the program built by `b` (the top-level builder).
    pub fn new(b: &Builder) -> Self {
        PallasM2rnn {
            splices: Splices::new(b, "tpu"),
        }
    }

    /// The interpret-mode (`cpu`) exports instead, plain StableHLO that runs on any plugin: for
    /// checking a model's Pallas M2RNN path on the CPU plugin.
    pub fn interpret(b: &Builder) -> Self {
        PallasM2rnn {
            splices: Splices::new(b, "cpu"),
        }
    }

    /// The `platform` of the variants these kernels splice (`tpu` or `cpu`).
    pub fn platform(&self) -> &'static str {
        self.splices.platform()
    }

    /// The recurrence's `y [B, H, T, V]` of `q, k [B, H, T, K]`, `v [B, H, T, V]`, `a [B, H, T,
    /// 1]`, `keep [B, T, 1]` and `w [H, V, V]` (all f32) by the kernels of `variant`;
    /// differentiable in every input but `keep`. `shards`: the rows' split over the devices of
    /// an SPMD program (`None` on one device). `B` is the variant's rows, or any count for a
    /// one-row variant.
    #[allow(clippy::too_many_arguments)]
    pub fn m2rnn(
        &self,
        q: &Tensor,
        k: &Tensor,
        v: &Tensor,
        a: &Tensor,
        keep: &Tensor,
        w: &Tensor,
        variant: &M2rnnVariant,
        shards: Option<&SsdShards>,
    ) -> GraphResult<Tensor> {
        let full = [q, k, v, a, keep, w];
        let split = Split::new("m2rnn", shards, q)?;
        let rows = split.local_rows;
        // The CPU plugin's SPMD partitioner aborts on the interpret-mode export inside a manual
        // computation (`HandleSlice`), whatever its rows; libtpu partitions the Mosaic kernels
        // (`m2rnn_pallas_deviceless`).
        if shards.is_some() && self.platform() == "cpu" {
            return Err(GraphError::Usage(format!(
                "pallas m2rnn on a mesh (interpret mode, variant {:?}): the CPU plugin cannot \
                 partition the interpret-mode kernels inside a manual computation; build the \
                 program for one device, or with the recurrence on XLA (m2rnn_kernel = \"xla\")",
                variant.name
            )));
        }
        let functions = self
            .splices
            .pair(&variant.fwd.function, &variant.bwd.function)?;
        let kernels = RowKernels::new(functions, variant.rows, rows, vec![5]);
        let local: Vec<Tensor> = full
            .iter()
            .zip(ROLES)
            .map(|(t, r)| split.enter(t, r))
            .collect();
        let want = kernels.want(&variant.fwd.function.args, rows);
        for ((t, w), name) in local.iter().zip(&want).zip(NAMES) {
            let ty = t.check()?.ty();
            if ty != *w {
                return Err(GraphError::Usage(format!(
                    "pallas m2rnn variant {:?}: {name} is {ty}, the kernel takes {w}",
                    variant.name
                )));
            }
        }
        let r = kernels.forward(&local.iter().collect::<Vec<_>>())?;
        // Kept for the backward pass of a rematerialising scan: the backward reads `y` and the
        // states from their stacks instead of running the forward kernel again (nam56r: 2.2 ms
        // a call, against 138 MB per R sublayer and 2 rows; docs/performance-log.md,
        // "The loss in longer chunks; the rematerialised forward kept"). Elsewhere the mark
        // does nothing.
        let y = split.exit(&r[0], Role::Rows(4)).keep_for_backward();
        let states = split.exit(&r[1], Role::Rows(5)).keep_for_backward();
        let vjp: CustomVjp = Rc::new(move |inputs: &[Tensor], _y: &[Tensor], cts| {
            let Some(dy) = &cts[0] else {
                return vec![None; inputs.len()];
            };
            // inputs = (states, q, k, v, a, keep, w).
            let mut args: Vec<Tensor> = inputs[1..]
                .iter()
                .zip(ROLES)
                .map(|(t, r)| split.enter(t, r))
                .collect();
            args.push(split.enter(&inputs[0], Role::Rows(5)));
            args.push(split.enter(dy, Role::Rows(4)));
            // A failed call is recorded in the graph, which reports it when the program is
            // checked or emitted.
            let Ok(g) = kernels.backward(&args.iter().collect::<Vec<_>>()) else {
                return vec![None; inputs.len()];
            };
            // dw_rows: each row's share of W's cotangent, stacked over the rows either way.
            let dw = split.sum_over_devices(&g[4].reduce_sum(&[0]));
            let mut out = vec![None];
            out.extend((0..4).map(|i| Some(split.exit(&g[i], Role::Rows(4)))));
            out.extend([None, Some(dw)]);
            out
        });
        Ok(y.with_vjp(&[&states, q, k, v, a, keep, w], vjp))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn m2rnn_variants_load_with_their_layouts_and_costs() {
        let v = M2rnnVariant::by_name("m2rnn_nam56r_b2").unwrap();
        let (r, h, t, kk, vv, c) = (v.rows, v.heads, v.seq, v.k_head, v.v_head, v.chunk);
        assert_eq!((r, h, t, kk, vv, c), (2, 44, 4096, 64, 16, 16));
        assert_eq!(
            v.fwd.function.results,
            [
                TensorType::new(DType::F32, &[r, h, t, vv]),
                TensorType::new(DType::F32, &[r, h, t / c, kk, vv]),
            ]
        );
        assert_eq!(v.bwd.function.args.len(), 8);
        assert_eq!(
            v.bwd.function.results[4],
            TensorType::new(DType::F32, &[r, h, vv, vv])
        );
        // Forward, in the lane-dense layout: 44 heads padded to 48, 6 tiles of 8 heads (128
        // lanes), 768 lanes in all. Per row and position: each tile's [64, 128] x [128, 128]
        // product with its block-diagonal W, and k and q ([64, 48]) and a ([1, 48]) spread by
        // the [48, 768] 0/1 matrix; a tanh per state lane; bytes: q and k ([64, 48]), v and y
        // (768), a (48) per row and position, keep once, the W tiles once, the states out.
        let (hp, p, nt, lanes) = (48, 128, 6, 768);
        let positions = r * t;
        let per_position = nt * 2 * kk * p * p + 2 * (2 * kk * hp * lanes) + 2 * hp * lanes;
        assert_eq!(v.fwd.cost.flops, (positions * per_position) as u64);
        assert_eq!(v.fwd.cost.transcendentals, (positions * kk * lanes) as u64);
        let bytes = positions * 4 * (2 * kk * hp + 2 * lanes + hp)
            + r * t * 4
            + nt * p * p * 4
            + r * (t / c) * kk * lanes * 4;
        assert_eq!(v.fwd.cost.bytes_accessed, bytes as u64);
        // An exact match first, else a one-row variant for any number of rows; other shapes
        // list what exists.
        let rows = |rows| M2rnnQuery { rows, ..v.query() };
        assert_eq!(
            M2rnnVariant::find(&rows(2)).unwrap().name,
            "m2rnn_nam56r_b2"
        );
        assert_eq!(
            M2rnnVariant::find(&rows(3)).unwrap().name,
            "m2rnn_nam56r_b1"
        );
        let e = M2rnnVariant::find(&M2rnnQuery {
            seq: 8192,
            ..v.query()
        })
        .unwrap_err()
        .to_string();
        assert!(
            e.starts_with(
                "no Pallas M2RNN artifact for rows=2 heads=44 k_head=64 v_head=16 seq=8192 \
                 platform=tpu; exported [[m2rnn]] variants:\n"
            ),
            "{e}"
        );
        assert!(e.contains("\n  m2rnn_small_b1: rows=1 heads=8"), "{e}");
        assert!(M2rnnVariant::by_name("m2rnn_tiny_cpu").unwrap().platform == "cpu");
    }
}
