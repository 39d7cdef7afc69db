//! The byte-level BPE tokenizer: training, loading with checks, encoding documents.
//!
//! Special tokens (the ids are part of the data contract, so they are fixed):
//! - `<|pad|>` = id 0 ([`PAD_ID`]): fills the unused tail of a packed row; its targets are masked out of the loss.
//! - `<|bos|>` = id 1 ([`BOS_ID`]): starts every document (and every piece of a document cut across rows);
//!   segment ids count BOS tokens.
//!
//! Ids 2..258 are the 256 byte symbols, so any UTF-8 text encodes without unknown tokens; the rest are merges.
//! Special-token strings that occur inside documents are encoded as ordinary text, so id 0 and id 1 only ever
//! come from the packer.

use std::path::{Path, PathBuf};

use tokenizers::models::TrainerWrapper;
use tokenizers::models::bpe::{BPE, BpeTrainerBuilder};
use tokenizers::pre_tokenizers::byte_level::ByteLevel;
use tokenizers::{AddedToken, Tokenizer as HfTokenizer};

use crate::digest::sha256_hex;
use crate::error::{DataError, Result};
use files::write_atomic;

/// The padding token's text.
pub const PAD_TOKEN: &str = "<|pad|>";
/// The padding token's id.
pub const PAD_ID: u32 = 0;
/// The beginning-of-document token's text.
pub const BOS_TOKEN: &str = "<|bos|>";
/// The beginning-of-document token's id.
pub const BOS_ID: u32 = 1;
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
}

impl std::fmt::Debug for Tokenizer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Tokenizer")
            .field("path", &self.path)
            .field("vocab_size", &self.vocab_size)
            .field("sha256", &self.sha256)
            .finish()
    }
}

impl Tokenizer {
    /// Loads `tokenizer.json`; when `expected_vocab` is given (the model's `vocab_size`), a different
    /// vocabulary size is an error naming both numbers.
    pub fn load(path: &Path, expected_vocab: Option<usize>) -> Result<Self> {
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Err(DataError::TokenizerMissing(path.to_owned()));
            }
            Err(e) => return Err(DataError::io("reading", path, e)),
        };
        let tokenizer = Self::from_json(&bytes, path)?;
        if let Some(expected) = expected_vocab
            && expected != tokenizer.vocab_size
        {
            return Err(DataError::VocabMismatch {
                path: path.to_owned(),
                expected,
                found: tokenizer.vocab_size,
            });
        }
        Ok(tokenizer)
    }

    /// Parses tokenizer JSON and checks the special tokens; `path` is used in messages and receipts.
    pub fn from_json(bytes: &[u8], path: &Path) -> Result<Self> {
        let invalid = |message: String| DataError::TokenizerInvalid {
            path: path.to_owned(),
            message,
        };
        let mut inner = HfTokenizer::from_bytes(bytes).map_err(|e| {
            invalid(format!(
                "not a tokenizer.json ({e}); train one with `namtrain tokenizer train`"
            ))
        })?;
        for (token, id) in [(PAD_TOKEN, PAD_ID), (BOS_TOKEN, BOS_ID)] {
            if inner.token_to_id(token) != Some(id) {
                return Err(invalid(format!(
                    "{token} must be id {id} but is {:?}; namtrain packs rows with {PAD_TOKEN}=0 and {BOS_TOKEN}=1, \
                     so train the tokenizer with `namtrain tokenizer train`",
                    inner.token_to_id(token)
                )));
            }
        }
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

    /// Token ids of a document: [`BOS_ID`] followed by the text's tokens.
    pub fn encode_document(&self, text: &str) -> Result<Vec<u32>> {
        let mut ids = Vec::with_capacity(text.len() / 3 + 1);
        ids.push(BOS_ID);
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

    /// Number of tokens, special tokens included; equals the model's `vocab_size`.
    pub fn vocab_size(&self) -> usize {
        self.vocab_size
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

        let before = std::fs::read(&path).unwrap();
        let msg = Tokenizer::load(&path, Some(4096)).unwrap_err().to_string();
        assert!(
            msg.contains("vocabulary of 300 tokens but 4096 were expected"),
            "{msg}"
        );
        assert!(
            msg.contains("--vocab 4096") && msg.contains("vocab_size = 300"),
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

    #[test]
    fn tokenizer_without_our_special_ids_is_rejected() {
        let dir = tempfile::tempdir().unwrap();
        // A valid BPE tokenizer whose first ids are bytes, not our specials.
        let mut inner = HfTokenizer::new(BPE::default());
        inner.with_pre_tokenizer(Some(ByteLevel::new(false, true, true)));
        let mut trainer: TrainerWrapper = BpeTrainerBuilder::new()
            .vocab_size(270)
            .show_progress(false)
            .initial_alphabet(ByteLevel::alphabet().into_iter().collect())
            .build()
            .into();
        inner.train(&mut trainer, corpus().iter()).unwrap();
        let path = dir.path().join("foreign.json");
        inner.save(&path, false).unwrap();
        let msg = Tokenizer::load(&path, None).unwrap_err().to_string();
        assert!(
            msg.contains("<|pad|> must be id 0") && msg.contains("namtrain tokenizer train"),
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
