//! Devices, their descriptions, and live memory statistics.

use std::sync::Arc;

use pjrt_sys::*;

use crate::client::ClientInner;
use crate::error::{Error, ErrorCode, Result};
use crate::named_value::{NamedValue, read_named_values};
use crate::plugin::{Plugin, lossy};

/// A device of a client. Holds the client alive.
#[derive(Clone)]
pub struct Device {
    pub(crate) client: Arc<ClientInner>,
    pub(crate) raw: *mut PJRT_Device,
}

// SAFETY: a `PJRT_Device` is owned by its client (kept alive by `client`) and its accessors
// are thread-safe.
unsafe impl Send for Device {}
// SAFETY: as above.
unsafe impl Sync for Device {}

impl std::fmt::Debug for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.description() {
            Ok(d) => write!(f, "Device({} #{})", d.kind, d.id),
            Err(_) => write!(f, "Device({:p})", self.raw),
        }
    }
}

/// What a device is: identity and kind. Owned; taken from a device or a topology.
#[derive(Debug, Clone, PartialEq)]
pub struct DeviceDescription {
    /// Globally unique device id.
    pub id: i32,
    /// Index of the process that owns the device.
    pub process_index: i32,
    /// Device kind, e.g. `cpu` or `TPU v6 lite`.
    pub kind: String,
    /// The plugin's short string for the device.
    pub to_string: String,
    /// The plugin's debug string for the device.
    pub debug_string: String,
    /// Plugin-specific attributes (e.g. TPU `coords`, `core_on_chip`).
    pub attributes: Vec<NamedValue>,
}

impl DeviceDescription {
    /// Reads a `PJRT_DeviceDescription`.
    ///
    /// # Safety
    /// `raw` must be a live description owned by a client or topology of `plugin`.
    pub(crate) unsafe fn read(plugin: &Plugin, raw: *mut PJRT_DeviceDescription) -> Result<Self> {
        let f = plugin.fns();
        // SAFETY: `raw` is a live description of `plugin` (this function's contract); the call only
        // reads it, and its out fields are copied below while `raw` lives.
        let id = unsafe {
            plugin.call(
                f.PJRT_DeviceDescription_Id,
                |a: &mut PJRT_DeviceDescription_Id_Args| a.device_description = raw,
            )
        }?;
        // SAFETY: `raw` is a live description of `plugin` (this function's contract); the call only
        // reads it, and its out fields are copied below while `raw` lives.
        let pi = unsafe {
            plugin.call(
                f.PJRT_DeviceDescription_ProcessIndex,
                |a: &mut PJRT_DeviceDescription_ProcessIndex_Args| a.device_description = raw,
            )
        }?;
        // SAFETY: `raw` is a live description of `plugin` (this function's contract); the call only
        // reads it, and its out fields are copied below while `raw` lives.
        let kind = unsafe {
            plugin.call(
                f.PJRT_DeviceDescription_Kind,
                |a: &mut PJRT_DeviceDescription_Kind_Args| a.device_description = raw,
            )
        }?;
        // SAFETY: `raw` is a live description of `plugin` (this function's contract); the call only
        // reads it, and its out fields are copied below while `raw` lives.
        let ts = unsafe {
            plugin.call(
                f.PJRT_DeviceDescription_ToString,
                |a: &mut PJRT_DeviceDescription_ToString_Args| a.device_description = raw,
            )
        }?;
        // SAFETY: `raw` is a live description of `plugin` (this function's contract); the call only
        // reads it, and its out fields are copied below while `raw` lives.
        let ds = unsafe {
            plugin.call(
                f.PJRT_DeviceDescription_DebugString,
                |a: &mut PJRT_DeviceDescription_DebugString_Args| a.device_description = raw,
            )
        }?;
        // SAFETY: `raw` is a live description of `plugin` (this function's contract); the call only
        // reads it, and its out fields are copied below while `raw` lives.
        let attrs = unsafe {
            plugin.call(
                f.PJRT_DeviceDescription_Attributes,
                |a: &mut PJRT_DeviceDescription_Attributes_Args| a.device_description = raw,
            )
        }?;
        // SAFETY: strings and arrays are owned by the description, alive per the contract.
        unsafe {
            Ok(DeviceDescription {
                id: id.id,
                process_index: pi.process_index,
                kind: lossy(kind.device_kind, kind.device_kind_size),
                to_string: lossy(ts.to_string, ts.to_string_size),
                debug_string: lossy(ds.debug_string, ds.debug_string_size),
                attributes: read_named_values(attrs.attributes, attrs.num_attributes),
            })
        }
    }
}

/// Live allocator statistics of one device (`PJRT_Device_MemoryStats`). Optional fields are
/// `None` where the plugin does not track them.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MemoryStats {
    /// Bytes currently allocated.
    pub bytes_in_use: i64,
    /// High-water mark of `bytes_in_use`.
    pub peak_bytes_in_use: Option<i64>,
    /// Number of allocations.
    pub num_allocs: Option<i64>,
    /// Largest single allocation.
    pub largest_alloc_size: Option<i64>,
    /// Total usable device memory.
    pub bytes_limit: Option<i64>,
    /// Bytes reserved by the allocator.
    pub bytes_reserved: Option<i64>,
    /// High-water mark of `bytes_reserved`.
    pub peak_bytes_reserved: Option<i64>,
    /// Limit on reservable bytes.
    pub bytes_reservable_limit: Option<i64>,
    /// Largest free block.
    pub largest_free_block_bytes: Option<i64>,
}

impl Device {
    pub(crate) fn new(client: Arc<ClientInner>, raw: *mut PJRT_Device) -> Self {
        Device { client, raw }
    }

    fn plugin(&self) -> &Plugin {
        &self.client.plugin
    }

    fn raw_description(&self) -> Result<*mut PJRT_DeviceDescription> {
        // SAFETY: `self.raw` is a device owned by the client that `self.client` keeps alive; the
        // call only reads it, and the description it returns is owned by the device.
        let out = unsafe {
            self.plugin().call(
                self.plugin().fns().PJRT_Device_GetDescription,
                |a: &mut PJRT_Device_GetDescription_Args| a.device = self.raw,
            )
        }?;
        Ok(out.device_description)
    }

    /// The device's description (id, kind, attributes, ...).
    pub fn description(&self) -> Result<DeviceDescription> {
        let raw = self.raw_description()?;
        // SAFETY: the description is owned by the device, which the client keeps alive.
        unsafe { DeviceDescription::read(self.plugin(), raw) }
    }

    /// The globally unique device id.
    pub fn id(&self) -> Result<i32> {
        Ok(self.description()?.id)
    }

    /// The device kind, e.g. `cpu` or `TPU v6 lite`.
    pub fn kind(&self) -> Result<String> {
        Ok(self.description()?.kind)
    }

    /// The hardware id of an addressable device, local to this host.
    pub fn local_hardware_id(&self) -> Result<i32> {
        // SAFETY: `self.raw` is a device owned by the client that `self.client` keeps alive; the
        // call only reads it.
        let out = unsafe {
            self.plugin().call(
                self.plugin().fns().PJRT_Device_LocalHardwareId,
                |a: &mut PJRT_Device_LocalHardwareId_Args| a.device = self.raw,
            )
        }?;
        Ok(out.local_hardware_id)
    }

    /// Whether this process can use the device.
    pub fn is_addressable(&self) -> Result<bool> {
        // SAFETY: `self.raw` is a device owned by the client that `self.client` keeps alive; the
        // call only reads it.
        let out = unsafe {
            self.plugin().call(
                self.plugin().fns().PJRT_Device_IsAddressable,
                |a: &mut PJRT_Device_IsAddressable_Args| a.device = self.raw,
            )
        }?;
        Ok(out.is_addressable)
    }

    /// Live memory statistics. Plugins that do not track them (the CPU plugin) give
    /// [`Error::Unsupported`], which callers should report as "unsupported", not as a failure.
    pub fn memory_stats(&self) -> Result<MemoryStats> {
        // SAFETY: `self.raw` is a device owned by the client that `self.client` keeps alive; the
        // call only reads it.
        let out = unsafe {
            self.plugin().call(
                self.plugin().fns().PJRT_Device_MemoryStats,
                |a: &mut PJRT_Device_MemoryStats_Args| a.device = self.raw,
            )
        }
        .map_err(|e| match e {
            Error::Pjrt { code, message, .. }
                if code == ErrorCode::Unimplemented || message.contains("not supported") =>
            {
                Error::Unsupported {
                    what: "device memory stats",
                    message,
                }
            }
            Error::NotImplemented(_) => Error::Unsupported {
                what: "device memory stats",
                message: "the plugin has no PJRT_Device_MemoryStats".into(),
            },
            other => other,
        })?;
        let opt = |set: bool, v: i64| set.then_some(v);
        Ok(MemoryStats {
            bytes_in_use: out.bytes_in_use,
            peak_bytes_in_use: opt(out.peak_bytes_in_use_is_set, out.peak_bytes_in_use),
            num_allocs: opt(out.num_allocs_is_set, out.num_allocs),
            largest_alloc_size: opt(out.largest_alloc_size_is_set, out.largest_alloc_size),
            bytes_limit: opt(out.bytes_limit_is_set, out.bytes_limit),
            bytes_reserved: opt(out.bytes_reserved_is_set, out.bytes_reserved),
            peak_bytes_reserved: opt(out.peak_bytes_reserved_is_set, out.peak_bytes_reserved),
            bytes_reservable_limit: opt(
                out.bytes_reservable_limit_is_set,
                out.bytes_reservable_limit,
            ),
            largest_free_block_bytes: opt(
                out.largest_free_block_bytes_is_set,
                out.largest_free_block_bytes,
            ),
        })
    }
}
