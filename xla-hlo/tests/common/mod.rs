//! Shared helpers of the on-plugin tests: a host f64 array type for references and the central
//! finite-difference checker; running text on the CPU plugin and random inputs come from
//! `test_support`.
// Each test binary uses a subset of these.
#![allow(dead_code, unused_imports)]

use pjrt::HostTensor;
pub use test_support::{Program, Rng, run};
use xla_hlo::{Builder, DType, Tensor};

/// A host array in f64 for references.
#[derive(Clone, Debug, PartialEq)]
pub struct Arr {
    pub dims: Vec<i64>,
    pub data: Vec<f64>,
}

impl Arr {
    pub fn new(dims: &[i64], data: Vec<f64>) -> Self {
        assert_eq!(dims.iter().product::<i64>() as usize, data.len());
        Arr {
            dims: dims.to_vec(),
            data,
        }
    }
    pub fn random(rng: &mut Rng, dims: &[i64]) -> Self {
        let n = dims.iter().product::<i64>() as usize;
        Arr::new(dims, rng.vec(n))
    }
    pub fn host(&self) -> HostTensor {
        HostTensor::from_f64(&self.dims, &self.data).unwrap()
    }
    pub fn host_i32(&self) -> HostTensor {
        let v: Vec<i32> = self.data.iter().map(|&x| x as i32).collect();
        HostTensor::from_i32(&self.dims, &v).unwrap()
    }
    pub fn strides(&self) -> Vec<usize> {
        let mut s = vec![1; self.dims.len()];
        for i in (0..self.dims.len().saturating_sub(1)).rev() {
            s[i] = s[i + 1] * self.dims[i + 1] as usize;
        }
        s
    }
    pub fn at(&self, idx: &[usize]) -> f64 {
        let s = self.strides();
        self.data[idx.iter().zip(&s).map(|(i, s)| i * s).sum::<usize>()]
    }
    /// Calls `f` with every multi-index in row-major order.
    pub fn for_each_index(dims: &[i64], mut f: impl FnMut(&[usize])) {
        let n: i64 = dims.iter().product();
        let mut idx = vec![0usize; dims.len()];
        for _ in 0..n {
            f(&idx);
            for d in (0..dims.len()).rev() {
                idx[d] += 1;
                if (idx[d] as i64) < dims[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
    }
    /// Builds an array of shape `dims` from `f(index)`.
    pub fn from_fn(dims: &[i64], mut f: impl FnMut(&[usize]) -> f64) -> Self {
        let mut data = Vec::new();
        Arr::for_each_index(dims, |i| data.push(f(i)));
        Arr::new(dims, data)
    }
}

pub fn host_f64(t: &HostTensor) -> Arr {
    Arr::new(t.dims(), t.to_f64().unwrap())
}

/// Asserts `got` matches `want` elementwise within `tol` (absolute + relative).
pub fn assert_close(got: &Arr, want: &Arr, tol: f64, what: &str) {
    assert_eq!(got.dims, want.dims, "{what}: shape");
    for (i, (g, w)) in got.data.iter().zip(&want.data).enumerate() {
        assert!(
            (g - w).abs() <= tol * (1.0 + w.abs()),
            "{what}: element {i}: got {g}, want {w}"
        );
    }
}

/// An input of a finite-difference check: differentiable f64 data, or a fixed integer tensor.
pub enum Input {
    Diff(Arr),
    FixedI32(Arr),
}

/// Checks the VJP of `f` against central finite differences in f64: the scalar `sum(f(x) * c)` for a
/// random `c` is differentiated with `grad`, and every element of every differentiable input is perturbed
/// by `+-h`. The relative error (2-norm over each input) must be below `1e-6`.
pub fn check_vjp(name: &str, inputs: Vec<Input>, f: impl Fn(&Builder, &[Tensor]) -> Tensor) {
    let b = Builder::new();
    let params: Vec<Tensor> = inputs
        .iter()
        .map(|i| match i {
            Input::Diff(a) => b.param(DType::F64, &a.dims),
            Input::FixedI32(a) => b.param(DType::I32, &a.dims),
        })
        .collect();
    let y = f(&b, &params);
    let yd = y.dims();
    let c = b.param(DType::F64, &yd);
    let loss = (&y * &c).reduce_sum(&(0..yd.len() as i64).collect::<Vec<_>>());
    let diff: Vec<usize> = (0..inputs.len())
        .filter(|&i| matches!(inputs[i], Input::Diff(_)))
        .collect();
    let wrt: Vec<&Tensor> = diff.iter().map(|&i| &params[i]).collect();
    let grads = loss.grad(&wrt).unwrap_or_else(|e| panic!("{name}: {e}"));
    let mut outs = vec![&loss];
    outs.extend(grads.iter());
    let text = b.emit(&outs).unwrap_or_else(|e| panic!("{name}: {e}"));
    let prog = Program::new(&text);
    let mut rng = Rng::new(name.len() as u64 * 7919 + 17);
    let cval = Arr::random(&mut rng, &yd);
    let args = |vals: &[Arr]| -> Vec<HostTensor> {
        let mut a: Vec<HostTensor> = inputs
            .iter()
            .zip(vals)
            .map(|(i, v)| match i {
                Input::Diff(_) => v.host(),
                Input::FixedI32(_) => v.host_i32(),
            })
            .collect();
        a.push(cval.host());
        a
    };
    let base: Vec<Arr> = inputs
        .iter()
        .map(|i| match i {
            Input::Diff(a) | Input::FixedI32(a) => a.clone(),
        })
        .collect();
    let out = prog.run(&args(&base));
    let h = 1e-6;
    for (k, &i) in diff.iter().enumerate() {
        let analytic = host_f64(&out[1 + k]);
        let mut fd = vec![0.0; base[i].data.len()];
        for (e, slot) in fd.iter_mut().enumerate() {
            let mut plus = base.clone();
            plus[i].data[e] += h;
            let mut minus = base.clone();
            minus[i].data[e] -= h;
            let lp = prog.run(&args(&plus))[0].to_f64().unwrap()[0];
            let lm = prog.run(&args(&minus))[0].to_f64().unwrap()[0];
            *slot = (lp - lm) / (2.0 * h);
        }
        let num: f64 = fd
            .iter()
            .zip(&analytic.data)
            .map(|(a, b)| (a - b) * (a - b))
            .sum::<f64>()
            .sqrt();
        let den: f64 = fd.iter().map(|a| a * a).sum::<f64>().sqrt().max(1e-6);
        assert!(
            num / den < 1e-6,
            "{name}: input {i}: relative error {:e}\nfinite differences {fd:?}\nanalytic {:?}",
            num / den,
            analytic.data
        );
    }
}
