//! The analytic estimate: a candidate's step time and per-chip activation bytes from the config
//! and the mesh alone, before anything is compiled. The search ranks candidates by it and,
//! once compiled candidates have calibrated it, leaves out those that cannot win
//! ([`crate::search`]); it never decides a fit or a recommendation, which stay the compiler's
//! and the performance model's.
//!
//! # Formulas
//!
//! Per chip and micro-batch of `t` tokens (`micro rows per chip × seq_len`), on a mesh of
//! `data = g`, `expert = e`, `model = m`, with `c` the compute dtype's bytes, `s` the residual
//! stream's and `w` the matrix gradients':
//!
//! - **compute**: `F · t / m / peak`, `F` the model FLOPs per token
//!   ([`nam::counting::flops_per_token`]; the model axis splits every matmul).
//! - **weights**: `W = (W_dense / m + W_routed / (e·m)) · c`, the per-chip matrices a
//!   micro-batch multiplies by. Read three times (forward, recomputed forward, backward), the
//!   weight gradients written (`W · w / c`), the f32 gradient accumulator read and written
//!   (`8` bytes per parameter over its shards); FSDP without ZeRO-2 gathers the matrices
//!   afresh for each of the three passes and writes each gathered copy (`3 · W` more).
//! - **activations**: `t · Σ_sublayers a_k` bytes, `a_k` the sublayer's widths touched per token
//!   (the stream `2·d·s` and the norm `d·c` whole on every chip of a model group; attention's
//!   q, k, v, o, the experts' routed hidden (`top_k × capacity`), Mamba's and the FFN's inner
//!   widths split by `m`), times [`ACTIVATION_PASSES`]; plus the f32 logits of the LM head
//!   (and each MTP head) over `m`, three passes. FSDP without ZeRO-2 moves
//!   [`FSDP_ACTIVATION_FACTOR`] times those bytes: libtpu forms its gathered matmuls as
//!   windowed einsums, whose pieces re-read the activations.
//! - **collectives** ([`crate::perf::collective_seconds`] on the chip's links): FSDP without
//!   ZeRO-2 all-gathers `W` three times per micro-batch; FSDP (and ZeRO-2) reduce-scatters the
//!   weight gradients per micro-batch; `model > 1` all-reduces the stream `t·d·c` three times
//!   per sublayer (forward, recomputed forward, backward), and in each MoE sublayer also the
//!   routed copies `t · top_k · capacity · d · c`, once (the experts' hidden units are split
//!   over `model`, so each copy's output is a partial sum over the model group; once, not per
//!   pass, as the compiler's layouts differ: nam52's `data=4 model=2` accumulate of 16 rows
//!   per chip all-reduced 47.6 GB over `model` with FSDP and 155 GB with ZeRO-2, where the
//!   stream's all-reduces count 43.5 GB and the copies 54 GB per pass; counted once, the
//!   predicted/analytic ratios of the 8 nam52 candidates the exhaustive search has compiled
//!   lie within 1.26–2.42 (model axes both ends), inside the pruning's 2x margin for a family
//!   not yet compiled; counted per pass, FSDP `data=4 model=2` fell to 0.84); `expert > 1`
//!   sends the routed tokens `t · top_k · capacity · d · c` by all-to-all six times per MoE
//!   sublayer.
//!   Model- and expert-axis collectives sit on the data path and count in full; the FSDP
//!   ones overlap the micro-batch's own work and count beyond it.
//! - **loops**: each R sublayer's recurrence runs a loop iteration per position in each of the
//!   three passes, [`R_POSITION_OPS`] ops each, every op paying the chip's start cost
//!   ([`Chip::op_overhead_s`]): `3 · R · seq_len · R_POSITION_OPS · o` per micro-batch
//!   (the rows of a micro-batch share each iteration).
//! - **per step**: `micro_batches × (max(compute, HBM) + exposed collectives + loops)` plus the
//!   optimizer: its pass over the state (read and written) and its collectives, all exposed:
//!   plain data parallelism all-reduces the gradients; FSDP sends each Muon matrix's f32 shard
//!   by all-to-all to where Newton–Schulz runs on it whole and back; ZeRO-2 also all-gathers
//!   its copies.
//!
//! What it leaves out: fusion (it counts every width as read and written), the SparseCore,
//! kernels' VMEM, padding. Its figure is not a prediction of the step: the search only
//! compares it across candidates of one config, scaled by what compiled candidates measured
//! (`docs/running.md`, "Choosing the mesh").

use nam::NamConfig;
use nam::config::{Dtype, MatrixGradients, ResidualStream, SublayerKind};
use nam::params::param_specs;

use crate::Candidate;
use crate::perf::{Chip, collective_seconds};

/// Passes over each activation width per micro-batch: written and read in the forward pass,
/// again in the recomputed forward, read and written (its gradient) in the backward pass.
pub const ACTIVATION_PASSES: f64 = 6.0;

/// Activation traffic of FSDP without ZeRO-2 against its ZeRO-2 twin, per token: nam52 on
/// v6e-8 deviceless (libtpu 0.0.52, model v11), the FSDP accumulate program of 16 rows per chip
/// moved 2.36 s of HBM bytes and the ZeRO-2 one of 8 rows 0.862 s, 1.37x per token; its
/// gathered matmuls run as windowed einsums (one piece per data shard, each re-reading its
/// activation operand).
pub const FSDP_ACTIVATION_FACTOR: f64 = 1.37;

/// Ops per position of the R sublayer's recurrence, per pass: nam56r's accumulate program on
/// v6e-8 (libtpu 0.0.52, model v12) ran 49 674 loop iterations per micro-batch, priced 742 ms
/// of op starts at 1.04 µs each: 14.3 per iteration.
pub const R_POSITION_OPS: f64 = 14.3;

/// A candidate's analytic figures, per chip.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AnalyticEstimate {
    /// Matrix work per step, seconds.
    pub compute_s: f64,
    /// HBM traffic per step, seconds.
    pub memory_s: f64,
    /// Collectives per step that the estimate does not hide, seconds.
    pub exposed_collective_s: f64,
    /// Starting the R recurrence's ops, position by position, per step, seconds.
    pub loops_s: f64,
    /// The step: per micro-batch `max(compute, HBM) + exposed collectives + loops`, times the
    /// micro-batches, plus the optimizer.
    pub step_s: f64,
    /// Bytes of activations one micro-batch touches on a chip (the search scales it to a
    /// compiled candidate's temporaries to guess where a mesh starts fitting).
    pub activation_bytes: f64,
}

/// Bytes of a dtype.
fn bytes(d: Dtype) -> f64 {
    match d {
        Dtype::Bf16 => 2.0,
        Dtype::F32 => 4.0,
    }
}

/// What the formulas need of a config, computed once per search.
#[derive(Debug, Clone)]
pub struct AnalyticModel {
    flops_per_token: f64,
    /// Elements of the trainable matrices outside the routed experts, and of the routed ones.
    dense_matrix_elements: f64,
    routed_matrix_elements: f64,
    /// Activation bytes per token of the whole stack, whole on every chip of a model group
    /// and split by the model axis.
    whole_bytes_per_token: f64,
    split_bytes_per_token: f64,
    /// MoE sublayers (main and MTP), and the routed bytes per token each sends.
    moe_sublayers: f64,
    routed_bytes_per_token: f64,
    /// Sublayers (main and MTP).
    sublayers: f64,
    /// R sublayers (main and MTP).
    r_sublayers: f64,
    compute_bytes: f64,
    gradient_bytes: f64,
    d_model: f64,
    seq_len: f64,
}

impl AnalyticModel {
    /// The figures of `cfg` (a validated config).
    pub fn new(cfg: &NamConfig) -> Self {
        let m = &cfg.model;
        let c = bytes(cfg.precision.compute_dtype);
        let s = match cfg.precision.residual_stream {
            ResidualStream::Compute => c,
            ResidualStream::Wide => 4.0,
        };
        let gradient_bytes = match cfg.precision.matrix_gradients {
            MatrixGradients::Compute => c,
            MatrixGradients::Wide => 4.0,
        };
        let (mut dense, mut routed) = (0.0, 0.0);
        for spec in param_specs(m) {
            if !spec.is_trainable() || spec.shape.len() < 2 || spec.name == "wte" {
                continue;
            }
            let n = spec.numel() as f64;
            if spec.is_routed_experts() {
                routed += n;
            } else {
                dense += n;
            }
        }
        let d = m.d_model as f64;
        let capacity = m.capacity_factor.max(1.0);
        let routed_per_token = m.top_k() as f64 * capacity;
        let kinds: Vec<SublayerKind> = m
            .sublayers()
            .into_iter()
            .chain((0..m.mtp_depth).flat_map(|_| m.mtp_sublayers()))
            .collect();
        let (mut whole, mut split, mut moe, mut r) = (0.0, 0.0, 0.0, 0.0);
        for kind in &kinds {
            // The stream read and written, the norm's output.
            whole += 2.0 * d * s + d * c;
            split += c * match kind {
                SublayerKind::Attention => {
                    ((m.n_head() + 2 * m.n_kv_head()) * m.head_dim() + m.n_head() * m.head_dim())
                        as f64
                }
                SublayerKind::Ffn => 3.0 * m.ffn_hidden() as f64,
                SublayerKind::Moe => {
                    moe += 1.0;
                    whole += 4.0 * m.n_routed() as f64;
                    routed_per_token * (2.0 * d + 3.0 * m.expert_hidden() as f64)
                        + (m.n_shared * 3 * m.shared_hidden()) as f64
                }
                SublayerKind::Mamba => 6.0 * m.d_inner() as f64,
                SublayerKind::M2rnn => {
                    r += 1.0;
                    4.0 * m.r_inner() as f64
                }
            };
        }
        let heads = 1.0 + m.mtp_depth as f64;
        let logits = heads * m.vocab_size as f64 * 4.0 * 3.0 / ACTIVATION_PASSES;
        AnalyticModel {
            flops_per_token: nam::counting::flops_per_token(m).total(),
            dense_matrix_elements: dense,
            routed_matrix_elements: routed,
            whole_bytes_per_token: whole,
            split_bytes_per_token: split + logits,
            moe_sublayers: moe,
            routed_bytes_per_token: routed_per_token * d * c,
            sublayers: kinds.len() as f64,
            r_sublayers: r,
            compute_bytes: c,
            gradient_bytes,
            d_model: d,
            seq_len: m.seq_len as f64,
        }
    }

    /// The estimate of `candidate` on `chip`, with `state_bytes` of parameters and optimizer
    /// state per chip (what the optimizer reads and writes once per step).
    pub fn estimate(
        &self,
        candidate: &Candidate,
        state_bytes: u64,
        chip: &Chip,
    ) -> AnalyticEstimate {
        let mesh = candidate.mesh;
        let (g, e, m) = (mesh.data, mesh.expert, mesh.model);
        let (gf, ef, mf) = (g as f64, e as f64, m as f64);
        let t = (candidate.micro_rows_per_chip() as f64) * self.seq_len;
        let micro = candidate.micro_batches as f64;
        let bw = chip.memory_bytes_per_s;

        let compute = self.flops_per_token * t / mf / chip.peak_low_flops;

        let matrices = self.dense_matrix_elements / mf + self.routed_matrix_elements / (ef * mf);
        let weights = matrices * self.compute_bytes;
        let gradients = matrices * self.gradient_bytes;
        let shards = if mesh.fsdp { gf } else { 1.0 };
        let mut weight_traffic = 3.0 * weights + gradients + 8.0 * matrices / shards;
        // The passes that gather the matrices afresh without ZeRO-2's copies.
        let gathers = if mesh.fsdp && !mesh.zero2 { 3.0 } else { 0.0 };
        weight_traffic += gathers * weights;
        let activation_bytes = t * (self.whole_bytes_per_token + self.split_bytes_per_token / mf);
        let windowed = match gathers > 0.0 {
            true => FSDP_ACTIVATION_FACTOR,
            false => 1.0,
        };
        let memory = (weight_traffic + windowed * ACTIVATION_PASSES * activation_bytes) / bw;

        let mut hidden_collectives = 0.0;
        if mesh.fsdp {
            hidden_collectives += collective_seconds("reduce-scatter", gradients, g, chip);
            hidden_collectives += gathers * collective_seconds("all-gather", weights, g, chip);
        }
        let stream = t * self.d_model * self.compute_bytes;
        let routed = t * self.routed_bytes_per_token;
        let mut on_path = 3.0 * self.sublayers * collective_seconds("all-reduce", stream, m, chip);
        on_path += self.moe_sublayers * collective_seconds("all-reduce", routed, m, chip);
        on_path += 6.0 * self.moe_sublayers * collective_seconds("all-to-all", routed, e, chip);
        let busy = compute.max(memory);
        let exposed = on_path + (hidden_collectives - busy).max(0.0);
        let loops = 3.0
            * self.r_sublayers
            * self.seq_len
            * R_POSITION_OPS
            * chip.op_overhead_s.unwrap_or(0.0);

        let mut optimizer = 2.0 * state_bytes as f64 / bw;
        if mesh.fsdp {
            let shard = 4.0 * matrices / gf;
            optimizer += 2.0 * collective_seconds("all-to-all", shard, g, chip);
            if mesh.zero2 {
                optimizer += collective_seconds("all-gather", weights, g, chip);
            }
        } else {
            optimizer += collective_seconds("all-reduce", gradients, g, chip);
        }
        AnalyticEstimate {
            compute_s: micro * compute,
            memory_s: micro * memory + 2.0 * state_bytes as f64 / bw,
            exposed_collective_s: micro * exposed,
            loops_s: micro * loops,
            step_s: micro * (busy + exposed + loops) + optimizer,
            activation_bytes,
        }
    }
}

#[cfg(test)]
mod tests {
    use nam::Mesh;

    use super::*;
    use crate::test_configs::{SMALL_MOE, candidate, cfg};

    /// A chip whose figures make the terms easy to read: 1 FLOP/s, 1 byte/s of HBM.
    fn unit_chip() -> Chip {
        Chip {
            peak_low_flops: 1.0,
            peak_f32_flops: 1.0,
            memory_bytes_per_s: 1.0,
            ..Chip::v6e([2, 4])
        }
    }

    #[test]
    fn compute_is_the_model_flops_of_a_chips_tokens_over_the_peak() {
        let c = cfg(SMALL_MOE);
        let model = AnalyticModel::new(&c);
        let f = nam::counting::flops_per_token(&c.model).total();
        // data=8: one row of 32 tokens per chip; model=2 on data=4: two rows, half the flops.
        let e = model.estimate(&candidate(Mesh::new(8, 1, 1, false), 1), 0, &unit_chip());
        assert!((e.compute_s - f * 32.0).abs() < 1e-6 * f, "{e:?}");
        let e = model.estimate(&candidate(Mesh::new(4, 1, 2, false), 1), 0, &unit_chip());
        assert!((e.compute_s - f * 64.0 / 2.0).abs() < 1e-6 * f, "{e:?}");
    }

    #[test]
    fn the_weight_traffic_is_counted_once_per_micro_batch() {
        // 2 micro-batches of 1 row against 1 of 2 rows (data=4): the same tokens, so the
        // activations are the same, and the second reads the weights once more.
        let c = cfg(SMALL_MOE);
        let model = AnalyticModel::new(&c);
        // Bound by HBM: the matrix unit is (all but) free.
        let chip = Chip {
            peak_low_flops: 1e30,
            ..unit_chip()
        };
        let one = model.estimate(&candidate(Mesh::new(4, 1, 1, false), 1), 0, &chip);
        let two = model.estimate(&candidate(Mesh::new(4, 1, 1, false), 2), 0, &chip);
        assert!((one.compute_s - two.compute_s).abs() < 1e-9 * one.compute_s);
        // f32 compute (4 bytes), f32 gradients: 3 reads + 1 gradient + 8 accumulator bytes.
        let matrices = model.dense_matrix_elements + model.routed_matrix_elements;
        let per_pass = (3.0 * 4.0 + 4.0 + 8.0) * matrices;
        let extra = two.memory_s - one.memory_s;
        assert!(
            (extra - per_pass).abs() < 1e-6 * per_pass,
            "{extra} vs {per_pass}"
        );
        assert!(two.step_s > one.step_s);
    }

    #[test]
    fn zero2_gathers_nothing_per_micro_batch_and_fsdp_gathers_for_every_pass() {
        let c = cfg(SMALL_MOE);
        let model = AnalyticModel::new(&c);
        // A chip with slow links, so the collectives show beyond the micro-batch's work.
        let chip = Chip {
            interconnect: crate::perf::Interconnect::Ici {
                grid: [2, 4],
                link_bytes_per_s: 1e-3,
            },
            ..unit_chip()
        };
        let fsdp = Mesh::new(8, 1, 1, true);
        let f = model.estimate(&candidate(fsdp, 1), 0, &chip);
        let z = model.estimate(&candidate(fsdp.with_zero2(true), 1), 0, &chip);
        let weights = (model.dense_matrix_elements + model.routed_matrix_elements) * 4.0;
        let gathers = 3.0 * collective_seconds("all-gather", weights, 8, &chip);
        // The difference is the three gathers: on these links both searches' collectives
        // exceed the micro-batch's work by far, so none of them hides.
        let diff = f.exposed_collective_s - z.exposed_collective_s;
        assert!(
            (diff - gathers).abs() < 1e-6 * gathers,
            "{diff} vs {gathers}"
        );
    }

    /// Two R sublayers of 32 positions, 2 micro-batches, on v6e: each pass starts
    /// `R_POSITION_OPS` ops per position and sublayer, three passes, whatever the rows.
    #[test]
    fn the_r_recurrence_starts_its_ops_position_by_position() {
        let text = SMALL_MOE.replace("pattern = \"AE\"", "pattern = \"RE\"");
        let c = cfg(&text.replace("depth = 2", "depth = 4").replace(
            "mtp_depth = 0",
            "mtp_depth = 0\nr_heads = 2\nr_k_head = 8\nr_v_head = 8",
        ));
        let model = AnalyticModel::new(&c);
        let chip = Chip::v6e([2, 4]);
        let o = chip.op_overhead_s.unwrap();
        for rows_per_micro in [1, 2] {
            let e = model.estimate(
                &candidate(Mesh::new(8 / rows_per_micro / 2, 1, 1, false), 2),
                0,
                &chip,
            );
            let want = 2.0 * 3.0 * 2.0 * 32.0 * R_POSITION_OPS * o;
            assert!((e.loops_s - want).abs() < 1e-12, "{e:?}");
        }
        let moe = AnalyticModel::new(&cfg(SMALL_MOE));
        let e = moe.estimate(&candidate(Mesh::new(4, 1, 1, false), 2), 0, &chip);
        assert_eq!(e.loops_s, 0.0);
    }

    #[test]
    fn the_model_axis_all_reduces_the_stream_per_sublayer_and_pass_and_the_routed_copies_once() {
        let c = cfg(SMALL_MOE);
        let model = AnalyticModel::new(&c);
        let chip = unit_chip();
        let e = model.estimate(&candidate(Mesh::new(4, 1, 2, false), 1), 0, &chip);
        // Two rows of 32 tokens per chip, d = 32, f32; two sublayers (A, E), no MTP; the E
        // sublayer's copies: top_k 2 at the default capacity factor 1.25.
        let stream = 64.0 * 32.0 * 4.0;
        let copies = 64.0 * 2.0 * 1.25 * 32.0 * 4.0;
        let all_reduce = |bytes| collective_seconds("all-reduce", bytes, 2, &chip);
        let want = 3.0 * 2.0 * all_reduce(stream) + all_reduce(copies);
        assert!((e.exposed_collective_s - want).abs() < 1e-9 * want, "{e:?}");
    }
}
