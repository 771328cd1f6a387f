"""Unadjusted Langevin dynamics driven by a score function, with the random state kept on the sampler."""
import jax
import jax.numpy as jnp


class LangevinSampler:
    def __init__(self, score_fn, step_size=1e-2, seed=0):
        self.score_fn = score_fn
        self.step_size = step_size
        self.key = jax.random.PRNGKey(seed)
        self.langevin_fn = jax.jit(self._langevin_step)

    def _langevin_step(self, x, noise_key):
        noise = jax.random.normal(noise_key, x.shape)
        return x + self.step_size * self.score_fn(x) + jnp.sqrt(2.0 * self.step_size) * noise

    def random_sample(self, x, num_steps=100):
        for _ in range(num_steps):
            # The key is advanced here, outside the compiled step: a key split inside it would be traced once and
            # its noise reused on every call.
            self.key, noise_key = jax.random.split(self.key)
            x = self.langevin_fn(x, noise_key)
        return x
