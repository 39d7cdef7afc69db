//! Kernels exported after the build for a user's shapes (`namtrain kernels export`), read from
//! a directory at run time beside the built-in ones.
//!
//! A kernel directory holds one subdirectory per exported set, each laid out as
//! `pallas-kernels/artifacts/` is (`manifest.json` and the `.mlir` modules it lists, with their
//! hashes). [`add_kernel_dir`] reads every set, checks it as the embedded artifacts are checked
//! (format, every module's sha256, each kernel's signature against the shape its entry
//! declares) and that it was exported with the jax/jaxlib the built-in kernels were, and makes
//! its variants visible to [`crate::Variant::find`] and [`crate::SsdVariant::find`] for the
//! rest of the process. Subdirectories without a manifest (an export in progress) are skipped.

use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::{OnceLock, RwLock};

use serde::Deserialize;

use crate::manifest::{FILES, file_unchecked, load, load_ssd};
use crate::{Error, Result, SsdVariant, Variant};

/// What a user runs to export the kernels a config needs; messages about exported kernels name it.
pub const USER_EXPORT_COMMAND: &str = "namtrain kernels export --config <your config>";

/// Where a variant's modules come from.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub enum Origin {
    /// Embedded in this binary when it was built (`pallas-kernels/artifacts/`).
    #[default]
    BuiltIn,
    /// Exported after the build into this directory (one set of a kernel directory).
    Exported(PathBuf),
}

impl fmt::Display for Origin {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Origin::BuiltIn => f.write_str("built-in"),
            Origin::Exported(dir) => write!(f, "exported, {}", dir.display()),
        }
    }
}

/// What [`add_kernel_dir`] found in a kernel directory.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelDir {
    /// The directory.
    pub path: PathBuf,
    /// Exported sets it holds (subdirectories with a manifest).
    pub sets: usize,
    /// Attention variants this call added.
    pub attention: Vec<String>,
    /// SSD variants this call added.
    pub ssd: Vec<String>,
    /// Variants it holds that this process already had (built in, or from another directory):
    /// the first one found is used.
    pub already_known: Vec<String>,
}

struct Registry {
    /// Every set read, canonical paths.
    sets: Vec<PathBuf>,
    attention: Vec<&'static Variant>,
    ssd: Vec<&'static SsdVariant>,
}

static REGISTRY: RwLock<Registry> = RwLock::new(Registry {
    sets: Vec::new(),
    attention: Vec::new(),
    ssd: Vec::new(),
});

/// Attention variants added by [`add_kernel_dir`], in the order they were added.
pub(crate) fn exported_attention() -> Vec<&'static Variant> {
    REGISTRY
        .read()
        .map(|r| r.attention.clone())
        .unwrap_or_default()
}

/// SSD variants added by [`add_kernel_dir`], in the order they were added.
pub(crate) fn exported_ssd() -> Vec<&'static SsdVariant> {
    REGISTRY.read().map(|r| r.ssd.clone()).unwrap_or_default()
}

/// Reads the kernel directory `dir` (see the module docs) and makes its variants available to
/// this process. A directory that does not exist holds nothing (an empty [`KernelDir`]); a set
/// read before (by an earlier call) is not read again, so calling this after an export adds
/// just the new sets. A set that is malformed, whose modules do not match their hashes or
/// declared shapes, or that was exported with other jax/jaxlib versions than the built-in
/// kernels is refused with [`Error::ExportedKernels`], naming the file and the fix; nothing of
/// a refused directory is added.
pub fn add_kernel_dir(dir: &Path) -> Result<KernelDir> {
    let mut found = KernelDir {
        path: dir.to_path_buf(),
        ..KernelDir::default()
    };
    if !dir.is_dir() {
        return Ok(found);
    }
    let mut sets: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| refused(dir, format!("cannot be read ({e})")))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.join("manifest.json").is_file())
        .map(|p| p.canonicalize().unwrap_or(p))
        .collect();
    sets.sort();
    found.sets = sets.len();
    let seen = REGISTRY.read().map(|r| r.sets.clone()).unwrap_or_default();
    sets.retain(|s| !seen.contains(s));
    let mut attention = Vec::new();
    let mut ssd = Vec::new();
    for set in &sets {
        let (a, s) = read_set(set)?;
        attention.extend(a);
        ssd.extend(s);
    }

    let mut registry = REGISTRY
        .write()
        .map_err(|_| refused(dir, "the kernel registry was poisoned by a panic".into()))?;
    let r = &mut *registry;
    let (added, known) = adopt(attention, Variant::all()?, &mut r.attention, |v| {
        (v.query(), v.name.clone())
    });
    found.attention = added;
    found.already_known = known;
    let (added, known) = adopt(ssd, SsdVariant::all()?, &mut r.ssd, |v| {
        (v.query(), v.name.clone())
    });
    found.ssd = added;
    found.already_known.extend(known);
    for set in sets {
        if !registry.sets.contains(&set) {
            registry.sets.push(set);
        }
    }
    Ok(found)
}

/// Keeps each of `read` whose shape neither `built_in` nor `registered` has (leaked, for the
/// rest of the process) in `registered`; the names added, and those of the others.
fn adopt<V, Q: PartialEq>(
    read: Vec<V>,
    built_in: &[V],
    registered: &mut Vec<&'static V>,
    shape_and_name: impl Fn(&V) -> (Q, String),
) -> (Vec<String>, Vec<String>) {
    let (mut added, mut known) = (Vec::new(), Vec::new());
    for v in read {
        let (q, name) = shape_and_name(&v);
        let has = |b: &V| shape_and_name(b).0 == q;
        if built_in.iter().any(has) || registered.iter().any(|b| has(b)) {
            known.push(name);
        } else {
            added.push(name);
            registered.push(Box::leak(Box::new(v)));
        }
    }
    (added, known)
}

/// The versions an artifact set was exported with.
#[derive(Deserialize)]
struct Exporter {
    jax: Option<String>,
    jaxlib: Option<String>,
}

/// The jax and jaxlib versions of the built-in kernels' manifest (the pinned export environment).
fn built_in_exporter() -> Result<&'static (String, String)> {
    static PINNED: OnceLock<std::result::Result<(String, String), String>> = OnceLock::new();
    PINNED
        .get_or_init(|| {
            let text = file_unchecked(FILES, "manifest.json")?;
            let e: Exporter =
                serde_json::from_str(text).map_err(|e| format!("manifest.json: {e}"))?;
            Ok((e.jax.unwrap_or_default(), e.jaxlib.unwrap_or_default()))
        })
        .as_ref()
        .map_err(|e| Error::Artifacts(e.clone(), crate::EXPORT_COMMAND.into()))
}

/// The attention and SSD variants of one exported set, checked, with their origin set.
fn read_set(set: &Path) -> Result<(Vec<Variant>, Vec<SsdVariant>)> {
    let manifest = set.join("manifest.json");
    let mut names: Vec<PathBuf> = std::fs::read_dir(set)
        .map_err(|e| refused(set, format!("cannot be read ({e})")))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.is_file())
        .collect();
    names.sort();
    let mut files: Vec<(String, &'static str)> = Vec::new();
    for path in names {
        let text = std::fs::read_to_string(&path)
            .map_err(|e| refused(&path, format!("cannot be read as text ({e})")))?;
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        // Kept for the rest of the process, as the embedded artifacts are.
        files.push((name, Box::leak(text.into_boxed_str())));
    }
    let files: Vec<(&str, &'static str)> = files.iter().map(|(n, t)| (n.as_str(), *t)).collect();

    let header = file_unchecked(&files, "manifest.json").map_err(|e| refused(&manifest, e))?;
    let exporter: Exporter =
        serde_json::from_str(header).map_err(|e| refused(&manifest, e.to_string()))?;
    let (jax, jaxlib) = built_in_exporter()?;
    let theirs = (
        exporter.jax.unwrap_or_default(),
        exporter.jaxlib.unwrap_or_default(),
    );
    if (&theirs.0, &theirs.1) != (jax, jaxlib) {
        return Err(refused(
            &manifest,
            format!(
                "exported with jax {} / jaxlib {}, but this namtrain's kernels are pinned to jax \
                 {jax} / jaxlib {jaxlib} (the Mosaic modules must match the libtpu they run on)",
                theirs.0, theirs.1
            ),
        ));
    }
    let at = |e: String| {
        // Point at the module the problem names when it names one.
        let file = files
            .iter()
            .map(|(n, _)| *n)
            .filter(|n| *n != "manifest.json")
            .find(|n| e.contains(n))
            .map_or_else(|| manifest.clone(), |n| set.join(n));
        refused(&file, e)
    };
    let origin = crate::Origin::Exported(set.to_path_buf());
    let attention = load(&files)
        .map_err(at)?
        .into_iter()
        .map(|v| Variant {
            origin: origin.clone(),
            ..v
        })
        .collect();
    let ssd = load_ssd(&files)
        .map_err(at)?
        .into_iter()
        .map(|v| SsdVariant {
            origin: origin.clone(),
            ..v
        })
        .collect();
    Ok((attention, ssd))
}

/// [`Error::ExportedKernels`] for `path`: the fix is a fresh export of that set.
fn refused(path: &Path, problem: String) -> Error {
    let set = if path.is_dir() {
        path
    } else {
        path.parent().unwrap_or(path)
    };
    Error::ExportedKernels {
        path: path.to_path_buf(),
        problem,
        fix: format!(
            "delete {} and export the kernels again: {USER_EXPORT_COMMAND}",
            set.display()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::manifest::FILES;

    /// A kernel directory holding one set: the built-in `tiny` variant's modules and its
    /// manifest entry alone, with `edit` applied to the manifest first.
    fn tiny_set(edit: impl FnOnce(&mut serde_json::Value)) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let set = dir.path().join("set-tiny");
        std::fs::create_dir(&set).unwrap();
        let text = file_unchecked(FILES, "manifest.json").unwrap();
        let mut m: serde_json::Value = serde_json::from_str(text).unwrap();
        let tiny = m["variants"]
            .as_array()
            .unwrap()
            .iter()
            .find(|v| v["name"] == "tiny")
            .cloned()
            .unwrap();
        m["variants"] = serde_json::json!([tiny]);
        let o = m.as_object_mut().unwrap();
        o.remove("gmm");
        o.remove("ssd");
        o.remove("m2rnn");
        edit(&mut m);
        std::fs::write(set.join("manifest.json"), m.to_string()).unwrap();
        for name in ["tiny.fwd.mlir", "tiny.bwd.mlir"] {
            std::fs::write(set.join(name), file_unchecked(FILES, name).unwrap()).unwrap();
        }
        (dir, set)
    }

    /// Every file of `dir`'s sets with its bytes: what a refusal must leave as it was.
    fn snapshot(set: &Path) -> Vec<(PathBuf, Vec<u8>)> {
        let mut files: Vec<_> = std::fs::read_dir(set)
            .unwrap()
            .map(|e| {
                let p = e.unwrap().path();
                let bytes = std::fs::read(&p).unwrap();
                (p, bytes)
            })
            .collect();
        files.sort();
        files
    }

    #[test]
    fn a_set_of_a_built_in_shape_reads_and_leaves_the_built_in_variant_in_use() {
        let (dir, _) = tiny_set(|_| {});
        let found = add_kernel_dir(dir.path()).unwrap();
        assert_eq!(found.sets, 1);
        assert_eq!(found.already_known, ["tiny"]);
        assert!(found.attention.is_empty());
        let q = Variant::by_name("tiny").unwrap().query();
        assert_eq!(Variant::find(&q).unwrap().origin, Origin::BuiltIn);
        // Read once: a second call adds nothing and reads no set again.
        let again = add_kernel_dir(dir.path()).unwrap();
        assert!(again.already_known.is_empty() && again.attention.is_empty());
    }

    #[test]
    fn a_missing_directory_holds_nothing() {
        let found = add_kernel_dir(Path::new("/nonexistent/namtrain-kernels")).unwrap();
        assert_eq!((found.sets, found.attention.len()), (0, 0));
    }

    #[test]
    fn a_corrupted_module_is_refused_naming_the_file_and_the_fix() {
        let (dir, set) = tiny_set(|_| {});
        let module = set.join("tiny.fwd.mlir");
        let mut text = std::fs::read_to_string(&module).unwrap();
        text.push_str("// changed\n");
        std::fs::write(&module, text).unwrap();
        let before = snapshot(&set);
        let e = add_kernel_dir(dir.path()).unwrap_err().to_string();
        assert!(
            e.starts_with(&format!("exported kernel {}: ", module.display()))
                && e.contains("has sha256")
                && e.ends_with(&format!(
                    "delete {} and export the kernels again: {USER_EXPORT_COMMAND}",
                    set.display()
                )),
            "{e}"
        );
        assert_eq!(snapshot(&set), before, "a refusal changes nothing");
    }

    #[test]
    fn a_set_from_another_jax_is_refused_naming_its_manifest() {
        let (dir, set) = tiny_set(|m| m["jax"] = "0.4.1".into());
        let e = add_kernel_dir(dir.path()).unwrap_err().to_string();
        let (jax, _) = built_in_exporter().unwrap();
        assert!(
            e.starts_with(&format!(
                "exported kernel {}: exported with jax 0.4.1",
                set.join("manifest.json").display()
            )) && e.contains(&format!("pinned to jax {jax}"))
                && e.contains("export the kernels again"),
            "{e}"
        );
    }

    #[test]
    fn a_module_of_another_shape_is_refused() {
        // The entry claims batch 3; the module takes the tiny variant's batch 2.
        let (dir, set) = tiny_set(|m| m["variants"][0]["batch"] = 3.into());
        let e = add_kernel_dir(dir.path()).unwrap_err().to_string();
        assert!(
            e.starts_with(&format!(
                "exported kernel {}: ",
                set.join("manifest.json").display()
            )) && e.contains("@namtrain_tiny_fwd takes q as tensor<2x256x4x128xbf16>")
                && e.contains("declares tensor<3x256x4x128xbf16>"),
            "{e}"
        );
    }
}
