//! Run reports: the losses (train main loss and objective, eval), throughput and memory per
//! device over time, rendered from a run's metrics file to PNG.
//!
//! Charts are drawn with `plotters` into an in-memory RGB buffer and encoded with `png`.
//! Text uses the Hack typeface embedded by the `epaint_default_fonts` crate, so rendering
//! needs no system fonts and works the same on a bare CI machine.

use std::path::{Path, PathBuf};
use std::sync::Once;

use plotters::coord::Shift;
use plotters::prelude::*;

use train::metrics::{MetricsError, MetricsRecord, latest_per_step, read_run_metrics};

/// Font family name the embedded font is registered under.
const FONT: &str = "sans-serif";
/// Colour of the training-loss line (also what tests look for).
pub const TRAIN_COLOR: RGBColor = RGBColor(31, 119, 180);
/// Colour of the eval-loss line.
pub const EVAL_COLOR: RGBColor = RGBColor(214, 39, 40);
/// Colour of the training objective's line (when it differs from the main loss).
pub const OBJECTIVE_COLOR: RGBColor = RGBColor(148, 103, 189);
/// Colours of per-device memory lines, cycled.
const DEVICE_COLORS: [RGBColor; 8] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
    RGBColor(227, 119, 194),
    RGBColor(127, 127, 127),
];

/// File names of the rendered charts inside the output directory.
pub const LOSS_PNG: &str = "loss.png";
/// See [`LOSS_PNG`].
pub const MEMORY_PNG: &str = "memory.png";
/// See [`LOSS_PNG`].
pub const THROUGHPUT_PNG: &str = "throughput.png";
/// See [`LOSS_PNG`].
pub const BPB_PNG: &str = "bpb.png";
/// See [`LOSS_PNG`].
pub const CODE_PNG: &str = "code.png";
/// Colour of the code evaluation's compile-rate line (the pass rate is [`EVAL_COLOR`]).
pub const COMPILE_COLOR: RGBColor = RGBColor(44, 160, 44);

/// Errors rendering a report.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// The metrics could not be read.
    #[error(transparent)]
    Metrics(#[from] MetricsError),
    /// There is nothing to plot.
    #[error("{0}")]
    NoData(String),
    /// Drawing failed.
    #[error("cannot draw the {chart} chart: {message}")]
    Draw {
        /// Which chart.
        chart: &'static str,
        /// The drawing library's error.
        message: String,
    },
    /// Writing the PNG failed.
    #[error("cannot write {path}: {message}")]
    Write {
        /// The file.
        path: PathBuf,
        /// What failed.
        message: String,
    },
}

/// Size of each chart in pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ChartSize {
    /// Width.
    pub width: u32,
    /// Height.
    pub height: u32,
}

impl Default for ChartSize {
    fn default() -> Self {
        ChartSize {
            width: 1000,
            height: 600,
        }
    }
}

/// What a report rendered, and the numbers a reader wants first.
#[derive(Debug, Clone, PartialEq)]
pub struct ReportSummary {
    /// The loss chart.
    pub loss_png: PathBuf,
    /// The memory chart.
    pub memory_png: PathBuf,
    /// The throughput chart, when the run logged tokens/s.
    pub throughput_png: Option<PathBuf>,
    /// The bits-per-byte chart, when the data receipt gave bytes per token.
    pub bpb_png: Option<PathBuf>,
    /// The code evaluation's chart, when the run had one (`[eval] code_bench`).
    pub code_png: Option<PathBuf>,
    /// `(step, loss)` of the first training record.
    pub first_loss: Option<(u64, f64)>,
    /// `(step, loss)` of the last training record.
    pub last_loss: Option<(u64, f64)>,
    /// `(step, eval_loss)` of the first eval record.
    pub first_eval: Option<(u64, f64)>,
    /// `(step, eval_loss)` of the last eval record.
    pub last_eval: Option<(u64, f64)>,
    /// Devices with live memory readings.
    pub devices_with_memory: usize,
}

/// Renders `RUN_DIR/metrics.jsonl` into `out_dir/loss.png` and `out_dir/memory.png`, and
/// `throughput.png` / `bpb.png` when the run logged what they draw.
pub fn render_run_report(
    run_dir: &Path,
    out_dir: &Path,
    size: ChartSize,
) -> Result<ReportSummary, ReportError> {
    let records = read_run_metrics(run_dir)?;
    std::fs::create_dir_all(out_dir).map_err(|e| ReportError::Write {
        path: out_dir.to_path_buf(),
        message: e.to_string(),
    })?;
    let loss_png = out_dir.join(LOSS_PNG);
    let memory_png = out_dir.join(MEMORY_PNG);
    render_loss_png(&records, &loss_png, size)?;
    let devices_with_memory = render_memory_png(&records, &memory_png, size)?;
    let optional =
        |name: &str, render: fn(&[MetricsRecord], &Path, ChartSize) -> Result<(), ReportError>| {
            let path = out_dir.join(name);
            match render(&records, &path, size) {
                Ok(()) => Ok(Some(path)),
                Err(ReportError::NoData(_)) => Ok(None),
                Err(e) => Err(e),
            }
        };
    let throughput_png = optional(THROUGHPUT_PNG, render_throughput_png)?;
    let bpb_png = optional(BPB_PNG, render_bpb_png)?;
    let code_png = optional(CODE_PNG, render_code_png)?;
    let train = latest_per_step(&records, |r| r.loss);
    let eval = latest_per_step(&records, |r| r.eval_loss);
    Ok(ReportSummary {
        loss_png,
        memory_png,
        throughput_png,
        bpb_png,
        code_png,
        first_loss: train.first().copied(),
        last_loss: train.last().copied(),
        first_eval: eval.first().copied(),
        last_eval: eval.last().copied(),
        devices_with_memory,
    })
}

fn register_font() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        // The bytes are a valid TrueType font compiled into the binary; failure would be a
        // build defect, not a runtime condition.
        if plotters::style::register_font(
            FONT,
            FontStyle::Normal,
            epaint_default_fonts::HACK_REGULAR,
        )
        .is_err()
        {
            tracing::warn!("the embedded font did not load; charts will have no text");
        }
    });
}

fn draw_err(chart: &'static str) -> impl Fn(String) -> ReportError {
    move |message| ReportError::Draw { chart, message }
}

/// Draws into an RGB buffer of `size` and writes it as PNG to `path`.
fn render_png(
    path: &Path,
    size: ChartSize,
    chart: &'static str,
    draw: impl FnOnce(&DrawingArea<BitMapBackend<'_>, Shift>) -> Result<(), String>,
) -> Result<(), ReportError> {
    register_font();
    let mut buf = vec![0u8; size.width as usize * size.height as usize * 3];
    {
        let root =
            BitMapBackend::with_buffer(&mut buf, (size.width, size.height)).into_drawing_area();
        root.fill(&WHITE)
            .map_err(|e| e.to_string())
            .map_err(draw_err(chart))?;
        draw(&root).map_err(draw_err(chart))?;
        root.present()
            .map_err(|e| e.to_string())
            .map_err(draw_err(chart))?;
    }
    write_png(path, size, &buf)
}

fn write_png(path: &Path, size: ChartSize, rgb: &[u8]) -> Result<(), ReportError> {
    let werr = |message: String| ReportError::Write {
        path: path.to_path_buf(),
        message,
    };
    let file = std::fs::File::create(path).map_err(|e| werr(e.to_string()))?;
    let mut encoder = png::Encoder::new(std::io::BufWriter::new(file), size.width, size.height);
    encoder.set_color(png::ColorType::Rgb);
    encoder.set_depth(png::BitDepth::Eight);
    let mut writer = encoder.write_header().map_err(|e| werr(e.to_string()))?;
    writer
        .write_image_data(rgb)
        .map_err(|e| werr(e.to_string()))?;
    writer.finish().map_err(|e| werr(e.to_string()))
}

/// `(min, max)` of the values, widened so a flat series still gets a visible range.
fn padded_range(values: impl Iterator<Item = f64>) -> Option<(f64, f64)> {
    let (lo, hi) = values
        .filter(|v| v.is_finite())
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), v| {
            (lo.min(v), hi.max(v))
        });
    if lo > hi {
        return None;
    }
    let pad = ((hi - lo) * 0.05).max(hi.abs() * 0.01).max(1e-9);
    Some((lo - pad, hi + pad))
}

/// Step range of the series, never empty.
fn step_range<'a>(series: impl Iterator<Item = &'a (u64, f64)>) -> (u64, u64) {
    let (lo, hi) = series.fold((u64::MAX, 0), |(lo, hi), (s, _)| (lo.min(*s), hi.max(*s)));
    if lo > hi {
        (0, 1)
    } else {
        (lo, hi.max(lo + 1))
    }
}

/// A record's number in `extra` (fields this reader has no member for).
fn extra_f64(r: &MetricsRecord, key: &str) -> Option<f64> {
    r.extra.get(key).and_then(serde_json::Value::as_f64)
}

/// `field`, and when the trainer averaged it over log intervals of more than one step, says so.
fn interval_label(records: &[MetricsRecord], field: &str) -> String {
    let steps = records
        .iter()
        .rev()
        .find_map(|r| r.extra.get("loss_mean_steps").and_then(|v| v.as_u64()))
        .filter(|&n| n > 1);
    match steps {
        Some(n) => format!("{field}, mean of each {n}-step log interval"),
        None => field.to_string(),
    }
}

/// One line of a chart.
struct Series {
    label: String,
    color: RGBColor,
    points: Vec<(u64, f64)>,
    /// Marks each point (sparse series such as eval).
    points_marked: bool,
}

/// Draws `series` (the empty ones left out) against step under `caption`, with a legend.
fn render_lines_png(
    path: &Path,
    size: ChartSize,
    chart: &'static str,
    caption: &str,
    y_desc: &str,
    series: &[Series],
) -> Result<(), ReportError> {
    let drawn: Vec<&Series> = series.iter().filter(|s| !s.points.is_empty()).collect();
    let Some((y_lo, y_hi)) = padded_range(drawn.iter().flat_map(|s| s.points.iter().map(|p| p.1)))
    else {
        return Err(ReportError::NoData(format!(
            "the metrics file has no records for the {chart} chart"
        )));
    };
    // Quantities that cannot be negative (losses, tokens/s, bytes) keep the axis at 0 or above.
    let nonnegative = drawn.iter().all(|s| s.points.iter().all(|p| p.1 >= 0.0));
    let y_lo = if nonnegative { y_lo.max(0.0) } else { y_lo };
    let (x_lo, x_hi) = step_range(drawn.iter().flat_map(|s| s.points.iter()));
    render_png(path, size, chart, |root| {
        let mut c = ChartBuilder::on(root)
            .caption(caption, (FONT, 24))
            .margin(16)
            .x_label_area_size(40)
            .y_label_area_size(80)
            .build_cartesian_2d(x_lo as f64..x_hi as f64, y_lo..y_hi)
            .map_err(|e| e.to_string())?;
        c.configure_mesh()
            .x_desc("step")
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_desc(y_desc)
            .label_style((FONT, 14))
            .draw()
            .map_err(|e| e.to_string())?;
        for s in &drawn {
            let color = s.color;
            let line = LineSeries::new(s.points.iter().map(|&(x, y)| (x as f64, y)), color);
            let line = if s.points_marked {
                line.point_size(3)
            } else {
                line
            };
            c.draw_series(line)
                .map_err(|e| e.to_string())?
                .label(s.label.as_str())
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], color));
        }
        c.configure_series_labels()
            .position(SeriesLabelPosition::UpperRight)
            .label_font((FONT, 14))
            .background_style(WHITE.mix(0.85))
            .border_style(BLACK)
            .draw()
            .map_err(|e| e.to_string())
    })
}

/// Renders the losses against step, each labelled with what it is: the main next-token loss
/// of training averaged over each log interval (`main_loss_mean`; older records: the logged
/// step's value), the whole training objective (main + MTP + z-loss) when it differs from the
/// main loss, and the eval loss, which is a main loss too and shares the axis.
pub fn render_loss_png(
    records: &[MetricsRecord],
    path: &Path,
    size: ChartSize,
) -> Result<(), ReportError> {
    let mean = |field: &str| interval_label(records, field);
    let main = latest_per_step(records, |r| {
        extra_f64(r, "main_loss_mean")
            .or_else(|| extra_f64(r, "main_loss"))
            .or(r.loss)
    });
    let objective = latest_per_step(records, |r| extra_f64(r, "loss_mean").or(r.loss));
    let differs = main
        .iter()
        .zip(&objective)
        .any(|(a, b)| (a.1 - b.1).abs() > 1e-6 * b.1.abs().max(1.0));
    let eval = latest_per_step(records, |r| r.eval_loss);
    if main.is_empty() && eval.is_empty() {
        return Err(ReportError::NoData(
            "the metrics file has no `loss` or `eval_loss` records to plot".into(),
        ));
    }
    let series = [
        Series {
            label: format!("train: {}", mean("main loss")),
            color: TRAIN_COLOR,
            points: main,
            points_marked: false,
        },
        Series {
            label: format!("train: {}", mean("objective (main + MTP + z-loss)")),
            color: OBJECTIVE_COLOR,
            points: if differs { objective } else { Vec::new() },
            points_marked: false,
        },
        Series {
            label: "eval: main loss on held-out data".into(),
            color: EVAL_COLOR,
            points: eval,
            points_marked: true,
        },
    ];
    render_lines_png(path, size, "loss", "loss", "nats per token", &series)
}

/// Renders tokens per second against step, with the mean MFU in the caption when the run
/// logged it (the plugin's peak is known: TPU, or a measured CPU).
pub fn render_throughput_png(
    records: &[MetricsRecord],
    path: &Path,
    size: ChartSize,
) -> Result<(), ReportError> {
    let tokens = latest_per_step(records, |r| r.tokens_per_s);
    let mfu = latest_per_step(records, |r| r.mfu);
    let caption = if mfu.is_empty() {
        "throughput".to_string()
    } else {
        let mean = mfu.iter().map(|p| p.1).sum::<f64>() / mfu.len() as f64;
        format!("throughput (mean MFU {:.1}%)", 100.0 * mean)
    };
    let series = [Series {
        label: "train: tokens/s over the logged step".into(),
        color: TRAIN_COLOR,
        points: tokens,
        points_marked: false,
    }];
    render_lines_png(
        path,
        size,
        "throughput",
        &caption,
        "tokens per second",
        &series,
    )
}

/// Renders bits per byte against step: training's main loss as the mean over each log interval
/// and eval, both divided by `ln 2 × bytes per token` of their data receipt. The trainer logs
/// the logged step's `bpb`; the interval mean is `main_loss_mean × bpb / main_loss`, the same
/// conversion (its factor depends only on the receipt) applied to the mean.
pub fn render_bpb_png(
    records: &[MetricsRecord],
    path: &Path,
    size: ChartSize,
) -> Result<(), ReportError> {
    let train = latest_per_step(records, |r| {
        let bpb = extra_f64(r, "bpb")?;
        match (extra_f64(r, "main_loss_mean"), extra_f64(r, "main_loss")) {
            (Some(mean), Some(main)) if main > 0.0 => Some(mean * bpb / main),
            _ => Some(bpb),
        }
    });
    let eval = latest_per_step(records, |r| extra_f64(r, "eval_bpb"));
    let series = [
        Series {
            label: format!("train: {}", interval_label(records, "main loss")),
            color: TRAIN_COLOR,
            points: train,
            points_marked: false,
        },
        Series {
            label: "eval: held-out data".into(),
            color: EVAL_COLOR,
            points: eval,
            points_marked: true,
        },
    ];
    render_lines_png(
        path,
        size,
        "bits per byte",
        "bits per byte (loss / ln 2 / bytes per token of the data receipt)",
        "bits per byte",
        &series,
    )
}

/// Renders the code evaluation's compile rate and pass rate (`code/compile_rate`,
/// `code/pass_rate`) against step.
pub fn render_code_png(
    records: &[MetricsRecord],
    path: &Path,
    size: ChartSize,
) -> Result<(), ReportError> {
    let series = [
        Series {
            label: "compile rate".into(),
            color: COMPILE_COLOR,
            points: latest_per_step(records, |r| extra_f64(r, "code/compile_rate")),
            points_marked: true,
        },
        Series {
            label: "pass rate".into(),
            color: EVAL_COLOR,
            points: latest_per_step(records, |r| extra_f64(r, "code/pass_rate")),
            points_marked: true,
        },
    ];
    render_lines_png(
        path,
        size,
        "code evaluation",
        "code evaluation: completions that compile and that pass their tests",
        "share of completions",
        &series,
    )
}

/// Renders bytes in use per device (MiB) against step. Returns how many devices had live
/// readings; with none (plugins without live memory stats), the chart says so in words.
pub fn render_memory_png(
    records: &[MetricsRecord],
    path: &Path,
    size: ChartSize,
) -> Result<usize, ReportError> {
    let mut per_device: std::collections::BTreeMap<(i32, String), Vec<(u64, f64)>> =
        Default::default();
    let mut unsupported_kinds = std::collections::BTreeSet::new();
    for r in records {
        for d in r.memory.iter().flatten() {
            match d.bytes_in_use() {
                Some(b) => per_device
                    .entry((d.id, d.kind.clone()))
                    .or_default()
                    .push((r.step, b as f64 / (1024.0 * 1024.0))),
                None => {
                    unsupported_kinds.insert(d.kind.clone());
                }
            }
        }
    }
    let devices = per_device.len();
    if devices == 0 {
        let why = if unsupported_kinds.is_empty() {
            "no device memory records in the metrics file".to_string()
        } else {
            format!(
                "the plugin has no live device memory statistics ({})",
                unsupported_kinds.into_iter().collect::<Vec<_>>().join(", ")
            )
        };
        let rss = latest_per_step(records, |r| {
            extra_f64(r, "host_rss_bytes").map(|b| b / (1024.0 * 1024.0))
        });
        if rss.is_empty() {
            render_png(path, size, "memory", |root| {
                root.titled("memory per device", (FONT, 24))
                    .map_err(|e| e.to_string())?
                    .draw(&Text::new(why, (20, 40), (FONT, 18)))
                    .map_err(|e| e.to_string())
            })?;
        } else {
            // On the CPU plugin device memory is host memory: the process's resident set
            // is the reading there is, and the caption says why it is drawn instead.
            let series = [Series {
                label: "host: resident set of the training process".into(),
                color: DEVICE_COLORS[0],
                points: rss,
                points_marked: false,
            }];
            render_lines_png(
                path,
                size,
                "memory",
                &format!("host memory: {why}"),
                "MiB",
                &series,
            )?;
        }
        return Ok(0);
    }
    let series: Vec<Series> = per_device
        .into_iter()
        .enumerate()
        .map(|(i, ((id, kind), points))| Series {
            label: format!("device {id} ({kind})"),
            color: DEVICE_COLORS[i % DEVICE_COLORS.len()],
            points,
            points_marked: false,
        })
        .collect();
    render_lines_png(
        path,
        size,
        "memory",
        "memory per device (bytes in use)",
        "MiB",
        &series,
    )?;
    Ok(devices)
}

#[cfg(test)]
mod tests {
    use super::*;
    use train::metrics::MetricsWriter;
    use train::telemetry::{DeviceMemory, MemoryReading};

    fn decode(path: &Path) -> (png::OutputInfo, Vec<u8>) {
        let decoder =
            png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
        let mut reader = decoder.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut buf).unwrap();
        buf.truncate(info.buffer_size());
        (info, buf)
    }

    /// Pixel positions `(x, y)` of a line colour, including its anti-aliased edges: pixels
    /// that lie between the colour and the white background (within a small distance of
    /// that segment, and visibly not white).
    fn pixels_of(info: &png::OutputInfo, rgb: &[u8], color: RGBColor) -> Vec<(u32, u32)> {
        let c = [color.0 as f64, color.1 as f64, color.2 as f64];
        rgb.chunks_exact(3)
            .enumerate()
            .filter(|(_, p)| {
                let p = [p[0] as f64, p[1] as f64, p[2] as f64];
                // Blend factor t in p ~ t * c + (1 - t) * white.
                let num: f64 = (0..3).map(|k| (255.0 - p[k]) * (255.0 - c[k])).sum();
                let den: f64 = (0..3).map(|k| (255.0 - c[k]).powi(2)).sum();
                let t = (num / den).clamp(0.0, 1.0);
                let dist: f64 = (0..3)
                    .map(|k| (p[k] - (t * c[k] + (1.0 - t) * 255.0)).powi(2))
                    .sum::<f64>()
                    .sqrt();
                t > 0.3 && dist < 12.0
            })
            .map(|(i, _)| (i as u32 % info.width, i as u32 / info.width))
            .collect()
    }

    fn synthetic_run(dir: &Path, memory: bool) {
        let mut w = MetricsWriter::in_run_dir(dir).unwrap();
        for step in 0..=100u64 {
            let mut r = MetricsRecord::at(step);
            r.loss = Some(8.0 * (-(step as f64) / 30.0).exp() + 2.0);
            if step % 20 == 0 {
                r.eval_loss = Some(8.2 * (-(step as f64) / 30.0).exp() + 2.1);
            }
            if memory && step % 10 == 0 {
                r.memory = Some(
                    (0..2)
                        .map(|id| DeviceMemory {
                            id,
                            kind: "TPU v6 lite".into(),
                            reading: MemoryReading::Ok {
                                bytes_in_use: ((1 + id as i64) * (step as i64 + 1)) << 20,
                                peak_bytes_in_use: None,
                                bytes_limit: None,
                            },
                        })
                        .collect(),
                );
            }
            w.write(&r).unwrap();
        }
    }

    #[test]
    fn a_synthetic_run_renders_pngs_of_the_requested_size_with_a_falling_curve() {
        let dir = tempfile::tempdir().unwrap();
        synthetic_run(dir.path(), true);
        let size = ChartSize {
            width: 640,
            height: 400,
        };
        let out = dir.path().join("report");
        let summary = render_run_report(dir.path(), &out, size).unwrap();
        assert_eq!(summary.first_loss, Some((0, 10.0)));
        assert_eq!(summary.last_eval.map(|e| e.0), Some(100));
        assert_eq!(summary.devices_with_memory, 2);

        let (info, rgb) = decode(&summary.loss_png);
        assert_eq!((info.width, info.height), (640, 400));
        let train = pixels_of(&info, &rgb, TRAIN_COLOR);
        assert!(
            train.len() > 300,
            "the train line is drawn: {} px",
            train.len()
        );
        assert!(!pixels_of(&info, &rgb, EVAL_COLOR).is_empty());
        // The loss falls: its pixels on the left are higher up (smaller y) than in the middle.
        let mean_y = |lo: f64, hi: f64| {
            let ys: Vec<f64> = train
                .iter()
                .filter(|(x, _)| {
                    let f = *x as f64 / info.width as f64;
                    f >= lo && f < hi
                })
                .map(|&(_, y)| y as f64)
                .collect();
            ys.iter().sum::<f64>() / ys.len() as f64
        };
        assert!(mean_y(0.1, 0.25) < mean_y(0.45, 0.6));
        // Text is rendered: dark pixels exist outside the plot lines (labels, caption).
        let dark = rgb
            .chunks_exact(3)
            .filter(|p| p.iter().all(|&c| c < 60))
            .count();
        assert!(dark > 500, "{dark} dark pixels");

        let (info, rgb) = decode(&summary.memory_png);
        assert_eq!((info.width, info.height), (640, 400));
        assert!(!pixels_of(&info, &rgb, DEVICE_COLORS[1]).is_empty());
    }

    #[test]
    fn the_objective_gets_its_own_labelled_line_only_when_it_differs_and_throughput_is_drawn() {
        let count = |with_mtp: bool| {
            let dir = tempfile::tempdir().unwrap();
            let mut w = MetricsWriter::in_run_dir(dir.path()).unwrap();
            for step in (0..=100u64).step_by(10) {
                let main = 6.0 - step as f64 / 40.0;
                let mut r = MetricsRecord::at(step);
                r.loss = Some(main + if with_mtp { 1.5 } else { 0.0 });
                r.tokens_per_s = Some(1000.0 + step as f64);
                r.mfu = Some(0.25);
                r.extra.insert("main_loss".into(), main.into());
                r.extra.insert("main_loss_mean".into(), main.into());
                r.extra.insert("loss_mean".into(), r.loss.unwrap().into());
                r.extra.insert("loss_mean_steps".into(), 10u64.into());
                w.write(&r).unwrap();
            }
            let summary = render_run_report(dir.path(), dir.path(), ChartSize::default()).unwrap();
            let (info, rgb) = decode(&summary.loss_png);
            let throughput = summary.throughput_png.expect("tokens/s were logged");
            let (tinfo, trgb) = decode(&throughput);
            (
                pixels_of(&info, &rgb, OBJECTIVE_COLOR).len(),
                pixels_of(&info, &rgb, TRAIN_COLOR).len(),
                pixels_of(&tinfo, &trgb, TRAIN_COLOR).len(),
            )
        };
        let (objective, main, tokens) = count(true);
        assert!(objective > 300 && main > 300, "{objective} / {main} px");
        assert!(tokens > 300, "the throughput line is drawn: {tokens} px");
        let (objective, main, _) = count(false);
        assert!(objective < 50 && main > 300, "{objective} / {main} px");
    }

    #[test]
    fn bits_per_byte_are_drawn_when_the_receipt_gave_bytes_per_token() {
        let dir = tempfile::tempdir().unwrap();
        let mut w = MetricsWriter::in_run_dir(dir.path()).unwrap();
        let bytes_per_token = 3.5;
        let to_bpb = |loss: f64| loss / std::f64::consts::LN_2 / bytes_per_token;
        for step in (0..=100u64).step_by(10) {
            let main = 6.0 - step as f64 / 40.0;
            let mut r = MetricsRecord::at(step);
            r.loss = Some(main);
            r.extra.insert("main_loss".into(), main.into());
            r.extra.insert("main_loss_mean".into(), (main + 0.1).into());
            r.extra.insert("bpb".into(), to_bpb(main).into());
            if step % 50 == 0 {
                r.eval_loss = Some(main + 0.2);
                r.extra.insert("eval_bpb".into(), to_bpb(main + 0.2).into());
            }
            w.write(&r).unwrap();
        }
        let summary = render_run_report(dir.path(), dir.path(), ChartSize::default()).unwrap();
        let bpb = summary.bpb_png.expect("bpb was logged");
        assert_eq!(bpb.file_name().unwrap(), BPB_PNG);
        let (info, rgb) = decode(&bpb);
        assert!(pixels_of(&info, &rgb, TRAIN_COLOR).len() > 300);
        assert!(!pixels_of(&info, &rgb, EVAL_COLOR).is_empty());

        // A run whose receipt had no bytes per token has no bpb chart (and no empty frame).
        let dir = tempfile::tempdir().unwrap();
        synthetic_run(dir.path(), false);
        let summary = render_run_report(dir.path(), dir.path(), ChartSize::default()).unwrap();
        assert_eq!(summary.bpb_png, None);
        assert!(!dir.path().join(BPB_PNG).exists());
    }

    #[test]
    fn the_code_evaluation_is_drawn_when_the_run_had_one() {
        let dir = tempfile::tempdir().unwrap();
        synthetic_run(dir.path(), false);
        let mut w = MetricsWriter::in_run_dir(dir.path()).unwrap();
        for (step, compiled, passed) in [(40, 0.2, 0.0), (80, 0.5, 0.1), (120, 0.9, 0.3)] {
            let mut r = MetricsRecord::at(step);
            r.extra.insert("code/compile_rate".into(), compiled.into());
            r.extra.insert("code/pass_rate".into(), passed.into());
            w.write(&r).unwrap();
        }
        let summary = render_run_report(dir.path(), dir.path(), ChartSize::default()).unwrap();
        let code = summary.code_png.expect("the code evaluation was logged");
        let (info, rgb) = decode(&code);
        assert!(!pixels_of(&info, &rgb, COMPILE_COLOR).is_empty());
        assert!(!pixels_of(&info, &rgb, EVAL_COLOR).is_empty());

        let dir = tempfile::tempdir().unwrap();
        synthetic_run(dir.path(), false);
        let summary = render_run_report(dir.path(), dir.path(), ChartSize::default()).unwrap();
        assert_eq!(summary.code_png, None);
    }

    /// The memory record of the CPU plugin: one device, no live statistics.
    fn cpu_without_memory_stats() -> Vec<DeviceMemory> {
        vec![DeviceMemory {
            id: 0,
            kind: "cpu".into(),
            reading: MemoryReading::Unsupported {
                reason: "GetAllocatorStats is not supported".into(),
            },
        }]
    }

    #[test]
    fn unsupported_memory_renders_an_explanation_instead_of_lines() {
        let dir = tempfile::tempdir().unwrap();
        let mut w = MetricsWriter::in_run_dir(dir.path()).unwrap();
        let mut r = MetricsRecord::at(0);
        r.loss = Some(3.0);
        r.memory = Some(cpu_without_memory_stats());
        w.write(&r).unwrap();
        let summary = render_run_report(dir.path(), dir.path(), ChartSize::default()).unwrap();
        assert_eq!(summary.devices_with_memory, 0);
        let (info, rgb) = decode(&summary.memory_png);
        assert_eq!((info.width, info.height), (1000, 600));
        let dark = rgb
            .chunks_exact(3)
            .filter(|p| p.iter().all(|&c| c < 60))
            .count();
        assert!(dark > 100, "the explanation is written: {dark} dark pixels");
    }

    #[test]
    fn without_device_statistics_the_host_resident_set_is_drawn() {
        let dir = tempfile::tempdir().unwrap();
        let mut w = MetricsWriter::in_run_dir(dir.path()).unwrap();
        for step in (0..=50u64).step_by(10) {
            let mut r = MetricsRecord::at(step);
            r.loss = Some(3.0);
            r.memory = Some(cpu_without_memory_stats());
            r.extra
                .insert("host_rss_bytes".into(), ((500 + step) << 20).into());
            w.write(&r).unwrap();
        }
        let summary = render_run_report(dir.path(), dir.path(), ChartSize::default()).unwrap();
        assert_eq!(summary.devices_with_memory, 0);
        let (info, rgb) = decode(&summary.memory_png);
        let line = pixels_of(&info, &rgb, DEVICE_COLORS[0]);
        assert!(
            line.len() > 300,
            "the resident set is drawn: {} px",
            line.len()
        );
    }

    #[test]
    fn a_run_without_losses_is_a_clear_error() {
        let dir = tempfile::tempdir().unwrap();
        let mut w = MetricsWriter::in_run_dir(dir.path()).unwrap();
        w.write(&MetricsRecord::at(0)).unwrap();
        let err = render_run_report(dir.path(), dir.path(), ChartSize::default())
            .unwrap_err()
            .to_string();
        assert!(err.contains("no `loss`"), "{err}");
    }
}
