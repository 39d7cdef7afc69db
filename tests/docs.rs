//! The documentation stays whole: `docs/config.md` is what `scripts/config-reference.py`
//! generates from the config structs today, every relative link of the README and `docs/`
//! reaches an existing file and heading, and the README stays a short user's guide (its
//! details live in `docs/`).

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// GitHub's anchor of a heading: lowercase; letters, digits, `-` and `_` kept, spaces become
/// `-`, everything else dropped.
fn slug(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(text: &str) -> BTreeSet<String> {
    let mut in_code = false;
    let mut out = BTreeSet::new();
    for line in text.lines() {
        if line.starts_with("```") {
            in_code = !in_code;
        }
        if !in_code && line.starts_with('#') {
            out.insert(slug(line.trim_start_matches('#')));
        }
    }
    out
}

/// `(target, anchor)` of every inline link `](target#anchor)` that is not a URL.
fn links(text: &str) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find("](") {
        rest = &rest[i + 2..];
        let Some(end) = rest.find(')') else { break };
        let link = &rest[..end];
        if link.contains("://") || link.starts_with("mailto:") || link.contains(' ') {
            continue;
        }
        let (file, anchor) = match link.split_once('#') {
            Some((f, a)) => (f.to_string(), Some(a.to_string())),
            None => (link.to_string(), None),
        };
        out.push((file, anchor));
    }
    out
}

#[test]
fn the_config_reference_is_generated_from_the_current_config() {
    let out = Command::new("python3")
        .arg(root().join("scripts/config-reference.py"))
        .arg("--check")
        .output()
        .expect("python3 runs the generator");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn every_relative_link_of_the_readme_and_docs_reaches_a_file_and_heading() {
    let mut pages: Vec<PathBuf> = vec![root().join("README.md")];
    for e in std::fs::read_dir(root().join("docs")).unwrap() {
        let p = e.unwrap().path();
        if p.extension().is_some_and(|x| x == "md") {
            pages.push(p);
        }
    }
    let mut broken = Vec::new();
    for page in &pages {
        let text = std::fs::read_to_string(page).unwrap();
        let dir = page.parent().unwrap();
        for (file, anchor) in links(&text) {
            let target: &Path = &if file.is_empty() {
                page.clone()
            } else {
                dir.join(&file)
            };
            if !target.exists() {
                broken.push(format!("{}: {file} does not exist", page.display()));
                continue;
            }
            if let Some(a) = anchor
                && target.extension().is_some_and(|x| x == "md")
                && !anchors(&std::fs::read_to_string(target).unwrap()).contains(&a)
            {
                broken.push(format!(
                    "{}: {file}#{a} has no such heading",
                    page.display()
                ));
            }
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}

#[test]
fn the_readme_is_a_short_users_guide() {
    let readme = std::fs::read_to_string(root().join("README.md")).unwrap();
    let lines = readme.lines().count();
    assert!(
        lines <= 250,
        "README.md has {lines} lines; details belong in docs/"
    );
    for must in [
        "./scripts/train-tiny.sh",
        "./scripts/test.sh",
        "--profile",
        "--tensorboard-dir",
        "143",
        "goodput",
        "PREDICTED",
        "docs/config.md",
    ] {
        assert!(readme.contains(must), "README.md lost `{must}`");
    }
}
