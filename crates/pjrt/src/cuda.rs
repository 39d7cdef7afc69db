//! What the XLA CUDA plugin needs around it: an NVIDIA GPU on the host, NVIDIA's libraries
//! loaded before the plugin, and the client options JAX users know.
//!
//! The plugin comes from PyPI (`jax-cuda12-pjrt` / `jax-cuda13-pjrt`), and the CUDA libraries
//! it links at run time (cudart, cuBLAS, cuDNN, NCCL, ...) come from NVIDIA's wheels installed
//! beside it, under `site-packages/nvidia/<package>/lib`. JAX loads those libraries itself
//! before it opens the plugin; so does [`preload_nvidia_libraries`], with `RTLD_GLOBAL`, so
//! that the plugin (and cuDNN's own `dlopen`s of its sub-libraries) find them by soname
//! without the user setting `LD_LIBRARY_PATH`. A library that is not installed is skipped, as
//! JAX skips it: the plugin then looks for it on the system paths and says what it misses.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use crate::client::dir_has_entry;
use crate::error::{Error, Result};
use crate::named_value::NamedValue;

/// NVIDIA's libraries in load order (each before the libraries that link it): what the
/// `jax_plugins.xla_cuda*` package loads before its plugin, plus nvJitLink, which cuSPARSE and
/// cuSOLVER link since CUDA 12.
pub const NVIDIA_LIBRARIES: &[&str] = &[
    "libcudart",
    "libnvrtc",
    "libnvJitLink",
    "libcublasLt",
    "libcublas",
    "libcusparse",
    "libcusolver",
    "libcufft",
    "libcupti",
    "libnccl",
    "libnvshmem_host",
    "libcudnn",
];

/// Whether this host has an NVIDIA GPU: a device file (`/dev/nvidia0`, `/dev/nvidia1`, ...)
/// or, where a sandbox hides `/dev`, a GPU the driver lists under `/proc/driver/nvidia/gpus`.
pub fn host_has_nvidia_gpu() -> bool {
    dir_has_entry("/proc/driver/nvidia/gpus", |_| true)
        || dir_has_entry("/dev", |n| {
            n.strip_prefix("nvidia")
                .is_some_and(|k| !k.is_empty() && k.chars().all(|c| c.is_ascii_digit()))
        })
}

/// The `site-packages` directory a plugin at `site/jax_plugins/xla_cuda*/xla_cuda_plugin.so`
/// was installed into (`None` for a plugin elsewhere).
fn site_of_plugin(plugin: &Path) -> Option<&Path> {
    let package = plugin.parent()?;
    let plugins = package.parent()?;
    (plugins.file_name()? == "jax_plugins").then_some(())?;
    plugins.parent()
}

/// The CUDA major version a plugin directory names (`xla_cuda13` → 13).
fn cuda_major(plugin: &Path) -> Option<u32> {
    let dir = plugin.parent()?.file_name()?.to_str()?;
    dir.strip_prefix("xla_cuda")?.parse().ok()
}

/// The `nvidia/*/lib` directories beside the plugin's package, the one of the plugin's own
/// CUDA version (`nvidia/cu13/lib` for `xla_cuda13`) first, then the rest by name.
pub fn nvidia_library_dirs(plugin: &Path) -> Vec<PathBuf> {
    let Some(site) = site_of_plugin(plugin) else {
        return Vec::new();
    };
    let Ok(entries) = std::fs::read_dir(site.join("nvidia")) else {
        return Vec::new();
    };
    let mut dirs: Vec<PathBuf> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.path().join("lib"))
        .filter(|d| d.is_dir())
        .collect();
    dirs.sort();
    if let Some(major) = cuda_major(plugin) {
        let own = format!("cu{major}");
        dirs.sort_by_key(|d| d.parent().and_then(|p| p.file_name()) != Some(own.as_ref()));
    }
    dirs
}

/// The libraries of [`NVIDIA_LIBRARIES`] found in `dirs`, in load order: for each, the file
/// named by its soname (`libcudart.so.13`, not `libcudart.so.13.0.96`) in the first directory
/// that has one.
pub fn nvidia_libraries(dirs: &[PathBuf]) -> Vec<PathBuf> {
    let soname = |stem: &str, name: &str| {
        name.strip_prefix(stem)
            .and_then(|rest| rest.strip_prefix(".so."))
            .is_some_and(|v| !v.is_empty() && v.chars().all(|c| c.is_ascii_digit()))
    };
    let mut out = Vec::new();
    for stem in NVIDIA_LIBRARIES {
        for dir in dirs {
            let Ok(entries) = std::fs::read_dir(dir) else {
                continue;
            };
            let mut found: Vec<PathBuf> = entries
                .filter_map(|e| e.ok())
                .filter(|e| soname(stem, &e.file_name().to_string_lossy()))
                .map(|e| e.path())
                .collect();
            // Two majors side by side: the newer.
            found.sort();
            if let Some(last) = found.pop() {
                out.push(last);
                break;
            }
        }
    }
    out
}

/// Libraries loaded by [`preload_nvidia_libraries`]; kept for the life of the process, as the
/// plugin that uses them is.
static PRELOADED: Mutex<Vec<libloading::os::unix::Library>> = Mutex::new(Vec::new());

/// Loads NVIDIA's libraries installed beside the CUDA plugin at `plugin` (see the module docs),
/// globally, before the plugin itself. Returns the libraries loaded; one that fails to load is
/// skipped (the plugin reports it if it needs it).
pub fn preload_nvidia_libraries(plugin: &Path) -> Vec<PathBuf> {
    let mut loaded = Vec::new();
    let mut keep = PRELOADED.lock().unwrap_or_else(|p| p.into_inner());
    for lib in nvidia_libraries(&nvidia_library_dirs(plugin)) {
        let flags = libloading::os::unix::RTLD_NOW | libloading::os::unix::RTLD_GLOBAL;
        // SAFETY: loading a shared object runs its initialisers; these are NVIDIA's runtime
        // libraries from the wheels the plugin was installed with, loaded as JAX loads them.
        if let Ok(handle) = unsafe { libloading::os::unix::Library::open(Some(&lib), flags) } {
            keep.push(handle);
            loaded.push(lib);
        }
    }
    loaded
}

/// The variable through which the plugin's `mosaic_gpu_v2` custom-call handler finds Mosaic GPU's
/// runtime library (`libmosaic_gpu_runtime.so`) when it compiles a kernel; JAX sets it on import,
/// a client without JAX must set it itself ([`set_mosaic_gpu_runtime`]).
pub const MOSAIC_GPU_RUNTIME_VAR: &str = "MOSAIC_GPU_RUNTIME_LIB_PATH";

/// Mosaic GPU's runtime library installed beside the CUDA plugin at `plugin`: in the
/// `jax_cuda<N>_plugin` package (JAX's CUDA plugin wheel, which ships it) of the same
/// `site-packages`, at most three directories down.
pub fn mosaic_gpu_runtime_lib(plugin: &Path) -> Option<PathBuf> {
    let site = site_of_plugin(plugin)?;
    let mut packages: Vec<PathBuf> = std::fs::read_dir(site)
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| {
            p.file_name()
                .and_then(|n| n.to_str())
                .is_some_and(|n| n.starts_with("jax_cuda") && n.ends_with("_plugin") && p.is_dir())
        })
        .collect();
    packages.sort();
    if let Some(major) = cuda_major(plugin) {
        let own = format!("jax_cuda{major}_plugin");
        packages.sort_by_key(|p| p.file_name() != Some(own.as_ref()));
    }
    packages
        .iter()
        .find_map(|p| find_file(p, "libmosaic_gpu_runtime.so", 3))
}

/// The first file named `name` under `dir`, breadth first, at most `depth` levels down.
fn find_file(dir: &Path, name: &str, depth: usize) -> Option<PathBuf> {
    let here = dir.join(name);
    if here.is_file() {
        return Some(here);
    }
    if depth == 0 {
        return None;
    }
    let mut subdirs: Vec<PathBuf> = std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.path())
        .filter(|p| p.is_dir())
        .collect();
    subdirs.sort();
    subdirs.iter().find_map(|d| find_file(d, name, depth - 1))
}

/// Sets [`MOSAIC_GPU_RUNTIME_VAR`] to the runtime library beside the plugin at `plugin` when the
/// user has not set it; returns the value in effect (`None`: unset, nothing found). Called
/// before the plugin is opened, while no other thread reads the environment.
pub fn set_mosaic_gpu_runtime(plugin: &Path) -> Option<PathBuf> {
    if let Some(set) = std::env::var_os(MOSAIC_GPU_RUNTIME_VAR) {
        return Some(PathBuf::from(set));
    }
    let lib = mosaic_gpu_runtime_lib(plugin)?;
    // SAFETY: called while the CUDA plugin is being opened, before the client (and any thread
    // of the plugin's) exists; namtrain reads and writes the environment from one thread there.
    unsafe { std::env::set_var(MOSAIC_GPU_RUNTIME_VAR, &lib) };
    Some(lib)
}

/// Client options for the XLA CUDA plugin, from the environment variables JAX users know:
///
/// | variable | option | default |
/// | --- | --- | --- |
/// | `XLA_CLIENT_MEM_FRACTION` (or the older `XLA_PYTHON_CLIENT_MEM_FRACTION`) | `memory_fraction`: share of the GPU's memory the allocator takes | `0.90` |
/// | `XLA_PYTHON_CLIENT_PREALLOCATE` | `preallocate`: take it at start (`true`) or grow (`false`) | `true` |
/// | `XLA_PYTHON_CLIENT_ALLOCATOR` | `allocator`: `default`, `bfc`, `platform`, `cuda_async` | `default` |
///
/// JAX's default fraction is 0.75, sized for notebooks that share the GPU; a training run owns
/// it. `lookup` reads a variable (the process environment in [`cuda_options_from_env`]).
pub fn cuda_options(lookup: impl Fn(&str) -> Option<String>) -> Result<Vec<NamedValue>> {
    let bad = |var: &str, value: &str, want: &str| {
        Error::InvalidArgument(format!("{var}={value:?} is not valid: {want}"))
    };
    let mut out = vec![NamedValue::new("platform_name", "cuda")];
    let allocator = lookup("XLA_PYTHON_CLIENT_ALLOCATOR").unwrap_or_else(|| "default".into());
    let allocator = allocator.trim().to_lowercase();
    if !["default", "bfc", "platform", "cuda_async"].contains(&allocator.as_str()) {
        return Err(bad(
            "XLA_PYTHON_CLIENT_ALLOCATOR",
            &allocator,
            "use default, bfc, platform or cuda_async",
        ));
    }
    out.push(NamedValue::new("allocator", allocator.as_str()));
    let (var, fraction) = match lookup("XLA_CLIENT_MEM_FRACTION") {
        Some(f) => ("XLA_CLIENT_MEM_FRACTION", Some(f)),
        None => (
            "XLA_PYTHON_CLIENT_MEM_FRACTION",
            lookup("XLA_PYTHON_CLIENT_MEM_FRACTION"),
        ),
    };
    let fraction = match fraction {
        None => 0.90,
        Some(f) => f
            .trim()
            .parse::<f32>()
            .ok()
            .filter(|x| *x > 0.0 && *x <= 1.0)
            .ok_or_else(|| bad(var, &f, "a fraction above 0 and at most 1, e.g. 0.9"))?,
    };
    out.push(NamedValue::new("memory_fraction", fraction));
    if let Some(p) = lookup("XLA_PYTHON_CLIENT_PREALLOCATE") {
        let preallocate = match p.trim().to_lowercase().as_str() {
            "1" | "true" | "yes" => true,
            "0" | "false" | "no" => false,
            _ => {
                return Err(bad(
                    "XLA_PYTHON_CLIENT_PREALLOCATE",
                    &p,
                    "use true or false",
                ));
            }
        };
        out.push(NamedValue::new("preallocate", preallocate));
    }
    Ok(out)
}

/// [`cuda_options`] from this process's environment.
pub fn cuda_options_from_env() -> Result<Vec<NamedValue>> {
    cuda_options(|var| std::env::var(var).ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::named_value::Value;

    /// A fake install: `site/jax_plugins/xla_cuda13/xla_cuda_plugin.so` and NVIDIA wheels.
    fn fake_site(files: &[&str]) -> (tempfile::TempDir, PathBuf) {
        let tmp = tempfile::tempdir().unwrap();
        let site = tmp.path().join("lib/python3.12/site-packages");
        for f in files {
            let p = site.join(f);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, b"").unwrap();
        }
        let plugin = site.join("jax_plugins/xla_cuda13/xla_cuda_plugin.so");
        std::fs::create_dir_all(plugin.parent().unwrap()).unwrap();
        std::fs::write(&plugin, b"").unwrap();
        (tmp, plugin)
    }

    #[test]
    fn libraries_beside_the_plugin_are_found_by_soname_in_load_order() {
        let (_tmp, plugin) = fake_site(&[
            "nvidia/cudnn/lib/libcudnn.so.9",
            "nvidia/cudnn/lib/libcudnn_graph.so.9",
            "nvidia/cu13/lib/libcublas.so.13",
            "nvidia/cu13/lib/libcublasLt.so.13",
            "nvidia/cu13/lib/libcudart.so.13",
            "nvidia/cu13/lib/libcudart.so.13.0.96",
            "nvidia/nccl/lib/libnccl.so.2",
            // A CUDA 12 runtime from another package: the plugin's own version wins.
            "nvidia/cuda_runtime/lib/libcudart.so.12",
        ]);
        let dirs = nvidia_library_dirs(&plugin);
        assert!(dirs[0].ends_with("nvidia/cu13/lib"), "{dirs:?}");
        let names: Vec<String> = nvidia_libraries(&dirs)
            .iter()
            .map(|p| {
                let pkg = p.parent().unwrap().parent().unwrap().file_name().unwrap();
                format!(
                    "{}/{}",
                    pkg.to_string_lossy(),
                    p.file_name().unwrap().to_string_lossy()
                )
            })
            .collect();
        assert_eq!(
            names,
            [
                "cu13/libcudart.so.13",
                "cu13/libcublasLt.so.13",
                "cu13/libcublas.so.13",
                "nccl/libnccl.so.2",
                "cudnn/libcudnn.so.9",
            ]
        );
    }

    #[test]
    fn mosaic_gpus_runtime_is_found_in_the_plugins_own_cuda_package() {
        let (_tmp, plugin) = fake_site(&[
            "jax_cuda12_plugin/libmosaic_gpu_runtime.so",
            "jax_cuda13_plugin/mosaic_gpu/libmosaic_gpu_runtime.so",
            "jax_cuda13_plugin/__init__.py",
        ]);
        let lib = mosaic_gpu_runtime_lib(&plugin).unwrap();
        assert!(
            lib.ends_with("jax_cuda13_plugin/mosaic_gpu/libmosaic_gpu_runtime.so"),
            "{lib:?}"
        );
        let (_tmp, plugin) = fake_site(&["jax_cuda13_plugin/__init__.py"]);
        assert_eq!(mosaic_gpu_runtime_lib(&plugin), None);
    }

    #[test]
    fn a_plugin_outside_a_python_package_has_no_library_dirs() {
        let tmp = tempfile::tempdir().unwrap();
        let plugin = tmp.path().join("xla_cuda_plugin.so");
        std::fs::write(&plugin, b"").unwrap();
        assert!(nvidia_library_dirs(&plugin).is_empty());
    }

    #[test]
    fn client_options_default_to_a_training_run_and_follow_jax_variables() {
        let get = |opts: &[NamedValue], name: &str| {
            opts.iter()
                .find(|o| o.name == name)
                .map(|o| o.value.clone())
        };
        let none = cuda_options(|_| None).unwrap();
        assert_eq!(
            get(&none, "platform_name"),
            Some(Value::String("cuda".into()))
        );
        assert_eq!(get(&none, "memory_fraction"), Some(Value::Float(0.90)));
        assert_eq!(get(&none, "preallocate"), None);
        let set = cuda_options(|v| match v {
            "XLA_PYTHON_CLIENT_MEM_FRACTION" => Some("0.5".into()),
            "XLA_PYTHON_CLIENT_PREALLOCATE" => Some("false".into()),
            "XLA_PYTHON_CLIENT_ALLOCATOR" => Some("BFC".into()),
            _ => None,
        })
        .unwrap();
        assert_eq!(get(&set, "memory_fraction"), Some(Value::Float(0.5)));
        assert_eq!(get(&set, "preallocate"), Some(Value::Bool(false)));
        assert_eq!(get(&set, "allocator"), Some(Value::String("bfc".into())));
        for (var, value) in [
            ("XLA_CLIENT_MEM_FRACTION", "1.5"),
            ("XLA_PYTHON_CLIENT_PREALLOCATE", "maybe"),
            ("XLA_PYTHON_CLIENT_ALLOCATOR", "arena"),
        ] {
            let e = cuda_options(|v| (v == var).then(|| value.to_string()))
                .unwrap_err()
                .to_string();
            assert!(e.contains(var) && e.contains(value), "{e}");
        }
    }
}
