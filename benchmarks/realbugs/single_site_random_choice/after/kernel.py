import jax
import jax.numpy as jnp

from sites import choose_site


class SingleSiteLangevin:
    def __init__(self, log_density, step_size=0.05):
        self.log_density = log_density
        self.step_size = step_size
        self.sample = jax.jit(self._sample)

    def _sample(self, params, key):
        names = sorted(params)
        site_key, noise_key = jax.random.split(key)
        chosen = choose_site(site_key, len(names))
        grads = jax.grad(self.log_density)(params)
        new_params = {}
        for index, name in enumerate(names):
            noise = jax.random.normal(jax.random.fold_in(noise_key, index), params[name].shape)
            proposal = params[name] + self.step_size * grads[name] + jnp.sqrt(2 * self.step_size) * noise
            new_params[name] = jnp.where(chosen == index, proposal, params[name])
        return new_params
