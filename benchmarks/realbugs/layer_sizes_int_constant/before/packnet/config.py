import jax.numpy as jnp

LAYER_SIZES = jnp.array([8, 16, 16, 4])
