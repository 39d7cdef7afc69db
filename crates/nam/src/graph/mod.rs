//! The NAM model as `xla-hlo` graphs: the forward pass (layout, blocks, losses) and the
//! training-step programs built on it (in-graph optimizers, compile modes A and B, eval).

pub mod adamw;
pub mod attention;
pub mod context;
pub mod conv;
pub mod decode;
pub mod embed;
pub mod eval;
pub mod ffn;
pub mod head;
pub mod layout;
pub mod m2rnn;
pub mod mamba;
pub mod model;
pub mod moe;
pub mod mtp;
pub mod muon;
pub mod program;
pub mod replica;
pub mod rotary;
pub mod sample;
pub mod sharding;
mod stack;
pub mod step;
