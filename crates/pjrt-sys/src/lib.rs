//! Raw bindgen bindings over the PJRT C API header (pjrt_c_api.h) from the pinned xla-cpu-pjrt package.
