//! Dev-only helpers the on-plugin test trees of `xla-hlo`, `nam` and `pallas-kernels` share:
//! running StableHLO text on the real CPU plugin, deterministic test data, and the relative
//! error the attention tests bound, a free loopback port for multi-process tests, and the kernels' Python. It depends on `pjrt` alone, so any of those crates can take
//! it as a dev-dependency without a cycle or a heavy build. [`buckets`] runs local S3 and GCS
//! servers for the store tests.

pub mod buckets;

use pjrt::{
    Client, CompileOptions, DevicelessCompiler, DevicelessResult, HostTensor, LoadedExecutable,
};

thread_local! {
    static CLIENT: Client =
        Client::cpu(1).expect("the CPU plugin is installed by ./scripts/setup.sh");
}

/// Programs longer than this are not quoted in a compile failure (model programs run to
/// megabytes).
const QUOTE_LIMIT: usize = 4000;

/// Compiles `text` on a one-device CPU client (one per test thread) and runs it on `args`.
pub fn run(text: &str, args: &[HostTensor]) -> Vec<HostTensor> {
    Program::new(text).run(args)
}

/// [`run`], each result as f32.
pub fn run_f32(text: &str, args: &[HostTensor]) -> Vec<Vec<f32>> {
    run(text, args)
        .iter()
        .map(|o| o.to_f32().unwrap())
        .collect()
}

/// Compiles the SPMD program `text` for `devices` CPU devices (quickly, as [`Program`]) and
/// runs it with every device given the same (whole) `args`: each device's results, as f32.
pub fn run_spmd_f32(text: &str, args: &[HostTensor], devices: usize) -> Vec<Vec<Vec<f32>>> {
    let client = Client::cpu(devices).expect("the CPU plugin is installed by ./scripts/setup.sh");
    let exe = client
        .compile(
            text,
            &CompileOptions::spmd(devices as i64).with_quick_cpu_compile(),
        )
        .unwrap_or_else(|e| panic!("SPMD compile failed: {e}"));
    let per_device: Vec<Vec<pjrt::Buffer>> = (0..devices)
        .map(|dev| {
            args.iter()
                .map(|a| client.buffer_from_host(a, dev).unwrap())
                .collect()
        })
        .collect();
    let refs: Vec<Vec<&pjrt::Buffer>> = per_device.iter().map(|d| d.iter().collect()).collect();
    exe.execute(&refs)
        .unwrap()
        .iter()
        .map(|outs| {
            outs.iter()
                .map(|b| b.to_host().unwrap().to_f32().unwrap())
                .collect()
        })
        .collect()
}

/// One-device compile options for the tests' CPU programs: LLVM's quick pipeline
/// ([`pjrt::CPU_QUICK_COMPILE_OVERRIDES`]: about twice as fast to compile), since a test
/// program is compiled once and run a few times. Tests compare values within tolerances;
/// bitwise comparisons across processes run on the trainer's default build instead.
pub fn quick_cpu_options() -> CompileOptions {
    CompileOptions::single_device().with_quick_cpu_compile()
}

/// A program compiled once on the one-device CPU client and run many times.
pub struct Program(LoadedExecutable);

impl Program {
    /// Compiles `text` single-device ([`quick_cpu_options`]); panics with the compiler's message (and the text, when
    /// short) on failure.
    pub fn new(text: &str) -> Self {
        CLIENT.with(|c| {
            Program(c.compile(text, &quick_cpu_options()).unwrap_or_else(|e| {
                let quoted = if text.len() <= QUOTE_LIMIT { text } else { "" };
                panic!("compile failed: {e}\n{quoted}")
            }))
        })
    }

    /// Runs the program on `args`.
    pub fn run(&self, args: &[HostTensor]) -> Vec<HostTensor> {
        self.0
            .execute_host(args)
            .unwrap_or_else(|e| panic!("execute failed: {e}"))
    }
}

/// Deterministic xorshift generator (tests must not depend on the environment).
pub struct Rng(u64);

impl Rng {
    /// A generator seeded with `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// Uniform in [-1, 1), from 53 random bits.
    pub fn uniform(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * 2.0 - 1.0
    }

    /// Uniform in [-1, 1) as f32, from 24 random bits.
    pub fn uniform_f32(&mut self) -> f32 {
        (self.next_u64() >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
    }

    /// `n` values uniform in [-1, 1).
    pub fn vec(&mut self, n: usize) -> Vec<f64> {
        (0..n).map(|_| self.uniform()).collect()
    }

    /// Uniform in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
}

/// `n` values uniform in [-scale, scale) from a generator seeded with `seed`.
pub fn uniform_f64(n: usize, seed: u64, scale: f64) -> Vec<f64> {
    let mut rng = Rng::new(seed);
    (0..n).map(|_| rng.uniform() * scale).collect()
}

/// `n` f32 values uniform in [-scale, scale) from a generator seeded with `seed`.
pub fn uniform_f32(n: usize, seed: u64, scale: f32) -> Vec<f32> {
    let mut rng = Rng::new(seed);
    (0..n).map(|_| rng.uniform_f32() * scale).collect()
}

/// The largest absolute difference relative to the reference's largest magnitude (at least 1).
pub fn max_rel_err(got: &[f32], want: &[f32]) -> f32 {
    assert_eq!(got.len(), want.len(), "compared arrays differ in length");
    let scale = want.iter().fold(1f32, |m, x| m.max(x.abs()));
    got.iter()
        .zip(want)
        .fold(0f32, |m, (a, b)| m.max((a - b).abs()))
        / scale
}

/// Compiles `text` deviceless with `compiler`, panicking with `what` and the compiler's message on
/// failure; prints the wall time and the per-chip memory plan, and checks the executable is
/// not empty.
pub fn compile_deviceless(
    compiler: &DevicelessCompiler,
    what: &str,
    text: &str,
    options: &CompileOptions,
) -> DevicelessResult {
    let t0 = std::time::Instant::now();
    let r = compiler
        .compile(text, options)
        .unwrap_or_else(|e| panic!("{what}: deviceless compile failed: {e}"));
    let m = &r.memory_stats;
    println!(
        "{what}: compiled deviceless in {:.2}s; per chip: args {} B, outputs {} B, aliased {} B, \
         temps {} B, code {} B",
        t0.elapsed().as_secs_f64(),
        m.argument_size_in_bytes,
        m.output_size_in_bytes,
        m.alias_size_in_bytes,
        m.temp_size_in_bytes,
        m.generated_code_size_in_bytes
    );
    assert!(
        !r.serialized_executable.is_empty(),
        "{what}: empty executable"
    );
    r
}

/// A TCP port on 127.0.0.1 that was free a moment ago (bound, read, released): for the
/// coordinator of a multi-process test run.
pub fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("binding a loopback port")
        .port()
}

/// The Python of `pallas-kernels/.venv` (the pinned jax and jaxlib the kernels are exported
/// with), or why it is missing: tests that export or check with it skip without it.
pub fn kernels_python() -> Result<std::path::PathBuf, String> {
    let python = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../pallas-kernels/.venv/bin/python");
    if python.is_file() {
        Ok(python)
    } else {
        Err(format!(
            "{} is missing (./scripts/setup.sh or pallas-kernels/test.sh creates it)",
            python.display()
        ))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn relative_error_is_scaled_by_the_largest_reference_magnitude_at_least_one() {
        assert_eq!(max_rel_err(&[1.0, 2.5], &[1.0, 2.0]), 0.25);
        // A small reference is not blown up: the scale floor is 1.
        assert_eq!(max_rel_err(&[0.1], &[0.0]), 0.1);
    }

    #[test]
    fn the_f32_stream_is_the_f64_stream_at_24_bits() {
        let (a, b) = (uniform_f64(100, 7, 2.0), uniform_f32(100, 7, 2.0));
        for (x, y) in a.iter().zip(&b) {
            assert!((x - *y as f64).abs() < 2f64.powi(-21), "{x} vs {y}");
            assert!((-2.0..2.0).contains(x));
        }
    }
}
