//! Data in a bucket: shards, prepared datasets and tokenizers named by `gs://bucket/prefix` or
//! `s3://bucket/prefix` [`Location`]s, read through [`store`] with ranged requests, so no shard is
//! ever downloaded whole.
//!
//! A parquet shard in a bucket is a [`RangedObject`]: parquet's [`ChunkReader`] over
//! [`Store::get_range`], which keeps the object's last 64 KiB (the footer) and one read-ahead
//! window of at least [`READ_AHEAD`] bytes, so decoding a column chunk costs a few large requests
//! instead of one per page. Before a row group is decoded its text column's whole byte range is
//! fetched at once, in parallel parts ([`RangedObject::prefetch`]).
//!
//! Stores are opened once per location and kept for the process (opening a bucket checks it with
//! one listing request).

use std::borrow::Cow;
use std::collections::HashMap;
use std::io::Read;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, OnceLock};

use bytes::Bytes;
use parquet::file::reader::{ChunkReader, Length};
pub use store::Location;
use store::{ObjectInfo, Store, StoreError};

use crate::error::{DataError, Result};

/// The least a ranged read of a bucket object fetches, so sequential page reads become few large
/// requests (8 MiB).
pub const READ_AHEAD: u64 = 8 << 20;
/// Bytes at the end of an object kept once read: a parquet footer is usually far smaller.
const FOOTER: u64 = 64 << 10;
/// Ranged requests in flight at once while one column chunk is prefetched.
const PARALLEL_PARTS: usize = 4;

/// Something that names a file or directory of data: a local path or a [`Location`] (a local path
/// is always local, even when it looks like a URL; parse text with [`Location::parse`]).
pub trait AsLocation {
    /// The location named.
    fn as_location(&self) -> Cow<'_, Location>;
}

impl AsLocation for Path {
    fn as_location(&self) -> Cow<'_, Location> {
        Cow::Owned(Location::Local(self.to_path_buf()))
    }
}

impl AsLocation for PathBuf {
    fn as_location(&self) -> Cow<'_, Location> {
        self.as_path().as_location()
    }
}

impl AsLocation for Location {
    fn as_location(&self) -> Cow<'_, Location> {
        Cow::Borrowed(self)
    }
}

/// How `location` appears in messages and receipts: the path, or the `gs://`/`s3://` URL.
pub(crate) fn shown(location: &Location) -> PathBuf {
    match location {
        Location::Local(path) => path.clone(),
        bucket => PathBuf::from(bucket.to_string()),
    }
}

/// The store at `root`, opened once per location for the whole process.
pub(crate) fn store_at(root: &Location) -> Result<Store> {
    static OPENED: OnceLock<Mutex<HashMap<Location, Store>>> = OnceLock::new();
    if !root.is_bucket() {
        return Ok(Store::open(root)?);
    }
    let opened = OPENED.get_or_init(Default::default);
    if let Some(store) = opened.lock().expect("store cache").get(root) {
        return Ok(store.clone());
    }
    let store = Store::open(root)?;
    opened
        .lock()
        .expect("store cache")
        .insert(root.clone(), store.clone());
    Ok(store)
}

/// The store holding the object at `location` (opened at its parent) and the object's key there.
pub(crate) fn object_at(location: &Location) -> Result<(Store, String)> {
    let no_name = || DataError::InvalidArgument {
        name: "data path",
        message: format!("{location} names no file"),
    };
    match location {
        Location::Local(_) => Ok(Store::open_file(location)?),
        Location::Bucket { .. } => {
            let (parent, name) = location.parent_and_name().ok_or_else(no_name)?;
            Ok((store_at(&parent)?, name))
        }
    }
}

/// The key of `file` below `root` (`/`-separated), when it is below it.
pub(crate) fn relative_key(file: &Location, root: &Location) -> Option<String> {
    match (file, root) {
        (Location::Local(f), Location::Local(r)) => f
            .strip_prefix(r)
            .ok()
            .map(|p| p.to_string_lossy().replace(std::path::MAIN_SEPARATOR, "/")),
        (
            Location::Bucket {
                scheme,
                bucket,
                prefix,
            },
            Location::Bucket {
                scheme: root_scheme,
                bucket: root_bucket,
                prefix: root_prefix,
            },
        ) if scheme == root_scheme && bucket == root_bucket => {
            if root_prefix.is_empty() {
                Some(prefix.clone())
            } else {
                prefix
                    .strip_prefix(root_prefix.as_str())
                    .and_then(|rest| rest.strip_prefix('/'))
                    .map(str::to_string)
            }
        }
        _ => None,
    }
}

/// Runs `f` on every item with up to `threads` at once (bucket requests wait on the network, not
/// the CPU), keeping the items' order; the first error in item order wins.
pub(crate) fn parallel_map<T: Sync, U: Send>(
    items: &[T],
    threads: usize,
    f: impl Fn(&T) -> Result<U> + Sync,
) -> Result<Vec<U>> {
    if items.len() <= 1 || threads <= 1 {
        return items.iter().map(f).collect();
    }
    let next = AtomicU64::new(0);
    let results: Mutex<Vec<Option<Result<U>>>> =
        Mutex::new((0..items.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..threads.min(items.len()) {
            scope.spawn(|| {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed) as usize;
                    let Some(item) = items.get(i) else { break };
                    let result = f(item);
                    let failed = result.is_err();
                    results.lock().expect("results")[i] = Some(result);
                    if failed {
                        // Later items are not needed once one failed; earlier ones still finish.
                        next.fetch_max(items.len() as u64, Ordering::Relaxed);
                        break;
                    }
                }
            });
        }
    });
    let mut out = Vec::with_capacity(items.len());
    for result in results.into_inner().expect("results") {
        match result {
            Some(r) => out.push(r?),
            // Skipped after an earlier failure, which the loop above has returned.
            None => unreachable!("an item is skipped only after an earlier one failed"),
        }
    }
    Ok(out)
}

/// Concurrent requests for listing-wide work (heads and footers of many shards).
pub(crate) const PARALLEL_OBJECTS: usize = 16;

/// A bucket object read by ranged requests: parquet's [`ChunkReader`] over [`Store::get_range`],
/// with the footer and one read-ahead window cached. Cheap to clone (clones share the cache).
#[derive(Clone)]
pub struct RangedObject {
    inner: Arc<Inner>,
}

struct Inner {
    store: Store,
    info: ObjectInfo,
    location: Location,
    read_ahead: u64,
    cache: Mutex<Cache>,
    requests: AtomicU64,
    fetched: AtomicU64,
    /// The store error behind the last failed read (parquet sees only that a read failed).
    failure: Mutex<Option<StoreError>>,
}

#[derive(Default)]
struct Cache {
    /// The object's last bytes, from this offset.
    footer: Option<(u64, Bytes)>,
    /// The bytes last fetched, from this offset.
    window: Option<(u64, Bytes)>,
}

fn slice_of(cached: &Option<(u64, Bytes)>, start: u64, len: u64) -> Option<Bytes> {
    let (at, bytes) = cached.as_ref()?;
    let from = start.checked_sub(*at)?;
    (from + len <= bytes.len() as u64).then(|| bytes.slice(from as usize..(from + len) as usize))
}

impl std::fmt::Debug for RangedObject {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RangedObject")
            .field("location", &self.inner.location.to_string())
            .field("size", &self.inner.info.size)
            .field("version", &self.inner.info.version)
            .finish()
    }
}

impl RangedObject {
    /// The object `info` describes in `store`, read ahead [`READ_AHEAD`] bytes at a time.
    pub fn new(store: Store, info: ObjectInfo) -> Self {
        Self::with_read_ahead(store, info, READ_AHEAD)
    }

    /// [`RangedObject::new`] with another least request size (at least 1 byte).
    pub fn with_read_ahead(store: Store, info: ObjectInfo, read_ahead: u64) -> Self {
        let location = store.location().join(&info.key);
        RangedObject {
            inner: Arc::new(Inner {
                store,
                info,
                location,
                read_ahead: read_ahead.max(1),
                cache: Mutex::new(Cache::default()),
                requests: AtomicU64::new(0),
                fetched: AtomicU64::new(0),
                failure: Mutex::new(None),
            }),
        }
    }

    /// The object at `location` as its store describes it; `Ok(None)` when it does not exist.
    pub fn open(location: &Location) -> Result<Option<Self>> {
        let (store, key) = object_at(location)?;
        Ok(store.head(&key)?.map(|info| RangedObject::new(store, info)))
    }

    /// What the store knows of the object (size and version) when it was opened.
    pub fn info(&self) -> &ObjectInfo {
        &self.inner.info
    }

    /// Where the object is.
    pub fn location(&self) -> &Location {
        &self.inner.location
    }

    /// Ranged requests made and bytes fetched so far.
    pub fn traffic(&self) -> (u64, u64) {
        (
            self.inner.requests.load(Ordering::Relaxed),
            self.inner.fetched.load(Ordering::Relaxed),
        )
    }

    /// The store error behind the last failed read, if any (taken: a second call returns `None`).
    pub fn take_failure(&self) -> Option<StoreError> {
        self.inner.failure.lock().expect("failure").take()
    }

    fn get(&self, range: Range<u64>) -> std::result::Result<Bytes, StoreError> {
        let inner = &self.inner;
        inner.requests.fetch_add(1, Ordering::Relaxed);
        inner
            .fetched
            .fetch_add(range.end - range.start, Ordering::Relaxed);
        inner
            .store
            .get_range(&inner.info.key, range)
            .map(Bytes::from)
    }

    /// Fetches `range` (clamped to the object) into the read-ahead window in parts of at least
    /// [`READ_AHEAD`] bytes, up to four requests at once, unless the window already holds it.
    pub fn prefetch(&self, range: Range<u64>) -> std::result::Result<(), StoreError> {
        let size = self.inner.info.size;
        let (start, end) = (range.start.min(size), range.end.min(size));
        if start >= end {
            return Ok(());
        }
        {
            let cache = self.inner.cache.lock().expect("cache");
            let held = |c: &Option<(u64, Bytes)>| slice_of(c, start, end - start).is_some();
            if held(&cache.window) || held(&cache.footer) {
                return Ok(());
            }
        }
        let part = self
            .inner
            .read_ahead
            .max((end - start).div_ceil(PARALLEL_PARTS as u64));
        let parts: Vec<Range<u64>> = (start..end)
            .step_by(part as usize)
            .map(|s| s..(s + part).min(end))
            .collect();
        let bytes = if parts.len() == 1 {
            self.get(start..end)?
        } else {
            let fetched: Vec<std::result::Result<Bytes, StoreError>> =
                std::thread::scope(|scope| {
                    let handles: Vec<_> = parts
                        .iter()
                        .map(|r| scope.spawn(|| self.get(r.clone())))
                        .collect();
                    handles
                        .into_iter()
                        .map(|h| h.join().expect("a ranged read panicked"))
                        .collect()
                });
            let mut joined = Vec::with_capacity((end - start) as usize);
            for part in fetched {
                joined.extend_from_slice(&part?);
            }
            Bytes::from(joined)
        };
        self.inner.cache.lock().expect("cache").window = Some((start, bytes));
        Ok(())
    }

    /// `len` bytes from `start`: from the footer or the window when they hold them, else one
    /// request of at least the read-ahead size, which becomes the window.
    fn bytes(&self, start: u64, len: u64) -> std::result::Result<Bytes, StoreError> {
        let size = self.inner.info.size;
        let end = start.saturating_add(len);
        if end > size {
            return Err(StoreError::Location {
                location: self.inner.location.to_string(),
                reason: format!(
                    "bytes {start}..{end} were asked for, but the object has {size} (it changed \
                     while being read?)"
                ),
            });
        }
        {
            let cache = self.inner.cache.lock().expect("cache");
            if let Some(b) =
                slice_of(&cache.footer, start, len).or_else(|| slice_of(&cache.window, start, len))
            {
                return Ok(b);
            }
        }
        let footer_start = size.saturating_sub(FOOTER);
        if start >= footer_start {
            let footer = self.get(footer_start..size)?;
            let mut cache = self.inner.cache.lock().expect("cache");
            cache.footer = Some((footer_start, footer));
            return Ok(slice_of(&cache.footer, start, len).expect("the footer holds the tail"));
        }
        let fetch_end = start
            .saturating_add(len.max(self.inner.read_ahead))
            .min(size);
        let window = self.get(start..fetch_end)?;
        let out = window.slice(0..len as usize);
        self.inner.cache.lock().expect("cache").window = Some((start, window));
        Ok(out)
    }

    fn remember(&self, e: StoreError) -> parquet::errors::ParquetError {
        let message = e.to_string();
        *self.inner.failure.lock().expect("failure") = Some(e);
        parquet::errors::ParquetError::General(message)
    }
}

impl Length for RangedObject {
    fn len(&self) -> u64 {
        self.inner.info.size
    }
}

impl ChunkReader for RangedObject {
    type T = ObjectRead;

    fn get_read(&self, start: u64) -> parquet::errors::Result<ObjectRead> {
        Ok(ObjectRead {
            object: self.clone(),
            at: start,
        })
    }

    fn get_bytes(&self, start: u64, length: usize) -> parquet::errors::Result<Bytes> {
        self.bytes(start, length as u64)
            .map_err(|e| self.remember(e))
    }
}

/// A [`Read`] over a [`RangedObject`] from an offset on, served from its cache (page headers).
pub struct ObjectRead {
    object: RangedObject,
    at: u64,
}

impl Read for ObjectRead {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        let size = self.object.inner.info.size;
        let n = (buf.len() as u64).min(size.saturating_sub(self.at));
        if n == 0 {
            return Ok(0);
        }
        let bytes = self
            .object
            .bytes(self.at, n)
            .map_err(|e| std::io::Error::other(self.object.remember(e)))?;
        buf[..n as usize].copy_from_slice(&bytes);
        self.at += n;
        Ok(n as usize)
    }
}
