//! The graph arena: nodes with ops, operands and result types, and the `Builder` that creates them.
//!
//! A graph is an append-only `Vec<Node>`; a node only ever refers to earlier nodes, so arena order is a
//! topological order and emission, liveness and autodiff are single linear passes. Sub-graphs (scan and
//! while bodies, private functions) are graphs of their own; a body may use tensors of an enclosing graph,
//! which are *captured*: the body gets an extra parameter and the loop gets an extra operand, so the
//! emitted regions never rely on implicit capture.

use crate::ops::Op;
use crate::{DType, Error, Result, Tensor, TensorType};
use std::cell::RefCell;
use std::rc::Rc;

/// Index of a node in its graph's arena.
pub(crate) type NodeId = u32;

/// One operation in the arena.
#[derive(Clone)]
pub(crate) struct Node {
    pub op: Op,
    pub operands: Vec<NodeId>,
    /// Result types; exactly one except for multi-result ops (whose results are read through
    /// `Op::Project` nodes).
    pub types: Vec<TensorType>,
}

/// Attributes of a `main` argument.
#[derive(Clone, Debug, Default)]
pub(crate) struct ParamAttrs {
    pub sharding: Option<String>,
    pub donate_to_output: Option<usize>,
}

/// Whether tensors of enclosing graphs may be used inside this graph.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum CapturePolicy {
    /// Loop bodies: outer tensors become extra parameters.
    Allowed,
    /// `main`, functions (isolated from above) and internal graphs.
    Forbidden,
}

/// The arena plus the builder's sticky error and capture bookkeeping.
#[derive(Clone)]
pub(crate) struct GraphData {
    pub nodes: Vec<Node>,
    /// Parameter index -> node.
    pub params: Vec<NodeId>,
    pub param_attrs: Vec<ParamAttrs>,
    pub error: Option<Error>,
    pub parent: Option<Rc<RefCell<GraphData>>>,
    /// (node in parent, parameter node here) for every captured outer tensor.
    pub captures: Vec<(NodeId, NodeId)>,
    pub capture_policy: CapturePolicy,
    pub module: Option<Rc<RefCell<ModuleData>>>,
    /// Values a rematerialising scan over this graph stacks for its backward pass rather than
    /// recomputing ([`Tensor::keep_for_backward`]).
    pub kept: Vec<NodeId>,
}

impl GraphData {
    pub(crate) fn new(
        parent: Option<Rc<RefCell<GraphData>>>,
        capture_policy: CapturePolicy,
        module: Option<Rc<RefCell<ModuleData>>>,
    ) -> Self {
        GraphData {
            nodes: Vec::new(),
            params: Vec::new(),
            param_attrs: Vec::new(),
            error: None,
            parent,
            captures: Vec::new(),
            capture_policy,
            module,
            kept: Vec::new(),
        }
    }

    /// The single result type of node `id`.
    pub(crate) fn ty(&self, id: NodeId) -> &TensorType {
        &self.nodes[id as usize].types[0]
    }

    pub(crate) fn push(&mut self, op: Op, operands: Vec<NodeId>, types: Vec<TensorType>) -> NodeId {
        let id = self.nodes.len() as NodeId;
        self.nodes.push(Node {
            op,
            operands,
            types,
        });
        id
    }

    pub(crate) fn add_param(&mut self, ty: TensorType) -> NodeId {
        let index = self.params.len();
        let id = self.push(Op::Parameter(index), Vec::new(), vec![ty]);
        self.params.push(id);
        self.param_attrs.push(ParamAttrs::default());
        id
    }

    pub(crate) fn record(&mut self, e: Error) {
        if self.error.is_none() {
            self.error = Some(e);
        }
    }

    pub(crate) fn poison(&mut self) -> NodeId {
        self.push(Op::Poison, Vec::new(), vec![TensorType::scalar(DType::F32)])
    }

    pub(crate) fn is_poison(&self, id: NodeId) -> bool {
        matches!(self.nodes[id as usize].op, Op::Poison)
    }

    /// Marks the nodes that `outputs` depend on (dead-code elimination for emission and replay).
    pub(crate) fn live_set(&self, outputs: &[NodeId]) -> Vec<bool> {
        let mut live = vec![false; self.nodes.len()];
        for &o in outputs {
            live[o as usize] = true;
        }
        for id in (0..self.nodes.len()).rev() {
            if live[id] {
                for &o in &self.nodes[id].operands {
                    live[o as usize] = true;
                }
            }
        }
        live
    }
}

/// A finished sub-graph: the arena of a loop body or function plus its outputs.
#[derive(Clone)]
pub(crate) struct Body {
    pub graph: GraphData,
    pub outputs: Vec<NodeId>,
}

impl Body {
    pub(crate) fn param_types(&self) -> Vec<TensorType> {
        self.graph
            .params
            .iter()
            .map(|&p| self.graph.ty(p).clone())
            .collect()
    }
    pub(crate) fn output_types(&self) -> Vec<TensorType> {
        self.outputs
            .iter()
            .map(|&o| self.graph.ty(o).clone())
            .collect()
    }
}

/// A private function of the module.
pub(crate) enum FunctionDef {
    /// Built with the builder; differentiable by inlining.
    Graph { name: String, body: Body },
    /// Spliced text of a `func.func private` (e.g. an exported kernel), with its signature.
    Raw {
        name: String,
        args: Vec<TensorType>,
        results: Vec<TensorType>,
        text: String,
    },
}

impl FunctionDef {
    pub(crate) fn name(&self) -> &str {
        match self {
            FunctionDef::Graph { name, .. } | FunctionDef::Raw { name, .. } => name,
        }
    }
}

/// Module-level state shared by every builder of one program.
#[derive(Default)]
pub(crate) struct ModuleData {
    pub num_partitions: i64,
    pub num_replicas: i64,
    pub low_precision_dots: crate::ops::dot_general::LowPrecisionDots,
    pub functions: Vec<Rc<FunctionDef>>,
    pub raw_text: Vec<String>,
}

/// Builds a graph. Cheap to clone; clones share the same arena.
///
/// The top-level builder becomes `func.func public @main`; sub-builders handed to `scan`, `while_loop` and
/// `function` closures build their bodies.
#[derive(Clone)]
pub struct Builder {
    pub(crate) g: Rc<RefCell<GraphData>>,
}

impl Default for Builder {
    fn default() -> Self {
        Self::new()
    }
}

impl Builder {
    /// A new, empty program with one partition and one replica.
    pub fn new() -> Self {
        let module = ModuleData {
            num_partitions: 1,
            num_replicas: 1,
            ..Default::default()
        };
        let g = GraphData::new(
            None,
            CapturePolicy::Forbidden,
            Some(Rc::new(RefCell::new(module))),
        );
        Builder {
            g: Rc::new(RefCell::new(g)),
        }
    }

    pub(crate) fn from_data(g: Rc<RefCell<GraphData>>) -> Self {
        Builder { g }
    }

    /// A sub-builder for a body nested in this graph.
    pub(crate) fn child(&self, policy: CapturePolicy) -> Builder {
        let module = self.g.borrow().module.clone();
        let parent = if policy == CapturePolicy::Allowed {
            Some(self.g.clone())
        } else {
            None
        };
        Builder {
            g: Rc::new(RefCell::new(GraphData::new(parent, policy, module))),
        }
    }

    /// Turns a finished sub-builder into a body; returns the captured outer nodes (in this builder's parent).
    pub(crate) fn into_body(self, outputs: &[Tensor]) -> Result<(Body, Vec<NodeId>)> {
        let mut ids = Vec::with_capacity(outputs.len());
        for t in outputs {
            ids.push(self.import(t)?);
        }
        let mut data = self.g.borrow().clone();
        if let Some(e) = data.error.take() {
            return Err(e);
        }
        data.parent = None;
        data.module = None;
        let captured = data.captures.iter().map(|&(outer, _)| outer).collect();
        Ok((
            Body {
                graph: data,
                outputs: ids,
            },
            captured,
        ))
    }

    pub(crate) fn tensor(&self, id: NodeId) -> Tensor {
        Tensor {
            g: self.g.clone(),
            id,
        }
    }

    /// Sets `mhlo.num_partitions` of the module (SPMD partitions; default 1).
    pub fn set_num_partitions(&self, n: i64) {
        if let Some(m) = &self.g.borrow().module {
            m.borrow_mut().num_partitions = n;
        }
    }

    /// Sets how the module writes dots with a low-precision result (default
    /// [`LowPrecisionDots::ConvertAfter`](crate::LowPrecisionDots::ConvertAfter)).
    pub fn set_low_precision_dots(&self, mode: crate::LowPrecisionDots) {
        if let Some(m) = &self.g.borrow().module {
            m.borrow_mut().low_precision_dots = mode;
        }
    }

    /// Sets `mhlo.num_replicas` of the module (default 1).
    pub fn set_num_replicas(&self, n: i64) {
        if let Some(m) = &self.g.borrow().module {
            m.borrow_mut().num_replicas = n;
        }
    }

    /// A new argument of the graph with element type `dtype` and dimensions `dims`.
    pub fn param(&self, dtype: DType, dims: &[i64]) -> Tensor {
        if let Some(bad) = dims.iter().find(|&&d| d < 0) {
            let e = Error::Op {
                op: "parameter",
                operands: String::new(),
                rule: format!("dimension sizes must be >= 0, got {bad} in {dims:?}"),
            };
            let mut g = self.g.borrow_mut();
            g.record(e);
            let id = g.poison();
            drop(g);
            return self.tensor(id);
        }
        let id = self.g.borrow_mut().add_param(TensorType::new(dtype, dims));
        self.tensor(id)
    }

    /// A new argument annotated with a GSPMD sharding string (e.g. `{devices=[8,1]<=[8]}`).
    pub fn param_sharded(&self, dtype: DType, dims: &[i64], sharding: &str) -> Tensor {
        let t = self.param(dtype, dims);
        self.set_param_sharding(&t, sharding);
        t
    }

    fn param_index(&self, t: &Tensor, what: &str) -> Option<usize> {
        let g = self.g.borrow();
        if !Rc::ptr_eq(&t.g, &self.g) {
            drop(g);
            self.g.borrow_mut().record(Error::Usage(format!(
                "{what}: tensor belongs to another graph"
            )));
            return None;
        }
        match g.nodes[t.id as usize].op {
            Op::Parameter(i) => Some(i),
            Op::Poison => None,
            _ => {
                drop(g);
                self.g.borrow_mut().record(Error::Usage(format!(
                    "{what}: the tensor is not a parameter of this graph"
                )));
                None
            }
        }
    }

    /// Annotates parameter `t` with a GSPMD `mhlo.sharding` string.
    pub fn set_param_sharding(&self, t: &Tensor, sharding: &str) {
        if let Some(i) = self.param_index(t, "set_param_sharding") {
            self.g.borrow_mut().param_attrs[i].sharding = Some(sharding.to_string());
        }
    }

    /// Donates parameter `t`: its buffer may be reused for output `output` (`tf.aliasing_output`).
    /// The output must have the same type; `emit` checks it.
    pub fn donate(&self, t: &Tensor, output: usize) {
        if let Some(i) = self.param_index(t, "donate") {
            self.g.borrow_mut().param_attrs[i].donate_to_output = Some(output);
        }
    }

    /// The first error recorded while building, if any.
    pub fn check(&self) -> Result<()> {
        match &self.g.borrow().error {
            Some(e) => Err(e.clone()),
            None => Ok(()),
        }
    }

    /// Number of nodes in the arena (including dead ones), for diagnostics and benches.
    pub fn num_nodes(&self) -> usize {
        self.g.borrow().nodes.len()
    }

    /// Brings `t` into this graph: itself if it is already here, a capture parameter if it belongs to an
    /// enclosing graph and this graph allows captures, an error otherwise.
    pub(crate) fn import(&self, t: &Tensor) -> Result<NodeId> {
        if Rc::ptr_eq(&t.g, &self.g) {
            return Ok(t.id);
        }
        let (parent, policy) = {
            let g = self.g.borrow();
            (g.parent.clone(), g.capture_policy)
        };
        let parent = match (parent, policy) {
            (Some(p), CapturePolicy::Allowed) => p,
            _ => {
                return Err(Error::Usage(
                    "a tensor of another graph was used here; function bodies cannot capture outer \
                     tensors (pass them as arguments), and tensors of a loop body cannot leave it"
                        .to_string(),
                ));
            }
        };
        let outer = Builder::from_data(parent).import(t)?;
        let mut g = self.g.borrow_mut();
        if let Some(&(_, inner)) = g.captures.iter().find(|&&(o, _)| o == outer) {
            return Ok(inner);
        }
        let ty = {
            let p = g.parent.as_ref().expect("checked above").borrow();
            if p.is_poison(outer) {
                drop(p);
                return Ok(g.poison());
            }
            p.ty(outer).clone()
        };
        let inner = g.add_param(ty);
        g.captures.push((outer, inner));
        Ok(inner)
    }

    /// Adds a node after checking its rule. `rule` gets the operand types and returns the op and result
    /// types or the broken rule. Poisoned operands give a poisoned result without a new error.
    pub(crate) fn build(
        &self,
        name: &'static str,
        operands: &[&Tensor],
        rule: impl FnOnce(&[&TensorType]) -> Result<(Op, Vec<TensorType>), String>,
    ) -> NodeId {
        let mut ids = Vec::with_capacity(operands.len());
        for t in operands {
            match self.import(t) {
                Ok(id) => ids.push(id),
                Err(e) => {
                    let mut g = self.g.borrow_mut();
                    g.record(e);
                    return g.poison();
                }
            }
        }
        let mut g = self.g.borrow_mut();
        if ids.iter().any(|&i| g.is_poison(i)) {
            return g.poison();
        }
        let result = {
            let tys: Vec<&TensorType> = ids.iter().map(|&i| g.ty(i)).collect();
            rule(&tys).map_err(|rule| Error::Op {
                op: name,
                operands: join_types(&tys),
                rule,
            })
        };
        match result {
            Ok((op, types)) => g.push(op, ids, types),
            Err(e) => {
                g.record(e);
                g.poison()
            }
        }
    }

    /// Like `build` for a multi-result op: returns one projection tensor per result.
    pub(crate) fn build_multi(
        &self,
        name: &'static str,
        operands: &[&Tensor],
        n_results_on_error: usize,
        rule: impl FnOnce(&[&TensorType]) -> Result<(Op, Vec<TensorType>), String>,
    ) -> Vec<Tensor> {
        let id = self.build(name, operands, rule);
        self.project_all(id, n_results_on_error)
    }

    pub(crate) fn project_all(&self, id: NodeId, n_results_on_error: usize) -> Vec<Tensor> {
        let mut g = self.g.borrow_mut();
        if g.is_poison(id) {
            let ids: Vec<NodeId> = (0..n_results_on_error).map(|_| g.poison()).collect();
            drop(g);
            return ids.into_iter().map(|i| self.tensor(i)).collect();
        }
        let types = g.nodes[id as usize].types.clone();
        let ids: Vec<NodeId> = types
            .into_iter()
            .enumerate()
            .map(|(j, t)| g.push(Op::Project(j), vec![id], vec![t]))
            .collect();
        drop(g);
        ids.into_iter().map(|i| self.tensor(i)).collect()
    }

    pub(crate) fn fail(&self, e: Error) -> Tensor {
        let mut g = self.g.borrow_mut();
        g.record(e);
        let id = g.poison();
        drop(g);
        self.tensor(id)
    }
}

/// `tensor<..>, tensor<..>` for error messages.
pub(crate) fn join_types(tys: &[&TensorType]) -> String {
    let mut s = String::new();
    for (i, t) in tys.iter().enumerate() {
        if i > 0 {
            s.push_str(", ");
        }
        s.push_str(&t.to_string());
    }
    s
}

/// The builder of the innermost graph among `ts` (operands of one op may mix a loop body's tensors with
/// captured outer ones; the op belongs in the body).
pub(crate) fn builder_for(ts: &[&Tensor]) -> Builder {
    let depth = |t: &Tensor| {
        let mut d = 0;
        let mut p = t.g.borrow().parent.clone();
        while let Some(x) = p {
            d += 1;
            p = x.borrow().parent.clone();
        }
        d
    };
    let mut best = ts[0];
    let mut best_depth = depth(best);
    for t in &ts[1..] {
        if !Rc::ptr_eq(&t.g, &best.g) {
            let d = depth(t);
            if d > best_depth {
                best = t;
                best_depth = d;
            }
        }
    }
    best.builder()
}

impl Builder {
    /// `t` as a tensor of this graph (capturing it if it is an outer tensor), or a poisoned tensor.
    pub(crate) fn adopt(&self, t: &Tensor) -> Tensor {
        match self.import(t) {
            Ok(id) => self.tensor(id),
            Err(e) => self.fail(e),
        }
    }
}
