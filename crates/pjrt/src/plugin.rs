//! A loaded PJRT plugin: `dlopen`, `GetPjrtApi`, version checks, attributes, and the one
//! place where C API calls are made and their errors converted.

use std::collections::HashMap;
use std::ffi::c_char;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use pjrt_sys::*;

use crate::args::{Args, PADDING, Padded};
use crate::error::{Error, ErrorCode, Result};
use crate::locate::{PluginKind, resolve_plugin};
use crate::named_value::{NamedValue, read_named_values};

/// A loaded PJRT plugin (one per shared object per process; never unloaded).
///
/// Obtain one with [`Plugin::load`]. It is shared (`Arc`) by every client, buffer and
/// executable created from it.
pub struct Plugin {
    api: *const PJRT_Api,
    path: PathBuf,
    kind: PluginKind,
    major: i32,
    minor: i32,
    /// Argument sizes a newer plugin told us it needs (learned from its size-check errors).
    learned_sizes: Mutex<HashMap<&'static str, usize>>,
    /// Libraries loaded before the plugin for it (NVIDIA's, beside the CUDA plugin).
    preloaded: Vec<PathBuf>,
    // Keeps the code behind `api` mapped. Plugins are kept loaded for the life of the process
    // (see `registry`), because PJRT plugins do not support being unloaded.
    _library: libloading::Library,
}

// SAFETY: `PJRT_Api` is an immutable table of function pointers. The PJRT C API requires
// plugin functions to be callable from any thread (the C++ `PjRtClient` they wrap is
// thread-safe), and `learned_sizes` is behind a mutex.
unsafe impl Send for Plugin {}
// SAFETY: as above; no `&self` method mutates unsynchronised state.
unsafe impl Sync for Plugin {}

impl std::fmt::Debug for Plugin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Plugin")
            .field("path", &self.path)
            .field("api_version", &(self.major, self.minor))
            .finish()
    }
}

/// Plugins loaded so far, by canonical path: a plugin is initialised once per process.
fn registry() -> &'static Mutex<HashMap<PathBuf, Arc<Plugin>>> {
    static REGISTRY: OnceLock<Mutex<HashMap<PathBuf, Arc<Plugin>>>> = OnceLock::new();
    REGISTRY.get_or_init(|| Mutex::new(HashMap::new()))
}

/// The PJRT C API version this crate was built against (from `pjrt_c_api.h`).
pub const HEADER_API_VERSION: (i32, i32) = (HEADER_API_MAJOR, HEADER_API_MINOR);

/// The dynamic loader's own words for a failed `dlopen` (libloading keeps them in the error's
/// source, behind a generic "dlopen failed").
fn loader_reason(e: &libloading::Error) -> String {
    let mut reason = e.to_string();
    let mut source = std::error::Error::source(e);
    while let Some(s) = source {
        let text = s.to_string();
        if !reason.contains(&text) {
            reason = format!("{reason}: {text}");
        }
        source = s.source();
    }
    reason
}

impl Plugin {
    /// Loads a plugin by name (`cpu`, `tpu`, `cuda`) or by path to its shared object.
    ///
    /// Names are resolved as documented in [`crate::locate`]. Loading the same file twice
    /// returns the same plugin.
    pub fn load(spec: &str) -> Result<Arc<Plugin>> {
        let path = resolve_plugin(spec)?;
        Self::load_path(&path)
    }

    /// Loads the plugin at `path` (see [`Plugin::load`]).
    pub fn load_path(path: &Path) -> Result<Arc<Plugin>> {
        if !path.is_file() {
            return Err(Error::PluginNotFound {
                spec: path.display().to_string(),
                searched: path.display().to_string(),
                hint: "Check the path, or run ./scripts/setup.sh to install the pinned plugins.",
            });
        }
        let canonical = path.canonicalize().map_err(|e| Error::Io {
            context: format!("resolving {}", path.display()),
            source: e,
        })?;
        let mut reg = registry().lock().unwrap_or_else(|p| p.into_inner());
        if let Some(p) = reg.get(&canonical) {
            return Ok(p.clone());
        }
        let plugin = Arc::new(Self::open(&canonical)?);
        reg.insert(canonical, plugin.clone());
        Ok(plugin)
    }

    fn open(path: &Path) -> Result<Plugin> {
        // libtpu probes for a TPU (and a cloud metadata server) when it initialises; without TPU
        // device files, only load it where the caller controlled its environment first (the
        // deviceless worker sets TPU_SKIP_MDS_QUERY and friends).
        if PluginKind::from_path(path) == PluginKind::Tpu
            && !crate::client::host_has_tpu()
            && std::env::var_os("TPU_SKIP_MDS_QUERY").is_none()
        {
            return Err(Error::NoTpu);
        }
        // The CUDA plugin fails deep inside its client creation without a GPU; say so first.
        // NVIDIA's libraries from the plugin's own Python install load before it (see
        // `crate::cuda`), so no LD_LIBRARY_PATH is needed.
        let preloaded = if PluginKind::from_path(path) == PluginKind::Cuda {
            if !crate::cuda::host_has_nvidia_gpu() {
                return Err(Error::NoGpu);
            }
            // Mosaic GPU kernels (namtrain's GPU flash attention) need their runtime library.
            crate::cuda::set_mosaic_gpu_runtime(path);
            crate::cuda::preload_nvidia_libraries(path)
        } else {
            Vec::new()
        };
        // SAFETY: loading a shared object runs its initialisers; we only load files the
        // caller named as PJRT plugins.
        let library = unsafe { libloading::Library::new(path) }.map_err(|e| Error::PluginLoad {
            path: path.to_owned(),
            reason: loader_reason(&e),
        })?;
        type GetPjrtApi = unsafe extern "C" fn() -> *const PJRT_Api;
        // SAFETY: `GetPjrtApi` is declared by the PJRT C API with exactly this signature.
        let get: libloading::Symbol<GetPjrtApi> =
            unsafe { library.get(b"GetPjrtApi\0") }.map_err(|_| Error::NoGetPjrtApi {
                path: path.to_owned(),
            })?;
        // SAFETY: calling the plugin's entry point, which takes no arguments.
        let api = unsafe { get() };
        if api.is_null() {
            return Err(Error::PluginLoad {
                path: path.to_owned(),
                reason: "GetPjrtApi returned a null PJRT_Api".into(),
            });
        }
        // SAFETY: non-null pointer to the plugin's static API table; the version fields are at
        // the same offsets in every PJRT API version.
        let version = unsafe { (*api).pjrt_api_version };
        let (major, minor) = (version.major_version, version.minor_version);
        let version_error = |why| Error::ApiVersion {
            path: path.to_owned(),
            plugin_major: major,
            plugin_minor: minor,
            header_major: HEADER_API_MAJOR,
            header_minor: HEADER_API_MINOR,
            why,
        };
        if major != HEADER_API_MAJOR {
            return Err(version_error(
                "the major versions differ, so the ABI is incompatible; install the pinned plugin \
                 (./scripts/setup.sh) or rebuild pjrt-sys against the plugin's pjrt_c_api.h \
                 (PJRT_C_API_HEADER)",
            ));
        }
        if minor < HEADER_API_MINOR {
            return Err(version_error(
                "the plugin's API is too old for this build (it lacks functions and struct \
                 fields we use); upgrade the plugin: libtpu 0.0.29 or newer, tested up to 0.0.52 \
                 (docs/running.md, libtpu versions); ./scripts/setup.sh installs the pinned ones",
            ));
        }
        // SAFETY: the minor version check above guarantees the table is at least as large as
        // our `PJRT_Api`.
        let table_size = unsafe { (*api).struct_size };
        if table_size < PJRT_Api_STRUCT_SIZE as usize {
            return Err(version_error(
                "its PJRT_Api table is smaller than the version claims; the plugin is broken",
            ));
        }
        let plugin = Plugin {
            api,
            kind: PluginKind::from_path(path),
            path: path.to_owned(),
            major,
            minor,
            learned_sizes: Mutex::new(HashMap::new()),
            preloaded,
            _library: library,
        };
        if plugin.fns().PJRT_Plugin_Initialize.is_some() {
            // SAFETY: the arguments hold no pointers (only `struct_size`); this runs once per
            // plugin, before any other call, as the C API requires.
            unsafe {
                plugin.call(
                    plugin.fns().PJRT_Plugin_Initialize,
                    |_: &mut PJRT_Plugin_Initialize_Args| {},
                )
            }?;
        }
        Ok(plugin)
    }

    /// The shared object this plugin was loaded from.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The plugin's profiler extension (device traces, [`crate::profiler`]), when it has one:
    /// libtpu and the XLA CUDA plugin do, the XLA CPU plugin does not.
    pub fn profiler_api(&self) -> Option<crate::profiler::ProfilerApi> {
        // SAFETY: `api` is the plugin's live `PJRT_Api`; its extension chain is the plugin's
        // and stays valid while the plugin is loaded (for the process).
        unsafe { crate::profiler::ProfilerApi::find((*self.api).extension_start) }
    }

    /// The libraries loaded globally before this plugin, for it (NVIDIA's CUDA libraries
    /// installed beside the CUDA plugin: [`crate::cuda::preload_nvidia_libraries`]).
    pub fn preloaded_libraries(&self) -> &[PathBuf] {
        &self.preloaded
    }

    /// Which known plugin this is, judged by its file name.
    pub fn kind(&self) -> PluginKind {
        self.kind
    }

    /// The PJRT C API version the plugin implements, `(major, minor)`.
    pub fn api_version(&self) -> (i32, i32) {
        (self.major, self.minor)
    }

    /// The plugin's attributes (`PJRT_Plugin_Attributes`), e.g. the StableHLO version range.
    pub fn attributes(&self) -> Result<Vec<NamedValue>> {
        // SAFETY: no pointers go in; the out array is read below as owned by the plugin.
        let out = unsafe {
            self.call(
                self.fns().PJRT_Plugin_Attributes,
                |_: &mut PJRT_Plugin_Attributes_Args| {},
            )
        }?;
        // SAFETY: the plugin owns the array, valid for the plugin's lifetime.
        Ok(unsafe { read_named_values(out.attributes, out.num_attributes) })
    }

    /// The StableHLO versions the plugin accepts, `(minimum, current)`, each `[major, minor, patch]`.
    ///
    /// `None` when the plugin does not report them.
    pub fn stablehlo_version_range(&self) -> Result<Option<(Vec<i64>, Vec<i64>)>> {
        let attrs = self.attributes()?;
        let find = |name: &str| {
            attrs
                .iter()
                .find(|a| a.name == name)
                .and_then(|a| a.value.as_i64_list().map(<[i64]>::to_vec))
        };
        Ok(find("stablehlo_minimum_version").zip(find("stablehlo_current_version")))
    }

    /// The plugin's function table.
    pub(crate) fn fns(&self) -> &PJRT_Api {
        // SAFETY: checked non-null at load; the library stays mapped while `self` lives.
        unsafe { &*self.api }
    }

    /// The `struct_size` to claim for `A`'s struct on this plugin.
    fn struct_size_for<A: Args>(&self) -> usize {
        let learned = self.learned_sizes.lock().unwrap_or_else(|p| p.into_inner());
        learned.get(A::CALL).copied().unwrap_or(A::STRUCT_SIZE)
    }

    /// Calls a C API function with a zero-initialised, padded argument struct that `fill` sets
    /// up, and returns the struct (with its out fields) or the converted error.
    ///
    /// When a plugin newer than our header rejects the argument size, the size it names is
    /// remembered and the call retried once: the plugin checks sizes before doing anything.
    ///
    /// # Safety
    ///
    /// `func` is called with whatever `fill` stores in the struct, so the caller must
    /// guarantee, for the C function `func` is (as documented in `pjrt_c_api.h`):
    ///
    /// - every handle `fill` stores (`PJRT_Client`, `PJRT_Buffer`, `PJRT_LoadedExecutable`,
    ///   `PJRT_Executable`, `PJRT_Device`, `PJRT_DeviceDescription`,
    ///   `PJRT_TopologyDescription`, `PJRT_Event`) was created by this plugin and is live for
    ///   the whole call: typically the caller holds the Rust wrapper that owns it (`Client`,
    ///   `Buffer`, `LoadedExecutable`, `Executable`, `Topology`), or the object that owns it
    ///   (a device or description is owned by its client or topology);
    /// - a handle that the function destroys (`*_Destroy`) is owned by the caller, is
    ///   destroyed only this once, and is not used afterwards;
    /// - every other pointer `fill` stores (host data, dimension, option and argument arrays,
    ///   strings, nested structs such as `PJRT_Program` or `PJRT_ExecuteOptions`, out arrays)
    ///   points to memory that is valid for the function's documented use (readable for
    ///   inputs; writable and large enough for outputs) and whose target outlives the call, or,
    ///   where the function keeps using it after returning (a host buffer under its
    ///   `host_buffer_semantics`, the destination of `PJRT_Buffer_ToHostBuffer`), until the
    ///   event the plugin returns for that use has completed;
    /// - the out fields of the returned struct are interpreted per the C API: a pointer to data
    ///   owned by an object is used only while that object lives, and a newly created handle
    ///   (buffer, executable, event, topology, client) is taken over and freed at most once.
    ///
    /// `struct_size` is set by this function (after `fill`), so `fill` need not set it.
    pub(crate) unsafe fn call<A: Args>(
        &self,
        func: Option<unsafe extern "C" fn(*mut A) -> *mut PJRT_Error>,
        fill: impl FnOnce(&mut A),
    ) -> Result<A> {
        let func = func.ok_or(Error::NotImplemented(A::CALL))?;
        let mut padded = Padded::<A>::zeroed(self.struct_size_for::<A>());
        fill(&mut padded.args);
        padded.set_struct_size(self.struct_size_for::<A>());
        for attempt in 0..2 {
            // SAFETY: `padded` is a valid, fully initialised argument struct followed by
            // zeroed padding, so a plugin reading trailing fields up to the claimed size stays
            // inside our allocation; the handles and pointers in it were set up by `fill`, and
            // this function's caller guarantees (see `# Safety`) that they are valid for
            // `func`'s use and that their targets outlive the call.
            let err = unsafe { func(&mut padded.args) };
            if err.is_null() {
                return Ok(padded.args);
            }
            let error = self.take_error(err, A::CALL);
            if attempt == 0
                && let Some(expected) = self.needs_larger_struct::<A>(&error)?
            {
                self.learned_sizes
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .insert(A::CALL, expected);
                padded.set_struct_size(expected);
                continue;
            }
            return Err(error);
        }
        unreachable!("the loop returns on its second pass")
    }

    /// Whether `error` is a plugin's "Unexpected <X>_Args size: expected N, got M" that a
    /// larger claimed size would fix; `Err` when no size we can offer would.
    fn needs_larger_struct<A: Args>(&self, error: &Error) -> Result<Option<usize>> {
        let Error::Pjrt { message, .. } = error else {
            return Ok(None);
        };
        let Some(rest) = message
            .find("size: expected ")
            .map(|i| &message[i + "size: expected ".len()..])
        else {
            return Ok(None);
        };
        let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
        let Ok(expected) = digits.parse::<usize>() else {
            return Ok(None);
        };
        let given = self.struct_size_for::<A>();
        if expected <= given {
            return Ok(None);
        }
        if expected > std::mem::size_of::<A>() + PADDING {
            return Err(Error::StructSize {
                call: A::CALL,
                expected,
                given,
                plugin_major: self.major,
                plugin_minor: self.minor,
                header_major: HEADER_API_MAJOR,
                header_minor: HEADER_API_MINOR,
            });
        }
        Ok(Some(expected))
    }

    /// Converts and frees a `PJRT_Error`.
    pub(crate) fn take_error(&self, err: *mut PJRT_Error, call: &'static str) -> Error {
        let fns = self.fns();
        let mut message = String::from("(the plugin gave no message)");
        let mut code = ErrorCode::Unknown;
        if let Some(f) = fns.PJRT_Error_Message {
            let mut a =
                Padded::<PJRT_Error_Message_Args>::zeroed(PJRT_Error_Message_Args::STRUCT_SIZE);
            a.args.error = err;
            // SAFETY: `err` is a live error owned by us; the message is valid until destroy.
            unsafe {
                f(&mut a.args);
                message = lossy(a.args.message, a.args.message_size);
            }
        }
        if let Some(f) = fns.PJRT_Error_GetCode {
            let mut a =
                Padded::<PJRT_Error_GetCode_Args>::zeroed(PJRT_Error_GetCode_Args::STRUCT_SIZE);
            a.args.error = err;
            // SAFETY: `err` is a live error owned by us.
            let e = unsafe { f(&mut a.args) };
            if e.is_null() {
                code = ErrorCode::from_raw(a.args.code.0);
            }
        }
        if let Some(f) = fns.PJRT_Error_Destroy {
            let mut a =
                Padded::<PJRT_Error_Destroy_Args>::zeroed(PJRT_Error_Destroy_Args::STRUCT_SIZE);
            a.args.error = err;
            // SAFETY: destroys the error exactly once; it is not used afterwards.
            unsafe { f(&mut a.args) };
        }
        Error::Pjrt {
            call,
            code,
            message,
        }
    }

    /// Waits for a PJRT event and destroys it.
    pub(crate) fn await_event(&self, event: *mut PJRT_Event, what: &'static str) -> Result<()> {
        if event.is_null() {
            return Ok(());
        }
        // SAFETY: `event` is non-null (checked above) and, at every caller in this crate, an
        // event just returned by the plugin and not yet destroyed; awaiting only blocks on it.
        let waited = unsafe {
            self.call(
                self.fns().PJRT_Event_Await,
                |a: &mut PJRT_Event_Await_Args| a.event = event,
            )
        };
        self.destroy_event(event);
        waited.map(|_| ()).map_err(|e| match e {
            Error::Pjrt { code, message, .. } => Error::Pjrt {
                call: what,
                code,
                message,
            },
            other => other,
        })
    }

    /// Destroys a PJRT event without waiting.
    pub(crate) fn destroy_event(&self, event: *mut PJRT_Event) {
        if event.is_null() {
            return;
        }
        // A failure to destroy cannot be acted upon; the event is gone either way.
        // SAFETY: `event` is non-null (checked above) and, at the one caller (`await_event`,
        // after awaiting it), an event returned by the plugin that is destroyed only here.
        let _ = unsafe {
            self.call(
                self.fns().PJRT_Event_Destroy,
                |a: &mut PJRT_Event_Destroy_Args| a.event = event,
            )
        };
    }
}

/// Copies a (pointer, length) string from the plugin, replacing invalid UTF-8.
///
/// # Safety
/// `ptr` must be null or point to `len` readable bytes.
pub(crate) unsafe fn lossy(ptr: *const c_char, len: usize) -> String {
    if ptr.is_null() || len == 0 {
        return String::new();
    }
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(ptr as *const u8, len) };
    String::from_utf8_lossy(bytes).into_owned()
}
