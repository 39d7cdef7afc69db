//! Shared helpers of the `step_*` tests: a CPU client, a deterministic random source, f64/f32
//! comparisons.

#![allow(dead_code)]

use pjrt::{Client, HostTensor, LoadedExecutable};

/// A one-device client of the project's CPU plugin.
pub fn cpu() -> Client {
    Client::cpu(1).expect("the CPU plugin is installed by ./scripts/setup.sh")
}

/// Compiles a single-device program, showing the text on failure.
pub fn compile(client: &Client, text: &str) -> LoadedExecutable {
    client
        .compile(text, &test_support::quick_cpu_options())
        .unwrap_or_else(|e| {
            let dump =
                std::env::temp_dir().join(format!("nam-step-failed-{}.mlir", std::process::id()));
            let _ = std::fs::write(&dump, text);
            panic!(
                "compile failed: {e}\n(program written to {})\n{}",
                dump.display(),
                head(text)
            )
        })
}

fn head(text: &str) -> &str {
    &text[..text.len().min(4000)]
}

/// SplitMix64: a tiny deterministic generator for test data.
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }
    /// Next 64 random bits.
    pub fn bits(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in [0, 1).
    pub fn uniform(&mut self) -> f64 {
        (self.bits() >> 11) as f64 / (1u64 << 53) as f64
    }
    /// Standard normal (Box-Muller).
    pub fn normal(&mut self) -> f64 {
        let (u1, u2) = (self.uniform(), self.uniform());
        (-2.0 * (1.0 - u1).ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
    }
    /// `n` normals times `scale`, rounded to f32 and back so host and device see the same values.
    pub fn normals(&mut self, n: usize, scale: f64) -> Vec<f64> {
        (0..n)
            .map(|_| (self.normal() * scale) as f32 as f64)
            .collect()
    }
    /// Integer in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.bits() % n
    }
}

/// An f32 host tensor of f64 values.
pub fn f32_tensor(dims: &[usize], v: &[f64]) -> HostTensor {
    let d: Vec<i64> = dims.iter().map(|&x| x as i64).collect();
    let f: Vec<f32> = v.iter().map(|&x| x as f32).collect();
    HostTensor::from_f32(&d, &f).unwrap()
}

/// The values of an f32 host tensor as f64.
pub fn to_f64(t: &HostTensor) -> Vec<f64> {
    t.to_f32().unwrap().iter().map(|&x| x as f64).collect()
}

/// Largest `|a - b| / (atol + rtol |b|)`; below 1 means within tolerance.
pub fn worst(got: &[f64], want: &[f64], atol: f64, rtol: f64) -> f64 {
    assert_eq!(got.len(), want.len(), "lengths differ");
    got.iter()
        .zip(want)
        .map(|(a, b)| (a - b).abs() / (atol + rtol * b.abs()))
        .fold(0.0, f64::max)
}

/// Asserts `got` is within `atol + rtol |want|` of `want` elementwise.
pub fn assert_close(what: &str, got: &[f64], want: &[f64], atol: f64, rtol: f64) {
    let w = worst(got, want, atol, rtol);
    if w > 1.0 {
        let (i, _) = got
            .iter()
            .zip(want)
            .enumerate()
            .map(|(i, (a, b))| (i, (a - b).abs() / (atol + rtol * b.abs())))
            .fold((0, 0.0), |m, x| if x.1 > m.1 { x } else { m });
        panic!(
            "{what}: element {i} is {} but should be {} (atol {atol}, rtol {rtol}, {w:.2}x over)",
            got[i], want[i]
        );
    }
}

use nam::graph::layout::{LayerLoop, StateLayout, state_layout};
use nam::graph::program::ProgramSignature;
use nam::graph::step::optimizer_state_names;
use pjrt::Buffer;
use std::collections::HashMap;

/// Device buffers by signature name: the state a trainer carries between executions.
pub type Named = HashMap<String, Buffer>;

/// Runs `exe` with arguments taken by name: from `host` (uploaded) or else from `bufs`
/// (donated inputs are removed from `bufs`, as their buffers are consumed). Every output is
/// stored in `bufs` under its name.
pub fn run_named(
    client: &Client,
    exe: &LoadedExecutable,
    sig: &ProgramSignature,
    bufs: &mut Named,
    host: &[(&str, HostTensor)],
) {
    let mut uploaded: Vec<Buffer> = Vec::new();
    let mut taken: Vec<Buffer> = Vec::new();
    enum Src {
        Up(usize),
        Taken(usize),
        Kept(String),
    }
    let mut srcs = Vec::with_capacity(sig.inputs.len());
    for (i, s) in sig.inputs.iter().enumerate() {
        if let Some((_, t)) = host.iter().find(|(n, _)| *n == s.name) {
            uploaded.push(client.buffer_from_host(t, 0).unwrap());
            srcs.push(Src::Up(uploaded.len() - 1));
        } else if sig.donated_to(i).is_some() {
            let b = bufs
                .remove(&s.name)
                .unwrap_or_else(|| panic!("no buffer for donated input `{}`", s.name));
            taken.push(b);
            srcs.push(Src::Taken(taken.len() - 1));
        } else {
            assert!(
                bufs.contains_key(&s.name),
                "no buffer for input `{}`",
                s.name
            );
            srcs.push(Src::Kept(s.name.clone()));
        }
    }
    let args: Vec<&Buffer> = srcs
        .iter()
        .map(|s| match s {
            Src::Up(i) => &uploaded[*i],
            Src::Taken(i) => &taken[*i],
            Src::Kept(n) => &bufs[n],
        })
        .collect();
    let mut outs = exe.execute(&[args]).unwrap();
    for (s, b) in sig.outputs.iter().zip(outs.remove(0)) {
        bufs.insert(s.name.clone(), b);
    }
}

/// The f32 values of buffer `name`.
pub fn read(bufs: &Named, name: &str) -> Vec<f64> {
    to_f64(&bufs[name].to_host().unwrap())
}

/// The scalar f32 value of buffer `name`.
pub fn scalar(bufs: &Named, name: &str) -> f64 {
    read(bufs, name)[0]
}

/// The layer loop of the step tests' programs: the scan over stacked groups, as in production
/// (`step_modes` checks it against the unrolled program).
pub const LOOP: LayerLoop = LayerLoop::Scan;

/// A [`LOOP`] layout of `cfg` with initial state (from `nam::init` under `seed`) and zero
/// optimizer state uploaded by name.
pub fn initial_state(client: &Client, cfg: &nam::ModelConfig, seed: u64) -> (StateLayout, Named) {
    initial_state_in(client, cfg, seed, LOOP)
}

/// [`initial_state`] for the layout of layer loop `lp`.
pub fn initial_state_in(
    client: &Client,
    cfg: &nam::ModelConfig,
    seed: u64,
    lp: LayerLoop,
) -> (StateLayout, Named) {
    let layout = state_layout(cfg, lp);
    let init = nam::init::init(cfg, seed);
    let values = layout
        .pack(|name| init.iter().find(|t| t.name == name).map(|t| t.data.clone()))
        .unwrap();
    let mut bufs = Named::new();
    for (e, v) in layout.entries.iter().zip(values) {
        let t = HostTensor::from_f32(&e.dims, &v).unwrap();
        bufs.insert(e.name.clone(), client.buffer_from_host(&t, 0).unwrap());
        for n in optimizer_state_names(e) {
            let z = HostTensor::from_f32(&e.dims, &vec![0.0; e.numel()]).unwrap();
            bufs.insert(n, client.buffer_from_host(&z, 0).unwrap());
        }
    }
    (layout, bufs)
}

/// A batch of `rows` packed rows of length `seq` in the data contract's layout: two documents
/// per row (the second starting at a row-dependent position), random tokens below `vocab`,
/// and the last `pad` positions of every row masked out. Every row has the same number of loss
/// positions and documents, so equal-sized micro-batches carry equal loss weight.
pub struct HostBatch {
    /// Rows.
    pub rows: usize,
    /// Positions per row.
    pub seq: usize,
    /// `tokens`, `targets`, `segment_ids`, `loss_mask`, row-major.
    pub arrays: [Vec<i32>; 4],
}

impl HostBatch {
    /// A random batch (see the type docs).
    pub fn random(rng: &mut Rng, rows: usize, seq: usize, vocab: usize, pad: usize) -> Self {
        let mut a: [Vec<i32>; 4] = Default::default();
        for r in 0..rows {
            let cut = 3 + (r * 5) % (seq - 6);
            for t in 0..seq {
                a[0].push(rng.below(vocab as u64) as i32);
                a[1].push(rng.below(vocab as u64) as i32);
                a[2].push(if t < cut { 1 } else { 2 });
                a[3].push(i32::from(t < seq - pad));
            }
        }
        HostBatch {
            rows,
            seq,
            arrays: a,
        }
    }

    /// Rows `start..end` as a batch of their own.
    pub fn rows(&self, start: usize, end: usize) -> Self {
        let s = self.seq;
        HostBatch {
            rows: end - start,
            seq: s,
            arrays: self.arrays.clone().map(|v| v[start * s..end * s].to_vec()),
        }
    }

    /// `(name, tensor)` pairs for [`run_named`].
    pub fn named(&self) -> Vec<(&'static str, HostTensor)> {
        let d = [self.rows as i64, self.seq as i64];
        nam::graph::step::BATCH_NAMES
            .iter()
            .zip(&self.arrays)
            .map(|(n, v)| (*n, HostTensor::from_i32(&d, v).unwrap()))
            .collect()
    }

    /// The batch for `nam::reference::model::forward`.
    pub fn reference(&self) -> nam::reference::model::HostBatch {
        let [tokens, targets, segment_ids, loss_mask] = self.arrays.clone();
        nam::reference::model::HostBatch {
            batch: self.rows,
            seq: self.seq,
            tokens,
            targets,
            segment_ids,
            loss_mask,
        }
    }
}

/// `step` and the learning-rate inputs of one update, as named host tensors.
pub fn update_inputs(
    step: usize,
    lrs: &nam::graph::step::LearningRates,
) -> Vec<(&'static str, HostTensor)> {
    let mut v = vec![(nam::graph::step::STEP, HostTensor::scalar_i32(step as i32))];
    for (n, x) in lrs.named() {
        v.push((n, HostTensor::scalar_f32(x as f32)));
    }
    v
}

/// A small hybrid with every block kind (F in the MTP block), MoE in the MTP block (two depths
/// sharing its bias), z-loss and weight decay on, clipping at `grad_clip` (0: off), and
/// `extra_optimizer` lines appended to `[optimizer]`. Small because XLA's CPU compile time
/// grows with the program: its step compiles in well under a minute.
pub fn every_kind_config(grad_clip: f64, extra_optimizer: &str) -> nam::NamConfig {
    nam::NamConfig::from_toml_str(&format!(
        "[model]\ndepth = 4\npattern = \"AEMR\"\nd_model = 16\nvocab_size = 48\nseq_len = 16\n\
         n_head = 2\nn_kv_head = 1\nhead_dim = 8\nwindow_pattern = \"LG\"\nwindow = 4\n\
         n_routed = 4\ntop_k = 2\nn_shared = 1\nexpert_hidden = 8\ncapacity_factor = 2.0\n\
         bias_rate = 0.01\nz_coef = 0.001\nssm_state = 4\nssm_head_dim = 8\nchunk = 8\n\
         r_heads = 2\nr_k_head = 4\nr_v_head = 4\nffn_hidden = 24\n\
         mtp_depth = 2\nmtp_pattern = \"EF\"\n\
         [optimizer]\nmuon_weight_decay = 0.01\nadamw_weight_decay = 0.01\ngrad_clip = {grad_clip}\n\
         {extra_optimizer}\
         [schedule]\nsteps = 100\nwarmup_steps = 10\nwarmdown_frac = 0.5\n\
         [precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\n"
    ))
    .unwrap()
}
