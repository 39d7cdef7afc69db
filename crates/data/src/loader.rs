//! The training loader: parquet shards → tokens (thread pool, prefetching) → packed rows → [`Batch`]es, in an
//! order fixed by (seed, epoch, position), resumable from a [`DataCursor`]; plus the held-out eval batches.
//!
//! A background thread walks the epoch's blocks (see `order`), tokenizes and packs several blocks at once on a
//! rayon pool, and queues the packed blocks in order on a bounded channel. `next_batch` takes rows off the
//! queue. Because each block is packed on its own, results do not depend on thread timing, and resuming only
//! re-packs the block the cursor points into.

use std::collections::VecDeque;
use std::sync::Arc;
use std::thread::JoinHandle;

use crossbeam_channel::{Receiver, Sender, bounded};

use crate::batch::{Batch, PAD_SLOT};
use crate::cursor::{DataCounters, DataCursor, PipelineId};
use crate::dataset::{Dataset, ShardFile};
use crate::digest::sha256_hex;
use crate::error::{DataError, Result};
use crate::order::{BlockRef, blocks_per_epoch, epoch_blocks, row_order};
use crate::packing::{DocStats, PackedRow, Piece, pack, split_document};
use crate::receipt::{DataReceipt, RECEIPT_FORMAT, TokenizerRecord};
use crate::shard::read_texts;
use crate::tokenizer::{PAD_ID, Tokenizer};

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
    /// Packed blocks queued ahead of the consumer; 0 means four per thread.
    pub prefetch_blocks: usize,
}

impl LoaderConfig {
    /// Defaults: blocks of 32 documents, a 64-piece best-fit window, all cores, four blocks per thread ahead.
    pub fn new(seq_len: usize, batch_size: usize, seed: u64) -> Self {
        LoaderConfig {
            seq_len,
            batch_size,
            seed,
            block_docs: 32,
            window: 64,
            threads: 0,
            prefetch_blocks: 0,
        }
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
        check(self.block_docs >= 1, "block_docs", "must be at least 1")?;
        check(self.window >= 1, "window", "must be at least 1")
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
    let joined: Vec<&str> = shards.iter().map(|s| s.record.sha256.as_str()).collect();
    sha256_hex(joined.join("\n").as_bytes())
}

/// The packed rows of one block.
struct PackedBlock {
    epoch: u64,
    block: u64,
    rows: Vec<PackedRow>,
}

/// Tokenizes `texts[order]` into BOS-started pieces and packs them.
fn pack_documents<'a>(
    texts: impl Iterator<Item = &'a str>,
    tokenizer: &Tokenizer,
    row_len: usize,
    window: usize,
) -> Result<Vec<PackedRow>> {
    let mut pieces: Vec<Piece> = Vec::new();
    for text in texts {
        let doc = tokenizer.encode_document(text)?;
        let stats = DocStats {
            bytes: text.len() as u64,
            tokens: doc.len() as u64 - 1,
        };
        pieces.extend(split_document(&doc, row_len, stats));
    }
    Ok(pack(pieces, row_len, window))
}

/// The background producer: walks blocks from a starting position for ever, tokenizing and packing up to
/// `2 * threads` blocks at once on the pool and forwarding the results in block order.
struct Producer {
    shards: Vec<ShardFile>,
    column: String,
    tokenizer: Arc<Tokenizer>,
    config: LoaderConfig,
    pool: rayon::ThreadPool,
    tx: Sender<Result<PackedBlock>>,
}

/// A shard's documents as read for one epoch, with that epoch's row order.
struct LoadedShard {
    epoch: u64,
    shard: usize,
    texts: Arc<Vec<String>>,
    order: Vec<u32>,
}

/// Where the producer is: the next block to schedule, and the shard it last read.
struct Walk {
    epoch: u64,
    block: u64,
    blocks: Vec<BlockRef>,
    loaded: Option<LoadedShard>,
}

impl Producer {
    fn run(self, epoch: u64, block: u64) {
        if let Err(e) = self.produce(epoch, block) {
            let _ = self.tx.send(Err(e));
        }
    }

    /// Produces blocks until the consumer goes away (Ok) or reading fails (Err).
    fn produce(&self, epoch: u64, block: u64) -> Result<()> {
        let shard_rows: Vec<u64> = self.shards.iter().map(|s| s.record.rows).collect();
        let blocks = epoch_blocks(&shard_rows, self.config.seed, epoch, self.config.block_docs);
        let per_epoch = blocks.len() as u64;
        let mut walk = Walk {
            epoch,
            block,
            blocks,
            loaded: None,
        };
        let max_in_flight = 2 * self.pool.current_num_threads();
        let mut in_flight: VecDeque<Receiver<Result<PackedBlock>>> =
            VecDeque::with_capacity(max_in_flight);
        // Rows delivered in the current epoch, and whether we delivered it from its first block.
        let (mut epoch_rows, mut whole_epoch) = (0usize, block == 0);
        loop {
            while in_flight.len() < max_in_flight {
                in_flight.push_back(self.schedule(&mut walk, &shard_rows)?);
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
        shard_rows: &[u64],
    ) -> Result<Receiver<Result<PackedBlock>>> {
        if walk.block as usize == walk.blocks.len() {
            walk.epoch += 1;
            walk.block = 0;
            walk.blocks = epoch_blocks(
                shard_rows,
                self.config.seed,
                walk.epoch,
                self.config.block_docs,
            );
        }
        let BlockRef { shard, start, end } = walk.blocks[walk.block as usize];
        let cached = matches!(&walk.loaded, Some(l) if l.epoch == walk.epoch && l.shard == shard);
        if !cached {
            let texts = Arc::new(read_texts(&self.shards[shard].path, &self.column)?);
            let order = row_order(texts.len() as u64, self.config.seed, walk.epoch, shard);
            walk.loaded = Some(LoadedShard {
                epoch: walk.epoch,
                shard,
                texts,
                order,
            });
        }
        let loaded = walk.loaded.as_ref().expect("loaded above");
        let (texts, order) = (loaded.texts.clone(), loaded.order[start..end].to_vec());
        let (epoch, block) = (walk.epoch, walk.block);
        let tokenizer = self.tokenizer.clone();
        let (row_len, window) = (self.config.seq_len + 1, self.config.window);
        let (tx, rx) = bounded(1);
        self.pool.spawn(move || {
            let docs = order.iter().map(|&i| texts[i as usize].as_str());
            let result = pack_documents(docs, &tokenizer, row_len, window)
                .map(|rows| PackedBlock { epoch, block, rows });
            // The receiver is gone only when the loader was dropped; the result is then unwanted.
            let _ = tx.send(result);
        });
        walk.block += 1;
        Ok(rx)
    }
}

/// The training data loader. See the module documentation.
pub struct Loader {
    config: LoaderConfig,
    dataset: Dataset,
    tokenizer: TokenizerRecord,
    blocks_per_epoch: u64,
    cursor: DataCursor,
    /// Rows of the block the cursor is in, from the cursor's row on.
    current: VecDeque<PackedRow>,
    /// Whether `current` holds the cursor's block (false until it arrives).
    have_block: bool,
    rx: Option<Receiver<Result<PackedBlock>>>,
    worker: Option<JoinHandle<()>>,
}

impl Loader {
    /// A loader at the start of epoch 0.
    pub fn new(dataset: &Dataset, tokenizer: &Tokenizer, config: LoaderConfig) -> Result<Self> {
        let pipeline = Self::pipeline(dataset, tokenizer, &config);
        let cursor = DataCursor {
            pipeline,
            epoch: 0,
            block: 0,
            row: 0,
            counters: DataCounters::default(),
        };
        Self::resume(dataset, tokenizer, config, cursor)
    }

    /// A loader that continues exactly where `cursor` (from [`Loader::cursor`]) left off. Fails if the cursor
    /// was saved for another dataset, tokenizer, sequence length, packing setting or seed.
    pub fn resume(
        dataset: &Dataset,
        tokenizer: &Tokenizer,
        config: LoaderConfig,
        cursor: DataCursor,
    ) -> Result<Self> {
        config.validate()?;
        if dataset.train.is_empty() {
            return Err(DataError::InvalidArgument {
                name: "dataset",
                message: "it has no training shards".into(),
            });
        }
        cursor
            .pipeline
            .check_matches(&Self::pipeline(dataset, tokenizer, &config))?;
        let rows: Vec<u64> = dataset.train.iter().map(|s| s.record.rows).collect();
        let blocks_per_epoch = blocks_per_epoch(&rows, config.block_docs);
        if cursor.block >= blocks_per_epoch {
            return Err(DataError::CursorMismatch {
                what: format!(
                    "block {} is past the {blocks_per_epoch} blocks of an epoch",
                    cursor.block
                ),
            });
        }
        let threads = config.thread_count();
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .thread_name(|i| format!("namtrain-data-{i}"))
            .build()
            .map_err(|e| {
                DataError::LoaderStopped(format!("cannot start the tokenizer pool: {e}"))
            })?;
        let prefetch = if config.prefetch_blocks > 0 {
            config.prefetch_blocks
        } else {
            4 * threads
        };
        let (tx, rx) = bounded(prefetch);
        let producer = Producer {
            shards: dataset.train.clone(),
            column: dataset.text_column.clone(),
            tokenizer: Arc::new(tokenizer.clone()),
            config: config.clone(),
            pool,
            tx,
        };
        let (epoch, block) = (cursor.epoch, cursor.block);
        let worker = std::thread::Builder::new()
            .name("namtrain-data-producer".into())
            .spawn(move || producer.run(epoch, block))
            .map_err(|e| {
                DataError::LoaderStopped(format!("cannot start the producer thread: {e}"))
            })?;
        Ok(Loader {
            config,
            dataset: dataset.clone(),
            tokenizer: tokenizer_record(tokenizer),
            blocks_per_epoch,
            cursor,
            current: VecDeque::new(),
            have_block: false,
            rx: Some(rx),
            worker: Some(worker),
        })
    }

    fn pipeline(dataset: &Dataset, tokenizer: &Tokenizer, config: &LoaderConfig) -> PipelineId {
        PipelineId {
            dataset_sha256: dataset_sha256(&dataset.train),
            tokenizer_sha256: tokenizer.sha256().to_owned(),
            bos_id: tokenizer.bos_id(),
            row_len: config.seq_len + 1,
            block_docs: config.block_docs,
            window: config.window,
            seed: config.seed,
        }
    }

    /// The position of the next batch; save it with a checkpoint and pass it to [`Loader::resume`].
    pub fn cursor(&self) -> &DataCursor {
        &self.cursor
    }

    /// The next batch of `batch_size` rows. The stream never ends: after the last block of an epoch comes the
    /// first block of the next epoch, in a new order.
    pub fn next_batch(&mut self) -> Result<Batch> {
        let row_len = self.config.seq_len + 1;
        let mut rows: Vec<Vec<u32>> = Vec::with_capacity(self.config.batch_size);
        let mut counters = self.cursor.counters.clone();
        let mut position = (self.cursor.epoch, self.cursor.block, self.cursor.row);
        let mut pending_current = std::mem::take(&mut self.current);
        let mut have_block = self.have_block;
        while rows.len() < self.config.batch_size {
            if !have_block {
                let block = self.receive()?;
                if (block.epoch, block.block) != (position.0, position.1) {
                    return Err(DataError::LoaderStopped(format!(
                        "expected block {} of epoch {}, got block {} of epoch {}",
                        position.1, position.0, block.block, block.epoch
                    )));
                }
                pending_current = block.rows.into_iter().skip(position.2 as usize).collect();
                have_block = true;
            }
            match pending_current.pop_front() {
                Some(row) => {
                    counters.rows += 1;
                    counters.documents += u64::from(row.documents);
                    counters.doc_bytes += row.doc_bytes;
                    counters.doc_tokens += row.doc_tokens;
                    counters.real_tokens += u64::from(row.real);
                    counters.slots += row_len as u64;
                    position.2 += 1;
                    rows.push(row.tokens);
                }
                None => {
                    have_block = false;
                    position = if position.1 + 1 == self.blocks_per_epoch {
                        (position.0 + 1, 0, 0)
                    } else {
                        (position.0, position.1 + 1, 0)
                    };
                }
            }
        }
        // A block fully consumed moves the cursor to the next block, so a saved cursor never points past
        // the end of a block.
        if have_block && pending_current.is_empty() {
            have_block = false;
            position = if position.1 + 1 == self.blocks_per_epoch {
                (position.0 + 1, 0, 0)
            } else {
                (position.0, position.1 + 1, 0)
            };
        }
        let batch = Batch::from_rows(&rows, self.config.seq_len, self.tokenizer.bos_id);
        counters.batches += 1;
        if counters.first_batch_sha256.is_none() {
            counters.first_batch_sha256 = Some(batch.sha256());
        }
        self.current = pending_current;
        self.have_block = have_block;
        self.cursor.epoch = position.0;
        self.cursor.block = position.1;
        self.cursor.row = position.2;
        self.cursor.counters = counters;
        Ok(batch)
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

    /// Text bytes per text token of the documents read so far (0 before any): multiply
    /// nats per token by `1 / (ln 2 * bytes_per_token)` for bits per byte.
    pub fn bytes_per_token(&self) -> f64 {
        let c = &self.cursor.counters;
        match c.doc_tokens {
            0 => 0.0,
            n => c.doc_bytes as f64 / n as f64,
        }
    }

    /// The data-contract receipt for everything handed out so far.
    pub fn receipt(&self) -> DataReceipt {
        let c = &self.cursor.counters;
        let ratio = |a: u64, b: u64| if b == 0 { 0.0 } else { a as f64 / b as f64 };
        DataReceipt {
            format: RECEIPT_FORMAT.to_owned(),
            shards: self
                .dataset
                .train
                .iter()
                .map(|s| s.record.clone())
                .collect(),
            eval_shards: self.dataset.eval.iter().map(|s| s.record.clone()).collect(),
            text_column: self.dataset.text_column.clone(),
            tokenizer: self.tokenizer.clone(),
            seq_len: self.config.seq_len,
            batch_size: self.config.batch_size,
            block_docs: self.config.block_docs,
            window: self.config.window,
            seed: self.config.seed,
            batches: c.batches,
            documents_read: c.documents,
            bytes_read: c.doc_bytes,
            tokens_read: c.real_tokens,
            slots: c.slots,
            packing_efficiency: ratio(c.real_tokens, c.slots),
            bytes_per_token: self.bytes_per_token(),
            first_batch_sha256: c.first_batch_sha256.clone(),
            cursor: self.cursor.clone(),
        }
    }
}

impl Drop for Loader {
    fn drop(&mut self) {
        // Closing the channel makes the producer's next send fail, so it returns after its current round.
        drop(self.rx.take());
        if let Some(worker) = self.worker.take() {
            let _ = worker.join();
        }
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
    /// Packs the dataset's held-out shards into at most `max_batches` batches (all of them when `None`).
    pub fn load(
        dataset: &Dataset,
        tokenizer: &Tokenizer,
        seq_len: usize,
        batch_size: usize,
        max_batches: Option<usize>,
    ) -> Result<Self> {
        if dataset.eval.is_empty() {
            return Err(DataError::InvalidArgument {
                name: "dataset",
                message: "it has no held-out shard; re-run `namtrain data prepare` with --held-out above 0".into(),
            });
        }
        let defaults = LoaderConfig::new(seq_len, batch_size, 0);
        defaults.validate()?;
        let row_len = seq_len + 1;
        let max_rows = max_batches.map_or(usize::MAX, |b| b * batch_size);
        let mut rows: Vec<PackedRow> = Vec::new();
        'shards: for shard in &dataset.eval {
            let texts = read_texts(&shard.path, &dataset.text_column)?;
            for chunk in texts.chunks(defaults.block_docs) {
                rows.extend(pack_documents(
                    chunk.iter().map(String::as_str),
                    tokenizer,
                    row_len,
                    defaults.window,
                )?);
                if rows.len() >= max_rows {
                    break 'shards;
                }
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
            .collect();
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
