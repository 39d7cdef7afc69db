//! Prints parameter counts and training FLOPs per token for every preset in `configs/`.
//!
//! `cargo run -p nam --example param_report`

use nam::counting::{flops_per_token, param_counts};
use nam::{NamConfig, presets};

fn main() -> Result<(), nam::ConfigError> {
    println!(
        "{:<12} {:>15} {:>15} {:>13} {:>13} {:>13} {:>10} {:>10} {:>10}",
        "preset",
        "main total",
        "main active",
        "mtp total",
        "mtp active",
        "embedding",
        "GF/tok",
        "attn GF",
        "state GF"
    );
    for (name, text) in presets::ALL {
        let cfg = NamConfig::from_toml_str(text)?;
        let c = param_counts(&cfg.model);
        let f = flops_per_token(&cfg.model);
        println!(
            "{:<12} {:>15} {:>15} {:>13} {:>13} {:>13} {:>10.3} {:>10.3} {:>10.3}",
            name,
            c.main_total,
            c.main_active,
            c.mtp_total,
            c.mtp_active,
            c.embedding,
            f.total() / 1e9,
            f.attention / 1e9,
            f.recurrent / 1e9
        );
    }
    Ok(())
}
