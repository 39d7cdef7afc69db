//! Incremental decoding: one program that extends rows by `L` new tokens given what every
//! block kept of the tokens before them — the prefill program (`L` = the prompt bucket, from
//! empty caches) and the one-token decode program (`L = 1`) are this program at two lengths.
//!
//! What each block keeps between calls (the **cache**, one set of tensors per `(batch, cache
//! length)`; names in [`CacheLayout`]):
//! - **A**: the keys (rotary-embedded and QK-normed) and values of every slot `[B, C, K, D]`;
//!   a new token sees a slot that is not after it, in its segment and inside its layer's
//!   window (`attention_extend`);
//! - **M**: the conv's last `W` inputs and the SSD state `[B, H, P, N]` (`mamba_extend`);
//! - **R**: the conv's last `W` inputs and the matrix state `[B, Hr, dk, dv]` (`m2rnn_extend`);
//! - **F, E**: nothing: per token. E routes each token to its top-k experts with the bias, no
//!   capacity limit ([`super::sample::sampling_config`]: nothing is dropped at inference);
//! - shared: the segment of every slot `[B, C]` (`-1`: empty) and of the last `W` positions
//!   `[B, W]` (`W = max(conv_kernel − 1, 1)`), which start documents for the recurrences.
//!
//! MTP is not used. **Rows are left-padded**: every row's new tokens sit at the same slots
//! (`start .. start + L`, one scalar for the batch, so each cache is written by one dynamic
//! update), and a row's prompt ends at the prefill's last slot. Padding is segment 0, the
//! row's own tokens segments 1, 2, … (a new one after each BOS), so no block reads across:
//! attention masks other segments, the conv and the recurrences restart at a segment change.
//! Positions (rotary) count from each document's start, as in training. The program returns
//! the softcapped logits after the last new token of every row, `[B, V]` f32, and the caches
//! (donated: updated in place).

use super::attention::attention_extend;
use super::context::{Precision, cast};
use super::embed::{RMS_EPS, embed};
use super::ffn::ffn;
use super::head::logits;
use super::layout::StateLayout;
use super::m2rnn::m2rnn_extend;
use super::mamba::mamba_extend;
use super::model::ForwardOptions;
use super::moe::{MoeBackend, MoeCore, moe};
use super::program::{ProgramIo, ProgramKind, StepProgram};
use super::sample::sampling_config;
use super::stack::Stack;
use crate::config::{ModelConfig, NamConfig, SublayerKind};
use crate::mesh::Mesh;
use xla_hlo::{DType, Error, Result, Tensor, nn};

/// Input: the new tokens, i32 `[B, L]`.
pub const TOKENS: &str = "tokens";
/// Input: each new token's segment, i32 `[B, L]` (0: padding; the row's documents 1, 2, …).
pub const SEGMENTS: &str = "segments";
/// Input: each new token's position in its document, i32 `[B, L]`.
pub const POSITIONS: &str = "positions";
/// Input: the cache slot of the first new token, i32 scalar.
pub const START: &str = "start";
/// Output: the logits after each row's last new token, f32 `[B, V]`.
pub const LOGITS: &str = "logits";
/// Cache: the segment of every slot, i32 `[B, C]` (`-1`: empty).
pub const SLOT_SEGMENTS: &str = "cache.segments";
/// Cache: the segments of the last `W` positions, i32 `[B, W]` (`-2` before any).
pub const RECENT_SEGMENTS: &str = "cache.recent_segments";

/// Where an extension's new tokens sit, as the blocks read it.
pub struct Extend {
    /// i32 scalar: the slot of the first new token (every row's).
    pub start: Tensor,
    /// i32 `[B, L]`: the new tokens' segments.
    pub segments: Tensor,
    /// i32 `[B, L]`: the new tokens' positions in their documents.
    pub positions: Tensor,
    /// i32 `[B, C]`: every slot's segment, the new tokens' written.
    pub slot_segments: Tensor,
    /// i32 `[B, W + L]`: the segments of the `W` positions before the new tokens, then theirs.
    pub recent_segments: Tensor,
}

impl Extend {
    /// `[B, L]` pred: the new token continues the previous position's document (same segment),
    /// so a recurrence keeps its state.
    pub fn continues(&self) -> Tensor {
        let d = self.recent_segments.dims();
        let (l, width) = (self.segments.dims()[1], d[1] - self.segments.dims()[1]);
        let previous = self.recent_segments.slice_axis(1, width - 1, width - 1 + l);
        previous.eq(&self.segments)
    }
}

/// One cache tensor.
#[derive(Debug, Clone, PartialEq)]
pub struct CacheEntry {
    /// Its name (`cache.layers.{i}.k`, ...).
    pub name: String,
    /// Element type.
    pub dtype: DType,
    /// Dimensions.
    pub dims: Vec<i64>,
    /// The value of an empty cache.
    pub fill: f64,
}

/// The caches of a `(batch, cache length)` bucket, in argument order.
#[derive(Debug, Clone, PartialEq)]
pub struct CacheLayout {
    /// Rows.
    pub batch: usize,
    /// Slots per row: the most tokens (prompt, padding and generated) a row can hold.
    pub cache_len: usize,
    /// Positions of conv input kept (`W`).
    pub width: usize,
    /// Every cache tensor.
    pub entries: Vec<CacheEntry>,
}

impl CacheLayout {
    /// The caches `m` needs for `batch` rows of `cache_len` slots under `prec` (the program's
    /// [`ForwardOptions::precision`]): keys and values in the compute dtype, the recurrences'
    /// states wide.
    pub fn new(m: &ModelConfig, prec: &Precision, batch: usize, cache_len: usize) -> Self {
        let (b, c) = (batch as i64, cache_len as i64);
        let width = conv_width(m);
        let w = width as i64;
        let mut entries = vec![
            entry(SLOT_SEGMENTS, DType::I32, &[b, c], -1.0),
            entry(RECENT_SEGMENTS, DType::I32, &[b, w], -2.0),
        ];
        for (i, kind) in m.sublayers().iter().enumerate() {
            let name = |part: &str| format!("cache.layers.{i}.{part}");
            match kind {
                SublayerKind::Attention => {
                    let dims = [b, c, m.n_kv_head() as i64, m.head_dim() as i64];
                    entries.push(entry(&name("k"), prec.compute, &dims, 0.0));
                    entries.push(entry(&name("v"), prec.compute, &dims, 0.0));
                }
                SublayerKind::Mamba => {
                    let (n, g) = (m.ssm_state as i64, m.ssm_groups as i64);
                    let conv = m.d_inner() as i64 + 2 * g * n;
                    let ssd = [b, m.ssm_heads() as i64, m.ssm_head_dim as i64, n];
                    entries.push(entry(&name("conv"), prec.wide, &[b, w, conv], 0.0));
                    entries.push(entry(&name("ssd"), prec.wide, &ssd, 0.0));
                }
                SublayerKind::M2rnn => {
                    let (hr, dk, dv) = (m.r_heads() as i64, m.r_k_head as i64, m.r_v_head as i64);
                    let conv = hr * (2 * dk + dv);
                    entries.push(entry(&name("conv"), prec.wide, &[b, w, conv], 0.0));
                    entries.push(entry(&name("state"), prec.wide, &[b, hr, dk, dv], 0.0));
                }
                SublayerKind::Ffn | SublayerKind::Moe => {}
            }
        }
        CacheLayout {
            batch,
            cache_len,
            width,
            entries,
        }
    }
}

fn entry(name: &str, dtype: DType, dims: &[i64], fill: f64) -> CacheEntry {
    CacheEntry {
        name: name.to_string(),
        dtype,
        dims: dims.to_vec(),
        fill,
    }
}

/// Conv inputs kept between calls: the conv reads `conv_kernel − 1` back; at least one, so the
/// previous position's segment is always known.
fn conv_width(m: &ModelConfig) -> usize {
    m.conv_kernel.saturating_sub(1).max(1)
}

/// The program that extends `caches.batch` rows by `new` tokens (module doc): inputs the state
/// entries of `layout` (as a checkpoint holds them), [`TOKENS`], [`SEGMENTS`], [`POSITIONS`],
/// [`START`], then the caches (donated); outputs [`LOGITS`], then the caches. One device.
pub fn extend_program(
    cfg: &NamConfig,
    layout: &StateLayout,
    opts: &ForwardOptions,
    caches: &CacheLayout,
    new: usize,
) -> Result<StepProgram> {
    if !opts.mesh.is_single() {
        return Err(Error::Usage(
            "extend_program: decoding runs on one device; build it with Mesh::SINGLE".into(),
        ));
    }
    if new == 0 || new > caches.cache_len {
        return Err(Error::Usage(format!(
            "extend_program: {new} new tokens do not fit a cache of {} slots",
            caches.cache_len
        )));
    }
    let mut cfg = sampling_config(cfg);
    cfg.mesh = Mesh::SINGLE;
    // One routing group of the call's tokens: with no capacity limit a token's experts do not
    // depend on the others in its group.
    cfg.model.routing_group = Some(caches.batch * new);
    let mut io = ProgramIo::new(&cfg, layout);
    let state: Vec<Tensor> = layout
        .entries
        .iter()
        .map(|e| io.input(&e.name, e.dtype, &e.dims))
        .collect();
    let (bs, l) = (caches.batch as i64, new as i64);
    let tokens = io.input(TOKENS, DType::I32, &[bs, l]);
    let segments = io.input(SEGMENTS, DType::I32, &[bs, l]);
    let positions = io.input(POSITIONS, DType::I32, &[bs, l]);
    let start = io.input(START, DType::I32, &[]);
    let cache: Vec<Tensor> = caches
        .entries
        .iter()
        .map(|e| io.donated_input(&e.name, e.dtype, &e.dims))
        .collect();
    let zero = io.b.scalar(0.0, DType::I32);
    let recent = Tensor::concat(&[&cache[1], &segments], 1);
    let ext = Extend {
        slot_segments: cache[0].dynamic_update_slice(&segments, &[&zero, &start]),
        recent_segments: recent.clone(),
        start,
        segments,
        positions,
    };
    let prec = opts.precision();
    let mut stack = Stack::sort(&cfg.model, layout, &state)?;
    let get = |name: &str| {
        layout
            .index(name)
            .map(|i| &state[i])
            .ok_or_else(|| Error::Usage(format!("extend_program: the state has no `{name}`")))
    };
    let mut h = prec.stream(&embed(get("wte")?, &tokens, &prec));
    let moe_core = MoeCore::new(MoeBackend::Capacity, &io.b, Mesh::SINGLE);
    let mut next_cache: Vec<(String, Tensor)> = Vec::new();
    let mut at = 2; // the layers' caches follow the two shared ones, in layer order
    for (i, layer) in stack.every_layer(layout.groups)?.into_iter().enumerate() {
        let (m, p) = (&cfg.model, &layer.params);
        let wide = prec.wide(&h);
        let x = nn::rmsnorm(&wide, RMS_EPS);
        let two = || [&cache[at], &cache[at + 1]];
        let (y, kept) = match layer.kind {
            SublayerKind::Attention => {
                let [y, k, v] = attention_extend(&x, p, m, &ext, two(), layer.window, &prec)?;
                (y, Some((["k", "v"], [k, v])))
            }
            SublayerKind::Mamba => {
                let [y, conv, ssd] = mamba_extend(&x, p, m, &ext, two(), &prec)?;
                (y, Some((["conv", "ssd"], [conv, ssd])))
            }
            SublayerKind::M2rnn => {
                let [y, conv, st] = m2rnn_extend(&x, p, m, &ext, two(), &prec)?;
                (y, Some((["conv", "state"], [conv, st])))
            }
            SublayerKind::Ffn => (ffn(&x, p, "", m.activation, &prec)?, None),
            SublayerKind::Moe => (moe(&x, p, m, &prec, &Mesh::SINGLE, &moe_core)?.0, None),
        };
        if let Some((parts, tensors)) = kept {
            for (part, t) in parts.into_iter().zip(tensors) {
                next_cache.push((format!("cache.layers.{i}.{part}"), t));
            }
            at += 2;
        }
        h = prec.stream(&(wide + y));
    }
    let last = prec.wide(&h).slice_axis(1, l - 1, l);
    let z = logits(&last, get("lm_head")?, cfg.model.logit_softcap, &prec);
    let v = cfg.model.vocab_size as i64;
    io.output(LOGITS, &cast(&z, DType::F32).reshape(&[bs, v]));
    io.output(SLOT_SEGMENTS, &ext.slot_segments);
    let width = caches.width as i64;
    io.output(RECENT_SEGMENTS, &recent.slice_axis(1, l, l + width));
    for (name, t) in &next_cache {
        io.output(name, t);
    }
    io.finish(ProgramKind::Logits)
}
