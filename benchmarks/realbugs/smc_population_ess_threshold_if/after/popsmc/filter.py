import jax
import jax.numpy as jnp
from jax.scipy.special import logsumexp


class BootstrapFilter:
    def __init__(self, resampler, num_particles=256):
        self.resampler = resampler
        self.num_particles = num_particles
        self.log_likelihood = jax.jit(self._log_likelihood)

    def _log_likelihood(self, key, model, counts, log_n0):
        n = self.num_particles
        init = (jnp.full(n, log_n0), jnp.full(n, -jnp.log(n)))

        def step(carry, inputs):
            log_n, log_w = carry
            key, count = inputs
            k_move, k_resample = jax.random.split(key)
            log_n = model.propagate(k_move, log_n)
            log_w = log_w + model.observation_log_density(count, log_n)
            increment = logsumexp(log_w)
            log_w = log_w - increment
            log_n, log_w = self.resampler(k_resample, log_n, log_w)
            return (log_n, log_w), increment

        keys = jax.random.split(key, counts.shape[0])
        _, increments = jax.lax.scan(step, init, (keys, counts))
        return jnp.sum(increments)
