//! `[precision] matrix_gradients = "compute"` on the real CPU plugin, against the default
//! `wide` programs: the forward pass reads the same rounded matrices either way, so the losses
//! are bit for bit the same and so is every gradient that does not belong to a matrix read only
//! as a matmul operand; those matrices' gradients are the wide ones rounded to bf16 (within
//! bf16's rounding of them, and not equal to them). With f32 compute the option changes nothing.

mod step_common;

use nam::NamConfig;
use nam::config::{Dtype, MatrixGradients};
use nam::graph::layout::state_layout;
use nam::graph::model::ForwardOptions;
use nam::graph::replica::read_as_matmul_operand;
use nam::graph::step::{LOAD_SUM, accumulate_program, grad_name, step_program};
use pjrt::HostTensor;
use step_common::*;

fn config(compute: Dtype, matrix_gradients: MatrixGradients) -> NamConfig {
    let mut cfg = every_kind_config(0.0, "");
    cfg.precision.compute_dtype = compute;
    cfg.precision.matrix_gradients = matrix_gradients;
    cfg
}

#[test]
fn with_f32_compute_the_option_emits_the_default_programs() {
    let wide = config(Dtype::F32, MatrixGradients::Wide);
    let compute = config(Dtype::F32, MatrixGradients::Compute);
    let layout = state_layout(&wide.model, LOOP);
    let text = |cfg: &NamConfig| {
        let opts = ForwardOptions::new(cfg, LOOP);
        (
            step_program(cfg, &layout, 2, &opts).unwrap().text,
            accumulate_program(cfg, &layout, 2, &opts).unwrap().text,
        )
    };
    assert_eq!(text(&wide), text(&compute));
}

#[test]
fn matrix_gradients_are_the_wide_ones_rounded_and_nothing_else_moves() {
    let client = cpu();
    let wide = config(Dtype::Bf16, MatrixGradients::Wide);
    let compute = config(Dtype::Bf16, MatrixGradients::Compute);
    let layout = state_layout(&wide.model, LOOP);
    let mut rng = Rng::new(11);
    let batch = HostBatch::random(&mut rng, 2, 16, 48, 2);
    // The initial state moved off its zero-initialised projections, so that every matrix has
    // a gradient.
    let init = nam::init::init(&wide.model, 5);
    let state: Vec<Vec<f32>> = layout
        .pack(|name| init.iter().find(|t| t.name == name).map(|t| t.data.clone()))
        .unwrap()
        .into_iter()
        .map(|v| {
            v.iter()
                .zip(rng.normals(v.len(), 0.05))
                .map(|(x, n)| x + n as f32)
                .collect()
        })
        .collect();
    let run = |cfg: &NamConfig| {
        let acc = accumulate_program(cfg, &layout, 2, &ForwardOptions::new(cfg, LOOP)).unwrap();
        let exe = compile(&client, &acc.text);
        let mut bufs = Named::new();
        for (e, v) in layout.entries.iter().zip(&state) {
            let t = HostTensor::from_f32(&e.dims, v).unwrap();
            bufs.insert(e.name.clone(), client.buffer_from_host(&t, 0).unwrap());
        }
        for e in layout.entries.iter().filter(|e| e.trainable) {
            let z = HostTensor::from_f32(&e.dims, &vec![0.0; e.numel()]).unwrap();
            bufs.insert(grad_name(e), client.buffer_from_host(&z, 0).unwrap());
        }
        let load = &acc.signature.inputs[acc.signature.input_index(LOAD_SUM).unwrap()].dims;
        let n: i64 = load.iter().product();
        let z = HostTensor::from_f32(load, &vec![0.0; n as usize]).unwrap();
        bufs.insert(LOAD_SUM.into(), client.buffer_from_host(&z, 0).unwrap());
        run_named(&client, &exe, &acc.signature, &mut bufs, &batch.named());
        bufs
    };
    let (a, b) = (run(&wide), run(&compute));
    for name in ["loss", "main_loss", "z_loss"] {
        assert_eq!(scalar(&a, name), scalar(&b, name), "`{name}`");
    }
    let mut rounded = 0;
    for e in layout.entries.iter().filter(|e| e.trainable) {
        let n = grad_name(e);
        let (ga, gb) = (read(&a, &n), read(&b, &n));
        if !read_as_matmul_operand(e) {
            assert_eq!(
                ga, gb,
                "`{n}` is not a matmul-only matrix: its gradient must not move"
            );
            continue;
        }
        // A bf16 result keeps 8 significant bits (relative error at most 2^-9 per rounding);
        // a matrix the MTP block shares between its depths sums two bf16 gradients, so allow
        // 2^-7 of the largest element.
        let scale = ga.iter().fold(0.0f64, |m, x| m.max(x.abs()));
        assert!(scale > 0.0, "`{n}` has a zero gradient");
        for (i, (x, y)) in ga.iter().zip(&gb).enumerate() {
            assert!(
                (x - y).abs() <= scale / 128.0,
                "`{n}`[{i}]: wide {x}, compute {y} (largest {scale})"
            );
        }
        if ga != gb {
            rounded += 1;
        }
        // In the layer stack every element is a bf16 value widened: its low 16 bits are zero.
        // (The MTP block runs at two depths, and its matrices' two bf16 gradients may be
        // summed after widening.)
        if !e.name.starts_with("mtp.") {
            assert!(
                gb.iter().all(|&y| (y as f32).to_bits() & 0xffff == 0),
                "`{n}` was not formed in bf16"
            );
        }
    }
    assert!(
        rounded > 0,
        "no matrix gradient moved: was the option applied?"
    );
}
