import jax
import jax.numpy as jnp


class DDIMSampler:
    """Deterministic DDIM sampling from pure noise down to step 0."""

    def __init__(self, model, schedule, num_images=16):
        self.model = model
        self.schedule = schedule
        self.num_images = num_images

    def generate(self, params, key):
        a = self.schedule.alpha_bars
        n = self.schedule.num_steps

        def body(i, x):
            t = n - 1 - i
            eps = self.model(params, x, t / n)
            x0 = (x - jnp.sqrt(1.0 - a[t]) * eps) / jnp.sqrt(a[t])
            a_prev = jnp.where(t > 0, a[jnp.maximum(t - 1, 0)], 1.0)
            return jnp.sqrt(a_prev) * x0 + jnp.sqrt(1.0 - a_prev) * eps

        x = jax.random.normal(key, (self.num_images, 8, 8))
        return jax.lax.fori_loop(0, n, body, x)
