import jax.numpy as jnp


class LinearNoiseScheduler:
    def __init__(self, timesteps=100, beta_start=1e-4, beta_end=0.02):
        self.timesteps = timesteps
        self.betas = jnp.linspace(beta_start, beta_end, timesteps)
        self.alphas = 1.0 - self.betas
        self.alpha_bars = jnp.cumprod(self.alphas)

    def rates(self, t):
        return self.betas[t], self.alphas[t], self.alpha_bars[t]
