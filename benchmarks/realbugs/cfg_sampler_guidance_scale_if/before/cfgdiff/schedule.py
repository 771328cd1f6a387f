import jax.numpy as jnp


def linear_alpha_bars(num_steps, beta_start=1e-4, beta_end=0.02):
    betas = jnp.linspace(beta_start, beta_end, num_steps)
    return jnp.cumprod(1.0 - betas)
