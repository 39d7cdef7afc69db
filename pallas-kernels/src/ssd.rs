//! Splicing the exported SSD kernels (the M sublayer's scan, `namtrain_kernels/ssd.py`) into an
//! `xla-hlo` program, with the backward kernel wired to autodiff.
//!
//! Per variant the program gets `@namtrain_<variant>_fwd` and `@namtrain_<variant>_bwd`,
//! registered once however many layers call them. A call is
//!
//! ```text
//! (y, states) = call @fwd(x, dt, a, b, c, doc, d)     // Mosaic kernel: the chunked scan
//! ```
//!
//! and `y` carries its gradient rule ([`Tensor::with_vjp`]): the rule calls `@bwd(x, dt, a, b, c,
//! doc, d, states, dy)` and hands `dx, ddt, da, db, dc, dd` to the inputs. `states` (the state
//! entering each chunk, f32) is what the backward kernel reads instead of scanning again; a
//! rematerialising layer loop recomputes it with the forward kernel rather than keeping it.
//!
//! A one-row variant serves any number of rows: the call becomes a `scan` over the rows, and `da`
//! and `dd` (per head, summed over rows and positions) are summed over the rows' results. (On a
//! mesh, the interpret-mode variants must take each device's rows in one call: the CPU plugin's
//! partitioner fails on the row loop inside a manual computation; libtpu does not.)
//!
//! In an SPMD program ([`SsdShards`]) the calls sit inside a GSPMD manual computation: each
//! device runs the kernel on its own rows. `a` and `d` enter replicated, and their cotangents,
//! different on every device, leave as one row per device (`[pieces, H, 1]`, split like the
//! rows) and are summed outside, so no device's partial sum is mistaken for the whole.

use crate::manifest::SsdVariant;
use crate::rows::{Role, RowKernels, Split};
use crate::splices::Splices;
use std::rc::Rc;
use xla_hlo::{Builder, CustomVjp, Error, Result, Tensor};

/// How the operands of one SSD call are split over the devices of an SPMD program: rows over
/// the data-parallel axes, everything else whole on each device. Each field is a GSPMD
/// `mhlo.sharding` splitting dimension 0 of an array of that rank.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SsdShards {
    /// `dt [B, H, T]`, `doc [B, 1, T]` and the per-device cotangents of `a` and `d`.
    pub rank3: String,
    /// `x, y [B, H, P, T]`, `b, c [B, G, T, N]`.
    pub rank4: String,
    /// `states [B, H, T / Q, P, N]`.
    pub rank5: String,
    /// Pieces the rows are cut into.
    pub row_splits: i64,
}

/// Pallas SSD calls for one program; registers each variant's functions once.
pub struct PallasSsd {
    splices: Splices,
}

/// The kernels' operands, in the forward's order.
const NAMES: [&str; 7] = ["x", "dt", "a", "b", "c", "doc", "d"];

impl PallasSsd {
    /// TPU kernels for the program built by `b` (the top-level builder).
    pub fn new(b: &Builder) -> Self {
        PallasSsd {
            splices: Splices::new(b, "tpu"),
        }
    }

    /// The interpret-mode (`cpu`) exports instead, plain StableHLO that runs on any plugin: for
    /// checking a model's Pallas SSD path on the CPU plugin.
    pub fn interpret(b: &Builder) -> Self {
        PallasSsd {
            splices: Splices::new(b, "cpu"),
        }
    }

    /// The `platform` of the variants these kernels splice (`tpu` or `cpu`).
    pub fn platform(&self) -> &'static str {
        self.splices.platform()
    }

    /// The SSD scan's `y [B, H, P, T]` (in the variant's dtype) of `x [B, H, P, T]`, `dt [B, H,
    /// T]` f32, `a [H, 1]` f32 (negative), `b, c [B, G, T, N]`, `doc [B, 1, T]` i32 document
    /// ordinals and the skip `d [H, 1]` f32, by the kernels of `variant`; differentiable in
    /// every input but `doc`. `shards`: the rows' split over the devices of an SPMD program
    /// (`None` on one device). `B` is the variant's rows, or any count for a one-row variant.
    #[allow(clippy::too_many_arguments)]
    pub fn ssd(
        &self,
        x: &Tensor,
        dt: &Tensor,
        a: &Tensor,
        b: &Tensor,
        c: &Tensor,
        doc: &Tensor,
        d: &Tensor,
        variant: &SsdVariant,
        shards: Option<&SsdShards>,
    ) -> Result<Tensor> {
        let full = [x, dt, a, b, c, doc, d];
        let split = Split::new("ssd", shards, x)?;
        let rows = split.local_rows;
        // The interpret-mode kernels on a mesh take each device's rows in one call: split into
        // one call per row inside the manual computation, the CPU plugin's SPMD partitioner
        // fails a manual-sharding check (`HandleSlice`, `!IsManual()`; a scan over the rows and
        // unrolled calls alike). libtpu partitions the row loop (`ssd_pallas_deviceless`).
        if shards.is_some() && self.platform() == "cpu" && variant.rows != rows {
            return Err(Error::Usage(format!(
                "pallas ssd on a mesh (interpret mode): each device's {rows} rows run in one \
                 kernel call, and variant {:?} takes {} row(s); add an [[ssd]] with rows = {rows} (and the \
                 other fields of {:?}) to pallas-kernels/variants.toml and export it with: {}",
                variant.name,
                variant.rows,
                variant.name,
                crate::EXPORT_COMMAND
            )));
        }
        let functions = self
            .splices
            .pair(&variant.fwd.function, &variant.bwd.function)?;
        // a and d (per head, replicated) are the same for every row.
        let per_head = (0..ROLES.len())
            .filter(|&i| matches!(ROLES[i], Role::Replicated))
            .collect();
        let kernels = RowKernels::new(functions, variant.rows, rows, per_head);
        let local: Vec<Tensor> = full
            .iter()
            .zip(ROLES)
            .map(|(t, r)| split.enter(t, r))
            .collect();
        let want = kernels.want(&variant.fwd.function.args, rows);
        for ((t, w), name) in local.iter().zip(&want).zip(NAMES) {
            let ty = t.check()?.ty();
            if ty != *w {
                return Err(Error::Usage(format!(
                    "pallas ssd variant {:?}: {name} is {ty}, the kernel takes {w}",
                    variant.name
                )));
            }
        }
        let r = kernels.forward(&local.iter().collect::<Vec<_>>())?;
        let (y, states) = (&r[0], &r[1]);
        let y = split.exit(y, Role::Rows(4));
        // Not kept for the backward pass: a rematerialising layer loop runs the forward kernel
        // again instead of stacking every layer's states (nam52: 13 × 0.54 GB per chip at 8
        // rows, which took its headline plan over the chip's memory).
        let states = split.exit(states, Role::Rows(5));
        let vjp: CustomVjp = Rc::new(move |inputs: &[Tensor], _y: &[Tensor], cts| {
            let Some(dy) = &cts[0] else {
                return vec![None; inputs.len()];
            };
            // inputs = (states, x, dt, a, b, c, doc, d).
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
            // da and dd: per head, summed over a row scan's rows and over the devices.
            let per_head = |t: &Tensor| match kernels.by_rows() {
                true => split.sum_over_devices(&t.reduce_sum(&[0])),
                false => split.sum_over_devices(t),
            };
            vec![
                None,
                Some(split.exit(&g[0], Role::Rows(4))),
                Some(split.exit(&g[1], Role::Rows(3))),
                Some(per_head(&g[2])),
                Some(split.exit(&g[3], Role::Rows(4))),
                Some(split.exit(&g[4], Role::Rows(4))),
                None,
                Some(per_head(&g[5])),
            ]
        });
        Ok(y.with_vjp(&[&states, x, dt, a, b, c, doc, d], vjp))
    }
}

/// The roles of `(x, dt, a, b, c, doc, d)`.
const ROLES: [Role; 7] = [
    Role::Rows(4),
    Role::Rows(3),
    Role::Replicated,
    Role::Rows(4),
    Role::Rows(4),
    Role::Rows(3),
    Role::Replicated,
];
