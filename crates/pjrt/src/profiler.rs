//! Device traces through a plugin's profiler extension (`PJRT_Extension_Type_Profiler`), the way
//! `jax.profiler` captures them: create a profiler with serialized `tensorflow.ProfileOptions`,
//! start, run the work, stop, collect a serialized `tensorflow.profiler.XSpace`.
//!
//! `pjrt_c_api.h` names the extension type but not its tables, so the layouts are declared here
//! from the plugins' published ABI (XLA's `profiler_c_api.h` and
//! `pjrt_c_api_profiler_extension.h`; checked against libtpu 0.0.52 and jax-cuda13-pjrt, whose
//! tables report 104 bytes: the ten entries below, then three newer ones this crate does not
//! call):
//!
//! - extension: `{ struct_size, type, next, profiler_api, traceme_context_id }`;
//! - API table: `{ struct_size, priv, error_destroy, error_message, error_get_code, create,
//!   destroy, start, stop, collect_data, ... }`.
//!
//! Which plugins have it: libtpu and the XLA CUDA plugin do; the XLA CPU plugin (xla-cpu-pjrt)
//! does not. libtpu's profiler is created without a TPU but refuses to start (UNIMPLEMENTED), so
//! a caller must treat [`ProfilerSession::start`]'s error as "no device trace".
//!
//! `collect_data`, as the plugins implement it, is one call with a null buffer that returns a
//! plugin-owned buffer (valid until the next call or destroy) holding the XSpace followed by one
//! zero byte; a plugin that follows the header's two-call form (size first, then our buffer) is
//! handled too.

use std::ffi::{c_char, c_int, c_void};

use pjrt_sys::{PJRT_Extension_Base, PJRT_Extension_Type};

use crate::error::{Error, Result};

/// Opaque profiler of the plugin.
#[repr(C)]
struct PluginProfiler {
    _private: [u8; 0],
}

/// Opaque error of the profiler API.
#[repr(C)]
struct PluginProfilerError {
    _private: [u8; 0],
}

#[repr(C)]
struct ErrorDestroyArgs {
    struct_size: usize,
    priv_: *mut c_void,
    error: *mut PluginProfilerError,
}

#[repr(C)]
struct ErrorMessageArgs {
    struct_size: usize,
    priv_: *mut c_void,
    error: *const PluginProfilerError,
    message: *const c_char,
    message_size: usize,
}

#[repr(C)]
struct ErrorGetCodeArgs {
    struct_size: usize,
    priv_: *mut c_void,
    error: *const PluginProfilerError,
    code: c_int,
}

#[repr(C)]
struct CreateArgs {
    struct_size: usize,
    options: *const c_char,
    options_size: usize,
    profiler: *mut PluginProfiler,
}

/// `Destroy`, `Start` and `Stop` take the same arguments.
#[repr(C)]
struct ProfilerArgs {
    struct_size: usize,
    profiler: *mut PluginProfiler,
}

#[repr(C)]
struct CollectDataArgs {
    struct_size: usize,
    profiler: *mut PluginProfiler,
    buffer: *mut u8,
    buffer_size_in_bytes: usize,
}

type ErrorDestroyFn = unsafe extern "C" fn(*mut ErrorDestroyArgs);
type ErrorMessageFn = unsafe extern "C" fn(*mut ErrorMessageArgs);
type ErrorGetCodeFn = unsafe extern "C" fn(*mut ErrorGetCodeArgs) -> *mut PluginProfilerError;
type CreateFn = unsafe extern "C" fn(*mut CreateArgs) -> *mut PluginProfilerError;
type ProfilerFn = unsafe extern "C" fn(*mut ProfilerArgs) -> *mut PluginProfilerError;
type CollectDataFn = unsafe extern "C" fn(*mut CollectDataArgs) -> *mut PluginProfilerError;

/// `PLUGIN_Profiler_Api`: the entries this crate calls (the plugins' tables may be longer).
#[repr(C)]
struct ProfilerApiTable {
    struct_size: usize,
    priv_: *mut c_void,
    error_destroy: Option<ErrorDestroyFn>,
    error_message: Option<ErrorMessageFn>,
    error_get_code: Option<ErrorGetCodeFn>,
    create: Option<CreateFn>,
    destroy: Option<ProfilerFn>,
    start: Option<ProfilerFn>,
    stop: Option<ProfilerFn>,
    collect_data: Option<CollectDataFn>,
}

/// `PJRT_Profiler_Extension`.
#[repr(C)]
struct ProfilerExtension {
    base: PJRT_Extension_Base,
    profiler_api: *const ProfilerApiTable,
    traceme_context_id: i64,
}

/// A plugin's profiler API, found in its extension chain.
#[derive(Clone, Copy)]
pub struct ProfilerApi {
    table: *const ProfilerApiTable,
}

// SAFETY: the table is an immutable array of function pointers owned by the plugin, which is
// never unloaded; the plugins' profiler entry points may be called from any thread.
unsafe impl Send for ProfilerApi {}
// SAFETY: as above.
unsafe impl Sync for ProfilerApi {}

impl std::fmt::Debug for ProfilerApi {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ProfilerApi")
    }
}

/// What to capture: the fields of `tensorflow.ProfileOptions` namtrain sets (the rest keep
/// their defaults). JAX's defaults are host level 2, device level 1, Python level 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProfileOptions {
    /// `host_tracer_level` (field 2): 0 off, 1 user annotations, 2 and 3 more detail.
    pub host_tracer_level: u32,
    /// `device_tracer_level` (field 3): 0 off, 1 on.
    pub device_tracer_level: u32,
}

impl Default for ProfileOptions {
    fn default() -> Self {
        ProfileOptions {
            host_tracer_level: 2,
            device_tracer_level: 1,
        }
    }
}

impl ProfileOptions {
    /// The serialized proto: `version = 1` (field 5), the two levels, nothing from Python.
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::new();
        for (field, value) in [
            (2u32, self.host_tracer_level),
            (3, self.device_tracer_level),
            (5, 1),
        ] {
            out.push((field << 3) as u8); // varint wire type 0; fields < 16 fit one byte
            let mut v = value;
            loop {
                let byte = (v & 0x7f) as u8;
                v >>= 7;
                if v == 0 {
                    out.push(byte);
                    break;
                }
                out.push(byte | 0x80);
            }
        }
        out
    }
}

/// The smallest table that has every entry this crate calls.
const MIN_TABLE_SIZE: usize = std::mem::size_of::<ProfilerApiTable>();

impl ProfilerApi {
    /// The profiler API in an extension chain starting at `first` (a `PJRT_Api`'s
    /// `extension_start`), if the plugin has one with every entry this crate calls.
    ///
    /// # Safety
    ///
    /// `first` is null or the head of a well-formed extension chain of a loaded plugin.
    pub(crate) unsafe fn find(first: *const PJRT_Extension_Base) -> Option<ProfilerApi> {
        let mut ext = first;
        while !ext.is_null() {
            // SAFETY: `ext` is a node of the plugin's chain (caller's contract); every node
            // starts with `PJRT_Extension_Base`.
            let base = unsafe { &*ext };
            if base.type_ == PJRT_Extension_Type::PJRT_Extension_Type_Profiler
                && base.struct_size >= std::mem::offset_of!(ProfilerExtension, traceme_context_id)
            {
                // SAFETY: a node of the profiler type is a `PJRT_Profiler_Extension`, at least
                // as long as checked above.
                let table = unsafe { (*ext.cast::<ProfilerExtension>()).profiler_api };
                // SAFETY: a non-null table pointer points at the plugin's table, whose first
                // field is its size.
                if !table.is_null() && unsafe { (*table).struct_size } >= MIN_TABLE_SIZE {
                    return Some(ProfilerApi { table });
                }
            }
            ext = base.next;
        }
        None
    }

    fn table(&self) -> &ProfilerApiTable {
        // SAFETY: checked non-null and long enough in `find`; the plugin is never unloaded.
        unsafe { &*self.table }
    }

    /// Turns a profiler error into [`Error`] (code and message) and destroys it; `Ok` for null.
    fn check(&self, err: *mut PluginProfilerError, what: &str) -> Result<()> {
        if err.is_null() {
            return Ok(());
        }
        let t = self.table();
        let mut msg = ErrorMessageArgs {
            struct_size: std::mem::size_of::<ErrorMessageArgs>(),
            priv_: std::ptr::null_mut(),
            error: err,
            message: std::ptr::null(),
            message_size: 0,
        };
        let mut code = ErrorGetCodeArgs {
            struct_size: std::mem::size_of::<ErrorGetCodeArgs>(),
            priv_: std::ptr::null_mut(),
            error: err,
            code: 0,
        };
        let message = match t.error_message {
            Some(f) => {
                // SAFETY: `err` is a live error of this API; the message stays valid until the
                // error is destroyed below, and it is copied first.
                unsafe { f(&mut msg) };
                if msg.message.is_null() {
                    String::new()
                } else {
                    // SAFETY: the plugin returned a buffer of `message_size` bytes.
                    let bytes = unsafe {
                        std::slice::from_raw_parts(msg.message.cast::<u8>(), msg.message_size)
                    };
                    String::from_utf8_lossy(bytes).into_owned()
                }
            }
            None => String::new(),
        };
        if let Some(f) = t.error_get_code {
            // SAFETY: as above; a failure to read the code leaves it 0 (and its own error is
            // dropped unread: the message is what matters).
            let e = unsafe { f(&mut code) };
            if !e.is_null()
                && let Some(d) = t.error_destroy
            {
                let mut args = ErrorDestroyArgs {
                    struct_size: std::mem::size_of::<ErrorDestroyArgs>(),
                    priv_: std::ptr::null_mut(),
                    error: e,
                };
                // SAFETY: `e` is a live error of this API, destroyed once.
                unsafe { d(&mut args) };
            }
        }
        if let Some(d) = t.error_destroy {
            let mut args = ErrorDestroyArgs {
                struct_size: std::mem::size_of::<ErrorDestroyArgs>(),
                priv_: std::ptr::null_mut(),
                error: err,
            };
            // SAFETY: `err` is a live error of this API, destroyed once, after its message
            // was copied.
            unsafe { d(&mut args) };
        }
        Err(Error::Profiler {
            what: what.to_string(),
            code: code.code,
            message,
        })
    }

    /// A new profiler with `options`; nothing is captured until [`ProfilerSession::start`].
    pub fn create(&self, options: &ProfileOptions) -> Result<ProfilerSession> {
        let bytes = options.to_bytes();
        let mut args = CreateArgs {
            struct_size: std::mem::size_of::<CreateArgs>(),
            options: bytes.as_ptr().cast(),
            options_size: bytes.len(),
            profiler: std::ptr::null_mut(),
        };
        let create = self.table().create.ok_or_else(|| missing("create"))?;
        // SAFETY: the arguments are initialised and sized; `bytes` outlives the call (the
        // plugin parses the options during it).
        let err = unsafe { create(&mut args) };
        self.check(err, "creating the profiler")?;
        if args.profiler.is_null() {
            return Err(missing("a profiler from create"));
        }
        Ok(ProfilerSession {
            api: *self,
            profiler: args.profiler,
        })
    }
}

fn missing(what: &str) -> Error {
    Error::Profiler {
        what: format!("the plugin's profiler API has no {what}"),
        code: 0,
        message: String::new(),
    }
}

/// One profiler of a plugin: start, stop, collect; destroyed on drop.
pub struct ProfilerSession {
    api: ProfilerApi,
    profiler: *mut PluginProfiler,
}

// SAFETY: the profiler handle is used from one thread at a time (`&mut self` methods), and the
// plugins' profiler entry points are not tied to the creating thread.
unsafe impl Send for ProfilerSession {}

impl ProfilerSession {
    fn call(&mut self, f: Option<ProfilerFn>, what: &str) -> Result<()> {
        let f = f.ok_or_else(|| missing(what))?;
        let mut args = ProfilerArgs {
            struct_size: std::mem::size_of::<ProfilerArgs>(),
            profiler: self.profiler,
        };
        // SAFETY: `profiler` is live until drop; the arguments are initialised and sized.
        let err = unsafe { f(&mut args) };
        self.api.check(err, what)
    }

    /// Starts capturing. A plugin that cannot trace this host's devices fails here (libtpu
    /// without a TPU: UNIMPLEMENTED).
    pub fn start(&mut self) -> Result<()> {
        let f = self.api.table().start;
        self.call(f, "starting the profiler")
    }

    /// Stops capturing.
    pub fn stop(&mut self) -> Result<()> {
        let f = self.api.table().stop;
        self.call(f, "stopping the profiler")
    }

    /// The capture as a serialized `tensorflow.profiler.XSpace` (after [`Self::stop`]).
    pub fn collect(&mut self) -> Result<Vec<u8>> {
        let f = self
            .api
            .table()
            .collect_data
            .ok_or_else(|| missing("collect_data"))?;
        let mut args = CollectDataArgs {
            struct_size: std::mem::size_of::<CollectDataArgs>(),
            profiler: self.profiler,
            buffer: std::ptr::null_mut(),
            buffer_size_in_bytes: 0,
        };
        // SAFETY: `profiler` is live; a null buffer asks the plugin for its data.
        let err = unsafe { f(&mut args) };
        self.api.check(err, "collecting the profile")?;
        let mut bytes = if !args.buffer.is_null() {
            // SAFETY: the plugin returned its own buffer of `buffer_size_in_bytes` bytes,
            // valid until the next collect or destroy; it is copied now.
            unsafe { std::slice::from_raw_parts(args.buffer, args.buffer_size_in_bytes) }.to_vec()
        } else if args.buffer_size_in_bytes > 0 {
            // The header's two-call form: the size first, then our buffer.
            let mut out = vec![0u8; args.buffer_size_in_bytes];
            args.buffer = out.as_mut_ptr();
            // SAFETY: `out` holds `buffer_size_in_bytes` writable bytes for the call.
            let err = unsafe { f(&mut args) };
            self.api.check(err, "collecting the profile")?;
            out.truncate(args.buffer_size_in_bytes.min(out.len()));
            out
        } else {
            Vec::new()
        };
        // The plugins append one zero byte to the XSpace; a field tag of 0 is never valid
        // protobuf, so it is dropped.
        if bytes.last() == Some(&0) {
            bytes.pop();
        }
        Ok(bytes)
    }
}

impl Drop for ProfilerSession {
    fn drop(&mut self) {
        if let Some(f) = self.api.table().destroy {
            let mut args = ProfilerArgs {
                struct_size: std::mem::size_of::<ProfilerArgs>(),
                profiler: self.profiler,
            };
            // SAFETY: `profiler` is live and destroyed once; an error here has nowhere to go
            // and is released.
            let err = unsafe { f(&mut args) };
            let _ = self.api.check(err, "destroying the profiler");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_serialize_as_the_proto_fields_jax_sets() {
        // host_tracer_level = 2 (field 2), device_tracer_level = 1 (field 3), version = 1
        // (field 5): key bytes (field << 3 | 0) then varints.
        assert_eq!(
            ProfileOptions::default().to_bytes(),
            [0x10, 2, 0x18, 1, 0x28, 1]
        );
        let big = ProfileOptions {
            host_tracer_level: 300,
            device_tracer_level: 0,
        };
        assert_eq!(big.to_bytes(), [0x10, 0xAC, 0x02, 0x18, 0, 0x28, 1]);
    }

    #[test]
    fn the_table_layout_matches_the_published_offsets() {
        assert_eq!(std::mem::offset_of!(ProfilerApiTable, create), 40);
        assert_eq!(std::mem::offset_of!(ProfilerApiTable, collect_data), 72);
        assert_eq!(MIN_TABLE_SIZE, 80);
        assert_eq!(std::mem::offset_of!(ProfilerExtension, profiler_api), 24);
        assert_eq!(std::mem::size_of::<ProfilerExtension>(), 40);
        assert_eq!(std::mem::size_of::<CollectDataArgs>(), 32);
        assert_eq!(std::mem::size_of::<CreateArgs>(), 32);
        assert_eq!(std::mem::offset_of!(ErrorGetCodeArgs, code), 24);
    }

    #[test]
    fn an_empty_chain_has_no_profiler() {
        // SAFETY: a null chain is the empty chain.
        assert!(unsafe { ProfilerApi::find(std::ptr::null()) }.is_none());
    }
}
