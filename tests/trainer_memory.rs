//! A training run on the CPU plugin with 8 devices serves `/memory` from the trainer: one entry
//! per addressable device, reported honestly as unsupported (the CPU plugin has no allocator
//! stats), bound to 127.0.0.1 only; the metrics and the manifest see the same 8 devices.

mod fixture;

use std::io::{Read, Write};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, TcpStream, UdpSocket};
use std::time::Duration;

use fixture::*;
use train::trainer::{Trainer, TrainerOptions};

fn get(addr: SocketAddr) -> String {
    let mut s = TcpStream::connect_timeout(&addr, Duration::from_secs(5)).unwrap();
    s.write_all(b"GET /memory HTTP/1.1\r\nHost: localhost\r\n\r\n")
        .unwrap();
    let mut out = String::new();
    s.read_to_string(&mut out).unwrap();
    out
}

/// The listening sockets' local addresses on `port`, from the kernel's table (IPv4 and IPv6).
fn listeners_on(port: u16) -> Vec<String> {
    let mut found = Vec::new();
    for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
        let Ok(text) = std::fs::read_to_string(table) else {
            continue;
        };
        for line in text.lines().skip(1) {
            let cols: Vec<&str> = line.split_whitespace().collect();
            // local_address is "HEXIP:HEXPORT"; state 0A is LISTEN.
            if cols.len() > 3 && cols[3] == "0A" && cols[1].ends_with(&format!(":{port:04X}")) {
                found.push(cols[1].to_string());
            }
        }
    }
    found
}

/// A local non-loopback IPv4 address (the source address towards a documentation address;
/// connecting a UDP socket sends nothing).
fn non_loopback_local_ipv4() -> Option<Ipv4Addr> {
    let sock = UdpSocket::bind("0.0.0.0:0").ok()?;
    sock.connect("192.0.2.1:9").ok()?;
    match sock.local_addr().ok()?.ip() {
        IpAddr::V4(ip) if !ip.is_loopback() && !ip.is_unspecified() => Some(ip),
        _ => None,
    }
}

#[test]
fn trainer_serves_memory_of_all_8_cpu_devices_on_loopback_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut opts = TrainerOptions::new(tiny_config(), dir.path().join("run"));
    opts.cpu_devices = 8;
    opts.memory_port = Some(0);
    opts.cache_dir = Some(cache_dir());
    let mut trainer = Trainer::new(opts).unwrap();
    let url = trainer.memory_url().expect("the endpoint was asked for");
    let addr: SocketAddr = url
        .strip_prefix("http://")
        .and_then(|u| u.strip_suffix("/memory"))
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(addr.ip(), IpAddr::V4(Ipv4Addr::LOCALHOST), "{url}");

    // Bound to 127.0.0.1 and nothing else, as the kernel sees it.
    let listening = listeners_on(addr.port());
    assert_eq!(
        listening,
        vec![format!("0100007F:{:04X}", addr.port())],
        "listening sockets on port {}",
        addr.port()
    );
    if let Some(ip) = non_loopback_local_ipv4() {
        let other = SocketAddr::new(IpAddr::V4(ip), addr.port());
        assert!(
            TcpStream::connect_timeout(&other, Duration::from_secs(2)).is_err(),
            "the endpoint answered on {other}"
        );
    } else {
        eprintln!("no non-loopback IPv4 address here; checked the kernel's socket table only");
    }

    // Training steps run while it serves; the answer lists every device, each unsupported.
    trainer.step().unwrap();
    let response = get(addr);
    assert!(response.starts_with("HTTP/1.1 200 OK"), "{response}");
    let body = response.split("\r\n\r\n").nth(1).unwrap();
    let json: serde_json::Value = serde_json::from_str(body).unwrap();
    let devices = json["devices"].as_array().unwrap();
    assert_eq!(devices.len(), 8, "{json}");
    let mut ids: Vec<i64> = devices.iter().map(|d| d["id"].as_i64().unwrap()).collect();
    ids.sort_unstable();
    ids.dedup();
    assert_eq!(ids.len(), 8, "distinct device ids: {json}");
    for d in devices {
        assert_eq!(d["status"], "unsupported", "{d}");
        assert!(
            d["reason"].as_str().is_some_and(|r| !r.is_empty()),
            "an unsupported reading says why: {d}"
        );
        assert!(d.get("bytes_in_use").is_none(), "no made-up numbers: {d}");
    }

    // The metrics of step 1 and the manifest saw the same 8 devices.
    let metrics = std::fs::read_to_string(trainer.run_dir().join("metrics.jsonl")).unwrap();
    let first: serde_json::Value = serde_json::from_str(metrics.lines().next().unwrap()).unwrap();
    assert_eq!(first["step"], 1);
    assert_eq!(first["memory"].as_array().unwrap().len(), 8, "{first}");
    let manifest: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(trainer.run_dir().join("manifest.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(manifest["devices"]["count"], 8);
    // The default attention (`[model] attention` unset: auto) on the CPU plugin: XLA's, and why.
    assert_eq!(manifest["attention_backend"], "xla");
    assert_eq!(
        manifest["attention_choice"],
        "auto: xla (the platform is \"cpu\"; the exported kernels run on TPU and NVIDIA Hopper)"
    );
}
