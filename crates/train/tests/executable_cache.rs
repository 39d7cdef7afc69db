//! The persistent executable cache on the real XLA CPU plugin: hits that really load,
//! damaged entries that heal, racing writers, LRU pruning and why-miss.

use std::fs;
use std::path::Path;
use std::sync::{Arc, Barrier};

use pjrt::{Client, CompileOptions, HostTensor};
use train::cache::{CompileTarget, ExecutableCache, KeyComponents};
use train::manifest::CacheOutcome;

/// A program with enough arithmetic that a wrong executable would give other bits.
const PROGRAM: &str = "func.func @main(%x: tensor<16xf32>, %y: tensor<16xf32>) -> (tensor<16xf32>, tensor<f32>) {
  %t = stablehlo.tanh %x : tensor<16xf32>
  %m = stablehlo.multiply %t, %y : tensor<16xf32>
  %e = stablehlo.exponential %m : tensor<16xf32>
  %zero = stablehlo.constant dense<0.0> : tensor<f32>
  %s = stablehlo.reduce(%e init: %zero) applies stablehlo.add across dimensions = [0] : (tensor<16xf32>, tensor<f32>) -> tensor<f32>
  return %e, %s : tensor<16xf32>, tensor<f32>
}";

/// A different program (other outputs) for swap tests.
const OTHER: &str = "func.func @main(%x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {
  %s = stablehlo.subtract %x, %y : tensor<16xf32>
  return %s : tensor<16xf32>
}";

fn inputs() -> Vec<HostTensor> {
    let x: Vec<f32> = (0..16).map(|i| (i as f32 - 7.5) * 0.37).collect();
    let y: Vec<f32> = (0..16).map(|i| 1.0 / (i as f32 + 1.5)).collect();
    vec![
        HostTensor::from_f32(&[16], &x).unwrap(),
        HostTensor::from_f32(&[16], &y).unwrap(),
    ]
}

/// Runs a cached executable on the fixed inputs and returns the raw output bytes.
fn run(cached: &train::cache::Cached) -> Vec<Vec<u8>> {
    cached
        .executable
        .execute_host(&inputs())
        .unwrap()
        .into_iter()
        .map(HostTensor::into_bytes)
        .collect()
}

fn get(cache: &ExecutableCache, client: &Client, program: &str) -> train::cache::Cached {
    cache
        .get_or_compile(client, program, &CompileOptions::default(), "")
        .unwrap()
}

fn executable_path(cache: &ExecutableCache, key: &train::cache::CacheKey) -> std::path::PathBuf {
    cache.entry_dir(key).join("executable.bin")
}

fn assert_single_valid_entry(cache: &ExecutableCache) {
    let report = cache.verify().unwrap();
    assert_eq!(report.len(), 1, "{report:?}");
    assert!(report[0].1.is_ok(), "{report:?}");
    let leftovers: Vec<_> = fs::read_dir(cache.root().join("v1"))
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with('.'))
        .collect();
    assert!(leftovers.is_empty(), "temp directories left: {leftovers:?}");
}

#[test]
fn second_get_is_a_hit_with_bitwise_equal_outputs() {
    let dir = tempfile::tempdir().unwrap();
    let client = Client::cpu(1).unwrap();
    let cache = ExecutableCache::open(dir.path()).unwrap();
    let cold = get(&cache, &client, PROGRAM);
    assert_eq!(cold.outcome, CacheOutcome::Miss);
    assert!(cold.warnings.is_empty(), "{:?}", cold.warnings);
    let expected = run(&cold);

    // A fresh cache object (as in a new process) finds the entry and loads it.
    let cache = ExecutableCache::open(dir.path()).unwrap();
    let warm = get(&cache, &client, PROGRAM);
    assert_eq!(warm.outcome, CacheOutcome::Hit);
    assert_eq!(warm.key, cold.key);
    assert_eq!(run(&warm), expected);
    // And an independent compile agrees bit for bit (the loaded program is the same program).
    let direct = client.compile(PROGRAM, &CompileOptions::default()).unwrap();
    let direct_out: Vec<Vec<u8>> = direct
        .execute_host(&inputs())
        .unwrap()
        .into_iter()
        .map(HostTensor::into_bytes)
        .collect();
    assert_eq!(direct_out, expected);
    assert_single_valid_entry(&cache);

    // The manifest record says what happened and carries the compiler's plan: two f32[16]
    // arguments are 128 bytes; the outputs are an f32[16] and an f32[] (68 bytes) returned
    // as a tuple, whose table holds one 8-byte pointer per element.
    let record = warm.manifest_record("train_step");
    assert_eq!(record.cache, CacheOutcome::Hit);
    assert_eq!(
        record.program_sha256,
        data::digest::sha256_hex(PROGRAM.as_bytes())
    );
    assert_eq!(record.cache_key.as_deref(), Some(warm.key.0.as_str()));
    let memory = record
        .compiled_memory
        .expect("the CPU plugin reports compiled memory");
    assert_eq!(memory.argument_bytes, 2 * 16 * 4);
    assert_eq!(memory.output_bytes, 16 * 4 + 4 + 2 * 8);
    assert_eq!(
        record.collectives.expect("hlo_with_config").total_count(),
        0
    );
}

#[test]
fn a_new_client_with_another_device_count_is_a_different_key() {
    let dir = tempfile::tempdir().unwrap();
    let cache = ExecutableCache::open(dir.path()).unwrap();
    let one = get(&cache, &Client::cpu(1).unwrap(), PROGRAM);
    let two = get(&cache, &Client::cpu(2).unwrap(), PROGRAM);
    assert_eq!(two.outcome, CacheOutcome::Miss);
    assert_ne!(one.key, two.key);
}

/// Damages the stored entry with `damage`, then checks the next get warns, recompiles,
/// gives the right outputs and leaves a valid entry that the get after hits.
fn heals_after(damage: impl FnOnce(&ExecutableCache, &train::cache::CacheKey), expect: &str) {
    let dir = tempfile::tempdir().unwrap();
    let client = Client::cpu(1).unwrap();
    let cache = ExecutableCache::open(dir.path()).unwrap();
    let cold = get(&cache, &client, PROGRAM);
    let expected = run(&cold);
    damage(&cache, &cold.key);

    let healed = get(&cache, &client, PROGRAM);
    assert_eq!(healed.outcome, CacheOutcome::Miss);
    assert_eq!(healed.warnings.len(), 1, "{:?}", healed.warnings);
    assert!(
        healed.warnings[0].contains(expect) && healed.warnings[0].contains("recompiling"),
        "{:?}",
        healed.warnings
    );
    assert_eq!(run(&healed), expected);
    assert_single_valid_entry(&cache);
    let again = get(&cache, &client, PROGRAM);
    assert_eq!(again.outcome, CacheOutcome::Hit);
    assert_eq!(run(&again), expected);
}

#[test]
fn flipped_bytes_are_detected_and_the_entry_rewritten() {
    heals_after(
        |cache, key| {
            let path = executable_path(cache, key);
            let mut bytes = fs::read(&path).unwrap();
            let mid = bytes.len() / 2;
            bytes[mid] ^= 0xff;
            fs::write(&path, bytes).unwrap();
        },
        "sha256 mismatch",
    );
}

#[test]
fn a_truncated_executable_is_detected_and_the_entry_rewritten() {
    heals_after(
        |cache, key| {
            let path = executable_path(cache, key);
            let bytes = fs::read(&path).unwrap();
            fs::write(&path, &bytes[..bytes.len() / 3]).unwrap();
        },
        "truncated",
    );
}

#[test]
fn an_unparsable_entry_manifest_is_detected_and_the_entry_rewritten() {
    heals_after(
        |cache, key| fs::write(cache.entry_dir(key).join("entry.json"), "{\"key\": ").unwrap(),
        "does not parse",
    );
}

/// Bytes that hash right but are not an executable (written by a buggy tool, say): the
/// plugin refuses them and the cache recompiles instead of failing.
#[test]
fn garbage_with_a_matching_hash_is_refused_by_the_plugin_and_rewritten() {
    heals_after(
        |cache, key| {
            let dir = cache.entry_dir(key);
            let garbage = b"definitely not a serialized executable".to_vec();
            fs::write(dir.join("executable.bin"), &garbage).unwrap();
            let path = dir.join("entry.json");
            let mut m: serde_json::Value =
                serde_json::from_slice(&fs::read(&path).unwrap()).unwrap();
            m["executable_sha256"] = data::digest::sha256_hex(&garbage).into();
            m["executable_bytes"] = garbage.len().into();
            fs::write(&path, serde_json::to_vec(&m).unwrap()).unwrap();
        },
        "refused",
    );
}

#[test]
fn recorded_outputs_that_do_not_match_the_loaded_executable_force_a_recompile() {
    heals_after(
        |cache, key| {
            let path = cache.entry_dir(key).join("entry.json");
            let mut m: serde_json::Value =
                serde_json::from_slice(&fs::read(&path).unwrap()).unwrap();
            m["outputs"][0]["dims"] = serde_json::json!([17]);
            fs::write(&path, serde_json::to_vec(&m).unwrap()).unwrap();
        },
        "outputs",
    );
}

/// Rewrites the entry's recorded plugin version (`platform_version`, a key component); with
/// `rekey` the entry is made self-consistent for that other version (its recorded key
/// recomputed), as an entry another plugin wrote would be.
fn change_plugin_version(cache: &ExecutableCache, key: &train::cache::CacheKey, rekey: bool) {
    let path = cache.entry_dir(key).join("entry.json");
    let mut m: train::cache::EntryManifest =
        serde_json::from_slice(&fs::read(&path).unwrap()).unwrap();
    let version = m.components.0.get_mut("platform_version").unwrap();
    assert!(!version.is_empty(), "the CPU plugin reports a version");
    version.push_str("-other");
    if rekey {
        m.key = m.components.key();
    }
    fs::write(&path, serde_json::to_vec(&m).unwrap()).unwrap();
}

#[test]
fn a_changed_plugin_version_string_is_detected_and_the_entry_rewritten() {
    for rekey in [false, true] {
        heals_after(
            |cache, key| change_plugin_version(cache, key, rekey),
            "platform_version",
        );
    }
    // The rewritten entry records this plugin's own version again.
    let dir = tempfile::tempdir().unwrap();
    let client = Client::cpu(1).unwrap();
    let cache = ExecutableCache::open(dir.path()).unwrap();
    let cold = get(&cache, &client, PROGRAM);
    change_plugin_version(&cache, &cold.key, true);
    get(&cache, &client, PROGRAM);
    let entry = cache.entries().unwrap().remove(0).manifest.unwrap();
    assert_eq!(
        entry.components.0["platform_version"],
        client.platform_version().unwrap()
    );
    assert_eq!(entry.key, cold.key);
}

#[test]
fn entries_swapped_between_keys_are_detected() {
    let dir = tempfile::tempdir().unwrap();
    let client = Client::cpu(1).unwrap();
    let cache = ExecutableCache::open(dir.path()).unwrap();
    let a = get(&cache, &client, PROGRAM);
    let b = get(&cache, &client, OTHER);
    let expected_a = run(&a);
    let (da, db) = (cache.entry_dir(&a.key), cache.entry_dir(&b.key));
    let tmp = dir.path().join("swap");
    fs::rename(&da, &tmp).unwrap();
    fs::rename(&db, &da).unwrap();
    fs::rename(&tmp, &db).unwrap();

    let healed = get(&cache, &client, PROGRAM);
    assert_eq!(healed.outcome, CacheOutcome::Miss);
    assert!(
        healed.warnings[0].contains("moved or swapped"),
        "{:?}",
        healed.warnings
    );
    assert_eq!(run(&healed), expected_a);
    let other = get(&cache, &client, OTHER);
    assert_eq!(other.outcome, CacheOutcome::Miss, "B's slot held A's entry");
    assert!(cache.verify().unwrap().iter().all(|(_, r)| r.is_ok()));
    assert_eq!(get(&cache, &client, PROGRAM).outcome, CacheOutcome::Hit);
    assert_eq!(get(&cache, &client, OTHER).outcome, CacheOutcome::Hit);
}

#[test]
fn racing_writers_all_succeed_and_leave_one_valid_entry() {
    const RACERS: usize = 4;
    let dir = tempfile::tempdir().unwrap();
    let client = Client::cpu(1).unwrap();
    let barrier = Arc::new(Barrier::new(RACERS));
    let outputs: Vec<Vec<Vec<u8>>> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..RACERS)
            .map(|_| {
                let (barrier, client, root) = (barrier.clone(), client.clone(), dir.path());
                s.spawn(move || {
                    // Each racer has its own cache handle, as separate processes would.
                    let cache = ExecutableCache::open(root).unwrap();
                    barrier.wait();
                    let c = get(&cache, &client, PROGRAM);
                    assert!(c.warnings.is_empty(), "{:?}", c.warnings);
                    run(&c)
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    assert!(outputs.windows(2).all(|w| w[0] == w[1]));
    let cache = ExecutableCache::open(dir.path()).unwrap();
    assert_single_valid_entry(&cache);
    assert_eq!(get(&cache, &client, PROGRAM).outcome, CacheOutcome::Hit);
}

/// Two separate processes (this test binary re-run on one test) racing on one key.
#[test]
fn racing_processes_both_succeed_and_leave_one_valid_entry() {
    if let Ok(root) = std::env::var("NAMTRAIN_CACHE_RACE_ROOT") {
        // Child: wait for the shared start time, then get.
        let start: u128 = std::env::var("NAMTRAIN_CACHE_RACE_START")
            .unwrap()
            .parse()
            .unwrap();
        while std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis()
            < start
        {
            std::thread::sleep(std::time::Duration::from_millis(1));
        }
        let cache = ExecutableCache::open(&root).unwrap();
        let c = get(&cache, &Client::cpu(1).unwrap(), PROGRAM);
        assert!(c.warnings.is_empty(), "{:?}", c.warnings);
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let start = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis()
        + 1500;
    let me = std::env::current_exe().unwrap();
    let children: Vec<_> = (0..2)
        .map(|_| {
            std::process::Command::new(&me)
                .args([
                    "--exact",
                    "racing_processes_both_succeed_and_leave_one_valid_entry",
                    "--nocapture",
                ])
                .env("NAMTRAIN_CACHE_RACE_ROOT", dir.path())
                .env("NAMTRAIN_CACHE_RACE_START", start.to_string())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut c in children {
        assert!(c.wait().unwrap().success());
    }
    let cache = ExecutableCache::open(dir.path()).unwrap();
    assert_single_valid_entry(&cache);
    assert_eq!(
        get(&cache, &Client::cpu(1).unwrap(), PROGRAM).outcome,
        CacheOutcome::Hit
    );
}

fn total_bytes(cache: &ExecutableCache) -> u64 {
    cache.entries().unwrap().iter().map(|e| e.bytes).sum()
}

#[test]
fn prune_removes_least_recently_used_entries_first() {
    let dir = tempfile::tempdir().unwrap();
    let client = Client::cpu(1).unwrap();
    let cache = ExecutableCache::open(dir.path()).unwrap();
    // Three programs, stored in order a, b, c; then a is used again, so b is the oldest use.
    let programs: Vec<String> = (1..=3)
        .map(|k| {
            format!(
                "func.func @main(%x: tensor<16xf32>, %y: tensor<16xf32>) -> tensor<16xf32> {{
                   %c = stablehlo.constant dense<{k}.0> : tensor<16xf32>
                   %s = stablehlo.multiply %x, %c : tensor<16xf32>
                   return %s : tensor<16xf32>
                 }}"
            )
        })
        .collect();
    let keys: Vec<_> = programs
        .iter()
        .map(|p| {
            let k = get(&cache, &client, p).key;
            // File times have coarse resolution on some filesystems.
            std::thread::sleep(std::time::Duration::from_millis(20));
            k
        })
        .collect();
    assert_eq!(
        get(&cache, &client, &programs[0]).outcome,
        CacheOutcome::Hit
    );
    let sizes: Vec<u64> = keys.iter().map(|k| dir_size(&cache.entry_dir(k))).collect();
    let total = total_bytes(&cache);
    assert_eq!(total, sizes.iter().sum::<u64>());

    // A limit that fits two entries but not three removes exactly the oldest use: b.
    let report = cache.prune(total - 1).unwrap();
    assert_eq!(report.removed, vec![keys[1].clone()]);
    assert_eq!(report.freed_bytes, sizes[1]);
    assert_eq!(report.remaining_bytes, total - sizes[1]);
    assert!(!cache.entry_dir(&keys[1]).exists());
    assert!(cache.entry_dir(&keys[0]).exists() && cache.entry_dir(&keys[2]).exists());
    // Zero removes everything.
    let report = cache.prune(0).unwrap();
    assert_eq!(report.removed.len(), 2);
    assert_eq!(total_bytes(&cache), 0);
}

#[test]
fn a_size_limit_prunes_after_each_store_but_keeps_the_new_entry() {
    let dir = tempfile::tempdir().unwrap();
    let client = Client::cpu(1).unwrap();
    let cache = ExecutableCache::open(dir.path()).unwrap().with_max_bytes(1);
    let a = get(&cache, &client, PROGRAM);
    let b = get(&cache, &client, OTHER);
    assert!(!cache.entry_dir(&a.key).exists());
    assert!(cache.entry_dir(&b.key).exists());
}

fn dir_size(dir: &Path) -> u64 {
    fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.metadata().unwrap().len())
        .sum()
}

#[test]
fn why_miss_names_the_component_that_changed() {
    let dir = tempfile::tempdir().unwrap();
    let client = Client::cpu(1).unwrap();
    let cache = ExecutableCache::open(dir.path()).unwrap();
    get(&cache, &client, PROGRAM);
    get(&cache, &client, OTHER);
    let target = CompileTarget::of_client(&client, "").unwrap();
    let options = CompileOptions::default();

    let same = KeyComponents::new(PROGRAM, &options, &target);
    let answer = cache.why_miss(&same).unwrap();
    assert!(answer.hit, "{answer}");
    assert!(answer.to_string().starts_with("hit"), "{answer}");

    // A new plugin version: only that component differs from the nearest entry.
    let mut newer = target.clone();
    newer.platform_version.push_str("-next");
    let answer = cache
        .why_miss(&KeyComponents::new(PROGRAM, &options, &newer))
        .unwrap();
    assert!(!answer.hit);
    let (_, diffs) = answer.nearest.clone().unwrap();
    let names: Vec<&str> = diffs.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, vec!["platform_version"], "{answer}");
    assert_eq!(
        diffs[0].found.as_deref(),
        Some(target.platform_version.as_str())
    );
    assert!(answer.to_string().contains("platform_version"), "{answer}");

    // Another program with the same target: the program hash differs, nothing else.
    let edited = PROGRAM.replace("tanh", "sine");
    let answer = cache
        .why_miss(&KeyComponents::new(&edited, &options, &target))
        .unwrap();
    let names: Vec<String> = answer
        .nearest
        .unwrap()
        .1
        .into_iter()
        .map(|d| d.name)
        .collect();
    assert_eq!(names, vec!["program_sha256"]);

    // Other compile options and another mesh.
    let mut mesh = target.clone();
    mesh.topology = "data=2".into();
    let answer = cache
        .why_miss(&KeyComponents::new(
            PROGRAM,
            &CompileOptions::spmd(2),
            &mesh,
        ))
        .unwrap();
    let names: Vec<String> = answer
        .nearest
        .unwrap()
        .1
        .into_iter()
        .map(|d| d.name)
        .collect();
    assert_eq!(names, vec!["compile_options", "topology"]);
}

#[test]
fn the_compiler_environment_is_part_of_the_key() {
    let target = CompileTarget {
        platform: "tpu".into(),
        platform_version: "libtpu 0.0.52".into(),
        pjrt_api_version: (0, 117),
        device_kind: "TPU v6 lite".into(),
        device_count: 8,
        topology: "v6e:2x4".into(),
    };
    let unset = vec![("XLA_FLAGS".to_string(), None)];
    let set = vec![(
        "XLA_FLAGS".to_string(),
        Some("--xla_dump_to=/tmp".to_string()),
    )];
    let a = KeyComponents::with_env("p", b"o", &target, &unset);
    let b = KeyComponents::with_env("p", b"o", &target, &set);
    assert_ne!(a.key(), b.key());
    let diffs = a.diff(&b);
    assert_eq!(diffs.len(), 1);
    assert_eq!(diffs[0].name, "env.XLA_FLAGS");
    assert_eq!(diffs[0].wanted.as_deref(), Some("<unset>"));
    // The key is a pure function of the components.
    assert_eq!(
        a.key(),
        KeyComponents::with_env("p", b"o", &target, &unset).key()
    );
}

#[test]
fn a_cache_that_cannot_be_written_still_compiles_with_a_warning() {
    let dir = tempfile::tempdir().unwrap();
    let client = Client::cpu(1).unwrap();
    let cache = ExecutableCache::open(dir.path()).unwrap();
    // A file where the entries directory should be makes every store fail.
    let entries = dir.path().join("v1");
    fs::remove_dir(&entries).unwrap();
    fs::write(&entries, "not a directory").unwrap();
    let c = get(&cache, &client, PROGRAM);
    assert_eq!(c.outcome, CacheOutcome::Miss);
    assert_eq!(c.warnings.len(), 1, "{:?}", c.warnings);
    assert!(c.warnings[0].contains("cannot store"), "{:?}", c.warnings);
    assert_eq!(run(&c).len(), 2);
}
