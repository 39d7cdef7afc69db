//! Incremental decoding (`nam::graph::decode`) against the full-sequence forward pass, on the
//! CPU plugin: for every block kind (A with a windowed and a global layer, E, M, R, F; the
//! scanned group's layers sliced out of their stacking and the unstacked ones) the logits of a
//! prefill and then one-token decodes equal the forward pass's logits at every generated
//! position, for left-padded rows of different lengths in one batch, with a document boundary
//! inside a prompt; greedy generation by the caches equals greedy generation by recomputing
//! the whole row; and a row decoded in a batch equals the row decoded alone.
//!
//! Tolerances, of the largest logit: f64 graphs agree to 1e-6, the rounding of the f32 logits
//! they return (only summation order differs inside: the chunked SSD against its
//! position-by-position recurrence, the masked softmax over cache slots against the training
//! mask); the production f32 graph to 2e-4.

mod blocks_common;

use blocks_common::*;
use nam::config::NamConfig;
use nam::graph::decode::{CacheLayout, extend_program};
use nam::graph::head::logits;
use nam::graph::layout::{LayerLoop, StateLayout, state_layout};
use nam::graph::model::{BatchInputs, ForwardOptions, forward};
use nam::graph::sample::sampling_config;
use pjrt::HostTensor;
use xla_hlo::{Builder, DType, Tensor};

/// Every block kind; 7 sublayers of a 5-long pattern: one scanned group, two unstacked layers.
/// The first A is local (window 3), the second global.
const HYBRID: &str = "depth = 7\npattern = \"AEMRF\"\nd_model = 16\nvocab_size = 32\nseq_len = 16\n\
     n_head = 2\nn_kv_head = 1\nhead_dim = 8\nwindow_pattern = \"L\"\nwindow = 3\n\
     attn_softcap = 20.0\nlogit_softcap = 15.0\nffn_hidden = 24\nn_routed = 4\ntop_k = 2\n\
     n_shared = 1\nexpert_hidden = 8\ncapacity_factor = 1.0\nssm_state = 4\nssm_head_dim = 8\n\
     chunk = 4\nr_heads = 2\nr_k_head = 4\nr_v_head = 4\nconv_kernel = 4\n";

/// The token that starts a document in these rows.
const BOS: i32 = 1;

struct Model {
    cfg: NamConfig,
    layout: StateLayout,
    state: Vec<HostTensor>,
    opts: ForwardOptions,
    /// The full forward pass's logits at every position of one `seq_len` row.
    full: Program,
}

fn model_in(dtype: DType) -> Model {
    let cfg = NamConfig::from_toml_str(&format!("[model]\n{HYBRID}")).unwrap();
    let opts = xla_opts(LayerLoop::Scan, dtype);
    let layout = state_layout(&cfg.model, LayerLoop::Scan).with_dtype(dtype);
    let state = state_args(&layout, &random_params(&cfg.model, 5), dtype);
    let full = Program::new(&full_logits_program(&cfg, &layout, &opts));
    Model {
        cfg,
        layout,
        state,
        opts,
        full,
    }
}

/// Segment ids (1 + BOS count before, a new one at each BOS after the first position) and
/// positions within the document of a row.
fn documents(row: &[i32]) -> (Vec<i32>, Vec<i32>) {
    let (mut seg, mut pos) = (Vec::new(), Vec::new());
    let (mut s, mut start) = (0, 0);
    for (i, &t) in row.iter().enumerate() {
        if i == 0 || t == BOS {
            s += 1;
            start = i;
        }
        seg.push(s);
        pos.push((i - start) as i32);
    }
    (seg, pos)
}

/// The full forward pass's softcapped logits at every position of one row, `[1, T, V]`
/// (inputs: the state, then tokens, targets, segment ids, loss mask).
fn full_logits_program(cfg: &NamConfig, layout: &StateLayout, opts: &ForwardOptions) -> String {
    let cfg = sampling_config(cfg);
    let b = Builder::new();
    let state: Vec<Tensor> = layout
        .entries
        .iter()
        .map(|e| b.param(e.dtype, &e.dims))
        .collect();
    let batch = BatchInputs::params(&b, 1, cfg.model.seq_len);
    let out = forward(&b, &cfg.model, layout, &state, &batch, opts).unwrap();
    let lm_head = &state[layout.index("lm_head").unwrap()];
    let z = logits(
        &out.final_hidden,
        lm_head,
        cfg.model.logit_softcap,
        &opts.precision(),
    );
    b.emit(&[&z]).unwrap()
}

/// The full forward pass's logits at every position of one row (right-padded to `seq_len`),
/// `[len][V]`.
fn full_logits(m: &Model, row: &[i32]) -> Vec<Vec<f64>> {
    let t = m.cfg.model.seq_len;
    let (mut seg, _) = documents(row);
    let mut tokens = row.to_vec();
    let last = *seg.last().unwrap();
    tokens.resize(t, 0);
    seg.resize(t, last + 1);
    let mut args = m.state.clone();
    let dims = [1, t as i64];
    args.push(HostTensor::from_i32(&dims, &tokens).unwrap());
    args.push(HostTensor::from_i32(&dims, &vec![0; t]).unwrap());
    args.push(HostTensor::from_i32(&dims, &seg).unwrap());
    args.push(HostTensor::from_i32(&dims, &vec![0; t]).unwrap());
    let z = to_f64(&m.full.run(&args)[0]);
    let v = m.cfg.model.vocab_size;
    (0..row.len())
        .map(|p| z[p * v..(p + 1) * v].to_vec())
        .collect()
}

fn argmax(z: &[f64]) -> i32 {
    let mut best = 0;
    for (i, &x) in z.iter().enumerate() {
        if x > z[best] {
            best = i;
        }
    }
    best as i32
}

/// Decodes `prompts` together, greedily, `steps` new tokens each: the logits before each new
/// token (`[row][step][V]`) and the tokens.
fn decode(m: &Model, prompts: &[Vec<i32>], steps: usize) -> (Vec<Vec<Vec<f64>>>, Vec<Vec<i32>>) {
    let p = prompts.iter().map(Vec::len).max().unwrap();
    let bs = prompts.len();
    let caches = CacheLayout::new(&m.cfg.model, &m.opts.precision(), bs, p + steps);
    let prefill = Program::new(
        &extend_program(&m.cfg, &m.layout, &m.opts, &caches, p)
            .unwrap()
            .text,
    );
    let step = Program::new(
        &extend_program(&m.cfg, &m.layout, &m.opts, &caches, 1)
            .unwrap()
            .text,
    );
    let mut cache: Vec<HostTensor> = caches
        .entries
        .iter()
        .map(|e| {
            let n = e.dims.iter().product::<i64>() as usize;
            match e.dtype {
                DType::I32 => HostTensor::from_i32(&e.dims, &vec![e.fill as i32; n]).unwrap(),
                dt => host(&e.dims, &vec![e.fill; n], dt),
            }
        })
        .collect();
    // Left padding: segment 0, then each prompt's documents.
    let (mut tok, mut seg, mut pos) = (vec![], vec![], vec![]);
    let mut last: Vec<(i32, i32)> = Vec::new();
    for row in prompts {
        let pad = p - row.len();
        let (s, q) = documents(row);
        tok.extend(std::iter::repeat_n(0, pad).chain(row.iter().copied()));
        seg.extend(std::iter::repeat_n(0, pad).chain(s.iter().copied()));
        pos.extend((0..pad as i32).chain(q.iter().copied()));
        last.push((*s.last().unwrap(), *q.last().unwrap()));
    }
    let call = |prog: &Program,
                tok: &[i32],
                seg: &[i32],
                pos: &[i32],
                start: usize,
                cache: &mut Vec<HostTensor>| {
        let l = (tok.len() / bs) as i64;
        let mut args = m.state.clone();
        for x in [tok, seg, pos] {
            args.push(HostTensor::from_i32(&[bs as i64, l], x).unwrap());
        }
        args.push(HostTensor::scalar_i32(start as i32));
        args.append(cache);
        let mut out = prog.run(&args);
        let z = to_f64(&out.remove(0));
        *cache = out;
        z
    };
    let v = m.cfg.model.vocab_size;
    let mut z = call(&prefill, &tok, &seg, &pos, 0, &mut cache);
    let (mut all_logits, mut generated) = (vec![vec![]; bs], vec![vec![]; bs]);
    for s in 0..steps {
        let mut next = Vec::new();
        for r in 0..bs {
            let row = z[r * v..(r + 1) * v].to_vec();
            next.push(argmax(&row));
            all_logits[r].push(row);
            generated[r].push(next[r]);
        }
        if s + 1 == steps {
            break;
        }
        let seg: Vec<i32> = last.iter().map(|&(sg, _)| sg).collect();
        let pos: Vec<i32> = last.iter().map(|&(_, q)| q + 1 + s as i32).collect();
        z = call(&step, &next, &seg, &pos, p + s, &mut cache);
    }
    (all_logits, generated)
}

/// Greedy generation by recomputing the whole row each step: the logits before each token.
fn recompute(m: &Model, prompt: &[i32], steps: usize) -> (Vec<Vec<f64>>, Vec<i32>) {
    let mut row = prompt.to_vec();
    let (mut zs, mut toks) = (vec![], vec![]);
    for _ in 0..steps {
        let z = full_logits(m, &row).pop().unwrap();
        let t = argmax(&z);
        zs.push(z);
        toks.push(t);
        row.push(t);
    }
    (zs, toks)
}

fn prompts() -> Vec<Vec<i32>> {
    vec![
        // Two documents: the second starts at the BOS in the middle.
        vec![BOS, 7, 3, 22, 9, 14, BOS, 5, 30],
        vec![BOS, 12],
        vec![BOS, 4, 4, 19, 2, 27],
    ]
}

fn compare(got: &[f64], want: &[f64], tol: f64, what: &str) {
    let scale = want.iter().fold(1.0f64, |a, x| a.max(x.abs()));
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        assert!(
            (g - w).abs() <= tol * scale,
            "{what}, logit {i}: {g} vs {w} (tolerance {} of {scale})",
            tol
        );
    }
}

fn check(dtype: DType, tol: f64) {
    let m = model_in(dtype);
    let steps = 5;
    let prompts = prompts();
    let (batched, tokens) = decode(&m, &prompts, steps);
    for (r, prompt) in prompts.iter().enumerate() {
        let (want, want_tokens) = recompute(&m, prompt, steps);
        for s in 0..steps {
            compare(
                &batched[r][s],
                &want[s],
                tol,
                &format!("row {r}, step {s} ({dtype:?})"),
            );
        }
        assert_eq!(tokens[r], want_tokens, "row {r}: greedy tokens");
        let (alone, alone_tokens) = decode(&m, std::slice::from_ref(prompt), steps);
        assert_eq!(
            alone_tokens[0], tokens[r],
            "row {r}: alone vs batched tokens"
        );
        for s in 0..steps {
            compare(
                &alone[0][s],
                &batched[r][s],
                tol,
                &format!("row {r}, step {s}: alone vs batched"),
            );
        }
    }
}

#[test]
fn prefill_and_decode_give_the_forward_logits_for_every_block_kind_f64() {
    // The logits come back as f32.
    check(DType::F64, 1e-6);
}

#[test]
fn prefill_and_decode_give_the_forward_logits_in_f32() {
    check(DType::F32, 2e-4);
}
