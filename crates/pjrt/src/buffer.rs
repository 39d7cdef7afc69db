//! `Buffer`: an array in device memory, and copies between host and device.

use std::ffi::c_void;
use std::sync::Arc;

use pjrt_sys::*;

use crate::client::ClientInner;
use crate::device::Device;
use crate::element_type::ElementType;
use crate::error::{Error, Result};
use crate::host_tensor::HostTensor;

/// An array on one device. Freed (`PJRT_Buffer_Destroy`) exactly once, on drop.
///
/// `Send + Sync`: PJRT buffers may be read and used as execute arguments from any thread.
pub struct Buffer {
    pub(crate) client: Arc<ClientInner>,
    pub(crate) raw: *mut PJRT_Buffer,
}

// SAFETY: the C++ PjRtBuffer behind a `PJRT_Buffer` is thread-safe; the client it belongs to is
// kept alive by `client`.
unsafe impl Send for Buffer {}
// SAFETY: as above; `&self` methods only query or copy out.
unsafe impl Sync for Buffer {}

impl Drop for Buffer {
    fn drop(&mut self) {
        let raw = self.raw;
        let p = &self.client.plugin;
        // Nothing useful can be done with a failure to free.
        // SAFETY: `raw` is the buffer this `Buffer` owns, destroyed exactly once here, in Drop; its
        // client is still alive (held by `self.client`).
        let _ = unsafe {
            p.call(
                p.fns().PJRT_Buffer_Destroy,
                |a: &mut PJRT_Buffer_Destroy_Args| a.buffer = raw,
            )
        };
    }
}

impl std::fmt::Debug for Buffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Buffer({:?} {:?})",
            self.dtype().ok(),
            self.dims().unwrap_or_default()
        )
    }
}

/// Row-major ("descending") minor-to-major order for rank `n`: `[n-1, ..., 0]`.
fn row_major(n: usize) -> Vec<i64> {
    (0..n as i64).rev().collect()
}

impl Buffer {
    /// Copies `t` to `device`; returns once the host memory is no longer needed.
    pub(crate) fn from_host(
        client: &Arc<ClientInner>,
        t: &HostTensor,
        device: &Device,
    ) -> Result<Buffer> {
        if !Arc::ptr_eq(client, &device.client) {
            return Err(Error::invalid("the device belongs to a different client"));
        }
        let p = &client.plugin;
        // SAFETY: `client.raw` is the live client held by `client`, and `device.raw` one of its
        // devices (same client, checked above); `t.bytes()` and `t.dims()` stay borrowed until
        // `await_event` below has waited for `done_with_host_buffer`
        // (`kImmutableUntilTransferCompletes`); the new buffer is taken over by a `Buffer`.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Client_BufferFromHostBuffer,
                |a: &mut PJRT_Client_BufferFromHostBuffer_Args| {
                    a.client = client.raw;
                    a.data = t.bytes().as_ptr() as *const c_void;
                    a.type_ = t.dtype().to_pjrt();
                    a.dims = t.dims().as_ptr();
                    a.num_dims = t.dims().len();
                    // Dense row-major: no byte strides needed.
                    a.host_buffer_semantics =
                        PJRT_HostBufferSemantics::PJRT_HostBufferSemantics_kImmutableUntilTransferCompletes;
                    a.device = device.raw;
                },
            )
        }?;
        let buffer = Buffer {
            client: client.clone(),
            raw: out.buffer,
        };
        // `t` is borrowed only for this call, so wait until the plugin is done reading it.
        p.await_event(
            out.done_with_host_buffer,
            "PJRT_Client_BufferFromHostBuffer",
        )?;
        Ok(buffer)
    }

    /// The element type.
    pub fn dtype(&self) -> Result<ElementType> {
        let p = &self.client.plugin;
        // SAFETY: `self.raw` is a live buffer owned by this `Buffer` (its client kept alive by
        // `self.client`); the call only reads it.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Buffer_ElementType,
                |a: &mut PJRT_Buffer_ElementType_Args| a.buffer = self.raw,
            )
        }?;
        ElementType::from_pjrt(out.type_)
    }

    /// The dimensions.
    pub fn dims(&self) -> Result<Vec<i64>> {
        let p = &self.client.plugin;
        // SAFETY: `self.raw` is a live buffer owned by this `Buffer`; the call only reads it, and
        // the dims it returns are copied below while `self` lives.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Buffer_Dimensions,
                |a: &mut PJRT_Buffer_Dimensions_Args| a.buffer = self.raw,
            )
        }?;
        if out.dims.is_null() {
            return Ok(Vec::new());
        }
        // SAFETY: the plugin owns `num_dims` dims for the buffer's lifetime.
        Ok(unsafe { std::slice::from_raw_parts(out.dims, out.num_dims) }.to_vec())
    }

    /// Bytes the buffer occupies on the device (including any padding of the device layout).
    pub fn on_device_size_in_bytes(&self) -> Result<usize> {
        let p = &self.client.plugin;
        // SAFETY: `self.raw` is a live buffer owned by this `Buffer` (its client kept alive by
        // `self.client`); the call only reads it.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Buffer_OnDeviceSizeInBytes,
                |a: &mut PJRT_Buffer_OnDeviceSizeInBytes_Args| a.buffer = self.raw,
            )
        }?;
        Ok(out.on_device_size_in_bytes)
    }

    /// Whether the buffer was deleted, e.g. donated to an execution.
    pub fn is_deleted(&self) -> Result<bool> {
        let p = &self.client.plugin;
        // SAFETY: `self.raw` is a live buffer owned by this `Buffer` (its client kept alive by
        // `self.client`); the call only reads it.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Buffer_IsDeleted,
                |a: &mut PJRT_Buffer_IsDeleted_Args| a.buffer = self.raw,
            )
        }?;
        Ok(out.is_deleted)
    }

    /// Blocks until the buffer's contents are on the device (its definition event: the
    /// upload or the execution that writes it has finished). A host upload returns once the
    /// host memory may be reused, which on a GPU can be before the copy to the device has
    /// landed; whoever times what runs next on the buffer waits here first.
    pub fn wait_ready(&self) -> Result<()> {
        let p = &self.client.plugin;
        // SAFETY: `self.raw` is a live buffer owned by this `Buffer`; the call only reads it
        // and returns a new event, which `await_event` awaits and destroys exactly once.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Buffer_ReadyEvent,
                |a: &mut PJRT_Buffer_ReadyEvent_Args| a.buffer = self.raw,
            )
        }?;
        p.await_event(out.event, "PJRT_Buffer_ReadyEvent")
    }

    /// The device holding the buffer.
    pub fn device(&self) -> Result<Device> {
        let p = &self.client.plugin;
        // SAFETY: `self.raw` is a live buffer owned by this `Buffer`; the call only reads it, and
        // the device it returns is owned by the client, which the new `Device` keeps alive.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Buffer_Device,
                |a: &mut PJRT_Buffer_Device_Args| a.buffer = self.raw,
            )
        }?;
        Ok(Device::new(self.client.clone(), out.device))
    }

    /// Copies the buffer to the host (dense, row-major), waiting for the transfer.
    pub fn to_host(&self) -> Result<HostTensor> {
        let mut all = Buffer::to_host_all(&[self])?;
        Ok(all.pop().expect("one buffer in, one tensor out"))
    }

    /// Copies several buffers to the host (dense, row-major). Every transfer is started before
    /// any is awaited, so a handful of small reads (a step's scalars) cost about one round trip
    /// rather than one each.
    pub fn to_host_all(buffers: &[&Buffer]) -> Result<Vec<HostTensor>> {
        let mut shapes = Vec::with_capacity(buffers.len());
        let mut hosts: Vec<Vec<u8>> = Vec::with_capacity(buffers.len());
        for b in buffers {
            let (dtype, dims) = (b.dtype()?, b.dims()?);
            hosts.push(HostTensor::zeros(dtype, &dims)?.into_bytes());
            shapes.push((dtype, dims));
        }
        let mut started = Vec::with_capacity(buffers.len());
        let mut first_error = None;
        for ((b, (_, dims)), dst) in buffers.iter().zip(&shapes).zip(hosts.iter_mut()) {
            match b.start_copy_to_host(dims, dst) {
                Ok(copy) => started.push((b.client.clone(), copy)),
                Err(e) => {
                    first_error = Some(e);
                    break;
                }
            }
        }
        // Every started copy is awaited (their destinations are borrowed until then), even
        // after an error.
        for (client, copy) in started {
            if let Err(e) = client
                .plugin
                .await_event(copy.event, "PJRT_Buffer_ToHostBuffer")
            {
                first_error.get_or_insert(e);
            }
        }
        if let Some(e) = first_error {
            return Err(e);
        }
        shapes
            .into_iter()
            .zip(hosts)
            .map(|((dtype, dims), bytes)| HostTensor::new(dtype, &dims, bytes))
            .collect()
    }

    /// Starts copying the buffer into `dst`, which must have exactly the dense row-major size and
    /// stay untouched until the returned copy's event has been awaited.
    fn start_copy_to_host(&self, dims: &[i64], dst: &mut [u8]) -> Result<HostCopy> {
        let minor_to_major = row_major(dims.len());
        // SAFETY: all-zero is a valid layout; we fill in the tiled variant below.
        let mut layout: Box<PJRT_Buffer_MemoryLayout> = Box::new(unsafe { std::mem::zeroed() });
        layout.struct_size = PJRT_Buffer_MemoryLayout_STRUCT_SIZE as usize;
        layout.type_ = PJRT_Buffer_MemoryLayout_Type::PJRT_Buffer_MemoryLayout_Type_Tiled;
        // The union member written is the one `type_` selects (no tiles: dense).
        layout.__bindgen_anon_1.tiled.struct_size =
            PJRT_Buffer_MemoryLayout_Tiled_STRUCT_SIZE as usize;
        layout.__bindgen_anon_1.tiled.minor_to_major = minor_to_major.as_ptr();
        layout.__bindgen_anon_1.tiled.minor_to_major_size = minor_to_major.len();
        let p = &self.client.plugin;
        // SAFETY: `self.raw` is a live buffer owned by this `Buffer`; `layout` (boxed, so its
        // address is stable) and `minor_to_major`, which it points to, are returned in the
        // `HostCopy` and live until its event is awaited, as does `dst` (written at most
        // `dst_size` bytes), which the caller keeps borrowed until then.
        let out = unsafe {
            p.call(
                p.fns().PJRT_Buffer_ToHostBuffer,
                |a: &mut PJRT_Buffer_ToHostBuffer_Args| {
                    a.src = self.raw;
                    a.host_layout = &mut *layout;
                    a.dst = dst.as_mut_ptr() as *mut c_void;
                    a.dst_size = dst.len();
                },
            )
        }?;
        Ok(HostCopy {
            event: out.event,
            _layout: layout,
            _minor_to_major: minor_to_major,
        })
    }
}

/// A device-to-host copy in flight: its completion event, and the layout it was given, kept
/// alive until the event is awaited.
struct HostCopy {
    event: *mut PJRT_Event,
    _layout: Box<PJRT_Buffer_MemoryLayout>,
    _minor_to_major: Vec<i64>,
}
