//! The key–value store a multi-process client shares (`PJRT_Client_Create`'s `kv_get`,
//! `kv_try_get` and `kv_put` callbacks): a plugin that runs one program across processes (the
//! XLA CUDA plugin with `node_id`/`num_nodes`) exchanges its topology through it. The caller
//! gives a [`KeyValueStore`] in [`crate::ClientOptions::kv_store`]; the client keeps it alive as
//! long as it lives, and the plugin may call it from any thread.
//!
//! Errors go back to the plugin as `PJRT_Error`s made by the plugin's own `callback_error`
//! function: a key that `try_get` does not find is `NOT_FOUND`, a `get` that times out is
//! `DEADLINE_EXCEEDED`, anything else `UNAVAILABLE`, each with the store's message.

use std::ffi::c_char;
use std::sync::Arc;
use std::time::Duration;

use pjrt_sys::*;

/// Why a store operation failed, as the plugin should see it.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KvError {
    /// `try_get` of a key that is not there.
    #[error("{0}")]
    NotFound(String),
    /// `get` waited its timeout out.
    #[error("{0}")]
    Timeout(String),
    /// The store could not answer (connection lost, coordinator gone).
    #[error("{0}")]
    Unavailable(String),
}

impl KvError {
    fn code_and_message(&self) -> (PJRT_Error_Code, &str) {
        match self {
            KvError::NotFound(m) => (PJRT_Error_Code::PJRT_Error_Code_NOT_FOUND, m),
            KvError::Timeout(m) => (PJRT_Error_Code::PJRT_Error_Code_DEADLINE_EXCEEDED, m),
            KvError::Unavailable(m) => (PJRT_Error_Code::PJRT_Error_Code_UNAVAILABLE, m),
        }
    }
}

/// A store shared by the processes of a run (namtrain's is `train::coord::KvClient`).
/// Implementations are called concurrently from the plugin's threads.
pub trait KeyValueStore: std::fmt::Debug + Send + Sync {
    /// The value of `key`, waiting up to `timeout` for it.
    fn get(&self, key: &str, timeout: Duration) -> Result<Vec<u8>, KvError>;
    /// The value of `key` now, or [`KvError::NotFound`].
    fn try_get(&self, key: &str) -> Result<Vec<u8>, KvError>;
    /// Stores `value` under `key`.
    fn put(&self, key: &str, value: &[u8]) -> Result<(), KvError>;
}

/// What `user_arg` points at: kept boxed (a stable address) for the client's life.
pub(crate) type KvUserArg = Arc<dyn KeyValueStore>;

/// The key of a callback's arguments.
///
/// # Safety
///
/// `key` points at `len` readable bytes (the plugin's contract for the call).
unsafe fn key_of(key: *const c_char, len: usize) -> String {
    if key.is_null() {
        return String::new();
    }
    // SAFETY: the caller's contract.
    let bytes = unsafe { std::slice::from_raw_parts(key.cast::<u8>(), len) };
    String::from_utf8_lossy(bytes).into_owned()
}

/// Makes the plugin's error for `e` with its `callback_error` function.
///
/// # Safety
///
/// `make` is the plugin's `callback_error` pointer from the callback's arguments (or null).
unsafe fn plugin_error(make: *mut PJRT_CallbackError, e: &KvError) -> *mut PJRT_Error {
    let (code, message) = e.code_and_message();
    // SAFETY: the caller's contract: a null pointer or a pointer to the plugin's function.
    match unsafe { make.as_ref() }.copied().flatten() {
        // SAFETY: the plugin copies the message during the call (PJRT_CallbackError's
        // contract); `message` outlives it.
        Some(f) => unsafe { f(code, message.as_ptr().cast(), message.len()) },
        None => std::ptr::null_mut(),
    }
}

/// What a get callback hands the plugin for `v`: a `malloc`ed copy, its length, and the
/// deleter the plugin calls once it has copied it ([`free_value`]).
fn handed_over(v: &[u8]) -> (*mut c_char, usize, PJRT_KeyValueGetCallback_ValueDeleter) {
    (malloc_copy(v), v.len(), Some(free_value))
}

/// A copy of `v` in `malloc`ed memory for the plugin, freed by [`free_value`].
fn malloc_copy(v: &[u8]) -> *mut c_char {
    // SAFETY: a fresh allocation of at least one byte (null only on exhaustion, checked).
    let p = unsafe { libc::malloc(v.len().max(1)) }.cast::<u8>();
    if !p.is_null() {
        // SAFETY: `p` has room for `v.len()` bytes and does not overlap `v`.
        unsafe { std::ptr::copy_nonoverlapping(v.as_ptr(), p, v.len()) };
    }
    p.cast()
}

/// The deleter the plugin calls on a value it has copied.
unsafe extern "C" fn free_value(value: *mut c_char) {
    // SAFETY: `value` came from `malloc_copy` (or is null), and the plugin frees it once.
    unsafe { libc::free(value.cast()) };
}

/// Runs `f` without letting a panic cross into the plugin: a panic becomes `UNAVAILABLE`.
fn guarded<T>(f: impl FnOnce() -> Result<T, KvError>) -> Result<T, KvError> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_or_else(|_| {
        Err(KvError::Unavailable(
            "the key-value store panicked".to_string(),
        ))
    })
}

/// `PJRT_KeyValueGetCallback`.
pub(crate) unsafe extern "C" fn kv_get(
    args: *mut PJRT_KeyValueGetCallback_Args,
) -> *mut PJRT_Error {
    // SAFETY: the plugin passes valid arguments for the call; `user_arg` is the `KvUserArg` the
    // client boxed at creation and keeps alive while the client lives.
    let a = unsafe { &mut *args };
    // SAFETY: as above.
    let store = unsafe { &*a.user_arg.cast::<KvUserArg>() };
    // SAFETY: `key` holds `key_size` bytes for the call.
    let key = unsafe { key_of(a.key, a.key_size) };
    let timeout = Duration::from_millis(a.timeout_in_ms.max(0) as u64);
    match guarded(|| store.get(&key, timeout)) {
        Ok(v) => {
            (a.value, a.value_size, a.value_deleter_callback) = handed_over(&v);
            std::ptr::null_mut()
        }
        // SAFETY: `callback_error` is the plugin's, from the arguments.
        Err(e) => unsafe { plugin_error(a.callback_error, &e) },
    }
}

/// `PJRT_KeyValueTryGetCallback`.
pub(crate) unsafe extern "C" fn kv_try_get(
    args: *mut PJRT_KeyValueTryGetCallback_Args,
) -> *mut PJRT_Error {
    // SAFETY: as in `kv_get`.
    let a = unsafe { &mut *args };
    // SAFETY: as in `kv_get`.
    let store = unsafe { &*a.user_arg.cast::<KvUserArg>() };
    // SAFETY: `key` holds `key_size` bytes for the call.
    let key = unsafe { key_of(a.key, a.key_size) };
    match guarded(|| store.try_get(&key)) {
        Ok(v) => {
            (a.value, a.value_size, a.value_deleter_callback) = handed_over(&v);
            std::ptr::null_mut()
        }
        // SAFETY: `callback_error` is the plugin's, from the arguments.
        Err(e) => unsafe { plugin_error(a.callback_error, &e) },
    }
}

/// `PJRT_KeyValuePutCallback`.
pub(crate) unsafe extern "C" fn kv_put(
    args: *mut PJRT_KeyValuePutCallback_Args,
) -> *mut PJRT_Error {
    // SAFETY: as in `kv_get`.
    let a = unsafe { &mut *args };
    // SAFETY: as in `kv_get`.
    let store = unsafe { &*a.user_arg.cast::<KvUserArg>() };
    // SAFETY: `key` holds `key_size` bytes for the call.
    let key = unsafe { key_of(a.key, a.key_size) };
    let value: &[u8] = if a.value.is_null() {
        &[]
    } else {
        // SAFETY: `value` holds `value_size` bytes for the duration of the call.
        unsafe { std::slice::from_raw_parts(a.value.cast::<u8>(), a.value_size) }
    };
    match guarded(|| store.put(&key, value)) {
        Ok(()) => std::ptr::null_mut(),
        // SAFETY: `callback_error` is the plugin's, from the arguments.
        Err(e) => unsafe { plugin_error(a.callback_error, &e) },
    }
}
