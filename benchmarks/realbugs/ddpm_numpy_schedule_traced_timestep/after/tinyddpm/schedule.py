import jax.numpy as jnp
import numpy as np


class LinearSchedule:
    """DDPM's linear beta schedule and the closed-form forward process q(x_t | x_0)."""

    def __init__(self, num_timesteps=200, beta_start=1e-4, beta_end=2e-2):
        self.num_timesteps = num_timesteps
        self.betas = np.linspace(beta_start, beta_end, num_timesteps, dtype=np.float32)
        self.alpha_bars = jnp.asarray(np.cumprod(1.0 - self.betas))

    def q_sample(self, x0, t, noise):
        alpha_bar = self.alpha_bars[t]
        a = alpha_bar[:, None] ** 0.5
        b = (1.0 - alpha_bar[:, None]) ** 0.5
        return a * x0 + b * noise
