//! The profiler extension ([`pjrt::profiler`]): absent from the XLA CPU plugin; on a fake plugin
//! written in C from the published ABI (an independent reading of the layouts), the options
//! arrive as `tensorflow.ProfileOptions` bytes, a start failure carries the plugin's code and
//! message, and the collected XSpace comes back without the plugins' trailing zero byte. With
//! `NAMTRAIN_CUDA_PLUGIN` set on a host with an NVIDIA GPU, the real CUDA plugin is driven too.

use std::path::{Path, PathBuf};

mod common;

use pjrt::profiler::ProfileOptions;
use pjrt::{Error, Plugin};

fn fake_profiler_plugin(dir: &Path, name: &str, fail_start: bool) -> PathBuf {
    let (major, minor) = pjrt::HEADER_API_VERSION;
    let src = format!(
        r#"#include <stddef.h>
#include <stdint.h>
#include <string.h>
struct err {{ int code; const char* msg; }};
struct err_msg_args {{ size_t s; void* p; struct err* e; const char* m; size_t n; }};
struct code_args {{ size_t s; void* p; struct err* e; int code; }};
struct create_args {{ size_t s; const char* o; size_t n; void* prof; }};
struct collect_args {{ size_t s; void* prof; unsigned char* buf; size_t n; }};
static struct err start_error = {{12, "No factory for ACTIVITY_TRACING"}};
static struct err bad_options = {{3, "unexpected options"}};
static const unsigned char want[] = {{0x10, 2, 0x18, 1, 0x28, 1}};
/* XSpace {{ planes {{ name: "/host:metadata" }} }}, then the plugins' extra zero byte. */
static unsigned char space[] = {{0x0a, 0x10, 0x12, 0x0e, '/','h','o','s','t',':','m','e','t','a','d','a','t','a', 0x00}};
static int profiler_object;
static void error_destroy(void* a) {{ (void)a; }}
static void error_message(void* a) {{ struct err_msg_args* x = a; x->m = x->e->msg; x->n = strlen(x->e->msg); }}
static void* error_get_code(void* a) {{ struct code_args* x = a; x->code = x->e->code; return 0; }}
static void* create(void* a) {{
  struct create_args* x = a;
  if (x->n != sizeof want || memcmp(x->o, want, sizeof want)) return &bad_options;
  x->prof = &profiler_object; return 0;
}}
static void* destroy(void* a) {{ (void)a; return 0; }}
static void* start(void* a) {{ (void)a; return {fail} ? &start_error : 0; }}
static void* stop(void* a) {{ (void)a; return 0; }}
static void* collect(void* a) {{
  struct collect_args* x = a;
  if (x->buf) return 0;
  x->buf = space; x->n = sizeof space; return 0;
}}
struct table {{ size_t struct_size; void* priv; void* fns[8]; void* newer[3]; }};
static struct table the_table = {{ sizeof(struct table), 0,
  {{ (void*)error_destroy, (void*)error_message, (void*)error_get_code, (void*)create,
     (void*)destroy, (void*)start, (void*)stop, (void*)collect }}, {{0, 0, 0}} }};
struct ext {{ size_t struct_size; int type; void* next; struct table* api; int64_t ctx; }};
/* A layouts extension (type 4) first, so the chain is walked. */
static struct ext the_ext = {{ sizeof(struct ext), 1, 0, &the_table, 0 }};
struct base {{ size_t struct_size; int type; void* next; }};
static struct base other = {{ sizeof(struct base), 4, &the_ext }};
struct version {{ size_t struct_size; void* ext; int major; int minor; }};
struct api {{ size_t struct_size; void* ext; struct version v; void* fns[400]; }};
static struct api the_api = {{ sizeof(struct api), &other, {{ 24, 0, {major}, {minor} }}, {{0}} }};
const struct api* GetPjrtApi(void) {{ return &the_api; }}
"#,
        fail = i32::from(fail_start)
    );
    common::shared_object(dir, name, &src, None)
}

#[test]
fn the_cpu_plugin_has_no_profiler_extension() {
    let cpu = Plugin::load("cpu").unwrap();
    assert!(cpu.profiler_api().is_none());
}

#[test]
fn a_fake_plugin_profiles_through_the_published_abi() {
    let dir = tempfile::tempdir().unwrap();
    let plugin = Plugin::load_path(&fake_profiler_plugin(dir.path(), "fake_prof", false)).unwrap();
    let api = plugin
        .profiler_api()
        .expect("the chain's second extension is the profiler");
    let mut session = api.create(&ProfileOptions::default()).unwrap();
    session.start().unwrap();
    session.stop().unwrap();
    let space = session.collect().unwrap();
    let mut want = vec![0x0a, 0x10, 0x12, 0x0e];
    want.extend_from_slice(b"/host:metadata");
    assert_eq!(space, want, "the XSpace, without the trailing zero");

    // Options other than the fake expects are refused with the plugin's code and message.
    let e = api
        .create(&ProfileOptions {
            host_tracer_level: 1,
            device_tracer_level: 1,
        })
        .err()
        .expect("refused");
    assert!(matches!(e, Error::Profiler { code: 3, .. }), "{e}");
    assert!(e.to_string().contains("unexpected options"), "{e}");
}

#[test]
fn a_start_the_plugin_refuses_names_its_code_and_message() {
    let dir = tempfile::tempdir().unwrap();
    let plugin =
        Plugin::load_path(&fake_profiler_plugin(dir.path(), "fake_nostart", true)).unwrap();
    let mut session = plugin
        .profiler_api()
        .unwrap()
        .create(&ProfileOptions::default())
        .unwrap();
    let e = session.start().unwrap_err().to_string();
    assert_eq!(
        e,
        "starting the profiler: No factory for ACTIVITY_TRACING (code 12)"
    );
}

#[test]
fn the_cuda_plugin_profiles_when_it_is_named() {
    let Some(path) = std::env::var_os("NAMTRAIN_CUDA_PLUGIN") else {
        eprintln!("NAMTRAIN_CUDA_PLUGIN is not set: the real CUDA plugin is not driven here");
        return;
    };
    if !pjrt::cuda::host_has_nvidia_gpu() {
        eprintln!("no NVIDIA GPU: the CUDA plugin is not loaded here (namtrain refuses it)");
        return;
    }
    let plugin = Plugin::load_path(Path::new(&path)).unwrap();
    let api = plugin
        .profiler_api()
        .expect("the CUDA plugin has the profiler extension");
    let mut session = api.create(&ProfileOptions::default()).unwrap();
    session.start().unwrap();
    session.stop().unwrap();
    let space = session.collect().unwrap();
    // XSpace field 1 (planes), length-delimited: the first byte of a non-empty space.
    assert_eq!(space.first(), Some(&0x0a), "{space:?}");
}
