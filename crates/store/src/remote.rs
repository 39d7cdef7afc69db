//! A bucket prefix through `object_store`: GCS (its XML API for every request, as
//! `object_store` does: `/BUCKET/KEY`, `/BUCKET?list-type=2`) or S3 (and S3-compatible stores
//! at `AWS_ENDPOINT`).
//! Requests run on one small shared runtime; every method blocks the calling thread.

use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use futures_util::{StreamExt, TryStreamExt};
use object_store::path::Path as Key;
use object_store::{
    ClientOptions, GetOptions, ObjectStore, ObjectStoreExt, PutMode, PutOptions, PutPayload,
    RetryConfig, UpdateVersion, WriteMultipart,
};

use crate::location::join_key;
use crate::{Created, Location, ObjectInfo, Scheme, StoreError, StoreOptions, checked_key};

#[derive(Clone)]
pub(crate) struct Bucket {
    store: Arc<dyn ObjectStore>,
    bucket: String,
    prefix: String,
    location: Location,
    credentials: String,
    looked: &'static str,
    options: StoreOptions,
}

impl std::fmt::Debug for Bucket {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Bucket")
            .field("location", &self.location.to_string())
            .field("credentials", &self.credentials)
            .finish()
    }
}

/// The runtime every bucket's requests run on (I/O bound: a few threads serve many requests).
fn runtime() -> &'static tokio::runtime::Runtime {
    static RUNTIME: OnceLock<tokio::runtime::Runtime> = OnceLock::new();
    RUNTIME.get_or_init(|| {
        // reqwest is built without a default TLS provider; ring is the one we link.
        let _ = rustls::crypto::ring::default_provider().install_default();
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(4)
            .thread_name("namtrain-store")
            .enable_all()
            .build()
            .expect("a tokio runtime starts")
    })
}

fn block_on<F: std::future::Future>(future: F) -> F::Output {
    runtime().block_on(future)
}

impl Bucket {
    pub(crate) fn open(
        location: &Location,
        scheme: Scheme,
        bucket: &str,
        prefix: &str,
        options: &StoreOptions,
        settings: &Settings,
    ) -> Result<Bucket, StoreError> {
        // The HTTP client is built with the builders below: the TLS provider must be in place.
        runtime();
        let retry = RetryConfig {
            retry_timeout: options.retry_timeout,
            ..RetryConfig::default()
        };
        let (store, credentials, looked): (Arc<dyn ObjectStore>, String, &'static str) =
            match scheme {
                Scheme::Gcs => {
                    let (credentials, http) = gcs_credentials(settings);
                    let built = settings
                        .gcs_builder()
                        .with_bucket_name(bucket)
                        .with_retry(retry)
                        .with_client_options(ClientOptions::new().with_allow_http(http))
                        .build();
                    (arc(built, location, GCS_LOOKED)?, credentials, GCS_LOOKED)
                }
                Scheme::S3 => {
                    let (credentials, http) = s3_credentials(settings);
                    let built = settings
                        .s3_builder()
                        .with_bucket_name(bucket)
                        .with_retry(retry)
                        .with_allow_http(http)
                        .build();
                    (arc(built, location, S3_LOOKED)?, credentials, S3_LOOKED)
                }
            };
        let opened = Bucket {
            store,
            bucket: bucket.to_string(),
            prefix: prefix.to_string(),
            location: location.clone(),
            credentials,
            looked,
            options: options.clone(),
        };
        opened.check_reachable()?;
        Ok(opened)
    }

    pub(crate) fn credentials(&self) -> &str {
        &self.credentials
    }

    /// One listing request: the bucket exists and the credentials are accepted.
    fn check_reachable(&self) -> Result<(), StoreError> {
        let prefix = Key::from(self.prefix.as_str());
        block_on(self.store.list_with_delimiter(Some(&prefix)))
            .map(|_| ())
            .map_err(|e| self.error("listing", "", e))
    }

    fn key(&self, key: &str) -> Result<Key, StoreError> {
        let key = checked_key(key, &self.location)?;
        Ok(Key::from(join_key(&self.prefix, key)))
    }

    /// The key relative to this bucket's prefix.
    fn relative(&self, full: &Key) -> String {
        let full = full.as_ref();
        match self.prefix.is_empty() {
            true => full.to_string(),
            false => full
                .strip_prefix(&self.prefix)
                .map(|k| k.trim_start_matches('/').to_string())
                .unwrap_or_else(|| full.to_string()),
        }
    }

    pub(crate) fn put(&self, key: &str, bytes: Vec<u8>) -> Result<String, StoreError> {
        let full = self.key(key)?;
        let put = block_on(self.store.put(&full, PutPayload::from(bytes)))
            .map_err(|e| self.error("writing", key, e))?;
        Ok(version(put.e_tag, put.version))
    }

    pub(crate) fn put_file(&self, key: &str, from: &Path) -> Result<u64, StoreError> {
        let size = std::fs::metadata(from)
            .map_err(|e| StoreError::io("reading", from.display(), e))?
            .len();
        if size < self.options.multipart_threshold {
            let bytes =
                std::fs::read(from).map_err(|e| StoreError::io("reading", from.display(), e))?;
            self.put(key, bytes)?;
            return Ok(size);
        }
        let full = self.key(key)?;
        block_on(self.multipart(&full, from))
            .map_err(|e| match e {
                Upload::Local(e) => StoreError::io("reading", from.display(), e),
                Upload::Remote(e) => self.error("uploading", key, e),
            })
            .map(|()| size)
    }

    /// Streams `from` as parts of [`StoreOptions::part_size`], at most
    /// [`StoreOptions::parallel_parts`] in flight; aborts the upload on any error so no parts
    /// are left billed.
    async fn multipart(&self, full: &Key, from: &Path) -> Result<(), Upload> {
        use std::io::Read;
        let upload = self
            .store
            .put_multipart(full)
            .await
            .map_err(Upload::Remote)?;
        let mut writer = WriteMultipart::new_with_chunk_size(upload, self.options.part_size);
        let mut file = std::fs::File::open(from).map_err(Upload::Local)?;
        let mut buf = vec![0u8; self.options.part_size];
        loop {
            let n = match file.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => n,
                Err(e) => {
                    let _ = writer.abort().await;
                    return Err(Upload::Local(e));
                }
            };
            if let Err(e) = writer.wait_for_capacity(self.options.parallel_parts).await {
                let _ = writer.abort().await;
                return Err(Upload::Remote(e));
            }
            writer.write(&buf[..n]);
        }
        writer.finish().await.map(|_| ()).map_err(Upload::Remote)
    }

    pub(crate) fn create(&self, key: &str, bytes: Vec<u8>) -> Result<Created, StoreError> {
        let full = self.key(key)?;
        let options = PutOptions::from(PutMode::Create);
        match block_on(self.store.put_opts(&full, PutPayload::from(bytes), options)) {
            Ok(put) => Ok(Created::Created(version(put.e_tag, put.version))),
            Err(object_store::Error::AlreadyExists { .. })
            | Err(object_store::Error::Precondition { .. }) => Ok(Created::AlreadyExists),
            Err(e) => Err(self.error("creating", key, e)),
        }
    }

    pub(crate) fn replace_if(
        &self,
        key: &str,
        bytes: Vec<u8>,
        version_seen: &str,
    ) -> Result<Option<String>, StoreError> {
        let full = self.key(key)?;
        let (e_tag, version_id) = split_version(version_seen);
        let options = PutOptions::from(PutMode::Update(UpdateVersion {
            e_tag,
            version: version_id,
        }));
        match block_on(self.store.put_opts(&full, PutPayload::from(bytes), options)) {
            Ok(put) => Ok(Some(version(put.e_tag, put.version))),
            Err(object_store::Error::Precondition { .. })
            | Err(object_store::Error::AlreadyExists { .. })
            | Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(self.error("replacing", key, e)),
        }
    }

    pub(crate) fn get(&self, key: &str) -> Result<Option<(Vec<u8>, ObjectInfo)>, StoreError> {
        let full = self.key(key)?;
        let got = block_on(async {
            let got = self.store.get_opts(&full, GetOptions::default()).await?;
            let meta = got.meta.clone();
            let bytes = got.bytes().await?;
            Ok::<_, object_store::Error>((bytes, meta))
        });
        match got {
            Ok((bytes, meta)) => Ok(Some((bytes.to_vec(), self.info(meta)))),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(self.error("reading", key, e)),
        }
    }

    pub(crate) fn get_range(&self, key: &str, range: Range<u64>) -> Result<Vec<u8>, StoreError> {
        let full = self.key(key)?;
        block_on(self.store.get_range(&full, range))
            .map(|b| b.to_vec())
            .map_err(|e| self.error("reading a range of", key, e))
    }

    pub(crate) fn head(&self, key: &str) -> Result<Option<ObjectInfo>, StoreError> {
        let full = self.key(key)?;
        match block_on(self.store.head(&full)) {
            Ok(meta) => Ok(Some(self.info(meta))),
            Err(object_store::Error::NotFound { .. }) => Ok(None),
            Err(e) => Err(self.error("reading", key, e)),
        }
    }

    pub(crate) fn download(&self, key: &str, to: &Path) -> Result<ObjectInfo, StoreError> {
        use std::io::Write;
        let full = self.key(key)?;
        if let Some(parent) = to.parent() {
            std::fs::create_dir_all(parent)
                .map_err(|e| StoreError::io("creating", parent.display(), e))?;
        }
        let mut meta = None;
        files::write_atomic_with::<StoreError>(to, |out| {
            let streamed = block_on(async {
                let got = self.store.get(&full).await?;
                meta = Some(got.meta.clone());
                let mut stream = got.into_stream();
                while let Some(chunk) = stream.next().await {
                    let chunk = chunk?;
                    out.write_all(&chunk)
                        .map_err(|e| object_store::Error::Generic {
                            store: "local file",
                            source: Box::new(e),
                        })?;
                }
                Ok::<_, object_store::Error>(())
            });
            streamed.map_err(|e| self.error("downloading", key, e))
        })?;
        Ok(self.info(meta.expect("a completed download has the object's metadata")))
    }

    pub(crate) fn list(&self, prefix: &str) -> Result<Vec<ObjectInfo>, StoreError> {
        let full = self.key(prefix)?;
        let listed: Vec<_> = block_on(self.store.list(Some(&full)).try_collect())
            .map_err(|e| self.error("listing", prefix, e))?;
        Ok(listed.into_iter().map(|m| self.info(m)).collect())
    }

    pub(crate) fn list_dirs(&self, prefix: &str) -> Result<Vec<String>, StoreError> {
        let full = self.key(prefix)?;
        let listed = block_on(self.store.list_with_delimiter(Some(&full)))
            .map_err(|e| self.error("listing", prefix, e))?;
        Ok(listed
            .common_prefixes
            .iter()
            .filter_map(|p| p.filename().map(str::to_string))
            .collect())
    }

    pub(crate) fn delete(&self, key: &str) -> Result<(), StoreError> {
        let full = self.key(key)?;
        match block_on(self.store.delete(&full)) {
            Ok(()) | Err(object_store::Error::NotFound { .. }) => Ok(()),
            Err(e) => Err(self.error("removing", key, e)),
        }
    }

    fn info(&self, meta: object_store::ObjectMeta) -> ObjectInfo {
        ObjectInfo {
            key: self.relative(&meta.location),
            size: meta.size,
            version: version(meta.e_tag, meta.version),
        }
    }

    /// A store error as the user should read it: a missing bucket, missing or rejected
    /// credentials (naming where they were looked for), no permission, or the request's own
    /// error with the object's full location.
    fn error(&self, action: &'static str, key: &str, e: object_store::Error) -> StoreError {
        let location = self.location.join(key).to_string();
        let text = format!("{e:?}");
        let missing_bucket = text.contains("NoSuchBucket")
            || (action == "listing" && text.contains("The specified bucket does not exist"))
            || text.contains("bucket does not exist");
        if missing_bucket {
            return StoreError::NoBucket {
                bucket: self.bucket.clone(),
                location,
            };
        }
        match e {
            object_store::Error::Unauthenticated { .. } => StoreError::Credentials {
                location,
                looked: self.looked.to_string(),
                detail: format!("the store rejected {}: {e}", self.credentials),
            },
            object_store::Error::PermissionDenied { .. } => StoreError::Permission {
                action: match action {
                    "listing" => "list",
                    "reading" | "reading a range of" | "downloading" => "read",
                    _ => "write",
                },
                location,
                credentials: self.credentials.clone(),
            },
            e if is_credential_fetch(&text) => StoreError::Credentials {
                location,
                looked: self.looked.to_string(),
                detail: format!("{e}"),
            },
            e => StoreError::Remote {
                action,
                location,
                source: Box::new(e),
            },
        }
    }
}

enum Upload {
    Local(std::io::Error),
    Remote(object_store::Error),
}

fn arc<S: ObjectStore>(
    built: object_store::Result<S>,
    location: &Location,
    looked: &'static str,
) -> Result<Arc<dyn ObjectStore>, StoreError> {
    built
        .map(|s| Arc::new(s) as Arc<dyn ObjectStore>)
        .map_err(|e| StoreError::Credentials {
            location: location.to_string(),
            looked: looked.to_string(),
            detail: e.to_string(),
        })
}

/// A request failed because no token could be had (the metadata server or STS unreachable).
fn is_credential_fetch(debug: &str) -> bool {
    [
        "metadata",
        "169.254.169.254",
        "Credential",
        "credential",
        "token",
    ]
    .iter()
    .any(|needle| debug.contains(needle))
}

/// One string for a store's version of an object: `etag` or `etag|version`.
fn version(e_tag: Option<String>, version: Option<String>) -> String {
    match (e_tag, version) {
        (Some(e), Some(v)) => format!("{e}|{v}"),
        (Some(e), None) => e,
        (None, Some(v)) => format!("|{v}"),
        (None, None) => String::new(),
    }
}

fn split_version(v: &str) -> (Option<String>, Option<String>) {
    let (e, ver) = match v.split_once('|') {
        Some((e, ver)) => (e, Some(ver)),
        None => (v, None),
    };
    let some = |s: &str| (!s.is_empty()).then(|| s.to_string());
    (some(e), ver.and_then(some))
}

const GCS_LOOKED: &str = "GOOGLE_SERVICE_ACCOUNT_KEY, GOOGLE_SERVICE_ACCOUNT(_PATH), \
                          GOOGLE_APPLICATION_CREDENTIALS, \
                          ~/.config/gcloud/application_default_credentials.json, then the \
                          metadata server (a GCE/TPU VM's service account)";
const S3_LOOKED: &str = "AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_WEB_IDENTITY_TOKEN_FILE, \
                         AWS_CONTAINER_CREDENTIALS_*_URI, then the instance metadata service";

/// Where a bucket's settings and credentials are read from: the process environment (as
/// each cloud's tools do), or variables given in its place ([`crate::Store::open_with_env`]).
pub(crate) enum Settings {
    /// `AWS_*`, `GOOGLE_*` (and `SERVICE_ACCOUNT`) from the process environment.
    Process,
    /// These `(NAME, value)` pairs instead; the process environment is not read.
    Given(Vec<(String, String)>),
}

impl Settings {
    /// The non-empty value of variable `name`.
    fn var(&self, name: &str) -> Option<String> {
        match self {
            Settings::Process => std::env::var(name).ok(),
            Settings::Given(vars) => vars
                .iter()
                .rev()
                .find(|(k, _)| k == name)
                .map(|(_, v)| v.clone()),
        }
        .filter(|v| !v.is_empty())
    }

    /// The words [`crate::Store::credentials`] uses for where a variable was found.
    fn source(&self) -> &'static str {
        match self {
            Settings::Process => "from the environment",
            Settings::Given(_) => "given to Store::open_with_env",
        }
    }

    /// An S3 builder fed as `AmazonS3Builder::from_env` feeds it: every `AWS_*` variable
    /// whose lowercased name is one of its configuration keys (others are ignored).
    fn s3_builder(&self) -> object_store::aws::AmazonS3Builder {
        use object_store::aws::AmazonS3Builder;
        match self {
            Settings::Process => AmazonS3Builder::from_env(),
            Settings::Given(vars) => vars
                .iter()
                .filter(|(k, _)| k.starts_with("AWS_"))
                .filter_map(|(k, v)| Some((k.to_ascii_lowercase().parse().ok()?, v)))
                .fold(AmazonS3Builder::new(), |b, (key, v)| b.with_config(key, v)),
        }
    }

    /// A GCS builder fed as `GoogleCloudStorageBuilder::from_env` feeds it: `SERVICE_ACCOUNT`
    /// and every `GOOGLE_*` variable that names one of its configuration keys.
    fn gcs_builder(&self) -> object_store::gcp::GoogleCloudStorageBuilder {
        use object_store::gcp::{GoogleCloudStorageBuilder, GoogleConfigKey};
        match self {
            Settings::Process => GoogleCloudStorageBuilder::from_env(),
            Settings::Given(vars) => vars
                .iter()
                .filter_map(|(k, v)| {
                    let key = match k.as_str() {
                        "SERVICE_ACCOUNT" => GoogleConfigKey::ServiceAccount,
                        k if k.starts_with("GOOGLE_") => k.to_ascii_lowercase().parse().ok()?,
                        _ => return None,
                    };
                    Some((key, v))
                })
                .fold(GoogleCloudStorageBuilder::new(), |b, (key, v)| {
                    b.with_config(key, v)
                }),
        }
    }
}

/// Where `object_store`'s GCS builder will find credentials (in its order), and whether the
/// endpoint is plain HTTP (a local emulator).
fn gcs_credentials(settings: &Settings) -> (String, bool) {
    let env = |name: &str| settings.var(name);
    let home_adc = || {
        std::env::var_os("HOME")
            .map(PathBuf::from)
            .map(|h| h.join(".config/gcloud/application_default_credentials.json"))
            .filter(|p| p.exists())
    };
    let source = if env("GOOGLE_SERVICE_ACCOUNT_KEY").is_some() {
        format!("GOOGLE_SERVICE_ACCOUNT_KEY (a key {})", settings.source())
    } else if let Some(p) = env("GOOGLE_SERVICE_ACCOUNT")
        .or_else(|| env("GOOGLE_SERVICE_ACCOUNT_PATH"))
        .or_else(|| env("SERVICE_ACCOUNT"))
    {
        format!("service account file {p}")
    } else if let Some(p) = env("GOOGLE_APPLICATION_CREDENTIALS") {
        format!("GOOGLE_APPLICATION_CREDENTIALS ({p})")
    } else if let Some(p) = home_adc() {
        format!("application default credentials ({})", p.display())
    } else {
        "the VM's service account (metadata server)".to_string()
    };
    let endpoint = env("GOOGLE_BASE_URL")
        .or_else(|| env("GOOGLE_SERVICE_ACCOUNT_KEY").and_then(|k| json_field(&k, "gcs_base_url")));
    match endpoint {
        Some(url) => {
            let http = url.starts_with("http://");
            (format!("{source}; endpoint {url}"), http)
        }
        None => (source, false),
    }
}

/// Where `object_store`'s S3 builder will find credentials, and whether the endpoint
/// (`AWS_ENDPOINT`, `AWS_ENDPOINT_URL`) is plain HTTP.
fn s3_credentials(settings: &Settings) -> (String, bool) {
    let env = |name: &str| settings.var(name);
    let source = if env("AWS_ACCESS_KEY_ID").is_some() {
        format!("AWS_ACCESS_KEY_ID {}", settings.source())
    } else if let Some(p) = env("AWS_WEB_IDENTITY_TOKEN_FILE") {
        format!("web identity token ({p})")
    } else if env("AWS_CONTAINER_CREDENTIALS_RELATIVE_URI").is_some()
        || env("AWS_CONTAINER_CREDENTIALS_FULL_URI").is_some()
    {
        "container credentials (AWS_CONTAINER_CREDENTIALS_*_URI)".to_string()
    } else {
        "the instance metadata service".to_string()
    };
    match env("AWS_ENDPOINT").or_else(|| env("AWS_ENDPOINT_URL")) {
        Some(url) => {
            let http = url.starts_with("http://");
            (format!("{source}; endpoint {url}"), http)
        }
        None => (source, false),
    }
}

/// A top-level string field of a JSON object, without a JSON parser dependency (only used
/// to show a GCS endpoint; the key itself is parsed by `object_store`).
fn json_field(json: &str, field: &str) -> Option<String> {
    let at = json.find(&format!("\"{field}\""))?;
    let rest = &json[at + field.len() + 2..];
    let rest = rest
        .trim_start()
        .strip_prefix(':')?
        .trim_start()
        .strip_prefix('"')?;
    rest.split_once('"').map(|(v, _)| v.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_round_trip_through_one_string() {
        assert_eq!(
            split_version(&version(Some("\"e\"".into()), None)),
            (Some("\"e\"".into()), None)
        );
        assert_eq!(
            split_version(&version(Some("e".into()), Some("7".into()))),
            (Some("e".into()), Some("7".into()))
        );
        assert_eq!(
            split_version(&version(None, Some("7".into()))),
            (None, Some("7".into()))
        );
    }

    #[test]
    fn a_gcs_endpoint_is_read_from_a_service_account_key() {
        let key = r#"{"gcs_base_url": "http://127.0.0.1:4443", "disable_oauth": true}"#;
        assert_eq!(
            json_field(key, "gcs_base_url").as_deref(),
            Some("http://127.0.0.1:4443")
        );
        assert_eq!(json_field(key, "missing"), None);
    }
}
