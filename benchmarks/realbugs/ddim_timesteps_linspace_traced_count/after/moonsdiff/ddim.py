import jax
import jax.numpy as jnp


class DDIMSampler:
    """Deterministic DDIM (eta = 0) over an evenly spaced subsequence of the training timesteps."""

    def __init__(self, denoiser, schedule):
        self.denoiser = denoiser
        self.schedule = schedule
        self.sample = jax.jit(self._sample, static_argnames="num_steps")

    def _sample(self, params, x_T, num_steps):
        timesteps = jnp.linspace(self.schedule.T - 1, 0, num_steps).astype(jnp.int32)
        pairs = jnp.stack([timesteps[:-1], timesteps[1:]], axis=-1)

        def step(x, pair):
            t, t_prev = pair[0], pair[1]
            a_t, a_prev = self.schedule.alpha_bars[t], self.schedule.alpha_bars[t_prev]
            eps = self.denoiser(params, x, t / self.schedule.T)
            x0 = (x - jnp.sqrt(1 - a_t) * eps) / jnp.sqrt(a_t)
            return jnp.sqrt(a_prev) * x0 + jnp.sqrt(1 - a_prev) * eps, None

        x0, _ = jax.lax.scan(step, x_T, pairs)
        return x0
