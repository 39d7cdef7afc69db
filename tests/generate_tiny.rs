//! The generator (`train::generate`) on nam-tiny's shape (A local and global, E, M, F; f32)
//! on the CPU plugin: greedy generation by incremental decoding equals greedy generation by
//! the full-recompute next-token program (`nam::graph::sample`, what `namtrain sample` ran
//! before), token for token; prompts of different lengths generated in one batch equal each
//! generated alone; seeded sampling repeats itself; a stop test ends a row where it matches.
//! Parameters: nam-tiny's initialisation plus noise of scale 1/sqrt(fan-in), so the next token
//! is decided by a margin well above float rounding.

use nam::NamConfig;
use nam::graph::layout::LayerLoop;
use nam::graph::sample::next_token_program;
use pjrt::{Client, CompileOptions, HostTensor};
use test_support::Rng;
use train::generate::{Generation, Generator, Sampling, StopReason, decode_options};

const BOS: u32 = 1;

fn config() -> NamConfig {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/configs/nam-tiny.toml"
    ))
    .unwrap();
    NamConfig::from_toml_str(&text).unwrap()
}

/// nam-tiny's initial parameters plus uniform noise of scale 1/sqrt(fan-in) (0.5 for vectors;
/// the MoE bias, A_log and dt_bias as initialised), in the trainer's layout.
fn state(cfg: &NamConfig) -> Vec<HostTensor> {
    let layout = train::programs::trainer_layout(cfg, LayerLoop::Scan);
    let mut rng = Rng::new(3);
    let params: std::collections::HashMap<String, Vec<f32>> = nam::init::init(&cfg.model, 0)
        .into_iter()
        .map(|t| {
            let keep = t.name.ends_with(".bias")
                || t.name.ends_with("A_log")
                || t.name.ends_with("dt_bias");
            let scale = match t.shape.len() {
                n if n >= 2 => 1.0 / (t.shape[n - 2] as f64).sqrt(),
                _ => 0.5,
            };
            let data = t
                .data
                .iter()
                .map(|&v| match keep {
                    true => v,
                    false => v + (scale * rng.uniform()) as f32,
                })
                .collect();
            (t.name, data)
        })
        .collect();
    let packed = layout.pack(|name| params.get(name).cloned()).unwrap();
    layout
        .entries
        .iter()
        .zip(packed)
        .map(|(e, v)| HostTensor::from_f32(&e.dims, &v).unwrap())
        .collect()
}

fn prompts() -> Vec<Vec<u32>> {
    vec![
        vec![
            BOS, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, 52, 53, 54, 55, 56, 57,
        ],
        vec![BOS, 300],
        vec![BOS, 7, 900, 2000, 3000, 12],
    ]
}

fn generate(
    g: &mut Generator,
    prompts: &[Vec<u32>],
    n: usize,
    sampling: Sampling,
) -> Vec<Generation> {
    g.generate(prompts, n, &sampling, &mut |_, _| false, &mut |_, _| {})
        .unwrap()
}

#[test]
fn incremental_decoding_generates_what_full_recompute_does_on_nam_tiny() {
    let cfg = config();
    let layout = train::programs::trainer_layout(&cfg, LayerLoop::Scan);
    let state = state(&cfg);
    let client = Client::cpu(1).unwrap();
    let opts = decode_options(&cfg);
    let mut g = Generator::new(
        &client,
        cfg.clone(),
        layout.clone(),
        &state,
        BOS,
        cfg.model.vocab_size,
    )
    .unwrap();
    let steps = 10;
    let prompts = prompts();
    let batched = generate(&mut g, &prompts, steps, Sampling::GREEDY);
    assert!(
        batched.iter().all(|b| b.tokens.len() == steps),
        "every row generates all its tokens: {batched:?}"
    );

    // Full recompute: the whole row through the forward pass for every new token.
    let program = next_token_program(&cfg, &layout, &opts).unwrap();
    let exe = client
        .compile(&program.text, &CompileOptions::single_device())
        .unwrap();
    let t = cfg.model.seq_len;
    let recompute = |prompt: &[u32]| -> Vec<u32> {
        let mut row: Vec<u32> = prompt.to_vec();
        let mut out = Vec::new();
        for _ in 0..steps {
            let mut padded: Vec<i32> = row.iter().map(|&x| x as i32).collect();
            padded.resize(t, 0);
            let mut args = state.clone();
            args.push(HostTensor::from_i32(&[1, t as i64], &padded).unwrap());
            args.push(HostTensor::scalar_i32(row.len() as i32 - 1));
            let z = exe.execute_host(&args).unwrap()[0].to_f32().unwrap();
            let mut d = train::generate::Draws::new(0, 0);
            let next = train::generate::choose(&z, 0.0, 0, &mut d) as u32;
            out.push(next);
            row.push(next);
        }
        out
    };
    for (r, prompt) in prompts.iter().enumerate() {
        let want = recompute(prompt);
        // The recomputed row stops at BOS too.
        let want: Vec<u32> = want.into_iter().take_while(|&x| x != BOS).collect();
        assert_eq!(
            batched[r].tokens, want,
            "row {r}: incremental vs full recompute"
        );
        let alone = generate(
            &mut g,
            std::slice::from_ref(prompt),
            steps,
            Sampling::GREEDY,
        );
        assert_eq!(alone[0], batched[r], "row {r}: alone vs in the batch");
    }

    // Seeded sampling repeats itself; another seed draws otherwise.
    let sampling = Sampling {
        temperature: 1.0,
        top_k: 50,
        seed: 7,
    };
    let a = generate(&mut g, &prompts, steps, sampling);
    let b = generate(&mut g, &prompts, steps, sampling);
    assert_eq!(a, b);
    let c = generate(
        &mut g,
        &prompts,
        steps,
        Sampling {
            seed: 8,
            ..sampling
        },
    );
    assert_ne!(a, c);

    // A stop test ends its row at the token that matched; the others go on.
    let third = batched[0].tokens[2];
    let stopped = g
        .generate(
            &prompts,
            steps,
            &Sampling::GREEDY,
            &mut |row, tokens| row == 0 && tokens.last() == Some(&third),
            &mut |_, _| {},
        )
        .unwrap();
    let at = batched[0].tokens.iter().position(|&x| x == third).unwrap();
    assert_eq!(stopped[0].stop, StopReason::StopSequence);
    assert_eq!(stopped[0].tokens, batched[0].tokens[..=at].to_vec());
    assert_eq!(stopped[1], batched[1]);
    // Prefill and decode programs compiled once per shape and reused.
    let names: Vec<&str> = g.compiles.iter().map(|c| c.name.as_str()).collect();
    let distinct: std::collections::BTreeSet<&str> = names.iter().copied().collect();
    assert_eq!(names.len(), distinct.len(), "{names:?}");
}
