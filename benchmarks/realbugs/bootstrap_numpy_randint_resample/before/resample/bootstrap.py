import jax
import jax.numpy as jnp
import numpy as np


class Bootstrap:
    """Nonparametric bootstrap of a statistic: resample with replacement, recompute, summarise."""

    def __init__(self, statistic, n_resamples, seed):
        self.statistic = statistic
        self.n_resamples = n_resamples
        self.seed = seed
        self._replicates = jax.jit(jax.vmap(self._replicate, in_axes=(0, None)))

    def _replicate(self, key, data):
        n = data.shape[0]
        indices = np.random.randint(0, n, size=n)  # expect: JXL402
        return self.statistic(data[indices])

    def standard_error(self, data):
        keys = jax.random.split(jax.random.PRNGKey(self.seed), self.n_resamples)
        replicates = self._replicates(keys, data)
        return jnp.std(replicates), replicates

    def percentile_interval(self, data, level):
        _, replicates = self.standard_error(data)
        tail = 50.0 * (1.0 - level)
        return jnp.percentile(replicates, tail), jnp.percentile(replicates, 100.0 - tail)
