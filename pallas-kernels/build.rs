//! Embeds every file of `artifacts/` (the TPU and interpret-mode kernels) and `gpu/artifacts/`
//! (the GPU kernels), modules and manifests, into the library, so adding a variant needs a
//! re-export only, no Rust edit.

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read at run time, not with `env!`: a build script compiled for another checkout that
    // shares the target directory must still read this package's artifacts.
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest_dir);
    let mut code = String::new();
    embed(&mut code, "FILES", &root.join("artifacts"));
    embed(&mut code, "GPU_FILES", &root.join("gpu").join("artifacts"));
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("artifacts.rs");
    std::fs::write(&out, code).unwrap_or_else(|e| panic!("writing {}: {e}", out.display()));
}

/// Appends `static NAME: &[(&str, &str)]`, every file of `dir` by name, sorted.
fn embed(code: &mut String, name: &str, dir: &Path) {
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| e.expect("artifact dir entry"))
        .filter(|e| e.file_type().map(|t| t.is_file()).unwrap_or(false))
        .map(|e| e.file_name().into_string().expect("UTF-8 artifact name"))
        .collect();
    names.sort();
    let _ = writeln!(
        code,
        "/// Embedded files of `{}`, by name, sorted.\n#[allow(dead_code)]\npub(crate) static {name}: &[(&str, &str)] = &[",
        dir.file_name()
            .map(|n| n.to_string_lossy())
            .unwrap_or_default()
    );
    for n in &names {
        println!("cargo:rerun-if-changed={}", dir.join(n).display());
        let _ = writeln!(
            code,
            "    ({n:?}, include_str!({:?})),",
            dir.join(n).display().to_string()
        );
    }
    code.push_str("];\n");
}
