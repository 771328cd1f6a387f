import jax
import jax.numpy as jnp


class DiffusionSampler:
    def __init__(self, model_fn, params, noise_schedule, image_shape):
        self.model_fn = model_fn
        self.params = params
        self.noise_schedule = noise_schedule
        self.image_shape = image_shape
        self._sample = jax.jit(self._reverse_diffusion, static_argnames=("num_images", "num_steps"))

    def _reverse_diffusion(self, params, key, num_images, num_steps):
        key, init_key = jax.random.split(key)
        x = jax.random.normal(init_key, (num_images, *self.image_shape))
        stride = self.noise_schedule.timesteps // num_steps
        timesteps = jnp.arange(num_steps)[::-1] * stride

        def step(carry, t):
            x, key = carry
            key, noise_key = jax.random.split(key)
            beta, alpha, alpha_bar = self.noise_schedule.rates(t)
            eps = self.model_fn(params, x, t)
            mean = (x - beta / jnp.sqrt(1.0 - alpha_bar) * eps) / jnp.sqrt(alpha)
            x = mean + jnp.where(t > 0, jnp.sqrt(beta), 0.0) * jax.random.normal(noise_key, x.shape)
            return (x, key), None

        (x, _), _ = jax.lax.scan(step, (x, key), timesteps)
        return jnp.clip(x, -1.0, 1.0)

    def generate_images(self, key, num_images=4, diffusion_steps=20):
        return self._sample(self.params, key, num_images=num_images, num_steps=diffusion_steps)
