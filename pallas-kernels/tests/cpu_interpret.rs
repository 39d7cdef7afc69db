//! Acceptance 4 of issue 8: the Pallas kernels in interpret mode (variant `tiny_cpu`, plain
//! StableHLO) run on the XLA CPU plugin and agree with an attention built from xla-hlo ops, in
//! the forward (out, lse) and the backward (dq, dk, dv against xla-hlo's autodiff).
//!
//! The reference is NAM spec A steps 4-6 written directly: dense scores per kv group (of a `q`
//! pre-scaled by `1/sqrt(D)`, as the kernels take it), softcap, an explicit iota/segment mask,
//! f32 softmax.

use pallas_kernels::{PallasAttention, Variant, pallas_attention};
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
