import jax
import jax.numpy as jnp

from sites import choose_site


class SingleSiteLangevin:
    def __init__(self, log_density, step_size=0.05):
        self.log_density = log_density
        self.step_size = step_size
        self.sample = jax.jit(self._sample)

    def _sample(self, params, key):
        site = choose_site(params)
        grads = jax.grad(self.log_density)(params)
        noise = jax.random.normal(key, params[site].shape)
        new_params = dict(params)
        new_params[site] = params[site] + self.step_size * grads[site] + jnp.sqrt(2 * self.step_size) * noise
        return new_params
