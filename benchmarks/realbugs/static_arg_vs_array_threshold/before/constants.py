import jax.numpy as jnp

MAX_ORDER = jnp.array(4)
