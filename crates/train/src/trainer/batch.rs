//! Batches: a caller's checked against the data contract ([`check_batch`]), and any batch's
//! rows placed on the mesh as a program's four inputs.

use std::collections::BTreeMap;

use data::Batch as DataBatch;
use nam::graph::step::BATCH_NAMES;
use pjrt::{Buffer, Client, HostTensor};

use super::compiled::Compiled;
use super::{Result, TrainError};
use crate::mesh::DeviceMesh;

/// Checks a caller's batch against the data contract for `rows` rows of `model`: shapes, ids
/// within the vocabulary (targets only where they count), a 0/1 loss mask, segment ids that
/// never decrease within a row and start at 0 or 1.
pub fn check_batch(batch: &DataBatch, rows: usize, model: &nam::ModelConfig) -> Result<()> {
    let bad = |m: String| Err(TrainError::Batch(m));
    let t = model.seq_len;
    if batch.batch_size != rows || batch.seq_len != t {
        return bad(format!(
            "shape [{}, {}], the run's programs take [{rows}, {t}] ([train] batch_size rows \
             (per micro-batch when given as micro-batches) of [model] seq_len)",
            batch.batch_size, batch.seq_len
        ));
    }
    let n = rows * t;
    for (name, v) in [
        ("tokens", &batch.tokens),
        ("targets", &batch.targets),
        ("segment_ids", &batch.segment_ids),
        ("loss_mask", &batch.loss_mask),
    ] {
        if v.len() != n {
            return bad(format!(
                "`{name}` holds {} values, the shape [{rows}, {t}] needs {n}",
                v.len()
            ));
        }
    }
    let at = |i: usize| format!("row {}, position {}", i / t, i % t);
    let vocab = model.vocab_size as i32;
    if let Some(i) = batch
        .loss_mask
        .iter()
        .position(|&m| !(0..=data::batch::MAX_LOSS_WEIGHT).contains(&m))
    {
        return bad(format!(
            "`loss_mask` is {} at {}: a weight is 0 (not trained on), 1, or an integer up to {} \
             (only the ratios of weights matter: scale them down)",
            batch.loss_mask[i],
            at(i),
            data::batch::MAX_LOSS_WEIGHT
        ));
    }
    if let Some(i) = batch.tokens.iter().position(|&x| x < 0 || x >= vocab) {
        return bad(format!(
            "`tokens` holds id {} at {}, outside the vocabulary 0..{vocab}",
            batch.tokens[i],
            at(i)
        ));
    }
    if let Some(i) = (0..n)
        .find(|&i| batch.loss_mask[i] != 0 && (batch.targets[i] < 0 || batch.targets[i] >= vocab))
    {
        return bad(format!(
            "`targets` holds id {} at {} (loss_mask {}), outside the vocabulary 0..{vocab}",
            batch.targets[i],
            at(i),
            batch.loss_mask[i]
        ));
    }
    for (r, row) in batch.segment_ids.chunks(t.max(1)).enumerate() {
        if row.first().is_some_and(|&s| !(0..=1).contains(&s)) {
            return bad(format!(
                "`segment_ids` starts row {r} at {}: a row starts at 0 or 1 (the count of BOS \
                 tokens so far)",
                row[0]
            ));
        }
        if let Some(p) = row.windows(2).position(|w| w[1] < w[0]) {
            return bad(format!(
                "`segment_ids` decreases at row {r}, position {}: it counts BOS tokens and never \
                 goes down",
                p + 1
            ));
        }
    }
    Ok(())
}

/// Uploads rows `rows` of `batch` as the four int32 `[rows, seq_len]` inputs of program `c`,
/// each split over the mesh as the program's signature says.
pub(super) fn upload_batch(
    (client, mesh): (&Client, &DeviceMesh),
    c: &Compiled,
    batch: &DataBatch,
    rows: std::ops::Range<usize>,
) -> Result<BTreeMap<&'static str, Vec<Buffer>>> {
    let t = batch.seq_len;
    let dims = [rows.len() as i64, t as i64];
    let columns = [
        &batch.tokens,
        &batch.targets,
        &batch.segment_ids,
        &batch.loss_mask,
    ];
    let mut out = BTreeMap::new();
    for (name, v) in BATCH_NAMES.into_iter().zip(columns) {
        let host = HostTensor::from_i32(&dims, &v[rows.start * t..rows.end * t])?;
        let sig = c
            .sig
            .input_index(name)
            .map(|i| &c.sig.inputs[i])
            .ok_or_else(|| TrainError::Internal(format!("the program has no input `{name}`")))?;
        out.insert(name, mesh.put(client, name, &host, &sig.sharding)?);
    }
    Ok(out)
}
