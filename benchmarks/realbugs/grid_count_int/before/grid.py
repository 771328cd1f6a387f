import jax.numpy as jnp

RADII = jnp.linspace(0.0, 2.0, 64)
