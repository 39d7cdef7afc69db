//! `namtrain kernels export --config C [--topology v6e-4] [--mesh AXES]…`: the Pallas kernels a
//! config's TPU programs need that this binary does not carry, exported with the pinned kernel
//! environment into the kernel directory (the cache's `kernels/`, or `--kernels-dir`), checked
//! as the built-in ones are (hashes, signatures, the pinned jax) and compiled deviceless on
//! libtpu before anything relies on them. Runs and plans read that directory; Python runs here,
//! at export time, never in a run.
//!
//! `namtrain kernels list`: every kernel this binary can splice, built in or exported.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use clap::{Args, Subcommand};
use nam::graph::attention::pallas_queries;
use nam::graph::mamba::pallas_ssd_query;
use nam::{Mesh, NamConfig};
use pallas_kernels::{SsdQuery, SsdVariant, Variant, VariantQuery};
use plan::{MeshFilter, Slice, mesh_label};
use sha2::{Digest, Sha256};

use crate::args::load_config;

/// Arguments of `namtrain kernels`.
#[derive(Debug, Args)]
pub struct KernelsArgs {
    #[command(subcommand)]
    command: KernelsCommand,
}

#[derive(Debug, Subcommand)]
enum KernelsCommand {
    /// Export the Pallas kernels (attention, SSD) a config's TPU programs need that namtrain
    /// does not carry, into the kernel directory that runs and plans read.
    Export(ExportArgs),
    /// List the kernels namtrain can splice: built in, and exported in the kernel directory.
    List(ListArgs),
}

/// Arguments of `namtrain kernels export`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// The run's config: a TOML file, or a preset by name (`namtrain presets`).
    #[arg(long, value_name = "FILE")]
    config: PathBuf,
    /// Override a config key (repeatable), as for training: `--set model.seq_len=16384`.
    #[arg(long = "set", value_name = "SECTION.KEY=VALUE")]
    set: Vec<String>,
    /// TPU slice the config will be planned for (v6e-1, v6e-4, v6e-8, v6e-16, v6e-32): the
    /// kernels of every mesh `namtrain plan` may choose on it (narrowed by `--mesh`), and the
    /// topology the exports are compiled for. Default: the config's own `[mesh]`, compiled
    /// for v6e-8.
    #[arg(long)]
    topology: Option<String>,
    /// With `--topology`, only meshes matching this (repeatable), e.g. `--mesh data=4` or
    /// `--mesh data=2,model=2`.
    #[arg(long = "mesh", value_name = "AXES")]
    meshes: Vec<String>,
    /// Kernel directory to export into (default: the cache directory's `kernels/`, where runs
    /// and plans look; pass the same `--kernels-dir` to them otherwise).
    #[arg(long, value_name = "DIR")]
    kernels_dir: Option<PathBuf>,
    /// Cache directory whose `kernels/` to use (default: $NAMTRAIN_CACHE_DIR or
    /// ~/.cache/namtrain).
    #[arg(long, value_name = "DIR")]
    cache_dir: Option<PathBuf>,
    /// The Python of the kernel export environment (default: $NAMTRAIN_KERNELS_PYTHON; in a
    /// checkout `pallas-kernels/.venv`, created by its set-up when missing; from the wheel the
    /// environment namtrain is installed in, with `pip install 'namtrain[kernels]'`).
    #[arg(long, value_name = "PYTHON")]
    python: Option<PathBuf>,
    /// Do not compile the exported kernels deviceless on libtpu (they are still checked).
    #[arg(long)]
    no_compile: bool,
}

/// Arguments of `namtrain kernels list`.
#[derive(Debug, Args)]
pub struct ListArgs {
    /// Kernel directory to read (default: the cache directory's `kernels/`).
    #[arg(long, value_name = "DIR")]
    kernels_dir: Option<PathBuf>,
    /// Cache directory whose `kernels/` to read (default: $NAMTRAIN_CACHE_DIR or
    /// ~/.cache/namtrain).
    #[arg(long, value_name = "DIR")]
    cache_dir: Option<PathBuf>,
}

/// Runs `namtrain kernels …`.
pub fn run(args: KernelsArgs) -> Result<()> {
    match args.command {
        KernelsCommand::Export(a) => export(a),
        KernelsCommand::List(a) => list(a),
    }
}

fn list(args: ListArgs) -> Result<()> {
    let dir = train::kernels::kernel_dir(args.kernels_dir.as_deref(), args.cache_dir.as_deref())?;
    pallas_kernels::add_kernel_dir(&dir)?;
    println!("kernel directory: {}", dir.display());
    println!("attention ({}):", Variant::available()?.len());
    for v in Variant::available()? {
        println!("  {}: {} [{}]", v.name, v.query(), v.origin);
    }
    println!("ssd ({}):", SsdVariant::available()?.len());
    for v in SsdVariant::available()? {
        println!("  {}: {} [{}]", v.name, v.query(), v.origin);
    }
    Ok(())
}

/// A kernel shape a config's programs need.
#[derive(Debug, Clone, PartialEq)]
enum Needed {
    /// An attention call's per-chip shape.
    Attention(VariantQuery),
    /// The M sublayers' SSD scan's per-chip shape.
    Ssd(SsdQuery),
}

impl Needed {
    /// The name an export of it gets: every field of the shape, so a second export of the same
    /// shape has the same name (and the same symbols).
    fn name(&self) -> String {
        match self {
            Needed::Attention(q) => format!(
                "a_b{}_h{}k{}_t{}_d{}_{}{}_{}",
                q.batch,
                q.heads,
                q.kv_heads,
                q.seq,
                q.head_dim,
                q.window.map_or("g".to_string(), |w| format!("w{w}")),
                q.softcap.map_or(String::new(), |c| format!(
                    "_c{}",
                    c.to_string().replace(['.', '-'], "p")
                )),
                dtype_tag(q.dtype)
            ),
            Needed::Ssd(q) => format!(
                "s_r{}_h{}p{}_t{}_n{}g{}_q{}_{}",
                q.rows,
                q.heads,
                q.head_dim,
                q.seq,
                q.state,
                q.groups,
                q.chunk,
                dtype_tag(q.dtype)
            ),
        }
    }

    /// Whether a kernel of exactly this shape is available (built in or exported).
    fn available(&self) -> Result<bool> {
        Ok(match self {
            Needed::Attention(q) => Variant::available()?.iter().any(|v| v.query() == *q),
            Needed::Ssd(q) => SsdVariant::available()?.iter().any(|v| v.query() == *q),
        })
    }

    /// Its table in a variants file (`pallas-kernels/variants.toml`'s format).
    fn toml(&self) -> Result<String> {
        let name = self.name();
        let mut t = String::new();
        match self {
            Needed::Attention(q) => {
                let _ = write!(
                    t,
                    "[[variant]]\nname = \"{name}\"\nbatch = {}\nheads = {}\nkv_heads = {}\n\
                     seq = {}\nhead_dim = {}\ndtype = \"{}\"\nblock = {}\n",
                    q.batch,
                    q.heads,
                    q.kv_heads,
                    q.seq,
                    q.head_dim,
                    python_dtype(q.dtype),
                    attention_block(q.seq)?
                );
                if let Some(w) = q.window {
                    let _ = writeln!(t, "window = {w}");
                }
                if let Some(c) = q.softcap {
                    let _ = writeln!(t, "softcap = {c:?}");
                }
            }
            Needed::Ssd(q) => {
                // f32 activations need half the heads per VMEM block that bf16 ones take.
                let per_block = if q.dtype == xla_hlo::DType::F32 && q.heads % 8 == 0 {
                    8
                } else {
                    0
                };
                let _ = write!(
                    t,
                    "[[ssd]]\nname = \"{name}\"\nrows = {}\nheads = {}\nhead_dim = {}\nseq = {}\n\
                     state = {}\ngroups = {}\nchunk = {}\ndtype = \"{}\"\n\
                     heads_per_block = {per_block}\n",
                    q.rows,
                    q.heads,
                    q.head_dim,
                    q.seq,
                    q.state,
                    q.groups,
                    q.chunk,
                    python_dtype(q.dtype)
                );
            }
        }
        Ok(t)
    }
}

fn dtype_tag(d: xla_hlo::DType) -> &'static str {
    match d {
        xla_hlo::DType::BF16 => "bf16",
        _ => "f32",
    }
}

fn python_dtype(d: xla_hlo::DType) -> &'static str {
    match d {
        xla_hlo::DType::BF16 => "bfloat16",
        _ => "float32",
    }
}

/// The splash block for rows of `seq` tokens: 512 (the kernels' default) up to 4 096 tokens,
/// 1 024 from 8 192 on (a quarter of the grid steps per score matrix, the `[1024, 1024]` f32
/// tile still well inside the scoped VMEM), each cut to a divisor of `seq`.
fn attention_block(seq: i64) -> Result<i64> {
    if seq % 128 != 0 {
        bail!(
            "seq_len {seq} is no multiple of 128: the Pallas attention kernels tile rows in \
             blocks of 128 tokens (choose such a seq_len, or train with attention = \"xla\")"
        );
    }
    let mut block = if seq >= 8192 { 1024 } else { 512.min(seq) };
    while seq % block != 0 {
        block /= 2;
    }
    Ok(block)
}

/// The meshes whose kernels to export: every mesh of `--topology`'s chips the config accepts
/// and `--mesh` matches, or the config's own `[mesh]`.
fn meshes(args: &ExportArgs, cfg: &NamConfig, slice: Option<&Slice>) -> Result<Vec<Mesh>> {
    let Some(slice) = slice else {
        anyhow::ensure!(
            args.meshes.is_empty(),
            "--mesh narrows the meshes of a --topology: pass --topology too (without it the \
             config's own [mesh] is exported)"
        );
        return Ok(vec![cfg.mesh]);
    };
    let filters = args
        .meshes
        .iter()
        .map(|m| MeshFilter::parse(m))
        .collect::<std::result::Result<Vec<_>, _>>()?;
    let (valid, _) = plan::candidate::mesh_candidates(cfg, slice.chips);
    let chosen: Vec<Mesh> = valid
        .into_iter()
        .filter(|m| filters.is_empty() || filters.iter().any(|f| f.matches(m)))
        .collect();
    anyhow::ensure!(
        !chosen.is_empty(),
        "no mesh of {} chips both suits the config and matches --mesh {:?} (`namtrain plan \
         --config … --topology {} --verbose` lists the meshes and why others do not fit)",
        slice.chips,
        args.meshes,
        slice.name
    );
    Ok(chosen)
}

/// The kernel shapes the programs of `cfg` need on `meshes`: per mesh, each attention window's
/// and the SSD scan's per-device shape at the config's micro-batch, and one row (which serves
/// any number of rows, as `plan` may split the batch further), each once, with the first mesh
/// that needs it.
fn needed(cfg: &NamConfig, meshes: &[Mesh]) -> Vec<(Needed, String)> {
    let micro = cfg.train.micro_batch_rows();
    let has = |k| cfg.model.has(k);
    let mut out: Vec<(Needed, String)> = Vec::new();
    let mut push = |n: Needed, why: &str| {
        if !out.iter().any(|(m, _)| *m == n) {
            out.push((n, why.to_string()));
        }
    };
    for mesh in meshes {
        let mut c = cfg.clone();
        c.mesh = *mesh;
        let why = mesh_label(mesh);
        if has(nam::config::SublayerKind::Attention) {
            for q in pallas_queries(&c, micro).unwrap_or_default() {
                push(
                    Needed::Attention(VariantQuery {
                        batch: 1,
                        ..q.clone()
                    }),
                    &why,
                );
                push(Needed::Attention(q), &why);
            }
        }
        if let (true, Ok(q)) = (
            has(nam::config::SublayerKind::Mamba),
            pallas_ssd_query(&c, micro),
        ) {
            push(
                Needed::Ssd(SsdQuery {
                    rows: 1,
                    ..q.clone()
                }),
                &why,
            );
            push(Needed::Ssd(q), &why);
        }
    }
    out
}

fn export(args: ExportArgs) -> Result<()> {
    let cfg = load_config(&args.config, &args.set)?;
    let slice = args.topology.as_deref().map(Slice::parse).transpose()?;
    let dir = train::kernels::kernel_dir(args.kernels_dir.as_deref(), args.cache_dir.as_deref())?;
    pallas_kernels::add_kernel_dir(&dir)?;
    let meshes = meshes(&args, &cfg, slice.as_ref())?;
    let needed = needed(&cfg, &meshes);
    anyhow::ensure!(
        !needed.is_empty(),
        "the config has no attention or M sublayer a Pallas kernel serves on these meshes"
    );
    let mut missing = Vec::new();
    for (n, why) in &needed {
        if !n.available()? {
            missing.push((n.clone(), why.clone()));
        }
    }
    let labels = meshes.iter().map(mesh_label).collect::<Vec<_>>().join("; ");
    let meshes_said = match (&slice, meshes.len()) {
        (Some(s), 1) => format!("{} ({labels})", s.name),
        (Some(s), n) => format!("{} ({n} meshes: {labels})", s.name),
        (None, _) => format!("its [mesh] ({labels})"),
    };
    if missing.is_empty() {
        eprintln!(
            "namtrain kernels: all {} kernels the config needs on {meshes_said} are available:",
            needed.len()
        );
        print_available(&needed)?;
        say_next(&args, slice.as_ref());
        return Ok(());
    }
    eprintln!(
        "namtrain kernels: {} of the {} kernels the config needs on {meshes_said} are not built \
         in; exporting them into {}",
        missing.len(),
        needed.len(),
        dir.display()
    );
    for (n, why) in &missing {
        eprintln!("  {} (mesh {why})", n.name());
    }
    let set = export_set(&args, &dir, &missing)?;
    pallas_kernels::add_kernel_dir(&dir)?;
    for (n, _) in &missing {
        anyhow::ensure!(
            n.available()?,
            "the export in {} holds no kernel {}: re-run this command (the exporter's output \
             above says what went wrong)",
            set.display(),
            n.name()
        );
    }
    if !args.no_compile {
        let slice = match &slice {
            Some(s) => s.clone(),
            None => Slice::parse("v6e-8")?,
        };
        if let Err(e) = compile_check(&slice, &missing) {
            // A set that does not compile must not be picked up by a run.
            let _ = std::fs::remove_dir_all(&set);
            return Err(e.context(format!(
                "the exported kernels do not compile on libtpu for {}; {} was removed",
                slice.name,
                set.display()
            )));
        }
    }
    eprintln!("namtrain kernels: the config's kernels:");
    print_available(&needed)?;
    say_next(&args, slice.as_ref());
    Ok(())
}

/// The plan command that shows the config's step with the kernels.
fn say_next(args: &ExportArgs, slice: Option<&Slice>) {
    let mut flags: String = args.set.iter().map(|s| format!(" --set {s}")).collect();
    if let Some(d) = &args.kernels_dir {
        flags.push_str(&format!(" --kernels-dir {}", d.display()));
    }
    eprintln!(
        "namtrain kernels: runs of this config on TPU use them; see the plan with: namtrain plan \
         --config {} --topology {}{flags}",
        args.config.display(),
        slice.map_or("v6e-8", |s| s.name.as_str()),
    );
}

/// One line per needed kernel: the variant that serves it and where it comes from.
fn print_available(needed: &[(Needed, String)]) -> Result<()> {
    for (n, why) in needed {
        let (name, origin) = match n {
            Needed::Attention(q) => {
                let v = Variant::find(q)?;
                (v.name.clone(), v.origin.to_string())
            }
            Needed::Ssd(q) => {
                let v = SsdVariant::find(q)?;
                (v.name.clone(), v.origin.to_string())
            }
        };
        println!("  {name} (mesh {why}): {origin}");
    }
    Ok(())
}

/// Exports `missing` as one set of `dir` (named by its variants file, so the same request
/// makes the same set), written beside it and renamed into place when whole.
fn export_set(args: &ExportArgs, dir: &Path, missing: &[(Needed, String)]) -> Result<PathBuf> {
    let mut variants = String::from(
        "# Written by `namtrain kernels export`: the kernels a config needs that namtrain does \
         not carry.\n",
    );
    for (n, _) in missing {
        variants.push('\n');
        variants.push_str(&n.toml()?);
    }
    let digest = hex::encode(Sha256::digest(variants.as_bytes()));
    let set = dir.join(format!("set-{}", &digest[..12]));
    let staging = dir.join(format!(".export-{}", std::process::id()));
    std::fs::create_dir_all(&staging).with_context(|| format!("creating {}", staging.display()))?;
    let result = (|| -> Result<()> {
        let toml = staging.join("variants.toml");
        std::fs::write(&toml, &variants).with_context(|| format!("writing {}", toml.display()))?;
        let out = staging.join("out");
        run_exporter(args.python.as_deref(), &toml, &out)?;
        std::fs::copy(&toml, out.join("variants.toml"))?;
        if set.exists() {
            std::fs::remove_dir_all(&set)
                .with_context(|| format!("replacing {}", set.display()))?;
        }
        std::fs::rename(&out, &set)
            .with_context(|| format!("moving the export into {}", set.display()))?;
        Ok(())
    })();
    let _ = std::fs::remove_dir_all(&staging);
    result?;
    Ok(set)
}

/// Where the kernel exporter lives: a Python that imports `namtrain_kernels.export` with the
/// pinned jax, and the directory to put on its path (a checkout's `pallas-kernels/`).
struct Exporter {
    python: PathBuf,
    path: Option<PathBuf>,
}

/// The export environment: `--python`, `$NAMTRAIN_KERNELS_PYTHON`, a checkout's
/// `pallas-kernels/.venv` (created by `pallas-kernels/setup.sh` when missing), or the Python
/// beside this executable (the wheel's environment, with `namtrain[kernels]`).
fn exporter(python: Option<&Path>) -> Result<Exporter> {
    let checkout = kernels_checkout();
    let given = python
        .map(Path::to_path_buf)
        .or_else(|| std::env::var_os("NAMTRAIN_KERNELS_PYTHON").map(PathBuf::from));
    if let Some(python) = given {
        return Ok(Exporter {
            python,
            path: checkout,
        });
    }
    if let Some(pk) = checkout {
        let python = pk.join(".venv/bin/python");
        if !python.is_file() {
            eprintln!(
                "namtrain kernels: creating the pinned export environment ({}/setup.sh)",
                pk.display()
            );
            let status = Command::new(pk.join("setup.sh"))
                .current_dir(&pk)
                .status()
                .with_context(|| format!("running {}/setup.sh", pk.display()))?;
            anyhow::ensure!(
                status.success(),
                "{}/setup.sh failed ({status}): it installs the pinned jax from PyPI",
                pk.display()
            );
        }
        return Ok(Exporter {
            python,
            path: Some(pk),
        });
    }
    let beside = std::env::current_exe()
        .ok()
        .and_then(|e| e.parent().map(Path::to_path_buf));
    for name in ["python", "python3"] {
        let Some(python) = beside.as_ref().map(|d| d.join(name)) else {
            continue;
        };
        let imports = python.is_file()
            && Command::new(&python)
                .args(["-c", "import namtrain_kernels.export"])
                .env("JAX_PLATFORMS", "cpu")
                .output()
                .is_ok_and(|o| o.status.success());
        if imports {
            return Ok(Exporter { python, path: None });
        }
    }
    bail!(
        "no kernel export environment found: from the wheel, `pip install 'namtrain[kernels]'` \
         into the environment namtrain is installed in; in a checkout, run \
         pallas-kernels/setup.sh; or pass --python (a Python with namtrain_kernels and the \
         pinned jax)"
    )
}

/// The `pallas-kernels/` of the checkout this binary (or the current directory) lies in.
fn kernels_checkout() -> Option<PathBuf> {
    let starts = [std::env::current_exe().ok(), std::env::current_dir().ok()];
    starts.into_iter().flatten().find_map(|start| {
        start
            .ancestors()
            .map(|a| a.join("pallas-kernels"))
            .find(|pk| pk.join("namtrain_kernels/export.py").is_file())
    })
}

/// Runs the exporter on the variants file `toml`, writing the set into `out`.
fn run_exporter(python: Option<&Path>, toml: &Path, out: &Path) -> Result<()> {
    let exporter = exporter(python)?;
    let started = Instant::now();
    let mut cmd = Command::new(&exporter.python);
    cmd.args(["-m", "namtrain_kernels.export", "--variants"])
        .arg(toml)
        .arg("--out")
        .arg(out)
        // Lowering needs no device: jax stays on the CPU, and libtpu, if installed beside it,
        // never initialises; should anything load it all the same, the libtpu safety variables
        // keep it from asking a metadata server (docs/architecture.md).
        .env("JAX_PLATFORMS", "cpu")
        .env("TPU_SKIP_MDS_QUERY", "1")
        .env("TPU_ACCELERATOR_TYPE", "v6e-8")
        .env("TPU_WORKER_ID", "0")
        .env("TPU_WORKER_HOSTNAMES", "localhost");
    if let Some(path) = &exporter.path {
        cmd.current_dir(path).env("PYTHONPATH", path);
    }
    eprintln!(
        "namtrain kernels: exporting with {} (jax lowering on the CPU, a few seconds per kernel)",
        exporter.python.display()
    );
    let status = cmd
        .status()
        .with_context(|| format!("running {}", exporter.python.display()))?;
    anyhow::ensure!(
        status.success(),
        "the kernel exporter failed ({status}); its output above says why"
    );
    eprintln!(
        "namtrain kernels: exported in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    Ok(())
}

/// Compiles each exported kernel's forward and gradient deviceless for one chip of `slice`.
fn compile_check(slice: &Slice, missing: &[(Needed, String)]) -> Result<()> {
    let libtpu = pjrt::locate::resolve_plugin("tpu")?;
    let worker = std::env::current_exe().context("finding this executable")?;
    let compiler = pjrt::DevicelessCompiler::new(libtpu, &slice.topology)?
        .with_options(slice.create_options())
        .with_worker(worker);
    let options = pjrt::CompileOptions::single_device();
    for (n, _) in missing {
        let (name, program) = match n {
            Needed::Attention(q) => {
                let v = Variant::find(q)?;
                (&v.name, pallas_kernels::attention_check_program(v)?)
            }
            Needed::Ssd(q) => {
                let v = SsdVariant::find(q)?;
                (&v.name, pallas_kernels::ssd_check_program(v)?)
            }
        };
        let started = Instant::now();
        let r = compiler
            .compile(&program, &options)
            .with_context(|| format!("compiling {name} deviceless"))?;
        let m = &r.memory_stats;
        eprintln!(
            "namtrain kernels: {name} compiles on libtpu for {} ({:.1} s; per chip: arguments \
             {}, temporaries {})",
            slice.name,
            started.elapsed().as_secs_f64(),
            train::collectives::human_bytes(m.argument_size_in_bytes.max(0) as u64),
            train::collectives::human_bytes(m.temp_size_in_bytes.max(0) as u64)
        );
    }
    Ok(())
}
