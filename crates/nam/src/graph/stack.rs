//! The sublayer stack as the forward pass runs it (`docs/model.md`, "Stack and pattern"): the
//! state sorted by where the stack reads it, the scanned pattern groups (one `scan` over the
//! groups, rematerialised in the backward pass under `[precision] remat`, with several
//! fixed-window groups per iteration where the Pallas kernels bake their window in), and the
//! unstacked layers (the remainder after the groups, every layer when unrolled, the MTP block).

use super::attention::{LayerWindow, groups_per_iteration};
use super::context::LayerParams;
use super::layout::StateLayout;
use super::model::{Ctx, ForwardOptions, residual_step, usage};
use super::moe::MoeStats;
use crate::config::{AttnWindow, ModelConfig, SublayerKind};
use xla_hlo::{Builder, DType, Error, ScanOptions, Tensor};

/// The main stack's and the MTP block's parameters, sorted out of the state by name.
pub(crate) struct Stack {
    /// Kind of every main-stack sublayer.
    kinds: Vec<SublayerKind>,
    /// Window of every main-stack sublayer that is attention.
    windows: Vec<Option<AttnWindow>>,
    /// Sublayers per pattern group.
    p_len: usize,
    /// `layers.{i}.*`: the parameters of each unstacked main-stack layer.
    layers: Vec<Option<LayerParams>>,
    /// `mtp.layers.{j}.*`: the parameters of each MTP block sublayer.
    mtp: Vec<LayerParams>,
    /// `blocks.{j}.*` as the scan body reads them: pattern position `j`'s weights of the group
    /// being run, refilled for every group.
    blocks: Vec<LayerParams>,
    /// The stacked `[G, ...]` entries: pattern position, name below the sublayer, tensor.
    stacked: Vec<(usize, String, Tensor)>,
}

impl Stack {
    /// Sorts `state` (the tensors of `layout.entries`) into per-layer, MTP and stacked
    /// parameters.
    pub fn sort(
        cfg: &ModelConfig,
        layout: &StateLayout,
        state: &[Tensor],
    ) -> xla_hlo::Result<Self> {
        let kinds = cfg.sublayers();
        let mut layers: Vec<Option<LayerParams>> = vec![None; kinds.len()];
        let mut mtp: Vec<LayerParams> = cfg
            .mtp_sublayers()
            .iter()
            .enumerate()
            .map(|(j, k)| LayerParams::new(&format!("mtp.layers.{j}.{}", k.param_segment())))
            .collect();
        let p_len = cfg.pattern.chars().count().max(1);
        let blocks: Vec<LayerParams> = (0..p_len.min(kinds.len()))
            .map(|j| LayerParams::new(&format!("blocks.{j}.{}", kinds[j].param_segment())))
            .collect();
        let mut stacked: Vec<(usize, String, Tensor)> = Vec::new();
        for (e, t) in layout.entries.iter().zip(state) {
            if let Some((j, short)) = split_layer_name(&e.name, "mtp.layers.") {
                mtp.get_mut(j)
                    .ok_or_else(|| usage(format!("forward: unexpected state `{}`", e.name)))?
                    .insert(short, t.clone());
            } else if let Some((i, short)) = split_layer_name(&e.name, "layers.") {
                let slot = layers
                    .get_mut(i)
                    .ok_or_else(|| usage(format!("forward: unexpected state `{}`", e.name)))?;
                slot.get_or_insert_with(|| {
                    LayerParams::new(&format!("layers.{i}.{}", kinds[i].param_segment()))
                })
                .insert(short, t.clone());
            } else if let Some((j, short)) = split_layer_name(&e.name, "blocks.") {
                if j >= blocks.len() {
                    return Err(usage(format!("forward: unexpected state `{}`", e.name)));
                }
                stacked.push((j, short.to_string(), t.clone()));
            }
        }
        Ok(Stack {
            kinds,
            windows: cfg.attention_windows(),
            p_len,
            layers,
            mtp,
            blocks,
            stacked,
        })
    }

    /// The sliding window of main-stack sublayer `i` (`None`: global or not attention).
    fn local_window(&self, i: usize) -> Option<usize> {
        match self.windows[i] {
            Some(AttnWindow::Local(w)) => Some(w),
            _ => None,
        }
    }

    /// The main-stack layers after the first `groups` pattern groups, with their own parameters.
    pub fn unstacked(&mut self, groups: usize) -> xla_hlo::Result<Vec<Layer>> {
        let start = groups * self.p_len;
        (start..self.kinds.len())
            .map(|i| {
                let params = self.layers[i].take().ok_or_else(|| {
                    usage(format!(
                        "forward: state has no parameters of layer {i} (is the layout from another config?)"
                    ))
                })?;
                Ok(Layer {
                    kind: self.kinds[i],
                    params,
                    window: self.local_window(i),
                })
            })
            .collect()
    }

    /// Every main-stack layer with its own parameters, the scanned groups' sliced out of their
    /// stacking (layer `g · P + j` is row `g` of pattern position `j`'s tensors): the unrolled
    /// stack incremental decoding runs (`decode.rs`).
    pub fn every_layer(&mut self, groups: usize) -> xla_hlo::Result<Vec<Layer>> {
        let mut layers = Vec::with_capacity(self.kinds.len());
        for i in 0..groups * self.p_len {
            let (g, j) = ((i / self.p_len) as i64, i % self.p_len);
            let mut params =
                LayerParams::new(&format!("layers.{i}.{}", self.kinds[i].param_segment()));
            for (_, short, t) in self.stacked.iter().filter(|(at, _, _)| *at == j) {
                let dims = t.dims();
                params.insert(short, t.slice_axis(0, g, g + 1).reshape(&dims[1..]));
            }
            layers.push(Layer {
                kind: self.kinds[i],
                params,
                window: self.local_window(i),
            });
        }
        layers.extend(self.unstacked(groups)?);
        Ok(layers)
    }

    /// The MTP block's sublayers (attention in it is global).
    pub fn mtp_block(&mut self, cfg: &ModelConfig) -> Vec<Layer> {
        cfg.mtp_sublayers()
            .iter()
            .zip(std::mem::take(&mut self.mtp))
            .map(|(&kind, params)| Layer {
                kind,
                params,
                window: None,
            })
            .collect()
    }
}

/// Parses `layers.{i}.{segment}.{rest}` (after stripping `head`) into `(i, rest)`.
fn split_layer_name<'a>(name: &'a str, head: &str) -> Option<(usize, &'a str)> {
    let rest = name.strip_prefix(head)?;
    let (i, tail) = rest.split_once('.')?;
    let (_, short) = tail.split_once('.')?;
    Some((i.parse().ok()?, short))
}

/// One sublayer of an unrolled stack.
pub(crate) struct Layer {
    pub kind: SublayerKind,
    pub params: LayerParams,
    pub window: Option<usize>,
}

/// `h = h + Sublayer(rmsnorm(h))` for each layer in order, `h` stored as the policy's residual
/// stream and returned wide; MoE statistics go to `stats`.
pub(crate) fn run_layers(
    h: Tensor,
    layers: &[Layer],
    ctx: &Ctx,
    stats: &mut Vec<MoeStats>,
) -> xla_hlo::Result<Tensor> {
    let b = h.builder();
    let mut h = h;
    for l in layers {
        let w = LayerWindow::new(&b, l.window, ctx.docs.seq);
        let (y, s) = residual_step(l.kind, &h, &l.params, &w, ctx)?;
        stats.extend(s);
        h = y;
    }
    Ok(ctx.prec.wide(&h))
}

/// MoE statistics of the scanned groups, stacked in layer order.
pub(crate) struct ScannedStats {
    /// `[applications, N]`.
    pub load: Tensor,
    /// Sum of the applications' dropped fractions.
    pub dropped_sum: Tensor,
    /// Sum of the applications' z-losses.
    pub z_sum: Tensor,
    /// Applications.
    pub count: usize,
}

/// The first `groups` pattern groups of the stack run as one `scan`, their stacked weights
/// sliced per iteration; returns the stream after them and their MoE statistics (`None`
/// without groups or without E).
pub(crate) fn scanned_groups(
    b: &Builder,
    h: Tensor,
    groups: usize,
    stack: &mut Stack,
    opts: &ForwardOptions,
    ctx: &Ctx,
) -> xla_hlo::Result<(Tensor, Option<ScannedStats>)> {
    if groups == 0 {
        return Ok((h, None));
    }
    let plan = ScanPlan::new(ctx.cfg, stack, groups, opts)?;
    let window_arrays = plan.window_scalars(b, stack, ctx.docs.seq);
    let regrouped: Vec<Tensor> = stack
        .stacked
        .iter()
        .map(|(_, _, t)| plan.regroup(t))
        .collect();
    let mut xs: Vec<&Tensor> = regrouped.iter().collect();
    xs.extend(window_arrays.iter());
    // Remat (`[precision] remat`): the backward pass keeps each iteration's input, and what the
    // body marks kept, and recomputes the rest of the body.
    let scan_options = ScanOptions {
        remat: opts.remat,
        ..ScanOptions::default()
    };
    // The body cannot return an error through the scan; the first one is kept and returned.
    let mut failure: Option<Error> = None;
    let (carry, ys) = b.scan(&[&h], &xs, scan_options, |_, carry, x| {
        match plan.iteration(carry[0].clone(), x, stack, ctx) {
            Ok((h, ys)) => (vec![h], ys),
            Err(e) => {
                let h = carry[0].clone();
                failure = Some(e);
                (vec![h], Vec::new())
            }
        }
    });
    if let Some(e) = failure {
        return Err(e);
    }
    Ok((
        carry[0].clone(),
        plan.stacked_stats(&ys, ctx.cfg.n_routed() as i64),
    ))
}

/// How the scanned pattern groups fall on the scan's iterations.
struct ScanPlan {
    /// Pattern groups per iteration: 1 (windows are runtime scalars) unless the Pallas kernels,
    /// which bake their window in, need the windows fixed at every position of the body.
    per_iter: usize,
    /// Iterations, `groups / per_iter`.
    iters: usize,
    /// The pattern positions that are attention.
    attn_positions: Vec<usize>,
    /// Per group of the body and attention position, the span every iteration shares, if they
    /// all do (the fixed-window groups).
    fixed_windows: Vec<Vec<Option<AttnWindow>>>,
}

impl ScanPlan {
    fn new(
        cfg: &ModelConfig,
        stack: &Stack,
        groups: usize,
        opts: &ForwardOptions,
    ) -> xla_hlo::Result<Self> {
        let p_len = stack.p_len;
        let attn_positions: Vec<usize> = (0..p_len)
            .filter(|&j| stack.kinds[j] == SublayerKind::Attention)
            .collect();
        let per_iter = match (opts.groups_per_iteration, opts.attention) {
            (Some(u), _) if u > 0 && groups.is_multiple_of(u) => u,
            (Some(u), _) => {
                return Err(usage(format!(
                    "forward: {u} groups per scan iteration do not divide the {groups} groups"
                )));
            }
            (None, backend) => groups_per_iteration(cfg, groups, backend),
        };
        let windows = &stack.windows;
        let fixed_windows = (0..per_iter)
            .map(|r| {
                attn_positions
                    .iter()
                    .map(|&j| {
                        let first = windows[r * p_len + j];
                        (r..groups)
                            .step_by(per_iter)
                            .all(|g| windows[g * p_len + j] == first)
                            .then_some(first)
                            .flatten()
                    })
                    .collect()
            })
            .collect();
        Ok(ScanPlan {
            per_iter,
            iters: groups / per_iter,
            attn_positions,
            fixed_windows,
        })
    }

    /// Per attention position, the i32 windows of every group (`T` for a global layer) as the
    /// scan reads them, `[iters]` or `[iters, per_iter]`.
    fn window_scalars(&self, b: &Builder, stack: &Stack, seq: i64) -> Vec<Tensor> {
        let groups = self.iters * self.per_iter;
        self.attn_positions
            .iter()
            .map(|&j| {
                let ws: Vec<i64> = (0..groups)
                    .map(|g| {
                        stack
                            .local_window(g * stack.p_len + j)
                            .map(|w| w as i64)
                            .unwrap_or(seq)
                            .min(seq)
                    })
                    .collect();
                let t = b.constant_int(&ws, DType::I32, &[groups as i64]);
                match self.per_iter {
                    1 => t,
                    u => t.reshape(&[self.iters as i64, u as i64]),
                }
            })
            .collect()
    }

    /// A stacked `[G, ...]` entry as the scan reads it, `[G / u, u, ...]` (a free reshape of the
    /// leading dim), so each iteration gets its `u` groups' weights.
    fn regroup(&self, t: &Tensor) -> Tensor {
        match self.per_iter {
            1 => t.clone(),
            u => {
                let mut d = vec![self.iters as i64, u as i64];
                d.extend_from_slice(&t.dims()[1..]);
                t.reshape(&d)
            }
        }
    }

    /// Group `r` of this iteration's `per_iter` from a scanned slice.
    fn group(&self, t: &Tensor, r: usize) -> Tensor {
        match self.per_iter {
            1 => t.clone(),
            _ => {
                let d = t.dims();
                t.slice_axis(0, r as i64, r as i64 + 1).reshape(&d[1..])
            }
        }
    }

    /// The scan body: this iteration's groups, each a pre-norm residual step per pattern
    /// position, on the carried stream `h` and the scanned slices `x` (stacked weights, then
    /// windows); returns the stream and the E sublayers' statistics (load, dropped, z per group
    /// of the body and E position).
    fn iteration(
        &self,
        h: Tensor,
        x: &[Tensor],
        stack: &mut Stack,
        ctx: &Ctx,
    ) -> xla_hlo::Result<(Tensor, Vec<Tensor>)> {
        let n_stacked = stack.stacked.len();
        let mut h = h;
        let mut ys = Vec::new();
        for (r, fixed) in self.fixed_windows.iter().enumerate() {
            for ((j, short, _), t) in stack.stacked.iter().zip(&x[..n_stacked]) {
                stack.blocks[*j].insert(short, self.group(t, r));
            }
            for j in 0..stack.p_len {
                let w = match self.attn_positions.iter().position(|&a| a == j) {
                    Some(a) => LayerWindow {
                        scalar: self.group(&x[n_stacked + a], r),
                        fixed: fixed[a],
                    },
                    None => LayerWindow::new(&h.builder(), None, ctx.docs.seq),
                };
                let kind = stack.kinds[j];
                let (next, s) = residual_step(kind, &h, &stack.blocks[j], &w, ctx)?;
                // The stream after an E sublayer is stacked for the backward pass too, unless
                // it is the iteration's carry (stacked anyway): recomputing it means the expert
                // down projection and the combine's gather and reduction over the
                // `capacity_factor · k` times larger expert buffers, for one residual-stream
                // tensor of memory (nam52's PREDICTED v6e-8 step 4 574 -> 4 439 ms, +0.6 GiB;
                // docs/performance-log.md, "Remat keeps the inner E sublayers' stream").
                let last = r + 1 == self.fixed_windows.len() && j + 1 == stack.p_len;
                let keep = kind == SublayerKind::Moe && !last;
                if let Some(s) = s {
                    ys.extend([s.load, s.dropped, s.z_loss]);
                }
                h = if keep { next.keep_for_backward() } else { next };
            }
        }
        Ok((h, ys))
    }

    /// The scan's stacked statistics `ys` — (load `[G/u, N]`, dropped `[G/u]`, z `[G/u]`) per
    /// group of the body and E position — with rows in layer order, kept stacked (not split per
    /// row) so the program does not grow with depth. `None` without E.
    fn stacked_stats(&self, ys: &[Tensor], n: i64) -> Option<ScannedStats> {
        let per_pos: Vec<&[Tensor]> = ys.chunks(3).collect();
        if per_pos.is_empty() {
            return None;
        }
        let m = per_pos.len() as i64;
        let g = self.iters as i64;
        let cat = |i: usize, tail: &[i64]| {
            let parts: Vec<Tensor> = per_pos
                .iter()
                .map(|s| {
                    let mut d = vec![g, 1];
                    d.extend_from_slice(tail);
                    s[i].reshape(&d)
                })
                .collect();
            Tensor::concat(&parts.iter().collect::<Vec<_>>(), 1)
        };
        Some(ScannedStats {
            load: cat(0, &[n]).reshape(&[g * m, n]),
            dropped_sum: cat(1, &[]).reduce_sum(&[0, 1]),
            z_sum: cat(2, &[]).reduce_sum(&[0, 1]),
            count: (g * m) as usize,
        })
    }
}
