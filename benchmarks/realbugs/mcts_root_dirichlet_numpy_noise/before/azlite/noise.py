import jax.numpy as jnp
import numpy as np


def add_exploration_noise(prior, alpha, fraction):
    """Mix Dirichlet noise into the root prior so that self-play explores every move."""
    noise = np.random.dirichlet([alpha] * prior.shape[-1])  # expect: JXL402
    return (1.0 - fraction) * prior + fraction * jnp.asarray(noise, dtype=prior.dtype)
