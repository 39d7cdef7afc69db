//! The key-value callbacks of `PJRT_Client_Create` ([`pjrt::kv`]), driven by a fake plugin
//! written in C against the real `pjrt_c_api.h`: its `PJRT_Client_Create` puts a key through
//! our `kv_put`, reads it back through `kv_get` (copying the value, then calling our deleter),
//! asks `kv_try_get` for a missing key and `kv_get` for one that times out, and reports what it
//! saw in the error it returns. The store behind the callbacks is the test's own map.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

mod common;

use pjrt::kv::{KeyValueStore, KvError};
use pjrt::{Client, ClientOptions, Plugin};

#[derive(Debug, Default)]
struct MapStore(Mutex<HashMap<String, Vec<u8>>>);

impl KeyValueStore for MapStore {
    fn get(&self, key: &str, timeout: Duration) -> Result<Vec<u8>, KvError> {
        self.0.lock().unwrap().get(key).cloned().ok_or_else(|| {
            KvError::Timeout(format!("no `{key}` within {} ms", timeout.as_millis()))
        })
    }
    fn try_get(&self, key: &str) -> Result<Vec<u8>, KvError> {
        self.0
            .lock()
            .unwrap()
            .get(key)
            .cloned()
            .ok_or_else(|| KvError::NotFound(format!("no key {key}")))
    }
    fn put(&self, key: &str, value: &[u8]) -> Result<(), KvError> {
        self.0.lock().unwrap().insert(key.into(), value.to_vec());
        Ok(())
    }
}

/// After [`common::FAKE_PRELUDE`].
const FAKE: &str = r#"
static PJRT_Error* client_create(PJRT_Client_Create_Args* a) {
  if (!a->kv_put_callback || !a->kv_get_callback || !a->kv_try_get_callback)
    return make_error(PJRT_Error_Code_FAILED_PRECONDITION, "no kv callbacks", 15);
  PJRT_CallbackError cb = make_error;
  PJRT_KeyValuePutCallback_Args put; memset(&put, 0, sizeof put);
  put.struct_size = PJRT_KeyValuePutCallback_Args_STRUCT_SIZE;
  put.key = "node/0"; put.key_size = 6; put.value = "addr-0\0x"; put.value_size = 8;
  put.callback_error = &cb; put.user_arg = a->kv_put_user_arg;
  PJRT_Error* e = a->kv_put_callback(&put);
  if (e) return e;
  PJRT_KeyValueGetCallback_Args get; memset(&get, 0, sizeof get);
  get.struct_size = PJRT_KeyValueGetCallback_Args_STRUCT_SIZE;
  get.key = "node/0"; get.key_size = 6; get.timeout_in_ms = 1000;
  get.callback_error = &cb; get.user_arg = a->kv_get_user_arg;
  e = a->kv_get_callback(&get);
  if (e) return e;
  char got[64] = {0};
  size_t n = get.value_size < 63 ? get.value_size : 63;
  for (size_t i = 0; i < n; i++) got[i] = get.value[i] ? get.value[i] : '0';
  get.value_deleter_callback(get.value);
  PJRT_KeyValueTryGetCallback_Args tg; memset(&tg, 0, sizeof tg);
  tg.struct_size = PJRT_KeyValueTryGetCallback_Args_STRUCT_SIZE;
  tg.key = "node/1"; tg.key_size = 6; tg.callback_error = &cb; tg.user_arg = a->kv_try_get_user_arg;
  PJRT_Error* missing = a->kv_try_get_callback(&tg);
  PJRT_KeyValueGetCallback_Args late; memset(&late, 0, sizeof late);
  late.struct_size = PJRT_KeyValueGetCallback_Args_STRUCT_SIZE;
  late.key = "node/2"; late.key_size = 6; late.timeout_in_ms = 50;
  late.callback_error = &cb; late.user_arg = a->kv_get_user_arg;
  PJRT_Error* timed_out = a->kv_get_callback(&late);
  char report[480];
  snprintf(report, sizeof report, "kv report: get=%s size=%zu; try_get %d %s; get %d %s", got,
           get.value_size, missing ? (int)missing->code : 0, missing ? missing->msg : "",
           timed_out ? (int)timed_out->code : 0, timed_out ? timed_out->msg : "");
  free(missing); free(timed_out);
  return make_error(PJRT_Error_Code_UNIMPLEMENTED, report, strlen(report));
}
static PJRT_Api api;
const PJRT_Api* GetPjrtApi(void) {
  api.struct_size = PJRT_Api_STRUCT_SIZE;
  api.pjrt_api_version.struct_size = PJRT_Api_Version_STRUCT_SIZE;
  api.pjrt_api_version.major_version = PJRT_API_MAJOR;
  api.pjrt_api_version.minor_version = PJRT_API_MINOR;
  SET_ERROR_FUNCTIONS(api)
  api.PJRT_Client_Create = client_create;
  return &api;
}
"#;

#[test]
fn the_plugin_reaches_the_store_through_the_create_callbacks() {
    let dir = tempfile::tempdir().unwrap();
    let so = common::shared_object(
        dir.path(),
        "fake_kv",
        &format!("{}{FAKE}", common::FAKE_PRELUDE),
        Some(&common::header_dir()),
    );
    let plugin = Plugin::load_path(&so).unwrap();
    let store = Arc::new(MapStore::default());
    let options = ClientOptions {
        options: Vec::new(),
        kv_store: Some(store.clone()),
    };
    let Err(e) = Client::new(plugin.clone(), &options) else {
        panic!("the fake reports through an error");
    };
    let e = e.to_string();
    // The value round-trips with its embedded NUL (shown as `0`) and exact size; the missing
    // key is NOT_FOUND (5) and the late one DEADLINE_EXCEEDED (4), each with the store's words.
    assert!(
        e.contains(
            "kv report: get=addr-00x size=8; try_get 5 no key node/1; get 4 no `node/2` within 50 ms"
        ),
        "{e}"
    );
    assert_eq!(store.0.lock().unwrap()["node/0"], b"addr-0\0x");

    // Without a store the plugin sees no callbacks.
    let Err(e) = Client::new(plugin, &ClientOptions::default()) else {
        panic!("the fake refuses a create without callbacks");
    };
    let e = e.to_string();
    assert!(e.contains("no kv callbacks"), "{e}");
}
