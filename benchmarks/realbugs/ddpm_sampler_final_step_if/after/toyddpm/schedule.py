from typing import NamedTuple

import jax
import jax.numpy as jnp


class NoiseSchedule(NamedTuple):
    betas: jax.Array
    alphas: jax.Array
    alpha_bars: jax.Array


def linear_schedule(num_steps, beta_start=1e-4, beta_end=0.02):
    betas = jnp.linspace(beta_start, beta_end, num_steps)
    alphas = 1.0 - betas
    return NoiseSchedule(betas, alphas, jnp.cumprod(alphas))
