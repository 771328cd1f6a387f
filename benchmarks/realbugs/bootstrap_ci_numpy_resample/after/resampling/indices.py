import jax


def bootstrap_indices(key, n_obs, n_resamples):
    """Row b holds the observations drawn, with replacement, for bootstrap replicate b."""
    return jax.random.randint(key, (n_resamples, n_obs), 0, n_obs)
