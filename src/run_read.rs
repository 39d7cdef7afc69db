//! Reading a run directory that may be in a bucket, for `namtrain report` and `sample`: a
//! local path is used as it is; a bucket run directory's records are copied into a read copy
//! under the cache directory (`CACHE/read/gs/BUCKET/PREFIX`, apart from a training run's
//! working copy), and its checkpoints are read from the bucket.

use std::path::PathBuf;

use anyhow::{Context, Result};
use train::run_bucket::RunBucket;

/// A run directory to read: where its records are on this machine and, for one in a bucket,
/// the bucket.
pub struct RunToRead {
    /// The run directory, or the read copy of a bucket run directory's records.
    pub local: PathBuf,
    /// The bucket run directory, if it is one.
    pub bucket: Option<RunBucket>,
}

impl RunToRead {
    /// Opens `text` (a path, `gs://…` or `s3://…`); a bucket's records are fetched now.
    pub fn open(text: &str) -> Result<RunToRead> {
        let location = store::Location::parse(text).context("the run directory")?;
        let store::Location::Bucket { .. } = &location else {
            return Ok(RunToRead {
                local: PathBuf::from(text),
                bucket: None,
            });
        };
        let bucket = RunBucket::open(&location).with_context(|| format!("reading {location}"))?;
        let local = train::cache::default_cache_dir()?
            .join("read")
            .join(location.working_copy_name());
        std::fs::create_dir_all(&local)
            .with_context(|| format!("creating the read copy {}", local.display()))?;
        let fetched = bucket
            .fetch_records(&local)
            .with_context(|| format!("reading the records of {location}"))?;
        eprintln!(
            "namtrain: {fetched} record file(s) of {location} read into {}",
            local.display()
        );
        Ok(RunToRead {
            local,
            bucket: Some(bucket),
        })
    }
}
