//! Where a run's files live, as the user wrote it: a local path, `gs://bucket/prefix` or
//! `s3://bucket/prefix`.

use std::fmt;
use std::path::{Path, PathBuf};

use crate::StoreError;

/// The object stores a location can name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scheme {
    /// Google Cloud Storage (`gs://`).
    Gcs,
    /// Amazon S3 or an S3-compatible store (`s3://`; the endpoint from `AWS_ENDPOINT`).
    S3,
}

impl Scheme {
    /// The URL scheme, without `://`.
    pub fn as_str(self) -> &'static str {
        match self {
            Scheme::Gcs => "gs",
            Scheme::S3 => "s3",
        }
    }
}

/// A local directory or a prefix in a bucket.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    /// A local path (also a GCS FUSE or NFS mount).
    Local(PathBuf),
    /// A prefix in a bucket; `prefix` has no leading or trailing `/` and may be empty.
    Bucket {
        /// Which store.
        scheme: Scheme,
        /// The bucket's name.
        bucket: String,
        /// The key prefix under the bucket ("" for the bucket's root).
        prefix: String,
    },
}

impl Location {
    /// Parses what a user wrote: `gs://bucket[/prefix]`, `s3://bucket[/prefix]`, or a local
    /// path (anything without `://`). Refuses other schemes and a bucket URL without a bucket,
    /// naming the forms that work.
    pub fn parse(text: &str) -> Result<Location, StoreError> {
        let Some((scheme, rest)) = text.split_once("://") else {
            return Ok(Location::Local(PathBuf::from(text)));
        };
        let scheme = match scheme {
            "gs" => Scheme::Gcs,
            "s3" => Scheme::S3,
            other => {
                return Err(StoreError::Location {
                    location: text.to_string(),
                    reason: format!(
                        "unknown scheme `{other}://`; use a local path, gs://BUCKET/PREFIX or \
                         s3://BUCKET/PREFIX"
                    ),
                });
            }
        };
        let (bucket, prefix) = rest.split_once('/').unwrap_or((rest, ""));
        if bucket.is_empty() {
            return Err(StoreError::Location {
                location: text.to_string(),
                reason: format!("no bucket named; write {}://BUCKET/PREFIX", scheme.as_str()),
            });
        }
        if !bucket
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b"-_.".contains(&b))
        {
            return Err(StoreError::Location {
                location: text.to_string(),
                reason: format!(
                    "`{bucket}` is not a bucket name (lowercase letters, digits, `-`, `_`, `.`)"
                ),
            });
        }
        let prefix = prefix.trim_matches('/');
        if prefix.split('/').any(|part| part == "." || part == "..") {
            return Err(StoreError::Location {
                location: text.to_string(),
                reason: "`.` and `..` are not allowed in a bucket prefix".into(),
            });
        }
        Ok(Location::Bucket {
            scheme,
            bucket: bucket.to_string(),
            prefix: prefix.to_string(),
        })
    }

    /// Whether this is a bucket (not a local path).
    pub fn is_bucket(&self) -> bool {
        matches!(self, Location::Bucket { .. })
    }

    /// The local path, for a local location.
    pub fn local_path(&self) -> Option<&Path> {
        match self {
            Location::Local(p) => Some(p),
            Location::Bucket { .. } => None,
        }
    }

    /// The location of `relative` (a `/`-separated path) under this one.
    pub fn join(&self, relative: &str) -> Location {
        let relative = relative.trim_matches('/');
        match self {
            Location::Local(p) => Location::Local(p.join(relative)),
            Location::Bucket {
                scheme,
                bucket,
                prefix,
            } => Location::Bucket {
                scheme: *scheme,
                bucket: bucket.clone(),
                prefix: join_key(prefix, relative),
            },
        }
    }

    /// A relative local path that names this location uniquely, for a local working copy of
    /// a bucket location (`gs/BUCKET/PREFIX`); the path itself for a local location.
    pub fn working_copy_name(&self) -> PathBuf {
        match self {
            Location::Local(p) => p.clone(),
            Location::Bucket {
                scheme,
                bucket,
                prefix,
            } => Path::new(scheme.as_str()).join(bucket).join(prefix),
        }
    }

    /// The location of the directory holding this one, and this one's name in it (`.` for
    /// a bare local file name); `None` when it names no file (a bucket's root, `/`).
    pub fn parent_and_name(&self) -> Option<(Location, String)> {
        match self {
            Location::Local(path) => {
                let name = path.file_name()?.to_string_lossy().into_owned();
                let parent = path
                    .parent()
                    .filter(|p| !p.as_os_str().is_empty())
                    .map_or_else(|| PathBuf::from("."), Path::to_path_buf);
                Some((Location::Local(parent), name))
            }
            Location::Bucket {
                scheme,
                bucket,
                prefix,
            } => {
                let (parent, name) = prefix.rsplit_once('/').unwrap_or(("", prefix));
                (!name.is_empty()).then(|| {
                    let parent = Location::Bucket {
                        scheme: *scheme,
                        bucket: bucket.clone(),
                        prefix: parent.to_string(),
                    };
                    (parent, name.to_string())
                })
            }
        }
    }

    /// The last component (a file's name), if any.
    pub fn file_name(&self) -> Option<String> {
        match self {
            Location::Local(p) => p.file_name().map(|n| n.to_string_lossy().into_owned()),
            Location::Bucket { prefix, .. } => prefix
                .rsplit('/')
                .next()
                .filter(|n| !n.is_empty())
                .map(str::to_string),
        }
    }
}

/// `a/b` joined from a prefix and a relative key, either possibly empty.
pub(crate) fn join_key(prefix: &str, relative: &str) -> String {
    match (prefix.is_empty(), relative.is_empty()) {
        (true, _) => relative.to_string(),
        (false, true) => prefix.to_string(),
        (false, false) => format!("{prefix}/{relative}"),
    }
}

impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Local(p) => write!(f, "{}", p.display()),
            Location::Bucket {
                scheme,
                bucket,
                prefix,
            } if prefix.is_empty() => write!(f, "{}://{bucket}", scheme.as_str()),
            Location::Bucket {
                scheme,
                bucket,
                prefix,
            } => write!(f, "{}://{bucket}/{prefix}", scheme.as_str()),
        }
    }
}

impl std::str::FromStr for Location {
    type Err = StoreError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Location::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_and_paths_parse_to_what_they_name() {
        assert_eq!(
            Location::parse("gs://my-bucket/runs/nam52/").unwrap(),
            Location::Bucket {
                scheme: Scheme::Gcs,
                bucket: "my-bucket".into(),
                prefix: "runs/nam52".into()
            }
        );
        assert_eq!(
            Location::parse("s3://b").unwrap().to_string(),
            "s3://b",
            "a bucket's root prints without a slash"
        );
        assert_eq!(
            Location::parse("runs/x").unwrap(),
            Location::Local(PathBuf::from("runs/x"))
        );
        let run = Location::parse("s3://b/run").unwrap();
        assert_eq!(
            run.join("checkpoints/step-1").to_string(),
            "s3://b/run/checkpoints/step-1"
        );
        assert_eq!(
            run.join("metrics.jsonl").parent_and_name(),
            Some((run.clone(), "metrics.jsonl".to_string()))
        );
        assert_eq!(Location::parse("gs://b").unwrap().parent_and_name(), None);
        assert_eq!(
            Location::parse("tokenizer.json").unwrap().parent_and_name(),
            Some((Location::Local(".".into()), "tokenizer.json".to_string()))
        );
        assert_eq!(
            run.working_copy_name(),
            PathBuf::from("s3/b/run"),
            "a working copy is named by scheme, bucket and prefix"
        );
    }

    #[test]
    fn bad_locations_are_refused_naming_the_forms_that_work() {
        for (text, needle) in [
            ("ftp://host/x", "unknown scheme `ftp://`"),
            ("gs://", "no bucket named; write gs://BUCKET/PREFIX"),
            ("gs:///prefix", "no bucket named"),
            ("s3://Upper/x", "not a bucket name"),
            ("gs://b/a/../c", "`..` are not allowed"),
        ] {
            let err = Location::parse(text).unwrap_err().to_string();
            assert!(err.contains(needle), "{text}: {err}");
            assert!(
                err.contains(text),
                "the message names what was written: {err}"
            );
        }
    }
}
