//! Typed errors of graph construction, differentiation and emission.

/// Everything that can go wrong while building, differentiating or emitting a graph.
///
/// The builder keeps the *first* error (like XLA's `XlaBuilder`): an invalid op records it and returns a
/// poisoned tensor, later ops on poisoned tensors are skipped silently, and `check()`/`emit()` return it.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Error {
    /// An op was given operands or attributes that break its shape/type rule.
    #[error("{op}({operands}): {rule}")]
    Op {
        /// The op's name, e.g. `dot_general`.
        op: &'static str,
        /// The operands' types, e.g. `tensor<4x3xf32>, tensor<5x2xf32>`.
        operands: String,
        /// The rule that was broken, and the fix where one is obvious.
        rule: String,
    },
    /// The graph was used in a way the builder does not support (mixing graphs, bad `grad` target, ...).
    #[error("{0}")]
    Usage(String),
    /// Reverse-mode differentiation hit an op without a gradient rule.
    #[error("autodiff: {0}")]
    NotDifferentiable(String),
}

/// Result alias of this crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;
