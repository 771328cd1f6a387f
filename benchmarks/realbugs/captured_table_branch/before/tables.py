import jax.numpy as jnp

WEIGHTS = jnp.array([0.2, 0.3, 0.5])
