//! Acceptance 5: building the same graph twice gives byte-identical text, in one process and across
//! processes (the test re-runs its own binary and compares hashes).

use xla_hlo::{Builder, DType, ScanOptions, Tensor, nn};

fn graph() -> String {
    let b = Builder::new();
    b.set_num_partitions(1);
    let tokens = b.param(DType::I32, &[8]);
    let emb = b.param(DType::F32, &[16, 4]);
    let w = b.param(DType::F32, &[3, 4, 4]);
    let h0 = nn::rmsnorm(&emb.take(&tokens), 1e-6);
    let (c, _) = b.scan(&[&h0], &[&w], ScanOptions::default(), |_, c, x| {
        (vec![&c[0] + &nn::silu(&nn::matmul(&c[0], &x[0]))], vec![])
    });
    let logits = nn::matmul(&c[0], &emb.transpose(&[1, 0]));
    let loss = nn::mean(&nn::cross_entropy(&logits, &tokens), &[0]);
    let g = loss.grad(&[&emb, &w]).unwrap();
    let (v, i) = nn::top_k(&logits, 2);
    let outs: Vec<&Tensor> = vec![&loss, &g[0], &g[1], &v, &i];
    b.emit(&outs).unwrap()
}

/// FNV-1a, so the hash does not depend on std's randomised hasher.
fn fnv(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn same_graph_twice_in_one_process_is_byte_identical() {
    assert_eq!(graph(), graph());
}

/// Prints the hash when run as the child of the cross-process test.
#[test]
fn print_graph_hash_for_parent() {
    if std::env::var_os("XLA_HLO_HASH_CHILD").is_some() {
        println!("GRAPH_HASH={:016x}", fnv(&graph()));
    }
}

#[test]
fn same_graph_in_two_processes_is_byte_identical() {
    let exe = std::env::current_exe().unwrap();
    let mut hashes = Vec::new();
    for _ in 0..2 {
        let out = std::process::Command::new(&exe)
            .args([
                "--exact",
                "print_graph_hash_for_parent",
                "--nocapture",
                "--test-threads=1",
            ])
            .env("XLA_HLO_HASH_CHILD", "1")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout).to_string();
        let h = stdout
            .lines()
            .find_map(|l| l.split("GRAPH_HASH=").nth(1))
            .unwrap_or_else(|| panic!("no hash in {stdout}"))
            .to_string();
        hashes.push(h);
    }
    let mine = format!("{:016x}", fnv(&graph()));
    assert_eq!(hashes[0], hashes[1]);
    assert_eq!(hashes[0], mine);
}
