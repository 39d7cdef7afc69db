//! StableHLO text emission in MLIR's generic op form.
//!
//! Why generic form: `"stablehlo.add"(%1, %2) : (...) -> ...` parses the same in every StableHLO version
//! the CPU plugin (<= 1.13) and libtpu (<= 1.24) accept, while pretty forms have changed between versions.
//!
//! Byte stability: values are numbered `%0, %1, ...` in emission order by one counter per function
//! (regions included), nodes are visited in arena order, attributes are written in a fixed order, no
//! locations are printed, and nothing iterates a hash map. Only nodes that an output depends on are
//! emitted (dead-code elimination), in one linear pass.

use crate::graph::{FunctionDef, GraphData, NodeId};
use crate::ops::{self, Op};
use crate::{DType, TensorType};
use std::fmt::{self, Write};

/// The name of an emitted SSA value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Name {
    /// Not emitted (dead).
    None,
    /// `%N`.
    V(u32),
    /// `%N#i`, result `i` of a multi-result op.
    M(u32, u32),
    /// A multi-result op with base `%N` and `count` results (referenced only through projections).
    Tuple(u32, u32),
    /// `%argN` of a function.
    Arg(u32),
}

impl fmt::Display for Name {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Name::V(n) | Name::Tuple(n, _) => write!(f, "%{n}"),
            Name::M(n, i) => write!(f, "%{n}#{i}"),
            Name::Arg(n) => write!(f, "%arg{n}"),
            Name::None => f.write_str("%<dead>"),
        }
    }
}

/// Writes one function's body text.
pub(crate) struct Emitter {
    pub out: String,
    next: u32,
    /// How dots with a low-precision result are written (the module's setting).
    pub low_precision_dots: crate::ops::dot_general::LowPrecisionDots,
}

const INDENT: &str = "                                                                ";

impl Emitter {
    pub(crate) fn new(out: String) -> Self {
        Emitter {
            out,
            next: 0,
            low_precision_dots: Default::default(),
        }
    }

    pub(crate) fn reset_numbering(&mut self) {
        self.next = 0;
    }

    pub(crate) fn fresh(&mut self) -> u32 {
        let n = self.next;
        self.next += 1;
        n
    }

    fn indent(&mut self, depth: usize) {
        let n = (depth * 2).min(INDENT.len());
        self.out.push_str(&INDENT[..n]);
    }

    fn names(&mut self, names: &[Name]) {
        for (i, n) in names.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "{n}");
        }
    }

    fn types<'a>(&mut self, tys: impl IntoIterator<Item = &'a TensorType>) {
        for (i, t) in tys.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "{t}");
        }
    }

    /// Writes `%N = "name"(operands` (or `%N:k`) and returns `N`; the caller closes the operand list.
    fn head(&mut self, depth: usize, n_results: usize, name: &str, operands: &[Name]) -> u32 {
        let n = self.fresh();
        self.indent(depth);
        if n_results == 1 {
            let _ = write!(self.out, "%{n} = \"{name}\"(");
        } else {
            let _ = write!(self.out, "%{n}:{n_results} = \"{name}\"(");
        }
        self.names(operands);
        n
    }

    /// Writes ` {attrs} : (in) -> out\n`.
    fn tail(
        &mut self,
        attrs: Option<fmt::Arguments<'_>>,
        ins: &[&TensorType],
        outs: &[&TensorType],
    ) {
        if let Some(a) = attrs {
            self.out.push_str(" {");
            let _ = self.out.write_fmt(a);
            self.out.push('}');
        }
        self.out.push_str(" : (");
        self.types(ins.iter().copied());
        self.out.push_str(") -> ");
        if outs.len() == 1 {
            let _ = write!(self.out, "{}", outs[0]);
        } else {
            self.out.push('(');
            self.types(outs.iter().copied());
            self.out.push(')');
        }
        self.out.push('\n');
    }

    /// One op without regions; returns its result name (`Tuple` for several results).
    pub(crate) fn op(
        &mut self,
        depth: usize,
        name: &str,
        operands: &[Name],
        attrs: Option<fmt::Arguments<'_>>,
        ins: &[&TensorType],
        outs: &[&TensorType],
    ) -> Name {
        let n = self.head(depth, outs.len(), name, operands);
        self.out.push(')');
        self.tail(attrs, ins, outs);
        if outs.len() == 1 {
            Name::V(n)
        } else {
            Name::Tuple(n, outs.len() as u32)
        }
    }

    /// Starts an op with regions: writes `%N = "name"(operands) (` and returns the result name.
    pub(crate) fn region_op_begin(
        &mut self,
        depth: usize,
        name: &str,
        operands: &[Name],
        n_results: usize,
    ) -> Name {
        let n = self.head(depth, n_results, name, operands);
        self.out.push_str(") (");
        if n_results == 1 {
            Name::V(n)
        } else {
            Name::Tuple(n, n_results as u32)
        }
    }

    /// Opens a region with one block whose arguments get fresh names, which are returned.
    pub(crate) fn region_begin(
        &mut self,
        first: bool,
        depth: usize,
        arg_types: &[&TensorType],
    ) -> Vec<Name> {
        if !first {
            self.out.push_str(", ");
        }
        self.out.push_str("{\n");
        self.indent(depth);
        self.out.push_str("^bb0(");
        let mut names = Vec::with_capacity(arg_types.len());
        for (i, t) in arg_types.iter().enumerate() {
            let n = self.fresh();
            if i > 0 {
                self.out.push_str(", ");
            }
            let _ = write!(self.out, "%{n}: {t}");
            names.push(Name::V(n));
        }
        self.out.push_str("):\n");
        names
    }

    /// Writes the region's `stablehlo.return` and closes it.
    pub(crate) fn region_end(&mut self, depth: usize, values: &[Name], tys: &[&TensorType]) {
        self.ret(depth + 1, "stablehlo.return", values, tys);
        self.indent(depth);
        self.out.push('}');
    }

    /// Closes an op with regions: `) {attrs} : (in) -> out`.
    pub(crate) fn region_op_end(
        &mut self,
        attrs: Option<fmt::Arguments<'_>>,
        ins: &[&TensorType],
        outs: &[&TensorType],
    ) {
        self.out.push(')');
        self.tail(attrs, ins, outs);
    }

    pub(crate) fn ret(&mut self, depth: usize, op: &str, values: &[Name], tys: &[&TensorType]) {
        self.indent(depth);
        let _ = write!(self.out, "\"{op}\"(");
        self.names(values);
        self.out.push_str(") : (");
        self.types(tys.iter().copied());
        self.out.push_str(") -> ()\n");
    }

    /// A constant splat of `value` (converted to `ty`'s element type).
    pub(crate) fn splat(&mut self, depth: usize, value: f64, ty: &TensorType) -> Name {
        let mut v = String::new();
        write_scalar(&mut v, value, ty.dtype);
        self.op(
            depth,
            "stablehlo.constant",
            &[],
            Some(format_args!("value = dense<{v}> : {ty}")),
            &[],
            &[ty],
        )
    }

    /// A reduction region `(a, b) -> op(a, b)` for scalars of `dtype`.
    pub(crate) fn binary_region(&mut self, first: bool, depth: usize, op: &str, dtype: DType) {
        let s = TensorType::scalar(dtype);
        let args = self.region_begin(first, depth, &[&s, &s]);
        let r = self.op(depth + 1, op, &args, None, &[&s, &s], &[&s]);
        self.region_end(depth, &[r], &[&s]);
    }

    /// Emits the live part of graph `g` with parameter names `params`; returns the names of `outputs`.
    pub(crate) fn graph(
        &mut self,
        g: &GraphData,
        depth: usize,
        params: &[Name],
        outputs: &[NodeId],
    ) -> Vec<Name> {
        let live = g.live_set(outputs);
        let mut names = vec![Name::None; g.nodes.len()];
        for (id, node) in g.nodes.iter().enumerate() {
            if !live[id] {
                continue;
            }
            names[id] = match node.op {
                Op::Parameter(i) => params[i],
                Op::Project(j) => {
                    let src = node.operands[0] as usize;
                    match names[src] {
                        Name::Tuple(base, count) => {
                            let idx = ops::result_index(&g.nodes[src].op, j);
                            if count == 1 {
                                Name::V(base)
                            } else {
                                Name::M(base, idx)
                            }
                        }
                        other => other,
                    }
                }
                _ => ops::emit(self, g, id as NodeId, &names, depth),
            };
        }
        outputs.iter().map(|&o| names[o as usize]).collect()
    }
}

/// Writes a scalar of `dtype` as an MLIR dense literal element: hexadecimal bit patterns for floats (exact,
/// and valid for NaN/inf), decimal for integers, `true`/`false` for predicates.
pub(crate) fn write_scalar(out: &mut String, v: f64, dtype: DType) {
    let _ = match dtype {
        DType::F64 => write!(out, "0x{:016X}", v.to_bits()),
        DType::F32 => write!(out, "0x{:08X}", (v as f32).to_bits()),
        DType::BF16 => write!(out, "0x{:04X}", half::bf16::from_f64(v).to_bits()),
        DType::F16 => write!(out, "0x{:04X}", half::f16::from_f64(v).to_bits()),
        DType::I32 => write!(out, "{}", v as i32),
        DType::I64 => write!(out, "{}", v as i64),
        DType::U32 => write!(out, "{}", v as u32),
        DType::Pred => write!(out, "{}", v != 0.0),
    };
}

/// Appends the little-endian bytes of `v` as `dtype` in hex (for `dense<"0x...">` blobs).
pub(crate) fn write_blob_element(out: &mut String, v: f64, iv: i64, dtype: DType) {
    let bytes: Vec<u8> = match dtype {
        DType::F64 => v.to_le_bytes().to_vec(),
        DType::F32 => (v as f32).to_le_bytes().to_vec(),
        DType::BF16 => half::bf16::from_f64(v).to_le_bytes().to_vec(),
        DType::F16 => half::f16::from_f64(v).to_le_bytes().to_vec(),
        DType::I32 => (iv as i32).to_le_bytes().to_vec(),
        DType::I64 => iv.to_le_bytes().to_vec(),
        DType::U32 => (iv as u32).to_le_bytes().to_vec(),
        DType::Pred => vec![(iv != 0) as u8],
    };
    for b in bytes {
        let _ = write!(out, "{b:02X}");
    }
}

/// Writes the module: header with partition/replica attributes, private functions, then `main`.
pub(crate) fn module(
    m: &crate::graph::ModuleData,
    main: &GraphData,
    outputs: &[crate::Output],
    output_ids: &[NodeId],
) -> String {
    let (num_partitions, num_replicas) = (m.num_partitions, m.num_replicas);
    let (functions, raw) = (&m.functions, &m.raw_text);
    let mut e = Emitter::new(String::with_capacity(64 * main.nodes.len() + 256));
    e.low_precision_dots = m.low_precision_dots;
    let _ = writeln!(
        e.out,
        "module @xla_hlo attributes {{mhlo.num_partitions = {num_partitions} : i32, mhlo.num_replicas = {num_replicas} : i32}} {{"
    );
    for f in functions {
        match &**f {
            FunctionDef::Graph { name, body } => {
                e.reset_numbering();
                let tys = body.param_types();
                e.out.push_str("  func.func private @");
                e.out.push_str(name);
                e.out.push('(');
                for (i, t) in tys.iter().enumerate() {
                    let _ = write!(e.out, "{}%arg{i}: {t}", if i > 0 { ", " } else { "" });
                }
                e.out.push_str(") -> (");
                let outs = body.output_types();
                e.types(outs.iter());
                e.out.push_str(") {\n");
                let params: Vec<Name> = (0..tys.len() as u32).map(Name::Arg).collect();
                let names = e.graph(&body.graph, 2, &params, &body.outputs);
                e.ret(2, "func.return", &names, &outs.iter().collect::<Vec<_>>());
                e.out.push_str("  }\n");
            }
            FunctionDef::Raw { text, .. } => {
                e.out.push_str(text.trim_end());
                e.out.push('\n');
            }
        }
    }
    for r in raw {
        e.out.push_str(r.trim_end());
        e.out.push('\n');
    }
    e.reset_numbering();
    e.out.push_str("  func.func public @main(");
    for (i, &p) in main.params.iter().enumerate() {
        let a = &main.param_attrs[i];
        let _ = write!(
            e.out,
            "{}%arg{i}: {}",
            if i > 0 { ", " } else { "" },
            main.ty(p)
        );
        let mut attrs: Vec<String> = Vec::new();
        if let Some(s) = &a.sharding {
            attrs.push(format!("mhlo.sharding = {}", quote(s)));
        }
        if let Some(o) = a.donate_to_output {
            attrs.push(format!("tf.aliasing_output = {o} : i32"));
        }
        if !attrs.is_empty() {
            let _ = write!(e.out, " {{{}}}", attrs.join(", "));
        }
    }
    e.out.push_str(") -> (");
    for (i, (o, &id)) in outputs.iter().zip(output_ids).enumerate() {
        let _ = write!(e.out, "{}{}", if i > 0 { ", " } else { "" }, main.ty(id));
        if let Some(s) = &o.sharding {
            let _ = write!(e.out, " {{mhlo.sharding = {}}}", quote(s));
        }
    }
    e.out.push_str(") {\n");
    let params: Vec<Name> = (0..main.params.len() as u32).map(Name::Arg).collect();
    let names = e.graph(main, 2, &params, output_ids);
    let tys: Vec<&TensorType> = output_ids.iter().map(|&o| main.ty(o)).collect();
    e.ret(2, "func.return", &names, &tys);
    e.out.push_str("  }\n}\n");
    e.out
}

/// An MLIR string literal.
pub(crate) fn quote(s: &str) -> String {
    let mut q = String::with_capacity(s.len() + 2);
    q.push('"');
    for c in s.chars() {
        match c {
            '"' => q.push_str("\\22"),
            '\\' => q.push_str("\\5C"),
            '\n' => q.push_str("\\0A"),
            c => q.push(c),
        }
    }
    q.push('"');
    q
}
