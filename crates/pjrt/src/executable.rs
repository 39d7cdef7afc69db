//! Executables: compiled programs (`Executable`) and programs loaded on a client's devices
//! (`LoadedExecutable`), with execution, serialization and compile-time metadata.

use std::ffi::c_char;
use std::marker::PhantomData;
use std::sync::{Arc, OnceLock};

use pjrt_sys::*;

use crate::buffer::Buffer;
use crate::client::ClientInner;
use crate::device::Device;
use crate::element_type::ElementType;
use crate::error::{Error, Result};
use crate::host_tensor::HostTensor;
use crate::named_value::{Value, read_named_values};
use crate::optimized_program::{OptimizedProgram, ParameterShape};
use crate::plugin::{Plugin, lossy};

/// XLA's cost analysis of a compiled program, by property name.
///
/// The names are XLA's (`flops`, `transcendentals`, `bytes accessed`, `bytes accessed0{}`,
/// `utilization0{}`, `optimal_seconds`, ...). XLA's analysis visits a `while` body once, so a
/// program whose work sits in loops (our scan over layer groups) is undercounted by the trip
/// count; a caller that knows the trips multiplies.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct CostAnalysis {
    /// Every numeric property the plugin reported.
    pub properties: std::collections::BTreeMap<String, f64>,
}

impl CostAnalysis {
    /// Floating-point operations (XLA's `flops`), if reported.
    pub fn flops(&self) -> Option<f64> {
        self.properties.get("flops").copied()
    }
    /// Transcendental operations (XLA's `transcendentals`), if reported.
    pub fn transcendentals(&self) -> Option<f64> {
        self.properties.get("transcendentals").copied()
    }
    /// Bytes read and written (XLA's `bytes accessed`), if reported.
    pub fn bytes_accessed(&self) -> Option<f64> {
        self.properties.get("bytes accessed").copied()
    }
}

/// Sizes the compiler planned for one device (`PJRT_Executable_GetCompiledMemoryStats`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CompiledMemoryStats {
    /// Machine code size.
    pub generated_code_size_in_bytes: i64,
    /// Bytes of arguments.
    pub argument_size_in_bytes: i64,
    /// Bytes of outputs.
    pub output_size_in_bytes: i64,
    /// Bytes shared by aliased (donated) arguments and outputs.
    pub alias_size_in_bytes: i64,
    /// Bytes of temporaries.
    pub temp_size_in_bytes: i64,
    /// Host-side code size.
    pub host_generated_code_size_in_bytes: i64,
    /// Host-side argument bytes.
    pub host_argument_size_in_bytes: i64,
    /// Host-side output bytes.
    pub host_output_size_in_bytes: i64,
    /// Host-side aliased bytes.
    pub host_alias_size_in_bytes: i64,
    /// Host-side temporaries.
    pub host_temp_size_in_bytes: i64,
    /// Peak device memory of the program, where the plugin reports it.
    pub peak_memory_in_bytes: i64,
}

impl CompiledMemoryStats {
    /// The statistics as a flat array in declaration order (code, arguments, outputs, aliased,
    /// temporaries, the five host figures, peak): the form the compile worker sends and plan
    /// memos store.
    pub fn to_array(&self) -> [i64; 11] {
        [
            self.generated_code_size_in_bytes,
            self.argument_size_in_bytes,
            self.output_size_in_bytes,
            self.alias_size_in_bytes,
            self.temp_size_in_bytes,
            self.host_generated_code_size_in_bytes,
            self.host_argument_size_in_bytes,
            self.host_output_size_in_bytes,
            self.host_alias_size_in_bytes,
            self.host_temp_size_in_bytes,
            self.peak_memory_in_bytes,
        ]
    }

    /// The inverse of [`Self::to_array`].
    pub fn from_array(m: [i64; 11]) -> Self {
        CompiledMemoryStats {
            generated_code_size_in_bytes: m[0],
            argument_size_in_bytes: m[1],
            output_size_in_bytes: m[2],
            alias_size_in_bytes: m[3],
            temp_size_in_bytes: m[4],
            host_generated_code_size_in_bytes: m[5],
            host_argument_size_in_bytes: m[6],
            host_output_size_in_bytes: m[7],
            host_alias_size_in_bytes: m[8],
            host_temp_size_in_bytes: m[9],
            peak_memory_in_bytes: m[10],
        }
    }

    /// Device bytes the program needs at once: arguments + outputs - aliased + temporaries +
    /// code (the figure to compare with a device's memory).
    pub fn total_device_bytes(&self) -> i64 {
        self.argument_size_in_bytes + self.output_size_in_bytes - self.alias_size_in_bytes
            + self.temp_size_in_bytes
            + self.generated_code_size_in_bytes
    }
}

/// A compiled program, not bound to devices (from deviceless compile, or the compiled part of
/// a [`LoadedExecutable`]). Freed exactly once on drop.
pub struct Executable {
    plugin: Arc<Plugin>,
    raw: *mut PJRT_Executable,
}

// SAFETY: a PJRT executable is immutable after compilation and its accessors are thread-safe;
// the plugin is kept alive by `plugin`.
unsafe impl Send for Executable {}
// SAFETY: as above.
unsafe impl Sync for Executable {}

impl Drop for Executable {
    fn drop(&mut self) {
        let raw = self.raw;
        // SAFETY: `raw` is the executable this `Executable` owns (its plugin kept alive by
        // `self.plugin`), destroyed exactly once here, in Drop.
        let _ = unsafe {
            self.plugin.call(
                self.plugin.fns().PJRT_Executable_Destroy,
                |a: &mut PJRT_Executable_Destroy_Args| a.executable = raw,
            )
        };
    }
}

impl std::fmt::Debug for Executable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Executable({:?})", self.name().unwrap_or_default())
    }
}

impl Executable {
    /// Takes ownership of a `PJRT_Executable`.
    pub(crate) fn wrap(plugin: Arc<Plugin>, raw: *mut PJRT_Executable) -> Result<Self> {
        if raw.is_null() {
            return Err(Error::invalid("the plugin returned a null executable"));
        }
        Ok(Executable { plugin, raw })
    }

    /// The program's name (the module name).
    pub fn name(&self) -> Result<String> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and its out fields are copied below while `self` lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Executable_Name,
                |a: &mut PJRT_Executable_Name_Args| a.executable = self.raw,
            )
        }?;
        // SAFETY: owned by the executable, alive.
        Ok(unsafe { lossy(out.executable_name, out.executable_name_size) })
    }

    /// Number of replicas it was compiled for.
    pub fn num_replicas(&self) -> Result<usize> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and its out fields are copied below while `self` lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Executable_NumReplicas,
                |a: &mut PJRT_Executable_NumReplicas_Args| a.executable = self.raw,
            )
        }?;
        Ok(out.num_replicas)
    }

    /// Number of partitions it was compiled for.
    pub fn num_partitions(&self) -> Result<usize> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and its out fields are copied below while `self` lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Executable_NumPartitions,
                |a: &mut PJRT_Executable_NumPartitions_Args| a.executable = self.raw,
            )
        }?;
        Ok(out.num_partitions)
    }

    /// Number of outputs per device.
    pub fn num_outputs(&self) -> Result<usize> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and its out fields are copied below while `self` lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Executable_NumOutputs,
                |a: &mut PJRT_Executable_NumOutputs_Args| a.executable = self.raw,
            )
        }?;
        Ok(out.num_outputs)
    }

    /// A fingerprint of the compiled program, when the plugin provides one.
    pub fn fingerprint(&self) -> Result<Option<String>> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and its out fields are copied below while `self` lives.
        match unsafe {
            p.call(
                p.fns().PJRT_Executable_Fingerprint,
                |a: &mut PJRT_Executable_Fingerprint_Args| a.executable = self.raw,
            )
        } {
            // SAFETY: owned by the executable, alive.
            Ok(out) => Ok(Some(unsafe {
                lossy(out.executable_fingerprint, out.executable_fingerprint_size)
            })
            .filter(|s| !s.is_empty())),
            Err(Error::NotImplemented(_)) => Ok(None),
            Err(Error::Pjrt {
                code: crate::ErrorCode::Unimplemented,
                ..
            }) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// XLA's cost analysis of the compiled program (`PJRT_Executable_GetCostAnalysis`):
    /// `flops`, `transcendentals`, `bytes accessed`, per-operand byte counts and whatever else
    /// the plugin reports, by name. `None` where the plugin does not implement it. Note that
    /// XLA counts a `while` body once, whatever its trip count ([`CostAnalysis`]).
    pub fn cost_analysis(&self) -> Result<Option<CostAnalysis>> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and its out fields are copied below while `self` lives.
        match unsafe {
            p.call(
                p.fns().PJRT_Executable_GetCostAnalysis,
                |a: &mut PJRT_Executable_GetCostAnalysis_Args| a.executable = self.raw,
            )
        } {
            Ok(out) => Ok(Some(CostAnalysis {
                // SAFETY: the properties are owned by the executable and valid while it lives;
                // they are copied out here.
                properties: unsafe { read_named_values(out.properties, out.num_properties) }
                    .into_iter()
                    .filter_map(|nv| {
                        let v = match nv.value {
                            Value::Float(f) => f as f64,
                            Value::Int64(i) => i as f64,
                            _ => return None,
                        };
                        Some((nv.name, v))
                    })
                    .collect(),
            })),
            Err(Error::NotImplemented(_))
            | Err(Error::Pjrt {
                code: crate::ErrorCode::Unimplemented,
                ..
            }) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// The element type of each output.
    pub fn output_element_types(&self) -> Result<Vec<ElementType>> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and its out fields are copied below while `self` lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Executable_OutputElementTypes,
                |a: &mut PJRT_Executable_OutputElementTypes_Args| a.executable = self.raw,
            )
        }?;
        if out.output_types.is_null() {
            return Ok(Vec::new());
        }
        // SAFETY: owned by the executable, `num_output_types` entries.
        unsafe { std::slice::from_raw_parts(out.output_types, out.num_output_types) }
            .iter()
            .map(|&t| ElementType::from_pjrt(t))
            .collect()
    }

    /// The dimensions of each output.
    pub fn output_dimensions(&self) -> Result<Vec<Vec<i64>>> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and its out fields are copied below while `self` lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Executable_OutputDimensions,
                |a: &mut PJRT_Executable_OutputDimensions_Args| a.executable = self.raw,
            )
        }?;
        if out.num_outputs == 0 {
            return Ok(Vec::new());
        }
        // SAFETY: owned by the executable: `num_outputs` sizes and their sum of dims.
        let sizes = unsafe { std::slice::from_raw_parts(out.dim_sizes, out.num_outputs) };
        let total: usize = sizes.iter().sum();
        let dims = if total == 0 {
            &[][..]
        } else {
            // SAFETY: as above.
            unsafe { std::slice::from_raw_parts(out.dims, total) }
        };
        let mut at = 0;
        Ok(sizes
            .iter()
            .map(|&n| {
                let d = dims[at..at + n].to_vec();
                at += n;
                d
            })
            .collect())
    }

    /// The compiler's per-device memory plan.
    pub fn compiled_memory_stats(&self) -> Result<CompiledMemoryStats> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and its out fields are copied below while `self` lives.
        let o = unsafe {
            p.call(
                p.fns().PJRT_Executable_GetCompiledMemoryStats,
                |a: &mut PJRT_Executable_GetCompiledMemoryStats_Args| a.executable = self.raw,
            )
        }?;
        Ok(CompiledMemoryStats {
            generated_code_size_in_bytes: o.generated_code_size_in_bytes,
            argument_size_in_bytes: o.argument_size_in_bytes,
            output_size_in_bytes: o.output_size_in_bytes,
            alias_size_in_bytes: o.alias_size_in_bytes,
            temp_size_in_bytes: o.temp_size_in_bytes,
            host_generated_code_size_in_bytes: o.host_generated_code_size_in_bytes,
            host_argument_size_in_bytes: o.host_argument_size_in_bytes,
            host_output_size_in_bytes: o.host_output_size_in_bytes,
            host_alias_size_in_bytes: o.host_alias_size_in_bytes,
            host_temp_size_in_bytes: o.host_temp_size_in_bytes,
            peak_memory_in_bytes: o.peak_memory_in_bytes,
        })
    }

    /// The serialized executable, loadable with [`crate::Client::deserialize_and_load`] on
    /// the same plugin and platform version.
    pub fn serialize(&self) -> Result<Vec<u8>> {
        let p = &self.plugin;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; the call only reads
        // it, and the serialized object it returns is copied and then freed with its deleter below.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Executable_Serialize,
                |a: &mut PJRT_Executable_Serialize_Args| a.executable = self.raw,
            )
        }?;
        let bytes = if out.serialized_bytes.is_null() {
            Vec::new()
        } else {
            // SAFETY: backed by `serialized_executable` until its deleter runs below.
            unsafe {
                std::slice::from_raw_parts(
                    out.serialized_bytes as *const u8,
                    out.serialized_bytes_size,
                )
                .to_vec()
            }
        };
        if let Some(deleter) = out.serialized_executable_deleter {
            // SAFETY: frees the plugin's backing object exactly once; `bytes` is our copy.
            unsafe { deleter(out.serialized_executable) };
        }
        Ok(bytes)
    }

    /// The optimized program after all compiler passes (format and bytes as the plugin gives
    /// them; `hlo_with_config` is a serialized `xla.HloModuleProtoWithConfig`).
    pub fn optimized_program(&self) -> Result<OptimizedProgram> {
        let p = &self.plugin;
        // First call: the plugin fills in the size (code is null); second: the bytes.
        let mut program: PJRT_Program = PJRT_Program {
            struct_size: PJRT_Program_STRUCT_SIZE as usize,
            extension_start: std::ptr::null_mut(),
            code: std::ptr::null_mut(),
            code_size: 0,
            format: std::ptr::null(),
            format_size: 0,
        };
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; `program` is a
        // local that outlives the call, and with its `code` null the plugin only sets `code_size`
        // (and `format`).
        unsafe {
            p.call(
                p.fns().PJRT_Executable_OptimizedProgram,
                |a: &mut PJRT_Executable_OptimizedProgram_Args| {
                    a.executable = self.raw;
                    a.program = &mut program;
                },
            )
        }?;
        let mut code = vec![0u8; program.code_size];
        program.code = code.as_mut_ptr() as *mut c_char;
        // SAFETY: `self.raw` is the live executable owned by this `Executable`; `program.code`
        // points to `code`, `program.code_size` writable bytes that outlive the call, which the
        // plugin fills up to that size.
        unsafe {
            p.call(
                p.fns().PJRT_Executable_OptimizedProgram,
                |a: &mut PJRT_Executable_OptimizedProgram_Args| {
                    a.executable = self.raw;
                    a.program = &mut program;
                },
            )
        }?;
        code.truncate(program.code_size);
        // SAFETY: the format string is a static of the plugin.
        let format = unsafe { lossy(program.format, program.format_size) };
        Ok(OptimizedProgram { format, code })
    }
}

/// A process-unique, non-zero launch id (see [`ExecuteOptions::launch_id`]).
fn next_launch_id() -> i32 {
    use std::sync::atomic::{AtomicI32, Ordering};
    static NEXT: AtomicI32 = AtomicI32::new(1);
    loop {
        let id = NEXT.fetch_add(1, Ordering::Relaxed);
        // Wrapping past i32::MAX lands on negatives, which are valid ids; only 0 is reserved.
        if id != 0 {
            return id;
        }
    }
}

/// Per-call execution settings.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ExecuteOptions {
    /// Argument indices that must not be donated even where the program aliases them to an
    /// output (the program's `tf.aliasing_output` attributes); those inputs stay valid.
    pub non_donatable_input_indices: Vec<i64>,
    /// Launch id, to match up the launches of one multi-host program across processes.
    /// 0 (the default) draws a fresh process-unique id for each call: the CPU plugin keys its
    /// in-process collective rendezvous by (launch id, devices), so two concurrent launches
    /// sharing an id (e.g. two clients in one process) would meet in the same all-reduce and
    /// crash inside the plugin.
    pub launch_id: i32,
}

/// A launched program ([`LoadedExecutable::launch`]): its output buffers exist, the devices may
/// still be computing them. Dropping it without [`Execution::wait`] still waits, so the borrowed
/// arguments outlive the computation; [`Execution::detach`] ends that borrow early.
pub struct Execution<'a> {
    outputs: Vec<Vec<Buffer>>,
    completion: Completion,
    _args: PhantomData<&'a Buffer>,
}

impl Execution<'_> {
    /// Waits for every device to finish; returns the outputs per device, or the first device's
    /// error.
    pub fn wait(mut self) -> Result<Vec<Vec<Buffer>>> {
        match self.completion.await_events() {
            Some(e) => Err(e),
            None => Ok(std::mem::take(&mut self.outputs)),
        }
    }

    /// The outputs per device now, while the devices may still be computing them, and the
    /// [`Completion`] that says when they are done.
    ///
    /// The arguments are no longer borrowed: the PJRT C API keeps a buffer's device memory until
    /// every operation using it has finished (`PJRT_Buffer_Delete`), so dropping an argument's
    /// handle now frees nothing the program still reads. The outputs may be passed to the next
    /// launch at once (the plugin orders the two programs) and read whenever they are needed
    /// (a read waits for them), which is how a training loop keeps steps queued on the device.
    /// Dropping a handle the program still reads is safe but may block: the CPU plugin's
    /// `PJRT_Buffer_Destroy` waits for the program; a caller that must not stall keeps such
    /// handles until the [`Completion`] is awaited.
    pub fn detach(mut self) -> (Vec<Vec<Buffer>>, Completion) {
        let outputs = std::mem::take(&mut self.outputs);
        let completion = Completion {
            client: self.completion.client.clone(),
            events: std::mem::take(&mut self.completion.events),
        };
        (outputs, completion)
    }
}

/// The completion of a launched program on each of its devices ([`Execution::detach`]).
/// Dropping it waits for the devices, so nothing is left running unobserved.
pub struct Completion {
    client: Arc<ClientInner>,
    /// One completion event per device, null once awaited.
    events: Vec<*mut PJRT_Event>,
}

impl Completion {
    /// Waits for every device to finish; the first device's error, if any.
    pub fn wait(mut self) -> Result<()> {
        match self.await_events() {
            Some(e) => Err(e),
            None => Ok(()),
        }
    }

    /// Awaits (and destroys) every event not yet awaited; the first error, if any.
    fn await_events(&mut self) -> Option<Error> {
        let mut first_error = None;
        for ev in std::mem::take(&mut self.events) {
            if let Err(e) = self
                .client
                .plugin
                .await_event(ev, "PJRT_LoadedExecutable_Execute")
            {
                first_error.get_or_insert(e);
            }
        }
        first_error
    }
}

impl Drop for Completion {
    fn drop(&mut self) {
        // Nothing to report to: the caller dropped the completion without asking.
        let _ = self.await_events();
    }
}

impl std::fmt::Debug for Completion {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Completion")
            .field("pending_devices", &self.events.len())
            .finish()
    }
}

/// A program loaded on a client's devices, ready to execute. Freed exactly once on drop.
pub struct LoadedExecutable {
    client: Arc<ClientInner>,
    raw: *mut PJRT_LoadedExecutable,
    executable: Executable,
    devices: Vec<*mut PJRT_Device>,
    num_outputs: usize,
    /// Per-device parameter shapes, read lazily from the optimized program for validation;
    /// `None` when the plugin does not give them.
    parameters: OnceLock<Option<Vec<ParameterShape>>>,
}

// SAFETY: PJRT loaded executables may be executed concurrently from several threads; all
// pointers are owned by the client kept alive by `client`.
unsafe impl Send for LoadedExecutable {}
// SAFETY: as above.
unsafe impl Sync for LoadedExecutable {}

impl Drop for LoadedExecutable {
    fn drop(&mut self) {
        let raw = self.raw;
        let p = &self.client.plugin;
        // SAFETY: `raw` is the loaded executable this `LoadedExecutable` owns (its client kept
        // alive by `self.client`), destroyed exactly once here, in Drop; the `Executable` taken
        // from it is a separate handle.
        let _ = unsafe {
            p.call(
                p.fns().PJRT_LoadedExecutable_Destroy,
                |a: &mut PJRT_LoadedExecutable_Destroy_Args| a.executable = raw,
            )
        };
    }
}

impl std::fmt::Debug for LoadedExecutable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("LoadedExecutable")
            .field("executable", &self.executable)
            .field("devices", &self.devices.len())
            .field("num_outputs", &self.num_outputs)
            .finish()
    }
}

impl LoadedExecutable {
    pub(crate) fn wrap(client: Arc<ClientInner>, raw: *mut PJRT_LoadedExecutable) -> Result<Self> {
        if raw.is_null() {
            return Err(Error::invalid(
                "the plugin returned a null loaded executable",
            ));
        }
        let p = client.plugin.clone();
        // Own `raw` before anything else can fail, so it is destroyed on every path.
        let destroy_on_error = |e: Error| {
            // SAFETY: `raw` is the live loaded executable this function has taken over; only one
            // error path runs this closure, then returns, so it is destroyed exactly once and not
            // used again.
            let _ = unsafe {
                p.call(
                    p.fns().PJRT_LoadedExecutable_Destroy,
                    |a: &mut PJRT_LoadedExecutable_Destroy_Args| a.executable = raw,
                )
            };
            e
        };
        // SAFETY: `raw` is a live, non-null loaded executable of `client`, owned by this function;
        // the call only reads it, and the new executable it returns is taken over by
        // `Executable::wrap`.
        let exe = unsafe {
            p.call(
                p.fns().PJRT_LoadedExecutable_GetExecutable,
                |a: &mut PJRT_LoadedExecutable_GetExecutable_Args| a.loaded_executable = raw,
            )
        }
        .and_then(|o| Executable::wrap(p.clone(), o.executable))
        .map_err(destroy_on_error)?;
        // SAFETY: `raw` is a live, non-null loaded executable of `client`, owned by this function;
        // the call only reads it, and the device array it returns (owned by the executable) is
        // copied below.
        let devs = unsafe {
            p.call(
                p.fns().PJRT_LoadedExecutable_AddressableDevices,
                |a: &mut PJRT_LoadedExecutable_AddressableDevices_Args| a.executable = raw,
            )
        }
        .map_err(destroy_on_error)?;
        let devices = if devs.addressable_devices.is_null() {
            Vec::new()
        } else {
            // SAFETY: owned by the executable: `num_addressable_devices` pointers.
            unsafe {
                std::slice::from_raw_parts(devs.addressable_devices, devs.num_addressable_devices)
            }
            .to_vec()
        };
        let num_outputs = exe.num_outputs().map_err(destroy_on_error)?;
        Ok(LoadedExecutable {
            client,
            raw,
            executable: exe,
            devices,
            num_outputs,
            parameters: OnceLock::new(),
        })
    }

    /// The compiled program (for metadata and serialization).
    pub fn executable(&self) -> &Executable {
        &self.executable
    }

    /// Serializes the compiled program (see [`Executable::serialize`]).
    pub fn serialize(&self) -> Result<Vec<u8>> {
        self.executable.serialize()
    }

    /// The devices this executable runs on, in argument-list order.
    pub fn addressable_devices(&self) -> Vec<Device> {
        self.devices
            .iter()
            .map(|&d| Device::new(self.client.clone(), d))
            .collect()
    }

    /// Number of outputs per device.
    pub fn num_outputs(&self) -> usize {
        self.num_outputs
    }

    /// The per-device parameter shapes, where the plugin exposes the optimized program.
    pub fn parameter_shapes(&self) -> Option<&[ParameterShape]> {
        self.parameters
            .get_or_init(|| {
                self.executable
                    .optimized_program()
                    .ok()
                    .and_then(|p| p.entry_parameters().ok())
            })
            .as_deref()
    }

    /// Runs the program: `args[d]` is the argument list for the `d`-th device of
    /// [`LoadedExecutable::addressable_devices`]. Returns the outputs per device, after the
    /// execution finished. Donation follows the program's aliasing.
    pub fn execute(&self, args: &[Vec<&Buffer>]) -> Result<Vec<Vec<Buffer>>> {
        self.execute_with(args, &ExecuteOptions::default())
    }

    /// [`LoadedExecutable::execute`] with explicit options (donation control, launch id).
    pub fn execute_with(
        &self,
        args: &[Vec<&Buffer>],
        options: &ExecuteOptions,
    ) -> Result<Vec<Vec<Buffer>>> {
        self.launch(args, options)?.wait()
    }

    /// Starts the program and returns at once, while the devices may still be computing: the host
    /// can prepare and upload the next inputs meanwhile. [`Execution::wait`] returns the outputs
    /// once every device has finished; the arguments stay borrowed until then.
    pub fn launch<'a>(
        &self,
        args: &[Vec<&'a Buffer>],
        options: &ExecuteOptions,
    ) -> Result<Execution<'a>> {
        self.check_arguments(args)?;
        let num_devices = args.len();
        let num_args = args.first().map_or(0, Vec::len);
        let arg_ptrs: Vec<Vec<*mut PJRT_Buffer>> = args
            .iter()
            .map(|list| list.iter().map(|b| b.raw).collect())
            .collect();
        let arg_lists: Vec<*const *mut PJRT_Buffer> = arg_ptrs.iter().map(|l| l.as_ptr()).collect();
        let mut out_ptrs: Vec<Vec<*mut PJRT_Buffer>> =
            vec![vec![std::ptr::null_mut(); self.num_outputs]; num_devices];
        let out_lists: Vec<*mut *mut PJRT_Buffer> =
            out_ptrs.iter_mut().map(|l| l.as_mut_ptr()).collect();
        let mut events: Vec<*mut PJRT_Event> = vec![std::ptr::null_mut(); num_devices];

        // SAFETY: all-zero is a valid PJRT_ExecuteOptions (no callbacks, no context).
        let mut opts: Box<PJRT_ExecuteOptions> = Box::new(unsafe { std::mem::zeroed() });
        opts.struct_size = PJRT_ExecuteOptions_STRUCT_SIZE as usize;
        opts.launch_id = match options.launch_id {
            0 => next_launch_id(),
            id => id,
        };
        opts.non_donatable_input_indices = options.non_donatable_input_indices.as_ptr();
        opts.num_non_donatable_input_indices = options.non_donatable_input_indices.len();

        let p = &self.client.plugin;
        // SAFETY: `self.raw` is the live loaded executable owned by `self`; the argument buffers
        // are live buffers of this client borrowed through `args` (`check_arguments` verified one
        // list per device, of equal length), and `arg_ptrs`/`arg_lists`, `opts` (with
        // `options.non_donatable_input_indices`), `out_ptrs`/`out_lists` (`num_devices` lists of
        // `num_outputs` slots) and `events` (`num_devices` slots) all outlive the call; the outputs
        // and events it returns are taken over by the `Execution`, which awaits them.
        unsafe {
            p.call(
                p.fns().PJRT_LoadedExecutable_Execute,
                |a: &mut PJRT_LoadedExecutable_Execute_Args| {
                    a.executable = self.raw;
                    a.options = &mut *opts;
                    a.argument_lists = arg_lists.as_ptr();
                    a.num_devices = num_devices;
                    a.num_args = num_args;
                    a.output_lists = out_lists.as_ptr();
                    a.device_complete_events = events.as_mut_ptr();
                },
            )
        }?;
        // Take ownership of every output first, so all are freed whatever happens next.
        let outputs: Vec<Vec<Buffer>> = out_ptrs
            .iter()
            .map(|list| {
                list.iter()
                    .map(|&raw| Buffer {
                        client: self.client.clone(),
                        raw,
                    })
                    .collect()
            })
            .collect();
        Ok(Execution {
            outputs,
            completion: Completion {
                client: self.client.clone(),
                events,
            },
            _args: PhantomData,
        })
    }

    /// Checks argument counts, and dtypes/shapes where the parameter shapes are known, so that
    /// mistakes get a message naming the argument instead of a plugin crash or a vague error.
    fn check_arguments(&self, args: &[Vec<&Buffer>]) -> Result<()> {
        if args.len() != self.devices.len() {
            return Err(Error::invalid(format!(
                "the executable runs on {} device(s), but argument lists were given for {}",
                self.devices.len(),
                args.len()
            )));
        }
        let params = self.parameter_shapes();
        for (d, list) in args.iter().enumerate() {
            if let Some(params) = params
                && list.len() != params.len()
            {
                return Err(Error::invalid(format!(
                    "the program takes {} argument(s), device {d}'s list has {}",
                    params.len(),
                    list.len()
                )));
            }
            if list.len() != args[0].len() {
                return Err(Error::invalid(format!(
                    "argument lists differ in length: device 0 has {}, device {d} has {}",
                    args[0].len(),
                    list.len()
                )));
            }
            for (i, buf) in list.iter().enumerate() {
                if !Arc::ptr_eq(&buf.client, &self.client) {
                    return Err(Error::invalid(format!(
                        "argument {i} for device {d} belongs to a different client"
                    )));
                }
                let Some(want) = params.and_then(|p| p.get(i)) else {
                    continue;
                };
                let (dtype, dims) = (buf.dtype()?, buf.dims()?);
                if want.dtype != Some(dtype) || want.dims != dims {
                    return Err(Error::invalid(format!(
                        "argument {i} for device {d}: the program expects {}, got {dtype}{dims:?}",
                        want
                    )));
                }
            }
        }
        Ok(())
    }

    /// Single-device convenience: uploads `args` to the executable's first device, runs, and
    /// downloads the outputs.
    pub fn execute_host(&self, args: &[HostTensor]) -> Result<Vec<HostTensor>> {
        if self.devices.len() != 1 {
            return Err(Error::invalid(format!(
                "execute_host runs single-device programs; this one runs on {} devices \
                 (use execute with one argument list per device)",
                self.devices.len()
            )));
        }
        let device = Device::new(self.client.clone(), self.devices[0]);
        let buffers = args
            .iter()
            .map(|t| Buffer::from_host(&self.client, t, &device))
            .collect::<Result<Vec<_>>>()?;
        let refs: Vec<&Buffer> = buffers.iter().collect();
        let mut outs = self.execute(&[refs])?;
        outs.remove(0).iter().map(Buffer::to_host).collect()
    }
}
