//! Builds, differentiates and emits a 52-sublayer graph of the nam52 step's size (d = 2048, T = 4096,
//! pattern AEME: attention-like GQA matmuls + softmax, MoE-like router top-6 + gathers of 64 experts,
//! Mamba-like projections + cumsum), unrolled and as a `scan` over 13 AEME groups. Prints times, node
//! counts and text sizes. Plain bench binary (`harness = false`): `cargo bench -p xla-hlo`.

use std::time::Instant;
use xla_hlo::{Builder, DType, DotDims, ScanOptions, Tensor, nn};

const T: i64 = 4096;
const D: i64 = 2048;
const H: i64 = 16;
const KV: i64 = 8;
const HD: i64 = 128;
const E: i64 = 64;
const TOPK: usize = 6;
const FE: i64 = 320;
const V: i64 = 65536;

struct Weights {
    qkv: Tensor,
    o: Tensor,
    router: Tensor,
    up: Tensor,
    down: Tensor,
    m_in: Tensor,
    m_out: Tensor,
}

fn attention(x: &Tensor, w: &Weights) -> Tensor {
    let qkv = nn::matmul(x, &w.qkv);
    let q = qkv
        .slice_axis(1, 0, H * HD)
        .reshape(&[T, H, HD])
        .transpose(&[1, 0, 2]);
    let k = qkv
        .slice_axis(1, H * HD, (H + KV) * HD)
        .reshape(&[T, KV, HD])
        .transpose(&[1, 0, 2]);
    let v = qkv
        .slice_axis(1, (H + KV) * HD, (H + 2 * KV) * HD)
        .reshape(&[T, KV, HD])
        .transpose(&[1, 0, 2]);
    let rep = |t: &Tensor| {
        t.broadcast_in_dim(&[KV, H / KV, T, HD], &[0, 2, 3])
            .reshape(&[H, T, HD])
    };
    let (q, k, v) = (nn::rmsnorm(&q, 1e-6), nn::rmsnorm(&rep(&k), 1e-6), rep(&v));
    let s = q.dot_general(
        &k,
        &DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contracting: vec![2],
            rhs_contracting: vec![2],
        },
    );
    let b = x.builder();
    let mask = b
        .iota(DType::I32, &[H, T, T], 1)
        .ge(&b.iota(DType::I32, &[H, T, T], 2));
    let s = mask.select(
        &(s * (1.0 / (HD as f64).sqrt())),
        &b.full(-1e30, DType::F32, &[H, T, T]),
    );
    let p = nn::softmax(&s);
    let o = p.dot_general(
        &v,
        &DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contracting: vec![2],
            rhs_contracting: vec![1],
        },
    );
    nn::matmul(&o.transpose(&[1, 0, 2]).reshape(&[T, H * HD]), &w.o)
}

fn moe(x: &Tensor, w: &Weights) -> Tensor {
    let scores = nn::matmul(x, &w.router).logistic();
    let (vals, idx) = nn::top_k(&scores, TOPK);
    let weights = &vals / &vals.reduce_sum(&[1]).reshape(&[T, 1]);
    let mut out = x.zeros_like();
    for k in 0..TOPK as i64 {
        let e = idx.slice_axis(1, k, k + 1).reshape(&[T]);
        let up = w.up.take(&e);
        let down = w.down.take(&e);
        let xe = x.reshape(&[T, 1, D]);
        let h = nn::silu(&nn::matmul(&xe, &up));
        let y = nn::matmul(&h, &down).reshape(&[T, D]);
        out = out + y * weights.slice_axis(1, k, k + 1);
    }
    out
}

fn mamba(x: &Tensor, w: &Weights) -> Tensor {
    let u = nn::silu(&nn::matmul(x, &w.m_in));
    let c = nn::cumsum(&u, 0) / (T as f64);
    nn::matmul(&(c * u), &w.m_out)
}

fn sublayer(kind: char, h: &Tensor, w: &Weights) -> Tensor {
    let x = nn::rmsnorm(h, 1e-6);
    h + match kind {
        'A' => attention(&x, w),
        'E' => moe(&x, w),
        _ => mamba(&x, w),
    }
}

fn params(b: &Builder, lead: &[i64]) -> Weights {
    let p = |dims: &[i64]| {
        let mut d = lead.to_vec();
        d.extend_from_slice(dims);
        b.param(DType::F32, &d)
    };
    Weights {
        qkv: p(&[D, (H + 2 * KV) * HD]),
        o: p(&[H * HD, D]),
        router: p(&[D, E]),
        up: p(&[E, D, FE]),
        down: p(&[E, FE, D]),
        m_in: p(&[D, 2 * D]),
        m_out: p(&[2 * D, D]),
    }
}

fn head(b: &Builder, h: &Tensor, tokens: &Tensor) -> Tensor {
    let lm = b.param(DType::F32, &[D, V]);
    let logits = nn::matmul(&nn::rmsnorm(h, 1e-6), &lm);
    let logits = (&logits / 15.0).tanh() * 15.0;
    nn::mean(&nn::cross_entropy(&logits, tokens), &[0])
}

fn run(scanned: bool) {
    let t0 = Instant::now();
    let b = Builder::new();
    let tokens = b.param(DType::I32, &[T]);
    let wte = b.param(DType::F32, &[V, D]);
    let h0 = nn::rmsnorm(&wte.take(&tokens), 1e-6);
    let mut wrt: Vec<Tensor> = vec![wte.clone()];
    let h = if scanned {
        // 13 groups of AEME, weights stacked per position in the group.
        let ws: Vec<Weights> = (0..4).map(|_| params(&b, &[13])).collect();
        let mut xs: Vec<Tensor> = Vec::new();
        for w in &ws {
            xs.extend([
                w.qkv.clone(),
                w.o.clone(),
                w.router.clone(),
                w.up.clone(),
                w.down.clone(),
                w.m_in.clone(),
                w.m_out.clone(),
            ]);
        }
        wrt.extend(xs.iter().cloned());
        let refs: Vec<&Tensor> = xs.iter().collect();
        let (c, _) = b.scan(&[&h0], &refs, ScanOptions::default(), |_, c, x| {
            let mut h = c[0].clone();
            for (i, kind) in "AEME".chars().enumerate() {
                let s = &x[7 * i..7 * i + 7];
                let w = Weights {
                    qkv: s[0].clone(),
                    o: s[1].clone(),
                    router: s[2].clone(),
                    up: s[3].clone(),
                    down: s[4].clone(),
                    m_in: s[5].clone(),
                    m_out: s[6].clone(),
                };
                h = sublayer(kind, &h, &w);
            }
            (vec![h], vec![])
        });
        c[0].clone()
    } else {
        let mut h = h0;
        for l in 0..52 {
            let w = params(&b, &[]);
            wrt.extend([
                w.qkv.clone(),
                w.o.clone(),
                w.router.clone(),
                w.up.clone(),
                w.down.clone(),
                w.m_in.clone(),
                w.m_out.clone(),
            ]);
            h = sublayer("AEME".chars().nth(l % 4).unwrap(), &h, &w);
        }
        h
    };
    let loss = head(&b, &h, &tokens);
    b.check().unwrap();
    let built = t0.elapsed();
    let fwd_nodes = b.num_nodes();
    let refs: Vec<&Tensor> = wrt.iter().collect();
    let grads = loss.grad(&refs).unwrap();
    let diffed = t0.elapsed();
    let mut outs = vec![&loss];
    outs.extend(grads.iter());
    let text = b.emit(&outs).unwrap();
    let emitted = t0.elapsed();
    println!(
        "nam52-size {}: build {:.3} s, autodiff {:.3} s, emit {:.3} s, total {:.3} s; nodes {} fwd / {} total; text {:.2} MiB, {} lines",
        if scanned {
            "scan(13 x AEME)"
        } else {
            "unrolled(52)"
        },
        built.as_secs_f64(),
        (diffed - built).as_secs_f64(),
        (emitted - diffed).as_secs_f64(),
        emitted.as_secs_f64(),
        fwd_nodes,
        b.num_nodes(),
        text.len() as f64 / (1 << 20) as f64,
        text.lines().count()
    );
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    for _ in 0..2 {
        run(false);
        run(true);
    }
}
