//! A program on the mesh: its arguments looked up by name (state, batch, scalars), its launch,
//! its outputs split into the donated state they replace and the rest, and the queue of
//! programs launched and not yet seen to finish ([`InFlight`]).

use std::collections::BTreeMap;
use std::time::Instant;

use nam::graph::program::TensorSig;
use nam::graph::sharding::TensorSharding;
use pjrt::{Buffer, Client, ExecuteOptions, Execution, HostTensor};

use super::compiled::Compiled;
use super::read_back::read_runs;
use super::{Result, TrainError};
use crate::mesh::DeviceMesh;

/// The per-device argument lists of `c`, looked up by name: the batch and per-step scalars from
/// `extra`, device state from `state`.
fn named_args<'a>(
    mesh: &DeviceMesh,
    state: &'a BTreeMap<String, Vec<Buffer>>,
    c: &Compiled,
    extra: &'a BTreeMap<&str, Vec<Buffer>>,
) -> Result<Vec<Vec<&'a Buffer>>> {
    // One argument list per device this process holds (every device in one process).
    let n = mesh.held_count();
    let mut args: Vec<Vec<&Buffer>> = vec![Vec::with_capacity(c.sig.inputs.len()); n];
    for s in &c.sig.inputs {
        let pieces = extra
            .get(s.name.as_str())
            .or_else(|| state.get(&s.name))
            .ok_or_else(|| {
                TrainError::Internal(format!("program input `{}` has no value", s.name))
            })?;
        if pieces.len() != n {
            return Err(TrainError::Internal(format!(
                "program input `{}` has {} pieces for {n} devices",
                s.name,
                pieces.len()
            )));
        }
        for (device_args, piece) in args.iter_mut().zip(pieces) {
            device_args.push(piece);
        }
    }
    Ok(args)
}

/// Starts `c` on the mesh (see [`named_args`]) and returns while it runs, so the host can
/// prepare the next inputs; [`take_outputs`] takes its outputs.
pub(super) fn launch_named<'a>(
    mesh: &DeviceMesh,
    state: &'a BTreeMap<String, Vec<Buffer>>,
    c: &Compiled,
    extra: &'a BTreeMap<&str, Vec<Buffer>>,
) -> Result<Execution<'a>> {
    let args = named_args(mesh, state, c, extra)?;
    Ok(c.exe.launch(&args, &ExecuteOptions::default())?)
}

/// The outputs of a launched run of `c` (ready or not): donated state replaced by the aliased
/// outputs, the other outputs returned with their signatures, still on the devices, and the
/// replaced state's handles (see [`InFlight::retire`]).
pub(super) fn take_outputs(
    mesh: &DeviceMesh,
    state: &mut BTreeMap<String, Vec<Buffer>>,
    c: &Compiled,
    per_device: Vec<Vec<Buffer>>,
) -> Result<(ProgramOutputs, Vec<Vec<Buffer>>)> {
    let n = mesh.held_count();
    if per_device.len() != n || per_device.iter().any(|o| o.len() != c.sig.outputs.len()) {
        return Err(TrainError::Internal(format!(
            "the program returned {:?} outputs on {} devices, its signature names {} on {n}",
            per_device.iter().map(Vec::len).collect::<Vec<_>>(),
            per_device.len(),
            c.sig.outputs.len()
        )));
    }
    // Output i's pieces, in device order.
    let mut outs: Vec<Vec<Buffer>> = (0..c.sig.outputs.len())
        .map(|_| Vec::with_capacity(n))
        .collect();
    for device_outs in per_device {
        for (i, buf) in device_outs.into_iter().enumerate() {
            outs[i].push(buf);
        }
    }
    let donated: BTreeMap<usize, usize> =
        c.sig.aliases.iter().map(|a| (a.output, a.input)).collect();
    let mut kept = Vec::new();
    let mut replaced = Vec::new();
    for (i, pieces) in outs.into_iter().enumerate() {
        let sig = &c.sig.outputs[i];
        if donated.contains_key(&i) {
            replaced.extend(state.insert(sig.name.clone(), pieces));
        } else {
            kept.push((sig.clone(), pieces));
        }
    }
    Ok((ProgramOutputs(kept), replaced))
}

/// The outputs of one program run other than the state: losses, norms, loads.
pub(super) struct ProgramOutputs(pub(super) Vec<(TensorSig, Vec<Buffer>)>);

/// Programs launched and not yet seen to finish, oldest first, and how long the host has
/// spent on them: inside the plugin's execute calls (which on some plugins, the CPU plugin's
/// for small programs, run the program before returning) and waiting for them to finish.
#[derive(Default)]
pub(super) struct InFlight {
    /// Each run's completion and the buffer handles retired while it ran.
    pub(super) runs: std::collections::VecDeque<(pjrt::Completion, Vec<Vec<Buffer>>)>,
    pub(super) waited: f64,
}

impl InFlight {
    /// Launches a program with `launch` and queues it; its outputs, which may still be
    /// computing.
    pub(super) fn launch<'a>(
        &mut self,
        launch: impl FnOnce() -> Result<Execution<'a>>,
    ) -> Result<Vec<Vec<Buffer>>> {
        let t0 = Instant::now();
        let (outputs, done) = launch()?.detach();
        self.waited += t0.elapsed().as_secs_f64();
        self.runs.push_back((done, Vec::new()));
        Ok(outputs)
    }

    /// Keeps buffer handles the newest run may still read (its inputs, the state it replaced)
    /// until it is seen to finish: destroying a handle in use blocks on some plugins (the CPU
    /// plugin waits for the program), which would stall the host mid-step.
    pub(super) fn retire(&mut self, buffers: impl IntoIterator<Item = Vec<Buffer>>) {
        if let Some((_, retired)) = self.runs.back_mut() {
            retired.extend(buffers);
        }
    }

    /// Waits for the oldest runs until at most `n` are left (an execution error surfaces here).
    pub(super) fn keep_at_most(&mut self, n: usize) -> Result<()> {
        while self.runs.len() > n {
            let t0 = Instant::now();
            if let Some((done, retired)) = self.runs.pop_front() {
                done.wait()?;
                drop(retired);
            }
            self.waited += t0.elapsed().as_secs_f64();
        }
        Ok(())
    }
}

/// Runs `c` to completion ([`launch_named`]) and reads its outputs other than the state.
pub(super) fn execute_named(
    mesh: &DeviceMesh,
    state: &mut BTreeMap<String, Vec<Buffer>>,
    c: &Compiled,
    extra: &BTreeMap<&str, Vec<Buffer>>,
) -> Result<BTreeMap<String, HostTensor>> {
    let per_device = launch_named(mesh, state, c, extra)?.wait()?;
    // Finished: the replaced state's handles go at once.
    let (outputs, _) = take_outputs(mesh, state, c, per_device)?;
    Ok(read_runs(mesh, &[&outputs])?.pop().unwrap_or_default())
}

/// `host` on every device of the mesh (a replicated input such as a scalar).
pub(super) fn put_whole(
    client: &Client,
    mesh: &DeviceMesh,
    name: &str,
    host: &HostTensor,
) -> Result<Vec<Buffer>> {
    let whole = TensorSharding::replicated(host.dims().len());
    Ok(mesh.put(client, name, host, &whole)?)
}
