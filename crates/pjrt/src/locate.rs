//! Finding plugin shared objects by name.
//!
//! A spec containing `/` or ending in `.so` is a path and used as given. The names `cpu`,
//! `tpu` and `cuda` are resolved in this order, first hit wins:
//!
//! 1. the override variable `NAMTRAIN_CPU_PLUGIN` / `NAMTRAIN_TPU_PLUGIN` / `NAMTRAIN_CUDA_PLUGIN`
//!    (a path to the `.so`): a setting made for namtrain alone wins over anything installed;
//! 2. the binary's own environment: when namtrain runs from a virtualenv's (or a Python
//!    prefix's) `bin/`, as `pip install namtrain` puts it, that prefix's
//!    `lib/python3*/site-packages`, where `pip install 'namtrain[tpu]'` (or `[cpu]`, `[cuda]`)
//!    put the plugin beside it;
//! 3. for `tpu`, libtpu's own `TPU_LIBRARY_PATH`;
//! 4. the project venv: `.venv/lib/python3*/site-packages/<package path>` in the current
//!    directory or any parent, then in this crate's source directory or any parent (so tests
//!    and tools inside the checkout find what `./scripts/setup.sh` installed);
//! 5. an active virtualenv (`$VIRTUAL_ENV`);
//! 6. the Python on `PATH`: for each `python3` (or `python`) found on `PATH`, the
//!    `lib/python3*/site-packages` of its prefix (the directory above its `bin`, as a
//!    virtualenv lays it out), then of the interpreter it links to (a system install);
//!    this is how a machine whose Python has `jax-cuda13-pjrt` (or `jax-cuda12-pjrt`) gives
//!    `--plugin cuda` without any setting;
//! 7. the usual system places: `~/.local/lib/python3*/site-packages`,
//!    `/usr/local/lib/python3*/{site,dist}-packages`, `/usr/lib/python3*/{site,dist}-packages`.
//!
//! Package paths: `xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so` (cpu), `libtpu/libtpu.so` (tpu),
//! `jax_plugins/xla_cuda*/xla_cuda_plugin.so` (cuda).
//!
//! `auto` ([`auto_plugin`]) picks one of those names from the host: TPU device files and libtpu
//! found → `tpu`; an NVIDIA GPU and the CUDA plugin found → `cuda`; else `cpu`. libtpu is
//! chosen only where TPU device files exist, so `auto` never creates an executing libtpu client
//! on a host without a TPU (docs/architecture.md, "libtpu safety rules").

use std::path::{Path, PathBuf};

use crate::error::{Error, Result};

/// Which well-known plugin a shared object is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PluginKind {
    /// The XLA CPU plugin.
    Cpu,
    /// libtpu.
    Tpu,
    /// The XLA CUDA plugin.
    Cuda,
    /// Anything else.
    Other,
}

impl PluginKind {
    /// Judges a plugin by its file name.
    pub fn from_path(path: &Path) -> Self {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().to_lowercase())
            .unwrap_or_default();
        if name.contains("libtpu") {
            PluginKind::Tpu
        } else if name.contains("cpu") {
            PluginKind::Cpu
        } else if name.contains("cuda") {
            PluginKind::Cuda
        } else {
            PluginKind::Other
        }
    }
}

/// Where a named plugin lives inside `site-packages`: directory components, the last of
/// which may end in `*` (prefix match), then the file name.
fn package_path(name: &str) -> Option<(&'static [&'static str], &'static str, &'static str)> {
    match name {
        "cpu" => Some((
            &["xla_plugins", "xla_cpu_pjrt"],
            "xla_cpu_pjrt.so",
            "NAMTRAIN_CPU_PLUGIN",
        )),
        "tpu" => Some((&["libtpu"], "libtpu.so", "NAMTRAIN_TPU_PLUGIN")),
        "cuda" => Some((
            &["jax_plugins", "xla_cuda*"],
            "xla_cuda_plugin.so",
            "NAMTRAIN_CUDA_PLUGIN",
        )),
        _ => None,
    }
}

/// What the host offers, as [`auto_plugin`] weighs it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct HostAccelerators {
    /// TPU device files (`/dev/accel*`, `/dev/vfio/<n>`).
    pub tpu_devices: bool,
    /// libtpu found ([`resolve_plugin`]`("tpu")`).
    pub libtpu: bool,
    /// An NVIDIA GPU (`/dev/nvidia<n>`, or one the driver lists).
    pub nvidia_gpu: bool,
    /// The XLA CUDA plugin found ([`resolve_plugin`]`("cuda")`).
    pub cuda_plugin: bool,
}

impl HostAccelerators {
    /// This host's.
    pub fn probe() -> Self {
        let tpu_devices = crate::client::host_has_tpu();
        let nvidia_gpu = crate::cuda::host_has_nvidia_gpu();
        HostAccelerators {
            tpu_devices,
            // Looked up only where they could run: finding them costs a directory walk.
            libtpu: tpu_devices && resolve_plugin("tpu").is_ok(),
            nvidia_gpu,
            cuda_plugin: nvidia_gpu && resolve_plugin("cuda").is_ok(),
        }
    }

    /// The plugin `auto` picks here and why, in one line.
    pub fn choose(&self) -> (&'static str, String) {
        match (
            self.tpu_devices,
            self.libtpu,
            self.nvidia_gpu,
            self.cuda_plugin,
        ) {
            (true, true, _, _) => ("tpu", "TPU device files and libtpu found".into()),
            (_, _, true, true) => ("cuda", "an NVIDIA GPU and the XLA CUDA plugin found".into()),
            (true, false, _, _) => (
                "cpu",
                "TPU device files but no libtpu: install it (pip install 'namtrain[tpu]', or \
                 ./scripts/setup.sh in a checkout) or pass --plugin PATH/libtpu.so"
                    .into(),
            ),
            (_, _, true, false) => (
                "cpu",
                "an NVIDIA GPU but no XLA CUDA plugin: pip install 'namtrain[cuda]' (or \
                 jax-cuda13-pjrt into the Python on PATH), or set NAMTRAIN_CUDA_PLUGIN"
                    .into(),
            ),
            _ => ("cpu", "no TPU and no NVIDIA GPU on this host".into()),
        }
    }
}

/// The plugin name `--plugin auto` stands for on this host, and why ([`HostAccelerators`]).
pub fn auto_plugin() -> (&'static str, String) {
    HostAccelerators::probe().choose()
}

/// Resolves a plugin spec (`cpu`, `tpu`, `cuda`, `auto` or a path) to an existing file.
pub fn resolve_plugin(spec: &str) -> Result<PathBuf> {
    if spec == "auto" {
        return resolve_plugin(auto_plugin().0);
    }
    let Some((dirs, file, env_var)) = package_path(spec) else {
        let path = PathBuf::from(spec);
        if spec.contains('/') || spec.ends_with(".so") {
            return if path.is_file() {
                Ok(path)
            } else {
                Err(Error::PluginNotFound {
                    spec: spec.into(),
                    searched: spec.into(),
                    hint: "No file at that path. Pass an existing .so, or one of cpu, tpu, cuda.",
                })
            };
        }
        return Err(Error::PluginNotFound {
            spec: spec.into(),
            searched: "nothing (unknown name)".into(),
            hint: "Use cpu, tpu, cuda, or a path to a PJRT plugin .so.",
        });
    };
    let mut searched = Vec::new();
    if let Some(found) = override_variable(spec, env_var)? {
        return Ok(found);
    }
    let own = std::env::current_exe()
        .map(|exe| sites_in(&own_environment_lib(&exe)))
        .unwrap_or_default();
    for site in &own {
        searched.push(site.display().to_string());
        if let Some(found) = find_in_site(site, dirs, file) {
            return Ok(found);
        }
    }
    if spec == "tpu"
        && let Some(found) = override_variable(spec, "TPU_LIBRARY_PATH")?
    {
        return Ok(found);
    }
    for site in site_packages_dirs()
        .into_iter()
        .filter(|s| !own.contains(s))
    {
        searched.push(site.display().to_string());
        if let Some(found) = find_in_site(&site, dirs, file) {
            return Ok(found);
        }
    }
    Err(Error::PluginNotFound {
        spec: spec.into(),
        searched: if searched.is_empty() {
            "no .venv or site-packages directory found".into()
        } else {
            searched.join(", ")
        },
        hint: install_hint(spec),
    })
}

/// How to install the plugin `cpu`, `tpu` or `cuda` names when it was found nowhere: the pip
/// extra beside namtrain first (the wheel's way in), the checkout's set-up, the override
/// variable.
pub fn install_hint(spec: &str) -> &'static str {
    match spec {
        "tpu" => {
            "Install libtpu beside namtrain (`pip install 'namtrain[tpu]'` in namtrain's \
             environment), run ./scripts/setup.sh in a checkout, or set \
             NAMTRAIN_TPU_PLUGIN to a libtpu.so."
        }
        "cuda" => {
            "Install the XLA CUDA plugin beside namtrain (`pip install 'namtrain[cuda]'`) or \
             into the Python on PATH (`python3 -m pip install jax-cuda13-pjrt`, or \
             jax-cuda12-pjrt for CUDA 12 drivers), or set NAMTRAIN_CUDA_PLUGIN to its \
             xla_cuda_plugin.so."
        }
        _ => {
            "Install the CPU plugin beside namtrain (`pip install 'namtrain[cpu]'`), run \
             ./scripts/setup.sh in a checkout, or set NAMTRAIN_CPU_PLUGIN to an \
             xla_cpu_pjrt.so."
        }
    }
}

/// The plugin the override variable `var` names, if it is set; an error when it names no
/// file (a setting that silently fell through to another plugin would hide the mistake).
fn override_variable(spec: &str, var: &str) -> Result<Option<PathBuf>> {
    let Some(p) = std::env::var_os(var) else {
        return Ok(None);
    };
    let p = PathBuf::from(p);
    if p.is_file() {
        return Ok(Some(p));
    }
    Err(Error::PluginNotFound {
        spec: spec.into(),
        searched: format!("{var}={}", p.display()),
        hint: "The override variable names no file; fix or unset it.",
    })
}

/// The `lib` directory of the Python environment the binary `exe` was installed into: `exe`
/// in a `bin/` directory whose parent is a virtualenv (`pyvenv.cfg`) or a Python prefix
/// (`lib/python3*`), the layout `pip install` gives a wheel's scripts. Empty otherwise (a
/// binary in `target/release`, `/usr/local/bin` of no Python).
fn own_environment_lib(exe: &Path) -> Vec<PathBuf> {
    let exe = exe.canonicalize().unwrap_or_else(|_| exe.to_path_buf());
    let Some(bin) = exe
        .parent()
        .filter(|b| b.file_name() == Some("bin".as_ref()))
    else {
        return Vec::new();
    };
    let Some(prefix) = bin.parent() else {
        return Vec::new();
    };
    let lib = prefix.join("lib");
    let has_python = std::fs::read_dir(&lib).is_ok_and(|entries| {
        entries
            .filter_map(|e| e.ok())
            .any(|e| e.file_name().to_string_lossy().starts_with("python3"))
    });
    if prefix.join("pyvenv.cfg").is_file() || has_python {
        vec![lib]
    } else {
        Vec::new()
    }
}

/// `site-packages` directories in search order after the binary's own environment (see the
/// module docs).
fn site_packages_dirs() -> Vec<PathBuf> {
    let mut roots: Vec<PathBuf> = Vec::new();
    let mut venvs = Vec::new();
    if let Ok(cwd) = std::env::current_dir() {
        venvs.extend(cwd.ancestors().map(|d| d.join(".venv")));
    }
    venvs.extend(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .ancestors()
            .map(|d| d.join(".venv")),
    );
    if let Some(v) = std::env::var_os("VIRTUAL_ENV") {
        venvs.push(PathBuf::from(v));
    }
    for venv in venvs {
        roots.push(venv.join("lib"));
    }
    if let Some(path) = std::env::var_os("PATH") {
        roots.extend(python_lib_roots(&path));
    }
    if let Some(home) = std::env::var_os("HOME") {
        roots.push(Path::new(&home).join(".local/lib"));
    }
    roots.push("/usr/local/lib".into());
    roots.push("/usr/lib".into());
    sites_in(&roots)
}

/// The `lib` directories of the Pythons on `path_var` (a `PATH` value): for each directory
/// holding `python3` or `python`, its parent's `lib` (a virtualenv's own, even though its
/// interpreter links elsewhere), then the linked interpreter's.
fn python_lib_roots(path_var: &std::ffi::OsStr) -> Vec<PathBuf> {
    let mut roots = Vec::new();
    for dir in std::env::split_paths(path_var) {
        for name in ["python3", "python"] {
            let python = dir.join(name);
            if !python.is_file() {
                continue;
            }
            let linked = python.canonicalize().ok();
            for exe in std::iter::once(python).chain(linked) {
                if let Some(prefix) = exe.parent().and_then(Path::parent) {
                    let lib = prefix.join("lib");
                    if !roots.contains(&lib) {
                        roots.push(lib);
                    }
                }
            }
        }
    }
    roots
}

/// The `python3*/{site,dist}-packages` directories under each of `roots`, in order.
fn sites_in(roots: &[PathBuf]) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for lib in roots {
        let Ok(entries) = std::fs::read_dir(lib) else {
            continue;
        };
        let mut pythons: Vec<PathBuf> = entries
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().starts_with("python3"))
            .map(|e| e.path())
            .collect();
        pythons.sort();
        for py in pythons {
            for sub in ["site-packages", "dist-packages"] {
                let d = py.join(sub);
                if d.is_dir() && !out.contains(&d) {
                    out.push(d);
                }
            }
        }
    }
    out
}

/// Looks for `dirs/file` under `site`, where a trailing `*` in a directory is a prefix match.
fn find_in_site(site: &Path, dirs: &[&str], file: &str) -> Option<PathBuf> {
    let mut candidates = vec![site.to_path_buf()];
    for dir in dirs {
        let mut next = Vec::new();
        for c in &candidates {
            if let Some(prefix) = dir.strip_suffix('*') {
                let Ok(entries) = std::fs::read_dir(c) else {
                    continue;
                };
                let mut matches: Vec<PathBuf> = entries
                    .filter_map(|e| e.ok())
                    .filter(|e| e.file_name().to_string_lossy().starts_with(prefix))
                    .map(|e| e.path())
                    .collect();
                matches.sort();
                next.extend(matches);
            } else {
                next.push(c.join(dir));
            }
        }
        candidates = next;
    }
    candidates
        .into_iter()
        .map(|c| c.join(file))
        .find(|p| p.is_file())
}

#[cfg(test)]
mod tests {
    #[test]
    fn auto_picks_the_accelerator_the_host_has_and_says_why_not() {
        let host = |tpu_devices, libtpu, nvidia_gpu, cuda_plugin| HostAccelerators {
            tpu_devices,
            libtpu,
            nvidia_gpu,
            cuda_plugin,
        };
        assert_eq!(host(true, true, false, false).choose().0, "tpu");
        assert_eq!(host(false, false, true, true).choose().0, "cuda");
        // libtpu alone (this machine: installed for deviceless compiles) is not a TPU.
        let (name, why) = host(false, true, false, false).choose();
        assert_eq!(
            (name, why.as_str()),
            ("cpu", "no TPU and no NVIDIA GPU on this host")
        );
        let (name, why) = host(true, false, false, false).choose();
        assert_eq!(name, "cpu");
        assert!(why.contains("no libtpu"), "{why}");
        let (name, why) = host(false, false, true, false).choose();
        assert_eq!(name, "cpu");
        assert!(why.contains("jax-cuda13-pjrt"), "{why}");
    }

    #[test]
    fn auto_on_this_host_without_accelerators_resolves_the_cpu_plugin() {
        if crate::client::host_has_tpu() || crate::cuda::host_has_nvidia_gpu() {
            return;
        }
        assert_eq!(auto_plugin().0, "cpu");
        assert_eq!(resolve_plugin("auto").ok(), resolve_plugin("cpu").ok());
    }

    use super::*;

    #[test]
    fn kind_is_judged_by_file_name() {
        assert_eq!(
            PluginKind::from_path(Path::new("/x/libtpu/libtpu.so")),
            PluginKind::Tpu
        );
        assert_eq!(
            PluginKind::from_path(Path::new("/x/xla_cpu_pjrt.so")),
            PluginKind::Cpu
        );
        assert_eq!(
            PluginKind::from_path(Path::new("/x/xla_cuda_plugin.so")),
            PluginKind::Cuda
        );
        assert_eq!(
            PluginKind::from_path(Path::new("/x/other.so")),
            PluginKind::Other
        );
    }

    #[test]
    fn wildcard_directory_matches_by_prefix() {
        let tmp = tempfile::tempdir().unwrap();
        let d = tmp.path().join("jax_plugins/xla_cuda12");
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join("xla_cuda_plugin.so"), b"").unwrap();
        let found = find_in_site(
            tmp.path(),
            &["jax_plugins", "xla_cuda*"],
            "xla_cuda_plugin.so",
        );
        assert_eq!(found, Some(d.join("xla_cuda_plugin.so")));
    }

    #[test]
    fn the_cuda_plugin_of_the_python_on_path_is_found() {
        // A virtualenv as the GPU image has it: /opt/torch/.venv/bin/python3 beside
        // lib/python3.12/site-packages with jax-cuda13-pjrt installed.
        let tmp = tempfile::tempdir().unwrap();
        let venv = tmp.path().join("opt/torch/.venv");
        std::fs::create_dir_all(venv.join("bin")).unwrap();
        std::fs::write(venv.join("bin/python3"), b"").unwrap();
        let plugin = venv.join("lib/python3.12/site-packages/jax_plugins/xla_cuda13");
        std::fs::create_dir_all(&plugin).unwrap();
        std::fs::write(plugin.join("xla_cuda_plugin.so"), b"").unwrap();
        let empty = tmp.path().join("empty/bin");
        std::fs::create_dir_all(&empty).unwrap();
        let path = std::env::join_paths([empty, venv.join("bin")]).unwrap();

        let roots = python_lib_roots(&path);
        assert_eq!(roots[0], venv.join("lib"));
        let found = sites_in(&roots)
            .iter()
            .find_map(|s| find_in_site(s, &["jax_plugins", "xla_cuda*"], "xla_cuda_plugin.so"));
        assert_eq!(found, Some(plugin.join("xla_cuda_plugin.so")));
    }

    #[test]
    fn a_binary_installed_into_a_virtualenv_looks_in_that_environment_first() {
        // `pip install 'namtrain[cpu]'` into a venv: bin/namtrain beside
        // lib/python3.12/site-packages/xla_plugins/xla_cpu_pjrt/xla_cpu_pjrt.so.
        let tmp = tempfile::tempdir().unwrap();
        let venv = tmp.path().join("venv");
        std::fs::create_dir_all(venv.join("bin")).unwrap();
        std::fs::write(venv.join("pyvenv.cfg"), b"home = /usr/bin\n").unwrap();
        let exe = venv.join("bin/namtrain");
        std::fs::write(&exe, b"").unwrap();
        let plugin = venv.join("lib/python3.12/site-packages/xla_plugins/xla_cpu_pjrt");
        std::fs::create_dir_all(&plugin).unwrap();
        std::fs::write(plugin.join("xla_cpu_pjrt.so"), b"").unwrap();

        let lib = own_environment_lib(&exe);
        assert_eq!(lib, [venv.canonicalize().unwrap().join("lib")]);
        let found = sites_in(&lib)
            .iter()
            .find_map(|s| find_in_site(s, &["xla_plugins", "xla_cpu_pjrt"], "xla_cpu_pjrt.so"));
        assert_eq!(
            found,
            Some(plugin.canonicalize().unwrap().join("xla_cpu_pjrt.so"))
        );

        // A binary outside any Python environment (a cargo build, a copy in /usr/local/bin
        // with no Python beside it) has no environment of its own.
        let loose = tmp.path().join("target/release");
        std::fs::create_dir_all(&loose).unwrap();
        std::fs::write(loose.join("namtrain"), b"").unwrap();
        assert!(own_environment_lib(&loose.join("namtrain")).is_empty());
        let plain_bin = tmp.path().join("usr/bin");
        std::fs::create_dir_all(&plain_bin).unwrap();
        std::fs::write(plain_bin.join("namtrain"), b"").unwrap();
        assert!(own_environment_lib(&plain_bin.join("namtrain")).is_empty());
    }

    #[test]
    fn a_missing_plugin_names_the_pip_extra_that_installs_it() {
        for (spec, extra) in [
            ("tpu", "namtrain[tpu]"),
            ("cpu", "namtrain[cpu]"),
            ("cuda", "namtrain[cuda]"),
        ] {
            assert!(
                install_hint(spec).contains(extra),
                "{spec}: {}",
                install_hint(spec)
            );
        }
        // An unset override variable falls through to the search; a set one that names no
        // file is an error naming the variable.
        assert_eq!(
            override_variable("tpu", "NAMTRAIN_TEST_UNSET_VARIABLE").unwrap(),
            None
        );
    }

    #[test]
    fn unknown_name_is_refused_with_the_choices() {
        let e = resolve_plugin("gpu").unwrap_err().to_string();
        assert!(e.contains("cpu, tpu, cuda"), "{e}");
    }
}
