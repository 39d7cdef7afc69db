//! The whole forward pass (embedding, stack, head, loss, MTP, MoE metrics) against the f64
//! reference, in Scan and Unrolled modes, on the CPU plugin.

mod blocks_common;

use blocks_common::*;
use nam::config::ModelConfig;
use nam::graph::layout::{LayerLoop, StateLayout};
use nam::reference::{self, Params};
use pjrt::HostTensor;
use xla_hlo::DType;

/// Runs the forward program and returns (loss, main, z, load, dropped, mtp losses).
fn run_forward(
    cfg: &ModelConfig,
    lp: LayerLoop,
    dtype: DType,
    params: &reference::Params,
    batch: &reference::model::HostBatch,
) -> (f64, f64, f64, Vec<f64>, f64, Vec<f64>) {
    let (text, layout) = forward_program(cfg, lp, dtype, batch.batch, None);
    let mut args = state_args(&layout, params, dtype);
    args.extend(batch_args(batch));
    let out = run(&text, &args);
    let s = |i: usize| to_f64(&out[i])[0];
    (
        s(0),
        s(1),
        s(2),
        to_f64(&out[3]),
        s(4),
        (5..out.len()).map(s).collect(),
    )
}

fn check_against_reference(cfg: &ModelConfig, lp: LayerLoop, dtype: DType, tol: f64) {
    let params = random_params(cfg, 5);
    let batch = two_doc_batch(cfg, 5, 0);
    let want = reference::model::forward(cfg, &params, &batch).unwrap();
    let (loss, main, z, load, dropped, mtp) = run_forward(cfg, lp, dtype, &params, &batch);
    let what = format!("{} {lp:?} {dtype}", cfg.pattern);
    assert_close(
        &[main],
        &[want.main_loss],
        tol,
        &format!("{what} main loss"),
    );
    assert_close(&mtp, &want.mtp_losses, tol, &format!("{what} mtp losses"));
    assert_close(&[z], &[want.z_loss], tol, &format!("{what} z loss"));
    assert_close(&[loss], &[want.loss], tol, &format!("{what} loss"));
    let want_load: Vec<f64> = want
        .expert_load
        .iter()
        .flat_map(|(_, l)| l.clone())
        .collect();
    assert_close(&load, &want_load, tol, &format!("{what} expert load"));
    let n_apps = want.dropped_fraction.len().max(1) as f64;
    let want_dropped = want.dropped_fraction.iter().map(|(_, f)| f).sum::<f64>() / n_apps;
    assert_close(&[dropped], &[want_dropped], tol, &format!("{what} dropped"));
}

fn attention_ffn_cfg() -> ModelConfig {
    model(
        "depth = 5\npattern = \"AF\"\nd_model = 16\nvocab_size = 32\nseq_len = 12\n\
         n_head = 2\nn_kv_head = 1\nhead_dim = 8\nwindow_pattern = \"LG\"\nwindow = 3\n\
         ffn_hidden = 24\nactivation = \"swiglu\"\n",
    )
}

#[test]
fn attention_ffn_stack_matches_reference_scan_and_unrolled() {
    let cfg = attention_ffn_cfg();
    check_against_reference(&cfg, LayerLoop::Scan, DType::F64, TIGHT);
    check_against_reference(&cfg, LayerLoop::Unrolled, DType::F64, TIGHT);
}

/// Every block kind, MTP depth 2 with an A+E block, capacity N/k (nothing drops), z-loss on.
const HYBRID: &str = "depth = 7\npattern = \"AEMRF\"\nd_model = 16\nvocab_size = 32\nseq_len = 12\n\
     n_head = 2\nn_kv_head = 1\nhead_dim = 8\nwindow_pattern = \"L\"\nwindow = 4\n\
     attn_softcap = 20.0\nffn_hidden = 24\nn_routed = 4\ntop_k = 2\nn_shared = 1\n\
     expert_hidden = 8\ncapacity_factor = 2.0\nz_coef = 0.001\nssm_state = 4\n\
     ssm_head_dim = 8\nchunk = 4\nr_heads = 2\nr_k_head = 4\nr_v_head = 4\n\
     mtp_depth = 2\nmtp_pattern = \"AE\"\n";

fn hybrid_cfg() -> ModelConfig {
    model(HYBRID)
}

/// The main loss and both MTP losses (outputs 1, 5, 6 of [`forward_program_with`]) of an
/// f32-state forward program of [`HYBRID`] on `params` and `batch`.
fn main_and_mtp_losses(
    text: &str,
    layout: &StateLayout,
    params: &Params,
    batch: &reference::model::HostBatch,
) -> [f64; 3] {
    let mut args = state_args(layout, params, DType::F32);
    args.extend(batch_args(batch));
    let out = run(text, &args);
    [1, 5, 6].map(|i| to_f64(&out[i])[0])
}

/// For a `[precision]` storage option `name`, whose forward options `with_option(compute, on)`
/// gives (`on`: the option set to `compute`): checks that with f32 compute the option emits the
/// default program text, and returns the bf16-compute programs without and with it, and the
/// state layout they share.
fn storage_option_programs(
    cfg: &ModelConfig,
    name: &str,
    with_option: impl Fn(DType, bool) -> nam::graph::model::ForwardOptions,
) -> (String, String, StateLayout) {
    let program = |compute, on| forward_program_with(cfg, DType::F32, 2, &with_option(compute, on));
    assert_eq!(
        program(DType::F32, true).0,
        program(DType::F32, false).0,
        "with f32 compute, {name} = compute must emit the default program"
    );
    let (wide, _) = program(DType::BF16, false);
    let (narrow, layout) = program(DType::BF16, true);
    (wide, narrow, layout)
}

/// For a `[precision]` storage option: the main and MTP losses of the `wide` and `narrow`
/// programs (bf16 compute, same `layout`) both stay within bf16 rounding of the f64 reference
/// (bf16 keeps 8 significant bits: operands alone move these losses by ~1e-3 relative), and
/// differ from each other, so the option's rounding shows.
fn check_narrow_within_bf16_of_reference(
    cfg: &ModelConfig,
    layout: &StateLayout,
    wide: &str,
    narrow: &str,
    what: &str,
) {
    let params = random_params(cfg, 5);
    let batch = two_doc_batch(cfg, 5, 0);
    let want = reference::model::forward(cfg, &params, &batch).unwrap();
    let losses = |text: &str| main_and_mtp_losses(text, layout, &params, &batch);
    let want = [want.main_loss, want.mtp_losses[0], want.mtp_losses[1]];
    let (l_wide, l_narrow) = (losses(wide), losses(narrow));
    assert_close(&l_wide, &want, 1e-2, &format!("bf16 compute, f32 {what}"));
    assert_close(
        &l_narrow,
        &want,
        1e-2,
        &format!("bf16 compute, bf16 {what}"),
    );
    assert_ne!(
        l_narrow, l_wide,
        "rounding the {what} must show in the losses"
    );
}

/// The next-token program of `namtrain sample` against the forward pass, with every block kind:
/// the log-softmax of its logits at position `p` is the main loss the forward pass computes
/// when only position `p` counts (a second formulation of the same head), for several targets;
/// and tokens after `p` do not change the logits at `p` (what lets one fixed-length program
/// serve every step of a generation).
#[test]
fn next_token_logits_give_the_forward_loss_and_ignore_later_tokens() {
    use nam::config::NamConfig;
    use nam::graph::sample::next_token_program;
    let full = NamConfig::from_toml_str(&format!("[model]\n{HYBRID}")).unwrap();
    let cfg = &full.model;
    let opts = xla_opts(LayerLoop::Scan, DType::F64);
    let (loss_text, layout) = forward_program_with(cfg, DType::F64, 1, &opts);
    let sample = next_token_program(&full, &layout, &opts).unwrap();
    let (loss_prog, sample_prog) = (Program::new(&loss_text), Program::new(&sample.text));
    let params = random_params(cfg, 11);
    let state = state_args(&layout, &params, DType::F64);
    let t = cfg.seq_len;
    let v = cfg.vocab_size as i32;
    let row =
        |salt: i32| -> Vec<i32> { (0..t as i32).map(|i| (i * 11 + 5 + salt * i) % v).collect() };
    let logits_at = |tokens: &[i32], p: usize| -> Vec<f64> {
        let mut args = state.clone();
        args.push(HostTensor::from_i32(&[1, t as i64], tokens).unwrap());
        args.push(HostTensor::scalar_i32(p as i32));
        to_f64(&sample_prog.run(&args)[0])
    };
    let loss_at = |tokens: &[i32], p: usize, target: i32| -> f64 {
        let mut targets = vec![0; t];
        targets[p] = target;
        let mut loss_mask = vec![0; t];
        loss_mask[p] = 1;
        let batch = reference::model::HostBatch {
            batch: 1,
            seq: t,
            tokens: tokens.to_vec(),
            targets,
            segment_ids: vec![0; t],
            loss_mask,
        };
        let mut args = state.clone();
        args.extend(batch_args(&batch));
        to_f64(&loss_prog.run(&args)[1])[0]
    };
    let tokens = row(0);
    for p in [0, 4, t - 1] {
        let z = logits_at(&tokens, p);
        assert_eq!(z.len(), cfg.vocab_size);
        let top = z.iter().cloned().fold(f64::MIN, f64::max);
        let lse = top + z.iter().map(|x| (x - top).exp()).sum::<f64>().ln();
        for target in [0, 7, v - 1] {
            // The logits come back as f32: 1e-6 relative.
            assert_close(
                &[lse - z[target as usize]],
                &[loss_at(&tokens, p, target)],
                1e-6,
                &format!("position {p}, target {target}"),
            );
        }
        let mut later = tokens.clone();
        for (i, x) in later.iter_mut().enumerate().skip(p + 1) {
            *x = (*x + 3 + i as i32) % v;
        }
        assert_close(
            &logits_at(&later, p),
            &z,
            TIGHT,
            &format!("position {p}, later tokens changed"),
        );
    }
}

/// Per-token loss weights (`loss_mask` as integer weights): the program's main loss is the
/// weighted mean of the positions' cross-entropies, each measured alone with a one-position mask
/// (a second formulation) and combined by hand; and the main and MTP losses equal the f64
/// reference's under the same weights. A 0/1 mask is the special case every other test runs.
#[test]
fn loss_weights_give_the_weighted_mean_of_each_positions_loss() {
    let cfg = hybrid_cfg();
    let params = random_params(&cfg, 13);
    let batch = two_doc_batch(&cfg, 5, 0);
    let (text, layout) = forward_program(&cfg, LayerLoop::Scan, DType::F64, batch.batch, None);
    let program = Program::new(&text);
    let state = state_args(&layout, &params, DType::F64);
    let losses = |b: &reference::model::HostBatch| -> Vec<f64> {
        let mut args = state.clone();
        args.extend(batch_args(b));
        let out = program.run(&args);
        [1, 5, 6].map(|i| to_f64(&out[i])[0]).to_vec()
    };
    // Weights 0..=3 in turn where the batch counts a target (0 stays 0: padding).
    let weights: Vec<i32> = (0..batch.loss_mask.len())
        .map(|i| batch.loss_mask[i] * (i % 4) as i32)
        .collect();
    assert!(weights.iter().any(|&w| w > 1) && weights.contains(&0));
    let (mut sum, mut total) = (0.0, 0.0);
    for (i, &w) in weights.iter().enumerate().filter(|(_, w)| **w != 0) {
        let mut alone = batch.clone();
        alone.loss_mask = vec![0; weights.len()];
        alone.loss_mask[i] = 1;
        sum += f64::from(w) * losses(&alone)[0];
        total += f64::from(w);
    }
    let mut weighted = batch.clone();
    weighted.loss_mask = weights;
    let got = losses(&weighted);
    assert_close(
        &got[..1],
        &[sum / total],
        TIGHT,
        "weighted main loss by hand",
    );
    let want = reference::model::forward(&cfg, &params, &weighted).unwrap();
    assert_close(&got[..1], &[want.main_loss], TIGHT, "weighted main loss");
    assert_close(&got[1..], &want.mtp_losses, TIGHT, "weighted MTP losses");
    // Doubling every weight changes nothing: only their ratios matter.
    let mut doubled = weighted.clone();
    doubled.loss_mask.iter_mut().for_each(|w| *w *= 2);
    assert_close(&losses(&doubled), &got, TIGHT, "doubled weights");
}

#[test]
fn hybrid_with_mtp_matches_reference_scan_unrolled_and_f32() {
    // depth 7 over a 5-letter pattern: one scanned group plus 2 remainder layers (A, E).
    let cfg = hybrid_cfg();
    check_against_reference(&cfg, LayerLoop::Scan, DType::F64, TIGHT);
    check_against_reference(&cfg, LayerLoop::Unrolled, DType::F64, TIGHT);
    check_against_reference(&cfg, LayerLoop::Scan, DType::F32, F32_TOL);
}

/// `[precision] matmul_output = "compute"`: with f32 compute it changes nothing (the same
/// program text as the default); with bf16 compute every matmul writes bf16, and every block
/// kind still matches the f64 reference within bf16 rounding, as the default bf16 program does.
#[test]
fn matmul_output_in_the_compute_dtype_matches_reference_within_bf16_rounding() {
    use nam::config::MatmulOutput;
    use nam::graph::model::ForwardOptions;
    let cfg = hybrid_cfg();
    let (wide, narrow, layout) =
        storage_option_programs(&cfg, "matmul_output", |compute, on| ForwardOptions {
            matmul_output: if on {
                MatmulOutput::Compute
            } else {
                MatmulOutput::Wide
            },
            ..xla_opts(LayerLoop::Scan, compute)
        });
    // A dot accumulates in f32 (the emitter writes its result type); a bf16 result is a convert
    // of it, which the compiler fuses into the matmul's output.
    let to_bf16 = |text: &str| {
        text.lines()
            .filter(|l| l.contains("stablehlo.convert") && l.trim_end().ends_with("xbf16>"))
            .count()
    };
    let dots = wide
        .lines()
        .filter(|l| l.contains("stablehlo.dot_general"))
        .count();
    assert!(
        to_bf16(&narrow) > to_bf16(&wide) + dots / 2,
        "compute: most dots write bf16 ({} vs {} converts to bf16, {dots} dots)",
        to_bf16(&narrow),
        to_bf16(&wide)
    );

    check_narrow_within_bf16_of_reference(&cfg, &layout, &wide, &narrow, "matmul results");
}

/// `[precision] residual_stream = "compute"`: with f32 compute it changes nothing (the same
/// program text); with bf16 compute the scanned stream is carried in bf16, and the losses stay
/// within bf16 rounding of the f64 reference while differing from the f32 stream's.
#[test]
fn residual_stream_in_the_compute_dtype_matches_reference_within_bf16_rounding() {
    use nam::config::{MatmulOutput, ResidualStream};
    use nam::graph::model::ForwardOptions;
    let cfg = hybrid_cfg();
    let (wide, narrow, layout) =
        storage_option_programs(&cfg, "residual_stream", |compute, on| ForwardOptions {
            matmul_output: MatmulOutput::Compute,
            residual_stream: if on {
                ResidualStream::Compute
            } else {
                ResidualStream::Wide
            },
            ..xla_opts(LayerLoop::Scan, compute)
        });
    // The layer scan's carry (the first after its counter, in the loop's type signature):
    // [B, T, d] in f32 for the wide stream, bf16 for the compute one.
    let d = cfg.d_model;
    let carried = |text: &str, ty: &str| {
        let carry = format!("(tensor<i64>, tensor<2x{}x{d}x{ty}>", cfg.seq_len);
        text.lines()
            .any(|l| l.trim_start().starts_with("}) : (") && l.contains(&carry))
    };
    assert!(
        carried(&wide, "f32") && !carried(&wide, "bf16"),
        "wide stream carries f32"
    );
    assert!(carried(&narrow, "bf16"), "compute stream carries bf16");

    check_narrow_within_bf16_of_reference(&cfg, &layout, &wide, &narrow, "stream");
}

/// `[precision] ssm_activations = "compute"`: with f32 compute it changes nothing (the same program
/// text); with bf16 compute the M sublayer rounds x, B and C to bf16 once after the conv's silu
/// and y once after the SSD, and the losses stay within bf16 rounding of the f64 reference while
/// differing from the f32 activations'.
#[test]
fn ssm_activations_in_the_compute_dtype_match_reference_within_bf16_rounding() {
    use nam::config::{MatmulOutput, SsmActivations};
    use nam::graph::model::ForwardOptions;
    let cfg = hybrid_cfg();
    let (wide, narrow, layout) =
        storage_option_programs(&cfg, "ssm_activations", |compute, on| ForwardOptions {
            matmul_output: MatmulOutput::Compute,
            ssm_activations: if on {
                SsmActivations::Compute
            } else {
                SsmActivations::Wide
            },
            ..xla_opts(LayerLoop::Scan, compute)
        });
    // x, B and C: a narrowing convert of the conv's silu output `[B, T, d_inner + 2·G·N]` (with
    // bf16 matmul results the projection's slice of that shape is bf16 too, but it is widened,
    // not narrowed). y: the program reshapes it from the SSD's chunks to `[B, T, d_inner]` in
    // bf16 (how XLA lays that out on a device is its own choice).
    let conv_ch = cfg.d_inner() + 2 * cfg.ssm_groups * cfg.ssm_state;
    let has = |text: &str, op: &str, result: String| {
        text.lines()
            .any(|l| l.contains(op) && l.contains(&format!("-> {result}")))
    };
    let narrowed = |text: &str| {
        has(
            text,
            "stablehlo.convert",
            format!("tensor<2x{}x{conv_ch}xbf16>", cfg.seq_len),
        )
    };
    let y_narrow = |text: &str| {
        has(
            text,
            "stablehlo.reshape",
            format!("tensor<2x{}x{}xbf16>", cfg.seq_len, cfg.d_inner()),
        )
    };
    assert!(
        !narrowed(&wide) && !y_narrow(&wide),
        "f32 activations are never rounded"
    );
    assert!(narrowed(&narrow), "x, B and C are rounded after the conv");
    assert!(y_narrow(&narrow), "y is laid out in bf16 after the SSD");

    check_narrow_within_bf16_of_reference(&cfg, &layout, &wide, &narrow, "SSM activations");
}

#[test]
fn scan_equals_unrolled_with_capacity_drops() {
    // Tight capacity so drops happen; two full groups, no remainder.
    let mut cfg = hybrid_cfg();
    cfg.depth = 10;
    cfg.capacity_factor = 0.5;
    let params = random_params(&cfg, 8);
    let batch = two_doc_batch(&cfg, 5, 0);
    let s = run_forward(&cfg, LayerLoop::Scan, DType::F64, &params, &batch);
    let u = run_forward(&cfg, LayerLoop::Unrolled, DType::F64, &params, &batch);
    assert!(s.4 > 0.0, "capacity 0.5 must drop slots");
    assert_close(
        &[s.0, s.1, s.2, s.4],
        &[u.0, u.1, u.2, u.4],
        TIGHT,
        "scan vs unrolled",
    );
    assert_close(&s.3, &u.3, TIGHT, "scan vs unrolled expert load");
    assert_close(&s.5, &u.5, TIGHT, "scan vs unrolled mtp");
    check_against_reference(&cfg, LayerLoop::Scan, DType::F64, TIGHT);
}

#[test]
fn changing_document_one_leaves_document_two_losses_unchanged() {
    // Only document 2 of row 0 and row 1 count: the main and MTP losses must be bitwise equal
    // when document 1's tokens change (A, M, R, E with no drops, MTP all see it).
    let cfg = hybrid_cfg();
    let params = random_params(&cfg, 9);
    let (text, layout) = forward_program(&cfg, LayerLoop::Scan, DType::F64, 2, None);
    let prog = Program::new(&text);
    let run_salt = |salt: i32| {
        let mut batch = two_doc_batch(&cfg, 5, salt);
        for t in 0..5 {
            batch.loss_mask[t] = 0;
        }
        let mut args = state_args(&layout, &params, DType::F64);
        args.extend(batch_args(&batch));
        let out = prog.run(&args);
        (to_f64(&out[1])[0], to_f64(&out[5])[0], to_f64(&out[6])[0])
    };
    let (a, b) = (run_salt(0), run_salt(3));
    assert_eq!(a, b);
}

/// `graph/replica.rs` stores a ZeRO-2 copy in the compute dtype exactly when the forward pass
/// reads its entry only as a matmul operand ([`read_as_matmul_operand`]). Checked on the graph,
/// with every block kind and bf16 compute: rounding exactly those entries to bf16 beforehand
/// leaves every loss bit for bit unchanged (each read rounds them anyway), while rounding a
/// matrix the forward pass reads wide — the router, the embedding — changes them (so the check
/// can fail). M2RNN's `W`, also read wide, is left out of the copies by the rule, not by this
/// check (at these sizes its rounding does not reach the losses).
#[test]
fn zero2_copies_in_the_compute_dtype_are_read_only_as_matmul_operands() {
    use nam::config::MatmulOutput;
    use nam::graph::layout::StateEntry;
    use nam::graph::model::ForwardOptions;
    use nam::graph::replica::read_as_matmul_operand;
    let cfg = hybrid_cfg();
    let opts = ForwardOptions {
        matmul_output: MatmulOutput::Compute,
        ..xla_opts(LayerLoop::Scan, DType::BF16)
    };
    let (text, layout) = forward_program_with(&cfg, DType::F32, 2, &opts);
    let params = random_params(&cfg, 7);
    let batch = two_doc_batch(&cfg, 5, 0);
    let losses = |p: &Params| main_and_mtp_losses(&text, &layout, p, &batch);
    // f32 → bf16 with round-to-nearest-even, back to f64 (the values are finite).
    let bf16 = |x: f64| {
        let b = (x as f32).to_bits();
        f64::from(f32::from_bits(
            (b.wrapping_add(0x7fff + ((b >> 16) & 1))) & 0xffff_0000,
        ))
    };
    let rounded = |which: &dyn Fn(&StateEntry) -> bool| {
        let mut p = params.clone();
        for e in layout.entries.iter().filter(|e| which(e)) {
            for m in &e.members {
                let t = p.tensors.get_mut(m).unwrap();
                t.data.iter_mut().for_each(|x| *x = bf16(*x));
            }
        }
        p
    };
    let base = losses(&params);
    let copies: Vec<&str> = layout
        .entries
        .iter()
        .filter(|e| read_as_matmul_operand(e))
        .map(|e| e.name.as_str())
        .collect();
    assert!(copies.len() >= 10, "{copies:?}");
    assert_eq!(
        losses(&rounded(&read_as_matmul_operand)),
        base,
        "rounding {copies:?} to bf16 changed the bf16 forward pass"
    );
    for wide in ["moe.router", "wte"] {
        let changed = losses(&rounded(&|e: &StateEntry| e.name.ends_with(wide)));
        assert_ne!(changed, base, "rounding `{wide}` must show in the losses");
    }
}
