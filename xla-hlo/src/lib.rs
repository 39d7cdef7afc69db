//! Typed StableHLO graph builder with shape inference, reverse-mode autodiff and byte-stable emission.
