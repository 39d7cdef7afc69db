//! Data pipeline: parquet shards, BPE tokenizer, BOS-aligned packing, data-contract receipts.
