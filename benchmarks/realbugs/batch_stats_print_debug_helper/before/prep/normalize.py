import jax
import jax.numpy as jnp

from prep.debugging import show_stats


@jax.jit
def standardize(batch):
    show_stats("raw", batch)
    return (batch - jnp.mean(batch, axis=0)) / (jnp.std(batch, axis=0) + 1e-6)
