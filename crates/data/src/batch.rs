//! A training batch in the layout the model consumes: four `i32` arrays of shape `[batch_size, seq_len]`.

use sha2::{Digest, Sha256};

use crate::error::DataError;
use crate::tokenizer::PAD_ID;

/// A padded position of a packed row. Not a token id: no id is reserved for padding, so a row marks its
/// unused tail with this and [`Batch::from_rows`] feeds [`PAD_ID`] there with the target masked.
pub const PAD_SLOT: u32 = u32::MAX;

/// The largest per-token loss weight a batch may carry in `loss_mask` (2^16). Weights are exact
/// integers in the loss's f32 arithmetic up to 2^24; only their ratios matter (the loss is the
/// weighted mean), so a fractional weighting is written scaled to integers: 0.25 and 1 as 1 and 4.
pub const MAX_LOSS_WEIGHT: i32 = 1 << 16;

/// `tokens`, `targets`, `segment_ids` and `loss_mask`, each row-major `[batch_size, seq_len]`.
///
/// For a packed row `r` of `seq_len + 1` tokens: `tokens = r[..seq_len]`, `targets = r[1..]`,
/// `segment_ids[t]` = number of BOS in `tokens[..=t]`, `loss_mask[t] = 0` where `targets[t]` is padding, else 1;
/// padded positions ([`PAD_SLOT`]) are fed as [`PAD_ID`].
///
/// `loss_mask` is each target's loss weight: the loss is `Σ w·ce / Σ w` over the batch's positions,
/// so 0 leaves a target out (a prompt token in fine-tuning), 1 counts it once, and an integer up to
/// [`MAX_LOSS_WEIGHT`] counts it that many times (fractional weights scaled to integers: only their
/// ratios matter). Batches from [`Batch::from_rows`] and the run's own data are 0/1.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Batch {
    /// Rows in the batch.
    pub batch_size: usize,
    /// Positions per row.
    pub seq_len: usize,
    /// Input token ids.
    pub tokens: Vec<i32>,
    /// Next-token targets.
    pub targets: Vec<i32>,
    /// Document index within the row, counting BOS tokens (1 for the first document).
    pub segment_ids: Vec<i32>,
    /// Each target's loss weight: 1 where the target is a real token, 0 where it is padding (a caller
    /// may set 0 to leave a target out, or an integer weight up to [`MAX_LOSS_WEIGHT`]).
    pub loss_mask: Vec<i32>,
}

impl Batch {
    /// Builds a batch from packed rows of `seq_len + 1` tokens (padding marked [`PAD_SLOT`]) whose documents
    /// start with `bos_id`: the model reads `row[..seq_len]` and predicts `row[1..]`. A row of another
    /// length is [`DataError::RowLength`] naming it. To train on your own text, encode each document with
    /// [`crate::tokenizer::Tokenizer::encode_document`] (BOS first), pack documents into rows (or pad a row
    /// with [`PAD_SLOT`], which the loss skips) and pass the rows here.
    pub fn from_rows<R: AsRef<[u32]>>(
        rows: &[R],
        seq_len: usize,
        bos_id: u32,
    ) -> crate::error::Result<Batch> {
        if let Some((row, r)) = rows
            .iter()
            .enumerate()
            .find(|(_, r)| r.as_ref().len() != seq_len + 1)
        {
            return Err(DataError::RowLength {
                row,
                len: r.as_ref().len(),
                seq_len,
            });
        }
        let n = rows.len() * seq_len;
        let mut batch = Batch {
            batch_size: rows.len(),
            seq_len,
            tokens: Vec::with_capacity(n),
            targets: Vec::with_capacity(n),
            segment_ids: Vec::with_capacity(n),
            loss_mask: Vec::with_capacity(n),
        };
        for row in rows {
            let row = row.as_ref();
            let mut segment = 0i32;
            let fed = |id: u32| if id == PAD_SLOT { PAD_ID } else { id } as i32;
            for t in 0..seq_len {
                if row[t] == bos_id {
                    segment += 1;
                }
                batch.tokens.push(fed(row[t]));
                batch.targets.push(fed(row[t + 1]));
                batch.segment_ids.push(segment);
                batch.loss_mask.push(i32::from(row[t + 1] != PAD_SLOT));
            }
        }
        Ok(batch)
    }

    /// Number of positions whose target counts in the loss (weight above 0).
    pub fn target_tokens(&self) -> u64 {
        self.loss_mask.iter().filter(|&&m| m != 0).count() as u64
    }

    /// SHA-256 over the shape and the four arrays (little-endian), hex; the receipt's first-batch hash.
    pub fn sha256(&self) -> String {
        let mut h = Sha256::new();
        h.update(b"namtrain-batch/1");
        h.update((self.batch_size as u64).to_le_bytes());
        h.update((self.seq_len as u64).to_le_bytes());
        for array in [
            &self.tokens,
            &self.targets,
            &self.segment_ids,
            &self.loss_mask,
        ] {
            for v in array.iter() {
                h.update(v.to_le_bytes());
            }
        }
        hex::encode(h.finalize())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::tokenizer::BOS_ID;
    const P: u32 = PAD_SLOT;

    #[test]
    fn a_row_of_the_wrong_length_is_an_error_naming_it() {
        let rows = [vec![BOS_ID, 5, 6, 7], vec![BOS_ID, 5, 6]];
        let e = Batch::from_rows(&rows, 3, BOS_ID).unwrap_err().to_string();
        assert_eq!(
            e,
            "packed row 1 holds 3 tokens, but rows of a batch of seq_len 3 hold seq_len + 1 = 4 \
             (the model reads tokens 0..seq_len and predicts 1..=seq_len); cut or pad it \
             (padding: data::batch::PAD_SLOT, which the loss skips)"
        );
    }

    #[test]
    fn fields_follow_the_spec_on_a_hand_worked_row() {
        // Row of seq_len + 1 = 8: doc A (BOS 10 11), doc B (BOS 20), padding.
        let row = [BOS_ID, 10, 11, BOS_ID, 20, P, P, P];
        let b = Batch::from_rows(&[row], 7, BOS_ID).unwrap();
        assert_eq!(b.tokens, [1, 10, 11, 1, 20, 0, 0]);
        assert_eq!(b.targets, [10, 11, 1, 20, 0, 0, 0]);
        assert_eq!(b.segment_ids, [1, 1, 1, 2, 2, 2, 2]);
        assert_eq!(b.loss_mask, [1, 1, 1, 1, 0, 0, 0]);
        assert_eq!(b.target_tokens(), 4);
    }

    #[test]
    fn a_gpt2_style_row_keeps_token_zero_as_a_target_and_counts_its_bos() {
        // GPT-2: id 0 is "!", a real token; <|endoftext|> = 50256 starts documents. Row: doc A (BOS 0 7),
        // doc B (BOS 0), padding.
        let bos = 50256;
        let row = [bos, 0, 7, bos, 0, P, P];
        let b = Batch::from_rows(&[row], 6, bos).unwrap();
        assert_eq!(b.tokens, [50256, 0, 7, 50256, 0, 0]);
        assert_eq!(b.targets, [0, 7, 50256, 0, 0, 0]);
        assert_eq!(b.segment_ids, [1, 1, 1, 2, 2, 2]);
        // "!" as a target counts; only the padded tail is masked.
        assert_eq!(b.loss_mask, [1, 1, 1, 1, 0, 0]);
    }

    #[test]
    fn hash_changes_with_any_field() {
        let rows = [[BOS_ID, 5, 6, P], [BOS_ID, 7, BOS_ID, 8]];
        let b = Batch::from_rows(&rows, 3, BOS_ID).unwrap();
        let mut c = b.clone();
        c.segment_ids[1] += 1;
        assert_ne!(b.sha256(), c.sha256());
        assert_eq!(
            b.sha256(),
            Batch::from_rows(&rows, 3, BOS_ID).unwrap().sha256()
        );
    }
}
