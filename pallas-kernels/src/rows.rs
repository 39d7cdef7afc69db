//! A forward/backward kernel pair applied to a device's rows, shared by the attention and SSD
//! splices: one call per kernel, or, for a one-row variant on several rows, a `scan` that calls
//! the kernel once per row (one launch per row, as the kernel's own grid would visit them on a
//! single TensorCore), so one artifact serves every per-device row count a plan picks.

use xla_hlo::{Function, Result, ScanOptions, Tensor, TensorType};

/// One variant's spliced forward and backward functions, applied to a device's rows.
#[derive(Clone)]
pub(crate) struct RowKernels {
    fwd: Function,
    bwd: Function,
    /// The variant takes one row and the device has several: each kernel runs in a row scan.
    by_rows: bool,
    /// Operand positions that are the same for every row (per-head parameters): carried through
    /// the scan, not sliced. The same positions in the forward's and the backward's operands.
    shared: Vec<usize>,
}

impl RowKernels {
    /// `variant_rows`: the rows the kernels take per call; `rows`: the device's rows.
    pub(crate) fn new(
        (fwd, bwd): (Function, Function),
        variant_rows: i64,
        rows: i64,
        shared: Vec<usize>,
    ) -> Self {
        RowKernels {
            fwd,
            bwd,
            by_rows: variant_rows == 1 && rows > 1,
            shared,
        }
    }

    /// Whether each kernel runs in a scan over the device's rows (per-row results are stacked;
    /// per-head results come back stacked over the rows, for the caller to sum).
    pub(crate) fn by_rows(&self) -> bool {
        self.by_rows
    }

    /// The operand types the device's call must pass, from the variant's own: a one-row variant
    /// applied row by row takes the device's `rows` in the leading dim of its per-row operands.
    pub(crate) fn want(&self, variant_args: &[TensorType], rows: i64) -> Vec<TensorType> {
        variant_args
            .iter()
            .enumerate()
            .map(|(i, t)| match self.by_rows && !self.shared.contains(&i) {
                true => TensorType::new(t.dtype, &[&[rows], &t.dims[1..]].concat()),
                false => t.clone(),
            })
            .collect()
    }

    /// The forward function's results.
    pub(crate) fn forward(&self, args: &[&Tensor]) -> Result<Vec<Tensor>> {
        self.apply(&self.fwd, args)
    }

    /// The backward function's results.
    pub(crate) fn backward(&self, args: &[&Tensor]) -> Result<Vec<Tensor>> {
        self.apply(&self.bwd, args)
    }

    fn apply(&self, f: &Function, args: &[&Tensor]) -> Result<Vec<Tensor>> {
        // Built on the operands' builder: inside a layer loop that is the loop body's.
        let b = args[0].builder();
        if !self.by_rows {
            return b.call(f, args).iter().map(Tensor::check).collect();
        }
        let shared = |i: usize| self.shared.contains(&i);
        let carried: Vec<&Tensor> = (0..args.len())
            .filter(|&i| shared(i))
            .map(|i| args[i])
            .collect();
        let scanned: Vec<&Tensor> = (0..args.len())
            .filter(|&i| !shared(i))
            .map(|i| args[i])
            .collect();
        let (_, ys) = b.scan(
            &carried,
            &scanned,
            ScanOptions::default(),
            |body, carry, x| {
                let (mut x, mut c) = (x.iter(), carry.iter());
                let row: Vec<Tensor> = (0..args.len())
                    .map(|i| match shared(i) {
                        true => c.next().expect("carried").clone(),
                        false => {
                            let t = x.next().expect("scanned");
                            t.reshape(&[&[1], &t.dims()[..]].concat())
                        }
                    })
                    .collect();
                let results = body.call(f, &row.iter().collect::<Vec<_>>());
                // Per-row results lose their leading 1 (the scan stacks them back); per-head ones
                // (`[H, 1]`) stack as `[rows, H, 1]`.
                let unrow = |t: &Tensor| match t.dims().split_first() {
                    Some((1, rest)) if t.rank() > 2 => t.reshape(rest),
                    _ => t.clone(),
                };
                (carry.to_vec(), results.iter().map(unrow).collect())
            },
        );
        ys.iter().map(Tensor::check).collect()
    }
}
