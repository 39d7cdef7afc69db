//! Raw bindgen bindings over the PJRT C API header (`pjrt_c_api.h`) from the pinned
//! `xla-cpu-pjrt` package.
//!
//! Nothing here is safe to use directly; the `pjrt` crate wraps it. The header is found at
//! `$PJRT_C_API_HEADER` or in the project venv that `./scripts/setup.sh` creates.

#![allow(non_upper_case_globals, non_camel_case_types, non_snake_case)]
#![allow(clippy::all, missing_docs, rustdoc::all, unnecessary_transmutes)]

include!(concat!(env!("OUT_DIR"), "/bindings.rs"));

/// The header's major PJRT API version, as a Rust constant of the field's type.
pub const HEADER_API_MAJOR: i32 = PJRT_API_MAJOR as i32;
/// The header's minor PJRT API version, as a Rust constant of the field's type.
pub const HEADER_API_MINOR: i32 = PJRT_API_MINOR as i32;
