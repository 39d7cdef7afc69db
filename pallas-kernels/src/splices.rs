//! The functions one program has spliced: each exported kernel is added to the program once,
//! however many layers and rows call it. Shared by the attention, SSD and grouped-matmul
//! splices.

use crate::manifest::KernelFunction;
use std::cell::RefCell;
use std::collections::HashMap;
use xla_hlo::{Builder, Function, Result, Tensor};

/// The kernel pairs spliced into the program of one builder, for one platform's variants.
pub(crate) struct Splices {
    b: Builder,
    platform: &'static str,
    /// By symbol (unique per variant and kernel).
    functions: RefCell<HashMap<String, Function>>,
}

impl Splices {
    /// For the program built by `b` (its top-level builder), splicing `platform`'s variants
    /// (`tpu`, or `cpu` for the interpret-mode exports).
    pub(crate) fn new(b: &Builder, platform: &'static str) -> Self {
        Splices {
            b: b.clone(),
            platform,
            functions: RefCell::new(HashMap::new()),
        }
    }

    /// The platform of the variants spliced.
    pub(crate) fn platform(&self) -> &'static str {
        self.platform
    }

    /// The program's function of kernel `k`, spliced on first use.
    pub(crate) fn function(&self, k: &KernelFunction) -> Result<Function> {
        if let Some(f) = self.functions.borrow().get(&k.symbol) {
            return Ok(f.clone());
        }
        let f = self
            .b
            .raw_function(&k.symbol, k.text, &k.args, &k.results)?;
        self.functions
            .borrow_mut()
            .insert(k.symbol.clone(), f.clone());
        Ok(f)
    }

    /// The program's functions of a kernel pair, `fwd` and `bwd`.
    pub(crate) fn pair(
        &self,
        fwd: &KernelFunction,
        bwd: &KernelFunction,
    ) -> Result<(Function, Function)> {
        Ok((self.function(fwd)?, self.function(bwd)?))
    }

    /// The builder the functions are spliced into.
    pub(crate) fn builder(&self) -> &Builder {
        &self.b
    }
}

/// The results of calling `f` on `args`, each checked. Built on the operands' builder: inside a
/// layer loop that is the loop body's, not the program's.
pub(crate) fn call_on_operands(f: &Function, args: &[&Tensor]) -> Result<Vec<Tensor>> {
    args[0]
        .builder()
        .call(f, args)
        .iter()
        .map(Tensor::check)
        .collect()
}
