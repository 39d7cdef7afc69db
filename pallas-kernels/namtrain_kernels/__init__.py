"""namtrain's Pallas attention kernels and their offline export to StableHLO artifacts.

Used only offline (``python -m namtrain_kernels.export``); training never runs Python.
"""
