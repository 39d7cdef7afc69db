//! Store errors: each names the location and, where there is one, the fix.

/// Why a store operation failed.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// What the user wrote is not a location namtrain can use.
    #[error("{location}: {reason}")]
    Location {
        /// The location as written.
        location: String,
        /// What is wrong and what works.
        reason: String,
    },
    /// The bucket does not exist.
    #[error(
        "bucket {bucket} does not exist ({location}); create it (gcloud storage buckets create \
         gs://{bucket} / aws s3 mb s3://{bucket}) or fix the name"
    )]
    NoBucket {
        /// The bucket's name.
        bucket: String,
        /// The location that named it.
        location: String,
    },
    /// No credentials were found, or the store rejected them.
    #[error("no working credentials for {location}: looked at {looked}; {detail}")]
    Credentials {
        /// The location.
        location: String,
        /// Where credentials were looked for, in order.
        looked: String,
        /// What the store or the lookup said.
        detail: String,
    },
    /// The credentials work but may not do this.
    #[error(
        "no permission to {action} {location} (credentials: {credentials}); grant the account \
         write access (GCS: roles/storage.objectUser on the bucket; S3: s3:PutObject, \
         s3:GetObject, s3:ListBucket, s3:DeleteObject)"
    )]
    Permission {
        /// What was being done ("write", "read", "list").
        action: &'static str,
        /// The object or prefix.
        location: String,
        /// Where the credentials came from.
        credentials: String,
    },
    /// A local path that must be a directory is something else.
    #[error("{path} is a file, not a directory; point at a directory (it is created if missing)")]
    NotADirectory {
        /// The path.
        path: String,
    },
    /// A local file operation failed.
    #[error("{action} {location}: {source}")]
    Io {
        /// What was being done.
        action: &'static str,
        /// The file or directory.
        location: String,
        /// The OS error.
        #[source]
        source: std::io::Error,
    },
    /// A request to the bucket failed (after the retries the store allows).
    #[error("{action} {location}: {source}")]
    Remote {
        /// What was being done.
        action: &'static str,
        /// The object or prefix.
        location: String,
        /// The store's error.
        #[source]
        source: Box<dyn std::error::Error + Send + Sync>,
    },
}

impl StoreError {
    pub(crate) fn io(
        action: &'static str,
        location: impl ToString,
        source: std::io::Error,
    ) -> Self {
        StoreError::Io {
            action,
            location: location.to_string(),
            source,
        }
    }

    /// Whether the object the operation needed does not exist.
    pub fn is_not_found(&self) -> bool {
        match self {
            StoreError::Io { source, .. } => source.kind() == std::io::ErrorKind::NotFound,
            StoreError::Remote { source, .. } => source
                .downcast_ref::<object_store::Error>()
                .is_some_and(|e| matches!(e, object_store::Error::NotFound { .. })),
            _ => false,
        }
    }
}

impl From<files::FileError> for StoreError {
    fn from(e: files::FileError) -> Self {
        StoreError::Io {
            action: e.action,
            location: e.path.display().to_string(),
            source: e.source,
        }
    }
}
