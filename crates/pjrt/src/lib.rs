//! Safe Rust API over the PJRT C API: plugins, clients, devices, buffers, compile, execute, topologies.
