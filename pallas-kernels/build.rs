//! Embeds every file of `artifacts/` (kernel modules and the manifest) into the library, so
//! adding a variant needs a re-export only, no Rust edit.

use std::fmt::Write;
use std::path::Path;

fn main() {
    // Read at run time, not with `env!`: a build script compiled for another checkout that
    // shares the target directory must still read this package's artifacts.
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR");
    let dir = Path::new(&manifest_dir).join("artifacts");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("reading {}: {e}", dir.display()))
        .map(|e| {
            e.expect("artifact dir entry")
                .file_name()
                .into_string()
                .expect("UTF-8 artifact name")
        })
        .collect();
    names.sort();
    let mut code = String::from(
        "/// Embedded artifact files, by name, sorted.\npub(crate) static FILES: &[(&str, &str)] = &[\n",
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
    let out = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("artifacts.rs");
    std::fs::write(&out, code).unwrap_or_else(|e| panic!("writing {}: {e}", out.display()));
}
