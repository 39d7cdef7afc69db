//! The worker (child) side: read a request from stdin, do it, write the response to the file
//! the parent named, exit.

use std::io::{Read, Write};
use std::path::Path;
use std::sync::Arc;

use prost::Message;

use super::proto::{self, Request, Response, Target, TopologyTarget};
use super::{LIBTPU_REQUIRED_ENV, WORKER_ENV, WORKER_OUT_ENV};
use crate::client::{Client, ClientOptions};
use crate::compile_options::CompileOptions;
use crate::locate::PluginKind;
use crate::plugin::Plugin;
use crate::topology::Topology;

/// If this process was started as a compile worker, does the work and exits; otherwise returns
/// immediately. Call it first in `main` of any binary used as a worker.
pub fn run_worker_if_requested() {
    run_worker_if_requested_with(|_| {});
}

/// [`run_worker_if_requested`], calling `before_compile` with the program text in the worker
/// before it loads the plugin for a request that compiles (fault injection in tests and drills).
pub fn run_worker_if_requested_with(before_compile: impl Fn(&str)) {
    if std::env::var_os(WORKER_ENV).is_none_or(|v| v != "1") {
        return;
    }
    let Some(out_path) = std::env::var_os(WORKER_OUT_ENV) else {
        eprintln!("pjrt compile worker: {WORKER_OUT_ENV} is not set; start it with pjrt::Worker");
        std::process::exit(2);
    };
    exit_when_orphaned();
    let mut response = serve_stdin(&before_compile).unwrap_or_else(|error| Response {
        error,
        ..Default::default()
    });
    response.peak_rss_bytes = peak_rss_bytes().unwrap_or(0);
    // Written aside and renamed, so the parent sees a response whole or not at all (even if a
    // plugin's exit handlers crash afterwards).
    let out_path = Path::new(&out_path);
    if let Err(e) = files::write_atomic(out_path, &response.encode_to_vec()) {
        eprintln!("pjrt compile worker: cannot write the response: {e}");
        std::process::exit(2);
    }
    std::process::exit(0);
}

/// This process's peak resident memory (`VmHWM` of `/proc/self/status`), bytes.
fn peak_rss_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Exits the worker when its parent is gone (killed, or stopped by `timeout`): nobody would read
/// its answer, and a compile it keeps running holds cores and memory for minutes. A parent that
/// dies hands its children to another process, so a changed parent id is the sign.
fn exit_when_orphaned() {
    let parent = std::os::unix::process::parent_id();
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(std::time::Duration::from_millis(500));
            if std::os::unix::process::parent_id() != parent {
                // The parent read our stderr, so the pipe may be closed: a failed write must
                // not stop the exit (`eprintln!` would panic this thread instead).
                let _ = writeln!(
                    std::io::stderr(),
                    "pjrt compile worker: the parent process {parent} is gone; stopping"
                );
                // SAFETY: `_exit` ends the process at once and touches no Rust state. Not
                // `std::process::exit`: its exit handlers (the plugin's among them) can wait on
                // the compile still running in another thread, and never return.
                unsafe { libc::_exit(3) };
            }
        }
    });
}

fn serve_stdin(before_compile: &dyn Fn(&str)) -> Result<Response, String> {
    let mut input = Vec::new();
    std::io::stdin()
        .read_to_end(&mut input)
        .map_err(|e| format!("reading the request from stdin: {e}"))?;
    let request =
        Request::decode(input.as_slice()).map_err(|e| format!("decoding the request: {e}"))?;
    if let Some(program) = &request.program {
        before_compile(program);
    }
    serve(&request)
}

fn serve(request: &Request) -> Result<Response, String> {
    let path = Path::new(&request.plugin_path);
    if PluginKind::from_path(path) == PluginKind::Tpu
        && let Some(missing) = LIBTPU_REQUIRED_ENV
            .iter()
            .find(|v| std::env::var_os(v).is_none())
    {
        return Err(format!(
            "refusing to load libtpu: {missing} is not set (libtpu could probe the network); \
             compile for TPUs through pjrt::DevicelessCompiler"
        ));
    }
    let compile = match (&request.program, &request.compile_options) {
        (Some(program), Some(options)) => Some((program.as_str(), options.clone().into())),
        (Some(_), None) => return Err("a compile request without compile options".into()),
        (None, _) => None,
    };
    let plugin = Plugin::load_path(path).map_err(|e| e.to_string())?;
    match &request.target {
        Some(Target::Topology(t)) => {
            describe_and_compile(&plugin, t, compile).map_err(|e| e.to_string())
        }
        Some(Target::Client(c)) => {
            let (program, options) =
                compile.ok_or("a client request without a program to compile")?;
            let client_options = ClientOptions {
                options: proto::from_wire(&c.options),
                kv_store: None,
            };
            let client = Client::new(plugin, &client_options)
                .map_err(|e| format!("creating a client: {e}"))?;
            let exe = client
                .compile(program, &options)
                .map_err(|e| e.to_string())?;
            Ok(Response {
                serialized_executable: exe.serialize().map_err(|e| format!("serializing: {e}"))?,
                ..Default::default()
            })
        }
        None => Err("a request without a target (topology or client)".into()),
    }
}

/// The topology's description and, given a program, its deviceless compile.
fn describe_and_compile(
    plugin: &Arc<Plugin>,
    target: &TopologyTarget,
    compile: Option<(&str, CompileOptions)>,
) -> crate::Result<Response> {
    let options = proto::from_wire(&target.options);
    let topology = Topology::create(plugin.clone(), &target.name, &options)?;
    let (api_major, api_minor) = plugin.api_version();
    let stablehlo = plugin.stablehlo_version_range()?;
    let mut response = Response {
        platform_name: topology.platform_name()?,
        platform_version: topology.platform_version()?,
        api_major,
        api_minor,
        stablehlo_minimum: stablehlo.as_ref().map(|r| r.0.clone()).unwrap_or_default(),
        stablehlo_current: stablehlo.map(|r| r.1).unwrap_or_default(),
        devices: topology
            .device_descriptions()?
            .into_iter()
            .map(|d| proto::Device {
                id: d.id,
                process_index: d.process_index,
                kind: d.kind,
                to_string: d.to_string,
                debug_string: d.debug_string,
                attributes: proto::to_wire(&d.attributes),
            })
            .collect(),
        ..Default::default()
    };
    if let Some((program, options)) = compile {
        let exe = topology.compile(program, &options)?;
        response.memory_stats = exe.compiled_memory_stats()?.to_array().to_vec();
        response.serialized_executable = exe.serialize()?;
        response.fingerprint = exe.fingerprint()?.unwrap_or_default();
        // Optional: not every plugin exposes it for deviceless executables.
        if let Ok(p) = exe.optimized_program() {
            response.optimized_program = p.code;
            response.optimized_program_format = p.format;
        }
    }
    Ok(response)
}
