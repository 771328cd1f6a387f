import jax.numpy as jnp

# Which of the eight neurons are excitatory; the others are inhibitory.
EXCITATORY = jnp.array([1, 1, 0, 1, 1, 0, 1, 1])
# Sizes must be static under jit: counted here, once, as Python ints.
NUM_EXCITATORY = 6
