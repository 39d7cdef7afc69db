//! namtrain's own lines come first: the plugin's informational log lines (absl's
//! "WARNING: All log messages before absl::InitializeLog() ..." and "I0000 ...
//! cpu_device_count set via create_options") are hidden unless asked for.

use std::process::Command;

fn stderr_of(args: &[&str], level: Option<&str>) -> String {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_namtrain"));
    cmd.args(args).env_remove("TF_CPP_MIN_LOG_LEVEL");
    if let Some(l) = level {
        cmd.env("TF_CPP_MIN_LOG_LEVEL", l);
    }
    let out = cmd.output().unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn plugin_log_lines_are_hidden_by_default_and_shown_on_request() {
    let quiet = stderr_of(&["devices", "--plugin", "cpu"], None);
    for noise in [
        "absl::InitializeLog",
        "cpu_device_count set via create_options",
    ] {
        assert!(!quiet.contains(noise), "`{noise}` printed:\n{quiet}");
    }
    // The switch is the plugin's documented environment variable, and it really is the switch.
    let loud = stderr_of(&["devices", "--plugin", "cpu"], Some("0"));
    assert!(
        loud.contains("cpu_device_count set via create_options"),
        "with TF_CPP_MIN_LOG_LEVEL=0 the plugin's lines appear:\n{loud}"
    );
}
