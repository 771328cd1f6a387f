import jax.numpy as jnp
import numpy as np


class GaussianDiffusion:
    """The DDPM forward process with a linear beta schedule, precomputed once."""

    def __init__(self, noise_steps=200, beta_start=1e-4, beta_end=0.02):
        self.noise_steps = noise_steps
        self.beta_schedule = np.linspace(beta_start, beta_end, noise_steps, dtype=np.float32)
        self.alpha_schedule = 1.0 - self.beta_schedule
        self.alpha_cumprod = np.cumprod(self.alpha_schedule)
        # device arrays: q_sample indexes them with the timesteps drawn inside the jitted step
        self.sqrt_alpha_bar = jnp.asarray(np.sqrt(self.alpha_cumprod))
        self.sqrt_one_minus_alpha_bar = jnp.asarray(np.sqrt(1.0 - self.alpha_cumprod))

    def q_sample(self, x0, t, eps):
        """x_t ~ q(x_t | x_0) in closed form."""
        return self.sqrt_alpha_bar[t][:, None] * x0 + self.sqrt_one_minus_alpha_bar[t][:, None] * eps
