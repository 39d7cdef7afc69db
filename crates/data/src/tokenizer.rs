//! Tokenizers: training our byte-level BPE, loading any Hugging Face `tokenizer.json` with checks,
//! encoding documents.
//!
//! Any `tokenizer.json` loads (GPT-2 style, nanochat style, ours). What the data contract needs from it:
//! - a **beginning-of-document token**, found by name: `[data] bos_token` when the config sets it, else the
//!   first of [`BOS_CANDIDATES`] the vocabulary holds. It starts every document (and every piece of a document
//!   cut across rows); segment ids count it.
//! - **no padding token**: the unused tail of a packed row is fed as id [`PAD_ID`] (0, whatever that token
//!   is) and its targets are masked out of the loss, so no id is reserved for it.
//! - dense ids `0..vocab`; the model's `vocab_size` may exceed the tokenizer's (rows beyond it are never
//!   targets; a multiple of 128 suits TPU layouts).
//!
//! Tokenizers we train put `<|pad|>` at id 0 and `<|bos|>` at id 1, then the 256 byte symbols (so any UTF-8
//! text encodes without unknown tokens), then merges. Special-token strings that occur inside documents are
//! encoded as ordinary text, so the BOS id only ever comes from the packer.

use std::path::{Path, PathBuf};

use tokenizers::models::TrainerWrapper;
use tokenizers::models::bpe::{BPE, BpeTrainerBuilder};
use tokenizers::pre_tokenizers::byte_level::ByteLevel;
use tokenizers::{AddedToken, Tokenizer as HfTokenizer};

use crate::digest::sha256_hex;
use crate::error::{DataError, Result};
use crate::remote::{AsLocation, Location, object_at, shown};
use files::write_atomic;

/// The padding token's text in tokenizers we train.
pub const PAD_TOKEN: &str = "<|pad|>";
/// The id fed to the model at padded positions (their targets are masked); in tokenizers we train it is
/// [`PAD_TOKEN`], in others whatever token has id 0.
pub const PAD_ID: u32 = 0;
/// The beginning-of-document token's text in tokenizers we train.
pub const BOS_TOKEN: &str = "<|bos|>";
/// The beginning-of-document token's id in tokenizers we train ([`Tokenizer::bos_id`] in general).
pub const BOS_ID: u32 = 1;
/// Beginning-of-document tokens looked for, in this order, when the config names none: ours, Llama 3's,
/// SentencePiece's, Gemma's, BERT-style, GPT-2's end-of-text (which GPT-2 also uses between documents).
pub const BOS_CANDIDATES: [&str; 6] = [
    BOS_TOKEN,
    "<|begin_of_text|>",
    "<s>",
    "<bos>",
    "[BOS]",
    "<|endoftext|>",
];
/// Smallest useful vocabulary: the two special tokens plus the 256 byte symbols.
pub const MIN_VOCAB: usize = 258;

/// Options for [`Tokenizer::train`].
#[derive(Debug, Clone)]
pub struct TrainOptions {
    /// Vocabulary size including the special tokens; the result has exactly this many tokens.
    pub vocab_size: usize,
    /// A pair must occur at least this often to be merged.
    pub min_frequency: u64,
    /// Cap on the UTF-8 bytes of text used for training. Larger inputs are subsampled by taking every k-th
    /// document (k chosen so the sample fits), which keeps training on `/usr/include` with a 4096 vocab to a
    /// few seconds while still seeing every part of the corpus. `u64::MAX` uses everything.
    pub max_bytes: u64,
}

impl TrainOptions {
    /// Defaults: merges need 2 occurrences; at most 32 MiB of text.
    pub fn new(vocab_size: usize) -> Self {
        TrainOptions {
            vocab_size,
            min_frequency: 2,
            max_bytes: 32 << 20,
        }
    }
}

/// What [`Tokenizer::train`] used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrainSummary {
    /// Documents offered.
    pub documents_seen: u64,
    /// Documents used after subsampling.
    pub documents_used: u64,
    /// Bytes of text used.
    pub bytes_used: u64,
}

/// A byte-level BPE tokenizer with namtrain's special tokens, identified by the SHA-256 of its JSON.
#[derive(Clone)]
pub struct Tokenizer {
    inner: HfTokenizer,
    sha256: String,
    path: PathBuf,
    vocab_size: usize,
    bos_id: u32,
}

impl std::fmt::Debug for Tokenizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tokenizer")
            .field("path", &self.path)
            .field("vocab_size", &self.vocab_size)
            .field("bos_id", &self.bos_id)
            .field("sha256", &self.sha256)
            .finish()
    }
}

impl Tokenizer {
    /// Loads `tokenizer.json` with its beginning-of-document token found automatically
    /// ([`Tokenizer::load_with`] without a name).
    pub fn load(path: &(impl AsLocation + ?Sized), model_vocab: Option<usize>) -> Result<Self> {
        Self::load_with(path, model_vocab, None)
    }

    /// Loads `tokenizer.json` from a local path or a bucket (one request); `bos_token` names the
    /// beginning-of-document token (`None`: the first of [`BOS_CANDIDATES`] present). When
    /// `model_vocab` is given (the model's `vocab_size`), a tokenizer with more tokens than the
    /// model has rows is an error naming both numbers; fewer is fine.
    pub fn load_with(
        path: &(impl AsLocation + ?Sized),
        model_vocab: Option<usize>,
        bos_token: Option<&str>,
    ) -> Result<Self> {
        let location = path.as_location();
        let path = shown(&location);
        let bytes = match location.as_ref() {
            Location::Local(_) => match std::fs::read(&path) {
                Ok(b) => b,
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    return Err(DataError::TokenizerMissing(path));
                }
                Err(e) => return Err(DataError::io("reading", path, e)),
            },
            bucket => {
                let (store, key) = object_at(bucket)?;
                match store.get(&key)? {
                    Some((bytes, _)) => bytes,
                    None => return Err(DataError::TokenizerMissing(path)),
                }
            }
        };
        let tokenizer = Self::from_json_with(&bytes, &path, bos_token)?;
        if let Some(expected) = model_vocab
            && expected < tokenizer.vocab_size
        {
            return Err(DataError::VocabMismatch {
                path,
                expected,
                found: tokenizer.vocab_size,
            });
        }
        Ok(tokenizer)
    }

    /// Parses tokenizer JSON with its beginning-of-document token found automatically.
    pub fn from_json(bytes: &[u8], path: &Path) -> Result<Self> {
        Self::from_json_with(bytes, path, None)
    }

    /// Parses tokenizer JSON, finds the beginning-of-document token (`bos_token`, else the first of
    /// [`BOS_CANDIDATES`] present) and checks the ids are dense; `path` is used in messages and receipts.
    pub fn from_json_with(bytes: &[u8], path: &Path, bos_token: Option<&str>) -> Result<Self> {
        let invalid = |message: String| DataError::TokenizerInvalid {
            path: path.to_owned(),
            message,
        };
        let mut inner = HfTokenizer::from_bytes(bytes).map_err(|e| {
            invalid(format!(
                "not a tokenizer.json ({e}); train one with `namtrain tokenizer train`"
            ))
        })?;
        let bos_id = match bos_token {
            Some(name) => inner.token_to_id(name).ok_or_else(|| {
                invalid(format!(
                    "[data] bos_token = {name:?} is not in its vocabulary; {}",
                    special_token_hint(&inner)
                ))
            })?,
            None => BOS_CANDIDATES
                .iter()
                .find_map(|name| inner.token_to_id(name))
                .ok_or_else(|| {
                    invalid(format!(
                        "it has none of the beginning-of-document tokens namtrain looks for ({}); set [data] \
                         bos_token to the token that starts a document: {}",
                        BOS_CANDIDATES.join(", "),
                        special_token_hint(&inner)
                    ))
                })?,
        };
        let vocab_size = inner.get_vocab_size(true);
        // Ids must be dense so that every id is a valid embedding row.
        if let Some(id) = (0..vocab_size as u32).find(|&id| inner.id_to_token(id).is_none()) {
            return Err(invalid(format!(
                "id {id} is unused in a vocabulary of {vocab_size}; ids must be 0..vocab"
            )));
        }
        inner.set_encode_special_tokens(true);
        Ok(Tokenizer {
            inner,
            sha256: sha256_hex(bytes),
            path: path.to_owned(),
            vocab_size,
            bos_id,
        })
    }

    /// Trains a byte-level BPE tokenizer on `documents` (deterministic: the same documents give the same
    /// bytes). Fails if the text is too small to learn `vocab_size` tokens.
    pub fn train<'a>(
        documents: &'a [String],
        options: &TrainOptions,
    ) -> Result<(Self, TrainSummary)> {
        if options.vocab_size < MIN_VOCAB || options.vocab_size > i32::MAX as usize {
            return Err(DataError::InvalidArgument {
                name: "vocab",
                message: format!(
                    "{} is too small: the vocabulary holds 2 special tokens and 256 bytes, so it needs at least \
                     {MIN_VOCAB}",
                    options.vocab_size
                ),
            });
        }
        let total: u64 = documents.iter().map(|d| d.len() as u64).sum();
        let stride = total.div_ceil(options.max_bytes.max(1)).max(1) as usize;
        let mut used: Vec<&'a str> = Vec::new();
        let mut bytes_used = 0u64;
        for doc in documents.iter().step_by(stride) {
            if bytes_used + doc.len() as u64 > options.max_bytes && !used.is_empty() {
                break;
            }
            bytes_used += doc.len() as u64;
            used.push(doc);
        }

        let mut inner = HfTokenizer::new(BPE::default());
        inner.with_pre_tokenizer(Some(ByteLevel::new(false, true, true)));
        inner.with_decoder(Some(ByteLevel::default()));
        let mut trainer: TrainerWrapper = BpeTrainerBuilder::new()
            .vocab_size(options.vocab_size)
            .min_frequency(options.min_frequency)
            .show_progress(false)
            .special_tokens(vec![
                AddedToken::from(PAD_TOKEN, true),
                AddedToken::from(BOS_TOKEN, true),
            ])
            .initial_alphabet(ByteLevel::alphabet().into_iter().collect())
            .build()
            .into();
        inner
            .train(&mut trainer, used.iter().copied())
            .map_err(|e| DataError::Tokenizer {
                action: "training",
                message: e.to_string(),
            })?;
        let found = inner.get_vocab_size(true);
        if found != options.vocab_size {
            return Err(DataError::InvalidArgument {
                name: "vocab",
                message: format!(
                    "the training text ({bytes_used} bytes in {} documents) only supports {found} tokens, not {}; \
                     lower --vocab, add data, or raise --max-bytes",
                    used.len(),
                    options.vocab_size
                ),
            });
        }
        let json = inner.to_string(false).map_err(|e| DataError::Tokenizer {
            action: "serialising",
            message: e.to_string(),
        })?;
        let tokenizer = Self::from_json(json.as_bytes(), Path::new("<trained>"))?;
        let summary = TrainSummary {
            documents_seen: documents.len() as u64,
            documents_used: used.len() as u64,
            bytes_used,
        };
        Ok((tokenizer, summary))
    }

    /// Writes the tokenizer JSON to `path` atomically; afterwards [`Tokenizer::path`] is `path`.
    pub fn save(&mut self, path: &Path) -> Result<()> {
        let json = self.to_json()?;
        debug_assert_eq!(sha256_hex(json.as_bytes()), self.sha256);
        write_atomic(path, json.as_bytes())?;
        self.path = path.to_owned();
        Ok(())
    }

    /// The tokenizer as compact JSON; the bytes whose SHA-256 is [`Tokenizer::sha256`] for trained tokenizers.
    pub fn to_json(&self) -> Result<String> {
        let mut inner = self.inner.clone();
        inner.set_encode_special_tokens(false);
        inner.to_string(false).map_err(|e| DataError::Tokenizer {
            action: "serialising",
            message: e.to_string(),
        })
    }

    /// Token ids of `text` without any special token.
    pub fn encode(&self, text: &str) -> Result<Vec<u32>> {
        let encoding = self
            .inner
            .encode_fast(text, false)
            .map_err(|e| DataError::Tokenizer {
                action: "encoding",
                message: e.to_string(),
            })?;
        Ok(encoding.get_ids().to_vec())
    }

    /// Token ids of a document: the beginning-of-document id followed by the text's tokens.
    pub fn encode_document(&self, text: &str) -> Result<Vec<u32>> {
        let mut ids = Vec::with_capacity(text.len() / 3 + 1);
        ids.push(self.bos_id);
        ids.extend(self.encode(text)?);
        Ok(ids)
    }

    /// The text of `ids`; special tokens are dropped.
    pub fn decode(&self, ids: &[u32]) -> Result<String> {
        self.inner
            .decode(ids, true)
            .map_err(|e| DataError::Tokenizer {
                action: "decoding",
                message: e.to_string(),
            })
    }

    /// Number of tokens, special tokens included; at most the model's `vocab_size`.
    pub fn vocab_size(&self) -> usize {
        self.vocab_size
    }

    /// The beginning-of-document token's id.
    pub fn bos_id(&self) -> u32 {
        self.bos_id
    }

    /// The beginning-of-document token's text.
    pub fn bos_token(&self) -> String {
        self.inner.id_to_token(self.bos_id).unwrap_or_default()
    }

    /// SHA-256 of the tokenizer JSON, hex; recorded in receipts.
    pub fn sha256(&self) -> &str {
        &self.sha256
    }

    /// Where the tokenizer was loaded from or saved to (`<trained>` before saving).
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// The tokenizer's special (added) tokens, for an error that asks the user to pick one.
fn special_token_hint(inner: &HfTokenizer) -> String {
    let mut added: Vec<(u32, String)> = inner
        .get_added_tokens_decoder()
        .into_iter()
        .map(|(id, t)| (id, t.content))
        .collect();
    added.sort();
    if added.is_empty() {
        "it has no special tokens: name an ordinary token that starts each document, or add one"
            .into()
    } else {
        let shown: Vec<String> = added
            .iter()
            .take(12)
            .map(|(id, t)| format!("{t:?} (id {id})"))
            .collect();
        format!("its special tokens are {}", shown.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small C++ corpus with enough repetition for a 300-token vocabulary.
    fn corpus() -> Vec<String> {
        (0..40)
            .map(|i| {
                format!(
                    "#include <vector>\n// item {i}\ntemplate <typename T>\nstruct Box{i} {{\n  std::vector<T> items;\n  \
                     int size() const {{ return static_cast<int>(items.size()); }}\n}};\n"
                )
            })
            .collect()
    }

    #[test]
    fn special_tokens_have_the_contract_ids_and_vocab_is_exact() {
        let (tok, summary) = Tokenizer::train(&corpus(), &TrainOptions::new(300)).unwrap();
        assert_eq!(tok.vocab_size(), 300);
        assert_eq!(tok.inner.token_to_id(PAD_TOKEN), Some(0));
        assert_eq!(tok.inner.token_to_id(BOS_TOKEN), Some(1));
        assert_eq!(summary.documents_used, 40);
    }

    #[test]
    fn cpp_text_round_trips_including_unseen_bytes() {
        let (tok, _) = Tokenizer::train(&corpus(), &TrainOptions::new(300)).unwrap();
        let text = "namespace ns {\n\tauto λ = [](int x) -> int { return x << 2; }; // ünïcödé, emoji 🦀\r\n}\n";
        let ids = tok.encode(text).unwrap();
        assert!(
            ids.iter()
                .all(|&id| id >= 2 && (id as usize) < tok.vocab_size())
        );
        assert_eq!(tok.decode(&ids).unwrap(), text);
        // Merges were learned: the training text needs well under one token per byte.
        let seen = &corpus()[3];
        let n = tok.encode(seen).unwrap().len();
        assert!(
            n * 3 < seen.len() * 2,
            "{n} tokens for {} bytes",
            seen.len()
        );
    }

    #[test]
    fn special_strings_inside_documents_stay_ordinary_text() {
        let (tok, _) = Tokenizer::train(&corpus(), &TrainOptions::new(300)).unwrap();
        let text = "const char* s = \"<|bos|><|pad|>\";";
        let ids = tok.encode_document(text).unwrap();
        assert_eq!(ids[0], BOS_ID);
        assert!(ids[1..].iter().all(|&id| id != BOS_ID && id != PAD_ID));
        assert_eq!(tok.decode(&ids[1..]).unwrap(), text);
    }

    #[test]
    fn training_is_deterministic() {
        let (a, _) = Tokenizer::train(&corpus(), &TrainOptions::new(320)).unwrap();
        let (b, _) = Tokenizer::train(&corpus(), &TrainOptions::new(320)).unwrap();
        assert_eq!(a.to_json().unwrap(), b.to_json().unwrap());
        assert_eq!(a.sha256(), b.sha256());
    }

    #[test]
    fn saved_tokenizer_loads_with_the_same_hash_and_checks_vocab() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("tokenizer.json");
        let (mut tok, _) = Tokenizer::train(&corpus(), &TrainOptions::new(300)).unwrap();
        tok.save(&path).unwrap();
        let loaded = Tokenizer::load(&path, Some(300)).unwrap();
        assert_eq!(loaded.sha256(), tok.sha256());
        assert_eq!(loaded.sha256(), crate::digest::sha256_file(&path).unwrap());
        let text = "int main() { return 0; }";
        assert_eq!(loaded.encode(text).unwrap(), tok.encode(text).unwrap());

        // A model with more rows than the tokenizer has tokens (padded vocab) loads it.
        assert_eq!(Tokenizer::load(&path, Some(384)).unwrap().vocab_size(), 300);
        let before = std::fs::read(&path).unwrap();
        let msg = Tokenizer::load(&path, Some(256)).unwrap_err().to_string();
        assert!(
            msg.contains("vocabulary of 300 tokens but only 256 were expected"),
            "{msg}"
        );
        assert!(
            msg.contains("at least 300") && msg.contains("--vocab 256"),
            "{msg}"
        );
        assert_eq!(std::fs::read(&path).unwrap(), before);
    }

    #[test]
    fn missing_and_invalid_tokenizer_files_name_the_fix() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nope.json");
        let msg = Tokenizer::load(&missing, Some(4096))
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("nope.json does not exist") && msg.contains("namtrain tokenizer train"),
            "{msg}"
        );
        assert!(!missing.exists());

        let garbage = dir.path().join("garbage.json");
        std::fs::write(&garbage, "{\"not\": \"a tokenizer\"}").unwrap();
        let msg = Tokenizer::load(&garbage, None).unwrap_err().to_string();
        assert!(
            msg.contains("garbage.json is unusable") && msg.contains("namtrain tokenizer train"),
            "{msg}"
        );
    }

    /// A byte-level BPE tokenizer trained on [`corpus`] with `specials` as its first ids.
    fn foreign(specials: &[&str]) -> Vec<u8> {
        let mut inner = HfTokenizer::new(BPE::default());
        inner.with_pre_tokenizer(Some(ByteLevel::new(false, true, true)));
        let mut trainer: TrainerWrapper = BpeTrainerBuilder::new()
            .vocab_size(270)
            .show_progress(false)
            .special_tokens(
                specials
                    .iter()
                    .map(|t| AddedToken::from(*t, true))
                    .collect(),
            )
            .initial_alphabet(ByteLevel::alphabet().into_iter().collect())
            .build()
            .into();
        inner.train(&mut trainer, corpus().iter()).unwrap();
        inner.to_string(false).unwrap().into_bytes()
    }

    #[test]
    fn existing_tokenizers_load_with_their_bos_found_by_name() {
        let at = Path::new("t.json");
        // GPT-2 style: <|endoftext|> is the only special token, at id 0; id 0 is no padding.
        let gpt2 = Tokenizer::from_json(&foreign(&["<|endoftext|>"]), at).unwrap();
        assert_eq!(
            (gpt2.bos_id(), gpt2.bos_token().as_str()),
            (0, "<|endoftext|>")
        );
        let doc = gpt2.encode_document("int x;").unwrap();
        assert_eq!(doc[0], 0);
        assert!(!doc[1..].contains(&0), "{doc:?}");
        // nanochat style: <|bos|> = 0 and chat tokens after it.
        let nanochat = foreign(&["<|bos|>", "<|user_start|>", "<|user_end|>"]);
        let t = Tokenizer::from_json(&nanochat, at).unwrap();
        assert_eq!(t.bos_id(), 0);
        // Named in the config: any token of the vocabulary.
        let t = Tokenizer::from_json_with(&nanochat, at, Some("<|user_start|>")).unwrap();
        assert_eq!(t.bos_id(), 1);
        assert_eq!(t.encode_document("a").unwrap()[0], 1);
    }

    #[test]
    fn a_tokenizer_without_a_known_bos_names_the_key_and_its_special_tokens() {
        let at = Path::new("t.json");
        let msg = Tokenizer::from_json(&foreign(&["<|im_start|>"]), at)
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("none of the beginning-of-document tokens")
                && msg.contains("<|endoftext|>")
                && msg.contains("set [data] bos_token")
                && msg.contains("\"<|im_start|>\" (id 0)"),
            "{msg}"
        );
        let msg = Tokenizer::from_json(&foreign(&[]), at)
            .unwrap_err()
            .to_string();
        assert!(msg.contains("it has no special tokens"), "{msg}");
        let msg = Tokenizer::from_json_with(&foreign(&["<|endoftext|>"]), at, Some("<s>"))
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("[data] bos_token = \"<s>\" is not in its vocabulary")
                && msg.contains("\"<|endoftext|>\" (id 0)"),
            "{msg}"
        );
    }

    #[test]
    fn too_small_vocab_and_too_little_text_are_explained() {
        let msg = Tokenizer::train(&corpus(), &TrainOptions::new(100))
            .unwrap_err()
            .to_string();
        assert!(msg.contains("at least 258"), "{msg}");
        let tiny = vec!["ab".to_string()];
        let msg = Tokenizer::train(&tiny, &TrainOptions::new(4096))
            .unwrap_err()
            .to_string();
        assert!(
            msg.contains("only supports") && msg.contains("lower --vocab"),
            "{msg}"
        );
    }

    #[test]
    fn large_inputs_are_subsampled_under_the_byte_cap() {
        let docs = corpus();
        let total: u64 = docs.iter().map(|d| d.len() as u64).sum();
        let mut options = TrainOptions::new(260);
        options.max_bytes = total / 4;
        let (_, summary) = Tokenizer::train(&docs, &options).unwrap();
        assert!(summary.bytes_used <= options.max_bytes);
        assert!(
            summary.documents_used >= 8 && summary.documents_used <= 10,
            "{summary:?}"
        );
    }
}
