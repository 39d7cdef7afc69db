//! Generates bindings over `pjrt_c_api.h`.
//!
//! The header is never committed: it comes from the pinned `xla-cpu-pjrt` package that
//! `scripts/setup.sh` installs into the project venv. `PJRT_C_API_HEADER` overrides the path.

use std::env;
use std::path::{Path, PathBuf};

const HEADER_ENV: &str = "PJRT_C_API_HEADER";
const HEADER_IN_SITE_PACKAGES: &str = "xla_plugins/xla_cpu_pjrt/include/pjrt_c_api.h";

fn main() {
    println!("cargo:rerun-if-env-changed={HEADER_ENV}");
    println!("cargo:rerun-if-env-changed=LIBCLANG_PATH");
    let header = match find_header() {
        Ok(h) => h,
        Err(msg) => {
            // A panic in build.rs is the way to fail the build with a message.
            panic!("{msg}");
        }
    };
    println!("cargo:rerun-if-changed={}", header.display());
    // Downstream build scripts can read this as DEP_PJRT_C_API_HEADER.
    println!("cargo:header={}", header.display());

    let bindings = bindgen::Builder::default()
        .header(header.to_string_lossy())
        .allowlist_type("PJRT_.*")
        .allowlist_var("PJRT_.*")
        .allowlist_function("PJRT_.*|GetPjrtApi")
        // Newtype enums: a newer plugin may return values our header does not know, which would be
        // undefined behaviour for a Rust enum.
        .default_enum_style(bindgen::EnumVariation::NewType {
            is_bitfield: false,
            is_global: false,
        })
        .prepend_enum_name(false)
        // The header's `enum { PJRT_X_STRUCT_SIZE = ... }` constants become plain integers.
        .constified_enum("_bindgen_ty_.*")
        .derive_default(true)
        .derive_debug(true)
        .layout_tests(true)
        .generate_comments(true)
        .generate()
        .unwrap_or_else(|e| {
            panic!(
                "bindgen failed on {}: {e}. Is libclang installed? (run ./scripts/setup.sh)",
                header.display()
            )
        });
    let out = PathBuf::from(env::var("OUT_DIR").expect("cargo sets OUT_DIR")).join("bindings.rs");
    bindings
        .write_to_file(&out)
        .unwrap_or_else(|e| panic!("cannot write {}: {e}", out.display()));
}

/// `$PJRT_C_API_HEADER`, else the project venv's `xla-cpu-pjrt` package.
fn find_header() -> Result<PathBuf, String> {
    if let Some(p) = env::var_os(HEADER_ENV) {
        let p = PathBuf::from(p);
        return if p.is_file() {
            Ok(p)
        } else {
            Err(format!(
                "{HEADER_ENV}={} does not name a file; unset it or point it at pjrt_c_api.h",
                p.display()
            ))
        };
    }
    let manifest =
        PathBuf::from(env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let mut searched = Vec::new();
    for dir in manifest.ancestors() {
        let lib = dir.join(".venv").join("lib");
        if !lib.is_dir() {
            continue;
        }
        println!("cargo:rerun-if-changed={}", lib.display());
        for cand in python_site_packages(&lib) {
            let h = cand.join(HEADER_IN_SITE_PACKAGES);
            if h.is_file() {
                return Ok(h);
            }
            searched.push(h);
        }
    }
    Err(format!(
        "pjrt_c_api.h not found (looked for .venv/lib/python3*/site-packages/{HEADER_IN_SITE_PACKAGES} above {}{}). \
         Run ./scripts/setup.sh to install the pinned xla-cpu-pjrt package, or set {HEADER_ENV}.",
        manifest.display(),
        if searched.is_empty() {
            String::new()
        } else {
            format!("; tried {searched:?}")
        }
    ))
}

/// `lib/python3*/site-packages` directories, sorted for a deterministic choice.
fn python_site_packages(lib: &Path) -> Vec<PathBuf> {
    let mut out: Vec<PathBuf> = std::fs::read_dir(lib)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .filter(|e| e.file_name().to_string_lossy().starts_with("python3"))
                .map(|e| e.path().join("site-packages"))
                .filter(|p| p.is_dir())
                .collect()
        })
        .unwrap_or_default();
    out.sort();
    out
}
