//! What every block needs besides its weights: the precision policy and the document structure
//! of the packed rows, computed once per forward pass.

use crate::config::{MatmulOutput, ResidualStream, SsmActivations};
use std::collections::HashMap;
use xla_hlo::nn::{cumulative, shift_right};
use xla_hlo::{DType, Tensor};

/// The `[precision]` policy of the graph.
///
/// Matmul operands are cast to `compute` and accumulate in `wide`; everything else (norms,
/// softmax, router, recurrences, loss and the residual stream) runs in `wide`. `wide` is f32,
/// or f64 when `compute` is f64 (tests build f64 graphs to compare with the f64 reference at
/// 1e-9).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Precision {
    /// Dtype of matmul operands (`[precision] compute_dtype`).
    pub compute: DType,
    /// Dtype of accumulation and of all non-matmul math.
    pub wide: DType,
    /// Dtype matmul results are written in before they are widened (`[precision]
    /// matmul_output`): `wide` (nothing to round) or `compute`.
    pub output: DType,
    /// Dtype the residual stream is stored in between sublayers (`[precision]
    /// residual_stream`): `wide` (nothing to round) or `compute`.
    pub residual: DType,
    /// Dtype the M sublayers store their SSD's x, B, C and y in (`[precision]
    /// ssm_activations`): `wide` (nothing to round) or `compute`.
    pub ssm_activations: DType,
}

impl Precision {
    /// The policy for a compute dtype, matmul results written wide.
    pub fn new(compute: DType) -> Self {
        let wide = if compute == DType::F64 {
            DType::F64
        } else {
            DType::F32
        };
        Precision {
            compute,
            wide,
            output: wide,
            residual: wide,
            ssm_activations: wide,
        }
    }

    /// This policy with matmul results written in the compute dtype when `output` says so.
    pub fn with_output(self, output: MatmulOutput) -> Self {
        Precision {
            output: match output {
                MatmulOutput::Wide => self.wide,
                MatmulOutput::Compute => self.compute,
            },
            ..self
        }
    }

    /// This policy with the residual stream stored in the compute dtype when `stream` says so.
    pub fn with_residual(self, stream: ResidualStream) -> Self {
        Precision {
            residual: match stream {
                ResidualStream::Wide => self.wide,
                ResidualStream::Compute => self.compute,
            },
            ..self
        }
    }

    /// This policy with the M sublayers' SSD activations stored in the compute dtype when
    /// `activations` says so.
    pub fn with_ssm_activations(self, activations: SsmActivations) -> Self {
        Precision {
            ssm_activations: match activations {
                SsmActivations::Wide => self.wide,
                SsmActivations::Compute => self.compute,
            },
            ..self
        }
    }

    /// `t` as the residual stream is stored (no op when that is its dtype, as by default).
    pub fn stream(&self, t: &Tensor) -> Tensor {
        cast(t, self.residual)
    }

    /// `t` in the wide dtype.
    pub fn wide(&self, t: &Tensor) -> Tensor {
        cast(t, self.wide)
    }

    /// `x [.., k] @ w [k, n]`: operands in `compute`, result written in `output` and returned
    /// in `wide`.
    pub fn matmul(&self, x: &Tensor, w: &Tensor) -> Tensor {
        cast(&self.matmul_written(x, w), self.wide)
    }

    /// [`Self::matmul`] without the widening: the result as written, in `output`.
    pub fn matmul_written(&self, x: &Tensor, w: &Tensor) -> Tensor {
        let dims = xla_hlo::DotDims {
            lhs_contracting: vec![x.rank() as i64 - 1],
            rhs_contracting: vec![0],
            ..Default::default()
        };
        self.dot_written(x, w, &dims)
    }

    /// A general contraction with operands in `compute`, the result written in `output` and
    /// returned in `wide`. With `output == wide` (the default) this is one dot straight to the
    /// wide dtype, as it always was.
    pub fn dot(&self, a: &Tensor, b: &Tensor, dims: &xla_hlo::DotDims) -> Tensor {
        cast(&self.dot_written(a, b, dims), self.wide)
    }

    /// [`Self::dot`] without the widening: the result as written, in `output`. For results
    /// that are stored before any wide math reads them (the MoE expert outputs, gathered back
    /// to their tokens first): widening after the store gives the same values from half the
    /// bytes when `output` is the compute dtype.
    pub fn dot_written(&self, a: &Tensor, b: &Tensor, dims: &xla_hlo::DotDims) -> Tensor {
        cast(a, self.compute).dot_general_to(&cast(b, self.compute), dims, self.output)
    }
}

/// `t` converted to `dt` (no op emitted when it already is).
pub fn cast(t: &Tensor, dt: DType) -> Tensor {
    if t.dtype() == dt {
        t.clone()
    } else {
        t.convert(dt)
    }
}

/// Document structure of a `[B, T]` batch of packed rows.
///
/// A position starts a document when it is the first of its row or its segment id differs from
/// the previous position's. Recurrences (conv, Mamba, M2RNN) reset at starts; attention masks by
/// segment equality as `docs/model.md#documents-and-positions` states (the same thing for the contiguous segments the data
/// contract produces).
#[derive(Debug, Clone)]
pub struct Docs {
    /// Segment ids, i32 `[B, T]`.
    pub segment_ids: Tensor,
    /// 1-based document ordinal within the row (running count of starts), i32 `[B, T]`.
    pub doc: Tensor,
    /// Position within the document, i32 `[B, T]`.
    pub positions: Tensor,
    /// Rows B.
    pub batch: i64,
    /// Positions per row T.
    pub seq: i64,
}

impl Docs {
    /// Derives starts, document ordinals and positions from `segment_ids` in-graph.
    pub fn new(segment_ids: &Tensor) -> Self {
        let b = segment_ids.builder();
        let (bs, t) = (segment_ids.dims()[0], segment_ids.dims()[1]);
        let i32z = b.scalar(0.0, DType::I32);
        // prev[t] = seg[t - 1], with a value that never matches at t = 0.
        let first = segment_ids.slice_axis(1, 0, 1) - 1.0;
        let prev = Tensor::concat(&[&first, &segment_ids.slice_axis(1, 0, t - 1)], 1);
        let starts = segment_ids.ne(&prev);
        let one = b.full(1.0, DType::I32, &[bs, t]);
        let zero = b.full(0.0, DType::I32, &[bs, t]);
        let doc = cumulative(&starts.select(&one, &zero), 1, |a, c| a + c, &i32z);
        let idx = b.iota(DType::I32, &[bs, t], 1);
        let last_start = cumulative(&starts.select(&idx, &zero), 1, |a, c| a.max(c), &i32z);
        Docs {
            segment_ids: segment_ids.clone(),
            doc,
            positions: idx - last_start,
            batch: bs,
            seq: t,
        }
    }

    /// `[B, T]` pred: position `t - back` exists and is in the same document as `t`.
    pub fn same_doc_back(&self, back: i64) -> Tensor {
        let b = self.doc.builder();
        if back == 0 {
            return b.full(1.0, DType::Pred, &[self.batch, self.seq]);
        }
        let fill = b.scalar(-1.0, DType::I32);
        let shifted = shift_right(&self.doc, 1, back, &fill);
        shifted.eq(&self.doc)
    }
}

/// The weights of one sublayer by their name below the sublayer prefix (`w_qkv`,
/// `experts.w_in`, ...), already sliced out of any stacking.
#[derive(Debug, Clone, Default)]
pub struct LayerParams {
    tensors: HashMap<String, Tensor>,
    prefix: String,
}

impl LayerParams {
    /// An empty set for the sublayer `prefix` (used in error messages).
    pub fn new(prefix: &str) -> Self {
        LayerParams {
            tensors: HashMap::new(),
            prefix: prefix.to_string(),
        }
    }

    /// Adds a weight under its short name.
    pub fn insert(&mut self, short: &str, t: Tensor) {
        self.tensors.insert(short.to_string(), t);
    }

    /// The weight `short`, or a usage error naming the missing parameter.
    pub fn get(&self, short: &str) -> xla_hlo::Result<&Tensor> {
        self.tensors.get(short).ok_or_else(|| {
            xla_hlo::Error::Usage(format!(
                "state has no `{}.{short}`: the layout does not match the config",
                self.prefix
            ))
        })
    }
}
