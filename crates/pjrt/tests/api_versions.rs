//! PJRT C API versions against this build's header: a plugin with a newer minor version is
//! accepted, and when one of its calls wants a larger argument struct than the header's
//! (fields added after our header), the size it names in its error is learned and the call
//! retried, once, then claimed up front. The older-minor and other-major refusals are in
//! `bad_inputs.rs`. The fake plugin is C against the real `pjrt_c_api.h`.

mod common;

use pjrt::Plugin;

/// A plugin five minors newer than the header whose `PJRT_Plugin_Attributes` wants its
/// argument struct 8 bytes larger than the header's, and rejects a smaller one as newer
/// plugins do ("Unexpected ... size: expected N, got M"). Its one attribute, `rejected`, counts
/// the rejections so far; `claimed` is the size it was last called with. After
/// [`common::FAKE_PRELUDE`].
const NEWER: &str = r#"
static int64_t rejected = 0;
static int64_t claimed = 0;
static PJRT_NamedValue attrs[2];
static PJRT_Error* attributes(PJRT_Plugin_Attributes_Args* a) {
  size_t want = PJRT_Plugin_Attributes_Args_STRUCT_SIZE + 8;
  claimed = (int64_t)a->struct_size;
  if (a->struct_size < want) {
    rejected++;
    char msg[128];
    int n = snprintf(msg, sizeof msg,
                     "Unexpected PJRT_Plugin_Attributes_Args size: expected %zu, got %zu",
                     want, a->struct_size);
    return make_error(PJRT_Error_Code_INVALID_ARGUMENT, msg, (size_t)n);
  }
  const char* names[2] = {"rejected", "claimed"};
  int64_t values[2] = {rejected, claimed};
  for (int i = 0; i < 2; i++) {
    memset(&attrs[i], 0, sizeof attrs[i]);
    attrs[i].struct_size = PJRT_NamedValue_STRUCT_SIZE;
    attrs[i].name = names[i];
    attrs[i].name_size = strlen(names[i]);
    attrs[i].type = PJRT_NamedValue_kInt64;
    attrs[i].int64_value = values[i];
    attrs[i].value_size = 1;
  }
  a->attributes = attrs;
  a->num_attributes = 2;
  return NULL;
}
static PJRT_Api api;
const PJRT_Api* GetPjrtApi(void) {
  api.struct_size = PJRT_Api_STRUCT_SIZE;
  api.pjrt_api_version.struct_size = PJRT_Api_Version_STRUCT_SIZE;
  api.pjrt_api_version.major_version = PJRT_API_MAJOR;
  api.pjrt_api_version.minor_version = PJRT_API_MINOR + 5;
  SET_ERROR_FUNCTIONS(api)
  api.PJRT_Plugin_Attributes = attributes;
  return &api;
}
"#;

/// `(rejected, claimed)` as the fake reports them.
fn report(plugin: &Plugin) -> (i64, i64) {
    let attrs = plugin.attributes().unwrap();
    let get = |name: &str| {
        attrs
            .iter()
            .find(|a| a.name == name)
            .and_then(|a| match a.value {
                pjrt::Value::Int64(v) => Some(v),
                _ => None,
            })
            .unwrap_or_else(|| panic!("no int64 attribute `{name}` in {attrs:?}"))
    };
    (get("rejected"), get("claimed"))
}

#[test]
fn a_newer_minor_version_loads_and_its_larger_argument_structs_are_negotiated() {
    let dir = tempfile::tempdir().unwrap();
    let so = common::shared_object(
        dir.path(),
        "newer",
        &format!("{}{NEWER}", common::FAKE_PRELUDE),
        Some(&common::header_dir()),
    );
    let plugin = Plugin::load_path(&so).unwrap();
    let (major, minor) = pjrt::HEADER_API_VERSION;
    assert_eq!(plugin.api_version(), (major, minor + 5));

    // The first call is rejected once at the header's size, then retried at the size the
    // plugin named (8 bytes more, zero-filled).
    let (rejected, claimed) = report(&plugin);
    assert_eq!(rejected, 1);
    let header_size = claimed - 8;
    assert!(header_size > 0);
    // Later calls claim the learned size at once: no new rejection.
    assert_eq!(report(&plugin), (1, claimed));
}
