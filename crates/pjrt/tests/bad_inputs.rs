//! Acceptance 5: every bad input gets a clear error; each test checks the message.

use std::path::{Path, PathBuf};
mod common;

use common::shared_object;
use pjrt::{Buffer, Client, CompileOptions, Error, HostTensor, Plugin};

/// A fake plugin whose `GetPjrtApi` reports `major.minor` (the version sits at the same
/// offsets in every PJRT API version: struct_size, extension_start, then the version struct).
fn fake_plugin(dir: &Path, name: &str, major: i32, minor: i32) -> PathBuf {
    shared_object(
        dir,
        name,
        &format!(
            "#include <stddef.h>
             struct version {{ size_t struct_size; void* ext; int major; int minor; }};
             struct api {{ size_t struct_size; void* ext; struct version v; void* fns[200]; }};
             static struct api the_api = {{ sizeof(struct api), 0, {{ 24, 0, {major}, {minor} }}, {{0}} }};
             const struct api* GetPjrtApi(void) {{ return &the_api; }}"
        ),
        None,
    )
}

#[test]
fn missing_plugin_path_is_named() {
    let e = Plugin::load("/nonexistent/dir/plugin.so").unwrap_err();
    assert!(matches!(e, Error::PluginNotFound { .. }));
    let msg = e.to_string();
    assert!(
        msg.contains("/nonexistent/dir/plugin.so") && msg.contains("not found"),
        "{msg}"
    );
}

#[test]
fn file_that_is_not_a_shared_object_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("notes.so");
    std::fs::write(&path, "just text").unwrap();
    let msg = Plugin::load(path.to_str().unwrap())
        .unwrap_err()
        .to_string();
    assert!(msg.starts_with("cannot load PJRT plugin"), "{msg}");
    assert!(msg.contains("Is it a shared object"), "{msg}");
}

#[test]
fn shared_object_without_get_pjrt_api_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let so = shared_object(
        dir.path(),
        "nothing",
        "int not_pjrt(void) { return 7; }",
        None,
    );
    let msg = Plugin::load_path(&so).unwrap_err().to_string();
    assert!(msg.contains("exports no GetPjrtApi symbol"), "{msg}");
}

#[test]
fn plugin_with_too_old_api_is_refused_naming_both_versions() {
    let dir = tempfile::tempdir().unwrap();
    let so = fake_plugin(dir.path(), "old", 0, 40);
    let msg = Plugin::load_path(&so).unwrap_err().to_string();
    let (major, minor) = pjrt::HEADER_API_VERSION;
    assert!(msg.contains("PJRT C API 0.40"), "{msg}");
    assert!(
        msg.contains(&format!("header version {major}.{minor}")),
        "{msg}"
    );
    assert!(
        msg.contains("too old") && msg.contains("upgrade the plugin"),
        "{msg}"
    );
    // The supported libtpu range, as docs/running.md's table measured it.
    assert!(msg.contains("libtpu 0.0.29 or newer"), "{msg}");
}

#[test]
fn plugin_with_another_major_version_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let so = fake_plugin(dir.path(), "future", 1, 0);
    let msg = Plugin::load_path(&so).unwrap_err().to_string();
    assert!(
        msg.contains("PJRT C API 1.0") && msg.contains("major versions differ"),
        "{msg}"
    );
}

#[test]
fn malformed_stablehlo_reports_the_parser_line() {
    let client = Client::cpu(1).unwrap();
    let program = "func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n  %y = stablehlo.frobnicate %x : tensor<2xf32>\n  return %y : tensor<2xf32>\n}";
    let e = client
        .compile(program, &CompileOptions::default())
        .unwrap_err();
    let msg = e.to_string();
    assert!(msg.starts_with("PJRT_Client_Compile failed"), "{msg}");
    // The offending op sits on line 2.
    assert!(msg.contains(":2:"), "{msg}");
    assert!(msg.contains("frobnicate"), "{msg}");
}

const ADD: &str = "func.func @main(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = stablehlo.add %a, %b : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}";

#[test]
fn wrong_argument_count_dtype_and_shape_are_named() {
    let client = Client::cpu(1).unwrap();
    let exe = client.compile(ADD, &CompileOptions::default()).unwrap();
    let good = HostTensor::from_f32(&[2, 3], &[1.0; 6]).unwrap();

    let msg = exe
        .execute_host(std::slice::from_ref(&good))
        .unwrap_err()
        .to_string();
    assert_eq!(
        msg,
        "the program takes 2 argument(s), device 0's list has 1"
    );

    let ints = HostTensor::from_i32(&[2, 3], &[1; 6]).unwrap();
    let msg = exe
        .execute_host(&[good.clone(), ints])
        .unwrap_err()
        .to_string();
    assert_eq!(
        msg,
        "argument 1 for device 0: the program expects f32[2, 3], got i32[2, 3]"
    );

    let wide = HostTensor::from_f32(&[3, 2], &[1.0; 6]).unwrap();
    let msg = exe.execute_host(&[wide, good]).unwrap_err().to_string();
    assert_eq!(
        msg,
        "argument 0 for device 0: the program expects f32[2, 3], got f32[3, 2]"
    );
}

#[test]
fn executing_on_the_wrong_number_of_devices_is_refused() {
    let client = Client::cpu(2).unwrap();
    let exe = client.compile(ADD, &CompileOptions::default()).unwrap();
    let t = HostTensor::from_f32(&[2, 3], &[1.0; 6]).unwrap();
    let (a, b): (Buffer, Buffer) = (
        client.buffer_from_host(&t, 0).unwrap(),
        client.buffer_from_host(&t, 0).unwrap(),
    );
    let msg = exe
        .execute(&[vec![&a, &b], vec![&a, &b]])
        .unwrap_err()
        .to_string();
    assert_eq!(
        msg,
        "the executable runs on 1 device(s), but argument lists were given for 2"
    );
    let msg = client.buffer_from_host(&t, 5).unwrap_err().to_string();
    assert_eq!(
        msg,
        "device index 5 is out of range: the client has 2 addressable devices"
    );
}

#[test]
fn tpu_plugin_without_tpu_hardware_is_refused_before_loading() {
    if pjrt::host_has_tpu() {
        return; // A real TPU host may load libtpu.
    }
    // The refusal happens before libtpu is loaded, so no network traffic is possible.
    let e = Plugin::load("tpu").unwrap_err();
    assert!(matches!(e, Error::NoTpu), "{e}");
    assert_eq!(
        e.to_string(),
        "no TPU on this host; use --topology for deviceless compile (no /dev/accel* or /dev/vfio/* found)"
    );
}
