import numpy as np

from mcdiag.diagnostics import effective_sample_size


def summarize(samples):
    """Mean, standard deviation and effective sample size of each site, draws grouped by chain."""
    table = {}
    for name, draws in samples.items():
        table[name] = {
            "mean": float(np.mean(draws)),
            "std": float(np.std(draws)),
            "n_eff": float(np.min(effective_sample_size(draws))),
        }
    return table
