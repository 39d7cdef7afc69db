//! The deterministic document order: a function of (seed, epoch, position) only.
//!
//! Each epoch shuffles the shard order, then the row groups inside each shard, then the rows inside each row
//! group, and cuts every row group's shuffled rows into blocks of `block_docs` documents. Blocks are the unit of tokenization, packing and resumption: a block
//! is packed on its own, so the rows of block `k` of epoch `e` depend only on that block's documents and a
//! resumed loader only re-reads the block it stopped in.
//!
//! The generator is SplitMix64 (Steele, Lea, Flood 2014), written out here rather than taken from a crate so
//! the order of a dataset can never change with a dependency upgrade.

/// SplitMix64: a 64-bit generator with a published reference output.
#[derive(Debug, Clone)]
pub(crate) struct SplitMix64(u64);

impl SplitMix64 {
    pub(crate) fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A uniform integer in `0..n` (Lemire's multiply-and-reject, so no modulo bias).
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        debug_assert!(n > 0);
        let threshold = n.wrapping_neg() % n;
        loop {
            let m = u128::from(self.next_u64()) * u128::from(n);
            if (m as u64) >= threshold {
                return (m >> 64) as u64;
            }
        }
    }
}

/// A seed for one shuffle, mixing the run seed, the epoch and what is being shuffled.
fn stream_seed(seed: u64, epoch: u64, stream: u64) -> u64 {
    let mut g = SplitMix64::new(seed);
    let a = g.next_u64() ^ epoch.wrapping_mul(0xD1B5_4A32_D192_ED03);
    let mut g = SplitMix64::new(a);
    let b = g.next_u64() ^ stream.wrapping_mul(0x8CB9_2BA7_2F3D_8DD7);
    SplitMix64::new(b).next_u64()
}

/// A uniformly random permutation of `0..n` (Fisher-Yates).
pub(crate) fn permutation(n: usize, seed: u64) -> Vec<u32> {
    let mut items: Vec<u32> = (0..n as u32).collect();
    let mut g = SplitMix64::new(seed);
    for i in (1..n).rev() {
        let j = g.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
    items
}

/// Which stream of randomness a shuffle uses. The rows of row group `g` of shard `s` use stream
/// `s + (g << 32)` (so a one-group shard shuffles exactly as before row groups were read one at a
/// time), a shard's row-group order uses [`GROUP_ORDER_STREAM`] `| s`, the shard order its own.
const SHARD_ORDER_STREAM: u64 = u64::MAX;
const GROUP_ORDER_STREAM: u64 = 1 << 62;

/// The order in which the rows of row group `group` of shard `shard` are visited in `epoch`.
pub(crate) fn row_order(rows: u64, seed: u64, epoch: u64, shard: usize, group: usize) -> Vec<u32> {
    let stream = shard as u64 + ((group as u64) << 32);
    permutation(rows as usize, stream_seed(seed, epoch, stream))
}

/// A block: documents `start..end` of the row order of row group `group` of shard `shard`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BlockRef {
    pub(crate) shard: usize,
    pub(crate) group: usize,
    pub(crate) start: usize,
    pub(crate) end: usize,
}

/// The blocks of one epoch, in visiting order: shards shuffled, each shard's row groups shuffled,
/// each row group's rows shuffled and cut into blocks. `shards[s]` lists the rows of each row
/// group of shard `s`. One row group is in memory at a time, whatever the shard's size.
pub(crate) fn epoch_blocks(
    shards: &[Vec<u64>],
    seed: u64,
    epoch: u64,
    block_docs: usize,
) -> Vec<BlockRef> {
    let shard_order = permutation(shards.len(), stream_seed(seed, epoch, SHARD_ORDER_STREAM));
    let mut blocks = Vec::new();
    for shard in shard_order {
        let shard = shard as usize;
        let groups = &shards[shard];
        let group_order = permutation(
            groups.len(),
            stream_seed(seed, epoch, GROUP_ORDER_STREAM | shard as u64),
        );
        for group in group_order {
            let group = group as usize;
            let rows = groups[group] as usize;
            blocks.extend((0..rows).step_by(block_docs).map(|start| BlockRef {
                shard,
                group,
                start,
                end: (start + block_docs).min(rows),
            }));
        }
    }
    blocks
}

/// Number of blocks in every epoch (the same for all epochs).
pub(crate) fn blocks_per_epoch(shards: &[Vec<u64>], block_docs: usize) -> u64 {
    shards
        .iter()
        .flatten()
        .map(|&r| r.div_ceil(block_docs as u64))
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitmix64_matches_the_reference_output() {
        // Reference: Vigna's splitmix64.c seeded with 1234567 (also recomputed with Python big integers).
        let mut g = SplitMix64::new(1_234_567);
        assert_eq!(
            [g.next_u64(), g.next_u64(), g.next_u64()],
            [
                6457827717110365317,
                3203168211198807973,
                9817491932198370423
            ]
        );
    }

    #[test]
    fn below_is_in_range_and_roughly_uniform() {
        let mut g = SplitMix64::new(9);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[g.below(6) as usize] += 1;
        }
        // Each bucket expects 10_000; 5 standard deviations is about 456.
        assert!(
            counts.iter().all(|&c| (9_500..=10_500).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn permutations_are_permutations_and_depend_on_epoch_and_seed() {
        let p = row_order(1000, 42, 0, 3, 0);
        let mut sorted = p.clone();
        sorted.sort();
        assert_eq!(sorted, (0..1000).collect::<Vec<_>>());
        assert_eq!(p, row_order(1000, 42, 0, 3, 0));
        assert_ne!(p, row_order(1000, 42, 1, 3, 0));
        assert_ne!(p, row_order(1000, 43, 0, 3, 0));
        assert_ne!(p, row_order(1000, 42, 0, 4, 0));
        assert_ne!(p, row_order(1000, 42, 0, 3, 1));
    }

    #[test]
    fn epoch_blocks_cover_every_row_once() {
        let shards = [vec![5u64], vec![0], vec![12, 3, 9], vec![7]];
        let blocks = epoch_blocks(&shards, 1, 2, 4);
        assert_eq!(blocks.len() as u64, blocks_per_epoch(&shards, 4));
        for (shard, groups) in shards.iter().enumerate() {
            for (group, &n) in groups.iter().enumerate() {
                let mine: Vec<_> = blocks
                    .iter()
                    .filter(|b| b.shard == shard && b.group == group)
                    .collect();
                // Contiguous, ordered, covering 0..n, each at most 4 long.
                let mut next = 0;
                for b in mine {
                    assert_eq!(b.start, next);
                    assert!(b.end - b.start <= 4 && b.end > b.start);
                    next = b.end;
                }
                assert_eq!(next as u64, n);
            }
            // A shard's row groups are visited one after the other, never interleaved.
            let visits: Vec<usize> = blocks
                .iter()
                .filter(|b| b.shard == shard)
                .map(|b| b.group)
                .collect();
            let mut runs = visits.clone();
            runs.dedup();
            let mut distinct = runs.clone();
            distinct.sort();
            distinct.dedup();
            assert_eq!(runs.len(), distinct.len(), "{visits:?}");
        }
    }

    #[test]
    fn a_single_row_group_keeps_the_whole_shard_order() {
        // One-group shards: the blocks are those of a whole-shard shuffle (the order before
        // row groups were read one at a time), so existing runs resume onto the same rows.
        let shards = [vec![10u64], vec![7]];
        let blocks = epoch_blocks(&shards, 5, 1, 4);
        assert!(blocks.iter().all(|b| b.group == 0));
        assert_eq!(blocks.len(), 3 + 2);
    }
}
