//! Bench files and completion files: jsonl, one JSON object per line.
//!
//! A bench line is a problem in the format of MultiPL-E's C++ files: `name`, `prompt` (the
//! includes, a comment stating the task and the function's opening line), `tests` (starting
//! with the `}` that closes the function, then a `main` of `assert`s), `stop_tokens` (where a
//! generated completion is cut, `"\n}"` for C++); `difficulty` (`easy`, `medium`, `hard`) is
//! ours and optional, and any other field (MultiPL-E's `language`, `doctests`, ...) is ignored.
//!
//! A completion line is `name` and `completion` (several lines per problem for pass@k), the
//! format `namtrain eval-code --completions` reads and the run's `evals/code-step-N.jsonl`
//! records carry.

use serde::Deserialize;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::path::{Path, PathBuf};

/// How hard a problem is, when the bench says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Difficulty {
    /// A few lines, one idea.
    Easy,
    /// A loop or two with an edge case to get right.
    Medium,
    /// An algorithm (dynamic programming, graphs, parsing).
    Hard,
}

/// Written as its name (`"easy"`), also as a map key.
impl serde::Serialize for Difficulty {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl Difficulty {
    /// Every difficulty, easiest first.
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// The name in bench files and metric names (`code/easy/pass_rate`).
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }

    pub(crate) fn parse(text: &str) -> Option<Difficulty> {
        Difficulty::ALL.into_iter().find(|d| d.name() == text)
    }
}

/// One problem of a bench.
#[derive(Debug, Clone, PartialEq)]
pub struct Problem {
    /// Unique within the bench; completions name it.
    pub name: String,
    /// What the model continues: includes, the task in a comment, the function's first line.
    pub prompt: String,
    /// Appended after the completion: closes the function and runs the checks in `main`.
    pub tests: String,
    /// A generated completion ends before the first of these (none: it runs to its length).
    pub stop_tokens: Vec<String>,
    /// When the bench gives one.
    pub difficulty: Option<Difficulty>,
}

impl Problem {
    /// The program compiled for `completion`: MultiPL-E's `prompt + completion + "\n" + tests`.
    pub fn program(&self, completion: &str) -> String {
        format!("{}{completion}\n{}", self.prompt, self.tests)
    }

    /// `generated` cut before the first stop token, as generation ends a completion.
    pub fn cut_at_stop(&self, generated: &str) -> String {
        let end = self
            .stop_tokens
            .iter()
            .filter(|s| !s.is_empty())
            .filter_map(|s| generated.find(s.as_str()))
            .min()
            .unwrap_or(generated.len());
        generated[..end].to_string()
    }
}

/// A bench file, read and checked.
#[derive(Debug, Clone)]
pub struct Bench {
    /// Where it was read from.
    pub path: PathBuf,
    /// Its sha256 (the evaluation's receipt).
    pub sha256: String,
    /// In file order.
    pub problems: Vec<Problem>,
}

/// One completion of one problem.
#[derive(Debug, Clone, PartialEq)]
pub struct Completion {
    /// The problem it continues.
    pub name: String,
    /// The text after the prompt.
    pub completion: String,
}

/// A bench or completion file that cannot be used, with the line and the fix.
#[derive(Debug, thiserror::Error)]
pub enum BenchError {
    /// The file is not there.
    #[error(
        "the code bench file {} does not exist: pass a jsonl file of problems (configs/code-bench/cpp.jsonl ships with namtrain; MultiPL-E's C++ files work as they are)",
        path.display()
    )]
    Missing {
        /// The path given.
        path: PathBuf,
    },
    /// Reading failed.
    #[error("reading {}: {source}", path.display())]
    Io {
        /// The file.
        path: PathBuf,
        /// The cause.
        #[source]
        source: std::io::Error,
    },
    /// A line that is not a problem (or not a completion).
    #[error("{}:{line}: {what}; each line is one JSON object with {fields}", path.display())]
    Malformed {
        /// The file.
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// What is wrong.
        what: String,
        /// The fields a line needs.
        fields: &'static str,
    },
    /// A problem with nothing to check a completion against.
    #[error(
        "{}:{line}: problem `{name}` has no tests (its `tests` field is missing or empty): give it the code that closes the function and asserts in `main`, or remove the line",
        path.display()
    )]
    NoTests {
        /// The file.
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// The problem.
        name: String,
    },
    /// Two problems with one name.
    #[error("{}:{line}: problem `{name}` is already on line {first}: names must be unique", path.display())]
    Duplicate {
        /// The file.
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// The first line with the name.
        first: usize,
        /// The name.
        name: String,
    },
    /// A completion of a problem the bench does not have.
    #[error(
        "{}:{line}: a completion of `{name}`, which {} does not have: score completions against the bench they were generated for",
        path.display(), bench.display()
    )]
    UnknownProblem {
        /// The completions file.
        path: PathBuf,
        /// 1-based.
        line: usize,
        /// The name it gives.
        name: String,
        /// The bench.
        bench: PathBuf,
    },
    /// A file without a single line of content.
    #[error("{} holds no {what}", path.display())]
    Empty {
        /// The file.
        path: PathBuf,
        /// "problems" or "completions".
        what: &'static str,
    },
}

const PROBLEM_FIELDS: &str = "`name`, `prompt` and `tests` (optionally `stop_tokens` and \
                              `difficulty`: easy, medium or hard), as in MultiPL-E's files";
const COMPLETION_FIELDS: &str = "`name` and `completion`";

#[derive(Deserialize)]
struct ProblemLine {
    name: String,
    prompt: String,
    #[serde(default)]
    tests: Option<String>,
    #[serde(default)]
    stop_tokens: Vec<String>,
    #[serde(default)]
    difficulty: Option<String>,
}

#[derive(Deserialize)]
struct CompletionLine {
    name: String,
    completion: String,
}

/// The file's text, with the bench's own error for a missing file.
fn read(path: &Path) -> Result<String, BenchError> {
    std::fs::read_to_string(path).map_err(|source| match source.kind() {
        std::io::ErrorKind::NotFound => BenchError::Missing {
            path: path.to_path_buf(),
        },
        _ => BenchError::Io {
            path: path.to_path_buf(),
            source,
        },
    })
}

/// The non-blank lines of `text`, numbered from 1, each parsed as `T`.
fn lines<'a, T: serde::de::DeserializeOwned>(
    path: &'a Path,
    text: &'a str,
    fields: &'static str,
) -> impl Iterator<Item = Result<(usize, T), BenchError>> + 'a {
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(move |(i, l)| {
            serde_json::from_str::<T>(l)
                .map(|v| (i + 1, v))
                .map_err(|e| BenchError::Malformed {
                    path: path.to_path_buf(),
                    line: i + 1,
                    what: e.to_string(),
                    fields,
                })
        })
}

/// Where namtrain's own bench sits in the repository (what configs name).
pub const SHIPPED: &str = "configs/code-bench/cpp.jsonl";
/// Its text, built in: a binary installed without the repository (the wheel) still has it.
const SHIPPED_TEXT: &str = include_str!("../../../configs/code-bench/cpp.jsonl");

impl Bench {
    /// Reads and checks a bench file: every line a problem with tests, names unique. A path
    /// ending in [`SHIPPED`] that does not exist (no repository around) is namtrain's own
    /// bench, built into the binary.
    pub fn load(path: &Path) -> Result<Bench, BenchError> {
        let text = match read(path) {
            Err(BenchError::Missing { .. }) if path.ends_with(SHIPPED) => SHIPPED_TEXT.to_string(),
            other => other?,
        };
        Self::parse(path, &text)
    }

    /// Checks `text`, the lines of the bench file `path`.
    pub fn parse(path: &Path, text: &str) -> Result<Bench, BenchError> {
        let mut problems = Vec::new();
        let mut seen: HashMap<String, usize> = HashMap::new();
        for parsed in lines::<ProblemLine>(path, text, PROBLEM_FIELDS) {
            let (line, p) = parsed?;
            if let Some(&first) = seen.get(&p.name) {
                return Err(BenchError::Duplicate {
                    path: path.to_path_buf(),
                    line,
                    first,
                    name: p.name,
                });
            }
            let tests = p.tests.filter(|t| !t.trim().is_empty());
            let Some(tests) = tests else {
                return Err(BenchError::NoTests {
                    path: path.to_path_buf(),
                    line,
                    name: p.name,
                });
            };
            let difficulty = match p.difficulty.as_deref() {
                None => None,
                Some(d) => Some(Difficulty::parse(d).ok_or_else(|| BenchError::Malformed {
                    path: path.to_path_buf(),
                    line,
                    what: format!("`difficulty` is \"{d}\", not easy, medium or hard"),
                    fields: PROBLEM_FIELDS,
                })?),
            };
            seen.insert(p.name.clone(), line);
            problems.push(Problem {
                name: p.name,
                prompt: p.prompt,
                tests,
                stop_tokens: p.stop_tokens,
                difficulty,
            });
        }
        if problems.is_empty() {
            return Err(BenchError::Empty {
                path: path.to_path_buf(),
                what: "problems",
            });
        }
        Ok(Bench {
            path: path.to_path_buf(),
            sha256: hex::encode(Sha256::digest(text.as_bytes())),
            problems,
        })
    }

    /// The problem named `name`.
    pub fn problem(&self, name: &str) -> Option<&Problem> {
        self.problems.iter().find(|p| p.name == name)
    }

    /// Reads a completions file written for this bench: each line a problem's name and a
    /// completion, every name one of the bench's problems.
    pub fn load_completions(&self, path: &Path) -> Result<Vec<Completion>, BenchError> {
        let text = read(path).map_err(|e| match e {
            BenchError::Missing { path } => BenchError::Io {
                path,
                source: std::io::Error::new(
                    std::io::ErrorKind::NotFound,
                    "no such completions file",
                ),
            },
            other => other,
        })?;
        let mut out = Vec::new();
        for parsed in lines::<CompletionLine>(path, &text, COMPLETION_FIELDS) {
            let (line, c) = parsed?;
            if self.problem(&c.name).is_none() {
                return Err(BenchError::UnknownProblem {
                    path: path.to_path_buf(),
                    line,
                    name: c.name,
                    bench: self.path.clone(),
                });
            }
            out.push(Completion {
                name: c.name,
                completion: c.completion,
            });
        }
        if out.is_empty() {
            return Err(BenchError::Empty {
                path: path.to_path_buf(),
                what: "completions",
            });
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn bench_file(text: &str) -> (tempfile::TempDir, PathBuf) {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("bench.jsonl");
        std::fs::write(&path, text).unwrap();
        (dir, path)
    }

    const ONE: &str = r#"{"name": "add", "language": "cpp", "prompt": "long add(long a, long b) {\n", "tests": "}\nint main() { return add(1, 2) == 3 ? 0 : 1; }\n", "stop_tokens": ["\n}"], "difficulty": "easy"}"#;

    #[test]
    fn a_multipl_e_line_is_a_problem_and_unknown_fields_are_ignored() {
        let (_d, path) = bench_file(&format!("{ONE}\n\n"));
        let bench = Bench::load(&path).unwrap();
        assert_eq!(bench.problems.len(), 1);
        let p = &bench.problems[0];
        assert_eq!(p.difficulty, Some(Difficulty::Easy));
        assert_eq!(
            p.program("    return a + b;"),
            "long add(long a, long b) {\n    return a + b;\n}\nint main() { return add(1, 2) == 3 ? 0 : 1; }\n"
        );
        assert_eq!(bench.sha256.len(), 64);
    }

    #[test]
    fn generation_is_cut_before_the_first_stop_token() {
        let p = Problem {
            name: "f".into(),
            prompt: String::new(),
            tests: "}".into(),
            stop_tokens: vec!["\n}".into(), "\nint main".into()],
            difficulty: None,
        };
        assert_eq!(
            p.cut_at_stop("  return 1;\n}\nint main() {}"),
            "  return 1;"
        );
        assert_eq!(p.cut_at_stop("  return 1;"), "  return 1;");
    }

    #[test]
    fn a_malformed_line_is_refused_with_its_number() {
        let (_d, path) = bench_file(&format!("{ONE}\n{{\"name\": \"x\", \"prompt\": 3}}\n"));
        let e = Bench::load(&path).unwrap_err().to_string();
        assert!(e.contains("bench.jsonl:2:"), "{e}");
        assert!(e.contains("`name`, `prompt` and `tests`"), "{e}");
        let (_d, path) = bench_file("not json\n");
        let e = Bench::load(&path).unwrap_err().to_string();
        assert!(e.contains("bench.jsonl:1:"), "{e}");
    }

    #[test]
    fn a_problem_without_tests_and_a_repeated_name_are_refused() {
        let no_tests = r#"{"name": "sub", "prompt": "long sub() {\n", "tests": "  "}"#;
        let (_d, path) = bench_file(&format!("{ONE}\n{no_tests}\n"));
        let e = Bench::load(&path).unwrap_err().to_string();
        assert!(
            e.contains(":2: problem `sub` has no tests") && e.contains("or remove the line"),
            "{e}"
        );
        let (_d, path) = bench_file(&format!("{ONE}\n{ONE}\n"));
        let e = Bench::load(&path).unwrap_err().to_string();
        assert!(e.contains(":2: problem `add` is already on line 1"), "{e}");
        let bad = ONE.replace("\"easy\"", "\"trivial\"");
        let (_d, path) = bench_file(&bad);
        let e = Bench::load(&path).unwrap_err().to_string();
        assert!(e.contains("\"trivial\", not easy, medium or hard"), "{e}");
    }

    #[test]
    fn the_shipped_bench_is_built_in_where_the_repository_is_not() {
        let bench = Bench::load(&Path::new("/nowhere").join(SHIPPED)).unwrap();
        let file = Bench::load(
            &Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("../..")
                .join(SHIPPED),
        )
        .unwrap();
        assert_eq!(bench.problems, file.problems);
        assert_eq!(bench.sha256, file.sha256);
    }

    #[test]
    fn a_missing_bench_names_the_shipped_one() {
        let e = Bench::load(Path::new("/nonexistent/b.jsonl"))
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("/nonexistent/b.jsonl does not exist")
                && e.contains("configs/code-bench/cpp.jsonl"),
            "{e}"
        );
    }

    #[test]
    fn completions_must_name_the_bench_problems() {
        let (d, path) = bench_file(ONE);
        let bench = Bench::load(&path).unwrap();
        let good = d.path().join("good.jsonl");
        std::fs::write(
            &good,
            "{\"name\": \"add\", \"completion\": \"return a+b;\"}\n{\"name\": \"add\", \"completion\": \"return 0;\"}\n",
        )
        .unwrap();
        assert_eq!(bench.load_completions(&good).unwrap().len(), 2);
        let bad = d.path().join("bad.jsonl");
        std::fs::write(&bad, "{\"name\": \"mul\", \"completion\": \"\"}\n").unwrap();
        let e = bench.load_completions(&bad).unwrap_err().to_string();
        assert!(e.contains("bad.jsonl:1: a completion of `mul`"), "{e}");
    }
}
