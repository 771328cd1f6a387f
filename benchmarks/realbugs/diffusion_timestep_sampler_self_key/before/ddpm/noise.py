import jax
import jax.numpy as jnp


class NoiseSchedule:
    def __init__(self, num_timesteps):
        self.num_timesteps = num_timesteps
        betas = jnp.linspace(1e-4, 0.02, num_timesteps)
        self.alpha_bars = jnp.cumprod(1.0 - betas)

    def add_noise(self, x0, t, noise):
        a = self.alpha_bars[t][:, None]
        return jnp.sqrt(a) * x0 + jnp.sqrt(1.0 - a) * noise


class TimestepSampler:
    """Draws the diffusion step of each training example; owns its own key stream."""

    def __init__(self, num_timesteps, seed):
        self.num_timesteps = num_timesteps
        self.key = jax.random.key(seed)

    def sample(self, batch_size):
        self.key, key = jax.random.split(self.key)  # expect: JXL202
        return jax.random.randint(key, (batch_size,), 0, self.num_timesteps)
