//! The NAM model family: configs, blocks, losses, optimizers, init, parameter and FLOP counting.
