import jax
import jax.numpy as jnp


class DDPMSampler:
    def __init__(self, model, num_steps=40, beta_1=1e-4, beta_T=0.02):
        self.model = model
        self.num_steps = num_steps
        self.betas = jnp.linspace(beta_1, beta_T, num_steps)
        self.alpha_bars = jnp.cumprod(1.0 - self.betas)
        self.denoise_step = jax.jit(self._denoise_step)

    def _denoise_step(self, params, x, key, t):
        eps = self.model(params, x, t)
        beta, alpha_bar = self.betas[t], self.alpha_bars[t]
        mean = (x - beta / jnp.sqrt(1.0 - alpha_bar) * eps) / jnp.sqrt(1.0 - beta)
        return mean + jnp.sqrt(beta) * jax.random.normal(key, x.shape) * (t > 0)

    def sample(self, params, key, num_images=4):
        key, init_key = jax.random.split(key)
        size = (num_images, self.model.image_size, self.model.image_size, self.model.channels)
        x = jax.random.normal(init_key, size)
        for t in reversed(range(self.num_steps)):
            key, step_key = jax.random.split(key)
            x = self.denoise_step(params, x, step_key, t)
        return x
