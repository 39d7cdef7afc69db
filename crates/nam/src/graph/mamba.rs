//! M: the Mamba-2 (SSD) mixer in the chunked formulation.
//!
//! Per head, `S_t = exp(dt_t A) S_{t-1} + dt_t x_t B_tᵀ` and `y_t = S_t C_t + D x_t`, with the
//! state zero at each document start. With `L_t` the running sum of `dt A` inside a chunk of Q
//! positions, `doc_t` the document ordinal and `S_in` the state entering the chunk:
//! - intra-chunk (quadratic form): `y_t += Σ_{s ≤ t, doc_s = doc_t} (C_t·B_s) e^{L_t − L_s} dt_s x_s`;
//! - inter-chunk: `y_t += [doc_t = doc_in] e^{L_t} S_in C_t`, where `doc_in` is the document of
//!   the position before the chunk (a start inside the chunk cuts the old state off);
//! - chunk-to-chunk: `S_out = [doc_last = doc_in] e^{L_last} S_in + Σ_{s: doc_s = doc_last}
//!   e^{L_last − L_s} dt_s x_s B_sᵀ`, unrolled into one contraction over chunks
//!   (`pass_states`).
//!
//! Masked exponents are replaced by a finite value *before* `exp` and the result is selected
//! again after it, so neither pass sees `inf · 0`: the backward pass of `select(m, exp(e), 0)`
//! multiplies `exp(e)` by a zero cotangent even where `m` is false. T is padded to a multiple of
//! Q with zeros at the end (causality keeps the padding out of every real position) and the
//! output sliced back.

use super::context::{Docs, LayerParams, Precision, cast};
use super::conv::causal_conv;
use super::embed::RMS_EPS;
use super::sharding::activation_sharding;
use crate::NamConfig;
use crate::backend::{BackendError, Platform};
use crate::config::{ModelConfig, SsdKernel, SublayerKind};
use crate::mesh::{Mesh, MeshAxis};
use pallas_kernels::{PallasSsd, SsdQuery, SsdShards, SsdVariant};
use xla_hlo::nn::shift_right;
use xla_hlo::{DType, DotDims, Error, Tensor, nn};

/// What computes the M sublayers' SSD scans of a program ([`SsdCore`] once built).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SsdBackend {
    /// The chunked formulation of [`ssd`], composed from StableHLO ops (every platform).
    Xla,
    /// The exported Pallas kernels ([`pallas_kernels::PallasSsd`]): Mosaic kernels on TPU, or
    /// with `interpret` their interpret-mode exports, plain StableHLO on any plugin (tests).
    Pallas {
        /// Splice the interpret-mode (`cpu`) variants.
        interpret: bool,
    },
}

impl SsdBackend {
    /// The backend `[model] ssd_kernel` names without knowing the platform: `pallas` is the
    /// TPU kernels, `xla` and `auto` are XLA. Programs for a device: [`SsdChoice`].
    pub fn for_config(kernel: SsdKernel) -> Self {
        match kernel {
            SsdKernel::Xla | SsdKernel::Auto => SsdBackend::Xla,
            SsdKernel::Pallas => SsdBackend::Pallas { interpret: false },
        }
    }

    /// The manifest spelling: `xla` or `pallas`.
    pub fn name(self) -> &'static str {
        match self {
            SsdBackend::Xla => "xla",
            SsdBackend::Pallas { .. } => "pallas",
        }
    }
}

/// `[model] ssd_kernel` as it resolves for one run on one platform, with why `auto` chose XLA.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SsdChoice {
    /// As configured.
    pub requested: SsdKernel,
    /// What the programs use.
    pub backend: SsdBackend,
    /// Why `auto` chose XLA (off TPU, no M sublayers, or no exported variant for the per-device
    /// shape).
    pub fallback: Option<String>,
}

impl SsdChoice {
    /// `cfg`'s `[model] ssd_kernel` on `platform` for programs of each of `rows` rows,
    /// partitioned over `cfg.mesh`, decided before anything is built: `xla` is XLA; `pallas` is
    /// the TPU kernels and fails off TPU ([`BackendError::SsdPallasNeedsTpu`]); `auto` is the
    /// kernels on TPU when an exported `[[ssd]]` variant serves every program's per-device
    /// shape ([`pallas_ssd_unavailable`]), else XLA with the reason — never an error.
    pub fn resolve(
        cfg: &NamConfig,
        platform: Platform,
        rows: &[usize],
    ) -> Result<Self, BackendError> {
        let requested = cfg.model.ssd_kernel;
        crate::backend::check_ssd_kernel(requested, platform)?;
        let (pallas, fallback) = crate::backend::resolve_scan_kernel(
            requested,
            platform,
            ('M', cfg.model.has(SublayerKind::Mamba)),
            || rows.iter().find_map(|&r| pallas_ssd_unavailable(cfg, r)),
        );
        let backend = match pallas {
            true => SsdBackend::Pallas { interpret: false },
            false => SsdBackend::Xla,
        };
        Ok(SsdChoice {
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

    /// What a run manifest records: `xla`, `pallas`, `auto: pallas` or `auto: xla (why)`.
    pub fn receipt(&self) -> String {
        let why = self.fallback.as_deref();
        let auto = self.requested == SsdKernel::Auto;
        crate::backend::kernel_receipt(auto, self.backend.name(), why)
    }
}

/// Why no TPU `[[ssd]]` variant, built in or exported ([`pallas_kernels::add_kernel_dir`]),
/// serves the M sublayers of a `rows`-row program of `cfg` (its `[mesh]`, `[precision]
/// ssm_activations`, chunk); `None` when one does. What building with `pallas` would refuse,
/// found without building.
pub fn pallas_ssd_unavailable(cfg: &NamConfig, rows: usize) -> Option<String> {
    match pallas_ssd_query(cfg, rows) {
        Ok(query) => SsdVariant::find(&query).err().map(|e| e.to_string()),
        Err(e) => Some(e),
    }
}

/// The SSD kernel query of the M sublayers of a `rows`-row program of `cfg` on TPU, per device
/// under `cfg.mesh`; or why the mesh cannot split the rows.
pub fn pallas_ssd_query(cfg: &NamConfig, rows: usize) -> Result<SsdQuery, String> {
    let m = &cfg.model;
    let splits = ssd_shards(&cfg.mesh).map_or(1, |s| s.row_splits.max(1));
    if rows as i64 % splits != 0 {
        return Err(format!(
            "{rows} rows do not split over the mesh's {splits} data-parallel pieces"
        ));
    }
    let prec = Precision::new(crate::graph::layout::dtype_of(cfg.precision.compute_dtype))
        .with_ssm_activations(cfg.precision.ssm_activations);
    Ok(SsdQuery {
        rows: rows as i64 / splits,
        heads: m.ssm_heads() as i64,
        head_dim: m.ssm_head_dim as i64,
        seq: m.seq_len as i64,
        state: m.ssm_state as i64,
        groups: m.ssm_groups as i64,
        chunk: m.chunk.max(1) as i64,
        dtype: prec.ssm_activations,
        platform: "tpu".into(),
    })
}

/// The SSD implementation of one program, with the Pallas kernels' splices registered once.
pub enum SsdCore {
    /// [`ssd`].
    Xla,
    /// The exported kernels, per device inside a manual computation on a multi-device `mesh`.
    Pallas {
        /// The program's kernel splices.
        kernels: PallasSsd,
        /// The mesh the program is partitioned for.
        mesh: Mesh,
    },
}

impl SsdCore {
    /// The core for `backend` in the program built by `b` (its top-level builder), partitioned
    /// over `mesh`.
    pub fn new(backend: SsdBackend, b: &xla_hlo::Builder, mesh: Mesh) -> Self {
        match backend {
            SsdBackend::Xla => SsdCore::Xla,
            SsdBackend::Pallas { interpret } => SsdCore::Pallas {
                kernels: match interpret {
                    true => PallasSsd::interpret(b),
                    false => PallasSsd::new(b),
                },
                mesh,
            },
        }
    }
}

/// The kernels' split of an SSD (or M2RNN) call's operands over `mesh`: rows over `data ×
/// expert` as the sublayer's input rows are, the rest whole (`None` on one device).
pub(crate) fn ssd_shards(mesh: &Mesh) -> Option<SsdShards> {
    if mesh.is_single() {
        return None;
    }
    Some(SsdShards {
        rank3: activation_sharding(3, None).gspmd(mesh),
        rank4: activation_sharding(4, None).gspmd(mesh),
        rank5: activation_sharding(5, None).gspmd(mesh),
        row_splits: (mesh.size(MeshAxis::Data) * mesh.size(MeshAxis::Expert)) as i64,
    })
}

/// [`ssd`] by the exported Pallas kernels: the same operands and result (`xs [B, T, H, P]`,
/// `bm, cm [B, T, G, N]`, `dt [B, T, H]`, `a_coef [H]`, `d_skip [H]`, `doc [B, T]`; `y [B, T, H,
/// P]` in the dtype of `xs`), transposed to the kernels' layouts (`x [B, H, P, T]`: the sequence
/// in the lanes). `xs`, `bm` and `cm` must already be in the `[precision] ssm_activations` dtype
/// the variant was exported for.
#[allow(clippy::too_many_arguments)]
fn pallas_ssd(
    kernels: &PallasSsd,
    mesh: &Mesh,
    xs: &Tensor,
    bm: &Tensor,
    cm: &Tensor,
    dt: &Tensor,
    a_coef: &Tensor,
    d_skip: &Tensor,
    doc: &Tensor,
    chunk: usize,
) -> xla_hlo::Result<Tensor> {
    let d = xs.check()?.dims();
    let (bs, t, h, p) = (d[0], d[1], d[2], d[3]);
    let (g, n) = (bm.dims()[2], bm.dims()[3]);
    let shards = ssd_shards(mesh);
    let rows = match &shards {
        Some(s) if s.row_splits > 0 => bs / s.row_splits,
        _ => bs,
    };
    let query = SsdQuery {
        rows,
        heads: h,
        head_dim: p,
        seq: t,
        state: n,
        groups: g,
        chunk: chunk as i64,
        dtype: xs.dtype(),
        platform: kernels.platform().into(),
    };
    let variant = SsdVariant::find(&query).map_err(|e| Error::Usage(e.to_string()))?;
    let f32 = |t: &Tensor| cast(t, DType::F32);
    let y = kernels
        .ssd(
            &xs.transpose(&[0, 2, 3, 1]),
            &f32(dt).transpose(&[0, 2, 1]),
            &f32(a_coef).reshape(&[h, 1]),
            &bm.transpose(&[0, 2, 1, 3]),
            &cm.transpose(&[0, 2, 1, 3]),
            &doc.reshape(&[bs, 1, t]),
            &f32(d_skip).reshape(&[h, 1]),
            variant,
            shards.as_ref(),
        )
        .map_err(|e| Error::Usage(e.to_string()))?;
    Ok(y.transpose(&[0, 3, 1, 2]))
}

fn dims(lb: &[i64], rb: &[i64], lc: &[i64], rc: &[i64]) -> DotDims {
    DotDims {
        lhs_batch: lb.to_vec(),
        rhs_batch: rb.to_vec(),
        lhs_contracting: lc.to_vec(),
        rhs_contracting: rc.to_vec(),
    }
}

/// Pads axis 1 of `x` with `extra` zeros at the end.
fn pad_seq(x: &Tensor, extra: i64) -> Tensor {
    if extra == 0 {
        return x.clone();
    }
    let r = x.rank();
    let mut hi = vec![0; r];
    hi[1] = extra;
    let zero = x.builder().scalar(0.0, x.dtype());
    x.pad(&zero, &vec![0; r], &hi, &vec![0; r])
}

/// Inclusive cumulative sum of `x [B, nc, Q, H]` along Q that restarts where `starts [B, nc, Q]`
/// is true (a segmented Hillis-Steele scan). Restarting at document starts makes `L_t − L_s`
/// within a document independent of other documents' values, bit for bit (a plain running sum
/// would round them into both terms).
fn segmented_cumsum(x: &Tensor, starts: &Tensor) -> Tensor {
    let d = x.dims();
    let b = x.builder();
    let zero = b.scalar(0.0, x.dtype());
    let zero_i = b.scalar(0.0, DType::I32);
    let mut flag = starts
        .select(
            &b.full(1.0, DType::I32, &d[..3]),
            &b.full(0.0, DType::I32, &d[..3]),
        )
        .broadcast_in_dim(&d, &[0, 1, 2]);
    let mut acc = x.clone();
    let mut shift = 1;
    while shift < d[2] {
        let prev = shift_right(&acc, 2, shift, &zero);
        let prev_flag = shift_right(&flag, 2, shift, &zero_i);
        let own = flag.ne(&b.full(0.0, DType::I32, &d));
        acc = own.select(&acc, &(&prev + &acc));
        flag = flag.max(&prev_flag);
        shift *= 2;
    }
    acc
}

/// The state entering each chunk, `S_in [B, nc, H, P, N]` written in `output`, from each chunk's
/// own end state `s_loc [B, nc, H, P, N]`, its decay `l_last [B, nc, H]` (`Σ dt·A` over the
/// chunk's last document, ≤ 0) and `breaks [B, nc]` (a document starts inside the chunk, so it
/// passes no entering state on): the recurrence `S_in[c+1] = [¬breaks_c] e^{l_last_c} S_in[c] +
/// s_loc[c]` from `S_in[0] = 0`, unrolled,
///
/// `S_in[c] = Σ_{c' < c} W[c, c'] s_loc[c']`, `W[c, c'] = exp(Σ_{c' < j < c} l_last_j)` when no
/// chunk strictly between breaks, else 0.
///
/// One batched matmul over the chunk index instead of a `scan` of nc dependent steps, each
/// slicing one chunk's states out of `[nc, B, H, P, N]` and writing the next back (with its
/// gradient loop, about 0.39 s of nam52's PREDICTED v6e-8 step: docs/performance-log.md,
/// "The SSD's groups and chunk states, the MoE dispatch by gather, the conv's gradient"); W is
/// `[B, H, nc, nc]`, tiny beside the states. Each exponent is summed directly
/// over the chunks in between, so it never cancels two long running sums; it is ≤ 0, so `exp`
/// cannot overflow in either pass.
fn pass_states(s_loc: &Tensor, l_last: &Tensor, breaks: &Tensor, output: DType) -> Tensor {
    let d = s_loc.dims();
    let (bs, nc, h) = (d[0], d[1], d[2]);
    let wide = s_loc.dtype();
    let b = s_loc.builder();
    // (target c, source c', chunk j): is j strictly between them?
    let cube = [nc, nc, nc];
    let (target, source, j) = (
        b.iota(DType::I32, &cube, 0),
        b.iota(DType::I32, &cube, 1),
        b.iota(DType::I32, &cube, 2),
    );
    let between = source.lt(&j).and(&j.lt(&target));
    let per_head = [bs, h, nc, nc, nc];
    let exponent = between
        .broadcast_in_dim(&per_head, &[2, 3, 4])
        .select(
            &l_last
                .transpose(&[0, 2, 1])
                .broadcast_in_dim(&per_head, &[0, 1, 4]),
            &b.full(0.0, wide, &per_head),
        )
        .reduce_sum(&[4]); // [B, H, c, c']
    let per_row = [bs, nc, nc, nc];
    let broken = between
        .broadcast_in_dim(&per_row, &[1, 2, 3])
        .and(&breaks.broadcast_in_dim(&per_row, &[0, 3]))
        .select(&b.full(1.0, wide, &per_row), &b.full(0.0, wide, &per_row))
        .reduce_sum(&[3]); // [B, c, c']: chunks in between that break
    let square = [bs, nc, nc];
    let passes = b
        .iota(DType::I32, &square, 2)
        .lt(&b.iota(DType::I32, &square, 1))
        .and(&broken.eq(&b.full(0.0, wide, &square)))
        .broadcast_in_dim(&[bs, h, nc, nc], &[0, 2, 3]);
    let w = passes.select(&exponent.exp(), &b.full(0.0, wide, &[bs, h, nc, nc]));
    w.dot_general_to(s_loc, &dims(&[0, 1], &[0, 2], &[3], &[1]), output) // [B, H, nc, P, N]
        .transpose(&[0, 2, 1, 3, 4])
}

/// The SSD scan of `xs [B, T, H, P]`, `bm`, `cm [B, T, G, N]` (per group: head `h` reads group
/// `h · G / H`), `dt [B, T, H]`, `a_coef [H]` (negative) with document ordinals `doc [B, T]`:
/// `y [B, T, H, P]` plus the skip `D · x` when `d_skip [H]` (wide) is given, in the dtype
/// `[precision] ssm_activations` names. `xs`, `bm` and `cm` may be in the compute dtype too: the
/// contractions read them as operands, the products that are not contractions widen `xs`
/// first. The skip is added, and the sum rounded, in the chunk layout where `y` is formed, so
/// no f32 pass over `y` follows its relayout to `[B, T, H, P]` (nam52: PREDICTED v6e-8 step
/// 4 610 -> 4 574 ms). XLA on TPU still performs that relayout in f32, as it moves the reader's
/// widening into the producer; docs/performance-log.md, "SSM activations in bf16, the combine's
/// gradient in slot space, the gate/up join", has what was tried against
/// it.
///
/// B and C stay per group through every contraction. Broadcasting them to the heads first gives
/// the same values, but XLA then materialises `[B, T, H, N]` copies and, in the backward pass,
/// their `[B, T, H, N]` gradients before summing the heads of a group (nam52: G = 1, H = 64, so
/// each is 64 times its group's size; docs/performance-log.md, "The SSD's groups and chunk states,
/// the MoE dispatch by gather, the conv's gradient").
#[allow(clippy::too_many_arguments)]
pub fn ssd(
    xs: &Tensor,
    bm: &Tensor,
    cm: &Tensor,
    dt: &Tensor,
    a_coef: &Tensor,
    d_skip: Option<&Tensor>,
    doc: &Tensor,
    chunk: usize,
    prec: &Precision,
) -> Tensor {
    let d = xs.dims();
    let (bs, t, h, p) = (d[0], d[1], d[2], d[3]);
    let (g, n) = (bm.dims()[2], bm.dims()[3]);
    let hg = h / g;
    let q = (chunk as i64).min(t).max(1);
    let nc = (t + q - 1) / q;
    let extra = nc * q - t;
    let wide = prec.wide;
    let b = xs.builder();
    let (xs, bm, cm, dt) = (
        pad_seq(xs, extra).reshape(&[bs, nc, q, h, p]),
        pad_seq(bm, extra).reshape(&[bs, nc, q, g, n]),
        pad_seq(cm, extra).reshape(&[bs, nc, q, g, n]),
        pad_seq(dt, extra).reshape(&[bs, nc, q, h]),
    );
    let doc_c = pad_seq(doc, extra).reshape(&[bs, nc, q]);
    let fill = b.scalar(0.0, DType::I32);
    let doc_in = shift_right(&pad_seq(doc, extra), 1, 1, &fill)
        .reshape(&[bs, nc, q])
        .slice_axis(2, 0, 1)
        .reshape(&[bs, nc]);
    let la = &dt * a_coef.broadcast_in_dim(&[bs, nc, q, h], &[3]);
    let starts = doc_c.ne(&shift_right(&pad_seq(doc, extra), 1, 1, &fill).reshape(&[bs, nc, q]));
    let l = segmented_cumsum(&la, &starts); // [B, nc, Q, H]
    let lh = l.transpose(&[0, 1, 3, 2]); // [B, nc, H, Q]
    let quad = [bs, nc, h, q, q];
    let neg = b.full(-1e30, wide, &quad);

    // Intra-chunk quadratic form: `C_t·B_s` once per group, shared by the group's heads.
    let cb = prec
        .dot(&cm, &bm, &dims(&[0, 1, 3], &[0, 1, 3], &[4], &[4])) // [B, nc, G, Qt, Qs]
        .broadcast_in_dim(&[bs, nc, g, hg, q, q], &[0, 1, 2, 4, 5])
        .reshape(&quad);
    let diff =
        lh.broadcast_in_dim(&quad, &[0, 1, 2, 3]) - lh.broadcast_in_dim(&quad, &[0, 1, 2, 4]);
    let ti = b.iota(DType::I32, &[bs, nc, q, q], 2);
    let si = b.iota(DType::I32, &[bs, nc, q, q], 3);
    let same = doc_c
        .broadcast_in_dim(&[bs, nc, q, q], &[0, 1, 2])
        .eq(&doc_c.broadcast_in_dim(&[bs, nc, q, q], &[0, 1, 3]));
    let mask = si.le(&ti).and(&same).broadcast_in_dim(&quad, &[0, 1, 3, 4]);
    let dt_s = dt
        .transpose(&[0, 1, 3, 2])
        .broadcast_in_dim(&quad, &[0, 1, 2, 4]);
    // Select again after `exp`: masked terms are exact zeros whatever `exp` returns for a huge
    // negative argument, so other documents' outputs stay bitwise independent.
    let decay = mask.select(&mask.select(&diff, &neg).exp(), &b.full(0.0, wide, &quad));
    let m = cb * decay * dt_s;
    let y_intra = prec.dot(&m, &xs, &dims(&[0, 1, 2], &[0, 1, 3], &[4], &[2])); // [B, nc, H, Q, P]

    // Each chunk's own contribution to its end state, and how much of the entering state survives.
    let l_last = l.slice_axis(2, q - 1, q).reshape(&[bs, nc, h]);
    let doc_last = doc_c.slice_axis(2, q - 1, q).reshape(&[bs, nc]);
    let in_last = doc_c
        .eq(&doc_last.broadcast_in_dim(&[bs, nc, q], &[0, 1]))
        .broadcast_in_dim(&[bs, nc, q, h], &[0, 1, 2]);
    let zeros_q = b.full(0.0, wide, &[bs, nc, q, h]);
    // For a position s of an earlier document, `L_last − L_s` mixes two separately restarted
    // sums: it is how far s's document had decayed (`−L_s ≥ 0`) minus the last document's decay,
    // so `exp` of it overflows once a document cut off inside the chunk decayed by more than ~88
    // (f32). Selecting after `exp` alone hides the `inf` from the forward pass but not from the
    // backward one, where the discarded branch still gets `0 · exp(e) = 0 · inf = NaN`
    // (nam-tiny's NaN gradient norm at step ~59 with a finite loss). So the exponent is masked
    // to 0 first and the result selected again.
    let to_end_exp = in_last.select(
        &(l_last.broadcast_in_dim(&[bs, nc, q, h], &[0, 1, 3]) - &l),
        &zeros_q,
    );
    let w_s = in_last.select(&(to_end_exp.exp() * &dt), &zeros_q);
    let xw = prec.wide(&xs) * w_s.broadcast_in_dim(&[bs, nc, q, h, p], &[0, 1, 2, 3]);
    let s_loc = prec
        .dot(
            &xw.reshape(&[bs, nc, q, g, hg, p]),
            &bm,
            &dims(&[0, 1, 3], &[0, 1, 3], &[2], &[2]),
        ) // [B, nc, G, H/G, P, N]
        .reshape(&[bs, nc, h, p, n]);
    // State passing over chunks. The entering state is only read by the contraction with C
    // below, which rounds it to the compute dtype: writing it in the matmul output dtype loses
    // nothing that contraction keeps.
    let s_in = pass_states(&s_loc, &l_last, &doc_last.ne(&doc_in), prec.output);

    // Inter-chunk contribution of the entering state.
    let cs = prec
        .dot(
            &cm,
            &s_in.reshape(&[bs, nc, g, hg, p, n]),
            &dims(&[0, 1, 3], &[0, 1, 2], &[4], &[5]),
        ) // [B, nc, G, Q, H/G, P]
        .transpose(&[0, 1, 2, 4, 3, 5])
        .reshape(&[bs, nc, h, q, p]);
    let from_in = doc_c.eq(&doc_in.broadcast_in_dim(&[bs, nc, q], &[0, 1]));
    let factor = from_in
        .broadcast_in_dim(&[bs, nc, h, q], &[0, 1, 3])
        .select(&lh.exp(), &b.full(0.0, wide, &[bs, nc, h, q]));
    let per_chunk = [bs, nc, h, q, p];
    let mut y = y_intra + cs * factor.broadcast_in_dim(&per_chunk, &[0, 1, 2, 3]);
    if let Some(d_skip) = d_skip {
        y = y + d_skip.broadcast_in_dim(&per_chunk, &[2])
            * prec.wide(&xs).transpose(&[0, 1, 3, 2, 4]);
    }
    cast(&y, prec.ssm_activations)
        .transpose(&[0, 1, 3, 2, 4])
        .reshape(&[bs, nc * q, h, p])
        .slice_axis(1, 0, t)
}

/// The M sublayer on the normalised input `x [B, T, d]`, its SSD scan computed by `core`.
pub fn mamba(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    docs: &Docs,
    chunk: usize,
    prec: &Precision,
    core: &SsdCore,
) -> xla_hlo::Result<Tensor> {
    let (di, n, hp, g, hm) = (
        cfg.d_inner() as i64,
        cfg.ssm_state as i64,
        cfg.ssm_head_dim as i64,
        cfg.ssm_groups as i64,
        cfg.ssm_heads() as i64,
    );
    let (bs, t) = (docs.batch, docs.seq);
    let conv_ch = di + 2 * g * n;
    let wide = prec.wide;
    // 1. Projection and split.
    let [z, xbc, dt_raw] = project(x, p, cfg, prec)?;
    // 2. Conv (reset at document starts), silu, split; B and C stay per group (`ssd`). x, B
    // and C are stored as `[precision] ssm_activations` says: every contraction in `ssd` reads
    // them as compute-dtype operands, and the two products that are not contractions widen x.
    let xbc = cast(
        &nn::silu(&causal_conv(&xbc, p.get("conv_w")?, p.get("conv_b")?, docs)),
        prec.ssm_activations,
    );
    let xs = xbc.slice_axis(2, 0, di).reshape(&[bs, t, hm, hp]);
    let bm = xbc.slice_axis(2, di, di + g * n).reshape(&[bs, t, g, n]);
    let cm = xbc
        .slice_axis(2, di + g * n, conv_ch)
        .reshape(&[bs, t, g, n]);
    // 3. dt and A.
    let dt_bias = cast(p.get("dt_bias")?, wide).broadcast_in_dim(&[bs, t, hm], &[2]);
    let dt = nn::softplus(&(dt_raw + dt_bias));
    let a_coef = -cast(p.get("A_log")?, wide).exp();
    // 4. The SSD recurrence plus the skip, stored as `ssm_activations` says; the gated norm
    // widens it.
    let d_skip = cast(p.get("D_skip")?, wide);
    let y = match core {
        SsdCore::Xla => ssd(
            &xs,
            &bm,
            &cm,
            &dt,
            &a_coef,
            Some(&d_skip),
            &docs.doc,
            chunk,
            prec,
        ),
        SsdCore::Pallas { kernels, mesh } => pallas_ssd(
            kernels, mesh, &xs, &bm, &cm, &dt, &a_coef, &d_skip, &docs.doc, chunk,
        )?,
    }
    .reshape(&[bs, t, di]);
    // 5. Gate, weighted rmsnorm, output projection.
    gated_output(&y, &z, p, prec)
}

/// Step 1: `x [B, T, d] @ w_in` split into the gate `z`, the conv's input `xBC` and the raw
/// `dt`, each widened. The projection stays as the matmul wrote it (`[precision]
/// matmul_output`) and each part is widened where it is read: the same values as widening the
/// whole, without storing `[B, T, 2·d_inner + 2·G·N + H]` in the wide dtype (nam52: an f32
/// `[4, 4096, 8512]` per layer and micro-batch, read again by three slices).
fn project(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    prec: &Precision,
) -> xla_hlo::Result<[Tensor; 3]> {
    let (di, hm) = (cfg.d_inner() as i64, cfg.ssm_heads() as i64);
    let conv_ch = di + 2 * (cfg.ssm_groups * cfg.ssm_state) as i64;
    let proj = prec.matmul_written(x, p.get("w_in")?);
    let part = |from: i64, to: i64| prec.wide(&proj.slice_axis(2, from, to));
    Ok([
        part(0, di),
        part(di, di + conv_ch),
        part(di + conv_ch, di + conv_ch + hm),
    ])
}

/// Step 5: `y [B, T, d_inner]` gated by `silu(z)`, weighted rmsnorm, output projection.
fn gated_output(
    y: &Tensor,
    z: &Tensor,
    p: &LayerParams,
    prec: &Precision,
) -> xla_hlo::Result<Tensor> {
    let norm_w = cast(p.get("norm_w")?, prec.wide).broadcast_in_dim(&y.dims(), &[2]);
    let gated = nn::rmsnorm(&(prec.wide(y) * nn::silu(z)), RMS_EPS) * norm_w;
    Ok(prec.matmul(&gated, p.get("w_out")?))
}

/// The M sublayer in incremental decoding ([`super::decode`]): the new tokens' normalised input
/// `x [B, L, d]` continues the conv's last inputs `conv_state [B, W, conv channels]` and the
/// SSD state `ssd_state [B, H, P, N]` (wide). The recurrence of the module doc runs position by
/// position — `S = exp(dt A) S + dt x Bᵀ`, `y = S C + D x`, `S` zeroed where a document starts
/// — a second formulation beside the chunked one the training forward uses. Returns the output
/// and both states.
pub(crate) fn mamba_extend(
    x: &Tensor,
    p: &LayerParams,
    cfg: &ModelConfig,
    ext: &super::decode::Extend,
    states: [&Tensor; 2],
    prec: &Precision,
) -> xla_hlo::Result<[Tensor; 3]> {
    let (di, n, hp, g, hm) = (
        cfg.d_inner() as i64,
        cfg.ssm_state as i64,
        cfg.ssm_head_dim as i64,
        cfg.ssm_groups as i64,
        cfg.ssm_heads() as i64,
    );
    let (bs, l) = (x.dims()[0], x.dims()[1]);
    let conv_ch = di + 2 * g * n;
    let wide = prec.wide;
    let [z, xbc, dt_raw] = project(x, p, cfg, prec)?;
    let (xbc, conv_state) = super::conv::conv_extend(
        &xbc,
        p.get("conv_w")?,
        p.get("conv_b")?,
        states[0],
        &ext.recent_segments,
    );
    let xbc = prec.wide(&cast(&nn::silu(&xbc), prec.ssm_activations));
    let xs = xbc.slice_axis(2, 0, di).reshape(&[bs, l, hm, hp]);
    // B and C per head: head h reads group h / (H / G).
    let per_head = |t: Tensor| {
        t.reshape(&[bs, l, g, n])
            .broadcast_in_dim(&[bs, l, g, hm / g, n], &[0, 1, 2, 4])
            .reshape(&[bs, l, hm, n])
    };
    let bm = per_head(xbc.slice_axis(2, di, di + g * n));
    let cm = per_head(xbc.slice_axis(2, di + g * n, conv_ch));
    let dt_bias = cast(p.get("dt_bias")?, wide).broadcast_in_dim(&[bs, l, hm], &[2]);
    let dt = nn::softplus(&(dt_raw + dt_bias));
    let a_coef = -cast(p.get("A_log")?, wide).exp();
    let b = x.builder();
    let keep = ext
        .continues()
        .select(&b.full(1.0, wide, &[bs, l]), &b.full(0.0, wide, &[bs, l]));
    let state = [bs, hm, hp, n];
    let (carry, ys) = b.scan(
        &[&cast(states[1], wide)],
        &[&lead(&xs), &lead(&bm), &lead(&cm), &lead(&dt), &lead(&keep)],
        xla_hlo::ScanOptions::default(),
        |_, c, xs| {
            let (x, bt, ct, dt, keep) = (&xs[0], &xs[1], &xs[2], &xs[3], &xs[4]);
            let decay = (dt * a_coef.broadcast_in_dim(&[bs, hm], &[1])).exp()
                * keep.broadcast_in_dim(&[bs, hm], &[0]);
            let input = (x * dt.broadcast_in_dim(&[bs, hm, hp], &[0, 1]))
                .broadcast_in_dim(&state, &[0, 1, 2])
                * bt.broadcast_in_dim(&state, &[0, 1, 3]);
            let next = &c[0] * decay.broadcast_in_dim(&state, &[0, 1]) + input;
            let y = (&next * ct.broadcast_in_dim(&state, &[0, 1, 3])).reduce_sum(&[3]);
            (vec![next], vec![y])
        },
    );
    let d_skip = cast(p.get("D_skip")?, wide).broadcast_in_dim(&[bs, l, hm, hp], &[2]);
    let y = cast(&(lead(&ys[0]) + d_skip * &xs), prec.ssm_activations).reshape(&[bs, l, di]);
    Ok([gated_output(&y, &z, p, prec)?, conv_state, carry[0].clone()])
}

/// `x` with its first two axes swapped (`[B, T, ..]` ↔ `[T, B, ..]`: a scan runs over the
/// leading axis).
pub(crate) fn lead(x: &Tensor) -> Tensor {
    let mut perm = vec![1, 0];
    perm.extend(2..x.rank() as i64);
    x.transpose(&perm)
}
