import jax.numpy as jnp

# Which of the eight neurons are excitatory; the others are inhibitory.
EXCITATORY = jnp.array([1, 1, 0, 1, 1, 0, 1, 1])
