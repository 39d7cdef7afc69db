//! The persistent executable cache: compiled programs stored by content, so a restarted
//! run loads its executables (`PJRT_Executable_DeserializeAndLoad`) instead of compiling.
//!
//! # Key
//!
//! A [`CacheKey`] is the sha256 of named [`KeyComponents`]: everything that decides what
//! the compiler produces.
//!
//! | component | value |
//! | --- | --- |
//! | `layout` | this cache's on-disk layout version |
//! | `program_sha256` | sha256 of the StableHLO text |
//! | `compile_options` | the serialized `xla.CompileOptionsProto`, hex |
//! | `platform`, `platform_version` | the plugin's platform name and version string |
//! | `pjrt_api_version` | the PJRT C API version the plugin implements |
//! | `device_kind`, `device_count` | the devices compiled for |
//! | `topology` | the mesh / topology the caller compiled for (free text, e.g. `data=2,model=4`) |
//! | `env.XLA_FLAGS`, `env.LIBTPU_INIT_ARGS` | compiler-relevant environment |
//!
//! Components are kept by name in every entry, so [`ExecutableCache::why_miss`] can say
//! which component differs from the nearest stored entry. Per-step values (learning rate,
//! step counter) are program inputs, never part of the program, so they never change a key.
//!
//! # Layout
//!
//! ```text
//! ROOT/v1/<key>/executable.bin       PJRT_Executable_Serialize bytes
//! ROOT/v1/<key>/compile_options.pb   the exact compile options
//! ROOT/v1/<key>/entry.json           key components, hashes, outputs, timings
//! ROOT/v1/<key>/last_access          modification time = last use (for LRU pruning)
//! ```
//!
//! # Failure policy
//!
//! An entry that is unreadable, truncated, corrupt (sha256 mismatch), stored under the wrong
//! key, refused by the plugin, or whose loaded executable has other output types or shapes
//! than recorded is a warning, then a compile and a rewrite: never an error, never a crash.
//! A failure to *write* the cache (full disk, read-only directory) is a warning too; the run
//! continues with the compiled executable.
//!
//! Writes are atomic: an entry is assembled in a temp directory, fsynced and renamed into
//! place. Processes racing on one key all succeed; the first rename wins and the others
//! discard their copy, leaving exactly one valid entry.

use std::collections::BTreeMap;
use std::fs::{self, File};
use std::io;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant, SystemTime};

use pjrt::{Client, CompileOptions, LoadedExecutable};
use serde::{Deserialize, Serialize};

use data::digest::sha256_hex;

use crate::collectives::CollectivesReport;
use crate::manifest::{CacheOutcome, CompiledMemory, ExecutableRecord, unique_suffix};

/// The environment variable that overrides the default cache directory.
pub const CACHE_DIR_ENV: &str = "NAMTRAIN_CACHE_DIR";
/// Environment variables that change what the compiler produces, hence part of the key.
pub const COMPILER_ENV: [&str; 2] = ["XLA_FLAGS", "LIBTPU_INIT_ARGS"];
/// The on-disk layout version (the subdirectory of the root, and a key component).
const LAYOUT: &str = "v1";
const EXECUTABLE_FILE: &str = "executable.bin";
const OPTIONS_FILE: &str = "compile_options.pb";
const ENTRY_FILE: &str = "entry.json";
const ACCESS_FILE: &str = "last_access";
const TMP_PREFIX: &str = ".tmp-";
const TRASH_PREFIX: &str = ".trash-";
/// Temp and trash directories older than this belong to crashed writers and are removed by
/// pruning.
const STALE_AFTER: Duration = Duration::from_secs(3600);
/// What an unset environment variable is recorded as.
const UNSET: &str = "<unset>";

/// Errors of the cache that the caller must handle (entry problems are warnings instead).
#[derive(Debug, thiserror::Error)]
pub enum CacheError {
    /// A cache directory operation failed.
    #[error("executable cache {path}: {source}")]
    Io {
        /// The file or directory.
        path: PathBuf,
        /// The OS error.
        #[source]
        source: io::Error,
    },
    /// No cache directory could be chosen.
    #[error(
        "no cache directory: neither ${CACHE_DIR_ENV} nor a user cache directory (HOME) is set; \
         set {CACHE_DIR_ENV} or pass --cache-dir"
    )]
    NoDefaultDir,
    /// The plugin could not be asked for a key component.
    #[error("cannot read {what} from the PJRT plugin for the cache key: {source}")]
    Plugin {
        /// The fact asked for.
        what: &'static str,
        /// The plugin's error.
        #[source]
        source: pjrt::Error,
    },
    /// Compiling the program failed (after a miss).
    #[error("compiling program {program_sha256:.12}: {source}")]
    Compile {
        /// sha256 of the program text.
        program_sha256: String,
        /// The compiler's error.
        #[source]
        source: pjrt::Error,
    },
}

fn io_err(path: &Path) -> impl FnOnce(io::Error) -> CacheError + '_ {
    move |source| CacheError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// The default cache directory: `$NAMTRAIN_CACHE_DIR`, else the user cache directory's
/// `namtrain` (`~/.cache/namtrain` on Linux).
pub fn default_cache_dir() -> Result<PathBuf, CacheError> {
    if let Some(dir) = std::env::var_os(CACHE_DIR_ENV).filter(|d| !d.is_empty()) {
        return Ok(PathBuf::from(dir));
    }
    dirs::cache_dir()
        .map(|d| d.join("namtrain"))
        .ok_or(CacheError::NoDefaultDir)
}

/// A cache key: sha256 (hex) of the key components.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct CacheKey(pub String);

impl std::fmt::Display for CacheKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// What a program is compiled for, apart from the program and options themselves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompileTarget {
    /// Platform name, e.g. `cpu`, `tpu`.
    pub platform: String,
    /// The plugin's platform version string.
    pub platform_version: String,
    /// PJRT C API version `(major, minor)`.
    pub pjrt_api_version: (i32, i32),
    /// Device kind, e.g. `TPU v6 lite`.
    pub device_kind: String,
    /// Number of devices the program runs on.
    pub device_count: usize,
    /// Mesh or topology description (free text; empty for a single device).
    pub topology: String,
}

/// The `topology` text a process of a multi-process run adds to its keys: its index, the
/// process count and the ids of the devices it holds (`process 1 of 4, devices [4, 5, 6, 7]`),
/// so each host's executables have keys of their own and a one-process key never matches.
pub fn host_layout(process: i32, processes: usize, held_ids: &[i32]) -> String {
    format!("process {process} of {processes}, devices {held_ids:?}")
}

impl CompileTarget {
    /// The target of a live client: its platform and addressable devices; in a multi-process
    /// run, `topology` also names this process's place ([`host_layout`]).
    pub fn of_client(client: &Client, topology: &str) -> Result<Self, CacheError> {
        let plugin_err = |what: &'static str| move |source| CacheError::Plugin { what, source };
        let devices = client
            .addressable_devices()
            .map_err(plugin_err("the addressable devices"))?;
        let all = client.devices().map_err(plugin_err("the devices"))?;
        let mut topology = topology.to_string();
        if all.len() > devices.len() {
            let mut processes = std::collections::BTreeSet::new();
            for d in &all {
                let description = d
                    .description()
                    .map_err(plugin_err("a device description"))?;
                processes.insert(description.process_index);
            }
            let held = devices
                .iter()
                .map(|d| d.id())
                .collect::<pjrt::Result<Vec<i32>>>()
                .map_err(plugin_err("the device ids"))?;
            let process = client
                .process_index()
                .map_err(plugin_err("the process index"))?;
            let layout = host_layout(process, processes.len(), &held);
            topology = match topology.is_empty() {
                true => layout,
                false => format!("{topology}; {layout}"),
            };
        }
        let device_kind = match devices.first() {
            Some(d) => d.kind().map_err(plugin_err("the device kind"))?,
            None => String::new(),
        };
        Ok(CompileTarget {
            platform: client
                .platform_name()
                .map_err(plugin_err("the platform name"))?,
            platform_version: client
                .platform_version()
                .map_err(plugin_err("the platform version"))?,
            pjrt_api_version: client.plugin().api_version(),
            device_kind,
            device_count: devices.len(),
            topology,
        })
    }
}

/// The named inputs of a cache key (see the module docs for the list).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeyComponents(pub BTreeMap<String, String>);

impl KeyComponents {
    /// Components for compiling `program_text` with `options` for `target`, with the
    /// compiler-relevant environment of this process.
    pub fn new(program_text: &str, options: &CompileOptions, target: &CompileTarget) -> Self {
        let env: Vec<(String, Option<String>)> = COMPILER_ENV
            .iter()
            .map(|v| (v.to_string(), std::env::var(v).ok()))
            .collect();
        Self::with_env(
            &sha256_hex(program_text.as_bytes()),
            &options.for_platform(&target.platform).to_proto_bytes(),
            target,
            &env,
        )
    }

    /// Components from explicit parts (for keys computed for another machine, e.g. by a
    /// deviceless compile for a TPU slice).
    pub fn with_env(
        program_sha256: &str,
        compile_options: &[u8],
        target: &CompileTarget,
        env: &[(String, Option<String>)],
    ) -> Self {
        let mut c = BTreeMap::new();
        let mut put = |k: &str, v: String| {
            c.insert(k.to_string(), v);
        };
        put("layout", LAYOUT.to_string());
        put("program_sha256", program_sha256.to_string());
        put("compile_options", hex::encode(compile_options));
        put("platform", target.platform.clone());
        put("platform_version", target.platform_version.clone());
        let (major, minor) = target.pjrt_api_version;
        put("pjrt_api_version", format!("{major}.{minor}"));
        put("device_kind", target.device_kind.clone());
        put("device_count", target.device_count.to_string());
        put("topology", target.topology.clone());
        for (name, value) in env {
            put(
                &format!("env.{name}"),
                value.clone().unwrap_or_else(|| UNSET.to_string()),
            );
        }
        KeyComponents(c)
    }

    /// The key: sha256 of the components' canonical JSON (sorted by name).
    pub fn key(&self) -> CacheKey {
        let json = serde_json::to_vec(&self.0).expect("string maps always serialize");
        CacheKey(sha256_hex(&json))
    }

    /// The program hash component.
    pub fn program_sha256(&self) -> &str {
        self.0.get("program_sha256").map_or("", String::as_str)
    }

    /// Component-by-component differences, `self` being what is wanted.
    pub fn diff(&self, found: &KeyComponents) -> Vec<ComponentDiff> {
        let names: std::collections::BTreeSet<&String> =
            self.0.keys().chain(found.0.keys()).collect();
        names
            .into_iter()
            .filter(|n| self.0.get(*n) != found.0.get(*n))
            .map(|n| ComponentDiff {
                name: n.clone(),
                wanted: self.0.get(n).cloned(),
                found: found.0.get(n).cloned(),
            })
            .collect()
    }
}

/// One component that differs between a wanted key and a stored one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ComponentDiff {
    /// Component name.
    pub name: String,
    /// The value wanted now (`None`: the component does not exist now).
    pub wanted: Option<String>,
    /// The value in the stored entry (`None`: not recorded there).
    pub found: Option<String>,
}

/// Type and shape of one output, as recorded at compile time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct OutputSpec {
    /// Element type in StableHLO spelling (`f32`, `bf16`, ...).
    pub dtype: String,
    /// Dimensions (per device).
    pub dims: Vec<i64>,
}

/// The outputs of an executable, as the plugin reports them.
fn output_specs(exe: &pjrt::Executable) -> pjrt::Result<Vec<OutputSpec>> {
    let types = exe.output_element_types()?;
    let dims = exe.output_dimensions()?;
    Ok(types
        .into_iter()
        .zip(dims)
        .map(|(t, d)| OutputSpec {
            dtype: t.mlir_name().to_string(),
            dims: d,
        })
        .collect())
}

/// The small manifest of one entry (`entry.json`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EntryManifest {
    /// The key the entry is stored under.
    pub key: CacheKey,
    /// The components the key was computed from.
    pub components: KeyComponents,
    /// sha256 of the StableHLO text.
    pub program_sha256: String,
    /// sha256 of `executable.bin`.
    pub executable_sha256: String,
    /// Size of `executable.bin`.
    pub executable_bytes: u64,
    /// sha256 of `compile_options.pb`.
    pub compile_options_sha256: String,
    /// Creation time, seconds since the Unix epoch.
    pub created_unix_s: u64,
    /// Seconds the compile took.
    pub compile_seconds: f64,
    /// Output types and shapes, when known at store time (not for deviceless compiles).
    pub outputs: Option<Vec<OutputSpec>>,
    /// The executable's fingerprint, when the plugin gives one.
    pub fingerprint: Option<String>,
    /// The namtrain version that wrote the entry.
    pub namtrain_version: String,
}

/// The result of [`ExecutableCache::get_or_compile`].
#[derive(Debug)]
pub struct Cached {
    /// The executable, loaded on the client's devices.
    pub executable: LoadedExecutable,
    /// Hit (loaded from the cache) or miss (compiled).
    pub outcome: CacheOutcome,
    /// Seconds spent loading (hit) or checking, compiling and storing (miss).
    pub seconds: f64,
    /// The key.
    pub key: CacheKey,
    /// sha256 of the program text.
    pub program_sha256: String,
    /// Problems found with the cache along the way (also logged as warnings).
    pub warnings: Vec<String>,
}

impl Cached {
    /// This executable's record for the run manifest: cache outcome and seconds, with the
    /// compiled memory plan and the collectives where the plugin gives them (absent, with a
    /// debug log, where it does not).
    pub fn manifest_record(&self, name: &str) -> ExecutableRecord {
        let exe = self.executable.executable();
        let compiled_memory = exe
            .compiled_memory_stats()
            .map_err(|e| tracing::debug!("no compiled memory stats for {name}: {e}"))
            .ok()
            .map(CompiledMemory::from);
        let collectives = CollectivesReport::from_executable(exe)
            .map_err(|e| tracing::debug!("no collectives report for {name}: {e}"))
            .ok();
        ExecutableRecord {
            name: name.to_string(),
            program_sha256: self.program_sha256.clone(),
            cache_key: Some(self.key.0.clone()),
            cache: self.outcome,
            seconds: self.seconds,
            compiled_memory,
            collectives,
        }
    }
}

/// One entry as listed by [`ExecutableCache::entries`].
#[derive(Debug, Clone)]
pub struct EntryInfo {
    /// The directory's name (the key it claims).
    pub key: CacheKey,
    /// The entry directory.
    pub dir: PathBuf,
    /// Its manifest, if readable.
    pub manifest: Option<EntryManifest>,
    /// Total bytes of its files.
    pub bytes: u64,
    /// Last use (or creation), for LRU.
    pub last_access: SystemTime,
}

/// One entry's verification result: its key, and `Ok` or the problem found.
pub type EntryCheck = (CacheKey, Result<(), String>);

/// What [`ExecutableCache::prune`] did.
#[derive(Debug, Clone, Default)]
pub struct PruneReport {
    /// Keys removed, oldest use first.
    pub removed: Vec<CacheKey>,
    /// Bytes freed.
    pub freed_bytes: u64,
    /// Bytes still held by entries.
    pub remaining_bytes: u64,
    /// Stale temp/trash directories of crashed writers removed.
    pub stale_removed: usize,
}

/// The answer of [`ExecutableCache::why_miss`].
#[derive(Debug, Clone)]
pub struct WhyMiss {
    /// The key wanted.
    pub key: CacheKey,
    /// Whether an entry with exactly that key exists (then it is a hit, not a miss).
    pub hit: bool,
    /// The entry with the fewest differing components, and the differences.
    pub nearest: Option<(CacheKey, Vec<ComponentDiff>)>,
    /// How many entries were compared.
    pub entries_compared: usize,
}

impl std::fmt::Display for WhyMiss {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.hit {
            return writeln!(f, "hit: entry {} exists", self.key);
        }
        writeln!(f, "miss: no entry for key {}", self.key)?;
        let Some((near, diffs)) = &self.nearest else {
            return writeln!(
                f,
                "the cache holds no readable entries ({} compared)",
                self.entries_compared
            );
        };
        writeln!(
            f,
            "nearest of {} entries: {near}, differing in {} component(s):",
            self.entries_compared,
            diffs.len()
        )?;
        let show = |v: &Option<String>| v.clone().unwrap_or_else(|| "(absent)".into());
        for d in diffs {
            writeln!(f, "  {}:", d.name)?;
            writeln!(f, "    now:    {}", show(&d.wanted))?;
            writeln!(f, "    cached: {}", show(&d.found))?;
        }
        Ok(())
    }
}

/// A persistent, content-addressed executable cache in a directory.
#[derive(Debug, Clone)]
pub struct ExecutableCache {
    root: PathBuf,
    max_bytes: Option<u64>,
}

impl ExecutableCache {
    /// Opens (creating if needed) the cache at `root`.
    pub fn open(root: impl Into<PathBuf>) -> Result<Self, CacheError> {
        let root = root.into();
        let dir = root.join(LAYOUT);
        fs::create_dir_all(&dir).map_err(io_err(&dir))?;
        Ok(ExecutableCache {
            root,
            max_bytes: None,
        })
    }

    /// Opens the cache at [`default_cache_dir`].
    pub fn open_default() -> Result<Self, CacheError> {
        Self::open(default_cache_dir()?)
    }

    /// Keeps the cache under `max_bytes` by pruning least recently used entries after each
    /// store.
    pub fn with_max_bytes(mut self, max_bytes: u64) -> Self {
        self.max_bytes = Some(max_bytes);
        self
    }

    /// The cache's root directory.
    pub fn root(&self) -> &Path {
        &self.root
    }

    fn entries_dir(&self) -> PathBuf {
        self.root.join(LAYOUT)
    }

    /// The directory an entry with `key` lives in.
    pub fn entry_dir(&self, key: &CacheKey) -> PathBuf {
        self.entries_dir().join(&key.0)
    }

    /// Whether an entry with `key` is present (its record and executable files; their bytes
    /// are checked when it is loaded, and by `namtrain cache verify`).
    pub fn has_entry(&self, key: &CacheKey) -> bool {
        let dir = self.entry_dir(key);
        dir.join(ENTRY_FILE).is_file() && dir.join(EXECUTABLE_FILE).is_file()
    }

    /// Loads the executable for `program_text` compiled with `options` on `client` from the
    /// cache, or compiles and stores it. `topology` describes the mesh (empty for one
    /// device) and becomes part of the key.
    pub fn get_or_compile(
        &self,
        client: &Client,
        program_text: &str,
        options: &CompileOptions,
        topology: &str,
    ) -> Result<Cached, CacheError> {
        let target = CompileTarget::of_client(client, topology)?;
        let components = KeyComponents::new(program_text, options, &target);
        self.get_or_compile_with(client, &components, &options.to_proto_bytes(), || {
            client.compile(program_text, options)
        })
    }

    /// Like [`ExecutableCache::get_or_compile`] with precomputed components and a caller's
    /// compile function.
    pub fn get_or_compile_with(
        &self,
        client: &Client,
        components: &KeyComponents,
        options_bytes: &[u8],
        compile: impl FnOnce() -> pjrt::Result<LoadedExecutable>,
    ) -> Result<Cached, CacheError> {
        let start = Instant::now();
        let mut warnings = Vec::new();
        if let Some(hit) = self.lookup(client, components, options_bytes, &mut warnings, start) {
            return Ok(hit);
        }
        let compile_start = Instant::now();
        let executable = compile().map_err(|source| CacheError::Compile {
            program_sha256: components.program_sha256().to_string(),
            source,
        })?;
        let compile_seconds = compile_start.elapsed().as_secs_f64();
        if let Err(e) = self.store_loaded(components, options_bytes, &executable, compile_seconds) {
            let msg = format!("cannot store the executable in the cache: {e}");
            tracing::warn!("{msg}");
            warnings.push(msg);
        }
        Ok(self.miss(executable, components, warnings, start))
    }

    /// Like [`ExecutableCache::get_or_compile_with`] for a compile that yields serialized
    /// executable bytes (a compile in a worker process): on a miss the bytes are loaded into
    /// `client` and stored as they came, never re-serialized from the loaded copy (the CPU
    /// plugin's serialization of a deserialized executable lacks its compiled functions).
    pub fn get_or_compile_serialized(
        &self,
        client: &Client,
        components: &KeyComponents,
        options_bytes: &[u8],
        compile: impl FnOnce() -> pjrt::Result<Vec<u8>>,
    ) -> Result<Cached, CacheError> {
        let start = Instant::now();
        let mut warnings = Vec::new();
        if let Some(hit) = self.lookup(client, components, options_bytes, &mut warnings, start) {
            return Ok(hit);
        }
        let compile_err = |source| CacheError::Compile {
            program_sha256: components.program_sha256().to_string(),
            source,
        };
        let compile_start = Instant::now();
        let bytes = compile().map_err(compile_err)?;
        let compile_seconds = compile_start.elapsed().as_secs_f64();
        let executable = client.deserialize_and_load(&bytes).map_err(compile_err)?;
        let stored = output_specs(executable.executable())
            .and_then(|outputs| Ok((outputs, executable.executable().fingerprint()?)))
            .map_err(|source| CacheError::Plugin {
                what: "the executable's outputs and fingerprint",
                source,
            })
            .and_then(|(outputs, fingerprint)| {
                self.store_serialized(
                    components,
                    options_bytes,
                    &bytes,
                    compile_seconds,
                    Some(outputs),
                    fingerprint,
                )
            });
        if let Err(e) = stored {
            let msg = format!("cannot store the executable in the cache: {e}");
            tracing::warn!("{msg}");
            warnings.push(msg);
        }
        Ok(self.miss(executable, components, warnings, start))
    }

    /// The hit path shared by the `get_or_compile*` functions: the loaded entry, or `None`
    /// (absent, or unusable: then warned about and removed so the store replaces it).
    fn lookup(
        &self,
        client: &Client,
        components: &KeyComponents,
        options_bytes: &[u8],
        warnings: &mut Vec<String>,
        start: Instant,
    ) -> Option<Cached> {
        let key = components.key();
        match self.load(client, &key, components, options_bytes) {
            Ok(Some(executable)) => {
                self.touch(&key);
                Some(Cached {
                    executable,
                    outcome: CacheOutcome::Hit,
                    seconds: start.elapsed().as_secs_f64(),
                    key,
                    program_sha256: components.program_sha256().to_string(),
                    warnings: std::mem::take(warnings),
                })
            }
            Ok(None) => None,
            Err(problem) => {
                let msg = format!(
                    "executable cache entry {} is unusable ({problem}); recompiling and \
                     rewriting it",
                    self.entry_dir(&key).display()
                );
                tracing::warn!("{msg}");
                warnings.push(msg);
                // Removed now, so the store below replaces it even when its files are intact
                // (an entry can be internally consistent and still wrong for this plugin).
                if let Err(e) = self.remove(&key) {
                    tracing::warn!("cannot remove the unusable cache entry: {e}");
                }
                None
            }
        }
    }

    fn miss(
        &self,
        executable: LoadedExecutable,
        components: &KeyComponents,
        warnings: Vec<String>,
        start: Instant,
    ) -> Cached {
        Cached {
            executable,
            outcome: CacheOutcome::Miss,
            seconds: start.elapsed().as_secs_f64(),
            key: components.key(),
            program_sha256: components.program_sha256().to_string(),
            warnings,
        }
    }

    /// Loads an entry: `Ok(None)` when absent, `Err(problem)` when present but unusable.
    fn load(
        &self,
        client: &Client,
        key: &CacheKey,
        components: &KeyComponents,
        options_bytes: &[u8],
    ) -> Result<Option<LoadedExecutable>, String> {
        let dir = self.entry_dir(key);
        if !dir.exists() {
            return Ok(None);
        }
        let (manifest, bytes) = read_verified(&dir, key).map_err(|problem| {
            match recorded_component_diff(&dir, components) {
                Some(names) => format!("{problem}; it records other {names}"),
                None => problem,
            }
        })?;
        if &manifest.components != components {
            let names: Vec<String> = components
                .diff(&manifest.components)
                .into_iter()
                .map(|d| d.name)
                .collect();
            return Err(format!(
                "its recorded key components differ in {}",
                names.join(", ")
            ));
        }
        let stored_options = fs::read(dir.join(OPTIONS_FILE))
            .map_err(|e| format!("cannot read {OPTIONS_FILE}: {e}"))?;
        if stored_options != options_bytes {
            return Err("its compile options differ from the requested ones".into());
        }
        let exe = client
            .deserialize_and_load(&bytes)
            .map_err(|e| format!("the plugin refused the serialized executable: {e}"))?;
        if let Some(expected) = &manifest.outputs {
            let actual = output_specs(exe.executable())
                .map_err(|e| format!("cannot read the loaded executable's outputs: {e}"))?;
            if &actual != expected {
                return Err(format!(
                    "the loaded executable's outputs {actual:?} differ from the recorded \
                     {expected:?}"
                ));
            }
        }
        if let (Some(want), Ok(Some(got))) = (&manifest.fingerprint, exe.executable().fingerprint())
            && want != &got
        {
            return Err(format!(
                "the loaded executable's fingerprint {got} differs from the recorded {want}"
            ));
        }
        Ok(Some(exe))
    }

    /// Stores a compiled, loaded executable under `components`' key.
    pub fn store_loaded(
        &self,
        components: &KeyComponents,
        options_bytes: &[u8],
        exe: &LoadedExecutable,
        compile_seconds: f64,
    ) -> Result<CacheKey, CacheError> {
        let plugin_err = |what: &'static str| move |source| CacheError::Plugin { what, source };
        let bytes = exe
            .serialize()
            .map_err(plugin_err("the serialized executable"))?;
        let outputs =
            output_specs(exe.executable()).map_err(plugin_err("the executable's outputs"))?;
        let fingerprint = exe
            .executable()
            .fingerprint()
            .map_err(plugin_err("the executable's fingerprint"))?;
        self.store_serialized(
            components,
            options_bytes,
            &bytes,
            compile_seconds,
            Some(outputs),
            fingerprint,
        )
    }

    /// Stores serialized executable bytes under `components`' key (for executables compiled
    /// elsewhere, e.g. deviceless for a TPU slice). Atomic; if a valid entry appeared in the
    /// meantime (another process), that one is kept.
    pub fn store_serialized(
        &self,
        components: &KeyComponents,
        options_bytes: &[u8],
        executable: &[u8],
        compile_seconds: f64,
        outputs: Option<Vec<OutputSpec>>,
        fingerprint: Option<String>,
    ) -> Result<CacheKey, CacheError> {
        let key = components.key();
        let manifest = EntryManifest {
            key: key.clone(),
            components: components.clone(),
            program_sha256: components.program_sha256().to_string(),
            executable_sha256: sha256_hex(executable),
            executable_bytes: executable.len() as u64,
            compile_options_sha256: sha256_hex(options_bytes),
            created_unix_s: unix_s(SystemTime::now()),
            compile_seconds,
            outputs,
            fingerprint,
            namtrain_version: env!("CARGO_PKG_VERSION").to_string(),
        };
        let entries = self.entries_dir();
        fs::create_dir_all(&entries).map_err(io_err(&entries))?;
        let tmp = entries.join(format!(
            "{TMP_PREFIX}{key}-{}-{}",
            std::process::id(),
            unique_suffix()
        ));
        let result = write_entry(&tmp, &manifest, options_bytes, executable)
            .map_err(io_err(&tmp))
            .and_then(|()| self.install(&tmp, &key));
        if tmp.exists() {
            let _ = fs::remove_dir_all(&tmp);
        }
        result?;
        if let Some(max) = self.max_bytes {
            self.prune_keeping(max, Some(&key))?;
        }
        Ok(key)
    }

    /// Renames a complete temp entry into place, replacing an invalid entry but keeping a
    /// valid one that another writer installed first.
    fn install(&self, tmp: &Path, key: &CacheKey) -> Result<(), CacheError> {
        let dir = self.entry_dir(key);
        if dir.exists() {
            if read_verified(&dir, key).is_ok() {
                return Ok(());
            }
            self.discard(&dir)?;
        }
        match fs::rename(tmp, &dir) {
            Ok(()) => {}
            // Another writer's rename won between our check and ours: theirs stands.
            Err(_) if dir.exists() => return Ok(()),
            Err(e) => return Err(io_err(&dir)(e)),
        }
        let entries = self.entries_dir();
        files::sync_dir(&entries).map_err(|e| io_err(&entries)(e.source))
    }

    /// Removes an entry directory: renamed away first, so no reader sees it half deleted.
    fn discard(&self, dir: &Path) -> Result<(), CacheError> {
        let trash = self.entries_dir().join(format!(
            "{TRASH_PREFIX}{}-{}",
            std::process::id(),
            unique_suffix()
        ));
        match fs::rename(dir, &trash) {
            Ok(()) => fs::remove_dir_all(&trash).map_err(io_err(&trash)),
            // Someone else removed or replaced it first.
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            Err(e) => Err(io_err(dir)(e)),
        }
    }

    /// Records a use of `key` for LRU pruning (best effort).
    fn touch(&self, key: &CacheKey) {
        let path = self.entry_dir(key).join(ACCESS_FILE);
        let result = File::options()
            .create(true)
            .append(true)
            .open(&path)
            .and_then(|f| f.set_modified(SystemTime::now()));
        if let Err(e) = result {
            tracing::debug!("cannot record cache use in {}: {e}", path.display());
        }
    }

    /// Every entry directory, with its manifest where readable, oldest use first.
    pub fn entries(&self) -> Result<Vec<EntryInfo>, CacheError> {
        let dir = self.entries_dir();
        let mut out = Vec::new();
        for item in fs::read_dir(&dir).map_err(io_err(&dir))? {
            let item = item.map_err(io_err(&dir))?;
            let name = item.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || !item.path().is_dir() {
                continue;
            }
            let path = item.path();
            let manifest = fs::read(path.join(ENTRY_FILE))
                .ok()
                .and_then(|b| serde_json::from_slice::<EntryManifest>(&b).ok());
            let last_access = [ACCESS_FILE, ENTRY_FILE]
                .iter()
                .find_map(|f| fs::metadata(path.join(f)).and_then(|m| m.modified()).ok())
                .unwrap_or(SystemTime::UNIX_EPOCH);
            out.push(EntryInfo {
                key: CacheKey(name),
                bytes: dir_bytes(&path),
                dir: path,
                manifest,
                last_access,
            });
        }
        out.sort_by(|a, b| a.last_access.cmp(&b.last_access).then(a.key.cmp(&b.key)));
        Ok(out)
    }

    /// Checks every entry's integrity without loading it (manifest readable, stored under
    /// its own key, files present with the recorded sizes and hashes). Returns each key with
    /// `Ok` or the problem.
    pub fn verify(&self) -> Result<Vec<EntryCheck>, CacheError> {
        Ok(self
            .entries()?
            .into_iter()
            .map(|e| {
                let r = read_verified(&e.dir, &e.key).map(|_| ());
                (e.key, r)
            })
            .collect())
    }

    /// Removes the entry with `key`, if present.
    pub fn remove(&self, key: &CacheKey) -> Result<(), CacheError> {
        let dir = self.entry_dir(key);
        if dir.exists() {
            self.discard(&dir)?;
        }
        Ok(())
    }

    /// Removes least recently used entries until the entries total at most `max_bytes`, and
    /// temp/trash directories left by crashed writers.
    pub fn prune(&self, max_bytes: u64) -> Result<PruneReport, CacheError> {
        self.prune_keeping(max_bytes, None)
    }

    fn prune_keeping(
        &self,
        max_bytes: u64,
        keep: Option<&CacheKey>,
    ) -> Result<PruneReport, CacheError> {
        let mut report = PruneReport::default();
        let dir = self.entries_dir();
        for item in fs::read_dir(&dir).map_err(io_err(&dir))?.flatten() {
            let name = item.file_name().to_string_lossy().into_owned();
            let stale = item
                .metadata()
                .and_then(|m| m.modified())
                .ok()
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age > STALE_AFTER);
            if (name.starts_with(TMP_PREFIX) || name.starts_with(TRASH_PREFIX))
                && stale
                && fs::remove_dir_all(item.path()).is_ok()
            {
                report.stale_removed += 1;
            }
        }
        let entries = self.entries()?;
        let mut total: u64 = entries.iter().map(|e| e.bytes).sum();
        for e in entries {
            if total <= max_bytes {
                break;
            }
            if Some(&e.key) == keep {
                continue;
            }
            self.discard(&e.dir)?;
            total -= e.bytes;
            report.freed_bytes += e.bytes;
            report.removed.push(e.key);
        }
        report.remaining_bytes = total;
        Ok(report)
    }

    /// Explains a miss: whether `components` has an entry, and otherwise how the nearest
    /// stored entry (fewest differing components) differs, component by component.
    pub fn why_miss(&self, components: &KeyComponents) -> Result<WhyMiss, CacheError> {
        let key = components.key();
        let mut nearest: Option<(CacheKey, Vec<ComponentDiff>)> = None;
        let mut compared = 0;
        for e in self.entries()? {
            let Some(m) = e.manifest else { continue };
            compared += 1;
            let diffs = components.diff(&m.components);
            if nearest.as_ref().is_none_or(|(_, d)| diffs.len() < d.len()) {
                nearest = Some((e.key, diffs));
            }
        }
        let hit = self.entry_dir(&key).join(ENTRY_FILE).exists();
        Ok(WhyMiss {
            key,
            hit,
            nearest,
            entries_compared: compared,
        })
    }
}

/// Reads an entry's manifest and executable bytes and checks them against each other and
/// against `key`.
fn read_verified(dir: &Path, key: &CacheKey) -> Result<(EntryManifest, Vec<u8>), String> {
    let raw =
        fs::read(dir.join(ENTRY_FILE)).map_err(|e| format!("cannot read {ENTRY_FILE}: {e}"))?;
    let manifest: EntryManifest =
        serde_json::from_slice(&raw).map_err(|e| format!("{ENTRY_FILE} does not parse: {e}"))?;
    if &manifest.key != key {
        return Err(format!(
            "it holds the entry for key {} (moved or swapped)",
            manifest.key
        ));
    }
    if manifest.components.key() != manifest.key {
        return Err("its key does not match its recorded components".into());
    }
    let bytes = fs::read(dir.join(EXECUTABLE_FILE))
        .map_err(|e| format!("cannot read {EXECUTABLE_FILE}: {e}"))?;
    if bytes.len() as u64 != manifest.executable_bytes {
        return Err(format!(
            "{EXECUTABLE_FILE} has {} bytes, {} were written (truncated or appended to)",
            bytes.len(),
            manifest.executable_bytes
        ));
    }
    if sha256_hex(&bytes) != manifest.executable_sha256 {
        return Err(format!("{EXECUTABLE_FILE} is corrupt (sha256 mismatch)"));
    }
    let options =
        fs::read(dir.join(OPTIONS_FILE)).map_err(|e| format!("cannot read {OPTIONS_FILE}: {e}"))?;
    if sha256_hex(&options) != manifest.compile_options_sha256 {
        return Err(format!("{OPTIONS_FILE} is corrupt (sha256 mismatch)"));
    }
    Ok((manifest, bytes))
}

/// The key components an entry's manifest records differently from `wanted`, when it parses
/// and any differ: what a key mismatch is about (another plugin version, say).
fn recorded_component_diff(dir: &Path, wanted: &KeyComponents) -> Option<String> {
    let raw = fs::read(dir.join(ENTRY_FILE)).ok()?;
    let manifest: EntryManifest = serde_json::from_slice(&raw).ok()?;
    let names: Vec<String> = wanted
        .diff(&manifest.components)
        .into_iter()
        .map(|d| d.name)
        .collect();
    (!names.is_empty()).then(|| names.join(", "))
}

/// Writes a complete entry into `dir` (which must not exist), every file fsynced.
fn write_entry(
    dir: &Path,
    manifest: &EntryManifest,
    options: &[u8],
    executable: &[u8],
) -> io::Result<()> {
    fs::create_dir(dir)?;
    let json = serde_json::to_vec_pretty(manifest).map_err(io::Error::other)?;
    for (name, bytes) in [
        (EXECUTABLE_FILE, executable),
        (OPTIONS_FILE, options),
        (ENTRY_FILE, json.as_slice()),
        (ACCESS_FILE, &[][..]),
    ] {
        files::write_synced(&dir.join(name), bytes)?;
    }
    Ok(files::sync_dir(dir)?)
}

fn dir_bytes(dir: &Path) -> u64 {
    fs::read_dir(dir)
        .map(|rd| {
            rd.flatten()
                .filter_map(|e| e.metadata().ok())
                .filter(|m| m.is_file())
                .map(|m| m.len())
                .sum()
        })
        .unwrap_or(0)
}

fn unix_s(t: SystemTime) -> u64 {
    t.duration_since(SystemTime::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
}
