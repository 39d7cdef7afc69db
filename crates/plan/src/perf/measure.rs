//! Chips measured on the spot: the CPU plugin's device ([`measure_cpu`]), a GPU's rates against
//! its public entry ([`measure_gpu`]), and single dots at a program's own shapes
//! ([`measure_dots`]), by small probe programs run on the client.

use crate::cost::{DotShape, ProgramCost};
use crate::perf::{Chip, Interconnect};

/// How long the on-the-spot probes of [`measure_cpu`] run each program (best of this many).
pub const PROBE_REPEATS: usize = 5;

/// The CPU plugin's device measured on the spot: the plugin's own large-matmul rate (f32 and
/// bf16, `[1024, 1024] × [1024, 1024]`), its memory bandwidth (an elementwise add of two
/// 64 MiB f32 arrays written over the first: 192 MiB moved) and its `exp` rate (16 Mi elements,
/// in place), each the best of
/// [`PROBE_REPEATS`] runs after a warm-up, on one device using every core, and the cost of
/// starting an op ([`dispatch_chain`]) and of a loop iteration (two scalar loops of 256 and
/// 4 096 iterations: the growth per extra iteration).
/// Devices of an n-device CPU client share these rates. `memory_bytes` is the host's available
/// memory.
pub fn measure_cpu(client: &pjrt::Client) -> Result<Chip, pjrt::Error> {
    let n = 1024i64;
    let flops = 2.0 * (n * n * n) as f64;
    let spelled = "f32 and bf16 dots are spelled";
    let f32_s = time_dot(client, &square_dot(n, 11), Fill::Zeros)?.expect(spelled);
    let bf16_s = time_dot(client, &square_dot(n, 16), Fill::Zeros)?.expect(spelled);
    let len = 16i64 << 20;
    let add_s = time_in_place_add(client, len, Fill::Zeros)?;
    let exp = format!(
        "func.func @main(%a: tensor<{len}xf32> {{tf.aliasing_output = 0 : i32}}) -> tensor<{len}xf32> {{\n\
         %0 = stablehlo.exponential %a : tensor<{len}xf32>\n\
         return %0 : tensor<{len}xf32>\n}}\n"
    );
    let exp_s = best_seconds(
        client,
        &exp,
        &[(pjrt::ElementType::F32, &[len][..])],
        Fill::Zeros,
    )?;
    // Vector rate: 16 dependent multiply-adds per element of a 256 Ki-element array (1 MiB,
    // in cache), one fusion.
    let small = 256i64 << 10;
    let mut chain = String::new();
    let mut last = "%a".to_string();
    for k in 0..16 {
        chain.push_str(&format!(
            "  %m{k} = stablehlo.multiply {last}, %b : tensor<{small}xf32>\n  \
             %s{k} = stablehlo.add %m{k}, %a : tensor<{small}xf32>\n"
        ));
        last = format!("%s{k}");
    }
    let vector = format!(
        "func.func @main(%a: tensor<{small}xf32>, %b: tensor<{small}xf32>) -> tensor<{small}xf32> {{\n\
         {chain}  return {last} : tensor<{small}xf32>\n}}\n"
    );
    let vector_s = best_seconds(
        client,
        &vector,
        &[(pjrt::ElementType::F32, &[small][..]); 2],
        Fill::Zeros,
    )?;
    let vector_ops_per_s = 32.0 * small as f64 / vector_s;
    let (chain, chain_len) = dispatch_chain();
    let chain_s = best_seconds(
        client,
        &chain,
        &[(pjrt::ElementType::F32, &[16i64, 16][..]); 2],
        Fill::Zeros,
    )?;
    let op_overhead_s = chain_s / chain_len as f64;
    let loop_iteration_s =
        loop_iteration_seconds(|program| best_seconds(client, program, &SCALAR_PAIR, Fill::Zeros))?;
    let memory_bytes_per_s = 3.0 * 4.0 * len as f64 / add_s;
    Ok(Chip {
        name: "CPU (measured)".into(),
        peak_low_flops: flops / bf16_s,
        peak_f32_flops: flops / f32_s,
        transcendentals_per_s: Some(len as f64 / exp_s),
        vector_ops_per_s: Some(vector_ops_per_s),
        op_overhead_s: Some(op_overhead_s),
        loop_iteration_s: Some(loop_iteration_s),
        overhead_only_priced_ops: false,
        memory_bytes_per_s,
        memory_bytes: train::host::available_memory().unwrap_or(0),
        interconnect: Interconnect::SharedMemory,
        shared_by_devices: true,
        measured_dots: Vec::new(),
        mfu_peak_flops: None,
        source: format!(
            "measured now on the CPU plugin: {n}³ matmul f32 {:.1} GFLOP/s, bf16 {:.1} GFLOP/s; \
             in-place add of two 64 MiB arrays {:.1} GB/s; exp {:.2} G/s; elementwise {:.2} G/s; \
             {:.1} µs to start an op, {:.1} ns per loop iteration beyond its ops",
            flops / f32_s / 1e9,
            flops / bf16_s / 1e9,
            memory_bytes_per_s / 1e9,
            len as f64 / exp_s / 1e9,
            vector_ops_per_s / 1e9,
            op_overhead_s * 1e6,
            loop_iteration_s * 1e9
        ),
    })
}

/// A GPU measured on the spot, on top of its public entry `public` ([`Chip::h100`],
/// [`Chip::h200`]): the plugin's own bf16 matmul rate (`[8192, 8192] × [8192, 8192]`, values
/// in [1, 2)), its f32 matmul rate (`4096³`, TF32 under XLA's default precision), its
/// memory bandwidth (an add of two 256 MiB f32 arrays: 768 MiB moved) and the cost of starting
/// one kernel (a chain of 256 dependent 16×16 dots), each timed on the client's first device
/// as the growth of a queue of runs (8 launched back to back, less one alone): what one
/// execution costs apart from its kernels (launching the program, learning that it ended)
/// cancels out, as it does in a training step, which pays it once and not once per op. Timed one run at a time instead, the
/// add read 1 460 GB/s on an H100 (2026-11-28, 44% of the datasheet's 3 350) while the step's
/// own memory-bound fusions moved about 3 000 GB/s. The prediction uses the measured rates
/// (what this GPU does, at its clocks and with this plugin's kernels); MFU keeps dividing by
/// the public peak. `memory_bytes` is the device's allocator limit where the plugin reports
/// one.
pub fn measure_gpu(client: &pjrt::Client, public: &Chip) -> Result<Chip, pjrt::Error> {
    let spelled = "f32 and bf16 dots are spelled";
    let rate = |n: i64, element_type| -> Result<f64, pjrt::Error> {
        let d = square_dot(n, element_type);
        let (program, element) = dot_program(&d).expect(spelled);
        let args = [(element, &d.lhs[..]), (element, &d.rhs[..])];
        let t = queued_seconds(client, &program, &args, Fill::Varied)?;
        Ok(2.0 * (n * n * n) as f64 / t)
    };
    let bf16_flops = rate(8192, 16)?;
    let f32_flops = rate(4096, 11)?;
    let len = 64i64 << 20;
    let add_s = queued_seconds(
        client,
        &add_program(len, false),
        &[(pjrt::ElementType::F32, &[len][..]); 2],
        Fill::Varied,
    )?;
    let memory_bytes_per_s = 3.0 * 4.0 * len as f64 / add_s;
    let (chain, chain_len) = dispatch_chain();
    let chain_s = queued_seconds(
        client,
        &chain,
        &[(pjrt::ElementType::F32, &[16i64, 16][..]); 2],
        Fill::Zeros,
    )?;
    let op_overhead_s = chain_s / chain_len as f64;
    let loop_iteration_s = loop_iteration_seconds(|program| {
        queued_seconds(client, program, &SCALAR_PAIR, Fill::Zeros)
    })?;
    let limit = client
        .addressable_device(0)?
        .memory_stats()
        .ok()
        .and_then(|m| m.bytes_limit)
        .filter(|&b| b > 0);
    Ok(Chip {
        name: format!("{} (measured)", public.name),
        peak_low_flops: bf16_flops,
        peak_f32_flops: f32_flops,
        memory_bytes_per_s,
        memory_bytes: limit.map_or(public.memory_bytes, |b| b as u64),
        op_overhead_s: Some(op_overhead_s),
        loop_iteration_s: Some(loop_iteration_s),
        mfu_peak_flops: Some(public.mfu_peak()),
        source: format!(
            "measured now on this GPU: 8192³ bf16 matmul {:.0} TFLOP/s ({:.0}% of the public \
             {:.0}), 4096³ f32 matmul {:.0} TFLOP/s, add of two 256 MiB arrays {:.0} GB/s \
             ({:.0}% of the public {:.0}), {:.1} µs to start a kernel, {:.1} µs per loop \
             iteration beyond its kernels (each per run of {} queued, less one alone); public \
             figures: {}",
            bf16_flops / 1e12,
            100.0 * bf16_flops / public.peak_low_flops,
            public.peak_low_flops / 1e12,
            f32_flops / 1e12,
            memory_bytes_per_s / 1e9,
            100.0 * memory_bytes_per_s / public.memory_bytes_per_s,
            public.memory_bytes_per_s / 1e9,
            op_overhead_s * 1e6,
            loop_iteration_s * 1e6,
            QUEUED_RUNS,
            public.source
        ),
        ..public.clone()
    })
}

/// Times every distinct dot of `costs` alone on one device of `client` (best of
/// [`PROBE_REPEATS`] after a warm-up): small and oddly shaped dots run far below the large-matmul
/// peak on a CPU, and this is how much. Dots of element types we do not spell are skipped.
pub fn measure_dots<'a>(
    client: &pjrt::Client,
    costs: impl IntoIterator<Item = &'a ProgramCost>,
) -> Result<Vec<(DotShape, f64)>, pjrt::Error> {
    let shapes: std::collections::BTreeSet<&DotShape> = costs
        .into_iter()
        .flat_map(|c| &c.ops)
        .flat_map(|o| o.dots.iter().map(|(d, _)| d))
        .collect();
    let mut out = Vec::new();
    for d in shapes {
        if let Some(t) = time_dot(client, d, Fill::Zeros)? {
            out.push((d.clone(), t));
        }
    }
    Ok(out)
}

/// Best seconds of the one dot `d` on inputs filled as `fill` says (`None`: an element type we
/// do not spell).
fn time_dot(client: &pjrt::Client, d: &DotShape, fill: Fill) -> Result<Option<f64>, pjrt::Error> {
    let Some((program, element)) = dot_program(d) else {
        return Ok(None);
    };
    let args = [(element, &d.lhs[..]), (element, &d.rhs[..])];
    best_seconds(client, &program, &args, fill).map(Some)
}

/// The square matmul `[n, n] × [n, n]` of one element type (the probes' large matmul).
fn square_dot(n: i64, element_type: i32) -> DotShape {
    DotShape {
        lhs: vec![n, n],
        rhs: vec![n, n],
        contracting: (vec![1], vec![0]),
        batch: (vec![], vec![]),
        element_type,
        result_type: element_type,
    }
}

/// Best seconds of an elementwise add of two `len`-element f32 arrays written over the first
/// (`3 · 4 · len` bytes moved). The sum is written over `%a` (donated): a fresh result would
/// be new pages that the kernel maps and zeroes on first touch, which measured 2-12 GB/s from
/// run to run on one CPU machine; written in place, the probe reads the streaming rate alone.
fn time_in_place_add(client: &pjrt::Client, len: i64, fill: Fill) -> Result<f64, pjrt::Error> {
    best_seconds(
        client,
        &add_program(len, true),
        &[(pjrt::ElementType::F32, &[len][..]); 2],
        fill,
    )
}

/// The add of two `len`-element f32 arrays, its sum written over the first when `in_place`.
fn add_program(len: i64, in_place: bool) -> String {
    let alias = if in_place {
        " {tf.aliasing_output = 0 : i32}"
    } else {
        ""
    };
    format!(
        "func.func @main(%a: tensor<{len}xf32>{alias}, %b: tensor<{len}xf32>) -> tensor<{len}xf32> {{\n\
         %0 = stablehlo.add %a, %b : tensor<{len}xf32>\n\
         return %0 : tensor<{len}xf32>\n}}\n"
    )
}

/// A chain of dependent 16×16 f32 dots, and its length: each dot is its own op (dots do not
/// fuse with one another) and the chain does 2 MFLOP in all, so its time is almost all the
/// cost of starting ops. The CPU and GPU probes time it; TPU v6e's start cost is derived from
/// libtpu's estimate of it ([`crate::perf::V6E_OP_START_S`]).
pub fn dispatch_chain() -> (String, usize) {
    let chain_len = 256;
    let mut dots = String::new();
    let mut last = "%a".to_string();
    for k in 0..chain_len {
        dots.push_str(&format!(
            "  %d{k} = stablehlo.dot_general {last}, %b, contracting_dims = [1] x [0] : \
             (tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x16xf32>\n"
        ));
        last = format!("%d{k}");
    }
    let chain = format!(
        "func.func @main(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>) -> tensor<16x16xf32> {{\n\
         {dots}  return {last} : tensor<16x16xf32>\n}}\n"
    );
    (chain, chain_len)
}

/// The arguments of [`loop_program`]: two f32 scalars.
const SCALAR_PAIR: [(pjrt::ElementType, &[i64]); 2] = [(pjrt::ElementType::F32, &[]); 2];

/// Trip counts of the two loops [`loop_iteration_seconds`] times.
const LOOP_PROBE_TRIPS: [u64; 2] = [256, 4096];

/// What one iteration of a `while` loop costs beyond the ops of its body: the growth in time
/// from the shorter to the longer of two loops whose body is a counter and one scalar
/// multiply-add on the carried value (so the compiler can neither drop nor fold the loop), per
/// extra iteration. It includes that tiny body, so it bounds the cost of going round from above
/// (XLA CPU compiles such a loop to native code: about 4 ns an iteration on a 2-core Xeon,
/// 2026-11-29). `time` runs a program of two f32 scalars and returns its seconds per run.
fn loop_iteration_seconds(
    time: impl Fn(&str) -> Result<f64, pjrt::Error>,
) -> Result<f64, pjrt::Error> {
    let [short, long] = LOOP_PROBE_TRIPS;
    let seconds = [time(&loop_program(short))?, time(&loop_program(long))?];
    Ok(((seconds[1] - seconds[0]) / (long - short) as f64).max(0.0))
}

/// A `while` loop of `trips` iterations over a scalar: `s ← s · b + a`, returning `s`.
fn loop_program(trips: u64) -> String {
    format!(
        "func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> tensor<f32> {{\n\
         %zero = stablehlo.constant dense<0> : tensor<i64>\n\
         %r:2 = stablehlo.while(%i = %zero, %s = %a) : tensor<i64>, tensor<f32>\n\
         cond {{\n\
         %n = stablehlo.constant dense<{trips}> : tensor<i64>\n\
         %p = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>\n\
         stablehlo.return %p : tensor<i1>\n\
         }} do {{\n\
         %one = stablehlo.constant dense<1> : tensor<i64>\n\
         %j = stablehlo.add %i, %one : tensor<i64>\n\
         %m = stablehlo.multiply %s, %b : tensor<f32>\n\
         %t = stablehlo.add %m, %a : tensor<f32>\n\
         stablehlo.return %j, %t : tensor<i64>, tensor<f32>\n\
         }}\n\
         return %r#1 : tensor<f32>\n}}\n"
    )
}

/// A StableHLO program of the one dot `d`, and its operand type.
fn dot_program(d: &DotShape) -> Option<(String, pjrt::ElementType)> {
    let name = |t: i32| match t {
        11 => Some(("f32", pjrt::ElementType::F32)),
        16 => Some(("bf16", pjrt::ElementType::BF16)),
        10 => Some(("f16", pjrt::ElementType::F16)),
        12 => Some(("f64", pjrt::ElementType::F64)),
        _ => None,
    };
    let (ty, element) = name(d.element_type)?;
    let (rty, _) = name(d.result_type)?;
    let free = |dims: &[i64], used: &[&Vec<i64>]| -> Vec<i64> {
        (0..dims.len() as i64)
            .filter(|i| !used.iter().any(|u| u.contains(i)))
            .map(|i| dims[i as usize])
            .collect()
    };
    let mut out: Vec<i64> = d.batch.0.iter().map(|&i| d.lhs[i as usize]).collect();
    out.extend(free(&d.lhs, &[&d.batch.0, &d.contracting.0]));
    out.extend(free(&d.rhs, &[&d.batch.1, &d.contracting.1]));
    let tensor = |dims: &[i64], t: &str| {
        let mut s = String::from("tensor<");
        for x in dims {
            s.push_str(&format!("{x}x"));
        }
        format!("{s}{t}>")
    };
    let list = |v: &[i64]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let batching = if d.batch.0.is_empty() {
        String::new()
    } else {
        format!(
            "batching_dims = [{}] x [{}], ",
            list(&d.batch.0),
            list(&d.batch.1)
        )
    };
    let (a, b, r) = (tensor(&d.lhs, ty), tensor(&d.rhs, ty), tensor(&out, rty));
    Some((
        format!(
            "func.func @main(%a: {a}, %b: {b}) -> {r} {{\n  %0 = stablehlo.dot_general %a, %b, \
             {batching}contracting_dims = [{}] x [{}] : ({a}, {b}) -> {r}\n  return %0 : {r}\n}}\n",
            list(&d.contracting.0),
            list(&d.contracting.1)
        ),
        element,
    ))
}

/// What the probes' inputs hold.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Fill {
    /// Zeros (the CPU's rates do not depend on the values).
    Zeros,
    /// Values in [1, 2) with varied mantissas: a GPU's tensor cores run measurably faster on
    /// zeros (less switching), so its matmul probe is fed real-looking numbers.
    Varied,
}

/// A tensor of `ty` and `dims` filled as `fill` says.
fn probe_input(
    ty: pjrt::ElementType,
    dims: &[i64],
    fill: Fill,
) -> Result<pjrt::HostTensor, pjrt::Error> {
    let zeros = pjrt::HostTensor::zeros(ty, dims)?;
    if fill == Fill::Zeros {
        return Ok(zeros);
    }
    let mut bytes = zeros.into_bytes();
    // A xorshift stream of mantissa bits under the exponent of 1.0.
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    match ty {
        pjrt::ElementType::BF16 => {
            for c in bytes.chunks_exact_mut(2) {
                c.copy_from_slice(&(0x3F80u16 | (next() as u16 & 0x7F)).to_le_bytes());
            }
        }
        pjrt::ElementType::F32 => {
            for c in bytes.chunks_exact_mut(4) {
                c.copy_from_slice(&(0x3F80_0000u32 | (next() as u32 & 0x7F_FFFF)).to_le_bytes());
            }
        }
        _ => {}
    }
    pjrt::HostTensor::new(ty, dims, bytes)
}

/// `inputs` on the client's first device, once the uploads have landed: a GPU returns from an
/// upload once the host memory is free, before the copy arrives, and a probe's clock must not
/// time it.
fn upload_ready(
    client: &pjrt::Client,
    inputs: &[pjrt::HostTensor],
) -> Result<Vec<pjrt::Buffer>, pjrt::Error> {
    let buffers = inputs
        .iter()
        .map(|t| client.buffer_from_host(t, 0))
        .collect::<Result<Vec<_>, _>>()?;
    for b in &buffers {
        b.wait_ready()?;
    }
    Ok(buffers)
}

/// Best wall seconds of [`PROBE_REPEATS`] executions of `program` on inputs of `args` filled
/// as `fill` says, after one warm-up execution.
fn best_seconds(
    client: &pjrt::Client,
    program: &str,
    args: &[(pjrt::ElementType, &[i64])],
    fill: Fill,
) -> Result<f64, pjrt::Error> {
    let exe = client.compile(program, &pjrt::CompileOptions::single_device())?;
    let inputs = args
        .iter()
        .map(|(ty, dims)| probe_input(*ty, dims, fill))
        .collect::<Result<Vec<_>, _>>()?;
    let mut best = f64::INFINITY;
    // One warm-up run, then the timed ones. Each run gets freshly uploaded inputs (outside the
    // timed region, awaited on the device): a program that donates an input consumes its
    // buffer, and the upload has touched every page, so a donated result is written into
    // memory already mapped.
    for run in 0..=PROBE_REPEATS {
        let buffers = upload_ready(client, &inputs)?;
        let refs: Vec<&pjrt::Buffer> = buffers.iter().collect();
        let start = std::time::Instant::now();
        drop(exe.execute(std::slice::from_ref(&refs))?);
        if run > 0 {
            best = best.min(start.elapsed().as_secs_f64());
        }
    }
    Ok(best.max(1e-9))
}

/// How many runs [`queued_seconds`] launches back to back.
const QUEUED_RUNS: usize = 8;

/// Seconds per run of `program` (which must not donate its inputs), read from a queue: the best
/// time of [`QUEUED_RUNS`] runs launched back to back on the same inputs and awaited together,
/// less the best time of one run alone, over `QUEUED_RUNS − 1` (each the best of
/// [`PROBE_REPEATS`], after a warm-up). Whatever one execution costs apart from the program's
/// kernels (launching it, signalling its end to the host) is paid once in both and cancels; a
/// device that runs launches in order keeps busy while the host queues the next. Never less
/// than a tenth of the queue's time per run, so a noisy single run cannot make the figure
/// absurd.
fn queued_seconds(
    client: &pjrt::Client,
    program: &str,
    args: &[(pjrt::ElementType, &[i64])],
    fill: Fill,
) -> Result<f64, pjrt::Error> {
    let exe = client.compile(program, &pjrt::CompileOptions::single_device())?;
    let inputs = args
        .iter()
        .map(|(ty, dims)| probe_input(*ty, dims, fill))
        .collect::<Result<Vec<_>, _>>()?;
    let buffers = upload_ready(client, &inputs)?;
    let refs: Vec<&pjrt::Buffer> = buffers.iter().collect();
    let options = pjrt::ExecuteOptions::default();
    let queue = |runs: usize| -> Result<f64, pjrt::Error> {
        let start = std::time::Instant::now();
        let launched = (0..runs)
            .map(|_| Ok(exe.launch(std::slice::from_ref(&refs), &options)?.detach()))
            .collect::<Result<Vec<_>, pjrt::Error>>()?;
        // The outputs are dropped after the clock stops: freeing them is not the program's.
        let mut outputs = Vec::with_capacity(runs);
        for (out, done) in launched {
            done.wait()?;
            outputs.push(out);
        }
        let elapsed = start.elapsed().as_secs_f64();
        drop(outputs);
        Ok(elapsed)
    };
    queue(QUEUED_RUNS)?;
    let (mut one, mut many) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..PROBE_REPEATS {
        one = one.min(queue(1)?);
        many = many.min(queue(QUEUED_RUNS)?);
    }
    let per_run = (many - one) / (QUEUED_RUNS - 1) as f64;
    Ok(per_run.max(many / QUEUED_RUNS as f64 / 10.0).max(1e-9))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The loop probe is what [`loop_iteration_seconds`] assumes of it once compiled: one
    /// loop whose count the cost reader knows (XLA CPU records it), every body op run once per
    /// iteration, nothing folded away (the scalar multiply-add stays in the body): its two trip
    /// counts differ in iterations only.
    #[test]
    fn the_loop_probe_compiles_to_a_counted_loop() {
        use crate::cost::TripSource;
        let client = pjrt::Client::cpu(1).expect("the CPU plugin is installed by setup");
        for trips in LOOP_PROBE_TRIPS {
            let exe = client
                .compile(&loop_program(trips), &pjrt::CompileOptions::single_device())
                .unwrap();
            let cost = ProgramCost::from_executable(exe.executable(), None).unwrap();
            assert_eq!(cost.loops.len(), 1, "{:?}", cost.loops);
            assert_eq!(cost.loops[0].trips, trips);
            assert_ne!(cost.loops[0].source, TripSource::Unknown);
            assert_eq!(cost.loop_iterations(), trips);
            let in_body: Vec<_> = cost.ops.iter().filter(|o| o.runs > 1).collect();
            assert!(!in_body.is_empty(), "the body kept no op: {:?}", cost.ops);
            assert!(in_body.iter().all(|o| o.runs == trips), "{in_body:?}");
        }
    }

    /// The queue's per-run figure is the program's own time: an add over four times the
    /// elements reads about four times as long (the fixed cost of an execution, the same for
    /// both, has cancelled; left in, it would pull the ratio toward 1).
    #[test]
    fn queued_seconds_scale_with_the_work_of_one_run() {
        let client = pjrt::Client::cpu(1).expect("the CPU plugin is installed by setup");
        let per_run = |len: i64| {
            queued_seconds(
                &client,
                &add_program(len, false),
                &[(pjrt::ElementType::F32, &[len][..]); 2],
                Fill::Zeros,
            )
            .unwrap()
        };
        // Only a floor: four times the work must read as clearly more than one run's fixed
        // cost. No ceiling, because the per-element cost itself changes with the size (1 Mi
        // f32 operands fit a server's last-level cache, 4 Mi do not: CI measured 18.9×).
        let (small, large) = (per_run(1 << 20), per_run(4 << 20));
        let ratio = large / small;
        assert!(
            ratio >= 1.5,
            "4 Mi elements {large:.3e} s, 1 Mi {small:.3e} s: ratio {ratio:.2}"
        );
    }
}
