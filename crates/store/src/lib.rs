//! Where a run's files live: a local directory or a prefix in a bucket (`gs://`, `s3://`),
//! behind one blocking API.
//!
//! Everything namtrain commits is built from the few operations every store does atomically
//! ([`Store`]): whole-object puts (a reader sees the old or the new object), a *conditional
//! create* that fails when the object exists (`PutMode::Create`: `If-None-Match: *` on S3,
//! `ifGenerationMatch=0` on GCS, a hard link on a local disk), a replace conditional on the
//! version read before (for the lease), listing, ranged reads and multipart uploads of large
//! files. There are no renames: object stores do not rename atomically, so commits are made
//! by writing a marker last instead (see `docs/running.md`).
//!
//! Buckets go through the `object_store` crate; credentials come from the environment as each
//! cloud's tools find them ([`Store::credentials`] says which), or from variables passed to
//! [`Store::open_with_env`] in its place. Local directories use
//! [`files`]' crash-safe writes (temporary sibling, fsync, rename, directory fsync), which
//! `object_store`'s local backend does not fsync.

mod error;
mod local;
mod location;
mod remote;

use std::ops::Range;
use std::path::Path;
use std::time::Duration;

pub use error::StoreError;
pub use location::{Location, Scheme};

/// What a store knows of one object.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ObjectInfo {
    /// Its key relative to the store's root (`/`-separated).
    pub key: String,
    /// Size in bytes.
    pub size: u64,
    /// The store's version of it (GCS generation or S3 ETag; a local file's size and mtime):
    /// changes whenever the object is replaced, so a data receipt detects a changed shard.
    pub version: String,
}

/// The result of a conditional create.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Created {
    /// The object did not exist and now holds the bytes; its version.
    Created(String),
    /// The object already existed; nothing was written.
    AlreadyExists,
}

/// How a store retries and when it gives up.
#[derive(Clone, Debug)]
pub struct StoreOptions {
    /// How long one request may keep being retried (with exponential backoff) before its
    /// error is returned. Default 120 s; `NAMTRAIN_STORE_RETRY_TIMEOUT_S` overrides.
    pub retry_timeout: Duration,
    /// Files at least this large are uploaded as parallel multipart uploads (default 64 MiB).
    pub multipart_threshold: u64,
    /// The size of one part of a multipart upload (default 32 MiB).
    pub part_size: usize,
    /// Parts in flight at once (default 8).
    pub parallel_parts: usize,
}

impl Default for StoreOptions {
    fn default() -> Self {
        StoreOptions {
            retry_timeout: Duration::from_secs(120),
            multipart_threshold: 64 << 20,
            part_size: 32 << 20,
            parallel_parts: 8,
        }
    }
}

impl StoreOptions {
    /// The defaults, with `NAMTRAIN_STORE_RETRY_TIMEOUT_S` (seconds) applied when set.
    pub fn from_env() -> StoreOptions {
        let mut options = StoreOptions::default();
        if let Some(seconds) = std::env::var("NAMTRAIN_STORE_RETRY_TIMEOUT_S")
            .ok()
            .and_then(|s| s.trim().parse::<f64>().ok())
            .filter(|s| s.is_finite() && *s >= 0.0)
        {
            options.retry_timeout = Duration::from_secs_f64(seconds);
        }
        options
    }
}

/// A local directory or a bucket prefix, read and written by key (`/`-separated, relative
/// to the root it was opened at). Cheap to clone; safe to use from several threads.
#[derive(Clone, Debug)]
pub struct Store {
    location: Location,
    backend: Backend,
}

#[derive(Clone, Debug)]
enum Backend {
    Local(local::LocalDir),
    Bucket(remote::Bucket),
}

impl Store {
    /// Opens `location` as a directory-like root with [`StoreOptions::from_env`]. A local
    /// path that exists must be a directory (it is created when first written); a bucket is
    /// checked at once (it exists, the credentials work) so a mistake is one line before
    /// anything is written.
    pub fn open(location: &Location) -> Result<Store, StoreError> {
        Store::open_with(location, &StoreOptions::from_env())
    }

    /// [`Store::open`] with explicit options.
    pub fn open_with(location: &Location, options: &StoreOptions) -> Result<Store, StoreError> {
        Store::open_settings(location, options, &remote::Settings::Process)
    }

    /// [`Store::open_with`], a bucket's settings and credentials read from `vars` instead of
    /// the process environment: `(NAME, value)` pairs named as the variables would be
    /// (`AWS_ENDPOINT`, `AWS_ACCESS_KEY_ID`, `AWS_SECRET_ACCESS_KEY`, `AWS_DEFAULT_REGION`,
    /// `AWS_ALLOW_HTTP`, …; `GOOGLE_SERVICE_ACCOUNT_KEY`, `GOOGLE_APPLICATION_CREDENTIALS`,
    /// …). Names the cloud's builder does not know are ignored, as in the environment; the
    /// last of repeated names wins. The environment is not consulted for these variables
    /// (the default credential files and the metadata server still are, when `vars` name no
    /// credentials), and [`Store::credentials`] says the credentials were given here. For a
    /// process-wide setting that `unsafe` `set_var` would otherwise be needed for: tests
    /// against local servers, several accounts in one process. A local location ignores
    /// `vars`.
    pub fn open_with_env<K: AsRef<str>, V: AsRef<str>>(
        location: &Location,
        options: &StoreOptions,
        vars: &[(K, V)],
    ) -> Result<Store, StoreError> {
        let vars = vars
            .iter()
            .map(|(k, v)| (k.as_ref().to_string(), v.as_ref().to_string()))
            .collect();
        Store::open_settings(location, options, &remote::Settings::Given(vars))
    }

    fn open_settings(
        location: &Location,
        options: &StoreOptions,
        settings: &remote::Settings,
    ) -> Result<Store, StoreError> {
        let backend = match location {
            Location::Local(path) => Backend::Local(local::LocalDir::open(path)?),
            Location::Bucket {
                scheme,
                bucket,
                prefix,
            } => Backend::Bucket(remote::Bucket::open(
                location, *scheme, bucket, prefix, options, settings,
            )?),
        };
        Ok(Store {
            location: location.clone(),
            backend,
        })
    }

    /// Opens the parent of a file's location and returns the file's key in it (for a single
    /// file a user named: a tokenizer, a shard).
    pub fn open_file(location: &Location) -> Result<(Store, String), StoreError> {
        let (parent, name) = location
            .parent_and_name()
            .ok_or_else(|| StoreError::Location {
                location: location.to_string(),
                reason: "names no file".into(),
            })?;
        Ok((Store::open(&parent)?, name))
    }

    /// Where this store's root is.
    pub fn location(&self) -> &Location {
        &self.location
    }

    /// Whether the root is a bucket (so a run keeps a local working copy of its records).
    pub fn is_bucket(&self) -> bool {
        matches!(self.backend, Backend::Bucket(_))
    }

    /// Where the credentials came from, in words (never the secret): "local files", or e.g.
    /// "GOOGLE_APPLICATION_CREDENTIALS (/path/key.json)", "the VM's service account (metadata
    /// server)", "AWS_ACCESS_KEY_ID from the environment; endpoint http://127.0.0.1:9000"
    /// ("given to Store::open_with_env" in place of "from the environment" for variables
    /// passed there).
    pub fn credentials(&self) -> &str {
        match &self.backend {
            Backend::Local(_) => "local files",
            Backend::Bucket(b) => b.credentials(),
        }
    }

    /// Writes `bytes` as `key`, replacing it whole (readers see the old or the new object).
    pub fn put(&self, key: &str, bytes: Vec<u8>) -> Result<String, StoreError> {
        match &self.backend {
            Backend::Local(d) => d.put(key, &bytes),
            Backend::Bucket(b) => b.put(key, bytes),
        }
    }

    /// Uploads the local file `from` as `key` (a multipart upload with parallel parts when it
    /// is large). Returns the bytes written.
    pub fn put_file(&self, key: &str, from: &Path) -> Result<u64, StoreError> {
        match &self.backend {
            Backend::Local(d) => d.put_file(key, from),
            Backend::Bucket(b) => b.put_file(key, from),
        }
    }

    /// Creates `key` holding `bytes` only if it does not exist yet: exactly one of several
    /// racing writers gets [`Created::Created`].
    pub fn create(&self, key: &str, bytes: Vec<u8>) -> Result<Created, StoreError> {
        match &self.backend {
            Backend::Local(d) => d.create(key, &bytes),
            Backend::Bucket(b) => b.create(key, bytes),
        }
    }

    /// Replaces `key` with `bytes` only if its version is still `version` (as read by
    /// [`Store::get`]); `Ok(None)` when someone replaced it in between.
    pub fn replace_if(
        &self,
        key: &str,
        bytes: Vec<u8>,
        version: &str,
    ) -> Result<Option<String>, StoreError> {
        match &self.backend {
            Backend::Local(d) => d.replace_if(key, &bytes, version),
            Backend::Bucket(b) => b.replace_if(key, bytes, version),
        }
    }

    /// The whole object `key` and what the store knows of it; `None` if it does not exist.
    pub fn get(&self, key: &str) -> Result<Option<(Vec<u8>, ObjectInfo)>, StoreError> {
        match &self.backend {
            Backend::Local(d) => d.get(key),
            Backend::Bucket(b) => b.get(key),
        }
    }

    /// Bytes `range` of `key` (one ranged request on a bucket).
    pub fn get_range(&self, key: &str, range: Range<u64>) -> Result<Vec<u8>, StoreError> {
        match &self.backend {
            Backend::Local(d) => d.get_range(key, range),
            Backend::Bucket(b) => b.get_range(key, range),
        }
    }

    /// What the store knows of `key`; `None` if it does not exist.
    pub fn head(&self, key: &str) -> Result<Option<ObjectInfo>, StoreError> {
        match &self.backend {
            Backend::Local(d) => d.head(key),
            Backend::Bucket(b) => b.head(key),
        }
    }

    /// Copies `key` into the local file `to` (written crash-safely), streaming.
    pub fn download(&self, key: &str, to: &Path) -> Result<ObjectInfo, StoreError> {
        match &self.backend {
            Backend::Local(d) => d.download(key, to),
            Backend::Bucket(b) => b.download(key, to),
        }
    }

    /// Every object under `prefix` (a key prefix ending at a `/` boundary, "" for all),
    /// recursively, sorted by key. Temporary siblings of local writers are not objects.
    pub fn list(&self, prefix: &str) -> Result<Vec<ObjectInfo>, StoreError> {
        let mut objects = match &self.backend {
            Backend::Local(d) => d.list(prefix)?,
            Backend::Bucket(b) => b.list(prefix)?,
        };
        objects.sort_by(|a, b| a.key.cmp(&b.key));
        Ok(objects)
    }

    /// The names of the "directories" directly under `prefix`: the next key component of
    /// every object below it, sorted.
    pub fn list_dirs(&self, prefix: &str) -> Result<Vec<String>, StoreError> {
        let mut names = match &self.backend {
            Backend::Local(d) => d.list_dirs(prefix)?,
            Backend::Bucket(b) => b.list_dirs(prefix)?,
        };
        names.sort();
        names.dedup();
        Ok(names)
    }

    /// Removes `key`; a missing object is not an error.
    pub fn delete(&self, key: &str) -> Result<(), StoreError> {
        match &self.backend {
            Backend::Local(d) => d.delete(key),
            Backend::Bucket(b) => b.delete(key),
        }
    }

    /// Removes every object under `prefix` (and, locally, the directory); returns how many.
    pub fn delete_prefix(&self, prefix: &str) -> Result<usize, StoreError> {
        match &self.backend {
            Backend::Local(d) => d.delete_prefix(prefix),
            Backend::Bucket(_) => {
                let objects = self.list(prefix)?;
                for o in &objects {
                    self.delete(&o.key)?;
                }
                Ok(objects.len())
            }
        }
    }
}

/// A key checked to be relative and free of `.`/`..` components (so no key leaves the root).
pub(crate) fn checked_key<'k>(key: &'k str, root: &Location) -> Result<&'k str, StoreError> {
    let trimmed = key.trim_matches('/');
    if trimmed.split('/').any(|p| p == "." || p == "..") {
        return Err(StoreError::Location {
            location: root.join(key).to_string(),
            reason: "`.` and `..` are not allowed in a key".into(),
        });
    }
    Ok(trimmed)
}
