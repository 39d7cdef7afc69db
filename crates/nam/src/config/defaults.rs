//! The default of every config key that has one (`docs/model.md#model-keys-and-defaults`), by
//! the name its `#[serde(default = "defaults::...")]` attribute gives.

use super::{Activation, Dtype};
pub fn rope_theta() -> f64 {
    10_000.0
}
pub fn window_pattern() -> String {
    "G".into()
}
pub fn logit_softcap() -> f64 {
    15.0
}
pub fn relu2() -> Activation {
    Activation::Relu2
}
pub fn swiglu() -> Activation {
    Activation::Swiglu
}
pub fn one() -> f64 {
    1.0
}
pub fn one_usize() -> usize {
    1
}
pub fn yes() -> bool {
    true
}
pub fn capacity_factor() -> f64 {
    1.25
}
pub fn bias_rate() -> f64 {
    1e-3
}
pub fn expand() -> usize {
    2
}
pub fn ssm_state() -> usize {
    128
}
pub fn ssm_head_dim() -> usize {
    64
}
pub fn conv_kernel() -> usize {
    4
}
pub fn chunk() -> usize {
    64
}
pub fn r_k_head() -> usize {
    64
}
pub fn r_v_head() -> usize {
    16
}
pub fn mtp_beta() -> f64 {
    0.6
}
pub fn mtp_lambda() -> f64 {
    0.3
}
pub fn mtp_pattern() -> String {
    "AF".into()
}
pub fn muon_lr() -> f64 {
    0.02
}
pub fn muon_momentum() -> f64 {
    0.95
}
pub fn ns_steps() -> usize {
    5
}
pub fn adamw_lr() -> f64 {
    0.004
}
pub fn adamw_embed_lr() -> f64 {
    0.2
}
pub fn beta1() -> f64 {
    0.8
}
pub fn beta2() -> f64 {
    0.95
}
pub fn adamw_eps() -> f64 {
    1e-10
}
pub fn steps() -> usize {
    1000
}
pub fn warmdown_frac() -> f64 {
    0.2
}
pub fn f32() -> Dtype {
    Dtype::F32
}
pub fn bf16() -> Dtype {
    Dtype::Bf16
}
pub fn remat() -> bool {
    true
}
pub fn batch_size() -> usize {
    8
}
pub fn eval_every() -> usize {
    100
}
pub fn eval_batches() -> usize {
    4
}
pub fn keep_checkpoints() -> usize {
    3
}
pub fn log_every() -> usize {
    10
}
pub fn tokenizer() -> String {
    "runs/data/tokenizer.json".into()
}
pub fn shards() -> super::DataPaths {
    super::DataPaths::One("runs/data/shards".into())
}
pub fn text_column() -> String {
    "text".into()
}
pub fn is_text_column(column: &str) -> bool {
    column == "text"
}
pub fn pack_docs() -> usize {
    32
}
pub fn is_default_pack_docs(docs: &usize) -> bool {
    *docs == pack_docs()
}
pub fn is_default<T: Default + PartialEq>(value: &T) -> bool {
    *value == T::default()
}
pub fn is_one_usize(value: &usize) -> bool {
    *value == 1
}
pub fn code_max_tokens() -> usize {
    256
}
pub fn is_default_code_max_tokens(value: &usize) -> bool {
    *value == code_max_tokens()
}
pub fn code_compiler() -> String {
    "c++ -std=c++17 -O1".into()
}
pub fn is_default_code_compiler(value: &str) -> bool {
    value == code_compiler()
}
pub fn code_timeout() -> u64 {
    10
}
pub fn is_default_code_timeout(value: &u64) -> bool {
    *value == code_timeout()
}
