//! The next-token program of `namtrain sample`: the model's softcapped logits at one position
//! of one row.
//!
//! Inputs: the state entries ([`StateLayout`] names, as a checkpoint holds them), `tokens`
//! (i32 `[1, seq_len]`: BOS, the prompt, the tokens generated so far, then anything), and
//! `position` (i32 scalar). Output: `logits` (f32 `[vocab_size]`), the main head's logits at
//! `position`, i.e. the distribution of the token after `tokens[position]`.
//!
//! The row is one document (segment 0 everywhere). Every block is causal — attention masks
//! later keys, Mamba-2 and M2RNN scan left to right — so whatever sits after `position` does
//! not change the logits at `position`: one program of fixed length serves every step of a
//! generation, compiled once. The exception would be capacity-limited MoE routing, where
//! later tokens compete for an expert's slots; the program is therefore built with a capacity
//! factor of `n_routed / top_k` (every token keeps its top-k experts, as at inference in
//! every MoE we know of), so no token is dropped and the logits at `position` depend only on
//! the tokens up to it.

use super::context::cast;
use super::head::logits;
use super::layout::StateLayout;
use super::model::{BatchInputs, ForwardOptions, forward};
use super::program::{ProgramIo, ProgramKind, StepProgram};
use crate::config::NamConfig;
use xla_hlo::{DType, Error, Result};

/// Input name of the row of tokens.
pub const TOKENS: &str = "tokens";
/// Input name of the position whose next-token logits are returned.
pub const POSITION: &str = "position";
/// Output name of the logits.
pub const LOGITS: &str = "logits";

/// `cfg` as the next-token program runs it: MoE capacity large enough that no token is
/// dropped (see the module doc). Parameters and the forward function are unchanged.
pub fn sampling_config(cfg: &NamConfig) -> NamConfig {
    let mut cfg = cfg.clone();
    if let Some(k) = cfg
        .model
        .top_k
        .filter(|&k| k > 0 && cfg.model.n_routed() > 0)
    {
        let all = cfg.model.n_routed() as f64 / k as f64;
        cfg.model.capacity_factor = cfg.model.capacity_factor.max(all);
    }
    cfg
}

/// The next-token program of `cfg` (one device, one row of `cfg.model.seq_len` tokens).
pub fn next_token_program(
    cfg: &NamConfig,
    layout: &StateLayout,
    opts: &ForwardOptions,
) -> Result<StepProgram> {
    if !opts.mesh.is_single() {
        return Err(Error::Usage(
            "next_token_program: sampling runs on one device; build it with Mesh::SINGLE".into(),
        ));
    }
    let mut cfg = sampling_config(cfg);
    cfg.mesh = opts.mesh;
    let mut io = ProgramIo::new(&cfg, layout);
    let state: Vec<_> = layout
        .entries
        .iter()
        .map(|e| io.input(&e.name, e.dtype, &e.dims))
        .collect();
    let t = cfg.model.seq_len as i64;
    let tokens = io.input(TOKENS, DType::I32, &[1, t]);
    let position = io.input(POSITION, DType::I32, &[]);
    let zeros = io.b.full(0.0, DType::I32, &[1, t]);
    let batch = BatchInputs {
        tokens: tokens.clone(),
        targets: zeros.clone(),
        segment_ids: zeros.clone(),
        loss_mask: zeros,
    };
    let out = forward(&io.b, &cfg.model, layout, &state, &batch, opts)?;
    let d = cfg.model.d_model as i64;
    let zero = io.b.scalar(0.0, DType::I32);
    let h = out
        .final_hidden
        .dynamic_slice(&[&zero, &position, &zero], &[1, 1, d]);
    let lm_head = &state[layout
        .index("lm_head")
        .ok_or_else(|| Error::Usage("next_token_program: the state has no lm_head".into()))?];
    let z = logits(&h, lm_head, cfg.model.logit_softcap, &opts.precision());
    let v = cfg.model.vocab_size as i64;
    io.output(LOGITS, &cast(&z, DType::F32).reshape(&[v]));
    io.finish(ProgramKind::Logits)
}
