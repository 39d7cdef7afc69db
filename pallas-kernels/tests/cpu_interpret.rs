//! Acceptance 4 of issue 8: the Pallas kernels in interpret mode (variant `tiny_cpu`, plain
//! StableHLO) run on the XLA CPU plugin and agree with an attention built from xla-hlo ops, in
//! the forward (out, lse) and the backward (dq, dk, dv against xla-hlo's autodiff).
//!
//! The reference is NAM spec A steps 4-6 written directly: dense scores per kv group (of a `q`
//! pre-scaled by `1/sqrt(D)`, as the kernels take it), softcap, an explicit iota/segment mask,
//! f32 softmax.
//!
//! The grouped matmuls of the routed experts in interpret mode (`[[gmm]]` variant
//! `gmm_small_cpu`) run there too, each of the six exported kernels against a per-expert loop on
//! the host, with ragged group sizes that cut row tiles, an empty expert and padding rows.

use pallas_kernels::{GmmVariant, PallasAttention, Variant, pallas_attention};
use pjrt::{Client, CompileOptions, HostTensor};
use test_support::{max_rel_err, uniform_f32};
use xla_hlo::{Builder, DType, DotDims, Tensor, nn};

struct Inputs {
    q: Vec<f32>,
    k: Vec<f32>,
    v: Vec<f32>,
    seg: Vec<i32>,
    dout: Vec<f32>,
}

fn inputs(v: &Variant) -> Inputs {
    let (b, t, h, kh, d) = (v.batch, v.seq, v.heads, v.kv_heads, v.head_dim);
    // Three documents per row, boundaries off the 128-token blocks; ids count BOS tokens.
    let starts = [[0, 90, 170], [0, 33, 201]];
    let seg = (0..b)
        .flat_map(|r| {
            let st = starts[r as usize % 2];
            (0..t).map(move |i| st.iter().filter(|&&s| s <= i).count() as i32)
        })
        .collect();
    Inputs {
        // Scores of a few units, so the softcap (20) bends them a little. The kernels take q
        // pre-scaled by 1/sqrt(D), so the draw is.
        q: uniform_f32((b * t * h * d) as usize, 1, 1.5 / (d as f32).sqrt()),
        k: uniform_f32((b * t * kh * d) as usize, 2, 1.5),
        v: uniform_f32((b * t * kh * d) as usize, 3, 1.0),
        seg,
        dout: uniform_f32((b * t * h * d) as usize, 4, 1.0),
    }
}

fn params(b: &Builder, v: &Variant) -> [Tensor; 5] {
    let (bs, t, h, kh, d) = (v.batch, v.seq, v.heads, v.kv_heads, v.head_dim);
    [
        b.param(DType::F32, &[bs, t, h, d]),
        b.param(DType::F32, &[bs, t, kh, d]),
        b.param(DType::F32, &[bs, t, kh, d]),
        b.param(DType::I32, &[bs, t]),
        b.param(DType::F32, &[bs, t, h, d]),
    ]
}

/// `(out [B,T,H,D], lse [B,H,T])` of NAM attention from xla-hlo ops.
fn reference(v: &Variant, q: &Tensor, k: &Tensor, vv: &Tensor, seg: &Tensor) -> (Tensor, Tensor) {
    let (bs, t, h, kh, d) = (v.batch, v.seq, v.heads, v.kv_heads, v.head_dim);
    let g = h / kh;
    let b = q.builder();
    let q5 = q.reshape(&[bs, t, kh, g, d]);
    let dims = DotDims {
        lhs_batch: vec![0, 2],
        rhs_batch: vec![0, 2],
        lhs_contracting: vec![4],
        rhs_contracting: vec![3],
    };
    // `q` is pre-scaled by 1/sqrt(D), as the kernels take it: scores are `q·k`.
    let mut s = q5.dot_general(k, &dims); // [B, K, T, G, T]
    if let Some(c) = v.softcap {
        s = (s / c).tanh() * c;
    }
    let qi = b.iota(DType::I32, &[bs, t, t], 1);
    let kj = b.iota(DType::I32, &[bs, t, t], 2);
    let same = seg
        .broadcast_in_dim(&[bs, t, t], &[0, 1])
        .eq(&seg.broadcast_in_dim(&[bs, t, t], &[0, 2]));
    let mut visible = kj.le(&qi).and(&same);
    if let Some(w) = v.window {
        let w = b
            .scalar(w as f64, DType::I32)
            .broadcast_in_dim(&[bs, t, t], &[]);
        visible = visible.and(&(&qi - &kj).lt(&w));
    }
    let shape = [bs, kh, t, g, t];
    let s = visible
        .broadcast_in_dim(&shape, &[0, 2, 4])
        .select(&s, &b.full(-1e30, DType::F32, &shape));
    let lse = nn::logsumexp(&s)
        .transpose(&[0, 1, 3, 2])
        .reshape(&[bs, h, t]);
    let p = nn::softmax(&s);
    let out = p.dot_general(
        vv,
        &DotDims {
            lhs_batch: vec![0, 1],
            rhs_batch: vec![0, 2],
            lhs_contracting: vec![4],
            rhs_contracting: vec![1],
        },
    ); // [B, K, T, G, D]
    (out.transpose(&[0, 2, 1, 3, 4]).reshape(&[bs, t, h, d]), lse)
}

fn run(client: &Client, text: &str, v: &Variant, x: &Inputs) -> Vec<Vec<f32>> {
    let (bs, t, h, kh, d) = (v.batch, v.seq, v.heads, v.kv_heads, v.head_dim);
    let exe = client
        .compile(text, &CompileOptions::single_device())
        .unwrap_or_else(|e| panic!("CPU compile failed: {e}"));
    let args = [
        HostTensor::from_f32(&[bs, t, h, d], &x.q).unwrap(),
        HostTensor::from_f32(&[bs, t, kh, d], &x.k).unwrap(),
        HostTensor::from_f32(&[bs, t, kh, d], &x.v).unwrap(),
        HostTensor::from_i32(&[bs, t], &x.seg).unwrap(),
        HostTensor::from_f32(&[bs, t, h, d], &x.dout).unwrap(),
    ];
    exe.execute_host(&args)
        .unwrap()
        .iter()
        .map(|o| o.to_f32().unwrap())
        .collect()
}

#[test]
fn interpret_kernels_match_xla_hlo_reference_attention_on_the_cpu_plugin() {
    let v = Variant::by_name("tiny_cpu").unwrap();
    assert!(
        v.window.is_some() && v.softcap.is_some(),
        "the test wants window and softcap on"
    );
    let x = inputs(v);

    let b = Builder::new();
    let [q, k, vv, seg, dout] = params(&b, v);
    let kernels = PallasAttention::new(&b);
    let (out, lse) = kernels.forward(&q, &k, &vv, &seg, v).unwrap();
    let (dq, dk, dv) = kernels
        .backward(&q, &k, &vv, &seg, &out, &lse, &dout, v)
        .unwrap();
    let kernel_text = b.emit(&[&out, &lse, &dq, &dk, &dv]).unwrap();

    let b = Builder::new();
    let [q, k, vv, seg, dout] = params(&b, v);
    let (out, lse) = reference(v, &q, &k, &vv, &seg);
    let loss = (&out * &dout).reduce_sum(&[0, 1, 2, 3]);
    let g = loss.grad(&[&q, &k, &vv]).unwrap();
    let reference_text = b.emit(&[&out, &lse, &g[0], &g[1], &g[2]]).unwrap();

    let client = Client::cpu(1).unwrap();
    let got = run(&client, &kernel_text, v, &x);
    let want = run(&client, &reference_text, v, &x);
    for (i, name) in ["out", "lse", "dq", "dk", "dv"].iter().enumerate() {
        let e = max_rel_err(&got[i], &want[i]);
        println!("{name}: relative error {e:.2e}");
        assert!(e < 1e-5, "{name}: relative error {e:.2e}");
    }
    // Segment masking is live: the first token of document 2 (row 0, position 90) attends only
    // to itself, so its output row equals its own value row (kv head 0 for query head 0).
    let (t, h, kh, d) = (
        v.seq as usize,
        v.heads as usize,
        v.kv_heads as usize,
        v.head_dim as usize,
    );
    let row = 90;
    let out_row = &got[0][(row * h) * d..(row * h + 1) * d];
    let v_row = &x.v[(row * kh) * d..(row * kh + 1) * d];
    assert!(max_rel_err(out_row, v_row) < 1e-5);
    assert!(t > row);
}

#[test]
fn wrong_operand_shape_names_the_operand_and_the_kernel_type() {
    let v = Variant::by_name("tiny").unwrap();
    let b = Builder::new();
    let q = b.param(DType::BF16, &[2, 256, 4, 64]);
    let k = b.param(DType::BF16, &[2, 256, 2, 128]);
    let seg = b.param(DType::I32, &[2, 256]);
    let e = pallas_attention(&b, &q, &k, &k, &seg, v)
        .unwrap_err()
        .to_string();
    assert!(
        e.contains("pallas attention variant \"tiny\": q is tensor<2x256x4x64xbf16>, the kernel takes tensor<2x256x4x128xbf16>"),
        "{e}"
    );
}

/// What a grouped-matmul kernel computes, on the host: `fwd` `a [M, K] x w [E, K, N] -> [M, N]`,
/// `dlhs` `a [M, N] x w [E, K, N]^T -> [M, K]`, `dw` `a [M, K]^T x b [M, N] -> [E, K, N]`, row `r`
/// belonging to expert `e` when `offsets[e] <= r < offsets[e] + sizes[e]`; padding rows give zero
/// rows and enter no block.
fn gmm_reference(
    kind: &str,
    a: &[f32],
    b: &[f32],
    sizes: &[i32],
    m: usize,
    k: usize,
    n: usize,
) -> Vec<f32> {
    let e_count = sizes.len();
    let mut owner = vec![None; m];
    let mut r = 0;
    for (e, &s) in sizes.iter().enumerate() {
        for _ in 0..s {
            owner[r] = Some(e);
            r += 1;
        }
    }
    let dot = |x: &mut [f32], terms: &mut dyn Iterator<Item = (usize, f32, f32)>| {
        for (i, p, q) in terms {
            x[i] += p * q;
        }
    };
    match kind {
        "fwd" => {
            let mut out = vec![0f32; m * n];
            for (r, e) in owner.iter().enumerate() {
                let Some(e) = *e else { continue };
                for kk in 0..k {
                    let p = a[r * k + kk];
                    let w = &b[(e * k + kk) * n..(e * k + kk + 1) * n];
                    dot(
                        &mut out[r * n..(r + 1) * n],
                        &mut w.iter().enumerate().map(|(j, &q)| (j, p, q)),
                    );
                }
            }
            out
        }
        "dlhs" => {
            let mut out = vec![0f32; m * k];
            for (r, e) in owner.iter().enumerate() {
                let Some(e) = *e else { continue };
                for kk in 0..k {
                    let w = &b[(e * k + kk) * n..(e * k + kk + 1) * n];
                    out[r * k + kk] = (0..n).map(|j| a[r * n + j] * w[j]).sum();
                }
            }
            out
        }
        _ => {
            let mut out = vec![0f32; e_count * k * n];
            for (r, e) in owner.iter().enumerate() {
                let Some(e) = *e else { continue };
                for kk in 0..k {
                    let p = a[r * k + kk];
                    let row = &b[r * n..(r + 1) * n];
                    let o = &mut out[(e * k + kk) * n..(e * k + kk + 1) * n];
                    dot(o, &mut row.iter().enumerate().map(|(j, &q)| (j, p, q)));
                }
            }
            out
        }
    }
}

#[test]
fn interpret_gmm_kernels_match_a_per_expert_loop_on_the_cpu_plugin() {
    let v = GmmVariant::by_name("gmm_small_cpu").unwrap();
    assert_eq!((v.platform.as_str(), v.dtype), ("cpu", DType::F32));
    let m = v.rows as usize;
    // Expert 1 empty, boundaries inside the 64-row tiles, the last 35 rows padding.
    let sizes = [70, 0, 101, 50];
    assert_eq!(sizes.len(), v.experts as usize);
    let client = Client::cpu(1).unwrap();
    for (seed, (name, kernel)) in v.kernels().into_iter().enumerate() {
        let f = &kernel.function;
        let b = Builder::new();
        let function = b
            .raw_function(&f.symbol, f.text, &f.args, &f.results)
            .unwrap();
        let params: Vec<Tensor> = f.args.iter().map(|t| b.param(t.dtype, &t.dims)).collect();
        let out = b.call(&function, &params.iter().collect::<Vec<_>>());
        let text = b.emit(&out.iter().collect::<Vec<_>>()).unwrap();
        let exe = client
            .compile(&text, &CompileOptions::single_device())
            .unwrap_or_else(|e| panic!("{name}: CPU compile failed: {e}"));
        let n_elems = |i: usize| f.args[i].num_elements() as usize;
        let a = uniform_f32(n_elems(0), 2 * seed as u64 + 1, 1.0);
        let bb = uniform_f32(n_elems(1), 2 * seed as u64 + 2, 1.0);
        let got = exe
            .execute_host(&[
                HostTensor::from_f32(&f.args[0].dims, &a).unwrap(),
                HostTensor::from_f32(&f.args[1].dims, &bb).unwrap(),
                HostTensor::from_i32(&[sizes.len() as i64], &sizes).unwrap(),
            ])
            .unwrap()[0]
            .to_f32()
            .unwrap();
        let kind = name.rsplit('_').next().unwrap();
        // The forward's [M, K] x [E, K, N], from the weights' or the gradient's shape.
        let (k, n) = match kind {
            "dw" => (f.results[0].dims[1] as usize, f.results[0].dims[2] as usize),
            _ => (f.args[1].dims[1] as usize, f.args[1].dims[2] as usize),
        };
        let want = gmm_reference(kind, &a, &bb, &sizes, m, k, n);
        let e = max_rel_err(&got, &want);
        println!("gmm_small_cpu {name}: relative error {e:.2e}");
        assert!(e < 1e-5, "{name}: relative error {e:.2e}");
        // Padding rows are exactly zero (fwd, dlhs); the empty expert's block too (dw).
        let zeros = match kind {
            "dw" => &got[k * n..2 * k * n],
            _ => &got[221 * got.len() / m..],
        };
        assert!(
            zeros.iter().all(|&x| x == 0.0),
            "{name}: padding or empty expert not zero"
        );
    }
}
