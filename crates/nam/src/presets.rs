//! The preset configs of `configs/`, embedded so tools and tests can name them without a path.

/// `(name, TOML text)` of every preset in `configs/`.
pub const ALL: [(&str, &str); 7] = [
    ("nam-tiny", include_str!("../../../configs/nam-tiny.toml")),
    (
        "nam12-dense",
        include_str!("../../../configs/nam12-dense.toml"),
    ),
    ("nam12", include_str!("../../../configs/nam12.toml")),
    ("nam52", include_str!("../../../configs/nam52.toml")),
    ("nam56r", include_str!("../../../configs/nam56r.toml")),
    (
        "nanochat-d16-16k",
        include_str!("../../../configs/nanochat-d16-16k.toml"),
    ),
    (
        "nanochat-d16-64k",
        include_str!("../../../configs/nanochat-d16-64k.toml"),
    ),
];

/// The TOML text of a preset by name (`"nam52"` or `"nam52.toml"`).
pub fn preset(name: &str) -> Option<&'static str> {
    let name = name.strip_suffix(".toml").unwrap_or(name);
    ALL.iter().find(|(n, _)| *n == name).map(|(_, text)| *text)
}
