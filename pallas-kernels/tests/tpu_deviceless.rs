//! Programs with the spliced Pallas kernels compile deviceless on libtpu for `v6e:2x4`
//! (issue 8, acceptance 3 at kernel level): single device (forward, and forward + gradient
//! through the tie's VJP, two layers sharing one splice), and SPMD on a 4 (data) x 2 (model) mesh
//! with the kernel inside a manual computation. Prints compile times and the compiled memory plan.
//!
//! The grouped matmuls of the routed experts (`[[gmm]]` variants: nam52's per-chip shapes under
//! its headline v6e-8 mesh and a small shape) compile the same way, one program per kernel, and
//! the compiled program's `tpu_custom_call` still carries the cost the manifest declares.
//! `cargo test -p pallas-kernels --test tpu_deviceless -- gmm` runs the grouped matmuls only (a
//! variant name picks one variant), `-- attention` the attention programs only.
//!
//! The SSD scan's forward and backward kernels (`namtrain_kernels/ssd.py`) and the M2RNN
//! recurrence's (`namtrain_kernels/m2rnn.py`, not spliced yet) compile too, exported here as
//! whole modules by `python -m namtrain_kernels.ssd_export` / `m2rnn_export` with
//! `pallas-kernels/.venv` (nam52's and nam56r's per-chip shapes and a small one each; `-- ssd`,
//! `-- m2rnn`).
//!
//! The routed layers that gather their own rows and sum each token's choices in the kernel
//! (`namtrain_kernels/routed.py`; a `[[gmm]]` variant's five routed functions: nam52's and
//! nam12's per-chip shapes and the small one) compile as one program per variant, every kernel's
//! declared cost carried into the compiled program (`-- routed`).
//!
//! This binary is its own deviceless worker (no test harness: `main` first serves worker
//! requests), so libtpu only loads in a sandboxed child without network.

use pallas_kernels::{
    AttentionShards, DeclaredCost, GmmKernel, GmmVariant, PallasAttention, Variant,
};
use pjrt::{CompileOptions, DevicelessCompiler};
use test_support::compile_deviceless;
use xla_hlo::{Builder, DType, Output, Tensor, TensorType};

fn qkv_params(b: &Builder, v: &Variant, batch_mul: i64, head_mul: i64) -> [Tensor; 4] {
    let (bs, t, h, kh, d) = (
        v.batch * batch_mul,
        v.seq,
        v.heads * head_mul,
        v.kv_heads * head_mul,
        v.head_dim,
    );
    [
        b.param(v.dtype, &[bs, t, h, d]),
        b.param(v.dtype, &[bs, t, kh, d]),
        b.param(v.dtype, &[bs, t, kh, d]),
        b.param(DType::I32, &[bs, t]),
    ]
}

/// Forward only: `out`.
fn forward_program(v: &Variant) -> String {
    let b = Builder::new();
    let [q, k, vv, seg] = qkv_params(&b, v, 1, 1);
    let out = PallasAttention::new(&b)
        .attention(&q, &k, &vv, &seg, v)
        .unwrap();
    b.emit(&[&out]).unwrap()
}

/// Two attention layers (the second reads the first's output as queries) and the gradient of a
/// weighted sum: exercises the gradient rule tied to `out` and one splice shared by both calls.
fn gradient_program(v: &Variant) -> String {
    let b = Builder::new();
    let [q, k, vv, seg] = qkv_params(&b, v, 1, 1);
    let w = b.param(DType::F32, &q.dims());
    let kernels = PallasAttention::new(&b);
    let h1 = kernels.attention(&q, &k, &vv, &seg, v).unwrap();
    let h2 = kernels.attention(&h1, &k, &vv, &seg, v).unwrap();
    let loss = (&h2.convert(DType::F32) * &w).reduce_sum(&[0, 1, 2, 3]);
    let g = loss.grad(&[&q, &k, &vv]).unwrap();
    let text = b.emit(&[&loss, &g[0], &g[1], &g[2]]).unwrap();
    assert_eq!(
        text.matches(&format!("func.func private @{}(", v.fwd.symbol))
            .count(),
        1
    );
    // Two attention calls, each with its forward and, for the gradient, its backward; the
    // gradient rule itself emits nothing.
    assert_eq!(
        text.matches(&format!("callee = @{}}}", v.fwd.symbol))
            .count(),
        2
    );
    assert_eq!(
        text.matches(&format!("callee = @{}}}", v.bwd.symbol))
            .count(),
        2
    );
    assert_eq!(text.matches("namtrain_gradient_tie").count(), 0);
    text
}

/// nam12 attention on a data (4) x model (2) mesh of 8 chips: batch over data, heads over model;
/// each device runs the per-shard variant inside a manual computation. Forward and gradient.
fn sharded_program(v: &Variant) -> String {
    let (data, model) = (4, 2);
    let b = Builder::new();
    b.set_num_partitions(data * model);
    let heads = "{devices=[4,1,2,1]<=[8]}";
    let rows = "{devices=[4,1,2]<=[8] last_tile_dim_replicate}";
    let [q, k, vv, seg] = qkv_params(&b, v, data, model);
    for (t, s) in [(&q, heads), (&k, heads), (&vv, heads), (&seg, rows)] {
        b.set_param_sharding(t, s);
    }
    let w = b.param_sharded(DType::F32, &q.dims(), heads);
    let shards = AttentionShards {
        qkv: heads.into(),
        segment_ids: rows.into(),
        lse: "{devices=[4,2,1]<=[8]}".into(),
        batch_splits: data,
        head_splits: model,
    };
    let out = PallasAttention::new(&b)
        .attention_sharded(&q, &k, &vv, &seg, v, &shards)
        .unwrap();
    let loss = (&out.convert(DType::F32) * &w).reduce_sum(&[0, 1, 2, 3]);
    let g = loss.grad(&[&q, &k, &vv]).unwrap();
    b.emit_outputs(&[
        Output::sharded(&loss, "{replicated}"),
        Output::sharded(&g[0], heads),
        Output::sharded(&g[1], heads),
        Output::sharded(&g[2], heads),
    ])
    .unwrap()
}

/// One grouped matmul alone: its arguments as parameters, its result out.
fn gmm_program(k: &GmmKernel) -> String {
    let b = Builder::new();
    let f = &k.function;
    let f_ = b
        .raw_function(&f.symbol, f.text, &f.args, &f.results)
        .unwrap();
    let args: Vec<Tensor> = f.args.iter().map(|t| b.param(t.dtype, &t.dims)).collect();
    let out = b.call(&f_, &args.iter().collect::<Vec<_>>());
    b.emit(&out.iter().collect::<Vec<_>>()).unwrap()
}

/// Device bytes of `ts`: libtpu lays a 1-D array (`group_sizes [E] i32`) out in whole
/// 128-element tiles; the matrices' dimensions here are multiples of their tiles already.
fn bytes(ts: &[TensorType]) -> i64 {
    ts.iter()
        .map(|t| {
            let n = match t.dims[..] {
                [e] => (e + 127) / 128 * 128,
                _ => t.num_elements(),
            };
            n * t.dtype.size_bytes() as i64
        })
        .sum()
}

/// The declared costs of the compiled program's `tpu_custom_call`s, read from their backend
/// configs as `crates/plan/src/cost/custom_call.rs` reads them (numbers, or strings where libtpu
/// re-serialises 64-bit integers).
fn compiled_kernel_costs(r: &pjrt::DevicelessResult) -> Vec<DeclaredCost> {
    fn find(v: &serde_json::Value) -> Option<&serde_json::Value> {
        match v {
            serde_json::Value::Object(m) => {
                m.get("cost_estimate").or_else(|| m.values().find_map(find))
            }
            _ => None,
        }
    }
    let module = r
        .optimized_program
        .as_ref()
        .expect("libtpu returns the optimized program")
        .hlo_module()
        .unwrap();
    let mut out = Vec::new();
    for inst in module.computations.iter().flat_map(|c| &c.instructions) {
        if inst.opcode != "custom-call" || inst.custom_call_target != "tpu_custom_call" {
            continue;
        }
        let config: serde_json::Value = serde_json::from_slice(&inst.backend_config).unwrap();
        let c = find(&config).expect("tpu_custom_call without cost_estimate");
        let field = |k: &str| {
            c.get(k).and_then(|v| {
                v.as_u64()
                    .or_else(|| v.as_str().and_then(|s| s.parse().ok()))
            })
        };
        out.push(DeclaredCost {
            flops: field("flops").expect("flops"),
            transcendentals: field("transcendentals").unwrap_or(0),
            bytes_accessed: field("bytes_accessed").expect("bytes_accessed"),
        });
    }
    out
}

/// Every kernel of `v` compiles deviceless for one v6e chip, with the memory plan its
/// signature implies and its declared cost in the compiled program.
fn compile_gmm(c: &DevicelessCompiler, v: &GmmVariant) {
    let single = CompileOptions::single_device();
    for (name, k) in v.kernels() {
        let what = format!(
            "{} {name} (tiles {:?}; {:?} x {:?} -> {:?})",
            v.name,
            k.tiling,
            k.function.args[0].dims,
            k.function.args[1].dims,
            k.function.results[0].dims
        );
        let r = compile_deviceless(c, &what, &gmm_program(k), &single);
        let m = &r.memory_stats;
        assert_eq!(
            m.argument_size_in_bytes,
            bytes(&k.function.args),
            "{what}: {m:?}"
        );
        assert_eq!(
            m.output_size_in_bytes,
            bytes(&k.function.results),
            "{what}: {m:?}"
        );
        assert_eq!(
            compiled_kernel_costs(&r),
            [k.cost],
            "{what}: the compiled kernel's cost is not the declared one"
        );
        // Which ops besides the kernel libtpu compiled (the visit list's integer work, any
        // relayout copies of operands whose minor dimension is no multiple of 128).
        let ops = r
            .optimized_program
            .as_ref()
            .unwrap()
            .opcode_counts()
            .unwrap();
        println!(
            "  declared: {:.3} TFLOP, {:.3} GB, carried by the compiled kernel; ops {ops:?}",
            k.cost.flops as f64 * 1e-12,
            k.cost.bytes_accessed as f64 * 1e-9
        );
    }
}

/// The five routed functions of `v` in one program (each argument a parameter, every result
/// out) compile deviceless for one v6e chip, each kernel's declared cost in the compiled program.
fn compile_routed(c: &DevicelessCompiler, v: &GmmVariant) {
    let routed = v.routed.as_ref().unwrap();
    let b = Builder::new();
    let mut outs = Vec::new();
    let mut declared = Vec::new();
    for (_, f) in routed.functions() {
        let k = &f.function;
        let callee = b
            .raw_function(&k.symbol, k.text, &k.args, &k.results)
            .unwrap();
        let args: Vec<Tensor> = k.args.iter().map(|t| b.param(t.dtype, &t.dims)).collect();
        outs.extend(b.call(&callee, &args.iter().collect::<Vec<_>>()));
        declared.extend(f.costs.iter().copied());
    }
    let text = b.emit(&outs.iter().collect::<Vec<_>>()).unwrap();
    let what = format!(
        "{} routed functions ({} tokens, top {}; {} kernels)",
        v.name,
        routed.tokens,
        routed.top_k,
        declared.len()
    );
    let r = compile_deviceless(c, &what, &text, &CompileOptions::single_device());
    let key = |c: &DeclaredCost| (c.flops, c.bytes_accessed, c.transcendentals);
    let mut got = compiled_kernel_costs(&r);
    got.sort_by_key(key);
    declared.sort_by_key(key);
    assert_eq!(
        got, declared,
        "{what}: the compiled kernels' costs are not the declared ones"
    );
}

fn main() {
    pjrt::worker::run_worker_if_requested();
    // `-- gmm`, `-- gmm_small`, `-- attention`: runs what it names; flags (`--nocapture`) ignored.
    let filter = std::env::args().skip(1).find(|a| !a.starts_with('-'));
    let wanted = |part: &str| filter.as_deref().is_none_or(|f| part.contains(f));
    let Ok(libtpu) = pjrt::locate::resolve_plugin("tpu") else {
        println!("tpu_deviceless: libtpu not installed (run ./scripts/setup.sh); skipped");
        return;
    };
    let c = DevicelessCompiler::new(libtpu, "v6e:2x4")
        .unwrap()
        .with_worker(std::env::current_exe().unwrap());
    for v in GmmVariant::all().unwrap() {
        if v.platform == "tpu" && wanted(&v.name) {
            compile_gmm(&c, v);
        }
        if v.platform == "tpu" && v.routed.is_some() && (wanted(&v.name) || wanted("routed")) {
            compile_routed(&c, v);
        }
    }
    if wanted("attention") {
        attention(&c);
    }
    if wanted("ssd") {
        whole_modules(&c, "ssd_export", "SSD");
    }
    if wanted("m2rnn") {
        whole_modules(&c, "m2rnn_export", "M2RNN");
    }
    println!("tpu_deviceless: all programs compiled");
}

/// Kernels not spliced yet, at the shapes `python -m namtrain_kernels.<exporter>` writes as
/// whole modules (a forward and a backward per shape, two shapes), one program each.
fn whole_modules(c: &DevicelessCompiler, exporter: &str, what: &str) {
    let here = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let python = match test_support::kernels_python() {
        Ok(python) => python,
        Err(why) => {
            println!("tpu_deviceless: {why}; {what} kernels skipped");
            return;
        }
    };
    let out = std::env::temp_dir().join(format!("namtrain-{exporter}-{}", std::process::id()));
    let export = std::process::Command::new(&python)
        .args(["-m", &format!("namtrain_kernels.{exporter}")])
        .arg(&out)
        .current_dir(here)
        .env("PYTHONPATH", here)
        .env("JAX_PLATFORMS", "cpu")
        .output()
        .unwrap();
    assert!(
        export.status.success(),
        "exporting the {what} kernels failed:\n{}",
        String::from_utf8_lossy(&export.stderr)
    );
    let files: Vec<&str> = std::str::from_utf8(&export.stdout)
        .unwrap()
        .lines()
        .collect();
    assert_eq!(files.len(), 4, "{files:?}");
    for file in files {
        let text = std::fs::read_to_string(file).unwrap();
        assert!(text.contains("tpu_custom_call"), "{file}: no Mosaic kernel");
        let name = std::path::Path::new(file)
            .file_name()
            .unwrap()
            .to_string_lossy();
        compile_deviceless(c, &name, &text, &CompileOptions::single_device());
    }
    let _ = std::fs::remove_dir_all(&out);
}

fn attention(c: &DevicelessCompiler) {
    let single = CompileOptions::single_device();
    let tiny = Variant::by_name("tiny").unwrap();
    let nam12 = Variant::by_name("nam12_b1").unwrap();

    let r = compile_deviceless(c, "tiny forward", &forward_program(tiny), &single);
    // q, k, v, segment ids in; out back.
    let (b, t, h, kh, d) = (
        tiny.batch,
        tiny.seq,
        tiny.heads,
        tiny.kv_heads,
        tiny.head_dim,
    );
    assert_eq!(
        r.memory_stats.argument_size_in_bytes,
        2 * b * t * d * (h + 2 * kh) + 4 * b * t,
        "{:?}",
        r.memory_stats
    );
    assert_eq!(r.memory_stats.output_size_in_bytes, 2 * b * t * h * d);
    compile_deviceless(c, "tiny 2-layer gradient", &gradient_program(tiny), &single);
    compile_deviceless(
        c,
        "nam12_b1 forward (seq 4096)",
        &forward_program(nam12),
        &single,
    );
    compile_deviceless(
        c,
        "nam12_b1 2-layer gradient (seq 4096)",
        &gradient_program(nam12),
        &single,
    );

    // nam56r's kernel: head_dim 64 (half a lane tile) and 7 query heads per kv head.
    compile_deviceless(
        c,
        "nam56r_b1 2-layer gradient (head_dim 64)",
        &gradient_program(Variant::by_name("nam56r_b1").unwrap()),
        &single,
    );
    let shard = Variant::by_name("nam12_b1_m2").unwrap();
    let text = sharded_program(shard);
    // GSPMD partitioning is what the trainer and the plan compile with; Shardy reads the same
    // GSPMD attributes.
    for (what, options) in [
        ("GSPMD", CompileOptions::spmd(8)),
        ("Shardy", CompileOptions::shardy(8)),
    ] {
        let r = compile_deviceless(
            c,
            &format!("nam12 4x2 data x model gradient ({what})"),
            &text,
            &options,
        );
        assert_eq!(r.topology.devices.len(), 8);
        // Per chip: its shard of q, k, v, w (1 row, 3 / 1 heads) and the segment ids of its row.
        let (t, d) = (shard.seq, shard.head_dim);
        assert_eq!(
            r.memory_stats.argument_size_in_bytes,
            2 * t * d * (3 + 1 + 1) + 4 * t * 3 * d + 4 * t,
            "{:?}",
            r.memory_stats
        );
    }
}
