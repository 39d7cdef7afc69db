//! A deterministic synthetic source tree: C++ headers with repeated structure, for tests,
//! examples and smoke runs that must not depend on what a machine has in `/usr/include`.
//!
//! The files differ in length (2 to 13 members each, so some are longer than a short
//! training row) and share a small vocabulary of patterns, so a tokenizer and a small model
//! have something to learn. Never report a training result on this data: it is a fixture.

use std::fs;
use std::io;
use std::path::Path;

/// Writes [`cpp_tree`]`(files)` under `root` (directories created as needed). The same `files`
/// always gives byte-identical files.
pub fn write_cpp_tree(root: &Path, files: usize) -> io::Result<()> {
    for (path, text) in cpp_tree(files) {
        let path = root.join(path);
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)?;
        }
        fs::write(path, text)?;
    }
    Ok(())
}

/// The tree's `files` headers as `(relative path d{i % 4}/f{i:03}.hpp, text)`, in order `i`.
pub fn cpp_tree(files: usize) -> Vec<(String, String)> {
    let mut state = 0x5eed_u64;
    let mut out = Vec::with_capacity(files);
    for i in 0..files {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let members = 2 + (state >> 35) as usize % 12;
        let mut text = format!("// file {i}\n#pragma once\n#include <vector>\nnamespace n{i} {{\n");
        for m in 0..members {
            text.push_str(&format!(
                "  inline int f{m}(int x) {{ return x * {} + {m}; }}\n  struct S{m} {{ std::vector<int> v; int size() const {{ return v.size(); }} }};\n",
                i % 7
            ));
        }
        text.push_str("}  // namespace\n");
        out.push((format!("d{}/f{i:03}.hpp", i % 4), text));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trees_are_deterministic_and_vary_in_length() {
        let (a, b) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
        write_cpp_tree(a.path(), 12).unwrap();
        write_cpp_tree(b.path(), 12).unwrap();
        let mut lengths = Vec::new();
        for i in 0..12 {
            let rel = format!("d{}/f{i:03}.hpp", i % 4);
            let x = fs::read(a.path().join(&rel)).unwrap();
            assert_eq!(x, fs::read(b.path().join(&rel)).unwrap(), "{rel}");
            lengths.push(x.len());
        }
        let (min, max) = (lengths.iter().min().unwrap(), lengths.iter().max().unwrap());
        assert!(max > &(2 * min), "lengths {lengths:?}");
    }
}
