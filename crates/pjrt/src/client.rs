//! `Client`: a PJRT client on a plugin, its devices, compiling and uploading.

use std::ffi::c_char;
use std::sync::Arc;

use pjrt_sys::*;

use crate::buffer::Buffer;
use crate::compile_options::CompileOptions;
use crate::device::Device;
use crate::error::{Error, Result};
use crate::executable::LoadedExecutable;
use crate::host_tensor::HostTensor;
use crate::locate::PluginKind;
use crate::named_value::{CNamedValues, NamedValue};
use crate::plugin::{Plugin, lossy};

/// Options passed to `PJRT_Client_Create` (plugin specific, e.g. `cpu_device_count`).
#[derive(Debug, Clone, Default)]
pub struct ClientOptions {
    /// The named options, passed through as given.
    pub options: Vec<NamedValue>,
    /// The store the processes of a multi-process client share, given to the plugin as its
    /// `kv_get` / `kv_try_get` / `kv_put` callbacks ([`crate::kv`]); `None`: no callbacks.
    pub kv_store: Option<std::sync::Arc<dyn crate::kv::KeyValueStore>>,
}

impl ClientOptions {
    /// No options.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds one option.
    pub fn with(mut self, name: &str, value: impl Into<crate::named_value::Value>) -> Self {
        self.options.push(NamedValue::new(name, value));
        self
    }

    /// Options for the XLA CPU plugin with `device_count` virtual devices.
    pub fn cpu(device_count: usize) -> Self {
        Self::new().with("cpu_device_count", device_count as i64)
    }

    /// Options for the XLA CUDA plugin from the environment ([`crate::cuda::cuda_options`]:
    /// `XLA_CLIENT_MEM_FRACTION`, `XLA_PYTHON_CLIENT_PREALLOCATE`,
    /// `XLA_PYTHON_CLIENT_ALLOCATOR`, as JAX reads them).
    pub fn cuda() -> Result<Self> {
        Ok(Self {
            options: crate::cuda::cuda_options_from_env()?,
            kv_store: None,
        })
    }

    /// The options a plugin of `kind` is created with: `cpu_devices` devices on the CPU
    /// plugin, [`ClientOptions::cuda`] on the CUDA plugin, none elsewhere.
    pub fn for_plugin(kind: PluginKind, cpu_devices: usize) -> Result<Self> {
        match kind {
            PluginKind::Cpu => Ok(Self::cpu(cpu_devices)),
            PluginKind::Cuda => Self::cuda(),
            PluginKind::Tpu | PluginKind::Other => Ok(Self::new()),
        }
    }
}

/// The owned `PJRT_Client`; shared by everything created from the client.
pub(crate) struct ClientInner {
    pub(crate) plugin: Arc<Plugin>,
    pub(crate) raw: *mut PJRT_Client,
    /// The key-value store the plugin's callbacks reach through `user_arg`: boxed (a stable
    /// address) and dropped after the client is destroyed (fields drop after `Drop::drop`).
    _kv: Option<Box<crate::kv::KvUserArg>>,
}

// SAFETY: a PJRT client is thread-safe (the C++ PjRtClient behind the C API is documented as
// safe for concurrent use), and we never mutate `raw` after creation.
unsafe impl Send for ClientInner {}
// SAFETY: as above.
unsafe impl Sync for ClientInner {}

impl Drop for ClientInner {
    fn drop(&mut self) {
        // Every buffer, device and executable holds an `Arc<ClientInner>`, so none outlives
        // this. A failure here cannot be reported from `drop`.
        let raw = self.raw;
        // SAFETY: `raw` is the client this `ClientInner` owns; every buffer, device and executable
        // holds an `Arc<ClientInner>`, so none is left, and it is destroyed exactly once here, in
        // Drop.
        let _ = unsafe {
            self.plugin.call(
                self.plugin.fns().PJRT_Client_Destroy,
                |a: &mut PJRT_Client_Destroy_Args| a.client = raw,
            )
        };
    }
}

/// A PJRT client: the entry point to devices, compilation and buffers.
///
/// Cheap to clone (shared handle). `Send + Sync`: PJRT clients allow concurrent use.
#[derive(Clone)]
pub struct Client {
    pub(crate) inner: Arc<ClientInner>,
}

impl std::fmt::Debug for Client {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Client")
            .field("plugin", &self.inner.plugin.path())
            .finish()
    }
}

/// Whether this host has TPU device files (`/dev/accel*`, or a numbered `/dev/vfio/<n>` group).
pub fn host_has_tpu() -> bool {
    dir_has_entry("/dev", |n| n.starts_with("accel"))
        || dir_has_entry("/dev/vfio", |n| n.chars().all(|c| c.is_ascii_digit()))
}

/// Whether directory `dir` (readable) has an entry whose name satisfies `ok`.
pub(crate) fn dir_has_entry(dir: &str, ok: impl Fn(&str) -> bool) -> bool {
    std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .any(|e| ok(&e.file_name().to_string_lossy()))
        })
        .unwrap_or(false)
}

impl Client {
    /// Creates a client on `plugin` with `options`.
    ///
    /// For libtpu this refuses ([`Error::NoTpu`]) on a host without TPU device files, so that
    /// libtpu never probes the network for a TPU that is not there; use
    /// [`crate::DevicelessCompiler`] to compile for TPU topologies without hardware.
    pub fn new(plugin: Arc<Plugin>, options: &ClientOptions) -> Result<Client> {
        if plugin.kind() == PluginKind::Tpu && !host_has_tpu() {
            return Err(Error::NoTpu);
        }
        let c_opts = CNamedValues::new(&options.options);
        let kv: Option<Box<crate::kv::KvUserArg>> = options.kv_store.clone().map(Box::new);
        let kv_arg = kv.as_ref().map_or(std::ptr::null_mut(), |b| {
            &**b as *const crate::kv::KvUserArg as *mut std::ffi::c_void
        });
        // SAFETY: `c_opts` (and the names, strings and arrays of `options` it points to) lives
        // until the end of this function and is only read; the key-value callbacks' `user_arg`
        // points at the boxed store, which the client holds for its whole life; the new client
        // is null-checked and taken over below.
        let out = unsafe {
            plugin.call(
                plugin.fns().PJRT_Client_Create,
                |a: &mut PJRT_Client_Create_Args| {
                    a.create_options = c_opts.as_ptr();
                    a.num_options = c_opts.len();
                    if !kv_arg.is_null() {
                        a.kv_get_callback = Some(crate::kv::kv_get);
                        a.kv_get_user_arg = kv_arg;
                        a.kv_put_callback = Some(crate::kv::kv_put);
                        a.kv_put_user_arg = kv_arg;
                        a.kv_try_get_callback = Some(crate::kv::kv_try_get);
                        a.kv_try_get_user_arg = kv_arg;
                    }
                },
            )
        }?;
        if out.client.is_null() {
            return Err(Error::invalid("PJRT_Client_Create returned no client"));
        }
        Ok(Client {
            inner: Arc::new(ClientInner {
                plugin,
                raw: out.client,
                _kv: kv,
            }),
        })
    }

    /// A client on the project's XLA CPU plugin with `device_count` devices.
    ///
    /// The plugin is found as described in [`crate::locate`] (project `.venv`, then overrides).
    pub fn cpu(device_count: usize) -> Result<Client> {
        if device_count == 0 {
            return Err(Error::invalid("a CPU client needs at least one device"));
        }
        Client::new(Plugin::load("cpu")?, &ClientOptions::cpu(device_count))
    }

    /// The plugin this client runs on.
    pub fn plugin(&self) -> &Arc<Plugin> {
        &self.inner.plugin
    }

    /// The platform name, e.g. `cpu` or `tpu`.
    pub fn platform_name(&self) -> Result<String> {
        let p = &self.inner.plugin;
        // SAFETY: `self.inner.raw` is the live client held by this `Client`; the call only reads
        // it, and the result is read while the client lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Client_PlatformName,
                |a: &mut PJRT_Client_PlatformName_Args| a.client = self.inner.raw,
            )
        }?;
        // SAFETY: the string is owned by the client, which is alive.
        Ok(unsafe { lossy(out.platform_name, out.platform_name_size) })
    }

    /// The platform version string reported by the plugin.
    pub fn platform_version(&self) -> Result<String> {
        let p = &self.inner.plugin;
        // SAFETY: `self.inner.raw` is the live client held by this `Client`; the call only reads
        // it, and the result is read while the client lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Client_PlatformVersion,
                |a: &mut PJRT_Client_PlatformVersion_Args| a.client = self.inner.raw,
            )
        }?;
        // SAFETY: the string is owned by the client, which is alive.
        Ok(unsafe { lossy(out.platform_version, out.platform_version_size) })
    }

    /// This process's index among the processes of a multi-host job (0 on one host).
    pub fn process_index(&self) -> Result<i32> {
        let p = &self.inner.plugin;
        // SAFETY: `self.inner.raw` is the live client held by this `Client`; the call only reads
        // it, and the result is read while the client lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Client_ProcessIndex,
                |a: &mut PJRT_Client_ProcessIndex_Args| a.client = self.inner.raw,
            )
        }?;
        Ok(out.process_index)
    }

    /// All devices of the job, addressable or not.
    pub fn devices(&self) -> Result<Vec<Device>> {
        let p = &self.inner.plugin;
        // SAFETY: `self.inner.raw` is the live client held by this `Client`; the call only reads
        // it, and the result is read while the client lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Client_Devices,
                |a: &mut PJRT_Client_Devices_Args| a.client = self.inner.raw,
            )
        }?;
        // SAFETY: the array is owned by the client and holds `num_devices` device pointers.
        Ok(unsafe { self.wrap_devices(out.devices, out.num_devices) })
    }

    /// The devices this process can use, in the plugin's order.
    pub fn addressable_devices(&self) -> Result<Vec<Device>> {
        let p = &self.inner.plugin;
        // SAFETY: `self.inner.raw` is the live client held by this `Client`; the call only reads
        // it, and the result is read while the client lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Client_AddressableDevices,
                |a: &mut PJRT_Client_AddressableDevices_Args| a.client = self.inner.raw,
            )
        }?;
        // SAFETY: as in `devices`.
        Ok(unsafe { self.wrap_devices(out.addressable_devices, out.num_addressable_devices) })
    }

    /// # Safety
    /// `ptr` must point to `n` device pointers owned by this client.
    unsafe fn wrap_devices(&self, ptr: *const *mut PJRT_Device, n: usize) -> Vec<Device> {
        if ptr.is_null() {
            return Vec::new();
        }
        // SAFETY: guaranteed by the caller.
        unsafe { std::slice::from_raw_parts(ptr, n) }
            .iter()
            .map(|&raw| Device::new(self.inner.clone(), raw))
            .collect()
    }

    /// The addressable device at `index` (of [`Client::addressable_devices`]).
    pub fn addressable_device(&self, index: usize) -> Result<Device> {
        let devices = self.addressable_devices()?;
        let n = devices.len();
        devices.into_iter().nth(index).ok_or_else(|| {
            Error::invalid(format!(
                "device index {index} is out of range: the client has {n} addressable devices"
            ))
        })
    }

    /// Compiles StableHLO text (MLIR, textual or generic syntax) for this client's devices.
    ///
    /// Parser errors come back as [`Error::Pjrt`] carrying the plugin's message, which names
    /// the offending line.
    pub fn compile(
        &self,
        stablehlo_text: &str,
        options: &CompileOptions,
    ) -> Result<LoadedExecutable> {
        let serialized = options
            .for_platform(&self.platform_name()?)
            .to_proto_bytes();
        let format = "mlir";
        let mut program = Box::new(PJRT_Program {
            struct_size: PJRT_Program_STRUCT_SIZE as usize,
            extension_start: std::ptr::null_mut(),
            // The plugin only reads `code` when compiling; the C type is non-const for reuse
            // as an out-parameter elsewhere.
            code: stablehlo_text.as_ptr() as *mut c_char,
            code_size: stablehlo_text.len(),
            format: format.as_ptr() as *const c_char,
            format_size: format.len(),
        });
        let p = &self.inner.plugin;
        // SAFETY: `self.inner.raw` is the live client held by this `Client`; `program` (pointing
        // into `stablehlo_text` and the static `format`) and `serialized` outlive the call and are
        // only read; the new executable is taken over by `LoadedExecutable::wrap`.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Client_Compile,
                |a: &mut PJRT_Client_Compile_Args| {
                    a.client = self.inner.raw;
                    a.program = &mut *program;
                    a.compile_options = serialized.as_ptr() as *const c_char;
                    a.compile_options_size = serialized.len();
                },
            )
        }?;
        LoadedExecutable::wrap(self.inner.clone(), out.executable)
    }

    /// Loads an executable produced by [`crate::Executable::serialize`] (same plugin and
    /// platform version) onto this client's devices.
    pub fn deserialize_and_load(&self, serialized: &[u8]) -> Result<LoadedExecutable> {
        let p = &self.inner.plugin;
        // SAFETY: `self.inner.raw` is the live client held by this `Client`; `serialized` is
        // borrowed for the whole call and only read; the new executable is taken over by
        // `LoadedExecutable::wrap`.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Executable_DeserializeAndLoad,
                |a: &mut PJRT_Executable_DeserializeAndLoad_Args| {
                    a.client = self.inner.raw;
                    a.serialized_executable = serialized.as_ptr() as *const c_char;
                    a.serialized_executable_size = serialized.len();
                },
            )
        }?;
        LoadedExecutable::wrap(self.inner.clone(), out.loaded_executable)
    }

    /// Copies a host tensor to the addressable device at `device_index`.
    pub fn buffer_from_host(&self, t: &HostTensor, device_index: usize) -> Result<Buffer> {
        let device = self.addressable_device(device_index)?;
        Buffer::from_host(&self.inner, t, &device)
    }

    /// Copies a host tensor to `device`.
    pub fn buffer_to_device(&self, t: &HostTensor, device: &Device) -> Result<Buffer> {
        Buffer::from_host(&self.inner, t, device)
    }
}
