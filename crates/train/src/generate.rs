//! Text generation on the incremental-decoding programs ([`nam::graph::decode`]): a prefill of
//! the prompts, then one-token decodes, every block's state kept on the device between calls.
//!
//! Several prompts of different lengths generate at once: each row is **left-padded** to the
//! prompt bucket (the longest prompt rounded up to a power of two, at least
//! [`MIN_PROMPT_BUCKET`]), so every row's new token sits at the same cache slot. A row is BOS,
//! its prompt, then what it generated; its documents (a new one at each BOS) and the positions
//! in them are as in training. Programs are built once per `(rows, new tokens, cache slots)` and
//! compiled through the [`ExecutableCache`] when one is given: the cache length is the prompt
//! bucket plus the tokens to generate, rounded up to a power of two, at most the config's
//! `seq_len` (the rows the model was trained on).
//!
//! Each step picks every live row's next token ([`choose`]: the most likely at temperature 0,
//! else a seeded draw from the softmax over the top-k). A row stops at `max_new_tokens`, when
//! the model starts a new document (BOS, not kept), when the caller's stop test says so (stop
//! sequences), or when its row is full.

use crate::cache::{CacheError, ExecutableCache};
use crate::manifest::CacheOutcome;
use crate::trainer::element_type;
use nam::NamConfig;
use nam::graph::decode::{CacheLayout, extend_program};
use nam::graph::layout::{LayerLoop, StateLayout};
use nam::graph::model::ForwardOptions;
use pjrt::{Buffer, Client, CompileOptions, ElementType, HostTensor, LoadedExecutable};
use std::collections::HashMap;
use std::rc::Rc;
use std::time::Instant;

/// The smallest prompt bucket: shorter prompts share one prefill program.
pub const MIN_PROMPT_BUCKET: usize = 16;

/// How the next token is picked.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Sampling {
    /// Softmax temperature; 0 picks the most likely token.
    pub temperature: f64,
    /// Draw only among the K most likely tokens (0: all).
    pub top_k: usize,
    /// Seed of the draws: the same seed gives the same tokens.
    pub seed: u64,
}

impl Sampling {
    /// The most likely token every time.
    pub const GREEDY: Sampling = Sampling {
        temperature: 0.0,
        top_k: 0,
        seed: 0,
    };
}

/// Why a row stopped generating.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopReason {
    /// It generated `max_new_tokens`.
    MaxTokens,
    /// The model started a new document (a BOS, not kept).
    EndOfDocument,
    /// The caller's stop test matched (a stop sequence).
    StopSequence,
    /// Its row reached the config's `seq_len`.
    RowFull,
}

impl StopReason {
    /// In words, for logs.
    pub fn describe(self) -> &'static str {
        match self {
            StopReason::MaxTokens => "max tokens reached",
            StopReason::EndOfDocument => "the model ended the document",
            StopReason::StopSequence => "a stop sequence",
            StopReason::RowFull => "the row is full (seq_len)",
        }
    }
}

/// What one prompt generated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generation {
    /// The new tokens (without a final BOS).
    pub tokens: Vec<u32>,
    /// Why it stopped.
    pub stop: StopReason,
}

/// Generation that cannot proceed.
#[derive(Debug, thiserror::Error)]
pub enum GenerateError {
    /// A prompt without a token (it needs at least the BOS).
    #[error("prompt {index} is empty: a prompt starts with the BOS token")]
    EmptyPrompt {
        /// Which prompt.
        index: usize,
    },
    /// A prompt that leaves no room in the row.
    #[error(
        "prompt {index} is {len} tokens with BOS and the model reads rows of {seq_len}: shorten it to at most {} tokens to leave room to generate",
        seq_len - 1
    )]
    PromptTooLong {
        /// Which prompt.
        index: usize,
        /// Its tokens.
        len: usize,
        /// The config's `seq_len`.
        seq_len: usize,
    },
    /// The state does not fit the config.
    #[error("{0}")]
    State(String),
    /// Building a program.
    #[error("building a decoding program: {0}")]
    Program(#[from] xla_hlo::Error),
    /// The plugin.
    #[error(transparent)]
    Plugin(#[from] pjrt::Error),
    /// The executable cache.
    #[error(transparent)]
    Cache(#[from] CacheError),
}

/// How one decoding program was obtained, for receipts.
#[derive(Debug, Clone, PartialEq)]
pub struct CompileRecord {
    /// `prefill[rows=8,new=64,cache=256]` or `decode[rows=8,cache=256]`.
    pub name: String,
    /// Hit or miss in the executable cache (`None`: compiled without one).
    pub outcome: Option<CacheOutcome>,
    /// Seconds to load or compile.
    pub seconds: f64,
}

/// A model ready to generate: its parameters on the device, its programs built on demand.
pub struct Generator<'c> {
    client: &'c Client,
    cfg: NamConfig,
    layout: StateLayout,
    opts: ForwardOptions,
    options: CompileOptions,
    cache: Option<ExecutableCache>,
    state: Vec<Buffer>,
    bos: u32,
    vocab: usize,
    programs: HashMap<(usize, usize, usize), Rc<LoadedExecutable>>,
    /// Every program obtained so far.
    pub compiles: Vec<CompileRecord>,
}

/// The smallest power of two at least `n` (and at least `floor`), at most `cap`.
fn bucket(n: usize, floor: usize, cap: usize) -> usize {
    n.max(floor).next_power_of_two().min(cap)
}

/// `state` (of `layout`) with every stacked entry split into its layers' own tensors, in the
/// unrolled layout of the same parameters: the decoding programs then read each layer's
/// weights as they are, where slicing them out of the stacking in the graph copied every
/// weight at every token (a third of nam-tiny's decode step on the CPU plugin).
fn unstacked(
    cfg: &NamConfig,
    layout: StateLayout,
    state: &[HostTensor],
) -> Result<(StateLayout, Vec<HostTensor>), GenerateError> {
    if layout.groups == 0 {
        return Ok((layout, state.to_vec()));
    }
    // Each member's bytes (a stacked entry holds its members one after another on axis 0).
    let mut members: HashMap<&str, (&[u8], &nam::graph::layout::StateEntry)> = HashMap::new();
    for (e, t) in layout.entries.iter().zip(state) {
        let each = t.bytes().len() / e.members.len().max(1);
        for (i, m) in e.members.iter().enumerate() {
            members.insert(m, (&t.bytes()[i * each..(i + 1) * each], e));
        }
    }
    let mut flat = nam::graph::layout::state_layout(&cfg.model, LayerLoop::Unrolled);
    let mut tensors = Vec::with_capacity(flat.entries.len());
    for e in &mut flat.entries {
        let [m] = e.members.as_slice() else {
            return Err(GenerateError::State(format!(
                "unrolled entry `{}` holds {} members",
                e.name,
                e.members.len()
            )));
        };
        let (bytes, from) = members.get(m.as_str()).ok_or_else(|| {
            GenerateError::State(format!("the state has no `{m}`: it is not of this config"))
        })?;
        e.dtype = from.dtype;
        e.group = from.group;
        tensors.push(HostTensor::new(
            element_type(e.dtype),
            &e.dims,
            bytes.to_vec(),
        )?);
    }
    Ok((flat, tensors))
}

/// Segment ids (a new one at the first token and at every BOS) and positions within the
/// document of a row's tokens.
pub fn documents(row: &[u32], bos: u32) -> (Vec<i32>, Vec<i32>) {
    let (mut seg, mut pos) = (Vec::with_capacity(row.len()), Vec::with_capacity(row.len()));
    let (mut s, mut start) = (0, 0);
    for (i, &t) in row.iter().enumerate() {
        if i == 0 || t == bos {
            s += 1;
            start = i;
        }
        seg.push(s);
        pos.push((i - start) as i32);
    }
    (seg, pos)
}

/// The options decoding programs are built with: one device, XLA attention and SSD scans, the
/// capacity MoE (no capacity limit: `nam::graph::decode`), no rematerialisation.
pub fn decode_options(cfg: &NamConfig) -> ForwardOptions {
    ForwardOptions {
        mesh: nam::Mesh::SINGLE,
        remat: false,
        moe: nam::graph::moe::MoeBackend::Capacity,
        ..ForwardOptions::new(cfg, LayerLoop::Scan)
            .with_attention(nam::graph::attention::ResolvedBackend::Xla)
            .with_sublayer_backends(nam::graph::model::SublayerBackends::XLA)
    }
}

impl<'c> Generator<'c> {
    /// A generator of `cfg` on `client` (its first device) with `state` (the tensors of
    /// `layout`'s entries, as a checkpoint holds them): programs built with [`decode_options`]
    /// and compiled single-device with `[compiler]`'s options for the client's platform, without
    /// a persistent cache ([`Self::with_cache`] gives one). `bos` starts a document; tokens from
    /// `vocab` up (a vocabulary padded beyond the tokenizer's) are never drawn.
    pub fn new(
        client: &'c Client,
        cfg: NamConfig,
        layout: StateLayout,
        state: &[HostTensor],
        bos: u32,
        vocab: usize,
    ) -> Result<Self, GenerateError> {
        let opts = decode_options(&cfg);
        let options = crate::mesh::with_compiler_options(
            CompileOptions::single_device(),
            &cfg.compiler,
            crate::trainer::platform_of(client.plugin().kind()),
        );
        if state.len() != layout.entries.len() {
            return Err(GenerateError::State(format!(
                "{} state tensors for a layout of {} entries",
                state.len(),
                layout.entries.len()
            )));
        }
        let (layout, state) = unstacked(&cfg, layout, state)?;
        let state = state
            .iter()
            .map(|t| client.buffer_from_host(t, 0))
            .collect::<pjrt::Result<Vec<_>>>()?;
        Ok(Generator {
            client,
            vocab: vocab.min(cfg.model.vocab_size),
            cfg,
            layout,
            opts,
            options,
            cache: None,
            state,
            bos,
            programs: HashMap::new(),
            compiles: Vec::new(),
        })
    }

    /// This generator with its programs kept in (and loaded from) `cache`.
    pub fn with_cache(mut self, cache: Option<ExecutableCache>) -> Self {
        self.cache = cache;
        self
    }

    /// The config's rows: no prompt and generation together exceed them.
    pub fn seq_len(&self) -> usize {
        self.cfg.model.seq_len
    }

    /// The prompt bucket and cache length of a generation whose longest prompt is `longest`
    /// tokens (it must leave room in the row) and that generates up to `max_new_tokens`.
    fn buckets(&self, longest: usize, max_new_tokens: usize) -> (usize, usize) {
        let seq_len = self.seq_len();
        let prompt_len = match bucket(longest, MIN_PROMPT_BUCKET, seq_len) {
            b if b < seq_len => b,
            _ => longest,
        };
        let cache_len = bucket(prompt_len + max_new_tokens.max(1), 1, seq_len);
        (prompt_len, cache_len)
    }

    /// Builds and compiles (or loads) the prefill and decode programs a [`Self::generate`] of
    /// `rows` prompts, the longest `longest` tokens, up to `max_new_tokens` each, will use, so
    /// that generation itself compiles nothing.
    pub fn prepare(
        &mut self,
        rows: usize,
        longest: usize,
        max_new_tokens: usize,
    ) -> Result<(), GenerateError> {
        let (prompt_len, cache_len) = self.buckets(longest.min(self.seq_len() - 1), max_new_tokens);
        self.program(rows, prompt_len, cache_len)?;
        self.program(rows, 1, cache_len)?;
        Ok(())
    }

    /// The program extending `rows` rows by `new` tokens with `cache_len` slots.
    fn program(
        &mut self,
        rows: usize,
        new: usize,
        cache_len: usize,
    ) -> Result<Rc<LoadedExecutable>, GenerateError> {
        if let Some(p) = self.programs.get(&(rows, new, cache_len)) {
            return Ok(p.clone());
        }
        let caches = CacheLayout::new(&self.cfg.model, &self.opts.precision(), rows, cache_len);
        let program = extend_program(&self.cfg, &self.layout, &self.opts, &caches, new)?;
        let name = match new {
            1 => format!("decode[rows={rows},cache={cache_len}]"),
            n => format!("prefill[rows={rows},new={n},cache={cache_len}]"),
        };
        let started = Instant::now();
        let (exe, outcome) = match &self.cache {
            Some(cache) => {
                let c = cache.get_or_compile(self.client, &program.text, &self.options, "")?;
                (c.executable, Some(c.outcome))
            }
            None => (self.client.compile(&program.text, &self.options)?, None),
        };
        self.compiles.push(CompileRecord {
            name,
            outcome,
            seconds: started.elapsed().as_secs_f64(),
        });
        let exe = Rc::new(exe);
        self.programs.insert((rows, new, cache_len), exe.clone());
        Ok(exe)
    }

    /// Empty caches of `layout` on the device.
    fn empty_caches(&self, layout: &CacheLayout) -> Result<Vec<Buffer>, GenerateError> {
        layout
            .entries
            .iter()
            .map(|e| {
                let n = e.dims.iter().product::<i64>() as usize;
                // Segment caches start at their markers; every state starts at zero.
                let t = match element_type(e.dtype) {
                    ElementType::S32 => HostTensor::from_i32(&e.dims, &vec![e.fill as i32; n])?,
                    dtype => HostTensor::zeros(dtype, &e.dims)?,
                };
                Ok(self.client.buffer_from_host(&t, 0)?)
            })
            .collect()
    }

    /// One call of `exe`: the new tokens' ids, segments and positions (`[rows, new]`), the
    /// first slot, the caches (consumed, replaced by the updated ones). Returns the logits
    /// `[rows][vocab]`.
    fn call(
        &self,
        exe: &LoadedExecutable,
        rows: usize,
        arrays: [&[i32]; 3],
        start: usize,
        caches: &mut Vec<Buffer>,
    ) -> Result<Vec<Vec<f32>>, GenerateError> {
        let new = (arrays[0].len() / rows) as i64;
        let mut uploads = Vec::with_capacity(4);
        for a in arrays {
            let t = HostTensor::from_i32(&[rows as i64, new], a)?;
            uploads.push(self.client.buffer_from_host(&t, 0)?);
        }
        let start = HostTensor::scalar_i32(start as i32);
        uploads.push(self.client.buffer_from_host(&start, 0)?);
        let mut inputs: Vec<&Buffer> = self.state.iter().collect();
        inputs.extend(uploads.iter());
        inputs.extend(caches.iter());
        let mut out = exe.execute(&[inputs])?.remove(0);
        let rest = out.split_off(1);
        *caches = rest;
        let logits = out[0].to_host()?.to_f32()?;
        let v = self.cfg.model.vocab_size;
        Ok((0..rows)
            .map(|r| logits[r * v..r * v + self.vocab].to_vec())
            .collect())
    }

    /// Generates up to `max_new_tokens` after each prompt (token ids, each starting with BOS),
    /// all at once. `stop(row, tokens)` is asked after each new token (stop sequences);
    /// `on_token(row, token)` hears every kept token as it comes.
    pub fn generate(
        &mut self,
        prompts: &[Vec<u32>],
        max_new_tokens: usize,
        sampling: &Sampling,
        stop: &mut dyn FnMut(usize, &[u32]) -> bool,
        on_token: &mut dyn FnMut(usize, u32),
    ) -> Result<Vec<Generation>, GenerateError> {
        let seq_len = self.seq_len();
        for (index, p) in prompts.iter().enumerate() {
            if p.is_empty() {
                return Err(GenerateError::EmptyPrompt { index });
            }
            if p.len() >= seq_len {
                return Err(GenerateError::PromptTooLong {
                    index,
                    len: p.len(),
                    seq_len,
                });
            }
        }
        let rows = prompts.len();
        if rows == 0 {
            return Ok(Vec::new());
        }
        let longest = prompts.iter().map(Vec::len).max().unwrap_or(1);
        let (prompt_len, cache_len) = self.buckets(longest, max_new_tokens);
        let layout = CacheLayout::new(&self.cfg.model, &self.opts.precision(), rows, cache_len);
        let prefill = self.program(rows, prompt_len, cache_len)?;
        let step = self.program(rows, 1, cache_len)?;
        let mut caches = self.empty_caches(&layout)?;

        // The prompts, left-padded with segment 0.
        let (mut tok, mut seg, mut pos) = (Vec::new(), Vec::new(), Vec::new());
        let mut last: Vec<(i32, i32)> = Vec::with_capacity(rows);
        for p in prompts {
            let pad = prompt_len - p.len();
            let (s, q) = documents(p, self.bos);
            tok.extend(std::iter::repeat_n(0, pad).chain(p.iter().map(|&t| t as i32)));
            seg.extend(std::iter::repeat_n(0, pad).chain(s.iter().copied()));
            pos.extend((0..pad as i32).chain(q.iter().copied()));
            last.push((s[s.len() - 1], q[q.len() - 1]));
        }
        let mut logits = self.call(&prefill, rows, [&tok, &seg, &pos], 0, &mut caches)?;
        let mut draws: Vec<Draws> = (0..rows)
            .map(|r| Draws::new(sampling.seed, r as u64))
            .collect();
        let mut out: Vec<Option<Generation>> = vec![None; rows];
        let mut tokens: Vec<Vec<u32>> = vec![Vec::new(); rows];
        for step_index in 0.. {
            let mut next = vec![0i32; rows];
            for r in 0..rows {
                if out[r].is_some() {
                    continue;
                }
                let t = choose(
                    &logits[r],
                    sampling.temperature,
                    sampling.top_k,
                    &mut draws[r],
                ) as u32;
                let stopped = if t == self.bos {
                    Some(StopReason::EndOfDocument)
                } else {
                    tokens[r].push(t);
                    on_token(r, t);
                    next[r] = t as i32;
                    if stop(r, &tokens[r]) {
                        Some(StopReason::StopSequence)
                    } else if tokens[r].len() >= max_new_tokens {
                        Some(StopReason::MaxTokens)
                    } else if prompt_len + step_index + 1 >= cache_len {
                        Some(StopReason::RowFull)
                    } else {
                        None
                    }
                };
                if let Some(stop) = stopped {
                    out[r] = Some(Generation {
                        tokens: std::mem::take(&mut tokens[r]),
                        stop,
                    });
                }
            }
            if out.iter().all(Option::is_some) {
                break;
            }
            let seg: Vec<i32> = last.iter().map(|&(s, _)| s).collect();
            let pos: Vec<i32> = last
                .iter()
                .map(|&(_, q)| q + 1 + step_index as i32)
                .collect();
            let start = prompt_len + step_index;
            logits = self.call(&step, rows, [&next, &seg, &pos], start, &mut caches)?;
        }
        Ok(out
            .into_iter()
            .map(|g| g.expect("every row stopped"))
            .collect())
    }
}

/// A small seeded generator (SplitMix64): the same seed gives the same draws everywhere.
#[derive(Debug, Clone)]
pub struct Draws(u64);

impl Draws {
    /// The draws of row `row` under `seed` (row 0 of seed `s` is the stream `s` itself).
    pub fn new(seed: u64, row: u64) -> Self {
        Draws(seed ^ row.wrapping_mul(0xD1B5_4A32_D192_ED03))
    }

    /// A uniform draw in `[0, 1)` with 53 random bits.
    pub fn uniform(&mut self) -> f64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 11) as f64 / (1u64 << 53) as f64
    }
}

/// The next token from `logits`: the most likely one (lowest id on ties) when `temperature` is
/// 0, else a draw from `softmax(logits / temperature)` restricted to the `top_k` most likely
/// (0: all).
pub fn choose(logits: &[f32], temperature: f64, top_k: usize, draws: &mut Draws) -> usize {
    // Most likely first, lower id first among equals; NaN last.
    let before = |a: &usize, b: &usize| {
        logits[*b]
            .partial_cmp(&logits[*a])
            .unwrap_or_else(|| logits[*a].is_nan().cmp(&logits[*b].is_nan()))
            .then(a.cmp(b))
    };
    let mut order: Vec<usize> = (0..logits.len()).collect();
    if temperature <= 0.0 {
        // One pass, no sort: this runs once per row and token.
        return order
            .into_iter()
            .min_by(before)
            .expect("logits are not empty");
    }
    if top_k > 0 && top_k < order.len() {
        order.select_nth_unstable_by(top_k - 1, before);
        order.truncate(top_k);
    }
    order.sort_by(before);
    let top = f64::from(logits[order[0]]);
    let weights: Vec<f64> = order
        .iter()
        .map(|&i| ((f64::from(logits[i]) - top) / temperature).exp())
        .collect();
    let total: f64 = weights.iter().sum();
    let mut u = draws.uniform() * total;
    for (&i, w) in order.iter().zip(&weights) {
        if u < *w {
            return i;
        }
        u -= w;
    }
    order[weights.len() - 1]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn temperature_zero_is_the_most_likely_token_with_ties_to_the_lower_id() {
        let mut d = Draws::new(1, 0);
        assert_eq!(choose(&[0.1, 2.0, -1.0, 2.0], 0.0, 0, &mut d), 1);
        assert_eq!(choose(&[f32::NAN, 0.5, 0.2], 0.0, 0, &mut d), 1);
        // top-k 1 is the most likely token at any temperature.
        assert_eq!(choose(&[0.1, 2.0, -1.0, 3.0], 5.0, 1, &mut d), 3);
    }

    #[test]
    fn draws_follow_the_softmax_of_the_top_k() {
        // logits ln(1), ln(2), ln(3), ln(100) at temperature 1, top-k 3: ids 3, 2, 1 with
        // weights 100, 3, 2 over 105.
        let logits = [1f32.ln(), 2f32.ln(), 3f32.ln(), 100f32.ln()];
        let mut d = Draws::new(7, 0);
        let n = 200_000;
        let mut counts = [0usize; 4];
        for _ in 0..n {
            counts[choose(&logits, 1.0, 3, &mut d)] += 1;
        }
        assert_eq!(counts[0], 0, "id 0 is outside the top 3");
        for (id, want) in [(1, 2.0 / 105.0), (2, 3.0 / 105.0), (3, 100.0 / 105.0)] {
            let got = counts[id] as f64 / n as f64;
            // Binomial standard error at n = 200k is below 5e-4 here.
            assert!((got - want).abs() < 2e-3, "id {id}: {got} vs {want}");
        }
        // Temperature 2 flattens: weights sqrt(100), sqrt(3), sqrt(2).
        let mut counts = [0usize; 4];
        for _ in 0..n {
            counts[choose(&logits, 2.0, 3, &mut d)] += 1;
        }
        let z = 10.0 + 3f64.sqrt() + 2f64.sqrt();
        let got = counts[3] as f64 / n as f64;
        assert!((got - 10.0 / z).abs() < 3e-3, "{got} vs {}", 10.0 / z);
    }

    #[test]
    fn the_same_seed_gives_the_same_draws_and_rows_differ() {
        let (mut a, mut b) = (Draws::new(42, 0), Draws::new(42, 0));
        let xs: Vec<f64> = (0..5).map(|_| a.uniform()).collect();
        let ys: Vec<f64> = (0..5).map(|_| b.uniform()).collect();
        assert_eq!(xs, ys);
        assert!(xs.iter().all(|x| (0.0..1.0).contains(x)));
        assert_ne!(xs[0], Draws::new(43, 0).uniform());
        assert_ne!(xs[0], Draws::new(42, 1).uniform());
    }

    #[test]
    fn documents_start_at_each_bos() {
        let (seg, pos) = documents(&[9, 4, 5, 9, 7], 9);
        assert_eq!(seg, vec![1, 1, 1, 2, 2]);
        assert_eq!(pos, vec![0, 1, 2, 0, 1]);
    }

    #[test]
    fn buckets_are_powers_of_two_within_the_row() {
        assert_eq!(bucket(3, MIN_PROMPT_BUCKET, 256), 16);
        assert_eq!(bucket(17, MIN_PROMPT_BUCKET, 256), 32);
        assert_eq!(bucket(200, MIN_PROMPT_BUCKET, 256), 256);
        assert_eq!(bucket(300, 1, 256), 256);
    }
}
