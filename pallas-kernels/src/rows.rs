//! A forward/backward kernel pair applied to a device's rows, shared by the attention, SSD and
//! M2RNN splices: one call per kernel, or, for a one-row variant on several rows, a `scan` that calls
//! the kernel once per row (one launch per row, as the kernel's own grid would visit them on a
//! single TensorCore), so one artifact serves every per-device row count a plan picks.

use crate::SsdShards;
use crate::splices::call_on_operands;
use xla_hlo::{Error, Function, Result, ScanOptions, Tensor, TensorType};

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
        if !self.by_rows {
            return call_on_operands(f, args);
        }
        let b = args[0].builder();
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

/// How an operand of a row-split kernel is split over the devices.
#[derive(Clone, Copy)]
pub(crate) enum Role {
    /// Rows in dimension 0 of an array of this rank.
    Rows(usize),
    /// The same on every device (per-head parameters).
    Replicated,
}

/// How the operands enter and leave the manual computation of one call of a kernel whose
/// operands are split by rows (the SSD and M2RNN kernels). Without shards (one device) entering
/// and leaving emit nothing.
#[derive(Clone)]
pub(crate) struct Split {
    shards: Option<SsdShards>,
    /// Each device's rows.
    pub(crate) local_rows: i64,
}

impl Split {
    /// The split of a call of the `kernel` (its name in errors) whose first operand is `first`.
    pub(crate) fn new(kernel: &str, shards: Option<&SsdShards>, first: &Tensor) -> Result<Self> {
        let rows = first.check()?.dims()[0];
        let local_rows = match shards {
            Some(s) if s.row_splits > 0 && rows % s.row_splits == 0 => rows / s.row_splits,
            Some(s) => {
                return Err(Error::Usage(format!(
                    "pallas {kernel} on a mesh: {rows} rows do not divide into {} pieces over \
                     the data-parallel axes; choose a mesh whose axes divide them",
                    s.row_splits
                )));
            }
            None => rows,
        };
        Ok(Split {
            shards: shards.cloned(),
            local_rows,
        })
    }

    fn sharding(s: &SsdShards, rank: usize) -> &str {
        match rank {
            3 => &s.rank3,
            4 => &s.rank4,
            _ => &s.rank5,
        }
    }

    /// This device's piece of the full tensor `t`.
    pub(crate) fn enter(&self, t: &Tensor, role: Role) -> Tensor {
        let Some(s) = &self.shards else {
            return t.clone();
        };
        match role {
            Role::Rows(rank) => {
                let mut local = t.dims();
                local[0] /= s.row_splits;
                t.to_manual(Self::sharding(s, rank), &local)
            }
            Role::Replicated => t.to_manual("{replicated}", &t.dims()),
        }
    }

    /// The full tensor of every device's rows `t`.
    pub(crate) fn exit(&self, t: &Tensor, role: Role) -> Tensor {
        match (&self.shards, role) {
            (Some(s), Role::Rows(rank)) => {
                let mut full = t.dims();
                full[0] *= s.row_splits;
                t.from_manual(Self::sharding(s, rank), &full)
            }
            _ => t.clone(),
        }
    }

    /// The sum over the devices of each device's `t` (a cotangent of a replicated per-head
    /// parameter, `[H, 1]` or `[H, V, V]`).
    pub(crate) fn sum_over_devices(&self, t: &Tensor) -> Tensor {
        let Some(s) = &self.shards else {
            return t.clone();
        };
        let dims = t.dims();
        let one = t.reshape(&[&[1], &dims[..]].concat());
        one.from_manual(
            Self::sharding(s, dims.len() + 1),
            &[&[s.row_splits], &dims[..]].concat(),
        )
        .reduce_sum(&[0])
    }
}
