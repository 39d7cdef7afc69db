//! Eval in micro-batches, on the real CPU plugin: the eval program at a micro-batch's rows, run
//! once per micro-batch and combined by [`EvalTotals`], gives the loss of the full-batch eval
//! program on the same batch; and the trainer's eval metric (Mode B, eval at the micro-batch)
//! equals the f64 host reference's loss over the held-out set.

mod fixture;

use std::collections::BTreeMap;

use fixture::*;
use nam::NamConfig;
use nam::graph::attention::ResolvedBackend;
use nam::graph::eval::eval_program;
use nam::graph::layout::{LayerLoop, StateLayout, state_layout};
use nam::graph::model::ForwardOptions;
use nam::graph::program::ProgramSignature;
use nam::graph::step::BATCH_NAMES;
use nam::reference;
use pjrt::HostTensor;
use test_support::{Program, Rng};
use train::eval_totals::EvalTotals;
use train::trainer::{Trainer, TrainerOptions};

/// `AE` twice, MTP depth 2 with an `AE` block, capacity 2 (nothing drops, and routing is per
/// sequence, so a micro-batch routes its rows as the full batch does), z-loss on; f32.
const MODEL: &str = "[model]\ndepth = 2\npattern = \"AE\"\nd_model = 16\nvocab_size = 32\n\
    seq_len = 12\nn_head = 2\nn_kv_head = 1\nhead_dim = 8\nn_routed = 4\ntop_k = 2\n\
    n_shared = 1\nexpert_hidden = 8\ncapacity_factor = 2.0\nz_coef = 0.001\nmtp_depth = 2\n\
    mtp_pattern = \"AE\"\n[precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\n";

/// The config's initial parameters plus noise, so the logits are far from uniform and rows
/// differ in their losses (at init every position's loss is about log V and a mean of
/// micro-batch means would look right by accident).
fn noisy_params(cfg: &NamConfig, layout: &StateLayout) -> Vec<Vec<f32>> {
    let mut rng = Rng::new(7);
    let named: BTreeMap<String, Vec<f32>> = nam::init::init(&cfg.model, 3)
        .into_iter()
        .map(|t| {
            let v = t
                .data
                .iter()
                .map(|&x| x + 0.5 * rng.uniform_f32())
                .collect();
            (t.name, v)
        })
        .collect();
    layout.pack(|name| named.get(name).cloned()).unwrap()
}

/// Four rows of 12 with very different numbers of counted positions: all 12; two documents
/// with the second's tail unmasked (7); 2; none.
fn uneven_batch(vocab: usize) -> [Vec<i32>; 4] {
    let (rows, t) = (4, 12);
    let mut rng = Rng::new(11);
    let mut id = || rng.below(vocab as u64) as i32;
    let tokens: Vec<i32> = (0..rows * t).map(|_| id()).collect();
    let targets: Vec<i32> = (0..rows * t).map(|_| id()).collect();
    let mut segment_ids = vec![1; rows * t];
    segment_ids[t + 5..2 * t].fill(2);
    let mut loss_mask = vec![0; rows * t];
    loss_mask[..t].fill(1);
    loss_mask[t..t + 7].fill(1);
    loss_mask[2 * t + 3..2 * t + 5].fill(1);
    [tokens, targets, segment_ids, loss_mask]
}

/// The eval program at `rows` rows, compiled on the CPU plugin, with its signature.
fn compiled_eval(
    cfg: &NamConfig,
    layout: &StateLayout,
    rows: usize,
) -> (Program, ProgramSignature) {
    let fwd = ForwardOptions::new(cfg, LayerLoop::Scan).with_attention(ResolvedBackend::Xla);
    let program = eval_program(cfg, layout, rows, &fwd).unwrap();
    (Program::new(&program.text), program.signature)
}

/// Runs the eval program on rows `rows` of the batch; outputs by name.
fn run_eval(
    (exe, sig): &(Program, ProgramSignature),
    layout: &StateLayout,
    params: &[Vec<f32>],
    batch: &[Vec<i32>; 4],
    rows: std::ops::Range<usize>,
) -> BTreeMap<String, HostTensor> {
    let t = 12;
    let mut inputs: BTreeMap<&str, HostTensor> = BTreeMap::new();
    for (e, v) in layout.entries.iter().zip(params) {
        inputs.insert(&e.name, HostTensor::from_f32(&e.dims, v).unwrap());
    }
    let dims = [rows.len() as i64, t as i64];
    for (name, v) in BATCH_NAMES.iter().zip(batch) {
        let part = &v[rows.start * t..rows.end * t];
        inputs.insert(name, HostTensor::from_i32(&dims, part).unwrap());
    }
    let args: Vec<HostTensor> = sig
        .inputs
        .iter()
        .map(|s| inputs.remove(s.name.as_str()).unwrap())
        .collect();
    let outs = exe.run(&args);
    sig.outputs
        .iter()
        .map(|s| s.name.clone())
        .zip(outs)
        .collect()
}

fn scalar(out: &BTreeMap<String, HostTensor>, name: &str) -> f64 {
    out[name].to_f32().unwrap()[0] as f64
}

fn assert_close(got: f64, want: f64, rel: f64, what: &str) {
    assert!(
        (got - want).abs() <= rel * want.abs().max(1.0),
        "{what}: {got} vs {want} (|Δ| {:e})",
        (got - want).abs()
    );
}

#[test]
fn micro_batched_eval_combines_to_the_full_batch_loss() {
    let cfg = NamConfig::from_toml_str(MODEL).unwrap();
    let layout = state_layout(&cfg.model, LayerLoop::Scan);
    let params = noisy_params(&cfg, &layout);
    let batch = uneven_batch(cfg.model.vocab_size);
    let full = run_eval(
        &compiled_eval(&cfg, &layout, 4),
        &layout,
        &params,
        &batch,
        0..4,
    );
    // The full batch's own parts: 12 + 7 + 2 + 0 counted positions.
    assert_eq!(scalar(&full, "main_loss.count"), 21.0);
    let depths = cfg.model.mtp_depth;
    for rows in [2, 1] {
        let exe = compiled_eval(&cfg, &layout, rows);
        let mut totals = EvalTotals::new(depths);
        let mut means = Vec::new();
        for start in (0..4).step_by(rows) {
            let out = run_eval(&exe, &layout, &params, &batch, start..start + rows);
            means.push(scalar(&out, "main_loss"));
            totals.add(&out).unwrap();
        }
        let what = format!("{} micro-batches of {rows}", 4 / rows);
        // f32 programs; the sums differ only in summation order.
        assert_close(totals.main_loss(), scalar(&full, "main_loss"), 1e-5, &what);
        for (k, l) in totals.mtp_losses().iter().enumerate() {
            let want = scalar(&full, &format!("mtp_loss.{}", k + 1));
            assert_close(*l, want, 1e-5, &format!("{what}, MTP depth {}", k + 1));
        }
        assert_eq!(totals.counted_positions(), 21, "{what}");
        // The batch tells the exact combination from a mean of means.
        let mean_of_means = means.iter().sum::<f64>() / means.len() as f64;
        assert!(
            (mean_of_means - totals.main_loss()).abs() > 0.05,
            "{what}: the test batch should separate a mean of means ({mean_of_means}) from the \
             loss ({})",
            totals.main_loss()
        );
    }
}

/// The shared tiny config in Mode B (2 micro-batches of 2 rows) with one MTP depth, evaluated on
/// the whole held-out set: its packing leaves some rows part-padded and pads the last batch, so
/// micro-batches count different numbers of positions.
fn micro_batched_config() -> NamConfig {
    let text = tiny_config_text()
        .replace("micro_batches = 1\n", "micro_batches = 2\n")
        .replace("eval_batches = 1\n", "eval_batches = 1000\n")
        .replace(
            "ffn_hidden = 64\n",
            "ffn_hidden = 64\nmtp_depth = 1\nmtp_pattern = \"AF\"\n",
        );
    let cfg = NamConfig::from_toml_str(&text).unwrap();
    assert_eq!((cfg.train.micro_batches, cfg.model.mtp_depth), (2, 1));
    cfg
}

#[test]
fn trainer_eval_in_micro_batches_matches_the_host_reference() {
    let cfg = micro_batched_config();
    let dir = tempfile::tempdir().unwrap();
    let mut opts = TrainerOptions::new(cfg.clone(), dir.path().join("run"));
    opts.cache_dir = Some(cache_dir());
    opts.compile_worker = None;
    let mut trainer = Trainer::new(opts).unwrap();
    trainer.step().unwrap();
    let got = trainer.evaluate().unwrap();

    // The same held-out batches, the trainer's parameters, the f64 reference.
    let d = data();
    let tokenizer = data::Tokenizer::load(&d.tokenizer, Some(cfg.model.vocab_size)).unwrap();
    let spec = data::SourceSpec::new(&d.shards, cfg.data.val_shards, "text");
    let dataset = data::open_source(&spec).unwrap();
    let t = &cfg.train;
    let eval_set = data::loader::EvalSet::load(
        &dataset,
        &tokenizer,
        cfg.model.seq_len,
        t.batch_size,
        Some(t.eval_batches.max(1)),
        data::BadRowPolicy::Error,
    )
    .unwrap();
    let state = trainer.state_to_host().unwrap();
    let layout = trainer.layout();
    let values: Vec<Vec<f32>> = layout
        .entries
        .iter()
        .map(|e| state[&e.name].to_f32().unwrap())
        .collect();
    let mut params = reference::Params::default();
    for (name, shape, v) in layout.unpack(&values).unwrap() {
        params.insert(&name, &shape, v.iter().map(|&x| x as f64).collect());
    }
    // Per micro-batch of the trainer's 2 rows: the exact loss, and the mean of the counted
    // micro-batches' means that a wrong combination would report.
    let micro = t.batch_size / t.micro_batches;
    let (mut sum, mut count, mut mtp_sum, mut mtp_count) = (0.0, 0usize, 0.0, 0usize);
    let mut means = Vec::new();
    for b in &eval_set.batches {
        for start in (0..b.batch_size).step_by(micro) {
            let span = start * b.seq_len..(start + micro) * b.seq_len;
            let rb = reference::model::HostBatch {
                batch: micro,
                seq: b.seq_len,
                tokens: b.tokens[span.clone()].to_vec(),
                targets: b.targets[span.clone()].to_vec(),
                segment_ids: b.segment_ids[span.clone()].to_vec(),
                loss_mask: b.loss_mask[span].to_vec(),
            };
            let out = reference::model::forward(&cfg.model, &params, &rb).unwrap();
            let n = rb.loss_mask.iter().filter(|&&m| m != 0).count();
            sum += out.main_loss * n as f64;
            count += n;
            if n > 0 {
                means.push(out.main_loss);
            }
            // MTP depth 1 counts t where t and t + 1 are both counted and in one document.
            let mut n1 = 0;
            for r in 0..micro {
                let row = |v: &[i32]| v[r * rb.seq..(r + 1) * rb.seq].to_vec();
                let (m, s) = (row(&rb.loss_mask), row(&rb.segment_ids));
                n1 += (0..rb.seq - 1)
                    .filter(|&i| m[i] != 0 && m[i + 1] != 0 && s[i] == s[i + 1])
                    .count();
            }
            mtp_sum += out.mtp_losses[0] * n1 as f64;
            mtp_count += n1;
        }
    }
    let mean_of_means = means.iter().sum::<f64>() / means.len() as f64;
    // f32 on the device vs f64 here: |Δ| was 3e-8 relative when written.
    const REL: f64 = 2e-6;
    assert!(
        (mean_of_means - sum / count as f64).abs() > 5.0 * REL * sum / count as f64,
        "the held-out set should separate a mean of micro-batch means ({mean_of_means}) from \
         the loss ({})",
        sum / count as f64
    );
    assert!(
        count > 0 && mtp_count > 0,
        "the held-out set counts positions"
    );
    assert_close(got, sum / count as f64, REL, "eval loss vs reference");

    // The metrics record carries the MTP depth's eval loss, combined the same way.
    let metrics =
        std::fs::read_to_string(dir.path().join("run").join(train::metrics::METRICS_FILE)).unwrap();
    let last: serde_json::Value = serde_json::from_str(metrics.lines().last().unwrap()).unwrap();
    assert_close(
        last["eval_loss"].as_f64().unwrap(),
        got,
        0.0,
        "eval_loss in metrics",
    );
    assert_close(
        last["eval_mtp_loss.1"].as_f64().unwrap(),
        mtp_sum / mtp_count as f64,
        REL,
        "MTP eval loss vs reference",
    );
}
