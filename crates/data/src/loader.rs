//! The training loader: parquet row groups → tokens (thread pool, prefetching) → packed rows → [`Batch`]es, in
//! an order fixed by (seed, epoch, position), resumable from a cursor; plus the held-out eval batches.
//!
//! Per source, a background thread walks the epoch's blocks (see `order`), reads one row group at a time,
//! tokenizes and packs several blocks at once on a rayon pool, and queues the packed blocks in order on a
//! bounded channel. For a source in a bucket, a second background thread reads the row groups the walk
//! will need next ([`LoaderConfig::prefetch_row_groups`] of them ahead, across shard and epoch ends) with
//! ranged requests, so no step waits on the network. Because each block is packed on its own, results do not depend on thread timing, and
//! resuming only re-packs the block the cursor points into. Memory per source is about one row group's text
//! plus the queued blocks, whatever the shard sizes.
//!
//! Several sources make a mixture: each row of a batch comes from the source furthest below its share of the
//! real tokens handed out so far (weight over the sum of weights; ties go to the earlier source), so every
//! source's token share stays within one row of its weight at every step. The choice is a function of the
//! totals the cursor saves, so it does not depend on thread timing, resumption or the number of processes.

use std::collections::VecDeque;
use std::path::PathBuf;
use std::sync::Arc;
use std::thread::JoinHandle;

use crossbeam_channel::{Receiver, Sender, bounded};
use serde::{Deserialize, Serialize};

use crate::batch::{Batch, PAD_SLOT};
use crate::cursor::{DataCounters, DataCursor, PipelineId};
use crate::dataset::{Dataset, ShardFile};
use crate::digest::sha256_hex;
use crate::error::{DataError, Result};
use crate::order::{BlockRef, blocks_per_epoch, epoch_blocks, row_order};
use crate::packing::{DocStats, PackedRow, Piece, pack, split_document};
use crate::receipt::{DataReceipt, RECEIPT_FORMAT, SourceReceipt, TokenizerRecord};
use crate::remote::shown;
use crate::row_check::{BadRowPolicy, RowTally};
use crate::shard::{ShardReader, TextRows};
use crate::tokenizer::{PAD_ID, Tokenizer};

/// Documents per packing block unless configured (`[data] pack_docs`).
pub const DEFAULT_PACK_DOCS: usize = 32;

/// Settings of a [`Loader`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LoaderConfig {
    /// Positions per row (the model's context); rows hold `seq_len + 1` tokens.
    pub seq_len: usize,
    /// Rows per batch.
    pub batch_size: usize,
    /// Seed of the document order.
    pub seed: u64,
    /// Documents per packing block (also the unit of parallel work and of resumption).
    pub block_docs: usize,
    /// Pending pieces the best-fit packer chooses from.
    pub window: usize,
    /// Tokenizer threads; 0 uses all available cores.
    pub threads: usize,
    /// Packed blocks queued ahead of the consumer, per source; 0 means four per thread.
    pub prefetch_blocks: usize,
    /// What to do with a row that is not UTF-8.
    pub on_bad_row: BadRowPolicy,
    /// Row groups read ahead of the packer by a background thread, per source (their text is
    /// held in memory). `None` decides per source: [`DEFAULT_BUCKET_PREFETCH`] (or
    /// `NAMTRAIN_DATA_PREFETCH_ROW_GROUPS`) for a source with shards in a bucket, 0 for local files
    /// (read on the producer thread when needed, as a disk is fast enough).
    pub prefetch_row_groups: Option<usize>,
}

/// Row groups read ahead for a source in a bucket unless configured.
pub const DEFAULT_BUCKET_PREFETCH: usize = 2;

impl LoaderConfig {
    /// Defaults: blocks of [`DEFAULT_PACK_DOCS`] documents with a best-fit window of twice that many pieces,
    /// all cores, four blocks per thread ahead, non-UTF-8 rows refused.
    pub fn new(seq_len: usize, batch_size: usize, seed: u64) -> Self {
        LoaderConfig {
            seq_len,
            batch_size,
            seed,
            block_docs: DEFAULT_PACK_DOCS,
            window: 2 * DEFAULT_PACK_DOCS,
            threads: 0,
            prefetch_blocks: 0,
            on_bad_row: BadRowPolicy::Error,
            prefetch_row_groups: None,
        }
    }

    /// Packs blocks of `docs` documents, best fit over twice that many pending pieces.
    pub fn with_pack_docs(mut self, docs: usize) -> Self {
        self.block_docs = docs;
        self.window = 2 * docs;
        self
    }

    fn validate(&self) -> Result<()> {
        let check = |ok: bool, name: &'static str, message: &str| {
            if ok {
                Ok(())
            } else {
                Err(DataError::InvalidArgument {
                    name,
                    message: message.to_owned(),
                })
            }
        };
        check(self.seq_len >= 1, "seq_len", "must be at least 1")?;
        check(self.batch_size >= 1, "batch_size", "must be at least 1")?;
        check(
            self.block_docs >= 1,
            "[data] pack_docs",
            "must be at least 1",
        )?;
        check(self.window >= 1, "window", "must be at least 1")
    }

    /// Row groups to read ahead for `shards` (see [`LoaderConfig::prefetch_row_groups`]).
    fn row_groups_ahead(&self, shards: &[ShardFile]) -> usize {
        if let Some(n) = self.prefetch_row_groups {
            return n;
        }
        if !shards.iter().any(|s| s.path.is_bucket()) {
            return 0;
        }
        std::env::var("NAMTRAIN_DATA_PREFETCH_ROW_GROUPS")
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(DEFAULT_BUCKET_PREFETCH)
    }

    fn thread_count(&self) -> usize {
        if self.threads > 0 {
            self.threads
        } else {
            std::thread::available_parallelism()
                .map(|n| n.get())
                .unwrap_or(1)
        }
    }
}

/// SHA-256 over the hashes of the training shards, in order: the dataset part of a [`PipelineId`].
fn dataset_sha256(shards: &[ShardFile]) -> String {
    let identities: Vec<_> = shards.iter().map(|s| s.record.identity()).collect();
    let joined: Vec<&str> = identities.iter().map(|i| i.as_ref()).collect();
    sha256_hex(joined.join("\n").as_bytes())
}

/// The rows of each row group of each shard: what the epoch order is drawn over.
fn row_groups(shards: &[ShardFile]) -> Vec<Vec<u64>> {
    shards.iter().map(|s| s.row_groups.clone()).collect()
}

/// The packed rows of one block, with the rows of its documents that held no document.
struct PackedBlock {
    epoch: u64,
    block: u64,
    rows: Vec<PackedRow>,
    tally: RowTally,
}

/// Documents `order` of one row group of a shard, to be tokenized and packed as a block.
struct BlockInput {
    texts: Arc<TextRows>,
    order: Vec<u32>,
    path: PathBuf,
    column: String,
    group: usize,
    /// Index in the file of the row group's first row (for error messages).
    first_row: u64,
}

/// Tokenizes the block's documents into BOS-started pieces and packs them; rows without a document are
/// counted, a non-UTF-8 row is refused or skipped as `policy` says.
fn pack_block(
    input: &BlockInput,
    tokenizer: &Tokenizer,
    row_len: usize,
    window: usize,
    policy: BadRowPolicy,
) -> Result<(Vec<PackedRow>, RowTally)> {
    let mut tally = RowTally::default();
    let mut pieces: Vec<Piece> = Vec::new();
    for &i in &input.order {
        let i = i as usize;
        let at = || DataError::bad_row(&input.path, &input.column, input.group, input.first_row, i);
        let Some(text) = tally.document(input.texts.get(i), policy, at)? else {
            continue;
        };
        let doc = tokenizer.encode_document(text)?;
        let stats = DocStats {
            bytes: text.len() as u64,
            tokens: doc.len() as u64 - 1,
        };
        pieces.extend(split_document(&doc, row_len, stats));
    }
    Ok((pack(pieces, row_len, window), tally))
}

/// The background producer of one source: walks blocks from a starting position for ever, tokenizing and
/// packing up to `2 * threads` blocks at once on the pool and forwarding the results in block order.
struct Producer {
    shards: Vec<ShardFile>,
    column: String,
    tokenizer: Arc<Tokenizer>,
    config: LoaderConfig,
    pool: Arc<rayon::ThreadPool>,
    tx: Sender<Result<PackedBlock>>,
}

/// A row group's documents as read for one epoch, with that epoch's row order.
struct LoadedGroup {
    epoch: u64,
    shard: usize,
    group: usize,
    texts: Arc<TextRows>,
    order: Vec<u32>,
}

/// Where the producer is: the next block to schedule, and the row group it last read.
struct Walk {
    epoch: u64,
    block: u64,
    blocks: Vec<BlockRef>,
    loaded: Option<LoadedGroup>,
    /// Where row groups come from.
    groups: GroupSource,
}

/// Row groups read in walk order: on the producer thread when needed (its shard kept open), or
/// by a background reader that stays ahead.
enum GroupSource {
    Inline(Option<(usize, ShardReader)>),
    Ahead(Receiver<Result<FetchedGroup>>),
}

/// A row group read ahead: (epoch, shard, group) and its text.
type FetchedGroup = ((u64, usize, usize), TextRows);

/// Reads `group` of shard `shard`, reusing `open` when it is that shard.
fn read_group(
    open: &mut Option<(usize, ShardReader)>,
    shards: &[ShardFile],
    column: &str,
    shard: usize,
    group: usize,
) -> Result<TextRows> {
    if open.as_ref().is_none_or(|(s, _)| *s != shard) {
        *open = None;
        let reader = ShardReader::open(&shards[shard].path)?;
        // A bucket object replaced since the dataset was opened would change the rows under a
        // cursor that promises the old ones.
        if let (Some(recorded), Some(object)) = (&shards[shard].record.version, reader.object())
            && object.info().version != *recorded
        {
            return Err(DataError::ShardReplaced {
                path: reader.path().to_owned(),
                recorded: recorded.clone(),
                found: object.info().version.clone(),
            });
        }
        *open = Some((shard, reader));
    }
    let (_, reader) = open.as_ref().expect("opened above");
    reader.read_row_group(column, group)
}

/// Starts the thread that reads the row groups the producer will need, in its order from block
/// `block` of `epoch` on, keeping `ahead` of them ready. It stops when the producer goes away.
fn spawn_reader(
    shards: Vec<ShardFile>,
    column: String,
    config: &LoaderConfig,
    (epoch, block): (u64, u64),
    ahead: usize,
) -> Result<Receiver<Result<FetchedGroup>>> {
    let (seed, block_docs) = (config.seed, config.block_docs);
    // A rendezvous channel already holds one group read ahead (the one waiting to be sent).
    let (tx, rx) = bounded(ahead.saturating_sub(1));
    std::thread::Builder::new()
        .name("namtrain-data-reader".into())
        .spawn(move || {
            let groups = row_groups(&shards);
            let (mut epoch, mut next) = (epoch, block as usize);
            let mut blocks = epoch_blocks(&groups, seed, epoch, block_docs);
            let (mut last, mut open) = (None, None);
            loop {
                if next == blocks.len() {
                    epoch += 1;
                    next = 0;
                    blocks = epoch_blocks(&groups, seed, epoch, block_docs);
                }
                let b = blocks[next];
                next += 1;
                let key = (epoch, b.shard, b.group);
                if last == Some(key) {
                    continue;
                }
                last = Some(key);
                let read = read_group(&mut open, &shards, &column, b.shard, b.group);
                let failed = read.is_err();
                if tx.send(read.map(|texts| (key, texts))).is_err() || failed {
                    return;
                }
            }
        })
        .map_err(|e| DataError::LoaderStopped(format!("cannot start the row group reader: {e}")))?;
    Ok(rx)
}

impl Producer {
    fn run(self, epoch: u64, block: u64) {
        if let Err(e) = self.produce(epoch, block) {
            let _ = self.tx.send(Err(e));
        }
    }

    /// Produces blocks until the consumer goes away (Ok) or reading fails (Err).
    fn produce(&self, epoch: u64, block: u64) -> Result<()> {
        let groups = row_groups(&self.shards);
        let blocks = epoch_blocks(&groups, self.config.seed, epoch, self.config.block_docs);
        let per_epoch = blocks.len() as u64;
        let ahead = self.config.row_groups_ahead(&self.shards);
        let groups_from = if ahead == 0 {
            GroupSource::Inline(None)
        } else {
            GroupSource::Ahead(spawn_reader(
                self.shards.clone(),
                self.column.clone(),
                &self.config,
                (epoch, block),
                ahead,
            )?)
        };
        let mut walk = Walk {
            epoch,
            block,
            blocks,
            loaded: None,
            groups: groups_from,
        };
        let max_in_flight = 2 * self.pool.current_num_threads();
        let mut in_flight: VecDeque<Receiver<Result<PackedBlock>>> =
            VecDeque::with_capacity(max_in_flight);
        // Rows delivered in the current epoch, and whether we delivered it from its first block.
        let (mut epoch_rows, mut whole_epoch) = (0usize, block == 0);
        loop {
            while in_flight.len() < max_in_flight {
                in_flight.push_back(self.schedule(&mut walk, &groups)?);
            }
            let packed = in_flight
                .pop_front()
                .expect("filled above")
                .recv()
                .map_err(|_| DataError::LoaderStopped("a tokenizer thread panicked".into()))??;
            epoch_rows += packed.rows.len();
            if packed.block + 1 == per_epoch {
                if whole_epoch && epoch_rows == 0 {
                    return Err(DataError::InvalidArgument {
                        name: "dataset",
                        message: "a whole epoch produced no tokens: every document is empty".into(),
                    });
                }
                (epoch_rows, whole_epoch) = (0, true);
            }
            if self.tx.send(Ok(packed)).is_err() {
                return Ok(());
            }
        }
    }

    /// Starts tokenizing and packing the next block on the pool; returns where its result will arrive.
    fn schedule(
        &self,
        walk: &mut Walk,
        groups: &[Vec<u64>],
    ) -> Result<Receiver<Result<PackedBlock>>> {
        if walk.block as usize == walk.blocks.len() {
            walk.epoch += 1;
            walk.block = 0;
            walk.blocks =
                epoch_blocks(groups, self.config.seed, walk.epoch, self.config.block_docs);
        }
        let BlockRef {
            shard,
            group,
            start,
            end,
        } = walk.blocks[walk.block as usize];
        let cached = matches!(&walk.loaded,
            Some(l) if l.epoch == walk.epoch && l.shard == shard && l.group == group);
        if !cached {
            // Drop the previous row group before reading the next: blocks still packing hold their own
            // reference, so at most the in-flight blocks' groups and this one are in memory.
            walk.loaded = None;
            let texts = match &mut walk.groups {
                GroupSource::Inline(open) => {
                    read_group(open, &self.shards, &self.column, shard, group)?
                }
                GroupSource::Ahead(rx) => {
                    let (key, texts) = rx.recv().map_err(|_| {
                        DataError::LoaderStopped("the row group reader stopped".into())
                    })??;
                    if key != (walk.epoch, shard, group) {
                        return Err(DataError::LoaderStopped(format!(
                            "the row group reader read {key:?}, the walk needs {:?}",
                            (walk.epoch, shard, group)
                        )));
                    }
                    texts
                }
            };
            let texts = Arc::new(texts);
            let rows = texts.len() as u64;
            let order = row_order(rows, self.config.seed, walk.epoch, shard, group);
            walk.loaded = Some(LoadedGroup {
                epoch: walk.epoch,
                shard,
                group,
                texts,
                order,
            });
        }
        let loaded = walk.loaded.as_ref().expect("loaded above");
        let input = BlockInput {
            texts: loaded.texts.clone(),
            order: loaded.order[start..end].to_vec(),
            path: shown(&self.shards[shard].path),
            column: self.column.clone(),
            group,
            first_row: self.shards[shard].row_groups[..group].iter().sum(),
        };
        let (epoch, block) = (walk.epoch, walk.block);
        let tokenizer = self.tokenizer.clone();
        let (row_len, window, policy) = (
            self.config.seq_len + 1,
            self.config.window,
            self.config.on_bad_row,
        );
        let (tx, rx) = bounded(1);
        self.pool.spawn(move || {
            let result =
                pack_block(&input, &tokenizer, row_len, window, policy).map(|(rows, tally)| {
                    PackedBlock {
                        epoch,
                        block,
                        rows,
                        tally,
                    }
                });
            // The receiver is gone only when the loader was dropped; the result is then unwanted.
            let _ = tx.send(result);
        });
        walk.block += 1;
        Ok(rx)
    }
}

/// One source of a mixture (or the only source) with its weight.
#[derive(Debug, Clone)]
pub struct WeightedSource {
    /// How the config named it (for the receipt).
    pub name: String,
    /// Its documents.
    pub dataset: Dataset,
    /// Relative weight (the shares are the weights over their sum).
    pub weight: f64,
}

/// Where a mixture stands: each source's cursor and the rows handed out.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct MixtureCursor {
    /// The weights the order was drawn with, in source order.
    pub weights: Vec<f64>,
    /// Each source's position and totals.
    pub sources: Vec<DataCursor>,
    /// Rows handed out by the mixture.
    pub rows: u64,
    /// Batches handed out.
    pub batches: u64,
    /// Hash of the run's first batch.
    pub first_batch_sha256: Option<String>,
}

/// A saved loader position: a single source's cursor (the JSON of [`DataCursor`]) or a mixture's.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum LoaderCursor {
    /// One source.
    Single(DataCursor),
    /// Several weighted sources.
    Mixture(MixtureCursor),
}

impl LoaderCursor {
    /// Each source's position and totals (one for a single source).
    pub fn sources(&self) -> Vec<&DataCursor> {
        match self {
            LoaderCursor::Single(c) => vec![c],
            LoaderCursor::Mixture(m) => m.sources.iter().collect(),
        }
    }

    /// Text bytes per text token of the documents read up to this position (0 before any).
    pub fn bytes_per_token(&self) -> f64 {
        let (bytes, tokens) = self.sources().iter().fold((0, 0), |(b, t), c| {
            (b + c.counters.doc_bytes, t + c.counters.doc_tokens)
        });
        match tokens {
            0 => 0.0,
            n => bytes as f64 / n as f64,
        }
    }
}

/// One source's stream of packed rows: its producer thread and its position.
struct SourceStream {
    blocks_per_epoch: u64,
    row_len: usize,
    cursor: DataCursor,
    /// Rows of the block the cursor is in, from the cursor's row on.
    current: VecDeque<PackedRow>,
    /// Whether `current` holds the cursor's block (false until it arrives).
    have_block: bool,
    rx: Option<Receiver<Result<PackedBlock>>>,
    worker: Option<JoinHandle<()>>,
}

impl SourceStream {
    fn start(
        dataset: &Dataset,
        tokenizer: &Tokenizer,
        config: &LoaderConfig,
        pool: &Arc<rayon::ThreadPool>,
        cursor: DataCursor,
    ) -> Result<Self> {
        if dataset.train.is_empty() {
            return Err(DataError::InvalidArgument {
                name: "dataset",
                message: "it has no training shards".into(),
            });
        }
        cursor
            .pipeline
            .check_matches(&pipeline(dataset, tokenizer, config))?;
        let groups = row_groups(&dataset.train);
        let blocks_per_epoch = blocks_per_epoch(&groups, config.block_docs);
        if cursor.block >= blocks_per_epoch {
            return Err(DataError::CursorMismatch {
                what: format!(
                    "block {} is past the {blocks_per_epoch} blocks of an epoch",
                    cursor.block
                ),
            });
        }
        let prefetch = if config.prefetch_blocks > 0 {
            config.prefetch_blocks
        } else {
            4 * pool.current_num_threads()
        };
        let (tx, rx) = bounded(prefetch);
        let producer = Producer {
            shards: dataset.train.clone(),
            column: dataset.text_column.clone(),
            tokenizer: Arc::new(tokenizer.clone()),
            config: config.clone(),
            pool: pool.clone(),
            tx,
        };
        let (epoch, block) = (cursor.epoch, cursor.block);
        let worker = std::thread::Builder::new()
            .name("namtrain-data-producer".into())
            .spawn(move || producer.run(epoch, block))
            .map_err(|e| {
                DataError::LoaderStopped(format!("cannot start the producer thread: {e}"))
            })?;
        Ok(SourceStream {
            blocks_per_epoch,
            row_len: config.seq_len + 1,
            cursor,
            current: VecDeque::new(),
            have_block: false,
            rx: Some(rx),
            worker: Some(worker),
        })
    }

    /// The next packed row; the cursor moves past it (and past its block when it was the block's last
    /// row, so a saved cursor never points at a block's end).
    fn next_row(&mut self) -> Result<PackedRow> {
        loop {
            if !self.have_block {
                let block = self.receive()?;
                let at = (self.cursor.epoch, self.cursor.block);
                if (block.epoch, block.block) != at {
                    return Err(DataError::LoaderStopped(format!(
                        "expected block {} of epoch {}, got block {} of epoch {}",
                        at.1, at.0, block.block, block.epoch
                    )));
                }
                // A resumed block's skipped rows were counted when it was first read.
                if self.cursor.row == 0 {
                    self.cursor.counters.tally.add(&block.tally);
                }
                self.current = block
                    .rows
                    .into_iter()
                    .skip(self.cursor.row as usize)
                    .collect();
                self.have_block = true;
            }
            let Some(row) = self.current.pop_front() else {
                self.next_block();
                continue;
            };
            let c = &mut self.cursor.counters;
            c.rows += 1;
            c.documents += u64::from(row.documents);
            c.doc_bytes += row.doc_bytes;
            c.doc_tokens += row.doc_tokens;
            c.real_tokens += u64::from(row.real);
            c.slots += self.row_len as u64;
            self.cursor.row += 1;
            if self.current.is_empty() {
                self.next_block();
            }
            return Ok(row);
        }
    }

    fn next_block(&mut self) {
        self.have_block = false;
        self.cursor.row = 0;
        self.cursor.block += 1;
        if self.cursor.block == self.blocks_per_epoch {
            self.cursor.epoch += 1;
            self.cursor.block = 0;
        }
    }

    fn receive(&mut self) -> Result<PackedBlock> {
        let rx = self.rx.as_ref().expect("receiver lives until drop");
        match rx.recv() {
            Ok(result) => result,
            Err(_) => Err(DataError::LoaderStopped(
                "the producer thread exited; see the previous error".into(),
            )),
        }
    }
}

impl Drop for SourceStream {
    fn drop(&mut self) {
        // Closing the channel makes the producer's next send fail, so it returns after its current round.
        drop(self.rx.take());
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
    }
}

fn pipeline(dataset: &Dataset, tokenizer: &Tokenizer, config: &LoaderConfig) -> PipelineId {
    PipelineId {
        dataset_sha256: dataset_sha256(&dataset.train),
        tokenizer_sha256: tokenizer.sha256().to_owned(),
        bos_id: tokenizer.bos_id(),
        text_column: dataset.text_column.clone(),
        row_len: config.seq_len + 1,
        block_docs: config.block_docs,
        window: config.window,
        seed: config.seed,
    }
}

/// The source furthest below its share of the real tokens handed out so far (`shares` sum to 1).
fn most_behind(shares: &[f64], tokens: &[u64]) -> usize {
    let total: u64 = tokens.iter().sum();
    let mut best = (0, f64::NEG_INFINITY);
    for (s, (&share, &t)) in shares.iter().zip(tokens).enumerate() {
        let deficit = share * total as f64 - t as f64;
        if deficit > best.1 {
            best = (s, deficit);
        }
    }
    best.0
}

/// A mixture's own state (the single-source loader keeps these in its cursor's counters).
struct MixtureState {
    /// Each source's weight over the sum of weights.
    shares: Vec<f64>,
    names: Vec<String>,
    weights: Vec<f64>,
    rows: u64,
    batches: u64,
    first_batch_sha256: Option<String>,
}

/// The training data loader. See the module documentation.
pub struct Loader {
    config: LoaderConfig,
    datasets: Vec<Dataset>,
    tokenizer: TokenizerRecord,
    streams: Vec<SourceStream>,
    mixture: Option<MixtureState>,
}

impl Loader {
    /// A loader over one dataset at the start of epoch 0.
    pub fn new(dataset: &Dataset, tokenizer: &Tokenizer, config: LoaderConfig) -> Result<Self> {
        Self::open(&[single(dataset)], tokenizer, config, None)
    }

    /// A loader over one dataset that continues exactly where `cursor` (from [`Loader::cursor`]) left off.
    /// Fails if the cursor was saved for another dataset, tokenizer, sequence length, packing setting or seed.
    pub fn resume(
        dataset: &Dataset,
        tokenizer: &Tokenizer,
        config: LoaderConfig,
        cursor: DataCursor,
    ) -> Result<Self> {
        Self::open(
            &[single(dataset)],
            tokenizer,
            config,
            Some(LoaderCursor::Single(cursor)),
        )
    }

    /// A loader over `sources` (one source, or a weighted mixture), at the start or at `cursor`.
    pub fn open(
        sources: &[WeightedSource],
        tokenizer: &Tokenizer,
        config: LoaderConfig,
        cursor: Option<LoaderCursor>,
    ) -> Result<Self> {
        config.validate()?;
        if sources.is_empty() {
            return Err(DataError::InvalidArgument {
                name: "[data] sources",
                message: "no source given".into(),
            });
        }
        if let Some(bad) = sources
            .iter()
            .find(|s| !(s.weight.is_finite() && s.weight > 0.0))
        {
            return Err(DataError::InvalidArgument {
                name: "[data] sources",
                message: format!(
                    "source {} has weight {}; weights must be positive numbers",
                    bad.name, bad.weight
                ),
            });
        }
        let threads = config.thread_count();
        let pool = Arc::new(
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .thread_name(|i| format!("namtrain-data-{i}"))
                .build()
                .map_err(|e| {
                    DataError::LoaderStopped(format!("cannot start the tokenizer pool: {e}"))
                })?,
        );
        let fresh = |d: &Dataset| DataCursor {
            pipeline: pipeline(d, tokenizer, &config),
            epoch: 0,
            block: 0,
            row: 0,
            counters: DataCounters::default(),
        };
        let weights: Vec<f64> = sources.iter().map(|s| s.weight).collect();
        let (cursors, mixture) = match (sources.len(), cursor) {
            (1, None) => (vec![fresh(&sources[0].dataset)], None),
            (1, Some(LoaderCursor::Single(c))) => (vec![c], None),
            (_, Some(LoaderCursor::Single(_))) => {
                return Err(DataError::CursorMismatch {
                    what: format!(
                        "sources: saved by a run with one source, now {} ([[data.sources]])",
                        sources.len()
                    ),
                });
            }
            (1, Some(LoaderCursor::Mixture(m))) => {
                return Err(DataError::CursorMismatch {
                    what: format!(
                        "sources: saved by a mixture of {}, now one source",
                        m.sources.len()
                    ),
                });
            }
            (n, cursor) => {
                let saved = match cursor {
                    Some(LoaderCursor::Mixture(m)) => {
                        if m.sources.len() != n || m.weights != weights {
                            return Err(DataError::CursorMismatch {
                                what: format!(
                                    "mixture weights: saved {:?}, now {weights:?}",
                                    m.weights
                                ),
                            });
                        }
                        m
                    }
                    _ => MixtureCursor {
                        weights: weights.clone(),
                        sources: sources.iter().map(|s| fresh(&s.dataset)).collect(),
                        rows: 0,
                        batches: 0,
                        first_batch_sha256: None,
                    },
                };
                let sum: f64 = weights.iter().sum();
                let state = MixtureState {
                    shares: weights.iter().map(|w| w / sum).collect(),
                    names: sources.iter().map(|s| s.name.clone()).collect(),
                    weights: weights.clone(),
                    rows: saved.rows,
                    batches: saved.batches,
                    first_batch_sha256: saved.first_batch_sha256,
                };
                (saved.sources, Some(state))
            }
        };
        let streams = sources
            .iter()
            .zip(cursors)
            .map(|(s, c)| SourceStream::start(&s.dataset, tokenizer, &config, &pool, c))
            .collect::<Result<Vec<_>>>()?;
        Ok(Loader {
            config,
            datasets: sources.iter().map(|s| s.dataset.clone()).collect(),
            tokenizer: tokenizer_record(tokenizer),
            streams,
            mixture,
        })
    }

    /// The position of the next batch; save it with a checkpoint and pass it to [`Loader::open`].
    pub fn cursor(&self) -> LoaderCursor {
        match &self.mixture {
            None => LoaderCursor::Single(self.streams[0].cursor.clone()),
            Some(m) => LoaderCursor::Mixture(MixtureCursor {
                weights: m.weights.clone(),
                sources: self.streams.iter().map(|s| s.cursor.clone()).collect(),
                rows: m.rows,
                batches: m.batches,
                first_batch_sha256: m.first_batch_sha256.clone(),
            }),
        }
    }

    /// The position and totals of source `source` (the only one, 0, unless this is a mixture).
    pub fn source_cursor(&self, source: usize) -> &DataCursor {
        &self.streams[source].cursor
    }

    /// The next batch of `batch_size` rows. The stream never ends: after the last block of an epoch comes the
    /// first block of the next epoch, in a new order.
    pub fn next_batch(&mut self) -> Result<Batch> {
        let mut rows: Vec<Vec<u32>> = Vec::with_capacity(self.config.batch_size);
        for _ in 0..self.config.batch_size {
            let source = match &mut self.mixture {
                None => 0,
                Some(m) => {
                    m.rows += 1;
                    let tokens: Vec<u64> = self
                        .streams
                        .iter()
                        .map(|s| s.cursor.counters.real_tokens)
                        .collect();
                    most_behind(&m.shares, &tokens)
                }
            };
            rows.push(self.streams[source].next_row()?.tokens);
        }
        let batch = Batch::from_rows(&rows, self.config.seq_len, self.tokenizer.bos_id)?;
        let (batches, first) = match &mut self.mixture {
            None => {
                let c = &mut self.streams[0].cursor.counters;
                (&mut c.batches, &mut c.first_batch_sha256)
            }
            Some(m) => (&mut m.batches, &mut m.first_batch_sha256),
        };
        *batches += 1;
        if first.is_none() {
            *first = Some(batch.sha256());
        }
        Ok(batch)
    }

    /// Text bytes per text token of the documents read so far (0 before any): multiply
    /// nats per token by `1 / (ln 2 * bytes_per_token)` for bits per byte.
    pub fn bytes_per_token(&self) -> f64 {
        self.cursor().bytes_per_token()
    }

    /// The data-contract receipt for everything handed out so far.
    pub fn receipt(&self) -> DataReceipt {
        self.receipt_at(&self.cursor())
    }

    /// The data-contract receipt for everything handed out up to `cursor`, a position of this
    /// loader's (a trainer that has read a batch ahead reports where its steps are).
    pub fn receipt_at(&self, cursor: &LoaderCursor) -> DataReceipt {
        let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        let per_source = cursor.sources();
        let mut total = DataCounters::default();
        for c in per_source.iter().map(|c| &c.counters) {
            total.documents += c.documents;
            total.doc_bytes += c.doc_bytes;
            total.real_tokens += c.real_tokens;
            total.slots += c.slots;
            total.tally.add(&c.tally);
        }
        let (batches, first_batch_sha256) = match cursor {
            LoaderCursor::Single(c) => (c.counters.batches, c.counters.first_batch_sha256.clone()),
            LoaderCursor::Mixture(m) => (m.batches, m.first_batch_sha256.clone()),
        };
        let sources = match &self.mixture {
            None => Vec::new(),
            Some(m) => per_source
                .iter()
                .zip(&self.datasets)
                .enumerate()
                .map(|(i, (s, d))| {
                    let c = &s.counters;
                    SourceReceipt {
                        name: m.names[i].clone(),
                        layout: d.layout.clone(),
                        weight: m.weights[i],
                        share_wanted: m.shares[i],
                        shards: d.train.len(),
                        rows: c.rows,
                        documents_read: c.documents,
                        tokens_read: c.real_tokens,
                        token_share: ratio(c.real_tokens, total.real_tokens),
                        skipped: c.tally,
                    }
                })
                .collect(),
        };
        let first = &self.datasets[0];
        DataReceipt {
            format: RECEIPT_FORMAT.to_owned(),
            layout: self
                .datasets
                .iter()
                .map(|d| d.layout.as_str())
                .collect::<Vec<_>>()
                .join(" + "),
            shards: self
                .datasets
                .iter()
                .flat_map(|d| d.train.iter().map(|s| s.record.clone()))
                .collect(),
            eval_shards: first.eval.iter().map(|s| s.record.clone()).collect(),
            text_column: first.text_column.clone(),
            tokenizer: self.tokenizer.clone(),
            seq_len: self.config.seq_len,
            batch_size: self.config.batch_size,
            block_docs: self.config.block_docs,
            window: self.config.window,
            seed: self.config.seed,
            on_bad_row: self.config.on_bad_row,
            row_check: first.row_check,
            batches,
            documents_read: total.documents,
            bytes_read: total.doc_bytes,
            tokens_read: total.real_tokens,
            slots: total.slots,
            packing_efficiency: ratio(total.real_tokens, total.slots),
            bytes_per_token: cursor.bytes_per_token(),
            skipped: total.tally,
            first_batch_sha256,
            sources,
            cursor: cursor.clone(),
        }
    }
}

fn single(dataset: &Dataset) -> WeightedSource {
    WeightedSource {
        name: dataset.layout.clone(),
        dataset: dataset.clone(),
        weight: 1.0,
    }
}

fn tokenizer_record(tokenizer: &Tokenizer) -> TokenizerRecord {
    TokenizerRecord {
        path: tokenizer.path().display().to_string(),
        sha256: tokenizer.sha256().to_owned(),
        vocab_size: tokenizer.vocab_size(),
        pad_id: PAD_ID,
        bos_id: tokenizer.bos_id(),
    }
}

/// Held-out batches for evaluation: the same tokenization and packing, in file order, no shuffling.
#[derive(Debug, Clone)]
pub struct EvalSet {
    /// The batches; the last is completed with all-padding rows (loss mask 0).
    pub batches: Vec<Batch>,
    /// Documents packed (whole documents unless `max_batches` cut the set short).
    pub documents: u64,
    /// Real tokens packed.
    pub real_tokens: u64,
    /// Text bytes per text token of the packed documents.
    pub bytes_per_token: f64,
}

impl EvalSet {
    /// Packs the dataset's held-out shards into at most `max_batches` batches (all of them when `None`), in
    /// blocks of [`DEFAULT_PACK_DOCS`] documents whatever the training packing, so eval losses stay
    /// comparable between runs. Rows without a document are skipped; a non-UTF-8 row follows `on_bad_row`.
    pub fn load(
        dataset: &Dataset,
        tokenizer: &Tokenizer,
        seq_len: usize,
        batch_size: usize,
        max_batches: Option<usize>,
        on_bad_row: BadRowPolicy,
    ) -> Result<Self> {
        if dataset.eval.is_empty() {
            return Err(DataError::InvalidArgument {
                name: "[data]",
                message: format!(
                    "there is no eval split ({}); name the eval files with [data] validation = \"…\", hold out \
                     the last training files with [data] val_shards = 1 or more, or for a prepared dataset re-run \
                     `namtrain data prepare` with --held-out above 0",
                    dataset.layout
                ),
            });
        }
        let defaults = LoaderConfig::new(seq_len, batch_size, 0);
        defaults.validate()?;
        let row_len = seq_len + 1;
        let max_rows = max_batches.map_or(usize::MAX, |b| b * batch_size);
        let mut rows: Vec<PackedRow> = Vec::new();
        'shards: for shard in &dataset.eval {
            let mut first_row = 0u64;
            let reader = ShardReader::open(&shard.path)?;
            for (group, &group_rows) in shard.row_groups.iter().enumerate() {
                let texts = Arc::new(reader.read_row_group(&dataset.text_column, group)?);
                let all: Vec<u32> = (0..texts.len() as u32).collect();
                for chunk in all.chunks(defaults.block_docs) {
                    let input = BlockInput {
                        texts: texts.clone(),
                        order: chunk.to_vec(),
                        path: shown(&shard.path),
                        column: dataset.text_column.clone(),
                        group,
                        first_row,
                    };
                    let (packed, _) =
                        pack_block(&input, tokenizer, row_len, defaults.window, on_bad_row)?;
                    rows.extend(packed);
                    if rows.len() >= max_rows {
                        break 'shards;
                    }
                }
                first_row += group_rows;
            }
        }
        rows.truncate(max_rows);
        let documents = rows.iter().map(|r| u64::from(r.documents)).sum();
        let real_tokens = rows.iter().map(|r| u64::from(r.real)).sum();
        let doc_bytes: u64 = rows.iter().map(|r| r.doc_bytes).sum();
        let doc_tokens: u64 = rows.iter().map(|r| r.doc_tokens).sum();
        let padding_row = vec![PAD_SLOT; row_len];
        let batches = rows
            .chunks(batch_size)
            .map(|chunk| {
                let mut tokens: Vec<&[u32]> = chunk.iter().map(|r| r.tokens.as_slice()).collect();
                tokens.resize(batch_size, &padding_row);
                Batch::from_rows(&tokens, seq_len, tokenizer.bos_id())
            })
            .collect::<Result<_>>()?;
        let bytes_per_token = if doc_tokens == 0 {
            0.0
        } else {
            doc_bytes as f64 / doc_tokens as f64
        };
        Ok(EvalSet {
            batches,
            documents,
            real_tokens,
            bytes_per_token,
        })
    }
}
