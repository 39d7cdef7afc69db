//! A alone against the f64 reference, plus its masking invariances (on the CPU plugin).

mod blocks_common;

use blocks_common::*;
use nam::config::AttnWindow;
use nam::graph::attention::{attention, window_scalar};
use nam::graph::context::{Docs, LayerParams, Precision};
use nam::reference::{self, Mat};
use pjrt::HostTensor;
use xla_hlo::{Builder, DType, Tensor};

fn cfg(softcap: bool) -> nam::config::ModelConfig {
    let cap = if softcap { "attn_softcap = 2.0\n" } else { "" };
    model(&format!(
        "depth = 1\npattern = \"A\"\nd_model = 12\nvocab_size = 16\nseq_len = 10\n\
         n_head = 4\nn_kv_head = 2\nhead_dim = 6\nrope_theta = 100.0\n{cap}"
    ))
}

fn segments() -> Vec<Vec<i32>> {
    vec![vec![1, 1, 1, 1, 2, 2, 2, 2, 2, 2], vec![3; 10]]
}

/// Runs the A block with a static window (None = global) on two rows.
fn run_attention(cfg: &nam::config::ModelConfig, window: Option<usize>, x: &[Mat]) -> Vec<Mat> {
    let params = random_params(cfg, 3);
    let names = layer_names(&params, "layers.0.attn");
    let seq = cfg.seq_len as i64;
    let text = block_program(cfg, "layers.0.attn", &names, 2, |x, p, docs, prec| {
        let w = window_scalar(&x.builder(), window, seq);
        attention(x, p, cfg, docs, &w, prec).unwrap()
    });
    run_block(&text, x, &segments(), &params, "layers.0.attn")
}

fn reference_rows(cfg: &nam::config::ModelConfig, window: AttnWindow, x: &[Mat]) -> Vec<Mat> {
    let params = random_params(cfg, 3);
    x.iter()
        .zip(segments())
        .map(|(xr, s)| {
            reference::attention::attention(xr, &params, "layers.0.attn", cfg, window, &s).unwrap()
        })
        .collect()
}

/// [`run_attention`] on the XLA core scoring `chunk` queries at a time (the window fixed at
/// the layer when `fixed`, else known only to the mask).
fn run_chunked(
    cfg: &nam::config::ModelConfig,
    window: Option<usize>,
    chunk: usize,
    fixed: bool,
    x: &[Mat],
) -> Vec<Mat> {
    use nam::graph::attention::{AttentionCore, LayerWindow, attention_with};
    let params = random_params(cfg, 3);
    let names = layer_names(&params, "layers.0.attn");
    let seq = cfg.seq_len as i64;
    let text = block_program(cfg, "layers.0.attn", &names, 2, |x, p, docs, prec| {
        let mut w = LayerWindow::new(&x.builder(), window, seq);
        if !fixed {
            w.fixed = None;
        }
        let core = AttentionCore::Xla {
            mesh: nam::Mesh::SINGLE,
            chunk: Some(chunk),
        };
        attention_with(x, p, cfg, docs, &w, prec, &core).unwrap()
    });
    run_block(&text, x, &segments(), &params, "layers.0.attn")
}

#[test]
fn attention_matches_reference_global_local_and_softcapped() {
    let x = random_rows(2, 10, 12, 7);
    for (softcap, window) in [(false, None), (true, Some(3))] {
        let c = cfg(softcap);
        let got = run_attention(&c, window, &x);
        let w = window.map(AttnWindow::Local).unwrap_or(AttnWindow::Global);
        let want = reference_rows(&c, w, &x);
        for (g, r) in got.iter().zip(&want) {
            assert_close(
                &g.data,
                &r.data,
                TIGHT,
                &format!("attention softcap={softcap} window={window:?}"),
            );
        }
    }
}

#[test]
fn sliding_window_hides_keys_beyond_the_window_and_documents_are_isolated() {
    let c = cfg(false);
    let x = random_rows(2, 10, 12, 11);
    let base = run_attention(&c, Some(2), &x);
    // Perturb row 1 (one document) at position 2: with window 2, query i sees keys i-1 and i,
    // so only outputs 2 and 3 may change.
    let mut y = x.clone();
    for v in y[1].row_mut(2) {
        *v += 0.5;
    }
    // Perturb document 1 of row 0 (positions 0..4): document 2 (4..10) must not change.
    for t in 0..4 {
        for v in y[0].row_mut(t) {
            *v -= 0.25;
        }
    }
    let out = run_attention(&c, Some(2), &y);
    for t in 0..10 {
        let same = out[1].row(t) == base[1].row(t);
        assert_eq!(same, !(t == 2 || t == 3), "row 1 position {t}");
    }
    assert_eq!(&out[0].data[4 * 12..], &base[0].data[4 * 12..]);
    assert_ne!(&out[0].data[..4 * 12], &base[0].data[..4 * 12]);
}

/// With bf16 matmul outputs the fused q/k/v projection is kept as the matmul wrote it: q and k
/// are widened after the split, v reaches the attention matmuls without a round trip through
/// f32. Checked against the formulation that widens the whole projection first (as the block
/// did before): one program computes both, and they agree bit for bit (the widening is exact
/// and the core's matmuls read v in bf16 either way).
#[test]
fn bf16_projection_kept_as_written_equals_widening_it_first() {
    use nam::config::MatmulOutput;
    use nam::graph::attention::softmax_attention;
    use nam::graph::embed::RMS_EPS;
    use nam::graph::rotary::rope;

    let c = cfg(true);
    let params = random_params(&c, 3);
    let names = layer_names(&params, "layers.0.attn");
    let (bs, t, d) = (2i64, c.seq_len as i64, c.d_model as i64);
    let (h, k, dh) = (c.n_head() as i64, c.n_kv_head() as i64, c.head_dim() as i64);
    let b = Builder::new();
    let x = b.param(DType::F32, &[bs, t, d]);
    let seg = b.param(DType::I32, &[bs, t]);
    let mut p = LayerParams::new("layers.0.attn");
    for (short, shape) in &names {
        let dims: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        p.insert(short, b.param(DType::F32, &dims));
    }
    let prec = Precision::new(DType::BF16).with_output(MatmulOutput::Compute);
    let docs = Docs::new(&seg);
    let window = window_scalar(&b, Some(3), t);
    let kept = attention(&x, &p, &c, &docs, &window, &prec).unwrap();
    let widened_first = {
        let qkv = prec.matmul(&x, p.get("w_qkv").unwrap());
        assert_eq!(qkv.dtype(), DType::F32);
        let q = qkv.slice_axis(2, 0, h * dh).reshape(&[bs, t, h, dh]);
        let kk = qkv
            .slice_axis(2, h * dh, (h + k) * dh)
            .reshape(&[bs, t, k, dh]);
        let v = qkv
            .slice_axis(2, (h + k) * dh, (h + 2 * k) * dh)
            .reshape(&[bs, t, k, dh]);
        let q = xla_hlo::nn::rmsnorm(&rope(&q, &docs.positions, c.rope_theta), RMS_EPS);
        let kk = xla_hlo::nn::rmsnorm(&rope(&kk, &docs.positions, c.rope_theta), RMS_EPS);
        let out = softmax_attention(&q, &kk, &v, &docs, &window, c.attn_softcap, &prec);
        prec.matmul(&out.reshape(&[bs, t, h * dh]), p.get("w_o").unwrap())
    };
    let text = b.emit(&[&kept, &widened_first]).unwrap();
    let x_rows = random_rows(2, t as usize, d as usize, 5);
    let mut args = vec![
        HostTensor::from_f32(
            &[bs, t, d],
            &x_rows
                .iter()
                .flat_map(|m| m.data.iter().map(|&v| v as f32))
                .collect::<Vec<_>>(),
        )
        .unwrap(),
        HostTensor::from_i32(&[bs, t], &segments().concat()).unwrap(),
    ];
    for (short, shape) in &names {
        let v = &params.tensors[&format!("layers.0.attn.{short}")].data;
        let dims: Vec<i64> = shape.iter().map(|&s| s as i64).collect();
        let v32: Vec<f32> = v.iter().map(|&v| v as f32).collect();
        args.push(HostTensor::from_f32(&dims, &v32).unwrap());
    }
    let out = run(&text, &args);
    let (a, b) = (out[0].to_f32().unwrap(), out[1].to_f32().unwrap());
    assert!(a.iter().any(|v| *v != 0.0), "the block computed nothing");
    assert_eq!(
        a, b,
        "keeping the bf16 projection changed the block's output"
    );
}

/// Rotary embedding and QK-norm as the Pallas path computes them
/// ([`rope_qk_norm_heads_first`]: in the kernels' `[B, H, T, D]` layout, the statistics of `x`
/// itself, the halves swapped by a permutation matmul for bf16, the query's `1/sqrt(D)` folded
/// in, a gradient rule written by hand) against the rows-first composition
/// `rmsnorm(rope(x))/sqrt(D)` differentiated by autodiff: in f32,
/// values and gradients (under a random cotangent) to f32 rounding; for a bf16 `x` (as the
/// projection writes it) the output and the cotangent are bf16, equal to bf16 rounding; the
/// rotation alone in either layout bit for bit.
#[test]
fn rope_and_qk_norm_heads_first_match_the_rows_first_composition_and_its_gradient() {
    use nam::graph::embed::RMS_EPS;
    use nam::graph::rotary::{rope, rope_at, rope_qk_norm_heads_first};

    let (bs, t, h, dh) = (2i64, 10i64, 4i64, 6i64);
    let shape = [bs, t, h, dh];
    let n = (bs * t * h * dh) as usize;
    let values: Vec<f32> = uniform_f64(n, 9, 2.0)
        .into_iter()
        .map(|v| v as f32)
        .collect();
    let cotangent: Vec<f32> = uniform_f64(n, 10, 1.0)
        .into_iter()
        .map(|v| v as f32)
        .collect();
    let args = [
        HostTensor::from_f32(&shape, &values).unwrap(),
        HostTensor::from_i32(&[bs, t], &segments().concat()).unwrap(),
        HostTensor::from_f32(&shape, &cotangent).unwrap(),
    ];
    for dtype in [DType::F32, DType::BF16] {
        let b = Builder::new();
        let x32 = b.param(DType::F32, &shape);
        let seg = b.param(DType::I32, &[bs, t]);
        let ct = b.param(DType::F32, &shape);
        let x = x32.convert(dtype);
        let docs = Docs::new(&seg);
        // The query's 1/sqrt(D), folded into the norm for the Pallas kernels.
        let scale = 1.0 / (dh as f64).sqrt();
        let rows_first = xla_hlo::nn::rmsnorm(
            &rope(&x.convert(DType::F32), &docs.positions, 100.0),
            RMS_EPS,
        ) * scale;
        let heads_first = rope_qk_norm_heads_first(
            &x,
            &docs.positions,
            100.0,
            RMS_EPS,
            scale,
            DType::F32,
            dtype,
        );
        let grad = |y: &Tensor| {
            let g = (&y.convert(DType::F32) * &ct)
                .reduce_sum(&[0, 1, 2, 3])
                .grad(&[&x])
                .unwrap();
            assert_eq!(
                g[0].dtype(),
                dtype,
                "the cotangent of x is not in x's dtype"
            );
            g[0].convert(DType::F32)
        };
        let swap = |x: &Tensor| x.transpose(&[0, 2, 1, 3]);
        let rotated = rope(&x32, &docs.positions, 100.0);
        let rotated_heads_first = swap(&rope_at(&swap(&x32), &docs.positions, 100.0, 2));
        let text = b
            .emit(&[
                &rows_first,
                &heads_first.convert(DType::F32),
                &grad(&rows_first),
                &grad(&heads_first),
                &rotated,
                &rotated_heads_first,
            ])
            .unwrap();
        let out: Vec<Vec<f32>> = run(&text, &args)
            .iter()
            .map(|o| o.to_f32().unwrap())
            .collect();
        // Positions restart with the second document of row 0, so the rotation is not the identity.
        assert_ne!(out[4], values, "nothing rotated");
        assert_eq!(
            out[4], out[5],
            "the heads-first layout changed the rotation"
        );
        let tol = if dtype == DType::F32 { 1e-6 } else { 1e-2 };
        for (what, i) in [("value", 0), ("gradient", 2)] {
            let scale = out[i].iter().fold(1f32, |m, v| m.max(v.abs()));
            for (j, (p, q)) in out[i].iter().zip(&out[i + 1]).enumerate() {
                assert!(
                    (p - q).abs() <= tol * scale,
                    "{dtype:?} {what} element {j}: rows-first {p} vs heads-first {q}"
                );
            }
        }
    }
}

/// `[model] attention_chunk`: the XLA core a chunk of queries at a time, each against only the
/// keys its causal window can reach, is the f64 reference's attention (chunks dividing the
/// sequence and not, windows fixed per layer and known only to the mask, a document boundary
/// inside a chunk).
#[test]
fn chunked_attention_matches_the_reference() {
    let x = random_rows(2, 10, 12, 7);
    for (softcap, window) in [(false, None), (true, Some(3))] {
        let c = cfg(softcap);
        let w = window.map(AttnWindow::Local).unwrap_or(AttnWindow::Global);
        let want = reference_rows(&c, w, &x);
        for (chunk, fixed) in [(3, true), (4, true), (4, false), (1, true)] {
            let got = run_chunked(&c, window, chunk, fixed, &x);
            for (g, r) in got.iter().zip(&want) {
                assert_close(
                    &g.data,
                    &r.data,
                    TIGHT,
                    &format!("chunk {chunk} (fixed {fixed}) softcap={softcap} window={window:?}"),
                );
            }
        }
    }
}
