import jax
import jax.numpy as jnp


def wiener_increments(key, shape, dt):
    """Brownian increments over one time step."""
    return jnp.sqrt(dt) * jax.random.normal(key, shape)
