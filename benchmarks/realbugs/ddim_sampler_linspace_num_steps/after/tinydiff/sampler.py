import jax
import jax.numpy as jnp

from tinydiff.schedule import cosine_alpha_bar, sampling_times


class DDIMSampler:
    """Deterministic DDIM sampling with a configurable number of steps."""

    def __init__(self, denoiser, dim):
        self.denoiser = denoiser
        self.dim = dim
        self._sample = jax.jit(self.sample, static_argnames=("num_samples", "num_steps"))

    def ddim_update(self, params, x, t, t_next):
        a, a_next = cosine_alpha_bar(t), cosine_alpha_bar(t_next)
        eps = self.denoiser(params, x, t)
        x0 = (x - jnp.sqrt(1.0 - a) * eps) / jnp.sqrt(a)
        return jnp.sqrt(a_next) * x0 + jnp.sqrt(1.0 - a_next) * eps

    def sample(self, params, key, num_samples, num_steps):
        times = sampling_times(num_steps)
        x = jax.random.normal(key, (num_samples, self.dim))

        def body(x, pair):
            return self.ddim_update(params, x, pair[0], pair[1]), None

        x, _ = jax.lax.scan(body, x, jnp.stack([times[:-1], times[1:]], axis=1))
        return x

    def __call__(self, params, key, num_samples=4, num_steps=10):
        return self._sample(params, key, num_samples=num_samples, num_steps=num_steps)
