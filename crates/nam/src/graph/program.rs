//! Emitted programs with named signatures: what a trainer needs to marshal buffers by name.
//!
//! A [`StepProgram`] is StableHLO text plus a [`ProgramSignature`]: every input and output by
//! name, dtype and dims, in argument/result order, and which inputs are donated (aliased with
//! `tf.aliasing_output`) to which outputs. A donated input's buffer is consumed by the execution
//! and its contents reappear, updated, as the aliased output, so state never exists twice in
//! device memory.
//!
//! On a mesh of more than one device (`[mesh]`, see [`crate::mesh`]) every argument and result
//! carries its GSPMD sharding from [`ShardingRules`], recorded in its [`TensorSig`] too, so a
//! trainer knows which piece of each tensor goes to which device. Donated inputs and their
//! outputs share a name and therefore a sharding.

use super::layout::StateLayout;
use super::sharding::{ShardingRules, TensorSharding};
use crate::config::{MatrixGradients, NamConfig};
use crate::mesh::Mesh;
use std::fmt;
use xla_hlo::{Builder, DType, Error, LowPrecisionDots, Output, Result, Tensor};

/// One named input or output of a program.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TensorSig {
    /// Name the trainer marshals by (e.g. `blocks.0.attn.w_qkv`, `opt.wte.m`, `tokens`, `loss`).
    pub name: String,
    /// Element type.
    pub dtype: DType,
    /// Dimensions (empty for a scalar).
    pub dims: Vec<i64>,
    /// How the tensor is split over the program's mesh (replicated on one device).
    pub sharding: TensorSharding,
}

impl fmt::Display for TensorSig {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}{:?}", self.name, self.dtype, self.dims)
    }
}

/// An input donated to an output of the same type.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Alias {
    /// Input (argument) index.
    pub input: usize,
    /// Output (result) index.
    pub output: usize,
}

/// Inputs and outputs of a program by name, in argument and result order, with donations.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ProgramSignature {
    /// Arguments in order.
    pub inputs: Vec<TensorSig>,
    /// Results in order.
    pub outputs: Vec<TensorSig>,
    /// Donated inputs and the outputs they become.
    pub aliases: Vec<Alias>,
}

impl ProgramSignature {
    /// Index of the input called `name`.
    pub fn input_index(&self, name: &str) -> Option<usize> {
        self.inputs.iter().position(|s| s.name == name)
    }

    /// Index of the output called `name`.
    pub fn output_index(&self, name: &str) -> Option<usize> {
        self.outputs.iter().position(|s| s.name == name)
    }

    /// The output an input is donated to, if it is.
    pub fn donated_to(&self, input: usize) -> Option<usize> {
        self.aliases
            .iter()
            .find(|a| a.input == input)
            .map(|a| a.output)
    }
}

/// Which program of the training step this is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ProgramKind {
    /// Mode A: forward, backward and optimizer in one executable.
    Step,
    /// Mode B: forward and backward of one micro-batch, added into gradient accumulators.
    Accumulate,
    /// Mode B: the optimizer applied to the accumulated gradients.
    Apply,
    /// Losses and metrics of a batch, no update.
    Eval,
    /// Next-token logits at one position of a row (`namtrain sample`).
    Logits,
}

/// An emitted program and its signature.
#[derive(Debug, Clone)]
pub struct StepProgram {
    /// Which program this is.
    pub kind: ProgramKind,
    /// StableHLO text: a single-device module, or a GSPMD-annotated SPMD module with
    /// `mhlo.num_partitions = mesh.devices()`.
    pub text: String,
    /// The mesh the program is partitioned for ([`Mesh::SINGLE`]: unpartitioned).
    pub mesh: Mesh,
    /// Named inputs, outputs and donations.
    pub signature: ProgramSignature,
}

/// Builds a program while recording names: inputs in argument order, outputs in result order,
/// donations by output name (resolved when the program is finished).
pub(crate) struct ProgramIo {
    pub b: Builder,
    rules: ShardingRules,
    inputs: Vec<TensorSig>,
    input_tensors: Vec<Tensor>,
    outputs: Vec<(TensorSig, Tensor)>,
    donations: Vec<(usize, String)>,
}

impl ProgramIo {
    /// A program for `cfg`'s mesh over the state entries of `layout`.
    pub fn new(cfg: &NamConfig, layout: &StateLayout) -> Self {
        let b = Builder::new();
        let rules = ShardingRules::new(cfg, layout);
        if !rules.mesh().is_single() {
            b.set_num_partitions(rules.mesh().devices() as i64);
        }
        if cfg.precision.matrix_gradients == MatrixGradients::Compute {
            // Weight gradients are then reduced over `data` as the bf16 the dots write
            // (`[precision] matrix_gradients`).
            b.set_low_precision_dots(LowPrecisionDots::Native);
        }
        ProgramIo {
            b,
            rules,
            inputs: Vec::new(),
            input_tensors: Vec::new(),
            outputs: Vec::new(),
            donations: Vec::new(),
        }
    }

    /// A new named argument.
    pub fn input(&mut self, name: &str, dtype: DType, dims: &[i64]) -> Tensor {
        let t = self.b.param(dtype, dims);
        let sharding = self.rules.of(name, dims.len());
        if !self.rules.mesh().is_single() {
            self.b
                .set_param_sharding(&t, &sharding.gspmd(&self.rules.mesh()));
        }
        self.inputs.push(TensorSig {
            name: name.to_string(),
            dtype,
            dims: dims.to_vec(),
            sharding,
        });
        self.input_tensors.push(t.clone());
        t
    }

    /// A new named argument that is donated to the output of the same name.
    pub fn donated_input(&mut self, name: &str, dtype: DType, dims: &[i64]) -> Tensor {
        let t = self.input(name, dtype, dims);
        self.donations
            .push((self.inputs.len() - 1, name.to_string()));
        t
    }

    /// A new named result.
    pub fn output(&mut self, name: &str, t: &Tensor) {
        self.outputs.push((
            TensorSig {
                name: name.to_string(),
                dtype: t.dtype(),
                dims: t.dims(),
                sharding: self.rules.of(name, t.rank()),
            },
            t.clone(),
        ));
    }

    /// Emits the module with donations and returns it with its signature.
    pub fn finish(self, kind: ProgramKind) -> Result<StepProgram> {
        self.b.check()?;
        let mut aliases = Vec::with_capacity(self.donations.len());
        for (input, name) in &self.donations {
            let output = self
                .outputs
                .iter()
                .position(|(s, _)| &s.name == name)
                .ok_or_else(|| {
                    Error::Usage(format!(
                        "program: input `{name}` is donated but no output has that name"
                    ))
                })?;
            let (want, got) = (&self.inputs[*input], &self.outputs[output].0);
            if want.dtype != got.dtype || want.dims != got.dims {
                return Err(Error::Usage(format!(
                    "program: donated input {want} does not match its output {got}"
                )));
            }
            self.b.donate(&self.input_tensors[*input], output);
            aliases.push(Alias {
                input: *input,
                output,
            });
        }
        let mesh = self.rules.mesh();
        let outs: Vec<Output> = self
            .outputs
            .iter()
            .map(|(s, t)| match mesh.is_single() {
                true => Output::new(t),
                false => Output::sharded(t, &s.sharding.gspmd(&mesh)),
            })
            .collect();
        let text = self.b.emit_outputs(&outs)?;
        Ok(StepProgram {
            kind,
            text,
            mesh,
            signature: ProgramSignature {
                inputs: self.inputs,
                outputs: self.outputs.into_iter().map(|(s, _)| s).collect(),
                aliases,
            },
        })
    }
}
