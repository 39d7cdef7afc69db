//! The three ways the step program can emit the layer groups compute the same training step on
//! the real CPU plugin: unrolled (one copy of each layer), a scan over stacked groups (the
//! production path), and that scan rematerialised in the backward pass (`[precision] remat`).
//! Two groups of `AEM`, so the loop runs more than once, carries the windows and MoE statistics
//! through its slices and outputs, and Mamba's own chunk scan sits inside it (and inside its
//! rematerialised VJP).

mod step_common;

use std::collections::BTreeMap;

use nam::NamConfig;
use nam::graph::layout::LayerLoop;
use nam::graph::model::ForwardOptions;
use nam::graph::step::{LearningRates, step_program};
use step_common::*;

fn config(remat: bool) -> NamConfig {
    config_of_depth(6, remat)
}

fn config_of_depth(depth: usize, remat: bool) -> NamConfig {
    NamConfig::from_toml_str(&format!(
        "[model]\ndepth = {depth}\npattern = \"AEM\"\nd_model = 16\nvocab_size = 48\nseq_len = 16\n\
         n_head = 2\nn_kv_head = 1\nhead_dim = 8\nwindow_pattern = \"LG\"\nwindow = 4\n\
         n_routed = 4\ntop_k = 2\nn_shared = 1\nexpert_hidden = 8\ncapacity_factor = 2.0\n\
         bias_rate = 0.01\nz_coef = 0.001\nssm_state = 4\nssm_head_dim = 8\nchunk = 8\n\
         [optimizer]\ngrad_clip = 0.5\n\
         [schedule]\nsteps = 10\nwarmup_steps = 2\n\
         [precision]\nparam_dtype = \"f32\"\ncompute_dtype = \"f32\"\nremat = {remat}\n"
    ))
    .unwrap()
}

/// Per-step `(loss, grad_norm)` and the parameters by stable per-layer name after the steps.
struct Trained {
    scalars: Vec<[f64; 2]>,
    params: BTreeMap<String, Vec<f64>>,
}

fn train(lp: LayerLoop, remat: bool) -> Trained {
    train_with(&config(remat), ForwardOptions::new(&config(remat), lp))
}

fn train_with(cfg: &NamConfig, opts: ForwardOptions) -> Trained {
    let lp = opts.layer_loop;
    let client = cpu();
    let (layout, mut s) = initial_state_in(&client, &cfg.model, 3, lp);
    let prog = step_program(cfg, &layout, 2, &opts).unwrap();
    let exe = compile(&client, &prog.text);
    let batch = HostBatch::random(&mut Rng::new(11), 2, 16, 48, 2);
    let mut scalars = Vec::new();
    for step in 0..3 {
        let mut host = batch.named();
        host.extend(update_inputs(step, &LearningRates::at(cfg, step)));
        run_named(&client, &exe, &prog.signature, &mut s, &host);
        scalars.push([scalar(&s, "loss"), scalar(&s, "grad_norm")]);
    }
    let values: Vec<Vec<f64>> = layout.entries.iter().map(|e| read(&s, &e.name)).collect();
    let params = layout
        .unpack(&values)
        .unwrap()
        .into_iter()
        .map(|(name, _, v)| (name, v))
        .collect();
    Trained { scalars, params }
}

fn assert_same(what: &str, got: &Trained, want: &Trained) {
    for (step, (g, w)) in got.scalars.iter().zip(&want.scalars).enumerate() {
        assert_close(
            &format!("{what}: step {step} loss, grad norm"),
            g,
            w,
            1e-6,
            1e-5,
        );
    }
    assert_eq!(
        got.params.keys().collect::<Vec<_>>(),
        want.params.keys().collect::<Vec<_>>(),
        "{what}: the same stable parameter names"
    );
    // Tolerance: f32 sums in another order, through Newton-Schulz and Adam for three steps.
    for (name, w) in &want.params {
        assert_close(
            &format!("{what}: `{name}`"),
            &got.params[name],
            w,
            2e-5,
            2e-4,
        );
    }
}

#[test]
fn unrolled_scanned_and_rematerialised_layer_loops_train_alike() {
    let unrolled = train(LayerLoop::Unrolled, false);
    let scanned = train(LayerLoop::Scan, false);
    let remat = train(LayerLoop::Scan, true);
    // Compared under stable per-layer names: both groups' layers, unstacked.
    assert!(unrolled.params.keys().any(|n| n.starts_with("layers.5.")));
    assert_same("scan vs unrolled", &scanned, &unrolled);
    assert_same("remat scan vs unrolled", &remat, &unrolled);
}

/// The scan the Pallas kernels need, several pattern groups per iteration so that each
/// attention layer's window is fixed in the body (`groups_per_iteration`), trains like one
/// group per iteration: 4 groups of `AEM` with windows L, G, L, G run as 2 iterations of 2
/// groups and as 1 iteration of 4, on the XLA core (the Pallas kernels need a TPU).
#[test]
fn scanning_several_groups_per_iteration_trains_like_one_group_per_iteration() {
    let cfg = config_of_depth(12, false);
    assert_eq!(
        nam::graph::attention::groups_per_iteration(
            &cfg.model,
            4,
            nam::graph::attention::ResolvedBackend::Pallas
        ),
        2,
        "L, G, L, G repeats every 2 groups"
    );
    let per = |u: Option<usize>| ForwardOptions {
        groups_per_iteration: u,
        ..ForwardOptions::new(&cfg, LayerLoop::Scan)
    };
    // A count that does not divide the groups is refused before anything is built.
    let layout = nam::graph::layout::state_layout(&cfg.model, LayerLoop::Scan);
    let e = match step_program(&cfg, &layout, 2, &per(Some(3))) {
        Ok(_) => panic!("3 groups per iteration of 4 was built"),
        Err(e) => e.to_string(),
    };
    assert!(
        e.contains("forward: 3 groups per scan iteration do not divide the 4 groups"),
        "{e}"
    );
    let one = train_with(&cfg, per(None));
    assert!(one.params.keys().any(|n| n.starts_with("layers.11.")));
    assert_same(
        "2 groups per iteration",
        &train_with(&cfg, per(Some(2))),
        &one,
    );
    assert_same(
        "4 groups per iteration",
        &train_with(&cfg, per(Some(4))),
        &one,
    );
    let mut remat = cfg.clone();
    remat.precision.remat = true;
    let remat_opts = ForwardOptions {
        groups_per_iteration: Some(2),
        ..ForwardOptions::new(&remat, LayerLoop::Scan)
    };
    assert_same(
        "remat, 2 groups per iteration",
        &train_with(&remat, remat_opts),
        &one,
    );
}
