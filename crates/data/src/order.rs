//! The deterministic document order: a function of (seed, epoch, position) only.
//!
//! Each epoch shuffles the shard order, then the rows inside each shard, and cuts every shard's shuffled rows
//! into blocks of `block_docs` documents. Blocks are the unit of tokenization, packing and resumption: a block
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

/// Which stream of randomness a shuffle uses; shards get their own index.
const SHARD_ORDER_STREAM: u64 = u64::MAX;

/// The order in which the rows of shard `shard` are visited in `epoch`.
pub(crate) fn row_order(rows: u64, seed: u64, epoch: u64, shard: usize) -> Vec<u32> {
    permutation(rows as usize, stream_seed(seed, epoch, shard as u64))
}

/// A block: documents `start..end` of shard `shard`'s row order for the epoch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct BlockRef {
    pub(crate) shard: usize,
    pub(crate) start: usize,
    pub(crate) end: usize,
}

/// The blocks of one epoch, in visiting order.
pub(crate) fn epoch_blocks(
    shard_rows: &[u64],
    seed: u64,
    epoch: u64,
    block_docs: usize,
) -> Vec<BlockRef> {
    let shard_order = permutation(
        shard_rows.len(),
        stream_seed(seed, epoch, SHARD_ORDER_STREAM),
    );
    let mut blocks = Vec::new();
    for shard in shard_order {
        let shard = shard as usize;
        let rows = shard_rows[shard] as usize;
        blocks.extend((0..rows).step_by(block_docs).map(|start| BlockRef {
            shard,
            start,
            end: (start + block_docs).min(rows),
        }));
    }
    blocks
}

/// Number of blocks in every epoch (the same for all epochs).
pub(crate) fn blocks_per_epoch(shard_rows: &[u64], block_docs: usize) -> u64 {
    shard_rows
        .iter()
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
        let p = row_order(1000, 42, 0, 3);
        let mut sorted = p.clone();
        sorted.sort();
        assert_eq!(sorted, (0..1000).collect::<Vec<_>>());
        assert_eq!(p, row_order(1000, 42, 0, 3));
        assert_ne!(p, row_order(1000, 42, 1, 3));
        assert_ne!(p, row_order(1000, 43, 0, 3));
        assert_ne!(p, row_order(1000, 42, 0, 4));
    }

    #[test]
    fn epoch_blocks_cover_every_row_once() {
        let rows = [5u64, 0, 12, 7];
        let blocks = epoch_blocks(&rows, 1, 2, 4);
        assert_eq!(blocks.len() as u64, blocks_per_epoch(&rows, 4));
        for (shard, &n) in rows.iter().enumerate() {
            let mine: Vec<_> = blocks.iter().filter(|b| b.shard == shard).collect();
            // Contiguous, ordered, covering 0..n, each at most 4 long.
            let mut next = 0;
            for b in mine {
                assert_eq!(b.start, next);
                assert!(b.end - b.start <= 4 && b.end > b.start);
                next = b.end;
            }
            assert_eq!(next as u64, n);
        }
    }
}
