//! The device state as host tensors and back: whole tensors gathered from the mesh, the
//! parameters by their stable per-layer names, and which state tensors are derived (made on
//! the devices, never saved).

use std::collections::BTreeMap;

use nam::graph::step::LOAD_SUM;
use pjrt::HostTensor;

use super::{Result, TrainError, Trainer, setup};

/// Mode-B accumulators are zero between steps.
fn is_accumulator(name: &str) -> bool {
    name.starts_with("grad.") || name == LOAD_SUM
}

/// State that checkpoints leave out and the trainer makes when it places state on the devices:
/// Mode-B accumulators (zeros) and ZeRO-2 parameter copies (`nam::graph::replica`, cast from
/// their entries).
pub(super) fn is_derived(name: &str) -> bool {
    is_accumulator(name) || nam::graph::replica::is_replica(name)
}

impl Trainer {
    /// Downloads the device state (params, MoE bias, optimizer state) to whole host tensors by
    /// name, gathering the pieces of a sharded run.
    pub fn state_to_host(&self) -> Result<BTreeMap<String, HostTensor>> {
        self.state
            .iter()
            .map(|(k, pieces)| {
                let sig = self
                    .state_sigs
                    .get(k)
                    .ok_or_else(|| TrainError::Internal(format!("state `{k}` has no signature")))?;
                Ok((
                    k.clone(),
                    self.mesh.gather(k, pieces, &sig.dims, &sig.sharding)?,
                ))
            })
            .collect()
    }

    /// The parameters (and the MoE bias state) by stable per-layer name, as f32 host tensors:
    /// `namtrain init`'s names and format, whatever the layer loop stacks on the device.
    /// Read one with [`crate::HostTensor::dims`] and [`crate::HostTensor::to_f32`]
    /// (`train::HostTensor`, re-exported from `pjrt`).
    pub fn params(&self) -> Result<BTreeMap<String, HostTensor>> {
        let mut out = BTreeMap::new();
        for e in &self.layout.entries {
            let values = self.entry_values(&e.name)?;
            let per: usize = e.member_shape.iter().product();
            let dims: Vec<i64> = e.member_shape.iter().map(|&d| d as i64).collect();
            for (m, chunk) in e.members.iter().zip(values.chunks(per.max(1))) {
                out.insert(m.clone(), HostTensor::from_f32(&dims, chunk)?);
            }
        }
        Ok(out)
    }

    /// Replaces parameters by stable per-layer name between steps (any subset; f32 or bf16
    /// values, stored in the run's param dtype). The optimizer state is left as it is. A name
    /// that is not a parameter, or a shape that differs, is refused before anything changes.
    pub fn set_params(&mut self, params: &BTreeMap<String, HostTensor>) -> Result<()> {
        // Each named tensor's entry and slot, all checked before any is written.
        let mut by_entry: BTreeMap<String, Vec<(usize, Vec<f32>)>> = BTreeMap::new();
        for (name, t) in params {
            let (e, slot) = self
                .layout
                .entries
                .iter()
                .find_map(|e| e.members.iter().position(|m| m == name).map(|i| (e, i)))
                .ok_or_else(|| {
                    TrainError::Config(format!(
                        "set_params: `{name}` is not a parameter of this model (names are \
                         `namtrain init`'s: `wte`, `layers.{{i}}.…`, `lm_head`; see params())"
                    ))
                })?;
            let dims: Vec<usize> = t.dims().iter().map(|&d| d as usize).collect();
            if dims != e.member_shape {
                return Err(TrainError::Config(format!(
                    "set_params: `{name}` has shape {dims:?}, the model's is {:?}",
                    e.member_shape
                )));
            }
            let values = crate::tensor_file::f32_values(t)
                .map_err(|why| TrainError::Config(format!("set_params: `{name}` has {why}")))?;
            by_entry
                .entry(e.name.clone())
                .or_default()
                .push((slot, values));
        }
        for (entry, slots) in by_entry {
            let mut values = self.entry_values(&entry)?;
            for (slot, v) in slots {
                // Members are stacked on axis 0: member `slot` is the slot-th run of its size.
                values[slot * v.len()..(slot + 1) * v.len()].copy_from_slice(&v);
            }
            self.put_entry(&entry, &values)?;
            let replica = format!("{}{entry}", nam::graph::replica::PREFIX);
            if self.state.contains_key(&replica) {
                self.put_entry(&replica, &values)?;
            }
        }
        Ok(())
    }

    /// A state tensor's whole value as f32.
    pub(super) fn entry_values(&self, name: &str) -> Result<Vec<f32>> {
        let (pieces, sig) = self
            .state
            .get(name)
            .zip(self.state_sigs.get(name))
            .ok_or_else(|| TrainError::Internal(format!("state `{name}` is not on the devices")))?;
        let host = self.mesh.gather(name, pieces, &sig.dims, &sig.sharding)?;
        crate::tensor_file::f32_values(&host).map_err(TrainError::Internal)
    }

    /// Places `values` as state tensor `name` in its own dtype and sharding.
    fn put_entry(&mut self, name: &str, values: &[f32]) -> Result<()> {
        let sig = self
            .state_sigs
            .get(name)
            .ok_or_else(|| TrainError::Internal(format!("state `{name}` has no signature")))?;
        let host = setup::host_from_f32(sig.dtype, &sig.dims, values)?;
        let placed = self.mesh.put(&self.client, name, &host, &sig.sharding)?;
        self.state.insert(name.to_string(), placed);
        Ok(())
    }
}
