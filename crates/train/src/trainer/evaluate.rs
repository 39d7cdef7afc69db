//! The held-out loss: the eval program at the training micro-batch's rows, once per
//! micro-batch of each held-out batch that counts a position, the calls combined exactly
//! ([`EvalTotals`]).

use std::time::Instant;

use data::Batch as DataBatch;
use nam::graph::step::BATCH_NAMES;

use super::batch::{check_batch, upload_batch};
use super::execute::execute_named;
use super::record::bits_per_byte;
use super::{Result, TrainError, Trainer};
use crate::eval_totals::EvalTotals;
use crate::host_trace::Track;
use crate::metrics::MetricsRecord;

impl Trainer {
    /// Main-head loss over the held-out batches, the mean over every position with
    /// `loss_mask != 0`, logged to metrics (with each MTP depth's as `eval_mtp_loss.{k}`).
    ///
    /// The eval executable runs at the training micro-batch's rows, once per micro-batch of each
    /// held-out batch (all-padding micro-batches count nothing and are skipped), and the calls
    /// combine exactly ([`EvalTotals`]).
    pub fn evaluate(&mut self) -> Result<f64> {
        let started = Instant::now();
        let loss = self.evaluate_calls();
        self.ledger.eval_s += started.elapsed().as_secs_f64();
        let step = self.step;
        self.trace(Track::Host, || format!("eval at step {step}"), started);
        if let Ok(l) = &loss {
            let l = *l;
            self.eval_pending = false;
            self.run_hooks(|h| h.after_eval(step, l));
        }
        loss
    }

    /// [`Self::evaluate`]'s calls and record.
    fn evaluate_calls(&mut self) -> Result<f64> {
        let batches = std::mem::take(&mut self.eval_set.batches);
        let totals = self.eval_totals(&batches);
        self.eval_set.batches = batches;
        let totals = totals?;
        let loss = totals.main_loss();
        let mut rec = MetricsRecord::at(self.step);
        rec.eval_loss = Some(loss);
        let bytes_per_token = self.eval_set.bytes_per_token;
        if bytes_per_token > 0.0 {
            rec.extra.insert(
                "eval_bpb".into(),
                bits_per_byte(loss, bytes_per_token).into(),
            );
            rec.extra
                .insert("eval_bytes_per_token".into(), bytes_per_token.into());
        }
        for (k, l) in totals.mtp_losses().into_iter().enumerate() {
            rec.extra
                .insert(format!("eval_mtp_loss.{}", k + 1), l.into());
        }
        self.metrics.write(&rec)?;
        let t = &mut self.totals;
        t.eval_first.get_or_insert((self.step, loss));
        t.eval_last = Some((self.step, loss));
        Ok(loss)
    }

    /// Main-head loss over the caller's batches (the mean over every position with
    /// `loss_mask != 0`): compare it with [`StepReport::main_loss`](super::StepReport::main_loss),
    /// not `loss` (the objective, with the MTP and z-loss terms). With the eval program: each batch of `[model] seq_len` and a multiple
    /// of the micro-batch's rows, checked as [`Self::step_on`] checks. Nothing is logged and the
    /// state is unchanged.
    pub fn evaluate_on(&mut self, batches: &[DataBatch]) -> Result<f64> {
        let rows = self.eval_rows()?;
        for (i, b) in batches.iter().enumerate() {
            if b.batch_size == 0 || !b.batch_size.is_multiple_of(rows) {
                return Err(TrainError::Batch(format!(
                    "batch {i} has {} rows; eval runs {rows} rows per call, so give a positive \
                     multiple of {rows}",
                    b.batch_size
                )));
            }
            check_batch(b, b.batch_size, &self.cfg.model)
                .map_err(|e| TrainError::Batch(format!("batch {i}: {e}")))?;
        }
        Ok(self.eval_totals(batches)?.main_loss())
    }

    /// The eval program over `batches`, one call per micro-batch of rows holding a counted
    /// position, combined exactly ([`EvalTotals`]).
    fn eval_totals(&mut self, batches: &[DataBatch]) -> Result<EvalTotals> {
        let mut totals = EvalTotals::new(self.cfg.model.mtp_depth);
        let rows = self.eval_rows()?;
        for batch in batches {
            if !batch.batch_size.is_multiple_of(rows) {
                return Err(TrainError::Internal(format!(
                    "a held-out batch of {} rows does not split into eval calls of {rows}",
                    batch.batch_size
                )));
            }
            let t = batch.seq_len;
            for start in (0..batch.batch_size).step_by(rows) {
                let micro = start..start + rows;
                if batch.loss_mask[micro.start * t..micro.end * t]
                    .iter()
                    .all(|&m| m == 0)
                {
                    continue;
                }
                if let Some(signal) = self.signal_stop() {
                    return Err(TrainError::Stopped { signal });
                }
                let call = Instant::now();
                let on = (&self.client, &self.mesh);
                let extra = upload_batch(on, &self.eval, batch, micro)?;
                let out = execute_named(&self.mesh, &mut self.state, &self.eval, &extra)?;
                if let Some(w) = &mut self.step_time {
                    w.eval_calls.push(call.elapsed().as_secs_f64());
                }
                totals.add(&out)?;
            }
        }
        Ok(totals)
    }

    /// Rows per eval call: the eval program's batch rows.
    fn eval_rows(&self) -> Result<usize> {
        let sig = &self.eval.sig;
        sig.input_index(BATCH_NAMES[0])
            .and_then(|i| sig.inputs[i].dims.first())
            .map(|&r| r as usize)
            .filter(|&r| r > 0)
            .ok_or_else(|| TrainError::Internal("the eval program has no batch rows".into()))
    }
}
