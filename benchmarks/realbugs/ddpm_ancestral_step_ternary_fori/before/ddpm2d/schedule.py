import jax.numpy as jnp


class VarianceSchedule:
    def __init__(self, num_steps=100, beta_1=1e-4, beta_T=0.05):
        self.num_steps = num_steps
        self.betas = jnp.linspace(beta_1, beta_T, num_steps)
        self.alphas = 1.0 - self.betas
        self.alpha_bars = jnp.cumprod(self.alphas)

    def posterior_step(self, x_t, eps_pred, t, z):
        """One ancestral step x_t -> x_{t-1} (Ho et al. 2020, Algorithm 2); no noise on the last step."""
        coef = self.betas[t] / jnp.sqrt(1.0 - self.alpha_bars[t])
        mean = (x_t - coef * eps_pred) / jnp.sqrt(self.alphas[t])
        noise = z if t > 0 else jnp.zeros_like(z)  # expect: JXL101
        return mean + jnp.sqrt(self.betas[t]) * noise
