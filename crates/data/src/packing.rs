//! BOS-aligned best-fit packing of tokenized documents into rows of `seq_len + 1` tokens.
//!
//! The rules (`docs/model.md#packing`):
//! - every row starts with BOS at a document start;
//! - a document longer than a row is cut into row-sized pieces; every piece after the first is given its own
//!   BOS, so each piece is a BOS-started segment and no text is thrown away;
//! - the space left in a row is filled by whole pending pieces, best fit first (the longest piece that still
//!   fits, the oldest among equals), looking at a bounded window of pending pieces; what no piece fits is
//!   padded ([`PAD_SLOT`]), never filled with other tokens;
//! - a row is opened by the oldest pending piece, so no piece waits for ever.
//!
//! The packer is a pure function of its input sequence, which is what makes the loader's order reproducible.

use std::collections::VecDeque;

use crate::batch::PAD_SLOT;

/// A BOS-started run of tokens no longer than a row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    /// The tokens, starting with the beginning-of-document id.
    pub tokens: Vec<u32>,
    /// Document statistics, carried by the first piece of each document only.
    pub doc: Option<DocStats>,
}

/// Statistics of one source document, counted once when its first piece is emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct DocStats {
    /// UTF-8 bytes of the document's text.
    pub bytes: u64,
    /// Tokens of the text, not counting BOS.
    pub tokens: u64,
}

/// One packed row of `row_len` tokens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PackedRow {
    /// `row_len` tokens; a tail of [`PAD_SLOT`] after the real tokens.
    pub tokens: Vec<u32>,
    /// Number of real (non-padding) tokens.
    pub real: u32,
    /// Documents whose first piece is in this row, with their totals.
    pub documents: u32,
    /// Sum of the text bytes of those documents.
    pub doc_bytes: u64,
    /// Sum of the text tokens (without BOS) of those documents.
    pub doc_tokens: u64,
}

/// Cuts a tokenized document (`doc[0]` its beginning-of-document id) into pieces of at most `row_len` tokens,
/// each starting with that id. The first piece carries `stats`.
pub fn split_document(doc: &[u32], row_len: usize, stats: DocStats) -> Vec<Piece> {
    debug_assert!(row_len >= 2);
    let Some((&bos, body)) = doc.split_first() else {
        return Vec::new();
    };
    if body.is_empty() {
        return Vec::new();
    }
    body.chunks(row_len - 1)
        .enumerate()
        .map(|(i, chunk)| {
            let mut tokens = Vec::with_capacity(chunk.len() + 1);
            tokens.push(bos);
            tokens.extend_from_slice(chunk);
            Piece {
                tokens,
                doc: (i == 0).then_some(stats),
            }
        })
        .collect()
}

/// Packs `pieces` (in order) into rows of `row_len` tokens, choosing fill-ins from the next `window` pending
/// pieces. Every piece ends up in exactly one row.
pub fn pack(
    pieces: impl IntoIterator<Item = Piece>,
    row_len: usize,
    window: usize,
) -> Vec<PackedRow> {
    assert!(window >= 1, "packing window must hold at least one piece");
    let mut source = pieces.into_iter();
    let mut pending: VecDeque<Piece> = VecDeque::with_capacity(window);
    let refill = |pending: &mut VecDeque<Piece>, source: &mut dyn Iterator<Item = Piece>| {
        while pending.len() < window {
            match source.next() {
                Some(piece) => {
                    assert!(
                        !piece.tokens.is_empty() && piece.tokens.len() <= row_len,
                        "pieces must hold their BOS and fit a row"
                    );
                    pending.push_back(piece);
                }
                None => break,
            }
        }
    };
    let mut rows = Vec::new();
    loop {
        refill(&mut pending, &mut source);
        let Some(first) = pending.pop_front() else {
            break;
        };
        let mut row = PackedRow {
            tokens: Vec::with_capacity(row_len),
            real: 0,
            documents: 0,
            doc_bytes: 0,
            doc_tokens: 0,
        };
        add_piece(&mut row, first);
        loop {
            refill(&mut pending, &mut source);
            let room = row_len - row.tokens.len();
            // Longest piece that fits; `max_by_key` keeps the last maximum, so scan in reverse to keep the oldest.
            let best = pending
                .iter()
                .enumerate()
                .rev()
                .filter(|(_, p)| p.tokens.len() <= room)
                .max_by_key(|(_, p)| p.tokens.len())
                .map(|(i, _)| i);
            match best {
                Some(i) => add_piece(&mut row, pending.remove(i).expect("index from enumerate")),
                None => break,
            }
        }
        row.real = row.tokens.len() as u32;
        row.tokens.resize(row_len, PAD_SLOT);
        rows.push(row);
    }
    rows
}

fn add_piece(row: &mut PackedRow, piece: Piece) {
    if let Some(stats) = piece.doc {
        row.documents += 1;
        row.doc_bytes += stats.bytes;
        row.doc_tokens += stats.tokens;
    }
    row.tokens.extend_from_slice(&piece.tokens);
}

#[cfg(test)]
mod tests {
    use super::*;

    const B: u32 = crate::tokenizer::BOS_ID;
    const P: u32 = PAD_SLOT;

    fn piece(body: &[u32]) -> Piece {
        let mut tokens = vec![B];
        tokens.extend_from_slice(body);
        Piece {
            tokens,
            doc: Some(DocStats {
                bytes: body.len() as u64 * 3,
                tokens: body.len() as u64,
            }),
        }
    }

    fn rows(packed: &[PackedRow]) -> Vec<Vec<u32>> {
        packed.iter().map(|r| r.tokens.clone()).collect()
    }

    #[test]
    fn hand_worked_example() {
        // Row length 8, window 3. Pieces (with BOS): a=5 tokens, b=4, c=3, d=2, e=6, f=3.
        //  row 0: opened by a (5, room 3); window {b4, c3, d2} -> c3 fits best (room 0).
        //  row 1: opened by b (4, room 4); window {d2, e6, f3} -> f3 (room 1); window {d2, e6} -> none fits.
        //  row 2: opened by d (2, room 6); window {e6} -> e6 (room 0).
        let input = vec![
            piece(&[10, 11, 12, 13]),
            piece(&[20, 21, 22]),
            piece(&[30, 31]),
            piece(&[40]),
            piece(&[50, 51, 52, 53, 54]),
            piece(&[60, 61]),
        ];
        let packed = pack(input, 8, 3);
        assert_eq!(
            rows(&packed),
            vec![
                vec![B, 10, 11, 12, 13, B, 30, 31],
                vec![B, 20, 21, 22, B, 60, 61, P],
                vec![B, 40, B, 50, 51, 52, 53, 54],
            ]
        );
        assert_eq!(packed.iter().map(|r| r.real).collect::<Vec<_>>(), [8, 7, 8]);
        assert_eq!(
            packed.iter().map(|r| r.documents).collect::<Vec<_>>(),
            [2, 2, 2]
        );
    }

    #[test]
    fn window_of_one_is_greedy_in_order() {
        // With no look-ahead beyond the next piece: a (5) then b (4) does not fit -> padding.
        let input = vec![piece(&[1, 2, 3, 4]), piece(&[5, 6, 7]), piece(&[8])];
        let packed = pack(input, 8, 1);
        assert_eq!(
            rows(&packed),
            vec![vec![B, 1, 2, 3, 4, P, P, P], vec![B, 5, 6, 7, B, 8, P, P]]
        );
    }

    #[test]
    fn equal_lengths_are_taken_oldest_first() {
        let input = vec![
            piece(&[1, 1, 1, 1, 1]),
            piece(&[2]),
            piece(&[3]),
            piece(&[4]),
        ];
        let packed = pack(input, 8, 4);
        assert_eq!(
            rows(&packed),
            vec![vec![B, 1, 1, 1, 1, 1, B, 2], vec![B, 3, B, 4, P, P, P, P]]
        );
    }

    #[test]
    fn long_documents_are_cut_into_bos_started_pieces_without_loss() {
        let doc: Vec<u32> = std::iter::once(B).chain(100..117).collect(); // 17 text tokens
        let pieces = split_document(
            &doc,
            8,
            DocStats {
                bytes: 50,
                tokens: 17,
            },
        );
        let bodies: Vec<Vec<u32>> = pieces.iter().map(|p| p.tokens[1..].to_vec()).collect();
        assert_eq!(
            bodies,
            vec![
                (100..107).collect::<Vec<_>>(),
                (107..114).collect(),
                (114..117).collect()
            ]
        );
        assert!(
            pieces
                .iter()
                .all(|p| p.tokens[0] == B && p.tokens.len() <= 8)
        );
        assert_eq!(pieces.iter().filter(|p| p.doc.is_some()).count(), 1);
        assert!(split_document(&[B], 8, DocStats::default()).is_empty());
    }

    #[test]
    fn every_piece_is_placed_once_and_rows_start_with_bos() {
        // Pseudo-random lengths from a fixed LCG, many rows.
        let mut state = 12345u64;
        let mut input = Vec::new();
        for doc in 0..500u32 {
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let len = 1 + (state >> 33) as usize % 40;
            let body: Vec<u32> = (0..len as u32).map(|i| 1000 + doc * 100 + i).collect();
            input.extend(split_document(
                &[[B].as_slice(), &body].concat(),
                32,
                DocStats::default(),
            ));
        }
        let total: usize = input.iter().map(|p| p.tokens.len()).sum();
        let packed = pack(input.clone(), 32, 16);
        for row in &packed {
            assert_eq!(row.tokens[0], B);
            assert_eq!(row.tokens.len(), 32);
            let real = row.real as usize;
            assert!(row.tokens[real..].iter().all(|&t| t == P));
            assert!(row.tokens[..real].iter().all(|&t| t != P));
        }
        // Splitting the rows back at BOS gives exactly the input pieces (as a multiset).
        let mut out: Vec<Vec<u32>> = Vec::new();
        for row in &packed {
            for t in &row.tokens[..row.real as usize] {
                if *t == B {
                    out.push(Vec::new());
                }
                out.last_mut().unwrap().push(*t);
            }
        }
        let mut expected: Vec<Vec<u32>> = input.into_iter().map(|p| p.tokens).collect();
        out.sort();
        expected.sort();
        assert_eq!(out, expected);
        let real: usize = packed.iter().map(|r| r.real as usize).sum();
        assert_eq!(real, total);
        // Best fit over a 16-piece window packs far better than one piece per row would.
        assert!(
            real as f64 / (packed.len() * 32) as f64 > 0.9,
            "efficiency {}",
            real as f64 / (packed.len() * 32) as f64
        );
    }

    #[test]
    fn a_row_is_never_closed_while_a_pending_piece_fits() {
        let mut state = 7u64;
        let input: Vec<Piece> = (0..300)
            .map(|_| {
                state = state.wrapping_mul(6364136223846793005).wrapping_add(1);
                piece(&vec![9; (state >> 40) as usize % 20])
            })
            .collect();
        let window = 8;
        let packed = pack(input.clone(), 24, window);
        // The pending window is always the `window` oldest unplaced pieces. Replaying the rows (matching each
        // segment to the oldest unplaced piece of its length), no piece in that window may fit a row's leftover.
        let mut placed = vec![false; input.len()];
        let mut cursor = 0usize;
        for row in &packed {
            let mut lens = Vec::new();
            for (i, &t) in row.tokens[..row.real as usize].iter().enumerate() {
                if t == B {
                    lens.push(i);
                }
            }
            lens.push(row.real as usize);
            let seg_lens: Vec<usize> = lens.windows(2).map(|w| w[1] - w[0]).collect();
            for len in seg_lens {
                let i = (0..input.len())
                    .find(|&i| !placed[i] && input[i].tokens.len() == len)
                    .unwrap();
                placed[i] = true;
            }
            while cursor < input.len() && placed[cursor] {
                cursor += 1;
            }
            let room = 24 - row.real as usize;
            let visible = (cursor..input.len()).filter(|&i| !placed[i]).take(window);
            for i in visible {
                assert!(
                    input[i].tokens.len() > room,
                    "a piece of {} fit in {room}",
                    input[i].tokens.len()
                );
            }
        }
    }
}
