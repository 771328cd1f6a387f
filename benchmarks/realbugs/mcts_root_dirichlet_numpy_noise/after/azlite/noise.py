import jax
import jax.numpy as jnp


def add_exploration_noise(key, prior, alpha, fraction):
    """Mix Dirichlet noise into the root prior so that self-play explores every move."""
    noise = jax.random.dirichlet(key, jnp.full(prior.shape[-1], alpha))
    return (1.0 - fraction) * prior + fraction * noise.astype(prior.dtype)
