import jax
import jax.numpy as jnp

from resampling.indices import bootstrap_indices


class PercentileBootstrap:
    """Percentile bootstrap interval of a statistic (the mean by default)."""

    def __init__(self, statistic=jnp.mean, n_resamples=5000, level=0.95):
        self.statistic = statistic
        self.n_resamples = n_resamples
        self.level = level
        self._interval = jax.jit(self.interval)

    def replicates(self, data, key):
        idx = bootstrap_indices(key, data.shape[0], self.n_resamples)
        return jax.vmap(self.statistic)(data[idx])

    def interval(self, data, key):
        tail = 100.0 * (1.0 - self.level) / 2.0
        return jnp.percentile(self.replicates(data, key), jnp.array([tail, 100.0 - tail]))

    def __call__(self, data, key):
        return self._interval(data, key)
