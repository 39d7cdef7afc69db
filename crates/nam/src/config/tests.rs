//! Unit tests of parsing, defaults, validation messages and hashes, over every section.

use super::*;
use crate::backend::Platform;
use crate::mesh::Mesh;

const MINIMAL: &str = r#"
[model]
depth = 4
pattern = "AF"
d_model = 64
vocab_size = 100
seq_len = 32
n_head = 4
ffn_hidden = 128
"#;

fn with_model(extra: &str) -> String {
    MINIMAL.replacen("[model]\n", &format!("[model]\n{extra}\n"), 1)
}

fn with_model_replacing(from: &str, to: &str) -> String {
    assert!(MINIMAL.contains(from));
    MINIMAL.replacen(from, to, 1)
}

fn invalid_messages(text: &str) -> Vec<String> {
    match NamConfig::from_toml_str(text) {
        Err(ConfigError::Invalid(list)) => list,
        other => panic!("expected Invalid, got {other:?}"),
    }
}

fn assert_invalid(text: &str, needle: &str) {
    let list = invalid_messages(text);
    assert!(
        list.iter().any(|m| m == needle),
        "no message equal to {needle:?} in {list:?}"
    );
}

#[test]
fn a_left_out_or_auto_mesh_is_the_planners_and_a_written_one_is_kept() {
    let left_out = NamConfig::from_toml_str(MINIMAL).unwrap();
    assert!(left_out.mesh_auto);
    assert_eq!(left_out.mesh, Mesh::SINGLE);
    let auto = NamConfig::from_toml_str(&format!("mesh = \"auto\"\n{MINIMAL}")).unwrap();
    assert!(auto.mesh_auto);
    // Auto is not part of the hash: the hash describes the mesh a config runs on.
    assert_eq!(auto.config_hash(), left_out.config_hash());
    let written =
        NamConfig::from_toml_str(&format!("{MINIMAL}\n[mesh]\ndata = 2\nfsdp = true\n")).unwrap();
    assert!(!written.mesh_auto);
    assert_eq!(written.mesh, Mesh::new(2, 1, 1, true));
    let single = NamConfig::from_toml_str(&format!("{MINIMAL}\n[mesh]\n")).unwrap();
    assert!(
        !single.mesh_auto,
        "an empty [mesh] table is one device, written out"
    );
    let err = NamConfig::from_toml_str(&format!("mesh = \"fsdp\"\n{MINIMAL}")).unwrap_err();
    assert!(err.to_string().contains("write `mesh = \"auto\"`"), "{err}");
}

#[test]
fn minimal_config_fills_spec_defaults() {
    let c = NamConfig::from_toml_str(MINIMAL).unwrap();
    assert_eq!(c.model.logit_softcap, 15.0);
    assert_eq!(c.model.n_kv_head(), 4);
    assert_eq!(c.model.head_dim(), 16);
    assert_eq!(c.model.expand, 2);
    assert_eq!(c.model.ssm_state, 128);
    assert_eq!(c.model.ssm_head_dim, 64);
    assert_eq!(c.model.conv_kernel, 4);
    assert_eq!(c.model.r_k_head, 64);
    assert_eq!(c.model.r_v_head, 16);
    assert_eq!(c.model.mtp_beta, 0.6);
    assert_eq!(c.model.mtp_lambda, 0.3);
    assert_eq!(c.model.mtp_pattern, "AF");
    assert_eq!(c.model.activation, Activation::Relu2);
    assert_eq!(c.model.expert_activation, Activation::Swiglu);
    assert_eq!(c.model.routed_scaling, 1.0);
    assert_eq!(c.optimizer.muon_momentum, 0.95);
    assert!(c.optimizer.muon_nesterov);
    assert_eq!(c.optimizer.muon_ns_steps, 5);
    assert_eq!(
        (c.optimizer.adamw_beta1, c.optimizer.adamw_beta2),
        (0.8, 0.95)
    );
    assert_eq!(c.optimizer.adamw_eps, 1e-10);
    assert_eq!(c.model.r_heads(), 0);
}

#[test]
fn n_head_must_divide_by_n_kv_head() {
    assert_invalid(
        &with_model_replacing("n_head = 4", "n_head = 6\nn_kv_head = 4\nhead_dim = 16"),
        "n_head 6 is not divisible by n_kv_head 4",
    );
}

#[test]
fn bad_pattern_letter_names_letter_and_position() {
    assert_invalid(
        &with_model_replacing("pattern = \"AF\"", "pattern = \"AFMX\""),
        "pattern letter 'X' at position 3: expected one of A, F, E, M, R, -",
    );
}

#[test]
fn dash_is_an_alias_of_f_and_hashes_the_same() {
    let dash = NamConfig::from_toml_str(&with_model_replacing(
        "pattern = \"AF\"",
        "pattern = \"A-\"",
    ))
    .unwrap();
    let f = NamConfig::from_toml_str(MINIMAL).unwrap();
    assert_eq!(dash.model.pattern, "AF");
    assert_eq!(dash.config_hash(), f.config_hash());
}

#[test]
fn unknown_key_names_key_and_section() {
    let err = NamConfig::from_toml_str(&with_model("n_heads = 4")).unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("[model]") && msg.contains("n_heads"), "{msg}");
    let err =
        NamConfig::from_toml_str(&format!("{MINIMAL}\n[optimizer]\nmuon_lrr = 0.1\n")).unwrap_err();
    let msg = err.to_string();
    assert!(
        msg.contains("[optimizer]") && msg.contains("muon_lrr"),
        "{msg}"
    );
}

#[test]
fn attention_backend_defaults_to_auto_and_leaves_the_model_hash_alone() {
    use crate::backend::AttentionBackend;
    let auto = NamConfig::from_toml_str(MINIMAL).unwrap();
    assert_eq!(auto.model.attention, AttentionBackend::Auto);
    let explicit = NamConfig::from_toml_str(&with_model("attention = \"auto\"")).unwrap();
    assert_eq!(explicit.config_hash(), auto.config_hash());
    let pallas = NamConfig::from_toml_str(&with_model("attention = \"pallas\"")).unwrap();
    assert_eq!(pallas.model.attention, AttentionBackend::Pallas);
    let xla = NamConfig::from_toml_str(&with_model("attention = \"xla\"")).unwrap();
    assert_eq!(xla.model.attention, AttentionBackend::Xla);
    assert_eq!(auto.model_hash(), xla.model_hash());
    // Same parameters and function: checkpoints move between backends; runs differ.
    assert_eq!(pallas.model_hash(), xla.model_hash());
    assert_ne!(pallas.config_hash(), xla.config_hash());
}

#[test]
fn loss_chunk_divides_seq_len_and_leaves_the_model_hash_alone() {
    let default = NamConfig::from_toml_str(MINIMAL).unwrap();
    assert_eq!(default.model.loss_chunk, None);
    let seq = default.model.seq_len;
    let chunked =
        NamConfig::from_toml_str(&with_model(&format!("loss_chunk = {}", seq / 2))).unwrap();
    assert_eq!(chunked.model.loss_chunk, Some(seq / 2));
    assert_eq!(chunked.model_hash(), default.model_hash());
    assert_ne!(chunked.config_hash(), default.config_hash());
    assert_eq!(
        crate::graph::head::loss_chunk_elements(&chunked.model),
        (seq / 2 * default.model.vocab_size) as i64
    );
    assert_eq!(
        crate::graph::head::loss_chunk_elements(&default.model),
        crate::graph::head::HEAD_CHUNK_ELEMENTS
    );
    for bad in [0, seq + 1] {
        let msg = NamConfig::from_toml_str(&with_model(&format!("loss_chunk = {bad}")))
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains(&format!(
                "loss_chunk {bad} must be a positive divisor of seq_len {seq}"
            )),
            "{msg}"
        );
    }
}

#[test]
fn unknown_attention_backend_names_the_choices() {
    let msg = NamConfig::from_toml_str(&with_model("attention = \"flash\""))
        .unwrap_err()
        .to_string();
    assert!(
        msg.starts_with("in section [model]: `attention`: unknown variant `flash`, expected one of `pallas`, `mosaic-gpu`, `xla`, `auto`"),
        "{msg}"
    );
}

#[test]
fn data_sources_and_keys_are_checked_and_defaults_keep_the_hash() {
    let data = |lines: &str| format!("{MINIMAL}\n[data]\n{lines}\n");
    assert_invalid(
        &data("shards = \"a\"\n[[data.sources]]\npath = \"b\"\nweight = 1.0"),
        "[data] shards and [[data.sources]] are both set; a mixture names its files in each source's `path`",
    );
    assert_invalid(
        &data("[[data.sources]]\npath = \"b\"\nweight = 0.0"),
        "[[data.sources]] #1 has weight 0; weights must be positive numbers",
    );
    assert_invalid(
        &data(
            "[[data.sources]]\npath = \"b\"\nweight = 1.0\n[[data.sources]]\npath = \" \"\nweight = -2.0",
        ),
        "[[data.sources]] #2 names no path",
    );
    assert_invalid(
        &data("pack_docs = 0"),
        "[data] pack_docs must be at least 1",
    );
    assert_invalid(&data("text_column = \"\""), "[data] text_column is empty");
    // The defaults written out, or a one-entry string, hash as a config without them.
    let plain = NamConfig::from_toml_str(MINIMAL).unwrap().config_hash();
    let written = NamConfig::from_toml_str(&data(
        "shards = \"runs/data/shards\"\ntext_column = \"text\"\non_bad_row = \"error\"\n\
         row_check = \"full\"\npack_docs = 32",
    ))
    .unwrap()
    .config_hash();
    assert_eq!(plain, written);
    let list = NamConfig::from_toml_str(&data("train = [\"a\", \"b\"]")).unwrap();
    assert_eq!(list.data.shards.entries(), ["a", "b"]);
    // Bucket locations pass through: the data crate resolves (and checks) them.
    let bucket = NamConfig::from_toml_str(&data(
        "tokenizer = \"gs://b/tok/tokenizer.json\"\nshards = \"s3://b/data/train-*.parquet\"\n\
         validation = [\"gs://b/val\"]",
    ))
    .unwrap();
    assert_eq!(
        bucket.data.shards.entries(),
        ["s3://b/data/train-*.parquet"]
    );
}

/// The `[precision]` storage options (`wide` or `compute`): a bad value is refused with a
/// message naming both choices, and `wide`, the default, keeps the config hash of leaving
/// the key out.
#[test]
fn precision_storage_options_name_the_choices_and_their_defaults_keep_the_hash() {
    for key in [
        "matmul_output",
        "residual_stream",
        "ssm_activations",
        "matrix_gradients",
    ] {
        let msg = NamConfig::from_toml_str(&format!("{MINIMAL}\n[precision]\n{key} = \"half\"\n"))
            .unwrap_err()
            .to_string();
        assert!(
            msg.starts_with(&format!("in section [precision]: `{key}`: unknown variant `half`, expected `wide` or `compute`")),
            "{msg}"
        );
        let parse = |extra: &str| {
            NamConfig::from_toml_str(&format!("{MINIMAL}\n[precision]\n{extra}")).unwrap()
        };
        let (left_out, wide, compute) = (
            parse(""),
            parse(&format!("{key} = \"wide\"\n")),
            parse(&format!("{key} = \"compute\"\n")),
        );
        assert_eq!(left_out.config_hash(), wide.config_hash(), "{key}");
        assert_ne!(left_out.config_hash(), compute.config_hash(), "{key}");
    }
}

#[test]
fn unknown_section_is_named() {
    let err = NamConfig::from_toml_str(&format!("{MINIMAL}\n[modle]\nx = 1\n")).unwrap_err();
    assert_eq!(
        err,
        ConfigError::UnknownSection {
            section: "modle".into()
        }
    );
    assert!(err.to_string().contains("[modle]"));
}

#[test]
fn missing_model_section_and_syntax_errors_are_reported() {
    let err = NamConfig::from_toml_str("[train]\nseed = 1\n").unwrap_err();
    assert!(
        err.to_string().contains("[model] section is required"),
        "{err}"
    );
    let err = NamConfig::from_toml_str("[model\n").unwrap_err();
    assert!(matches!(err, ConfigError::Syntax(_)), "{err:?}");
    let err = NamConfig::from_toml_str(&with_model_replacing("d_model = 64", "d_model = \"wide\""))
        .unwrap_err();
    assert!(err.to_string().contains("[model]"), "{err}");
}

#[test]
fn missing_required_key_names_it() {
    let err = NamConfig::from_toml_str(&MINIMAL.replace("seq_len = 32\n", "")).unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("[model]") && msg.contains("seq_len"), "{msg}");
}

#[test]
fn attention_needs_heads_and_even_head_dim() {
    assert_invalid(
        &MINIMAL.replace("n_head = 4\n", ""),
        "the pattern has A sublayers, so [model] n_head must be set (> 0)",
    );
    assert_invalid(
        &with_model("head_dim = 15"),
        "head_dim 15 must be even and > 0 (rotary embedding rotates pairs (i, i + D/2))",
    );
    assert_invalid(
        &with_model_replacing("n_head = 4", "n_head = 3"),
        "d_model 64 is not divisible by n_head 3; set head_dim explicitly",
    );
}

#[test]
fn window_pattern_is_checked() {
    assert_invalid(
        &with_model("window_pattern = \"SSSL\"\nwindow = 8"),
        "window_pattern letter 'S' at position 0: expected G (global causal) or L (sliding window)",
    );
    assert_invalid(
        &with_model("window_pattern = \"LG\""),
        "window_pattern has L (local) layers, so [model] window must be set (> 0)",
    );
}

#[test]
fn ffn_needs_hidden() {
    assert_invalid(
        &MINIMAL.replace("ffn_hidden = 128\n", ""),
        "the pattern has F sublayers, so [model] ffn_hidden must be set (> 0)",
    );
}

#[test]
fn moe_rules() {
    let moe = |extra: &str| {
        with_model_replacing("pattern = \"AF\"", &format!("pattern = \"AE\"\n{extra}"))
    };
    assert_invalid(
        &moe("n_routed = 4\ntop_k = 5\nexpert_hidden = 8"),
        "top_k 5 exceeds n_routed 4",
    );
    assert_invalid(
        &moe("top_k = 2\nexpert_hidden = 8"),
        "the pattern has E sublayers, so [model] n_routed must be set (> 0)",
    );
    assert_invalid(
        &moe("n_routed = 4\ntop_k = 2\nexpert_hidden = 8\nn_shared = 2"),
        "n_shared 2 must be 0 or 1",
    );
    assert_invalid(
        &moe("n_routed = 4\ntop_k = 2\nexpert_hidden = 8\nrouting_group = 12"),
        "routing_group 12 neither divides seq_len 32 nor is a multiple of it",
    );
    assert_invalid(
        &format!(
            "{}\n[train]\nbatch_size = 3\n",
            moe("n_routed = 4\ntop_k = 2\nexpert_hidden = 8\nrouting_group = 64")
        ),
        "routing_group 64 does not divide the 96 tokens of a micro-batch (batch_size 3 / micro_batches 1 × seq_len 32)",
    );
    let ok = NamConfig::from_toml_str(&moe("n_routed = 4\ntop_k = 2\nexpert_hidden = 8")).unwrap();
    assert_eq!(ok.model.shared_hidden(), 8);
    assert_eq!(ok.model.routing_group(), 32);
}

#[test]
fn mamba_rules() {
    let mamba = |extra: &str| {
        with_model_replacing("pattern = \"AF\"", &format!("pattern = \"AM\"\n{extra}"))
    };
    assert_invalid(
        &mamba("ssm_head_dim = 48"),
        "d_inner 128 (expand 2 × d_model 64) is not divisible by ssm_head_dim 48",
    );
    assert_invalid(
        &mamba("ssm_head_dim = 32\nssm_groups = 3"),
        "Mamba heads 4 (d_inner 128 / ssm_head_dim 32) are not divisible by ssm_groups 3",
    );
    assert_invalid(
        &mamba("chunk = 10"),
        "chunk 10 must be > 0 and divide seq_len 32",
    );
}

#[test]
fn m2rnn_needs_heads() {
    assert_invalid(
        &with_model_replacing("pattern = \"AF\"", "pattern = \"AR\""),
        "M2RNN heads are 0 (default floor(d_model 64 / 80)); set [model] r_heads",
    );
}

#[test]
fn mtp_rules_and_weights() {
    assert_invalid(
        &with_model("mtp_depth = 1\nmtp_pattern = \"AQ\""),
        "mtp_pattern letter 'Q' at position 1: expected one of A, F, E, M, R, -",
    );
    let c = NamConfig::from_toml_str(&with_model("mtp_depth = 3")).unwrap();
    let w = c.model.mtp_weights();
    // beta = 0.6: 0.6, 0.36, 0.216 over 1.176 -> 0.5102, 0.3061, 0.1837 (docs/model.md: 0.51, 0.31, 0.18).
    for (got, want) in w.iter().zip([0.6 / 1.176, 0.36 / 1.176, 0.216 / 1.176]) {
        assert!((got - want).abs() < 1e-12);
    }
    assert!(
        (w[0] - 0.51).abs() < 0.005 && (w[1] - 0.31).abs() < 0.005 && (w[2] - 0.18).abs() < 0.005
    );
}

#[test]
fn optimizer_schedule_and_train_rules() {
    assert_invalid(
        &format!("{MINIMAL}\n[optimizer]\nmuon_momentum = 1.0\n"),
        "[optimizer] muon_momentum 1 must be in [0, 1)",
    );
    assert_invalid(
        &format!("{MINIMAL}\n[schedule]\nsteps = 10\nwarmup_steps = 9\nwarmdown_frac = 0.2\n"),
        "[schedule] warmup_steps 9 + warmdown steps 2 (warmdown_frac 0.2 of 10) exceed steps 10; shorten the warmup or the warmdown",
    );
    assert_invalid(
        &format!("{MINIMAL}\n[train]\nbatch_size = 6\nmicro_batches = 4\n"),
        "[train] batch_size 6 is not divisible by micro_batches 4",
    );
}

#[test]
fn every_problem_is_listed() {
    let list = invalid_messages(&with_model_replacing(
        "pattern = \"AF\"",
        "pattern = \"AXF\"\nn_kv_head = 3\nlogit_softcap = 0.0",
    ));
    assert_eq!(list.len(), 3, "{list:?}");
}

#[test]
fn windows_tile_over_attention_sublayers_and_last_is_global() {
    let c = NamConfig::from_toml_str(&with_model_replacing(
        "depth = 4\npattern = \"AF\"",
        "depth = 10\npattern = \"AFA\"\nwindow_pattern = \"LG\"\nwindow = 8",
    ))
    .unwrap();
    // Sublayers: A F A A F A A F A A -> attention ordinals 0..7 at 0,2,3,5,6,8,9.
    let w = c.model.attention_windows();
    let local = AttnWindow::Local(8);
    let g = AttnWindow::Global;
    assert_eq!(
        w,
        vec![
            Some(local),
            None,
            Some(g),
            Some(local),
            None,
            Some(g),
            Some(local),
            None,
            Some(g),
            Some(g)
        ]
    );
}

#[test]
fn hash_is_stable_and_sensitive() {
    let a = NamConfig::from_toml_str(MINIMAL).unwrap();
    let b = NamConfig::from_toml_str(&format!("# a comment\n{MINIMAL}")).unwrap();
    assert_eq!(a.config_hash(), b.config_hash());
    assert_eq!(a.config_hash().len(), 64);
    let c = NamConfig::from_toml_str(&format!("{MINIMAL}\n[train]\nseed = 5\n")).unwrap();
    assert_ne!(a.config_hash(), c.config_hash());
    assert_eq!(a.model_hash(), c.model_hash());
    let d = NamConfig::from_toml_str(&with_model("rope_theta = 500000.0")).unwrap();
    assert_ne!(a.model_hash(), d.model_hash());
    // Writing a default explicitly does not change the hash.
    let e = NamConfig::from_toml_str(&with_model("logit_softcap = 15.0")).unwrap();
    assert_eq!(a.config_hash(), e.config_hash());
}

/// `[compiler.<platform>]` tables: read per platform, left out of the hash when absent, in it
/// when set; bad option names are refused with the fix.
#[test]
fn compiler_options_are_per_platform_and_checked() {
    let plain = NamConfig::from_toml_str(MINIMAL).unwrap();
    let empty = NamConfig::from_toml_str(&format!("{MINIMAL}\n[compiler]\n")).unwrap();
    assert_eq!(plain.config_hash(), empty.config_hash());
    let c = NamConfig::from_toml_str(&format!(
        "{MINIMAL}\n[compiler.tpu]\nxla_tpu_enable_windowed_einsum_for_reduce_scatter = false\n\
         xla_tpu_some_int = 3\n[compiler.cpu]\nxla_cpu_some_name = \"x\"\n"
    ))
    .unwrap();
    assert_ne!(plain.config_hash(), c.config_hash());
    let tpu = c.compiler.for_platform(Platform::Tpu);
    assert_eq!(
        tpu.get("xla_tpu_enable_windowed_einsum_for_reduce_scatter"),
        Some(&CompilerOption::Bool(false))
    );
    assert_eq!(tpu.get("xla_tpu_some_int"), Some(&CompilerOption::Int(3)));
    assert_eq!(
        c.compiler
            .for_platform(Platform::Cpu)
            .get("xla_cpu_some_name"),
        Some(&CompilerOption::Str("x".into()))
    );
    assert!(c.compiler.for_platform(Platform::Cuda).is_empty());
    assert!(c.compiler.for_platform(Platform::Other).is_empty());
    // Through the manifest's JSON and back (how `sample` reads a run's config).
    let back: NamConfig = serde_json::from_value(serde_json::to_value(&c).unwrap()).unwrap();
    assert_eq!(back.compiler, c.compiler);

    let err = |extra: &str| {
        NamConfig::from_toml_str(&format!("{MINIMAL}\n{extra}"))
            .unwrap_err()
            .to_string()
    };
    let e = err("[compiler.tpu]\n\"--xla_tpu_x\" = true\n");
    assert!(
        e.contains("[compiler.tpu]: write the option as `xla_tpu_x = value`"),
        "{e}"
    );
    let e = err("[compiler.cpu]\nuse_xnnpack = false\n");
    assert!(e.contains("`use_xnnpack` is not an XLA option"), "{e}");
    let e = err("[compiler.tpus]\nxla_x = 1\n");
    assert!(e.contains("[compiler]") && e.contains("tpus"), "{e}");
}

#[test]
fn presets_parse_and_validate() {
    for (name, text) in crate::presets::ALL {
        let c = NamConfig::from_toml_str(text).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(c.model.sublayers().len(), c.model.depth, "{name}");
    }
}
