//! Shared helpers for the whole-system tests in `tests/` and the benches in `benches/`.
