import jax
import jax.numpy as jnp


class GuidedDDIMSampler:
    """Deterministic DDIM sampling with classifier-free guidance."""

    def __init__(self, model, num_steps):
        self.model = model
        self.num_steps = num_steps
        self.sample = jax.jit(self._sample, static_argnames=("num_samples",))

    def guided_eps(self, params, x, t, label, guidance_scale):
        eps_cond = self.model(params, x, t, label)
        eps_uncond = self.model(params, x, t, self.model.null_label)
        return eps_uncond + guidance_scale * (eps_cond - eps_uncond)

    def _sample(self, params, key, label, guidance_scale, num_samples):
        alpha_bars = self.model.alpha_bars
        x = jax.random.normal(key, (num_samples, 2))

        def step(i, x):
            t = self.num_steps - 1 - i
            eps = self.guided_eps(params, x, t, label, guidance_scale)
            x0 = (x - jnp.sqrt(1.0 - alpha_bars[t]) * eps) / jnp.sqrt(alpha_bars[t])
            alpha_prev = jnp.where(t > 0, alpha_bars[jnp.maximum(t - 1, 0)], 1.0)
            return jnp.sqrt(alpha_prev) * x0 + jnp.sqrt(1.0 - alpha_prev) * eps

        return jax.lax.fori_loop(0, self.num_steps, step, x)
