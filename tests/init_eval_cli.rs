//! The `namtrain init` / `namtrain eval-loss` contract, as an outside checker uses it: init a tiny
//! config, write a batch, and compare the printed loss with the f64 host reference
//! (`nam::reference::model::forward`) on the same parameters and batch. Bad inputs get messages
//! that name the tensor and both shapes or dtypes.

use nam::NamConfig;
use nam::reference::Params;
use nam::reference::model::{HostBatch, forward};
use safetensors::{Dtype, SafeTensors};
use std::path::{Path, PathBuf};
use std::process::Command;

/// Every block kind (F in the MTP block), MoE in the MTP block, z-loss; f32 compute.
const CONFIG: &str = "[model]\ndepth = 4\npattern = \"AEMR\"\nd_model = 16\nvocab_size = 48\n\
seq_len = 16\nn_head = 2\nn_kv_head = 1\nhead_dim = 8\nwindow_pattern = \"LG\"\nwindow = 4\n\
n_routed = 4\ntop_k = 2\nn_shared = 1\nexpert_hidden = 8\ncapacity_factor = 2.0\nz_coef = 0.001\n\
ssm_state = 4\nssm_head_dim = 8\nchunk = 8\nr_heads = 2\nr_k_head = 4\nr_v_head = 4\n\
ffn_hidden = 24\nmtp_depth = 2\nmtp_pattern = \"EF\"\n\
[precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\n";

fn dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("namtrain-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn namtrain(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_namtrain"))
        .args(args)
        .output()
        .unwrap()
}

fn ok(args: &[&str]) -> String {
    let out = namtrain(args);
    assert!(
        out.status.success(),
        "namtrain {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

fn fails(args: &[&str]) -> String {
    let out = namtrain(args);
    assert!(!out.status.success(), "namtrain {args:?} should fail");
    String::from_utf8(out.stderr).unwrap()
}

/// Writes named tensors `(name, dtype, shape, little-endian bytes)` as safetensors.
fn write_tensors(path: &Path, tensors: &[(String, Dtype, Vec<usize>, Vec<u8>)]) {
    let views: Vec<(String, safetensors::tensor::TensorView)> = tensors
        .iter()
        .map(|(n, d, s, b)| {
            (
                n.clone(),
                safetensors::tensor::TensorView::new(*d, s.clone(), b).unwrap(),
            )
        })
        .collect();
    safetensors::serialize_to_file(views, None, path).unwrap();
}

fn i32_bytes(v: &[i32]) -> Vec<u8> {
    v.iter().flat_map(|x| x.to_le_bytes()).collect()
}

/// Two rows of 16: two documents in row 0, three in row 1, padding at the end of row 1.
fn batch() -> HostBatch {
    let (rows, seq) = (2, 16);
    let mut b = HostBatch {
        batch: rows,
        seq,
        tokens: Vec::new(),
        targets: Vec::new(),
        segment_ids: Vec::new(),
        loss_mask: Vec::new(),
    };
    for r in 0..rows {
        for t in 0..seq {
            b.tokens.push(((7 * t + 3 * r + 1) % 48) as i32);
            b.targets.push(((5 * t + 11 * r + 2) % 48) as i32);
            let seg = match (r, t) {
                (0, t) if t < 9 => 1,
                (0, _) => 2,
                (_, t) if t < 4 => 1,
                (_, t) if t < 11 => 2,
                _ => 3,
            };
            b.segment_ids.push(seg);
            b.loss_mask.push(i32::from(!(r == 1 && t >= 14)));
        }
    }
    b
}

fn batch_tensors(b: &HostBatch) -> Vec<(String, Dtype, Vec<usize>, Vec<u8>)> {
    let shape = vec![b.batch, b.seq];
    [
        ("tokens", &b.tokens),
        ("targets", &b.targets),
        ("segment_ids", &b.segment_ids),
        ("loss_mask", &b.loss_mask),
    ]
    .iter()
    .map(|(n, v)| (n.to_string(), Dtype::I32, shape.clone(), i32_bytes(v)))
    .collect()
}

#[test]
fn eval_loss_of_an_init_file_matches_the_f64_reference() {
    let d = dir("match");
    let config = d.join("tiny.toml");
    std::fs::write(&config, CONFIG).unwrap();
    let params = d.join("params.safetensors");
    let p = params.to_str().unwrap();
    let c = config.to_str().unwrap();
    ok(&["init", "--config", c, "--seed", "5", "--out", p]);

    // The file holds exactly nam::init's tensors, as f32, under the stable names.
    let cfg = NamConfig::from_toml_str(CONFIG).unwrap();
    let want = nam::init::init(&cfg.model, 5);
    let bytes = std::fs::read(&params).unwrap();
    let st = SafeTensors::deserialize(&bytes).unwrap();
    assert_eq!(st.len(), want.len());
    for t in &want {
        let v = st.tensor(&t.name).unwrap();
        assert_eq!(v.dtype(), Dtype::F32, "{}", t.name);
        assert_eq!(v.shape(), t.shape.as_slice(), "{}", t.name);
        let got: Vec<f32> = v
            .data()
            .chunks_exact(4)
            .map(|c| f32::from_le_bytes(c.try_into().unwrap()))
            .collect();
        assert_eq!(got, t.data, "{}", t.name);
    }
    // Same seed, same bytes; another seed, other values.
    let again = d.join("again.safetensors");
    ok(&[
        "init",
        "--config",
        c,
        "--seed",
        "5",
        "--out",
        again.to_str().unwrap(),
    ]);
    assert_eq!(std::fs::read(&again).unwrap(), bytes);
    ok(&[
        "init",
        "--config",
        c,
        "--seed",
        "6",
        "--out",
        again.to_str().unwrap(),
    ]);
    assert_ne!(std::fs::read(&again).unwrap(), bytes);

    let b = batch();
    let batch_path = d.join("batch.safetensors");
    // A tensor the contract does not name, in a dtype namtrain has no type for, is ignored.
    let mut tensors = batch_tensors(&b);
    tensors.push(("weights".into(), Dtype::U16, vec![2], vec![1, 0, 2, 0]));
    write_tensors(&batch_path, &tensors);
    let stdout = ok(&[
        "eval-loss",
        "--config",
        c,
        "--params",
        p,
        "--batch",
        batch_path.to_str().unwrap(),
        "--plugin",
        "cpu",
    ]);
    let json: serde_json::Value = serde_json::from_str(stdout.trim()).unwrap();

    let reference = forward(&cfg.model, &Params::from_init(want), &b).unwrap();
    // f32 rounding puts the graph within about 1e-7 of the f64 reference (6e-8 relative for
    // this loss), and any reordering of its sums moves it by as much: 1e-6 leaves room for that
    // and for nothing a modelling change would do.
    let close = |got: f64, want: f64, what: &str| {
        assert!(
            (got - want).abs() <= 1e-6 * want.abs().max(1.0),
            "{what}: eval-loss {got}, reference {want}"
        );
    };
    close(json["loss"].as_f64().unwrap(), reference.loss, "loss");
    close(
        json["main_loss"].as_f64().unwrap(),
        reference.main_loss,
        "main_loss",
    );
    let mtp = json["mtp_losses"].as_array().unwrap();
    assert_eq!(mtp.len(), 2);
    for (k, (g, w)) in mtp.iter().zip(&reference.mtp_losses).enumerate() {
        close(g.as_f64().unwrap(), *w, &format!("mtp_losses[{k}]"));
    }
    assert_eq!(json["tokens"].as_u64().unwrap(), 30);

    // The loss in chunks of 4 positions (`[model] loss_chunk`; main and MTP heads): the same
    // reference, to the same rounding.
    let chunked = ok(&[
        "eval-loss",
        "--config",
        c,
        "--set",
        "model.loss_chunk=4",
        "--params",
        p,
        "--batch",
        batch_path.to_str().unwrap(),
        "--plugin",
        "cpu",
    ]);
    let chunked: serde_json::Value = serde_json::from_str(chunked.trim()).unwrap();
    close(
        chunked["loss"].as_f64().unwrap(),
        reference.loss,
        "loss_chunk 4: loss",
    );
    for (k, (g, w)) in chunked["mtp_losses"]
        .as_array()
        .unwrap()
        .iter()
        .zip(&reference.mtp_losses)
        .enumerate()
    {
        close(
            g.as_f64().unwrap(),
            *w,
            &format!("loss_chunk 4: mtp_losses[{k}]"),
        );
    }

    // A config that trains on a mesh (FSDP with ZeRO-2 copies here) evaluates on one device
    // and prints the same numbers.
    let meshed = d.join("meshed.toml");
    std::fs::write(
        &meshed,
        format!("{CONFIG}[train]\nbatch_size = 4\n[mesh]\ndata = 2\nfsdp = true\nzero2 = true\n"),
    )
    .unwrap();
    let again = ok(&[
        "eval-loss",
        "--config",
        meshed.to_str().unwrap(),
        "--params",
        p,
        "--batch",
        batch_path.to_str().unwrap(),
        "--plugin",
        "cpu",
    ]);
    assert_eq!(again, stdout);
}

#[test]
fn bad_inputs_name_the_tensor_and_what_was_expected() {
    let d = dir("bad");
    let config = d.join("tiny.toml");
    std::fs::write(&config, CONFIG).unwrap();
    let c = config.to_str().unwrap();
    let cfg = NamConfig::from_toml_str(CONFIG).unwrap();
    let init = nam::init::init(&cfg.model, 0);
    let as_tensors = |skip: &str, reshape: Option<(&str, Vec<usize>)>| {
        init.iter()
            .filter(|t| t.name != skip)
            .map(|t| {
                let shape = match &reshape {
                    Some((n, s)) if *n == t.name => s.clone(),
                    _ => t.shape.clone(),
                };
                let bytes = t.data.iter().flat_map(|x| x.to_le_bytes()).collect();
                (t.name.clone(), Dtype::F32, shape, bytes)
            })
            .collect::<Vec<_>>()
    };
    // `eval-loss` of the config with `params` on `batch`, which must fail: its error.
    let eval_loss = |params: &str, batch: &str| {
        fails(&[
            "eval-loss",
            "--config",
            c,
            "--params",
            params,
            "--batch",
            batch,
        ])
    };
    let good_batch = d.join("batch.safetensors");
    write_tensors(&good_batch, &batch_tensors(&batch()));
    let gb = good_batch.to_str().unwrap();

    // A parameter missing.
    let missing = d.join("missing.safetensors");
    write_tensors(&missing, &as_tensors("lm_head", None));
    let e = eval_loss(missing.to_str().unwrap(), gb);
    assert!(
        e.contains("tensor `lm_head` is missing") && e.contains("[16, 48]"),
        "{e}"
    );

    // A parameter with the wrong shape (same element count, so only the shape check sees it).
    let shaped = d.join("shaped.safetensors");
    write_tensors(&shaped, &as_tensors("", Some(("wte", vec![16, 48]))));
    let e = eval_loss(shaped.to_str().unwrap(), gb);
    assert!(
        e.contains("tensor `wte` has shape [16, 48], the config expects [48, 16]"),
        "{e}"
    );

    let params = d.join("params.safetensors");
    write_tensors(&params, &as_tensors("", None));
    let p = params.to_str().unwrap();

    // A batch tensor with the wrong dtype.
    let mut t = batch_tensors(&batch());
    t[0].1 = Dtype::F32;
    let wrong_dtype = d.join("dtype.safetensors");
    write_tensors(&wrong_dtype, &t);
    let e = eval_loss(p, wrong_dtype.to_str().unwrap());
    assert!(
        e.contains("tensor `tokens` has dtype F32, expected I32"),
        "{e}"
    );

    // HostBatch tensors of different shapes.
    let mut t = batch_tensors(&batch());
    t[3].2 = vec![1, 32];
    let wrong_shape = d.join("shape.safetensors");
    write_tensors(&wrong_shape, &t);
    let e = eval_loss(p, wrong_shape.to_str().unwrap());
    assert!(
        e.contains("tensor `loss_mask` has shape [1, 32] but `tokens` has [2, 16]"),
        "{e}"
    );

    // A loss weight out of range (negative; weights are integers 0..=2^16).
    let mut b = batch();
    b.loss_mask[5] = -1;
    let bad_weight = d.join("weight.safetensors");
    write_tensors(&bad_weight, &batch_tensors(&b));
    let e = eval_loss(p, bad_weight.to_str().unwrap());
    assert!(
        e.contains("`loss_mask` holds -1: a loss weight is an integer from 0 to 65536"),
        "{e}"
    );

    // A batch tensor missing.
    let mut t = batch_tensors(&batch());
    t.remove(2);
    let no_segments = d.join("noseg.safetensors");
    write_tensors(&no_segments, &t);
    let e = eval_loss(p, no_segments.to_str().unwrap());
    assert!(e.contains("tensor `segment_ids` is missing"), "{e}");

    // A token outside the vocabulary.
    let mut b = batch();
    b.tokens[3] = 48;
    let oov = d.join("oov.safetensors");
    write_tensors(&oov, &batch_tensors(&b));
    let e = eval_loss(p, oov.to_str().unwrap());
    assert!(
        e.contains("`tokens` holds id 48, outside the config's vocabulary 0..48"),
        "{e}"
    );
}
