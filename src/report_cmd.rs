//! `namtrain report RUN_DIR`: render a run's loss curve and memory per device to PNG.

use std::path::PathBuf;

use crate::report::{ChartSize, render_run_report};
use anyhow::{Context, Result};
use clap::Args;

/// Arguments of `namtrain report`.
#[derive(Args)]
pub struct ReportArgs {
    /// The run directory (holds metrics.jsonl): a path, or a bucket run directory
    /// (gs://BUCKET/PREFIX, s3://BUCKET/PREFIX), whose records are read into a local copy.
    run_dir: String,
    /// Where to write loss.png and memory.png (default: RUN_DIR, or the local copy of a bucket
    /// run directory's records).
    #[arg(long)]
    out: Option<PathBuf>,
    /// Chart width in pixels.
    #[arg(long, default_value_t = 1000)]
    width: u32,
    /// Chart height in pixels.
    #[arg(long, default_value_t = 600)]
    height: u32,
}

/// Renders the charts and prints where they are and the headline numbers.
pub fn run(args: ReportArgs) -> Result<()> {
    let run = crate::run_read::RunToRead::open(&args.run_dir)?;
    let run_dir = run.local;
    let out = args.out.unwrap_or_else(|| run_dir.clone());
    let summary = render_run_report(
        &run_dir,
        &out,
        ChartSize {
            width: args.width,
            height: args.height,
        },
    )
    .with_context(|| format!("rendering the report of {}", args.run_dir))?;
    let show = |label: &str, v: Option<(u64, f64)>| {
        if let Some((step, value)) = v {
            println!("{label:<12} {value:.4} (step {step})");
        }
    };
    show("first loss", summary.first_loss);
    show("last loss", summary.last_loss);
    show("first eval", summary.first_eval);
    show("last eval", summary.last_eval);
    println!("wrote {}", summary.loss_png.display());
    for p in summary
        .throughput_png
        .iter()
        .chain(&summary.bpb_png)
        .chain(&summary.code_png)
    {
        println!("wrote {}", p.display());
    }
    println!(
        "wrote {} ({} device(s) with live memory readings)",
        summary.memory_png.display(),
        summary.devices_with_memory
    );
    // The manifest's step-time check and goodput, when the run has a manifest that holds them.
    if let Ok(manifest) = train::manifest::RunManifest::read(&run_dir) {
        if let Some(check) = &manifest.step_time {
            println!("{}", check.line());
            print!("{}", step_time_table(check));
        }
        if let Some(g) = &manifest.goodput {
            println!("{}", g.line());
        }
    }
    Ok(())
}

/// The per-program table of a step-time check: runs per step, PREDICTED and measured seconds
/// per run, and their ratio.
fn step_time_table(check: &train::manifest::StepTimeCheck) -> String {
    use train::manifest::human_seconds;
    let mut out = format!(
        "{:<11} {:>9} {:>12} {:>12} {:>9}\n",
        "program", "runs/step", "PREDICTED", "measured", "ratio"
    );
    for p in &check.programs {
        out.push_str(&format!(
            "{:<11} {:>9} {:>12} {:>12} {:>9}\n",
            p.program,
            p.runs_per_step,
            human_seconds(p.predicted_s),
            p.measured_median_s
                .map_or_else(|| "not timed".into(), human_seconds),
            p.ratio.map_or_else(|| "-".into(), |r| format!("{r:.2}x")),
        ));
    }
    out
}
