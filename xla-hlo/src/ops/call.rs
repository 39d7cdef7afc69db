//! Private functions (`func.func private @f`) and `func.call`. Functions built with the builder are
//! differentiated by inlining their body; spliced raw functions (exported kernels) are opaque.

use super::Op;
use crate::autodiff::{replay, vjp_nodes};
use crate::emit::{Emitter, Name};
use crate::graph::{Builder, CapturePolicy, FunctionDef};
use crate::{Error, Result, Tensor, TensorType};
use std::fmt::Write;
use std::rc::Rc;

/// A handle to a private function of the module.
#[derive(Clone)]
pub struct Function {
    pub(crate) def: Rc<FunctionDef>,
}

impl Function {
    /// The function's symbol name.
    pub fn name(&self) -> &str {
        self.def.name()
    }
}

impl Builder {
    fn register(&self, def: FunctionDef) -> Result<Function> {
        let m = self.g.borrow().module.clone().ok_or_else(|| {
            Error::Usage("functions can only be added from a module's builders".into())
        })?;
        let mut m = m.borrow_mut();
        if def.name() == "main" || m.functions.iter().any(|f| f.name() == def.name()) {
            return Err(Error::Usage(format!(
                "function name @{} is already taken",
                def.name()
            )));
        }
        let def = Rc::new(def);
        m.functions.push(def.clone());
        Ok(Function { def })
    }

    /// Builds a private function `@name` with arguments of types `args`; `body` returns its results.
    /// The body cannot use tensors of other graphs (functions are isolated from above).
    pub fn function(
        &self,
        name: &str,
        args: &[TensorType],
        body: impl FnOnce(&Builder, &[Tensor]) -> Vec<Tensor>,
    ) -> Result<Function> {
        let fb = self.child(CapturePolicy::Forbidden);
        let params: Vec<Tensor> = args.iter().map(|t| fb.param(t.dtype, &t.dims)).collect();
        let outs = body(&fb, &params);
        let (b, _) = fb.into_body(&outs)?;
        self.register(FunctionDef::Graph {
            name: name.to_string(),
            body: b,
        })
    }

    /// Splices the text of a `func.func private @name` (e.g. from an exported kernel module) with the
    /// given signature; calls to it are not differentiable.
    pub fn raw_function(
        &self,
        name: &str,
        text: &str,
        args: &[TensorType],
        results: &[TensorType],
    ) -> Result<Function> {
        if !text.contains(&format!("@{name}(")) {
            return Err(Error::Usage(format!(
                "raw function text does not define @{name}"
            )));
        }
        self.register(FunctionDef::Raw {
            name: name.into(),
            args: args.to_vec(),
            results: results.to_vec(),
            text: text.into(),
        })
    }

    /// Calls `f` with `args`; returns its results.
    pub fn call(&self, f: &Function, args: &[&Tensor]) -> Vec<Tensor> {
        let (params, results) = match &*f.def {
            FunctionDef::Graph { body, .. } => (body.param_types(), body.output_types()),
            FunctionDef::Raw { args, results, .. } => (args.clone(), results.clone()),
        };
        let b = if args.is_empty() {
            self.clone()
        } else {
            crate::graph::builder_for(args)
        };
        let def = f.def.clone();
        b.build_multi("call", args, results.len().max(1), |t| {
            if t.len() != params.len() || t.iter().zip(&params).any(|(a, p)| *a != p) {
                let want: Vec<&TensorType> = params.iter().collect();
                return Err(format!(
                    "@{} takes ({})",
                    def.name(),
                    crate::graph::join_types(&want)
                ));
            }
            Ok((Op::Call(def), results))
        })
    }
}

pub(crate) fn emit(
    e: &mut Emitter,
    depth: usize,
    f: &FunctionDef,
    args: &[Name],
    ins: &[&TensorType],
    outs: &[TensorType],
) -> Name {
    let mut callee = String::new();
    let _ = write!(callee, "callee = @{}", f.name());
    let outs: Vec<&TensorType> = outs.iter().collect();
    e.op(
        depth,
        "func.call",
        args,
        Some(format_args!("{callee}")),
        ins,
        &outs,
    )
}

pub(crate) fn vjp(
    b: &Builder,
    f: &FunctionDef,
    x: &[Tensor],
    cts: &[Option<Tensor>],
) -> Result<Vec<Option<Tensor>>> {
    let FunctionDef::Graph { body, .. } = f else {
        return Err(Error::NotDifferentiable(format!(
            "call of raw function @{} (no VJP)",
            f.name()
        )));
    };
    let mut map = vec![None; body.graph.nodes.len()];
    for (i, &p) in body.graph.params.iter().enumerate() {
        map[p as usize] = Some(x[i].id);
    }
    let outs = replay(b, &body.graph, &body.outputs, &mut map)?;
    let wrt: Vec<u32> = x.iter().map(|t| t.id).collect();
    let grads = vjp_nodes(b, &outs, cts, &wrt)?;
    // A value passed twice already has its total cotangent in each slot; count it once.
    Ok(grads
        .into_iter()
        .enumerate()
        .map(|(i, g)| (!wrt[..i].contains(&wrt[i])).then_some(g))
        .collect())
}
