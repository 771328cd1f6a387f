import numpy as np


def bootstrap_indices(n_obs, n_resamples):
    """Row b holds the observations drawn, with replacement, for bootstrap replicate b."""
    return np.random.randint(0, n_obs, size=(n_resamples, n_obs))  # expect: JXL402
