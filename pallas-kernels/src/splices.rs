//! The functions one program has spliced, by variant: each exported kernel pair (forward and
//! backward) is added to the program once, however many layers and rows call it. Shared by the
//! attention and SSD splices.

use crate::manifest::KernelFunction;
use std::cell::RefCell;
use std::collections::HashMap;
use xla_hlo::{Builder, Function, Result};

/// The kernel pairs spliced into the program of one builder, for one platform's variants.
pub(crate) struct Splices {
    b: Builder,
    platform: &'static str,
    pairs: RefCell<HashMap<String, (Function, Function)>>,
}

impl Splices {
    /// For the program built by `b` (its top-level builder), splicing `platform`'s variants
    /// (`tpu`, or `cpu` for the interpret-mode exports).
    pub(crate) fn new(b: &Builder, platform: &'static str) -> Self {
        Splices {
            b: b.clone(),
            platform,
            pairs: RefCell::new(HashMap::new()),
        }
    }

    /// The platform of the variants spliced.
    pub(crate) fn platform(&self) -> &'static str {
        self.platform
    }

    /// The program's functions of variant `name`, `fwd` and `bwd` spliced on first use.
    pub(crate) fn pair(
        &self,
        name: &str,
        fwd: &KernelFunction,
        bwd: &KernelFunction,
    ) -> Result<(Function, Function)> {
        if let Some(f) = self.pairs.borrow().get(name) {
            return Ok(f.clone());
        }
        let splice =
            |k: &KernelFunction| self.b.raw_function(&k.symbol, k.text, &k.args, &k.results);
        let pair = (splice(fwd)?, splice(bwd)?);
        self.pairs.borrow_mut().insert(name.into(), pair.clone());
        Ok(pair)
    }

    /// The builder the functions are spliced into.
    pub(crate) fn builder(&self) -> &Builder {
        &self.b
    }
}
