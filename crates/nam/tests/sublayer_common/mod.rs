//! The whole A sublayer as one program, for the tests that compare its attention cores.

use nam::NamConfig;
use nam::graph::attention::{AttentionCore, LayerWindow, attention_with};
use nam::graph::context::{Docs, LayerParams, Precision};
use xla_hlo::{Builder, DType};

/// The whole A sublayer of `cfg` (projection, rotary, QK-norm, core, output projection; one
/// layer of window `window`, `None`: global) on `rows` rows in precision `compute`: its output
/// and its gradients for x, `w_qkv` and `w_o` against a cotangent, as one program. Its
/// parameters: x `[rows, T, d]`, `w_qkv`, `w_o`, segment ids, the cotangent. `core` makes the
/// attention core in the program's builder; it may change the layer's window (to leave it
/// unfixed, as in a scanned stack whose groups differ there).
pub fn a_sublayer_program(
    cfg: &NamConfig,
    rows: i64,
    window: Option<usize>,
    compute: DType,
    core: impl FnOnce(&Builder, &mut LayerWindow) -> AttentionCore,
) -> String {
    let m = &cfg.model;
    let (t, d) = (m.seq_len as i64, m.d_model as i64);
    let (h, kh, dh) = (m.n_head() as i64, m.n_kv_head() as i64, m.head_dim() as i64);
    let b = Builder::new();
    let x = b.param(DType::F32, &[rows, t, d]);
    let w_qkv = b.param(DType::F32, &[d, (h + 2 * kh) * dh]);
    let w_o = b.param(DType::F32, &[h * dh, d]);
    let seg = b.param(DType::I32, &[rows, t]);
    let dout = b.param(DType::F32, &[rows, t, d]);
    let mut p = LayerParams::new("layers.0.attn");
    p.insert("w_qkv", w_qkv.clone());
    p.insert("w_o", w_o.clone());
    let mut lw = LayerWindow::new(&b, window, t);
    let core = core(&b, &mut lw);
    let prec = Precision::new(compute);
    let out = attention_with(&x, &p, m, &Docs::new(&seg), &lw, &prec, &core).unwrap();
    let g = (&out * &dout)
        .reduce_sum(&[0, 1, 2])
        .grad(&[&x, &w_qkv, &w_o])
        .unwrap();
    b.emit(&[&out, &g[0], &g[1], &g[2]]).unwrap()
}
