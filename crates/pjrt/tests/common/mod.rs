//! Shared by the pjrt tests that build fake plugins in C.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Builds `dir/name.so` from C source with the system C compiler, with `include` (if any) on
/// the include path (the real `pjrt_c_api.h`'s directory, for fakes written against it).
pub fn shared_object(dir: &Path, name: &str, c_source: &str, include: Option<&Path>) -> PathBuf {
    let src = dir.join(format!("{name}.c"));
    let so = dir.join(format!("{name}.so"));
    std::fs::write(&src, c_source).unwrap();
    let mut cc = Command::new("cc");
    cc.args(["-shared", "-fPIC", "-o"]).arg(&so);
    if let Some(dir) = include {
        cc.arg("-I").arg(dir);
    }
    let status = cc
        .arg(&src)
        .status()
        .expect("a C compiler (cc) is needed to build the fake plugins");
    assert!(status.success(), "cc failed on {}", src.display());
    so
}

/// The directory of the pinned `pjrt_c_api.h` (as `pjrt-sys` finds it).
// Not every test binary that includes this module builds fakes against the header.
#[allow(dead_code)]
pub fn header_dir() -> PathBuf {
    if let Some(h) = std::env::var_os("PJRT_C_API_HEADER") {
        return PathBuf::from(h).parent().unwrap().to_path_buf();
    }
    let venv = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.venv/lib");
    for py in std::fs::read_dir(&venv).expect("the project venv (./scripts/setup.sh)") {
        let dir = py
            .unwrap()
            .path()
            .join("site-packages/xla_plugins/xla_cpu_pjrt/include");
        if dir.join("pjrt_c_api.h").exists() {
            return dir;
        }
    }
    panic!("pjrt_c_api.h not found under {}", venv.display());
}

/// The C every fake written against the real header starts with: its includes, a
/// `PJRT_Error` holding a code and a message (`make_error`), and the three error functions,
/// which `SET_ERROR_FUNCTIONS(api)` puts into a `PJRT_Api`.
#[allow(dead_code)] // used by the fakes built against the header, not by every test binary
pub const FAKE_PRELUDE: &str = r#"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "pjrt_c_api.h"
struct PJRT_Error { PJRT_Error_Code code; char msg[512]; };
static PJRT_Error* make_error(PJRT_Error_Code code, const char* m, size_t n) {
  PJRT_Error* e = calloc(1, sizeof *e);
  e->code = code;
  if (n > 511) n = 511;
  memcpy(e->msg, m, n);
  return e;
}
static void error_destroy(PJRT_Error_Destroy_Args* a) { free(a->error); }
static void error_message(PJRT_Error_Message_Args* a) {
  a->message = a->error->msg; a->message_size = strlen(a->error->msg);
}
static PJRT_Error* error_get_code(PJRT_Error_GetCode_Args* a) { a->code = a->error->code; return NULL; }
#define SET_ERROR_FUNCTIONS(api) \
  (api).PJRT_Error_Destroy = error_destroy; \
  (api).PJRT_Error_Message = error_message; \
  (api).PJRT_Error_GetCode = error_get_code;
"#;
