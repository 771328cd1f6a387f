import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


def effective_sample_size(log_weights):
    w = jnp.exp(log_weights - logsumexp(log_weights))
    return 1.0 / jnp.sum(w ** 2)


def systematic_indices(key, log_weights):
    n = log_weights.shape[0]
    w = jnp.exp(log_weights - logsumexp(log_weights))
    positions = (jax.random.uniform(key) + jnp.arange(n)) / n
    return jnp.clip(jnp.searchsorted(jnp.cumsum(w), positions), 0, n - 1)


class AdaptiveResampler:
    """Systematic resampling when the effective sample size drops below ess_threshold * size."""

    def __init__(self, ess_threshold=0.5):
        self.ess_threshold = ess_threshold

    def __call__(self, key, particles, log_weights):
        n = log_weights.shape[0]
        degenerate = effective_sample_size(log_weights) < self.ess_threshold * n
        idx = jnp.where(degenerate, systematic_indices(key, log_weights), jnp.arange(n))
        return particles[idx], jnp.where(degenerate, -jnp.log(n), log_weights)
